"""SQLite DDL: run the catalog statements in an in-memory SQLite database and read it with
the SQLite reader. SQLite accepts any type name (``BLOB SUB_TYPE TEXT``) and has its own
ALTER TABLE rules; its own engine, in the standard library, applies them exactly."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import replace

from dbjavagenix.errors import InputError
from dbjavagenix.introspect import sqlite as sqlite_reader
from dbjavagenix.introspect.catalog import Unparsed
from dbjavagenix.introspect.ddl import (
    DdlResult,
    SourceText,
    classify,
    located_error,
    statements,
    unparsed_entry,
)


def replay_sqlite(sources: Sequence[SourceText], allow_unparsed: bool) -> DdlResult:
    db = sqlite3.connect(":memory:")
    skipped: dict[str, int] = {}
    unparsed: list[Unparsed] = []
    count = 0
    try:
        db.execute("PRAGMA foreign_keys = OFF")
        for src in sources:
            for stmt in statements(src, "sqlite"):
                count += 1
                kind, label = classify(stmt)
                if kind == "skip":
                    skipped[label] = skipped.get(label, 0) + 1
                    continue
                try:
                    db.execute(stmt.text)
                except (sqlite3.Error, sqlite3.Warning) as e:
                    reason = f"SQLite refuses the statement ({e})"
                    d = located_error(src, stmt, reason)
                    if not allow_unparsed:
                        raise InputError(diagnostics=[d]) from None
                    unparsed.append(unparsed_entry(src, d, stmt, reason))
        catalog = replace(sqlite_reader.read(db), server_version=None, unparsed=tuple(unparsed))
    finally:
        db.close()
    return DdlResult(catalog, count, skipped)
