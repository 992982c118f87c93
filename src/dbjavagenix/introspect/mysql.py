"""MySQL and MariaDB metadata in bulk: a fixed number of ``information_schema`` queries for the
whole database, whatever its table count (SQLAlchemy's Inspector issues several per table).

Queries: server facts; tables; columns; index columns (``STATISTICS``: primary key, unique
keys, indexes); foreign key columns; foreign key rules; CHECK constraints (MariaDB, MySQL 8.0.16+);
the tables again, and the columns (and indexes) again of views and of tables without a creation
time: a schema that changed during the read stops it (:mod:`.markers`). ``SHOW WARNINGS`` runs
only when a view came back without columns (a broken view); the tables are listed again after
a wait when one was changed in the second the read began.

What the catalog gets, and from where:

* ``type`` is ``COLUMN_TYPE`` as the server spells it (``int(10) unsigned``, ``tinyint(1)``,
  ``enum('G','PG')``); ``data_type`` is ``DATA_TYPE``. MariaDB stores ``JSON`` as ``longtext``
  with a ``json_valid(col)`` CHECK: such a column reads as ``json`` (type and data type).
* ``check_values`` from CHECK constraints that list a column's values (``status IN ('a','b')``,
  see ``introspect/checks.py``); MariaDB's ``json_valid`` checks mark JSON columns instead.
* Display width (``tinyint(1)``, ``bit(1)``) goes to ``precision``; ``unsigned`` from the type.
* ``enum``/``set`` values come from the type text, quotes and backslashes unescaped.
* Defaults read the same on both servers: string and date literals quoted (``'G'``,
  ``'0000-00-00 00:00:00'``, zero dates kept as written), numbers bare, expressions as the
  server prints them (``current_timestamp()`` on MariaDB, ``CURRENT_TIMESTAMP`` on MySQL);
  a nullable column without a default has ``None``.
* ``ON UPDATE`` expressions, ``AUTO_INCREMENT`` and generated columns come from ``EXTRA``.
* MariaDB ``SEQUENCE`` objects are not tables and are left out; views are ``kind="view"``
  (their comment, always ``VIEW``, is dropped).
* Every unique key is a unique constraint (MySQL does not tell a ``UNIQUE`` constraint from a
  unique index); ``indexes`` lists the other indexes, with ``kind`` ``fulltext`` or
  ``spatial`` for those. Foreign key rules are kept as reported except ``NO ACTION`` (None);
  MariaDB reports an unspecified rule as ``RESTRICT``.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
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
from dbjavagenix.introspect.query import MissingSchema, ReadError, SchemaChanged, execute, run
from dbjavagenix.introspect.typetext import parse_enum_values, parse_type

MAX_QUERIES = 11 + markers.MYSQL_SETTLE_TRIES
"""Most queries :func:`read` issues, whatever the table count."""

_SNAPSHOT = "START TRANSACTION WITH CONSISTENT SNAPSHOT"

_SERVER = """
SELECT VERSION(), DATABASE(),
       (SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = %s), NOW(6)
"""
_DATABASES = "SELECT SCHEMA_NAME FROM information_schema.SCHEMATA ORDER BY SCHEMA_NAME"
_TABLES = """
SELECT TABLE_NAME, TABLE_TYPE, TABLE_COMMENT, CREATE_TIME,
       CREATE_TIME >= NOW() AND CREATE_TIME < NOW() + INTERVAL 2 SECOND
FROM information_schema.TABLES
WHERE TABLE_SCHEMA = %s
"""
"""Also the change markers (:mod:`.markers`): the creation time (of the last DDL statement),
and whether that was in the current second."""
_COLUMNS = """
SELECT TABLE_NAME, COLUMN_NAME, COLUMN_DEFAULT, IS_NULLABLE, DATA_TYPE, COLUMN_TYPE, EXTRA,
       COLUMN_COMMENT, GENERATION_EXPRESSION, ORDINAL_POSITION
FROM information_schema.COLUMNS
WHERE TABLE_SCHEMA = %s
"""
_STATISTICS = """
SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, SEQ_IN_INDEX, {column}, INDEX_TYPE
FROM information_schema.STATISTICS
WHERE TABLE_SCHEMA = %s
"""
_ONLY = " AND TABLE_NAME IN ({names})"
"""Appended to :data:`_COLUMNS` / :data:`_STATISTICS`: the rows of some tables only."""
_FOREIGN_KEY_COLUMNS = """
SELECT TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_TABLE_SCHEMA, REFERENCED_TABLE_NAME,
       REFERENCED_COLUMN_NAME, ORDINAL_POSITION
FROM information_schema.KEY_COLUMN_USAGE
WHERE TABLE_SCHEMA = %s AND REFERENCED_TABLE_NAME IS NOT NULL
"""
_FOREIGN_KEY_RULES = """
SELECT TABLE_NAME, CONSTRAINT_NAME, UPDATE_RULE, DELETE_RULE
FROM information_schema.REFERENTIAL_CONSTRAINTS
WHERE CONSTRAINT_SCHEMA = %s
"""
_JSON_CHECKS = """
SELECT TABLE_NAME, CHECK_CLAUSE
FROM information_schema.CHECK_CONSTRAINTS
WHERE CONSTRAINT_SCHEMA = %s
"""
_MYSQL_CHECKS = """
SELECT tc.TABLE_NAME, cc.CHECK_CLAUSE
FROM information_schema.TABLE_CONSTRAINTS tc
JOIN information_schema.CHECK_CONSTRAINTS cc
  ON cc.CONSTRAINT_SCHEMA = tc.CONSTRAINT_SCHEMA AND cc.CONSTRAINT_NAME = tc.CONSTRAINT_NAME
WHERE tc.CONSTRAINT_SCHEMA = %s AND tc.CONSTRAINT_TYPE = 'CHECK'
"""
_JSON_VALID = re.compile(r"^\s*json_valid\(\s*`((?:[^`]|``)+)`\s*\)\s*$", re.I)
_NUMERIC = frozenset(
    "tinyint smallint mediumint int integer bigint decimal numeric float double real bit year bool boolean".split()
)
_TABLE_TYPES: dict[str, TableKind] = {"BASE TABLE": "table", "SYSTEM VERSIONED": "table", "VIEW": "view"}


def is_mariadb(version: str) -> bool:
    """MariaDB says so in its version string (``10.11.19-MariaDB-0+deb12u1``)."""
    return "mariadb" in version.lower()


def read(conn: Any, schema: str) -> Catalog:
    """Read database ``schema`` through a DB-API connection to MySQL or MariaDB."""
    cur = conn.cursor()
    try:
        return _read(cur, schema)
    finally:
        cur.close()


def _read(cur: Any, schema: str) -> Catalog:
    # one snapshot where the server has one (MySQL 8's data dictionary); MariaDB's
    # information_schema is not transactional: change markers are compared instead
    execute(cur, "a consistent snapshot", _SNAPSHOT)
    version, _current, exists, now = run(cur, "the server version", _SERVER, (schema,))[0]
    if not exists:
        names = [r[0] for r in run(cur, "the list of databases", _DATABASES)]
        raise MissingSchema("database", schema, [n for n in names if n not in _SYSTEM_DATABASES])
    maria = is_mariadb(str(version))
    where = f"database {schema}"
    table_rows = markers.settled(lambda: run(cur, f"the tables of {where}", _TABLES, (schema,)), now)
    key = None
    if maria:
        # MariaDB moves a table's CREATE_TIME with every DDL statement on it (markers): the
        # listing just made says whether this process read the very same schema before
        who = run(cur, "who reads", _WHO)[0]
        key = (*who, schema, str(version), tuple(sorted(tuple(r[:4]) for r in table_rows)))
        memo = _READ.get(key)
        if memo is not None and _unchanged(cur, schema, memo):
            return memo.catalog
    try:
        catalog, memo = _read_tables(cur, schema, str(version), maria, table_rows)
    except ReadError:
        # a query that failed because a table went away: say so (when the connection is still there)
        try:
            after = run(cur, f"the tables of {where} again", _TABLES, (schema,))
        except ReadError:
            after = None
        if after is not None:
            markers.compare_tables(table_rows, after, _TABLE_TYPES)
        raise
    if key is not None:
        if len(_READ) >= _KEPT:
            del _READ[next(iter(_READ))]
        _READ[key] = memo
    return catalog


_WHO = "SELECT @@hostname, @@port, CURRENT_USER()"
"""What, besides the schema and its markers, a read depends on: the server, and the account
(whose privileges decide which tables and columns it is shown)."""


@dataclass(frozen=True)
class _Memo:
    """A schema read in this process, with what its markers do not cover: the rows of the
    objects whose ``CREATE_TIME`` says nothing (views: ``CREATE OR REPLACE VIEW`` moves nothing;
    tables of engines without one), compared again before it is used."""

    catalog: Catalog
    columns: Mapping[str, tuple[tuple[Any, ...], ...]]
    indexes: Mapping[str, tuple[tuple[Any, ...], ...]]


_READ: dict[tuple[object, ...], _Memo] = {}
"""The MariaDB schemas read in this process, by server, account, schema and their tables'
markers: a long-lived process (``genix mcp``, ``watch``) checking one config edit after another
reads the schema again only when it changed. MySQL's ``CREATE_TIME`` is not known to move with
every statement (an instant ``ALTER``), so MySQL is read every time."""
_KEPT = 8


def forget_catalogs() -> None:
    """Forget the schemas read (tests that change a schema behind the reader's back)."""
    _READ.clear()


def _by_table(rows: Iterable[tuple[Any, ...]]) -> dict[str, tuple[tuple[Any, ...], ...]]:
    out: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for row in rows:
        out[row[0]].append(tuple(row))
    return {name: tuple(sorted(found, key=repr)) for name, found in out.items()}


def _unchanged(cur: Any, schema: str, memo: _Memo) -> bool:
    """The objects no marker covers still have the rows they had when ``memo`` was read."""
    where = f"database {schema}"
    for names, sql, stored in (
        (sorted(memo.columns), _COLUMNS, memo.columns),
        (sorted(memo.indexes), _STATISTICS.format(column="COLUMN_NAME"), memo.indexes),
    ):
        if names:
            only = _ONLY.format(names=", ".join(["%s"] * len(names)))
            again = _by_table(
                run(cur, f"the unmarked objects of {where} again", sql + only, (schema, *names))
            )
            if any(again.get(n, ()) != stored.get(n, ()) for n in names):
                return False
    return True


def _read_tables(
    cur: Any, schema: str, version: str, maria: bool, table_rows: list[tuple[Any, ...]]
) -> tuple[Catalog, _Memo]:
    where = f"database {schema}"
    kinds: dict[str, TableKind] = {}
    comments: dict[str, str | None] = {}
    for name, ttype, comment, _created, _recent in table_rows:
        kind = _TABLE_TYPES.get(str(ttype).upper())
        if kind is None:  # SEQUENCE, TEMPORARY, SYSTEM VIEW: not tables genix generates
            continue
        kinds[name] = kind
        comments[name] = (comment or None) if kind == "table" else None
    column_rows: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
    for row in run(cur, f"the columns of {where}", _COLUMNS, (schema,)):
        if row[0] in kinds:
            column_rows[row[0]].append(row)
    for rows in column_rows.values():  # sorted here: cheaper than ORDER BY on the server
        rows.sort(key=lambda r: int(r[9]))
    broken = sorted(n for n, k in kinds.items() if not column_rows.get(n))
    if broken:
        warnings = run(cur, f"the warnings about {where}", "SHOW WARNINGS")
        _raise_broken(broken, kinds, warnings, schema)
        raise SchemaChanged(f"table `{broken[0]}` has no columns any more")
    column_sql = "COALESCE(COLUMN_NAME, EXPRESSION)" if not maria else "COLUMN_NAME"
    stats_sql = _STATISTICS.format(column=column_sql)
    stats = run(cur, f"the indexes of {where}", stats_sql, (schema,))
    # two plain queries: joining these views on the server costs more than both together
    fk_rows = run(cur, f"the foreign keys of {where}", _FOREIGN_KEY_COLUMNS, (schema,))
    rules = {
        (r[0], r[1]): (r[2], r[3])
        for r in run(cur, f"the foreign key rules of {where}", _FOREIGN_KEY_RULES, (schema,))
    }
    json_columns: set[tuple[str, str]] = set()
    checks: dict[str, list[str]] = defaultdict(list)
    check_sql = _JSON_CHECKS if maria else _MYSQL_CHECKS if _has_checks(version) else None
    for tname, clause in (
        run(cur, f"the check constraints of {where}", check_sql, (schema,)) if check_sql else ()
    ):
        m = _JSON_VALID.match(clause or "")
        if m and maria:
            json_columns.add((tname, m.group(1).replace("``", "`")))
        elif clause:
            checks[tname].append(str(clause))

    after = run(cur, f"the tables of {where} again", _TABLES, (schema,))
    markers.compare_tables(table_rows, after, _TABLE_TYPES)
    unmarked = markers.unmarked(table_rows, _TABLE_TYPES)
    if unmarked:
        only = _ONLY.format(names=", ".join(["%s"] * len(unmarked)))
        again = run(cur, f"the columns of {where} again", _COLUMNS + only, (schema, *unmarked))
        markers.compare_rows(kinds, column_rows, again, unmarked)
        bare = [n for n in unmarked if kinds.get(n) == "table"]
        if bare:
            only = _ONLY.format(names=", ".join(["%s"] * len(bare)))
            again = run(cur, f"the indexes of {where} again", stats_sql + only, (schema, *bare))
            by_table: dict[str, list[tuple[Any, ...]]] = defaultdict(list)
            for row in stats:
                by_table[row[0]].append(row)
            markers.compare_rows(kinds, by_table, again, bare)
    markers.cross_check(column_rows, stats, fk_rows)

    indexes: dict[str, dict[str, list[tuple[Any, ...]]]] = defaultdict(lambda: defaultdict(list))
    for row in sorted(stats, key=lambda r: (r[0], r[1], int(r[3]))):
        indexes[row[0]][row[1]].append(row)
    fks: dict[str, dict[str, list[tuple[Any, ...]]]] = defaultdict(lambda: defaultdict(list))
    for row in sorted(fk_rows, key=lambda r: (r[0], r[1], int(r[6]))):
        update_rule, delete_rule = rules.get((row[0], row[1]), (None, None))
        fks[row[0]][row[1]].append((*row[:6], update_rule, delete_rule))

    tables = []
    for name in sorted(kinds):
        try:
            tables.append(
                _table(
                    name,
                    kinds[name],
                    comments[name],
                    schema,
                    maria,
                    column_rows[name],
                    indexes.get(name, {}),
                    fks.get(name, {}),
                    json_columns,
                    checks.get(name, ()),
                )
            )
        except Exception as e:
            kind = kinds[name]
            raise ReadError(f"{kind} `{name}`", e) from e
    catalog = Catalog(
        dialect="mariadb" if maria else "mysql",
        tables=tuple(tables),
        database=schema,
        server_version=version,
    )
    bare = [n for n in unmarked if kinds.get(n) == "table"]
    return catalog, _Memo(
        catalog,
        _by_table(r for n in unmarked for r in column_rows.get(n, ())),
        _by_table(r for r in stats if r[0] in bare),
    )


def _has_checks(version: str) -> bool:
    """MySQL lists CHECK constraints from 8.0.16 on (earlier servers parse and drop them)."""
    m = re.match(r"(\d+)\.(\d+)\.(\d+)", version)
    return m is not None and tuple(int(g) for g in m.groups()) >= (8, 0, 16)


_SYSTEM_DATABASES = frozenset({"information_schema", "mysql", "performance_schema", "sys"})


def _raise_broken(
    broken: list[str], kinds: dict[str, TableKind], warnings: list[tuple[Any, ...]], schema: str
) -> None:
    """A view whose columns the server cannot list (it refers to a dropped table or column)."""
    messages = [str(w[2]) for w in warnings if len(w) > 2]
    for name in broken:
        said = next((m for m in messages if f"{schema}.{name}" in m or f"`{name}`" in m), None)
        if said is not None or kinds[name] == "view":
            raise ReadError(
                f"{kinds[name]} `{name}`",
                said or "the server lists no columns for it",
                hint=f"fix or drop the {kinds[name]}: genix reads every table and view of the database",
            )


def _default(value: str | None, extra: str, data_type: str, maria: bool) -> str | None:
    if value is None:
        return None
    if maria:
        # MariaDB (10.2.7+) prints defaults as SQL: 'text', 42, current_timestamp(), NULL
        return None if value == "NULL" else value
    if "DEFAULT_GENERATED" in extra.upper() or value.upper().startswith("CURRENT_TIMESTAMP"):
        return value
    if data_type in _NUMERIC or value.startswith(("b'", "B'", "0x")):
        return value
    return "'" + value.replace("'", "''") + "'"


_parsed = lru_cache(maxsize=4096)(parse_type)
"""Type text → parsed shape; a big schema repeats a few hundred type texts."""


def _on_update(extra: str) -> str | None:
    if not extra:
        return None
    m = re.search(r"\bon update\s+(.+)$", extra, re.I)
    return m.group(1).strip() if m else None


def _generated(extra: str, expression: str | None) -> str | None:
    # MySQL/MariaDB: "VIRTUAL GENERATED", "STORED GENERATED"; old MariaDB: "VIRTUAL", "PERSISTENT".
    # MySQL 8's "DEFAULT_GENERATED" marks an expression default, not a generated column.
    if not extra:
        return None
    words = extra.upper().split()
    if "GENERATED" in words or words in (["VIRTUAL"], ["PERSISTENT"], ["STORED"]):
        return expression or "generated"
    return None


def _column(row: tuple[Any, ...], table: str, maria: bool, json_columns: set[tuple[str, str]]) -> Column:
    _t, name, default, is_nullable, data_type, column_type, extra, comment, gen_expr, _pos = row
    extra = extra or ""
    ctype = str(column_type)
    dt = str(data_type).lower()
    nullable = str(is_nullable).upper() == "YES"
    generated = _generated(extra, gen_expr)
    if dt in ("enum", "set"):
        inner = ctype[ctype.index("(") + 1 : ctype.rindex(")")] if "(" in ctype else ""
        return Column(
            name=name,
            type=ctype,
            data_type=dt,
            nullable=nullable,
            default=_default(default, extra, dt, maria),
            comment=comment or None,
            enum_values=parse_enum_values(inner),
            generated=generated,
        )
    if (table, name) in json_columns and dt in ("longtext", "text", "mediumtext"):
        ctype = dt = "json"
    pt = _parsed(ctype)
    return Column(
        name=name,
        type=ctype,
        data_type=dt,
        nullable=nullable,
        length=pt.length,
        precision=pt.precision,
        scale=pt.scale,
        unsigned=pt.unsigned,
        default=None if generated else _default(default, extra, dt, maria),
        autoincrement="auto_increment" in extra.lower(),
        generated=generated,
        on_update=_on_update(extra),
        comment=comment or None,
    )


def _action(rule: str | None) -> str | None:
    if not rule or rule.upper() == "NO ACTION":
        return None
    return rule.upper()


def _table(
    name: str,
    kind: TableKind,
    comment: str | None,
    schema: str,
    maria: bool,
    column_rows: list[tuple[Any, ...]],
    index_rows: dict[str, list[tuple[Any, ...]]],
    fk_rows: dict[str, list[tuple[Any, ...]]],
    json_columns: set[tuple[str, str]],
    checks: Sequence[str] = (),
) -> Table:
    columns = apply_checks((_column(r, name, maria, json_columns) for r in column_rows), checks)
    pk = None
    uniques = []
    indexes = []
    for iname, parts in sorted(index_rows.items()):
        cols = tuple(str(p[4]) for p in parts)
        if iname == "PRIMARY":
            pk = PrimaryKey(cols)
            continue
        unique = not int(parts[0][2])
        itype = str(parts[0][5] or "").upper()
        if unique and itype not in ("FULLTEXT", "SPATIAL"):
            uniques.append(UniqueConstraint(cols, iname))
            continue
        kind_name = itype.lower() if itype in ("FULLTEXT", "SPATIAL", "HASH", "RTREE") else None
        indexes.append(Index(iname, cols, unique, kind_name))
    foreign = []
    for cname, parts in fk_rows.items():
        first = parts[0]
        foreign.append(
            ForeignKey(
                columns=tuple(p[2] for p in parts),
                referred_table=first[4],
                referred_columns=tuple(p[5] for p in parts),
                name=cname,
                referred_schema=first[3] if first[3] != schema else None,
                on_update=_action(first[6]),
                on_delete=_action(first[7]),
            )
        )
    return Table(
        name=name,
        columns=columns,
        kind=kind,
        schema=schema,
        comment=comment,
        primary_key=pk,
        foreign_keys=tuple(sorted(foreign, key=lambda f: (f.name or "", f.columns))),
        indexes=tuple(indexes),
        unique_constraints=tuple(sorted(uniques, key=lambda u: (u.name or "", u.columns))),
    )
