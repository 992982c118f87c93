"""What is wrong or outdated in an existing project's build for a Spring Boot major, beyond
"missing" (``genix doctor``): the Java EE → Jakarta move of Boot 3, the Boot 3 → 4 moves (renamed
and removed starters, Jackson 2 → 3, springdoc 2 → 3, MyBatis-Plus's starter per Boot major),
and the version lines of the libraries genix's code uses.

Plain data, one row per fact; :mod:`~dbjavagenix.javaproject.doctor` applies it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Deprecation:
    """An artifact that is wrong (breaks the build or the start) or deprecated (works, but
    should go) on the listed Spring Boot majors."""

    key: str
    """``groupId:artifactId``, or ``groupId:*`` for a whole group."""
    boot: frozenset[int]
    """Spring Boot majors the fact applies to."""
    severity: Literal["wrong", "deprecated"]
    message: str
    hint: str
    when_present: str | None = None
    """Only when this ``groupId:artifactId`` (or ``groupId:*``) is present too."""


_BOOT3_UP = frozenset({3, 4})
_BOOT4 = frozenset({4})
_JAVAX = "a Java EE javax.* API: Spring Boot 3 and 4 use jakarta.*"
_SB = "org.springframework.boot:"

_RENAMED_STARTERS = (
    ("spring-boot-starter-web", "spring-boot-starter-webmvc"),
    ("spring-boot-starter-web-services", "spring-boot-starter-webservices"),
    ("spring-boot-starter-aop", "spring-boot-starter-aspectj"),
    ("spring-boot-starter-oauth2-client", "spring-boot-starter-security-oauth2-client"),
    ("spring-boot-starter-oauth2-resource-server", "spring-boot-starter-security-oauth2-resource-server"),
    (
        "spring-boot-starter-oauth2-authorization-server",
        "spring-boot-starter-security-oauth2-authorization-server",
    ),
    ("spring-boot-starter-json", "spring-boot-starter-jackson"),
)
"""Spring Boot 4 starters whose Boot 3 name is a deprecated alias (old, new)."""

_JACKSON2_IN_DATABIND = (
    "com.fasterxml.jackson.datatype:jackson-datatype-jsr310",
    "com.fasterxml.jackson.datatype:jackson-datatype-jdk8",
    "com.fasterxml.jackson.module:jackson-module-parameter-names",
)
"""Jackson 2 modules whose features Jackson 3's databind has built in."""

DEPRECATIONS: tuple[Deprecation, ...] = (
    *(
        Deprecation(key, _BOOT3_UP, "deprecated", _JAVAX, f"use {new}")
        for key, new in (
            ("javax.servlet:javax.servlet-api", "jakarta.servlet:jakarta.servlet-api"),
            ("javax.validation:validation-api", "jakarta.validation:jakarta.validation-api"),
            ("javax.persistence:javax.persistence-api", "jakarta.persistence:jakarta.persistence-api"),
            ("javax.annotation:javax.annotation-api", "jakarta.annotation:jakarta.annotation-api"),
            ("javax.xml.bind:jaxb-api", "jakarta.xml.bind:jakarta.xml.bind-api"),
            ("javax.transaction:javax.transaction-api", "jakarta.transaction:jakarta.transaction-api"),
            ("javax.inject:javax.inject", "jakarta.inject:jakarta.inject-api"),
        )
    ),
    Deprecation(
        "io.springfox:*",
        _BOOT3_UP,
        "wrong",
        "springfox (Swagger 2) does not start on Spring Boot 3 or 4",
        "remove it and use springdoc-openapi-starter-webmvc-ui",
    ),
    Deprecation(
        "io.springfox:*",
        frozenset({2, 3, 4}),
        "deprecated",
        "springfox (Swagger 2) next to springdoc: two OpenAPI generators, and springfox is unmaintained",
        "remove springfox; keep springdoc",
        when_present="org.springdoc:*",
    ),
    Deprecation(
        "io.springfox:*",
        frozenset({2}),
        "deprecated",
        "springfox (Swagger 2) is unmaintained and needs a path-matcher workaround on Boot 2.6+",
        "move to springdoc-openapi-ui (Boot 2) and its @Operation/@Schema annotations",
    ),
    Deprecation(
        "mysql:mysql-connector-java",
        frozenset({2, 3, 4}),
        "deprecated",
        "the old coordinates of MySQL Connector/J (relocated to com.mysql:mysql-connector-j in 8.0.31)",
        "use com.mysql:mysql-connector-j (Spring Boot 3 and 4 manage only the new coordinates)",
    ),
    # ---- Spring Boot 3 -> 4
    *(
        Deprecation(
            _SB + old,
            _BOOT4,
            "deprecated",
            f"renamed in Spring Boot 4: {old} is a deprecated alias of {new}",
            f"use {_SB}{new}",
        )
        for old, new in _RENAMED_STARTERS
    ),
    Deprecation(
        _SB + "spring-boot-starter-undertow",
        _BOOT4,
        "wrong",
        "Spring Boot 4 removed Undertow (it has no Servlet 6.1 support)",
        "remove it (Tomcat is the default) or use spring-boot-starter-jetty",
    ),
    Deprecation(
        "com.fasterxml.jackson.core:jackson-databind",
        _BOOT4,
        "deprecated",
        "Jackson 2: Spring Boot 4 configures Jackson 3 (tools.jackson.core:jackson-databind, "
        "packages tools.jackson.*); its Jackson 2 ObjectMapper is not the one Spring MVC uses",
        "use tools.jackson.core:jackson-databind (the annotations stay com.fasterxml.jackson.annotation), "
        "or org.springframework.boot:spring-boot-jackson2 while you move",
    ),
    *(
        Deprecation(
            key,
            _BOOT4,
            "deprecated",
            "a Jackson 2 module: Jackson 3 (Spring Boot 4) has it built into jackson-databind",
            "remove it",
        )
        for key in _JACKSON2_IN_DATABIND
    ),
    Deprecation(
        "com.fasterxml.jackson.dataformat:*",
        _BOOT4,
        "deprecated",
        "a Jackson 2 data format: Spring Boot 4 uses Jackson 3",
        "use the same artifact under tools.jackson.dataformat",
    ),
    Deprecation(
        "com.baomidou:mybatis-plus-boot-starter",
        _BOOT3_UP,
        "wrong",
        "MyBatis-Plus's Spring Boot 2 starter",
        "use com.baomidou:mybatis-plus-spring-boot3-starter (Boot 3) or mybatis-plus-spring-boot4-starter (Boot 4)",
    ),
    Deprecation(
        "com.baomidou:mybatis-plus-spring-boot3-starter",
        _BOOT4,
        "wrong",
        "MyBatis-Plus's Spring Boot 3 starter does not configure MyBatis-Plus on Spring Boot 4",
        "use com.baomidou:mybatis-plus-spring-boot4-starter (MyBatis-Plus 3.5.15 or newer)",
    ),
    Deprecation(
        "com.alibaba:druid-spring-boot-3-starter",
        _BOOT4,
        "wrong",
        "Druid's Spring Boot 3 starter does not configure the pool on Spring Boot 4",
        "use com.alibaba:druid-spring-boot-4-starter",
    ),
)
"""Wrong or deprecated artifacts per Boot major, checked against what a project declares."""

VERSION_LINES: dict[str, dict[int, tuple[str, str]]] = {
    "org.mybatis.spring.boot:mybatis-spring-boot-starter": {
        2: ("2.0", "3.0"),
        3: ("3.0", "4.0"),
        4: ("4.0", "5.0"),
    },
    "org.springdoc:springdoc-openapi-starter-webmvc-ui": {3: ("2.0", "3.0"), 4: ("3.0", "4.0")},
    "org.springdoc:springdoc-openapi-starter-webmvc-api": {3: ("2.0", "3.0"), 4: ("3.0", "4.0")},
    "org.springdoc:springdoc-openapi-ui": {2: ("1.0", "2.0")},
    "com.baomidou:mybatis-plus-spring-boot4-starter": {4: ("3.5.15", "4.0")},
}
"""``[lowest, highest)`` version of an artifact that works with each Spring Boot major
(mybatis-spring-boot-starter 3.0 is Boot 3's line and 4.0 Boot 4's; springdoc 2.x is Boot 3's,
3.x Boot 4's)."""

MYBATIS_PLUS_SEPARATE_JSQLPARSER = "3.5.9"
"""From this MyBatis-Plus version on, the pagination interceptor's SQL parser is the separate
``mybatis-plus-jsqlparser`` module (before, it was inside ``mybatis-plus-extension``); the
module's version must equal MyBatis-Plus's."""

FAMILIES: dict[str, str] = {
    "com.baomidou": "MyBatis-Plus modules share one version",
    "org.mapstruct": "MapStruct's API and processor share one version",
}
"""Groups whose artifacts must all have the same version: an added one takes the version the
project already uses."""


def version_tuple(version: str) -> tuple[int, ...]:
    """``3.5.3.1`` → ``(3, 5, 3, 1)``; non-numeric parts stop the tuple (``2.0.0-M1`` → ``(2, 0, 0)``)."""
    out: list[int] = []
    for part in version.replace("-", ".").split("."):
        if not part.isdigit():
            break
        out.append(int(part))
    return tuple(out)


def in_line(key: str, boot: int, version: str) -> bool | None:
    """Whether ``version`` of ``key`` fits Spring Boot ``boot`` (None: no rule)."""
    line = VERSION_LINES.get(key, {}).get(boot)
    if line is None:
        return None
    v = version_tuple(version)
    return version_tuple(line[0]) <= v < version_tuple(line[1])


__all__ = [
    "DEPRECATIONS",
    "FAMILIES",
    "MYBATIS_PLUS_SEPARATE_JSQLPARSER",
    "VERSION_LINES",
    "Deprecation",
    "in_line",
    "version_tuple",
]
