"""``genix mcp``: the tool registry served over MCP with the official Python SDK.

Only an adapter: every tool is a registry tool (same names, schemas and behaviour as the
agent's), run through :meth:`Registry.call` in a worker thread. Results carry structured content
(checked by clients against the published output schema) plus a one-line summary and the JSON as
text; failures are ``isError`` results holding the located message as text and ``{"error":
{"code", "message", "file", "line", "col", "key", "hint", ...}}`` as structured content.

What the protocol adds around a call: the client's progress token gets ``notifications/progress``
while a plan, check or apply renders many files; a cancelled call stops at the next file and
writes nothing (apply writes all or nothing, after rendering); without ``-c``, the config is
looked for in the client's workspace roots. Also served: resources (the config, one table's
catalog, each table's description and rendered layers, the active category's templates),
completions of table, layer, category, connection and template names, and a ``generate_crud``
prompt. Imported only by the ``mcp`` command: the SDK is slow to import.
"""

from __future__ import annotations

import json
import logging
import secrets
import threading
import warnings
import weakref
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import anyio
import anyio.from_thread
import anyio.to_thread
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp.types import CallToolResult, Completion, TextContent, ToolAnnotations
from pydantic import Field

from dbjavagenix import __version__
from dbjavagenix.errors import GenixError
from dbjavagenix.tools import Outcome, ToolEnv, ToolSpec, registry
from dbjavagenix.tools.base import CallHooks, call_hooks
from dbjavagenix.tools.guide import crud_prompt, instructions
from dbjavagenix.tools.paging import dumps

log = logging.getLogger("dbjavagenix.mcp")


def call_result(outcome: Outcome) -> CallToolResult:
    """An outcome as MCP sends it."""
    if not outcome.ok:
        return CallToolResult(
            content=[TextContent(type="text", text=outcome.message)],
            structured_content=outcome.structured_error,
            is_error=True,
        )
    return CallToolResult(
        content=[
            TextContent(type="text", text=outcome.summary),
            TextContent(type="text", text=dumps(outcome.data)),
        ],
        structured_content=outcome.data,
    )


async def in_worker(fn: Callable[[threading.Event], Outcome]) -> Outcome:
    """Run ``fn`` in a worker thread. When the call is cancelled (the client's
    ``notifications/cancelled``), the event given to ``fn`` is set and the cancellation waits for
    ``fn`` to stop (it checks the event between files): a thread cannot be killed, and a write
    must not be left half done."""
    cancel = threading.Event()
    box: list[Outcome] = []
    done = anyio.Event()

    async def work() -> None:
        with anyio.CancelScope(shield=True):
            try:
                box.append(await anyio.to_thread.run_sync(fn, cancel))
            finally:
                done.set()

    async with anyio.create_task_group() as tg:
        tg.start_soon(work)
        try:
            await done.wait()
        except anyio.get_cancelled_exc_class():
            cancel.set()
            raise
    return box[0]


def file_roots(uris: list[str]) -> tuple[Path, ...]:
    """The local folders among the client's root URIs (``file:///home/me/shop``)."""
    out = []
    for uri in uris:
        parsed = urlparse(uri)
        if parsed.scheme == "file" and parsed.path:
            out.append(Path(unquote(parsed.path)))
    return tuple(out)


async def client_roots(context: Any) -> tuple[Path, ...]:
    """The client's workspace roots, when it offers them (the ``roots`` capability)."""
    try:
        session = context.session
        caps = session.client_capabilities
        if caps is None or caps.roots is None:
            return ()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # deprecated by the 2026-07-28 protocol, still what clients send
            with anyio.fail_after(10):
                listed = await session.list_roots()
    except Exception as e:  # no back channel, a client that fails to answer: use the working folder
        log.debug("roots/list failed: %s", e)
        return ()
    return file_roots([str(r.uri) for r in listed.roots])


async def session_roots(env: ToolEnv, context: Any) -> tuple[Path, ...]:
    """Where to look for genix.toml for a request: the client's roots, unless ``-c`` was given."""
    if env.config is not None or context is None:
        return ()
    return await client_roots(context)


def progress_reporter(context: Any) -> Callable[[float, float | None, str | None], None]:
    """A progress hook for the worker thread: sends ``notifications/progress`` (a no-op when the
    client did not ask for progress)."""

    def report(done: float, total: float | None, message: str | None) -> None:
        try:
            anyio.from_thread.run(context.report_progress, done, total, message)
        except Exception as e:  # progress is best effort: never fail the work for it
            log.debug("progress notification failed: %s", e)

    return report


_SESSION_IDS: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
_SESSION_LOCK = threading.Lock()


def session_id(context: Any) -> str:
    """An opaque id of the client session a request comes from (each streamable-HTTP client
    its own; stdio has one): the key of its paging snapshots and cursors."""
    try:
        session = context.session
    except Exception:  # no request context (a direct call): one anonymous session
        return ""
    if session is None:
        return ""
    # mcp 2.x builds a ServerSession per request around the connection-scoped Connection (one
    # per stdio process, one per streamable-HTTP mcp-session-id): the connection is the key
    connection = getattr(session, "_connection", None) or session
    with _SESSION_LOCK:
        found = _SESSION_IDS.get(connection)
        if found is None:
            found = _SESSION_IDS[connection] = secrets.token_hex(8)
    return found


class RegistryTool(Tool):
    """An MCP tool that runs a registry tool (arguments validated by the registry's input model,
    so errors are located the same way for every door)."""

    env: Any = Field(exclude=True)
    served: Any = Field(exclude=True, default=None)

    async def run(self, arguments: dict[str, Any], context: Any, convert_result: bool = False) -> Any:
        env: ToolEnv = self.env
        roots = await session_roots(env, context)
        progress = progress_reporter(context)

        session = session_id(context)

        def call(cancel: threading.Event) -> Outcome:
            hooks = CallHooks(progress=progress, cancelled=cancel.is_set, roots=roots, session=session)
            return registry().call(env, self.name, arguments, hooks, self.served)

        return call_result(await in_worker(call))


def mcp_tool(spec: ToolSpec, env: ToolEnv, served: list[str]) -> RegistryTool:
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
        served=served,
    )


def served_tools(env: ToolEnv) -> list[ToolSpec]:
    """The tools a session may call: a read-only session does not list the writing ones."""
    return [s for s in registry().tools if env.allow_writes or not s.writes]


class GenixServer(MCPServer):
    """The SDK's server, with one change: a tool it does not serve is answered by the registry
    (a structured ``unknown_tool`` error with a suggestion), like every other error."""

    genix_env: ToolEnv
    genix_served: list[str]

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        if self._tool_manager.get_tool(name) is None:
            return call_result(registry().call(self.genix_env, name, arguments, served=self.genix_served))
        return await super().call_tool(name, arguments, context)

    async def read_resource(self, uri: Any, context: Any = None) -> Any:
        """Resources find the config in the client's roots too (the worker threads that read
        them inherit the hooks: AnyIO copies the context into them)."""
        hooks = CallHooks(roots=await session_roots(self.genix_env, context), session=session_id(context))
        with call_hooks(hooks):
            return await super().read_resource(uri, context)


def build_server(env: ToolEnv) -> MCPServer:
    """The MCP server over the registry. Creating an ``MCPServer`` configures root logging at
    INFO; the previous logging setup is restored so only the command decides what is logged."""
    root = logging.getLogger()
    saved_level, saved_handlers = root.level, list(root.handlers)
    served = [s.name for s in served_tools(env)]
    try:
        server = GenixServer(
            name="genix",
            title="DBJavaGenix",
            instructions=instructions(read_only=not env.allow_writes),
            version=__version__,
            tools=[mcp_tool(s, env, served) for s in served_tools(env)],
            log_level="WARNING",
        )
    finally:
        root.setLevel(saved_level)
        root.handlers[:] = saved_handlers
    server.genix_env = env
    server.genix_served = served
    _add_resources(server, env)
    _add_completions(server, env)

    @server.prompt(
        name="generate_crud",
        title="Generate CRUD for a table",
        description="Walk through inspecting a table, previewing its code (optionally in another "
        "category), planning and applying.",
    )
    def generate_crud(table: str, category: str | None = None) -> str:
        return crud_prompt(table, read_only=not env.allow_writes, category=category)

    return server


def _add_completions(server: MCPServer, env: ToolEnv) -> None:
    """``completion/complete``, registered on the low-level server so the handler gets the
    request (the client's roots locate the config, as for tools)."""
    from mcp.types import CompleteRequestParams, CompleteResult

    from dbjavagenix.tools.completions import MAX_VALUES, complete

    async def completions(ctx: Any, params: CompleteRequestParams) -> CompleteResult:
        given = dict(params.context.arguments or {}) if params.context is not None else {}
        hooks = CallHooks(roots=await session_roots(env, ctx))

        def run() -> list[str]:
            with call_hooks(hooks):
                return complete(env, params.argument.name, params.argument.value, given)

        values = await anyio.to_thread.run_sync(run)
        return CompleteResult(
            completion=Completion(
                values=values[:MAX_VALUES], total=len(values), has_more=len(values) > MAX_VALUES
            )
        )

    server._lowlevel_server.add_request_handler("completion/complete", CompleteRequestParams, completions)


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


def paged_resource(env: ToolEnv, tool: str, arguments: dict[str, Any]) -> str:
    """A resource that is a tool's answer: the tool's first page as compact JSON (within a
    page, like every answer). Resources take no cursor: when there is more, ``continue`` names
    the tool call that gives the next page (``{"tool", "arguments": {"cursor"}}``, a cursor of
    this client session), and the client goes on with tools/call."""
    import dataclasses

    from dbjavagenix.tools.base import current_hooks

    pointer = len(dumps({"continue": {"tool": tool, "arguments": {"cursor": "x" * 64}}}))
    hooks = dataclasses.replace(current_hooks(), room=pointer)
    outcome = registry().call(env, tool, arguments, hooks)
    if outcome.data is None:
        raise ResourceError(outcome.message or outcome.summary)
    data = dict(outcome.data)
    cursor = (data.get("page") or {}).get("next_cursor")
    if cursor:
        data["continue"] = {"tool": tool, "arguments": {"cursor": cursor}}
    return dumps(data)


def bounded_text(text: str, note: Callable[[int], str]) -> str:
    """``text`` when it fits a page (:data:`~dbjavagenix.tools.paging.PAGE_CHARS`); else its
    head, cut at the end of a line, and the line ``note(characters left out)`` says where the
    whole text is (a resource takes no cursor)."""
    from dbjavagenix.tools.paging import PAGE_CHARS

    if len(text) <= PAGE_CHARS:
        return text
    head = text[: PAGE_CHARS - 400]
    head = head[: head.rfind("\n") + 1] or head
    return head + note(len(text) - len(head)) + "\n"


def _template_note(where: str, left: int) -> str:
    """The line a template resource ends with when the template is cut."""
    return (
        f"{{# genix: {left} more characters of this template are left out of this resource; "
        f"the whole text is the file {where} #}}"
    )


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
                from dbjavagenix.config.load import read_config_text

                text = mask_toml_text(read_config_text(path))
            except OSError as e:
                raise GenixError(f"cannot read {path}: {e}") from None
            return bounded_text(
                text,
                lambda left: (
                    f"# genix: {left} more characters are left out of this resource; "
                    'the tool config_get {"source": "text"} pages the whole file'
                ),
            )

        return str(await _in_thread(read))

    @server.resource(
        "genix://catalog/{connection}/{table}",
        name="catalog_table",
        title="A table as genix read it",
        description="One table (or view) of a connection: columns, keys, indexes, foreign keys "
        "(catalog snapshot JSON).",
        mime_type="application/json",
    )
    async def catalog(connection: str, table: str) -> str:
        def read() -> str:
            import dataclasses

            from dbjavagenix.introspect import snapshot
            from dbjavagenix.tools.db import connection_name, find_table, read_catalog
            from dbjavagenix.tools.paging import PAGE_CHARS

            loaded = env.load()
            name = connection_name(loaded, connection)
            whole = read_catalog(loaded, name)
            one = dataclasses.replace(whole, tables=(find_table(whole, table, name),), unparsed=())
            text = snapshot.dumps(one)
            if len(text) > PAGE_CHARS:  # JSON cannot be cut: the tool that pages says it
                raise GenixError(
                    f"table {table!r} of connection {name!r} is {len(text)} characters as JSON, more "
                    f"than a resource holds ({PAGE_CHARS})",
                    hint=f'db_describe_table {{"table": {json.dumps(table)}, "connection": '
                    f"{json.dumps(name)}}} pages its columns, keys and indexes",
                )
            return text

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
        return str(await _in_thread(paged_resource, env, "db_describe_table", {"table": table}))

    @server.resource(
        "genix://tables/{table}/{layer}",
        name="table_layer",
        title="A layer of a table, rendered",
        description="The files one layer renders for a table (the codegen_render_layer result; "
        "nothing is written).",
        mime_type="application/json",
    )
    async def table_layer(table: str, layer: str) -> str:
        return str(
            await _in_thread(paged_resource, env, "codegen_render_layer", {"table": table, "layers": [layer]})
        )

    @server.resource(
        "genix://templates",
        name="templates",
        title="Templates of the active category",
        description="Template files of the configured category (yours first, then the built-in ones).",
        mime_type="application/json",
    )
    async def templates() -> str:
        def read() -> str:
            from dbjavagenix.tools.completions import template_files
            from dbjavagenix.tools.paging import PAGE_CHARS, dumps

            found = [{"name": n, "source": s} for n, s, _ in template_files(env)]
            listed: list[dict[str, Any]] = []
            room = PAGE_CHARS - 200  # the last entry, when some are left out
            for entry in found:
                room -= len(dumps(entry)) + 1
                if room < 0:
                    left = len(found) - len(listed)
                    listed.append(
                        {"more": left, "hint": "the template argument's completions list them by prefix"}
                    )
                    break
                listed.append(entry)
            return dumps(listed)

        return str(await _in_thread(read))

    @server.resource(
        "genix://templates/{+name}",
        name="template",
        title="A template file",
        description="The text of one template of the active category (the one genix uses): "
        "only *.jinja files of the template folders.",
        mime_type="text/plain",
    )
    async def template(name: str) -> str:
        def read() -> str:
            from dbjavagenix.errors import TemplateError
            from dbjavagenix.inputfile import TEMPLATE_MAX, read_input_text
            from dbjavagenix.tools.completions import template_files
            from dbjavagenix.tools.confine import template_name_ok

            if not template_name_ok(name):
                raise GenixError(
                    f"{name!r} is not a template name", hint="genix://templates lists the templates"
                )
            for n, source, path in template_files(env):
                if n == name:
                    text = read_input_text(path, "template", TEMPLATE_MAX, error=TemplateError)
                    return bounded_text(text, partial(_template_note, f"{name} of the {source} templates"))
            raise GenixError(f"no template named {name!r}", hint="genix://templates lists them")

        return str(await _in_thread(read))


def serve(env: ToolEnv, address: tuple[str, int] | None = None) -> None:
    """Serve until the client goes away: stdio by default, streamable HTTP on ``address``."""
    server = build_server(env)
    if address is None:
        server.run("stdio")
    else:
        server.run("streamable-http", host=address[0], port=address[1])
