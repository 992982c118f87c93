"""ADR-002's atomic codegen tools through a real MCP client session, as clients and their
prompts are written against them: ``codegen_build_context``, then one render tool per layer
family (``codegen_render_entity``, ``_dao``, ``_service``, ``_controller``, ``_mapper``), each
answering ``{files: [{code, file_path, template_file}], language}`` and writing nothing, from a
context passed explicitly (an object, or its JSON text).

The whole loop of the record: build a context, render the entity, change the class name in the
context, render it again (the new name appears), render the other layers, then plan and apply.
Every render of the unchanged context is byte for byte the files a plain ``genix build`` writes
for those layers, and what apply writes is the tree that build writes."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.codegen import ADR_LAYERS
from tests.mcp_agent.demo_project import all_pages, failed, genix, make_demo, ok

pytestmark = pytest.mark.anyio
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
TABLE = "sys_role"
ENTITY_DIR = "src/main/java/com/example/demo/entity/system"
RENDERERS = tuple(f"codegen_render_{family}" for family in ADR_LAYERS)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def client(cfg: Path) -> Any:
    from mcp import Client

    return Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None)


def project(root: Path, category: str) -> Path:
    """The demo in ``category`` (sb35-java21 on Java 21)."""
    cfg = make_demo(root)
    text = cfg.read_text().replace('category = "Default"', f'category = "{category}"')
    if category == "sb35-java21":
        text = text.replace("# java = 17", "java = 21")
    cfg.write_text(text)
    return cfg


def tree(root: Path) -> dict[str, bytes]:
    """The files under ``root`` but genix's own state (.genix/: the manifest, a lock, stat caches)."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.relative_to(root).parts[0] != ".genix"
    }


def files_of(data: dict[str, Any]) -> dict[str, bytes]:
    return {f["file_path"]: f["code"].encode("utf-8") for f in data["files"]}


@pytest.mark.parametrize("category", CATEGORIES)
async def test_the_adr_loop_renders_what_build_writes(tmp_path: Path, category: str) -> None:
    # a plain `genix build` of the same config, in a copy of its own
    built_cfg = project(tmp_path / "built", category)
    entries = pipeline.planned(load_config(built_cfg)).plan.entries
    mine = {e.path: e for e in entries if e.table == TABLE}
    done = genix(built_cfg.parent, "build")
    assert done.returncode == 0, done.stderr
    built = tree(built_cfg.parent / "demo-out")
    assert len(built) > 100

    cfg = project(tmp_path / "mcp", category)
    out = cfg.parent / "demo-out"
    async with client(cfg) as c:
        ctx = ok(await c.call_tool("codegen_build_context", {"table": TABLE}))["context"]

        # render the entity: the file build writes, byte for byte
        entity = ok(await c.call_tool("codegen_render_entity", {"context": ctx}))
        path = f"{ENTITY_DIR}/SysRole.java"
        assert entity["language"] == "java" and files_of(entity) == {path: built[path]}
        assert [f["template_file"] for f in entity["files"]] == [mine[path].template]
        assert entity["table"] == TABLE and entity["config_edits"] == []

        # change the class name in the context and render again: the new name is everywhere
        renamed = copy.deepcopy(ctx)
        renamed["table"]["class_name"] = "Role"
        again = ok(await c.call_tool("codegen_render_entity", {"context": renamed}))
        (f,) = again["files"]
        assert f["file_path"] == f"{ENTITY_DIR}/Role.java"
        assert "class Role" in f["code"] and "SysRole" not in f["code"]
        assert again["config_edits"] == [{"op": "set", "path": "tables.sys_role.class_name", "value": "Role"}]

        # every other layer family from the unchanged context: the build's files of its layers,
        # and the same answer for the context as JSON text
        for tool, family in zip(RENDERERS, ADR_LAYERS.values(), strict=True):
            rendered = ok(await c.call_tool(tool, {"context": ctx}))
            expected = {p: built[p] for p, e in mine.items() if e.layer in family}
            assert files_of(rendered) == expected, tool
            assert {f["file_path"]: f["template_file"] for f in rendered["files"]} == {
                p: mine[p].template for p in expected
            }
            as_text = ok(await c.call_tool(tool, {"context": json.dumps(ctx)}))
            assert as_text == rendered, tool
            if tool == "codegen_render_service":
                assert [f["layer"] for f in rendered["files"]] == ["service", "service_impl"]
            if tool == "codegen_render_mapper" and category in ("MybatisPlus", "sb35-java21"):
                # no mapper XML in these categories: no files, and why
                assert rendered["files"] == [] and rendered["language"] == "none"
                assert rendered["skipped"][0]["layer"] == "mapper_xml"
            else:
                assert len(expected) == (2 if tool == "codegen_render_service" else 1), tool
                assert rendered["language"] == ("xml" if tool == "codegen_render_mapper" else "java")
        assert not out.exists(), "a render wrote"

        # plan and apply: the tree build writes (the renamed render was a preview only)
        plan = ok(await c.call_tool("codegen_plan", {}))
        assert plan["ok"] and set(plan["counts"]) == {"create"}
        applied = ok(await c.call_tool("codegen_apply", {}))
        assert applied["ok"]
    assert tree(out) == built


async def test_a_users_template_is_named_as_the_file_used(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    (tmp_path / "tpl").mkdir()
    (tmp_path / "tpl" / "entity.java.jinja").write_text("// my entity {{ cls.name }}\n")
    cfg.write_text(cfg.read_text().replace('# templates = ["templates"]', 'templates = ["tpl"]'))
    async with client(cfg) as c:
        ctx = ok(await c.call_tool("codegen_build_context", {"table": TABLE}))["context"]
        entity = ok(await c.call_tool("codegen_render_entity", {"context": ctx}))
        dao = ok(await c.call_tool("codegen_render_dao", {"context": ctx}))
    assert [(f["code"], f["template_file"]) for f in entity["files"]] == [
        ("// my entity SysRole\n", "tpl/entity.java.jinja")
    ]
    assert [f["template_file"] for f in dao["files"]] == ["mapper.java.jinja"]


async def test_context_is_required_and_checked(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    async with client(cfg) as c:
        for tool in RENDERERS:
            message = failed(await c.call_tool(tool, {}), "invalid_arguments")
            assert message.startswith("error: arguments.context: pass context (or cursor")
        message = failed(await c.call_tool("codegen_render_dao", {"context": "{not json"}), "context_invalid")
        assert message.startswith("error: arguments.context:1:2: context is not valid JSON")
        message = failed(await c.call_tool("codegen_render_dao", {"context": {}, "table": TABLE}))
        assert "arguments.table: unknown argument" in message
        ctx = ok(await c.call_tool("codegen_build_context", {"table": TABLE}))["context"]
        shared = {**ctx, "table": None}
        message = failed(
            await c.call_tool("codegen_render_controller", {"context": shared}), "context_invalid"
        )
        assert "arguments.context.table: the context is of a shared file" in message
        # an edit of a value genix derives is located in the context, as for codegen_render_layer
        wrong = copy.deepcopy(ctx)
        wrong["table"]["var"] = "role"
        message = failed(await c.call_tool("codegen_render_entity", {"context": wrong}), "context_invalid")
        assert "arguments.context.table.var" in message and "table.class_name" in message
        # another category in the context: the mapper tool follows it
        other = copy.deepcopy(ctx)
        other["project"]["category"] = "sb35-java21"
        other["project"]["java"] = 21
        mapper = ok(await c.call_tool("codegen_render_mapper", {"context": other}))
        assert mapper["files"] == [] and "sb35-java21 has no mapper_xml" in mapper["skipped"][0]["reason"]


async def test_a_long_render_pages_with_the_cursor_alone(tmp_path: Path) -> None:
    """A render longer than a page continues with the cursor alone (the context is not sent
    again), and the pages join into the files."""
    import sqlite3

    columns = ", ".join(f"column_number_{i} VARCHAR(40)" for i in range(400))
    with sqlite3.connect(tmp_path / "wide.db") as db:
        db.execute(f"CREATE TABLE wide (id INTEGER PRIMARY KEY, {columns})")
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.acme.wide"\noutput = "out"\n\n'
        '[connections.main]\nurl = "sqlite:///wide.db"\n'
    )
    env = ToolEnv(config=cfg)
    ctx = registry().call(env, "codegen_build_context", {"table": "wide"}).data
    assert ctx is not None and ctx["page"]["next_cursor"]  # the first page of a long context will do
    async with client(cfg) as c:
        paged = await all_pages(c, "codegen_render_entity", {"context": ctx["context"]}, "files", "code")
    (entity,) = [e for e in pipeline.planned(load_config(cfg)).plan.entries if e.layer == "entity"]
    assert paged["page"]["total"] == 1 and len(paged["files"][0]["code"]) > 20_000
    assert files_of(paged) == {entity.path: entity.new}
