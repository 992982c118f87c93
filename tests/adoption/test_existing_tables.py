"""Tables the team's code already maps (issue 36 point 8): its entity where genix would write
it or elsewhere, an entity annotated with the table, a mapper XML of it, a mapper interface of
the same name. ``[tables] existing`` chooses: ``refuse`` (default: one located error per table
naming the team's class, nothing written), ``skip`` (left out with one warning), ``reuse``
(``test_reuse.py``)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix import pipeline
from dbjavagenix.cli import main
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError
from dbjavagenix.javaproject.clashes import ClashError
from dbjavagenix.javaproject.existing import read_mapper_xml
from tests.adoption.conftest import write_config, write_java

ENTITY = "package {pkg};\n\n/** The team's model of biz_customer. */\npublic class BizCustomer {{\n    private Long customerId;\n}}\n"
XML = """<?xml version="1.0" encoding="UTF-8" ?>
<!DOCTYPE mapper PUBLIC "-//mybatis.org//DTD Mapper 3.0//EN" "http://mybatis.org/dtd/mybatis-3-mapper.dtd">
<mapper namespace="com.team.dao.CustomerDao">

    <resultMap type="com.team.model.BizCustomer" id="CustomerResult">
        <id property="customerId" column="customer_id"/>
    </resultMap>

    <select id="selectAll" resultMap="CustomerResult">
        select customer_id from biz_customer
    </select>
</mapper>
"""
POM = (
    "<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.springframework.boot</groupId>"
    "<artifactId>spring-boot-starter-parent</artifactId><version>3.5.7</version></parent>"
    "<groupId>com.acme</groupId><artifactId>app</artifactId><version>1</version></project>"
)


def _cli(args: list[str], cwd: Path) -> Result:
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, catch_exceptions=False)
    finally:
        os.chdir(old)


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()}


def test_the_team_entity_where_genix_would_write_it_is_refused_once(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/acme/entity/BizCustomer.java", ENTITY.format(pkg="com.acme.entity"))
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer", "biz_order"]\n')
    before = _files(tmp_path)
    res = _cli(["build"], tmp_path)
    assert res.exit_code == 2, res.output
    assert res.stderr.count("error: ") == 1, res.stderr
    assert (
        "error: src/main/java/com/acme/entity/BizCustomer.java:4: table biz_customer is mapped by the project "
        "already: genix would generate com.acme.entity.BizCustomer; the project has com.acme.entity.BizCustomer "
        "(a class of the same name)"
    ) in res.stderr
    for choice in (
        'existing = "skip"',
        'class_name = "..."',
        '[tables] exclude = ["biz_customer"]',
        '"reuse"',
    ):
        assert choice in res.stderr, choice
    assert _files(tmp_path) == before  # nothing written, not even biz_order
    # plan and check list it (one clash for the table, none of its files planned)
    plan = _cli(["plan", "--json"], tmp_path)
    report = json.loads(plan.stdout)
    (clash,) = report["clashes"]
    assert (clash["kind"], clash["name"], clash["table"], clash["line"]) == (
        "existing",
        "com.acme.entity.BizCustomer",
        "biz_customer",
        4,
    )
    assert clash["existing"] == "src/main/java/com/acme/entity/BizCustomer.java"
    assert not [f for f in report["files"] if "BizCustomer" in f["path"]]
    assert [f for f in report["files"] if "BizOrder" in f["path"]]
    assert report["ok"] is False
    assert (
        "clash: src/main/java/com/acme/entity/BizCustomer.java:4: table biz_customer"
        in _cli(["plan"], tmp_path).stderr
    )
    check = json.loads(_cli(["check", "--json"], tmp_path).stdout)
    assert check["clashes"] == report["clashes"]
    # doctor reports it
    (out / "pom.xml").write_text(POM, encoding="utf-8")
    doctor = _cli(["doctor", "--json"], tmp_path)
    assert doctor.exit_code == 1
    assert [c["name"] for c in json.loads(doctor.stdout)["clashes"]] == ["com.acme.entity.BizCustomer"]


def test_the_team_entity_elsewhere_and_its_mapper_are_one_refusal(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/domain/BizCustomer.java", ENTITY.format(pkg="com.team.domain"))
    write_java(
        out,
        "src/main/java/com/team/mapper/BizCustomerMapper.java",
        "package com.team.mapper;\n\npublic interface BizCustomerMapper {\n}\n",
    )
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    result = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True)
    (clash,) = result.clashes
    assert clash.kind == "existing" and clash.existing == "src/main/java/com/team/domain/BizCustomer.java"
    assert (
        "the project has com.team.domain.BizCustomer (a class of the same name) (also com.team.mapper."
        in (clash.message)
    )
    assert not result.plan.entries or not [e for e in result.plan.entries if e.table == "biz_customer"]
    with pytest.raises(ClashError) as e:
        pipeline.build(load_config(tmp_path / "genix.toml"))
    assert len(e.value.diagnostics) == 1
    # a mapper interface of genix's mapper name alone counts too
    (out / "src/main/java/com/team/domain/BizCustomer.java").unlink()
    result = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True)
    (clash,) = result.clashes
    assert (clash.kind, clash.name) == ("existing", "com.team.mapper.BizCustomerMapper")
    assert "(a mapper interface of the same name)" in clash.message


def test_a_mapper_xml_alone_maps_the_table(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/resources/mapper/team/CustomerDao.xml", XML)
    write_java(
        out,
        "src/main/resources/mapper/team/OrderDao.xml",
        '<mapper namespace="com.team.dao.OrderDao">\n<insert id="add">\n  INSERT INTO `biz_order` (order_no) '
        "values (#{orderNo})\n</insert>\n</mapper>\n",
    )
    write_java(out, "src/main/resources/other.xml", "<beans><bean id='biz_order'/></beans>\n")
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer", "biz_order", "biz_order_item"]\n')
    result = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True)
    found = {c.table: c for c in result.clashes}
    assert set(found) == {"biz_customer", "biz_order"}
    customer, order = found["biz_customer"], found["biz_order"]
    assert customer.existing == "src/main/resources/mapper/team/CustomerDao.xml" and customer.line == 5
    assert customer.name == "com.team.model.BizCustomer"
    assert "(the resultMap type of the mapper XML src/main/resources/mapper/team/CustomerDao.xml)" in (
        customer.message
    )
    assert order.name == "com.team.dao.OrderDao" and order.line == 3
    assert "writes the table" in order.message
    assert [e for e in result.plan.entries if e.table == "biz_order_item"]


def test_read_mapper_xml() -> None:
    x = read_mapper_xml(
        XML.replace("select customer_id", "update ry.`biz_customer` set x = 1 where 1 = 1; select")
    )
    assert x is not None
    assert x.namespace == "com.team.dao.CustomerDao"
    assert x.types == (("com.team.model.BizCustomer", 5),)
    assert x.writes == (("biz_customer", 10),)
    assert read_mapper_xml("<beans/>") is None


def test_an_annotated_entity_is_refused_or_kept_apart_by_a_chosen_name(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(
        out,
        "src/main/java/com/team/notice/NoticeDO.java",
        "package com.team.notice;\n\nimport com.baomidou.mybatisplus.annotation.TableName;\n\n"
        '/** maps "biz_customer" in a comment: not a mapping */\n'
        '@TableName(value = "`biz_customer`", autoResultMap = true)\npublic class NoticeDO {\n}\n',
    )
    write_java(
        out,
        "src/main/java/com/team/other/Other.java",
        'package com.team.other;\n\n@org.example.Table("biz_order")\npublic class Other {\n}\n',
    )
    cfg = write_config(
        tmp_path, '[tables]\ninclude = ["biz_customer", "biz_order"]\n', project='category = "MybatisPlus"'
    )
    result = pipeline.build(load_config(cfg), dry_run=True)
    (clash,) = result.clashes  # another library's @Table is not a mapping
    assert (clash.kind, clash.name, clash.line) == ("existing", "com.team.notice.NoticeDO", 6)
    assert "(annotated with the table '`biz_customer`')" in clash.message
    # a class name of the user's own: genix's stack beside the team's, on purpose (one warning)
    text = cfg.read_text(encoding="utf-8")
    cfg.write_text(text + '[tables.biz_customer]\nclass_name = "Customer"\n', encoding="utf-8")
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert not result.clashes
    (warning,) = [w for w in result.warnings if "already maps" in w.message]
    assert warning.message.startswith(
        "the project already maps table biz_customer (com.team.notice.NoticeDO)"
    )
    assert '[tables.biz_customer] existing = "skip"' in str(warning.hint)
    # ... unless `existing` is chosen for the table
    cfg.write_text(
        text + '[tables.biz_customer]\nclass_name = "Customer"\nexisting = "skip"\n', encoding="utf-8"
    )
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert not result.clashes
    assert not [e for e in result.plan.entries if e.table == "biz_customer"]


def test_skip_leaves_the_table_out_with_one_warning(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/acme/entity/BizCustomer.java", ENTITY.format(pkg="com.acme.entity"))
    write_java(
        out,
        "src/main/java/com/team/BizOrder.java",
        ENTITY.format(pkg="com.team").replace("BizCustomer", "BizOrder"),
    )
    cfg = write_config(tmp_path, '[tables]\ninclude = ["biz_customer", "biz_order"]\nexisting = "skip"\n')
    res = _cli(["build"], tmp_path)
    assert res.exit_code == 0, res.output
    for table, fqn in (("biz_customer", "com.acme.entity.BizCustomer"), ("biz_order", "com.team.BizOrder")):
        assert res.stderr.count(f"table {table} is left out: the project maps it already ({fqn}") == 1
    assert "BizCustomer.java:4:" in res.stderr
    written = {p.name for p in out.rglob("*.java")}
    assert "BizCustomerMapper.java" not in written and "BizOrderController.java" not in written
    # per table: refuse wins over the project's choice for that table
    cfg.write_text(
        cfg.read_text(encoding="utf-8") + '[tables.biz_order]\nexisting = "refuse"\n', encoding="utf-8"
    )
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert [(c.kind, c.table) for c in result.clashes] == [("existing", "biz_order")]


def test_a_group_chooses_for_its_tables(tmp_path: Path) -> None:
    """``[groups.NAME] existing`` chooses for the group's tables; ``[tables.TABLE] existing``
    still wins; ``reuse`` there too."""
    out = tmp_path / "out"
    write_java(
        out,
        "src/main/java/com/team/BizOrder.java",
        ENTITY.format(pkg="com.team").replace("BizCustomer", "BizOrder"),
    )
    body = '[tables]\ninclude = ["biz_customer"]\n\n[groups.orders]\nconnection = "main"\ninclude = ["biz_order"]\nexisting = "skip"\n'
    cfg = write_config(tmp_path, body)
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert not result.clashes
    assert not [e for e in result.plan.entries if e.table == "biz_order"]
    assert [e for e in result.plan.entries if e.table == "biz_customer"]
    res = _cli(["plan"], tmp_path)
    assert res.exit_code == 0 and res.stderr.count("table biz_order is left out") == 1, res.output
    cfg.write_text(
        cfg.read_text(encoding="utf-8") + '\n[tables.biz_order]\nexisting = "refuse"\n', encoding="utf-8"
    )
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert [(c.kind, c.table) for c in result.clashes] == [("existing", "biz_order")]
    cfg.write_text(body.replace('"skip"', '"reuse"').join(["", ""]) or "", encoding="utf-8")
    cfg = write_config(tmp_path, body.replace('"skip"', '"reuse"'))
    with pytest.raises(ConfigError) as e:
        pipeline.build(load_config(cfg), dry_run=True)
    (d,) = e.value.diagnostics
    assert d.message.startswith("table biz_order: genix cannot generate around the team's com.team.BizOrder")
    assert d.location is not None and d.location.file == "src/main/java/com/team/BizOrder.java"


def test_genix_own_files_are_no_existing_mapping(tmp_path: Path) -> None:
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    loaded = load_config(tmp_path / "genix.toml")
    assert pipeline.build(loaded).written
    again = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True, incremental=False)
    assert not again.clashes


def test_a_wrong_existing_value_is_located(tmp_path: Path) -> None:
    cfg = write_config(
        tmp_path, '[tables]\ninclude = ["biz_customer"]\n\n[tables.biz_customer]\nexisting = "reuse"\n'
    )
    assert pipeline.build(load_config(cfg), dry_run=True).plan.entries  # no team class: nothing to reuse
    cfg.write_text(cfg.read_text(encoding="utf-8").replace('"reuse"', '"skp"'), encoding="utf-8")
    res = _cli(["plan"], tmp_path)
    assert res.exit_code == 2
    assert (
        "genix.toml:12:1: tables.biz_customer.existing: expected 'refuse', 'skip' or 'reuse' (got 'skp')"
        in (res.stderr)
    )
    assert 'hint: did you mean "skip"?' in res.stderr


def test_context_of_a_refused_table_names_the_team_class(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/acme/entity/BizCustomer.java", ENTITY.format(pkg="com.acme.entity"))
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    with pytest.raises(ClashError) as e:
        pipeline.file_context(load_config(tmp_path / "genix.toml"), "biz_customer")
    assert "the project has com.acme.entity.BizCustomer" in e.value.diagnostics[0].message


def test_watch_refuses_a_table_the_team_maps(tmp_path: Path) -> None:
    from dbjavagenix.rebuild import Rebuilder

    out = tmp_path / "out"
    write_java(out, "src/main/java/com/acme/entity/BizCustomer.java", ENTITY.format(pkg="com.acme.entity"))
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer", "biz_order"]\n')
    before = _files(tmp_path)
    r = Rebuilder(tmp_path / "genix.toml").rebuild()
    assert isinstance(r.error, ClashError)
    (d,) = r.error.diagnostics
    assert "the project has com.acme.entity.BizCustomer" in d.message
    assert _files(tmp_path) == before


def test_mcp_plan_reports_the_table_as_the_cli_does(tmp_path: Path) -> None:
    import anyio
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/domain/BizCustomer.java", ENTITY.format(pkg="com.team.domain"))
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    cli_plan = json.loads(_cli(["plan", "--json"], tmp_path).stdout)

    async def run() -> dict[str, object]:
        async with Client(
            build_server(ToolEnv(config=tmp_path / "genix.toml")), mode="legacy", cache=None
        ) as c:
            r = await c.call_tool("codegen_plan", {})
            assert not r.is_error, r.content
            assert isinstance(r.structured_content, dict)
            return r.structured_content

    mcp_plan = anyio.run(run)
    assert [c["kind"] for c in cli_plan["clashes"]] == ["existing"]
    assert mcp_plan["clashes"] == cli_plan["clashes"]
    assert mcp_plan["ok"] is False
