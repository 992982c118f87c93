"""What javac would refuse in a Maven reactor (issue 36 point 7): a generated file importing a
class of a module its own module does not depend on, or a library its module's class path
lacks, is a warning of plan, check, build and doctor (exit 1), with the file, the import and a
hint naming the fix. What cannot be proved offline (an artifact genix does not know) is not
said: no false alarm."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.javaproject.reactor import read_reactor
from dbjavagenix.javaproject.visibility import Unseen, imports, provides
from tests.adoption.conftest import write_config, write_java
from tests.adoption.test_clashes import _cli
from tests.conftest import SHARED, need

PARENT = (
    "<parent><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-parent</artifactId>"
    "<version>3.5.7</version><relativePath/></parent>"
)


def _dep(coord: str, scope: str = "") -> str:
    group, artifact = coord.split(":")
    s = f"<scope>{scope}</scope>" if scope else ""
    return f"<dependency><groupId>{group}</groupId><artifactId>{artifact}</artifactId>{s}</dependency>"


def _app_class(module: Path) -> None:
    write_java(
        module,
        "src/main/java/com/acme/App.java",
        "package com.acme;\n\nimport org.springframework.boot.autoconfigure.SpringBootApplication;\n\n"
        "@SpringBootApplication\npublic class App {\n}\n",
    )


def reactor(root: Path, core: list[str], app: list[str] | None = None) -> Path:
    """A reactor ``root`` with modules ``core`` (a library: ``core`` its dependencies) and ``app``
    (the application, depending on core and ``app``)."""
    app = app if app is not None else ["org.springframework.boot:spring-boot-starter-web"]
    (root / "core").mkdir(parents=True)
    (root / "app").mkdir()
    (root / "pom.xml").write_text(
        f"<project><modelVersion>4.0.0</modelVersion>{PARENT}<groupId>com.acme</groupId>"
        "<artifactId>acme</artifactId><version>1</version><packaging>pom</packaging>"
        "<modules><module>core</module><module>app</module></modules></project>",
        encoding="utf-8",
    )
    module_parent = (
        "<parent><groupId>com.acme</groupId><artifactId>acme</artifactId><version>1</version></parent>"
    )
    (root / "core" / "pom.xml").write_text(
        f"<project><modelVersion>4.0.0</modelVersion>{module_parent}<artifactId>core</artifactId>"
        f"<dependencies>{''.join(_dep(d) for d in core)}</dependencies></project>",
        encoding="utf-8",
    )
    (root / "app" / "pom.xml").write_text(
        f"<project><modelVersion>4.0.0</modelVersion>{module_parent}<artifactId>app</artifactId>"
        f"<dependencies>{_dep('com.acme:core')}{''.join(_dep(d) for d in app)}</dependencies>"
        "<build><plugins><plugin><groupId>org.springframework.boot</groupId>"
        "<artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build></project>",
        encoding="utf-8",
    )
    _app_class(root / "app")
    return root


WEB = ["org.springframework.boot:spring-boot-starter-web"]
CORE = ["org.mybatis.spring.boot:mybatis-spring-boot-starter", "org.projectlombok:lombok"]
LAYERS = """[tables]
include = ["biz_customer"]
[layers]
entity = {{ module = "{entity}" }}
mapper = {{ module = "core" }}
mapper_xml = {{ module = "core" }}
service = {{ module = "core" }}
service_impl = {{ module = "core" }}
common = {{ module = "core" }}
controller = {{ module = "app" }}
"""


def _unseen(tmp_path: Path, entity: str = "core", project: str = 'openapi = "none"') -> list[Unseen]:
    loaded = load_config(write_config(tmp_path, LAYERS.format(entity=entity), output="r", project=project))
    planned = pipeline.planned(loaded)
    assert not planned.clashes
    return [w for w in planned.warnings if isinstance(w, Unseen)]


def test_validation_annotations_in_a_module_without_the_validation_starter(tmp_path: Path) -> None:
    reactor(tmp_path / "r", CORE, [*WEB, "org.springframework.boot:spring-boot-starter-validation"])
    (found,) = _unseen(tmp_path)
    assert found.kind == "library" and found.target == "validation" and found.module == "core"
    assert found.imported.startswith("jakarta.validation.")
    assert found.path.startswith("core/src/main/java/com/acme/")
    assert found.location.file == found.path and found.location.line
    assert "is not on core's class path" in found.message
    assert found.hint is not None
    assert (
        "add <dependency>org.springframework.boot:spring-boot-starter-validation</dependency> to core/pom.xml"
        in (found.hint)
    )
    assert "[project] validation = false" in found.hint
    assert "[layers.entity] module = one that has it (app)" in found.hint
    # said once per module and library, every file listed (app has it: its controllers are fine)
    assert all(p.startswith("core/") for p in found.files)
    assert len(found.files) >= 2


def test_each_module_lacking_a_library_is_said(tmp_path: Path) -> None:
    """springdoc on neither module: the entity's @Schema in core, the controllers' in app."""
    reactor(tmp_path / "r", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    found = _unseen(tmp_path, project="")
    assert {(w.module, w.target) for w in found} >= {("core", "swagger3"), ("app", "swagger3")}
    assert all(w.kind == "library" for w in found)
    hint = next(w.hint for w in found if w.module == "app" and w.target == "swagger3")
    assert hint is not None
    assert (
        "add <dependency>org.springdoc:springdoc-openapi-starter-webmvc-ui</dependency> to app/pom.xml"
        in hint
    )
    assert '[project] openapi = "none"' in hint


def test_no_warning_when_the_module_has_it_directly_or_through_the_reactor(tmp_path: Path) -> None:
    reactor(tmp_path / "a", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    shutil.move(tmp_path / "a", tmp_path / "r")
    assert _unseen(tmp_path) == []


def test_no_warning_off_validation(tmp_path: Path) -> None:
    reactor(tmp_path / "r", CORE, [*WEB, "org.springframework.boot:spring-boot-starter-validation"])
    assert _unseen(tmp_path, project='validation = false\nopenapi = "none"') == []


def test_an_artifact_genix_does_not_know_is_not_judged(tmp_path: Path) -> None:
    """``com.example:mystery`` may bring the validation API along: not provable, not said."""
    reactor(tmp_path / "r", [*CORE, "com.example:mystery"])
    assert _unseen(tmp_path) == []


def test_a_layer_in_a_module_the_others_cannot_see(tmp_path: Path) -> None:
    """The entity in app: core's mapper and services import it, core does not depend on app."""
    reactor(
        tmp_path / "r",
        [*CORE, "org.springframework.boot:spring-boot-starter-validation"],
    )
    found = [w for w in _unseen(tmp_path, entity="app") if w.kind == "module"]
    (w,) = found
    assert w.module == "core" and w.target == "app"
    assert w.imported.startswith("com.acme.entity.") or w.imported.startswith("com.acme.")
    assert "which is in module app; core does not depend on it" in w.message
    assert w.hint is not None
    assert "[layers.entity] module = a module core sees (core)" in w.hint
    assert "[layers.mapper], " in w.hint and " module = a module that sees app (app)" in w.hint
    assert "app depends on core: a dependency back would be a cycle Maven refuses" in w.hint
    assert len(w.files) >= 3  # the mapper, the service, the implementation ...


def test_the_dependency_one_way_is_fine(tmp_path: Path) -> None:
    """The controllers in app import core's entity and services: app depends on core."""
    reactor(tmp_path / "r", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    assert _unseen(tmp_path) == []


def test_a_module_without_the_dependency_gets_the_add_hint(tmp_path: Path) -> None:
    """Two unrelated modules: adding the dependency is a way out (no cycle)."""
    root = reactor(tmp_path / "r", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    pom = root / "app" / "pom.xml"
    pom.write_text(pom.read_text(encoding="utf-8").replace(_dep("com.acme:core"), ""), encoding="utf-8")
    found = [w for w in _unseen(tmp_path) if w.kind == "module"]
    assert found and all(w.module == "app" and w.target == "core" for w in found)
    assert found[0].hint is not None
    assert "add <dependency>com.acme:core</dependency> to app/pom.xml" in found[0].hint


def test_doctor_reports_them_and_exits_1(tmp_path: Path) -> None:
    reactor(tmp_path / "r", CORE)
    write_config(tmp_path, LAYERS.format(entity="app"), output="r")
    res = _cli(["doctor", "--json"], tmp_path)
    assert res.exit_code == 1, res.output
    data = json.loads(res.stdout)
    kinds = {(v["kind"], v["module"], v["target"]) for v in data["visibility"]}
    assert ("module", "core", "app") in kinds
    assert ("library", "core", "validation") in kinds
    first = data["visibility"][0]
    assert first["file"] == first["path"] and first["import"] and first["hint"]
    res = _cli(["doctor"], tmp_path)
    assert res.exit_code == 1
    assert "imports javac would refuse" in res.stdout
    assert "warning: core/src/main/java/" in res.stderr


def test_doctor_on_a_reactor_of_several_applications(tmp_path: Path) -> None:
    """``output = "."`` on a reactor with two applications: doctor reads the controllers'
    module, never the aggregator's 'which application?' error (exit 2)."""
    root = reactor(tmp_path / "r", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    other = root / "admin"
    shutil.copytree(root / "app", other)
    pom = other / "pom.xml"
    pom.write_text(
        pom.read_text(encoding="utf-8").replace(
            "<artifactId>app</artifactId>", "<artifactId>admin</artifactId>"
        )
    )
    top = root / "pom.xml"
    top.write_text(top.read_text(encoding="utf-8").replace("</modules>", "<module>admin</module></modules>"))
    write_config(tmp_path, LAYERS.format(entity="core"), output="r", project='openapi = "none"')
    res = _cli(["doctor", "--json"], tmp_path)
    assert res.exit_code in (0, 1), res.output
    data = json.loads(res.stdout)
    assert data["visibility"] == []


def _several_apps(root: Path, plugin: bool) -> Path:
    """``reactor`` with a second application ``admin``; ``plugin=False``: neither application
    declares spring-boot-maven-plugin (their @SpringBootApplication classes say what they are)."""
    reactor(root, [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    other = root / "admin"
    shutil.copytree(root / "app", other)
    pom = other / "pom.xml"
    pom.write_text(
        pom.read_text(encoding="utf-8").replace(
            "<artifactId>app</artifactId>", "<artifactId>admin</artifactId>"
        )
    )
    top = root / "pom.xml"
    top.write_text(top.read_text(encoding="utf-8").replace("</modules>", "<module>admin</module></modules>"))
    if not plugin:
        for m in ("app", "admin"):
            p = root / m / "pom.xml"
            text = p.read_text(encoding="utf-8")
            p.write_text(text[: text.index("<build>")] + "</project>", encoding="utf-8")
    return root


@pytest.mark.parametrize("plugin", [True, False], ids=["plugin", "main-class"])
def test_an_aggregator_names_its_applications(tmp_path: Path, plugin: bool) -> None:
    """``output = "."`` at an aggregator of two applications without module placement: doctor
    names both (found by their plugin, else by their @SpringBootApplication class, never "none
    found"); plan warns that the files would land in a module Maven compiles no sources of."""
    _several_apps(tmp_path / "r", plugin)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n', output="r", project='openapi = "none"')
    res = _cli(["doctor"], tmp_path)
    assert res.exit_code == 1 and "none found" not in res.output, (
        res.output
    )  # checked each: the aggregator is the finding
    assert any(
        f"point genix at one of: {a}, {b} " in res.output for a, b in (("app", "admin"), ("admin", "app"))
    )
    planned = pipeline.planned(load_config(tmp_path / "genix.toml"))
    (w,) = [w for w in planned.warnings if "into the aggregator" in w.message]
    assert w.message.startswith("genix writes src/main/java/com/acme/")
    assert "into the aggregator pom.xml (packaging pom)" in w.message and "more)" in w.message
    assert w.location.file is not None and w.location.file.startswith("src/main/")
    assert w.hint is not None and "[layers.entity]" in w.hint and "[project] output" in w.hint
    r = read_reactor(tmp_path / "r")
    assert r is not None and {d for d, m in r.modules.items() if m.app} == {"app", "admin"}


def test_files_placed_in_application_modules_are_not_in_the_aggregator(tmp_path: Path) -> None:
    reactor(tmp_path / "r", [*CORE, "org.springframework.boot:spring-boot-starter-validation"])
    write_config(tmp_path, LAYERS.format(entity="core"), output="r", project='openapi = "none"')
    planned = pipeline.planned(load_config(tmp_path / "genix.toml"))
    assert not [w for w in planned.warnings if "into the aggregator" in w.message]


def gradle_build(root: Path, core: list[str], app: list[str] | None = None, kotlin: bool = False) -> Path:
    """``reactor`` as a Gradle multi-project build (Groovy or Kotlin DSL): ``app`` depends on
    ``core`` with ``implementation``; ``core`` declares ``core`` (``conf:group:artifact``)."""
    app = app if app is not None else ["implementation:org.springframework.boot:spring-boot-starter-web"]

    def deps(items: list[str]) -> str:
        out = []
        for item in items:
            conf, coord = item.split(":", 1)
            out.append(f'    {conf}("{coord}")' if kotlin else f"    {conf} '{coord}'")
        return "\n".join(out)

    ext = ".kts" if kotlin else ""
    (root / "core").mkdir(parents=True)
    (root / "app").mkdir()
    (root / f"settings.gradle{ext}").write_text(
        'rootProject.name = "acme"\ninclude(\n    ":core",\n    ":app",\n)\n'
        if kotlin
        else "rootProject.name = 'acme'\ninclude 'core', 'app'\n",
        encoding="utf-8",
    )
    boot = 'id("org.springframework.boot")' if kotlin else "id 'org.springframework.boot'"
    q = '"' if kotlin else "'"
    (root / f"build.gradle{ext}").write_text(
        f"plugins {{\n    {boot} version {q}3.5.7{q} apply false\n}}\n", encoding="utf-8"
    )
    library = "`java-library`" if kotlin else "id 'java-library'"
    (root / "core" / f"build.gradle{ext}").write_text(
        f"plugins {{\n    {library}\n}}\ndependencies {{\n{deps(core)}\n}}\n", encoding="utf-8"
    )
    java = "java" if kotlin else "id 'java'"
    project = 'implementation(project(":core"))' if kotlin else "implementation project(':core')"
    (root / "app" / f"build.gradle{ext}").write_text(
        f"plugins {{\n    {java}\n    {boot}\n}}\ndependencies {{\n    {project}\n{deps(app)}\n}}\n",
        encoding="utf-8",
    )
    _app_class(root / "app")
    return root


G_CORE = [
    "implementation:org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5",
    "compileOnly:org.projectlombok:lombok",
    "annotationProcessor:org.projectlombok:lombok",
]
G_VALIDATION = "implementation:org.springframework.boot:spring-boot-starter-validation"


@pytest.mark.parametrize("kotlin", [False, True], ids=["groovy", "kotlin"])
def test_a_gradle_build_is_judged_as_gradle_compiles(tmp_path: Path, kotlin: bool) -> None:
    """Gradle's rules: app's ``implementation project(':core')`` gives it core's classes (and
    core's ``api`` dependencies, never its ``implementation`` ones); core declares no validation."""
    gradle_build(
        tmp_path / "r",
        G_CORE,
        [*("implementation:org.springframework.boot:spring-boot-starter-web", G_VALIDATION)],
        kotlin,
    )
    r = read_reactor(tmp_path / "r")
    assert r is not None and r.tool == "gradle" and set(r.modules) == {"", "core", "app"}
    assert r.modules["app"].app and not r.modules["core"].app and r.modules[""].packaging == "pom"
    assert r.sees("app") == {"app", "core"} and r.sees("core") == {"core"}
    (found,) = _unseen(tmp_path)
    assert found.kind == "library" and found.target == "validation" and found.module == "core"
    assert "its build file" in found.message
    build = f"core/build.gradle{'.kts' if kotlin else ''}"
    assert found.hint is not None
    assert (
        f"add implementation 'org.springframework.boot:spring-boot-starter-validation' to {build}"
        in found.hint
    )
    assert "[layers.entity] module = one that has it (app)" in found.hint


def test_gradle_implementation_is_not_passed_on_but_api_is(tmp_path: Path) -> None:
    """Validation declared by core with ``implementation``: core has it; app, which sees core's
    classes, does not get it (its controllers' @Valid); with ``api`` it does."""
    gradle_build(tmp_path / "r", [*G_CORE, G_VALIDATION])
    assert {(w.module, w.target) for w in _unseen(tmp_path)} == {("app", "validation")}
    build = tmp_path / "r" / "core" / "build.gradle"
    build.write_text(
        build.read_text(encoding="utf-8").replace(
            "implementation 'org.springframework.boot:spring-boot-starter-validation'",
            "api 'org.springframework.boot:spring-boot-starter-validation'",
        ),
        encoding="utf-8",
    )
    assert _unseen(tmp_path) == []


def test_a_gradle_module_the_others_cannot_see(tmp_path: Path) -> None:
    gradle_build(tmp_path / "r", [*G_CORE, G_VALIDATION.replace("implementation", "api")])
    found = [w for w in _unseen(tmp_path, entity="app") if w.kind == "module"]
    (w,) = found
    assert w.module == "core" and w.target == "app"
    assert w.hint is not None and "a dependency back would be a cycle Gradle refuses" in w.hint
    app = tmp_path / "r" / "app" / "build.gradle"
    app.write_text(
        app.read_text(encoding="utf-8").replace("implementation project(':core')", ""), encoding="utf-8"
    )
    found = [w for w in _unseen(tmp_path) if w.kind == "module"]
    assert found and all(w.module == "app" and w.target == "core" for w in found)
    assert (
        found[0].hint is not None
        and "add implementation project(':core') to app/build.gradle" in found[0].hint
    )


def test_a_gradle_project_moved_by_project_dir_keeps_its_path(tmp_path: Path) -> None:
    """``project(':core').projectDir = file('libs/core')``: the project lives in ``libs/core``
    and is still ``:core`` (what a dependency on it names)."""
    root = gradle_build(tmp_path / "r", G_CORE)
    (root / "libs").mkdir()
    (root / "core").rename(root / "libs" / "core")
    settings = root / "settings.gradle"
    settings.write_text(
        settings.read_text(encoding="utf-8") + "project(':core').projectDir = file('libs/core')\n",
        encoding="utf-8",
    )
    r = read_reactor(root)
    assert r is not None and set(r.modules) == {"", "libs/core", "app"}
    assert r.modules["libs/core"].coord[1] == ":core" and r.sees("app") == {"app", "libs/core"}


def test_files_in_a_gradle_root_project_without_java_are_said(tmp_path: Path) -> None:
    """``output`` at the settings root of a Gradle build whose root project applies no Java
    plugin: Gradle compiles nothing there, as Maven compiles nothing in an aggregator pom."""
    gradle_build(tmp_path / "r", G_CORE)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n', output="r", project='openapi = "none"')
    planned = pipeline.planned(load_config(tmp_path / "genix.toml"))
    (w,) = [w for w in planned.warnings if "Gradle compiles no sources there" in w.message]
    assert (
        "into the root project of the multi-project build settings.gradle, which applies no Java plugin"
        in (w.message)
    )
    assert w.hint is not None and "[project] output" in w.hint
    # placed in the projects: nothing to say
    write_config(tmp_path, LAYERS.format(entity="core"), output="r", project='openapi = "none"')
    planned = pipeline.planned(load_config(tmp_path / "genix.toml"))
    assert not [w for w in planned.warnings if "Gradle compiles no sources" in w.message]


@pytest.mark.parametrize(
    "change",
    [
        ("core/build.gradle", "dependencies {", "dependencies {\n    implementation libs.mystery"),
        ("core/build.gradle", "plugins {", "plugins {\n    id 'acme.conventions'"),
        (
            "build.gradle",
            "plugins {",
            "subprojects {\n    dependencies {\n        implementation files('x.jar')\n    }\n}\nplugins {",
        ),
    ],
    ids=["catalog", "convention-plugin", "files"],
)
def test_what_a_gradle_build_does_unread_is_not_judged(tmp_path: Path, change: tuple[str, str, str]) -> None:
    """A version catalog entry, a convention plugin, a file dependency may bring the library:
    no warning rather than a false one."""
    gradle_build(tmp_path / "r", G_CORE)
    f = tmp_path / "r" / change[0]
    f.write_text(f.read_text(encoding="utf-8").replace(change[1], change[2], 1), encoding="utf-8")
    assert [w for w in _unseen(tmp_path) if w.module == "core"] == []


def test_gradle_subprojects_dependencies_count_and_code_wiring_is_not_read(tmp_path: Path) -> None:
    gradle_build(tmp_path / "r", G_CORE)
    root_build = tmp_path / "r" / "build.gradle"
    text = root_build.read_text(encoding="utf-8")
    root_build.write_text(
        text + "subprojects {\n    apply plugin: 'java'\n    dependencies {\n"
        "        implementation 'org.springframework.boot:spring-boot-starter-validation'\n    }\n}\n",
        encoding="utf-8",
    )
    assert _unseen(tmp_path) == []
    # the Kotlin DSL's form of it
    root_build.write_text(
        text + 'subprojects {\n    apply(plugin = "java-library")\n    dependencies {\n'
        '        "implementation"("x:y")\n        implementation("org.springframework.boot:spring-boot-starter-validation")\n'
        "    }\n}\n",
        encoding="utf-8",
    )
    r = read_reactor(tmp_path / "r")
    assert r is not None and r.modules["core"].external[-1].coord[1] == "spring-boot-starter-validation"
    assert _unseen(tmp_path) == []
    root_build.write_text(text + "configure(subprojects) {\n}\n", encoding="utf-8")
    assert read_reactor(tmp_path / "r") is None
    assert _unseen(tmp_path) == []
    root_build.write_text(text, encoding="utf-8")
    settings = tmp_path / "r" / "settings.gradle"
    settings.write_text(settings.read_text(encoding="utf-8") + "include '../../outside'\n", encoding="utf-8")
    assert read_reactor(tmp_path / "r") is None  # a project outside the build's folder: not read


def test_reading_imports_and_what_artifacts_bring() -> None:
    text = "package a;\n\nimport x.Y;\nimport static p.Q.m;\nimport w.*;\n"
    assert imports(text) == [("x.Y", 3), ("p.Q", 4)]
    assert provides(("org.springframework.boot", "spring-boot-starter-web"), "3.5.7") == frozenset()
    # up to Boot 2.2 the web starter brought Hibernate Validator: not judged
    assert provides(("org.springframework.boot", "spring-boot-starter-web"), "2.2.4") is None
    assert provides(("com.example", "mystery"), "3.5.7") is None
    mp = provides(("com.baomidou", "mybatis-plus-spring-boot3-starter"), "3.5.7")
    assert mp is not None and "mybatis-plus" in mp


@pytest.fixture
def ruoyi(tmp_path: Path) -> Path:
    from tests.adoption.test_adoption_goldens import copy_case

    need((SHARED / "projects" / "src" / "ruoyi-vue-boot3").is_dir(), "the shared RuoYi code base")
    root, _text = copy_case("ruoyi_boot3", tmp_path)
    return root


def test_ruoyi_as_adopted_sees_everything(ruoyi: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The adoption golden: entities, mappers, services in ruoyi-system, controllers in
    ruoyi-admin (which depends on it), validation from ruoyi-common: nothing to say."""
    from tests.conftest import REPO

    monkeypatch.setenv("GENIX_REPO", str(REPO))
    planned = pipeline.planned(load_config(ruoyi / "genix.toml"))
    assert [w for w in planned.warnings if isinstance(w, Unseen)] == []
    r = read_reactor(ruoyi)
    assert r is not None
    assert r.sees("ruoyi-admin") >= {"ruoyi-system", "ruoyi-common", "ruoyi-framework"}
    assert "ruoyi-admin" not in r.sees("ruoyi-system")


def test_ruoyi_entities_in_the_admin_module(ruoyi: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.conftest import REPO

    monkeypatch.setenv("GENIX_REPO", str(REPO))
    cfg = ruoyi / "genix.toml"
    cfg.write_text(
        cfg.read_text(encoding="utf-8").replace(
            'entity = { module = "ruoyi-system"', 'entity = { module = "ruoyi-admin"'
        ),
        encoding="utf-8",
    )
    planned = pipeline.planned(load_config(cfg))
    (w,) = [w for w in planned.warnings if isinstance(w, Unseen)]
    assert (w.kind, w.module, w.target) == ("module", "ruoyi-system", "ruoyi-admin")
    assert w.hint is not None and "ruoyi-admin depends on ruoyi-system" in w.hint
