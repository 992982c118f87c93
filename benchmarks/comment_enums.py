#!/usr/bin/env python3
"""Enumerations in column comments, measured on real schemas: per schema, the columns with a
comment, how many of those comments :func:`parse_comment_enum` reads as a code/label list, and
(``--show``) each recognised comment with its values, and (``--misses``) the comments that
hold a digit or a parenthesis but were not read (what a new shape would have to cover).

Schemas: the shared corpus (every dialect file that has comments) and the SQL files of the
code bases in ../shared/projects/src, read through genix's DDL source (no database needed).
Figures only: nothing is asserted (tests/resolve/test_comment_enums.py asserts the shapes).

    python benchmarks/comment_enums.py [--show] [--misses]
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from dbjavagenix.introspect.ddl import SourceText, read_ddl
from dbjavagenix.resolve.comment_enums import parse_comment_enum

REPO = Path(__file__).resolve().parent.parent
SHARED = (REPO.parent / "shared").resolve()


def schemas() -> list[tuple[str, list[Path]]]:
    out: list[tuple[str, list[Path]]] = []
    corpus = SHARED / "corpus"
    for d in sorted(p for p in corpus.iterdir() if p.is_dir()) if corpus.is_dir() else []:
        f = d / "mysql.sql"
        if f.is_file():
            out.append((f"corpus/{d.name}", [f]))
    src = SHARED / "projects" / "src"
    for d in sorted(p for p in src.iterdir() if p.is_dir()) if src.is_dir() else []:
        files = sorted((d / "sql").glob("*.sql"))
        if files:
            out.append((f"projects/{d.name}", files))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", action="store_true", help="print every recognised comment")
    ap.add_argument(
        "--misses", action="store_true", help="print comments with a digit or ( that were not read"
    )
    args = ap.parse_args()
    print(
        f"{'schema':<32} {'tables':>6} {'columns':>7} {'commented':>9} {'enums':>5} {'values':>6} {'ms':>6}"
    )
    for name, files in schemas():
        sources = [SourceText(f.name, f.read_text(encoding="utf-8", errors="replace")) for f in files]
        catalog = read_ddl(sources, "mysql", allow_unparsed=True).catalog
        cols = [(t.name, c) for t in catalog.tables for c in t.columns]
        commented = [(t, c) for t, c in cols if c.comment]
        t0 = time.process_time()
        found = [(t, c, parse_comment_enum(c.comment)) for t, c in commented]
        ms = (time.process_time() - t0) * 1000
        hits = [(t, c, v) for t, c, v in found if v]
        print(
            f"{name:<32} {len(catalog.tables):>6} {len(cols):>7} {len(commented):>9} {len(hits):>5} "
            f"{sum(len(v) for _, _, v in hits):>6} {ms:>6.1f}"
        )
        if args.show:
            for t, c, v in hits:
                print(f"    {t}.{c.name}: {c.comment!r} -> " + ", ".join(f"{x.code}={x.label}" for x in v))
        if args.misses:
            for t, c, v in found:
                if not v and re.search(r"[\d(（]", c.comment or ""):
                    print(f"    miss {t}.{c.name}: {c.comment!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
