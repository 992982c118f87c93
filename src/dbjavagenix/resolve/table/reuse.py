"""``[tables] existing = "reuse"``: a table the team's code maps already gets genix's service,
controller (and requests, responses, list query) over the team's own entity, and over its
MyBatis-Plus mapper where the team has one and the category's service calls nothing else; genix
never writes or changes the team's classes.

The team's classes decide what the generated code can call: each column maps to the entity's
field of it (its name and its type: :mod:`dbjavagenix.javaproject.teammodel`), a column the
entity does not map is left out (as ``ignore = true``), the columns its superclasses map are
kept on a replace like a base entity's, and its MyBatis-Plus annotations give their columns their
roles where genix.toml gives none (``@TableLogic``: logic-delete with its values, ``@Version``,
``@TableField(fill = ...)``: the fill roles). Over the team's mapper the service calls only
``BaseMapper``'s methods; otherwise (``Default``, ``MybatisPlus-Mixed``, no ``BaseMapper`` of the
entity) genix writes its own mapper (and XML) of the entity, named by ``[tables.T] class_name``.
What cannot work is a located error, before anything is written: no entity class genix can read,
a key column the entity does not map, a field of a primitive type (genix's code tells a missing
value by ``null``, and a ``boolean``'s getter is ``isX``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from typing import Protocol

from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.javaproject.existing import TeamMapping
from dbjavagenix.javaproject.sources import SourceIndex
from dbjavagenix.javaproject.teammodel import TeamModel, first_type_argument, read_team_model
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.columns.rules import ColumnTraits
from dbjavagenix.resolve.context.model import ClassRef, TraitSource
from dbjavagenix.resolve.stage.layers import Layer


class PlanParts(Protocol):
    """What reuse reads of a table's plan (:class:`dbjavagenix.resolve.stage.plans.TablePlan`)."""

    @property
    def classes(self) -> Mapping[str, ClassRef]: ...
    @property
    def layers(self) -> tuple[Layer, ...]: ...
    @property
    def traits(self) -> Mapping[str, ColumnTraits]: ...


TEAM_LAYERS = frozenset({"entity", "mapper", "mapper_xml"})
"""The layers the team's classes take the place of."""


@dataclass(frozen=True)
class Reused:
    """What reuse changes in a table's plan."""

    classes: dict[str, ClassRef]
    layers: tuple[Layer, ...]
    traits: dict[str, ColumnTraits]
    inherited: frozenset[str]
    """Columns a superclass of the team's entity maps."""
    team_mapper: bool
    """The mapper is the team's too (else genix writes its own over the team's entity)."""
    warning: Diagnostic


def reuse(
    table: Table,
    mapping: TeamMapping,
    sources: SourceIndex,
    persistence: str,
    plan: PlanParts,
    keys: Collection[str],
    found: list[Diagnostic],
) -> Reused | None:
    """The plan of ``table`` over the team's classes ``mapping`` found; None (problems added to
    ``found``) when genix cannot generate around them."""
    name = table.name
    classes, layers, traits = plan.classes, plan.layers, plan.traits
    team = _team_model(sources, mapping)
    if team is None:
        found.append(
            Diagnostic(
                f"table {name}: genix finds no entity class of the project's for it to reuse "
                f"({mapping.fqn}, {mapping.how}, names none it can read)",
                Location(file=mapping.file, line=mapping.line),
                f'[tables.{name}] existing = "skip" (leave the table to the team\'s code), or "refuse"',
            )
        )
        return None
    # the team's mapper where genix's service can call it (MyBatis-Plus' BaseMapper methods only),
    # else genix's own mapper (and XML) over the team's entity
    team_mapper = team.mapper is not None and persistence == "mybatis-plus"
    team_mapper = team_mapper and not any(la.layer == "mapper_xml" for la in layers)
    by_column = {f.column.lower(): f for f in team.fields}
    problems = []
    out = dict(traits)
    left_out = []
    for col in table.columns:
        tf = by_column.get(col.name.lower())
        old = traits.get(col.name)
        cfg = old.config if old is not None and old.config is not None else ColumnConfig()
        source = f"the team's {team.entity}"
        if tf is None:
            if col.name in keys:
                problems.append(f"the key column {col.name!r} (no field of the entity maps it)")
            left_out.append(col.name)
            update: dict[str, object] = {"ignore": True}
        elif tf.primitive is not None:
            problems.append(
                f"the field {tf.name!r} (line {tf.line}) of column {col.name!r} is a primitive {tf.primitive} "
                f"(genix's code tells a missing value by null; make it {tf.java_type})"
            )
            continue
        else:
            update = {"java_name": tf.name, "java_type": tf.java_type, "ignore": False}
            if tf.role is not None and cfg.role is None:  # the team's annotations, unless genix.toml says
                update["role"] = tf.role
                update |= {k: v for k, v in (("deleted", tf.deleted), ("not_deleted", tf.not_deleted)) if v}
        new = cfg.model_copy(update=update)
        sources_ = old.sources if old is not None else ()
        added = tuple(TraitSource(k, str(v), source) for k, v in update.items() if k != "java_name")
        out[col.name] = ColumnTraits(new, (*sources_, *added))
    if problems:
        found.append(
            Diagnostic(
                f"table {name}: genix cannot generate around the team's {team.entity}: "
                + "; ".join(problems),
                Location(file=team.file, line=team.line),
                "map it in the team's class (a field of a class type, with @TableId / @TableField where "
                f'its name is not the column\'s), or [tables.{name}] existing = "skip"',
            )
        )
        return None
    kept = dict(classes)
    kept["entity"] = _ref(team.entity)
    base = classes["mapper"].extends if "mapper" in classes else None
    impl = kept.get("service_impl")
    if team_mapper and team.mapper is not None:
        kept["mapper"] = _ref(team.mapper)
    if team_mapper and base and base not in team.mapper_bases and impl is not None and impl.extends:
        # the team's service base wants genix's base mapper ([layers.mapper] extends), which the
        # team's own mapper does not extend: MyBatis-Plus' ServiceImpl<M, T> takes any mapper
        kept["service_impl"] = replace(impl, extends=None)
    shown = f" (left out, as the entity maps none: {', '.join(left_out)})" if left_out else ""
    mapper = kept.get("mapper")
    theirs = f"{team.entity} and {team.mapper}" if team_mapper else team.entity
    ours = (
        "service and controller"
        if team_mapper or mapper is None
        else f"mapper {mapper.name}, service and controller"
    )
    warning = Diagnostic(
        f"table {name} reuses the project's {theirs}: genix generates its {ours} over "
        f"{'them' if team_mapper else 'it'}{shown}",
        Location(file=team.file, line=team.line),
        f"existing = \"skip\" leaves the table to the team's code; [tables.{name}] class_name names genix's classes",
    )
    gone = TEAM_LAYERS if team_mapper else frozenset({"entity"})
    return Reused(
        kept,
        tuple(la for la in layers if la.layer not in gone),
        out,
        frozenset(c.name for c in table.columns if (tf := by_column.get(c.name.lower())) and tf.inherited),
        team_mapper,
        warning,
    )


def _team_model(sources: SourceIndex, mapping: TeamMapping) -> TeamModel | None:
    """The team's entity of ``mapping`` (its class, else the entity its mapper names)."""
    for fqn in (mapping.fqn, *mapping.also):
        found = sources.find(fqn)
        if found is None and "." not in fqn:  # a type alias (MyBatis' typeAliasesPackage): its class
            named = [
                (f"{p}.{t.name}" if p else t.name) for _, t, p in sources.types() if t.top and t.name == fqn
            ]
            fqn = named[0] if len(named) == 1 else fqn
            found = sources.find(fqn)
        if found is None:
            continue
        path, decl = found
        if decl.kind == "interface":
            fqn = first_type_argument(sources, path, decl.name) or ""
        model = read_team_model(sources, fqn)
        if model is not None:
            return model
    return None


def _ref(fqn: str) -> ClassRef:
    package, _, simple = fqn.rpartition(".")
    return ClassRef(simple, package, fqn, naming.lower_first(simple))
