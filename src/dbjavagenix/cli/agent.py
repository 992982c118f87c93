"""``genix agent``: reach a goal unattended (Claude Agent SDK + genix's tools)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import click

from dbjavagenix.cli.output import Output, config_option, errors
from dbjavagenix.errors import EXIT_DRIFT, EXIT_OK


def _print_dry_run(out: Output, info: dict[str, Any]) -> None:
    out.out(f"goal: {info['goal']}")
    cfg = info["config"]
    if cfg["ok"]:
        out.out(f"config: {cfg['config_file']}")
        out.out(
            f"  category {cfg['category']}, Spring Boot {cfg['spring_boot']}, Java {cfg['java']}, "
            f"base package {cfg['base_package']}"
        )
        out.out(f"  output root {cfg['output_root']}")
        for name, target in cfg["connections"].items():
            out.out(f"  connection {name}: {target}")
        tables = cfg["tables"]
        out.out(f"  tables: include {tables.get('include')}, exclude {tables.get('exclude')}")
        for w in cfg["warnings"]:
            out.err("warning: " + w)
    else:
        out.out("config: not usable yet (the agent can inspect it and propose fixes)")
        for line in cfg["error"].splitlines():
            out.out(f"  {line}")
    tools = info["tools"]
    out.out(f"tools ({len(tools)}):")
    width = max((len(t["name"]) for t in tools), default=0)
    for t in tools:
        mode = "write" if t["writes"] else "read"
        note = "" if t["allowed"] else " (refused without --apply)"
        out.out(f"  {t['name']:<{width}} {mode}{note}")
    lim = info["limits"]
    out.out(
        f"limits: max turns {lim['max_turns']}, model {lim['model']}, writes {lim['writes']}, "
        f"timeout {lim['timeout_seconds']:g} s, cost cap ${lim['max_budget_usd']:g}"
    )
    pre = info["prerequisites"]
    yes = {True: "yes", False: "no"}
    out.out(
        f"live run needs: Agent SDK installed: {yes[pre['sdk']]}, API key set: {yes[pre['api_key']]}, "
        f"Claude Code runtime found: {yes[pre['runtime']]}"
    )
    out.out("dry run: nothing was sent anywhere")


def _print_report(out: Output, report: Any, opts: Any) -> None:
    out.out(f"tool calls ({len(report.calls)}):")
    for i, c in enumerate(report.calls, 1):
        mark = "ok     " if c.ok else "refused" if "not allowed here" in c.summary else "error  "
        out.out(f"  {i:>2}. {c.tool:<24} {mark} {c.summary}")
    if report.rejected:
        out.out(f"calls the runtime refused ({len(report.rejected)}):")
        for i, c in enumerate(report.rejected, 1):
            out.out(f"  {i:>2}. {c.tool:<24} {c.summary}")
    out.out(f"files changed ({len(report.files_changed)}):")
    for p in report.files_changed:
        out.out(f"  {p}")
    for w in report.warnings:
        out.err(click.style("warning: ", fg="yellow", bold=True) + w)
    if report.final_text and (report.stop == "completed" or report.final_text not in report.detail):
        out.out("result:")
        for line in report.final_text.splitlines():
            out.out(f"  {line}")
    if report.cost_usd is not None:
        out.out(f"cost: ${report.cost_usd:.4f} (cap ${opts.max_budget_usd:g})")
    if report.stop == "max_turns":
        out.err(
            f"stopped: the turn limit ({opts.max_turns}) was reached before the goal was done", fg="yellow"
        )
    elif report.stop == "budget":
        out.err(
            f"stopped: the cost cap (${opts.max_budget_usd:g}) was reached before the goal was done "
            "(raise it with --max-budget-usd)",
            fg="yellow",
        )
    elif report.stop in ("error", "timeout"):
        out.err(f"stopped: {report.detail}", fg="red")


@click.command()
@click.option(
    "--goal", "-g", required=True, help='What to achieve, e.g. "generate CRUD for every sys_* table".'
)
@config_option
@click.option("--dry-run", is_flag=True, help="Print the goal, config, tools and limits; call nothing.")
@click.option("--max-turns", type=click.IntRange(1, 500), default=20, show_default=True, help="Turn limit.")
@click.option(
    "--max-budget-usd",
    type=click.FloatRange(0.01, 1000),
    default=2.0,
    show_default=True,
    help="Cost cap in US dollars (API usage as the runtime prices it); the run stops past it.",
)
@click.option("--model", help="Claude model (default: the SDK's).")
@click.option("--apply", "apply_", is_flag=True, help="Allow writes (config patches, generated files).")
@click.option(
    "--timeout",
    type=click.FloatRange(1, 86400),
    default=600,
    show_default=True,
    help="Seconds the whole run may take.",
)
def agent(
    goal: str,
    config_path: Path | None,
    dry_run: bool,
    max_turns: int,
    max_budget_usd: float,
    model: str | None,
    apply_: bool,
    timeout: float,
) -> None:
    """Reach a goal unattended with the Claude Agent SDK, using genix's own tools.

    \b
    Safe order: inspect -> configure -> plan -> apply. Without --apply nothing is written
    (the agent plans and previews). Live runs need `pip install "dbjavagenix[agent]"` and an
    API key (ANTHROPIC_API_KEY); --dry-run needs neither. Exit 0 when the goal was completed,
    1 when the turn limit, the cost cap, the timeout or an API error stopped it, 2 when something is missing.
    """
    out = Output()
    with errors(out):
        from dbjavagenix import agent as runner

        opts = runner.AgentOptions(
            goal=goal,
            config=config_path,
            max_turns=max_turns,
            model=model,
            apply=apply_,
            timeout=timeout,
            max_budget_usd=max_budget_usd,
        )
        if dry_run:
            _print_dry_run(out, runner.dry_run_report(opts))
            sys.exit(EXIT_OK)
        runner.check_prerequisites(os.environ)
        import anyio

        report = anyio.run(runner.run, opts)
        _print_report(out, report, opts)
    sys.exit(EXIT_OK if report.stop == "completed" else EXIT_DRIFT)
