#!/usr/bin/env python3
"""Regeneration benchmark: a 1000-table project, one table's schema changes, rebuild.

Every build is a fresh ``genix build`` process (what a user runs). Prints the cold build, a
rebuild with nothing changed, and rebuilds after one table gains a column (median of
``--repeat``), how many files each rebuild touched (mtime or existence changed, outside
``.genix/``) and whether they all belong to the changed table. Target: only that table's files
touched, in under 20% of the cold build.

    python benchmarks/regen.py [--tables 1000] [--repeat 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MAKE_SCHEMA = (REPO.parent / "shared" / "bench" / "make_schema.py").resolve()

CONFIG = """\
[project]
output = "out"
base_package = "com.example.bench"

[connections.main]
url = "sqlite:///{db}"
"""


def snapshot(out: Path) -> dict[str, int]:
    result = {}
    for dirpath, dirnames, filenames in os.walk(out):
        if ".genix" in dirnames:
            dirnames.remove(".genix")
        for name in filenames:
            p = os.path.join(dirpath, name)
            result[os.path.relpath(p, out)] = os.stat(p).st_mtime_ns
    return result


def touched(before: dict[str, int], after: dict[str, int]) -> list[str]:
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def genix_build(root: Path) -> float:
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "build", "-c", str(root / "genix.toml")],
        check=False,
        capture_output=True,
        text=True,
    )
    took = time.perf_counter() - t0
    if done.returncode != 0:
        sys.exit(f"genix build failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return took


def class_stem(table: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in table.split("_") if w)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = ap.parse_args()
    if not MAKE_SCHEMA.is_file():
        sys.exit(f"missing {MAKE_SCHEMA}")
    work = args.keep or Path(tempfile.mkdtemp(prefix="genix-regen-"))
    work.mkdir(parents=True, exist_ok=True)
    db = work / f"schema_{args.tables}.db"
    if not db.exists():
        subprocess.run(
            [sys.executable, str(MAKE_SCHEMA), str(args.tables)],
            check=True,
            env={**os.environ, "OUT_DIR": str(work)},
            stdout=subprocess.DEVNULL,
        )
    (work / "genix.toml").write_text(CONFIG.format(db=db), encoding="utf-8")
    out = work / "out"
    con = sqlite3.connect(db)
    tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    print(f"project: {len(tables)} tables in {work}")

    cold = genix_build(work)
    files = snapshot(out)
    print(f"cold build:            {cold:7.2f} s  ({len(files)} files)")

    before = snapshot(out)
    noop = genix_build(work)
    print(f"rebuild, no change:    {noop:7.2f} s  ({len(touched(before, snapshot(out)))} files touched)")

    times = []
    ok = True
    for n in range(args.repeat):
        table = tables[(n * 97 + 13) % len(tables)]
        con.execute(f'ALTER TABLE "{table}" ADD COLUMN bench_extra_{n} VARCHAR(20)')
        con.commit()
        before = snapshot(out)
        took = genix_build(work)
        changed = touched(before, snapshot(out))
        stem = class_stem(table)
        foreign = [p for p in changed if stem not in Path(p).stem]
        ok = ok and not foreign and bool(changed)
        times.append(took)
        print(
            f"rebuild, {table:<28} {took:7.2f} s  ({len(changed)} files touched: {', '.join(Path(p).name for p in changed)})"
        )
        if foreign:
            print(f"  files of other tables touched: {foreign}")
    con.close()
    med = statistics.median(times)
    ratio = med / cold
    print(f"rebuild after one table changed: median {med:.2f} s = {ratio:.1%} of the cold build")
    print(f"target (only that table's files, < 20% of cold): {'met' if ok and ratio < 0.20 else 'NOT met'}")


if __name__ == "__main__":
    main()
