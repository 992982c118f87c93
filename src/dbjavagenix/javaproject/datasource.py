"""SQLAlchemy URL of a genix connection → the Spring datasource settings of the generated app.

The password never leaves genix: the datasource reads it from ``${DB_PASSWORD}``. SQLAlchemy
query parameters (``charset=utf8mb4`` ...) are driver options of the Python side and are not
carried over; every JDBC driver used here speaks UTF-8 by default. Driver options the generated
code relies on are added: PostgreSQL ``stringtype=unspecified``, SQLite ``foreign_keys=true``
(SQLite enforces the schema's foreign keys only when asked), MySQL Connector/J
``zeroDateTimeBehavior=CONVERT_TO_NULL`` (a zero date, ``'0000-00-00'``, reads as null instead of
failing the whole row; inert in a schema without zero dates).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.config.model import ConnectionConfig
from dbjavagenix.errors import ConfigError, Location
from dbjavagenix.introspect.catalog import Table

_DEFAULT_PORT = {"mysql": 3306, "mariadb": 3306, "postgresql": 5432}
_DRIVER_CLASS = {
    "mysql": "com.mysql.cj.jdbc.Driver",
    "mariadb": "org.mariadb.jdbc.Driver",
    "postgresql": "org.postgresql.Driver",
    "sqlite": "org.sqlite.JDBC",
}


@dataclass(frozen=True, slots=True)
class Datasource:
    """What ``application.yml`` says about the database."""

    url: str
    """JDBC URL (no credentials in it)."""
    username: str
    """User name (empty when the database has none, e.g. SQLite)."""
    password_required: bool
    """The genix connection has a password: the app then needs ``DB_PASSWORD`` set."""
    driver_class: str
    """JDBC driver class."""


SQLITE_OPTIONS = "foreign_keys=true"
"""SQLite enforces foreign keys only on connections that ask for it."""
ZERO_DATES = "zeroDateTimeBehavior=CONVERT_TO_NULL"
"""MySQL Connector/J refuses a row holding a zero date (``'0000-00-00 00:00:00'``) unless told to
read it as null (MariaDB Connector/J reads it as null by itself)."""


def has_zero_dates(tables: Iterable[Table]) -> bool:
    """A column default is a MySQL zero date (``'0000-00-00'``, ``'0000-00-00 00:00:00'``)."""
    return any((c.default or "").strip("'").startswith("0000-00-00") for t in tables for c in t.columns)


def lacks_zero_dates_option(jdbc_url: str) -> bool:
    """A MySQL Connector/J URL that does not map zero dates."""
    return jdbc_url.lower().startswith("jdbc:mysql:") and "zerodatetimebehavior" not in jdbc_url.lower()


def driver_class(dialect: str) -> str:
    return _DRIVER_CLASS[dialect]


def datasource(
    conn: ConnectionConfig, dialect: str, name: str, *, config_root: Path, output_root: Path
) -> Datasource:
    """The datasource of connection ``name``; a relative SQLite file path is made relative to
    the generated project (the folder ``mvn spring-boot:run`` starts in)."""
    key = ("connections", name, "url")
    if conn.url is None:
        raise ConfigError(
            f"connection {name!r} reads a snapshot: genix cannot tell the application where the database is",
            location=Location(key=("connections", name)),
            hint="give the connection a `url` (the password can stay in ${DB_PASSWORD})",
        )
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        url = make_url(conn.url)
    except ArgumentError as e:
        raise ConfigError(
            f"cannot parse the URL of connection {name!r}: {e}", location=Location(key=key)
        ) from None
    if dialect == "sqlite":
        db = url.database or ""
        if not db or db == ":memory:":
            raise ConfigError(
                "an in-memory SQLite database cannot back an application",
                location=Location(key=key),
                hint="point the URL at a database file: sqlite:///path/to/file.db",
            )
        if Path(db).is_absolute():
            where = Path(db).as_posix()
        else:
            where = Path(os.path.relpath((config_root / db).resolve(), output_root.resolve())).as_posix()
        return Datasource(f"jdbc:sqlite:{where}?{SQLITE_OPTIONS}", "", False, _DRIVER_CLASS["sqlite"])
    if dialect not in _DEFAULT_PORT:
        raise ConfigError(
            f"no JDBC URL known for the {dialect!r} dialect",
            location=Location(key=key),
            hint="supported: mysql, mariadb, postgresql, sqlite",
        )
    host = url.host or "localhost"
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    port = url.port or _DEFAULT_PORT[dialect]
    database = url.database or ""
    if not database and dialect in ("mysql", "mariadb"):
        database = conn.db_schema or ""
    jdbc = f"jdbc:{dialect}://{host}:{port}/{database}"
    if dialect == "mysql":
        jdbc += "?" + ZERO_DATES
    if dialect == "postgresql":
        # strings reach uuid/json/enum/tsvector columns untyped, so PostgreSQL casts them
        # (MyBatis-Plus writes no ::casts of its own)
        jdbc += "?stringtype=unspecified"
        if conn.db_schema and conn.db_schema != "public":
            jdbc += f"&currentSchema={conn.db_schema}"
    has_password = bool(url.password) or conn.password is not None
    return Datasource(jdbc, url.username or "", has_password, _DRIVER_CLASS[dialect])
