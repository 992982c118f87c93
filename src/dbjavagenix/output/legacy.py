"""The state of genix before format 3: ``.genix/manifest.json`` (one JSON file for the whole
project, formats 1 and 2) and ``.genix/base.sqlite`` (every render, zlib-compressed, by hash).

Read so that a project built by an older genix keeps its merges: the first build that writes
converts it (the text state files, the bases of edited files as text) and removes both files.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from contextlib import closing
from pathlib import Path

from dbjavagenix.errors import Diagnostic, Location, filesystem_error
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.statcache import Entry
from dbjavagenix.output.statefile import LEGACY_FILE
from dbjavagenix.output.statemodel import FileRecord, Manifest, SideRecord, TableRecord, digest

STORE_FILE = "base.sqlite"


def store_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / STORE_FILE


def parse_legacy(text: str) -> tuple[Manifest, dict[str, Entry]]:
    """A format 1/2 manifest and the sizes/mtimes it recorded; raises ValueError/KeyError/
    TypeError when damaged."""
    data = json.loads(text)
    if data.get("genix_manifest") not in (1, 2):
        raise ValueError("unknown manifest format")
    files: dict[str, FileRecord] = {}
    stats: dict[str, Entry] = {}
    for p, r in data["files"].items():
        table = r.get("table")
        files[str(p)] = FileRecord(
            str(r["sha256"]),
            str(r["template"]),
            str(r["layer"]),
            None if table is None else str(table),
            str(r.get("policy", "overwrite")),
            str(r.get("base", "")),
        )
        stats[str(p)] = (int(r["size"]), int(r["mtime_ns"]), str(r["sha256"]))
    tables = {str(t): TableRecord("", tuple(str(f) for f in r["files"])) for t, r in data["tables"].items()}
    sides = {
        str(p): SideRecord(str(s))
        if isinstance(s, str)
        else SideRecord(str(s["side"]), str(s.get("render", "")), str(s.get("file", "")))
        for p, s in data.get("sides", {}).items()
    }
    note = Diagnostic(
        "genix's state is in the format of an older genix (manifest.json, base.sqlite): the next "
        "`genix build` converts it to text files that merge in git (.genix/project.jsonl, .genix/tables/)",
        Location(file=f"{MANIFEST_DIR}/{LEGACY_FILE}"),
        "commit the converted .genix/ with the generated code",
    )
    return Manifest(files, tables, data.get("genix_version", "?"), sides, notes=(note,), legacy=True), stats


def load_legacy(output_root: Path) -> Manifest | None:
    path = output_root / MANIFEST_DIR / LEGACY_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    except UnicodeDecodeError as e:
        return _damaged(path, e)
    except OSError as e:
        raise filesystem_error(e, "read the genix manifest") from None
    try:
        manifest, stats = parse_legacy(text)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as e:
        return _damaged(path, e)
    from dataclasses import replace

    return replace(manifest, stats=stats)


def legacy_bases(output_root: Path, shas: set[str]) -> dict[str, bytes]:
    """The bases ``shas`` kept in ``base.sqlite`` (the ones found and intact)."""
    path = store_path(output_root)
    if not shas or not path.is_file():
        return {}
    out: dict[str, bytes] = {}
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=60)) as con:
            for sha in sorted(shas):
                row = con.execute("SELECT data FROM objects WHERE sha = ?", (sha,)).fetchone()
                if row is None:
                    continue
                try:
                    data = zlib.decompress(row[0])
                except zlib.error:
                    continue
                if digest(data) == sha:
                    out[sha] = data
    except sqlite3.DatabaseError:
        return out  # damaged: its bases count as missing (an edited file is a conflict, never a wrong merge)
    return out


def remove_legacy(output_root: Path) -> None:
    """Drop the converted files (and SQLite's leftovers)."""
    d = output_root / MANIFEST_DIR
    for name in (LEGACY_FILE, STORE_FILE, STORE_FILE + "-journal", "manifest.next.json"):
        try:
            (d / name).unlink()
        except FileNotFoundError:
            pass


def _damaged(path: Path, e: Exception) -> Manifest:
    """The state of a damaged ``manifest.json``: none (every existing file then counts as not
    written by genix: a conflict, never an overwrite), with one warning; the next build writes
    the new state files and removes it."""
    note = Diagnostic(
        f"genix's state file is damaged and cannot be read ({type(e).__name__}): all its records are "
        "ignored; the files they recorded count as not written by genix (reported as conflicts: "
        "nothing is overwritten or deleted)",
        Location(file=str(path)),
        "restore it from version control, or leave it: the next build writes genix's state again",
    )
    return Manifest(notes=(note,), legacy=True)
