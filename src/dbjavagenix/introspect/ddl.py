"""A catalog from DDL files, without a database: replay ``CREATE``/``ALTER``/``DROP`` ...
statements in file order and return the :class:`Catalog` introspecting the same schema gives.

* SQLite: the statements run in an in-memory SQLite database (the standard library's, the
  same engine the schema is meant for) and :mod:`.sqlite` reads it: equal by construction.
* MySQL / MariaDB / PostgreSQL: sqlglot parses each catalog statement and
  :mod:`.ddl_statements` applies it the way the server would (see :mod:`.ddl_replay` for the
  server rules reproduced, :mod:`.ddl_types` / :mod:`.ddl_pgtypes` for type spelling).

Statements that do not change the catalog (``INSERT``, ``SET``, ``GRANT``, functions,
triggers, sequences ...) are skipped and counted. A catalog statement genix cannot parse or
apply stops the read with its ``file:line:col`` and first line; with ``allow_unparsed`` it is
listed in the catalog's :attr:`~Catalog.unparsed` instead (a silently missing column is worse
than an error), and :func:`unparsed_warnings` turns that list into the warnings every door
prints.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence

from dbjavagenix import dialects
from dbjavagenix.errors import Diagnostic, InputError, Location
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.introspect.ddl_common import DdlResult, SourceText

DIALECTS = tuple(d.name for d in dialects.DIALECTS.values() if d.sqlglot)
"""Dialects a DDL source can be written in."""
READING = "2"
"""Changes when the same file reads into another catalog (2: PostgreSQL's nested block
comments): part of the DDL cache's fingerprint, so a catalog cached by the older reading is
not used."""


def read_ddl(
    sources: Sequence[SourceText],
    dialect: str,
    *,
    schema: str | None = None,
    allow_unparsed: bool = False,
) -> DdlResult:
    """Replay ``sources`` in order; raise a located :class:`InputError` on the first statement
    that cannot be parsed or applied (unless ``allow_unparsed``)."""
    if dialect not in DIALECTS:
        raise InputError(f"unknown DDL dialect {dialect!r}", hint="dialects: " + ", ".join(DIALECTS))
    if dialects.dialect(dialect).ddl_in_sqlite:
        from dbjavagenix.introspect.ddl_sqlite import replay_sqlite

        return replay_sqlite(sources, allow_unparsed)
    from dbjavagenix.introspect.ddl_parse import replay_parsed

    logging.getLogger("sqlglot").setLevel(logging.ERROR)  # it warns on every fallback
    return replay_parsed(sources, dialect, schema, allow_unparsed)


def unparsed_warnings(catalogs: Iterable[Catalog]) -> list[Diagnostic]:
    """What ``allow_unparsed`` left out of ``catalogs``, one located warning per statement:
    every door (``build``, ``plan``, ``check``, ``schema dump``) prints these."""
    return [
        Diagnostic(
            f"left out (allow_unparsed): {u.reason}: {u.statement}",
            Location(file=u.file, line=u.line, col=u.col),
            "the schema lacks what this statement changes: fix it, or keep allow_unparsed knowingly",
        )
        for c in catalogs
        for u in c.unparsed
    ]


__all__ = ["DIALECTS", "READING", "DdlResult", "SourceText", "read_ddl", "unparsed_warnings"]
