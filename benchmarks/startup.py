#!/usr/bin/env python3
"""Start-up cost of the commands people run most, in CPU time (user + system of the ``genix``
process, not wall time: the figure does not depend on what else the machine is doing), against
the targets of issue 11:

    genix --version                 <= 60 ms
    genix agent --goal ... --dry-run <= 200 ms
    genix plan (the bundled demo)   <= 400 ms   (nothing built yet: every file to create)

Each command runs once to warm Python's bytecode cache (a private one, in a temporary folder),
then ``--repeat`` times; the minimum and the median are printed. Figures only: nothing is
asserted (a line says whether each target is met).

    python benchmarks/startup.py [--repeat 9]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GENIX = [sys.executable, "-m", "dbjavagenix"]


def demo(root: Path) -> Path:
    """The bundled demo, its database built (as the first ``genix build`` does)."""
    from dbjavagenix.introspect.connect import build_sqlite

    (root / "examples" / "demo").mkdir(parents=True)
    shutil.copy(REPO / "examples" / "demo" / "schema.sql", root / "examples" / "demo" / "schema.sql")
    build_sqlite(root / "examples/demo/demo.db", root / "examples/demo/schema.sql", "main")
    shutil.copy(REPO / "genix.toml.example", root / "genix.toml")
    return root / "genix.toml"


def cpu_ms(argv: list[str], cwd: Path, env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return 1000 * ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="genix-startup-") as tmp:
        root = Path(tmp)
        cfg = demo(root / "demo")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(root / "pycache")
        cases = [
            ("genix --version", [*GENIX, "--version"], 60.0),
            ("genix agent --dry-run", [*GENIX, "agent", "--goal", "generate CRUD", "--dry-run"], 200.0),
            ("genix plan (demo, 68 new files)", [*GENIX, "plan"], 400.0),
        ]
        python = [sys.executable, "-c", "pass"]
        cpu_ms(python, cfg.parent, env)
        floor = min(cpu_ms(python, cfg.parent, env) for _ in range(args.repeat))
        print(f"CPU ms (user + system), min / median of {args.repeat}; python -c pass: {floor:.0f}")
        for label, argv, target in cases:
            cpu_ms(argv, cfg.parent, env)  # warm the bytecode cache
            runs = [cpu_ms(argv, cfg.parent, env) for _ in range(args.repeat)]
            best, median = min(runs), statistics.median(runs)
            verdict = "meets" if median <= target else "MISSES"
            print(f"  {label:<34} {best:6.0f} / {median:6.0f}   target {target:.0f}: {verdict}")
        if (root / "demo" / "demo-out").exists():
            print("note: the plan wrote files (it must not)")


if __name__ == "__main__":
    main()
