"""The list query layers every category has (``[project] list_queries``): per table the query
object, its mapper (annotated SQL: the same in every category), its service (each answer one
read-only transaction) and its controller; per project
``common.QuerySupport`` (like escaping, the sort allow-list check, page limits); and
``common.ConflictException``, what the services' check of the unique keys throws (409)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dbjavagenix.categories.common import JAVA_FILE
from dbjavagenix.categories.spec import LayerSpec

if TYPE_CHECKING:
    from dbjavagenix.config.model import Config


def list_queries(config: Config) -> bool:
    """The list query files are generated with ``[project] list_queries = true`` (the default)."""
    return config.project.list_queries


LAYERS = (
    LayerSpec(
        "list_query",
        "list_query.java.jinja",
        JAVA_FILE,
        "merge",
        package="query",
        class_name="{class}Criteria",
        when=list_queries,
        follows="controller",
    ),
    LayerSpec(
        "list_query_mapper",
        "list_query_mapper.java.jinja",
        JAVA_FILE,
        "merge",
        package="mapper",
        class_name="{class}QueryMapper",
        when=list_queries,
        follows="mapper",
    ),
    LayerSpec(
        "list_query_service",
        "list_query_service.java.jinja",
        JAVA_FILE,
        "merge",
        package="service",
        class_name="{class}QueryService",
        when=list_queries,
        follows="service",
    ),
    LayerSpec(
        "list_query_controller",
        "list_query_controller.java.jinja",
        JAVA_FILE,
        "merge",
        package="controller",
        class_name="{class}QueryController",
        when=list_queries,
        follows="controller",
    ),
    LayerSpec(
        "common",
        "common/QuerySupport.java.jinja",
        JAVA_FILE,
        "merge",
        package="common",
        class_name="QuerySupport",
        per_table=False,
        common_key="query_support",
        key="common.query_support",
        when=list_queries,
    ),
    LayerSpec(
        "common",
        "common/ConflictException.java.jinja",
        JAVA_FILE,
        "merge",
        package="common",
        class_name="ConflictException",
        per_table=False,
        common_key="conflict",
        key="common.conflict",
    ),
)
"""The list query files, and the exception of a write that would duplicate a unique key (409,
raised by the services' unique-key check)."""
