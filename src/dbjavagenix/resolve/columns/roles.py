"""The roles of a table's columns (``version``, ``logic-delete``, the fill roles) and their
checks: errors of roles that cannot work, warnings of roles that do not do what they say."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dbjavagenix.config.model import ColumnConfig, TableConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.resolve.columns import types as jtypes
from dbjavagenix.resolve.columns.rules import ColumnTraits
from dbjavagenix.resolve.context.model import FieldModel
from dbjavagenix.resolve.table.adoption import trait_key
from dbjavagenix.resolve.table.keycolumns import key_columns


def role_problems(
    table: Table, cols_cfg: Mapping[str, ColumnConfig], pk_cols: set[str], traits: Mapping[str, ColumnTraits]
) -> list[Diagnostic]:
    """Column roles that cannot work: a second ``version`` column (optimistic locking checks
    one), a ``logic-delete`` key (deleted rows would keep their key in use)."""
    out: list[Diagnostic] = []
    versions: list[str] = []
    for col in table.columns:
        cc = cols_cfg.get(col.name)
        if cc is None or cc.role is None or cc.ignore:
            continue
        where = Location(
            key=trait_key(traits.get(col.name), "role", ("tables", table.name, "columns", col.name, "role"))
        )
        if cc.role == "version":
            versions.append(col.name)
            if len(versions) > 1:
                out.append(
                    Diagnostic(
                        f"table {table.name!r} has two version columns ({versions[0]!r} and {col.name!r})",
                        where,
                        "optimistic locking uses one version column: keep the role on one of them",
                    )
                )
        elif cc.role == "logic-delete" and col.name in pk_cols:
            out.append(
                Diagnostic(
                    f"the primary key column {col.name!r} of table {table.name!r} cannot be the logic-delete flag",
                    where,
                    "give the role to a flag column (deleted, del_flag ...)",
                )
            )
    return out


VERSION_TYPES = frozenset({"Integer", "Long", "Date", "Timestamp", "LocalDateTime"})
"""The Java types of a version column MyBatis-Plus's optimistic locking counts up (its
``OptimisticLockerInnerInterceptor``): any other leaves the version as it is."""
FILL_ROLES = frozenset({"fill-on-insert", "fill-on-update", "fill-on-insert-update"})


def role_warnings(
    table: Table, override: TableConfig | None, traits: Mapping[str, ColumnTraits], dialect: str
) -> list[Diagnostic]:
    """Roles that build but do not do what they say: a ``version`` column of a type optimistic
    locking cannot count up (text), a fill role on a key column (the fill handler would
    overwrite the key the row is addressed by)."""
    out: list[Diagnostic] = []
    key_cols = set(key_columns(table, override)[0])
    for col in table.columns:
        t = traits.get(col.name)
        cc = t.config if t is not None else None
        if cc is None or cc.role is None or cc.ignore:
            continue
        where = Location(key=trait_key(t, "role", ("tables", table.name, "columns", col.name, "role")))
        if cc.role == "version":
            java = (cc.java_type or jtypes.builtin_type(col, dialect).name).strip().rpartition(".")[2]
            if java not in VERSION_TYPES:
                out.append(
                    Diagnostic(
                        f"the version column {col.name!r} of table {table.name!r} is a {java}: "
                        "optimistic locking only counts up Integer, Long and date-time versions",
                        where,
                        "give the role to a numeric version column (version INT NOT NULL DEFAULT 0)",
                    )
                )
        elif cc.role in FILL_ROLES and col.name in key_cols:
            out.append(
                Diagnostic(
                    f"the key column {col.name!r} of table {table.name!r} has the role {cc.role!r}: "
                    "the fill handler would overwrite the key rows are addressed by",
                    where,
                    "give fill roles to audit columns (create_time, update_by ...), not to the key",
                )
            )
    return out


def check_roles(
    table: str,
    fields: Sequence[FieldModel],
    cfgs: Mapping[str, ColumnConfig],
    traits: Mapping[str, ColumnTraits],
) -> list[Diagnostic]:
    """Logic-delete values only with the logic-delete role; one logic-delete column per table."""
    if not cfgs:
        return []
    diags = []
    ld = [f for f in fields if f.role == "logic-delete"]
    for f in fields:
        cc = cfgs.get(f.column)
        if cc is None or f.role == "logic-delete":
            continue
        for k in ("deleted", "not_deleted"):
            if getattr(cc, k) is not None:
                where = trait_key(traits.get(f.column), k, ("tables", table, "columns", f.column, k))
                diags.append(
                    Diagnostic(
                        f"`{k}` is set on column {f.column!r} of table {table!r}, which is not its logic-delete column",
                        Location(key=where),
                        'give the column role = "logic-delete" too (in the same rule), or narrow the rule',
                    )
                )
    if len(ld) > 1:
        names = ", ".join(repr(f.column) for f in ld)
        diags.append(
            Diagnostic(
                f"table {table!r} has two logic-delete columns ({names})",
                Location(
                    key=trait_key(
                        traits.get(ld[1].column),
                        "role",
                        ("tables", table, "columns", ld[1].column, "role"),
                    )
                ),
                "narrow the rule to one of them (columns, tables), or override one column's role",
            )
        )
    return diags
