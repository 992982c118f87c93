"""Database servers: an engine with bounded timeouts, the reader for each dialect, and a plain
description of why a connection failed.

* MySQL/MariaDB and PostgreSQL are read by the bulk readers (:mod:`.mysql`, :mod:`.postgres`)
  over the DB-API connection SQLAlchemy opens; other dialects fall back to SQLAlchemy's
  Inspector (:mod:`.generic`).
* ``connect_timeout`` bounds connecting, including a server that accepts the TCP connection
  and never answers; ``query_timeout`` bounds each metadata query (client read timeout on
  MySQL, ``statement_timeout`` on PostgreSQL).
* A ``mysql://`` URL without a driver uses PyMySQL when mysqlclient is not installed.
* Every session is read-only at the database, from its first statement on, so that no driver
  surprise can write: MySQL/MariaDB run ``SET SESSION TRANSACTION READ ONLY`` as the
  connection's init command, PostgreSQL starts with ``default_transaction_read_only = on``
  (SQLite files are opened read-only by URI, see :mod:`.connect`).
"""

from __future__ import annotations

import importlib.util
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dbjavagenix import dialects
from dbjavagenix.config.model import ConnectionConfig
from dbjavagenix.introspect.catalog import Catalog

DRIVER_EXTRAS = {"pymysql": "mysql", "MySQLdb": "mysql", "psycopg": "postgres", "psycopg2": "postgres"}
"""DB-API module → the genix extra that installs a driver for that database."""

KNOWN_DRIVERS = frozenset({"pymysql", "mysqldb", "psycopg", "psycopg2", "pysqlite"})
"""Drivers whose messages genix knows: a password shows in them only inside a URL or a
``key=value`` connection string, which :func:`dbjavagenix.secrets.mask_driver_text` masks."""


@dataclass(frozen=True)
class Target:
    """Where a connection goes, for messages (never the password)."""

    backend: str
    """``mysql``, ``mariadb``, ``postgresql`` ..."""
    driver: str
    """The DB-API driver SQLAlchemy uses (``pymysql``, ``psycopg``)."""
    host: str
    """``host:port`` (or the socket / file)."""
    database: str | None
    """Database named in the URL."""
    user: str | None


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def make_url(conn: ConnectionConfig) -> Any:
    """The SQLAlchemy URL of a server connection: password merged, driver defaulted."""
    from sqlalchemy.engine import make_url as sa_make_url

    from dbjavagenix.config.urls import with_encoded_password

    assert conn.url is not None
    url = sa_make_url(with_encoded_password(conn.url))
    if conn.password is not None:
        url = url.set(password=conn.password.get_secret_value())
    backend = url.get_backend_name()
    fallback = dialects.dialect(backend).fallback_driver
    if fallback and "+" not in url.drivername and not _installed("MySQLdb") and _installed(fallback):
        url = url.set(drivername=f"{backend}+{fallback}")
    return url


def target_of(url: Any) -> Target:
    backend = url.get_backend_name()
    port = url.port or dialects.dialect(backend).default_port
    host = url.host or "localhost"
    return Target(
        backend=backend,
        driver=url.get_driver_name(),
        host=f"{host}:{port}" if port else host,
        database=url.database,
        user=url.username,
    )


def make_engine(conn: ConnectionConfig, url: Any) -> Any:
    """A SQLAlchemy engine with the configured timeouts (no pool: one connection, closed after).
    The bulk readers only use its dialect to open a driver connection (:func:`connect`)."""
    import sqlalchemy as sa

    args = connect_args(conn, url)
    # reading only: nothing to roll back, and a connection that timed out cannot be reset
    return sa.create_engine(url, connect_args=args, poolclass=sa.pool.NullPool, pool_reset_on_return=None)


def connect_args(conn: ConnectionConfig, url: Any) -> dict[str, Any]:
    """The driver's connect arguments that bound connecting and reading."""
    driver = url.get_driver_name()
    # SQL the MySQL drivers run right after login; a libpq startup option: read-only at once
    read_only = dialects.dialect(url.get_backend_name()).read_only_session
    args: dict[str, Any] = {}
    if driver in ("pymysql", "mysqldb"):
        # PyMySQL reads the server greeting with read_timeout: a server that accepts and never
        # answers is bounded by connect_timeout; reads switch to query_timeout once connected
        args = {
            "connect_timeout": conn.connect_timeout,
            "read_timeout": conn.connect_timeout if driver == "pymysql" else conn.query_timeout,
            "write_timeout": conn.query_timeout,
        }
        if "charset" not in url.query:
            args["charset"] = "utf8mb4"  # comments byte-exact, Chinese included
        args["init_command"] = read_only
    elif driver in ("psycopg", "psycopg2"):
        # libpq treats a connect_timeout < 2 as 2
        args = {"connect_timeout": max(conn.connect_timeout, 2), "options": read_only}
    return args


def connect(engine: Any, conn: ConnectionConfig, url: Any) -> Any:
    """A DB-API connection opened by the driver itself, with the engine's connect arguments
    and the configured timeouts. Not through the engine's pool: SQLAlchemy's first connect runs
    the dialect's own queries (``select current_schema()``, ``show standard_conforming_strings``
    ...) outside any deadline, and a server that stalls right after login would hang there."""
    cargs, cparams = engine.dialect.create_connect_args(url)
    cparams.update(connect_args(conn, url))
    return engine.dialect.loaded_dbapi.connect(*cargs, **cparams)


def read(engine: Any, conn: ConnectionConfig, url: Any) -> Catalog:
    """Connect and read the catalog with the dialect's reader, every round trip bounded, all
    metadata queries in one repeatable-read transaction (one snapshot where the server gives
    one: PostgreSQL always, MySQL 8's data dictionary; MariaDB's is cross-checked instead)."""
    backend = url.get_backend_name()
    driver = url.get_driver_name()
    d = dialects.dialect(backend)
    if d.reader == "mysql" and driver in d.reader_drivers:
        from dbjavagenix.introspect import mysql

        schema = conn.db_schema or url.database
        assert schema, "checked by the caller"
        dbapi = connect(engine, conn, url)
        try:
            if hasattr(dbapi, "_read_timeout") and driver == "pymysql":
                dbapi._read_timeout = conn.query_timeout  # PyMySQL's per-read socket timeout
            return mysql.read(dbapi, schema)
        finally:
            _close(dbapi)
    if d.reader == "postgres" and driver in d.reader_drivers:
        from dbjavagenix.introspect import postgres

        dbapi = connect(engine, conn, url)
        try:
            guarded = Deadline(dbapi, conn.query_timeout + 2)
            schema = conn.db_schema or d.default_schema or ""
            return postgres.read(guarded, schema, statement_timeout=conn.query_timeout)
        finally:
            _close(dbapi)
    from dbjavagenix.introspect import generic

    return generic.read(engine, conn.db_schema, backend)


def _close(dbapi: Any) -> None:
    """Close without waiting on a server that stopped answering (the deadline shut the socket)."""
    try:
        dbapi.close()
    except Exception:
        pass


class Deadline:
    """A DB-API connection whose queries are bounded on the client side too.

    ``statement_timeout`` stops a slow query on a healthy PostgreSQL server, but libpq waits
    forever on a server (or proxy) that stops answering mid-query. When a query runs past
    ``seconds``, the socket is shut down, which wakes the driver's blocking read; the query then
    fails with :class:`TimeoutError`.
    """

    def __init__(self, conn: Any, seconds: float) -> None:
        self.conn = conn
        self.seconds = seconds
        self.fired = threading.Event()
        """Set once the socket was shut down: every later query fails as timed out too."""

    def cursor(self) -> _DeadlineCursor:
        return _DeadlineCursor(self.conn.cursor(), self)

    def shut(self) -> None:
        fd = _socket_fd(self.conn)
        if fd is None:
            return
        try:
            dup = socket.socket(fileno=os.dup(fd))
        except OSError:
            return
        try:
            dup.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        finally:
            dup.close()


def _socket_fd(conn: Any) -> int | None:
    pgconn = getattr(conn, "pgconn", None)  # psycopg 3
    if pgconn is not None:
        fd = getattr(pgconn, "socket", None)
        return fd if isinstance(fd, int) and fd >= 0 else None
    fileno = getattr(conn, "fileno", None)  # psycopg2
    return int(fileno()) if callable(fileno) else None


class _DeadlineCursor:
    def __init__(self, cur: Any, deadline: Deadline) -> None:
        self.cur = cur
        self.deadline = deadline

    def execute(self, sql: str, params: Any = None) -> Any:
        deadline = self.deadline
        message = f"timed out: no answer within {deadline.seconds:g} s"
        if deadline.fired.is_set():
            raise TimeoutError(message)

        def fire() -> None:
            deadline.fired.set()
            deadline.shut()

        timer = threading.Timer(deadline.seconds, fire)
        timer.daemon = True
        timer.start()
        try:
            return self.cur.execute(sql, params)
        except Exception as e:
            if deadline.fired.is_set():
                raise TimeoutError(message) from e
            raise
        finally:
            timer.cancel()

    def fetchall(self) -> Any:
        return self.cur.fetchall()

    def close(self) -> None:
        self.cur.close()


_CAUSES: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (
        ("connection refused",),
        "connection refused: nothing listens on {host}",
        "is the server running? check the host and port in the URL",
    ),
    (
        ("lock timeout", "deadlock detected", "lock wait timeout"),
        "waited too long for a lock another session holds ({said})",
        "a migration or another transaction is changing the schema: run genix again when it is done",
    ),
    (
        ("statement timeout",),
        "a metadata query ran longer than query_timeout ({said})",
        "raise query_timeout if the server is only slow",
    ),
    (
        ("timed out", "timeout expired", "timeout"),
        "no answer from {host} (timed out)",
        "check the host and port; if the server is only slow, raise connect_timeout / query_timeout",
    ),
    (
        (
            "lost connection to mysql server",
            "server has gone away",
            "connection was killed",
            "server closed the connection",
            "connection reset by peer",
            "terminating connection",
            "broken pipe",
        ),
        "{host} closed the connection ({said})",
        "the server ended the session (restarted, killed it, or a proxy dropped it): check the server's log",
    ),
    (
        (
            "name or service not known",
            "could not translate host name",
            "nodename nor servname",
            "temporary failure in name resolution",
            "no address associated",
            "getaddrinfo failed",
        ),
        "unknown host {hostname}",
        "check the host name in the URL",
    ),
    (
        ("no route to host", "network is unreachable", "host is unreachable"),
        "host {host} is unreachable",
        "check the host in the URL and the network",
    ),
    (
        ("access denied", "password authentication failed", "authentication failed", "no password supplied"),
        "authentication failed for user {user} ({said})",
        "check the user and password (pass it as ${VAR} in the URL or GENIX_CONNECTIONS__{NAME}__PASSWORD)",
    ),
    (
        ("unknown database",),
        "database {database} does not exist",
        "check the database name in the URL",
    ),
)


def driver_message(exc: BaseException) -> str:
    """The driver's own words, without SQLAlchemy's wrapping or PyMySQL's error code tuple."""
    orig = getattr(exc, "orig", None) or exc
    args: tuple[Any, ...] = tuple(getattr(orig, "args", ()))
    if len(args) == 2 and isinstance(args[0], int) and isinstance(args[1], str):
        return args[1]
    if isinstance(orig, socket.timeout):
        return "timed out"
    return str(orig) or type(orig).__name__


def _server_words(text: str) -> str:
    """What the server itself said (libpq prefixes it with the connection attempt)."""
    said = text.rsplit("FATAL:", 1)[-1] if "FATAL:" in text else text
    return " ".join(said.split())


def describe(
    exc: BaseException, target: Target, name: str, words: Callable[[str], str] = str
) -> tuple[str, str | None]:
    """(cause, hint) of a failed connection, in plain words: genix's words about the target
    (host, user, database as the URL names them), and the driver's or server's own words
    passed through ``words`` (which hides their secrets)."""
    text = driver_message(exc)
    low = text.lower()
    if "database" in low and "does not exist" in low:
        return f"database {target.database!r} does not exist", "check the database name in the URL"
    for needles, cause, hint in _CAUSES:
        if any(n in low for n in needles):
            return (
                cause.format(
                    host=target.host,
                    hostname=target.host.rsplit(":", 1)[0],
                    user=repr(target.user or ""),
                    database=repr(target.database or ""),
                    said=words(_server_words(text)),
                ),
                hint.replace("{NAME}", name.upper()),
            )
    return words(text), None
