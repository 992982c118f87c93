"""What each SQL dialect accepts, as far as generated SQL and libraries care: one home for the
dialect choices templates used to spell themselves (``table.dialect in ("mysql", "mariadb")``)."""

from __future__ import annotations

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
