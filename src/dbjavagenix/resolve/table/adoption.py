"""What the team's conventions change in one table's context: the logic-delete column and its
values, the fields the base entity declares, the controller path and the endpoints'
annotations (the column traits of the rules: :mod:`dbjavagenix.resolve.columns.fieldtraits`).

:func:`dbjavagenix.resolve.table.tables.build_table` calls these on the fields it resolved (before
the category annotates them); those that change fields return new ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.errors import KeyPath, Location, NamingError
from dbjavagenix.resolve.api import patterns
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.columns.rules import ColumnTraits
from dbjavagenix.resolve.context.model import (
    BaseClassModel,
    ClassRef,
    FieldModel,
    LogicDeleteModel,
    ProjectModel,
)
from dbjavagenix.resolve.table.conventions import Conventions, endpoint_annotations, placeholder_values
from dbjavagenix.resolve.table.logicdelete import logic_delete


def trait_key(traits: ColumnTraits | None, trait: str, default: KeyPath) -> KeyPath:
    """The config key that set ``trait`` of a column (its rule, else its section)."""
    if traits is not None:
        found = traits.keys.get(trait)
        if found is not None:
            return found
    return default


def logic_delete_of(
    table: str,
    fields: list[FieldModel],
    cfgs: Mapping[str, ColumnConfig],
    traits: Mapping[str, ColumnTraits],
) -> tuple[LogicDeleteModel | None, list[FieldModel]]:
    """The logic-delete model of the table and the fields, its column's write-protected (no
    insert, update or filter by the client; inserts write the not-deleted value)."""
    i = next((i for i, f in enumerate(fields) if f.role == "logic-delete"), None)
    if i is None:
        return None, fields
    f = fields[i]
    cc = cfgs.get(f.column)
    t = traits.get(f.column)
    ckey = ("tables", table, "columns", f.column)
    model = logic_delete(
        column=f.column,
        sql=f.sql,
        field=f.name,
        java_type=f.java_type,
        deleted=cc.deleted if cc is not None else None,
        not_deleted=cc.not_deleted if cc is not None else None,
        where={k: trait_key(t, k, (*ckey, k)) for k in ("role", "deleted", "not_deleted")},
    )
    protected = replace(
        f,
        insertable=False,
        updatable=False,
        filterable=False,
        initial=f.initial if f.has_default else model.java_not_deleted,
    )
    return model, [*fields[:i], protected, *fields[i + 1 :]]


def apply_base(
    table: str,
    fields: list[FieldModel],
    entity: ClassRef | None,
    conventions: Conventions | None,
    columns: tuple[str, ...],
) -> tuple[BaseClassModel | None, list[FieldModel]]:
    """The base entity and the fields, those it declares marked (``inherited``, typed as it types
    them); a table lacking a column the base maps is a located error."""
    if conventions is None or entity is None or not entity.extends:
        return None, fields
    base = conventions.entity_base
    own = base is None or entity.extends != base.ref.fqn
    if own:
        base = conventions.table_bases.get(entity.extends)
    if base is None:
        return None, fields
    have = {c.lower() for c in columns}
    missing = [c for c in base.required if c.lower() not in have]
    if missing:
        where = f"[tables.{table}] extends" if own else "[layers.entity] extends"
        raise NamingError(
            f"table {table!r} has no column {', '.join(repr(c) for c in missing)} that the base entity "
            f"{base.ref.name} ({where}) maps",
            location=Location(key=("tables", table, "extends") if own else ("tables", table)),
            hint=f"exclude the table, set [tables.{table}] extends = false (its entity then does not extend "
            f"{base.ref.name}) or another base class, or list the column in [layers.entity] base_optional",
        )
    inherited = []
    out = []
    for f in fields:
        bf = base.fields.get(f.name)
        if bf is not None:
            if bf.java_type is not None and bf.java_type != f.java_type:
                f = replace(f, inherited=True, java_type=bf.java_type, type_imports=bf.imports)
            else:
                f = replace(f, inherited=True)
            inherited.append(f.column)
        out.append(f)
    # a base class's own toString may print every field (eladmin's reflects over them): not
    # where a sensitive one would show
    to_string = base.to_string and not any(f.sensitive for f in out)
    return BaseClassModel(base.ref, tuple(inherited), base.call_super, to_string), out


def configured_annotations(
    classes: Mapping[str, ClassRef],
    conventions: Conventions,
    *,
    table: str,
    class_stem: str,
    title: str,
    group: str,
    path: str,
    api_module: str,
    base_package: str,
) -> dict[str, ClassRef]:
    """The table's classes carrying the annotations of ``[layers.LAYER] annotations`` and (the
    entity) ``[tables.TABLE] annotations``, placeholders expanded."""
    per_layer = dict(conventions.class_annotations)
    own = conventions.table_annotations.get(table, ())
    if own:
        per_layer["entity"] = (*per_layer.get("entity", ()), *own)
    if not any(per_layer.get(layer) for layer in classes):
        return dict(classes)
    from dbjavagenix.javatext import java_string

    values = placeholder_values(
        table=table,
        class_stem=class_stem,
        title=title,
        module=module_of(api_module, group, base_package),
        path=path,
        group=group,
    )
    escaped = {k: java_string(v) for k, v in values.items()}
    out = dict(classes)
    for layer, ref in classes.items():
        texts = per_layer.get(layer)
        if texts:
            key = (
                ("tables", table, "annotations")
                if layer == "entity" and own
                else ("layers", layer, "annotations")
            )
            expanded = tuple(dict.fromkeys(patterns.expand(t, escaped, key) for t in texts))
            out[layer] = replace(ref, annotations=(*ref.annotations, *expanded))
    return out


def module_of(api_module: str, group: str, base_package: str) -> str:
    """The value of ``{module}``: ``[api] module``, else the table's group, else the last
    segment of the base package."""
    if api_module:
        return api_module
    if group:
        return group
    return base_package.rsplit(".", 1)[-1]


def controller_facts(
    *,
    table: str,
    class_stem: str,
    title: str,
    group: str,
    own_path: str | None,
    path_pattern: str,
    api_module: str,
    list_path: str,
    project: ProjectModel,
    conventions: Conventions | None,
) -> tuple[str, dict[str, tuple[str, ...]], str]:
    """(REST path with the API prefix, annotations per operation, list path) of a controller."""
    path = rest_path(
        project.api_prefix, class_stem, own_path, path_pattern, table, group, api_module, project.base_package
    )
    if conventions is None or not any(conventions.annotations.values()):
        return path, {}, list_path
    from dbjavagenix.javatext import java_string

    module = module_of(api_module, group, project.base_package)
    values = placeholder_values(
        table=table, class_stem=class_stem, title=title, module=module, path="", group=group
    )

    escaped = {k: java_string(v) for k, v in {**values, "path": path}.items()}
    return path, endpoint_annotations(conventions, escaped), list_path


def rest_path(
    api_prefix: str,
    class_stem: str,
    override: str | None,
    pattern: str = "/{entity:kebab}",
    table: str = "",
    group: str = "",
    module: str = "",
    base_package: str = "",
) -> str:
    """REST path of a table's controller: ``[tables.T] path`` or ``[api] path`` expanded
    (default: the kebab-case of its class stem), under the API prefix (``/api/sys-user``)."""
    if override:
        path = override
    elif pattern == "/{entity:kebab}":  # the default, without the pattern machinery
        path = "/" + naming.kebab_plural_path(class_stem)
    else:
        values = placeholder_values(
            table=table,
            class_stem=class_stem,
            title="",
            module=module_of(module, group, base_package),
            path="",
            group=group,
        )
        path = patterns.expand(pattern, values, ("api", "path"))
    return "/" + "/".join(p for p in (api_prefix + "/" + path).split("/") if p)
