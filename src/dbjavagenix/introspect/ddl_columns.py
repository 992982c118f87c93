"""Column definitions of parsed DDL (sqlglot ``ColumnDef`` nodes) → catalog columns.

sqlglot's data types are normalised across dialects (MySQL ``TIMESTAMP`` becomes
``TIMESTAMPTZ``, ``ZEROFILL`` and unknown type names are dropped), so the type and the
default are taken from the statement's own text: the tokens between the column name and its
first constraint keyword, and those after ``DEFAULT``. :mod:`.ddl_types` and
:mod:`.ddl_pgtypes` then spell them as the server would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlglot import exp
from sqlglot.tokenizer_core import Token

from dbjavagenix.introspect.catalog import Column
from dbjavagenix.introspect.ddl_types import TypeShape

_COLUMN_STOP = frozenset(
    """NOT NULL DEFAULT AUTO_INCREMENT AUTOINCREMENT PRIMARY UNIQUE KEY COMMENT COLLATE CHARSET
    REFERENCES CHECK CONSTRAINT GENERATED AS ON INVISIBLE VISIBLE SRID STORAGE COLUMN_FORMAT FIRST
    AFTER ENGINE_ATTRIBUTE SECONDARY_ENGINE_ATTRIBUTE IDENTITY COMPRESSED PERSISTENT VIRTUAL STORED
    USING""".split()
)
_DEFAULT_STOP = frozenset(
    """NOT NULL CONSTRAINT CHECK REFERENCES PRIMARY UNIQUE KEY GENERATED COLLATE COMMENT ON
    AUTO_INCREMENT INVISIBLE VISIBLE FIRST AFTER""".split()
)


@dataclass
class Source:
    """A statement's text and tokens, to slice what was written."""

    text: str
    tokens: list[Token]
    by_start: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_start = {t.start: i for i, t in enumerate(self.tokens)}

    def index_of(self, node: exp.Expression) -> int | None:
        start = node.meta.get("start") if node.meta else None
        return self.by_start.get(start) if start is not None else None

    def slice(self, first: int, last: int) -> str:
        return self.text[self.tokens[first].start : self.tokens[last].end + 1]

    def extent(self, first: int, stop: frozenset[str], keep_first: bool = True) -> int:
        """Index of the last token from ``first`` before a stop word, ``,`` or ``)`` at depth 0."""
        depth = 0
        i = first
        last = first - 1
        while i < len(self.tokens):
            t = self.tokens[i]
            text = t.text.upper() if t.token_type.name not in ("STRING", "IDENTIFIER") else ""
            if depth == 0:
                if t.text in (",", ")", ";"):
                    break
                if text in stop and not (keep_first and i == first):
                    break
                if text in ("CHARACTER", "CHAR") and i > first and self._next_is(i, "SET"):
                    break
            if t.text in ("(", "["):
                depth += 1
            elif t.text in (")", "]"):
                depth -= 1
            last = i
            i += 1
        return last

    def _next_is(self, i: int, word: str) -> bool:
        return i + 1 < len(self.tokens) and self.tokens[i + 1].text.upper() == word

    def type_text(self, name_node: exp.Expression) -> str | None:
        """The type written after a column name."""
        i = self.index_of(name_node)
        if i is None:
            return None
        last = self.extent(i + 1, _COLUMN_STOP, keep_first=True)
        return self.slice(i + 1, last) if last >= i + 1 else None

    def default_after(self, name_node: exp.Expression) -> str | None:
        """The expression after the column's ``DEFAULT`` (or ``SET DEFAULT``)."""
        i = self.index_of(name_node)
        if i is None:
            return None
        depth = 0
        j = i + 1
        while j < len(self.tokens):
            t = self.tokens[j]
            if depth == 0 and t.text in (",", ")", ";"):
                return None
            if t.text == "(":
                depth += 1
            elif t.text == ")":
                depth -= 1
            elif (depth == 0 and t.token_type.name == "DEFAULT") or (
                depth == 0 and t.text.upper() == "DEFAULT" and t.token_type.name != "STRING"
            ):
                last = self.extent(j + 1, _DEFAULT_STOP, keep_first=True)
                return self.slice(j + 1, last) if last >= j + 1 else None
            j += 1
        return None


def ident(node: Any, fold: bool) -> str:
    """An identifier's name: PostgreSQL folds unquoted names to lower case."""
    if isinstance(node, exp.Identifier):
        text = str(node.this)
        return text if node.quoted or not fold else text.lower()
    if isinstance(node, (exp.Column, exp.Table)):
        return ident(node.this, fold)
    if isinstance(node, exp.Ordered | exp.ColumnPrefix):
        return ident(node.this, fold)
    if isinstance(node, exp.Expression):
        return node.name if not fold else node.name.lower()
    return str(node)


@dataclass
class ColumnFacts:
    """What a column definition says beyond the column itself."""

    column: Column
    primary_key: bool = False
    unique: bool = False
    references: exp.Reference | None = None
    reference_name: str | None = None
    shape: TypeShape | None = None


def has_constraint(node: exp.ColumnDef, kind: type[exp.Expression]) -> exp.Expression | None:
    for c in node.args.get("constraints") or ():
        k = c.args.get("kind")  # not .kind (see Replayer.column)
        if isinstance(k, kind):
            return k
    return None
