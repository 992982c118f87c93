"""Machine-local: the size, mtime and hash of every file genix wrote or read, so that a build
can tell "unchanged" from a ``stat`` alone (``.genix/local/stat``, git-ignored).

Not committed, because a checkout, a merge or a copy gives every file a new mtime. Without it
(a fresh clone), a build reads and hashes the files once and fills it. An append-only log: a
build appends the entries it changed (proportional to the change, never the whole project)
and the log is rewritten only when most of its lines are outdated. A torn last line (a killed
build) is ignored; a wrong entry only costs a read, because an entry counts only when its hash
is the one the manifest records.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

LOCAL_DIR = "local"
"""Machine-local files inside ``.genix/`` (git-ignored)."""
STAT_FILE = "stat"

Entry = tuple[int, int, str]
"""(size, mtime_ns, sha256)"""

_cache: dict[str, tuple[tuple[int, int, int], dict[str, Entry], int]] = {}
"""path of the log → (its signature, entries, lines in the log)"""


def local_dir(output_root: Path) -> Path:
    return output_root / ".genix" / LOCAL_DIR


def _path(output_root: Path) -> str:
    return os.path.join(output_root, ".genix", LOCAL_DIR, STAT_FILE)


def _sig(st: os.stat_result) -> tuple[int, int, int]:
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def load(output_root: Path) -> dict[str, Entry]:
    """Every known entry (empty when there is no log)."""
    path = _path(output_root)
    try:
        st = os.stat(path)
    except OSError:
        return {}
    cached = _cache.get(path)
    if cached is not None and cached[0] == _sig(st):
        return cached[1]
    try:
        with open(path, "rb") as f:
            data = f.read()
            st = os.fstat(f.fileno())
    except OSError:
        return {}
    entries: dict[str, Entry] = {}
    lines = data.decode("utf-8", "replace").split("\n")
    if not data.endswith(b"\n"):
        lines = lines[:-1]  # torn by a killed build
    for line in lines:
        parts = line.split(" ", 3)
        if len(parts) != 4:
            continue
        sha, size, mtime, rel = parts
        if sha == "-":
            entries.pop(rel, None)
            continue
        if len(sha) != 64 or not size.isdigit() or not mtime.isdigit():
            continue
        entries[rel] = (int(size), int(mtime), sha)
    _cache[path] = (_sig(st), entries, len(lines))
    return entries


_learned: dict[str, dict[str, Entry]] = {}


def learn(output_root: Path, entries: Mapping[str, Entry]) -> None:
    """Entries a plan found by reading files: kept in memory, written by the next
    :func:`record` of a build (``plan`` and ``check`` write nothing)."""
    if entries:
        _learned.setdefault(_path(output_root), {}).update(entries)


def record(output_root: Path, changes: Mapping[str, Entry | None]) -> None:
    """Add or (None) drop entries. Best effort: a cache that cannot be written costs reads."""
    path = _path(output_root)
    learned = _learned.pop(path, None)
    if learned:
        changes = {**learned, **changes}
    if not changes:
        return
    current = dict(load(output_root))
    lines_before = _cache.get(path, (None, None, 0))[2]
    fresh = {p: e for p, e in changes.items() if current.get(p) != e and not (e is None and p not in current)}
    if not fresh:
        return
    for p, e in fresh.items():
        if e is None:
            current.pop(p, None)
        else:
            current[p] = e
    text_of = _lines
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if lines_before + len(fresh) > 2 * len(current) + 1024:
            tmp = path + ".genix-tmp"
            with open(tmp, "wb") as f:
                f.write(text_of(current).encode("utf-8", "surrogateescape"))
            os.replace(tmp, path)
            count = len(current)
        else:
            with open(path, "ab") as f:
                f.write(text_of(fresh).encode("utf-8", "surrogateescape"))
            count = lines_before + len(fresh)
        _cache[path] = (_sig(os.stat(path)), current, count)
    except OSError:
        _cache.pop(path, None)


def _lines(entries: Mapping[str, Entry | None]) -> str:
    return "".join(
        f"- 0 0 {p}\n" if e is None else f"{e[2]} {e[0]} {e[1]} {p}\n"
        for p, e in entries.items()
        if "\n" not in p
    )


def entry(st: os.stat_result, sha: str) -> Entry:
    return (st.st_size, st.st_mtime_ns, sha)
