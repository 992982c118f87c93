"""Help that guides: one example per command (shown in its ``--help``), the nearest command
when one is misspelt (``genix bulid`` → ``build``), and ``genix help [COMMAND | config [KEY]]``,
whose config entries come from the same source as the README's config reference
(:mod:`dbjavagenix.config.reference`)."""

from __future__ import annotations

from typing import Any

import click

EXAMPLES: dict[str, str] = {
    "": "genix build -c genix.toml.example   (the bundled demo; then cd demo-out && mvn spring-boot:run)",
    "init": "genix init --url 'mysql+pymysql://app@127.0.0.1:3306/shop' --package com.acme.shop",
    "build": "genix build -c genix.toml.example",
    "plan": "genix plan --diff --pager",
    "check": "genix check --allow edited",
    "context": "genix context sys_user --layer controller",
    "schema": "genix schema dump -o catalog.json",
    "schema dump": "genix schema dump --from-ddl db/migration --dialect mysql -o catalog.json",
    "schema export": "genix schema export -d schemas",
    "new": "genix new -c genix.toml",
    "watch": "genix watch --schema-poll 5",
    "mcp": "genix mcp --read-only",
    "agent": 'genix agent --goal "generate CRUD for the shop_ tables" --dry-run',
    "doctor": "genix doctor --fix --yes",
    "templates": "genix templates list",
    "templates list": "genix templates list --category MybatisPlus",
    "templates copy": "genix templates copy entity.java.jinja --to templates",
    "help": "genix help config tables.TABLE.columns.COLUMN.java_type",
}
"""One example per command (by its path under ``genix``): the last paragraph of its help."""


def nearest(word: str, choices: list[str]) -> str | None:
    """The choice closest to a misspelt ``word`` (None when nothing is close)."""
    import difflib

    found = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return found[0] if found else None


class GenixUsageError(click.UsageError):
    """A usage error printed the way genix prints every error: ``error: MESSAGE`` and
    ``  hint: HINT`` on stderr, exit 2 (no usage block: the hint names ``--help``)."""

    def __init__(self, message: str, hint: str, ctx: click.Context | None = None) -> None:
        super().__init__(message, ctx)
        self.hint = hint

    def format_message(self) -> str:
        return self.message

    def show(self, file: Any = None) -> None:
        color = self.ctx.color if self.ctx is not None else None
        click.echo(click.style("error: ", fg="red", bold=True) + self.message, err=True, color=color)
        click.echo(click.style("  hint: ", fg="cyan") + self.hint, err=True, color=color)


def _sentence(text: str) -> str:
    """Click's ``No such option '--x'.`` as genix words its messages: ``no such option '--x'``."""
    text = text.strip().rstrip(".")
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


def command_path(ctx: click.Context | None) -> str:
    """``genix build``: the command a context runs, for the hints."""
    return ctx.command_path if ctx is not None else "genix"


def _sub_context(ctx: click.Context, args: list[str]) -> click.Context:
    """The context of the sub-command a group's context was running with ``args`` (for an
    error raised while its options were parsed, which click raises without one)."""
    cmd = ctx.command
    if args and isinstance(cmd, click.Group):
        sub = cmd.get_command(ctx, args[0])
        if sub is not None:
            return click.Context(sub, info_name=args[0], parent=ctx)
    return ctx


def genix_usage(error: click.UsageError, ctx: click.Context | None = None) -> click.UsageError:
    """Click's usage error in genix's form (:class:`GenixUsageError`), with a hint that names the
    nearest option and where the options are listed (``ctx``: where the error was raised, when
    click did not say). ``genix`` alone (help) is left as it is."""
    if isinstance(error, GenixUsageError | click.exceptions.NoArgsIsHelpError):
        return error
    ctx = error.ctx or ctx
    where = f"`{command_path(ctx)} --help`"
    if isinstance(error, click.exceptions.NoSuchOption):
        close = error.possibilities or []
        listed = f"{where} lists the options"
        return GenixUsageError(
            f"no such option {error.option_name!r}",
            f"did you mean {close[0]!r}? ({listed})" if close else listed,
            ctx,
        )
    if isinstance(error, click.BadParameter | click.exceptions.BadOptionUsage):
        return GenixUsageError(_sentence(error.format_message()), f"{where} describes the options", ctx)
    return GenixUsageError(_sentence(error.format_message()), f"{where} shows the usage", ctx)


class GenixGroup(click.Group):
    """A command group that names the nearest command when one is misspelt, and prints every
    usage error (unknown command or option, bad or missing option value) as genix prints its
    errors: ``error: ...`` and ``hint: ...``, exit 2."""

    def make_context(
        self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any
    ) -> click.Context:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as e:
            raise genix_usage(e) from None

    def invoke(self, ctx: click.Context) -> Any:
        pending = [*getattr(ctx, "_protected_args", []), *ctx.args]  # click empties them
        try:
            return super().invoke(ctx)
        except click.UsageError as e:
            raise genix_usage(e, _sub_context(ctx, pending)) from None

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if (
            name
            and self.get_command(ctx, name) is None
            and not ctx.resilient_parsing
            and not name.startswith("-")
        ):
            close = nearest(name, self.list_commands(ctx))
            mean = f"did you mean {close!r}? " if close else ""
            raise GenixUsageError(
                f"no such command {name!r}", f"{mean}(`{ctx.command_path} --help` lists them)", ctx
            )
        return super().resolve_command(ctx, args)


def add_examples(command: click.Command, path: str = "") -> None:
    """Set each command's example (:data:`EXAMPLES`) as the last paragraph of its help."""
    example = EXAMPLES.get(path)
    if example is not None:
        command.epilog = f"Example: {example}"
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            add_examples(sub, f"{path} {name}".strip())


def _root(ctx: click.Context) -> click.Context:
    while ctx.parent is not None:
        ctx = ctx.parent
    return ctx


@click.command("help", context_settings={"ignore_unknown_options": True})
@click.argument("topic", nargs=-1)
@click.pass_context
def help_command(ctx: click.Context, topic: tuple[str, ...]) -> None:
    """Help on a command (genix help build, genix help schema dump) or on a genix.toml key
    (genix help config KEY: its type, default and meaning, as the README's reference says;
    genix help config: every section)."""
    root = _root(ctx)
    if topic[:1] == ("config",):
        _config_help(topic[1:])
        return
    command: click.Command = root.command
    parent = root
    for word in topic:
        if not isinstance(command, click.Group):
            raise GenixUsageError(
                f"{parent.command_path} has no sub-command {word!r}",
                f"`genix help {' '.join(topic[: topic.index(word)])}` describes it",
                ctx,
            )
        sub = command.get_command(parent, word)
        if sub is None:
            close = nearest(word, [*command.list_commands(parent), "config"])
            mean = f"did you mean {close!r}? " if close else ""
            raise GenixUsageError(
                f"no such command {word!r}", f"{mean}(`{parent.command_path} --help` lists them)", ctx
            )
        parent = click.Context(sub, info_name=word, parent=parent)
        command = sub
    click.echo(command.get_help(parent))


def _config_help(words: tuple[str, ...]) -> None:
    from dbjavagenix.config import reference
    from dbjavagenix.errors import InputError

    if not words:
        click.echo("genix.toml sections (genix help config SECTION or KEY for one):")
        for sec in reference.sections():
            names = ", ".join(k.key for k in sec.keys)
            click.echo(f"  {click.style(sec.header, bold=True)}  {_plain(_own_doc(sec))}")
            if names:
                click.echo(click.style(f"      keys: {names}", dim=True))
        return
    from dbjavagenix.cli.output import Output, errors

    out = Output()
    with errors(out):
        text = " ".join(words)
        sections, keys = reference.lookup(text)
        if not sections and not keys:
            close = reference.suggest(text)
            raise InputError(
                f"no genix.toml key or section {text!r}",
                hint=(f"did you mean `{close}`? " if close else "")
                + "`genix help config` lists every section",
            )
        for sec in sections:
            click.echo(click.style(sec.header, bold=True))
            click.echo(_wrap(_plain(_own_doc(sec)), "  "))
            for row in sec.keys:
                detail = f"{_plain(row.type)}, default {_plain(row.default)}"
                click.echo(f"  {row.key}  " + click.style(detail, dim=True))
            click.echo()
        for k in keys:
            click.echo(click.style(f"{k.section} {k.key}", bold=True))
            click.echo(f"  type:    {_plain(k.type)}")
            click.echo(f"  default: {_plain(k.default)}")
            click.echo(_wrap(_plain(k.meaning), "  "))
            click.echo()


def _own_doc(sec: Any) -> str:
    """A section's doc without the ``[header]:`` it starts with."""
    lead = f"`{sec.header}`: "
    doc: str = sec.doc
    return doc[len(lead) :] if doc.startswith(lead) else doc


def _plain(markdown: str) -> str:
    """A reference cell for the terminal: Markdown's escapes and bold removed."""
    return markdown.replace("\\|", "|").replace("**", "")


def _wrap(text: str, indent: str) -> str:
    import shutil
    import textwrap

    width = min(100, shutil.get_terminal_size((100, 20)).columns) - len(indent)
    return "\n".join(indent + line for line in textwrap.wrap(text, max(40, width)))


__all__ = [
    "EXAMPLES",
    "GenixGroup",
    "GenixUsageError",
    "add_examples",
    "genix_usage",
    "help_command",
    "nearest",
]
