"""Previews: a table's template context and the rendered files of any layer, for the config as it
is or with in-memory changes (another category, any ``[project]`` option, a table's overrides,
an edited context). Nothing is written; what they show is what a build writes after the same
change is made to the config (:mod:`dbjavagenix.tools.preview`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Self

from pydantic import Field, PrivateAttr

from dbjavagenix.categories import CATEGORIES
from dbjavagenix.errors import ContextError, InputError, LayerNotFound, Location
from dbjavagenix.tools.base import FromDatabase, ToolEnv, ToolFamily, ToolInput
from dbjavagenix.tools.paging import Page, Paged, TreePart, join_tree, split_tree
from dbjavagenix.tools.rendering import RenderedOut, SkippedLayer, language_of

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.render.engine import Renderer
    from dbjavagenix.resolve.stage.project import FileSpec
    from dbjavagenix.tools.preview import Preview

FAMILY = ToolFamily("codegen", "Build template contexts and render files, without writing.", order=30)


class PreviewInput(ToolInput):
    table: str | None = None
    """Table or view."""
    category: str | None = Field(default=None, json_schema_extra={"enum": list[Any](sorted(CATEGORIES))})
    """Preview in this category."""
    project: dict[str, Any] | None = None
    """[project] options: {"lombok": false}."""
    overrides: dict[str, Any] | None = None
    """[tables.TABLE] settings: {"class_name": "User"}."""
    context: dict[str, Any] | str | None = None
    """An edited context (codegen_build_context), instead of table."""


def _preview(env: ToolEnv, args: PreviewInput, *, shared: bool = False) -> tuple[Preview, str | None]:
    """The files of the arguments' table under the previewed config (the changes the
    arguments and an edited context ask for), and the context's layer when one was given."""
    from dbjavagenix import pipeline
    from dbjavagenix.resolve.stage.context_json import context_to_data
    from dbjavagenix.tools.context_edits import check_derived, context_changes
    from dbjavagenix.tools.preview import argument_changes, resolve_files, with_changes
    from dbjavagenix.tools.rendering import parse_context

    edited = None
    table = args.table
    if args.context is not None:
        ctx = parse_context(args.context)
        edited = context_to_data(ctx)
        name = ctx.table.name if ctx.table is not None else None
        if table is not None and table != name:
            raise InputError(
                f"the context is of {name or 'a shared file'!r}, not of {table!r}",
                location=Location(key=("arguments", "table")),
                hint="pass one of them",
            )
        table = name
    loaded = with_changes(env.load(), argument_changes(table, args.category, args.project, args.overrides))
    if edited is None:
        return resolve_files(loaded, table, shared=shared), None
    catalogs = pipeline.read_catalogs(loaded)
    layer = str(edited.get("layer"))
    base = resolve_files(loaded, table, shared=True, catalogs=catalogs)
    path = str(edited.get("file"))
    found = context_changes(edited, context_to_data(_context_of(base.files, table, layer, path)))
    changed = with_changes(loaded, found.changes)
    preview = resolve_files(changed, table, shared=True, catalogs=catalogs) if found.changes else base
    check_derived(found, context_to_data(_context_of(preview.files, table, layer, path)))
    return preview, layer


def _context_of(files: tuple[FileSpec, ...], table: str | None, layer: str, path: str) -> Any:
    same = [f for f in files if f.table == table and f.layer == layer]
    for f in same:
        if f.path == path:
            return f.context
    if same:
        return same[0].context
    raise ContextError(
        f"the context's layer {layer!r} is not generated for {table or 'the shared files'!r}",
        location=Location(key=("arguments", "context", "layer")),
        hint="build a context again with codegen_build_context",
    )


# -- codegen_build_context ------------------------------------------------------------------------


class BuildContextInput(PreviewInput):
    layer: str | None = None
    """Default: the first layer."""
    parts: list[str] = Field(default_factory=list)
    """Only these parts: ["table.classes", "project"]."""
    cursor: str | None = None
    """From page.next_cursor."""


class BuildContextResult(Paged, FromDatabase):
    page_field = "parts"
    untrusted: tuple[str, ...] = ("context", "parts")
    table: str
    layer: str
    layers: list[str]
    """Layers the table generates."""
    config_edits: list[dict[str, Any]] = Field(default_factory=list)
    """The previewed changes as config_patch edits (make them to build this)."""
    context: dict[str, Any]
    """The template context (schemas/context.schema.json). When it pages: on the first page its
    frame (every long list emptied, every long text blanked) with the first parts put in,
    ``{}`` on the others, whose parts complete it."""
    parts: list[TreePart] = Field(default_factory=list)
    """Pages after the first: this page's parts of the context and config_edits, in order
    (``path`` from the answer's root: put ``value`` there, or append ``text`` to the text
    there); put into the first page's context and config_edits, they give the whole answer."""
    _split: tuple[dict[str, Any], list[TreePart]] | None = PrivateAttr(default=None)

    def _tree(self) -> tuple[dict[str, Any], list[TreePart]]:
        if self._split is None:
            frame, parts = split_tree(
                {"config_edits": self.config_edits, "context": self.context}
            )  # edits first
            self._split = (frame, parts)
        return self._split

    def page_items(self) -> list[Any]:
        """The context's long lists and texts (and config_edits when long), part by part."""
        return self._tree()[1]

    def with_page(self, items: list[Any], page: Page) -> Self:
        """The whole answer when it fits; else, on the first page, the frame with that page's
        parts put in, and on the others ``context`` empty and the page's parts."""
        frame, parts = self._tree()
        if page.offset == 0 and len(items) == len(parts):  # the whole answer: as it is
            return self.model_copy(update={"parts": [], "page": page})
        first = page.offset == 0 and (not items or items[0] == parts[0])  # not the rest of a cut part
        if first:  # the frame with the first page's parts put in
            joined = join_tree(frame, items)
            update = {"context": joined["context"], "config_edits": joined["config_edits"], "parts": []}
        else:
            update = {"context": {}, "config_edits": [], "parts": items}
        return self.model_copy(update={**update, "page": page})

    def summary(self) -> str:
        t = self.context.get("table") or {}
        name = f"class {t.get('class_name')}, " if "class_name" in t else ""
        fields = len(t.get("fields", []))
        return f"context of {self.table} ({self.layer} layer): {name}{fields} fields" + edits_note(
            self.config_edits
        )


def edits_note(edits: list[dict[str, Any]]) -> str:
    """What a preview's summary adds when it used config changes genix.toml does not have yet."""
    if not edits:
        return ""
    names = list(dict.fromkeys(str(e["path"]) for e in edits))
    keys = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return f" (previewed with {keys} changed: config_edits make it real)"


@FAMILY.tool("Build a template context", open_world=True)
def codegen_build_context(env: ToolEnv, args: BuildContextInput) -> BuildContextResult:
    """A table's template context, with category, project or overrides previewed in memory.
    Render it with codegen_render_entity/_dao/_service/_controller/_mapper."""
    from dbjavagenix.resolve.stage.context_json import context_to_data
    from dbjavagenix.tools.preview import config_edits

    if args.table is None and args.context is None:
        raise InputError("pass table (or an edited context)", location=Location(key=("arguments", "table")))
    preview, ctx_layer = _preview(env, args)
    table = args.table or (preview.files[0].table if preview.files else None) or ""
    mine = [f for f in preview.files if f.table == table]
    layers = [f.layer for f in mine]
    wanted = args.layer or ctx_layer
    chosen = [f for f in mine if f.layer == wanted] if wanted else mine[:1]
    if not chosen:
        raise LayerNotFound(
            f"table {table!r} has no layer {wanted!r}" if wanted else f"table {table!r} has no layer",
            location=Location(key=("arguments", "layer")),
            hint="layers: " + ", ".join(layers),
        )
    data = context_to_data(chosen[0].context)
    if args.parts:
        data = _parts(data, args.parts)
    return BuildContextResult(
        table=table,
        layer=chosen[0].layer,
        layers=layers,
        context=data,
        config_edits=config_edits(preview.loaded),
    )


def _parts(data: dict[str, Any], parts: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, part in enumerate(parts):
        node: Any = data
        keys = part.split(".")
        for k in keys:
            if not isinstance(node, dict) or k not in node:
                known = sorted(node) if isinstance(node, dict) else []
                raise InputError(
                    f"the context has no {part!r}",
                    location=Location(key=("arguments", "parts", i)),
                    hint="here: " + ", ".join(known) if known else None,
                )
            node = node[k]
        target = out
        for k in keys[:-1]:
            target = target.setdefault(k, {})
        target[keys[-1]] = node
    return out


# -- codegen_render_layer and the named render tools ----------------------------------------------


class RenderInput(PreviewInput):
    cursor: str | None = None
    """From page.next_cursor."""


class RenderLayerInput(RenderInput):
    layers: list[str] = Field(default_factory=list)
    """["entity", "request"]; "common": shared classes; default: all."""


class RenderResult(Paged, FromDatabase):
    page_field = "files"
    untrusted: tuple[str, ...] = ("files[].code",)
    table: str | None
    """None: shared project files."""
    files: list[RenderedOut]
    """The rendered files (nothing is written); a long file continues on the next page."""
    language: Literal["java", "xml", "text", "mixed", "none"]
    skipped: list[SkippedLayer] = Field(default_factory=list)
    """Layers asked for that were not rendered, and why."""
    config_edits: list[dict[str, Any]] = Field(default_factory=list)
    """The previewed changes as config_patch edits (make them to build these files); when the
    answer pages, they come first (the first page says what was previewed), then the files."""

    def page_items(self) -> list[Any]:
        """The config edits, then the files (``page.total`` counts both)."""
        return [*self.config_edits, *self.files]

    def with_page(self, items: list[Any], page: Page) -> Self:
        split = max(0, min(len(items), len(self.config_edits) - page.offset))
        update = {"config_edits": items[:split], "files": items[split:], "page": page}
        return self.model_copy(update=update)

    def summary(self) -> str:
        what = self.table or "the shared files"
        if not self.files:
            reasons = "; ".join(s.reason for s in self.skipped)
            return f"nothing to render for {what}" + (f" ({reasons})" if reasons else "")
        paths = ", ".join(f.file_path for f in self.files)
        return f"rendered {len(self.files)} file(s) for {what}: {paths}" + edits_note(self.config_edits)


def _wanted(
    preview: Preview, names: list[str], table: str | None, strict: bool
) -> tuple[list[FileSpec], list[SkippedLayer]]:
    """The files of ``names`` (layer names, or ``common.KEY`` ids of shared classes). A name the
    category does not have is an error when ``strict``, else skipped."""
    import difflib

    from dbjavagenix.resolve.stage.layers import resolve_layers

    prepared = preview.prepared
    all_layers = resolve_layers(prepared.loaded.config, prepared.category)
    known = {la.layer for la in all_layers} | {la.id for la in all_layers}
    files: list[FileSpec] = []
    skipped: list[SkippedLayer] = []
    for i, name in enumerate(names):
        if name not in known and not strict:
            reason = f"category {prepared.category.name} has no {name} layer"
            skipped.append(SkippedLayer(layer=name, reason=reason))
            continue
        if name not in known:
            close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.5)
            raise LayerNotFound(
                f"category {prepared.category.name} has no layer {name!r}",
                location=Location(key=("arguments", "layers", i)),
                hint=f"did you mean `{close[0]}`?" if close else "layers: " + ", ".join(sorted(known)),
            )
        templates = {la.template for la in all_layers if la.id == name}
        found = [
            f
            for f in preview.files
            if (f.layer == name and (f.table == table or f.table is None)) or f.template in templates
        ]
        if not found:
            skipped.append(SkippedLayer(layer=name, reason="disabled in the config"))
        files += [f for f in found if f not in files]
    return files, skipped


def _render(env: ToolEnv, args: RenderInput, names: list[str] | None, strict: bool = True) -> RenderResult:
    from dbjavagenix import pipeline
    from dbjavagenix.tools.preview import config_edits

    shared = names is not None and any(n == "common" or n.startswith("common.") for n in names)
    preview, _ = _preview(env, args, shared=shared)
    table = args.table if args.context is None else _table_of(preview, args)
    if names is None:
        files = [f for f in preview.files if f.table == table] if table else list(preview.files)
        skipped: list[SkippedLayer] = []
    else:
        files, skipped = _wanted(preview, names, table, strict)
    renderer = pipeline.renderer_for(preview.prepared)
    out = []
    for spec in files:
        env.check_cancelled()
        with pipeline.located(preview.loaded):
            r = renderer.render(spec)
        out.append(
            RenderedOut(
                file_path=r.path,
                code=r.text,
                template_file=_template_file(renderer, r.template, preview.loaded),
                layer=r.layer,
                language=language_of(r.path),
            )
        )
    langs = {f.language for f in out}
    language = "none" if not langs else (langs.pop() if len(langs) == 1 else "mixed")
    return RenderResult(
        table=table, files=out, language=language, skipped=skipped, config_edits=config_edits(preview.loaded)
    )


def _template_file(renderer: Renderer, name: str, loaded: LoadedConfig) -> str:
    """The template a file was rendered with: its name (a built-in one), or the user's file
    that shadows it, relative to the project (``templates/entity.java.jinja``)."""
    import os

    user = renderer.user_file(name)
    if user is None:
        return name
    return Path(os.path.relpath(user, loaded.root.resolve())).as_posix()


def _table_of(preview: Preview, args: RenderInput) -> str | None:
    from dbjavagenix.tools.rendering import parse_context

    ctx = parse_context(args.context)
    return ctx.table.name if ctx.table is not None else None


@FAMILY.tool("Render layers", open_world=True)
def codegen_render_layer(env: ToolEnv, args: RenderLayerInput) -> RenderResult:
    """Render layers of a table (or shared classes) as a build writes them, with category,
    project or overrides previewed in memory. Writes nothing."""
    if args.table is None and args.context is None and not args.layers:
        raise InputError(
            'pass table (or an edited context, or layers=["common"])',
            location=Location(key=("arguments", "table")),
        )
    return _render(env, args, list(args.layers) or None)


# -- ADR-002's render tools: one layer family each, from a context ---------------------------------


class ContextInput(ToolInput):
    context: dict[str, Any] | str | None = None
    """Required: from codegen_build_context, edited or not (or its JSON text)."""
    cursor: str | None = None
    """From page.next_cursor (then alone)."""


ADR_LAYERS: dict[str, tuple[str, ...]] = {
    "entity": ("entity",),
    "dao": ("mapper",),
    "service": ("service", "service_impl"),
    "controller": ("controller",),
    "mapper": ("mapper_xml",),
}
"""The layers each of ADR-002's render tools renders (genix's layer names): ``dao`` is the
mapper interface, ``mapper`` the mapper XML of the categories that have one."""


def render_family(env: ToolEnv, args: ContextInput, family: str) -> RenderResult:
    """The files of ``family``'s layers for a table's context: what ``codegen_render_layer``
    gives for that context and those layers (a layer the category does not have, or that the
    config disables, is ``skipped`` and renders no file)."""
    from dbjavagenix.tools.rendering import parse_context

    if args.context is None:  # optional in the schema only so that a cursor can come alone
        raise InputError(
            "pass context (or cursor, to continue a long answer)",
            location=Location(key=("arguments", "context")),
            hint="codegen_build_context table=... gives a table's context",
        )
    if parse_context(args.context).table is None:
        raise ContextError(
            "the context is of a shared file, not of a table",
            location=Location(key=("arguments", "context", "table")),
            hint="build a table's context with codegen_build_context table=...",
        )
    return _render(env, RenderInput(context=args.context), list(ADR_LAYERS[family]), strict=False)


@FAMILY.tool("Render the entity", open_world=True)
def codegen_render_entity(env: ToolEnv, args: ContextInput) -> RenderResult:
    """The entity class of a context (edit it, e.g. table.class_name, and render again).
    Writes nothing."""
    return render_family(env, args, "entity")


@FAMILY.tool("Render the DAO", open_world=True)
def codegen_render_dao(env: ToolEnv, args: ContextInput) -> RenderResult:
    """The DAO (MyBatis mapper interface) of a context. Writes nothing."""
    return render_family(env, args, "dao")


@FAMILY.tool("Render the service", open_world=True)
def codegen_render_service(env: ToolEnv, args: ContextInput) -> RenderResult:
    """The service interface and its implementation of a context. Writes nothing."""
    return render_family(env, args, "service")


@FAMILY.tool("Render the controller", open_world=True)
def codegen_render_controller(env: ToolEnv, args: ContextInput) -> RenderResult:
    """The REST controller of a context. Writes nothing."""
    return render_family(env, args, "controller")


@FAMILY.tool("Render the mapper XML", open_world=True)
def codegen_render_mapper(env: ToolEnv, args: ContextInput) -> RenderResult:
    """The mapper XML of a context, in categories that have one (others: no files).
    Writes nothing."""
    return render_family(env, args, "mapper")


def layer_names(loaded: LoadedConfig) -> list[str]:
    """The layer names a render tool accepts for this config (completions)."""
    from dbjavagenix import pipeline
    from dbjavagenix.javaproject.targets import category_for
    from dbjavagenix.resolve.stage.layers import resolve_layers

    with pipeline.located(loaded):
        layers = resolve_layers(loaded.config, category_for(loaded))
    return sorted({la.layer for la in layers} | {la.id for la in layers if not la.per_table})
