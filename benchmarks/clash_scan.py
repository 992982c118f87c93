#!/usr/bin/env python3
"""The clash scan of a large project: index 5,000 Java files (the sources of RuoYi-Vue and
eladmin-mp from ../shared/projects/src, copied into packages of their own until the count is
reached, spread over modules) and compare them with what genix generates for 200 tables.

Prints, median of ``--repeat`` runs: a cold scan (no cache), a scan from the cache file
(``.genix/local/sources.json``, a new process), a scan with the in-process cache (watch, MCP), and
the comparison itself. Target: the scan of 5,000 files in at most 0.5 s, cached by mtime.

    python benchmarks/clash_scan.py [--files 5000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = (REPO.parent / "shared" / "projects" / "src").resolve()
sys.path.insert(0, str(REPO / "src"))


def make_tree(root: Path, count: int) -> int:
    """``count`` Java files under ``root/mN/src/main/java`` (real sources, repackaged)."""
    originals = sorted(SRC.rglob("src/main/java/**/*.java"))
    if not originals:
        raise SystemExit(f"no Java sources under {SRC}")
    texts = [(p, p.read_text(encoding="utf-8", errors="replace")) for p in originals]
    n = 0
    copy = 0
    while n < count:
        for path, text in texts:
            if n >= count:
                break
            rel = path.as_posix().split("/src/main/java/", 1)[1]
            project = path.relative_to(SRC).parts[0].replace("-", "_")
            pkg = f"copy{copy}.{project}"
            new = re.sub(r"^(\s*package\s+)([\w.]+)", rf"\1{pkg}.\2", text, count=1, flags=re.M)
            target = root / f"m{copy % 10}" / "src/main/java" / pkg.replace(".", "/") / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(new, encoding="utf-8")
            n += 1
        copy += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from dbjavagenix.javaproject import sources
    from dbjavagenix.javaproject.clashes import Generated, find_clashes

    work = Path(tempfile.mkdtemp(prefix="genix-clash-"))
    try:
        n = make_tree(work, args.files)
        (work / ".genix").mkdir()
        size = sum(p.stat().st_size for p in work.rglob("*.java"))
        generated = []
        for i in range(200):
            for layer, suffix in (
                ("entity", ""),
                ("mapper", "Mapper"),
                ("service", "Service"),
                ("service_impl", "ServiceImpl"),
                ("controller", "Controller"),
            ):
                name = f"Biz{i}{suffix}"
                ann = {
                    "mapper": "@Mapper\n",
                    "service_impl": "@Service\n",
                    "controller": "@RestController\n",
                }.get(layer, "")
                kind = "interface" if layer in ("mapper", "service") else "class"
                text = f"package com.gen.{layer};\n\n{ann}public {kind} {name} {{\n}}\n"
                generated.append(
                    Generated(f"gen/src/main/java/com/gen/{layer}/{name}.java", layer, f"t{i}", text)
                )

        def timed(fn):  # type: ignore[no-untyped-def]
            w0, c0 = time.perf_counter(), time.process_time()
            out = fn()
            return time.perf_counter() - w0, time.process_time() - c0, out

        cold, disk, memo, compare = [], [], [], []
        index = None
        for _ in range(args.repeat):
            sources._MEMO.clear()
            (work / sources.CACHE_FILE).unlink(missing_ok=True)
            w, c, index = timed(lambda: sources.scan(work))
            assert index.read == n, index.read
            cold.append((w, c))
            sources.save(index)
            sources._MEMO.clear()
            w, c, again = timed(lambda: sources.scan(work))
            assert again.read == 0
            disk.append((w, c))
            w, c, _ = timed(lambda: sources.scan(work))
            memo.append((w, c))
            w, c, _ = timed(lambda ix=index: find_clashes(ix, work, generated))
            compare.append((w, c))
        assert index is not None

        def med(runs: list[tuple[float, float]]) -> str:
            return f"{statistics.median(r[0] for r in runs):.3f} s wall, {statistics.median(r[1] for r in runs):.3f} s CPU"

        beans = sum(1 for _ in index.beans())
        print(
            f"clash scan benchmark: {n} Java files ({size / 1e6:.1f} MB), {beans} beans, 1000 generated files"
        )
        print(f"  cold scan (no cache)         {med(cold)}   (target <= 0.5 s)")
        print(f"  scan from .genix/local/sources.json {med(disk)}")
        print(f"  scan, in-process cache       {med(memo)}")
        print(f"  comparison (1000 generated)  {med(compare)}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
