"""Issue 18's proof through real MCP client sessions (the SDK's ``mcp.Client``; ``genix mcp`` as
a process over stdio where it matters): on a 1000-table schema every tool's default answer fits
(<= 20,000 characters) and paging walks the whole result; previews of every category from one
config are byte for byte what ``genix build`` writes once the preview's ``config_edits`` are made;
every error code is provoked; progress is reported; a cancelled apply writes nothing;
completions and the client's roots work."""

from __future__ import annotations

import errno
import json
import os
import shutil
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

from dbjavagenix.errors import ERROR_CODES
from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.base import CallHooks
from tests.conftest import SHARED, need
from tests.mcp_agent.demo_project import (
    all_pages,
    assert_config_resource,
    error_of,
    genix,
    make_demo,
    ok,
    text_of,
)

pytestmark = pytest.mark.anyio
MAKE_SCHEMA = SHARED / "bench" / "make_schema.py"
LIMIT = 20_000
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@asynccontextmanager
async def stdio(cfg: Path | None, cwd: Path, **client: Any) -> AsyncIterator[Any]:
    """``genix mcp [-c cfg]`` started as a process, with a client session over its stdio."""
    import os

    from mcp import Client, StdioServerParameters

    args = ["-m", "dbjavagenix", "mcp", *(["-c", str(cfg)] if cfg is not None else [])]
    params = StdioServerParameters(command=sys.executable, args=args, cwd=str(cwd), env=dict(os.environ))
    async with Client(params, mode="legacy", cache=None, **client) as c:
        yield c


@pytest.fixture(scope="module")
def big_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The synthetic 1000-table SQLite schema of ../shared/bench/make_schema.py."""
    import os
    import subprocess

    need(MAKE_SCHEMA.is_file(), f"the schema maker {MAKE_SCHEMA} (../shared/bench)")
    folder = tmp_path_factory.mktemp("genix_i18_big")
    env = dict(os.environ, OUT_DIR=str(folder))
    subprocess.run([sys.executable, str(MAKE_SCHEMA), "1000"], env=env, check=True, capture_output=True)
    return folder / "schema_1000.db"


def big_project(root: Path, db: Path) -> Path:
    """A project over the 1000-table schema (a copy of the database: every test its own)."""
    root.mkdir(parents=True, exist_ok=True)
    shutil.copy(db, root / "schema_1000.db")
    cfg = root / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.acme.big"\noutput = "out"\n\n'
        '[connections.main]\nurl = "sqlite:///schema_1000.db"\n'
    )
    return cfg


def size(result: Any) -> tuple[int, int]:
    text = sum(len(c.text) for c in result.content if getattr(c, "type", "") == "text")
    return text, len(json.dumps(result.structured_content, ensure_ascii=False, separators=(",", ":")))


async def test_a_1000_table_schema_fits_and_pages(tmp_path: Path, big_db: Path) -> None:
    cfg = big_project(tmp_path / "big", big_db)
    out = tmp_path / "big" / "out"
    async with stdio(cfg, tmp_path) as c:
        tables = await all_pages(c, "db_list_tables", {}, "tables", "comment")
        assert len(tables["tables"]) == tables["page"]["total"] >= 1000
        assert len({t["name"] for t in tables["tables"]}) == len(tables["tables"])
        wide = max(tables["tables"], key=lambda t: t["columns"])["name"]
        defaults: list[tuple[str, dict[str, Any]]] = [
            ("config_get", {}),
            ("config_validate", {}),
            ("db_test_connection", {}),
            ("db_list_tables", {}),
            ("db_describe_table", {"table": wide}),
            ("codegen_build_context", {"table": wide}),
            ("codegen_render_layer", {"table": wide}),
            ("codegen_render_layer", {"layers": ["common"]}),
            ("codegen_plan", {}),
            ("codegen_plan", {"diffs": "all", "tables": [wide]}),
            ("codegen_check", {}),
        ]
        for name, args in defaults:
            result = await c.call_tool(name, args)
            text, structured = size(result)
            assert not result.is_error, text_of(result)
            assert text <= LIMIT and structured <= LIMIT, (name, args, text, structured)
        # the plan pages through every file a build writes, and the pages join into the plan
        events: list[tuple[float, float | None]] = []

        async def progress(done: float, total: float | None, message: str | None) -> None:
            events.append((done, total))

        first = ok(await c.call_tool("codegen_plan", {}, progress_callback=progress))
        total = sum(first["counts"].values())
        assert first["page"]["total"] == total >= 6000 and first["page"]["next_cursor"]
        plan = await all_pages(c, "codegen_plan", {}, "files", "diff")
        paths = [f["path"] for f in plan["files"]]
        assert len(paths) == len(set(paths)) == total and {f["verb"] for f in plan["files"]} == {"create"}
        # progress of that plan: increasing, up to every file rendered
        assert len(events) >= 10
        assert [d for d, _ in events] == sorted(d for d, _ in events)
        assert events[-1][0] == events[-1][1] == total
        # filters narrow; each layer's files are the plan's files of that layer
        entities = await all_pages(c, "codegen_plan", {"layers": ["entity"]}, "files", "diff")
        assert len(entities["files"]) == len(tables["tables"])
        assert entities["counts"] == first["counts"]  # counts cover the whole plan
        one = await all_pages(c, "codegen_plan", {"tables": [wide], "diffs": "all"}, "files", "diff")
        assert {f["path"] for f in one["files"]} == {f["path"] for f in plan["files"] if f["table"] == wide}
        # the diffs, joined across pages, are whole: each one adds every line of its new file
        for f in one["files"]:
            assert f["diff"].startswith("--- /dev/null") and f["diff"].endswith("\n")
        rendered = await all_pages(c, "codegen_render_layer", {"table": wide}, "files", "code")
        added = {
            f["path"]: "".join(line[1:] for line in f["diff"].splitlines(keepends=True)[3:])
            for f in one["files"]
        }
        assert added == {f["file_path"]: f["code"] for f in rendered["files"]}
        # a cancelled apply stops while rendering and writes nothing; the session goes on
        started = anyio.Event()

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            started.set()

        async with anyio.create_task_group() as tg:

            async def apply() -> None:
                await c.call_tool("codegen_apply", {}, progress_callback=on_progress)

            tg.start_soon(apply)
            with anyio.fail_after(120):
                await started.wait()
            tg.cancel_scope.cancel()
        # a server that went on would write 6000+ files within seconds: wait for that long
        await anyio.sleep(8)
        check = ok(await c.call_tool("codegen_check", {"statuses": ["missing"]}))
        assert check["statuses"] == {"missing": total}
        assert not out.exists() or not [p for p in out.rglob("*") if p.is_file()]
        # an unknown cursor expires cleanly
        expired = await c.call_tool("codegen_plan", {"cursor": "0123456789ab.0.0." + "0" * 20})
        assert error_of(expired)["code"] == "cursor_expired"


def test_a_plan_pages_the_same_through_the_registry(tmp_path: Path, big_db: Path) -> None:
    """The agent's door (the registry): the same first page and cursor shape as MCP."""
    cfg = big_project(tmp_path / "big", big_db)
    env = ToolEnv(config=cfg)
    first = registry().call(env, "codegen_plan", {})
    assert first.ok and first.data is not None
    assert len(first.text()) <= LIMIT and first.data["page"]["next_cursor"]
    second = registry().call(env, "codegen_plan", {"cursor": first.data["page"]["next_cursor"]})
    assert second.ok and second.data is not None
    assert second.data["page"]["offset"] == first.data["page"]["count"]
    assert not {f["path"] for f in first.data["files"]} & {f["path"] for f in second.data["files"]}
    # the agent's report lists every file an apply wrote, though the model sees one page
    from dbjavagenix import agent

    applied = registry().call(env, "codegen_apply", {})
    assert applied.ok and applied.data is not None and applied.data["page"]["next_cursor"]
    report = agent.RunReport()
    report.record(applied, env)
    total = sum(first.data["counts"].values())
    assert len(report.files_changed) == total > len(applied.data["written"])
    assert all(Path(p).is_file() for p in report.files_changed)


@pytest.mark.parametrize("category", CATEGORIES)
async def test_previews_are_what_build_writes_after_the_edits(tmp_path: Path, category: str) -> None:
    """One config (Default); a preview of another category, an option and a renamed table; the
    preview's config_edits made with config_patch; then ``genix build``: the same bytes."""
    cfg = make_demo(tmp_path)
    project: dict[str, Any] = {"lombok": False}
    if category == "sb35-java21":
        project["java"] = 21
    preview = {"category": category, "project": project}
    server = build_server(ToolEnv(config=cfg))
    from mcp import Client

    async with Client(server, mode="legacy", cache=None) as c:
        tables = [t["name"] for t in ok(await c.call_tool("db_list_tables", {"generated": True}))["tables"]]
        rendered: dict[str, str] = {}
        edits: list[dict[str, Any]] = []
        for table in tables:
            overrides = {"class_name": "Purchase"} if table == "shop_order" else None
            args = {**preview, "table": table, **({"overrides": overrides} if overrides else {})}
            page = await all_pages(c, "codegen_render_layer", args, "files", "code")
            rendered.update({f["file_path"]: f["code"] for f in page["files"]})
            edits += [e for e in page["config_edits"] if e not in edits]
        assert not (tmp_path / "demo-out").exists()
        assert {"op": "set", "path": "tables.shop_order.class_name", "value": "Purchase"} in edits
        assert {"op": "set", "path": "project.category", "value": category} in edits
        ok(await c.call_tool("config_patch", {"edits": edits}))
        # the shared classes depend on every table (the exception handler lists the controllers
        # it answers for): previewed once the renames are the config's
        common = await all_pages(c, "codegen_render_layer", {"layers": ["common"]}, "files", "code")
        rendered.update({f["file_path"]: f["code"] for f in common["files"]})
    from dbjavagenix import pipeline

    # the new Spring Boot project a first build adds (project.scaffold) is no layer's render
    scaffold = {path for path, _ in pipeline.planned(pipeline.load_config(cfg)).plan.scaffold}
    done = genix(tmp_path, "build", "-c", str(cfg))
    assert done.returncode == 0, done.stderr
    out = tmp_path / "demo-out"
    built = {
        str(p.relative_to(out)): p.read_text(encoding="utf-8")
        for p in out.rglob("*")
        if p.is_file()
        and ".genix" not in p.relative_to(out).parts
        and p.relative_to(out).as_posix() not in scaffold
    }
    generated = {p: t for p, t in built.items() if p in rendered or p.startswith("src/main/")}
    assert rendered == generated
    controller = next(t for p, t in rendered.items() if p.endswith("PurchaseController.java"))
    assert "ShopOrder" not in controller and '"/api/purchase' in controller.replace("'", '"').lower()


def _code(outcome: Any) -> str | None:
    error = outcome.structured_error
    return None if error is None else str(error["error"]["code"])


async def test_every_error_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each code of ERROR_CODES provoked once, as a client (or the agent) sees it."""
    from mcp import Client

    cfg = make_demo(tmp_path)
    base = cfg.read_text()
    seen: dict[str, str] = {}

    async def mcp(name: str, args: dict[str, Any], config: Path = cfg) -> None:
        async with Client(build_server(ToolEnv(config=config)), mode="legacy", cache=None) as c:
            error = error_of(await c.call_tool(name, args))
        seen.setdefault(error["code"], f"{name} {args}")

    def agent(name: str, args: dict[str, Any], **kw: Any) -> None:
        hooks = kw.pop("hooks", None)
        outcome = registry().call(ToolEnv(config=cfg, **kw), name, args, hooks)
        assert not outcome.ok and outcome.error is not None
        code = _code(outcome)
        assert code is not None and code == outcome.error["code"]
        seen.setdefault(code, f"{name} {args}")

    await mcp("config_get", {}, tmp_path / "nothing.toml")
    await mcp("codegen_plan", {"diffs": "some"})
    await mcp("codegen_render_everything", {})
    await mcp("db_describe_table", {"table": "nope"})
    await mcp("db_test_connection", {"connection": "nope"})
    await mcp("codegen_render_layer", {"table": "shop_order", "layers": ["entiti"]})
    ctx = ok(await _call(cfg, "codegen_build_context", {"table": "shop_order"}))["context"]
    ctx["table"]["fields"] = ctx["table"]["fields"][::-1]  # out of the columns' order
    await mcp("codegen_render_layer", {"context": ctx})
    await mcp("codegen_render_layer", {"table": "shop_order", "overrides": {"class_name": "class"}})
    await mcp("codegen_plan", {"cursor": "0123456789ab.0.0." + "0" * 20})
    (tmp_path / "tpl").mkdir()
    (tmp_path / "tpl" / "entity.java.jinja").write_text("{% if %}\n")
    await mcp("codegen_render_layer", {"table": "shop_order", "project": {"templates": ["tpl"]}})
    agent("codegen_apply", {}, allow_writes=False)
    agent("codegen_plan", {}, hooks=CallHooks(cancelled=lambda: True))
    cfg.write_text(
        base + '\n[connections.down]\nurl = "mysql+pymysql://u@127.0.0.1:1/x"\nconnect_timeout = 2\n'
    )
    await mcp("db_test_connection", {"connection": "down"})
    cfg.write_text(base.replace('category = "Default"', 'category = "Defualt"'))
    await mcp("codegen_plan", {})
    cfg.write_text(base)
    # conflict, then tables_vanished, filesystem_error, output_invalid on a built project
    ok(await _call(cfg, "codegen_apply", {}))
    entity = tmp_path / "demo-out/src/main/java/com/example/demo/entity/shop/ShopOrder.java"
    entity.write_text(entity.read_text().replace(" * Shop order\n", " * Shop order, mine\n"))
    cfg.write_text(
        base.replace(
            "[tables.v_product_sales]\n",
            '[tables.shop_order]\ncomment = "Orders"\n\n[tables.v_product_sales]\n',
        )
    )
    await mcp("codegen_apply", {})
    import sqlite3

    cfg.write_text(base)
    db = sqlite3.connect(tmp_path / "examples" / "demo" / "demo.db")
    saved_db = list(db.iterdump())
    names = db.execute("SELECT type, name FROM sqlite_master WHERE type IN ('view', 'table')").fetchall()
    for kind, name in sorted(names, key=lambda n: n[0] != "view"):
        if name not in ("sys_role", "sqlite_sequence"):
            db.execute(f"DROP {kind.upper()} {name}")
    db.commit()
    await mcp("codegen_apply", {})
    db.execute("DROP TABLE sys_role")
    db.executescript("\n".join(line for line in saved_db if "sqlite_sequence" not in line))
    db.close()
    real_write = os.write

    def disk_full(fd: int, data: bytes) -> int:  # the disk fills up while the files are staged
        if os.readlink(f"/proc/self/fd/{fd}").endswith(".genix-tmp"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    cfg.write_text(
        base.replace(
            "[tables.v_product_sales]\n",
            '[tables.shop_order]\ncomment = "Full"\n\n[tables.v_product_sales]\n',
        )
    )
    monkeypatch.setattr(os, "write", disk_full)
    await mcp("codegen_apply", {"force": True})  # past the edited entity
    monkeypatch.setattr(os, "write", real_write)
    cfg.write_text(base.replace('output = "demo-out"', 'output = "genix.toml"'))
    await mcp("codegen_plan", {})
    cfg.write_text(base)

    expected = {c for c, _ in ERROR_CODES} - {"internal_error", "agent_unavailable"}
    assert expected <= set(seen), sorted(expected - set(seen))


async def _call(cfg: Path, name: str, args: dict[str, Any]) -> Any:
    from mcp import Client

    async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
        return await c.call_tool(name, args)


async def test_completions(tmp_path: Path) -> None:
    from mcp import Client
    from mcp.types import PromptReference, ResourceTemplateReference

    cfg = make_demo(tmp_path)
    async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
        prompt = PromptReference(type="ref/prompt", name="generate_crud")
        tables = await c.complete(prompt, {"name": "table", "value": "sys_"})
        assert tables.completion.values and all(v.startswith("sys_") for v in tables.completion.values)
        assert "sys_user" in tables.completion.values and "shop_order" not in tables.completion.values
        cats = await c.complete(prompt, {"name": "category", "value": "Myb"})
        assert cats.completion.values == ["MybatisPlus", "MybatisPlus-Mixed"]
        layer_ref = ResourceTemplateReference(type="ref/resource", uri="genix://tables/{table}/{layer}")
        layers = await c.complete(layer_ref, {"name": "layer", "value": "map"}, {"table": "shop_order"})
        assert set(layers.completion.values) == {"mapper", "mapper_xml", "list_query_mapper"}


async def test_the_clients_roots_find_the_config(tmp_path: Path) -> None:
    """Without -c, genix.toml is looked up in the client's workspace roots (the server runs in
    a folder without one)."""
    from mcp.types import ListRootsResult, Root

    cfg = make_demo(tmp_path / "workspace")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    asked: list[int] = []

    async def roots(context: Any) -> ListRootsResult:
        asked.append(1)
        return ListRootsResult(roots=[Root(uri=cfg.parent.as_uri(), name="workspace")])

    async with stdio(None, elsewhere, list_roots_callback=roots) as c:
        data = ok(await c.call_tool("config_validate", {}))
        assert data["valid"] and str(cfg) in (await c.call_tool("config_get", {})).content[0].text
        # resources and completions look there too
        text = (await c.read_resource("genix://config")).contents[0].text
        assert_config_resource(text, cfg)
        from mcp.types import PromptReference

        prompt = PromptReference(type="ref/prompt", name="generate_crud")
        tables = await c.complete(prompt, {"name": "table", "value": "shop_ord"})
        assert tables.completion.values[:2] == ["shop_order", "shop_order_item"]
    assert asked
    async with stdio(None, elsewhere) as c:  # no roots: the working folder, where there is none
        assert error_of(await c.call_tool("config_validate", {}))["code"] == "config_not_found"
