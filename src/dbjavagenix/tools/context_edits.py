"""A template context a client edited, as changes of the config.

Each value of a context comes from somewhere: a config key (``table.class_name`` from
``[tables.T] class_name``, ``field.java_type`` from ``[tables.T.columns.C] java_type``,
``project.lombok`` from ``[project] lombok`` ...) or a rule applied to such keys (``cls``,
``table.classes``, ``table.var``, getters, annotations, imports, paths). An edited value of the
first kind becomes an in-memory change of its key, so the resolver derives everything else from
it, exactly as a build of the changed config would. An edited value of the second kind must agree
with what the resolver derives from the changes; otherwise it is reported, located in
``arguments.context``, with the key to edit instead. Fields follow the table's columns, by
``column``: a field left out stays as it is (a page of a long context can be sent back); adding
or reordering fields is refused (ignore a column with an override instead).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dbjavagenix.errors import ContextError, Diagnostic, KeyPath, Location, format_key_path
from dbjavagenix.tools.preview import Change

SRC: KeyPath = ("arguments", "context")

PROJECT_KEYS = (
    "base_package",
    "category",
    "spring_boot",
    "java",
    "lombok",
    "openapi",
    "validation",
    "dto",
    "author",
    "api_prefix",
)
"""Context ``project.*`` values that are ``[project]`` options of the same name."""
JSON_FORMATS = {
    "LocalDate": "json_date_format",
    "LocalDateTime": "json_datetime_format",
    "LocalTime": "json_time_format",
}
FIELD_KEYS = ("java_type", "jdbc_type", "comment", "role")
"""Field values that are ``[tables.T.columns.C]`` keys of the same name (``name`` is ``java_name``)."""
INSTEAD = {
    "var": "table.class_name",
    "classes": "table.class_name (or [layers.LAYER] class_name)",
    "title": "table.comment",
    "cap_name": "the field's name",
    "getter": "the field's name",
    "setter": "the field's name",
    "type_imports": "the field's java_type",
    "common": "project.base_package (or [layers] of the shared classes)",
    "ee": "project.spring_boot",
    "header": "project.header as one text",
}


@dataclass
class ContextChanges:
    changes: list[Change] = field(default_factory=list)
    derived: list[tuple[KeyPath, Any]] = field(default_factory=list)
    """Edited values the resolver derives (checked against the re-derived context)."""
    moved: dict[KeyPath, KeyPath] = field(default_factory=dict)
    """Where a derived value sits in the argument, when not at its path in the context (a field
    of a partial field list)."""
    problems: list[Diagnostic] = field(default_factory=list)


def context_changes(edited: Mapping[str, Any], base: Mapping[str, Any]) -> ContextChanges:
    """What the client changed in ``edited`` against ``base`` (the context the config gives),
    as config changes, derived values to check, and problems."""
    out = ContextChanges()
    edited = unframed(edited, base)
    _project(edited.get("project") or {}, base.get("project") or {}, out)
    table, base_table = edited.get("table"), base.get("table")
    if isinstance(table, Mapping) and isinstance(base_table, Mapping):
        _table(table, base_table, edited.get("project") or {}, out)
    elif table != base_table:
        out.derived.append((("table",), table))
    for k in ("cls", "layer", "file"):
        if edited.get(k) != base.get(k):
            out.derived.append(((k,), edited.get(k)))
    return out


def unframed(edited: Any, base: Any) -> Any:
    """``edited`` with the values a paged ``codegen_build_context`` answer leaves out of its frame
    (a long list emptied, a long text blanked) taken from ``base`` where the client left them
    out (or gives only its first part), so that the first page's ``context`` can be sent back as
    it is."""
    from dbjavagenix.tools.paging import split_tree

    frame = split_tree(base)[0]

    def fill(e: Any, f: Any, b: Any) -> Any:
        if isinstance(e, Mapping) and isinstance(f, Mapping) and isinstance(b, Mapping):
            return {k: fill(v, f.get(k), b.get(k)) if k in f else v for k, v in e.items()}
        if f in ([], "") and isinstance(e, type(f)) and isinstance(b, type(f)) and b[: len(e)] == e:
            return b  # left out, or only its first part given (a first page's)
        return e

    return fill(edited, frame, base)


def _project(p: Mapping[str, Any], b: Mapping[str, Any], out: ContextChanges) -> None:
    for k in sorted(set(p) | set(b)):
        v = p.get(k)
        if v == b.get(k):
            continue
        src = (*SRC, "project", k)
        if k in PROJECT_KEYS:
            out.changes.append(Change(("project", k), v, src))
        elif k == "header" and isinstance(v, list):
            out.changes.append(Change(("project", "header"), "\n".join(map(str, v)), src))
        elif k == "json_formats" and isinstance(v, Mapping):
            old = b.get(k) or {}
            for type_name, option in JSON_FORMATS.items():
                if v.get(type_name) != old.get(type_name):
                    out.changes.append(Change(("project", option), v.get(type_name) or "", (*src, type_name)))
            unknown = sorted(set(v) - set(JSON_FORMATS))
            if unknown:
                out.problems.append(
                    Diagnostic(
                        f"no JSON format setting for {unknown[0]!r}",
                        Location(key=(*src, unknown[0])),
                        "formats exist for " + ", ".join(JSON_FORMATS),
                    )
                )
        else:
            out.derived.append((("project", k), v))


def _table(
    t: Mapping[str, Any], b: Mapping[str, Any], project: Mapping[str, Any], out: ContextChanges
) -> None:
    name = str(b.get("name"))
    key: KeyPath = ("tables", name)
    src: KeyPath = (*SRC, "table")
    for k in sorted(set(t) | set(b)):
        v = t.get(k)
        if v == b.get(k):
            continue
        if k in ("class_name", "comment", "data"):
            out.changes.append(Change((*key, k), v, (*src, k)))
        elif k == "rest_path":
            prefix = "/" + str(project.get("api_prefix") or "").strip("/")
            text = str(v or "")
            if prefix != "/" and not (text == prefix or text.startswith(prefix + "/")):
                out.problems.append(
                    Diagnostic(
                        f"the REST path {text!r} does not start with the API prefix {prefix!r}",
                        Location(key=(*src, k)),
                        "edit project.api_prefix for every table, or give a path under the prefix",
                    )
                )
                continue
            rest = text[len(prefix) :] if prefix != "/" else text
            out.changes.append(Change((*key, "path"), rest or "/", (*src, k)))
        elif k == "fields":
            _fields(v, b.get(k), key, (*src, k), out)
        elif k == "query" and _paged_query(v, b.get(k)):
            continue
        else:
            out.derived.append((("table", k), v))


def _paged_query(edited: Any, base: Any) -> bool:
    """A list query as a page of the context carries it: the derived query unchanged, with only
    the parameters of that page (its parameters page after the fields)."""
    if not isinstance(edited, Mapping) or not isinstance(base, Mapping):
        return False
    params, base_params = edited.get("params"), base.get("params")
    if not isinstance(params, list) or not isinstance(base_params, list):
        return False
    rest = {k: v for k, v in edited.items() if k != "params"}
    base_rest = {k: v for k, v in base.items() if k != "params"}
    return rest == base_rest and all(p in base_params for p in params)


def _fields(edited: Any, base: Any, key: KeyPath, src: KeyPath, out: ContextChanges) -> None:
    """Fields follow the table's columns, by ``column``: a field left out stays as the config
    makes it (so a page of a long context, or only the fields one edits, can be sent back); a
    field of no column, or fields out of the columns' order, are refused."""
    if not isinstance(edited, list) or not isinstance(base, list):
        out.derived.append((src[2:], edited))
        return
    base_cols = [f.get("column") for f in base]
    cols = [f.get("column") if isinstance(f, Mapping) else None for f in edited]
    hint = (
        "fields follow the table's columns (one left out stays as it is); leave a column out of "
        'the code with overrides={"columns": {"COL": {"ignore": true}}}'
    )
    extra = [(i, c) for i, c in enumerate(cols) if c not in base_cols]
    for i, c in extra:
        out.problems.append(
            Diagnostic(f"column {c!r} is not a field of this table", Location(key=(*src, i, "column")), hint)
        )
    if extra:
        return
    at = [base_cols.index(c) for c in cols]
    if at != sorted(at) or len(set(at)) != len(at):
        out.problems.append(Diagnostic("fields are in the table's column order", Location(key=src), hint))
        return
    for i, (f, bi) in enumerate(zip(edited, at, strict=True)):
        bf = base[bi]
        col_key = (*key, "columns", str(bf.get("column")))
        for k in sorted(set(f) | set(bf)):
            v = f.get(k)
            if v == bf.get(k):
                continue
            where = (*src, i, k)
            if k == "name":
                out.changes.append(Change((*col_key, "java_name"), v, where))
            elif k in FIELD_KEYS:
                out.changes.append(Change((*col_key, k), v, where))
            else:
                out.derived.append((("table", "fields", bi, k), v))
                if bi != i:
                    out.moved[("table", "fields", bi, k)] = ("table", "fields", i, k)


def check_derived(found: ContextChanges, rebuilt: Mapping[str, Any]) -> None:
    """Raise the problems, and every derived value the client edited that the re-derived
    context does not have."""
    problems = list(found.problems)
    for path, value in found.derived:
        if _at(rebuilt, path) == value:
            continue
        leaf = next((p for p in reversed(path) if isinstance(p, str)), "")
        instead = INSTEAD.get(leaf)
        problems.append(
            Diagnostic(
                f"{format_key_path(found.moved.get(path, path))} is derived by genix and cannot be set here",
                Location(key=(*SRC, *found.moved.get(path, path))),
                f"edit {instead} instead" if instead else "edit the value it is derived from, or the config",
            )
        )
    if problems:
        raise ContextError(diagnostics=problems)


def _at(data: Any, path: KeyPath) -> Any:
    node = data
    for p in path:
        found = (isinstance(p, int) and isinstance(node, list) and 0 <= p < len(node)) or (
            isinstance(p, str) and isinstance(node, Mapping) and p in node
        )
        if not found:
            return _MISSING
        node = node[p]
    return node


_MISSING = object()

__all__ = ["ContextChanges", "check_derived", "context_changes"]
