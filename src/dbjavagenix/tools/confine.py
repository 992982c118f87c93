"""Where the tools may point genix at files: a template folder set through a tool
(``config_patch``, a preview's ``project`` argument) lies inside the project folder (the config
file's folder) or inside one of the workspace roots the MCP client gave; and the template
resources serve only template files (``*.jinja`` inside a folder of the template search path,
no ``..``, no symbolic link leading out of the folder).

A person editing genix.toml may point ``project.templates`` anywhere; a tool may not, because a
template folder is read back through the tools (``genix://templates/NAME``, a layer render):
outside the project it would let a client that only calls tools read files it was never given.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.tools.base import current_hooks

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig


def allowed_roots(loaded: LoadedConfig) -> tuple[Path, ...]:
    """The folders a tool may point genix at: the project folder and the client's roots."""
    return tuple(p.resolve() for p in (loaded.root, *current_hooks().roots))


def inside(path: Path, roots: tuple[Path, ...]) -> bool:
    """Whether ``path`` (symbolic links followed) is one of ``roots`` or below one."""
    real = path.resolve()
    return any(real == r or real.is_relative_to(r) for r in roots)


def template_dir_problems(loaded: LoadedConfig) -> list[Diagnostic]:
    """A problem for each ``project.templates`` folder outside :func:`allowed_roots` (located
    at its key; the message names the folder, so each folder is a problem of its own)."""
    roots = allowed_roots(loaded)
    out = []
    for i, d in enumerate(loaded.config.project.templates):
        if not inside(loaded.root / d, roots):
            out.append(
                Diagnostic(
                    f"template folder {d!r} is outside the project folder: a tool may only point "
                    "project.templates at a folder inside it",
                    Location(key=("project", "templates", i)),
                    f"put the templates in a folder under {loaded.root} (e.g. templates/); a folder "
                    "elsewhere can only be set by editing genix.toml by hand",
                )
            )
    return out


def template_file(folder: Path, path: Path) -> str | None:
    """The name a template resource serves ``path`` under (relative to its search-path
    ``folder``), or None when it is not a template file there: not ``*.jinja``, not a regular
    file, a name with ``..``, or a symbolic link (the file or a folder above it) leading out of
    ``folder``."""
    try:
        name = path.relative_to(folder).as_posix()
    except ValueError:
        return None
    if not template_name_ok(name) or not path.is_file():
        return None
    return name if inside(path, (folder.resolve(),)) else None


def template_name_ok(name: str) -> bool:
    """A relative ``*.jinja`` name without ``..``, empty parts or a NUL character."""
    parts = PurePosixPath(name).parts
    return (
        name.endswith(".jinja")
        and "\x00" not in name
        and "\\" not in name
        and not name.startswith("/")
        and bool(parts)
        and all(p not in ("", ".", "..") for p in parts)
    )


__all__ = ["allowed_roots", "inside", "template_dir_problems", "template_file", "template_name_ok"]
