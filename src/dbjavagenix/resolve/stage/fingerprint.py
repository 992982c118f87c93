"""Fingerprints of a table's inputs: when a table's fingerprint is unchanged, its files' renders
are too, unless a template they use changed (each file's record carries the digest of the
templates its render loaded: :meth:`Renderer.templates_digest`). A build then neither resolves
nor renders it.

Exactly what can change a render counts, and nothing else:

* the genix version; the resolved project facts (:class:`ProjectModel`: category, Spring Boot
  and Java targets, also when they come from the project's build file, naming options ...);
  the config, less what cannot reach a template: the connections' URLs, passwords, timeouts,
  snapshot and DDL paths, ``init_sql``, ``allow_unparsed`` (their catalog counts instead),
  ``project.output``, ``project.templates`` (the templates count by their bytes) and
  ``project.conflicts`` (how a conflict is written, not what is rendered);
* ``extra``: the ``.genixignore`` of the output root;
* per table: its dialect, connection and that connection's ``schema``, its catalog entry, its
  own override, its project-wide naming facts (class stem, group, classes, enabled layers) and
  the class names of the tables its foreign keys refer to; with relations (``[relations]``),
  the table's relations and the catalog entries, overrides and naming facts of the tables they
  relate to (the only facts of other tables a table's files print).

The project files' fingerprint (``""``) adds the class names of every table: adding, removing
or renaming a table re-renders the project files, not every table. Where a file of the whole
project is generated (it sees every table's context), it adds every table's fingerprint: any
change of a table renders the project files again.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from dbjavagenix import __version__
from dbjavagenix.introspect.snapshot import table_bytes
from dbjavagenix.resolve.stage.plans import TablePlan, project_properties
from dbjavagenix.resolve.stage.project import Prepared

PROJECT_FILES = ""
"""Fingerprint key of the per-project files."""

NOT_RENDERED = {
    "project": ("output", "templates", "conflicts"),
    "connection": (
        "url",
        "password",
        "snapshot",
        "connect_timeout",
        "query_timeout",
        "init_sql",
        "ddl",
        "dialect",
        "allow_unparsed",
    ),
}
"""Config keys no template can see (see the module docstring)."""


def _json(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8")


_NULL = _json(None)
_EMPTY = _json([])


def _facts(name: str, tp: TablePlan) -> list[Any]:
    return [
        name,
        tp.class_stem,
        tp.group,
        sorted((k, v.fqn) for k, v in tp.classes.items()),
        [la.id for la in tp.layers],
    ]


def rendered_settings(prepared: Prepared) -> dict[str, Any]:
    """The config as the renders see it: everything but :data:`NOT_RENDERED` and the per-table
    overrides (each table's fingerprint has its own)."""
    cfg = prepared.loaded.config
    settings = cfg.model_dump(mode="json", by_alias=True)
    tables_section = dict(settings.get("tables", {}))
    for k in cfg.tables.overrides:
        tables_section.pop(k, None)
    settings["tables"] = tables_section
    project = dict(settings.get("project", {}))
    for k in NOT_RENDERED["project"]:
        project.pop(k, None)
    settings["project"] = project
    settings["connections"] = {
        name: {k: v for k, v in conn.items() if k not in NOT_RENDERED["connection"]}
        for name, conn in settings.get("connections", {}).items()
    }
    return settings


def fingerprints(prepared: Prepared, extra: str = "") -> dict[str, str]:
    """Fingerprint of every selected table, plus ``""`` for the project files."""
    cfg = prepared.loaded.config
    g = hashlib.sha256()
    g.update(__version__.encode() + b"\0")
    g.update(_json(rendered_settings(prepared)))
    g.update(repr(prepared.project).encode("utf-8", "surrogateescape"))
    g.update(extra.encode())
    if prepared.conventions is not None:  # facts read from the project's sources (a base class)
        g.update(_json(prepared.conventions.fingerprint()))
    base = g.hexdigest()
    everything = hashlib.sha256(base.encode())
    # the bytes of ``_json([_facts(n, tp) ...])``, each table's part made once per plan object
    # (a watched project keeps the plans of the tables an edit did not touch)
    everything.update(b"[" + b", ".join(_facts_json(n, tp) for n, tp in prepared.tables.items()) + b"]")
    # the exception handler names the columns of every table (its 422 answers)
    everything.update(repr(project_properties(prepared.tables.values())).encode("utf-8", "surrogateescape"))
    out = {PROJECT_FILES: everything.hexdigest()}
    class_of = {
        n: (tp.classes["entity"].fqn if "entity" in tp.classes else tp.class_stem)
        for n, tp in prepared.tables.items()
    }
    overrides = cfg.tables.overrides
    if len(_memo) > 4 * len(prepared.tables) + 1000:
        _memo.clear()
    for name, tp in prepared.tables.items():
        table = tp.selected.table
        conn = tp.selected.connection
        catalog = prepared.catalogs.get(conn)
        conn_cfg = cfg.connections.get(conn)
        override = overrides.get(name)
        # what the digest below reads, cheaply: an unchanged table of a watched project (the
        # same catalog object, override, names) is not serialised again
        related_facts, related_tables = _related(prepared, name)
        key = (
            base,
            id(tp),  # the table object, its dialect and naming facts (a plan is immutable)
            id(table),
            conn,
            catalog.database if catalog is not None else None,
            conn_cfg.db_schema if conn_cfg is not None else None,
            repr(override) if override is not None else None,
            tuple((fk.referred_table, class_of.get(fk.referred_table)) for fk in table.foreign_keys),
            related_facts,
            tuple(id(t) for t in related_tables),
        )
        hit = _memo.get(key)
        made_of = (table, *related_tables)
        if hit is not None and hit[0] is tp and _same_objects(hit[2], made_of):
            out[name] = hit[1]
            continue
        h = hashlib.sha256(base.encode())
        h.update(tp.selected.dialect.encode() + b"\0" + conn.encode() + b"\0")
        h.update(str(catalog.database if catalog is not None else "").encode() + b"\0")
        h.update(str(conn_cfg.db_schema if conn_cfg is not None else "").encode() + b"\0")
        h.update(table_bytes(table))
        h.update(_json(override.model_dump(mode="json")) if override is not None else _NULL)
        h.update(_facts_json(name, tp))
        h.update(
            _json(sorted({(fk.referred_table, class_of.get(fk.referred_table)) for fk in table.foreign_keys}))
            if table.foreign_keys
            else _EMPTY
        )
        h.update(related_facts)
        for t in related_tables:
            h.update(table_bytes(t))
        out[name] = h.hexdigest()
        _memo[key] = (tp, out[name], made_of)
    if any(la.whole and la.enabled for la in prepared.layers):  # a file that sees every table
        every = hashlib.sha256(out[PROJECT_FILES].encode())
        every.update("\0".join(fp for n, fp in out.items() if n != PROJECT_FILES).encode())
        out[PROJECT_FILES] = every.hexdigest()
    return out


def _related(prepared: Prepared, name: str) -> tuple[bytes, tuple[Any, ...]]:
    """What a table's files print of its relations (``prepared.relations``): the relations
    themselves (they follow from other tables' foreign keys too) and, of each related and link
    table, its naming facts, catalog entry and override (its fields, key and classes are printed).
    Returns the cheap part (relations, naming facts, overrides) as bytes and the related catalog
    tables (digested only when the cheap key misses)."""
    specs = prepared.relations.get(name, ())
    if not specs:
        return b"", ()
    overrides = prepared.loaded.config.tables.overrides
    others = sorted({s.target for s in specs} | {s.through for s in specs if s.through})
    cheap: list[Any] = [repr(specs)]
    tables = []
    for other in others:
        tp = prepared.tables.get(other)
        if tp is not None:
            override = overrides.get(other)
            cheap += [_facts(other, tp), override.model_dump(mode="json") if override is not None else None]
            tables.append(tp.selected.table)
    return _json(cheap), tuple(tables)


def _same_objects(a: object, b: tuple[object, ...]) -> bool:
    return isinstance(a, tuple) and len(a) == len(b) and all(x is y for x, y in zip(a, b, strict=True))


_memo: dict[tuple[object, ...], tuple[object, str, object]] = {}
"""Per-table digests by what they were made of (the plan and table objects kept, so their ids
stay their own)."""
_facts_memo: dict[int, tuple[TablePlan, str, bytes]] = {}


def _facts_json(name: str, tp: TablePlan) -> bytes:
    """``_json(_facts(name, tp))``, once per plan object."""
    hit = _facts_memo.get(id(tp))
    if hit is not None and hit[0] is tp and hit[1] == name:
        return hit[2]
    if len(_facts_memo) > 100_000:
        _facts_memo.clear()
    data = _json(_facts(name, tp))
    _facts_memo[id(tp)] = (tp, name, data)
    return data


def primary_keys(prepared: Prepared) -> dict[str, tuple[str, ...] | None]:
    """Key columns of every selected table (None: no key), as the manifest records them."""
    return {
        name: (tp.selected.table.primary_key.columns if tp.selected.table.primary_key is not None else None)
        for name, tp in prepared.tables.items()
    }
