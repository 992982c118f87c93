"""What javac would refuse in a Maven reactor: a generated file importing a class of a module
its own module does not depend on, or a library its module's class path lacks.

genix places layers in modules (``[layers.X] module``). A mapper in ``ruoyi-system`` importing
an entity genix puts in ``ruoyi-admin`` fails to compile (``package ... does not exist``) when
``ruoyi-system`` does not depend on ``ruoyi-admin``; so does an entity with
``jakarta.validation`` annotations in a module without the validation starter. The clash scan
(:func:`dbjavagenix.javaproject.clashes.find_clashes`) adds these warnings, so plan, check,
build, doctor and MCP report them alike.

Only what can be proved is said. Reactor modules and their dependencies are read from the
poms (:mod:`dbjavagenix.javaproject.reactor`); an external artifact brings a library when genix
knows it does (:func:`provides`). A module whose class path holds an artifact genix does not
know (its own dependencies are in a repository, not read offline), or whose parent pom is not on
disk, is not judged for a library it could bring: no warning rather than a false one. Gradle
multi-project builds are read into the same shape (:mod:`~dbjavagenix.javaproject.gradle_reactor`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.javaproject.buildgraph import Reactor
from dbjavagenix.javaproject.gradle import BUILD_NAMES, SETTINGS_NAMES
from dbjavagenix.javaproject.libraries import DRIVERS, LIBRARIES, Coord

_IMPORT = re.compile(r"^[ \t]*import[ \t]+(static[ \t]+)?([\w$.]+?)(\.\*)?[ \t]*;", re.M)

IMPORTED: tuple[tuple[str, str], ...] = (
    ("jakarta.validation.", "validation"),
    ("javax.validation.", "validation"),
    ("com.baomidou.mybatisplus.annotation.", "mybatis-plus-annotation"),
    ("com.baomidou.mybatisplus.", "mybatis-plus"),
    ("org.apache.ibatis.", "mybatis"),
    ("org.mybatis.", "mybatis"),
    ("com.github.pagehelper.", "pagehelper"),
    ("io.swagger.v3.oas.annotations.", "swagger3"),
    ("org.springdoc.", "springdoc"),
    ("io.swagger.annotations.", "swagger2"),
    ("lombok.", "lombok"),
    ("org.mapstruct.", "mapstruct"),
)
"""Import prefixes and the library that provides them (the first match wins)."""

_MP = frozenset({"mybatis-plus", "mybatis-plus-annotation", "mybatis"})
_SPRINGDOC = frozenset({"springdoc", "swagger3", "validation"})
"""springdoc's swagger-core brings the bean-validation API along (said present: never a false alarm)."""
_KNOWN: dict[Coord, frozenset[str]] = {
    **dict.fromkeys(LIBRARIES["mybatis-plus"], _MP),
    ("com.baomidou", "mybatis-plus-annotation"): frozenset({"mybatis-plus-annotation"}),
    **{c: frozenset({"mybatis"}) for c in LIBRARIES["mybatis"]},
    ("com.github.pagehelper", "pagehelper-spring-boot-starter"): frozenset({"pagehelper", "mybatis"}),
    ("com.github.pagehelper", "pagehelper"): frozenset({"pagehelper"}),
    ("org.projectlombok", "lombok"): frozenset({"lombok"}),
    ("org.mapstruct", "mapstruct"): frozenset({"mapstruct"}),
    ("org.mapstruct", "mapstruct-processor"): frozenset(),
    **{c: frozenset({"validation"}) for c in LIBRARIES["validation"]},
    **dict.fromkeys(LIBRARIES["springdoc"], _SPRINGDOC),
    ("com.github.xiaoymin", "knife4j-openapi3-jakarta-spring-boot-starter"): _SPRINGDOC,
    ("io.swagger.core.v3", "swagger-annotations"): frozenset({"swagger3"}),
    ("io.swagger.core.v3", "swagger-annotations-jakarta"): frozenset({"swagger3"}),
    ("io.springfox", "springfox-swagger2"): frozenset({"swagger2"}),
    ("io.springfox", "springfox-boot-starter"): frozenset({"swagger2", "validation"}),
    ("io.swagger", "swagger-annotations"): frozenset({"swagger2"}),
    ("com.alibaba", "druid"): frozenset(),
    ("com.alibaba", "druid-spring-boot-starter"): frozenset(),
    ("com.alibaba", "druid-spring-boot-3-starter"): frozenset(),
    ("com.alibaba", "fastjson"): frozenset(),
    ("com.alibaba.fastjson2", "fastjson2"): frozenset(),
    ("org.apache.commons", "commons-lang3"): frozenset(),
    ("commons-io", "commons-io"): frozenset(),
    ("cn.hutool", "hutool-all"): frozenset(),
    **{c: frozenset() for c in DRIVERS},
}
"""What well-known artifacts bring (themselves and their own dependencies), of the libraries
judged here."""
_CLOSED_GROUPS = frozenset(
    {
        "org.springframework",
        "org.springframework.security",
        "com.fasterxml.jackson.core",
        "com.fasterxml.jackson.datatype",
        "org.slf4j",
        "jakarta.servlet",
        "javax.servlet",
    }
)
"""Groups none of whose artifacts brings a library judged here."""
_BOOT_UNKNOWN = frozenset({"spring-boot-starter-data-rest", "spring-boot-starter-graphql"})

SUGGESTED: dict[str, tuple[str, str]] = {
    "validation": ("org.springframework.boot", "spring-boot-starter-validation"),
    "mybatis": ("org.mybatis.spring.boot", "mybatis-spring-boot-starter"),
    "pagehelper": ("com.github.pagehelper", "pagehelper-spring-boot-starter"),
    "swagger2": ("io.swagger", "swagger-annotations"),
    "lombok": ("org.projectlombok", "lombok"),
    "mapstruct": ("org.mapstruct", "mapstruct"),
}


def provides(coord: Coord, boot: str | None) -> frozenset[str] | None:
    """The judged libraries artifact ``coord`` brings; None when genix cannot know (any)."""
    known = _KNOWN.get(coord)
    if known is not None:
        return known
    group, artifact = coord
    if group == "org.springframework.boot":
        if artifact in ("spring-boot-starter-validation", "spring-boot-starter-jersey"):
            return frozenset({"validation"})
        if artifact in _BOOT_UNKNOWN:
            return None
        if artifact in ("spring-boot-starter-web", "spring-boot-starter-webflux") and not _at_least(
            boot, 2, 3
        ):
            return None  # up to Boot 2.2 the web starter brought Hibernate Validator
        return frozenset()
    if group in _CLOSED_GROUPS:
        return frozenset()
    return None


def _at_least(version: str | None, major: int, minor: int) -> bool:
    if not version:
        return False
    parts = re.findall(r"\d+", version)[:2]
    if len(parts) < 2:
        return False
    return (int(parts[0]), int(parts[1])) >= (major, minor)


def library_of_import(name: str) -> str | None:
    for prefix, lib in IMPORTED:
        if name.startswith(prefix):
            return lib
    return None


@dataclass(frozen=True)
class Unseen(Diagnostic):
    """A generated file importing what its module cannot see (a warning)."""

    kind: str = "module"
    """``module`` (a class in a reactor module it does not depend on) or ``library``."""
    path: str = ""
    """The generated file (relative to the output root)."""
    module: str = ""
    """The file's module (relative to the reactor root)."""
    imported: str = ""
    """The import javac would refuse."""
    target: str = ""
    """The module holding the imported class, or the library."""
    files: tuple[str, ...] = ()
    """Every generated file of ``module`` with the same problem (``path`` first)."""

    def to_dict(self) -> dict[str, object]:
        return super().to_dict() | {
            "kind": self.kind,
            "path": self.path,
            "module": self.module,
            "import": self.imported,
            "target": self.target,
            "files": list(self.files),
        }


@dataclass(frozen=True)
class Placed:
    """One generated Java file, for the check."""

    path: str
    """Relative to the output root."""
    rel: str
    """Relative to the reactor root."""
    layer: str
    text: str


_PACKAGING_POM = re.compile(rb"<packaging>\s*pom\s*</packaging>")


def _build_dir(folder: str, memo: dict[str, tuple[str, str] | None]) -> tuple[str, str] | None:
    """The nearest folder at or above ``folder`` with a build, and the build file naming it a
    module without sources (``pom.xml`` of ``<packaging>pom</packaging>``; ``settings.gradle`` of
    a multi-project build whose root project applies no Java plugin), else ``""``; None without a
    build."""
    if folder in memo:
        return memo[folder]
    found: tuple[str, str] | None
    pom = os.path.join(folder, "pom.xml")
    gradle: list[str] = []
    if os.path.isfile(pom):
        try:
            with open(pom, "rb") as f:
                found = (folder, "pom.xml" if _PACKAGING_POM.search(f.read()) is not None else "")
        except OSError:
            found = None
    elif gradle := [n for n in (*SETTINGS_NAMES, *BUILD_NAMES) if os.path.isfile(os.path.join(folder, n))]:
        found = (folder, "")
        settings = [n for n in gradle if n in SETTINGS_NAMES]
        if settings:
            from dbjavagenix.javaproject.reactor import read_reactor

            reactor = read_reactor(Path(folder))
            root = reactor.modules.get("") if reactor is not None and reactor.tool == "gradle" else None
            if root is not None and root.packaging == "pom":
                found = (folder, settings[0])
    else:
        parent = os.path.dirname(folder)
        found = None if parent == folder else _build_dir(parent, memo)
    memo[folder] = found
    return found


def in_aggregator(files: Iterable[tuple[str, str, str]]) -> list[Diagnostic]:
    """One warning per module without sources that generated files ``(absolute path, path
    shown, layer)`` land in: an aggregator pom (``<packaging>pom</packaging>``) or the root project
    of a Gradle multi-project build that applies no Java plugin; neither Maven nor Gradle compiles
    sources there, so they would never reach the application."""
    memo: dict[str, tuple[str, str] | None] = {}
    hits: dict[tuple[str, str], list[tuple[str, str, str]]] = {}
    for absolute, shown, layer in files:
        build = _build_dir(os.path.dirname(absolute), memo)
        if build is not None and build[1]:
            hits.setdefault(build, []).append((shown, layer, absolute))
    out: list[Diagnostic] = []
    for (folder, build_file), placed in sorted(hits.items()):
        shown, _, absolute = placed[0]
        root = absolute[: len(absolute) - len(shown)] if absolute.endswith(shown) else folder
        named = os.path.relpath(os.path.join(folder, build_file), root).replace(os.sep, "/")
        layers = ", ".join(f"[layers.{la}]" for la in dict.fromkeys(la for _, la, _ in placed))
        more = f" (and {len(placed) - 1} more)" if len(placed) > 1 else ""
        why = (
            f"into the aggregator {named} (packaging pom): Maven compiles no sources of a pom-packaged module"
            if build_file == "pom.xml"
            else f"into the root project of the multi-project build {named}, which applies no Java plugin: "
            "Gradle compiles no sources there"
        )
        out.append(
            Diagnostic(
                f"genix writes {shown}{more} {why}, the application would never see them",
                Location(file=shown),
                f"point [project] output at the application module (`genix doctor` names it), or place "
                f'{layers} in modules with `module = "..."`',
            )
        )
    return out


def imports(text: str) -> list[tuple[str, int]]:
    """(imported class, line) of each single-type import (static ones: their class)."""
    out: list[tuple[str, int]] = []
    for m in _IMPORT.finditer(text):
        if m.group(3):
            continue
        name = m.group(2)
        if m.group(1):
            name = name.rsplit(".", 1)[0]
        out.append((name, text.count("\n", 0, m.start()) + 1))
    return out


def _holders(name: str, classes: Mapping[str, frozenset[str]]) -> frozenset[str] | None:
    """The modules holding class ``name`` (a nested class: its top-level class's)."""
    while True:
        found = classes.get(name)
        if found is not None:
            return found
        head, _, last = name.rpartition(".")
        if not head or not last[:1].isupper() or not head.rpartition(".")[2][:1].isupper():
            return None
        name = head


def unseen(
    reactor: Reactor,
    generated: Iterable[Placed],
    classes: Mapping[str, frozenset[str]],
    layers: Mapping[str, str] | None = None,
) -> list[Unseen]:
    """The warnings for ``generated``; ``classes``: every class of the reactor (the team's and
    genix's) by qualified name, with the modules declaring it; ``layers``: the layer of each
    generated class (qualified name), for the hints."""
    layers = layers or {}
    found: dict[tuple[str, str, str], list[tuple[Placed, str, int]]] = {}
    status: dict[tuple[str, str], bool | None] = {}
    for g in generated:
        module = reactor.module_of(g.rel)
        if module is None or reactor.modules[module].packaging == "pom":
            continue
        seen = reactor.sees(module)
        for name, line in imports(g.text):
            holders = _holders(name, classes)
            if holders is not None:
                if not holders & seen:
                    target = sorted(holders)[0]
                    found.setdefault((module, "module", target), []).append((g, name, line))
                continue
            lib = library_of_import(name)
            if lib is None:
                continue
            key = (module, lib)
            if key not in status:
                status[key] = has_library(reactor, module, lib)
            if status[key] is False:
                found.setdefault((module, "library", lib), []).append((g, name, line))
    out: list[Unseen] = []
    for (module, kind, target), hits in sorted(found.items()):
        g, name, line = hits[0]
        files = tuple(dict.fromkeys(h[0].path for h in hits))
        more = (
            f" (and {len(files) - 1} more generated files of {reactor.modules[module].name})"
            if len(files) > 1
            else ""
        )
        shown = reactor.modules[module].name
        placed = ", ".join(f"[layers.{la}]" for la in dict.fromkeys(h[0].layer for h in hits))
        if kind == "module":
            message = (
                f"the {g.layer} genix generates in module {shown} imports {name}, which is in module "
                f"{reactor.modules[target].name}; {shown} does not depend on it: javac cannot find it{more}"
            )
            hint = _module_hint(reactor, module, target, placed, layers.get(name))
        else:
            message = (
                f"the {g.layer} genix generates in module {shown} imports {name}; "
                f"{_LIBRARY_NAMES.get(target, target)} is not on {shown}'s class path ({_CLASS_PATH[reactor.tool]}): "
                f"javac cannot find it{more}"
            )
            hint = _library_hint(reactor, module, target, placed)
        out.append(
            Unseen(message, Location(file=g.path, line=line), hint, kind, g.path, module, name, target, files)
        )
    return out


_CLASS_PATH = {
    "maven": "its pom, its parents and the reactor modules it depends on",
    "gradle": "its build file, the root build's subprojects block and the projects it depends on",
}
_LIBRARY_NAMES = {
    "validation": "Bean Validation",
    "mybatis-plus": "MyBatis-Plus",
    "mybatis-plus-annotation": "MyBatis-Plus (its annotations)",
    "mybatis": "MyBatis",
    "pagehelper": "PageHelper",
    "swagger3": "springdoc (the OpenAPI 3 annotations)",
    "springdoc": "springdoc",
    "swagger2": "Swagger 2 (io.swagger.annotations)",
    "lombok": "Lombok",
    "mapstruct": "MapStruct",
}


def has_library(reactor: Reactor, module: str, lib: str) -> bool | None:
    """Whether ``lib`` is on the module's compile class path: True, False (proved), None (cannot tell)."""
    unknown = False
    for m in reactor.sees(module):
        if reactor.modules[m].foreign_parent:
            unknown = True
    for e, _owner in reactor.classpath(module):
        got = provides(e.coord, reactor.boot_version)
        if got is None:
            unknown = True
        elif lib in got or (lib == "mybatis-plus-annotation" and "mybatis-plus" in got):
            return True
    return None if unknown else False


def _module_hint(reactor: Reactor, module: str, target: str, placed: str, target_layer: str | None) -> str:
    mod = reactor.modules[module]
    tgt = reactor.modules[target]

    def names(ms: Iterable[str]) -> str:
        return ", ".join(sorted(reactor.modules[m].name for m in ms if reactor.modules[m].packaging != "pom"))

    ways: list[str] = []
    if target_layer:
        ways.append(
            f"[layers.{target_layer}] module = a module {mod.name} sees ({names(reactor.sees(module))})"
        )
    ways.append(
        f"{placed} module = a module that sees {tgt.name} ({names([target, *reactor.dependents(target)])})"
    )
    tool = "Gradle" if reactor.tool == "gradle" else "Maven"
    if module in reactor.sees(target):
        ways.append(f"({tgt.name} depends on {mod.name}: a dependency back would be a cycle {tool} refuses)")
    elif reactor.tool == "gradle":
        ways.append(f"or add implementation project('{tgt.coord[1] if tgt.dir else ':'}') to {mod.pom}")
    else:
        ways.append(f"or add <dependency>{tgt.coord[0]}:{tgt.coord[1]}</dependency> to {mod.pom}")
    return "; ".join(ways)


def _library_hint(reactor: Reactor, module: str, lib: str, placed: str) -> str:
    mod = reactor.modules[module]
    coord = _suggested(reactor, lib)
    having = sorted(
        reactor.modules[m].name
        for m in reactor.modules
        if reactor.modules[m].packaging != "pom" and has_library(reactor, m, lib) is True
    )
    if reactor.tool == "gradle":
        conf = "compileOnly" if lib == "lombok" else "implementation"
        out = f"add {conf} '{coord[0]}:{coord[1]}' to {mod.pom}"
    else:
        out = f"add <dependency>{coord[0]}:{coord[1]}</dependency> to {mod.pom}"
    if having:
        out += f"; or {placed} module = one that has it ({', '.join(having[:4])})"
    if lib == "validation":
        out += "; or [project] validation = false"
    elif lib in ("springdoc", "swagger3", "swagger2"):
        out += '; or [project] openapi = "none"'
    return out


def _suggested(reactor: Reactor, lib: str) -> Coord:
    """The artifact to add for ``lib``: the one another module of the reactor uses, else the usual one."""
    for m in reactor.modules.values():
        for e in m.external:
            got = provides(e.coord, reactor.boot_version)
            if got is not None and lib in got and e.scope in ("compile", "provided"):
                return e.coord
    if lib in ("mybatis-plus", "mybatis-plus-annotation"):
        major = _at_least(reactor.boot_version, 3, 0)
        return ("com.baomidou", "mybatis-plus-spring-boot3-starter" if major else "mybatis-plus-boot-starter")
    if lib in ("springdoc", "swagger3"):
        boot3 = _at_least(reactor.boot_version, 3, 0)
        return ("org.springdoc", "springdoc-openapi-starter-webmvc-ui" if boot3 else "springdoc-openapi-ui")
    return SUGGESTED.get(lib, ("?", lib))
