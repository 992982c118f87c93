"""Plan and apply across regenerations: verbs, policies, .genixignore, stale files, conflicts,
backups, check statuses, the lock, and incremental fingerprints. Real SQLite, real pipeline."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main as cli_main
from dbjavagenix.errors import FileSystemError
from dbjavagenix.output.lock import project_lock
from dbjavagenix.output.manifest import load_manifest

from .helpers import ENTITY, MAPPER, SERVICE_IMPL, XML, make_project, verbs

METHOD = "    private String remark;\n\n    public String label() {\n        return code + name;\n    }\n}"


def test_second_build_is_all_unchanged_and_skips_rendering(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    first = p.build()
    assert set(verbs(first).values()) == {"create"}
    second = p.build()
    assert set(verbs(second).values()) == {"unchanged"}
    assert second.plan.skipped_tables == frozenset(second.plan.fingerprints)
    assert not second.written


def test_column_change_touches_only_that_tables_files(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE")
    r = p.build()
    assert r.plan.skipped_tables == frozenset(r.plan.fingerprints) - {"sys_role"}
    assert {e.table for e in r.plan.changes} == {"sys_role"}
    # neither the mapper interface nor the service implementation lists columns (the list
    # query's criteria and mapper do)
    query = {
        "src/main/java/com/example/demo/query/SysRoleCriteria.java",
        "src/main/java/com/example/demo/mapper/SysRoleQueryMapper.java",
    }
    assert set(r.written) == {ENTITY, XML, *query}
    assert verbs(r)[MAPPER] == verbs(r)[SERVICE_IMPL] == "unchanged"


def test_a_column_the_handler_names_otherwise_renders_the_handler_again(tmp_path: Path) -> None:
    """The exception handler lists the columns whose property its own rule does not derive
    (``FileContext.properties``): a new such column, or a ``java_name``, renders it again."""
    handler = "src/main/java/com/example/demo/common/ApiExceptionHandler.java"
    p = make_project(tmp_path)
    p.build()
    assert "PROPERTIES" not in p.read(handler)
    p.sql("ALTER TABLE sys_role ADD COLUMN ownerID INTEGER")
    r = p.build()
    assert r.plan.skipped_tables == frozenset(r.plan.fingerprints) - {"sys_role", ""}
    assert verbs(r)[handler] == "update" and 'PROPERTIES.put("ownerID", "ownerId");' in p.read(handler)
    p.config(extra='[tables.sys_role.columns.ownerID]\njava_name = "owner"\n')
    r = p.build()
    assert verbs(r)[handler] == "update" and 'PROPERTIES.put("ownerID", "owner");' in p.read(handler)
    assert set(verbs(p.build()).values()) == {"unchanged"}


def test_new_table_does_not_rerender_the_others(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.sql("CREATE TABLE extra_thing (id INTEGER PRIMARY KEY, label VARCHAR(20))")
    r = p.build()
    assert r.plan.skipped_tables == frozenset(r.plan.fingerprints) - {"extra_thing", ""}


def test_edit_then_schema_change_merges_entity_mapper_and_xml(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.edit(ENTITY, "    private String remark;\n}", METHOD)
    p.edit(
        MAPPER,
        "    int deleteByKey(",
        '    List<SysRole> findByCode(@Param("code") String code);\n\n    int deleteByKey(',
    )
    p.edit(
        XML,
        "</mapper>",
        '  <select id="findByCode" resultMap="BaseResultMap">\n    SELECT * FROM sys_role WHERE code = #{code}\n  </select>\n</mapper>',
    )
    check = p.plan()
    assert {e.path: e.status for e in check.plan.drift} == {ENTITY: "edited", MAPPER: "edited", XML: "edited"}
    p.build()  # records the edits
    assert not p.plan().plan.drift
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE")
    r = p.build()
    v = verbs(r)
    assert v[ENTITY] == "merge" and v[XML] == "merge"
    assert "public String label()" in p.read(ENTITY) and "LocalDate born" in p.read(ENTITY)
    assert 'id="findByCode"' in p.read(XML) and 'property="born"' in p.read(XML)
    assert "findByCode" in p.read(MAPPER)
    assert not p.plan().plan.drift
    # later regenerations keep merging against genix's own last render, not the merged file
    p.sql("ALTER TABLE sys_role ADD COLUMN level INTEGER")
    p.build()
    text = p.read(ENTITY)
    assert text.count("public String label()") == 1 and "Long level" in text and "LocalDate born" in text


@pytest.mark.parametrize("style", ["beside", "markers"])
def test_conflict_leaves_the_file_and_reports(tmp_path: Path, style: str) -> None:
    p = make_project(tmp_path, project_extra=f'conflicts = "{style}"')
    p.build()
    p.edit(ENTITY, "@Size(max = 255)", "@Size(max = 100)")
    edited = p.read(ENTITY)
    p.sql(
        "ALTER TABLE sys_role RENAME TO old_role",
        "CREATE TABLE sys_role (id INTEGER PRIMARY KEY, code VARCHAR(32) NOT NULL UNIQUE, name VARCHAR(64) NOT NULL, remark VARCHAR(500))",
    )
    r = p.build()
    e = next(e for e in r.plan.entries if e.path == ENTITY)
    assert e.verb == "conflict" and e.lines
    side = p.path(ENTITY + ".genix-conflict")
    if style == "beside":
        assert p.read(ENTITY) == edited
        assert "@Size(max = 100)" in side.read_text() and "@Size(max = 500)" in side.read_text()
    else:
        assert not side.exists()
        text = p.read(ENTITY)
        assert "<<<<<<< yours (on disk)" in text and "@Size(max = 500)" in text
        # still unresolved: reported again, file left alone
        assert verbs(p.build())[ENTITY] == "conflict"
    # resolve: take genix's line, keep the rest
    p.write(ENTITY, edited.replace("@Size(max = 100)", "@Size(max = 500)"))
    r2 = p.build()
    assert verbs(r2)[ENTITY] in ("merge", "unchanged")
    assert not side.exists()
    assert not p.plan().plan.drift


def test_cli_build_exits_1_naming_conflicts_and_check_reports_statuses(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.edit(ENTITY, "@Size(max = 255)", "@Size(max = 100)")
    os.remove(p.path(MAPPER))
    p.sql(
        "ALTER TABLE sys_role RENAME TO old_role",
        "CREATE TABLE sys_role (id INTEGER PRIMARY KEY, code VARCHAR(32) NOT NULL UNIQUE, name VARCHAR(64) NOT NULL, remark VARCHAR(500), born DATE)",
    )
    p.sql("DROP TABLE app_setting")
    runner = CliRunner()
    cfg = str(p.root / "genix.toml")
    res = runner.invoke(cli_main, ["check", "-c", cfg, "--json"])
    assert res.exit_code == 1
    data = json.loads(res.stdout)
    statuses = {d["path"]: d["status"] for d in data["files"]}
    assert statuses[ENTITY] == "conflict" and statuses[MAPPER] == "missing" and statuses[XML] == "outdated"
    assert "stale" in data["statuses"] and any(
        s == "stale" and "AppSetting" in k for k, s in statuses.items()
    )
    assert next(d for d in data["files"] if d["path"] == ENTITY)["lines"]
    res = runner.invoke(cli_main, ["build", "-c", cfg])
    assert res.exit_code == 1
    assert f"conflict: {p.path(ENTITY)}: " in res.stderr  # a path that opens from here
    res = runner.invoke(cli_main, ["check", "-c", cfg])
    assert res.exit_code == 1 and "conflict" in res.stdout
    res = runner.invoke(cli_main, ["build", "-c", cfg, "--force"])
    assert res.exit_code == 0
    backup = p.out / ".genix" / "backup" / ENTITY
    assert "@Size(max = 100)" in backup.read_text()
    assert runner.invoke(cli_main, ["check", "-c", cfg]).exit_code == 0


def test_policies_per_layer_and_table(tmp_path: Path) -> None:
    p = make_project(
        tmp_path,
        tables_extra='sys_user = { policy = "skip" }\napp_setting = { policy = "create-once" }',
        extra='[layers.mapper_xml]\npolicy = "overwrite"',
    )
    r = p.build()
    assert not any("SysUser" in w and "Role" not in w for w in r.written)
    p.edit(XML, "</mapper>", "  <!-- mine -->\n</mapper>")
    p.edit(ENTITY, "    private String remark;\n}", METHOD)
    setting_entity = "src/main/java/com/example/demo/entity/AppSetting.java"
    p.edit(setting_entity, "}\n", "    // mine\n}\n")
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE", "ALTER TABLE app_setting ADD COLUMN born DATE")
    r = p.build()
    v = verbs(r)
    assert v[XML] == "update" and "<!-- mine -->" not in p.read(XML)
    assert "<!-- mine -->" in (p.out / ".genix/backup" / XML).read_text()
    assert v[ENTITY] == "merge"
    assert v[setting_entity] == "skip" and "// mine" in p.read(setting_entity)


def test_genixignore(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    (p.out / ".genixignore").write_text(
        "src/main/resources/mapper/\n!src/main/resources/mapper/SysRoleMapper.xml\n**/controller/\n"
    )
    p.write(XML.replace("SysRole", "SysUser"), "mine\n")
    p.sql("ALTER TABLE sys_user ADD COLUMN nick VARCHAR(20)", "DROP TABLE app_setting")
    r = p.build()
    v = verbs(r)
    assert v[XML.replace("SysRole", "SysUser")] == "skip"
    assert p.read(XML.replace("SysRole", "SysUser")) == "mine\n"
    assert v["src/main/java/com/example/demo/controller/AppSettingController.java"] == "skip"
    assert p.path("src/main/java/com/example/demo/controller/AppSettingController.java").exists()
    assert v["src/main/java/com/example/demo/entity/AppSetting.java"] == "delete"


def test_stale_files_deleted_only_when_unedited_and_never_foreign(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    mine = p.out / "src/main/java/com/example/demo/entity/Mine.java"
    mine.write_text("class Mine {}\n")
    edited = "src/main/java/com/example/demo/mapper/AppSettingMapper.java"
    p.edit(edited, "}\n", "    // mine\n}\n")
    p.config(tables_extra='exclude = ["app_setting"]')
    plan = p.plan()
    v = verbs(plan)
    assert v["src/main/java/com/example/demo/entity/AppSetting.java"] == "delete"
    assert v[edited] == "keep"
    assert "src/main/java/com/example/demo/entity/Mine.java" not in v
    p.build()
    assert not p.path("src/main/java/com/example/demo/entity/AppSetting.java").exists()
    assert "// mine" in p.read(edited) and mine.exists()
    assert edited not in load_manifest(p.out).files  # released: the user's now
    assert not p.plan().plan.drift


def test_plan_applied_later_refuses_files_changed_meanwhile(tmp_path: Path) -> None:
    from dbjavagenix import pipeline

    p = make_project(tmp_path)
    p.build()
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE")
    the_plan = pipeline.planned(p.loaded()).plan
    p.edit(ENTITY, "}\n", "    // typed meanwhile\n}\n")
    written = pipeline.write_plan(p.loaded(), the_plan).written
    assert ENTITY not in written and XML in written
    assert "// typed meanwhile" in p.read(ENTITY)
    r = p.build()
    assert verbs(r)[ENTITY] == "merge" and "// typed meanwhile" in p.read(ENTITY) and "born" in p.read(ENTITY)


def test_lock_second_build_waits_then_fails_clearly(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path\n"
            "from dbjavagenix.output.lock import project_lock\n"
            "with project_lock(Path(sys.argv[1])):\n    print('locked', flush=True); time.sleep(30)\n",
            str(p.out),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        t0 = time.monotonic()
        with pytest.raises(FileSystemError) as err:  # exit 4: the output cannot be written now
            p.build(lock_timeout=0.5)
        assert time.monotonic() - t0 >= 0.5
        assert f"pid {holder.pid}" in err.value.message
    finally:
        holder.kill()
        holder.wait()
    # the dead holder's lock is simply taken over
    with project_lock(p.out, timeout=0):
        pass
    assert p.build().applied


def test_fingerprint_follows_foreign_key_targets(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.config(tables_extra='sys_user = { class_name = "Account" }')
    r = p.build()
    rerendered = set(r.plan.fingerprints) - r.plan.skipped_tables
    # sys_user itself, the tables whose foreign keys point at it, and the project files
    assert {"sys_user", "sys_user_role", "sys_operation_log", ""} <= rerendered
    assert "shop_category" not in rerendered and "sys_role" not in rerendered
    assert p.path("src/main/java/com/example/demo/entity/Account.java").exists()
    assert not p.path("src/main/java/com/example/demo/entity/SysUser.java").exists()
