"""The base store: ``.genix/base.sqlite``, every render genix may need as the base of a later
three-way merge, addressed by its SHA-256 (zlib-compressed).

One SQLite file rather than a file per object: a cold build of 1000 tables stores its 6000
bases in one transaction instead of 6000 file creations, which cost as much as writing the
generated files themselves.

Crash safety without ordering tricks: objects are committed (SQLite's own journal) before any
manifest refers to them, are never changed afterwards, and objects no manifest refers to are
deleted only after the new manifest is saved. An object that fails its hash check on reading
counts as missing (the merge then reports a conflict rather than guessing).
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Collection, Iterable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from dbjavagenix.errors import FileSystemError, Location
from dbjavagenix.output.manifest import MANIFEST_DIR, digest

STORE_FILE = "base.sqlite"
_SCHEMA = "CREATE TABLE IF NOT EXISTS objects (sha TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID"


def store_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / STORE_FILE


def _connect(output_root: Path, create: bool, write: bool = True) -> sqlite3.Connection | None:
    path = store_path(output_root)
    if not create and not path.exists():
        return None
    if not write:  # reading (a plan) leaves the store as it is: no journal, no schema change
        return sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=60)
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path, timeout=60, isolation_level=None)
    try:
        con.execute("PRAGMA synchronous = FULL")
        con.execute(_SCHEMA)
    except sqlite3.Error:
        con.close()
        raise
    return con


@contextmanager
def _guarded(output_root: Path) -> Iterator[None]:
    """SQLite errors of the store as one located error: a damaged file, or one genix cannot write."""
    try:
        yield
    except sqlite3.DatabaseError as e:
        path = store_path(output_root)
        text = str(e)
        if "not a database" in text or "malformed" in text or "corrupt" in text:
            raise FileSystemError(
                f"genix's base store is damaged ({text})",
                location=Location(file=str(path)),
                hint="restore it from version control, or delete it: files you edited then come up as "
                "conflicts instead of being merged (nothing is overwritten)",
            ) from None
        if "disk is full" in text or "disk i/o" in text.lower():
            raise FileSystemError(
                f"cannot write genix's base store: No space left on device ({text})",
                location=Location(file=str(path)),
                hint="free some space on that file system (nothing was half-written: run the build again)",
            ) from None
        raise FileSystemError(
            f"cannot use genix's base store: {text}",
            location=Location(file=str(path)),
            hint="check that the file system is writable and has free space",
        ) from None


def put_many(output_root: Path, items: Iterable[bytes]) -> list[str]:
    """Store every item (once, in one transaction) and return their hashes."""
    rows: dict[str, bytes] = {}
    for data in items:
        rows.setdefault(digest(data), data)
    if not rows:
        return []
    with _guarded(output_root):
        return _put(output_root, rows)


def _put(output_root: Path, rows: dict[str, bytes]) -> list[str]:
    con = _connect(output_root, create=True)
    assert con is not None
    with closing(con):
        have: set[str] = set()
        keys = list(rows)
        for i in range(0, len(keys), 500):
            chunk = keys[i : i + 500]
            marks = ",".join("?" * len(chunk))
            have.update(r[0] for r in con.execute(f"SELECT sha FROM objects WHERE sha IN ({marks})", chunk))
        new = [(sha, zlib.compress(data, 1)) for sha, data in rows.items() if sha not in have]
        if new:
            con.execute("BEGIN IMMEDIATE")
            con.executemany("INSERT OR IGNORE INTO objects (sha, data) VALUES (?, ?)", new)
            con.execute("COMMIT")
    return list(rows)


def put(output_root: Path, data: bytes) -> str:
    """Store ``data`` (once) and return its hash."""
    return put_many(output_root, [data])[0]


def get(output_root: Path, sha: str) -> bytes | None:
    """The stored bytes of ``sha``, or None when missing or damaged."""
    with _guarded(output_root):
        con = _connect(output_root, create=False, write=False)
        if con is None:
            return None
        with closing(con):
            try:
                row = con.execute("SELECT data FROM objects WHERE sha = ?", (sha,)).fetchone()
            except sqlite3.OperationalError as e:
                if "no such table" not in str(e):
                    raise
                return None  # no objects table yet
    if row is None:
        return None
    try:
        data = zlib.decompress(row[0])
    except zlib.error:
        return None
    return data if digest(data) == sha else None


def gc(output_root: Path, keep: Collection[str]) -> int:
    """Delete the objects not in ``keep``; returns how many."""
    with _guarded(output_root):
        return _gc(output_root, keep)


def _gc(output_root: Path, keep: Collection[str]) -> int:
    con = _connect(output_root, create=False)
    if con is None:
        return 0
    with closing(con):
        con.execute("BEGIN IMMEDIATE")
        con.execute("CREATE TEMP TABLE keep (sha TEXT PRIMARY KEY)")
        con.executemany("INSERT OR IGNORE INTO keep VALUES (?)", ((s,) for s in keep))
        removed = con.execute("DELETE FROM objects WHERE sha NOT IN (SELECT sha FROM keep)").rowcount
        con.execute("COMMIT")
    return int(removed)
