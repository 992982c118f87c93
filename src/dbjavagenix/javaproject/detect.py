"""Finding the build of the project genix writes into: from the output root upward, the
nearest ``pom.xml``, ``build.gradle`` or ``build.gradle.kts``; for Maven the reactor it belongs
to (so parents, BOMs and library modules on disk are read); for Gradle the settings root.

When the output root is an aggregator (``<packaging>pom</packaging>``) the application module
is the one module that builds a Boot application (:func:`~dbjavagenix.javaproject.maven.app_poms`);
when several do, the error names them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dbjavagenix.errors import InputError, Location
from dbjavagenix.javaproject.facts import Dependency, ProjectFacts
from dbjavagenix.javaproject.gradle import (
    SETTINGS_NAMES,
    gradle_file,
    gradle_root,
    read_gradle,
    settings_projects,
)
from dbjavagenix.javaproject.libraries import IMPLIES
from dbjavagenix.javaproject.maven import Pom, PomSet, app_poms, reactor_root
from dbjavagenix.javaproject.maven_facts import maven_facts

BUILD_FILES = ("pom.xml", "build.gradle.kts", "build.gradle")


def find_build_dir(start: Path) -> Path:
    """The nearest folder at or above ``start`` holding a build file."""
    d = start.resolve()
    probe = d
    while True:
        if any((probe / f).is_file() for f in BUILD_FILES):
            return probe
        if probe.parent == probe:
            raise InputError(
                f"no pom.xml, build.gradle or build.gradle.kts in {d} or any folder above it",
                hint="point genix at your Spring Boot module: [project].output, `genix doctor --project DIR`, "
                "`genix init --from-project DIR`",
            )
        probe = probe.parent


class SeveralApps(InputError):
    """The build found is an aggregator whose modules build several applications (``apps``: their
    folders): which one genix means is the config's to say (``genix doctor`` checks each)."""

    apps: tuple[Path, ...] = ()

    def __init__(self, message: str, apps: tuple[Path, ...], *, location: Location, hint: str) -> None:
        super().__init__(message, location=location, hint=hint)
        self.apps = apps


def _point_at(apps: str) -> str:
    """The hint of a build of several applications (or none found): which to point genix at."""
    return (
        f"point genix at one of: {apps} ([project].output, `genix doctor --project DIR`, "
        "`genix init --from-project DIR`); or place the controllers there with [layers.controller] module"
    )


def _pick_app(pomset: PomSet, start: Pom, reactor: list[Pom]) -> Pom:
    if start.packaging != "pom":
        return start
    below = [p for p in reactor if p.path != start.path and start.dir in p.path.parents]
    apps = app_poms(below)
    if len(apps) == 1:
        return apps[0]
    names = ", ".join(pomset.display(p.dir) for p in apps) or "none found"
    message = (
        f"{pomset.display(start.path)} is an aggregator (packaging pom); genix needs the application module"
    )
    hint = _point_at(names)
    where = Location(pomset.display(start.path))
    if len(apps) > 1:
        raise SeveralApps(message, tuple(p.dir for p in apps), location=where, hint=hint)
    raise InputError(message, location=where, hint=hint)


def detect_maven(build_dir: Path) -> ProjectFacts:
    pomset = PomSet(build_dir)
    start = pomset.load(build_dir / "pom.xml")
    root = reactor_root(pomset, start)
    pomset.base = root.dir
    reactor = pomset.load_reactor(root)
    if start not in reactor:
        reactor.insert(0, start)
    app = _pick_app(pomset, start, reactor)
    facts = maven_facts(pomset, app, reactor, root)
    others = tuple(facts.display(app.dir / f) for f in BUILD_FILES[1:] if (app.dir / f).is_file())
    return _with(facts, other_build_files=others)


def _with(facts: ProjectFacts, **changes: Any) -> ProjectFacts:
    from dataclasses import replace

    return replace(facts, **changes)


def _gradle_app(build_dir: Path) -> Path | None:
    """At the root of a Gradle multi-project build that is no application itself: the one
    project that applies Spring Boot's plugin (several: :class:`SeveralApps`); else None."""
    from dbjavagenix.javaproject.reactor import read_reactor

    if gradle_root(build_dir) != build_dir:
        return None
    reactor = read_reactor(build_dir)
    if reactor is None or reactor.tool != "gradle" or reactor.root != build_dir.resolve():
        return None
    if "" in reactor.modules and reactor.modules[""].app:
        return None
    apps = sorted(d for d, m in reactor.modules.items() if d and m.app)
    if len(apps) == 1:
        return build_dir / apps[0]
    if len(apps) > 1:
        settings = next(n for n in SETTINGS_NAMES if (build_dir / n).is_file())
        raise SeveralApps(
            f"{settings} is the root of a multi-project build; genix needs the application project",
            tuple(build_dir / d for d in apps),
            location=Location(settings),
            hint=_point_at(", ".join(apps)),
        )
    return None


def detect_gradle(build_dir: Path) -> ProjectFacts:
    app = _gradle_app(build_dir)
    if app is not None:
        return detect_gradle(app)
    module_file = gradle_file(build_dir)
    assert module_file is not None
    root = gradle_root(build_dir)
    projects = settings_projects(root)
    build = read_gradle(module_file)
    root_build = read_gradle(rf) if root != build_dir and (rf := gradle_file(root)) else None
    boot_version = build.boot_version or (root_build.boot_version if root_build else None)
    where = build if build.boot_version else root_build
    deps: dict[tuple[str, str], Dependency] = {}
    seen: set[Path] = set()
    read: list[str] = []

    def rel(p: Path) -> str:
        try:
            return str(p.resolve().relative_to(root.resolve()))
        except ValueError:
            return str(p)

    def visit(path: Path, depth: int, via: str | None) -> None:
        if path in seen:
            return
        seen.add(path)
        b = build if path == module_file else read_gradle(path)
        read.append(rel(path))
        for d in b.dependencies:
            if d.project is not None:
                sub = projects.get(d.project if d.project.startswith(":") else ":" + d.project)
                sub_file = gradle_file(sub) if sub else None
                if sub_file is not None and d.scope != "test":
                    visit(sub_file, depth + 1, d.project)
                continue
            if d.platform or (depth and d.scope in ("test", "provided", "processor")):
                continue
            if d.coord_key in deps and deps[d.coord_key].scope != "test":
                continue
            source = "declared" if d.version else ("boot" if boot_version else "unknown")
            deps[d.coord_key] = Dependency(
                d.group, d.artifact, d.version, source, d.scope, False, rel(path), d.line, via
            )

    visit(module_file, 0, None)
    for dep in list(deps.values()):
        for coord in IMPLIES.get(dep.coord, ()) if dep.scope != "test" else ():
            deps.setdefault(
                coord, Dependency(*coord, None, "implied", dep.scope, False, dep.file, dep.line, dep.artifact)
            )
    java = build.java or (root_build.java if root_build else None)
    boot_source = "no org.springframework.boot plugin or BOM found"
    if boot_version and where is not None:
        boot_source = f"org.springframework.boot ({rel(where.path)}:{where.boot_line})"
    others = tuple(rel(build_dir / "pom.xml") for _ in [0] if (build_dir / "pom.xml").is_file())
    return ProjectFacts(
        tool="gradle",
        root=root,
        module=build_dir,
        build_file=module_file,
        dsl="kotlin" if module_file.suffix == ".kts" else "groovy",
        boot_version=boot_version,
        boot_source=boot_source,
        boot_managed=boot_version is not None,
        java=java,
        java_source="build file" if java else "not set",
        dependencies=tuple(deps.values()),
        modules=tuple(read),
        other_build_files=others,
    )


def detect_project(start: Path, *, prefer: str | None = None) -> ProjectFacts:
    """Facts of the build at or above ``start``. Maven wins when a folder has both (say
    ``prefer="gradle"`` to read the Gradle build instead)."""
    build_dir = find_build_dir(start)
    has_pom = (build_dir / "pom.xml").is_file()
    if has_pom and prefer != "gradle":
        return detect_maven(build_dir)
    if gradle_file(build_dir) is None:
        app = None if has_pom else _gradle_app(build_dir)  # a settings root without a build file
        return detect_gradle(app) if app is not None else detect_maven(build_dir)
    return detect_gradle(build_dir)
