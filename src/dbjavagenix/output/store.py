"""The base store: ``.genix/base/<2 hex>/<62 hex>``, every render genix may need as the base of
a later three-way merge, addressed by its SHA-256.

Content addressing makes it crash-safe without ordering tricks: an object is written (temp
file + rename) before any manifest refers to it, is never changed afterwards, and objects no
manifest refers to are removed only after the new manifest is saved. A torn or edited object
fails its hash check on reading and counts as missing.
"""

from __future__ import annotations

import os
from collections.abc import Collection
from pathlib import Path

from dbjavagenix.output.manifest import MANIFEST_DIR, digest

BASE_DIR = "base"


def store_root(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / BASE_DIR


def object_path(output_root: Path, sha: str) -> Path:
    return store_root(output_root) / sha[:2] / sha[2:]


def put(output_root: Path, data: bytes, sha: str | None = None) -> str:
    """Store ``data`` (once) and return its hash."""
    sha = sha or digest(data)
    path = object_path(output_root, sha)
    try:
        if path.stat().st_size == len(data):
            return sha
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.genix-tmp")
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    return sha


def get(output_root: Path, sha: str) -> bytes | None:
    """The stored bytes of ``sha``, or None when missing or damaged."""
    try:
        data = object_path(output_root, sha).read_bytes()
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    return data if digest(data) == sha else None


def gc(output_root: Path, keep: Collection[str]) -> int:
    """Remove objects (and leftover temp files) not in ``keep``; returns how many."""
    root = store_root(output_root)
    if not root.is_dir():
        return 0
    wanted = set(keep)
    removed = 0
    for sub in root.iterdir():
        if not sub.is_dir():
            continue
        for obj in sub.iterdir():
            if sub.name + obj.name not in wanted:
                obj.unlink(missing_ok=True)
                removed += 1
        try:
            sub.rmdir()
        except OSError:
            pass
    return removed
