"""Lookups by unique key over HTTP, in every category: RuoYi's ``sys_dict_type`` has a unique
``dict_type``; ``GET {path}/by-dict-type?dictType=`` answers the row the database holds, and an
unknown value is the category's "not found". The rows come from RuoYi's own seed data."""

from __future__ import annotations

import os
import urllib.parse
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
    same,
    write_config,
)

pytestmark = pytest.mark.java

CASES = [
    Case(cat, "mariadb", "ruoyi", ("sys_dict_type",), {"group_by_prefix": True})
    for cat in ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_lookup_by_unique_key(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    db = Database(case.db, case.schema, "genix_i15_uk_" + case.category.lower().replace("-", "_"), CORPUS)
    db.create(tmp_path)
    try:
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        ok, warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        assert warnings == 0
        t = resolved_tables(tmp_path, env)["sys_dict_type"]
        (u,) = t.unique_keys
        assert [f.column for f in u.fields] == ["dict_type"] and u.path == "/by-dict-type"
        f = u.fields[0]
        expected = db.query(
            f"SELECT {', '.join(x.sql for x in t.fields)} FROM sys_dict_type ORDER BY dict_id"
        )
        assert len(expected) >= 2, "RuoYi's seed rows are missing"
        probe = t.rest_path + "?size=1"
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", probe) as base:
            for dbrow in expected[:3]:
                value = dbrow[[x.column for x in t.fields].index("dict_type")]
                url = f"{base}{t.rest_path}{u.path}?{f.name}={urllib.parse.quote(str(value))}"
                status, resp = http("GET", url)
                assert status == 200, (url, status, resp)
                row = unwrap(resp)
                for x, v in zip(t.fields, dbrow, strict=True):
                    assert same(row[x.name], v) or x.java_type == "LocalDateTime", (x.name, row[x.name], v)
            status, resp = http("GET", f"{base}{t.rest_path}{u.path}?{f.name}=no_such_type")
            missing = status == 404 or (isinstance(resp, dict) and resp.get("code") not in (0, 200, None))
            assert missing, (status, resp)
            status, _ = http("GET", f"{base}{t.rest_path}{u.path}")  # the value is required
            assert status == 400, status
    finally:
        db.drop()
