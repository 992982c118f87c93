"""Three-way merge of text, line by line (diff3), for files genix owns and the user edited.

``base`` is what genix last generated, ``ours`` the file on disk (the user's edits),
``theirs`` the new render. Both sides are matched to ``base`` line by line
(:class:`difflib.SequenceMatcher`); base lines kept by both sides are stable and split the
files into chunks. A chunk changed by one side only takes that side; changed identically by
both takes it once. Chunks changed by both sides are conflicts, with three resolutions that
keep every line of both sides and match what regeneration usually does:

* both sides only *inserted* lines at the same place (the user added a method at the end of a
  class, genix added a field there): genix's lines first, then the user's; when one insertion
  already contains the other (as a subsequence) it is taken alone; when they share a
  significant line (the user added by hand what genix now generates) it is a conflict;
* one side kept the chunk and only added lines right before or after it, the other side
  rewrote it: the rewrite, with those lines around it.

Anything else is a conflict; the result text then holds conflict markers (diff3 style, with the
base section) and :attr:`MergeResult.conflicts` says where.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

OURS_LABEL = "yours (on disk)"
BASE_LABEL = "genix before"
THEIRS_LABEL = "genix now"
MARKERS = ("<<<<<<< ", "||||||| ", "=======", ">>>>>>> ")

Lines = Sequence[str]


@dataclass(frozen=True)
class Conflict:
    """One region both sides changed differently."""

    line: int
    """1-based line of the ``<<<<<<<`` marker in :attr:`MergeResult.text`."""
    base: tuple[str, ...]
    ours: tuple[str, ...]
    theirs: tuple[str, ...]


@dataclass(frozen=True)
class MergeResult:
    text: str
    """The merge; where there are conflicts, with conflict markers."""
    conflicts: tuple[Conflict, ...]

    @property
    def clean(self) -> bool:
        return not self.conflicts


def split_lines(text: str) -> list[str]:
    """Lines with their line ends (the last one may have none)."""
    return text.splitlines(keepends=True)


def _match(a: Lines, b: Lines) -> list[int]:
    """For every line of ``a``, the index of the line of ``b`` it is matched to, or -1."""
    out = [-1] * len(a)
    sm = SequenceMatcher(None, a, b, autojunk=False)
    for i, j, n in sm.get_matching_blocks():
        for d in range(n):
            out[i + d] = j + d
    return out


def _significant(line: str) -> bool:
    return any(c.isalnum() for c in line)


def _is_subsequence(small: Lines, big: Lines) -> bool:
    it = iter(big)
    return all(any(x == y for y in it) for x in small)


def _around(side: Lines, base: Lines) -> tuple[list[str], list[str]] | None:
    """``side`` == prefix + ``base`` + suffix: (prefix, suffix); else None."""
    n = len(base)
    if not n or len(side) < n:
        return None
    for start in range(len(side) - n + 1):
        if list(side[start : start + n]) == list(base):
            return list(side[:start]), list(side[start + n :])
    return None


def resolve_chunk(base: Lines, ours: Lines, theirs: Lines) -> list[str] | None:
    """The merged lines of one unstable chunk, or None for a conflict."""
    b, o, t = list(base), list(ours), list(theirs)
    if o == b:
        return t
    if t in (b, o):
        return o
    if not b:
        if _is_subsequence(o, t):
            return t
        if _is_subsequence(t, o):
            return o
        if {x.strip() for x in o if _significant(x)} & {x.strip() for x in t if _significant(x)}:
            return None
        return t + o
    around = _around(o, b)
    if around is not None:
        return around[0] + t + around[1]
    around = _around(t, b)
    if around is not None:
        return around[0] + o + around[1]
    return None


def _with_newline(lines: Lines) -> list[str]:
    out = list(lines)
    if out and not out[-1].endswith(("\n", "\r")):
        out[-1] += "\n"
    return out


def conflict_block(c: Conflict) -> str:
    """The marker block of a conflict (diff3 style: yours, base, genix's)."""
    return "".join(
        [f"{MARKERS[0]}{OURS_LABEL}\n", *_with_newline(c.ours), f"{MARKERS[1]}{BASE_LABEL}\n"]
        + [*_with_newline(c.base), f"{MARKERS[2]}\n", *_with_newline(c.theirs)]
        + [f"{MARKERS[3]}{THEIRS_LABEL}\n"]
    )


def merge_lines(base: Lines, ours: Lines, theirs: Lines) -> tuple[list[str], list[Conflict]]:
    """Merge line lists; conflicting regions are rendered with markers."""
    ma = _match(base, ours)
    mb = _match(base, theirs)
    out: list[str] = []
    conflicts: list[Conflict] = []
    i = j = k = 0

    def chunk(i1: int, j1: int, k1: int) -> None:
        b, o, t = base[i:i1], ours[j:j1], theirs[k:k1]
        if not (b or o or t):
            return
        merged = resolve_chunk(b, o, t)
        if merged is not None:
            out.extend(merged)
            return
        if out and not out[-1].endswith(("\n", "\r")):
            out[-1] += "\n"
        c = Conflict(len(out) + 1, tuple(b), tuple(o), tuple(t))
        conflicts.append(c)
        out.append(conflict_block(c))

    for s in range(len(base)):
        js, ks = ma[s], mb[s]
        if js < 0 or ks < 0:
            continue
        chunk(s, js, ks)
        out.append(base[s])
        i, j, k = s + 1, js + 1, ks + 1
    chunk(len(base), len(ours), len(theirs))
    return out, conflicts


def merge3(base: str, ours: str, theirs: str) -> MergeResult:
    """Three-way merge of whole texts."""
    if ours in (base, theirs):
        return MergeResult(theirs, ())
    if theirs == base:
        return MergeResult(ours, ())
    lines, conflicts = merge_lines(split_lines(base), split_lines(ours), split_lines(theirs))
    return MergeResult("".join(lines), tuple(conflicts))


def has_markers(text: str) -> bool:
    """True when ``text`` still holds a genix conflict block (unresolved)."""
    return f"\n{MARKERS[0]}{OURS_LABEL}" in "\n" + text and f"\n{MARKERS[3]}{THEIRS_LABEL}" in "\n" + text
