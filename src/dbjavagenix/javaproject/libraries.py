"""Which artifacts tell which library a project uses (recognition only; what a category
*needs* lives in :mod:`dbjavagenix.javaproject.requirements`).

``IMPLIES`` lists what a well-known starter brings transitively, so that a project that only
declares ``pagehelper-spring-boot-starter`` is still seen to have MyBatis: genix reads build
files, not Maven's resolved graph, and these are the cases real projects rely on.
"""

from __future__ import annotations

from typing import Final

from dbjavagenix import dialects

Coord = tuple[str, str]

LIBRARIES: Final[dict[str, tuple[Coord, ...]]] = {
    "mybatis": (
        ("org.mybatis.spring.boot", "mybatis-spring-boot-starter"),
        ("org.mybatis", "mybatis-spring"),
        ("org.mybatis", "mybatis"),
    ),
    "mybatis-plus": (
        ("com.baomidou", "mybatis-plus-spring-boot3-starter"),
        ("com.baomidou", "mybatis-plus-spring-boot4-starter"),
        ("com.baomidou", "mybatis-plus-boot-starter"),
        ("com.baomidou", "mybatis-plus-spring"),
        ("com.baomidou", "mybatis-plus-extension"),
        ("com.baomidou", "mybatis-plus"),
        ("com.baomidou", "mybatis-plus-core"),
    ),
    "mybatis-plus-jsqlparser": (
        ("com.baomidou", "mybatis-plus-jsqlparser"),
        ("com.baomidou", "mybatis-plus-jsqlparser-4.9"),
        ("com.baomidou", "mybatis-plus-jsqlparser-5.0"),
    ),
    "pagehelper": (
        ("com.github.pagehelper", "pagehelper-spring-boot-starter"),
        ("com.github.pagehelper", "pagehelper"),
    ),
    "lombok": (("org.projectlombok", "lombok"),),
    "mapstruct": (("org.mapstruct", "mapstruct"),),
    "springdoc": (
        ("org.springdoc", "springdoc-openapi-starter-webmvc-ui"),
        ("org.springdoc", "springdoc-openapi-starter-webmvc-api"),
        ("org.springdoc", "springdoc-openapi-starter-webflux-ui"),
        ("org.springdoc", "springdoc-openapi-starter-webflux-api"),
        ("org.springdoc", "springdoc-openapi-starter-common"),
        ("org.springdoc", "springdoc-openapi-ui"),
        ("org.springdoc", "springdoc-openapi-webmvc-core"),
    ),
    "swagger2": (
        ("io.springfox", "springfox-boot-starter"),
        ("io.springfox", "springfox-swagger2"),
        ("io.springfox", "springfox-swagger-ui"),
        ("io.swagger", "swagger-annotations"),
    ),
    "validation": (
        ("org.springframework.boot", "spring-boot-starter-validation"),
        ("org.hibernate.validator", "hibernate-validator"),
        ("jakarta.validation", "jakarta.validation-api"),
        ("javax.validation", "validation-api"),
    ),
    "web": (
        ("org.springframework.boot", "spring-boot-starter-web"),
        ("org.springframework.boot", "spring-boot-starter-webmvc"),
        ("org.springframework.boot", "spring-boot-starter-webflux"),
    ),
    "jpa": (("org.springframework.boot", "spring-boot-starter-data-jpa"),),
}

DRIVERS: Final[dict[Coord, str]] = {
    **{
        coord: d.name
        for d in dialects.DIALECTS.values()
        for coord in (*((d.jdbc_driver,) if d.jdbc_driver else ()), *d.jdbc_driver_relocated)
    },
    ("com.h2database", "h2"): "h2",
    ("org.hsqldb", "hsqldb"): "hsqldb",
    ("com.oracle.database.jdbc", "ojdbc8"): "oracle",
    ("com.oracle.database.jdbc", "ojdbc11"): "oracle",
    ("com.microsoft.sqlserver", "mssql-jdbc"): "mssql",
}

IMPLIES: Final[dict[Coord, tuple[Coord, ...]]] = {
    ("com.github.pagehelper", "pagehelper-spring-boot-starter"): (
        ("org.mybatis.spring.boot", "mybatis-spring-boot-starter"),
        ("com.github.pagehelper", "pagehelper"),
    ),
    ("org.mybatis.spring.boot", "mybatis-spring-boot-starter"): (
        ("org.mybatis", "mybatis"),
        ("org.mybatis", "mybatis-spring"),
    ),
    ("com.baomidou", "mybatis-plus-boot-starter"): (
        ("com.baomidou", "mybatis-plus"),
        ("org.mybatis", "mybatis"),
    ),
    ("com.baomidou", "mybatis-plus-spring-boot3-starter"): (
        ("com.baomidou", "mybatis-plus"),
        ("org.mybatis", "mybatis"),
    ),
    ("com.baomidou", "mybatis-plus-spring-boot4-starter"): (
        ("com.baomidou", "mybatis-plus"),
        ("org.mybatis", "mybatis"),
    ),
    ("com.baomidou", "mybatis-plus-spring"): (
        ("com.baomidou", "mybatis-plus-extension"),
        ("org.mybatis", "mybatis"),
    ),
    ("com.github.xiaoymin", "knife4j-spring-boot-starter"): (("io.springfox", "springfox-swagger2"),),
    ("com.github.xiaoymin", "knife4j-openapi2-spring-boot-starter"): (
        ("io.springfox", "springfox-swagger2"),
    ),
    ("com.github.xiaoymin", "knife4j-openapi3-spring-boot-starter"): (
        ("org.springdoc", "springdoc-openapi-ui"),
    ),
    ("com.github.xiaoymin", "knife4j-openapi3-jakarta-spring-boot-starter"): (
        ("org.springdoc", "springdoc-openapi-starter-webmvc-ui"),
    ),
    ("io.springfox", "springfox-boot-starter"): (("io.springfox", "springfox-swagger2"),),
    ("io.springfox", "springfox-swagger2"): (("io.swagger", "swagger-annotations"),),
}

JAVA_EE_JAVAX_GROUPS: Final[frozenset[str]] = frozenset(
    {
        "javax.servlet",
        "javax.validation",
        "javax.persistence",
        "javax.annotation",
        "javax.xml.bind",
        "javax.transaction",
        "javax.ws.rs",
        "javax.mail",
        "javax.websocket",
        "javax.el",
        "javax.activation",
        "javax.inject",
    }
)
"""Java EE groups that became ``jakarta.*`` (``javax.cache`` is JSR-107 and did not move)."""


def library_of(coord: Coord) -> str | None:
    for name, coords in LIBRARIES.items():
        if coord in coords:
            return name
    return None
