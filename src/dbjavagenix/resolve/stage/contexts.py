"""The prepared project → every table's context and every file to render, for all tables or
only some (an incremental build re-resolves the tables whose inputs changed)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from dbjavagenix import dialects
from dbjavagenix.categories.spec import REST_CONTROLLER_LAYERS
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, GenixError, Location, NamingError, OutputError
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import (
    ClassRef,
    FileContext,
    ProjectModel,
    TableModel,
)
from dbjavagenix.resolve.relations.relation_context import kept, relation_models
from dbjavagenix.resolve.stage.layers import (
    Layer,
    output_path,
    package_of,
)
from dbjavagenix.resolve.table.mappings import controller_mappings, mapping_clashes
from dbjavagenix.resolve.table.routes import effective_routes, relation_route, route_keys
from dbjavagenix.resolve.table.tables import build_table, finish

if TYPE_CHECKING:
    pass

from dbjavagenix.resolve.stage.plans import TablePlan, controller_classes, project_properties
from dbjavagenix.resolve.stage.project import FileSpec, Prepared, Project

ResolvedTable = tuple[TableModel, tuple[FileSpec, ...]]
"""A table resolved without a problem: its context and its files."""


def table_files(
    project: ProjectModel,
    table: TableModel,
    layers: Sequence[Layer],
    override: TableConfig | None,
    problems: list[GenixError] | None = None,
) -> list[FileSpec]:
    """The files of one table, one per layer in ``layers``: output path, write policy and
    template context (imports are decided while the file renders). A bad path pattern raises
    (with ``problems``: is added there, once per layer's path pattern)."""
    files = []
    for la in layers:
        cls = table.classes.get(la.layer)
        try:
            path = output_path(
                la.path,
                package=cls.package if cls else None,
                class_name=cls.name if cls else la.class_name.replace("{class}", table.class_name),
                table=table.name,
                group=table.group,
                layer=la.layer,
                key=("layers", la.layer, "path"),
                module=la.module,
            )
        except GenixError as e:
            if problems is None:
                raise
            # one message per layer's pattern, not one per table
            seen = {d.location.key for p in problems for d in p.diagnostics}
            new = [d for d in e.diagnostics if d.location.key not in seen]
            if new:
                problems.append(e.with_diagnostics(new))
            continue
        policy = override.policy if override is not None and override.policy else la.policy
        ctx = FileContext(project, table, cls, la.layer, path)
        files.append(FileSpec(path, la.template, la.layer, table.name, policy, ctx))
    return files


def resolve(
    prepared: Prepared,
    only: Collection[str] | None = None,
    problems: list[Diagnostic] | None = None,
    known: Mapping[str, TableModel] | None = None,
) -> Project:
    """Build contexts and files for the tables named in ``only`` (all when None), plus the
    project files when ``only`` is None or contains ``""``. Every table's problems are reported
    at once; with ``problems``, they are added there and the tables that resolve are returned.
    A file of the whole project (:attr:`Layer.whole`) sees every table: the tables not asked for
    are then resolved too (their contexts, not their files), or taken from ``known`` (contexts
    resolved before from the same inputs)."""
    loaded = prepared.loaded
    config = loaded.config
    class_of_table = {
        n: tp.classes["entity"].name if "entity" in tp.classes else tp.class_stem
        for n, tp in prepared.tables.items()
    }
    tables: list[TableModel] = []
    files: list[FileSpec] = []
    errors: list[Diagnostic] = []
    error_type: type[GenixError] | None = None
    found: list[GenixError] = []  # of the tables' files: each layer's path pattern reported once
    built: dict[str, TableModel] = {}

    def build(name: str) -> TableModel:
        hit = built.get(name)
        if hit is not None:
            return hit
        tp = prepared.tables[name]
        s = tp.selected
        built[name] = build_table(
            s.table,
            dialect=s.dialect,
            default_schema=_default_schema(loaded, s.connection, prepared.catalogs[s.connection]),
            override=config.tables.overrides.get(name),
            config=config,
            project=prepared.project,
            category=prepared.category,
            class_stem=tp.class_stem,
            group=tp.group,
            classes=tp.classes,
            class_of_table=class_of_table,
            traits=tp.traits,
            conventions=prepared.conventions,
            inherited=tp.inherited,
            team_mapper=tp.team_mapper,
        )
        return built[name]

    def relation_names(name: str) -> tuple[str, ...]:
        """The relation properties of table ``name``'s context (without resolving them)."""
        return tuple(s.name for s in kept(build(name), prepared.relations.get(name, ()), build))

    def model(name: str) -> TableModel:
        """A table's whole context: its own and its relations'."""
        table = build(name)
        specs = prepared.relations.get(name)
        if not specs:
            return finish(table, prepared.project, prepared.category)
        tp = prepared.tables[name]
        route_config, route_keys_of = effective_routes(config.api, name, config.tables.overrides.get(name))
        rels = relation_models(
            table,
            specs,
            build,
            tp.selected.dialect,
            prepared.category.persistence,
            prepared.project.lombok,
            prepared.project.openapi,
            partial(relation_route, route_config, name, table.key.fields, keys=route_keys_of),
            relation_names,
        )
        xml = _has_xml(tp) and all(_has_xml(prepared.tables[r.target_table]) for r in rels)
        return finish(
            table,
            prepared.project,
            prepared.category,
            relations=rels,
            relations_page=_page_items(prepared) if rels else "",
            relations_xml=xml and bool(rels),
        )

    for name, tp in prepared.tables.items():
        if only is not None and name not in only:
            continue
        try:
            table = model(name)
        except (ConfigError, NamingError) as e:
            errors.extend(e.diagnostics)
            error_type = error_type or type(e)
            continue
        tables.append(table)
        before = len(found)
        files.extend(
            table_files(prepared.project, table, tp.layers, config.tables.overrides.get(name), found)
        )
        for problem in found[before:]:
            errors.extend(problem.diagnostics)
            error_type = error_type or type(problem)
    # the shared classes serve generated tables: none selected (or each left to the team's code)
    # writes none of them into the team's modules
    if (only is None or "" in only) and prepared.tables:
        before = len(errors)
        every: tuple[TableModel, ...] = ()
        if not errors and any(la.whole and la.enabled for la in prepared.layers):
            every = _every_table(prepared, tables, known or {}, model, errors)
            error_type = error_type or (ConfigError if len(errors) > before else None)
        files.extend(_project_files(prepared, errors, every))
        if len(errors) > before:
            error_type = error_type or OutputError
    error_type = error_type or check_unique_paths(files, errors)
    if not errors and (only is None or set(prepared.tables) <= set(only)):  # every controller is known
        clashes = mapping_problems(prepared, tables)
        if clashes:
            errors.extend(clashes)
            error_type = error_type or ConfigError
    errors = list(dict.fromkeys(errors))  # a related table's problem is met again by its owner
    if errors:
        if problems is None:
            raise (error_type or OutputError)(diagnostics=errors)
        problems.extend(errors)
    return Project(prepared, tuple(tables), tuple(files))


def resolve_reusing(
    prepared: Prepared,
    problems: list[Diagnostic],
    reuse: dict[str, ResolvedTable] | None,
    fingerprints: Mapping[str, str],
) -> list[FileSpec]:
    """The files of :func:`resolve` of every table and the project files (problems added to
    ``problems``), taking from ``reuse`` (tables resolved before, by input fingerprint) each
    table whose fingerprint it holds: the checks across tables (paths, mappings) then run over
    all of them. Without a problem, ``reuse`` is left holding this project's tables."""
    if reuse is None:
        return list(resolve(prepared, None, problems).files)
    kept = {n: reuse[fp] for n in prepared.tables if (fp := fingerprints.get(n, "")) in reuse}
    before = len(problems)
    known = {n: t for n, (t, _) in kept.items()}
    project = resolve(prepared, [*(n for n in prepared.tables if n not in kept), ""], problems, known)
    tables = [*project.tables, *(t for t, _ in kept.values())]
    files = [*project.files, *(f for _, fs in kept.values() for f in fs)]
    if kept:  # resolve() checked across its own tables only
        found: list[Diagnostic] = []
        check_unique_paths(files, found)
        if len(problems) == before and not found:
            found = mapping_problems(prepared, tables)
        problems.extend(d for d in found if d not in problems)
    if len(problems) == before:
        by_table: dict[str, list[FileSpec]] = {}
        for f in files:
            if f.table:
                by_table.setdefault(f.table, []).append(f)
        reuse.clear()
        reuse.update((fingerprints[t.name], (t, tuple(by_table.get(t.name, ())))) for t in tables)
    return files


def mapping_problems(prepared: Prepared, tables: Sequence[TableModel]) -> list[Diagnostic]:
    """Two controller mappings of ``tables`` (every generated table) on one path and verb, each
    located at the keys that wrote them."""
    config = prepared.loaded.config
    api = config.api
    written = {
        *(("api", k) for k in api.model_fields_set),
        *(("api", "query", k) for k in api.query.model_fields_set),
        *(("api", "routes", k) for k in api.routes.model_fields_set),
        *(
            ("tables", n, "api", "routes", k)
            for n, tc in config.tables.overrides.items()
            if tc.api is not None
            for k in tc.api.routes.model_fields_set
        ),
        *(("tables", n, "path") for n, tc in config.tables.overrides.items() if tc.path),
    }
    return mapping_clashes(
        (
            (
                t.name,
                controller_mappings(
                    t,
                    {la.layer for la in prepared.tables[t.name].layers},
                    prepared.category.extra_endpoints(t),
                    route_keys(api, *effective_routes(api, t.name, config.tables.overrides.get(t.name))),
                ),
            )
            for t in tables
        ),
        written,
    )


def _has_xml(tp: TablePlan) -> bool:
    return any(la.layer == "mapper_xml" for la in tp.layers)


def _page_items(prepared: Prepared) -> str:
    """How generated code reads the rows of the project's page type (``relations_page``)."""
    api = prepared.project.api
    if api is None or not api.page.generated or api.page.paging != "offset":
        return ""
    page = next((la for la in prepared.layers if la.common_key == "page" and la.enabled), None)
    if page is None:
        return ""
    # sb35-java21's PageResponse is a record; the other categories' PageResult a class
    return "items()" if page.template.endswith("PageResponse.java.jinja") else "getItems()"


def _every_table(
    prepared: Prepared,
    asked: Sequence[TableModel],
    known: Mapping[str, TableModel],
    model: Callable[[str], TableModel],
    problems: list[Diagnostic],
) -> tuple[TableModel, ...]:
    """Every selected table's context, in generation order (a file of the whole project): those
    just resolved, those ``known``, the others resolved now (their problems added)."""
    have = {t.name: t for t in asked}
    out = []
    for name in prepared.tables:
        table = have.get(name) or known.get(name)
        if table is None:
            try:
                table = model(name)
            except (ConfigError, NamingError) as e:
                problems.extend(d for d in e.diagnostics if d not in problems)
                continue
        out.append(table)
    return tuple(out)


def _whole_class(la: Layer, base: str) -> ClassRef | None:
    """The class a file of the whole project declares (a layer with a package), or None."""
    if la.package is None:
        return None
    pkg = package_of(base, la.package, "")
    return ClassRef(la.class_name, pkg, f"{pkg}.{la.class_name}", naming.lower_first(la.class_name))


def _project_files(
    prepared: Prepared, problems: list[Diagnostic], every: tuple[TableModel, ...] = ()
) -> list[FileSpec]:
    """The shared classes and the files of the whole project (which see ``every`` table)."""
    out = []
    scoped = {spec.id: spec.controllers for spec in prepared.category.layers if spec.controllers is not None}
    for la in prepared.layers:
        if la.per_table or not la.enabled:
            continue
        if la.whole:
            cls = _whole_class(la, prepared.project.base_package)
        elif la.common_key:
            cls = prepared.project.common.get(la.common_key)
        else:
            continue
        try:
            path = output_path(
                la.path,
                package=cls.package if cls else None,
                class_name=la.class_name,
                table="",
                group="",
                layer=la.layer,
                key=("layers", la.layer, "path"),
                module=la.module,
            )
        except GenixError as e:
            problems.extend(e.diagnostics)
            continue
        hook = scoped.get(la.id)
        if hook is not None and cls is not None:
            modules = {
                c.module
                for tp in prepared.tables.values()
                for c in tp.layers
                if c.layer in REST_CONTROLLER_LAYERS
            }
            controllers = controller_classes(prepared.tables.values())
            cls = replace(cls, annotations=tuple(hook(controllers, modules <= {la.module})))
            properties = project_properties(prepared.tables.values())
        else:
            properties = ()
        ctx = FileContext(prepared.project, None, cls, la.layer, path, properties, every if la.whole else ())
        out.append(FileSpec(path, la.template, la.layer, None, la.policy, ctx))
    return out


def _default_schema(loaded: LoadedConfig, connection: str, catalog: Catalog) -> str | None:
    conn = loaded.config.connections.get(connection)
    if conn is not None and conn.db_schema:
        return conn.db_schema
    default = dialects.dialect(catalog.dialect).default_schema
    return default if default is not None else catalog.database


def check_unique_paths(files: list[FileSpec], problems: list[Diagnostic]) -> type[GenixError] | None:
    """No two files on one path, nor on paths that differ only in case (one file on macOS and
    Windows checkouts: the second would overwrite the first). Problems go to ``problems``; the
    kind of error of the first one is returned."""
    kind: type[GenixError] | None = None
    seen: dict[str, FileSpec] = {}
    folded: dict[str, FileSpec] = {}
    for f in files:
        other = seen.get(f.path)
        twin = folded.get(f.path.casefold())
        if other is None and twin is not None:
            problems.append(
                Diagnostic(
                    f"{twin.path!r} and {f.path!r} differ only in case: one file on case-insensitive "
                    "file systems (macOS, Windows)",
                    Location(
                        key=("tables", f.table, "class_name") if f.table else ("layers", f.layer, "path")
                    ),
                    f'give one table another class_name: [tables."{f.table or twin.table}"] class_name = "..."',
                )
            )
            kind = kind or NamingError
        folded[f.path.casefold()] = f
        if other is not None:
            kind = kind or OutputError
            problems.append(
                Diagnostic(
                    f"two files would be written to {f.path!r} (layer {other.layer} of "
                    f"{other.table or 'the project'} and layer {f.layer} of {f.table or 'the project'})",
                    Location(key=("layers", f.layer, "path")),
                    "make the path pattern include {class_name} or {table}",
                )
            )
        seen[f.path] = f
    return kind
