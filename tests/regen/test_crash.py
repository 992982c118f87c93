"""Crash safety: ``genix build`` killed with SIGKILL at random moments (a real subprocess).
Every file must be fully old or fully new, and the next build must repair the manifest and
finish exactly where an uninterrupted build would have."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dbjavagenix.output import journal
from dbjavagenix.output.manifest import load_manifest

from .helpers import Project, make_project

N_TABLES = 80


def _schema(n: int) -> str:
    parts = []
    for i in range(n):
        parts.append(
            f"CREATE TABLE t{i:03d}_item (id INTEGER PRIMARY KEY, name VARCHAR(64) NOT NULL, "
            f"price DECIMAL(10,2), note TEXT, created_at DATETIME, flag BOOLEAN NOT NULL DEFAULT 0);"
        )
    return "\n".join(parts)


def _tree(root: Path) -> dict[str, bytes]:
    out = {}
    for p in root.rglob("*"):
        rel = p.relative_to(root).as_posix()
        if p.is_file() and not rel.startswith(".genix/"):
            out[rel] = p.read_bytes()
    return out


def _alter(p: Project) -> None:
    stmts = [f"ALTER TABLE t{i:03d}_item ADD COLUMN extra_{i} VARCHAR(10)" for i in range(N_TABLES)]
    stmts += [f"DROP TABLE t{i:03d}_item" for i in range(1, N_TABLES, 7)]
    p.sql(*stmts)


def _edit(p: Project) -> None:
    """Hand edits on a few entities (recorded by a build) that the schema change must merge."""
    for i in range(0, N_TABLES, 10):
        rel = f"src/main/java/com/example/demo/entity/T{i:03d}Item.java"
        p.edit(
            rel,
            "    private Boolean flag;\n}",
            f"    private Boolean flag;\n\n    public String tag{i}() {{\n        return name;\n    }}\n}}",
        )


def _genix(p: Project) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "dbjavagenix", "build", "-c", str(p.root / "genix.toml")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=p.root,
    )


@pytest.fixture(scope="module")
def prepared(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Project, dict[str, bytes], dict[str, bytes], set[str]]:
    """A built project with recorded hand edits and a pending schema change, plus the tree
    before and the tree an uninterrupted build leaves."""
    root = tmp_path_factory.mktemp("crash")
    p = make_project(root / "base", _schema(N_TABLES))
    assert p.build().applied
    _edit(p)
    p.build()
    _alter(p)
    before = _tree(p.out)
    ref = tmp_path_factory.mktemp("crash-ref") / "ref"
    shutil.copytree(p.root, ref)
    rp = Project(ref, ref / "db.sqlite")
    rp.config()
    r = rp.build()
    assert not r.plan.conflicts and r.plan.count().get("merge", 0) >= N_TABLES // 20
    # the edited entity of a dropped table is kept (the edit was recorded by a build: yours now)
    kept = {e.path for e in r.plan.entries if e.verb == "keep"}
    assert kept == {"src/main/java/com/example/demo/entity/T050Item.java"}, kept
    return p, before, _tree(rp.out), kept


def _copy(p: Project, dest: Path) -> Project:
    shutil.copytree(p.root, dest)
    q = Project(dest, dest / "db.sqlite")
    q.config()
    return q


@pytest.mark.slow
def test_sigkill_at_random_points_then_repair(
    prepared: tuple[Project, dict[str, bytes], dict[str, bytes], set[str]], tmp_path: Path
) -> None:
    p, before, after, kept = prepared
    rng = random.Random(int(os.environ.get("GENIX_CRASH_SEED", "5")))
    outcomes = {"killed during writes": 0, "other": 0}
    for n in range(8):
        q = _copy(p, tmp_path / f"run{n}")
        intent = journal.intent_path(q.out)
        proc = _genix(q)
        if n % 2 == 0:  # anywhere: start-up, introspection, rendering, writing
            time.sleep(rng.uniform(0.0, 2.5))
        else:  # while files are being written: after the intent appears
            deadline = time.monotonic() + 60
            while not intent.exists() and proc.poll() is None and time.monotonic() < deadline:
                pass
            time.sleep(rng.uniform(0.0, 0.03))
        mid_write = intent.exists()
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        outcomes["killed during writes" if mid_write else "other"] += 1
        # every file is fully old or fully new; nothing of genix's is torn or lost
        now = _tree(q.out)
        for rel in set(before) | set(after) | set(now):
            if rel.endswith(".genix-tmp"):
                continue
            assert now.get(rel) in (before.get(rel), after.get(rel)), rel
        # the next build repairs the manifest and ends where an uninterrupted build ends
        r = q.build()
        assert not r.plan.conflicts, [e.path for e in r.plan.conflicts]
        assert _tree(q.out) == after
        assert not intent.exists()
        assert not q.plan().plan.drift
        m = load_manifest(q.out)
        assert set(m.files) == {k for k in after if not k.endswith(".genixignore")} - kept
        shutil.rmtree(q.root)
    assert outcomes["killed during writes"] >= 2, outcomes
