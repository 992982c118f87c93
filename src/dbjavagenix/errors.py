"""Errors genix raises: a message, where it happened, and a hint.

Every stage raises :class:`GenixError` (or a subclass choosing the exit code). Errors are
raised once and printed once, by the CLI (or returned as a result by the MCP server).
A location is either a position in a file (``genix.toml:14:3``), a key path in the config
(``tables.user.columns.status``), or both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

EXIT_OK = 0
EXIT_DRIFT = 1
EXIT_INPUT = 2
EXIT_DATABASE = 3

KeyPath = tuple[str | int, ...]


def format_key_path(path: KeyPath) -> str:
    """``("tables", "sys_user", "columns", "a.b")`` → ``tables.sys_user.columns."a.b"``."""
    parts: list[str] = []
    for p in path:
        if isinstance(p, int):
            parts.append(f"[{p}]")
            continue
        text = p if p and all(c.isalnum() or c in "_-" for c in p) else '"' + p.replace('"', '\\"') + '"'
        parts.append(("." if parts else "") + text)
    return "".join(parts)


@dataclass(frozen=True)
class Location:
    """Where a problem is: a file position and/or a config key path."""

    file: str | None = None
    line: int | None = None
    col: int | None = None
    key: KeyPath = ()

    def __str__(self) -> str:
        parts: list[str] = []
        if self.file:
            pos = self.file
            if self.line is not None:
                pos += f":{self.line}"
                if self.col is not None:
                    pos += f":{self.col}"
            parts.append(pos)
        if self.key:
            parts.append(format_key_path(self.key))
        return ": ".join(parts)


@dataclass(frozen=True)
class Diagnostic:
    """One located problem."""

    message: str
    location: Location = field(default_factory=Location)
    hint: str | None = None

    def render(self) -> str:
        loc = str(self.location)
        text = f"{loc}: {self.message}" if loc else self.message
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text

    def to_dict(self) -> dict[str, object]:
        return {
            "message": self.message,
            "file": self.location.file,
            "line": self.location.line,
            "col": self.location.col,
            "key": format_key_path(self.location.key) if self.location.key else None,
            "hint": self.hint,
        }


class GenixError(Exception):
    """Base of every error genix reports to a user. ``exit_code`` is what the CLI returns."""

    exit_code = EXIT_INPUT
    kind = "error"

    def __init__(
        self,
        message: str | None = None,
        *,
        location: Location | None = None,
        hint: str | None = None,
        diagnostics: Sequence[Diagnostic] = (),
    ) -> None:
        diags = list(diagnostics)
        if message is not None:
            diags.insert(0, Diagnostic(message, location or Location(), hint))
        if not diags:
            raise ValueError("GenixError needs a message or diagnostics")
        self.diagnostics: tuple[Diagnostic, ...] = tuple(diags)
        super().__init__(self.render())

    @property
    def message(self) -> str:
        return self.diagnostics[0].message

    def render(self) -> str:
        return "\n".join(d.render() for d in self.diagnostics)

    def with_diagnostics(self, diagnostics: Iterable[Diagnostic]) -> GenixError:
        """The same kind of error with other diagnostics (used to attach file positions)."""
        err = type(self).__new__(type(self))
        GenixError.__init__(err, diagnostics=tuple(diagnostics))
        return err

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "exit_code": self.exit_code,
            "diagnostics": [d.to_dict() for d in self.diagnostics],
        }


class ConfigError(GenixError):
    """The config file is broken, invalid, or refers to something that does not exist."""

    kind = "config"


class InputError(GenixError):
    """Bad input other than the config: a snapshot that is not a catalog, a bad argument."""

    kind = "input"


class NamingError(GenixError):
    """A database name that cannot become a Java identifier without an override."""

    kind = "naming"


class TemplateError(GenixError):
    """A template failed to load or render."""

    kind = "template"


class OutputError(GenixError):
    """A path escapes the output root, or the output cannot be written."""

    kind = "output"


class DatabaseError(GenixError):
    """The database is unreachable, refuses us, or a metadata query failed."""

    exit_code = EXIT_DATABASE
    kind = "database"


def relocate(diag: Diagnostic, **changes: object) -> Diagnostic:
    """A copy of ``diag`` with its location fields changed."""
    return replace(diag, location=replace(diag.location, **changes))  # type: ignore[arg-type]
