"""A generator of hostile schemas: every class of identifier a database accepts and Java does not
take as it is, tables 1, 50, 300 and 1000 columns wide, keys of every kind (issue 33).

Deterministic: the same seed gives the same DDL, byte for byte. Names come from fixed pools
(Unicode scripts, Java keywords and restricted identifiers, digits first, punctuation and spaces,
no ASCII letter, a newline, reserved SQL words, names that collide once normalised); the wide
tables draw from them with :class:`random.Random` and number the rest, so a name never repeats in
one table the way the database compares names (SQLite: ASCII case-insensitively).

``sqlite_ddl()`` is what the suite builds (one database file); ``mariadb_ddl()`` and
``postgresql_ddl()`` write the same schema for those servers, where each allows it (MariaDB
names stop at 64 characters and hold no newline; PostgreSQL folds nothing when quoted, so
``Name`` and ``name`` are two columns there and ``user`` and ``User`` two tables).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

SEED = 33
WIDTHS = (1, 50, 300, 1000)

UNICODE = (
    "名字",
    "用户名",
    "Имя",
    "фамилия",
    "όνομα",
    "Ἀριθμός",
    "café",
    "Ñandú",
    "straße",
    "اسم",
    "ひらがな",
)
JAVA_WORDS = (
    "class",
    "int",
    "record",
    "var",
    "yield",
    "_",
    "__",
    "enum",
    "goto",
    "const",
    "true",
    "null",
    "new",
)
DIGITS_FIRST = ("1st", "2nd_value", "9", "0x", "3d")
PUNCTUATION = ("order-no", "a b", "x.y", "$", "a$b", "#tag", "@at", "per%cent", "it's", "semi;colon")
NO_ASCII_LETTER = ("123", "_1", "--", "$$", "名", "№", "·")
RESERVED_SQL = ("select", "from", "where", "order", "group", "table", "key", "index", "default", "limit")
COLLIDING = ("user_name", "userName", "user-name", "USER__NAME", "first name", "first_name")
"""Distinct to the database, one Java name once normalised (``userName``, ``firstName``)."""
NEWLINE = ("line\nbreak",)
"""SQLite only (MariaDB refuses control characters in names)."""

POOL = UNICODE + JAVA_WORDS + DIGITS_FIRST + PUNCTUATION + NO_ASCII_LETTER + RESERVED_SQL + COLLIDING
TYPES = ("INTEGER", "TEXT", "VARCHAR(40)", "REAL", "NUMERIC(10,2)", "BOOLEAN", "DATE", "DATETIME", "BLOB")


@dataclass(frozen=True)
class Column:
    name: str
    type: str
    not_null: bool = False


@dataclass(frozen=True)
class Table:
    name: str
    columns: tuple[Column, ...]
    key: tuple[str, ...] = ()
    """Primary key columns (empty: no key)."""
    auto: bool = False
    """The one key column is SQLite's INTEGER PRIMARY KEY (the rowid: generated)."""


def _fold(name: str) -> str:
    """How SQLite (and MariaDB) compares names: ASCII letters case-insensitively."""
    return name.translate(str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"))


def _wide(name: str, width: int, key: str, rng: random.Random) -> Table:
    """A table of ``width`` columns: its key, then the pool in a seeded order, then numbered
    columns whose names are long and non-ASCII (the bytes a wide statement adds up)."""
    names = [n for n in POOL if _fold(n) != _fold("id")]
    rng.shuffle(names)
    seen = {_fold("id")}
    cols: list[Column] = []
    if key == "auto":
        cols.append(Column("id", "INTEGER"))
    elif key == "text":
        cols.append(Column("id", "TEXT", True))
    elif key == "composite":
        cols += [Column("id", "INTEGER", True), Column("第二键", "TEXT", True)]
        seen.add(_fold("第二键"))
    i = 0
    while len(cols) < width:
        if names:
            n = names.pop()
        else:
            n = f"列{i:04d}_{rng.choice(('长字段名称', 'значение', 'τιμή', 'value'))}"
            i += 1
        if _fold(n) in seen:
            continue
        seen.add(_fold(n))
        cols.append(Column(n, rng.choice(TYPES), rng.random() < 0.2))
    keys = {"auto": ("id",), "text": ("id",), "composite": ("id", "第二键"), "none": ()}[key]
    return Table(name, tuple(cols[:width]), keys, key == "auto")


def hostile_tables(seed: int = SEED, sqlite_only: bool = True) -> tuple[Table, ...]:
    """Every table of the hostile schema (``sqlite_only``: with what only SQLite takes, a
    newline in a column name and names over 64 characters)."""
    rng = random.Random(seed)
    kinds = ("auto", "text", "composite", "none")
    tables = [_wide(f"wide_{w}", w, kinds[i % len(kinds)], rng) for i, w in enumerate(WIDTHS)]
    tables.append(_wide("宽表", 200, "composite", rng))  # narrow enough for records, not their filters
    # long names in a table narrow enough for records: its column list alone is over 64 KB
    # (SQLite: MariaDB and PostgreSQL stop a name at 64 characters, 63 bytes)
    long_names = tuple(
        Column(f"列{i:03d}" + "很长的中文列名" * 13, TYPES[i % len(TYPES)]) for i in range(250)
    )
    if sqlite_only:
        tables.append(Table("长名", (Column("id", "INTEGER"), *long_names), ("id",), True))
    # one table per class of name, each table name of that class too
    for i, (table, pool) in enumerate(
        (
            ("用户", UNICODE),
            ("class", JAVA_WORDS),
            ("1st_table", DIGITS_FIRST),
            ("order-item", PUNCTUATION),
            ("123", NO_ASCII_LETTER),
            ("select", RESERVED_SQL),
            ("Name", COLLIDING + (NEWLINE if sqlite_only else ())),
        )
    ):
        cols = [Column("id", "INTEGER")] if i % 2 == 0 else [Column("key", "TEXT", True)]
        cols += [Column(n, TYPES[j % len(TYPES)]) for j, n in enumerate(pool) if n not in {"id", "key"}]
        key = ("id",) if i % 2 == 0 else ("key",)
        tables.append(Table(table, tuple(cols), key, i % 2 == 0))
    # tables whose names collide once normalised (ASCII case alone is one table to SQLite), or
    # whose class names differ only in case (one file on macOS and Windows)
    for name in ("order_line", "order-line", "OrderLine", "user_info", "userinfo"):
        tables.append(Table(name, (Column("id", "INTEGER"), Column("qty", "INTEGER")), ("id",), True))
    # a keyless table of one column with no ASCII letter
    tables.append(Table("$", (Column("_", "TEXT"),)))
    return tuple(tables)


def _q(name: str, quote: str = '"') -> str:
    return quote + name.replace(quote, quote * 2) + quote


def sqlite_ddl(seed: int = SEED) -> str:
    """The hostile schema as SQLite DDL."""
    out = []
    for t in hostile_tables(seed):
        lines = []
        for c in t.columns:
            if t.auto and c.name == t.key[0]:
                lines.append(f"  {_q(c.name)} INTEGER PRIMARY KEY AUTOINCREMENT")
            else:
                lines.append(f"  {_q(c.name)} {c.type}{' NOT NULL' if c.not_null else ''}")
        if t.key and not t.auto:
            lines.append(f"  PRIMARY KEY ({', '.join(_q(k) for k in t.key)})")
        out.append(f"CREATE TABLE {_q(t.name)} (\n" + ",\n".join(lines) + "\n);")
    return "\n".join(out) + "\n"


_MARIADB_TYPES = {"REAL": "DOUBLE", "DATETIME": "DATETIME", "BLOB": "BLOB", "TEXT": "TEXT"}
_PG_TYPES = {"REAL": "DOUBLE PRECISION", "DATETIME": "TIMESTAMP", "BLOB": "BYTEA", "INTEGER": "INTEGER"}


def mariadb_ddl(seed: int = SEED) -> str:
    """The hostile schema as MariaDB DDL (no newline in names; TEXT keys as VARCHAR(100); the
    columns of a wide table TEXT, in MyISAM, to fit a row)."""
    out = []
    for t in hostile_tables(seed, sqlite_only=False):
        lines = []
        wide = len(t.columns) > 100
        for c in t.columns:
            typ = "TEXT" if wide and c.type not in {"INTEGER"} else _MARIADB_TYPES.get(c.type, c.type)
            if c.name in t.key and typ == "TEXT":
                typ = "VARCHAR(100)"
            extra = " AUTO_INCREMENT" if t.auto and c.name == t.key[0] else ""
            lines.append(f"  {_q(c.name, '`')} {typ}{' NOT NULL' if c.not_null else ''}{extra}")
        if t.key:
            lines.append(f"  PRIMARY KEY ({', '.join(_q(k, '`') for k in t.key)})")
        # InnoDB keeps a row in 8 KB (a TEXT column takes 20 bytes of it): MyISAM holds 1000
        engine = "ENGINE=MyISAM" if wide else "ROW_FORMAT=DYNAMIC"
        out.append(f"CREATE TABLE {_q(t.name, '`')} (\n" + ",\n".join(lines) + f"\n) {engine};")
    return "\n".join(out) + "\n"


def postgresql_tables(seed: int = SEED) -> tuple[Table, ...]:
    """The hostile tables on PostgreSQL: no newline, and names alike but for ASCII case, which
    quoted names keep apart there (tables ``user`` and ``User``, columns ``Name`` and ``name``)."""
    alike = (Column("id", "INTEGER"), Column("Name", "TEXT"), Column("name", "TEXT"))
    return (
        *hostile_tables(seed, sqlite_only=False),
        *(Table(n, alike, ("id",), True) for n in ("user", "User")),
    )


def postgresql_ddl(seed: int = SEED) -> str:
    """The hostile schema as PostgreSQL DDL (:func:`postgresql_tables`)."""
    out = []
    for t in postgresql_tables(seed):
        lines = []
        for c in t.columns:
            if t.auto and c.name == t.key[0]:
                lines.append(f"  {_q(c.name)} INTEGER GENERATED BY DEFAULT AS IDENTITY")
                continue
            typ = _PG_TYPES.get(c.type, c.type)
            lines.append(f"  {_q(c.name)} {typ}{' NOT NULL' if c.not_null else ''}")
        if t.key:
            lines.append(f"  PRIMARY KEY ({', '.join(_q(k) for k in t.key)})")
        out.append(f"CREATE TABLE {_q(t.name)} (\n" + ",\n".join(lines) + "\n);")
    return "\n".join(out) + "\n"
