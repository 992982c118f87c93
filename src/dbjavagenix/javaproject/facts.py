"""The facts genix knows about a Java build: frozen values, no I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from dbjavagenix.javaproject.libraries import DRIVERS, LIBRARIES, Coord

Tool = Literal["maven", "gradle"]


@dataclass(frozen=True)
class Dependency:
    """A dependency the application module gets, with where it was declared."""

    group: str
    artifact: str
    version: str | None
    """Resolved version, or None when a parent/BOM genix cannot read manages it."""
    version_source: str
    """``declared``, ``managed`` (by a pom on disk), ``bom`` (assumed from an imported BOM of
    the same group), ``boot`` (no version: from the Boot parent/BOM or plugin), ``implied``."""
    scope: str
    """``compile``, ``provided``, ``runtime``, ``test``, ``processor`` (annotation processor)."""
    optional: bool
    file: str
    """Build file that declares it (relative to the project root)."""
    line: int | None
    via: str | None = None
    """The module or starter it comes through (None: declared by the module itself)."""

    @property
    def coord(self) -> Coord:
        return (self.group, self.artifact)

    @property
    def text(self) -> str:
        v = f":{self.version}" if self.version else ""
        return f"{self.group}:{self.artifact}{v}"

    @property
    def where(self) -> str:
        loc = f"{self.file}:{self.line}" if self.line else self.file
        return f"{loc} (via {self.via})" if self.via else loc


@dataclass(frozen=True)
class ProjectFacts:
    """What the build says about the application module genix writes into."""

    tool: Tool
    root: Path
    """Folder of the top build file (Maven reactor root, Gradle root)."""
    module: Path
    """Folder of the application module (where ``src/main/java`` is)."""
    build_file: Path
    """The application module's own build file."""
    dsl: Literal["groovy", "kotlin"] | None
    boot_version: str | None
    boot_source: str
    boot_managed: bool
    """A Boot parent, BOM or dependency-management plugin supplies versions."""
    java: int | None
    java_source: str
    dependencies: tuple[Dependency, ...]
    modules: tuple[str, ...] = ()
    """Other build files read (relative paths)."""
    other_build_files: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)
    managed: tuple[tuple[str, str, str], ...] = ()
    """(group, artifact, version) the module's dependency management on disk gives."""
    boms: tuple[tuple[str, str, str | None], ...] = ()
    """Imported BOMs genix cannot read (group, artifact, version), Boot's included."""

    @property
    def boot_major(self) -> int | None:
        if not self.boot_version:
            return None
        head = self.boot_version.split(".", 1)[0]
        return int(head) if head.isdigit() else None

    @property
    def namespace(self) -> Literal["javax", "jakarta"] | None:
        major = self.boot_major
        if major is None:
            return None
        return "jakarta" if major >= 3 else "javax"

    def display(self, path: Path) -> str:
        try:
            return str(path.resolve().relative_to(self.root.resolve()))
        except ValueError:
            return str(path)

    def shown(self, path: Path) -> str:
        """``path`` for a message: relative to the working folder when below it."""
        try:
            return str(path.resolve().relative_to(Path.cwd().resolve()))
        except ValueError:
            return str(path)

    def managed_version(self, group: str, artifact: str) -> str | None:
        return next((v for g, a, v in self.managed if (g, a) == (group, artifact)), None)

    def get(self, group: str, artifact: str, *, runtime: bool = False) -> Dependency | None:
        """The dependency ``group:artifact`` (not test-scoped; with ``runtime`` not
        ``provided``/``processor`` either), or None."""
        for d in self.dependencies:
            if d.coord == (group, artifact) and d.scope != "test":
                if runtime and d.scope in ("provided", "processor"):
                    continue
                return d
        return None

    def library(self, name: str) -> Dependency | None:
        """The first dependency that signals library ``name`` (see ``LIBRARIES``)."""
        for coord in LIBRARIES[name]:
            d = self.get(*coord)
            if d is not None:
                return d
        return None

    def libraries(self) -> dict[str, Dependency]:
        out = {}
        for name in LIBRARIES:
            d = self.library(name)
            if d is not None:
                out[name] = d
        return out

    def drivers(self) -> dict[str, Dependency]:
        out: dict[str, Dependency] = {}
        for d in self.dependencies:
            kind = DRIVERS.get(d.coord)
            if kind and d.scope != "test" and kind not in out:
                out[kind] = d
        return out


def parse_java(text: str | None) -> int | None:
    """``1.8`` → 8, ``17`` → 17, ``JavaVersion.VERSION_11`` → 11; None when not a number."""
    if not text:
        return None
    t = text.strip().removeprefix("JavaVersion.VERSION_").replace("_", ".")
    if t.startswith("1.") and t[2:].isdigit():
        return int(t[2:])
    return int(t) if t.isdigit() else None
