"""The one "does this column go into INSERT" rule (``FieldModel.defaulted`` /
``insert_default``): decided by the resolver for every dialect, used by every category's
templates and by request validation. Resolver-level: catalogs built by hand, no database."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.resolve.table.dialect import insert_default
from tests.resolve.test_type_overrides import resolve

ORDERS = Table(
    name="orders",
    columns=(
        Column("id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("status", "varchar(8)", "varchar", nullable=False, length=8, default="'NEW'"),
        Column("note", "varchar(40)", "varchar", length=40),
        Column("title", "varchar(40)", "varchar", nullable=False, length=40),
        Column("created", "timestamp", "timestamp", nullable=False, default="CURRENT_TIMESTAMP"),
        Column("total", "int", "int", generated="price * qty"),
    ),
    primary_key=PrimaryKey(("id",)),
)


@pytest.mark.parametrize(
    ("dialect", "status", "created", "key"),
    [
        ("mariadb", "DEFAULT", "DEFAULT", "DEFAULT"),
        ("mysql", "DEFAULT", "DEFAULT", "DEFAULT"),
        ("postgresql", "DEFAULT", "DEFAULT", "DEFAULT"),
        # SQLite has no DEFAULT in a VALUES list: the default's own expression stands for it
        ("sqlite", "('NEW')", "(CURRENT_TIMESTAMP)", "NULL"),
    ],
)
def test_the_rule_per_dialect(tmp_path: Path, dialect: str, status: str, created: str, key: str) -> None:
    t = resolve(tmp_path, Catalog(dialect, (ORDERS,)))["orders"]
    f = {x.column: x for x in t.fields}
    assert (f["status"].defaulted, f["status"].insert_default) == (True, status)
    assert (f["created"].defaulted, f["created"].insert_default) == (True, created)
    assert (f["id"].defaulted, f["id"].insert_default) == (True, key)  # filled by the database
    # written as they come: a nullable column's null is NULL, a NOT NULL one's is the client's error
    assert (f["note"].defaulted, f["note"].insert_default) == (False, "")
    assert (f["title"].defaulted, f["title"].insert_default) == (False, "")
    assert not f["total"].defaulted and not f["total"].insertable  # computed: never written
    assert [x.column for x in t.insert_fields] == ["status", "note", "title", "created"]


def test_requests_need_not_send_what_the_database_fills(tmp_path: Path) -> None:
    t = resolve(tmp_path, Catalog("mariadb", (ORDERS,)))["orders"]
    f = {x.column: x for x in t.fields}
    not_null = "@jakarta.validation.constraints.NotNull"
    assert "@jakarta.validation.constraints.NotBlank" in f["title"].constraints  # required text
    assert not_null not in f["status"].constraints
    assert not_null not in f["created"].constraints
    assert not_null not in f["note"].constraints


def test_a_generated_column_with_a_default_is_not_written() -> None:
    col = Column("c", "int", "int", default="0", generated="a + b")
    assert insert_default(col, "mariadb") == (False, "")
    assert insert_default(Column("c", "int", "int", default="0"), "sqlite") == (True, "(0)")
