"""Render the files of one layer family from a template context (possibly edited by a client),
without touching disk.

The context's ``project`` and ``table`` are taken as given, except what follows from names:
the classes of every layer (``table.classes``, ``table.var``, ``cls``), the shared classes
(``project.common``), each file's output path, the entity annotations (category rules) and
the imports of each field's Java type are derived again from ``table.class_name``,
``table.group``, ``project.base_package`` and ``field.java_type``, by the resolver's own
functions (one home for each rule). So renaming a class is one edit: ``table.class_name``.

Which layers a render tool produces is the category's choice: ``CategorySpec.extra
["render_layers"]`` maps a tool kind to layer names; :data:`DEFAULT_RENDER_LAYERS` otherwise.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import InputError, Location

if TYPE_CHECKING:  # imported where used: the tool list must load fast (agent --dry-run)
    from dbjavagenix.categories.spec import CategorySpec
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.resolve.layers import Layer
    from dbjavagenix.resolve.model import FieldModel, FileContext, ProjectModel, TableModel

RenderKind = Literal["entity", "dao", "service", "controller", "mapper"]

DEFAULT_RENDER_LAYERS: Mapping[str, tuple[str, ...]] = {
    "entity": ("entity",),
    "dao": ("mapper",),
    "service": ("service", "service_impl"),
    "controller": ("controller",),
    "mapper": ("mapper_xml",),
}
"""Layers each render tool produces, unless the category says otherwise (``Default``: the dao
is the ``@Mapper`` interface, the mapper is the XML)."""

Language = Literal["java", "xml", "text"]


class RenderedOut(BaseModel):
    """One rendered file."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    file_path: str
    """Where ``codegen_apply`` would write it, relative to the output root."""
    code: str
    """The file content."""
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


def render_layers(category: CategorySpec, kind: str) -> tuple[str, ...]:
    custom = category.extra.get("render_layers")
    if isinstance(custom, Mapping) and kind in custom:
        return tuple(custom[kind])
    return DEFAULT_RENDER_LAYERS[kind]


def parse_context(value: Any) -> FileContext:
    """A context from a dict or its JSON text; errors point into the argument."""
    from dbjavagenix.resolve.context_json import context_from_data

    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError as e:
            raise InputError(
                f"context is not valid JSON: {e.msg}",
                location=Location(file="arguments.context", line=e.lineno, col=e.colno),
            ) from None
    return context_from_data(value, source="arguments.context")


def _field_imports(f: FieldModel) -> FieldModel:
    """``java_type`` may have been edited: recompute its imports (a qualified name is shortened)."""
    from dbjavagenix.resolve.types import parse_java_type

    parsed = parse_java_type(f.java_type)
    if parsed is None:
        return f
    return replace(f, java_type=parsed.name, type_imports=parsed.imports)


def derive(
    ctx: FileContext, loaded: LoadedConfig, category: CategorySpec, layers: tuple[Layer, ...]
) -> tuple[ProjectModel, TableModel]:
    """The context's project and table with every name-derived fact recomputed by the
    resolver's own rules (class refs, shared classes, enabled layers, annotations)."""
    from dbjavagenix.resolve import naming
    from dbjavagenix.resolve.project import class_refs, common_classes, enabled_layers
    from dbjavagenix.resolve.tables import annotate

    table = ctx.table
    if table is None:
        raise InputError(
            "this context belongs to a shared project file, not to a table",
            location=Location(file="arguments.context", key=("table",)),
            hint="build a table's context with codegen_build_context",
        )
    stem = table.class_name
    problem = naming.class_name_problem(stem)  # the rule a build applies to class_name
    if problem is not None:
        raise InputError(
            f"{stem!r} {problem}",
            location=Location(file="arguments.context", key=("table", "class_name")),
        )
    # the shared classes the build generates (not those the team's own classes replace)
    common = common_classes(layers, ctx.project.base_package)
    project = replace(ctx.project, common={k: v for k, v in common.items() if k in ctx.project.common})
    override = loaded.config.tables.overrides.get(table.name)
    classes = class_refs(enabled_layers(layers, override), stem, project.base_package, table.group)
    if "entity" in classes and table.entity_base is None:  # [tables.T] extends = false
        classes["entity"] = replace(classes["entity"], extends=None)
    fields = [_field_imports(f) for f in table.fields]
    by_col = {f.column: f for f in fields}
    key = replace(table.key, fields=tuple(by_col.get(f.column, f) for f in table.key.fields))
    table_args = {f.name: getattr(table, f.name) for f in dataclasses.fields(table)}
    table_args.update(
        classes=classes,
        var=naming.lower_first(stem),
        fields=tuple(fields),
        key=key,
    )
    field_args = [
        {
            **{f.name: getattr(fm, f.name) for f in dataclasses.fields(fm)},
            "annotations": (),
        }
        for fm in fields
    ]
    return project, annotate(table_args, field_args, project, category)


def render_kind(
    loaded: LoadedConfig, ctx: FileContext, kind: str
) -> tuple[list[RenderedOut], list[SkippedLayer]]:
    """Render the layers of ``kind`` for the context's table: the files are the resolver's
    (:func:`~dbjavagenix.resolve.project.table_files`), only the context may have been edited."""
    from dbjavagenix import pipeline
    from dbjavagenix.resolve.layers import resolve_layers
    from dbjavagenix.resolve.project import Prepared, category_for, enabled_layers, table_files

    with pipeline.located(loaded):
        category = category_for(loaded)
        layers = resolve_layers(loaded.config, category)
    project, table = derive(ctx, loaded, category, layers)
    override = loaded.config.tables.overrides.get(table.name)
    enabled = enabled_layers(layers, override)
    wanted = render_layers(category, kind)
    with pipeline.located(loaded):
        specs = {
            s.layer: s
            for s in table_files(project, table, [la for la in enabled if la.layer in wanted], override)
        }
    per_table = {la.layer for la in layers if la.per_table}
    renderer = pipeline.renderer_for(Prepared(loaded, category, project, layers, {}, {}))
    files: list[RenderedOut] = []
    skipped: list[SkippedLayer] = []
    for name in wanted:
        spec = specs.get(name)
        if spec is None:
            reason = (
                f"category {category.name} has no {name} layer"
                if name not in per_table
                else "disabled in the config"
            )
            skipped.append(SkippedLayer(layer=name, reason=reason))
            continue
        with pipeline.located(loaded):
            out = renderer.render(spec)
        files.append(
            RenderedOut(
                file_path=out.path,
                code=out.text,
                template_file=out.template,
                layer=name,
                language=language_of(out.path),
            )
        )
    return files, skipped
