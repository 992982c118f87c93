"""The lookups by unique key: which unique constraints and unique indexes of a table get a
``findByXxx`` / ``GET .../by-xxx`` and how they are named."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from dbjavagenix.introspect.catalog import Table
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import FieldModel, RouteModel, UniqueKeyModel

RESERVED = frozenset({"ByKey"})
"""Suffixes generated methods already use (``findByKey``): a unique key on a column named
``key`` would overload it."""


def unique_keys(
    table: Table,
    by_column: Mapping[str, FieldModel],
    route: Callable[[Sequence[FieldModel], str], RouteModel],
) -> tuple[UniqueKeyModel, ...]:
    """One lookup per distinct column set of the table's unique constraints and unique indexes
    (``route``: the route of a lookup by its fields and words, ``order-no``:
    :func:`~dbjavagenix.resolve.table.routes.unique_route`), in catalog order; left out: the primary
    key's columns, a set with a column that is not a field or cannot be compared (a LOB, a
    sensitive column), an expression index."""
    pk = frozenset(table.primary_key.columns) if table.primary_key else frozenset()
    sources = [(u.name or "", u.columns) for u in table.unique_constraints]
    sources += [(i.name, i.columns) for i in table.indexes if i.unique]
    seen: set[frozenset[str]] = {pk}
    out: list[UniqueKeyModel] = []
    for name, columns in sources:
        cols = frozenset(columns)
        if not columns or cols in seen:
            continue
        fields = tuple(by_column.get(c) for c in columns)
        if any(f is None or not f.filterable for f in fields):
            continue
        seen.add(cols)
        present = tuple(f for f in fields if f is not None)
        method = "By" + "And".join(f.cap_name for f in present)
        if method in RESERVED:
            continue
        r = route(present, "-and-".join("-".join(naming.words(f.name)).lower() for f in present))
        out.append(UniqueKeyModel(name=name, fields=present, method=method, path=r.path, route=r))
    return tuple(out)
