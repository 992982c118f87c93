"""Adding dependencies to a build file while keeping every other byte as it was.

Maven: the pom is read with a real XML parser (:mod:`xmltree`) for positions, and new
``<dependency>`` elements are spliced in after the last one of the project's own
``<dependencies>`` (never ``<dependencyManagement>``), indented like their neighbours, with the
file's line endings; a pom without ``<dependencies>`` gets one before ``<build>`` (or at the
end). The result is parsed again before anyone writes it.

Gradle: the exact lines for the file's DSL (Groovy or Kotlin), inserted before the ``}`` that
closes the top-level ``dependencies { }`` block (or a new block at the end).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from xml.sax.saxutils import escape

from dbjavagenix.javaproject.doctor import Addition
from dbjavagenix.javaproject.gradle import GradleBuild
from dbjavagenix.javaproject.xmltree import Node, parse_bytes


def _line_indent(data: bytes, offset: int) -> bytes:
    start = data.rfind(b"\n", 0, offset) + 1
    m = re.match(rb"[ \t]*", data[start:offset])
    return m.group(0) if m else b""


def _unit(data: bytes, node: Node | None, parent_indent: bytes) -> bytes:
    if node is not None:
        for c in node.children:
            inner = _line_indent(data, c.start)
            outer = _line_indent(data, node.start)
            if len(inner) > len(outer) and inner.startswith(outer):
                return inner[len(outer) :]
    return b"\t" if parent_indent.startswith(b"\t") else b"    "


def dependency_xml(add: Addition, indent: bytes, unit: bytes, nl: bytes) -> bytes:
    i1 = indent + unit
    lines = [indent + b"<!-- added by genix doctor: " + escape(add.why.replace("--", "-")).encode() + b" -->"]
    lines.append(indent + b"<dependency>")
    lines.append(i1 + b"<groupId>" + escape(add.group).encode() + b"</groupId>")
    lines.append(i1 + b"<artifactId>" + escape(add.artifact).encode() + b"</artifactId>")
    if add.version:
        lines.append(i1 + b"<version>" + escape(add.version).encode() + b"</version>")
    if add.scope != "compile":
        lines.append(i1 + b"<scope>" + add.scope.encode() + b"</scope>")
    if add.optional:
        lines.append(i1 + b"<optional>true</optional>")
    lines.append(indent + b"</dependency>")
    return nl.join(lines)


def add_to_pom(data: bytes, additions: Sequence[Addition], file: str = "pom.xml") -> bytes:
    """``data`` with ``additions`` added to the project's own ``<dependencies>``."""
    if not additions:
        return data
    root = parse_bytes(data, file)
    nl = b"\r\n" if b"\r\n" in data else b"\n"
    deps = root.child("dependencies")
    root_unit = _unit(data, root, b"")
    if deps is not None and deps.all("dependency"):
        last = deps.all("dependency")[-1]
        indent = _line_indent(data, last.start)
        unit = _unit(data, last, indent)
        block = b"".join(nl + dependency_xml(a, indent, unit, nl) for a in additions)
        out = data[: last.end] + block + data[last.end :]
    elif deps is not None:
        outer = _line_indent(data, deps.start)
        indent = outer + root_unit
        block = b"".join(nl + dependency_xml(a, indent, root_unit, nl) for a in additions)
        if deps.inner_start == deps.end:  # <dependencies/>
            text = b"<dependencies>" + block + nl + outer + b"</dependencies>"
            out = data[: deps.start] + text + data[deps.end :]
        else:
            out = data[: deps.inner_end].rstrip(b" \t") + block + nl + outer + data[deps.inner_end :]
    else:
        anchor = root.child("build") or root.child("profiles")
        outer = _line_indent(data, anchor.start) if anchor is not None else root_unit
        indent = outer + root_unit
        body = b"".join(nl + dependency_xml(a, indent, root_unit, nl) for a in additions)
        text = b"<dependencies>" + body + nl + outer + b"</dependencies>"
        if anchor is not None:
            out = data[: anchor.start] + text + nl + nl + outer + data[anchor.start :]
        else:
            at = root.inner_end
            head = data[:at].rstrip(b" \t")
            out = head + outer + text + nl + data[at:]
    parse_bytes(out, file)  # still well-formed (raises otherwise)
    return out


def gradle_lines(add: Addition, dsl: str, quote: str | None = None) -> list[str]:
    """The lines that declare ``add`` in a Gradle build of ``dsl`` (``groovy``/``kotlin``)."""
    q = quote or ('"' if dsl == "kotlin" else "'")
    coord = f"{add.group}:{add.artifact}" + (f":{add.version}" if add.version else "")
    if add.optional or add.scope == "provided":
        confs = ["compileOnly", "annotationProcessor"] if add.artifact == "lombok" else ["compileOnly"]
    elif add.scope == "runtime":
        confs = ["runtimeOnly"]
    elif add.scope == "test":
        confs = ["testImplementation"]
    else:
        confs = ["implementation"]
    if dsl == "kotlin":
        return [f"{c}({q}{coord}{q})" for c in confs]
    return [f"{c} {q}{coord}{q}" for c in confs]


def add_to_gradle(build: GradleBuild, additions: Sequence[Addition]) -> str:
    """The build file's text with ``additions`` declared."""
    text = build.text
    if not additions:
        return text
    lines = [ln for a in additions for ln in gradle_lines(a, build.dsl, build.quote)]
    nl = "\r\n" if "\r\n" in text else "\n"
    if build.block_close is None:
        body = nl.join("    " + ln for ln in lines)
        sep = "" if text.endswith(("\n", "\r")) or not text else nl
        return f"{text}{sep}{nl}dependencies {{{nl}{body}{nl}}}{nl}"
    at = build.block_close
    line_start = text.rfind("\n", 0, at) + 1
    body = "".join(build.indent + ln + nl for ln in lines)
    if text[line_start:at].strip():  # "}" shares its line with code
        return text[:at] + nl + body + text[at:]
    return text[:line_start] + body + text[line_start:]
