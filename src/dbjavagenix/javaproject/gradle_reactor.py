"""The projects of a Gradle multi-project build and what each one compiles against, read from
``settings.gradle[.kts]`` and the build files without running Gradle, in the shape of a Maven
reactor (:class:`~dbjavagenix.javaproject.reactor.Reactor`): :mod:`.visibility` judges both alike.

Gradle's rules: a project compiles against its ``api``, ``implementation``, ``compile`` and
``compileOnly`` dependencies; a project depending on it gets its ``api`` (and the old
``compile``) ones too, never its ``implementation`` or ``compileOnly`` ones (a Maven dependency
marked ``optional`` behaves alike, and is recorded so). ``runtimeOnly``, ``annotationProcessor``
and test configurations are not on the compile class path. Dependencies declared in the root
build's ``subprojects { }`` or ``allprojects { }`` belong to the projects those name.

Only what can be proved is said. A project whose build declares a dependency this does not read
(a version catalog's ``libs.x``, ``files(...)``, a variable) or applies a plugin genix does not
know (a convention plugin of ``buildSrc`` may add anything) has unknown libraries (never judged
for one). A build that wires projects by code (``configure(...)``, ``project(':x') { }``,
``projects.x`` accessors, ``projectDir`` set other than by a literal) is not read at all (None).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from dbjavagenix.javaproject.buildgraph import External, Module, Reactor
from dbjavagenix.javaproject.gradle import (
    PROJECT_DIR,
    GradleBuild,
    GradleDep,
    gradle_file,
    read_gradle,
    settings_projects,
    settings_text,
    strip_code,
    top_block,
)

_SCOPES: dict[str, tuple[str, bool]] = {
    "api": ("compile", False),
    "compile": ("compile", False),
    "implementation": ("compile", True),
    "compileOnly": ("provided", True),
    "compileOnlyApi": ("compile", False),
}
"""Configuration -> (Maven-like scope, not passed on to dependents); others: not on the compile
class path."""

_PLUGIN_ID = re.compile(
    r"""(?:\bid\s*\(?\s*["']([\w.\-]+)["']|apply\s*\(?\s*plugin\s*[:=]\s*["']([\w.\-]+)["']|^\s*`([\w\-]+)`)""",
    re.M,
)
_BARE_PLUGIN = re.compile(r"^\s*(java|java-library|application|war|idea|eclipse|base)\s*$", re.M)
_KNOWN_PLUGINS = frozenset(
    {
        "java",
        "java-library",
        "application",
        "war",
        "idea",
        "eclipse",
        "base",
        "maven-publish",
        "signing",
        "jacoco",
        "checkstyle",
        "pmd",
        "org.springframework.boot",
        "io.spring.dependency-management",
        "org.graalvm.buildtools.native",
        "com.diffplug.spotless",
        "com.github.ben-manes.versions",
        "org.sonarqube",
        "com.google.cloud.tools.jib",
    }
)
"""Plugins that add no library the judged imports need (io.freefair.lombok adds Lombok)."""
_JAVA_PLUGINS = frozenset({"java", "java-library", "application", "war", "org.springframework.boot"})
_CONF_CALL = re.compile(
    r"^\s*(api|implementation|compile|compileOnly|compileOnlyApi|runtimeOnly|annotationProcessor)\b\s*\(?\s*(\S)",
    re.M,
)
_WIRED_BY_CODE = re.compile(
    r"\bconfigure\s*\(|\bproject\s*\(\s*[\"'][^\"']*[\"']\s*\)\s*\{|\bprojects\.[a-z]"
)


def read_gradle_reactor(root: Path) -> Reactor | None:
    """The multi-project build whose settings file is in ``root``; None for a single project,
    without a settings file, or when the build wires its projects by code."""
    settings = settings_text(root)
    if settings is None:
        return None
    projects = settings_projects(root)
    if not projects or settings.count("projectDir") != len(PROJECT_DIR.findall(settings)):
        return None
    if any(_rel(root, d).startswith("..") or os.path.isabs(_rel(root, d)) for d in projects.values()):
        return None  # a project outside the build's folder: not read
    folders = {"": root, **{_rel(root, d): d for d in projects.values()}}
    by_path = {p: _rel(root, d) for p, d in projects.items()}
    path_of = {rel: p for p, rel in by_path.items()}
    texts: dict[str, tuple[GradleBuild, str] | None] = {}
    for rel, folder in folders.items():
        f = gradle_file(folder)
        if f is None:
            texts[rel] = None
            continue
        try:
            build = read_gradle(f)
        except OSError:
            return None
        code = strip_code(build.text)
        if _WIRED_BY_CODE.search(code):
            return None
        texts[rel] = (build, code)
    composite = "includeBuild" in settings or (root / "buildSrc").is_dir()
    # what the root build's subprojects { } and allprojects { } blocks give the other projects
    shared_all: list[tuple[GradleDep, str]] = []
    shared_sub: list[tuple[GradleDep, str]] = []
    shared_plugins: set[str] = set()
    shared_unknown = False
    top = texts.get("")
    blocks: list[tuple[int, int]] = []  # their lines
    if top is not None:
        build, code = top
        file = _rel(root, build.path)
        for name, shared in (("subprojects", shared_sub), ("allprojects", shared_all)):
            span = top_block(code, name)
            if span is not None:
                lines = (code.count("\n", 0, span[0]) + 1, code.count("\n", 0, span[1]) + 1)
                blocks.append(lines)
                shared += [(d, file) for d in build.dependencies if _inside(d.line, [lines])]
                shared_plugins |= _plugins(code[span[0] : span[1]], [])
        shared_unknown = _unread_dependencies(code, [], only=blocks)
    modules: dict[str, Module] = {}
    boot: str | None = None
    for rel, folder in folders.items():
        own = texts.get(rel)
        deps = shared_all + (shared_sub if rel else [])
        unknown = bool(rel) and shared_unknown
        plugins = set(shared_plugins) if rel else set()
        if own is not None:
            build, code = own
            file = _rel(root, build.path)
            skip = blocks if rel == "" else []
            deps = [(d, file) for d in build.dependencies if not _inside(d.line, skip)] + deps
            unknown |= _unread_dependencies(code, skip)
            plugins |= _plugins(code, skip)
            boot = boot or build.boot_version
        # a plugin genix does not know may add any library (a convention plugin of buildSrc)
        unknown |= bool(plugins - _KNOWN_PLUGINS - ({"io.freefair.lombok"} if not composite else set()))
        uses: list[tuple[str, str, bool]] = []
        external: list[External] = []
        for d, file in deps:
            if d.platform:
                continue
            scope, private = _SCOPES.get(d.configuration, (d.scope, False))
            if d.project is not None:
                target = by_path.get(d.project if d.project.startswith(":") else ":" + d.project)
                if target is None:
                    return None  # a project the settings do not include: not this build as read
                uses.append((target, scope, private))
            else:
                external.append(External((d.group, d.artifact), scope, private, file, d.line))
        if "io.freefair.lombok" in plugins:
            external.append(
                External(("org.projectlombok", "lombok"), "provided", True, _rel(root, folder), 0)
            )
        java = bool(plugins & _JAVA_PLUGINS) or rel != ""
        build_file = own[0].path if own is not None else folder / "build.gradle"
        modules[rel] = Module(
            rel,
            ("", path_of[rel] if rel else root.name),  # a project by its Gradle path (``:core``)
            "jar" if java else "pom",
            java and "org.springframework.boot" in plugins,
            _rel(root, build_file),
            tuple(uses),
            tuple(external),
            unknown,
        )
    return Reactor(root, modules, boot, tool="gradle")


def _rel(root: Path, path: Path) -> str:
    r = os.path.relpath(path, root).replace(os.sep, "/")
    return "" if r == "." else r


def _inside(line: int, ranges: list[tuple[int, int]]) -> bool:
    return any(a <= line <= b for a, b in ranges)


def _plugins(code: str, skip: list[tuple[int, int]]) -> set[str]:
    """The plugin ids a build applies (``apply false`` ones are not applied), outside ``skip``."""
    found: set[str] = set()
    for m in _PLUGIN_ID.finditer(code):
        if _inside(code.count("\n", 0, m.start()) + 1, skip):
            continue
        end = code.find("\n", m.end())
        if re.search(r"\bapply\s*\(?\s*false", code[m.end() : end if end >= 0 else len(code)]):
            continue
        found.add(m.group(1) or m.group(2) or m.group(3))
    block = top_block(code, "plugins")
    if block is not None:
        found |= {m.group(1) for m in _BARE_PLUGIN.finditer(code, block[0], block[1])}
    return found


def _unread_dependencies(
    code: str, skip: list[tuple[int, int]], only: list[tuple[int, int]] | None = None
) -> bool:
    """Whether a dependency is declared in a form not read (``libs.x``, ``files(...)``, a variable)."""
    for m in _CONF_CALL.finditer(code):
        line = code.count("\n", 0, m.start()) + 1
        if _inside(line, skip) or (only is not None and not _inside(line, only)):
            continue
        first = m.group(2)
        if first in "\"'{":
            continue  # a string, or a configuration's settings (`compileOnly { extendsFrom ... }`)
        after = code[m.start(2) : m.start(2) + 20]
        if re.match(r"(project|platform|enforcedPlatform)\s*\(|group\s*[:=]|\(\s*[\"']", after):
            continue
        return True
    return False
