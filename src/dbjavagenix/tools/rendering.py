"""What the render tools (``codegen_render_layer`` and ADR-002's per-layer ones) return. The
rendering itself is the pipeline's, through :mod:`dbjavagenix.tools.preview`: a render shows
what a build writes.

``codegen_render_layer`` renders any layer of the category by name (the shared classes and user
layers too). ADR-002's render tools (``codegen_render_entity``, ``_dao``, ``_service``,
``_controller``, ``_mapper``), which MCP clients and their prompts are written against, are the
same render of fixed layers for a context (:func:`dbjavagenix.tools.codegen.render_family`)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import ContextError, InputError, Location

if TYPE_CHECKING:  # imported where used: the tool list must load fast (agent --dry-run)
    from dbjavagenix.resolve.context.model import FileContext

Language = Literal["java", "xml", "text"]


class RenderedOut(BaseModel):
    """One rendered file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    file_path: str
    """Where ``codegen_apply`` would write it, relative to the output root."""
    code: str
    """The file content (on a page that cuts it: this part of it)."""
    template_file: str
    """Template that produced it: its name, or the user's file shadowing it (from the project)."""
    layer: str
    language: Language


class SkippedLayer(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    layer: str
    reason: str


def language_of(path: str) -> Language:
    if path.endswith(".java"):
        return "java"
    if path.endswith(".xml"):
        return "xml"
    return "text"


def parse_context(value: Any) -> FileContext:
    """A context from a dict or its JSON text; errors point into the argument."""
    from dbjavagenix.resolve.stage.context_json import context_from_data

    if isinstance(value, str):
        from dbjavagenix.tools.argcheck import json_argument

        try:
            value = json_argument(value, ("arguments", "context"))
        except json.JSONDecodeError as e:
            raise ContextError(
                f"context is not valid JSON: {e.msg}",
                location=Location(file="arguments.context", line=e.lineno, col=e.colno),
            ) from None
    try:
        return context_from_data(value, source="arguments.context")
    except InputError as e:
        raise ContextError(diagnostics=e.diagnostics) from None
