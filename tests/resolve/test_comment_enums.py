"""Enumerations in column comments (:mod:`dbjavagenix.resolve.columns.comment_enums`): the shapes real
schemas write, what is no list, and the measured corpus (every RuoYi status comment read)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.resolve.columns.comment_enums import EnumValue, parse_comment_enum
from tests.conftest import CORPUS, need
from tests.resolve.test_type_overrides import resolve


def pairs(comment: str) -> list[tuple[str, str]]:
    return [(v.code, v.label) for v in parse_comment_enum(comment)]


@pytest.mark.parametrize(
    ("comment", "expected"),
    [
        # mall
        (
            "订单状态：0->待付款；1->待发货；2->已发货；3->已完成",
            [("0", "待付款"), ("1", "待发货"), ("2", "已发货"), ("3", "已完成")],
        ),
        ("是否为默认分类，0->不是；1->是", [("0", "不是"), ("1", "是")]),
        # RuoYi
        ("状态（0正常 1停用）", [("0", "正常"), ("1", "停用")]),
        ("删除标志（0代表存在 2代表删除）", [("0", "代表存在"), ("2", "代表删除")]),
        ("是否默认（Y是 N否）", [("Y", "是"), ("N", "否")]),
        ("菜单类型（M目录 C菜单 F按钮）", [("M", "目录"), ("C", "菜单"), ("F", "按钮")]),
        ("数据范围（1：全部数据权限 2：自定数据权限）", [("1", "全部数据权限"), ("2", "自定数据权限")]),
        ("使用的模板（crud单表操作 tree树表操作）", [("crud", "单表操作"), ("tree", "树表操作")]),
        (
            "前端模板类型（element-ui模版 element-plus模版）",
            [("element-ui", "模版"), ("element-plus", "模版")],
        ),
        ("生成代码方式（0zip压缩包 1自定义路径）", [("0", "zip压缩包"), ("1", "自定义路径")]),
        ("Status (0 = ok, 1 = off)", [("0", "ok"), ("1", "off")]),
        # key=value, key: value
        ("0=正常,1=停用", [("0", "正常"), ("1", "停用")]),
        ("1: active, 2: disabled", [("1", "active"), ("2", "disabled")]),
        ("Customer status, 1: active, 2: on hold.", [("1", "active"), ("2", "on hold")]),
        ("M=male; F=female", [("M", "male"), ("F", "female")]),
        ("-1=deleted,0=draft,1=published", [("-1", "deleted"), ("0", "draft"), ("1", "published")]),
        # eladmin
        ("状态：1启用、0禁用", [("1", "启用"), ("0", "禁用")]),
        # a list wrapped over lines
        ("状态：\n0->待付款；\n1->待发货", [("0", "待付款"), ("1", "待发货")]),
    ],
)
def test_the_shapes_real_schemas_write(comment: str, expected: list[tuple[str, str]]) -> None:
    assert pairs(comment) == expected


@pytest.mark.parametrize(
    "comment",
    [
        "",
        "the first name",
        "是否主键（1是）",  # one value: a flag, not a list
        "下一次触发时间（默认为-1表示不触发）",
        "显示类型（文本框、文本域、下拉框）",  # labels without codes
        "用户类型（00系统用户）",
        "版本号(1.0, 2.0)",  # numbers, not code + label
        "创建时间（yyyy-MM-dd）",
        "0=正常,0=停用",  # the same code twice
        "0=正常,停用",  # one item is no code + label
        "IP 192.168.1.1",
        "x" * 3000,
    ],
)
def test_what_is_no_list(comment: str) -> None:
    assert parse_comment_enum(comment) == ()


def test_every_ruoyi_status_comment_is_read() -> None:
    """Measured on the corpus: every RuoYi comment that lists two or more codes is read (31),
    and nothing else (its single-value flags ``（1是）`` and free text are not)."""
    need((CORPUS / "ruoyi" / "mysql.sql").is_file(), f"the shared corpus ({CORPUS})")
    from dbjavagenix.introspect.ddl import SourceText, read_ddl

    text = (CORPUS / "ruoyi" / "mysql.sql").read_text(encoding="utf-8")
    catalog = read_ddl([SourceText("mysql.sql", text)], "mysql").catalog
    found = {
        f"{t.name}.{c.name}": parse_comment_enum(c.comment)
        for t in catalog.tables
        for c in t.columns
        if c.comment
    }
    hits = {k: v for k, v in found.items() if v}
    assert len(hits) == 31, sorted(hits)
    assert [(v.code, v.label) for v in hits["sys_user.sex"]] == [("0", "男"), ("1", "女"), ("2", "未知")]
    assert [v.code for v in hits["sys_menu.menu_type"]] == ["M", "C", "F"]
    assert "gen_table_column.is_pk" not in hits and "sys_user.user_type" not in hits


STATUS = Table(
    name="sys_post",
    columns=(
        Column("post_id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("status", "char(1)", "char", nullable=False, length=1, comment="状态（0正常 1停用）"),
        Column("kind", "int", "int", comment='1: "active", 2: disabled'),
        Column("remark", "varchar(500)", "varchar", length=500, comment="备注"),
    ),
    primary_key=PrimaryKey(("post_id",)),
)


@pytest.mark.parametrize(
    ("flavour", "status", "kind"),
    [
        (
            "springdoc",
            '@io.swagger.v3.oas.annotations.media.Schema(description = "状态（0正常 1停用）", allowableValues = {"0", "1"})',
            '@io.swagger.v3.oas.annotations.media.Schema(description = "1: \\"active\\", 2: disabled", '
            'allowableValues = {"1", "2"})',
        ),
        (
            "swagger2",
            '@io.swagger.annotations.ApiModelProperty(value = "状态（0正常 1停用）", allowableValues = "0,1")',
            '@io.swagger.annotations.ApiModelProperty(value = "1: \\"active\\", 2: disabled", allowableValues = "1,2")',
        ),
    ],
)
def test_the_context_and_openapi_list_the_values(
    tmp_path: Path, flavour: str, status: str, kind: str
) -> None:
    boot = "spring_boot = 3\n" if flavour == "swagger2" else ""
    t = resolve(tmp_path, Catalog("mariadb", (STATUS,)), f'openapi = "{flavour}"\n' + boot)["sys_post"]
    f = {x.column: x for x in t.fields}
    assert f["status"].documented_values == (EnumValue("0", "正常"), EnumValue("1", "停用"))
    assert [v.label for v in f["kind"].documented_values] == ['"active"', "disabled"]
    assert f["remark"].documented_values == ()
    assert status in f["status"].annotations
    assert kind in f["kind"].annotations
    assert not any("allowableValues" in a for a in f["remark"].annotations)


def test_a_comment_override_is_what_is_read(tmp_path: Path) -> None:
    extra = '\n[tables.sys_post.columns.remark]\ncomment = "kind: A=alpha, B=beta"\n'
    t = resolve(tmp_path, Catalog("mariadb", (STATUS,)), extra)["sys_post"]
    f = {x.column: x for x in t.fields}
    assert [v.code for v in f["remark"].documented_values] == ["A", "B"]
