"""Config + catalogs → the prepared project, the first of two steps that keep incremental builds
cheap: :func:`prepare` computes the project-wide facts (category, selection, class names,
packages, layers, each table's plan: :mod:`.plans`) for all tables at once;
:func:`dbjavagenix.resolve.stage.contexts.resolve` then builds the per-table contexts and file list,
for all tables or only some.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from dbjavagenix import compat
from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, GenixError, Location, NamingError
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.introspect.ddl import unparsed_warnings
from dbjavagenix.javaproject.targets import targets_for
from dbjavagenix.resolve.api.paging import page_policy
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.columns.roles import role_warnings
from dbjavagenix.resolve.columns.rules import (
    SECRETS_RULE,
    Rules,
    project_rules,
    table_traits,
)
from dbjavagenix.resolve.context.api_model import JacksonModel
from dbjavagenix.resolve.context.model import FileContext, ProjectModel, TableModel
from dbjavagenix.resolve.frontend import adminpages, tsclient
from dbjavagenix.resolve.relations.relation_spec import RelationSpec
from dbjavagenix.resolve.relations.relations import plan_relations
from dbjavagenix.resolve.stage.checks import Owner, check_class_names, check_packages
from dbjavagenix.resolve.stage.layers import (
    Layer,
    check_modules,
    check_table_layers,
    resolve_layers,
)
from dbjavagenix.resolve.stage.leftout import class_stems, column_warnings, too_wide_for_records
from dbjavagenix.resolve.stage.plans import (
    TablePlan,
    class_refs,
    common_classes,
    enabled_layers,
    exposed_secrets,
    for_controllers,
    for_tables,
    plan_memo,
    renamed_from_java_lang,
    same_traits,
    table_groups,
    team_tables,
    warning_memo,
)
from dbjavagenix.resolve.stage.select import select_tables, selection_warnings
from dbjavagenix.resolve.table.adoption import rest_path
from dbjavagenix.resolve.table.conventions import Conventions, resolve_conventions
from dbjavagenix.resolve.table.dialect import dialect_model
from dbjavagenix.resolve.table.keycolumns import key_columns, key_warnings
from dbjavagenix.resolve.table.reuse import reuse
from dbjavagenix.resolve.table.tables import comment_warnings, enum_name_warnings

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
    """The relations of each table that has any (:mod:`dbjavagenix.resolve.relations.relations`)."""
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

    groups = table_groups(selected, loaded)
    p = config.project
    default_conn = config.default_connection()
    dialect = (
        catalogs[default_conn].dialect
        if default_conn in catalogs
        else (selected[0].dialect if selected else "sqlite")
    )
    layers = for_tables(layers, category, [s.table for s in selected], dialect)
    layers = for_controllers(layers, category, selected, overrides)
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
    memo = plan_memo((layers, p.base_package, base))
    for s in selected:
        name = s.table.name
        group = groups[name]
        tc = overrides.get(name)
        traits = table_traits(rules, s.table, config)  # always: it records which rules matched
        # everything the plan below is made of (besides the table object and `memo`'s shared
        # inputs): a new input of a table's plan (another table's facts ...) must be added here
        inputs = (s.group, s.connection, s.dialect, s.strip_prefixes, s.package, stems[name], group, tc)
        hit = memo.get(name)
        if hit is not None and hit[0] is s.table and hit[1] == inputs and same_traits(hit[2].traits, traits):
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
    refused, skipped, reused = team_tables(loaded, plans, sources, genix)
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
        warnings += exposed_secrets(plans)
    # what the per-table warnings read besides the table's plan (its table, override, traits)
    warned = warning_memo(
        (category.persistence, model.lombok, pages, config.project.comment_enums, config.types)
    )
    for s in selected:
        name = s.table.name
        plan = plans.get(name)
        seen = warned.get(name)
        if plan is not None and seen is not None and seen[0] is plan:
            warnings += seen[1]
            continue
        tc = overrides.get(name)
        keys = key_columns(s.table, tc)[0]
        mine = [*comment_warnings(s.table, tc), *key_warnings(s.table, tc)]
        if pages and s.table.kind == "table" and not keys:
            mine.append(adminpages.keyless(name))
        mine += column_warnings(s.table, tc, category.persistence, model.lombok, keys)
        if plan is not None:
            mine += role_warnings(s.table, tc, plan.traits, s.dialect)
            mine += enum_name_warnings(s.table, tc, plan.traits, s.dialect, config)
            warned[name] = (plan, tuple(mine))
        warnings += mine
    warnings += relations.warnings
    warnings += renamed_from_java_lang(plans, layers)
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


# -- the facts a table's files follow from (also used to render a context a client edited) ------
