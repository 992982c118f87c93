"""Logic delete (``role = "logic-delete"``): the values a delete writes and live rows hold, as
SQL (mapper XML), as MyBatis-Plus ``@TableLogic`` arguments and as a Java literal.

Values by the column's Java type: a flag (``'0'`` exists / ``'2'`` deleted in RuoYi, ``0``/``1``,
``false``/``true``) or a "deleted at" timestamp (``NULL`` exists, ``now`` writes the current
time). ``"null"`` is SQL NULL and ``"now"`` ``CURRENT_TIMESTAMP`` (every dialect has it).
"""

from __future__ import annotations

import re

from dbjavagenix.errors import ConfigError, KeyPath, Location
from dbjavagenix.resolve.context.model import LogicDeleteModel

_NUMBERS = frozenset({"Integer", "Long", "Short", "Byte", "BigDecimal", "BigInteger", "Double", "Float"})
_TEMPORAL = frozenset(
    {"LocalDateTime", "LocalDate", "Date", "Timestamp", "OffsetDateTime", "ZonedDateTime", "Instant"}
)
_NUMBER_RE = re.compile(r"^-?\d+(\.\d+)?$")
NOW = "CURRENT_TIMESTAMP"


def _kind(java_type: str) -> str:
    if java_type == "Boolean":
        return "boolean"
    if java_type in _NUMBERS:
        return "number"
    if java_type in _TEMPORAL:
        return "time"
    if java_type == "String":
        return "string"
    return "other"


_DEFAULTS = {
    "boolean": ("true", "false"),
    "number": ("1", "0"),
    "string": ("1", "0"),
    "time": ("now", "null"),
}


def logic_delete(
    *,
    column: str,
    sql: str,
    field: str,
    java_type: str,
    deleted: str | None,
    not_deleted: str | None,
    where: dict[str, KeyPath],
) -> LogicDeleteModel:
    """The logic-delete facts of a column. ``where``: the config key of each value (for errors)."""
    kind = _kind(java_type)
    if kind == "other":
        raise ConfigError(
            f"column {column!r} ({java_type}) cannot be a logic-delete column",
            location=Location(key=where.get("role", ())),
            hint="a logic-delete column is a flag (string, number, boolean) or a deleted-at date/time",
        )
    d_default, n_default = _DEFAULTS[kind]
    values = {"deleted": deleted if deleted is not None else d_default}
    values["not_deleted"] = not_deleted if not_deleted is not None else n_default
    sql_of: dict[str, str] = {}
    for which, value in values.items():
        sql_of[which] = _sql(value, kind, column, java_type, which, where.get(which, where.get("role", ())))
    if sql_of["deleted"] == sql_of["not_deleted"]:
        raise ConfigError(
            f"the deleted and not-deleted values of {column!r} are the same ({values['deleted']!r})",
            location=Location(key=where.get("deleted", where.get("role", ()))),
        )
    if sql_of["deleted"] == "NULL":
        raise ConfigError(
            f"a delete cannot write NULL into {column!r}: NULL marks the rows that exist",
            location=Location(key=where.get("deleted", where.get("role", ()))),
            hint='deleted = "now" (a deleted-at column) and not_deleted = "null"',
        )
    nd = sql_of["not_deleted"]
    live = f"{sql} IS NULL" if nd == "NULL" else f"{sql} = {nd}"
    return LogicDeleteModel(
        column=column,
        sql=sql,
        field=field,
        deleted=sql_of["deleted"],
        not_deleted=nd,
        live=live,
        set_deleted=f"{sql} = {sql_of['deleted']}",
        value=_mp(values["not_deleted"]),
        delval=_mp(values["deleted"]),
        java_not_deleted=_java(values["not_deleted"], kind, java_type),
    )


def _sql(value: str, kind: str, column: str, java_type: str, which: str, key: KeyPath) -> str:
    v = value.strip()
    low = v.lower()
    if low == "null":
        return "NULL"
    if low == "now":
        if kind not in ("time",):
            raise ConfigError(
                f'"now" (the current timestamp) does not fit column {column!r} ({java_type})',
                location=Location(key=key),
                hint='a flag column takes values such as "2" / "0"',
            )
        return NOW
    if kind == "time":
        raise ConfigError(
            f"{which} = {value!r} does not fit the date/time column {column!r}",
            location=Location(key=key),
            hint='a deleted-at column takes deleted = "now" and not_deleted = "null"',
        )
    if kind == "boolean":
        if low in ("true", "1"):
            return "TRUE"
        if low in ("false", "0"):
            return "FALSE"
        raise ConfigError(
            f"{which} = {value!r} is not a boolean (column {column!r})",
            location=Location(key=key),
            hint='use "true" or "false"',
        )
    if kind == "number":
        if not _NUMBER_RE.match(v):
            raise ConfigError(
                f"{which} = {value!r} is not a number (column {column!r} is {java_type})",
                location=Location(key=key),
                hint='use a number, e.g. deleted = "1", not_deleted = "0"',
            )
        return v
    return "'" + value.replace("'", "''") + "'"


def _mp(value: str) -> str:
    low = value.strip().lower()
    if low == "null":
        return "null"
    if low == "now":
        return NOW
    return value


def _java(value: str, kind: str, java_type: str) -> str:
    low = value.strip().lower()
    if low == "null" or kind == "time":
        return ""
    if kind == "boolean":
        return "true" if low in ("true", "1") else "false"
    if kind == "number":
        if java_type == "Long":
            return value.strip() + "L"
        if java_type in ("Integer",):
            return value.strip()
        if java_type == "Short":
            return f"(short) {value.strip()}"
        if java_type == "Byte":
            return f"(byte) {value.strip()}"
        return ""  # BigDecimal, doubles: no literal worth writing
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
