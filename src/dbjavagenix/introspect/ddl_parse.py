"""MySQL / MariaDB / PostgreSQL DDL through sqlglot: tokenize and parse each catalog
statement of every file, then hand it to its handler in :mod:`.ddl_statements`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import ParseError, TokenError
from sqlglot.tokenizer_core import TokenType

from dbjavagenix import dialects
from dbjavagenix.errors import Diagnostic, InputError
from dbjavagenix.introspect import ddl_statements as h
from dbjavagenix.introspect.catalog import Column, Unparsed
from dbjavagenix.introspect.ddl_columns import Source
from dbjavagenix.introspect.ddl_common import (
    NO_CATALOG_ALTER,
    DdlResult,
    SourceText,
    classify,
    located_error,
    statements,
    unparsed_entry,
)
from dbjavagenix.introspect.ddl_replay import OnPartition, Replayer, ReplayError
from dbjavagenix.introspect.ddl_split import Statement

_SQLGLOT_BUGS = (TypeError, ValueError, AttributeError, KeyError, IndexError, AssertionError)
MAX_PARENS = 100
"""Parentheses nested deeper than this are refused before sqlglot parses the statement (its
parser recurses per level: a few hundred exhaust Python's stack)."""
_SPATIAL = frozenset(
    "point linestring polygon multipoint multilinestring multipolygon geometrycollection geomcollection".split()
)


def replay_parsed(
    sources: Sequence[SourceText], dialect: str, schema: str | None, allow_unparsed: bool
) -> DdlResult:
    sg = Dialect.get_or_raise(dialects.dialect(dialect).sqlglot)
    r = Replayer(dialect, schema)
    skipped: dict[str, int] = {}
    unparsed: list[Unparsed] = []
    errors: list[Diagnostic] = []
    count = 0
    for src in sources:
        for stmt in statements(src, dialect):
            count += 1
            kind, label = classify(stmt)
            if kind == "skip":
                skipped[label] = skipped.get(label, 0) + 1
                continue
            try:
                try:
                    outcome = _apply(r, sg, kind, stmt)
                except RecursionError:  # nesting the depth check lets through (a long a+b+c...)
                    raise _Located("the statement nests too deeply for the SQL parser") from None
                if outcome is not None:
                    skipped[outcome] = skipped.get(outcome, 0) + 1
            except _Located as e:
                d = located_error(src, stmt, e.reason, e.line, e.col)
                if not allow_unparsed:
                    errors.append(d)
                    raise InputError(diagnostics=errors) from None
                unparsed.append(unparsed_entry(src, d, stmt, e.reason))
    if not r.pg:
        h.refresh_views(r)
    catalog = r.state.freeze(dialect, r.schema, None if r.pg else r.schema, sort_fks_by_name=True)
    return DdlResult(replace(catalog, unparsed=tuple(unparsed)), count, skipped)


class _Located(Exception):
    def __init__(self, reason: str, line: int = 1, col: int = 1) -> None:
        self.reason, self.line, self.col = reason, line, col
        super().__init__(reason)


def _parse(sg: Dialect, stmt: Statement) -> tuple[exp.Expr, Source]:
    try:
        tokens = sg.tokenize(stmt.text)
    except TokenError as e:
        raise _Located(f"cannot tokenize the statement ({e})") from None
    except _SQLGLOT_BUGS as e:
        raise _Located(f"cannot tokenize the statement (sqlglot: {type(e).__name__}: {e})") from None
    depth = 0
    for i, t in enumerate(tokens):
        if t.token_type == TokenType.VAR and t.text.lower() in _SPATIAL and i > 0:
            t.token_type = TokenType.GEOMETRY  # sqlglot knows GEOMETRY, not its subtypes
        elif t.token_type == TokenType.L_PAREN:
            depth += 1
            if depth > MAX_PARENS:
                raise _Located(f"the statement nests parentheses more than {MAX_PARENS} deep", t.line, t.col)
        elif t.token_type == TokenType.R_PAREN:
            depth -= 1
    try:
        parsed = sg.parser().parse(tokens, stmt.text)
    except ParseError as e:
        info = e.errors[0] if e.errors else {}
        msg = str(info.get("description") or e).split("\n")[0]
        raise _Located(
            f"cannot parse the statement ({msg})", int(info.get("line") or 1), int(info.get("col") or 1)
        ) from None
    except _SQLGLOT_BUGS as e:  # sqlglot trips over some malformed input instead of refusing it
        raise _Located(f"cannot parse the statement (sqlglot: {type(e).__name__}: {e})") from None
    node = parsed[0] if parsed else None
    if node is None:
        raise _Located("empty statement")
    if sg.__class__.__name__ == "MySQL":
        _reserved_names(node, tokens)
    return node, Source(stmt.text, tokens)


MYSQL_RESERVED = frozenset(
    """
    add all alter analyze and as asc before between both by call cascade case change check collate
    column condition constraint continue convert create cross current_date current_time
    current_timestamp current_user cursor database databases declare default delayed delete desc
    describe deterministic distinct distinctrow div drop dual each else elseif enclosed escaped
    exists exit explain false fetch for force foreign from fulltext grant group having
    high_priority if ignore in index infile inner inout insensitive insert interval into is iterate
    join key keys kill leading leave left like limit linear lines load localtime localtimestamp
    lock long loop low_priority match mod modifies natural not null on optimize option optionally
    or order out outer outfile precision primary procedure purge range read reads references
    regexp release rename repeat replace require restrict return revoke right rlike schema schemas
    select sensitive separator set show signal spatial specific sql sqlexception sqlstate
    sqlwarning ssl starting straight_join table terminated then to trailing trigger true undo union
    unique unlock unsigned update usage use using values when where while with write xor zerofill
    """.split()
)
"""Words both MySQL 8 and MariaDB reserve: a table or column may be named so only when quoted
(`` `order` ``), so DDL naming one unquoted is DDL the database refuses."""


def _reserved_names(node: exp.Expr, tokens: Sequence[Any]) -> None:
    """Refuse a table or column a MySQL statement names with an unquoted reserved word."""
    for found in node.find_all(exp.ColumnDef, exp.Table):
        idn = found.this
        if isinstance(idn, exp.Identifier) and not idn.quoted and idn.name.lower() in MYSQL_RESERVED:
            word = idn.name
            at = next((t for t in tokens if t.text == word), None)
            what = "column" if isinstance(found, exp.ColumnDef) else "table"
            raise _Located(
                f"`{word}` is a reserved word in MySQL and MariaDB: the database refuses it as a "
                f"{what} name unless it is quoted (`{word}`)",
                at.line if at is not None else 1,
                at.col if at is not None else 1,
            )


def _apply(r: Replayer, sg: Dialect, kind: str, stmt: Statement) -> str | None:
    if kind == "domain":
        try:
            return _domain(r, sg, stmt)
        except TokenError as e:
            raise _Located(f"cannot tokenize the statement ({e})") from None
        except (KeyError, AttributeError, TypeError, ValueError, IndexError) as e:
            raise _Located(f"this statement is not understood ({type(e).__name__}: {e})") from None
    if kind == "alter_type":
        return _alter_type(r, stmt)
    if kind == "comment" and re.search(r"(?is)\bis\s+null\s*$", stmt.text):
        _guard(lambda: h.comment_null(r, stmt.text))
        return None
    if kind == "rename":
        return _rename(r, stmt)
    if kind == "drop" and not r.pg:
        m = re.match(r"(?is)^\s*drop\s+index\s+(`?)([^`\s]+)\1\s+on\s+(`?)([^`\s]+)\3\s*$", stmt.text)
        if m:
            _guard(lambda: h.drop_index_on(r, m.group(4), m.group(2)))
            return None
    if kind == "view" and not r.pg:
        stmt = _plain_view_head(stmt)
    node, src = _parse(sg, stmt)
    if isinstance(node, exp.Command):
        if kind == "alter" and _NO_CATALOG(stmt.text):
            return "ALTER TABLE (owner, storage ...)"
        raise _Located("this statement is not understood by the SQL parser (sqlglot)")
    n: Any = node  # each handler's own node type, by the statement's kind
    handler: dict[str, Any] = {
        "table": lambda: h.create_table(r, n, src),
        "view": lambda: h.create_view(r, n, src),
        "index": lambda: h.create_index(r, n, src),
        "alter": lambda: h.alter_table(r, n, src),
        "comment": lambda: h.comment_on(r, n),
        "enum": lambda: h.create_enum(r, n),
        "drop": lambda: h.drop(r, n),
    }
    try:
        _guard(handler[kind])
    except OnPartition:
        return "on a partition (read into its parent)"
    return None


_VIEW_OPTIONS = re.compile(
    r"(?is)^(\s*create\s+(?:or\s+replace\s+)?)((?:algorithm\s*=\s*\w+\s+|definer\s*=\s*(?:`[^`]*`|'[^']*'|[^\s@]+)"
    r"(?:@(?:`[^`]*`|'[^']*'|\S+))?\s+|sql\s+security\s+\w+\s+)+)(view\b)"
)


def _plain_view_head(stmt: Statement) -> Statement:
    """MySQL's ``ALGORITHM=``, ``DEFINER=``, ``SQL SECURITY`` view options (sqlglot parses none
    of them) blanked out, positions kept."""
    m = _VIEW_OPTIONS.match(stmt.text)
    if not m:
        return stmt
    blank = re.sub(r"\S", " ", m.group(2))
    return replace(stmt, text=stmt.text[: m.start(2)] + blank + stmt.text[m.end(2) :])


def _NO_CATALOG(text: str) -> bool:
    return bool(NO_CATALOG_ALTER.search(text))


def _guard(fn: Any) -> None:
    try:
        fn()
    except OnPartition:
        raise
    except ReplayError as e:
        raise _Located(str(e)) from None
    except (KeyError, AttributeError, TypeError, ValueError, IndexError) as e:
        raise _Located(f"this statement is not understood ({type(e).__name__}: {e})") from None


_DOMAIN_STOP = frozenset({"COLLATE", "DEFAULT", "CONSTRAINT", "NOT", "NULL", "CHECK"})


def _domain(r: Replayer, sg: Dialect, stmt: Statement) -> str | None:
    """``CREATE DOMAIN name [AS] type [COLLATE c] [DEFAULT e] [CONSTRAINT n] NOT NULL | NULL | CHECK (...)``."""
    tokens = sg.tokenize(stmt.text)
    src = Source(stmt.text, tokens)
    i = 2
    j = i
    while j + 2 < len(tokens) and tokens[j + 1].text == ".":
        j += 2
    name_text = stmt.text[tokens[i].start : tokens[j].end + 1]
    k = j + 1
    if k < len(tokens) and tokens[k].text.upper() == "AS":
        k += 1
    last = src.extent(k, _DOMAIN_STOP)
    if last < k:
        raise _Located("CREATE DOMAIN: no base type")
    base = r.shape(src.slice(k, last))
    notnull = False
    default_text = None
    m = last + 1
    depth = 0
    while m < len(tokens):
        word = tokens[m].text.upper()
        if tokens[m].text == "(":
            depth += 1
        elif tokens[m].text == ")":
            depth -= 1
        elif depth == 0 and word == "NOT" and m + 1 < len(tokens) and tokens[m + 1].text.upper() == "NULL":
            notnull = True
        elif depth == 0 and word == "DEFAULT":
            end = src.extent(m + 1, _DOMAIN_STOP)
            default_text = src.slice(m + 1, end)
            m = end
        m += 1
    from dbjavagenix.introspect.ddl_pgtypes import unquote_name

    name = unquote_name(name_text, r.schema or "public")
    r.state.domains[name] = Column(
        name=name,
        type=base.type,
        data_type=base.data_type,
        nullable=not notnull,
        length=base.length,
        precision=base.precision,
        scale=base.scale,
        default=r.default(default_text, base),
        array_dimensions=base.array_dimensions,
    )
    return None


def _alter_type(r: Replayer, stmt: Statement) -> str | None:
    """``ALTER TYPE e ADD VALUE [IF NOT EXISTS] 'v' [BEFORE|AFTER 'w']`` / ``RENAME VALUE 'a' TO 'b'``."""
    from dbjavagenix.introspect.ddl_pgtypes import unquote_name

    m = re.match(r"(?is)^\s*alter\s+type\s+(\S+)\s+(add|rename)\s+value\b\s*(.*)$", stmt.text)
    if m is None:
        raise _Located("ALTER TYPE not understood")
    name = unquote_name(m.group(1), r.schema or "public")
    if name not in r.state.enums:
        raise _Located(f"ALTER TYPE: enum type {name!r} does not exist")
    values = list(r.state.enums[name])
    lits = [v.replace("''", "'") for v in re.findall(r"'((?:[^']|'')*)'", m.group(3))]
    if not lits or (m.group(2).lower() == "rename" and len(lits) < 2):
        raise _Located(f"ALTER TYPE ... {m.group(2).upper()} VALUE: no value")
    if m.group(2).lower() == "rename":
        values = [lits[1] if v == lits[0] else v for v in values]
    elif lits and lits[0] not in values:
        where = re.search(r"(?i)\b(before|after)\s+'", m.group(3))
        if where and len(lits) > 1 and lits[1] in values:
            at = values.index(lits[1]) + (where.group(1).lower() == "after")
            values.insert(at, lits[0])
        else:
            values.append(lits[0])
    r.state.enums[name] = tuple(values)
    for t in r.state.tables.values():
        t.columns = [replace(c, enum_values=tuple(values)) if c.user_type == name else c for c in t.columns]
    return None


def _rename(r: Replayer, stmt: Statement) -> str | None:
    """MySQL ``RENAME TABLE a TO b [, c TO d]``."""
    body = re.sub(r"(?is)^\s*rename\s+tables?\s+", "", stmt.text)
    for part in body.split(","):
        m = re.match(r"(?is)^\s*(`?)([^`\s]+)\1\s+to\s+(`?)([^`\s]+)\3\s*$", part)
        if not m:
            raise _Located("RENAME TABLE not understood")
        old, new = m.group(2).split(".")[-1], m.group(4).split(".")[-1]
        if not r.state.rename(old, new):
            raise _Located(f"RENAME TABLE: table {old!r} does not exist")
    return None
