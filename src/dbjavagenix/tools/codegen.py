"""Atomic codegen tools: build a table's template context, then render one layer family from a
context (edited or not). Nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import Field, model_validator

from dbjavagenix.errors import GenixError, InputError, Location
from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput, ToolResult
from dbjavagenix.tools.rendering import RenderedOut, SkippedLayer, parse_context, render_kind

FAMILY = ToolFamily("codegen", "Build template contexts and render files, without writing.", order=30)


# -- codegen_build_context ------------------------------------------------------------------------


class BuildContextInput(ToolInput):
    table: str
    """Table (or view) to build the context of; it must be one the config generates."""
    layer: str | None = None
    """Layer whose context to return (``entity``, ``mapper``, ``controller`` ...); default: the
    first enabled layer. The render tools accept any layer's context of the table."""
    overrides: dict[str, Any] | None = None
    """In-memory ``[tables.TABLE]`` overrides applied before resolving (nothing is written), e.g.
    ``{"class_name": "User", "columns": {"status": {"java_type": "Integer"}}}``."""


class BuildContextResult(ToolResult):
    table: str
    layer: str
    layers: list[str]
    """Layers enabled for the table."""
    context: dict[str, Any]
    """The template context (see schemas/context.schema.json): edit it and pass it to the
    codegen_render_* tools. Renaming the class is one edit: ``table.class_name``."""

    def summary(self) -> str:
        t = self.context.get("table") or {}
        return (
            f"context of {self.table} ({self.layer} layer): class {t.get('class_name')}, "
            f"{len(t.get('fields', []))} fields"
        )


@FAMILY.tool("Build a template context", open_world=True)
def codegen_build_context(env: ToolEnv, args: BuildContextInput) -> BuildContextResult:
    """Return the template context of a table as JSON, without writing anything: its class
    names, packages, fields (Java names and types, jdbcTypes, annotations), key, foreign keys.

    Pass the context (edited or not) to codegen_render_entity / _dao / _service / _controller
    / _mapper to see the code. overrides apply [tables.TABLE] settings in memory."""
    from dbjavagenix import pipeline
    from dbjavagenix.resolve.context_json import context_to_data

    loaded = env.load()
    try:
        if args.overrides:
            loaded = _with_overrides(loaded, args.table, args.overrides)
        catalogs = pipeline.read_catalogs(loaded)
        prepared = pipeline.prepare_project(loaded, catalogs)
        plan = prepared.tables.get(args.table)
        layers = [la.layer for la in plan.layers] if plan is not None else []
        ctx = pipeline.file_context(loaded, args.table, args.layer, catalogs)
    except GenixError as e:
        raise _point_at_overrides(e, args.table) if args.overrides else e from None
    return BuildContextResult(table=args.table, layer=ctx.layer, layers=layers, context=context_to_data(ctx))


def _point_at_overrides(error: GenixError, table: str) -> GenixError:
    """Problems under ``tables.TABLE`` came from the in-memory overrides: say so (their line
    numbers would point into a text that was never written)."""
    from dbjavagenix.errors import Diagnostic

    out = []
    for d in error.diagnostics:
        if d.location.key[:2] == ("tables", table):
            d = Diagnostic(d.message, Location(key=("arguments", "overrides", *d.location.key[2:])), d.hint)
        out.append(d)
    return error.with_diagnostics(out)


def _with_overrides(loaded: Any, table: str, overrides: dict[str, Any]) -> Any:
    """The config with ``[tables.TABLE]`` overrides applied in memory (validated; errors point at
    ``arguments.overrides``)."""
    from pydantic import ValidationError

    from dbjavagenix.config.load import parse_config
    from dbjavagenix.config.model import TableConfig
    from dbjavagenix.config.patch import Edit, apply_edits
    from dbjavagenix.errors import Diagnostic

    try:
        TableConfig.model_validate(overrides)
    except ValidationError as e:
        raise InputError(
            diagnostics=[
                Diagnostic(
                    "unknown key" if err["type"] == "extra_forbidden" else str(err["msg"]),
                    Location(key=("arguments", "overrides", *err["loc"])),
                )
                for err in e.errors()[:10]
            ]
        ) from None
    edits = [Edit("set", ("tables", table, *path), value) for path, value in _leaves(overrides, ())]
    return parse_config(apply_edits(loaded.text, edits), loaded.path)


def _leaves(value: dict[str, Any], path: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
    out: list[tuple[tuple[str, ...], Any]] = []
    for k, v in value.items():
        if isinstance(v, dict) and v and k != "data":
            out.extend(_leaves(v, (*path, k)))
        else:
            out.append(((*path, k), v))
    return out


# -- codegen_render_* -----------------------------------------------------------------------------


class RenderInput(ToolInput):
    context: dict[str, Any] | str | None = None
    """A context from codegen_build_context (edited or not), as an object or as its JSON text."""
    table: str | None = Field(default=None)
    """Instead of a context: a table name (its context is built from the database)."""

    @model_validator(mode="after")
    def _one(self) -> RenderInput:
        if (self.context is None) == (self.table is None):
            raise ValueError("pass either context or table")
        return self


class RenderResult(ToolResult):
    table: str
    files: list[RenderedOut]
    """The rendered files (nothing is written)."""
    language: Literal["java", "xml", "text", "mixed", "none"]
    """Language of the files (``mixed`` when they differ, ``none`` when there are none)."""
    skipped: list[SkippedLayer] = Field(default_factory=list)
    """Layers of this kind not rendered, and why (not in the category, disabled)."""

    def summary(self) -> str:
        if not self.files:
            return f"nothing to render for {self.table}" + (
                f" ({'; '.join(s.reason for s in self.skipped)})" if self.skipped else ""
            )
        return f"rendered {len(self.files)} file(s) for {self.table}: " + ", ".join(
            f.file_path for f in self.files
        )


def _render(env: ToolEnv, args: RenderInput, kind: str) -> RenderResult:
    from dbjavagenix import pipeline

    loaded = env.load()
    ctx = (
        parse_context(args.context)
        if args.context is not None
        else pipeline.file_context(loaded, args.table or "")
    )
    files, skipped = render_kind(loaded, ctx, kind)
    langs = {f.language for f in files}
    language = "none" if not langs else (langs.pop() if len(langs) == 1 else "mixed")
    assert ctx.table is not None
    return RenderResult(table=ctx.table.name, files=files, language=language, skipped=skipped)


def _render_tool(kind: str, title: str, doc: str) -> Callable[[ToolEnv, RenderInput], RenderResult]:
    def tool(env: ToolEnv, args: RenderInput) -> RenderResult:
        return _render(env, args, kind)

    tool.__name__ = tool.__qualname__ = f"codegen_render_{kind}"
    tool.__doc__ = doc + (
        "\n\nTakes a context from codegen_build_context (an object or its JSON text; edits such as "
        "a new table.class_name are honoured) or a table name. Returns "
        "{files: [{file_path, code, template_file}], language}; nothing is written."
    )
    tool.__annotations__ = {"env": ToolEnv, "args": RenderInput, "return": RenderResult}
    FAMILY.tool(title, open_world=True)(tool)
    return tool


codegen_render_entity = _render_tool("entity", "Render the entity", "Render the entity class of a table.")
codegen_render_dao = _render_tool(
    "dao", "Render the DAO", "Render the data-access interface of a table (the MyBatis @Mapper interface)."
)
codegen_render_service = _render_tool(
    "service", "Render the service", "Render the service interface and its implementation of a table."
)
codegen_render_controller = _render_tool(
    "controller", "Render the controller", "Render the REST controller of a table."
)
codegen_render_mapper = _render_tool(
    "mapper",
    "Render the mapper",
    "Render the MyBatis mapper of a table as the category defines it: Default gives the XML "
    "mapper, MybatisPlus-Mixed the mapper interface and its XML, MybatisPlus and sb35-java21 "
    "the interface only or nothing.",
)
