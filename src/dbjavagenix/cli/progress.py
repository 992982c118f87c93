"""The live progress line of long commands: one line on stderr with the stage, its counts, rate
and time left (rich), shown only on a terminal, never with ``--json`` or ``--quiet``.

It is fed through the pipeline's two hooks (:data:`dbjavagenix.pipeline.StageHook` names each
stage as it starts, :data:`dbjavagenix.pipeline.Progress` reports its counts from the process
that runs the pipeline), so it shows what any pipeline run reports, however the stages do their
work. rich is imported here only when a progress line is shown: ``genix --version`` and every
piped run never load it.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.progress import Progress, Task

STAGES = {
    "introspect": "reading the schema",
    "resolve": "resolving names and types",
    "render": "rendering",
    "plan": "comparing with the files on disk",
    "write": "writing",
}
"""What the line says during each pipeline stage."""
UNIT = "files"
REFRESH_PER_SECOND = 5
"""Redraws a second: each costs about 1 ms of CPU (rich), so a build pays 5 ms a second."""


def wanted(as_json: bool, quiet: bool, stream: Any = None) -> bool:
    """A progress line is shown on a terminal (not ``TERM=dumb``), without ``--json`` or
    ``--quiet``."""
    stream = stream if stream is not None else sys.stderr
    if as_json or quiet or os.environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class LiveProgress:
    """One transient line on stderr: ``⠋ rendering ━━━━━━╸━━━ 1200/6002 files · 850 files/s ·
    0:00:05 left``. Call :meth:`stage` (a :data:`~dbjavagenix.pipeline.StageHook`) as a stage
    starts and the object itself (a :data:`~dbjavagenix.pipeline.Progress`) with its counts;
    :meth:`close` clears the line (always call it, also on errors)."""

    def __init__(self, *, color: bool = True, file: Any = None) -> None:
        from rich.console import Console
        from rich.progress import Progress, SpinnerColumn, TextColumn

        console = Console(file=file or sys.stderr, no_color=not color, highlight=False, force_terminal=True)
        self._progress: Progress = Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            *(column() for column in _columns()),
            console=console,
            transient=True,
            refresh_per_second=REFRESH_PER_SECOND,
            redirect_stdout=False,  # nothing is printed while the line shows; never wrap the streams
            redirect_stderr=False,
        )
        self._task: Any = None
        self._started = False

    def stage(self, name: str) -> None:
        if not self._started:
            self._progress.start()
            self._started = True
        if self._task is not None:
            self._progress.remove_task(self._task)  # a new task: its own clock, rate and total
        self._task = self._progress.add_task(STAGES.get(name, name), total=None)

    def __call__(self, done: int, total: int) -> None:
        if self._task is None:
            self.stage("render")
        self._progress.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._started:
            self._progress.stop()
            self._started = False


def _columns() -> tuple[type[Any], ...]:
    """The bar and the counts columns (classes defined here so that importing this module does
    not import rich)."""
    from rich.progress import BarColumn, ProgressColumn
    from rich.text import Text

    class Bar(BarColumn):
        """The bar, for a stage with counts only (a stage without: the spinner alone)."""

        def __init__(self) -> None:
            super().__init__(bar_width=30)

        def render(self, task: Task) -> Any:
            return Text("") if task.total is None else super().render(task)

    class Counts(ProgressColumn):
        """``1200/6002 files · 850 files/s · 0:00:05 left`` (a stage without counts: its time)."""

        max_refresh = 0.25

        def render(self, task: Task) -> Text:
            if task.total is None:
                return Text(f"{task.elapsed or 0.0:.1f} s", style="progress.elapsed")
            text = f"{int(task.completed)}/{int(task.total)} {UNIT}"
            speed = task.speed
            if speed:
                text += f" · {speed:,.0f} {UNIT}/s"
                left = task.time_remaining
                if left is not None and task.completed < task.total:
                    text += f" · {_clock(left)} left"
            return Text(text, style="progress.download")

    return Bar, Counts


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"


__all__ = ["STAGES", "LiveProgress", "wanted"]
