"""``genix agent``: the dry run, the messages for what is missing, and the agent loop end to end
with the real Agent SDK and the Claude Code CLI its wheel bundles, pointed at a scripted
stand-in of the Messages API on loopback (only the model is stood in for)."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import anyio
import pytest

from dbjavagenix import agent
from dbjavagenix.tools import registry
from tests.conftest import need
from tests.mcp_agent.demo_project import make_demo
from tests.mcp_agent.fake_anthropic import NEXT_CURSOR, FakeAnthropic, Say, ToolCall

P = "mcp__genix__"


def genix(*args: str, env: dict[str, str] | None = None, prelude: str = "", cwd: Path | None = None) -> Any:
    """Run the genix CLI in a fresh interpreter; reports which SDKs it imported."""
    body = textwrap.dedent(
        f"""\
        from dbjavagenix.cli import main
        sys.argv = ["genix", *{list(args)!r}]
        try:
            main()
        except SystemExit as e:
            code = e.code
        loaded = sorted({{m.split(".")[0] for m in sys.modules}} & {{"mcp", "claude_agent_sdk", "anyio"}})
        print("IMPORTED", loaded, file=sys.stderr)
        sys.exit(code)
        """
    )
    code = "import sys\n" + textwrap.dedent(prelude) + "\n" + body
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=300,
        check=False,
    )


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in (*agent.KEY_VARIABLES, *agent.PROVIDER_VARIABLES)}
    env.update(extra)
    return env


# -- without the model ------------------------------------------------------------------------------


def test_dry_run_prints_the_plan_without_sdk_or_network(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    # PWD is not a secret: the working folder must show in paths (it holds the config here)
    result = genix(
        "agent",
        "--goal",
        "generate the shop tables",
        "-c",
        str(cfg),
        "--dry-run",
        "--max-turns",
        "7",
        env=clean_env(PWD=str(tmp_path)),
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "goal: generate the shop tables" in out
    assert f"config: {cfg}" in out and "category Default, Spring Boot 4, Java 17" in out
    assert "connection main: sqlite:///examples/demo/demo.db" in out
    assert f"tools ({len(registry().tools)}):" in out
    assert "codegen_apply                   write (refused without --apply)" in out
    assert "max turns 7" in out and "writes refused (no --apply)" in out and "API key set: no" in out
    assert "IMPORTED []" in result.stderr  # neither SDK, nor anything async: nothing can call out
    applied = genix("agent", "-g", "x", "-c", str(cfg), "--dry-run", "--apply", env=clean_env())
    assert "writes allowed (--apply)" in applied.stdout and "refused without" not in applied.stdout


def test_dry_run_with_a_broken_config_still_describes_the_run(tmp_path: Path) -> None:
    result = genix("agent", "-g", "fix it", "-c", str(tmp_path / "none.toml"), "--dry-run", env=clean_env())
    assert result.returncode == 0
    assert "config: not usable yet" in result.stdout and "config file not found" in result.stdout


HIDE_SDK = """
class _HideSdk:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "claude_agent_sdk":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, _HideSdk())
"""


def test_missing_sdk_is_one_clear_message(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path)
    result = genix(
        "agent", "-g", "x", "-c", str(cfg), env=clean_env(ANTHROPIC_API_KEY="sk-x"), prelude=HIDE_SDK
    )
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0] == "error: the Claude Agent SDK is not installed"
    assert 'pip install "dbjavagenix[agent]"' in lines[1]
    assert "Traceback" not in result.stderr


def test_missing_api_key_is_one_clear_message(tmp_path: Path) -> None:
    need(agent.sdk_installed(), "claude-agent-sdk (the agent extra)")
    cfg = make_demo(tmp_path)
    result = genix("agent", "-g", "x", "-c", str(cfg), env=clean_env())
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("error: no API key: live agent runs call the Anthropic API\n")
    assert "ANTHROPIC_API_KEY" in result.stderr and "Traceback" not in result.stderr
    assert "IMPORTED []" in result.stderr


def test_missing_runtime_is_one_clear_message(tmp_path: Path) -> None:
    """A source install of the SDK has no bundled CLI; with no ``claude`` anywhere either."""
    fake = tmp_path / "fake-site" / "claude_agent_sdk"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    cfg = make_demo(tmp_path / "p")
    env = clean_env(ANTHROPIC_API_KEY="sk-x", PATH=str(tmp_path / "bin"), HOME=str(tmp_path / "home"))
    prelude = f"sys.path.insert(0, {str(fake.parent)!r})"
    result = genix("agent", "-g", "x", "-c", str(cfg), env=env, prelude=prelude)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("error: the Claude Code runtime the Agent SDK drives was not found\n")
    assert "Traceback" not in result.stderr


# -- with the real SDK, its bundled CLI and a scripted model ------------------------------------------


@pytest.fixture
def sdk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    need(
        agent.sdk_installed() and agent.runtime_path() is not None,
        "claude-agent-sdk with its bundled Claude Code CLI",
    )
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-not-a-key")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude-home"))
    monkeypatch.setenv("CLAUDE_CODE_MAX_RETRIES", "0")


def run_agent(fake: FakeAnthropic, monkeypatch: pytest.MonkeyPatch, **opts: Any) -> agent.RunReport:
    monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
    options = agent.AgentOptions(timeout=180, **opts)
    report: agent.RunReport = anyio.run(agent.run, options)
    return report


def tool_results(request_body: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for m in request_body.get("messages", []):
        if m.get("role") == "user" and isinstance(m.get("content"), list):
            out += [b for b in m["content"] if b.get("type") == "tool_result"]
    return out


def result_text(block: dict[str, Any]) -> str:
    content = block.get("content")
    if isinstance(content, list):
        return "".join(c.get("text", "") for c in content)
    return str(content)


def test_agent_runs_the_scripted_calls_against_the_registry(
    sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cfg = make_demo(tmp_path)
    script = [
        ToolCall(P + "db_list_tables", {"pattern": "sys_*"}),
        ToolCall(P + "config_patch", {"edits": [{"path": "tables.sys_role.class_name", "value": "Role"}]}),
        ToolCall(P + "codegen_plan", {}),
        ToolCall(P + "codegen_apply", {}),
        Say("Generated the project; sys_role is now Role."),
    ]
    with FakeAnthropic(script) as fake:
        report = run_agent(
            fake, monkeypatch, goal="generate everything, call sys_role Role", config=cfg, apply=True
        )
    assert report.stop == "completed", report.detail
    assert [(c.tool, c.ok) for c in report.calls] == [
        ("db_list_tables", True),
        ("config_patch", True),
        ("codegen_plan", True),
        ("codegen_apply", True),
    ]
    assert report.final_text == "Generated the project; sys_role is now Role."
    role = tmp_path / "demo-out/src/main/java/com/example/demo/entity/system/Role.java"
    assert role.is_file() and "public class Role " in role.read_text()
    assert str(cfg) in report.files_changed and str(role) in report.files_changed
    assert len(report.files_changed) == 119  # the config and 118 generated files
    # the registry's real results went back to the model, in order
    last = fake.main_requests()[-1].body
    results = [result_text(b) for b in tool_results(last)]
    assert len(results) == 4
    assert results[0].startswith("4 tables/views on 'main' (sqlite), 4 generated")
    assert '+class_name = \\"Role\\"' in results[1]
    assert results[2].startswith(f"plan for {tmp_path / 'demo-out'}: 118 to create (nothing written)")
    assert results[3].startswith("118 created under")


def test_without_apply_writes_are_refused(sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = make_demo(tmp_path)
    before = cfg.read_bytes()
    script = [
        ToolCall(P + "config_patch", {"edits": [{"path": "project.author", "value": "Bot"}]}),
        ToolCall(P + "codegen_apply", {}),
        ToolCall(
            P + "config_patch", {"edits": [{"path": "project.author", "value": "Bot"}], "dry_run": True}
        ),
        ToolCall(P + "codegen_plan", {"diffs": "none"}),
        Say("An --apply run would write 118 files."),
    ]
    with FakeAnthropic(script) as fake:
        report = run_agent(fake, monkeypatch, goal="generate", config=cfg)
    assert report.stop == "completed"
    assert [(c.tool, c.ok) for c in report.calls] == [
        ("config_patch", False),
        ("codegen_apply", False),
        ("config_patch", True),
        ("codegen_plan", True),
    ]
    assert report.files_changed == []
    assert cfg.read_bytes() == before and not (tmp_path / "demo-out").exists()
    blocks = tool_results(fake.main_requests()[-1].body)
    assert blocks[0].get("is_error") and "started without --apply" in result_text(blocks[0])
    assert blocks[1].get("is_error") and "codegen_apply writes files" in result_text(blocks[1])
    assert not blocks[2].get("is_error")


def test_a_read_only_agent_renders_layer_by_layer(
    sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ADR-002's render tools reach the agent from the one registry, and a run without --apply
    may use them: they write nothing."""
    import json

    from dbjavagenix.tools import ToolEnv, registry

    cfg = make_demo(tmp_path)
    built = registry().call(ToolEnv(config=cfg), "codegen_build_context", {"table": "sys_role"})
    assert built.data is not None
    context = built.data["context"]
    context["table"]["class_name"] = "Role"
    script = [
        ToolCall(P + "codegen_render_entity", {"context": context}),
        ToolCall(P + "codegen_render_service", {"context": json.dumps(context)}),
        Say("Role would be the entity, RoleService and RoleServiceImpl the service."),
    ]
    with FakeAnthropic(script) as fake:
        report = run_agent(fake, monkeypatch, goal="show sys_role as Role", config=cfg)
    assert report.stop == "completed", report.detail
    assert [(c.tool, c.ok) for c in report.calls] == [
        ("codegen_render_entity", True),
        ("codegen_render_service", True),
    ]
    results = [result_text(b) for b in tool_results(fake.main_requests()[-1].body)]
    assert results[0].startswith("rendered 1 file(s) for sys_role: ") and "/Role.java" in results[0]
    assert "RoleServiceImpl.java" in results[1]
    assert report.files_changed == [] and not (tmp_path / "demo-out").exists()


def test_the_agent_pages_a_plan(sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A plan with every diff does not fit one answer: the model reads page.next_cursor off the
    first page and asks for the rest; every answer fits, and the pages hold the whole plan."""
    cfg = make_demo(tmp_path)
    pages = 4
    script: list[Any] = [ToolCall(P + "codegen_plan", {"diffs": "all"})]
    script += [ToolCall(P + "codegen_plan", {"cursor": NEXT_CURSOR}) for _ in range(pages - 1)]
    script.append(Say("Read the plan."))
    with FakeAnthropic(script) as fake:
        report = run_agent(fake, monkeypatch, goal="show me every diff", config=cfg)
    assert report.stop == "completed", report.detail
    assert [(c.tool, c.ok) for c in report.calls] == [("codegen_plan", True)] * pages
    texts = [result_text(b) for b in tool_results(fake.main_requests()[-1].body)]
    assert len(texts) == pages and all(len(t) <= 20_000 for t in texts)
    answers = [json.loads(t.split("\n\n", 1)[1]) for t in texts]
    assert "more: call again with cursor=page.next_cursor" in texts[0]
    offsets = [a["page"]["offset"] for a in answers]
    # a diff longer than a page is cut: the next page starts at the same file (offset repeated)
    assert offsets == sorted(offsets) and offsets[0] == 0 and offsets[-1] > 0
    for a, b in itertools.pairwise(answers):
        assert b["page"]["offset"] == a["page"]["offset"] + a["page"]["count"] - (
            1 if a["page"]["cut"] else 0
        )
    from dbjavagenix import pipeline

    assert {a["page"]["total"] for a in answers} == {
        len(pipeline.planned(pipeline.load_config(cfg)).plan.entries)
    }


def test_max_turns_stops_the_run(sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = make_demo(tmp_path)
    script: list[Any] = [ToolCall(P + "db_test_connection", {}) for _ in range(8)]
    with FakeAnthropic(script) as fake:
        report = run_agent(fake, monkeypatch, goal="loop", config=cfg, max_turns=2)
    assert report.stop == "max_turns"
    assert 1 <= len(report.calls) <= 2 and len(fake.main_requests()) <= 2


def test_the_cost_cap_stops_the_run(sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each reply reports a million input tokens (dollars at any model's price): the runtime
    stops the run at the cap, and the report says so with what it cost."""
    cfg = make_demo(tmp_path)
    script: list[Any] = [ToolCall(P + "db_test_connection", {}) for _ in range(8)]
    with FakeAnthropic(script, model="claude-sonnet-4-5", input_tokens=1_000_000) as fake:
        report = run_agent(
            fake, monkeypatch, goal="loop", config=cfg, max_budget_usd=0.5, model="claude-sonnet-4-5"
        )
    assert report.stop == "budget", (report.stop, report.detail)
    assert report.cost_usd is not None and report.cost_usd > 0.5
    assert len(report.calls) < 8


def test_calls_the_runtime_refuses_are_reported(
    sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A call the runtime refuses before it reaches genix (a tool that is not offered) is in the
    report, beside genix's own calls; the runtime's state stays out of $HOME."""
    cfg = make_demo(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR")
    script: list[Any] = [
        ToolCall("Bash", {"command": "rm -rf /"}),
        ToolCall(P + "db_test_connection", {}),
        Say("done"),
    ]
    with FakeAnthropic(script) as fake:
        report = run_agent(fake, monkeypatch, goal="anything", config=cfg)
    assert report.stop == "completed", report.detail
    assert [(c.tool, c.ok) for c in report.calls] == [("db_test_connection", True)]
    assert [(c.tool, c.ok) for c in report.rejected] == [("Bash", False)], report.rejected
    assert "rm -rf" in report.rejected[0].summary
    assert sorted(p.name for p in home.rglob("*")) == []


def test_agent_tools_equal_the_mcp_tools(sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The model is offered exactly the registry's tools, as MCP publishes them, and nothing else
    (no shell, no file editing)."""
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    cfg = make_demo(tmp_path)
    with FakeAnthropic([Say("nothing to do")]) as fake:
        run_agent(fake, monkeypatch, goal="nothing", config=cfg)
    # the CLI may add a reserved placeholder (defer_loading, "never call this tool"); the rest
    # must be genix's tools
    tools = fake.main_requests()[0].body["tools"]
    offered = {t["name"]: t for t in tools if not t.get("defer_loading")}
    assert set(offered) == {P + n for n in registry().names()}

    async def mcp_tools() -> list[Any]:
        async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
            return list((await c.list_tools()).tools)

    for tool in anyio.run(mcp_tools):
        seen = offered[P + tool.name]
        assert seen["description"] == tool.description
        assert seen["input_schema"] == tool.input_schema


def test_cli_agent_reports_calls_and_files(
    sdk: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cfg = make_demo(tmp_path)
    script = [
        ToolCall(P + "codegen_apply", {}),
        ToolCall(P + "codegen_check", {}),
        Say("All 118 files are generated and up to date."),
    ]
    with FakeAnthropic(script) as fake:
        env = dict(os.environ, ANTHROPIC_BASE_URL=fake.url)
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "dbjavagenix",
                "agent",
                "-g",
                "generate",
                "-c",
                str(cfg),
                "--apply",
                "--max-turns",
                "5",
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
            check=False,
        )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "tool calls (2):" in out
    assert " 1. codegen_apply            ok      118 created under " in out
    assert " 2. codegen_check            ok      up to date (118 files)" in out
    assert "files changed (118):" in out and "ShopOrder.java" in out
    assert "result:\n  All 118 files are generated and up to date." in out
    assert json.dumps(out)  # printable
