"""Edit ``genix.toml`` in place: ``set`` / ``unset`` / ``append`` at a dotted key path
(``tables.sys_user.class_name``, ``tables."odd.name".path``, ``tables.include[0]``).

Edits go through tomlkit, so comments, key order and formatting survive and only the edited
key's lines change. Where tomlkit's own placement would be wrong, the edit is placed by hand:

* a new key in an existing ``[table]`` goes right after its commented-out example
  (``# key = ...``) when the table has one, else after the table's last key, so the comment
  block that documents the next section stays with it;
* a key under a table that has no ``[header]`` of its own starts a new section at the end of
  the file;
* removing a table removes its header, keys and sub-tables, never the comments above the next
  section.

Each edit is checked: the patched text must parse to exactly the data the edit describes, or
the edit is refused. :func:`patch_file` then validates the result as a config (no new problem
allowed), under a lock, re-reading the file inside it, and writes atomically.
"""

from __future__ import annotations

import copy
import difflib
import os
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dbjavagenix.config.keypath import parse_path
from dbjavagenix.config.tomledit import MISSING, Edit, apply_one, parse_plain
from dbjavagenix.errors import (
    ConfigError,
    ConfigNotFound,
    Diagnostic,
    InputError,
    KeyPath,
    Location,
    format_key_path,
)


@dataclass(frozen=True)
class PatchResult:
    path: Path
    old: str
    new: str
    written: bool

    @property
    def changed(self) -> bool:
        return self.old != self.new

    @property
    def diff(self) -> str:
        return text_diff(self.old, self.new, self.path.name)


def text_diff(old: str, new: str, name: str) -> str:
    """Unified diff of two config texts."""
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{name}", f"b/{name}"
        )
    )


# -- plain data: what an edit means ---------------------------------------------------------------


def _kind(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    return f"a {type(value).__name__} value"


def _get(node: Any, part: str | int) -> Any:
    if isinstance(part, int):
        return node[part] if isinstance(node, list) and -len(node) <= part < len(node) else MISSING
    return node.get(part, MISSING) if isinstance(node, dict) else MISSING


def _apply_plain(data: dict[str, Any], e: Edit) -> None:
    """Apply ``e`` to plain data (raises located errors for impossible edits)."""
    node: Any = data
    for i, part in enumerate(e.path[:-1]):
        nxt = _get(node, part)
        here = e.path[: i + 1]
        if nxt is MISSING:
            if e.op == "unset":
                raise _not_found(e.path, here, data)
            if isinstance(part, int) or not isinstance(node, dict) or isinstance(e.path[i + 1], int):
                raise ConfigError(f"{format_key_path(here)} does not exist", location=Location(key=here))
            nxt = {}
            node[part] = nxt
        elif not isinstance(nxt, dict | list):
            raise ConfigError(
                f"{format_key_path(here)} is {_kind(nxt)}, not a table", location=Location(key=here)
            )
        node = nxt
    leaf = e.path[-1]
    cur = _get(node, leaf)
    if isinstance(leaf, int) and not isinstance(node, list):
        raise ConfigError(
            f"{format_key_path(e.path[:-1])} is {_kind(node)}, not an array", location=Location(key=e.path)
        )
    if isinstance(leaf, str) and not isinstance(node, dict):
        raise ConfigError(
            f"{format_key_path(e.path[:-1])} is an array: index it with [n]", location=Location(key=e.path)
        )
    if e.op == "set":
        if isinstance(leaf, int) and cur is MISSING:
            raise ConfigError(
                f"{format_key_path(e.path)} is past the end of the array",
                location=Location(key=e.path),
                hint="use op append to add an element",
            )
        node[leaf] = copy.deepcopy(e.value)
    elif e.op == "unset":
        if cur is MISSING:
            raise _not_found(e.path, e.path, data)
        del node[leaf]
    elif cur is MISSING:
        node[leaf] = [copy.deepcopy(e.value)]
    elif isinstance(cur, list):
        cur.append(copy.deepcopy(e.value))
    else:
        raise ConfigError(
            f"{format_key_path(e.path)} is {_kind(cur)}, not an array", location=Location(key=e.path)
        )


def _not_found(path: KeyPath, missing: KeyPath, data: dict[str, Any]) -> ConfigError:
    node: Any = data
    for p in missing[:-1]:
        node = _get(node, p)
    known = sorted(k for k in node) if isinstance(node, dict) else []
    close = difflib.get_close_matches(str(missing[-1]), known, n=1, cutoff=0.6)
    return ConfigError(
        f"nothing to unset: {format_key_path(missing)} is not in the file",
        location=Location(key=path),
        hint=f"did you mean `{close[0]}`?" if close else None,
    )


def _check_value(value: Any, path: KeyPath) -> None:
    if value is None:
        raise InputError(
            "TOML has no null value", location=Location(key=path), hint="use op unset to remove a key"
        )
    if isinstance(value, dict):
        for k, v in value.items():
            _check_value(v, (*path, str(k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_value(v, (*path, i))
    elif not isinstance(value, str | int | float | bool):
        raise InputError(f"cannot write {type(value).__name__} to TOML", location=Location(key=path))


def check_no_secret(e: Edit) -> None:
    """Refuse to write a literal secret into the config (``${VAR}`` references are fine): the
    value of a secret-named key, or a URL holding a password."""
    from dbjavagenix.secretnames import is_secret_name
    from dbjavagenix.secrets import is_reference, url_secret_spans, url_with_reference

    def walk(value: Any, path: KeyPath) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, (*path, str(k)))
            return
        if isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, (*path, i))
            return
        if not isinstance(value, str) or not path:
            return
        last = path[-1]
        secret = isinstance(last, str) and is_secret_name(last) and bool(value) and not is_reference(value)
        in_url = bool(url_secret_spans(value))
        if secret or in_url:
            raise ConfigError(
                "refusing to write a password into the config file (it is checked in)",
                location=Location(key=path),
                hint=f"write {url_with_reference(value)!r} and export DB_PASSWORD=... (or set "
                "GENIX_CONNECTIONS__<NAME>__PASSWORD)"
                if in_url
                else SECRET_HINT,
            )

    if e.op != "unset":
        walk(e.value, e.path)


SECRET_HINT = (
    'reference the environment instead: password = "${DB_PASSWORD}" (or '
    "mysql+pymysql://user:${DB_PASSWORD}@host/db) and export DB_PASSWORD=..., "
    "or set GENIX_CONNECTIONS__<NAME>__PASSWORD"
)


# -- applying edits -------------------------------------------------------------------------------


def apply_edits(text: str, edits: Sequence[Edit]) -> str:
    """The config text with ``edits`` applied (pure). Raises a :class:`GenixError` carrying the
    edit's key path when an edit is impossible or could not be placed faithfully."""
    data = parse_plain(text)
    nl = "\r\n" if "\r\n" in text else "\n"
    for e in edits:
        if not e.path:
            raise InputError("an edit needs a key path")
        if e.op != "unset":
            _check_value(e.value, e.path)
        check_no_secret(e)
        expected = copy.deepcopy(data)
        _apply_plain(expected, e)
        text = apply_one(text, e, nl)
        if parse_plain(text) != expected:
            raise ConfigError(
                f"cannot {e.op} {format_key_path(e.path)} without disturbing the rest of the file",
                location=Location(key=e.path),
                hint="edit this part of the file by hand",
            )
        data = expected
    return text


# -- the file ---------------------------------------------------------------------------------------

_THREAD_LOCKS: dict[Path, threading.Lock] = {}
_THREAD_LOCKS_GUARD = threading.Lock()


@contextmanager
def config_lock(path: Path) -> Iterator[None]:
    """Exclusive access to the config file across threads and processes. The lock is taken on
    the config's folder (the file itself is replaced by every write), so no lock file is left."""
    path = path.resolve()
    with _THREAD_LOCKS_GUARD:
        tlock = _THREAD_LOCKS.setdefault(path, threading.Lock())
    with tlock:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - Windows: the thread lock is all we have
            yield
            return
        try:
            fd = os.open(path.parent, os.O_RDONLY)
        except OSError as e:
            raise ConfigError(
                f"cannot open the config folder: {e}", location=Location(file=str(path))
            ) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


class _LenientEnv(Mapping[str, str]):
    """``os.environ`` where every variable exists: validating a patch must not fail because
    ``${DB_PASSWORD}`` is unset in the process that patches."""

    def __getitem__(self, key: str) -> str:
        return os.environ.get(key, "genix_placeholder")

    def __contains__(self, key: object) -> bool:
        return True

    def __iter__(self) -> Iterator[str]:
        return iter(os.environ)

    def __len__(self) -> int:
        return len(os.environ)


Check = Callable[[Any], None]
"""Extra validation of a parsed config (a ``LoadedConfig``); raises a :class:`GenixError`."""


def problems(text: str, path: Path, check: Check | None = None) -> tuple[Diagnostic, ...]:
    """Located problems of config ``text`` (``${VAR}`` references count as set)."""
    from dbjavagenix.config.load import parse_config
    from dbjavagenix.errors import GenixError

    try:
        loaded = parse_config(text, path, environ=_LenientEnv())
        if check is not None:
            check(loaded)
    except GenixError as err:
        return err.diagnostics
    return ()


def _signature(d: Diagnostic) -> tuple[object, ...]:
    return (d.location.key, d.message)


def patch_file(
    path: Path, edits: Sequence[Edit], *, dry_run: bool = False, check: Check | None = None
) -> PatchResult:
    """Apply ``edits`` to the config file: locked, re-read inside the lock, validated (the result
    may not add a problem the file did not have), written atomically. Nothing is written when
    anything fails, or with ``dry_run``."""
    from dbjavagenix.config.load import read_config_text
    from dbjavagenix.output.durable import atomic_write

    with config_lock(path):
        try:
            old = read_config_text(path)
        except ConfigNotFound:
            raise ConfigError(
                "config file not found", location=Location(file=str(path)), hint="create one with config_init"
            ) from None
        except OSError as err:
            raise ConfigError(
                f"cannot read the config file: {err}", location=Location(file=str(path))
            ) from None
        try:
            new = apply_edits(old, edits)
        except ConfigError as err:
            from dbjavagenix.config.load import locate_error

            raise locate_error(err, path, old) from None
        if new != old:
            # the result's problems first: without any, nothing was added (the file's own
            # problems are only needed to tell which ones the edit added)
            added = list(problems(new, path, check))
            if added:
                before = {_signature(d) for d in problems(old, path, check)}
                added = [d for d in added if _signature(d) not in before]
            if added:
                raise ConfigError(
                    diagnostics=[
                        Diagnostic(
                            "patch refused: the result would not be a valid config (nothing was written)",
                            Location(file=str(path)),
                            "positions below are in the patched text",
                        ),
                        *added,
                    ]
                )
            if not dry_run:
                atomic_write(path, new.encode("utf-8"), mode=path.stat().st_mode & 0o7777)
    return PatchResult(path, old, new, written=not dry_run and new != old)


__all__ = [
    "SECRET_HINT",
    "Edit",
    "PatchResult",
    "apply_edits",
    "check_no_secret",
    "config_lock",
    "parse_path",
    "patch_file",
    "problems",
    "text_diff",
]
