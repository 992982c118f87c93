"""The typed TypeScript client of the REST API (``[frontend] enabled = true``): one module per
table (``src/api/Film.ts``) and the one place that calls ``fetch`` (``src/api/request.ts``).

Nothing about the API is decided here a second time: a table's module is written from the
operations :class:`~dbjavagenix.resolve.api.apispec.Document` documents for its controllers (the
same paths, verbs, operation ids, parameters, bodies and schemas as ``openapi.json``), before
springdoc's merge of two methods on one path (each method is a function). Python decides every
name and type; the templates (``frontend/api.ts.jinja``, ``frontend/request.ts.jinja``) lay them
out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.resolve.api.apischema import (
    Components,
    Schema,
    exact_number,
    schema_name,
    simple,
    split_type,
    typed,
    value_type,
)
from dbjavagenix.resolve.api.apispec import Call, Document
from dbjavagenix.resolve.context.api_model import RESPONSE_ENTITY
from dbjavagenix.resolve.context.model import ProjectModel, TableModel

LAYER = "ts_api"
"""The per-table layer of the client (its class name is the module's file stem)."""

RESERVED = frozenset(
    "break case catch class const continue debugger default delete do else enum export extends "
    "false finally for function if import in instanceof new null return super switch this throw "
    "true try typeof var void while with as implements interface let package private protected "
    "public static yield any boolean number string symbol type from of await async arguments eval "
    "undefined never unknown object".split()
)
"""Words a TypeScript parameter cannot be named (reserved, strict-mode or type names)."""

JS_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")
"""A name JavaScript binds as it is (a property accessed with a dot, a variable)."""


@dataclass(frozen=True, slots=True)
class TsProperty:
    """A property of an object type (``readonly name?: T``)."""

    name: str
    """As written in TypeScript: the JSON name, quoted unless it is a plain identifier."""
    type: str
    optional: bool
    """Not required: may be absent (and null in an answer)."""
    readonly: bool = False
    """Written by the server only (never sent: left out of the input type)."""
    doc: str = ""


@dataclass(frozen=True, slots=True)
class TsType:
    """A named type of the module: an interface of :attr:`properties`, or ``alias`` when the
    schema is not an object of known properties."""

    name: str
    doc: str
    properties: tuple[TsProperty, ...]
    alias: str = ""
    input_omit: tuple[str, ...] = ()
    """The JSON names of the read-only properties (a body never sends them) and of the required
    write-only ones (a body must send them): a body is :attr:`input_definition`."""
    input_required: tuple[TsProperty, ...] = ()
    """The required write-only properties (``passwordHash``): optional in answers, required in
    a body."""

    @property
    def input_name(self) -> str:
        """The type of the body of a write (:attr:`input_omit` left out)."""
        return self.name + "Input"

    @property
    def input_definition(self) -> str:
        """The type of a body: ``Omit<SysUser, "createdAt" | "passwordHash"> & { passwordHash: string }``."""
        omitted = " | ".join(json.dumps(n, ensure_ascii=False) for n in self.input_omit)
        extra = " ".join(f"{p.name}: {p.type};" for p in self.input_required)
        return f"Omit<{self.name}, {omitted}>" + (f" & {{ {extra} }}" if extra else "")


@dataclass(frozen=True, slots=True)
class TsFunction:
    """A function calling one operation: ``name(params): Promise<returns>``."""

    name: str
    """The operation id (``filmGet``)."""
    doc: str
    method: str
    path: str
    """The path as the body of a template literal (``/api/film/${enc(filmId)}``)."""
    params: tuple[str, ...]
    """The parameters as declared (``filmId: number``, ``query: {...} = {}``, ``body: FilmInput``)."""
    query: str
    """The name of the query object parameter, empty for none."""
    body: str
    """The name of the body parameter, empty for none."""
    returns: str
    """The answer's type once unwrapped (``void`` for none)."""
    query_type: str = ""
    """The type of the query object parameter (``FilmQueryParams``), empty for none."""
    body_type: str = ""
    """The type of the body (``FilmInput``), empty for none."""
    path_params: tuple[tuple[str, str], ...] = ()
    """The path parameters, in order: name and type (``("filmId", "number")``)."""


@dataclass(frozen=True, slots=True)
class TsImport:
    module: str
    """``./Actor``."""
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TsModule:
    """The client module of one table."""

    imports: tuple[TsImport, ...]
    types: tuple[TsType, ...]
    functions: tuple[TsFunction, ...]
    schemas: Mapping[str, Schema] = field(default_factory=dict)
    """The OpenAPI schemas of the module's types, by name (what its pages read fields from)."""
    request: str = "./request"
    """The module of ``request`` (``request.ts`` beside the table modules)."""

    def function(self, name: str) -> TsFunction | None:
        """The function of operation ``name`` (``filmQuery``), None when there is none."""
        return next((f for f in self.functions if f.name == name), None)

    def declared(self, name: str) -> TsType | None:
        """The declared type ``name``, None when the module declares none."""
        return next((t for t in self.types if t.name == name), None)


@dataclass(frozen=True, slots=True)
class TsRequest:
    """How ``request.ts`` reads an answer: unwrapped from genix's response wrapper or as it is."""

    wrapped: bool
    """Answers are ``{code, message, data}``: ``data`` is returned, a ``code`` other than
    :attr:`success_code` raised as an error (the HTTP status says it too with ``ResponseEntity``)."""
    success_code: int
    data: str = "data"
    code: str = "code"
    message: str = "message"


def request_model(project: ProjectModel) -> TsRequest:
    """What ``request.ts`` needs to know of the project's response wrapper."""
    api = project.api
    wrapped = api is not None and api.result.generated and bool(api.result.fqn)
    return TsRequest(wrapped=wrapped, success_code=api.result.success_code if api is not None else 0)


def unsupported(project: ProjectModel) -> str:
    """Why the client cannot be written for ``project`` (empty when it can): it unwraps genix's
    own response wrapper and reads genix's own page type; a team's are classes genix does not
    know the JSON of."""
    api = project.api
    if api is None:
        return "the project generates no REST controllers"
    if api.result.fqn and not api.result.generated:
        return f"the answers are the team's {simple(api.result.fqn)}, whose JSON genix does not know"
    if not api.page.generated:
        return f"the pages are the team's {simple(api.page.fqn)}, whose JSON genix does not know"
    return ""


def refused(project: ProjectModel) -> Diagnostic | None:
    """The located error of ``[frontend] enabled`` where the client cannot be written."""
    why = unsupported(project)
    if not why:
        return None
    return Diagnostic(
        f"the typed client cannot be written: {why}",
        Location(key=("frontend", "enabled")),
        "it unwraps genix's own response wrapper and page type (or none): leave [api.result] "
        "and [api.page] unset, or [frontend] off",
    )


def module(
    project: ProjectModel, table: TableModel, extra: Callable[[TableModel], Iterable[tuple[str, str, str]]]
) -> TsModule:
    """The client module of ``table``: a function per operation of its controllers, the types of
    their bodies and answers (those of other tables imported from their modules)."""
    doc = Document(project, extra)
    doc.register(table)
    doc.add(table)
    schemas = doc.components.schemas
    foreign = _foreign(table, project.client_module)
    wrapper = project.api.result.fqn if project.api is not None and project.api.result.generated else ""
    wrappers = {schema_name(t) for t in _wrapped_types(doc.calls, wrapper)}
    error = schema_name(doc.contract.error_class) if doc.contract.error_class else "ProblemDetail"
    own = [n for n in sorted(schemas) if n not in {*wrappers, error, "ProblemDetail", *foreign}]
    writer = _TypeWriter({n for n in own if _input_differs(schemas[n])})
    types = []
    for name in own:
        schema = schemas[name]
        props = tuple(writer.properties(schema)) if _props(schema) else ()
        types.append(
            TsType(
                name=name,
                doc=_doc(schema.get("description")),
                properties=props,
                alias="" if props else writer.type(schema),
                input_omit=tuple(
                    n for n, p in _props(schema).items() if p.get("readOnly") or _sent_only(schema, n)
                ),
                input_required=tuple(
                    TsProperty(property_name(n), writer.type(p, sent=True), False)
                    for n, p in _props(schema).items()
                    if _sent_only(schema, n)
                ),
            )
        )
    functions = []
    taken: set[str] = set()
    names = set(own) | set(foreign)
    for call in doc.calls:
        if call.operation["operationId"] not in taken:
            taken.add(call.operation["operationId"])
            function, params = _function(call, writer, doc.components, wrapper, names)
            functions.append(function)
            if params is not None:
                types.append(params)
    imports: dict[str, list[str]] = {}
    for name, where in sorted(foreign.items()):
        if name in writer.used:
            imports.setdefault(where, []).append(name)
    return TsModule(
        imports=tuple(TsImport(m, tuple(n)) for m, n in sorted(imports.items())),
        types=tuple(types),
        functions=tuple(functions),
        schemas=schemas,
    )


def _sent_only(schema: Schema, name: str) -> bool:
    """Property ``name`` of ``schema`` is required and write-only: a body must send it, an
    answer never carries it."""
    return bool(_props(schema)[name].get("writeOnly")) and name in schema.get("required", ())


def _input_differs(schema: Schema) -> bool:
    """A body of ``schema`` is not the answer's type: read-only or required write-only properties."""
    return any(p.get("readOnly") or _sent_only(schema, n) for n, p in _props(schema).items())


def _props(schema: Schema) -> dict[str, Schema]:
    props = schema.get("properties") if schema.get("type") == "object" else None
    return props if isinstance(props, dict) else {}


def _foreign(table: TableModel, pattern: str) -> dict[str, str]:
    """The schema names of the related tables' classes, each with the module that declares it
    (``./Actor``: the modules sit side by side, named by ``pattern``)."""
    out: dict[str, str] = {}
    own = {c.fqn for c in table.classes.values()}
    for r in table.relations:
        where = "./" + pattern.replace("{class}", r.target_stem)
        for layer in ("entity", "vo", "response", "dto", "request"):
            cls = r.target_classes.get(layer)
            if cls is not None and cls.fqn not in own:
                out[schema_name(cls.fqn)] = where
    return out


def _wrapped_types(calls: Iterable[Call], wrapper: str) -> list[str]:
    """The wrapper types the calls answer (``Result<Film>``), without ``ResponseEntity``."""
    out = []
    for call in calls:
        raw, args = split_type(call.returns)
        inner = args[0] if raw == RESPONSE_ENTITY and args else call.returns
        if wrapper and split_type(inner)[0] == wrapper:
            out.append(inner)
    return out


def _payload(returns: str, wrapper: str) -> str:
    """The Java type a call's answer carries: without ``ResponseEntity`` and the wrapper."""
    raw, args = split_type(returns)
    if raw == RESPONSE_ENTITY and args:
        returns = args[0]
        raw, args = split_type(returns)
    if wrapper and raw == wrapper and args:
        return args[0]
    return returns


def property_name(name: str) -> str:
    """A property name as TypeScript writes it (quoted unless a plain identifier)."""
    return name if JS_IDENTIFIER.match(name) else json.dumps(name, ensure_ascii=False)


def param_name(name: str, taken: set[str]) -> str:
    """A parameter name for ``name`` no other parameter has and TypeScript accepts."""
    out = name if JS_IDENTIFIER.match(name) else re.sub(r"\W", "_", name) or "p"
    if not re.match(r"[A-Za-z_$]", out):
        out = "_" + out
    while out in RESERVED or out in taken:
        out += "_"
    taken.add(out)
    return out


def _doc(text: object) -> str:
    """A description as the text of a JSDoc comment (one line, never closing it)."""
    return " ".join(str(text or "").split()).replace("*/", "*\\/")


class _TypeWriter:
    """TypeScript types of schemas; remembers the named types it refers to."""

    def __init__(self, inputs: set[str]) -> None:
        self.inputs = inputs
        self.used: set[str] = set()

    def type(self, schema: Schema, *, sent: bool = False) -> str:
        """The type of a value of ``schema``; ``sent``: in a request body (the input type)."""
        ref = schema.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            self.used.add(name)
            return name + "Input" if sent and name in self.inputs else name
        if "enum" in schema:
            # a property's allowed values are the strings of its annotation (springdoc): the
            # JSON of a number or a boolean is the value itself
            values = [typed(v, schema) if isinstance(v, str) else v for v in schema["enum"]]
            if schema.get("type") in ("integer", "number") and any(isinstance(v, str) for v in values):
                return "number"
            return " | ".join(json.dumps(v, ensure_ascii=False) for v in values) or "never"
        kind = value_type(schema)
        if kind is None:
            return "unknown"
        if kind in ("integer", "number"):
            return "number | string" if exact_number(schema) else "number"
        if kind == "string":
            return "string"
        if kind == "boolean":
            return "boolean"
        if kind == "array":
            item = self.type(schema.get("items", {}), sent=sent)
            return f"({item})[]" if " " in item else f"{item}[]"
        if kind == "object":
            if schema.get("properties"):
                return (
                    "{ "
                    + " ".join(
                        f"{p.name}{'?' if p.optional else ''}: {p.type};"
                        for p in self.properties(schema, sent=sent)
                    )
                    + " }"
                )
            extra = schema.get("additionalProperties")
            value = self.type(extra, sent=sent) if isinstance(extra, dict) and extra else "unknown"
            return f"Record<string, {value}>"
        return "unknown"

    def properties(self, schema: Schema, *, sent: bool = False) -> list[TsProperty]:
        required = set(schema.get("required", ()))
        out = []
        for name, prop in schema.get("properties", {}).items():
            if sent and prop.get("readOnly"):
                continue
            # a write-only property (a secret) is never answered: optional but where it is sent
            optional = name not in required or (not sent and bool(prop.get("writeOnly")))
            t = self.type(prop, sent=sent)
            out.append(
                TsProperty(
                    name=property_name(name),
                    type=f"{t} | null" if optional and t != "unknown" else t,
                    optional=optional,
                    readonly=bool(prop.get("readOnly")),
                    doc=_doc(prop.get("description")),
                )
            )
        return out


def _function(
    call: Call, writer: _TypeWriter, components: Components, wrapper: str, names: set[str]
) -> tuple[TsFunction, TsType | None]:
    """The function calling ``call``, and the type of its query parameters (``FilmListParams``,
    a name not in ``names``, then added there): path parameters first, then the query object
    (its properties the query parameters; an object parameter spread into its properties, as
    Spring binds it), then the body."""
    op = call.operation
    schemas = components.schemas
    taken: set[str] = set()
    params: list[str] = []
    path_params: list[tuple[str, str]] = []
    path = call.path
    query: list[TsProperty] = []
    for p in op.get("parameters", ()):
        schema = p.get("schema", {})
        if p.get("in") == "path":
            name = param_name(p["name"], taken)
            path_params.append((name, writer.type(schema)))
            params.append(f"{name}: {path_params[-1][1]}")
            path = path.replace("{" + p["name"] + "}", "${encodeURIComponent(String(" + name + "))}")
            continue
        ref = schema.get("$ref")
        target = schemas.get(ref.rsplit("/", 1)[-1], {}) if isinstance(ref, str) else {}
        if _props(target):  # a bean bound from query parameters, one per property
            for n, s in _props(target).items():
                if s.get("type") in ("string", "integer", "number", "boolean") or "enum" in s:
                    query.append(TsProperty(property_name(n), writer.type(s), True))
            continue
        query.append(TsProperty(property_name(p["name"]), writer.type(schema), not p.get("required")))
    path = path.replace("`", "\\`")
    query_name = body_name = ""
    params_type: TsType | None = None
    if query:
        query_name = param_name("query", taken)
        type_name = op["operationId"][:1].upper() + op["operationId"][1:] + "Params"
        while type_name in names:
            type_name += "_"
        names.add(type_name)
        params_type = TsType(type_name, f"The query parameters of {op['operationId']}.", tuple(query))
        params.append(f"{query_name}: {type_name}" + ("" if any(not q.optional for q in query) else " = {}"))
    body = op.get("requestBody")
    body_type = ""
    if body is not None:
        body_name = param_name("body", taken)
        media: Schema = next(iter(body.get("content", {}).values()), {})
        body_type = writer.type(media.get("schema", {}), sent=True)
        params.append(f"{body_name}: {body_type}")
        if query_name and not any(not q.optional for q in query):  # a default before a required one
            params[-2] = params[-2].removesuffix(" = {}")
    payload = _payload(call.returns, wrapper)
    no_content = "204" in op.get("responses", {}) or simple(split_type(payload)[0]) == "Void"
    returns = "void" if no_content else writer.type(components.schema(payload))
    function = TsFunction(
        name=op["operationId"],
        doc=_doc(op.get("summary")),
        method=call.verb,
        path=path,
        params=tuple(params),
        query=query_name,
        body=body_name,
        returns=returns,
        query_type=params_type.name if params_type is not None else "",
        body_type=body_type,
        path_params=tuple(path_params),
    )
    return function, params_type
