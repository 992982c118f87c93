"""Arguments every tool refuses before any work, through a real MCP client: nested too deep, too
large, a NUL character in a string or a key (``invalid_arguments``, located at the argument,
never ``internal_error``). One case per tool and per limit, generated from the registry: the
checks are the registry's, not each tool's. The config named does not exist, so a tool that did
any work would answer ``config_not_found`` instead; and nothing is written anywhere."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.mcp_server import build_server
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.argcheck import MAX_CHARS, MAX_DEPTH
from tests.mcp_agent.demo_project import call, error_of, failed, make_demo

pytestmark = pytest.mark.anyio
TOOLS = registry().tools


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


def _first_argument(spec: Any, kind: str) -> str:
    """The first argument of ``spec`` whose schema admits ``kind`` (else any argument)."""
    props: dict[str, Any] = spec.input_schema().get("properties", {})
    for name, schema in props.items():
        types = schema.get("type")  # one type, or a list of them ({"type": ["object", "string"]})
        kinds = set(types if isinstance(types, list) else [types])
        kinds |= {s.get("type") for s in schema.get("anyOf", [])}
        if kind in kinds:
            return name
    return next(iter(props), "anything")


async def _refused(tmp_path: Path, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    server = build_server(ToolEnv(config=tmp_path / "genix.toml"))
    error = error_of(await call(server, tool, arguments))
    assert error["code"] == "invalid_arguments", error
    assert list(tmp_path.iterdir()) == []
    return error


@pytest.mark.parametrize("spec", TOOLS, ids=lambda s: s.name)
async def test_a_nul_character_is_refused(tmp_path: Path, spec: Any) -> None:
    arg = _first_argument(spec, "string")
    error = await _refused(tmp_path, spec.name, {arg: "a\x00b"})
    assert error["key"] == f"arguments.{arg}" and "NUL" in error["message"]


@pytest.mark.parametrize("spec", TOOLS, ids=lambda s: s.name)
async def test_a_nul_character_in_a_key_is_refused(tmp_path: Path, spec: Any) -> None:
    arg = _first_argument(spec, "object")
    error = await _refused(tmp_path, spec.name, {arg: {"x\x00": 1}})
    assert error["key"] == f"arguments.{arg}" and "NUL" in error["message"]


@pytest.mark.parametrize("spec", TOOLS, ids=lambda s: s.name)
async def test_deep_nesting_is_refused(tmp_path: Path, spec: Any) -> None:
    arg = _first_argument(spec, "object")
    error = await _refused(tmp_path, spec.name, {arg: _nested(MAX_DEPTH + 5)})
    assert error["key"] == f"arguments.{arg}" and f"deeper than {MAX_DEPTH}" in error["message"]


async def test_huge_arguments_are_refused(tmp_path: Path) -> None:
    error = await _refused(tmp_path, "codegen_render_layer", {"table": "x" * (MAX_CHARS + 1)})
    assert "larger than" in error["message"]


async def test_the_reported_cases(tmp_path: Path) -> None:
    """Issue 37: each of these answered internal_error, or was accepted silently."""
    cfg = make_demo(tmp_path / "demo")
    server = build_server(ToolEnv(config=cfg))
    deep_text = '{"a":' * 5000 + "1" + "}" * 5000  # a JSON text the parser would recurse into
    message = failed(await call(server, "codegen_build_context", {"context": deep_text}), "invalid_arguments")
    assert message.startswith(f"error: arguments.context: the JSON nests deeper than {MAX_DEPTH} levels")
    nested = json.dumps(_nested(MAX_DEPTH + 1))  # within the parser's reach, beyond genix's limit
    message = failed(await call(server, "codegen_build_context", {"context": nested}), "invalid_arguments")
    assert "arguments.context" in message
    message = failed(
        await call(server, "springboot_analyze_dependencies", {"project": "a\x00b"}), "invalid_arguments"
    )
    assert message.startswith("error: arguments.project: the value holds a NUL character")
    message = failed(await call(server, "codegen_plan", {"verbs": ["nope"]}), "invalid_arguments")
    assert "arguments.verbs[0]: expected 'create'" in message and "(got 'nope')" in message
    # a context as the tool built it passes (the limits leave room for real arguments)
    from tests.mcp_agent.demo_project import ok

    ctx = ok(await call(server, "codegen_build_context", {"table": "sys_user"}))["context"]
    ok(await call(server, "codegen_render_layer", {"context": json.dumps(ctx)}))
