#!/usr/bin/env python3
"""Relations must not change a build's speed class: the CPU of a cold ``genix build`` of a
1000-table schema with ~500 foreign keys (../shared/bench/make_schema.py, SQLite) with relation
generation (``[relations] foreign_keys = true``: many-to-one and many-to-many relations, their
loads, endpoints and result maps; ``--reverse`` adds the one-to-many side of every foreign key)
versus without. Target: ≤ 1.15×.

Runs alternate (without, with) so both see the same machine load, each into a fresh folder; the
CPU is user + system of the build process and the render workers it waits for (``wait4``);
medians of ``--repeat`` runs, after one warm-up round of each (bytecode, template cache). The
relations count and the lines written are printed too. Nothing is asserted.

    python benchmarks/relations.py [--tables 1000] [--repeat 3] [--category Default] [--reverse]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = (REPO.parent / "shared" / "bench").resolve()
sys.path.insert(0, str(REPO / "src"))


def config(folder: Path, db: Path, category: str, relations: bool, reverse: bool = False) -> Path:
    cfg = folder / ("relations.toml" if relations else "plain.toml")
    cfg.write_text(
        f'[project]\noutput = "out"\nbase_package = "com.example.bench"\ncategory = "{category}"\n'
        f'[connections.main]\nurl = "sqlite:///{db.as_posix()}"\n'
        + ("[relations]\nforeign_keys = true\n" if relations else "")
        + ("reverse = true\n" if relations and reverse else ""),
        encoding="utf-8",
    )
    return cfg


def build(cfg: Path, out: Path) -> float:
    """CPU seconds of one cold build into ``out``."""
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "GENIX_PROJECT__OUTPUT": str(out)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "dbjavagenix", "build", "-c", str(cfg)],
        cwd=cfg.parent,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"genix build -c {cfg} failed ({proc.returncode})")
    return usage.ru_utime + usage.ru_stime


def lines(out: Path) -> int:
    return sum(p.read_bytes().count(b"\n") for p in out.rglob("*") if p.is_file() and ".genix" not in p.parts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--category", default="Default")
    ap.add_argument("--reverse", action="store_true", help="also the one-to-many side (reverse = true)")
    args = ap.parse_args()
    from dbjavagenix import pipeline
    from dbjavagenix.config.load import load_config

    work = Path(tempfile.mkdtemp(prefix="genix-relations-"))
    try:
        subprocess.run(
            [sys.executable, str(BENCH / "make_schema.py"), str(args.tables)],
            cwd=work,
            env={**os.environ, "OUT_DIR": str(work)},
            check=True,
            capture_output=True,
        )
        db = work / f"schema_{args.tables}.db"
        plain = config(work, db, args.category, False)
        rel = config(work, db, args.category, True, args.reverse)
        loaded = load_config(rel)
        catalogs = pipeline.read_catalogs(loaded)
        fks = sum(len(t.foreign_keys) for t in catalogs["main"].tables)
        prepared = pipeline.prepare_project(loaded, catalogs)
        count = sum(len(v) for v in prepared.relations.values())
        kinds: dict[str, int] = {}
        for specs in prepared.relations.values():
            for s in specs:
                kinds[s.kind] = kinds.get(s.kind, 0) + 1
        runs: dict[bool, list[float]] = {False: [], True: []}
        sizes: dict[bool, int] = {}
        for i in range(args.repeat + 1):
            for with_rel, cfg in ((False, plain), (True, rel)):
                out = work / f"out-{int(with_rel)}-{i}"
                cpu = build(cfg, out)
                if i:
                    runs[with_rel].append(cpu)
                else:
                    sizes[with_rel] = lines(out)
                shutil.rmtree(out, ignore_errors=True)
        b, r = statistics.median(runs[False]), statistics.median(runs[True])
        print(
            f"relations benchmark ({args.category}): {args.tables} tables, {fks} foreign keys, "
            f"{count} relations ({', '.join(f'{v} {k}' for k, v in sorted(kinds.items()))})"
        )
        print(f"  lines written without relations {sizes[False]:>9}")
        print(f"  lines written with relations    {sizes[True]:>9}")
        print(f"  build CPU without relations     {b:.2f} s (median of {args.repeat})")
        print(f"  build CPU with relations        {r:.2f} s")
        print(f"  ratio                           {r / b:.3f}x   (target <= 1.15x)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
