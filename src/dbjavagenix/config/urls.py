"""Connection URLs as text: where the scheme, the user, the password, the hosts and the query
options are, by character span, without SQLAlchemy (fast to import, and it keeps every other
byte of the text as the user wrote it).

A password may hold characters a URL should have percent-encoded (``u:Zq9@Secret!xyz@h``,
``u:pa/ss@h``): the userinfo ends at the *last* ``@`` that is followed by a host list, not at the
first one. An ``@`` inside an option's value is no userinfo (``h:3306/db?user=u&password=p@ss``);
a password holding both ``?`` and ``=`` must be percent-encoded in the userinfo. A secret option's
value runs to the next option (``password=p&ss&useSSL=false``: the password is ``p&ss``). A URL
may also come without a scheme (``u:PW@h/db``). :func:`parse_url` reads one value;
:func:`find_urls` finds URLs inside free text (a driver's error message); :func:`jdbc_secret_spans`
knows where JDBC URLs keep passwords.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import quote, unquote

from dbjavagenix import dialects
from dbjavagenix.secretnames import is_secret_name, is_secret_option

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-_:]*://")
_HOST = re.compile(
    r"(?:\[[0-9A-Za-z:.%]*\]|[A-Za-z0-9._~\-%]*)(?::[0-9]*)?"
    r"(?:,(?:\[[0-9A-Za-z:.%]*\]|[A-Za-z0-9._~\-%]+)(?::[0-9]*)?)*"
)
_HOST_END = frozenset("/?#;")
_AUTHORITY_END = re.compile(r"[/?#;]")
_OPTION = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-\[\]%]*=")
"""The start of a ``name=value`` option (what ends a secret option's value before it)."""


@dataclass(frozen=True)
class QueryItem:
    key: str
    """The option name, percent-decoded."""
    value: str
    """The value as written (not decoded)."""
    key_span: tuple[int, int]
    value_span: tuple[int, int]
    """Span of the value in the URL text (empty span when there is no ``=``)."""


@dataclass(frozen=True)
class UrlText:
    """One URL, by span."""

    text: str
    scheme: str | None
    """``mysql+pymysql``, ``postgresql`` ...; None when the URL has no ``scheme://``."""
    user: str | None
    """The user name as written (None without userinfo)."""
    password_span: tuple[int, int] | None
    """Where the password is (as written, possibly percent-encoded); None without one."""
    host_start: int
    """Where the host list starts."""
    query: tuple[QueryItem, ...]
    """The ``?key=value&...`` options, in order."""

    @property
    def password(self) -> str | None:
        """The password as written in the URL (percent-encoded as it is there)."""
        if self.password_span is None:
            return None
        a, b = self.password_span
        return self.text[a:b]

    @property
    def hosts(self) -> str:
        m = _HOST.match(self.text, self.host_start)
        return m.group(0) if m else ""


def _is_host_boundary(text: str, at: int) -> bool:
    """Whether ``text[at + 1:]`` starts with a host list followed by ``/``, ``?``, ``#`` or the end."""
    m = _HOST.match(text, at + 1)
    end = m.end() if m else at + 1
    return end == len(text) or text[end] in _HOST_END


def _userinfo_end(text: str, start: int) -> int | None:
    """Index of the ``@`` that ends the userinfo starting at ``start`` (None: no userinfo)."""
    ats = [i for i in range(start, len(text)) if text[i] == "@"]
    if not ats:
        return None
    fitting = [i for i in ats if _is_host_boundary(text, i)]
    # a userinfo without / ? # is the usual reading (an @ further on is in the path or query);
    # only when there is none did the password keep those characters unencoded
    plain = [i for i in fitting if not any(c in "/?#;" for c in text[start:i])]
    if plain:
        return plain[-1]
    if _at_in_option(text, start, ats[0]):
        return None  # host:3306/db?user=u&password=p@ss
    if not fitting:
        return ats[-1]  # the host is odd: hide everything up to the last @
    return fitting[-1]


def _at_in_option(text: str, start: int, at: int) -> bool:
    """Whether ``text[start:]`` reads as a host list, then options with the ``@`` at ``at``
    inside one's value (``h:3306/db?password=p@ss``, ``h:1433;password=p@ss``)."""
    end = _AUTHORITY_END.search(text, start)
    if end is None or end.start() > at or not _HOST.fullmatch(text, start, end.start()):
        return False
    opts = [i for i in (text.find("?", end.start(), at), text.find(";", end.start(), at)) if i >= 0]
    return bool(opts) and "=" in text[min(opts) : at]


def parse_url(text: str) -> UrlText | None:
    """The parts of a URL; None when ``text`` is neither ``scheme://...`` nor ``user:pw@host``."""
    m = _SCHEME.match(text)
    if m:
        scheme: str | None = m.group(0)[:-3]
        start = m.end()
    else:
        scheme, start = None, 0
        colon, at = text.find(":"), text.find("@")
        if colon <= 0 or at < colon or any(c.isspace() for c in text[:colon]) or "/" in text[:colon]:
            return None
    end = _userinfo_end(text, start)
    user: str | None = None
    pw: tuple[int, int] | None = None
    host_start = start
    if end is not None:
        info = text[start:end]
        name, sep, _ = info.partition(":")
        user = name
        if sep:
            pw = (start + len(name) + 1, end)
        host_start = end + 1
    elif scheme is None:
        return None
    return UrlText(text, scheme, user, pw, host_start, tuple(_query(text, host_start)))


def _query(text: str, host_start: int) -> Iterator[QueryItem]:
    q = text.find("?", host_start)
    if q < 0:
        return
    pos = q + 1
    while pos <= len(text):
        end = text.find("#", pos)
        end = len(text) if end < 0 else end
        amp = text.find("&", pos, end)
        stop = end if amp < 0 else amp
        if stop > pos:
            eq = text.find("=", pos, stop)
            if eq < 0:
                yield QueryItem(unquote(text[pos:stop]), "", (pos, stop), (stop, stop))
            else:
                key = unquote(text[pos:eq])
                if is_secret_option(key):
                    stop = _value_end(text, eq + 1, "&")
                yield QueryItem(key, text[eq + 1 : stop], (pos, eq), (eq + 1, stop))
        if stop >= end:
            return
        pos = stop + 1


def _value_end(text: str, start: int, separators: str, stop: int | None = None) -> int:
    """Where a secret option's value that starts at ``start`` ends: at the first separator that
    a ``name=`` option follows (or the end of the text), so that a separator inside the
    password is part of it (``password=p&ss&useSSL=false``: ``p&ss``)."""
    end = len(text) if stop is None else stop
    i = start
    while i < end:
        if text[i] in separators and (i + 1 == end or _OPTION.match(text, i + 1, end)):
            return i
        i += 1
    return end


def with_encoded_password(url: str) -> str:
    """The URL with characters of its password that would end it early (``@``, ``/``, ``?``,
    ``#``, ``:``) percent-encoded, so that a URL parser reads the password the user meant
    (``u:Zq9@Secret@h`` → ``u:Zq9%40Secret@h``). Other URLs are returned as they are."""
    parts = parse_url(url)
    if parts is None or parts.password_span is None:
        return url
    a, b = parts.password_span
    raw = url[a:b]
    if not any(c in raw for c in "@/?#:"):
        return url
    return url[:a] + quote(raw, safe="%!$&'()*+,;=~-._") + url[b:]


_TOKEN_END = re.compile(r"[\s]")


def find_urls(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the URLs in free text: ``scheme://...`` and ``user:password@host`` tokens, each
    running to the next whitespace (or to a quote or bracket closing the one before it)."""
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN_END.search(text, pos)
        stop = m.start() if m else n
        token_start = pos
        if stop > pos:
            yield from _urls_in_token(text, token_start, stop)
        pos = stop + 1


_OPEN = {"'": "'", '"': '"', "(": ")", "<": ">", "[": "]", "`": "`"}


_JDBC = re.compile(r"jdbc:", re.IGNORECASE)


def _urls_in_token(text: str, start: int, stop: int) -> Iterator[tuple[int, int]]:
    token = text[start:stop]
    m = _JDBC.search(token) or _SCHEME.search(token)
    if m:
        a = start + m.start()
        closing = _OPEN.get(text[a - 1]) if a > 0 else None
        b = stop
        if closing:
            last = text.rfind(closing, a, stop)
            b = last if last > a else stop
        yield a, b
        return
    lead = 0
    while lead < len(token) and token[lead] in _OPEN:
        lead += 1
    inner = token[lead:]
    if ":" in inner and "@" in inner.split(":", 1)[1]:
        a = start + lead
        closing = _OPEN.get(token[lead - 1]) if lead else None
        b = stop
        if closing:
            last = text.rfind(closing, a, stop)
            b = last if last > a else stop
        if parse_url(text[a:b]) is not None:
            yield a, b


# -- the URL options genix passes on -----------------------------------------------------------------

URL_OPTIONS: dict[str, tuple[str, ...]] = {  # dialects/<dialect>.py: Dialect.url_options
    scheme: d.url_options for d in dialects.DIALECTS.values() if d.url_options for scheme in d.url_schemes
}
"""URL query options accepted per database (the part of the scheme before ``+``). Every other
option is refused: some run SQL (``init_command``), read other settings that can (MySQL's
``read_default_file``, libpq's ``service``) or change the session genix opens read-only
(libpq's ``options``). SQLite URLs and other databases take none."""

_WHY: dict[str, str] = {
    "init_command": "it runs SQL when genix connects, and genix runs no SQL you did not ask for",
    "options": "it changes session settings (genix opens every session read-only)",
    "read_default_file": "the option file it reads can run SQL (init-command)",
    "read_default_group": "the option file it reads can run SQL (init-command)",
    "service": "the service file it reads can set any option",
    "local_infile": "it lets the server read files from this machine",
    "sql_mode": "genix reads the catalog the same way in every SQL mode",
    "autocommit": "genix reads in its own read-only session",
}
_TIMEOUTS = frozenset({"connect_timeout", "read_timeout", "write_timeout", "statement_timeout"})
_IDENTITY = frozenset({"user", "username", "dbname", "database", "db"})


URL_FORMS = (
    "genix reads mysql+pymysql://USER@HOST:3306/DB (MariaDB too), postgresql+psycopg://USER@HOST:5432/DB "
    "and sqlite:///FILE.db"
)
"""The hint of every URL problem: the forms genix reads."""

_KNOWN_GOOD: dict[str, frozenset[str | None]] = {
    d.name: d.sqlalchemy_drivers for d in dialects.DIALECTS.values()
}
"""Database types and drivers known to SQLAlchemy without asking it (the URLs of the readers
genix has): every other one is looked up in SQLAlchemy's dialect registry, which is only
imported then."""


def url_problems(url: str) -> list[tuple[str, str]]:
    """``(message, hint)`` for each thing wrong with a connection URL, checked on its text before
    anything connects: the database type and driver (SQLAlchemy's dialects), each host's port
    (1-65535) and the query options (:data:`URL_OPTIONS`). This is the one check of a URL; the
    config refuses a URL it finds anything in, in every door (``config_patch`` included)."""
    parts = parse_url(url)
    if parts is None or parts.scheme is None:
        return []  # not a URL (a ${VAR} reference, or text SQLAlchemy refuses when it is opened)
    out: list[tuple[str, str]] = []
    what = _dialect_problem(parts.scheme)
    if what is not None:
        out.append((f"{what} in the URL", URL_FORMS))
    authority = re.split(r"[/?#]", url[parts.host_start :], maxsplit=1)[0]
    port = _port_problem(authority) if "${" not in authority else None  # set when opened
    if port is not None:
        out.append(
            (port, "a TCP port is 1 to 65535 (MySQL/MariaDB listen on 3306, PostgreSQL on 5432 by default)")
        )
    refused = refused_options(url)
    if refused:
        names = ", ".join(repr(name) for name, _ in refused)
        options = f"options {names} are" if len(refused) > 1 else f"option {names} is"
        out.append((f"{options} not allowed", refused[0][1]))
    return out


_SA_URL = re.compile(
    r"""
        (?P<name>[\w\+]+)://
        (?:
            (?P<username>[^:/]*)
            (?::(?P<password>[^@]*))?
        @)?
        (?:
            (?:
                \[(?P<ipv6host>[^/\?]+)\] |
                (?P<ipv4host>[^/:\?]+)
            )?
            (?::(?P<port>[^/\?]*))?
        )?
        (?:/(?P<database>[^\?]*))?
        (?:\?(?P<query>.*))?
    """,
    re.X,
)


@dataclass(frozen=True, slots=True)
class UrlFields:
    """The parts of a connection URL as SQLAlchemy's ``make_url`` reads them (user, password and
    database percent-decoded), read without importing SQLAlchemy (a tenth of a second that a
    build from a SQLite file, which never opens SQLAlchemy, would pay for parsing one URL)."""

    username: str | None
    password: str | None
    host: str | None
    port: int | None
    database: str | None


def url_fields(url: str) -> UrlFields | None:
    """``url``'s parts by SQLAlchemy's grammar; None when it cannot parse it (no ``scheme://``, a
    port that is not a number)."""
    m = _SA_URL.match(url)
    if m is None:
        return None
    g = m.groupdict()
    port = g["port"]
    if port and not (port.isascii() and port.isdigit()):
        return None
    user, password, database = (
        unquote(g[k]) if g[k] is not None else None for k in ("username", "password", "database")
    )
    return UrlFields(user, password, g["ipv4host"] or g["ipv6host"], int(port) if port else None, database)


def _dialect_problem(scheme: str) -> str | None:
    """Why SQLAlchemy has no dialect for ``scheme`` (``foo``, ``postgresql+nodriver``), or None."""
    backend, _, driver = scheme.lower().partition("+")
    if (driver or None) in _KNOWN_GOOD.get(backend, frozenset()):
        return None
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        found = make_url(f"{scheme}://")
    except ArgumentError:
        return f"unknown database type {backend!r}"
    try:
        found.get_dialect()
        return None
    except ModuleNotFoundError:
        return None  # a known dialect whose driver is not installed: said when it is opened
    except Exception:
        pass
    try:
        found.set(drivername=found.get_backend_name()).get_dialect()
    except ModuleNotFoundError:
        pass
    except Exception:
        return f"unknown database type {backend!r}"
    return f"unknown driver {driver!r} for {backend}"


def _port_problem(hosts: str) -> str | None:
    """Why a port of ``host[:port],...`` (the URL's text between ``@`` and the path) is not one."""
    for host in hosts.split(","):
        port = host.rpartition("]")[2] if host.startswith("[") else host
        if ":" not in port:
            continue
        text = port.rpartition(":")[2]
        if not text:
            continue
        if not text.isdigit():
            return f"port {text!r} is not a number"
        if not 0 < int(text) < 65536:
            return f"port {int(text)} is out of range"
    return None


def refused_options(url: str) -> list[tuple[str, str]]:
    """``(option, hint)`` for each query option of ``url`` genix does not accept."""
    parts = parse_url(url)
    if parts is None or not parts.query:
        return []
    base = (parts.scheme or "").split("+", 1)[0].lower()
    allowed = URL_OPTIONS.get(base, ())
    out: list[tuple[str, str]] = []
    for item in parts.query:
        name = item.key
        if name in allowed or any(o == name for o, _ in out):
            continue
        out.append((name, _hint(name, base, allowed)))
    return out


def _hint(name: str, base: str, allowed: tuple[str, ...]) -> str:
    if is_secret_name(name):
        return (
            "secrets never go in genix.toml: write the password as ${DB_PASSWORD} in the URL's "
            "user part (user:${DB_PASSWORD}@host) or set GENIX_CONNECTIONS__<NAME>__PASSWORD"
        )
    if name in _TIMEOUTS:
        return "set connect_timeout / query_timeout in [connections.NAME] instead"
    if name in _IDENTITY:
        return "write the user and database in the URL itself: scheme://user@host:port/database"
    file_db = dialects.by_url_scheme(base)
    if file_db is not None and file_db.file_database:
        return f"{file_db.title} URLs take no options: genix opens the database file read-only itself"
    why = _WHY.get(name)
    listed = ", ".join(allowed)
    if not allowed:
        return f"genix passes no URL options to {base or 'this database'}" + (f" ({why})" if why else "")
    return (
        f"not allowed because {why}; " if why else ""
    ) + f"{base} URLs accept: {listed} (docs/databases.md)"


# -- JDBC URLs ----------------------------------------------------------------------------------------

_JDBC_WRAPPERS = ("p6spy:", "log4jdbc:")
_ORACLE = re.compile(r"jdbc:oracle:(?:thin|oci8?|kprb):", re.IGNORECASE)
_JDBC_OPTION = re.compile(r"(?P<sep>[?&;:(,])\s*(?P<key>[A-Za-z_][A-Za-z0-9_.\-]*)\s*=")


def jdbc_secret_spans(url: str) -> list[tuple[int, int]]:
    """Spans of a JDBC URL (``jdbc:...``) holding a secret, by the URL forms of the drivers:

    * a userinfo password: ``jdbc:mysql://u:PW@h/db`` (MySQL, MariaDB);
    * Oracle's ``jdbc:oracle:thin:u/PW@host...`` (the password may be double-quoted);
    * secret-named options: ``?password=PW&...`` (MySQL, PostgreSQL), ``;password=PW;``
      (SQL Server, H2, Derby, DB2's ``:user=u;password=PW;``), ``;password={P;W}`` (SQL Server's
      braces), ``(password=PW)`` and ``,password=PW`` (Connector/J's address lists). A value runs
      to the next option, so ``&`` and ``;`` inside a password stay hidden with it."""
    if url[:5].lower() != "jdbc:":
        return []
    spans: list[tuple[int, int]] = []
    body = 5
    for wrapper in _JDBC_WRAPPERS:
        if url[body : body + len(wrapper)].lower() == wrapper:
            body += len(wrapper)
    options_from = body
    oracle = _ORACLE.match(url)
    if oracle is not None:
        at = _oracle_at(url, oracle.end())
        if at is not None:
            slash = _unquoted_find(url, "/", oracle.end(), at)
            if slash is not None and at > slash + 1:
                spans.append((slash + 1, at))
            options_from = at + 1
    elif "//" in url[body:]:
        parts = parse_url(url[body:])
        if parts is not None and parts.scheme is not None:
            if parts.password_span is not None:
                a, b = parts.password_span
                spans.append((body + a, body + b))
            options_from = body + len(parts.scheme) + 3
    spans.extend(_jdbc_option_spans(url, options_from, list(spans)))
    return spans


def _oracle_at(url: str, start: int) -> int | None:
    """The ``@`` that ends Oracle's ``user/password`` (outside double quotes), or None."""
    found = None
    quoted = False
    for i in range(start, len(url)):
        c = url[i]
        if c == '"':
            quoted = not quoted
        elif c == "@" and not quoted:
            found = i
            if url.startswith("//", i + 1) or url.startswith("(", i + 1):
                return i
    return found


def _unquoted_find(url: str, char: str, start: int, stop: int) -> int | None:
    quoted = False
    for i in range(start, stop):
        if url[i] == '"':
            quoted = not quoted
        elif url[i] == char and not quoted:
            return i
    return None


def _jdbc_option_spans(url: str, start: int, passwords: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The values of secret options from ``start`` on; an option inside one of ``passwords``
    is part of that password (``u:pwd=1@h``)."""
    spans = []
    pos = start
    while (m := _JDBC_OPTION.search(url, pos)) is not None:
        value = m.end()
        pos = value
        key = m.start("key")
        if not is_secret_option(m.group("key")) or any(a <= key < b for a, b in passwords):
            continue
        sep = m.group("sep")
        if sep in "?&":
            end = _value_end(url, value, "&")
        elif sep in "(,":
            close = url.find(")", value)
            end = _value_end(url, value, ",", close if close >= 0 else None)
        elif url.startswith("{", value):  # SQL Server: {...}, a } doubled inside
            end = value + 1
            while end < len(url) and not (url[end] == "}" and not url.startswith("}}", end)):
                end += 2 if url.startswith("}}", end) else 1
            end = min(end + 1, len(url))
        else:
            end = _value_end(url, value, ";")
        if end > value:
            spans.append((value, end))
        pos = max(end, value)
    return spans


__all__ = [
    "URL_FORMS",
    "URL_OPTIONS",
    "QueryItem",
    "UrlText",
    "find_urls",
    "jdbc_secret_spans",
    "parse_url",
    "refused_options",
    "url_problems",
    "with_encoded_password",
]
