"""The MCP server as clients see it: resources, the prompt, the committed snapshot of the tool
list, tool annotations, and ``genix mcp`` started as a process (stdio and streamable HTTP)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.codegen import ContextInput
from tests.mcp_agent.demo_project import all_pages, assert_config_resource, error_of, make_demo, ok

pytestmark = pytest.mark.anyio
GOLDEN = Path(__file__).parent / "golden" / "tools.json"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_demo(tmp_path_factory.mktemp("server"))


def client(target: Any) -> Any:
    from mcp import Client

    return Client(target, mode="legacy", cache=None)


def tool_listing(tools: list[Any]) -> list[dict[str, Any]]:
    return [
        {
            "name": t.name,
            "title": t.title,
            "description": t.description,
            "annotations": t.annotations.model_dump(by_alias=True, exclude_none=True)
            if t.annotations
            else None,
            "inputSchema": t.input_schema,
            "outputSchema": t.output_schema,
        }
        for t in sorted(tools, key=lambda t: t.name)
    ]


async def test_tool_list_matches_the_committed_snapshot(shared: Path, update_goldens: bool) -> None:
    async with client(build_server(ToolEnv(config=shared))) as c:
        listing = tool_listing((await c.list_tools()).tools)
    text = json.dumps(listing, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    if update_goldens or not GOLDEN.exists():
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), (
        "the tool list changed: review, then pytest --update-goldens"
    )
    assert [t["name"] for t in listing] == sorted(registry().names())


TOOL_LIST_TOKENS = 3_500
CHARS_PER_TOKEN = 3.6
"""What benchmarks/mcp_context.py's tokenizer counts on this list (3,275 tokens for 11,983
characters with ADR-002's render tools): characters stand in for tokens here."""


async def test_the_tool_list_a_model_sees_stays_small(shared: Path) -> None:
    """Issue 29: what a model sees of the tool list (each tool's name, description and input
    schema, as a client passes them to the Messages API) stays within 3.5K tokens; run
    benchmarks/mcp_context.py for the tokenizer's count."""
    async with client(build_server(ToolEnv(config=shared))) as c:
        tools = (await c.list_tools()).tools
    seen = [
        json.dumps({"name": t.name, "description": t.description, "input_schema": t.input_schema})
        for t in tools
    ]
    assert sum(map(len, seen)) <= TOOL_LIST_TOKENS * CHARS_PER_TOKEN, "shorten descriptions"
    # ADR-002's render tools stay small (the record: ~100 tokens each)
    names = {s.name for s in registry().tools if s.input is ContextInput}
    adr = [s for t, s in zip(tools, seen, strict=True) if t.name in names]
    assert len(adr) == 5 and all(len(s) <= 500 for s in adr)


async def test_annotations_say_which_tools_write(shared: Path) -> None:
    async with client(build_server(ToolEnv(config=shared))) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
    writers = {n for n, t in tools.items() if not t.annotations.read_only_hint}
    assert writers == {"config_patch", "config_init", "codegen_apply", "db_codegen_generate"}
    assert all(tools[n].annotations.destructive_hint for n in writers)
    assert all(t.output_schema and t.output_schema["type"] == "object" for t in tools.values())
    assert "legacy" in tools["db_codegen_generate"].description.lower()


async def test_resources(shared: Path) -> None:
    async with client(build_server(ToolEnv(config=shared))) as c:
        assert {str(r.uri) for r in (await c.list_resources()).resources} == {
            "genix://config",
            "genix://templates",
        }
        templates = {t.uri_template for t in (await c.list_resource_templates()).resource_templates}
        assert templates == {
            "genix://catalog/{connection}/{table}",
            "genix://tables/{table}",
            "genix://tables/{table}/{layer}",
            "genix://templates/{+name}",
        }
        config = (await c.read_resource("genix://config")).contents[0]
        assert_config_resource(config.text, shared)
        assert config.mime_type == "application/toml"
        catalog = json.loads((await c.read_resource("genix://catalog/main/shop_order")).contents[0].text)
        assert catalog["genix"] == "catalog/1" and [t["name"] for t in catalog["tables"]] == ["shop_order"]
        table = json.loads((await c.read_resource("genix://tables/shop_order")).contents[0].text)
        assert table["name"] == "shop_order" and table["class_name"] == "ShopOrder"
        layer = json.loads((await c.read_resource("genix://tables/shop_order/mapper_xml")).contents[0].text)
        assert [f["layer"] for f in layer["files"]] == ["mapper_xml"] and "<mapper" in layer["files"][0][
            "code"
        ]
        names = {
            t["name"]: t["source"]
            for t in json.loads((await c.read_resource("genix://templates")).contents[0].text)
        }
        assert names["entity.java.jinja"] == "builtin" and "common/Result.java.jinja" in names
        body = (await c.read_resource("genix://templates/common/Result.java.jinja")).contents[0].text
        assert "class" in body and "{{" in body
        from mcp.shared.exceptions import MCPError

        with pytest.raises(MCPError, match="has no table 'nope'"):
            await c.read_resource("genix://tables/nope")
        with pytest.raises(MCPError, match="no connection named 'other'"):
            await c.read_resource("genix://catalog/other/shop_order")
        with pytest.raises(MCPError, match="has no layer 'dao'"):
            await c.read_resource("genix://tables/shop_order/dao")


async def test_user_templates_shadow_builtin_ones(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    (tmp_path / "tpl").mkdir()
    (tmp_path / "tpl" / "entity.java.jinja").write_text("// my entity {{ cls.name }}\n")
    cfg.write_text(cfg.read_text().replace('# templates = ["templates"]', 'templates = ["tpl"]'))
    async with client(build_server(ToolEnv(config=cfg))) as c:
        names = {
            t["name"]: t["source"]
            for t in json.loads((await c.read_resource("genix://templates")).contents[0].text)
        }
        assert names["entity.java.jinja"] == "user" and names["mapper.xml.jinja"] == "builtin"
        text = (await c.read_resource("genix://templates/entity.java.jinja")).contents[0].text
        assert text.startswith("// my entity")
        rendered = ok(await c.call_tool("codegen_render_layer", {"table": "sys_role", "layers": ["entity"]}))
        assert rendered["files"][0]["code"] == "// my entity SysRole\n"


async def test_generate_crud_prompt(shared: Path) -> None:
    async with client(build_server(ToolEnv(config=shared))) as c:
        prompts = (await c.list_prompts()).prompts
        assert [p.name for p in prompts] == ["generate_crud"]
        assert [(a.name, a.required) for a in prompts[0].arguments] == [("table", True), ("category", False)]
        text = (await c.get_prompt("generate_crud", {"table": "shop_order"})).messages[0].content.text
        other = await c.get_prompt("generate_crud", {"table": "shop_order", "category": "MybatisPlus"})
    assert "`shop_order`" in text and "MybatisPlus" not in text
    for tool in ("db_describe_table", "codegen_render_layer", "codegen_plan", "codegen_apply"):
        assert tool in text
    assert "category='MybatisPlus'" in other.messages[0].content.text


def test_creating_the_server_leaves_logging_alone(shared: Path) -> None:
    import logging

    root = logging.getLogger()
    before = (root.level, list(root.handlers))
    build_server(ToolEnv(config=shared))
    assert (root.level, list(root.handlers)) == before


# -- genix mcp as a process ------------------------------------------------------------------------


def genix_argv(*args: str) -> list[str]:
    return [sys.executable, "-m", "dbjavagenix", *args]


async def test_genix_mcp_over_stdio(shared: Path, tmp_path: Path) -> None:
    from mcp import StdioServerParameters

    errlog = tmp_path / "stderr.txt"
    argv = genix_argv("mcp", "-c", str(shared), "--log-level", "info")
    params = StdioServerParameters(command=argv[0], args=argv[1:], cwd=str(tmp_path), env=dict(os.environ))
    with errlog.open("w") as err:
        from mcp import Client
        from mcp.client.stdio import stdio_client

        async with Client(stdio_client(params, errlog=err), mode="legacy", cache=None) as c:
            names = [t.name for t in (await c.list_tools()).tools]
            assert sorted(names) == sorted(registry().names())
            data = ok(await c.call_tool("db_describe_table", {"table": "sys_role"}))
            assert data["class_name"] == "SysRole"
            bad = await c.call_tool("db_describe_table", {"table": "sys_rle"})
            assert bad.is_error and "did you mean `sys_role`" in bad.content[0].text
            text = (await c.read_resource("genix://config")).contents[0].text
            assert_config_resource(text, shared)
    # every byte on stdout was protocol (else the client would have failed); logs went to stderr
    assert "Traceback" not in errlog.read_text()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_genix_mcp_over_streamable_http(shared: Path, tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen(
        genix_argv("mcp", "-c", str(shared), "--http", f"127.0.0.1:{port}"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
                assert time.monotonic() < deadline, "genix mcp --http did not start"
                time.sleep(0.2)
        async with client(f"http://127.0.0.1:{port}/mcp") as c:
            data = ok(await c.call_tool("db_list_tables", {"pattern": "shop_*"}))
            assert len(data["tables"]) == 5
            # over HTTP too: a paged plan walks whole, errors are structured
            plan = await all_pages(c, "codegen_plan", {"diffs": "all"}, "files", "diff")
            assert len(plan["files"]) == plan["page"]["total"] == 118 and plan["page"]["next_cursor"]
            # every listed file's diff comes, across the pages (no cap on a result's diffs)
            shown = [f["diff"] for f in plan["files"] if f["diff"] is not None]
            assert len(shown) == len(plan["files"]) and all(d.startswith("--- /dev/null") for d in shown)
            bad = await c.call_tool("codegen_render_layer", {"table": "shop_order", "layers": ["daoo"]})
            assert error_of(bad)["code"] == "layer_not_found"
            # each HTTP session pages on its own: another client can neither use this one's
            # cursor nor push its snapshots out
            first = ok(await c.call_tool("codegen_plan", {}))
            cursor = first["page"]["next_cursor"]
            async with client(f"http://127.0.0.1:{port}/mcp") as other:
                stolen = await other.call_tool("codegen_plan", {"cursor": cursor})
                assert error_of(stolen)["code"] == "cursor_expired"
                for _ in range(20):
                    ok(await other.call_tool("codegen_plan", {}))
            second = ok(await c.call_tool("codegen_plan", {"cursor": cursor}))
            assert second["page"]["offset"] == first["page"]["count"]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert proc.stdout is not None and proc.stdout.read() == b""


def test_http_must_be_loopback() -> None:
    result = subprocess.run(
        genix_argv("mcp", "--http", "0.0.0.0:8765"), capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 2 and result.stdout == ""
    assert "loopback only" in result.stderr and "Traceback" not in result.stderr


def test_docs_list_every_tool() -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "mcp.md").read_text(encoding="utf-8")
    missing = [n for n in registry().names() if f"| `{n}` |" not in docs]
    assert missing == [], "document these tools in docs/mcp.md"
