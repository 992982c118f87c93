"""Base classes on every layer (``[layers.LAYER] extends``): the team's base mapper, service and
service implementation with the type arguments genix decides from their sources, the MyBatis-Plus
ancestry they must keep, the layers ``extends`` does not apply to; a table's own base entity
(``[tables.TABLE] extends``) and class annotations (``[tables.TABLE] annotations``,
``[layers.LAYER] annotations``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import GenixError
from tests.adoption.conftest import field, write_java

Resolve = Callable[..., tuple[dict[str, Any], Any]]
MP = 'category = "MybatisPlus"'
JAVA = "out/src/main/java/com/acme/base/"
MAPPER_X = """package com.acme.base;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;

/** ruoyi-vue-pro's shape. */
public interface BaseMapperX<T> extends BaseMapper<T> {
    default T selectFirst() { return null; }
}
"""
PLAIN_MAPPER = "package com.acme.base;\n\npublic interface PlainMapper<T, K> {\n}\n"
SERVICE_X = (
    "package com.acme.base;\n\nimport com.baomidou.mybatisplus.extension.service.IService;\n\n"
    "public interface BaseServiceX<T> extends IService<T> {\n}\n"
)
IMPL_X = """package com.acme.base;

import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;

public class BaseServiceImplX<M extends BaseMapperX<T>, T> extends ServiceImpl<M, T> {
}
"""
DEFAULT_IMPL = "package com.acme.base;\n\npublic abstract class AbstractService<T> {\n}\n"
BASE_DO = """package com.acme.base;

import java.time.LocalDateTime;

public class BaseDO {
    private String createBy;
    private LocalDateTime createTime;
    private String updateBy;
    private LocalDateTime updateTime;
}
"""
REMARKED_DO = (
    "package com.acme.base;\n\npublic class RemarkedDO extends BaseDO {\n    private String remark;\n}\n"
)


def _files(root: Path, **files: str) -> None:
    for name, text in files.items():
        write_java(root, JAVA + name + ".java", text)


def test_mybatis_plus_team_bases_replace_its_own(resolve: Resolve, tmp_path: Path) -> None:
    _files(tmp_path, BaseMapperX=MAPPER_X, BaseServiceX=SERVICE_X, BaseServiceImplX=IMPL_X)
    tables, prepared = resolve(
        '[layers.mapper]\nextends = "com.acme.base.BaseMapperX"\n'
        '[layers.service]\nextends = "com.acme.base.BaseServiceX"\n'
        '[layers.service_impl]\nextends = "com.acme.base.BaseServiceImplX"\n',
        project=MP,
    )
    classes = tables["biz_customer"].classes
    assert classes["mapper"].extends == "com.acme.base.BaseMapperX"
    assert classes["mapper"].extends_type == "com.acme.base.BaseMapperX<com.acme.entity.BizCustomer>"
    assert classes["service"].extends_type == "com.acme.base.BaseServiceX<com.acme.entity.BizCustomer>"
    assert classes["service_impl"].extends_type == (
        "com.acme.base.BaseServiceImplX<com.acme.mapper.BizCustomerMapper, com.acme.entity.BizCustomer>"
    )
    assert not prepared.warnings or all("BaseMapperX" not in w.render() for w in prepared.warnings)


def test_mybatis_plus_own_supertypes_without_extends(resolve: Resolve) -> None:
    tables, _ = resolve("", project=MP)
    classes = tables["biz_order"].classes
    assert classes["mapper"].extends is None
    assert classes["mapper"].extends_type == (
        "com.baomidou.mybatisplus.core.mapper.BaseMapper<com.acme.entity.BizOrder>"
    )
    assert classes["service_impl"].extends_type == (
        "com.baomidou.mybatisplus.extension.service.impl.ServiceImpl"
        "<com.acme.mapper.BizOrderMapper, com.acme.entity.BizOrder>"
    )


def test_type_arguments_follow_the_type_parameters(resolve: Resolve, tmp_path: Path) -> None:
    """Default category: two type parameters of a mapper are the entity and the key type, one of a
    service implementation the entity; a class genix cannot read takes none (a warning says so)."""
    _files(tmp_path, PlainMapper=PLAIN_MAPPER, AbstractService=DEFAULT_IMPL)
    tables, prepared = resolve(
        '[layers.mapper]\nextends = "com.acme.base.PlainMapper"\n'
        '[layers.service_impl]\nextends = "com.acme.base.AbstractService"\n'
        '[layers.service]\nextends = "com.acme.base.Elsewhere"\n'
    )
    classes = tables["biz_customer"].classes
    assert classes["mapper"].extends_type == "com.acme.base.PlainMapper<com.acme.entity.BizCustomer, Long>"
    assert (
        classes["service_impl"].extends_type == "com.acme.base.AbstractService<com.acme.entity.BizCustomer>"
    )
    assert classes["service"].extends_type == "com.acme.base.Elsewhere"
    warned = [w.render() for w in prepared.warnings if "layers.service.extends" in w.render()]
    assert warned and "base service com.acme.base.Elsewhere is not found" in warned[0]


def test_an_unreadable_base_takes_the_arguments_of_the_class_it_replaces(
    resolve: Resolve, tmp_path: Path
) -> None:
    (tmp_path / "out").mkdir()
    tables, prepared = resolve('[layers.mapper]\nextends = "com.acme.base.Missing"\n', project=MP)
    assert tables["biz_customer"].classes["mapper"].extends_type == (
        "com.acme.base.Missing<com.acme.entity.BizCustomer>"
    )
    assert any("genix extends it as written with <Entity>" in w.render() for w in prepared.warnings)


@pytest.mark.parametrize(
    ("files", "body", "message", "key"),
    [
        (
            {},
            '[layers.mapper_xml]\nextends = "com.acme.base.X"\n',
            "[layers.mapper_xml] extends does not apply: its file is mapper XML, not a class",
            "layers.mapper_xml.extends",
        ),
        (
            {},
            '[layers.list_query]\nextends = "com.acme.base.X"\n',
            "[layers.list_query] extends does not apply",
            "layers.list_query.extends",
        ),
        (
            {"PlainMapper": PLAIN_MAPPER},
            '[layers.mapper]\nextends = "com.acme.base.PlainMapper"\n',
            "com.acme.base.PlainMapper does not extend com.baomidou.mybatisplus.core.mapper.BaseMapper",
            "layers.mapper.extends",
        ),
        (
            {"AbstractService": DEFAULT_IMPL},
            '[layers.service]\nextends = "com.acme.base.AbstractService"\n',
            "com.acme.base.AbstractService is a class: the service is an interface",
            "layers.service.extends",
        ),
        (
            {
                "Three": "package com.acme.base;\npublic interface Three<A, B, C> extends "
                "com.baomidou.mybatisplus.core.mapper.BaseMapper<A> {}\n"
            },
            '[layers.mapper]\nextends = "com.acme.base.Three"\n',
            "declares 3 type parameters (<A, B, C>)",
            "layers.mapper.extends",
        ),
        (
            {},
            '[layers.mapper]\nextends = "BaseMapperX"\n',
            "not a fully qualified class name",
            "layers.mapper.extends",
        ),
        (
            {},
            '[tables.biz_customer]\nannotations = ["@TenantIgnore"]\n',
            "names TenantIgnore without a package",
            "tables.biz_customer.annotations[0]",
        ),
        (
            {},
            '[layers.mapper_xml]\nannotations = ["@com.acme.X"]\n',
            "[layers.mapper_xml] annotations do not apply",
            "layers.mapper_xml.annotations",
        ),
    ],
)
def test_misplaced_bases_are_located(
    resolve: Resolve, tmp_path: Path, files: dict[str, str], body: str, message: str, key: str
) -> None:
    (tmp_path / "out").mkdir(exist_ok=True)
    _files(tmp_path, **files)
    with pytest.raises(GenixError) as e:
        resolve(body, project='category = "MybatisPlus-Mixed"')
    assert message in str(e.value)
    assert key in str(e.value)


def test_a_key_type_argument_needs_a_one_column_key(tmp_path: Path) -> None:
    _files(tmp_path, PlainMapper=PLAIN_MAPPER)
    ddl = tmp_path / "link.sql"
    ddl.write_text(
        "create table link (a int not null, b int not null, primary key (a, b));\n", encoding="utf-8"
    )
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\noutput = "out"\nbase_package = "com.acme"\n'
        f'[connections.main]\nddl = ["{ddl.as_posix()}"]\ndialect = "mariadb"\n'
        '[layers.mapper]\nextends = "com.acme.base.PlainMapper"\n',
        encoding="utf-8",
    )
    loaded = load_config(cfg)
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    with pytest.raises(GenixError) as e:
        pipeline.resolve_project(prepared)
    text = str(e.value)
    assert "layers.mapper.extends" in text
    assert "takes the key type: table 'link' has a composite key" in text


def test_a_table_extends_its_own_base_entity(resolve: Resolve, tmp_path: Path) -> None:
    """``biz_order_item`` has no ``remark``: it extends ``BaseDO`` while the others extend
    ``RemarkedDO``; its own annotations go on its entity only."""
    _files(tmp_path, BaseDO=BASE_DO, RemarkedDO=REMARKED_DO)
    tables, prepared = resolve(
        '[layers.entity]\nextends = "com.acme.base.RemarkedDO"\nannotations = ["@com.acme.base.Audited"]\n'
        '[tables.biz_order_item]\nextends = "com.acme.base.BaseDO"\n'
        'annotations = ["@TenantIgnore", "@com.acme.base.Table(\\"{table}\\")"]\n'
        '[api]\nimports = ["com.acme.base.TenantIgnore"]\n'
    )
    item = tables["biz_order_item"]
    assert item.classes["entity"].extends == item.classes["entity"].extends_type == "com.acme.base.BaseDO"
    assert item.entity_base is not None and item.entity_base.cls.fqn == "com.acme.base.BaseDO"
    assert field(item, "create_time").inherited and field(item, "create_time").java_type == "LocalDateTime"
    anns = item.classes["entity"].annotations
    assert anns[-3:] == (
        "@com.acme.base.Audited",
        "@com.acme.base.TenantIgnore",
        '@com.acme.base.Table("biz_order_item")',
    )
    customer = tables["biz_customer"]
    assert customer.classes["entity"].extends == "com.acme.base.RemarkedDO"
    assert field(customer, "remark").inherited
    assert customer.classes["entity"].annotations[-1] == "@com.acme.base.Audited"
    assert set(prepared.conventions.table_bases) == {"com.acme.base.BaseDO"}
    # the same table under the base that maps `remark`: the located error names its own key
    with pytest.raises(GenixError) as e:
        resolve('[tables.biz_order_item]\nextends = "com.acme.base.RemarkedDO"\n')
    assert "tables.biz_order_item.extends: table 'biz_order_item' has no column 'remark'" in str(e.value)
    with pytest.raises(GenixError) as e:
        resolve('[tables.biz_order_item]\nextends = "com.acme.base.Nowhere"\n')
    assert "tables.biz_order_item.extends: base entity com.acme.base.Nowhere is not found" in str(e.value)
