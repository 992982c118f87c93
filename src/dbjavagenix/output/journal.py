"""Write-ahead record of a build, so a build killed at any moment is repaired by the next run.

Before touching any file, a build saves what it *intends* the state of the tables it changes
to be (``.genix/local/intent``, machine-local, written atomically; only those tables, so its
size follows the change, not the project). Every file write is atomic (old or new bytes, never
a mix), then the tables' state files are replaced and the intent removed. A run that finds an
intent left behind settles each file of those tables by its bytes on disk: bytes equal to the
intended record → the new record; equal to the old record (or missing) → the old record;
anything else (edited since) → the old record, so the edit is merged like any other. Tables the
intent changed and whose state file was not replaced yet lose their fingerprint and are
rendered again.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from dbjavagenix.output import statefile
from dbjavagenix.output.durable import MANIFEST_DIR, TEMP_SUFFIX
from dbjavagenix.output.manifest import record_problem
from dbjavagenix.output.statcache import LOCAL_DIR
from dbjavagenix.output.statemodel import (
    PROJECT,
    SIDE_SUFFIX,
    FileRecord,
    Manifest,
    SideRecord,
    TableRecord,
    digest,
)

INTENT_FILE = "intent"


def intent_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / LOCAL_DIR / INTENT_FILE


def pending(output_root: Path) -> bool:
    return intent_path(output_root).exists()


def intent_text(changes: Mapping[str, str | None]) -> str:
    """The intent of saving ``changes`` (state file → its new text, None: removed)."""
    parts = []
    for name, text in sorted(changes.items()):
        parts.append(json.dumps({"genix_intent": name, "removed": text is None}) + "\n")
        if text is not None:
            parts.append(text)
    return "".join(parts)


def _read(output_root: Path) -> dict[str, statefile.Section | None] | None:
    try:
        text = intent_path(output_root).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError):
        return {}
    out: dict[str, statefile.Section | None] = {}
    name: str | None = None
    body: list[str] = []
    removed = False

    def close() -> None:
        if name is None:
            return
        if removed:
            out[name] = None
            return
        try:
            out[name] = statefile.parse("\n".join(body)).section
        except (ValueError, KeyError, TypeError, AttributeError):
            pass  # cannot be torn (atomic write); a damaged one: the files decide below

    for line in text.split("\n"):
        if line.startswith('{"genix_intent"'):
            close()
            try:
                head = json.loads(line)
            except ValueError:
                name = None
                continue
            name, removed, body = str(head["genix_intent"]), bool(head.get("removed")), []
        elif name is not None:
            body.append(line)
    close()
    return out


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
    intended = _read(output_root)
    if intended is None:
        return None
    new_files: dict[str, FileRecord] = {}
    changed: set[str] = set()
    new_tables: dict[str, TableRecord] = {}
    new_sides: dict[str, SideRecord] = {}
    for sec in intended.values():
        if sec is None:
            continue
        key = sec.table if sec.table is not None else PROJECT
        changed.add(key)
        new_tables[key] = TableRecord(
            sec.fingerprint,
            tuple(f.path for f in sec.files if record_problem(f.path) is None),
            sec.primary_key,
        )
        new_sides.update(
            {
                p: SideRecord(side, render, file)
                for p, side, render, file in sec.sides
                if record_problem(p + SIDE_SUFFIX) is None
            }
        )
        for f in sec.files:
            if record_problem(f.path) is not None:
                continue  # never read, recorded or swept: the intent is a file like any other
            new_files[f.path] = FileRecord(
                f.sha256, f.template, f.layer, sec.table, f.policy, f.base, f.uses, f.templates
            )
    removed = {
        name for name, sec in intended.items() if sec is None
    }  # state files of tables the build dropped
    changed |= {t for t in current.tables if _state_name(t) in removed}
    files = {p: r for p, r in current.files.items() if (r.table or PROJECT) not in changed}
    stats: dict[str, tuple[int, int, str]] = {}
    for path in sorted(
        {p for p, r in current.files.items() if (r.table or PROJECT) in changed} | set(new_files)
    ):
        old, new = current.files.get(path), new_files.get(path)
        sha, st = _disk(output_root, path)
        if new is not None and sha == new.sha256 and st is not None:
            files[path] = new
            stats[path] = (st.st_size, st.st_mtime_ns, sha)
        elif old is not None:
            files[path] = old
            if sha == old.sha256 and st is not None:
                stats[path] = (st.st_size, st.st_mtime_ns, sha)
    tables = {t: r for t, r in current.tables.items() if t not in changed or new_tables.get(t) == r}
    for t in changed:
        if t not in tables and (t in current.tables or t in new_tables):
            paths = tuple(sorted(p for p, r in files.items() if (r.table or PROJECT) == t))
            if paths:
                prev = current.tables.get(t) or new_tables[t]
                tables[t] = TableRecord("", paths, prev.primary_key)
    sides = {**current.sides, **new_sides}
    from dbjavagenix.output import statcache

    statcache.record(output_root, stats)
    return Manifest(
        files,
        tables,
        current.genix_version,
        sides,
        current.side_owners,
        current.notes,
        rewrite=current.rewrite,
    )


def _state_name(table: str) -> str:
    from dbjavagenix.output.manifest import state_file

    return state_file(table)


def intended_paths(output_root: Path) -> list[str]:
    """Paths (and conflict side files) the pending intent names."""
    intended = _read(output_root) or {}
    out: list[str] = []
    for sec in intended.values():
        if sec is not None:
            out += [f.path for f in sec.files] + [side[0] + SIDE_SUFFIX for side in sec.sides]
    return [p for p in out if record_problem(p) is None]


def clear(output_root: Path) -> None:
    intent_path(output_root).unlink(missing_ok=True)


def sweep_temp_files(output_root: Path, paths: Iterable[str]) -> int:
    """Remove the temp files a killed build left: the one of each of ``paths`` (and of its
    conflict file: ``.NAME.genix-tmp`` beside it), and every ``*.genix-tmp`` in genix's own
    folders of ``.genix/``; returns how many. Nothing else in the output tree is touched."""
    state = output_root / MANIFEST_DIR
    targets: set[Path] = set()
    for p in paths:
        if record_problem(p) is not None:
            continue
        for rel in (p, p + SIDE_SUFFIX):
            target = output_root / rel
            targets.add(target.with_name("." + target.name + TEMP_SUFFIX))
    folders = {state, state / statefile.TABLES_DIR, state / LOCAL_DIR}
    try:
        folders |= {state / "bases" / d for d in os.listdir(state / "bases")}
    except OSError:
        pass
    for folder in folders:
        try:
            targets |= {folder / n for n in os.listdir(folder) if n.endswith(TEMP_SUFFIX)}
        except OSError:
            continue
    removed = 0
    for target in targets:
        try:
            if target.is_file() and not target.is_symlink():
                os.unlink(target)
                removed += 1
        except OSError:
            pass
    return removed
