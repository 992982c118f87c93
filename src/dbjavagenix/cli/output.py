"""Printing for every command: colour only on a terminal, errors printed once with their
location and hint, exit codes chosen here. What is printed holds no secret by construction:
every value that can carry one is masked where it is produced (:mod:`dbjavagenix.secrets`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from dbjavagenix.errors import GenixError

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


class Output:
    """Everything the CLI prints goes through here: colour only on a terminal, JSON on stdout."""

    def __init__(self, as_json: bool = False) -> None:
        self.as_json = as_json

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


@contextmanager
def errors(output: Output) -> Iterator[None]:
    try:
        yield
    except GenixError as e:
        fail(output, e)
    except KeyboardInterrupt:
        output.err("interrupted")
        sys.exit(130)


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
    from dbjavagenix.secrets import written_secret_warnings

    loaded = load_config(config_path)
    for d in written_secret_warnings(loaded):
        output.err(click.style("warning: ", fg="yellow", bold=True) + f"{d.location}: {d.message}")
        if d.hint:
            output.err(click.style("  hint: ", fg="cyan") + d.hint)
    return loaded


def catalogs_from(loaded: LoadedConfig, snapshot: Path | None) -> dict[str, Any] | None:
    if snapshot is None:
        return None
    from dbjavagenix.introspect.connect import read_snapshot

    return {loaded.config.default_connection(): read_snapshot(snapshot)}
