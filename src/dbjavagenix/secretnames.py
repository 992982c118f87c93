"""Which names say their value is a secret: a config key, a URL option, a connection-string key
or an environment variable (``password``, ``DB_PASSWORD``, ``API_TOKEN``, ``PWD``). The one
rule :mod:`dbjavagenix.secrets` masks by and :mod:`dbjavagenix.config.urls` reads URLs with."""

from __future__ import annotations

_NAME_WORDS = ("PASSWORD", "PASSWD", "PASSPHRASE", "SECRET", "TOKEN", "API_KEY", "APIKEY", "CREDENTIAL")
_NAME_EXACT = frozenset({"PWD", "PASS", "PW"})
_NOT_SECRET_NAMES = frozenset({"PWD", "OLDPWD"})
"""The shell's working folders: the names look secret, the values are paths."""


def is_secret_name(name: str) -> bool:
    """Whether a config key, URL option or environment variable name says its value is secret
    (``password``, ``sslpassword``, ``DB_PASSWORD``, ``API_TOKEN``, ``MYSQL_PWD`` ...)."""
    upper = name.upper().replace("-", "_")
    if upper in _NOT_SECRET_NAMES:
        return False
    if upper in _NAME_EXACT or upper.endswith(("_PWD", "_PASS", "_PW")):
        return True
    return any(w in upper for w in _NAME_WORDS)


def is_secret_option(name: str) -> bool:
    """Whether a URL option or connection-string key names a secret: :func:`is_secret_name`, and
    ``PWD`` (ODBC, SQL Server), which is only a folder as an environment variable."""
    return is_secret_name(name) or name.upper() == "PWD"
