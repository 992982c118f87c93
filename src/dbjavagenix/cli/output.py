"""Printing for every command: colour only on a terminal (never with ``NO_COLOR`` or
``--no-color``), a progress line on a terminal (never with ``--json`` or ``--quiet``), errors
printed once with their location and hint, exit codes chosen here. What is printed holds no
secret by construction: every value that can carry one is masked where it is produced
(:mod:`dbjavagenix.secrets`)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from dbjavagenix.errors import EXIT_INTERRUPTED, GenixError, InternalError, filesystem_error, internal_error

if TYPE_CHECKING:
    from dbjavagenix.cli.progress import LiveProgress
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.problems import Problem

QUIET = "genix.quiet"
"""``click.Context.meta`` key: ``--quiet`` was given."""

VERB_STYLE = {
    "create": "green",
    "update": "cyan",
    "delete": "red",
    "conflict": "red",
    "skip": "yellow",
    "unchanged": None,
    "merge": "magenta",
    "keep": "yellow",
}
STATUS_STYLE = {
    "missing": "green",
    "outdated": "cyan",
    "edited": "magenta",
    "stale": "yellow",
    "conflict": "red",
}


class Output:
    """Everything the CLI prints goes through here: colour only on a terminal, JSON on stdout,
    with ``--quiet`` only what went wrong (errors, warnings, conflicts, a failed check)."""

    def __init__(self, as_json: bool = False) -> None:
        self.as_json = as_json
        ctx = click.get_current_context(silent=True)
        self.quiet = bool(ctx is not None and ctx.meta.get(QUIET))
        self.loaded: LoadedConfig | None = None
        """The config this command loaded (:func:`load`): its secrets are hidden from the text
        of an internal error."""
        self._paged: list[str] | None = None

    def out(self, text: str = "", **style: Any) -> None:
        line = click.style(text, **style) if style else text
        if self._paged is not None:
            self._paged.append(line)
        else:
            click.echo(line)

    def err(self, text: str, **style: Any) -> None:
        click.echo(click.style(text, **style) if style else text, err=True)

    def info(self, text: str = "", **style: Any) -> None:
        """What happened, on stdout, unless ``--quiet`` (or ``--json``)."""
        if not self.quiet and not self.as_json:
            self.out(text, **style)

    def next(self, *steps: str) -> None:
        """``next: STEP`` lines: what to do now (not with ``--quiet`` or ``--json``)."""
        for step in steps:
            self.info(click.style("next: ", fg="cyan", bold=True) + step)

    def json(self, data: Any) -> None:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))

    def color(self, err: bool = False) -> bool:
        """Whether text printed to stdout (``err``: stderr) keeps its colours: a terminal, and
        neither ``NO_COLOR`` nor ``--no-color``."""
        ctx = click.get_current_context(silent=True)
        if ctx is not None and ctx.color is not None:
            return bool(ctx.color)
        stream = sys.stderr if err else sys.stdout
        try:
            return bool(stream.isatty())
        except (AttributeError, ValueError):
            return False

    def progress(self) -> LiveProgress | None:
        """The live progress line for a pipeline run, or None (not a terminal, ``--json``,
        ``--quiet``): pass it as ``progress=`` and its ``stage`` as ``on_stage=``, then close it."""
        from dbjavagenix.cli import progress

        if not progress.wanted(self.as_json, self.quiet):
            return None
        return progress.LiveProgress(color=self.color(err=True))

    @contextmanager
    def paged(self, enabled: bool) -> Iterator[None]:
        """With ``enabled`` and stdout a terminal, what :meth:`out` prints inside goes through
        the pager (``$PAGER``, else ``less``; ``LESS=FRX`` unless you set ``LESS``: short text
        is printed as is) once the block ends."""
        if not enabled or self.as_json or not sys.stdout.isatty():
            yield
            return
        self._paged = []
        try:
            yield
        finally:
            lines, self._paged = self._paged, None
            if lines:
                os.environ.setdefault("LESS", "FRX")
                click.echo_via_pager("\n".join(lines) + "\n", color=self.color())


def fail(output: Output, error: GenixError) -> NoReturn:
    if output.as_json:
        output.json({"ok": False, "error": error.to_dict()})
    print_error(output, error)
    sys.exit(error.exit_code)


def print_error(output: Output, error: GenixError) -> None:
    """Every diagnostic of ``error`` on stderr: ``error: FILE:LINE:COL: message`` and its hint."""
    for d in error.diagnostics:
        loc = str(d.location)
        head = f"{loc}: " if loc else ""
        output.err(click.style("error: ", fg="red", bold=True) + head + d.message)
        if d.hint:
            output.err(click.style("  hint: ", fg="cyan") + d.hint)


def print_warnings(output: Output, warnings: Iterable[Problem]) -> None:
    """Each warning of a report on stderr: ``warning: FILE:LINE:COL: key: message`` and its hint."""
    for w in warnings:
        loc = w.where()
        output.err(click.style("warning: ", fg="yellow", bold=True) + (f"{loc}: " if loc else "") + w.message)
        if w.hint:
            output.err(click.style("  hint: ", fg="cyan") + w.hint)


@contextmanager
def errors(output: Output) -> Iterator[None]:
    """Every failure inside ends as one printed error and its exit code (``errors.EXIT_CODES``):
    genix's own errors as raised, a file-system error not caught where it happened as exit 4,
    anything else as an internal error (exit 70) with the trace saved for the report."""
    try:
        yield
    except GenixError as e:
        fail(output, e)
    except KeyboardInterrupt:
        output.err("interrupted")
        sys.exit(EXIT_INTERRUPTED)
    except (click.ClickException, click.Abort, click.exceptions.Exit):
        raise  # click's own usage errors and exits keep their codes
    except OSError as e:
        fail(output, filesystem_error(e, "complete the operation"))
    except Exception as e:
        fail(output, _internal(output, e))


def _internal(output: Output, exc: BaseException) -> InternalError:
    """An unexpected exception as a reportable error: its trace in a file, the message and the
    trace with every secret hidden (:meth:`dbjavagenix.secrets.Secrets.scrub`)."""
    import traceback

    from dbjavagenix import __version__
    from dbjavagenix.secrets import Secrets

    secrets = Secrets.for_run(output.loaded)
    trace = "".join(traceback.format_exception(exc))
    head = (
        f"genix {__version__}, Python {sys.version.split()[0]}, {sys.platform}\n"
        + " ".join(sys.argv)
        + "\n\n"
    )
    name = save_trace(_trace_folder(output), secrets.scrub(head + trace))
    saved = f" and the trace saved in {name}" if name else " (no project folder to save its trace in)"
    return internal_error(
        exc, secrets.scrub, f"please report it to the genix developers with the command you ran{saved}"
    )


TRACE_PREFIX = "genix-internal-error-"


def _trace_folder(output: Output) -> Path | None:
    """The project's machine-local folder for an internal error's trace: ``.genix/local/`` of
    the output root when it exists, else of the config's folder; None when no config is known
    (the trace is then not kept: never in the system's shared temp folder)."""
    from dbjavagenix.output.statcache import local_dir

    loaded = output.loaded
    if loaded is not None:
        root = loaded.output_root
        return local_dir(root if root.is_dir() else loaded.root)
    from dbjavagenix.config.load import config_file

    ctx = click.get_current_context(silent=True)
    given = None
    while ctx is not None and given is None:
        given = ctx.params.get("config_path")
        ctx = ctx.parent
    try:
        return local_dir(config_file(given).parent)
    except Exception:  # no config here (or an unreadable one): nowhere to keep it
        return None


def save_trace(folder: Path | None, text: str) -> str | None:
    """Write ``text`` to a new ``genix-internal-error-*.txt`` in ``folder`` (made, with a
    ``.gitignore`` keeping it out of version control, when missing); its path, or None when it
    cannot be written. A folder on the way that is a symbolic link is not followed."""
    import tempfile

    if folder is None:
        return None
    state = folder.parent
    try:
        if state.is_symlink() or folder.is_symlink():
            return None
        if not folder.is_dir():
            folder.mkdir(parents=True, exist_ok=True)
            ignore = folder / ".gitignore"
            if not (state / ".gitignore").exists() and not ignore.exists():
                ignore.write_text("# genix: machine-local\n*\n", encoding="utf-8")
        fd, name = tempfile.mkstemp(prefix=TRACE_PREFIX, suffix=".txt", dir=folder.resolve())
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError:
        return None
    return name


config_option = click.option(
    "-c",
    "--config",
    "config_path",
    type=click.Path(path_type=Path),
    default=None,
    help="Config file, or a folder holding genix.toml (default: genix.toml here or in a parent folder).",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable output on stdout.")


def _no_color(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        ctx.color = False


def _quiet(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value:
        ctx.meta[QUIET] = True


def ui_options() -> list[click.Option]:
    """``--no-color`` and ``-q/--quiet``, which every command takes (see :func:`add_ui_options`)."""
    return [
        click.Option(
            ["--no-color"],
            is_flag=True,
            expose_value=False,
            is_eager=True,
            callback=_no_color,
            help="No colours (also: the NO_COLOR environment variable).",
        ),
        click.Option(
            ["-q", "--quiet"],
            is_flag=True,
            expose_value=False,
            is_eager=True,
            callback=_quiet,
            help="Print only what went wrong: no progress, file list, summary or next steps.",
        ),
    ]


def add_ui_options(command: click.Command) -> None:
    """Give ``command`` and, for a group, each of its commands the :func:`ui_options`."""
    names = {n for p in command.params for n in p.opts}
    command.params.extend(o for o in ui_options() if not names & set(o.opts))
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            add_ui_options(sub)


def color_from_environment(ctx: click.Context) -> None:
    """``NO_COLOR`` (set and not empty, https://no-color.org) turns colours off for the run."""
    if os.environ.get("NO_COLOR"):
        ctx.color = False


def load(output: Output, config_path: Path | None) -> LoadedConfig:
    """The config (``config_path``: a file or a folder holding genix.toml; None: found from
    here); a secret written in it literally is warned about (on stderr)."""
    from dbjavagenix.pipeline import load_config
    from dbjavagenix.problems import Problem
    from dbjavagenix.secrets import written_secret_warnings

    loaded = load_config(config_path)
    output.loaded = loaded
    print_warnings(output, [Problem.of(d) for d in written_secret_warnings(loaded)])
    return loaded


def catalogs_from(loaded: LoadedConfig, snapshot: Path | None) -> dict[str, Any] | None:
    if snapshot is None:
        return None
    from dbjavagenix.introspect.connect import read_snapshot

    return {loaded.config.default_connection(): read_snapshot(snapshot)}
