"""The text form of genix's committed state: one JSON-lines file per table, made to merge in git.

``.genix/tables/<table>.jsonl`` holds one table, ``.genix/project.jsonl`` the project files
(and genix's version). A file is a header line, then one line per generated file (sorted by
path), then one line per conflict side file::

    {"genix_state": 3, "table": "sys_user", "fingerprint": "…", "primary_key": ["id"]}
    {"path": "src/main/java/…/SysUser.java", "sha256": "…", "layer": "entity", "template": "entity.java.jinja", "policy": "merge", "uses": ["_shared/java_file.jinja", "entity.java.jinja"], "templates": "…"}

Why this shape: two branches that regenerated different tables change different files, so git
merges them without a conflict; where both changed the same table, git leaves conflict markers,
and :func:`parse` reads both sides (:class:`Parsed.conflicted`): the next build settles every
file from its bytes on disk and renders the table again. Nothing machine-local (sizes, mtimes)
is in here: a checkout, a merge or another machine changes none of these lines.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from json.encoder import encode_basestring

FORMAT = 3
TABLES_DIR = "tables"
PROJECT_FILE = "project.jsonl"
LEGACY_FILE = "manifest.json"
"""The single-file manifest of genix before format 3 (read, then converted)."""
SUFFIX = ".jsonl"

_SAFE = re.compile(r"[a-z0-9][a-z0-9_.-]{0,99}")
_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
)


def table_file_name(table: str) -> str:
    """The state file of ``table``: the name itself when it is a safe lower-case file name,
    else a readable stem plus a hash of the exact name (distinct on case-insensitive file
    systems, no character a file system refuses)."""
    if (
        _SAFE.fullmatch(table)
        and not table.endswith(".")
        and table.split(".", maxsplit=1)[0] not in _RESERVED
    ):
        return table + SUFFIX
    stem = re.sub(r"[^a-z0-9_-]+", "_", table.lower()).strip("_")[:60] or "table"
    return f"{stem}~{hashlib.sha256(table.encode('utf-8', 'surrogatepass')).hexdigest()[:12]}{SUFFIX}"


@dataclass(frozen=True)
class FileLine:
    """What the state says about one generated file."""

    path: str
    sha256: str
    layer: str
    template: str
    policy: str
    base: str = ""
    uses: tuple[str, ...] = ()
    templates: str = ""


@dataclass(frozen=True)
class Section:
    """One state file's content (a table, or the project files when ``table`` is None)."""

    table: str | None
    fingerprint: str
    files: tuple[FileLine, ...] = ()
    sides: tuple[tuple[str, str, str, str], ...] = ()
    """(path of the conflicting file, hash of its side file, hash of the render that
    conflicted, hash of the file then)."""
    primary_key: tuple[str, ...] | None = None
    """The table's key columns when it was last rendered (None: no key, or not a table)."""
    genix_version: str = ""


@dataclass(frozen=True)
class Parsed:
    section: Section
    conflicted: bool = False
    """The file held git conflict markers: ``section`` has the files of both sides (for a path
    on both sides, each candidate in ``alternatives``) and no fingerprint."""
    alternatives: dict[str, tuple[FileLine, ...]] = field(default_factory=dict)


def _s(text: str) -> str:
    return str(encode_basestring(text))


def quoted(text: str) -> str:
    """``text`` as a JSON string in a state file's line."""
    return _s(text)


def _list(items: Iterable[str]) -> str:
    return "[" + ", ".join(_s(x) for x in items) + "]"


def render(section: Section) -> str:
    """The file text (stable: the same section gives the same bytes)."""
    if section.table is None:
        head = f'{{"genix_state": {FORMAT}, "genix_version": {_s(section.genix_version)}, "fingerprint": {_s(section.fingerprint)}}}'
    else:
        key = "null" if section.primary_key is None else _list(section.primary_key)
        head = (
            f'{{"genix_state": {FORMAT}, "table": {_s(section.table)}, '
            f'"fingerprint": {_s(section.fingerprint)}, "primary_key": {key}}}'
        )
    lines = [head]
    for f in sorted(section.files, key=lambda f: f.path):
        base = f', "base": {_s(f.base)}' if f.base and f.base != f.sha256 else ""
        lines.append(
            f'{{"path": {_s(f.path)}, "sha256": {_s(f.sha256)}{base}, "layer": {_s(f.layer)}, '
            f'"template": {_s(f.template)}, "policy": {_s(f.policy)}, "uses": {_list(f.uses)}, '
            f'"templates": {_s(f.templates)}}}'
        )
    lines += [
        f'{{"side": {_s(p)}, "sha256": {_s(s)}, "render": {_s(r)}, "file": {_s(f)}}}'
        for p, s, r, f in sorted(section.sides)
    ]
    return "\n".join(lines) + "\n"


_MARKERS = ("<<<<<<<", "|||||||", "=======", ">>>>>>>")


def parse(text: str) -> Parsed:
    """A state file's section; raises ValueError/KeyError/TypeError when it is damaged. Git
    conflict markers are read, not refused (see :class:`Parsed`)."""
    if "\n<<<<<<<" in "\n" + text:
        return _parse_conflicted(text)
    rows = json.loads("[" + ",".join(ln for ln in text.split("\n") if ln.strip()) + "]")
    return Parsed(_section(rows))


def parse_bytes(data: bytes) -> tuple[Parsed | None, list[int]]:
    """A state file's section read line by line, for state that may be damaged (truncated, a
    bad merge, bytes that are not UTF-8 or not JSON): the lines that cannot be read are left
    out and returned (1-based numbers); None when not even the header can be read."""
    try:
        text = data.decode("utf-8")
        return parse(text), []
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        pass
    bad: list[int] = []
    good: list[str] = []
    for n, raw in enumerate(data.split(b"\n"), 1):
        if not raw.strip():
            continue
        try:
            line = raw.decode("utf-8")
            if any(line.startswith(m) for m in _MARKERS):
                good.append(line)
                continue
            row = json.loads(line)
            if not isinstance(row, dict):
                raise TypeError("not an object")
            _section([{"genix_state": FORMAT}, row] if "genix_state" not in row else [row])
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            bad.append(n)
            continue
        good.append(line)
    try:
        return parse("\n".join(good) + "\n"), bad
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None, bad


def _section(rows: list[dict[str, object]], conflicted: bool = False) -> Section:
    if not rows or not isinstance(rows[0], dict) or rows[0].get("genix_state") != FORMAT:
        raise ValueError("not a genix state file (no header line)")
    head = rows[0]
    for r in rows:
        if not isinstance(r, dict):
            raise TypeError("a line is not a JSON object")
    files: list[FileLine] = []
    sides: list[tuple[str, str, str, str]] = []
    for r in rows[1:]:
        if "side" in r:
            if not isinstance(r["side"], str):
                raise TypeError("side is not a string")
            sides.append(
                (str(r["side"]), str(r["sha256"]), str(r.get("render") or ""), str(r.get("file") or ""))
            )
            continue
        uses = r.get("uses") or []
        if not isinstance(uses, list):
            raise TypeError("uses is not a list")
        if not isinstance(r["path"], str) or not isinstance(r["sha256"], str):
            raise TypeError("path or sha256 is not a string")
        files.append(
            FileLine(
                str(r["path"]),
                str(r["sha256"]),
                str(r["layer"]),
                str(r["template"]),
                str(r.get("policy", "merge")),
                str(r.get("base") or ""),
                tuple(str(u) for u in uses),
                str(r.get("templates") or ""),
            )
        )
    table = head.get("table")
    key = head.get("primary_key")
    return Section(
        None if table is None else str(table),
        "" if conflicted else str(head.get("fingerprint") or ""),
        tuple(files),
        tuple(sides),
        tuple(str(k) for k in key) if isinstance(key, list) else None,
        str(head.get("genix_version") or ""),
    )


def _parse_conflicted(text: str) -> Parsed:
    """Both sides of a file git could not merge (``merge``, ``diff3`` or ``zdiff3`` style):
    every line outside the markers and on either side is read; the merge base's lines are not."""
    rows: list[dict[str, object]] = []
    side = "common"
    for line in text.split("\n"):
        marker = next((m for m in _MARKERS if line.startswith(m)), None)
        if marker == "<<<<<<<":
            side = "ours"
        elif marker == "|||||||":
            side = "base"
        elif marker == "=======":
            side = "theirs"
        elif marker == ">>>>>>>":
            side = "common"
        elif line.strip() and side != "base":
            rows.append(json.loads(line))
    heads = [r for r in rows if "genix_state" in r]
    if not heads:
        raise ValueError("not a genix state file (no header line)")
    body = [r for r in rows if "genix_state" not in r]
    section = _section([heads[0], *body], conflicted=True)
    by_path: dict[str, list[FileLine]] = {}
    for f in section.files:
        alts = by_path.setdefault(f.path, [])
        if f not in alts:
            alts.append(f)
    keys = {_section([h]).primary_key for h in heads}
    return Parsed(
        Section(
            section.table,
            "",
            tuple(alts[0] for alts in by_path.values()),
            tuple({s[0]: s for s in section.sides}.values()),
            keys.pop() if len(keys) == 1 else None,
            section.genix_version,
        ),
        True,
        {p: tuple(a) for p, a in by_path.items() if len(a) > 1},
    )
