"""What ``codegen_render_layer`` returns. The rendering itself is the pipeline's, through
:mod:`dbjavagenix.tools.preview`: a render shows what a build writes.

ADR-002 named one render tool per layer family (``codegen_render_entity`` ...); they are one
tool here, whose ``layers`` argument names any layer of the category (the shared classes and
user layers too): five more tools would cost a model about 700 tokens of tool list for nothing
``layers`` does not say."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import ContextError, InputError, Location

if TYPE_CHECKING:  # imported where used: the tool list must load fast (agent --dry-run)
    from dbjavagenix.resolve.model import FileContext

Language = Literal["java", "xml", "text"]


class RenderedOut(BaseModel):
    """One rendered file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    file_path: str
    """Where ``codegen_apply`` would write it, relative to the output root."""
    code: str
    """The file content (on a page that cuts it: this part of it)."""
    template_file: str
    """Template that produced it."""
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
    from dbjavagenix.resolve.context_json import context_from_data

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
