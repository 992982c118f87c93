"""The codes a column's comment documents (:class:`FieldCodes`: ``0=normal,1=disabled``) and
what they become: entity constants, or a coded Java enum the field is then typed as."""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.categories.common import DB_ENUM_HANDLER
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve.columns.comment_enums import parse_comment_enum
from dbjavagenix.resolve.columns.enums import (
    MP_ENUM_VALUE,
    code_type,
    coded_constants,
    coded_enum,
    entity_constant_prefix,
    value_list,
)
from dbjavagenix.resolve.columns.javatype import FieldType, enum_type, write_cast
from dbjavagenix.resolve.context.model import ClassRef, EnumConstant, EnumModel, EnumValue, ProjectModel


@dataclass(frozen=True, slots=True)
class FieldCodes:
    """The :class:`FieldModel` fields ``documented_values`` and ``value_constants``, the enum the
    codes became and the field's type after them."""

    type: FieldType
    documented_values: tuple[EnumValue, ...] = ()
    value_constants: tuple[EnumConstant, ...] = ()
    enum: EnumModel | None = None
    """A coded Java enum nested in the entity (``comment_enums = "java"``): :attr:`type` is it."""


def field_codes(
    col: Column,
    comment: str,
    ftype: FieldType,
    *,
    plain: bool,
    mode: str,
    overridden: bool,
    table: str,
    dialect: str,
    persistence: str,
    entity: str,
    entity_ref: ClassRef | None,
    enum_names: set[str],
    project: ProjectModel,
    where: KeyPath,
) -> FieldCodes | Diagnostic:
    """The codes of a column's comment under ``comment_enums`` ``mode``; ``plain``: a column
    whose codes stay documentation (a key, a role, a database enum); ``overridden``: its Java
    type is configured. A coded enum's name is added to ``enum_names``."""
    documented = parse_comment_enum(comment)
    values = () if plain else value_list(col, documented)
    code_java = code_type(ftype.java_type, values) if values and mode != "doc" else None
    if code_java is None or overridden:
        return FieldCodes(ftype, documented)
    if mode == "constants":
        return FieldCodes(
            ftype, documented, coded_constants(values, code_java, entity_constant_prefix(col.name))
        )
    if DB_ENUM_HANDLER not in project.common:
        return Diagnostic(
            f"column {col.name!r} of table {table!r} would become a Java enum, and the "
            "common layer with DbEnumTypeHandler is off",
            Location(key=where),
            'set [project] comment_enums = "java" (it turns the enum support files on), '
            'or comment_enums = "doc" / "constants" for this column',
        )
    mp = persistence == "mybatis-plus"
    coded = coded_enum(
        col, values, code_java, entity, enum_names, project.common, (f"@{MP_ENUM_VALUE}",) if mp else ()
    )
    # a coded enum binds in MyBatis-Plus's wrappers (@EnumValue)
    typed = enum_type(coded, entity_ref, ftype.jdbc_type, project, write_cast(col, dialect, code_java), mp)
    return FieldCodes(typed, documented, enum=coded)
