"""Split SQL script text into statements, each with the line and column it starts at.

The splitter knows what a client (``mysql``, ``psql``, ``sqlite3``) knows and a parser does
not: ``--``, ``#`` (MySQL) and ``/* */`` comments; quoted strings and identifiers (``'...'``
with ``''`` or a backslash escape, ``"..."``, ```...```, ``[...]`` on SQLite); PostgreSQL
dollar quotes (``$body$ ... $body$``); the MySQL client's ``DELIMITER`` command; MySQL's
executable comments (``/*!40101 ... */``, whose text is SQL the server runs); ``BEGIN ... END``
bodies of triggers, functions and procedures; and ``COPY ... FROM stdin`` data blocks of
``pg_dump``. No statement is parsed here: :mod:`.ddl` decides what each one is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from dbjavagenix import dialects


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a script."""

    text: str
    """The statement without its terminator (comments inside kept)."""
    line: int
    """1-based line of its first character in the file."""
    col: int
    """1-based column of its first character."""

    @property
    def first_line(self) -> str:
        """The statement's first line, for messages."""
        return self.text.strip().split("\n", 1)[0].strip()


_WORD = re.compile(r"[^\W\d][\w$]*")
"""A word: letters of any script (MySQL and PostgreSQL take them in unquoted names), digits, ``_``, ``$``."""
_DOLLAR = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)?\$")
_DELIMITER = re.compile(r"[ \t]*delimiter[ \t]+(\S+)[ \t]*(?:\r?\n|$)", re.I)
_BODY_STARTS = re.compile(
    r"^\s*create\s+(?:or\s+replace\s+)?(?:definer\s*=\s*\S+\s+)?(?:temp(?:orary)?\s+)?"
    r"(?:trigger|function|procedure|event)\b",
    re.I,
)
_COPY_STDIN = re.compile(r"^\s*copy\b.*\bfrom\s+stdin\b", re.I | re.S)
_CLOSERS_NOT_COUNTED = frozenset({"if", "loop", "while", "repeat", "for"})


def split(text: str, dialect: str) -> Iterator[Statement]:
    """The statements of ``text`` in order; empty statements are dropped."""
    grammar = dialects.dialect(dialect).sqlglot  # the client's: mysql, psql, sqlite3
    mysql, pg, sqlite = grammar == "mysql", grammar == "postgres", grammar == "sqlite"
    n = len(text)
    i = 0
    line = 1
    line_start = 0
    delimiter = ";"
    buf: list[str] = []
    start: tuple[int, int] | None = None  # (line, col) of the statement's first character
    depth = 0  # BEGIN ... END nesting inside a trigger/function body
    body: bool | None = None  # the statement has a body (decided on its first words)
    hidden_end = 0  # open MySQL executable comments whose "*/" is dropped

    def flush() -> Statement | None:
        nonlocal buf, start, depth, body
        stmt = "".join(buf).strip()
        pos = start
        buf, start, depth, body = [], None, 0, None
        if not stmt or pos is None:
            return None
        return Statement(stmt, pos[0], pos[1])

    plain = _plain_run(dialect, delimiter)
    while i < n:
        if body is False and buf:
            # inside a statement without a body: a run of characters that start nothing
            # (no quote, comment, dollar quote or terminator) is taken whole
            m = plain.match(text, i)
            if m is not None:
                seg = m.group()
                buf.append(seg)
                nl = seg.count("\n")
                if nl:
                    line += nl
                    line_start = i + seg.rindex("\n") + 1
                i = m.end()
                if i >= n:
                    break
        c = text[i]
        if mysql and not buf and c in "dD" and (i == line_start or not text[line_start:i].strip()):
            m = _DELIMITER.match(text, i)
            if m:
                delimiter = m.group(1)
                plain = _plain_run(dialect, delimiter)
                line += 1
                i = m.end()
                line_start = i
                continue
        if c == "\n":
            line += 1
            line_start = i + 1
            if buf:
                buf.append(c)
            i += 1
            continue
        if c.isspace():
            if buf:
                buf.append(c)
            i += 1
            continue
        # comments
        if (c == "-" and text.startswith("--", i)) or (mysql and c == "#"):
            j = text.find("\n", i)
            j = n if j < 0 else j
            if buf:
                buf.append(" ")
            i = j
            continue
        if c == "/" and text.startswith("/*", i):
            if mysql and text.startswith("/*!", i):
                j = i + 3
                while j < n and text[j].isdigit():
                    j += 1
                if start is None:
                    start = (line, j - line_start + 1)
                hidden_end += 1
                i = j
                continue
            j = _end_of_pg_comment(text, i) if pg else text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            seg = text[i:j]
            line += seg.count("\n")
            if "\n" in seg:
                line_start = i + seg.rindex("\n") + 1
            if buf:
                buf.append(" ")
            i = j
            continue
        if hidden_end and c == "*" and text.startswith("*/", i):
            hidden_end -= 1
            buf.append(" ")
            i += 2
            continue
        if start is None:
            start = (line, i - line_start + 1)
        # the terminator
        if text.startswith(delimiter, i) and depth == 0:
            stmt = flush()
            i += len(delimiter)
            if stmt is not None:
                if pg and _COPY_STDIN.match(stmt.text):
                    i, line, line_start = _skip_copy_data(text, i, line, line_start)
                yield stmt
            continue
        # quoted text
        if c in "'\"`" or (c == "[" and sqlite):
            j = _end_of_quote(text, i, c, backslash=(mysql and c != "`") or _is_e_string(text, i))
            seg = text[i:j]
            line += seg.count("\n")
            if "\n" in seg:
                line_start = i + seg.rindex("\n") + 1
            buf.append(seg)
            i = j
            continue
        if pg and c == "$":
            m = _DOLLAR.match(text, i)
            if m and not (i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")):
                tag = m.group(0)
                j = text.find(tag, m.end())
                j = n if j < 0 else j + len(tag)
                seg = text[i:j]
                line += seg.count("\n")
                if "\n" in seg:
                    line_start = i + seg.rindex("\n") + 1
                buf.append(seg)
                i = j
                continue
        m = _WORD.match(text, i) if c.isalpha() or c == "_" else None
        if m is not None:
            word = m.group(0)
            buf.append(word)
            i = m.end()
            if body is None:
                head = "".join(buf)
                if _BODY_STARTS.match(head + " "):
                    body = True
                elif buf[0].lower() != "create" or len(head.split()) >= 8:
                    body = False
            if body:
                low = word.lower()
                if low in ("begin", "case"):
                    nxt = _next_word(text, i)
                    # "BEGIN;" / "BEGIN TRANSACTION" outside a body are not blocks; in a body
                    # "BEGIN ... END" and "CASE ... END [CASE]" nest
                    if not (low == "begin" and nxt in ("transaction", "work", "deferred", "immediate")):
                        depth += 1
                elif low == "end" and depth and _next_word(text, i) not in _CLOSERS_NOT_COUNTED:
                    depth -= 1
            continue
        buf.append(c)
        i += 1
    stmt = flush()
    if stmt is not None:
        yield stmt


_PG_COMMENT_MARK = re.compile(r"/\*|\*/")


def _end_of_pg_comment(text: str, i: int) -> int:
    """Index of the ``*/`` that closes the PostgreSQL block comment opened at ``i``: they nest
    (``/* a /* b */ c */`` is one comment); -1 when it is not closed."""
    depth = 0
    for m in _PG_COMMENT_MARK.finditer(text, i):
        depth += 1 if m.group() == "/*" else -1
        if depth == 0:
            return m.start()
    return -1


def _plain_run(dialect: str, delimiter: str) -> re.Pattern[str]:
    """Characters that start nothing the splitter must see, as a run."""
    special = "'\"`-/*" + delimiter[0]
    grammar = dialects.dialect(dialect).sqlglot
    special += "#" if grammar == "mysql" else "$" if grammar == "postgres" else "["
    return _plain_cache.setdefault(special, re.compile("[^" + re.escape(special) + "]+"))


_plain_cache: dict[str, re.Pattern[str]] = {}


def _next_word(text: str, i: int) -> str:
    m = re.compile(r"\s*([A-Za-z_]+)").match(text, i)
    return m.group(1).lower() if m else ""


def _is_e_string(text: str, i: int) -> bool:
    """PostgreSQL ``E'...'``: backslash escapes inside."""
    return text[i] == "'" and i > 0 and text[i - 1] in "eE" and (i < 2 or not text[i - 2].isalnum())


def _end_of_quote(text: str, i: int, quote: str, backslash: bool) -> int:
    """Index after the quote that closes the one at ``i`` (a doubled quote is one character,
    as is a backslash and the character after it where backslashes escape); the text's end
    when it is not closed."""
    m = _quote_body(quote, backslash).match(text, i + 1)
    return m.end() if m is not None else len(text)


def _quote_body(quote: str, backslash: bool) -> re.Pattern[str]:
    key = (quote, backslash)
    pattern = _quote_cache.get(key)
    if pattern is None:
        close = re.escape("]" if quote == "[" else quote)
        # possessive: a doubled quote never gives its first half back to close the text
        parts = [f"[^{close}\\\\]++" if backslash else f"[^{close}]++"]
        if backslash:
            parts.append(r"\\.")
        if quote != "[":
            parts.append(close * 2)
        pattern = re.compile("(?:" + "|".join(parts) + ")*+" + close, re.S)
        _quote_cache[key] = pattern
    return pattern


_quote_cache: dict[tuple[str, bool], re.Pattern[str]] = {}


def _skip_copy_data(text: str, i: int, line: int, line_start: int) -> tuple[int, int, int]:
    """After ``COPY ... FROM stdin;``: the data lines up to ``\\.``."""
    nl = text.find("\n", i)
    if nl < 0:
        return len(text), line, line_start
    j = nl + 1
    line += 1
    while j < len(text):
        end = text.find("\n", j)
        end = len(text) if end < 0 else end
        row = text[j:end]
        j = end + 1
        line += 1
        if row.rstrip("\r") == "\\.":
            return j, line, j
    return len(text), line, len(text)
