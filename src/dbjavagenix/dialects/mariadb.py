"""MariaDB: MySQL's facts (``mysql.py``) but for its own driver and URLs, and no zero-date option
(MariaDB Connector/J reads a zero date as null by itself)."""

from __future__ import annotations

from dataclasses import replace

from dbjavagenix.dialects.mysql import MYSQL

MARIADB = replace(
    MYSQL,
    name="mariadb",
    title="MariaDB",
    url_schemes=("mariadb",),
    url_driver="pymysql",
    jdbc_schemes=("mariadb",),
    jdbc_options="",
    jdbc_driver_class="org.mariadb.jdbc.Driver",
    jdbc_driver=("org.mariadb.jdbc", "mariadb-java-client"),
    jdbc_driver_relocated=(),
    mybatis_plus_db_type="MARIADB",
    types_read_from=("mysql",),
)
