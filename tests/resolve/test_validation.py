"""Bean validation from the column's constraints, decided by the categories' annotation hooks:
``@NotBlank`` for required text, ``@NotNull`` for other required values, none for a column the
database fills (a default, auto-increment), ``@Size`` for lengths, ``@Digits`` for decimals."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from tests.resolve.test_type_overrides import resolve

V = "@jakarta.validation.constraints."
ITEM = Table(
    name="item",
    columns=(
        Column("id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("name", "varchar(40)", "varchar", nullable=False, length=40),
        Column("code", "varchar(8)", "varchar", nullable=False, length=8, default="'X'"),
        Column("note", "text", "text"),
        Column("price", "decimal(10,2)", "decimal", nullable=False, precision=10, scale=2),
        Column("rate", "decimal(5,5)", "decimal", precision=5, scale=5, default="0"),
        Column("qty", "int", "int", nullable=False),
        Column("stock", "int", "int", nullable=False, default="0"),
        Column("last_update", "timestamp", "timestamp", nullable=False, default="CURRENT_TIMESTAMP"),
        Column("amount", "numeric", "numeric"),
    ),
    primary_key=PrimaryKey(("id",)),
)


@pytest.mark.parametrize("category", ["Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21"])
def test_validation_follows_the_constraints(tmp_path: Path, category: str) -> None:
    t = resolve(tmp_path, Catalog("mariadb", (ITEM,)), f'category = "{category}"\n')["item"]
    got = {f.column: [a.removeprefix(V) for a in f.constraints if a.startswith(V)] for f in t.fields}
    assert got == {
        "id": [],
        "name": ["NotBlank", "Size(max = 40)"],
        "code": ["Size(max = 8)"],  # the database's default stands in for a missing value
        "note": [],
        "price": ["NotNull", "Digits(integer = 8, fraction = 2)"],
        "rate": ["Digits(integer = 0, fraction = 5)"],
        "qty": ["NotNull"],
        "stock": [],
        "last_update": [],  # a client need not send it
        "amount": [],  # no precision: no bound
    }
    if category.startswith("MybatisPlus"):  # the entity is the request body: validated there too
        entity = {f.column: f.annotations for f in t.fields}
        assert V + "NotBlank" in entity["name"] and V + "NotNull" not in entity["last_update"]


def test_validation_off_writes_none(tmp_path: Path) -> None:
    t = resolve(tmp_path, Catalog("mariadb", (ITEM,)), "validation = false\n")["item"]
    assert not any(a.startswith(V) for f in t.fields for a in (*f.constraints, *f.annotations))
