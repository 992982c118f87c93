"""Which tables are generated: ``[tables]`` and ``[groups.NAME]`` selections over the catalogs,
and the checks that every per-table override names a real table."""

from __future__ import annotations

import difflib
import fnmatch
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dbjavagenix.config.model import Config
from dbjavagenix.errors import ConfigError, Diagnostic, Location
from dbjavagenix.introspect.catalog import Catalog, Table

RESERVED_TABLE_KEYS = ("connection", "include", "exclude", "strip_prefixes", "views", "internal_tables")


@dataclass(frozen=True)
class Selected:
    """A table chosen for generation, with the settings of the selection that chose it."""

    table: Table
    group: str
    """``""`` for ``[tables]``, else the ``[groups.NAME]`` name."""
    connection: str
    dialect: str
    strip_prefixes: tuple[str, ...]
    package: str | None
    """Sub-package configured for the group, if any."""


def _matches(name: str, pattern: str) -> bool:
    return fnmatch.fnmatchcase(name.lower(), pattern.lower())


def _names_exactly(pattern: str, name: str) -> bool:
    """``pattern`` is the table's name itself, not a glob that happens to match it."""
    return not any(ch in pattern for ch in "*?[") and pattern.lower() == name.lower()


def _internal_left_out(table: Table, include: Sequence[str], internal: bool) -> bool:
    """A shadow table of a virtual table (SQLite FTS5 ...) that the selection leaves out: only
    ``internal_tables`` or an ``include`` naming it exactly brings it in."""
    return (
        table.shadow_of is not None
        and not internal
        and not any(_names_exactly(p, table.name) for p in include)
    )


def _select_one(
    catalog: Catalog,
    include: Sequence[str],
    exclude: Sequence[str],
    views: bool,
    key: tuple[str, ...],
    internal: bool = False,
) -> tuple[list[Table], list[Diagnostic]]:
    diags = []
    for i, pattern in enumerate(include):
        if not any(_matches(t.name, pattern) for t in catalog.tables):
            names = [t.name for t in catalog.tables]
            close = difflib.get_close_matches(pattern, names, n=3, cutoff=0.5)
            hint = (
                ("did you mean " + ", ".join(f"`{c}`" for c in close) + "?")
                if close
                else (
                    f"the connection has {len(names)} tables"
                    + (": " + ", ".join(names[:8]) if names else "")
                    + (" ..." if len(names) > 8 else "")
                )
            )
            diags.append(
                Diagnostic(f"pattern {pattern!r} matches no table", Location(key=(*key, "include", i)), hint)
            )
    chosen = [
        t
        for t in catalog.tables
        if any(_matches(t.name, p) for p in include)
        and not any(_matches(t.name, p) for p in exclude)
        and (views or t.kind != "view")
        and not _internal_left_out(t, include, internal)
    ]
    return chosen, diags


def select_tables(
    config: Config, catalogs: Mapping[str, Catalog], problems: list[Diagnostic] | None = None
) -> tuple[Selected, ...]:
    """All selected tables, in a stable order (group, then table name). Raises located
    :class:`ConfigError` for unknown connections, empty patterns and overrides of unknown tables;
    with ``problems``, adds them there and returns what could be selected."""
    diags: list[Diagnostic] = []
    out: list[Selected] = []
    runs: list[
        tuple[
            str, str, tuple[str, ...], Sequence[str], Sequence[str], bool, tuple[str, ...], str | None, bool
        ]
    ] = []
    t = config.tables
    runs.append(
        (
            "",
            config.default_connection(),
            ("tables",),
            t.include,
            t.exclude,
            t.views,
            tuple(t.strip_prefixes),
            None,
            t.internal_tables,
        )
    )
    main = config.default_connection()
    for gname, g in sorted(config.groups.items()):
        if g.connection != main and not g.wired and g.connection in config.connections:
            diags.append(
                Diagnostic(
                    f"group {gname!r} reads connection {g.connection!r}, but the generated application "
                    f"has one datasource, connection {main!r}'s: its mappers would query that database",
                    Location(key=("groups", gname, "connection")),
                    "generate this group into a project of its own (a second genix.toml with another "
                    "output), or wire its mappers to their own datasource yourself and say so: "
                    f"[groups.{gname}] wired = true",
                )
            )
            continue
        runs.append(
            (
                gname,
                g.connection,
                ("groups", gname),
                g.include,
                g.exclude,
                g.views,
                tuple(g.strip_prefixes),
                g.package,
                g.internal_tables,
            )
        )
    for group, conn, key, include, exclude, views, strip, package, internal in runs:
        catalog = catalogs.get(conn)
        if conn not in config.connections or catalog is None:
            where = (*key, "connection") if group or config.tables.connection else ("connections",)
            diags.append(
                Diagnostic(
                    f"no connection named {conn!r}",
                    Location(key=where),
                    "define it as [connections."
                    + conn
                    + "] or name one of: "
                    + ", ".join(sorted(config.connections)),
                )
            )
            continue
        chosen, d = _select_one(catalog, include, exclude, views, key, internal)
        diags.extend(d)
        out.extend(Selected(tb, group, conn, catalog.dialect, strip, package) for tb in chosen)
    if diags and problems is None:
        raise ConfigError(diagnostics=diags)
    if not out and any(c.tables for c in catalogs.values()):
        key = ("tables", "exclude") if config.tables.exclude else ("tables", "include")
        diags.append(
            Diagnostic(
                "no table is selected: every table the include patterns match is excluded",
                Location(key=key),
                "genix would generate only the shared project files; narrow [tables] exclude",
            )
        )
        raise ConfigError(diagnostics=diags)
    seen: dict[str, Selected] = {}
    for s in out:
        other = seen.get(s.table.name)
        if other is not None:
            diags.append(
                Diagnostic(
                    f"table {s.table.name!r} is selected by both "
                    f"{_group_label(other.group)} and {_group_label(s.group)}",
                    Location(key=("groups", s.group) if s.group else ("tables",)),
                    "exclude it from one of them",
                )
            )
        seen[s.table.name] = s
    _check_overrides(config, catalogs, seen, diags)
    if diags:
        if problems is None:
            raise ConfigError(diagnostics=diags)
        problems.extend(diags)
        out = [s for s in out if seen[s.table.name] is s]
    return tuple(out)


@dataclass(frozen=True)
class Selection:
    """Config values that select one more table (``include``/``exclude``/``views`` of the
    section whose connection holds it)."""

    section: tuple[str, ...]
    """``("tables",)`` or ``("groups", NAME)``."""
    values: tuple[tuple[str, object], ...]
    """Keys of that section and their new values (lists whole, as ``config_patch`` sets them)."""


def selecting(config: Config, catalogs: Mapping[str, Catalog], name: str) -> Selection | None:
    """How the config would select ``name``, a table of a selection's connection that it leaves
    out: its exact name added to ``include`` (unless a pattern includes it), the ``exclude``
    patterns matching it dropped, views turned on for a view. None when no selection's
    connection has such a table."""
    sections: list[tuple[tuple[str, ...], str, Sequence[str], Sequence[str], bool]] = [
        (
            ("tables",),
            config.default_connection(),
            config.tables.include,
            config.tables.exclude,
            config.tables.views,
        )
    ]
    sections += [
        (("groups", g), grp.connection, grp.include, grp.exclude, grp.views)
        for g, grp in sorted(config.groups.items())
    ]
    for key, conn, include, exclude, views in sections:
        catalog = catalogs.get(conn)
        if catalog is None:
            continue
        table = next((t for t in catalog.tables if t.name == name), None)
        if table is None:
            continue
        values: list[tuple[str, object]] = []
        if not any(_matches(name, p) for p in include) or _internal_left_out(table, include, False):
            values.append(("include", [*include, name]))
        if any(_matches(name, p) for p in exclude):
            # a pattern that leaves it out gives way to the names it leaves out besides it
            # (so nothing else joins the selection; the pattern no longer covers new tables)
            kept: list[str] = []
            for p in exclude:
                if not _matches(name, p):
                    kept.append(p)
                elif not _names_exactly(p, name):
                    kept += [t.name for t in catalog.tables if t.name != name and _matches(t.name, p)]
            values.append(("exclude", list(dict.fromkeys(kept))))
        if table.kind == "view" and not views:
            values.append(("views", True))
        return Selection(key, tuple(values))
    return None


def _group_label(group: str) -> str:
    return f"[groups.{group}]" if group else "[tables]"


def _check_overrides(
    config: Config, catalogs: Mapping[str, Catalog], selected: Mapping[str, Selected], diags: list[Diagnostic]
) -> None:
    known = {t.name for c in catalogs.values() for t in c.tables}
    for name, override in config.tables.overrides.items():
        key = ("tables", name)
        sel = selected.get(name)
        if sel is None:
            if name in known:
                continue  # configured but excluded: harmless
            if any(ch in name for ch in "*?["):
                cols = sorted(override.columns)
                example = cols[0] if cols else "del_flag"
                diags.append(
                    Diagnostic(
                        f"no table named {name!r}: [tables.TABLE] names one table, it takes no pattern",
                        Location(key=key),
                        "settings for columns of many tables go in a column rule: "
                        f'[rules.NAME] tables = ["{name}"], columns = ["{example}"], then the keys '
                        "of the column section (role, java_type, sensitive ...)",
                    )
                )
                continue
            close = difflib.get_close_matches(name, [*known, *RESERVED_TABLE_KEYS], n=1, cutoff=0.6)
            diags.append(
                Diagnostic(
                    f"no table named {name!r} in the database",
                    Location(key=key),
                    f"did you mean `{close[0]}`?"
                    if close
                    else "keys under [tables] that are not settings name tables",
                )
            )
            continue
        cols = [c.name for c in sel.table.columns]
        for col in override.columns:
            if col not in cols:
                close = difflib.get_close_matches(col, cols, n=1, cutoff=0.6)
                diags.append(
                    Diagnostic(
                        f"table {name!r} has no column {col!r}",
                        Location(key=(*key, "columns", col)),
                        f"did you mean `{close[0]}`?" if close else "columns: " + ", ".join(cols[:12]),
                    )
                )


def selection_warnings(
    config: Config, catalogs: Mapping[str, Catalog], selected: Sequence[Selected]
) -> list[Diagnostic]:
    """What the selection does that is probably not meant: overrides of tables it leaves out,
    and patterns that match a table only when case is ignored (``Users`` selects ``users``)."""
    out: list[Diagnostic] = []
    chosen = {s.table.name for s in selected}
    known = {t.name for c in catalogs.values() for t in c.tables}
    for name in sorted(config.tables.overrides):
        if name in known and name not in chosen:
            out.append(
                Diagnostic(
                    f"[tables.{name}] configures a table the selection leaves out: its settings are not used",
                    Location(key=("tables", name)),
                    "include the table, or remove its section",
                )
            )
    runs: list[tuple[tuple[str, ...], str, list[str], list[str], bool]] = [
        (
            ("tables",),
            config.default_connection(),
            config.tables.include,
            config.tables.exclude,
            config.tables.internal_tables,
        )
    ]
    runs += [
        (("groups", n), g.connection, g.include, g.exclude, g.internal_tables)
        for n, g in sorted(config.groups.items())
    ]
    for key, conn, include, exclude, internal in runs:
        catalog = catalogs.get(conn)
        if catalog is None:
            continue
        out += _internal_warnings(catalog, include, exclude, internal, key)
        for field, patterns in (("include", include), ("exclude", exclude)):
            for i, pattern in enumerate(patterns):
                loose = [
                    t.name
                    for t in catalog.tables
                    if _matches(t.name, pattern) and not fnmatch.fnmatchcase(t.name, pattern)
                ]
                if loose:
                    shown = ", ".join(loose[:3]) + (" ..." if len(loose) > 3 else "")
                    out.append(
                        Diagnostic(
                            f"pattern {pattern!r} matches {shown} only when case is ignored",
                            Location(key=(*key, field, i)),
                            "patterns match table names ignoring case; write the name as the database spells it",
                        )
                    )
    return out


def _internal_warnings(
    catalog: Catalog, include: Sequence[str], exclude: Sequence[str], internal: bool, key: tuple[str, ...]
) -> list[Diagnostic]:
    """One line per virtual table whose shadow tables the selection would take but leaves out."""
    left: dict[str, list[str]] = {}
    for t in catalog.tables:
        if (
            _internal_left_out(t, include, internal)
            and any(_matches(t.name, p) for p in include)
            and not any(_matches(t.name, p) for p in exclude)
        ):
            assert t.shadow_of is not None
            left.setdefault(t.shadow_of, []).append(t.name)
    return [
        Diagnostic(
            f"left out the {len(names)} shadow tables of virtual table {vt!r} ({', '.join(sorted(names))}): "
            "only its module may write them (writing them corrupts its index)",
            Location(key=(*key, "internal_tables")),
            f"generate them with {'[' + '.'.join(key) + ']'} internal_tables = true, or name one in include",
        )
        for vt, names in sorted(left.items())
    ]
