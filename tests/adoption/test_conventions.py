"""The team's conventions resolved into the context: logic-delete values, the base entity read
from the project's sources, wrappers, per-operation annotations, URL style, module folders,
and the located errors and warnings of each."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import GenixError
from tests.adoption.conftest import field, write_config, write_java

Resolve = Callable[..., tuple[dict[str, Any], Any]]

BASE_ENTITY = """package com.acme.common;

import java.io.Serializable;
import java.util.Date;
import java.util.Map;
import com.fasterxml.jackson.annotation.JsonIgnore;

/** Entity base: "class Fake {" in a comment is no class. */
public class BaseEntity implements Serializable {
    private static final long serialVersionUID = 1L;
    @JsonIgnore
    private String searchValue;
    private String createBy;
    private Date createTime;
    private String updateBy;
    private Date updateTime;
    private String remark;
    private Map<String, Object> params;
    public String getCreateBy() { return createBy; }
}
"""
LOMBOK_BASE = """package com.acme.common;

import java.sql.Timestamp;
import lombok.Data;
import com.baomidou.mybatisplus.annotation.TableField;

@Data
public class AuditEntity {
    private String createBy;
    private Timestamp createTime;
    @TableField(exist = false)
    private String note;
}
"""
WRAPPERS = {
    "app/src/main/java/com/acme/common/R.java": "package com.acme.common;\npublic class R<T> {\n"
    "    public static <T> R<T> ok(T data) { return null; }\n"
    "    public static <T> R<T> error(int code, String msg) { return null; }\n}\n",
    "app/src/main/java/com/acme/common/Page.java": "package com.acme.common;\npublic class Page { }\n",
}


def _project(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        write_java(root, rel, text)


def test_logic_delete_values_by_column_type(resolve: Resolve) -> None:
    tables, _ = resolve(
        '[rules.deleted]\ncolumns = ["del_flag"]\nrole = "logic-delete"\ndeleted = "2"\nnot_deleted = "0"\n'
    )
    ld = tables["biz_customer"].logic_delete
    assert ld is not None
    assert (ld.deleted, ld.not_deleted, ld.live, ld.set_deleted) == (
        "'2'",
        "'0'",
        "del_flag = '0'",
        "del_flag = '2'",
    )
    assert (ld.value, ld.delval, ld.java_not_deleted) == ("0", "2", '"0"')
    flag = field(tables["biz_customer"], "del_flag")
    assert not flag.insertable and not flag.updatable and not flag.filterable
    # a timestamp-style "deleted at" column: NULL exists, a delete writes the current time
    tables, _ = resolve(
        '[rules.gone]\ncolumns = ["update_time"]\ntables = ["biz_order"]\nrole = "logic-delete"\n'
    )
    ld = tables["biz_order"].logic_delete
    assert ld is not None
    assert (ld.live, ld.set_deleted, ld.value, ld.delval) == (
        "update_time IS NULL",
        "update_time = CURRENT_TIMESTAMP",
        "null",
        "CURRENT_TIMESTAMP",
    )
    # numbers and defaults
    tables, _ = resolve('[rules.q]\ncolumns = ["quantity"]\nrole = "logic-delete"\n')
    ld = tables["biz_order_item"].logic_delete
    assert ld is not None and (ld.deleted, ld.not_deleted, ld.java_not_deleted) == ("1", "0", "0")


@pytest.mark.parametrize(
    ("body", "message", "key"),
    [
        (
            '[rules.d]\ncolumns = ["del_flag"]\ndeleted = "2"\nignore = false\n',
            "is not its logic-delete column",
            "rules.d.deleted",
        ),
        (
            '[rules.d]\ncolumns = ["quantity"]\nrole = "logic-delete"\ndeleted = "yes"\n',
            "is not a number",
            "rules.d.deleted",
        ),
        (
            '[rules.d]\ncolumns = ["del_flag"]\nrole = "logic-delete"\ndeleted = "now"\n',
            '"now" (the current timestamp) does not fit',
            "rules.d.deleted",
        ),
        (
            '[rules.d]\ncolumns = ["create_time"]\nrole = "logic-delete"\nnot_deleted = "0"\n',
            "does not fit the date/time column",
            "rules.d.not_deleted",
        ),
        (
            '[rules.d]\ncolumns = ["del_flag"]\nrole = "logic-delete"\ndeleted = "0"\n',
            "are the same",
            "rules.d.deleted",
        ),
        (
            '[rules.d]\ncolumns = ["del_flag", "status"]\nrole = "logic-delete"\n',
            "has two logic-delete columns",
            "rules.d.role",
        ),
        (
            '[rules.d]\ncolumns = ["customer_id"]\ntables = ["biz_customer"]\nrole = "logic-delete"\n',
            "cannot be the logic-delete flag",
            "rules.d.role",
        ),
    ],
)
def test_bad_logic_delete_rules_are_located(resolve: Resolve, body: str, message: str, key: str) -> None:
    with pytest.raises(GenixError) as e:
        resolve(body)
    assert message in str(e.value)
    assert key in str(e.value)


def test_base_entity_fields_are_read_from_the_sources(resolve: Resolve, tmp_path: Path) -> None:
    _project(tmp_path / "out", {"src/main/java/com/acme/common/BaseEntity.java": BASE_ENTITY})
    tables, prepared = resolve(
        '[layers.entity]\nextends = "com.acme.common.BaseEntity"\nbase_optional = ["remark"]\n'
    )
    base = prepared.conventions.entity_base
    assert [f.column for f in base.fields.values()] == [
        "create_by",
        "create_time",
        "update_by",
        "update_time",
        "remark",
    ]  # static, @JsonIgnore and the Map left out
    assert base.required == ("create_by", "create_time", "update_by", "update_time")
    assert base.source == "src/main/java/com/acme/common/BaseEntity.java"
    customer = tables["biz_customer"]
    assert customer.classes["entity"].extends == "com.acme.common.BaseEntity"
    assert customer.entity_base is not None
    assert customer.entity_base.columns == ("create_by", "create_time", "update_by", "update_time", "remark")
    assert (customer.entity_base.call_super, customer.entity_base.to_string) == (False, False)
    own = [f.column for f in customer.own_fields]
    assert "create_by" not in own and "remark" not in own and "customer_name" in own
    created = field(customer, "create_time")
    assert created.inherited and created.java_type == "Date" and created.type_imports == ("java.util.Date",)
    # still mapped: every field is in the SQL side
    assert "create_time" in [f.column for f in customer.read_fields]
    # biz_order_item has no remark: optional
    assert tables["biz_order_item"].entity_base is not None


def test_base_entity_with_lombok_and_a_parent_in_the_project(resolve: Resolve, tmp_path: Path) -> None:
    _project(
        tmp_path / "out",
        {
            "src/main/java/com/acme/common/AuditEntity.java": LOMBOK_BASE,
            "src/main/java/com/acme/common/TenantEntity.java": "package com.acme.common;\n"
            "public class TenantEntity extends AuditEntity {\n    private String remark;\n}\n",
        },
    )
    tables, prepared = resolve(
        '[layers.entity]\nextends = "com.acme.common.TenantEntity"\nbase_optional = ["remark"]\n'
    )
    base = prepared.conventions.entity_base
    assert sorted(f.column for f in base.fields.values()) == ["create_by", "create_time", "remark"]
    assert base.call_super and base.to_string  # @Data on the parent
    assert field(tables["biz_customer"], "create_time").java_type == "Timestamp"


def test_a_table_without_the_base_columns_is_a_located_error(resolve: Resolve, tmp_path: Path) -> None:
    _project(tmp_path / "out", {"src/main/java/com/acme/common/BaseEntity.java": BASE_ENTITY})
    with pytest.raises(GenixError) as e:
        resolve('[layers.entity]\nextends = "com.acme.common.BaseEntity"\n')
    text = str(e.value)
    assert (
        "tables.biz_order_item: table 'biz_order_item' has no column 'remark' that the base entity BaseEntity"
        in text
    )
    assert "exclude the table, set [tables.biz_order_item] extends = false" in text
    # the way out the hint names
    tables, _ = resolve(
        '[layers.entity]\nextends = "com.acme.common.BaseEntity"\n[tables.biz_order_item]\nextends = false\n'
    )
    assert tables["biz_order_item"].entity_base is None
    assert tables["biz_order_item"].classes["entity"].extends is None
    assert not any(f.inherited for f in tables["biz_order_item"].fields)


def test_a_base_class_not_in_the_sources(resolve: Resolve, tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    with pytest.raises(GenixError) as e:
        resolve('[layers.entity]\nextends = "com.acme.common.Missing"\n')
    text = str(e.value)
    assert (
        "layers.entity.extends: base entity com.acme.common.Missing is not found in the Java sources" in text
    )
    assert "base_columns = " in text
    tables, _ = resolve(
        '[layers.entity]\nextends = "com.acme.common.Missing"\nbase_columns = ["create_by"]\n'
    )
    assert field(tables["biz_customer"], "create_by").inherited
    with pytest.raises(GenixError) as e:
        resolve('[layers.entity]\nextends = "BaseEntity"\n')
    assert "'BaseEntity' is not a fully qualified class name" in str(e.value)


def test_wrappers_are_found_in_the_sources_or_warned_about(resolve: Resolve, tmp_path: Path) -> None:
    _project(tmp_path, WRAPPERS)
    body = (
        '[api.result]\nclass = "com.acme.common.R"\n[api.page]\nclass = "com.acme.common.Page"\n'
        'of = "new {class}({items}, {total})"\n'
    )
    _, prepared = resolve(body, output="app")
    api = prepared.project.api
    assert (api.result.fqn, api.result.generic, api.result.generated) == ("com.acme.common.R", True, False)
    assert (api.page.fqn, api.page.generic) == ("com.acme.common.Page", False)
    assert "result" not in prepared.project.common and "page" not in prepared.project.common
    assert not prepared.warnings
    assert (
        api.returns("com.acme.entity.Film")
        == "org.springframework.http.ResponseEntity<com.acme.common.R<com.acme.entity.Film>>"
    )
    assert api.ok("row") == "return org.springframework.http.ResponseEntity.ok(com.acme.common.R.ok(row));"
    assert api.result.ok_empty == "com.acme.common.R.ok(null)"  # R has no ok()
    assert api.page_of("rows", "total") == "new com.acme.common.Page(rows, total)"
    _, prepared = resolve(body.replace("common.R", "common.Missing"), output="app")
    (w,) = prepared.warnings
    assert "response wrapper com.acme.common.Missing is not found in the Java sources under" in w.message
    assert w.location.key == ("api", "result", "class")


COMMON_RESULT = """package com.acme.api;

/** mall's CommonResult: no success() without data, no error(code, message). */
public class CommonResult<T> extends BaseResult {
    private long code;
    protected CommonResult(long code) { this.code = code; }
    public static <T> CommonResult<T> success(T data) { return null; }
    public static <T> CommonResult<T> success(T data, String message) { return null; }
    public long getCode() { return code; }
}
"""
BASE_RESULT = """package com.acme.api;

public abstract class BaseResult implements java.io.Serializable {
    public static <T> CommonResult<T> failed(String message) { return null; }
    public static <T> CommonResult<T> failed(long code, String... message) { return null; }
}
"""


def test_wrapper_calls_are_checked_against_its_static_methods(resolve: Resolve, tmp_path: Path) -> None:
    """The expressions of [api.result] call static methods the team's wrapper has (its own or
    its superclass's, varargs included); an unset ok_empty falls back to ok(null) when the
    wrapper has no ok()."""
    _project(
        tmp_path,
        {
            "app/src/main/java/com/acme/api/CommonResult.java": COMMON_RESULT,
            "app/src/main/java/com/acme/api/BaseResult.java": BASE_RESULT,
        },
    )
    body = '[api.result]\nclass = "com.acme.api.CommonResult"\nok = "{class}.success({value})"\n'
    with pytest.raises(GenixError) as e:
        resolve(body, output="app")
    (d,) = e.value.diagnostics
    assert d.location.key == ("api", "result", "error")
    assert "calls CommonResult.error with 2 arguments, which CommonResult does not declare" in d.message
    assert d.hint == (
        "the static methods of CommonResult: failed(1), failed(1+), success(1), success(2);"
        " e.g. error = '{class}.failed({code}, {message})'"
    )
    _, prepared = resolve(body + 'error = "{class}.failed({message})"\n', output="app")
    result = prepared.project.api.result
    assert result.ok_empty == "com.acme.api.CommonResult.success(null)"
    assert result.error == "com.acme.api.CommonResult.failed({message})"
    with pytest.raises(GenixError) as e:
        resolve(body + 'error = "{class}.failed({message})"\nok_empty = "{class}.success()"\n', output="app")
    (d,) = e.value.diagnostics
    assert d.location.key == ("api", "result", "ok_empty")
    assert d.hint is not None and d.hint.endswith("e.g. ok_empty = '{class}.success(null)'")
    # a superclass outside the sources: the methods cannot be known, nothing is refused
    (tmp_path / "app/src/main/java/com/acme/api/BaseResult.java").unlink()
    _, prepared = resolve(body, output="app")
    assert prepared.project.api.result.ok_empty == "com.acme.api.CommonResult.success()"


def test_response_styles(resolve: Resolve) -> None:
    _, prepared = resolve("")
    api = prepared.project.api
    assert api.result.generated and api.page.generated
    assert api.missing() == (
        "return org.springframework.http.ResponseEntity.status(org.springframework.http.HttpStatus.NOT_FOUND)"
        '.body(com.acme.common.Result.error(404, "not found"));'
    )
    _, prepared = resolve('[api]\nresponse_entity = false\n[api.result]\nclass = "none"\n')
    api = prepared.project.api
    assert api.returns("Void") == "void" and api.returns("X") == "X"
    assert api.missing().startswith("throw new org.springframework.web.server.ResponseStatusException(")
    _, prepared = resolve(
        '[api]\nresponse_entity = false\n[api.result]\nclass = "com.acme.AjaxResult"\ngeneric = false\n'
        'ok = "{class}.success({value})"\n[api.page]\npaging = "pagehelper"\nstart = "startPage()"\n'
    )
    api = prepared.project.api
    assert api.done() == "return com.acme.AjaxResult.success();"
    assert api.returns("Film") == "com.acme.AjaxResult"
    assert (api.page.start, api.page.page_params) == ("startPage();", False)


def test_annotations_and_url_style(resolve: Resolve) -> None:
    tables, _ = resolve(
        """
[tables]
strip_prefixes = ["biz_"]
[api]
path = "/{module}/{entity:kebab,plural}"
module = "biz"
imports = ["com.acme.annotation.Log", "com.acme.enums.BusinessType"]
[api.annotations]
all = ["@Validated"]
list = ["@PreAuthorize(\\"@ss.hasPermi('{module}:{entity:lower}:list')\\")"]
create = ["@Log(title = \\"{title}\\", businessType = BusinessType.INSERT)"]
"""
    )
    item = tables["biz_order_item"]
    assert item.rest_path == "/api/biz/order-items"
    assert item.endpoints["list"] == (
        "@org.springframework.validation.annotation.Validated",
        "@org.springframework.security.access.prepost.PreAuthorize(\"@ss.hasPermi('biz:orderitem:list')\")",
    )
    assert item.endpoints["create"][1] == (
        '@com.acme.annotation.Log(title = "订单明细表", businessType = com.acme.enums.BusinessType.INSERT)'
    )
    assert tables["biz_customer"].rest_path == "/api/biz/customers"


@pytest.mark.parametrize(
    ("body", "message", "key"),
    [
        (
            '[api.annotations]\ncreate = ["@Log(title = \\"{title}\\")"]\n',
            "names Log without a package",
            "api.annotations.create[0]",
        ),
        (
            '[api.annotations]\nlist = ["@X({entty})"]\n[api]\nimports = ["a.X"]\n',
            "unknown placeholder {entty}",
            "api.annotations.list[0]",
        ),
        ('[api]\npath = "/{entity:shout}"\n', "unknown format 'shout'", "api.path"),
        ('[api.annotations]\nget = ["PreAuthorize"]\n', "is not an annotation", "api.annotations.get[0]"),
        ('[api]\nimports = ["Log"]\n', "'Log' is not a fully qualified class name", "api.imports[0]"),
        ('[api.result]\nclass = "com.acme.R"\nok = "{class}.ok()"\n', "`ok` has no {value}", "api.result.ok"),
        (
            '[layers.common]\nomit = ["nope"]\n',
            "category 'Default' generates no shared class 'nope'",
            "layers.common.omit[0]",
        ),
        (
            '[layers.common]\ntemplate = "x.jinja"\n',
            "[layers.common] template is not used",
            "layers.common.template",
        ),
    ],
)
def test_bad_conventions_are_located(resolve: Resolve, body: str, message: str, key: str) -> None:
    with pytest.raises(GenixError) as e:
        resolve(body)
    assert message in str(e.value)
    assert key in str(e.value)


def test_pagehelper_needs_mapper_xml(resolve: Resolve) -> None:
    with pytest.raises(GenixError) as e:
        resolve('[api.page]\npaging = "pagehelper"\n', project='category = "MybatisPlus"')
    assert 'paging = "pagehelper" needs mapper XML' in str(e.value)


def test_modules_are_folders_inside_the_project_root(tmp_path: Path) -> None:
    root = tmp_path / "out"
    (root / "app-model").mkdir(parents=True)
    (root / "app").mkdir()
    cfg = write_config(
        tmp_path,
        '[layers.entity]\nmodule = "app-model"\n[layers.controller]\nmodule = "app"\n'
        '[layers.common]\nmodule = "app"\npath = "{java_root}/{package_path}/{class_name}.java"\n',
    )
    loaded = load_config(cfg)
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    paths = {(f.layer, f.table): f.path for f in pipeline.resolve_project(prepared).files}
    assert paths["entity", "biz_customer"] == "app-model/src/main/java/com/acme/entity/BizCustomer.java"
    assert (
        paths["controller", "biz_customer"]
        == "app/src/main/java/com/acme/controller/BizCustomerController.java"
    )
    assert paths["mapper", "biz_customer"] == "src/main/java/com/acme/mapper/BizCustomerMapper.java"
    assert paths["common", None].startswith("app/src/main/java/com/acme/common/")
    for module, message in (
        ("../elsewhere", "is outside the project root"),
        ("/abs", "is outside the project root"),
        ("app-modle", "does not exist under the project root"),
    ):
        cfg.write_text(
            cfg.read_text().replace('module = "app-model"', f'module = "{module}"'), encoding="utf-8"
        )
        loaded = load_config(cfg)
        with pytest.raises(GenixError) as e:
            pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
        text = str(e.value)
        assert message in text and "layers.entity.module" in text, text
        if module == "app-modle":
            assert "did you mean `app-model`?" in text
        cfg.write_text(
            cfg.read_text().replace(f'module = "{module}"', 'module = "app-model"'), encoding="utf-8"
        )


def test_omitted_common_classes_are_not_generated(tmp_path: Path) -> None:
    cfg = write_config(
        tmp_path,
        '[layers.common]\nomit = ["MybatisPlusConfig", "fill_handler"]\n',
        project='category = "MybatisPlus"',
    )
    loaded = load_config(cfg)
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    names = {f.path.rsplit("/", 1)[-1] for f in pipeline.resolve_project(prepared).files if f.table is None}
    errors = {
        "ApiExceptionHandler.java",
        "NotFoundException.java",
        "InvalidRequestException.java",
        "RowChanges.java",
        "ConflictException.java",
        "QuerySupport.java",
    }
    assert names == {"Result.java", "PageResult.java", *errors}
