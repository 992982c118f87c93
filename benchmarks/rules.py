#!/usr/bin/env python3
"""Column rules must not slow a build: the CPU of resolving a 1000-table schema (prepare +
resolve, in process, the catalog read once) with 20 column rules versus with none.

The schema comes from ../shared/bench/make_schema.py (SQLite; audit columns, logic-delete and
version flags, money, secrets-like and tenant columns, like the real ones). The rules are the
kind teams write: audit fills, logic delete with values, tenant ignore, regexes for secrets,
types for money and time, table globs. Runs alternate (no rules, rules) so both see the same
machine load; medians of ``--repeat`` runs. Target: rules cost at most 10% more CPU.

    python benchmarks/rules.py [--tables 1000] [--repeat 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = (REPO.parent / "shared" / "bench").resolve()
sys.path.insert(0, str(REPO / "src"))

RULES = """
[rules.audit_insert]
columns = ["create_by", "create_time"]
role = "fill-on-insert"
[rules.audit_update]
columns = ["update_by", "update_time"]
role = "fill-on-insert-update"
[rules.deleted]
columns = ["deleted"]
role = "logic-delete"
deleted = "true"
not_deleted = "false"
[rules.version]
columns = ["version"]
role = "version"
[rules.tenant]
columns = ["tenant_id"]
ignore = true
[rules.secrets]
regex = "pass(word)?|salt|secret|token"
sensitive = true
[rules.money]
types = ["decimal"]
columns = ["*amount*", "price"]
comment = "money"
[rules.rates]
columns = ["*_rate"]
java_type = "java.math.BigDecimal"
[rules.times]
types = ["datetime"]
java_type = "java.time.LocalDateTime"
[rules.dates]
types = ["date"]
java_type = "java.time.LocalDate"
[rules.json]
columns = ["*_json"]
comment = "JSON"
[rules.blobs]
types = ["blob"]
tables = ["*_ext", "*_his"]
ignore = true
[rules.emails]
columns = ["email"]
constraints = ["@Email"]
[rules.codes]
columns = ["code"]
required = true
[rules.names]
regex = "^(name|title)$"
comment = "display name"
[rules.ips]
columns = ["ip_address"]
exclude_tables = ["*_log"]
sensitive = true
[rules.agents]
columns = ["user_agent"]
tables = ["*_log"]
ignore = true
[rules.sort]
columns = ["sort_order"]
jdbc_type = "INTEGER"
[rules.urls]
columns = ["*_url"]
comment = "URL"
[rules.levels]
columns = ["level", "score"]
types = ["int*"]
java_type = "Integer"
"""


def config(folder: Path, db: Path, rules: bool) -> Path:
    cfg = folder / ("rules.toml" if rules else "plain.toml")
    cfg.write_text(
        '[project]\noutput = "out"\nbase_package = "com.example.bench"\n'
        f'[connections.main]\nurl = "sqlite:///{db.as_posix()}"\n' + (RULES if rules else ""),
        encoding="utf-8",
    )
    return cfg


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    from dbjavagenix import pipeline
    from dbjavagenix.config.load import load_config

    work = Path(tempfile.mkdtemp(prefix="genix-rules-"))
    subprocess.run(
        [sys.executable, str(BENCH / "make_schema.py"), str(args.tables)],
        cwd=work,
        env={**os.environ, "OUT_DIR": str(work)},
        check=True,
        capture_output=True,
    )
    db = work / f"schema_{args.tables}.db"
    plain, ruled = load_config(config(work, db, False)), load_config(config(work, db, True))
    assert len(ruled.config.rules) == 20
    catalogs = pipeline.read_catalogs(plain)
    ncols = sum(len(t.columns) for t in catalogs["main"].tables)

    def run(loaded: object) -> tuple[float, int]:
        t0 = time.process_time()
        prepared = pipeline.prepare_project(loaded, catalogs)  # type: ignore[arg-type]
        project = pipeline.resolve_project(prepared)
        return time.process_time() - t0, len(project.tables)

    run(plain)
    run(ruled)  # warm caches and imports
    base: list[float] = []
    rules: list[float] = []
    for _ in range(args.repeat):
        base.append(run(plain)[0])
        rules.append(run(ruled)[0])
    prepared = pipeline.prepare_project(ruled, catalogs)
    traits = sum(len(tp.traits) for tp in prepared.tables.values())
    b, r = statistics.median(base), statistics.median(rules)
    print(
        f"rules benchmark: {args.tables} tables, {ncols} columns, 20 rules setting traits on {traits} columns"
    )
    print(f"  resolve CPU without rules  {b:.3f} s (median of {args.repeat})")
    print(f"  resolve CPU with 20 rules  {r:.3f} s")
    print(f"  overhead                   {100 * (r - b) / b:+.1f} %   (target <= +10 %)")


if __name__ == "__main__":
    main()
