"""Fingerprints of a table's inputs: when a table's fingerprint and its files are unchanged,
a build does not resolve or render it again.

A table's fingerprint covers: the genix version, the project-wide settings (everything in the
config but the per-table overrides), the templates, the project-wide naming facts of every
selected table (class names, packages, enabled layers: other tables' files refer to them), the
table's catalog entry and its own override.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from dbjavagenix import __version__
from dbjavagenix.introspect.snapshot import table_bytes
from dbjavagenix.resolve.project import Prepared

PROJECT_FILES = ""
"""Fingerprint key of the per-project files."""


def _json(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8")


def fingerprints(prepared: Prepared, templates_fp: str) -> dict[str, str]:
    """Fingerprint of every selected table, plus ``""`` for the project files."""
    cfg = prepared.loaded.config
    settings = cfg.model_dump(mode="json", by_alias=True)
    tables_section = dict(settings.get("tables", {}))
    overrides = {k: tables_section.pop(k) for k in list(tables_section) if k in cfg.tables.overrides}
    settings["tables"] = tables_section
    facts = [
        (
            name,
            tp.class_stem,
            tp.group,
            sorted((k, v.fqn) for k, v in tp.classes.items()),
            [la.id for la in tp.layers],
        )
        for name, tp in prepared.tables.items()
    ]
    g = hashlib.sha256()
    g.update(__version__.encode())
    g.update(_json(settings))
    g.update(templates_fp.encode())
    g.update(_json(facts))
    base = g.hexdigest()
    out = {PROJECT_FILES: base}
    for name, tp in prepared.tables.items():
        h = hashlib.sha256(base.encode())
        h.update(tp.selected.dialect.encode() + b"\0" + tp.selected.connection.encode())
        h.update(table_bytes(tp.selected.table))
        h.update(_json(overrides.get(name)))
        out[name] = h.hexdigest()
    return out
