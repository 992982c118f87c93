#!/usr/bin/env python3
"""What each extra of dbjavagenix installs: the distributions it pulls in (its own
requirements and theirs, through the extras they name) and their size on disk, read from a
Python environment that holds them all (the one running this script, or ``--site`` of another,
e.g. a fresh venv made with the README's test command: ``pip install -e ".[all,dev]"``).

    python benchmarks/extras.py [--site VENV/lib/python3.11/site-packages]

Figures only: nothing is asserted (``tests/test_wheel.py`` checks which extras may pull the
agent SDK). A distribution the environment lacks is listed as missing, not counted.
"""

from __future__ import annotations

import argparse
import os
import sys
from importlib import metadata

from packaging.markers import default_environment
from packaging.requirements import Requirement


def _key(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _size(dist: metadata.Distribution, site: str) -> int:
    total = 0
    for f in dist.files or []:
        try:
            total += os.path.getsize(os.path.join(site, str(f)))
        except OSError:
            pass
    return total


def closure(dists: dict[str, metadata.Distribution], name: str, extras: tuple[str, ...]) -> set[str]:
    """Every distribution ``name[extras]`` needs (its own name included)."""
    seen: set[tuple[str, tuple[str, ...]]] = set()
    todo = [(name, extras)]
    while todo:
        n, ex = todo.pop()
        if (_key(n), ex) in seen:
            continue
        seen.add((_key(n), ex))
        dist = dists.get(_key(n))
        for text in (dist.requires or []) if dist is not None else []:
            req = Requirement(text)
            wanted = req.marker is None or any(
                req.marker.evaluate(default_environment() | {"extra": e}) for e in ("", *ex)
            )
            if wanted and (req.marker is None or "extra" not in str(req.marker) or ex):
                todo.append((req.name, tuple(sorted(req.extras))))
    return {n for n, _ in seen}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", help="site-packages folder to read (default: this interpreter's)")
    args = ap.parse_args()
    path = [args.site] if args.site else sys.path
    dists = {_key(d.metadata["Name"]): d for d in metadata.distributions(path=path)}
    own = dists.get("dbjavagenix")
    if own is None:
        print("dbjavagenix is not installed there", file=sys.stderr)
        return 2
    sizes = {k: _size(d, str(d.locate_file(""))) for k, d in dists.items()}
    extras = sorted(own.metadata.get_all("Provides-Extra") or [])
    print(f"{'extra':<14} {'dists':>5} {'MB':>8}  biggest")
    for label, ex in [("(none)", ())] + [(f"[{e}]", (e,)) for e in extras] + [("[all,dev]", ("all", "dev"))]:
        needed = closure(dists, "dbjavagenix", ex) - {"dbjavagenix"}
        missing = sorted(n for n in needed if n not in dists)
        total = sum(sizes.get(n, 0) for n in needed)
        top = sorted(((sizes.get(n, 0), n) for n in needed), reverse=True)[:3]
        biggest = ", ".join(f"{n} {s / 1e6:.0f}" for s, n in top if s > 1e6)
        note = f"  (missing here: {', '.join(missing)})" if missing else ""
        print(f"{label:<14} {len(needed):>5} {total / 1e6:>8.1f}  {biggest}{note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
