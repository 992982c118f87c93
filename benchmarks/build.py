#!/usr/bin/env python3
"""Cold build, no-op rebuild and start-up of genix against the floor, on synthetic SQLite schemas.

For each size (default 50, 200, 1000 tables, made with ../shared/bench/make_schema.py) it runs,
alternating genix and the floor (../shared/bench/floor.py) so both see the same machine load:

* genix cold ``build`` (empty output folder): wall, CPU (user+sys), peak RSS, and wall per stage
  (start-up + imports, introspect, resolve, render, plan, write);
* genix no-op rebuild (nothing changed);
* the floor's cold run with ``--timings`` (import, read, model, compile, render, write);

(each run starts after ``sync`` so the previous run's write-back does not slow it down)

and prints medians of ``--repeat`` runs plus the ratios genix / floor. It also times
``genix --version`` and ``genix --help``. Figures only: nothing is asserted.

    python benchmarks/build.py [--sizes 50 200 1000] [--repeat 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = (REPO.parent / "shared" / "bench").resolve()
GENIX = [sys.executable, "-m", "dbjavagenix"]


@dataclass
class Run:
    wall: float
    cpu: float
    rss_mb: float
    stages: dict[str, float] = field(default_factory=dict)


def measure(cmd: list[str], cwd: Path) -> tuple[Run, str, str]:
    """Run ``cmd``; wall time, CPU (user+sys) and peak RSS of that process alone (os.wait4)."""
    with tempfile.TemporaryFile("w+") as fout, tempfile.TemporaryFile("w+") as ferr:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=fout, stderr=ferr, text=True)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        fout.seek(0)
        ferr.seek(0)
        out, err = fout.read(), ferr.read()
    if proc.returncode not in (0,):
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{err}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024), out, err


def settle() -> None:
    """Flush what the previous run wrote, so its write-back does not land on the next run."""
    os.sync()
    time.sleep(0.5)


def genix_build(config: Path, out_dir: Path, cold: bool) -> Run:
    if cold:
        shutil.rmtree(out_dir, ignore_errors=True)
    settle()
    run, out, _ = measure([*GENIX, "build", "-c", str(config), "--json"], config.parent)
    data = json.loads(out)
    stages = {k: float(v) for k, v in data["timings"].items() if k != "total"}
    stages["startup+imports"] = max(run.wall - sum(stages.values()), 0.0)
    run.stages = stages
    return run


def floor_build(db: Path, out_dir: Path) -> Run:
    shutil.rmtree(out_dir, ignore_errors=True)
    settle()
    run, _, err = measure(
        [sys.executable, str(BENCH / "floor.py"), str(db), str(out_dir), "--timings"], out_dir.parent
    )
    m = re.search(r"\|(.*)\(wall/cpu s\)", err)
    if m:
        for part in m.group(1).split():
            name, _, vals = part.partition("=")
            run.stages[name] = float(vals.split("/")[0])
    return run


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def median_run(runs: list[Run]) -> Run:
    keys = sorted({k for r in runs for k in r.stages})
    return Run(
        med([r.wall for r in runs]),
        med([r.cpu for r in runs]),
        med([r.rss_mb for r in runs]),
        {k: med([r.stages.get(k, 0.0) for r in runs]) for k in keys},
    )


def startup(repeat: int, cwd: Path) -> dict[str, float]:
    out = {}
    for arg in ("--version", "--help"):
        runs = [measure([*GENIX, arg], cwd)[0] for _ in range(max(repeat, 5))]
        out[arg] = med([r.wall for r in runs])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[50, 200, 1000])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = ap.parse_args()
    if not (BENCH / "make_schema.py").is_file():
        raise SystemExit(f"the shared bench folder is missing: {BENCH}")

    work = args.keep or Path(tempfile.mkdtemp(prefix="genix-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, str(BENCH / "make_schema.py"), *map(str, args.sizes)],
        cwd=work,
        env={**os.environ, "OUT_DIR": str(work)},
        check=True,
        capture_output=True,
    )

    print(
        f"genix build benchmark  python {sys.version.split()[0]}  cpus {os.cpu_count()}  repeat {args.repeat}"
    )
    s = startup(args.repeat, work)
    print(
        f"start-up: genix --version {s['--version'] * 1000:.0f} ms, genix --help {s['--help'] * 1000:.0f} ms "
        f"(target < 300 ms)"
    )
    stage_names = ["startup+imports", "introspect", "resolve", "render", "plan", "write"]
    for n in args.sizes:
        db = work / f"schema_{n}.db"
        config = work / f"genix_{n}.toml"
        out_dir = work / f"out_{n}"
        config.write_text(
            f'[project]\noutput = "out_{n}"\nbase_package = "com.example.bench"\n'
            f'[connections.main]\nurl = "sqlite:///{db.name}"\n',
            encoding="utf-8",
        )
        cold: list[Run] = []
        noop: list[Run] = []
        floor: list[Run] = []
        for _ in range(args.repeat):
            floor.append(floor_build(db, work / f"floor_{n}"))
            cold.append(genix_build(config, out_dir, cold=True))
            noop.append(genix_build(config, out_dir, cold=False))
        c, o, f = median_run(cold), median_run(noop), median_run(floor)
        print(f"\n== {n} tables (medians of {args.repeat})")
        print(f"  genix cold build : wall {c.wall:6.2f} s  cpu {c.cpu:6.2f} s  peak RSS {c.rss_mb:6.1f} MB")
        print("     stages (wall) : " + "  ".join(f"{k} {c.stages.get(k, 0):.3f}" for k in stage_names))
        print(f"  genix no-op      : wall {o.wall:6.2f} s  cpu {o.cpu:6.2f} s  peak RSS {o.rss_mb:6.1f} MB")
        print(f"  floor cold       : wall {f.wall:6.2f} s  cpu {f.cpu:6.2f} s  peak RSS {f.rss_mb:6.1f} MB")
        print("     stages (wall) : " + "  ".join(f"{k} {v:.3f}" for k, v in f.stages.items()))
        print(
            f"  ratios           : cold cpu genix/floor {c.cpu / f.cpu:5.2f} (target <= 0.6)  "
            f"cold wall {c.wall / f.wall:5.2f}  no-op/cold wall {o.wall / c.wall:5.2f} (target <= 0.15)  "
            f"RSS genix/floor {c.rss_mb / f.rss_mb:5.2f} (target <= 2)"
        )
        print(f"  per table        : genix cold {c.wall / n * 1000:.2f} ms, floor {f.wall / n * 1000:.2f} ms")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
