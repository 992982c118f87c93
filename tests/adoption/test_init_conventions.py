"""``genix init --from-project`` finds the team's conventions in the real code bases
(RuoYi-Vue Boot 3, eladmin-mp) and writes them as commented suggestions; uncommented, they make
a config that plans without an error (schema from the projects' own SQL, read as DDL)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from dbjavagenix.config.load import parse_toml
from dbjavagenix.config.model import Config
from tests.conftest import SHARED, need
from tests.springboot.conftest import copy_project

MARK = "# The project's conventions, as genix found them (uncomment to follow them):"


def _cli(args: list[str], cwd: Path) -> Result:
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, catch_exceptions=False)
    finally:
        os.chdir(old)


def _init(tmp_path: Path, name: str, app: str) -> tuple[Path, str]:
    root = copy_project(f"src/{name}", tmp_path, with_main=False)
    res = _cli(["init", "--from-project", "--output", f"src/{name}/{app}"], tmp_path)
    assert res.exit_code == 0, res.output
    return root, (tmp_path / "genix.toml").read_text(encoding="utf-8")


def _adopt(text: str, ddl: Path, dialect: str = "mysql") -> str:
    """The config with its suggestions uncommented, the output at the suggested root and the
    schema read from ``ddl``."""
    head, _, tail = text.partition(MARK)
    out = []
    root = None
    for line in tail.splitlines():
        m = re.match(r'# the layers below name modules: set \[project\] output = "(.*)"', line)
        if m:
            root = m.group(1)
        elif line.startswith("# ") and not line.startswith("#   ") and re.match(r"# (\[|\w+ = )", line):
            out.append(line[2:])
    if root is not None:
        head = re.sub(r'(?m)^output = ".*"$', f'output = "{root}"', head, count=1)
        head = re.sub(r'(?m)^# (module = ".*")   # with the modules of the conventions below$', r"\1", head)
    head = re.sub(r'(?m)^url = ".*"$', f'ddl = ["{ddl.as_posix()}"]\ndialect = "{dialect}"', head, count=1)
    head = re.sub(r"(?m)^password = .*$", "", head)
    return head + "\n".join(out) + "\n"


def test_ruoyi_conventions_are_found(tmp_path: Path) -> None:
    _, text = _init(tmp_path, "ruoyi-vue-boot3", "ruoyi-admin")
    assert MARK in text
    tail = text.split(MARK, 1)[1]
    for expected in (
        "#   base entity com.ruoyi.common.core.domain.BaseEntity: extended by",
        "#   base controller com.ruoyi.common.core.controller.BaseController",
        "#   response wrapper com.ruoyi.common.core.domain.AjaxResult: used by",
        "#   page type com.ruoyi.common.core.page.TableDataInfo",
        "#   logic delete del_flag ('2' deleted, '0' exists): ",
        'set [project] output = "src/ruoyi-vue-boot3" (the reactor root)',
        '# module = "ruoyi-system"\n# package = "system.domain"\n# extends = "com.ruoyi.common.core.domain.BaseEntity"',
        '# module = "ruoyi-admin"\n# package = "web.controller.system"',
        '# ok = "{class}.success({value})"\n# ok_empty = "{class}.success()"',
        '# of = "getDataTable({items})"\n# paging = "pagehelper"\n# start = "startPage()"',
        '# response_entity = false\n# list_path = "/list"',
        '# list = ["@PreAuthorize(\\"@ss.hasPermi(\'{module}:{entity:lower}:list\')\\")"]',
        '@Log(title = \\"{title}\\", businessType = BusinessType.INSERT)',
        '# imports = ["com.ruoyi.common.annotation.Log", "com.ruoyi.common.enums.BusinessType"]',
        '# regex = "password|token"\n# sensitive = true',
    ):
        assert expected in tail, expected
    # the config as written stays valid, and so is it with the suggestions taken
    Config.model_validate(parse_toml(text, tmp_path / "genix.toml"))
    sql = SHARED / "corpus" / "ruoyi" / "mysql.sql"
    need(sql.is_file(), f"the RuoYi schema {sql}")
    adopted = _adopt(text, sql)
    adopted = adopted.replace("\n[tables]\n", '\n[tables]\ninclude = ["sys_notice", "sys_post"]\n', 1)
    (tmp_path / "genix.toml").write_text(adopted, encoding="utf-8")
    res = _cli(["plan", "--json"], tmp_path)
    assert res.exit_code == 0, res.output
    import json

    report = json.loads(res.stdout)
    files = {f["path"] for f in report["files"]}
    assert "ruoyi-system/src/main/java/com/ruoyi/system/domain/SysNotice.java" in files
    assert "ruoyi-admin/src/main/java/com/ruoyi/web/controller/system/SysNoticeController.java" in files
    # RuoYi has these classes already, where the suggestions put them: the plan leaves them alone
    in_the_way = {f["path"].rsplit("/", 1)[1] for f in report["files"] if f["verb"] == "conflict"}
    assert {"SysNotice.java", "SysNoticeController.java", "SysPost.java"} <= in_the_way


def test_eladmin_conventions_are_found_and_the_mybatis_plus_config_plans(tmp_path: Path) -> None:
    _, text = _init(tmp_path, "eladmin-mp", "eladmin/eladmin-system")
    tail = text.split(MARK, 1)[1]
    for expected in (
        '# [layers.entity]\n# package = "modules.system.domain"\n# extends = "me.zhengjie.base.BaseEntity"',
        '# [api.result]\n# class = "none"',
        '# class = "me.zhengjie.utils.PageResult"\n# of = "new {class}<>({items}, {total})"',
        '# create = ["@PreAuthorize(\\"@el.check(\'{entity:lower}:add\')\\")"]',
    ):
        assert expected in tail, expected
    # the category writes no mapper XML: no [layers.mapper_xml] (once an error)
    assert "\n[layers.mapper_xml]" not in text
    assert 'category = "MybatisPlus"' in text
    sql = SHARED / "projects" / "src" / "eladmin-mp" / "sql" / "eladmin.sql"
    need(sql.is_file(), f"the eladmin schema {sql}")
    for config in (
        _adopt(text.split(MARK, 1)[0], sql),  # as written
        _adopt(text, sql),  # with the suggestions
    ):
        config = config.replace("\n[tables]\n", '\n[tables]\ninclude = ["sys_job", "sys_dept"]\n', 1)
        (tmp_path / "genix.toml").write_text(config, encoding="utf-8")
        res = _cli(["plan"], tmp_path)
        assert res.exit_code == 0, res.output
