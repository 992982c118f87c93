"""Results that fit a model's context: every list-shaped result pages.

A tool whose result is :class:`Paged` returns its whole list; :func:`first_page` keeps what
fits in :data:`PAGE_CHARS` characters of JSON and, when something is left, stores the whole
result in the session's :class:`PageStore` under a snapshot id. ``page.next_cursor`` names the
snapshot and where the next page starts; the tool called again with ``cursor`` answers from the
snapshot (the tool does not run again, so the pages are consistent with each other). An item
larger than a page (a long file, a long diff) has its longest text cut and continued on the next
page (``page.cut``). Clients that want narrower answers filter (the tools' own arguments) rather
than page.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import InputError, Location
from dbjavagenix.tools.base import ToolResult, current_hooks
from dbjavagenix.tools.pagestore import CURSOR_TAG, PageStore, parse_cursor

PAGE_CHARS = 16_000
"""A page's JSON stays within this many characters, so that a whole answer (its summary line,
the JSON as text, and the same JSON as structured content for clients that show one of them)
stays within 20,000 characters of either."""
_MIN_CUT = 400
"""An item is cut to fill a page only when at least this much room is left (else it starts the
next page)."""


def dumps(data: Any) -> str:
    """JSON as genix's tool answers carry it (compact, UTF-8 kept)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Page(BaseModel):
    """Where this answer's items sit in the whole list."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    offset: int
    """Index of the first item here in the whole list."""
    count: int
    """Items here."""
    total: int
    """Items in the whole list (after the filters)."""
    next_cursor: str | None = None
    """Pass as ``cursor`` for the next page (the other arguments are then ignored); None on the
    last page."""
    cut: bool = False
    """The last item here is cut (its longest text continues on the next page)."""


class Paged(ToolResult):
    """A result whose list :attr:`page_field` pages."""

    page_field: ClassVar[str]
    page: Page | None = None
    """This answer's part of the whole list."""

    def page_items(self) -> Sequence[Any]:
        return list(getattr(self, self.page_field))

    def with_page(self, items: list[Any], page: Page) -> Self:
        """This result holding only ``items`` of its list (other lists that follow the items,
        such as a build's ``written`` paths, follow them here too)."""
        return self.model_copy(update={self.page_field: items, "page": page})


def page_note(page: Page | None) -> str:
    """What a page's summary line adds: where the page is, and how to get the next one."""
    if page is None or (page.offset == 0 and page.next_cursor is None):
        return ""
    last = page.offset + page.count
    where = f"items {page.offset + 1}-{last} of {page.total}" if page.count else f"no items of {page.total}"
    more = "; more: call again with cursor=page.next_cursor" if page.next_cursor else ""
    return f" [{where}{more}]"


def _size(item: Any) -> int:
    return len(dumps(item.model_dump(mode="json") if isinstance(item, BaseModel) else item))


def _longest_text(item: Any) -> str | None:
    """Name of the longest string field of a model item (the one a cut splits)."""
    if not isinstance(item, BaseModel):
        return None
    best, size = None, 0
    for name in type(item).model_fields:
        value = getattr(item, name)
        if isinstance(value, str) and len(value) > size:
            best, size = name, len(value)
    return best


def _tail(item: Any, start: int) -> Any:
    """The rest of a cut item: its longest text from ``start`` on."""
    name = _longest_text(item)
    if name is None or not start:
        return item
    return item.model_copy(update={name: getattr(item, name)[start:]})


def _cut(item: Any, room: int) -> tuple[Any, int] | None:
    """The longest head of ``item``'s longest text that keeps the item within ``room``
    characters, and how many characters of the text it holds; None when nothing fits."""
    name = _longest_text(item)
    if name is None:
        return None
    text: str = getattr(item, name)
    lo, hi = 0, len(text)
    while lo < hi:  # the largest n with size(item with text[:n]) <= room
        mid = (lo + hi + 1) // 2
        if _size(item.model_copy(update={name: text[:mid]})) <= room:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return None
    return item.model_copy(update={name: text[:lo]}), lo


def page_of(
    result: Paged,
    cursor: Callable[[int, int], str] | None,
    index: int,
    char: int,
    budget: int = PAGE_CHARS,
) -> Paged:
    """The page of ``result`` starting at item ``index`` (``char`` characters into its longest
    text, when the item was cut). ``cursor``: makes the next page's cursor from its item and
    character (None: the result is not stored, so it must fit)."""
    items = result.page_items()
    total = len(items)
    longest = f"{'x' * 12}.{total}.{10**9}.{'x' * CURSOR_TAG}"
    probe = Page(offset=index, count=0, total=total, next_cursor=longest, cut=True)
    room = full = budget - len(dumps(result.with_page([], probe).model_dump(mode="json")))
    chosen: list[Any] = []
    i, cut = index, False
    while i < total:
        item = _tail(items[i], char)
        size = _size(item) + 1
        if size <= room:
            chosen.append(item)
            room -= size
            i, char = i + 1, 0
            continue
        if chosen and (room < _MIN_CUT or size <= full):
            break  # it starts the next page (whole, when it fits one)
        piece = _cut(item, room - 1)
        if piece is None:
            if chosen:
                break
            chosen.append(item)  # not cuttable: alone on its page, whatever its size
            i, char = i + 1, 0
            break
        chosen.append(piece[0])
        char += piece[1]
        cut = True
        break
    more = i < total
    if more and cursor is None:
        raise AssertionError("a result that does not fit one page must be stored")
    page = Page(
        offset=index,
        count=len(chosen),
        total=total,
        next_cursor=cursor(i, char) if more and cursor is not None else None,
        cut=cut,
    )
    return result.with_page(chosen, page)


# -- trees: a long JSON value as parts ---------------------------------------------------------------

SMALL = 100
"""A value of a split tree whose JSON has at most this many characters stays in the frame
(repeated on every page); a longer one is taken out into parts."""
LEAF = 4_000
"""A list element (or a part of one) whose JSON has at most this many characters is one part;
a longer one is split further (a long text: a part its page may cut)."""


class TreePart(BaseModel):
    """One part of a tree taken out of its frame: the value at ``path``, or a piece of the text
    there."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    path: tuple[str | int, ...]
    """Keys and list indexes from the root: ``["context", "table", "fields", 3]``."""
    value: Any = None
    """The value at ``path`` (an empty object or list whose own parts follow), unless ``text``."""
    text: str | None = None
    """A piece of the text at ``path``: append it (a long text comes in several pieces)."""


def tree_parts(node: Any, path: tuple[str | int, ...], parts: list[TreePart]) -> None:
    """Append to ``parts`` the parts that put ``node`` at ``path``: the value itself when its
    JSON is short (:data:`LEAF`); else an empty object or list followed by the parts of each
    member, or the whole text (a part its page may cut)."""
    if isinstance(node, str) and len(dumps(node)) > LEAF:
        parts.append(TreePart(path=path, text=node))
    elif isinstance(node, dict) and len(dumps(node)) > LEAF:
        parts.append(TreePart(path=path, value={}))
        for k, v in node.items():
            tree_parts(v, (*path, k), parts)
    elif isinstance(node, list) and len(dumps(node)) > LEAF:
        parts.append(TreePart(path=path, value=[]))
        for i, v in enumerate(node):
            tree_parts(v, (*path, i), parts)
    else:
        parts.append(TreePart(path=path, value=node))


def split_tree(data: Any) -> tuple[Any, list[TreePart]]:
    """``data`` as a frame (its small values, every long list emptied and every long text
    blanked) and the parts that fill the frame in again, in order (:func:`join_tree`)."""
    parts: list[TreePart] = []

    def piece(node: Any, path: tuple[str | int, ...]) -> None:
        tree_parts(node, path, parts)

    def frame(node: Any, path: tuple[str | int, ...]) -> Any:
        if len(dumps(node)) <= SMALL:
            return node
        if isinstance(node, dict):
            return {k: frame(v, (*path, k)) for k, v in node.items()}
        if isinstance(node, list):
            for i, v in enumerate(node):
                piece(v, (*path, i))
            return []
        if isinstance(node, str):
            parts.append(TreePart(path=path, text=node))
            return ""
        return node

    return frame(data, ()), parts


def join_tree(frame: Any, parts: Sequence[TreePart | dict[str, Any]]) -> Any:
    """The tree ``split_tree`` split: the frame with every part put back (a text piece appended
    to the text at its path, a list element appended to its list). A part with the empty path
    is the root (:func:`tree_parts` of a whole value, into the frame None)."""
    import copy

    root = copy.deepcopy(frame)
    for raw in parts:
        part = raw if isinstance(raw, TreePart) else TreePart.model_validate(raw)
        if not part.path:  # the root itself (tree_parts of a whole value)
            text = root if isinstance(root, str) else ""
            root = text + part.text if part.text is not None else copy.deepcopy(part.value)
            continue
        node: Any = root
        for key in part.path[:-1]:
            node = node[key]
        last: Any = part.path[-1]
        if isinstance(node, list) and last == len(node):
            node.append("" if part.text is not None else None)
        if part.text is not None:
            node[last] = (node[last] if isinstance(node, list) else node.get(last, "")) + part.text
        else:
            node[last] = copy.deepcopy(part.value)
    return root


def whole_chars(result: Paged) -> int:
    """The characters of ``result``'s JSON as one answer."""
    whole = result.with_page(list(result.page_items()), Page(offset=0, count=0, total=0))
    return len(dumps(whole.model_dump(mode="json")))


def first_page(tool: str, result: Paged, store: PageStore, budget: int = PAGE_CHARS) -> Paged:
    """The first page of a fresh result (stored for its cursor when it does not fit one)."""
    items = list(result.page_items())
    chars = whole_chars(result)
    if chars <= budget:
        return result.with_page(items, Page(offset=0, count=len(items), total=len(items)))
    session = current_hooks().session
    sid = store.put(tool, result, session, chars)
    return page_of(result, partial(store.sign, session, tool, sid), 0, 0, budget)


def next_page(tool: str, cursor: str, store: PageStore, budget: int = PAGE_CHARS) -> tuple[Paged, Paged]:
    """The whole result a cursor pages through (its snapshot), and the page the cursor names."""
    session = current_hooks().session
    sid, index, char = store.verify(session, tool, cursor)
    result = _paged(store.get(tool, sid, session))
    if index > len(result.page_items()):
        raise InputError("this cursor points past the end", location=Location(key=("arguments", "cursor")))
    return result, page_of(result, partial(store.sign, session, tool, sid), index, char, budget)


def snapshot(tool: str, cursor: str, store: PageStore) -> Paged:
    """The whole result a cursor of this session pages through."""
    session = current_hooks().session
    sid, _, _ = store.verify(session, tool, cursor)
    return _paged(store.get(tool, sid, session))


def _paged(result: object) -> Paged:
    """A snapshot the store kept: always a result :func:`first_page` put there."""
    if not isinstance(result, Paged):  # pragma: no cover - only first_page puts
        raise TypeError(f"not a paged result: {type(result).__name__}")
    return result


__all__ = [
    "PAGE_CHARS",
    "Page",
    "PageStore",
    "Paged",
    "TreePart",
    "dumps",
    "first_page",
    "join_tree",
    "next_page",
    "page_note",
    "parse_cursor",
    "snapshot",
    "split_tree",
    "tree_parts",
]
