"""Issue 29: every answer stays within a page on any schema, wide tables included, and the
pages join exactly into the whole answer. A 401-column SQLite table, read through a real MCP
client (JSON-RPC over in-memory streams)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv
from dbjavagenix.tools.paging import PAGE_CHARS, dumps, join_tree
from tests.mcp_agent.demo_project import failed, genix, ok

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def wide_project(root: Path) -> Path:
    """A project whose one table has 401 columns."""
    columns = ", ".join(f"column_number_{i} VARCHAR(40)" for i in range(400))
    with sqlite3.connect(root / "wide.db") as db:
        db.execute(f"CREATE TABLE wide_t (id INTEGER PRIMARY KEY, {columns})")
    cfg = root / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.acme.wide"\noutput = "out"\n\n[connections.main]\nurl = "sqlite:///wide.db"\n'
    )
    return cfg


def client(cfg: Path) -> Any:
    from mcp import Client

    return Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None)


def bounded(result: Any) -> dict[str, Any]:
    """A successful answer whose JSON is within a page."""
    data = ok(result)
    assert len(dumps(data)) <= PAGE_CHARS
    assert sum(len(c.text) for c in result.content) <= 20_000 + PAGE_CHARS
    return data


async def pages(c: Any, tool: str, arguments: dict[str, Any]) -> list[dict[str, Any]]:
    found = [bounded(await c.call_tool(tool, arguments))]
    while cursor := found[-1]["page"]["next_cursor"]:
        found.append(bounded(await c.call_tool(tool, {"cursor": cursor})))
    return found


async def test_a_401_column_context_pages_within_bounds_and_joins_into_the_cli_context(
    tmp_path: Path,
) -> None:
    cfg = wide_project(tmp_path)
    async with client(cfg) as c:
        got = await pages(c, "codegen_build_context", {"table": "wide_t"})
        # the frame (with the first parts) comes on the first page only; later pages: parts
        first = got[0]
        assert first["context"]["table"]["name"] == "wide_t" and first["parts"] == []
        assert 0 < len(first["context"]["table"]["fields"]) < 401  # the first parts, put in
        assert all(p["context"] == {} and p["config_edits"] == [] for p in got[1:])
        assert sum(p["page"]["cut"] for p in got) > 0  # the long ORDER BY text is cut across pages
        frame = {"context": first["context"], "config_edits": first["config_edits"]}
        whole = join_tree(frame, [part for p in got for part in p["parts"]])
        # the first page's context is a context the render tools take as it is
        entity = ok(await c.call_tool("codegen_render_entity", {"context": first["context"]}))
        assert entity["files"][0]["file_path"].endswith("WideT.java")
    cli = genix(tmp_path, "context", "wide_t")
    assert cli.returncode == 0, cli.stderr
    assert whole == {"context": json.loads(cli.stdout), "config_edits": []}
    assert len(got) < 120


async def test_a_render_with_edits_of_every_column_pages_the_edits_too(tmp_path: Path) -> None:
    """The config edits of a preview page after the files instead of repeating on every page."""
    cfg = wide_project(tmp_path)
    columns = {f"column_number_{i}": {"java_name": f"renamedField{i}"} for i in range(400)}
    async with client(cfg) as c:
        args = {"table": "wide_t", "layers": ["entity"], "overrides": {"columns": columns}}
        got = await pages(c, "codegen_render_layer", args)
        edits = [e for p in got for e in p["config_edits"]]
        assert len(edits) == 400 and edits[0]["path"] == "tables.wide_t.columns.column_number_0.java_name"
        code = "".join(f["code"] for p in got for f in p["files"])
        assert "private String renamedField399;" in code
        context = await pages(
            c, "codegen_build_context", {"table": "wide_t", "overrides": {"columns": columns}}
        )
        frame = {"context": context[0]["context"], "config_edits": context[0]["config_edits"]}
        whole = join_tree(frame, [part for p in context for part in p["parts"]])
        assert whole["config_edits"] == edits


async def test_a_long_resource_answers_its_first_page_and_the_call_that_continues_it(tmp_path: Path) -> None:
    """Resources take no cursor: a long one is the tool's first page, and ``continue`` names the
    tool call (with its cursor) that pages the rest; the pages join into the whole render."""
    from dbjavagenix import pipeline
    from dbjavagenix.config.load import load_config

    cfg = wide_project(tmp_path)
    async with client(cfg) as c:
        for uri, tool in (
            ("genix://tables/wide_t/mapper_xml", "codegen_render_layer"),
            ("genix://tables/wide_t", "db_describe_table"),
        ):
            text = (await c.read_resource(uri)).contents[0].text
            assert len(text) <= PAGE_CHARS
            first = json.loads(text)
            assert first["continue"]["tool"] == tool
            got = [first]
            while got[-1]["page"]["next_cursor"]:
                cont = got[-1].get("continue") or {
                    "tool": tool,
                    "arguments": {"cursor": got[-1]["page"]["next_cursor"]},
                }
                got.append(bounded(await c.call_tool(cont["tool"], cont["arguments"])))
            if tool == "codegen_render_layer":
                code = "".join(f["code"] for p in got for f in p["files"])
            else:
                columns = [col["name"] for p in got for col in p["columns"]]
    (xml,) = [e for e in pipeline.planned(load_config(cfg)).plan.entries if e.layer == "mapper_xml"]
    assert xml.new is not None and code == xml.new.decode()
    assert columns == ["id", *(f"column_number_{i}" for i in range(400))]


async def test_every_listed_file_of_a_plan_gets_its_diff_through_the_pages(tmp_path: Path) -> None:
    """No cap on a result's diffs: the wide table's files (a mapper XML diff of ~400K) all come
    with their diff, each page within bounds, a long diff continued across pages."""
    from dbjavagenix import pipeline
    from dbjavagenix.config.load import load_config
    from dbjavagenix.output.report import diff_of
    from tests.mcp_agent.demo_project import all_pages

    cfg = wide_project(tmp_path)
    async with client(cfg) as c:
        got = await pages(c, "codegen_plan", {"diffs": "all"})
        plan = await all_pages(c, "codegen_plan", {"diffs": "all"}, "files", "diff")
    assert len(got) > 10 and "truncated" not in got[0]
    entries = {e.path: e for e in pipeline.planned(load_config(cfg)).plan.entries}
    assert plan["files"] and all(f["diff"] == diff_of(entries[f["path"]]) for f in plan["files"])
    assert max(len(f["diff"]) for f in plan["files"]) > 100_000


async def test_a_long_config_pages_within_bounds_and_joins_into_the_whole_value(tmp_path: Path) -> None:
    """config_get on a config of 1,000 table sections and a 30,000-character header: every page
    within bounds, and the parts of all pages give the value a short answer gives."""
    cfg = wide_project(tmp_path)
    header = "\n".join(f"Licensed line {i}: " + "x" * 50 for i in range(500))
    sections = "".join(
        f'\n[tables.t_{i:04d}]\ncomment = "table number {i}"\n[tables.t_{i:04d}.columns.c_{i}]\njava_name = "c{i}"\n'
        for i in range(1000)
    )
    text = cfg.read_text().replace("[project]\n", f"[project]\nheader = '''\n{header}'''\n", 1) + sections
    cfg.write_text(text)
    async with client(cfg) as c:
        for source in ("effective", "file"):
            got = await pages(c, "config_get", {"source": source})
            assert len(got) > 2 and all(p["value"] is None for p in got)
            assert sum(p["page"]["cut"] for p in got) > 0  # the header is cut across pages
            whole = join_tree(None, [part for p in got for part in p["parts"]])
            assert whole["project"]["header"] == header
            sections = {k: v for k, v in whole["tables"].items() if k.startswith("t_")}
            assert len(sections) == 1000
            assert sections["t_0999"]["comment"] == "table number 999"
            assert sections["t_0999"]["columns"]["c_999"]["java_name"] == "c999"
            for key in ("project", "tables", "connections"):  # a short answer for each key
                one = bounded(await c.call_tool("config_get", {"source": source, "path": f"{key}"}))
                if one["value"] is not None:
                    assert one["value"] == whole[key] and one["parts"] == []
            small = bounded(await c.call_tool("config_get", {"source": source, "path": "tables.t_0007"}))
            assert small["value"] == whole["tables"]["t_0007"] and small["page"]["next_cursor"] is None


async def test_every_resource_stays_within_a_page(tmp_path: Path) -> None:
    """The config, a table's catalog, the template list and a template: within a page on any
    project, each saying where the rest is."""
    from mcp.shared.exceptions import MCPError

    from dbjavagenix.tools.completions import template_files

    cfg = wide_project(tmp_path)
    tpl = tmp_path / "tpl"
    (tpl / "extra").mkdir(parents=True)
    for i in range(300):
        (tpl / "extra" / f"a_rather_long_template_name_number_{i:03d}.java.jinja").write_text("x\n")
    big = "".join(f"{{# line {i} #}}\n" for i in range(4000))
    (tpl / "big.jinja").write_text(big)
    sections = "".join(f'\n[tables.t_{i:04d}]\ncomment = "table number {i}"\n' for i in range(1000))
    text = cfg.read_text().replace("[project]\n", '[project]\ntemplates = ["tpl"]\n', 1) + sections
    cfg.write_text(text)
    async with client(cfg) as c:

        async def read(uri: str) -> str:
            got = (await c.read_resource(uri)).contents[0].text
            assert len(got) <= PAGE_CHARS, uri
            return str(got)

        config = await read("genix://config")
        assert text.startswith(config.rsplit("\n", 2)[0]) and config.count("\n") > 100
        assert 'the tool config_get {"source": "text"} pages the whole file' in config.splitlines()[-1]
        got = await pages(c, "config_get", {"source": "text"})
        assert len(got) > 1 and sum(p["page"]["cut"] for p in got) > 0
        assert join_tree(None, [part for p in got for part in p["parts"]]) == text
        refused = await c.call_tool("config_get", {"source": "text", "path": "project"})
        assert "takes no path" in failed(refused, "invalid_arguments")
        listed = json.loads(await read("genix://templates"))
        names = [e["name"] for e in listed if "name" in e]
        every = [n for n, _, _ in template_files(ToolEnv(config=cfg))]
        assert names == every[: len(names)] and len(names) + listed[-1]["more"] == len(every) > 301
        template = await read("genix://templates/big.jinja")
        assert big.startswith(template.rsplit("\n", 2)[0])
        assert "the whole text is the file big.jinja of the user templates" in template
        with pytest.raises(MCPError, match="more than a resource holds") as e:
            await read("genix://catalog/main/wide_t")
        assert "db_describe_table" in str(e.value)
