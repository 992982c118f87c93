"""build / plan / check end to end on the bundled demo: verbs, conflicts, policies, stale
files, determinism, JSON output, exit codes."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from tests.conftest import REPO, need_module

ENTITY = "out/src/main/java/com/example/demo/entity/system/SysUser.java"
SERVICE_IMPL = "out/src/main/java/com/example/demo/service/impl/system/SysUserServiceImpl.java"
LOG_ENTITY = "out/src/main/java/com/example/demo/entity/system/SysOperationLog.java"


def genix(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


@pytest.fixture
def demo(chdir_tmp: Path) -> Path:
    """A project folder with the demo config and its SQLite database (what the first
    ``genix build`` makes from the demo SQL; commands that only read never make it)."""
    from dbjavagenix.introspect.connect import build_sqlite

    text = (REPO / "genix.toml.example").read_text(encoding="utf-8")
    text = text.replace('output = "demo-out"', 'output = "out"')
    text = text.replace("sqlite:///examples/demo/demo.db", "sqlite:///demo.db")
    text = text.replace(
        'init_sql = "examples/demo/schema.sql"', f'init_sql = "{REPO}/examples/demo/schema.sql"'
    )
    (chdir_tmp / "genix.toml").write_text(text, encoding="utf-8")
    build_sqlite(chdir_tmp / "demo.db", REPO / "examples/demo/schema.sql", "main")
    return chdir_tmp


def files(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".genix" not in p.parts
    }


def test_first_build_creates_then_nothing_changes(demo: Path) -> None:
    (demo / "demo.db").unlink()
    r = genix("plan")
    assert r.exit_code == 3 and "`genix build` creates it from init_sql" in r.stderr
    assert not (demo / "demo.db").exists(), "a plan never creates the database"
    r = genix("build")
    assert r.exit_code == 0, r.output
    assert (
        "wrote 122 files to out/ (Default, 10 tables, 1 view): 118 created, a new Spring Boot project (4 files)"
        in r.stdout
    )
    assert (demo / "demo.db").is_file()
    mtimes = {p: p.stat().st_mtime_ns for p in (demo / "out").rglob("*.java")}
    r = genix("build")
    assert r.exit_code == 0
    assert r.stdout.startswith("out/ is up to date (118 files: Default, 10 tables, 1 view)")
    assert {p: p.stat().st_mtime_ns for p in (demo / "out").rglob("*.java")} == mtimes
    r = genix("build", "--full")
    assert r.stdout.startswith("out/ is up to date (118 files")
    assert {p: p.stat().st_mtime_ns for p in (demo / "out").rglob("*.java")} == mtimes
    assert genix("check").exit_code == 0


def test_same_inputs_same_bytes(demo: Path) -> None:
    genix("build")
    first = files(demo / "out")
    shutil.rmtree(demo / "out")
    genix("build")
    assert files(demo / "out") == first
    assert all(b.endswith(b"\n") and b"\r" not in b for b in first.values())


def test_hand_edit_of_an_owned_file_is_kept_and_merged(demo: Path) -> None:
    genix("build")
    entity = demo / ENTITY
    edited = entity.read_text().replace("public class SysUser", "// mine\npublic class SysUser")
    entity.write_text(edited)
    plan = genix("plan")
    assert "conflict" not in plan.stdout and plan.stdout.startswith(
        "plan for out/ (Default, 10 tables, 1 view): 118 unchanged"
    )
    check = genix("check")
    assert check.exit_code == 1 and "edited" in check.stdout
    r = genix("build")
    assert r.exit_code == 0 and entity.read_text() == edited
    assert genix("check").exit_code == 0  # the build recorded the edit
    con = sqlite3.connect(demo / "demo.db")
    con.execute("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    con.commit()
    con.close()
    r = genix("build")
    assert r.exit_code == 0 and "merged" in r.stdout
    assert "// mine" in entity.read_text() and "private String nickname;" in entity.read_text()
    # --force takes genix's version; yours is saved under .genix/backup/
    r = genix("build", "--force", "--full")
    assert r.exit_code == 0
    assert "// mine" not in entity.read_text()
    assert "// mine" in (demo / "out/.genix/backup" / ENTITY.removeprefix("out/")).read_text()


def test_create_once_files_become_the_users(demo: Path) -> None:
    with open(demo / "genix.toml", "a", encoding="utf-8") as f:
        f.write('\n[layers.service_impl]\npolicy = "create-once"\n')
    genix("build")
    impl = demo / SERVICE_IMPL
    impl.write_text(impl.read_text() + "// business logic\n")
    r = genix("build", "-v")
    assert r.exit_code == 0
    assert "create-once" in r.stdout
    assert impl.read_text().endswith("// business logic\n")
    assert genix("check").exit_code == 0
    impl.unlink()
    r = genix("build")
    assert "create" in r.stdout and impl.is_file()


def test_a_file_genix_never_wrote_is_never_overwritten(demo: Path) -> None:
    entity = demo / ENTITY
    entity.parent.mkdir(parents=True)
    entity.write_text("// someone else's file\n")
    r = genix("build")
    assert r.exit_code == 1
    assert "not written by genix" in r.stderr
    assert entity.read_text() == "// someone else's file\n"


def test_schema_change_updates_and_check_sees_drift(demo: Path) -> None:
    genix("build")
    con = sqlite3.connect(demo / "demo.db")
    con.execute("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    con.commit()
    con.close()
    check = genix("check", "--json")
    assert check.exit_code == 1
    drift = {d["path"]: (d["verb"], d["status"]) for d in json.loads(check.stdout)["files"]}
    assert drift == {
        "src/main/java/com/example/demo/entity/system/SysUser.java": ("update", "outdated"),
        "src/main/resources/mapper/system/SysUserMapper.xml": ("update", "outdated"),
        "src/main/java/com/example/demo/query/system/SysUserCriteria.java": ("update", "outdated"),
        "src/main/java/com/example/demo/mapper/system/SysUserQueryMapper.java": ("update", "outdated"),
    }
    r = genix("build")
    assert "4 updated" in r.stdout
    assert "private String nickname;" in (demo / ENTITY).read_text()
    assert genix("check").exit_code == 0


def test_dropped_table_files_are_deleted_unless_edited(demo: Path) -> None:
    genix("build")
    impl = demo / "out/src/main/java/com/example/demo/service/impl/system/SysOperationLogServiceImpl.java"
    impl.write_text(impl.read_text() + "// kept\n")
    con = sqlite3.connect(demo / "demo.db")
    con.execute("DROP TABLE sys_operation_log")
    con.commit()
    con.close()
    plan = json.loads(genix("plan", "--json").stdout)
    verbs = {f["path"]: f["verb"] for f in plan["files"]}
    assert verbs[LOG_ENTITY.removeprefix("out/")] == "delete"
    assert verbs[str(impl.relative_to(demo / "out"))] == "keep"
    r = genix("build")
    assert r.exit_code == 0
    assert not (demo / LOG_ENTITY).exists()
    assert impl.read_text().endswith("// kept\n")


def test_plan_diff_and_json(demo: Path) -> None:
    r = genix("plan", "--diff")
    assert r.exit_code == 0
    assert "+++ b/src/main/java/com/example/demo/entity/system/SysUser.java" in r.stdout
    assert not (demo / "out").exists(), "plan writes nothing"
    data = json.loads(genix("plan", "--json", "--diff").stdout)
    assert data["counts"] == {"create": 118}
    assert all(f["diff"].startswith("--- /dev/null") for f in data["files"])
    data = json.loads(genix("build", "--json").stdout)
    assert data["ok"] is True and len(data["written"]) == 118
    assert set(data["timings"]) >= {"introspect", "resolve", "render", "plan", "write", "total"}


def test_context_command_prints_the_template_api(demo: Path) -> None:
    import jsonschema

    r = genix("context", "sys_user_role", "--layer", "controller")
    assert r.exit_code == 0, r.output
    ctx = json.loads(r.stdout)
    schema = json.loads((REPO / "schemas/context.schema.json").read_text())
    jsonschema.validate(ctx, schema)
    assert ctx["table"]["key"]["kind"] == "composite"
    assert [f["name"] for f in ctx["table"]["key"]["fields"]] == ["userId", "roleId"]
    assert ctx["cls"]["fqn"] == "com.example.demo.controller.system.SysUserRoleController"
    r = genix("context", "sys_usr")
    assert r.exit_code == 2 and "did you mean `sys_user`" in r.stderr


def test_schema_dump_round_trips(demo: Path) -> None:
    r = genix("schema", "dump", "-o", "catalog.json")
    assert r.exit_code == 0, r.output
    snap = demo / "catalog.json"
    # the demo snapshot used by golden cases is exactly what genix reads from the demo SQL
    assert snap.read_text() == (REPO / "tests/goldens/demo_options/catalog.json").read_text()
    text = (demo / "genix.toml").read_text().replace('url = "sqlite:///demo.db"', 'snapshot = "catalog.json"')
    (demo / "genix.toml").write_text(text.replace("init_sql =", "# init_sql ="))
    r = genix("build")
    assert r.exit_code == 0
    # a snapshot names no database: the project's datasource is assumed, and the step says so
    assert "wrote 122 files to out/ (Default, 10 tables, 1 view): 118 created, a new Spring Boot" in r.stdout
    assert "with DB_URL, DB_USERNAME and DB_PASSWORD set to your database" in r.stdout


def test_missing_database_is_exit_3(demo: Path) -> None:
    (demo / "demo.db").unlink()
    text = (demo / "genix.toml").read_text().replace("init_sql =", "# init_sql =")
    (demo / "genix.toml").write_text(text)
    r = genix("build")
    assert r.exit_code == 3
    assert "SQLite database file demo.db does not exist" in r.stderr
    assert not (demo / "out").exists()
    assert not (demo / "demo.db").exists(), "a missing SQLite file is never created empty"


def test_unreachable_server_masks_the_password(chdir_tmp: Path) -> None:
    need_module("pymysql")
    (chdir_tmp / "genix.toml").write_text(
        '[project]\nbase_package = "a.b"\n[connections.main]\n'
        'url = "mysql+pymysql://app:Sup3rS3cret@127.0.0.1:1/shop"\nconnect_timeout = 2\n'
    )
    r = genix("build")
    assert r.exit_code == 3
    assert "connection 'main'" in r.stderr
    assert "Sup3rS3cret" not in r.stderr + r.stdout
    assert not (chdir_tmp / "out").exists()


def test_python_dash_m_and_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("genix ")
    out = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "--help"], capture_output=True, text=True, check=True
    )
    assert "build" in out.stdout and "check" in out.stdout


def test_help_does_not_import_heavy_modules() -> None:
    code = (
        "import sys; from dbjavagenix.cli import main\n"
        "heavy = [m for m in ('sqlalchemy', 'jinja2', 'pydantic', 'tomlkit', 'mcp', 'claude_agent_sdk')"
        " if m in sys.modules]\nprint(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_groups_read_other_connections(demo: Path) -> None:
    """[tables] reads the default connection; [groups.NAME] selects more from another one."""
    text = (demo / "genix.toml").read_text()
    text = text.replace("[tables]\n", '[tables]\ninclude = ["sys_user"]\n', 1)
    text += (
        '\n[connections.legacy]\nsnapshot = "legacy.json"\n'
        '\n[groups.legacy]\nconnection = "legacy"\ninclude = ["InvoiceLine"]\npackage = "legacy"\n'
    )
    (demo / "genix.toml").write_text(text)
    shutil.copy(REPO / "tests/goldens/naming_edge/catalog.json", demo / "legacy.json")
    # the generated app has one datasource: another connection's group is refused unless wired
    r = genix("build")
    assert r.exit_code == 2 and "groups.legacy.connection" in r.output and "wired = true" in r.output, (
        r.output
    )
    assert not (demo / "out").exists() or not list((demo / "out").rglob("*InvoiceLine*"))
    text = text.replace('package = "legacy"\n', 'package = "legacy"\nwired = true\n')
    (demo / "genix.toml").write_text(text)
    r = genix("build")
    assert r.exit_code == 0, r.output
    java = {p.relative_to(demo / "out").as_posix() for p in (demo / "out").rglob("*Entity*.java")} | {
        p.relative_to(demo / "out").as_posix()
        for p in (demo / "out/src/main/java/com/example/demo/entity").rglob("*.java")
    }
    # one sys_ table left: a prefix needs two tables to become a sub-package
    assert java == {
        "src/main/java/com/example/demo/entity/SysUser.java",
        "src/main/java/com/example/demo/entity/legacy/InvoiceLine.java",
    }
    xml = (demo / "out/src/main/resources/mapper/legacy/InvoiceLineMapper.xml").read_text()
    assert "FROM `InvoiceLine`" in xml or "FROM InvoiceLine" in xml
    bad = text.replace('connection = "legacy"', 'connection = "legacyy"')
    (demo / "genix.toml").write_text(bad)
    r = genix("build")
    assert r.exit_code == 2 and "no connection named 'legacyy'" in r.stderr
