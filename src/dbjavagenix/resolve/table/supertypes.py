"""What a layer's classes extend (``[layers.LAYER] extends``), with the type arguments genix
decides: the team's class (ruoyi-vue-pro's ``BaseMapperX<T>``) or the category's own
(MyBatis-Plus' ``BaseMapper<T>``), its type parameters counted in the project's sources.

The one home of the decision; templates print ``cls.extends_type`` as it comes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.model import Config
from dbjavagenix.errors import Diagnostic, KeyPath, Location, NamingError
from dbjavagenix.resolve.context.model import ClassRef, KeyModel
from dbjavagenix.resolve.table.teamclasses import fqn_problem
from dbjavagenix.resolve.table.teamclasses import not_found as _not_found

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

ROLES: Mapping[str, Mapping[int, tuple[str, ...]]] = {
    "mapper": {0: (), 1: ("entity",), 2: ("entity", "key")},
    "service": {0: (), 1: ("entity",), 2: ("entity", "key")},
    "service_impl": {0: (), 1: ("entity",), 2: ("mapper", "entity"), 3: ("mapper", "entity", "key")},
}
"""The type arguments of a team's base class by its number of type parameters, per layer."""
KINDS = {"mapper": "interface", "service": "interface", "service_impl": "class"}
PLAIN = ("entity", "controller", "list_query_controller")
"""Layers whose ``extends`` is printed without type arguments."""
EXTENDS_LAYERS = (*PLAIN, *ROLES)
"""The built-in layers ``extends`` applies to (and every layer of your own)."""
_WHY_NOT = {
    "mapper_xml": "its file is mapper XML, not a class",
    "common": "it is several shared classes",
    "request": "its class is a record, which extends nothing",
    "response": "its class is a record, which extends nothing",
}


@dataclass(frozen=True)
class Supertype:
    """What a layer's classes extend."""

    fqn: str
    roles: tuple[str, ...]
    """The role of each type argument: ``entity``, ``mapper``, ``key``."""
    team: bool
    """The team's class (``[layers.LAYER] extends``), not the category's own."""


def category_supertypes(category: CategorySpec) -> dict[str, Supertype]:
    """What the category's own layers extend (MyBatis-Plus' ``BaseMapper`` ...)."""
    builtin = set(category.layer_names())
    return {
        layer: Supertype(fqn, roles, False)
        for layer, (fqn, roles) in category.supertypes.items()
        if layer in builtin
    }


def layer_supertypes(
    config: Config,
    category: CategorySpec,
    sources: SourceIndex | None,
    diags: list[Diagnostic],
    warnings: list[Diagnostic],
) -> dict[str, Supertype]:
    """The supertype of each layer that has one with type arguments decided here (``mapper``,
    ``service``, ``service_impl``); checks ``extends`` on every layer."""
    builtin = set(category.layer_names())
    out = category_supertypes(category)
    for name, lc in config.layers.items():
        if not lc.extends:
            continue
        key: KeyPath = ("layers", name, "extends")
        if name in builtin and name not in EXTENDS_LAYERS:
            why = _WHY_NOT.get(name, "its template declares no superclass")
            diags.append(
                Diagnostic(
                    f"[layers.{name}] extends does not apply: {why}",
                    Location(key=key),
                    "extends applies to " + ", ".join(EXTENDS_LAYERS) + " and to layers of your own",
                )
            )
            continue
        if name not in ROLES or name not in builtin:
            continue  # entity, controller: conventions; your own layer: its template's business
        problem = fqn_problem(lc.extends, key)
        if problem is not None:
            diags.append(problem)
            continue
        replaced = category.supertypes.get(name)
        found = _team_supertype(name, lc.extends, replaced, sources, key, diags, warnings)
        if found is not None:
            out[name] = found
    return out


def _team_supertype(
    layer: str,
    fqn: str,
    replaced: tuple[str, tuple[str, ...]] | None,
    sources: SourceIndex | None,
    key: KeyPath,
    diags: list[Diagnostic],
    warnings: list[Diagnostic],
) -> Supertype | None:
    if replaced is not None and fqn == replaced[0]:
        return Supertype(fqn, replaced[1], True)
    found = sources.find(fqn) if sources is not None else None
    read = sources.body(fqn) if sources is not None and found is not None else None
    default = replaced[1] if replaced is not None else ()
    if found is None or read is None:
        args = _spelled(default)
        warnings.append(
            _not_found(
                fqn,
                key,
                sources,
                f"base {layer.replace('_', ' ')}",
                f"genix extends it as written{' with ' + args if args else ''}; check the name, or add "
                "the module holding it (then its type parameters are counted)",
            )
        )
        return Supertype(fqn, default, True)
    assert sources is not None
    body = read[1]
    kind = found[1].kind
    want = KINDS[layer]
    if kind != want:
        diags.append(
            Diagnostic(
                f"{fqn} is {'an' if kind[0] in 'aeiou' else 'a'} {kind}: the {layer.replace('_', ' ')} "
                f"is {'an' if want[0] in 'aeiou' else 'a'} {want}, which cannot extend it",
                Location(key=key),
                f"name the team's base {want} ({found[0]})",
            )
        )
        return None
    count = len(body.type_params)
    roles = ROLES[layer].get(count)
    if roles is None:
        known = ", ".join(f"{n}: {_spelled(r) or 'none'}" for n, r in ROLES[layer].items())
        diags.append(
            Diagnostic(
                f"{fqn} declares {count} type parameters (<{', '.join(body.type_params)}>): genix fills "
                f"those of a base {layer.replace('_', ' ')} by their number ({known})",
                Location(key=key),
                "extend a class of the team's with fewer type parameters, or generate without extends",
            )
        )
        return None
    if replaced is not None and _reaches(sources, fqn, replaced[0]) is False:
        lib = replaced[0].rpartition(".")[2]
        diags.append(
            Diagnostic(
                f"{fqn} does not extend {replaced[0]} (as far as the sources under {sources.root} "
                f"tell): the generated {layer.replace('_', ' ')} needs {lib}'s methods",
                Location(key=key),
                f"let {fqn.rpartition('.')[2]} extend {lib}<...>, or leave extends out",
            )
        )
        return None
    return Supertype(fqn, roles, True)


def _spelled(roles: tuple[str, ...]) -> str:
    names = {"entity": "Entity", "mapper": "Mapper", "key": "Key"}
    return "<" + ", ".join(names[r] for r in roles) + ">" if roles else ""


def _reaches(sources: SourceIndex, fqn: str, target: str) -> bool | None:
    """``fqn`` extends ``target`` (transitively): True, False when every supertype on the way is
    in the sources and none is it, None when one is not there (genix cannot tell)."""
    seen: set[str] = set()
    todo = [fqn]
    unknown = False
    while todo:
        cur = todo.pop()
        if cur in seen:
            continue
        seen.add(cur)
        body = sources.body(cur)
        if body is None:
            unknown = True
            continue
        for s in body[1].supertypes:
            if s == target:
                return True
            todo.append(s)
    return None if unknown else False


def apply(
    classes: Mapping[str, ClassRef], supertypes: Mapping[str, Supertype], key: KeyModel, table: str
) -> dict[str, ClassRef]:
    """The table's classes with ``extends_type`` set: the supertype with its type arguments, or
    ``extends`` as it is where no type argument is decided. A key type argument for a table
    without a single-column key is a located error."""
    out = dict(classes)
    for layer, ref in classes.items():
        st = supertypes.get(layer)
        if st is None:
            if ref.extends:
                out[layer] = replace(ref, extends_type=ref.extends)
            continue
        args = []
        for role in st.roles:
            if role == "key":
                if key.kind != "single":
                    shape = "a composite key" if key.kind == "composite" else "no key"
                    raise NamingError(
                        f"the base {layer.replace('_', ' ')} {st.fqn} takes the key type: table "
                        f"{table!r} has {shape}",
                        location=Location(key=("layers", layer, "extends")),
                        hint=f"give the table a one-column key ([tables.{table}] key = [...]), exclude it, "
                        "or extend a class without the key's type parameter",
                    )
                args.append(_key_type(key))
            else:
                target = classes.get(role)
                if target is None:
                    raise NamingError(
                        f"the base {layer.replace('_', ' ')} {st.fqn} takes the {role} class: table "
                        f"{table!r} generates none",
                        location=Location(key=("tables", table, "layers", role)),
                        hint=f"turn the {role} layer on for the table",
                    )
                args.append(target.fqn)
        text = st.fqn + ("<" + ", ".join(args) + ">" if args else "")
        out[layer] = replace(ref, extends=st.fqn if st.team else ref.extends, extends_type=text)
    return out


def _key_type(key: KeyModel) -> str:
    f = key.fields[0]
    t = f.java_type
    for imp in f.type_imports:
        if imp.rpartition(".")[2] == t:
            return imp
    return {"int": "Integer", "long": "Long", "short": "Short", "byte": "Byte", "boolean": "Boolean"}.get(
        t, t
    )
