"""``[types]`` and per-column overrides change any row of the mapping; ``[project] enums``
turns enum columns into Java enums. Resolver-level: catalogs built by hand, no database."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError
from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.resolve.columns.enums import constant_names


def _col(name: str, type_: str, data_type: str, **kw: Any) -> Column:
    return Column(name=name, type=type_, data_type=data_type, **kw)


FILM = Table(
    name="film",
    columns=(
        _col("film_id", "int(10) unsigned", "int", nullable=False, unsigned=True, autoincrement=True),
        _col("active", "tinyint(1)", "tinyint", precision=1),
        _col("stock", "tinyint(4)", "tinyint", precision=4),
        _col("released", "year(4)", "year", precision=4),
        _col("created", "datetime", "datetime"),
        _col("rating", "enum('G','PG-13')", "enum", enum_values=("G", "PG-13")),
        _col("film", "enum('a','b')", "enum", enum_values=("a", "b")),
        _col("date", "enum('x')", "enum", enum_values=("x",)),
        _col("features", "set('a','b')", "set", enum_values=("a", "b")),
    ),
    primary_key=PrimaryKey(("film_id",)),
)
PG_TABLE = Table(
    name="account",
    columns=(
        _col("id", "bigint", "bigint", nullable=False, identity="always", autoincrement=True),
        _col("mood", "mood", "enum", user_type="mood", enum_values=("happy", "it's ok", "很好", "", "1")),
        _col("old_mood", "mood", "enum", user_type="mood", enum_values=("happy", "it's ok", "很好", "", "1")),
        _col("ext", "uuid", "uuid"),
    ),
    primary_key=PrimaryKey(("id",)),
    schema="public",
)


def resolve(tmp_path: Path, catalog: Catalog, extra: str = "") -> dict[str, Any]:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.example.demo"\n'
        + extra
        + '\n[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    loaded = load_config(cfg)
    prepared = pipeline.prepare_project(loaded, {"main": catalog})
    return {t.name: t for t in pipeline.resolve_project(prepared).tables}


def fields(tables: dict[str, Any], table: str) -> dict[str, Any]:
    return {f.column: f for f in tables[table].fields}


MYSQL = Catalog(dialect="mariadb", tables=(FILM,), database="shop")
PG = Catalog(dialect="postgresql", tables=(PG_TABLE,), database="shop")


def test_builtin_mapping(tmp_path: Path) -> None:
    f = fields(resolve(tmp_path, MYSQL), "film")
    assert {c: f[c].java_type for c in f} == {
        "film_id": "Long",
        "active": "Boolean",
        "stock": "Integer",
        "released": "Integer",
        "created": "LocalDateTime",
        "rating": "String",
        "film": "String",
        "date": "String",
        "features": "String",
    }


def test_types_full_text_before_base_type(tmp_path: Path) -> None:
    extra = '\n[types]\n"tinyint(1)" = "Integer"\ntinyint = "Short"\n'
    f = fields(resolve(tmp_path, MYSQL, extra), "film")
    assert (f["active"].java_type, f["active"].jdbc_type) == ("Integer", "INTEGER")
    assert (f["stock"].java_type, f["stock"].jdbc_type) == ("Short", "SMALLINT")


def test_dialect_section_and_mysql_section_reaches_mariadb(tmp_path: Path) -> None:
    extra = '\n[types]\ndatetime = "java.util.Date"\n[types.mysql]\nyear = "java.time.Year"\n'
    f = fields(resolve(tmp_path, MYSQL, extra), "film")
    assert (f["released"].java_type, f["released"].type_imports) == ("Year", ("java.time.Year",))
    assert (f["created"].java_type, f["created"].type_imports) == ("Date", ("java.util.Date",))
    other = '\n[types.postgresql]\nyear = "Long"\n'
    assert fields(resolve(tmp_path, MYSQL, other), "film")["released"].java_type == "Integer"


def test_column_override_wins(tmp_path: Path) -> None:
    extra = (
        '\n[types]\n"tinyint(1)" = "Integer"\n'
        '[tables.film.columns.active]\njava_type = "com.example.Flag"\njdbc_type = "char"\n'
    )
    f = fields(resolve(tmp_path, MYSQL, extra), "film")["active"]
    assert (f.java_type, f.type_imports, f.jdbc_type) == ("Flag", ("com.example.Flag",), "CHAR")


def test_unknown_simple_name_is_a_located_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as e:
        resolve(tmp_path, MYSQL, '\n[types]\nyear = "Money"\n')
    assert "does not resolve to a class" in e.value.render()
    assert "genix.toml:" in e.value.render()


def test_java_enums(tmp_path: Path) -> None:
    tables = resolve(tmp_path, MYSQL, 'enums = "java"\n[tables.film.columns.date]\njava_type = "String"\n')
    film = tables["film"]
    f = fields(tables, "film")
    assert f["rating"].java_type == "Film.Rating"
    assert f["rating"].type_imports == ("com.example.demo.entity.Film",)
    assert f["rating"].type_handler == "com.example.demo.common.DbEnumTypeHandler"
    assert f["film"].java_type == "Film.FilmEnum"  # would equal the entity's name
    assert f["date"].java_type == "String"  # the column override wins
    assert f["features"].java_type == "String"  # a set stays a String
    assert [(e.name, [(c.name, c.value) for c in e.constants]) for e in film.enums] == [
        ("Rating", [("G", "G"), ("PG_13", "PG-13")]),
        ("FilmEnum", [("A", "a"), ("B", "b")]),
    ]
    assert film.enums[0].implements == ("com.example.demo.common.DbEnum",)


def test_java_enum_hiding_a_class_gets_a_suffix(tmp_path: Path) -> None:
    f = fields(resolve(tmp_path, MYSQL, 'enums = "java"'), "film")
    assert f["date"].java_type == "Film.DateEnum"


def test_postgres_enum_type_shared_by_columns(tmp_path: Path) -> None:
    tables = resolve(tmp_path, PG, 'enums = "java"')
    account = tables["account"]
    assert [(e.name, e.columns, e.db_type) for e in account.enums] == [("Mood", ("mood", "old_mood"), "mood")]
    assert [c.name for c in account.enums[0].constants] == ["HAPPY", "IT_S_OK", "很好", "VALUE_4", "_1"]
    f = fields(tables, "account")
    assert f["mood"].java_type == f["old_mood"].java_type == "Account.Mood"
    assert (
        f["mood"].param()
        == "#{mood,jdbcType=VARCHAR,typeHandler=com.example.demo.common.DbEnumTypeHandler}::mood"
    )
    assert f["ext"].param() == "#{ext,jdbcType=OTHER}::uuid"


def test_enum_strings_on_postgres_are_cast(tmp_path: Path) -> None:
    f = fields(resolve(tmp_path, PG), "account")
    assert (f["mood"].java_type, f["mood"].param()) == ("String", "#{mood,jdbcType=VARCHAR}::mood")


def test_java_enums_need_the_handler_layer(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as e:
        resolve(tmp_path, MYSQL, 'enums = "java"\n[layers.common]\nenabled = false\n')
    assert "has no Java enum support" in e.value.render()


def test_constant_names() -> None:
    assert constant_names(("a-b", "a_b", "A B", "Deleted Scenes", "2x", "", "class")) == (
        "A_B",
        "A_B_2",
        "A_B_3",
        "DELETED_SCENES",
        "_2X",
        "VALUE_6",
        "CLASS",
    )
