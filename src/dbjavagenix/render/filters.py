"""Jinja filters and globals: escaping for Java, Javadoc and XML (never HTML), and small
layout helpers. Nothing here decides a name or a type; the resolver did."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from dbjavagenix import javatext


def _indent_lines(text: str, width: int = 4) -> str:
    pad = " " * width
    return "\n".join(pad + ln if ln else ln for ln in text.splitlines())


def _join_attr(items: Iterable[Any], attr: str, sep: str = ", ") -> str:
    return sep.join(str(getattr(i, attr)) for i in items)


FILTERS: dict[str, Callable[..., Any]] = {
    "java_string": javatext.java_string,
    "java_literal": javatext.java_literal,
    "javadoc": javatext.javadoc,
    "line_comment": javatext.line_comment,
    "xml": javatext.xml_text,
    "xml_comment": javatext.xml_comment,
    "indent_lines": _indent_lines,
    "join_attr": _join_attr,
}
"""Filters available in every template."""
