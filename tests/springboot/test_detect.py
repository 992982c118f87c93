"""Build detection on the real projects: each expected value is a fact from the project's
SOURCE.txt (read by hand), not from genix."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import need
from tests.springboot.conftest import PROJECTS

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.detect import detect_project

# project dir, app module, tool, Boot, Java, namespace,
# {library: version or None (present, version from a parent/BOM genix cannot read)}, absent libraries,
# {driver kind: coordinates}
CASES = [
    (
        "ruoyi-vue-pro-boot3",
        "yudao-server",
        "maven",
        "3.5.15",
        17,
        "jakarta",
        {
            "mybatis-plus": "3.5.16",
            "mybatis-plus-jsqlparser": "3.5.16",
            "lombok": "1.18.46",
            "mapstruct": "1.6.3",
            "validation": None,
        },
        ["swagger2", "pagehelper"],
        {"mysql": "com.mysql:mysql-connector-j"},
    ),
    (
        "pig-boot3",
        "pig-boot",
        "maven",
        "3.5.7",
        17,
        "jakarta",
        {"mybatis-plus": "3.5.14", "lombok": None, "springdoc": "2.8.13"},
        ["swagger2"],
        {"mysql": "com.mysql:mysql-connector-j"},
    ),
    (
        "pig-boot3",
        "pig-upms/pig-upms-biz",
        "maven",
        "3.5.7",
        17,
        "jakarta",
        {"mybatis-plus": "3.5.14", "lombok": None},
        ["swagger2"],
        {"mysql": "com.mysql:mysql-connector-j"},
    ),
    (
        "eladmin-mp",
        "eladmin/eladmin-system",
        "maven",
        "2.7.18",
        8,
        "javax",
        {"mybatis-plus": "3.5.3.1", "lombok": None, "validation": None, "swagger2": None},
        ["springdoc", "mapstruct"],
        {"mysql": "com.mysql:mysql-connector-j"},
    ),
    (
        "ruoyi-vue-boot2",
        "ruoyi-admin",
        "maven",
        "2.5.15",
        8,
        "javax",
        {"mybatis": None, "pagehelper": "1.4.7", "swagger2": "3.0.0", "validation": None},
        ["lombok", "mapstruct", "mybatis-plus", "springdoc"],
        {"mysql": "mysql:mysql-connector-java"},
    ),
    (
        "mall",
        "mall-admin",
        "maven",
        "2.7.5",
        8,
        "javax",
        {"mybatis": None, "pagehelper": "1.4.5", "lombok": None, "swagger2": "3.0.0", "validation": None},
        ["mybatis-plus", "springdoc", "mapstruct"],
        {"mysql": "mysql:mysql-connector-java"},
    ),
    (
        "mall",
        "mall-portal",
        "maven",
        "2.7.5",
        8,
        "javax",
        {"mybatis": None, "lombok": None},
        ["mybatis-plus"],
        {"mysql": "mysql:mysql-connector-java"},
    ),
    (
        "newbee-mall",
        ".",
        "maven",
        "2.7.5",
        8,
        "javax",
        {"mybatis": "2.2.2"},
        ["lombok", "validation", "mapstruct", "springdoc", "swagger2", "mybatis-plus"],
        {"mysql": "mysql:mysql-connector-java"},
    ),
    (
        "spring-petclinic",
        ".",
        "maven",
        "3.5.6",
        17,
        "jakarta",
        {"jpa": None, "validation": None},
        ["mybatis", "mybatis-plus", "lombok", "springdoc", "swagger2"],
        {
            "h2": "com.h2database:h2",
            "mysql": "com.mysql:mysql-connector-j",
            "postgresql": "org.postgresql:postgresql",
        },
    ),
    (
        "spring-petclinic-kotlin",
        ".",
        "gradle",
        "3.5.7",
        17,
        "jakarta",
        {"jpa": None, "validation": None},
        ["mybatis", "lombok", "springdoc"],
        {"h2": "com.h2database:h2", "mysql": "com.mysql:mysql-connector-j"},
    ),
    (
        "realworld-gradle-mybatis",
        ".",
        "gradle",
        "2.6.3",
        11,
        "javax",
        {"mybatis": "2.2.2", "lombok": None, "validation": None},
        ["mybatis-plus", "springdoc", "swagger2", "mapstruct"],
        {"sqlite": "org.xerial:sqlite-jdbc"},
    ),
    (
        "ruoyi-cloud-boot2",
        "ruoyi-modules/ruoyi-system",
        "maven",
        "2.7.18",
        8,
        "javax",
        {"springdoc": "1.6.9"},
        ["lombok", "mapstruct", "mybatis-plus"],
        {"mysql": "com.mysql:mysql-connector-j"},
    ),
]


@pytest.mark.parametrize(
    ("name", "module", "tool", "boot", "java", "ns", "libs", "absent", "drivers"),
    CASES,
    ids=[f"{c[0]}:{c[1]}" for c in CASES],
)
def test_build_facts(project, name, module, tool, boot, java, ns, libs, absent, drivers) -> None:  # type: ignore[no-untyped-def]
    root = project(name)
    facts = detect_project(root / module)
    assert facts.tool == tool
    assert facts.module == (root / module).resolve()
    assert facts.boot_version == boot
    assert facts.java == java
    assert facts.namespace == ns
    found = facts.libraries()
    for lib, version in libs.items():
        assert lib in found, f"{lib} not detected"
        if version is not None:
            assert found[lib].version == version, (lib, found[lib])
    for lib in absent:
        assert lib not in found, (lib, found.get(lib))
    got = {k: f"{d.group}:{d.artifact}" for k, d in facts.drivers().items()}
    assert got == drivers


def test_boot_from_bom_property_is_located(project) -> None:  # type: ignore[no-untyped-def]
    root = project("ruoyi-vue-pro-boot3")
    facts = detect_project(root / "yudao-server")
    # property spring.boot.version, BOM imported in yudao-dependencies (imported by the root pom)
    assert "spring-boot-dependencies BOM imported in yudao-dependencies/pom.xml" in facts.boot_source
    mp = facts.library("mybatis-plus")
    assert mp is not None and mp.via == "yudao-spring-boot-starter-mybatis"
    assert mp.file == "yudao-framework/yudao-spring-boot-starter-mybatis/pom.xml"


def test_starter_parent_and_subdirectory_root(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("eladmin-mp") / "eladmin" / "eladmin-system" / "src" / "main")
    assert facts.root.name == "eladmin"  # the Maven root is a subdirectory of the repository
    assert facts.boot_source.startswith("spring-boot-starter-parent parent (pom.xml:")
    # declared in the parent's <dependencies>: inherited by the module
    mp = facts.library("mybatis-plus")
    assert mp is not None and mp.file == "pom.xml" and mp.version_source == "declared"


def test_mybatis_through_pagehelper_is_implied(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("ruoyi-vue-boot2") / "ruoyi-admin")
    mb = facts.library("mybatis")
    assert mb is not None and mb.version_source == "implied" and mb.via == "pagehelper-spring-boot-starter"


def test_bom_of_same_group_gives_version(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("pig-boot3") / "pig-upms" / "pig-upms-biz")
    mp = facts.library("mybatis-plus")
    # pig-common-bom imports mybatis-plus-bom ${mybatis-plus.version} = 3.5.14
    assert mp is not None and mp.version == "3.5.14" and mp.version_source == "bom"
    assert ("com.baomidou", "mybatis-plus-bom", "3.5.14") in facts.boms


def test_modules_not_on_disk_are_noted(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("ruoyi-cloud-boot2") / "ruoyi-modules" / "ruoyi-system")
    assert any("ruoyi-common-datascope" in n and "not on disk" in n for n in facts.notes)


def test_javax_cache_is_not_java_ee(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("spring-petclinic"))
    assert facts.get("javax.cache", "cache-api") is not None
    assert facts.namespace == "jakarta"


def test_gradle_project_version_is_not_boot(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("spring-petclinic-kotlin"))
    assert facts.dsl == "kotlin"
    assert facts.boot_version == "3.5.7"  # `version = "3.5.3"` is the project's own version
    webjar = facts.get("org.webjars.npm", "bootstrap")
    assert webjar is not None and webjar.version == "5.3.8"  # "$boostrapVersion"


def test_gradle_continuation_lines_and_scopes(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("realworld-gradle-mybatis"))
    assert facts.dsl == "groovy"
    jackson = facts.get("io.jsonwebtoken", "jjwt-jackson")  # second string of a runtimeOnly list
    assert jackson is not None and jackson.scope == "runtime" and jackson.version == "0.11.2"
    lombok = facts.get("org.projectlombok", "lombok")
    assert lombok is not None and lombok.scope == "provided"


def test_both_builds_maven_preferred(project) -> None:  # type: ignore[no-untyped-def]
    root = project("spring-petclinic")
    facts = detect_project(root)
    assert facts.tool == "maven" and facts.other_build_files == ("build.gradle",)
    g = detect_project(root, prefer="gradle")
    assert g.tool == "gradle" and g.boot_version == "3.5.6" and g.java == 17


def test_aggregator_names_the_application_modules(project) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError) as e:
        detect_project(project("mall"))
    assert "aggregator" in e.value.message
    assert "mall-admin, mall-portal" in str(e.value.diagnostics[0].hint)


def test_aggregator_with_one_app_module(project) -> None:  # type: ignore[no-untyped-def]
    facts = detect_project(project("ruoyi-vue-pro-boot3"))
    assert facts.module.name == "yudao-server"


def test_no_build_file(tmp_path: Path) -> None:
    with pytest.raises(InputError) as e:
        detect_project(tmp_path)
    assert "no pom.xml, build.gradle or build.gradle.kts" in e.value.message


def test_malformed_pom_is_located(tmp_path: Path) -> None:
    (tmp_path / "pom.xml").write_text(
        "<project>\n  <artifactId>x</artifactId>\n  <dependencies>\n</project>\n"
    )
    with pytest.raises(InputError) as e:
        detect_project(tmp_path)
    loc = e.value.diagnostics[0].location
    assert loc.file == "pom.xml" and loc.line == 4
    assert "not well-formed XML" in e.value.message


def test_shared_projects_are_untouched() -> None:
    # the fixtures copy; nothing here may write into ../shared (projects/src holds full
    # sources of its own: the code bases to adopt into)
    need(PROJECTS.is_dir(), f"the shared Spring Boot projects ({PROJECTS})")
    sources = PROJECTS / "src"
    assert not any(p.suffix == ".java" for p in PROJECTS.rglob("*") if sources not in p.parents)
