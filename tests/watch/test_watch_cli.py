"""``genix watch`` end to end: the real command in a subprocess, real file events in a temp copy
of the bundled demo. Time limits here are liveness bounds (EVENT_TIMEOUT), not speed tests."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.conftest import need
from tests.watch.conftest import atomic_write, changed, files_of, in_body, snapshot

OUT = "demo-out"


def start(watch: Any, *args: str) -> Any:
    """A watcher that finished its first build and watches every folder it needs."""
    w = watch("--json", *args)
    first = w.event("rebuild")
    assert first["ok"], first
    assert first["scope"] == "full" and first["changed"] == ["first build"]
    w.event("watching")
    return w


def test_template_edit_rewrites_exactly_the_files_of_that_template(demo: Path, watch: Any) -> None:
    w = start(watch)
    out = demo / OUT
    entities = files_of(demo, layer="entity")
    assert len(entities) == 11  # one per table and view of the demo
    before = snapshot(out)

    tpl = demo / "templates" / "entity.java.jinja"
    atomic_write(tpl, in_body(tpl.read_text(encoding="utf-8"), "// edited in watch test\n"))
    ev = w.event("rebuild")

    assert ev["ok"] and ev["scope"] == "partial", ev
    assert ev["changed"] == ["entity.java.jinja"]
    assert ev["rendered"] == len(entities)
    assert set(ev["written"]) == entities
    # the event carries the build report every door prints (docs/regeneration.md)
    assert ev["total"] == len(entities) and ev["counts"] == {"update": len(entities)}
    assert {f["path"] for f in ev["files"]} == entities
    assert {(f["verb"], f["status"]) for f in ev["files"]} == {("update", "outdated")}
    after = snapshot(out)
    assert changed(before, after) == entities  # nothing else rewritten (mtimes and bytes)
    for path in entities:
        assert after[path][1].decode().endswith("// edited in watch test\n}\n")
    # the rebuild's own writes into the output do not trigger another one
    assert w.quiet(1.0) == []
    assert w.interrupt() == 0


def test_broken_toml_keeps_output_and_recovers(demo: Path, watch: Any) -> None:
    w = watch()  # plain text output, as a person sees it
    w.until("watching for changes")
    out = demo / OUT
    before = snapshot(out)
    cfg = demo / "genix.toml"
    good = cfg.read_text(encoding="utf-8")

    broken = good.replace('base_package = "com.example.demo"', 'base_package = "com.example.demo')
    assert broken != good
    atomic_write(cfg, broken)
    lines = w.until("output left as it was")
    error = next(line for line in lines if line.startswith("error: "))
    m = re.search(r"genix\.toml:(\d+):(\d+): invalid TOML", error)
    assert m, lines
    assert good.splitlines()[int(m.group(1)) - 2 : int(m.group(1)) + 1]  # a real line of the file
    assert w.alive()
    assert snapshot(out) == before  # untouched

    # an invalid value: located too, still alive, still untouched
    atomic_write(cfg, good.replace("group_by_prefix = true", 'group_by_prefix = "yes"'))
    lines = w.until("output left as it was")
    line_no = next(i for i, t in enumerate(good.splitlines(), 1) if t.startswith("group_by_prefix"))
    assert any(f"genix.toml:{line_no}:" in t and "project.group_by_prefix" in t for t in lines), lines
    assert w.alive()
    assert snapshot(out) == before

    # fixed (with a real change): regenerates
    atomic_write(cfg, good + '\n[tables.sys_role]\ncomment = "Roles of the admin area"\n')
    lines = w.until("rendered")
    assert "[tables.sys_role]" in lines[-1] and "updated" in lines[-1], lines
    after = snapshot(out)
    assert changed(before, after) and changed(before, after) <= files_of(demo, table="sys_role")
    assert any(b"Roles of the admin area" in after[p][1] for p in changed(before, after))
    assert w.interrupt() == 0


def test_table_section_edit_renders_and_writes_only_that_table(demo: Path, watch: Any) -> None:
    w = start(watch)
    out = demo / OUT
    role_files = files_of(demo, table="sys_role")
    before = snapshot(out)
    cfg = demo / "genix.toml"
    atomic_write(
        cfg,
        cfg.read_text(encoding="utf-8")
        + '\n[tables.sys_role]\ncomment = "Admin roles"\n\n[tables.sys_role.columns.remark]\njava_name = "note"\n',
    )
    ev = w.event("rebuild")
    assert ev["ok"] and ev["scope"] == "partial", ev
    assert ev["changed"] == ["genix.toml [tables.sys_role]"]
    # that table's layers, and the project files: the exception handler names remark `note` now
    # (its 422 answers name the field of a column)
    shared = files_of(demo, layer="common")
    (handler,) = [p for p in shared if p.endswith("/ApiExceptionHandler.java")]
    assert ev["rendered"] == len(role_files) + len(shared)
    assert "introspect" not in ev["timings"]  # the catalog was not read again
    assert ev["written"] and set(ev["written"]) <= role_files | {handler}
    assert b'PROPERTIES.put("remark", "note");' in snapshot(out)[handler][1]
    after = snapshot(out)
    assert changed(before, after) == set(ev["written"])
    entity = next(p for p in ev["written"] if "/entity/" in p)
    assert b"private String note;" in after[entity][1]
    assert w.interrupt() == 0


def test_template_errors_keep_output_and_recover(demo: Path, watch: Any) -> None:
    w = start(watch)
    out = demo / OUT
    before = snapshot(out)
    tpl = demo / "templates" / "entity.java.jinja"
    good = tpl.read_text(encoding="utf-8")

    atomic_write(tpl, good + "{% if %}\n")
    ev = w.event("rebuild")
    assert not ev["ok"]
    d = ev["error"]["diagnostics"][0]
    assert d["file"].endswith("entity.java.jinja") and d["line"] == len(good.splitlines()) + 1
    assert "syntax" in d["message"]

    atomic_write(tpl, in_body(good, "{{ table.no_such_thing }}\n"))
    ev = w.event("rebuild")
    assert not ev["ok"]
    d = ev["error"]["diagnostics"][0]
    assert d["file"].endswith("entity.java.jinja") and "no_such_thing" in d["message"]
    assert w.alive()
    assert snapshot(out) == before

    atomic_write(tpl, in_body(good, "// fixed\n"))
    ev = w.event("rebuild")
    assert ev["ok"] and set(ev["written"]) == files_of(demo, layer="entity")
    assert w.interrupt() == 0


def test_a_burst_of_saves_is_coalesced(demo: Path, watch: Any) -> None:
    w = start(watch)
    tpl = demo / "templates" / "entity.java.jinja"
    good = tpl.read_text(encoding="utf-8")
    saves = 8
    for i in range(saves):
        atomic_write(tpl, in_body(good, f"// save {i}\n"))
    events = [w.event("rebuild")]
    events += [json.loads(line) for name, line in w.quiet(1.5) if name == "out" and '"rebuild"' in line]
    assert 1 <= len(events) < saves
    assert all(e["ok"] for e in events)
    entity = next(iter(files_of(demo, layer="entity")))
    assert (demo / OUT / entity).read_text(encoding="utf-8").endswith(f"// save {saves - 1}\n}}\n")
    assert w.interrupt() == 0


def test_new_template_folder_and_shadowing_template(demo: Path, watch: Any) -> None:
    """A template that shadows a built-in one, in a sub-folder created while watching."""
    w = start(watch)
    common = files_of(demo, layer="common")
    assert common
    result = next(p for p in common if p.endswith("/Result.java"))
    builtin = (
        Path(__file__).resolve().parents[2] / "templates" / "Default" / "common" / "Result.java.jinja"
    ).read_text(encoding="utf-8")
    (demo / "templates" / "common").mkdir()
    atomic_write(demo / "templates" / "common" / "Result.java.jinja", in_body(builtin, "// mine\n"))
    ev = w.event("rebuild")
    if ev["written"] == []:  # the folder's creation and the file may arrive as two bursts
        ev = w.event("rebuild")
    assert ev["ok"] and ev["written"] == [result], ev
    assert (demo / OUT / result).read_text(encoding="utf-8").endswith("// mine\n}\n")
    assert w.interrupt() == 0


def test_schema_poll_survives_a_database_that_goes_away(demo: Path, watch: Any) -> None:
    """A live SQLite database (no init_sql): removed → reported once, output kept, still alive;
    back → reported; changed → only the changed table is rebuilt."""
    db = demo / "shop.db"
    con = sqlite3.connect(db)
    con.executescript((demo / "examples" / "demo" / "schema.sql").read_text(encoding="utf-8"))
    con.close()
    cfg = demo / "genix.toml"
    text = cfg.read_text(encoding="utf-8")
    text = text.replace('url = "sqlite:///examples/demo/demo.db"', 'url = "sqlite:///shop.db"')
    text = text.replace('init_sql = "examples/demo/schema.sql"', "")
    cfg.write_text(text, encoding="utf-8")

    w = start(watch, "--schema-poll", "0.5")
    out = demo / OUT
    before = snapshot(out)
    db.rename(demo / "shop.db.away")
    ev = w.event("schema-error")
    assert ev["error"]["kind"] == "database"
    assert w.quiet(1.5) == []  # not repeated at every poll
    assert w.alive() and snapshot(out) == before

    (demo / "shop.db.away").rename(db)
    w.event("schema-ok")
    con = sqlite3.connect(db)
    con.execute("ALTER TABLE sys_role ADD COLUMN sort_no INTEGER")
    con.commit()
    con.close()
    ev = w.event("rebuild")
    assert ev["ok"] and ev["changed"] == ["schema of main"], ev
    assert ev["rendered"] == len(files_of(demo, table="sys_role"))
    assert set(ev["written"]) <= files_of(demo, table="sys_role")
    assert any(b"sortNo" in (out / p).read_bytes() for p in ev["written"])
    assert w.interrupt() == 0


def test_snapshot_edit_rebuilds_the_changed_table(demo: Path, watch: Any) -> None:
    dump = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "schema", "dump", "-o", "catalog.json"],
        cwd=demo,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert dump.returncode == 0, dump.stderr
    cfg = demo / "genix.toml"
    text = cfg.read_text(encoding="utf-8")
    text = text.replace('url = "sqlite:///examples/demo/demo.db"', 'snapshot = "catalog.json"')
    text = text.replace('init_sql = "examples/demo/schema.sql"', "")
    cfg.write_text(text, encoding="utf-8")

    w = start(watch)
    before = snapshot(demo / OUT)
    catalog = json.loads((demo / "catalog.json").read_text(encoding="utf-8"))
    role = next(t for t in catalog["tables"] if t["name"] == "sys_role")
    role["comment"] = "Roles, from the snapshot"
    atomic_write(demo / "catalog.json", json.dumps(catalog, indent=1))
    ev = w.event("rebuild")
    assert ev["ok"] and ev["changed"] == ["snapshot of main"] and ev["scope"] == "partial", ev
    assert ev["rendered"] == len(files_of(demo, table="sys_role"))
    assert ev["written"] and set(ev["written"]) <= files_of(demo, table="sys_role")
    good = snapshot(demo / OUT)
    assert changed(before, good) == set(ev["written"])

    atomic_write(demo / "catalog.json", "{ not json")
    ev = w.event("rebuild")
    assert not ev["ok"] and ev["error"]["kind"] == "input"
    assert w.alive() and snapshot(demo / OUT) == good
    assert w.interrupt() == 0


def test_template_folder_created_after_the_error(demo: Path, watch: Any) -> None:
    cfg = demo / "genix.toml"
    cfg.write_text(
        cfg.read_text(encoding="utf-8").replace('templates = ["templates"]', 'templates = ["tpl/mine"]'),
        encoding="utf-8",
    )
    w = watch("--json")
    ev = w.event("rebuild")
    assert not ev["ok"]
    d = ev["error"]["diagnostics"][0]
    assert "tpl/mine" in d["message"] and d["file"] == "genix.toml" and d["line"]
    w.event("watching")
    assert not (demo / OUT).exists()
    (demo / "tpl" / "mine").mkdir(parents=True)  # two levels that did not exist
    ev = w.event("rebuild")
    assert ev["ok"] and ev["scope"] == "full" and ev["counts"] == {"create": ev["rendered"]}, ev
    # and the new folder is watched: a template put there shadows the built-in one
    entity = (demo / "templates" / "entity.java.jinja").read_text(encoding="utf-8")
    atomic_write(demo / "tpl" / "mine" / "entity.java.jinja", in_body(entity, "// from tpl/mine\n"))
    ev = w.event("rebuild")
    assert ev["ok"] and set(ev["written"]) == files_of(demo, layer="entity"), ev
    assert w.interrupt() == 0


def test_sigint_exits_zero_with_text_output(demo: Path, watch: Any) -> None:
    w = watch()
    w.until("watching for changes")
    assert w.interrupt() == 0
    assert "stopped" in "".join(w.stderr)


def test_missing_watchfiles_is_a_clear_error(demo: Path) -> None:
    code = "import sys; sys.modules['watchfiles'] = None\nfrom dbjavagenix.cli import main\nmain(['watch'])\n"
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=demo, capture_output=True, text=True, timeout=60, check=False
    )
    assert proc.returncode == 2
    assert "watchfiles" in proc.stderr and "dbjavagenix[watch]" in proc.stderr


def test_mariadb_that_goes_away_and_changes(demo: Path, watch: Any) -> None:
    """A real MariaDB server with ``--schema-poll``: a column added → only that table rebuilt;
    the database dropped → reported once, output kept; back → reported."""
    import os
    import uuid

    url = os.environ.get("GENIX_TEST_MYSQL_URL", "").strip().rstrip("/")
    need(bool(url), "a MariaDB/MySQL server (GENIX_TEST_MYSQL_URL)")
    import pymysql
    from sqlalchemy.engine import make_url

    u = make_url(url)
    try:
        admin = pymysql.connect(
            host=u.host or "127.0.0.1",
            port=u.port or 3306,
            user=u.username,
            password=u.password or "",
            autocommit=True,
        )
    except pymysql.MySQLError as e:
        need(False, f"the MariaDB/MySQL server at GENIX_TEST_MYSQL_URL ({e})")
    name = f"genix_i6_watch_{uuid.uuid4().hex[:8]}"
    ddl = (
        "CREATE TABLE sys_role (id BIGINT PRIMARY KEY AUTO_INCREMENT, code VARCHAR(32) NOT NULL)",
        "CREATE TABLE sys_user (id BIGINT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(64) NOT NULL,"
        " role_id BIGINT, FOREIGN KEY (role_id) REFERENCES sys_role (id))",
    )

    def create() -> None:
        with admin.cursor() as cur:
            cur.execute(f"CREATE DATABASE `{name}`")
            for stmt in ddl:
                cur.execute(f"USE `{name}`")
                cur.execute(stmt)

    try:
        create()
        (demo / "genix.toml").write_text(
            f"""[project]
output = "{OUT}"
base_package = "com.example.demo"
templates = ["templates"]

[connections.main]
url = "{url}/{name}"
connect_timeout = 3
""",
            encoding="utf-8",
        )
        w = start(watch, "--schema-poll", "0.5")
        out = demo / OUT
        with admin.cursor() as cur:
            cur.execute(f"ALTER TABLE `{name}`.sys_role ADD COLUMN sort_no INT")
        ev = w.event("rebuild")
        assert ev["ok"] and ev["scope"] == "partial", ev
        assert ev["rendered"] == len(files_of(demo, table="sys_role"))
        assert ev["written"] and set(ev["written"]) <= files_of(demo, table="sys_role")
        before = snapshot(out)

        with admin.cursor() as cur:
            cur.execute(f"DROP DATABASE `{name}`")
        ev = w.event("schema-error")
        assert ev["error"]["kind"] == "database"
        assert [line for kind, line in w.quiet(1.5) if kind == "out"] == []  # said once
        assert w.alive() and snapshot(out) == before

        create()  # back, without the added column: sys_role changes again
        w.event("schema-ok")
        ev = w.event("rebuild")
        assert ev["ok"] and set(ev["written"]) <= files_of(demo, table="sys_role")
        assert w.interrupt() == 0
    finally:
        with admin.cursor() as cur:
            cur.execute(f"DROP DATABASE IF EXISTS `{name}`")
        admin.close()
