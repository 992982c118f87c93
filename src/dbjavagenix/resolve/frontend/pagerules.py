"""The checks an admin page's form makes before sending (:mod:`.adminpages`): what the
server's bean validation of a field will refuse, read from its request schema (what springdoc
documents of ``@Pattern``, ``@Min``/``@Max``, ``@Email``) and its column (``@Digits``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Literal

from dbjavagenix.resolve.api.apischema import Schema
from dbjavagenix.resolve.context.model import FieldModel

Input = Literal[
    "text", "textarea", "password", "number", "integer", "switch", "date", "datetime", "time", "select"
]


def js_string(text: str) -> str:
    """``text`` as a JavaScript string literal that is safe inside a ``<script>`` block and a
    Vue template expression (no ``</script>``, no line separators)."""
    out = json.dumps(text, ensure_ascii=False)
    return (
        out.replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


@dataclass(frozen=True, slots=True)
class PageRule:
    """A check of the form beyond required and maximum length: the server's bean validation of
    the field (its ``@Pattern``, ``@Min``/``@Max``, ``@Email``, ``@Digits``), made before sending."""

    kind: Literal["pattern", "range", "email", "digits"]
    message: str
    """What follows the field's label when it fails, a JavaScript string literal."""
    pattern: str = ""
    """Of a pattern: the regular expression matching the whole value, a JavaScript string literal."""
    min: str = ""
    """Of a range: its bounds, JavaScript number literals (empty: unbounded)."""
    max: str = ""
    integer: int = 0
    """Of digits: the most digits before the point, and after it."""
    fraction: int = 0


_JAVA_ONLY = re.compile(r"\(\?[A-Za-z-]|[*+?}]\+|\\[pPQEAZzGhHRXvV]|\[[^\]]*\[|&&")
"""What a Java regular expression may hold that a JavaScript one reads otherwise (inline flags,
possessive quantifiers, ``\\p{..}`` without the ``u`` flag, ``\\Q..\\E``, ``\\A``/``\\Z``,
class unions and intersections): such a pattern is left to the server."""


def _js_number(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return ""
    return str(value) if isinstance(value, int) else repr(float(value))


_NUMERALS = {"integer": r"^-?\d+$", "number": r"^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$"}
"""What a number edited as text may be (the page's pattern rule; JSON's digits, no grouping)."""


def form_rules(prop: Schema, f: FieldModel | None, kind: Input, exact: bool = False) -> tuple[PageRule, ...]:
    """The form's checks of a written field, from its request schema (what springdoc documents
    of its bean validation) and, for ``@Digits``, its column's precision and scale; a number
    edited as text (``exact``) is first checked to be one."""
    out: list[PageRule] = []
    if exact and kind in _NUMERALS:
        said = " must be a whole number" if kind == "integer" else " must be a number"
        out.append(PageRule("pattern", js_string(said), js_string(_NUMERALS[kind])))
    pattern = prop.get("pattern")
    if (
        isinstance(pattern, str)
        and pattern
        and kind in ("text", "textarea")
        and not _JAVA_ONLY.search(pattern)
    ):
        # Java's @Pattern matches the whole value; a JavaScript test finds it anywhere
        out.append(
            PageRule("pattern", js_string(" does not have the expected form"), js_string(f"^(?:{pattern})$"))
        )
    if kind in ("number", "integer"):
        low, high = _js_number(prop.get("minimum")), _js_number(prop.get("maximum"))
        if low or high:
            said = (
                f" from {low} to {high}"
                if low and high
                else f" at least {low}"
                if low
                else f" at most {high}"
            )
            out.append(PageRule("range", js_string(" must be" + said), min=low, max=high))
    if prop.get("format") == "email" and kind == "text":
        out.append(PageRule("email", js_string(" must be an email address")))
    if (
        kind == "number"
        and f is not None
        and f.java_type == "BigDecimal"
        and f.precision
        and f.scale is not None
        and 0 <= f.scale <= f.precision
    ):
        whole, part = f.precision - f.scale, f.scale
        out.append(
            PageRule(
                "digits",
                js_string(f" takes at most {whole} digits before the point and {part} after it"),
                integer=whole,
                fraction=part,
            )
        )
    return tuple(out)


__all__ = ["Input", "PageRule", "form_rules", "js_string"]
