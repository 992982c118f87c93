"""The dialect registry (``dialects/``): every registered dialect carries every fact, its type
table maps its types, its facts give the URLs and SQL genix has always written, and a dialect
genix does not know keeps the generic behaviour."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
from pathlib import Path
from typing import get_args

import pytest
from sqlglot.dialects.dialect import Dialect as SqlglotDialect

from dbjavagenix import dialects
from dbjavagenix.config.urls import URL_OPTIONS, url_problems
from dbjavagenix.config.values import DdlDialect
from dbjavagenix.dialects import DIALECTS, Dialect, by_jdbc_scheme, by_url, by_url_scheme, dialect
from dbjavagenix.dialects import base as dialect_base
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.javaproject.requirements import driver_of
from dbjavagenix.resolve.columns.sqlnames import quote
from dbjavagenix.resolve.columns.types import KNOWN_CLASSES, MYBATIS_JDBC_TYPES, builtin_type, parse_java_type
from dbjavagenix.resolve.table.dialect import dialect_model

REPO = Path(__file__).resolve().parents[1]
REGISTERED = list(DIALECTS.values())
ids = [d.name for d in REGISTERED]


def test_the_registry_lists_the_four_dialects_in_order() -> None:
    assert dialects.names() == ("mysql", "mariadb", "postgresql", "sqlite")
    assert all(name == d.name for name, d in DIALECTS.items())


def test_the_config_s_ddl_dialects_are_the_registered_ones() -> None:
    # the JSON schema spells DdlDialect out: it must agree with the registry
    assert get_args(DdlDialect) == dialects.names()


@pytest.mark.parametrize("d", REGISTERED, ids=ids)
def test_every_registered_dialect_has_every_fact(d: Dialect) -> None:
    assert d.title and d.name in d.url_schemes[0]
    assert d.known
    assert d.jdbc_schemes and d.jdbc_driver_class and d.jdbc_driver is not None
    assert all(d.jdbc_driver) and all(g and a for g, a in d.jdbc_driver_relocated)
    assert d.sqlalchemy_drivers and None in d.sqlalchemy_drivers
    assert d.mybatis_plus_db_type != "OTHER"
    assert d.upsert in ("on-duplicate-key", "on-conflict")
    assert d.empty_insert.strip()
    assert d.identifier_quote in ('"', "`")
    assert "select" in d.reserved_words
    # a file database has no server facts; a server database has all of them
    if d.file_database:
        assert d.default_port is None and not d.default_user and not d.read_only_session and not d.reader
    else:
        assert d.default_port and d.default_user and d.read_only_session
        assert d.reader and d.reader_drivers and d.reader_drivers <= d.sqlalchemy_drivers
        assert (REPO / "src/dbjavagenix/introspect" / f"{d.reader}.py").is_file()
        assert d.url_options and d.url_driver in d.sqlalchemy_drivers
        # a schema is either the database, or a schema inside it with a default
        assert d.schema_is_database != (d.default_schema is not None)
    # its DDL grammar is one sqlglot has
    assert SqlglotDialect.get_or_raise(d.sqlglot) is not None
    for t in d.type_tables[1:]:
        assert t in DIALECTS


def test_every_fact_is_documented() -> None:
    """Each field of Dialect is followed by its docstring (the facts are the registry's API)."""
    tree = ast.parse(inspect.getsource(dialect_base))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Dialect")
    documented: set[str] = set()
    for node, after in zip(cls.body, cls.body[1:], strict=False):
        is_field = isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
        if is_field and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant):
            assert isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
            documented.add(node.target.id)
    assert documented == {f.name for f in dataclasses.fields(Dialect)}


@pytest.mark.parametrize("d", REGISTERED, ids=ids)
def test_the_type_table_maps_its_types(d: Dialect) -> None:
    """Each entry names a Java type genix can import and a MyBatis jdbcType, and a column of that
    type maps to it (the built-in rules do not shadow the table)."""
    assert d.types, f"{d.name} has no type table"
    for db_type, (java, jdbc) in d.types.items():
        assert jdbc in MYBATIS_JDBC_TYPES, (db_type, jdbc)
        assert java == "byte[]" or java in KNOWN_CLASSES or parse_java_type(java) is not None, java
        jt = builtin_type(Column(name="c", type=db_type, data_type=db_type), d.name)
        assert (jt.name, jt.jdbc_type) == (java, jdbc), db_type


def test_each_dialect_s_own_types_stay_its_own() -> None:
    year = Column(name="y", type="year", data_type="year")
    assert builtin_type(year, "mysql").name == builtin_type(year, "mariadb").name == "Integer"
    assert builtin_type(year, "postgresql").name == "String"  # any other type: its text
    assert builtin_type(year, "mssql").name == "Object"  # a dialect genix does not know
    flag = Column(name="f", type="tinyint(1)", data_type="tinyint", precision=1)
    assert builtin_type(flag, "mariadb").name == "Boolean"
    assert builtin_type(flag, "sqlite").name == "Integer"
    bit = Column(name="b", type="bit(1)", data_type="bit", precision=1)
    assert builtin_type(bit, "postgresql").jdbc_type == "OTHER"
    assert builtin_type(bit, "mysql").jdbc_type == "BOOLEAN"


def test_mariadb_reads_the_mysql_type_overrides_after_its_own() -> None:
    assert dialect("mariadb").type_tables == ("mariadb", "mysql")
    assert dialect("mysql").type_tables == ("mysql",)


@pytest.mark.parametrize(
    ("name", "schema", "url"),
    [
        ("mysql", "shop", "jdbc:mysql://db:3306/shop?zeroDateTimeBehavior=CONVERT_TO_NULL"),
        ("mariadb", "shop", "jdbc:mariadb://db:3306/shop"),
        ("postgresql", "public", "jdbc:postgresql://db:5432/shop?stringtype=unspecified"),
        (
            "postgresql",
            "sales",
            "jdbc:postgresql://db:5432/shop?stringtype=unspecified&currentSchema=sales",
        ),
    ],
)
def test_jdbc_urls(name: str, schema: str, url: str) -> None:
    d = dialect(name)
    assert d.jdbc_url("db", d.default_port or 0, "shop", schema) == url


def test_the_file_database_url() -> None:
    assert dialect("sqlite").jdbc_file_url("app.db") == "jdbc:sqlite:app.db?foreign_keys=true"


def test_lookups_by_scheme() -> None:
    assert by_url_scheme("postgres") is DIALECTS["postgresql"]
    assert by_url_scheme("MariaDB") is DIALECTS["mariadb"]
    assert by_url("sqlite+pysqlite:///a.db") is DIALECTS["sqlite"]
    assert by_jdbc_scheme("pgsql") is DIALECTS["postgresql"]
    assert by_url_scheme("mssql") is None and by_jdbc_scheme("oracle") is None


def test_url_options_come_from_the_dialects() -> None:
    assert URL_OPTIONS["postgres"] == URL_OPTIONS["postgresql"] == dialect("postgresql").url_options
    assert URL_OPTIONS["mariadb"] == URL_OPTIONS["mysql"]
    assert url_problems("postgresql://u@h/db?sslmode=require") == []
    assert url_problems("mysql+pymysql://u@h/db?sslmode=require")  # libpq's, not MySQL's


def test_an_unknown_dialect_keeps_the_generic_behaviour() -> None:
    d = dialect("mssql")
    assert not d.known and d.name == "mssql"
    m = dialect_model("mssql")
    assert (
        m.upsert,
        m.default_in_values,
        m.mybatis_plus_db_type,
        m.empty_insert,
        m.key_defaults_returned,
    ) == (
        "on-conflict",
        True,
        "OTHER",
        "DEFAULT VALUES",
        False,
    )
    assert quote("Name", "mssql") == "Name"  # no folding to lower case
    assert quote("select", "mssql") == '"select"'
    assert quote("Name", "postgresql") == '"Name"'
    assert quote("order", "mariadb") == "`order`"


def test_the_driver_coordinates() -> None:
    assert driver_of("mysql").key == "com.mysql:mysql-connector-j"
    assert driver_of("mysql").replaces == ("mysql:mysql-connector-java",)
    assert driver_of("sqlite", 2).version == "3.49.1.0"
    assert driver_of("sqlite", 3).version is None
    assert driver_of("postgresql", 2).version is None


def test_each_reader_s_catalogs_name_a_registered_dialect() -> None:
    names = {
        json.loads(p.read_text(encoding="utf-8"))["dialect"]
        for p in (REPO / "tests/introspect/expected").glob("*/*.json")
    }
    assert names and names <= set(DIALECTS)
