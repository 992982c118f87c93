"""The schema as DDL statements build it up: mutable tables that ``CREATE``, ``ALTER``,
``COMMENT ON`` and ``DROP`` change in order, frozen into a :class:`Catalog` at the end in the
same shape (and order) the live readers give.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

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


@dataclass
class TableState:
    """One table or view while the statements are replayed."""

    name: str
    kind: TableKind = "table"
    columns: list[Column] = field(default_factory=list)
    comment: str | None = None
    primary_key: PrimaryKey | None = None
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    indexes: list[Index] = field(default_factory=list)
    uniques: list[UniqueConstraint] = field(default_factory=list)
    implicit: set[str] = field(default_factory=set)
    """Indexes MySQL made for a foreign key (dropped when a later index can serve it)."""
    query: object | None = None
    """A MySQL view's query (sqlglot): its columns are derived again from the final tables,
    as the server derives them when read."""
    fk_counter: int = 0
    """MySQL's ``<table>_ibfk_<n>`` numbering of unnamed foreign keys."""

    def column_index(self, name: str, fold: bool) -> int | None:
        low = name.lower() if fold else name
        for i, c in enumerate(self.columns):
            if c.name == name or (fold and c.name.lower() == low):
                return i
        return None

    def index_names(self) -> set[str]:
        names = {i.name for i in self.indexes}
        names |= {u.name for u in self.uniques if u.name}
        names |= {f.name for f in self.foreign_keys if f.name}
        return names

    def rename_column(self, old: str, new: str) -> None:
        def ren(cols: tuple[str, ...]) -> tuple[str, ...]:
            return tuple(new if c == old else c for c in cols)

        if self.primary_key is not None:
            self.primary_key = replace(self.primary_key, columns=ren(self.primary_key.columns))
        self.foreign_keys = [replace(f, columns=ren(f.columns)) for f in self.foreign_keys]
        self.indexes = [replace(i, columns=ren(i.columns)) for i in self.indexes]
        self.uniques = [replace(u, columns=ren(u.columns)) for u in self.uniques]

    def drop_column(self, name: str) -> None:
        """Drop a column and what only it held (MySQL removes it from multi-column indexes)."""
        self.columns = [c for c in self.columns if c.name != name]
        if self.primary_key is not None:
            cols = tuple(c for c in self.primary_key.columns if c != name)
            self.primary_key = replace(self.primary_key, columns=cols) if cols else None
        self.foreign_keys = [f for f in self.foreign_keys if name not in f.columns]
        self.indexes = [
            replace(i, columns=tuple(c for c in i.columns if c != name))
            for i in self.indexes
            if [c for c in i.columns if c != name]
        ]
        self.uniques = [
            replace(u, columns=tuple(c for c in u.columns if c != name))
            for u in self.uniques
            if [c for c in u.columns if c != name]
        ]


@dataclass
class SchemaState:
    """All tables, in creation order, keyed by name (case-folded where the dialect folds)."""

    fold: bool
    """Table names compare case-insensitively (MySQL/MariaDB on a case-insensitive file system
    setting is not assumed: only PostgreSQL folds unquoted names, which the parser does)."""
    tables: dict[str, TableState] = field(default_factory=dict)
    enums: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """PostgreSQL enum types by name."""
    domains: dict[str, Column] = field(default_factory=dict)
    """PostgreSQL domains by name: base type shape, NOT NULL and default as a column."""
    collapsed: set[str] = field(default_factory=set)
    """PostgreSQL partitions (and inheritance children with their parent's columns): read
    into their parent, as the live reader does; statements about them change nothing."""

    def key(self, name: str) -> str:
        return name.lower() if self.fold else name

    def get(self, name: str) -> TableState | None:
        return self.tables.get(self.key(name))

    def add(self, table: TableState) -> None:
        self.tables[self.key(table.name)] = table

    def drop(self, name: str) -> bool:
        return self.tables.pop(self.key(name), None) is not None

    def rename(self, old: str, new: str) -> bool:
        t = self.tables.pop(self.key(old), None)
        if t is None:
            return False
        t.name = new
        self.add(t)
        for other in self.tables.values():
            other.foreign_keys = [
                replace(f, referred_table=new) if self.key(f.referred_table) == self.key(old) else f
                for f in other.foreign_keys
            ]
        return True

    def freeze(
        self, dialect: str, schema: str | None, database: str | None, sort_fks_by_name: bool
    ) -> Catalog:
        tables = []
        for t in sorted(self.tables.values(), key=lambda t: t.name):
            fks = sorted(t.foreign_keys, key=lambda f: (f.name or "", f.columns))
            if not sort_fks_by_name:
                fks = sorted(t.foreign_keys, key=lambda f: (f.referred_table, f.columns))
            tables.append(
                Table(
                    name=t.name,
                    columns=tuple(t.columns),
                    kind=t.kind,
                    schema=schema,
                    comment=t.comment,
                    primary_key=t.primary_key,
                    foreign_keys=tuple(fks),
                    indexes=tuple(sorted(t.indexes, key=lambda i: i.name)),
                    unique_constraints=tuple(sorted(t.uniques, key=lambda u: (u.name or "", u.columns))),
                )
            )
        return Catalog(dialect=dialect, tables=tuple(tables), database=database, server_version=None)
