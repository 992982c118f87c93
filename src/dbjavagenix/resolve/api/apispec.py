"""The OpenAPI document of the REST API genix generates (``openapi.json``, the ``openapi`` layer),
written from the same contexts as the controllers, as springdoc serves it at ``/v3/api-docs``:
the same paths, operations, parameters, bodies, statuses and schemas (:mod:`.apischema`), so
that the document and the code cannot tell two stories.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from dbjavagenix.categories.common import OPENAPI_YAML
from dbjavagenix.javatext import spring_resolved
from dbjavagenix.resolve.api.apischema import (
    PROBLEM_DETAIL,
    Components,
    Schema,
    annotation_parts,
    fields_of,
    java_string,
    object_schema,
    simple,
    strings,
    typed,
)
from dbjavagenix.resolve.api.apisummary import openapi_summary
from dbjavagenix.resolve.context import openapi
from dbjavagenix.resolve.context.api_model import error_contract
from dbjavagenix.resolve.context.model import (
    ClassRef,
    EnumModel,
    FieldModel,
    ProjectModel,
    RelationModel,
    RouteModel,
    TableModel,
)
from dbjavagenix.resolve.context.query_model import QueryParamModel
from dbjavagenix.resolve.table.mappings import QUERY_OPERATIONS, controller_operations

OPENAPI_VERSION = {2: "3.0.1", 3: "3.1.0", 4: "3.1.0"}
"""The OpenAPI version springdoc writes by default, per Spring Boot major (springdoc 1.x, 2.x, 3.x)."""

INFO = {"title": "OpenAPI definition", "version": "v0"}
"""springdoc's default ``info`` (an application declaring an ``OpenAPI`` bean sets its own)."""


@dataclass(frozen=True, slots=True)
class Call:
    """One operation of a controller: its path (``{name}`` for a path parameter), verb, OpenAPI
    operation object and the Java type the method returns (``ResponseEntity<Result<Film>>``)."""

    path: str
    verb: str
    operation: Schema
    returns: str


class Document:
    """The document of one project, written operation by operation."""

    def __init__(self, project: ProjectModel, extra: Callable[[TableModel], Iterable[tuple[str, str, str]]]):
        self.project = project
        self.extra = extra
        self.components = Components(project.spring_boot)
        self.contract = error_contract(project.api, project.errors, project.common)
        self.paths: dict[str, dict[str, Schema]] = {}
        self.calls: list[Call] = []
        """Every operation as its controller method declares it, before two methods on one path
        and verb are merged as springdoc merges them (the typed client calls each one)."""
        self._common()

    def _common(self) -> None:
        api = self.project.api
        c = self.components
        if api is not None and api.result.generated and api.result.fqn:
            c.generic[api.result.fqn] = lambda args: {
                "type": "object",
                "properties": {
                    "code": {"type": "integer", "format": "int32"},
                    "data": args[0],
                    "message": {"type": "string"},
                },
            }
            c.classes[api.result.fqn] = lambda: {
                "type": "object",
                "properties": {
                    "code": {"type": "integer", "format": "int32"},
                    "data": c.schema("Object"),
                    "message": {"type": "string"},
                },
            }
        if api is not None and api.page.generated and api.page.fqn:
            pages = api.page.counts_pages
            c.generic[api.page.fqn] = lambda args: {
                "type": "object",
                "properties": {
                    "items": {"type": "array", "items": args[0]},
                    "page": {"type": "integer", "format": "int64"},
                    **({"pages": {"type": "integer", "format": "int64"}} if pages else {}),
                    "size": {"type": "integer", "format": "int64"},
                    "total": {"type": "integer", "format": "int64"},
                },
            }
        c.classes["org.springframework.http.ProblemDetail"] = lambda: PROBLEM_DETAIL

    def register(self, table: TableModel) -> None:
        """Know how to document the classes of ``table`` (documented once an operation uses them)."""
        classes = table.classes
        c = self.components
        entity = classes.get("entity")
        if entity is not None:
            c.classes[entity.fqn] = lambda: self._entity(table)
        for e in table.enums:  # sent as their database values (@JsonValue)
            c.enums[e.java_type] = c.enums[e.name] = _enum_schema(e)
        for layer, which in (
            ("dto", "request"),
            ("request", "request"),
            ("vo", "response"),
            ("response", "response"),
        ):
            cls = classes.get(layer)
            if cls is not None:
                fields = table.request_fields if which == "request" else table.response_fields
                props = fields_of(fields, which)
                if layer == "response":  # the related rows as their own response records
                    props += [(r.name, _related(r, "response"), ()) for r in table.relations]
                elif layer == "vo":  # the related rows as their VOs
                    props += [(r.name, _related(r, "vo"), r.api_annotations) for r in table.relations]
                c.classes[cls.fqn] = partial(object_schema, c, props, cls.annotations)

    def add(self, table: TableModel) -> None:
        """Document the endpoints of ``table``'s controllers, in the order they declare them
        (:func:`~dbjavagenix.resolve.table.mappings.controller_operations`)."""
        operations = controller_operations(table, table.classes, self.extra(table))
        if not operations:
            return
        p = self.project
        api = p.api
        classes = table.classes
        entity = classes["entity"].fqn
        dto = "converter" in classes
        out = (
            classes["vo"].fqn
            if dto and "vo" in classes
            else classes["response"].fqn
            if "response" in classes
            else entity
        )
        body_cls = (
            classes["dto"].fqn
            if dto and "dto" in classes
            else classes["request"].fqn
            if "request" in classes
            else entity
        )
        returns = api.returns if api is not None else (lambda t: t)
        page_returns = api.page_returns if api is not None else (lambda t: t)
        pagehelper = api is not None and api.page.paging == "pagehelper"
        page_params = (
            self._page_params(defaults=True) if not pagehelper or (api and api.page.page_params) else []
        )
        key = table.key.fields
        limit = p.paging.related_limit
        # optional in the document: the operation springdoc merges from the plain read and the
        # read with relations (``params = "with"`` picks the method) is called without it too
        with_param: Schema = {
            "name": "with",
            "in": "query",
            "required": False,
            "schema": {"type": "array", "items": {"type": "string"}},
        }
        answer = "response" if "response" in classes else "vo" if dto else ""
        query_params: list[Schema] = []
        if table.query is not None and "list_query_controller" in classes:
            query_params = [self._query_param(q) for q in table.query.params]
            query_params.append(
                {"name": p.paging.sort.name, "in": "query", "required": False, "schema": {"type": "string"}}
            )
            query_params += self._page_params(defaults=False)
        for o in operations:
            op, route = o.op, o.route
            name = op.capitalize()
            summary = ""  # the operation's own summary (self._summary) unless set
            kind = op
            params: Sequence[Schema] = ()
            body: Schema | None = None
            tag: str | None = None
            if op == "list":
                answers, params = page_returns(out), [*self._filter_params(table), *page_params]
            elif op in ("get", "delete"):
                answers = returns(out if op == "get" else "Void")
                params = self._key_params(route, key)
            elif op == "unique" and o.unique is not None:
                u = o.unique
                name, summary, kind = "Get" + u.method, openapi_summary(table, "GetBy", u), "get"
                answers, params = returns(out), self._key_params(route, u.fields)
            elif op in ("create", "update", "patch"):
                answers = returns(out)
                params = self._key_params(route, key) if op != "create" else ()
                body = self.components.schema("java.util.Map<String, Object>" if op == "patch" else body_cls)
            elif op == "get_with":
                name, summary, kind = "GetWith", openapi_summary(table, "GetWith", limit=limit), "get"
                answers, params = returns(out), [*self._key_params(route, key), with_param]
            elif op == "list_with":
                name, summary, kind = "ListWith", openapi_summary(table, "ListWith", limit=limit), "list"
                answers = page_returns(out)
                params = [*self._filter_params(table), *self._page_params(defaults=True), with_param]
            elif op == "relation" and o.relation is not None:
                r = o.relation
                name, summary, kind = "Get" + r.cap_name, openapi_summary(table, "Relation", r), "get"
                target = r.target_classes.get(answer, r.target).fqn
                answers = page_returns(target) if r.paged else returns(target)
                params = self._key_params(route, key) + (page_params if r.paged else [])
            elif op in ("batch", "save"):
                entity_body = self.components.schema(entity)
                if op == "batch":
                    name, kind, answers = "CreateBatch", "create", returns("Integer")
                    body = {"type": "array", "items": entity_body}
                else:
                    answers, body = returns(entity), entity_body
            elif op in QUERY_OPERATIONS:
                kind, params, tag = "list", query_params, _tag(classes["list_query_controller"])
                answers = (
                    page_returns(out) if op == "query" else returns("Long" if op == "count" else "Boolean")
                )
            else:
                continue  # a method of a category's own: not documented
            self._operation(
                table,
                route,
                table.operation_id(name),
                summary or self._summary(table, name),
                kind,
                answers,
                parameters=params,
                body=body,
                tag=tag,
            )

    def _entity(self, table: TableModel) -> Schema:
        fields: list[tuple[str, str, Iterable[str]]] = list(fields_of(table.fields, "entity"))
        for r in table.relations:
            java_type = f"java.util.List<{r.target.fqn}>" if r.many else r.target.fqn
            fields.append((r.name, java_type, r.annotations))
        cls = table.classes["entity"]
        return object_schema(self.components, fields, cls.annotations)

    # -- operations ---------------------------------------------------------------------------

    def _operation(
        self,
        table: TableModel,
        route: RouteModel,
        op_id: str,
        summary: str,
        kind: str,
        returns: str,
        *,
        parameters: Sequence[Schema] = (),
        body: Schema | None = None,
        tag: str | None = None,
    ) -> None:
        success = self._success(kind, returns)
        operation: Schema = {
            "tags": [tag if tag is not None else _tag(table.classes["controller"])],
            "summary": summary,
            "operationId": op_id,
        }
        if parameters:
            operation["parameters"] = list(parameters)
        if body is not None:
            operation["requestBody"] = {"content": {"application/json": {"schema": body}}, "required": True}
        operation["responses"] = {**success, **self._errors(kind)}
        path = table.rest_path + route.path
        self.calls.append(Call(path or "/", route.verb.upper(), operation, returns))
        verbs = self.paths.setdefault(path or "/", {})
        verb = route.verb.lower()
        verbs[verb] = _merged(verbs[verb], operation) if verb in verbs else operation

    def _success(self, kind: str, returns: str) -> Schema:
        status = openapi.SUCCESS.get(kind, 200) if self.contract.statuses else 200
        description = openapi.DESCRIPTIONS[status]
        if status == 204:
            return {"204": {"description": description}}
        return {
            str(status): {
                "description": description,
                "content": {"*/*": {"schema": self.components.schema(returns)}},
            }
        }

    def _errors(self, kind: str) -> Schema:
        c = self.contract
        schema = self.components.schema(c.error_class) if c.error_class else {"type": "object"}
        return {
            str(status): {
                "description": openapi.DESCRIPTIONS[status],
                "content": {c.media or "*/*": {"schema": schema}},
            }
            for status in openapi.ERRORS[kind]
            if status != 404 or c.not_found
        }

    @staticmethod
    def _summary(table: TableModel, operation: str) -> str:
        return openapi_summary(table, operation)

    def _key_params(self, route: RouteModel, fields: Iterable[FieldModel]) -> list[Schema]:
        return [
            {
                "name": f.name,
                "in": "query" if f.name in route.query else "path",
                "required": True,
                "schema": self.components.schema(f.java_type),
            }
            for f in fields
        ]

    def _page_params(self, *, defaults: bool) -> list[Schema]:
        paging = self.project.paging
        out = []
        for param, default in ((paging.page, 1), (paging.size, paging.default_size)):
            schema: Schema = {"type": "integer", "format": "int64"}
            if defaults:
                schema["default"] = default
            out.append({"name": param.name, "in": "query", "required": False, "schema": schema})
        return out

    def _filter_params(self, table: TableModel) -> list[Schema]:
        entity = table.classes["entity"]
        marks = self.project.parameter_object(table)
        if any(simple(annotation_parts(m)[0]) == "ParameterObject" for m in marks):
            # its fields, one query parameter each: those the JavaBeans introspector finds by
            # the name of their getter (Lombok's getCBig() is property CBig, not field cBig)
            doc = self._entity(table)
            found = {f.name for f in table.fields if bean_property(f.getter) == f.name}
            return [
                {"name": n, "in": "query", **_described(s), "required": False, "schema": _plain(s)}
                for n, s in doc.get("properties", {}).items()
                if n in found
            ]
        return [
            {"name": "filter", "in": "query", "required": False, "schema": self.components.schema(entity.fqn)}
        ]

    def _query_param(self, q: QueryParamModel) -> Schema:
        return {
            "name": q.name,
            "in": "query",
            "required": False,
            "schema": self.components.schema(q.java_type),
        }

    def document(self) -> Schema:
        return {
            "openapi": OPENAPI_VERSION.get(self.project.spring_boot, "3.1.0"),
            "info": dict(INFO),
            "paths": self.paths,
            "components": {"schemas": dict(sorted(self.components.schemas.items()))},
        }


def bean_property(getter: str) -> str:
    """The property a getter stands for to ``java.beans.Introspector`` (``getCBig`` → ``CBig``,
    ``getName`` → ``name``)."""
    stem = getter[3:] if getter.startswith("get") else getter[2:] if getter.startswith("is") else getter
    if len(stem) > 1 and stem[0].isupper() and stem[1].isupper():
        return stem
    return stem[:1].lower() + stem[1:]


def _enum_schema(e: EnumModel) -> Schema:
    """A Java enum of an entity, sent as its database codes."""
    if e.code_type in ("Integer", "Long", "Short"):
        kind = {"Long": {"type": "integer", "format": "int64"}}.get(
            e.code_type, {"type": "integer", "format": "int32"}
        )
        return {**kind, "enum": [typed(c.value, kind) for c in e.constants]}
    return {"type": "string", "enum": [c.value for c in e.constants]}


def _related(r: RelationModel, layer: str) -> str:
    """The Java type of a relation's property in a response record (``relations_response.jinja``)
    or a VO (``relations_entity.jinja``): the related table's class of that ``layer``."""
    target = r.target_classes.get(layer, r.target).fqn
    return f"java.util.List<{target}>" if r.many else target


def _merged(first: Schema, second: Schema) -> Schema:
    """Two methods of one controller on one path and verb (``params = "with"``) as springdoc
    documents them: one operation, the id and summary of the second, the parameters of both."""
    out = dict(first)
    out["operationId"], out["summary"] = second["operationId"], second["summary"]
    have = {(p["in"], p["name"]) for p in first.get("parameters", ())}
    extra = [p for p in second.get("parameters", ()) if (p["in"], p["name"]) not in have]
    if extra:
        out["parameters"] = [*first.get("parameters", ()), *extra]
    out["responses"] = {**second["responses"], **first["responses"]}
    return out


def _described(schema: Schema) -> Schema:
    """A parameter's own description: its schema's (springdoc repeats it)."""
    return {"description": schema["description"]} if "description" in schema else {}


def _plain(schema: Schema) -> Schema:
    """A property's schema as a query parameter's: the same, its allowed values typed."""
    out = dict(schema) or {"type": "object"}  # a value of any type (Object)
    if "enum" in out:
        out["enum"] = [typed(v, out) for v in out["enum"]]
    return out


def _tag(cls: ClassRef) -> str:
    """The tag springdoc gives a controller's operations: its ``@Tag`` (``@Api``), else its
    class name in kebab case."""
    for text in cls.annotations:
        kind, members = annotation_parts(text)
        if kind == "Tag" and "name" in members:
            return spring_resolved(java_string(members["name"]))
        if kind == "Api" and "tags" in members:
            return spring_resolved(strings(members["tags"])[0])
    return _kebab(cls.name)


def _kebab(name: str) -> str:
    """springdoc's tag of a controller without one: its class name in kebab case."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def document(
    project: ProjectModel,
    tables: Iterable[TableModel],
    extra: Callable[[TableModel], Iterable[tuple[str, str, str]]],
) -> Schema:
    """The OpenAPI document of the controllers of ``tables`` (``extra``: the endpoints the
    category's templates add, :attr:`CategorySpec.extra_endpoints`)."""
    doc = Document(project, extra)
    every = list(tables)
    for table in every:  # every class first: a relation refers to another table's entity
        doc.register(table)
    for table in every:
        doc.add(table)
    return doc.document()


def document_json(
    project: ProjectModel,
    tables: Iterable[TableModel],
    extra: Callable[[TableModel], Iterable[tuple[str, str, str]]],
) -> str:
    """:func:`document` as the text of ``openapi.json``: two-space indents, keys in a stable order."""
    return json.dumps(document(project, tables, extra), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def document_text(
    project: ProjectModel,
    tables: Iterable[TableModel],
    extra: Callable[[TableModel], Iterable[tuple[str, str, str]]],
    file: str,
) -> str:
    """:func:`document` as the text of the file ``file``: YAML when its name ends in
    :data:`~dbjavagenix.categories.common.OPENAPI_YAML` (block style, keys in a stable order, lines never folded), else
    :func:`document_json`'s JSON. Both hold the same data."""
    if not file.endswith(OPENAPI_YAML):
        return document_json(project, tables, extra)
    import yaml

    return yaml.safe_dump(
        document(project, tables, extra),
        sort_keys=True,
        allow_unicode=True,
        default_flow_style=False,
        width=1 << 30,
    )
