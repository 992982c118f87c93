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
    # the app reads it from DB_PASSWORD, else from the variable genix reads it from
    assert '"${DB_PASSWORD:${GENIX_CONNECTIONS__MAIN__PASSWORD}}"' in yml
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


def _fake_jdk(root: Path, release: str) -> Path:
    home = root / f"jdk-{release}"
    (home / "bin").mkdir(parents=True)
    for tool in ("java", "javac"):
        (home / "bin" / tool).write_text("", encoding="utf-8")
    (home / "release").write_text(f'JAVA_VERSION="{release}"\n', encoding="utf-8")
    return home


@pytest.fixture
def jdks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """Maven's JDK is a 17 (JAVA_HOME); a 25 is installed beside it."""
    from dbjavagenix.javaproject import jdk

    folder = tmp_path / "jvm"
    old, new = _fake_jdk(folder, "17.0.15"), _fake_jdk(folder, "25.0.3")
    monkeypatch.setattr(jdk, "JDK_FOLDERS", (str(folder),))
    monkeypatch.setenv("JAVA_HOME", str(old))
    return old, new


def test_the_printed_run_step_reads_the_password_genix_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The variable exported for genix (the README's quick start) also starts the application:
    the datasource reads DB_PASSWORD, else the ${VAR} of the URL, else GENIX_CONNECTIONS__..."""
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\noutput = "app"\nbase_package = "a.b"\n'
        '[connections.db]\nurl = "mysql+pymysql://app:${SHOP_PW}@db/shop"\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("GENIX_CONNECTIONS__DB__PASSWORD", "pw")
    code, out = run("new", "-c", str(cfg))
    assert code == 0, out
    yml = (tmp_path / "app/src/main/resources/application.yml").read_text(encoding="utf-8")
    assert 'password: "${DB_PASSWORD:${SHOP_PW:${GENIX_CONNECTIONS__DB__PASSWORD}}}"' in yml
    assert "the database password comes from GENIX_CONNECTIONS__DB__PASSWORD, set here" in out
    # none set: the step after a build says to export one (what `genix build` prints)
    from dbjavagenix.cli.guide import start_step
    from dbjavagenix.config.load import load_config

    monkeypatch.delenv("GENIX_CONNECTIONS__DB__PASSWORD")
    step = start_step(load_config(cfg), tmp_path / "app") or ""
    assert step.endswith(
        "(export the database password first: application.yml reads DB_PASSWORD or SHOP_PW or "
        "GENIX_CONNECTIONS__DB__PASSWORD)"
    ), step


def test_new_from_ddl_files_needs_no_database(tmp_path: Path) -> None:
    """A DDL connection gets a project too: the datasource is the dialect's on localhost, and
    the step says which variables point it at the real database."""
    (tmp_path / "schema.sql").write_text(
        "CREATE TABLE author (id BIGINT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(40) NOT NULL);\n",
        encoding="utf-8",
    )
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\noutput = "app"\nbase_package = "com.acme.shop"\n'
        '[connections.main]\nddl = ["schema.sql"]\ndialect = "mariadb"\nschema = "shop"\n',
        encoding="utf-8",
    )
    code, out = run("build", "-c", str(cfg))
    assert code == 0 and "creates the Spring Boot project around the code" in out, out
    code, out = run("new", "-c", str(cfg))
    assert code == 0, out
    yml = (tmp_path / "app/src/main/resources/application.yml").read_text(encoding="utf-8")
    assert 'url: "${DB_URL:jdbc:mariadb://localhost:3306/shop}"' in yml
    assert 'username: "${DB_USERNAME:root}"' in yml
    assert 'password: "${DB_PASSWORD:${GENIX_CONNECTIONS__MAIN__PASSWORD:}}"' in yml
    assert "with DB_URL, DB_USERNAME and DB_PASSWORD set to your database" in out


def test_new_takes_boot_and_java(tmp_path: Path, jdks: tuple[Path, Path]) -> None:
    cfg = project(tmp_path)
    code, out = run("new", "-c", str(cfg), "--boot", "3", "--java", "21")
    assert code == 0, out
    pom = (tmp_path / "app" / "pom.xml").read_text(encoding="utf-8")
    assert "<version>3.5.7</version>" in pom and "<java.version>21</java.version>" in pom
    # Maven's JDK 17 cannot compile for 21: said, with the installed 25 to point it at
    assert "the code targets Java 21 but Maven would run JDK 17.0.15" in out
    assert f"JAVA_HOME={jdks[1]} mvn spring-boot:run` starts the application" in out
    # the builds follow the project it wrote
    code, out = run("build", "-c", str(cfg))
    assert code == 0, out
    assert f"JAVA_HOME={jdks[1]} mvn spring-boot:run" in out
    # an option against what genix.toml says is refused, at the key
    (tmp_path / "two").mkdir()
    cfg2 = project(tmp_path / "two", spring_boot=4)
    code, out = run("new", "-c", str(cfg2), "--boot", "3")
    assert code == 2 and "genix.toml sets spring_boot = 4, not 3 (--boot)" in out, out
    code, out = run("new", "-c", str(cfg2), "--java", "12")
    assert code == 2 and "'12' is not one of" in out, out
