"""Issue 32: a client that only calls tools cannot read files outside the project through the
template folders. Every door that sets ``project.templates`` from a tool (``config_patch``'s set
and append, a preview's ``project`` argument in ``codegen_render_layer`` and
``codegen_build_context``) refuses a folder outside the project folder (absolute, ``..``, a
symbolic link leading out), through a real MCP client, writing nothing; a folder inside it (or
inside a workspace root the client gave) is fine. The template resources serve only template
files: ``*.jinja`` inside a template folder, no ``..``, no symbolic link leading out."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv
from tests.mcp_agent.demo_project import call, failed, make_demo, ok

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    cfg = make_demo(tmp_path / "proj")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "entity.java.jinja").write_text("SECRET {{ 1 }}\n")
    (tmp_path / "proj" / "escape").symlink_to(tmp_path / "outside", target_is_directory=True)
    (tmp_path / "proj" / "tpl").mkdir()
    (tmp_path / "proj" / "tpl" / "entity.java.jinja").write_text("MINE\n")
    return cfg


def outside_values(tmp_path: Path) -> list[str]:
    return ["/etc", "../..", "..", str(tmp_path / "outside"), "escape", "tpl/../../outside"]


def doors(value: list[str]) -> list[tuple[str, dict[str, Any], str, str]]:
    """(tool, arguments, expected code, located key) of every tool door setting templates."""
    patch = {"op": "set", "path": "project.templates", "value": value}
    return [
        ("config_patch", {"edits": [patch]}, "config_invalid", "project.templates[0]"),
        ("config_patch", {"edits": [patch], "dry_run": True}, "config_invalid", "project.templates[0]"),
        (
            "config_patch",
            {"edits": [{"op": "append", "path": "project.templates", "value": value[0]}]},
            "config_invalid",
            "project.templates[0]",
        ),
        (
            "codegen_render_layer",
            {"table": "sys_user", "layers": ["entity"], "project": {"templates": value}},
            "invalid_arguments",
            "arguments.project.templates[0]",
        ),
        (
            "codegen_build_context",
            {"table": "sys_user", "project": {"templates": value}},
            "invalid_arguments",
            "arguments.project.templates[0]",
        ),
    ]


@pytest.mark.parametrize("which", range(6))
@pytest.mark.parametrize("door", range(5))
async def test_a_template_folder_outside_the_project_is_refused(
    demo: Path, tmp_path: Path, which: int, door: int
) -> None:
    value = outside_values(tmp_path)[which]
    tool, args, code, key = doors([value])[door]
    before = demo.read_text()
    result = await call(build_server(ToolEnv(config=demo)), tool, args)
    message = failed(result, code)
    error = result.structured_content["error"]
    keys = [d["key"] for d in error["diagnostics"]]
    assert key in keys, message
    assert "is outside the project folder" in message and "SECRET" not in message
    assert demo.read_text() == before


async def test_a_template_folder_inside_the_project_is_fine(demo: Path) -> None:
    server = build_server(ToolEnv(config=demo))
    rendered = ok(
        await call(
            server,
            "codegen_render_layer",
            {"table": "sys_user", "layers": ["entity"], "project": {"templates": ["tpl"]}},
        )
    )
    assert rendered["files"][0]["code"] == "MINE\n"
    edit = {"op": "set", "path": "project.templates", "value": ["tpl"]}
    assert ok(await call(server, "config_patch", {"edits": [edit]}))["written"]
    # a folder a person put outside by hand stays usable, and other patches still apply
    demo.write_text(demo.read_text().replace('templates = ["tpl"]', 'templates = ["escape"]'))
    assert ok(await call(server, "config_patch", {"edits": [{"path": "project.author", "value": "me"}]}))[
        "written"
    ]
    moved = {"op": "set", "path": "project.templates", "value": ["/etc"]}
    failed(await call(server, "config_patch", {"edits": [moved]}), "config_invalid")


async def test_a_workspace_root_the_client_gave_is_inside(demo: Path, tmp_path: Path) -> None:
    """Without -c the config is found in the client's roots; a template folder in another root
    the client gave is allowed, one in no root is not."""
    from mcp import Client
    from mcp.types import ListRootsResult, Root

    async def roots(context: Any) -> ListRootsResult:
        return ListRootsResult(
            roots=[Root(uri=demo.parent.as_uri(), name="proj"), Root(uri=(tmp_path / "outside").as_uri())]
        )

    server = build_server(ToolEnv())
    args = {"table": "sys_user", "layers": ["entity"], "project": {"templates": [str(tmp_path / "outside")]}}
    async with Client(server, mode="legacy", cache=None, list_roots_callback=roots) as c:
        assert ok(await c.call_tool("codegen_render_layer", args))["files"][0]["code"] == "SECRET 1\n"
        args["project"] = {"templates": ["/etc"]}
        failed(await c.call_tool("codegen_render_layer", args), "invalid_arguments")


async def test_template_resources_serve_only_template_files(demo: Path, tmp_path: Path) -> None:
    from mcp import Client
    from mcp.shared.exceptions import MCPError

    tpl = demo.parent / "tpl"
    (tpl / "leak.jinja").symlink_to(tmp_path / "outside" / "entity.java.jinja")
    (tpl / "sub").symlink_to(tmp_path / "outside", target_is_directory=True)
    (tpl / "notes.txt").write_text("not a template\n")
    (tpl / "dir.jinja").mkdir()
    demo.write_text(demo.read_text().replace('# templates = ["templates"]', 'templates = ["tpl"]'))
    async with Client(build_server(ToolEnv(config=demo)), mode="legacy", cache=None) as c:
        listed = json.loads((await c.read_resource("genix://templates")).contents[0].text)
        user = {t["name"] for t in listed if t["source"] == "user"}
        assert user == {"entity.java.jinja"}
        text = (await c.read_resource("genix://templates/entity.java.jinja")).contents[0].text
        assert text == "MINE\n"
        for name in (
            "leak.jinja",
            "sub/entity.java.jinja",
            "notes.txt",
            "../outside/entity.java.jinja",
            "..%2Foutside%2Fentity.java.jinja",
            "%2Fetc%2Fpasswd",
        ):
            with pytest.raises(MCPError) as info:
                await c.read_resource(f"genix://templates/{name}")
            assert "SECRET" not in str(info.value)


def test_the_check_follows_symbolic_links(tmp_path: Path) -> None:
    """The check resolves paths (symbolic links followed) before comparing them."""
    from dbjavagenix.tools.confine import inside

    (tmp_path / "a").mkdir()
    os.symlink(tmp_path, tmp_path / "a" / "up")
    assert inside(tmp_path / "a" / "x", (tmp_path / "a",))
    assert not inside(tmp_path / "a" / "up" / "b", ((tmp_path / "a").resolve(),))
