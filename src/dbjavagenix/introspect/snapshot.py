"""Catalog snapshots: a :class:`Catalog` as JSON, and back.

A snapshot lets every stage after introspection run without a database (golden tests, CI,
``genix build --offline``). The file carries a ``"genix": "catalog/1"`` marker so a wrong file
is recognised at once; its JSON Schema is ``schemas/catalog.schema.json``.
"""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from typing import Any

from pydantic import ConfigDict, TypeAdapter, ValidationError

from dbjavagenix.errors import Diagnostic, InputError, Location
from dbjavagenix.introspect import catalog as _c
from dbjavagenix.introspect.catalog import Catalog

MARKER_KEY = "genix"
MARKER = "catalog/1"

_CONFIG = ConfigDict(use_attribute_docstrings=True, extra="forbid")
for _cls in (
    _c.Column,
    _c.PrimaryKey,
    _c.ForeignKey,
    _c.Index,
    _c.UniqueConstraint,
    _c.Table,
    _c.Unparsed,
    Catalog,
):
    setattr(_cls, "__pydantic_config__", _CONFIG)  # noqa: B010


FORMAT_TAG = ";".join(
    f"{cls.__name__}:{','.join(f.name for f in dataclasses.fields(cls))}"
    for cls in (_c.Column, _c.PrimaryKey, _c.ForeignKey, _c.Index, _c.UniqueConstraint, _c.Table, Catalog)
)
"""The catalog's fields: caches of a catalog (the DDL cache) key on it, so a field added to
the catalog never leaves an older cache standing in for a new read."""

_OMITTED_WHEN_EMPTY = ("check_values",)
"""Column keys a snapshot leaves out when empty (added after ``catalog/1``: older snapshots
and those of schemas without such facts stay byte-identical)."""


@cache
def _adapter() -> TypeAdapter[Catalog]:
    return TypeAdapter(Catalog)


def catalog_to_data(catalog: Catalog) -> dict[str, Any]:
    """The catalog as plain JSON-ready data, marker first."""
    data: dict[str, Any] = {MARKER_KEY: MARKER}
    data.update(_adapter().dump_python(catalog, mode="json"))
    if not data.get("unparsed"):
        del data["unparsed"]  # a database's snapshot (and a complete DDL read) stays as it was
    for table in data["tables"]:
        for column in table["columns"]:
            for key in _OMITTED_WHEN_EMPTY:
                if not column.get(key):
                    column.pop(key, None)
    return data


def dumps(catalog: Catalog) -> str:
    """The snapshot text: deterministic, UTF-8 friendly (comments stay readable), newline-terminated."""
    return json.dumps(catalog_to_data(catalog), ensure_ascii=False, indent=2) + "\n"


def table_bytes(table: _c.Table) -> bytes:
    """A compact, deterministic serialisation of one table (fingerprints hash it)."""
    return _table_adapter().dump_json(table)


@cache
def _table_adapter() -> TypeAdapter[_c.Table]:
    return TypeAdapter(_c.Table)


def loads(text: str, source: str = "<snapshot>") -> Catalog:
    """Parse a snapshot; a file that is not a catalog raises a located :class:`InputError`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(
            f"not a catalog snapshot: invalid JSON ({e.msg})",
            location=Location(file=source, line=e.lineno, col=e.colno),
            hint="make a snapshot with `genix schema dump -o FILE`",
        ) from None
    except RecursionError:
        raise InputError(
            "not a catalog snapshot: its JSON nests arrays or objects thousands of levels deep",
            location=Location(file=source),
            hint="make a snapshot with `genix schema dump -o FILE`",
        ) from None
    return from_data(data, source)


def from_data(data: object, source: str = "<snapshot>") -> Catalog:
    """Validate already-parsed snapshot data into a :class:`Catalog`."""
    if not isinstance(data, dict) or data.get(MARKER_KEY) != MARKER:
        raise InputError(
            f'not a catalog snapshot: the top-level "{MARKER_KEY}": "{MARKER}" marker is missing',
            location=Location(file=source),
            hint="make a snapshot with `genix schema dump -o FILE`",
        )
    body = {k: v for k, v in data.items() if k not in (MARKER_KEY, "$schema")}
    try:
        return _adapter().validate_python(body)
    except ValidationError as e:
        diags = [
            Diagnostic(
                f"not a valid catalog: {err['msg']}",
                Location(file=source, key=tuple(err["loc"])),
                "the snapshot format is described by schemas/catalog.schema.json",
            )
            for err in e.errors()[:10]
        ]
        raise InputError(diagnostics=diags) from None


def json_schema() -> dict[str, Any]:
    """JSON Schema of a snapshot file."""
    schema = _adapter().json_schema()
    props = {MARKER_KEY: {"const": MARKER, "description": "Marks the file as a genix catalog snapshot."}}
    props["$schema"] = {"type": "string"}
    schema["properties"] = {**props, **schema["properties"]}
    schema["required"] = [MARKER_KEY, *schema.get("required", [])]
    schema["title"] = "genix catalog snapshot"
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema
