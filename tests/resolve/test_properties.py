"""The exception handler's column → property table (``FileContext.properties``): the 422 answer
to a missing value names the field genix gave the column, on every schema. The truth is the
entity: for every field of every generated table, the handler's lookup (its table, then its own
rule) gives the field's name."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.resolve.api.properties import handler_rule
from dbjavagenix.resolve.context.property_model import ColumnPropertyModel


def _col(name: str, nullable: bool = True) -> Column:
    return Column(name, "varchar(20)", "varchar", nullable=nullable, length=20)


def _table(name: str, *columns: str) -> Table:
    return Table(
        name=name,
        columns=(Column("id", "bigint", "bigint", nullable=False, autoincrement=True), *map(_col, columns)),
        primary_key=PrimaryKey(("id",)),
    )


@pytest.mark.parametrize(
    ("column", "rule"),
    [
        ("created_at", "createdAt"),
        ("CREATED_AT", "createdAt"),
        ("USER_NAME", "userName"),
        ("userName", "userName"),
        ("userID", "userID"),  # genix: userId (listed)
        ("__odd__name_", "oddName"),
        ("x", "x"),
        ("_", "_"),
        ("用户名", None),
    ],
)
def test_the_handler_rule(column: str, rule: str | None) -> None:
    assert handler_rule(column) == rule


def _build(tmp_path: Path, catalog: Catalog, extra: str = "") -> tuple[tuple[ColumnPropertyModel, ...], dict]:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.example.demo"\n'
        + extra
        + '\n[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    prepared = pipeline.prepare_project(load_config(cfg), {"main": catalog})
    project = pipeline.resolve_project(prepared)
    (handler,) = [f for f in project.files if f.path.endswith("/ApiExceptionHandler.java")]
    for f in project.files:
        if f is not handler:
            assert f.context.properties == (), f.path
    return handler.context.properties, {t.name: t for t in project.tables}


def _answer(properties: tuple[ColumnPropertyModel, ...], controller: str, column: str) -> str | None:
    """What the generated handler answers for ``column`` refused in ``controller``'s request."""
    keyed = {(p.controller, p.column): p.property for p in properties}
    if (controller, column) in keyed:
        return keyed[controller, column]
    if ("", column) in keyed:
        return keyed["", column]
    return handler_rule(column)


def _assert_every_field_named(properties: tuple[ColumnPropertyModel, ...], tables: dict) -> None:
    for t in tables.values():
        for layer in ("controller", "list_query_controller"):
            for f in t.fields:
                assert _answer(properties, t.classes[layer].fqn, f.column) == f.name, (t.name, f.column)


def test_a_snake_case_or_capitals_schema_lists_nothing(tmp_path: Path) -> None:
    catalog = Catalog(
        "mariadb",
        (_table("sys_user", "user_name", "created_at"), _table("T_ORDER", "ORDER_NO", "USER_NAME")),
    )
    properties, tables = _build(tmp_path, catalog)
    assert properties == ()
    _assert_every_field_named(properties, tables)


def test_names_the_rule_gets_wrong_are_listed(tmp_path: Path) -> None:
    catalog = Catalog(
        "mariadb", (_table("account", "userID", "class", "2fa_code", "first name", "姓名", "nick"),)
    )
    extra = '[tables.account.columns.nick]\njava_name = "displayName"\n'
    properties, tables = _build(tmp_path, catalog, extra)
    assert {(p.column, p.property, p.controller) for p in properties} == {
        ("userID", "userId", ""),
        ("class", "class_", ""),
        ("2fa_code", "_2faCode", ""),
        ("first name", "firstName", ""),
        ("姓名", "姓名", ""),
        ("nick", "displayName", ""),
    }
    _assert_every_field_named(properties, tables)


def test_tables_that_name_a_column_differently_are_told_apart_by_controller(tmp_path: Path) -> None:
    catalog = Catalog(
        "mariadb", (_table("a", "label", "note"), _table("b", "label", "note"), _table("c", "label"))
    )
    extra = '[tables.a.columns.label]\njava_name = "title"\n[tables.b.columns.note]\nignore = true\n'
    properties, tables = _build(tmp_path, catalog, extra)
    own = tables["a"].classes["controller"].fqn, tables["a"].classes["list_query_controller"].fqn
    # a's label is its own (under both of a's controllers); b and c keep the rule's (not
    # listed); note is the rule's everywhere
    assert properties == tuple(ColumnPropertyModel("label", "title", c) for c in sorted(own))
    _assert_every_field_named(properties, tables)


def test_a_table_without_a_controller_is_not_listed(tmp_path: Path) -> None:
    catalog = Catalog("mariadb", (_table("a", "userID"), _table("b", "userID")))
    extra = '[tables.b.layers]\ncontroller = false\nlist_query_controller = false\n[tables.a.columns.userID]\njava_name = "uid"\n'
    properties, _ = _build(tmp_path, catalog, extra)
    assert properties == (ColumnPropertyModel("userID", "uid"),)


def test_every_field_of_the_corpus_is_named(corpus_sqlite: dict[str, Path], tmp_path: Path) -> None:
    """Real schemas (PascalCase, snake_case, acronyms, keywords): every field of every table is
    named right by the handler."""
    for name, db in corpus_sqlite.items():
        work = tmp_path / name
        work.mkdir()
        cfg = work / "genix.toml"
        cfg.write_text(
            f'[project]\nbase_package = "com.example.demo"\n\n[connections.main]\nurl = "sqlite:///{db}"\n',
            encoding="utf-8",
        )
        loaded = load_config(cfg)
        prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
        project = pipeline.resolve_project(prepared)
        (handler,) = [f for f in project.files if f.path.endswith("/ApiExceptionHandler.java")]
        _assert_every_field_named(handler.context.properties, {t.name: t for t in project.tables})
