"""The optional DTO/VO layer (``project.dto = true``), shared by ``Default``, ``MybatisPlus`` and
``MybatisPlus-Mixed``: per table a request DTO (the fields a client writes, with bean
validation), a response VO (every field) and a MapStruct converter between them and the entity.
Controllers then take DTOs and return VOs."""

from __future__ import annotations

from dbjavagenix.categories import common as c
from dbjavagenix.categories.spec import LayerSpec

LAYERS = (
    LayerSpec(
        "dto",
        "dto.java.jinja",
        c.JAVA_FILE,
        "merge",
        package="dto",
        class_name="{class}DTO",
        requires="dto",
    ),
    LayerSpec(
        "vo",
        "vo.java.jinja",
        c.JAVA_FILE,
        "merge",
        package="vo",
        class_name="{class}VO",
        requires="dto",
    ),
    LayerSpec(
        "converter",
        "converter.java.jinja",
        c.JAVA_FILE,
        "merge",
        package="converter",
        class_name="{class}Converter",
        requires="dto",
    ),
)
