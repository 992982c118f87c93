"""Carry out a plan: everything or nothing, crash-safe, durable.

Order: (0) check the output tree (:mod:`dbjavagenix.output.preflight`: symbolic links, folders
in the way, name lengths): a build that cannot finish does not start; (1) save the intent
(:mod:`dbjavagenix.output.journal`: the new state of the tables this plan changes, nothing
else); (2) *stage* every new file, the changed state files and the new merge bases as temp
files in their folders, flushed to disk (one ``syncfs``, or an ``fsync`` per file); a failure
here (disk full ...) removes the temp files and leaves every file and the state as they were;
(3) *publish*: each file, checked to be still what the plan saw, is renamed over its target
(atomic), deleted files are removed; a failure here rolls the files published so far back to
their old bytes; (4) flush (the renames are durable), then rename the state files and bases
into place, flush again and drop the intent; remove bases nobody refers to. Killed anywhere,
every file is old or new and the next run settles the state from the intent. Files planned
``unchanged`` are not touched, so their mtime stays.

Bookkeeping follows the change: one hash per written file, state files rewritten only for the
tables whose records changed, no compression, no database. The machine-local caches (sizes
and mtimes, renders for later merges) are appended after the state is durable, unsynced.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import Cancelled, GenixError, filesystem_error
from dbjavagenix.output import journal, statcache, statemodel, store, trust
from dbjavagenix.output import manifest as mf
from dbjavagenix.output.durable import (
    MANIFEST_DIR,
    SYNCFS,
    TEMP_SUFFIX,
    atomic_write,
    flush_filesystem,
    stage,
    sync_dir,
    sync_fd,
    sync_new_parents,
    unlink,
)
from dbjavagenix.output.lock import ensure_dir
from dbjavagenix.output.plan import BACKUP_DIR, Plan, PlanEntry
from dbjavagenix.output.preflight import check_paths, planned_paths
from dbjavagenix.output.records import Digests, next_manifest
from dbjavagenix.output.statemodel import SIDE_SUFFIX, Manifest, digest

__all__ = [
    "TEMP_SUFFIX",
    "WRITES",
    "ApplyResult",
    "apply_plan",
    "atomic_write",
    "flush_filesystem",
    "planned_paths",
    "save_manifest",
]

WRITES = frozenset({"create", "update", "merge", "conflict"})
_SYNCFS = SYNCFS
_BATCH_MIN = 64
"""Files from which one ``syncfs`` of the whole file system beats an fsync per file and folder.
Below it (a watch rebuild of one table: 6 files and a state file) the file system's other dirty
data, which syncfs waits for too, costs more: write stage 121 ms with fsyncs vs 179 ms with
syncfs, median of 6 one-table rebuilds on a machine other builds kept writing."""
"""Module-level so a test can turn the batched flush off."""


@dataclass(frozen=True)
class ApplyResult:
    written: tuple[str, ...]
    deleted: tuple[str, ...]
    manifest: Manifest
    moved: tuple[str, ...] = ()
    """Files left alone because they changed on disk after the plan was made."""


def _base_changes(
    output_root: Path, new: Manifest, old: Manifest, renders: Mapping[str, bytes]
) -> tuple[dict[str, bytes], set[str]]:
    """Committed bases to add (relative path under ``.genix/`` → bytes) and the hashes every
    record now needs: the bases of files whose bytes are not genix's render, and the renders
    the conflicts reported beside files were made with (resolving one takes it as the base)."""
    needed = _needed(new)
    had = _needed(old)
    missing = needed - (store.committed_present(output_root, needed & had) if not old.legacy else set())
    found = {s: renders[s] for s in missing if s in renders}
    rest = missing - set(found)
    if rest:
        paths = {r.base: p for p, r in new.files.items() if r.base in rest}
        paths.update({s.render: p for p, s in new.sides.items() if s.render in rest})
        found.update(store.find(output_root, paths))
    return {store.base_rel(s): d for s, d in found.items()}, needed


def _needed(m: Manifest) -> set[str]:
    edited = {r.base for r in m.files.values() if r.base and r.base != r.sha256 and r.policy == "merge"}
    return edited | {s.render for s in m.sides.values() if s.render}


def apply_plan(
    plan: Plan,
    output_root: Path,
    manifest: Manifest,
    *,
    verify: bool = True,
    progress: Callable[[int, int], None] | None = None,
    check: Callable[[], None] | None = None,
) -> ApplyResult:
    """Write what ``plan`` says and return the new manifest (already saved). With ``verify``,
    a file whose bytes changed since the plan read them is left alone (reported in ``moved``).
    Raises a located error, with every file as before, when the plan cannot be carried out.
    ``progress``: called with (files written to disk, files to write) while they are.
    ``check``: called between files until the state is saved; it raises
    :class:`~dbjavagenix.errors.Cancelled` to stop, and the apply is rolled back as a failed one
    (every file as before)."""
    ensure_dir(output_root)
    check_paths(output_root, planned_paths(plan))
    sha = Digests()
    todo = [e for e in plan.entries if e.write is not None or e.side is not None or e.verb == "delete"]
    planned_sides = {e.path for e in plan.entries if e.side}
    stale_sides = [p for p in manifest.sides if p not in planned_sides]
    root = str(output_root)
    state_root = os.path.join(root, MANIFEST_DIR)
    new_manifest = next_manifest(plan, manifest, sha)
    renders = {sha(e.new): e.new for e in plan.entries if e.new is not None and e.policy == "merge"}
    # genix rendered these here: the proof a later delete or replace without backup needs
    ledger = trust.Ledger(output_root)
    ledger.record(
        [sha(e.new) for e in plan.entries if e.new is not None]
        + [sha(e.side) for e in plan.entries if e.side is not None],
        lambda: (
            {r.base_sha for r in new_manifest.files.values()} | {s.side for s in new_manifest.sides.values()}
        ),
        len(new_manifest.files) + len(new_manifest.sides),
    )
    # the tables whose state can differ: a file record that changes, a conflict beside a file
    # (a no-op or one-table build of a 1000-table project compares one table's state, not all)
    touched = {
        e.table or statemodel.PROJECT
        for e in plan.entries
        if e.side is not None or new_manifest.files.get(e.path) != manifest.files.get(e.path)
    }
    touched |= {
        mf.owner_of(new_manifest, p) for p, s in new_manifest.sides.items() if manifest.sides.get(p) != s
    }
    try:
        changes = mf.state_changes(new_manifest, manifest, touched)
        bases, needed = _base_changes(output_root, new_manifest, manifest, renders)
        if todo or stale_sides or changes or bases:
            atomic_write(journal.intent_path(output_root), journal.intent_text(changes).encode("utf-8"))
    except OSError as err:
        raise filesystem_error(err, "write genix's state in .genix/") from None
    staged = _Staged(root, batch=len(todo) + len(changes) >= _BATCH_MIN and _SYNCFS is not None)
    staged.own_sides = {s.side for s in manifest.sides.values()}
    try:
        staged.stage_all(todo, output_root, progress, check)
        staged.stage_state(changes, bases)
        staged.flush()
        result = staged.publish_all(todo, stale_sides, manifest, verify, ledger.proves, check)
    except OSError as err:
        rolled = staged.roll_back()
        if rolled:
            journal.clear(output_root)  # every file is as the manifest says
        raise _failed(err, rolled, staged) from None
    except Cancelled as cancelled:
        published = len(staged.published)
        rolled = staged.roll_back()
        if rolled:
            journal.clear(output_root)
        undo = (
            "nothing was written"
            if not published
            else f"the {published} files written before it were restored: nothing was changed"
            if rolled
            else "some files could not be restored: the next build repairs the state and finishes"
        )
        raise Cancelled(f"the apply was cancelled; {undo}", hint=cancelled.diagnostics[0].hint) from None
    written, deleted, moved, done = result
    try:
        staged.flush_renames()
        # files not carried out (moved since the plan) keep their record
        moved_paths = frozenset(e.path for e in todo if e.path not in done)
        if moved_paths:
            new_manifest = next_manifest(plan, manifest, sha, moved_paths)
            again = mf.state_changes(new_manifest, manifest, touched)
            staged.restage_state(again)
            changes = again
        staged.publish_state(changes)
        staged.flush_state()
        journal.clear(output_root)
        if manifest.legacy:
            from dbjavagenix.output.legacy import remove_legacy

            remove_legacy(output_root)
        if bases or written or deleted:
            for rel in store.stale_committed(output_root, needed):
                unlink(os.path.join(state_root, rel))
    except OSError as err:
        raise filesystem_error(
            err,
            "save the manifest (every file was written)",
            hint="the next build finishes recording them; free the space or fix the permission first",
        ) from None
    # its records: the verified manifest's and the plan's checked paths (check_paths above)
    mf.remember(output_root, new_manifest, checked=True)
    _remember_locally(output_root, plan, new_manifest, staged, renders, manifest)
    return ApplyResult(tuple(written), tuple(deleted), new_manifest, tuple(sorted(moved)))


def _remember_locally(
    output_root: Path,
    plan: Plan,
    new: Manifest,
    staged: _Staged,
    renders: Mapping[str, bytes],
    old: Manifest,
) -> None:
    """The machine-local caches: each file's stat and hash (written, or read unchanged and not
    known yet), and the renders later merges may need as their base."""
    stats: dict[str, statcache.Entry | None] = {}
    for e in plan.entries:
        rec = new.files.get(e.path)
        if rec is None:
            if e.path in old.stats:
                stats[e.path] = None
            continue
        st = staged.stats.get(e.path)
        if st is None and e.verb == "unchanged" and e.old is not None:
            known = old.stats.get(e.path)
            if known is not None and known[2] == rec.sha256:
                continue
            try:
                st = os.stat(os.path.join(str(output_root), e.path))
            except OSError:
                continue
        if st is not None:
            stats[e.path] = statcache.entry(st, rec.sha256)
    statcache.record(output_root, stats)
    live = {r.base_sha for r in new.files.values() if r.policy == "merge"}
    live |= {s.render for s in new.sides.values() if s.render}
    seen = {r.base_sha for r in old.files.values()}  # remembered when rendered, or in git
    store.remember(output_root, {s: d for s, d in renders.items() if s in live and s not in seen}, live)


def _failed(err: OSError, rolled: bool, staged: _Staged) -> GenixError:
    if not staged.published:
        undo = "nothing was changed"
    elif rolled:
        undo = f"the {len(staged.published)} files written before it were restored: nothing was changed"
    else:
        undo = "some files could not be restored: the next build repairs the state and finishes"
    e = filesystem_error(err, "write the output")
    hint = (e.diagnostics[0].hint + "; " if e.diagnostics[0].hint else "") + undo
    return type(e)(e.message, location=e.diagnostics[0].location, hint=hint)


class _Staged:
    """The temp files of one apply, what was published, and how to undo it."""

    def __init__(self, root: str, batch: bool) -> None:
        self.root = root
        self.state = os.path.join(root, MANIFEST_DIR)
        self.batch = batch
        """Flush the whole file system once (``syncfs``) instead of every file and folder."""
        self.temps: dict[str, str] = {}
        """Target path (absolute) → its staged temp file."""
        self.stats: dict[str, os.stat_result] = {}
        self.published: list[tuple[str, bytes | None, int | None]] = []
        """(target, old bytes or None when it did not exist, old mode) in publishing order."""
        self.folders: set[str] = set()
        self.state_folders: set[str] = set()
        self.own_sides: set[str] = set()
        """Hashes of the conflict files genix wrote (replaced without a backup)."""

    def _stage(self, rel: str, data: bytes, keep_mode: bool) -> None:
        target = os.path.join(self.root, rel)
        mode = None
        if keep_mode:
            try:
                mode = os.stat(target).st_mode & 0o7777
            except FileNotFoundError:
                pass
        tmp, st = stage(target, data, mode, sync=not self.batch)
        self.temps[target] = tmp
        self.stats[rel] = st
        self.folders.add(os.path.dirname(target))

    def flush(self) -> None:
        """The staged bytes are on disk before any rename publishes them."""
        if self.batch and not flush_filesystem(self.root):
            for tmp in self.temps.values():
                fd = os.open(tmp, os.O_RDONLY)
                try:
                    sync_fd(fd)
                finally:
                    os.close(fd)
        sync_new_parents(self.folders | self.state_folders)

    def flush_renames(self) -> None:
        """The renames (and removals) are on disk before the state records them."""
        if self.batch and flush_filesystem(self.root):
            return
        for folder in sorted(self.folders):
            sync_dir(folder)

    def stage_all(
        self,
        todo: list[PlanEntry],
        output_root: Path,
        progress: Callable[[int, int], None] | None = None,
        check: Callable[[], None] | None = None,
    ) -> None:
        """Every new file's bytes on disk (as temp files) before any file is replaced."""
        total = len(todo)
        for i, e in enumerate(todo, 1):
            if check is not None:
                check()
            if e.backup and e.old is not None:
                backup(output_root, e.path, e.old)
            if e.write is not None:
                self._stage(e.path, e.write, e.old is not None)
            if e.side is not None:
                current = _current(Path(self.root, e.side_path))
                if current is not None and current != e.side and digest(current) not in self.own_sides:
                    backup(output_root, e.side_path, current)  # a conflict file you edited
                self._stage(e.side_path, e.side, False)
            if progress is not None and (i % 50 == 0 or i == total):
                progress(i, total)

    def stage_state(self, changes: Mapping[str, str | None], bases: Mapping[str, bytes]) -> None:
        """The changed state files and the new committed bases, as temp files in ``.genix/``."""
        for rel, text in changes.items():
            if text is not None:
                self._stage_state(rel, text.encode("utf-8"), sync=not self.batch)
        for rel, data in bases.items():
            self._stage_state(rel, data, sync=not self.batch)

    def _stage_state(self, rel: str, data: bytes, sync: bool) -> None:
        target = os.path.join(self.state, rel)
        old = self.temps.pop(target, None)
        if old is not None:
            unlink(old)
        tmp, _ = stage(target, data, sync=sync)
        self.temps[target] = tmp
        self.state_folders.add(os.path.dirname(target))

    def restage_state(self, changes: Mapping[str, str | None]) -> None:
        """State files again after files moved during the publish (each synced: rare)."""
        for rel, text in changes.items():
            target = os.path.join(self.state, rel)
            if text is None:
                tmp = self.temps.pop(target, None)
                if tmp is not None:
                    unlink(tmp)
            else:
                self._stage_state(rel, text.encode("utf-8"), sync=True)
        # drop temps of state files that no longer change
        wanted = {os.path.join(self.state, r) for r in changes}
        for target in [t for t in self.temps if t.startswith(self.state + os.sep) and "/bases/" not in t]:
            if target not in wanted:
                unlink(self.temps.pop(target))

    def publish_state(self, changes: Mapping[str, str | None]) -> None:
        """Rename the state files and bases into place; remove the state of dropped tables."""
        for target in sorted(t for t in self.temps if t.startswith(self.state + os.sep)):
            os.replace(self.temps.pop(target), target)
        for rel, text in changes.items():
            if text is None:
                path = os.path.join(self.state, rel)
                unlink(path)
                self.state_folders.add(os.path.dirname(path))

    def flush_state(self) -> None:
        """The state renames are on disk before the intent goes."""
        if self.batch and flush_filesystem(self.state):
            return
        for folder in sorted(self.state_folders):
            sync_dir(folder)

    def _publish(self, rel: str, old: bytes | None) -> None:
        target = os.path.join(self.root, rel)
        mode = None
        if old is not None:
            try:
                mode = os.stat(target).st_mode & 0o7777
            except FileNotFoundError:
                pass
        os.replace(self.temps[target], target)
        del self.temps[target]
        self.published.append((target, old, mode))
        self.folders.add(os.path.dirname(target))

    def _remove(self, rel: str, old: bytes) -> None:
        target = os.path.join(self.root, rel)
        mode = os.stat(target).st_mode & 0o7777
        os.unlink(target)
        self.published.append((target, old, mode))
        self.folders.add(os.path.dirname(target))
        _prune_empty_dirs(Path(target).parent, Path(self.root))

    def publish_all(
        self,
        todo: list[PlanEntry],
        stale_sides: list[str],
        manifest: Manifest,
        verify: bool,
        proven: trust.Proven,
        check: Callable[[], None] | None = None,
    ) -> tuple[list[str], list[str], set[str], set[str]]:
        """Rename every staged file into place (and remove deleted ones), each checked to be
        still what the plan saw; remove the conflict files no longer reported, when genix wrote
        them (``proven``) and nobody changed them."""
        written: list[str] = []
        deleted: list[str] = []
        moved: set[str] = set()
        done: set[str] = set()
        for e in todo:
            if check is not None:
                check()
            target = Path(self.root, e.path)
            current = _current(target)
            if verify and current != e.old:
                if _already(e, current, Path(self.root, e.side_path)):
                    # another build (one that held the lock before this one) left exactly what
                    # this one would: nothing to do, and nothing moved
                    for rel in (e.path, e.side_path):
                        tmp = self.temps.pop(os.path.join(self.root, rel), None)
                        if tmp is not None:
                            unlink(tmp)
                    done.add(e.path)
                    continue
                moved.add(e.path)
                for rel in (e.path, e.side_path):
                    tmp = self.temps.pop(os.path.join(self.root, rel), None)
                    if tmp is not None:
                        unlink(tmp)
                continue
            if e.write is not None:
                self._publish(e.path, current)
                written.append(e.path)
            if e.side is not None:
                self._publish(e.side_path, _current(Path(self.root, e.side_path)))
                written.append(e.side_path)
            if e.verb == "delete":
                if current is not None and deletable(self.root, e.path):
                    self._remove(e.path, current)
                deleted.append(e.path)
            done.add(e.path)
        for p in stale_sides:
            side = Path(self.root, p + SIDE_SUFFIX)
            if not deletable(self.root, p + SIDE_SUFFIX):
                continue
            data = _current(side)
            if data is not None and digest(data) == manifest.sides[p].side and proven(manifest.sides[p].side):
                self._remove(p + SIDE_SUFFIX, data)
                deleted.append(p + SIDE_SUFFIX)
        return written, deleted, moved, done

    def roll_back(self) -> bool:
        """Undo what was published (newest first) and drop the temp files; False when some
        file could not be restored (the intent then stays for the next run to settle)."""
        ok = True
        for tmp in self.temps.values():
            unlink(tmp)
        self.temps.clear()
        for target, old, mode in reversed(self.published):
            try:
                if old is None:
                    unlink(target)
                else:
                    atomic_write(target, old, mode)
            except OSError:
                ok = False
        return ok


def _already(e: PlanEntry, current: bytes | None, side: Path) -> bool:
    """Whether the disk already holds what carrying out ``e`` leaves there."""
    if e.verb == "delete":
        return current is None
    if e.write is not None and current != e.write:
        return False
    if e.write is None and current != e.old:
        return False
    return e.side is None or _current(side) == e.side


def backup(output_root: Path, rel: str, data: bytes) -> str:
    """Save ``data`` (a file's bytes about to be replaced) to ``.genix/backup/REL``, never over
    another backup: when one with other bytes is there, to ``REL.~N~`` (the first free N).
    Returns the path written, relative to ``.genix/``."""
    name = f"{BACKUP_DIR}/{rel}"
    for n in range(10_000):
        name = f"{BACKUP_DIR}/{rel}" + (f".~{n}~" if n else "")
        there = _current(output_root / MANIFEST_DIR / name)
        if there is None:
            break
        if there == data:
            return name
    atomic_write(output_root / MANIFEST_DIR / name, data)
    return name


def _current(path: Path) -> bytes | None:
    """The bytes at ``path`` (None when missing; a marker for anything but a regular file)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return b"\0not a regular file\0"
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def save_manifest(manifest: Manifest, output_root: Path, previous: Manifest | None = None) -> None:
    """Write the state files of the tables whose records differ from ``previous`` (each
    atomically and durably; none when nothing changed)."""
    if previous is None:
        previous = mf.load_manifest(output_root)
    changes = mf.state_changes(manifest, previous)
    state = output_root / MANIFEST_DIR
    for rel, text in sorted(changes.items()):
        if text is None:
            unlink(str(state / rel))
        else:
            atomic_write(state / rel, text.encode("utf-8"))
    if previous.legacy:
        from dbjavagenix.output.legacy import remove_legacy

        remove_legacy(output_root)
    mf.remember(output_root, manifest)


def deletable(root: str, rel: str) -> bool:
    """Whether a stale-file cleanup may remove ``rel``, whatever the state says: a normalised
    path inside the output root, a regular file reached through real folders only, and none of
    the files genix never deletes (:func:`dbjavagenix.output.trust.protected_problem`)."""
    if trust.path_problem(rel) is not None or trust.protected_problem(rel) is not None:
        return False
    target = os.path.join(root, rel)
    try:
        if not stat.S_ISREG(os.lstat(target).st_mode):
            return False
    except OSError:
        return False
    real_root = os.path.realpath(root)
    return os.path.realpath(target) == os.path.join(real_root, rel)


def _prune_empty_dirs(folder: Path, root: Path) -> None:
    root = root.resolve()
    folder = folder.resolve()
    while folder != root and root in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            return
        folder = folder.parent
