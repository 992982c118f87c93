#!/usr/bin/env python3
"""DDL as the schema source: parse time of a big MySQL DDL file, and a cold versus a no-op
``genix build`` from it.

* parse: the 1000-table ``schema_1000.mysql.sql`` of ../shared/bench/make_schema.py (about
  1.2 MB) becomes a catalog: CPU seconds (process time) of :func:`read_ddl`, median of
  ``--repeat`` runs (target: at most 2 s), and which sqlglot ran: its compiled modules
  (``sqlglotc``, the ``fast`` extra) or pure Python; ``--profile N`` also prints the N
  functions with the most own time and where the time goes (split, tokenize, parse, replay);
* build: ``genix build`` in a fresh process from a ``ddl`` connection, cold (empty output) and
  then no-op (nothing changed: the catalog comes from the fingerprint cache, no file is
  rendered); wall seconds and the ratio no-op / cold (target: at most 0.15).

Figures only: nothing is asserted.

    python benchmarks/ddl.py [--tables 1000] [--repeat 3] [--profile 25] [--no-build]
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
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = (REPO.parent / "shared" / "bench").resolve()


def make_ddl(n: int, folder: Path) -> Path:
    env = {**os.environ, "OUT_DIR": str(folder)}
    subprocess.run(
        [sys.executable, str(BENCH / "make_schema.py"), str(n)], env=env, check=True, capture_output=True
    )
    return folder / f"schema_{n}.mysql.sql"


def parse_cpu(ddl: Path, repeat: int) -> tuple[float, int, int]:
    sys.path.insert(0, str(REPO / "src"))
    from dbjavagenix.introspect.ddl import SourceText, read_ddl

    text = ddl.read_text(encoding="utf-8")
    times = []
    tables = columns = 0
    for _ in range(repeat):
        t0 = time.process_time()
        catalog = read_ddl([SourceText(ddl.name, text)], "mysql").catalog
        times.append(time.process_time() - t0)
        tables = len(catalog.tables)
        columns = sum(len(t.columns) for t in catalog.tables)
    return statistics.median(times), tables, columns


def sqlglot_kind() -> str:
    from sqlglot.tokens import SQLGLOTC_INSTALLED

    return "compiled (sqlglotc)" if SQLGLOTC_INSTALLED else "pure Python (the fast extra adds sqlglotc)"


def profile(ddl: Path, top: int) -> None:
    """Where one parse spends its CPU: the stages, then the functions with the most own time."""
    import cProfile
    import pstats

    from sqlglot.dialects.dialect import Dialect

    from dbjavagenix.introspect.ddl import SourceText, read_ddl, statements

    text = ddl.read_text(encoding="utf-8")
    sg = Dialect.get_or_raise("mysql")
    t0 = time.process_time()
    stmts = statements(SourceText(ddl.name, text), "mysql")
    t1 = time.process_time()
    tokens = [sg.tokenize(st.text) for st in stmts]
    t2 = time.process_time()
    for tok, st in zip(tokens, stmts, strict=True):
        sg.parser().parse(tok, st.text)
    t3 = time.process_time()
    read_ddl([SourceText(ddl.name, text)], "mysql")
    total = time.process_time() - t3
    split, tok_s, parse_s = t1 - t0, t2 - t1, t3 - t2
    print(
        f"  stages (CPU s): split {split:.2f}, sqlglot tokenize {tok_s:.2f}, sqlglot parse {parse_s:.2f}, "
        f"genix replay {max(total - split - tok_s - parse_s, 0):.2f} (of {total:.2f})"
    )
    prof = cProfile.Profile()
    prof.runcall(read_ddl, [SourceText(ddl.name, text)], "mysql")
    stats = pstats.Stats(prof)
    stats.sort_stats("tottime").print_stats(top)


def build(folder: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    t0 = time.perf_counter()
    r = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "build"],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"genix build failed:\n{r.stderr}")
    return wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--profile", type=int, default=0, metavar="N", help="print the N costliest functions")
    ap.add_argument("--no-build", action="store_true", help="parse figures only")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="genix_i19_bench_") as tmp:
        work = Path(tmp)
        ddl = make_ddl(args.tables, work)
        size = ddl.stat().st_size
        cpu, tables, columns = parse_cpu(ddl, args.repeat)
        print(
            f"parse {ddl.name} ({size / 1e6:.2f} MB, {tables} tables, {columns} columns): {cpu:.2f} s CPU (median of {args.repeat}); sqlglot {sqlglot_kind()}"
        )
        if args.profile:
            profile(ddl, args.profile)
        if args.no_build:
            return
        project = work / "project"
        project.mkdir()
        shutil.copyfile(ddl, project / "schema.sql")
        (project / "genix.toml").write_text(
            '[project]\nbase_package = "com.example.bench"\noutput = "out"\n'
            '[connections.main]\nddl = ["schema.sql"]\ndialect = "mysql"\n',
            encoding="utf-8",
        )
        colds, noops = [], []
        for _ in range(args.repeat):
            shutil.rmtree(project / "out", ignore_errors=True)
            subprocess.run(["sync"], check=False)
            colds.append(build(project))
            noops.append(build(project))
        cold, noop = statistics.median(colds), statistics.median(noops)
        print(
            f"genix build from DDL: cold {cold:.2f} s, no-op {noop:.2f} s, no-op / cold = {noop / cold:.3f}"
        )


if __name__ == "__main__":
    main()
