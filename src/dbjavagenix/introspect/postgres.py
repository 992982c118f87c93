"""PostgreSQL metadata in bulk: a fixed number of ``pg_catalog`` queries for one schema,
whatever its table count.

Queries, in one repeatable-read transaction (one snapshot): session settings (``statement_timeout``,
no JIT), server facts, the schema's oid and the snapshot's change markers; domains and enum
types; relations; columns; constraints (primary, unique, foreign keys, checks); other indexes.
Then the markers again, after the snapshot: a change committed during the read stops it
(:mod:`.markers`: the functions that print types and constraints see the newest state).

What the catalog gets, and from where:

* ``type`` is ``format_type()`` of the column (``character varying(45)``, ``numeric(5,2)``,
  ``text[]``, ``mpaa_rating``, ``year`` for a domain); ``data_type`` the base type without
  modifiers (``character varying``, ``timestamp with time zone``). Arrays keep their element
  type in ``data_type`` and count their dimensions in ``array_dimensions`` (at least 1).
* Enum types: ``data_type`` ``enum``, ``user_type`` the type name, ``enum_values`` its labels
  in sort order. Domains resolve to their base type (through domains of domains), with
  ``user_type`` the domain name; a domain's NOT NULL and default apply to the column.
* ``autoincrement``: identity columns (``identity`` ``always``/``by default``) and
  ``nextval(...)`` defaults (``serial``); generated columns carry their expression in
  ``generated`` and no default.
* ``check_values``: single-column CHECK constraints that list the column's values
  (``pg_get_constraintdef``: ``status = ANY (ARRAY[...])``, ``... OR ...``; ``introspect/checks.py``).
* ``COMMENT ON`` texts fill ``comment`` (tables, views, columns).
* Partitions are collapsed into their parent: declarative partitions (``PARTITION OF``) and
  inheritance children whose columns are exactly the parent's (sakila's ``payment_p2007_01``
  style). A child that adds columns is a table of its own.
* Views and materialized views are ``kind="view"``; foreign tables are tables.
* ``unique_constraints`` are ``UNIQUE`` constraints; ``indexes`` the other indexes (a unique
  index made by ``CREATE UNIQUE INDEX`` is an index), ``kind`` the access method when it is
  not btree (``gist``, ``gin`` ...). Foreign key rules: ``NO ACTION`` reads as None.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from dbjavagenix.introspect import markers
from dbjavagenix.introspect.catalog import (
    Catalog,
    Column,
    ForeignKey,
    Index,
    PrimaryKey,
    Table,
    TableKind,
    UniqueConstraint,
)
from dbjavagenix.introspect.checks import apply_checks
from dbjavagenix.introspect.query import MissingSchema, ReadError, execute, run

MAX_QUERIES = 12
"""Most queries :func:`read` issues, whatever the table count."""

_SNAPSHOT = "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"
"""The first statement of the read's transaction: every catalog query sees one snapshot."""

_SETTINGS = "SELECT set_config('statement_timeout', %s, false), set_config('jit', 'off', false)"
_SERVER = f"""
SELECT current_setting('server_version'), current_database(),
       current_setting('server_version_num')::int, m.*
FROM ({markers.PG_START}) m
"""
_SCHEMAS = """
SELECT nspname FROM pg_namespace
WHERE nspname !~ '^pg_' AND nspname <> 'information_schema' ORDER BY nspname
"""
_TYPES = """
SELECT t.oid, quote_ident(n.nspname), quote_ident(t.typname), t.typtype, t.typbasetype, t.typnotnull, t.typdefault,
       format_type(t.typbasetype, t.typtypmod), bt.typcategory, bt.typelem,
       format_type(CASE WHEN bt.typcategory = 'A' AND bt.typelem <> 0 THEN bt.typelem
                        ELSE t.typbasetype END, NULL),
       ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder)
FROM pg_type t
JOIN pg_namespace n ON n.oid = t.typnamespace
LEFT JOIN pg_type bt ON bt.oid = t.typbasetype
WHERE t.typtype IN ('d', 'e')
"""
_RELATIONS = """
SELECT c.oid, c.relname, c.relkind, {ispartition}, d.description,
       (SELECT i.inhparent FROM pg_inherits i WHERE i.inhrelid = c.oid ORDER BY i.inhseqno LIMIT 1)
FROM pg_class c
LEFT JOIN pg_description d ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0
WHERE c.relnamespace = %s AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
"""
_COLUMNS = """
SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
       pg_get_expr(ad.adbin, ad.adrelid), a.attidentity, {generated}, d.description,
       s.soid, a.attndims, t.typcategory = 'A' AND t.typelem <> 0, st.typtype, format_type(s.soid, NULL),
       a.xmin
FROM pg_attribute a
JOIN pg_class c ON c.oid = a.attrelid
JOIN pg_type t ON t.oid = a.atttypid
CROSS JOIN LATERAL (SELECT CASE WHEN t.typcategory = 'A' AND t.typelem <> 0
                                THEN t.typelem ELSE a.atttypid END AS soid) s
JOIN pg_type st ON st.oid = s.soid
LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
LEFT JOIN pg_description d
  ON d.objoid = a.attrelid AND d.classoid = 'pg_class'::regclass AND d.objsubid = a.attnum
WHERE c.relnamespace = %s AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0
  AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum
"""
_CONSTRAINTS = """
SELECT k.conrelid, k.conname, k.contype,
       ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, o)
             JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.o),
       rn.nspname, rc.relname,
       ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, o)
             JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.o),
       k.confupdtype, k.confdeltype,
       CASE WHEN k.contype = 'c' THEN pg_get_constraintdef(k.oid, true) END
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid
LEFT JOIN pg_class rc ON rc.oid = k.confrelid
LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
WHERE c.relnamespace = %s AND k.contype IN ('p', 'u', 'f', 'c') {toplevel}
"""
_INDEXES = """
SELECT i.indrelid, ic.relname, i.indisunique, am.amname,
       ARRAY(SELECT CASE WHEN i.indkey[k - 1] = 0 THEN pg_get_indexdef(i.indexrelid, k, true)
                         ELSE (SELECT a.attname::text FROM pg_attribute a
                               WHERE a.attrelid = i.indrelid AND a.attnum = i.indkey[k - 1]) END
             FROM generate_series(1, {keyatts}) k ORDER BY k)
FROM pg_index i
JOIN pg_class ic ON ic.oid = i.indexrelid
JOIN pg_class c ON c.oid = i.indrelid
JOIN pg_am am ON am.oid = ic.relam
WHERE c.relnamespace = %s AND NOT i.indisprimary
  AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid
                  AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))
"""
_ACTIONS = {"r": "RESTRICT", "c": "CASCADE", "n": "SET NULL", "d": "SET DEFAULT"}
_CHAR = frozenset({"character varying", "character", "bit", "bit varying", "varchar", "char", "bpchar"})
_TIMES = frozenset(
    {
        "time without time zone",
        "time with time zone",
        "timestamp without time zone",
        "timestamp with time zone",
        "interval",
    }
)
_NUMBERS = re.compile(r"\((\d+)(?:\s*,\s*(\d+))?\)")


_READ: dict[tuple[object, ...], Catalog] = {}
"""The schemas read in this process, by database, schema, server version and the schema's
fingerprint (:data:`markers.PG_FINGERPRINT`, taken in the read's snapshot): a long-lived process
(``genix mcp``, ``watch``) reads a schema again only when it changed."""
_KEPT = 8


def forget_catalogs() -> None:
    """Forget the schemas read (tests that change a schema behind the reader's back)."""
    _READ.clear()


def read(conn: Any, schema: str = "public", *, statement_timeout: float | None = None) -> Catalog:
    """Read ``schema`` through a DB-API connection to PostgreSQL (10 or newer)."""
    cur = conn.cursor()
    try:
        # JIT compiling these catalog joins costs more than running them (0.3 s of 0.35 s on
        # 1000 tables): the session turns it off
        ms = str(int(statement_timeout * 1000)) if statement_timeout else "0"
        execute(cur, "a consistent snapshot", _SNAPSHOT)
        run(cur, "the session settings", _SETTINGS, (ms,))
        version, database, version_num, *marks = run(cur, "the server version", _SERVER, (schema,))[0]
        if marks[0] is None:
            names = [r[0] for r in run(cur, "the list of schemas", _SCHEMAS)]
            raise MissingSchema("schema", schema, names, database)
        start = markers.PgStart.of(marks)
        mark = run(cur, "the schema's fingerprint", markers.PG_FINGERPRINT, {"ns": start.ns})[0]
        key = (database, schema, str(version), *mark)
        found = _READ.get(key)
        if found is not None:
            return found
        try:
            tables, xmins = _read(cur, schema, start.ns, int(version_num))
        except ReadError as e:
            markers.pg_check(cur, start, schema, failure=e)
            raise
        markers.pg_check(cur, start.with_read(xmins), schema)
        catalog = Catalog(dialect="postgresql", tables=tables, database=database, server_version=str(version))
        if len(_READ) >= _KEPT:
            del _READ[next(iter(_READ))]
        _READ[key] = catalog
        return catalog
    finally:
        cur.close()


class _Domain:
    """A domain: its base type (possibly another domain), NOT NULL and default."""

    __slots__ = ("base", "default", "dims", "name", "notnull", "scalar", "type_text")

    def __init__(self, row: tuple[Any, ...], schema: str) -> None:
        _oid, nsp, name, _tt, self.base, self.notnull, self.default, self.type_text = row[:8]
        category, elem, self.scalar = row[8], row[9], row[10]
        self.name = _type_name(nsp, name, schema)
        self.dims = 1 if category == "A" and elem else 0


def _read(cur: Any, schema: str, ns: int, version_num: int) -> tuple[tuple[Table, ...], list[Any]]:
    """The tables, and the ``xmin`` of the catalog rows :data:`markers.PG_READ_ROWS` names
    (the columns' rows carry them)."""
    where = f"schema {schema}"
    domains: dict[int, _Domain] = {}
    enums: dict[int, tuple[str, tuple[str, ...]]] = {}
    for row in run(cur, "the domains and enum types", _TYPES):
        if row[3] == "e":
            enums[row[0]] = (_type_name(row[1], row[2], schema), tuple(row[11] or ()))
        else:
            domains[row[0]] = _Domain(row, schema)
    relations = run(
        cur,
        f"the tables of {where}",
        _RELATIONS.format(ispartition="c.relispartition" if version_num >= 100000 else "false"),
        (ns,),
    )
    column_rows: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    generated = "a.attgenerated" if version_num >= 120000 else "''::text"
    for row in run(cur, f"the columns of {where}", _COLUMNS.format(generated=generated), (ns,)):
        column_rows[row[0]].append(row)
    toplevel = "AND k.conparentid = 0" if version_num >= 110000 else ""
    constraints: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for row in run(cur, f"the constraints of {where}", _CONSTRAINTS.format(toplevel=toplevel), (ns,)):
        constraints[row[0]].append(row)
    keyatts = "i.indnkeyatts" if version_num >= 110000 else "i.indnatts"
    index_rows: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for row in run(cur, f"the indexes of {where}", _INDEXES.format(keyatts=keyatts), (ns,)):
        index_rows[row[0]].append(row)

    by_oid = {r[0]: r for r in relations}
    xmins = [r[13] for rows in column_rows.values() for r in rows]
    tables = []
    for oid, name, relkind, ispartition, comment, parent in relations:
        kind: TableKind = "view" if relkind in ("v", "m") else "table"
        try:
            columns = tuple(_column(r, domains, enums, schema) for r in column_rows.get(oid, []))
            if ispartition or _same_columns_as_parent(parent, columns, by_oid, column_rows):
                continue
            tables.append(
                _table(
                    name, kind, comment, schema, columns, constraints.get(oid, []), index_rows.get(oid, [])
                )
            )
        except Exception as e:
            raise ReadError(f"{kind} {schema}.{name}", e) from e
    tables.sort(key=lambda t: t.name)
    return tuple(tables), xmins


def _type_name(nsp: str, name: str, schema: str) -> str:
    """The type as SQL writes it (quoted by ``quote_ident``), qualified outside the read schema."""
    plain = nsp.strip('"').replace('""', '"')
    return name if plain in (schema, "public", "pg_catalog") else f"{nsp}.{name}"


def _same_columns_as_parent(
    parent: int | None,
    columns: tuple[Column, ...],
    by_oid: dict[int, tuple[Any, ...]],
    column_rows: dict[int, list[tuple[Any, ...]]],
) -> bool:
    """An inheritance child with exactly its parent's columns is a partition of it."""
    if parent is None:
        return False
    if parent not in by_oid:  # the parent lives in another schema: compare what we have
        return False
    theirs = [(r[1], r[2]) for r in column_rows.get(parent, [])]
    return theirs == [(c.name, c.type) for c in columns]


def numbers_of(
    text: str, data_type: str
) -> tuple[int | None, int | None, int | None]:  # length, precision, scale
    m = _NUMBERS.search(text)
    if not m:
        return None, None, None
    first = int(m.group(1))
    second = int(m.group(2)) if m.group(2) else None
    if data_type in _CHAR:
        return first, None, None
    if data_type in _TIMES:
        return None, first, None
    return None, first, second


def _column(
    row: tuple[Any, ...],
    domains: dict[int, _Domain],
    enums: dict[int, tuple[str, tuple[str, ...]]],
    schema: str,
) -> Column:
    (_rel, name, type_text, notnull, default, identity, gen, comment, soid, ndims, is_array, styp, sname) = (
        row[:13]
    )
    dims = max(int(ndims or 0), 1) if is_array else 0
    data_type = str(sname)
    user_type = None
    enum_values: tuple[str, ...] = ()
    nullable = not notnull
    shape_text = str(type_text)
    seen = set()
    while styp == "d" and soid in domains and soid not in seen:  # domain (of a domain ...)
        seen.add(soid)
        dom = domains[soid]
        user_type = user_type or dom.name
        nullable = nullable and not dom.notnull
        if default is None and dom.default is not None:
            default = dom.default
        dims = dims or dom.dims
        shape_text = str(dom.type_text)
        soid = dom.base if not dom.dims else None
        data_type = str(dom.scalar)
        styp = "d" if soid in domains else ("e" if soid in enums else "b")
    if styp == "e" and soid in enums:
        user_type, enum_values = enums[soid][0], enums[soid][1]
        data_type = "enum"
    length, precision, scale = numbers_of(shape_text, data_type)
    generated = None
    if gen == "s":
        generated, default = default or "generated", None
    ident = {"a": "always", "d": "by default"}.get(identity or "")
    autoincrement = ident is not None or (default is not None and str(default).startswith("nextval("))
    return Column(
        name=name,
        type=str(type_text),
        data_type=data_type,
        nullable=nullable,
        length=length,
        precision=precision,
        scale=scale,
        default=None if default is None else str(default),
        autoincrement=autoincrement,
        identity=ident,
        generated=generated,
        comment=comment,
        enum_values=enum_values,
        user_type=user_type,
        array_dimensions=dims,
    )


def _table(
    name: str,
    kind: TableKind,
    comment: str | None,
    schema: str,
    columns: tuple[Column, ...],
    constraint_rows: list[tuple[Any, ...]],
    index_rows: list[tuple[Any, ...]],
) -> Table:
    pk = None
    uniques = []
    fks = []
    checks = []
    for _rel, cname, ctype, cols, rschema, rtable, rcols, upd, dele, check in constraint_rows:
        if ctype == "c":
            if check and len(cols) == 1:
                checks.append(str(check))
        elif ctype == "p":
            pk = PrimaryKey(tuple(cols), cname)
        elif ctype == "u":
            uniques.append(UniqueConstraint(tuple(cols), cname))
        else:
            fks.append(
                ForeignKey(
                    columns=tuple(cols),
                    referred_table=rtable,
                    referred_columns=tuple(rcols),
                    name=cname,
                    referred_schema=rschema if rschema != schema else None,
                    on_update=_ACTIONS.get(upd),
                    on_delete=_ACTIONS.get(dele),
                )
            )
    indexes = [
        Index(iname, tuple(str(c) for c in icols), bool(unique), None if am == "btree" else str(am))
        for _rel, iname, unique, am, icols in index_rows
    ]
    return Table(
        name=name,
        columns=apply_checks(columns, checks),
        kind=kind,
        schema=schema,
        comment=comment,
        primary_key=pk,
        foreign_keys=tuple(sorted(fks, key=lambda f: (f.name or "", f.columns))),
        indexes=tuple(sorted(indexes, key=lambda i: i.name)),
        unique_constraints=tuple(sorted(uniques, key=lambda u: (u.name or "", u.columns))),
    )
