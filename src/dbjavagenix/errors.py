"""Errors genix raises: a message, where it happened, and a hint.

Every stage raises :class:`GenixError` (or a subclass choosing the exit code). Errors are
raised once and printed once, by the CLI (or returned as a result by the MCP server).
A location is either a position in a file (``genix.toml:14:3``), a key path in the config
(``tables.user.columns.status``), or both.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

EXIT_OK = 0
EXIT_DRIFT = 1
EXIT_INPUT = 2
EXIT_DATABASE = 3
EXIT_FILESYSTEM = 4
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130

EXIT_CODES: tuple[tuple[int, str], ...] = (
    (EXIT_OK, "success (`check`: everything is as a build would leave it)"),
    (
        EXIT_DRIFT,
        "`check` found drift, `build` left conflicts or files that changed while it ran, "
        "`doctor` found something missing, `agent` stopped before its goal",
    ),
    (
        EXIT_INPUT,
        "invalid config, usage or input: broken TOML, an unknown key, a name that cannot become "
        "Java, a template error, a path genix refuses to write, a missing optional component",
    ),
    (
        EXIT_DATABASE,
        "the database is unreachable or failing (or its driver is not installed), or its schema "
        "changed while genix read it, or lost most of the tables generated last time",
    ),
    (
        EXIT_FILESYSTEM,
        "the output cannot be written: disk full, read-only or permission denied, another build "
        "holds the project lock, genix's own state (`.genix/`) is damaged",
    ),
    (EXIT_INTERNAL, "an internal error (a bug in genix): the message says how to report it"),
    (EXIT_INTERRUPTED, "interrupted (Ctrl-C)"),
)
"""Every exit code genix uses and what it means: the one home of this table (the README's
"Exit codes" section is checked against it). Exit 1 means drift to CI, so nothing else uses it:
a crash is never read as drift."""

ERROR_CODES: tuple[tuple[str, str], ...] = (
    ("config_not_found", "no genix.toml where genix looked (`-c`, the client's roots, the working folder)"),
    (
        "config_invalid",
        "the config (or an in-memory override of it) is broken or invalid: located, with a hint",
    ),
    (
        "invalid_arguments",
        "a tool's arguments or other input are malformed or unknown (located under `arguments`)",
    ),
    ("unknown_tool", "no tool of that name is served here"),
    ("table_not_found", "the table does not exist, or the config does not generate it"),
    ("connection_not_found", "the config has no connection of that name"),
    ("layer_not_found", "the category (or the table's switches) has no such layer"),
    ("context_invalid", "an edited template context cannot be rendered (located under `arguments.context`)"),
    ("name_invalid", "a database name cannot become a Java identifier without an override"),
    ("template_error", "a template failed to load or render"),
    ("output_invalid", "a generated path escapes the output root or cannot be written there"),
    ("conflict", "generated files were edited by hand: nothing was written (force overwrites them)"),
    ("connection_failed", "the database is unreachable, refuses genix, or a metadata query failed"),
    (
        "tables_vanished",
        "most tables generated last time (or all their primary keys) are gone from the database: "
        "nothing was written (allow_drops confirms)",
    ),
    ("filesystem_error", "the output or genix's state cannot be written or read (disk, permissions, lock)"),
    (
        "writes_refused",
        "the tool writes, and this session may not write (a read-only server, the agent without --apply)",
    ),
    ("cursor_expired", "the cursor's snapshot is gone: call the tool again without cursor"),
    ("cancelled", "the client cancelled the call: nothing was written"),
    ("agent_unavailable", "something a live agent run needs is missing (SDK, API key, runtime)"),
    ("internal_error", "a bug in genix: the message says how to report it"),
)
"""Every machine-readable error ``code`` (MCP ``structuredContent.error.code``, ``--json``'s
``error.code``) and what it means: the one home of this list. Each :class:`GenixError` class
names its code; clients branch on it, never on message text."""

EXIT_TABLE_START = "<!-- exit-codes:start (generated: python -m dbjavagenix.errors --write README.md) -->"
EXIT_TABLE_END = "<!-- exit-codes:end -->"


def exit_code_table() -> str:
    """The README's exit-code table, from :data:`EXIT_CODES`."""
    rows = ["| exit | meaning |", "|---|---|"]
    rows += [f"| {code} | {meaning} |" for code, meaning in EXIT_CODES]
    return "\n".join(rows)


KeyPath = tuple[str | int, ...]


def format_key_path(path: KeyPath) -> str:
    """``("tables", "sys_user", "columns", "a.b")`` → ``tables.sys_user.columns."a.b"``."""
    parts: list[str] = []
    for p in path:
        if isinstance(p, int):
            parts.append(f"[{p}]")
            continue
        text = p if p and all(c.isalnum() or c in "_-" for c in p) else _quoted(p)
        parts.append(("." if parts else "") + text)
    return "".join(parts)


def _quoted(key: str) -> str:
    """A TOML basic string of ``key``: quotes, backslashes and control characters escaped, so a
    key path is one line a user can paste into genix.toml."""
    out = key.replace("\\", "\\\\").replace('"', '\\"')
    out = "".join(f"\\u{ord(c):04X}" if ord(c) < 0x20 or ord(c) == 0x7F else c for c in out)
    return '"' + out + '"'


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
    code = "invalid_arguments"
    """The stable machine-readable code (:data:`ERROR_CODES`)."""

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
            "code": self.code,
            "kind": self.kind,
            "exit_code": self.exit_code,
            "diagnostics": [d.to_dict() for d in self.diagnostics],
        }


class ConfigError(GenixError):
    """The config file is broken, invalid, or refers to something that does not exist."""

    kind = "config"
    code = "config_invalid"


class InputError(GenixError):
    """Bad input other than the config: a snapshot that is not a catalog, a bad argument."""

    kind = "input"
    code = "invalid_arguments"


class NamingError(GenixError):
    """A database name that cannot become a Java identifier without an override."""

    kind = "naming"
    code = "name_invalid"


class TemplateError(GenixError):
    """A template failed to load or render."""

    kind = "template"
    code = "template_error"


class OutputError(GenixError):
    """A path escapes the output root, or the output cannot be written."""

    kind = "output"
    code = "output_invalid"


class DatabaseError(GenixError):
    """The database is unreachable, refuses us, or a metadata query failed."""

    exit_code = EXIT_DATABASE
    kind = "database"
    code = "connection_failed"


class FileSystemError(GenixError):
    """The output (or genix's state under ``.genix/``) cannot be written or read: disk full,
    read-only, permissions, a lock held by another build, a damaged state file."""

    exit_code = EXIT_FILESYSTEM
    kind = "filesystem"
    code = "filesystem_error"


class InternalError(GenixError):
    """Something genix did not expect: a bug, reported with how to report it (exit 70)."""

    exit_code = EXIT_INTERNAL
    kind = "internal"
    code = "internal_error"


class ConfigNotFound(ConfigError):
    """No config file where genix looked."""

    code = "config_not_found"


class ConnectionNotFound(ConfigError):
    """A connection name the config does not have (an argument, or ``tables.connection``)."""

    code = "connection_not_found"


class TableNotFound(InputError):
    """A table that does not exist, or that the config does not generate."""

    code = "table_not_found"


class LayerNotFound(InputError):
    """A layer the category (or the table's switches) does not have."""

    code = "layer_not_found"


class ContextError(InputError):
    """An edited template context that cannot be rendered."""

    code = "context_invalid"


class ConflictError(OutputError):
    """Generated files were edited by hand, so nothing was written."""

    code = "conflict"


class TablesVanished(DatabaseError):
    """Most tables generated last time (or all their primary keys) are gone from the database,
    so nothing was written."""

    code = "tables_vanished"


class CursorExpired(InputError):
    """A paging cursor whose snapshot is gone."""

    code = "cursor_expired"


class UnknownTool(InputError):
    """No tool of that name is served."""

    code = "unknown_tool"


class Cancelled(GenixError):
    """The caller cancelled the work before anything was written (exit 130)."""

    exit_code = EXIT_INTERRUPTED
    kind = "cancelled"
    code = "cancelled"


def internal_error(exc: BaseException, scrub: Callable[[str], str], hint: str) -> InternalError:
    """An exception genix did not expect, as the one message every door shows (exit 70):
    ``internal error (a bug in genix): KeyError: 'x'``, its text passed through ``scrub`` (a
    :class:`dbjavagenix.secrets.Secrets`' scrub: an exception's text may hold anything)."""
    return InternalError(
        f"internal error (a bug in genix): {scrub(f'{type(exc).__name__}: {exc}')}", hint=hint
    )


_ERRNO_HINTS = {
    errno.ENOSPC: "free some space on that file system (nothing was half-written: run the build again)",
    errno.EDQUOT: "free some space within your quota (nothing was half-written: run the build again)",
    errno.EROFS: "the file system is mounted read-only: point project.output somewhere writable",
    errno.EACCES: "check the permissions of that folder (or point project.output somewhere writable)",
    errno.EPERM: "check the permissions of that folder (or point project.output somewhere writable)",
    errno.ENAMETOOLONG: "shorten the name: set class_name / java_name, or a shorter layer path pattern",
    errno.ELOOP: "a symbolic link there points back into itself: fix or remove it",
    errno.ENOTDIR: "a file is in the way where genix needs a folder: move it away",
    errno.EISDIR: "a folder is in the way where genix writes a file: move it away",
    errno.EMFILE: "too many open files: raise the limit (ulimit -n)",
}


def filesystem_error(err: OSError, doing: str, hint: str | None = None) -> FileSystemError:
    """One located message for a failed file operation: ``cannot write FILE: No space left on
    device`` with a hint per cause."""
    reason = err.strerror or type(err).__name__
    name = err.filename if isinstance(err.filename, str) else None
    where = _short_path(name) if name else None
    text = f"cannot {doing}: {reason}"
    return FileSystemError(
        text, location=Location(file=where), hint=hint or _ERRNO_HINTS.get(err.errno or -1)
    )


def _short_path(path: str) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return rel if not rel.startswith("..") else path


def relocate(diag: Diagnostic, **changes: Any) -> Diagnostic:
    """A copy of ``diag`` with its location fields changed."""
    return replace(diag, location=replace(diag.location, **changes))


def _write_readme(path: str) -> bool:
    """Replace the exit-code table between its markers in ``path``; True when it changed."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start, end = text.index(EXIT_TABLE_START) + len(EXIT_TABLE_START), text.index(EXIT_TABLE_END)
    new = text[:start] + "\n" + exit_code_table() + "\n" + text[end:]
    if new != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(new)
    return new != text


if __name__ == "__main__":
    import sys

    if sys.argv[1:2] == ["--write"]:
        _write_readme(sys.argv[2])
    else:
        print(exit_code_table())
