"""``genix mcp --read-only`` as a client sees it, over stdio: the writing tools are not listed
(calling one anyway answers ``writes_refused``: the server is read-only), and a session that calls every tool it lists, reads every
resource and the prompt creates, changes or removes no file, folder or database anywhere it can
reach (the project, the output root and its .genix state, HOME, TMPDIR, the working folder).

Also: ``genix mcp`` without the ``mcp`` extra is one clear message and exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from dbjavagenix.tools import registry
from dbjavagenix.tools.codegen import ADR_LAYERS
from tests.mcp_agent.demo_project import make_demo

pytestmark = pytest.mark.anyio
WRITERS = {s.name for s in registry().tools if s.writes}
ARGS: dict[str, dict[str, Any]] = {
    "db_describe_table": {"table": "sys_user"},
    "codegen_build_context": {"table": "sys_user", "category": "MybatisPlus"},
    "codegen_render_layer": {"table": "sys_user", "project": {"dto": True}},
    "codegen_plan": {"diffs": "all"},
    "config_validate": {"deep": True},
}
FROM_CONTEXT = {f"codegen_render_{family}" for family in ADR_LAYERS}
"""ADR-002's render tools: called with the context codegen_build_context gives."""


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def tree(*roots: Path) -> dict[str, tuple[int, int, int]]:
    """Every path below ``roots`` with its size, mtime and mode (folders included)."""
    out = {}
    for root in roots:
        for folder, dirs, files in os.walk(root):
            for name in [*dirs, *files]:
                p = Path(folder) / name
                st = p.lstat()
                out[str(p)] = (st.st_size if not p.is_dir() else 0, st.st_mtime_ns, st.st_mode)
    return out


async def session(cfg: Path, home: Path) -> tuple[list[str], dict[str, bool]]:
    """Call every listed tool, resource and the prompt over stdio; (listed tools, tool → ok)."""
    from mcp import Client, StdioServerParameters
    from mcp.client.stdio import stdio_client

    env = dict(os.environ, HOME=str(home / "home"), TMPDIR=str(home / "tmp"))
    argv = [sys.executable, "-m", "dbjavagenix", "mcp", "-c", str(cfg), "--read-only"]
    params = StdioServerParameters(command=argv[0], args=argv[1:], cwd=str(home / "cwd"), env=env)
    results: dict[str, bool] = {}
    with (home / "stderr.txt").open("w") as err:
        async with Client(stdio_client(params, errlog=err), mode="legacy", cache=None) as c:
            listed = [t.name for t in (await c.list_tools()).tools]
            built = await c.call_tool("codegen_build_context", {"table": "sys_user"})
            context = {"context": (built.structured_content or {}).get("context", {})}
            for name in listed:
                args = context if name in FROM_CONTEXT else ARGS.get(name, {})
                results[name] = not (await c.call_tool(name, args)).is_error
            for name in sorted(WRITERS):
                refused = await c.call_tool(
                    name, {"force": True} if name != "config_patch" else {"edits": []}
                )
                assert refused.is_error and refused.structured_content["error"]["code"] == "writes_refused"
                assert refused.content[0].text.startswith(
                    f"error: {name} writes, and this session is read-only: the server was started with --read-only"
                )
            for uri in (
                "genix://config",
                "genix://templates",
                "genix://catalog/main/sys_user",
                "genix://tables/sys_user",
                "genix://tables/sys_user/entity",
            ):
                try:
                    await c.read_resource(uri)
                except Exception:
                    results[uri] = False
            await c.get_prompt("generate_crud", {"table": "sys_user"})
            prompt = (await c.get_prompt("generate_crud", {"table": "sys_user"})).messages[0].content.text
            assert "read-only" in prompt
    return listed, results


def _places(tmp_path: Path) -> tuple[Path, Path]:
    for d in ("home", "tmp", "cwd"):
        (tmp_path / d).mkdir()
    return tmp_path / "proj", tmp_path


async def test_a_read_only_session_creates_nothing(tmp_path: Path) -> None:
    project, home = _places(tmp_path)
    cfg = make_demo(project)
    for command in ("new", "build"):  # a Spring Boot project, generated files and .genix state
        r = CliRunner().invoke(main, [command, "-c", str(cfg)])
        assert r.exit_code == 0, r.output
    (project / "demo-out" / "src/main/java/com/example/demo/entity/system/SysUser.java").write_text(
        "// mine\n"
    )
    before = tree(tmp_path)
    listed, results = await session(cfg, home)
    assert set(listed) == {s.name for s in registry().tools} - WRITERS
    failed = {k for k, good in results.items() if not good}
    assert failed == set(), (home / "stderr.txt").read_text()
    after = tree(tmp_path)
    changed = {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}
    assert changed == {str(home / "stderr.txt")}


async def test_no_database_is_created_by_reading(tmp_path: Path) -> None:
    """The demo's init_sql builds its SQLite file only under a door that writes."""
    project, home = _places(tmp_path)
    cfg = make_demo(project, database=False)
    before = tree(tmp_path)
    _, results = await session(cfg, home)
    assert not results["db_test_connection"] and not results["codegen_plan"]
    assert results["config_get"] and results["config_validate"]  # a problem is an answer there
    after = tree(tmp_path)
    assert {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)} == {
        str(home / "stderr.txt")
    }
    assert not (project / "examples/demo/demo.db").exists()


HIDE_MCP = """
import sys
class Hide:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('mcp', 'mcp_types', 'anyio', 'starlette', 'uvicorn', 'sse_starlette', 'httpx'):
            raise ModuleNotFoundError(f'No module named {name!r}', name=name)
sys.meta_path.insert(0, Hide())
for m in [m for m in sys.modules if m.split('.')[0] in ('anyio', 'httpx')]:
    del sys.modules[m]
from dbjavagenix.cli import main
sys.argv = ['genix', 'mcp'] + sys.argv[1:]
main()
"""


@pytest.mark.parametrize("args", [[], ["--read-only"], ["--http", "127.0.0.1:8765"]])
def test_missing_mcp_extra_is_one_clear_message(tmp_path: Path, args: list[str]) -> None:
    """Without the extra, neither the SDK nor what it brings (anyio ...) is there."""
    result = subprocess.run(
        [sys.executable, "-c", HIDE_MCP, *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "error: the MCP SDK is not installed",
        '  hint: pip install "dbjavagenix[mcp]"',
    ]
