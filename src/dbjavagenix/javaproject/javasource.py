"""What one Java source file declares, as far as adopting genix into a code base cares: its
package and imports, its types (kind, annotations, supertypes, type parameters), its Spring
beans (stereotype classes and ``@Bean`` methods, with their bean names) and its ``@MapperScan``
and component-scan packages; on demand, the fields and members of one class (a base entity).

A small scanner, not a Java parser: comments are blanked, string literals kept (their braces and
parentheses masked), braces counted for nesting. It reads the code teams write (RuoYi, eladmin,
yudao); a file it cannot make sense of yields fewer facts, never an error.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Any

_SKIP_RE = re.compile(
    r'//[^\n]*|/\*.*?\*/|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S
)
_MASK = str.maketrans("{}();@", "______")
_PACKAGE_RE = re.compile(r"^\s*package\s+([\w$.]+)\s*;", re.M)
_IMPORT_RE = re.compile(r"\bimport\s+(static\s+)?([\w$.]+)(\.\*)?\s*;")
_DECL_NAME_RE = re.compile(r"\s+([A-Za-z_$][\w$]*)")
_DECL_KEYWORDS = ("class", "interface", "enum", "record")
_ANNOTATION_RE = re.compile(r"@(?!interface\b)([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)")
MODIFIERS = frozenset(
    "public protected private abstract static final sealed non-sealed strictfp synchronized "
    "transient volatile native default".split()
)
WORDS_RE = re.compile(r"[\w$-]+")
_STRING_RE = re.compile(r'"((?:\\.|[^"\\])*)"')
_METHOD_RE = re.compile(
    r"\s*((?:[\w$-]+\s+)*?)([\w$.]+(?:\s*<[^;{}()]*>)?(?:\s*\[\s*\])*)\s+([A-Za-z_$][\w$]*)\s*\("
)

_PRIMITIVES = frozenset("boolean byte char short int long float double void".split())
STEREOTYPES = frozenset(
    "Component Service Repository Controller RestController Configuration ControllerAdvice "
    "RestControllerAdvice SpringBootApplication Mapper".split()
)
"""Annotations that make a class (a ``@Mapper`` interface) a Spring bean named after it."""


@dataclass(frozen=True, slots=True)
class Annotation:
    name: str
    """As written, without ``@`` (``Service``, ``org.springframework.stereotype.Service``)."""
    args: str
    """The text between its parentheses (string literals kept), empty without."""
    start: int
    end: int
    raw: str = ""
    """``args`` as the file spells it (string literals unmasked; same length as ``args``)."""

    @property
    def simple(self) -> str:
        return self.name.rsplit(".", 1)[-1]

    def strings(self, *keys: str) -> tuple[str, ...]:
        """The string literals of its ``value`` (or positional) argument, or of ``keys``."""
        if not self.args:
            return ()
        m = re.search(r"\b(" + "|".join(keys) + r")\s*=", self.args) if keys else None
        if keys and m is not None:
            start = m.end()
        elif re.match(r"\s*[\w$]+\s*=", self.args):
            return ()
        else:
            start = 0
        end = start + _arg_end(self.args[start:])
        raw = self.raw or self.args
        return tuple(raw[x.start(1) : x.end(1)] for x in _STRING_RE.finditer(self.args, start, end))


def _arg_end(text: str) -> int:
    """End of the first argument of an annotation's argument list (a top-level comma)."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
        elif ch == "," and depth == 0:
            return i
    return len(text)


@dataclass(frozen=True, slots=True)
class TypeDecl:
    """A type declared in the file."""

    name: str
    kind: str
    """``class``, ``interface``, ``enum``, ``record`` or ``@interface``."""
    line: int
    top: bool
    """Declared at the top level (not nested)."""
    annotations: tuple[str, ...]
    """Simple names of its annotations."""
    supertypes: tuple[str, ...]
    """What it extends and implements (qualified through the imports where they tell)."""
    generic: bool
    """It declares type parameters."""
    bean: str
    """Its Spring bean name when a stereotype annotation makes it a bean, else ``""``."""


@dataclass(frozen=True, slots=True)
class BeanMethod:
    """A ``@Bean`` method."""

    names: tuple[str, ...]
    """The bean names (explicit, else the method name)."""
    type: str
    """Its return type, qualified through the imports where they tell."""
    method: str
    line: int
    owner: str
    """The class declaring it."""


@dataclass(frozen=True, slots=True)
class JavaFacts:
    """The facts of one file."""

    package: str
    types: tuple[TypeDecl, ...]
    beans: tuple[BeanMethod, ...]
    mapper_scans: tuple[tuple[int, tuple[str, ...]], ...]
    """``@MapperScan`` annotations: (line, base packages as written)."""
    component_scans: tuple[tuple[int, tuple[str, ...]], ...]
    """``@SpringBootApplication`` / ``@ComponentScan`` classes: (line, the packages scanned)."""
    tables: tuple[tuple[str, int, str], ...] = ()
    """Classes mapping a table by annotation (MyBatis-Plus ``@TableName``, JPA ``@Table(name)``,
    MyBatis-Flex ``@Table``): (class name, line, the table as written)."""

    def to_json(self) -> list[object]:
        return [
            self.package,
            [
                [t.name, t.kind, t.line, t.top, list(t.annotations), list(t.supertypes), t.generic, t.bean]
                for t in self.types
            ],
            [[list(b.names), b.type, b.method, b.line, b.owner] for b in self.beans],
            [[ln, list(p)] for ln, p in self.mapper_scans],
            [[ln, list(p)] for ln, p in self.component_scans],
            [list(t) for t in self.tables],
        ]

    @staticmethod
    def from_json(data: list[Any]) -> JavaFacts:
        package, types, beans, scans, comps, tables = data
        return JavaFacts(
            str(package),
            tuple(
                TypeDecl(n, k, ln, top, tuple(a), tuple(s), g, bean) for n, k, ln, top, a, s, g, bean in types
            ),
            tuple(BeanMethod(tuple(n), t, m, ln, o) for n, t, m, ln, o in beans),
            tuple((ln, tuple(p)) for ln, p in scans),
            tuple((ln, tuple(p)) for ln, p in comps),
            tuple((str(n), int(ln), str(t)) for n, ln, t in tables),
        )


def _blank(m: re.Match[str]) -> str:
    text = m.group(0)
    if text[0] == "/":
        return " " if text[1] == "/" else "\n" * text.count("\n") or " "
    return text.translate(_MASK)


def code_of(text: str) -> str:
    """The text with comments blanked (their line breaks kept, so line numbers hold) and the
    braces, parentheses, ``;`` and ``@`` inside string literals masked."""
    if "/" not in text and '"' not in text and "'" not in text:
        return text
    return _SKIP_RE.sub(_blank, text)


def decapitalize(name: str) -> str:
    """Spring's (``java.beans.Introspector``) bean name of a class: ``SysUserController`` →
    ``sysUserController``; two leading capitals stay (``URLService``)."""
    if len(name) > 1 and name[0].isupper() and name[1].isupper():
        return name
    return name[:1].lower() + name[1:]


class Scanner:
    """One file being read."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._plain: str | None = None
        self.code = code = code_of(text)
        m = _PACKAGE_RE.search(code)
        self.package = m.group(1) if m else ""
        self.imports: dict[str, str] = {}
        for im in _IMPORT_RE.finditer(code, 0, max(code.find("{"), 0)):
            if im.group(1) is None and im.group(3) is None:
                fqn = im.group(2)
                self.imports[fqn.rsplit(".", 1)[-1]] = fqn
        self.annotations = self._annotations()

    def depth(self, offset: int) -> int:
        code = self.code
        return code.count("{", 0, offset) - code.count("}", 0, offset)

    def line(self, offset: int) -> int:
        return self.code.count("\n", 0, offset) + 1

    def qualify(self, name: str) -> str:
        name = re.sub(r"\s+", "", name)
        base = name.split("<", 1)[0].replace("[]", "")
        if base in _PRIMITIVES:
            return base
        if "." in base and base[:1].islower():
            return base
        head, _, tail = base.partition(".")
        found = self.imports.get(head)
        if found is not None:
            return found + ("." + tail if tail else "")
        if head in ("Object", "String", "Integer", "Long", "Boolean", "Void"):
            return "java.lang." + base
        return f"{self.package}.{base}" if self.package else base

    def _unmasked(self) -> str:
        """The code with comments blanked as in ``code`` but string literals as written (the same
        offsets: masking keeps lengths)."""
        if self._plain is None:
            text = self.text
            self._plain = (
                text
                if "/" not in text and '"' not in text and "'" not in text
                else _SKIP_RE.sub(lambda m: m.group(0) if m.group(0)[0] != "/" else _blank(m), text)
            )
        return self._plain

    def _annotations(self) -> list[Annotation]:
        code = self.code
        if "@" not in code:
            return []
        out = []
        for m in _ANNOTATION_RE.finditer(code):
            end = m.end()
            args = ""
            j = end
            while j < len(code) and code[j] in " \t\r\n":
                j += 1
            if j < len(code) and code[j] == "(":
                close = _closing(code, j)
                if close > 0:
                    args = code[j + 1 : close]
                    end = close + 1
            name = m.group(1)
            if " " in name or "\n" in name or "\t" in name:
                name = re.sub(r"\s+", "", name)
            raw = self._unmasked()[j + 1 : end - 1] if args and '"' in args else ""
            out.append(Annotation(name, args, m.start(), end, raw))
        return out

    def annotations_before(self, offset: int) -> list[Annotation]:
        """The annotations (and modifiers) directly in front of ``offset``."""
        anns = self.annotations
        i = bisect.bisect_left([a.start for a in anns], offset) - 1
        found: list[Annotation] = []
        gap_end = offset
        while i >= 0:
            a = anns[i]
            between = self.code[a.end : gap_end]
            if any(w not in MODIFIERS for w in WORDS_RE.findall(between)) or any(
                ch in between for ch in ";{}="
            ):
                break
            found.append(a)
            gap_end = a.start
            i -= 1
        found.reverse()
        return found

    def after_modifiers(self, offset: int) -> int:
        """The offset after the annotations and modifiers starting at ``offset``."""
        anns = {a.start: a for a in self.annotations}
        code = self.code
        while True:
            while offset < len(code) and code[offset] in " \t\r\n":
                offset += 1
            a = anns.get(offset)
            if a is not None:
                offset = a.end
                continue
            m = WORDS_RE.match(code, offset)
            if m is not None and m.group(0) in MODIFIERS:
                offset = m.end()
                continue
            return offset


def _closing(code: str, open_at: int) -> int:
    """The offset of the ``)`` closing the ``(`` at ``open_at`` (-1 when there is none)."""
    depth = 0
    i = open_at
    while True:
        o = code.find("(", i)
        c = code.find(")", i)
        if c < 0:
            return -1
        if 0 <= o < c:
            depth += 1
            i = o + 1
            continue
        depth -= 1
        if depth == 0:
            return c
        i = c + 1


def supertypes(header: str) -> tuple[list[str], bool]:
    """(extends + implements names, generic) from the text between a type's name and its ``{``."""
    generic = header.lstrip().startswith("<")
    if generic:
        depth = 0
        for i, ch in enumerate(header):
            if ch == "<":
                depth += 1
            elif ch == ">":
                depth -= 1
                if depth == 0:
                    header = header[i + 1 :]
                    break
    names: list[str] = []
    m = re.search(r"\b(?:extends|implements)\b(.*)", header, re.S)
    if m:
        rest = re.sub(r"\b(?:extends|implements|permits)\b", ",", m.group(1))
        depth = 0
        buf = ""
        for ch in rest + ",":
            if ch == "<":
                depth += 1
            elif ch == ">":
                depth -= 1
            elif ch == "," and depth == 0:
                if buf.strip():
                    names.append(buf.strip())
                buf = ""
                continue
            if depth == 0 and ch not in "<>":
                buf += ch
    return [re.sub(r"\s+", "", n) for n in names if n.strip()], generic


def declarations(code: str) -> list[tuple[int, int, str, str]]:
    """(start, end, kind, name) of every type declaration keyword followed by a name, in order
    (``str.find`` per keyword: many times faster than one regex over the file)."""
    out = []
    for kw in _DECL_KEYWORDS:
        n = len(kw)
        i = code.find(kw)
        while i >= 0:
            prev = code[i - 1] if i else " "
            if not (prev.isalnum() or prev in "_$."):
                m = _DECL_NAME_RE.match(code, i + n)
                if m is not None:
                    if prev == "@":
                        out.append((i - 1, m.end(), "@interface", m.group(1)))
                    else:
                        out.append((i, m.end(), kw, m.group(1)))
            i = code.find(kw, i + n)
    out.sort()
    return out


def _bean_name(ann: Annotation) -> str:
    values = ann.strings("value") or ann.strings()
    return values[0] if values else ""


_TABLE_ANNOTATIONS = {
    "TableName": ("com.baomidou.mybatisplus.annotation.",),
    "Table": ("javax.persistence.", "jakarta.persistence.", "com.mybatisflex.annotation."),
}
"""Annotations naming the table a class maps, and the packages they come from."""


def _mapped_table(a: Annotation, imports: dict[str, str]) -> str:
    """The table an entity annotation names (``@TableName("sys_user")``, ``@Table(name =
    "sys_user")``), else ``""``."""
    packages = _TABLE_ANNOTATIONS.get(a.simple)
    if packages is None:
        return ""
    fqn = a.name if "." in a.name else imports.get(a.simple, "")
    if fqn and not fqn.startswith(packages):
        return ""  # another library's @Table
    values = a.strings("name") if a.simple == "Table" and "name" in a.args else ()
    values = values or a.strings("value") or a.strings()
    return values[0] if values else ""


def scan_java(text: str) -> JavaFacts:
    """The facts of a Java file's text."""
    s = Scanner(text)
    code = s.code
    types: list[TypeDecl] = []
    owners: list[tuple[int, int, str]] = []  # body start, depth, class name
    mapper_scans: list[tuple[int, tuple[str, ...]]] = []
    component_scans: list[tuple[int, tuple[str, ...]]] = []
    tables: list[tuple[str, int, str]] = []
    for start, end, kind, name in declarations(code):
        depth = s.depth(start)
        brace = code.find("{", end)
        if brace < 0:
            continue
        header = code[end:brace]
        if ";" in header or "=" in header:
            continue  # not a declaration (``record`` as a name, a stray keyword)
        supers, generic = supertypes(header)
        anns = s.annotations_before(start)
        names = tuple(a.simple for a in anns)
        bean = ""
        if depth == 0:
            for a in anns:
                if a.simple in STEREOTYPES and (a.simple != "Mapper" or kind == "interface"):
                    bean = (
                        _bean_name(a) if a.simple not in ("Mapper", "SpringBootApplication") else ""
                    ) or decapitalize(name)
                    break
            for a in anns:
                mapped = _mapped_table(a, s.imports)
                if mapped:
                    tables.append((name, s.line(a.start), mapped))
                if a.simple == "MapperScan":
                    mapper_scans.append((s.line(a.start), a.strings("value", "basePackages") or a.strings()))
                elif a.simple in ("SpringBootApplication", "ComponentScan"):
                    pkgs = (
                        a.strings("scanBasePackages")
                        if a.simple == "SpringBootApplication"
                        else (a.strings("value", "basePackages") or a.strings())
                    )
                    component_scans.append((s.line(a.start), pkgs or (s.package,)))
        types.append(
            TypeDecl(
                name,
                kind,
                s.line(start),
                depth == 0,
                names,
                tuple(s.qualify(x) for x in supers),
                generic,
                bean,
            )
        )
        owners.append((brace, depth + 1, name))
    beans: list[BeanMethod] = []
    for a in s.annotations:
        if a.simple != "Bean":
            continue
        depth = s.depth(a.start)
        owner = next((n for start, d, n in reversed(owners) if start < a.start and d == depth), "")
        at = s.after_modifiers(a.end)
        mm = _METHOD_RE.match(code, at)
        if mm is None:
            continue
        method = mm.group(3)
        names = a.strings("value", "name") or a.strings() or (method,)
        beans.append(BeanMethod(tuple(names), s.qualify(mm.group(2)), method, s.line(a.start), owner))
    return JavaFacts(
        s.package, tuple(types), tuple(beans), tuple(mapper_scans), tuple(component_scans), tuple(tables)
    )
