"""The tool registry the MCP server and the agent share: plain functions over the pipeline and
the config modules, each with a typed input and a typed result. One module per tool family;
a module that defines ``FAMILY`` is picked up by :func:`registry`. Importing this package
imports neither the MCP SDK nor the agent SDK."""

from __future__ import annotations

from dbjavagenix.tools.base import ToolEnv, ToolFamily, ToolInput, ToolResult, ToolSpec
from dbjavagenix.tools.registry import Outcome, Registry, registry

__all__ = ["Outcome", "Registry", "ToolEnv", "ToolFamily", "ToolInput", "ToolResult", "ToolSpec", "registry"]
