"""The words of a plan: what ``build`` does to a file (its verb) and what ``check`` says of it
(its status). A module of its own so the doors that only name them (the MCP tools' result types,
the CLI's options) load without the planner and its merge machinery (see
:mod:`dbjavagenix.output.plan` for what each word means)."""

from __future__ import annotations

from typing import Literal

Verb = Literal["create", "update", "merge", "unchanged", "skip", "conflict", "delete", "keep"]
Status = Literal["missing", "outdated", "edited", "stale", "conflict"]
VERBS: tuple[Verb, ...] = ("create", "update", "merge", "unchanged", "skip", "conflict", "delete", "keep")
