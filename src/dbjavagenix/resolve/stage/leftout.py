"""What the build leaves out instead of refusing: a table whose name gives no class name, or
the class name of another table (``order_line``, ``order-line``: one ``OrderLine``), a table
wider than the category's records, a column whose field another column has already
(``user_name``, ``userName``) or that no generated file can carry. Each is one located warning
whose hint names the genix.toml key that brings it back; what genix.toml names itself stays an
error when it clashes (issue 33: every legal schema generates compiling code)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.model import ColumnConfig, TableConfig
from dbjavagenix.errors import Diagnostic, Location, format_key_path
from dbjavagenix.introspect.catalog import Column, Table
from dbjavagenix.resolve.columns import naming, sqlnames
from dbjavagenix.resolve.stage.select import Selected


def class_stems(
    selected: tuple[Selected, ...],
    overrides: Mapping[str, object],
    problems: list[Diagnostic],
    left_out: list[Diagnostic] | None = None,
) -> dict[str, str]:
    """Class name stem of every selected table; problems go to ``problems`` (a wrong
    ``class_name`` falls back to the derived stem, when there is one). A table whose name gives
    no class name (``$``), or the class name of another table (``order_line``, ``order-line``:
    one ``OrderLine``; the table first selected, or the one named in genix.toml, keeps it), is
    left out with a warning in ``left_out``; two class_names of genix.toml alike stay an error."""
    stems: dict[str, str] = {}
    named: set[str] = set()
    diags: list[Diagnostic] = []
    skipped: list[Diagnostic] = []
    for s in selected:
        name = s.table.name
        tc = overrides.get(name)
        key = ("tables", name, "class_name")
        section = format_key_path(("tables", name))
        if isinstance(tc, TableConfig) and tc.class_name:
            problem = naming.class_name_problem(tc.class_name)
            if problem is None:
                stems[name] = tc.class_name
                named.add(name)
                continue
            diags.append(Diagnostic(f"{tc.class_name!r} {problem}", Location(key=key)))
        stem = naming.class_stem(name, s.strip_prefixes)
        if not stem:
            if not (isinstance(tc, TableConfig) and tc.class_name):
                skipped.append(
                    Diagnostic(
                        f"table {name!r} has no letter or digit to make a Java class name from: "
                        "the table is left out",
                        Location(key=key),
                        f'name its class to generate it: [{section}] class_name = "..."',
                    )
                )
            continue
        stems[name] = stem
    owners: dict[str, str] = {}  # by the class name case-folded: one file on macOS and Windows
    for name in [n for n in stems if n in named] + [n for n in stems if n not in named]:
        stem = stems[name]
        owner = owners.get(stem.casefold())
        if owner is None:
            owners[stem.casefold()] = name
            continue
        become = (
            f"both become class {stem!r}"
            if stems[owner] == stem
            else f"become classes {stems[owner]!r} and {stem!r}, one file on case-insensitive file "
            "systems (macOS, Windows)"
        )
        if name in named:
            diags.append(
                Diagnostic(
                    f"tables {owner!r} and {name!r} {become}",
                    Location(key=("tables", name, "class_name")),
                    f'give one another class_name: [{format_key_path(("tables", name))}] class_name = "..."',
                )
            )
            continue
        del stems[name]
        skipped.append(
            Diagnostic(
                f"tables {owner!r} and {name!r} {become}: table {name!r} is left out",
                Location(key=("tables", name, "class_name")),
                f'name its class to generate it: [{format_key_path(("tables", name))}] class_name = "..."',
            )
        )
    problems.extend(diags)
    if left_out is None:
        problems.extend(skipped)
    else:
        left_out.extend(skipped)
    return stems


QUERY_PAGING = 3
"""Components of a list query record besides its filters: sort, page and size."""


def too_wide_for_records(
    selected: tuple[Selected, ...],
    overrides: Mapping[str, object],
    category: CategorySpec,
    stems: dict[str, str],
) -> list[Diagnostic]:
    """The tables too wide for the category's records (:attr:`CategorySpec.record_components`):
    more columns than a record holds, or field names longer together than the one string javac
    keeps them in (``id;name;...``, 65,535 bytes) are left out (removed from ``stems``); a table
    whose list query may have more filters than its record holds keeps the equality filters
    first. One warning each."""
    most = category.record_components
    out: list[Diagnostic] = []
    if most is None:
        return out
    for s in selected:
        name = s.table.name
        tc = overrides.get(name)
        cols = tc.columns if isinstance(tc, TableConfig) else {}
        kept = [c for c in s.table.columns if not (c.name in cols and cols[c.name].ignore)]
        n = len(kept)
        if name not in stems:
            continue
        section = format_key_path(("tables", name, "columns", "COLUMN"))
        names = [
            (cols[c.name].java_name if c.name in cols else None) or naming.field_name(c.name) or "column0000"
            for c in kept
        ]
        size = sum(len(f.encode("utf-8")) + 1 for f in names)
        if n > most or size >= 65_535:
            del stems[name]
            why = (
                f"has {n} columns, and the records of category {category.name!r} hold {most} at most "
                "(a constructor takes 255 parameters)"
                if n > most
                else f"has field names of {size} bytes together, and a record keeps them in one "
                "string of 65,535 at most"
            )
            out.append(
                Diagnostic(
                    f"table {name!r} {why}: the table is left out",
                    Location(key=("tables", name)),
                    f"leave columns out to generate it ([{section}] ignore = true), or shorter names "
                    f'([{section}] java_name = "..."), or a category of classes: [project] category = '
                    '"MybatisPlus"',
                )
            )
        elif n * 5 > most - QUERY_PAGING or size * 5 >= 65_000:  # up to 5 filters a column
            out.append(
                Diagnostic(
                    f"table {name!r} has {n} columns: the list query record of category "
                    f"{category.name!r} takes {most - QUERY_PAGING} filters (and 64 KB of their names) at "
                    "most; where its columns' filters are more, the equality filters come first and the "
                    "others are left out",
                    Location(key=("tables", name)),
                    f'choose the filters of a column: [{section}] query = ["eq", ...]',
                )
            )
    return out


def derived_field_name(table: Table, column: str) -> str:
    """The field name genix derives from a column's name (without a ``java_name``)."""
    return naming.field_name(column) or numbered(table, column)


def numbered(table: Table, column: str) -> str:
    """The field name of a column whose name has no letter or digit Java could use (``_``,
    ``$``, ``-``): ``column`` and its position (``column2``)."""
    return f"column{next(i for i, c in enumerate(table.columns, 1) if c.name == column)}"


def clashing_columns(
    table: Table,
    override: TableConfig | None,
    persistence: str,
    lombok: bool,
    keys: Collection[str],
    cols_cfg: Mapping[str, ColumnConfig] | None = None,
) -> dict[str, tuple[str, str]]:
    """The columns left out because the field (or its accessor) genix derives from their names
    is another column's already (``user_name``, ``userName``, ``user-name``: one ``userName``):
    column → (the column that keeps the name, how they clash). Key columns and columns named in
    genix.toml (``java_name``) keep theirs first, then the columns in table order; a column
    named in genix.toml is never left out (two such names clashing stay an error)."""
    cols = cols_cfg if cols_cfg is not None else (override.columns if override else {})
    usable = [
        c
        for c in table.columns
        if not (c.name in cols and cols[c.name].ignore) and sqlnames.name_problem(c.name, persistence) is None
    ]

    def named(c: Column) -> bool:
        cc = cols.get(c.name)
        return cc is not None and bool(cc.java_name)

    # a column a row cannot be inserted without keeps the name first: leaving it out would make
    # the table's create fail on every call
    order = sorted(usable, key=lambda c: (not named(c), c.name not in keys, not required(c)))
    taken: dict[str, str] = {}
    out: dict[str, tuple[str, str]] = {}
    for c in order:
        cc = cols.get(c.name)
        name = cc.java_name if cc is not None and cc.java_name else derived_field_name(table, c.name)
        getter = naming.getter(name, lombok)
        marks = (name, "get:" + getter)
        if marks[0] in taken and not named(c) and c.name not in keys:
            out[c.name] = (taken[marks[0]], f"both become field {name!r}")
            continue
        if marks[1] in taken and not named(c) and c.name not in keys:
            out[c.name] = (taken[marks[1]], f"would both have the getter {getter}()")
            continue
        for m in marks:
            taken.setdefault(m, c.name)
    return out


def required(col: Column) -> bool:
    """A row cannot be inserted without a value of ``col``: NOT NULL, no default, not generated."""
    return not col.nullable and col.default is None and not col.autoincrement and col.generated is None


def _no_create(col: Column) -> str:
    """What the warning of a left-out column adds when inserts need it."""
    return (
        "; it is NOT NULL without a default, so creating a row fails until it is generated"
        if required(col)
        else ""
    )


def _section(table: Table, col: Column) -> str:
    """The config section of a column (``tables.T.columns.C``), formatted only for a warning."""
    return format_key_path(("tables", table.name, "columns", col.name))


def column_warnings(
    table: Table, override: TableConfig | None, persistence: str, lombok: bool, keys: Collection[str]
) -> list[Diagnostic]:
    """One warning per column the build handles on its own instead of refusing the table: a
    name no generated file can carry (a control character ...) leaves the column out; a name
    with no letter or digit gets a numbered field (``column2``); a name whose field another
    column has already (``user_name``, ``userName``) leaves the column out. Key columns stay
    errors."""
    cols = override.columns if override else {}
    clashing = clashing_columns(table, override, persistence, lombok, keys)
    out: list[Diagnostic] = []
    for col in table.columns:
        cc = cols.get(col.name)
        if cc is not None and cc.ignore:
            continue
        if col.name in clashing:
            owner, clash = clashing[col.name]
            out.append(
                Diagnostic(
                    f"columns {owner!r} and {col.name!r} of table {table.name!r} {clash}: "
                    f"column {col.name!r} is left out{_no_create(col)}",
                    Location(key=("tables", table.name, "columns", col.name, "java_name")),
                    f'name it yourself to generate it: [{_section(table, col)}] java_name = "..."',
                )
            )
            continue
        problem = sqlnames.name_problem(col.name, persistence)
        if problem is not None:
            if col.name not in keys:
                out.append(
                    Diagnostic(
                        f"column name {col.name!r} of table {table.name!r} {problem}: the column is left out"
                        + _no_create(col),
                        Location(key=("tables", table.name, "columns", col.name, "ignore")),
                        f"rename the column to generate it; say it is meant: [{_section(table, col)}] ignore = true",
                    )
                )
            continue
        if not (cc is not None and cc.java_name) and not naming.field_name(col.name):
            out.append(
                Diagnostic(
                    f"column {col.name!r} of table {table.name!r} has no letter or digit to make a Java "
                    f"name from: its field is {numbered(table, col.name)!r}",
                    Location(key=("tables", table.name, "columns", col.name, "java_name")),
                    f'name it yourself: [{_section(table, col)}] java_name = "..."',
                )
            )
    return out
