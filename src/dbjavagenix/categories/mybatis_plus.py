"""``MybatisPlus`` and ``MybatisPlus-Mixed``: MyBatis-Plus 3.5.x.

Per table: entity (``@TableName``; ``@TableId`` with ``IdType.AUTO`` for a database-filled key,
``IdType.INPUT`` for an assigned one, none for composite or missing keys; ``@TableField`` where
the column is not the camel-case form of the field or must be quoted; ``@TableLogic``,
``@Version`` and fill annotations from column roles), ``@Mapper`` over ``BaseMapper<T>``, a
service over ``IService<T>`` / ``ServiceImpl`` (get/search/create/update/delete by key, also for
composite keys through query wrappers), and a REST controller answering in the project's own
``Result`` / ``PageResult`` (MyBatis-Plus 3.5 removed its ``R`` and ``ApiController``). Per
project: ``config.MybatisPlusConfig`` (pagination interceptor for the connection's dialect,
optimistic locking) and ``config.AuditFillHandler`` (fills time-typed fill columns).

``MybatisPlus-Mixed`` adds a mapper XML per writable table for what MyBatis-Plus does not write:
a ``resultMap``, a multi-row ``insertBatch`` and a dialect-correct ``upsert`` (``ON DUPLICATE
KEY UPDATE`` on MySQL/MariaDB, ``ON CONFLICT ... DO UPDATE`` on PostgreSQL and SQLite), with
matching mapper, service and controller methods (``POST .../batch``, ``PUT`` on the collection).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from dbjavagenix.categories import common as c
from dbjavagenix.categories import dto, queries
from dbjavagenix.categories.spec import CategorySpec, LayerSpec
from dbjavagenix.javatext import java_literal

if TYPE_CHECKING:
    from dbjavagenix.resolve.context.model import FieldModel, ProjectModel, TableModel

MP = "com.baomidou.mybatisplus"
FILL = {"fill-on-insert": "INSERT", "fill-on-update": "UPDATE", "fill-on-insert-update": "INSERT_UPDATE"}


def derived_column(field_name: str) -> str:
    """The column MyBatis-Plus derives from a field with ``map-underscore-to-camel-case``
    (``StringUtils.camelToUnderline``): ``filmId`` → ``film_id``."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", field_name).lower()


def needs_column_name(field: FieldModel) -> bool:
    """The field must name its column: it is not the derived one, or it must be quoted."""
    return field.sql != derived_column(field.name)


def field_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[str]:
    yield from c.openapi_field(field, project)
    yield from c.validation_annotations(field, table, project)
    yield from c.json_format(field, project)
    yield from c.filter_format(field)
    yield from c.json_access(field, project)
    yield from orm_annotations(field, table)


def takes_for_key(field: FieldModel, table: TableModel) -> bool:
    """MyBatis-Plus takes a field named ``id`` (any case) for the key of an entity without
    ``@TableId`` (``TableInfoHelper``) and fills it with an invented number on insert
    (``IdType.ASSIGN_ID``): on a table without a single key, such a field gets a ``@TableId`` that
    says how the database fills it, so an insert stores what was sent (or the default)."""
    return table.key.kind != "single" and field.name.lower() == "id"


def orm_annotations(field: FieldModel, table: TableModel) -> Iterator[str]:
    """``@TableId``, ``@TableField``, ``@TableLogic`` and ``@Version`` from the resolved field:
    which columns an insert and an update write (``insertable``/``updatable``: NEVER strategies
    for the others), the column name where MyBatis-Plus would derive another, the fill of a
    role, the type handler that reads and writes the value."""
    ann = f"{MP}.annotation."
    column = java_literal(field.sql)
    if table.key.kind == "single" and field.primary_key:
        kind = "AUTO" if table.key.generated else "INPUT"
        yield f"@{ann}TableId(value = {column}, type = {ann}IdType.{kind})"
        return
    if takes_for_key(field, table):
        # AUTO writes the value only when set (the database fills it otherwise); INPUT always
        kind = "AUTO" if field.autoincrement or field.has_default else "INPUT"
        yield f"@{ann}TableId(value = {column}, type = {ann}IdType.{kind})"
        return
    args = []
    if needs_column_name(field):
        args.append(f"value = {column}")
    fill = FILL.get(field.role or "")
    if fill:
        args.append(f"fill = {ann}FieldFill.{fill}")
    # the logic-delete column: @TableLogic governs it (inserts write the entity's not-deleted value)
    logic = field.role == "logic-delete"
    if not field.insertable and not logic:
        args.append(f"insertStrategy = {ann}FieldStrategy.NEVER")
    if not field.updatable and not logic:
        args.append(f"updateStrategy = {ann}FieldStrategy.NEVER")
    if field.type_handler:
        args.append(f"typeHandler = {field.type_handler}.class")
    if field.sensitive:
        args.append("select = false")  # never read back
    if args:
        yield f"@{ann}TableField(" + ", ".join(args) + ")"
    ld = table.logic_delete
    if ld is not None and ld.column == field.column:
        yield f"@{ann}TableLogic(value = {java_literal(ld.value)}, delval = {java_literal(ld.delval)})"
    elif field.role == "logic-delete":
        yield f"@{ann}TableLogic"
    elif field.role == "version":
        yield f"@{ann}Version"


def class_annotations(layer: str, table: TableModel, project: ProjectModel) -> Iterator[str]:
    yield from c.class_annotations(layer, table, project)
    if layer == "entity":
        if needs_result_map(table):
            check_result_map_columns(table)
            yield f"@{MP}.annotation.TableName(value = {java_literal(table.sql)}, autoResultMap = true)"
        else:
            yield f"@{MP}.annotation.TableName({java_literal(table.sql)})"


def needs_result_map(table: TableModel) -> bool:
    """MyBatis-Plus selects ``column AS field``, and with ``map-underscore-to-camel-case`` (its
    default, and genix's application.yml) MyBatis drops the underscores of that label before
    looking the property up: a field named ``class_`` or ``in_`` would read as null. And a
    field's ``typeHandler`` is only used to read when the table has a result map. Such tables
    get ``autoResultMap``, which maps each column to its field by name (with its handler)."""
    return any("_" in f.name or (f.type_handler and not f.primary_key) for f in table.fields)


def result_map_column(sql: str) -> str:
    """The label MyBatis-Plus's automatic result map expects for a ``@TableField`` value
    (``StringUtils.getTargetColumn``: a quoted name loses its first and last character)."""
    return sql if re.fullmatch(r"[A-Za-z0-9_]\S*", sql) else sql[1:-1]


def check_result_map_columns(table: TableModel) -> None:
    from dbjavagenix.errors import Location, NamingError

    for f in table.fields:
        if result_map_column(f.sql) != f.column:
            underscored = next((g.name for g in table.fields if "_" in g.name), None)
            if underscored is None:
                handled = next(g.name for g in table.fields if g.type_handler)
                why, hint = (
                    f"its field {handled!r} (read with a type handler)",
                    "rename the column, ",
                )
            else:
                why, hint = (
                    f"its field {underscored!r} (a field with `_`)",
                    f"give the fields with `_` a java_name without it (`{underscored.replace('_', '')}Value`), ",
                )
            raise NamingError(
                f"column {f.column!r} of table {table.name!r} cannot be read by MyBatis-Plus's automatic "
                f"result map, which this table needs for {why}",
                location=Location(key=("tables", table.name, "columns", f.column)),
                hint=hint
                + f'or leave the column out: [tables.{table.name}.columns."{f.column}"] ignore = true',
            )


def project_layers() -> tuple[LayerSpec, ...]:
    return (
        *c.RESULT_LAYERS,
        *c.API_LAYERS,
        *queries.LAYERS,
        *c.ENUM_LAYERS,
        LayerSpec(
            "common",
            "config/MybatisPlusConfig.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="config",
            class_name="MybatisPlusConfig",
            per_table=False,
            common_key="mp_config",
            key="common.mp_config",
        ),
        LayerSpec(
            "common",
            "config/AuditFillHandler.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="config",
            class_name="AuditFillHandler",
            per_table=False,
            common_key="fill_handler",
            key="common.fill_handler",
        ),
    )


def table_layers(*, xml: bool) -> tuple[LayerSpec, ...]:
    return c.crud_layers(xml=xml)


SUPERTYPES = {
    "mapper": ("com.baomidou.mybatisplus.core.mapper.BaseMapper", ("entity",)),
    "service": ("com.baomidou.mybatisplus.extension.service.IService", ("entity",)),
    "service_impl": ("com.baomidou.mybatisplus.extension.service.impl.ServiceImpl", ("mapper", "entity")),
}
"""MyBatis-Plus' classes its mappers, services and service implementations extend."""

NAME = "MybatisPlus"
MIXED_NAME = "MybatisPlus-Mixed"

CATEGORY = CategorySpec(
    name=NAME,
    template_dirs=("MybatisPlus", "Default", "_shared"),
    layers=(*table_layers(xml=False), *dto.LAYERS, *project_layers()),
    description="MyBatis-Plus 3.5: BaseMapper, IService, no XML",
    field_annotations=field_annotations,
    class_annotations=class_annotations,
    persistence="mybatis-plus",
    supertypes=SUPERTYPES,
)


def mixed_endpoints(table: TableModel) -> Iterator[tuple[str, str, str]]:
    """What ``MybatisPlus-Mixed/controller.extra.jinja`` maps: batch insert and upsert."""
    if not table.read_only and table.routes is not None:
        yield (table.routes.batch.verb, table.routes.batch.path, "batch create")
        if table.key.kind != "none":
            yield (table.routes.save.verb, table.routes.save.path, "upsert")


MIXED = CategorySpec(
    name=MIXED_NAME,
    template_dirs=("MybatisPlus-Mixed", "MybatisPlus", "Default", "_shared"),
    layers=(*table_layers(xml=True), *dto.LAYERS, *project_layers()),
    description="MyBatis-Plus plus mapper XML for batch insert, upsert and a resultMap",
    field_annotations=field_annotations,
    class_annotations=class_annotations,
    extra_endpoints=mixed_endpoints,
    persistence="mybatis-plus",
    supertypes=SUPERTYPES,
)
