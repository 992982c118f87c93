"""``.genix/manifest.json``: what genix wrote, so edits by hand are recognised.

For every file genix wrote: the SHA-256 of the bytes it left on disk, their size and the mtime
after writing (a stat-only fast path for "unchanged"), the SHA-256 of its last render (the
*base* of the next three-way merge, kept in :mod:`dbjavagenix.output.store`; it differs from
the disk hash after a merge), its template, layer, table and policy. For every table: the
fingerprint of its inputs and its files (incremental builds skip tables whose fingerprint and
files are unchanged). ``sides``: conflict files (``X.genix-conflict``) genix wrote, so it can
remove them once the conflict is gone and tell when you resolved it (see :class:`SideRecord`).

Format 1 (no ``base``) is read as format 2 with ``base`` = ``sha256``.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from dbjavagenix import __version__
from dbjavagenix.errors import FileSystemError, Location, filesystem_error

MANIFEST_DIR = ".genix"
MANIFEST_FILE = "manifest.json"
FORMAT = 2
SIDE_SUFFIX = ".genix-conflict"
"""Suffix of the file a conflicting merge is written to (beside the untouched file)."""


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class FileRecord:
    """What genix knows about one file it wrote."""

    sha256: str
    """Hash of the bytes genix left on disk (a render, or a merge of a render and your edits)."""
    size: int
    mtime_ns: int
    template: str
    layer: str
    table: str | None
    policy: str
    base: str = ""
    """Hash of the render genix produced last (the merge base); ``""`` means ``sha256``."""

    @property
    def base_sha(self) -> str:
        return self.base or self.sha256

    def stat_matches(self, st: os.stat_result) -> bool:
        return st.st_size == self.size and st.st_mtime_ns == self.mtime_ns

    def with_stat(self, st: os.stat_result) -> FileRecord:
        return replace(self, size=st.st_size, mtime_ns=st.st_mtime_ns)


@dataclass(frozen=True)
class SideRecord:
    """A conflict genix reported beside a file: the merge with conflict markers it wrote to
    ``X.genix-conflict``, the render it could not merge, and the file as it was then. Once you
    change the file or delete the conflict file, the conflict is resolved: the next build takes
    your file as merged with that render."""

    side: str
    """Hash of the conflict file genix wrote."""
    render: str = ""
    """Hash of genix's render at the time (kept in the base store); ``""`` when unknown."""
    file: str = ""
    """Hash of your file at the time."""


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
    sides: Mapping[str, SideRecord] = field(default_factory=dict)
    """Conflict files genix wrote, by the path of the conflicting file."""

    def to_json(self) -> str:
        """Stable JSON with one file or table per line (diffs well, and is fast to write)."""

        def dump(x: object) -> str:
            return json.dumps(x, ensure_ascii=False, separators=(", ", ": "))

        files = [
            f"  {dump(p)}: "
            + dump(
                {
                    "sha256": r.sha256,
                    **({"base": r.base} if r.base and r.base != r.sha256 else {}),
                    "size": r.size,
                    "mtime_ns": r.mtime_ns,
                    "template": r.template,
                    "layer": r.layer,
                    "table": r.table,
                    "policy": r.policy,
                }
            )
            for p, r in sorted(self.files.items())
        ]
        tables = [
            f"  {dump(t)}: " + dump({"fingerprint": r.fingerprint, "files": list(r.files)})
            for t, r in sorted(self.tables.items())
        ]
        parts = [
            f'"genix_manifest": {FORMAT}',
            f'"genix_version": {dump(self.genix_version)}',
            '"files": {' + ("\n" + ",\n".join(files) + "\n" if files else "") + "}",
            '"tables": {' + ("\n" + ",\n".join(tables) + "\n" if tables else "") + "}",
        ]
        if self.sides:
            sides = {
                p: {"side": s.side, "render": s.render, "file": s.file} for p, s in sorted(self.sides.items())
            }
            parts.append('"sides": ' + dump(sides))
        return "{\n" + ",\n".join(parts) + "\n}\n"

    def same_records(self, other: Manifest) -> bool:
        return self.files == other.files and self.tables == other.tables and self.sides == other.sides


def manifest_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / MANIFEST_FILE


def parse_manifest(text: str) -> Manifest:
    """A manifest from its JSON; raises ValueError/KeyError/TypeError when damaged."""
    data = json.loads(text)
    if data.get("genix_manifest") not in (1, FORMAT):
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
            r.get("base", ""),
        )
        for p, r in data["files"].items()
    }
    tables = {t: TableRecord(r["fingerprint"], tuple(r["files"])) for t, r in data["tables"].items()}
    sides = {
        str(p): SideRecord(str(s))
        if isinstance(s, str)
        else SideRecord(s["side"], s.get("render", ""), s.get("file", ""))
        for p, s in data.get("sides", {}).items()
    }
    return Manifest(files, tables, data.get("genix_version", "?"), sides)


def load_manifest(output_root: Path) -> Manifest:
    """The manifest of ``output_root``; an empty one when there is none yet."""
    path = manifest_path(output_root)
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return Manifest()
    except UnicodeDecodeError as e:
        raise _damaged(path, e) from None
    except OSError as e:
        raise filesystem_error(e, "read the genix manifest") from None
    try:
        return parse_manifest(text)
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise _damaged(path, e) from None


def _damaged(path: Path, e: Exception) -> FileSystemError:
    return FileSystemError(
        f"the genix manifest is damaged: {e}",
        location=Location(file=str(path)),
        hint="restore it from version control, or delete it to start over: genix then treats every existing "
        "file as not written by genix (they come up as conflicts, nothing is overwritten)",
    )
