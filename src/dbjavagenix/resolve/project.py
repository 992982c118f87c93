"""Config + catalogs → the resolved project: every table's context and every file to render.

Two steps so incremental builds stay cheap: :func:`prepare` computes the project-wide facts
(category, selection, class names, packages, layers) for all tables at once; :func:`resolve`
then builds the per-table contexts and file list, for all tables or only some.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING

from dbjavagenix import compat, dialects
from dbjavagenix.categories.common import with_json_order
from dbjavagenix.categories.spec import REST_CONTROLLER_LAYERS, CategorySpec
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, GenixError, Location, NamingError, OutputError
from dbjavagenix.introspect.catalog import Catalog, Table
from dbjavagenix.introspect.ddl import unparsed_warnings
from dbjavagenix.javaproject.targets import targets_for
from dbjavagenix.resolve import adminpages, naming, tsclient
from dbjavagenix.resolve.adoption import rest_path
from dbjavagenix.resolve.checks import Owner, check_class_names, check_packages
from dbjavagenix.resolve.conventions import Conventions, resolve_conventions
from dbjavagenix.resolve.dialect import dialect_model
from dbjavagenix.resolve.keycolumns import key_columns, key_warnings
from dbjavagenix.resolve.layers import (
    Layer,
    check_modules,
    check_table_layers,
    output_path,
    package_of,
    resolve_layers,
)
from dbjavagenix.resolve.leftout import class_stems, column_warnings, too_wide_for_records
from dbjavagenix.resolve.mappings import controller_mappings, mapping_clashes
from dbjavagenix.resolve.model import (
    ClassRef,
    FileContext,
    JacksonModel,
    ProjectModel,
    TableModel,
)
from dbjavagenix.resolve.paging import page_policy
from dbjavagenix.resolve.properties import column_properties
from dbjavagenix.resolve.property_model import ColumnPropertyModel
from dbjavagenix.resolve.relation_context import kept, relation_models
from dbjavagenix.resolve.relations import RelationSpec, plan_relations
from dbjavagenix.resolve.reuse import reuse
from dbjavagenix.resolve.roles import role_warnings
from dbjavagenix.resolve.routes import effective_routes, relation_route, route_keys
from dbjavagenix.resolve.rules import (
    SECRETS_RULE,
    ColumnTraits,
    Rules,
    project_rules,
    secret_like,
    table_traits,
)
from dbjavagenix.resolve.select import Selected, select_tables, selection_warnings
from dbjavagenix.resolve.tables import build_table, comment_warnings, enum_name_warnings

if TYPE_CHECKING:
    from dbjavagenix.javaproject.existing import GenixState, TeamMapping
    from dbjavagenix.javaproject.sources import SourceIndex


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
    traits: Mapping[str, ColumnTraits] = field(default_factory=dict)
    """Effective column settings (rules and per-column sections) of the columns that have any."""
    inherited: frozenset[str] | None = None
    """``existing = "reuse"``: the entity is the team's, and these columns its superclasses map
    (:mod:`dbjavagenix.resolve.reuse`); None: genix's own."""
    team_mapper: bool = False
    """``existing = "reuse"`` over the team's MyBatis-Plus mapper too."""


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
    comment, a rule that matches nothing, a wrapper class not found in the sources); the doors
    print them."""
    conventions: Conventions | None = None
    """The team's conventions: base classes, wrappers, per-operation annotations."""
    sources: SourceIndex | None = None
    """The project's Java sources (for the clash scan), when they were read."""
    relations: Mapping[str, tuple[RelationSpec, ...]] = field(default_factory=dict)
    """The relations of each table that has any (:mod:`dbjavagenix.resolve.relations`)."""
    existing: tuple[TeamMapping, ...] = ()
    """Selected tables the team's code maps already, refused (``[tables] existing = "refuse"``):
    left out of ``tables``; the clash scan reports them and a build refuses them."""


@dataclass(frozen=True)
class Project:
    """The resolved project: contexts and files (for the tables asked for)."""

    prepared: Prepared
    tables: tuple[TableModel, ...]
    files: tuple[FileSpec, ...]

    @property
    def model(self) -> ProjectModel:
        return self.prepared.project


def prepare(
    loaded: LoadedConfig,
    catalogs: Mapping[str, Catalog],
    problems: list[Diagnostic] | None = None,
    sources: SourceIndex | None = None,
    genix: GenixState | None = None,
) -> Prepared:
    """Everything that is decided once for the whole project. Every problem of the packages,
    the selection, the layers, the modules and the class names is reported at once (one error);
    with ``problems``, they are added there instead and the project is prepared as far as it
    can be (a table whose class name is wrong keeps its derived one, or is left out), so that
    later checks still run. ``sources``: the Java sources of the project root (the team's base
    classes and wrappers are looked up there); ``genix``: the files genix's state says it wrote
    there (not the team's; unknown: its state counts as damaged)."""
    config = loaded.config
    category, targets = targets_for(loaded)
    found: list[Diagnostic] = []
    kinds: list[type[GenixError]] = []
    _gather(lambda: check_packages(config), found, kinds)
    before = len(found)
    selected = select_tables(config, catalogs, found)
    layers = resolve_layers(config, category, found)
    overrides = config.tables.overrides
    check_table_layers(overrides, layers, found)
    _gather(lambda: check_modules(config, loaded.output_root), found, kinds)
    if len(found) > before:
        kinds.append(ConfigError)
    before = len(found)
    left_out: list[Diagnostic] = []
    stems = class_stems(selected, overrides, found, left_out)
    if len(found) > before:
        kinds.append(NamingError)
    if found:
        if problems is None:
            raise kinds[0](diagnostics=found)
        problems.extend(found)
        found, kinds = [], []
    left_out += too_wide_for_records(selected, overrides, category, stems)
    selected = tuple(s for s in selected if s.table.name in stems)

    groups = _groups(selected, loaded)
    p = config.project
    default_conn = config.default_connection()
    dialect = (
        catalogs[default_conn].dialect
        if default_conn in catalogs
        else (selected[0].dialect if selected else "sqlite")
    )
    layers = _for_tables(layers, category, [s.table for s in selected], dialect)
    layers = _for_controllers(layers, category, selected, overrides)
    common = common_classes(layers, p.base_package)
    conventions = resolve_conventions(
        config, category, common, sources, any(la.layer == "mapper_xml" and la.enabled for la in layers)
    )
    if conventions.omitted:
        common = {k: v for k, v in common.items() if k not in conventions.omitted}
        layers = tuple(
            replace(la, enabled=False) if not la.per_table and la.common_key in conventions.omitted else la
            for la in layers
        )
    model = ProjectModel(
        paging=page_policy(config),
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
        api=conventions.api,
        team_classes=conventions.team_classes,
        errors=category.errors,
        jackson=jackson_model(compat.BOOT_LINES[targets.spring_boot].jackson),
        client_module=next((la.class_name for la in layers if la.layer == tsclient.LAYER), "{class}"),
        page_module=next((la.class_name for la in layers if la.layer == adminpages.LAYER), "{class}Page"),
    )
    if config.frontend.enabled and (no_client := tsclient.refused(model)):
        found.append(no_client)
        kinds.append(ConfigError)
    applied = project_rules(config)
    rules = Rules(applied, frozenset({SECRETS_RULE}) - set(config.rules))
    base = conventions.entity_base
    plans: dict[str, TablePlan] = {}
    memo = _plan_memo((layers, p.base_package, base))
    for s in selected:
        name = s.table.name
        group = groups[name]
        tc = overrides.get(name)
        traits = table_traits(rules, s.table, config)  # always: it records which rules matched
        # everything the plan below is made of (besides the table object and `memo`'s shared
        # inputs): a new input of a table's plan (another table's facts ...) must be added here
        inputs = (s.group, s.connection, s.dialect, s.strip_prefixes, s.package, stems[name], group, tc)
        hit = memo.get(name)
        if hit is not None and hit[0] is s.table and hit[1] == inputs and _same_traits(hit[2].traits, traits):
            plans[name] = hit[2]
            continue
        enabled = enabled_layers(layers, tc)
        classes = class_refs(
            enabled, stems[name], p.base_package, group, derived=not (tc is not None and tc.class_name)
        )
        if "entity" in classes and tc is not None and tc.extends is not None and tc.extends is not True:
            # [tables.T] extends: false (no base class) or the table's own base entity
            classes["entity"] = replace(classes["entity"], extends=tc.extends or None)
        plans[name] = TablePlan(s, stems[name], group, classes, enabled, traits)
        memo[name] = (s.table, inputs, plans[name])
    before = len(found)
    refused, skipped, reused = _existing(loaded, plans, sources, genix)
    reuse_warnings = []
    for name, m in reused.items():  # around the team's entity and mapper, or left out (a problem)
        tp = plans[name]
        keys = key_columns(tp.selected.table, overrides.get(name))[0]
        r = reuse(tp.selected.table, m, sources, category.persistence, tp, keys, found) if sources else None
        if r is None:
            skipped[name] = m
            continue
        plans[name] = replace(
            tp,
            classes=r.classes,
            layers=r.layers,
            traits=r.traits,
            inherited=r.inherited,
            team_mapper=r.team_mapper,
        )
        reuse_warnings.append(r.warning)
        team = tuple(r.classes[k].fqn for k in ("entity", "mapper") if r.team_mapper or k == "entity")
        model = replace(model, team_classes=(*model.team_classes, *team))  # printed, not generated
    if len(found) > before:
        kinds.append(ConfigError)
    if refused or skipped:
        plans = {n: tp for n, tp in plans.items() if n not in refused and n not in skipped}
        selected = tuple(s for s in selected if s.table.name in plans)
    owned = [
        *((Owner(None, key), ref) for key, ref in common.items()),
        *((Owner(n, layer), ref) for n, tp in plans.items() for layer, ref in tp.classes.items()),
    ]
    _gather(lambda: check_class_names(owned), found, kinds)
    relations = plan_relations(
        config,
        {n: tp.selected.table for n, tp in plans.items()},
        {
            n: naming.lower_first(tp.classes["entity"].name if "entity" in tp.classes else tp.class_stem)
            for n, tp in plans.items()
        },
    )
    if relations.errors:
        found.extend(relations.errors)
        kinds.append(ConfigError)
    _gather(
        lambda: _check_rest_paths(
            plans, overrides, model.api_prefix, config.api.path, config.api.module, p.base_package
        ),
        found,
        kinds,
    )
    if found:
        if problems is None:
            raise kinds[0](diagnostics=found)
        problems.extend(found)
    warnings = [
        *left_out,
        *unparsed_warnings(catalogs.values()),
        *conventions.warnings,
        *selection_warnings(config, catalogs, selected),
    ]
    if rules and selected:
        warnings += rules.unmatched_warnings()
    pages = config.frontend.enabled and config.frontend.pages
    if not p.secret_columns:
        warnings += _exposed_secrets(plans)
    for s in selected:
        warnings += comment_warnings(s.table, overrides.get(s.table.name))
        warnings += key_warnings(s.table, overrides.get(s.table.name))
        keys = key_columns(s.table, overrides.get(s.table.name))[0]
        if pages and s.table.kind == "table" and not keys:
            warnings.append(adminpages.keyless(s.table.name))
        warnings += column_warnings(
            s.table, overrides.get(s.table.name), category.persistence, model.lombok, keys
        )
        if s.table.name in plans:
            warnings += role_warnings(
                s.table, overrides.get(s.table.name), plans[s.table.name].traits, s.dialect
            )
            warnings += enum_name_warnings(
                s.table, overrides.get(s.table.name), plans[s.table.name].traits, s.dialect, config
            )
    warnings += relations.warnings
    warnings += _renamed_from_java_lang(plans, layers)
    warnings += [m.skipped() for m in skipped.values()] + reuse_warnings
    return Prepared(
        loaded,
        category,
        model,
        layers,
        plans,
        catalogs,
        tuple(warnings),
        conventions,
        sources,
        {n: r for n, r in relations.by_table.items() if n in plans},
        tuple(refused.values()),
    )


def _existing(
    loaded: LoadedConfig,
    plans: Mapping[str, TablePlan],
    sources: SourceIndex | None,
    genix: GenixState | None = None,
) -> tuple[dict[str, TeamMapping], dict[str, TeamMapping], dict[str, TeamMapping]]:
    """The tables the team's code maps already (:mod:`dbjavagenix.javaproject.existing`), split
    by ``[tables] existing``: (refused, skipped, reused)."""
    tables = loaded.config.tables
    overrides = tables.overrides
    groups = loaded.config.groups
    if sources is None or not plans:
        return {}, {}, {}
    from dbjavagenix.javaproject.existing import GenixState, Wanted, team_mappings

    wanted = []
    for name, tp in plans.items():
        tc = overrides.get(name)
        entity = tp.classes.get("entity")
        mapper = tp.classes.get("mapper")
        wanted.append(
            Wanted(
                name,
                entity.name if entity is not None else None,
                entity.fqn if entity is not None else None,
                mapper.name if mapper is not None else None,
                mapper.fqn if mapper is not None else None,
                # a class name of the user's own without a choice of `existing`: genix's stack
                # beside the team's is meant (only a class of that very name is in the way)
                chosen_name=tc is not None and tc.class_name is not None and tc.existing is None,
            )
        )
    state = genix if genix is not None else GenixState(frozenset(), damaged=True)
    mapped = team_mappings(sources, loaded.output_root, wanted, state.files, damaged=state.damaged)
    chosen: dict[str, dict[str, TeamMapping]] = {"refuse": {}, "skip": {}, "reuse": {}}
    for name, m in mapped.items():
        tc = overrides.get(name)
        group = groups.get(plans[name].selected.group)  # its [groups.NAME] ("" is [tables])
        choice = (
            (tc.existing if tc is not None else None)
            or (group.existing if group is not None else None)
            or tables.existing
        )
        chosen[choice][name] = m
    return chosen["refuse"], chosen["skip"], chosen["reuse"]


def _sensitive_set(traits: ColumnTraits | None) -> bool:
    """A rule or column section decided the column's ``sensitive`` trait (either way)."""
    return traits is not None and traits.config is not None and "sensitive" in traits.config.model_fields_set


def _exposed_secrets(plans: Mapping[str, TablePlan]) -> list[Diagnostic]:
    """One warning naming the secret-like columns GET serves (``secret_columns = false``)."""
    exposed = sorted(
        f"{name}.{col.name}"
        for name, tp in plans.items()
        for col in tp.selected.table.columns
        if secret_like(col.name) and not _sensitive_set(tp.traits.get(col.name))
    )
    if not exposed:
        return []
    shown = ", ".join(exposed[:5]) + (f" and {len(exposed) - 5} more" if len(exposed) > 5 else "")
    return [
        Diagnostic(
            f"{len(exposed)} column(s) named like a secret are read back and served by GET: {shown}",
            Location(key=("project", "secret_columns")),
            "remove `secret_columns = false` (they become write-only), or mark each one: "
            "[tables.T.columns.C] sensitive = true (false: served on purpose, no warning)",
        )
    ]


_PLANS: dict[str, object] = {"shared": None, "tables": {}}
"""The last :func:`prepare`'s table plans, by table, with what each was made of: a long-lived
process (watch, MCP) prepares again after every config edit, and one table's edit leaves every
other table's plan as it was (see :func:`_plan_memo`)."""


def _plan_memo(shared: tuple[object, ...]) -> dict[str, tuple[Table, tuple[object, ...], TablePlan]]:
    """The table plans of the last prepare, when its project-wide inputs (layers, base package,
    entity base class) were ``shared`` too; else a new, empty memo. A plan is reused only when
    its table is the same catalog object (an unchanged catalog is kept by watch) and every
    other input equals (selection, class stem, group, override, column traits)."""
    tables = _PLANS["tables"]
    assert isinstance(tables, dict)
    if _PLANS["shared"] != shared or len(tables) > 100_000:
        tables = {}
        _PLANS["shared"], _PLANS["tables"] = shared, tables
    return tables


def _same_traits(a: Mapping[str, ColumnTraits], b: Mapping[str, ColumnTraits]) -> bool:
    """The same effective column settings, from the same sources (traits compare by identity)."""
    if len(a) != len(b):
        return False
    for k, x in a.items():
        y = b.get(k)
        if y is None or (x is not y and (x.config != y.config or x.sources != y.sources)):
            return False
    return True


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


def _gather(check: Callable[[], None], found: list[Diagnostic], kinds: list[type[GenixError]]) -> None:
    """Run a check that raises, keeping its problems (and its kind of error) instead."""
    try:
        check()
    except GenixError as e:
        found.extend(e.diagnostics)
        kinds.append(type(e))


def _check_rest_paths(
    plans: Mapping[str, TablePlan],
    overrides: Mapping[str, object],
    api_prefix: str,
    pattern: str,
    module: str = "",
    base_package: str = "",
) -> None:
    """Two controllers on one REST path would make Spring refuse to start (ambiguous mapping)."""
    import re

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
        path = rest_path(api_prefix, tp.class_stem, own, pattern, name, tp.group, module, base_package)
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


def _for_controllers(
    layers: tuple[Layer, ...],
    category: CategorySpec,
    selected: Sequence[Selected],
    overrides: Mapping[str, TableConfig],
) -> tuple[Layer, ...]:
    """Layers that apply to genix's REST controllers only (``LayerSpec.controllers``: the
    exception handler) are off when no selected table has a controller (an advice listing no
    controller would apply to every controller of the application)."""
    scoped = {spec.id for spec in category.layers if spec.controllers is not None}
    if not scoped or any(
        la.layer in REST_CONTROLLER_LAYERS
        for s in selected
        for la in enabled_layers(layers, overrides.get(s.table.name))
    ):
        return layers
    return tuple(replace(la, enabled=False) if la.id in scoped else la for la in layers)


def controller_classes(tables: Iterable[TablePlan]) -> tuple[ClassRef, ...]:
    """The REST controllers genix generates for ``tables`` (every selected table's, also in a
    build that renders only some of them), sorted by fully qualified name."""
    found = {
        ref.fqn: ref for tp in tables for layer, ref in tp.classes.items() if layer in REST_CONTROLLER_LAYERS
    }
    return tuple(found[k] for k in sorted(found))


def project_properties(tables: Iterable[TablePlan]) -> tuple[ColumnPropertyModel, ...]:
    """:func:`~dbjavagenix.resolve.properties.column_properties` of the tables genix generates
    REST controllers for (the table's own and its list query's): the exception handler's table,
    and a part of the project files' fingerprint (a column or ``java_name`` changed renders the
    handler again)."""
    written = []
    for tp in tables:
        controllers = tuple(ref.fqn for layer, ref in tp.classes.items() if layer in REST_CONTROLLER_LAYERS)
        if controllers:
            columns = {c: t.config for c, t in tp.traits.items() if t.config is not None}
            written.append((tp.selected.table, controllers, columns))
    return column_properties(written)


# -- the facts a table's files follow from (also used to render a context a client edited) ------


def _renamed_from_java_lang(plans: Mapping[str, TablePlan], layers: Sequence[Layer]) -> list[Diagnostic]:
    """One warning per class :func:`class_refs` renamed because its name would hide a
    ``java.lang`` type."""
    out = []
    patterns = {la.layer: la.class_name for la in layers}
    for name, tp in plans.items():
        for layer, ref in tp.classes.items():
            plain = patterns.get(layer, "").replace("{class}", tp.class_stem)
            if plain in naming.JAVA_LANG_TYPES and ref.name != plain:
                out.append(
                    Diagnostic(
                        f"table {name}: its {layer} class is {ref.name}, not {plain} "
                        f"(which would hide java.lang.{plain} in the generated code)",
                        Location(key=("tables", name, "class_name")),
                        f'choose the name: [tables."{name}"] class_name = "..." (the stem of every class of the table)',
                    )
                )
    return out


def enabled_layers(layers: Sequence[Layer], override: TableConfig | None) -> tuple[Layer, ...]:
    """The per-table layers that are on for a table (its ``[tables.T] layers`` switches applied)."""
    return tuple(
        la
        for la in layers
        if la.per_table and (override.layers.get(la.layer, la.enabled) if override else la.enabled)
    )


def class_refs(
    layers: Sequence[Layer], stem: str, base: str, group: str, *, derived: bool = True
) -> dict[str, ClassRef]:
    """The class each layer generates for a table with class stem ``stem``, by layer. A
    ``derived`` stem (from the table's name, not a ``class_name`` the user chose) that would make
    a class hiding a ``java.lang`` type (table ``class`` → ``Class``) gets the layer's name as a
    suffix for that class only (``ClassEntity``; ``ClassMapper`` is unchanged)."""
    out = {}
    for la in layers:
        if la.package is None:
            continue
        name = la.class_name.replace("{class}", stem)
        if derived and name in naming.JAVA_LANG_TYPES:
            name += naming.pascal_case(la.layer)
        pkg = package_of(base, la.package, group)
        out[la.layer] = ClassRef(name, pkg, f"{pkg}.{name}", naming.lower_first(name), extends=la.extends)
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
        tp = prepared.tables[name]
        specs = prepared.relations.get(name)
        if specs:
            route_config, route_keys_of = effective_routes(
                config.api, name, config.tables.overrides.get(name)
            )
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
            table = replace(
                table,
                relations=rels,
                relations_page=_page_items(prepared) if rels else "",
                relations_xml=xml and bool(rels),
            )
            if rels:
                table = with_json_order(table)
        return table

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
    if only is None or "" in only:
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


ResolvedTable = tuple[TableModel, tuple[FileSpec, ...]]
"""A table resolved without a problem: its context and its files."""


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
