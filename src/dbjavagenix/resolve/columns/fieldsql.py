"""The SQL side of one column (:class:`FieldSql`): how statements name it, which of them write
it, what an insert leaves to the database."""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve.columns import sqlnames
from dbjavagenix.resolve.table.dialect import dialect_model, insert_default


@dataclass(frozen=True, slots=True)
class FieldSql:
    """The :class:`FieldModel` fields of the same names, and ``read_back``."""

    sql: str
    result_column: str
    db_type: str
    nullable: bool
    autoincrement: bool
    generated: bool
    insertable: bool
    updatable: bool
    has_default: bool
    defaulted: bool
    insert_default: str
    read_back: bool
    """A key part the database fills and reports back after an insert (MyBatis ``keyColumn``)."""
    length: int | None
    precision: int | None
    scale: int | None
    enum_values: tuple[str, ...]
    check_values: tuple[str, ...]


def field_sql(col: Column, *, dialect: str, dollar: bool, is_pk: bool, read_only: bool) -> FieldSql:
    """The SQL side of a column (``dollar``: ``${`` of names escaped, see :mod:`sqlnames`)."""
    generated = col.generated is not None
    defaulted, fill = insert_default(col, dialect)
    return FieldSql(
        sql=sqlnames.mybatis_text(sqlnames.quote(col.name, dialect), dollar=dollar),
        result_column=sqlnames.attribute_text(col.name),
        db_type=col.type,
        nullable=col.nullable,
        autoincrement=col.autoincrement,
        generated=generated,
        insertable=not read_only and not generated and not col.autoincrement,
        # a column the database sets on every update (MySQL ON UPDATE) is left to the database
        updatable=not read_only
        and not generated
        and not is_pk
        and not col.autoincrement
        and col.on_update is None,
        has_default=col.default is not None,
        defaulted=defaulted,
        insert_default=sqlnames.mybatis_text(fill, dollar=dollar),
        read_back=is_pk
        and (col.autoincrement or (col.default is not None and dialect_model(dialect).key_defaults_returned)),
        length=col.length,
        precision=col.precision,
        scale=col.scale,
        enum_values=col.enum_values,
        check_values=col.check_values,
    )
