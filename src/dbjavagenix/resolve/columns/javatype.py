"""The Java side of one column (:class:`FieldType`): its Java type after ``[types]`` and column
overrides, and how MyBatis reads and writes it (type handlers, the cast PostgreSQL needs)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from dbjavagenix import dialects
from dbjavagenix.categories.common import DB_ENUM_HANDLER
from dbjavagenix.config.model import ColumnConfig, Config
from dbjavagenix.errors import ConfigError, Diagnostic, KeyPath, Location
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve.columns import types as jtypes
from dbjavagenix.resolve.context.model import ClassRef, EnumModel, ProjectModel

_NOT_FILTERABLE_JDBC = frozenset(
    {"LONGVARCHAR", "CLOB", "BLOB", "LONGVARBINARY", "VARBINARY", "BINARY", "ARRAY", "OTHER", "SQLXML"}
)
_JDBC_FOR_JAVA = {
    "Boolean": "BOOLEAN",
    "Integer": "INTEGER",
    "Long": "BIGINT",
    "Short": "SMALLINT",
    "Byte": "TINYINT",
    "String": "VARCHAR",
    "BigDecimal": "DECIMAL",
    "BigInteger": "BIGINT",
    "Double": "DOUBLE",
    "Float": "REAL",
    "LocalDate": "DATE",
    "LocalTime": "TIME",
    "LocalDateTime": "TIMESTAMP",
    "OffsetDateTime": "TIMESTAMP_WITH_TIMEZONE",
    "Instant": "TIMESTAMP",
    "Date": "TIMESTAMP",
    "byte[]": "BLOB",
}
_ISO = {
    "LocalDate": "DATE",
    "LocalTime": "TIME",
    "LocalDateTime": "DATE_TIME",
    "OffsetDateTime": "DATE_TIME",
    "OffsetTime": "TIME",
    "ZonedDateTime": "DATE_TIME",
    "Instant": "DATE_TIME",
}
ARRAY_HANDLER = "array_handler"
"""``project.common`` key of the project's ``SqlArrayTypeHandler`` (PostgreSQL arrays)."""
BYTES_TYPE_HANDLER = "org.apache.ibatis.type.ByteArrayTypeHandler"
BIT_HANDLER = "bit_handler"
"""``project.common`` key of the project's ``BitBooleanTypeHandler`` (PostgreSQL ``bit(1)`` booleans)."""


@dataclass(frozen=True, slots=True)
class FieldType:
    """How a column is typed in Java and bound by MyBatis (the :class:`FieldModel` fields of
    the same names)."""

    java_type: str
    jdbc_type: str
    type_imports: tuple[str, ...] = ()
    type_handler: str | None = None
    param_type_handler: str | None = None
    write_cast: str = ""
    coded_filter: bool = False
    """A coded enum MyBatis-Plus's query wrappers bind by its ``@EnumValue`` (handler or not)."""

    @property
    def param_annotations(self) -> tuple[str, ...]:
        """``@DateTimeFormat`` of a date or time request parameter."""
        iso = _ISO.get(self.java_type)
        fmt = "org.springframework.format.annotation.DateTimeFormat"
        return (f"@{fmt}(iso = {fmt}.ISO.{iso})",) if iso else ()

    def filterable(self, persistence: str) -> bool:
        """Usable as an equality filter (not binary/LOB, no array); MyBatis-Plus' query wrappers
        cannot name a type handler: such fields are no filters there."""
        return (
            self.jdbc_type not in _NOT_FILTERABLE_JDBC
            and not self.java_type.endswith("[]")
            and (
                self.coded_filter
                or not (persistence == "mybatis-plus" and self.param_type_handler is not None)
            )
        )


def java_type_of(
    column: Column, dialect: str, override: ColumnConfig | None, config: Config, key: tuple[str, ...]
) -> jtypes.JavaType:
    """The Java type of a column after ``[types]`` and column overrides."""
    base = jtypes.builtin_type(column, dialect)
    spec: str | None = None
    where: tuple[str, ...] = ()
    if override is not None and override.java_type:
        spec, where = override.java_type, (*key, "java_type")
    else:
        found = jtypes.lookup_override(column, dialect, config.types)
        if found is not None:
            spec, where = found
        elif not column.type and not column.data_type and not dialects.dialect(dialect).type_affinity:
            # a view column read from DDL whose expression has no type the DDL can tell (SQLite
            # itself reports no type for such columns and maps them by affinity)
            raise ConfigError(
                f"the type of column {key[-1]!r} cannot be derived from the view's DDL",
                location=Location(key=(*key, "java_type")),
                hint=f'set [tables.{key[1]}.columns.{key[-1]}] java_type = "String" (or the type '
                "it holds), ignore = true, or cast the expression in the view (CAST(... AS ...))",
            )
    result = base
    if spec is not None:
        parsed = jtypes.parse_java_type(spec)
        if parsed is None:
            raise ConfigError(
                f"Java type {spec!r} does not resolve to a class",
                location=Location(key=where),
                hint="use a java.lang or java.time/java.math/java.util name (Long, LocalDate, BigDecimal, UUID ...) "
                "or a fully qualified class name (com.example.Money)",
            )
        jdbc = _JDBC_FOR_JAVA.get(parsed.name, base.jdbc_type) if parsed.name != base.name else base.jdbc_type
        if jdbc == "BLOB" and dialects.dialect(dialect).blob_as_bytes:  # see jtypes.SQLITE_BYTES
            jdbc = jtypes.SQLITE_BYTES.jdbc_type
        result = jtypes.JavaType(parsed.name, parsed.imports, jdbc)
    if override is not None and override.jdbc_type:
        jdbc = override.jdbc_type.strip().upper()
        if jdbc not in jtypes.MYBATIS_JDBC_TYPES:
            import difflib

            close = difflib.get_close_matches(jdbc, sorted(jtypes.MYBATIS_JDBC_TYPES), n=1, cutoff=0.6)
            raise ConfigError(
                f"{override.jdbc_type!r} is not a MyBatis jdbcType",
                location=Location(key=(*key, "jdbc_type")),
                hint=(f"did you mean `{close[0]}`? " if close else "")
                + "the names of org.apache.ibatis.type.JdbcType: VARCHAR, BIGINT, DECIMAL, TIMESTAMP, OTHER ...",
            )
        result = replace(result, jdbc_type=jdbc)
    return result


def overridden(column: Column, dialect: str, override: ColumnConfig | None, config: Config) -> bool:
    """The column's Java type is configured (its section or ``[types]``)."""
    if override is not None and override.java_type:
        return True
    return jtypes.lookup_override(column, dialect, config.types) is not None


def write_cast(column: Column, dialect: str, java_type: str) -> str:
    """PostgreSQL will not turn a text parameter into json/uuid/enum ... by itself: cast it
    (see :func:`dbjavagenix.resolve.columns.types.pg_cast`)."""
    if not dialects.dialect(dialect).casts_text_parameters:
        return ""
    return jtypes.pg_cast(column, java_type)


def enum_type(
    enum: EnumModel,
    entity: ClassRef | None,
    jdbc_type: str,
    project: ProjectModel,
    cast: str,
    coded_filter: bool = False,
) -> FieldType:
    """A column typed as a Java enum (nested in the entity), read and written by the project's
    ``DbEnumTypeHandler``."""
    handler = project.common[DB_ENUM_HANDLER].fqn
    return FieldType(
        enum.java_type, jdbc_type, (entity.fqn,) if entity else (), handler, handler, cast, coded_filter
    )


def field_type(
    col: Column,
    *,
    table: str,
    dialect: str,
    override: ColumnConfig | None,
    config: Config,
    type_key: KeyPath,
    ckey: KeyPath,
    is_pk: bool,
    java_enum: EnumModel | None,
    entity: ClassRef | None,
    project: ProjectModel,
) -> FieldType | Diagnostic:
    """The Java type of a column and how MyBatis binds it; a Diagnostic when it cannot be bound.
    Raises the ConfigError of a Java type the config gets wrong."""
    jt = java_type_of(col, dialect, override, config, tuple(str(k) for k in type_key))
    facts = dialects.dialect(dialect)
    if (
        facts.type_affinity
        and is_pk
        and jt.name == "Object"
        and not overridden(col, dialect, override, config)
    ):
        # a typeless key (`k PRIMARY KEY`): a URL carries text, so the key is text
        jt = jtypes.STRING
    if java_enum is not None:  # the handler writes the value as a string
        return enum_type(java_enum, entity, jt.jdbc_type, project, write_cast(col, dialect, "String"))
    if jt.jdbc_type == "ARRAY" and (jt.name.endswith("[]") or jt.name == "Object"):
        # the project's handler reads getArray() (text elements as PostgreSQL prints them)
        # and writes an array literal PostgreSQL types from the column (any dimension)
        array_handler = project.common.get(ARRAY_HANDLER)
        if array_handler is None:
            return Diagnostic(
                f"column {col.name!r} of table {table!r} is an array, and the common layer "
                "that provides SqlArrayTypeHandler is off",
                Location(key=(*ckey, "java_type")),
                "enable the common layer, or give the column a java_type and a type handler of your own",
            )
        return FieldType(jt.name, jt.jdbc_type, jt.imports, array_handler.fqn, array_handler.fqn)
    if (
        jt.name == "byte[]"
        and jt.jdbc_type in ("BINARY", "VARBINARY", "LONGVARBINARY")
        and facts.blob_as_bytes
    ):
        return FieldType(
            jt.name, jt.jdbc_type, jt.imports, BYTES_TYPE_HANDLER, None, write_cast(col, dialect, jt.name)
        )
    if (
        facts.bit_as_text
        and jt.name == "Boolean"
        and col.data_type.lower() == "bit"
        and BIT_HANDLER in project.common
    ):
        # PostgreSQL bit(1) as Boolean: written as the bit string '1'/'0' (no cast needed)
        handler = project.common[BIT_HANDLER].fqn
        return FieldType(jt.name, jt.jdbc_type, jt.imports, handler, handler)
    return FieldType(jt.name, jt.jdbc_type, jt.imports, write_cast=write_cast(col, dialect, jt.name))
