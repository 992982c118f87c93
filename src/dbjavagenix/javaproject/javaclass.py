"""The members of one class read from its source, on demand (a base entity's fields, a base
controller's methods): the same scanner as :mod:`dbjavagenix.javaproject.javasource`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from dbjavagenix.javaproject.javasource import (
    MODIFIERS,
    WORDS_RE,
    Scanner,
    declarations,
    supertypes,
)

_FIELD_RE = re.compile(
    r"^\s*((?:[\w$-]+\s+)*?)([\w$.]+(?:\s*<[^;{}()=]*>)?(?:\s*\[\s*\])*)\s+([A-Za-z_$][\w$]*)\s*(?:=.*)?$",
    re.S,
)


@dataclass(frozen=True, slots=True)
class FieldDecl:
    """A field of a class."""

    name: str
    type: str
    """As written (``Date``, ``Map<String, Object>``)."""
    qualified: str
    """Qualified through the file's imports (``java.util.Date``)."""
    modifiers: tuple[str, ...]
    annotations: tuple[str, ...]
    """Annotations as written, with their arguments (``TableField(exist = false)``)."""
    line: int


@dataclass(frozen=True, slots=True)
class ClassBody:
    """The members of one class, read on demand (base entities)."""

    name: str
    package: str
    fields: tuple[FieldDecl, ...]
    methods: tuple[str, ...]
    """Method names with their parameter count: ``equals/1``, ``success/1``, ``startPage/0``."""
    annotations: tuple[str, ...]
    supertypes: tuple[str, ...]
    generic: bool
    type_params: tuple[str, ...] = ()
    """The names of its type parameters, in order (``("M", "T")`` of ``ServiceImpl<M extends
    BaseMapper<T>, T>``)."""
    statics: tuple[tuple[str, int, bool], ...] = ()
    """The static methods: (name, parameter count, varargs), ``("success", 1, False)``."""


def class_body(text: str, name: str) -> ClassBody | None:
    """The fields and methods of class ``name`` declared in ``text`` (None when it is not there)."""
    s = Scanner(text)
    code = s.code
    for decl_start, decl_end, _kind, found in declarations(code):
        if found != name:
            continue
        brace = code.find("{", decl_end)
        if brace < 0:
            continue
        depth = s.depth(decl_start) + 1
        supers, generic = supertypes(code[decl_end:brace])
        type_params = type_parameters(code[decl_end:brace]) if generic else ()
        # the body: up to the matching brace
        end = len(code)
        level = 0
        for i in range(brace, len(code)):
            if code[i] == "{":
                level += 1
            elif code[i] == "}":
                level -= 1
                if level == 0:
                    end = i
                    break
        fields: list[FieldDecl] = []
        methods: list[str] = []
        statics: list[tuple[str, int, bool]] = []
        start = brace + 1
        i = start
        while i < end:
            ch = code[i]
            if ch in ";{":
                segment_start = start
                if s.depth(i) == depth:
                    seg = code[segment_start:i]
                    anns = [a for a in s.annotations if segment_start <= a.start and a.end <= i]
                    plain = seg
                    for a in reversed(anns):
                        plain = (
                            plain[: a.start - segment_start]
                            + " " * (a.end - a.start)
                            + plain[a.end - segment_start :]
                        )
                    if ch == ";" and "(" not in plain.split("=", 1)[0]:
                        fm = _FIELD_RE.match(plain)
                        if fm is not None:
                            mods = tuple(WORDS_RE.findall(fm.group(1)))
                            if all(x in MODIFIERS for x in mods):
                                fields.append(
                                    FieldDecl(
                                        fm.group(3),
                                        re.sub(r"\s+", " ", fm.group(2)).strip(),
                                        s.qualify(fm.group(2)),
                                        mods,
                                        tuple(a.name + (f"({a.args})" if a.args else "") for a in anns),
                                        s.line(segment_start + len(plain) - len(plain.lstrip())),
                                    )
                                )
                    elif "(" in plain:
                        mm = re.search(r"([A-Za-z_$][\w$]*)\s*\(([^()]*)\)", plain)
                        if mm is not None and mm.group(1) not in ("if", "for", "while", "switch", "catch"):
                            params = [p for p in _split_params(mm.group(2)) if p.strip()]
                            methods.append(f"{mm.group(1)}/{len(params)}")
                            if "static" in WORDS_RE.findall(plain[: mm.start()]):
                                varargs = bool(params) and "..." in params[-1]
                                statics.append((mm.group(1), len(params), varargs))
                if ch == "{":
                    # skip the block
                    level = 0
                    for k in range(i, end):
                        if code[k] == "{":
                            level += 1
                        elif code[k] == "}":
                            level -= 1
                            if level == 0:
                                i = k
                                break
                start = i + 1
            elif ch == "}":
                start = i + 1
            i += 1
        return ClassBody(
            name,
            s.package,
            tuple(fields),
            tuple(methods),
            tuple(a.simple for a in s.annotations_before(decl_start)),
            tuple(s.qualify(x) for x in supers),
            generic,
            type_params,
            tuple(statics),
        )
    return None


def type_parameters(header: str) -> tuple[str, ...]:
    """The type parameter names of a declaration header (the text after the type's name):
    ``<M extends BaseMapper<T>, T> extends ...`` → ``("M", "T")``."""
    text = header.lstrip()
    if not text.startswith("<"):
        return ()
    names: list[str] = []
    depth = 0
    buf = ""
    for ch in text:
        if ch == "<":
            depth += 1
            if depth == 1:
                continue
        elif ch == ">":
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and ch == ",":
            names.append(buf)
            buf = ""
        elif depth >= 1:
            buf += ch
    names.append(buf)
    out = []
    for n in names:
        m = re.match(r"\s*(?:@[\w$.]+\s*)*([A-Za-z_$][\w$]*)", n)
        if m is not None:
            out.append(m.group(1))
    return tuple(out)


def _split_params(text: str) -> list[str]:
    out, depth, buf = [], 0, ""
    for ch in text:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(buf)
            buf = ""
        else:
            buf += ch
    out.append(buf)
    return out
