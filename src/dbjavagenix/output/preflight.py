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
from pathlib import Path

from dbjavagenix.errors import Diagnostic, Location, OutputError
from dbjavagenix.output.manifest import MANIFEST_DIR

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
    root = str(output_root)
    name_max, path_max = _limits(output_root)
    seen_dirs: dict[str, str | None] = {"": None}
    diags: list[Diagnostic] = []
    for rel, layer, table in paths:
        key = ("tables", table, "class_name") if table else ("layers", layer, "path") if layer else ()
        parts = rel.split("/")
        long = next((p for p in parts if len(os.fsencode(p)) > name_max), None)
        if long is not None:
            diags.append(
                Diagnostic(
                    f"cannot write {rel!r}: the name {long[:40]!r}... is {len(os.fsencode(long))} bytes, "
                    f"the file system allows {name_max}",
                    Location(key=key),
                    "shorten it: a class_name for the table, or a shorter layer path / class_name pattern",
                )
            )
            continue
        if len(os.fsencode(os.path.join(root, rel))) >= path_max:
            diags.append(
                Diagnostic(
                    f"cannot write {rel!r}: the path is longer than the file system's limit ({path_max} bytes)",
                    Location(key=key),
                    "shorten the layer path pattern or project.output",
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
                Diagnostic(f"refusing to write {rel!r}: {problem}", Location(key=key), _hint(problem))
            )
    if diags:
        raise OutputError(diagnostics=diags)


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
