"""Merge bases: the render genix produced last for a file, needed to merge your edits into its
next render. Found, by the SHA-256 the manifest records, in (first match wins, every candidate
checked against that hash):

1. ``.genix/bases/ab/cdef…`` (committed): the base of every file whose bytes on disk are not
   genix's render (you edited it, or genix merged your edits into it). Plain text, one file per
   hash, never changed once written: two branches adding different bases never conflict. Files
   you did not edit need none: their base is the file itself (git stores those bytes once).
2. ``.genix/local/renders`` (machine-local, git-ignored): every render of the builds made on
   this machine, appended, so a file edited for the first time since the last build merges.
3. git: the file as committed at ``HEAD`` (or in the last commits that touched it), for a
   first edit on a machine that did not render it (a fresh clone, a teammate's branch).

A base found nowhere makes the merge a conflict (nothing is overwritten). Measured at 1000
tables / 6,002 files (19.0 MB of Java and XML): the committed state with no file edited is
about 1.6 MB (8 %); each edited file adds its base (its own size).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path

from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.statcache import LOCAL_DIR
from dbjavagenix.output.statemodel import digest

BASES_DIR = "bases"
RENDERS_FILE = "renders"


def base_rel(sha: str) -> str:
    """Path of a committed base, relative to ``.genix/``."""
    return f"{BASES_DIR}/{sha[:2]}/{sha[2:]}"


def _renders_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / LOCAL_DIR / RENDERS_FILE


# -- committed bases ---------------------------------------------------------------------------


def committed(output_root: Path, sha: str) -> bytes | None:
    try:
        data = (output_root / MANIFEST_DIR / base_rel(sha)).read_bytes()
    except OSError:
        return None
    return data if digest(data) == sha else None


def committed_present(output_root: Path, shas: Iterable[str]) -> set[str]:
    root = output_root / MANIFEST_DIR
    return {s for s in shas if (root / base_rel(s)).is_file()}


def stale_committed(output_root: Path, keep: Collection[str]) -> list[str]:
    """Committed bases (relative to ``.genix/``) no record needs any more."""
    root = output_root / MANIFEST_DIR / BASES_DIR
    out = []
    try:
        folders = sorted(os.listdir(root))
    except OSError:
        return []
    for d in folders:
        try:
            names = os.listdir(root / d)
        except OSError:
            continue
        out += [f"{BASES_DIR}/{d}/{n}" for n in names if d + n not in keep and not n.startswith(".")]
    return out


# -- the machine-local cache of renders --------------------------------------------------------


def remember(output_root: Path, renders: Mapping[str, bytes], live: Collection[str]) -> None:
    """Append ``renders`` (by their hash, as :func:`digest` makes it) to the local cache (best
    effort: a cache). When most of it is no longer any record's base, keep only the ``live``
    ones."""
    items = dict(renders)
    path = _renders_path(output_root)
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    added = sum(len(d) for d in items.values())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if size and size + added > 64 * 1024 * 1024 and size + added > 3 * _live_size(path, live, items):
            kept = _scan(path, set(live) - set(items))
            kept.update((s, d) for s, d in items.items() if s in live)
            tmp = path.with_name(RENDERS_FILE + ".genix-tmp")
            with open(tmp, "wb") as f:
                f.writelines(_pack(kept))
            os.replace(tmp, path)
            return
        if items:
            with open(path, "ab") as f:
                f.writelines(_pack(items))  # piece by piece: no copy of every render at once
    except OSError:
        pass


def _live_size(path: Path, live: Collection[str], items: Mapping[str, bytes]) -> int:
    return sum(len(d) for s, d in items.items() if s in live) + sum(
        n for s, n in _index(path).items() if s in live and s not in items
    )


def _pack(items: Mapping[str, bytes]) -> list[bytes]:
    """The entries as the pack's pieces (a head line, the bytes, a line end each)."""
    parts: list[bytes] = []
    for sha, data in items.items():
        parts += [f"{sha} {len(data)}\n".encode("ascii"), data, b"\n"]
    return parts


def _index(path: Path) -> dict[str, int]:
    """sha → size of every entry in the pack."""
    return {s: len(d) for s, d in _scan(path, None).items()}


def _scan(path: Path, wanted: set[str] | None) -> dict[str, bytes]:
    """The entries of the pack (only ``wanted`` ones when given), each checked by its hash; a
    torn tail is ignored."""
    out: dict[str, bytes] = {}
    try:
        data = path.read_bytes()
    except OSError:
        return out
    pos = 0
    end = len(data)
    while pos < end:
        nl = data.find(b"\n", pos, pos + 100)
        if nl < 0:
            break
        head = data[pos:nl].split(b" ")
        if len(head) != 2 or len(head[0]) != 64 or not head[1].isdigit():
            break
        sha, size = head[0].decode("ascii"), int(head[1])
        start = nl + 1
        stop = start + size
        if stop >= end + 1 or data[stop : stop + 1] != b"\n":
            break
        if wanted is None or sha in wanted:
            blob = data[start:stop]
            if wanted is None or digest(blob) == sha:
                out[sha] = blob
        pos = stop + 1
    return out


# -- finding bases -----------------------------------------------------------------------------


def find(output_root: Path, wanted: Mapping[str, str]) -> dict[str, bytes]:
    """The bases ``wanted`` (hash → the path of a file whose base it is) that can be found."""
    out: dict[str, bytes] = {}
    for sha in wanted:
        data = committed(output_root, sha)
        if data is not None:
            out[sha] = data
    rest = {s: p for s, p in wanted.items() if s not in out}
    if rest:
        out.update(_scan(_renders_path(output_root), set(rest)))
        rest = {s: p for s, p in rest.items() if s not in out}
    if rest:
        from dbjavagenix.output.legacy import legacy_bases

        out.update(legacy_bases(output_root, set(rest)))
        rest = {s: p for s, p in rest.items() if s not in out}
    if rest:
        out.update(git_bases(output_root, rest))
    return out


def git_bases(output_root: Path, wanted: Mapping[str, str], history: int = 20) -> dict[str, bytes]:
    """Bases from the git repository the output root is in: each file as committed at HEAD,
    else in one of the last ``history`` commits that touched it (read-only git commands)."""
    git = shutil.which("git")
    if git is None or not wanted:
        return {}
    env = {**os.environ, "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"}
    root = str(output_root)

    def run(args: list[str], data: bytes | None = None) -> bytes | None:
        try:
            done = subprocess.run(
                [git, "-C", root, *args], input=data, capture_output=True, env=env, timeout=60, check=False
            )
        except (OSError, subprocess.SubprocessError):
            return None
        return done.stdout if done.returncode == 0 else None

    top = run(["rev-parse", "--show-prefix"])
    if top is None:
        return {}
    prefix = top.decode("utf-8", "surrogateescape").strip()
    out: dict[str, bytes] = {}
    candidates = [(sha, f"HEAD:{prefix}{path}") for sha, path in wanted.items()]
    out.update(_cat(run, candidates))
    for sha, path in list(wanted.items())[:50]:
        if sha in out:
            continue
        revs = run(["rev-list", f"-n{history}", "HEAD", "--", f"{prefix}{path}"])
        if not revs:
            continue
        specs = [(sha, f"{r}:{prefix}{path}") for r in revs.decode("ascii", "replace").split()]
        out.update(_cat(run, specs))
    return out


def _cat(run: object, candidates: list[tuple[str, str]]) -> dict[str, bytes]:
    """``git cat-file --batch`` over ``candidates`` ((wanted hash, object spec)); the objects
    whose bytes have the wanted hash."""
    if not candidates:
        return {}
    assert callable(run)
    raw = run(["cat-file", "--batch"], "".join(spec + "\n" for _, spec in candidates).encode())
    out: dict[str, bytes] = {}
    if not raw:
        return out
    pos = 0
    for sha, _ in candidates:
        nl = raw.find(b"\n", pos)
        if nl < 0:
            break
        head = raw[pos:nl].split(b" ")
        pos = nl + 1
        if len(head) != 3 or head[1] != b"blob":
            continue
        size = int(head[2])
        blob = raw[pos : pos + size]
        pos += size + 1
        if sha not in out and digest(blob) == sha:
            out[sha] = blob
    return out
