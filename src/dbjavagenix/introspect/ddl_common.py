"""What the two DDL replays (:mod:`.ddl_parse`, :mod:`.ddl_sqlite`) share: a source's text,
the result, which statements change the catalog, and located errors of a statement."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Catalog, Unparsed
from dbjavagenix.introspect.ddl_split import Statement, split


@dataclass(frozen=True)
class DdlResult:
    """What reading a set of DDL files gave."""

    catalog: Catalog
    """The catalog; its :attr:`~Catalog.unparsed` lists the catalog statements left out
    because ``allow_unparsed`` was on."""
    statements: int
    """Statements read in all."""
    skipped: dict[str, int] = field(default_factory=dict)
    """Statements that do not change the catalog, by kind (``INSERT``, ``CREATE FUNCTION`` ...)."""


@dataclass(frozen=True, slots=True)
class SourceText:
    """One DDL file's text and how to name it in messages."""

    name: str
    text: str


_CATALOG = [
    ("temp", re.compile(r"^create\s+(?:or\s+replace\s+)?(?:global\s+|local\s+)?temp(?:orary)?\s+table\b")),
    ("table", re.compile(r"^create\s+(?:or\s+replace\s+)?(?:unlogged\s+)?table\b")),
    (
        "view",
        re.compile(
            r"^create\s+(?:or\s+replace\s+)?(?:algorithm\s*=\s*\w+\s+)?(?:definer\s*=\s*\S+\s+)?"
            r"(?:sql\s+security\s+\w+\s+)?(?:materialized\s+|recursive\s+)?view\b"
        ),
    ),
    ("index", re.compile(r"^create\s+(?:unique\s+|fulltext\s+|spatial\s+)?index\b")),
    ("alter", re.compile(r"^alter\s+table\b")),
    ("comment", re.compile(r"^comment\s+on\s+(?:table|column|view|materialized\s+view)\b")),
    ("enum", re.compile(r"^create\s+type\s+\S+\s+as\s+enum\b")),
    ("domain", re.compile(r"^create\s+domain\b")),
    ("alter_type", re.compile(r"^alter\s+type\s+\S+\s+(?:add|rename)\s+value\b")),
    ("drop", re.compile(r"^drop\s+(?:table|view|materialized\s+view|type|domain|index)\b")),
    ("rename", re.compile(r"^rename\s+tables?\b")),
]
NO_CATALOG_ALTER = re.compile(
    r"\b(owner\s+to|enable\s+|disable\s+|cluster\s+on|replica\s+identity|set\s+statistics|"
    r"set\s+without\s+oids|set\s+\(|reset\s+\(|set\s+tablespace|attach\s+partition|"
    r"detach\s+partition|inherit\s|no\s+inherit|validate\s+constraint|set\s+logged|"
    r"set\s+unlogged|auto_increment\s*=|engine\s*=|(?:default\s+)?charset\s*=|"
    r"(?:default\s+)?character\s+set\s*=|collate\s*=|row_format\s*=|force\b|"
    r"disable\s+keys|enable\s+keys|order\s+by\b|convert\s+to\s+character)",
    re.I,
)


def classify(stmt: Statement) -> tuple[str, str]:
    """(handler kind, label): kind ``skip`` for statements that leave the catalog as it is."""
    head = " ".join(stmt.text[:300].lower().split())
    for kind, pattern in _CATALOG:
        if pattern.match(head):
            if kind == "temp":
                return "skip", "CREATE TEMPORARY TABLE"
            return kind, kind
    return "skip", _label(head)


def _label(head: str) -> str:
    words = re.findall(r"[a-z_]+", head)
    if not words:
        return "OTHER"
    first = words[0]
    if first in ("create", "alter", "drop", "comment"):
        rest = [w for w in words[1:] if w not in ("or", "replace", "definer", "if", "not", "exists", "on")]
        rest = [w for w in rest if w not in ("current_user", "root", "localhost", "temporary")]
        known = (
            "function",
            "procedure",
            "trigger",
            "sequence",
            "event",
            "extension",
            "schema",
            "database",
            "aggregate",
            "rule",
            "type",
            "domain",
            "index",
            "role",
            "user",
            "operator",
            "language",
            "policy",
            "publication",
            "server",
            "cast",
            "collation",
        )
        nxt = next((w for w in rest if w in known), rest[0] if rest else "")
        return f"{first} {nxt}".upper().strip()
    return str(first).upper()


def located_error(src: SourceText, stmt: Statement, reason: str, line: int = 1, col: int = 1) -> Diagnostic:
    """A diagnostic at ``line``/``col`` inside ``stmt`` (1-based, relative to the statement)."""
    abs_line = stmt.line + line - 1
    abs_col = stmt.col + col - 1 if line == 1 else col
    return Diagnostic(
        f"{reason}: {stmt.first_line[:120]}",
        Location(file=src.name, line=abs_line, col=abs_col),
        "fix the statement, or set allow_unparsed = true on the connection (or pass "
        "--allow-unparsed) to leave it out and list it",
    )


def unparsed_entry(src: SourceText, d: Diagnostic, stmt: Statement, reason: str) -> Unparsed:
    loc = d.location
    assert loc is not None
    return Unparsed(src.name, loc.line or stmt.line, loc.col or stmt.col, stmt.first_line[:200], reason)


def statements(src: SourceText, dialect: str) -> list[Statement]:
    return list(split(src.text, dialect))
