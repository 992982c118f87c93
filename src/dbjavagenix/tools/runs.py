"""Whole-project runs: plan (nothing written), apply (writes what the plan says, refuses
conflicts unless forced), check (is everything up to date?), and the legacy single-shot
``db_codegen_generate``. Every result is the report :mod:`dbjavagenix.output.report` makes, the
same the CLI prints with ``--json``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Self

from pydantic import Field

from dbjavagenix.errors import ConflictError, Diagnostic, Location
from dbjavagenix.output.report import FileEntry, FileFilter, Report
from dbjavagenix.output.verbs import Status, Verb
from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput
from dbjavagenix.tools.paging import Page, Paged

if TYPE_CHECKING:
    from dbjavagenix.output.plan import Plan

FAMILY = ToolFamily("runs", "Plan, apply and check whole-project generation.", order=40)


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


class FilesInput(ToolInput):
    tables: list[str] = Field(default_factory=list)
    """Only these tables' files (globs; "-": shared files)."""
    layers: list[str] = Field(default_factory=list)
    paths: list[str] = Field(default_factory=list)
    """Path globs."""
    cursor: str | None = None
    """From page.next_cursor."""

    def only(self, **more: Sequence[str]) -> FileFilter:
        return FileFilter(
            tables=tuple(self.tables),
            layers=tuple(self.layers),
            paths=tuple(self.paths),
            **{k: tuple(v) for k, v in more.items()},
        )


class _RunResult(Paged, Report):
    """A report whose ``files`` page."""

    page_field = "files"


# -- codegen_plan ---------------------------------------------------------------------------------


class PlanInput(FilesInput):
    verbs: list[Verb] = Field(default_factory=list)
    """create, update, merge, conflict, delete, unchanged ..."""
    diffs: Literal["none", "changes", "all"] = "none"
    """Diffs of the listed files (changes: not of new files)."""
    force: bool = False
    """As codegen_apply(force=true)."""


class PlanResult(_RunResult):
    """What a build would do (the report ``genix plan --json`` prints)."""

    def summary(self) -> str:
        return _warned(self, f"plan for {self.output_root}: {Report.summary(self)} (nothing written)")


@FAMILY.tool("Plan generation", open_world=True)
def codegen_plan(env: ToolEnv, args: PlanInput) -> PlanResult:
    """What a build would do: counts, and each file's path and verb (create, update, merge,
    conflict, delete ...); diffs on request. With tables, only those are planned (and
    counted). Writes nothing."""
    from dbjavagenix import pipeline

    loaded = env.load()
    catalogs = pipeline.read_catalogs(loaded)
    env.check_cancelled()
    only = args.only(verbs=args.verbs)
    planned = pipeline.planned(
        loaded,
        catalogs=catalogs,
        force=args.force,
        progress=env.render_progress("planned"),
        tables=only.table_matches if args.tables else None,
    )
    result: PlanResult = _report(
        PlanResult,
        loaded.output_root,
        planned.plan,
        kind="plan",
        diffs=args.diffs,
        include_unchanged="unchanged" in args.verbs,
        warnings=planned.warnings,
        clashes=planned.clashes,
        only=only,
    )
    return result


# -- codegen_apply --------------------------------------------------------------------------------


class ApplyInput(ToolInput):
    force: bool = False
    """Overwrite hand-edited files (backed up in .genix/backup/)."""
    allow_drops: bool = False
    """Write even when most tables built last time are gone."""
    cursor: str | None = None
    """From page.next_cursor: lists more, applies nothing."""


class _BuildResult(_RunResult):
    def with_page(self, items: list[Any], page: Page) -> Self:
        """The page's files, with the ``written`` / ``deleted`` / ``moved`` paths of those files
        (a conflict file with its file)."""

        def mine(paths: list[str]) -> list[str]:
            return [p for p in paths if any(p == f.path or p.startswith(f.path + ".") for f in files)]

        files: list[FileEntry] = items
        return self.model_copy(
            update={
                "files": items,
                "page": page,
                "written": mine(self.written),
                "deleted": mine(self.deleted),
                "moved": mine(self.moved),
            }
        )


class ApplyResult(_BuildResult):
    """What a build did (the report ``genix build --json`` prints)."""

    def summary(self) -> str:
        return _warned(self, f"{Report.summary(self)} under {self.output_root}")


def _refuse_conflicts(plan: Plan) -> None:
    conflicts = plan.conflicts
    if conflicts:
        raise ConflictError(
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
    """Write what codegen_plan shows, all or nothing; refused if a generated file was edited by
    hand (unless force)."""
    from dbjavagenix import pipeline

    env.require_writes("codegen_apply", "use codegen_plan to see what would be written")
    loaded = env.load()
    catalogs = pipeline.read_catalogs(loaded, create=True)
    env.check_cancelled()
    verb = ["rendered"]
    report_progress = {v: env.render_progress(v) for v in ("rendered", "wrote")}

    def progress(done: int, total: int) -> None:
        report_progress[verb[0]](done, total)

    def on_stage(name: str) -> None:
        verb[0] = "wrote" if name == "write" else "rendered"

    # the same build as the CLI's: planned under the project lock (a build that waited plans
    # against what the first one wrote), refused whole when it holds conflicts; all or nothing:
    # a cancel while writing stops between files and rolls the apply back
    done = pipeline.build(
        loaded,
        catalogs=catalogs,
        force=args.force,
        allow_drops=args.allow_drops,
        progress=progress,
        on_stage=on_stage,
        check=env.check_cancelled,
        refuse=_refuse_conflicts,
    )
    plan = done.plan
    result: ApplyResult = _report(
        ApplyResult,
        loaded.output_root,
        plan,
        kind="build",
        written=done.written,
        deleted=done.deleted,
        moved=done.moved,
        warnings=done.warnings,
    )
    return result


# -- codegen_check --------------------------------------------------------------------------------


class CheckInput(FilesInput):
    allow: list[Status] = Field(default_factory=list)
    """Statuses that pass."""
    statuses: list[Status] = Field(default_factory=list)
    """Only these statuses."""


class CheckResult(_RunResult):
    """Is everything as a build would leave it? (the report ``genix check --json`` prints)"""

    def summary(self) -> str:
        return _warned(self, Report.summary(self))


@FAMILY.tool("Check generated files", open_world=True)
def codegen_check(env: ToolEnv, args: CheckInput) -> CheckResult:
    """Lists generated files not as a build leaves them: missing, outdated, edited, stale,
    conflict."""
    from dbjavagenix import pipeline

    loaded = env.load()
    catalogs = pipeline.read_catalogs(loaded)
    env.check_cancelled()
    planned = pipeline.planned(loaded, catalogs=catalogs, progress=env.render_progress("checked"))
    result: CheckResult = _report(
        CheckResult,
        loaded.output_root,
        planned.plan,
        kind="check",
        allow=args.allow,
        warnings=planned.warnings,
        clashes=planned.clashes,
        only=args.only(statuses=list(args.statuses)),
    )
    return result


# -- db_codegen_generate (legacy) -----------------------------------------------------------------


class GenerateInput(ApplyInput):
    pass


class GenerateResult(_BuildResult):
    """What the build did; files edited by hand were left alone (``conflict``)."""

    def summary(self) -> str:
        return _warned(self, f"{Report.summary(self)} under {self.output_root}")


@FAMILY.tool("Generate everything (legacy)", writes=True, destructive=True, open_world=True)
def db_codegen_generate(env: ToolEnv, args: GenerateInput) -> GenerateResult:
    """Legacy one-shot build, leaving hand-edited files alone. Prefer codegen_plan + _apply."""
    from dbjavagenix import pipeline

    env.require_writes("db_codegen_generate", "use codegen_plan to see what would be written")
    loaded = env.load()
    catalogs = pipeline.read_catalogs(loaded, create=True)
    env.check_cancelled()
    r = pipeline.build(
        loaded,
        force=args.force,
        allow_drops=args.allow_drops,
        catalogs=catalogs,
        progress=env.render_progress(),
        check=env.check_cancelled,
    )
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
