"""Carry out a plan: everything or nothing, crash-safe, durable.

Order: (0) check the output tree (:mod:`dbjavagenix.output.preflight`: symbolic links, folders
in the way, name lengths): a build that cannot finish does not start; (1) store the merge
bases of the new renders (content-addressed, never overwritten); (2) save the intended manifest
(``.genix/manifest.next.json``); (3) *stage* every new file as a temp file in its folder,
flushed to disk (``fsync``); a failure here (disk full ...) removes the temp files and leaves
every file and the manifest as they were; (4) *publish*: each file, checked to be still what
the plan saw, is renamed over its target (atomic), deleted files are removed; a failure here
rolls the files published so far back to their old bytes; (5) ``fsync`` the folders (the
renames are durable), save the manifest with the files' new stats, drop the intent, remove
bases nobody refers to. Killed anywhere, every file is old or new and the next run settles the
manifest from the intent (:mod:`dbjavagenix.output.journal`). Files planned ``unchanged`` are
not touched, so their mtime stays.

Durability: a file's bytes are on disk before the rename that publishes it, and the rename is
on disk (its folder synced) before the manifest that records it, so a power cut leaves old or
new files, never empty ones.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import GenixError, filesystem_error
from dbjavagenix.output import journal, store
from dbjavagenix.output.lock import ensure_dir
from dbjavagenix.output.manifest import (
    MANIFEST_DIR,
    SIDE_SUFFIX,
    FileRecord,
    Manifest,
    SideRecord,
    TableRecord,
    digest,
    manifest_path,
)
from dbjavagenix.output.plan import BACKUP_DIR, Plan, PlanEntry
from dbjavagenix.output.preflight import check_paths

WRITES = frozenset({"create", "update", "merge", "conflict"})
TEMP_SUFFIX = ".genix-tmp"


@dataclass(frozen=True)
class ApplyResult:
    written: tuple[str, ...]
    deleted: tuple[str, ...]
    manifest: Manifest
    moved: tuple[str, ...] = ()
    """Files left alone because they changed on disk after the plan was made."""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_FILE_MODE = 0o666 & ~_umask()
_O_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0)


def _sync(fd: int) -> None:
    """Flush a file's bytes (and the metadata needed to read them) to disk."""
    sync = getattr(os, "fdatasync", None) or os.fsync
    sync(fd)


def _load_syncfs() -> Callable[[int], int] | None:
    """Linux's ``syncfs(fd)``: every dirty page of one file system to disk in one call (the
    kernel batches the writes), far cheaper than an fsync per file for thousands of files."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.syncfs
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_int]
    fn.restype = ctypes.c_int
    return fn


_SYNCFS = _load_syncfs()


def flush_filesystem(folder: str) -> bool:
    """Flush the file system holding ``folder`` (data and directory entries); False when the
    system has no such call (the callers then sync file by file)."""
    if _SYNCFS is None:
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        return _SYNCFS(fd) == 0
    finally:
        os.close(fd)


def temp_path(target: str) -> str:
    folder, name = os.path.split(target)
    return os.path.join(folder, "." + name + TEMP_SUFFIX)


def stage(
    target: str, data: bytes, mode: int | None = None, *, sync: bool = True
) -> tuple[str, os.stat_result]:
    """Write ``data`` to the temp file of ``target`` (its folder made when missing) and, with
    ``sync``, flush it to disk; returns the temp path and its stat. A new file gets the usual
    permissions (umask); ``mode`` keeps an existing file's."""
    folder = os.path.dirname(target)
    if folder and folder not in _made_dirs:
        _makedirs(folder)
        _made_dirs.add(folder)
    tmp = temp_path(target)
    try:
        try:
            fd = os.open(tmp, _O_FLAGS, 0o666)
        except FileNotFoundError:  # the folder went away since we made it
            _makedirs(folder)
            fd = os.open(tmp, _O_FLAGS, 0o666)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if mode is not None and mode != _FILE_MODE:
                os.fchmod(fd, mode)
            if sync:
                _sync(fd)
            st = os.fstat(fd)
        finally:
            os.close(fd)
    except BaseException:
        _unlink(tmp)
        raise
    return tmp, st


def _makedirs(folder: str) -> None:
    """``os.makedirs``, remembering the folders it created: their parents' entries must be
    synced too (:func:`sync_dir`) before anything that relies on them."""
    p = folder
    while p and not os.path.isdir(p):
        _new_dirs.add(p)
        p = os.path.dirname(p)
    os.makedirs(folder, exist_ok=True)


_new_dirs: set[str] = set()


def sync_dir(folder: str) -> None:
    """Make the entries of ``folder`` (renames, new files) durable; not every system can."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path | str, data: bytes, mode: int | None = None) -> os.stat_result:
    """Write ``data`` to ``path`` so that readers see the old or the new bytes, never a mix, and
    a power cut leaves one of them: a temp file in the same folder, flushed, renamed over the
    target, the folder synced. Returns the file's stat."""
    target = os.fspath(path)
    tmp, st = stage(target, data, mode)
    try:
        os.replace(tmp, target)
    except BaseException:
        _unlink(tmp)
        raise
    folder = os.path.dirname(target) or "."
    sync_dir(folder)
    _sync_new_parents([folder])
    return st


def _sync_new_parents(folders: Iterable[str]) -> None:
    """Sync the parents of folders the writes created, so the new folders themselves last."""
    made = sorted({p for p in _new_dirs if any(f == p or f.startswith(p + os.sep) for f in folders)})
    for p in reversed(made):
        sync_dir(os.path.dirname(p) or ".")
        _new_dirs.discard(p)


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


_made_dirs: set[str] = set()


def _current(path: Path) -> bytes | None:
    """The bytes at ``path`` (None when missing; a marker for anything but a regular file)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return b"\0not a regular file\0"
        return path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def _record(e: PlanEntry, data: bytes, st: os.stat_result | None) -> FileRecord:
    assert e.new is not None
    return FileRecord(
        digest(data),
        st.st_size if st else len(data),
        st.st_mtime_ns if st else 0,
        e.template,
        e.layer,
        e.table,
        e.policy,
        digest(e.new),
    )


def _records(
    plan: Plan,
    manifest: Manifest,
    stat: Callable[[str], os.stat_result | None],
    moved: frozenset[str] = frozenset(),
) -> tuple[dict[str, FileRecord], dict[str, SideRecord]]:
    """Files and conflict side files the manifest records after ``plan`` is carried out. Files
    the plan does not mention (a partial plan, as ``genix watch`` makes) keep their records."""
    planned = {e.path for e in plan.entries}
    files: dict[str, FileRecord] = {p: r for p, r in manifest.files.items() if p not in planned}
    sides: dict[str, SideRecord] = {}
    for e in plan.entries:
        rec = manifest.files.get(e.path)
        if e.path in moved:
            if rec is not None:
                files[e.path] = rec
            continue
        if e.write is not None:  # create, update, merge, conflict markers in place
            files[e.path] = _record(e, e.write, stat(e.path))
        elif e.verb == "unchanged" and e.new is not None and e.old is not None:
            st = stat(e.path)
            if rec is not None and rec.sha256 == digest(e.old) and rec.base_sha == digest(e.new):
                files[e.path] = rec.with_stat(st) if st else rec
            else:  # first record, or your edits recorded (adopted)
                files[e.path] = _record(e, e.old, st)
        elif e.verb in ("delete", "keep"):
            continue
        elif rec is not None:  # skip, conflict left beside, unchanged of an intact table
            files[e.path] = rec
        if e.side is not None:
            old_sha = digest(e.old) if e.old is not None else ""
            sides[e.path] = SideRecord(digest(e.side), digest(e.new) if e.new is not None else "", old_sha)
    return files, sides


def _tables(plan: Plan, files: dict[str, FileRecord], moved: frozenset[str]) -> dict[str, TableRecord]:
    by_table: dict[str, list[str]] = {}
    for path, rec in files.items():
        by_table.setdefault(rec.table or "", []).append(path)
    unsettled = {e.table or "" for e in plan.entries if e.verb == "conflict" or e.path in moved}
    return {
        t: TableRecord("" if t in unsettled else fp, tuple(sorted(by_table.get(t, []))))
        for t, fp in plan.fingerprints.items()
    }


def _kept_objects(manifest: Manifest) -> set[str]:
    """What the base store must keep for ``manifest``: the merge bases of its files and the
    renders its conflict files were made with."""
    return {r.base_sha for r in manifest.files.values()} | {s.render for s in manifest.sides.values()}


def planned_paths(plan: Plan) -> list[tuple[str, str | None, str | None]]:
    """``(path, layer, table)`` of everything applying ``plan`` writes, backs up or deletes."""
    out: list[tuple[str, str | None, str | None]] = []
    for e in plan.entries:
        if e.write is not None or e.verb == "delete":
            out.append((e.path, e.layer, e.table))
        if e.side is not None:
            out.append((e.side_path, e.layer, e.table))
        if e.backup and e.old is not None:
            out.append((f"{MANIFEST_DIR}/{BACKUP_DIR}/{e.path}", e.layer, e.table))
    return out


def apply_plan(
    plan: Plan,
    output_root: Path,
    manifest: Manifest,
    *,
    verify: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> ApplyResult:
    """Write what ``plan`` says and return the new manifest (already saved). With ``verify``,
    a file whose bytes changed since the plan read them is left alone (reported in ``moved``).
    Raises a located error, with every file as before, when the plan cannot be carried out.
    ``progress``: called with (files written to disk, files to write) while they are."""
    ensure_dir(output_root)
    check_paths(output_root, planned_paths(plan))
    todo = [e for e in plan.entries if e.write is not None or e.side is not None or e.verb == "delete"]
    planned_sides = {e.path for e in plan.entries if e.side}
    stale_sides = [p for p in manifest.sides if p not in planned_sides]
    root = str(output_root)
    try:
        store.put_many(
            output_root,
            (
                e.new
                for e in plan.entries
                if e.new is not None
                and e.policy == "merge"
                and (e.write is not None or e.verb == "unchanged" or e.side is not None)
            ),
        )
        if todo or stale_sides:
            files, sides = _records(plan, manifest, lambda _p: None)
            intent = Manifest(files, _tables(plan, files, frozenset()), sides=sides)
            atomic_write(journal.intent_path(output_root), intent.to_json().encode("utf-8"))
    except OSError as err:
        raise filesystem_error(err, "write genix's state in .genix/") from None
    staged = _Staged(root, batch=len(todo) > 1 and _SYNCFS is not None)
    try:
        staged.stage_all(todo, output_root, progress)
        staged.flush()
        result = staged.publish_all(todo, stale_sides, manifest, verify)
    except OSError as err:
        rolled = staged.roll_back()
        if rolled:
            journal.clear(output_root)  # every file is as the manifest says
            try:
                store.gc(output_root, _kept_objects(manifest))
            except GenixError:
                pass  # unreferenced bases only cost space; the next build removes them
        raise _failed(err, rolled, staged) from None
    written, deleted, moved, done = result
    staged.flush_renames()
    # files not carried out (moved since the plan) keep their record
    frozen_moved = frozenset(e.path for e in todo if e.path not in done)

    def stat_of(rel: str) -> os.stat_result | None:
        if rel in staged.stats:
            return staged.stats[rel]
        try:
            return os.stat(os.path.join(root, rel))
        except OSError:
            return None

    files, sides = _records(plan, manifest, stat_of, frozen_moved)
    for p in moved:
        if p in manifest.sides:
            sides[p] = manifest.sides[p]
    new_manifest = Manifest(files, _tables(plan, files, frozen_moved), sides=sides)
    try:
        save_manifest(new_manifest, output_root, manifest)
        journal.clear(output_root)
        if written or deleted:
            store.gc(output_root, _kept_objects(new_manifest))
    except OSError as err:
        raise filesystem_error(
            err,
            "save the manifest (every file was written)",
            hint="the next build finishes recording them; free the space or fix the permission first",
        ) from None
    return ApplyResult(tuple(written), tuple(deleted), new_manifest, tuple(sorted(moved)))


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
        self.batch = batch
        """Flush the whole file system once (``syncfs``) instead of every file and folder."""
        self.temps: dict[str, str] = {}
        """Target path (absolute) → its staged temp file."""
        self.stats: dict[str, os.stat_result] = {}
        self.published: list[tuple[str, bytes | None, int | None]] = []
        """(target, old bytes or None when it did not exist, old mode) in publishing order."""
        self.folders: set[str] = set()

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
                    _sync(fd)
                finally:
                    os.close(fd)
        _sync_new_parents(self.folders)

    def flush_renames(self) -> None:
        """The renames (and removals) are on disk before the manifest records them."""
        if self.batch and flush_filesystem(self.root):
            return
        for folder in sorted(self.folders):
            sync_dir(folder)

    def stage_all(
        self, todo: list[PlanEntry], output_root: Path, progress: Callable[[int, int], None] | None = None
    ) -> None:
        """Every new file's bytes on disk (as temp files) before any file is replaced."""
        total = len(todo)
        for i, e in enumerate(todo, 1):
            if e.backup and e.old is not None:
                atomic_write(output_root / MANIFEST_DIR / BACKUP_DIR / e.path, e.old)
            if e.write is not None:
                self._stage(e.path, e.write, e.old is not None)
            if e.side is not None:
                self._stage(e.side_path, e.side, False)
            if progress is not None and (i % 50 == 0 or i == total):
                progress(i, total)

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
        self, todo: list[PlanEntry], stale_sides: list[str], manifest: Manifest, verify: bool
    ) -> tuple[list[str], list[str], set[str], set[str]]:
        written: list[str] = []
        deleted: list[str] = []
        moved: set[str] = set()
        done: set[str] = set()
        for e in todo:
            target = Path(self.root, e.path)
            current = _current(target)
            if verify and current != e.old:
                moved.add(e.path)
                for rel in (e.path, e.side_path):
                    tmp = self.temps.pop(os.path.join(self.root, rel), None)
                    if tmp is not None:
                        _unlink(tmp)
                continue
            if e.write is not None:
                self._publish(e.path, current)
                written.append(e.path)
            if e.side is not None:
                self._publish(e.side_path, _current(Path(self.root, e.side_path)))
                written.append(e.side_path)
            if e.verb == "delete":
                if current is not None and not target.is_symlink():
                    self._remove(e.path, current)
                deleted.append(e.path)
            done.add(e.path)
        for p in stale_sides:
            side = Path(self.root, p + SIDE_SUFFIX)
            data = _current(side)
            if data is not None and digest(data) == manifest.sides[p].side:
                self._remove(p + SIDE_SUFFIX, data)
                deleted.append(p + SIDE_SUFFIX)
        return written, deleted, moved, done

    def roll_back(self) -> bool:
        """Undo what was published (newest first) and drop the temp files; False when some
        file could not be restored (the intent then stays for the next run to settle)."""
        ok = True
        for tmp in self.temps.values():
            _unlink(tmp)
        self.temps.clear()
        for target, old, mode in reversed(self.published):
            try:
                if old is None:
                    _unlink(target)
                else:
                    atomic_write(target, old, mode)
            except OSError:
                ok = False
        return ok


def save_manifest(manifest: Manifest, output_root: Path, previous: Manifest | None = None) -> None:
    """Save atomically (not at all when nothing changed)."""
    if previous is not None and previous.same_records(manifest) and manifest_path(output_root).exists():
        return
    atomic_write(manifest_path(output_root), manifest.to_json().encode("utf-8"))


def _prune_empty_dirs(folder: Path, root: Path) -> None:
    root = root.resolve()
    folder = folder.resolve()
    while folder != root and root in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            return
        folder = folder.parent
