"""``sb35-java21``: Spring Boot 3.5 on Java 21 (or Boot 4, Java 25), MyBatis-Plus without XML.

Per table: the MyBatis-Plus entity, mapper, service and service implementation (as in
``MybatisPlus``), a request record (the fields a client writes, with bean validation and
OpenAPI descriptions, ``toEntity()``), a response record (every field, ``of(entity)``) and a
controller that speaks records and reports errors as RFC 9457 ``ProblemDetail``. Per project:
``common.PageResponse`` (record), ``common.NotFoundException``, ``common.ApiExceptionHandler``
(``@RestControllerAdvice``: validation 400, not found 404, constraint violations 409, all as
``ProblemDetail``), and the MyBatis-Plus configuration and fill handler.

Spring Boot 2 and Java below 21 are refused before anything is written. Without ``spring_boot``
and ``java`` the category means what its name says: Boot 3 (3.5), Java 21. On Boot 4 the same
templates apply: records, pattern matching and ``ProblemDetail`` are unchanged there, and the
Boot 4 differences (MyBatis-Plus's Boot 4 starter, springdoc 3, Jackson 3) live in the build, not
in the generated code, so no fifth category is needed.
"""

from __future__ import annotations

from dbjavagenix.categories import common as c
from dbjavagenix.categories import mybatis_plus as mp
from dbjavagenix.categories import queries
from dbjavagenix.categories.spec import CategorySpec, LayerSpec
from dbjavagenix.compat import Support


def _table_layers() -> tuple[LayerSpec, ...]:
    base = {la.layer: la for la in mp.table_layers(xml=False)}
    return (
        base["entity"],
        base["mapper"],
        base["service"],
        base["service_impl"],
        LayerSpec(
            "request",
            "request.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="dto",
            class_name="{class}Request",
        ),
        LayerSpec(
            "response",
            "response.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="dto",
            class_name="{class}Response",
        ),
        LayerSpec(
            "controller",
            "controller.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="controller",
            class_name="{class}Controller",
        ),
    )


def _project_layers() -> tuple[LayerSpec, ...]:
    mp_project = {la.id: la for la in mp.project_layers()}
    return (
        LayerSpec(
            "common",
            "common/PageResponse.java.jinja",
            c.JAVA_FILE,
            "merge",
            package="common",
            class_name="PageResponse",
            per_table=False,
            common_key="page",
            key="common.page",
        ),
        *c.API_LAYERS,
        *queries.LAYERS,
        *c.ENUM_LAYERS,
        mp_project["common.mp_config"],
        mp_project["common.fill_handler"],
    )


CATEGORY = CategorySpec(
    name="sb35-java21",
    template_dirs=("sb35-java21", "MybatisPlus", "Default", "_shared"),
    layers=(*_table_layers(), *_project_layers()),
    description="Spring Boot 3.5 or 4, Java 21+: MyBatis-Plus, records, ProblemDetail, springdoc",
    support=Support(boot=(3, 4), min_java=21, default_boot=3, default_java=21),
    field_annotations=mp.field_annotations,
    class_annotations=mp.class_annotations,
    persistence="mybatis-plus",
    errors="problem-detail",
    supertypes=mp.SUPERTYPES,
    record_components=254,
    page_count=False,
)
