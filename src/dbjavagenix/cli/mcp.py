"""``genix mcp``: serve the tool registry to AI clients (Claude Desktop, Cursor, Claude Code)."""

from __future__ import annotations

import importlib.util
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix.cli.output import Output, config_option, errors
from dbjavagenix.errors import InputError

if TYPE_CHECKING:
    from dbjavagenix.tools import ToolEnv

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


class _HidingFormatter(logging.Formatter):
    """Log lines (messages, tracebacks) with the session's secrets hidden."""

    def __init__(self, env: ToolEnv) -> None:
        super().__init__("genix %(levelname)s %(name)s: %(message)s")
        self.env = env

    def format(self, record: logging.LogRecord) -> str:
        return self.env.scrub(super().format(record))


def log_to_stderr(level: str, env: ToolEnv) -> None:
    """Logs go to stderr (stdout carries the protocol), secrets hidden."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_HidingFormatter(env))
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
@click.option(
    "--read-only",
    is_flag=True,
    help="Serve only the tools that read: no tool that writes is listed, and nothing is created "
    "(no file, folder or database).",
)
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
        serve = _server_or_fail()
        from dbjavagenix.tools import ToolEnv

        if read_only:
            from dbjavagenix.render.jinja_env import read_only_cache

            read_only_cache()
        env = ToolEnv(
            config=config_path,
            allow_writes=not read_only,
            refused_hint="the server was started with --read-only",
        )
        log_to_stderr(log_level, env)
        serve(env, address)


def _server_or_fail() -> Any:
    """``mcp_server.serve``, or one clear error when the ``mcp`` extra is not installed (the SDK
    and what it brings: anyio, starlette, uvicorn ...)."""
    missing = InputError("the MCP SDK is not installed", hint='pip install "dbjavagenix[mcp]"')
    try:
        found = importlib.util.find_spec("mcp") is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        raise missing
    try:
        from dbjavagenix.mcp_server import serve
    except ModuleNotFoundError as e:
        if (e.name or "").split(".")[0].startswith("dbjavagenix"):
            raise
        raise missing from None
    return serve
