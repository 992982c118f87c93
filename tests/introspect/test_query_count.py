"""The bulk readers issue a bounded number of queries, the same for 3 tables as for 150."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from dbjavagenix.introspect import mysql, postgres
from dbjavagenix.introspect.query import CountingConnection
from tests.dbnames import db


def wide_ddl(n: int, quote: str) -> str:
    """``n`` tables with comments, a unique key, an index and a foreign key to the previous one."""
    q = quote
    out = []
    for i in range(n):
        ref = f", prev_id INT REFERENCES {q}t{i - 1}{q} (id)" if i else ""
        out.append(
            f"CREATE TABLE {q}t{i}{q} (id INT PRIMARY KEY, code VARCHAR(20) NOT NULL UNIQUE, "
            f"amount DECIMAL(10,2), created TIMESTAMP{ref});"
        )
        out.append(f"CREATE INDEX ix_t{i}_amount ON {q}t{i}{q} (amount);")
    return "\n".join(out)


def _raw_mysql(url: str, db: str) -> Any:
    import pymysql
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return pymysql.connect(
        host=u.host, port=u.port or 3306, user=u.username, password=u.password, database=db, charset="utf8mb4"
    )


def _raw_pg(url: str, db: str) -> Any:
    import psycopg
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return psycopg.connect(host=u.host, port=u.port or 5432, user=u.username, password=u.password, dbname=db)


@pytest.mark.mysql
def test_mysql_query_count_is_bounded(mysql_url: str, mysql_admin: Callable[[str, str], None]) -> None:
    counts = {}
    for n in (3, 150):
        name = db(f"genix_i3_wide_{n}")
        mysql_admin(name, wide_ddl(n, "`"))
        time.sleep(1.05)  # (tables created in the second the read starts: it lists them twice)
        raw = _raw_mysql(mysql_url, name)
        counting = CountingConnection(raw)
        try:
            catalog = mysql.read(counting, name)
        finally:
            raw.close()
        assert len(catalog.tables) == n
        assert sum(len(t.foreign_keys) for t in catalog.tables) == n - 1
        counts[n] = counting.count
    assert counts[3] == counts[150] <= mysql.MAX_QUERIES <= 20


@pytest.mark.postgres
def test_postgres_query_count_is_bounded(pg_url: str, pg_admin: Callable[[str, str], None]) -> None:
    counts = {}
    for n in (3, 150):
        name = db(f"genix_i3_wide_{n}")
        pg_admin(name, wide_ddl(n, '"'))
        raw = _raw_pg(pg_url, name)
        counting = CountingConnection(raw)
        try:
            catalog = postgres.read(counting, "public", statement_timeout=30)
        finally:
            raw.close()
        assert len(catalog.tables) == n
        assert sum(len(t.indexes) for t in catalog.tables) == n
        counts[n] = counting.count
    assert counts[3] == counts[150] <= postgres.MAX_QUERIES <= 20
