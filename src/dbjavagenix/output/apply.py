"""Carry out a plan: atomic writes (temp file in the same folder, then rename), removal of
stale files, then the manifest (also written atomically). Files planned ``unchanged`` are not
touched, so their mtime stays."""

from __future__ import annotations

import os
import tempfile
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


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old or the new bytes, never a mix.
    A new file gets the usual permissions (umask); an existing one keeps its mode."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".genix-tmp", dir=path.parent)
    try:
        try:
            mode = path.stat().st_mode & 0o7777
        except FileNotFoundError:
            mode = _FILE_MODE
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def inside(root: Path, rel: str) -> Path:
    """``root / rel``, refusing anything that would land outside ``root`` (symlinks included)."""
    target = (root / rel).resolve()
    base = root.resolve()
    if target != base and base not in target.parents:
        raise OutputError(f"refusing to write {rel!r}: it resolves outside the output root {base}")
    return root / rel


def apply_plan(plan: Plan, output_root: Path, manifest: Manifest) -> ApplyResult:
    """Write what ``plan`` says and return the new manifest (already saved)."""
    files = dict(manifest.files)
    written: list[str] = []
    deleted: list[str] = []
    try:
        for e in plan.entries:
            if e.verb in ("create", "update"):
                assert e.new is not None
                target = inside(output_root, e.path)
                atomic_write(target, e.new)
                files[e.path] = _record(e, target, e.new)
                written.append(e.path)
            elif e.verb == "delete":
                target = inside(output_root, e.path)
                target.unlink(missing_ok=True)
                _prune_empty_dirs(target.parent, output_root)
                files.pop(e.path, None)
                deleted.append(e.path)
            elif e.verb == "unchanged" and e.new is not None:
                rec = files.get(e.path)
                target = output_root / e.path
                if rec is None or rec.sha256 != digest(e.new) or not rec.stat_matches(target.stat()):
                    files[e.path] = _record(e, target, e.new)
    except OSError as err:
        raise OutputError(
            f"cannot write {getattr(err, 'filename', '') or 'the output'}: {err.strerror or err}"
        ) from None
    finally:
        new_manifest = _manifest_after(plan, files)
        _save(new_manifest, output_root)
    return ApplyResult(tuple(written), tuple(deleted), new_manifest)


def _record(e: PlanEntry, target: Path, data: bytes) -> FileRecord:
    st = target.stat()
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
