"""``genix new``: create the Spring Boot Maven project the generated code lives in."""

from __future__ import annotations

from pathlib import Path

import click

from dbjavagenix.cli import guide
from dbjavagenix.cli.output import Output, config_option, errors, json_option, load


@click.command()
@config_option
@json_option
def new(config_path: Path | None, as_json: bool) -> None:
    """Create a minimal Spring Boot Maven project in the output root (pom.xml with the
    dependencies the category and options need, the application class, application.yml with
    the datasource). Refuses to touch an existing project."""
    out = Output(as_json)
    with errors(out):
        from dbjavagenix.javaproject import scaffold
        from dbjavagenix.pipeline import located

        loaded = load(out, config_path)
        with located(loaded):
            model = scaffold.skeleton_model(loaded, scaffold.dialect_of_config(loaded))
            files = scaffold.render_skeleton(model)
            scaffold.write(loaded.output_root, files)
        reqs = model.requirements
        if as_json:
            out.json(
                {
                    "ok": True,
                    "output_root": str(loaded.output_root),
                    "files": [f.path for f in files],
                    "parent": reqs.parent.key + ":" + reqs.parent.version,
                    "dependencies": [
                        {"key": d.key, "version": d.version, "scope": d.scope, "why": d.why}
                        for d in reqs.dependencies
                    ],
                }
            )
            return
        if not out.quiet:
            for f in files:
                out.out(f"  create    {f.path}")
        out.info(
            f"new {model.category} project in {guide.shown_dir(loaded.output_root)} "
            f"(Spring Boot {reqs.parent.version}, Java {reqs.java}, {len(reqs.dependencies)} dependencies)"
        )
        run = guide.run_step(loaded.output_root) or "`mvn spring-boot:run` starts it"
        password = "" if model.dialect == "sqlite" else " (with DB_PASSWORD set: application.yml reads it)"
        out.next(f"`genix build{guide.config_flag(loaded)}` generates the code into it; then {run}{password}")
