"""Parse declared type text (``varchar(64)``, ``decimal(10,2) unsigned``, ``tinyint(1)``) into
the catalog's type fields. Used where the database only gives us the text (SQLite, MySQL)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_TYPE_RE = re.compile(
    r"^\s*(?P<base>[A-Za-z_][A-Za-z0-9_ ]*)(?:\(\s*(?P<args>[^)]*)\))?\s*(?P<rest>.*)$", re.S
)
_CHAR_TYPES = (
    "char",
    "varchar",
    "nchar",
    "nvarchar",
    "binary",
    "varbinary",
    "character",
    "character varying",
    "varying character",
    "native character",
    "nvarchar2",
    "varchar2",
    "bit",
    "text",
    "blob",
)
_INT_TYPES = ("tinyint", "smallint", "mediumint", "int", "integer", "bigint", "year")


@dataclass(frozen=True)
class ParsedType:
    data_type: str
    length: int | None = None
    precision: int | None = None
    scale: int | None = None
    unsigned: bool = False
    enum_values: tuple[str, ...] = ()


def _ints(args: str) -> list[int]:
    out = []
    for a in args.split(","):
        a = a.strip()
        if a.isdigit():
            out.append(int(a))
    return out


def parse_enum_values(args: str) -> tuple[str, ...]:
    """``'a','b''c'`` → ``("a", "b'c")``."""
    values = []
    for m in re.finditer(r"'((?:[^']|'')*)'", args):
        values.append(m.group(1).replace("''", "'").replace("\\\\", "\\"))
    return tuple(values)


@lru_cache(maxsize=8192)
def parse_type(text: str) -> ParsedType:
    """Split a declared type into base name and parameters; unknown shapes keep the whole text
    (lower-cased) as the base name. (Memoised: a pure function of the text, and a schema spells
    the same few types thousands of times.)"""
    m = _TYPE_RE.match(text or "")
    if not m:
        return ParsedType((text or "").strip().lower())
    base = " ".join(m.group("base").lower().split())
    rest = (m.group("rest") or "").lower()
    args = m.group("args")
    words = base.split()
    unsigned = "unsigned" in rest.split() or "unsigned" in words[1:]
    while len(words) > 1 and words[-1] in ("unsigned", "signed", "zerofill"):
        words.pop()
    base = " ".join(words)
    if args is None:
        return ParsedType(base, unsigned=unsigned)
    if base in ("enum", "set"):
        return ParsedType(base, enum_values=parse_enum_values(args))
    nums = _ints(args)
    if base in _CHAR_TYPES:
        return ParsedType(
            base,
            length=nums[0] if nums else None,
            precision=nums[0] if base == "bit" and nums else None,
            unsigned=unsigned,
        )
    if base in _INT_TYPES:
        return ParsedType(base, precision=nums[0] if nums else None, unsigned=unsigned)
    return ParsedType(
        base,
        precision=nums[0] if nums else None,
        scale=nums[1] if len(nums) > 1 else None,
        unsigned=unsigned,
    )
