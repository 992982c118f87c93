"""Enums from column comments and CHECK constraints over HTTP, in every category
(``[project] comment_enums = "java"``): RuoYi's ``sys_user`` (``status``/``sex``: ``char(1)``
codes ``（0正常 1停用）``) and ``sys_menu`` (``is_frame``: integer codes ``（0是 1否）``,
``menu_type``: word codes ``（M目录 C菜单 F按钮）``) on MariaDB; a ``ticket`` table with a
``CHECK (state IN (...))`` and comment enums on PostgreSQL, CHECK lists on SQLite.

Each case creates a row with enum codes, reads it back (JSON carries exactly the codes, typed as
the column), checks the database row holds the codes, lists with an enum filter (every item has
the code, the total is the database's count), updates an enum to another code, and sends an
unknown code (400)."""

from __future__ import annotations

import os
import urllib.parse
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CORPUS
from tests.java.java_crud import unwrap
from tests.java.java_harness import (
    Case,
    Database,
    add_lint,
    compile_project,
    db_name,
    genix,
    http,
    main_class,
    need_tools,
    resolved_tables,
    running_app,
    write_config,
)

pytestmark = pytest.mark.java

HERE = Path(__file__).parent / "enums"
RUOYI = ("sys_user", "sys_menu")
TICKET = ("ticket",)
CASES = [
    *(
        Case(cat, "mariadb", "ruoyi", RUOYI, {"comment_enums": "java"})
        for cat in ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
    ),
    Case("MybatisPlus-Mixed", "postgresql", "ticket", TICKET, {"comment_enums": "java"}),
    Case(
        "Default",
        "sqlite",
        "ticket",
        TICKET,
        {"comment_enums": "java"},
        extra_toml='[tables.ticket.columns.kind]\ncomment = "类型：A=bug, B=feature"\n',
    ),
]

EXPECTED_ENUMS = {
    "sys_user": {"status": "String", "sex": "String"},
    "sys_menu": {"is_frame": "Integer", "menu_type": "String"},
    "ticket": {"state": "String", "level": None, "kind": "String"},  # level: Integer or Long
}


def _code(enum: Any, code: str) -> Any:
    """A code as JSON carries it: a number for integer codes."""
    return code if enum.code_type == "String" else int(code)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value).rstrip()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_enum_codes_round_trip(case: Case, tmp_path: Path) -> None:
    need_tools(case, corpus=case.schema == "ruoyi")
    source = None if case.schema == "ruoyi" else HERE / f"{case.db}.sql"
    db = Database(case.db, case.schema, db_name(__name__, case.id), CORPUS, source=source)
    db.create(tmp_path)
    try:
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        include = ", ".join(f'"{t}"' for t in case.tables)
        write_config(
            replace(case, extra_toml=f"[tables]\ninclude = [{include}]\n\n" + case.extra_toml),
            db,
            tmp_path,
            None,
        )
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        ok, warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        assert warnings == 0
        tables = resolved_tables(tmp_path, env)
        for name in case.tables:
            t = tables[name]
            enums = {c: e for e in t.enums for c in e.columns}
            for column, code_type in EXPECTED_ENUMS[name].items():
                assert column in enums, (name, column, [e.columns for e in t.enums])
                assert code_type is None or enums[column].code_type == code_type, (column, enums[column])
        first = tables[case.tables[0]]
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", first.rest_path) as base:
            for name in case.tables:
                _drive(base, db, tables[name], EXPECTED_ENUMS[name])
    finally:
        db.drop()


def _drive(base: str, db: Database, t: Any, expected: dict[str, Any]) -> None:
    url = base + t.rest_path
    by_column = {f.column: f for f in t.fields}
    enums = {c: e for e in t.enums for c in e.columns}
    body: dict[str, Any] = {}
    for f in t.request_fields:
        if f.required and f.column not in enums and f.java_type == "String":
            body[f.name] = f"e{f.column}"[: f.length or 20]
    chosen = {}
    for column in expected:
        e = enums[column]
        chosen[column] = e.constants[-1].value  # not the default (the first code) where there is one
        body[by_column[column].name] = _code(e, chosen[column])
    status, resp = http("POST", url, body)
    assert status in (200, 201), (status, resp, body)
    created = unwrap(resp)
    key = "/".join(str(created[f.name]) for f in t.key.fields)
    status, resp = http("GET", f"{url}/{key}")
    assert status == 200, (status, resp)
    row = unwrap(resp)
    for column, code in chosen.items():
        assert row[by_column[column].name] == _code(enums[column], code), (column, row)
    where = " AND ".join(f"{f.sql} = %s" for f in t.key.fields)
    params = tuple(created[f.name] for f in t.key.fields)
    cols = ", ".join(by_column[c].sql for c in chosen)
    (stored,) = db.query(f"SELECT {cols} FROM {t.sql} WHERE {where}", params)
    assert [_text(v) for v in stored] == list(chosen.values()), (stored, chosen)

    # a list filtered by an enum code: every item has it, the total is the database's
    column = next(iter(chosen))
    f = by_column[column]
    code = chosen[column]
    status, resp = http("GET", f"{url}?{f.name}={urllib.parse.quote(code)}&page=1&size=100")
    assert status == 200, (status, resp)
    page = unwrap(resp)
    (count,) = db.query(f"SELECT COUNT(*) FROM {t.sql} WHERE {f.sql} = %s", (code,))[0]
    assert page["total"] == count and count >= 1, (page["total"], count)
    assert all(item[f.name] == _code(enums[column], code) for item in page["items"]), page["items"]

    # update an enum to another code
    other = enums[column].constants[0].value
    update = {
        g.name: row.get(g.name) for g in t.request_fields if g.role is None and row.get(g.name) is not None
    }
    update[f.name] = _code(enums[column], other)
    status, resp = http("PUT", f"{url}/{key}", update)
    assert status == 200, (status, resp, update)
    (stored,) = db.query(f"SELECT {f.sql} FROM {t.sql} WHERE {where}", params)
    assert _text(stored[0]) == other, (stored, other)

    # an unknown code is refused, and nothing is written
    (before,) = db.query(f"SELECT COUNT(*) FROM {t.sql}")[0]
    status, resp = http(
        "POST",
        url,
        body | {f.name: _code(enums[column], "7") if enums[column].code_type != "String" else "no-such-code"},
    )
    assert status == 400, (status, resp)
    (after,) = db.query(f"SELECT COUNT(*) FROM {t.sql}")[0]
    assert after == before
