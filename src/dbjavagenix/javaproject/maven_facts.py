"""The :class:`ProjectFacts` of a Maven application module: its effective dependencies
(own, inherited from parents on disk, and reached through other reactor modules), their
versions (declared, managed by a pom on disk, or left to a BOM), the Boot version and where it
comes from, and the Java release."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.javaproject.facts import Dependency, ProjectFacts, parse_java
from dbjavagenix.javaproject.libraries import IMPLIES, Coord
from dbjavagenix.javaproject.maven import DepDecl, Pom, PomSet

BOOT_GROUP = "org.springframework.boot"
BOOT_BOM = (BOOT_GROUP, "spring-boot-dependencies")
BOOT_PARENTS = {(BOOT_GROUP, "spring-boot-starter-parent"), (BOOT_GROUP, "spring-boot-parent")}
_JAVA_PROPS = ("maven.compiler.release", "java.version", "maven.compiler.source", "maven.compiler.target")


@dataclass
class _Mgmt:
    """Effective dependency management of one pom."""

    explicit: dict[Coord, tuple[str | None, str, int]]
    """coord -> (version, file, line)."""
    boms: list[tuple[str, str, str | None, str, int]]
    """Imported BOMs genix cannot read: (group, artifact, version, file, line)."""


def management(pomset: PomSet, pom: Pom, reactor: dict[Coord, Pom], seen: set[Path] | None = None) -> _Mgmt:
    seen = seen if seen is not None else set()
    out = _Mgmt({}, [])
    if pom.path in seen:
        return out
    seen.add(pom.path)
    for p in pom.chain():
        for d in p.managed:
            g, a = p.resolve(d.group) or "", p.resolve(d.artifact) or ""
            if d.scope == "import" and d.type == "pom":
                bom = reactor.get((g, a))
                if bom is not None:
                    sub = management(pomset, bom, reactor, seen)
                    for k, v in sub.explicit.items():
                        out.explicit.setdefault(k, v)
                    out.boms += sub.boms
                else:
                    out.boms.append((g, a, p.resolve(d.version), pomset.display(p.path), d.line))
                continue
            out.explicit.setdefault((g, a), (p.resolve(d.version), pomset.display(p.path), d.line))
    return out


def _version(
    decl: DepDecl, owner: Pom, coord: Coord, mgmts: list[_Mgmt], boot_managed: bool
) -> tuple[str | None, str]:
    if decl.version:
        return owner.resolve(decl.version), "declared"
    for m in mgmts:
        hit = m.explicit.get(coord)
        if hit is not None and hit[0]:
            return hit[0], "managed"
    for m in mgmts:
        for g, a, v, _f, _l in m.boms:
            if (g, a) != BOOT_BOM and g == coord[0] and v:
                return v, "bom"
    return None, "boot" if boot_managed else "unknown"


def _boot(pomset: PomSet, app: Pom, mgmt: _Mgmt) -> tuple[str | None, str]:
    for p in app.chain():
        if p.parent_gav and p.parent_gav[:2] in BOOT_PARENTS:
            node = p.root.find("parent")
            line = node.line if node is not None else 1
            return p.resolve(p.parent_gav[2]), f"{p.parent_gav[1]} parent ({pomset.display(p.path)}:{line})"
    for g, a, v, f, line in mgmt.boms:
        if (g, a) == BOOT_BOM:
            return v, f"spring-boot-dependencies BOM imported in {f}:{line}"
    for p in app.chain():
        for node in p.root.findall("build/plugins/plugin") + p.root.findall(
            "build/pluginManagement/plugins/plugin"
        ):
            if node.get("artifactId") == "spring-boot-maven-plugin" and node.get("version"):
                where = f"{pomset.display(p.path)}:{node.line}"
                return p.resolve(node.get("version")), f"spring-boot-maven-plugin version ({where})"
    for (g, _a), (v, f, line) in mgmt.explicit.items():
        if g == BOOT_GROUP and v and "$" not in v:
            return v, f"{g} version managed in {f}:{line}"
    return None, "no Spring Boot parent, BOM or plugin found"


def _java(pomset: PomSet, app: Pom, boot_major: int | None, starter_parent: bool) -> tuple[int | None, str]:
    props = app.properties()
    for name in _JAVA_PROPS:
        if name in props:
            v = parse_java(app.resolve(props[name]))
            if v:
                return v, f"<{name}>"
    for p in app.chain():
        for node in p.root.findall("build/plugins/plugin") + p.root.findall(
            "build/pluginManagement/plugins/plugin"
        ):
            if node.get("artifactId") == "maven-compiler-plugin":
                for key in ("release", "source", "target"):
                    v = parse_java(p.resolve(node.get(f"configuration/{key}")))
                    if v:
                        return v, f"maven-compiler-plugin <{key}> ({pomset.display(p.path)}:{node.line})"
    if starter_parent and boot_major:
        return (17 if boot_major >= 3 else 8), "the Spring Boot parent's default java.version"
    return None, "not set"


def maven_facts(pomset: PomSet, app: Pom, reactor_poms: list[Pom], root: Pom) -> ProjectFacts:
    reactor = {p.key: p for p in reactor_poms}
    for p in reactor_poms:  # keys with inherited groupIds
        reactor.setdefault((p.group, p.artifact), p)
    app_mgmt = management(pomset, app, reactor)
    boot_version, boot_source = _boot(pomset, app, app_mgmt)
    starter_parent = any(p.parent_gav and p.parent_gav[:2] in BOOT_PARENTS for p in app.chain())
    boot_managed = boot_version is not None
    deps: dict[Coord, Dependency] = {}
    visited: set[Path] = set()
    mgmt_cache: dict[Path, _Mgmt] = {app.path: app_mgmt}

    groups = {p.group for p in reactor_poms}
    notes: list[str] = []
    missing: set[Coord] = set()

    def visit(pom: Pom, depth: int, via: str | None) -> None:
        if pom.path in visited:
            return
        visited.add(pom.path)
        own = mgmt_cache.setdefault(pom.path, management(pomset, pom, reactor))
        modules: list[Pom] = []
        for p in pom.chain():
            for d in p.dependencies:
                if depth and (d.scope in ("test", "provided", "import") or d.optional):
                    continue
                coord = (p.resolve(d.group) or "", p.resolve(d.artifact) or "")
                module = reactor.get(coord)
                if module is not None:
                    if d.scope != "test":
                        modules.append(module)
                    continue
                if coord[0] in groups and d.scope != "test" and d.type != "pom" and coord not in missing:
                    missing.add(coord)
                    where = f"{pomset.display(p.path)}:{d.line}"
                    notes.append(f"module {coord[1]} ({where}) is not on disk: what it brings in is not seen")
                if coord in deps and not (deps[coord].scope == "test" and d.scope != "test"):
                    continue
                version, source = _version(d, p, coord, [app_mgmt, own], boot_managed)
                deps[coord] = Dependency(
                    coord[0],
                    coord[1],
                    version,
                    source,
                    d.scope,
                    d.optional,
                    pomset.display(p.path),
                    d.line,
                    via,
                )
        for module in modules:
            visit(module, depth + 1, module.artifact)

    visit(app, 0, None)
    for dep in list(deps.values()):
        _imply(deps, dep)
    major = int(boot_version.split(".")[0]) if boot_version and boot_version[0].isdigit() else None
    java, java_source = _java(pomset, app, major, starter_parent)
    return ProjectFacts(
        tool="maven",
        root=root.dir,
        module=app.dir,
        build_file=app.path,
        dsl=None,
        boot_version=boot_version,
        boot_source=boot_source,
        boot_managed=boot_managed,
        java=java,
        java_source=java_source,
        dependencies=tuple(deps.values()),
        modules=tuple(pomset.display(p.path) for p in reactor_poms),
        notes=tuple(notes),
        managed=tuple((g, a, v[0]) for (g, a), v in app_mgmt.explicit.items() if v[0] and "${" not in v[0]),
        boms=tuple((g, a, v) for g, a, v, _f, _l in app_mgmt.boms),
    )


def _imply(deps: dict[Coord, Dependency], dep: Dependency) -> None:
    if dep.scope == "test":
        return
    for coord in IMPLIES.get(dep.coord, ()):
        if coord not in deps:
            implied = Dependency(
                coord[0],
                coord[1],
                None,
                "implied",
                dep.scope,
                dep.optional,
                dep.file,
                dep.line,
                dep.artifact,
            )
            deps[coord] = implied
            _imply(deps, implied)
