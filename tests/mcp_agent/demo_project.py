"""The project the tool tests run against: the bundled demo (genix.toml.example and
examples/demo/schema.sql) copied into a temporary folder, so its SQLite database, output
folder and config edits never touch the repository. Plus a helper to call tools through a real
MCP client session."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]


def make_demo(root: Path, *, database: bool = True) -> Path:
    """A copy of the bundled demo under ``root``; returns its config file. ``database``: also
    build its SQLite file from the schema (what the first ``genix build`` does: tools that only
    read never create it)."""
    from dbjavagenix.introspect.connect import build_sqlite

    demo = root / "examples" / "demo"
    demo.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "examples" / "demo" / "schema.sql", demo / "schema.sql")
    if database:
        build_sqlite(demo / "demo.db", demo / "schema.sql", "main")
    cfg = root / "genix.toml"
    shutil.copy(REPO / "genix.toml.example", cfg)
    return cfg


def genix(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``genix ARGS`` run in ``cwd`` as its own process (the CLI exactly as users start it)."""
    return subprocess.run(
        [sys.executable, "-m", "dbjavagenix", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def call(server: Any, tool: str, arguments: dict[str, Any] | None = None) -> Any:
    """Call one tool through a real MCP client session (JSON-RPC over in-memory streams, with
    the initialize handshake: ``mode="legacy"``), returning the ``CallToolResult``."""
    from mcp import Client

    async with Client(server, mode="legacy", cache=None) as client:
        return await client.call_tool(tool, arguments or {})


def text_of(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


def ok(result: Any) -> dict[str, Any]:
    """The structured content of a successful result (and checks the text mirrors it)."""
    assert not result.is_error, text_of(result)
    data: dict[str, Any] = result.structured_content
    assert json.loads(result.content[1].text) == data
    assert result.content[0].text and "\n" not in result.content[0].text
    return data


def error_of(result: Any) -> dict[str, Any]:
    """The structured error of an error result: a known code, and the same first problem the
    text starts with."""
    from dbjavagenix.errors import ERROR_CODES

    assert result.is_error, text_of(result)
    error: dict[str, Any] = result.structured_content["error"]
    assert error["code"] in dict(ERROR_CODES), error
    assert error["message"] in result.content[0].text
    assert error["diagnostics"][0]["message"] == error["message"]
    return error


def failed(result: Any, code: str | None = None) -> str:
    """The message of an error result (located, one text block, a structured error with a
    known code: ``code`` when given)."""
    error = error_of(result)
    assert code is None or error["code"] == code, error
    assert len(result.content) == 1
    message: str = result.content[0].text
    assert message.startswith("error: ")
    assert "Traceback" not in message
    return message


async def all_pages(
    client: Any, tool: str, arguments: dict[str, Any], field: str, text: str
) -> dict[str, Any]:
    """The whole result of a paged tool through a client: the first answer with its ``field``
    list holding every page's items (an item cut at the end of a page joined with its rest: its
    ``text`` field continues on the next page). Each page is checked to fit (20,000
    characters of text)."""
    data: dict[str, Any] | None = None
    items: list[dict[str, Any]] = []
    edits: list[dict[str, Any]] = []
    cursor: str | None = None
    cut = False
    while True:
        result = await client.call_tool(tool, {"cursor": cursor} if cursor else arguments)
        page = ok(result)
        assert sum(len(c.text) for c in result.content) <= 20_000
        part = list(page[field])
        if cut:
            first = part.pop(0)
            items[-1] = {**items[-1], text: items[-1][text] + first[text]}
        items += part
        edits += page.get("config_edits", []) if field == "files" else []  # a render's page after its files
        data = data or page
        cut = page["page"]["cut"]
        cursor = page["page"]["next_cursor"]
        assert page["page"]["total"] == data["page"]["total"]
        if cursor is None:
            break
    assert data is not None and len(items) + len(edits) == data["page"]["total"]
    return {**data, field: items, **({"config_edits": edits} if "config_edits" in data else {})}


def assert_config_resource(text: str, cfg: Path) -> None:
    """``text`` (genix://config) is the config file, or (the example config is longer than a
    page) its head cut at a line end and a last comment line naming the tool that pages it."""
    whole = cfg.read_text(encoding="utf-8")
    if text == whole:
        return
    head, note = text.rstrip("\n").rsplit("\n", 1)
    assert len(text) <= 16_000 and whole.startswith(head + "\n"), text[-300:]
    assert note.startswith("# genix: ") and 'config_get {"source": "text"}' in note, note
