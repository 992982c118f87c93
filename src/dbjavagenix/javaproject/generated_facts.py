"""The facts of a file genix generates, read from its text the quick way (its class, whether a
stereotype makes it a bean) unless it may declare beans by method or scan mappers: the clash
scan before a write (:mod:`.clashes`) and the source index after it (:mod:`.sources`) ask for
the same files' facts."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from dbjavagenix.javaproject.javasource import STEREOTYPES, JavaFacts, TypeDecl, decapitalize, scan_java

SINGLE_BEANS = {
    "com.baomidou.mybatisplus.core.handlers.MetaObjectHandler": "MyBatis-Plus takes one MetaObjectHandler",
    "com.baomidou.mybatisplus.extension.plugins.MybatisPlusInterceptor": "two MybatisPlusInterceptor beans "
    "page every query twice",
    "com.baomidou.mybatisplus.core.injector.ISqlInjector": "MyBatis-Plus takes one ISqlInjector",
}
"""Bean types an application has once, and why."""
_FULL_SCAN = ("@Bean", "@MapperScan", "@ComponentScan", *(t.rsplit(".", 1)[1] for t in SINGLE_BEANS))
"""Texts that may declare a bean by method, a scan, or a bean of :data:`SINGLE_BEANS`: read in full."""

_QUICK: dict[tuple[str, int, int], JavaFacts] = {}
"""Facts of generated texts by (path, length, hash of the text): the clash scan before a write
and the source index after it ask for the same files' facts."""


_ANNOTATION_NAME = re.compile(r"@([A-Za-z_$][\w$]*)[\s(]")
"""An annotation's simple name where it is followed by a space, a line end or its arguments."""
_STEREOTYPE_ORDER = tuple(sorted(STEREOTYPES))


def quick_facts(path: str, text: str) -> JavaFacts:
    """The facts of a generated file: the full scan where it may declare beans by method or
    scan mappers, else its class (the file's name) and whether a stereotype makes it a bean."""
    key = (path, len(text), hash(text))
    found = _QUICK.get(key)
    if found is None:
        if len(_QUICK) > 50_000:
            _QUICK.clear()
        found = _QUICK[key] = _quick_facts(path, text)
    return found


def _quick_facts(path: str, text: str) -> JavaFacts:
    if any(k in text for k in _FULL_SCAN):
        return scan_java(text)
    name = PurePosixPath(path).stem
    found = set(_ANNOTATION_NAME.findall(text))
    annotations = tuple(s for s in _STEREOTYPE_ORDER if s in found)
    kind = "interface" if f"interface {name}" in text else "class"
    bean = decapitalize(name) if annotations and (kind == "class" or "Mapper" in annotations) else ""
    pkg = ""
    head = text.split("package ", 1)
    if len(head) == 2:
        pkg = head[1].split(";", 1)[0].strip()
    return JavaFacts(pkg, (TypeDecl(name, kind, 1, True, annotations, (), False, bean),), (), (), (), ())
