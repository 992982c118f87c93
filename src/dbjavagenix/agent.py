"""``genix agent``: reach a goal unattended with the Claude Agent SDK, the tool registry injected
as in-process MCP tools (the same tools ``genix mcp`` serves).

Safety: Claude Code's own tools (shell, file edits) are switched off, only genix's tools are
allowed; tools that write refuse unless the run was started with ``--apply``; turns and cost are
capped; retries and the whole run are bounded in time. The run ends with a report of every tool
call (those the runtime refused before genix saw them too), every file changed and the cost.
The Claude Code runtime keeps its state (transcripts, settings, caches) in a private folder that
the run removes at its end, unless ``CLAUDE_CONFIG_DIR`` names one: nothing lands under
``$HOME``. The SDK is imported only here, and only for a live run: ``--dry-run``
needs neither the SDK, nor a key, nor the network.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dbjavagenix import __version__
from dbjavagenix.errors import GenixError
from dbjavagenix.tools import Outcome, ToolEnv, registry
from dbjavagenix.tools.guide import system_prompt

SERVER = "genix"
KEY_VARIABLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN")
PROVIDER_VARIABLES = ("CLAUDE_CODE_USE_BEDROCK", "CLAUDE_CODE_USE_VERTEX", "CLAUDE_CODE_USE_FOUNDRY")
BOUNDS = {
    "CLAUDE_CODE_MAX_RETRIES": "2",
    "API_TIMEOUT_MS": "120000",
    "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
}
"""Defaults the run sets unless the environment already does: few retries, a request timeout,
no telemetry or update checks."""


class AgentUnavailable(GenixError):
    """Something a live agent run needs is missing (exit 2)."""

    kind = "agent"


@dataclass(frozen=True)
class AgentOptions:
    goal: str
    config: Path | None = None
    max_turns: int = 20
    model: str | None = None
    apply: bool = False
    timeout: float = 600.0
    """Seconds the whole run may take."""
    max_budget_usd: float = 2.0
    """US dollars of API usage (as the runtime prices it) after which the run stops."""


@dataclass
class CallRecord:
    tool: str
    ok: bool
    summary: str


@dataclass
class RunReport:
    """What a run did."""

    calls: list[CallRecord] = field(default_factory=list)
    files_changed: list[str] = field(default_factory=list)
    final_text: str = ""
    stop: str = "completed"
    """``completed``, ``max_turns``, ``budget``, ``timeout`` or ``error``."""
    detail: str = ""
    turns: int | None = None
    warnings: list[str] = field(default_factory=list)
    """The project's warnings the tool results reported (each once, as ``where: message``)."""
    rejected: list[CallRecord] = field(default_factory=list)
    """Calls the runtime refused before they reached genix (a tool not offered, a permission
    denied), with the input the model sent."""
    cost_usd: float | None = None
    """What the run cost, as the runtime priced it."""

    def record(self, outcome: Outcome, env: ToolEnv) -> None:
        self.calls.append(CallRecord(outcome.tool, outcome.ok, outcome.summary))
        seen = set(self.files_changed)
        for path in changed_files(outcome, env):
            if path not in seen:
                seen.add(path)
                self.files_changed.append(path)
        for text in reported_warnings(outcome):
            if text not in self.warnings:
                self.warnings.append(text)


def reported_warnings(outcome: Outcome) -> list[str]:
    """The warnings of a tool result's report (``codegen_plan``, ``codegen_apply`` ...), as
    ``where: message``."""
    from dbjavagenix.problems import Problem

    found = (outcome.data or {}).get("warnings") if outcome.ok else None
    if not isinstance(found, list):
        return []
    out = []
    for item in found:
        w = Problem.model_validate(item)
        out.append(f"{w.where()}: {w.message}" if w.where() else w.message)
    return out


def changed_files(outcome: Outcome, env: ToolEnv) -> list[str]:
    """Files a successful tool call wrote or removed (absolute paths)."""
    data = outcome.data or {}
    if not outcome.ok:
        return []
    if outcome.tool in ("config_patch", "config_init") and data.get("written"):
        return [str(data["config_file"])]
    if outcome.tool in ("codegen_apply", "db_codegen_generate"):
        data = _whole(outcome, env) or data
        root = Path(str(data.get("output_root", ".")))
        return [str(root / p) for p in [*data.get("written", []), *data.get("deleted", [])]]
    return []


def _whole(outcome: Outcome, env: ToolEnv) -> dict[str, Any] | None:
    """The whole result of a paged answer (its snapshot), so a run's files are all reported
    whatever page the model saw; None when the answer is not paged."""
    from dbjavagenix.tools.paging import snapshot

    page = (outcome.data or {}).get("page") or {}
    cursor = page.get("next_cursor") if isinstance(page, dict) else None
    if not cursor or page.get("offset"):
        return None  # the first page reports the run; later pages repeat it
    whole: dict[str, Any] = snapshot(outcome.tool, str(cursor), env.pages).model_dump(
        mode="json", include={"output_root", "written", "deleted"}
    )
    return whole


def tool_env(opts: AgentOptions) -> ToolEnv:
    return ToolEnv(
        config=opts.config,
        allow_writes=opts.apply,
        refused_hint="this agent run was started without --apply (plan and preview only)",
    )


# -- dry run --------------------------------------------------------------------------------------


def dry_run_report(opts: AgentOptions) -> dict[str, Any]:
    """Everything a run would start with, computed without the SDK and without network."""
    from dbjavagenix.secrets import written_secret_warnings
    from dbjavagenix.tools.config import config_summary

    env = tool_env(opts)
    config: dict[str, Any]
    try:
        loaded = env.load()
        config = {
            "ok": True,
            **config_summary(loaded),
            "warnings": [d.render() for d in written_secret_warnings(loaded)],
        }
    except GenixError as e:
        config = {"ok": False, "error": e.render()}
    tools = [
        {"name": s.name, "writes": s.writes, "allowed": opts.apply or not s.writes} for s in registry().tools
    ]
    return {
        "goal": opts.goal,
        "config": config,
        "tools": tools,
        "limits": {
            "max_turns": opts.max_turns,
            "model": opts.model or "the SDK's default",
            "writes": "allowed (--apply)" if opts.apply else "refused (no --apply)",
            "timeout_seconds": opts.timeout,
            "max_budget_usd": opts.max_budget_usd,
        },
        "prerequisites": {
            "sdk": sdk_installed(),
            "api_key": key_present(os.environ),
            "runtime": runtime_path() is not None,
        },
    }


# -- prerequisites ---------------------------------------------------------------------------------


def _sdk_spec() -> Any:
    try:
        return importlib.util.find_spec("claude_agent_sdk")
    except (ImportError, ValueError):
        return None


def sdk_installed() -> bool:
    return _sdk_spec() is not None


def key_present(environ: Any) -> bool:
    return any(environ.get(v) for v in (*KEY_VARIABLES, *PROVIDER_VARIABLES))


def runtime_path() -> str | None:
    """The Claude Code runtime the SDK would start (its bundled binary, else one on PATH)."""
    spec = _sdk_spec()
    if spec is not None and spec.submodule_search_locations:
        for loc in spec.submodule_search_locations:
            for name in ("claude", "claude.exe"):
                bundled = Path(loc) / "_bundled" / name
                if bundled.is_file():
                    return str(bundled)
    found = shutil.which("claude")
    if found:
        return found
    for p in (
        Path.home() / ".local/bin/claude",
        Path("/usr/local/bin/claude"),
        Path.home() / ".claude/local/claude",
    ):
        if p.is_file():
            return str(p)
    return None


def check_prerequisites(environ: Any) -> None:
    """Raise :class:`AgentUnavailable` naming the first missing piece and how to get it."""
    if not sdk_installed():
        raise AgentUnavailable(
            "the Claude Agent SDK is not installed",
            hint='pip install "dbjavagenix[agent]"  (or use --dry-run, which needs no SDK)',
        )
    if not key_present(environ):
        raise AgentUnavailable(
            "no API key: live agent runs call the Anthropic API",
            hint="export ANTHROPIC_API_KEY=sk-ant-...  (or CLAUDE_CODE_USE_BEDROCK=1 / CLAUDE_CODE_USE_VERTEX=1 "
            "with that provider's credentials); --dry-run needs no key",
        )
    if runtime_path() is None:
        raise AgentUnavailable(
            "the Claude Code runtime the Agent SDK drives was not found",
            hint="reinstall claude-agent-sdk from its wheel (which bundles it): pip install --force-reinstall "
            'claude-agent-sdk, or install Claude Code ("npm install -g @anthropic-ai/claude-code")',
        )


# -- the live run ---------------------------------------------------------------------------------


def sdk_tools(env: ToolEnv, report: RunReport) -> list[Any]:
    """The registry as Agent SDK tools (``@tool`` definitions for ``create_sdk_mcp_server``)."""
    import anyio.to_thread
    from claude_agent_sdk import tool
    from mcp.types import ToolAnnotations

    out = []
    for spec in registry().tools:

        async def handler(args: dict[str, Any], _name: str = spec.name) -> dict[str, Any]:
            outcome = await anyio.to_thread.run_sync(registry().call, env, _name, args)
            report.record(outcome, env)
            return {"content": [{"type": "text", "text": outcome.text()}], "is_error": not outcome.ok}

        out.append(
            tool(
                spec.name,
                spec.description,
                spec.input_schema(),
                annotations=ToolAnnotations(**spec.annotations()),
            )(handler)
        )
    return out


def sdk_server(env: ToolEnv, report: RunReport) -> Any:
    """The in-process MCP server the agent talks to."""
    from claude_agent_sdk import create_sdk_mcp_server

    return create_sdk_mcp_server(SERVER, __version__, sdk_tools(env, report))


def agent_options(
    opts: AgentOptions, env: ToolEnv, report: RunReport, environ: Any, state_dir: str | None = None
) -> Any:
    """The SDK's options; ``state_dir``: the runtime's private state folder (``CLAUDE_CONFIG_DIR``),
    unless the environment names one."""
    from claude_agent_sdk import ClaudeAgentOptions

    names = [f"mcp__{SERVER}__{s.name}" for s in registry().tools]
    bounds = {k: v for k, v in BOUNDS.items() if k not in environ}
    if state_dir is not None and not environ.get("CLAUDE_CONFIG_DIR"):
        # its settings and transcripts, and (on Linux) its MCP logs under the XDG cache
        bounds["CLAUDE_CONFIG_DIR"] = state_dir
        bounds["XDG_CACHE_HOME"] = os.path.join(state_dir, "cache")
    try:
        cwd = env.config_path().parent
    except GenixError:
        cwd = Path.cwd()
    return ClaudeAgentOptions(
        system_prompt=system_prompt(allow_writes=opts.apply, max_turns=opts.max_turns),
        mcp_servers={SERVER: sdk_server(env, report)},
        strict_mcp_config=True,
        tools=[],
        allowed_tools=names,
        permission_mode="dontAsk",
        max_turns=opts.max_turns,
        max_budget_usd=opts.max_budget_usd,
        model=opts.model,
        cwd=str(cwd),
        setting_sources=[],
        env=bounds,
    )


async def run(opts: AgentOptions, environ: Any = None) -> RunReport:
    """Run the goal to the end (or the turn cap, the cost cap, or the timeout) and report."""
    environ = os.environ if environ is None else environ
    with tempfile.TemporaryDirectory(prefix="genix-agent-") as state_dir:
        return await _run(opts, environ, state_dir)


class _Refusals:
    """Calls that never reached genix: tool uses the runtime answered itself with an error (a
    tool it does not offer) and its permission denials, each once, in the model's order."""

    def __init__(self, env: ToolEnv) -> None:
        self.env = env
        self.ours = {f"mcp__{SERVER}__{n}" for n in registry().names()}
        self.uses: dict[str, tuple[str, Any]] = {}
        self.found: dict[str, CallRecord] = {}

    def record(self, key: str, name: str, tool_input: Any, why: str) -> None:
        if key in self.found:
            return
        shown = self.env.scrub(json.dumps(tool_input, ensure_ascii=False, default=str))
        why = self.env.scrub(" ".join(why.split()))[:200]
        self.found[key] = CallRecord(
            name.removeprefix(f"mcp__{SERVER}__"), False, f"refused by the runtime ({why}): {shown[:200]}"
        )

    def message(self, message: Any) -> None:
        from claude_agent_sdk import AssistantMessage, ToolResultBlock, ToolUseBlock, UserMessage

        if isinstance(message, AssistantMessage):
            for b in message.content:
                if isinstance(b, ToolUseBlock):
                    self.uses[b.id] = (b.name, b.input)
        elif isinstance(message, UserMessage) and isinstance(message.content, list):
            for b in message.content:
                use = self.uses.get(b.tool_use_id) if isinstance(b, ToolResultBlock) else None
                if (
                    use is not None
                    and isinstance(b, ToolResultBlock)
                    and b.is_error
                    and use[0] not in self.ours
                ):
                    text = b.content if isinstance(b.content, str) else json.dumps(b.content, default=str)
                    self.record(b.tool_use_id, use[0], use[1], _untag(text))

    def denials(self, denials: Any) -> None:
        for d in denials or []:
            item = d if isinstance(d, dict) else getattr(d, "__dict__", {})
            key = str(item.get("tool_use_id") or len(self.found))
            self.record(
                key, str(item.get("tool_name") or "?"), item.get("tool_input") or {}, "permission denied"
            )


def _untag(text: str) -> str:
    return re.sub(r"</?tool_use_error>", "", text).strip() or "error"


async def _run(opts: AgentOptions, environ: Any, state_dir: str) -> RunReport:
    import anyio
    from claude_agent_sdk import AssistantMessage, CLINotFoundError, ResultMessage, TextBlock, query

    env = tool_env(opts)
    report = RunReport()
    refusals = _Refusals(env)
    options = agent_options(opts, env, report, environ, state_dir)
    try:
        with anyio.fail_after(opts.timeout):
            async for message in query(prompt=opts.goal, options=options):
                refusals.message(message)
                if isinstance(message, AssistantMessage):
                    text = "".join(b.text for b in message.content if isinstance(b, TextBlock)).strip()
                    if text:
                        report.final_text = text
                elif isinstance(message, ResultMessage):
                    report.turns = message.num_turns
                    report.cost_usd = message.total_cost_usd
                    refusals.denials(message.permission_denials)
                    if message.subtype == "error_max_turns":
                        report.stop = "max_turns"
                    elif message.subtype == "error_max_budget_usd":
                        report.stop = "budget"
                    elif message.is_error:
                        report.stop = "error"
                        report.detail = env.scrub(str(message.result or message.subtype))
                    if message.result and not message.is_error:
                        report.final_text = message.result.strip()
    except CLINotFoundError:
        raise AgentUnavailable(
            "the Claude Code runtime the Agent SDK drives was not found",
            hint='pip install --force-reinstall claude-agent-sdk, or "npm install -g @anthropic-ai/claude-code"',
        ) from None
    except TimeoutError:
        report.stop = "timeout"
        report.detail = f"the run took longer than {opts.timeout:g} s"
    except Exception as e:
        if report.stop in ("max_turns", "budget"):
            return report
        report.stop = "error"
        report.detail = env.scrub((str(e) or type(e).__name__).splitlines()[0])
    finally:
        report.rejected = list(refusals.found.values())
    return report
