r"""TOML text to plain data: the standard library's strict parser, and located
:class:`~dbjavagenix.errors.ConfigError`\ s for what it refuses (tomlkit says where; a key defined
twice, nesting too deep)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from dbjavagenix.errors import ConfigError, Location


def parse_toml(text: str, path: Path) -> dict[str, Any]:
    """TOML text → plain data; syntax errors (a key defined twice included) become located
    :class:`ConfigError`, and so does nesting deeper than :data:`~.depth.MAX_DEPTH`."""
    from dbjavagenix.config import depth

    try:
        data = _parse_toml(text, path)
    except RecursionError:
        raise depth.too_deep(text, path, display(path)) from None
    if depth.depth_of(data) > depth.MAX_DEPTH:
        raise depth.too_deep(text, path, display(path))
    return data


def _parse_toml(text: str, path: Path) -> dict[str, Any]:
    """Read with the standard library's strict parser (fast: every command reads the config);
    tomlkit, slower, only reads a text that one refused, to say where and why (and ``tomllib``
    then points at what tomlkit lets through or fails on without a position)."""
    import tomllib

    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        pass
    import tomlkit
    import tomlkit.exceptions

    try:
        doc = tomlkit.parse(text)
        data: dict[str, Any] = doc.unwrap()
    except tomlkit.exceptions.ParseError as e:
        msg = str(e)
        msg = re.sub(r"\s*at line \d+ col \d+$", "", msg)
        if "control characters" in msg.lower():
            msg = "a string is not closed on this line"
        if "already exists" in msg or "redefinition" in msg.lower():
            _strict_toml(text, path)  # tomllib points at the second definition itself
        raise ConfigError(
            f"invalid TOML: {_duplicate_words(msg[:1].lower() + msg[1:])}",
            location=Location(file=display(path), line=e.line, col=max(e.col, 1)),
            hint=_toml_hint(msg),
        ) from None
    except Exception as e:  # KeyAlreadyPresent and other tomlkit errors without a position
        _strict_toml(text, path)
        raise ConfigError(
            f"invalid TOML: {_duplicate_words(str(e))}",
            location=Location(file=display(path)),
            hint=_toml_hint(str(e)),
        ) from None
    _strict_toml(text, path)
    return data


def _strict_toml(text: str, path: Path) -> None:
    import tomllib

    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = re.search(r"\s*\(at line (\d+), column (\d+)\)$", msg)
        line, col = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        msg = msg[: m.start()] if m else msg
        if line is not None and msg.lower().startswith(("cannot overwrite", "cannot declare")):
            lines = text.splitlines()
            here = lines[line - 1] if 0 < line <= len(lines) else ""
            k = re.match(r"\s*\[*\s*([^=\]]+?)\s*(=|\])", here)
            if k:
                col = here.index(k.group(1)) + 1
                msg = f'Key "{_redefined(k.group(1), lines[: line - 1])}" already exists.'
        raise ConfigError(
            f"invalid TOML: {_duplicate_words(msg[:1].lower() + msg[1:])}",
            location=Location(file=display(path), line=line, col=col),
            hint=_toml_hint(msg),
        ) from None


def _redefined(key: str, before: list[str]) -> str:
    """Of a dotted key that redefines something, the part defined earlier (``output`` of
    ``output.x = 1`` after ``output = "x"``); the key itself when no earlier line shows."""
    parts = [p.strip() for p in key.split(".")]
    for n in range(1, len(parts)):
        prefix = r"\s*\.\s*".join(re.escape(p) for p in parts[:n])
        if any(re.match(rf"\s*{prefix}\s*=", ln) for ln in before):
            return ".".join(parts[:n])
    return ".".join(parts)


def _duplicate_words(msg: str) -> str:
    """tomlkit's and tomllib's words for a key defined twice, said one way."""
    m = re.match(r'key "(.*)" already exists\.?$|duplicate inline table key \'(.*)\'$', msg, re.I)
    if m:
        return f"key `{m.group(1) or m.group(2)}` is defined twice"
    m = re.match(r"cannot declare \((.*)\) twice", msg, re.I)
    if m:
        parts = re.findall(r"'((?:[^'\\]|\\.)*)'", m.group(1))
        return f"`{'.'.join(parts)}` is defined twice (as a value and as a table, or as two tables)"
    if msg.lower().startswith(("cannot overwrite a value", "redefinition of")):
        return "a key or table is defined twice (" + msg.rstrip(".").lower() + ")"
    return msg


def _toml_hint(msg: str) -> str:
    low = msg.lower()
    if any(w in low for w in ("already exists", "overwrite", "declare", "redefinition", "duplicate")):
        return "each key and [table] may appear once: merge the two definitions into one"
    return "check quotes, brackets and `key = value` syntax on that line"


def display(path: Path) -> str:
    """A short path for messages: relative to the working folder when below it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


__all__ = ["display", "parse_toml"]
