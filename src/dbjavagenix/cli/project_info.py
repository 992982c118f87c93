"""``genix doctor`` and ``genix init --from-project``: knowing the Spring Boot project genix
writes into. Heavy imports happen inside the commands."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix.cli.output import Output, errors, json_option
from dbjavagenix.compat import BOOT_LINES, JAVA_RELEASES
from dbjavagenix.errors import EXIT_DRIFT, EXIT_OK, GenixError

if TYPE_CHECKING:
    from dbjavagenix.javaproject.doctor import DoctorReport
    from dbjavagenix.javaproject.fix import FixPlan

KIND_STYLE = {"ok": "green", "missing": "red", "wrong": "red", "deprecated": "yellow", "info": None}

profile_option = click.option(
    "--profile",
    "profiles",
    multiple=True,
    help="Spring profile to activate instead of spring.profiles.active (repeatable).",
)


def _to_int(_ctx: click.Context, _param: click.Parameter, value: str | None) -> int | None:
    return int(value) if value is not None else None


boot_option = click.option(
    "--boot",
    type=click.Choice([str(b) for b in BOOT_LINES]),
    callback=_to_int,
    help="Spring Boot major (project.spring_boot). Default: the existing project's, else the category's newest.",
)
java_option = click.option(
    "--java",
    type=click.Choice([str(j) for j in JAVA_RELEASES]),
    callback=_to_int,
    help="Java release (project.java). Default: the existing project's, else the category's.",
)

_OPTION_OF_KEY = {
    ("project", "category"): "--category",
    ("project", "base_package"): "--package",
    ("project", "output"): "--output",
    ("project", "spring_boot"): "--boot",
    ("project", "java"): "--java",
    ("connections", "main", "url"): "--url",
}


def check_init_text(text: str, config_path: Path) -> None:
    """The config ``genix init`` is about to write, checked as every door checks one (the MCP
    ``config_init`` too): an unknown category, a Spring Boot or Java it cannot target, is an
    error naming the option, and nothing is written. ``${VAR}`` references are read from the
    environment as a build reads them (``${DB_PORT:-3306}``: 3306 when unset); one that is unset
    is the environment's business, not the text's: it does not stop the file being written."""
    from dbjavagenix.config.load import parse_config
    from dbjavagenix.errors import ConfigError, GenixError, relocate
    from dbjavagenix.tools.config import offline_check

    try:
        offline_check(parse_config(text, config_path))
    except GenixError as e:
        found = [d for d in e.diagnostics if not d.message.startswith("environment variable ")]
        if found:
            raise ConfigError(
                diagnostics=[
                    relocate(d, file=_OPTION_OF_KEY[k], line=None, col=None, key=())
                    if (k := tuple(str(p) for p in d.location.key)) in _OPTION_OF_KEY
                    else d
                    for d in found
                ]
            ) from None


def init_from_project(
    out: Output,
    config_path: Path,
    start: Path,
    profiles: tuple[str, ...],
    url: str | None,
    package: str | None,
    category: str | None,
    targets: dict[str, int] | None = None,
) -> None:
    """``genix init --from-project``: infer, print what was inferred, write the config."""
    import re

    from dbjavagenix.javaproject.initconf import from_project
    from dbjavagenix.jsonschemas import write_config

    text, s, info = from_project(
        start, config_path, profiles=list(profiles) or None, url=url, package=package
    )
    if category is not None:
        text = text.replace(f'category = "{s.category}"', f'category = "{category}"', 1)
    for key, value in (targets or {}).items():
        text, n = re.subn(rf"(?m)^#? ?{key} = .*$", f"{key} = {value}", text, count=1)
        assert n == 1, key
    check_init_text(text, config_path)
    written = write_config(config_path, text)
    f = info.facts
    out.info(f"wrote {config_path}")
    for extra in written[1:]:
        out.info(f"wrote {extra}")
    out.out(f"  build        {f.tool} {f.display(f.build_file)}, Spring Boot {f.boot_version}, Java {s.java}")
    out.out(f"  output       {s.output}")
    out.out(f"  base package {s.base_package}")
    out.out(f"  category     {category or s.category}")
    out.out(f"  database     {s.url}" + (f" (schema {s.schema})" if s.schema else ""))
    if s.password_env:
        out.out(f"  password     from ${{{s.password_env}}}: export {s.password_env}=... before `genix plan`")
    if s.mapper_xml_path:
        out.out(f"  mapper XML   {s.mapper_xml_path}")
    for note in info.notes:
        out.err(f"note: {note}", fg="yellow")
    c = "" if config_path.resolve() == (Path.cwd() / "genix.toml").resolve() else f" -c {config_path}"
    out.next(f"`genix plan --diff{c}` shows what a build would write into the project")


def _print_report(out: Output, report: DoctorReport, verbose: bool) -> None:
    f = report.facts
    out.out(f"{f.tool} project {f.root}")
    out.out(f"  {f.display(f.build_file)}: Spring Boot {f.boot_version} ({f.boot_source})")
    out.out(f"  Java {f.java or '?'} ({f.java_source}), {f.namespace or '?'}.*")
    libs = ", ".join(f"{k} {d.version or ''}".strip() for k, d in f.libraries().items()) or "none"
    out.out(f"  libraries: {libs}")
    o = report.options
    out.out(
        f"needs for {o.persistence}, Boot {o.spring_boot}, Java {o.java}, {o.dialect or 'no driver'}, "
        f"lombok={str(o.lombok).lower()}, openapi={o.openapi}, validation={str(o.validation).lower()} "
        f"(from {report.options_source}):"
    )
    for fd in report.findings:
        if fd.kind in ("ok", "info") and not verbose:
            continue
        label = click.style(f"{fd.kind:<10}", fg=KIND_STYLE.get(fd.kind))
        where = click.style(f"  {fd.where}", dim=True) if fd.where else ""
        out.out(f"  {label} {fd.message}{where}")
        if fd.hint:
            out.out(click.style(f"             hint: {fd.hint}", fg="cyan"))
    counts = {k: len(report.of(k)) for k in ("ok", "missing", "wrong", "deprecated")}
    out.out(", ".join(f"{n} {k}" for k, n in counts.items()))
    for note in f.notes:
        out.err(f"note: {note}", fg="yellow")


def _print_fix(out: Output, plan: FixPlan, write: bool) -> None:
    if plan.tool == "gradle" and plan.lines:
        out.out(f"add to the dependencies {{ }} block of {plan.display}:")
        for line in plan.lines:
            out.out(f"    {line}")
    for dl in plan.diff.rstrip("\n").split("\n"):
        color = "green" if dl.startswith("+") else "red" if dl.startswith("-") else None
        out.out(dl, fg=color) if color else out.out(dl)
    if not write:
        out.err(f"nothing written; run again with --yes to edit {plan.display}", fg="cyan")


def _doctor_next(report: DoctorReport, plan: FixPlan | None, written: bool, config: Path | None) -> list[str]:
    """What to do after ``genix doctor``: fix what is missing, fetch what was added, or build."""
    from dbjavagenix.cli import guide

    root = report.facts.module
    if written:
        tool = "gradle" if plan is not None and plan.tool == "gradle" else "mvn"
        cmd = f"{tool} -q compile" if tool == "mvn" else "gradle compileJava"
        return [
            f"`{'' if root.resolve() == Path.cwd().resolve() else f'cd {guide.shown(root)} && '}{cmd}` fetches what was added"
        ]
    if report.additions and plan is None:
        return ["`genix doctor --fix` shows the edit that adds what is missing (`--fix --yes` writes it)"]
    if report.additions:
        return []  # the diff is shown: --yes writes it (said above)
    c = (
        f" -c {guide.shown(config)}"
        if config is not None and config.resolve() != (Path.cwd() / "genix.toml").resolve()
        else ""
    )
    return [f"`genix build{c}` generates the code into {guide.shown_dir(root)}"]


@click.command()
@click.option(
    "-c",
    "--config",
    "config_path",
    type=click.Path(path_type=Path),
    default=None,
    help="genix.toml whose category and options decide what is needed (default: genix.toml here "
    "if there is one, else inferred from the project).",
)
@click.option(
    "--project",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder in the Spring Boot module (default: the config's output root, else here).",
)
@profile_option
@click.option("--gradle", is_flag=True, help="Read build.gradle(.kts) when the module also has a pom.xml.")
@json_option
@click.option("--fix", is_flag=True, help="Show the edit that adds what is missing (a diff).")
@click.option("--yes", is_flag=True, help="With --fix: write the edit.")
@click.option("-v", "--verbose", is_flag=True, help="Also list what is fine.")
def doctor(
    config_path: Path | None,
    project: Path | None,
    profiles: tuple[str, ...],
    gradle: bool,
    as_json: bool,
    fix: bool,
    yes: bool,
    verbose: bool,
) -> None:
    """Check the Spring Boot project's build against what genix's category and options need:
    missing (exit 1), wrong for this Boot version, deprecated. --fix shows the pom.xml /
    build.gradle edit; --fix --yes writes it."""
    out = Output(as_json)
    with errors(out):
        from dbjavagenix.javaproject.doctor import diagnose
        from dbjavagenix.javaproject.fix import apply_fix, plan_fix
        from dbjavagenix.javaproject.infer import inspect_project
        from dbjavagenix.javaproject.jdk import build_tools
        from dbjavagenix.project_config import diagnose_with_config, project_dir, read_genix
        from dbjavagenix.tools.springboot_project import validate_result

        if yes and not fix:
            raise GenixError("--yes only applies with --fix", hint="genix doctor --fix --yes")
        if config_path is None and project is None and Path("genix.toml").is_file():
            config_path = Path("genix.toml")
        if config_path is not None:
            from dbjavagenix.config.load import config_file

            config_path = config_file(config_path)
        prefer = "gradle" if gradle else None
        plist = list(profiles) or None
        from dbjavagenix.javaproject.detect import SeveralApps

        tools = build_tools()
        cfg = read_genix(config_path) if config_path is not None else None
        start = project or (project_dir(cfg, config_path) if cfg is not None and config_path else Path.cwd())

        def check(folder: Path) -> tuple[Any, Any]:
            info = inspect_project(folder, profiles=plist, prefer=prefer)
            if config_path is not None:
                return info, diagnose_with_config(info, config_path, cfg, tools)
            return info, diagnose(info, tools=tools)

        try:
            info, report = check(start)
        except SeveralApps as several:
            if fix or not several.apps:
                raise
            # which application genix means is the config's to say: each one is checked, and the
            # aggregator is the finding (exit 1, as for anything missing)
            reports = [check(app)[1] for app in several.apps]
            clashes, unseen, scan_note = _clash_scan(config_path)
            if as_json:
                data: dict[str, Any] = {
                    "healthy": False,
                    "problems": [d.to_dict() for d in several.diagnostics],
                    "applications": [
                        validate_result(r, with_fix=False).model_dump(mode="json") for r in reports
                    ],
                    "clashes": [c.to_dict() for c in clashes],
                    "clash_scan": scan_note,
                    "visibility": [u.to_dict() for u in unseen],
                }
                out.json(data)
            else:
                out.err("problem: " + several.render(), fg="red")
                for r in reports:
                    out.out("")
                    _print_report(out, r, verbose)
                _print_scan(out, clashes, unseen, scan_note, config_path)
            sys.exit(EXIT_DRIFT)
        plan = plan_fix(report) if fix and report.additions else None
        written = False
        if plan is not None and yes and plan.changed:
            apply_fix(plan)
            written = True
            info = inspect_project(info.facts.module, profiles=plist, prefer=prefer)
            report = (
                diagnose_with_config(info, config_path, tools=tools)
                if config_path is not None
                else diagnose(info, tools=tools)
            )
        clashes, unseen, scan_note = _clash_scan(config_path)
        if as_json:
            data = validate_result(report, with_fix=False).model_dump(mode="json")
            if plan is not None:
                data |= {"fix_file": plan.display, "fix_diff": plan.diff, "gradle_lines": list(plan.lines)}
            data["written"] = written
            data["clashes"] = [c.to_dict() for c in clashes]
            data["clash_scan"] = scan_note
            data["visibility"] = [u.to_dict() for u in unseen]
            out.json(data)
        else:
            if plan is not None:
                _print_fix(out, plan, yes)
                if written:
                    out.out(f"wrote {plan.display}; checked again:")
            elif fix:
                out.out("nothing to fix")
            _print_report(out, report, verbose)
            _print_scan(out, clashes, unseen, scan_note, config_path)
            if not clashes and not unseen:
                out.next(*_doctor_next(report, plan, written, config_path))
    sys.exit(EXIT_OK if report.healthy and not clashes and not unseen else EXIT_DRIFT)


def _print_scan(
    out: Output, clashes: list[Any], unseen: list[Any], note: str, config_path: Path | None
) -> None:
    """What :func:`_clash_scan` found, as ``genix doctor`` prints it."""
    if clashes:
        out.out(f"clashes with the project's code ({len(clashes)}): `genix build` refuses them")
        for c in clashes:
            out.err("clash: " + c.diagnostic().render(), fg="red")
    elif config_path is not None:
        out.out(f"clash scan: {note}")
    if unseen:
        out.out(f"imports javac would refuse ({len(unseen)}): a layer's module cannot see them")
        for u in unseen:
            out.err("warning: " + u.render(), fg="yellow")


def _clash_scan(config_path: Path | None) -> tuple[list[Any], list[Any], str]:
    """The clashes a build of ``config_path`` would create (a plan: the schema is read), the
    generated imports their module cannot see (:mod:`dbjavagenix.javaproject.visibility`), and
    what was done: ``no clash``, or why the scan could not run (the database unreachable ...)."""
    if config_path is None:
        return [], [], "not run (no genix.toml)"
    from dbjavagenix import pipeline

    try:
        loaded = pipeline.load_config(config_path)
        result = pipeline.build(loaded, dry_run=True)
    except GenixError as e:
        return [], [], f"not run: {e.diagnostics[0].message}"
    from dbjavagenix.javaproject.visibility import Unseen

    found = list(result.clashes)
    unseen = [w for w in result.warnings if isinstance(w, Unseen)]
    return (
        found,
        unseen,
        f"{len(found)} clash(es)" if found else "no clash with the project's classes and beans",
    )
