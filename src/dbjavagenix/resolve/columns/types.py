"""Database column types → Java types and MyBatis ``jdbcType``s, per dialect.

Lookup order for a column (first hit wins):

1. the column's ``java_type`` / ``jdbc_type`` override (``[tables.T.columns.C]``);
2. ``[types.<dialect>]`` by full type text (``"tinyint(1)"``), then by base type (``"tinyint"``);
3. ``[types]`` by full type text, then by base type;
4. the built-in rules (:func:`builtin_type`: ``tinyint(1)``, ``bit(1)``, unsigned widening,
   arrays, time zones, SQLite type affinity) over the shared table below and the dialect's
   own (``dialects/<dialect>.py``);
5. ``[project] enums = "java"`` turns enum columns into Java enums (resolve/columns/enums.py).

``docs/types.md`` is generated from these tables and rules (``tests/resolve/test_type_docs.py``
checks it; ``pytest --update-goldens`` rewrites it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from dbjavagenix import dialects, javanames
from dbjavagenix.introspect.catalog import Column

JAVA_LANG = frozenset("String Integer Long Short Byte Boolean Double Float Character Object Number".split())
"""Simple names that need no import."""

KNOWN_CLASSES: Mapping[str, str] = {
    "BigDecimal": "java.math.BigDecimal",
    "BigInteger": "java.math.BigInteger",
    "LocalDate": "java.time.LocalDate",
    "LocalTime": "java.time.LocalTime",
    "LocalDateTime": "java.time.LocalDateTime",
    "OffsetDateTime": "java.time.OffsetDateTime",
    "OffsetTime": "java.time.OffsetTime",
    "ZonedDateTime": "java.time.ZonedDateTime",
    "Instant": "java.time.Instant",
    "Year": "java.time.Year",
    "Duration": "java.time.Duration",
    "Date": "java.util.Date",
    "UUID": "java.util.UUID",
    "List": "java.util.List",
    "Map": "java.util.Map",
    "Timestamp": "java.sql.Timestamp",
    "Time": "java.sql.Time",
    "Blob": "java.sql.Blob",
    "Clob": "java.sql.Clob",
}
"""Simple names a ``[types]`` value may use without a package; anything else must be qualified."""


@dataclass(frozen=True, slots=True)
class JavaType:
    """A resolved Java type."""

    name: str
    """How the type is written in code: ``Long``, ``byte[]``, ``LocalDateTime``."""
    imports: tuple[str, ...] = ()
    """Fully qualified names to import for it."""
    jdbc_type: str = "OTHER"
    """MyBatis ``jdbcType``."""

    @property
    def is_binary(self) -> bool:
        return self.name == "byte[]"


MYBATIS_JDBC_TYPES = frozenset(
    """ARRAY BIT TINYINT SMALLINT INTEGER BIGINT FLOAT REAL DOUBLE NUMERIC DECIMAL CHAR VARCHAR
    LONGVARCHAR DATE TIME TIMESTAMP BINARY VARBINARY LONGVARBINARY NULL OTHER BLOB CLOB BOOLEAN
    CURSOR UNDEFINED NVARCHAR NCHAR NCLOB STRUCT JAVA_OBJECT DISTINCT REF DATALINK ROWID
    LONGNVARCHAR SQLXML DATETIMEOFFSET TIME_WITH_TIMEZONE TIMESTAMP_WITH_TIMEZONE""".split()
)
"""The constants of MyBatis's ``org.apache.ibatis.type.JdbcType`` (3.5): a ``jdbcType`` genix
writes is one of them."""


def _t(name: str, jdbc: str) -> JavaType:
    imp = KNOWN_CLASSES.get(name)
    return JavaType(name, (imp,) if imp else (), jdbc)


INTEGER = _t("Integer", "INTEGER")
LONG = _t("Long", "BIGINT")
BIGINT = _t("BigInteger", "BIGINT")
BOOLEAN = _t("Boolean", "BOOLEAN")
STRING = _t("String", "VARCHAR")
TEXT = _t("String", "LONGVARCHAR")
DECIMAL = _t("BigDecimal", "DECIMAL")
BYTES = JavaType("byte[]", (), "BLOB")
_BLOB_JDBC = frozenset({"BLOB", "LONGVARBINARY"})
"""jdbcTypes MyBatis reads with ``getBlob`` (SQLite: :data:`SQLITE_BYTES` instead)."""


def _bytes(jdbc: str) -> JavaType:
    return JavaType("byte[]", (), jdbc)


BUILTIN: Mapping[str, JavaType] = {
    # integers
    "tinyint": _t("Integer", "TINYINT"),
    "smallint": _t("Integer", "SMALLINT"),
    "int2": _t("Integer", "SMALLINT"),
    "mediumint": INTEGER,
    "int": INTEGER,
    "integer": INTEGER,
    "int4": INTEGER,
    "serial": INTEGER,
    "smallserial": _t("Integer", "SMALLINT"),
    "bigint": LONG,
    "int8": LONG,
    "bigserial": LONG,
    # exact and approximate numbers
    "decimal": DECIMAL,
    "numeric": DECIMAL,
    "float": _t("Float", "REAL"),
    "real": _t("Float", "REAL"),
    "float4": _t("Float", "REAL"),
    "double": _t("Double", "DOUBLE"),
    "double precision": _t("Double", "DOUBLE"),
    "float8": _t("Double", "DOUBLE"),
    # booleans and bits
    "boolean": BOOLEAN,
    "bool": BOOLEAN,
    "bit": BYTES,
    # text
    "char": _t("String", "CHAR"),
    "character": _t("String", "CHAR"),
    "nchar": _t("String", "NCHAR"),
    "varchar": STRING,
    "character varying": STRING,
    "nvarchar": STRING,
    "tinytext": STRING,
    "text": TEXT,
    "mediumtext": TEXT,
    "longtext": TEXT,
    "clob": _t("String", "CLOB"),
    "enum": _t("String", "VARCHAR"),
    "json": _t("String", "OTHER"),
    "uuid": _t("String", "OTHER"),
    "xml": _t("String", "SQLXML"),
    # dates and times
    "date": _t("LocalDate", "DATE"),
    "time": _t("LocalTime", "TIME"),
    "time without time zone": _t("LocalTime", "TIME"),
    "time with time zone": _t("OffsetTime", "TIME_WITH_TIMEZONE"),
    "timetz": _t("OffsetTime", "TIME_WITH_TIMEZONE"),
    "datetime": _t("LocalDateTime", "TIMESTAMP"),
    "timestamp": _t("LocalDateTime", "TIMESTAMP"),
    "timestamp without time zone": _t("LocalDateTime", "TIMESTAMP"),
    "timestamp with time zone": _t("OffsetDateTime", "TIMESTAMP_WITH_TIMEZONE"),
    "timestamptz": _t("OffsetDateTime", "TIMESTAMP_WITH_TIMEZONE"),
    # binary
    "binary": _bytes("BINARY"),
    "varbinary": _bytes("VARBINARY"),
    "blob": BYTES,
    "bytea": _bytes("BINARY"),
}
"""Base type → Java type shared by every dialect; each dialect's own table
(``dialects/<dialect>.py``: :attr:`~dbjavagenix.dialects.base.Dialect.types`) adds to it."""

PG_ARRAY_ELEMENTS = frozenset({"String", "Integer", "Long", "Boolean", "Double", "Float", "BigDecimal"})
"""Element types the PostgreSQL driver returns as such from an array column (``text[]`` →
``String[]``); arrays of other types (timestamps, uuids, enums ...) become ``String[]`` holding
each element as PostgreSQL prints it (the project's array type handler reads and writes them)."""

_PG_TEXT = frozenset(
    {"text", "character varying", "varchar", "character", "char", "bpchar", "name", '"char"'}
)

SQLITE_BYTES = _bytes("BINARY")
"""Binary columns where the driver has no ``getBlob`` (SQLite's:
:attr:`~dbjavagenix.dialects.base.Dialect.blob_as_bytes`): jdbcType ``BINARY`` (``getBytes``)."""


def table_for(dialect: str) -> Mapping[str, JavaType]:
    """The base-type table of ``dialect``: :data:`BUILTIN` plus the dialect's additions
    (:attr:`dbjavagenix.dialects.base.Dialect.types`)."""
    return _table_for(dialect)


@lru_cache(maxsize=16)
def _table_for(dialect: str) -> Mapping[str, JavaType]:
    return {**BUILTIN, **{k: _t(*v) for k, v in dialects.dialect(dialect).types.items()}}


def _sqlite_affinity(data_type: str) -> JavaType:
    """SQLite's type affinity rules (https://sqlite.org/datatype3.html §3.1), refined for the
    names people write (``BOOLEAN``, ``DATETIME``, ``DECIMAL``)."""
    t = data_type.upper()
    if "INT" in t:
        return LONG if "BIG" in t else INTEGER
    if any(k in t for k in ("CHAR", "CLOB", "TEXT")):
        return STRING
    if not t:
        # no declared type (typical of computed view columns): any value, say so
        return _t("Object", "OTHER")
    if "BLOB" in t:
        return SQLITE_BYTES
    if any(k in t for k in ("REAL", "FLOA", "DOUB")):
        return _t("Double", "DOUBLE")
    return DECIMAL


OBJECT = _t("Object", "OTHER")


def builtin_type(column: Column, dialect: str) -> JavaType:
    """The built-in mapping of ``column`` in ``dialect``. Rules, in order:

    1. arrays (PostgreSQL): ``Elem[]`` per dimension for the elements the driver returns as
       such (:data:`PG_ARRAY_ELEMENTS`), else (enum arrays too) ``String[]`` per dimension, each
       element as PostgreSQL prints it; jdbcType ``ARRAY``;
    2. MySQL/MariaDB ``tinyint(1)`` and ``bit(1)`` (any dialect's ``bit(1)``) → ``Boolean``;
    3. unsigned widening: ``tinyint``/``smallint``/``mediumint unsigned`` → ``Integer``,
       ``int unsigned`` → ``Long``, ``bigint unsigned`` → ``BigInteger``;
    4. SQLite: ``INTEGER`` → ``Long`` (64-bit), known names, then SQLite's type affinity;
    5. the dialect's table (:func:`table_for`);
    6. PostgreSQL: any other type (enum, interval, inet, tsvector, ranges ...) → ``String``;
       elsewhere an enum/set → ``String``, anything unknown → ``Object``.
    """
    dt = column.data_type.lower()
    if column.array_dimensions:
        inner = builtin_type(
            Column(
                name=column.name,
                type=dt,
                data_type=dt,
                length=column.length,
                precision=column.precision,
                enum_values=column.enum_values,
            ),
            dialect,
        )
        if inner.name not in PG_ARRAY_ELEMENTS or column.enum_values:
            return JavaType("String" + "[]" * column.array_dimensions, (), "ARRAY")
        return JavaType(inner.name + "[]" * column.array_dimensions, inner.imports, "ARRAY")
    d = dialects.dialect(dialect)
    if dt in ("tinyint", "bit") and column.precision == 1 and d.boolean_from_tinyint1:
        return BOOLEAN
    if dt == "bit" and (column.precision == 1 or column.length == 1):
        # PostgreSQL casts no boolean to bit: the project's BitBooleanTypeHandler writes '1'/'0'
        # untyped (jdbcType OTHER, also for NULL)
        return _t("Boolean", "OTHER") if d.bit_as_text else BOOLEAN
    if column.unsigned:
        if dt in ("int", "integer"):
            return LONG
        if dt == "bigint":
            return BIGINT
        if dt in ("tinyint", "smallint", "mediumint"):
            return INTEGER
    if d.type_affinity:
        if dt == "integer":
            # INTEGER in SQLite holds 64-bit values; a rowid alias is the classic example
            return LONG
        known = table_for(dialect).get(dt)
        if known is not None and known.name == "byte[]" and known.jdbc_type in _BLOB_JDBC:
            return SQLITE_BYTES
        return known if known is not None else _sqlite_affinity(dt)
    known = table_for(dialect).get(dt)
    if d.bit_as_text and dt == "bit":
        known = None  # bit(n), n > 1: the driver reads it as text ("0101")
    if known is not None:
        return known
    if d.other_types_as_text:
        return _t("String", "OTHER")
    if column.enum_values:
        return _t("String", "VARCHAR")
    return OBJECT


def pg_cast(column: Column, java_type: str) -> str:
    """The cast a PostgreSQL parameter needs to be compared with or written into ``column``:
    PostgreSQL will not turn a text parameter into json, uuid, an enum ... by itself, nor a
    numeric into money in a comparison. Empty when none is needed."""
    if column.array_dimensions:
        return ""
    dt = column.data_type.lower()
    if java_type == "String":
        if column.enum_values and column.user_type:
            return "::" + column.user_type
        if dt in _PG_TEXT:
            return ""
        if dt in ("bit", "bit varying", "varbit"):
            return "::varbit"
        return "::" + column.data_type
    if java_type == "BigDecimal" and dt == "money":
        return "::money"
    return ""


@lru_cache(maxsize=4096)
def parse_java_type(spec: str) -> JavaType | None:
    """``"Boolean"`` / ``"java.time.Instant"`` / ``"byte[]"`` → JavaType (jdbc OTHER), or None
    when a simple name is not known (it must then be fully qualified)."""
    spec = spec.strip()
    base = spec[:-2] if spec.endswith("[]") else spec
    suffix = spec[len(base) :]
    if base in ("byte", "char", "int", "long", "short", "double", "float", "boolean"):
        return JavaType(spec) if suffix else None
    if "." in base:
        parts = base.split(".")
        if javanames.java_type_problem(base) is not None or not parts[-1][:1].isupper():
            return None
        simple = parts[-1]
        imp = () if base == f"java.lang.{simple}" else (base,)
        return JavaType(simple + suffix, imp)
    if base in JAVA_LANG:
        return JavaType(spec)
    if base in KNOWN_CLASSES:
        return JavaType(spec, (KNOWN_CLASSES[base],))
    return None


def lookup_override(
    column: Column, dialect: str, types: Mapping[str, str | Mapping[str, str]]
) -> tuple[str, tuple[str, ...]] | None:
    """The ``[types]`` entry for ``column``: (value, key path), or None."""
    full = column.type.lower().strip()
    base = column.data_type.lower()
    for dk in dialects.dialect(dialect).type_tables:
        table = types.get(dk)
        if isinstance(table, Mapping):
            lowered = {k.lower(): k for k in table}
            for key in (full, base):
                if key in lowered:
                    return table[lowered[key]], ("types", dk, lowered[key])
    lowered_top = {k.lower(): k for k, v in types.items() if isinstance(v, str)}
    for key in (full, base):
        if key in lowered_top:
            value = types[lowered_top[key]]
            assert isinstance(value, str)
            return value, ("types", lowered_top[key])
    return None
