"""Comment and CHECK enums resolved (``[project] comment_enums``): code types from the column's
Java type, constant names from labels or codes (frequent Chinese labels → English, others → ``CODE_<n>``
with a warning), clashes, the
CHECK list winning over the comment, per-column and rule overrides, what stays documentation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError, NamingError
from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.resolve.columns.enums import (
    code_literal,
    code_type,
    coded_constant_names,
    fallback_labels,
    value_list,
)
from dbjavagenix.resolve.context.model import EnumValue

V = EnumValue


def _catalog() -> Catalog:
    cols = (
        Column("id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("status", "char(1)", "char", length=1, comment="状态（0正常 1停用）"),
        Column("is_frame", "int(1)", "int", precision=1, comment="是否为外链（0是 1否）"),
        Column("big", "bigint", "bigint", comment="1: active, 2: disabled, 3: Active"),
        Column("menu_type", "char(1)", "char", length=1, comment="菜单类型（M目录 C菜单 F按钮）"),
        Column("word_on_int", "int", "int", comment="类型（M目录 C菜单）"),
        Column("state", "varchar(10)", "varchar", length=10, check_values=("open", "on-hold")),
        Column(
            "phase", "smallint", "smallint", check_values=("1", "2"), comment="阶段：1=draft, 2=final, 3=gone"
        ),
        Column("single", "int", "int", check_values=("0",)),
        Column("created", "datetime", "datetime", comment="时间（0正常 1停用）"),
        Column("del_flag", "char(1)", "char", length=1, comment="删除标志（0代表存在 2代表删除）"),
        Column("plain", "varchar(5)", "varchar", length=5, comment="just a comment"),
    )
    t = Table("sys_thing", cols, primary_key=PrimaryKey(("id",)))
    return Catalog(dialect="mysql", tables=(t,))


def resolve(tmp_path: Path, extra: str = "", category: str = "Default") -> Any:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        f'[project]\nbase_package = "com.example.demo"\ncategory = "{category}"\n'
        + extra
        + '\n[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    loaded = load_config(cfg)
    prepared = pipeline.prepare_project(loaded, {"main": _catalog()})
    (table,) = pipeline.resolve_project(prepared).tables
    return table


def _enums(table: Any) -> dict[str, Any]:
    return {c: e for e in table.enums for c in e.columns}


def _fields(table: Any) -> dict[str, Any]:
    return {f.column: f for f in table.fields}


def test_doc_is_the_default(tmp_path: Path) -> None:
    t = resolve(tmp_path)
    assert t.enums == ()
    f = _fields(t)
    assert f["status"].java_type == "String" and f["is_frame"].java_type == "Integer"
    assert [v.code for v in f["status"].documented_values] == ["0", "1"]
    assert f["state"].check_values == ("open", "on-hold")
    assert all(not x.value_constants for x in t.fields)


def test_java_enums_typed_codes_and_names(tmp_path: Path) -> None:
    t = resolve(
        tmp_path, 'comment_enums = "java"\n[tables.sys_thing.columns.del_flag]\nrole = "logic-delete"\n'
    )
    e = _enums(t)
    f = _fields(t)
    summary = {
        c: (m.name, m.code_type, m.source, [(k.name, k.code, k.label) for k in m.constants])
        for c, m in e.items()
    }
    assert summary == {
        "status": ("Status", "String", "comment", [("NORMAL", '"0"', "正常"), ("DISABLED", '"1"', "停用")]),
        "is_frame": ("IsFrame", "Integer", "comment", [("YES", "0", "是"), ("NO", "1", "否")]),
        "big": (
            "Big",
            "Long",
            "comment",
            [("ACTIVE", "1L", "active"), ("DISABLED", "2L", "disabled"), ("ACTIVE_2", "3L", "Active")],
        ),
        "menu_type": (
            "MenuType",
            "String",
            "comment",
            [("M", '"M"', "目录"), ("C", '"C"', "菜单"), ("F", '"F"', "按钮")],
        ),
        # the CHECK list is the truth; the comment labels what it allows (3 is not allowed)
        "state": ("State", "String", "check", [("OPEN", '"open"', ""), ("ON_HOLD", '"on-hold"', "")]),
        "phase": ("Phase", "Integer", "check", [("DRAFT", "1", "draft"), ("FINAL", "2", "final")]),
    }
    # no enum: word codes on an integer column, one allowed value, a date column, a role, no list
    for column in ("word_on_int", "single", "created", "del_flag", "plain", "id"):
        assert column not in e, column
    assert f["status"].java_type == "SysThing.Status"
    assert (
        f["status"].type_handler
        == f["status"].param_type_handler
        == "com.example.demo.common.DbEnumTypeHandler"
    )
    assert f["is_frame"].filterable and f["status"].filterable
    assert e["status"].implements == ("com.example.demo.common.DbEnum",)
    assert e["status"].code_annotations == ()  # plain MyBatis: the handler is named in the XML


def test_mybatis_plus_marks_the_code(tmp_path: Path) -> None:
    t = resolve(tmp_path, 'comment_enums = "java"\n', category="MybatisPlus")
    e = _enums(t)
    assert e["status"].code_annotations == ("@com.baomidou.mybatisplus.annotation.EnumValue",)
    # MyBatis-Plus's wrappers bind the constant through @EnumValue: still a filter there
    assert _fields(t)["status"].filterable


def test_constants_and_column_overrides(tmp_path: Path) -> None:
    extra = (
        'comment_enums = "constants"\n'
        '[tables.sys_thing.columns.status]\ncomment_enums = "java"\n'
        '[tables.sys_thing.columns.menu_type]\ncomment_enums = "doc"\n'
    )
    t = resolve(tmp_path, extra)
    f = _fields(t)
    assert list(_enums(t)) == ["status"]
    assert [(c.name, c.code) for c in f["is_frame"].value_constants] == [
        ("IS_FRAME_YES", "0"),
        ("IS_FRAME_NO", "1"),
    ]
    assert f["is_frame"].java_type == "Integer"
    assert f["menu_type"].value_constants == () and f["menu_type"].java_type == "String"


def test_a_rule_sets_the_mode(tmp_path: Path) -> None:
    extra = '[rules.flags]\ncolumns = ["status", "is_*"]\ncomment_enums = "java"\n'
    t = resolve(tmp_path, extra)
    assert sorted(_enums(t)) == ["is_frame", "status"]


def test_java_type_override_wins(tmp_path: Path) -> None:
    t = resolve(tmp_path, 'comment_enums = "java"\n[tables.sys_thing.columns.status]\njava_type = "String"\n')
    assert "status" not in _enums(t) and _fields(t)["status"].java_type == "String"


def test_a_java_column_needs_the_enum_support_files(tmp_path: Path) -> None:
    # a column section turns them on by itself ...
    t = resolve(tmp_path, '[tables.sys_thing.columns.status]\ncomment_enums = "java"\n')
    assert list(_enums(t)) == ["status"]
    # ... unless the common layer is off: located at the key that asked for the enum
    with pytest.raises((ConfigError, NamingError)) as e:
        resolve(
            tmp_path,
            '[tables.sys_thing.columns.status]\ncomment_enums = "java"\n[layers.common]\nenabled = false\n',
        )
    text = e.value.render()
    assert "DbEnumTypeHandler" in text and "tables.sys_thing.columns.status.comment_enums" in text


def test_enum_name_clashes(tmp_path: Path) -> None:
    cols = (
        Column("id", "int", "int", nullable=False),
        Column("string", "char(1)", "char", comment="（0正常 1停用）"),
        Column("thing", "char(1)", "char", comment="（0正常 1停用）"),
    )
    cat = Catalog(dialect="mysql", tables=(Table("thing", cols, primary_key=PrimaryKey(("id",))),))
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.example.demo"\ncomment_enums = "java"\n'
        '[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    prepared = pipeline.prepare_project(load_config(cfg), {"main": cat})
    (t,) = pipeline.resolve_project(prepared).tables
    assert [e.name for e in t.enums] == ["StringEnum", "ThingEnum"]  # would hide String / the entity


def test_helpers() -> None:
    assert coded_constant_names((V("0", "正常"), V("-1", "删除"), V("x", "✓"), V("2", "1"))) == (
        "NORMAL",
        "DELETED",
        "X",
        "CODE_2",
    )
    assert coded_constant_names((V("0", "甲"), V("-1", "乙"), V("2", "代表存在"), V("3", "锁定状态"))) == (
        "CODE_0",
        "CODE_MINUS_1",
        "EXISTS",
        "LOCKED",
    )
    assert fallback_labels((V("0", "正常"), V("1", "甲"), V("Y", "是"))) == (V("1", "甲"),)
    # two labels with one English name: the clash rule numbers the second
    assert coded_constant_names((V("1", "停用"), V("2", "禁用"))) == ("DISABLED", "DISABLED_2")
    assert coded_constant_names((V("1", "on"), V("2", "On"), V("3", "ON"))) == ("ON", "ON_2", "ON_3")
    assert code_type("Integer", (V("0", "a"), V("-3", "b"))) == "Integer"
    assert code_type("Integer", (V("Y", "a"),)) is None
    assert code_type("Byte", (V("200", "a"),)) is None  # out of range
    assert code_type("Boolean", (V("0", "a"),)) is None
    assert code_type("String", (V("0", "a"),)) == "String"
    assert code_literal('a"b', "String") == '"a\\"b"'
    assert code_literal("7", "Byte") == "(byte) 7"
    col = Column("s", "varchar(3)", "varchar", check_values=("a", "b"))
    assert value_list(col, (V("b", "bee"), V("c", "sea"))) == (V("a", ""), V("b", "bee"))
    assert value_list(Column("s", "int", "int"), (V("1", "x"),)) == ()


def test_a_code_fallback_is_warned(tmp_path: Path) -> None:
    cols = (
        Column("id", "int", "int", nullable=False),
        Column("status", "char(1)", "char", comment="状态（0正常 1停用）"),
        Column("grade", "char(1)", "char", comment="等级（A甲 B乙）"),  # word codes: A, B
        Column("kind", "int", "int", comment="类别（1甲 2乙 3正常）"),
        Column("note", "int", "int", comment="备注（1甲 2乙）"),
    )
    cat = Catalog(dialect="mysql", tables=(Table("thing", cols, primary_key=PrimaryKey(("id",))),))
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.example.demo"\ncomment_enums = "java"\n'
        '[connections.main]\nurl = "sqlite:///unused.db"\n'
        '[tables.thing.columns.note]\ncomment_enums = "doc"\n',
        encoding="utf-8",
    )
    prepared = pipeline.prepare_project(load_config(cfg), {"main": cat})
    warned = [w for w in prepared.warnings if "English name" in w.message]
    assert len(warned) == 1  # kind only: status is named, grade has word codes, note is doc
    assert "'kind'" in warned[0].message and "1 '甲', 2 '乙'" in warned[0].message
    assert warned[0].location.key == ("project", "comment_enums")
    (t,) = pipeline.resolve_project(prepared).tables
    kind = {e.columns[0]: e for e in t.enums}["kind"]
    assert [(c.name, c.code) for c in kind.constants] == [("CODE_1", "1"), ("CODE_2", "2"), ("NORMAL", "3")]
