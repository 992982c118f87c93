"""Values for every column type, and one comparison of what the API says with what the database
holds (read back with PyMySQL, psycopg or sqlite3, never through the app).

:func:`probe` gives a JSON value a field's column accepts (``n`` varies it, so unique columns
and assigned keys get new values); :func:`canon` turns a JSON value or a driver value into one
comparable Python value, by the field's Java type and database type. Two values are the same
when their canonical forms are equal.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import math
import struct
import uuid
from decimal import Decimal
from typing import Any

from dbjavagenix.resolve.context.model import FieldModel

INTEGER_RANGES = {
    # (signed first value, signed second value, unsigned first, unsigned second)
    "tinyint": (7, 9, 200, 250),
    "smallint": (300, 301, 60000, 1),
    "int2": (300, 301, 60000, 1),
    "mediumint": (70000, 70001, 16000000, 2),
    "year": (2024, 1999, 2024, 1999),
}


def base_type(f: FieldModel) -> str:
    """The base database type of ``f``, lower case, without length or ``unsigned``."""
    return f.db_type.lower().split("(")[0].replace(" unsigned", "").strip()


def unsigned(f: FieldModel) -> bool:
    return "unsigned" in f.db_type.lower()


def _text(f: FieldModel, n: int, second: bool) -> str:
    base = ("Ünïcødé ✓ 漢字 😀 " if not second else "second 'quoted' \"value\" ") + str(n)
    limit = f.length or 0
    if limit and len(base) > limit:
        tail = str(n)
        return (("x" if not second else "y") * limit + tail)[-limit:] if limit > len(tail) else tail[-limit:]
    return base


def probe(
    f: FieldModel,
    dialect: str,
    n: int,
    second: bool = False,
    formats: dict[str, str] | None = None,
    fractions: bool = True,
) -> Any:
    """A JSON value column ``f`` accepts (``second``: another one, for updates); None when the
    type gets no value (never for the torture schema's columns)."""
    jt = f.java_type
    bt = base_type(f)
    formats = formats or {}
    if jt.endswith("[]") and jt != "byte[]":
        return _array(f, n, second)
    if f.enum_values:
        if bt == "set":
            return "red,blue" if not second else "green"
        values = list(f.enum_values)
        return values[0] if not second else values[-1]
    if jt == "Boolean":
        return not second
    if jt in ("Integer", "Short", "Byte"):
        if bt in INTEGER_RANGES:
            a, b, ua, ub = INTEGER_RANGES[bt]
            return (ub if second else ua) if unsigned(f) else (b if second else a)
        return 654321 if second else 123456 + n
    if jt == "Long":
        if bt == "oid":
            return 7 if second else 4000000000
        if unsigned(f):
            return 1 if second else 4000000000
        return 42 + n if second else 9007199254740993
    if jt == "BigInteger":
        return 1 if second else 18446744073709551615
    if jt == "BigDecimal":
        if f.precision is None:
            return Decimal("12.34") if not second else Decimal("5.5")
        scale = f.scale or 0
        whole = "9876543210"[: max(min(f.precision - scale, 5), 1)]
        first = Decimal(whole + ("." + ("25" + "0" * scale)[:scale] if scale else ""))
        return first if not second else (Decimal("1.5") if scale else Decimal(3))
    if jt == "Float":
        return 2.25 if second else 1.5
    if jt == "Double":
        return 0.5 if second else 1234.5625
    if jt == "byte[]":
        if bt == "bit":
            raw = b"\xa5" if not second else b"\x0f"
        elif bt in ("point", "geometry"):
            raw = b"\x00\x00\x00\x00\x01" + struct.pack("<I", 1) + struct.pack("<dd", 1.5 + second, 2.5)
        elif f.length and bt == "binary":
            raw = bytes(range(1, f.length + 1)) if not second else bytes(range(9, 9 + f.length))
        else:
            raw = b"\x00\x01\xfe\xff" if not second else b"second"
        return base64.b64encode(raw).decode()
    if jt == "LocalDate":
        return "1999-12-31" if second else "2024-02-29"
    if jt == "LocalTime":
        return "23:59:58" if second else "03:04:05"
    if jt == "LocalDateTime":
        if formats.get("LocalDateTime") == "yyyy-MM-dd HH:mm:ss":
            return "1999-12-31 23:59:58" if second else "2024-02-29 13:14:15"
        fraction = ".123456" if "(6)" in f.db_type and fractions else ""
        return ("1999-12-31T23:59:58" if second else "2024-02-29T13:14:15") + fraction
    if jt == "OffsetDateTime":
        return "1999-12-31T23:59:58Z" if second else "2024-02-29T15:14:15+02:00"
    if jt == "OffsetTime":
        return "23:59:58Z" if second else "03:04:05+02:00"
    if jt == "Object":
        return 42 + n if second else f"typeless {n}"
    if jt != "String":
        return None
    return _string(f, bt, dialect, n, second)


def _string(f: FieldModel, bt: str, dialect: str, n: int, second: bool) -> Any:
    if bt == "uuid":
        return str(uuid.UUID(int=(n * 7919 + (1 << 100) + int(second))))
    if bt in ("json", "jsonb"):
        return '{"a": 1, "b": [true, null], "n": ' + str(n) + "}" if not second else '{"k": "v"}'
    if bt == "xml":
        return f"<a>{n}</a>" if not second else "<b/>"
    if bt == "inet":
        return "192.168.0.1" if not second else "10.1.2.3/16"
    if bt == "cidr":
        return "10.0.0.0/8" if not second else "192.168.0.0/24"
    if bt == "macaddr":
        return "08:00:2b:01:02:03" if not second else "08:00:2b:01:02:04"
    if bt == "inet6":
        return "2001:db8::1" if not second else "::1"
    if bt == "inet4":
        return "192.168.0.1" if not second else "10.0.0.1"
    if bt == "tsvector":
        return "'a' 'b'" if not second else "'fat' 'rat'"
    if bt == "point":
        return "(1,2)" if not second else "(3.5,-4)"
    if bt == "interval":
        return "1 day 02:00:00" if not second else "00:30:00"
    if bt == "bit" or bt.startswith("bit varying") or bt == "varbit":
        width = f.length or f.precision or 8
        return ("10" * width)[:width] if not second else ("01" * width)[:width]
    if bt in ("char", "character", "bpchar") and (f.length or 1) == 1:
        return "x" if not second else "y"
    return _text(f, n, second)


def _array(f: FieldModel, n: int, second: bool) -> Any:
    bt = base_type(f).replace("[]", "").strip()
    dims = f.java_type.count("[]")
    elem = f.java_type.replace("[]", "")
    if elem == "Integer":
        flat: list[Any] = [1, -2, 3 + n] if not second else [4]
    elif elem == "Long":
        flat = [9007199254740993, -1] if not second else [5]
    elif elem == "Boolean":
        flat = [True, False] if not second else [False]
    elif elem == "BigDecimal":
        flat = [1.5, 2.25] if not second else [3]
    elif elem in ("Double", "Float"):
        flat = [0.5, 1e10] if not second else [-2.5]
    elif "timestamp" in bt:
        flat = ["2024-01-02 03:04:05", "1999-12-31 23:59:59"] if not second else ["2000-01-01 00:00:00"]
    elif bt == "date":
        flat = ["2024-01-02"] if not second else ["1999-12-31", "2000-01-01"]
    elif bt == "uuid":
        flat = [str(uuid.UUID(int=n + 5))] if not second else [str(uuid.UUID(int=n + 6))]
    elif "mood" in bt or f.enum_values:
        flat = ["sad", "happy"] if not second else ["ok"]
    else:
        flat = ["a", 'quote " and \\ backslash', "comma, brace {}", None] if not second else ["b"]
    if dims == 2:
        half = max(len(flat) // 2, 1)
        return [flat[:half], flat[half : half * 2]] if len(flat) >= 2 else [flat, flat]
    return flat


# ---------------------------------------------------------------------------------- compare


def canon(value: Any, f: FieldModel, source: str) -> Any:
    """One comparable form of a JSON (``source="json"``) or driver (``"db"``) value of ``f``."""
    if value is None:
        return None
    jt = f.java_type
    bt = base_type(f)
    if isinstance(value, memoryview):
        value = bytes(value)
    if jt.endswith("[]") and jt != "byte[]":
        if source == "db" and isinstance(value, str):
            value = json.loads(value)  # the harness reads PostgreSQL arrays as to_json(col)
        return _canon_array(value, f)
    if jt == "Boolean":
        if isinstance(value, (bytes, bytearray)):
            return int.from_bytes(value, "big") != 0
        if isinstance(value, str):
            return value.lower() in ("1", "t", "true")
        return bool(value)
    if jt in ("Integer", "Long", "BigInteger", "Short", "Byte"):
        return int(value)
    if jt == "BigDecimal":
        if isinstance(value, str):
            value = value.replace("$", "").replace(",", "")
        return Decimal(str(value)).normalize()
    if jt == "Float":
        return round(float(value), 4)
    if jt == "Double":
        return float(value)
    if jt == "byte[]":
        if source == "json":
            return base64.b64decode(value)
        if isinstance(value, str) and value.startswith("\\x"):
            return bytes.fromhex(value[2:])
        return bytes(value)
    if jt == "LocalDate":
        return value.isoformat() if isinstance(value, dt.date) else str(value)[:10]
    if jt == "LocalTime":
        if isinstance(value, dt.timedelta):
            secs = int(value.total_seconds())
            return f"{secs // 3600:02d}:{secs % 3600 // 60:02d}:{secs % 60:02d}"
        return value.isoformat() if isinstance(value, dt.time) else str(value)
    if jt == "LocalDateTime":
        return _datetime(value)
    if jt == "OffsetDateTime":
        d = _datetime(value)
        return d.astimezone(dt.UTC) if d.tzinfo else d
    if jt == "OffsetTime":
        t = value if isinstance(value, dt.time) else dt.time.fromisoformat(str(value).replace("Z", "+00:00"))
        off = t.utcoffset() or dt.timedelta()
        return (t.hour * 3600 + t.minute * 60 + t.second - off.total_seconds()) % 86400
    if jt == "String":
        if isinstance(value, (set, frozenset)):
            return ",".join(sorted(value))
        text = str(value)
        if bt in ("json", "jsonb"):
            return json.loads(text)
        if bt == "uuid":
            return text.lower()
        if bt == "set":
            return ",".join(sorted(p for p in text.split(",") if p))
        if bt == "point":
            # the same point: pgjdbc prints binary-transferred points as Java doubles ("-4.0")
            return tuple(float(x) for x in text.strip("()").split(","))
        return text
    if jt == "Object":
        if isinstance(value, float) and value.is_integer():
            return int(value)
        return value
    return value


def _datetime(value: Any) -> dt.datetime:
    if isinstance(value, dt.datetime):
        return value
    text = str(value).replace("T", " ").replace("Z", "+00:00")
    return dt.datetime.fromisoformat(text)


def _canon_array(value: Any, f: FieldModel) -> Any:
    bt = base_type(f)
    if isinstance(value, list):
        return [_canon_array(v, f) for v in value]
    if value is None:
        return None
    if "timestamp" in bt:
        return _datetime(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float, Decimal)) or f.java_type.startswith(("BigDecimal", "Double", "Float")):
        d = Decimal(str(value))
        return float(d) if f.java_type.startswith(("Double", "Float")) else d.normalize()
    return str(value)


def same(f: FieldModel, api: Any, db: Any) -> bool:
    """The API's value and the database's value of ``f`` are the same value."""
    a, b = canon(api, f, "json"), canon(db, f, "db")
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9)
    return bool(a == b)


_DEC = "\u0000dec:"


def _mark(value: Any) -> Any:
    if isinstance(value, Decimal):
        return _DEC + format(value, "f") + "\u0000"
    if isinstance(value, list):
        return [_mark(v) for v in value]
    if isinstance(value, dict):
        return {k: _mark(v) for k, v in value.items()}
    return value


def dumps(body: Any) -> str:
    """JSON text of a request body, decimals written with their exact digits."""
    import re

    text = json.dumps(_mark(body), ensure_ascii=False)
    return re.sub(r'"\\u0000dec:([-0-9.]+)\\u0000"', r"\1", text)
