"""``genix init --from-project`` finds the team's conventions in the real code bases
(RuoYi-Vue Boot 3, eladmin-mp) and writes them as commented suggestions; uncommented, they make
a config that plans without an error (schema from the projects' own SQL, read as DDL)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from dbjavagenix.config.model import Config
from dbjavagenix.config.tomlparse import parse_toml
from tests.conftest import SHARED, need
from tests.springboot.conftest import copy_project

MARK = "# The project's conventions, as genix found them (uncomment to follow them):"
LAYOUT = "# the modules and packages of the project's own classes, per layer (see above)"


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


def _adopt(text: str, ddl: Path, dialect: str = "mysql", *, as_written: bool = False) -> str:
    """The config with its suggestions uncommented (``as_written``: as init wrote it) and the
    schema read from ``ddl``."""
    head, _, tail = text.partition(MARK)
    out = []
    for line in [] if as_written else tail.splitlines():
        if line.startswith("# ") and not line.startswith("#   ") and re.match(r"# (\[|\w+ = )", line):
            out.append(line[2:])
    # the layout of a reactor is written as settings; its other suggestions are commented inside
    layout, _, rest = head.partition(LAYOUT)
    if not as_written:
        rest = re.sub(r"(?m)^# (extends = .*)$", r"\1", rest)
    head = layout + LAYOUT + rest if rest else layout
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
        '# ok = "{class}.success({value})"\n# ok_empty = "{class}.success()"',
        '# of = "getDataTable({items})"\n# paging = "pagehelper"\n# start = "startPage()"',
        '# response_entity = false\n# list_path = "/list"',
        '# list = ["@PreAuthorize(\\"@ss.hasPermi(\'{module}:{entity:lower}:list\')\\")"]',
        '@Log(title = \\"{title}\\", businessType = BusinessType.INSERT)',
        '# imports = ["com.ruoyi.common.annotation.Log", "com.ruoyi.common.enums.BusinessType"]',
        '# regex = "password|token"\n# sensitive = true',
    ):
        assert expected in tail, expected
    # the reactor's layout is a setting (the output is its root); its base classes are suggestions
    head = text.split(MARK, 1)[0]
    assert '\noutput = "src/ruoyi-vue-boot3"\n' in head
    for expected in (
        '[layers.mapper_xml]\npath = "{resources_root}/mapper/{group_path}{class_name}.xml"\nmodule = "ruoyi-system"',
        '[layers.entity]\nmodule = "ruoyi-system"\npackage = "system.domain"\n# extends = "com.ruoyi.common.core.domain.BaseEntity"',
        '[layers.controller]\nmodule = "ruoyi-admin"\npackage = "web.controller.system"',
    ):
        assert expected in head, expected
    # springdoc is on ruoyi-admin's class path only: the entities in ruoyi-system would not
    # compile with its annotations, so the suggestion leaves them off and says why
    assert '\nopenapi = "none"\n' in head
    assert (
        '#   openapi "none": springdoc is not on the class path of module ruoyi-system ([layers.entity])'
        in head
    )
    assert "\nvalidation = true\n" in head  # ruoyi-common brings it to ruoyi-system
    # the config as written stays valid, and so is it with the suggestions taken
    Config.model_validate(parse_toml(text, tmp_path / "genix.toml"))
    sql = SHARED / "corpus" / "ruoyi" / "mysql.sql"
    need(sql.is_file(), f"the RuoYi schema {sql}")
    for adopted in (_adopt(text, sql, as_written=True), _adopt(text, sql)):
        adopted = adopted.replace("\n[tables]\n", '\n[tables]\ninclude = ["sys_notice", "sys_post"]\n', 1)
        (tmp_path / "genix.toml").write_text(adopted, encoding="utf-8")
        res = _cli(["plan", "--json"], tmp_path)
        assert res.exit_code == 0, res.output
    import json

    # RuoYi maps both tables already: the suggestion says existing = "skip" (and why), so the
    # first plan leaves them out with one warning each instead of refusing them
    assert '\nexisting = "skip"\n' in text
    assert '#   existing "skip": the project maps ' in head
    report = json.loads(res.stdout)
    assert not report["clashes"]
    assert not [f for f in report["files"] if "SysNotice" in f["path"] or "SysPost" in f["path"]]
    (tmp_path / "genix.toml").write_text(adopted.replace('\nexisting = "skip"\n', "\n"), encoding="utf-8")
    res = _cli(["plan", "--json"], tmp_path)
    report = json.loads(res.stdout)
    # refused (the default), with its classes where the suggestions put genix's: the plan
    # lists each as one clash at RuoYi's class (a build refuses them) and plans none of their files
    # (once conflicts beside RuoYi's, and the rest of the stack written around them)
    assert sorted((c["kind"], c["table"], c["name"]) for c in report["clashes"]) == [
        ("existing", "sys_notice", "com.ruoyi.system.domain.SysNotice"),
        ("existing", "sys_post", "com.ruoyi.system.domain.SysPost"),
    ]
    assert not [f for f in report["files"] if "SysNotice" in f["path"] or "SysPost" in f["path"]]


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


def test_a_reactor_with_two_applications_and_table_models_extended_by_views(tmp_path: Path) -> None:
    """mall's shape: MBG models in a library module (``PmsProduct`` with ``PmsProductMapper``),
    the portal application's domain classes extending them (``CartProduct extends PmsProduct``),
    the admin application genix adopts into: the portal is no place for the admin's entities, and
    a model extended by views is no base entity."""
    from dbjavagenix.javaproject import sources
    from dbjavagenix.javaproject.conventions import find_conventions

    def java(rel: str, text: str) -> None:
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    mbg = "mall-mbg/src/main/java/com/macro/mall/"
    portal = "mall-portal/src/main/java/com/macro/mall/portal/"
    admin = "mall-admin/src/main/java/com/macro/mall/"
    java(mbg + "model/PmsProduct.java", "package com.macro.mall.model;\npublic class PmsProduct {\n}\n")
    java(mbg + "model/UmsAdmin.java", "package com.macro.mall.model;\npublic class UmsAdmin {\n}\n")
    java(
        mbg + "mapper/PmsProductMapper.java",
        "package com.macro.mall.mapper;\npublic interface PmsProductMapper {\n}\n",
    )
    java(
        mbg + "mapper/UmsAdminMapper.java",
        "package com.macro.mall.mapper;\npublic interface UmsAdminMapper {\n}\n",
    )
    for name in ("CartProduct", "PromotionProduct", "FlashPromotionProduct"):
        java(
            portal + f"domain/{name}.java",
            f"package com.macro.mall.portal.domain;\nimport com.macro.mall.model.PmsProduct;\n"
            f"public class {name} extends PmsProduct {{\n}}\n",
        )
    java(
        portal + "MallPortalApplication.java",
        "package com.macro.mall.portal;\n@org.springframework.boot.autoconfigure.SpringBootApplication\n"
        "public class MallPortalApplication {\n}\n",
    )
    java(
        admin + "MallAdminApplication.java",
        "package com.macro.mall;\n@org.springframework.boot.autoconfigure.SpringBootApplication\n"
        "public class MallAdminApplication {\n}\n",
    )
    java(
        admin + "controller/PmsProductController.java",
        "package com.macro.mall.controller;\n@org.springframework.web.bind.annotation.RestController\n"
        "public class PmsProductController {\n}\n",
    )
    found = find_conventions(sources.scan(tmp_path), tmp_path, tmp_path / "mall-admin", "com.macro.mall", {})
    assert "extends" not in found.layers.get("entity", {}), found.layers
    # (``model`` packages are not taken for entity packages: many teams keep request models there)
    assert found.layers["controller"]["module"] == "mall-admin", found.layers
    assert not any("portal" in str(v) for keys in found.layers.values() for v in keys.values())
