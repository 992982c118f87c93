"""``Default``: MyBatis with XML mappers.

Per table: entity, ``@Mapper`` interface, mapper XML (resultMap, column list, select by key,
paged list with filter and count, insert with generated keys, batch insert, update with null
guards, delete by key), service interface and implementation (transactions on writes), REST
controller. Per project: ``common.Result`` (response wrapper) and ``common.PageResult``; with
``[project] enums = "java"`` also ``common.DbEnum`` (what generated enums implement) and
``common.DbEnumTypeHandler`` (MyBatis reads and writes their database values).

Tables without a primary key get no select/update/delete by key (list, count and insert only);
views are read-only (list, count, and select by key when they have one).
"""

from __future__ import annotations

from collections.abc import Iterator

from dbjavagenix.categories import common as c
from dbjavagenix.categories import dto
from dbjavagenix.categories.spec import Annotation, CategorySpec, LayerInput, LayerSpec
from dbjavagenix.config.model import ProjectConfig
from dbjavagenix.resolve.enums import DB_ENUM, DB_ENUM_HANDLER
from dbjavagenix.resolve.model import FieldModel, ProjectModel, TableModel


def java_enums(project: ProjectConfig) -> bool:
    """The enum support files are generated with ``[project] enums = "java"``."""
    return project.enums == "java"


def field_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    yield from c.openapi_field(field, table, project)
    yield from c.validation_annotations(field, table, project)
    yield from c.json_format(field, project)


def class_annotations(table: TableModel, project: ProjectModel) -> Iterator[Annotation]:
    yield from c.serializable_class(table)
    yield from c.lombok_class(project)
    yield from c.openapi_class(table, project)


def mapper_imports(inp: LayerInput) -> set[str]:
    return c.union(
        c.classes(inp, "entity"),
        {"java.util.List", "org.apache.ibatis.annotations.Mapper", "org.apache.ibatis.annotations.Param"},
        c.key_type_imports(inp.table),
    )


def service_imports(inp: LayerInput) -> set[str]:
    return c.union(
        c.classes(inp, "entity"), c.common(inp, "page"), {"java.util.List"}, c.key_type_imports(inp.table)
    )


def service_impl_imports(inp: LayerInput) -> set[str]:
    return c.union(
        c.classes(inp, "entity", "mapper", "service"),
        c.common(inp, "page"),
        {
            "java.util.Collections",
            "java.util.List",
            "org.springframework.stereotype.Service",
            "org.springframework.transaction.annotation.Transactional",
        },
        c.key_type_imports(inp.table),
    )


def controller_imports(inp: LayerInput) -> set[str]:
    t = inp.table
    assert t is not None
    web = "org.springframework.web.bind.annotation."
    names = {"RestController", "RequestMapping", "GetMapping", "RequestParam", "ModelAttribute"}
    if not t.read_only:
        names |= {"PostMapping", "RequestBody"}
        if t.key.kind != "none":
            names.add("DeleteMapping")
            if t.update_fields:
                names.add("PutMapping")
    if t.key.kind != "none":
        names.add("PathVariable")
    out = c.union(
        c.classes(inp, "entity", "service"),
        c.common(inp, "result", "page"),
        {web + n for n in names},
        {"org.springframework.http.ResponseEntity"},
        c.openapi_controller_imports(inp.project),
        c.key_type_imports(t),
        dto.dto_controller_imports(inp),
    )
    if t.key.kind != "none" or not t.read_only:
        out.add("org.springframework.http.HttpStatus")
    if inp.project.validation and not t.read_only:
        out.add(f"{inp.project.ee}.validation.Valid")
    if c.temporal_key(t):
        out.add("org.springframework.format.annotation.DateTimeFormat")
    return out


LAYERS = (
    *c.crud_layers(
        mapper=mapper_imports,
        service=service_imports,
        service_impl=service_impl_imports,
        controller=controller_imports,
        xml=True,
    ),
    *dto.LAYERS,
    *c.RESULT_LAYERS,
    LayerSpec(
        "common",
        "common/DbEnum.java.jinja",
        c.JAVA_FILE,
        "merge",
        package="common",
        class_name="DbEnum",
        per_table=False,
        common_key=DB_ENUM,
        key="common.db_enum",
        when=java_enums,
    ),
    LayerSpec(
        "common",
        "common/DbEnumTypeHandler.java.jinja",
        c.JAVA_FILE,
        "merge",
        package="common",
        class_name="DbEnumTypeHandler",
        per_table=False,
        common_key=DB_ENUM_HANDLER,
        key="common.db_enum_handler",
        imports=lambda inp: {
            "java.sql.CallableStatement",
            "java.sql.PreparedStatement",
            "java.sql.ResultSet",
            "java.sql.SQLException",
            "org.apache.ibatis.type.BaseTypeHandler",
            "org.apache.ibatis.type.JdbcType",
        },
        when=java_enums,
    ),
)

CATEGORY = CategorySpec(
    name="Default",
    template_dirs=("Default", "_shared"),
    layers=LAYERS,
    description="MyBatis with XML mappers",
    field_annotations=field_annotations,
    class_annotations=class_annotations,
)
