"""Change markers: how a bulk reader knows that the schema did not change while it read it.

A catalog is read with several queries. A migration that runs at the same time must not give
a catalog that is half the old schema and half the new one (keys gone from some tables, tables
missing, a column renamed in one query and not in the next), so each reader reads markers of
the catalog at the start of the read and again at its end, and stops with
:class:`~dbjavagenix.introspect.query.SchemaChanged` when they differ. Markers are cheap: they
do not repeat the read.

**MySQL / MariaDB.** ``information_schema`` is not transactional (MariaDB builds it from the
table definitions on the fly; a consistent-snapshot transaction does not cover it), so each
query may see another moment. Every DDL statement on a table (``ALTER``, ``DROP``/``CREATE``,
``RENAME``, an index, key, foreign key, CHECK or comment added or dropped) rewrites its
definition and moves its ``CREATE_TIME`` (measured on MariaDB 10.11: 23 kinds of statement).
The reader lists ``information_schema.TABLES`` first and last, and every table must come back
with the same kind, comment and ``CREATE_TIME``. ``CREATE_TIME`` counts whole seconds: a table
changed in the very second the read starts could change again in that second without moving
it, so the reader then waits for the next second and lists the tables again (:func:`settled`).
Views (whose ``CREATE_TIME`` is empty: ``CREATE OR REPLACE VIEW`` moves nothing) and tables of
engines without one (CSV) are read again at the end instead (:func:`unmarked`).

**PostgreSQL.** The read runs in one ``REPEATABLE READ`` transaction, so every catalog query
sees one snapshot. But the functions that print types, defaults and constraints
(``format_type``, ``pg_get_expr``, ``pg_get_constraintdef``, ``pg_get_indexdef``) look names up
in the catalog cache, which follows the newest committed state: a column renamed during the
read keeps its old name in ``pg_attribute`` and shows the new one in its CHECK constraint. What
the queries scan (comments, the expression trees of defaults, constraint rows) is the
snapshot's; what the cache gives are names and types: of columns, relations, types, functions,
schemas, constraints and indexes. So the markers of those catalogs in the snapshot are compared
with the newest state after the read (:func:`pg_changed`): how many rows there are (a row
dropped), the rows written after the snapshot began (a row added or changed), the rows written
by transactions still running when it began (a change that committed during the read; the
xmin of a catalog row says which transaction wrote it), and the relations' names and kinds.
Equal markers: the catalog is the snapshot's. A change elsewhere in the database (another
schema, a temporary table, ``TRUNCATE``, ``VACUUM``, ``GRANT``) does not count.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from dbjavagenix.introspect.query import ReadError, SchemaChanged, execute, run

# -- MySQL / MariaDB ------------------------------------------------------------------------------

MYSQL_SETTLE_TRIES = 3
"""How often the reader waits for a second without DDL before it gives up."""

Row = tuple[Any, ...]


def settled(list_tables: Callable[[], list[Row]], server_now: datetime | None) -> list[Row]:
    """The rows of ``information_schema.TABLES`` (name, type, comment, create time, *changed
    this second*) once no table was changed in the second the listing ran: when one was, wait
    until the server's clock has passed that second and list them again."""
    started = time.monotonic()
    for _ in range(MYSQL_SETTLE_TRIES):
        rows = list_tables()
        recent = [r for r in rows if r[4]]
        if not recent:
            return rows
        latest = max(r[3] for r in recent)
        if server_now is None:
            time.sleep(1.05)
            continue
        now = server_now + timedelta(seconds=time.monotonic() - started)
        wait = (latest + timedelta(seconds=1) - now).total_seconds() + 0.05
        time.sleep(min(max(wait, 0.05), 2.1))
    raise SchemaChanged(
        f"table `{sorted(r[0] for r in recent)[0]}` was changed again and again while genix read the schema"
    )


def compare_tables(before: Sequence[Row], after: Sequence[Row], kinds: Mapping[str, str]) -> None:
    """The tables and views (``kinds``: TABLE_TYPE values genix reads) came back with the same
    kind, comment and creation time at the end of the read as at its start."""
    first = {r[0]: (r[1], r[2], r[3]) for r in before if str(r[1]).upper() in kinds}
    last = {r[0]: (r[1], r[2], r[3]) for r in after if str(r[1]).upper() in kinds}
    if first == last:
        return
    appeared = sorted(set(last) - set(first))
    gone = sorted(set(first) - set(last))
    if gone:
        raise SchemaChanged(f"table `{gone[0]}` disappeared while genix read the schema")
    if appeared:
        raise SchemaChanged(f"table `{appeared[0]}` appeared while genix read the schema")
    name = sorted(n for n in first if first[n] != last[n])[0]
    raise SchemaChanged(f"table `{name}` was altered or re-created while genix read the schema")


def unmarked(rows: Sequence[Row], kinds: Mapping[str, str]) -> list[str]:
    """Tables and views whose ``CREATE_TIME`` says nothing: views, and tables of engines
    without one (CSV). They are read again at the end of the read instead."""
    return sorted(
        r[0]
        for r in rows
        if str(r[1]).upper() in kinds and (r[3] is None or kinds[str(r[1]).upper()] == "view")
    )


def compare_rows(
    kinds: Mapping[str, str], first: Mapping[str, Sequence[Row]], again: Sequence[Row], names: Sequence[str]
) -> None:
    """The rows read again (``again``, first field the table name) for ``names`` are the rows
    read first (``kinds``: ``table`` or ``view`` by name, for the message)."""
    later: dict[str, list[Row]] = {n: [] for n in names}
    for row in again:
        if row[0] in later:
            later[row[0]].append(tuple(row))
    for name in names:
        if sorted(map(tuple, first.get(name, ())), key=repr) != sorted(later[name], key=repr):
            raise SchemaChanged(f"{kinds.get(name, 'table')} `{name}` changed while genix read the schema")


def cross_check(
    column_rows: Mapping[str, Sequence[Row]], stats: Sequence[Row], fk_rows: Sequence[Row]
) -> None:
    """Every primary key and foreign key names a column that was read (a last line of defence:
    the markers catch the changes first)."""
    keyed = [(r[0], r[4]) for r in stats if r[1] == "PRIMARY"]  # (a functional index has no column)
    for table, column in [*keyed, *((r[0], r[2]) for r in fk_rows)]:
        cols = column_rows.get(table)
        if cols is None or column is None:
            continue
        if not any(c[1] == column for c in cols):
            raise SchemaChanged(
                f"table `{table}` lost or gained column `{column}` while genix read the schema"
            )


# -- PostgreSQL -----------------------------------------------------------------------------------

_PG_OTHER = """
SELECT k.xmin AS x FROM pg_constraint k WHERE k.connamespace = {ns}
UNION ALL SELECT i.xmin FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = {ns}
UNION ALL SELECT h.xmin FROM pg_inherits h JOIN pg_class c ON c.oid = h.inhrelid WHERE c.relnamespace = {ns}
UNION ALL SELECT t.xmin FROM pg_type t WHERE t.typnamespace = {ns} OR t.typtype IN ('d', 'e')
UNION ALL SELECT e.xmin FROM pg_enum e
UNION ALL SELECT n.xmin FROM pg_namespace n WHERE n.nspname !~ '^pg_(toast_)?temp_'
UNION ALL SELECT p.xmin FROM pg_proc p WHERE p.pronamespace = {ns}
"""
"""Catalog rows by the transaction that wrote each (``xmin``): the schema's constraints,
indexes and inheritance, the domains and enum types (of every schema, as the reader reads
them), the schema's own types and functions (named in defaults and checks), the schema names
(not the temporary ones another session's ``CREATE TEMP TABLE`` makes)."""
PG_READ_ROWS = """
SELECT a.xmin AS x FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
WHERE c.relnamespace = {ns} AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped
"""
"""The columns, as the reader's columns query reads them (postgres.py): that query returns
their ``xmin`` too, so their markers in the snapshot cost nothing (:func:`pg_read_marks`).
Joined like this they cost a good part of the columns query: after the read they are only
looked at when :data:`_PG_WHOLE` moved."""
PG_FINGERPRINT = (
    "SELECT count(*), coalesce(sum(r.x::text::bigint), 0), inet_server_addr()::text, inet_server_port(),"
    " current_user FROM ("
    + PG_READ_ROWS.format(ns="%(ns)s")
    + " UNION ALL "
    + _PG_OTHER.format(ns="%(ns)s")
    + " UNION ALL SELECT c.xmin FROM pg_class c WHERE c.relnamespace = %(ns)s"
    " UNION ALL SELECT d.xmin FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid"
    " WHERE c.relnamespace = %(ns)s"
    " UNION ALL SELECT d.xmin FROM pg_description d JOIN pg_class c ON c.oid = d.objoid"
    " AND d.classoid = 'pg_class'::regclass WHERE c.relnamespace = %(ns)s"
    ") r"
)
"""The state of every catalog row a read of the schema reads (``%(ns)s``: its oid): the
columns, constraints, indexes, types, enums, schemas and functions of the markers, and the
relations, defaults and comments read from the snapshot; and who reads (the server, the
account). Any change writes a row with a newer ``xmin`` or drops one: the row count or the sum
of the ``xmin`` moves (a ``TRUNCATE``, ``GRANT`` or ``ANALYZE`` may move it too: a read more,
never a stale one). Equal fingerprints: the catalog read before is the schema's (postgres.py)."""
_PG_WHOLE = "SELECT xmin AS x FROM pg_attribute"
"""Every schema's columns (a scan without joins, a few milliseconds): when their markers did
not move, neither did those of :data:`PG_READ_ROWS`."""
_PG_CLASSES = (
    "SELECT count(*) || ':' || coalesce(sum(hashtext(c.oid::text || ':' || c.relname || ':' || c.relkind::text"
    " || ':' || c.reltype::text)), 0) FROM pg_class c WHERE c.relnamespace = {ns}"
)
"""Each relation of the schema by its oid, name, kind and row type."""

_XID = "(SELECT age(mod({}, 4294967296)::text::xid))"
"""The age of a 64-bit transaction id of ``txid_current_snapshot()`` as a 32-bit ``xid``:
comparing ages compares transaction ids, across wraparound. (A scalar subquery: computed once,
not for every row.)"""


def pg_marker_sql(rows: str, ns: str, low: str, high: str) -> str:
    """``rows, newer, running`` of the catalog rows ``rows`` (SQL selecting one ``xmin``
    column, ``{ns}`` standing for the schema's oid): how many there are, how many were written
    by a transaction that started at or after ``high`` (a snapshot's xmax: invisible to it),
    and the sum of the transaction ids that wrote rows at or after ``low`` (the snapshot's
    xmin: transactions that may have been running when it was taken). ``ns``, ``low`` and
    ``high`` are SQL expressions."""
    newer = _XID.format(high)
    running = _XID.format(low)
    return (
        f"SELECT count(*) AS rows, count(*) FILTER (WHERE age(r.x) <= {newer}) AS newer, "
        f"coalesce(sum(r.x::text::bigint) FILTER (WHERE age(r.x) <= {running}), 0) AS running "
        f"FROM ({rows.format(ns=ns)}) r"
    )


PG_START = (
    "WITH s AS (SELECT txid_snapshot_xmin(q) AS lo, txid_snapshot_xmax(q) AS hi "
    "FROM txid_current_snapshot() q), n AS (SELECT oid FROM pg_namespace WHERE nspname = %s) "
    "SELECT (SELECT oid FROM n), s.lo, s.hi, o.rows, o.running, w.rows, w.running, ("
    + _PG_CLASSES.format(ns="(SELECT oid FROM n)")
    + ") FROM s, LATERAL ("
    + pg_marker_sql(_PG_OTHER, "(SELECT oid FROM n)", "(SELECT lo FROM s)", "(SELECT hi FROM s)")
    + ") o, LATERAL ("
    + pg_marker_sql(_PG_WHOLE, "", "(SELECT lo FROM s)", "(SELECT hi FROM s)")
    + ") w"
)
"""The markers inside the read's snapshot (its first catalog query): the schema's oid, the
snapshot's xmin and xmax, the rows and running sums of :data:`_PG_OTHER` and
:data:`_PG_WHOLE` (:func:`pg_marker_sql`), the relations' hash. The rows of
:data:`PG_READ_ROWS` come with the reader's queries."""
_PG_END = (
    "SELECT o.rows, o.newer, o.running, w.rows, w.newer, w.running, ("
    + _PG_CLASSES.format(ns="%(ns)s")
    + f") FROM ({pg_marker_sql(_PG_OTHER, '%(ns)s', '%(lo)s', '%(hi)s')}) o, "
    + f"({pg_marker_sql(_PG_WHOLE, '', '%(lo)s', '%(hi)s')}) w"
)
"""The markers after the snapshot, in a fresh one: :data:`_PG_OTHER`, :data:`_PG_WHOLE` and
the relations' hash."""
_PG_END_READ = pg_marker_sql(PG_READ_ROWS, "%(ns)s", "%(lo)s", "%(hi)s")
"""The markers of :data:`PG_READ_ROWS` after the snapshot (when :data:`_PG_WHOLE` moved)."""
_PG_WHICH = """
SELECT name, kind FROM (
SELECT c.relname AS name, c.relkind::text AS kind FROM pg_class c
WHERE c.relnamespace = %(ns)s AND (
  age(c.xmin) <= {newer}
  OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND age(a.xmin) <= {newer})
  OR EXISTS (SELECT 1 FROM pg_attrdef d WHERE d.adrelid = c.oid AND age(d.xmin) <= {newer})
  OR EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND age(k.xmin) <= {newer})
  OR EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND age(i.xmin) <= {newer}))
UNION ALL
SELECT t.typname, 'T' FROM pg_type t
WHERE (t.typnamespace = %(ns)s OR t.typtype IN ('d', 'e')) AND t.typrelid = 0 AND t.typcategory <> 'A'
  AND age(t.xmin) <= {newer}
) w ORDER BY kind NOT IN ('r', 'p', 'v', 'm', 'f'), kind = 'T', name LIMIT 1
""".format(newer=_XID.format("%(hi)s"))
_RELKINDS = {
    "r": "table",
    "p": "table",
    "f": "table",
    "v": "view",
    "m": "view",
    "S": "sequence",
    "i": "index",
}


@dataclass(frozen=True)
class PgStart:
    """The markers of the read's snapshot."""

    ns: int
    """The schema's oid."""
    low: int
    """The snapshot's xmin (64-bit)."""
    high: int
    """The snapshot's xmax (64-bit)."""
    other: tuple[int, int]
    """Rows and running sum of :data:`_PG_OTHER`."""
    whole: tuple[int, int]
    """Rows and running sum of :data:`_PG_WHOLE`."""
    relations: str
    read: tuple[int, int] | None = None
    """Rows and running sum of :data:`PG_READ_ROWS`, once the reader's queries returned them."""

    @classmethod
    def of(cls, row: Sequence[Any]) -> PgStart:
        ns, low, high, rows, running, whole_rows, whole_running, relations = row
        return cls(
            int(ns),
            int(low),
            int(high),
            (int(rows), int(running)),
            (int(whole_rows), int(whole_running)),
            str(relations),
        )

    def with_read(self, xmins: Iterable[Any]) -> PgStart:
        """These markers and those of the rows of :data:`PG_READ_ROWS` the reader's queries
        returned (their ``xmin``, None where a left join found no row)."""
        return replace(self, read=pg_read_marks(xmins, self.low))


def pg_read_marks(xmins: Iterable[Any], low: int) -> tuple[int, int]:
    """``(rows, running)`` of :func:`pg_marker_sql` for xmins the reader fetched, computed as
    the server does: rows counted, and the transaction ids at or after ``low`` (a 64-bit
    snapshot xmin; 32-bit ids compared across wraparound; ids 0-2 are special) summed."""
    floor = low % _XIDS
    rows = running = 0
    for x in xmins:
        if x is None:
            continue
        rows += 1
        xid = int(x)
        if xid > 2 and (xid - floor) % _XIDS < _XIDS // 2:
            running += xid
    return rows, running


_XIDS = 1 << 32


def pg_changed(cur: Any, start: PgStart, schema: str) -> str | None:
    """Why the catalog of ``schema`` is not what the snapshot ``start`` saw any more (None when
    it is): ends the read's transaction, then reads the markers in a fresh one."""
    execute(cur, "the end of the snapshot", "ROLLBACK")
    params = {"ns": start.ns, "lo": start.low, "hi": start.high}
    rows, newer, running, whole_rows, whole_newer, whole_running, relations = run(
        cur, f"the catalog of schema {schema} again", _PG_END, params
    )[0]
    same = (int(rows), int(running)) == start.other and str(relations) == start.relations and not int(newer)
    if same and ((int(whole_rows), int(whole_running)) != start.whole or int(whole_newer)):
        # the columns, defaults or comments of some schema changed: of this one?
        read_rows, read_newer, read_running = run(
            cur, f"the columns of schema {schema} again", _PG_END_READ, params
        )[0]
        # (a read that failed half-way has no markers of its own rows: only newer rows count)
        moved = start.read is not None and (int(read_rows), int(read_running)) != start.read
        same = not moved and not int(read_newer)
    if same:
        return None
    for name, kind in run(cur, "what changed", _PG_WHICH, params):
        return f"{_RELKINDS.get(kind, 'type')} `{name}` changed while genix read the schema"
    return f"a table, column, key, index or type of schema {schema} changed while genix read it"


def pg_check(cur: Any, start: PgStart, schema: str, failure: ReadError | None = None) -> None:
    """Raise :class:`SchemaChanged` when the catalog changed during the read. After a failed
    query (``failure``), only when a change explains it (a function that looked up a dropped
    object: ``cache lookup failed``); if the markers cannot be read either (the connection is
    gone), the failure stands."""
    if failure is None:
        why = pg_changed(cur, start, schema)
    else:
        try:
            why = pg_changed(cur, start, schema)
        except ReadError:
            return
    if why is not None:
        raise SchemaChanged(why) from failure
