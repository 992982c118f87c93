"""``genix new``: the minimal Spring Boot Maven project the generated layers live in.

:func:`scaffold` decides everything (coordinates, class names, dependencies from
:mod:`~dbjavagenix.javaproject.requirements`, datasource, MyBatis settings) and renders the
templates under ``templates/_project``; :func:`write` is the edge that refuses to touch an
existing project and writes atomically.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from dbjavagenix import dialects
from dbjavagenix.categories.common import RESOURCES_ROOT
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.errors import Diagnostic, GenixError, Location, OutputError
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.javaproject.datasource import Datasource, datasource
from dbjavagenix.javaproject.requirements import Requirements, options_from_config, requirements
from dbjavagenix.render.engine import normalise
from dbjavagenix.render.filters import FILTERS
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.stage.layers import package_of, resolve_layers
from dbjavagenix.resources import templates_root

PROJECT_TEMPLATES = "_project"
MARKERS = ("pom.xml", "build.gradle", "build.gradle.kts")
"""Files whose presence means a project already lives in the output root."""


@dataclass(frozen=True, slots=True)
class ProjectSkeleton:
    """What ``templates/_project/*.jinja`` receive (as the name ``app``)."""

    group_id: str
    """Maven groupId: the base package without its last part (``com.example``)."""
    artifact_id: str
    """Maven artifactId: the last part of the base package, kebab-case (``demo``)."""
    name: str
    """Human name of the application."""
    base_package: str
    """Package of the application class."""
    app_class: str
    """Application class name (``DemoApplication``)."""
    category: str
    """Template category."""
    dialect: str
    """SQL dialect of the default connection."""
    single_writer: bool
    """The database takes one writer at a time (SQLite): the connection pool holds one."""
    requirements: Requirements
    """Parent, dependencies, processors."""
    datasource: Datasource
    """Spring datasource settings."""
    mapper_packages: tuple[str, ...]
    """Packages ``@MapperScan`` covers."""
    mapper_locations: str
    """``classpath*:`` pattern of the mapper XML files (empty: the category has none)."""
    spring_boot: int
    """Spring Boot major."""


@dataclass(frozen=True, slots=True)
class SkeletonFile:
    path: str
    """Relative to the output root."""
    text: str


_FILES: Mapping[str, str] = {
    "pom.xml.jinja": "pom.xml",
    "Application.java.jinja": "src/main/java/{package_path}/{app_class}.java",
    "application.yml.jinja": "src/main/resources/application.yml",
    "gitignore.jinja": ".gitignore",
}


def dialect_of_config(loaded: LoadedConfig) -> str:
    """Dialect of the default connection, from its URL (or its snapshot's catalog)."""
    from dbjavagenix.introspect.connect import dialect_of, read_catalog

    name = loaded.config.default_connection()
    conn = loaded.config.connections.get(name)
    if conn is not None and conn.url:
        return dialect_of(conn.url)
    if conn is not None and conn.dialect:  # DDL files: no need to parse them
        return conn.dialect
    return read_catalog(loaded, name).dialect


def skeleton_model(loaded: LoadedConfig, dialect: str) -> ProjectSkeleton:
    """Every decision about the project skeleton (pure once the config is loaded)."""
    from dbjavagenix.javaproject.targets import targets_for

    config = loaded.config
    p = config.project
    category, targets = targets_for(loaded)
    reqs = requirements(options_from_config(config, dialect, targets))
    conn_name = config.default_connection()
    conn = config.connections.get(conn_name)
    if conn is None:
        raise OutputError(
            f"no connection named {conn_name!r}",
            location=Location(key=("connections",)),
        )
    head, _, last = p.base_package.rpartition(".")
    ds = datasource(
        conn,
        dialect,
        conn_name,
        config_root=loaded.root,
        output_root=loaded.output_root,
        raw=_written_connection(loaded, conn_name),
        database=last.replace("_", "-").lower() if conn.url is None else None,
    )
    stem = naming.class_stem(last, ()) or "App"
    layers = {la.layer: la for la in resolve_layers(config, category)}
    mapper = layers.get("mapper")
    mapper_pkgs: tuple[str, ...] = ()
    if mapper is not None and mapper.package is not None:
        mapper_pkgs = (package_of(p.base_package, mapper.package, ""),)
    xml = layers.get("mapper_xml")
    locations = _mapper_locations(xml.path) if xml is not None and xml.enabled else ""
    return ProjectSkeleton(
        group_id=maven_id(head or p.base_package, "app"),
        artifact_id=maven_id(last.replace("_", "-").lower(), "app"),
        name=" ".join(naming.words(last)).capitalize() or last,
        base_package=p.base_package,
        app_class=f"{stem}Application",
        category=category.name,
        dialect=dialect,
        single_writer=dialects.dialect(dialect).single_writer,
        requirements=reqs,
        datasource=ds,
        mapper_packages=mapper_pkgs,
        mapper_locations=locations,
        spring_boot=targets.spring_boot,
    )


def maven_id(package: str, fallback: str) -> str:
    """A Maven groupId or artifactId from package segments: Maven takes ``[A-Za-z0-9_.-]`` only,
    while a Java package may be Unicode (``com.例子.demo``). Accents are dropped (``ünï`` →
    ``uni``), segments with nothing ASCII left out; ``fallback`` when nothing remains."""
    import re
    import unicodedata

    ascii_text = unicodedata.normalize("NFKD", package).encode("ascii", "ignore").decode()
    parts = [re.sub(r"[^A-Za-z0-9_-]", "", seg) for seg in ascii_text.split(".")]
    return ".".join(seg for seg in parts if seg) or fallback


def _written_connection(loaded: LoadedConfig, name: str) -> dict[str, Any] | None:
    """``[connections.NAME]`` as written in the file (``${VAR}`` references not filled in)."""
    from dbjavagenix.config.tomlparse import parse_toml
    from dbjavagenix.errors import GenixError

    try:
        table = parse_toml(loaded.text, loaded.path).get("connections", {}).get(name)
    except GenixError:
        return None
    return table if isinstance(table, dict) else None


def _mapper_locations(path_pattern: str) -> str:
    """``{resources_root}/mapper/{group_path}{class_name}.xml`` → ``classpath*:mapper/**/*.xml``:
    the fixed folder part of the mapper XML layer's path, under the resources root."""
    for root in ("{resources_root}/", RESOURCES_ROOT + "/"):
        if path_pattern.startswith(root):
            fixed = path_pattern.removeprefix(root).split("{", 1)[0]
            folder = fixed.rsplit("/", 1)[0] if "/" in fixed else ""
            return f"classpath*:{folder}/**/*.xml" if folder else "classpath*:*.xml"
    return "classpath*:mapper/**/*.xml"


def render_skeleton(model: ProjectSkeleton) -> tuple[SkeletonFile, ...]:
    """The skeleton's files, rendered (no writing)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_root() / PROJECT_TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(FILTERS)
    env.filters["yaml"] = json.dumps  # a JSON string is a double-quoted YAML scalar
    out = []
    for template, pattern in _FILES.items():
        path = pattern.format(package_path=model.base_package.replace(".", "/"), app_class=model.app_class)
        text = env.get_template(template).render(app=model)
        out.append(SkeletonFile(path, normalise(text)))
    return tuple(out)


def existing_project(root: Path, files: tuple[SkeletonFile, ...]) -> list[str]:
    """Files that show a project (or one of ours) is already in ``root``."""
    found = [m for m in MARKERS if (root / m).exists()]
    found += [f.path for f in files if (root / f.path).exists() and f.path not in found]
    return found


def write(root: Path, files: tuple[SkeletonFile, ...]) -> None:
    """Write the skeleton; refuse when any project file is already there."""
    from dbjavagenix.output.durable import atomic_write

    clash = existing_project(root, files)
    if clash:
        raise OutputError(
            f"{root} already holds a project ({', '.join(clash)}); genix new never overwrites one",
            location=Location(key=("project", "output")),
            hint="point project.output at an empty folder, or keep your project and run `genix build`",
        )
    for f in files:
        atomic_write(root / f.path, f.text.encode("utf-8"))


def build_skeleton(
    loaded: LoadedConfig, catalogs: Mapping[str, Catalog]
) -> tuple[tuple[SkeletonFile, ...], tuple[Diagnostic, ...]]:
    """The Spring Boot project a build writes: ``genix new``'s files when ``project.scaffold``
    asks for them and the output root holds no project yet (none otherwise), and why a project
    that was asked for cannot be made (located warnings: the build goes on without it)."""
    if not loaded.config.project.scaffold:
        return (), ()
    if any((loaded.output_root / m).exists() for m in MARKERS):
        return (), ()  # the project is there (the usual case after the first build)
    catalog = catalogs.get(loaded.config.default_connection())
    key = Location(key=("project", "scaffold"))
    why: list[Diagnostic] = []
    files: tuple[SkeletonFile, ...] = ()
    try:
        dialect = catalog.dialect if catalog is not None else dialect_of_config(loaded)
        files = render_skeleton(skeleton_model(loaded, dialect))
    except GenixError as e:
        why = [Diagnostic(f"no Spring Boot project created: {d.message}", key, d.hint) for d in e.diagnostics]
    clash = existing_project(loaded.output_root, files) if files else []
    if clash:  # some of genix new's files but no build file: not a project genix may complete
        why.append(
            Diagnostic(
                f"no Spring Boot project created: {', '.join(clash)} already in the output root",
                key,
                "move them away to let genix create the project, or create it with `genix new` elsewhere",
            )
        )
    if why:
        return (), loaded.locate(GenixError(diagnostics=why)).diagnostics
    return files, ()
