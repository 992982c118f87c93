"""Whole-project runs: plan (nothing written), apply (writes what the plan says, refuses
conflicts unless forced), check (is everything up to date?), and the legacy single-shot
``db_codegen_generate``."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import Diagnostic, Location, OutputError
from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput, ToolResult

if TYPE_CHECKING:
    from dbjavagenix.output.plan import Plan, PlanEntry

FAMILY = ToolFamily("runs", "Plan, apply and check whole-project generation.", order=40)

MAX_DIFF_CHARS = 200_000
"""Diffs stop being included past this many characters in one result (``truncated`` says so)."""

_DIFF_VERBS = frozenset({"update", "conflict", "delete", "merge"})


class FileChange(BaseModel):
    """What a run does to one file."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    path: str
    """Relative to the output root."""
    verb: str
    """``create``, ``update``, ``unchanged``, ``skip``, ``conflict``, ``delete`` (and ``merge``
    where the project merges edits)."""
    reason: str
    layer: str
    table: str | None
    diff: str | None = None
    """Unified diff (when asked for)."""


def _diff(e: PlanEntry) -> str:
    old = (e.old or b"").decode("utf-8", "replace").splitlines(keepends=True)
    new = (e.new or b"").decode("utf-8", "replace").splitlines(keepends=True)
    a = "/dev/null" if e.old is None else f"a/{e.path}"
    b = "/dev/null" if e.new is None else f"b/{e.path}"
    return "".join(difflib.unified_diff(old, new, a, b))


def _changes(plan: Plan, diffs: str, *, include_unchanged: bool) -> tuple[list[FileChange], bool]:
    out: list[FileChange] = []
    budget = MAX_DIFF_CHARS
    truncated = False
    for e in plan.entries:
        if e.verb == "unchanged" and not include_unchanged:
            continue
        diff = None
        wanted = diffs == "all" and e.verb in (*_DIFF_VERBS, "create")
        wanted = wanted or (diffs == "changes" and e.verb in _DIFF_VERBS)
        if wanted:
            text = _diff(e)
            if len(text) <= budget:
                diff, budget = text, budget - len(text)
            else:
                truncated = True
        out.append(
            FileChange(path=e.path, verb=e.verb, reason=e.reason, layer=e.layer, table=e.table, diff=diff)
        )
    return out, truncated


def _counts(plan: Plan) -> dict[str, int]:
    return dict(sorted(plan.count().items()))


def _count_text(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {v}" for v, n in counts.items()) or "no files"


# -- codegen_plan ---------------------------------------------------------------------------------


class PlanInput(ToolInput):
    diffs: Literal["none", "changes", "all"] = "changes"
    """Unified diffs to include: ``changes`` (updates, conflicts, deletions), ``all`` (new files
    too), ``none``."""
    force: bool = False
    """Plan as ``codegen_apply(force=true)`` would: conflicting files become updates."""


class PlanResult(ToolResult):
    output_root: str
    counts: dict[str, int]
    """Files per verb."""
    files: list[FileChange]
    """Every file that is not unchanged."""
    conflicts: list[str]
    """Files edited by hand that genix would overwrite (apply refuses them unless forced)."""
    truncated: bool = False
    """Some diffs were left out to keep the result small."""

    def summary(self) -> str:
        return f"plan for {self.output_root}: {_count_text(self.counts)} (nothing written)"


@FAMILY.tool("Plan generation", open_world=True)
def codegen_plan(env: ToolEnv, args: PlanInput) -> PlanResult:
    """Show what generating the whole project would do, file by file, with diffs: create,
    update, unchanged, skip (policy), conflict (edited by hand), delete (no longer generated).
    Nothing is written."""
    from dbjavagenix import pipeline

    loaded = env.load()
    plan, _ = pipeline.plan(loaded, force=args.force)
    files, truncated = _changes(plan, args.diffs, include_unchanged=False)
    return PlanResult(
        output_root=str(loaded.output_root),
        counts=_counts(plan),
        files=files,
        conflicts=[e.path for e in plan.conflicts],
        truncated=truncated,
    )


# -- codegen_apply --------------------------------------------------------------------------------


class ApplyInput(ToolInput):
    force: bool = False
    """Overwrite files edited by hand (their edits are lost). Without it, any conflict makes
    apply refuse and write nothing."""


class ApplyResult(ToolResult):
    output_root: str
    counts: dict[str, int]
    written: list[str]
    """Files created or updated."""
    deleted: list[str]
    """Stale files removed."""

    def summary(self) -> str:
        return f"wrote {len(self.written)} file(s), deleted {len(self.deleted)} under {self.output_root}"


def _refuse_conflicts(plan: Plan) -> None:
    conflicts = plan.conflicts
    if conflicts:
        raise OutputError(
            diagnostics=[
                Diagnostic(
                    f"{len(conflicts)} file(s) were edited by hand; nothing was written",
                    hint="keep the edits (move them into your own files), or pass force=true to overwrite them",
                ),
                *(Diagnostic(f"conflict: {e.reason}", Location(file=e.path)) for e in conflicts),
            ]
        )


@FAMILY.tool("Apply generation", writes=True, destructive=True, open_world=True)
def codegen_apply(env: ToolEnv, args: ApplyInput) -> ApplyResult:
    """Generate the whole project: write what a plan says (atomic writes, manifest updated).
    Refuses, writing nothing, when a generated file was edited by hand, unless force=true.
    Run codegen_plan first to see the changes."""
    from dbjavagenix import pipeline

    env.require_writes("codegen_apply", "use codegen_plan to see what would be written")
    loaded = env.load()
    plan, _ = pipeline.plan(loaded, force=args.force)
    _refuse_conflicts(plan)
    written, deleted = pipeline.apply(loaded, plan)
    return ApplyResult(
        output_root=str(loaded.output_root),
        counts=_counts(plan),
        written=list(written),
        deleted=list(deleted),
    )


# -- codegen_check --------------------------------------------------------------------------------


class CheckInput(ToolInput):
    pass


class CheckResult(ToolResult):
    output_root: str
    up_to_date: bool
    counts: dict[str, int]
    drift: list[FileChange]
    """Files a build would change (create, update, delete) or cannot (conflict)."""

    def summary(self) -> str:
        if self.up_to_date:
            return f"up to date ({sum(self.counts.values())} files)"
        return f"{len(self.drift)} generated file(s) out of date under {self.output_root}"


@FAMILY.tool("Check generated files", open_world=True)
def codegen_check(env: ToolEnv, args: CheckInput) -> CheckResult:
    """Is every generated file up to date with the schema, config and templates? Lists the
    files that are not (out of date is an answer, not an error). Nothing is written."""
    from dbjavagenix import pipeline

    loaded = env.load()
    plan, _ = pipeline.plan(loaded)
    drift = [
        FileChange(path=e.path, verb=e.verb, reason=e.reason, layer=e.layer, table=e.table)
        for e in plan.drift
    ]
    return CheckResult(
        output_root=str(loaded.output_root), up_to_date=not drift, counts=_counts(plan), drift=drift
    )


# -- db_codegen_generate (legacy) -----------------------------------------------------------------


class GenerateInput(ToolInput):
    force: bool = False
    """Overwrite files edited by hand too."""


class GenerateResult(ToolResult):
    output_root: str
    counts: dict[str, int]
    written: list[str]
    deleted: list[str]
    conflicts: list[str]
    """Files left alone because they were edited by hand."""

    def summary(self) -> str:
        text = f"wrote {len(self.written)} file(s), deleted {len(self.deleted)} under {self.output_root}"
        return text + (f"; {len(self.conflicts)} conflict(s) left alone" if self.conflicts else "")


@FAMILY.tool("Generate everything (legacy)", writes=True, destructive=True, open_world=True)
def db_codegen_generate(env: ToolEnv, args: GenerateInput) -> GenerateResult:
    """Legacy single-shot generation for clients that cannot make several calls: read the
    database, generate every configured table and write the files in one go, leaving files
    edited by hand alone (listed as conflicts). Prefer codegen_plan then codegen_apply."""
    from dbjavagenix import pipeline

    env.require_writes("db_codegen_generate", "use codegen_plan to see what would be written")
    loaded = env.load()
    result = pipeline.build(loaded, force=args.force)
    return GenerateResult(
        output_root=str(result.output_root),
        counts=_counts(result.plan),
        written=list(result.written),
        deleted=list(result.deleted),
        conflicts=[e.path for e in result.plan.conflicts],
    )
