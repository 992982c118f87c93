"""Which Spring Boot and Java releases genix targets: the one compatibility rule.

Every door asks this module, and only this module, whether a ``[project]`` combination of
category × Spring Boot × Java (× OpenAPI flavour) can be built, and what an unset
``spring_boot`` or ``java`` means: ``genix build`` / ``plan`` / ``check`` (through the
resolver), ``config_validate`` and ``config_patch``, ``genix new`` and ``doctor`` (through
:mod:`~dbjavagenix.javaproject.requirements`), ``genix init`` and the MCP ``config_init``.

Two tables hold the facts. :data:`BOOT_LINES` has one row per Spring Boot major (the parent
genix writes, the Java releases it runs on, its Jakarta EE namespace, its Jackson major); a
category's row is its :class:`Support` (``CategorySpec.support``). A new Boot major or Java
release is a row here, not a special case anywhere else.

What an unset key means (:func:`targets`): the project's own version when genix writes into an
existing Spring Boot project (its ``pom.xml`` / ``build.gradle``); else the category's default,
which is the newest Boot major it supports (``sb35-java21``: Boot 3, Java 21).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, get_args

from dbjavagenix.errors import ConfigError, Diagnostic, Location

BootMajor = Literal[2, 3, 4]
"""Spring Boot majors a config may name (the keys of :data:`BOOT_LINES`)."""
JavaRelease = Literal[8, 11, 17, 21, 25]
"""Java releases a config may name (the long-term-support releases)."""
OpenApiFlavour = Literal["springdoc", "swagger2", "none"]


@dataclass(frozen=True, slots=True)
class BootLine:
    """One Spring Boot major as genix targets it."""

    major: int
    parent: str
    """``spring-boot-starter-parent`` version ``genix new`` writes (resolved and built here)."""
    java: tuple[int, ...]
    """Java releases the line runs on and genix accepts, ascending."""
    default_java: int
    """Java release when neither the config nor the project says."""
    ee: Literal["javax", "jakarta"]
    """Namespace of the Jakarta EE APIs (validation, servlet ...)."""
    jackson: Literal[2, 3]
    """Jackson major the line ships (3: ``tools.jackson.*``; the annotations stay in
    ``com.fasterxml.jackson.annotation``)."""
    openapi: tuple[OpenApiFlavour, ...]
    """OpenAPI annotation flavours genix generates for it."""

    @property
    def label(self) -> str:
        """``Spring Boot 3.5`` (major.minor of the parent)."""
        return "Spring Boot " + ".".join(self.parent.split(".")[:2])


BOOT_LINES: Mapping[int, BootLine] = {
    2: BootLine(2, "2.7.18", (8, 11, 17, 21), 17, "javax", 2, ("springdoc", "swagger2", "none")),
    3: BootLine(3, "3.5.7", (17, 21, 25), 17, "jakarta", 2, ("springdoc", "swagger2", "none")),
    4: BootLine(4, "4.0.7", (17, 21, 25), 17, "jakarta", 3, ("springdoc", "none")),
}
"""Spring Boot majors genix targets, oldest first."""

JAVA_RELEASES: tuple[int, ...] = get_args(JavaRelease)
NEWEST_BOOT = max(BOOT_LINES)

assert tuple(BOOT_LINES) == get_args(BootMajor), "BootMajor must list the rows of BOOT_LINES"
assert all(set(b.java) <= set(JAVA_RELEASES) for b in BOOT_LINES.values())


@dataclass(frozen=True, slots=True)
class Support:
    """A category's row: the Boot majors and Java releases its templates are written for."""

    boot: tuple[int, ...] = (2, 3, 4)
    """Spring Boot majors, ascending."""
    min_java: int = 8
    """Lowest Java release its code compiles on (records: 16, pattern matching: 21 ...)."""
    default_boot: int | None = None
    """Boot major when unset (None: the newest in :attr:`boot`)."""
    default_java: int | None = None
    """Java release when unset (None: the Boot line's default, raised to :attr:`min_java`)."""

    def boot_default(self) -> int:
        return self.default_boot if self.default_boot is not None else max(self.boot)

    def java_default(self, boot: int) -> int:
        if self.default_java is not None:
            return self.default_java
        line = BOOT_LINES[boot]
        return next((j for j in line.java if j >= max(line.default_java, self.min_java)), line.java[-1])


@dataclass(frozen=True, slots=True)
class ProjectVersions:
    """What an existing project's build says (``genix`` follows it for unset keys)."""

    boot_version: str | None
    """``3.5.7``, or None when the build does not say."""
    java: int | None
    where: str
    """The build file, for messages (``pom.xml``)."""

    @property
    def boot_major(self) -> int | None:
        head = (self.boot_version or "").split(".", 1)[0]
        return int(head) if head.isdigit() else None


@dataclass(frozen=True, slots=True)
class Targets:
    """The Spring Boot line and Java release a config targets, and why."""

    boot: BootLine
    java: int
    boot_source: str
    """``genix.toml``, ``the project (pom.xml: Spring Boot 3.5.7)`` or ``the default of Default``."""
    java_source: str

    @property
    def spring_boot(self) -> int:
        return self.boot.major

    @property
    def ee(self) -> Literal["javax", "jakarta"]:
        return self.boot.ee


_KEY_BOOT = ("project", "spring_boot")
_KEY_JAVA = ("project", "java")
_KEY_OPENAPI = ("project", "openapi")


def _majors(values: tuple[int, ...]) -> str:
    names = [str(v) for v in values]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def targets(
    category: str,
    support: Support,
    *,
    spring_boot: int | None,
    java: int | None,
    openapi: str = "springdoc",
    project: ProjectVersions | None = None,
) -> Targets:
    """The targets of ``[project]`` keys for ``category`` (``project``: the existing build the
    code goes into, followed for unset keys). Raises one :class:`ConfigError` listing every
    problem, each located at its ``genix.toml`` key."""
    diags: list[Diagnostic] = []
    if spring_boot is not None:
        boot, boot_source = spring_boot, "genix.toml"
    elif project is not None and project.boot_major is not None:
        boot, boot_source = (
            project.boot_major,
            f"the project ({project.where}: Spring Boot {project.boot_version})",
        )
    else:
        boot, boot_source = support.boot_default(), f"the default of {category}"
    line = BOOT_LINES.get(boot)
    if line is None:
        raise ConfigError(
            f"Spring Boot {boot} is not supported (from {boot_source})",
            location=Location(key=_KEY_BOOT),
            hint=f"genix targets Spring Boot {_majors(tuple(BOOT_LINES))}: set spring_boot to one of them",
        )
    if boot not in support.boot:
        diags.append(
            Diagnostic(
                f"category {category!r} cannot target Spring Boot {boot}"
                + ("" if spring_boot is not None else f" (from {boot_source})"),
                Location(key=_KEY_BOOT),
                f"it supports Spring Boot {_majors(support.boot)}: set spring_boot = {support.boot_default()}",
            )
        )
    if java is not None:
        release, java_source = java, "genix.toml"
    elif project is not None and project.java is not None and spring_boot in (None, project.boot_major):
        release, java_source = project.java, f"the project ({project.where})"
    else:
        release, java_source = support.java_default(boot), f"the default of {category} on Spring Boot {boot}"
    got = f"java = {release}" + ("" if java is not None else f" from {java_source}")
    need = max(line.java[0], support.min_java)
    allowed = tuple(j for j in line.java if j >= support.min_java)
    if release < need:
        who = f"category {category!r}" if support.min_java > line.java[0] else f"Spring Boot {boot}"
        older = _older(release, support) if who.startswith("Spring") else None
        diags.append(
            Diagnostic(
                f"{who} needs Java {need} or newer ({got})",
                Location(key=_KEY_JAVA),
                f"set java = {_majors(allowed)}" + (f", or spring_boot = {older}" if older else ""),
            )
        )
    elif release > line.java[-1]:
        diags.append(
            Diagnostic(
                f"Spring Boot {boot} runs on Java {line.java[-1]} at most ({got})",
                Location(key=_KEY_JAVA),
                f"set java = {_majors(allowed)}, or spring_boot = {_newer(release, support)}",
            )
        )
    if openapi not in line.openapi:
        diags.append(
            Diagnostic(
                f"openapi = {openapi!r} is not available on Spring Boot {boot}",
                Location(key=_KEY_OPENAPI),
                "Swagger 2 (io.swagger.annotations) is the springfox era's flavour; "
                'set openapi = "springdoc" (@Operation/@Schema) or "none"',
            )
        )
    if diags:
        raise ConfigError(diagnostics=_unique(diags))
    return Targets(line, release, boot_source, java_source)


def _older(java: int, support: Support) -> int | None:
    """The newest Boot major of the category that runs on ``java``, if any."""
    fits = [b for b in support.boot if java in BOOT_LINES[b].java]
    return max(fits) if fits else None


def _newer(java: int, support: Support) -> int:
    fits = [b for b in support.boot if java in BOOT_LINES[b].java]
    return max(fits) if fits else max(support.boot)


def _unique(diags: list[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for d in diags:
        sig = (d.location.key, d.message)
        if sig not in seen:
            seen.add(sig)
            out.append(d)
    return out


JAVAX_EE_PACKAGES = (
    "javax.validation.",
    "javax.persistence.",
    "javax.servlet.",
    "javax.annotation.",
    "javax.xml.bind.",
    "javax.transaction.",
    "javax.inject.",
    "javax.ws.rs.",
    "javax.json.",
    "javax.mail.",
)
"""Java EE packages that became ``jakarta.*`` (``javax.sql``, ``javax.crypto`` ... are the JDK's
own and stay)."""


def javax_type_problem(java_type: str, line: BootLine) -> str | None:
    """Why a Java type of ``[types]`` or ``java_type`` cannot be used on ``line``, or None."""
    if line.ee != "jakarta" or not java_type.startswith(JAVAX_EE_PACKAGES):
        return None
    return (
        f"{java_type} is a Java EE javax.* class: Spring Boot {line.major} uses jakarta.* "
        f"(use jakarta.{java_type.removeprefix('javax.')})"
    )


__all__ = [
    "BOOT_LINES",
    "JAVAX_EE_PACKAGES",
    "JAVA_RELEASES",
    "NEWEST_BOOT",
    "BootLine",
    "BootMajor",
    "JavaRelease",
    "ProjectVersions",
    "Support",
    "Targets",
    "javax_type_problem",
    "targets",
]
