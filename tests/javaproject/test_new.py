"""``genix new`` and the bad inputs every category refuses before writing a file."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main

SCHEMA = """
CREATE TABLE author (id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(40) NOT NULL);
CREATE TABLE book_author (book_id INTEGER NOT NULL, author_id INTEGER NOT NULL,
  PRIMARY KEY (book_id, author_id));
"""


def project(tmp: Path, extra: str = "", **opts: object) -> Path:
    (tmp / "schema.sql").write_text(SCHEMA, encoding="utf-8")
    lines = ["[project]", 'output = "app"', 'base_package = "com.acme.shop"']
    for k, v in opts.items():
        lines.append(f"{k} = {v!r}".replace("'", '"').replace("True", "true").replace("False", "false"))
    lines += ["[connections.main]", 'url = "sqlite:///shop.db"', 'init_sql = "schema.sql"', extra]
    cfg = tmp / "genix.toml"
    cfg.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return cfg


def run(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args))
    return r.exit_code, r.output


def test_new_writes_a_skeleton_for_the_category(tmp_path: Path) -> None:
    cfg = project(tmp_path, category="MybatisPlus", spring_boot=2)
    code, out = run("new", "-c", str(cfg))
    assert code == 0, out
    app = tmp_path / "app"
    pom = (app / "pom.xml").read_text(encoding="utf-8")
    assert "<version>2.7.18</version>" in pom
    assert "<artifactId>mybatis-plus-boot-starter</artifactId>" in pom
    assert "mybatis-plus-spring-boot3-starter" not in pom
    assert "<artifactId>mybatis-plus-jsqlparser</artifactId>" in pom
    assert "<artifactId>springdoc-openapi-ui</artifactId>" in pom
    assert "<artifactId>sqlite-jdbc</artifactId>" in pom
    main_java = (app / "src/main/java/com/acme/shop/ShopApplication.java").read_text(encoding="utf-8")
    assert '@MapperScan(basePackages = "com.acme.shop.mapper", annotationClass = Mapper.class)' in main_java
    yml = (app / "src/main/resources/application.yml").read_text(encoding="utf-8")
    assert "jdbc:sqlite:../shop.db" in yml
    assert "mybatis-plus:" in yml
    # and the generated layers land beside it
    code, out = run("build", "-c", str(cfg))
    assert code == 0, out
    assert (app / "src/main/java/com/acme/shop/config/MybatisPlusConfig.java").is_file()


def test_new_refuses_an_existing_project(tmp_path: Path) -> None:
    cfg = project(tmp_path)
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "pom.xml").write_text("<project/>", encoding="utf-8")
    code, out = run("new", "-c", str(cfg))
    assert code == 2
    assert "already holds a project" in out and "pom.xml" in out
    assert (tmp_path / "app" / "pom.xml").read_text(encoding="utf-8") == "<project/>"
    assert not (tmp_path / "app" / "src").exists()


def test_new_never_writes_the_password(tmp_path: Path, monkeypatch: object) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\noutput = "app"\nbase_package = "a.b"\n'
        '[connections.main]\nurl = "postgresql+psycopg://shop:s3cr3t-pw@db.example:5433/shop"\n'
        'schema = "sales"\n',
        encoding="utf-8",
    )
    code, out = run("new", "-c", str(cfg))
    assert code == 0, out
    yml = (tmp_path / "app/src/main/resources/application.yml").read_text(encoding="utf-8")
    assert "s3cr3t-pw" not in yml
    assert '"${DB_PASSWORD}"' in yml
    assert "jdbc:postgresql://db.example:5433/shop?stringtype=unspecified&currentSchema=sales" in yml
    assert '"${DB_USERNAME:shop}"' in yml


@pytest.mark.parametrize(
    ("url", "jdbc"),
    [
        # MySQL Connector/J fails a row holding a zero date unless told to read it as null
        ("mysql+pymysql://u@db:3307/shop", "jdbc:mysql://db:3307/shop?zeroDateTimeBehavior=CONVERT_TO_NULL"),
        # MariaDB Connector/J reads a zero date as null by itself
        ("mariadb+pymysql://u@db/shop", "jdbc:mariadb://db:3306/shop"),
        # SQLite enforces foreign keys only on connections that ask for it
        ("sqlite:///shop.db", "jdbc:sqlite:../shop.db?foreign_keys=true"),
    ],
)
def test_new_writes_the_driver_options_generated_code_relies_on(tmp_path: Path, url: str, jdbc: str) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        f'[project]\noutput = "app"\nbase_package = "a.b"\n[connections.main]\nurl = "{url}"\n',
        encoding="utf-8",
    )
    code, out = run("new", "-c", str(cfg))
    assert code == 0, out
    yml = (tmp_path / "app/src/main/resources/application.yml").read_text(encoding="utf-8")
    assert f'url: "${{DB_URL:{jdbc}}}"\n' in yml, yml


def test_unknown_category_is_refused_before_any_file(tmp_path: Path) -> None:
    cfg = project(tmp_path, category="MybatisPlux")
    for cmd in ("new", "build"):
        code, out = run(cmd, "-c", str(cfg))
        assert code == 2, out
        assert "unknown category 'MybatisPlux'" in out
        assert "genix.toml:4" in out  # located at project.category
    assert not (tmp_path / "app").exists()


def test_boot_version_the_category_cannot_target(tmp_path: Path) -> None:
    cfg = project(tmp_path, category="sb35-java21", spring_boot=2, java=21)
    for cmd in ("new", "build"):
        code, out = run(cmd, "-c", str(cfg))
        assert code == 2, out
        assert "cannot target Spring Boot 2" in out
        assert "project.spring_boot" in out or "genix.toml:" in out
    assert not (tmp_path / "app").exists()
    cfg = project(tmp_path, category="sb35-java21", java=17)
    code, out = run("new", "-c", str(cfg))
    assert code == 2 and "needs Java 21" in out
    cfg = project(tmp_path, category="Default", spring_boot=3, java=11)
    code, out = run("new", "-c", str(cfg))
    assert code == 2 and "Spring Boot 3 needs Java 17" in out
    assert not (tmp_path / "app").exists()


def test_java_type_override_that_is_not_a_class(tmp_path: Path) -> None:
    extra = '[tables.author.columns.name]\njava_type = "Money"\n'
    cfg = project(tmp_path, extra, category="MybatisPlus")
    code, out = run("build", "-c", str(cfg))
    assert code == 2, out
    assert "Java type 'Money' does not resolve to a class" in out
    assert "tables.author.columns.name.java_type" in out or "genix.toml:" in out
    assert not (tmp_path / "app").exists()


def test_dto_layer_only_with_the_option(tmp_path: Path) -> None:
    cfg = project(tmp_path, category="MybatisPlus-Mixed", dto=True)
    code, out = run("build", "-c", str(cfg))
    assert code == 0, out
    java = tmp_path / "app/src/main/java/com/acme/shop"
    assert (java / "dto/AuthorDTO.java").is_file() and (java / "converter/AuthorConverter.java").is_file()
    assert "converter.toVo(" in (java / "controller/AuthorController.java").read_text(encoding="utf-8")
    assert (tmp_path / "app/src/main/resources/mapper/BookAuthorMapper.xml").is_file()
    cfg = project(tmp_path, category="MybatisPlus")  # dto off: its files become stale
    code, out = run("plan", "-c", str(cfg))
    assert code == 0, out
    assert "delete    src/main/java/com/acme/shop/dto/AuthorDTO.java" in out
    assert "delete    src/main/java/com/acme/shop/converter/AuthorConverter.java" in out
