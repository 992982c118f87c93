"""Annotation rules shared by the built-in categories: bean validation, OpenAPI (springdoc or
Swagger 2, see :mod:`dbjavagenix.resolve.context.openapi`), Lombok, JSON formats; and the layers every
category has. Annotation texts name their classes fully qualified: the ``annotation`` filter
prints them short and records the imports."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from dbjavagenix import dialects
from dbjavagenix.categories.spec import LayerSpec
from dbjavagenix.javatext import java_literal, wide
from dbjavagenix.resolve.context import openapi

if TYPE_CHECKING:
    from dbjavagenix.config.model import ColumnTraits, Config
    from dbjavagenix.introspect.catalog import Table
    from dbjavagenix.resolve.context.model import ClassRef, FieldModel, ProjectModel, TableModel

JAVA_ROOT = "src/main/java"
RESOURCES_ROOT = "src/main/resources"
JAVA_FILE = "{java_root}/{package_path}/{class_name}.java"

DB_ENUM = "db_enum"
"""``project.common`` key of the ``DbEnum`` interface every generated enum implements."""
DB_ENUM_HANDLER = "db_enum_handler"
"""``project.common`` key of the MyBatis ``DbEnumTypeHandler``."""
DB_ENUM_CONVERTER = "db_enum_converter"
"""``project.common`` key of the Spring converter that binds request parameters to enums."""


UUID_PATTERN = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
"""What a uuid column accepts from a client (the canonical form; other spellings are refused
with 400 instead of reaching the database)."""


def value_pattern(field: FieldModel) -> str | None:
    """The regular expression a ``String`` field's value must match, when its column accepts a
    closed set of texts: a uuid, an enum's values, a MySQL ``set`` (values joined by commas)."""
    if field.java_type != "String":
        return None
    base = field.db_type.lower().split("(")[0].strip()
    if base == "uuid":
        return UUID_PATTERN
    listed = field.enum_values or field.check_values
    if listed:
        alternatives = "|".join(re.escape(v) for v in listed)
        if base == "set":
            return f"^$|^({alternatives})(,({alternatives}))*$"
        return f"^({alternatives})$"
    return None


def validation_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[str]:
    """Bean validation of a written field: a create must carry it (:attr:`FieldModel.required`:
    NOT NULL without default, a key part the database does not fill) is ``@NotBlank`` when it is
    text and ``@NotNull`` otherwise; ``@Size(max)`` for bounded strings and binaries,
    ``@Digits(integer, fraction)`` for a decimal with a precision, ``@Pattern`` for uuids, enums
    and sets, ``@PositiveOrZero`` for unsigned numbers."""
    if not project.validation or table.read_only or not (field.insertable or field.updatable):
        return
    pkg = f"{project.ee}.validation.constraints"
    if field.required:
        yield f"@{pkg}.NotBlank" if field.java_type == "String" else f"@{pkg}.NotNull"
    if field.java_type in ("String", "byte[]") and field.length and field.length > 0:
        yield f"@{pkg}.Size(max = {field.length})"
    if (
        field.java_type == "BigDecimal"
        and field.precision
        and field.scale is not None
        and 0 <= field.scale <= field.precision
    ):
        yield f"@{pkg}.Digits(integer = {field.precision - field.scale}, fraction = {field.scale})"
    pattern = value_pattern(field)
    if pattern is not None:
        yield f"@{pkg}.Pattern(regexp = {java_literal(pattern)})"
    if field.db_type.lower().endswith("unsigned") and field.java_type in (
        "Integer",
        "Long",
        "BigInteger",
        "BigDecimal",
    ):
        yield f"@{pkg}.PositiveOrZero"
    yield from field.validation


def filter_format(field: FieldModel) -> Iterator[str]:
    """``@DateTimeFormat(iso = ...)`` on a date or time field of the entity, which is also the
    list filter: a query parameter ``?day=2024-02-29`` binds as ISO (Spring's default is the
    locale's short style)."""
    yield from field.param_annotations


def json_name(field: FieldModel) -> Iterator[str]:
    """``@JsonProperty`` where Jackson would name the property otherwise (:attr:`FieldModel.accessor_annotations`)."""
    yield from field.accessor_annotations


def json_format(field: FieldModel, project: ProjectModel) -> Iterator[str]:
    """``@JsonFormat(pattern = ...)`` when a JSON format is configured for the field's type."""
    pattern = project.json_formats.get(field.java_type)
    if pattern:
        yield f"@com.fasterxml.jackson.annotation.JsonFormat(pattern = {java_literal(pattern)})"


JSON_PROPERTY = "com.fasterxml.jackson.annotation.JsonProperty"


def json_access(field: FieldModel, project: ProjectModel) -> Iterator[str]:
    """The JSON property of an entity's field (the request and response body where there is no
    DTO, what a PATCH is read into): its name where Jackson would derive another
    (:func:`json_name`), and who writes it, in one ``@JsonProperty`` (Java refuses two): a
    sensitive field is write-only (read from requests, never written; Lombok's ``toString``
    leaves it out), a :attr:`~FieldModel.server_managed` one read-only (answered, never read
    from a request); both: neither (``@JsonIgnore``)."""
    if field.sensitive and field.server_managed:
        yield from json_name(field)
        yield "@com.fasterxml.jackson.annotation.JsonIgnore"
        if project.lombok:
            yield "@lombok.ToString.Exclude"
        return
    access = "WRITE_ONLY" if field.sensitive else "READ_ONLY" if field.server_managed else ""
    if not access:
        yield from json_name(field)
        return
    named = any(a.startswith(f"@{JSON_PROPERTY}(") for a in field.accessor_annotations)
    value = f"value = {java_literal(field.name)}, " if named else ""
    yield from (a for a in field.accessor_annotations if not a.startswith(f"@{JSON_PROPERTY}("))
    yield f"@{JSON_PROPERTY}({value}access = {JSON_PROPERTY}.Access.{access})"
    if field.sensitive and project.lombok:
        yield "@lombok.ToString.Exclude"


def api_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[str]:
    """Annotations of API-facing copies of a field (DTO, VO, records): description, JSON format,
    JSON name; a sensitive field (only in request types) is left out of Lombok's ``toString``."""
    yield from openapi_field(field, project)
    yield from json_format(field, project)
    yield from json_name(field)
    if field.sensitive and project.lombok:
        yield "@lombok.ToString.Exclude"


def constraints(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[str]:
    """Validation of a request field: only for columns a request writes."""
    if field.insertable or field.updatable:
        yield from validation_annotations(field, table, project)


def openapi_field(field: FieldModel, project: ProjectModel) -> Iterator[str]:
    """The field's description for the chosen OpenAPI flavour (none when it has no comment),
    with the codes its CHECK constraint or comment lists as the allowed values; a CHECK list
    without a comment is described by its codes (with the comment's labels: ``0=正常, 1=停用``)."""
    codes = field.check_values or tuple(v.code for v in field.documented_values)
    text = field.comment
    if not text and field.check_values:
        labels = {v.code: v.label for v in field.documented_values}
        text = "Values: " + ", ".join(f"{c}={labels[c]}" if labels.get(c) else c for c in field.check_values)
    yield from openapi.property_doc(project.openapi, text, codes, read_only=field.server_managed)


def serializable_class(table: TableModel) -> Iterator[str]:
    """Entities implement ``Serializable``; a field typed ``Object`` (a column with no declared
    type, such as a computed SQLite view column) is not, which ``javac -Xlint`` reports: say it
    is intended."""
    if any(f.java_type == "Object" for f in table.fields):
        yield '@SuppressWarnings("serial")'


def lombok_class(project: ProjectModel) -> Iterator[str]:
    if project.lombok:
        yield "@lombok.Data"


JSON_PROPERTY_ORDER = "com.fasterxml.jackson.annotation.JsonPropertyOrder"


def json_order(layer: str, table: TableModel) -> str | None:
    """``@JsonPropertyOrder`` of a class the API writes as JSON (entity, request/response DTO,
    VO, sb35 records): its properties in declaration order (the columns', then the relations').
    Jackson 3 (Spring Boot 4) sorts properties alphabetically by default
    (``MapperFeature.SORT_PROPERTIES_ALPHABETICALLY``), so does an application that turns it on:
    the annotation keeps the order of the table either way."""
    if layer == "entity":
        names = [f.name for f in table.fields] + [r.name for r in table.relations]
    elif layer in ("dto", "request"):
        names = [f.name for f in table.request_fields]
    elif layer == "vo":
        names = [f.name for f in table.response_fields]
    elif layer == "response":
        names = [f.name for f in table.response_fields] + [r.name for r in table.relations]
    else:
        return None
    if len(names) < 2:
        return None
    # one name a line, each with its comma: a column added on one branch and a change of the class
    # (its comment) on another merge without conflict
    return f"@{JSON_PROPERTY_ORDER}({{\n" + "".join(f"    {java_literal(n)},\n" for n in names) + "})"


def class_annotations(layer: str, table: TableModel, project: ProjectModel) -> Iterator[str]:
    """What every category puts on its per-table classes: entities are serializable Lombok beans
    described for OpenAPI, DTOs and VOs too, controllers carry an OpenAPI tag."""
    if layer == "entity":
        yield from serializable_class(table)
        yield from lombok_class(project)
        base = table.entity_base
        if base is not None and project.lombok:
            # equals/hashCode and toString include the base class's when it defines them (else
            # Object's identity would make every two rows differ); said explicitly either way
            yield f"@lombok.EqualsAndHashCode(callSuper = {str(base.call_super).lower()})"
            if not wide(table.fields):  # a wide entity writes its own toString (javatext.wide)
                yield f"@lombok.ToString(callSuper = {str(base.to_string).lower()})"
        yield from project.api_doc("model", table.title)
    elif layer == "dto":
        yield from lombok_class(project)
        yield from project.api_doc("model", table.title + " (request)")
    elif layer == "vo":
        yield from lombok_class(project)
        yield from project.api_doc("model", table.title)
    elif layer == "controller":
        yield from project.api_doc("tag", table.title)
    order = json_order(layer, table)
    if order is not None:
        yield order


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
    ),
)
"""The project's own response wrapper and page type (``common.Result``, ``common.PageResult``),
shared by the categories that wrap their responses."""


def _common_class(template: str, name: str, key: str, **kw: Any) -> LayerSpec:
    return LayerSpec(
        "common",
        template,
        JAVA_FILE,
        "merge",
        package="common",
        class_name=name,
        per_table=False,
        common_key=key,
        key=f"common.{key}",
        **kw,
    )


def has_arrays(tables: Sequence[Table], dialect: str) -> bool:
    """A selected table has an array column (PostgreSQL)."""
    return any(c.array_dimensions for t in tables for c in t.columns)


def has_bit_booleans(tables: Sequence[Table], dialect: str) -> bool:
    """A selected PostgreSQL table has a ``bit(1)`` column (held as Boolean)."""
    return dialects.dialect(dialect).bit_as_text and any(
        c.data_type.lower() == "bit" and (c.precision == 1 or c.length == 1) and not c.array_dimensions
        for t in tables
        for c in t.columns
    )


ADVICE = "org.springframework.web.bind.annotation.RestControllerAdvice"
ORDER = "org.springframework.core.annotation.Order"
ORDERED = "org.springframework.core.Ordered"


def advice_scope(controllers: Sequence[ClassRef], typed: bool) -> Iterator[str]:
    """The exception handler answers the errors of genix's own controllers only, and before any
    other advice (``@Order``): a team's advice for every controller does not answer genix's 404,
    409 or 422 in another shape, and a team's controllers keep their own error answers.
    ``typed``: the handler's module sees the controllers' classes, and ``assignableTypes`` lists
    them (a team's controllers in the same package are not covered); else (the controllers in a
    module above the handler's, as RuoYi's ``ruoyi-admin`` over ``ruoyi-system``) ``basePackages``
    names their packages, which covers every class under them."""
    if typed:
        listed = ",\n".join(f"    {c.fqn}.class" for c in controllers)
        yield f"@{ADVICE}(assignableTypes = {{\n{listed}\n}})"
    else:
        packages = ", ".join(java_literal(p) for p in sorted({c.package for c in controllers}))
        yield f"@{ADVICE}(basePackages = {{ {packages} }})"
    yield f"@{ORDER}({ORDERED}.HIGHEST_PRECEDENCE)"


def on_request(_: Config) -> bool:
    """Off unless ``[layers.LAYER] enabled = true`` asks for it."""
    return False


def frontend_on(config: Config) -> bool:
    """The typed TypeScript client: with ``[frontend] enabled = true``."""
    return config.frontend.enabled


def pages_on(config: Config) -> bool:
    """The admin pages and their Vite project: with ``[frontend] enabled`` and ``pages``."""
    return config.frontend.enabled and config.frontend.pages


def _vite_file(layer: str, template: str, path: str) -> LayerSpec:
    """A file of the Vite project around the pages: written once when missing, then the team's."""
    stem = path.rsplit("/", 1)[-1].split(".", 1)[0]
    return LayerSpec(
        layer,
        "frontend/" + template,
        "{frontend_root}/" + path,
        "create-once",
        per_table=False,
        class_name=stem,
        when=pages_on,
    )


API_LAYERS = (
    _common_class("common/NotFoundException.java.jinja", "NotFoundException", "not_found"),
    _common_class("common/InvalidRequestException.java.jinja", "InvalidRequestException", "bad_request"),
    _common_class(
        "common/ApiExceptionHandler.java.jinja", "ApiExceptionHandler", "handler", controllers=advice_scope
    ),
    _common_class("common/RowChanges.java.jinja", "RowChanges", "row_changes"),
    _common_class(
        "common/SqlArrayTypeHandler.java.jinja", "SqlArrayTypeHandler", "array_handler", needs=has_arrays
    ),
    _common_class(
        "common/BitBooleanTypeHandler.java.jinja",
        "BitBooleanTypeHandler",
        "bit_handler",
        needs=has_bit_booleans,
    ),
    LayerSpec(
        "openapi",  # [layers.openapi] path: YAML for a name ending in OPENAPI_YAML
        "openapi.json.jinja",
        "openapi.json",
        "overwrite",
        per_table=False,
        class_name="openapi",
        when=on_request,
    ),
    LayerSpec(
        "ts_request",
        "frontend/request.ts.jinja",
        "{frontend_root}/src/api/request.ts",
        "merge",
        per_table=False,
        class_name="request",
        when=frontend_on,
    ),
    LayerSpec(
        "ts_api",
        "frontend/api.ts.jinja",
        "{frontend_root}/src/api/{class_name}.ts",
        "merge",
        when=frontend_on,
    ),
    LayerSpec(
        "vue_page",
        "frontend/page.vue.jinja",
        "{frontend_root}/src/views/{class_name}.vue",
        "merge",
        class_name="{class}Page",
        when=pages_on,
    ),
    LayerSpec(
        "vue_support",
        "frontend/pageSupport.ts.jinja",
        "{frontend_root}/src/views/pageSupport.ts",
        "merge",
        per_table=False,
        class_name="pageSupport",
        when=pages_on,
    ),
    LayerSpec(
        "vue_routes",
        "frontend/routes.ts.jinja",
        "{frontend_root}/src/router/routes.ts",
        "merge",
        per_table=False,
        class_name="routes",
        when=pages_on,
    ),
    _vite_file("vue_package", "package.json.jinja", "package.json"),
    _vite_file("vue_lock", "package-lock.json.jinja", "package-lock.json"),
    _vite_file("vue_vite", "vite.config.ts.jinja", "vite.config.ts"),
    _vite_file("vue_tsconfig", "tsconfig.json.jinja", "tsconfig.json"),
    _vite_file("vue_index", "index.html.jinja", "index.html"),
    _vite_file("vue_env", "env.d.ts.jinja", "src/env.d.ts"),
    _vite_file("vue_main", "main.ts.jinja", "src/main.ts"),
    _vite_file("vue_app", "App.vue.jinja", "src/App.vue"),
    _vite_file("vue_router", "router.ts.jinja", "src/router/index.ts"),
)
"""The project classes every category's REST API shares: the exceptions a missing row (404) and
a bad request (400) raise, the ``@RestControllerAdvice`` answering every error of genix's own
controllers in the category's one shape (400, 404, 409, 422, never a stack trace), the component that applies a JSON merge patch
and validates a row before it is stored (PUT, PATCH), and the MyBatis type handlers of PostgreSQL
arrays and ``bit(1)`` booleans (only when a column is one); and, on request (``[layers.openapi]
enabled = true``), ``openapi.json``: the document springdoc serves at ``/v3/api-docs``, as a file;
with ``[frontend] enabled = true`` the typed TypeScript client: ``request.ts`` and a module per
table (:mod:`dbjavagenix.resolve.frontend.tsclient`)."""

OPENAPI_YAML = (".yaml", ".yml")
"""The ``openapi`` layer's document is YAML when its ``path`` ends in one of these, else JSON."""


def crud_layers(*, xml: bool) -> tuple[LayerSpec, ...]:
    """The per-table layers every MyBatis-style category has: entity, mapper (+ its XML when
    ``xml``), service, service implementation, controller."""
    xml_layer = LayerSpec(
        "mapper_xml",
        "mapper.xml.jinja",
        "{resources_root}/mapper/{group_path}{class_name}.xml",
        "merge",
        class_name="{class}Mapper",
    )
    return (
        LayerSpec("entity", "entity.java.jinja", JAVA_FILE, "merge", package="entity"),
        LayerSpec(
            "mapper", "mapper.java.jinja", JAVA_FILE, "merge", package="mapper", class_name="{class}Mapper"
        ),
        *((xml_layer,) if xml else ()),
        LayerSpec(
            "service",
            "service.java.jinja",
            JAVA_FILE,
            "merge",
            package="service",
            class_name="{class}Service",
        ),
        LayerSpec(
            "service_impl",
            "service_impl.java.jinja",
            JAVA_FILE,
            "merge",
            package="service.impl",
            class_name="{class}ServiceImpl",
        ),
        LayerSpec(
            "controller",
            "controller.java.jinja",
            JAVA_FILE,
            "merge",
            package="controller",
            class_name="{class}Controller",
        ),
    )


def java_enums(config: Config) -> bool:
    """The enum support files are generated with ``[project] enums = "java"`` or
    ``comment_enums = "java"``, or when a rule or column section sets ``comment_enums = "java"``."""
    project = config.project
    if project.enums == "java" or project.comment_enums == "java":
        return True
    sections: list[ColumnTraits] = [*config.rules.values()]
    sections += [c for t in config.tables.overrides.values() for c in t.columns.values()]
    return any(s.comment_enums == "java" for s in sections)


ENUM_LAYERS = (
    LayerSpec(
        "common",
        "common/DbEnum.java.jinja",
        JAVA_FILE,
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
        JAVA_FILE,
        "merge",
        package="common",
        class_name="DbEnumTypeHandler",
        per_table=False,
        common_key=DB_ENUM_HANDLER,
        key="common.db_enum_handler",
        when=java_enums,
    ),
    LayerSpec(
        "common",
        "common/DbEnumConverter.java.jinja",
        JAVA_FILE,
        "merge",
        package="common",
        class_name="DbEnumConverter",
        per_table=False,
        common_key=DB_ENUM_CONVERTER,
        key="common.db_enum_converter",
        when=java_enums,
    ),
)
"""``common.DbEnum`` (what generated enums implement), ``common.DbEnumTypeHandler`` (MyBatis
reads and writes their database values) and ``common.DbEnumConverter`` (request parameters
bind by the database value), in every category."""
