"""Java's rules for names, by the JLS: which words are reserved (§3.9), which characters make an
identifier (§3.8, by Unicode category), what a package name and a type name may be. The one home
of these facts: the config model checks the base package with them, the resolver every
generated name.
"""

from __future__ import annotations

import re
import unicodedata

RESERVED_WORDS = frozenset(
    """abstract assert boolean break byte case catch char class const continue default do double
    else enum extends final finally float for goto if implements import instanceof int interface
    long native new package private protected public return short static strictfp super switch
    synchronized this throw throws transient try void volatile while _ true false null""".split()
)
"""The reserved keywords of the JLS (§3.9, ``_`` included) and the literals ``true``, ``false``,
``null`` (§3.10): no identifier of any kind, package names included, may be one of them."""
CONTEXTUAL_KEYWORDS = frozenset(
    """exports module non-sealed open opens permits provides record requires sealed to transitive
    uses var when with yield""".split()
)
"""Contextual keywords (JLS §3.9): keywords only where the grammar says so, ordinary identifiers
elsewhere; a package name may hold them (``com.acme.module.infra``)."""
TYPE_RESTRICTED = frozenset({"permits", "record", "sealed", "var", "yield"})
"""Contextual keywords that cannot name a type (JLS §3.8, *TypeIdentifier*)."""
_ASCII_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
WORD_CATEGORIES = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Nl", "Nd", "Mn", "Mc"})
"""The Unicode categories of the letters and digits of a Java identifier (JLS §3.8): letters,
letter numbers, decimal digits and combining marks; not other numbers (``²``, ``½``), which
Java refuses."""
_START_CATEGORIES = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Nl", "Sc", "Pc"})
"""``Character.isJavaIdentifierStart``: letters, letter numbers, currency symbols (``$``) and
connector punctuation (``_``)."""
_PART_CATEGORIES = _START_CATEGORIES | {"Nd", "Mn", "Mc"}
"""``Character.isJavaIdentifierPart``: a start character, a digit or a combining mark. (Java
also allows the "ignorable" format and control characters, which are invisible and ignored by
the compiler: genix refuses them, a name holding one reads as another name.)"""


def can_start_identifier(ch: str) -> bool:
    """Whether Java takes ``ch`` as the first character of an identifier."""
    return unicodedata.category(ch) in _START_CATEGORIES if not ch.isascii() else ch.isalpha() or ch in "_$"


def is_identifier_text(ident: str) -> bool:
    """Whether ``ident`` is made of Java identifier characters (JLS §3.8): a start character
    then part characters, by their Unicode categories; keywords are not looked at."""
    if not ident:
        return False
    if ident.isascii():
        return _ASCII_IDENTIFIER.fullmatch(ident) is not None
    cat = unicodedata.category
    return cat(ident[0]) in _START_CATEGORIES and all(cat(c) in _PART_CATEGORIES for c in ident[1:])


def package_problem(package: str, absolute: bool = True, keywords: bool = True) -> str | None:
    """Why ``package`` cannot be a Java package name (``absolute``: a whole package, not a
    sub-package appended to another; ``keywords``: reserved words are looked at too), or None."""
    if not package:
        return "is empty"
    parts = package.split(".")
    for part in parts:
        if not part:
            return "has an empty part (two dots, or a dot at an end)"
        if keywords and part in RESERVED_WORDS:
            return f"contains `{part}`, a Java keyword or reserved name"
        if not is_identifier_text(part) or "$" in part:
            return f"contains `{part}`, which is not a Java identifier"
    if absolute and parts[0] == "java":
        return "is under `java.`, where the JVM refuses to load classes of an application"
    return None


_OBJECT_METHODS = frozenset(
    {"clone", "equals", "finalize", "getClass", "hashCode", "notify", "notifyAll", "toString", "wait"}
)
_GENERATED_LOCALS = frozenset({"p", "with"})
"""Names the generated code gives something else beside a paging parameter: ``p`` (the statement
parameters of a list query, a local of its ``toParams()``) and ``with`` (the relations parameter)."""


def request_param_problem(name: str) -> str | None:
    """Why ``name`` cannot be a paging request parameter (``[api.query] page_param`` ...), which
    is also a property of a list query's class (a field with a getter and setter, or a record
    component), or None. The JavaBeans property of the accessors must be the name itself: a
    lower-case ASCII first letter, not followed by an upper-case one (``pNum``: ``getPNum()``
    is the property ``PNum``)."""
    if not re.fullmatch(r"[a-z][A-Za-z0-9_]*", name):
        return "is not a request parameter name such as pageNum (ASCII letters, digits and _, starting with a lower-case letter)"
    if name in RESERVED_WORDS:
        return "is a Java keyword, which cannot name the list query's property"
    if len(name) > 1 and name[1].isupper():
        return "has an upper-case second letter: its getter would name another bean property (pNum: getPNum() is PNum)"
    if name in _OBJECT_METHODS:
        return "is a method of java.lang.Object, which a record component cannot name"
    if name in _GENERATED_LOCALS:
        return "is a name the generated code gives something else (p: the statement parameters, with: the relations)"
    return None


PRIMITIVES = frozenset({"boolean", "byte", "char", "short", "int", "long", "float", "double"})
"""Java's primitive types (a column's field holds null, so a field is never one of them)."""


def java_type_problem(spec: str) -> str | None:
    """Why ``spec`` (a ``java_type`` or ``[types]`` value: a simple or fully qualified class
    name, or an array of one) cannot be written as a Java type, or None. Whether a simple name
    is known is decided where the type is resolved."""
    base = spec.strip()
    while base.endswith("[]"):
        base = base[:-2].rstrip()
    if base in PRIMITIVES:
        return None if base != spec.strip() else f"is the primitive type `{base}`, which cannot hold NULL"
    parts = base.split(".")
    for part in parts:
        if not part:
            return "has an empty part (two dots, or a dot at an end)"
        if part in RESERVED_WORDS:
            return f"contains `{part}`, a Java keyword or reserved name"
        if not is_identifier_text(part):
            return f"contains `{part}`, which is not a Java identifier"
    if parts[-1] in TYPE_RESTRICTED:
        return f"ends in `{parts[-1]}`, which cannot name a Java type"
    return None
