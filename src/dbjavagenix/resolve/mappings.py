"""The HTTP mappings (verb and path) of the controllers a project generates, and the check that
no two of them are the same: Spring refuses to start on an ambiguous mapping (``[api] list_path =
"/query"`` maps the list endpoint where the query controller already answers ``GET .../query``).

The paths are the ones the controller templates print (``table.rest_path``, ``table.list_path``,
``table.key.path``, the unique keys' and relations' paths, the query controller's
``[api.query] path``, its count and exists paths); path variables compare by position only
(``/{id}`` and ``/{code}`` are one mapping to Spring).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.model import TableModel

_VARIABLE = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Endpoint:
    """One mapped method of a generated controller."""

    verb: str
    path: str
    """The full path (under ``api_prefix``), as the controller maps it."""
    what: str
    """Which endpoint: ``list``, ``get``, ``query`` ..."""
    key: KeyPath
    """The config key that moves it."""

    @property
    def pattern(self) -> str:
        """The path as Spring compares it: variables by position, no empty segment."""
        return "/" + "/".join(p for p in _VARIABLE.sub("{}", self.path).split("/") if p)


def controller_mappings(
    table: TableModel, layers: Collection[str], extra: Iterable[tuple[str, str, str]] = ()
) -> tuple[Endpoint, ...]:
    """The endpoints of ``table``'s controllers (``layers``: its enabled layers; ``extra``: the
    (verb, path, what) its category's templates add to the controller)."""
    base = table.rest_path
    own: KeyPath = ("tables", table.name, "path")
    out: list[Endpoint] = []
    if "controller" in layers:
        has_key = table.key.kind != "none"
        out.append(
            Endpoint("GET", base + table.list_path, "list", ("api", "list_path") if table.list_path else own)
        )
        if has_key:
            out.append(Endpoint("GET", base + table.key.path, "get", own))
        out += [Endpoint("GET", base + u.path, f"get by {u.path[1:]}", own) for u in table.unique_keys]
        if has_key:
            out += [
                Endpoint("GET", base + r.path, f"relation {r.name}", own) for r in table.relations if r.path
            ]
        if not table.read_only:
            out.append(Endpoint("POST", base, "create", own))
            if has_key:
                out += [
                    Endpoint(v, base + table.key.path, v.lower(), own) for v in ("PUT", "PATCH", "DELETE")
                ]
        out += [Endpoint(verb, base + path, what, own) for verb, path, what in extra]
    if "list_query_controller" in layers and table.query is not None:
        key: KeyPath = ("api", "query", "path")
        out += [
            Endpoint("GET", base + table.query.path, "query", key),
            Endpoint("GET", base + table.query.count_path, "count", key),
            Endpoint("GET", base + table.query.exists_path, "exists", key),
        ]
    return tuple(out)


def _key_rank(key: KeyPath) -> int:
    """The key a clash is reported at: the one most likely set to cause it."""
    ranks: dict[KeyPath, int] = {("api", "list_path"): 0, ("api", "query", "path"): 1}
    return ranks.get(key, 2)


def mapping_clashes(
    controllers: Iterable[tuple[str, Iterable[Endpoint]]], written: Collection[KeyPath] = ()
) -> list[Diagnostic]:
    """A problem per mapping that a second endpoint (of the same table or another) repeats;
    ``controllers``: (table name, its endpoints); ``written``: the keys the config sets (a
    clash is reported at one of them when it can be)."""
    seen: dict[tuple[str, str], tuple[str, Endpoint]] = {}
    out: list[Diagnostic] = []
    for table, endpoints in controllers:
        for e in endpoints:
            slot = (e.verb, e.pattern)
            first = seen.get(slot)
            if first is None:
                seen[slot] = (table, e)
                continue
            other, f = first
            who = (
                f"table {table!r} would map {e.verb} {e.path} twice (its {f.what} and its {e.what} endpoint)"
                if other == table
                else f"the controllers of tables {other!r} ({f.what}) and {table!r} ({e.what}) "
                f"would both map {e.verb} {e.path}"
            )
            key = min((e.key, f.key), key=lambda k: (k not in written, _key_rank(k)))
            out.append(
                Diagnostic(
                    who + ": Spring refuses to start on an ambiguous mapping",
                    Location(key=key),
                    "give the endpoints distinct paths ([api] list_path, [api.query] path, "
                    f'[tables."{table if key == e.key else other}"] path)',
                )
            )
    return out
