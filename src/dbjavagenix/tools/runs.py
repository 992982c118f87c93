"""Whole-project runs: plan (nothing written), apply (writes what the plan says, refuses
conflicts unless forced), check (is everything up to date?), and the legacy single-shot
``db_codegen_generate``. Every result is the report :mod:`dbjavagenix.output.report` makes, the
same the CLI prints with ``--json``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from dbjavagenix.errors import Diagnostic, Location, OutputError
from dbjavagenix.output.plan import Status
from dbjavagenix.output.report import Report
from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput, ToolResult

if TYPE_CHECKING:
    from dbjavagenix.output.plan import Plan

FAMILY = ToolFamily("runs", "Plan, apply and check whole-project generation.", order=40)

MAX_DIFF_CHARS = 200_000
"""Diffs stop being included past this many characters in one result (``truncated`` says so)."""


def _report(result: Any, output_root: Path, plan: Plan, **kw: Any) -> Any:
    from dbjavagenix.output.report import make_report

    return result.model_validate(make_report(plan, output_root, **kw).model_dump())


def _warned(report: Report, text: str) -> str:
    """A result's summary line, with how many warnings its report lists (read them there)."""
    n = len(report.warnings)
    if not n:
        return text
    more = f" (and {n - 1} more)" if n > 1 else ""
    return f"{text}; warning: {report.warnings[0].message}{more}"


# -- codegen_plan ---------------------------------------------------------------------------------


class PlanInput(ToolInput):
    diffs: Literal["none", "changes", "all"] = "changes"
    """Unified diffs to include (against what a build writes, your edits merged): ``changes``
    (updates, merges, conflicts, deletions), ``all`` (new files too), ``none``."""
    force: bool = False
    """Plan as ``codegen_apply(force=true)`` would: conflicting files become updates."""
    include_unchanged: bool = False
    """Also list the files that stay as they are (``genix plan -v``)."""


class PlanResult(ToolResult, Report):
    """What a build would do (the report ``genix plan --json`` prints)."""

    def summary(self) -> str:
        return _warned(self, f"plan for {self.output_root}: {Report.summary(self)} (nothing written)")


@FAMILY.tool("Plan generation", open_world=True)
def codegen_plan(env: ToolEnv, args: PlanInput) -> PlanResult:
    """Show what generating the whole project would do, file by file, with diffs: create,
    update, merge (your edits kept), unchanged, skip (policy), conflict (your edit and genix's
    change collide), delete / keep (no longer generated). The same report as ``genix plan
    --json``. Nothing is written."""
    from dbjavagenix import pipeline

    loaded = env.load()
    planned = pipeline.planned(loaded, force=args.force)
    result: PlanResult = _report(
        PlanResult,
        loaded.output_root,
        planned.plan,
        kind="plan",
        diffs=args.diffs,
        include_unchanged=args.include_unchanged,
        warnings=planned.warnings,
        clashes=planned.clashes,
        max_diff_chars=MAX_DIFF_CHARS,
    )
    return result


# -- codegen_apply --------------------------------------------------------------------------------


class ApplyInput(ToolInput):
    force: bool = False
    """Overwrite files edited by hand (their edits are lost). Without it, any conflict makes
    apply refuse and write nothing."""
    allow_drops: bool = False
    """Write even when most tables generated last time are gone from the database (``genix
    build --allow-drops``); without it such a run stops and writes nothing."""


class ApplyResult(ToolResult, Report):
    """What a build did (the report ``genix build --json`` prints)."""

    def summary(self) -> str:
        return _warned(self, f"{Report.summary(self)} under {self.output_root}")


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
    catalogs = pipeline.read_catalogs(loaded, create=True)
    planned = pipeline.planned(loaded, catalogs=catalogs, force=args.force, allow_drops=args.allow_drops)
    plan = planned.plan
    _refuse_conflicts(plan)
    done = pipeline.write_plan(loaded, plan)
    result: ApplyResult = _report(
        ApplyResult,
        loaded.output_root,
        plan,
        kind="build",
        written=done.written,
        deleted=done.deleted,
        moved=done.moved,
        warnings=planned.warnings,
    )
    return result


# -- codegen_check --------------------------------------------------------------------------------


class CheckInput(ToolInput):
    allow: list[Status] = Field(default_factory=list)
    """Statuses that do not fail the check (``genix check --allow``), e.g. ``["edited"]``."""


class CheckResult(ToolResult, Report):
    """Is everything as a build would leave it? (the report ``genix check --json`` prints)"""

    def summary(self) -> str:
        return _warned(self, Report.summary(self))


@FAMILY.tool("Check generated files", open_world=True)
def codegen_check(env: ToolEnv, args: CheckInput) -> CheckResult:
    """Is every generated file as a build would leave it (schema, config, templates)? Lists
    the files that are not, with their status: missing, outdated, edited, stale, conflict (out
    of date is an answer, not an error). The same report as ``genix check --json``. Nothing is
    written."""
    from dbjavagenix import pipeline

    loaded = env.load()
    planned = pipeline.planned(loaded)
    result: CheckResult = _report(
        CheckResult,
        loaded.output_root,
        planned.plan,
        kind="check",
        allow=args.allow,
        warnings=planned.warnings,
        clashes=planned.clashes,
    )
    return result


# -- db_codegen_generate (legacy) -----------------------------------------------------------------


class GenerateInput(ToolInput):
    force: bool = False
    """Overwrite files edited by hand too."""
    allow_drops: bool = False
    """Write even when most tables generated last time are gone from the database (``genix
    build --allow-drops``); without it such a run stops and writes nothing."""


class GenerateResult(ToolResult, Report):
    """What the build did; files edited by hand were left alone (``conflict``)."""

    def summary(self) -> str:
        return _warned(self, f"{Report.summary(self)} under {self.output_root}")


@FAMILY.tool("Generate everything (legacy)", writes=True, destructive=True, open_world=True)
def db_codegen_generate(env: ToolEnv, args: GenerateInput) -> GenerateResult:
    """Legacy single-shot generation for clients that cannot make several calls: read the
    database, generate every configured table and write the files in one go, leaving files
    edited by hand alone (listed as conflicts). Prefer codegen_plan then codegen_apply."""
    from dbjavagenix import pipeline

    env.require_writes("db_codegen_generate", "use codegen_plan to see what would be written")
    loaded = env.load()
    r = pipeline.build(loaded, force=args.force, allow_drops=args.allow_drops)
    result: GenerateResult = _report(
        GenerateResult,
        r.output_root,
        r.plan,
        kind="build",
        written=r.written,
        deleted=r.deleted,
        moved=r.moved,
        warnings=r.warnings,
        clashes=r.clashes,
    )
    return result
