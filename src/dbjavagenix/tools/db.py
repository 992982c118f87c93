"""Schema tools (read-only): test a connection, list its tables, describe one table with the
Java type every column resolves to. No arbitrary SQL."""

from __future__ import annotations

import difflib
import fnmatch
import time
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from dbjavagenix.errors import ConnectionNotFound, GenixError, InputError, Location, TableNotFound
from dbjavagenix.tools.base import FromDatabase, ToolEnv, ToolFamily, ToolInput
from dbjavagenix.tools.paging import Paged

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.introspect.catalog import Catalog, Table
    from dbjavagenix.resolve.stage.project import Prepared

FAMILY = ToolFamily("db", "Inspect the database schema (read-only).", order=20)


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def connection_name(loaded: LoadedConfig, name: str | None) -> str:
    cfg = loaded.config
    chosen = name or cfg.default_connection()
    if chosen not in cfg.connections:
        close = difflib.get_close_matches(chosen, list(cfg.connections), n=1, cutoff=0.5)
        raise ConnectionNotFound(
            f"no connection named {chosen!r}",
            location=Location(key=("arguments", "connection") if name else ("tables", "connection")),
            hint=f"did you mean `{close[0]}`?"
            if close
            else "connections: " + ", ".join(sorted(cfg.connections)),
        )
    return chosen


def read_catalog(loaded: LoadedConfig, name: str) -> Catalog:
    from dbjavagenix import pipeline

    return pipeline.read_catalogs(loaded, [name])[name]


def find_table(catalog: Catalog, name: str, connection: str) -> Table:
    table = catalog.table(name)
    if table is not None:
        return table
    lowered = {t.name.lower(): t for t in catalog.tables}
    if name.lower() in lowered:
        return lowered[name.lower()]
    close = difflib.get_close_matches(name, [t.name for t in catalog.tables], n=3, cutoff=0.5)
    raise TableNotFound(
        f"connection {connection!r} has no table {name!r}",
        location=Location(key=("arguments", "table")),
        hint=("did you mean " + ", ".join(f"`{c}`" for c in close) + "?")
        if close
        else "db_list_tables lists them",
    )


def try_prepare(loaded: LoadedConfig, catalogs: dict[str, Catalog]) -> tuple[Prepared | None, str | None]:
    """The project's table selection, or why it cannot be computed (the schema tools still work
    on a config whose selection is broken)."""
    from dbjavagenix import pipeline

    try:
        return pipeline.prepare_project(loaded, catalogs), None
    except GenixError as e:
        return None, e.render()


# -- db_test_connection ---------------------------------------------------------------------------


class ConnectionCheckInput(ToolInput):
    connection: str | None = None
    """Default: the one [tables] reads."""


class ConnectionCheckResult(FromDatabase):
    untrusted: tuple[str, ...] = ("database", "server_version")
    connection: str
    source: Literal["database", "snapshot", "ddl"]
    target: str
    """The URL (password masked), the snapshot file or the DDL files."""
    dialect: str
    database: str | None
    server_version: str | None
    tables: int
    views: int
    seconds: float
    """Time to connect and read the catalog."""

    def summary(self) -> str:
        return (
            f"connection {self.connection!r} ok: {self.dialect}"
            f"{' ' + self.server_version if self.server_version else ''}, "
            f"{self.tables} tables, {self.views} views ({self.seconds:.2f} s)"
        )


@FAMILY.tool("Test a connection", open_world=True)
def db_test_connection(env: ToolEnv, args: ConnectionCheckInput) -> ConnectionCheckResult:
    """Connect (or read the snapshot): dialect, server version, tables and views."""
    from dbjavagenix.secrets import mask_url

    loaded = env.load()
    name = connection_name(loaded, args.connection)
    t0 = time.perf_counter()
    catalog = read_catalog(loaded, name)
    seconds = time.perf_counter() - t0
    conn = loaded.config.connections[name]
    return ConnectionCheckResult(
        connection=name,
        source="snapshot" if conn.snapshot else "ddl" if conn.ddl else "database",
        target=conn.snapshot or (", ".join(conn.ddl) if conn.ddl else mask_url(conn.url or "")),
        dialect=catalog.dialect,
        database=catalog.database,
        server_version=catalog.server_version,
        tables=sum(1 for t in catalog.tables if t.kind == "table"),
        views=sum(1 for t in catalog.tables if t.kind == "view"),
        seconds=round(seconds, 3),
    )


# -- db_list_tables -------------------------------------------------------------------------------


class ListTablesInput(ToolInput):
    connection: str | None = None
    """Default: the one [tables] reads."""
    pattern: str | None = None
    """Glob on names (sys_*)."""
    generated: bool | None = None
    """Only tables the config generates (or not)."""
    cursor: str | None = None
    """From page.next_cursor."""


class TableSummary(_Data):
    name: str
    kind: Literal["table", "view"]
    schema_name: str | None
    comment: str | None
    columns: int
    primary_key: list[str]
    """Key columns (empty: no primary key)."""
    references: list[str]
    """Tables its foreign keys point to."""
    indexes: int
    generated: bool | None
    """Selected for generation by the config (None: the selection could not be computed)."""
    class_name: str | None
    """Java class stem it becomes, when generated."""


class ListTablesResult(Paged, FromDatabase):
    page_field = "tables"
    untrusted: tuple[str, ...] = (
        "tables[].name",
        "tables[].schema_name",
        "tables[].comment",
        "tables[].primary_key",
        "tables[].references",
    )
    connection: str
    dialect: str
    tables: list[TableSummary]
    selection_problem: str | None = None
    """Why ``generated`` is unknown (a config problem), if it is."""

    def summary(self) -> str:
        gen = sum(1 for t in self.tables if t.generated)
        return f"{len(self.tables)} tables/views on {self.connection!r} ({self.dialect}), {gen} generated"


@FAMILY.tool("List tables", open_world=True)
def db_list_tables(env: ToolEnv, args: ListTablesInput) -> ListTablesResult:
    """Tables and views: comment, columns, key, references, and the class the config makes of
    each (if any)."""
    loaded = env.load()
    name = connection_name(loaded, args.connection)
    catalogs = {name: read_catalog(loaded, name)}
    catalog = catalogs[name]
    prepared, problem = try_prepare(loaded, catalogs)
    plans = prepared.tables if prepared is not None else {}
    out = []
    for t in catalog.tables:
        if args.pattern and not fnmatch.fnmatchcase(t.name.lower(), args.pattern.lower()):
            continue
        tp = plans.get(t.name)
        mine = tp is not None and tp.selected.connection == name
        if args.generated is not None and prepared is not None and mine != args.generated:
            continue
        out.append(
            TableSummary(
                name=t.name,
                kind=t.kind,
                schema_name=t.schema,
                comment=t.comment,
                columns=len(t.columns),
                primary_key=list(t.primary_key.columns) if t.primary_key else [],
                references=sorted({fk.referred_table for fk in t.foreign_keys}),
                indexes=len(t.indexes),
                generated=None if prepared is None else mine,
                class_name=tp.class_stem if tp is not None and mine else None,
            )
        )
    return ListTablesResult(connection=name, dialect=catalog.dialect, tables=out, selection_problem=problem)


# -- db_describe_table ----------------------------------------------------------------------------


class DescribeTableInput(ToolInput):
    table: str | None = None
    """Table or view (required, unless cursor continues a listing)."""
    connection: str | None = None
    """Default: the one [tables] reads."""
    cursor: str | None = None
    """From page.next_cursor."""


class ColumnInfo(_Data):
    name: str
    type: str
    """Database type as the database reports it."""
    nullable: bool
    default: str | None
    autoincrement: bool
    generated: str | None
    """Expression of a computed column."""
    comment: str | None
    java_name: str | None
    """Java field name (None when the column is ignored)."""
    java_type: str
    """Java type the column resolves to (``[types]`` and column overrides applied)."""
    java_type_imports: list[str]
    jdbc_type: str
    """MyBatis jdbcType."""
    ignored: bool
    """Left out by ``ignore = true``."""


class IndexInfo(_Data):
    name: str
    columns: list[str]
    unique: bool
    kind: str | None


class ForeignKeyInfo(_Data):
    name: str | None
    columns: list[str]
    referred_table: str
    referred_columns: list[str]
    on_delete: str | None
    on_update: str | None


class DescribeTableResult(Paged, FromDatabase):
    page_field = "columns"
    untrusted: tuple[str, ...] = (
        "name",
        "schema_name",
        "comment",
        "primary_key",
        "columns[].name",
        "columns[].type",
        "columns[].default",
        "columns[].generated",
        "columns[].comment",
        "indexes",
        "foreign_keys",
        "unique_constraints",
        "notes",
    )
    connection: str
    dialect: str
    name: str
    kind: Literal["table", "view"]
    schema_name: str | None
    comment: str | None
    primary_key: list[str]
    columns: list[ColumnInfo]
    indexes: list[IndexInfo]
    foreign_keys: list[ForeignKeyInfo]
    unique_constraints: list[list[str]]
    generated: bool | None
    """Selected for generation by the config (None: unknown, see ``notes``)."""
    class_name: str | None
    """Java class stem, when generated."""
    notes: list[str] = Field(default_factory=list)

    def summary(self) -> str:
        key = ", ".join(self.primary_key) or "no primary key"
        return (
            f"{self.kind} {self.name}: {len(self.columns)} columns, key {key}, class {self.class_name or '-'}"
        )


@FAMILY.tool("Describe a table", open_world=True)
def db_describe_table(env: ToolEnv, args: DescribeTableInput) -> DescribeTableResult:
    """A table's columns with the Java name, type and jdbcType each becomes; keys, indexes,
    foreign keys."""
    from dbjavagenix.resolve.columns import naming
    from dbjavagenix.resolve.columns.javatype import java_type_of

    if args.table is None:
        raise InputError(
            "pass table (or cursor, to continue a listing)",
            location=Location(key=("arguments", "table")),
            hint="db_list_tables lists the tables",
        )
    loaded = env.load()
    name = connection_name(loaded, args.connection)
    catalogs = {name: read_catalog(loaded, name)}
    catalog = catalogs[name]
    table = find_table(catalog, args.table, name)
    prepared, problem = try_prepare(loaded, catalogs)
    notes = [problem] if problem else []
    tp = prepared.tables.get(table.name) if prepared is not None else None
    generated = tp is not None and tp.selected.connection == name
    fields = {}
    if generated and prepared is not None:
        from dbjavagenix import pipeline

        try:
            model = pipeline.resolve_project(prepared, [table.name]).tables[0]
            fields = {f.column: f for f in model.fields}
        except GenixError as e:
            notes.append(e.render())
    override = loaded.config.tables.overrides.get(table.name)
    columns = []
    for col in table.columns:
        cc = override.columns.get(col.name) if override else None
        f = fields.get(col.name)
        java_name: str | None
        if f is not None:
            java_name, jt_name, jt_imports, jdbc = f.name, f.java_type, list(f.type_imports), f.jdbc_type
        else:
            try:
                jt = java_type_of(
                    col, catalog.dialect, cc, loaded.config, ("tables", table.name, "columns", col.name)
                )
                jt_name, jt_imports, jdbc = jt.name, list(jt.imports), jt.jdbc_type
            except GenixError as e:
                notes.append(loaded.locate(e).render())
                jt_name, jt_imports, jdbc = "Object", [], "OTHER"
            java_name = (cc.java_name if cc and cc.java_name else naming.field_name(col.name)) or None
        ignored = bool(cc and cc.ignore)
        columns.append(
            ColumnInfo(
                name=col.name,
                type=col.type,
                nullable=col.nullable,
                default=col.default,
                autoincrement=col.autoincrement,
                generated=col.generated,
                comment=col.comment,
                java_name=None if ignored else java_name,
                java_type=jt_name,
                java_type_imports=jt_imports,
                jdbc_type=jdbc,
                ignored=ignored,
            )
        )
    return DescribeTableResult(
        connection=name,
        dialect=catalog.dialect,
        name=table.name,
        kind=table.kind,
        schema_name=table.schema,
        comment=table.comment,
        primary_key=list(table.primary_key.columns) if table.primary_key else [],
        columns=columns,
        indexes=[
            IndexInfo(name=i.name, columns=list(i.columns), unique=i.unique, kind=i.kind)
            for i in table.indexes
        ],
        foreign_keys=[
            ForeignKeyInfo(
                name=fk.name,
                columns=list(fk.columns),
                referred_table=fk.referred_table,
                referred_columns=list(fk.referred_columns),
                on_delete=fk.on_delete,
                on_update=fk.on_update,
            )
            for fk in table.foreign_keys
        ],
        unique_constraints=[list(u.columns) for u in table.unique_constraints],
        generated=None if prepared is None else generated,
        class_name=tp.class_stem if tp is not None and generated else None,
        notes=notes,
    )
