"""Every registry tool through a real MCP client session (JSON-RPC over in-memory streams, with
the initialize handshake), happy path and error shape, on a copy of the bundled demo. The
client checks structured results against each tool's published output schema."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from tests.mcp_agent.demo_project import call, failed, make_demo, ok

pytestmark = pytest.mark.anyio
COVERED: set[str] = set()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A demo project the read-only tests share."""
    return make_demo(tmp_path_factory.mktemp("shared"))


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    return make_demo(tmp_path / "demo")


def server(cfg: Path, **env: Any) -> Any:
    return build_server(ToolEnv(config=cfg, **env))


async def run(cfg: Path, tool: str, args: dict[str, Any] | None = None, **env: Any) -> Any:
    COVERED.add(tool)
    return await call(server(cfg, **env), tool, args)


# -- config ---------------------------------------------------------------------------------------


async def test_config_get(shared: Path) -> None:
    data = ok(await run(shared, "config_get", {"path": "connections.main.url"}))
    assert data["value"] == "sqlite:///examples/demo/demo.db" and data["source"] == "effective"
    whole = ok(await run(shared, "config_get", {}))
    assert whole["value"]["project"]["spring_boot"] == 4  # a default (the newest Boot), filled in
    raw = ok(await run(shared, "config_get", {"source": "file", "path": "project"}))
    assert "spring_boot" not in raw["value"]
    message = failed(await run(shared, "config_get", {"path": "connections.mian"}))
    assert "connections.mian" in message and "did you mean `main`" in message


async def test_config_get_masks_passwords(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENIX_I7_SECRET_PW", "s3cr3t-value-i7")
    cfg = make_demo(tmp_path)
    text = cfg.read_text().replace('# password = "${DB_PASSWORD}"', 'password = "${GENIX_I7_SECRET_PW}"')
    cfg.write_text(text)
    for args in ({}, {"path": "connections"}, {"source": "file"}):
        result = await run(cfg, "config_get", args)
        assert "s3cr3t-value-i7" not in json.dumps(ok(result)) + result.content[1].text
    eff = ok(await run(cfg, "config_get", {"path": "connections.main.password"}))
    assert eff["value"] == "***"
    raw = ok(await run(cfg, "config_get", {"path": "connections.main.password", "source": "file"}))
    assert raw["value"] == "${GENIX_I7_SECRET_PW}"


async def test_config_validate(shared: Path, tmp_path: Path) -> None:
    data = ok(await run(shared, "config_validate", {"deep": True}))
    assert data["valid"] and data["tables"] == 11 and data["problems"] == []
    broken = make_demo(tmp_path)
    broken.write_text(broken.read_text().replace('category = "Default"', 'category = "Defualt"\ncolour = 1'))
    data = ok(await run(broken, "config_validate", {}))
    assert not data["valid"]
    problem = data["problems"][0]
    line = broken.read_text().splitlines().index("colour = 1") + 1
    assert (problem["key"], problem["line"], problem["message"]) == ("project.colour", line, "unknown key")
    data = ok(await run(broken.parent / "missing.toml", "config_validate", {}))
    assert not data["valid"] and "not found" in data["problems"][0]["message"]
    assert "deep" in failed(await run(shared, "config_validate", {"deep": "very"}))


async def test_config_patch(demo: Path) -> None:
    before = demo.read_bytes()
    edits = [{"op": "set", "path": "tables.sys_user.class_name", "value": "Account"}]
    data = ok(await run(demo, "config_patch", {"edits": edits}))
    assert data["written"] and '+class_name = "Account"' in data["diff"]
    assert demo.read_bytes().startswith(before.rstrip(b"\n"))
    after = demo.read_bytes()
    message = failed(
        await run(
            demo,
            "config_patch",
            {"edits": [{"path": "project.java", "value": 9}, {"path": "project.author", "value": "x"}]},
        )
    )
    assert "patch refused" in message and "project.java" in message and "genix.toml:" in message
    assert demo.read_bytes() == after
    assert "needs a value" in failed(await run(demo, "config_patch", {"edits": [{"path": "project.author"}]}))
    assert "edits" in failed(await run(demo, "config_patch", {"edits": []}))


async def test_config_init(tmp_path: Path) -> None:
    target = tmp_path / "new" / "genix.toml"
    data = ok(await run(target, "config_init", {"url": "sqlite:///shop.db", "base_package": "com.acme"}))
    assert data["written"] and target.is_file()
    assert ok(await run(target, "config_validate", {}))["valid"]
    assert "already exists" in failed(await run(target, "config_init", {}))
    preview = ok(await run(target, "config_init", {"force": True, "dry_run": True, "category": "Default"}))
    assert not preview["written"] and preview["text"].startswith("#:schema")
    message = failed(
        await run(tmp_path / "x.toml", "config_init", {"url": "mysql+pymysql://app:hunter2@db/shop"})
    )
    assert "password" in message and "hunter2" not in message and not (tmp_path / "x.toml").exists()
    message = failed(await run(tmp_path / "y.toml", "config_init", {"base_package": "com..acme"}))
    assert "arguments.base_package" in message and not (tmp_path / "y.toml").exists()


# -- db -------------------------------------------------------------------------------------------


async def test_db_test_connection(shared: Path) -> None:
    data = ok(await run(shared, "db_test_connection", {}))
    assert data["dialect"] == "sqlite" and data["tables"] == 10 and data["views"] == 1
    message = failed(await run(shared, "db_test_connection", {"connection": "mian"}))
    assert "no connection named 'mian'" in message and "did you mean `main`" in message


async def test_db_test_connection_missing_database(tmp_path: Path) -> None:
    cfg = make_demo(tmp_path, database=False)
    message = failed(await run(cfg, "db_test_connection", {}))
    assert "does not exist" in message and "genix.toml:" in message
    assert "`genix build` creates it from init_sql" in message  # a read never creates it
    assert not (tmp_path / "examples" / "demo" / "demo.db").exists()
    cfg.write_text(cfg.read_text().replace('init_sql = "examples/demo/schema.sql"', ""))
    message = failed(await run(cfg, "db_test_connection", {}))
    assert "does not exist" in message and "set init_sql" in message


async def test_db_list_tables(shared: Path) -> None:
    data = ok(await run(shared, "db_list_tables", {}))
    by_name = {t["name"]: t for t in data["tables"]}
    assert len(by_name) == 11 and all(t["generated"] for t in by_name.values())
    assert by_name["sys_user_role"]["primary_key"] == ["user_id", "role_id"]
    assert by_name["shop_order_item"]["references"] == ["shop_order", "shop_product"]
    assert (
        by_name["v_product_sales"]["kind"] == "view"
        and by_name["v_product_sales"]["class_name"] == "ProductSales"
    )
    some = ok(await run(shared, "db_list_tables", {"pattern": "SYS_*"}))
    assert sorted(t["name"] for t in some["tables"]) == [
        "sys_operation_log",
        "sys_role",
        "sys_user",
        "sys_user_role",
    ]
    assert "pattern" in failed(await run(shared, "db_list_tables", {"pattern": 3}))


async def test_db_describe_table(shared: Path) -> None:
    data = ok(await run(shared, "db_describe_table", {"table": "sys_user"}))
    cols = {c["name"]: c for c in data["columns"]}
    assert data["class_name"] == "SysUser" and data["primary_key"] == ["id"]
    assert cols["created_at"]["java_type"] == "LocalDateTime"
    assert cols["created_at"]["java_type_imports"] == ["java.time.LocalDateTime"]
    assert cols["avatar"]["java_type"] == "byte[]" and cols["password_hash"]["java_name"] == "passwordHash"
    view = ok(await run(shared, "db_describe_table", {"table": "v_product_sales"}))
    assert {c["name"]: c["java_type"] for c in view["columns"]}[
        "revenue"
    ] == "BigDecimal"  # [tables] override
    message = failed(await run(shared, "db_describe_table", {"table": "sys_usr"}))
    assert "arguments.table" in message and "`sys_user`" in message


# -- codegen --------------------------------------------------------------------------------------


async def test_codegen_build_context(shared: Path) -> None:
    data = ok(await run(shared, "codegen_build_context", {"table": "shop_order"}))
    ctx = data["context"]
    assert data["layer"] == "entity" and "controller" in data["layers"]
    assert ctx["table"]["class_name"] == "ShopOrder" and ctx["cls"]["name"] == "ShopOrder"
    mapper = ok(await run(shared, "codegen_build_context", {"table": "shop_order", "layer": "mapper"}))
    assert mapper["context"]["cls"]["name"] == "ShopOrderMapper"
    over = ok(
        await run(
            shared, "codegen_build_context", {"table": "shop_order", "overrides": {"class_name": "Purchase"}}
        )
    )
    assert over["context"]["table"]["classes"]["controller"]["name"] == "PurchaseController"
    assert "Purchase" not in shared.read_text()  # overrides live in memory only
    assert "the schema has no table 'nope'" in failed(
        await run(shared, "codegen_build_context", {"table": "nope"})
    )
    message = failed(
        await run(
            shared, "codegen_build_context", {"table": "shop_order", "overrides": {"columns": {"totl": {}}}}
        )
    )
    assert "arguments.overrides.columns.totl" in message


J = "src/main/java/com/example/demo/"


@pytest.mark.parametrize(
    ("layers", "files", "language"),
    [
        (["entity"], [J + "entity/shop/ShopOrder.java"], "java"),
        (["mapper"], [J + "mapper/shop/ShopOrderMapper.java"], "java"),
        (
            ["service", "service_impl"],
            [J + "service/shop/ShopOrderService.java", J + "service/impl/shop/ShopOrderServiceImpl.java"],
            "java",
        ),
        (["controller"], [J + "controller/shop/ShopOrderController.java"], "java"),
        (["mapper_xml"], ["src/main/resources/mapper/shop/ShopOrderMapper.xml"], "xml"),
        (
            ["entity", "mapper_xml"],
            [J + "entity/shop/ShopOrder.java", "src/main/resources/mapper/shop/ShopOrderMapper.xml"],
            "mixed",
        ),
    ],
)
async def test_codegen_render_layer(shared: Path, layers: list[str], files: list[str], language: str) -> None:
    tool = "codegen_render_layer"
    ctx = ok(await run(shared, "codegen_build_context", {"table": "shop_order"}))["context"]
    data = ok(await run(shared, tool, {"context": ctx, "layers": layers}))
    assert data["language"] == language and data["table"] == "shop_order"
    assert [f["file_path"] for f in data["files"]] == files
    assert all(f["code"].endswith("\n") and f["template_file"].endswith(".jinja") for f in data["files"])
    # the same through a table name and through the JSON text of the context
    by_table = ok(await run(shared, tool, {"table": "shop_order", "layers": layers}))
    by_json = ok(await run(shared, tool, {"context": json.dumps(ctx), "layers": layers}))
    assert by_table["files"] == data["files"] == by_json["files"]
    # an edited context renders without touching disk: rename the class
    ctx["table"]["class_name"] = "Purchase"
    renamed = ok(await run(shared, tool, {"context": ctx, "layers": layers}))
    for f in renamed["files"]:
        assert "Purchase" in f["file_path"] and "ShopOrder" not in f["code"]
        if f["layer"] == "controller":  # the REST path follows the class, as in a build
            assert '@RequestMapping("/api/purchase")' in f["code"]
    assert renamed["config_edits"] == [
        {"op": "set", "path": "tables.shop_order.class_name", "value": "Purchase"}
    ]
    assert not (shared.parent / "demo-out").exists()
    # error shapes: no argument, broken JSON, an invalid context, an unknown layer
    assert "pass table" in failed(await run(shared, tool, {}), "invalid_arguments")
    assert "not valid JSON" in failed(await run(shared, tool, {"context": "{nope"}), "context_invalid")
    ctx["table"]["fields"][0]["nullable"] = "perhaps"
    assert "arguments.context" in failed(await run(shared, tool, {"context": ctx}), "context_invalid")
    ctx["table"]["fields"][0]["nullable"] = True
    ctx["table"]["class_name"] = "1Bad"
    assert "not a valid Java class name" in failed(await run(shared, tool, {"context": ctx}))
    message = failed(
        await run(shared, tool, {"table": "shop_order", "layers": ["entiti"]}), "layer_not_found"
    )
    assert "arguments.layers[0]" in message and "`entity`" in message


@pytest.mark.parametrize(
    ("tool", "layers"),
    [
        ("codegen_render_entity", ["entity"]),
        ("codegen_render_dao", ["mapper"]),
        ("codegen_render_service", ["service", "service_impl"]),
        ("codegen_render_controller", ["controller"]),
        ("codegen_render_mapper", ["mapper_xml"]),
    ],
)
async def test_adr002_render_tools(shared: Path, tool: str, layers: list[str]) -> None:
    """ADR-002's render tools are codegen_render_layer of their layers, for a context as it is
    or edited (the whole loop against a build: test_adr002_render_tools.py)."""
    ctx = ok(await run(shared, "codegen_build_context", {"table": "shop_order"}))["context"]
    data = ok(await run(shared, tool, {"context": ctx}))
    assert data == ok(await run(shared, "codegen_render_layer", {"context": ctx, "layers": layers}))
    assert [f["layer"] for f in data["files"]] == layers
    ctx["table"]["class_name"] = "Purchase"
    renamed = ok(await run(shared, tool, {"context": json.dumps(ctx)}))
    assert all("Purchase" in f["file_path"] and "ShopOrder" not in f["code"] for f in renamed["files"])
    assert not (shared.parent / "demo-out").exists()


async def test_render_layer_reaches_every_layer(demo: Path) -> None:
    """A layer of your own, sb35-java21's request/response records (previewed in memory) and the
    shared classes: each renders as the build writes it."""
    (demo.parent / "tpl").mkdir()
    (demo.parent / "tpl" / "query.java.jinja").write_text("// query of {{ table.class_name }}\n")
    demo.write_text(
        demo.read_text().replace('# templates = ["templates"]', 'templates = ["tpl"]')
        + '\n[layers.query]\ntemplate = "query.java.jinja"\npackage = "query"\nclass_name = "{class}Query"\n'
    )
    mine = ok(await run(demo, "codegen_render_layer", {"table": "shop_order", "layers": ["query"]}))
    assert [(f["file_path"], f["code"]) for f in mine["files"]] == [
        (J + "query/shop/ShopOrderQuery.java", "// query of ShopOrder\n")
    ]
    sb35 = {"category": "sb35-java21", "project": {"java": 21}}
    layers = ok(await run(demo, "codegen_build_context", {"table": "shop_order", **sb35, "parts": ["layer"]}))
    assert {"request", "response", "query"} <= set(layers["layers"])
    records = ok(
        await run(
            demo, "codegen_render_layer", {"table": "shop_order", **sb35, "layers": ["request", "response"]}
        )
    )
    assert {f["layer"] for f in records["files"]} == {"request", "response"}
    assert all(" record " in f["code"] for f in records["files"])
    common = ok(await run(demo, "codegen_render_layer", {"layers": ["common"]}))
    assert common["table"] is None and {f["layer"] for f in common["files"]} == {"common"}
    assert any(f["file_path"].endswith("/common/Result.java") for f in common["files"])
    plan = ok(await run(demo, "codegen_plan", {"tables": ["-"]}))
    shared = {f["path"] for f in plan["files"]}
    # a render answer is paged (16K characters): the first page, and the total over all pages
    assert {f["file_path"] for f in common["files"]} <= shared
    assert common["page"]["total"] == len(shared)


def _context_fields(cfg: Path, table: str) -> list[dict[str, Any]]:
    """Every field of a table's context: the answer is paged (16K characters), the first page's
    context completed by the later pages' parts."""
    from dbjavagenix.tools import ToolEnv, registry

    env = ToolEnv(config=cfg)
    from dbjavagenix.tools.paging import join_tree

    out = registry().call(env, "codegen_build_context", {"table": table})
    assert out.ok and out.data is not None, out.error
    first = {"context": out.data["context"], "config_edits": out.data["config_edits"]}
    parts: list[dict[str, Any]] = []
    while cursor := out.data["page"]["next_cursor"]:
        out = registry().call(env, "codegen_build_context", {"cursor": cursor})
        assert out.ok and out.data is not None, out.error
        parts += out.data["parts"]
    fields: list[dict[str, Any]] = join_tree(first, parts)["context"]["table"]["fields"]
    return fields


async def test_an_edited_context_is_config_changes(shared: Path) -> None:
    """Each edited value becomes the config change it stands for (named in config_edits); a
    field left out stays as it is; derived values, unknown columns and reordered fields are
    refused where they are, with the key to edit instead."""
    ctx = ok(await run(shared, "codegen_build_context", {"table": "shop_order"}))["context"]
    fields = _context_fields(shared, "shop_order")
    total = next(f for f in fields if f["column"] == "total_amount")
    edited = {**ctx, "table": {**ctx["table"], "fields": [{**total, "java_type": "java.lang.Double"}]}}
    data = ok(await run(shared, "codegen_render_layer", {"context": edited, "layers": ["entity"]}))
    assert data["config_edits"] == [
        {"op": "set", "path": "tables.shop_order.columns.total_amount.java_type", "value": "java.lang.Double"}
    ]
    code = data["files"][0]["code"]
    assert "private Double totalAmount;" in code and "import java.math.BigDecimal;" not in code
    assert "private String orderNo;" in code  # the fields left out are as the config makes them
    # the same as the override, and as a build after the edit
    by_override = ok(
        await run(
            shared,
            "codegen_render_layer",
            {
                "table": "shop_order",
                "layers": ["entity"],
                "overrides": {"columns": {"total_amount": {"java_type": "java.lang.Double"}}},
            },
        )
    )
    assert by_override["files"] == data["files"]
    derived = {**ctx, "table": {**ctx["table"], "var": "purchase"}}
    message = failed(await run(shared, "codegen_render_layer", {"context": derived}), "context_invalid")
    assert "arguments.context.table.var: table.var is derived by genix" in message
    assert "edit table.class_name instead" in message
    unknown = {**ctx, "table": {**ctx["table"], "fields": [{**total, "column": "totl"}]}}
    message = failed(await run(shared, "codegen_render_layer", {"context": unknown}), "context_invalid")
    assert "arguments.context.table.fields[0].column: column 'totl' is not a field" in message
    swapped = {**ctx, "table": {**ctx["table"], "fields": [fields[1], fields[0]]}}
    message = failed(await run(shared, "codegen_render_layer", {"context": swapped}), "context_invalid")
    assert "in the table's column order" in message
    getter = {**ctx, "table": {**ctx["table"], "fields": [{**total, "getter": "getTotal"}]}}
    message = failed(await run(shared, "codegen_render_layer", {"context": getter}), "context_invalid")
    where = fields.index(total)
    assert "arguments.context.table.fields[0].getter" in message and f"fields[{where}]" not in message


async def test_render_respects_disabled_layers(demo: Path) -> None:
    demo.write_text(demo.read_text() + "\n[tables.shop_order.layers]\ncontroller = false\n")
    data = ok(await run(demo, "codegen_render_layer", {"table": "shop_order", "layers": ["controller"]}))
    assert data["files"] == [] and data["language"] == "none"
    assert data["skipped"] == [{"layer": "controller", "reason": "disabled in the config"}]


async def test_render_view_mapper_has_no_writes(shared: Path) -> None:
    data = ok(
        await run(shared, "codegen_render_layer", {"table": "v_product_sales", "layers": ["mapper_xml"]})
    )
    xml = data["files"][0]["code"]
    assert "<select" in xml and "<insert" not in xml and "<delete" not in xml


# -- whole runs -----------------------------------------------------------------------------------


async def test_plan_apply_check(demo: Path) -> None:
    out = demo.parent / "demo-out"
    plan = ok(await run(demo, "codegen_plan", {}))
    assert plan["counts"] == {"create": 118} and plan["ok"] and not out.exists()
    assert all(f["diff"] is None for f in plan["files"])  # diffs of new files only with diffs=all
    full = ok(await run(demo, "codegen_plan", {"diffs": "all"}))
    assert full["files"][0]["diff"].startswith("--- /dev/null")
    check = ok(await run(demo, "codegen_check", {}))
    assert not check["ok"] and check["statuses"] == {"missing": 118}
    applied = ok(await run(demo, "codegen_apply", {}))
    # the written list is paged with the files (16K characters an answer): every listed file is
    # on disk, and so is every file the check found missing
    assert applied["page"]["total"] == 118 and all((out / p).is_file() for p in applied["written"])
    assert all((out / f["path"]).is_file() for f in check["files"])
    assert ok(await run(demo, "codegen_check", {}))["ok"]
    # a hand edit on a line genix changes too is a conflict: apply refuses and writes nothing,
    # force overwrites (edits elsewhere merge; see tests/regen)
    entity = out / "src/main/java/com/example/demo/entity/shop/ShopOrder.java"
    entity.write_text(entity.read_text().replace(" * Shop order\n", " * Shop order, mine\n") + "// mine\n")
    demo.write_text(
        demo.read_text().replace(
            "[tables.v_product_sales]\n",
            '[tables.shop_order]\ncomment = "Orders"\n\n[tables.v_product_sales]\ncomment = "Sales"\n',
        )
    )
    plan = ok(await run(demo, "codegen_plan", {"diffs": "changes"}))
    (conflict,) = [f for f in plan["files"] if f["verb"] == "conflict"]
    assert conflict["path"] == "src/main/java/com/example/demo/entity/shop/ShopOrder.java"
    # the diff is against what a build writes (the merge with markers): your lines are kept
    assert "-// mine" not in conflict["diff"] and "+<<<<<<< " in conflict["diff"]
    view = out / "src/main/java/com/example/demo/entity/ProductSales.java"
    view_before = view.read_bytes()
    message = failed(await run(demo, "codegen_apply", {}))
    assert "edited by hand; nothing was written" in message and "ShopOrder.java" in message
    assert view.read_bytes() == view_before and entity.read_text().endswith("// mine\n")
    forced = ok(await run(demo, "codegen_apply", {"force": True}))
    assert "src/main/java/com/example/demo/entity/shop/ShopOrder.java" in forced["written"]
    assert not entity.read_text().endswith("// mine\n") and view.read_bytes() != view_before


async def test_runs_report_config_errors_located(demo: Path) -> None:
    demo.write_text(demo.read_text().replace('category = "Default"', 'category = "Defualt"'))
    line = demo.read_text().splitlines().index('category = "Defualt"') + 1
    for tool in ("codegen_plan", "codegen_check", "codegen_apply", "db_codegen_generate"):
        message = failed(await run(demo, tool, {}))
        assert f"genix.toml:{line}:1: project.category" in message and "did you mean `Default`" in message


async def test_db_codegen_generate_leaves_edited_files_alone(demo: Path) -> None:
    first = ok(await run(demo, "db_codegen_generate", {}))
    assert first["page"]["total"] == 118 and first["ok"] and first["counts"] == {"create": 118}
    entity = demo.parent / "demo-out/src/main/java/com/example/demo/entity/shop/ShopOrder.java"
    entity.write_text("// mine\n")
    demo.write_text(
        demo.read_text().replace('strip_prefixes = ["app_"]', 'strip_prefixes = ["app_"]\nviews = false')
    )
    second = ok(await run(demo, "db_codegen_generate", {}))
    # the entity's generated content did not change: the edit is simply kept (see tests/regen)
    assert second["ok"] and not [f for f in second["files"] if f["verb"] == "conflict"]
    assert entity.read_text() == "// mine\n"
    assert any("ProductSales" in p for p in second["deleted"])


async def test_write_tools_refuse_in_a_read_only_session(demo: Path) -> None:
    """A read-only MCP session does not even list the writing tools, and answers a call of one
    with writes_refused (not unknown_tool: the tool exists, the session is read-only); the
    registry (what the agent without --apply calls) refuses them with the reason."""
    writers = (
        ("codegen_apply", {}),
        ("db_codegen_generate", {}),
        ("config_patch", {"edits": [{"path": "project.author", "value": "x"}]}),
        ("config_init", {"force": True}),
    )
    for tool, args in writers:
        message = failed(
            await run(demo, tool, args, allow_writes=False, refused_hint="read-only here"), "writes_refused"
        )
        assert message.startswith(f"error: {tool} writes, and this session is read-only: read-only here")
        outcome = registry().call(
            ToolEnv(config=demo, allow_writes=False, refused_hint="read-only here"), tool, args
        )
        assert not outcome.ok and "not allowed here: read-only here" in outcome.message
    assert not (demo.parent / "demo-out").exists()
    assert demo.read_text() == (make_demo(demo.parent.parent / "fresh")).read_text()


async def test_unknown_tool_and_bad_arguments(shared: Path) -> None:
    message = failed(await run(shared, "codegen_render_everything", {}), "unknown_tool")
    assert message.startswith("error: unknown tool") and "did you mean `codegen_render_" in message
    message = failed(await run(shared, "codegen_plan", {"diffs": "some", "colour": 1}))
    assert "arguments.diffs" in message and "arguments.colour: unknown argument" in message


def test_every_tool_is_covered() -> None:
    """Runs last in this module: every tool went through a real MCP session above (the
    springboot_* family does in tests/springboot/test_tools.py)."""
    names = {n for n in registry().names() if not n.startswith("springboot_")}
    assert names <= COVERED, sorted(names - COVERED)
