"""How deep a config's arrays and inline tables nest: a file nesting them thousands deep would
exhaust Python's stack in the TOML parser (or later, in every walk over the data). Nothing genix
reads nests deeper than a few levels; ``tables.X.data`` (free data for templates) may nest
more, up to :data:`MAX_DEPTH`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dbjavagenix.errors import ConfigError, Location

MAX_DEPTH = 64


def depth_of(data: Any) -> int:
    """How deep ``data`` (TOML's dicts and lists) nests; iterative, so any depth is measured."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
    return deepest


def too_deep(text: str, path: Path, display: str) -> ConfigError:
    """The located error of a config nesting deeper than :data:`MAX_DEPTH`."""
    line, col = _where_too_deep(text)
    return ConfigError(
        f"arrays and inline tables nest more than {MAX_DEPTH} levels deep here",
        location=Location(file=display, line=line, col=col),
        hint="a genix config nests a few levels; is this the right file? (free template data in "
        f"tables.X.data may nest up to {MAX_DEPTH} levels)",
    )


def _where_too_deep(text: str) -> tuple[int | None, int | None]:
    """Line and column of the bracket that opens level ``MAX_DEPTH + 1`` (strings and comments
    skipped), or (None, None) when the text shows none."""
    depth = 0
    line, line_start = 1, 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line, line_start = line + 1, i + 1
        elif c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        elif c in "\"'":
            triple = text.startswith(c * 3, i)
            close = c * 3 if triple else c
            j = i + len(close)
            while j < n and not text.startswith(close, j):
                if c == '"' and text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    if not triple:
                        break
                    line, line_start = line + 1, j + 1
                j += 1
            i = j + len(close)
            continue
        elif c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line, i - line_start + 1
        elif c in "]}":
            depth = max(0, depth - 1)
        i += 1
    return None, None
