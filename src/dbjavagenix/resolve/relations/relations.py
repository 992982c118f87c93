"""Relations between the generated tables: which exist, how they are named, what they report.

Two steps, like the rest of the resolver. :func:`plan_relations` runs once per project (in
``prepare``) over the selected catalog tables: it infers relations from foreign keys, from the
``*_id`` naming rule and from link tables, applies the relations declared in
``[tables.T.relations.NAME]``, names every one (deterministically, unique per table) and reports
what it cannot decide alone (two relations to one table, cycles, a target that is not generated),
each finding naming the override to write. :func:`relation_models` then turns one table's
:class:`RelationSpec` into the :class:`~dbjavagenix.resolve.context.model.RelationModel` its templates
print, from the resolved tables of both ends (:mod:`.relation_context`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from dbjavagenix.config.model import Config
from dbjavagenix.config.relations_config import RelationConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import PrimaryKey, Table
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.relations.relation_checks import cycles, unique_names
from dbjavagenix.resolve.relations.relation_spec import RelationPlan, RelationSpec


@dataclass(frozen=True, slots=True)
class _Edge:
    """A many-to-one reference: ``owner.column`` → ``target.key``."""

    owner: str
    column: str
    target: str
    key: str
    source: str


def plural(word: str) -> str:
    """English plural of a camel-case word's last part (``film`` → ``films``, ``category`` →
    ``categories``, ``address`` → ``addresses``)."""
    lower = word.lower()
    if lower.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if len(word) > 1 and lower.endswith("y") and lower[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def _single_key(table: Table) -> str | None:
    pk = table.primary_key
    return pk.columns[0] if pk is not None and len(pk.columns) == 1 else None


def _single_unique(table: Table) -> str | None:
    """The column of the first single-column unique constraint or index of a table without a
    primary key (none when it has one, or no such constraint)."""
    if table.primary_key is not None:
        return None
    for cols in [u.columns for u in table.unique_constraints] + [
        i.columns for i in table.indexes if i.unique
    ]:
        if len(cols) == 1:
            return cols[0]
    return None


def _m2o_name(column: str, target_var: str) -> str:
    """``language_id`` → ``language``; ``original_language_id`` → ``originalLanguage``; a column
    that does not end in ``id`` names the target (``language``)."""
    ws = naming.words(column)
    if len(ws) > 1 and ws[-1].lower() == "id":
        return naming.camel_case("_".join(ws[:-1]))
    if len(column) > 2 and column.endswith("Id"):
        return naming.lower_first(column[:-2])
    return target_var


def plan_relations(
    config: Config,
    tables: Mapping[str, Table],
    var_of: Mapping[str, str],
) -> RelationPlan:
    """Relations of the selected ``tables`` (by name; ``var_of``: each one's variable stem,
    ``film``). A foreign key to a table that is not selected is reported."""
    rc = config.relations
    overrides = config.tables.overrides
    # the key `[tables.T] key` names stands for the primary key of a table without one: relations
    # match it (the target of a many-to-one, a link table's sides) as they would a primary key
    tables = {
        name: (
            replace(t, primary_key=PrimaryKey(tuple(overrides[name].key)))
            if t.primary_key is None and name in overrides and overrides[name].key
            else t
        )
        for name, t in tables.items()
    }
    warnings: list[Diagnostic] = []
    errors: list[Diagnostic] = []
    edges: list[_Edge] = []
    fk_columns: set[tuple[str, str]] = set()
    if rc.foreign_keys:
        for name, table in tables.items():
            for fk in table.foreign_keys:
                if len(fk.columns) != 1:
                    if fk.referred_table in tables:
                        cols = ", ".join(fk.columns)
                        what = f"foreign key {fk.name}" if fk.name else "a foreign key"
                        warnings.append(
                            Diagnostic(
                                f"table {name!r}: {what} ({cols}) to table {fk.referred_table!r} spans "
                                f"{len(fk.columns)} columns: no relation (relations follow single-column keys)",
                                Location(key=("tables", name, "relations")),
                                "nothing to do if none is wanted; a relation over one column that refers to "
                                f"the key of {fk.referred_table!r} can be declared: [tables.{name}.relations.NAME] "
                                f'table = "{fk.referred_table}", columns = ["..."]',
                            )
                        )
                    continue
                fk_columns.add((name, fk.columns[0]))
                src = f"foreign key {fk.name}" if fk.name else f"the foreign key on {fk.columns[0]}"
                if fk.referred_table not in tables:
                    warnings.append(
                        Diagnostic(
                            f"table {name!r} refers to table {fk.referred_table!r} ({src}), which is not "
                            "generated: no relation",
                            Location(key=("tables", name, "relations")),
                            f"generate table {fk.referred_table!r} too ([tables] include), or say it is meant: "
                            f"[tables.{name}.relations.{_m2o_name(fk.columns[0], 'ref')}] table = "
                            f'"{fk.referred_table}", columns = ["{fk.columns[0]}"], enabled = false',
                        )
                    )
                    continue
                edges.append(_Edge(name, fk.columns[0], fk.referred_table, fk.referred_columns[0], src))
    declared = {
        name: dict(overrides[name].relations)
        for name in tables
        if name in overrides and overrides[name].relations
    }
    if rc.naming:
        named = {(o, c) for o, rels in declared.items() for d in rels.values() for c in d.columns}
        edges += _naming_edges(tables, fk_columns, named, warnings)
    links = _link_tables(tables, edges) if rc.many_to_many else {}
    link_edges = {(e.owner, e.column) for parts in links.values() for e in parts}
    specs: dict[str, list[RelationSpec]] = {name: [] for name in tables}
    for e in edges:
        specs[e.owner].append(
            RelationSpec(
                _m2o_name(e.column, var_of[e.target] if e.owner != e.target else "parent"),
                "many-to-one",
                e.owner,
                e.target,
                e.column,
                e.key,
                source=e.source,
            )
        )
    if rc.reverse:
        by_pair: dict[tuple[str, str], list[_Edge]] = {}
        for e in edges:
            if (e.owner, e.column) in link_edges:
                continue  # a link table's side: the many-to-many relation stands for it
            by_pair.setdefault((e.target, e.owner), []).append(e)
        for (target, owner), found in by_pair.items():
            for e in found:
                m2o = _m2o_name(e.column, var_of[e.target] if e.owner != e.target else "parent")
                if e.owner == e.target and m2o == "parent":
                    name = "children"  # a tree
                elif e.owner == e.target:
                    name = m2o + naming.capitalize(plural(var_of[owner]))  # manager_id: managerEmployees
                elif m2o == var_of[target] or len(found) == 1:
                    name = plural(var_of[owner])
                else:
                    name = m2o + naming.capitalize(plural(var_of[owner]))
                specs[target].append(
                    RelationSpec(name, "one-to-many", target, owner, e.key, e.column, source=e.source)
                )
            declared_here = declared.get(target, {})
            if len(found) > 1 and not any(d.table == owner for d in declared_here.values()):
                cols = ", ".join(e.column for e in found)
                warnings.append(
                    Diagnostic(
                        f"table {owner!r} refers to table {target!r} by {len(found)} columns ({cols}): "
                        + ", ".join(
                            f"{s.name} ({s.remote})"
                            for s in specs[target]
                            if s.kind == "one-to-many" and s.target == owner
                        )
                        + f" on {target!r}",
                        Location(key=("tables", target, "relations")),
                        "name them yourself: "
                        + f'[tables.{target}.relations.NAME] kind = "one-to-many", table = "{owner}", '
                        + f'columns = ["{found[-1].column}"] (or enabled = false)',
                    )
                )
    for link, (a, b) in links.items():
        for one, other in ((a, b), (b, a)):
            if one.target == other.target:
                continue
            specs[one.target].append(
                RelationSpec(
                    plural(var_of[other.target]),
                    "many-to-many",
                    one.target,
                    other.target,
                    one.key,
                    other.key,
                    through=link,
                    link_local=one.column,
                    link_remote=other.column,
                    source=f"link table {link}",
                )
            )
    for owner, rels in declared.items():
        _apply_declared(owner, rels, tables, specs, errors)
    out: dict[str, tuple[RelationSpec, ...]] = {}
    for name in tables:
        out[name] = unique_names(name, specs[name], tables[name], warnings)
    warnings += cycles(out)
    found_any = {k: v for k, v in out.items() if v}
    return RelationPlan(found_any, tuple(warnings), tuple(errors))


def _naming_edges(
    tables: Mapping[str, Table],
    taken: set[tuple[str, str]],
    declared: set[tuple[str, str]],
    warnings: list[Diagnostic],
) -> list[_Edge]:
    """The ``*_id`` rule: a column names the table whose single key column has its name, or whose
    name (after a ``prefix_``) is its stem; ``parent_id`` refers to its own table."""
    by_key: dict[str, list[str]] = {}
    by_stem: dict[str, list[str]] = {}
    for name, t in tables.items():
        key = _single_key(t)
        if key is None:
            continue
        by_key.setdefault(key.lower(), []).append(name)
        low = name.lower()
        by_stem.setdefault(low, []).append(name)
        if "_" in low:
            by_stem.setdefault(low.split("_", 1)[1], []).append(name)
    out = []
    for name, t in tables.items():
        own_key = _single_key(t)
        for col in t.columns:
            low = col.name.lower()
            if (name, col.name) in taken or col.name == own_key or not low.endswith("_id"):
                continue
            if (
                t.primary_key is not None
                and col.name in t.primary_key.columns
                and len(t.primary_key.columns) == 1
            ):
                continue
            if low == "parent_id" and own_key is not None:
                out.append(_Edge(name, col.name, name, own_key, "naming rule (parent_id)"))
                continue
            found = [n for n in by_key.get(low, []) if n != name]
            if not found:
                found = [n for n in dict.fromkeys(by_stem.get(low[:-3], [])) if n != name]
            if len(found) > 1 and (name, col.name) not in declared:
                warnings.append(
                    Diagnostic(
                        f"column {col.name!r} of table {name!r} may refer to any of "
                        + ", ".join(repr(n) for n in sorted(found))
                        + " (naming rule): no relation",
                        Location(key=("tables", name, "relations")),
                        f"name the one it refers to: [tables.{name}.relations.{_m2o_name(col.name, 'ref')}] "
                        f'table = "{sorted(found)[0]}", columns = ["{col.name}"]',
                    )
                )
            if len(found) != 1:
                continue
            target = found[0]
            key = _single_key(tables[target])
            if key is not None:
                out.append(_Edge(name, col.name, target, key, "naming rule"))
    return out


def _link_tables(tables: Mapping[str, Table], edges: Sequence[_Edge]) -> dict[str, tuple[_Edge, _Edge]]:
    """Link tables: a primary key of exactly two columns, each a many-to-one reference; or a
    surrogate key (one column) beside exactly two references and nothing else (mall's
    ``*_relation`` tables: ``id, product_id, category_id``)."""
    by_owner: dict[str, dict[str, _Edge]] = {}
    for e in edges:
        by_owner.setdefault(e.owner, {})[e.column] = e
    out = {}
    for name, refs in by_owner.items():
        pk = tables[name].primary_key
        if pk is None:
            continue
        if len(pk.columns) == 2 and all(c in refs for c in pk.columns):
            a, b = (refs[c] for c in pk.columns)
        elif len(pk.columns) == 1 and pk.columns[0] not in refs and len(refs) == 2:
            others = [c.name for c in tables[name].columns if c.name != pk.columns[0]]
            if sorted(others) != sorted(refs):
                continue
            a, b = (refs[c] for c in others)
        else:
            continue
        if name not in (a.target, b.target):
            out[name] = (a, b)
    return out


def _apply_declared(
    owner: str,
    rels: Mapping[str, RelationConfig],
    tables: Mapping[str, Table],
    specs: dict[str, list[RelationSpec]],
    errors: list[Diagnostic],
) -> None:
    """``[tables.OWNER.relations.NAME]``: replaces the inferred relation with the same columns
    (renamed, or dropped with ``enabled = false``), else adds one."""
    for name, rc in rels.items():
        key = ("tables", owner, "relations", name)
        problem = naming.field_name_problem(name, True)
        if problem is not None:
            errors.append(Diagnostic(f"relation name {name!r} {problem}", Location(key=key)))
            continue
        target = tables.get(rc.table)
        if target is None:
            errors.append(
                Diagnostic(
                    f"relation {name!r} of table {owner!r} names table {rc.table!r}, which is not generated",
                    Location(key=(*key, "table")),
                    "name a generated table, or include it in [tables]",
                )
            )
            continue
        spec = _declared_spec(owner, name, rc, tables, key, errors)
        if spec is None:
            continue
        same = [
            i
            for i, s in enumerate(specs[owner])
            if (s.kind, s.target, s.local, s.remote, s.through)
            == (spec.kind, spec.target, spec.local, spec.remote, spec.through)
        ]
        for i in reversed(same):
            del specs[owner][i]
        if rc.enabled:
            specs[owner].append(spec)


def _declared_spec(
    owner: str,
    name: str,
    rc: RelationConfig,
    tables: Mapping[str, Table],
    key: tuple[str, ...],
    errors: list[Diagnostic],
) -> RelationSpec | None:
    src = ".".join(key)
    mine, theirs = tables[owner], tables[rc.table]

    def column_of(table: Table, column: str) -> bool:
        if any(c.name == column for c in table.columns):
            return True
        errors.append(
            Diagnostic(
                f"table {table.name!r} has no column {column!r}",
                Location(key=(*key, "columns")),
                "columns: " + ", ".join(c.name for c in table.columns[:12]),
            )
        )
        return False

    def key_of(table: Table) -> str | None:
        found = _single_key(table)
        if found is None:
            errors.append(
                Diagnostic(
                    f"table {table.name!r} has no single-column primary key for relation {name!r} to match",
                    Location(key=key),
                    "relations match a single-column key",
                )
            )
        return found

    if rc.kind == "many-to-many":
        link = tables.get(rc.through or "")
        if link is None:
            errors.append(
                Diagnostic(
                    f"many-to-many relation {name!r} of table {owner!r} needs `through`, a generated link table",
                    Location(key=(*key, "through")),
                    f'through = "{owner}_{rc.table}"',
                )
            )
            return None
        a, b = key_of(mine), key_of(theirs)
        if a is None or b is None:
            return None
        local_col: str | None
        remote_col: str | None
        if rc.columns:
            if len(rc.columns) != 2:
                errors.append(
                    Diagnostic(
                        f"many-to-many relation {name!r} of table {owner!r}: `columns` names the link "
                        f"table's two columns (the one referring to {owner!r}, then the one referring to "
                        f"{rc.table!r}), not {len(rc.columns)}",
                        Location(key=(*key, "columns")),
                        f'columns = ["{owner}_{a}", "{rc.table}_{b}"] (columns of {link.name!r})',
                    )
                )
                return None
            local_col, remote_col = rc.columns
            if not column_of(link, local_col) or not column_of(link, remote_col):
                return None
        else:
            local_col = _link_column(link, owner, a)
            remote_col = _link_column(link, rc.table, b)
        if local_col is None or remote_col is None or local_col == remote_col:
            errors.append(
                Diagnostic(
                    f"table {link.name!r} is not a link table between {owner!r} and {rc.table!r}: no "
                    "column of it refers to each side"
                    + (
                        f" (both sides would join on {local_col!r})"
                        if local_col and local_col == remote_col
                        else ""
                    ),
                    Location(key=(*key, "through")),
                    "a link table has a foreign key to each side, or a column named after each side's key "
                    f'(`{owner}_{a}`); name them yourself: columns = ["<column referring to {owner}>", '
                    f'"<column referring to {rc.table}>"]',
                )
            )
            return None
        return RelationSpec(name, rc.kind, owner, rc.table, a, b, link.name, local_col, remote_col, src)
    if len(rc.columns) != 1:
        errors.append(
            Diagnostic(
                f"relation {name!r} of table {owner!r} needs one column",
                Location(key=(*key, "columns")),
                'columns = ["..._id"]',
            )
        )
        return None
    column = rc.columns[0]
    if rc.kind == "many-to-one":
        # the target's key, or on a table without one the single column of a unique constraint
        # or index (what a foreign key may refer to)
        unique = _single_key(theirs) or _single_unique(theirs)
        k = unique if unique is not None else key_of(theirs)
        if k is None or not column_of(mine, column):
            return None
        return RelationSpec(name, rc.kind, owner, rc.table, column, k, source=src)
    k = key_of(mine)
    if k is None or not column_of(theirs, column):
        return None
    return RelationSpec(name, rc.kind, owner, rc.table, k, column, source=src)


def _link_column(link: Table, target: str, key: str) -> str | None:
    """The column of ``link`` that refers to ``target``'s key ``key``: its foreign key, else a
    column named after the target (``film_id``, ``product_id`` for ``pms_product``, ``actor_id``
    for ``actor.id``), else one named as the key itself, never the link table's own single
    key (a surrogate ``id``)."""
    for fk in link.foreign_keys:
        if fk.referred_table == target and len(fk.columns) == 1:
            return fk.columns[0]
    names = {c.name.lower(): c.name for c in link.columns}
    own = (
        link.primary_key.columns
        if link.primary_key is not None and len(link.primary_key.columns) == 1
        else ()
    )
    parts = target.lower().split("_")
    for i in range(len(parts)):  # pms_product: pms_product_id, product_id
        stem = "_".join(parts[i:])
        for candidate in (f"{stem}_{key.lower()}", f"{stem}_id", f"{stem}{key.lower()}"):
            found = names.get(candidate)
            if found is not None and found not in own:
                return found
    same = names.get(key.lower())
    return None if same is None or same in own else same


__all__ = [
    "plan_relations",
    "plural",
]
