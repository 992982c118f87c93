"""Real servers for the introspection tests.

``GENIX_TEST_MYSQL_URL`` / ``GENIX_TEST_PG_URL`` name the servers (no database part); a test
whose server is missing or unreachable skips locally and fails under ``CI=true``. Databases a
test creates are named ``genix_i3_*`` and dropped afterwards.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.conftest import need


def _url(env: str) -> str | None:
    value = os.environ.get(env, "").strip()
    return value.rstrip("/") or None


def _reachable(url: str) -> str | None:
    import sqlalchemy as sa

    try:
        engine = sa.create_engine(url, poolclass=sa.pool.NullPool, connect_args={"connect_timeout": 5})
        with engine.connect():
            pass
        engine.dispose()
    except Exception as e:
        return str(e).splitlines()[0]
    return None


@pytest.fixture(scope="session")
def mysql_url() -> str:
    """``mysql+pymysql://user:pw@host:port`` of the MariaDB/MySQL test server."""
    url = _url("GENIX_TEST_MYSQL_URL")
    need(url is not None, "a MariaDB/MySQL server (GENIX_TEST_MYSQL_URL)")
    assert url is not None
    err = _reachable(url + "/information_schema")
    need(err is None, f"the MariaDB/MySQL server at GENIX_TEST_MYSQL_URL ({err})")
    return url


@pytest.fixture(scope="session")
def pg_url() -> str:
    """``postgresql+psycopg://user:pw@host:port`` of the PostgreSQL test server."""
    url = _url("GENIX_TEST_PG_URL")
    need(url is not None, "a PostgreSQL server (GENIX_TEST_PG_URL)")
    assert url is not None
    err = _reachable(url + "/postgres")
    need(err is None, f"the PostgreSQL server at GENIX_TEST_PG_URL ({err})")
    return url


def _split(url: str) -> dict[str, Any]:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return {"host": u.host or "127.0.0.1", "port": u.port, "user": u.username, "password": u.password}


@pytest.fixture(scope="session")
def mysql_admin(mysql_url: str) -> Iterator[Callable[[str, str], None]]:
    """``create(name, ddl)``: (re)create MariaDB database ``name`` (``genix_i3_*``) from ``ddl``."""
    import pymysql

    p = _split(mysql_url)
    conn = pymysql.connect(
        host=p["host"],
        port=p["port"] or 3306,
        user=p["user"],
        password=p["password"],
        charset="utf8mb4",
        autocommit=True,
        client_flag=pymysql.constants.CLIENT.MULTI_STATEMENTS,
    )
    with conn.cursor() as cur:
        cur.execute("SET SESSION foreign_key_checks = 0")  # drop databases other ones refer to
    made: list[str] = []

    def create(name: str, ddl: str) -> None:
        assert name.startswith(("genix_i3_", "genix_i12_", "genix_i15e_"))
        with conn.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
            cur.execute(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci")
            cur.execute(f"USE `{name}`")
            cur.execute(ddl)
            while cur.nextset():
                pass
        made.append(name)

    yield create
    with conn.cursor() as cur:
        for name in made:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
    conn.close()


@pytest.fixture(scope="session")
def pg_admin(pg_url: str) -> Iterator[Callable[[str, str], None]]:
    """``create(name, ddl)``: (re)create PostgreSQL database ``name`` (``genix_i3_*``) from ``ddl``."""
    import psycopg

    p = _split(pg_url)
    kw = {"host": p["host"], "port": p["port"] or 5432, "user": p["user"], "password": p["password"]}
    admin = psycopg.connect(dbname="postgres", autocommit=True, **kw)
    made: list[str] = []

    def create(name: str, ddl: str) -> None:
        assert name.startswith(("genix_i3_", "genix_i12_", "genix_i15e_"))
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f"CREATE DATABASE \"{name}\" ENCODING 'UTF8' TEMPLATE template0")
        with psycopg.connect(dbname=name, autocommit=True, **kw) as c:
            c.execute(ddl)  # type: ignore[arg-type]
        made.append(name)

    yield create
    for name in made:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.close()
