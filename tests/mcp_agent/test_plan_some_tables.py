"""``codegen_plan {"tables": [...]}`` plans only those tables (issue 29): what it answers for a
table is what the whole plan answers for it (verbs, diffs, merges of hand edits), its counts
cover those tables only, the other tables' files are neither rendered, deleted nor taken for the
team's code, and ``"-"`` plans the shared project files as the whole plan does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import make_demo


def plan(cfg: Path, **args: Any) -> dict[str, Any]:
    """Every page of a plan, joined (a diff cut at the end of a page goes on on the next)."""
    env = ToolEnv(config=cfg)
    arguments: dict[str, Any] = {"diffs": "all", **args}
    data: dict[str, Any] | None = None
    files: list[dict[str, Any]] = []
    cut = False
    while True:
        out = registry().call(env, "codegen_plan", arguments)
        assert out.ok and out.data is not None, out.message
        part = list(out.data["files"])
        if cut:
            first = part.pop(0)
            files[-1] = {**files[-1], "diff": files[-1]["diff"] + first["diff"]}
        files += part
        data = data or out.data
        cut = out.data["page"]["cut"]
        if not (cursor := out.data["page"]["next_cursor"]):
            break
        arguments = {"cursor": cursor}
    assert data is not None and len(files) == data["page"]["total"]
    return {**data, "files": files}


def entries(report: dict[str, Any], table: str | None) -> dict[str, tuple[str, str | None]]:
    return {f["path"]: (f["verb"], f.get("diff")) for f in report["files"] if f["table"] == table}


def test_a_plan_of_some_tables_is_the_whole_plan_of_them(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    # before any build: every file of the table is new, and only its files are counted
    whole = plan(cfg)
    one = plan(cfg, tables=["shop_order"])
    assert entries(one, "shop_order") == entries(whole, "shop_order") != {}
    assert {f["table"] for f in one["files"]} == {"shop_order"}
    assert sum(one["counts"].values()) == len(one["files"])

    env = ToolEnv(config=cfg)
    assert registry().call(env, "codegen_apply", {}).ok
    root = tmp_path / "demo-out"
    # a hand edit in the table's entity, another in a file of a table not asked for, and a change
    # of the table's inputs
    entity = next(root.rglob("ShopOrder.java"))
    entity.write_text(entity.read_text().replace("\npublic class", "\n// ours\npublic class", 1))
    other = next(root.rglob("ShopProduct.java"))
    other.write_text(other.read_text() + "// theirs\n")
    cfg.write_text(cfg.read_text() + '\n[tables.shop_order.columns.status]\njava_name = "state"\n')
    # team classes that clash with genix's: one of the table asked for, one of another table
    for name in ("ShopOrderService", "ShopProductService"):
        team = root / "src" / "main" / "java" / "com" / "team" / f"{name}.java"
        team.parent.mkdir(parents=True, exist_ok=True)
        team.write_text(
            f"package com.team;\n\n@org.springframework.stereotype.Service\npublic class {name} {{\n}}\n"
        )

    whole = plan(cfg)
    one = plan(cfg, tables=["shop_order"])
    mine = entries(one, "shop_order")
    assert mine == entries(whole, "shop_order")
    assert {v for v, _ in mine.values()} >= {"merge", "update"}
    assert {f["table"] for f in one["files"]} == {"shop_order"}
    assert not [f for f in one["files"] if f["verb"] == "delete"]
    # the clashes of the table asked for, as the whole plan finds them, and no other table's
    assert {c["table"] for c in whole["clashes"]} == {"shop_order", "shop_product"}
    assert one["clashes"] == [c for c in whole["clashes"] if c["table"] == "shop_order"]
    assert one["warnings"] == whole["warnings"]
    # the shared files (they list every table's properties): as the whole plan plans them
    shared = plan(cfg, tables=["-"])
    assert entries(shared, None) == entries(whole, None) != {}
    assert {f["table"] for f in shared["files"]} == {None}


def test_only_previews_plan_some_tables(tmp_path: Path) -> None:
    """A build of some tables would leave the others' files stale: only a dry run takes them."""
    cfg = make_demo(tmp_path)
    loaded = pipeline.load_config(cfg)
    with pytest.raises(ValueError, match="stale"):
        pipeline.build(loaded, tables=lambda name: name == "shop_order")
