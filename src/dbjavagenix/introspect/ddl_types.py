"""Declared types and defaults from DDL text, spelled the way each server reports them.

A live database answers ``int(10) unsigned`` (MariaDB), ``int unsigned`` (MySQL 8) or
``integer`` (PostgreSQL's ``format_type``) for what the DDL wrote as ``INT UNSIGNED`` or
``int4``; defaults come back as the server prints them (``current_timestamp()`` on MariaDB,
``'G'::mpaa_rating`` on PostgreSQL). These functions apply the servers' rules to the text a
DDL file holds, so a catalog from DDL equals the one introspection gives.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from dbjavagenix.introspect.typetext import parse_enum_values, parse_type


@dataclass(frozen=True, slots=True)
class TypeShape:
    """A column's type fields (see :class:`~dbjavagenix.introspect.catalog.Column`)."""

    type: str
    data_type: str
    length: int | None = None
    precision: int | None = None
    scale: int | None = None
    unsigned: bool = False
    enum_values: tuple[str, ...] = ()
    user_type: str | None = None
    array_dimensions: int = 0
    serial: bool = False
    """PostgreSQL ``serial`` / MySQL ``SERIAL``: NOT NULL, filled by a sequence."""


_TYPE = re.compile(r"^(?P<base>[a-z_][a-z0-9_ ]*?)\s*(?:\((?P<args>.*)\))?(?P<rest>(?:\s+[a-z_]+)*)$", re.S)


def clean(text: str) -> str:
    """Lower case (quoted values of enum/set kept), single spaces, no spaces around ``(),``."""
    out = []
    for part in re.split(r"('(?:[^'\\]|''|\\.)*')", text.strip()):
        if part.startswith("'"):
            out.append(part)
        else:
            p = " ".join(part.lower().split())
            p = re.sub(r"\s*([(),])\s*", r"\1", p)
            p = re.sub(r"\)(?=[a-z])", ") ", p)
            out.append(p)
    return "".join(out)


# ---------------------------------------------------------------- MySQL / MariaDB

_MY_ALIASES = {
    "integer": "int",
    "int1": "tinyint",
    "int2": "smallint",
    "int3": "mediumint",
    "middleint": "mediumint",
    "int4": "int",
    "int8": "bigint",
    "dec": "decimal",
    "numeric": "decimal",
    "fixed": "decimal",
    "double precision": "double",
    "real": "double",
    "float4": "float",
    "float8": "double",
    "character": "char",
    "character varying": "varchar",
    "char varying": "varchar",
    "nchar": "char",
    "national char": "char",
    "national character": "char",
    "nvarchar": "varchar",
    "national varchar": "varchar",
    "national character varying": "varchar",
    "nchar varchar": "varchar",
    "long varchar": "mediumtext",
    "long": "mediumtext",
    "long varbinary": "mediumblob",
}
_MY_INT_WIDTH = {
    "tinyint": (4, 3),
    "smallint": (6, 5),
    "mediumint": (9, 8),
    "int": (11, 10),
    "bigint": (20, 20),
}
_MY_ONE = ("char", "binary", "bit")
_MY_TIMES = ("timestamp", "datetime", "time")


@lru_cache(maxsize=4096)  # pure; a schema repeats a few dozen type spellings
def mysql_type(text: str, mariadb: bool) -> TypeShape:
    """``INT UNSIGNED`` → ``int(10) unsigned`` (MariaDB) or ``int unsigned`` (MySQL 8)."""
    t = clean(text)
    m = _TYPE.match(t)
    if not m:
        return TypeShape(t, t)
    base, args, rest = m.group("base").strip(), m.group("args"), m.group("rest").split()
    words = base.split()
    while len(words) > 1 and words[-1] in ("unsigned", "signed", "zerofill"):
        rest.insert(0, words.pop())
    base = " ".join(words)
    zerofill = "zerofill" in rest
    unsigned = "unsigned" in rest or zerofill
    serial = False
    if base in ("bool", "boolean"):
        base, args = "tinyint", "1"
    elif base == "serial":
        base, unsigned, serial = "bigint", True, True
    base = _MY_ALIASES.get(base, base)
    if base in ("enum", "set"):
        values = parse_enum_values(args or "")
        inner = ",".join("'" + v.replace("\\", "\\\\").replace("'", "''") + "'" for v in values)
        return TypeShape(f"{base}({inner})", base, enum_values=values)
    tail = (" unsigned" if unsigned else "") + (" zerofill" if zerofill else "")
    if base in _MY_INT_WIDTH:
        width = args if args and args.isdigit() else None
        if mariadb:
            width = width or str(_MY_INT_WIDTH[base][1 if unsigned else 0])
        elif not zerofill and not (base == "tinyint" and width == "1"):
            width = None  # MySQL 8.0.19+ reports no display width
        elif zerofill and width is None:
            width = str(_MY_INT_WIDTH[base][1])
        type_text = f"{base}({width}){tail}" if width else f"{base}{tail}"
    elif base == "decimal":
        nums = [a for a in (args or "").split(",") if a]
        p, s = (nums + ["10"])[0] if nums else "10", nums[1] if len(nums) > 1 else "0"
        type_text = f"decimal({p},{s}){tail}"
    elif base == "float" and args and args.isdigit():
        base = "float" if int(args) <= 24 else "double"
        type_text = base + tail
    elif base in _MY_ONE and not args:
        type_text = f"{base}(1)"
    elif base == "year":
        type_text = "year(4)" if mariadb else "year"
    elif base in _MY_TIMES and args == "0":
        type_text = base
    elif base == "json":
        type_text = "json"
    else:
        type_text = f"{base}({args}){tail}" if args is not None else base + tail
    pt = parse_type(type_text)
    return TypeShape(
        type_text,
        base,
        length=pt.length,
        precision=pt.precision,
        scale=pt.scale,
        unsigned=pt.unsigned,
        serial=serial,
    )


_NUMERIC = frozenset("tinyint smallint mediumint int bigint decimal float double bit year".split())
_NOW = re.compile(r"^(?:current_timestamp|now|localtime|localtimestamp)\s*(?:\(\s*(\d*)\s*\))?$", re.I)


@lru_cache(maxsize=4096)
def mysql_default(text: str | None, shape: TypeShape, mariadb: bool) -> str | None:
    """The default as the server prints it: strings quoted, numbers bare (converted to the
    column's type), ``current_timestamp()`` (MariaDB) / ``CURRENT_TIMESTAMP`` (MySQL)."""
    if text is None:
        return None
    t = text.strip()
    while t.startswith("(") and t.endswith(")") and _balanced(t[1:-1]):
        t = t[1:-1].strip()
    if t.upper() == "NULL":
        return None
    m = _NOW.match(t)
    if m:
        fsp = m.group(1) or ""
        if mariadb:
            return f"current_timestamp({fsp})"
        return f"CURRENT_TIMESTAMP({fsp})" if fsp else "CURRENT_TIMESTAMP"
    quoted = re.match(r"^(?:_[a-z0-9]+\s*|n)?'((?:[^'\\]|''|\\.)*)'$", t, re.I | re.S)
    if quoted:
        value = _unescape_mysql(quoted.group(1))
    elif re.match(r"^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$", t, re.I):
        value = t
    elif t.upper() in ("TRUE", "FALSE"):
        value = "1" if t.upper() == "TRUE" else "0"
    else:
        return t  # b'0', 0x1F, an expression (MySQL 8 / MariaDB 10.2+): as written
    if shape.data_type == "bit" and not quoted:
        return value
    if shape.data_type in _NUMERIC:
        return _number(value, shape)
    return "'" + value.replace("'", "''") + "'"


def _number(value: str, shape: TypeShape) -> str:
    try:
        d = Decimal(value.strip() or "0")
    except InvalidOperation:
        return "'" + value.replace("'", "''") + "'"
    if shape.data_type == "decimal":
        scale = shape.scale or 0
        return f"{d.quantize(Decimal(1).scaleb(-scale)):f}"
    if shape.data_type in ("float", "double"):
        text = format(d, "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return str(int(d.to_integral_value()))


def _unescape_mysql(body: str) -> str:
    out = []
    i = 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "b": "\b", "Z": "\x1a"}
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
            continue
        if ch == "'" and body.startswith("''", i):
            out.append("'")
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0
