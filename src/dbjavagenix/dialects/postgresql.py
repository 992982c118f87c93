"""PostgreSQL: the facts genix reads, writes and connects by."""

from __future__ import annotations

from dbjavagenix.dialects.base import Dialect

TYPES: dict[str, tuple[str, str]] = {
    "bpchar": ("String", "CHAR"),
    "name": ("String", "VARCHAR"),
    '"char"': ("String", "CHAR"),
    "citext": ("String", "VARCHAR"),
    "jsonb": ("String", "OTHER"),
    "money": ("BigDecimal", "DECIMAL"),
    "oid": ("Long", "BIGINT"),
}
"""PostgreSQL additions to the shared type table. Any other PostgreSQL type (``interval``,
``inet``, ``tsvector``, geometric, range and extension types, ``bit(n)``) is read as its text:
``String``, written back with a cast (see :func:`dbjavagenix.resolve.columns.types.pg_cast`)."""

URL_OPTIONS: tuple[str, ...] = (
    "sslmode",
    "sslrootcert",
    "sslcert",
    "sslkey",
    "sslcrl",
    "sslcrldir",
    "sslsni",
    "sslcompression",
    "sslnegotiation",
    "sslcertmode",
    "ssl_min_protocol_version",
    "ssl_max_protocol_version",
    "channel_binding",
    "gssencmode",
    "gsslib",
    "krbsrvname",
    "requirepeer",
    "passfile",
    "application_name",
    "fallback_application_name",
    "client_encoding",
    "target_session_attrs",
    "load_balance_hosts",
    "host",
    "hostaddr",
    "port",
    "keepalives",
    "keepalives_idle",
    "keepalives_interval",
    "keepalives_count",
    "tcp_user_timeout",
)
"""psycopg, psycopg2 (libpq keywords): TLS and GSS, ``passfile``, the application
name, hosts and keepalives."""

POSTGRESQL = Dialect(
    name="postgresql",
    title="PostgreSQL",
    url_schemes=("postgresql", "postgres"),
    default_port=5432,
    default_user="postgres",
    default_schema="public",
    sqlalchemy_drivers=frozenset({None, "psycopg", "psycopg2"}),
    url_driver="psycopg",
    url_options=URL_OPTIONS,
    # a libpq startup option: the session is read-only before its first statement
    read_only_session="-c default_transaction_read_only=on",
    reader="postgres",
    reader_drivers=frozenset({"psycopg", "psycopg2"}),
    sqlglot="postgres",
    jdbc_schemes=("postgresql", "pgsql"),
    # strings reach uuid/json/enum/tsvector columns untyped, so PostgreSQL casts them (MyBatis-Plus
    # writes no ::casts of its own)
    jdbc_options="stringtype=unspecified",
    jdbc_schema_option="currentSchema",
    jdbc_driver_class="org.postgresql.Driver",
    jdbc_driver=("org.postgresql", "postgresql"),
    folds_to_lower=True,
    key_defaults_returned=True,
    page_isolation="REPEATABLE_READ",
    casts_text_parameters=True,
    mybatis_plus_db_type="POSTGRE_SQL",
    types=TYPES,
    bit_as_text=True,
    other_types_as_text=True,
)
