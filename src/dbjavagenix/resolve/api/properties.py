"""The JSON property of each column genix's controllers write, for the exception handler.

A database that refuses a missing value names a column (``Column 'USER_NAME' cannot be null``);
the 422 answer names the field the client sends (``userName``). The handler derives a property
with a rule of its own (:func:`handler_rule`, in Java) and looks up the columns that rule gets
wrong in a table genix writes here (:func:`merged_properties`): the names stay decided in
Python, and the table stays small (a snake_case or all-capitals schema lists nothing).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.property_model import ColumnPropertyModel
from dbjavagenix.resolve.stage.leftout import derived_field_name


def handler_rule(column: str) -> str | None:
    """The property ``ApiExceptionHandler.property`` derives from a column it finds in no table:
    the words between ``_``, a word in capitals lower-cased, joined in camelCase (``created_at``
    and ``CREATED_AT`` are ``createdAt``). None for a name not in ASCII, where Java's case
    mapping and Python's may differ: such a column is always listed."""
    if not column.isascii():
        return None
    out: list[str] = []
    for word in column.split("_"):
        if not word:
            continue
        if word.upper() == word:
            word = word.lower()
        out.append((word[0].upper() if out else word[0].lower()) + word[1:])
    return "".join(out) or column


def table_properties(table: Table, columns: Mapping[str, ColumnConfig]) -> tuple[tuple[str, str], ...]:
    """(column, JSON property) of each column of ``table`` its controllers write (an ignored
    column is not written); ``columns``: the effective settings of the columns that have any."""
    out: list[tuple[str, str]] = []
    for col in table.columns:
        cc = columns.get(col.name)
        if cc is not None and cc.ignore:
            continue
        if cc is not None and cc.java_name:
            name = cc.java_name
        else:
            name = naming.field_name(col.name) or derived_field_name(table, col.name)
        out.append((col.name, name))
    return tuple(out)


def merged_properties(
    tables: Iterable[tuple[tuple[str, ...], tuple[tuple[str, str], ...]]],
) -> tuple[ColumnPropertyModel, ...]:
    """The columns of the ``tables`` (their controllers' fully qualified names and
    :func:`table_properties`) whose property :func:`handler_rule` does not derive, sorted. A
    column name whose property every table agrees on is listed once; where tables differ, each
    table's is listed under its controller."""
    seen: dict[str, dict[str, str]] = {}  # column -> controller -> property
    for controllers, properties in tables:
        for column, name in properties:
            named = seen.setdefault(column, {})
            for controller in controllers:
                named[controller] = name
    out: list[ColumnPropertyModel] = []
    for column, by_controller in seen.items():
        rule = handler_rule(column)
        names = set(by_controller.values())
        if len(names) == 1:
            (name,) = names
            if name != rule:
                out.append(ColumnPropertyModel(column, name))
            continue
        out.extend(
            ColumnPropertyModel(column, name, controller)
            for controller, name in by_controller.items()
            if name != rule
        )
    return tuple(sorted(out, key=lambda p: (p.column, p.controller)))
