"""The JSON Schemas genix publishes: the config file, the template context, catalog snapshots.

``genix schema export`` writes them to ``schemas/``; a test fails when the committed files are
stale, so any change to these public formats shows in review.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

FILES = ("genix.schema.json", "context.schema.json", "catalog.schema.json")


def config_schema() -> dict[str, Any]:
    from dbjavagenix.config.model import Config
    from dbjavagenix.modeldocs import documented

    schema = documented(Config).model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "genix.toml"
    return schema


def all_schemas() -> dict[str, dict[str, Any]]:
    from dbjavagenix.introspect import snapshot
    from dbjavagenix.resolve.stage import context_json

    return {
        "genix.schema.json": config_schema(),
        "context.schema.json": context_json.json_schema(),
        "catalog.schema.json": snapshot.json_schema(),
    }


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=False) + "\n"


def write_config(path: Path, text: str) -> list[Path]:
    """Write a config genix made, and the schema its ``#:schema`` line names when that is a
    file beside it (``./.genix/genix.schema.json``): editors with a TOML language server (Taplo,
    Tombi) then validate and complete keys. Returns the files written."""
    from dbjavagenix.output.apply import atomic_write
    from dbjavagenix.resources import schemas_root

    atomic_write(path, text.encode("utf-8"))
    written = [path]
    first = text.split("\n", 1)[0].strip()
    if first.startswith("#:schema ./"):
        target = path.parent / first.removeprefix("#:schema ").strip()
        atomic_write(target, (schemas_root() / "genix.schema.json").read_bytes())
        written.append(target)
    return written


def write_all(directory: Path) -> list[Path]:
    from dbjavagenix.output.apply import atomic_write

    out = []
    for name, schema in all_schemas().items():
        path = directory / name
        atomic_write(path, render(schema).encode("utf-8"))
        out.append(path)
    return out
