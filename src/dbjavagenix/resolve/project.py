"""Config + catalogs → the resolved project: every table's context and every file to render.

Two steps so incremental builds stay cheap: :func:`prepare` computes the project-wide facts
(category, selection, class names, packages, layers) for all tables at once; :func:`resolve`
then builds the per-table contexts and file list, for all tables or only some.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from dbjavagenix import compat
from dbjavagenix.categories import CATEGORIES, get_category
from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.compat import Targets
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.errors import ConfigError, Diagnostic, GenixError, Location, NamingError, OutputError
from dbjavagenix.introspect.catalog import Catalog, Table
from dbjavagenix.introspect.ddl import unparsed_warnings
from dbjavagenix.resolve import naming
from dbjavagenix.resolve.checks import Owner, check_class_names, check_packages
from dbjavagenix.resolve.dialect import dialect_model
from dbjavagenix.resolve.layers import Layer, check_table_layers, output_path, package_of, resolve_layers
from dbjavagenix.resolve.model import ClassRef, FileContext, JacksonModel, ProjectModel, TableModel
from dbjavagenix.resolve.select import Selected, select_tables, selection_warnings
from dbjavagenix.resolve.tables import build_table, comment_warnings, key_warnings, rest_path


@dataclass(frozen=True)
class FileSpec:
    """One file to render."""

    path: str
    """Output path, relative to the output root, ``/``-separated."""
    template: str
    """Template name."""
    layer: str
    """Layer name (``entity``, ``common`` ...)."""
    table: str | None
    """Table the file belongs to; None for project files."""
    policy: str
    """Write policy."""
    context: FileContext
    """What the template receives."""


@dataclass(frozen=True)
class TablePlan:
    """Project-wide facts about one selected table (cheap; no context built yet)."""

    selected: Selected
    class_stem: str
    group: str
    classes: Mapping[str, ClassRef]
    layers: tuple[Layer, ...]
    """Layers enabled for this table."""


@dataclass(frozen=True)
class Prepared:
    """Project-wide facts, computed once per run for all tables."""

    loaded: LoadedConfig
    category: CategorySpec
    project: ProjectModel
    layers: tuple[Layer, ...]
    tables: Mapping[str, TablePlan]
    """Selected tables by name, in generation order."""
    catalogs: Mapping[str, Catalog]
    warnings: tuple[Diagnostic, ...] = ()
    """What the config does that is probably not meant, without stopping the build (an override
    of an excluded table, a pattern matching only when case is ignored, bidi controls in a
    comment); the doors print them."""


@dataclass(frozen=True)
class Project:
    """The resolved project: contexts and files (for the tables asked for)."""

    prepared: Prepared
    tables: tuple[TableModel, ...]
    files: tuple[FileSpec, ...]

    @property
    def model(self) -> ProjectModel:
        return self.prepared.project


def category_for(loaded: LoadedConfig) -> CategorySpec:
    """The configured category, checked against its Spring Boot and Java targets (see
    :func:`targets_for`)."""
    return targets_for(loaded)[0]


def _category(loaded: LoadedConfig) -> CategorySpec:
    p = loaded.config.project
    spec = get_category(p.category)
    if spec is None:
        names = sorted(CATEGORIES)
        close = difflib.get_close_matches(p.category, names, n=1, cutoff=0.5)
        lowered = {n.lower(): n for n in names}.get(p.category.lower())
        hint = (
            f"did you mean `{lowered or close[0]}`?"
            if (lowered or close)
            else "categories: " + ", ".join(names)
        )
        raise ConfigError(
            f"unknown category {p.category!r}", location=Location(key=("project", "category")), hint=hint
        )
    return spec


def targets_for(
    loaded: LoadedConfig, project: compat.ProjectVersions | None = None
) -> tuple[CategorySpec, Targets]:
    """The category and the Spring Boot / Java targets of a config: :func:`dbjavagenix.compat.targets`
    with the project genix writes into (``project``, else the build found at the output root;
    followed for unset keys), plus the ``javax.*`` types a jakarta line cannot compile. Every
    door checks a config through here."""
    p = loaded.config.project
    spec = _category(loaded)
    if project is None and (p.spring_boot is None or p.java is None):
        from dbjavagenix.javaproject.versions import project_versions

        project = project_versions(loaded.output_root)
    diags: list[Diagnostic] = []
    try:
        found = compat.targets(
            spec.name,
            spec.support,
            spring_boot=p.spring_boot,
            java=p.java,
            openapi=p.openapi,
            project=project,
        )
    except ConfigError as e:
        diags += e.diagnostics
        found = None
    line = found.boot if found is not None else compat.BOOT_LINES.get(p.spring_boot or 0)
    if line is not None:
        for key, java_type in _configured_types(loaded):
            problem = compat.javax_type_problem(java_type, line)
            if problem:
                hint = "set spring_boot = 2 for javax.*" if 2 in spec.support.boot else None
                diags.append(Diagnostic(problem, Location(key=key), hint))
    if diags or found is None:
        raise ConfigError(diagnostics=diags)
    return spec, found


def _configured_types(loaded: LoadedConfig) -> list[tuple[tuple[str, ...], str]]:
    """(key path, Java type) of every ``[types]`` value and ``java_type`` override."""
    cfg = loaded.config
    out: list[tuple[tuple[str, ...], str]] = []
    for k, v in cfg.types.items():
        if isinstance(v, str):
            out.append((("types", k), v))
        else:
            out += [(("types", k, k2), v2) for k2, v2 in v.items()]
    for t, tc in cfg.tables.overrides.items():
        out += [
            (("tables", t, "columns", c, "java_type"), cc.java_type)
            for c, cc in tc.columns.items()
            if cc.java_type
        ]
    return out


def prepare(loaded: LoadedConfig, catalogs: Mapping[str, Catalog]) -> Prepared:
    """Everything that is decided once for the whole project."""
    config = loaded.config
    category, targets = targets_for(loaded)
    check_packages(config)
    selected = select_tables(config, catalogs)
    overrides = config.tables.overrides

    stems = _class_stems(selected, overrides)
    groups = _groups(selected, loaded)
    p = config.project
    default_conn = config.default_connection()
    dialect = (
        catalogs[default_conn].dialect
        if default_conn in catalogs
        else (selected[0].dialect if selected else "sqlite")
    )
    layers = _for_tables(resolve_layers(config, category), category, [s.table for s in selected], dialect)
    check_table_layers(overrides, layers)
    common = {}
    for la in layers:
        if not la.per_table and la.enabled and la.common_key and la.package is not None:
            pkg = package_of(p.base_package, la.package, "")
            common[la.common_key] = ClassRef(
                la.class_name, pkg, f"{pkg}.{la.class_name}", naming.lower_first(la.class_name)
            )
    model = ProjectModel(
        base_package=p.base_package,
        category=category.name,
        dialect=dialect,
        sql_dialect=dialect_model(dialect),
        spring_boot=targets.spring_boot,
        java=targets.java,
        ee=targets.ee,
        lombok=p.lombok,
        openapi=p.openapi,
        validation=p.validation,
        dto=p.dto,
        json_formats={
            k: v
            for k, v in (
                ("LocalDate", p.json_date_format),
                ("LocalDateTime", p.json_datetime_format),
                ("LocalTime", p.json_time_format),
            )
            if v
        },
        author=p.author,
        header=tuple(p.header.splitlines()) if p.header else (),
        api_prefix="/" + p.api_prefix.strip("/") if p.api_prefix.strip("/") else "",
        common=common,
        errors=category.errors,
        jackson=jackson_model(compat.BOOT_LINES[targets.spring_boot].jackson),
    )
    plans: dict[str, TablePlan] = {}
    for s in selected:
        name = s.table.name
        tc = overrides.get(name)
        enabled = tuple(
            la
            for la in layers
            if la.per_table and (tc.layers.get(la.layer, la.enabled) if tc else la.enabled)
        )
        group = groups[name]
        classes = {
            la.layer: _class_ref(la, stems[name], p.base_package, group)
            for la in enabled
            if la.package is not None
        }
        plans[name] = TablePlan(s, stems[name], group, classes, enabled)
    check_class_names(
        [
            *((Owner(None, key), ref) for key, ref in common.items()),
            *((Owner(n, layer), ref) for n, tp in plans.items() for layer, ref in tp.classes.items()),
        ]
    )
    _check_rest_paths(plans, overrides, model.api_prefix)
    warnings = [*unparsed_warnings(catalogs.values()), *selection_warnings(config, catalogs, selected)]
    for s in selected:
        warnings += comment_warnings(s.table, overrides.get(s.table.name))
        warnings += key_warnings(s.table, overrides.get(s.table.name))
    return Prepared(loaded, category, model, layers, plans, catalogs, tuple(warnings))


def jackson_model(major: int) -> JacksonModel:
    """The Jackson classes generated code uses, for Jackson ``major`` (2 or 3)."""
    if major >= 3:
        return JacksonModel(
            3,
            "tools.jackson.databind.ObjectMapper",
            "tools.jackson.core.JacksonException",
            "getPropertyName",
            "tools.jackson.databind.DeserializationFeature",
        )
    return JacksonModel(
        2,
        "com.fasterxml.jackson.databind.ObjectMapper",
        "com.fasterxml.jackson.databind.JsonMappingException",
        "getFieldName",
        "com.fasterxml.jackson.databind.DeserializationFeature",
    )


def _check_rest_paths(
    plans: Mapping[str, TablePlan], overrides: Mapping[str, object], api_prefix: str
) -> None:
    """Two controllers on one REST path would make Spring refuse to start (ambiguous mapping)."""
    import re

    from dbjavagenix.config.model import TableConfig

    seen: dict[str, str] = {}
    diags = []
    segment = re.compile(r"[\w.~-]+")
    bad_prefix = [p for p in api_prefix.split("/") if p and (not segment.fullmatch(p) or p in (".", ".."))]
    if bad_prefix:
        raise ConfigError(
            f"api_prefix {api_prefix!r} has the path segment {bad_prefix[0]!r}",
            location=Location(key=("project", "api_prefix")),
            hint="segments of letters, digits, `-`, `_`, `.` and `~`: `/api`, `/v1/shop`",
        )
    for name, tp in plans.items():
        if not any(la.layer == "controller" for la in tp.layers):
            continue
        tc = overrides.get(name)
        own = tc.path if isinstance(tc, TableConfig) else None
        bad = [p for p in (own or "").split("/") if p and (not segment.fullmatch(p) or p in (".", ".."))]
        if bad:
            diags.append(
                Diagnostic(
                    f"REST path {own!r} has the segment {bad[0]!r}",
                    Location(key=("tables", name, "path")),
                    "segments of letters, digits, `-`, `_`, `.` and `~` (no spaces, braces, wildcards or `..`)",
                )
            )
            continue
        path = rest_path(api_prefix, tp.class_stem, own)
        other = seen.get(path)
        if other is not None:
            diags.append(
                Diagnostic(
                    f"the controllers of tables {other!r} and {name!r} would both answer {path}",
                    Location(key=("tables", name, "path")),
                    f'give one its own path: [tables."{name}"] path = "/..."',
                )
            )
            continue
        seen[path] = name
    if diags:
        raise ConfigError(diagnostics=diags)


def _for_tables(
    layers: tuple[Layer, ...], category: CategorySpec, tables: list[Table], dialect: str
) -> tuple[Layer, ...]:
    """Layers whose files only the selected tables' columns call for (``LayerSpec.needs``) are off
    when none does (the array type handler without an array column)."""
    from dataclasses import replace

    needs = {spec.id: spec.needs for spec in category.layers if spec.needs is not None}
    return tuple(
        replace(la, enabled=False) if la.id in needs and not needs[la.id](tables, dialect) else la
        for la in layers
    )


def _class_ref(layer: Layer, stem: str, base: str, group: str) -> ClassRef:
    assert layer.package is not None
    name = layer.class_name.replace("{class}", stem)
    pkg = package_of(base, layer.package, group)
    return ClassRef(name, pkg, f"{pkg}.{name}", naming.lower_first(name))


def _class_stems(selected: tuple[Selected, ...], overrides: Mapping[str, object]) -> dict[str, str]:
    from dbjavagenix.config.model import TableConfig

    stems: dict[str, str] = {}
    diags: list[Diagnostic] = []
    for s in selected:
        name = s.table.name
        tc = overrides.get(name)
        key = ("tables", name, "class_name")
        if isinstance(tc, TableConfig) and tc.class_name:
            problem = naming.class_name_problem(tc.class_name)
            if problem is not None:
                diags.append(Diagnostic(f"{tc.class_name!r} {problem}", Location(key=key)))
                continue
            stems[name] = tc.class_name
            continue
        stem = naming.class_stem(name, s.strip_prefixes)
        if not stem:
            diags.append(
                Diagnostic(
                    f"table {name!r} has no letter or digit to make a Java class name from",
                    Location(key=key),
                    f'set [tables."{name}"] class_name = "..." or exclude the table',
                )
            )
            continue
        stems[name] = stem
    counts = Counter(stems.values())
    for name, stem in stems.items():
        if counts[stem] > 1:
            others = sorted(n for n, s in stems.items() if s == stem and n != name)
            diags.append(
                Diagnostic(
                    f"tables {name!r} and {', '.join(repr(o) for o in others)} both become class {stem!r}",
                    Location(key=("tables", name, "class_name")),
                    f'give one a class_name: [tables."{name}"] class_name = "..."',
                )
            )
    if diags:
        raise NamingError(diagnostics=diags)
    return stems


def _groups(selected: tuple[Selected, ...], loaded: LoadedConfig) -> dict[str, str]:
    """Sub-package of each table: its group's ``package``, else its shared prefix when
    ``group_by_prefix`` is on, else none."""
    p = loaded.config.project
    prefixes: dict[str, str] = {}
    for s in selected:
        stripped = naming.strip_prefix(s.table.name, s.strip_prefixes)
        head, sep, rest = stripped.partition("_")
        if sep and rest and head:
            prefixes[s.table.name] = head.lower()
    counts = Counter(prefixes.values())
    out = {}
    for s in selected:
        if s.package:
            out[s.table.name] = s.package
            continue
        prefix = prefixes.get(s.table.name)
        if p.group_by_prefix and prefix and counts[prefix] >= 2:
            pkg = p.prefix_packages.get(prefix) or naming.safe_identifier(
                "".join(ch for ch in prefix if ch.isalnum() or ch == "_").lower()
            )
            out[s.table.name] = pkg
        else:
            out[s.table.name] = ""
    return out


def resolve(prepared: Prepared, only: Collection[str] | None = None) -> Project:
    """Build contexts and files for the tables named in ``only`` (all when None), plus the
    project files when ``only`` is None or contains ``""``."""
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
    for name, tp in prepared.tables.items():
        if only is not None and name not in only:
            continue
        s = tp.selected
        catalog = prepared.catalogs[s.connection]
        try:
            table = build_table(
                s.table,
                dialect=s.dialect,
                default_schema=_default_schema(loaded, s.connection, catalog),
                override=config.tables.overrides.get(name),
                config=config,
                project=prepared.project,
                category=prepared.category,
                class_stem=tp.class_stem,
                group=tp.group,
                classes=tp.classes,
                class_of_table=class_of_table,
            )
        except (ConfigError, NamingError) as e:
            errors.extend(e.diagnostics)
            error_type = error_type or type(e)
            continue
        tables.append(table)
        tc = config.tables.overrides.get(name)
        for la in tp.layers:
            cls = table.classes.get(la.layer)
            stem_name = la.class_name.replace("{class}", tp.class_stem)
            path = output_path(
                la.path,
                package=cls.package if cls else None,
                class_name=cls.name if cls else stem_name,
                table=name,
                group=tp.group,
                layer=la.layer,
                key=("layers", la.layer, "path"),
            )
            policy = tc.policy if tc is not None and tc.policy else la.policy
            ctx = FileContext(prepared.project, table, cls, la.layer, path)
            files.append(FileSpec(path, la.template, la.layer, name, policy, ctx))
    if errors:
        assert error_type is not None
        raise error_type(diagnostics=errors)
    if only is None or "" in only:
        files.extend(_project_files(prepared))
    _check_unique_paths(files)
    return Project(prepared, tuple(tables), tuple(files))


def _project_files(prepared: Prepared) -> list[FileSpec]:
    out = []
    for la in prepared.layers:
        if la.per_table or not la.enabled or not la.common_key:
            continue
        cls = prepared.project.common.get(la.common_key)
        path = output_path(
            la.path,
            package=cls.package if cls else None,
            class_name=la.class_name,
            table="",
            group="",
            layer=la.layer,
            key=("layers", la.layer, "path"),
        )
        ctx = FileContext(prepared.project, None, cls, la.layer, path)
        out.append(FileSpec(path, la.template, la.layer, None, la.policy, ctx))
    return out


def _default_schema(loaded: LoadedConfig, connection: str, catalog: Catalog) -> str | None:
    conn = loaded.config.connections.get(connection)
    if conn is not None and conn.db_schema:
        return conn.db_schema
    if catalog.dialect == "postgresql":
        return "public"
    return catalog.database


def _check_unique_paths(files: list[FileSpec]) -> None:
    """No two files on one path, nor on paths that differ only in case (one file on macOS and
    Windows checkouts: the second would overwrite the first)."""
    seen: dict[str, FileSpec] = {}
    folded: dict[str, FileSpec] = {}
    for f in files:
        other = seen.get(f.path)
        twin = folded.get(f.path.casefold())
        if other is None and twin is not None:
            raise NamingError(
                f"{twin.path!r} and {f.path!r} differ only in case: one file on case-insensitive "
                "file systems (macOS, Windows)",
                location=Location(
                    key=("tables", f.table, "class_name") if f.table else ("layers", f.layer, "path")
                ),
                hint=f'give one table another class_name: [tables."{f.table or twin.table}"] class_name = "..."',
            )
        folded[f.path.casefold()] = f
        if other is not None:
            raise OutputError(
                f"two files would be written to {f.path!r} "
                f"(layer {other.layer} of {other.table or 'the project'} and layer {f.layer} of {f.table or 'the project'})",
                location=Location(key=("layers", f.layer, "path")),
                hint="make the path pattern include {class_name} or {table}",
            )
        seen[f.path] = f
