"""The render tools assemble a table's files with the resolver's own functions: rendering a
table (by name, or from its unedited context) gives the very files a build writes, paths and
bytes, in every category; an edited context differs only where the edit says."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import make_demo

CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
TABLES = ("sys_user", "sys_user_role", "v_product_sales", "shop_order_item")


@pytest.mark.parametrize("category", CATEGORIES)
def test_render_tools_match_the_build(tmp_path: Path, category: str) -> None:
    cfg = make_demo(tmp_path)
    text = cfg.read_text().replace('category = "Default"', f'category = "{category}"')
    if category == "sb35-java21":
        text = text.replace("# java = 17", "java = 21")
    cfg.write_text(text)
    plan = pipeline.planned(load_config(cfg)).plan
    built = {e.path: e.new for e in plan.entries if e.table in TABLES}
    assert len(built) >= 4 * len(TABLES)
    env = ToolEnv(config=cfg)
    rendered: dict[str, bytes] = {}
    for table in TABLES:
        layers = sorted({e.layer for e in plan.entries if e.table == table})
        ctx = registry().call(env, "codegen_build_context", {"table": table})
        assert ctx.ok and ctx.data is not None, ctx.message
        assert sorted(ctx.data["layers"]) == layers
        whole = registry().call(env, "codegen_render_layer", {"table": table})
        assert whole.ok and whole.data is not None, whole.message
        for layer in layers:
            args = {"layers": [layer]}
            by_name = registry().call(env, "codegen_render_layer", {"table": table, **args})
            by_context = registry().call(
                env, "codegen_render_layer", {"context": ctx.data["context"], **args}
            )
            assert by_name.ok and by_context.ok, by_name.message + by_context.message
            assert by_name.data == by_context.data
            assert by_name.data is not None
            for f in by_name.data["files"]:
                assert f["file_path"] not in rendered, f"{f['file_path']} rendered twice"
                rendered[f["file_path"]] = f["code"].encode("utf-8")
        assert {f["file_path"]: f["code"].encode() for f in whole.data["files"]} == {
            p: b for p, b in rendered.items() if p in {f["file_path"] for f in whole.data["files"]}
        }
    assert rendered == built


def test_an_edited_context_renames_every_reference(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    env = ToolEnv(config=cfg)
    ctx = registry().call(env, "codegen_build_context", {"table": "sys_role"}).data
    assert ctx is not None
    context = ctx["context"]
    context["table"]["class_name"] = "Role"
    out = registry().call(
        env, "codegen_render_layer", {"context": context, "layers": ["service", "service_impl"]}
    )
    assert out.ok and out.data is not None
    paths = [f["file_path"] for f in out.data["files"]]
    assert paths == [
        "src/main/java/com/example/demo/service/system/RoleService.java",
        "src/main/java/com/example/demo/service/impl/system/RoleServiceImpl.java",
    ]
    impl = out.data["files"][1]["code"]
    assert "class RoleServiceImpl" in impl and "import com.example.demo.entity.system.Role;" in impl
    assert "SysRole" not in impl
