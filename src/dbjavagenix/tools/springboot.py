"""Spring Boot project tools (read-only): read the project's build and Spring configuration,
check its dependencies against what the genix category needs, list its dependencies. The work
is done by :mod:`dbjavagenix.tools.springboot_project`; this family only registers it."""

from __future__ import annotations

from pathlib import Path

from dbjavagenix.tools import springboot_project as jp
from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput, ToolResult

FAMILY = ToolFamily(
    "springboot",
    "Know the Spring Boot project genix writes into: its build, Spring configuration and dependencies (read-only).",
    order=15,
)


class SpringbootInput(ToolInput):
    project: str | None = None
    """A folder of the Spring Boot module (default: genix.toml's output)."""
    profiles: list[str] | None = None
    """Spring profiles to activate."""
    gradle: bool = False
    """Prefer build.gradle over pom.xml."""


class SpringbootValidateInput(SpringbootInput):
    use_config: bool = True
    """Use genix.toml's category and options."""


class SpringbootConfig(jp.ReadConfigResult, ToolResult):
    def summary(self) -> str:
        b = self.build
        ds = self.datasource.sqlalchemy_url or self.datasource.error if self.datasource else "no datasource"
        return (
            f"{b.tool} module {b.module}: Spring Boot {b.spring_boot}, Java {b.java}, "
            f"base package {self.base_package or '?'}, profiles {', '.join(self.profiles)}, database {ds}"
        )


class SpringbootValidation(jp.ValidateResult, ToolResult):
    def summary(self) -> str:
        n = {k: sum(f.kind == k for f in self.findings) for k in ("missing", "wrong", "deprecated")}
        head = "build has what genix needs" if self.ok else "build needs changes"
        return f"{head}: {n['missing']} missing, {n['wrong']} wrong, {n['deprecated']} deprecated"


class SpringbootDependencies(jp.AnalyzeResult, ToolResult):
    def summary(self) -> str:
        b = self.build
        return f"{len(self.dependencies)} dependencies of {b.module} (Spring Boot {b.spring_boot}, {b.tool})"


def _config(env: ToolEnv) -> Path | None:
    from dbjavagenix.errors import ConfigError

    try:
        return env.config_path()
    except ConfigError:
        return None


def _start(env: ToolEnv, args: SpringbootInput) -> tuple[Path, Path | None]:
    cfg = _config(env)
    if args.project is not None:
        return Path(args.project), cfg
    if cfg is not None:
        from dbjavagenix.project_config import project_dir, read_genix

        return project_dir(read_genix(cfg), cfg), cfg
    return Path.cwd(), None


def _inp(start: Path, args: SpringbootInput) -> jp.ProjectInput:
    return jp.ProjectInput(project=str(start), profiles=args.profiles, gradle=args.gradle)


@FAMILY.tool("Read the Spring Boot project")
def springboot_read_config(env: ToolEnv, args: SpringbootInput) -> SpringbootConfig:
    """The Spring Boot module genix writes into: versions, libraries, datasource URL, base
    package."""
    start, _ = _start(env, args)
    return SpringbootConfig.model_validate(jp.springboot_read_config(_inp(start, args)).model_dump())


@FAMILY.tool("Check the project's dependencies")
def springboot_validate_project(env: ToolEnv, args: SpringbootValidateInput) -> SpringbootValidation:
    """What the build lacks for the category (missing, wrong, deprecated), and the fix as a
    diff."""
    start, cfg = _start(env, args)
    inp = jp.ValidateInput(
        project=str(start),
        profiles=args.profiles,
        gradle=args.gradle,
        config=str(cfg) if cfg is not None and args.use_config else None,
    )
    return SpringbootValidation.model_validate(jp.springboot_validate_project(inp).model_dump())


@FAMILY.tool("List the project's dependencies")
def springboot_analyze_dependencies(env: ToolEnv, args: SpringbootInput) -> SpringbootDependencies:
    """The module's dependencies with versions and where each is declared."""
    start, _ = _start(env, args)
    return SpringbootDependencies.model_validate(
        jp.springboot_analyze_dependencies(_inp(start, args)).model_dump()
    )
