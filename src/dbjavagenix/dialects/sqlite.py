"""SQLite: the facts genix reads, writes and connects by."""

from __future__ import annotations

from dbjavagenix.dialects.base import Dialect

TYPES: dict[str, tuple[str, str]] = {
    "real": ("Double", "DOUBLE"),
    "blob": ("byte[]", "BINARY"),
}
"""SQLite additions to the shared type table: ``REAL`` is an 8-byte float there, ``BLOB`` is read
with ``getBytes`` (jdbcType ``BINARY``: sqlite-jdbc does not implement ``getBlob``). Names in no
table follow SQLite's type affinity."""

SQLITE = Dialect(
    name="sqlite",
    title="SQLite",
    url_schemes=("sqlite",),
    file_database=True,
    sqlalchemy_drivers=frozenset({None, "pysqlite"}),
    sqlglot="sqlite",
    ddl_in_sqlite=True,
    jdbc_schemes=("sqlite",),
    # SQLite enforces foreign keys only on connections that ask for it
    jdbc_options="foreign_keys=true",
    jdbc_driver_class="org.sqlite.JDBC",
    jdbc_driver=("org.xerial", "sqlite-jdbc"),
    # Boot 2.7 manages 3.36, whose getObject(column, LocalDate.class) is not supported (MyBatis
    # reads every java.time value so); 3.49.1.0 is Boot 3.5's, and runs on Java 8
    jdbc_driver_boot2=("3.49.1.0", "newer than Boot 2.7's 3.36, which cannot read java.time values"),
    single_writer=True,
    default_in_values=False,
    # dates are text, written `2024-01-31 12:00:00` by some and `2024-01-31T12:00` by others (the
    # JDBC driver): comparisons normalise both sides with SQLite's own functions
    text_date_functions={"LocalDateTime": "datetime", "LocalDate": "date", "LocalTime": "time"},
    mybatis_plus_db_type="SQLITE",
    types=TYPES,
    type_affinity=True,
    blob_as_bytes=True,
)
