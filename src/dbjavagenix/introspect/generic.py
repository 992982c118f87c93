"""Fallback reader for dialects without a bulk reader: SQLAlchemy's Inspector.

Correct but slow on big schemas (several queries per table on most dialects); the dialect
modules replace it where it matters.
"""

from __future__ import annotations

from typing import Any

from dbjavagenix.introspect.catalog import (
    Catalog,
    Column,
    ForeignKey,
    Index,
    PrimaryKey,
    Table,
    TableKind,
    UniqueConstraint,
)
from dbjavagenix.introspect.typetext import parse_type


def _type_text(t: Any, dialect: Any) -> str:
    try:
        return str(t.compile(dialect=dialect)).lower()
    except Exception:
        return type(t).__name__.lower()


def read(engine: Any, schema: str | None, dialect_name: str) -> Catalog:
    import sqlalchemy as sa

    insp = sa.inspect(engine)
    names: list[tuple[str, TableKind]] = [(n, "table") for n in insp.get_table_names(schema=schema)]
    names += [(n, "view") for n in insp.get_view_names(schema=schema)]
    tables = []
    for name, kind in sorted(names):
        cols = []
        for c in insp.get_columns(name, schema=schema):
            text = _type_text(c["type"], engine.dialect)
            pt = parse_type(text)
            cols.append(
                Column(
                    name=c["name"],
                    type=text,
                    data_type=pt.data_type,
                    nullable=bool(c.get("nullable", True)),
                    length=pt.length,
                    precision=pt.precision,
                    scale=pt.scale,
                    unsigned=pt.unsigned,
                    default=None if c.get("default") is None else str(c["default"]),
                    autoincrement=c.get("autoincrement") is True,
                    comment=c.get("comment"),
                    enum_values=tuple(getattr(c["type"], "enums", ()) or ()),
                )
            )
        pk = insp.get_pk_constraint(name, schema=schema) if kind == "table" else {}
        fks = insp.get_foreign_keys(name, schema=schema) if kind == "table" else []
        idx = insp.get_indexes(name, schema=schema) if kind == "table" else []
        uqs = insp.get_unique_constraints(name, schema=schema) if kind == "table" else []
        try:
            comment = insp.get_table_comment(name, schema=schema).get("text")
        except NotImplementedError:
            comment = None
        tables.append(
            Table(
                name=name,
                columns=tuple(cols),
                kind=kind,
                schema=schema,
                comment=comment,
                primary_key=PrimaryKey(tuple(pk["constrained_columns"]), pk.get("name"))
                if pk and pk.get("constrained_columns")
                else None,
                foreign_keys=tuple(
                    ForeignKey(
                        tuple(f["constrained_columns"]),
                        f["referred_table"],
                        tuple(f["referred_columns"]),
                        f.get("name"),
                        f.get("referred_schema"),
                        (f.get("options") or {}).get("onupdate"),
                        (f.get("options") or {}).get("ondelete"),
                    )
                    for f in fks
                ),
                indexes=tuple(
                    Index(i["name"] or "", tuple(str(c) for c in i["column_names"]), bool(i["unique"]))
                    for i in idx
                ),
                unique_constraints=tuple(
                    UniqueConstraint(tuple(u["column_names"]), u.get("name")) for u in uqs
                ),
            )
        )
    return Catalog(dialect=dialect_name, tables=tuple(tables), database=engine.url.database)
