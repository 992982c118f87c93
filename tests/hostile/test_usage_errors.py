"""Issue 32: click's usage errors look like genix's own errors: ``error: MESSAGE`` then
``  hint: HINT`` naming the nearest option or command and where they are listed, exit 2, nothing
else on stderr (no usage block, no ``Error:``), nothing written. Generated for every command
(an unknown option) and for every option that takes a value (a missing value), plus a bad value
and an unknown command of every group."""

from __future__ import annotations

import click
import pytest

from dbjavagenix.cli import main
from tests.hostile.harness import Project, same


def _commands(group: click.Group, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    out: list[tuple[tuple[str, ...], click.Command]] = []
    for name, sub in sorted(group.commands.items()):
        out.append(((*path, name), sub))
        if isinstance(sub, click.Group):
            out += _commands(sub, (*path, name))
    return out


COMMANDS = _commands(main)
GROUPS = [((), main)] + [(p, c) for p, c in COMMANDS if isinstance(c, click.Group)]
VALUE_OPTIONS = [
    (p, max(o.opts, key=len))
    for p, c in COMMANDS
    if not isinstance(c, click.Group)
    for o in c.params
    if isinstance(o, click.Option) and not o.is_flag and not o.count and o.nargs == 1
]


def _genix_error(proj: Project, *args: str) -> tuple[str, str]:
    proj.config()
    before = proj.tree()
    run = proj.genix(*args)
    assert run.code == 2, run.text
    lines = run.stderr.splitlines()
    assert len(lines) == 2 and lines[0].startswith("error: ") and lines[1].startswith("  hint: "), run.text
    assert "Usage:" not in run.text and "Error:" not in run.text and run.stdout == ""
    same(before, proj.tree())
    return lines[0][len("error: ") :], lines[1][len("  hint: ") :]


@pytest.mark.parametrize("path", [p for p, _ in COMMANDS if p != ("help",)], ids=" ".join)  # help: a topic
def test_an_unknown_option(proj: Project, path: tuple[str, ...]) -> None:
    message, hint = _genix_error(proj, *path, "--zzzzqq")
    assert message == "no such option '--zzzzqq'"
    assert hint == f"`{' '.join(('main', *path))} --help` lists the options"


@pytest.mark.parametrize(
    ("path", "option"), VALUE_OPTIONS, ids=lambda v: " ".join(v) if isinstance(v, tuple) else v
)
def test_an_option_without_its_value(proj: Project, path: tuple[str, ...], option: str) -> None:
    message, hint = _genix_error(proj, *path, option)
    assert message == f"option {option!r} requires an argument"
    assert hint == f"`{' '.join(('main', *path))} --help` describes the options"


@pytest.mark.parametrize("path", [p for p, _ in GROUPS], ids=lambda p: " ".join(p) or "genix")
def test_an_unknown_command(proj: Project, path: tuple[str, ...]) -> None:
    message, hint = _genix_error(proj, *path, "zzzzqq")
    assert message == "no such command 'zzzzqq'"
    assert hint == f"(`{' '.join(('main', *path))} --help` lists them)"


@pytest.mark.parametrize(
    ("args", "message", "hint"),
    [
        (("bulid",), "no such command 'bulid'", "did you mean 'build'? (`main --help` lists them)"),
        (
            ("build", "--forse"),
            "no such option '--forse'",
            "did you mean '--force'? (`main build --help` lists the options)",
        ),
        (
            ("schema", "dump", "--dialect", "oracle"),
            "invalid value for '--dialect': 'oracle' is not one of 'mysql', 'mariadb', 'postgresql', 'sqlite'",
            "`main schema dump --help` describes the options",
        ),
        (("build", "extra"), "got unexpected extra argument (extra)", "`main build --help` shows the usage"),
        (("help", "bulid"), "no such command 'bulid'", "did you mean 'build'? (`main --help` lists them)"),
    ],
)
def test_the_message_and_its_hint(proj: Project, args: tuple[str, ...], message: str, hint: str) -> None:
    assert _genix_error(proj, *args) == (message, hint)
