"""Secrets: the one home of what a secret is and how every door hides it.

Hiding is structural: a secret is replaced where the structure says one is, and nowhere else,
so no identifier, path, package, JSON key or line of generated code is ever altered, however
short or ordinary a password is (``genix``, ``root``, ``a``, ``com``).

Where secrets are:

* the password of a URL (``scheme://user:PASSWORD@host``, also ``user:PASSWORD@host`` without
  a scheme and with an unencoded ``@`` in the password), and query options whose name says
  secret (``?password=...``): :func:`mask_url`;
* values of keys whose name says secret (``password = "..."``): :func:`mask_value`,
  :func:`mask_toml_text` (config text and config diffs, line by line);
* values of environment variables whose name says secret (``DB_PASSWORD``, ``*_TOKEN``): where
  ``${VAR}`` put them into the effective config (:func:`mask_effective`);
* a database driver's or server's message: a password shows there only inside a URL the driver
  echoes, a ``key=value`` connection string (libpq's conninfo, an ODBC DSN) or an SQL text
  (``IDENTIFIED BY '...'``, ``PASSWORD '...'``), so :func:`mask_driver_text` masks those and
  changes nothing else: a message keeps every word, whatever the password (``1``, ``127``,
  ``com``: ``127.0.0.1`` keeps its digits). For the drivers genix reads with (PyMySQL,
  mysqlclient, psycopg, psycopg2, sqlite3) that is all there is; a driver genix does not know
  might put the password anywhere, so its text is shown only when no form of the password is
  in it after masking, and otherwise replaced by :data:`WITHHELD` (:meth:`Secrets.found_in`);
* text genix did not write itself and nothing structures (an exception's text in an internal
  error, a trace, a log line): there a secret can sit anywhere, so :meth:`Secrets.scrub` also
  looks for the known secret values, in every encoding they can take (raw, percent-encoded,
  JSON/TOML/Python quoted), as whole tokens.

``${VAR}`` references are not secrets: they are shown as written.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import quote, quote_plus, unquote

from dbjavagenix.config.envrefs import interpolate_text, is_reference
from dbjavagenix.config.urls import find_urls, jdbc_secret_spans, parse_url
from dbjavagenix.secretnames import is_secret_name, is_secret_option

if TYPE_CHECKING:
    from dbjavagenix.config.model import Config, ConnectionConfig
    from dbjavagenix.errors import Diagnostic, GenixError


class LoadedConfig(Protocol):
    """What this module reads of a loaded config (:class:`dbjavagenix.config.load.LoadedConfig`):
    its text, its model, and how it locates an error."""

    @property
    def text(self) -> str: ...

    @property
    def config(self) -> Config: ...

    def locate(self, error: GenixError) -> GenixError: ...


MASK = "***"
WITHHELD = "(the driver's message is not shown: it contains the password)"
"""What stands for the words of a driver genix does not know when they hold the password."""
_WORD = re.compile(r"[A-Za-z0-9_]")


# -- structure: URLs, values, config text ---------------------------------------------------------


def url_secret_spans(url: str) -> list[tuple[int, int]]:
    """Spans of ``url`` holding a secret: the password, and secret-named query option values
    (``${VAR}`` references excepted); JDBC URLs by their drivers' forms (:func:`jdbc_secret_spans`)."""
    if url[:5].lower() == "jdbc:":
        return [(a, b) for a, b in jdbc_secret_spans(url) if b > a and not is_reference(url[a:b])]
    parts = parse_url(url)
    if parts is None:
        return []
    spans = []
    if parts.password_span is not None:
        a, b = parts.password_span
        if b > a and not is_reference(url[a:b]):
            spans.append((a, b))
    for item in parts.query:
        a, b = item.value_span
        if b > a and is_secret_option(item.key) and not is_reference(url[a:b]):
            spans.append((a, b))
    return spans


def _replace_spans(text: str, spans: Iterable[tuple[int, int]]) -> str:
    out = []
    pos = 0
    for a, b in sorted(spans):
        a = max(a, pos)
        if b <= a:
            continue
        out.append(text[pos:a])
        out.append(MASK)
        pos = b
    out.append(text[pos:])
    return "".join(out)


def url_with_reference(url: str, variable: str = "DB_PASSWORD") -> str:
    """The URL with its secrets replaced by a ``${VARIABLE}`` reference: what to write instead."""
    return _replace_spans(url, url_secret_spans(url)).replace(MASK, "${" + variable + "}")


def written_secrets(data: Mapping[str, Any]) -> list[tuple[tuple[str | int, ...], str]]:
    """``(key path, what)`` of every secret written literally in config file data (not as a
    ``${VAR}`` reference): a secret-named key's value, a URL's password or secret option."""
    found: list[tuple[tuple[str | int, ...], str]] = []

    def walk(value: Any, path: tuple[str | int, ...]) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, (*path, k))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, (*path, i))
        elif isinstance(value, str) and path:
            last = path[-1]
            if isinstance(last, str) and is_secret_name(last) and value and not is_reference(value):
                found.append((path, "a password"))
            elif url_secret_spans(value):
                found.append((path, "the URL's password"))

    walk(dict(data), ())
    return found


def written_secret_warnings(loaded: LoadedConfig) -> list[Diagnostic]:
    """A located warning for each secret written literally in the config file (every door
    shows them: the CLI on stderr, ``config_validate`` in its result)."""
    import tomllib

    from dbjavagenix.errors import Diagnostic, GenixError, Location

    found = written_secrets(tomllib.loads(loaded.text))  # it loaded: plain data, parsed fast
    if not found:
        return []
    error = GenixError(
        diagnostics=[
            Diagnostic(
                f"{what} is written in the config file, which is checked in",
                Location(key=key),
                "move it to the environment: ${DB_PASSWORD} in its place and export DB_PASSWORD=... "
                "(or set GENIX_CONNECTIONS__<NAME>__PASSWORD)",
            )
            for key, what in found
        ]
    )
    return list(loaded.locate(error).diagnostics)


def mask_url(url: str) -> str:
    """The URL with its password and secret query values replaced by ``***``; every other
    character as written."""
    if "@" not in url and "?" not in url and "=" not in url:
        return url
    return _replace_spans(url, url_secret_spans(url))


def mask_value(key: str | int | None, value: Any) -> Any:
    """A config or result value as it may be shown: ``***`` for a secret key's value, URLs
    masked; lists and tables walked."""
    if isinstance(value, dict):
        return {k: mask_value(k, v) for k, v in value.items()}
    if isinstance(value, list):
        return [mask_value(None, v) for v in value]
    if not isinstance(value, str):
        return value
    if isinstance(key, str) and is_secret_name(key) and value and not is_reference(value):
        return MASK
    return mask_url(value) if ("@" in value or "?" in value or "=" in value) else value


_SQL_PASSWORD = re.compile(
    r"""\b(?:IDENTIFIED\s+(?:(?:WITH|VIA)\s+\S+\s+)?(?:BY|AS|USING)(?:\s+PASSWORD)?"""
    r"""|(?:ENCRYPTED\s+|UNENCRYPTED\s+)?PASSWORD)\s*(?:\(\s*)?"""
    r"""(?P<val>'(?:[^'\\]|''|\\.)*'|"(?:[^"\\]|""|\\.)*")""",
    re.IGNORECASE,
)
"""A password literal in SQL: ``IDENTIFIED BY 'x'``, ``IDENTIFIED WITH plugin BY 'x'``,
``IDENTIFIED VIA plugin USING PASSWORD('x')``, ``PASSWORD 'x'`` (PostgreSQL roles),
``PASSWORD('x')``."""


def mask_driver_text(text: str) -> str:
    """A database driver's or server's message with the secrets its structure shows masked:
    the URLs in it (:func:`mask_text_urls`), secret-named ``key=value`` pairs (a connection
    string) and SQL password literals. Every other character as the driver wrote it."""
    text = mask_text_urls(text)
    text = _SQL_PASSWORD.sub(_mask_sql_password, text)
    return _KEY_VALUE.sub(_mask_pair, text)


def _mask_sql_password(m: re.Match[str]) -> str:
    a, b = m.span("val")
    quote_char = m.group("val")[0]
    start = m.start()
    return m.group(0)[: a - start] + quote_char + MASK + quote_char + m.group(0)[b - start :]


def mask_text_urls(text: str) -> str:
    """Free text with the secrets of every URL in it masked (nothing else touched)."""
    if "@" not in text and "?" not in text and "=" not in text:
        return text
    spans: list[tuple[int, int]] = []
    for a, b in find_urls(text):
        spans.extend((a + x, a + y) for x, y in url_secret_spans(text[a:b]))
    return _replace_spans(text, spans)


_TOML_PAIR = re.compile(
    r"""(?P<key>[A-Za-z0-9_\-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')\s*=\s*"""
    r"""(?P<val>"(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
)


def mask_toml_line(line: str) -> str:
    """One line of TOML (or of a diff of TOML) with its secrets masked: the string value of a
    secret-named key, and the secrets of every URL on the line (values, comments, the inside of
    multi-line strings)."""
    spans: list[tuple[int, int]] = []
    blanked = list(line)
    for m in _TOML_PAIR.finditer(line):
        key = m.group("key").strip("\"'")
        a, b = m.span("val")
        blanked[a:b] = " " * (b - a)
        content = line[a + 1 : b - 1]
        if is_secret_name(key):
            if content and not is_reference(content):
                spans.append((a + 1, b - 1))
            continue
        spans.extend((a + 1 + x, a + 1 + y) for x, y in url_secret_spans(content))
    rest = "".join(blanked)
    for a, b in find_urls(rest):
        spans.extend((a + x, a + y) for x, y in url_secret_spans(rest[a:b]))
    return _replace_spans(line, spans) if spans else line


def mask_toml_text(text: str) -> str:
    """Config text (or a unified diff of it) with every secret masked, line by line; lines
    without a secret keep every byte (line endings included)."""
    if "@" not in text and "=" not in text:
        return text
    return "".join(mask_toml_line(line) for line in text.splitlines(keepends=True))


def mask_effective(
    effective: dict[str, Any], file_data: Mapping[str, Any], environ: Mapping[str, str]
) -> dict[str, Any]:
    """The effective config (``Config.model_dump``) as it may be shown: secret keys and URLs
    masked (:func:`mask_value`), and wherever the file puts the value of a secret-named
    environment variable (``${API_TOKEN}``) into a value, that part shown as ``***``."""
    masked: dict[str, Any] = mask_value(None, effective)
    hidden = _SecretEnv(environ)

    def walk(raw: Mapping[str, Any], eff: Mapping[str, Any], out: dict[str, Any]) -> None:
        for k, v in raw.items():
            if k not in eff:
                continue
            if isinstance(v, dict) and isinstance(eff[k], dict) and isinstance(out.get(k), dict):
                walk(v, eff[k], out[k])
            elif isinstance(v, str) and "${" in v and isinstance(eff[k], str):
                shown = interpolate_text(v, hidden)
                if shown is not None and MASK in shown and interpolate_text(v, environ) == eff[k]:
                    out[k] = mask_value(k, shown)

    walk(file_data, effective, masked)
    return masked


class _SecretEnv(Mapping[str, str]):
    """The environment with every secret-named variable's value replaced by ``***``."""

    def __init__(self, environ: Mapping[str, str]) -> None:
        self.environ = environ

    def __getitem__(self, key: str) -> str:
        value = self.environ[key]
        return MASK if is_secret_name(key) and value else value

    def __contains__(self, key: object) -> bool:
        return key in self.environ

    def __iter__(self) -> Any:
        return iter(self.environ)

    def __len__(self) -> int:
        return len(self.environ)


# -- known values: for text genix did not write ---------------------------------------------------

_KEY_VALUE = re.compile(
    r"""(?P<key>["']?[A-Za-z_][A-Za-z0-9_\-]*["']?)(?P<sep>\s*=\s*|\s*:\s*(?=["']))"""
    r"""(?P<val>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s&;,'"<>]+)"""
)
"""``key=value`` (and ``"key": "value"``)."""
_CALL = re.compile(r"[A-Za-z_]\w*\(")


def encodings(secret: str) -> set[str]:
    """Every spelling of ``secret`` a text may hold: raw, percent-decoded and -encoded (upper and
    lower case hex, ``+`` for spaces), quoted for JSON, TOML or Python, HTML-escaped."""
    forms = {secret}
    decoded = unquote(secret)
    for s in (secret, decoded):
        forms.add(s)
        for enc in (quote(s, safe=""), quote(s, safe="/"), quote_plus(s), quote(s, safe="%!$&'()*+,;=~-._")):
            forms.add(enc)
            forms.add(re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), enc))
        forms.add(json.dumps(s, ensure_ascii=False)[1:-1])
        forms.add(json.dumps(s)[1:-1])
        forms.add(repr(s)[1:-1])
        forms.add(html.escape(s))
    return {f for f in forms if f}


@dataclass(frozen=True)
class Secrets:
    """The secret values a run knows of (from the environment and the config), for hiding them
    in text genix did not write itself."""

    values: frozenset[str] = frozenset()
    protected: frozenset[str] = frozenset()
    """Names shown elsewhere anyway (user, host and database names): a secret equal to one is
    not looked for, it would only blank out the name."""

    @classmethod
    def from_environ(cls, environ: Mapping[str, str] | None = None) -> Secrets:
        env = os.environ if environ is None else environ
        return cls(frozenset(v for k, v in env.items() if v and is_secret_name(k)))

    @classmethod
    def for_run(cls, loaded: LoadedConfig | None = None) -> Secrets:
        """The secrets of a run: the environment's, and the config's when one loaded."""
        found = cls.from_environ()
        return found.with_config(loaded) if loaded is not None else found

    def with_connection(self, conn: ConnectionConfig) -> Secrets:
        values = set(self.values)
        protected = set(self.protected)
        if conn.password is not None:
            values.add(conn.password.get_secret_value())
        if conn.url:
            parts = parse_url(conn.url)
            if parts is not None:
                if parts.password is not None:
                    values.add(parts.password)
                for item in parts.query:
                    if is_secret_option(item.key) and item.value:
                        values.add(item.value)
                if parts.user:
                    protected.add(unquote(parts.user))
                host = parts.hosts
                protected.update(h.rsplit(":", 1)[0] for h in host.split(",") if h)
                path = conn.url[parts.host_start + len(host) :].split("?", 1)[0].strip("/")
                if path:
                    protected.add(unquote(path))
        if conn.db_schema:
            protected.add(conn.db_schema)
        return Secrets(frozenset(v for v in values if v and not is_reference(v)), frozenset(protected))

    def with_config(self, loaded: LoadedConfig) -> Secrets:
        out = self
        for conn in loaded.config.connections.values():
            out = out.with_connection(conn)
        return out

    def __or__(self, other: Secrets) -> Secrets:
        return Secrets(self.values | other.values, self.protected | other.protected)

    def _forms(self) -> list[str]:
        forms: set[str] = set()
        for s in self.values:
            if s in self.protected or unquote(s) in self.protected:
                continue
            forms |= encodings(s)
        return sorted(forms, key=len, reverse=True)

    def found_in(self, text: str) -> bool:
        """Whether any form of a known secret value (:func:`encodings`) occurs anywhere in
        ``text``; values equal to a name shown anyway (user, host, database) are not looked for."""
        return any(form in text for form in self._forms())

    def scrub(self, text: str) -> str:
        """Text genix did not write and nothing structures (an exception in an internal error, a
        trace, a log line) with every secret hidden: URLs, ``password=...`` pairs and SQL
        password literals by structure (:func:`mask_driver_text`), then the known secret values
        wherever they stand as a whole token (not inside a longer name)."""
        text = mask_driver_text(text)
        for form in self._forms():
            if form in text:
                text = _replace_tokens(text, form)
        return text


def _mask_pair(m: re.Match[str]) -> str:
    key = m.group("key").strip("\"'")
    val = m.group("val")
    if not is_secret_option(key):
        return m.group(0)
    if _CALL.fullmatch(val) and m.string[m.end() : m.end() + 1] in ("'", '"'):
        return m.group(0)  # SQL: PASSWORD = PASSWORD('***'), the literal masked already
    quoted = val[:1] in "\"'" and len(val) >= 2
    inner = val[1:-1] if quoted else val
    if not inner or is_reference(inner) or inner == MASK:
        return m.group(0)
    shown = f"{val[0]}{MASK}{val[-1]}" if quoted else MASK
    return m.group("key") + m.group("sep") + shown


def _replace_tokens(text: str, form: str) -> str:
    out = []
    pos = 0
    start = text.find(form)
    while start >= 0:
        end = start + len(form)
        before = text[start - 1] if start > 0 else ""
        after = text[end] if end < len(text) else ""
        whole = not (_WORD.match(form[0]) and before and _WORD.match(before)) and not (
            _WORD.match(form[-1]) and after and _WORD.match(after)
        )
        if whole:
            out.append(text[pos:start])
            out.append(MASK)
            pos = end
            start = text.find(form, end)
        else:
            start = text.find(form, start + 1)
    out.append(text[pos:])
    return "".join(out)


__all__ = [
    "MASK",
    "WITHHELD",
    "Secrets",
    "encodings",
    "is_reference",
    "is_secret_name",
    "is_secret_option",
    "mask_driver_text",
    "mask_effective",
    "mask_text_urls",
    "mask_toml_line",
    "mask_toml_text",
    "mask_url",
    "mask_value",
    "url_secret_spans",
    "url_with_reference",
    "written_secret_warnings",
    "written_secrets",
]
