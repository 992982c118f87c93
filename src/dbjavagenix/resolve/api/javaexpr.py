"""The Java expressions a config writes (``[api.result] ok``, ``ok_empty``, ``error``;
``[api.page] of``, ``start``): checked before they are pasted into a controller, so that a typo
is a located error and not a controller that does not compile.

The check is lexical, not a Java parser: placeholders are the ones the key documents; string and
character literals are closed; parentheses, brackets and braces balance; every word is a Java
identifier or one of the keywords an expression may hold (``new``, ``this``, ``null`` ...); no
``;``, comment or character Java has no use for outside a literal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dbjavagenix import javanames

PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")
"""A placeholder of an expression: ``{value}``; other braces are Java's."""
_LIKE_A_PLACEHOLDER = re.compile(r"\{([A-Za-z_][^{}\s\"',]*)\}")
"""What reads as a placeholder (``{value.x}``, ``{items[0]}``, ``{klass}``), unlike Java's braces
(``new int[] {1, 2}``)."""

EXPRESSION_WORDS = frozenset(
    {"new", "this", "super", "null", "true", "false", "instanceof", "class"} | javanames.PRIMITIVES
)
"""Reserved words an expression may hold (``new Result<>(...)``, ``(int) size``, ``X.class``)."""

_TOKEN = re.compile(
    r"""(?P<string>"(?:[^"\\\n]|\\.)*")
      |(?P<char>'(?:[^'\\\n]|\\.)+')
      |(?P<open_string>["'])
      |(?P<comment>//|/\*)
      |(?P<number>\d[\w.]*)
      |(?P<word>(?:[^\W\d]|\$)[\w$]*)
      |(?P<space>\s+)
      |(?P<op>[-+*/%=<>!&|^~?:.,@])
      |(?P<open>[(\[{])
      |(?P<close>[)\]}])
      |(?P<other>.)""",
    re.X | re.S,
)
_PAIRS = {")": "(", "]": "[", "}": "{"}


def expression_problem(expression: str, placeholders: Iterable[str]) -> str | None:
    """Why ``expression`` (with ``{name}`` placeholders among ``placeholders``) cannot be pasted
    into Java as an expression, or None."""
    allowed = tuple(placeholders)
    for m in _LIKE_A_PLACEHOLDER.finditer(expression):
        if m.group(1) not in allowed:
            known = ", ".join("{" + p + "}" for p in allowed) or "none"
            return f"has the placeholder {{{m.group(1)}}}, which is not one of this key's ({known})"
    text = PLACEHOLDER.sub("x", expression)
    if not text.strip():
        return "is empty"
    stack: list[str] = []
    for m in _TOKEN.finditer(text):
        kind, tok = m.lastgroup, m.group()
        if kind == "open_string":
            return "has a string or character literal that is not closed"
        if kind == "comment":
            return "has a comment (`//` or `/*`)"
        if kind == "other":
            return f"has {tok!r}, which is not Java here" + (
                " (one expression, no statement)" if tok == ";" else ""
            )
        if kind == "word" and tok in javanames.RESERVED_WORDS and tok not in EXPRESSION_WORDS:
            return f"has `{tok}`, a Java keyword"
        if kind == "word" and not javanames.is_identifier_text(tok):
            return f"has `{tok}`, which is not a Java identifier"
        if kind == "open":
            stack.append(tok)
        elif kind == "close" and (not stack or stack.pop() != _PAIRS[tok]):
            return f"has an unbalanced {tok!r}"
    if stack:
        return f"has an unclosed {stack[-1]!r}"
    return None


_CLASS_CALL = re.compile(r"\s*\{class\}\s*\.\s*((?:[^\W\d]|\$)[\w$]*)\s*\(")


def class_call(expression: str) -> tuple[str, int] | None:
    """The static method an expression starts by calling on its ``{class}`` and its argument
    count: ``{class}.success({value})`` → ``("success", 1)``; None for another shape (``new
    {class}<>(...)``, ``{class}.<T>ok(...)``) or an empty argument (``ok(, "x")``)."""
    m = _CLASS_CALL.match(expression)
    if m is None:
        return None
    text = PLACEHOLDER.sub("x", expression[m.end() :])
    depth, args, filled = 0, 0, False
    for t in _TOKEN.finditer(text):
        kind, tok = t.lastgroup, t.group()
        if kind == "space":
            continue
        if depth == 0 and kind == "close":
            if tok != ")" or (args and not filled):
                return None
            return m.group(1), args + (1 if filled else 0)
        if depth == 0 and tok == ",":
            if not filled:
                return None
            args, filled = args + 1, False
            continue
        filled = True
        if kind == "open":
            depth += 1
        elif kind == "close":
            depth -= 1
    return None
