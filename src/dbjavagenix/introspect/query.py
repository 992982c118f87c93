"""What the bulk readers share: running one labelled metadata query over a DB-API connection,
and the errors that name what was being read.

The readers (:mod:`.mysql`, :mod:`.postgres`) take a plain DB-API connection, so a benchmark can
count their queries with a wrapper, and :mod:`.connect` turns these exceptions into one
:class:`~dbjavagenix.errors.DatabaseError` naming the connection and host.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


class ReadError(Exception):
    """A metadata query failed. ``what`` names what it was reading: ``the columns of database
    sakila``, or ``view `v_broken``` when one table is to blame."""

    def __init__(self, what: str, cause: BaseException | str, hint: str | None = None) -> None:
        self.what = what
        self.cause = cause
        self.hint = hint
        super().__init__(f"reading {what}: {cause}")


class MissingSchema(Exception):
    """The database/schema the connection names does not exist."""

    def __init__(self, kind: str, name: str, available: Sequence[str], database: str | None = None) -> None:
        self.kind = kind
        self.name = name
        self.available = tuple(available)
        self.database = database
        where = f" in database {database!r}" if database else ""
        super().__init__(f"{kind} {name!r} does not exist{where}")


class SchemaChanged(Exception):
    """The schema changed while it was read (a migration, a restore, a drop): what was read
    does not fit together, so it must not become code."""


def run(
    cur: Any, what: str, sql: str, params: Sequence[object] | Mapping[str, object] = ()
) -> list[tuple[Any, ...]]:
    """Execute one query and fetch every row; a failure becomes a :class:`ReadError`."""
    try:
        args = params if isinstance(params, Mapping) else tuple(params)
        cur.execute(sql, args or None)
        return list(cur.fetchall())
    except Exception as e:
        raise ReadError(what, e) from e


def execute(cur: Any, what: str, sql: str) -> None:
    """Execute one statement that returns no rows; a failure becomes a :class:`ReadError`."""
    try:
        cur.execute(sql)
    except Exception as e:
        raise ReadError(what, e) from e


class CountingConnection:
    """A DB-API connection that counts the statements its cursors execute (tests and
    ``benchmarks/introspect.py`` use it to show the query count does not grow with tables)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.count = 0
        self.statements: list[str] = []

    def cursor(self) -> _CountingCursor:
        return _CountingCursor(self.conn.cursor(), self)


class _CountingCursor:
    def __init__(self, cur: Any, owner: CountingConnection) -> None:
        self.cur = cur
        self.owner = owner

    def execute(self, sql: str, params: Any = None) -> Any:
        self.owner.count += 1
        self.owner.statements.append(sql)
        return self.cur.execute(sql, params)

    def fetchall(self) -> Any:
        return self.cur.fetchall()

    def close(self) -> None:
        self.cur.close()
