"""``genix init --from-project`` on every real project: the written genix.toml holds the facts
of SOURCE.txt; bad input gives a located message and writes nothing."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.conftest import need

from dbjavagenix.cli import main
from dbjavagenix.config.model import Config
from dbjavagenix.config.tomlparse import parse_toml

MP_DEFAULT_XML = "{resources_root}/mapper/{group_path}{class_name}.xml"

# project, module, profiles, expected [project] keys, url, password env, mapper_xml path
CASES = [
    (
        "ruoyi-vue-pro-boot3",
        "yudao-server",
        [],
        {
            "base_package": "cn.iocoder.yudao.server",
            "category": "MybatisPlus",
            "spring_boot": 3,
            "java": 17,
            "lombok": True,
        },
        "mysql+pymysql://root@127.0.0.1:3306/ruoyi-vue-pro",
        "DB_PASSWORD",
        MP_DEFAULT_XML,
    ),
    (
        "pig-boot3",
        "pig-boot",
        [],
        {
            "base_package": "com.pig4cloud.pig",
            "category": "MybatisPlus",
            "spring_boot": 3,
            "java": 17,
            "openapi": "springdoc",
        },
        "mysql+pymysql://root@127.0.0.1:3306/pig",
        "DB_PASSWORD",
        "{resources_root}/mapper/{class_name}.xml",
    ),
    (
        "eladmin-mp",
        "eladmin/eladmin-system",
        [],
        {
            "base_package": "me.zhengjie",
            "category": "MybatisPlus",
            "spring_boot": 2,
            "java": 8,
            "lombok": True,
            "openapi": "swagger2",
            "validation": True,
        },
        "mysql+pymysql://root@localhost:3306/eladmin-mp",
        "DB_PASSWORD",
        MP_DEFAULT_XML,
    ),
    (
        "eladmin-mp",
        "eladmin/eladmin-system",
        ["prod"],
        {"base_package": "me.zhengjie", "spring_boot": 2},
        "mysql+pymysql://${DB_USER:-root}@${DB_HOST:-localhost}:${DB_PORT:-3306}/${DB_NAME:-eladmin}",
        "DB_PWD",
        MP_DEFAULT_XML,
    ),
    (
        "ruoyi-vue-boot2",
        "ruoyi-admin",
        [],
        {
            "base_package": "com.ruoyi",
            "category": "Default",
            "spring_boot": 2,
            "java": 8,
            "lombok": False,
            "openapi": "swagger2",
            "validation": True,
        },
        "mysql+pymysql://root@localhost:3306/ry-vue",
        "DB_PASSWORD",
        MP_DEFAULT_XML,
    ),
    (
        "mall",
        "mall-admin",
        [],
        {
            "base_package": "com.macro.mall",
            "category": "Default",
            "spring_boot": 2,
            "java": 8,
            "lombok": True,
            "openapi": "swagger2",
        },
        "mysql+pymysql://root@localhost:3306/mall",
        "DB_PASSWORD",
        "{resources_root}/dao/{class_name}.xml",
    ),
    (
        "mall",
        "mall-portal",
        ["prod"],
        {"base_package": "com.macro.mall.portal", "category": "Default"},
        "mysql+pymysql://reader@db:3306/mall",
        "DB_PASSWORD",
        "{resources_root}/dao/{class_name}.xml",
    ),
    (
        "newbee-mall",
        ".",
        [],
        {
            "base_package": "ltd.newbee.mall",
            "category": "Default",
            "spring_boot": 2,
            "java": 8,
            "lombok": False,
            "openapi": "none",
            "validation": False,
        },
        "mysql+pymysql://root@localhost:3306/newbee_mall_db",
        "DB_PASSWORD",
        "{resources_root}/mapper/{class_name}.xml",
    ),
    (
        "spring-petclinic",
        ".",
        ["mysql"],
        {
            "base_package": "org.springframework.samples.petclinic",
            "category": "Default",
            "spring_boot": 3,
            "java": 17,
            "lombok": False,
            "validation": True,
        },
        "mysql+pymysql://${MYSQL_USER:-petclinic}@localhost:3306/petclinic",
        "MYSQL_PASS",
        None,
    ),
    (
        "spring-petclinic",
        ".",
        ["postgres"],
        {"base_package": "org.springframework.samples.petclinic"},
        "postgresql+psycopg://${POSTGRES_USER:-petclinic}@localhost:5432/petclinic",
        "POSTGRES_PASS",
        None,
    ),
    (
        "spring-petclinic-kotlin",
        ".",
        ["mysql"],
        {"base_package": "org.springframework.samples.petclinic", "spring_boot": 3, "java": 17},
        "mysql+pymysql://petclinic@localhost:3306/petclinic",
        "DB_PASSWORD",
        None,
    ),
    (
        "realworld-gradle-mybatis",
        ".",
        [],
        {
            "base_package": "io.spring",
            "category": "Default",
            "spring_boot": 2,
            "java": 11,
            "lombok": True,
            "validation": True,
        },
        "sqlite:///realworld-gradle-mybatis/dev.db",
        None,
        "{resources_root}/mapper/{class_name}.xml",
    ),
]


def run(args: list[str], cwd: Path, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env=env, catch_exceptions=False)
    finally:
        os.chdir(old)


@pytest.mark.parametrize(
    ("name", "module", "profiles", "expected", "url", "pw_env", "xml"),
    CASES,
    ids=[f"{c[0]}:{c[1]}:{','.join(c[2]) or 'default'}" for c in CASES],
)
def test_from_project(project, tmp_path, name, module, profiles, expected, url, pw_env, xml) -> None:  # type: ignore[no-untyped-def]
    project(name)
    args = ["init", "--from-project", "--output", f"{name}/{module}"] + [
        a for p in profiles for a in ("--profile", p)
    ]
    res = run(args, tmp_path)
    assert res.exit_code == 0, res.output
    text = (tmp_path / "genix.toml").read_text(encoding="utf-8")
    cfg = Config.model_validate(parse_toml(text, tmp_path / "genix.toml"))
    assert Path(cfg.project.output) == Path(f"{name}/{module}")
    for key, value in expected.items():
        assert getattr(cfg.project, key) == value, key
    conn = cfg.connections["main"]
    assert conn.url == url
    if pw_env:
        assert 'password = "${' + pw_env + '}"' in text
    else:
        assert "\npassword =" not in text
    layer = cfg.layers.get("mapper_xml")
    if cfg.project.category == "MybatisPlus":
        # the category writes no mapper XML: a [layers.mapper_xml] would make the config fail
        assert layer is None
        assert xml is None or f"# the project's mapper XML ({xml}): category MybatisPlus writes none" in text
    else:
        assert (layer.path if layer else None) == xml
    assert all("${" in ln for ln in text.splitlines() if ln.startswith("password"))
    assert "123456" not in text and "123456" not in res.output  # a demo password of these projects


def test_password_never_printed(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("newbee-mall")
    props = root / "src/main/resources/application.properties"
    props.write_text(props.read_text().replace("password=123456", "password=S3cr3t-Val"), encoding="utf-8")
    res = run(["init", "--from-project", "--output", "newbee-mall"], tmp_path)
    assert res.exit_code == 0
    assert "S3cr3t-Val" not in res.output
    assert "S3cr3t-Val" not in (tmp_path / "genix.toml").read_text()


def test_options_given_override_inferred(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("spring-petclinic")
    res = run(
        [
            "init",
            "--from-project",
            "--output",
            "spring-petclinic",
            "--url",
            "sqlite:///x.db",
            "--package",
            "com.acme",
            "--category",
            "MybatisPlus",
        ],
        tmp_path,
    )
    assert res.exit_code == 0, res.output
    cfg = Config.model_validate(parse_toml((tmp_path / "genix.toml").read_text(), tmp_path / "genix.toml"))
    assert (cfg.connections["main"].url, cfg.project.base_package, cfg.project.category) == (
        "sqlite:///x.db",
        "com.acme",
        "MybatisPlus",
    )


def _fails(tmp_path: Path, args: list[str], *words: str) -> str:
    res = run(args, tmp_path)
    assert res.exit_code == 2, res.output
    assert not (tmp_path / "genix.toml").exists()
    for w in words:
        assert w in res.output
    return str(res.output)


def test_no_datasource_in_default_profile(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("spring-petclinic")
    _fails(
        tmp_path, ["init", "--from-project", "--output", "spring-petclinic"], "no datasource URL", "--profile"
    )


def test_datasource_in_nacos(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("ruoyi-cloud-boot2")
    _fails(
        tmp_path,
        ["init", "--from-project", "--output", "ruoyi-cloud-boot2/ruoyi-modules/ruoyi-system"],
        "no datasource URL",
    )


def test_placeholder_without_default(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("newbee-mall")
    props = root / "src/main/resources/application.properties"
    lines = props.read_text().splitlines()
    lines = [
        "spring.datasource.url=${DB_URL}" if ln.startswith("spring.datasource.url=") else ln for ln in lines
    ]
    props.write_text("\n".join(lines) + "\n")
    out = _fails(tmp_path, ["init", "--from-project", "--output", "newbee-mall"], "${DB_URL}", "no default")
    assert "application.properties:10" in out


def test_untranslatable_url(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("realworld-gradle-mybatis")
    out = _fails(
        tmp_path,
        ["init", "--from-project", "--output", "realworld-gradle-mybatis", "--profile", "test"],
        "in-memory SQLite",
    )
    assert "application-test.properties:1" in out


def test_not_spring_boot(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "app").mkdir()
    (tmp_path / "app/pom.xml").write_text(
        "<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>a</artifactId>"
        "<version>1</version></project>"
    )
    _fails(
        tmp_path, ["init", "--from-project", "--output", "app"], "not a Spring Boot project", "app/pom.xml"
    )


def test_malformed_yaml(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("mall")
    (root / "mall-admin/src/main/resources/application.yml").write_text(
        "spring:\n  a: [x\n", encoding="utf-8"
    )
    _fails(
        tmp_path,
        ["init", "--from-project", "--output", "mall/mall-admin"],
        "not valid YAML",
        "application.yml:",
    )


def test_no_main_class(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("newbee-mall", with_main=False)
    _fails(
        tmp_path, ["init", "--from-project", "--output", "newbee-mall"], "@SpringBootApplication", "--package"
    )


def test_end_to_end_sqlite_plan(project, tmp_path, corpus_sqlite) -> None:  # type: ignore[no-untyped-def]
    """The inferred config drives a real `genix plan` against the project's SQLite file."""
    root = project("realworld-gradle-mybatis")
    shutil.copy(corpus_sqlite["sakila"], root / "dev.db")
    assert run(["init", "--from-project", "--output", "realworld-gradle-mybatis"], tmp_path).exit_code == 0
    res = run(["plan", "--json"], tmp_path)
    assert res.exit_code == 0, res.output
    assert '"verb": "create"' in res.output
    assert '"path": "src/main/resources/mapper/ActorMapper.xml"' in res.output


def test_end_to_end_mysql_schema_dump(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A project pointing at the real MariaDB server: the password comes only from the env."""
    from sqlalchemy.engine import make_url

    base = os.environ.get("GENIX_TEST_MYSQL_URL")
    need(bool(base), "GENIX_TEST_MYSQL_URL")
    u = make_url(str(base))
    root = project("newbee-mall")
    props = root / "src/main/resources/application.properties"
    text = props.read_text()
    text = text.replace(
        "jdbc:mysql://localhost:3306/newbee_mall_db", f"jdbc:mysql://{u.host}:{u.port or 3306}/sakila"
    )
    text = text.replace("username=root", f"username={u.username}").replace(
        "password=123456", f"password={u.password}"
    )
    props.write_text(text)
    assert run(["init", "--from-project", "--output", "newbee-mall"], tmp_path).exit_code == 0
    no_env = run(["schema", "dump"], tmp_path, env={"DB_PASSWORD": None})  # type: ignore[dict-item]
    assert no_env.exit_code == 2 and "DB_PASSWORD" in no_env.output
    res = run(["schema", "dump"], tmp_path, env={"DB_PASSWORD": str(u.password)})
    assert res.exit_code == 0, res.output
    assert '"name": "film"' in res.output
