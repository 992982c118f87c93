"""Config + catalogs → the resolved project: every table's context and every file to render.

Two steps so incremental builds stay cheap: :func:`prepare` computes the project-wide facts
(category, selection, class names, packages, layers) for all tables at once; :func:`resolve`
then builds the per-table contexts and file list, for all tables or only some.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from dbjavagenix.categories import CATEGORIES, get_category
from dbjavagenix.categories.spec import CategorySpec, LayerInput
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, GenixError, Location, NamingError, OutputError
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.resolve import naming
from dbjavagenix.resolve.layers import Layer, check_table_layers, output_path, package_of, resolve_layers
from dbjavagenix.resolve.model import ClassRef, FileContext, ProjectModel, TableModel
from dbjavagenix.resolve.select import Selected, select_tables
from dbjavagenix.resolve.tables import build_table


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
    """The configured category, checked against the Boot and Java versions."""
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
    if p.spring_boot not in spec.boot_versions:
        raise ConfigError(
            f"category {spec.name!r} cannot target Spring Boot {p.spring_boot}",
            location=Location(key=("project", "spring_boot")),
            hint="it supports Spring Boot " + " and ".join(str(v) for v in sorted(spec.boot_versions)),
        )
    if p.java < spec.min_java:
        raise ConfigError(
            f"category {spec.name!r} needs Java {spec.min_java} or newer",
            location=Location(key=("project", "java")),
            hint=f"set java = {spec.min_java}",
        )
    return spec


def prepare(
    loaded: LoadedConfig, catalogs: Mapping[str, Catalog], problems: list[Diagnostic] | None = None
) -> Prepared:
    """Everything that is decided once for the whole project. Every problem of the selection,
    the layers and the class names is reported at once (one error); with ``problems``, they are
    added there instead and the project is prepared as far as it can be (a table whose class
    name is wrong keeps its derived one, or is left out), so that later checks still run."""
    config = loaded.config
    category = category_for(loaded)
    found: list[Diagnostic] = []
    selected = select_tables(config, catalogs, found)
    layers = resolve_layers(config, category, found)
    overrides = config.tables.overrides
    check_table_layers(overrides, layers, found)
    kind: type[GenixError] = ConfigError if found else NamingError
    stems = _class_stems(selected, overrides, found)
    if found:
        if problems is None:
            raise kind(diagnostics=found)
        problems.extend(found)
    selected = tuple(s for s in selected if s.table.name in stems)

    groups = _groups(selected, loaded)
    p = config.project
    default_conn = config.default_connection()
    dialect = (
        catalogs[default_conn].dialect
        if default_conn in catalogs
        else (selected[0].dialect if selected else "sqlite")
    )
    model = ProjectModel(
        base_package=p.base_package,
        category=category.name,
        dialect=dialect,
        spring_boot=p.spring_boot,
        java=p.java,
        ee="jakarta" if p.spring_boot >= 3 else "javax",
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
        common=common_classes(layers, p.base_package),
    )
    plans: dict[str, TablePlan] = {}
    for s in selected:
        name = s.table.name
        enabled = enabled_layers(layers, overrides.get(name))
        group = groups[name]
        classes = class_refs(enabled, stems[name], p.base_package, group)
        plans[name] = TablePlan(s, stems[name], group, classes, enabled)
    return Prepared(loaded, category, model, layers, plans, catalogs)


# -- the facts a table's files follow from (also used to render a context a client edited) ------


def enabled_layers(layers: Sequence[Layer], override: TableConfig | None) -> tuple[Layer, ...]:
    """The per-table layers that are on for a table (its ``[tables.T] layers`` switches applied)."""
    return tuple(
        la
        for la in layers
        if la.per_table and (override.layers.get(la.layer, la.enabled) if override else la.enabled)
    )


def class_refs(layers: Sequence[Layer], stem: str, base: str, group: str) -> dict[str, ClassRef]:
    """The class each layer generates for a table with class stem ``stem``, by layer."""
    out = {}
    for la in layers:
        if la.package is None:
            continue
        name = la.class_name.replace("{class}", stem)
        pkg = package_of(base, la.package, group)
        out[la.layer] = ClassRef(name, pkg, f"{pkg}.{name}", naming.lower_first(name))
    return out


def common_classes(layers: Sequence[Layer], base: str) -> dict[str, ClassRef]:
    """The shared project classes (``Result``, ``PageResult`` ...), by their common key."""
    out = {}
    for la in layers:
        if not la.per_table and la.enabled and la.common_key and la.package is not None:
            pkg = package_of(base, la.package, "")
            out[la.common_key] = ClassRef(
                la.class_name, pkg, f"{pkg}.{la.class_name}", naming.lower_first(la.class_name)
            )
    return out


def table_files(
    project: ProjectModel,
    table: TableModel,
    layers: Sequence[Layer],
    override: TableConfig | None,
    problems: list[Diagnostic] | None = None,
) -> list[FileSpec]:
    """The files of one table, one per layer in ``layers``: output path, write policy, imports
    and template context. A bad path pattern raises (with ``problems``: is added there)."""
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
            )
        except GenixError as e:
            if problems is None:
                raise
            # one message per layer's pattern, not one per table
            problems.extend(
                d for d in e.diagnostics if all(p.location.key != d.location.key for p in problems)
            )
            continue
        policy = override.policy if override is not None and override.policy else la.policy
        imports = _imports(la, project, table, cls)
        ctx = FileContext(project, table, cls, imports, la.layer, path)
        files.append(FileSpec(path, la.template, la.layer, table.name, policy, ctx))
    return files


def _class_stems(
    selected: tuple[Selected, ...], overrides: Mapping[str, object], problems: list[Diagnostic]
) -> dict[str, str]:
    """Class name stem of every selected table; problems go to ``problems`` (a wrong
    ``class_name`` falls back to the derived stem, when there is one)."""
    stems: dict[str, str] = {}
    diags: list[Diagnostic] = []
    for s in selected:
        name = s.table.name
        tc = overrides.get(name)
        key = ("tables", name, "class_name")
        if isinstance(tc, TableConfig) and tc.class_name:
            if naming.is_java_identifier(tc.class_name):
                stems[name] = tc.class_name
                continue
            diags.append(Diagnostic(f"{tc.class_name!r} is not a valid Java class name", Location(key=key)))
        stem = naming.class_stem(name, s.strip_prefixes)
        if not stem:
            if not (isinstance(tc, TableConfig) and tc.class_name):
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
    problems.extend(diags)
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


def resolve(
    prepared: Prepared, only: Collection[str] | None = None, problems: list[Diagnostic] | None = None
) -> Project:
    """Build contexts and files for the tables named in ``only`` (all when None), plus the
    project files when ``only`` is None or contains ``""``. Every table's problems are reported
    at once; with ``problems``, they are added there and the tables that resolve are returned."""
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
        before = len(errors)
        files.extend(
            table_files(prepared.project, table, tp.layers, config.tables.overrides.get(name), errors)
        )
        if len(errors) > before:
            error_type = error_type or OutputError
    if only is None or "" in only:
        files.extend(_project_files(prepared, errors))
    _check_unique_paths(files, errors)
    if errors:
        if problems is None:
            raise (error_type or OutputError)(diagnostics=errors)
        problems.extend(errors)
    return Project(prepared, tuple(tables), tuple(files))


def _project_files(prepared: Prepared, problems: list[Diagnostic]) -> list[FileSpec]:
    out = []
    for la in prepared.layers:
        if la.per_table or not la.enabled or not la.common_key:
            continue
        cls = prepared.project.common.get(la.common_key)
        try:
            path = output_path(
                la.path,
                package=cls.package if cls else None,
                class_name=la.class_name,
                table="",
                group="",
                layer=la.layer,
                key=("layers", la.layer, "path"),
            )
        except GenixError as e:
            problems.extend(e.diagnostics)
            continue
        imports = _imports(la, prepared.project, None, cls)
        ctx = FileContext(prepared.project, None, cls, imports, la.layer, path)
        out.append(FileSpec(path, la.template, la.layer, None, la.policy, ctx))
    return out


def _imports(
    layer: Layer, project: ProjectModel, table: TableModel | None, cls: ClassRef | None
) -> tuple[str, ...]:
    if layer.imports is None:
        if layer.custom and table is not None:
            raw = {imp for f in table.fields for imp in f.type_imports}
        else:
            return ()
    else:
        raw = set(layer.imports(LayerInput(project, table, cls)))
    own = cls.package if cls else None
    keep = set()
    for imp in raw:
        pkg, _, _ = imp.rpartition(".")
        if pkg == "java.lang" or (own is not None and pkg == own):
            continue
        keep.add(imp)
    return tuple(sorted(keep))


def _default_schema(loaded: LoadedConfig, connection: str, catalog: Catalog) -> str | None:
    conn = loaded.config.connections.get(connection)
    if conn is not None and conn.db_schema:
        return conn.db_schema
    if catalog.dialect == "postgresql":
        return "public"
    return catalog.database


def _check_unique_paths(files: list[FileSpec], problems: list[Diagnostic]) -> None:
    seen: dict[str, FileSpec] = {}
    for f in files:
        other = seen.get(f.path)
        if other is not None:
            problems.append(
                Diagnostic(
                    f"two files would be written to {f.path!r} (layer {other.layer} of "
                    f"{other.table or 'the project'} and layer {f.layer} of {f.table or 'the project'})",
                    Location(key=("layers", f.layer, "path")),
                    "make the path pattern include {class_name} or {table}",
                )
            )
        seen[f.path] = f
