"""``genix mcp``: the tool registry served over MCP with the official Python SDK.

Only an adapter: every tool is a registry tool (same names, schemas and behaviour as the
agent's), run through :meth:`Registry.call` in a worker thread. Results carry structured content
(checked by clients against the published output schema) plus a one-line summary and the JSON as
text; failures are ``isError`` results holding the located message. Also served: resources (the
config, a connection's catalog, each table's description, the active category's templates) and a
``generate_crud`` prompt. Imported only by the ``mcp`` command: the SDK is slow to import.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import anyio.to_thread
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from dbjavagenix import __version__
from dbjavagenix.errors import GenixError
from dbjavagenix.tools import Outcome, ToolEnv, ToolSpec, registry
from dbjavagenix.tools.guide import crud_prompt, instructions


def call_result(outcome: Outcome) -> CallToolResult:
    """An outcome as MCP sends it."""
    if not outcome.ok:
        return CallToolResult(content=[TextContent(type="text", text=outcome.message)], is_error=True)
    return CallToolResult(
        content=[
            TextContent(type="text", text=outcome.summary),
            TextContent(type="text", text=json.dumps(outcome.data, indent=1, ensure_ascii=False)),
        ],
        structured_content=outcome.data,
    )


class RegistryTool(Tool):
    """An MCP tool that runs a registry tool (arguments validated by the registry's input model,
    so errors are located the same way for every door)."""

    env: Any = Field(exclude=True)

    async def run(self, arguments: dict[str, Any], context: Any, convert_result: bool = False) -> Any:
        env: ToolEnv = self.env
        outcome = await anyio.to_thread.run_sync(registry().call, env, self.name, arguments)
        return call_result(outcome)


def mcp_tool(spec: ToolSpec, env: ToolEnv) -> RegistryTool:
    async def unused(**_: Any) -> None:  # RegistryTool.run never calls fn
        return None

    return RegistryTool(
        fn=unused,
        name=spec.name,
        title=spec.title,
        description=spec.description,
        parameters=spec.input_schema(),
        fn_metadata=FuncMetadata(arg_model=ArgModelBase, output_schema=spec.output_schema()),
        is_async=True,
        annotations=ToolAnnotations(**spec.annotations()),
        env=env,
    )


def served_tools(env: ToolEnv) -> list[ToolSpec]:
    """The tools a session may call: a read-only session does not list the writing ones."""
    return [s for s in registry().tools if env.allow_writes or not s.writes]


def build_server(env: ToolEnv) -> MCPServer:
    """The MCP server over the registry. Creating an ``MCPServer`` configures root logging at
    INFO; the previous logging setup is restored so only the command decides what is logged."""
    root = logging.getLogger()
    saved_level, saved_handlers = root.level, list(root.handlers)
    try:
        server = MCPServer(
            name="genix",
            title="DBJavaGenix",
            instructions=instructions(read_only=not env.allow_writes),
            version=__version__,
            tools=[mcp_tool(s, env) for s in served_tools(env)],
            log_level="WARNING",
        )
    finally:
        root.setLevel(saved_level)
        root.handlers[:] = saved_handlers
    _add_resources(server, env)

    @server.prompt(
        name="generate_crud",
        title="Generate CRUD for a table",
        description="Walk through inspecting a table, previewing its code, planning and applying.",
    )
    def generate_crud(table: str) -> str:
        return crud_prompt(table, read_only=not env.allow_writes)

    return server


async def _in_thread(fn: Any, *args: Any) -> Any:
    try:
        return await anyio.to_thread.run_sync(fn, *args)
    except GenixError as e:
        raise ResourceError(e.render()) from None


def _loaded_or_none(env: ToolEnv) -> Any:
    try:
        return env.load()
    except GenixError:
        return None


def _add_resources(server: MCPServer, env: ToolEnv) -> None:
    @server.resource(
        "genix://config",
        name="config",
        title="genix.toml",
        description="The config file as written (passwords masked).",
        mime_type="application/toml",
    )
    async def config_text() -> str:
        def read() -> str:
            from dbjavagenix.secrets import mask_toml_text

            path = env.config_path()
            _loaded_or_none(env)
            try:
                return mask_toml_text(path.read_text(encoding="utf-8"))
            except OSError as e:
                raise GenixError(f"cannot read {path}: {e}") from None

        return str(await _in_thread(read))

    @server.resource(
        "genix://catalog/{connection}",
        name="catalog",
        title="Catalog of a connection",
        description="Every table, column, key and index genix read from a connection (snapshot JSON).",
        mime_type="application/json",
    )
    async def catalog(connection: str) -> str:
        def read() -> str:
            from dbjavagenix.introspect import snapshot
            from dbjavagenix.tools.db import connection_name, read_catalog

            loaded = env.load()
            name = connection_name(loaded, connection)
            return snapshot.dumps(read_catalog(loaded, name))

        return str(await _in_thread(read))

    @server.resource(
        "genix://tables/{table}",
        name="table",
        title="Description of a table",
        description="A table of the default connection, with the Java type of every column "
        "(the db_describe_table result).",
        mime_type="application/json",
    )
    async def table(table: str) -> str:
        outcome = await anyio.to_thread.run_sync(registry().call, env, "db_describe_table", {"table": table})
        if not outcome.ok:
            raise ResourceError(outcome.message)
        return json.dumps(outcome.data, indent=1, ensure_ascii=False)

    @server.resource(
        "genix://templates",
        name="templates",
        title="Templates of the active category",
        description="Template files of the configured category (yours first, then the built-in ones).",
        mime_type="application/json",
    )
    async def templates() -> str:
        def read() -> str:
            return json.dumps([{"name": n, "source": s} for n, s, _ in _template_files(env)], indent=1)

        return str(await _in_thread(read))

    @server.resource(
        "genix://templates/{+name}",
        name="template",
        title="A template file",
        description="The text of one template of the active category (the one genix uses).",
        mime_type="text/plain",
    )
    async def template(name: str) -> str:
        def read() -> str:
            for n, _, path in _template_files(env):
                if n == name:
                    return path.read_text(encoding="utf-8")
            raise GenixError(f"no template named {name!r}", hint="genix://templates lists them")

        return str(await _in_thread(read))


def _template_files(env: ToolEnv) -> list[tuple[str, str, Path]]:
    """(name, source, path) of every template the active category's renderer would find; a
    user file shadowing a built-in one is listed once, as ``user``."""
    from dbjavagenix import pipeline
    from dbjavagenix.render.engine import Renderer
    from dbjavagenix.resolve.project import category_for

    loaded = env.load()
    with pipeline.located(loaded):
        category = category_for(loaded)
        user = pipeline.user_template_dirs(loaded)
    renderer = Renderer(category, user)
    seen: dict[str, tuple[str, str, Path]] = {}
    for d in renderer.search_dirs:
        source = "user" if d in user else "builtin"
        for p in sorted(d.rglob("*.jinja")):
            name = p.relative_to(d).as_posix()
            seen.setdefault(name, (name, source, p))
    return sorted(seen.values())


def serve(env: ToolEnv, address: tuple[str, int] | None = None) -> None:
    """Serve until the client goes away: stdio by default, streamable HTTP on ``address``."""
    server = build_server(env)
    if address is None:
        server.run("stdio")
    else:
        server.run("streamable-http", host=address[0], port=address[1])
