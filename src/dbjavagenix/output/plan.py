"""Compare rendered files with the disk and the manifest: a verb for every file. Pure.

Verbs (what ``build`` does):

``create``     the file is missing: write it.
``update``     genix's file, not edited since genix wrote it, new content: replace it. Under
               policy ``overwrite`` (or ``--force``) an edited file is replaced too, after its
               bytes are saved to ``.genix/backup/PATH``.
``merge``      edited by hand and genix has new content: write the clean three-way merge.
``unchanged``  nothing to write (also: your edits, with nothing new from genix).
``skip``       policy ``skip``, ``create-once`` file that exists, or matched by ``.genixignore``.
``conflict``   the merge does not resolve, or a file genix never wrote is in the way: the file
               is left as it is and the merge (with conflict markers) goes to
               ``PATH.genix-conflict``, or, with ``project.conflicts = "markers"``, into the file.
               Beside the file, the conflict is resolved once you change the file (copy the
               resolution in) or delete ``PATH.genix-conflict`` (keep yours): the next build
               takes your file as merged with the render that conflicted.
``delete``     genix wrote it for a table or layer that is gone, nobody edited it since (its
               bytes are genix's last render), and this machine's genix made that render.
``keep``       gone like ``delete`` but edited by hand (or a build file, or nothing proves
               genix wrote it: :mod:`dbjavagenix.output.trust`): kept, genix stops tracking it.

Each entry also has a *status* for ``genix check`` (None when the file is as it should be):
``missing``, ``outdated``, ``edited`` (changed by hand since genix last wrote or recorded it),
``stale`` (no longer generated) and ``conflict``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from dbjavagenix.config.values import ConflictStyle
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.output.merge import MergeResult, has_markers, merge3
from dbjavagenix.output.statemodel import SIDE_SUFFIX, FileRecord, Manifest, digest
from dbjavagenix.output.trust import Proven
from dbjavagenix.output.verbs import Status, Verb
from dbjavagenix.output.xmlmerge import merge_mapper

if TYPE_CHECKING:
    from dbjavagenix.render.engine import RenderedFile

CHANGING: frozenset[str] = frozenset({"create", "update", "merge", "delete"})
"""Verbs that write or remove a file."""
BACKUP_DIR = "backup"


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
    """The render (None for stale files and for files of tables skipped as unchanged)."""
    old: bytes | None = None
    """Content on disk when it was read (None when missing or not read)."""
    status: Status | None = None
    """What ``genix check`` reports for the file (None: as it should be)."""
    write: bytes | None = None
    """What ``apply`` writes to ``path`` (the render, a merge, or conflict markers in place)."""
    side: bytes | None = None
    """A conflicting merge ``apply`` writes to ``path + ".genix-conflict"``."""
    backup: bool = False
    """Save ``old`` to ``.genix/backup/PATH`` before replacing or deleting it."""
    lines: tuple[int, ...] = ()
    """Lines of the conflict markers (in the conflict file, or in the file itself)."""
    side_current: bool = False
    """``PATH.genix-conflict`` exists and holds exactly ``side`` (a build wrote it before)."""
    uses: frozenset[str] = frozenset()
    """Templates the render loaded (empty for files not rendered this run)."""
    templates: str = ""
    """Digest of those templates' sources (the manifest records it)."""

    @property
    def side_path(self) -> str:
        return self.path + SIDE_SUFFIX


@dataclass(frozen=True)
class Scope:
    """What a run generates for: its category and the tables and views it selected."""

    category: str
    tables: int
    views: int


@dataclass(frozen=True)
class Plan:
    """Every file's verb, plus what the manifest must record afterwards."""

    entries: tuple[PlanEntry, ...]
    fingerprints: Mapping[str, str]
    """Input fingerprint of every table in this run (``""`` = project files)."""
    skipped_tables: frozenset[str] = frozenset()
    """Tables not re-rendered because their fingerprint and files were unchanged."""
    warnings: tuple[Diagnostic, ...] = ()
    """Located warnings of the renders (a template block its parent does not define ...), each
    once."""
    primary_keys: Mapping[str, tuple[str, ...] | None] = field(default_factory=dict)
    """Key columns of each table of this run (the manifest records them)."""
    scope: Scope | None = None
    """The category and selection of the run (None: a plan of some files only, as watch makes)."""
    scaffold: tuple[tuple[str, str], ...] = ()
    """(path, text) of the files of a new Spring Boot project (``project.scaffold``, the output
    root holding none): written once after the plan's files, then yours (never tracked)."""

    def count(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.verb] = out.get(e.verb, 0) + 1
        return out

    def status_count(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for e in self.entries:
            if e.status is not None:
                out[e.status] = out.get(e.status, 0) + 1
        return out

    @property
    def conflicts(self) -> tuple[PlanEntry, ...]:
        return tuple(e for e in self.entries if e.verb == "conflict")

    @property
    def changes(self) -> tuple[PlanEntry, ...]:
        return tuple(e for e in self.entries if e.verb in CHANGING)

    @property
    def drift(self) -> tuple[PlanEntry, ...]:
        """Entries ``genix check`` reports."""
        return tuple(e for e in self.entries if e.status is not None)


def merge_texts(path: str, base: bytes, ours: bytes, theirs: bytes) -> MergeResult:
    """Three-way merge of one file: statement-wise for mapper XML, line-wise otherwise."""
    b, o, t = (x.decode("utf-8", "surrogateescape") for x in (base, ours, theirs))
    result = merge_mapper(b, o, t) if path.endswith(".xml") else None
    return result if result is not None else merge3(b, o, t)


def _encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def decide(
    file: RenderedFile,
    new: bytes,
    old: bytes | None,
    manifest: Manifest,
    force: bool = False,
    *,
    base: bytes | None = None,
    ignored: bool = False,
    style: ConflictStyle = "beside",
    side: bytes | None = None,
    side_base: bytes | None = None,
    proven: Proven | None = None,
) -> PlanEntry:
    """The verb of one rendered file. ``base``: the stored render the manifest names as this
    file's merge base (needed only when the file was edited). ``side``: the bytes of the
    conflict file genix wrote beside it (None when there is none); ``side_base``: the stored
    render that conflicted then. ``proven``: whether this machine's genix rendered a hash's
    bytes; a file replaced on the word of a record nothing proves is saved to
    ``.genix/backup/`` first (the state may have been forged or merged)."""
    rec = manifest.files.get(file.path)
    proof: Proven = proven or _unproven
    side_rec = manifest.sides.get(file.path)

    def entry(verb: Verb, reason: str, status: Status | None = None, **kw: Any) -> PlanEntry:
        if "side" in kw and kw["side"] is not None and side is not None:
            kw["side_current"] = side == kw["side"]
        return PlanEntry(
            file.path,
            verb,
            reason,
            file.layer,
            file.table,
            file.template,
            file.policy,
            new,
            old,
            status,
            uses=file.uses,
            templates=file.templates,
            **kw,
        )

    if ignored:
        return entry("skip", "matched by .genixignore")
    if file.policy == "skip":
        return entry("skip", "policy skip")
    if old is None:
        if rec is None:
            return entry("create", "new file", "missing", write=new)
        return entry("create", "missing on disk, generated again", "missing", write=new)
    if old == new:
        return entry("unchanged", "up to date")
    if file.policy == "create-once":
        return entry("skip", "exists (create-once: yours now)")
    backup_note = f"your version saved to .genix/{BACKUP_DIR}/{file.path}"
    sha = digest(old)
    resolved = (
        not force
        and style == "beside"
        and side_rec is not None
        and bool(side_rec.render)
        and side_base is not None
        and (side is None or (bool(side_rec.file) and sha != side_rec.file))
    )
    if resolved:
        # you resolved the conflict reported beside the file (changed the file, or deleted the
        # conflict file to keep yours): it now stands merged with the render that conflicted,
        # which becomes its base, also for a file genix had never written
        assert side_rec is not None and side_base is not None
        rec = replace(rec, base=side_rec.render) if rec is not None else _adopted(file, side_rec.render)
        base = side_base
    if rec is None:
        if force:
            return entry(
                "update", f"overwritten (--force); {backup_note}", "conflict", write=new, backup=True
            )
        return entry(
            "conflict",
            "exists and was not written by genix",
            "conflict",
            side=new,
        )
    unproven_note = (
        f"; the old file is saved to .genix/{BACKUP_DIR}/{file.path} first ({UNPROVEN}: this machine's "
        "genix did not render it)"
    )
    if sha == rec.base_sha:
        if proof(sha):
            return entry("update", "generated content changed", "outdated", write=new)
        return entry(
            "update", "generated content changed" + unproven_note, "outdated", write=new, backup=True
        )
    # the file holds edits by hand: new ones (status "edited"), or ones a build recorded
    edited: Status | None = "edited" if sha != rec.sha256 else None
    if force or file.policy == "overwrite":
        why = "--force" if force else "policy overwrite"
        return entry(
            "update", f"edited by hand, replaced ({why}); {backup_note}", "edited", write=new, backup=True
        )
    old_text = old.decode("utf-8", "surrogateescape")
    if has_markers(old_text):
        return entry("conflict", "unresolved conflict markers in the file", "conflict")
    if digest(new) == rec.base_sha:
        if resolved:
            return entry("unchanged", "edited by hand; your resolution of the conflict is kept", "edited")
        return entry("unchanged", "edited by hand; nothing new from genix, your edits are kept", edited)
    if base is None:
        return entry(
            "conflict",
            "edited by hand, and genix's copy of what it wrote last is missing: cannot merge",
            "conflict",
            side=new,
        )
    result = merge_texts(file.path, base, old, new)
    merged = _encode(result.text)
    base_proven = proof(rec.base_sha)
    keep_old = {} if base_proven else {"backup": True}
    note = "" if base_proven else unproven_note.replace("render it", "render the merge base")
    if result.clean:
        if merged == old:
            return entry("unchanged", "edited by hand; already has genix's changes", edited)
        return entry(
            "merge", "edited by hand; genix's changes merged in" + note, "outdated", write=merged, **keep_old
        )
    lines = tuple(c.line for c in result.conflicts)
    n = len(lines)
    where = ", ".join(str(x) for x in lines[:5])
    if style == "markers":
        return entry(
            "conflict",
            f"edited by hand; {n} conflicting change(s) with genix's new version: conflict markers "
            f"in the file (lines {where})" + note,
            "conflict",
            write=merged,
            lines=lines,
            **keep_old,
        )
    return entry(
        "conflict",
        f"edited by hand; {n} conflicting change(s) with genix's new version (lines {where})",
        "conflict",
        side=merged,
        lines=lines,
    )


def with_unproven_warnings(
    plan: Plan, locate: Callable[[Mapping[str, str]], Mapping[str, tuple[str, int | None]]]
) -> Plan:
    """``plan`` with one located warning per state file whose stale records were kept because
    nothing proves genix wrote their bytes. ``locate``: the state file and line of the record
    of each path (path → table)."""
    kept = [e for e in plan.entries if e.verb == "keep" and UNPROVEN in e.reason]
    if not kept:
        return plan
    where = locate({e.path: e.table or "" for e in kept})
    by_file: dict[str, list[tuple[int, str]]] = {}
    for e in kept:
        file, line = where.get(e.path, (".genix/", None))
        by_file.setdefault(file, []).append((line or 0, e.path))
    notes = []
    for file, rows in sorted(by_file.items()):
        rows.sort()
        line, first = rows[0]
        more = f" and {len(rows) - 1} more" if len(rows) > 1 else ""
        notes.append(
            Diagnostic(
                f"{len(rows)} file(s) no longer generated were kept, not deleted: {first!r}{more}; "
                "this machine's genix did not render their bytes (state from a merge, another clone or an "
                "older genix), so genix stops tracking them",
                Location(file=file, line=line or None),
                "delete them yourself if they are genix's; a record brought by a merge or a pull request "
                "is never enough for genix to delete a file",
            )
        )
    return replace(plan, warnings=tuple(dict.fromkeys((*plan.warnings, *notes))))


def _unproven(_sha: str) -> bool:
    return False


def _unprotected(_path: str) -> str | None:
    return None


def _adopted(file: RenderedFile, render: str) -> FileRecord:
    """The record of a file genix never wrote, once you resolved its conflict."""
    return FileRecord("", file.template, file.layer, file.table, file.policy, render)


UNPROVEN = "not proven genix's"
"""In the reason of a file kept (or backed up before it is replaced) because nothing proves
genix rendered its bytes."""


def _stale(
    path: str,
    rec: FileRecord,
    old: bytes | None,
    ignored: bool,
    proven: Proven,
    protected: Callable[[str], str | None],
) -> PlanEntry:
    def entry(verb: Verb, reason: str, status: Status | None) -> PlanEntry:
        return PlanEntry(
            path, verb, reason, rec.layer, rec.table, rec.template, rec.policy, None, old, status
        )

    if ignored:
        return entry("skip", "no longer generated; matched by .genixignore, left alone", None)
    if old is None:
        return entry("delete", "no longer generated (already gone from disk)", "stale")
    why = protected(path)
    if why is not None:
        return entry("keep", f"no longer generated; {why}: never deleted (genix stops tracking it)", "stale")
    sha = digest(old)
    if sha != rec.base_sha or (rec.sha256 and sha != rec.sha256):
        # your edits, recorded by a build (or merged into the file) or made since: yours now
        return entry(
            "keep", "no longer generated; edited by hand, so kept (genix stops tracking it)", "stale"
        )
    if not proven(sha):
        return entry(
            "keep",
            f"no longer generated; {UNPROVEN}: this machine's genix did not render these bytes (state "
            "from a merge, a clone or an older genix), so it is kept and genix stops tracking it",
            "stale",
        )
    return entry("delete", "no longer generated", "stale")


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
    bases: Mapping[str, bytes] | None = None,
    ignore: Callable[[str], bool] | None = None,
    style: ConflictStyle = "beside",
    sides_disk: Mapping[str, bytes | None] | None = None,
    primary_keys: Mapping[str, tuple[str, ...] | None] | None = None,
    notes: Iterable[Diagnostic] = (),
    proven: Proven | None = None,
    protected: Callable[[str], str | None] | None = None,
) -> Plan:
    """Decide every file.

    ``rendered``: files rendered this run; ``disk``: their current bytes (None = missing);
    ``kept``: ready-made entries of tables skipped by fingerprint; ``stale_disk``: current
    bytes of manifest files nobody produced this run (None = missing; a path that is not a
    regular file must be left out); ``bases``: stored renders by hash (merge bases, and the
    renders of recorded conflicts); ``ignore``: the ``.genixignore`` matcher; ``sides_disk``:
    current bytes of the conflict files the manifest records, by the conflicting file's path;
    ``primary_keys``: key columns of the tables (recorded); ``notes``: warnings of reading the
    state (listed first); ``proven``: whether this machine's genix rendered the bytes with a
    hash (:class:`dbjavagenix.output.trust.Ledger`; None: nothing is proven, so nothing stale is
    deleted and every replaced file is backed up); ``protected``: why a path is never deleted
    on the state's word (:func:`dbjavagenix.output.trust.protected_problem`).
    """
    bases = bases or {}
    proof: Proven = proven or _unproven
    ignored = ignore or (lambda _p: False)
    sides = sides_disk or {}
    entries = []
    warnings: dict[Diagnostic, None] = dict.fromkeys(notes)
    for f in rendered:
        warnings.update(dict.fromkeys(f.warnings))
        rec = manifest.files.get(f.path)
        side_rec = manifest.sides.get(f.path)
        entries.append(
            decide(
                f,
                f.text.encode("utf-8"),
                disk.get(f.path),
                manifest,
                force,
                base=bases.get(rec.base_sha) if rec is not None else None,
                ignored=ignored(f.path),
                style=style,
                side=sides.get(f.path),
                side_base=bases.get(side_rec.render) if side_rec is not None else None,
                proven=proof,
            )
        )
    entries.extend(kept)
    produced = {e.path for e in entries}
    for path, old in sorted((stale_disk or {}).items()):
        rec = manifest.files.get(path)
        if path in produced or rec is None:
            continue
        entries.append(_stale(path, rec, old, ignored(path), proof, protected or _unprotected))
    entries.sort(key=lambda e: e.path)
    return Plan(tuple(entries), dict(fingerprints), skipped_tables, tuple(warnings), dict(primary_keys or {}))
