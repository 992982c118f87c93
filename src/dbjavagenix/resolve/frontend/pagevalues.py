"""How an admin page holds a field's value: the format of a date, a time or a date-time (day.js
tokens, from the field's ``@JsonFormat``), and whether a number is edited as text."""

from __future__ import annotations

import re

from dbjavagenix.resolve.api.apischema import Schema, exact_number
from dbjavagenix.resolve.context.model import FieldModel
from dbjavagenix.resolve.frontend.pagerules import Input

FORMAT = re.compile(r'JsonFormat\(.*pattern\s*=\s*"([^"]*)"')
_JAVA_DATE = (("yyyy", "YYYY"), ("yy", "YY"), ("dd", "DD"), ("d", "D"), ("SSS", "SSS"), ("a", "A"))


def inputmode(kind: Input) -> str:
    """The keyboard a number edited as text asks for (``inputmode``)."""
    return "numeric" if kind == "integer" else "decimal"


def as_text(schema: Schema, kind: Input) -> bool:
    """A number the page edits as text and sends back as its digits: one a JavaScript number
    may not hold (:func:`apischema.exact_number`: a ``Long`` past 2^53, a ``BigDecimal`` of many
    digits), which a number input would round (to 9007199254740991, say) and an edit would then
    write back over the stored value."""
    return kind in ("number", "integer") and exact_number(schema)


def date_format(field: FieldModel | None, kind: str, java_type: str) -> str:
    pattern = ""
    if field is not None:
        for a in field.api_annotations:
            m = FORMAT.search(a)
            if m:
                pattern = m.group(1)
    if pattern and re.fullmatch(r"[A-Za-z0-9 :.,/_-]+", pattern):
        for java, dayjs in _JAVA_DATE:
            pattern = re.sub(rf"(?<![A-Za-z]){java}(?![A-Za-z])", dayjs, pattern)
        return pattern
    if kind == "date":
        return "YYYY-MM-DD"
    if kind == "time":
        return "HH:mm:ss"
    offset = java_type.rsplit(".", 1)[-1] in (
        "OffsetDateTime",
        "ZonedDateTime",
        "Instant",
        "Date",
        "Timestamp",
    )
    return "YYYY-MM-DDTHH:mm:ssZ" if offset else "YYYY-MM-DDTHH:mm:ss"


__all__ = ["as_text", "date_format", "inputmode"]
