"""Printing for every command: colour only on a terminal, errors printed once with their
location and hint, exit codes chosen here. What is printed holds no secret by construction:
every value that can carry one is masked where it is produced (:mod:`dbjavagenix.secrets`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from dbjavagenix.errors import EXIT_INTERRUPTED, GenixError, InternalError, filesystem_error, internal_error

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.problems import Problem

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
    """Everything the CLI prints goes through here: colour only on a terminal, JSON on stdout."""

    def __init__(self, as_json: bool = False) -> None:
        self.as_json = as_json
        self.loaded: LoadedConfig | None = None
        """The config this command loaded (:func:`load`): its secrets are hidden from the text
        of an internal error."""

    def out(self, text: str = "", **style: Any) -> None:
        click.echo(click.style(text, **style) if style else text)

    def err(self, text: str, **style: Any) -> None:
        click.echo(click.style(text, **style) if style else text, err=True)

    def json(self, data: Any) -> None:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))


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
    import os
    import tempfile
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
    saved = ""
    try:
        fd, name = tempfile.mkstemp(prefix="genix-internal-error-", suffix=".txt")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(secrets.scrub(head + trace))
        saved = f" and the trace saved in {name}"
    except OSError:
        pass
    return internal_error(
        exc, secrets.scrub, f"please report it to the genix developers with the command you ran{saved}"
    )


config_option = click.option(
    "-c",
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Config file (default: genix.toml here or in a parent folder).",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Machine-readable output on stdout.")


def load(output: Output, config_path: Path | None) -> LoadedConfig:
    """The config; a secret written in it literally is warned about (on stderr)."""
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
