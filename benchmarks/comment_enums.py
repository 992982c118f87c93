#!/usr/bin/env python3
"""Enumerations in column comments and CHECK constraints, measured on real schemas: per
schema, the columns with a comment, how many of those comments :func:`parse_comment_enum` reads
as a code/label list, the columns whose CHECK constraint lists their values (two or more), and
how many of all those lists ``comment_enums = "java"`` turns into Java enums (``java``: the
column's type holds the codes, no key); (``--show``) each recognised list with its values, and
(``--misses``) the comments that hold a digit or a parenthesis but were not read (what a new
shape would have to cover).

Schemas: the shared corpus (every dialect file: mysql, postgres, sqlite) and the SQL files of
the code bases in ../shared/projects/src, read through genix's DDL source (no database needed).
Figures only: nothing is asserted (tests/resolve/test_comment_enums.py asserts the shapes).

    python benchmarks/comment_enums.py [--show] [--misses]
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from dbjavagenix.introspect.ddl import SourceText, read_ddl
from dbjavagenix.resolve.columns.comment_enums import parse_comment_enum
from dbjavagenix.resolve.columns.enums import code_type, value_list
from dbjavagenix.resolve.columns.types import builtin_type

DIALECTS = {"mysql.sql": "mysql", "postgres.sql": "postgresql", "sqlite.sql": "sqlite"}

REPO = Path(__file__).resolve().parent.parent
SHARED = (REPO.parent / "shared").resolve()


def schemas() -> list[tuple[str, str, list[Path]]]:
    """``(name, dialect, files)`` of every schema measured."""
    out: list[tuple[str, str, list[Path]]] = []
    corpus = SHARED / "corpus"
    for d in sorted(p for p in corpus.iterdir() if p.is_dir()) if corpus.is_dir() else []:
        for file, dialect in DIALECTS.items():
            f = d / file
            if f.is_file():
                out.append((f"corpus/{d.name}/{dialect}", dialect, [f]))
    src = SHARED / "projects" / "src"
    for d in sorted(p for p in src.iterdir() if p.is_dir()) if src.is_dir() else []:
        files = sorted((d / "sql").glob("*.sql"))
        if files:
            out.append((f"projects/{d.name}", "mysql", files))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--show", action="store_true", help="print every recognised comment")
    ap.add_argument(
        "--misses", action="store_true", help="print comments with a digit or ( that were not read"
    )
    args = ap.parse_args()
    print(
        f"{'schema':<36} {'tables':>6} {'columns':>7} {'commented':>9} {'enums':>5} {'values':>6} "
        f"{'checks':>6} {'java':>5} {'ms':>6}"
    )
    totals = [0, 0, 0]
    for name, dialect, files in schemas():
        sources = [SourceText(f.name, f.read_text(encoding="utf-8", errors="replace")) for f in files]
        catalog = read_ddl(sources, dialect, allow_unparsed=True).catalog
        cols = [(t, c) for t in catalog.tables for c in t.columns]
        commented = [(t.name, c) for t, c in cols if c.comment]
        t0 = time.process_time()
        found = [(t, c, parse_comment_enum(c.comment)) for t, c in commented]
        ms = (time.process_time() - t0) * 1000
        hits = [(t, c, v) for t, c, v in found if v]
        checks = [(t.name, c) for t, c in cols if len(c.check_values) >= 2]
        java = []
        for t, c in cols:
            keys = t.primary_key.columns if t.primary_key else ()
            values = value_list(c, parse_comment_enum(c.comment))
            if values and c.name not in keys and code_type(builtin_type(c, dialect).name, values):
                java.append((t.name, c, values))
        for i, n in enumerate((len(hits), len(checks), len(java))):
            totals[i] += n
        print(
            f"{name:<36} {len(catalog.tables):>6} {len(cols):>7} {len(commented):>9} {len(hits):>5} "
            f"{sum(len(v) for _, _, v in hits):>6} {len(checks):>6} {len(java):>5} {ms:>6.1f}"
        )
        if args.show:
            for t, c, v in hits:
                print(f"    {t}.{c.name}: {c.comment!r} -> " + ", ".join(f"{x.code}={x.label}" for x in v))
            for t, c in checks:
                print(f"    {t}.{c.name}: CHECK -> " + ", ".join(c.check_values))
        if args.misses:
            for t, c, v in found:
                if not v and re.search(r"[\d(（]", c.comment or ""):
                    print(f"    miss {t}.{c.name}: {c.comment!r}")
    print(
        f'total: {totals[0]} comment enums, {totals[1]} CHECK enums, {totals[2]} Java enums with comment_enums = "java"'
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
