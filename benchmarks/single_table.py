#!/usr/bin/env python3
"""What the single-table MCP tools cost on a large schema: CPU seconds (this process) and wall
of ``codegen_plan {"tables": [one]}``, a one-key ``config_patch`` dry run and
``codegen_render_layer`` of one table, called through the tool registry on a synthetic schema
(``../shared/bench/make_schema.py``), before the first build and after it. The issue's target:
a one-key patch at 1000 tables within 0.5 s. Figures only: nothing is asserted.
``--source mariadb`` loads the schema's MySQL DDL into a database of the server
``GENIX_TEST_MYSQL_URL`` names (dropped afterwards) and reads it from there.

    python benchmarks/single_table.py [--tables 1000] [--repeat 3] [--source sqlite|mariadb]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
MAKE_SCHEMA = REPO.parent / "shared" / "bench" / "make_schema.py"


def measure(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median CPU and wall seconds of ``fn`` (after one warm call)."""
    fn()
    cpu, wall = [], []
    for _ in range(repeat):
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return statistics.median(cpu), statistics.median(wall)


def load_mariadb(ddl: Path, name: str) -> str:
    """The schema loaded into database ``name`` of the server ``GENIX_TEST_MYSQL_URL`` names
    (``build.mariadb``: kept when complete); its URL."""
    server = os.environ.get("GENIX_TEST_MYSQL_URL", "").rstrip("/")
    if not server:
        raise SystemExit("--source mariadb needs GENIX_TEST_MYSQL_URL (a server URL without a database)")
    sys.path.insert(0, str(REPO / "benchmarks"))
    from build import mariadb

    return mariadb(server, name, ddl)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--source", choices=["sqlite", "mariadb"], default="sqlite")
    args = ap.parse_args()
    if not MAKE_SCHEMA.is_file():
        raise SystemExit(f"the shared bench folder is missing: {MAKE_SCHEMA}")
    from dbjavagenix.tools import ToolEnv, registry

    with tempfile.TemporaryDirectory(prefix="genix-single-table-") as tmp:
        root = Path(tmp)
        env_vars = dict(os.environ, OUT_DIR=str(root))
        subprocess.run(
            [sys.executable, str(MAKE_SCHEMA), str(args.tables)],
            env=env_vars,
            check=True,
            capture_output=True,
        )
        url = f"sqlite:///schema_{args.tables}.db"
        if args.source == "mariadb":
            url = load_mariadb(root / f"schema_{args.tables}.mysql.sql", f"genix_bench_single_{args.tables}")
        cfg = root / "genix.toml"
        cfg.write_text(
            f'[project]\nbase_package = "com.acme.big"\noutput = "out"\n\n[connections.main]\nurl = "{url}"\n'
        )
        env = ToolEnv(config=cfg)
        tools = registry()
        listed = tools.call(env, "db_list_tables", {}).data
        assert listed is not None
        one = listed["tables"][0]["name"]

        def call(name: str, arguments: dict[str, Any]) -> Callable[[], object]:
            def run() -> None:
                outcome = tools.call(env, name, arguments)
                assert outcome.ok, outcome.message

            return run

        calls = {
            f'codegen_plan {{"tables": ["{one}"]}}': call("codegen_plan", {"tables": [one]}),
            "config_patch (one key, dry run)": call(
                "config_patch",
                {"edits": [{"path": f"tables.{one}.class_name", "value": "Renamed"}], "dry_run": True},
            ),
            "codegen_render_layer (entity)": call(
                "codegen_render_layer", {"table": one, "layers": ["entity"]}
            ),
        }
        print(
            f"single-table tools at {args.tables} tables  python {sys.version.split()[0]}  repeat {args.repeat}"
        )
        for state in ("before the first build", "after a build"):
            if state == "after a build":
                t0 = time.perf_counter()
                outcome = tools.call(env, "codegen_apply", {})
                assert outcome.ok, outcome.message
                print(f"  (build: {time.perf_counter() - t0:.1f} s wall)")
            print(f"{state}:")
            for label, fn in calls.items():
                cpu, wall = measure(fn, args.repeat)
                print(f"  {label:<48} {cpu:6.2f} s CPU  {wall:6.2f} s wall")


if __name__ == "__main__":
    main()
