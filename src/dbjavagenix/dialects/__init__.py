"""The SQL dialects genix knows, one module each (``mysql.py``, ``mariadb.py``, ``postgresql.py``,
``sqlite.py``), holding its facts as data (:class:`~dbjavagenix.dialects.base.Dialect`): its type
table, quoting, upsert, pagination, driver and URL facts. Code asks a dialect for a fact
(:func:`dialect`) and never compares its name; a new dialect is one module registered here.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from dbjavagenix.dialects.base import Dialect
from dbjavagenix.dialects.mariadb import MARIADB
from dbjavagenix.dialects.mysql import MYSQL
from dbjavagenix.dialects.postgresql import POSTGRESQL
from dbjavagenix.dialects.sqlite import SQLITE

__all__ = ["DIALECTS", "Dialect", "by_jdbc_scheme", "by_url", "by_url_scheme", "dialect", "names"]

DIALECTS: Mapping[str, Dialect] = {d.name: d for d in (MYSQL, MARIADB, POSTGRESQL, SQLITE)}
"""The registered dialects by name, in the order docs and messages list them."""


@lru_cache(maxsize=64)
def dialect(name: str) -> Dialect:
    """The facts of dialect ``name``; for a name genix does not know (a generic SQLAlchemy
    dialect's, such as ``mssql``), the defaults of :class:`Dialect` (``known`` is false)."""
    found = DIALECTS.get(name)
    return found if found is not None else Dialect(name=name)


def by_url_scheme(scheme: str) -> Dialect | None:
    """The dialect a SQLAlchemy URL scheme (``postgres``, ``mariadb``; no ``+driver``) names."""
    scheme = scheme.lower()
    return next((d for d in DIALECTS.values() if scheme in d.url_schemes), None)


def by_url(url: str) -> Dialect | None:
    """The dialect of a SQLAlchemy URL (``postgresql+psycopg://...``)."""
    return by_url_scheme(url.split(":", 1)[0].split("+", 1)[0])


def by_jdbc_scheme(scheme: str) -> Dialect | None:
    """The dialect a JDBC subprotocol (``pgsql``, ``mysql``) names."""
    scheme = scheme.lower()
    return next((d for d in DIALECTS.values() if scheme in d.jdbc_schemes), None)


def names() -> tuple[str, ...]:
    """The registered dialects' names (``mysql``, ``mariadb``, ``postgresql``, ``sqlite``)."""
    return tuple(DIALECTS)
