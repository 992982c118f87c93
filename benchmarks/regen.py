#!/usr/bin/env python3
"""Regeneration benchmark: a 1000-table project, rebuilt after changes of every size.

Every build is a fresh ``genix build`` process (what a user runs). Prints the cold build and,
each paired against a no-op rebuild run right before it (ratios hold on a loaded machine):

* a rebuild with nothing changed;
* changes no template can see, which must render nothing: the password set through
  ``GENIX_CONNECTIONS__MAIN__PASSWORD``, then unset; ``query_timeout`` changed;
* one table gaining a column (median of ``--repeat``): how many files it touched (mtime or
  existence changed, outside ``.genix/``), whether they all belong to that table, and how many
  committed state files changed (target: only that table's files and its one state file, in
  under 20 % of the cold build);
* the size of the committed state (``.genix/`` less its machine-local files) against the
  generated code (target: at most 20 %).

Tables are the schema's own (SQLite's ``sqlite_*`` tables are not). The scratch folder is
removed at the end unless ``--keep`` names one.

    python benchmarks/regen.py [--tables 1000] [--repeat 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
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
MACHINE_LOCAL = ("lock", "local", "backup", "ddl")

CONFIG = """\
[project]
output = "out"
base_package = "com.example.bench"

[connections.main]
url = "sqlite:///{db}"
{extra}"""


def snapshot(out: Path) -> dict[str, int]:
    result = {}
    for dirpath, dirnames, filenames in os.walk(out):
        if ".genix" in dirnames:
            dirnames.remove(".genix")
        for name in filenames:
            p = os.path.join(dirpath, name)
            result[os.path.relpath(p, out)] = os.stat(p).st_mtime_ns
    return result


def state(out: Path) -> dict[str, tuple[int, int]]:
    """(mtime, size) of every committed state file."""
    root = out / ".genix"
    result = {}
    for p in root.rglob("*"):
        rel = p.relative_to(root)
        if p.is_file() and rel.parts[0] not in MACHINE_LOCAL:
            st = p.stat()
            result[rel.as_posix()] = (st.st_mtime_ns, st.st_size)
    return result


def touched(before: dict[str, object], after: dict[str, object]) -> list[str]:
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def build(root: Path, env: dict[str, str] | None = None) -> tuple[float, float]:
    """``genix build`` timed with its CPU (a child's rusage, reaped here)."""
    before = os.times()
    t0 = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "build", "-c", str(root / "genix.toml")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    took = time.perf_counter() - t0
    after = os.times()
    if done.returncode != 0:
        sys.exit(f"genix build failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return took, cpu


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
    try:
        run(work, args.tables, args.repeat)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


def run(work: Path, n: int, repeat: int) -> None:
    db = work / f"schema_{n}.db"
    if not db.exists():
        subprocess.run(
            [sys.executable, str(MAKE_SCHEMA), str(n)],
            check=True,
            env={**os.environ, "OUT_DIR": str(work)},
            stdout=subprocess.DEVNULL,
        )
    config = work / "genix.toml"
    config.write_text(CONFIG.format(db=db, extra=""), encoding="utf-8")
    out = work / "out"
    env = {k: v for k, v in os.environ.items() if not k.startswith("GENIX_CONNECTIONS__")}
    env["GENIX_CACHE_DIR"] = str(work / "cache")
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")  # byte-compiled once, as when installed
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    # a first build compiles genix (and its templates) in cache folders of the run, as installing
    # it does; the cold build then goes to a fresh folder
    config.write_text(CONFIG.format(db=db, extra="").replace('"out"', '"warm-up"'), encoding="utf-8")
    build(work, env)
    config.write_text(CONFIG.format(db=db, extra=""), encoding="utf-8")
    con = sqlite3.connect(db)
    tables = [
        r[0]
        for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
            "ORDER BY name"
        )
    ]
    print(f"project: {len(tables)} tables in {work} (load average {os.getloadavg()[0]:.2f})")

    cold, cold_cpu = build(work, env)
    files = snapshot(out)
    code = sum(os.path.getsize(out / p) for p in files)
    st = state(out)
    size = sum(s for _, s in st.values())
    print(
        f"cold build:            {cold:7.2f} s wall, {cold_cpu:6.2f} s CPU  ({len(files)} files, {code / 1e6:.1f} MB)"
    )
    print(
        f"committed state:       {size / 1e6:7.2f} MB in {len(st)} files = {size / code:.1%} of the generated code"
        " (target <= 20%)"
    )

    def paired(label: str, change_env: dict[str, str] | None = None) -> None:
        noop, _ = build(work, env)
        before, before_state = snapshot(out), state(out)
        took, cpu = build(work, change_env or env)
        print(
            f"{label:<34} {took:6.2f} s ({took / noop:4.2f}x a no-op rebuild, {cpu:5.2f} s CPU); "
            f"{len(touched(before, snapshot(out)))} files, {len(touched(before_state, state(out)))} state files written"
        )

    paired("rebuild, no change:")
    paired("password set (environment):", {**env, "GENIX_CONNECTIONS__MAIN__PASSWORD": "s3cret"})
    paired("password unset:")
    config.write_text(CONFIG.format(db=db, extra="query_timeout = 7\n"), encoding="utf-8")
    paired("query_timeout changed:")

    times = []
    cpus = []
    ok = True
    for i in range(repeat):
        table = tables[(i * 97 + 13) % len(tables)]
        con.execute(f'ALTER TABLE "{table}" ADD COLUMN bench_extra_{i} VARCHAR(20)')
        con.commit()
        before, before_state = snapshot(out), state(out)
        took, cpu = build(work, env)
        changed = touched(before, snapshot(out))
        changed_state = touched(before_state, state(out))
        stem = class_stem(table)
        foreign = [p for p in changed if stem not in Path(p).stem]
        ok = ok and not foreign and bool(changed) and len(changed_state) == 1
        times.append(took)
        cpus.append(cpu)
        print(
            f"rebuild, {table:<28} {took:6.2f} s, {cpu:5.2f} s CPU  ({len(changed)} files: "
            f"{', '.join(Path(p).name for p in changed)}; state: {', '.join(changed_state)})"
        )
        if foreign:
            print(f"  files of other tables touched: {foreign}")
    con.close()
    med = statistics.median(times)
    ratio = med / cold
    cpu_ratio = statistics.median(cpus) / cold_cpu
    print(
        f"rebuild after one table changed: median {med:.2f} s = {ratio:.1%} of the cold build's wall; "
        f"CPU {statistics.median(cpus):.2f} s = {cpu_ratio:.1%} of its CPU"
    )
    print(
        "target (only that table's files and state, < 20% of cold): "
        f"{'met' if ok and ratio < 0.20 else 'NOT met'} (wall), {'met' if ok and cpu_ratio < 0.20 else 'NOT met'} (CPU)"
    )


if __name__ == "__main__":
    main()
