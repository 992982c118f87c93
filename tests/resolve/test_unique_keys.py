"""Lookups by unique key (``TableModel.unique_keys``): which unique constraints and indexes get
one, how they are named, and that the fields are the final ones (with their annotations)."""

from __future__ import annotations

from pathlib import Path

from dbjavagenix.introspect.catalog import Catalog, Column, Index, PrimaryKey, Table, UniqueConstraint
from tests.resolve.test_type_overrides import resolve

USER = Table(
    name="sys_user",
    columns=(
        Column("user_id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("user_name", "varchar(30)", "varchar", nullable=False, length=30),
        Column("tenant_id", "int", "int", nullable=False),
        Column("email", "varchar(50)", "varchar", length=50),
        Column("avatar", "blob", "blob"),
        Column("key", "varchar(10)", "varchar", length=10),
    ),
    primary_key=PrimaryKey(("user_id",)),
    unique_constraints=(
        UniqueConstraint(("user_name",), "uk_name"),
        UniqueConstraint(("tenant_id", "email"), "uk_tenant_email"),
        UniqueConstraint(("user_id",), "uk_id"),  # the primary key's columns: found by key already
    ),
    indexes=(
        Index("ix_name", ("user_name",), unique=True),  # the same columns again
        Index("ix_avatar", ("avatar",), unique=True),  # a LOB: not comparable
        Index("ix_key", ("key",), unique=True),  # would overload findByKey
        Index("ix_email", ("email",), unique=False),
        Index("ux_email_tenant", ("email", "tenant_id"), unique=True),  # the same set, other order
    ),
)


def test_one_lookup_per_distinct_unique_column_set(tmp_path: Path) -> None:
    t = resolve(tmp_path, Catalog("mariadb", (USER,)))["sys_user"]
    got = [(u.name, [f.column for f in u.fields], u.method, u.path) for u in t.unique_keys]
    assert got == [
        ("uk_name", ["user_name"], "ByUserName", "/by-user-name"),
        ("uk_tenant_email", ["tenant_id", "email"], "ByTenantIdAndEmail", "/by-tenant-id-and-email"),
    ]
    # the fields are the table's final ones (annotations decided)
    by_col = {f.column: f for f in t.fields}
    assert t.unique_keys[0].fields[0] is by_col["user_name"]
    assert t.unique_keys[0].fields[0].annotations


def test_an_ignored_column_drops_its_lookup(tmp_path: Path) -> None:
    extra = "\n[tables.sys_user.columns.user_name]\nignore = true\n"
    t = resolve(tmp_path, Catalog("mariadb", (USER,)), extra)["sys_user"]
    assert [u.method for u in t.unique_keys] == ["ByTenantIdAndEmail"]
