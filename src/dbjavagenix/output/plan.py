"""Compare rendered files with the disk and the manifest: a verb for every file. Pure.

Verbs: ``create`` (missing), ``update`` (genix's own file, unedited, new content),
``unchanged``, ``skip`` (policy says leave it), ``conflict`` (someone changed a file genix
owns, or a file genix never wrote is in the way), ``delete`` (genix wrote it for a table or
layer that is gone, and nobody edited it since).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from dbjavagenix.output.manifest import Manifest, digest
from dbjavagenix.render.engine import RenderedFile

Verb = Literal["create", "update", "unchanged", "skip", "conflict", "delete"]
CHANGING: frozenset[str] = frozenset({"create", "update", "delete"})
"""Verbs that write or remove a file."""
DRIFT: frozenset[str] = frozenset({"create", "update", "delete", "conflict"})
"""Verbs that make ``genix check`` fail."""


@dataclass(frozen=True)
class PlanEntry:
    """What happens to one file."""

    path: str
    verb: Verb
    reason: str
    layer: str
    table: str | None
    template: str
    policy: str
    new: bytes | None = None
    """Rendered content (None for ``delete`` and for files of tables skipped as unchanged)."""
    old: bytes | None = None
    """Content on disk when it was read (None when missing or not read)."""


@dataclass(frozen=True)
class Plan:
    """Every file's verb, plus what the manifest must record afterwards."""

    entries: tuple[PlanEntry, ...]
    fingerprints: Mapping[str, str]
    """Input fingerprint of every table in this run (``""`` = project files)."""
    skipped_tables: frozenset[str] = frozenset()
    """Tables not re-rendered because their fingerprint and files were unchanged."""

    def count(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.verb] = out.get(e.verb, 0) + 1
        return out

    @property
    def conflicts(self) -> tuple[PlanEntry, ...]:
        return tuple(e for e in self.entries if e.verb == "conflict")

    @property
    def changes(self) -> tuple[PlanEntry, ...]:
        return tuple(e for e in self.entries if e.verb in CHANGING)

    @property
    def drift(self) -> tuple[PlanEntry, ...]:
        return tuple(e for e in self.entries if e.verb in DRIFT)


def decide(
    file: RenderedFile, new: bytes, old: bytes | None, manifest: Manifest, force: bool = False
) -> PlanEntry:
    """The verb of one rendered file."""
    rec = manifest.files.get(file.path)

    def entry(verb: Verb, reason: str) -> PlanEntry:
        return PlanEntry(
            file.path, verb, reason, file.layer, file.table, file.template, file.policy, new, old
        )

    if file.policy == "skip":
        return entry("skip", "policy skip")
    if old is None:
        return entry("create", "new file" if rec is None else "missing on disk, generated again")
    if old == new:
        return entry("unchanged", "up to date")
    if file.policy == "create-once":
        return entry("skip", "exists (create-once: yours now)")
    if rec is not None and digest(old) == rec.sha256:
        return entry("update", "generated content changed")
    if force:
        return entry("update", "overwritten (--force)")
    if rec is None:
        return entry("conflict", "exists and was not written by genix")
    return entry("conflict", "edited by hand since genix wrote it")


def make_plan(
    rendered: Iterable[RenderedFile],
    disk: Mapping[str, bytes | None],
    manifest: Manifest,
    *,
    fingerprints: Mapping[str, str],
    kept: Iterable[PlanEntry] = (),
    stale_disk: Mapping[str, bytes | None] | None = None,
    force: bool = False,
    skipped_tables: frozenset[str] = frozenset(),
) -> Plan:
    """Decide every file.

    ``rendered``: files rendered this run; ``disk``: their current bytes (None = missing);
    ``kept``: ready-made ``unchanged`` entries of tables skipped by fingerprint;
    ``stale_disk``: current bytes of manifest files nobody produced this run.
    """
    entries = [decide(f, f.text.encode("utf-8"), disk.get(f.path), manifest, force) for f in rendered]
    entries.extend(kept)
    produced = {e.path for e in entries}
    for path, old in sorted((stale_disk or {}).items()):
        if path in produced:
            continue
        rec = manifest.files.get(path)
        if rec is None or old is None:
            continue
        if rec.policy == "create-once" and digest(old) != rec.sha256:
            entries.append(
                PlanEntry(
                    path,
                    "skip",
                    "no longer generated; edited, so kept",
                    rec.layer,
                    rec.table,
                    rec.template,
                    rec.policy,
                    None,
                    old,
                )
            )
        elif digest(old) == rec.sha256 or force:
            entries.append(
                PlanEntry(
                    path,
                    "delete",
                    "no longer generated",
                    rec.layer,
                    rec.table,
                    rec.template,
                    rec.policy,
                    None,
                    old,
                )
            )
        else:
            entries.append(
                PlanEntry(
                    path,
                    "skip",
                    "no longer generated; edited by hand, so kept",
                    rec.layer,
                    rec.table,
                    rec.template,
                    rec.policy,
                    None,
                    old,
                )
            )
    entries.sort(key=lambda e: e.path)
    return Plan(tuple(entries), dict(fingerprints), skipped_tables)
