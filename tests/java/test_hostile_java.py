"""Every legal schema generates compiling code (issue 33): the hostile schema of
``tests/java/hostile_schema.py`` (Unicode scripts, Java keywords, digits first, punctuation,
names that collide once normalised, a newline in a name, reserved SQL words, tables 1 to 1000
columns wide, keys of every kind) in one SQLite file → ``genix new`` → ``genix build`` (exit 0,
every table and column left out named by a located warning) → ``mvn compile``, once per
category, on the Boot lines the torture test compiles (one without Lombok: the plain beans'
equals and toString of wide tables). Nothing is booted: the other Java tests drive the
generated code over HTTP.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest

from tests.conftest import CORPUS
from tests.hostile.test_hostile_schema import check_every_omission_is_reported
from tests.java.hostile_schema import sqlite_ddl
from tests.java.java_harness import (
    Case,
    Database,
    Outcome,
    compile_project,
    genix,
    need_tools,
    report,
    write_config,
)

pytestmark = pytest.mark.java

CASES = [
    Case("Default", "sqlite", "hostile", (), {"spring_boot": 4}),
    Case("MybatisPlus", "sqlite", "hostile", (), {"spring_boot": 2}),
    Case("MybatisPlus-Mixed", "sqlite", "hostile", (), {"spring_boot": 4, "lombok": False}),
    Case("sb35-java21", "sqlite", "hostile", (), {"spring_boot": 4, "java": 21}),
]

RESULTS: list[Outcome] = []


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_hostile_schema_compiles(case: Case, tmp_path: Path) -> None:
    need_tools(case, corpus=False)
    out = Outcome(case.id)
    RESULTS.append(out)
    t0 = time.perf_counter()
    db = Database("sqlite", "hostile", "hostile", CORPUS)
    db.sqlite_file = tmp_path / "hostile.sqlite"
    con = sqlite3.connect(db.sqlite_file)
    try:
        con.executescript(sqlite_ddl())
        con.commit()
    finally:
        con.close()
    env = dict(os.environ)
    write_config(case, db, tmp_path, None)
    r = genix(["new"], tmp_path, env)
    assert r.returncode == 0, r.stderr
    r = genix(["build"], tmp_path, env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "error:" not in r.stderr, r.stderr[:3000]
    assert check_every_omission_is_reported(tmp_path) == {"table", "java_name", "ignore"}
    out.seconds["generate"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    ok, out.warnings, errors = compile_project(tmp_path / "app", case.jdk, tmp_path / "mvn.log")
    out.seconds["compile"] = time.perf_counter() - t0
    assert ok, f"compilation failed ({case.id}):\n{errors}"
    out.compiled = True


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> object:
    yield
    report(request, RESULTS)
