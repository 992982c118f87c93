"""JDBC URL → SQLAlchemy URL."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.jdbc import translate_jdbc


@pytest.mark.parametrize(
    ("jdbc", "user", "url", "dialect", "schema"),
    [
        (
            "jdbc:mysql://localhost:3306/mall?useSSL=false",
            "root",
            "mysql+pymysql://root@localhost:3306/mall",
            "mysql",
            None,
        ),
        (
            "jdbc:p6spy:mysql://localhost:3306/eladmin-mp?x=1",
            "root",
            "mysql+pymysql://root@localhost:3306/eladmin-mp",
            "mysql",
            None,
        ),
        ("jdbc:mysql://localhost/petclinic", None, "mysql+pymysql://localhost:3306/petclinic", "mysql", None),
        ("jdbc:mysql:replication://a:3307,b:3308/db", "u", "mysql+pymysql://u@a:3307/db", "mysql", None),
        (
            "jdbc:mariadb://db.example:3310/shop",
            "genix",
            "mariadb+pymysql://genix@db.example:3310/shop",
            "mariadb",
            None,
        ),
        (
            "jdbc:postgresql://pg:5433/app?currentSchema=billing&ssl=true",
            "app",
            "postgresql+psycopg://app@pg:5433/app",
            "postgresql",
            "billing",
        ),
        (
            "jdbc:postgresql://localhost/petclinic",
            "petclinic",
            "postgresql+psycopg://petclinic@localhost:5432/petclinic",
            "postgresql",
            None,
        ),
        ("jdbc:mysql://[::1]:3306/x", "u", "mysql+pymysql://u@[::1]:3306/x", "mysql", None),
    ],
)
def test_network_urls(jdbc: str, user: str | None, url: str, dialect: str, schema: str | None) -> None:
    t = translate_jdbc(jdbc, user)
    assert (t.url, t.dialect, t.schema) == (url, dialect, schema)


def test_dropped_parameters_are_listed() -> None:
    t = translate_jdbc("jdbc:mysql://h/db?useSSL=false&serverTimezone=GMT%2B8&password=secret", "u")
    assert t.dropped == ("useSSL", "serverTimezone")
    assert "secret" not in t.url


def test_sqlite_relative_to_app_written_relative_to_config(tmp_path: Path) -> None:
    app = tmp_path / "service"
    t = translate_jdbc("jdbc:sqlite:dev.db", base_dir=app, config_dir=tmp_path)
    assert t.url == "sqlite:///service/dev.db" and t.dialect == "sqlite"
    assert translate_jdbc("jdbc:sqlite:/var/db/x.db").url == "sqlite:////var/db/x.db"


@pytest.mark.parametrize(
    ("jdbc", "why"),
    [
        ("jdbc:sqlite::memory:", "in-memory"),
        ("jdbc:h2:mem:testdb", "'h2' is not a database genix reads"),
        ("jdbc:oracle:thin:@localhost:1521:xe", "'oracle' is not a database genix reads"),
        ("jdbc:mysql://localhost:3306", "names no database"),
        ("mysql://localhost/x", "does not start with jdbc:"),
    ],
)
def test_untranslatable(jdbc: str, why: str) -> None:
    with pytest.raises(InputError) as e:
        translate_jdbc(jdbc)
    assert why in e.value.message
