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
from dbjavagenix.resolve.context.model import RelationModel, RouteModel, TableModel, UniqueKeyModel
from dbjavagenix.resolve.table.routes import MAPPINGS

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
    params: str = ""
    """The request parameter its mapping requires (``@GetMapping(params = "with")``): Spring maps
    it apart from the same path without it."""

    @property
    def pattern(self) -> str:
        """The path as Spring compares it: variables by position, no empty segment."""
        return "/" + "/".join(p for p in _VARIABLE.sub("{}", self.path).split("/") if p)


@dataclass(frozen=True)
class Operation:
    """One mapped method of a table's generated controllers: which operation, on which route.
    The one walk of a table's endpoints: the clash check maps them, the OpenAPI document and the
    typed client describe them."""

    op: str
    """``list``, ``get``, ``unique``, ``create``, ``update``, ``patch``, ``delete``, ``get_with``,
    ``list_with``, ``relation``, ``batch``, ``save``, ``query``, ``count``, ``exists``;
    ``extra``: a method a category's templates add on a route of its own."""
    route: RouteModel
    what: str
    """Which endpoint, in words: ``list``, ``get by username``, ``relation films`` ..."""
    unique: UniqueKeyModel | None = None
    """The unique key of a ``unique`` lookup."""
    relation: RelationModel | None = None
    """The relation of a ``relation`` read."""
    params: str = ""
    """The request parameter the mapping requires: ``with`` for the reads with relations
    (``get_with``, ``list_with``), mapped apart from the plain ``get`` and ``list``."""


QUERY_OPERATIONS = ("query", "count", "exists")
"""The list-query controller's operations."""
_ROUTE_OF = {"get_with": "get", "list_with": "list"}
"""The operations on another's route (``[api.routes]`` moves them with it)."""


def controller_operations(
    table: TableModel, layers: Collection[str], extra: Iterable[tuple[str, str, str]] = ()
) -> tuple[Operation, ...]:
    """The operations of ``table``'s controllers, in the order the controllers declare them
    (``layers``: its enabled layers; ``extra``: the (verb, path, what) its category's templates
    add to the controller, a route's own path for the operations ``[api.routes]`` moves)."""
    routes = table.routes
    if routes is None:
        return ()
    out: list[Operation] = []
    if "controller" in layers:
        has_key = table.key.kind != "none"
        out.append(Operation("list", routes.list, "list"))
        if has_key:
            out.append(Operation("get", routes.get, "get"))
        out += [Operation("unique", u.route, f"get by {u.path[1:]}", unique=u) for u in table.unique_keys]
        if not table.read_only:
            out.append(Operation("create", routes.create, "create"))
            if has_key:
                if table.update_fields:
                    out += [
                        Operation("update", routes.update, "update"),
                        Operation("patch", routes.patch, "patch"),
                    ]
                out.append(Operation("delete", routes.delete, "delete"))
        if has_key and table.relations:
            out.append(Operation("get_with", routes.get, "get with relations", params="with"))
            if table.relations_page:
                out.append(Operation("list_with", routes.list, "list with relations", params="with"))
            out += [
                Operation("relation", r.route, f"relation {r.name}", relation=r)
                for r in table.relations
                if r.route is not None
            ]
        routes_of = {(r.verb, r.path): op for op in ("batch", "save") for r in (getattr(routes, op),)}
        for verb, path, what in extra:
            op = routes_of.get((verb, path))
            route = getattr(routes, op) if op else RouteModel(verb, MAPPINGS[verb], path)
            out.append(Operation(op or "extra", route, what))
    if "list_query_controller" in layers and table.query is not None:
        out += [Operation(op, getattr(routes, op), op) for op in QUERY_OPERATIONS]
    return tuple(out)


def controller_mappings(
    table: TableModel,
    layers: Collection[str],
    extra: Iterable[tuple[str, str, str]] = (),
    route_keys: Mapping[str, KeyPath] | None = None,
) -> tuple[Endpoint, ...]:
    """The endpoints of ``table``'s controllers (:func:`controller_operations`) with the config
    key that moves each (``route_keys``: the key that sets each operation's route, by
    operation)."""
    route_keys = route_keys or {}
    own: KeyPath = ("tables", table.name, "path")
    query: KeyPath = ("api", "query", "path")
    return tuple(
        Endpoint(
            o.route.verb,
            table.rest_path + o.route.path,
            o.what,
            own
            if o.op == "extra"
            else route_keys.get(_ROUTE_OF.get(o.op, o.op), query if o.op in QUERY_OPERATIONS else own),
            o.params,
        )
        for o in controller_operations(table, layers, extra)
    )


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
    seen: dict[tuple[str, str, str], tuple[str, Endpoint]] = {}
    out: list[Diagnostic] = []
    same: set[tuple[KeyPath, str, str]] = set()
    """A clash of two routes inside each table: reported once, at the first table."""
    for table, endpoints in controllers:
        for e in endpoints:
            slot = (e.verb, e.pattern, e.params)
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
