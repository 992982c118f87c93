"""The context of one table's relations: :func:`relation_models` turns the table's
:class:`~dbjavagenix.resolve.relations.relation_spec.RelationSpec` (what :func:`~dbjavagenix.resolve.relations.relations.plan_relations`
decided for the project) into the :class:`~dbjavagenix.resolve.context.model.RelationModel` its
templates print, from the resolved tables of both ends: the SQL of the loads, the routes, the
VO conversions of a DTO layer."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

from dbjavagenix.config.api_config import RoutesConfig
from dbjavagenix.resolve.columns import naming, sqlnames
from dbjavagenix.resolve.context import openapi
from dbjavagenix.resolve.context.model import FieldModel, LinkModel, RelationModel, RouteModel, TableModel
from dbjavagenix.resolve.relations.relation_spec import RelationSpec
from dbjavagenix.resolve.table.routes import relation_route


def plus_cap(target: TableModel, remote: FieldModel, link: LinkModel | None, live: str) -> tuple[str, ...]:
    """The condition a MyBatis-Plus query wrapper applies to keep each owner's first related rows
    in one statement, as the SQL before and after the owners' placeholders: the generated code
    writes ``head + placeholders + tail + RELATED_LIMIT + ")"``. A many-to-many keeps the first
    links (those whose related row is live) of each owner, numbered by the related key; a
    one-to-many the first related rows by their key. Empty for a one-to-many whose related table
    has no key (each owner's rows are read with ``LIMIT`` instead)."""
    if link is not None:
        ll, lr = link.local.sql, link.remote.sql
        head = (
            f"({ll}, {lr}) IN (SELECT rel_w.rel_c0, rel_w.rel_c1 FROM (SELECT rel_l.{ll} AS rel_c0,"
            f" rel_l.{lr} AS rel_c1, ROW_NUMBER() OVER (PARTITION BY rel_l.{ll} ORDER BY rel_l.{lr})"
            f" AS rel_rn FROM {link.sql} rel_l JOIN {target.sql} rel_t ON rel_t.{remote.sql} = rel_l.{lr}"
            f" WHERE rel_l.{ll} IN ("
        )
    elif target.key.fields:
        keys = [f.sql for f in target.key.fields]
        lhs = keys[0] if len(keys) == 1 else f"({', '.join(keys)})"
        picks = ", ".join(f"rel_w.rel_c{i}" for i in range(len(keys)))
        cols = ", ".join(f"rel_t.{k} AS rel_c{i}" for i, k in enumerate(keys))
        order = ", ".join(f"rel_t.{k}" for k in keys)
        head = (
            f"{lhs} IN (SELECT {picks} FROM (SELECT {cols}, ROW_NUMBER() OVER (PARTITION BY"
            f" rel_t.{remote.sql} ORDER BY {order}) AS rel_rn FROM {target.sql} rel_t"
            f" WHERE rel_t.{remote.sql} IN ("
        )
    else:
        return ()
    return head, f"){' AND ' + live if live else ''}) rel_w WHERE rel_w.rel_rn <= "


def kept(
    table: TableModel, specs: Sequence[RelationSpec], resolved: Callable[[str], TableModel]
) -> tuple[RelationSpec, ...]:
    """The relations of ``table`` its context holds: not those whose columns are ignored, whose
    other end (or link table) has no entity or mapper, nor a list on a table without a single
    key (a list is grouped by the owner's key)."""
    fields = {f.column for f in table.fields}
    out = []
    for s in specs:
        target = resolved(s.target)
        if s.local not in fields or s.remote not in {f.column for f in target.fields}:
            continue
        if not {"entity", "mapper"} <= set(target.classes):
            continue
        if s.through is not None:
            lt = resolved(s.through)
            link_fields = {f.column for f in lt.fields}
            if {s.link_local, s.link_remote} - link_fields or not {"entity", "mapper"} <= set(lt.classes):
                continue
        if s.kind != "many-to-one" and table.key.kind != "single":
            continue
        out.append(s)
    return tuple(out)


def relation_models(
    table: TableModel,
    specs: Sequence[RelationSpec],
    resolved: Callable[[str], TableModel],
    dialect: str,
    persistence: str,
    lombok: bool,
    api_flavour: str = "none",
    route: Callable[[str], RouteModel] | None = None,
    relation_names: Callable[[str], tuple[str, ...]] = lambda name: (),
) -> tuple[RelationModel, ...]:
    """The relations of ``table`` for its templates; ``resolved`` gives any generated table;
    ``route``: the route of the read of a relation by its words (``order-items``), by default
    ``[api.routes]``'s rest ``GET /{key}/{relation}``; ``relation_names``: the relation
    properties of another table (which its VO holds and a nested conversion leaves empty).
    A relation whose columns are ignored, or whose other end has no entity or mapper, is left
    out (:func:`kept`)."""
    if route is None:
        route = partial(relation_route, RoutesConfig(), table.name, table.key.fields)
    dollar = persistence != "mybatis-plus"
    api = [
        "@com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)"
    ]
    if lombok:
        api += ["@lombok.ToString.Exclude", "@lombok.EqualsAndHashCode.Exclude"]
    # filled by the server on request (?with=): never written by a client, so no request
    # schema offers it
    api += openapi.read_only_doc(api_flavour)
    annotations = list(api)
    if persistence == "mybatis-plus":
        annotations.insert(0, "@com.baomidou.mybatisplus.annotation.TableField(exist = false)")
    converts = "converter" in table.classes
    out = []
    by_col = {f.column: f for f in table.fields}
    for s in kept(table, specs, resolved):
        target = resolved(s.target)
        t_by_col = {f.column: f for f in target.fields}
        local, remote = by_col[s.local], t_by_col[s.remote]
        link: LinkModel | None = None
        if s.through is not None:
            lt = resolved(s.through)
            l_by_col = {f.column: f for f in lt.fields}
            link = LinkModel(
                table=s.through,
                sql=lt.sql,
                entity=lt.classes.get("entity"),
                mapper=lt.classes.get("mapper"),
                local=l_by_col[s.link_local],
                remote=l_by_col[s.link_remote],
            )
        many = s.kind != "many-to-one"
        entity = target.classes["entity"]
        live = "rel_t." + target.logic_delete.live if target.logic_delete is not None else ""
        prefix = f"{s.name.lower()}_"
        rel_route = route("-".join(naming.words(s.name)).lower()) if table.key.kind == "single" else None
        out.append(
            RelationModel(
                name=s.name,
                cap_name=naming.capitalize(s.name),
                getter=naming.getter(s.name, lombok),
                setter=naming.setter(s.name, lombok),
                kind=s.kind,
                many=many,
                target_table=s.target,
                target_sql=target.sql,
                target=entity,
                target_classes=target.classes,
                target_stem=target.class_name,
                target_var=target.var,
                target_label=(label := label_field(target)),
                target_search=_search(target, label),
                target_key=target.key,
                target_fields=target.read_fields,
                local=local,
                remote=remote,
                through=link,
                path=rel_route.path if rel_route else "",
                route=rel_route,
                column_prefix=prefix,
                aliases=tuple(
                    sqlnames.mybatis_text(sqlnames.quote(prefix + f.column, dialect), dollar=dollar)
                    for f in target.read_fields
                ),
                owner_alias="rel_owner_key",
                source=s.source,
                self_reference=s.target == table.name,
                annotations=tuple(annotations),
                api_annotations=tuple(api),
                vo=target.classes.get("vo") if converts else None,
                same_type=local.java_type == remote.java_type,
                target_live=live,
                paged=many and table.key.kind == "single",
                plus_cap=plus_cap(target, remote, link, live) if many else (),
                order=target.key.fields or target.read_fields[:1],
                owner_key=table.key.fields[0] if table.key.kind == "single" else None,
            )
        )
    return _vo_conversions(out, relation_names)


_LABELS = ("name", "title", "label", "nickname", "username", "code")
"""Column names a person names a row by, best first (``sys_dept.dept_name`` ends with one)."""


def label_field(table: TableModel) -> FieldModel | None:
    """The field a person names a row of ``table`` by: the first text column (not a key part,
    not a secret) named or ending like one of :data:`_LABELS`, else the first such text column."""
    texts = [
        f
        for f in table.read_fields
        if f.java_type == "String" and not f.primary_key and not f.sensitive and not f.accessor_annotations
    ]
    for word in _LABELS:
        for f in texts:
            if f.column.lower() == word or f.column.lower().endswith("_" + word):
                return f
    return texts[0] if texts else None


def _search(table: TableModel, label: FieldModel | None) -> str:
    """The list query's parameter finding ``table``'s rows by ``label`` (its like), else empty."""
    if label is None or table.query is None:
        return ""
    return next((p.name for p in table.query.params if p.column == label.column and p.op == "like"), "")


def _vo_conversions(
    relations: list[RelationModel], relation_names: Callable[[str], tuple[str, ...]]
) -> tuple[RelationModel, ...]:
    """``relations`` with the converter method that answers each one's related rows as their
    VO (DTO layer): ``toVo`` for the table's own rows, else one method per related table, named
    for its VO (``toActorVo``, numbered when two VOs share a name), leaving the related VO's own
    relations empty (one level, as loaded)."""
    names: dict[str, str] = {}
    taken = {"toVo", "toEntity"}
    for r in relations:
        if r.vo is None or r.target_table in names:
            continue
        if r.self_reference:
            names[r.target_table] = "toVo"
            continue
        base = name = "to" + naming.capitalize(r.vo.name)
        n = 2
        while name in taken:
            name, n = f"{base}{n}", n + 1
        taken.add(name)
        names[r.target_table] = name
    return tuple(
        replace(
            r,
            to_vo=names[r.target_table],
            vo_ignore=() if r.self_reference else relation_names(r.target_table),
        )
        if r.vo is not None
        else r
        for r in relations
    )


__all__ = ["kept", "plus_cap", "relation_models"]
