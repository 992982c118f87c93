"""SQLite metadata in bulk: four queries over ``sqlite_schema`` joined with the
``pragma_table_xinfo`` / ``pragma_index_list`` / ``pragma_index_info`` /
``pragma_foreign_key_list`` table-valued functions, whatever the number of tables.

SQLite reports no autoincrement flag: an ``INTEGER PRIMARY KEY`` column (exactly that type
name, single-column key) is the rowid alias and is filled on insert, so it counts as
autoincrement. Unique constraints are the ``origin = 'u'`` indexes; ``indexes`` lists the
``CREATE INDEX`` ones.

Virtual tables (FTS5, FTS3/4, R*Tree) keep their data in shadow tables (``docs_data``,
``docs_idx`` ...) that only the module may write: each is marked ``shadow_of`` its virtual table
(found from the virtual table's ``USING module``, so every SQLite version reads the same), and a
virtual table's hidden columns (FTS5's ``rank`` and table-named column) are not columns to write.

``check_values`` come from the ``CHECK (...)`` clauses of the table's ``CREATE TABLE`` text
(SQLite keeps no other record of them; ``introspect/checks.py``).

The queries run in one read transaction, so they all see the same database while another
process changes it (a snapshot in WAL mode; otherwise the writer waits for the read to end).
A write-ahead log whose header is damaged is refused (:func:`wal_damage`): SQLite would ignore
the whole log, and with it the schema changes it holds.
"""

from __future__ import annotations

import re
import sqlite3
import struct
from collections import defaultdict
from pathlib import Path
from typing import Any

from dbjavagenix.introspect.catalog import (
    Catalog,
    Column,
    ForeignKey,
    Index,
    PrimaryKey,
    Table,
    UniqueConstraint,
)
from dbjavagenix.introspect.checks import apply_checks, checks_in_create
from dbjavagenix.introspect.typetext import parse_type

_OBJECTS = """
SELECT type, name, sql FROM sqlite_schema
WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY name
"""
_COLUMNS = """
SELECT m.name, p.cid, p.name, p.type, p."notnull", p.dflt_value, p.pk, p.hidden
FROM sqlite_schema AS m JOIN pragma_table_xinfo(m.name) AS p
WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, p.cid
"""
_INDEXES = """
SELECT m.name, il.name, il."unique", il.origin, ii.seqno, ii.name
FROM sqlite_schema AS m
JOIN pragma_index_list(m.name) AS il
JOIN pragma_index_info(il.name) AS ii
WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, il.name, ii.seqno
"""
_FKS = """
SELECT m.name, fk.id, fk.seq, fk."table", fk."from", fk."to", fk.on_update, fk.on_delete
FROM sqlite_schema AS m JOIN pragma_foreign_key_list(m.name) AS fk
WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, fk.id, fk.seq
"""
QUERY_COUNT = 7
"""Statements :func:`read` issues, whatever the table count: the four catalog queries and the
version, in one read transaction (``BEGIN`` ... ``ROLLBACK``)."""

SHADOW_SUFFIXES = {
    "fts5": ("data", "idx", "content", "docsize", "config"),
    "fts4": ("content", "segments", "segdir", "docsize", "stat"),
    "fts3": ("content", "segments", "segdir", "docsize", "stat"),
    "rtree": ("node", "rowid", "parent"),
    "rtree_i32": ("node", "rowid", "parent"),
    "geopoly": ("node", "rowid", "parent"),
}
"""The shadow tables each virtual-table module keeps (``<table>_<suffix>``), from SQLite's
documentation of FTS5, FTS3/4 and R*Tree."""
_USING = re.compile(r"\bUSING\s+(\w+)", re.IGNORECASE)


def shadow_tables(objects: list[tuple[Any, ...]]) -> dict[str, str]:
    """Shadow table name → its virtual table, for ``(type, name, sql)`` rows of ``sqlite_schema``."""
    names = {row[1] for row in objects}
    out: dict[str, str] = {}
    for _kind, name, sql in objects:
        if not sql or not sql.lstrip().upper().startswith("CREATE VIRTUAL"):
            continue
        m = _USING.search(sql)
        for suffix in SHADOW_SUFFIXES.get(m.group(1).lower(), ()) if m else ():
            if f"{name}_{suffix}" in names:
                out[f"{name}_{suffix}"] = name
    return out


def _action(text: str | None) -> str | None:
    if not text or text.upper() == "NO ACTION":
        return None
    return text.upper()


def read(conn: sqlite3.Connection | Any, database: str | None = None) -> Catalog:
    """Read the whole catalog through a DB-API connection to SQLite, in one read transaction."""
    cur = conn.cursor()
    own = not getattr(conn, "in_transaction", False)  # (else the caller's transaction is the one)
    if own:
        cur.execute("BEGIN")
    try:
        objects = cur.execute(_OBJECTS).fetchall()
        columns: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
        for row in cur.execute(_COLUMNS).fetchall():
            columns[row[0]].append(row)
        index_rows: dict[str, dict[tuple[str, int, str], list[str]]] = defaultdict(lambda: defaultdict(list))
        for tname, iname, unique, origin, _seq, col in cur.execute(_INDEXES).fetchall():
            index_rows[tname][(iname, unique, origin)].append(col if col is not None else "<expression>")
        fk_rows: dict[str, dict[int, list[tuple[Any, ...]]]] = defaultdict(lambda: defaultdict(list))
        for row in cur.execute(_FKS).fetchall():
            fk_rows[row[0]][row[1]].append(row)
        version = cur.execute("SELECT sqlite_version()").fetchone()[0]
    finally:
        try:
            if own:
                cur.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the failure being raised says more
        cur.close()

    shadows = shadow_tables(objects)
    tables = []
    for kind, name, sql in objects:
        rows = [r for r in columns.get(name, []) if r[7] != 1]  # 1: a virtual table's hidden column
        pk_cols = [r[2] for r in sorted((r for r in rows if r[6]), key=lambda r: r[6])]
        rowid_alias = (
            kind == "table"
            and len(pk_cols) == 1
            and next(r for r in rows if r[2] == pk_cols[0])[3].strip().upper() == "INTEGER"
        )
        cols = []
        for _t, _cid, cname, ctype, notnull, dflt, pk, hidden in rows:
            pt = parse_type(ctype or "")
            cols.append(
                Column(
                    name=cname,
                    type=ctype or "",
                    data_type=pt.data_type,
                    nullable=not notnull and not (rowid_alias and pk),
                    length=pt.length,
                    precision=pt.precision,
                    scale=pt.scale,
                    unsigned=pt.unsigned,
                    default=dflt,
                    autoincrement=bool(rowid_alias and pk),
                    generated="generated" if hidden in (2, 3) else None,
                    enum_values=pt.enum_values,
                )
            )
        indexes = []
        uniques = []
        for (iname, unique, origin), icols in sorted(index_rows.get(name, {}).items()):
            if origin == "pk":
                continue
            if origin == "u":
                uniques.append(
                    UniqueConstraint(tuple(icols), None if iname.startswith("sqlite_autoindex_") else iname)
                )
            else:
                indexes.append(Index(iname, tuple(icols), bool(unique)))
        fks = []
        for _id, parts in sorted(fk_rows.get(name, {}).items()):
            ref_table = parts[0][3]
            fks.append(
                ForeignKey(
                    columns=tuple(p[4] for p in parts),
                    referred_table=ref_table,
                    referred_columns=tuple(p[5] if p[5] is not None else "" for p in parts),
                    on_update=_action(parts[0][6]),
                    on_delete=_action(parts[0][7]),
                )
            )
        fks = _fill_implicit_fk_targets(fks, columns)
        tables.append(
            Table(
                name=name,
                columns=apply_checks(cols, checks_in_create(sql) if kind == "table" and sql else ()),
                kind="view" if kind == "view" else "table",
                primary_key=PrimaryKey(tuple(pk_cols)) if pk_cols else None,
                foreign_keys=tuple(sorted(fks, key=lambda f: (f.referred_table, f.columns))),
                indexes=tuple(indexes),
                unique_constraints=tuple(sorted(uniques, key=lambda u: (u.name or "", u.columns))),
                shadow_of=shadows.get(name),
            )
        )
    return Catalog(dialect="sqlite", tables=tuple(tables), database=database, server_version=version)


def _fill_implicit_fk_targets(
    fks: list[ForeignKey], columns: dict[str, list[tuple[Any, ...]]]
) -> list[ForeignKey]:
    """``REFERENCES parent`` without columns means the parent's primary key."""
    out = []
    for fk in fks:
        if all(fk.referred_columns):
            out.append(fk)
            continue
        parent = columns.get(fk.referred_table, [])
        pk = [r[2] for r in sorted((r for r in parent if r[6]), key=lambda r: r[6])]
        out.append(
            ForeignKey(
                fk.columns,
                fk.referred_table,
                tuple(pk) or fk.referred_columns,
                fk.name,
                fk.referred_schema,
                fk.on_update,
                fk.on_delete,
            )
        )
    return out


_WAL_MAGIC = (0x377F0682, 0x377F0683)
_WAL_VERSION = 3007000


def wal_damage(path: Path) -> str | None:
    """Why the write-ahead log of the SQLite database ``path`` (``path-wal``) is damaged, or None.

    In WAL mode (the database header's read and write versions are 2) committed transactions
    live in the log until a checkpoint copies them into the database file. SQLite ignores a log
    whose header is not valid (https://www.sqlite.org/fileformat2.html#walformat: magic number,
    format version 3007000, checksum of the first 24 bytes), and so every transaction in it: the
    tables it created would be missing from the catalog, and their code would look deleted. An
    empty log, or none, is normal; a damaged frame after a valid header is what a crash leaves
    (SQLite keeps the transactions before it) and is not looked for."""
    wal = path.with_name(path.name + "-wal")
    try:
        with path.open("rb") as f:
            header = f.read(20)
        if len(header) < 20 or header[18:20] != b"\x02\x02":
            return None  # not in WAL mode: SQLite does not read a -wal file
        if not wal.is_file():
            return None
        with wal.open("rb") as f:
            head = f.read(32)
    except OSError:
        return None  # reading the database says what is wrong
    if not head:
        return None
    if len(head) < 32:
        return f"{wal.name} is {len(head)} bytes long, shorter than a log header"
    words = struct.unpack(">8I", head)
    if words[0] not in _WAL_MAGIC:
        return f"{wal.name} does not start with the write-ahead log's magic number"
    if words[1] != _WAL_VERSION:
        return f"{wal.name} has format version {words[1]}, not {_WAL_VERSION}"
    if _wal_checksum(head[:24], big_endian=words[0] & 1 == 1) != (words[6], words[7]):
        return f"the header checksum of {wal.name} does not match"
    return None


def _wal_checksum(data: bytes, *, big_endian: bool) -> tuple[int, int]:
    """SQLite's WAL checksum of ``data`` (a multiple of 8 bytes)."""
    values = struct.unpack((">" if big_endian else "<") + f"{len(data) // 4}I", data)
    s0 = s1 = 0
    for i in range(0, len(values), 2):
        s0 = (s0 + values[i] + s1) & 0xFFFFFFFF
        s1 = (s1 + values[i + 1] + s0) & 0xFFFFFFFF
    return s0, s1
