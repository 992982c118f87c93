"""Enum columns as Java enums (``[project] enums = "java"``).

The documented treatment (docs/types.md, "Enums"):

* Each MySQL/MariaDB ``enum(...)`` column gets its own Java enum; the columns of a table that
  share a PostgreSQL enum type share one. The enum is declared inside the entity class
  (``Film.Rating``), so names never collide across tables.
* Its name is the PascalCase of the PostgreSQL type (``mpaa_rating`` → ``MpaaRating``) or of
  the column (``rating`` → ``Rating``); ``Enum`` is appended when that name would hide a class
  the entity uses (``String``, ``Date``, ``Schema`` ...) or equal the entity's own name.
* Constants are the values in upper snake case (``PG-13`` → ``PG_13``, ``Deleted Scenes`` →
  ``DELETED_SCENES``); non-ASCII letters are kept (``男`` → ``男``), a leading digit gets ``_``
  (``1`` → ``_1``), a value without letters or digits becomes ``VALUE_<n>``, and a clash gets
  ``_2``, ``_3`` ... Each constant keeps its database value (``getValue()``, JSON as that
  value); the project's ``DbEnumTypeHandler`` reads and writes that value.
* MySQL ``set`` columns (several values at once) stay ``String``; a ``java_type`` override or
  a ``[types]`` entry wins over the enum.
"""

from __future__ import annotations

from collections.abc import Mapping

from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve import naming
from dbjavagenix.resolve.model import ClassRef, EnumConstant, EnumModel
from dbjavagenix.resolve.types import JAVA_LANG, KNOWN_CLASSES

DB_ENUM = "db_enum"
"""``project.common`` key of the ``DbEnum`` interface every generated enum implements."""
DB_ENUM_HANDLER = "db_enum_handler"
"""``project.common`` key of the MyBatis ``DbEnumTypeHandler``."""

HIDDEN_NAMES = frozenset(
    {
        *JAVA_LANG,
        *KNOWN_CLASSES,
        "Serializable",
        "Override",
        "Objects",
        "Arrays",
        "Data",
        "Schema",
        "ApiModel",
        "ApiModelProperty",
        "NotNull",
        "Size",
        "JsonValue",
        "DbEnum",
        "TableName",
        "TableId",
        "TableField",
        "TableLogic",
        "Version",
        "IdType",
        "FieldFill",
        "Getter",
        "Setter",
        "Builder",
        "Accessors",
        "EqualsAndHashCode",
        "ToString",
    }
)
"""Simple names a nested enum must not take: it would hide a class the entity file uses."""


def is_enum_column(column: Column) -> bool:
    """A column that becomes a Java enum (not ``set``, not an array)."""
    return column.data_type.lower() == "enum" and bool(column.enum_values) and not column.array_dimensions


def constant_names(values: tuple[str, ...]) -> tuple[str, ...]:
    """Java constant names for enum values (see the module doc)."""
    out: list[str] = []
    seen: set[str] = set()
    for i, value in enumerate(values, 1):
        ws = naming.words(value)
        name = "_".join(w.upper() for w in ws) if ws else f"VALUE_{i}"
        name = naming.safe_identifier(name)
        base, n = name, 2
        while name in seen:
            name, n = f"{base}_{n}", n + 1
        seen.add(name)
        out.append(name)
    return tuple(out)


def _stem(column: Column) -> str:
    if column.user_type:
        bare = column.user_type.rsplit(".", 1)[-1].strip('"')
        stem = naming.pascal_case(bare)
        if stem:
            return naming.safe_identifier(stem)
    return naming.safe_identifier(naming.pascal_case(column.name)) or "Values"


def table_enums(
    columns: tuple[Column, ...], entity: str, common: Mapping[str, ClassRef]
) -> dict[str, EnumModel]:
    """The Java enum of each enum column (by column name), for an entity class ``entity``."""
    iface = common.get(DB_ENUM)
    by_key: dict[str, EnumModel] = {}
    of_column: dict[str, str] = {}
    taken: set[str] = {entity}
    for col in columns:
        if not is_enum_column(col):
            continue
        key = col.user_type or f"column:{col.name}"
        if key in by_key:
            e = by_key[key]
            by_key[key] = EnumModel(
                e.name, e.java_type, e.db_type, (*e.columns, col.name), e.constants, e.implements
            )
            of_column[col.name] = key
            continue
        name = _stem(col)
        if name in HIDDEN_NAMES or name in taken:
            name += "Enum"
        base, n = name, 2
        while name in taken:
            name, n = f"{base}{n}", n + 1
        taken.add(name)
        constants = tuple(
            EnumConstant(c, v) for c, v in zip(constant_names(col.enum_values), col.enum_values, strict=True)
        )
        by_key[key] = EnumModel(
            name=name,
            java_type=f"{entity}.{name}",
            db_type=col.user_type or col.type,
            columns=(col.name,),
            constants=constants,
            implements=(iface.fqn,) if iface else (),
        )
        of_column[col.name] = key
    return {column: by_key[key] for column, key in of_column.items()}
