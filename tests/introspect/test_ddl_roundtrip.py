"""The catalog from DDL equals the catalog introspection gives for the same schema.

Every shared corpus file, in every dialect it ships: the file was loaded into the real server
(``.ci/run`` loads the corpus; SQLite files are built here), the server is introspected, the
same file is parsed, and the two catalogs are compared field by field. What DDL cannot know is
listed in :data:`DDL_CANNOT_KNOW` (also documented in the README) and nothing else may differ.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from dbjavagenix.introspect.catalog import Catalog, Table
from dbjavagenix.introspect.ddl import SourceText, read_ddl
from tests.introspect.livecatalog import read_live

MARIADB_FILES = {
    "sakila": "sakila/mysql.sql",
    "chinook": "chinook/mysql.sql",
    "ruoyi": "ruoyi/mysql.sql",
    "spring_batch": "spring-batch/mysql.sql",
    "spring_batch_mariadb": "spring-batch/mariadb.sql",
    "temporal": "temporal/mysql.sql",
}
PG_FILES = {
    "sakila": "sakila/postgres.sql",
    "chinook": "chinook/postgres.sql",
    "spring_batch": "spring-batch/postgres.sql",
    "temporal": "temporal/postgres.sql",
}
SQLITE = ("sakila", "chinook", "spring-batch", "temporal")

DDL_CANNOT_KNOW = {
    # (dialect, schema): {(table, column): why}
    ("mariadb", "sakila"): {
        ("customer_list", "notes"): "IF(...) expression in a view: the server's inferred type",
    },
}
"""Per corpus schema, the view columns whose type only the server can infer (the DDL reader
leaves them untyped and genix asks for a ``java_type`` override)."""


def _comparable(catalog: Catalog) -> Catalog:
    """Without what no DDL file states: the database name and the server version."""
    return replace(catalog, database=None, server_version=None)


def _blank(table: Table, columns: set[str]) -> Table:
    cols = tuple(
        replace(c, type="", data_type="", nullable=True, length=None, default=None)
        if c.name in columns
        else c
        for c in table.columns
    )
    return replace(table, columns=cols)


def assert_same(live: Catalog, ddl: Catalog, known: dict[tuple[str, str], str]) -> None:
    live, ddl = _comparable(live), _comparable(ddl)
    assert live.dialect == ddl.dialect
    assert [t.name for t in ddl.tables] == [t.name for t in live.tables]
    for lt, dt in zip(live.tables, ddl.tables, strict=True):
        blank = {c for (t, c) in known if t == lt.name}
        if blank:
            assert {c.name for c in dt.columns if not c.type} == blank, f"{lt.name}: untyped columns"
            lt, dt = _blank(lt, blank), _blank(dt, blank)
        for lc, dc in zip(lt.columns, dt.columns, strict=True):
            assert dc == lc, f"{lt.name}.{lc.name}:\n  live {lc}\n  ddl  {dc}"
        assert dt == lt, f"table {lt.name}:\n  live {lt}\n  ddl  {dt}"


def _parse(corpus: Path, rel: str, dialect: str, schema: str | None) -> Catalog:
    text = (corpus / rel).read_text(encoding="utf-8")
    return read_ddl([SourceText(rel, text)], dialect, schema=schema).catalog


@pytest.mark.mysql
@pytest.mark.parametrize("name", sorted(MARIADB_FILES))
def test_mariadb_ddl_equals_live(name: str, corpus: Path, mysql_url: str, tmp_path: Path) -> None:
    live = read_live(tmp_path, f"{mysql_url}/{name}")
    ddl = _parse(corpus, MARIADB_FILES[name], "mariadb", name)
    assert_same(live, ddl, DDL_CANNOT_KNOW.get(("mariadb", name), {}))


@pytest.mark.postgres
@pytest.mark.parametrize("name", sorted(PG_FILES))
def test_postgresql_ddl_equals_live(name: str, corpus: Path, pg_url: str, tmp_path: Path) -> None:
    live = read_live(tmp_path, f"{pg_url}/{name}")
    ddl = _parse(corpus, PG_FILES[name], "postgresql", None)
    assert_same(live, ddl, DDL_CANNOT_KNOW.get(("postgresql", name), {}))


@pytest.mark.parametrize("name", SQLITE)
def test_sqlite_ddl_equals_live(
    name: str, corpus: Path, corpus_sqlite: dict[str, Path], tmp_path: Path
) -> None:
    live = read_live(tmp_path, f"sqlite:///{corpus_sqlite[name]}")
    ddl = _parse(corpus, f"{name}/sqlite.sql", "sqlite", None)
    assert_same(live, ddl, {})


def test_the_comparison_sees_a_difference(corpus: Path) -> None:
    """The comparison fails when one column differs (it is not vacuous)."""
    ddl = _parse(corpus, "chinook/postgres.sql", "postgresql", None)
    t = ddl.tables[0]
    changed = replace(t, columns=(replace(t.columns[0], nullable=not t.columns[0].nullable), *t.columns[1:]))
    other = replace(ddl, tables=(changed, *ddl.tables[1:]))
    with pytest.raises(AssertionError):
        assert_same(ddl, other, {})
