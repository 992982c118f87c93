"""The columns that identify a row of a table (its primary key, or the ``[tables.T] key`` of a
table without one) and the warnings of a configured key."""

from __future__ import annotations

from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Table


def key_columns(table: Table, override: TableConfig | None) -> tuple[tuple[str, ...], list[Diagnostic]]:
    """The columns that identify a row: the primary key, or the ``[tables.T] key`` columns of a
    table without one (a table that has a primary key keeps it: naming another is an error)."""
    declared = table.primary_key.columns if table.primary_key else ()
    named = tuple(override.key) if override is not None else ()
    if not named:
        return declared, []
    where = Location(key=("tables", table.name, "key"))
    if declared:
        return declared, [
            Diagnostic(
                f"table {table.name!r} has a primary key ({', '.join(declared)}): `key` names the key of a table without one",
                where,
                "remove `key`",
            )
        ]
    cols = [c.name for c in table.columns]
    diags = []
    for name in named:
        ignored = (
            override is not None and override.columns.get(name) is not None and override.columns[name].ignore
        )
        if name not in cols:
            import difflib

            close = difflib.get_close_matches(name, cols, n=1, cutoff=0.6)
            diags.append(
                Diagnostic(
                    f"table {table.name!r} has no column {name!r}",
                    where,
                    f"did you mean `{close[0]}`?" if close else "columns: " + ", ".join(cols[:12]),
                )
            )
        elif ignored:
            diags.append(Diagnostic(f"key column {name!r} of table {table.name!r} is ignored", where))
    if len(set(named)) != len(named):
        diags.append(Diagnostic(f"`key` of table {table.name!r} names a column twice", where))
    return named, diags


def key_warnings(table: Table, override: TableConfig | None) -> list[Diagnostic]:
    """A configured key that the database does not guarantee to identify one row: no unique
    constraint or index on exactly those columns, or a column that may be NULL."""
    if table.primary_key is not None or override is None or not override.key:
        return []
    named = set(override.key)
    if not named <= {c.name for c in table.columns}:
        return []  # an error, reported by the resolver
    where = Location(key=("tables", table.name, "key"))
    out = []
    unique = [set(u.columns) for u in table.unique_constraints] + [
        set(i.columns) for i in table.indexes if i.unique
    ]
    if named not in unique:
        out.append(
            Diagnostic(
                f"no unique constraint or index of table {table.name!r} covers exactly {', '.join(override.key)}: "
                "get, update and delete by this key may find several rows",
                where,
                "add a unique constraint on these columns, or name columns that have one",
            )
        )
    nullable = [c.name for c in table.columns if c.name in named and c.nullable]
    if nullable:
        out.append(
            Diagnostic(
                f"key column {', '.join(nullable)} of table {table.name!r} may be NULL: such rows cannot be addressed",
                where,
                "make the column NOT NULL, or name another key",
            )
        )
    return out
