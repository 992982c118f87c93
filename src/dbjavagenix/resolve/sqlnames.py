"""How table and column names are written in generated SQL, per dialect.

A name is quoted when the dialect would not read it back as written: reserved words, names
with characters other than letters, digits and ``_``, a leading digit, and on PostgreSQL any
upper-case letter (unquoted names fold to lower case there).
"""

from __future__ import annotations

import re

# Words reserved in at least one of MySQL 8 / MariaDB 10.11, PostgreSQL 15 and SQLite 3
# that are plausible column or table names; quoting a non-reserved word is harmless.
RESERVED = frozenset(
    """
    add all alter analyze and any array as asc between both by call case cast check collate column
    condition constraint convert create cross current current_date current_time current_timestamp
    current_user cursor database databases default delete desc describe distinct div drop dual
    each else elseif end except exists explain false fetch for force foreign from full fulltext
    grant group having if ignore in index inner insert interval into is join key keys kill
    leading left like limit lines load localtime localtimestamp lock long match natural not null
    offset on option or order outer over partition percent primary procedure range read
    references regexp release rename repeat replace require restrict return returning revoke right
    rlike row rows schema select separator set show some spatial sql table then to trailing
    trigger true union unique unlock unsigned until update usage use user using values when where
    while window with write xor year_month zerofill analyse asymmetric authorization binary
    collation concurrently do freeze ilike initially isnull lateral notnull only overlaps placing
    similar symmetric tablesample variadic verbose abort action after attach autoincrement before
    begin cascade commit conflict deferrable deferred detach exclusive fail glob immediate indexed
    instead notnull plan pragma query raise recursive reindex rollback savepoint temp temporary
    transaction vacuum view virtual without
    """.split()
)

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def quote(name: str, dialect: str) -> str:
    """``name`` as written in SQL for ``dialect`` (quoted only when needed)."""
    needs = not _PLAIN.match(name) or name.lower() in RESERVED
    if dialect == "postgresql" and name != name.lower():
        needs = True
    if not needs:
        return name
    if dialect in ("mysql", "mariadb"):
        return "`" + name.replace("`", "``") + "`"
    return '"' + name.replace('"', '""') + '"'


def qualified(name: str, schema: str | None, dialect: str, default_schema: str | None) -> str:
    """Table name, schema-qualified when it is not in the connection's default schema."""
    if schema and default_schema is not None and schema != default_schema:
        return quote(schema, dialect) + "." + quote(name, dialect)
    return quote(name, dialect)
