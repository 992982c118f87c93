"""Config key paths as users write them: ``tables.sys_user.class_name``,
``tables."odd.name".path``, ``tables.include[0]`` (the spelling of
:func:`dbjavagenix.errors.format_key_path`)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from dbjavagenix.errors import InputError, KeyPath

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def parse_path(text: str) -> KeyPath:
    """``tables."a.b".columns[0]`` → ``("tables", "a.b", "columns", 0)``. Bare keys, ``"quoted"``
    and ``'literal'`` keys, ``[n]`` list indexes; whitespace around dots is ignored."""
    parts: list[str | int] = []
    i, n = 0, len(text)
    expect_key = True
    while i < n:
        c = text[i]
        if c in " \t":
            i += 1
            continue
        if c == "[":
            j = text.find("]", i)
            if j < 0 or not text[i + 1 : j].strip().isdigit() or not parts:
                raise _bad_path(text, "a list index is written [0] after a key")
            parts.append(int(text[i + 1 : j]))
            i = j + 1
            expect_key = False
            continue
        if c == ".":
            if expect_key:
                raise _bad_path(text, "empty key between dots")
            expect_key = True
            i += 1
            continue
        if not expect_key:
            raise _bad_path(text, "keys are separated by dots")
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise _bad_path(text, "unterminated quoted key")
            try:
                parts.append(json.loads(text[i : j + 1]))
            except ValueError:
                raise _bad_path(text, "bad escape in quoted key") from None
            i = j + 1
        elif c == "'":
            j = text.find("'", i + 1)
            if j < 0:
                raise _bad_path(text, "unterminated quoted key")
            parts.append(text[i + 1 : j])
            i = j + 1
        else:
            m = _BARE.match(text, i)
            if not m:
                raise _bad_path(text, f"unexpected {c!r}; quote keys holding other characters")
            parts.append(m.group(0))
            i = m.end()
        expect_key = False
    if not parts or expect_key:
        raise _bad_path(text, "empty key")
    return tuple(parts)


def _bad_path(text: str, why: str) -> InputError:
    return InputError(
        f"bad key path {text!r}: {why}",
        hint='write keys like tables.sys_user.class_name, tables."a.b".path or tables.include[0]',
    )


def key_text(key: str) -> str:
    return key if _BARE.fullmatch(key) else json.dumps(key, ensure_ascii=False)


def dotted(path: Sequence[str | int]) -> str:
    return ".".join(key_text(str(p)) for p in path)


__all__ = ["dotted", "key_text", "parse_path"]
