"""Printing for every command: secrets scrubbed, colour only on a terminal, errors printed once
with their location and hint, exit codes chosen here."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from dbjavagenix.errors import (
    EXIT_INTERRUPTED,
    Diagnostic,
    GenixError,
    InternalError,
    filesystem_error,
)

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig

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
_SECRET_WORDS = ("PASSWORD", "PASSWD", "SECRET", "TOKEN", "API_KEY", "PWD")
_NOT_SECRET = frozenset({"PWD", "OLDPWD"})
"""The shell's working folders: their names contain PWD, their values are not secrets."""


class Output:
    """Everything the CLI prints goes through here: secrets scrubbed, colour only on a terminal."""

    def __init__(self, as_json: bool = False) -> None:
        self.as_json = as_json
        self.secrets: set[str] = {
            v
            for k, v in os.environ.items()
            if any(w in k.upper() for w in _SECRET_WORDS) and k not in _NOT_SECRET and len(v) >= 4
        }

    def add_secrets(self, loaded: LoadedConfig) -> None:
        from dbjavagenix.introspect.connect import secret_of

        for conn in loaded.config.connections.values():
            s = secret_of(conn)
            if s and len(s) >= 3:
                self.secrets.add(s)

    def scrub(self, text: str) -> str:
        for s in sorted(self.secrets, key=len, reverse=True):
            text = text.replace(s, "***")
        return text

    def out(self, text: str = "", **style: Any) -> None:
        click.echo(click.style(self.scrub(text), **style) if style else self.scrub(text))

    def err(self, text: str, **style: Any) -> None:
        click.echo(click.style(self.scrub(text), **style) if style else self.scrub(text), err=True)

    def json(self, data: Any) -> None:
        click.echo(self.scrub(json.dumps(data, indent=2, ensure_ascii=False)))


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


def print_warnings(output: Output, warnings: Iterable[Diagnostic]) -> None:
    """Each warning on stderr: ``warning: FILE:LINE:COL: key: message`` and its hint."""
    for d in warnings:
        loc = str(d.location)
        output.err(click.style("warning: ", fg="yellow", bold=True) + (f"{loc}: " if loc else "") + d.message)
        if d.hint:
            output.err(click.style("  hint: ", fg="cyan") + d.hint)


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
        fail(output, internal_error(output, e))


def internal_error(output: Output, exc: BaseException) -> InternalError:
    """An unexpected exception as a reportable error: its trace (secrets masked) in a file."""
    import tempfile
    import traceback

    from dbjavagenix import __version__

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
            f.write(output.scrub(head + trace))
        saved = f" and the trace saved in {name}"
    except OSError:
        pass
    return InternalError(
        f"internal error (a bug in genix): {type(exc).__name__}: {exc}",
        hint=f"please report it to the genix developers with the command you ran{saved}",
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
    from dbjavagenix.pipeline import load_config

    loaded = load_config(config_path)
    output.add_secrets(loaded)
    return loaded


def catalogs_from(loaded: LoadedConfig, snapshot: Path | None) -> dict[str, Any] | None:
    if snapshot is None:
        return None
    from dbjavagenix.introspect.connect import read_snapshot

    return {loaded.config.default_connection(): read_snapshot(snapshot)}
