"""The modules of a multi-module build and what each one compiles against: the shape a Maven
reactor (:mod:`.reactor`) and a Gradle multi-project build (:mod:`.gradle_reactor`) are read
into, so :mod:`.visibility` judges both alike."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from dbjavagenix.javaproject.libraries import Coord

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
    tool: str = "maven"
    """``maven`` or ``gradle`` (:mod:`.gradle_reactor` reads a Gradle multi-project build)."""

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
