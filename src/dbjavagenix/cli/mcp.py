"""``genix mcp``: serve the tool registry to AI clients (Claude Desktop, Cursor, Claude Code)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import click

from dbjavagenix.cli.output import Output, config_option, errors
from dbjavagenix.errors import InputError

LOOPBACK = ("127.0.0.1", "::1", "localhost")


def parse_http(value: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) on a loopback address."""
    host, sep, port = value.rpartition(":")
    host = host.strip("[]")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise InputError(f"--http {value!r}: expected HOST:PORT, e.g. 127.0.0.1:8765")
    if host not in LOOPBACK:
        raise InputError(
            f"--http {value!r}: genix serves MCP over HTTP on loopback only (there is no authentication)",
            hint="use 127.0.0.1:PORT (tunnel it if a remote client needs it)",
        )
    return host, int(port)


def log_to_stderr(level: str) -> None:
    """Logs go to stderr (stdout carries the protocol)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("genix %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())


@click.command()
@config_option
@click.option(
    "--http",
    "http",
    metavar="HOST:PORT",
    help="Serve streamable HTTP on this loopback address instead of stdio (e.g. 127.0.0.1:8765).",
)
@click.option("--read-only", is_flag=True, help="Refuse every tool that writes (config or generated files).")
@click.option(
    "--log-level",
    type=click.Choice(["debug", "info", "warning", "error"]),
    default="warning",
    show_default=True,
    help="Log level (logs go to stderr).",
)
def mcp(config_path: Path | None, http: str | None, read_only: bool, log_level: str) -> None:
    """Serve genix's tools, resources and prompts over MCP (stdio by default).

    \b
    The config is found like every command does (-c, else genix.toml here or in a parent folder),
    on every tool call, so a client may create it with config_init. See docs/mcp.md for the
    Claude Desktop, Cursor and Claude Code settings.
    """
    out = Output()
    with errors(out):
        address = parse_http(http) if http is not None else None
        log_to_stderr(log_level)
        try:
            from dbjavagenix.mcp_server import serve
        except ModuleNotFoundError as e:
            if (e.name or "").split(".")[0] not in ("mcp", "mcp_types"):
                raise
            raise InputError("the MCP SDK is not installed", hint='pip install "dbjavagenix[mcp]"') from None
        from dbjavagenix.tools import ToolEnv

        env = ToolEnv(
            config=config_path,
            allow_writes=not read_only,
            refused_hint="the server was started with --read-only",
        )
        serve(env, address)
