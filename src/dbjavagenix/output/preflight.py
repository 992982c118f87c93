"""Everything about the output tree that can be checked before the first byte is written, so
a build that would fail half-way fails before it starts instead:

* the output root is a folder (or does not exist yet), and ``.genix/`` and the state files in
  it are real folders and files, not symbolic links (genix's lock, manifest, bases and backups
  never land somewhere else);
* no file genix writes, backs up or deletes lies behind a symbolic link, at a link, or where a
  folder (or a file standing where a folder is needed) is in the way;
* every name fits the file system (``NAME_MAX`` per name, ``PATH_MAX`` in all).

Every problem is reported at once, each naming the file and, where the config decides it, the
key to change.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from dbjavagenix.errors import Diagnostic, Location, OutputError
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.manifest import display_path
from dbjavagenix.output.plan import BACKUP_DIR

if TYPE_CHECKING:
    from dbjavagenix.output.plan import Plan, PlanEntry

STATE_FILES = (
    "project.jsonl",
    "tables",
    "bases",
    "local",
    "lock",
    ".gitignore",
    "backup",
    "manifest.json",
    "base.sqlite",
)
"""What genix keeps in ``.genix/`` (``manifest.json`` and ``base.sqlite``: an older genix's)."""
_STATE_DIRS = frozenset({"tables", "bases", "local", "backup"})


def check_state_dir(output_root: Path) -> None:
    """The output root and ``.genix/`` are real folders (when they exist), and genix's state
    files are not symbolic links."""
    diags: list[Diagnostic] = []
    kind = _kind(output_root)
    if kind not in (None, "dir"):
        raise OutputError(
            f"project.output {str(output_root)!r} is {_article(kind)}, not a folder",
            location=Location(key=("project", "output")),
            hint="point project.output at a folder (genix creates it when it does not exist)",
        )
    if kind is None:
        return
    state = output_root / MANIFEST_DIR
    kind = _kind(state)
    if kind == "link":
        diags.append(
            Diagnostic(
                f"{MANIFEST_DIR} is a symbolic link (to {os.readlink(state)!r}): genix keeps its lock, manifest "
                "and merge bases only in a real folder of the output root",
                Location(file=str(state)),
                f"replace the link by the folder it points to (mv the target's contents into {MANIFEST_DIR}/)",
            )
        )
    elif kind not in (None, "dir"):
        diags.append(
            Diagnostic(
                f"{MANIFEST_DIR} is {_article(kind)}, where genix keeps its state folder",
                Location(file=str(state)),
                "move it away",
            )
        )
    elif kind == "dir":
        for name in STATE_FILES:
            p = state / name
            k = _kind(p)
            if k == "link":
                diags.append(
                    Diagnostic(
                        f"{MANIFEST_DIR}/{name} is a symbolic link: genix does not write its state through links",
                        Location(file=str(p)),
                        "replace the link by a copy of what it points to, or remove it",
                    )
                )
            elif k is not None and k != ("dir" if name in _STATE_DIRS else "file"):
                diags.append(
                    Diagnostic(
                        f"{MANIFEST_DIR}/{name} is {_article(k)}", Location(file=str(p)), "move it away"
                    )
                )
    if diags:
        raise OutputError(diagnostics=diags)


def check_paths(output_root: Path, paths: Iterable[tuple[str, str | None, str | None]]) -> None:
    """Each ``(path, layer, table)`` genix is about to write or delete can be: see the module
    docstring. Raises one :class:`OutputError` naming every problem."""
    diags = [d for _, d, _ in _problems(output_root, paths)]
    if diags:
        raise OutputError(diagnostics=diags)


def in_the_way(
    output_root: Path, paths: Iterable[tuple[str, str | None, str | None]]
) -> dict[str, tuple[Diagnostic, str]]:
    """Of ``paths``, those where something stands in the way of one file (a symbolic link, a
    folder, a special file such as a FIFO, at the file or on the way to it), by path, with a
    located warning and what is in the way: a build skips just those files and reports them.
    Names the file system refuses are not in here (:func:`check_paths` refuses the build: the
    config must change)."""
    out = {}
    for rel, _, problem in _problems(output_root, paths):
        if problem is not None:
            where = display_path(os.path.join(str(output_root), rel))
            out[rel] = (
                Diagnostic(
                    f"skipped: {problem}; only this file is left out of the build",
                    Location(file=where),
                    _hint(problem),
                ),
                problem,
            )
    return out


def skip_in_the_way(output_root: Path, plan: Plan) -> Plan:
    """``plan`` with each file something on disk stands in the way of (:func:`in_the_way`)
    skipped instead of written or deleted, each named in one located warning; the rest of the
    build goes on. ``genix check`` reports them as conflicts."""
    blocked = in_the_way(output_root, planned_paths(plan))
    if not blocked:
        return plan
    entries = []
    warnings = dict.fromkeys(plan.warnings)
    for e in plan.entries:
        hit = next((blocked[p] for p in _paths_of(e) if p in blocked), None)
        if hit is None:
            entries.append(e)
            continue
        warnings[hit[0]] = None
        reason = hit[1]
        entries.append(
            replace(
                e,
                verb="skip",
                reason=f"skipped: {reason}",
                status="conflict",
                write=None,
                side=None,
                backup=False,
            )
        )
    return replace(plan, entries=tuple(entries), warnings=tuple(warnings))


def planned_paths(plan: Plan) -> list[tuple[str, str | None, str | None]]:
    """``(path, layer, table)`` of everything applying ``plan`` writes, backs up or deletes."""
    return [(path, e.layer, e.table) for e in plan.entries for path in _paths_of(e)]


def _paths_of(e: PlanEntry) -> list[str]:
    """What applying ``e`` writes, backs up or removes."""
    out = [e.path] if e.write is not None or e.verb == "delete" else []
    if e.side is not None:
        out.append(e.side_path)
    if e.backup and e.old is not None:
        out.append(f"{MANIFEST_DIR}/{BACKUP_DIR}/{e.path}")
    return out


def _problems(
    output_root: Path, paths: Iterable[tuple[str, str | None, str | None]]
) -> list[tuple[str, Diagnostic, str | None]]:
    """(path, its problem, what on disk is in the way or None) of each path that cannot be
    written."""
    root = str(output_root)
    name_max, path_max = _limits(output_root)
    seen_dirs: dict[str, str | None] = {"": None}
    diags: list[tuple[str, Diagnostic, str | None]] = []
    for rel, layer, table in paths:
        key = ("tables", table, "class_name") if table else ("layers", layer, "path") if layer else ()
        parts = rel.split("/")
        long = next((p for p in parts if len(os.fsencode(p)) > name_max), None)
        if long is not None:
            diags.append(
                (
                    rel,
                    Diagnostic(
                        f"cannot write {rel!r}: the name {long[:40]!r}... is {len(os.fsencode(long))} bytes, "
                        f"the file system allows {name_max}",
                        Location(key=key),
                        "shorten it: a class_name for the table, or a shorter layer path / class_name pattern",
                    ),
                    None,
                )
            )
            continue
        if len(os.fsencode(os.path.join(root, rel))) >= path_max:
            diags.append(
                (
                    rel,
                    Diagnostic(
                        f"cannot write {rel!r}: the path is longer than the file system's limit ({path_max} bytes)",
                        Location(key=key),
                        "shorten the layer path pattern or project.output",
                    ),
                    None,
                )
            )
            continue
        problem = None
        for i in range(1, len(parts)):
            folder = "/".join(parts[:i])
            if folder not in seen_dirs:
                seen_dirs[folder] = _folder_problem(root, folder, seen_dirs.get("/".join(parts[: i - 1])))
            problem = seen_dirs[folder]
            if problem is not None:
                break
        if problem == _MISSING:
            continue  # its folder does not exist yet: nothing can be in the way
        if problem is None:
            k = _kind(os.path.join(root, rel))  # a string: a Path per file cost more than its lstat
            if k == "link":
                problem = f"{rel} is a symbolic link (to {os.readlink(os.path.join(root, rel))!r})"
            elif k not in (None, "file"):
                problem = f"{rel} is {_article(k)} where genix writes a file"
        if problem is not None:
            diags.append(
                (
                    rel,
                    Diagnostic(f"refusing to write {rel!r}: {problem}", Location(key=key), _hint(problem)),
                    problem,
                )
            )
    return diags


_MISSING = "\0missing\0"


def _folder_problem(root: str, folder: str, parent: str | None) -> str | None:
    if parent == _MISSING:
        return _MISSING
    k = _kind(os.path.join(root, folder))
    if k is None:
        return _MISSING  # created by the build: nothing below it exists
    if k == "link":
        return f"the folder {folder} is a symbolic link (to {os.readlink(os.path.join(root, folder))!r})"
    if k != "dir":
        return f"{folder} is {_article(k)} where genix needs a folder"
    return None


def _hint(problem: str) -> str:
    if "symbolic link" in problem:
        return "genix writes only real files in real folders of the output root: replace the link by what it points to"
    return "move it away (or change the layer path so that the file goes elsewhere)"


def _kind(path: str | Path) -> str | None:
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None  # a parent is a file: reported for the parent
    except OSError as e:
        if e.errno == errno.ENAMETOOLONG:
            return None
        raise
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISDIR(mode):
        return "dir"
    if stat.S_ISREG(mode):
        return "file"
    return "special"


def _article(kind: str) -> str:
    return {"file": "a file", "dir": "a folder", "link": "a symbolic link", "special": "a special file"}[kind]


def _limits(output_root: Path) -> tuple[int, int]:
    p = output_root
    while not p.exists() and p != p.parent:
        p = p.parent
    try:
        return int(os.pathconf(p, "PC_NAME_MAX")), int(os.pathconf(p, "PC_PATH_MAX"))
    except (OSError, ValueError):
        return 255, 4096
