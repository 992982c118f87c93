"""Escaping for the languages genix writes: Java string literals, Javadoc, XML. Never HTML.

Used by the resolver (annotation texts) and exposed to templates as filters.
"""

from __future__ import annotations

import re
from collections.abc import Sized
from functools import lru_cache

BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Bidirectional controls: in source code they make text display in another order than it is
read (Trojan Source). Every filter writes them escaped, never as themselves."""


def _bidi(text: str, form: str) -> str:
    """``text`` with each bidirectional control written as ``form`` (formatted with its code)."""
    if not any(ch in BIDI_CONTROLS for ch in text):
        return text
    return "".join(form.format(ord(ch)) if ch in BIDI_CONTROLS else ch for ch in text)


_JAVA_ESCAPES = {
    "\\": "\\\\",
    '"': '\\"',
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\b": "\\b",
    "\f": "\\f",
}


# the bidirectional controls (U+061C, U+200E/F, U+202A-E, U+2066-9) are in both "must look"
# sets below, so the fast paths never let one through unescaped
_BIDI = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
_JAVA_PLAIN = re.compile('[\\\\"\x00-\x1f\u2028\u2029' + _BIDI + "]")
"""A character :func:`java_string` must escape (most texts have none: returned as they are)."""


_JAVA_CONTROL = re.compile("[\x00-\x1f\u2028\u2029" + _BIDI + "]")
"""A character :func:`java_string` writes as an escape sequence (not just a backslash before it)."""


def java_string(text: str) -> str:
    """Body of a Java string literal (no quotes). Control characters become escapes; escaping
    every backslash also defuses ``\\u`` (javac's unicode pre-pass skips an escaped backslash)."""
    if _JAVA_PLAIN.search(text) is None:
        return text
    if _JAVA_CONTROL.search(text) is None:  # only quotes and backslashes (SQL in annotations)
        return text.replace("\\", "\\\\").replace('"', '\\"')
    return _JAVA_PLAIN.sub(_java_escape, text)


def _java_escape(m: re.Match[str]) -> str:
    """The escape of one character :data:`_JAVA_PLAIN` matched."""
    ch = m.group()
    return _JAVA_ESCAPES.get(ch) or f"\\u{ord(ch):04x}"


def java_literal(text: str) -> str:
    """A quoted Java string literal."""
    return '"' + java_string(text) + '"'


_SPRING_OPEN = re.compile(r"([$#])\{")


def spring_inert(text: str) -> str:
    """``text`` for a string that Spring resolves at run time (springdoc's tag and operation
    texts, Swagger 2's descriptions): every ``${`` (a property placeholder) and ``#{`` (SpEL)
    becomes a placeholder that always resolves to its own first character
    (``${genix.literal.dollar:$}{``), so Spring prints the schema's text exactly and never an
    environment value. Works on every Spring line genix targets (5.3's parser and 6.2's, which
    both resolve a default value and do not re-read the text a placeholder produced)."""
    if "{" not in text:
        return text
    return _SPRING_OPEN.sub(_inert, text)


def _inert(m: re.Match[str]) -> str:
    ch = m.group(1)
    return "${genix.literal." + ("dollar" if ch == "$" else "hash") + ":" + ch + "}{"


def spring_resolved(text: str) -> str:
    """What Spring prints of a :func:`spring_inert` text: the text itself."""
    return text.replace("${genix.literal.dollar:$}{", "${").replace("${genix.literal.hash:#}{", "#{")


_JAVADOC_PLAIN = re.compile("[&<>*\\\\@\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029" + _BIDI + "]")
"""A character :func:`javadoc` must treat (an escape, or a line break ``splitlines`` knows)."""


def javadoc(text: str) -> str:
    """Text safe inside a ``/** ... */`` comment: no comment terminator, no unicode escapes,
    ``@`` at line start not taken for a tag, ``<``/``>``/``&`` as HTML entities (Javadoc is HTML),
    lines joined by a space."""
    if _JAVADOC_PLAIN.search(text) is None:  # one line, nothing to escape
        return text.strip()
    t = " ".join(part.strip() for part in text.splitlines() if part.strip())
    t = t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    t = t.replace("*/", "*&#47;").replace("\\u", "&#92;u")
    if t.startswith("@"):
        t = "&#64;" + t[1:]
    return _bidi(t, "&#x{:04X};")


def line_comment(text: str) -> str:
    """Text safe in a ``//`` comment: one line, no unicode escape."""
    return _bidi(" ".join(text.split()).replace("\\u", "\\ u"), "U+{:04X}")


_XML_TABLE = {
    ord("&"): "&amp;",
    ord("<"): "&lt;",
    ord(">"): "&gt;",
    ord('"'): "&quot;",
    ord("'"): "&apos;",
    **{c: None for c in range(0x20) if chr(c) not in "\t\n\r"},
}


@lru_cache(maxsize=16384)
def xml_text(text: str) -> str:
    """Text (or attribute value) safe in XML: ``& < > " '`` escaped; control characters dropped.
    (Cached: mapper XML prints the same column names and parameters many times.)"""
    return _bidi(text.translate(_XML_TABLE), "&#x{:04X};")


def xml_comment(text: str) -> str:
    """Text safe in an XML comment (no ``--``)."""
    t = " ".join(text.split())
    while "--" in t:
        t = t.replace("--", "- -")
    return _bidi(t.rstrip("-"), "U+{:04X}")


CHAIN_MOST = 64
"""How many fields a generated class compares and prints in one expression (``a && b && ...``,
``"..." + a + ...``) at most: javac checks such a chain recursively, and a few hundred deep
overflow its stack inside Maven (``StackOverflowError`` in ``Attr.visitBinary``). A wider class
gets ``equals`` and ``toString`` one statement a field (Lombok's ``toString`` is one chain too:
the class writes its own, which ``@Data`` then leaves alone)."""


def wide(fields: Sized) -> bool:
    """Whether a class of ``fields`` is too wide for one ``&&`` or ``+`` chain
    (:data:`CHAIN_MOST`): its ``equals`` and ``toString`` go one statement a field."""
    return len(fields) > CHAIN_MOST
