"""JDBC URL → SQLAlchemy URL, for the databases genix reads: MySQL, MariaDB, PostgreSQL and
SQLite. Wrappers (``jdbc:p6spy:``, ``jdbc:log4jdbc:``) are taken off; the first host of a
multi-host URL is used; JDBC driver parameters (``useSSL``, ``serverTimezone`` ...) mean
nothing to the Python drivers and are dropped (listed in ``dropped``); PostgreSQL's
``currentSchema`` becomes the genix connection's ``schema``. The password is never part of the
result: genix references it through an environment variable.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote, unquote_plus

from dbjavagenix import dialects
from dbjavagenix.config.urls import parse_url
from dbjavagenix.errors import InputError, Location

WRAPPERS = ("p6spy:", "log4jdbc:")
_NET = re.compile(
    r"^(?P<kind>"
    + "|".join(s for d in dialects.DIALECTS.values() if d.default_port for s in d.jdbc_schemes)
    + r")(?::(?:loadbalance|replication|failover|aurora))?:"
    r"//(?P<hosts>[^/?]*)(?:/(?P<db>[^?;]*))?(?P<rest>[?;].*)?$",
    re.I,
)


@dataclass(frozen=True)
class Translated:
    """A datasource translated for genix."""

    url: str
    """SQLAlchemy URL with the user but never the password."""
    dialect: str
    """``mysql``, ``mariadb``, ``postgresql`` or ``sqlite``."""
    database: str | None
    schema: str | None = None
    """PostgreSQL ``currentSchema`` (the genix connection's ``schema``)."""
    dropped: tuple[str, ...] = ()
    """JDBC parameters left out."""


def _fail(jdbc: str, why: str, where: Location | None, hint: str | None = None) -> InputError:
    from dbjavagenix.secrets import mask_url

    masked = mask_url(jdbc)  # before shortening: the structure shows where the password is
    shown = masked if len(masked) < 120 else masked[:117] + "..."
    return InputError(
        f"cannot translate datasource URL {shown!r}: {why}",
        location=where,
        hint=hint or "genix reads MySQL, MariaDB, PostgreSQL and SQLite; set [connections.main] url by hand",
    )


def translate_jdbc(
    jdbc: str,
    username: str | None = None,
    *,
    base_dir: Path | None = None,
    config_dir: Path | None = None,
    where: Location | None = None,
) -> Translated:
    """Translate ``jdbc``. SQLite paths are taken relative to ``base_dir`` (where the
    application runs) and written relative to ``config_dir``. Raises :class:`InputError`."""
    text = jdbc.strip()
    if not text.lower().startswith("jdbc:"):
        raise _fail(jdbc, "it does not start with jdbc:", where)
    body = text[5:]
    for w in WRAPPERS:
        if body.lower().startswith(w):
            body = body[len(w) :]
    scheme, _, rest = body.partition(":")
    file_db = dialects.by_jdbc_scheme(scheme)
    if file_db is not None and file_db.file_database:
        return _file(file_db, jdbc, rest, base_dir, config_dir, where)
    user_in_url = None
    parts = parse_url(body)  # the userinfo by structure: a password may hold / ? @
    if parts is not None and parts.scheme is not None and parts.user is not None:
        user_in_url = unquote(parts.user) or None
        body = body[: len(parts.scheme) + 3] + body[parts.host_start :]
    m = _NET.match(body)
    if not m:
        kind = body.split(":", 1)[0] or "?"
        raise _fail(jdbc, f"{kind!r} is not a database genix reads", where)
    d = dialects.by_jdbc_scheme(m.group("kind"))
    assert d is not None and d.default_port is not None, "the pattern names registered servers only"
    host_part = (m.group("hosts") or "").split(",")[0]
    host, port = host_part, ""
    if host_part.startswith("["):
        close = host_part.find("]")
        host, port = host_part[: close + 1], host_part[close + 2 :]
    elif ":" in host_part:
        host, port = host_part.rsplit(":", 1)
    host = host or "localhost"
    port = port or str(d.default_port)
    db = m.group("db") or ""
    params = _parameters(m.group("rest") or "")
    schema = None
    dropped: list[str] = []
    user = username or user_in_url
    for k, v in params:
        if d.jdbc_schema_option and k.lower() == d.jdbc_schema_option.lower():
            schema = v.split(",")[0]
        elif k.lower() == "user" and not user:
            user = v
        elif k.lower() != "password":
            dropped.append(k)
    if not db:
        raise _fail(
            jdbc, "it names no database", where, hint="add the database name to the URL, or set it by hand"
        )
    auth = quote(user, safe="${}:-_.") + "@" if user else ""
    url = f"{d.url_schemes[0]}+{d.url_driver}://{auth}{host}:{port}/{db}"
    return Translated(url, d.name, db, schema, tuple(dropped))


def _parameters(rest: str) -> list[tuple[str, str]]:
    """The ``?a=b&c=d`` / ``;a=b;c=d`` parameters (``rest`` starts with ``?`` or ``;``),
    decoded. A password's value runs to the next parameter (``password=p&ss&useSSL=false``),
    as :func:`~dbjavagenix.config.urls.jdbc_secret_spans` reads it, so no part of it is taken
    for a parameter."""
    from dbjavagenix.config.urls import jdbc_secret_spans

    lead = "jdbc:x://h/"
    text = lead + rest
    secret_end = dict(jdbc_secret_spans(text))
    out: list[tuple[str, str]] = []
    pos = len(lead) + 1
    while pos < len(text):
        stops = [i for i in (text.find("&", pos), text.find(";", pos)) if i >= 0]
        stop = min(stops, default=len(text))
        eq = text.find("=", pos, stop)
        if eq >= 0:
            stop = max(stop, secret_end.get(eq + 1, stop))
            out.append((unquote_plus(text[pos:eq]), unquote_plus(text[eq + 1 : stop])))
        elif stop > pos:
            out.append((unquote_plus(text[pos:stop]), ""))
        pos = stop + 1
    return out


def _file(
    d: dialects.Dialect,
    jdbc: str,
    rest: str,
    base_dir: Path | None,
    config_dir: Path | None,
    where: Location | None,
) -> Translated:
    path = rest.split("?", 1)[0].removeprefix("file:")
    if not path or path.startswith(":memory:") or path == "memory":
        raise _fail(
            jdbc, "an in-memory SQLite database has no schema to read", where, hint="use a database file"
        )
    p = Path(path)
    if not p.is_absolute() and base_dir is not None:
        p = base_dir / p
    if config_dir is not None and not Path(path).is_absolute():
        shown = os.path.relpath(p, config_dir)
    else:
        shown = str(p)
    return Translated(f"{d.url_schemes[0]}:///{shown}", d.name, p.name)
