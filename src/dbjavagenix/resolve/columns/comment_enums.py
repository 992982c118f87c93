"""Enumerations written in column comments: the code/label lists real schemas put there.

Pure text → values, no I/O. The shapes recognised (each seen in published schemas):

* mall: ``订单状态：0->待付款；1->待发货；2->已发货``
* RuoYi: ``状态（0正常 1停用）``, ``是否默认（Y是 N否）``, ``菜单类型（M目录 C菜单 F按钮）``,
  ``数据范围（1：全部数据权限 2：自定数据权限）``, ``使用的模板（crud单表操作 tree树表操作）``
* ``0=正常,1=停用``, ``1: active, 2: disabled``, eladmin's ``状态：1启用、0禁用``

CHECK constraints (``CHECK (status IN ('a','b'))``) are not read yet: the catalog does not carry
them (a later step; the issue measured them near zero in real schemas).

A list is two or more ``code label`` items with distinct codes, all written the same way (the
same separator, or none), every item of the region parsed (one item that is no ``code label``
and the region is no list). Codes are integers, or words
(``Y``, ``crud``, ``element-ui``) when a separator follows them (``=``, ``->``, ``:``) or the label
is not ASCII. The region is the comment itself, what follows a prefix ending in ``:`` ``：``
``,`` ``，``, or the text inside parentheses (the last group first: RuoYi's title comes first).
"""

from __future__ import annotations

import re

from dbjavagenix.resolve.context.model import EnumValue

__all__ = ["EnumValue", "parse_comment_enum"]


_STRONG = re.compile(r"\s*[；;，,、|]\s*")
_SEPARATED = re.compile(
    r"^(?P<code>-?\d+|[A-Za-z][A-Za-z0-9_-]*)\s*(?P<sep>->|=>|=|:|：|—|-)\s*(?P<label>\S.*)$"
)
_DIGIT_CODE = re.compile(r"^(?P<code>-?\d+)\s*(?P<label>[^\d\s.,，、:：=-].*)$")
_WORD_CODE = re.compile(r"^(?P<code>[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)(?P<label>[^\x00-\x7f].*)$")
_OPEN = "(（"
_CLOSE = {"(": ")", "（": "）"}
_PREFIX_END = ":：,，"
_TRAILING = "。.；; "


def _item(text: str) -> tuple[EnumValue, str] | None:
    """The value of one ``code label`` item and the separator it is written with (``:`` for
    ``：`` too, empty for none)."""
    for pattern in (_WORD_CODE, _SEPARATED, _DIGIT_CODE):
        m = pattern.match(text)
        if m is not None:
            label = m.group("label").strip().rstrip(_TRAILING)
            if label and not re.fullmatch(r"[\d.\s-]+", label):
                sep = m.groupdict().get("sep") or ""
                return EnumValue(m.group("code"), label), sep.replace("：", ":")
    return None


def _items(region: str) -> tuple[EnumValue, ...] | None:
    region = region.strip().strip(_TRAILING)
    if not region:
        return None
    parts = _STRONG.split(region) if _STRONG.search(region) else region.split()
    parts = [p for p in parts if p]
    if len(parts) < 2:
        return None
    values = []
    seps = set()
    for part in parts:
        found = _item(part)
        if found is None:
            return None
        values.append(found[0])
        seps.add(found[1])
    # one way of writing for the whole list (``kind: A=alpha, B=beta`` is no list of ``kind``)
    if len(seps) != 1 or len({v.code for v in values}) != len(values):
        return None
    return tuple(values)


def _regions(comment: str) -> list[str]:
    """Candidate list texts, in the order tried: parenthesised groups (last first), the text
    before them, what follows each prefix end in it (the longest first)."""
    out: list[str] = []
    opens = [i for i, ch in enumerate(comment) if ch in _OPEN]
    for i in reversed(opens):
        end = comment.find(_CLOSE[comment[i]], i + 1)
        out.append(comment[i + 1 : end if end >= 0 else len(comment)])
    head = comment[: opens[0]] if opens else comment
    out.append(head)
    out += [head[i + 1 :] for i, ch in enumerate(head) if ch in _PREFIX_END]
    return out


def parse_comment_enum(comment: str | None) -> tuple[EnumValue, ...]:
    """The enumeration a column comment documents, in its order; empty when it documents none."""
    if not comment or len(comment) > 2000:
        return ()
    text = " ".join(comment.split())  # one line: a list may be wrapped over several
    for region in _regions(text):
        found = _items(region)
        if found is not None:
            return found
    return ()
