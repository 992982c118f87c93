"""Reading the output tree as a plan needs it: the bytes of the files a build would write,
never through a folder or a symbolic link."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Collection
from pathlib import Path


def read_disk(output_root: Path, paths: Collection[str]) -> dict[str, bytes | None]:
    """Current bytes of ``paths`` under ``output_root`` (None when missing or not a regular
    file: a folder or a symbolic link there is never read, written through or deleted)."""
    out: dict[str, bytes | None] = {}
    folders: dict[str, bool] = {}
    root = str(output_root)
    for p in paths:
        target = os.path.join(root, p)
        folder = os.path.dirname(target)
        exists = folders.get(folder)
        if exists is None:
            exists = folders[folder] = os.path.isdir(folder)
        out[p] = regular_file_bytes(target) if exists else None  # a cold build reads nothing
    return out


def regular_file_bytes(target: str) -> bytes | None:
    """The bytes of ``target`` when it is a regular file (None: missing, a folder, a link)."""
    try:
        if not stat.S_ISREG(os.lstat(target).st_mode):
            return None
        with open(target, "rb") as f:
            return f.read()
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    except OSError as e:
        if e.errno == errno.ENAMETOOLONG:
            return None  # cannot exist; the preflight check names it
        raise


__all__ = ["read_disk", "regular_file_bytes"]
