"""Database faults described as what they are: a closed connection is not a timeout, an
impossible port is not "connection refused", a lock held by a migration is not a network
problem, an unknown URL scheme is a config error. Each: the message, the exit code, nothing
written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.dbnames import db
from tests.hostile.harness import Project, same
from tests.introspect.netfaults import StallAfterLogin


def _server(url: str) -> dict[str, Any]:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return {
        "driver": u.drivername,
        "user": u.username,
        "password": u.password,
        "host": u.host,
        "port": u.port,
    }


def _build_fails(proj: Project, url: str, code: int, *fragments: str, connection: str = "") -> None:
    proj.config(connection=connection)
    path = proj.root / "genix.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace('"sqlite:///app.db"', f'"{url}"'), encoding="utf-8"
    )
    before = proj.tree()
    proj.genix("build").expect(code, "error: ", *fragments)
    same(before, proj.tree())


@pytest.mark.parametrize("kind", ["mysql", "postgres"])
def test_connection_closed_after_login(kind: str, proj: Project, request: pytest.FixtureRequest) -> None:
    url = request.getfixturevalue("mysql_url" if kind == "mysql" else "pg_url")
    s = _server(url)
    port = s["port"] or (3306 if kind == "mysql" else 5432)
    with StallAfterLogin(
        (s["host"], port), "mysql" if kind == "mysql" else "postgresql", close=True
    ) as proxy:
        q = "" if kind == "mysql" else "?sslmode=disable"
        target = f"{s['driver']}://{s['user']}:{s['password']}@127.0.0.1:{proxy.port}/sakila{q}"
        _build_fails(
            proj, target, 3, f"127.0.0.1:{proxy.port} closed the connection", "check the server's log"
        )
        assert proxy.stalled.is_set()


@pytest.mark.parametrize("kind", ["mysql", "postgres"])
def test_server_that_stalls_after_login(kind: str, proj: Project, request: pytest.FixtureRequest) -> None:
    url = request.getfixturevalue("mysql_url" if kind == "mysql" else "pg_url")
    s = _server(url)
    port = s["port"] or (3306 if kind == "mysql" else 5432)
    with StallAfterLogin((s["host"], port), "mysql" if kind == "mysql" else "postgresql") as proxy:
        q = "" if kind == "mysql" else "?sslmode=disable"
        target = f"{s['driver']}://{s['user']}:{s['password']}@127.0.0.1:{proxy.port}/sakila{q}"
        _build_fails(
            proj,
            target,
            3,
            f"no answer from 127.0.0.1:{proxy.port} (timed out)",
            connection="connect_timeout = 2\nquery_timeout = 2",
        )


def test_port_out_of_range(proj: Project) -> None:
    _build_fails(
        proj,
        "postgresql+psycopg://u@127.0.0.1:99999/db",
        2,
        "connections.main.url: port 99999 is out of range",
        "a TCP port is 1 to 65535",
    )


@pytest.mark.parametrize(
    ("url", "what"),
    [
        ("foo://u@h/db", "unknown database type 'foo'"),
        ("postgresql+nodriver://u@h/db", "unknown driver 'nodriver' for postgresql"),
    ],
)
def test_unknown_url_scheme(proj: Project, url: str, what: str) -> None:
    _build_fails(
        proj,
        url,
        2,
        f"connections.main.url: {what} in the URL",
        "genix reads mysql+pymysql://",
    )


@pytest.mark.postgres
def test_lock_timeout_is_described_as_a_lock(pg_url: str, pg_admin: Any) -> None:
    """A real lock timeout of the real server, described by genix's words for it."""
    import psycopg
    from sqlalchemy.engine import make_url

    from dbjavagenix.introspect.server import Target, describe

    pg_admin(db("genix_i12_lock"), "CREATE TABLE t (id INT PRIMARY KEY);")
    u = make_url(pg_url)
    kw = {"host": u.host, "port": u.port or 5432, "user": u.username, "password": u.password}
    with (
        psycopg.connect(dbname=db("genix_i12_lock"), **kw) as holder,
        psycopg.connect(dbname=db("genix_i12_lock"), autocommit=True, **kw) as waiter,
    ):
        holder.execute("LOCK TABLE t IN ACCESS EXCLUSIVE MODE")
        waiter.execute("SET lock_timeout = '200ms'")
        with pytest.raises(psycopg.errors.LockNotAvailable) as e:
            waiter.execute("SELECT * FROM t")
    cause, hint = describe(
        e.value, Target("postgresql", "psycopg", "127.0.0.1:5432", db("genix_i12_lock"), "u"), "main"
    )
    assert cause.startswith(
        "waited too long for a lock another session holds (canceling statement due to lock timeout"
    )
    assert hint and "migration" in hint and "host and port" not in hint


def test_schema_changed_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the edge says when a reader found the schema changing under it (exit 3)."""
    from dbjavagenix.config.load import load_config
    from dbjavagenix.errors import DatabaseError
    from dbjavagenix.introspect import connect, server
    from dbjavagenix.introspect.query import SchemaChanged
    from tests.introspect.livecatalog import write_config

    def read(*_: object) -> None:
        raise SchemaChanged("table `x` disappeared while genix read the schema")

    loaded = load_config(write_config(tmp_path, "mysql+pymysql://u:pw@127.0.0.1:3306/db"))
    monkeypatch.setattr(server, "read", read)
    with pytest.raises(DatabaseError) as e:
        connect.read_catalog(loaded, "main")
    assert e.value.exit_code == 3
    assert "the schema changed while genix read it: table `x` disappeared" in e.value.message
    assert "run genix again when it is done" in (e.value.diagnostics[0].hint or "")


@pytest.mark.parametrize(
    ("url", "kind", "ddl_hint"),
    [
        ("mysql+pymysql://genix@127.0.0.1:1/shop", "mysql", 'dialect = "mysql"'),
        ("mariadb+pymysql://genix@127.0.0.1:1/shop", "mariadb", 'dialect = "mariadb"'),
        ("postgresql+psycopg://genix@127.0.0.1:1/shop", "postgresql", 'dialect = "postgresql"'),
    ],
)
def test_init_sql_on_a_server_is_a_config_error(proj: Project, url: str, kind: str, ddl_hint: str) -> None:
    """Issue 32: init_sql builds SQLite files only (the README says so); on a server URL it was
    ignored, and the missing database ended as exit 3. Now: a config error located at the key,
    before any connection is tried (the port is closed: a connection would be exit 3)."""
    proj.write("schema.sql", "CREATE TABLE t (id INT PRIMARY KEY);\n")
    _build_fails(
        proj,
        url,
        2,
        f"genix.toml:7:1: connections.main.init_sql: init_sql only builds SQLite databases, and this is a {kind} connection",
        "hint: remove init_sql and load schema.sql with the server's own client",
        ddl_hint,
        connection='init_sql = "schema.sql"',
    )


@pytest.mark.parametrize("source", ['snapshot = "catalog.json"', 'ddl = "schema.sql"\ndialect = "mysql"'])
def test_init_sql_beside_files_is_a_config_error(proj: Project, source: str) -> None:
    proj.write("schema.sql", "CREATE TABLE t (id INT PRIMARY KEY);\n")
    path = proj.config(connection=f'init_sql = "schema.sql"\n{source}')
    path.write_text(path.read_text().replace('url = "sqlite:///app.db"\n', ""))
    before = proj.tree()
    proj.genix("build").expect(2, "connections.main: `init_sql` only builds SQLite databases")
    same(before, proj.tree())


def test_a_wrong_password_is_an_authentication_failure(
    proj: Project, mysql_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wrong password is reported as the authentication failure it is (exit 3), not as a
    missing database; with init_sql beside it, the config error comes first (exit 2)."""
    s = _server(mysql_url)
    host = f"{s['host']}:{s['port'] or 3306}"
    url = f"{s['driver']}://{s['user']}:${{GENIX_I32_PW}}@{host}/{db('genix_i32_none')}"
    monkeypatch.setenv("GENIX_I32_PW", "wrong-password-i32")
    _build_fails(proj, url, 3, "authentication failed for user", "hint: check the user and password")
    assert "wrong-password-i32" not in proj.genix("build").text
    proj.write("schema.sql", "CREATE TABLE t (id INT PRIMARY KEY);\n")
    _build_fails(proj, url, 2, "init_sql only builds SQLite databases", connection='init_sql = "schema.sql"')
