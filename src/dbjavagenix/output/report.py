"""The one report of a plan, a check or a build: what every door prints, counts and returns.

``genix plan/check/build --json``, their text output, ``genix watch``, the MCP tools
(``codegen_plan``, ``codegen_check``, ``codegen_apply``) and the agent all produce their data
with :func:`make_report` from the same :class:`~dbjavagenix.output.plan.Plan`, so the same
project state gives the same data through every door. Counts cover every file of the plan (by
verb and by check status); ``files`` lists the files worth reading, one entry each, in path order
(easy to page and to filter by verb, status, table or layer); ``warnings`` lists what the
project does that is probably not meant (never failing the run: statements a DDL source left
out, overrides of tables the selection leaves out ...). A diff is always against what ``apply``
writes, after merging: :func:`diff_of` is the only diff.
"""

from __future__ import annotations

import difflib
import fnmatch
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import Diagnostic
from dbjavagenix.output.verbs import VERBS, Status
from dbjavagenix.problems import Problem

if TYPE_CHECKING:
    from dbjavagenix.javaproject.clashes import Clash
    from dbjavagenix.output.plan import Plan, PlanEntry

Kind = Literal["plan", "check", "build"]
Diffs = Literal["none", "changes", "all"]
DIFF_VERBS = frozenset({"update", "merge", "conflict", "delete"})
"""Verbs whose diff ``diffs="changes"`` shows (``"all"`` adds new files)."""

_DONE = {
    "create": "created",
    "update": "updated",
    "merge": "merged",
    "delete": "deleted",
    "unchanged": "unchanged",
    "skip": "skipped",
    "conflict": "conflicts",
    "keep": "kept (no longer generated)",
    "moved": "not written (changed on disk during the build)",
}
_TODO = _DONE | {"create": "to create", "update": "to update", "merge": "to merge", "delete": "to delete"}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class FileEntry(_Model):
    """One file of a report."""

    path: str
    """Relative to the output root, ``/``-separated."""
    verb: str
    """What a build does: ``create``, ``update``, ``merge``, ``unchanged``, ``skip``,
    ``conflict``, ``delete`` or ``keep`` (see docs/regeneration.md)."""
    status: Status | None
    """What ``check`` says: ``missing``, ``outdated``, ``edited``, ``stale``, ``conflict``; None
    when the file is as a build leaves it."""
    reason: str
    layer: str
    table: str | None
    """Table the file belongs to (None: a shared project file)."""
    conflict_file: str | None = None
    """A conflicting merge: the file holding it with conflict markers (relative to the output
    root), set only when that file exists with this merge in it."""
    lines: list[int] = []
    """Lines of the conflict markers."""
    diff: str | None = None
    """Unified diff from the file on disk to what a build writes (when asked for)."""


class ClashEntry(_Model):
    """Something a build would generate that the project's own code already has (a build
    refuses to write it; see docs/adoption.md)."""

    path: str
    """The generated file (relative to the output root)."""
    kind: str
    """``class``, ``bean``, ``single`` (a bean type the application has once) or ``mapper-scan``."""
    name: str
    """The clashing class or bean name."""
    existing: str
    """The team's file that has it."""
    line: int
    table: str | None = None
    layer: str = ""
    message: str
    hint: str


class Report(_Model):
    """A plan, a check or a build of the whole project."""

    kind: Kind
    output_root: str
    """Absolute path of the output root."""
    ok: bool
    """plan: no conflict; check: no status outside ``allowed``; build: no conflict and no file
    left alone because it changed while genix was building."""
    total: int
    """Files in the plan."""
    counts: dict[str, int]
    """Files per verb (all files of the plan); a build counts the files it left alone because
    they changed on disk meanwhile as ``moved``, not under their verb."""
    statuses: dict[str, int]
    """Files per check status (all files of the plan)."""
    files: list[FileEntry]
    """plan and build: every file that is not ``unchanged``; check: every file with a status not
    in ``allowed``."""
    allowed: list[Status] = []
    """check: statuses that do not fail it."""
    written: list[str] = []
    """build: files written (conflict files included)."""
    deleted: list[str] = []
    """build: files removed."""
    moved: list[str] = []
    """build: files left alone because they changed on disk while genix was building."""
    warnings: list[Problem] = []
    """What the project does that is probably not meant, located; never fails the run."""
    clashes: list[ClashEntry] = []
    """What the project's own code already has (classes, beans): a build refuses to write while
    there is any, and ``ok`` is false."""
    category: str | None = None
    """Template category of the run (None: a plan of some files only, as ``genix watch``
    makes)."""
    tables: int | None = None
    """Tables the run generates for (views not counted)."""
    views: int | None = None
    """Views the run generates for."""
    scaffold: list[str] = []
    """build: the Spring Boot project's files written because ``project.scaffold`` asks for a
    project and the output root held none (``genix new``'s files; yours from then on); plan:
    the ones a build would write."""

    def summary(self) -> str:
        """One line: ``3 to update, 1 conflicts, 64 unchanged`` / ``up to date (68 files)``, and
        the clashes with the project's code when there are any."""
        text = self._files_summary()
        n = len(self.clashes)
        if n:
            text += f"; {n} clash{'es' if n > 1 else ''} with the project's code"
        return text

    def _files_summary(self) -> str:
        if self.kind == "check":
            if not self.files:
                return f"up to date ({self.total} files)"
            problems: dict[str, int] = {}
            for f in self.files:
                problems[f.status or ""] = problems.get(f.status or "", 0) + 1
            return "not up to date: " + ", ".join(f"{n} {k}" for k, n in problems.items())
        words = _DONE if self.kind == "build" else _TODO
        parts = [
            f"{self.counts[v]} {'conflict' if v == 'conflict' and self.counts[v] == 1 else words[v]}"
            for v in (*VERBS, "moved")
            if self.counts.get(v)
        ]
        return ", ".join(parts) if parts else "nothing to do"

    def scope(self) -> str:
        """``Default, 11 tables, 1 view`` (empty when the run does not say)."""
        if self.category is None:
            return ""
        parts = [self.category]
        for n, word in ((self.tables, "table"), (self.views, "view")):
            if n:
                parts.append(f"{n} {word}{'' if n == 1 else 's'}")
        return ", ".join(parts)

    @property
    def conflicts(self) -> list[FileEntry]:
        return [f for f in self.files if f.verb == "conflict"]


@dataclass(frozen=True)
class FileFilter:
    """Which files a report lists (its counts still cover the whole plan). Each part is a set of
    alternatives (empty: no restriction); a file is listed when it passes every part."""

    tables: tuple[str, ...] = ()
    """Globs on table names, case-insensitive (``sys_*``); ``-`` matches the shared project files."""
    layers: tuple[str, ...] = ()
    """Layer names (``entity``, ``mapper_xml``, ``common`` ...)."""
    verbs: tuple[str, ...] = ()
    """What a build does with the file (``create``, ``update``, ``conflict`` ...)."""
    statuses: tuple[str, ...] = ()
    """What ``check`` says of it (``missing``, ``outdated``, ``edited`` ...)."""
    paths: tuple[str, ...] = ()
    """Globs on output paths (``*/entity/*``, ``*ShopOrder*``)."""

    def table_matches(self, table: str | None) -> bool:
        """Whether files of ``table`` (None or ``""``: the shared project files) pass ``tables``."""
        name = (table or "-").lower()
        return not self.tables or any(fnmatch.fnmatchcase(name, g.lower()) for g in self.tables)

    def matches(self, e: PlanEntry) -> bool:
        return (
            self.table_matches(e.table)
            and (not self.layers or e.layer in self.layers)
            and (not self.verbs or e.verb in self.verbs)
            and (not self.statuses or (e.status or "") in self.statuses)
            and (not self.paths or any(fnmatch.fnmatchcase(e.path, g) for g in self.paths))
        )


def diff_of(e: PlanEntry) -> str | None:
    """Unified diff from the file on disk to what ``apply`` writes for ``e``: the render, the
    merge of your edits, or (for a conflict) the merge with conflict markers, in the file or in
    its conflict file. None for files a build does not write."""
    if e.verb in ("unchanged", "skip", "keep"):
        return None
    after = None if e.verb == "delete" else e.write if e.write is not None else e.side
    if after is None and e.verb != "delete":
        return None
    old = (e.old or b"").decode("utf-8", "replace").splitlines(keepends=True)
    new = (after or b"").decode("utf-8", "replace").splitlines(keepends=True)
    a = "/dev/null" if e.old is None else f"a/{e.path}"
    b = "/dev/null" if after is None else f"b/{e.path}"
    return "".join(difflib.unified_diff(old, new, a, b))


def make_report(
    plan: Plan,
    output_root: Path | str,
    *,
    kind: Kind,
    diffs: Diffs = "none",
    include_unchanged: bool = False,
    allow: Collection[Status] = (),
    written: Iterable[str] = (),
    deleted: Iterable[str] = (),
    moved: Iterable[str] = (),
    warnings: Iterable[Diagnostic] = (),
    clashes: Iterable[Clash] = (),
    only: FileFilter | None = None,
) -> Report:
    """The report of ``plan`` (for a build: with what ``apply`` did) and the project's located
    ``warnings``. ``only``: list only the files it matches (counts cover all)."""
    written_set = set(written)
    files: list[FileEntry] = []
    counts: dict[str, int] = {}
    statuses: dict[str, int] = {}
    for e in plan.entries:
        counts[e.verb] = counts.get(e.verb, 0) + 1
        if e.status is not None:
            statuses[e.status] = statuses.get(e.status, 0) + 1
        if kind == "check":
            if e.status is None or e.status in allow:
                continue
        elif e.verb == "unchanged" and not include_unchanged:
            continue
        if only is not None and not only.matches(e):
            continue
        diff = None
        if diffs == "all" or (diffs == "changes" and e.verb in DIFF_VERBS):
            diff = diff_of(e)
        side = e.side is not None and (e.side_path in written_set or e.side_current)
        files.append(
            FileEntry(
                path=e.path,
                verb=e.verb,
                status=e.status,
                reason=e.reason,
                layer=e.layer,
                table=e.table,
                conflict_file=e.side_path if side else None,
                lines=list(e.lines),
                diff=diff,
            )
        )
    moved_list = sorted(moved)
    if kind == "build" and moved_list:
        verb_of = {e.path: e.verb for e in plan.entries}
        for path in moved_list:
            verb = verb_of.get(path)
            if verb is not None and counts.get(verb):
                counts[verb] -= 1
        counts["moved"] = len(moved_list)
        counts = {k: n for k, n in counts.items() if n}
    clash_list = [ClashEntry.model_validate(c.to_dict()) for c in clashes]
    ok = (not files if kind == "check" else not counts.get("conflict") and not moved_list) and not clash_list
    return Report(
        kind=kind,
        output_root=str(output_root),
        ok=ok,
        total=len(plan.entries),
        counts=dict(sorted(counts.items())),
        statuses=dict(sorted(statuses.items())),
        files=files,
        allowed=sorted(set(allow)),
        written=list(written),
        deleted=list(deleted),
        moved=moved_list,
        warnings=[Problem.of(d) for d in warnings],
        clashes=clash_list,
        category=plan.scope.category if plan.scope is not None else None,
        tables=plan.scope.tables if plan.scope is not None else None,
        views=plan.scope.views if plan.scope is not None else None,
        scaffold=[path for path, _ in plan.scaffold] if kind != "check" else [],
    )


__all__ = [
    "DIFF_VERBS",
    "ClashEntry",
    "Diffs",
    "FileEntry",
    "FileFilter",
    "Kind",
    "Report",
    "diff_of",
    "make_report",
]
