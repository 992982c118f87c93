"""One column's :class:`FieldModel` composed of its typed parts: the names (:class:`FieldNames`,
checked against the table's other fields), the Java type (:mod:`javatype`), the SQL side
(:mod:`fieldsql`), the comment's codes (:mod:`fieldcodes`), the traits and validation
(:mod:`fieldtraits`)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.javatext import java_literal
from dbjavagenix.resolve.columns import naming, sqlnames
from dbjavagenix.resolve.columns.fieldcodes import FieldCodes
from dbjavagenix.resolve.columns.fieldsql import FieldSql
from dbjavagenix.resolve.columns.fieldtraits import FieldTraits, FieldValidation
from dbjavagenix.resolve.context.model import FieldModel
from dbjavagenix.resolve.stage.leftout import derived_field_name

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


def column_names(
    table: Table,
    column: str,
    cc: ColumnConfig | None,
    ckey: KeyPath,
    *,
    key_column: bool,
    persistence: str,
    lombok: bool,
    clashing: Collection[str],
    taken: dict[str, str],
    getters: dict[str, str],
) -> FieldNames | list[Diagnostic]:
    """The names of a column's field (its ``java_name``, else derived), recorded in ``taken`` and
    ``getters`` (name or getter → column); the problems of a name that cannot be Java or is
    taken, none of a column left out with a warning (``column_warnings``): a name SQL text cannot
    carry, or one clashing with a field the class has already."""
    problem = sqlnames.name_problem(column, persistence)
    if problem is not None:
        if not key_column:
            return []
        return [
            Diagnostic(
                f"column name {column!r} of table {table.name!r} {problem}",
                Location(key=(*ckey, "ignore")),
                "rename the column: a key column cannot be left out",
            )
        ]
    if cc is not None and cc.java_name:
        name = cc.java_name
        problem = naming.field_name_problem(name, lombok)
        if problem is not None:
            return [Diagnostic(f"{name!r} {problem}", Location(key=(*ckey, "java_name")))]
    else:
        if column in clashing:
            return []
        name = derived_field_name(table, column)
    if name in taken:
        return [
            Diagnostic(
                f"columns {taken[name]!r} and {column!r} of table {table.name!r} both become field {name!r}",
                Location(key=(*ckey, "java_name")),
                "give one of them a java_name",
            )
        ]
    names = field_names(name, lombok)
    if names.getter in getters:
        return [
            Diagnostic(
                f"columns {getters[names.getter]!r} and {column!r} of table {table.name!r} would both "
                f"have the getter {names.getter}()",
                Location(key=(*ckey, "java_name")),
                "give one of them a java_name",
            )
        ]
    taken[name] = getters[names.getter] = column
    return names


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
