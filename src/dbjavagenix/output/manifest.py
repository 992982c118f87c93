"""``.genix/manifest.json``: what genix wrote, so edits by hand are recognised.

For every file genix wrote: the SHA-256 of the bytes it wrote, their size and the mtime after
writing (a stat-only fast path for "unchanged"), its template, layer and table. For every table:
the fingerprint of its inputs and its files (incremental builds skip tables whose fingerprint and
files are unchanged).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dbjavagenix import __version__
from dbjavagenix.errors import InputError, Location

MANIFEST_DIR = ".genix"
MANIFEST_FILE = "manifest.json"
FORMAT = 1


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class FileRecord:
    """What genix knows about one file it wrote."""

    sha256: str
    size: int
    mtime_ns: int
    template: str
    layer: str
    table: str | None
    policy: str

    def stat_matches(self, st: os.stat_result) -> bool:
        return st.st_size == self.size and st.st_mtime_ns == self.mtime_ns


@dataclass(frozen=True)
class TableRecord:
    """Inputs fingerprint and files of one table (``""`` is the project files)."""

    fingerprint: str
    files: tuple[str, ...]


@dataclass(frozen=True)
class Manifest:
    files: Mapping[str, FileRecord] = field(default_factory=dict)
    tables: Mapping[str, TableRecord] = field(default_factory=dict)
    genix_version: str = __version__

    def to_json(self) -> str:
        """Deterministic JSON, one file or table per line (diffable, and fast to write)."""
        files = ",\n".join(
            "  "
            + json.dumps(p, ensure_ascii=False)
            + ": "
            + json.dumps(
                {
                    "sha256": r.sha256,
                    "size": r.size,
                    "mtime_ns": r.mtime_ns,
                    "template": r.template,
                    "layer": r.layer,
                    "table": r.table,
                    "policy": r.policy,
                },
                ensure_ascii=False,
            )
            for p, r in sorted(self.files.items())
        )
        tables = ",\n".join(
            "  "
            + json.dumps(t, ensure_ascii=False)
            + ": "
            + json.dumps({"fingerprint": r.fingerprint, "files": list(r.files)}, ensure_ascii=False)
            for t, r in sorted(self.tables.items())
        )
        head = json.dumps({"genix_manifest": FORMAT, "genix_version": self.genix_version})[:-1]
        return f'{head},\n"files": {{\n{files}\n}},\n"tables": {{\n{tables}\n}}}}\n'


def manifest_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / MANIFEST_FILE


def load_manifest(output_root: Path) -> Manifest:
    """The manifest of ``output_root``; an empty one when there is none yet."""
    path = manifest_path(output_root)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Manifest()
    try:
        data = json.loads(text)
        if data.get("genix_manifest") != FORMAT:
            raise ValueError("unknown manifest format")
        files = {
            p: FileRecord(
                r["sha256"],
                int(r["size"]),
                int(r["mtime_ns"]),
                r["template"],
                r["layer"],
                r.get("table"),
                r.get("policy", "overwrite"),
            )
            for p, r in data["files"].items()
        }
        tables = {t: TableRecord(r["fingerprint"], tuple(r["files"])) for t, r in data["tables"].items()}
        return Manifest(files, tables, data.get("genix_version", "?"))
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise InputError(
            f"the genix manifest is damaged: {e}",
            location=Location(file=str(path)),
            hint="delete it to start over: genix then treats every existing file as not written by genix",
        ) from None
