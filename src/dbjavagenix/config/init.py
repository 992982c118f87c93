"""The commented ``genix.toml`` that ``genix init`` writes, built from the model's own field
documentation so that every key is documented and the text never drifts from the model.

Keys that matter on day one are set; every other key is present as a comment holding its
default, so uncommenting a line is all it takes.
"""

from __future__ import annotations

import json
import textwrap
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from dbjavagenix.config.api_config import (
    ApiConfig,
    FrontendConfig,
    OperationsConfig,
    PageConfig,
    QueryConfig,
    ResultConfig,
    RoutesConfig,
)
from dbjavagenix.config.model import (
    ColumnConfig,
    ConnectionConfig,
    GroupConfig,
    LayerConfig,
    ProjectConfig,
    RuleConfig,
    TableConfig,
    TablesConfig,
)
from dbjavagenix.config.relations_config import RelationsConfig
from dbjavagenix.modeldocs import documented

SCHEMA_COMMENT = "#:schema ./.genix/genix.schema.json"


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }" if value else "{}"
    return json.dumps(str(value))


def _doc(info: FieldInfo) -> list[str]:
    text = " ".join((info.description or "").split()).replace("``", "`")
    return ["# " + line for line in textwrap.wrap(text, 96)] if text else []


def _section(
    model: type[BaseModel],
    header: str,
    values: dict[str, Any],
    examples: dict[str, Any] | None = None,
    skip: tuple[str, ...] = (),
    commented_header: bool = False,
) -> list[str]:
    documented(model)
    doc = " ".join((model.__doc__ or "").split()).replace("``", "`")
    lines = ["# " + line for line in textwrap.wrap(doc, 96)]
    lines.append(("# " if commented_header else "") + f"[{header}]")
    for name, info in model.model_fields.items():
        key = info.alias or name
        if key in skip:
            continue
        lines.extend(_doc(info))
        if key in values:
            lines.append(("# " if commented_header else "") + f"{key} = {_toml_value(values[key])}")
        else:
            default = (examples or {}).get(key, info.get_default(call_default_factory=True))
            if default is None:
                default = (examples or {}).get(key, _first_choice(info.annotation))
            lines.append(f"# {key} = {_toml_value(default)}")
    return lines


def _first_choice(annotation: Any) -> Any:
    """An unset key's example value: the first of its fixed choices (``Literal``), so that the
    line uncommented is valid; else an empty string."""
    from typing import Literal, get_args, get_origin

    if get_origin(annotation) is Literal:
        return get_args(annotation)[0]
    for arg in get_args(annotation):
        found = _first_choice(arg)
        if found != "":
            return found
    return ""


def _target_examples(category: str) -> dict[str, int]:
    """The ``spring_boot`` / ``java`` an unset key means for ``category`` in a new project (shown
    as the commented default)."""
    from dbjavagenix import compat
    from dbjavagenix.categories import get_category

    spec = get_category(category)
    support = spec.support if spec is not None else compat.Support()
    boot = support.boot_default()
    return {"spring_boot": boot, "java": support.java_default(boot)}


def init_text(
    *,
    url: str = "sqlite:///demo.db",
    base_package: str = "com.example.demo",
    category: str = "Default",
    output: str = "out",
    init_sql: str | None = None,
    schema_comment: str = SCHEMA_COMMENT,
    header: str | None = None,
    project: dict[str, Any] | None = None,
    connection: dict[str, Any] | None = None,
    tables: dict[str, Any] | None = None,
) -> str:
    """The commented config text. ``project``, ``connection`` and ``tables`` set more keys of
    ``[project]``, ``[connections.main]`` and ``[tables]`` (``genix init --from-project``)."""
    blocks: list[list[str]] = []
    blocks.append(
        [
            schema_comment,
            header or "# genix.toml: how DBJavaGenix turns your database schema into Java.",
            "# Every key is listed; a commented line shows its default or an example. Secrets never go in",
            "# this file:",
            "# write ${ENV_VAR} inside a value, or set GENIX_CONNECTIONS__MAIN__PASSWORD and friends.",
        ]
    )
    blocks.append(
        _section(
            ProjectConfig,
            "project",
            {"output": output, "base_package": base_package, "category": category} | (project or {}),
            examples={
                "prefix_packages": {"sys": "system"},
                "templates": ["templates"],
                "author": "Your Name",
                **_target_examples(category),
            },
        )
    )
    conn_values: dict[str, Any] = {"url": url} | (connection or {})
    if init_sql:
        conn_values["init_sql"] = init_sql
    blocks.append(
        _section(
            ConnectionConfig,
            "connections.main",
            conn_values,
            examples={
                "password": "${DB_PASSWORD}",
                "snapshot": "catalog.json",
                "schema": "public",
                "init_sql": "schema.sql",
            },
        )
    )
    blocks.append(
        _section(
            TablesConfig,
            "tables",
            tables or {},
            examples={"connection": "main", "include": ["*"], "exclude": ["tmp_*"], "strip_prefixes": ["t_"]},
        )
    )
    blocks.append(
        _section(
            TableConfig,
            "tables.sys_user",
            {},
            commented_header=True,
            examples={
                "class_name": "User",
                "layers": {"controller": False},
                "policy": "overwrite",
                "path": "/users",
                "comment": "Users",
                "data": {"owner": "team-a"},
            },
            skip=("columns", "api"),
        )
        + [
            "# columns: per-column overrides, see [tables.sys_user.columns.status] below",
            "# api: this table's own routes, each key winning over [api.routes]'s:",
            "# [tables.sys_user.api.routes]",
            '# get = "GET /{key}"',
        ]
    )
    blocks.append(
        _section(
            ColumnConfig,
            "tables.sys_user.columns.status",
            {},
            commented_header=True,
            examples={
                "java_name": "state",
                "java_type": "Integer",
                "jdbc_type": "INTEGER",
                "ignore": False,
                "role": "logic-delete",
                "comment": "0 = active",
                "deleted": "2",
                "not_deleted": "0",
                "required": True,
                "constraints": ["@Email"],
                "query": ["eq", "between"],
                "sortable": True,
            },
        )
    )
    blocks.append(
        _section(
            RuleConfig,
            "rules.audit",
            {},
            commented_header=True,
            examples={
                "columns": ["create_by", "create_time", "update_by", "update_time"],
                "regex": "pass(word)?|salt|secret|token",
                "types": ["datetime"],
                "exclude_tables": ["sys_*"],
                "java_type": "LocalDateTime",
                "jdbc_type": "TIMESTAMP",
                "role": "fill-on-insert",
                "comment": "audit column",
                "deleted": "2",
                "not_deleted": "0",
                "required": False,
                "constraints": ["@Email"],
                "query": ["eq", "between"],
                "sortable": True,
            },
        )
        + [
            '# More rules: [rules.deleted] columns = ["del_flag"], role = "logic-delete", deleted = "2",',
            '# not_deleted = "0"; [rules.secrets] regex = "password|salt", sensitive = true.',
        ]
    )
    blocks.append(
        _section(
            GroupConfig,
            "groups.billing",
            {},
            commented_header=True,
            examples={"connection": "billing", "include": ["bill_*"], "package": "billing"},
        )
    )
    blocks.append(
        [
            "# [types]: DB type -> Java type overrides for every dialect; [types.mysql], [types.postgresql],",
            '# [types.sqlite] for one dialect. Keys: a full type ("tinyint(1)") or a base type ("tinyint").',
            "# Values: a simple name (Boolean, LocalDateTime) or a fully qualified class (com.acme.Money).",
            "[types]",
            '# "tinyint(1)" = "Boolean"',
            '# "datetime" = "java.util.Date"',
            "# [types.postgresql]",
            '# "uuid" = "java.util.UUID"',
        ]
    )
    blocks.append(
        _section(
            LayerConfig,
            "layers.entity",
            {},
            commented_header=True,
            examples={
                "enabled": True,
                "package": "entity",
                "path": "{java_root}/{package_path}/{class_name}.java",
                "template": "entity.java.jinja",
                "class_name": "{class}",
                "policy": "merge",
                "module": "app-model",
                "extends": "com.acme.common.BaseEntity",
                "base_columns": ["create_by", "create_time", "update_by", "update_time"],
                "base_optional": ["remark"],
                "omit": ["mp_config"],
            },
        )
        + [
            "# Built-in layers: entity, mapper, mapper_xml, service, service_impl, controller, common.",
            "# Any other [layers.NAME] with a template is a layer of your own (one file per table), e.g.:",
            "# [layers.dto]",
            '# template = "dto.java.jinja"',
            '# package = "dto"',
            '# class_name = "{class}Dto"',
        ]
    )
    blocks.append(
        _section(
            ApiConfig,
            "api",
            {},
            commented_header=True,
            examples={
                "module": "system",
                "list_path": "/list",
                "imports": ["com.ruoyi.common.annotation.Log", "com.ruoyi.common.enums.BusinessType"],
            },
            skip=("annotations", "result", "page", "query", "routes"),
        )
    )
    blocks.append(
        _section(
            OperationsConfig,
            "api.annotations",
            {},
            commented_header=True,
            examples={
                "all": [],
                "list": ["@PreAuthorize(\"@ss.hasPermi('{module}:{entity}:list')\")"],
                "get": ["@PreAuthorize(\"@ss.hasPermi('{module}:{entity}:query')\")"],
                "create": ['@Log(title = "{title}", businessType = BusinessType.INSERT)'],
                "update": ['@Log(title = "{title}", businessType = BusinessType.UPDATE)'],
                "delete": ['@Log(title = "{title}", businessType = BusinessType.DELETE)'],
            },
        )
    )
    blocks.append(
        _section(
            ResultConfig,
            "api.result",
            {},
            commented_header=True,
            examples={"class": "com.ruoyi.common.core.domain.AjaxResult", "generic": False},
        )
    )
    blocks.append(
        _section(
            PageConfig,
            "api.page",
            {},
            commented_header=True,
            examples={
                "class": "com.ruoyi.common.core.page.TableDataInfo",
                "generic": False,
                "start": "startPage()",
            },
        )
    )
    blocks.append(
        _section(
            QueryConfig,
            "api.query",
            {},
            commented_header=True,
            examples={"path": "/query", "default_page_size": 20, "max_page_size": 500, "oversize": "reject"},
        )
    )
    blocks.append(
        _section(
            RoutesConfig,
            "api.routes",
            {},
            commented_header=True,
            examples={
                "style": "rpc",
                "list": "GET /list",
                "get": "GET /get?id",
                "create": "POST /create",
                "update": "POST /update?id",
                "patch": "POST /patch?id",
                "delete": "POST /delete/{id}",
                "save": "POST /save",
                "batch": "POST /batch",
                "query": "GET /query",
                "count": "GET /count",
                "exists": "GET /exists",
                "unique": "GET /get-by-{unique}?key",
                "relation": "GET /{relation}?key",
            },
        )
    )
    blocks.append(
        _section(RelationsConfig, "relations", {}, commented_header=True, examples={"foreign_keys": True})
        + [
            "# A relation of your own, or an inferred one renamed (same columns) or dropped (enabled = false):",
            "# [tables.film.relations.language]",
            '# kind = "many-to-one"',
            '# table = "language"',
            '# columns = ["language_id"]',
        ]
    )
    blocks.append(_section(FrontendConfig, "frontend", {}, commented_header=True, examples={"enabled": True}))
    return "\n\n".join("\n".join(b) for b in blocks) + "\n"


EXAMPLE_OVERRIDES = """
# The demo's own overrides: SQLite reports no type for computed view columns, so say what they hold.
[tables.v_product_sales]
class_name = "ProductSales"

[tables.v_product_sales.columns.units_sold]
java_type = "Long"

[tables.v_product_sales.columns.revenue]
java_type = "BigDecimal"
"""


def example_text() -> str:
    """``genix.toml.example``: the commented config, set up for the bundled demo."""
    text = init_text(
        url="sqlite:///examples/demo/demo.db",
        init_sql="examples/demo/schema.sql",
        output="demo-out",
        schema_comment="#:schema ./schemas/genix.schema.json",
        header="# genix.toml.example: the bundled demo (an SQLite shop schema built from examples/demo/schema.sql).\n"
        "# `genix build -c genix.toml.example` generates its Java into demo-out/, with the Spring Boot project\n"
        "# around it (scaffold = true): then `cd demo-out && mvn spring-boot:run`.",
    )
    text = text.replace("# scaffold = false", "scaffold = true")
    text = text.replace("# group_by_prefix = false", "group_by_prefix = true")
    text = text.replace('# prefix_packages = { sys = "system" }', 'prefix_packages = { sys = "system" }')
    text = text.replace('# strip_prefixes = ["t_"]', 'strip_prefixes = ["app_"]')
    return text + EXAMPLE_OVERRIDES


if __name__ == "__main__":  # python -m dbjavagenix.config.init [--write-example FILE]
    import sys

    if sys.argv[1:2] == ["--write-example"]:
        with open(sys.argv[2], "w", encoding="utf-8") as f:
            f.write(example_text())
    else:
        sys.stdout.write(init_text())
