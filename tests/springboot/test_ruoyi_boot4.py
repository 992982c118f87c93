"""Adoption into the Boot 4.1 RuoYi-Vue (``../shared/projects/src/ruoyi-vue-boot4``): ``genix init
--from-project`` writes a config that follows the project (Spring Boot 4, Java 17, its mapper
XML folder), ``genix doctor`` finds nothing missing or wrong, ``genix build`` against the RuoYi
schema on MariaDB writes the layers into ``ruoyi-admin``, and Maven compiles them in RuoYi's
own reactor (marked ``java``)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import REPO, need
from tests.springboot.conftest import copy_project

from dbjavagenix.cli import main
from dbjavagenix.config.model import Config
from dbjavagenix.config.tomlparse import parse_toml

TABLES = ("sys_config", "sys_post", "sys_user_role", "sys_dept")
MVN = REPO / ".ci" / "ruoyi-boot4-mvn.sh"


def _pascal(table: str) -> str:
    return "".join(w.capitalize() for w in table.split("_"))


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> object:
    old = Path.cwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env=env, catch_exceptions=False)
    finally:
        os.chdir(old)


def _init(tmp_path: Path) -> tuple[Path, str]:
    root = copy_project("src/ruoyi-vue-boot4", tmp_path, with_main=False)
    res = _run(["init", "--from-project", "--output", "src/ruoyi-vue-boot4/ruoyi-admin"], tmp_path)
    assert res.exit_code == 0, res.output  # type: ignore[attr-defined]
    return root, (tmp_path / "genix.toml").read_text(encoding="utf-8")


def test_init_follows_the_boot4_project(tmp_path: Path) -> None:
    _, text = _init(tmp_path)
    cfg = Config.model_validate(parse_toml(text, tmp_path / "genix.toml"))
    p = cfg.project
    assert (p.spring_boot, p.java, p.base_package, p.category) == (4, 17, "com.ruoyi", "Default")
    # springdoc is on ruoyi-admin's class path only, the entities go to ruoyi-system: left off
    assert (p.openapi, p.validation, p.lombok) == ("none", True, False)
    assert "#   Spring Boot 4.1.0: " in text
    assert cfg.layers["mapper_xml"].path == "{resources_root}/mapper/{group_path}{class_name}.xml"
    res = _run(["doctor", "-c", "genix.toml", "--json"], tmp_path)
    import json

    report = json.loads(res.output)  # type: ignore[attr-defined]
    assert res.exit_code == 0, report  # type: ignore[attr-defined]
    kinds = {f["kind"] for f in report["findings"]}
    assert "missing" not in kinds and "wrong" not in kinds, report["findings"]


@pytest.mark.java
def test_generated_code_compiles_in_the_ruoyi_reactor(tmp_path: Path) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    base = os.environ.get("GENIX_TEST_MYSQL_URL")
    need(bool(base), "MariaDB (GENIX_TEST_MYSQL_URL) with the corpus schema ruoyi")
    from sqlalchemy.engine import make_url

    server = make_url(str(base))
    root, text = _init(tmp_path)
    url = server.set(database="ruoyi", password=None).render_as_string(hide_password=False)
    text = text.replace('url = "mysql+pymysql://root@localhost:3306/ry-vue"', f'url = "{url}"')
    text = text.replace(
        "\n[tables]\n", "\n[tables]\ninclude = [" + ", ".join(f'"{t}"' for t in TABLES) + "]\n"
    )
    # springdoc is on ruoyi-admin only and init puts the entities in ruoyi-system: init leaves
    # the OpenAPI annotations off (the config compiles as written)
    assert '\nopenapi = "none"\n' in text
    (tmp_path / "genix.toml").write_text(text, encoding="utf-8")
    env = {"DB_PASSWORD": str(server.password or "")}
    # RuoYi maps these tables itself: init saw its entities and wrote existing = "skip", so the
    # first build leaves each out with a warning naming RuoYi's class, and writes nothing at all
    # (no shared class lands in RuoYi's modules for tables genix does not generate)
    assert '\nexisting = "skip"\n' in text
    before = sorted(root.rglob("*"))
    res = _run(["build"], tmp_path, env)
    assert res.exit_code == 0, res.output  # type: ignore[attr-defined]
    out = res.output  # type: ignore[attr-defined]
    assert "table sys_post is left out: the project maps it already (com.ruoyi.system.domain.SysPost" in out
    assert out.count("is left out: the project maps it already") == len(TABLES), out
    # nothing written but genix's own state
    assert [p for p in sorted(root.rglob("*")) if ".genix" not in p.relative_to(root).parts] == before
    shutil.rmtree(root / ".genix")
    # refuse: the build stops, one error per table naming RuoYi's class, nothing written
    text = text.replace('\nexisting = "skip"\n', '\nexisting = "refuse"\n', 1)
    (tmp_path / "genix.toml").write_text(text, encoding="utf-8")
    res = _run(["build"], tmp_path, env)
    assert res.exit_code == 2, res.output  # type: ignore[attr-defined]
    out = res.output  # type: ignore[attr-defined]
    assert "the project has com.ruoyi.system.domain.SysPost (a class of the same name)" in out
    assert out.count("error: ") == len(TABLES), out
    assert '[tables.sys_post] existing = "skip"' in out
    assert "the project has com.ruoyi.common.core.domain.entity.SysDept" in out  # another package
    assert sorted(root.rglob("*")) == before  # nothing written
    # under names of their own they fit beside RuoYi's
    text += "".join(f'\n[tables.{t}]\nclass_name = "Gen{_pascal(t)}"\n' for t in TABLES)
    (tmp_path / "genix.toml").write_text(text, encoding="utf-8")
    res = _run(["build"], tmp_path, env)
    assert res.exit_code == 0, res.output  # type: ignore[attr-defined]
    # the layout init wrote: entities, mappers, services in ruoyi-system, controllers in ruoyi-admin
    system, admin = root / "ruoyi-system", root / "ruoyi-admin"
    written = sorted(p.relative_to(root).as_posix() for p in root.rglob("GenSysPost*"))
    assert "ruoyi-system/src/main/java/com/ruoyi/system/domain/GenSysPost.java" in written
    assert "ruoyi-system/src/main/resources/mapper/GenSysPostMapper.xml" in written
    assert "ruoyi-admin/src/main/java/com/ruoyi/web/controller/system/GenSysPostController.java" in written
    args = ["-o"] if os.environ.get("GENIX_MVN_OFFLINE") else []
    r = subprocess.run(
        ["bash", str(MVN), str(root), *args], capture_output=True, text=True, timeout=900, check=False
    )
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    for t in ("GenSysPost", "GenSysConfig", "GenSysDept", "GenSysUserRole"):
        assert (system / "target/classes/com/ruoyi/system/domain" / f"{t}.class").is_file(), t
        assert (
            admin / "target/classes/com/ruoyi/web/controller/system" / f"{t}Controller.class"
        ).is_file(), t
