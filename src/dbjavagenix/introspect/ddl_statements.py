"""One handler per catalog-changing statement kind: ``CREATE TABLE``, ``ALTER TABLE``,
``CREATE INDEX``, ``COMMENT ON``, ``CREATE VIEW``, ``CREATE TYPE ... AS ENUM``,
``CREATE DOMAIN``, ``DROP``, ``RENAME TABLE``, applied through a :class:`~.ddl_replay.Replayer`."""

from __future__ import annotations

import re
from dataclasses import replace

from sqlglot import exp

from dbjavagenix.introspect.catalog import Column, Index
from dbjavagenix.introspect.ddl_columns import Source
from dbjavagenix.introspect.ddl_model import TableState
from dbjavagenix.introspect.ddl_replay import Replayer, ReplayError, _pg_name
from dbjavagenix.introspect.ddl_views import view_columns


def create_table(r: Replayer, node: exp.Create, src: Source) -> None:
    target = node.this
    table_node = target.this if isinstance(target, exp.Schema) else target
    if not isinstance(table_node, exp.Table) or not r.in_schema(table_node):
        r.other_schema += 1
        return
    name = r.name(table_node)
    props = node.args.get("properties")
    prop_list = props.expressions if props is not None else []
    if any(isinstance(p, exp.PartitionedOfProperty) for p in prop_list):
        r.state.collapsed.add(r.state.key(name))
        return  # a partition of another table: collapsed into it, as the reader does
    if r.state.get(name) is not None:
        if node.args.get("exists"):
            return
        raise ReplayError(f"table {name!r} already exists")
    t = TableState(name)
    inherits = next((p for p in prop_list if isinstance(p, exp.InheritsProperty)), None)
    like = next((p for p in prop_list if isinstance(p, exp.LikeProperty)), None)
    elements = target.expressions if isinstance(target, exp.Schema) else []
    if inherits is not None:
        for parent_node in inherits.expressions:
            parent = r.table(parent_node, "INHERITS")
            t.columns.extend(replace(c, comment=None) for c in parent.columns)
    if like is not None:
        source = r.table(like.this, "LIKE")
        t.columns = list(source.columns)
        t.primary_key, t.indexes, t.uniques = source.primary_key, list(source.indexes), list(source.uniques)
    own = [e for e in elements if isinstance(e, exp.ColumnDef)]
    if inherits is not None and not own:
        r.state.collapsed.add(r.state.key(name))
        return  # an inheritance child with its parent's columns: a partition of it
    query = node.expression
    if isinstance(query, exp.Expression) and isinstance(query, exp.Query):
        t.columns = [c for c, _ in view_columns(r, query, src)]
    _elements(r, t, elements, src)
    for p in prop_list:
        if isinstance(p, exp.SchemaCommentProperty):
            t.comment = _literal(p.this) or None
    r.state.add(t)


def _elements(r: Replayer, t: TableState, elements: list[exp.Expression], src: Source) -> None:
    inline: list[tuple[str, str, exp.Reference | None]] = []
    for e in elements:
        if isinstance(e, exp.ColumnDef):
            facts = r.column(e, src, t.name)
            if t.column_index(facts.column.name, True) is not None:
                raise ReplayError(f"duplicate column {facts.column.name!r}")
            t.columns.append(r.apply_domain_column(facts.column))
            if facts.primary_key:
                inline.append(("pk", facts.column.name, None))
            if facts.unique:
                inline.append(("unique", facts.column.name, None))
            if facts.references is not None:
                inline.append(("fk", facts.column.name, facts.references))
    for kind, col, _ in inline:  # after all columns: constraints may name later ones
        if kind == "pk":
            r.add_primary_key(t, (col,), None)
        elif kind == "unique":
            r.add_unique(t, (col,), None)
    for e in elements:
        if not isinstance(e, exp.ColumnDef):
            r.constraint(t, e, src)
    for kind, col, ref in inline:
        if kind == "fk" and ref is not None:
            r.add_foreign_key(t, (col,), ref, None)


def alter_table(r: Replayer, node: exp.Alter, src: Source) -> None:
    table_node = node.this
    if not r.in_schema(table_node):
        r.other_schema += 1
        return
    if r.state.get(r.name(table_node)) is None and node.args.get("exists"):
        return
    t = r.table(table_node, "ALTER TABLE")
    for action in node.args.get("actions") or ():
        _alter_action(r, t, action, src)


def _alter_action(r: Replayer, t: TableState, a: exp.Expression, src: Source) -> None:
    if isinstance(a, exp.ColumnDef):
        facts = r.column(a, src, t.name)
        col = r.apply_domain_column(facts.column)
        if t.column_index(col.name, True) is not None:
            if a.args.get("exists"):
                return
            raise ReplayError(f"column {col.name!r} already exists in {t.name!r}")
        pos = a.args.get("position")
        _insert(t, col, pos, r)
        if facts.primary_key:
            r.add_primary_key(t, (col.name,), None)
        if facts.unique:
            r.add_unique(t, (col.name,), None)
        if facts.references is not None:
            r.add_foreign_key(t, (col.name,), facts.references, None)
    elif isinstance(a, exp.Drop):
        kind = str(a.args.get("kind") or "").upper()
        for target in a.args.get("tables") or [a.this]:
            _drop_part(r, t, kind, target, bool(a.args.get("exists")))
    elif isinstance(a, exp.ModifyColumn):
        facts = r.column(a.this, src, t.name)
        old = r.name(a.args["rename_from"]) if a.args.get("rename_from") is not None else facts.column.name
        i = _col_index(t, old)
        col = r.apply_domain_column(facts.column)
        if t.primary_key is not None and old in t.primary_key.columns:
            col = replace(col, nullable=False)
        del t.columns[i]
        pos = a.this.args.get("position")
        if pos is None:
            t.columns.insert(i, col)
        else:
            _insert(t, col, pos, r)
        if old != col.name:
            t.rename_column(old, col.name)
    elif isinstance(a, exp.RenameColumn):
        old, new = r.name(a.this), r.name(a.args["to"])
        i = _col_index(t, old)
        t.columns[i] = replace(t.columns[i], name=new)
        t.rename_column(old, new)
    elif isinstance(a, exp.AlterColumn):
        _alter_column(r, t, a, src)
    elif isinstance(a, exp.AddConstraint):
        for c in a.expressions:
            r.constraint(t, c, src)
    elif isinstance(a, exp.AlterRename):
        new = r.name(a.this)
        r.state.rename(t.name, new)
    elif isinstance(a, (exp.Constraint, exp.PrimaryKey, exp.ForeignKey)):
        r.constraint(t, a, src)
    else:
        raise ReplayError(f"ALTER TABLE action not understood: {a.sql()[:80]}")


def _insert(t: TableState, col: Column, pos: exp.Expression | None, r: Replayer) -> None:
    if pos is None:
        t.columns.append(col)
        return
    where = str(pos.args.get("position") or "").upper()
    if where == "FIRST":
        t.columns.insert(0, col)
    else:
        after = _col_index(t, r.name(pos.this))
        t.columns.insert(after + 1, col)


def _col_index(t: TableState, name: str) -> int:
    i = t.column_index(name, True)
    if i is None:
        raise ReplayError(f"column {name!r} does not exist in table {t.name!r}")
    return i


def _drop_part(r: Replayer, t: TableState, kind: str, target: exp.Expression, exists: bool) -> None:
    name = r.name(target)
    if kind in {"COLUMN", ""}:
        if t.column_index(name, True) is None:
            if exists:
                return
            raise ReplayError(f"column {name!r} does not exist in table {t.name!r}")
        t.drop_column(t.columns[_col_index(t, name)].name)
    elif kind in ("INDEX", "KEY"):
        t.indexes = [i for i in t.indexes if i.name != name]
        t.uniques = [u for u in t.uniques if u.name != name]
    elif kind in ("FOREIGN KEY", "FOREIGNKEY"):
        t.foreign_keys = [f for f in t.foreign_keys if f.name != name]
    elif kind == "PRIMARY KEY":
        t.primary_key = None
    elif kind == "CONSTRAINT":
        t.foreign_keys = [f for f in t.foreign_keys if f.name != name]
        t.uniques = [u for u in t.uniques if u.name != name]
        if t.primary_key is not None and t.primary_key.name == name:
            t.primary_key = None
    else:
        raise ReplayError(f"ALTER TABLE DROP {kind} not understood")


def _alter_column(r: Replayer, t: TableState, a: exp.AlterColumn, src: Source) -> None:
    i = _col_index(t, r.name(a.this))
    col = t.columns[i]
    if a.args.get("dtype") is not None:
        text = _pg_alter_type_text(src, a) or a.args["dtype"].sql(dialect="postgres")
        shape = r.shape(text)
        col = replace(
            col,
            type=shape.type,
            data_type=shape.data_type,
            length=shape.length,
            precision=shape.precision,
            scale=shape.scale,
            unsigned=shape.unsigned,
            enum_values=shape.enum_values,
            user_type=shape.user_type,
            array_dimensions=shape.array_dimensions,
        )
    elif a.args.get("default") is not None:
        text = src.default_after(a.this)
        shape = r.shape(col.type)
        default = r.default(text, shape)
        col = replace(col, default=default, autoincrement=col.autoincrement or _is_seq(default))
    elif a.args.get("drop") and a.args.get("allow_null") is None:
        col = replace(col, default=None, autoincrement=bool(col.identity))
    elif a.args.get("allow_null") is not None:
        col = replace(col, nullable=bool(a.args["allow_null"]))
    elif a.args.get("comment") is not None:
        col = replace(col, comment=_literal(a.args["comment"]) or None)
    t.columns[i] = col


def _is_seq(default: str | None) -> bool:
    return default is not None and default.startswith("nextval(")


def _pg_alter_type_text(src: Source, a: exp.AlterColumn) -> str | None:
    i = src.index_of(a.this)
    if i is None:
        return None
    j = i + 1
    while j < len(src.tokens) and src.tokens[j].text.upper() in ("SET", "DATA", "TYPE"):
        j += 1
    last = src.extent(j, frozenset({"USING", "COLLATE"}))
    return src.slice(j, last) if last >= j else None


def create_index(r: Replayer, node: exp.Create, src: Source) -> None:
    index = node.this
    table_node = index.args.get("table")
    if table_node is None or not r.in_schema(table_node):
        r.other_schema += 1
        return
    t = r.table(table_node, "CREATE INDEX")
    params = index.args.get("params")
    cols_nodes = params.args.get("columns") if params is not None else index.expressions
    cols = tuple(_index_column(r, c) for c in cols_nodes or ())
    kind_text = str(node.args.get("kind") or "").upper()
    using = params.args.get("using") if params is not None else None
    method = r.name(using).lower() if using is not None else None
    name = r.name(index.this) if index.this is not None else None
    if name is not None and (name in {i.name for i in t.indexes}) and node.args.get("exists"):
        return
    modifier = _create_modifier(src)
    unique = bool(node.args.get("unique")) or modifier == "UNIQUE"
    if r.pg:
        r.add_index(
            t,
            cols,
            name or _pg_name(t.name, "_".join(cols), "idx"),
            unique,
            None if method in (None, "btree") else method,
        )
    else:
        kind = modifier.lower() if modifier in ("FULLTEXT", "SPATIAL") else None
        r.add_index(t, cols, name, unique, kind)
    del kind_text


def _create_modifier(src: Source) -> str:
    words = [t.text.upper() for t in src.tokens[:3]]
    for w in ("UNIQUE", "FULLTEXT", "SPATIAL"):
        if w in words:
            return w
    return ""


def _index_column(r: Replayer, node: exp.Expression) -> str:
    inner = node.this if isinstance(node, exp.Ordered) else node
    if isinstance(inner, (exp.Column, exp.Identifier, exp.ColumnPrefix)):
        return r.name(inner)
    return inner.sql(dialect=r.sqlglot)


def comment_on(r: Replayer, node: exp.Comment) -> None:
    kind = str(node.args.get("kind") or "").upper()
    text = _literal(node.args.get("expression"))
    target = node.this
    if kind in ("TABLE", "VIEW", "MATERIALIZED VIEW"):
        if not r.in_schema(target):
            r.other_schema += 1
            return
        r.table(target, "COMMENT ON").comment = text
    elif kind == "COLUMN":
        table_name = r.name(target.args["table"]) if target.args.get("table") is not None else None
        db = target.args.get("db")
        if db is not None and r.name(db) != r.schema:
            r.other_schema += 1
            return
        t = r.state.get(table_name or "")
        if t is None:
            raise ReplayError(f"COMMENT ON COLUMN: table {table_name!r} does not exist")
        i = _col_index(t, r.name(target))
        t.columns[i] = replace(t.columns[i], comment=text)


def comment_null(r: Replayer, text: str) -> None:
    """``COMMENT ON ... IS NULL`` (sqlglot does not parse it): removes the comment."""
    m = re.match(r"(?is)^\s*comment\s+on\s+(table|column|view)\s+(.+?)\s+is\s+null\s*$", text)
    if not m:
        raise ReplayError("COMMENT ON not understood")
    parts = [p.strip('"') for p in m.group(2).split(".")]
    if m.group(1).lower() == "column":
        t = r.state.get(parts[-2])
        if t is not None:
            i = _col_index(t, parts[-1])
            t.columns[i] = replace(t.columns[i], comment=None)
    else:
        t = r.state.get(parts[-1])
        if t is not None:
            t.comment = None


def create_view(r: Replayer, node: exp.Create, src: Source) -> None:
    target = node.this
    table_node = target.this if isinstance(target, exp.Schema) else target
    if not r.in_schema(table_node):
        r.other_schema += 1
        return
    name = r.name(table_node)
    query = node.expression
    cols = [c for c, _ in view_columns(r, query, src)]
    if isinstance(target, exp.Schema) and target.expressions:
        names = [r.name(e) for e in target.expressions]
        cols = [replace(c, name=n) for c, n in zip(cols, names, strict=False)]
    existing = r.state.get(name)
    if existing is not None and not node.args.get("replace"):
        raise ReplayError(f"view {name!r} already exists")
    t = TableState(name, kind="view", columns=cols, query=None if r.pg else (query, target))
    if existing is not None:
        t.comment = existing.comment
    r.state.add(t)


def refresh_views(r: Replayer) -> None:
    """MySQL/MariaDB report a view's column types from the tables as they are now."""
    for t in list(r.state.tables.values()):
        if t.kind != "view" or t.query is None:
            continue
        pair: tuple[exp.Expression, exp.Expression] = t.query  # type: ignore[assignment]
        query, target = pair
        cols = [c for c, _ in view_columns(r, query)]
        if isinstance(target, exp.Schema) and target.expressions:
            cols = [replace(c, name=r.name(e)) for c, e in zip(cols, target.expressions, strict=False)]
        t.columns = cols


def create_enum(r: Replayer, node: exp.Create) -> None:
    target = node.this
    if not r.in_schema(target):
        r.other_schema += 1
        return
    dtype = node.expression
    values = tuple(_literal(v) or "" for v in dtype.expressions)
    r.state.enums[r.name(target)] = values


def drop(r: Replayer, node: exp.Drop) -> None:
    kind = str(node.args.get("kind") or "").upper()
    targets = node.args.get("tables") or [node.this]
    for target in targets:
        if isinstance(target, exp.Table) and not r.in_schema(target):
            r.other_schema += 1
            continue
        name = r.name(target)
        if kind in ("TABLE", "VIEW", "MATERIALIZED VIEW"):
            if not r.state.drop(name) and not node.args.get("exists"):
                raise ReplayError(f"DROP {kind}: {name!r} does not exist")
        elif kind == "TYPE":
            r.state.enums.pop(name, None)
        elif kind == "DOMAIN":
            r.state.domains.pop(name, None)
        elif kind == "INDEX":
            for t in r.state.tables.values():
                t.indexes = [i for i in t.indexes if i.name != name]
                t.uniques = [u for u in t.uniques if u.name != name] if not r.pg else t.uniques


def drop_index_on(r: Replayer, table: str, index: str) -> None:
    """MySQL ``DROP INDEX ix ON t``."""
    t = r.state.get(table)
    if t is None:
        raise ReplayError(f"DROP INDEX: table {table!r} does not exist")
    t.indexes = [i for i in t.indexes if i.name != index]
    t.uniques = [u for u in t.uniques if u.name != index]


def _literal(node: exp.Expression | None) -> str | None:
    if node is None or isinstance(node, exp.Null):
        return None
    if isinstance(node, exp.Literal):
        return str(node.this)
    return node.sql()


__all__ = ["Index"]
