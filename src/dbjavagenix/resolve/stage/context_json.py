"""The template context as JSON data and JSON Schema (``genix context``, the MCP tools,
``schemas/context.schema.json``), and back from JSON (rendering an edited context)."""

from __future__ import annotations

import dataclasses
import typing
from functools import cache
from typing import Any

from pydantic import ConfigDict, TypeAdapter, ValidationError

from dbjavagenix.errors import Diagnostic, InputError, Location
from dbjavagenix.resolve.context import model as m

_CONFIG = ConfigDict(use_attribute_docstrings=True, extra="forbid")


def _context_classes() -> list[type]:
    """Every dataclass the template context is made of, from :class:`FileContext` down. Each
    gets the same pydantic config: left to pydantic, whether a nested dataclass inherits its
    parent's config depends on the pydantic version (2.14 passes it down, 2.13 did not), and
    ``schemas/context.schema.json`` would differ with the installed version."""
    found: list[type] = []

    def walk(tp: Any) -> None:
        for arg in typing.get_args(tp):
            walk(arg)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp) and tp not in found:
            found.append(tp)
            for hint in typing.get_type_hints(tp).values():
                walk(hint)

    walk(m.FileContext)
    return found


for _cls in _context_classes():
    setattr(_cls, "__pydantic_config__", _CONFIG)  # noqa: B010


@cache
def _adapter() -> TypeAdapter[m.FileContext]:
    return TypeAdapter(m.FileContext)


def context_to_data(ctx: m.FileContext) -> dict[str, Any]:
    """The context as JSON-ready data."""
    data: dict[str, Any] = _adapter().dump_python(ctx, mode="json")
    return data


def context_from_data(data: Any, source: str = "context") -> m.FileContext:
    """Validate context data (as produced by :func:`context_to_data`, possibly edited)."""
    try:
        return _adapter().validate_python(data)
    except ValidationError as e:
        raise InputError(
            diagnostics=[
                Diagnostic(f"invalid context: {err['msg']}", Location(file=source, key=tuple(err["loc"])))
                for err in e.errors()[:10]
            ]
        ) from None


def json_schema() -> dict[str, Any]:
    schema = _adapter().json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "genix template context"
    schema["description"] = (
        "What every genix template receives: the attributes below are its top-level names. "
        "TableModel also offers doc_title, insert_fields, update_fields, replaced_fields, kept_fields, "
        "filter_fields, non_key_fields and operation_id(verb); "
        "FieldModel offers array, kept and param(prefix); ProjectModel offers api_doc(kind, text, operation_id), "
        "api_responses(operation) and parameter_object(entity). "
        "Templates print classes with the `type` filter and annotations with `annotation` "
        "(docs/templates.md)."
    )
    return schema
