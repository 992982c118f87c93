"""Carry out a plan, crash-safe.

Order: (1) store the merge bases of the new renders (content-addressed, never overwritten);
(2) save the intended manifest (``.genix/manifest.next.json``); (3) write and remove files,
each write atomic (temp file in the same folder, then rename), after checking the file is still
what the plan saw; (4) save the manifest with the files' new stats, drop the intent, and remove
bases nobody refers to. Killed anywhere, every file is old or new and the next run settles the
manifest from the intent (:mod:`dbjavagenix.output.journal`). Files planned ``unchanged`` are
not touched, so their mtime stays.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import OutputError
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

WRITES = frozenset({"create", "update", "merge", "conflict"})


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


def atomic_write(path: Path | str, data: bytes, mode: int | None = None) -> os.stat_result:
    """Write ``data`` to ``path`` so that readers see the old or the new bytes, never a mix:
    a temp file in the same folder, renamed over the target. A new file gets the usual
    permissions (umask); pass ``mode`` to keep an existing file's. Returns the file's stat."""
    target = os.fspath(path)
    folder = os.path.dirname(target)
    if folder and folder not in _made_dirs:
        os.makedirs(folder, exist_ok=True)
        _made_dirs.add(folder)
    tmp = os.path.join(folder, "." + os.path.basename(target) + ".genix-tmp")
    try:
        try:
            fd = os.open(tmp, _O_FLAGS, 0o666)
        except FileNotFoundError:  # the folder went away since we made it
            os.makedirs(folder, exist_ok=True)
            fd = os.open(tmp, _O_FLAGS, 0o666)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            if mode is not None and mode != _FILE_MODE:
                os.fchmod(fd, mode)
            st = os.fstat(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    return st


_made_dirs: set[str] = set()


class Root:
    """The output root: joins relative paths and refuses any that land outside it, resolving
    symlinks once per folder rather than once per file."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.real = os.path.realpath(root)
        self._checked: dict[str, bool] = {}
        self._existed: dict[str, bool] = {}
        """Folders that existed when first seen: in the others, no file can be a link."""

    def path(self, rel: str) -> str:
        full = os.path.join(self.root, rel)
        folder = os.path.dirname(full)
        ok = self._checked.get(folder)
        if ok is None:
            real = os.path.realpath(folder)
            ok = real == self.real or real.startswith(self.real + os.sep)
            self._checked[folder] = ok
            self._existed[folder] = os.path.isdir(folder)
        if ok and self._existed[folder] and os.path.islink(full):
            real = os.path.realpath(full)
            ok = real.startswith(self.real + os.sep)
        if not ok:
            raise OutputError(f"refusing to write {rel!r}: it resolves outside the output root {self.real}")
        return full


def inside(root: Path, rel: str) -> Path:
    """``root / rel``, refusing anything that would land outside ``root`` (symlinks included)."""
    return Path(Root(root).path(rel))


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


def apply_plan(plan: Plan, output_root: Path, manifest: Manifest, *, verify: bool = True) -> ApplyResult:
    """Write what ``plan`` says and return the new manifest (already saved). With ``verify``,
    a file whose bytes changed since the plan read them is left alone (reported in ``moved``)."""
    ensure_dir(output_root)
    todo = [e for e in plan.entries if e.write is not None or e.side is not None or e.verb == "delete"]
    written: list[str] = []
    deleted: list[str] = []
    moved: set[str] = set()
    done: set[str] = set()
    stats: dict[str, os.stat_result] = {}
    root = Root(output_root)
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
        stale_sides = [p for p in manifest.sides if p not in {e.path for e in plan.entries if e.side}]
        if todo or stale_sides:
            files, sides = _records(plan, manifest, lambda _p: None)
            intent = Manifest(files, _tables(plan, files, frozenset()), sides=sides)
            atomic_write(journal.intent_path(output_root), intent.to_json().encode("utf-8"))
        for e in todo:
            target = Path(root.path(e.path))
            if verify and _current(target) != e.old:
                moved.add(e.path)
                continue
            if e.backup and e.old is not None:
                atomic_write(output_root / MANIFEST_DIR / BACKUP_DIR / e.path, e.old)
            if e.write is not None:
                mode = None
                if e.old is not None:
                    try:
                        mode = os.stat(target).st_mode & 0o7777
                    except FileNotFoundError:
                        pass
                stats[e.path] = atomic_write(target, e.write, mode)
                written.append(e.path)
            if e.side is not None:
                atomic_write(root.path(e.side_path), e.side)
                written.append(e.side_path)
            if e.verb == "delete":
                if not target.is_symlink():
                    target.unlink(missing_ok=True)
                    _prune_empty_dirs(target.parent, output_root)
                deleted.append(e.path)
            done.add(e.path)
        for p in stale_sides:
            side = Path(root.path(p + SIDE_SUFFIX))
            if _current(side) is not None and digest(side.read_bytes()) == manifest.sides[p].side:
                side.unlink()
                deleted.append(p + SIDE_SUFFIX)
    except OSError as err:
        raise OutputError(
            f"cannot write {getattr(err, 'filename', '') or 'the output'}: {err.strerror or err}"
        ) from None
    finally:
        # files not carried out (moved since the plan, or an error stopped us) keep their record
        frozen_moved = frozenset(e.path for e in todo if e.path not in done)

        def stat(rel: str) -> os.stat_result | None:
            if rel in stats:
                return stats[rel]
            try:
                return os.stat(os.path.join(output_root, rel))
            except OSError:
                return None

        files, sides = _records(plan, manifest, stat, frozen_moved)
        for p in moved:
            if p in manifest.sides:
                sides[p] = manifest.sides[p]
        new_manifest = Manifest(files, _tables(plan, files, frozen_moved), sides=sides)
        save_manifest(new_manifest, output_root, manifest)
        journal.clear(output_root)
    if written or deleted:
        store.gc(output_root, {r.base_sha for r in files.values()} | {s.render for s in sides.values()})
    return ApplyResult(tuple(written), tuple(deleted), new_manifest, tuple(sorted(moved)))


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
