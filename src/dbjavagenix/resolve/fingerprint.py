"""Fingerprints of a table's inputs: when a table's fingerprint and its files are unchanged,
a build does not resolve or render it again.

Every fingerprint covers the genix version, the project-wide settings (everything in the config
but the per-table overrides, connection secrets masked), the templates, and ``extra`` (the
``.genixignore`` of the output root). A table's fingerprint adds its dialect and connection, its catalog entry, its own
override, its project-wide naming facts (class stem, group, classes, enabled layers) and the
class names of the tables its foreign keys refer to (the only facts of other tables a table's
files print). The project files' fingerprint (``""``) adds the naming facts of every table:
adding, removing or renaming a table re-renders the project files, not every table.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from dbjavagenix import __version__
from dbjavagenix.introspect.snapshot import table_bytes
from dbjavagenix.resolve.project import Prepared, TablePlan

PROJECT_FILES = ""
"""Fingerprint key of the per-project files."""


def _json(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8")


def _facts(name: str, tp: TablePlan) -> list[Any]:
    return [
        name,
        tp.class_stem,
        tp.group,
        sorted((k, v.fqn) for k, v in tp.classes.items()),
        [la.id for la in tp.layers],
    ]


def fingerprints(prepared: Prepared, templates_fp: str, extra: str = "") -> dict[str, str]:
    """Fingerprint of every selected table, plus ``""`` for the project files."""
    from dbjavagenix.secrets import mask_value

    cfg = prepared.loaded.config
    settings = cfg.model_dump(mode="json", by_alias=True)
    # the manifest is committed: no password may go into a hash of it (a short one is guessed
    # back in no time from the other, known inputs)
    settings["connections"] = mask_value(None, settings["connections"])
    tables_section = dict(settings.get("tables", {}))
    overrides = {k: tables_section.pop(k) for k in list(tables_section) if k in cfg.tables.overrides}
    settings["tables"] = tables_section
    g = hashlib.sha256()
    g.update(__version__.encode())
    g.update(_json(settings))
    g.update(templates_fp.encode())
    g.update(extra.encode())
    if prepared.conventions is not None:  # facts read from the project's sources (a base class)
        g.update(_json(prepared.conventions.fingerprint()))
    base = g.hexdigest()
    everything = hashlib.sha256(base.encode())
    everything.update(_json([_facts(n, tp) for n, tp in prepared.tables.items()]))
    out = {PROJECT_FILES: everything.hexdigest()}
    class_of = {
        n: (tp.classes["entity"].fqn if "entity" in tp.classes else tp.class_stem)
        for n, tp in prepared.tables.items()
    }
    for name, tp in prepared.tables.items():
        table = tp.selected.table
        catalog = prepared.catalogs.get(tp.selected.connection)
        h = hashlib.sha256(base.encode())
        h.update(tp.selected.dialect.encode() + b"\0" + tp.selected.connection.encode() + b"\0")
        h.update(str(catalog.database if catalog is not None else "").encode() + b"\0")
        h.update(table_bytes(table))
        h.update(_json(overrides.get(name)))
        h.update(_json(_facts(name, tp)))
        h.update(
            _json(sorted({(fk.referred_table, class_of.get(fk.referred_table)) for fk in table.foreign_keys}))
        )
        out[name] = h.hexdigest()
    return out
