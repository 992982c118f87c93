"""``genix``: the command line. Each command group lives in its own module; this one only
assembles them. Heavy modules are imported inside commands, so ``--help`` starts fast."""

from __future__ import annotations

import gc

import click

from dbjavagenix import __version__
from dbjavagenix.cli import agent, generate, mcp, project, project_info, templates, usage, watch
from dbjavagenix.cli.output import add_ui_options, color_from_environment

# A run builds a large model that lives until it ends (catalog, state, contexts) and makes
# little cyclic garbage: with the default thresholds the collector scanned that model again and
# again (a tenth of a one-table rebuild at 1000 tables).
gc.set_threshold(50_000, 20, 100)


@click.group(
    cls=usage.GenixGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, "-V", "--version", prog_name="genix", message="%(prog)s %(version)s")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Generate the Java layers of a Spring Boot service (MyBatis / MyBatis-Plus) from a
    database schema, the same way every time, without ever overwriting your edits.

    \b
    Start:   genix init        write a commented genix.toml
             genix build       generate / update the Java files
             genix plan --diff preview what build would change
             genix check       CI: fail when generated files are out of date
    Help:    genix help COMMAND, genix help config KEY (a genix.toml key)
    """
    color_from_environment(ctx)


for _command in (
    generate.init,
    generate.build,
    generate.plan,
    generate.check,
    generate.context,
    generate.schema,
    project.new,
    watch.watch,
    mcp.mcp,
    agent.agent,
    project_info.doctor,
    templates.templates,
    usage.help_command,
):
    main.add_command(_command)
add_ui_options(main)
usage.add_examples(main)

__all__ = ["main"]


def run() -> None:
    """The ``genix`` process: :func:`main`, then out without tearing the heap down. A build at
    1000 tables leaves millions of objects whose one-by-one release at interpreter exit cost
    0.2 s of every run; the output streams are flushed first, and every file genix writes is
    closed (and synced) before its command returns."""
    import os
    import sys

    try:
        main()
        code = 0
    except SystemExit as e:
        if e.code is None or isinstance(e.code, int):
            code = e.code or 0
        else:
            print(e.code, file=sys.stderr)
            code = 1
    if "logging" in sys.modules:  # its handlers' buffers (a log file) are written out
        sys.modules["logging"].shutdown()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):  # a closed pipe: the exit code still tells
        code = code or 1
    os._exit(code)
