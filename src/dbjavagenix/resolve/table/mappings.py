"""The HTTP mappings (verb and path) of the controllers a project generates, and the check that
no two of them are the same: Spring refuses to start on an ambiguous mapping (``[api] list_path =
"/query"`` maps the list endpoint where the query controller already answers ``GET .../query``).

The paths are the ones the controller templates print (``table.rest_path``, ``table.routes``
(``[api.routes]``), the unique keys' and relations' paths, the query controller's
``[api.query] path``, its count and exists paths); path variables compare by position only
(``/{id}`` and ``/{code}`` are one mapping to Spring).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.context.model import TableModel

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
    table: TableModel,
    layers: Collection[str],
    extra: Iterable[tuple[str, str, str]] = (),
    route_keys: Mapping[str, KeyPath] | None = None,
) -> tuple[Endpoint, ...]:
    """The endpoints of ``table``'s controllers (``layers``: its enabled layers; ``extra``: the
    (verb, path, what) its category's templates add to the controller, a route's own path for
    the operations ``[api.routes]`` moves; ``route_keys``: the config key that sets each
    operation's route, by operation)."""
    route_keys = route_keys or {}
    base = table.rest_path
    own: KeyPath = ("tables", table.name, "path")
    routes = table.routes
    out: list[Endpoint] = []

    def routed(op: str, what: str, default: KeyPath = own) -> Endpoint:
        r = getattr(routes, op)
        return Endpoint(r.verb, base + r.path, what, route_keys.get(op, default))

    if "controller" in layers and routes is not None:
        has_key = table.key.kind != "none"
        out.append(routed("list", "list"))
        if has_key:
            out.append(routed("get", "get"))
        unique = route_keys.get("unique", own)
        out += [
            Endpoint(u.route.verb, base + u.path, f"get by {u.path[1:]}", unique) for u in table.unique_keys
        ]
        if has_key:
            relation = route_keys.get("relation", own)
            out += [
                Endpoint(r.route.verb, base + r.path, f"relation {r.name}", relation)
                for r in table.relations
                if r.route is not None
            ]
        if not table.read_only:
            out.append(routed("create", "create"))
            if has_key:
                if table.update_fields:
                    out += [routed("update", "update"), routed("patch", "patch")]
                out.append(routed("delete", "delete"))
        routes_of = {(r.verb, r.path): op for op in ("save", "batch") for r in (getattr(routes, op),)}
        for verb, path, what in extra:
            op = routes_of.get((verb, path))
            out.append(routed(op, what) if op else Endpoint(verb, base + path, what, own))
    if "list_query_controller" in layers and table.query is not None and routes is not None:
        key: KeyPath = ("api", "query", "path")
        out += [routed(op, op, key) for op in ("query", "count", "exists")]
    return tuple(out)


def _key_rank(key: KeyPath) -> int:
    """The key a clash is reported at: the one most likely set to cause it."""
    if key[-2:-1] == ("routes",):
        return 0
    ranks: dict[KeyPath, int] = {("api", "list_path"): 1, ("api", "query", "path"): 2}
    return ranks.get(key, 3)


def mapping_clashes(
    controllers: Iterable[tuple[str, Iterable[Endpoint]]], written: Collection[KeyPath] = ()
) -> list[Diagnostic]:
    """A problem per mapping that a second endpoint (of the same table or another) repeats;
    ``controllers``: (table name, its endpoints); ``written``: the keys the config sets (a
    clash is reported at one of them when it can be)."""
    seen: dict[tuple[str, str], tuple[str, Endpoint]] = {}
    out: list[Diagnostic] = []
    same: set[tuple[KeyPath, str, str]] = set()
    """A clash of two routes inside each table: reported once, at the first table."""
    for table, endpoints in controllers:
        for e in endpoints:
            slot = (e.verb, e.pattern)
            first = seen.get(slot)
            if first is None:
                seen[slot] = (table, e)
                continue
            other, f = first
            key = min((e.key, f.key), key=lambda k: (k not in written, _key_rank(k)))
            if other == table and key[:2] == ("api", "routes"):
                if (key, f.what, e.what) in same:
                    continue
                same.add((key, f.what, e.what))
                out.append(
                    Diagnostic(
                        f"table {table!r} (and every table like it) would map {e.verb} {e.path} for "
                        f"both its {f.what} and its {e.what} operation: Spring refuses to start on an "
                        "ambiguous mapping",
                        Location(key=key),
                        f"give {f.what} and {e.what} distinct routes (another verb or path) in [api.routes]",
                    )
                )
                continue
            who = (
                f"table {table!r} would map {e.verb} {e.path} twice (its {f.what} and its {e.what} endpoint)"
                if other == table
                else f"the controllers of tables {other!r} ({f.what}) and {table!r} ({e.what}) "
                f"would both map {e.verb} {e.path}"
            )
            named = table if key == e.key else other
            routes = (
                f'[tables."{named}".api.routes]' if key[0] == "tables" and "routes" in key else "[api.routes]"
            )
            out.append(
                Diagnostic(
                    who + ": Spring refuses to start on an ambiguous mapping",
                    Location(key=key),
                    f'give the endpoints distinct paths ({routes} OPERATION = "VERB /path", '
                    "[api] list_path, [api.query] path, "
                    f'[tables."{named}"] path)',
                )
            )
    return out
