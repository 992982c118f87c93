"""Spring configuration merged the way Spring merges it, on the real projects' files and on
small cases for each rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.springconfig import load_spring_config


def write(root: Path, rel: str, text: str) -> None:
    p = root / "src/main/resources" / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def test_multi_document_yaml_with_repeated_top_level_keys(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("ruoyi-vue-pro-boot3") / "yudao-server")
    assert cfg.profiles == ("local",)
    assert cfg.value("spring.application.name") == "yudao-server"
    assert cfg.value("mybatis-plus.global-config.db-config.id-type") == "NONE"
    # ${yudao.info.base-package} from another document of the same file
    assert cfg.value("mybatis-plus.type-aliases-package") == "cn.iocoder.yudao.module.*.dal.dataobject"
    url = cfg.get("spring.datasource.dynamic.datasource.master.url")
    assert url is not None and url.file.endswith("application-local.yaml")


def test_maven_filter_tokens_are_read_and_replaced(project) -> None:  # type: ignore[no-untyped-def]
    root = project("pig-boot3")
    # a strict YAML parser rejects `name: @project.artifactId@`; genix quotes, then filters
    cfg = load_spring_config(root / "pig-boot", filters={"project.artifactId": "pig-boot"})
    assert cfg.value("spring.application.name") == "pig-boot"
    assert cfg.value("mybatis-plus.mapper-locations") == "classpath*:/mapper/*Mapper.xml"
    assert (
        cfg.value("mybatis-plus.configuration.jdbc-type-for-null") == "null"
    )  # quoted 'null' stays a string
    unfiltered = load_spring_config(root / "pig-upms" / "pig-upms-biz")
    assert unfiltered.value("spring.application.name") == "@artifactId@"
    assert unfiltered.value("spring.cloud.nacos.discovery.server-addr") == "127.0.0.1:8848"


def test_profile_from_config_folder_and_placeholders(project) -> None:  # type: ignore[no-untyped-def]
    module = project("eladmin-mp") / "eladmin" / "eladmin-system"
    dev = load_spring_config(module)
    assert dev.files[0] == "src/main/resources/config/application.yml"
    assert dev.profiles == ("dev",)  # `active: dev,quartz` is only in a comment
    assert "src/main/resources/config/application-quartz.yml" not in dev.files
    both = load_spring_config(module, ["dev", "quartz"])
    assert both.files[-1] == "src/main/resources/config/application-quartz.yml"
    prod = load_spring_config(module, ["prod"])
    raw = prod.get("spring.datasource.druid.url")
    assert raw is not None and raw.value is not None and "${DB_HOST:localhost}" in raw.value
    assert prod.value("spring.datasource.druid.url") == (
        "jdbc:mysql://localhost:3306/eladmin?serverTimezone=Asia/Shanghai&characterEncoding=utf8&useSSL=false"
    )


def test_camel_case_keys_bind_relaxed(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("ruoyi-vue-boot2") / "ruoyi-admin")
    assert cfg.value("mybatis.mapper-locations") == "classpath*:mapper/**/*Mapper.xml"  # mapperLocations
    assert cfg.value("mybatis.type-aliases-package") == "com.ruoyi.**.domain"


def test_yaml_list(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("mall") / "mall-admin")
    assert [e.value for e in cfg.list("mybatis.mapper-locations")] == [
        "classpath:dao/*.xml",
        "classpath*:com/**/mapper/*.xml",
    ]


def test_properties_file(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("newbee-mall"))
    assert cfg.profiles == ("default",)
    assert cfg.value("spring.datasource.driver-class-name") == "com.mysql.cj.jdbc.Driver"  # driverClassName
    assert cfg.value("mybatis.mapper-locations") == "classpath:mapper/*Mapper.xml"  # last line, no newline


def test_whole_value_placeholder_in_properties(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("spring-petclinic"), ["mysql"])
    assert cfg.value("spring.datasource.url") == "jdbc:mysql://localhost/petclinic"


def test_bootstrap_only(project) -> None:  # type: ignore[no-untyped-def]
    cfg = load_spring_config(project("ruoyi-cloud-boot2") / "ruoyi-modules" / "ruoyi-system")
    assert cfg.files == ("src/main/resources/bootstrap.yml",)
    assert cfg.profiles == ("dev",)
    assert cfg.get("spring.datasource.url") is None


def test_precedence_rules(tmp_path: Path) -> None:
    write(tmp_path, "bootstrap.yml", "a: from-bootstrap\nb: from-bootstrap\n")
    write(tmp_path, "application.yml", "b: yml\nc: yml\nlist: [1, 2, 3]\nspring.profiles.active: p1, p2\n")
    write(tmp_path, "application.properties", "c=properties\n")
    write(tmp_path, "config/application.properties", "d=config-folder\n")
    write(tmp_path, "application-p1.yml", "e: p1\nf: p1\nlist: [9]\n")
    write(tmp_path, "application-p2.properties", "f=p2\n")
    cfg = load_spring_config(tmp_path)
    assert cfg.profiles == ("p1", "p2")
    assert cfg.value("a") == "from-bootstrap"
    assert cfg.value("b") == "yml"  # application beats bootstrap
    assert cfg.value("c") == "properties"  # .properties beats .yml in one folder
    assert cfg.value("d") == "config-folder"
    assert cfg.value("f") == "p2"  # the later profile wins
    assert [e.value for e in cfg.list("list")] == ["9"]  # lists are replaced, not merged


def test_profile_documents_and_groups(tmp_path: Path) -> None:
    write(
        tmp_path,
        "application.yml",
        "spring:\n  profiles:\n    active: prod\n    group:\n      prod: db,extra\nx: base\n"
        "---\nspring.config.activate.on-profile: db\nx: db-doc\n---\nspring.profiles: '!prod'\ny: not-prod\n",
    )
    cfg = load_spring_config(tmp_path)
    assert cfg.profiles == ("prod", "db", "extra")
    assert cfg.value("x") == "db-doc"
    assert cfg.get("y") is None


def test_placeholder_defaults_nest(tmp_path: Path) -> None:
    write(tmp_path, "application.properties", "a=${MISSING:${ALSO_MISSING:deep}}\nb=${a}-x\nc=${NOPE}\n")
    cfg = load_spring_config(tmp_path)
    assert cfg.value("a") == "deep"
    assert cfg.value("b") == "deep-x"
    assert cfg.value("c") == "${NOPE}"  # the environment is never read


def test_malformed_yaml_is_located(tmp_path: Path) -> None:
    write(tmp_path, "application.yml", "spring:\n  datasource:\n    url: [unclosed\n  other: 1\n")
    with pytest.raises(InputError) as e:
        load_spring_config(tmp_path)
    loc = e.value.diagnostics[0].location
    assert loc.file == "src/main/resources/application.yml" and loc.line == 4
    assert e.value.message.startswith("not valid YAML")
