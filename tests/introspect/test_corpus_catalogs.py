"""Every shared corpus schema, in every dialect it ships, read through the real edge and compared
with its reviewed snapshot under ``expected/<dialect>/<name>.json``.

``pytest tests/introspect --update-goldens`` rewrites the snapshots; review the diff like code.
The server version is left out (it changes with every server patch release).
"""

from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path

import pytest

from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.catalog import Catalog
from tests.introspect.livecatalog import MYSQL_CORPUS, PG_CORPUS, read_live

EXPECTED = Path(__file__).parent / "expected"


def check_snapshot(catalog: Catalog, path: Path, update: bool) -> None:
    text = snapshot.dumps(replace(catalog, server_version=None))
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        return
    assert path.is_file(), f"no expected snapshot {path}: run pytest --update-goldens and review it"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True), text.splitlines(keepends=True), str(path), "read now", n=2
            )
        )
        pytest.fail(f"catalog differs from {path.name}:\n{diff[:6000]}")


@pytest.mark.mysql
@pytest.mark.parametrize("name", MYSQL_CORPUS)
def test_mariadb_corpus(name: str, mysql_url: str, tmp_path: Path, update_goldens: bool) -> None:
    catalog = read_live(tmp_path, f"{mysql_url}/{name}")
    assert catalog.dialect == "mariadb"
    check_snapshot(catalog, EXPECTED / "mariadb" / f"{name}.json", update_goldens)


@pytest.mark.postgres
@pytest.mark.parametrize("name", PG_CORPUS)
def test_postgresql_corpus(name: str, pg_url: str, tmp_path: Path, update_goldens: bool) -> None:
    catalog = read_live(tmp_path, f"{pg_url}/{name}")
    assert catalog.dialect == "postgresql"
    check_snapshot(catalog, EXPECTED / "postgresql" / f"{name}.json", update_goldens)


@pytest.mark.parametrize("name", ["sakila", "chinook", "spring-batch", "temporal"])
def test_sqlite_corpus(
    name: str, corpus_sqlite: dict[str, Path], tmp_path: Path, update_goldens: bool
) -> None:
    catalog = read_live(tmp_path, f"sqlite:///{corpus_sqlite[name]}")
    assert catalog.dialect == "sqlite"
    check_snapshot(catalog, EXPECTED / "sqlite" / f"{name}.json", update_goldens)
