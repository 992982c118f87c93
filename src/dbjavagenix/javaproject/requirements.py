"""What a generated project needs from Maven: the single home of dependency knowledge.

``genix new`` writes its ``pom.xml`` from :func:`requirements`; ``genix doctor`` compares an
existing ``pom.xml`` with the same answer. Nothing else in genix names a Maven artifact.

The answer depends only on :class:`Options` (category family, Spring Boot major, Java release,
Lombok, OpenAPI flavour, bean validation, DTO layer, database dialect) and is plain frozen
data: a parent, dependencies (version ``None`` when the Spring Boot parent's BOM manages it),
and the annotation processors the compiler must run.

Every version here resolved from Maven Central on the project's machines, under the parent it
is listed with (see ``tests/java``, which compiles and boots every category against them):

==========================  ===============================  ===================================  ===================================
what                        Spring Boot 2.7 (``javax``)      Spring Boot 3.5 (``jakarta``)        Spring Boot 4.0 (Jackson 3)
==========================  ===============================  ===================================  ===================================
parent                      2.7.18                           3.5.7                                4.0.7
web                         spring-boot-starter-web          spring-boot-starter-web              spring-boot-starter-webmvc
MyBatis                     mybatis-spring-boot-starter      mybatis-spring-boot-starter 3.0.5    mybatis-spring-boot-starter 4.0.1
                            2.3.2
MyBatis-Plus                mybatis-plus-boot-starter        mybatis-plus-spring-boot3-starter    mybatis-plus-spring-boot4-starter
                            3.5.14                           3.5.14                               3.5.16
MP pagination (>= 3.5.9)    mybatis-plus-jsqlparser (Java 11+; ``mybatis-plus-jsqlparser-4.9`` on Java 8), MP's version
springdoc                   springdoc-openapi-ui 1.8.0       springdoc-openapi-starter-webmvc-ui  springdoc-openapi-starter-webmvc-ui
                                                             2.8.14                               3.0.3
swagger2                    io.swagger:swagger-annotations 1.6.14 (annotations only; refused on Boot 4)
MapStruct                   mapstruct + mapstruct-processor 1.6.3, lombok-mapstruct-binding 0.2.0
drivers                     managed by the parent: mariadb-java-client, mysql-connector-j, postgresql, sqlite-jdbc
==========================  ===============================  ===================================  ===================================

Which Boot majors and Java releases go together, and what an unset ``spring_boot`` / ``java``
means, is :mod:`dbjavagenix.compat`'s (the parent versions come from there too).

Why swagger2 brings annotations only: springfox (the Swagger 2 UI) is unmaintained, does not
start on Spring Boot 2.6+ without a path-matcher workaround and not at all on Boot 3; the
``io.swagger.annotations`` the generated code uses compile on both.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from dbjavagenix import compat, dialects
from dbjavagenix.categories.spec import Persistence
from dbjavagenix.compat import BOOT_LINES
from dbjavagenix.errors import ConfigError, Diagnostic, Location

if TYPE_CHECKING:
    from dbjavagenix.config.model import Config

Scope = Literal["compile", "runtime", "provided", "test"]
"""Maven dependency scope."""
OpenApi = Literal["springdoc", "swagger2", "none"]

# ---- versions (each resolved from Maven Central under its parent) ----------------------------

BOOT_PARENT_VERSION = {b.major: b.parent for b in BOOT_LINES.values()}
"""``org.springframework.boot:spring-boot-starter-parent`` per Spring Boot major."""
MYBATIS_STARTER_VERSION = {2: "2.3.2", 3: "3.0.5", 4: "4.0.1"}
"""``org.mybatis.spring.boot:mybatis-spring-boot-starter``: 2.3.x is the line for Boot 2.7,
3.0.x the line for Boot 3, 4.0.x the line for Boot 4."""
MYBATIS_PLUS_VERSION = {2: "3.5.14", 3: "3.5.14", 4: "3.5.16"}
"""MyBatis-Plus (``com.baomidou``) per Boot major: its Boot 4 starter exists from 3.5.15 on."""
MYBATIS_PLUS_STARTER = {
    2: "mybatis-plus-boot-starter",
    3: "mybatis-plus-spring-boot3-starter",
    4: "mybatis-plus-spring-boot4-starter",
}
"""MyBatis-Plus's Spring Boot starter: one artifact per Boot major."""
SPRINGDOC_VERSION = {2: "1.8.0", 3: "2.8.14", 4: "3.0.3"}
"""springdoc: ``springdoc-openapi-ui`` 1.x on Boot 2, ``springdoc-openapi-starter-webmvc-ui``
2.8.x on Boot 3 and 3.x on Boot 4."""
WEB_STARTER = {2: "spring-boot-starter-web", 3: "spring-boot-starter-web", 4: "spring-boot-starter-webmvc"}
"""Spring MVC's starter (Boot 4 renamed it; ``spring-boot-starter-web`` is its deprecated alias)."""
SWAGGER2_ANNOTATIONS_VERSION = "1.6.14"
"""``io.swagger:swagger-annotations`` (``@Api``, ``@ApiModel`` ...)."""
MAPSTRUCT_VERSION = "1.6.3"
"""``org.mapstruct:mapstruct`` and its processor."""
LOMBOK_MAPSTRUCT_BINDING_VERSION = "0.2.0"
"""``org.projectlombok:lombok-mapstruct-binding``: lets MapStruct see Lombok's accessors."""

MIN_JAVA = {b.major: b.java[0] for b in BOOT_LINES.values()}
"""Lowest Java release per Spring Boot major."""

_DRIVERS: dict[str, tuple[str, str]] = {
    d.name: d.jdbc_driver for d in dialects.DIALECTS.values() if d.jdbc_driver is not None
}
"""JDBC driver per SQL dialect (:attr:`~dbjavagenix.dialects.base.Dialect.jdbc_driver`); the
Spring Boot parent manages each one's version."""


@dataclass(frozen=True, slots=True)
class Options:
    """The choices that decide a project's dependencies."""

    persistence: Persistence
    """``mybatis`` (category ``Default``) or ``mybatis-plus`` (the MyBatis-Plus categories)."""
    spring_boot: int
    """Spring Boot major version (a key of :data:`dbjavagenix.compat.BOOT_LINES`)."""
    java: int
    """Java release the project compiles for."""
    dialect: str
    """SQL dialect of the database: ``mysql``, ``mariadb``, ``postgresql`` or ``sqlite``."""
    lombok: bool = True
    """Lombok annotations in the generated code."""
    openapi: OpenApi = "springdoc"
    """OpenAPI annotation flavour."""
    validation: bool = True
    """Bean-validation annotations (and Spring's ``@Valid`` handling)."""
    mapstruct: bool = False
    """A DTO/VO layer mapped with MapStruct."""


@dataclass(frozen=True, slots=True)
class Artifact:
    """Maven coordinates with an explicit version (a parent, an annotation processor)."""

    group_id: str
    artifact_id: str
    version: str
    """A version, or a property of the parent such as ``${lombok.version}``."""
    why: str = ""
    """One line: why the project needs it."""

    @property
    def key(self) -> str:
        """``groupId:artifactId``."""
        return f"{self.group_id}:{self.artifact_id}"


@dataclass(frozen=True, slots=True)
class Dependency:
    """One ``<dependency>`` of the ``pom.xml``."""

    group_id: str
    artifact_id: str
    version: str | None
    """The version to write; None when the Spring Boot parent manages it (leave it out)."""
    scope: Scope = "compile"
    """Maven scope (``runtime`` for JDBC drivers)."""
    optional: bool = False
    """``<optional>true</optional>`` (Lombok: a compile-time tool, not passed on)."""
    why: str = ""
    """One line: why the project needs it."""
    replaces: tuple[str, ...] = ()
    """``groupId:artifactId`` of artifacts this one supersedes for these options (the other
    Boot major's starter, an older module): a project holding one of them has the wrong one."""

    @property
    def key(self) -> str:
        """``groupId:artifactId``."""
        return f"{self.group_id}:{self.artifact_id}"


@dataclass(frozen=True, slots=True)
class Requirements:
    """Everything a project needs from Maven for one set of :class:`Options`."""

    options: Options
    parent: Artifact
    """``spring-boot-starter-parent`` of the right version."""
    java: int
    """``<java.version>`` (``maven.compiler.release`` under the parent)."""
    dependencies: tuple[Dependency, ...]
    """In ``pom.xml`` order: framework starters, persistence, API docs, tools, driver."""
    processors: tuple[Artifact, ...]
    """``maven-compiler-plugin`` ``annotationProcessorPaths`` in order (empty: none needed).
    Listed explicitly because JDK 23+ no longer runs processors found on the class path."""

    def find(self, key: str) -> Dependency | None:
        """The dependency ``groupId:artifactId``, or None."""
        return next((d for d in self.dependencies if d.key == key), None)

    def superseded(self) -> dict[str, Dependency]:
        """``groupId:artifactId`` of every wrong artifact → the dependency that replaces it."""
        return {old: d for d in self.dependencies for old in d.replaces}


def check(options: Options) -> tuple[Diagnostic, ...]:
    """Combinations no project can build, each located at its ``genix.toml`` key (the Boot ×
    Java × OpenAPI part is :func:`dbjavagenix.compat.targets`'s, with no category)."""
    out: list[Diagnostic] = []
    try:
        compat.targets(
            "", compat.Support(), spring_boot=options.spring_boot, java=options.java, openapi=options.openapi
        )
    except ConfigError as e:
        out += e.diagnostics
    if options.dialect not in _DRIVERS:
        out.append(
            Diagnostic(
                f"no JDBC driver known for the {options.dialect!r} dialect",
                Location(key=("connections",)),
                "supported: " + ", ".join(sorted(_DRIVERS)),
            )
        )
    return tuple(out)


def requirements(options: Options) -> Requirements:
    """The parent, dependencies and annotation processors ``options`` need.

    Pure: no I/O. Raises :class:`ConfigError` (located at the config key) for a combination
    no project can build, e.g. Spring Boot 3 on Java 11.
    """
    problems = check(options)
    if problems:
        raise ConfigError(diagnostics=problems)
    boot = options.spring_boot
    parent = Artifact(
        "org.springframework.boot",
        "spring-boot-starter-parent",
        BOOT_PARENT_VERSION[boot],
        f"Spring Boot {boot} dependency management and plugin defaults",
    )
    deps = tuple(_dependencies(options))
    return Requirements(options, parent, options.java, deps, tuple(_processors(options)))


def _dependencies(o: Options) -> Iterator[Dependency]:
    boot = o.spring_boot
    web = WEB_STARTER[boot]
    yield Dependency(
        "org.springframework.boot",
        web,
        None,
        why=f"REST controllers (Spring MVC, Jackson {BOOT_LINES[boot].jackson})",
        replaces=tuple(f"org.springframework.boot:{w}" for w in set(WEB_STARTER.values()) if w != web),
    )
    if o.validation:
        yield Dependency(
            "org.springframework.boot",
            "spring-boot-starter-validation",
            None,
            why=f"bean validation ({BOOT_LINES[boot].ee}.validation) of request bodies",
        )
    yield from _persistence(o)
    yield from _openapi(o)
    if o.mapstruct:
        yield Dependency(
            "org.mapstruct", "mapstruct", MAPSTRUCT_VERSION, why="entity <-> DTO/VO mappers (runtime API)"
        )
    if o.lombok:
        yield Dependency(
            "org.projectlombok",
            "lombok",
            None,
            optional=True,
            why="@Data and friends on generated classes (compile time only)",
        )
    yield driver_of(o.dialect, o.spring_boot)


def _persistence(o: Options) -> Iterator[Dependency]:
    boot = o.spring_boot
    if o.persistence == "mybatis":
        yield Dependency(
            "org.mybatis.spring.boot",
            "mybatis-spring-boot-starter",
            MYBATIS_STARTER_VERSION[boot],
            why=f"MyBatis mappers and XML (the {MYBATIS_STARTER_VERSION[boot][:3]}.x line targets Boot {boot})",
        )
        return
    starter = MYBATIS_PLUS_STARTER[boot]
    version = MYBATIS_PLUS_VERSION[boot]
    others = sorted(f"com.baomidou:{a}" for a in set(MYBATIS_PLUS_STARTER.values()) if a != starter)
    yield Dependency(
        "com.baomidou",
        starter,
        version,
        why=f"MyBatis-Plus BaseMapper/IService (the Boot {boot} starter)",
        replaces=(*others, "org.mybatis.spring.boot:mybatis-spring-boot-starter"),
    )
    modern = o.java >= 11
    parser = "mybatis-plus-jsqlparser" if modern else "mybatis-plus-jsqlparser-4.9"
    yield Dependency(
        "com.baomidou",
        parser,
        version,
        why="the pagination interceptor's SQL parser (a separate module since MyBatis-Plus 3.5.9)"
        + ("" if modern else "; the JSqlParser 4.9 build runs on Java 8"),
        replaces=("com.baomidou:mybatis-plus-jsqlparser-4.9",)
        if modern
        else ("com.baomidou:mybatis-plus-jsqlparser",),
    )


def _openapi(o: Options) -> Iterator[Dependency]:
    boot = o.spring_boot
    if o.openapi == "springdoc":
        if boot >= 3:
            yield Dependency(
                "org.springdoc",
                "springdoc-openapi-starter-webmvc-ui",
                SPRINGDOC_VERSION[boot],
                why="@Operation/@Schema annotations, /v3/api-docs and Swagger UI "
                f"(springdoc {SPRINGDOC_VERSION[boot][:1]}.x: Boot {boot})",
                replaces=("org.springdoc:springdoc-openapi-ui", "io.springfox:springfox-boot-starter"),
            )
        else:
            yield Dependency(
                "org.springdoc",
                "springdoc-openapi-ui",
                SPRINGDOC_VERSION[2],
                why="@Operation/@Schema annotations, /v3/api-docs and Swagger UI (springdoc 1.x: Boot 2)",
                replaces=(
                    "org.springdoc:springdoc-openapi-starter-webmvc-ui",
                    "io.springfox:springfox-boot-starter",
                ),
            )
    elif o.openapi == "swagger2":
        yield Dependency(
            "io.swagger",
            "swagger-annotations",
            SWAGGER2_ANNOTATIONS_VERSION,
            why="Swagger 2 annotations (@Api, @ApiModel ...); no UI: springfox does not run on current Boot",
        )


def _processors(o: Options) -> Iterator[Artifact]:
    # Lombok first: MapStruct must see the accessors Lombok generates.
    if o.lombok:
        yield Artifact(
            "org.projectlombok", "lombok", "${lombok.version}", "Lombok's processor (version from the parent)"
        )
    if o.mapstruct:
        yield Artifact(
            "org.mapstruct",
            "mapstruct-processor",
            MAPSTRUCT_VERSION,
            "generates the MapStruct mapper classes",
        )
        if o.lombok:
            yield Artifact(
                "org.projectlombok",
                "lombok-mapstruct-binding",
                LOMBOK_MAPSTRUCT_BINDING_VERSION,
                "orders Lombok before MapStruct",
            )


def driver_of(dialect: str, spring_boot: int = 3) -> Dependency:
    """The JDBC driver of a dialect (runtime scope, version managed by the parent, except where
    the dialect pins one on Boot 2: sqlite-jdbc). Raises ``KeyError`` for a dialect without
    one (:func:`check` reports it first)."""
    group, artifact = _DRIVERS[dialect]
    d = dialects.dialect(dialect)
    pinned = d.jdbc_driver_boot2 if spring_boot == 2 else None
    return Dependency(
        group,
        artifact,
        pinned[0] if pinned else None,
        scope="runtime",
        why=f"JDBC driver for {dialect}" + (f" ({pinned[1]})" if pinned else ""),
        replaces=tuple(f"{g}:{a}" for g, a in d.jdbc_driver_relocated),
    )


def options_from_config(config: Config, dialect: str, targets: compat.Targets | None = None) -> Options:
    """The :class:`Options` of a ``genix.toml`` whose default connection has ``dialect``;
    ``targets`` as :func:`dbjavagenix.javaproject.targets.targets_for` found them (else the config's
    own keys with the category's defaults). Raises :class:`ConfigError` for a category genix
    does not know or a combination it cannot build."""
    from dbjavagenix.categories import get_category

    p = config.project
    spec = get_category(p.category)
    if spec is None:
        raise ConfigError(f"unknown category {p.category!r}", location=Location(key=("project", "category")))
    t = targets or compat.targets(
        spec.name, spec.support, spring_boot=p.spring_boot, java=p.java, openapi=p.openapi
    )
    return Options(
        persistence=spec.persistence,
        spring_boot=t.spring_boot,
        java=t.java,
        dialect=dialect,
        lombok=p.lombok,
        openapi=p.openapi,
        validation=p.validation,
        # only categories with the DTO/VO layer use MapStruct (sb35-java21 maps its records itself)
        mapstruct=p.dto and any(la.requires == "dto" for la in spec.layers),
    )


__all__ = [
    "BOOT_PARENT_VERSION",
    "MAPSTRUCT_VERSION",
    "MIN_JAVA",
    "MYBATIS_PLUS_STARTER",
    "MYBATIS_PLUS_VERSION",
    "MYBATIS_STARTER_VERSION",
    "SPRINGDOC_VERSION",
    "WEB_STARTER",
    "Artifact",
    "Dependency",
    "Options",
    "Persistence",
    "Requirements",
    "check",
    "driver_of",
    "options_from_config",
    "requirements",
]
