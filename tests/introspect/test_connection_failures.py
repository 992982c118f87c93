"""Every way a connection fails ends quickly with one DatabaseError naming the connection, the
host and the cause, with the password masked; ``genix build`` exits 3 and writes nothing.

Servers that misbehave are real sockets on loopback (netfaults.py); wrong passwords, unknown
databases and schemas are tried against the real servers.
"""

from __future__ import annotations

import socket
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from click.testing import CliRunner

from dbjavagenix.errors import DatabaseError
from tests.introspect.livecatalog import read_live, write_config
from tests.introspect.netfaults import Blackhole, StallAfterLogin, StallingProxy

SECRET = "s3cret-i3-pw"
"""A wrong password that must never show in a message."""
HANG_GUARD = 90.0
"""Seconds after which a read that has not ended counts as hung (the bounds under test are ~2 s)."""


def _free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port: int = s.getsockname()[1]
    s.close()  # nothing listens there now
    return port


def fail_read(folder: Path, url: str, **connection: Any) -> DatabaseError:
    """Read through the real edge in a thread (so a hang fails the test instead of blocking it)."""
    outcome: list[BaseException | None] = []

    def target() -> None:
        try:
            read_live(folder, url, **connection)
            outcome.append(None)
        except BaseException as e:
            outcome.append(e)

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(HANG_GUARD)
    assert outcome, f"reading {url} did not end"
    err = outcome[0]
    assert isinstance(err, DatabaseError), f"expected a DatabaseError, got {err!r}"
    assert err.exit_code == 3
    text = err.render()
    assert "connection 'main'" in text
    assert SECRET not in text
    return err


def _server(url: str) -> tuple[str, int, str, str]:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return u.host or "127.0.0.1", u.port or 0, u.drivername, u.username or ""


@pytest.fixture(params=["mysql", "postgres"])
def server(request: pytest.FixtureRequest) -> dict[str, Any]:
    """One of the two real servers: its URL parts and a database that exists on it."""
    url: str = request.getfixturevalue("mysql_url" if request.param == "mysql" else "pg_url")
    host, port, driver, user = _server(url)
    return {
        "kind": request.param,
        "url": url,
        "host": host,
        "port": port or (3306 if request.param == "mysql" else 5432),
        "driver": driver,
        "user": user,
        "db": "sakila",
        # what the client sends when reading columns (PostgreSQL: no TLS so the proxy can see it)
        "trigger": b"information_schema.COLUMNS" if request.param == "mysql" else b"a.attidentity",
        "query": "" if request.param == "mysql" else "?sslmode=disable",
    }


def url_for(
    server: dict[str, Any], port: int, password: str = SECRET, db: str = "sakila", host: str = "127.0.0.1"
) -> str:
    return f"{server['driver']}://{server['user']}:{password}@{host}:{port}/{db}{server['query']}"


def _password(url: str) -> str:
    from sqlalchemy.engine import make_url

    return str(make_url(url).password or "")


def test_refused_port(server: dict[str, Any], tmp_path: Path) -> None:
    port = _free_port()
    err = fail_read(tmp_path, url_for(server, port))
    assert f"cannot connect to 127.0.0.1:{port}: connection refused" in err.message


def test_server_that_never_answers(server: dict[str, Any], tmp_path: Path) -> None:
    with Blackhole() as hole:
        err = fail_read(tmp_path, url_for(server, hole.port), connect_timeout=2)
    assert (
        f"cannot connect to 127.0.0.1:{hole.port}: no answer from 127.0.0.1:{hole.port} (timed out)"
        in err.message
    )
    assert err.diagnostics[0].hint and "connect_timeout" in err.diagnostics[0].hint


def test_server_that_hangs_mid_query(server: dict[str, Any], tmp_path: Path) -> None:
    real_password = _password(server["url"])
    with StallingProxy((server["host"], server["port"]), server["trigger"]) as proxy:
        err = fail_read(
            tmp_path, url_for(server, proxy.port, real_password), connect_timeout=5, query_timeout=1
        )
        assert proxy.stalled.is_set()
    where = "database sakila" if server["kind"] == "mysql" else "schema public"
    assert (
        f"reading the columns of {where} failed: no answer from 127.0.0.1:{proxy.port} (timed out)"
        in err.message
    )


@pytest.mark.parametrize("at", ["startup", "login"])
def test_server_that_stalls_after_login(server: dict[str, Any], tmp_path: Path, at: str) -> None:
    """Every round trip is bounded: during the login (after the startup packet) and the first
    ones after it (the driver's and SQLAlchemy's dialect queries)."""
    real_password = _password(server["url"])
    protocol = "mysql" if server["kind"] == "mysql" else "postgresql"
    t0 = time.monotonic()
    with StallAfterLogin((server["host"], server["port"]), protocol, at=at) as proxy:
        err = fail_read(
            tmp_path, url_for(server, proxy.port, real_password), connect_timeout=2, query_timeout=2
        )
        assert proxy.stalled.is_set()
    assert time.monotonic() - t0 < 30
    assert f"no answer from 127.0.0.1:{proxy.port} (timed out)" in err.message
    assert err.diagnostics[0].hint and "connect_timeout" in err.diagnostics[0].hint


def test_wrong_password(server: dict[str, Any], tmp_path: Path) -> None:
    err = fail_read(tmp_path, url_for(server, server["port"], host=server["host"]))
    assert f"authentication failed for user '{server['user']}'" in err.message
    assert "***" in err.message  # the URL is shown masked


def test_password_from_the_environment_is_masked(
    server: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GENIX_CONNECTIONS__MAIN__PASSWORD", SECRET)
    url = f"{server['driver']}://{server['user']}@{server['host']}:{server['port']}/sakila"
    err = fail_read(tmp_path, url)
    assert "authentication failed" in err.message


def test_unknown_database(server: dict[str, Any], tmp_path: Path) -> None:
    # (not named genix_*: the test servers' password is "genix", masked wherever it appears)
    url = url_for(server, server["port"], _password(server["url"]), db="no_such_db_i3", host=server["host"])
    err = fail_read(tmp_path, url)
    assert "database 'no_such_db_i3' does not exist" in err.message


def test_unknown_host(server: dict[str, Any], tmp_path: Path) -> None:
    err = fail_read(
        tmp_path, url_for(server, server["port"], host="genix-no-such-host.invalid"), connect_timeout=3
    )
    assert "genix-no-such-host.invalid" in err.message


ORDINARY = (
    "com",
    "example",
    "1",
    "127",
    "invalid",
    "0",
    "genix",
    "localhost",
    "127.0.0.1",
    "Access",
    "p@ss:w/rd?x=1",
)
"""Passwords that are also words, digits and names of the messages (the host, the user, the
driver's text), and one with URL delimiters."""


@pytest.mark.parametrize("failure", ["refused", "unknown-host", "wrong-password", "no-database"])
def test_messages_are_exact_whatever_the_password(
    server: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    """Hiding the password changes nothing else: every failure's message (and hint) is the
    same with an ordinary password as with a random one, byte for byte, the host's digits and
    names included, and the password never shows (it can stand in the URL, or come from the
    environment)."""
    import random
    import string

    host, port, db = server["host"], server["port"], "sakila"
    if failure == "refused":
        host, port = "127.0.0.1", _free_port()
    elif failure == "unknown-host":
        host = "db.example.com.invalid"
    elif failure == "no-database":
        db = "no_such_db_1_127"

    def message(password: str, where: str) -> str:
        folder = tmp_path / f"{len(list(tmp_path.iterdir()))}"
        folder.mkdir()
        if where == "env":
            monkeypatch.setenv("GENIX_CONNECTIONS__MAIN__PASSWORD", password)
            url = f"{server['driver']}://{server['user']}@{host}:{port}/{db}{server['query']}"
        else:
            monkeypatch.delenv("GENIX_CONNECTIONS__MAIN__PASSWORD", raising=False)
            url = url_for(server, port, quote(password, safe=""), db=db, host=host)
        err = fail_read(folder, url, connect_timeout=3)
        return err.render()

    rng = random.Random()
    baseline = "".join(rng.choice(string.ascii_letters) for _ in range(24))
    for where in ("url", "env"):
        expected = message(baseline, where)
        assert baseline not in expected
        for password in ORDINARY:
            if password != _password(server["url"]):  # (that one logs in)
                assert message(password, where) == expected, (password, where)


def test_a_password_the_driver_cannot_send_is_not_spelled(mysql_url: str, tmp_path: Path) -> None:
    """PyMySQL sends passwords as Latin-1; its error names the character it could not encode.
    The message says what is wrong without it."""
    host, port, driver, user = _server(mysql_url)
    for url in (
        f"{driver}://{user}:p%C3%A4%E2%82%ACx@{host}:{port}/sakila",  # (percent-encoded in the URL)
        f"{driver}://{user}:pä€x@{host}:{port}/sakila",
    ):
        err = fail_read(tmp_path, url)
        assert "the password holds a character the driver cannot send (latin-1)" in err.message
        assert "€" not in err.render() and "u20ac" not in err.render() and "position" not in err.render()


def test_mysql_database_named_by_schema_key(mysql_url: str, tmp_path: Path) -> None:
    err = fail_read(tmp_path, mysql_url, schema="genix_i3_no_such_db")
    assert "database 'genix_i3_no_such_db' does not exist" in err.message
    # the server's databases, in order (the corpus's chinook sorts before any test database)
    assert (
        err.diagnostics[0].hint
        and "databases on " in err.diagnostics[0].hint
        and "chinook" in err.diagnostics[0].hint
    )
    good = read_live(tmp_path, mysql_url, schema="chinook")  # the schema key picks the database
    assert good.database == "chinook" and len(good.tables) == 11


def test_mysql_needs_a_database(mysql_url: str, tmp_path: Path) -> None:
    err = fail_read(tmp_path, mysql_url)
    assert "no database to read" in err.message


@pytest.mark.parametrize(
    ("url", "module", "extra"),
    [
        ("mysql+pymysql://u:" + SECRET + "@127.0.0.1/x", "pymysql", "mysql"),
        ("mysql://u:" + SECRET + "@127.0.0.1/x", "pymysql", "mysql"),
        ("postgresql+psycopg://u:" + SECRET + "@127.0.0.1/x", "psycopg", "postgres"),
    ],
)
def test_missing_driver_names_the_extra(
    url: str, module: str, extra: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in [m for m in sys.modules if m == module or m.startswith(module + ".")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, module, None)  # import fails as if it were not installed
    monkeypatch.setitem(sys.modules, "MySQLdb", None)
    err = fail_read(tmp_path, url)
    assert "driver" in err.message and "is not installed" in err.message
    assert err.diagnostics[0].hint == f'pip install "dbjavagenix[{extra}]"'


def test_build_exits_3_and_writes_nothing(pg_url: str, tmp_path: Path) -> None:
    from dbjavagenix.cli import main

    host, port, driver, user = _server(pg_url)
    config: Callable[..., Path] = write_config
    path = config(tmp_path, f"{driver}://{user}:{SECRET}@{host}:{port}/sakila")
    result = CliRunner().invoke(main, ["build", "-c", str(path)])
    assert result.exit_code == 3, result.output
    assert "authentication failed" in result.output
    assert SECRET not in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["genix.toml"]
