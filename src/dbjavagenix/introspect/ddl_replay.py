"""Replay parsed MySQL / MariaDB / PostgreSQL DDL statements (sqlglot) onto a
:class:`~.ddl_model.SchemaState`, the way the server would have applied them.

Server rules reproduced here: primary-key columns are NOT NULL; MySQL names an unnamed key
after its first column (``col``, ``col_2``), an unnamed foreign key ``<table>_ibfk_<n>``, and
gives a foreign key without a usable index one of its own; MariaDB reports an unspecified
referential action as ``RESTRICT``; PostgreSQL names constraints ``<table>_pkey``,
``<table>_<cols>_key`` and ``<table>_<cols>_fkey``, indexes ``<table>_<cols>_idx``, gives
``serial`` columns ``nextval('<table>_<col>_seq'::regclass)``, and collapses inheritance
children with exactly their parent's columns (partitions).
"""

from __future__ import annotations

from dataclasses import replace

from sqlglot import exp

from dbjavagenix import dialects
from dbjavagenix.introspect.catalog import Column, ForeignKey, Index, PrimaryKey, UniqueConstraint
from dbjavagenix.introspect.checks import apply_checks
from dbjavagenix.introspect.ddl_columns import ColumnFacts, Source, ident
from dbjavagenix.introspect.ddl_model import SchemaState, TableState
from dbjavagenix.introspect.ddl_pgtypes import pg_default, pg_type
from dbjavagenix.introspect.ddl_types import TypeShape, mysql_default, mysql_type

PG_NAME_MAX = 63


class ReplayError(Exception):
    """A statement the server would have refused (unknown table, column ...)."""


class OnPartition(Exception):
    """The statement is about a partition, which the catalog folds into its parent."""


class Replayer:
    """Applies statements of one dialect to one schema state."""

    def __init__(self, dialect: str, schema: str | None) -> None:
        d = dialects.dialect(dialect)
        self.dialect = dialect
        self.sqlglot = d.sqlglot
        """The sqlglot dialect statements are parsed and printed with."""
        self.pg = d.sqlglot == "postgres"
        """PostgreSQL's grammar and catalog (the replayer knows two: PostgreSQL's and MySQL's)."""
        self.mariadb = dialect == "mariadb"
        """MySQL's grammar, the catalog as MariaDB reports it (display widths, ``current_timestamp()``)."""
        self.schema = schema or d.default_schema
        self.state = SchemaState(fold=False)
        self.other_schema = 0
        """Statements about objects in another schema than the one read (left out)."""

    # ------------------------------------------------------------------ helpers

    def name(self, node: object) -> str:
        return ident(node, self.pg)

    def in_schema(self, table: exp.Table) -> bool:
        db = table.args.get("db")
        if db is None:
            return True
        name = self.name(db)
        if self.pg:
            return name == self.schema
        return self.schema is None or name == self.schema

    def table(self, node: exp.Table, what: str) -> TableState:
        t = self.state.get(self.name(node))
        if t is None and self.state.key(self.name(node)) in self.state.collapsed:
            raise OnPartition(self.name(node))
        if t is None:
            raise ReplayError(f"{what}: table {self.name(node)!r} does not exist")
        return t

    def shape(self, type_text: str) -> TypeShape:
        if self.pg:
            return pg_type(type_text, self.state.enums, self._domain_shapes(), self.schema or "public")
        return mysql_type(type_text, self.mariadb)

    def _domain_shapes(self) -> dict[str, TypeShape]:
        return {
            n: TypeShape(
                c.type, c.data_type, c.length, c.precision, c.scale, array_dimensions=c.array_dimensions
            )
            for n, c in self.state.domains.items()
        }

    def default(self, text: str | None, shape: TypeShape) -> str | None:
        if self.pg:
            return pg_default(text, shape, self.schema or "public")
        return mysql_default(text, shape, self.mariadb)

    # ------------------------------------------------------------------ columns

    def column(self, node: exp.ColumnDef, src: Source, table: str) -> ColumnFacts:
        name = self.name(node.this)
        type_text = src.type_text(node.this)
        if not type_text:
            raise ReplayError(f"column {name!r} has no type")
        shape = self.shape(type_text)
        nullable = True
        default_text: str | None = None
        facts = ColumnFacts(Column(name=name, type=shape.type, data_type=shape.data_type), shape=shape)
        auto = False
        identity = None
        generated = None
        on_update = None
        comment = None
        checks: list[str] = []
        for c in node.args.get("constraints") or ():
            # not .kind: compiled sqlglot checks its declared type, which BINARY (a MySQL
            # column constraint) does not have
            k = c.args.get("kind")
            if isinstance(k, exp.NotNullColumnConstraint):
                nullable = bool(k.args.get("allow_null"))
            elif isinstance(k, exp.DefaultColumnConstraint):
                default_text = src.default_after(node.this)
                if default_text is None:
                    default_text = k.this.sql(dialect=self._sqlglot_dialect()) if k.this else None
            elif isinstance(k, exp.AutoIncrementColumnConstraint):
                auto = True
            elif isinstance(k, exp.PrimaryKeyColumnConstraint):
                facts.primary_key = True
            elif isinstance(k, exp.UniqueColumnConstraint):
                facts.unique = True
            elif isinstance(k, exp.CommentColumnConstraint):
                comment = k.this.this if isinstance(k.this, exp.Literal) else k.this.sql()
            elif isinstance(k, exp.OnUpdateColumnConstraint):
                on_update = self.default(k.this.sql(dialect="mysql"), shape)
            elif isinstance(k, exp.GeneratedAsIdentityColumnConstraint):
                if k.args.get("expression") is not None or (k.args.get("this") is None and False):
                    generated = k.args["expression"].sql(dialect=self._sqlglot_dialect())
                else:
                    auto = True
                    identity = "always" if k.this else "by default"
            elif isinstance(k, exp.ComputedColumnConstraint):
                generated = k.this.sql(dialect=self._sqlglot_dialect())
            elif isinstance(k, exp.Reference):
                facts.references = k
            elif isinstance(k, exp.CheckColumnConstraint) and k.this is not None:
                checks.append(k.this.sql(dialect=self._sqlglot_dialect()))
        if shape.serial:
            nullable = False
            auto = True
            if self.pg:
                default_text = f"nextval('{_pg_name(table, name, 'seq')}'::regclass)"
            else:
                facts.unique = True
        if identity is not None:
            nullable = False
        if facts.primary_key:
            nullable = False
        default = None if generated else self.default(default_text, shape)
        if self.pg and default is not None and default.startswith("nextval("):
            auto = True
        if generated is not None and self.pg:
            generated = generated or "generated"
        facts.column = Column(
            name=name,
            type=shape.type,
            data_type=shape.data_type,
            nullable=nullable,
            length=shape.length,
            precision=shape.precision,
            scale=shape.scale,
            unsigned=shape.unsigned,
            default=default,
            autoincrement=auto,
            identity=identity,
            generated=generated,
            on_update=on_update,
            comment=comment,
            enum_values=shape.enum_values,
            user_type=shape.user_type,
            array_dimensions=shape.array_dimensions,
        )
        if checks:
            facts.column = apply_checks((facts.column,), checks)[0]
        return facts

    def _sqlglot_dialect(self) -> str:
        return self.sqlglot

    def apply_domain_column(self, col: Column) -> Column:
        """A column of a domain type takes the domain's NOT NULL and default."""
        if not self.pg or col.user_type is None or col.user_type not in self.state.domains:
            return col
        dom = self.state.domains[col.user_type]
        return replace(
            col,
            nullable=col.nullable and dom.nullable,
            default=col.default if col.default is not None else dom.default,
        )

    # ------------------------------------------------------------------ constraints

    def add_primary_key(self, t: TableState, cols: tuple[str, ...], name: str | None) -> None:
        name = (name or _pg_name(t.name, "", "pkey")) if self.pg else None
        t.primary_key = PrimaryKey(cols, name)
        if not self.pg:
            self._drop_implicit(t)
        t.columns = [replace(c, nullable=False) if c.name in cols else c for c in t.columns]

    def add_unique(self, t: TableState, cols: tuple[str, ...], name: str | None) -> None:
        if self.pg:
            name = name or _pg_name(t.name, "_".join(cols), "key")
        else:
            name = name or _my_index_name(t, cols[0])
        t.uniques.append(UniqueConstraint(cols, name))
        if not self.pg:
            self._drop_implicit(t)

    def add_index(
        self, t: TableState, cols: tuple[str, ...], name: str | None, unique: bool, kind: str | None
    ) -> None:
        if self.pg:
            name = name or _pg_name(t.name, "_".join(cols), "idx")
            t.indexes.append(Index(name, cols, unique, kind))
            return
        name = name or _my_index_name(t, cols[0])
        if unique and kind not in ("fulltext", "spatial"):
            t.uniques.append(UniqueConstraint(cols, name))
        else:
            t.indexes.append(Index(name, cols, unique, kind))
        self._drop_implicit(t)

    def add_foreign_key(
        self,
        t: TableState,
        cols: tuple[str, ...],
        ref: exp.Reference,
        name: str | None,
    ) -> None:
        target = ref.this
        table_node = target.this if isinstance(target, exp.Schema) else target
        ref_table = self.name(table_node)
        ref_cols = tuple(self.name(c) for c in target.expressions) if isinstance(target, exp.Schema) else ()
        if not ref_cols:
            parent = self.state.get(ref_table) if ref_table != t.name else t
            if parent is not None and parent.primary_key is not None:
                ref_cols = parent.primary_key.columns
        on_delete = on_update = None
        for opt in ref.args.get("options") or ():
            text = " ".join(str(opt).upper().split())
            if text.startswith("ON DELETE "):
                on_delete = text[len("ON DELETE ") :]
            elif text.startswith("ON UPDATE "):
                on_update = text[len("ON UPDATE ") :]
        given = name
        if self.pg:
            name = name or _pg_name(t.name, "_".join(cols), "fkey")
        elif name is None:
            t.fk_counter += 1
            name = f"{t.name}_ibfk_{t.fk_counter}"

        def action(a: str | None) -> str | None:
            if a is None:
                return "RESTRICT" if self.mariadb else None
            return None if a == "NO ACTION" else a

        ref_schema = None
        if isinstance(table_node, exp.Table) and table_node.args.get("db") is not None:
            db = self.name(table_node.args["db"])
            if db != self.schema:
                ref_schema = db
        t.foreign_keys.append(
            ForeignKey(cols, ref_table, ref_cols, name, ref_schema, action(on_update), action(on_delete))
        )
        if not self.pg and not _has_index_on(t, cols):
            iname = given or _my_index_name(t, cols[0])
            t.indexes.append(Index(iname, cols))
            t.implicit.add(iname)

    def _drop_implicit(self, t: TableState) -> None:
        """InnoDB drops the index it made for a foreign key once another index serves it."""
        for name in list(t.implicit):
            idx = next((i for i in t.indexes if i.name == name), None)
            if idx is None:
                t.implicit.discard(name)
                continue
            others = [i for i in t.indexes if i.name != name]
            saved = t.indexes
            t.indexes = others
            covered = _has_index_on(t, idx.columns)
            t.indexes = saved if not covered else others
            if covered:
                t.implicit.discard(name)

    def constraint(self, t: TableState, node: exp.Expression, src: Source) -> None:
        """A table-level constraint or index (CREATE TABLE element or ALTER TABLE ADD)."""
        name = None
        if isinstance(node, exp.Constraint):
            name = self.name(node.this) if node.this is not None else None
            for inner in node.expressions:
                self._one_constraint(t, inner, name)
            return
        self._one_constraint(t, node, None)

    def _one_constraint(self, t: TableState, node: exp.Expression, name: str | None) -> None:
        if isinstance(node, (exp.PrimaryKey, exp.PrimaryKeyColumnConstraint)):
            cols = tuple(self.name(c) for c in node.expressions)
            self.add_primary_key(t, cols, name)
        elif isinstance(node, exp.ForeignKey):
            cols = tuple(self.name(c) for c in node.expressions)
            ref = node.args.get("reference")
            if ref is not None:
                self.add_foreign_key(t, cols, ref, name)
        elif isinstance(node, exp.UniqueColumnConstraint):
            target = node.this
            if isinstance(target, exp.Schema):
                iname = self.name(target.this) if target.this is not None else None
                cols = tuple(self.name(c) for c in target.expressions)
            else:
                iname = None
                cols = tuple(self.name(c) for c in (node.expressions or ()))
                if not cols and target is not None:
                    cols = (self.name(target),)
            self.add_unique(t, cols, name or iname)
        elif isinstance(node, exp.IndexColumnConstraint):
            iname = self.name(node.this) if node.this is not None else None
            cols = tuple(self.name(c) for c in node.expressions)
            kind = str(node.args.get("kind") or "").lower() or None
            self.add_index(t, cols, name or iname, False, kind)
        elif isinstance(node, exp.CheckColumnConstraint) and node.this is not None:
            # the allowed values of a column (``status IN (...)``); other checks are not in the catalog
            t.columns = list(apply_checks(t.columns, (node.this.sql(dialect=self._sqlglot_dialect()),)))
        # EXCLUDE ...: not in the catalog


def _has_index_on(t: TableState, cols: tuple[str, ...]) -> bool:
    n = len(cols)
    keys = [i.columns for i in t.indexes if i.kind is None] + [u.columns for u in t.uniques]
    if t.primary_key is not None:
        keys.append(t.primary_key.columns)
    return any(k[:n] == cols for k in keys)


def _my_index_name(t: TableState, first: str) -> str:
    taken = t.index_names() | {"PRIMARY"}
    if first not in taken:
        return first
    n = 2
    while f"{first}_{n}" in taken:
        n += 1
    return f"{first}_{n}"


def _pg_name(table: str, middle: str, label: str) -> str:
    """PostgreSQL's ``makeObjectName``: ``table_middle_label`` cut to 63 bytes, the longer of
    the two names shortened first."""
    name1, name2 = table, middle
    overhead = len(label) + 1 + (1 if name2 else 0)
    avail = PG_NAME_MAX - overhead
    while len(name1.encode()) + len(name2.encode()) > avail:
        if len(name1) > len(name2):
            name1 = name1[:-1]
        else:
            name2 = name2[:-1]
    return "_".join(p for p in (name1, name2, label) if p)
