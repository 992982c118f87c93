"""SQLAlchemy URL of a genix connection → the Spring datasource settings of the generated app.

The password never leaves genix: the datasource reads it from the environment, from the
variables genix itself reads it from (:func:`password_variables`: ``DB_PASSWORD`` first, then
the ``${VAR}`` the connection names, then ``GENIX_CONNECTIONS__<NAME>__PASSWORD``), so the
variable a user exported for genix also starts the application. A connection without a URL
(DDL files, a snapshot) gets a datasource on ``localhost`` for its dialect, which ``DB_URL``,
``DB_USERNAME`` and ``DB_PASSWORD`` point elsewhere (:attr:`Datasource.assumed`). SQLAlchemy
query parameters (``charset=utf8mb4`` ...) are driver options of the Python side and are not
carried over; every JDBC driver used here speaks UTF-8 by default. Driver options the generated
code relies on are added: PostgreSQL ``stringtype=unspecified``, SQLite ``foreign_keys=true``
(SQLite enforces the schema's foreign keys only when asked), MySQL Connector/J
``zeroDateTimeBehavior=CONVERT_TO_NULL`` (a zero date, ``'0000-00-00'``, reads as null instead of
failing the whole row; inert in a schema without zero dates).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dbjavagenix import dialects
from dbjavagenix.config.model import ConnectionConfig
from dbjavagenix.config.urls import url_fields
from dbjavagenix.errors import ConfigError, Location
from dbjavagenix.introspect.catalog import Table


@dataclass(frozen=True, slots=True)
class Datasource:
    """What ``application.yml`` says about the database."""

    url: str
    """JDBC URL (no credentials in it)."""
    username: str
    """User name (empty when the database has none, e.g. SQLite)."""
    password_required: bool
    """The genix connection has a password: the app then needs one of :attr:`password_env` set."""
    driver_class: str
    """JDBC driver class."""
    password_env: tuple[str, ...] = ()
    """Environment variables the app reads the password from, the first one set winning."""
    assumed: bool = False
    """The connection names no database (DDL files, a snapshot): ``url`` and ``username`` are
    assumptions (``localhost``, the dialect's default port and account) for ``DB_URL`` and
    ``DB_USERNAME`` to replace."""

    @property
    def password(self) -> str:
        """The ``application.yml`` value: the variables as nested Spring placeholders
        (``${DB_PASSWORD:${GENIX_CONNECTIONS__MAIN__PASSWORD:}}``), empty when none is set and
        the database needs no password."""
        names = self.password_env or (APP_PASSWORD_ENV,)
        text = "${" + names[-1] + ("}" if self.password_required else ":}")
        for name in reversed(names[:-1]):
            text = "${" + name + ":" + text + "}"
        return text


ZERO_DATES = dialects.DIALECTS["mysql"].jdbc_options
"""MySQL Connector/J refuses a row holding a zero date (``'0000-00-00 00:00:00'``) unless told to
read it as null (MariaDB Connector/J reads it as null by itself)."""


def has_zero_dates(tables: Iterable[Table]) -> bool:
    """A column default is a MySQL zero date (``'0000-00-00'``, ``'0000-00-00 00:00:00'``)."""
    return any((c.default or "").strip("'").startswith("0000-00-00") for t in tables for c in t.columns)


def lacks_zero_dates_option(jdbc_url: str) -> bool:
    """A MySQL Connector/J URL that does not map zero dates."""
    return jdbc_url.lower().startswith("jdbc:mysql:") and "zerodatetimebehavior" not in jdbc_url.lower()


APP_PASSWORD_ENV = "DB_PASSWORD"
"""The application's own password variable (with ``DB_URL``, ``DB_USERNAME``): set in a deployment."""
_VAR = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-[^}]*)?\}")


def genix_password_env(name: str) -> str:
    """The environment variable that sets connection ``name``'s password for genix."""
    return f"GENIX_CONNECTIONS__{name.upper()}__PASSWORD"


def password_variables(name: str, raw: Mapping[str, Any] | None) -> tuple[str, ...]:
    """Where the application reads connection ``name``'s password from, in order:
    ``DB_PASSWORD``; the variable the connection's ``password`` or the password part of its
    ``url`` names in ``genix.toml`` (``raw``: the table as written, before ``${VAR}`` are
    filled); ``GENIX_CONNECTIONS__<NAME>__PASSWORD``. Each is a variable genix reads the same
    password from, so the one a user exported for genix starts the application too."""
    out = [APP_PASSWORD_ENV]
    raw = raw or {}
    texts = [raw.get("password")]
    url = raw.get("url")
    if isinstance(url, str) and "@" in url:
        userinfo = url.split("://", 1)[-1].rsplit("@", 1)[0]
        texts.append(userinfo.split(":", 1)[1] if ":" in userinfo else None)
    for text in texts:
        if isinstance(text, str):
            out += [m.group(1) for m in _VAR.finditer(text)]
    out.append(genix_password_env(name))
    return tuple(dict.fromkeys(out))


def datasource(
    conn: ConnectionConfig,
    dialect: str,
    name: str,
    *,
    config_root: Path,
    output_root: Path,
    raw: Mapping[str, Any] | None = None,
    database: str | None = None,
) -> Datasource:
    """The datasource of connection ``name`` (``raw``: its table as written in genix.toml); a
    relative SQLite file path is made relative to the generated project (the folder ``mvn
    spring-boot:run`` starts in). Without a URL: ``localhost`` and ``database`` (else the
    connection's ``schema``), marked :attr:`Datasource.assumed`."""
    key = ("connections", name, "url")
    d = dialects.dialect(dialect)
    variables = password_variables(name, raw) if not d.file_database else ()
    if conn.url is None:
        return _assumed(conn, d, name, database, variables)
    url = url_fields(conn.url)
    if url is None:
        raise ConfigError(
            f"cannot parse the URL of connection {name!r}",
            location=Location(key=key),
            hint="write it as dialect+driver://user:${DB_PASSWORD}@host:port/database",
        )
    if d.file_database:
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
        return Datasource(d.jdbc_file_url(where), "", False, d.jdbc_driver_class)
    if d.default_port is None:
        raise ConfigError(
            f"no JDBC URL known for the {dialect!r} dialect",
            location=Location(key=key),
            hint="supported: mysql, mariadb, postgresql, sqlite",
        )
    host = url.host or "localhost"
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    port = url.port or d.default_port
    database = url.database or ""
    if not database and d.schema_is_database:
        database = conn.db_schema or ""
    jdbc = d.jdbc_url(host, port, database, conn.db_schema or "")
    has_password = bool(url.password) or conn.password is not None
    return Datasource(jdbc, url.username or "", has_password, d.jdbc_driver_class, variables)


def _assumed(
    conn: ConnectionConfig, d: dialects.Dialect, name: str, database: str | None, variables: tuple[str, ...]
) -> Datasource:
    """The datasource of a connection that names no database: the dialect's on ``localhost``,
    database ``database`` (MySQL: the connection's ``schema`` first)."""
    schema = conn.db_schema or ""
    if d.file_database:
        return Datasource(d.jdbc_file_url(f"{database or name}.db"), "", False, d.jdbc_driver_class, (), True)
    if d.default_port is None:
        raise ConfigError(
            f"no JDBC URL known for the {d.name!r} dialect",
            location=Location(key=("connections", name)),
            hint="supported: mysql, mariadb, postgresql, sqlite",
        )
    db = (schema or database or name) if d.schema_is_database else (database or name)
    jdbc = d.jdbc_url("localhost", d.default_port, db, schema)
    return Datasource(jdbc, d.default_user, False, d.jdbc_driver_class, variables, True)
