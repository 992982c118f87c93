"""``[api.routes]``: the verb and path of each controller operation (issue 36 point 5). The rest
style is genix's historical contract; rpc the ``GET /get?id``, ``POST /create`` shape; a route
names the key in its path (``@PathVariable``) or query (``@RequestParam``); what cannot serve a
table is a located error with a hint."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dbjavagenix.config.api_config import route_parts
from dbjavagenix.errors import ConfigError, GenixError
from dbjavagenix.introspect.catalog import Catalog, Column, ForeignKey, PrimaryKey, Table, UniqueConstraint
from tests.resolve.test_type_overrides import resolve

FILM = Table(
    name="film",
    columns=(
        Column("film_id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("title", "varchar(30)", "varchar", nullable=False, length=30),
    ),
    primary_key=PrimaryKey(("film_id",)),
)
FILM_ACTOR = Table(
    name="film_actor",
    columns=(
        Column("film_id", "bigint", "bigint", nullable=False),
        Column("actor_id", "bigint", "bigint", nullable=False),
        Column("note", "varchar(30)", "varchar", length=30),
    ),
    primary_key=PrimaryKey(("film_id", "actor_id")),
)
SETTING = Table(
    name="setting",
    columns=(
        Column("code", "varchar(30)", "varchar", nullable=False, length=30),
        Column("value", "varchar(30)", "varchar", length=30),
    ),
    primary_key=PrimaryKey(("code",)),
)
LOG = Table(name="log", columns=(Column("line", "varchar(30)", "varchar", length=30),))
CATALOG = Catalog("mariadb", (FILM, FILM_ACTOR, SETTING, LOG))


def routes(tables: dict[str, Any], table: str) -> dict[str, tuple[str, str, tuple[str, ...]]]:
    r = tables[table].routes
    ops = ("list", "get", "create", "update", "patch", "delete", "save", "batch")
    return {op: (getattr(r, op).verb, getattr(r, op).path, getattr(r, op).query) for op in ops}


def failure(tmp_path: Path, extra: str) -> GenixError:
    with pytest.raises(GenixError) as e:
        resolve(tmp_path, CATALOG, extra)
    return e.value


def test_rest_is_the_default_and_today_s_contract(tmp_path: Path) -> None:
    tables = resolve(tmp_path, CATALOG)
    assert routes(tables, "film") == {
        "list": ("GET", "", ()),
        "get": ("GET", "/{filmId}", ()),
        "create": ("POST", "", ()),
        "update": ("PUT", "/{filmId}", ()),
        "patch": ("PATCH", "/{filmId}", ()),
        "delete": ("DELETE", "/{filmId}", ()),
        "save": ("PUT", "", ()),
        "batch": ("POST", "/batch", ()),
    }
    assert routes(tables, "film_actor")["get"] == ("GET", "/{filmId}/{actorId}", ())
    film = tables["film"]
    assert film.routes.get.mapping == "org.springframework.web.bind.annotation.GetMapping"
    assert film.routes.get.binds("filmId") == "org.springframework.web.bind.annotation.PathVariable"
    # the Location of a created row: relative to the request, as before
    assert (film.location.builder, film.location.path, film.location.getters) == (
        "fromCurrentRequest",
        "/{filmId}",
        ("getFilmId",),
    )
    assert tables["log"].location is None


def test_rest_keeps_list_path_below_a_text_key(tmp_path: Path) -> None:
    tables = resolve(tmp_path, CATALOG, '[api]\nlist_path = "/list"\n')
    assert routes(tables, "film")["list"] == ("GET", "/list", ())
    assert routes(tables, "setting")["list"] == ("GET", "/-/list", ())
    assert tables["setting"].list_path == "/-/list"


def test_rpc_preset_puts_every_key_field_in_the_query(tmp_path: Path) -> None:
    tables = resolve(tmp_path, CATALOG, '[api.routes]\nstyle = "rpc"\n')
    assert routes(tables, "film") == {
        "list": ("GET", "/list", ()),
        "get": ("GET", "/get", ("filmId",)),
        "create": ("POST", "/create", ()),
        "update": ("POST", "/update", ("filmId",)),
        "patch": ("POST", "/patch", ("filmId",)),
        "delete": ("POST", "/delete", ("filmId",)),
        "save": ("POST", "/save", ()),
        "batch": ("POST", "/batch", ()),
    }
    assert routes(tables, "film_actor")["delete"] == ("POST", "/delete", ("filmId", "actorId"))
    fa = tables["film_actor"]
    assert fa.routes.get.binds("actorId") == "org.springframework.web.bind.annotation.RequestParam"
    assert (fa.location.builder, fa.location.path, fa.location.query, fa.location.getters) == (
        "fromCurrentServletMapping",
        "/api/film-actor/get",
        ("filmId", "actorId"),
        ("getFilmId", "getActorId"),
    )
    # a text key needs no "/-" below an rpc route: no /{key} shares its paths
    assert routes(tables, "setting")["list"] == ("GET", "/list", ())


def test_single_routes_over_the_preset_by_name_or_key(tmp_path: Path) -> None:
    extra = (
        '[api.routes]\nstyle = "rpc"\ndelete = "POST /delete/{key}"\n'
        'get = "GET /page/{key}"\nlist = "POST /page"\n'
    )
    tables = resolve(tmp_path, Catalog("mariadb", (FILM, FILM_ACTOR)), extra)
    assert routes(tables, "film")["delete"] == ("POST", "/delete/{filmId}", ())
    assert routes(tables, "film_actor")["delete"] == ("POST", "/delete/{filmId}/{actorId}", ())
    assert routes(tables, "film")["list"] == ("POST", "/page", ())
    # the Location names the path variables in the order the path does
    assert tables["film_actor"].location.path == "/api/film-actor/page/{filmId}/{actorId}"
    # a key field by name, mixed path and query
    extra = '[api.routes]\nget = "GET /one/{actorId}?filmId"\n'
    fa = resolve(tmp_path, Catalog("mariadb", (FILM_ACTOR,)), extra)["film_actor"]
    assert routes({"t": fa}, "t")["get"] == ("GET", "/one/{actorId}", ("filmId",))
    assert fa.location.getters == ("getActorId", "getFilmId")


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("GET /get?id", ("GET", "/get", ("id",))),
        ("POST", ("POST", "", ())),
        ("POST /", ("POST", "", ())),
        ("DELETE /a/{id}/b?x&y", ("DELETE", "/a/{id}/b", ("x", "y"))),
    ],
)
def test_route_syntax(text: str, parts: tuple[str, str, tuple[str, ...]]) -> None:
    assert route_parts(text) == parts


@pytest.mark.parametrize(
    ("extra", "key", "message", "hint"),
    [
        ('fetch = "GET /x"', "api.routes.fetch", "unknown key", None),
        ('get = "FETCH /get?key"', "api.routes.get", "'FETCH' is not an HTTP verb genix maps", None),
        ('get = "GET get"', "api.routes.get", "is not a route such as", None),
        ('get = "GET /a//b?key"', "api.routes.get", "is not a route such as", None),
        ('get = "GET /a/../b?key"', "api.routes.get", "may not be empty, . or ..", None),
        ('style = "soap"', "api.routes.style", "", None),
        (
            'get = "GET /get?id"',
            "api.routes.get",
            "'id' is not the key of table 'film' (its key: filmId)",
            "write ?key for every table's key fields",
        ),
        ('update = "POST /update"', "api.routes.update", "names no key", 'update = "POST /update?key"'),
        ('update = "POST"', "api.routes.update", "names no key", 'update = "POST /?key" or "POST /{key}"'),
        (
            'create = "POST /create/{key}"',
            "api.routes.create",
            "create takes no key",
            'create = "POST /create"',
        ),
        ('delete = "POST /delete/{filmId}?key"', "api.routes.delete", "names the key field 'filmId'", None),
        (
            'get = "GET /get?filmId"',
            "api.routes.get",
            "leaves out the key field(s) actorId of table 'film_actor'",
            "write key",
        ),
    ],
)
def test_a_route_that_cannot_serve_is_located(
    tmp_path: Path, extra: str, key: str, message: str, hint: str | None
) -> None:
    err = failure(tmp_path, "[api.routes]\n" + extra + "\n")
    d = err.diagnostics[0]
    assert str(d.location).endswith("genix.toml:4:1: " + key), err.render()
    assert message in d.message, err.render()
    if hint is not None:
        assert d.hint is not None and hint in d.hint, err.render()


def test_two_operations_on_one_route_are_one_located_error(tmp_path: Path) -> None:
    err = failure(tmp_path, '[api.routes]\nstyle = "rpc"\ndelete = "GET /get?key"\n')
    assert isinstance(err, ConfigError)
    clashes = [d for d in err.diagnostics if "ambiguous mapping" in d.message]
    assert len(clashes) == 1, err.render()  # once, not once per table
    d = clashes[0]
    assert d.location.key == ("api", "routes", "delete")
    assert d.location.line == 5  # genix.toml:5:1, where delete is written
    assert "GET /api/film/get for both its get and its delete operation" in d.message
    assert d.hint == "give get and delete distinct routes (another verb or path) in [api.routes]"
    # the same path under another verb is no clash
    resolve(tmp_path, CATALOG, '[api.routes]\nstyle = "rpc"\ndelete = "DELETE /get?key"\n')


def test_a_route_on_the_list_query_s_path_clashes(tmp_path: Path) -> None:
    err = failure_of(tmp_path, Catalog("mariadb", (FILM,)), '[api.routes]\nlist = "GET /query"\n')
    assert "ambiguous mapping" in err.render()
    assert err.diagnostics[0].location.key == ("api", "routes", "list")


def test_a_text_key_is_never_hidden_by_a_route(tmp_path: Path) -> None:
    """``GET /{code}`` beside ``GET /list``: the setting whose code is ``list`` would be out of
    reach (rest keeps [api] list_path one level down for that, ``/-/list``)."""
    one = Catalog("mariadb", (SETTING,))
    err = failure_of(tmp_path, one, '[api.routes]\nlist = "GET /list"\n')
    d = err.diagnostics[0]
    assert d.location.key == ("api", "routes", "list")
    assert "GET /list (list) would hide the row of table 'setting' whose key is 'list'" in d.message
    assert d.hint is not None and 'list = "GET /-/list"' in d.hint and 'get = "GET /get?key"' in d.hint
    # one level down, or the key in the query, or a numeric key: served
    resolve(tmp_path, one, '[api.routes]\nlist = "GET /-/list"\n')
    resolve(tmp_path, one, '[api.routes]\nstyle = "rpc"\n')
    resolve(tmp_path, Catalog("mariadb", (FILM,)), '[api.routes]\nlist = "GET /list"\n')


def failure_of(tmp_path: Path, catalog: Catalog, extra: str) -> GenixError:
    with pytest.raises(GenixError) as e:
        resolve(tmp_path, catalog, extra)
    return e.value


CUSTOMER = Table(
    name="customer",
    columns=(
        Column("code", "varchar(30)", "varchar", nullable=False, length=30),
        Column("email", "varchar(60)", "varchar", nullable=False, length=60),
    ),
    primary_key=PrimaryKey(("code",)),
    unique_constraints=(UniqueConstraint(("email",)),),
)
ORDERS = Table(
    name="orders",
    columns=(
        Column("id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("order_no", "varchar(30)", "varchar", nullable=False, length=30),
        Column("customer_code", "varchar(30)", "varchar", nullable=False, length=30),
    ),
    primary_key=PrimaryKey(("id",)),
    unique_constraints=(UniqueConstraint(("order_no",)),),
    foreign_keys=(ForeignKey(("customer_code",), "customer", ("code",)),),
)
SHOP = Catalog("mariadb", (CUSTOMER, ORDERS))
RELATIONS = "[relations]\nforeign_keys = true\n"


def more_routes(tables: dict[str, Any], table: str) -> dict[str, tuple[str, str, tuple[str, ...]]]:
    """The query, count and exists routes, each unique lookup's by its path, each relation's by name."""
    t = tables[table]
    out = {op: getattr(t.routes, op) for op in ("query", "count", "exists")}
    out |= {"unique " + ",".join(f.name for f in u.fields): u.route for u in t.unique_keys}
    out |= {"relation " + r.name: r.route for r in t.relations if r.route is not None}
    return {k: (r.verb, r.path, r.query) for k, r in out.items()}


def test_rest_routes_of_the_query_lookups_and_relations(tmp_path: Path) -> None:
    """rest: today's contract; ``/-`` only where ``GET /{code}`` (a text key) would hide the path."""
    tables = resolve(tmp_path, SHOP, RELATIONS)
    assert more_routes(tables, "orders") == {
        "query": ("GET", "/query", ()),
        "count": ("GET", "/count", ()),
        "exists": ("GET", "/exists", ()),
        "unique orderNo": ("GET", "/by-order-no", ("orderNo",)),
        "relation customer": ("GET", "/{id}/customer", ()),
    }
    assert tables["orders"].query.path == "/query" and tables["orders"].unique_keys[0].path == "/by-order-no"
    assert more_routes(tables, "customer") == {
        "query": ("GET", "/-/query", ()),
        "count": ("GET", "/-/count", ()),
        "exists": ("GET", "/-/exists", ()),
        "unique email": ("GET", "/-/by-email", ("email",)),
    }
    assert tables["customer"].query.count_path == "/-/count"


def test_rpc_routes_of_the_query_lookups_and_relations(tmp_path: Path) -> None:
    """rpc: no ``/-`` for a text key (its get is ``/get?code``, no path variable hides a path)."""
    tables = resolve(tmp_path, SHOP, RELATIONS + '[api.routes]\nstyle = "rpc"\n')
    assert more_routes(tables, "orders") == {
        "query": ("GET", "/query", ()),
        "count": ("GET", "/count", ()),
        "exists": ("GET", "/exists", ()),
        "unique orderNo": ("GET", "/get-by-order-no", ("orderNo",)),
        "relation customer": ("GET", "/customer", ("id",)),
    }
    assert more_routes(tables, "customer")["query"] == ("GET", "/query", ())
    assert more_routes(tables, "customer")["unique email"] == ("GET", "/get-by-email", ("email",))
    # a text key in the path again: the style's routes go one level down
    tables = resolve(tmp_path, SHOP, RELATIONS + '[api.routes]\nstyle = "rpc"\nget = "GET /{key}"\n')
    assert more_routes(tables, "customer")["exists"] == ("GET", "/-/exists", ())
    assert routes(tables, "customer")["list"] == ("GET", "/-/list", ())
    assert routes(tables, "orders")["list"] == ("GET", "/list", ())
    assert more_routes(tables, "orders")["exists"] == ("GET", "/exists", ())  # a numeric key hides nothing


def test_written_query_lookup_and_relation_routes(tmp_path: Path) -> None:
    extra = (
        '[api.routes]\nquery = "POST /search"\ncount = "GET /stats/total"\nexists = "GET /stats/any"\n'
        'unique = "GET /by/{unique}/{key}"\nrelation = "GET /with-{relation}?key"\n'
    )
    tables = resolve(tmp_path, SHOP, RELATIONS + extra)
    assert more_routes(tables, "orders") == {
        "query": ("POST", "/search", ()),
        "count": ("GET", "/stats/total", ()),
        "exists": ("GET", "/stats/any", ()),
        "unique orderNo": ("GET", "/by/order-no/{orderNo}", ()),
        "relation customer": ("GET", "/with-customer", ("id",)),
    }
    u = tables["orders"].unique_keys[0]
    assert u.route.binds("orderNo") == "org.springframework.web.bind.annotation.PathVariable"
    assert tables["orders"].query.path == "/search"
    assert tables["orders"].routes.query.mapping == "org.springframework.web.bind.annotation.PostMapping"
    # [api.query] path still moves the query page when no route is written
    tables = resolve(tmp_path, SHOP, RELATIONS + '[api.query]\npath = "/find"\n')
    assert more_routes(tables, "orders")["query"] == ("GET", "/find", ())
    assert more_routes(tables, "customer")["query"] == ("GET", "/-/find", ())


@pytest.mark.parametrize(
    ("extra", "key", "message", "hint"),
    [
        ('count = "GET /count/{key}"', "api.routes.count", "count takes no key", 'count = "GET /count"'),
        ('exists = "GET /exists?key"', "api.routes.exists", "exists takes no key", None),
        ('query = "FETCH /query"', "api.routes.query", "is not an HTTP verb", None),
        ('unique = "GET /by-email?key"', "api.routes.unique", "does not name {unique} in its path", None),
        ('unique = "GET /by-{unique}"', "api.routes.unique", "names no key", "?key"),
        ('unique = "GET /by-{unique}?orderNo"', "api.routes.unique", "'orderNo' is not the unique key", None),
        ('relation = "GET /{key}/customer"', "api.routes.relation", "does not name {relation}", None),
        (
            'relation = "GET /{relation}"',
            "api.routes.relation",
            "names no key",
            'relation = "GET /{relation}?key"',
        ),
        ('relation = "GET /{relation}?key&{relation}"', "api.routes.relation", "is not a route", None),
    ],
)
def test_a_query_lookup_or_relation_route_that_cannot_serve_is_located(
    tmp_path: Path, extra: str, key: str, message: str, hint: str | None
) -> None:
    with pytest.raises(GenixError) as e:
        resolve(tmp_path, SHOP, RELATIONS + "[api.routes]\n" + extra + "\n")
    err = e.value
    d = err.diagnostics[0]
    assert str(d.location).endswith("genix.toml:6:1: " + key), err.render()
    assert message in d.message, err.render()
    if hint is not None:
        assert d.hint is not None and hint in d.hint, err.render()


def test_a_written_query_route_a_text_key_would_hide_is_refused(tmp_path: Path) -> None:
    err = failure_of(tmp_path, SHOP, RELATIONS + '[api.routes]\nexists = "GET /exists"\n')
    d = err.diagnostics[0]
    assert d.location.key == ("api", "routes", "exists")
    assert "GET /exists (exists) would hide the row of table 'customer' whose key is 'exists'" in d.message
    assert d.hint is not None and 'exists = "GET /-/exists"' in d.hint and 'get = "GET /get?key"' in d.hint
    err = failure_of(tmp_path, SHOP, RELATIONS + '[api.routes]\nunique = "GET /{unique}?key"\n')
    assert "GET /email?email (unique) would hide the row of table 'customer'" in err.render()


def test_query_lookup_or_relation_on_another_route_is_one_located_error(tmp_path: Path) -> None:
    err = failure_of(tmp_path, SHOP, RELATIONS + '[api.routes]\nstyle = "rpc"\ncount = "GET /list"\n')
    clashes = [d for d in err.diagnostics if "ambiguous mapping" in d.message]
    assert clashes and clashes[0].location.key == ("api", "routes", "count"), err.render()
    extra = '[api.routes]\nstyle = "rpc"\nrelation = "GET /{relation}?key"\nget = "GET /customer?key"\n'
    err = failure_of(tmp_path, SHOP, RELATIONS + extra)
    clashes = [d for d in err.diagnostics if "ambiguous mapping" in d.message]
    assert clashes, err.render()
    assert clashes[0].location.key in {("api", "routes", "relation"), ("api", "routes", "get")}
    assert "GET /api/orders/customer for both its get and its relation customer" in clashes[0].message
    extra = '[api.routes]\nunique = "GET /{unique}?key"\nquery = "GET /order-no"\n'
    err = failure_of(tmp_path, Catalog("mariadb", (ORDERS,)), extra)
    clashes = [d for d in err.diagnostics if "ambiguous mapping" in d.message]
    assert clashes and clashes[0].location.key in {("api", "routes", "unique"), ("api", "routes", "query")}


def test_a_table_s_own_routes_win_over_the_project_s(tmp_path: Path) -> None:
    """``[tables.TABLE.api.routes]``: each key it sets wins for that table; the others follow
    ``[api.routes]`` (its style fills what neither sets)."""
    extra = (
        '[api.routes]\nstyle = "rpc"\ndelete = "POST /delete/{key}"\n'
        '[tables.customer.api.routes]\nstyle = "rest"\nunique = "GET /by/{unique}/{key}"\n'
        '[tables.orders.api.routes]\nget = "GET /one/{key}"\nrelation = "GET /{key}/of/{relation}"\n'
    )
    tables = resolve(tmp_path, SHOP, RELATIONS + extra)
    customer, orders = routes(tables, "customer"), routes(tables, "orders")
    assert customer["get"] == ("GET", "/{code}", ()) and customer["list"] == ("GET", "", ())
    assert customer["delete"] == ("POST", "/delete/{code}", ())  # the project's own route
    assert more_routes(tables, "customer")["unique email"] == ("GET", "/by/email/{email}", ())
    assert more_routes(tables, "customer")["query"] == ("GET", "/-/query", ())  # rest: below /{code}
    assert orders["get"] == ("GET", "/one/{id}", ()) and orders["update"] == ("POST", "/update", ("id",))
    assert more_routes(tables, "orders")["relation customer"] == ("GET", "/{id}/of/customer", ())
    assert more_routes(tables, "orders")["unique orderNo"] == ("GET", "/get-by-order-no", ("orderNo",))
    assert tables["orders"].location.path == "/api/orders/one/{id}"


def test_a_table_s_own_route_that_cannot_serve_is_located_there(tmp_path: Path) -> None:
    cases = [
        ('get = "GET /get"', "names no key", 'get = "GET /get?key"'),
        ('count = "GET /count?key"', "count takes no key", None),
        ('exists = "GET /exists"', "would hide the row of table 'customer' whose key is 'exists'", None),
        ('unique = "GET /by-email?key"', "does not name {unique}", None),
        ('get = "FETCH /get?key"', "is not an HTTP verb", None),
    ]
    for line, message, hint in cases:
        err = failure_of(tmp_path, SHOP, RELATIONS + "[tables.customer.api.routes]\n" + line + "\n")
        d = err.diagnostics[0]
        op = line.split(" ", 1)[0]
        assert str(d.location).endswith(f"genix.toml:6:1: tables.customer.api.routes.{op}"), err.render()
        assert message in d.message, err.render()
        if hint is not None:
            assert d.hint is not None and hint in d.hint, err.render()
    # two operations of the table on one verb and path: the mapping check, at the table's key
    err = failure_of(tmp_path, SHOP, RELATIONS + '[tables.orders.api.routes]\ncount = "GET /query"\n')
    clashes = [d for d in err.diagnostics if "ambiguous mapping" in d.message]
    assert clashes and clashes[0].location.key == ("tables", "orders", "api", "routes", "count"), err.render()
    assert "GET /api/orders/query twice" in clashes[0].message
    assert clashes[0].hint is not None and '[tables."orders".api.routes] OPERATION' in clashes[0].hint
