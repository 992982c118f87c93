"""Shared test fixtures.

* ``--update-goldens`` rewrites the expected outputs of golden cases (review the diff!).
* Servers and tools: a test that needs MariaDB, PostgreSQL, Maven or the shared corpus skips
  locally when it is missing, and fails under ``CI=true`` (CI must provide everything).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parent.parent
SHARED = (REPO.parent / "shared").resolve()
CORPUS = SHARED / "corpus"
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true", help="rewrite golden expected outputs")


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


def need(condition: bool, what: str) -> None:
    """Skip (locally) or fail (under CI=true) when a required server/tool/file is missing."""
    if condition:
        return
    if IN_CI:
        pytest.fail(f"CI=true but {what} is not available")
    pytest.skip(f"{what} is not available")


def need_module(name: str) -> Any:
    """Import ``name``: a missing optional package skips locally and fails under CI=true."""
    import importlib
    import importlib.util

    need(importlib.util.find_spec(name) is not None, f"the Python package {name!r}")
    return importlib.import_module(name)


@pytest.fixture(scope="session")
def corpus() -> Path:
    need(CORPUS.is_dir(), f"the shared corpus ({CORPUS})")
    return CORPUS


@pytest.fixture(scope="session")
def corpus_sqlite(corpus: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Path]]:
    """Every ``<schema>/sqlite.sql`` of the shared corpus built into an SQLite file."""
    import sqlite3

    out = tmp_path_factory.mktemp("corpus-sqlite")
    dbs = {}
    for sql in sorted(corpus.glob("*/sqlite.sql")):
        db = out / f"{sql.parent.name}.sqlite"
        con = sqlite3.connect(db)
        con.executescript(sql.read_text(encoding="utf-8"))
        con.commit()
        con.close()
        dbs[sql.parent.name] = db
    yield dbs


@pytest.fixture
def chdir_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def copy_tree(src: Path, dst: Path) -> None:
    shutil.copytree(src, dst, dirs_exist_ok=True)
