"""The modules of a Maven reactor and what each one compiles against: which other reactor
modules (transitively, as Maven builds the compile class path) and which external artifacts.

Maven's rules, read from the poms on disk (parents' ``<dependencies>`` inherited): a module
compiles against its own ``compile``, ``provided`` and ``system`` dependencies; through a
``compile`` or ``provided`` one it also gets that one's ``compile`` dependencies that are not
``optional``, and so on down. ``runtime`` and ``test`` dependencies are not on the compile class
path. External artifacts are known by their coordinates only (their own dependencies live in a
repository genix does not read offline).

Gradle builds are not read here.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.libraries import Coord
from dbjavagenix.javaproject.maven import Pom, PomSet, app_poms, reactor_root
from dbjavagenix.javaproject.maven_facts import BOOT_PARENTS, maven_facts

_ON_COMPILE = ("compile", "provided", "system")


@dataclass(frozen=True)
class External:
    """A dependency on an artifact outside the reactor, as a pom declares it."""

    coord: Coord
    scope: str
    optional: bool
    file: str
    """The pom that declares it (relative to the reactor root)."""
    line: int


@dataclass(frozen=True)
class Module:
    """One module of the reactor."""

    dir: str
    """Relative to the reactor root (``/``-separated; ``""``: the root itself)."""
    coord: Coord
    packaging: str
    app: bool
    """It builds a Spring Boot application (:func:`~dbjavagenix.javaproject.maven.app_poms`)."""
    pom: str
    """Its pom, relative to the reactor root."""
    uses: tuple[tuple[str, str, bool], ...]
    """Reactor modules it declares (with its parents'): (module dir, scope, optional)."""
    external: tuple[External, ...]
    """External artifacts it declares (with its parents')."""
    foreign_parent: bool = False
    """Its topmost parent pom is not on disk and is not Spring Boot's: what it declares is unknown."""

    @property
    def name(self) -> str:
        return self.dir or self.coord[1]


@dataclass(frozen=True)
class Reactor:
    """A Maven reactor's modules and their compile class paths."""

    root: Path
    modules: dict[str, Module]
    """By module dir."""
    boot_version: str | None = None

    def module_of(self, rel: str) -> str | None:
        """The module a path (relative to the root) belongs to: the deepest module folder above it."""
        best: str | None = None
        for d in self.modules:
            if (d in ("", rel) or rel.startswith(d + "/")) and (best is None or len(d) > len(best)):
                best = d
        return best

    @cached_property
    def _exported(self) -> dict[str, frozenset[str]]:
        """Each module with the reactor modules a dependent compiling against it gets too."""
        out: dict[str, frozenset[str]] = {}

        def walk(d: str, stack: tuple[str, ...]) -> frozenset[str]:
            if d in out:
                return out[d]
            found = {d}
            for dep, scope, optional in self.modules[d].uses:
                if scope == "compile" and not optional and dep not in stack and dep in self.modules:
                    found |= walk(dep, (*stack, dep))
            out[d] = frozenset(found)
            return out[d]

        for d in self.modules:
            walk(d, (d,))
        return out

    def sees(self, module: str) -> frozenset[str]:
        """The reactor modules ``module`` compiles against, itself included."""
        found = {module}
        for dep, scope, _optional in self.modules[module].uses:
            if scope in _ON_COMPILE and dep in self.modules:
                found |= self._exported[dep]
        return frozenset(found)

    def classpath(self, module: str) -> list[tuple[External, str]]:
        """The external artifacts ``module`` compiles against, each with the module declaring it:
        its own (compile, provided, system) and the non-optional compile ones of the modules it sees."""
        out: list[tuple[External, str]] = []
        for e in self.modules[module].external:
            if e.scope in _ON_COMPILE:
                out.append((e, module))
        for other in sorted(self.sees(module) - {module}):
            for e in self.modules[other].external:
                if e.scope == "compile" and not e.optional:
                    out.append((e, other))
        return out

    def dependents(self, module: str) -> list[str]:
        """The modules that compile against ``module`` (applications first)."""
        found = [d for d in self.modules if d != module and module in self.sees(d)]
        return sorted(found, key=lambda d: (not self.modules[d].app, d))


_MEMO: dict[str, tuple[tuple[tuple[str, int], ...], Reactor | None]] = {}


def read_reactor(folder: Path) -> Reactor | None:
    """The Maven reactor whose root is ``folder`` or that ``folder`` is a module of; None without
    a ``pom.xml``, for a single-module build, or when a pom cannot be read. Cached by the poms'
    modification times."""
    folder = folder.resolve()
    probe = folder
    while not (probe / "pom.xml").is_file():
        if probe.parent == probe:
            return None
        probe = probe.parent
    key = str(probe)
    memo = _MEMO.get(key)
    if memo is not None and _stamps(Path(p) for p, _ in memo[0]) == memo[0]:
        return memo[1]
    try:
        pomset = PomSet(probe)
        start = pomset.load(probe / "pom.xml")
        root = reactor_root(pomset, start)
        pomset.base = root.dir
        poms = pomset.load_reactor(root)
    except (InputError, OSError):
        return None
    reactor = _reactor(pomset, root, poms)
    _MEMO[key] = (_stamps(p.path for p in pomset.by_path.values()), reactor)
    return reactor


def _stamps(paths: Iterable[Path]) -> tuple[tuple[str, int], ...]:
    out = []
    for p in paths:
        try:
            out.append((str(p), os.stat(p).st_mtime_ns))
        except OSError:
            out.append((str(p), -1))
    return tuple(sorted(out))


def _reactor(pomset: PomSet, root: Pom, poms: list[Pom]) -> Reactor | None:
    jars = [p for p in poms if p.packaging != "pom"]
    if len(jars) < 2:
        return None
    base = root.dir.resolve()

    def rel(path: Path) -> str:
        r = os.path.relpath(path.resolve(), base).replace(os.sep, "/")
        return "" if r == "." else r

    by_coord: dict[Coord, str] = {}
    for p in poms:
        by_coord.setdefault((p.group, p.artifact), rel(p.dir))
    apps = {p.path for p in app_poms(poms)}
    modules: dict[str, Module] = {}
    for p in poms:
        uses: list[tuple[str, str, bool]] = []
        external: list[External] = []
        seen: set[Coord] = set()
        for owner in p.chain():
            for d in owner.dependencies:
                coord = (owner.resolve(d.group) or "", owner.resolve(d.artifact) or "")
                if coord in seen or d.type == "pom":
                    continue
                seen.add(coord)
                inside = by_coord.get(coord)
                if inside is not None:
                    uses.append((inside, d.scope, d.optional))
                else:
                    external.append(External(coord, d.scope, d.optional, rel(owner.path), d.line))
        top = p.chain()[-1]
        foreign = top.parent_gav is not None and top.parent_gav[:2] not in BOOT_PARENTS
        modules[rel(p.dir)] = Module(
            rel(p.dir),
            (p.group, p.artifact),
            p.packaging,
            p.path in apps,
            rel(p.path),
            tuple(uses),
            tuple(external),
            foreign,
        )
    boot = None
    try:
        app = next((p for p in poms if p.path in apps), jars[0])
        boot = maven_facts(pomset, app, poms, root).boot_version
    except (InputError, OSError, ValueError):
        boot = None
    return Reactor(base, modules, boot)
