#!/usr/bin/env python3
"""CPU of the render stage (templates → text, including the post-render import pass) at 1000
tables, per category, optionally against another checkout of genix in the same run.

Builds a synthetic schema with ``../shared/bench/make_schema.py``, then for each category loads
the config, reads the catalog, resolves every table once, and times ``pipeline.render`` over all
files with ``time.process_time`` (CPU of this process only, so rendering runs in this process:
``GENIX_JOBS=1``, no forked workers whose CPU it would not count): the first render (templates
compiled) and the median of ``--repeat`` warm renders. Introspection, resolution and writing are
outside the measured part.

With ``--against SRC`` (a ``src`` folder of another checkout, e.g. ``/work/main/src``) the same
measurement runs in a subprocess per side, alternating the two, and the ratio this / other is
printed (issue 17's target: the warm render at most 1.1× of the checkout before it).

    python benchmarks/render.py [--tables 1000] [--repeat 5] [--against SRC] [--categories ...]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MAKE_SCHEMA = next(
    (p / "shared" / "bench" / "make_schema.py" for p in REPO.parents if (p / "shared" / "bench").is_dir()),
    REPO.parent / "shared" / "bench" / "make_schema.py",
)
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")


def config_text(category: str, db: Path) -> str:
    java = "java = 21\n" if category == "sb35-java21" else ""
    return (
        f'[project]\noutput = "out"\nbase_package = "com.example.bench"\ncategory = "{category}"\n{java}'
        f'group_by_prefix = true\n\n[connections.main]\nurl = "sqlite:///{db}"\n'
    )


def measure_here(work: Path, category: str, repeat: int) -> dict[str, float]:
    """Render every file of the project ``repeat + 1`` times in this process."""
    from dbjavagenix import pipeline

    loaded = pipeline.load_config(work / f"genix-{category}.toml")
    catalogs = pipeline.read_catalogs(loaded)
    t0 = time.process_time()
    prepared = pipeline.prepare_project(loaded, catalogs)
    files = pipeline.resolve_project(prepared).files
    resolve = time.process_time() - t0
    times = []
    size = 0
    for _ in range(repeat + 1):
        t0 = time.process_time()
        rendered = pipeline.render(prepared, files)
        times.append(time.process_time() - t0)
        size = sum(len(r.text) for r in rendered)
    return {
        "files": float(len(files)),
        "chars": float(size),
        "resolve": resolve,
        "first": times[0],
        "warm": statistics.median(times[1:]),
        "warm_min": min(times[1:]),
    }


def measure_in(src: Path, work: Path, category: str, repeat: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    cmd = [sys.executable, __file__, "--_child", str(work), category, str(repeat)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"render measurement failed with {src}:\n{done.stderr}")
    data: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return data


def main() -> int:
    os.environ["GENIX_JOBS"] = "1"  # process_time() counts this process only (children inherit it)
    if len(sys.argv) > 1 and sys.argv[1] == "--_child":
        work, category, repeat = Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
        print(json.dumps(measure_here(work, category, repeat)))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=5, help="warm renders per measurement")
    ap.add_argument("--rounds", type=int, default=2, help="alternating rounds per side")
    ap.add_argument("--against", type=Path, help="src folder of another genix checkout")
    ap.add_argument("--categories", nargs="+", default=list(CATEGORIES))
    args = ap.parse_args()
    if not MAKE_SCHEMA.is_file():
        raise SystemExit(f"the shared bench folder is missing: {MAKE_SCHEMA}")
    here = Path(os.environ.get("PYTHONPATH", "").split(os.pathsep)[0] or REPO / "src").resolve()
    with tempfile.TemporaryDirectory(prefix="genix-render-bench-") as tmp:
        work = Path(tmp)
        subprocess.run(
            [sys.executable, str(MAKE_SCHEMA), str(args.tables)],
            env={**os.environ, "OUT_DIR": str(work)},
            check=True,
            capture_output=True,
        )
        db = work / f"schema_{args.tables}.db"
        for cat in args.categories:
            (work / f"genix-{cat}.toml").write_text(config_text(cat, db), encoding="utf-8")
        print(f"render stage CPU, {args.tables} tables, python {sys.version.split()[0]}, this = {here}")
        for cat in args.categories:
            mine: list[dict[str, float]] = []
            other: list[dict[str, float]] = []
            for _ in range(args.rounds):
                mine.append(measure_in(here, work, cat, args.repeat))
                if args.against is not None:
                    other.append(measure_in(args.against.resolve(), work, cat, args.repeat))
            m_warm = statistics.median(r["warm"] for r in mine)
            m_first = statistics.median(r["first"] for r in mine)
            m_res = statistics.median(r["resolve"] for r in mine)
            line = (
                f"{cat:<18} files {int(mine[0]['files']):>5}  resolve {m_res:5.2f} s  render first {m_first:5.2f} s"
                f"  warm {m_warm:5.2f} s ({m_warm / mine[0]['files'] * 1e3:.3f} ms/file)"
            )
            if other:
                o_warm = statistics.median(r["warm"] for r in other)
                o_first = statistics.median(r["first"] for r in other)
                o_res = statistics.median(r["resolve"] for r in other)
                line += (
                    f"\n{'':<18} other:       resolve {o_res:5.2f} s  render first {o_first:5.2f} s  warm {o_warm:5.2f} s"
                    f"\n{'':<18} ratio this/other: render warm {m_warm / o_warm:4.2f}, first {m_first / o_first:4.2f}"
                    f" (target <= 1.1); resolve + first render {(m_res + m_first) / (o_res + o_first):4.2f}"
                )
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
