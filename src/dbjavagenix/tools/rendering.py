"""Render the files of one layer family from a template context (possibly edited by a client),
without touching disk.

The context's ``project`` and ``table`` are taken as given, except what follows from names:
the classes of every layer (``table.classes``, ``table.var``, ``cls``), the shared classes
(``project.common``), each file's output path, the annotations (category rules) and the
imports of each field's Java type are derived again from ``table.class_name``,
``table.group``, ``project.base_package`` and ``field.java_type``. So renaming a class is one
edit: ``table.class_name``.

Which layers a render tool produces is the category's choice: ``CategorySpec.extra
["render_layers"]`` maps a tool kind to layer names; :data:`DEFAULT_RENDER_LAYERS` otherwise.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.errors import InputError, Location
from dbjavagenix.resolve.layers import Layer
from dbjavagenix.resolve.model import ClassRef, FieldModel, FileContext, ProjectModel, TableModel

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

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    file_path: str
    """Where ``codegen_apply`` would write it, relative to the output root."""
    code: str
    """The file content."""
    template_file: str
    """Template that produced it."""
    layer: str
    language: Language


class SkippedLayer(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

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


def _class_ref(layer: Layer, stem: str, base: str, group: str) -> ClassRef:
    from dbjavagenix.resolve import naming
    from dbjavagenix.resolve.layers import package_of

    assert layer.package is not None
    name = layer.class_name.replace("{class}", stem)
    pkg = package_of(base, layer.package, group)
    return ClassRef(name, pkg, f"{pkg}.{name}", naming.lower_first(name))


def _field_imports(f: FieldModel) -> FieldModel:
    """``java_type`` may have been edited: recompute its imports (a qualified name is shortened)."""
    from dbjavagenix.resolve.types import parse_java_type

    parsed = parse_java_type(f.java_type)
    if parsed is None:
        return f
    return replace(f, java_type=parsed.name, type_imports=parsed.imports)


def enabled_layers(loaded: LoadedConfig, layers: tuple[Layer, ...], table: str) -> tuple[Layer, ...]:
    tc = loaded.config.tables.overrides.get(table)
    return tuple(
        la for la in layers if la.per_table and (tc.layers.get(la.layer, la.enabled) if tc else la.enabled)
    )


def derive(
    ctx: FileContext, loaded: LoadedConfig, category: CategorySpec, layers: tuple[Layer, ...]
) -> tuple[ProjectModel, TableModel]:
    """The context's project and table with every name-derived fact recomputed."""
    from dbjavagenix.resolve import naming
    from dbjavagenix.resolve.layers import package_of
    from dbjavagenix.resolve.tables import annotate

    table = ctx.table
    if table is None:
        raise InputError(
            "this context belongs to a shared project file, not to a table",
            location=Location(file="arguments.context", key=("table",)),
            hint="build a table's context with codegen_build_context",
        )
    stem = table.class_name
    if not naming.is_java_identifier(stem):
        raise InputError(
            f"{stem!r} is not a valid Java class name",
            location=Location(file="arguments.context", key=("table", "class_name")),
        )
    project = ctx.project
    common = {}
    for la in layers:
        if not la.per_table and la.enabled and la.common_key and la.package is not None:
            pkg = package_of(project.base_package, la.package, "")
            common[la.common_key] = ClassRef(
                la.class_name, pkg, f"{pkg}.{la.class_name}", naming.lower_first(la.class_name)
            )
    project = replace(project, common=common)
    classes = {
        la.layer: _class_ref(la, stem, project.base_package, table.group)
        for la in enabled_layers(loaded, layers, table.name)
        if la.package is not None
    }
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


def file_context_for(project: ProjectModel, table: TableModel, layer: Layer) -> FileContext:
    """The context one layer's template receives (the resolver's rules)."""
    from dbjavagenix.resolve.layers import output_path

    cls = table.classes.get(layer.layer)
    path = output_path(
        layer.path,
        package=cls.package if cls else None,
        class_name=cls.name if cls else layer.class_name.replace("{class}", table.class_name),
        table=table.name,
        group=table.group,
        layer=layer.layer,
        key=("layers", layer.layer, "path"),
    )
    return FileContext(project, table, cls, layer.layer, path)


def render_kind(
    loaded: LoadedConfig, ctx: FileContext, kind: str
) -> tuple[list[RenderedOut], list[SkippedLayer]]:
    """Render the layers of ``kind`` for the context's table."""
    from dbjavagenix import pipeline
    from dbjavagenix.resolve.layers import resolve_layers
    from dbjavagenix.resolve.project import FileSpec, Prepared, category_for

    with pipeline.located(loaded):
        category = category_for(loaded)
        layers = resolve_layers(loaded.config, category)
    project, table = derive(ctx, loaded, category, layers)
    by_name = {la.layer: la for la in layers if la.per_table}
    enabled = {la.layer for la in enabled_layers(loaded, layers, table.name)}
    prepared = Prepared(loaded, category, project, layers, {}, {})
    renderer = pipeline.renderer_for(prepared)
    files: list[RenderedOut] = []
    skipped: list[SkippedLayer] = []
    for name in render_layers(category, kind):
        layer = by_name.get(name)
        if layer is None:
            skipped.append(SkippedLayer(layer=name, reason=f"category {category.name} has no {name} layer"))
            continue
        if name not in enabled:
            skipped.append(SkippedLayer(layer=name, reason="disabled in the config"))
            continue
        fctx = file_context_for(project, table, layer)
        spec = FileSpec(fctx.file, layer.template, name, table.name, layer.policy, fctx)
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
