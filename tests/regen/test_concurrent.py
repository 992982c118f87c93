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
import time
from pathlib import Path

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
