"""A project built from DDL files compiles, boots and serves CRUD against the real database
loaded from the same DDL: one project per dialect (MariaDB, PostgreSQL, SQLite).

For each case: a private database loaded from the corpus file (``genix_ddl_*`` on the
servers; for SQLite a file the same ``sqlite.sql`` builds) → ``genix new`` (the application's
datasource comes from a URL connection) → the connection switched to ``ddl = [that file]`` and
``genix build`` run as CI runs it (no URL, no password, no ``GENIX_*`` variable) → ``genix
check`` against the live database says the tree is up to date (the DDL catalog gives the same
code as introspection) → ``mvn compile`` with ``-Xlint:all``, zero warnings → the application
booted on the database → CRUD over HTTP, the rows checked in the database, driven by the
tables genix resolves from the DDL.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import CORPUS, need
from tests.java.java_crud import Crud
from tests.java.java_harness import (
    JDK25,
    Case,
    Database,
    add_lint,
    compile_project,
    db_name,
    genix,
    main_class,
    running_app,
    toml_value,
    write_config,
)
from tests.java.review import review

pytestmark = pytest.mark.java

SAKILA = ("actor", "film", "film_actor")
# the one sakila view column whose type only the server infers (README: what DDL cannot know)
VIEW_TYPES = '[tables.customer_list.columns.notes]\njava_type = "String"\n'
CORPUS_FILE = {"mariadb": "mysql.sql", "postgresql": "postgres.sql", "sqlite": "sqlite.sql"}

CASES = [
    Case("MybatisPlus-Mixed", "mariadb", "sakila", SAKILA, {}, VIEW_TYPES),
    Case("Default", "postgresql", "sakila", SAKILA, {}, VIEW_TYPES),
    Case("MybatisPlus", "sqlite", "sakila", SAKILA, {"dto": True}, VIEW_TYPES),
]


def _tools(case: Case) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    need(shutil.which("java") is not None, "a JDK (java)")
    if case.jdk is not None:
        need((JDK25 / "bin" / "javac").exists(), f"JDK 25 at {JDK25}")
    need(CORPUS.is_dir(), f"the shared corpus ({CORPUS})")
    if case.db == "mariadb":
        need(
            bool(os.environ.get("GENIX_TEST_MYSQL_URL")) and shutil.which("mysql") is not None,
            "MariaDB (GENIX_TEST_MYSQL_URL, mysql)",
        )
    elif case.db == "postgresql":
        need(
            bool(os.environ.get("GENIX_TEST_PG_URL")) and shutil.which("psql") is not None,
            "PostgreSQL (GENIX_TEST_PG_URL, psql)",
        )


def _ci_env() -> dict[str, str]:
    """A CI job with no database: no password, no secret, no GENIX_* setting."""
    drop = ("PASSWORD", "SECRET", "TOKEN", "GENIX_")
    return {k: v for k, v in os.environ.items() if not any(d in k.upper() for d in drop)}


def _create(db: Database, ddl: Path, work: Path) -> None:
    """The database from ``ddl`` itself (the servers' copies load the same corpus file)."""
    if db.kind != "sqlite":
        db.create(work)
        return
    db.sqlite_file = work / f"{db.name}.sqlite"
    con = sqlite3.connect(db.sqlite_file)
    try:
        con.executescript(ddl.read_text(encoding="utf-8"))
        con.commit()
    finally:
        con.close()


def _ddl_config(url_config: Path, case: Case, ddl: Path) -> Path:
    """The same config with the connection reading ``ddl`` instead of the database."""
    text = url_config.read_text(encoding="utf-8")
    head, sep, rest = text.partition("[connections.main]\n")
    assert sep, text
    # drop the connection's url/password lines; keep what follows (the case's extra TOML)
    tail = "\n".join(ln for ln in rest.split("\n") if not ln.startswith(("url =", "password =")))
    conn = f"{sep}ddl = [{toml_value(str(ddl))}]\ndialect = {toml_value(case.db)}\n"
    path = url_config.with_name("genix.ddl.toml")
    path.write_text(head + conn + tail, encoding="utf-8")
    return path


@pytest.mark.parametrize("case", CASES, ids=[f"ddl-{c.id}" for c in CASES])
def test_project_from_ddl_compiles_boots_and_serves_crud(case: Case, tmp_path: Path) -> None:
    _tools(case)
    ddl = CORPUS / case.schema / CORPUS_FILE[case.db]
    db = Database(case.db, case.schema, db_name(__name__, case.id), CORPUS)
    _create(db, ddl, tmp_path)
    try:
        _run(case, db, ddl, tmp_path)
    finally:
        db.drop()


def _run(case: Case, db: Database, ddl: Path, work: Path) -> None:
    live_env = dict(os.environ) | {"DB_PASSWORD": db.password()}
    url_config = write_config(case, db, work, None)
    r = genix(["new"], work, live_env)
    assert r.returncode == 0, r.stderr
    app = work / "app"

    ddl_config = _ddl_config(url_config, case, ddl)
    r = genix(["build", "-c", ddl_config.name], work, _ci_env())
    assert r.returncode == 0, r.stdout + r.stderr
    assert "unparsed" not in r.stderr, r.stderr

    # what the live database would generate: the same bytes, file by file
    r = genix(["check", "-c", url_config.name], work, live_env)
    assert r.returncode == 0, (
        "a build from the DDL differs from one from the database:\n" + r.stdout + r.stderr
    )

    add_lint(app / "pom.xml")
    ok, warnings, errors = compile_project(app, case.jdk, work / "mvn.log")
    assert ok, f"compilation failed ({case.id}):\n{errors}"
    assert warnings == 0, f"javac -Xlint:all warned {warnings} times ({case.id})"

    tables = _tables_from_ddl(ddl_config)
    for t in case.tables:
        assert t in tables, f"{t} is not generated from the DDL"
    probe = tables[case.tables[0]].rest_path + "?size=1"
    with running_app(app, main_class(app), db, case.jdk, work / "app.log", probe) as base:
        crud = Crud(base, db, tables, case.category, {})
        done = {t: crud.cycle(tables[t]) for t in case.tables}
        # the review's checklist (issue 27) on the same app: this case's category and database
        checks = review(crud, db.name, case.tables)
    assert all("create" in s and "delete" in s for s in done.values()), done
    assert {"one error shape", "one page-size policy"} <= set(checks), checks


def _tables_from_ddl(config: Path) -> dict[str, object]:
    """The resolved tables of the DDL config (no database, no password)."""
    from dbjavagenix import pipeline

    loaded = pipeline.load_config(config)
    project = pipeline.resolve_project(pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded)))
    return {t.name: t for t in project.tables}
