"""The text side of config edits: tomlkit where it keeps the layout, by hand where it would
not (see :mod:`dbjavagenix.config.patch`). :func:`apply_one` applies one edit to the text; the
caller checks that the result parses to the data the edit describes."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

import tomlkit
import tomlkit.exceptions
from tomlkit.container import Container, OutOfOrderTableProxy
from tomlkit.items import AoT, Array, Comment, InlineTable, Item, Table

from dbjavagenix.config.keypath import dotted, key_text
from dbjavagenix.config.locate import source_map
from dbjavagenix.errors import ConfigError, KeyPath, Location, format_key_path

Op = Literal["set", "unset", "append"]
MISSING: Any = object()


@dataclass(frozen=True)
class Edit:
    """One change: ``set`` a value, ``unset`` a key (or a whole table), ``append`` to an array."""

    op: Op
    path: KeyPath
    value: Any = None


def _parse(text: str) -> tomlkit.TOMLDocument:
    try:
        return tomlkit.parse(text)
    except tomlkit.exceptions.ParseError as err:
        raise ConfigError(
            f"the config is not valid TOML: {err}", location=Location(line=err.line, col=err.col)
        ) from None


def parse_plain(text: str) -> dict[str, Any]:
    data: dict[str, Any] = _parse(text).unwrap()
    return data


def _child(node: Any, part: str | int) -> Any:
    if isinstance(part, int):
        return node[part] if isinstance(node, Array) and -len(node) <= part < len(node) else MISSING
    if isinstance(node, Container | Table | InlineTable | OutOfOrderTableProxy) and part in node:
        return node[part]
    return MISSING


def _walk(doc: Any, path: KeyPath) -> list[Any]:
    """The items along ``path`` (``[doc, ...]``), stopping at the first missing one."""
    chain = [doc]
    for part in path:
        nxt = _child(chain[-1], part)
        if nxt is MISSING:
            break
        chain.append(nxt)
    return chain


def _is_section(item: Any) -> bool:
    return isinstance(item, Table | AoT | OutOfOrderTableProxy)


def _key_parts(key: Any) -> tuple[str, ...]:
    try:
        return tuple(k.key for k in key)
    except TypeError:
        return (key.key,)


def _headed_table(
    body: list[tuple[Any, Any]], prefix: tuple[str, ...], path: tuple[str, ...]
) -> Table | None:
    """The table written with a ``[path]`` header, searched through super tables."""
    for key, item in body:
        if key is None or not isinstance(item, Table):
            continue
        parts = prefix + _key_parts(key)
        if parts == path and not item.is_super_table():
            return item
        if path[: len(parts)] == parts:
            found = _headed_table(item.value.body, parts, path)
            if found is not None:
                return found
    return None


def _toml_item(value: Any) -> Item:
    if isinstance(value, dict):
        table = tomlkit.inline_table()
        for k, v in value.items():
            table[k] = _toml_item(v)
        return table
    if isinstance(value, list):
        arr = tomlkit.array()
        for v in value:
            arr.append(_toml_item(v))
        return arr
    item: Item = tomlkit.item(value)
    return item


def _insert_index(container: Container, leaf: str) -> int:
    """After the commented-out example of ``leaf``, else after the table's last key."""
    body = container.body
    limit = next((i for i, (k, v) in enumerate(body) if k is not None and _is_section(v)), len(body))
    names = "|".join(re.escape(x) for x in (leaf, json.dumps(leaf, ensure_ascii=False), f"'{leaf}'"))
    example = re.compile(rf"^\s*#\s*(?:{names})\s*=")
    for i in range(limit):
        k, v = body[i]
        if k is None and isinstance(v, Comment) and example.match(v.as_string()):
            return i + 1
    last = max((i for i in range(limit) if body[i][0] is not None), default=-1)
    return last + 1


def _insert_key(container: Container, leaf: str, value: Any, nl: str) -> None:
    item = _toml_item(value)
    item.trivia.trail = nl
    idx = _insert_index(container, leaf)
    if idx >= len(container.body):
        container.append(leaf, item)
    else:
        container._insert_at(idx, leaf, item)


def _inline_text(value: Any) -> str:
    if isinstance(value, dict):
        inner = ", ".join(f"{key_text(k)} = {_inline_text(v)}" for k, v in value.items())
        return "{ " + inner + " }" if inner else "{}"
    if isinstance(value, list):
        return "[" + ", ".join(_inline_text(v) for v in value) + "]"
    return str(tomlkit.item(value).as_string())


def _tidy_inline(chain: list[Any], path: KeyPath) -> None:
    """Re-render an inline table tomlkit left oddly spaced (``{  b = 1}``) after an edit."""
    table = chain[-1]
    if not isinstance(table, InlineTable) or len(chain) < 2:
        return
    fresh = tomlkit.parse("x = " + _inline_text(table.unwrap()))["x"]
    assert isinstance(fresh, InlineTable)
    fresh.trivia.comment_ws = table.trivia.comment_ws
    fresh.trivia.comment = table.trivia.comment
    fresh.trivia.trail = table.trivia.trail
    chain[-2][path[len(chain) - 2]] = fresh


def _section_text(path: KeyPath, mapping: Mapping[str, Any], nl: str) -> list[str]:
    lines: list[str] = []
    subs: list[str] = []
    for k, v in mapping.items():
        if isinstance(v, dict) and v:
            subs += ["", *_section_text((*path, k), v, nl)]
        else:
            lines.append(f"{key_text(k)} = {_inline_text(v)}")
    if lines or not subs:
        return [f"[{dotted(path)}]", *lines, *subs]
    return subs[1:]


def _append_section(text: str, path: KeyPath, mapping: Mapping[str, Any], nl: str) -> str:
    lines = _section_text(path, mapping, nl)
    head = text
    if head and not head.endswith("\n"):
        head += nl
    sep = nl if head.strip() and not head.endswith(nl + nl) else ""
    return head + sep + nl.join(lines) + nl


# -- removing a table (text level: tomlkit would take the next section's comments with it) ------------


def _headers(lines: list[str]) -> list[tuple[int, tuple[str, ...]]]:
    """``(line index, path)`` of every table header (the config locator's scan: multi-line
    strings and arrays skipped, quoted keys honoured)."""
    return [(line - 1, path) for line, path in source_map("".join(lines)).headers]


def _is_blank_or_comment(line: str) -> bool:
    s = line.strip()
    return not s or s.startswith("#")


def _remove_table(text: str, path: KeyPath) -> str:
    lines = text.splitlines(keepends=True)
    heads = _headers(lines)
    target = tuple(str(p) for p in path)
    drop: set[int] = set()
    for n, (idx, hpath) in enumerate(heads):
        if hpath[: len(target)] != target:
            continue
        end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
        next_is_target = n + 1 < len(heads) and heads[n + 1][1][: len(target)] == target
        stop = end
        if not next_is_target:
            while stop > idx + 1 and _is_blank_or_comment(lines[stop - 1]):
                stop -= 1
            if stop == idx + 1 and end == len(lines):
                stop = end
        drop.update(range(idx, stop))
    if not drop:
        raise ConfigError(f"cannot find the [{dotted(path)}] section to remove", location=Location(key=path))
    kept: list[str] = []
    for i, line in enumerate(lines):
        if i in drop:
            continue
        if (
            i + 1 in drop
            and not line.strip()
            and (kept == [] or not kept[-1].strip() or _next_kept_blank(lines, drop, i + 1))
        ):
            continue
        kept.append(line)
    return "".join(kept)


def _next_kept_blank(lines: list[str], drop: set[int], start: int) -> bool:
    j = start
    while j in drop:
        j += 1
    return j >= len(lines) or not lines[j].strip()


def apply_one(text: str, e: Edit, nl: str) -> str:
    doc = _parse(text)
    parents = e.path[:-1]
    leaf: Any = e.path[-1]
    chain = _walk(doc, parents)
    parent: Any = chain[-1] if len(chain) == len(parents) + 1 else MISSING
    cur = _child(parent, leaf) if parent is not MISSING else MISSING

    if e.op == "append":
        if cur is MISSING:
            return apply_one(text, Edit("set", e.path, [e.value]), nl)
        assert isinstance(cur, Array)
        cur.append(_toml_item(e.value))
        return doc.as_string()

    if e.op == "unset":
        if isinstance(parent, Array):
            del parent[leaf]
            return doc.as_string()
        if _is_section(cur):
            return _remove_table(text, e.path)
        if isinstance(parent, InlineTable):
            del parent[leaf]
            _tidy_inline(chain, e.path)
            return doc.as_string()
        holder = doc if not parents else _headed_table(doc.body, (), tuple(str(p) for p in parents))
        if holder is None:
            raise ConfigError(
                f"cannot remove {format_key_path(e.path)} automatically", location=Location(key=e.path)
            )
        del holder[leaf]
        return doc.as_string()

    # set
    if cur is not MISSING:
        if _is_section(cur):
            return apply_one(_remove_table(text, e.path), e, nl)
        parent[leaf] = _toml_item(e.value)
        return doc.as_string()
    if parent is MISSING:
        deepest: Any = chain[-1]
        if isinstance(deepest, InlineTable | Array):
            rest: Any = e.path[len(chain) - 1 :]
            nested: Any = e.value
            for part in reversed(rest[1:]):
                nested = {part: nested}
            deepest[rest[0]] = _toml_item(nested)
            _tidy_inline(chain, e.path)
            return doc.as_string()
        return _append_section(text, parents, {str(leaf): e.value}, nl)
    if isinstance(parent, InlineTable):
        parent[leaf] = _toml_item(e.value)
        _tidy_inline(chain, e.path)
        return doc.as_string()
    assert isinstance(leaf, str)
    holder = doc if not parents else _headed_table(doc.body, (), tuple(str(p) for p in parents))
    if isinstance(e.value, dict) and e.value:
        return _append_section(text, e.path, e.value, nl)
    if holder is None:
        return _append_section(text, parents, {leaf: e.value}, nl)
    container = holder if isinstance(holder, Container) else holder.value
    _insert_key(container, leaf, e.value, nl)
    return doc.as_string()
