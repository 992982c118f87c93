#!/usr/bin/env python3
"""Latency of genix's tools, called directly through the registry and through a real MCP
client session (in-process, JSON-RPC over memory streams), on a copy of the bundled demo;
plus the start-up of ``genix mcp`` (first answer over stdio) and of ``genix agent --dry-run``.
Figures only: nothing is asserted.

    python benchmarks/mcp_tools.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
GENIX = [sys.executable, "-m", "dbjavagenix"]

CALLS: list[tuple[str, dict[str, Any]]] = [
    ("config_get", {"path": "connections.main"}),
    ("config_validate", {}),
    ("config_patch", {"edits": [{"path": "tables.sys_user.class_name", "value": "User"}], "dry_run": True}),
    ("db_test_connection", {}),
    ("db_describe_table", {"table": "shop_order"}),
    ("codegen_build_context", {"table": "shop_order"}),
    ("codegen_render_layer", {"table": "shop_order", "layers": ["entity"]}),
    ("codegen_plan", {"diffs": "none"}),
]


def demo(root: Path) -> Path:
    """A copy of the demo with its database built (tools that only read never build it)."""
    from dbjavagenix.introspect.connect import build_sqlite

    (root / "examples" / "demo").mkdir(parents=True)
    shutil.copy(REPO / "examples" / "demo" / "schema.sql", root / "examples" / "demo" / "schema.sql")
    build_sqlite(root / "examples/demo/demo.db", root / "examples/demo/schema.sql", "main")
    shutil.copy(REPO / "genix.toml.example", root / "genix.toml")
    return root / "genix.toml"


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    fn()  # warm: caches, first SQLite build
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def direct(cfg: Path, repeat: int) -> dict[str, float]:
    from dbjavagenix.tools import ToolEnv, registry

    env = ToolEnv(config=cfg)
    out = {}
    for name, args in CALLS:

        def one(name: str = name, args: dict[str, Any] = args) -> None:
            outcome = registry().call(env, name, args)
            assert outcome.ok, outcome.message

        out[name] = median_ms(one, repeat)
    return out


def over_mcp(cfg: Path, repeat: int) -> dict[str, float]:
    import anyio
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    server = build_server(ToolEnv(config=cfg))
    out: dict[str, float] = {}

    async def main() -> None:
        async with Client(server, mode="legacy", cache=None) as client:
            for name, args in CALLS:
                times = []
                for i in range(repeat + 1):
                    t0 = time.perf_counter()
                    result = await client.call_tool(name, args)
                    assert not result.is_error
                    if i:
                        times.append(time.perf_counter() - t0)
                out[name] = statistics.median(times) * 1000

    anyio.run(main)
    return out


def stdio_first_answer(cfg: Path) -> float:
    import anyio
    from mcp import Client, StdioServerParameters

    params = StdioServerParameters(
        command=GENIX[0], args=[*GENIX[1:], "mcp", "-c", str(cfg)], env=dict(os.environ)
    )

    async def main() -> float:
        t0 = time.perf_counter()
        async with Client(params, mode="legacy", cache=None) as client:
            await client.call_tool("config_get", {"path": "project.category"})
            return time.perf_counter() - t0

    return anyio.run(main)


def wall(argv: list[str], cwd: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run(argv, cwd=cwd, capture_output=True, check=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="genix-mcp-bench-") as tmp:
        cfg = demo(Path(tmp))
        d = direct(cfg, args.repeat)
        m = over_mcp(cfg, args.repeat)
        print(f"tool latency on the demo (11 tables), median of {args.repeat} (ms)")
        print(f"  {'tool':<24} {'registry':>9} {'over MCP':>9}")
        for name, _ in CALLS:
            print(f"  {name:<24} {d[name]:>9.1f} {m[name]:>9.1f}")
        runs = [stdio_first_answer(cfg) for _ in range(3)]
        print(f"genix mcp (stdio): start, handshake and first answer: {statistics.median(runs):.2f} s")
        dry = [wall([*GENIX, "agent", "-g", "x", "-c", str(cfg), "--dry-run"], cfg.parent) for _ in range(3)]
        print(f"genix agent --dry-run: {statistics.median(dry):.2f} s")


if __name__ == "__main__":
    main()
