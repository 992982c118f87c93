"""Which DDL files a ``ddl`` list names, in which order, and their fingerprint.

Each entry is a file, a folder (its ``.sql`` files, sub-folders included, as Flyway scans
``db/migration``) or a glob, relative to the config file's folder; entries are read in the
order given. Inside a folder or glob, files sort the way Flyway applies them: plain ``.sql``
files first by name, then versioned migrations (``V1__``, ``V1.1__``, ``V1_2__``, ``V2__``) by
version, then repeatable ones (``R__``) by description; undo scripts (``U1__``) are left out.
"""

from __future__ import annotations

import glob
import hashlib
import os
import re
from collections.abc import Sequence
from pathlib import Path

from dbjavagenix.errors import InputError, Location

_FLYWAY = re.compile(r"^(?P<kind>[VUR])(?P<version>[0-9][0-9._]*)?__(?P<desc>.*)\.sql$", re.I)


def migration_key(path: Path) -> tuple[int, tuple[int | str, ...], str] | None:
    """Sort key of a file in a migration folder; None for files Flyway would not apply."""
    m = _FLYWAY.match(path.name)
    if m is None:
        return (0, _natural(path.name), path.name)
    kind = m.group("kind").upper()
    if kind == "U":
        return None
    if kind == "R":
        return (2, _natural(m.group("desc")), path.name)
    if not m.group("version"):
        return (0, _natural(path.name), path.name)
    version = tuple(int(p) for p in re.split(r"[._]", m.group("version")) if p)
    return (1, version, path.name)


def _natural(text: str) -> tuple[int | str, ...]:
    return tuple(int(p) if p.isdigit() else p.lower() for p in re.split(r"(\d+)", text) if p)


def expand(entries: Sequence[str], root: Path, key: tuple[str | int, ...] = ()) -> list[Path]:
    """The files ``entries`` name, in reading order, each once."""
    out: list[Path] = []
    seen: set[Path] = set()
    for i, entry in enumerate(entries):
        path = Path(entry)
        path = path if path.is_absolute() else root / path
        # a named pipe or a device among them is read, and refused then (never skipped quietly)
        if path.is_dir():
            found = [p for p in path.rglob("*") if p.suffix.lower() == ".sql" and _not_a_folder(p)]
        elif glob.has_magic(str(path)):
            found = [Path(p) for p in glob.glob(str(path), recursive=True) if _not_a_folder(Path(p))]
        elif os.path.lexists(path):
            found = [path]
        else:
            raise InputError(
                f"DDL file {entry!r} does not exist",
                location=Location(key=(*key, i)) if key else Location(file=entry),
                hint="paths start at the config file's folder; a folder or a glob (db/*.sql) also works",
            )
        ordered = [(k, p) for p in found if (k := migration_key(p)) is not None]
        if not ordered and not path.is_file():
            raise InputError(
                f"DDL entry {entry!r} names no .sql file",
                location=Location(key=(*key, i)) if key else Location(file=entry),
            )
        for _, p in sorted(ordered, key=lambda kp: (kp[0], str(kp[1].parent))):
            r = Path(os.path.realpath(p))  # (a link that loops is refused when read)
            if r not in seen:
                seen.add(r)
                out.append(p)
    return out


def _not_a_folder(path: Path) -> bool:
    return path.exists() and not path.is_dir()


def fingerprint(files: Sequence[tuple[str, bytes]], settings: str) -> str:
    """Hash of the files' names and bytes, in order, and the reading settings."""
    h = hashlib.sha256(settings.encode())
    for name, data in files:
        h.update(b"\0" + name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()
