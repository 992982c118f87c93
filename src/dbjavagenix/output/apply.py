"""Carry out a plan: atomic writes (temp file in the same folder, then rename), removal of
stale files, then the manifest (also written atomically). Files planned ``unchanged`` are not
touched, so their mtime stays."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import OutputError
from dbjavagenix.output.manifest import FileRecord, Manifest, TableRecord, digest, manifest_path
from dbjavagenix.output.plan import Plan, PlanEntry


@dataclass(frozen=True)
class ApplyResult:
    written: tuple[str, ...]
    deleted: tuple[str, ...]
    manifest: Manifest


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

    def path(self, rel: str) -> str:
        full = os.path.join(self.root, rel)
        folder = os.path.dirname(full)
        ok = self._checked.get(folder)
        if ok is None:
            real = os.path.realpath(folder)
            ok = real == self.real or real.startswith(self.real + os.sep)
            self._checked[folder] = ok
        if ok and os.path.islink(full):
            real = os.path.realpath(full)
            ok = real.startswith(self.real + os.sep)
        if not ok:
            raise OutputError(f"refusing to write {rel!r}: it resolves outside the output root {self.real}")
        return full


def inside(root: Path, rel: str) -> Path:
    """``root / rel``, refusing anything that would land outside ``root`` (symlinks included)."""
    return Path(Root(root).path(rel))


def apply_plan(plan: Plan, output_root: Path, manifest: Manifest) -> ApplyResult:
    """Write what ``plan`` says and return the new manifest (already saved)."""
    files = dict(manifest.files)
    written: list[str] = []
    deleted: list[str] = []
    root = Root(output_root)
    try:
        for e in plan.entries:
            if e.verb in ("create", "update"):
                assert e.new is not None
                target = root.path(e.path)
                mode = None
                if e.old is not None:
                    try:
                        mode = os.stat(target).st_mode & 0o7777
                    except FileNotFoundError:
                        pass
                st = atomic_write(target, e.new, mode)
                files[e.path] = _record_from(e, st, e.new)
                written.append(e.path)
            elif e.verb == "delete":
                target_path = Path(root.path(e.path))
                target_path.unlink(missing_ok=True)
                _prune_empty_dirs(target_path.parent, output_root)
                files.pop(e.path, None)
                deleted.append(e.path)
            elif e.verb == "unchanged" and e.new is not None:
                rec = files.get(e.path)
                st = os.stat(os.path.join(output_root, e.path))
                if rec is None or rec.sha256 != digest(e.new) or not rec.stat_matches(st):
                    files[e.path] = _record_from(e, st, e.new)
    except OSError as err:
        raise OutputError(
            f"cannot write {getattr(err, 'filename', '') or 'the output'}: {err.strerror or err}"
        ) from None
    finally:
        new_manifest = _manifest_after(plan, files)
        _save(new_manifest, output_root)
    return ApplyResult(tuple(written), tuple(deleted), new_manifest)


def _record_from(e: PlanEntry, st: os.stat_result, data: bytes) -> FileRecord:
    return FileRecord(digest(data), st.st_size, st.st_mtime_ns, e.template, e.layer, e.table, e.policy)


def _manifest_after(plan: Plan, files: dict[str, FileRecord]) -> Manifest:
    by_table: dict[str, list[str]] = {}
    for path, rec in files.items():
        by_table.setdefault(rec.table or "", []).append(path)
    tables = {t: TableRecord(fp, tuple(sorted(by_table.get(t, [])))) for t, fp in plan.fingerprints.items()}
    return Manifest(files, tables)


def _save(manifest: Manifest, output_root: Path) -> None:
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
