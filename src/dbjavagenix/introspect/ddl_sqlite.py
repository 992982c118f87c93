"""SQLite DDL: run the catalog statements in an in-memory SQLite database and read it with
the SQLite reader. SQLite accepts any type name (``BLOB SUB_TYPE TEXT``) and has its own
ALTER TABLE rules; its own engine, in the standard library, applies them exactly.

A statement runs within a budget (:class:`Budget`): ``CREATE TABLE t AS WITH RECURSIVE ...``
without an end would otherwise run (and grow) forever. SQLite's virtual machine steps are
counted, not seconds, so the same file gives the same answer on any machine."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import replace

from dbjavagenix.errors import InputError
from dbjavagenix.introspect import sqlite as sqlite_reader
from dbjavagenix.introspect.catalog import Unparsed
from dbjavagenix.introspect.ddl_common import (
    DdlResult,
    SourceText,
    classify,
    located_error,
    statements,
    unparsed_entry,
)

STEPS = 50_000_000
"""SQLite virtual-machine steps one DDL statement may take (about two seconds; a catalog
statement takes thousands)."""
PAGES = 16384
"""Pages (4 KiB: 64 MiB) the in-memory database of a DDL replay may grow to."""
_EVERY = 10_000


class Budget:
    """A progress handler that stops a statement after ``steps`` SQLite steps: the
    statement fails with ``interrupted`` and :attr:`spent` tells why."""

    def __init__(self, db: sqlite3.Connection, steps: int) -> None:
        self.steps = steps
        self.used = 0
        self.spent = False
        db.set_progress_handler(self._tick, _EVERY)

    def start(self) -> None:
        self.used, self.spent = 0, False

    def _tick(self) -> int:
        self.used += _EVERY
        self.spent = self.used > self.steps
        return 1 if self.spent else 0

    def reason(self, e: BaseException) -> str:
        """Why a statement failed, in words."""
        if self.spent:
            return (
                f"SQLite stopped the statement after {self.steps // 1_000_000} million steps "
                "(a recursive WITH without an end?)"
            )
        if "full" in str(e):
            return (
                f"the statement makes more than {PAGES * 4 // 1024} MiB of rows "
                "(a recursive WITH without an end?)"
            )
        return f"SQLite refuses the statement ({e})"


def replay_sqlite(sources: Sequence[SourceText], allow_unparsed: bool) -> DdlResult:
    db = sqlite3.connect(":memory:")
    skipped: dict[str, int] = {}
    unparsed: list[Unparsed] = []
    count = 0
    budget = Budget(db, STEPS)
    try:
        db.execute(f"PRAGMA max_page_count = {PAGES}")
        db.execute("PRAGMA foreign_keys = OFF")
        for src in sources:
            for stmt in statements(src, "sqlite"):
                count += 1
                kind, label = classify(stmt)
                if kind == "skip":
                    skipped[label] = skipped.get(label, 0) + 1
                    continue
                budget.start()
                try:
                    db.execute(stmt.text)
                except (sqlite3.Error, sqlite3.Warning) as e:
                    reason = budget.reason(e)
                    d = located_error(src, stmt, reason)
                    if not allow_unparsed:
                        raise InputError(diagnostics=[d]) from None
                    unparsed.append(unparsed_entry(src, d, stmt, reason))
        db.set_progress_handler(None, 0)  # reading the catalog back is genix's own queries
        catalog = replace(sqlite_reader.read(db), server_version=None, unparsed=tuple(unparsed))
    finally:
        db.close()
    return DdlResult(catalog, count, skipped)
