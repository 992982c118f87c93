"""JSON schemas of Java values and classes as springdoc documents them (swagger-core's rules):
a scalar type's schema, a class's properties from its fields' types and the annotations they
carry (``@Size``, ``@NotNull``, ``@Schema``, ``@JsonProperty`` read as springdoc reads them), and
schema names (a class's simple name; a generic type's followed by its arguments':
``Result<PageResult<Film>>`` → ``ResultPageResultFilm``). Used by :mod:`.apispec`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any

from dbjavagenix.resolve.context import openapi
from dbjavagenix.resolve.context.api_model import RESPONSE_ENTITY
from dbjavagenix.resolve.context.model import FieldModel

Schema = dict[str, Any]

_SCALARS: Mapping[str, Schema] = {
    "String": {"type": "string"},
    "Long": {"type": "integer", "format": "int64"},
    "long": {"type": "integer", "format": "int64"},
    "Integer": {"type": "integer", "format": "int32"},
    "int": {"type": "integer", "format": "int32"},
    "Short": {"type": "integer", "format": "int32"},
    "short": {"type": "integer", "format": "int32"},
    "Byte": {"type": "string", "format": "byte"},
    "BigInteger": {"type": "integer"},
    "BigDecimal": {"type": "number"},
    "Double": {"type": "number", "format": "double"},
    "double": {"type": "number", "format": "double"},
    "Float": {"type": "number", "format": "float"},
    "float": {"type": "number", "format": "float"},
    "Boolean": {"type": "boolean"},
    "boolean": {"type": "boolean"},
    "LocalDateTime": {"type": "string", "format": "date-time"},
    "OffsetDateTime": {"type": "string", "format": "date-time"},
    "ZonedDateTime": {"type": "string", "format": "date-time"},
    "Instant": {"type": "string", "format": "date-time"},
    "Date": {"type": "string", "format": "date-time"},
    "Timestamp": {"type": "string", "format": "date-time"},
    "LocalDate": {"type": "string", "format": "date"},
    "LocalTime": {"type": "string"},
    "OffsetTime": {"type": "string"},
    "byte[]": {"type": "string", "format": "byte"},
    "UUID": {"type": "string", "format": "uuid"},
    "URI": {"type": "string", "format": "uri"},
    "Object": {},
    "Map": {"type": "object", "additionalProperties": {}},
}
"""Schemas of the Java types genix's fields and parameters have (swagger-core's mapping)."""

_CONTAINERS = ("List", "Set", "Collection")

_BOOT2: Mapping[str, Schema] = {
    "Object": {"type": "object"},
    "Map": {"type": "object", "additionalProperties": {"type": "object"}},
    "byte[]": {"type": "array", "items": {"type": "string", "format": "byte"}},
}
"""What springdoc 1.x (Spring Boot 2, OpenAPI 3.0) documents otherwise."""

LOCAL_TIME_OBJECT: Schema = {
    "type": "object",
    "properties": {
        "hour": {"type": "integer", "format": "int32"},
        "minute": {"type": "integer", "format": "int32"},
        "second": {"type": "integer", "format": "int32"},
        "nano": {"type": "integer", "format": "int32"},
    },
}
"""``LocalTime`` as springdoc 1.x documents it: a class of its own."""

PROBLEM_DETAIL: Schema = {
    "type": "object",
    "properties": {
        "detail": {"type": "string"},
        "instance": {"type": "string", "format": "uri"},
        "properties": {"type": "object", "additionalProperties": {}},
        "status": {"type": "integer", "format": "int32"},
        "title": {"type": "string"},
        "type": {"type": "string", "format": "uri"},
    },
}
"""Spring's ``ProblemDetail`` as springdoc documents it."""

_ANNOTATION = re.compile(r"@([\w.$]+)(?:\((.*)\))?$", re.S)


def simple(name: str) -> str:
    """The simple name of a (possibly qualified, possibly nested) class name."""
    return name.rsplit(".", 1)[-1]


@lru_cache(maxsize=8192)
def split_type(text: str) -> tuple[str, tuple[str, ...]]:
    """A Java type text as its raw type and its type arguments (``Map<String, Object>`` →
    ``("Map", ("String", "Object"))``), nested ones kept whole."""
    text = text.strip()
    if "<" not in text or not text.endswith(">"):
        return text, ()
    raw, inner = text.split("<", 1)
    args: list[str] = []
    depth, start = 0, 0
    body = inner[:-1]
    for i, c in enumerate(body):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "," and depth == 0:
            args.append(body[start:i].strip())
            start = i + 1
    args.append(body[start:].strip())
    return raw.strip(), tuple(args)


def annotation_parts(text: str) -> tuple[str, Mapping[str, str]]:
    """An annotation text (``@jakarta.validation.constraints.Size(max = 32)``) as its simple
    name and its members' source texts (``{"max": "32"}``; a single value is ``value``)."""
    m = _ANNOTATION.match(text.strip())
    if m is None:
        return "", {}
    name, args = simple(m.group(1)), (m.group(2) or "").strip()
    members: dict[str, str] = {}
    for part in _split_members(args):
        key, eq, value = part.partition("=")
        if eq and re.fullmatch(r"\s*\w+\s*", key):
            members[key.strip()] = value.strip()
        elif part.strip():
            members["value"] = part.strip()
    return name, members


def _split_members(args: str) -> list[str]:
    out, depth, start, quoted, escaped = [], 0, 0, False, False
    for i, c in enumerate(args):
        if quoted:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "({":
            depth += 1
        elif c in ")}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(args[start:i])
            start = i + 1
    out.append(args[start:])
    return [p for p in out if p.strip()]


def java_string(literal: str) -> str:
    """The value of a Java string literal (its escapes read); other text as it is."""
    literal = literal.strip()
    if len(literal) >= 2 and literal[0] == literal[-1] == '"':
        return str(json.loads(re.sub(r"\\u([0-9a-fA-F]{4})", r"\\u\1", literal)))
    return literal


def strings(text: str) -> list[str]:
    """The strings of an annotation array member (``{"a", "b"}``) or of a single literal."""
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        return [java_string(p) for p in _split_members(text[1:-1])]
    return [java_string(text)]


class Components:
    """The schemas a document refers to, by name, filled while its operations are written."""

    def __init__(self, spring_boot: int = 3) -> None:
        self.spring_boot = spring_boot
        self.schemas: dict[str, Schema] = {}
        self.enums: dict[str, Schema] = {}
        """The schema of each Java enum of the entities, by its type as fields write it."""
        self.classes: dict[str, Callable[[], Schema]] = {}
        """How to document each class genix generates, by its qualified name."""
        self.generic: dict[str, Callable[[tuple[Schema, ...]], Schema]] = {}
        """How to document a generic class genix generates with its arguments' schemas."""

    def schema(self, java_type: str) -> Schema:
        """The schema of a value of ``java_type`` (a reference for a class, inline for scalars)."""
        raw, args = split_type(java_type)
        raw_simple = simple(raw)
        if raw.endswith("[]") and raw != "byte[]":
            return {"type": "array", "items": self.schema(raw[:-2])}
        if raw == RESPONSE_ENTITY and args:
            return self.schema(args[0])
        if raw_simple in _CONTAINERS and len(args) == 1:
            return {"type": "array", "items": self.schema(args[0])}
        if raw_simple == "Map":
            return dict((_BOOT2 if self.spring_boot == 2 else _SCALARS)["Map"])
        if self.spring_boot == 2 and raw_simple in _BOOT2:
            return dict(_BOOT2[raw_simple])
        if self.spring_boot == 2 and raw_simple == "LocalTime":
            self.schemas.setdefault("LocalTime", LOCAL_TIME_OBJECT)
            return {"$ref": "#/components/schemas/LocalTime"}
        if raw_simple in _SCALARS and not args:
            return dict(_SCALARS[raw_simple])
        if java_type in self.enums:
            return dict(self.enums[java_type])
        name = schema_name(java_type)
        if name not in self.schemas:
            if args and raw in self.generic:
                self.schemas[name] = {}
                self.schemas[name] = self.generic[raw](tuple(self.schema(a) for a in args))
            elif raw in self.classes:
                self.schemas[name] = {}
                self.schemas[name] = self.classes[raw]()
            else:
                self.schemas[name] = {"type": "object"}
        return {"$ref": f"#/components/schemas/{name}"}


@lru_cache(maxsize=8192)
def schema_name(java_type: str) -> str:
    """springdoc's name of a type's schema: the simple names of the type and its arguments."""
    raw, args = split_type(java_type)
    return simple(raw).replace("$", "") + "".join(schema_name(a) for a in args)


def property_schema(
    components: Components, java_type: str, annotations: Iterable[str], required: list[str], name: str
) -> tuple[str, Schema] | None:
    """The name and schema of a property of ``java_type`` carrying ``annotations`` (None: not a
    property of the JSON, ``@JsonIgnore``); its name is added to ``required`` when a constraint
    says a value must be sent."""
    schema = components.schema(java_type)
    extra: Schema = {}
    must = False
    for text in annotations:
        kind, members = annotation_parts(text)
        if kind == "JsonIgnore":
            return None
        if kind == "JsonProperty":
            if "value" in members:
                name = java_string(members["value"])
            access = members.get("access", "")
            if access.endswith("READ_ONLY"):
                extra["readOnly"] = True
            elif access.endswith("WRITE_ONLY"):
                extra["writeOnly"] = True
        elif kind in openapi.NOT_NULL:
            must = True
            if kind == "NotBlank" and schema.get("type") == "string" and components.spring_boot != 2:
                extra.setdefault("minLength", 1)  # a @Size after it says 0 (springdoc 2 and 3)
        elif kind == "Size":
            length = "Items" if schema.get("type") == "array" else "Length"
            extra[f"min{length}"] = int(members.get("min", "0"))
            if "max" in members:
                extra[f"max{length}"] = int(members["max"])
        elif kind == "Pattern" and "regexp" in members:
            extra["pattern"] = java_string(members["regexp"])
        elif kind in ("Min", "DecimalMin"):
            extra["minimum"] = _number(members.get("value", "0"))
        elif kind in ("Max", "DecimalMax"):
            extra["maximum"] = _number(members.get("value", "0"))
        elif kind == "Email":
            extra["format"] = "email"
        elif kind == "Schema":
            if "description" in members:
                extra["description"] = java_string(members["description"])
            if "allowableValues" in members:
                extra["enum"] = strings(members["allowableValues"])
            if members.get("accessMode", "").endswith("READ_ONLY"):
                extra["readOnly"] = True
        elif kind in ("ApiModelProperty",) and "value" in members:
            extra["description"] = java_string(members["value"])
    if must and name not in required:  # by its JSON name
        required.append(name)
    return name, {**schema, **extra}


def value_type(schema: Schema) -> str | None:
    """The one JSON type of a value of ``schema`` (``"string"``; ``["string", "null"]`` is
    ``"string"``), None when it has none or several."""
    kind = schema.get("type")
    kinds = [k for k in kind if k != "null"] if isinstance(kind, list) else [kind]
    return kinds[0] if len(kinds) == 1 and isinstance(kinds[0], str) else None


SAFE_NUMBER_FORMATS = frozenset({"int32", "float", "double"})
"""The number formats a JavaScript number holds exactly (``Integer``; ``Double``, ``Float``: the
same binary values)."""


def exact_number(schema: Schema) -> bool:
    """A number a JavaScript number may not hold exactly: a 64-bit or unbounded integer (``Long``,
    ``BigInteger``: a snowflake id), an arbitrary-precision decimal (``BigDecimal``). The client
    reads such a value as its exact text when a number would round it, so its type is
    ``number | string``; a page edits it as text and sends it back unrounded."""
    return value_type(schema) in ("integer", "number") and schema.get("format") not in SAFE_NUMBER_FORMATS


def typed(value: str, schema: Schema) -> object:
    """An allowed value as the JSON of ``schema``'s type: springdoc writes a query parameter's
    (``[0, 1]`` for a number), while a property's stay the strings its annotation lists."""
    kind = schema.get("type")
    try:
        if kind == "integer":
            return int(value)
        if kind == "number":
            return _number(value)
    except ValueError:
        return value
    if kind == "boolean" and value in ("true", "false"):
        return value == "true"
    return value


def _number(text: str) -> int | float:
    value = java_string(text).rstrip("LlDdFf")
    try:
        return int(value)
    except ValueError:
        return float(value)


def object_schema(
    components: Components,
    fields: Iterable[tuple[str, str, Iterable[str]]],
    annotations: Iterable[str] = (),
) -> Schema:
    """The schema of a class whose properties are ``fields`` (name, Java type, annotations), the
    class carrying ``annotations`` (its description)."""
    properties: dict[str, Schema] = {}
    required: list[str] = []
    for name, java_type, field_annotations in fields:
        found = property_schema(components, java_type, field_annotations, required, name)
        if found is not None:
            properties[found[0]] = found[1]
    out: Schema = {"type": "object", "properties": properties}
    for text in annotations:
        kind, members = annotation_parts(text)
        if (kind == "Schema" and "description" in members) or (
            kind == "ApiModel" and "description" in members
        ):
            out["description"] = java_string(members["description"])
    if required:
        out["required"] = required
    return out


def fields_of(fields: Iterable[FieldModel], which: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """Fields as (name, type, annotations) of one kind of class: ``entity`` (its annotations and
    accessor annotations), ``request`` (constraints and API annotations) or ``response``."""
    out = []
    for f in fields:
        if which == "entity":
            annotations = f.annotations
        elif which == "request":
            annotations = (*f.constraints, *f.api_annotations)
        else:
            annotations = f.api_annotations
        out.append((f.name, f.java_type, annotations))
    return out
