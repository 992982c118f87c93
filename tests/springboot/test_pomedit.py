"""The pom and Gradle edits keep every other byte: comments, CRLF, tabs, order."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import need
from tests.springboot.conftest import PROJECTS

from dbjavagenix.javaproject.doctor import Addition
from dbjavagenix.javaproject.gradle import read_gradle
from dbjavagenix.javaproject.pomedit import add_to_gradle, add_to_pom
from dbjavagenix.javaproject.xmltree import parse_bytes

ADDS = [
    Addition("org.mybatis.spring.boot", "mybatis-spring-boot-starter", "3.0.5", "compile", False, "MyBatis"),
    Addition("com.mysql", "mysql-connector-j", None, "runtime", False, "driver"),
    Addition("org.projectlombok", "lombok", None, "compile", True, "Lombok"),
]
POMS: list[Path | None] = (
    sorted(p.relative_to(PROJECTS) for p in PROJECTS.rglob("pom.xml")) if PROJECTS.is_dir() else [None]
)
"""Every pom of the shared projects (one ``None`` when they are missing: the test then skips
with the reason, or fails under CI=true)."""


def need_projects() -> None:
    need(PROJECTS.is_dir(), f"the shared Spring Boot projects ({PROJECTS})")


def inserted_block(old: bytes, new: bytes) -> bytes:
    """The one contiguous block ``new`` adds to ``old`` (fails if anything else changed)."""
    k = 0
    while k < len(old) and old[k] == new[k]:
        k += 1
    tail = len(old) - k
    assert new[len(new) - tail :] == old[k:], "bytes outside the inserted block changed"
    return new[k : len(new) - tail]


@pytest.mark.parametrize("rel", POMS, ids=[str(p) for p in POMS])
def test_every_shared_pom_keeps_its_bytes(rel: Path | None) -> None:
    need_projects()
    assert rel is not None
    old = (PROJECTS / rel).read_bytes()
    new = add_to_pom(old, ADDS, str(rel))
    block = inserted_block(old, new)
    assert block.count(b"<dependency>") == 3
    crlf = b"\r\n" in old
    assert (b"\r\n" in block) == crlf
    if crlf:
        assert block.count(b"\n") == block.count(b"\r\n")
    root = parse_bytes(new, str(rel))
    deps = root.child("dependencies")
    assert deps is not None
    added = [d for d in deps.all("dependency") if d.get("artifactId") in {a.artifact for a in ADDS}]
    assert len(added) >= 3
    lombok = next(d for d in added if d.get("artifactId") == "lombok" and d.get("optional") == "true")
    assert lombok.get("version") is None  # managed: no version written
    mgmt = root.find("dependencyManagement/dependencies")
    if mgmt is not None:
        old_mgmt = parse_bytes(old, "x").find("dependencyManagement/dependencies")
        assert old_mgmt is not None and len(mgmt.children) == len(old_mgmt.children)


def test_tabs_and_indentation_follow_the_file() -> None:
    need_projects()
    old = (PROJECTS / "pig-boot3/pig-boot/pom.xml").read_bytes()
    block = inserted_block(old, add_to_pom(old, ADDS[:1]))
    assert b"\n\t\t<dependency>\n\t\t\t<groupId>org.mybatis.spring.boot</groupId>" in block


def test_pom_without_dependencies_gets_a_block_before_build() -> None:
    old = b'<?xml version="1.0"?>\n<project>\n  <!-- keep -->\n  <artifactId>a</artifactId>\n  <build/>\n</project>\n'
    new = add_to_pom(old, ADDS[:1])
    text = new.decode()
    assert text.index("<dependencies>") < text.index("<build/>")
    assert (
        "  <dependencies>\n    <!-- added by genix doctor: MyBatis -->\n    <dependency>\n      <groupId>"
        in text
    )
    inserted_block(old, new)


def test_empty_dependencies_element() -> None:
    old = b"<project>\n  <artifactId>a</artifactId>\n  <dependencies/>\n</project>\n"
    new = add_to_pom(old, ADDS[1:2]).decode()
    assert "<dependencies>\n    <!-- added" in new and "<scope>runtime</scope>" in new
    assert new.endswith("  </dependencies>\n</project>\n")


def test_only_dependency_management() -> None:
    old = (
        b"<project>\n  <artifactId>a</artifactId>\n  <dependencyManagement>\n    <dependencies>\n"
        b"      <dependency><groupId>g</groupId><artifactId>x</artifactId><version>1</version></dependency>\n"
        b"    </dependencies>\n  </dependencyManagement>\n</project>\n"
    )
    root = parse_bytes(add_to_pom(old, ADDS[:1]), "pom.xml")
    mgmt = root.find("dependencyManagement/dependencies")
    assert mgmt is not None and len(mgmt.children) == 1
    deps = root.child("dependencies")
    assert deps is not None and deps.all("dependency")[0].get("artifactId") == "mybatis-spring-boot-starter"


@pytest.mark.parametrize(
    ("project", "file", "expected"),
    [
        (
            "realworld-gradle-mybatis",
            "build.gradle",
            [
                "    implementation 'org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5'",
                "    runtimeOnly 'com.mysql:mysql-connector-j'",
                "    compileOnly 'org.projectlombok:lombok'",
                "    annotationProcessor 'org.projectlombok:lombok'",
            ],
        ),
        (
            "spring-petclinic-kotlin",
            "build.gradle.kts",
            [
                '    implementation("org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5")',
                '    runtimeOnly("com.mysql:mysql-connector-j")',
                '    compileOnly("org.projectlombok:lombok")',
                '    annotationProcessor("org.projectlombok:lombok")',
            ],
        ),
        (
            "spring-petclinic",
            "build.gradle",
            ["  implementation 'org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5'"],
        ),
    ],
)
def test_gradle_lines_inside_the_dependencies_block(project: str, file: str, expected: list[str]) -> None:
    need_projects()
    build = read_gradle(PROJECTS / project / file)
    adds = ADDS if len(expected) > 1 else ADDS[:1]
    new = add_to_gradle(build, adds)
    old = build.text
    block = inserted_block(old.encode(), new.encode()).decode()
    assert block.splitlines() == expected
    closing = new.index(block) + len(block)
    assert new[closing:].lstrip(" ").startswith("}")  # right before the block's closing brace
    assert read_gradle(PROJECTS / project / file).block_close is not None


def test_gradle_without_dependencies_block(tmp_path: Path) -> None:
    f = tmp_path / "build.gradle.kts"
    f.write_text('plugins {\n    id("org.springframework.boot") version "3.5.7"\n}\n')
    new = add_to_gradle(read_gradle(f), ADDS[:1])
    assert new.endswith(
        '\ndependencies {\n    implementation("org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5")\n}\n'
    )
