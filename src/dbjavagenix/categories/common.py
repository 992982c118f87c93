"""Annotation and import rules shared by the built-in categories: bean validation, OpenAPI
(springdoc or Swagger 2), Lombok, and the imports of the usual layers."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from dbjavagenix.categories.spec import Annotation, ImportsHook, LayerInput, LayerSpec
from dbjavagenix.javatext import java_literal
from dbjavagenix.resolve.model import FieldModel, ProjectModel, TableModel

JAVA_ROOT = "src/main/java"
RESOURCES_ROOT = "src/main/resources"
JAVA_FILE = "{java_root}/{package_path}/{class_name}.java"


def validation_annotations(
    field: FieldModel, table: TableModel, project: ProjectModel
) -> Iterator[Annotation]:
    """``@NotNull`` for required writable columns, ``@Size(max)`` for bounded strings."""
    if not project.validation or table.read_only:
        return
    pkg = f"{project.ee}.validation.constraints"
    required = (
        not field.nullable
        and field.insertable
        and not field.has_default
        and not field.autoincrement
        # filled by the persistence layer (MyBatis-Plus fill handler, logic delete, version)
        and field.role is None
    )
    if required:
        yield Annotation("@NotNull", (f"{pkg}.NotNull",))
    if field.java_type == "String" and field.length and field.length > 0:
        yield Annotation(f"@Size(max = {field.length})", (f"{pkg}.Size",))


def json_format(field: FieldModel, project: ProjectModel) -> Iterator[Annotation]:
    """``@JsonFormat(pattern = ...)`` when a JSON format is configured for the field's type."""
    pattern = project.json_formats.get(field.java_type)
    if pattern:
        yield Annotation(
            f"@JsonFormat(pattern = {java_literal(pattern)})",
            ("com.fasterxml.jackson.annotation.JsonFormat",),
        )


def api_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    """Annotations of API-facing copies of a field (DTO, VO, records): description, JSON format."""
    yield from openapi_field(field, table, project)
    yield from json_format(field, project)


def constraints(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    """Validation of a request field: only for columns a request writes."""
    if field.insertable or field.updatable:
        yield from validation_annotations(field, table, project)


def openapi_field(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    """The field's description for the chosen OpenAPI flavour (none when it has no comment)."""
    if not field.comment:
        return
    text = java_literal(field.comment)
    if project.openapi == "springdoc":
        yield Annotation(f"@Schema(description = {text})", ("io.swagger.v3.oas.annotations.media.Schema",))
    elif project.openapi == "swagger2":
        yield Annotation(f"@ApiModelProperty(value = {text})", ("io.swagger.annotations.ApiModelProperty",))


def openapi_class(table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    text = java_literal(table.title)
    if project.openapi == "springdoc":
        yield Annotation(f"@Schema(description = {text})", ("io.swagger.v3.oas.annotations.media.Schema",))
    elif project.openapi == "swagger2":
        yield Annotation(f"@ApiModel(description = {text})", ("io.swagger.annotations.ApiModel",))


def serializable_class(table: TableModel) -> Iterator[Annotation]:
    """Entities implement ``Serializable``; a field typed ``Object`` (a column with no declared
    type, such as a computed SQLite view column) is not, which ``javac -Xlint`` reports: say it
    is intended."""
    if any(f.java_type == "Object" for f in table.fields):
        yield Annotation('@SuppressWarnings("serial")')


def lombok_class(project: ProjectModel) -> Iterator[Annotation]:
    if project.lombok:
        yield Annotation("@Data", ("lombok.Data",))


def key_type_imports(table: TableModel | None) -> set[str]:
    if table is None:
        return set()
    return {imp for f in table.key.fields for imp in f.type_imports}


def entity_imports(inp: LayerInput) -> set[str]:
    t = inp.table
    assert t is not None
    out = {"java.io.Serializable", *t.class_annotation_imports}
    for e in t.enums:
        out.update(e.imports)
    for f in t.fields:
        out.update(f.type_imports)
        out.update(f.annotation_imports)
    if not inp.project.lombok:
        out.add("java.util.Objects")
        if any(f.array for f in t.fields):
            out.add("java.util.Arrays")
    return out


def classes(inp: LayerInput, *layers: str) -> set[str]:
    """FQNs of the table's classes in ``layers`` (those generated)."""
    assert inp.table is not None
    return {inp.table.classes[layer].fqn for layer in layers if layer in inp.table.classes}


def common(inp: LayerInput, *keys: str) -> set[str]:
    return {inp.project.common[k].fqn for k in keys if k in inp.project.common}


def openapi_controller_imports(project: ProjectModel) -> set[str]:
    if project.openapi == "springdoc":
        return {"io.swagger.v3.oas.annotations.Operation", "io.swagger.v3.oas.annotations.tags.Tag"}
    if project.openapi == "swagger2":
        return {"io.swagger.annotations.Api", "io.swagger.annotations.ApiOperation"}
    return set()


def temporal_key(table: TableModel | None) -> bool:
    """A key field needs ``@DateTimeFormat`` as a path variable."""
    return table is not None and any(f.param_annotations for f in table.key.fields)


def union(*parts: Iterable[str]) -> set[str]:
    out: set[str] = set()
    for p in parts:
        out.update(p)
    return out


RESULT_LAYERS = (
    LayerSpec(
        "common",
        "common/Result.java.jinja",
        JAVA_FILE,
        "merge",
        package="common",
        class_name="Result",
        per_table=False,
        common_key="result",
        key="common.result",
    ),
    LayerSpec(
        "common",
        "common/PageResult.java.jinja",
        JAVA_FILE,
        "merge",
        package="common",
        class_name="PageResult",
        per_table=False,
        common_key="page",
        key="common.page",
        imports=lambda inp: {"java.util.List"},
    ),
)
"""The project's own response wrapper and page type (``common.Result``, ``common.PageResult``),
shared by the categories that wrap their responses."""


def crud_layers(
    *,
    mapper: ImportsHook,
    service: ImportsHook,
    service_impl: ImportsHook,
    controller: ImportsHook,
    xml: bool,
) -> tuple[LayerSpec, ...]:
    """The per-table layers every MyBatis-style category has: entity, mapper (+ its XML when
    ``xml``), service, service implementation, controller; each category brings its imports."""
    xml_layer = LayerSpec(
        "mapper_xml",
        "mapper.xml.jinja",
        "{resources_root}/mapper/{group_path}{class_name}.xml",
        "merge",
        class_name="{class}Mapper",
    )
    return (
        LayerSpec(
            "entity", "entity.java.jinja", JAVA_FILE, "merge", package="entity", imports=entity_imports
        ),
        LayerSpec(
            "mapper",
            "mapper.java.jinja",
            JAVA_FILE,
            "merge",
            package="mapper",
            class_name="{class}Mapper",
            imports=mapper,
        ),
        *((xml_layer,) if xml else ()),
        LayerSpec(
            "service",
            "service.java.jinja",
            JAVA_FILE,
            "merge",
            package="service",
            class_name="{class}Service",
            imports=service,
        ),
        LayerSpec(
            "service_impl",
            "service_impl.java.jinja",
            JAVA_FILE,
            "merge",
            package="service.impl",
            class_name="{class}ServiceImpl",
            imports=service_impl,
        ),
        LayerSpec(
            "controller",
            "controller.java.jinja",
            JAVA_FILE,
            "merge",
            package="controller",
            class_name="{class}Controller",
            imports=controller,
        ),
    )
