"""A long-lived process (``genix mcp``, ``watch``) reads an unchanged MariaDB schema once: a
second read lists the tables (their change markers) and, where those say nothing (views), reads
those objects' columns again; nothing else. Any change to the schema gives a read equal to a
fresh one, even a change made in the same second as the read before (issue 29)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dbjavagenix.introspect import mysql
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.introspect.query import CountingConnection
from tests.dbnames import db
from tests.introspect.test_query_count import _raw_mysql

pytestmark = pytest.mark.mysql

SCHEMA = """
CREATE TABLE dept (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL COMMENT 'Name') COMMENT 'Departments';
CREATE TABLE emp (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  dept_id INT NOT NULL,
  email VARCHAR(80) NOT NULL UNIQUE,
  salary DECIMAL(10,2) DEFAULT 0,
  CONSTRAINT fk_emp_dept FOREIGN KEY (dept_id) REFERENCES dept (id)
);
CREATE VIEW emp_names AS SELECT e.id, e.email, d.name AS dept FROM emp e JOIN dept d ON d.id = e.dept_id;
"""

CHANGES = [
    "ALTER TABLE emp ADD COLUMN phone VARCHAR(20)",
    "ALTER TABLE emp MODIFY salary DECIMAL(12,2) DEFAULT 0 COMMENT 'Monthly'",
    "ALTER TABLE dept COMMENT = 'Teams'",
    "ALTER TABLE emp ALTER COLUMN salary SET DEFAULT 100",
    "CREATE INDEX ix_emp_salary ON emp (salary)",
    "ALTER TABLE emp DROP FOREIGN KEY fk_emp_dept",
    "ALTER TABLE emp ADD COLUMN meta JSON",  # LONGTEXT with a json_valid CHECK: a JSON column
    "CREATE OR REPLACE VIEW emp_names AS SELECT e.id, e.email, e.salary FROM emp e",
    "ALTER TABLE emp MODIFY email VARCHAR(120) NOT NULL",
    "CREATE TABLE extra (id INT PRIMARY KEY)",
    "RENAME TABLE extra TO extra2",
    "DROP TABLE extra2",
]
"""Each moves the catalog; each is made right after a read (often in the same second)."""


@pytest.fixture
def memo_db(mysql_url: str, mysql_admin: Callable[[str, str], None]) -> Iterator[Any]:
    name = db("genix_i3_memo")
    mysql_admin(name, SCHEMA)
    raw = _raw_mysql(mysql_url, name)
    raw.autocommit(True)
    mysql.forget_catalogs()
    try:
        yield raw, name
    finally:
        raw.close()
        mysql.forget_catalogs()


def _read(raw: Any, name: str) -> tuple[Catalog, int]:
    counting = CountingConnection(raw)
    catalog = mysql.read(counting, name)
    return catalog, counting.count


def test_an_unchanged_schema_is_read_once(memo_db: Any) -> None:
    raw, name = memo_db
    if not mysql.is_mariadb(raw.get_server_info()):
        pytest.skip("the memo is MariaDB's (its CREATE_TIME moves with every DDL statement)")
    time.sleep(1.05)  # (tables created in the second a read starts: it lists them twice)
    first, full = _read(raw, name)
    again, cheap = _read(raw, name)
    assert again is first
    # the snapshot, the server, the tables, who is asking, the view's columns again
    assert cheap <= 5 < full, (cheap, full)


def test_every_change_reads_what_a_fresh_read_does(memo_db: Any) -> None:
    raw, name = memo_db
    cur = raw.cursor()
    before, _ = _read(raw, name)
    for ddl in CHANGES:
        cur.execute(ddl)
        after, _ = _read(raw, name)
        mysql.forget_catalogs()
        fresh, _ = _read(raw, name)
        assert after == fresh, ddl
        assert after != before, f"{ddl}: the catalog did not change"
        before = after
