"""PostgreSQL types and defaults from DDL text, spelled as ``format_type()`` and
``pg_get_expr()`` print them (``int4`` → ``integer``, ``varchar(45)`` → ``character
varying(45)``, ``DEFAULT 'G'`` on an enum column → ``'G'::mpaa_rating``)."""

from __future__ import annotations

import re

from dbjavagenix.introspect.ddl_types import TypeShape, clean
from dbjavagenix.introspect.postgres import numbers_of

_ALIASES = {
    "int": "integer",
    "int4": "integer",
    "int2": "smallint",
    "int8": "bigint",
    "serial": "integer",
    "serial4": "integer",
    "bigserial": "bigint",
    "serial8": "bigint",
    "smallserial": "smallint",
    "serial2": "smallint",
    "varchar": "character varying",
    "char varying": "character varying",
    "char": "character",
    "bool": "boolean",
    "float8": "double precision",
    "float4": "real",
    "decimal": "numeric",
    "timestamptz": "timestamp with time zone",
    "timetz": "time with time zone",
    "varbit": "bit varying",
}
_SERIALS = frozenset({"serial", "serial4", "bigserial", "serial8", "smallserial", "serial2"})
_ZONED = re.compile(r"^(timestamp|time)(?:\((\d+)\))?(?: (with|without) time zone)?$")
_ARRAY = re.compile(r"(\[\d*\]|\s+array(?:\[\d*\])?)$")


def unquote_name(name: str, schema: str) -> str:
    """``public.mpaa_rating`` → ``mpaa_rating`` (the reader's qualification rule);
    ``"Odd"`` → ``Odd``."""
    parts = [p[1:-1].replace('""', '"') if p.startswith('"') else p.lower() for p in _name_parts(name)]
    if len(parts) > 1 and parts[0] in (schema, "public", "pg_catalog"):
        parts = parts[1:]
    return ".".join(parts)


def _name_parts(name: str) -> list[str]:
    return re.findall(r'"(?:[^"]|"")*"|[^.\s]+', name.strip())


def pg_type(
    text: str,
    enums: dict[str, tuple[str, ...]],
    domains: dict[str, TypeShape],
    schema: str,
) -> TypeShape:
    """The column's type fields as the PostgreSQL reader reports them."""
    raw = text.strip()
    dims = 0
    while True:
        m = _ARRAY.search(raw)
        if not m:
            break
        dims += 1
        raw = raw[: m.start()].rstrip()
    name = unquote_name(raw, schema) if not raw.startswith('"char"') else '"char"'
    if name in enums:
        return TypeShape(name, "enum", enum_values=enums[name], user_type=name, array_dimensions=dims)
    if name in domains:
        dom = domains[name]
        return TypeShape(
            name,
            dom.data_type,
            dom.length,
            dom.precision,
            dom.scale,
            user_type=name,
            array_dimensions=dims or dom.array_dimensions,
        )
    t = clean(raw)
    m2 = re.match(r"^(?P<base>[a-z_\" ]+?)\s*(?:\((?P<args>[^)]*)\))?(?P<rest>(?: [a-z ]+)?)$", t)
    base, args, rest = (m2.group("base"), m2.group("args"), m2.group("rest").strip()) if m2 else (t, None, "")
    serial = base in _SERIALS
    if base == "float":
        base = "double precision" if not args or int(args) > 24 else "real"
        args = None
    base = _ALIASES.get(base, base)
    zoned = _ZONED.match(" ".join(x for x in (base + (f"({args})" if args else ""), rest) if x))
    if zoned:
        kind, p, tz = zoned.group(1), zoned.group(2), zoned.group(3) or "without"
        data_type = f"{kind} {tz} time zone"
        type_text = f"{kind}({p}) {tz} time zone" if p else data_type
    elif base in ("timestamp with time zone", "time with time zone"):
        kind = base.split()[0]
        data_type = base
        type_text = f"{kind}({args}) with time zone" if args else base
    else:
        if base in ("character", "bit") and args is None:
            args = "1"
        data_type = base
        type_text = f"{base}({args})" if args is not None else base
        if rest:
            type_text += " " + rest
    length, precision, scale = numbers_of(type_text, data_type)
    return TypeShape(
        type_text + ("[]" if dims else ""),
        data_type,
        length,
        precision,
        scale,
        array_dimensions=dims,
        serial=serial,
    )


_CAST_NAMES = {
    "character varying": "character varying",
    "character": "bpchar",
    "text": "text",
}


def pg_default(text: str | None, shape: TypeShape, schema: str) -> str | None:
    """The default as ``pg_get_expr`` prints it, for the forms DDL usually holds."""
    if text is None:
        return None
    t = text.strip()
    if t.upper() == "NULL" or t.upper().startswith("NULL::"):
        return None
    # names qualified with the read schema (pg_dump writes public.x) read unqualified
    q = re.escape(schema)
    t = re.sub(rf"'(?:{q}|public)\.([^']+)'::regclass", r"'\1'::regclass", t)
    t = re.sub(rf"::(?:{q}|public)\.", "::", t)
    m = re.match(r"^nextval\('([^']+)'(?:::regclass)?\)$", t, re.I)
    if m:
        return f"nextval('{m.group(1)}'::regclass)"
    if re.match(r"^(now|current_timestamp|current_date|localtimestamp|current_time)\s*\(\)$", t, re.I):
        return t.split("(")[0].lower() + "()" if t.lower().startswith("now") else t
    if t.upper() in ("CURRENT_TIMESTAMP", "CURRENT_DATE", "CURRENT_TIME", "LOCALTIMESTAMP", "LOCALTIME"):
        return t.upper()
    if t.upper() in ("TRUE", "FALSE"):
        return t.lower()
    if re.match(r"^\d+(\.\d+)?$", t):
        return t
    if re.match(r"^-\d+(\.\d+)?$", t):
        return f"'{t}'::{_cast_name(shape)}"
    s = re.match(r"^'((?:[^']|'')*)'$", t, re.S)
    if s:
        value = s.group(1)
        if shape.data_type in ("integer", "smallint", "bigint", "numeric", "real", "double precision"):
            if re.match(r"^\d+(\.\d+)?$", value):
                return value
            return f"'{value}'::{_cast_name(shape)}"
        if shape.data_type in ("timestamp without time zone", "date"):
            value = _pg_datetime(value, shape.data_type == "date")
        if shape.data_type == "boolean" and value.lower() in ("true", "false", "t", "f"):
            return "true" if value.lower() in ("true", "t") else "false"
        return f"'{value}'::{_cast_name(shape)}"
    return t


_DATETIME = re.compile(
    r"^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(?:z|[+-]\d{2}(?::?\d{2})?)?$",
    re.I,
)


def _pg_datetime(value: str, date_only: bool) -> str:
    """A timestamp (without time zone) or date literal as PostgreSQL prints it: the zone
    offset dropped, fields zero-padded, seconds always shown."""
    m = _DATETIME.match(value.strip())
    if not m:
        return value
    y, mo, d, hh, mi, ss, frac = m.groups()
    day = f"{y}-{int(mo):02d}-{int(d):02d}"
    if date_only:
        return day
    frac = (frac or "").rstrip("0").rstrip(".") if frac else ""
    return f"{day} {int(hh or 0):02d}:{mi or '00'}:{ss or '00'}{frac}"


def _cast_name(shape: TypeShape) -> str:
    if shape.user_type:
        return shape.user_type
    name = _CAST_NAMES.get(shape.data_type, shape.data_type)
    return name + ("[]" if shape.array_dimensions else "")
