"""The one INSERT rule (``FieldModel.defaulted``), for real: Default's multi-row insert leaves a
NOT NULL DEFAULT column to the database (``DEFAULT``, or SQLite's default expression) for the
rows that do not carry it, and writes the value for the rows that do, in the same statement.
Before the rule it sent NULL there, which MariaDB rejects ("Column ... cannot be null");
MybatisPlus-Mixed's did the same on SQLite (no ``DEFAULT`` there: the default's expression now).

Default has no batch endpoint: a user template (``batch_templates/controller.extra.jinja``)
exposes the service's ``createBatch`` over HTTP; MybatisPlus-Mixed has its own ``POST
.../batch``. The rows are checked in the database.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import CORPUS
from tests.java.java_crud import unwrap
from tests.java.java_harness import (
    Case,
    Database,
    add_lint,
    compile_project,
    genix,
    http,
    main_class,
    need_tools,
    resolved_tables,
    running_app,
    write_config,
)

pytestmark = pytest.mark.java

TEMPLATES = Path(__file__).parent / "batch_templates"
CASES = [
    Case("Default", "mariadb", "sakila", ("film", "actor")),
    Case("Default", "sqlite", "sakila", ("film", "actor")),
    Case("MybatisPlus-Mixed", "sqlite", "sakila", ("film", "actor")),
    Case("MybatisPlus-Mixed", "postgresql", "sakila", ("film", "actor")),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_batch_insert_leaves_defaults_to_the_database(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    db = Database(
        case.db, case.schema, f"genix_i15_{case.category.lower().replace('-', '_')}_{case.db}", CORPUS
    )
    db.create(tmp_path)
    try:
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, TEMPLATES if case.category == "Default" else None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        xml = (app / "src/main/resources/mapper/FilmMapper.xml").read_text(encoding="utf-8")
        assert "<otherwise>" + ("DEFAULT" if case.db != "sqlite" else "(3)") + ",</otherwise>" in xml
        add_lint(app / "pom.xml")
        ok, _warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        tables = resolved_tables(tmp_path, env)
        film, actor = tables["film"], tables["actor"]
        name = {f.column: f.name for f in film.fields}
        probe = film.rest_path + "?size=1"
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", probe) as base:
            lang = tables["language"]
            ln = {f.column: f.name for f in lang.fields}
            body0 = {ln["name"]: "Genix"}
            if not {f.column: f for f in lang.fields}["last_update"].defaulted:
                body0[ln["last_update"]] = "2024-01-02T03:04:05"
            status, created = http("POST", base + lang.rest_path, body0)
            assert status == 201, (status, created)
            language_id = unwrap(created)[ln["language_id"]]
            rows = [
                {
                    name["title"]: "GENIX BATCH SET",
                    name["language_id"]: language_id,
                    name["rental_duration"]: 7,
                },
                # every NOT NULL DEFAULT column left out: rental_duration, rental_rate,
                # replacement_cost, last_update (and rating, a nullable one with a default)
                {name["title"]: "GENIX BATCH UNSET", name["language_id"]: language_id},
            ]
            stamp = {f.column: f for f in film.fields}["last_update"]
            if not stamp.defaulted:  # SQLite's sakila: NOT NULL, no default (a trigger's job)
                for row in rows:
                    row[stamp.name] = "2024-01-02T03:04:05"
            status, resp = http("POST", base + film.rest_path + "/batch", rows)
            assert status in (200, 201) and unwrap(resp) == 2, (status, resp)
            got = db.query(
                "SELECT title, rental_duration, rental_rate, replacement_cost, last_update, rating FROM film "
                "WHERE title LIKE %s ORDER BY title",
                ("GENIX BATCH %",),
            )
            assert [(r[0], int(r[1])) for r in got] == [("GENIX BATCH SET", 7), ("GENIX BATCH UNSET", 3)], got
            unset = got[1]
            assert float(unset[2]) == 4.99 and float(unset[3]) == 19.99, unset
            assert unset[4] is not None and unset[5] == "G", unset
            a = {f.column: f.name for f in actor.fields}
            body = [{a["first_name"]: "GENIX", a["last_name"]: f"BATCH{i}"} for i in range(3)]
            if not stamp.defaulted:
                for row in body:
                    row[a["last_update"]] = "2024-01-02T03:04:05"
            status, resp = http("POST", base + actor.rest_path + "/batch", body)
            assert status in (200, 201) and unwrap(resp) == 3, (status, resp)
            stamps = db.query("SELECT last_update FROM actor WHERE first_name = 'GENIX'")
            assert len(stamps) == 3 and all(s[0] is not None for s in stamps), stamps
    finally:
        db.drop()
