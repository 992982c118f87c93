"""CHECK constraints that list a column's allowed values, read from their SQL text.

Every reader hands the constraint's expression as its server prints it (MariaDB's
``CHECK_CLAUSE``, PostgreSQL's ``pg_get_constraintdef``, the ``CREATE TABLE`` text of SQLite,
the DDL parser's rendering) to :func:`allowed_values`. The shapes understood, one column each:

* ``status IN ('a', 'b')``, ``level IN (1, 2, 3)``;
* ``status = 'a' OR status = 'b'`` (either side of ``=``), also with ``OR status IS NULL``;
* PostgreSQL's rendering of those: ``((status)::text = ANY ((ARRAY['a'::character varying,
  'b'::character varying])::text[]))`` and ``((status = 'a'::text) OR (status = 'b'::text))``;
* MySQL's charset introducers (``_utf8mb4'a'``), any quoting of the column name.

Anything else (``NOT IN``, ``AND``, ranges, functions such as MariaDB's ``json_valid(col)``
that marks a JSON column) lists no values: :func:`allowed_values` returns None.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from dbjavagenix.introspect.catalog import Column

_TOKEN = re.compile(
    r"""
    \s+
    | (?P<cast>::\s*(?:"[^"]+"|[A-Za-z_][\w.]*)
        (?:\s+(?:varying|precision|without\s+time\s+zone|with\s+time\s+zone))?
        (?:\s*\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\s*\[\])*)
    | (?P<str>(?:_[A-Za-z0-9]+|[NnEe])?'(?:[^'\\]|''|\\.)*')
    | (?P<num>-?\d+(?:\.\d+)?)
    | (?P<qid>`(?:[^`]|``)+`|"(?:[^"]|"")+"|\[[^\]]+\])
    | (?P<id>[A-Za-z_][\w$]*)
    | (?P<op>[()\[\],=])
    """,
    re.VERBOSE,
)

Token = tuple[str, str]
"""``(kind, text)``: ``str`` (unquoted value), ``num``, ``id`` (a name), ``kw`` (upper-case
keyword), ``op``."""

_KEYWORDS = frozenset({"IN", "OR", "AND", "NOT", "ANY", "ARRAY", "IS", "NULL"})


def _unquote_string(text: str) -> str:
    body = text[text.index("'") + 1 : -1]
    return re.sub(r"''|\\(.)", lambda m: m.group(1) if m.group(1) is not None else "'", body)


def _tokens(expr: str) -> list[Token] | None:
    out: list[Token] = []
    pos = 0
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        if m is None:
            return None  # an operator this module does not read (<, >, ||, ...)
        pos = m.end()
        kind = m.lastgroup
        text = m.group(kind) if kind else ""
        if kind is None or kind == "cast":
            continue
        if kind == "qid" and text[0] == "[" and out and out[-1] == ("kw", "ARRAY"):
            pos = m.start() + 1  # ARRAY[...]: not a bracket-quoted name (SQLite's [name])
            out.append(("op", "["))
            continue
        if kind == "str":
            out.append(("str", _unquote_string(text)))
        elif kind == "qid":
            q = text[0]
            out.append(("id", text[1:-1].replace("``", "`") if q == "`" else text[1:-1].replace('""', '"')))
        elif kind == "id" and text.upper() in _KEYWORDS:
            out.append(("kw", text.upper()))
        else:
            out.append((kind, text))
    return out


class _Parser:
    def __init__(self, tokens: list[Token]) -> None:
        self.t = tokens
        self.i = 0

    def peek(self, offset: int = 0) -> Token | None:
        j = self.i + offset
        return self.t[j] if j < len(self.t) else None

    def take(self, kind: str, text: str | None = None) -> str:
        tok = self.peek()
        if tok is None or tok[0] != kind or (text is not None and tok[1] != text):
            raise ValueError
        self.i += 1
        return tok[1]

    def at(self, kind: str, text: str | None = None) -> bool:
        tok = self.peek()
        return tok is not None and tok[0] == kind and (text is None or tok[1] == text)

    def or_expr(self) -> tuple[str, list[str]]:
        col, values = self.term()
        while self.at("kw", "OR"):
            self.i += 1
            other, more = self.term()
            if other != col:
                raise ValueError
            values += more
        return col, values

    def term(self) -> tuple[str, list[str]]:
        start = self.i
        if self.at("op", "("):
            self.i += 1
            try:  # a parenthesised condition ...
                found = self.or_expr()
                self.take("op", ")")
                return found
            except ValueError:
                self.i = start  # ... or a parenthesised column: (status)::text = ...
        if self._at_value():
            value = self.value()
            self.take("op", "=")
            return self.column(), [value]
        col = self.column()
        if self.at("kw", "IS"):  # ``status IS NULL OR status IN (...)``: NULL stays allowed
            self.i += 1
            self.take("kw", "NULL")
            return col, []
        if self.at("kw", "IN"):
            self.i += 1
            self.take("op", "(")
            values = self.values(")")
            return col, values
        self.take("op", "=")
        if self.at("kw", "ANY"):
            self.i += 1
            self.take("op", "(")
            depth = 0
            while self.at("op", "("):
                self.i += 1
                depth += 1
            self.take("kw", "ARRAY")
            self.take("op", "[")
            values = self.values("]")
            for _ in range(depth):
                self.take("op", ")")
            self.take("op", ")")
            return col, values
        return col, [self.value()]

    def _at_value(self) -> bool:
        j = 0
        while (tok := self.peek(j)) is not None and tok == ("op", "("):
            j += 1
        tok = self.peek(j)
        return tok is not None and tok[0] in ("str", "num")

    def column(self) -> str:
        if self.at("op", "("):
            self.i += 1
            name = self.column()
            self.take("op", ")")
            return name
        return self.take("id")

    def value(self) -> str:
        if self.at("op", "("):
            self.i += 1
            v = self.value()
            self.take("op", ")")
            return v
        tok = self.peek()
        if tok is None or tok[0] not in ("str", "num"):
            raise ValueError
        self.i += 1
        return tok[1]

    def values(self, close: str) -> list[str]:
        out = [self.value()]
        while self.at("op", ","):
            self.i += 1
            out.append(self.value())
        self.take("op", close)
        return out


def allowed_values(expr: str) -> tuple[str, tuple[str, ...]] | None:
    """``(column, values)`` when the CHECK expression ``expr`` (without the ``CHECK`` word; outer
    parentheses allowed) lists the allowed values of one column, in their order, duplicates
    dropped; None for any other condition."""
    text = expr.strip()
    if text[:5].upper() == "CHECK":
        text = text[5:]
    tokens = _tokens(text)
    if not tokens:
        return None
    p = _Parser(tokens)
    try:
        col, values = p.or_expr()
    except ValueError:
        return None
    if p.i != len(tokens) or not values:
        return None
    return col, tuple(dict.fromkeys(values))


def apply_checks(columns: Iterable[Column], expressions: Iterable[str]) -> tuple[Column, ...]:
    """The columns with the values of the CHECK ``expressions`` that list a column's allowed
    values (matched by name, case-insensitively when no exact match); two lists on one column
    keep the values both allow."""
    cols = list(columns)
    found: dict[int, tuple[str, ...]] = {}
    for expr in expressions:
        parsed = allowed_values(expr)
        if parsed is None:
            continue
        name, values = parsed
        index = _find(cols, name)
        if index is None:
            continue
        if index in found:
            values = tuple(v for v in found[index] if v in values)
        found[index] = values
    for index, values in found.items():
        cols[index] = replace(cols[index], check_values=values)
    return tuple(cols)


def _find(cols: list[Column], name: str) -> int | None:
    for i, c in enumerate(cols):
        if c.name == name:
            return i
    low = name.lower()
    for i, c in enumerate(cols):
        if c.name.lower() == low:
            return i
    return None


_CHECK_WORD = re.compile(r"\bCHECK\s*\(", re.IGNORECASE)


def checks_in_create(sql: str) -> list[str]:
    """The expressions of the ``CHECK (...)`` clauses of a ``CREATE TABLE`` text (SQLite keeps
    only that text), parentheses balanced, quotes respected."""
    out: list[str] = []
    pos = 0
    while (m := _CHECK_WORD.search(sql, pos)) is not None:
        if _in_quotes(sql, m.start()):
            pos = m.end()
            continue
        start = m.end()
        depth, i, quote = 1, start, ""
        while i < len(sql) and depth:
            ch = sql[i]
            if quote:
                if ch == quote:
                    quote = ""
            elif ch in "'\"`[":
                quote = "]" if ch == "[" else ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            i += 1
        out.append(sql[start : i - 1])
        pos = i
    return out


def _in_quotes(sql: str, index: int) -> bool:
    quote = ""
    for ch in sql[:index]:
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"`":
            quote = ch
    return bool(quote)
