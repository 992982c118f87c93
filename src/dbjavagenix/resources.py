"""Where the packaged data lives: built-in templates and JSON schemas.

In a wheel they sit inside the package (``dbjavagenix/templates``, ``dbjavagenix/schemas``);
in a source checkout (editable install, tests) they are the top-level folders of the repository.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    inside = _PKG / name
    if inside.is_dir():
        return inside
    repo = _PKG.parent.parent / name
    if repo.is_dir():
        return repo
    raise FileNotFoundError(
        f"genix installation is incomplete: no {name}/ folder (looked in {inside} and {repo})"
    )


@cache
def templates_root() -> Path:
    """The folder holding one sub-folder per built-in category."""
    return _find("templates")


@cache
def schemas_root() -> Path:
    """The folder holding the JSON schemas."""
    return _find("schemas")
