"""Write-ahead record of a build, so a build killed at any moment is repaired by the next run.

Before touching any file, a build saves the manifest it *intends* to leave
(``.genix/manifest.next.json``, written atomically). Every file write is atomic (old or new
bytes, never a mix), then the real manifest is saved and the intent removed. A run that finds
an intent left behind settles each file by its bytes on disk: bytes equal to the intended
record → the new record; equal to the old record (or missing) → the old record; anything else
(edited since) → the old record, so the edit is merged like any other. Tables the intent
changed lose their fingerprint and are rendered again.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from dbjavagenix.output.manifest import (
    MANIFEST_DIR,
    SIDE_SUFFIX,
    FileRecord,
    Manifest,
    digest,
    parse_manifest,
)

INTENT_FILE = "manifest.next.json"


def intent_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / INTENT_FILE


def pending(output_root: Path) -> bool:
    return intent_path(output_root).exists()


def _disk(output_root: Path, rel: str) -> tuple[str | None, os.stat_result | None]:
    path = output_root / rel
    try:
        st = path.lstat()
        if not path.is_file() or path.is_symlink():
            return None, None
        return digest(path.read_bytes()), st
    except (FileNotFoundError, NotADirectoryError):
        return None, None


def recover(output_root: Path, current: Manifest) -> Manifest | None:
    """The manifest repaired from an interrupted build's intent; None when there is none."""
    try:
        text = intent_path(output_root).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        intended = parse_manifest(text)
    except (ValueError, KeyError, TypeError, AttributeError):
        # torn intents cannot exist (atomic write), but a damaged one only means: nothing
        # was written after it, or the files decide below with the current manifest alone
        intended = Manifest()
    files: dict[str, FileRecord] = {}
    for path in sorted(set(current.files) | set(intended.files)):
        old, new = current.files.get(path), intended.files.get(path)
        sha, st = _disk(output_root, path)
        if new is not None and sha == new.sha256 and st is not None:
            files[path] = new.with_stat(st)
        elif old is not None:
            files[path] = old.with_stat(st) if (sha == old.sha256 and st is not None) else old
    tables = {t: r for t, r in current.tables.items() if intended.tables.get(t) == r}
    sides = dict({**current.sides, **intended.sides}.items())
    return Manifest(files, tables, current.genix_version, sides)


def intended_paths(output_root: Path) -> list[str]:
    """Paths (and conflict side files) the pending intent names."""
    try:
        intended = parse_manifest(intent_path(output_root).read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return []
    return [*intended.files, *(p + SIDE_SUFFIX for p in intended.sides)]


def clear(output_root: Path) -> None:
    intent_path(output_root).unlink(missing_ok=True)


def sweep_temp_files(output_root: Path, paths: Iterable[str]) -> int:
    """Remove the temp files (``.NAME.*.genix-tmp``) a killed build left in the folders of
    ``paths`` and in ``.genix/``; returns how many."""
    folders = {(output_root / p).parent for p in paths} | {output_root / MANIFEST_DIR}
    removed = 0
    for folder in folders:
        try:
            names = [n for n in os.listdir(folder) if n.startswith(".") and n.endswith(".genix-tmp")]
        except OSError:
            continue
        for name in names:
            try:
                os.unlink(folder / name)
                removed += 1
            except OSError:
                pass
    return removed
