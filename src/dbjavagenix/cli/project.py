"""``genix new``: create the Spring Boot Maven project the generated code lives in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from dbjavagenix.cli import guide
from dbjavagenix.cli.output import Output, config_option, errors, json_option, load
from dbjavagenix.cli.project_info import boot_option, java_option

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig


@click.command()
@config_option
@boot_option
@java_option
@json_option
def new(config_path: Path | None, boot: int | None, java: int | None, as_json: bool) -> None:
    """Create a minimal Spring Boot Maven project in the output root (pom.xml with the
    dependencies the category and options need, the application class, application.yml with
    the datasource). Refuses to touch an existing project. --boot / --java choose the Spring
    Boot line and Java release where genix.toml leaves them unset (builds then follow the
    project); the JDK Maven would run is checked against that release."""
    out = Output(as_json)
    with errors(out):
        from dbjavagenix import scaffold
        from dbjavagenix.compat import BOOT_LINES
        from dbjavagenix.javaproject.jdk import build_tools, jdk_problem
        from dbjavagenix.pipeline import located

        loaded = with_targets(load(out, config_path), boot, java)
        with located(loaded):
            model = scaffold.skeleton_model(loaded, scaffold.dialect_of_config(loaded))
            files = scaffold.render_skeleton(model)
            scaffold.write(loaded.output_root, files)
        reqs = model.requirements
        tools = build_tools()
        problem = jdk_problem(reqs.java, tools, BOOT_LINES[model.spring_boot].java)
        if as_json:
            out.json(
                {
                    "ok": True,
                    "output_root": str(loaded.output_root),
                    "files": [f.path for f in files],
                    "parent": reqs.parent.key + ":" + reqs.parent.version,
                    "java": reqs.java,
                    "dependencies": [
                        {"key": d.key, "version": d.version, "scope": d.scope, "why": d.why}
                        for d in reqs.dependencies
                    ],
                    "warnings": [{"message": problem[0], "hint": problem[1]}] if problem else [],
                }
            )
            return
        if not out.quiet:
            for f in files:
                out.out(f"  create    {f.path}")
        if problem is not None:
            out.err(click.style("warning: ", fg="yellow", bold=True) + problem[0])
            out.err(click.style("  hint: ", fg="cyan") + problem[1])
        if tools.maven is None:
            out.err(
                click.style("warning: ", fg="yellow", bold=True)
                + "Maven (mvn) is not on PATH: the project cannot be built or started yet"
            )
            out.err(
                click.style("  hint: ", fg="cyan")
                + "install Maven 3.6.3 or newer (apt install maven, brew install maven)"
            )
        out.info(
            f"new {model.category} project in {guide.shown_dir(loaded.output_root)} "
            f"(Spring Boot {reqs.parent.version}, Java {reqs.java}, {len(reqs.dependencies)} dependencies)"
        )
        run = guide.start_step(loaded, loaded.output_root) or "`mvn spring-boot:run` starts it"
        out.next(f"`genix build{guide.config_flag(loaded)}` generates the code into it; then {run}")


def with_targets(loaded: LoadedConfig, boot: int | None, java: int | None) -> LoadedConfig:
    """``loaded`` with ``--boot`` / ``--java`` as its ``spring_boot`` / ``java``: allowed where
    genix.toml leaves the key unset or names the same value (the builds after ``genix new``
    follow the project it writes); a different value is an error at that key."""
    from dbjavagenix.errors import ConfigError, Diagnostic, Location

    p = loaded.config.project
    wanted = {k: v for k, v in (("spring_boot", boot), ("java", java)) if v is not None}
    clash = [
        Diagnostic(
            f"genix.toml sets {key} = {getattr(p, key)}, not {value} (--{'boot' if key == 'spring_boot' else 'java'})",
            Location(key=("project", key)),
            f"leave the option out, or change {key} in genix.toml",
        )
        for key, value in wanted.items()
        if getattr(p, key) not in (None, value)
    ]
    if clash:
        raise loaded.locate(ConfigError(diagnostics=clash))
    if not wanted:
        return loaded
    config = loaded.config.model_copy(update={"project": p.model_copy(update=wanted)})
    return replace(loaded, config=config)
