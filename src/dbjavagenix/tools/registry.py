"""The one tool registry: every module of this package that defines ``FAMILY`` contributes its
tools, so adding a family is adding one file. :meth:`Registry.call` is the single way a tool
runs, for the MCP server and for the agent alike: check the arguments (depth, size, NUL:
:mod:`~dbjavagenix.tools.argcheck`), validate them, run, and turn the
result or the error into an :class:`Outcome`.
"""

from __future__ import annotations

import difflib
import importlib
import logging
import pkgutil
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dbjavagenix.errors import Diagnostic, GenixError, InputError, Location, UnknownTool, internal_error
from dbjavagenix.tools.base import (
    CallHooks,
    ToolEnv,
    ToolFamily,
    ToolResult,
    ToolSpec,
    WritesRefused,
    call_hooks,
)

log = logging.getLogger("dbjavagenix.tools")


@dataclass(frozen=True)
class Outcome:
    """What one tool call produced, ready for any door."""

    tool: str
    ok: bool
    summary: str
    """One line: what happened (or the first line of the error)."""
    data: dict[str, Any] | None
    """The structured result (JSON-ready), None on error."""
    error: dict[str, Any] | None = None
    """The error (``GenixError.to_dict()``), None on success."""
    message: str = ""
    """The full error text: located diagnostics and hints."""

    def text(self) -> str:
        """The summary plus the data as JSON (or the error message): for clients that read text."""
        from dbjavagenix.tools.paging import dumps

        if not self.ok:
            return self.message
        return self.summary + "\n\n" + dumps(self.data)

    @property
    def structured_error(self) -> dict[str, Any] | None:
        """The error as clients branch on it: ``{"error": {"code", "message", "file", "line",
        "col", "key", "hint", "kind", "exit_code", "diagnostics"}}`` (None on success)."""
        if self.error is None:
            return None
        diagnostics = list(self.error.get("diagnostics") or [])
        first = dict(diagnostics[0]) if diagnostics else {"message": self.summary}
        return {
            "error": {
                "code": self.error.get("code"),
                **first,
                "kind": self.error.get("kind"),
                "exit_code": self.error.get("exit_code"),
                "diagnostics": diagnostics,
            }
        }


class Registry:
    def __init__(self, specs: list[ToolSpec]) -> None:
        self.tools: tuple[ToolSpec, ...] = tuple(specs)
        self._by_name = {s.name: s for s in specs}
        if len(self._by_name) != len(specs):
            dupes = sorted({s.name for s in specs if sum(t.name == s.name for t in specs) > 1})
            raise RuntimeError(f"duplicate tool names: {dupes}")

    def names(self) -> list[str]:
        return [s.name for s in self.tools]

    def get(self, name: str) -> ToolSpec | None:
        return self._by_name.get(name)

    def call(
        self,
        env: ToolEnv,
        name: str,
        arguments: Mapping[str, Any] | None,
        hooks: CallHooks | None = None,
        served: Collection[str] | None = None,
    ) -> Outcome:
        """Run tool ``name``; never raises for anything the caller did or the project holds.
        ``hooks``: the door's progress, cancellation and roots for this call; ``served``: the
        tool names this door offers (others are unknown here)."""
        with call_hooks(hooks or CallHooks()):
            return self._call(env, name, arguments, served)

    def _call(
        self, env: ToolEnv, name: str, arguments: Mapping[str, Any] | None, served: Collection[str] | None
    ) -> Outcome:
        from dbjavagenix.tools.argcheck import check_arguments
        from dbjavagenix.tools.base import current_hooks
        from dbjavagenix.tools.paging import PAGE_CHARS, Paged, first_page, next_page, page_note

        spec = self.get(name)
        names = [n for n in self.names() if served is None or n in served]
        try:
            if spec is not None and spec.writes and not env.allow_writes and name not in names:
                raise WritesRefused(
                    f"{name} writes, and this session is read-only: {env.refused_hint}",
                    hint="only the tools that read are served here (tools/list): preview with "
                    "codegen_render_layer and codegen_plan, and tell the user what to change or run",
                )
            if spec is None or name not in names:
                close = difflib.get_close_matches(name, names, n=1, cutoff=0.5)
                raise UnknownTool(
                    f"unknown tool {name!r}",
                    hint=f"did you mean `{close[0]}`?" if close else "tools: " + ", ".join(names),
                )
            check_arguments(dict(arguments or {}))
            try:
                args = spec.input.model_validate(dict(arguments or {}))
            except ValidationError as e:
                raise InputError(diagnostics=[_arg_diagnostic(err) for err in e.errors()[:10]]) from None
            cursor = getattr(args, "cursor", None)
            result: ToolResult
            if issubclass(spec.output, Paged) and cursor:
                full, page = next_page(name, cursor, env.pages)
                result, summary = page, full.summary() + page_note(page.page)
            else:
                result = spec.run(env, args)
                summary = result.summary()
                if isinstance(result, Paged):
                    result = first_page(name, result, env.pages, PAGE_CHARS - current_hooks().room)
                    summary += page_note(result.page)
        except GenixError as e:
            return _failure(env, name, e)
        except Exception as e:  # a bug: report it without a traceback, log the traceback
            log.error("tool %s failed: %s", name, env.scrub(f"{type(e).__name__}: {e}"))
            log.debug("traceback of the failure", exc_info=True)
            return _failure(
                env,
                name,
                internal_error(
                    e, env.scrub, f"{name} failed on a genix bug; please report it to the genix developers"
                ),
            )
        return Outcome(name, True, summary, result.model_dump(mode="json"))


def _arg_diagnostic(err: Mapping[str, Any]) -> Diagnostic:
    loc = tuple(err["loc"])
    kind = err["type"]
    msg = str(err["msg"])
    if kind == "extra_forbidden":
        msg = "unknown argument"
    elif kind == "missing":
        msg = "required argument is missing"
    elif kind in ("literal_error", "enum"):
        msg = msg.replace("Input should be", "expected") + f" (got {str(err.get('input'))[:60]!r})"
    return Diagnostic(msg, Location(key=("arguments", *loc)))


def _failure(env: ToolEnv, name: str, error: GenixError) -> Outcome:
    message = "error: " + error.render()
    return Outcome(name, False, message.splitlines()[0], None, error.to_dict(), message)


@cache
def registry() -> Registry:
    """Every tool of every family module in this package, families in their order."""
    package = __name__.rpartition(".")[0]
    families: list[ToolFamily] = []
    for mod in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        module = importlib.import_module(f"{package}.{mod.name}")
        family = getattr(module, "FAMILY", None)
        if isinstance(family, ToolFamily):
            families.append(family)
    families.sort(key=lambda f: (f.order, f.name))
    return Registry([t for f in families for t in f.tools])
