"""Every ``--fix`` result is resolved by Maven for real, and a fixed build re-checked by doctor
has nothing missing.

Multi-module projects reference modules of their own that are not published, so their fixed
pom cannot be resolved alone: for those, the added ``<dependency>`` elements (exactly as
``--fix`` writes them) go into a scaffold with the project's Boot parent version and the BOMs
the fix relies on, and Maven resolves that. Single-module projects are resolved whole.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from tests.conftest import need
from tests.springboot.test_doctor import CASES, edit, write_config

from dbjavagenix.javaproject.doctor import Addition, DoctorReport, diagnose
from dbjavagenix.javaproject.facts import ProjectFacts
from dbjavagenix.javaproject.fix import apply_fix, plan_fix
from dbjavagenix.javaproject.infer import inspect_project
from dbjavagenix.javaproject.pomedit import add_to_pom
from dbjavagenix.project_config import diagnose_with_config

pytestmark = pytest.mark.java


def mvn_resolve(pom_dir: Path) -> None:
    mvn = shutil.which("mvn")
    need(mvn is not None, "Maven (mvn)")
    assert mvn is not None
    proc = subprocess.run(
        [mvn, "-q", "-B", "-ntp", "dependency:resolve", "-f", str(pom_dir / "pom.xml")],
        check=False,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]


def scaffold(facts: ProjectFacts, additions: tuple[Addition, ...], dest: Path) -> Path:
    managed = []
    for a in additions:
        if a.version is None and (v := facts.managed_version(a.group, a.artifact)):
            managed.append(
                f"<dependency><groupId>{a.group}</groupId><artifactId>{a.artifact}</artifactId><version>{v}</version></dependency>"
            )
        for g, art, v in facts.boms:
            if a.version is None and g == a.group and v:
                managed.append(
                    f"<dependency><groupId>{g}</groupId><artifactId>{art}</artifactId><version>{v}</version>"
                    "<type>pom</type><scope>import</scope></dependency>"
                )
    pom = (
        "<project>\n  <modelVersion>4.0.0</modelVersion>\n  <parent>\n"
        "    <groupId>org.springframework.boot</groupId>\n    <artifactId>spring-boot-starter-parent</artifactId>\n"
        f"    <version>{facts.boot_version}</version>\n    <relativePath/>\n  </parent>\n"
        "  <groupId>genix.i8</groupId>\n  <artifactId>fix-check</artifactId>\n  <version>1</version>\n"
        f"  <dependencyManagement>\n    <dependencies>{''.join(sorted(set(managed)))}</dependencies>\n  </dependencyManagement>\n"
        "  <dependencies>\n  </dependencies>\n</project>\n"
    )
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "pom.xml").write_bytes(add_to_pom(pom.encode(), additions))
    return dest


def fix_and_recheck(report: DoctorReport, again) -> DoctorReport:  # type: ignore[no-untyped-def]
    plan = plan_fix(report)
    assert plan.changed
    apply_fix(plan)
    after = again()
    assert not after.of("missing"), [f.message for f in after.of("missing")]
    return after


FIXED = [c for c in CASES if c[2]]


@pytest.mark.parametrize(("name", "module"), [c[:2] for c in FIXED], ids=[f"{c[0]}:{c[1]}" for c in FIXED])
def test_inferred_fix_resolves(project, tmp_path, name, module) -> None:  # type: ignore[no-untyped-def]
    start = project(name) / module
    report = diagnose(inspect_project(start))
    facts = report.facts
    fix_and_recheck(report, lambda: diagnose(inspect_project(start)))
    if facts.tool == "maven" and facts.build_file.parent == facts.root and not facts.modules[1:]:
        mvn_resolve(facts.root)
    else:
        mvn_resolve(scaffold(facts, report.additions, tmp_path / "scaffold"))


def test_config_driven_fix_on_single_module_resolves_whole(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("newbee-mall")
    cfg = write_config(tmp_path, "newbee-mall", "MybatisPlus", 2, 8, 'openapi = "springdoc"\nlombok = true')
    start = tmp_path / "newbee-mall"
    report = diagnose_with_config(inspect_project(start), cfg)
    assert {a.key for a in report.additions} >= {
        "com.baomidou:mybatis-plus-boot-starter",
        "org.springdoc:springdoc-openapi-ui",
    }
    fix_and_recheck(report, lambda: diagnose_with_config(inspect_project(start), cfg))
    mvn_resolve(start)


def test_config_driven_fix_boot3_mybatis_plus(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("spring-petclinic")
    cfg = write_config(
        tmp_path, "spring-petclinic", "MybatisPlus", 3, 17, 'openapi = "springdoc"\nlombok = true'
    )
    start = tmp_path / "spring-petclinic"
    report = diagnose_with_config(inspect_project(start), cfg)
    fix_and_recheck(report, lambda: diagnose_with_config(inspect_project(start), cfg))
    mvn_resolve(start)


def test_wrong_starter_fix_resolves(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("pig-boot3")
    edit(
        root / "pig-upms/pig-upms-biz/pom.xml",
        "mybatis-plus-spring-boot3-starter",
        "mybatis-plus-boot-starter",
    )
    start = root / "pig-upms" / "pig-upms-biz"
    report = diagnose(inspect_project(start))
    after = fix_and_recheck(report, lambda: diagnose(inspect_project(start)))
    assert "com.baomidou:mybatis-plus-boot-starter" in {
        f.key for f in after.of("wrong")
    }  # still to remove by hand
    mvn_resolve(scaffold(report.facts, report.additions, tmp_path / "scaffold"))
