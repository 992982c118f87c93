"""``config_patch`` refuses every edit that ``genix build`` would refuse, with every problem at
once, located, before writing anything; ``config_validate(deep=true)`` and the build report the
same problems. On the bundled demo (a real SQLite database)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import make_demo

BAD_EDITS: list[tuple[dict[str, Any], str, str]] = [
    (
        {"path": "tables.shop_product.class_name", "value": "1Brand"},
        "tables.shop_product.class_name",
        "'1Brand' is not a valid Java class name",
    ),
    (
        {"path": "tables.shop_review.class_name", "value": "class"},
        "tables.shop_review.class_name",
        "'class' is not a valid Java class name",
    ),
    (
        {"path": "tables.shop_category.class_name", "value": "../../Evil"},
        "tables.shop_category.class_name",
        "'../../Evil' is not a valid Java class name",
    ),
    (
        {"path": "tables.sys_role.columns.code.java_type", "value": "Money"},
        "tables.sys_role.columns.code.java_type",
        "Java type 'Money' does not resolve to a class",
    ),
    (
        {"path": "layers.controller.path", "value": "../../{class_name}.java"},
        "layers.controller.path",
        "escapes the output root",
    ),
    (
        {"path": "layers.service.template", "value": "nope.java.jinja"},
        "layers.service.template",
        "template 'nope.java.jinja' not found",
    ),
    (
        {"path": "tables.no_such_table.class_name", "value": "Nope"},
        "tables.no_such_table",
        "no table named 'no_such_table' in the database",
    ),
    (
        {"path": "tables.sys_user.columns.no_such_column.java_type", "value": "Long"},
        "tables.sys_user.columns.no_such_column",
        "table 'sys_user' has no column 'no_such_column'",
    ),
]


def patch(cfg: Path, edits: list[dict[str, Any]], **kw: Any) -> Any:
    return registry().call(ToolEnv(config=cfg), "config_patch", {"edits": edits, **kw})


def problems_of(message: str) -> list[str]:
    """The located problems of a message (CLI or MCP), without the ``error: `` prefix."""
    lines = [ln.removeprefix("error: ") for ln in message.splitlines() if not ln.startswith(" ")]
    return [ln for ln in lines if ".toml:" in ln and "patch refused" not in ln]


@pytest.mark.parametrize(("edit", "key", "message"), BAD_EDITS, ids=[e[1] for e in BAD_EDITS])
def test_each_edit_build_refuses_is_refused(
    tmp_path: Path, edit: dict[str, Any], key: str, message: str
) -> None:
    cfg = make_demo(tmp_path)
    before = cfg.read_bytes()
    outcome = patch(cfg, [edit], dry_run=True)
    assert not outcome.ok, outcome.text()
    assert "patch refused" in outcome.message
    assert any(".toml:" in ln and f": {key}: " in ln and message in ln for ln in problems_of(outcome.message))
    assert cfg.read_bytes() == before


def test_all_problems_at_once_and_the_same_as_build(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    before = cfg.read_bytes()
    outcome = patch(cfg, [e for e, _, _ in BAD_EDITS])
    assert not outcome.ok
    found = problems_of(outcome.message)
    for _, key, message in BAD_EDITS:
        assert any("genix.toml:" in p and f": {key}: " in p and message in p for p in found), (key, found)
    assert cfg.read_bytes() == before
    # the same edits written by hand: build and config_validate(deep) refuse with the same problems
    from dbjavagenix.config.patch import Edit, apply_edits, parse_path

    cfg.write_text(
        apply_edits(
            cfg.read_text(), [Edit("set", parse_path(e["path"]), e["value"]) for e, _, _ in BAD_EDITS]
        )
    )
    r = CliRunner().invoke(main, ["build", "-c", str(cfg)])
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert sorted(problems_of(r.stderr)) == sorted(found)
    assert not (tmp_path / "demo-out").exists()
    validated = registry().call(ToolEnv(config=cfg), "config_validate", {"deep": True})
    assert validated.ok and validated.data is not None and not validated.data["valid"]
    keys = {p["key"] for p in validated.data["problems"]}
    assert {key for _, key, _ in BAD_EDITS} <= keys


def test_a_good_patch_is_checked_against_the_schema(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    outcome = patch(cfg, [{"path": "tables.shop_product.class_name", "value": "Product"}])
    assert outcome.ok and outcome.data is not None
    assert outcome.data["written"] and outcome.data["schema_checked"]
    assert 'class_name = "Product"' in cfg.read_text()


def test_without_a_readable_schema_the_offline_checks_still_apply(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path, database=False)  # the database is not built yet
    good = patch(cfg, [{"path": "tables.shop_product.class_name", "value": "Product"}], dry_run=True)
    assert good.ok and good.data is not None and not good.data["schema_checked"]
    bad = patch(cfg, [{"path": "project.category", "value": "Defualt"}], dry_run=True)
    assert not bad.ok and "did you mean `Default`" in bad.message
    data = json.loads(json.dumps(good.data))
    assert data["diff"].startswith("--- a/genix.toml")


def test_a_clash_with_a_table_the_edit_did_not_touch_is_refused(tmp_path: Path) -> None:
    """config_patch resolves only the tables an edit changed (the others are taken from the
    check of the config before it): the checks across tables still see every table."""
    cfg = make_demo(tmp_path)
    before = cfg.read_bytes()
    # sys_role's list would answer GET /api/sys-user/count, which is sys_user's count
    outcome = patch(cfg, [{"path": "tables.sys_role.path", "value": "/sys-user/count"}], dry_run=True)
    assert not outcome.ok, outcome.text()
    assert "patch refused" in outcome.message and "would both map" in outcome.message, outcome.message
    assert "sys_user" in outcome.message and "sys_role" in outcome.message
    assert cfg.read_bytes() == before
    fine = patch(cfg, [{"path": "tables.sys_role.path", "value": "/roles"}], dry_run=True)
    assert fine.ok, fine.message


def test_a_session_resolves_only_what_each_patch_changed(tmp_path: Path) -> None:
    """The tables a session's check resolved are kept for its next patch, by input fingerprint:
    an untouched table is taken as it is, and the checks across tables still see every table."""
    cfg = make_demo(tmp_path)
    env = ToolEnv(config=cfg)

    def patch_here(edit: dict[str, Any]) -> Any:
        return registry().call(env, "config_patch", {"edits": [edit], "dry_run": True})

    assert patch_here({"path": "tables.sys_role.comment", "value": "Roles"}).ok
    first = dict(env.checks.tables)
    assert len(first) >= 10  # every table of the demo
    refused = patch_here({"path": "tables.sys_role.path", "value": "/sys-user/count"})
    assert not refused.ok and "would both map" in refused.message
    # kept: the tables of the file as it is (checked to tell the problems the edit added)
    before = dict(env.checks.tables)
    assert set(before) - set(first) and all(before[fp][0] is first[fp][0] for fp in set(before) & set(first))
    assert patch_here({"path": "tables.sys_role.path", "value": "/roles"}).ok
    second = env.checks.tables
    assert len([fp for fp in second if fp not in before]) == 1  # sys_role's inputs changed
    kept = [fp for fp in second if fp in before]
    assert len(kept) == len(second) - 1 and all(
        second[fp][0] is before[fp][0] for fp in kept
    )  # not resolved again
