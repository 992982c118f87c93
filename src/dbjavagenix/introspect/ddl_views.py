"""Columns of a view (or ``CREATE TABLE ... AS SELECT``) from its query.

A select item that names a column of a known table (``t.col``, ``col``, ``t.*``, ``*``) takes
that column's type; ``CAST(... AS type)`` takes the type; ``COUNT`` is a ``bigint``; text
functions (``CONCAT``, ``||``, ``GROUP_CONCAT``, ``UPPER`` ...) are text. Any other expression
has no type the DDL can tell: its column gets ``type = ""`` and genix asks for a
``java_type`` override when that view is generated (:func:`underived`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from sqlglot import exp

from dbjavagenix.introspect.catalog import Column

if TYPE_CHECKING:
    from dbjavagenix.introspect.ddl_columns import Source
    from dbjavagenix.introspect.ddl_replay import Replayer

_TEXT_FUNCS = (exp.Concat, exp.ConcatWs, exp.DPipe, exp.GroupConcat, exp.Upper, exp.Lower, exp.Trim)


def view_columns(r: Replayer, query: exp.Expression, src: Source | None = None) -> list[tuple[Column, bool]]:
    """(column, derived) per output column of ``query``; derived is False for unknown types."""
    while isinstance(query, exp.Subquery):
        query = query.this
    if isinstance(query, exp.SetOperation):
        return view_columns(r, query.this, src)
    if not isinstance(query, exp.Select):
        return []
    sources = _sources(r, query)
    out: list[tuple[Column, bool]] = []
    for item in query.expressions:
        alias = item.alias_or_name if isinstance(item, exp.Alias) else None
        inner = item.this if isinstance(item, exp.Alias) else item
        if isinstance(inner, exp.Star) or (
            isinstance(inner, exp.Column) and isinstance(inner.this, exp.Star)
        ):
            qual = (
                r.name(inner.args["table"])
                if isinstance(inner, exp.Column) and inner.args.get("table")
                else None
            )
            for q, cols in sources.items():
                if qual is None or q == qual:
                    out.extend((_plain(r, c), True) for c in cols)
            continue
        name = alias if alias is not None else _output_name(r, inner)
        if isinstance(alias, str) and isinstance(item, exp.Alias):
            name = r.name(item.args["alias"])
        col = _typed(r, inner, sources)
        if col is None:
            out.append((Column(name=name, type="", data_type=""), False))
        else:
            out.append((_plain(r, col, name), True))
    return out


def _output_name(r: Replayer, node: exp.Expression) -> str:
    if isinstance(node, exp.Column):
        return r.name(node.this)
    return node.sql(dialect=r.sqlglot)


def _plain(r: Replayer, col: Column, name: str | None = None) -> Column:
    """A view column: the source column's type; MySQL also reports its nullability and
    default (``0`` for an auto-increment column), PostgreSQL neither."""
    default = None
    if not r.pg:
        default = "0" if col.autoincrement else col.default
    return Column(
        name=name or col.name,
        type=col.type,
        data_type=col.data_type,
        nullable=True if r.pg else col.nullable,
        default=default,
        length=col.length,
        precision=col.precision,
        scale=col.scale,
        unsigned=col.unsigned,
        enum_values=col.enum_values,
        user_type=col.user_type,
        array_dimensions=col.array_dimensions,
    )


def _sources(r: Replayer, query: exp.Select) -> dict[str, list[Column]]:
    """Alias (or table name) → columns, for the tables the query reads; columns of a table on
    the outer side of a join are nullable (MySQL reports them so)."""
    out: dict[str, list[Column]] = {}
    from_ = query.args.get("from_") or query.args.get("from")
    if from_ is not None:
        _walk(r, from_.this, False, out)
    for j in query.args.get("joins") or ():
        _join(r, j, out)
    return out


def _join(r: Replayer, j: exp.Join, out: dict[str, list[Column]]) -> None:
    side = str(j.args.get("side") or "").upper()
    if side in ("RIGHT", "FULL"):
        for k in list(out):
            out[k] = [replace(c, nullable=True) for c in out[k]]
    _walk(r, j.this, side in ("LEFT", "FULL"), out)


def _walk(r: Replayer, n: exp.Expression, outer: bool, out: dict[str, list[Column]]) -> None:
    if isinstance(n, exp.Table):
        t = r.state.get(r.name(n))
        if t is not None:
            key = r.name(n.args["alias"].this) if n.args.get("alias") is not None else t.name
            out[key] = [replace(c, nullable=True) for c in t.columns] if outer else list(t.columns)
    elif isinstance(n, exp.Subquery):
        alias = n.args.get("alias")
        if alias is not None and not isinstance(n.this, exp.Table | exp.Subquery):
            cols = [c for c, ok in view_columns(r, n.this) if ok]
            out[r.name(alias.this)] = [replace(c, nullable=True) for c in cols] if outer else cols
        else:
            _walk(r, n.this, outer, out)
    for j in n.args.get("joins") or ():
        _join(r, j, out)


def _typed(r: Replayer, node: exp.Expression, sources: dict[str, list[Column]]) -> Column | None:
    if isinstance(node, exp.Paren):
        return _typed(r, node.this, sources)
    if isinstance(node, exp.Column):
        name = r.name(node.this)
        qual = r.name(node.args["table"]) if node.args.get("table") is not None else None
        for q, cols in sources.items():
            if qual is not None and q != qual:
                continue
            for c in cols:
                if c.name == name or (not r.pg and c.name.lower() == name.lower()):
                    return c
        return None
    if isinstance(node, exp.Cast):
        to = node.args.get("to")
        if to is not None:
            shape = r.shape(to.sql(dialect=r.sqlglot))
            return Column(
                name="",
                type=shape.type,
                data_type=shape.data_type,
                length=shape.length,
                precision=shape.precision,
                scale=shape.scale,
            )
    if isinstance(node, exp.Count):
        shape = r.shape("bigint")
        return Column(
            name="",
            type=shape.type if r.pg else "bigint(21)",
            data_type=shape.data_type,
            precision=None if r.pg else 21,
            nullable=False,
        )
    if isinstance(node, exp.Sum):
        arg = _typed(r, node.this, sources)
        if arg is not None and arg.data_type in ("decimal", "numeric"):
            if r.pg:
                return Column(name="", type="numeric", data_type="numeric")
            p, sc = (arg.precision or 10) + 22, arg.scale or 0
            return Column(name="", type=f"decimal({p},{sc})", data_type="decimal", precision=p, scale=sc)
        return None
    if isinstance(node, exp.GroupConcat) and not r.pg:
        kind = "mediumtext" if r.mariadb else "text"
        return Column(name="", type=kind, data_type=kind)
    if isinstance(node, (exp.Concat, exp.DPipe)) and not r.pg:
        parts = node.expressions if isinstance(node, exp.Concat) else [node.this, node.expression]
        total = 0
        nullable = False
        for part in parts:
            if isinstance(part, exp.Introducer):
                part = part.expression
            if isinstance(part, exp.Literal) and part.is_string:
                total += len(part.this)
                continue
            col = _typed(r, part, sources)
            if col is None or col.length is None:
                return Column(name="", type="text", data_type="text")
            total += col.length
            nullable = nullable or col.nullable
        return Column(name="", type=f"varchar({total})", data_type="varchar", length=total, nullable=True)
    if isinstance(node, _TEXT_FUNCS):
        return Column(name="", type="text", data_type="text")
    if r.pg and isinstance(node, exp.Case):
        branches = [i.args.get("true") for i in node.args.get("ifs") or ()] + [node.args.get("default")]
        if all(_text_literal(b) for b in branches if b is not None):
            return Column(name="", type="text", data_type="text")
    return None


def _text_literal(node: exp.Expression) -> bool:
    if isinstance(node, exp.Cast):
        return node.to.sql().upper() == "TEXT" and _text_literal(node.this)
    return isinstance(node, exp.Literal) and node.is_string


def underived(columns: list[tuple[Column, bool]]) -> list[str]:
    return [c.name for c, ok in columns if not ok]
