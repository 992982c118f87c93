"""What each SQL dialect accepts, as far as generated SQL and libraries care: one home for the
dialect choices templates used to spell themselves (``table.dialect in ("mysql", "mariadb")``)."""

from __future__ import annotations

from dbjavagenix.introspect.catalog import Column
from dbjavagenix.resolve.model import DialectModel

_MYSQL_LIKE = frozenset({"mysql", "mariadb"})
MYBATIS_PLUS_DB_TYPE = {
    "mysql": "MYSQL",
    "mariadb": "MARIADB",
    "postgresql": "POSTGRE_SQL",
    "sqlite": "SQLITE",
}
"""``com.baomidou.mybatisplus.annotation.DbType`` of each dialect (pagination SQL)."""

_CACHE: dict[str, DialectModel] = {}


def dialect_model(name: str) -> DialectModel:
    """The facts of dialect ``name`` (``sqlite``, ``mysql``, ``mariadb``, ``postgresql``)."""
    found = _CACHE.get(name)
    if found is None:
        found = _CACHE[name] = DialectModel(
            name=name,
            upsert="on-duplicate-key" if name in _MYSQL_LIKE else "on-conflict",
            default_in_values=name != "sqlite",
            mybatis_plus_db_type=MYBATIS_PLUS_DB_TYPE.get(name, "OTHER"),
            key_defaults_returned=name == "postgresql",
            empty_insert="() VALUES ()" if name in _MYSQL_LIKE else "DEFAULT VALUES",
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
