"""Built-in type mapping and overrides."""

from __future__ import annotations

import pytest

from dbjavagenix.introspect.catalog import Column
from dbjavagenix.introspect.typetext import parse_type
from dbjavagenix.resolve.columns.types import builtin_type, lookup_override, parse_java_type


def col(type_text: str, **kw: object) -> Column:
    pt = parse_type(type_text)
    args: dict[str, object] = {
        "name": "c",
        "type": type_text,
        "data_type": pt.data_type,
        "length": pt.length,
        "precision": pt.precision,
        "scale": pt.scale,
        "unsigned": pt.unsigned,
        "enum_values": pt.enum_values,
    }
    args.update(kw)
    return Column(**args)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("dialect", "type_text", "java", "jdbc"),
    [
        ("mysql", "tinyint(1)", "Boolean", "BOOLEAN"),
        ("mysql", "bit(1)", "Boolean", "BOOLEAN"),
        ("mysql", "tinyint(4)", "Integer", "TINYINT"),
        ("mysql", "int(10) unsigned", "Long", "BIGINT"),
        ("mysql", "bigint unsigned", "BigInteger", "BIGINT"),
        ("mysql", "decimal(10,2)", "BigDecimal", "DECIMAL"),
        ("mysql", "datetime", "LocalDateTime", "TIMESTAMP"),
        ("mysql", "longblob", "byte[]", "LONGVARBINARY"),
        ("mysql", "enum('a','b')", "String", "VARCHAR"),
        ("postgresql", "timestamp with time zone", "OffsetDateTime", "TIMESTAMP_WITH_TIMEZONE"),
        ("postgresql", "bytea", "byte[]", "BINARY"),
        ("sqlite", "INTEGER", "Long", "BIGINT"),
        ("sqlite", "VARCHAR(64)", "String", "VARCHAR"),
        ("sqlite", "BOOLEAN", "Boolean", "BOOLEAN"),
        ("sqlite", "DECIMAL(10, 2)", "BigDecimal", "DECIMAL"),
        ("sqlite", "DATETIME", "LocalDateTime", "TIMESTAMP"),
        ("sqlite", "NVARCHAR(20)", "String", "VARCHAR"),
        ("sqlite", "MEDIUMINT", "Integer", "INTEGER"),
        ("sqlite", "", "Object", "OTHER"),
        ("sqlite", "FLOATING POINT", "Integer", "INTEGER"),  # SQLite affinity: contains "INT"
        ("sqlite", "DOUBLE PRECISION", "Double", "DOUBLE"),
    ],
)
def test_builtin(dialect: str, type_text: str, java: str, jdbc: str) -> None:
    t = builtin_type(col(type_text), dialect)
    assert (t.name, t.jdbc_type) == (java, jdbc)


def test_arrays_keep_dimensions() -> None:
    t = builtin_type(col("text", array_dimensions=1), "postgresql")
    assert (t.name, t.jdbc_type) == ("String[]", "ARRAY")


def test_override_order_dialect_full_then_base_then_global() -> None:
    types = {"tinyint": "Short", "mysql": {"tinyint(1)": "Integer"}, "datetime": "java.util.Date"}
    assert lookup_override(col("tinyint(1)"), "mysql", types) == ("Integer", ("types", "mysql", "tinyint(1)"))
    assert lookup_override(col("tinyint(1)"), "mariadb", types) == (
        "Integer",
        ("types", "mysql", "tinyint(1)"),
    )
    assert lookup_override(col("tinyint(4)"), "mysql", types) == ("Short", ("types", "tinyint"))
    assert lookup_override(col("TINYINT(1)"), "sqlite", types) == ("Short", ("types", "tinyint"))
    assert lookup_override(col("varchar(3)"), "mysql", types) is None


@pytest.mark.parametrize(
    ("spec", "name", "imports"),
    [
        ("Boolean", "Boolean", ()),
        ("LocalDate", "LocalDate", ("java.time.LocalDate",)),
        ("java.time.Instant", "Instant", ("java.time.Instant",)),
        ("java.lang.String", "String", ()),
        ("com.acme.Money", "Money", ("com.acme.Money",)),
        ("byte[]", "byte[]", ()),
        ("UUID", "UUID", ("java.util.UUID",)),
    ],
)
def test_parse_java_type(spec: str, name: str, imports: tuple[str, ...]) -> None:
    t = parse_java_type(spec)
    assert t is not None
    assert (t.name, t.imports) == (name, imports)


@pytest.mark.parametrize("spec", ["Money", "int", "com.acme.money", "java..Foo", "List<String"])
def test_parse_java_type_rejects(spec: str) -> None:
    assert parse_java_type(spec) is None
