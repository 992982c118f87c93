"""The dependency knowledge: right starters per Boot major, managed versions left out,
processors in order, impossible combinations refused with a located error."""

from __future__ import annotations

import itertools
import re

import pytest

from dbjavagenix.config.model import Config
from dbjavagenix.errors import ConfigError
from dbjavagenix.javaproject.requirements import (
    Options,
    check,
    options_from_config,
    requirements,
)


def keys(opts: Options) -> list[str]:
    return [d.key for d in requirements(opts).dependencies]


def test_mybatis_starter_line_per_boot_major() -> None:
    r2 = requirements(Options("mybatis", 2, 17, "mysql"))
    r3 = requirements(Options("mybatis", 3, 17, "mysql"))
    assert r2.parent.version.startswith("2.7.")
    assert r3.parent.version.startswith("3.5.")
    s2 = r2.find("org.mybatis.spring.boot:mybatis-spring-boot-starter")
    s3 = r3.find("org.mybatis.spring.boot:mybatis-spring-boot-starter")
    assert s2 is not None and s2.version is not None and s2.version.startswith("2.3.")
    assert s3 is not None and s3.version is not None and s3.version.startswith("3.0.")
    assert not any(k.startswith("com.baomidou:") for k in keys(Options("mybatis", 3, 17, "mysql")))


def test_mybatis_plus_starter_and_parser_per_boot_major_and_java() -> None:
    k3 = keys(Options("mybatis-plus", 3, 21, "postgresql"))
    assert "com.baomidou:mybatis-plus-spring-boot3-starter" in k3
    assert "com.baomidou:mybatis-plus-boot-starter" not in k3
    assert "com.baomidou:mybatis-plus-jsqlparser" in k3
    assert "org.mybatis.spring.boot:mybatis-spring-boot-starter" not in k3
    k2 = keys(Options("mybatis-plus", 2, 8, "mysql"))
    assert "com.baomidou:mybatis-plus-boot-starter" in k2
    assert "com.baomidou:mybatis-plus-jsqlparser-4.9" in k2  # JSqlParser 5 needs Java 11
    r = requirements(Options("mybatis-plus", 3, 17, "mysql"))
    wrong = r.superseded()
    assert wrong["com.baomidou:mybatis-plus-boot-starter"].artifact_id == "mybatis-plus-spring-boot3-starter"
    assert "org.mybatis.spring.boot:mybatis-spring-boot-starter" in wrong


@pytest.mark.parametrize(
    ("openapi", "boot", "expected"),
    [
        ("springdoc", 3, "org.springdoc:springdoc-openapi-starter-webmvc-ui"),
        ("springdoc", 2, "org.springdoc:springdoc-openapi-ui"),
        ("swagger2", 3, "io.swagger:swagger-annotations"),
        ("swagger2", 2, "io.swagger:swagger-annotations"),
    ],
)
def test_openapi_flavours(openapi: str, boot: int, expected: str) -> None:
    ks = keys(Options("mybatis", boot, 17, "sqlite", openapi=openapi))  # type: ignore[arg-type]
    assert expected in ks
    assert not any("springfox" in k for k in ks)


def test_none_means_no_openapi_and_options_off_mean_fewer_dependencies() -> None:
    ks = keys(Options("mybatis", 3, 17, "sqlite", lombok=False, openapi="none", validation=False))
    assert ks == [
        "org.springframework.boot:spring-boot-starter-web",
        "org.mybatis.spring.boot:mybatis-spring-boot-starter",
        "org.xerial:sqlite-jdbc",
    ]
    assert requirements(Options("mybatis", 3, 17, "sqlite", lombok=False)).processors == ()


@pytest.mark.parametrize(
    ("dialect", "driver"),
    [
        ("mysql", "com.mysql:mysql-connector-j"),
        ("mariadb", "org.mariadb.jdbc:mariadb-java-client"),
        ("postgresql", "org.postgresql:postgresql"),
        ("sqlite", "org.xerial:sqlite-jdbc"),
    ],
)
def test_driver_is_runtime_and_managed(dialect: str, driver: str) -> None:
    d = requirements(Options("mybatis", 3, 17, dialect)).find(driver)
    assert d is not None and d.scope == "runtime" and d.version is None


def test_processors_lombok_before_mapstruct_with_binding() -> None:
    r = requirements(Options("mybatis-plus", 3, 17, "mysql", lombok=True, mapstruct=True))
    assert [p.artifact_id for p in r.processors] == [
        "lombok",
        "mapstruct-processor",
        "lombok-mapstruct-binding",
    ]
    assert r.processors[0].version == "${lombok.version}"
    assert r.find("org.mapstruct:mapstruct") is not None
    lombok = r.find("org.projectlombok:lombok")
    assert lombok is not None and lombok.optional and lombok.version is None


def test_impossible_combinations_are_located() -> None:
    with pytest.raises(ConfigError) as e:
        requirements(Options("mybatis", 3, 11, "mysql"))
    assert e.value.diagnostics[0].location.key == ("project", "java")
    assert "Java 17" in e.value.diagnostics[0].message
    diags = check(Options("mybatis", 3, 17, "oracle"))
    assert diags and diags[0].location.key == ("connections",)


def test_every_combination_is_answered_without_duplicates() -> None:
    for pers, boot, lombok, openapi, val, ms, dia in itertools.product(
        ("mybatis", "mybatis-plus"),
        (2, 3, 4),
        (True, False),
        ("springdoc", "swagger2", "none"),
        (True, False),
        (True, False),
        ("mysql", "mariadb", "postgresql", "sqlite"),
    ):
        if boot == 4 and openapi == "swagger2":
            continue  # refused (see test_boot4_refuses_old_java_and_swagger2_with_the_rules_words)
        r = requirements(Options(pers, boot, 17, dia, lombok, openapi, val, ms))  # type: ignore[arg-type]
        ks = [d.key for d in r.dependencies]
        assert len(ks) == len(set(ks))
        assert not set(ks) & set(r.superseded())
        for d in r.dependencies:
            assert d.why
            assert d.version is None or re.fullmatch(r"\d+(\.\d+)+", d.version)


def test_options_from_config() -> None:
    cfg = Config.model_validate(
        {
            "project": {"base_package": "a.b", "spring_boot": 2, "lombok": False, "dto": True},
            "connections": {"main": {"url": "sqlite:///x.db"}},
        }
    )
    o = options_from_config(cfg, "sqlite")
    assert (o.persistence, o.spring_boot, o.lombok, o.mapstruct) == ("mybatis", 2, False, True)
    bad = cfg.model_copy(update={"project": cfg.project.model_copy(update={"category": "Nope"})})
    with pytest.raises(ConfigError):
        options_from_config(bad, "sqlite")


def test_boot4_starters_and_versions() -> None:
    r = requirements(Options("mybatis-plus", 4, 25, "postgresql", mapstruct=True))
    assert r.parent.version == "4.0.7" and r.java == 25
    ks = [d.key for d in r.dependencies]
    assert ks[0] == "org.springframework.boot:spring-boot-starter-webmvc"
    mp = r.find("com.baomidou:mybatis-plus-spring-boot4-starter")
    parser = r.find("com.baomidou:mybatis-plus-jsqlparser")
    assert mp is not None and parser is not None and mp.version == parser.version == "3.5.16"
    doc = r.find("org.springdoc:springdoc-openapi-starter-webmvc-ui")
    assert doc is not None and doc.version is not None and doc.version.startswith("3.")
    wrong = r.superseded()
    for old in (
        "com.baomidou:mybatis-plus-spring-boot3-starter",
        "com.baomidou:mybatis-plus-boot-starter",
        "org.springframework.boot:spring-boot-starter-web",
    ):
        assert old in wrong, old
    m = requirements(Options("mybatis", 4, 17, "mysql")).find(
        "org.mybatis.spring.boot:mybatis-spring-boot-starter"
    )
    assert m is not None and m.version == "4.0.1"


def test_boot4_refuses_old_java_and_swagger2_with_the_rules_words() -> None:
    diags = check(Options("mybatis", 4, 11, "mysql", openapi="swagger2"))
    assert [(d.location.key, d.message) for d in diags] == [
        (("project", "java"), "Spring Boot 4 needs Java 17 or newer (java = 11)"),
        (("project", "openapi"), "openapi = 'swagger2' is not available on Spring Boot 4"),
    ]
    assert diags[0].hint == "set java = 17, 21 or 25, or spring_boot = 2"
    assert (
        check(Options("mybatis", 2, 25, "mysql"))[0].message
        == "Spring Boot 2 runs on Java 21 at most (java = 25)"
    )
