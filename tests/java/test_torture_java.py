"""The backbone of the Java suite: every category on the type-and-shape torture schema of each
database (``tests/java/torture/{mariadb,postgresql,sqlite}.sql``), every value round-tripped.

For each case: the torture schema in a private database (``genix_torture_*``, dropped at the
end) → ``genix new`` → ``genix build`` (every table; ``tt_named_key`` gets its key from
genix.toml) → ``mvn compile`` with ``-Xlint:all`` (zero warnings) → the app booted → every
table driven over HTTP (``tests/java/java_torture.py``: create, read, read with relations, list,
replace, patch, delete, defaults; each value compared with the row the driver reads back) → the
client errors, each answered with its status in the category's one shape. ``tt_named_ref``'s
relation to ``tt_named_key`` is declared in genix.toml.

The options of the Java matrix are folded into these cases, so each is compiled and booted once:
Spring Boot 2, 3 and 4, Java 25 on each database (Boot 4) and on Boot 3.5, Lombok off, DTOs,
Swagger 2 and no OpenAPI, validation off (the database then answers 422), Java enums, a JSON
date format, a layer of the user's own. The figures are printed at the end (and written to
``$GENIX_JAVA_REPORT`` when set).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from dbjavagenix.compat import BOOT_LINES
from tests.conftest import CORPUS
from tests.java.api_document import assert_served_as_written
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
from tests.java.java_torture import Torture

pytestmark = pytest.mark.java

TORTURE = Path(__file__).parent / "torture"
USER_TEMPLATES = Path(__file__).parent / "user_templates"
KEY = """
[tables.tt_named_key]
key = ["email"]

[tables.tt_parent.columns.title]
java_name = "heading"

[tables.tt_named_ref.relations.namedKey]
kind = "many-to-one"
table = "tt_named_key"
columns = ["email"]
"""
CUSTOM_LAYER = """
[layers.query]
template = "query.java.jinja"
package = "query"
class_name = "{class}Query"
policy = "overwrite"
"""
B2, B3, B4 = {"spring_boot": 2}, {"spring_boot": 3}, {"spring_boot": 4}
J21, J25 = {"java": 21}, {"java": 25}
DT = {"json_datetime_format": "yyyy-MM-dd HH:mm:ss"}

CASES = [
    Case("Default", "sqlite", "torture", (), B4 | {"openapi": "none"}, KEY + CUSTOM_LAYER, custom_layer=True),
    Case(
        "Default",
        "postgresql",
        "torture",
        (),
        B3 | {"lombok": False, "openapi": "swagger2", "dto": True} | DT,
        KEY,
    ),
    Case("Default", "mariadb", "torture", (), B2 | {"enums": "java"}, KEY),
    Case("MybatisPlus", "sqlite", "torture", (), B2 | {"openapi": "swagger2"}, KEY),
    Case("MybatisPlus", "postgresql", "torture", (), B4 | J25 | {"dto": True}, KEY),
    Case("MybatisPlus", "mariadb", "torture", (), B3 | {"lombok": False, "validation": False}, KEY),
    Case("MybatisPlus-Mixed", "sqlite", "torture", (), B4 | J25 | {"lombok": False}, KEY),
    Case("MybatisPlus-Mixed", "postgresql", "torture", (), B3 | J25, KEY),
    Case("MybatisPlus-Mixed", "mariadb", "torture", (), B4 | {"dto": True}, KEY),
    Case("sb35-java21", "sqlite", "torture", (), B4 | J21, KEY),
    Case("sb35-java21", "postgresql", "torture", (), B3 | J21 | {"lombok": False, "validation": False}, KEY),
    Case("sb35-java21", "mariadb", "torture", (), B4 | J25 | DT, KEY),
]

CONNECTOR_J = {"MybatisPlus-mariadb-torture-boot3"}
"""Cases whose app reads MariaDB through MySQL Connector/J (it sends no fractional seconds to a
MariaDB server, which reports itself as MySQL 5.5: the torture values leave fractions out there)."""

RESULTS: list[Outcome] = []


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_torture_round_trips_every_value(case: Case, tmp_path: Path) -> None:
    need_tools(case, corpus=False)
    out = Outcome(case.id)
    RESULTS.append(out)
    # MariaDB through MariaDB Connector/J (a mariadb+pymysql URL), except one case through MySQL
    # Connector/J (mysql+pymysql: genix new adds zeroDateTimeBehavior for its zero dates)
    scheme = "mariadb+pymysql" if case.db == "mariadb" and case.id not in CONNECTOR_J else None
    db = Database(
        case.db, case.schema, db_name(__name__, case.id), CORPUS, TORTURE / f"{case.db}.sql", scheme
    )
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
    r = genix(["build"], work, env)
    assert r.returncode == 0, r.stdout + r.stderr
    if case.db == "sqlite":
        # the FTS5 table's shadow tables are left out, and the build says so
        assert "shadow tables of virtual table 'tt_docs'" in r.stderr, r.stderr
        assert not list(app.rglob("TtDocsData*.java"))
    if case.custom_layer:
        assert list(app.rglob("*Query.java")), "the user's [layers.query] produced no file"
    out.seconds["generate"] = time.perf_counter() - t0
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
    probe = tables["tt_parent"].rest_path + "?size=1"
    t0 = time.perf_counter()
    with running_app(app, main_class(app), db, case.jdk, work / "app.log", probe) as base:
        out.seconds["boot"] = time.perf_counter() - t0
        out.booted = True
        # openapi.json as served (springdoc 1.x of Boot 2 has quirks the file does not copy:
        # readOnly moved onto referenced schemas, "_1" operation ids, LocalTime as an object)
        if case.options.get("openapi", "springdoc") == "springdoc" and case.boot != 2:
            assert_served_as_written(app, base)
        t0 = time.perf_counter()
        formats = (
            {"LocalDateTime": case.options["json_datetime_format"]}
            if "json_datetime_format" in case.options
            else {}
        )
        drive = Torture(
            base,
            db,
            tables,
            case.category,
            validation=bool(case.options.get("validation", True)),
            dto=bool(case.options.get("dto", False)),
            formats=formats,
            fractions=case.id not in CONNECTOR_J,
        )
        for name in sorted(tables):
            out.tables.append(f"{name}:{drive.run(tables[name])}")
        out.tables.append("errors:" + "+".join(drive.client_errors()))
        out.seconds["crud"] = time.perf_counter() - t0
        out.crud = True


@pytest.fixture(scope="module", autouse=True)
def _report(request: pytest.FixtureRequest) -> object:
    yield
    report(request, RESULTS)
