"""``genix doctor --fix``: the edit that adds what the report says is missing, as a diff
first; written (atomically, and only if the file did not change meanwhile) on request."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import OutputError
from dbjavagenix.javaproject.doctor import DoctorReport
from dbjavagenix.javaproject.gradle import read_gradle
from dbjavagenix.javaproject.pomedit import add_to_gradle, add_to_pom, gradle_lines


@dataclass(frozen=True)
class FixPlan:
    file: Path
    display: str
    tool: str
    old: bytes
    new: bytes
    lines: tuple[str, ...]
    """Gradle: the lines to add (also shown when nothing is written)."""

    @property
    def changed(self) -> bool:
        return self.old != self.new

    @property
    def diff(self) -> str:
        old = self.old.decode("utf-8", "replace").splitlines(keepends=True)
        new = self.new.decode("utf-8", "replace").splitlines(keepends=True)
        return "".join(difflib.unified_diff(old, new, f"a/{self.display}", f"b/{self.display}"))


def plan_fix(report: DoctorReport) -> FixPlan:
    facts = report.facts
    path = facts.build_file
    display = facts.display(path)
    adds = report.additions
    old = path.read_bytes()
    if facts.tool == "maven":
        return FixPlan(path, display, "maven", old, add_to_pom(old, adds, display), ())
    build = read_gradle(path)
    lines = tuple(ln for a in adds for ln in gradle_lines(a, build.dsl, build.quote))
    new = add_to_gradle(build, adds).encode("utf-8")
    return FixPlan(path, display, "gradle", old, new if adds else old, lines)


def apply_fix(plan: FixPlan) -> None:
    from dbjavagenix.output.durable import atomic_write

    if plan.file.read_bytes() != plan.old:
        raise OutputError(
            f"{plan.display} changed while genix was planning the fix; nothing written",
            hint="run genix doctor --fix again",
        )
    atomic_write(plan.file, plan.new)
