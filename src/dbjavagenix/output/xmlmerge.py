"""Three-way merge of MyBatis mapper XML, statement by statement.

A mapper file is cut into a head (everything up to and including the ``<mapper ...>`` start
tag's line), the top-level elements inside ``<mapper>`` keyed by their ``id``
(``resultMap``, ``sql``, ``select``, ``insert``, ``update``, ``delete``; an element without
``id`` is keyed by its tag and occurrence), and a tail (``</mapper>`` and after). Each element's
text runs from the end of the element before it, so the comments and blank lines above an
element travel with it.

Which statements are genix's is known from the base (what genix generated last), never from
comments: a statement in the base is genix's, one only on disk is the user's and is kept
byte for byte where the user put it. Each key is merged on its own (line diff3 of base, disk
and render; a missing element is empty text), so a user's edit inside a generated statement
survives too. New statements of the render go after the statement they follow in the render.

The cutting is a small tokenizer (comments, CDATA, processing instructions, quoted attributes),
not a parser: the text of every element is copied verbatim, never re-serialised.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dbjavagenix.output.merge import (
    MARKERS,
    OURS_LABEL,
    Conflict,
    MergeResult,
    conflict_block,
    merge3,
    split_lines,
)

_TOKEN = re.compile(
    r"<!--.*?-->"
    r"|<!\[CDATA\[.*?\]\]>"
    r"|<\?.*?\?>"
    r"|<!DOCTYPE(?:[^\[>]|\[.*?\])*>"
    r"|</(?P<end>[\w:.-]+)\s*>"
    r"|<(?P<start>[\w:.-]+)(?P<attrs>(?:[^>\"']|\"[^\"]*\"|'[^']*')*?)(?P<empty>/?)>",
    re.DOTALL,
)
_ID = re.compile(r"""\sid\s*=\s*(?:"([^"]*)"|'([^']*)')""")


@dataclass(frozen=True)
class Mapper:
    """A mapper file cut into head, keyed elements and tail (concatenated they are the file)."""

    head: str
    items: tuple[tuple[str, str], ...]
    tail: str

    def text(self) -> str:
        return self.head + "".join(t for _, t in self.items) + self.tail

    def by_key(self) -> dict[str, str]:
        return dict(self.items)


def _line_end(text: str, pos: int) -> int:
    """``pos`` moved past trailing blanks and one line end, when only blanks follow on its line."""
    m = re.compile(r"[ \t]*(\r\n|\n|\r|$)").match(text, pos)
    return m.end() if m else pos


def parse_mapper(text: str) -> Mapper | None:
    """Cut a mapper file, or None when it is not one this merge understands."""
    pos = 0
    depth = 0
    head_end = -1
    item_start = -1
    items: list[tuple[str, str]] = []
    seen: dict[str, int] = {}
    key = ""
    for m in _TOKEN.finditer(text):
        if text.find("<", pos, m.start()) != -1 and head_end >= 0:
            return None  # a stray "<" the tokenizer could not read
        pos = m.end()
        start, end = m.group("start"), m.group("end")
        if head_end < 0:
            if start == "mapper":
                if m.group("empty"):
                    return None
                head_end = _line_end(text, m.end())
                item_start = head_end
            continue
        if start is not None:
            if depth == 0:
                idm = _ID.search(m.group("attrs") or "")
                if idm:
                    key = idm.group(1) if idm.group(1) is not None else idm.group(2)
                else:
                    n = seen.get(start, 0)
                    key = f"<{start}>#{n}"
                    seen[start] = n + 1
                if any(k == key for k, _ in items):
                    return None  # duplicate ids: MyBatis refuses them too
            if m.group("empty"):
                if depth == 0:
                    cut = _line_end(text, m.end())
                    items.append((key, text[item_start:cut]))
                    item_start = cut
                continue
            depth += 1
        elif end is not None:
            if depth == 0:
                if end != "mapper":
                    return None
                if text[m.end() :].strip():
                    return None
                return Mapper(text[:head_end], tuple(items), text[item_start:])
            depth -= 1
            if depth == 0:
                cut = _line_end(text, m.end())
                items.append((key, text[item_start:cut]))
                item_start = cut
    return None


def _conflicts_in(text: str, found: list[Conflict]) -> tuple[Conflict, ...]:
    """``found`` with their line numbers recomputed in ``text`` (marker lines, in order)."""
    starts = [i for i, ln in enumerate(split_lines(text), 1) if ln.startswith(MARKERS[0] + OURS_LABEL)]
    return tuple(Conflict(line, c.base, c.ours, c.theirs) for line, c in zip(starts, found, strict=False))


def merge_mapper(base: str | None, ours: str, theirs: str) -> MergeResult | None:
    """Merge mapper XML; None when one of the texts is not a mapper this merge understands
    (the caller then falls back to the line merge). Without a base (genix has no record of
    what it wrote), statements that differ between disk and render are conflicts."""
    o = parse_mapper(ours)
    t = parse_mapper(theirs)
    b = parse_mapper(base) if base is not None else None
    if o is None or t is None or (base is not None and b is None):
        return None
    bk = b.by_key() if b is not None else {}
    _ok, tk = o.by_key(), t.by_key()
    found: list[Conflict] = []

    def block(bt: str, ot: str, tt: str) -> str:
        c = Conflict(0, tuple(split_lines(bt)), tuple(split_lines(ot)), tuple(split_lines(tt)))
        found.append(c)
        return conflict_block(c)

    def merged(bt: str | None, ot: str, tt: str) -> str:
        if bt is None:  # no record of what genix wrote here
            if ot == tt or not ot:
                return tt
            return ot if not tt else block("", ot, tt)
        if ot == bt:
            return tt
        if tt in (bt, ot):
            return ot
        if not ot or not tt:  # deleted on one side, changed on the other
            return block(bt, ot, tt)
        r = merge3(bt, ot, tt)
        found.extend(r.conflicts)
        return r.text

    head = merged(b.head if b else None, o.head, t.head)
    tail = merged(b.tail if b else None, o.tail, t.tail)
    result: dict[str, str] = {}
    for key, ot in o.items:
        if key not in bk and key not in tk:
            result[key] = ot  # the user's own statement: verbatim
            continue
        # no base for this key: the user and genix both added it (or genix has no record)
        result[key] = merged(bk.get(key), ot, tk.get(key, ""))
    order = [k for k, _ in o.items]
    t_order = [k for k, _ in t.items]
    for idx, key in enumerate(t_order):
        if key in result:
            continue
        result[key] = merged(bk.get(key, "" if b is not None else None), "", tk[key])
        after = next((p for p in reversed(t_order[:idx]) if p in order), None)
        order.insert(order.index(after) + 1 if after is not None else 0, key)
    text = head + "".join(result[k] for k in order if result[k]) + tail
    return MergeResult(text, _conflicts_in(text, found))
