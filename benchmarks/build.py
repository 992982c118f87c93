#!/usr/bin/env python3
"""Cold build, no-op rebuild and start-up of genix against the floor, paired in one run.

For each size (default 1000 tables, made with ../shared/bench/make_schema.py), each source
(``sqlite``: the schema's SQLite file; ``mariadb``: the same schema loaded into MariaDB from its
MySQL DDL, with ``GENIX_TEST_MYSQL_URL``) and each category (default ``Default`` and
``MybatisPlus``), it alternates, ``--repeat`` times:

* the floor (../shared/bench/floor.py) into a fresh folder;
* genix cold ``build`` into a fresh folder (a new name each run: removing 6,000 files right
  before a run would leave the file system busy and inflate the next run's system time; every
  folder is removed at the end);
* genix no-op rebuild of that folder;

(a first round, not counted, compiles genix's and the floor's Python to bytecode in a cache
folder of the run, as installing a package does, and genix's templates);

and prints the medians: wall, CPU (user + system of the process and the workers it forks, from
``wait4``), peak RSS, genix's stages, and the ratios genix / floor, which hold on a noisy shared
machine where absolute times do not. ``--jobs 1`` renders in one process (``GENIX_JOBS``).
Load average before and after is printed: quote figures from a quiet run. Nothing is asserted.

    python benchmarks/build.py [--sizes 1000] [--sources sqlite mariadb] [--categories Default MybatisPlus]
                               [--repeat 3] [--jobs N] [--keep DIR] [--no-list-queries] [--openapi]
                               [--frontend]
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
BENCH = next(
    (p / "shared" / "bench" for p in REPO.parents if (p / "shared" / "bench").is_dir()),
    REPO.parent / "shared" / "bench",
)
GENIX = [sys.executable, "-m", "dbjavagenix"]


@dataclass
class Run:
    wall: float
    cpu: float
    user: float
    sys: float
    rss_mb: float
    stages: dict[str, float] = field(default_factory=dict)


def measure(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[Run, str, str]:
    """Run ``cmd``: its wall time, and the CPU and peak RSS of it and its (reaped) children."""
    with tempfile.TemporaryFile("w+") as fout, tempfile.TemporaryFile("w+") as ferr:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=fout, stderr=ferr, text=True, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        fout.seek(0)
        ferr.seek(0)
        out, err = fout.read(), ferr.read()
    if proc.returncode != 0:
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{err[-3000:]}")
    user, system = usage.ru_utime, usage.ru_stime
    return Run(wall, user + system, user, system, usage.ru_maxrss / 1024), out, err


def genix_build(config: Path, env: dict[str, str]) -> Run:
    run, out, _ = measure([*GENIX, "build", "-c", str(config), "--json"], config.parent, env)
    data = json.loads(out)
    stages = {k: float(v) for k, v in data["timings"].items() if k != "total"}
    stages["startup+imports"] = max(run.wall - sum(stages.values()), 0.0)
    run.stages = stages
    return run


def floor_build(url: str, out_dir: Path, env: dict[str, str]) -> Run:
    run, _, err = measure(
        [sys.executable, str(BENCH / "floor.py"), url, str(out_dir), "--timings"], out_dir.parent, env
    )
    m = re.search(r"\|(.*)\(wall/cpu s\)", err)
    if m:
        for part in m.group(1).split():
            name, _, vals = part.partition("=")
            run.stages[name] = float(vals.split("/")[1])  # CPU per phase
    return run


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def median_run(runs: list[Run]) -> Run:
    keys = list(dict.fromkeys(k for r in runs for k in r.stages))
    return Run(
        med([r.wall for r in runs]),
        med([r.cpu for r in runs]),
        med([r.user for r in runs]),
        med([r.sys for r in runs]),
        med([r.rss_mb for r in runs]),
        {k: med([r.stages.get(k, 0.0) for r in runs]) for k in keys},
    )


def ratio(a: list[Run], b: list[Run], attr: str) -> float:
    """Median of the per-pair ratios (each genix run against the floor run next to it)."""
    return med([getattr(x, attr) / getattr(y, attr) for x, y in zip(a, b, strict=False)])


def startup(cwd: Path, env: dict[str, str]) -> dict[str, float]:
    out = {}
    for arg in ("--version", "--help"):
        out[arg] = med([measure([*GENIX, arg], cwd, env)[0].wall for _ in range(6)][1:])
    return out


def mariadb(url: str, db: str, ddl_file: Path) -> str:
    """The schema loaded into ``db`` (kept when it already has every table); its URL."""
    import pymysql
    from sqlalchemy.engine import make_url

    u = make_url(url)
    n = int(re.search(r"schema_(\d+)", ddl_file.name).group(1))  # type: ignore[union-attr]
    con = pymysql.connect(
        host=u.host or "127.0.0.1",
        port=u.port or 3306,
        user=u.username,
        password=u.password,
        charset="utf8mb4",
        autocommit=True,
        client_flag=pymysql.constants.CLIENT.MULTI_STATEMENTS,
    )
    with con.cursor() as cur:
        cur.execute("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = %s", (db,))
        if cur.fetchone()[0] != n:
            cur.execute(f"DROP DATABASE IF EXISTS `{db}`")
            cur.execute(f"CREATE DATABASE `{db}` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci")
            cur.execute(f"USE `{db}`")
            sys.path.insert(0, str(REPO / "benchmarks"))
            from introspect import synthetic  # its MySQL DDL, InnoDB key lengths fitted

            _tables, ddl = synthetic(n)
            cur.execute(ddl)
            while cur.nextset():
                pass
    con.close()
    return u.set(database=db).render_as_string(hide_password=False)


def drop_mariadb(url: str, db: str) -> None:
    import pymysql
    from sqlalchemy.engine import make_url

    u = make_url(url)
    con = pymysql.connect(
        host=u.host or "127.0.0.1", port=u.port or 3306, user=u.username, password=u.password
    )
    with con.cursor() as cur:
        cur.execute(f"DROP DATABASE IF EXISTS `{db}`")
    con.close()


def loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000])
    ap.add_argument("--sources", nargs="+", default=["sqlite", "mariadb"], choices=["sqlite", "mariadb"])
    ap.add_argument("--categories", nargs="+", default=["Default", "MybatisPlus"])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", type=int, help="GENIX_JOBS for genix (default: as genix decides)")
    ap.add_argument("--keep", type=Path, help="work in this folder and keep it")
    ap.add_argument(
        "--no-list-queries",
        action="store_true",
        help="[project] list_queries = false: six files per table, as many as the floor writes",
    )
    ap.add_argument(
        "--openapi",
        action="store_true",
        help="[layers.openapi] enabled = true: openapi.json too, which sees every table",
    )
    ap.add_argument(
        "--frontend",
        action="store_true",
        help="[frontend] enabled = true: the typed TypeScript client and the admin pages too (a module and a page per table)",
    )
    args = ap.parse_args()
    if not (BENCH / "make_schema.py").is_file():
        raise SystemExit(f"the shared bench folder is missing: {BENCH}")
    mysql_url = os.environ.get("GENIX_TEST_MYSQL_URL", "").rstrip("/")
    if "mariadb" in args.sources and not mysql_url:
        raise SystemExit("--sources mariadb needs GENIX_TEST_MYSQL_URL (a server URL without a database)")

    work = args.keep or Path(tempfile.mkdtemp(prefix="genix-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, str(BENCH / "make_schema.py"), *map(str, args.sizes)],
        cwd=work,
        env={**os.environ, "OUT_DIR": str(work)},
        check=True,
        capture_output=True,
    )
    # both sides byte-compiled once, as an installed package is (the machine may forbid writing
    # bytecode next to the sources: a cache folder of this run instead)
    env = {**os.environ, "GENIX_CACHE_DIR": str(work / "cache"), "PYTHONPYCACHEPREFIX": str(work / "pycache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if args.jobs:
        env["GENIX_JOBS"] = str(args.jobs)
    print(
        f"genix build benchmark  python {sys.version.split()[0]}  cpus {os.cpu_count()}  repeat {args.repeat}  "
        f"jobs {args.jobs or 'auto'}  load average {loadavg()}"
    )
    s = startup(work, env)
    print(
        f"start-up: genix --version {s['--version'] * 1000:.0f} ms, genix --help {s['--help'] * 1000:.0f} ms"
    )
    extra = "list_queries = false\n" if args.no_list_queries else ""
    stage_names = ["startup+imports", "introspect", "resolve", "render", "plan", "write"]
    runs = 0
    dbs: list[str] = []
    try:
        for n in args.sizes:
            for source in args.sources:
                if source == "sqlite":
                    url = f"sqlite:///{work / f'schema_{n}.db'}"
                else:
                    db = f"genix_i20_bench_{n}"
                    url = mariadb(mysql_url, db, work / f"schema_{n}.mysql.sql")
                    dbs.append(db)
                for category in args.categories:
                    cold: list[Run] = []
                    noop: list[Run] = []
                    floor: list[Run] = []
                    # a first build warms the template cache, as any earlier genix run does
                    for k in range(args.repeat + 1):
                        runs += 1
                        out = f"out_{runs}"
                        config = work / f"genix_{runs}.toml"
                        config.write_text(
                            f'[project]\noutput = "{out}"\nbase_package = "com.example.bench"\n'
                            f'category = "{category}"\n{extra}[connections.main]\nurl = "{url}"\n'
                            + ("\n[layers.openapi]\nenabled = true\n" if args.openapi else "")
                            + ("\n[frontend]\nenabled = true\n" if args.frontend else ""),
                            encoding="utf-8",
                        )
                        f = floor_build(url, work / f"floor_{runs}", env)
                        c = genix_build(config, env)
                        o = genix_build(config, env)
                        if k:
                            floor.append(f)
                            cold.append(c)
                            noop.append(o)
                    c, o, f = median_run(cold), median_run(noop), median_run(floor)
                    print(
                        f"\n== {n} tables, {source}, {category} (medians of {args.repeat}; load {loadavg()})"
                    )
                    print(
                        f"  genix cold : wall {c.wall:6.2f} s  cpu {c.cpu:6.2f} s (user {c.user:.2f}, sys {c.sys:.2f})"
                        f"  peak RSS {c.rss_mb:6.1f} MB"
                    )
                    print(
                        "     stages (wall): "
                        + "  ".join(f"{k} {c.stages.get(k, 0):.3f}" for k in stage_names)
                    )
                    print(f"  genix no-op: wall {o.wall:6.2f} s  cpu {o.cpu:6.2f} s")
                    print(
                        f"  floor cold : wall {f.wall:6.2f} s  cpu {f.cpu:6.2f} s (user {f.user:.2f}, sys {f.sys:.2f})"
                        f"  peak RSS {f.rss_mb:6.1f} MB"
                    )
                    print("     stages (cpu) : " + "  ".join(f"{k} {v:.3f}" for k, v in f.stages.items()))
                    print(
                        f"  ratios     : cold cpu genix/floor {ratio(cold, floor, 'cpu'):5.2f} (target <= 0.6)  "
                        f"user cpu {ratio(cold, floor, 'user'):5.2f}  wall {ratio(cold, floor, 'wall'):5.2f}  "
                        f"no-op/cold wall {ratio(noop, cold, 'wall'):5.2f}  RSS {c.rss_mb / f.rss_mb:5.2f}"
                    )
    finally:
        if mysql_url:
            for db in dbs:
                if not args.keep:
                    drop_mariadb(mysql_url, db)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"\nload average at the end: {loadavg()}")


if __name__ == "__main__":
    main()
