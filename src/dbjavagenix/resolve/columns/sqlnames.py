r"""How table and column names are written in generated SQL, per dialect, and in the MyBatis
text that carries it.

A name is quoted when the dialect would not read it back as written: reserved words, names
with characters other than letters, digits and ``_``, a leading digit, and on PostgreSQL any
upper-case letter (unquoted names fold to lower case there).

MyBatis reads its statement text three more times before the database sees it: the property
parser (``${name}`` from configuration variables, once per include and once per node), the
dynamic-SQL parser (``${expr}``, OGNL) and the parameter parser (``#{param}``). A quoted name
like `` `${note}` `` would be substituted with the row's own value, so :func:`mybatis_text`
writes every ``${`` as OGNL constants (``${"$"}{``, the same after any number of property
passes) and every ``#{`` escaped (``\#{``). MyBatis-Plus sends the same column text both
through its XML scripts (all three parsers) and through query wrappers (the parameter parser
only), so no spelling of ``${`` is right in both: such names, and XML's ``<`` and ``&`` that its
scripts do not escape, are refused for the MyBatis-Plus categories (:func:`name_problem`).
"""

from __future__ import annotations

import re
import unicodedata

from dbjavagenix import dialects
from dbjavagenix.javatext import BIDI_CONTROLS

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def quote(name: str, dialect: str) -> str:
    """``name`` as written in SQL for ``dialect`` (quoted only when needed)."""
    d = dialects.dialect(dialect)
    needs = not _PLAIN.match(name) or name.lower() in d.reserved_words
    if d.folds_to_lower and name != name.lower():
        needs = True
    if not needs:
        return name
    q = d.identifier_quote
    return q + name.replace(q, q + q) + q


def qualified(name: str, schema: str | None, dialect: str, default_schema: str | None) -> str:
    """Table name, schema-qualified when it is not in the connection's default schema."""
    if schema and default_schema is not None and schema != default_schema:
        return quote(schema, dialect) + "." + quote(name, dialect)
    return quote(name, dialect)


_DOLLAR = re.compile(r"(\\*)\$\{")


def mybatis_text(sql: str, *, dollar: bool = True) -> str:
    """``sql`` (a quoted name) as written in MyBatis statement text: ``#{`` escaped, and with
    ``dollar``, ``${`` (with the backslashes before it) written as OGNL string constants."""
    if "{" not in sql:
        return sql
    out = sql.replace("#{", "\\#{")
    if dollar and "${" in out:

        def constant(m: re.Match[str]) -> str:
            slashes = m.group(1)
            lead = '${"' + slashes.replace("\\", "\\\\") + '"}' if slashes else ""
            return lead + '${"$"}{'

        out = _DOLLAR.sub(constant, out)
    return out


def attribute_text(name: str) -> str:
    r"""A name as written in a MyBatis XML attribute (``<result column="...">``): the property
    parser reads attributes once, where ``\${`` stands for a literal ``${``."""
    return name.replace("${", "\\${") if "${" in name else name


def name_problem(name: str, persistence: str) -> str | None:
    """Why a table or column name cannot be written into the generated code of a category
    with this ``persistence`` (``mybatis`` / ``mybatis-plus``), or None."""
    plain = name.isascii() and name.isprintable()  # no control, bidi or non-character in it
    for ch in "" if plain else name:
        if unicodedata.category(ch) == "Cc":
            return f"contains the control character U+{ord(ch):04X}, which XML cannot carry"
        if ch in BIDI_CONTROLS:
            return f"contains the bidirectional control U+{ord(ch):04X} (it disguises how code reads)"
        if unicodedata.category(ch) in ("Cs", "Cn") or ch in "\ufffe\uffff":
            return f"contains U+{ord(ch):04X}, which is no character XML can carry"
    if persistence == "mybatis-plus":
        if "${" in name:
            return "contains `${`, which MyBatis-Plus would substitute in its SQL scripts"
        for ch in "<&":
            if ch in name:
                return f"contains `{ch}`, which MyBatis-Plus writes unescaped into its XML scripts"
    return None
