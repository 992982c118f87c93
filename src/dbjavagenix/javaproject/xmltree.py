"""A small read-only XML tree with byte positions, for ``pom.xml``.

Parsed by expat (a real XML parser: malformed files fail with their line and column), but
unlike ElementTree every element keeps where it starts and ends in the file's bytes, so a pom
can be edited by splicing text in at an exact offset while every other byte stays as it was.
Namespaces are dropped from tag names (a pom has one).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from dbjavagenix.errors import InputError, Location


@dataclass
class Node:
    """One element: tag without namespace, text (stripped), children, and byte offsets."""

    tag: str
    line: int
    start: int
    """Offset of the ``<`` of the start tag."""
    inner_start: int = -1
    """Offset just after the start tag's ``>`` (equal to ``end`` for ``<x/>``)."""
    inner_end: int = -1
    """Offset of the ``<`` of the end tag (equal to ``end`` for ``<x/>``)."""
    end: int = -1
    """Offset just after the end tag's ``>``."""
    children: list[Node] = field(default_factory=list)
    text_parts: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(self.text_parts).strip()

    def child(self, tag: str) -> Node | None:
        for c in self.children:
            if c.tag == tag:
                return c
        return None

    def all(self, tag: str) -> list[Node]:
        return [c for c in self.children if c.tag == tag]

    def find(self, path: str) -> Node | None:
        """The first node along ``a/b/c`` (child tags)."""
        node: Node | None = self
        for part in path.split("/"):
            node = node.child(part) if node is not None else None
        return node

    def findall(self, path: str) -> list[Node]:
        """Every node matching ``a/b/c`` (the last step may match several)."""
        *head, last = path.split("/")
        nodes = [self]
        for part in head:
            nodes = [c for n in nodes for c in n.all(part)]
        return [c for n in nodes for c in n.all(last)]

    def get(self, path: str, default: str | None = None) -> str | None:
        node = self.find(path)
        return node.text if node is not None else default

    def walk(self) -> Iterator[Node]:
        yield self
        for c in self.children:
            yield from c.walk()


def _local(name: str) -> str:
    return name.rsplit(" ", 1)[-1] if " " in name else name.rsplit("}", 1)[-1]


def parse_bytes(data: bytes, file: str) -> Node:
    """Parse ``data``; raises :class:`InputError` located at the first syntax error."""
    parser = expat.ParserCreate(namespace_separator=" ")
    stack: list[Node] = []
    root: list[Node] = []

    def start(name: str, _attrs: dict[str, str]) -> None:
        pos = parser.CurrentByteIndex
        node = Node(_local(name), parser.CurrentLineNumber, pos)
        close = data.index(b">", pos)
        node.inner_start = close + 1
        if data[close - 1 : close] == b"/":  # <x/>: empty element
            node.inner_start = node.inner_end = node.end = close + 1
        if stack:
            stack[-1].children.append(node)
        else:
            root.append(node)
        stack.append(node)

    def end(_name: str) -> None:
        node = stack.pop()
        if node.end < 0:
            pos = parser.CurrentByteIndex
            node.inner_end = pos
            node.end = data.index(b">", pos) + 1

    def chars(text: str) -> None:
        if stack:
            stack[-1].text_parts.append(text)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    parser.buffer_text = True
    try:
        parser.Parse(data, True)
    except expat.ExpatError as e:
        raise InputError(
            f"not well-formed XML: {expat.ErrorString(e.code)}",
            location=Location(file, e.lineno, e.offset + 1),
            hint="fix the file (Maven cannot read it either), then run genix again",
        ) from None
    return root[0]


def parse_file(path: Path, display: str | None = None) -> tuple[Node, bytes]:
    data = path.read_bytes()
    return parse_bytes(data, display or str(path)), data
