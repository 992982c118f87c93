"""Database names → Java names.

The documented treatment (README, "Names"):

* Names split into words at ``_``, ``-``, spaces, dots and other symbols, and at case changes
  (``InvoiceLine`` → ``invoice line``); an all-upper-case name (``BATCH_JOB``) is lower-cased first.
* Classes are PascalCase (``sys_user`` → ``SysUser``), fields camelCase (``order_id`` → ``orderId``).
* Non-ASCII letters and digits are kept: Java identifiers may hold them (``用户名`` stays ``用户名``).
* A Java keyword or literal gets ``_`` appended (``class`` → ``class_``, ``default`` → ``default_``).
* A name that starts with a digit gets ``_`` prepended (``2fa_code`` → ``_2faCode``).
* A name with no letter or digit at all cannot be treated: it needs an override.
* Accessors follow Lombok when Lombok is on (``aValue`` → ``getAValue``) and the JavaBeans rule
  otherwise (``aValue`` → ``getaValue``); both give ``orderId`` → ``getOrderId``.
"""

from __future__ import annotations

import re
import unicodedata

JAVA_KEYWORDS = frozenset(
    """abstract assert boolean break byte case catch char class const continue default do double
    else enum extends final finally float for goto if implements import instanceof int interface
    long native new package private protected public return short static strictfp super switch
    synchronized this throw throws transient try void volatile while true false null _ var yield
    record sealed permits non-sealed exports module requires""".split()
)
"""Reserved words, literals and restricted identifiers that cannot name a field or class."""

_CASE_SPLIT = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+[0-9]*|\d+[a-z0-9]*|[^\W_A-Za-z0-9]+")


def _is_word_char(ch: str) -> bool:
    if ch.isascii():
        return ch.isalnum()
    return unicodedata.category(ch)[0] in ("L", "N") or unicodedata.category(ch) in ("Mn", "Mc")


_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def words(name: str) -> list[str]:
    """Split a database name into lower-case words (non-ASCII words kept as they are)."""
    if _SNAKE.fullmatch(name):  # the common case, fast
        return name.split("_")
    chunks: list[str] = []
    buf: list[str] = []
    for ch in name:
        if _is_word_char(ch):
            buf.append(ch)
        elif buf:
            chunks.append("".join(buf))
            buf = []
    if buf:
        chunks.append("".join(buf))
    out: list[str] = []
    for chunk in chunks:
        ascii_letters = [c for c in chunk if c.isascii() and c.isalpha()]
        if ascii_letters and all(c.isupper() for c in ascii_letters):
            out.append(chunk.lower())
            continue
        parts = _CASE_SPLIT.findall(chunk)
        if "".join(parts) != chunk:  # something the regex does not cover: keep the chunk whole
            parts = [chunk]
        out.extend(p.lower() if p.isascii() else p for p in parts)
    return [w for w in out if w]


def _join_digits(ws: list[str], capitalize_first: bool) -> str:
    parts = []
    for i, w in enumerate(ws):
        if i == 0 and not capitalize_first:
            parts.append(w)
        else:
            parts.append(w[:1].upper() + w[1:])
    return "".join(parts)


def pascal_case(name: str) -> str:
    """``sys_user`` → ``SysUser``; empty string when the name has no word."""
    return _join_digits(words(name), capitalize_first=True)


def camel_case(name: str) -> str:
    """``order_id`` → ``orderId``; empty string when the name has no word."""
    return _join_digits(words(name), capitalize_first=False)


def safe_identifier(ident: str) -> str:
    """Apply the keyword and leading-digit treatment; '' stays ''."""
    if not ident:
        return ident
    if ident[0].isdigit():
        ident = "_" + ident
    if ident in JAVA_KEYWORDS:
        ident += "_"
    return ident


def is_java_identifier(ident: str) -> bool:
    """True when ``ident`` can name a Java class, field or variable."""
    if not ident or ident in JAVA_KEYWORDS:
        return False
    first = ident[0]
    if not (first in {"_", "$"} or first.isalpha()):
        return False
    return all(c in "_$" or _is_word_char(c) for c in ident)


def class_stem(table: str, strip_prefixes: tuple[str, ...] = ()) -> str:
    """Class name stem of a table: prefixes stripped (longest match first), PascalCase, treated."""
    name = strip_prefix(table, strip_prefixes)
    return safe_identifier(pascal_case(name))


def strip_prefix(table: str, prefixes: tuple[str, ...]) -> str:
    """``t_user`` with prefixes ``("t_",)`` → ``user`` (only when something remains)."""
    for p in sorted(prefixes, key=len, reverse=True):
        if p and table.lower().startswith(p.lower()) and len(table) > len(p):
            return table[len(p) :]
    return table


def field_name(column: str) -> str:
    """Field name of a column: camelCase, treated."""
    return safe_identifier(camel_case(column))


def lower_first(name: str) -> str:
    """``SysUser`` → ``sysUser`` (a variable holding an instance)."""
    return safe_identifier(name[:1].lower() + name[1:]) if name else name


def capitalize(name: str) -> str:
    return name[:1].upper() + name[1:]


def accessor_suffix(field: str, lombok: bool) -> str:
    """The part after ``get``/``set``: Lombok capitalises the first letter always; the JavaBeans
    rule keeps a field like ``aValue`` as is (``getaValue``) so the bean property round-trips."""
    if lombok:
        return capitalize(field)
    if len(field) > 1 and field[0].islower() and field[1].isupper():
        return field
    return capitalize(field)


def getter(field: str, lombok: bool) -> str:
    """Getter name (fields are boxed types, so never ``is...``)."""
    return "get" + accessor_suffix(field, lombok)


def setter(field: str, lombok: bool) -> str:
    """Setter name."""
    return "set" + accessor_suffix(field, lombok)


def kebab_plural_path(stem: str) -> str:
    """REST path segment of a class stem: ``SysUser`` → ``sys-user``."""
    ws = words(stem)
    return "-".join(ws) if ws else stem
