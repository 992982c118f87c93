"""Durable, atomic file writes: a temp file in the target's folder, flushed, renamed over the
target, the folder synced. Readers see the old or the new bytes, never a mix, and a power cut
leaves one of them. :mod:`dbjavagenix.output.apply` stages whole builds with these parts."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

TEMP_SUFFIX = ".genix-tmp"


MANIFEST_DIR = ".genix"
"""genix's state folder under the output root (the manifest, backups, caches, the lock)."""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


FILE_MODE = 0o666 & ~_umask()
_O_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0)


def sync_fd(fd: int) -> None:
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


SYNCFS = _load_syncfs()


def flush_filesystem(folder: str) -> bool:
    """Flush the file system holding ``folder`` (data and directory entries); False when the
    system has no such call (the callers then sync file by file)."""
    if SYNCFS is None:
        return False
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        return SYNCFS(fd) == 0
    finally:
        os.close(fd)


def temp_path(target: str) -> str:
    folder, name = os.path.split(target)
    return os.path.join(folder, "." + name + TEMP_SUFFIX)


_made_dirs: set[str] = set()
_new_dirs: set[str] = set()


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
            if mode is not None and mode != FILE_MODE:
                os.fchmod(fd, mode)
            if sync:
                sync_fd(fd)
            st = os.fstat(fd)
        finally:
            os.close(fd)
    except BaseException:
        unlink(tmp)
        raise
    return tmp, st


def _makedirs(folder: str) -> None:
    """``os.makedirs``, remembering the folders it created: their parents' entries must be
    synced too (:func:`sync_new_parents`) before anything that relies on them."""
    p = folder
    while p and not os.path.isdir(p):
        _new_dirs.add(p)
        p = os.path.dirname(p)
    os.makedirs(folder, exist_ok=True)


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


def atomic_write(
    path: Path | str, data: bytes, mode: int | None = None, *, sync: bool = True
) -> os.stat_result:
    """Write ``data`` to ``path`` so that readers see the old or the new bytes, never a mix, and
    (with ``sync``) a power cut leaves one of them: a temp file in the same folder, flushed,
    renamed over the target, the folder synced. Returns the file's stat."""
    target = os.fspath(path)
    tmp, st = stage(target, data, mode, sync=sync)
    try:
        os.replace(tmp, target)
    except BaseException:
        unlink(tmp)
        raise
    if sync:
        folder = os.path.dirname(target) or "."
        sync_dir(folder)
        sync_new_parents([folder])
    return st


def sync_new_parents(folders: Iterable[str]) -> None:
    """Sync the parents of folders the writes created, so the new folders themselves last."""
    made = sorted({p for p in _new_dirs if any(f == p or f.startswith(p + os.sep) for f in folders)})
    for p in reversed(made):
        sync_dir(os.path.dirname(p) or ".")
        _new_dirs.discard(p)


def unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
