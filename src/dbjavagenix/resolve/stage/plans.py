"""The plan of each selected table before its context is built: the layers it gets, the class of
each layer, its group, its column traits, and the tables the team's code maps already (refused,
skipped or reused); kept between prepares of a long-lived process while their inputs hold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from dbjavagenix.categories.spec import REST_CONTROLLER_LAYERS, CategorySpec
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.resolve.api.properties import merged_properties, table_properties
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.columns.rules import (
    ColumnTraits,
    secret_like,
)
from dbjavagenix.resolve.context.model import (
    ClassRef,
)
from dbjavagenix.resolve.context.property_model import ColumnPropertyModel
from dbjavagenix.resolve.stage.layers import (
    Layer,
    package_of,
)
from dbjavagenix.resolve.stage.select import Selected

if TYPE_CHECKING:
    from dbjavagenix.javaproject.existing import GenixState, TeamMapping
    from dbjavagenix.javaproject.sources import SourceIndex


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
    (:mod:`dbjavagenix.resolve.table.reuse`); None: genix's own."""
    team_mapper: bool = False
    """``existing = "reuse"`` over the team's MyBatis-Plus mapper too."""


def team_tables(
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


def exposed_secrets(plans: Mapping[str, TablePlan]) -> list[Diagnostic]:
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


class _LastPrepare:
    """What the last :func:`prepare` made per table, while what it was made of project-wide
    (``shared``) stays equal: a long-lived process (watch, MCP) prepares again after every config
    edit, and one table's edit leaves every other table's as it was."""

    def __init__(self) -> None:
        self.shared: object = None
        self.tables: dict[Any, Any] = {}

    def per_table(self, shared: object, most: int = 100_000) -> dict[Any, Any]:
        """The per-table memo, emptied when ``shared`` differs from the last call's (or it
        holds more than ``most`` entries)."""
        if self.shared != shared or len(self.tables) > most:
            self.shared, self.tables = shared, {}
        return self.tables


_PLANS = _LastPrepare()
_WARNINGS = _LastPrepare()
_PROPERTIES = _LastPrepare()
"""The JSON properties of each plan's columns (:func:`project_properties`), by plan object."""


def plan_memo(shared: tuple[object, ...]) -> dict[str, tuple[Table, tuple[object, ...], TablePlan]]:
    """The table plans of the last prepare, when its project-wide inputs (layers, base package,
    entity base class) were ``shared`` too; else a new, empty memo. A plan is reused only when
    its table is the same catalog object (an unchanged catalog is kept by watch) and every
    other input equals (selection, class stem, group, override, column traits)."""
    return _PLANS.per_table(shared)


def warning_memo(shared: tuple[object, ...]) -> dict[str, tuple[TablePlan, tuple[Diagnostic, ...]]]:
    """The per-table warnings of the last prepare (column, key, comment, role and code-list
    warnings), when the project-wide settings they read were ``shared`` too. A table's warnings
    are reused only for the very plan object they were made for: a plan is remade whenever the
    table, its override or its column traits change (:func:`plan_memo`)."""
    return _WARNINGS.per_table(shared)


def same_traits(a: Mapping[str, ColumnTraits], b: Mapping[str, ColumnTraits]) -> bool:
    """The same effective column settings, from the same sources (traits compare by identity)."""
    if len(a) != len(b):
        return False
    for k, x in a.items():
        y = b.get(k)
        if y is None or (x is not y and (x.config != y.config or x.sources != y.sources)):
            return False
    return True


def for_tables(
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


def for_controllers(
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
    """:func:`~dbjavagenix.resolve.api.properties.merged_properties` of the tables genix generates
    REST controllers for (the table's own and its list query's): the exception handler's table,
    and a part of the project files' fingerprint (a column or ``java_name`` changed renders the
    handler again)."""
    written = []
    plans = list(tables)
    # (plans of earlier prepares stay until the memo is several times the project)
    memo = _PROPERTIES.per_table(None, 4 * len(plans) + 1000)
    for tp in plans:
        controllers = tuple(ref.fqn for layer, ref in tp.classes.items() if layer in REST_CONTROLLER_LAYERS)
        if controllers:
            hit = memo.get(id(tp))
            if hit is None or hit[0] is not tp:  # a plan is immutable: its properties too
                columns = {c: t.config for c, t in tp.traits.items() if t.config is not None}
                hit = memo[id(tp)] = (tp, table_properties(tp.selected.table, columns))
            written.append((controllers, hit[1]))
    return merged_properties(written)


def renamed_from_java_lang(plans: Mapping[str, TablePlan], layers: Sequence[Layer]) -> list[Diagnostic]:
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


def table_groups(selected: tuple[Selected, ...], loaded: LoadedConfig) -> dict[str, str]:
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
