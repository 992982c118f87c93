"""Every category on the corpus schemas that add what the torture schema does not
(``test_torture_java.py`` is the backbone): chinook's PascalCase names (snake case on PostgreSQL,
``@TableField`` in MyBatis-Plus, assigned keys) on the three databases, and ruoyi's Chinese
comments, prefix packages and column roles (fill, logic delete) in the MyBatis-Plus categories.

For each case: a private copy of the corpus database (``genix_categories_*`` on the servers, a
copied file for SQLite) → ``genix new`` → ``genix build`` (every table) → ``mvn compile`` with
``-Xlint:all`` (warnings counted, zero errors) → the app booted on a free port → CRUD over HTTP
on three or more tables per schema (one with a composite key), checked against the rows → app
stopped, database dropped. Run alone with ``pytest -m java``; the figures are printed at the end
(and written to ``$GENIX_JAVA_REPORT`` when set).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from dbjavagenix.compat import BOOT_LINES
from tests.conftest import CORPUS
from tests.java.api_document import assert_served_as_written
from tests.java.java_crud import Crud
from tests.java.java_harness import (
    Case,
    Database,
    Outcome,
    add_lint,
    compile_project,
    db_name,
    genix,
    main_class,
    need_tools,
    report,
    resolved_tables,
    running_app,
    write_config,
)
from tests.java.review import review

pytestmark = pytest.mark.java

USER_TEMPLATES = Path(__file__).parent / "user_templates"
CHINOOK = ("Artist", "Album", "PlaylistTrack")
CHINOOK_PG = ("artist", "album", "playlist_track")
"""The PostgreSQL chinook of the corpus spells its names in snake case."""
RUOYI = ("sys_config", "sys_post", "sys_user_role", "sys_dept", "sys_user")
"""sys_user: its ``password`` is sensitive by default (the built-in secrets rule): PUT and PATCH keep it."""
RUOYI_ROLES = """
[tables.sys_config.columns.create_time]
role = "fill-on-insert"
[tables.sys_config.columns.update_time]
role = "fill-on-update"
[tables.sys_dept.columns.del_flag]
role = "logic-delete"
"""

CASES = [
    # chinook (PascalCase on MariaDB and SQLite, assigned keys) on each database, the categories' defaults
    Case("Default", "mariadb", "chinook", CHINOOK, {}),
    Case("MybatisPlus", "postgresql", "chinook", CHINOOK_PG, {}),
    Case("MybatisPlus-Mixed", "sqlite", "chinook", CHINOOK, {}),
    Case("sb35-java21", "mariadb", "chinook", CHINOOK, {}),
    # the two category-database pairs no other booted case reviews (tests/java/test_review_matrix.py)
    Case("MybatisPlus-Mixed", "postgresql", "chinook", CHINOOK_PG, {}),
    Case("sb35-java21", "postgresql", "chinook", CHINOOK_PG, {}),
    # ruoyi (Chinese comments, prefixes, roles) in the categories that honour roles
    *(
        Case(cat, "mariadb", "ruoyi", RUOYI, {"group_by_prefix": True}, RUOYI_ROLES)
        for cat in ("MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
    ),
]

RESULTS: list[Outcome] = []


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_category_compiles_boots_and_serves_crud(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    out = Outcome(case.id)
    RESULTS.append(out)
    db = Database(case.db, case.schema, db_name(__name__, case.id), CORPUS)
    t0 = time.perf_counter()
    db.create(tmp_path)
    try:
        out.seconds["db"] = time.perf_counter() - t0
        _run(case, db, tmp_path, out)
    finally:
        db.drop()


def _run(case: Case, db: Database, work: Path, out: Outcome) -> None:
    env = dict(os.environ) | {"DB_PASSWORD": db.password()}
    t0 = time.perf_counter()
    write_config(case, db, work, USER_TEMPLATES if case.custom_layer else None)
    r = genix(["new"], work, env)
    assert r.returncode == 0, r.stderr
    app = work / "app"
    yml = (app / "src/main/resources/application.yml").read_text(encoding="utf-8")
    if db.password():
        # the only password in the app's settings is the placeholder
        assert '    password: "${DB_PASSWORD:${GENIX_CONNECTIONS__MAIN__PASSWORD}}"\n' in yml, yml
        assert f":{db.password()}@" not in yml
    r = genix(["build"], work, env)
    assert r.returncode == 0, r.stdout + r.stderr
    out.seconds["generate"] = time.perf_counter() - t0
    if case.custom_layer:
        assert list(app.rglob("*Query.java")), "the user's [layers.query] produced no file"
    add_lint(app / "pom.xml")

    t0 = time.perf_counter()
    ok, out.warnings, errors = compile_project(app, case.jdk, work / "mvn.log")
    out.seconds["compile"] = time.perf_counter() - t0
    assert ok, f"compilation failed ({case.id}):\n{errors}"
    out.compiled = True
    pom = (app / "pom.xml").read_text(encoding="utf-8")
    assert f"<java.version>{case.java}</java.version>" in pom
    assert f"<version>{BOOT_LINES[case.boot].parent}</version>" in pom, "genix new wrote another Boot line"
    assert out.warnings == 0, f"javac -Xlint:all warned {out.warnings} times in generated code ({case.id})"

    tables = resolved_tables(work, env)
    probe = tables[case.tables[0]].rest_path + "?size=1"
    t0 = time.perf_counter()
    with running_app(app, main_class(app), db, case.jdk, work / "app.log", probe) as base:
        out.seconds["boot"] = time.perf_counter() - t0
        out.booted = True
        t0 = time.perf_counter()
        formats = (
            {"LocalDateTime": case.options["json_datetime_format"]}
            if "json_datetime_format" in case.options
            else {}
        )
        crud = Crud(base, db, tables, case.category, formats)
        for name in case.tables:
            out.tables.append(f"{name}:{crud.cycle(tables[name])}")
        out.seconds["crud"] = time.perf_counter() - t0
        out.crud = True
        assert_served_as_written(app, base)
        # the review's checklist on the same app (issue 27): the points the cycle does not pass
        checks = review(crud, db.name, case.tables)
        expected = {"one error shape", "one page-size policy"}
        # assigned keys: a row created twice (ruoyi's keys are the database's, as SQLite's INTEGER
        # PRIMARY KEY is)
        if case.schema == "chinook" and case.db != "sqlite":
            expected.add("409 without driver text")
        assert expected <= set(checks), checks


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> object:
    yield
    report(request, RESULTS)
