"""A table the config does not generate yet can be previewed ("add a table" is the commonest
goal): the render and context tools answer as if it were selected, their ``config_edits`` are
the selection changes, and once those are made the build writes exactly the previewed bytes. A
name the schema does not have is refused with the closest name of the whole schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import all_pages, make_demo

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def configured(tmp_path: Path, old: str, new: str) -> Path:
    cfg = make_demo(tmp_path)
    text = cfg.read_text()
    assert old in text
    cfg.write_text(text.replace(old, new, 1))
    return cfg


CASES = {
    "excluded by a glob": ('# exclude = ["tmp_*"]', 'exclude = ["sys_*", "tmp_*"]', "sys_role"),
    "not included": ('# include = ["*"]', 'include = ["shop_*"]', "app_setting"),
    "a view, views off": ("# views = true", "views = false", "v_product_sales"),
}


@pytest.mark.parametrize("case", CASES)
async def test_a_table_not_selected_previews_as_its_build(tmp_path: Path, case: str) -> None:
    from mcp import Client

    old, new, table = CASES[case]
    cfg = configured(tmp_path, old, new)
    before = pipeline.planned(load_config(cfg)).plan
    assert table not in {e.table for e in before.entries}
    env = ToolEnv(config=cfg)
    first = registry().call(env, "codegen_render_layer", {"table": table})
    assert first.ok and "config_edits make it real" in first.summary, first.text()
    async with Client(build_server(env), mode="legacy", cache=None) as client:
        rendered = await all_pages(client, "codegen_render_layer", {"table": table}, "files", "code")
    edits = rendered["config_edits"]
    assert edits and all(e["path"].startswith("tables.") for e in edits)
    context = registry().call(env, "codegen_build_context", {"table": table})
    assert context.ok and context.data is not None and context.data["config_edits"] == edits
    assert cfg.read_text() == configured(tmp_path / "again", old, new).read_text()  # nothing written
    patched = registry().call(ToolEnv(config=cfg, allow_writes=True), "config_patch", {"edits": edits})
    assert patched.ok, patched.text()
    after = pipeline.planned(load_config(cfg)).plan
    built = {e.path: e.new for e in after.entries if e.table == table}
    assert built and built == {f["file_path"]: f["code"].encode() for f in rendered["files"]}
    # the selection grew by this table only (views: every view, as views = true says)
    grown = {e.table for e in after.entries} - {e.table for e in before.entries}
    assert table in grown and (case == "a view, views off" or grown == {table})


def test_a_name_the_schema_lacks_is_refused_with_the_closest_of_the_schema(tmp_path: Path) -> None:
    cfg = configured(tmp_path, '# exclude = ["tmp_*"]', 'exclude = ["sys_role"]')
    env = ToolEnv(config=cfg)
    bad = registry().call(env, "codegen_render_layer", {"table": "sys_rol"})
    assert not bad.ok
    text = bad.text()
    assert "arguments.table: the schema has no table 'sys_rol'" in text and "did you mean `sys_role`?" in text
