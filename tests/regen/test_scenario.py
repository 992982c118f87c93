"""Sakila regeneration scenario: generate, hand-edit, alter the database, regenerate; every
hand edit survives, the schema changes arrive, stale files go; then Maven compiles it.
SQLite (in-process) and MariaDB (a genix_i5_ copy of the corpus database)."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.pipeline import BuildResult
from tests.conftest import CORPUS, need
from tests.dbnames import db

from . import scenario as sc

CONFIG = """\
[project]
output = "out"
base_package = "com.example.demo"
spring_boot = 3  # the pom the compile step writes is Spring Boot 3.5's

[connections.main]
url = "{url}"
"""


def _build(root: Path) -> BuildResult:
    return pipeline.build(load_config(root / "genix.toml"))


def _run(root: Path, alter: object) -> BuildResult:
    """The scenario up to the regeneration; returns the regeneration's result."""
    first = _build(root)
    assert not first.plan.conflicts
    out = root / "out"
    sc.apply_edits(out)
    recorded = _build(root)  # records the edits; writes nothing
    assert not recorded.written, recorded.written
    alter()  # type: ignore[operator]
    result = _build(root)
    assert not result.plan.conflicts, [(e.path, e.reason) for e in result.plan.conflicts]
    v = {e.path: e.verb for e in result.plan.entries}
    assert v[sc.J + "entity/Actor.java"] == "merge"
    assert v[sc.R + "ActorMapper.xml"] == "merge"
    assert v[sc.R + "FilmMapper.xml"] == "merge"
    assert v[sc.J + "entity/Customer.java"] == "merge"
    # the service implementation lists no columns: its hand edits stay, untouched
    assert v[sc.J + "service/impl/ActorServiceImpl.java"] == "unchanged"
    for rel in sc.DROPPED:
        assert v[rel] == "delete"
    sc.assert_edits_survived(out)
    sc.assert_schema_changes_applied(out)
    again = pipeline.build(load_config(root / "genix.toml"), dry_run=True)
    assert not again.plan.drift, [(e.path, e.status) for e in again.plan.drift]
    return result


@pytest.fixture
def sqlite_project(tmp_path: Path) -> Path:
    sql = CORPUS / "sakila" / "sqlite.sql"
    need(sql.is_file(), f"the shared corpus ({sql})")
    db = tmp_path / "sakila.sqlite"
    con = sqlite3.connect(db)
    con.executescript(sql.read_text(encoding="utf-8"))
    con.commit()
    con.close()
    (tmp_path / "genix.toml").write_text(CONFIG.format(url=f"sqlite:///{db}"), encoding="utf-8")
    return tmp_path


def _alter_sqlite(root: Path) -> None:
    con = sqlite3.connect(root / "sakila.sqlite")
    for s in sc.ALTER_SQLITE:
        con.execute(s)
    con.commit()
    con.close()


def test_sakila_sqlite_regeneration_keeps_every_hand_edit(sqlite_project: Path) -> None:
    _run(sqlite_project, lambda: _alter_sqlite(sqlite_project))


@pytest.mark.java
def test_sakila_sqlite_regenerated_project_compiles(sqlite_project: Path) -> None:
    need(sc.maven_available(), "Maven and a JDK")
    _run(sqlite_project, lambda: _alter_sqlite(sqlite_project))
    done = sc.compile_with_maven(sqlite_project / "out", "sqlite")
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]


MYSQL_DB = db("genix_i5_sakila")


@pytest.fixture
def mariadb_project(tmp_path: Path) -> Iterator[Path]:
    url = os.environ.get("GENIX_TEST_MYSQL_URL")
    need(bool(url), "a MariaDB/MySQL server (GENIX_TEST_MYSQL_URL)")
    assert url is not None
    import sqlalchemy as sa

    engine = sa.create_engine(url)
    try:
        with engine.begin() as c:
            c.exec_driver_sql(f"DROP DATABASE IF EXISTS {MYSQL_DB}")
            c.exec_driver_sql(f"CREATE DATABASE {MYSQL_DB} CHARACTER SET utf8mb4")
            tables = [
                r[0]
                for r in c.exec_driver_sql(
                    "SELECT table_name FROM information_schema.tables "
                    "WHERE table_schema = 'sakila' AND table_type = 'BASE TABLE' ORDER BY table_name"
                )
            ]
            need(bool(tables), "the sakila corpus database on the MariaDB server")
            c.exec_driver_sql("SET FOREIGN_KEY_CHECKS = 0")
            c.exec_driver_sql(f"USE {MYSQL_DB}")
            for t in tables:
                ddl = c.exec_driver_sql(f"SHOW CREATE TABLE sakila.`{t}`").fetchone()[1]
                c.exec_driver_sql(ddl)
            c.exec_driver_sql("SET FOREIGN_KEY_CHECKS = 1")
        (tmp_path / "genix.toml").write_text(CONFIG.format(url=f"{url}/{MYSQL_DB}"), encoding="utf-8")
        yield tmp_path
    finally:
        with engine.begin() as c:
            c.exec_driver_sql(f"DROP DATABASE IF EXISTS {MYSQL_DB}")
        engine.dispose()


def _alter_mysql() -> None:
    import sqlalchemy as sa

    engine = sa.create_engine(f"{os.environ['GENIX_TEST_MYSQL_URL']}/{MYSQL_DB}")
    with engine.begin() as c:
        for s in sc.ALTER_MYSQL:
            c.exec_driver_sql(s)
    engine.dispose()


@pytest.mark.mysql
def test_sakila_mariadb_regeneration_keeps_every_hand_edit(mariadb_project: Path) -> None:
    _run(mariadb_project, _alter_mysql)


@pytest.mark.mysql
@pytest.mark.java
def test_sakila_mariadb_regenerated_project_compiles(mariadb_project: Path) -> None:
    need(sc.maven_available(), "Maven and a JDK")
    _run(mariadb_project, _alter_mysql)
    done = sc.compile_with_maven(mariadb_project / "out", "mysql")
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
