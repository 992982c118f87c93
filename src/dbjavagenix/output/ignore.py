"""``.genixignore`` in the output root: paths genix never writes, merges or deletes
(gitignore syntax, matched against paths relative to the output root)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dbjavagenix.errors import InputError, Location
from dbjavagenix.inputfile import SMALL_MAX, decode_utf8, read_input
from dbjavagenix.output.statemodel import digest

if TYPE_CHECKING:
    import pathspec

IGNORE_FILE = ".genixignore"


@dataclass(frozen=True)
class Ignore:
    spec: pathspec.GitIgnoreSpec | None
    digest: str
    """Hash of the file (empty when there is none): part of every table's fingerprint."""

    def __call__(self, path: str) -> bool:
        return self.spec is not None and self.spec.match_file(path)


NOTHING = Ignore(None, "")


def load_ignore(output_root: Path) -> Ignore:
    path = output_root / IGNORE_FILE
    try:
        data = read_input(path, IGNORE_FILE, SMALL_MAX, shown=str(path))
    except FileNotFoundError:
        return NOTHING
    text = decode_utf8(data, IGNORE_FILE, str(path))
    import pathspec  # only when there is a file (its import costs more than a no-op build's plan)

    try:
        spec = pathspec.GitIgnoreSpec.from_lines(text.splitlines())
    except ValueError as e:
        raise InputError(f"cannot read {IGNORE_FILE}: {e}", location=Location(file=str(path))) from None
    return Ignore(spec, digest(data))
