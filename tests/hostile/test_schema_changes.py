"""A schema that changes while genix reads it, or that lost most of its tables since the last
build, never becomes code: exit 3, a message, nothing written.

The concurrent changes are real: a second session runs the DDL on the real server right after
genix's reader sent a given query; the change markers read at the start and the end of the
read catch it (introspect/markers.py). tests/introspect/test_catalog_races.py changes the schema
at random points of whole builds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.introspect.query import SchemaChanged
from tests.dbnames import db
from tests.hostile.harness import Project, same

DDL = """
CREATE TABLE parent (id INT PRIMARY KEY, name VARCHAR(20));
CREATE TABLE child (id INT PRIMARY KEY, parent_id INT, note VARCHAR(20));
CREATE TABLE other (id INT PRIMARY KEY);
"""


class ChangeAfter:
    """A DB-API connection whose cursor runs ``change()`` (in another session) right after it
    executed the first statement containing ``marker``."""

    def __init__(self, conn: Any, marker: str, change: Callable[[], None]) -> None:
        self.conn = conn
        self.marker = marker
        self.change = change
        self.done = False

    def cursor(self) -> Any:
        owner = self
        cur = self.conn.cursor()

        class Cursor:
            def execute(self, sql: str, params: Any = None) -> Any:
                result = cur.execute(sql, params)
                if not owner.done and owner.marker in sql:
                    owner.done = True
                    owner.change()
                return result

            def fetchall(self) -> Any:
                return cur.fetchall()

            def close(self) -> None:
                cur.close()

        return Cursor()


def _mysql(url: str, db: str) -> Any:
    import pymysql
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return pymysql.connect(
        host=u.host, port=u.port or 3306, user=u.username, password=u.password, database=db, autocommit=True
    )


@pytest.mark.mysql
@pytest.mark.parametrize(
    ("marker", "ddl", "said"),
    [
        ("information_schema.COLUMNS", "DROP TABLE other", "table `other` disappeared while genix read"),
        ("information_schema.COLUMNS", "CREATE TABLE late (id INT PRIMARY KEY)", "table `late` appeared"),
        (
            "information_schema.COLUMNS",
            "DROP TABLE other; CREATE TABLE other (id INT PRIMARY KEY, x INT)",
            "table `other` was altered or re-created",
        ),
        ("information_schema.TABLES", "DROP TABLE child", "table `child` has no columns any more"),
        (
            "information_schema.COLUMNS",
            "ALTER TABLE child DROP PRIMARY KEY",
            "table `child` was altered or re-created",
        ),
        ("information_schema.STATISTICS", "ALTER TABLE child COMMENT 'x'", "table `child` was altered"),
    ],
    ids=["dropped", "created", "recreated", "columns-vanished", "key-dropped", "comment"],
)
def test_mariadb_change_during_the_read(
    marker: str, ddl: str, said: str, mysql_url: str, mysql_admin: Callable[[str, str], None]
) -> None:
    import time

    from dbjavagenix.introspect import mysql

    mysql_admin(db("genix_i12_change"), DDL)
    # (a table created in the second the read starts makes the reader wait for the next one
    # and list the tables again: the change would come before the listing the test aims at)
    time.sleep(1.1)
    reader, admin = _mysql(mysql_url, db("genix_i12_change")), _mysql(mysql_url, db("genix_i12_change"))
    try:

        def change() -> None:
            for stmt in ddl.split(";"):
                admin.cursor().execute(stmt)

        with pytest.raises(SchemaChanged, match=said):
            mysql.read(ChangeAfter(reader, marker, change), db("genix_i12_change"))
        assert mysql.read(reader, db("genix_i12_change")).tables  # read again: consistent now
    finally:
        reader.close()
        admin.close()


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("ddl", "said"),
    [
        (
            "ALTER TABLE child DROP CONSTRAINT child_pkey; CREATE TABLE late (id INT PRIMARY KEY)",
            "table `late` changed while genix read the schema",
        ),
        # the snapshot still has the column `note`, the CHECK text printed from the catalog
        # cache would have `remark`: a half-renamed table
        ("ALTER TABLE child RENAME COLUMN note TO remark", "table `child` changed while genix read"),
        (
            "ALTER TABLE child DROP CONSTRAINT child_note_check",
            "table `child` changed while genix read",
        ),
        # only rows deleted: nothing names the table
        ("DROP INDEX ix_child_parent", "a table, column, key, index or type of schema public changed"),
    ],
    ids=["key-and-table", "renamed-column", "dropped-check", "dropped-index"],
)
def test_postgresql_change_during_the_read(
    ddl: str, said: str, pg_url: str, pg_admin: Callable[[str, str], None]
) -> None:
    """The read's snapshot does not see a change committed during it, but the functions that
    print constraints and types do: the read stops instead of mixing the two states; read
    again, the catalog is the new one."""
    import psycopg
    from sqlalchemy.engine import make_url

    from dbjavagenix.introspect import postgres

    checked = DDL.replace("note VARCHAR(20)", "note VARCHAR(20) CHECK (note IN ('a', 'b'))")
    pg_admin(db("genix_i12_snap"), checked + "CREATE INDEX ix_child_parent ON child (parent_id);")
    u = make_url(pg_url)
    kw = {"host": u.host, "port": u.port or 5432, "user": u.username, "password": u.password}
    with (
        psycopg.connect(dbname=db("genix_i12_snap"), **kw) as reader,
        psycopg.connect(dbname=db("genix_i12_snap"), autocommit=True, **kw) as admin,
    ):
        before = postgres.read(reader, "public")
        reader.rollback()
        postgres.forget_catalogs()  # a read, not the schema this process read just before
        with pytest.raises(SchemaChanged, match=said):
            postgres.read(ChangeAfter(reader, "FROM pg_class c", lambda: admin.execute(ddl)), "public")
        reader.rollback()
        again = postgres.read(reader, "public")
    assert again != before
    child = next(t for t in again.tables if t.name == "child")
    if "RENAME" in ddl:
        assert [c.name for c in child.columns] == ["id", "parent_id", "remark"]
        assert child.column("remark").check_values == ("a", "b")  # type: ignore[union-attr]


def test_schema_changed_is_exit_3_at_the_edge() -> None:
    from dbjavagenix.errors import EXIT_DATABASE, DatabaseError

    assert issubclass(DatabaseError, Exception) and DatabaseError.exit_code == EXIT_DATABASE == 3


def _three_tables(proj: Project) -> None:
    proj.sql("CREATE TABLE extra (id INTEGER PRIMARY KEY);")
    proj.config()
    proj.genix("build").expect(0)


def test_most_tables_gone_stops_the_build(proj: Project) -> None:
    _three_tables(proj)
    proj.sql("DROP TABLE orders; DROP TABLE extra;")
    before = proj.tree()
    for cmd in ("build", "plan", "check"):
        proj.genix(cmd).expect(
            3,
            "error: ",
            "2 of the 3 tables generated last time are gone from the database (extra, orders)",
            "genix build --allow-drops",
        )
    same(before, proj.tree())
    proj.genix("build", "--allow-drops").expect(0, "deleted")
    assert not (proj.root / "out/src/main/java/com/example/demo/entity/Orders.java").exists()
    proj.genix("check").expect(0)  # the new baseline


def test_an_emptied_database_stops_the_build(proj: Project) -> None:
    proj.sql("DROP TABLE orders;")
    proj.config()
    proj.genix("build").expect(0)
    proj.sql("DROP TABLE users;")
    before = proj.tree()
    proj.genix("build").expect(3, "1 of the 1 tables generated last time are gone")
    same(before, proj.tree())


def test_one_table_of_three_gone_is_an_ordinary_change(proj: Project) -> None:
    _three_tables(proj)
    proj.sql("DROP TABLE extra;")
    proj.genix("build").expect(0, "deleted")


def test_tables_the_config_no_longer_selects_are_not_gone(proj: Project, tmp_path: Path) -> None:
    _three_tables(proj)
    proj.config('[tables]\ninclude = ["users"]\n')
    proj.genix("build").expect(0, "deleted")
