"""``genix init | build | plan | check | context | schema``: the generation commands."""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix import dialects
from dbjavagenix.cli import guide, project_info
from dbjavagenix.cli.output import (
    STATUS_STYLE,
    VERB_STYLE,
    Output,
    catalogs_from,
    config_option,
    errors,
    json_option,
    load,
    print_warnings,
)
from dbjavagenix.cli.usage import GenixGroup
from dbjavagenix.errors import EXIT_DRIFT, EXIT_OK, GenixError, relocate

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.output.report import Report
    from dbjavagenix.output.verbs import Status
    from dbjavagenix.pipeline import BuildResult


@click.command()
@click.option(
    "-c",
    "--config",
    "config_path",
    type=click.Path(path_type=Path),
    default=Path("genix.toml"),
    show_default=True,
    help="File to write (a folder: genix.toml in it).",
)
@click.option(
    "--url", default="sqlite:///demo.db", show_default=True, help="Database URL of [connections.main]."
)
@click.option(
    "--package", "base_package", default="com.example.demo", show_default=True, help="Base Java package."
)
@click.option("--category", default="Default", show_default=True, help="Template category.")
@click.option("--output", default="out", show_default=True, help="Java project root to write into.")
@project_info.boot_option
@project_info.java_option
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
    boot: int | None,
    java: int | None,
    force: bool,
    from_project: bool,
    profiles: tuple[str, ...],
) -> None:
    """Write a commented genix.toml: every key documented, sane defaults. It is checked as
    every door checks a config (category, Spring Boot and Java) before it is written."""
    out = Output()
    with errors(out):
        from dbjavagenix.config.init import init_text
        from dbjavagenix.config.patch import Edit, check_no_secret
        from dbjavagenix.jsonschemas import write_config

        if "url" in _given(("url",)):
            try:
                check_no_secret(Edit("set", ("connections", "main", "url"), url))
            except GenixError as e:
                raise e.with_diagnostics(relocate(d, file="--url", key=()) for d in e.diagnostics) from None
        if config_path.is_dir():
            config_path = config_path / "genix.toml"
        if config_path.exists() and not force:
            raise GenixError(f"{config_path} already exists", hint="pass --force to replace it")
        targets = {k: v for k, v in (("spring_boot", boot), ("java", java)) if v is not None}
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
                targets,
            )
            return
        text = init_text(
            url=url, base_package=base_package, category=category, output=output, project=targets
        )
        project_info.check_init_text(text, config_path)
        for path in write_config(config_path, text):
            out.info(f"wrote {path}")
        c = (
            ""
            if config_path.resolve() == (Path.cwd() / "genix.toml").resolve()
            else f" -c {guide.shown(config_path)}"
        )
        password = (
            ""
            if (found := dialects.by_url(url)) is not None and found.file_database
            else " and `export GENIX_CONNECTIONS__MAIN__PASSWORD=...` (the password never goes in the file)"
        )
        out.next(
            f"check url and base_package in {guide.shown(config_path)}{password}, then "
            f"`genix plan --diff{c}` shows what a build would write (`genix new` first gives the "
            "code a Spring Boot project to live in)"
        )


def _given(names: tuple[str, ...]) -> set[str]:
    """Which of the options were typed on the command line (not defaults)."""
    ctx = click.get_current_context()
    return {n for n in names if ctx.get_parameter_source(n) == click.core.ParameterSource.COMMANDLINE}


def _print_files(output: Output, report: Report, *, verbose: bool) -> None:
    """One line per file worth reading (``--quiet``: none), each diff under its file."""
    if output.quiet:
        return
    for f in report.files:
        if f.verb == "unchanged" and not verbose:
            continue
        if f.verb == "skip" and not verbose:
            continue
        style = VERB_STYLE.get(f.verb)
        verb = click.style(f"{f.verb:<9}", fg=style, bold=f.verb == "conflict") if style else f"{f.verb:<9}"
        line = f"  {verb} {f.path}"
        if f.verb in ("conflict", "skip", "keep", "merge") or verbose:
            line += click.style(f"  ({f.reason})", dim=True)
        output.out(line)
        if f.diff:
            print_diff(output, f.diff)
    for path in report.scaffold:
        verb = click.style(f"{'create':<9}", fg=VERB_STYLE["create"])
        output.out(f"  {verb} {path}" + click.style(f"  ({guide.SCAFFOLD_REASON})", dim=True))


def print_diff(output: Output, diff: str) -> None:
    """A unified diff, coloured as git does (on a terminal): headers bold, hunks cyan, removed
    lines red, added lines green."""
    for dl in diff.rstrip("\n").split("\n"):
        if dl.startswith(("--- ", "+++ ")):
            output.out(dl, bold=True)
        elif dl.startswith("@@"):
            output.out(dl, fg="cyan")
        elif dl.startswith("+"):
            output.out(dl, fg="green")
        elif dl.startswith("-"):
            output.out(dl, fg="red")
        else:
            output.out(dl)


def _print_notes(output: Output, report: Report) -> None:
    """Warnings and clashes of a run, on stderr."""
    from dbjavagenix.errors import Diagnostic, Location

    print_warnings(output, report.warnings)
    for c in report.clashes:
        d = Diagnostic(c.message, Location(file=c.existing, line=c.line), c.hint)
        output.err("clash: " + d.render(), fg="red")
    if report.clashes:
        output.err(
            f"`genix build` refuses to write {len(report.clashes)} clash(es) with the project's code",
            fg="red",
        )


def _print_conflicts(output: Output, report: Report) -> None:
    """Each conflict with the file that holds the merge, and how to resolve it."""
    beside = False
    for f in report.conflicts:
        output.err(f"conflict: {_shown(report, f.path)}: {f.reason}", fg="red")
        if f.conflict_file:
            beside = True
            output.err(f"  the merge with conflict markers: {_shown(report, f.conflict_file)}", fg="red")
    if not report.conflicts:
        return
    if beside:
        output.err(
            "hint: resolve each conflict in your file (copy what you keep from its .genix-conflict "
            "file), or delete the .genix-conflict file to keep your file as it is; the next "
            "`genix build` records your resolution. `genix build --force` takes genix's version "
            "(yours is saved in .genix/backup/)",
            fg="cyan",
        )
    else:
        output.err(
            "hint: resolve the conflict markers in the file, then run `genix build` again; "
            "`genix build --force` takes genix's version (yours is saved in .genix/backup/)",
            fg="cyan",
        )


def _shown(report: Report, rel: str) -> str:
    """A path under the output root as the user can open it."""
    return guide.shown(Path(report.output_root) / rel)


def _json(report: Report, timings: Mapping[str, float], total: float) -> dict[str, Any]:
    """The report (the same data the MCP tools return) plus what only the CLI measures."""
    return report.model_dump(mode="json") | {
        "timings": {k: round(v, 4) for k, v in timings.items()} | {"total": round(total, 4)}
    }


@click.command()
@config_option
@json_option
@click.option(
    "--force",
    is_flag=True,
    help="Resolve conflicts with genix's version; your version of each file is saved under .genix/backup/.",
)
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
@click.option("--full", is_flag=True, help="Render every table, even those whose inputs did not change.")
@click.option("-v", "--verbose", is_flag=True, help="Also list skipped files and reasons.")
@click.option(
    "--allow-drops",
    is_flag=True,
    help="Build even when most tables generated last time are gone from the database.",
)
@click.option(
    "--wait",
    type=click.FloatRange(min=0),
    default=60.0,
    show_default=True,
    help="Seconds to wait for another build of the same project to finish.",
)
def build(
    config_path: Path | None,
    as_json: bool,
    force: bool,
    snapshot: Path | None,
    full: bool,
    verbose: bool,
    allow_drops: bool,
    wait: float,
) -> None:
    """Generate or update the files, merging your edits; conflicts are left for you (exit 1)."""
    import time

    t0 = time.perf_counter()
    out = Output(as_json)
    with errors(out):
        from dbjavagenix import pipeline
        from dbjavagenix.output.report import make_report

        loaded = load(out, config_path)
        live = out.progress()
        try:
            result = pipeline.build(
                loaded,
                force=force,
                incremental=not full,
                catalogs=catalogs_from(loaded, snapshot),
                progress=live,
                on_stage=live.stage if live is not None else None,
                lock_timeout=wait,
                allow_drops=allow_drops,
            )
        finally:
            if live is not None:
                live.close()
        total = time.perf_counter() - t0
        report = make_report(
            result.plan,
            result.output_root,
            kind="build",
            include_unchanged=verbose,
            written=result.written,
            deleted=result.deleted,
            moved=result.moved,
            warnings=result.warnings,
            clashes=result.clashes,
        )
        if as_json:
            out.json(_json(report, result.timings, total))
        else:
            _print_notes(out, report)
            _print_files(out, report, verbose=verbose)
            out.info(guide.build_summary(report, total))
            _print_conflicts(out, report)
            for p in report.moved:
                out.err(f"not written: {p}: it changed on disk while genix was building", fg="red")
            out.next(*guide.build_next(report, loaded))
    sys.exit(EXIT_OK if report.ok else EXIT_DRIFT)


@click.command()
@config_option
@json_option
@click.option("--diff", is_flag=True, help="Show unified diffs (coloured on a terminal).")
@click.option(
    "--pager",
    is_flag=True,
    help="Page the output on a terminal through $PAGER (default: less; LESS=FRX unless set).",
)
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
@click.option("-v", "--verbose", is_flag=True, help="Also list skipped files and reasons.")
@click.option(
    "--table",
    "-t",
    "tables",
    multiple=True,
    metavar="GLOB",
    help="Plan only these tables (globs, repeatable; '-': the shared project files).",
)
def plan(
    config_path: Path | None,
    as_json: bool,
    diff: bool,
    pager: bool,
    snapshot: Path | None,
    verbose: bool,
    tables: tuple[str, ...],
) -> None:
    """Show what build would do, file by file. Writes nothing."""
    import time

    t0 = time.perf_counter()
    out = Output(as_json)
    with errors(out):
        from dbjavagenix.output.report import FileFilter, make_report

        loaded = load(out, config_path)
        only = FileFilter(tables=tables)
        result = _dry_run(out, loaded, snapshot, only.table_matches if tables else None)
        total = time.perf_counter() - t0
        report = make_report(
            result.plan,
            result.output_root,
            kind="plan",
            diffs="all" if diff else "none",
            include_unchanged=verbose,
            warnings=result.warnings,
            clashes=result.clashes,
            only=only,
        )
        if as_json:
            out.json(_json(report, result.timings, total))
        else:
            _print_notes(out, report)
            with out.paged(pager):
                _print_files(out, report, verbose=verbose)
                out.info(guide.plan_summary(report, total))
                out.next(*guide.plan_next(report, loaded, diff))
    sys.exit(EXIT_OK)


def _dry_run(
    out: Output, loaded: LoadedConfig, snapshot: Path | None, tables: Callable[[str], bool] | None = None
) -> BuildResult:
    """A build that writes nothing (plan, check), with the progress line on a terminal;
    ``tables``: of those tables only (:func:`dbjavagenix.pipeline.planned`)."""
    from dbjavagenix import pipeline

    live = out.progress()
    try:
        return pipeline.build(
            loaded,
            dry_run=True,
            catalogs=catalogs_from(loaded, snapshot),
            progress=live,
            on_stage=live.stage if live is not None else None,
            tables=tables,
        )
    finally:
        if live is not None:
            live.close()


@click.command()
@config_option
@json_option
@click.option(
    "--snapshot",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Read the schema from this catalog snapshot instead of the database.",
)
@click.option(
    "--allow",
    multiple=True,
    type=click.Choice(["missing", "outdated", "edited", "stale", "conflict"]),
    help="A status that does not fail the check (repeatable), e.g. --allow edited.",
)
def check(config_path: Path | None, as_json: bool, snapshot: Path | None, allow: tuple[Status, ...]) -> None:
    """CI gate: exit 0 when every generated file is as a build would leave it, 1 (with the list)
    when not. Statuses: missing, outdated, edited (by hand, not yet recorded by a build),
    stale (no longer generated), conflict."""
    import time

    out = Output(as_json)
    with errors(out):
        from dbjavagenix.output.report import make_report

        loaded = load(out, config_path)
        t0 = time.perf_counter()
        result = _dry_run(out, loaded, snapshot)
        report = make_report(
            result.plan,
            result.output_root,
            kind="check",
            allow=allow,
            warnings=result.warnings,
            clashes=result.clashes,
        )
        if as_json:
            out.json(_json(report, result.timings, time.perf_counter() - t0))
        else:
            _print_notes(out, report)
            for f in report.files:
                style = STATUS_STYLE.get(f.status or "")
                status = click.style(f"{f.status:<9}", fg=style) if style else f"{f.status:<9}"
                out.out(f"  {status} {f.path}  ({f.reason})")
                if f.conflict_file:
                    out.out(f"            the merge with conflict markers: {_shown(report, f.conflict_file)}")
            if report.ok:
                out.info(guide.check_summary(report))
            else:
                # only files drift: clashes alone are not something a build fixes
                then = (
                    f"; `genix build{guide.config_flag(loaded)}` brings them up to date"
                    if report.files
                    else ""
                )
                out.err(guide.check_summary(report) + then, fg="red")
    sys.exit(EXIT_OK if report.ok else EXIT_DRIFT)


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
        from dbjavagenix.resolve.stage.context_json import context_to_data

        loaded = load(out, config_path)
        ctx = pipeline.file_context(loaded, table, layer, catalogs_from(loaded, snapshot))
        out.json(context_to_data(ctx))


@click.group(cls=GenixGroup)
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
@click.option(
    "--from-ddl",
    "from_ddl",
    is_flag=True,
    help="Read the SOURCES (DDL files, folders or globs, in order) instead of a connection; no config needed.",
)
@click.option(
    "--dialect",
    type=click.Choice([d.name for d in dialects.DIALECTS.values() if d.sqlglot]),
    help="SQL dialect of the DDL files (with --from-ddl).",
)
@click.option(
    "--schema", "db_schema", help="Database (MySQL) or schema to keep (PostgreSQL) (with --from-ddl)."
)
@click.option(
    "--allow-unparsed",
    is_flag=True,
    help="Leave out and list the statements genix cannot parse instead of stopping (with --from-ddl).",
)
@click.argument("sources", nargs=-1)
def schema_dump(
    config_path: Path | None,
    output_file: Path | None,
    connection: str | None,
    from_ddl: bool,
    dialect: str | None,
    db_schema: str | None,
    allow_unparsed: bool,
    sources: tuple[str, ...],
) -> None:
    """Write a catalog snapshot (JSON) of the connected database, or with --from-ddl of DDL
    files: genix schema dump --from-ddl db/migration --dialect mysql -o schema.json"""
    out = Output()
    with errors(out):
        from dbjavagenix.introspect import snapshot
        from dbjavagenix.output.apply import atomic_write

        if from_ddl:
            catalog = _dump_ddl(out, sources, dialect, db_schema, allow_unparsed)
        else:
            if sources or dialect or db_schema or allow_unparsed:
                raise GenixError(
                    "FILES, --dialect, --schema and --allow-unparsed go with --from-ddl",
                    hint="genix schema dump --from-ddl schema.sql --dialect mysql",
                )
            from dbjavagenix import pipeline

            loaded = load(out, config_path)
            name = connection or loaded.config.default_connection()
            catalog = pipeline.read_catalogs(loaded, [name])[name]
        text = snapshot.dumps(catalog)
        if output_file is None:
            click.echo(text, nl=False)
        else:
            atomic_write(output_file, text.encode("utf-8"))
            n = len(catalog.tables)
            out.err(f"wrote {output_file} ({n} tables and views)")
            out.next(
                f"`genix build --snapshot {guide.shown(output_file)}` generates from it, no database needed"
            )


def _dump_ddl(
    out: Output, sources: tuple[str, ...], dialect: str | None, db_schema: str | None, allow_unparsed: bool
) -> Any:
    from dbjavagenix.errors import InputError
    from dbjavagenix.introspect.connect import ddl_files, parse_ddl_files

    if not sources:
        raise InputError("--from-ddl needs at least one DDL file, folder or glob")
    if dialect is None:
        raise InputError("--from-ddl needs --dialect", hint="--dialect mysql | mariadb | postgresql | sqlite")
    files = ddl_files(list(sources), Path.cwd())
    result = parse_ddl_files(files, dialect, db_schema, allow_unparsed)
    skipped = ", ".join(f"{k} {v}" for k, v in sorted(result.skipped.items()))
    out.err(
        f"read {result.statements} statements from {len(files)} file(s)"
        + (f"; skipped (no catalog change): {skipped}" if skipped else "")
    )
    from dbjavagenix.introspect.ddl import unparsed_warnings
    from dbjavagenix.problems import Problem

    print_warnings(out, [Problem.of(d) for d in unparsed_warnings([result.catalog])])
    return result.catalog


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
