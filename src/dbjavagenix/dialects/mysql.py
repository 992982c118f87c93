"""MySQL 8: the facts genix reads, writes and connects by (MariaDB shares most: ``mariadb.py``)."""

from __future__ import annotations

from dbjavagenix.dialects.base import Dialect

_SPATIAL = (
    "geometry",
    "point",
    "linestring",
    "polygon",
    "multipoint",
    "multilinestring",
    "multipolygon",
    "geometrycollection",
    "geomcollection",
)

TYPES: dict[str, tuple[str, str]] = {
    "year": ("Integer", "INTEGER"),
    "set": ("String", "VARCHAR"),
    "inet4": ("String", "VARCHAR"),
    "inet6": ("String", "VARCHAR"),
    "tinyblob": ("byte[]", "VARBINARY"),
    "mediumblob": ("byte[]", "LONGVARBINARY"),
    "longblob": ("byte[]", "LONGVARBINARY"),
    # spatial types: the server's internal format (4-byte SRID + WKB) as bytes
    **dict.fromkeys(_SPATIAL, ("byte[]", "BINARY")),
}
"""MySQL and MariaDB additions to the shared type table (MariaDB's JSON is read as ``json``, see
introspect/mysql.py)."""

URL_OPTIONS: tuple[str, ...] = (
    "charset",
    "ssl_ca",
    "ssl_cert",
    "ssl_key",
    "ssl_capath",
    "ssl_cipher",
    "ssl_check_hostname",
    "unix_socket",
)
"""PyMySQL, mysqlclient: the character set, TLS, a socket."""

MYSQL = Dialect(
    name="mysql",
    title="MySQL",
    url_schemes=("mysql",),
    default_port=3306,
    default_user="root",
    schema_is_database=True,
    sqlalchemy_drivers=frozenset({None, "pymysql", "mysqldb"}),
    fallback_driver="pymysql",
    url_driver="pymysql",
    url_options=URL_OPTIONS,
    read_only_session="SET SESSION TRANSACTION READ ONLY",
    reader="mysql",
    reader_drivers=frozenset({"pymysql", "mysqldb"}),
    sqlglot="mysql",
    zero_dates=True,
    jdbc_schemes=("mysql",),
    # Connector/J refuses a row holding a zero date unless told to read it as null
    jdbc_options="zeroDateTimeBehavior=CONVERT_TO_NULL",
    jdbc_driver_class="com.mysql.cj.jdbc.Driver",
    jdbc_driver=("com.mysql", "mysql-connector-j"),
    # the old coordinates of Connector/J, relocated in 8.0.31
    jdbc_driver_relocated=(("mysql", "mysql-connector-java"),),
    identifier_quote="`",
    upsert="on-duplicate-key",
    empty_insert="() VALUES ()",
    mybatis_plus_db_type="MYSQL",
    types=TYPES,
    boolean_from_tinyint1=True,
)
