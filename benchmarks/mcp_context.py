#!/usr/bin/env python3
"""What genix's MCP tools cost a model's context. Figures only: nothing is asserted (the tests
hold the limits).

1. The tool list: characters and tokens of ``tools/list`` as the wire carries it, and of what a
   model sees of it (each tool's name, description and input schema, as a client passes them to
   the Messages API; annotations and output schemas stay with the client). Tokens are counted
   with ``@anthropic-ai/tokenizer`` (npm; Anthropic's published tokenizer, the one of the Claude 2
   models: later models' tokenizers are not published, so this is a yardstick, not the exact
   count) when Node and npm are there (it is installed once into ~/.cache/genix-bench/);
   otherwise, and always beside it, characters / 4.
2. Answers on a synthetic 1000-table schema (``../shared/bench/make_schema.py``) through a real
   MCP client session (in-process, JSON-RPC over memory streams): the characters of every
   tool's default answer (the text blocks, and the structured content as JSON), how many pages
   walk the whole plan and how long that takes, and the progress notifications of one plan.

    python benchmarks/mcp_context.py [--tables 1000] [--no-tokenizer]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
MAKE_SCHEMA = REPO.parent / "shared" / "bench" / "make_schema.py"
TOKENIZER = "@anthropic-ai/tokenizer@0.0.4"
CACHE = Path.home() / ".cache" / "genix-bench" / "tokenizer"
COUNT_JS = """
const {countTokens} = require("@anthropic-ai/tokenizer");
let data = ""; process.stdin.on("data", d => data += d);
process.stdin.on("end", () => console.log(JSON.stringify(JSON.parse(data).map(countTokens))));
"""


def token_counter(enabled: bool) -> Any:
    """A function counting tokens of many texts, or None when the tokenizer is unavailable."""
    if not enabled or not shutil.which("node") or not shutil.which("npm"):
        return None
    if not (CACHE / "node_modules" / "@anthropic-ai" / "tokenizer").is_dir():
        CACHE.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", str(CACHE), TOKENIZER],
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            print(f"(tokenizer not installed: {done.stderr.strip()[:200]})")
            return None
    (CACHE / "count.js").write_text(COUNT_JS)

    def count(texts: list[str]) -> list[int]:
        out = subprocess.run(
            ["node", str(CACHE / "count.js")],
            input=json.dumps(texts),
            capture_output=True,
            text=True,
            cwd=CACHE,
            check=True,
        )
        counts: list[int] = json.loads(out.stdout)
        return counts

    return count


def tool_list(cfg: Path, count: Any) -> None:
    import anyio
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    async def listed() -> list[Any]:
        async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
            return list((await c.list_tools()).tools)

    tools = anyio.run(listed)
    wire = json.dumps({"tools": [t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools]})
    seen = [
        json.dumps({"name": t.name, "description": t.description, "input_schema": t.input_schema})
        for t in tools
    ]
    tokens = count([wire, "[" + ",".join(seen) + "]", *seen]) if count else None
    print(f"tools/list: {len(tools)} tools")
    line = "  {:<34} {:>8} chars {:>7} tokens {:>7} chars/4"
    print(line.format("the whole list (wire)", len(wire), tokens[0] if tokens else "-", len(wire) // 4))
    print(
        line.format(
            "what a model sees", sum(map(len, seen)), tokens[1] if tokens else "-", sum(map(len, seen)) // 4
        )
    )
    per = sorted(
        zip(tools, seen, tokens[2:] if tokens else [0] * len(seen), strict=True), key=lambda x: -len(x[1])
    )
    for t, s, n in per:
        print(line.format("  " + t.name, len(s), n if tokens else "-", len(s) // 4))
    print("  tokenizer:", TOKENIZER if tokens else "none available: characters / 4 only")


DEFAULT_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("config_get", {}),
    ("config_validate", {}),
    ("db_test_connection", {}),
    ("db_list_tables", {}),
    ("db_describe_table", {"table": "{big}"}),
    ("codegen_build_context", {"table": "{big}"}),
    ("codegen_render_layer", {"table": "{big}"}),
    ("codegen_render_layer", {"layers": ["common"]}),
    ("codegen_plan", {}),
    ("codegen_plan", {"diffs": "all", "tables": ["{big}"]}),
    ("codegen_check", {}),
    ("springboot_read_config", {}),
]


def answers(root: Path, tables: int) -> None:
    import anyio
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    env = dict(os.environ, OUT_DIR=str(root))
    subprocess.run([sys.executable, str(MAKE_SCHEMA), str(tables)], env=env, check=True, capture_output=True)
    cfg = root / "genix.toml"
    cfg.write_text(
        f'[project]\nbase_package = "com.acme.big"\noutput = "out"\n\n'
        f'[connections.main]\nurl = "sqlite:///schema_{tables}.db"\n'
    )

    def size(result: Any) -> tuple[int, int]:
        text = sum(len(c.text) for c in result.content if getattr(c, "type", "") == "text")
        structured = len(json.dumps(result.structured_content, ensure_ascii=False, separators=(",", ":")))
        return text, structured

    async def main() -> None:
        async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
            listed = (await c.call_tool("db_list_tables", {})).structured_content
            widest = max(listed["tables"], key=lambda t: t["columns"])
            cursor = listed["page"]["next_cursor"]
            while cursor:
                page = (await c.call_tool("db_list_tables", {"cursor": cursor})).structured_content
                widest = max([widest, *page["tables"]], key=lambda t: t["columns"])
                cursor = page["page"]["next_cursor"]
            big = widest["name"]
            print(f"default answers on {tables} tables (characters: text blocks / structured JSON)")
            for name, args in DEFAULT_CALLS:
                args = json.loads(json.dumps(args).replace("{big}", big))
                t0 = time.perf_counter()
                result = await c.call_tool(name, args)
                ms = (time.perf_counter() - t0) * 1000
                text, structured = size(result)
                page = (result.structured_content or {}).get("page") or {}
                more = f"page of {page['total']}" if page.get("next_cursor") else ""
                flag = " ERROR" if result.is_error else ""
                print(
                    f"  {name:<24} {json.dumps(args)[:40]:<40} {text:>7} {structured:>7} {ms:>7.0f} ms {more}{flag}"
                )
            events: list[float] = []

            async def progress(done: float, total: float | None, message: str | None) -> None:
                events.append(done)

            t0 = time.perf_counter()
            first = await c.call_tool("codegen_plan", {}, progress_callback=progress)
            pages, largest = 1, size(first)
            cursor = first.structured_content["page"]["next_cursor"]
            listed_files = len(first.structured_content["files"])
            while cursor:
                page = await c.call_tool("codegen_plan", {"cursor": cursor})
                pages += 1
                largest = max(largest, size(page))
                listed_files += len(page.structured_content["files"])
                cursor = page.structured_content["page"]["next_cursor"]
            seconds = time.perf_counter() - t0
            print(
                f"walking the plan: {pages} pages, {listed_files} files, largest page {largest[0]} / "
                f"{largest[1]} chars, {seconds:.1f} s; progress notifications of the plan: {len(events)}"
            )

    anyio.run(main)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--no-tokenizer", action="store_true", help="characters / 4 only")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="genix-mcp-context-") as tmp:
        root = Path(tmp)
        (root / "genix.toml").write_text(
            '[project]\nbase_package = "com.acme"\n\n[connections.main]\nurl = "sqlite:///x.db"\n'
        )
        tool_list(root / "genix.toml", token_counter(not args.no_tokenizer))
        if MAKE_SCHEMA.is_file():
            answers(root, args.tables)
        else:
            print(f"(no {MAKE_SCHEMA}: answer sizes skipped)")


if __name__ == "__main__":
    main()
