#!/usr/bin/env python3
"""What the live progress line costs: a cold ``genix build`` of a synthetic 1000-table SQLite
schema (../shared/bench/make_schema.py) run on a pseudo-terminal, where the progress line shows
(rich, redrawn 5 times a second), against the same build on the same terminal with
``TERM=dumb``, where it does not (the file list and colours are printed alike in both, so only
the progress line differs). A piped build is timed too, for reference.

Runs alternate (without, with, piped, ...) so all see the same machine load; the CPU time
(user + sys of the genix process and what it waited for, os.wait4) is what is compared, not
wall time. Prints the medians and the overhead; the target is at most 3 % more CPU with the
progress line. Figures only: nothing is asserted.

    python benchmarks/progress.py [--tables 1000] [--repeat 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import pty
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = (REPO.parent / "shared" / "bench").resolve()
GENIX = [sys.executable, "-m", "dbjavagenix"]
TARGET = 0.03


def run(config: Path, out_dir: Path, terminal: bool, progress: bool = True) -> tuple[float, float, int]:
    """One cold build: (CPU s, wall s, bytes genix sent to the terminal)."""
    shutil.rmtree(out_dir, ignore_errors=True)
    os.sync()
    time.sleep(0.5)
    env = dict(os.environ) | {"TERM": "xterm-256color" if progress else "dumb", "COLUMNS": "120"}
    env.pop("NO_COLOR", None)
    cmd = [*GENIX, "build", "-c", str(config)]
    seen = [0]
    t0 = time.perf_counter()
    if terminal:
        master, slave = pty.openpty()
        proc = subprocess.Popen(cmd, cwd=config.parent, env=env, stdin=slave, stdout=slave, stderr=slave)
        os.close(slave)

        def drain() -> None:  # a terminal that reads what it is sent, as a real one does
            while True:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    return
                if not data:
                    return
                seen[0] += len(data)

        reader = threading.Thread(target=drain, daemon=True)
        reader.start()
    else:
        proc = subprocess.Popen(
            cmd, cwd=config.parent, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if terminal:
        reader.join(timeout=10)
        os.close(master)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"genix build failed ({code}) {'on a terminal' if terminal else 'piped'}")
    return usage.ru_utime + usage.ru_stime, wall, seen[0]


def line_alone(files: int, seconds: float) -> float:
    """CPU seconds the progress line itself takes (rich's import, its refresh thread, one update
    per file, each stage's task) when a build sends ``files`` updates over ``seconds``: the same
    calls the pipeline makes, in this process, rendered to /dev/null as to a terminal."""
    code = (
        "import os, time\n"
        "from dbjavagenix.cli.progress import STAGES, LiveProgress\n"  # genix's own: the build has it
        "t = time.process_time()\n"
        "live = LiveProgress(file=open(os.devnull, 'w'))\n"
        "for s in STAGES:\n"
        "    live.stage(s)\n"
        f"n, pause = {files}, {seconds} / {files}\n"
        "start = time.perf_counter()\n"
        "for i in range(n):\n"
        "    live(i + 1, n)\n"
        "    if i % 100 == 0:\n"
        "        time.sleep(max(0.0, start + pause * i - time.perf_counter()))\n"
        "live.close()\n"
        "print(time.process_time() - t)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(r.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = ap.parse_args()
    if not (BENCH / "make_schema.py").is_file():
        raise SystemExit(f"the shared bench folder is missing: {BENCH}")
    work = args.keep or Path(tempfile.mkdtemp(prefix="genix-bench-progress-"))
    work.mkdir(parents=True, exist_ok=True)
    n = args.tables
    subprocess.run(
        [sys.executable, str(BENCH / "make_schema.py"), str(n)],
        cwd=work,
        env={**os.environ, "OUT_DIR": str(work)},
        check=True,
        capture_output=True,
    )
    config = work / "genix.toml"
    config.write_text(
        f'[project]\noutput = "out"\nbase_package = "com.example.bench"\n'
        f'[connections.main]\nurl = "sqlite:///schema_{n}.db"\n',
        encoding="utf-8",
    )
    print(
        f"progress line cost: cold genix build of {n} tables, python {sys.version.split()[0]}, repeat {args.repeat}"
    )
    cpu: dict[str, list[float]] = {"without": [], "with": [], "piped": []}
    wall: dict[str, list[float]] = {"without": [], "with": [], "piped": []}
    sent: dict[str, int] = {}
    for _ in range(args.repeat):
        for name, terminal, progress in (
            ("without", True, False),
            ("with", True, True),
            ("piped", False, False),
        ):
            c, w, sent[name] = run(config, work / "out", terminal, progress)
            cpu[name].append(c)
            wall[name].append(w)
    med = {k: statistics.median(v) for k, v in cpu.items()}
    labels = {
        "piped": "piped (reference)",
        "without": "terminal, no progress line (TERM=dumb)",
        "with": "terminal, progress line",
    }
    for name in ("piped", "without", "with"):
        extra = f"  ({sent[name] / 1024:.0f} KiB sent to the terminal)" if name != "piped" else ""
        print(
            f"  {labels[name]:<40} CPU {med[name]:.2f} s  wall {statistics.median(wall[name]):.2f} s{extra}"
        )
    overhead = (med["with"] - med["without"]) / med["without"]
    verdict = "within" if overhead <= TARGET else "OVER"
    print(f"  overhead: {overhead * 100:+.1f} % CPU ({verdict} the {TARGET * 100:.0f} % target)")
    files = sum(1 for p in (work / "out").rglob("*") if p.is_file() and ".genix" not in p.parts)
    alone = line_alone(files, statistics.median(wall["with"]))
    verdict = "within" if alone / med["without"] <= TARGET else "OVER"
    print(
        f"  the line alone (in process, low noise): {alone * 1000:.0f} ms CPU for {files} file updates over "
        f"{statistics.median(wall['with']):.1f} s = {alone / med['without'] * 100:.1f} % of the build "
        f"({verdict} the target)"
    )
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
