"""The Spring Boot project functions as typed, read-only tools (pydantic in, pydantic out):
``springboot_read_config``, ``springboot_validate_project``, ``springboot_analyze_dependencies``.
They never write and never return a password. The CLI's ``--json`` output is the same models.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:  # imported where used: the tool list must load fast (agent --dry-run)
    from dbjavagenix.javaproject.doctor import DoctorReport
    from dbjavagenix.javaproject.facts import Dependency, ProjectFacts
    from dbjavagenix.javaproject.infer import ProjectInfo


class _M(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class ProjectInput(_M):
    project: str = "."
    """A folder inside the Spring Boot module (its build file is found upward from here)."""
    profiles: list[str] | None = None
    """Spring profiles to activate instead of ``spring.profiles.active``."""
    gradle: bool = False
    """Read the Gradle build when the folder also has a pom.xml."""


class ValidateInput(ProjectInput):
    config: str | None = None
    """A genix.toml whose category and options decide what is needed (default: inferred from
    the project)."""


class DependencyModel(_M):
    coordinates: str
    """``group:artifact``."""
    version: str | None
    version_source: str
    scope: str
    optional: bool
    declared_in: str
    """``file:line`` (and ``via`` the module or starter it comes through)."""


class BuildModel(_M):
    tool: str
    root: str
    module: str
    build_file: str
    dsl: str | None
    spring_boot: str | None
    spring_boot_source: str
    java: int | None
    java_source: str
    namespace: str | None
    libraries: dict[str, DependencyModel]
    drivers: dict[str, DependencyModel]
    other_build_files: list[str]
    notes: list[str]


class DatasourceModel(_M):
    key: str
    file: str
    line: int
    jdbc_url: str
    username: str | None
    password_set: bool
    """A password is configured (it is never returned)."""
    password_env: str
    sqlalchemy_url: str | None
    dialect: str | None
    db_schema: str | None = None
    """PostgreSQL ``currentSchema``."""
    dropped_parameters: list[str] = []
    error: str | None = None


class MybatisModel(_M):
    flavour: str
    mapper_locations: list[str]
    id_type: str | None
    type_aliases_package: str | None
    map_underscore_to_camel_case: str | None


class ReadConfigResult(_M):
    build: BuildModel
    config_files: list[str]
    profiles: list[str]
    base_package: str | None
    main_class: str | None
    scan_base_packages: list[str]
    datasource: DatasourceModel | None
    mybatis: MybatisModel | None
    notes: list[str]


class FindingModel(_M):
    kind: str
    """``ok``, ``missing``, ``wrong``, ``deprecated`` or ``info``."""
    key: str
    message: str
    where: str | None
    hint: str | None
    add: str | None
    """For ``missing``: what ``--fix`` adds (``group:artifact[:version]``, scope)."""


class ValidateResult(_M):
    ok: bool
    """Nothing required is missing or wrong."""
    build: BuildModel
    options: dict[str, object]
    options_source: str
    findings: list[FindingModel]
    fix_file: str | None
    fix_diff: str | None
    """The edit ``genix doctor --fix --yes`` would make (not applied)."""
    gradle_lines: list[str]


class AnalyzeResult(_M):
    build: BuildModel
    dependencies: list[DependencyModel]
    modules: list[str]


def dependency_model(d: Dependency) -> DependencyModel:
    return DependencyModel(
        coordinates=f"{d.group}:{d.artifact}",
        version=d.version,
        version_source=d.version_source,
        scope=d.scope,
        optional=d.optional,
        declared_in=d.where,
    )


def build_model(f: ProjectFacts, notes: tuple[str, ...] | None = None) -> BuildModel:
    return BuildModel(
        tool=f.tool,
        root=str(f.root),
        module=f.display(f.module),
        build_file=f.display(f.build_file),
        dsl=f.dsl,
        spring_boot=f.boot_version,
        spring_boot_source=f.boot_source,
        java=f.java,
        java_source=f.java_source,
        namespace=f.namespace,
        libraries={k: dependency_model(d) for k, d in f.libraries().items()},
        drivers={k: dependency_model(d) for k, d in f.drivers().items()},
        other_build_files=list(f.other_build_files),
        notes=list(f.notes if notes is None else notes),
    )


def read_config_result(info: ProjectInfo) -> ReadConfigResult:
    from dbjavagenix.secrets import mask_url

    ds = info.datasource
    dsm = None
    if ds is not None:
        t = ds.translated
        dsm = DatasourceModel(
            key=ds.key,
            file=ds.file,
            line=ds.line,
            jdbc_url=mask_url(ds.jdbc_url),
            username=ds.username,
            password_set=ds.password_set,
            password_env=ds.password_env,
            sqlalchemy_url=t.url if t else None,
            dialect=t.dialect if t else None,
            db_schema=t.schema if t else None,
            dropped_parameters=list(t.dropped) if t else [],
            error=ds.error,
        )
    mb = info.mybatis
    return ReadConfigResult(
        build=build_model(info.facts),
        config_files=list(info.config.files),
        profiles=list(info.config.profiles),
        base_package=info.base_package,
        main_class=f"{info.main.package}.{info.main.name}" if info.main else None,
        scan_base_packages=list(info.main.scan_base_packages) if info.main else [],
        datasource=dsm,
        mybatis=MybatisModel(
            flavour=mb.flavour,
            mapper_locations=list(mb.mapper_locations),
            id_type=mb.id_type,
            type_aliases_package=mb.type_aliases_package,
            map_underscore_to_camel_case=mb.map_underscore_to_camel_case,
        )
        if mb
        else None,
        notes=list(info.notes),
    )


def validate_result(report: DoctorReport, with_fix: bool = True) -> ValidateResult:
    from dataclasses import asdict

    from dbjavagenix.javaproject.fix import plan_fix

    plan = plan_fix(report) if with_fix and report.additions else None
    findings = []
    for f in report.findings:
        add = None
        if f.add is not None:
            add = f.add.key + (f":{f.add.version}" if f.add.version else "") + f" ({f.add.scope})"
        findings.append(
            FindingModel(kind=f.kind, key=f.key, message=f.message, where=f.where, hint=f.hint, add=add)
        )
    return ValidateResult(
        ok=report.healthy,
        build=build_model(report.facts),
        options=asdict(report.options),
        options_source=report.options_source,
        findings=findings,
        fix_file=plan.display if plan else None,
        fix_diff=plan.diff if plan else None,
        gradle_lines=list(plan.lines) if plan else [],
    )


def _inspect(inp: ProjectInput) -> ProjectInfo:
    from dbjavagenix.javaproject.infer import inspect_project

    return inspect_project(Path(inp.project), profiles=inp.profiles, prefer="gradle" if inp.gradle else None)


def springboot_read_config(inp: ProjectInput) -> ReadConfigResult:
    """Read a Spring Boot module: build facts, merged Spring configuration (profiles,
    placeholders), datasource translated for genix (never the password), base package,
    MyBatis / MyBatis-Plus settings. Read-only."""
    return read_config_result(_inspect(inp))


def springboot_validate_project(inp: ValidateInput) -> ValidateResult:
    """Check the build against what the genix category and options need: missing, wrong for
    this Spring Boot version, deprecated; with the pom/Gradle edit ``genix doctor --fix``
    would make, as a diff. Read-only: nothing is written."""
    from dbjavagenix.javaproject.jdk import build_tools
    from dbjavagenix.project_config import diagnose_with_config

    info = _inspect(inp)
    if inp.config:
        return validate_result(diagnose_with_config(info, Path(inp.config), tools=build_tools()))
    from dbjavagenix.javaproject.doctor import diagnose

    return validate_result(diagnose(info, tools=build_tools()))


def springboot_analyze_dependencies(inp: ProjectInput) -> AnalyzeResult:
    """Every dependency the application module gets (own, inherited from parents, through
    other modules of the build, and well-known transitive ones) with its resolved version and
    where it is declared. Read-only."""
    info = _inspect(inp)
    f = info.facts
    return AnalyzeResult(
        build=build_model(f),
        dependencies=[dependency_model(d) for d in f.dependencies],
        modules=list(f.modules),
    )
