"""Completions of argument values (table, layer, category, connection, template names): what an
MCP client offers while a user types a prompt or resource argument. Table names are read from
the database once and kept a few seconds, so completing as one types does not query it on every
key."""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from pathlib import Path

from dbjavagenix.errors import GenixError
from dbjavagenix.tools.base import ToolEnv

MAX_VALUES = 100
"""The protocol's limit of values in one completion answer."""
TABLE_NAMES_TTL = 10.0
"""Seconds table names read for completions are reused."""

_cache: dict[tuple[str, str, str], tuple[float, list[str]]] = {}
_lock = threading.Lock()


def table_names(env: ToolEnv, connection: str | None = None) -> list[str]:
    """Tables and views of a connection (the default one), generated ones first."""
    from dbjavagenix.tools.db import connection_name, read_catalog, try_prepare

    loaded = env.load()
    name = connection_name(loaded, connection)
    key = (str(loaded.path), loaded.text, name)
    now = time.monotonic()
    with _lock:
        hit = _cache.get(key)
    if hit is not None and now - hit[0] < TABLE_NAMES_TTL:
        return hit[1]
    catalog = read_catalog(loaded, name)
    prepared, _ = try_prepare(loaded, {name: catalog})
    generated = set(prepared.tables) if prepared is not None else set()
    names = sorted(t.name for t in catalog.tables)
    names = [n for n in names if n in generated] + [n for n in names if n not in generated]
    with _lock:
        _cache[key] = (now, names)
    return names


def _matching(values: list[str], prefix: str) -> list[str]:
    """Values starting with ``prefix`` (case-insensitive), then values containing it."""
    p = prefix.lower()
    first = [v for v in values if v.lower().startswith(p)]
    return first + [v for v in values if p in v.lower() and v not in first]


def complete(env: ToolEnv, argument: str, prefix: str, context: Mapping[str, str] | None = None) -> list[str]:
    """The values of ``argument`` that match ``prefix`` (empty when genix has none to offer or
    the config cannot be read yet); ``context``: the other arguments already given."""
    from dbjavagenix.categories import CATEGORIES

    context = context or {}
    try:
        if argument == "category":
            return _matching(sorted(CATEGORIES), prefix)
        if argument == "table":
            return _matching(table_names(env, context.get("connection")), prefix)
        if argument == "layer":
            return _matching(_layers(env, context.get("category")), prefix)
        if argument == "connection":
            return _matching(sorted(env.load().config.connections), prefix)
        if argument == "name":
            return _matching([n for n, _, _ in template_files(env)], prefix)
    except GenixError:
        return []
    return []


def template_files(env: ToolEnv) -> list[tuple[str, str, Path]]:
    """(name, source, path) of every template the active category's renderer would find; a
    user file shadowing a built-in one is listed once, as ``user``. Only template files: a
    regular ``*.jinja`` file inside its folder (:func:`dbjavagenix.tools.confine.template_file`)."""
    from dbjavagenix import pipeline
    from dbjavagenix.javaproject.targets import category_for
    from dbjavagenix.render.engine import Renderer
    from dbjavagenix.tools.confine import template_file

    loaded = env.load()
    with pipeline.located(loaded):
        category = category_for(loaded)
        user = pipeline.user_template_dirs(loaded)
    renderer = Renderer(category, user)
    seen: dict[str, tuple[str, str, Path]] = {}
    for d in renderer.search_dirs:
        source = "user" if d in user else "builtin"
        for p in sorted(d.rglob("*.jinja")):
            name = template_file(d, p)
            if name is not None:
                seen.setdefault(name, (name, source, p))
    return sorted(seen.values())


def _layers(env: ToolEnv, category: str | None) -> list[str]:
    from dbjavagenix.tools.codegen import layer_names
    from dbjavagenix.tools.preview import Change, with_changes

    loaded = env.load()
    if category:
        loaded = with_changes(loaded, [Change(("project", "category"), category, ("arguments", "category"))])
    return layer_names(loaded)


__all__ = ["MAX_VALUES", "complete", "table_names", "template_files"]
