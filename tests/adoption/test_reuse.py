"""``[tables] existing = "reuse"`` (issue 36): a table the team's code maps already gets genix's
service and controller over the team's own entity and MyBatis-Plus mapper, which genix neither
writes nor changes. Each column is the entity's field of it (name and type, ``@TableId`` /
``@TableField`` names honoured), a column it does not map is left out, the columns its base
class maps are kept on a replace, and what cannot work is one located error. The reactor
proof (compiled against eladmin's own ``Job`` and ``JobMapper``) is in ``test_adoption_java``."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError
from dbjavagenix.javaproject.sources import scan
from dbjavagenix.javaproject.teammodel import read_team_model
from tests.adoption.conftest import write_config, write_java

BASE = """package com.team.base;

import com.baomidou.mybatisplus.annotation.FieldFill;
import com.baomidou.mybatisplus.annotation.TableField;
import java.sql.Timestamp;

public class AuditEntity {
    @TableField(fill = FieldFill.INSERT)
    private String createBy;
    @TableField(value = "create_time", fill = FieldFill.INSERT)
    private Timestamp createTime;
    private static final long serialVersionUID = 1L;
}
"""
ENTITY = """package com.team.model;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.team.base.AuditEntity;
import java.util.List;

@TableName("biz_customer")
public class Client extends AuditEntity {
    @TableId(value = "customer_id", type = IdType.AUTO)
    private Long id;
    @TableField("customer_name")
    private String name;
    private String phone;
    private String email;
    private String loginPassword;
    private Character status;
    @com.baomidou.mybatisplus.annotation.TableLogic(value = "0", delval = "2")
    private String delFlag;
    private String updateBy;
    @TableField(exist = false)
    private List<String> tags;
}
"""
BASE_MAPPER = """package com.team.base;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;

public interface TeamMapper<T> extends BaseMapper<T> {
}
"""
MAPPER = """package com.team.mapper;

import com.team.base.TeamMapper;
import com.team.model.Client;

public interface ClientMapper extends TeamMapper<Client> {
    Client findByName(String name);
}
"""
BODY = '[tables]\ninclude = ["biz_customer"]\n\n[tables.biz_customer]\nexisting = "reuse"\nclass_name = "Customer"\n'


def _team(out: Path, *, mapper: bool = True, entity: str = ENTITY) -> None:
    write_java(out, "src/main/java/com/team/base/AuditEntity.java", BASE)
    write_java(out, "src/main/java/com/team/model/Client.java", entity)
    if mapper:
        write_java(out, "src/main/java/com/team/base/TeamMapper.java", BASE_MAPPER)
        write_java(out, "src/main/java/com/team/mapper/ClientMapper.java", MAPPER)


def test_read_team_model(tmp_path: Path) -> None:
    _team(tmp_path)
    model = read_team_model(scan(tmp_path), "com.team.model.Client")
    assert model is not None
    assert model.mapper == "com.team.mapper.ClientMapper"
    assert model.file == "src/main/java/com/team/model/Client.java"
    got = {f.column: (f.name, f.java_type, f.inherited) for f in model.fields}
    roles = {f.column: (f.role, f.not_deleted, f.deleted) for f in model.fields if f.role}
    assert roles == {
        "del_flag": ("logic-delete", "0", "2"),
        "create_by": ("fill-on-insert", None, None),
        "create_time": ("fill-on-insert", None, None),
    }
    assert got == {
        "customer_id": ("id", "Long", False),
        "customer_name": ("name", "String", False),
        "phone": ("phone", "String", False),
        "email": ("email", "String", False),
        "login_password": ("loginPassword", "String", False),
        "status": ("status", "Character", False),
        "del_flag": ("delFlag", "String", False),
        "update_by": ("updateBy", "String", False),
        "create_by": ("createBy", "String", True),
        "create_time": ("createTime", "java.sql.Timestamp", True),
    }


@pytest.mark.parametrize("category", ["MybatisPlus", "sb35-java21"])
def test_reuse_generates_service_and_controller_over_the_team_classes(tmp_path: Path, category: str) -> None:
    out = tmp_path / "out"
    _team(out)
    cfg = write_config(tmp_path, BODY, project=f'category = "{category}"')
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert not result.clashes
    paths = sorted(e.path for e in result.plan.entries if e.table == "biz_customer")
    names = {p.rsplit("/", 1)[-1] for p in paths}
    assert "CustomerService.java" in names and "CustomerController.java" in names
    # neither the entity nor the mapper (interface or XML) is genix's; the list query's mapper is
    assert not [p for p in paths if "/entity/" in p or p.endswith(("/CustomerMapper.java", ".xml"))], paths
    assert "CustomerQueryMapper.java" in names
    (warning,) = [w for w in result.warnings if "reuses the project's" in w.message]
    assert warning.message == (
        "table biz_customer reuses the project's com.team.model.Client and com.team.mapper.ClientMapper: "
        "genix generates its service and controller over them (left out, as the entity maps none: "
        "update_time, remark)"
    )
    assert warning.location is not None and warning.location.line == 11  # public class Client
    loaded = load_config(cfg)
    project = pipeline.resolve_project(pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded)))
    (table,) = project.tables
    assert table.team_mapper and not table.inserts_defaults
    assert table.classes["entity"].fqn == "com.team.model.Client"
    assert table.classes["mapper"].fqn == "com.team.mapper.ClientMapper"
    assert table.classes["service_impl"].extends_type == (
        "com.baomidou.mybatisplus.extension.service.impl.ServiceImpl<com.team.mapper.ClientMapper, com.team.model.Client>"
    )
    fields = {f.column: f for f in table.fields}
    assert "update_time" not in fields and "remark" not in fields
    assert (fields["customer_id"].name, fields["customer_name"].name) == ("id", "name")
    assert fields["create_time"].java_type == "Timestamp" and fields["create_time"].inherited
    assert fields["create_time"].kept and fields["create_by"].kept  # a replace keeps the team's audit
    assert not fields["phone"].inherited
    # the team's annotations are the columns' roles (genix.toml gives them none)
    assert (fields["create_by"].role, fields["create_time"].role) == ("fill-on-insert", "fill-on-insert")
    assert table.logic_delete is not None and table.logic_delete.column == "del_flag"
    assert (table.logic_delete.deleted, table.logic_delete.not_deleted) == ("'2'", "'0'")  # SQL literals
    impl = next(e.new for e in result.plan.entries if e.path.endswith("CustomerServiceImpl.java"))
    assert impl is not None
    impl = impl.decode()
    assert "import com.team.model.Client;" in impl and "import com.team.mapper.ClientMapper;" in impl
    assert "insertDefaults" not in impl


@pytest.mark.parametrize("category", ["Default", "MybatisPlus-Mixed", "MybatisPlus"])
def test_genix_own_mapper_over_the_team_entity(tmp_path: Path, category: str) -> None:
    """Default and MybatisPlus-Mixed call statements of genix's mapper, and MyBatis-Plus without a
    BaseMapper of the entity has no mapper to call: genix writes its own (named by class_name)."""
    out = tmp_path / "out"
    _team(out, mapper=category != "MybatisPlus")
    cfg = write_config(tmp_path, BODY, project=f'category = "{category}"')
    result = pipeline.build(load_config(cfg), dry_run=True)
    assert not result.clashes
    entries = {e.path.rsplit("/", 1)[-1]: e for e in result.plan.entries if e.table == "biz_customer"}
    assert "CustomerMapper.java" in entries and "Customer.java" not in entries
    assert ("CustomerMapper.xml" in entries) == (category != "MybatisPlus")
    assert not [w for w in result.warnings if "prints class" in w.message]  # the team's: known
    (warning,) = [w for w in result.warnings if "reuses the project's" in w.message]
    assert warning.message.startswith(
        "table biz_customer reuses the project's com.team.model.Client: genix generates its mapper "
        "CustomerMapper, service and controller over it"
    )
    mapper = entries["CustomerMapper.java"].new
    assert mapper is not None and b"import com.team.model.Client;" in mapper
    if category != "MybatisPlus":
        xml = entries["CustomerMapper.xml"].new
        assert xml is not None
        text = xml.decode()
        assert 'type="com.team.model.Client"' in text
        assert (
            'column="customer_id" property="id"' in text and 'column="customer_name" property="name"' in text
        )
        assert "update_time" not in text  # the entity maps no such column


def test_an_unmapped_key_or_a_primitive_boolean_is_one_located_error(tmp_path: Path) -> None:
    out = tmp_path / "out"
    cfg = write_config(tmp_path, BODY, project='category = "MybatisPlus"')
    _team(
        out,
        entity=ENTITY.replace('@TableId(value = "customer_id", type = IdType.AUTO)', "").replace(
            "private String phone;", "private boolean phone;"
        ),
    )
    with pytest.raises(ConfigError) as e:
        pipeline.build(load_config(cfg), dry_run=True)
    (d,) = e.value.diagnostics
    assert d.message == (
        "table biz_customer: genix cannot generate around the team's com.team.model.Client: "
        "the key column 'customer_id' (no field of the entity maps it); the field 'phone' (line 16) "
        "of column 'phone' is a primitive boolean (genix's code tells a missing value by null; make it Boolean)"
    )
    assert d.location is not None and d.location.file == "src/main/java/com/team/model/Client.java"
    assert not (out / "src/main/java/com/acme").exists()


def test_genix_mapper_of_the_team_mapper_name_is_a_clash(tmp_path: Path) -> None:
    """Without ``class_name`` genix's own mapper would take the name of the team's (a second bean
    ``bizCustomerMapper``): the clash scan refuses it, naming the team's class."""
    out = tmp_path / "out"
    _team(out, mapper=False)
    write_java(
        out,
        "src/main/java/com/team/mapper/BizCustomerMapper.java",
        "package com.team.mapper;\n\n@org.apache.ibatis.annotations.Mapper\npublic interface BizCustomerMapper {\n}\n",
    )
    cfg = write_config(
        tmp_path, '[tables]\ninclude = ["biz_customer"]\nexisting = "reuse"\n', project='category = "Default"'
    )
    result = pipeline.build(load_config(cfg), dry_run=True)
    (clash,) = result.clashes
    assert clash.kind == "class" and clash.message.endswith(
        "the project has com.team.mapper.BizCustomerMapper"
    )


def test_read_a_jpa_entity_and_a_mapper_over_a_wildcard_import(tmp_path: Path) -> None:
    write_java(
        tmp_path,
        "src/main/java/com/team/model/Item.java",
        'package com.team.model;\n\nimport jakarta.persistence.*;\n\n@Entity\n@Table(name = "biz_item")\n'
        'public class Item {\n    @Id\n    @Column(name = "item_id")\n    private Long id;\n'
        '    @Column(name = "`qty`", nullable = false)\n    private int quantity;\n'
        "    @Transient\n    private String label;\n    private transient Object cache;\n}\n",
    )
    write_java(
        tmp_path,
        "src/main/java/com/team/mapper/ItemRepo.java",
        "package com.team.mapper;\n\nimport com.baomidou.mybatisplus.core.mapper.BaseMapper;\n"
        "import com.team.model.*;\n\npublic interface ItemRepo extends BaseMapper<Item> {\n}\n",
    )
    model = read_team_model(scan(tmp_path), "com.team.model.Item")
    assert model is not None and model.mapper == "com.team.mapper.ItemRepo"  # a primitive: refused by reuse
    assert [(f.column, f.name, f.java_type, f.primitive) for f in model.fields] == [
        ("item_id", "id", "Long", None),
        ("qty", "quantity", "Integer", "int"),
    ]
