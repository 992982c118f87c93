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
from dataclasses import replace

from dbjavagenix.config.api_config import ApiConfig, RoutesConfig, named_route_parts, route_parts
from dbjavagenix.config.model import TableConfig
from dbjavagenix.errors import ConfigError, KeyPath, Location
from dbjavagenix.resolve.context.model import FieldModel, LocationModel, RouteModel, RoutesModel

OPERATIONS = (
    "list",
    "get",
    "create",
    "update",
    "patch",
    "delete",
    "save",
    "batch",
    "query",
    "count",
    "exists",
)
"""The operations of one route each, in the order the controllers declare them (``query``,
``count``, ``exists``: the list query controller's)."""
PATTERNS = ("unique", "relation")
"""The operations of one route per unique key or relation: a pattern naming ``{unique}`` or
``{relation}``."""
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
        "query": "GET /query",
        "count": "GET /count",
        "exists": "GET /exists",
        "unique": "GET /by-{unique}?key",
        "relation": "GET /{key}/{relation}",
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
        "query": "GET /query",
        "count": "GET /count",
        "exists": "GET /exists",
        "unique": "GET /get-by-{unique}?key",
        "relation": "GET /{relation}?key",
    },
}
"""The routes of each ``style``."""

MAPPINGS = {
    verb: f"org.springframework.web.bind.annotation.{verb.capitalize()}Mapping"
    for verb in ("GET", "POST", "PUT", "PATCH", "DELETE")
}
LOWER = "/-"
"""Where a route the style decides goes when a keyed route would hide it (``/-/query``)."""


def route_key(op: str) -> KeyPath:
    return ("api", "routes", op)


ROUTE_KEYS: Mapping[str, KeyPath] = {op: route_key(op) for op in ("style", *OPERATIONS, *PATTERNS)}
"""Where ``[api.routes]`` sets each operation (and the style)."""


def effective_routes(
    api: ApiConfig, table: str, override: TableConfig | None
) -> tuple[RoutesConfig, Mapping[str, KeyPath]]:
    """The routes of ``table``: ``[api.routes]`` with each key ``[tables.TABLE.api.routes]``
    sets instead, and the config key that sets each operation (and the style)."""
    own = override.api.routes if override is not None and override.api is not None else None
    if own is None or not own.model_fields_set:
        return api.routes, ROUTE_KEYS
    merged = RoutesConfig.model_validate(
        api.routes.model_dump(exclude_unset=True) | own.model_dump(exclude_unset=True)
    )
    keys = {
        op: ("tables", table, "api", "routes", op) if op in own.model_fields_set else key
        for op, key in ROUTE_KEYS.items()
    }
    return merged, keys


def _text(config: RoutesConfig, op: str, keys: Mapping[str, KeyPath]) -> tuple[str, Location]:
    """The route ``op`` follows and the config key that decides it."""
    written: str | None = getattr(config, op)
    if written is not None:
        return written, Location(key=keys[op])
    return PRESETS[config.style][op], Location(key=keys["style"])


def _variables(path: str) -> list[str]:
    return [seg[1:-1] for seg in path.split("/") if seg.startswith("{") and seg.endswith("}")]


def _keyless(op: str, text: str, verb: str, path: str, query: tuple[str, ...], where: Location) -> RouteModel:
    """The route of an operation that takes no key (the body or the filter holds what it needs)."""
    variables = _variables(path)
    if variables or query:
        raise ConfigError(
            f"{text!r} names {', '.join(variables + list(query))}, but {op} "
            "takes no key (the body or the filter holds what it needs)",
            location=where,
            hint=f'a route without placeholders, e.g. {op} = "{PRESETS["rpc"][op]}"',
        )
    return RouteModel(verb, MAPPINGS[verb], path)


def _keyed(
    op: str,
    text: str,
    verb: str,
    path: str,
    query: tuple[str, ...],
    where: Location,
    table: str,
    names: Sequence[str],
    what: str = "key",
    placeholder: str = "",
) -> RouteModel:
    """The route of an operation that finds its row by ``names`` (the table's key fields, or a
    unique key's: ``what``), ``{key}`` and ``?key`` expanded to them (``{placeholder}``: a
    name the caller fills, no path variable)."""
    variables = [v for v in _variables(path) if v != placeholder]
    every = "every key field of the table" if what == "key" else f"every field of the {what}"
    fits = "every table's key fields" if what == "key" else every
    if not variables and not query:
        raise ConfigError(
            f"{text!r} names no key: {op} finds the row by its {what}",
            location=where,
            hint=f'name the key in the path or the query: {op} = "{verb} {path or "/"}?key" or '
            f'"{verb} {path}/{{key}}" (key: {every})',
        )
    if not names:  # no key: the operation is not generated
        return RouteModel(verb, MAPPINGS[verb], path, query, takes_key=True)
    seen: list[str] = []
    for name in [*variables, *query]:
        expanded = names if name == KEY else [name]
        if name != KEY and name not in names:
            raise ConfigError(
                f"{name!r} is not the {what} of table {table!r} (its {what}: {', '.join(names)})",
                location=where,
                hint=f"write {'?key' if name in query else '{key}'} for {fits}, "
                f"or the {what} field by name ({', '.join(names)})",
            )
        for n in expanded:
            if n in seen:
                raise ConfigError(
                    f"{text!r} names the {what} field {n!r} of table {table!r} twice",
                    location=where,
                    hint="name each key field once, in the path or in the query",
                )
            seen.append(n)
    missing = [n for n in names if n not in seen]
    if missing:
        raise ConfigError(
            f"{text!r} leaves out the {what} field(s) {', '.join(missing)} of table {table!r}",
            location=where,
            hint="name every key field, or write key for all of them (?key, /{key})",
        )
    segs = [
        "/".join("{" + n + "}" for n in names) if seg == "{" + KEY + "}" else seg for seg in path.split("/")
    ]
    q = tuple(n for name in query for n in (names if name == KEY else [name]))
    return RouteModel(verb, MAPPINGS[verb], "/".join(segs), q, takes_key=True)


def _text_keys(key_fields: Sequence[FieldModel]) -> frozenset[str]:
    """The key fields any word can be (a text key): in a path variable, they reach literal paths."""
    return frozenset(f.name for f in key_fields if f.java_type in ("String", "java.lang.String"))


def _hider(route: RouteModel, keyed: Mapping[str, RouteModel], texts: frozenset[str]) -> str | None:
    """The keyed operation whose text key path variables would take ``route``'s literal
    path (``GET /{code}`` takes ``GET /query``: Spring answers the literal path, so the row
    whose key is ``query`` is out of reach), or None."""
    segs = route.path.split("/")
    for op, r in keyed.items():
        osegs = r.path.split("/")
        if not r.takes_key or r.verb != route.verb or len(osegs) != len(segs) or osegs == segs:
            continue
        if all(
            o == s or (o[1:-1] in texts and o.startswith("{") and not s.startswith("{"))
            for o, s in zip(osegs, segs, strict=True)
        ):
            return op
    return None


def _placed(
    op: str,
    route: RouteModel,
    written: bool,
    keyed: Mapping[str, RouteModel],
    texts: frozenset[str],
    table: str,
    at: Location,
) -> RouteModel:
    """``route`` where no keyed route hides it: one level down (``/-/query``) when the style
    decides it; a ConfigError when the config writes it."""
    hider = _hider(route, keyed, texts)
    if hider is None:
        return route
    if not written:
        return RouteModel(route.verb, route.mapping, LOWER + route.path, route.query, route.takes_key)
    h = keyed[hider]
    parent, last = route.path.rsplit("/", 1)
    raise ConfigError(
        f"{route.url} ({op}) would hide the row of table {table!r} whose key is {last!r} from "
        f"{h.url} ({hider}): Spring answers the literal path",
        location=at,
        hint=f'put {op} one level down ({op} = "{route.verb} {parent}{LOWER}/{last}") '
        f'or take the key in the query ({hider} = "{h.verb} {h.path.rsplit("/", 1)[0]}/{hider}?key")',
    )


def table_routes(
    config: RoutesConfig,
    table: str,
    key_fields: Sequence[FieldModel],
    list_path: str,
    query_path: str = "/query",
    keys: Mapping[str, KeyPath] = ROUTE_KEYS,
) -> RoutesModel:
    """The route of every operation of ``table`` (``list_path``: ``[api] list_path``, the
    list's path when the config sets no list route; ``query_path``: ``[api.query] path``, the
    query's). A route the style decides goes one level down (``/-/query``) where a keyed route
    with a text key in its path would hide it. Raises ConfigError (at ``api.routes.OP``) for a
    route that cannot serve the table."""
    names = [f.name for f in key_fields]
    keyed: dict[str, RouteModel] = {}
    plain: dict[str, tuple[RouteModel, bool, Location]] = {}
    for op in OPERATIONS:
        text, where = _text(config, op, keys)
        written = getattr(config, op) is not None
        if not written and op == "list" and list_path:
            text, where = "GET " + list_path, Location(key=("api", "list_path"))
        elif not written and op == "query":
            text = "GET " + query_path
            if query_path != "/query":
                where = Location(key=("api", "query", "path"))
        verb, path, query = route_parts(text)
        if op in KEYED:
            keyed[op] = _keyed(op, text, verb, path, query, where, table, names)
        else:
            plain[op] = (_keyless(op, text, verb, path, query, where), written, where)
    texts = _text_keys(key_fields)
    out = dict(keyed)
    for op, (r, written, where) in plain.items():
        out[op] = _placed(op, r, written, keyed, texts, table, where)
    return RoutesModel(**{op: out[op] for op in OPERATIONS})


def _named(
    config: RoutesConfig,
    op: str,
    words: str,
    table: str,
    names: Sequence[str],
    what: str,
    keys: Mapping[str, KeyPath],
) -> tuple[RouteModel, Location]:
    """The route of ``op`` (``unique``, ``relation``) with ``{op}`` in its path standing for
    ``words``, and the config key that decides it."""
    text, where = _text(config, op, keys)
    verb, path, query = named_route_parts(text, op)
    r = _keyed(op, text, verb, path, query, where, table, names, what, placeholder=op)
    return replace(r, path=r.path.replace("{" + op + "}", words)), where


def unique_route(
    config: RoutesConfig,
    table: str,
    key_fields: Sequence[FieldModel],
    routes: RoutesModel,
    fields: Sequence[FieldModel],
    words: str,
    keys: Mapping[str, KeyPath] = ROUTE_KEYS,
) -> RouteModel:
    """The route of the lookup by the unique key of ``fields`` (``words``: what ``{unique}``
    stands for, ``order-no``); one level down where a keyed route would hide it, as the query's."""
    r, where = _named(config, "unique", words, table, [f.name for f in fields], "unique key", keys)
    keyed = {op: getattr(routes, op) for op in KEYED}
    return _placed("unique", r, config.unique is not None, keyed, _text_keys(key_fields), table, where)


def relation_route(
    config: RoutesConfig,
    table: str,
    key_fields: Sequence[FieldModel],
    words: str,
    keys: Mapping[str, KeyPath] = ROUTE_KEYS,
) -> RouteModel:
    """The route of the read of one relation of a row (``words``: what ``{relation}`` stands
    for, ``order-items``)."""
    return _named(config, "relation", words, table, [f.name for f in key_fields], "key", keys)[0]


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


def route_keys(
    api: ApiConfig, routes: RoutesConfig | None = None, keys: Mapping[str, KeyPath] = ROUTE_KEYS
) -> dict[str, KeyPath]:
    """The config key that decides each operation's route, for the mapping check (``routes``,
    ``keys``: a table's, :func:`effective_routes`): the operation's own key when the config
    sets it, else ``[api] list_path`` (the list), ``[api.query] path`` (the query) or ``style``
    when written; operations left to the default rest style are left out."""
    routes = routes if routes is not None else api.routes
    written = routes.model_fields_set
    out: dict[str, KeyPath] = {}
    for op in (*OPERATIONS, *PATTERNS):
        if op in written:
            out[op] = keys[op]
        elif op == "list" and api.list_path:
            out[op] = ("api", "list_path")
        elif op == "query" and "path" in api.query.model_fields_set:
            out[op] = ("api", "query", "path")
        elif "style" in written:
            out[op] = keys["style"]
    return out
