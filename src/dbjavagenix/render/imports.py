"""Imports recorded where a type is printed, and the import block computed after the body.

Templates print every class through the ``type`` filter (``{{ "java.util.List" | type }}``,
``{{ table.classes.entity | type }}``, ``{{ field | type }}``) and every annotation the resolver
decided through the ``annotation`` filter (annotation texts name their classes fully qualified).
Each call prints the simple name and records the import in the :class:`ImportCollector` of the
file being rendered (JavaPoet's way). When the body is done, :func:`finish` writes the file's
import block after its ``package`` line: sorted, de-duplicated, without the imports whose simple
name the body never uses, without ``java.lang`` and same-package classes.

Two classes of one simple name: the first one printed gets the simple name, the others are
printed fully qualified. A class named like a ``java.lang`` class (``com.acme.entity.Record``)
is printed qualified, unless the body never uses that name otherwise; then it is imported after
all. Nothing here decides which classes a file uses: the templates print them.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

from dbjavagenix.errors import Diagnostic, Location

JAVA_LANG_NAMES = frozenset(
    """AbstractMethodError Appendable ArithmeticException ArrayIndexOutOfBoundsException
    ArrayStoreException AssertionError AutoCloseable Boolean BootstrapMethodError Byte Character
    CharSequence Class ClassCastException ClassCircularityError ClassFormatError ClassLoader
    ClassNotFoundException ClassValue CloneNotSupportedException Cloneable Comparable Deprecated
    Double Enum EnumConstantNotPresentException Error Exception ExceptionInInitializerError Float
    FunctionalInterface IllegalAccessError IllegalAccessException IllegalArgumentException
    IllegalCallerException IllegalMonitorStateException IllegalStateException
    IllegalThreadStateException IncompatibleClassChangeError IndexOutOfBoundsException
    InheritableThreadLocal InstantiationError InstantiationException Integer InternalError
    InterruptedException Iterable LayerInstantiationException LinkageError Long MatchException
    Math Module ModuleLayer NegativeArraySizeException NoClassDefFoundError NoSuchFieldError
    NoSuchFieldException NoSuchMethodError NoSuchMethodException NullPointerException Number
    NumberFormatException Object OutOfMemoryError Override Package Process ProcessBuilder
    ProcessHandle Readable Record ReflectiveOperationException Runnable Runtime RuntimeException
    RuntimePermission SafeVarargs ScopedValue SecurityException Short StackOverflowError
    StackWalker StrictMath String StringBuffer StringBuilder StringIndexOutOfBoundsException
    SuppressWarnings System Thread ThreadDeath ThreadGroup ThreadLocal Throwable
    TypeNotPresentException UnknownError UnsatisfiedLinkError UnsupportedClassVersionError
    UnsupportedOperationException VerifyError VirtualMachineError Void WrongThreadException""".split()
)
"""Public top-level classes of ``java.lang`` (Java 21): code uses them without an import, so a
class of the same simple name from elsewhere is printed qualified while the body uses the name."""

KNOWN_PACKAGES = (
    "java.",
    "javax.",
    "jakarta.",
    "org.springframework.",
    "org.apache.ibatis.",
    "org.mybatis.",
    "com.baomidou.mybatisplus.",
    "com.github.pagehelper.",
    "lombok.",
    "io.swagger.",
    "springfox.",
    "org.springdoc.",
    "com.fasterxml.jackson.",
    "tools.jackson.",
    "org.mapstruct.",
    "org.hibernate.validator.",
    "org.slf4j.",
    "org.jspecify.",
)
"""Packages of the JDK and of the libraries genix's categories build against (Jackson 3 is
``tools.jackson``; JSpecify's nullness annotations come with Spring 7). A template that
prints a class outside them and outside the project's base package gets a warning naming the
template line (the compiler would only name the generated file)."""

PRIMITIVES = frozenset("boolean byte char short int long float double void".split())
_TYPE_WORDS = frozenset(("extends", "super"))

# a qualified class name: lower-case package segments, then the class (capitalised), then any
# nested names (``java.util.Map.Entry``, ``...DateTimeFormat.ISO.DATE``)
_SEGMENT_START = r"(?:[a-z_]|[^\W\d\x00-\x7f])"
"""The first letter of a package segment: lower case, ``_``, or a letter outside ASCII (Java
allows Unicode identifiers: ``com.例子.demo``)."""
_QUALIFIED = r"(?<![\w$.])((?:" + _SEGMENT_START + r"[\w$]*\.)+)([A-Z][\w$]*)((?:\.(?:[^\W\d]|\$)[\w$]*)*)"
_CODE_RE = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"|\'[^\'\\\n]*(?:\\.[^\'\\\n]*)*\'|' + _QUALIFIED)
_TYPE_TOKEN_RE = re.compile(r"(?:[^\W\d]|\$)[\w$]*(?:\.(?:[^\W\d]|\$)[\w$]*)*|\[\]|\.\.\.|\s+|.")

Ref = tuple[str, str, str]
"""A class reference: (fully qualified name, simple name, what follows it: ``.Rating``)."""
Parts = tuple[str | Ref, ...]
"""Printed text: literal pieces and class references, in order."""


Code = tuple[str, tuple[tuple[str, str], ...], Parts, tuple[str, ...]]
"""A compiled printable: (the text with every class by its simple name, the classes as
(fqn, simple name), the parts, the classes outside the packages genix knows)."""


class TypeArgumentError(ValueError):
    """The ``type`` or ``annotation`` filter got something that is no Java type."""


class ImportCollector:
    """The classes one file printed, and under which name."""

    __slots__ = ("checked", "java", "known", "own", "owners", "package", "qualified", "warnings")

    def __init__(
        self,
        package: str | None,
        own: str | None = None,
        *,
        java: bool = True,
        known: Callable[[str], bool] | None = None,
    ) -> None:
        self.package = package
        """The file's package (its classes need no import)."""
        self.own = own
        """The class the file declares: its simple name is never given to another class."""
        self.java = java
        """False for files that cannot import (mapper XML ...): every class is printed qualified."""
        self.known = known
        """Whether a class a template names by text is one genix knows (else a warning)."""
        self.warnings: list[Diagnostic] = []
        """Located warnings of this render (classes nobody provides)."""
        self.checked: set[str] = set()
        self.owners: dict[str, str] = {}
        """Simple name → the class printed under it."""
        self.qualified: dict[str, str] = {}
        """Classes printed fully qualified (fqn → simple name), in the order they came."""
        if own and package is not None:
            self.owners[own] = f"{package}.{own}" if package else own

    def name(self, fqn: str, simple: str) -> str:
        """How to print ``fqn`` here (records it)."""
        if not self.java:
            return fqn
        owner = self.owners.get(simple)
        if owner is None:
            if simple in JAVA_LANG_NAMES and fqn != "java.lang." + simple:
                self.qualified.setdefault(fqn, simple)
                return fqn
            self.owners[simple] = fqn
            return simple
        if owner == fqn:
            return simple
        self.qualified.setdefault(fqn, simple)
        return fqn

    def check(self, fqn: str) -> None:
        """Warn (once per file) about a class named by a template that genix does not know."""
        if fqn in self.checked or self.known is None:
            return
        self.checked.add(fqn)
        if not self.known(fqn):
            file, line = template_position()
            self.warnings.append(unknown_class_warning(fqn, file, line))

    def print(self, code: Code) -> str:
        """Print a compiled printable (records its classes): the simple-name text when every class
        gets its simple name, the slow way when one must be qualified."""
        if code[3] and self.known is not None:
            for fqn in code[3]:
                self.check(fqn)
        if not self.java:
            return self.text(code[2])
        owners = self.owners
        for fqn, simple in code[1]:
            owner = owners.get(simple)
            if owner is None:
                if simple in JAVA_LANG_NAMES and fqn != "java.lang." + simple:
                    return self.text(code[2])
                owners[simple] = fqn
            elif owner != fqn:
                return self.text(code[2])
        return code[0]

    def text(self, parts: Parts) -> str:
        """Print ``parts`` (recording their classes)."""
        out = []
        for p in parts:
            if isinstance(p, str):
                out.append(p)
            else:
                out.append(self.name(p[0], p[1]) + p[2])
        return "".join(out)


CURRENT: ContextVar[ImportCollector | None] = ContextVar("genix_imports", default=None)
"""The collector of the file being rendered (set by the renderer around each render)."""


@contextmanager
def collecting(collector: ImportCollector) -> Iterator[ImportCollector]:
    """Record what the templates print into ``collector`` while inside."""
    token = CURRENT.set(collector)
    try:
        yield collector
    finally:
        CURRENT.reset(token)


def current() -> ImportCollector | None:
    return CURRENT.get()


# ------------------------------------------------------------------ parsing (cached) -----------


_CACHE_LIMIT = 200_000
_CODE_CACHE: dict[str, Code] = {}
_TYPE_CACHE: dict[str, Code] = {}
_FIELD_CACHE: dict[tuple[str, tuple[str, ...]], Code] = {}


def compile_parts(parts: Parts) -> Code:
    simple = "".join(p if isinstance(p, str) else p[1] + p[2] for p in parts)
    refs = tuple((p[0], p[1]) for p in parts if not isinstance(p, str))
    unknown = tuple(fqn for fqn, _ in refs if not fqn.startswith(KNOWN_PACKAGES))
    return (simple, refs, parts, unknown)


def _remember(cache: dict[Any, Code], key: Any, code: Code) -> Code:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = code
    return code


def code_of(text: str) -> Code:
    """An annotation (code fragment) compiled for printing (cached)."""
    found = _CODE_CACHE.get(text)
    if found is not None:
        return found
    # an annotation's name repeats, its arguments (a description, a column) often do not: compile
    # the name once, and the arguments only when they may name a class
    head, paren, args = text.partition("(")
    if paren and _MAYBE_QUALIFIED.search(args) is None:
        h = code_of(head)
        rest = paren + args
        return _remember(_CODE_CACHE, text, (h[0] + rest, h[1], (*h[2], rest), h[3]))
    return _remember(_CODE_CACHE, text, _compile_code(text))


def _compile_code(text: str) -> Code:
    parts: list[str | Ref] = []
    simple: list[str] = []
    refs: list[tuple[str, str]] = []
    last = 0
    for m in _CODE_RE.finditer(text):
        pkg, name, tail = m.group(1, 2, 3)
        if pkg is None:  # a string or char literal
            continue
        start = m.start()
        if start > last:
            lit = text[last:start]
            parts.append(lit)
            simple.append(lit)
        fqn = pkg + name
        parts.append((fqn, name, tail))
        simple.append(name + tail)
        refs.append((fqn, name))
        last = m.end()
    if last < len(text):
        lit = text[last:]
        parts.append(lit)
        simple.append(lit)
    unknown = tuple(fqn for fqn, _ in refs if not fqn.startswith(KNOWN_PACKAGES))
    return ("".join(simple), tuple(refs), tuple(parts), unknown)


def type_of(text: str) -> Code:
    """A type expression compiled for printing (cached); raises :class:`TypeArgumentError`."""
    found = _TYPE_CACHE.get(text)
    return found if found is not None else _remember(_TYPE_CACHE, text, compile_parts(parse_type(text)))


def field_code(java_type: str, imports: tuple[str, ...]) -> Code:
    """A field's type compiled for printing (cached)."""
    key = (java_type, imports)
    found = _FIELD_CACHE.get(key)
    return found if found is not None else _remember(_FIELD_CACHE, key, compile_parts(field_type(*key)))


_MAYBE_QUALIFIED = re.compile(r"[a-z_][\w$]*\.[\w$.]*[A-Z]")


def parse_code(text: str) -> Parts:
    """Split a code fragment (an annotation) into literal text and its qualified class names;
    string and character literals are left alone."""
    return code_of(text)[2]


@lru_cache(maxsize=4096)
def parse_type(text: str) -> Parts:
    """A type expression (``java.util.Map<java.lang.String, com.acme.Money>[]``) as parts.
    Simple names print as written (``String``, ``T``, a class of the file's own package) and
    ``[types]``-style short names of the JDK (``LocalDate``, ``List``, ``BigDecimal``) resolve
    to their package. Raises :class:`TypeArgumentError` for anything that is no type."""
    from dbjavagenix.resolve.columns.types import KNOWN_CLASSES

    if not text.strip():
        raise TypeArgumentError("an empty string is no Java type")
    parts: list[str | Ref] = []
    depth = 0
    prev_word: str | None = None
    for tok in _TYPE_TOKEN_RE.findall(text):
        first = tok[0]
        if first.isalpha() or first in "_$":
            if prev_word is not None and prev_word not in _TYPE_WORDS and tok not in _TYPE_WORDS:
                raise TypeArgumentError(f"{text!r} is no Java type ({prev_word!r} then {tok!r})")
            prev_word = tok
            parts.append(_type_name(tok, text, KNOWN_CLASSES))
            continue
        if tok.isspace():
            parts.append(tok)
            continue
        prev_word = None
        if tok == "<":
            depth += 1
        elif tok == ">":
            depth -= 1
            if depth < 0:
                raise TypeArgumentError(f"{text!r} is no Java type (unbalanced '>')")
        elif tok not in (",", "?", "&", "[]", "..."):
            raise TypeArgumentError(f"{text!r} is no Java type (unexpected {tok!r})")
        parts.append(tok)
    if depth:
        raise TypeArgumentError(f"{text!r} is no Java type (unbalanced '<')")
    return _merge(parts)


def _type_name(tok: str, text: str, known: Any) -> str | Ref:
    segments = tok.split(".")
    if len(segments) == 1:
        if tok in known:
            fqn = known[tok]
            return (fqn, tok, "")
        if tok[0].islower() and tok not in PRIMITIVES and tok not in _TYPE_WORDS:
            raise TypeArgumentError(
                f"{tok!r} in {text!r} is no Java type (a class is capitalised: write it with its package)"
            )
        return tok
    for i, seg in enumerate(segments):
        if seg[:1].isupper():
            if i == 0:  # Outer.Inner: a simple name with a nested class
                return tok
            pkg = ".".join(segments[:i])
            simple = seg
            tail = "".join("." + s for s in segments[i + 1 :])
            return (f"{pkg}.{simple}", simple, tail)
    last = segments[-1]
    if last[:1] in "_$" or (last[:1].isalpha() and not last[:1].isascii()):
        # a generated class whose name has no capital to start with (`_2faTokens`, `用户`):
        # the last segment of a qualified name is the class
        return (tok, last, "")
    raise TypeArgumentError(
        f"{tok!r} names no class (packages are lower case, the class is capitalised: java.util.List)"
    )


def _merge(parts: list[str | Ref]) -> Parts:
    out: list[str | Ref] = []
    for p in parts:
        if isinstance(p, str) and out and isinstance(out[-1], str):
            out[-1] += p
        else:
            out.append(p)
    return tuple(out)


@lru_cache(maxsize=4096)
def field_type(java_type: str, imports: tuple[str, ...]) -> Parts:
    """A field's type (``Film.Rating`` with its imports) as parts."""
    by_simple = {imp.rpartition(".")[2]: imp for imp in imports}
    parts: list[str | Ref] = []
    for tok in _TYPE_TOKEN_RE.findall(java_type):
        head, dot, rest = tok.partition(".")
        fqn = by_simple.get(head)
        if fqn is not None:
            parts.append((fqn, head, dot + rest))
        elif "." in tok and tok[:1].islower():
            parts.extend(parse_type(tok))
        else:
            parts.append(tok)
    return _merge(parts)


# ------------------------------------------------------------------ the import block -----------


def used(name: str, body: str) -> bool:
    """``name`` occurs in ``body`` as a whole word that is not the tail of a qualified name."""
    n = len(name)
    size = len(body)
    i = body.find(name)
    while i >= 0:
        before = body[i - 1] if i else " "
        after = body[i + n] if i + n < size else " "
        if not (before.isalnum() or before in "_$.") and not (after.isalnum() or after in "_$"):
            return True
        i = body.find(name, i + 1)
    return False


_JAVA_LANG_FQNS = frozenset("java.lang." + n for n in JAVA_LANG_NAMES)


def split_head(text: str) -> tuple[str, list[str], str] | None:
    """(text up to and including the package line, the import lines after it, the body)."""
    if text.startswith("package "):
        start = 0
    else:
        i = text.find("\npackage ")
        if i < 0:
            return None
        start = i + 1
    eol = text.find("\n", start)
    if eol < 0:
        return text + "\n", [], ""
    pos = eol + 1
    lines: list[str] = []
    size = len(text)
    while pos < size:
        nl = text.find("\n", pos)
        end = nl if nl >= 0 else size
        line = text[pos:end].strip()
        if line and not (line.startswith("import ") and line.endswith(";")):
            break
        if line:
            lines.append(line)
        pos = end + 1
    return text[: eol + 1], lines, text[pos:]


def finish(text: str, collector: ImportCollector) -> str:
    """``text`` with the import block the body needs after its ``package`` line (replacing the
    blank and ``import`` lines there: imports a template wrote by hand are merged in)."""
    split = split_head(text)
    if split is None:
        return text
    head, written, body = split
    own_pkg = collector.package
    imports: set[str] = set()
    statics: set[str] = set()
    for line in written:
        target = line[len("import ") : -1].strip()
        if target.startswith("static "):
            statics.add(target[len("static ") :].strip())
        elif target.endswith(".*"):
            imports.add(target)
        else:
            simple = target.rpartition(".")[2]
            if collector.owners.setdefault(simple, target) != target:
                continue  # the template imported a class whose name another one uses
    find = body.find
    size = len(body)
    for simple, fqn in collector.owners.items():
        if fqn in _JAVA_LANG_FQNS or fqn.rpartition(".")[0] in (own_pkg, ""):
            continue
        # used(simple, body), inlined: the first occurrence is nearly always a real use
        n = len(simple)
        i = find(simple)
        while i >= 0:
            before = body[i - 1] if i else " "
            after = body[i + n] if i + n < size else " "
            if not (before.isalnum() or before in "_$.") and not (after.isalnum() or after in "_$"):
                imports.add(fqn)
                break
            i = find(simple, i + 1)
    if collector.qualified:
        body = _promote(body, collector, imports)
    block = ""
    if statics:
        block += "\n" + "".join(f"import static {s};\n" for s in sorted(statics))
    if imports:
        block += "\n" + "".join(f"import {i};\n" for i in sorted(imports))
    return head + block + "\n" + body


COMMENTS_AND_STRINGS = re.compile(
    r'//[^\n]*|/\*.*?\*/|"[^"\\\n]*(?:\\.[^"\\\n]*)*"|\'(?:[^\'\\\n]|\\.)*\'', re.S
)


def _promote(body: str, collector: ImportCollector, imports: set[str]) -> str:
    """Import a class that was printed qualified when its simple name turned out to be free in
    the code (comments and string literals aside): the class that took the name first is not
    used after all, or (for a name of ``java.lang``) the code never uses the ``java.lang`` class."""
    owners = collector.owners
    code = COMMENTS_AND_STRINGS.sub(" ", body)
    for fqn, simple in collector.qualified.items():
        if simple == collector.own or used(simple, code):
            continue
        pattern = re.compile(r"(?<![\w$.])" + re.escape(fqn) + r"(?![\w$])")
        body = pattern.sub(simple, body)
        code = pattern.sub(simple, code)
        owners[simple] = fqn
        if fqn.rpartition(".")[0] not in ("java.lang", collector.package):
            imports.add(fqn)
    return body


# ------------------------------------------------------------------ where a template printed ---


def template_position() -> tuple[str | None, int | None]:
    """The template file and line being rendered by the caller (walks the Python stack to the
    innermost frame of compiled template code)."""
    frame = sys._getframe(1)
    while frame is not None:
        tpl = frame.f_globals.get("__jinja_template__")
        if tpl is not None:
            try:
                line = tpl.get_corresponding_lineno(frame.f_lineno)
            except Exception:  # pragma: no cover - debug info missing
                line = None
            return tpl.filename, line
        frame = frame.f_back  # type: ignore[assignment]
    return None, None


def unknown_class_warning(fqn: str, file: str | None, line: int | None) -> Diagnostic:
    return Diagnostic(
        f"prints class {fqn}, which this project does not generate and no library genix knows provides",
        Location(file=file, line=line),
        "check the spelling; if it is your own class or another library's, the build will find "
        "it (the compiler names the generated file, this names the template line)",
    )


@lru_cache(maxsize=8192)
def known_class(fqn: str, base_package: str) -> bool:
    """A class of the JDK, of a library genix's categories use, or of the project's packages."""
    return fqn.startswith(KNOWN_PACKAGES) or fqn.startswith(base_package + ".")
