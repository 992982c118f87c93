"""The verb and path of each controller operation of a table (``[api.routes]``).

``style`` fills the operations the config leaves out: ``rest`` is genix's historical contract
(``GET /{id}``, ``POST``, ``PUT /{id}``, ``PATCH /{id}``, ``DELETE /{id}``), ``rpc`` the shape
many teams use (``GET /get?id``, ``POST /create``, ``POST /update?id``, ``POST /delete?id``,
``GET /list``). A route names its key fields as path variables (``/{id}``) or query parameters
(``?id``); ``key`` stands for every key field of the table, so one route fits every table.
Python decides every path and annotation here; the controller templates print them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dbjavagenix.config.model import ApiConfig, RoutesConfig, route_parts
from dbjavagenix.errors import ConfigError, KeyPath, Location
from dbjavagenix.resolve.model import FieldModel, LocationModel, RouteModel, RoutesModel

OPERATIONS = ("list", "get", "create", "update", "patch", "delete", "save", "batch")
"""The operations a route can be set for, in the order the controllers declare them."""
KEYED = frozenset({"get", "update", "patch", "delete"})
"""The operations that find their row by the key the request carries."""
KEY = "key"
"""The placeholder that stands for every key field of the table."""

PRESETS: Mapping[str, Mapping[str, str]] = {
    "rest": {
        "list": "GET",
        "get": "GET /{key}",
        "create": "POST",
        "update": "PUT /{key}",
        "patch": "PATCH /{key}",
        "delete": "DELETE /{key}",
        "save": "PUT",
        "batch": "POST /batch",
    },
    "rpc": {
        "list": "GET /list",
        "get": "GET /get?key",
        "create": "POST /create",
        "update": "POST /update?key",
        "patch": "POST /patch?key",
        "delete": "POST /delete?key",
        "save": "POST /save",
        "batch": "POST /batch",
    },
}
"""The routes of each ``style``."""

MAPPINGS = {
    verb: f"org.springframework.web.bind.annotation.{verb.capitalize()}Mapping"
    for verb in ("GET", "POST", "PUT", "PATCH", "DELETE")
}


def route_key(op: str) -> KeyPath:
    return ("api", "routes", op)


def table_routes(
    config: RoutesConfig,
    table: str,
    key_fields: Sequence[FieldModel],
    collection: str,
    list_path: str,
) -> RoutesModel:
    """The route of every operation of ``table`` (``collection``: ``/-`` for a single text key,
    where rest puts the list path; ``list_path``: ``[api] list_path``). Raises ConfigError
    (at ``api.routes.OP``) for a route that cannot serve the table."""
    preset = PRESETS[config.style]
    names = [f.name for f in key_fields]
    out: dict[str, RouteModel] = {}
    for op in OPERATIONS:
        written: str | None = getattr(config, op)
        if op == "list" and written is None and list_path:
            written_path = list_path if config.style == "rpc" else collection + list_path
            out[op] = RouteModel("GET", MAPPINGS["GET"], written_path)
            continue
        text = written if written is not None else preset[op]
        verb, path, query = route_parts(text)
        where = Location(key=route_key(op) if written is not None else ("api", "routes", "style"))
        variables = [seg[1:-1] for seg in path.split("/") if seg.startswith("{")]
        takes_key = op in KEYED
        if not takes_key:
            if variables or query:
                raise ConfigError(
                    f"{text!r} names {', '.join(variables + list(query))}, but {op} "
                    "takes no key (the body or the filter holds what it needs)",
                    location=where,
                    hint=f'a route without placeholders, e.g. {op} = "{PRESETS["rpc"][op]}"',
                )
            out[op] = RouteModel(verb, MAPPINGS[verb], path)
            continue
        if not variables and not query:
            raise ConfigError(
                f"{text!r} names no key: {op} finds the row by its key",
                location=where,
                hint=f'name the key in the path or the query: {op} = "{verb} {path or "/"}?key" or '
                f'"{verb} {path}/{{key}}" (key: every key field of the table)',
            )
        if not names:  # no key: the operation is not generated
            out[op] = RouteModel(verb, MAPPINGS[verb], path, query, takes_key=True)
            continue
        seen: list[str] = []
        for name in [*variables, *query]:
            expanded = names if name == KEY else [name]
            if name != KEY and name not in names:
                raise ConfigError(
                    f"{name!r} is not the key of table {table!r} (its key: {', '.join(names)})",
                    location=where,
                    hint=f"write {'?key' if name in query else '{key}'} for every table's key fields, "
                    f"or the key field by name ({', '.join(names)})",
                )
            for n in expanded:
                if n in seen:
                    raise ConfigError(
                        f"{text!r} names the key field {n!r} of table {table!r} twice",
                        location=where,
                        hint="name each key field once, in the path or in the query",
                    )
                seen.append(n)
        missing = [n for n in names if n not in seen]
        if missing:
            raise ConfigError(
                f"{text!r} leaves out the key field(s) {', '.join(missing)} of table {table!r}",
                location=where,
                hint="name every key field, or write key for all of them (?key, /{key})",
            )
        segs = [
            "/".join("{" + n + "}" for n in names) if seg == "{" + KEY + "}" else seg
            for seg in path.split("/")
        ]
        path = "/".join(segs)
        q = tuple(n for name in query for n in (names if name == KEY else [name]))
        out[op] = RouteModel(verb, MAPPINGS[verb], path, q, takes_key=True)
    if collection:
        _no_shadowed_key(config, table, out)
    return RoutesModel(**out)


def _no_shadowed_key(config: RoutesConfig, table: str, routes: Mapping[str, RouteModel]) -> None:
    """A single text key in a path variable (``GET /{code}``) cannot be a word another route of
    the same verb maps literally at that place (``GET /list``): Spring answers the literal
    route, and the row whose key is ``list`` is out of reach (rest puts its own collection
    routes one level down, ``/-/list``, for that)."""
    written = config.model_fields_set
    for op, r in routes.items():
        segs = r.path.split("/")
        if not r.takes_key or r.query or not segs[-1].startswith("{"):
            continue
        for other, o in routes.items():
            osegs = o.path.split("/")
            if other == op or o.verb != r.verb or len(osegs) != len(segs) or osegs[:-1] != segs[:-1]:
                continue
            if osegs[-1].startswith("{"):
                continue
            at = other if other in written else op if op in written else "style"
            raise ConfigError(
                f"{o.url} ({other}) would hide the row of table {table!r} whose key is {osegs[-1]!r} "
                f"from {r.url} ({op}): Spring answers the literal path",
                location=Location(key=route_key(at)),
                hint=f'put {other} one level down ({other} = "{o.verb} {"/".join(segs[:-1])}/-/{osegs[-1]}") '
                f'or take the key in the query ({op} = "{r.verb} {"/".join(segs[:-1])}/{op}?key")',
            )


def created_location(routes: RoutesModel, rest_path: str, key_fields: Sequence[FieldModel]) -> LocationModel:
    """Where create's ``Location`` points: the get route of the new row (relative to the
    request when create maps the table's path and get the key below it, as rest does)."""
    get, create = routes.get, routes.create
    getter = {f.name: f.getter for f in key_fields}
    variables = [seg[1:-1] for seg in get.path.split("/") if seg.startswith("{")]
    getters = tuple(getter[n] for n in [*variables, *get.query])
    if not create.path and not get.query:
        return LocationModel("fromCurrentRequest", get.path, (), getters)
    return LocationModel("fromCurrentServletMapping", rest_path + get.path, get.query, getters)


def route_keys(api: ApiConfig) -> dict[str, KeyPath]:
    """The config key that decides each operation's route, for the mapping check: the
    operation's own key when the config sets it, else ``[api] list_path`` (the list) or
    ``style`` when written; operations left to the default rest style are left out."""
    written = api.routes.model_fields_set
    out: dict[str, KeyPath] = {}
    for op in OPERATIONS:
        if op in written:
            out[op] = route_key(op)
        elif op == "list" and api.list_path:
            out[op] = ("api", "list_path")
        elif "style" in written:
            out[op] = ("api", "routes", "style")
    return out
