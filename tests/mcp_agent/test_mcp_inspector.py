"""``genix mcp`` through the MCP Inspector CLI (npm ``@modelcontextprotocol/inspector``, on the
official TypeScript SDK, the one Claude Code and most editors use): the tool list, a paged
result followed with its cursor, and a structured error. The TypeScript client checks every
structured result against the tool's output schema, error results included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.tools import registry
from tests.conftest import need
from tests.mcp_agent.demo_project import make_demo
from tests.npmcache import npm_once

INSPECTOR = "@modelcontextprotocol/inspector@2.12.0"
CACHE = Path(os.environ.get("GENIX_TEST_NPM_CACHE", Path.home() / ".cache" / "genix-test" / "inspector"))


@pytest.fixture(scope="module")
def inspector() -> Path:
    """The Inspector's launcher, installed once into ~/.cache/genix-test/inspector (CI installs
    it in its own step)."""
    launcher = CACHE / "node_modules" / ".bin" / "mcp-inspector"
    npm_once(
        ["install", "--prefix", str(CACHE), INSPECTOR],
        CACHE,
        INSPECTOR,
        "installed-" + INSPECTOR.replace("/", "_"),
    )
    need(launcher.exists(), f"{INSPECTOR}'s launcher {launcher}")
    return launcher


def run(inspector: Path, cfg: Path, method: str, *args: str) -> Any:
    server = [sys.executable, "-m", "dbjavagenix", "mcp", "-c", str(cfg)]
    # the Inspector starts servers with a minimal environment: pass on where genix's code is
    env = [f"PYTHONPATH={os.environ['PYTHONPATH']}"] if os.environ.get("PYTHONPATH") else []
    done = subprocess.run(
        [str(inspector), "--cli", *(x for e in env for x in ("-e", e)), *server, "--method", method, *args],
        capture_output=True,
        text=True,
        cwd=cfg.parent,
        timeout=180,
        check=False,
    )
    try:
        answer = json.loads(done.stdout)
    except ValueError:
        answer = None
    # the Inspector's CLI exits non-zero for an error result: that is an answer too
    ok = done.returncode == 0 or (isinstance(answer, dict) and answer.get("isError"))
    assert ok, done.stdout[-2000:] + done.stderr[-2000:]
    return answer


def test_the_inspector_cli_lists_pages_and_gets_structured_errors(inspector: Path, tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    listed = run(inspector, cfg, "tools/list")
    assert sorted(t["name"] for t in listed["tools"]) == sorted(registry().names())
    first = run(inspector, cfg, "tools/call", "--tool-name", "codegen_plan", "--tool-arg", "diffs=all")
    assert not first.get("isError")
    page = first["structuredContent"]["page"]
    from dbjavagenix import pipeline

    files = len(pipeline.planned(pipeline.load_config(cfg)).plan.entries)  # what a build would write
    assert page["next_cursor"] and page["total"] == files
    assert sum(len(c["text"]) for c in first["content"]) <= 20_000
    # a cursor belongs to the server process that made it: a new process answers cursor_expired
    expired = run(
        inspector,
        cfg,
        "tools/call",
        "--tool-name",
        "codegen_plan",
        "--tool-arg",
        f"cursor={page['next_cursor']}",
    )
    assert expired["isError"] and expired["structuredContent"]["error"]["code"] == "cursor_expired"
    missing = run(
        inspector, cfg, "tools/call", "--tool-name", "db_describe_table", "--tool-arg", "table=nope"
    )
    error = missing["structuredContent"]["error"]
    assert missing["isError"] and error["code"] == "table_not_found" and error["key"] == "arguments.table"
    assert missing["content"][0]["text"].startswith("error: arguments.table: connection 'main' has no table")
    layer = run(
        inspector,
        cfg,
        "tools/call",
        "--tool-name",
        "codegen_render_layer",
        "--tool-arg",
        "table=shop_order",
        "--tool-arg",
        "category=MybatisPlus",
    )
    paths = [f["file_path"] for f in layer["structuredContent"]["files"]]
    assert not layer.get("isError") and not any(p.endswith(".xml") for p in paths)
    assert layer["structuredContent"]["config_edits"] == [
        {"op": "set", "path": "project.category", "value": "MybatisPlus"}
    ]
