"""What each SQL dialect accepts, as far as generated SQL and libraries care: the template
context's view (:class:`~dbjavagenix.resolve.context.model.DialectModel`) of the dialect registry
(:mod:`dbjavagenix.dialects`), and the insert rule built on it."""

from __future__ import annotations

from dbjavagenix.dialects import dialect
from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve.context.model import DialectModel

_CACHE: dict[str, DialectModel] = {}


def dialect_model(name: str) -> DialectModel:
    """The facts of dialect ``name`` (``sqlite``, ``mysql``, ``mariadb``, ``postgresql``)."""
    found = _CACHE.get(name)
    if found is None:
        d = dialect(name)
        found = _CACHE[name] = DialectModel(
            name=name,
            upsert=d.upsert,
            default_in_values=d.default_in_values,
            mybatis_plus_db_type=d.mybatis_plus_db_type,
            key_defaults_returned=d.key_defaults_returned,
            empty_insert=d.empty_insert,
        )
    return found


def insert_default(col: Column, dialect: str) -> tuple[bool, str]:
    """The one "does this column go into INSERT" rule: whether an insert leaves ``col`` to the
    database when the row's value is null (``defaulted``: it has a default or is filled by the
    database), and what a multi-row ``VALUES`` list writes for it then: ``DEFAULT``, or where the
    dialect has no ``DEFAULT`` there (SQLite) the default's own expression, ``NULL`` for a rowid
    key. The text is raw SQL: the caller escapes it for MyBatis."""
    if col.generated is not None:
        return False, ""
    if col.default is None and not col.autoincrement:
        return False, ""
    if dialect_model(dialect).default_in_values:
        return True, "DEFAULT"
    if col.default is None:
        return True, "NULL"
    return True, f"({col.default})"
