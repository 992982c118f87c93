"""Previews without writing: the config with in-memory changes, run through the very pipeline a
build uses.

A preview's changes come from the tool's arguments (``category``, ``project`` options, a table's
``overrides``) or from a context the client edited (each edited value maps back to the config
key it comes from: see :mod:`dbjavagenix.tools.context_edits`). They are applied to the config
text exactly as ``config_patch`` would apply them (nothing is written), the result is parsed and
validated as a config, and the pipeline resolves and renders from it. So a preview is what
``genix build`` writes once the same change is made to the config, byte for byte, and every
name, path, import and REST path follows from the change. A problem with a change is located at
the argument it came from (``arguments.overrides.columns.totl``); other problems keep their
place in genix.toml.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dbjavagenix.config.load import LoadedConfig, locate_error
from dbjavagenix.errors import Diagnostic, GenixError, KeyPath, Location, format_key_path

if TYPE_CHECKING:
    from dbjavagenix.introspect.catalog import Catalog
    from dbjavagenix.resolve.stage.project import FileSpec, Prepared


@dataclass(frozen=True)
class Change:
    """One in-memory change of the config."""

    key: KeyPath
    """Config key path it sets (``tables.sys_user.class_name``)."""
    value: Any
    source: KeyPath
    """Where it came from in the arguments (``arguments.overrides.class_name``)."""

    def edit(self) -> dict[str, Any]:
        """The same change as a ``config_patch`` edit."""
        return {"op": "set", "path": format_key_path(self.key), "value": self.value}


@dataclass(frozen=True)
class PreviewConfig(LoadedConfig):
    """A config with in-memory changes; errors are located at the change they come from, or at
    their place in the file as written."""

    changes: tuple[Change, ...] = ()
    original: str = ""
    """The file text as written."""

    def locate(self, error: GenixError) -> GenixError:
        return relocate(error, self.changes, self.path, self.original, self.env_keys)


def _display(path: Any) -> str:
    from dbjavagenix.config.tomlparse import display

    return display(path)


def relocate(
    error: GenixError,
    changes: Sequence[Change],
    path: Any,
    original: str,
    env_keys: frozenset[tuple[str, ...]] = frozenset(),
) -> GenixError:
    """``error`` with each problem of a change pointed at that change's argument, and every other
    problem at its place in the file as written (positions in the changed text mean nothing to
    the client)."""
    display = _display(path)
    out: list[Diagnostic] = []
    arguments: dict[int, Diagnostic] = {}
    for i, d in enumerate(error.diagnostics):
        key = d.location.key
        if key[:1] == ("arguments",):
            arguments[i] = d
            continue
        source = _source_of(key, changes)
        if source is not None:
            arguments[i] = Diagnostic(d.message, Location(key=source), d.hint)
        elif key and d.location.file in (None, display):
            out.append(Diagnostic(d.message, Location(key=key), d.hint))
        elif d.location.file == display and d.location.line is not None and not key:
            out.append(Diagnostic(d.message, Location(file=display), d.hint))  # a line of the changed text
        else:
            out.append(d)
    if out:
        out = list(locate_error(error.with_diagnostics(out), path, original, env_keys).diagnostics)
    for i, d in sorted(arguments.items()):  # in their place: the first problem stays first
        out.insert(i, d)
    return error.with_diagnostics(out)


def _source_of(key: KeyPath, changes: Sequence[Change]) -> KeyPath | None:
    """The argument a problem at config ``key`` comes from: the change setting ``key`` or a key
    above it (the longest), else a change below it (``tables.nope`` for an override of a table
    that does not exist)."""
    best: Change | None = None
    for c in changes:
        if key[: len(c.key)] == c.key and (best is None or len(c.key) > len(best.key)):
            best = c
    if best is not None:
        return (*best.source, *key[len(best.key) :])
    for c in changes:
        if key and c.key[: len(key)] == key:
            extra = len(c.key) - len(key)
            return c.source[: len(c.source) - extra] if extra < len(c.source) else c.source
    return None


def leaves(value: Mapping[str, Any], key: KeyPath, source: KeyPath) -> list[Change]:
    """A nested object as one change per leaf (so existing keys beside them stay): ``{"columns":
    {"status": {"java_type": "Integer"}}}`` under ``tables.T``. ``data`` tables are values."""
    out: list[Change] = []
    for k, v in value.items():
        if isinstance(v, Mapping) and v and k != "data":
            out.extend(leaves(v, (*key, k), (*source, k)))
        else:
            out.append(Change((*key, k), v, (*source, k)))
    return out


def argument_changes(
    table: str | None,
    category: str | None,
    project: Mapping[str, Any] | None,
    overrides: Mapping[str, Any] | None,
) -> list[Change]:
    """The changes a preview's ``category``, ``project`` and ``overrides`` arguments ask for."""
    out: list[Change] = []
    if project:
        out += leaves(project, ("project",), ("arguments", "project"))
    if category is not None:
        out.append(Change(("project", "category"), category, ("arguments", "category")))
    if overrides:
        if table is None:
            from dbjavagenix.errors import InputError

            raise InputError(
                "overrides apply to a table: pass table too",
                location=Location(key=("arguments", "overrides")),
            )
        out += leaves(overrides, ("tables", table), ("arguments", "overrides"))
    return out


def with_changes(loaded: LoadedConfig, changes: Iterable[Change]) -> LoadedConfig:
    """``loaded`` with ``changes`` applied in memory (validated as a config; nothing written).
    Template folders a change sets must lie inside the project (:mod:`dbjavagenix.tools.confine`)."""
    from dbjavagenix.config.load import parse_config
    from dbjavagenix.config.patch import Edit, apply_edits

    todo = tuple(changes)
    if not todo:
        return loaded
    original = loaded.original if isinstance(loaded, PreviewConfig) else loaded.text
    done = (*loaded.changes, *todo) if isinstance(loaded, PreviewConfig) else todo
    try:
        text = apply_edits(loaded.text, [Edit("set", c.key, c.value) for c in todo])
        parsed = parse_config(text, loaded.path)
        if any(c.key[:2] == ("project", "templates") or c.key == ("project",) for c in todo):
            from dbjavagenix.errors import InputError
            from dbjavagenix.tools.confine import template_dir_problems

            found = template_dir_problems(parsed)
            if found:
                raise InputError(diagnostics=found)
    except GenixError as e:
        raise relocate(e, done, loaded.path, original, loaded.env_keys) from None
    fields = {f.name: getattr(parsed, f.name) for f in dataclasses.fields(LoadedConfig)}
    return PreviewConfig(**fields, changes=done, original=original)


def config_edits(loaded: LoadedConfig) -> list[dict[str, Any]]:
    """The ``config_patch`` edits that make the file what a preview used."""
    return [c.edit() for c in loaded.changes] if isinstance(loaded, PreviewConfig) else []


@dataclass(frozen=True)
class Preview:
    """A table's (or the shared files') resolved files under a previewed config."""

    loaded: LoadedConfig
    prepared: Prepared
    files: tuple[FileSpec, ...]


def resolve_files(
    loaded: LoadedConfig,
    table: str | None,
    *,
    shared: bool = False,
    catalogs: Mapping[str, Catalog] | None = None,
) -> Preview:
    """The files of ``table`` (and, with ``shared`` or no table, the shared project files) as a
    build of ``loaded`` resolves them."""
    from dbjavagenix import pipeline

    catalogs = catalogs if catalogs is not None else pipeline.read_catalogs(loaded)
    prepared = pipeline.prepare_project(loaded, catalogs)
    only: list[str] = []
    if table is not None:
        pipeline.refused_table(prepared, table)
        if table not in prepared.tables:
            loaded = with_changes(loaded, selecting_changes(loaded, catalogs, table))
            prepared = pipeline.prepare_project(loaded, catalogs)
            pipeline.refused_table(prepared, table)
        only.append(table)
    if shared or table is None:
        only.append("")
    project = pipeline.resolve_project(prepared, only)
    return Preview(loaded, prepared, project.files)


def selecting_changes(loaded: LoadedConfig, catalogs: Mapping[str, Catalog], table: str) -> list[Change]:
    """The changes that select ``table``, a table of the schema the config leaves out (a preview
    of a table not yet generated: its ``config_edits`` then add it); a table the schema does not
    have is an error naming the closest one it has."""
    import difflib

    from dbjavagenix.errors import TableNotFound
    from dbjavagenix.resolve.stage.select import selecting

    found = selecting(loaded.config, catalogs, table)
    if found is not None:
        source = ("arguments", "table")
        return [Change((*found.section, key), value, source) for key, value in found.values]
    names = sorted({t.name for c in catalogs.values() for t in c.tables})
    close = difflib.get_close_matches(table, names, n=1, cutoff=0.5)
    raise TableNotFound(
        f"the schema has no table {table!r}",
        location=Location(key=("arguments", "table")),
        hint=f"did you mean `{close[0]}`?" if close else "db_list_tables lists the tables",
    )


__all__ = [
    "Change",
    "Preview",
    "PreviewConfig",
    "argument_changes",
    "config_edits",
    "relocate",
    "resolve_files",
    "with_changes",
]
