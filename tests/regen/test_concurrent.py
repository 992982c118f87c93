"""Builds racing on one output root, with real processes: several first builds of a fresh
output root (no ``.genix/`` yet) through the CLI and through MCP ``codegen_apply`` (real
``genix mcp`` servers over stdio, the SDK's client), and a damaged ``.genix/lock``.

Creating ``.genix/`` and taking the lock are race-free, applies are serialised, and a build
that waited reports what it did: nothing, when the first one already wrote the same files (no
"changed on disk" and no error)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.output.manifest import load_manifest

from .helpers import make_project

SCHEMA = """
CREATE TABLE app_tag (id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL);
CREATE TABLE app_item (id INTEGER PRIMARY KEY, title VARCHAR(40), tag_id INTEGER REFERENCES app_tag(id));
"""
CLIENTS = 3
TRIALS = 4


def _tree(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and ".genix" not in p.relative_to(root).parts
    }


def _start_together(argvs: list[list[str]], cwd: Path) -> list[subprocess.CompletedProcess[str]]:
    """Run the commands at once (each waits on a shared start time, so none has a head start)."""
    start = time.time() + 1.5
    wrapper = (
        "import sys, time, runpy\n"
        "time.sleep(max(0.0, float(sys.argv[1]) - time.time()))\n"
        "sys.argv = ['genix', *sys.argv[2:]]\n"
        "runpy.run_module('dbjavagenix', run_name='__main__')\n"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", wrapper, str(start), *argv],
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for argv in argvs
    ]
    out = []
    for p in procs:
        stdout, stderr = p.communicate(timeout=300)
        out.append(subprocess.CompletedProcess(p.args, p.returncode, stdout, stderr))
    return out


def test_first_builds_racing_on_a_fresh_root(tmp_path: Path) -> None:
    ref = make_project(tmp_path / "ref", SCHEMA)
    ref.build()
    expected = _tree(ref.out)
    for trial in range(TRIALS):
        p = make_project(tmp_path / f"t{trial}", SCHEMA)
        runs = _start_together([["build", "--json", "-c", str(p.root / "genix.toml")]] * CLIENTS, p.root)
        reports = []
        for r in runs:
            assert r.returncode == 0, r.stdout + r.stderr
            assert "Traceback" not in r.stderr and "error" not in r.stderr, r.stderr
            reports.append(json.loads(r.stdout))
        assert all(not rep["moved"] for rep in reports), [rep["moved"] for rep in reports]
        written = [len(rep["written"]) for rep in reports]
        # one of them wrote everything; the ones that waited found it done and say so
        assert sorted(written) == [0] * (CLIENTS - 1) + [len(expected)], written
        for rep in reports:
            if not rep["written"]:
                assert rep["counts"] == {"unchanged": len(expected)}, rep["counts"]
        assert _tree(p.out) == expected
        assert set(load_manifest(p.out).files) == set(expected)
        assert not list(p.out.rglob("*.genix-tmp"))


MCP_CLIENT = """
import anyio, json, os, sys, time
from mcp import Client, StdioServerParameters

async def main() -> None:
    cfg, start = sys.argv[1], float(sys.argv[2])
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "dbjavagenix", "mcp", "-c", cfg], env=dict(os.environ)
    )
    async with Client(params, mode="legacy", cache=None) as c:
        time.sleep(max(0.0, start - time.time()))
        r = await c.call_tool("codegen_apply", {})
        print(json.dumps({"error": bool(r.is_error), "data": r.structured_content,
                          "text": " ".join(getattr(x, "text", "") for x in r.content)}))

anyio.run(main)
"""


def test_codegen_apply_from_mcp_clients_racing_on_a_fresh_root(tmp_path: Path) -> None:
    pytest.importorskip("mcp")
    ref = make_project(tmp_path / "ref", SCHEMA)
    ref.build()
    expected = _tree(ref.out)
    for trial in range(2):
        p = make_project(tmp_path / f"m{trial}", SCHEMA)
        cfg = str(p.root / "genix.toml")
        start = time.time() + 8  # the servers start first, then every client calls at once
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", MCP_CLIENT, cfg, str(start)],
                cwd=p.root,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=dict(os.environ),
            )
            for _ in range(CLIENTS)
        ]
        results = []
        for proc in procs:
            stdout, stderr = proc.communicate(timeout=300)
            assert proc.returncode == 0, stdout + stderr
            results.append(json.loads(stdout.strip().splitlines()[-1]))
        for res in results:
            assert not res["error"], res["text"]
            assert not res["data"]["moved"], res["data"]["moved"]
            assert "filesystem_error" not in res["text"] and "changed on disk" not in res["text"], res["text"]
        assert sorted(len(r["data"]["written"]) for r in results)[-1] == len(expected)
        assert sum(len(r["data"]["written"]) for r in results) == len(expected)
        assert _tree(p.out) == expected
        assert not list(p.out.rglob("*.genix-tmp"))


def test_a_refusing_build_that_planned_while_another_wrote_plans_again_under_the_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race MCP ``codegen_apply`` lost: it planned while another build (holding the lock)
    had written some files but not yet its manifest, saw them as files genix never wrote, and
    refused. A build that refuses conflicts decides on the plan it carries out: made under the
    lock, against what the other build left."""
    from dbjavagenix import pipeline
    from dbjavagenix.output.apply import apply_plan
    from dbjavagenix.output.lock import project_lock
    from dbjavagenix.output.plan import Plan

    p = make_project(tmp_path / "p", SCHEMA)
    loaded = p.loaded()
    first = pipeline.planned(loaded).plan
    some = next(e for e in first.entries if e.write is not None and e.policy == "merge")
    resolving, wrote_some, planned = threading.Event(), threading.Event(), threading.Event()
    seen: list[int] = []
    out: dict[str, object] = {}

    def on_stage(name: str) -> None:
        if name == "resolve" and not resolving.is_set():
            resolving.set()
            assert wrote_some.wait(60)  # the other build has written a file (not its manifest)

    scan = pipeline.clashes

    def clashes_then_tell(*args: Any, **kwargs: Any) -> Any:  # the last step of planning
        found = scan(*args, **kwargs)
        planned.set()
        return found

    monkeypatch.setattr(pipeline, "clashes", clashes_then_tell)

    def refuse(plan: Plan) -> None:
        seen.append(len(plan.conflicts))
        if plan.conflicts:
            raise RuntimeError(f"refused: {[e.path for e in plan.conflicts]}")

    def second() -> None:
        try:
            out["result"] = pipeline.build(loaded, refuse=refuse, on_stage=on_stage)
        except Exception as e:  # reported below
            out["error"] = e

    t = threading.Thread(target=second)
    t.start()
    assert resolving.wait(60)
    with project_lock(p.out):  # the first build: lock taken, a file of its own written
        # (not what the second renders: what a build writes can depend on the project's
        # sources, which then include the first build's files)
        (p.out / some.path).parent.mkdir(parents=True, exist_ok=True)
        (p.out / some.path).write_bytes(b"// the first build's\n")
        wrote_some.set()
        assert planned.wait(60)  # the second one planned, seeing that file
        (p.out / some.path).unlink()
        apply_plan(first, p.out, load_manifest(p.out))
    t.join(120)
    assert "error" not in out, out["error"]
    result = out["result"]
    assert isinstance(result, pipeline.BuildResult)
    assert result.written == () and seen == [0], (result.written, seen)
    assert set(load_manifest(p.out).files) == {e.path for e in first.entries if e.write is not None}
