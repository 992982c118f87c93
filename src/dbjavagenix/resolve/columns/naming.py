"""Database names → Java names.

The documented treatment (README, "Names"):

* Names split into words at ``_``, ``-``, spaces, dots and other symbols, and at case changes
  (``InvoiceLine`` → ``invoice line``); an all-upper-case name (``BATCH_JOB``) is lower-cased first.
* Classes are PascalCase (``sys_user`` → ``SysUser``), fields camelCase (``order_id`` → ``orderId``).
* Non-ASCII letters and digits are kept: Java identifiers may hold them (``用户名`` stays ``用户名``).
* A Java keyword or literal gets ``_`` appended (``class`` → ``class_``, ``default`` → ``default_``).
* A name that starts with a digit gets ``_`` prepended (``2fa_code`` → ``_2faCode``).
* A name with no letter or digit at all cannot be treated: it needs an override.
* Accessors follow Lombok when Lombok is on (``aValue`` → ``getAValue``) and the JavaBeans rule
  otherwise (``aValue`` → ``getaValue``); both give ``orderId`` → ``getOrderId``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from dbjavagenix.javanames import (
    RESERVED_WORDS,
    TYPE_RESTRICTED,
    WORD_CATEGORIES,
    can_start_identifier,
    is_identifier_text,
)

JAVA_KEYWORDS = RESERVED_WORDS | TYPE_RESTRICTED | frozenset({"non-sealed", "exports", "module", "requires"})
"""The words a generated class or field is never named after (a derived name gets ``_``
appended): the reserved words and literals, the contextual keywords a type cannot have, and
the module-declaration words (kept for the sake of readers and older tools)."""

OGNL_KEYWORDS = frozenset(
    """and or not in instanceof new true false null shl shr ushr band bor xor eq neq lt gt lte
    gte""".split()
)
"""Words OGNL (MyBatis's ``<if test="...">`` language) reads as operators: a property named
``in`` or ``lt`` breaks every test that names it, so field names avoid them too."""
MYBATIS_BINDINGS = frozenset({"_parameter", "_databaseId"})
"""Names MyBatis binds in every dynamic statement: a property with such a name is hidden."""
OBJECT_ACCESSORS = frozenset({"getClass"})
"""``java.lang.Object`` methods an accessor must not be named after (``getClass`` is final)."""
JAVA_LANG_TYPES = frozenset(
    """String Object Class Boolean Byte Character Short Integer Long Float Double Number Void Enum
    Iterable Comparable CharSequence Math System Thread Runnable Override Deprecated
    SuppressWarnings FunctionalInterface SafeVarargs Exception RuntimeException Throwable
    IllegalArgumentException IllegalStateException NullPointerException
    UnsupportedOperationException StringBuilder Cloneable AutoCloseable""".split()
)
"""The ``java.lang`` types that generated code (and code around it) names without an import:
the field types, ``Object``, ``Class``, ``Math``, the annotations and the common exceptions. A
generated class with one of these names would hide it in its own file and package
(``class String { private String v; }``). Rarer ``java.lang`` names (``Record``, ``Module``,
``Process``, ``Error`` ...) stay usable as table classes: nothing genix writes refers to them."""

_CASE_SPLIT = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+[0-9]*|\d+[a-z0-9]*|[^\W_A-Za-z0-9]+")


def _is_word_char(ch: str) -> bool:
    """A letter or digit of a word: what a Java identifier holds besides ``_`` and ``$``."""
    if ch.isascii():
        return ch.isalnum()
    return unicodedata.category(ch) in WORD_CATEGORIES


_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def words(name: str) -> list[str]:
    """Split a database name into lower-case words (non-ASCII words kept as they are)."""
    if _SNAKE.fullmatch(name):  # the common case, fast
        return name.split("_")
    return list(_split_words(name))


@lru_cache(maxsize=65536)
def _split_words(name: str) -> tuple[str, ...]:
    """:func:`words` of a name that is not plain snake case (memoised: a pure function of the
    name, asked again for every class stem on every run of a watched project)."""
    chunks: list[str] = []
    buf: list[str] = []
    if name.isascii() and name.isalnum():
        chunks.append(name)  # one chunk (a class stem: `SysUser`), no character to look at
    else:
        for ch in name:
            if _is_word_char(ch):
                buf.append(ch)
            elif buf:
                chunks.append("".join(buf))
                buf = []
    if buf:
        chunks.append("".join(buf))
    out: list[str] = []
    for chunk in chunks:
        ascii_letters = [c for c in chunk if c.isascii() and c.isalpha()]
        if ascii_letters and all(c.isupper() for c in ascii_letters):
            out.append(chunk.lower())
            continue
        parts = _CASE_SPLIT.findall(chunk)
        if "".join(parts) != chunk:  # something the regex does not cover: keep the chunk whole
            parts = [chunk]
        out.extend(p.lower() if p.isascii() else p for p in parts)
    return tuple(w for w in out if w)


def _join_digits(ws: list[str], capitalize_first: bool) -> str:
    parts = []
    for i, w in enumerate(ws):
        if i == 0 and not capitalize_first:
            parts.append(w)
        else:
            parts.append(w[:1].upper() + w[1:])
    return "".join(parts)


def pascal_case(name: str) -> str:
    """``sys_user`` → ``SysUser``; empty string when the name has no word."""
    return _join_digits(words(name), capitalize_first=True)


def camel_case(name: str) -> str:
    """``order_id`` → ``orderId``; empty string when the name has no word."""
    return _join_digits(words(name), capitalize_first=False)


def safe_identifier(ident: str) -> str:
    """Apply the keyword and leading-digit treatment (a digit or a combining mark cannot start
    a Java identifier: ``_`` goes first); '' stays ''."""
    if not ident:
        return ident
    if not can_start_identifier(ident[0]):
        ident = "_" + ident
    if ident in JAVA_KEYWORDS:
        ident += "_"
    return ident


def is_java_identifier(ident: str) -> bool:
    """True when ``ident`` can name a generated Java class, field or variable: identifier
    characters, and none of :data:`JAVA_KEYWORDS`."""
    return ident not in JAVA_KEYWORDS and is_identifier_text(ident)


def class_stem(table: str, strip_prefixes: tuple[str, ...] = ()) -> str:
    """Class name stem of a table: prefixes stripped (longest match first), PascalCase, treated."""
    name = strip_prefix(table, strip_prefixes)
    return safe_identifier(pascal_case(name))


def strip_prefix(table: str, prefixes: tuple[str, ...]) -> str:
    """``t_user`` with prefixes ``("t_",)`` → ``user`` (only when something remains)."""
    for p in sorted(prefixes, key=len, reverse=True):
        if p and table.lower().startswith(p.lower()) and len(table) > len(p):
            return table[len(p) :]
    return table


@lru_cache(maxsize=1 << 16)
def field_name(column: str) -> str:
    """Field name of a column: camelCase, treated (an OGNL operator word gets ``_`` too). A
    pure function of the name, asked for each column by several checks: remembered."""
    name = safe_identifier(camel_case(column))
    return name + "_" if name in OGNL_KEYWORDS else name


def field_name_problem(name: str, lombok: bool) -> str | None:
    """Why ``name`` (a ``java_name``) cannot name a generated field, or None."""
    if not is_java_identifier(name):
        return "is not a valid Java identifier"
    if "$" in name:
        return "contains `$`, which MyBatis and Lombok treat specially"
    if name in OGNL_KEYWORDS:
        return f'is an operator in MyBatis\'s OGNL expressions (`<if test="{name} != null">` fails)'
    if name in MYBATIS_BINDINGS:
        return "is a name MyBatis binds in every statement (the field would be hidden)"
    if getter(name, lombok) in OBJECT_ACCESSORS:
        return f"its getter would be `{getter(name, lombok)}()`, a final method of java.lang.Object"
    return None


def class_name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a generated class, or None."""
    if not is_java_identifier(name):
        return "is not a valid Java class name"
    if "$" in name:
        return "contains `$` (the JVM's separator of nested classes)"
    if name in JAVA_LANG_TYPES:
        return f"would hide java.lang.{name} in the generated code"
    return None


def lower_first(name: str) -> str:
    """``SysUser`` → ``sysUser`` (a variable holding an instance)."""
    return safe_identifier(name[:1].lower() + name[1:]) if name else name


def capitalize(name: str) -> str:
    return name[:1].upper() + name[1:]


def accessor_suffix(field: str, lombok: bool) -> str:
    """The part after ``get``/``set``: Lombok capitalises the first letter always; the JavaBeans
    rule keeps a field like ``aValue`` as is (``getaValue``) so the bean property round-trips."""
    if lombok:
        return capitalize(field)
    if len(field) > 1 and field[0].islower() and field[1].isupper():
        return field
    return capitalize(field)


def getter(field: str, lombok: bool) -> str:
    """Getter name (fields are boxed types, so never ``is...``)."""
    return "get" + accessor_suffix(field, lombok)


def setter(field: str, lombok: bool) -> str:
    """Setter name."""
    return "set" + accessor_suffix(field, lombok)


def json_name_ambiguous(field: str) -> bool:
    """Whether Jackson may name the property of ``field`` otherwise than the field: a name whose
    first letter is not lower case, or whose second letter is upper case (``aKey``: Lombok's
    ``getAKey()`` reads as ``akey`` in Jackson 2 and ``AKey`` in Jackson 3, and Jackson 3 does
    not take the JavaBeans ``getaKey()`` for a getter at all). Such fields get ``@JsonProperty``
    on the field and on its accessors, which Jackson 2 and 3 both honour."""
    if not field[:1].islower():
        return True
    return len(field) > 1 and field[1].isupper()


def kebab_plural_path(stem: str) -> str:
    """REST path segment of a class stem: ``SysUser`` → ``sys-user``."""
    ws = words(stem)
    return "-".join(ws) if ws else stem
