"""Every category generates Java that compiles, boots and serves CRUD against a real database.

For each case: a private copy of the corpus database (``genix_i4_*`` on the servers, a copied
file for SQLite) → ``genix new`` → ``genix build`` (every table) → ``mvn compile`` with
``-Xlint:all`` (warnings counted, zero errors) → the app booted on a free port → CRUD over HTTP
on three or more tables per schema (one with a composite key), checked against the rows → app
stopped, database dropped. Run alone with ``pytest -m java``; the figures are printed at the end
(and written to ``$GENIX_JAVA_REPORT`` when set).
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from dbjavagenix.compat import BOOT_LINES
from tests.conftest import CORPUS, need
from tests.java.java_crud import Crud
from tests.java.java_harness import (
    JDK25,
    Case,
    Database,
    Outcome,
    add_lint,
    compile_project,
    genix,
    main_class,
    running_app,
    write_config,
)

pytestmark = pytest.mark.java

USER_TEMPLATES = Path(__file__).parent / "user_templates"
SAKILA = ("actor", "film", "film_actor")
CHINOOK = ("Artist", "Album", "PlaylistTrack")
RUOYI = ("sys_config", "sys_post", "sys_user_role", "sys_dept")
RUOYI_ROLES = """
[tables.sys_config.columns.create_time]
role = "fill-on-insert"
[tables.sys_config.columns.update_time]
role = "fill-on-update"
[tables.sys_dept.columns.del_flag]
role = "logic-delete"
"""
SAKILA_FILL = """
[tables.actor.columns.last_update]
role = "fill-on-insert-update"
"""
CUSTOM_LAYER = """
[layers.query]
template = "query.java.jinja"
package = "query"
class_name = "{class}Query"
policy = "overwrite"
"""
SB = {"java": 21}

B3 = {"spring_boot": 3}
B4 = {"spring_boot": 4}
J25 = {"java": 25}

CASES = [
    # sakila on the three databases, each category, on Boot 3 and Boot 4 (Java 25 once per
    # database on Boot 4, and Boot 3.5 on Java 25 once); options spread so each one is compiled
    Case("Default", "sqlite", "sakila", SAKILA, B3, CUSTOM_LAYER, custom_layer=True),
    Case(
        "Default",
        "postgresql",
        "sakila",
        SAKILA,
        B3
        | {
            "lombok": False,
            "openapi": "swagger2",
            "dto": True,
            "json_datetime_format": "yyyy-MM-dd HH:mm:ss",
        },
    ),
    Case("Default", "mariadb", "sakila", SAKILA, B3 | {"validation": False, "openapi": "none"}),
    Case("Default", "mariadb", "sakila", SAKILA, {"spring_boot": 2}),
    Case("MybatisPlus", "sqlite", "sakila", SAKILA, B3 | {"dto": True, "openapi": "none"}, SAKILA_FILL),
    Case("MybatisPlus", "postgresql", "sakila", SAKILA, B3, SAKILA_FILL),
    Case("MybatisPlus", "mariadb", "sakila", SAKILA, B3 | {"lombok": False}, SAKILA_FILL),
    Case("MybatisPlus", "mariadb", "sakila", SAKILA, {"spring_boot": 2, "openapi": "swagger2"}, SAKILA_FILL),
    Case(
        "MybatisPlus-Mixed", "sqlite", "sakila", SAKILA, B3 | J25 | {"lombok": False, "openapi": "swagger2"}
    ),
    Case("MybatisPlus-Mixed", "postgresql", "sakila", SAKILA, B3),
    Case("MybatisPlus-Mixed", "mariadb", "sakila", SAKILA, B3 | {"dto": True}),
    Case("sb35-java21", "sqlite", "sakila", SAKILA, SB | {"validation": False}),
    Case("sb35-java21", "postgresql", "sakila", SAKILA, SB | {"lombok": False}),
    Case("sb35-java21", "mariadb", "sakila", SAKILA, SB | {"json_datetime_format": "yyyy-MM-dd HH:mm:ss"}),
    # Spring Boot 4 (Jackson 3, springdoc 3, MyBatis starter 4, MyBatis-Plus's Boot 4 starter)
    Case("Default", "sqlite", "sakila", SAKILA, B4 | {"dto": True}),
    Case("Default", "postgresql", "sakila", SAKILA, B4 | {"lombok": False, "validation": False}),
    Case("Default", "mariadb", "sakila", SAKILA, B4 | J25 | {"json_datetime_format": "yyyy-MM-dd HH:mm:ss"}),
    Case("MybatisPlus", "sqlite", "sakila", SAKILA, B4 | {"openapi": "none"}, SAKILA_FILL),
    Case("MybatisPlus", "postgresql", "sakila", SAKILA, B4 | J25 | {"dto": True}, SAKILA_FILL),
    Case("MybatisPlus", "mariadb", "sakila", SAKILA, B4, SAKILA_FILL),
    Case("MybatisPlus-Mixed", "sqlite", "sakila", SAKILA, B4 | {"lombok": False}),
    Case("MybatisPlus-Mixed", "postgresql", "sakila", SAKILA, B4 | {"dto": True}),
    Case("MybatisPlus-Mixed", "mariadb", "sakila", SAKILA, B4),
    Case("sb35-java21", "sqlite", "sakila", SAKILA, B4 | J25),
    Case("sb35-java21", "postgresql", "sakila", SAKILA, B4 | SB | {"validation": False}),
    Case("sb35-java21", "mariadb", "sakila", SAKILA, B4 | SB | {"lombok": False}),
    # MariaDB: chinook (PascalCase, assigned keys) and ruoyi (Chinese comments, prefixes, roles)
    # with no spring_boot / java: the categories' defaults (Boot 4; sb35-java21: Boot 3, Java 21)
    # MariaDB: chinook (PascalCase, assigned keys) and ruoyi (Chinese comments, prefixes, roles)
    *(
        Case(cat, "mariadb", "chinook", CHINOOK, {})
        for cat in ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
    ),
    *(
        Case(
            cat,
            "mariadb",
            "ruoyi",
            RUOYI,
            {"group_by_prefix": True},
            RUOYI_ROLES,
        )
        for cat in ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
    ),
]

RESULTS: list[Outcome] = []


def _tools(case: Case) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    need(shutil.which("java") is not None, "a JDK (java)")
    if case.jdk is not None:
        need((JDK25 / "bin" / "javac").exists(), f"JDK 25 at {JDK25} (--release {case.java} needs it)")
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
    else:
        sqlite_dir = Path(os.environ.get("GENIX_TEST_SQLITE_DIR", "/tmp/genix-corpus-sqlite"))
        need((sqlite_dir / f"{case.schema}.sqlite").is_file(), f"the SQLite corpus in {sqlite_dir}")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_category_compiles_boots_and_serves_crud(case: Case, tmp_path: Path) -> None:
    _tools(case)
    out = Outcome(case.id)
    RESULTS.append(out)
    name = "genix_i4_" + case.id.lower().replace("-", "_")
    db = Database(case.db, case.schema, name, CORPUS)
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
        assert '    password: "${DB_PASSWORD}"\n' in yml, yml
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

    tables = _tables(work, env)
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


def _tables(work: Path, env: dict[str, str]) -> dict[str, object]:
    from dbjavagenix import pipeline

    old = os.environ.get("DB_PASSWORD")
    os.environ["DB_PASSWORD"] = env["DB_PASSWORD"]
    try:
        loaded = pipeline.load_config(work / "genix.toml")
        prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
        project = pipeline.resolve_project(prepared)
    finally:
        if old is None:
            os.environ.pop("DB_PASSWORD", None)
        else:
            os.environ["DB_PASSWORD"] = old
    return {t.name: t for t in project.tables}


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> object:
    """Print the table category × database × schema → compiled / booted / CRUD, with times."""
    yield
    if not RESULTS:
        return
    import json

    lines = [
        f"{'case':<44} {'compiled':>8} {'warn':>5} {'booted':>6} {'crud':>5}  "
        f"{'db':>5} {'gen':>5} {'mvn':>6} {'boot':>6} {'crud':>5}  tables"
    ]
    total = 0.0
    for o in RESULTS:
        s = o.seconds
        total += sum(s.values())
        lines.append(
            f"{o.case:<44} {'yes' if o.compiled else 'NO':>8} {o.warnings:>5} {'yes' if o.booted else 'NO':>6} "
            f"{'yes' if o.crud else 'NO':>5}  "
            + " ".join(
                f"{s.get(k, 0):>{w}.1f}"
                for k, w in (("db", 5), ("generate", 5), ("compile", 6), ("boot", 6), ("crud", 5))
            )
            + "  "
            + " ".join(o.tables)
        )
    lines.append(f"total {total:.0f} s over {len(RESULTS)} projects")
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line("")
        for ln in lines:
            reporter.write_line(ln)
    target = os.environ.get("GENIX_JAVA_REPORT")
    if target:
        Path(target).write_text(
            json.dumps([o.__dict__ for o in RESULTS], indent=2) + "\n" + "\n".join(lines) + "\n",
            encoding="utf-8",
        )
