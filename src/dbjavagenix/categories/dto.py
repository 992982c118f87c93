"""The optional DTO/VO layer (``project.dto = true``), shared by ``Default``, ``MybatisPlus`` and
``MybatisPlus-Mixed``: per table a request DTO (the fields a client writes, with bean
validation), a response VO (every field) and a MapStruct converter between them and the entity.
Controllers then take DTOs and return VOs."""

from __future__ import annotations

from dbjavagenix.categories import common as c
from dbjavagenix.categories.spec import LayerInput, LayerSpec


def dto_fields_imports(inp: LayerInput, *, request: bool) -> set[str]:
    t = inp.table
    assert t is not None
    out = {"java.io.Serializable"}
    for f in t.request_fields if request else t.fields:
        out.update(f.type_imports)
        out.update(f.api_imports if request else (i for i in f.api_imports if ".validation." not in i))
    if inp.project.lombok:
        out.add("lombok.Data")
    else:
        out.add("java.util.Objects")
        if any(f.array for f in (t.request_fields if request else t.fields)):
            out.add("java.util.Arrays")
    if inp.project.openapi == "springdoc":
        out.add("io.swagger.v3.oas.annotations.media.Schema")
    elif inp.project.openapi == "swagger2":
        out.add("io.swagger.annotations.ApiModel")
    return out


def converter_imports(inp: LayerInput) -> set[str]:
    return c.union(
        c.classes(inp, "entity", "dto", "vo"),
        {"java.util.List", "org.mapstruct.Mapper", "org.mapstruct.ReportingPolicy"},
    )


def dto_controller_imports(inp: LayerInput) -> set[str]:
    """What a controller adds when it speaks DTO/VO."""
    if inp.table is None or "converter" not in inp.table.classes:
        return set()
    return c.classes(inp, "dto", "vo", "converter")


LAYERS = (
    LayerSpec(
        "dto",
        "dto.java.jinja",
        c.JAVA_FILE,
        "overwrite",
        package="dto",
        class_name="{class}DTO",
        imports=lambda inp: dto_fields_imports(inp, request=True),
        requires="dto",
    ),
    LayerSpec(
        "vo",
        "vo.java.jinja",
        c.JAVA_FILE,
        "overwrite",
        package="vo",
        class_name="{class}VO",
        imports=lambda inp: dto_fields_imports(inp, request=False),
        requires="dto",
    ),
    LayerSpec(
        "converter",
        "converter.java.jinja",
        c.JAVA_FILE,
        "overwrite",
        package="converter",
        class_name="{class}Converter",
        imports=converter_imports,
        requires="dto",
    ),
)
