"""The type mapping tables of ``docs/types.md``, generated from :mod:`.types` itself.

Each row is a sample column run through :func:`~dbjavagenix.resolve.columns.types.builtin_type` (and
:func:`~dbjavagenix.resolve.columns.types.pg_cast`), so the document shows what the code does.
``tests/resolve/test_type_docs.py`` fails when ``docs/types.md`` is stale;
``pytest --update-goldens`` rewrites the generated part.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dbjavagenix import dialects
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.introspect.typetext import parse_type
from dbjavagenix.resolve.columns.types import builtin_type, pg_cast

BEGIN = "<!-- BEGIN GENERATED: type tables (python -m dbjavagenix.resolve.columns.typedoc) -->"
END = "<!-- END GENERATED: type tables -->"


def _parsed(text: str, **extra: Any) -> Column:
    pt = parse_type(text)
    col = Column(
        name="c",
        type=text,
        data_type=pt.data_type,
        length=pt.length,
        precision=pt.precision,
        scale=pt.scale,
        unsigned=pt.unsigned,
        enum_values=pt.enum_values,
    )
    return replace(col, **extra) if extra else col


def _pg(text: str, data_type: str, **extra: Any) -> Column:
    return replace(Column(name="c", type=text, data_type=data_type), **extra)


MYSQL_ROWS: tuple[tuple[Column, str], ...] = (
    (_parsed("tinyint(1)"), "also `tinyint(1) unsigned`; any other width is a number"),
    (_parsed("bit(1)"), ""),
    (_parsed("tinyint"), ""),
    (_parsed("tinyint unsigned"), "unsigned widening"),
    (_parsed("smallint"), ""),
    (_parsed("smallint unsigned"), ""),
    (_parsed("mediumint"), ""),
    (_parsed("mediumint unsigned"), ""),
    (_parsed("int"), ""),
    (_parsed("int unsigned"), "unsigned widening"),
    (_parsed("bigint"), ""),
    (_parsed("bigint unsigned"), "unsigned widening"),
    (_parsed("decimal(10,2)"), "`unsigned` too"),
    (_parsed("float"), "from the column type, not the driver's Python type"),
    (_parsed("double"), "`real` reads as `double`"),
    (_parsed("bit(8)"), "any width above 1"),
    (_parsed("year"), ""),
    (_parsed("char(1)"), ""),
    (_parsed("varchar(64)"), ""),
    (_parsed("tinytext"), ""),
    (_parsed("text"), ""),
    (_parsed("mediumtext"), ""),
    (_parsed("longtext"), ""),
    (_parsed("json"), "MariaDB's JSON (`longtext` + `json_valid` check) too"),
    (_parsed("enum('a','b')"), 'or a Java enum with `[project] enums = "java"`'),
    (_parsed("set('a','b')"), "comma-separated values"),
    (_parsed("date"), "zero dates (`0000-00-00`): see above"),
    (_parsed("time"), ""),
    (_parsed("datetime"), ""),
    (_parsed("timestamp"), ""),
    (_parsed("binary(16)"), ""),
    (_parsed("varbinary(255)"), ""),
    (_parsed("tinyblob"), ""),
    (_parsed("blob"), ""),
    (_parsed("mediumblob"), ""),
    (_parsed("longblob"), ""),
    (_parsed("geometry"), "the server's internal format: 4-byte SRID + WKB; all spatial types"),
    (_parsed("uuid"), "MariaDB 10.7+"),
    (_parsed("inet6"), "MariaDB 10.5+ (`inet4` too)"),
)

POSTGRESQL_ROWS: tuple[tuple[Column, str], ...] = (
    (_pg("boolean", "boolean"), ""),
    (
        _pg("bit(1)", "bit", length=1),
        "written as the bit string `1`/`0` by the project's `BitBooleanTypeHandler`",
    ),
    (_pg("bit(8)", "bit", length=8), "`bit varying` too: the bits as text"),
    (_pg("smallint", "smallint"), ""),
    (_pg("integer", "integer"), "`serial` too"),
    (_pg("bigint", "bigint"), "`bigserial` too"),
    (_pg("numeric(10,2)", "numeric"), ""),
    (_pg("real", "real"), ""),
    (_pg("double precision", "double precision"), ""),
    (_pg("money", "money"), ""),
    (_pg("character(1)", "character"), ""),
    (_pg("character varying(64)", "character varying"), ""),
    (_pg("text", "text"), ""),
    (_pg("citext", "citext"), "extension type"),
    (_pg("json", "json"), ""),
    (_pg("jsonb", "jsonb"), ""),
    (_pg("xml", "xml"), ""),
    (_pg("uuid", "uuid"), ""),
    (
        _pg("mood", "enum", user_type="mood", enum_values=("happy", "sad")),
        'an enum type; a Java enum with `enums = "java"`',
    ),
    (_pg("year", "integer", user_type="year"), "a domain: mapped as its base type"),
    (_pg("date", "date"), ""),
    (_pg("time without time zone", "time without time zone"), ""),
    (_pg("time with time zone", "time with time zone"), ""),
    (_pg("timestamp without time zone", "timestamp without time zone"), ""),
    (_pg("timestamp with time zone", "timestamp with time zone"), ""),
    (_pg("interval", "interval"), "as PostgreSQL prints it"),
    (_pg("bytea", "bytea"), ""),
    (_pg("inet", "inet"), "`cidr`, `macaddr` too"),
    (_pg("tsvector", "tsvector"), ""),
    (_pg("point", "point"), "geometric, range and extension types alike"),
    (_pg("oid", "oid"), ""),
    (
        _pg("text[]", "text", array_dimensions=1),
        "arrays of text, integer, bigint, boolean, real, double, numeric",
    ),
    (_pg("integer[][]", "integer", array_dimensions=2), "one `[]` per dimension"),
    (
        _pg("timestamp without time zone[]", "timestamp without time zone", array_dimensions=1),
        "other arrays (uuid, enum, date ...): each element as PostgreSQL prints it",
    ),
)

SQLITE_ROWS: tuple[tuple[Column, str], ...] = (
    (_parsed("INTEGER"), "64-bit; an `INTEGER PRIMARY KEY` is the auto-increment rowid"),
    (_parsed("INT"), "other names containing `INT` (affinity)"),
    (_parsed("BIGINT"), ""),
    (_parsed("BOOLEAN"), ""),
    (_parsed("TEXT"), "names containing `CHAR`, `CLOB`, `TEXT` (affinity)"),
    (_parsed("VARCHAR(64)"), ""),
    (_parsed("REAL"), "names containing `REAL`, `FLOA`, `DOUB` (affinity)"),
    (_parsed("DOUBLE"), ""),
    (_parsed("NUMERIC(10,2)"), "and any other name (NUMERIC affinity)"),
    (_parsed("DATE"), ""),
    (_parsed("DATETIME"), ""),
    (_parsed("BLOB"), "read with `getBytes` (sqlite-jdbc has no `getBlob`)"),
    (_parsed(""), "no declared type (typeless columns, computed view columns); a typeless key is `String`"),
)

DIALECTS = (
    ("MySQL and MariaDB", "mariadb", MYSQL_ROWS),
    ("PostgreSQL", "postgresql", POSTGRESQL_ROWS),
    ("SQLite", "sqlite", SQLITE_ROWS),
)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def render() -> str:
    """The generated Markdown: one table per dialect."""
    out = [BEGIN]
    for title, dialect, rows in DIALECTS:
        out += ["", f"### {title}", ""]
        cast_col = dialects.dialect(dialect).casts_text_parameters
        header = (
            "| Database type | Java type | jdbcType |"
            + (" Parameter cast |" if cast_col else "")
            + " Notes |"
        )
        out += [header, "|" + "---|" * (header.count("|") - 1)]
        for col, note in rows:
            jt = builtin_type(col, dialect)
            db = f"`{col.type}`" if col.type else "(none)"
            cells = [db, f"`{jt.name}`", f"`{jt.jdbc_type}`"]
            if cast_col:
                cast = pg_cast(col, jt.name)
                cells.append(f"`{cast}`" if cast else "")
            cells.append(note)
            out.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    out += ["", END]
    return "\n".join(out) + "\n"


def splice(document: str) -> str:
    """``document`` with its generated part replaced by :func:`render`."""
    start = document.index(BEGIN)
    end = document.index(END) + len(END)
    rest = document[end:]
    return document[:start] + render().rstrip("\n") + rest


if __name__ == "__main__":
    print(render(), end="")
