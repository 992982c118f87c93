"""The database-neutral catalog: what introspection returns and snapshots store.

Frozen dataclasses with slots: cheap to build by the ten thousand, hashable, and described
to pydantic (for snapshot validation and ``schemas/catalog.schema.json``) through their
attribute docstrings. Every dialect reader fills the same shape; fields a dialect does not
have keep their defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

TableKind = Literal["table", "view"]


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a table or view, in table order."""

    name: str
    """The column name exactly as the database spells it."""
    type: str
    """The full type text as the database reports it, e.g. ``int(10) unsigned``, ``varchar(64)``,
    ``numeric(10,2)``, ``timestamp with time zone``, ``tinyint(1)``, ``text[]``, a PostgreSQL
    enum or domain name. MariaDB's JSON columns (stored as ``longtext`` with a ``json_valid``
    check) read as ``json``."""
    data_type: str
    """The base type name, lower case, without parameters: ``int``, ``varchar``, ``numeric``,
    ``timestamp with time zone``, ``json``. For PostgreSQL arrays the element type, for domains
    their base type, for enum types ``enum``. Type mapping keys on this (and on ``type``)."""
    nullable: bool = True
    """False when the column is NOT NULL."""
    length: int | None = None
    """Character or binary length (``varchar(64)`` → 64), when the type has one."""
    precision: int | None = None
    """Numeric precision (``decimal(10,2)`` → 10) or display width (``tinyint(1)`` → 1)."""
    scale: int | None = None
    """Numeric scale (``decimal(10,2)`` → 2)."""
    unsigned: bool = False
    """MySQL/MariaDB ``UNSIGNED`` integers and decimals."""
    default: str | None = None
    """The default expression as text (``'0'``, ``CURRENT_TIMESTAMP``, ``nextval(...)``), or None."""
    autoincrement: bool = False
    """The database fills the value on insert: AUTO_INCREMENT, SERIAL, identity, SQLite rowid alias."""
    identity: str | None = None
    """PostgreSQL identity kind (``always`` or ``by default``), else None."""
    generated: str | None = None
    """Expression of a generated (computed) column; such columns are never written."""
    on_update: str | None = None
    """MySQL/MariaDB ``ON UPDATE`` expression (``current_timestamp()``), else None."""
    comment: str | None = None
    """The column comment, byte-exact (Chinese included), or None."""
    enum_values: tuple[str, ...] = ()
    """Allowed values of an enum or set column (MySQL ``enum``/``set``, PostgreSQL enum types)."""
    check_values: tuple[str, ...] = ()
    """Allowed values a CHECK constraint lists for this column (``CHECK (status IN ('a','b'))``,
    ``status = 'a' OR status = 'b'``), in constraint order, as text (``'a'`` → ``a``, ``1`` →
    ``1``); empty when no CHECK constraint lists them. See ``introspect/checks.py``."""
    user_type: str | None = None
    """The user-defined type behind the column (PostgreSQL enum or domain) as written in SQL
    (schema-qualified when it lives outside the read schema and ``public``), else None."""
    array_dimensions: int = 0
    """Number of array dimensions (PostgreSQL arrays, at least 1 for an array), 0 for scalars."""


@dataclass(frozen=True, slots=True)
class PrimaryKey:
    """The primary key; composite keys keep their column order."""

    columns: tuple[str, ...]
    """Key columns in key order."""
    name: str | None = None
    """Constraint name, when the database names it."""


@dataclass(frozen=True, slots=True)
class ForeignKey:
    """A foreign key from this table to another."""

    columns: tuple[str, ...]
    """Referencing columns, in constraint order."""
    referred_table: str
    """The referenced table."""
    referred_columns: tuple[str, ...]
    """The referenced columns, matching ``columns`` position by position."""
    name: str | None = None
    """Constraint name, when the database names it."""
    referred_schema: str | None = None
    """Schema of the referenced table when it differs from this table's schema."""
    on_update: str | None = None
    """Referential action on update (``CASCADE``, ``SET NULL``, ``RESTRICT`` ...), None for the default."""
    on_delete: str | None = None
    """Referential action on delete, None for the default."""


@dataclass(frozen=True, slots=True)
class Index:
    """An index (unique or not). Indexes that back the primary key or a unique constraint are
    not listed (MySQL: every unique key is a unique constraint)."""

    name: str
    """Index name."""
    columns: tuple[str, ...]
    """Indexed columns (expressions appear as their text)."""
    unique: bool = False
    """True for unique indexes."""
    kind: str | None = None
    """Special index kinds: ``fulltext``, ``spatial``, ``gin``, ``gist`` ...; None for plain btree."""


@dataclass(frozen=True, slots=True)
class UniqueConstraint:
    """A declared UNIQUE constraint."""

    columns: tuple[str, ...]
    """Columns of the constraint, in order."""
    name: str | None = None
    """Constraint name, when the database names it."""


@dataclass(frozen=True, slots=True)
class Table:
    """A table or view."""

    name: str
    """The table name exactly as the database spells it."""
    columns: tuple[Column, ...]
    """Columns in table order."""
    kind: TableKind = "table"
    """``table`` or ``view``; views are read-only for genix (no insert/update/delete generated)."""
    schema: str | None = None
    """The schema (PostgreSQL) or database (MySQL) the table lives in; None for SQLite."""
    comment: str | None = None
    """The table comment, byte-exact, or None."""
    primary_key: PrimaryKey | None = None
    """The primary key, or None when the table has none."""
    foreign_keys: tuple[ForeignKey, ...] = ()
    """Foreign keys, sorted by name then columns."""
    indexes: tuple[Index, ...] = ()
    """Indexes, sorted by name."""
    unique_constraints: tuple[UniqueConstraint, ...] = ()
    """Unique constraints, sorted by name then columns."""
    shadow_of: str | None = None
    """SQLite: the virtual table (FTS5, FTS3/4, R*Tree ...) whose storage this shadow table is
    (``docs_data`` of ``docs``); only the module may write it, so genix leaves such tables out
    unless ``[tables] internal_tables`` is on or ``include`` names one. None for other tables."""

    def column(self, name: str) -> Column | None:
        """The column called ``name``, or None."""
        for c in self.columns:
            if c.name == name:
                return c
        return None


@dataclass(frozen=True, slots=True)
class Unparsed:
    """A statement of a DDL source left out because genix cannot parse it (``allow_unparsed``)."""

    file: str
    """The DDL file, as the connection names it."""
    line: int
    """1-based line of the error (or of the statement's start) in the file."""
    col: int
    """1-based column of the error."""
    statement: str
    """The statement's first line."""
    reason: str
    """Why it was left out (the parser's message)."""


@dataclass(frozen=True, slots=True)
class Catalog:
    """Everything genix read from one connection."""

    dialect: str
    """``sqlite``, ``mysql``, ``mariadb`` or ``postgresql``."""
    tables: tuple[Table, ...]
    """Tables and views, sorted by (schema, name)."""
    database: str | None = None
    """Database name (MySQL/PostgreSQL) or file name (SQLite), informational."""
    server_version: str | None = None
    """Server version string, informational."""
    unparsed: tuple[Unparsed, ...] = ()
    """Statements of a DDL source left out because they cannot be parsed (``allow_unparsed``):
    what they would have changed is missing from the catalog. Empty for a database."""

    def table(self, name: str) -> Table | None:
        """The table (or view) called ``name``, or None."""
        for t in self.tables:
            if t.name == name:
                return t
        return None
