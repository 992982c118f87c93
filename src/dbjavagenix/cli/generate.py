"""``genix init | build | plan | check | context | schema``: the generation commands."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix.cli import project_info
from dbjavagenix.cli.output import VERB_STYLE, Output, catalogs_from, config_option, errors, json_option, load
from dbjavagenix.errors import EXIT_DRIFT, EXIT_OK, GenixError

if TYPE_CHECKING:
    from dbjavagenix.output.plan import Plan, PlanEntry
    from dbjavagenix.pipeline import BuildResult


@click.command()
@click.option(
    "-c",
    "--config",
    "config_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("genix.toml"),
    show_default=True,
    help="File to write.",
)
@click.option(
    "--url", default="sqlite:///demo.db", show_default=True, help="Database URL of [connections.main]."
)
@click.option(
    "--package", "base_package", default="com.example.demo", show_default=True, help="Base Java package."
)
@click.option("--category", default="Default", show_default=True, help="Template category.")
@click.option("--output", default="out", show_default=True, help="Java project root to write into.")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
@click.option(
    "--from-project",
    is_flag=True,
    help="Pre-fill from the Spring Boot project at --output (default: here): build, Spring "
    "config, datasource, base package. --url/--package/--category given override it.",
)
@project_info.profile_option
def init(
    config_path: Path,
    url: str,
    base_package: str,
    category: str,
    output: str,
    force: bool,
    from_project: bool,
    profiles: tuple[str, ...],
) -> None:
    """Write a commented genix.toml: every key documented, sane defaults."""
    out = Output()
    with errors(out):
        from dbjavagenix.config.init import init_text
        from dbjavagenix.output.apply import atomic_write

        if config_path.exists() and not force:
            raise GenixError(f"{config_path} already exists", hint="pass --force to replace it")
        if from_project:
            given = _given(("url", "base_package", "category", "output"))
            project_info.init_from_project(
                out,
                config_path,
                Path(output) if "output" in given else Path.cwd(),
                profiles,
                url if "url" in given else None,
                base_package if "base_package" in given else None,
                category if "category" in given else None,
            )
            return
        text = init_text(url=url, base_package=base_package, category=category, output=output)
        atomic_write(config_path, text.encode("utf-8"))
        out.out(f"wrote {config_path}")
        out.out("next: set your connection URL (secrets via ${ENV_VAR}), then run `genix plan`")


def _given(names: tuple[str, ...]) -> set[str]:
    """Which of the options were typed on the command line (not defaults)."""
    ctx = click.get_current_context()
    return {n for n in names if ctx.get_parameter_source(n) == click.core.ParameterSource.COMMANDLINE}


def _progress(output: Output) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    if output.as_json or not sys.stderr.isatty():
        return None, lambda: None
    state: dict[str, Any] = {}

    def update(done: int, total: int) -> None:
        bar = state.get("bar")
        if bar is None:
            bar = click.progressbar(length=total, label="rendering", file=sys.stderr)
            bar.__enter__()
            state["bar"] = bar
            state["done"] = 0
        bar.update(done - state["done"])
        state["done"] = done

    def close() -> None:
        bar = state.get("bar")
        if bar is not None:
            bar.__exit__(None, None, None)

    return update, close


def _entry_json(e: PlanEntry, diff: bool) -> dict[str, Any]:
    d: dict[str, Any] = {
        "path": e.path,
        "verb": e.verb,
        "reason": e.reason,
        "layer": e.layer,
        "table": e.table,
    }
    if diff:
        d["diff"] = _diff(e)
    return d


def _diff(e: PlanEntry) -> str:
    import difflib

    if e.verb not in ("create", "update", "conflict", "delete", "merge"):
        return ""
    old = (e.old or b"").decode("utf-8", "replace").splitlines(keepends=True)
    new = (e.new or b"").decode("utf-8", "replace").splitlines(keepends=True)
    a = "/dev/null" if e.old is None else f"a/{e.path}"
    b = "/dev/null" if e.new is None else f"b/{e.path}"
    return "".join(difflib.unified_diff(old, new, a, b))


def _summary(plan: Plan, seconds: float | None = None, applied: bool = True) -> str:
    counts = plan.count()
    words = {
        "create": "created" if applied else "to create",
        "update": "updated" if applied else "to update",
        "delete": "deleted" if applied else "to delete",
        "unchanged": "unchanged",
        "skip": "skipped",
        "conflict": "conflicts",
        "merge": "merged" if applied else "to merge",
    }
    parts = [f"{counts[v]} {w}" for v, w in words.items() if counts.get(v)]
    text = ", ".join(parts) if parts else "nothing to do"
    if seconds is not None:
        text += f" ({seconds:.2f} s)"
    return text


def _print_entries(output: Output, plan: Plan, *, verbose: bool, diff: bool) -> None:
    for e in plan.entries:
        if e.verb == "unchanged" or (e.verb == "skip" and not verbose):
            continue
        style = VERB_STYLE.get(e.verb)
        verb = click.style(f"{e.verb:<9}", fg=style, bold=e.verb == "conflict") if style else f"{e.verb:<9}"
        line = f"  {verb} {e.path}"
        if e.verb in ("conflict", "skip") or verbose:
            line += click.style(f"  ({e.reason})", dim=True)
        output.out(line)
        if diff:
            text = _diff(e)
            if text:
                for dl in text.rstrip("\n").split("\n"):
                    color = "green" if dl.startswith("+") else "red" if dl.startswith("-") else None
                    output.out(dl, fg=color) if color else output.out(dl)


def _result_json(result: BuildResult, diff: bool, total: float) -> dict[str, Any]:
    plan = result.plan
    return {
        "ok": not plan.conflicts,
        "output_root": str(result.output_root),
        "counts": plan.count(),
        "files": [_entry_json(e, diff) for e in plan.entries],
        "written": list(result.written),
        "deleted": list(result.deleted),
        "timings": {k: round(v, 4) for k, v in result.timings.items()} | {"total": round(total, 4)},
    }


@click.command()
@config_option
@json_option
@click.option("--force", is_flag=True, help="Overwrite conflicting files (your edits are lost).")
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
@click.option("--full", is_flag=True, help="Render every table, even those whose inputs did not change.")
@click.option("-v", "--verbose", is_flag=True, help="Also list skipped files and reasons.")
def build(
    config_path: Path | None, as_json: bool, force: bool, snapshot: Path | None, full: bool, verbose: bool
) -> None:
    """Generate or update the files; never overwrite edits (conflicts exit 1)."""
    import time

    t0 = time.perf_counter()
    out = Output(as_json)
    with errors(out):
        from dbjavagenix import pipeline

        loaded = load(out, config_path)
        progress, close = _progress(out)
        try:
            result = pipeline.build(
                loaded,
                force=force,
                incremental=not full,
                catalogs=catalogs_from(loaded, snapshot),
                progress=progress,
            )
        finally:
            close()
        total = time.perf_counter() - t0
        if as_json:
            out.json(_result_json(result, False, total))
        else:
            _print_entries(out, result.plan, verbose=verbose, diff=False)
            out.out(_summary(result.plan, total))
            for e in result.plan.conflicts:
                out.err(f"conflict: {e.path}: {e.reason}", fg="red")
            if result.plan.conflicts:
                out.err(
                    "hint: keep your edit (copy it aside) and run `genix build --force`, or revert the file",
                    fg="cyan",
                )
    sys.exit(EXIT_DRIFT if result.plan.conflicts else EXIT_OK)


@click.command()
@config_option
@json_option
@click.option("--diff", is_flag=True, help="Show unified diffs.")
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
@click.option("-v", "--verbose", is_flag=True, help="Also list skipped files and reasons.")
def plan(config_path: Path | None, as_json: bool, diff: bool, snapshot: Path | None, verbose: bool) -> None:
    """Show what build would do, file by file. Writes nothing."""
    import time

    t0 = time.perf_counter()
    out = Output(as_json)
    with errors(out):
        from dbjavagenix import pipeline

        loaded = load(out, config_path)
        result = pipeline.build(loaded, dry_run=True, catalogs=catalogs_from(loaded, snapshot))
        total = time.perf_counter() - t0
        if as_json:
            out.json(_result_json(result, diff, total))
        else:
            _print_entries(out, result.plan, verbose=verbose, diff=diff)
            out.out(_summary(result.plan, total, applied=False))
    sys.exit(EXIT_OK)


@click.command()
@config_option
@json_option
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
def check(config_path: Path | None, as_json: bool, snapshot: Path | None) -> None:
    """CI gate: exit 0 when every generated file is up to date, 1 (with the list) when not."""
    out = Output(as_json)
    with errors(out):
        from dbjavagenix import pipeline

        loaded = load(out, config_path)
        result = pipeline.build(loaded, dry_run=True, catalogs=catalogs_from(loaded, snapshot))
        drift = result.plan.drift
        if as_json:
            out.json(
                {
                    "ok": not drift,
                    "counts": result.plan.count(),
                    "drift": [_entry_json(e, False) for e in drift],
                }
            )
        else:
            for e in drift:
                out.out(f"  {e.verb:<9} {e.path}  ({e.reason})")
            if drift:
                out.err(f"{len(drift)} generated file(s) out of date; run `genix build`", fg="red")
            else:
                out.out(f"up to date ({len(result.plan.entries)} files)")
    sys.exit(EXIT_DRIFT if drift else EXIT_OK)


@click.command()
@click.argument("table")
@config_option
@click.option("--layer", "-l", help="Layer whose context to show (default: the first, usually entity).")
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
def context(table: str, config_path: Path | None, layer: str | None, snapshot: Path | None) -> None:
    """Print the template context of TABLE as JSON (what templates can use)."""
    out = Output(True)
    with errors(out):
        from dbjavagenix import pipeline
        from dbjavagenix.resolve.context_json import context_to_data

        loaded = load(out, config_path)
        ctx = pipeline.file_context(loaded, table, layer, catalogs_from(loaded, snapshot))
        out.json(context_to_data(ctx))


@click.group()
def schema() -> None:
    """Catalog snapshots and JSON schemas."""


@schema.command("dump")
@config_option
@click.option(
    "-o",
    "--output",
    "output_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write to FILE instead of stdout.",
)
@click.option("--connection", help="Connection to read (default: the one [tables] uses).")
def schema_dump(config_path: Path | None, output_file: Path | None, connection: str | None) -> None:
    """Write a catalog snapshot (JSON) of the connected database."""
    out = Output()
    with errors(out):
        from dbjavagenix import pipeline
        from dbjavagenix.introspect import snapshot
        from dbjavagenix.output.apply import atomic_write

        loaded = load(out, config_path)
        name = connection or loaded.config.default_connection()
        catalogs = pipeline.read_catalogs(loaded, [name])
        text = snapshot.dumps(catalogs[name])
        if output_file is None:
            click.echo(text, nl=False)
        else:
            atomic_write(output_file, text.encode("utf-8"))
            n = len(catalogs[name].tables)
            out.err(f"wrote {output_file} ({n} tables and views)")


@schema.command("export")
@click.option(
    "-d",
    "--dir",
    "directory",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("schemas"),
    show_default=True,
    help="Folder to write the schemas to.",
)
def schema_export(directory: Path) -> None:
    """Write genix.schema.json, context.schema.json and catalog.schema.json."""
    out = Output()
    with errors(out):
        from dbjavagenix.jsonschemas import write_all

        for path in write_all(directory):
            out.out(f"wrote {path}")
