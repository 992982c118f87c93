"""The checks every tool's arguments pass before any work, whatever the tool: not nested deeper
than :data:`MAX_DEPTH`, not larger than :data:`MAX_CHARS`, no NUL character in any string or key.
:meth:`dbjavagenix.tools.registry.Registry.call` runs them on the arguments as received, and
:func:`json_argument` on an argument that carries JSON text (an edited context), so both forms
of a value meet the same limits. A refusal is an ``invalid_arguments`` error located at the
offending argument; nothing deep or huge reaches a parser, a path or a database driver (where it
would end as a recursion error or ``embedded null byte``: an internal error)."""

from __future__ import annotations

import json
from typing import Any

from dbjavagenix.errors import InputError, KeyPath, Location

MAX_DEPTH = 64
"""Levels of objects and arrays an argument may nest (a template context needs fewer than ten)."""
MAX_CHARS = 4_000_000
"""Characters of all strings and keys of one call's arguments together (an edited context of a
table of a thousand columns is well below)."""


def check_arguments(arguments: Any, where: KeyPath = ("arguments",)) -> None:
    """Refuse (``invalid_arguments``) arguments nested too deep, too large, or holding a NUL
    character. Iterative: any depth is walked without recursion."""
    size = 0
    stack: list[tuple[Any, KeyPath, int]] = [(arguments, where, 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, str):
            size += len(value)
            if "\x00" in value:
                raise InputError(
                    "the value holds a NUL character",
                    location=Location(key=path),
                    hint="pass text without NUL (\\u0000) characters",
                )
        elif isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise InputError(
                    f"the value nests deeper than {MAX_DEPTH} levels",
                    location=Location(key=path[: len(where) + 1]),
                    hint="no genix argument nests this deep: pass the value the tool's schema describes",
                )
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for k, v in items:
                if isinstance(k, str):
                    size += len(k)
                    if "\x00" in k:
                        raise InputError(
                            "a key holds a NUL character",
                            location=Location(key=path),
                            hint="pass keys without NUL (\\u0000) characters",
                        )
                stack.append((v, (*path, k), depth + 1))
        size += 1
        if size > MAX_CHARS:
            raise InputError(
                f"the arguments are larger than {MAX_CHARS:,} characters",
                location=Location(key=where),
                hint="pass less at once (one table, fewer layers, a context's parts)",
            )


def json_argument(text: str, where: KeyPath) -> Any:
    """An argument's JSON text parsed, under the limits of :func:`check_arguments` (the text
    itself passed them as a string). Raises ``json.JSONDecodeError`` for text that is not JSON."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise InputError(
            f"the JSON nests deeper than {MAX_DEPTH} levels",
            location=Location(key=where),
            hint="no genix argument nests this deep: pass the value the tool's schema describes",
        ) from None
    check_arguments(value, where)
    return value


__all__ = ["MAX_CHARS", "MAX_DEPTH", "check_arguments", "json_argument"]
