"""Warnings have one home, the report (:mod:`dbjavagenix.output.report`): the project's located
warnings (here: an override of a table the selection leaves out) come out the same from
``genix plan/check/build --json`` and their text, a ``genix watch`` rebuild event, the MCP tools
(``codegen_plan``, ``codegen_check``, ``codegen_apply``, ``db_codegen_generate``, through a real
MCP client session) and the agent's run report. And the MCP tools that write take the CLI's
``--allow-drops`` as ``allow_drops``."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import call, failed, genix, make_demo, ok

pytestmark = pytest.mark.anyio
MESSAGE = "[tables.sys_role] configures a table the selection leaves out: its settings are not used"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def warned_demo(root: Path) -> Path:
    cfg = make_demo(root)
    text = (
        cfg.read_text(encoding="utf-8")
        .replace('# exclude = ["tmp_*"]', 'exclude = ["sys_role"]')
        .replace(
            "[tables.v_product_sales]\n", '[tables.sys_role]\ncomment = "Roles"\n\n[tables.v_product_sales]\n'
        )
    )
    cfg.write_text(text, encoding="utf-8")
    return cfg


def expected(cfg: Path) -> dict[str, Any]:
    line = cfg.read_text(encoding="utf-8").splitlines().index("[tables.sys_role]") + 1
    return {
        "message": MESSAGE,
        "file": "genix.toml",
        "line": line,
        "col": 9,  # the table name in `[tables.sys_role]`
        "key": "tables.sys_role",
        "hint": "include the table, or remove its section",
    }


async def test_every_door_reports_the_same_warnings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "demo"
    cfg = warned_demo(project)
    want = [expected(cfg)]
    where = f"genix.toml:{want[0]['line']}:9: tables.sys_role"

    # the CLI: --json and text, plan and check before the build, then the build itself
    for command in (("plan",), ("check",)):
        r = genix(project, *command, "--json")
        assert r.returncode in (0, 1), r.stderr
        assert json.loads(r.stdout)["warnings"] == want, command
        r = genix(project, *command)
        assert f"warning: {where}: {MESSAGE}" in r.stderr.splitlines(), (command, r.stderr)
    assert not (project / "demo-out").exists()

    # the MCP tools, through a real client session, from the project's folder like the CLI
    monkeypatch.chdir(project)
    server = build_server(ToolEnv(config=cfg))
    for tool, args in (("codegen_plan", {"diffs": "none"}), ("codegen_check", {}), ("codegen_apply", {})):
        result = await call(server, tool, args)
        assert ok(result)["warnings"] == want, tool
        assert f"warning: {MESSAGE}" in result.content[0].text, tool  # the summary line says so
    r = genix(project, "build", "--json")
    assert r.returncode == 0, r.stderr
    built = json.loads(r.stdout)
    assert built["warnings"] == want and built["counts"] == {"unchanged": built["total"]}
    generated = ok(await call(server, "db_codegen_generate", {}))
    assert generated["warnings"] == want

    # the agent: its run report collects the warnings of the tool results, printed at the end
    from dbjavagenix import agent
    from dbjavagenix.cli.agent import _print_report

    report = agent.RunReport()
    env = ToolEnv(config=cfg)
    report.record(registry().call(env, "codegen_plan", {}), env)
    report.record(registry().call(env, "codegen_check", {}), env)
    assert report.warnings == [f"{where}: {MESSAGE}"]
    from dbjavagenix.cli.output import Output

    with CliRunner().isolation() as (_out, err, *_):
        _print_report(Output(), report, 20)
        assert f"warning: {where}: {MESSAGE}" in err.getvalue().decode()


def test_a_watch_rebuild_carries_the_warnings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dbjavagenix.cli.output import Output
    from dbjavagenix.cli.watch import _Printer
    from dbjavagenix.rebuild import Rebuilder

    project = tmp_path / "demo"
    cfg = warned_demo(project)
    monkeypatch.chdir(project)
    r = Rebuilder(cfg).rebuild()
    assert r.ok, r.error
    runner = CliRunner()
    with runner.isolation() as (out, err, *_):
        _Printer(Output(as_json=True)).rebuild(r)
        event = json.loads(out.getvalue().decode())
    assert event["event"] == "rebuild" and event["warnings"] == [expected(cfg)]
    with runner.isolation() as (out, err, *_):
        _Printer(Output()).rebuild(r)
        text = err.getvalue().decode()
    assert f"warning: genix.toml:{expected(cfg)['line']}:9: tables.sys_role: {MESSAGE}" in text


async def test_writing_tools_take_allow_drops(tmp_path: Path) -> None:
    project = tmp_path / "demo"
    cfg = make_demo(project)
    server = build_server(ToolEnv(config=cfg))
    first = ok(await call(server, "codegen_apply", {}))
    db = sqlite3.connect(project / "examples" / "demo" / "demo.db")
    db.execute("PRAGMA foreign_keys = OFF")
    for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'view'").fetchall():
        db.execute(f'DROP VIEW "{name}"')
    tables = [n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for name in tables[1:]:  # all but one: most of what was generated is gone
        db.execute(f'DROP TABLE "{name}"')
    db.commit()
    db.close()
    text = cfg.read_text(encoding="utf-8")
    cfg.write_text(text[: text.index("[tables.v_product_sales]")], encoding="utf-8")  # the view is gone
    for tool in ("codegen_apply", "db_codegen_generate"):
        message = failed(await call(server, tool, {}))
        assert "are gone from the database" in message and "--allow-drops" in message, tool
    for tool in ("codegen_apply", "db_codegen_generate"):
        data = ok(await call(server, tool, {"allow_drops": True}))
        if tool == "codegen_apply":
            assert data["deleted"] and set(data["deleted"]) <= set(first["written"])
