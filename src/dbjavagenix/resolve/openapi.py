"""The OpenAPI annotation flavours (``[project] openapi``): which annotation documents what.

One home for the springdoc / Swagger 2 switch: the resolver puts the chosen annotations into the
context (field descriptions, class descriptions, controller tags) and templates ask
``project.api_doc(kind, text)`` for method summaries. Texts are fully qualified: templates print
them with the ``annotation`` filter.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from dbjavagenix.javatext import java_literal, spring_inert

DocKind = Literal["tag", "operation", "model", "property"]

ANNOTATIONS: Mapping[str, Mapping[str, str]] = {
    "springdoc": {
        "tag": "@io.swagger.v3.oas.annotations.tags.Tag(name = {})",
        "operation": "@io.swagger.v3.oas.annotations.Operation(summary = {})",
        "model": "@io.swagger.v3.oas.annotations.media.Schema(description = {})",
        "property": "@io.swagger.v3.oas.annotations.media.Schema(description = {})",
    },
    "swagger2": {
        "tag": "@io.swagger.annotations.Api(tags = {})",
        "operation": "@io.swagger.annotations.ApiOperation({})",
        "model": "@io.swagger.annotations.ApiModel(description = {})",
        "property": "@io.swagger.annotations.ApiModelProperty(value = {})",
    },
    "none": {},
}
"""Per flavour, per kind of documentation (``tag``: a controller, ``operation``: an endpoint,
``model``: a class, ``property``: a field), the annotation with ``{}`` where the text goes."""

RESOLVED: Mapping[str, frozenset[str]] = {
    "springdoc": frozenset({"tag", "operation"}),
    "swagger2": frozenset({"tag", "operation", "model", "property"}),
    "none": frozenset(),
}
"""The kinds whose text Spring resolves at run time (placeholders): springdoc resolves tag and
operation texts (and schema texts only under ``springdoc.api-docs.resolve-schema-properties``,
off by default); Springfox resolves every description. Their texts go through
:func:`~dbjavagenix.javatext.spring_inert`: schema text stays text."""


OPERATION_IDS: Mapping[str, str] = {
    "springdoc": "@io.swagger.v3.oas.annotations.Operation(operationId = {id}, summary = {})",
    "swagger2": "@io.swagger.annotations.ApiOperation(value = {}, nickname = {id})",
}
"""The operation annotation with a stable operation id (``filmGet``), per flavour: clients
generated from the document keep their method names when tables are added."""


def api_doc(flavour: str, kind: str, text: str, operation_id: str = "") -> tuple[str, ...]:
    """The annotation documenting ``text`` as ``kind`` in ``flavour`` (none for ``openapi =
    "none"``); ``text`` is written as a Java string literal; an ``operation`` may carry its
    ``operation_id``."""
    kinds = ANNOTATIONS.get(flavour)
    if kinds is None:
        raise ValueError(f"unknown OpenAPI flavour {flavour!r}")
    pattern = kinds.get(kind)
    if pattern is None:
        if kinds:
            raise ValueError(f"unknown OpenAPI documentation kind {kind!r} (tag, operation, model, property)")
        return ()
    if kind in RESOLVED[flavour]:
        text = spring_inert(text)
    if kind == "operation" and operation_id:
        pattern = OPERATION_IDS[flavour].replace("{id}", java_literal(operation_id))
    return (pattern.replace("{}", java_literal(text)),)


def property_doc(flavour: str, text: str, values: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The annotation describing a field with ``text`` and, when ``values`` are known (an
    enumeration documented by the column comment), listing them as its allowed values."""
    found = api_doc(flavour, "property", text)
    if not found or not values:
        return found
    head = found[0][:-1]  # the annotation without its closing parenthesis
    if flavour == "springdoc":
        listed = ", ".join(java_literal(v) for v in values)
        return (f"{head}, allowableValues = {{{listed}}})",)
    return (f"{head}, allowableValues = {java_literal(','.join(values))})",)
