"""The records of genix's state (:mod:`dbjavagenix.output.manifest` reads and writes them): what
genix knows of each file it wrote, of each conflict file beside one, and of each table."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field

from dbjavagenix import __version__
from dbjavagenix.errors import Diagnostic
from dbjavagenix.output import statcache
from dbjavagenix.output.statefile import FileLine, Section

SIDE_SUFFIX = ".genix-conflict"
"""Suffix of the file a conflicting merge is written to (beside the untouched file)."""
PROJECT = ""
"""Table key of the project files."""


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True)
class FileRecord:
    """What genix knows about one file it wrote."""

    sha256: str
    """Hash of the bytes genix left on disk (a render, or a merge of a render and your edits)."""
    template: str
    layer: str
    table: str | None
    policy: str
    base: str = ""
    """Hash of the render genix produced last (the merge base); ``""`` means ``sha256``."""
    uses: tuple[str, ...] = ()
    """Every template the last render loaded (its own, extends, includes, imports)."""
    templates: str = ""
    """Digest of those templates' sources at that render (:meth:`Renderer.templates_digest`)."""

    @property
    def base_sha(self) -> str:
        return self.base or self.sha256


@dataclass(frozen=True)
class SideRecord:
    """A conflict genix reported beside a file: the merge with conflict markers it wrote to
    ``X.genix-conflict``, the render it could not merge, and the file as it was then. Once you
    change the file or delete the conflict file, the conflict is resolved: the next build takes
    your file as merged with that render."""

    side: str
    """Hash of the conflict file genix wrote."""
    render: str = ""
    """Hash of genix's render at the time (a merge base: :mod:`dbjavagenix.output.store`);
    ``""`` when unknown."""
    file: str = ""
    """Hash of your file at the time."""


@dataclass(frozen=True)
class TableRecord:
    """Inputs fingerprint and files of one table (``""`` is the project files)."""

    fingerprint: str
    files: tuple[str, ...]
    primary_key: tuple[str, ...] | None = None
    """Key columns when the table was last rendered (None: none, or unknown)."""


@dataclass(frozen=True)
class Manifest:
    files: Mapping[str, FileRecord] = field(default_factory=dict)
    tables: Mapping[str, TableRecord] = field(default_factory=dict)
    genix_version: str = __version__
    sides: Mapping[str, SideRecord] = field(default_factory=dict)
    """Conflict files genix wrote, by the path of the conflicting file."""
    side_owners: Mapping[str, str] = field(default_factory=dict)
    """Table (``""``: project) of each conflict file that has no file record."""
    notes: tuple[Diagnostic, ...] = ()
    """What reading the state settled (git conflict markers in a state file, a converted
    manifest): warnings for the doors to print."""
    legacy: bool = False
    """Read from a ``manifest.json`` of an older genix: the next save writes the new files."""
    stats: Mapping[str, statcache.Entry] = field(default_factory=dict, compare=False)
    """Machine-local: size, mtime and hash of each file when genix last wrote or read it."""
    rewrite: frozenset[str] = field(default_factory=frozenset, compare=False)
    """State files (relative to ``.genix/``) that were damaged or held records that are never
    acted on: the next build that writes rewrites them from the records it keeps (or removes
    them)."""

    def unchanged_on_disk(self, path: str, st: os.stat_result) -> bool:
        """Whether ``st`` (a stat of ``path``) shows the bytes the record names: the same size
        and mtime as when genix last saw those bytes (no read)."""
        known = self.stats.get(path)
        rec = self.files.get(path)
        return (
            known is not None
            and rec is not None
            and known[1] == st.st_mtime_ns
            and known[0] == st.st_size
            and known[2] == rec.sha256
        )

    def same_records(self, other: Manifest) -> bool:
        return (
            self.files == other.files
            and self.tables == other.tables
            and self.sides == other.sides
            and not self.legacy
            and not other.legacy
        )

    def sections(self, only: Collection[str] | None = None) -> dict[str, Section]:
        """The state files' content by table (``""``: project); ``only`` those tables."""
        owners: dict[str, list[tuple[str, str, str, str]]] = {}
        for path, side in self.sides.items():
            rec = self.files.get(path)
            owner = (rec.table or PROJECT) if rec is not None else self.side_owners.get(path, PROJECT)
            owners.setdefault(owner, []).append((path, side.side, side.render, side.file))
        if only is None:
            by_table: dict[str, list[str]] = {}
            for path, r in self.files.items():
                by_table.setdefault(r.table or PROJECT, []).append(path)
            wanted: Iterable[str] = set(self.tables) | set(by_table) | set(owners) | {PROJECT}
        else:
            by_table = {t: list(self.tables[t].files) for t in only if t in self.tables}
            wanted = only
        out: dict[str, Section] = {}
        for t in wanted:
            rec_t = self.tables.get(t)
            paths = by_table.get(t, [])
            if not paths and rec_t is None and t not in owners and t != PROJECT:
                continue
            lines = []
            for p in paths:
                f = self.files.get(p)
                if f is not None and (f.table or PROJECT) == t:
                    lines.append(
                        FileLine(p, f.sha256, f.layer, f.template, f.policy, f.base, f.uses, f.templates)
                    )
            out[t] = Section(
                t or None,
                rec_t.fingerprint if rec_t is not None else "",
                tuple(lines),
                tuple(owners.get(t, ())),
                rec_t.primary_key if rec_t is not None else None,
                self.genix_version if t == PROJECT else "",
            )
        return out
