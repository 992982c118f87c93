"""The facts of one SQL dialect, as genix reads, writes and connects to it.

Each field says what is true of the dialect, not which dialect it is: code reads
``d.schema_is_database``, never ``name in ("mysql", "mariadb")``. The defaults are the facts of a
database genix knows nothing about (a generic SQLAlchemy dialect): standard SQL, no JDBC URL, no
driver, every type not in the shared table read as ``Object``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from dbjavagenix.dialects.reserved import RESERVED

Upsert = Literal["on-duplicate-key", "on-conflict"]


@dataclass(frozen=True, slots=True)
class Dialect:
    """What genix knows of one SQL dialect."""

    name: str
    """genix's name: the catalog's ``dialect``, a ``ddl`` connection's ``dialect``, the key of
    ``[types.<name>]``."""
    title: str = ""
    """How messages and docs name it (``PostgreSQL``)."""

    # -- connecting and reading (config/, introspect/)
    url_schemes: tuple[str, ...] = ()
    """SQLAlchemy URL schemes (the part before ``+``) that name it."""
    file_database: bool = False
    """The database is a file genix opens itself: no host, port, user or password."""
    default_port: int | None = None
    """The server's port when a URL names none."""
    default_user: str = ""
    """The account a datasource assumes when the connection names none."""
    default_schema: str | None = None
    """The schema a connection reads when it names none (``public``); None when a schema is the
    database the connection names."""
    schema_is_database: bool = False
    """A schema is a database (``USE shop``): the URL's database or the connection's ``schema``
    names what to read, and one of them must."""
    sqlalchemy_drivers: frozenset[str | None] = frozenset()
    """DB-API drivers SQLAlchemy has for it without asking SQLAlchemy (None: its default)."""
    fallback_driver: str = ""
    """The driver used when the URL names none and SQLAlchemy's default is not installed."""
    url_driver: str = ""
    """The driver of a URL genix writes (from a JDBC URL)."""
    url_options: tuple[str, ...] = ()
    """Query options a URL may carry (every other is refused: some run SQL)."""
    read_only_session: str = ""
    """How the session is made read-only before its first statement (SQL run at login, or a
    driver startup option)."""
    reader: str = ""
    """The module of ``introspect/`` that reads a live server (``mysql``, ``postgres``); empty:
    the generic SQLAlchemy reader, or a file reader (``file_database``)."""
    reader_drivers: frozenset[str] = frozenset()
    """DB-API drivers :attr:`reader` speaks to."""
    sqlglot: str = ""
    """The sqlglot dialect its DDL is parsed with (empty: DDL files cannot be read)."""
    ddl_in_sqlite: bool = False
    """DDL files are replayed into an in-memory SQLite database rather than parsed by sqlglot."""
    zero_dates: bool = False
    """A date column may hold the zero date (``'0000-00-00'``)."""

    # -- the generated application's datasource and driver (javaproject/)
    jdbc_schemes: tuple[str, ...] = ()
    """JDBC subprotocols (``jdbc:<scheme>:``), the one genix writes first."""
    jdbc_options: str = ""
    """Driver options the generated code relies on, as a URL query (``stringtype=unspecified``)."""
    jdbc_schema_option: str = ""
    """The JDBC URL option that selects a schema other than :attr:`default_schema`."""
    jdbc_driver_class: str = ""
    """The JDBC driver class (``spring.datasource.driver-class-name``)."""
    jdbc_driver: tuple[str, str] | None = None
    """Maven ``(groupId, artifactId)`` of the JDBC driver; Spring Boot's parent manages its version."""
    jdbc_driver_relocated: tuple[tuple[str, str], ...] = ()
    """Older coordinates of the same driver (a project may still use them)."""
    jdbc_driver_boot2: tuple[str, str] | None = None
    """``(version, why)`` pinned on Spring Boot 2, whose managed version will not do."""
    single_writer: bool = False
    """One connection writes at a time: the application's pool holds one connection."""

    # -- the SQL genix writes (resolve/)
    identifier_quote: str = '"'
    """The character a quoted name is written between (doubled inside it)."""
    folds_to_lower: bool = False
    """Unquoted names are folded to lower case: a name with an upper-case letter is quoted."""
    reserved_words: frozenset[str] = field(default=RESERVED, repr=False)
    """Words a name is quoted for."""
    upsert: Upsert = "on-conflict"
    """``INSERT ... ON DUPLICATE KEY UPDATE`` or ``INSERT ... ON CONFLICT (key) DO UPDATE``."""
    empty_insert: str = "DEFAULT VALUES"
    """What follows ``INSERT INTO table`` to insert a row of defaults only."""
    default_in_values: bool = True
    """``DEFAULT`` may stand for a value in a multi-row ``INSERT ... VALUES``."""
    key_defaults_returned: bool = False
    """JDBC generated keys return every key column the database filled (``RETURNING``)."""
    page_isolation: str = ""
    """The transaction isolation a page and its count are read in to agree (empty: the default)."""
    text_date_functions: Mapping[str, str] = field(default_factory=dict)
    """Dates and times are stored as text, written differently by different clients: Java type →
    the function a comparison normalises both sides with (``LocalDate`` → ``date``)."""
    casts_text_parameters: bool = False
    """A text parameter is not converted to json, uuid, an enum ... by the database: it is cast."""
    mybatis_plus_db_type: str = "OTHER"
    """The ``com.baomidou.mybatisplus.annotation.DbType`` constant (pagination SQL)."""

    # -- column types → Java (resolve/columns/types.py)
    types: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """Base type → ``(Java type, jdbcType)``, added to the table every dialect shares."""
    types_read_from: tuple[str, ...] = ()
    """Further ``[types.<dialect>]`` sub-tables read after its own (MariaDB reads MySQL's)."""
    boolean_from_tinyint1: bool = False
    """``tinyint(1)`` and ``bit(1)`` hold booleans (written ``Boolean``, jdbcType ``BOOLEAN``)."""
    bit_as_text: bool = False
    """Bits travel as text: ``bit(1)`` is a Boolean written ``'1'``/``'0'`` untyped (jdbcType
    ``OTHER``), ``bit(n)`` a String (``"0101"``)."""
    other_types_as_text: bool = False
    """A type in no table (enums, intervals, ranges, extension types) is read as its text."""
    type_affinity: bool = False
    """Declared types follow type affinity (https://sqlite.org/datatype3.html): any name maps, a
    column may declare none, ``INTEGER`` holds 64 bits."""
    blob_as_bytes: bool = False
    """The JDBC driver has no ``getBlob``: binary columns are read with ``getBytes`` (jdbcType
    ``BINARY``) and written through a bytes type handler."""

    @property
    def known(self) -> bool:
        """genix has the dialect's facts (it is registered, not a generic SQLAlchemy one)."""
        return bool(self.url_schemes)

    @property
    def type_tables(self) -> tuple[str, ...]:
        """The ``[types.<dialect>]`` sub-tables read for it, in order."""
        return (self.name, *self.types_read_from)

    def jdbc_url(self, host: str, port: int | str, database: str, schema: str = "") -> str:
        """The JDBC URL of a server database, with the options the generated code relies on
        and the schema when it is not the default one."""
        options = [self.jdbc_options] if self.jdbc_options else []
        if self.jdbc_schema_option and schema and schema != self.default_schema:
            options.append(f"{self.jdbc_schema_option}={schema}")
        query = "?" + "&".join(options) if options else ""
        return f"jdbc:{self.jdbc_schemes[0]}://{host}:{port}/{database}{query}"

    def jdbc_file_url(self, path: str) -> str:
        """The JDBC URL of a database file."""
        query = "?" + self.jdbc_options if self.jdbc_options else ""
        return f"jdbc:{self.jdbc_schemes[0]}:{path}{query}"
