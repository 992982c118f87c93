"""CHECK constraints that list a column's values (``status IN (...)``, ``... OR ...``) reach
``Column.check_values`` from every reader: MariaDB, PostgreSQL, SQLite (in-process), and the
DDL source of each dialect; other checks (ranges, ``NOT IN``, MariaDB's ``json_valid``) list
nothing, and a snapshot round-trips the values."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.introspect.checks import allowed_values
from dbjavagenix.introspect.ddl import SourceText, read_ddl
from tests.dbnames import db
from tests.introspect.livecatalog import read_live

DB = db("genix_i15e_checks")

MYSQL_DDL = """
CREATE TABLE orders (
  id int PRIMARY KEY,
  status varchar(10) NOT NULL CHECK (status IN ('new', 'paid', 'it''s')),
  kind char(1),
  level tinyint,
  qty int CHECK (qty > 0),
  other varchar(5),
  doc json,
  CONSTRAINT ck_kind CHECK (kind = 'A' OR kind = 'B'),
  CONSTRAINT ck_level CHECK (level IN (1, 2, 3)),
  CONSTRAINT ck_other CHECK (other NOT IN ('x'))
);
"""
PG_DDL = """
CREATE TABLE orders (
  id int PRIMARY KEY,
  status varchar(10) NOT NULL CHECK (status IN ('new', 'paid', 'it''s')),
  kind char(1),
  level smallint,
  qty int CHECK (qty > 0),
  other varchar(5),
  doc text,
  CONSTRAINT ck_kind CHECK (kind = 'A' OR kind = 'B'),
  CONSTRAINT ck_level CHECK (level IN (1, 2, 3)),
  CONSTRAINT ck_other CHECK (other NOT IN ('x'))
);
"""
SQLITE_DDL = PG_DDL.replace("smallint", "integer")

EXPECTED = {
    "status": ("new", "paid", "it's"),
    "kind": ("A", "B"),
    "level": ("1", "2", "3"),
    "qty": (),
    "other": (),
    "doc": (),
    "id": (),
}


def _values(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    table = catalog.table("orders")
    assert table is not None
    return {c.name: c.check_values for c in table.columns}


def _round_trip(catalog: Catalog) -> None:
    again = snapshot.loads(snapshot.dumps(catalog))
    assert _values(again) == _values(catalog)


@pytest.mark.mysql
def test_mariadb(mysql_admin: Callable[[str, str], None], mysql_url: str, tmp_path: Path) -> None:
    mysql_admin(DB, MYSQL_DDL)
    catalog = read_live(tmp_path, f"{mysql_url}/{DB}")
    assert _values(catalog) == EXPECTED
    orders = catalog.table("orders")
    assert orders is not None and orders.column("doc") is not None
    assert orders.column("doc").type == "json"  # type: ignore[union-attr]  # json_valid stays a JSON mark
    _round_trip(catalog)


@pytest.mark.postgres
def test_postgresql(pg_admin: Callable[[str, str], None], pg_url: str, tmp_path: Path) -> None:
    pg_admin(DB, PG_DDL)
    catalog = read_live(tmp_path, f"{pg_url}/{DB}")
    assert _values(catalog) == EXPECTED
    _round_trip(catalog)


def test_sqlite(tmp_path: Path) -> None:
    path = tmp_path / f"{DB}.db"
    with sqlite3.connect(path) as db:
        db.executescript(SQLITE_DDL)
    db.close()
    catalog = read_live(tmp_path, f"sqlite:///{path}")
    assert _values(catalog) == EXPECTED
    _round_trip(catalog)


@pytest.mark.parametrize(
    ("dialect", "ddl"), [("mariadb", MYSQL_DDL), ("postgresql", PG_DDL), ("sqlite", SQLITE_DDL)]
)
def test_ddl_source(dialect: str, ddl: str) -> None:
    catalog = read_ddl([SourceText("schema.sql", ddl)], dialect).catalog
    assert _values(catalog) == EXPECTED


def test_ddl_alter_add_check() -> None:
    ddl = "CREATE TABLE t (id int PRIMARY KEY, s varchar(3));\nALTER TABLE t ADD CONSTRAINT ck CHECK (s IN ('x','y'));"
    table = read_ddl([SourceText("s.sql", ddl)], "mysql").catalog.table("t")
    assert table is not None and table.column("s").check_values == ("x", "y")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("`status` in ('a','b')", ("status", ("a", "b"))),
        ("(`s` in (_utf8mb4'it''s',_utf8mb4'b'))", ("s", ("it's", "b"))),  # MySQL 8's introducers
        (
            "CHECK (((status)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])))",
            ("status", ("a", "b")),
        ),
        ("CHECK (level = ANY (ARRAY[1, 2, 3]))", ("level", ("1", "2", "3"))),
        ("((status = 'a'::text) OR (status = 'b'::text))", ("status", ("a", "b"))),
        ("'a' = s OR s = 'b' OR s = 'a'", ("s", ("a", "b"))),
        ('"Sex" IN (0, 1)', ("Sex", ("0", "1"))),
        ("[st] IN ('x')", ("st", ("x",))),
        ("(s IS NULL OR s IN ('a', 'b'))", ("s", ("a", "b"))),
        ("s IS NOT NULL", None),
        ("s IS NULL", None),
        ("a = 'x' OR b = 'y'", None),
        ("a NOT IN ('x')", None),
        ("a IN ('x') AND a <> 'y'", None),
        ("json_valid(`doc`)", None),
        ("a > 1", None),
        ("a IN (b, 'c')", None),
    ],
)
def test_allowed_values(expr: str, expected: tuple[str, tuple[str, ...]] | None) -> None:
    assert allowed_values(expr) == expected
