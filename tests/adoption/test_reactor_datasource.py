"""``genix init --from-project`` on a module of a Maven reactor whose datasource (and
application class) live in another module (issue 36 point 9): RuoYi's ``application-druid.yml``
is in ``ruoyi-admin`` while the entities go to ``ruoyi-system``. The reactor's modules are
searched, the application depending on the module first; an unrelated application is never read.
A Gradle multi-project build is searched alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.infer import inspect_project
from dbjavagenix.javaproject.initconf import from_project
from tests.adoption.conftest import write_java
from tests.adoption.test_clashes import _cli
from tests.adoption.test_visibility import gradle_build, reactor
from tests.conftest import SHARED, need

CORE = ["org.mybatis.spring.boot:mybatis-spring-boot-starter", "com.mysql:mysql-connector-j"]


def _yml(module: Path, name: str, text: str) -> None:
    write_java(module, f"src/main/resources/{name}", text)


def test_the_application_depending_on_the_module_holds_it(tmp_path: Path) -> None:
    root = reactor(tmp_path / "r", CORE)
    _yml(root / "app", "application.yml", "spring:\n  profiles:\n    active: druid\n")
    _yml(
        root / "app",
        "application-druid.yml",
        "spring:\n  datasource:\n    druid:\n      master:\n        url: jdbc:mysql://localhost:3306/shop\n"
        "        username: shop\n        password: ${SHOP_PW}\n",
    )
    info = inspect_project(root / "core")
    assert info.datasource is not None
    assert info.datasource.key == "spring.datasource.druid.master.url"
    assert info.datasource.file == "../app/src/main/resources/application-druid.yml"
    assert any(
        "app/src/main/resources/application-druid.yml in module app (the application depending on core)" in n
        for n in info.notes
    )
    assert info.base_package == "com.acme"
    text, s, _ = from_project(root / "core", tmp_path / "genix.toml")
    assert s.url == "mysql+pymysql://shop@localhost:3306/shop"
    assert s.password_env == "SHOP_PW"
    assert (
        "database from spring.datasource.druid.master.url (../app/src/main/resources/application-druid.yml:5)"
        in (s.reasons)
    )
    assert 'base_package = "com.acme"' in text


@pytest.mark.parametrize("kotlin", [False, True], ids=["groovy", "kotlin"])
def test_in_a_gradle_multi_project_build_too(tmp_path: Path, kotlin: bool) -> None:
    root = gradle_build(
        tmp_path / "r",
        ["implementation:org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5"],
        kotlin=kotlin,
    )
    _yml(root / "app", "application.yml", "spring:\n  datasource:\n    url: jdbc:mysql://db:3306/shop\n")
    info = inspect_project(root / "core")
    assert info.datasource is not None and info.datasource.file == "../app/src/main/resources/application.yml"
    assert any("in module app (the application depending on core)" in n for n in info.notes), info.notes
    text, s, _ = from_project(root / "core", tmp_path / "genix.toml")
    assert s.url == "mysql+pymysql://db:3306/shop"
    assert 'base_package = "com.acme"' in text


def test_the_root_of_a_gradle_build_means_its_application_project(tmp_path: Path) -> None:
    """``--output`` at the settings root of a Gradle multi-project build (no application itself):
    its one project applying Spring Boot's plugin, as an aggregator pom's application module."""
    root = gradle_build(
        tmp_path / "r", ["implementation:org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5"]
    )
    _yml(root / "app", "application.yml", "spring:\n  datasource:\n    url: jdbc:mysql://db:3306/shop\n")
    res = _cli(["init", "--from-project", "--output", "r"], tmp_path)
    assert res.exit_code == 0, res.output
    text = (tmp_path / "genix.toml").read_text(encoding="utf-8")
    assert 'output = "r/app"' in text and 'base_package = "com.acme"' in text
    assert 'url = "mysql+pymysql://db:3306/shop"' in text
    # two applications: the error names both
    (root / "admin").mkdir()
    (root / "admin" / "build.gradle").write_text(
        (root / "app" / "build.gradle").read_text(encoding="utf-8"), encoding="utf-8"
    )
    settings = root / "settings.gradle"
    settings.write_text(settings.read_text(encoding="utf-8") + "include 'admin'\n", encoding="utf-8")
    (tmp_path / "genix.toml").unlink()
    res = _cli(["init", "--from-project", "--output", "r"], tmp_path)
    assert res.exit_code != 0 and "genix needs the application project" in res.output, res.output
    assert "point genix at one of: admin, app" in res.output, res.output


def test_the_cli_finds_it(tmp_path: Path) -> None:
    root = reactor(tmp_path / "r", CORE)
    _yml(root / "app", "application.properties", "spring.datasource.url=jdbc:mysql://localhost:3306/shop\n")
    res = _cli(["init", "--from-project", "--output", "r/core"], tmp_path)
    assert res.exit_code == 0, res.output
    assert (
        "the datasource is read from app/src/main/resources/application.properties in module app"
        in res.output
    )
    assert 'url = "mysql+pymysql://localhost:3306/shop"' in (tmp_path / "genix.toml").read_text()


def test_a_library_module_on_the_applications_class_path_holds_it(tmp_path: Path) -> None:
    """Vice versa: ``--output`` names the application; its datasource is in a module it depends on."""
    root = reactor(tmp_path / "r", CORE)
    _yml(
        root / "core", "application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/shop\n"
    )
    info = inspect_project(root / "app")
    assert info.datasource is not None
    assert info.datasource.file == "../core/src/main/resources/application.yml"
    assert any("in module core (a module app depends on)" in n for n in info.notes)


def test_its_own_datasource_wins(tmp_path: Path) -> None:
    root = reactor(tmp_path / "r", CORE)
    _yml(
        root / "core", "application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/other\n"
    )
    _yml(root / "app", "application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/shop\n")
    info = inspect_project(root / "app")
    assert info.datasource is not None and info.datasource.file == "src/main/resources/application.yml"
    assert info.datasource.translated is not None and info.datasource.translated.database == "shop"


def test_an_unrelated_application_is_never_read(tmp_path: Path) -> None:
    """Two applications: admin holds a datasource, app does not and does not depend on admin."""
    root = reactor(tmp_path / "r", CORE)
    admin = root / "admin"
    admin.mkdir()
    (admin / "pom.xml").write_text(
        (root / "app" / "pom.xml")
        .read_text()
        .replace("<artifactId>app</artifactId>", "<artifactId>admin</artifactId>")
    )
    _yml(admin, "application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/admin\n")
    top = root / "pom.xml"
    top.write_text(top.read_text().replace("</modules>", "<module>admin</module></modules>"))
    info = inspect_project(root / "app")
    assert info.datasource is None
    with pytest.raises(InputError, match="no datasource URL"):
        from_project(root / "app", tmp_path / "genix.toml")


def test_ruoyi_system_reads_ruoyi_admins_druid_config(tmp_path: Path) -> None:
    src = SHARED / "projects" / "src" / "ruoyi-vue-boot3"
    need(src.is_dir(), "the shared RuoYi code base")
    info = inspect_project(src / "ruoyi-system")
    assert info.datasource is not None
    assert info.datasource.key == "spring.datasource.druid.master.url"
    assert info.datasource.file == "../ruoyi-admin/src/main/resources/application-druid.yml"
    assert info.base_package == "com.ruoyi"
    _text, s, _ = from_project(src / "ruoyi-system", tmp_path / "genix.toml")
    assert s.url.startswith("mysql+pymysql://root@localhost:3306/ry-vue")
