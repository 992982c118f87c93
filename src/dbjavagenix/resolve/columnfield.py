"""One column's :class:`FieldModel` composed of its typed parts: the names (:class:`FieldNames`),
the Java type (:mod:`javatype`), the SQL side (:mod:`fieldsql`), the comment's codes
(:mod:`fieldcodes`), the traits and validation (:mod:`fieldtraits`)."""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.javatext import java_literal
from dbjavagenix.resolve import naming
from dbjavagenix.resolve.fieldcodes import FieldCodes
from dbjavagenix.resolve.fieldsql import FieldSql
from dbjavagenix.resolve.fieldtraits import FieldTraits, FieldValidation
from dbjavagenix.resolve.model import FieldModel

JSON_PROPERTY = "com.fasterxml.jackson.annotation.JsonProperty"


@dataclass(frozen=True, slots=True)
class FieldNames:
    """The Java names of a field (the :class:`FieldModel` fields of the same names)."""

    name: str
    cap_name: str
    getter: str
    setter: str
    accessor_annotations: tuple[str, ...]


def field_names(name: str, lombok: bool) -> FieldNames:
    """The names of field ``name`` (Lombok's accessor rule when ``lombok``)."""
    return FieldNames(
        name,
        naming.capitalize(name),
        naming.getter(name, lombok),
        naming.setter(name, lombok),
        (f"@{JSON_PROPERTY}({java_literal(name)})",) if naming.json_name_ambiguous(name) else (),
    )


def field_model(
    column: str,
    comment: str,
    names: FieldNames,
    sql: FieldSql,
    codes: FieldCodes,
    traits: FieldTraits,
    validation: FieldValidation,
    *,
    primary_key: bool,
    persistence: str,
) -> FieldModel:
    """The field of a column, before the annotations the category decides."""
    jt = codes.type
    return FieldModel(
        column=column,
        sql=sql.sql,
        result_column=sql.result_column,
        name=names.name,
        cap_name=names.cap_name,
        getter=names.getter,
        setter=names.setter,
        java_type=jt.java_type,
        jdbc_type=jt.jdbc_type,
        db_type=sql.db_type,
        comment=comment,
        nullable=sql.nullable,
        primary_key=primary_key,
        autoincrement=sql.autoincrement,
        generated=sql.generated,
        insertable=sql.insertable,
        updatable=sql.updatable,
        filterable=jt.filterable(persistence) and not traits.sensitive,
        has_default=sql.has_default,
        defaulted=sql.defaulted,
        insert_default=sql.insert_default,
        accessor_annotations=names.accessor_annotations,
        length=sql.length,
        precision=sql.precision,
        scale=sql.scale,
        role=traits.role,
        enum_values=sql.enum_values,
        documented_values=codes.documented_values,
        check_values=sql.check_values,
        value_constants=codes.value_constants,
        type_imports=jt.type_imports,
        param_annotations=jt.param_annotations,
        write_cast=jt.write_cast,
        type_handler=jt.type_handler,
        param_type_handler=jt.param_type_handler,
        sensitive=traits.sensitive,
        validation=validation.validation,
        traits=traits.traits,
        required=validation.required,
    )
