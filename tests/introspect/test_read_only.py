"""Defence in depth: every session genix opens to read a catalog is read-only at the database,
so that nothing that happens in it (a driver surprise, a function with side effects) can write.

Each server gets a database ``genix_i11_ro`` with a log table and a function that writes into
it. Then (1) a statement or that function run inside a session genix opened fails, and (2) the
readers themselves run in such a session: a reader wrapped to call the function first (the
"surprise") gets the server's read-only error and the log stays empty. SQLite files are opened
read-only by URI: a write through the reader's connection fails the same way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.config.load import load_config
from dbjavagenix.introspect import server
from dbjavagenix.introspect.connect import read_catalog
from tests.dbnames import db
from tests.introspect.conftest import _split
from tests.introspect.livecatalog import write_config

DB = db("genix_i11_ro")


@pytest.fixture
def mysql_db(mysql_url: str) -> Iterator[tuple[str, Callable[[], int]]]:
    import pymysql

    p = _split(mysql_url)
    admin = pymysql.connect(
        host=p["host"], port=p["port"] or 3306, user=p["user"], password=p["password"], autocommit=True
    )
    with admin.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS {DB}")
        cur.execute(f"CREATE DATABASE {DB}")
        cur.execute(f"CREATE TABLE {DB}.log (i INT PRIMARY KEY AUTO_INCREMENT, note VARCHAR(20))")
        cur.execute(
            f"CREATE FUNCTION {DB}.w() RETURNS INT MODIFIES SQL DATA "
            f"BEGIN INSERT INTO {DB}.log (note) VALUES ('written'); RETURN 1; END"
        )

    def rows() -> int:
        with admin.cursor() as cur:
            cur.execute(f"SELECT COUNT(*) FROM {DB}.log")
            return int(cur.fetchone()[0])  # type: ignore[index]

    yield f"{mysql_url}/{DB}", rows
    with admin.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS {DB}")
    admin.close()


@pytest.fixture
def pg_db(pg_url: str) -> Iterator[tuple[str, Callable[[], int]]]:
    import psycopg

    p = _split(pg_url)
    kw = {"host": p["host"], "port": p["port"] or 5432, "user": p["user"], "password": p["password"]}
    admin = psycopg.connect(dbname="postgres", autocommit=True, **kw)
    admin.execute(f'DROP DATABASE IF EXISTS "{DB}" WITH (FORCE)')
    admin.execute(f'CREATE DATABASE "{DB}"')
    db = psycopg.connect(dbname=DB, autocommit=True, **kw)
    db.execute("CREATE TABLE log (i serial PRIMARY KEY, note text)")
    db.execute(
        "CREATE FUNCTION w() RETURNS int LANGUAGE sql AS $$ INSERT INTO log (note) VALUES ('written'); SELECT 1 $$"
    )

    def rows() -> int:
        row = db.execute("SELECT count(*) FROM log").fetchone()
        assert row is not None
        return int(row[0])

    yield f"{pg_url}/{DB}", rows
    db.close()
    admin.execute(f'DROP DATABASE IF EXISTS "{DB}" WITH (FORCE)')
    admin.close()


def _session(tmp_path: Path, url: str) -> Any:
    """A DB-API connection opened the way genix opens one to read."""
    loaded = load_config(write_config(tmp_path, url))
    conn = loaded.config.connections["main"]
    sa_url = server.make_url(conn)
    return server.make_engine(conn, sa_url).raw_connection()


@pytest.mark.parametrize("backend", ["mysql", "postgres"])
def test_a_genix_session_cannot_write(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    url, rows = request.getfixturevalue("mysql_db" if backend == "mysql" else "pg_db")
    raw = _session(tmp_path, url)
    try:
        for sql in ("SELECT w()", "INSERT INTO log (note) VALUES ('direct')", "CREATE TABLE evil (i int)"):
            cur = raw.cursor()
            with pytest.raises(Exception, match=r"(?i)read[- ]only"):
                cur.execute(sql)
            raw.rollback()
    finally:
        raw.close()
    assert rows() == 0


def _surprise(real: Callable[..., Any], seen: list[str]) -> Callable[..., Any]:
    """A reader that first calls the writing function over the connection genix gave it."""

    def reader(conn: Any, *args: Any, **kwargs: Any) -> Any:
        cur = conn.cursor()
        try:
            cur.execute("SELECT w()")
            seen.append("wrote")
        except Exception as e:
            seen.append(str(e))
            getattr(conn, "conn", conn).rollback()
        return real(conn, *args, **kwargs)

    return reader


@pytest.mark.parametrize("backend", ["mysql", "postgres"])
def test_the_readers_run_in_a_read_only_session(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dbjavagenix.introspect import mysql, postgres

    url, rows = request.getfixturevalue("mysql_db" if backend == "mysql" else "pg_db")
    module = mysql if backend == "mysql" else postgres
    seen: list[str] = []
    monkeypatch.setattr(module, "read", _surprise(module.read, seen))
    catalog = read_catalog(load_config(write_config(tmp_path, url)), "main")
    assert {t.name for t in catalog.tables} == {"log"}
    assert len(seen) == 1 and "read" in seen[0].lower() and "only" in seen[0].lower(), seen
    assert rows() == 0


def test_sqlite_is_opened_read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dbjavagenix.introspect import sqlite as reader

    db = tmp_path / "shop.db"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE log (i INTEGER PRIMARY KEY, note TEXT)")
    con.commit()
    con.close()
    seen: list[str] = []
    real = reader.read

    def surprise(conn: sqlite3.Connection, **kwargs: Any) -> Any:
        try:
            conn.execute("INSERT INTO log (note) VALUES ('written')")
            conn.commit()
            seen.append("wrote")
        except sqlite3.OperationalError as e:
            seen.append(str(e))
        return real(conn, **kwargs)

    monkeypatch.setattr(reader, "read", surprise)
    read_catalog(load_config(write_config(tmp_path, "sqlite:///shop.db")), "main")
    assert seen == ["attempt to write a readonly database"]
    assert sqlite3.connect(db).execute("SELECT count(*) FROM log").fetchone() == (0,)
