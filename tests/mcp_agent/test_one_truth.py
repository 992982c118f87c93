"""One truth: for the same project state, ``genix plan --json`` / ``check --json`` (CLI
subprocesses) and ``codegen_plan`` / ``codegen_check`` (a real MCP client session with
``genix mcp``, over stdio and over streamable HTTP) return the same data: the same entries,
statuses, counts and diffs (against what a build writes, your edits merged).

The state holds every case at once, for each of the four categories: a file edited by hand
that genix leaves (edited), one whose edit merges with genix's change (merged), one whose edit
collides with it (conflicting), files of a table no longer generated, one of them edited
(stale), and a deleted file (missing). It is compared before the build and after it (merges
written, the conflict file beside the file).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.output.verbs import VERBS
from tests.mcp_agent.demo_project import all_pages, genix, make_demo

pytestmark = pytest.mark.anyio
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
CLI_VS_MCP: tuple[tuple[tuple[str, ...], str, dict[str, Any]], ...] = (
    (("plan", "--json"), "codegen_plan", {}),
    (("plan", "--json", "--diff"), "codegen_plan", {"diffs": "all"}),
    (("plan", "--json", "-v"), "codegen_plan", {"verbs": list(VERBS)}),
    (
        ("plan", "--json", "--diff", "-t", "shop_*", "-t", "-"),
        "codegen_plan",
        {"diffs": "all", "tables": ["shop_*", "-"]},
    ),
    (("check", "--json"), "codegen_check", {}),
    (("check", "--json", "--allow", "edited"), "codegen_check", {"allow": ["edited"]}),
)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def cli_json(cwd: Path, *args: str) -> dict[str, Any]:
    r = genix(cwd, *args)
    assert r.returncode in (0, 1), r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    assert set(data.pop("timings")) >= {"total"}
    return data


def make_state(project: Path, category: str) -> None:
    """The demo in ``category``, built, then brought into the mixed state."""
    project.mkdir(exist_ok=True)
    for child in project.iterdir():  # emptied, not removed: a server may run in it
        shutil.rmtree(child) if child.is_dir() else child.unlink()
    cfg = make_demo(project)
    text = cfg.read_text().replace('category = "Default"', f'category = "{category}"')
    if category == "sb35-java21":
        text = text.replace("# java = 17", "java = 21")
    cfg.write_text(text)
    assert genix(project, "build").returncode == 0
    out = project / "demo-out"
    # genix changes: shop_order gets a comment, sys_operation_log is no longer generated
    cfg.write_text(
        cfg.read_text()
        .replace("# exclude = []", 'exclude = ["sys_operation_log"]')
        .replace(
            "[tables.v_product_sales]\n",
            '[tables.shop_order]\ncomment = "Orders"\n\n[tables.v_product_sales]\n',
        )
    )
    plan = cli_json(project, "plan", "--json", "--diff")
    updates = [f for f in plan["files"] if f["verb"] == "update" and f["table"] == "shop_order"]
    assert len(updates) >= 2, plan["counts"]
    collide, merge = updates[0], updates[1]
    removed = next(
        ln[1:] for ln in collide["diff"].splitlines() if ln.startswith("-") and not ln.startswith("---")
    )
    target = out / collide["path"]
    target.write_text(target.read_text().replace(removed, removed + " // mine", 1))  # conflicting
    (out / merge["path"]).write_text((out / merge["path"]).read_text() + "// mine\n")  # merged
    stale = sorted(f["path"] for f in plan["files"] if f["verb"] == "delete")
    assert len(stale) >= 2
    (out / stale[0]).write_text((out / stale[0]).read_text() + "// kept\n")  # stale, edited
    untouched = sorted(
        f["path"] for f in cli_json(project, "plan", "--json", "-v")["files"] if f["table"] == "sys_user"
    )
    (out / untouched[0]).write_text((out / untouched[0]).read_text() + "// mine\n")  # edited
    (out / untouched[1]).unlink()  # missing


def verbs(data: dict[str, Any]) -> set[str]:
    return set(data["counts"])


async def compare(project: Path, clients: list[Any]) -> dict[str, Any]:
    """Every CLI report against each client's structured tool result (all its pages); returns
    the CLI check."""
    last: dict[str, Any] = {}
    for argv, tool, args in CLI_VS_MCP:
        cli = cli_json(project, *argv)
        for client in clients:
            mcp = await all_pages(client, tool, args, "files", "diff")
            assert mcp.pop("page")["total"] == len(cli["files"])
            assert cli == mcp, (argv, tool, args)
        last = cli
    return last


@asynccontextmanager
async def stdio_session(cfg: Path) -> AsyncIterator[Any]:
    from mcp import Client, StdioServerParameters
    from mcp.client.stdio import stdio_client

    argv = [sys.executable, "-m", "dbjavagenix", "mcp", "-c", str(cfg)]
    params = StdioServerParameters(command=argv[0], args=argv[1:], cwd=str(cfg.parent), env=dict(os.environ))
    with (cfg.parent.parent / "stdio-stderr.txt").open("w") as err:
        async with Client(stdio_client(params, errlog=err), mode="legacy", cache=None) as c:
            yield c


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    cfg = tmp_path / "http" / "genix.toml"
    cfg.parent.mkdir()
    port = _port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "dbjavagenix", "mcp", "-c", str(cfg), "--http", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
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
        yield cfg.parent, f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


async def test_cli_and_mcp_report_the_same(http_server: tuple[Path, str]) -> None:
    """Over stdio and over HTTP, each category, before and after the build."""
    from mcp import Client

    project, url = http_server
    make_state(project, "Default")  # the servers need a config to start against
    async with stdio_session(project / "genix.toml") as stdio, Client(url, mode="legacy", cache=None) as http:
        for category in CATEGORIES:
            make_state(project, category)
            check = await compare(project, [stdio, http])
            assert set(check["statuses"]) == {"missing", "outdated", "edited", "stale", "conflict"}, category
            plan = cli_json(project, "plan", "--json")
            assert {"create", "update", "merge", "conflict", "delete", "keep", "unchanged"} <= verbs(plan), (
                category
            )
            assert genix(project, "build").returncode == 1  # the conflict stays; the rest is written
            check = await compare(project, [stdio, http])
            (conflict,) = [f for f in check["files"] if f["status"] == "conflict"]
            assert conflict["conflict_file"] and (project / "demo-out" / conflict["conflict_file"]).is_file()
