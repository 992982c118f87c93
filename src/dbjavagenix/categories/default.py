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
from typing import TYPE_CHECKING

from dbjavagenix.categories import common as c
from dbjavagenix.categories import dto, queries
from dbjavagenix.categories.spec import CategorySpec

if TYPE_CHECKING:
    from dbjavagenix.resolve.context.model import FieldModel, ProjectModel, TableModel


def field_annotations(field: FieldModel, table: TableModel, project: ProjectModel) -> Iterator[str]:
    yield from c.openapi_field(field, project)
    yield from c.validation_annotations(field, table, project)
    yield from c.json_format(field, project)
    yield from c.filter_format(field)
    yield from c.json_access(field, project)


LAYERS = (
    *c.crud_layers(xml=True),
    *dto.LAYERS,
    *c.RESULT_LAYERS,
    *c.API_LAYERS,
    *queries.LAYERS,
    *c.ENUM_LAYERS,
)

CATEGORY = CategorySpec(
    name="Default",
    template_dirs=("Default", "_shared"),
    layers=LAYERS,
    description="MyBatis with XML mappers",
    field_annotations=field_annotations,
    class_annotations=c.class_annotations,
)
