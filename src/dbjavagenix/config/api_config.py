"""``[api]`` and ``[frontend]`` of ``genix.toml``: the REST contract of the generated
controllers (wrapper, page type, operations, routes, list query) and the pages and typed client."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from dbjavagenix.config.values import Bool, ConfigSection, JavaInt, Oversize, PathText, PositiveJavaInt
from dbjavagenix.javanames import request_param_problem

Paging = Literal["offset", "pagehelper"]


class ResultConfig(ConfigSection):
    """``[api.result]``: the response wrapper every endpoint answers in."""

    class_: str = Field(default="", alias="class")
    """The team's wrapper class, fully qualified (``com.ruoyi.common.core.domain.AjaxResult``);
    genix then generates none. Empty: genix's own ``common.Result``; ``"none"``: no wrapper (the
    payload itself, e.g. eladmin's ``ResponseEntity<T>``)."""
    generic: Bool | None = None
    """The wrapper takes the payload type (``Result<T>``); default: true for genix's own, else read
    from its source (false for ``AjaxResult``)."""
    ok: str = "{class}.ok({value})"
    """Java expression of a success with a payload: ``{class}`` is the wrapper, ``{value}`` the
    payload (``AjaxResult.success({value})``: ``"{class}.success({value})"``)."""
    ok_empty: str = ""
    """Java expression of a success without payload (after a delete); empty: ``ok`` without its
    ``{value}`` (``AjaxResult.success()``), or with ``null`` when the wrapper's source has no such
    method (``CommonResult.success(null)``). Where genix reads the wrapper's source, the static
    method each of ``ok``, ``ok_empty`` and ``error`` calls on ``{class}`` must be one it has."""
    error: str = "{class}.error({code}, {message})"
    """Java expression of a failure: ``{code}`` the HTTP status (404), ``{message}`` a string literal."""
    success_code: JavaInt = 0
    """The ``code`` of a success in genix's own ``Result`` (some teams use 200)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class PageConfig(ConfigSection):
    """``[api.page]``: the type a list endpoint answers with, and how pages are read."""

    class_: str = Field(default="", alias="class")
    """The team's page class, fully qualified (``com.ruoyi.common.core.page.TableDataInfo``);
    empty: genix's own ``common.PageResult``."""
    generic: Bool | None = None
    """The page class takes the row type (``PageResult<T>``); default: true for genix's own, else
    read from its source."""
    of: str = "new {class}<>({items}, {total}, {page}, {size})"
    """Java expression building a page: ``{items}`` (a ``List``), ``{total}`` (``long``),
    ``{page}`` (1-based) and ``{size}``; e.g. ``"getDataTable({items})"`` (RuoYi's
    ``BaseController``) or ``"new {class}<>({items}, {total})"``."""
    paging: Paging = "offset"
    """``offset``: genix's service counts and reads one page (``page``/``size`` parameters);
    ``pagehelper``: PageHelper pages the list query (``Default`` category), started by ``start``."""
    wrapped: Bool | None = None
    """List endpoints answer the page inside the response wrapper (``Result<PageResult<T>>``).
    Default: true, but false for a page class that is a response itself (read from its source:
    it has a ``code``, ``msg`` or ``message`` field, as RuoYi's ``TableDataInfo``)."""
    start: str = ""
    """With ``paging = "pagehelper"``: the statement starting a page (``startPage()`` of RuoYi's
    ``BaseController``); empty: ``PageHelper.startPage(page, size)`` with ``page``/``size`` parameters."""


Annotations = list[str]
"""Annotation patterns (a field named ``list`` hides the builtin in its class)."""


class OperationsConfig(ConfigSection):
    """``[api.annotations]``: annotations put on the endpoints, per operation (after genix's own).
    Placeholders: ``{entity}`` (``orderItem``), ``{class}`` (``OrderItem``), ``{table}``,
    ``{title}`` (the table's comment), ``{module}``, ``{path}``; formats after a colon:
    ``{entity:kebab}`` (``order-item``), ``:snake``, ``:lower`` (``orderitem``), ``:upper``,
    ``:pascal``, ``:plural`` (combine with commas: ``{entity:kebab,plural}``). Other braces are
    Java's (an array ``{"a", "b"}`` stays as written)."""

    all: Annotations = []
    """On every endpoint."""
    list: Annotations = []
    """On the list endpoint and every read of many rows (``query``, ``count``, ``exists``), e.g.
    ``['@PreAuthorize("@ss.hasPermi('{module}:{entity}:list')")']``."""
    get: Annotations = []
    """On get-by-key and the other reads of one row (unique-key lookups, a row's relations)."""
    create: Annotations = []
    """On create (and the batch create), e.g. ``['@Log(title = "{title}", businessType = BusinessType.INSERT)']``."""
    update: Annotations = []
    """On update (PUT), patch (PATCH) and save (upsert): every endpoint that changes a row."""
    delete: Annotations = []
    """On delete."""


ROUTE_VERBS = ("GET", "POST", "PUT", "PATCH", "DELETE")
"""The HTTP verbs a route may name (each has its Spring ``@...Mapping``)."""

_ROUTE = re.compile(
    r"(?P<verb>\S+)(?: +(?P<path>/(?:[A-Za-z0-9._~-]+|\{[A-Za-z_$][A-Za-z0-9_$]*\})?"
    r"(?:/(?:[A-Za-z0-9._~-]+|\{[A-Za-z_$][A-Za-z0-9_$]*\}))*)"
    r"(?:\?(?P<query>[A-Za-z_$][A-Za-z0-9_$]*(?:&[A-Za-z_$][A-Za-z0-9_$]*)*))?)?"
)


def route_parts(text: str) -> tuple[str, str, tuple[str, ...]]:
    """``"GET /get?id"`` → ``("GET", "/get", ("id",))``; ``"POST /"`` and ``"POST"`` → the
    controller's path itself (``""``). Raises ValueError for text that is no route."""
    m = _ROUTE.fullmatch(text.strip())
    if m is None:
        raise ValueError(
            f'{text!r} is not a route such as "GET /get?id", "POST /delete/{{id}}" or "POST /create" '
            "(a verb, a path of literal segments and {placeholders}, then ?names of query parameters)"
        )
    verb = m["verb"]
    if verb not in ROUTE_VERBS:
        raise ValueError(f"{verb!r} is not an HTTP verb genix maps: {', '.join(ROUTE_VERBS)}")
    path = (m["path"] or "").rstrip("/")
    if "//" in path or {".", ".."} & set(path.split("/")):
        raise ValueError(f"{text!r}: a path segment may not be empty, . or ..")
    query = tuple(m["query"].split("&")) if m["query"] else ()
    return verb, path, query


Route = Annotated[str, AfterValidator(lambda v: (route_parts(v), v)[1])]
"""A route: ``"VERB /path"`` with ``{key}`` path variables or ``?key`` query parameters."""

_NAMED = "genix-name-placeholder"
"""What a name placeholder (``{unique}``, ``{relation}``) stands for while its route is parsed."""


def named_route_parts(text: str, name: str) -> tuple[str, str, tuple[str, ...]]:
    """``"GET /by-{unique}?key"`` → ``("GET", "/by-{unique}", ("key",))``: a route whose path
    names ``{name}`` (in a segment of its own or inside one, ``/by-{unique}``), which genix fills
    with the words of each unique key or relation. Raises ValueError for text that is no route
    or leaves ``{name}`` out of its path."""
    placeholder = "{" + name + "}"
    verb, path, query = route_parts(text.replace(placeholder, _NAMED))
    if _NAMED not in path:
        raise ValueError(
            f"{text!r} does not name {placeholder} in its path: each "
            f"{'unique key' if name == 'unique' else name} needs a path of its own "
            f'(e.g. "{verb} /by-{placeholder}?key")'
        )
    if _NAMED in "".join(query):
        raise ValueError(f"{text!r}: {placeholder} belongs in the path, not in the query")
    return verb, path.replace(_NAMED, placeholder), query


UniqueRoute = Annotated[str, AfterValidator(lambda v: (named_route_parts(v, "unique"), v)[1])]
"""A route of the unique-key lookups: its path names ``{unique}`` (the key's words)."""
RelationRoute = Annotated[str, AfterValidator(lambda v: (named_route_parts(v, "relation"), v)[1])]
"""A route of the relation reads: its path names ``{relation}`` (the relation's words)."""


class RoutesConfig(ConfigSection):
    """``[api.routes]``: the HTTP verb and path of each controller operation under the table's
    path, e.g. ``get = "GET /get?id"``, ``delete = "POST /delete/{id}"``. A key field in the
    path (``/{id}``) is a ``@PathVariable``, after ``?`` a ``@RequestParam``; ``key`` stands for
    every key field of the table (``?key`` → ``?filmId&actorId``). Operations not set follow ``style``."""

    style: Literal["rest", "rpc"] = "rest"
    """The routes of the operations not set: ``rest`` (``GET /{key}``, ``POST``, ``PUT /{key}``,
    ``PATCH /{key}``, ``DELETE /{key}``, ``GET /by-{unique}?key``, ``GET /{key}/{relation}``)
    or ``rpc`` (``GET /get?key``, ``POST /create``, ``POST /update?key``, ``POST /patch?key``,
    ``POST /delete?key``, ``GET /list``, ``GET /get-by-{unique}?key``, ``GET /{relation}?key``);
    both ``GET /query``, ``GET /count``, ``GET /exists``. A route without a key that a route of
    the same verb with a text key in its path (``GET /{code}``) would hide is put one level down
    (``/-/query``) when the style decides it, refused when the config writes it."""
    list: Route | None = None
    """The page of rows (rest: ``[api] list_path``, else the table's path)."""
    get: Route | None = None
    """One row by its key (needs the key)."""
    create: Route | None = None
    """Insert a row (no key: the body holds it)."""
    update: Route | None = None
    """Replace a row's writable fields (needs the key)."""
    patch: Route | None = None
    """Change the fields the body names (needs the key)."""
    delete: Route | None = None
    """Delete a row (needs the key)."""
    save: Route | None = None
    """Insert or update by the body's key (MybatisPlus-Mixed; rest ``PUT``, rpc ``POST /save``)."""
    batch: Route | None = None
    """Insert several rows (MybatisPlus-Mixed; ``POST /batch``)."""
    query: Route | None = None
    """The list query's page (``GET /query``; ``[api.query] path`` when not set). The query
    endpoints take no key: the filters are request parameters."""
    count: Route | None = None
    """How many rows the list query's filters match (``GET /count``)."""
    exists: Route | None = None
    """Whether any row matches the list query's filters (``GET /exists``)."""
    unique: UniqueRoute | None = None
    """One row by each unique key: ``{unique}`` in the path stands for the key's words
    (``order-no``, ``tenant-id-and-code``), ``key`` for its fields (rest ``GET /by-{unique}?key``
    → ``GET /by-order-no?orderNo``, rpc ``GET /get-by-{unique}?key``; ``GET /by-{unique}/{key}``
    takes them as path variables)."""
    relation: RelationRoute | None = None
    """The rows of one relation of a row (a table with a single key): ``{relation}`` in the
    path stands for the relation's words (``customer``, ``order-items``), ``key`` for the
    table's key (rest ``GET /{key}/{relation}``, rpc ``GET /{relation}?key``). ``?with=`` reads
    follow get (one row) and list (a page)."""


class TableRoutesConfig(RoutesConfig):
    """``[tables.TABLE.api.routes]``: the routes of one table's operations, the keys of
    ``[api.routes]``: each key set here wins over ``[api.routes]``'s for this table (``style``
    fills the operations neither sets), with the same checks, e.g. ``get = "GET /{key}"`` for
    the one table whose clients read it REST-style."""

    style: Literal["rest", "rpc"] | None = None  # type: ignore[assignment]
    """The routes of this table's operations that neither this section nor ``[api.routes]``
    sets: ``rest`` or ``rpc`` (see ``[api.routes] style``); unset: ``[api.routes]``'s style."""


class TableApiConfig(ConfigSection):
    """``[tables.TABLE.api]``: this table's REST contract where it differs from ``[api]``'s."""

    routes: TableRoutesConfig = TableRoutesConfig()
    """The routes of this table's operations (each key set here wins over ``[api.routes]``'s)."""


class QueryConfig(ConfigSection):
    """``[api.query]``: the list query endpoints of every table (``GET {path}/query``, ``/count``,
    ``/exists``): filters by operator, ``sort=``, page limits. The page limits are the one
    policy of every paged endpoint: the plain list (``GET {path}?page=&size=``) follows them too."""

    path: str = "/query"
    """Path of the page endpoint under the controller's (``/count`` and ``/exists`` beside it)."""
    default_page_size: PositiveJavaInt = 20
    """Rows per page when ``size`` is not given."""
    max_page_size: PositiveJavaInt = 500
    """The largest ``size`` a client may ask for."""
    oversize: Oversize = "reject"
    """A ``size`` over ``max_page_size`` (or below 1, or a ``page`` below 1): ``reject`` answers
    400 naming the limit, ``clamp`` reads ``max_page_size`` rows (and page 1) instead."""
    page_param: str = "page"
    """Request parameter of the 1-based page number on every paged endpoint (RuoYi and mall:
    ``pageNum``, ruoyi-vue-pro: ``pageNo``); also the list query's property. A column whose
    filter parameter would have this name gets none."""
    size_param: str = "size"
    """Request parameter of the rows per page (``pageSize``, ``limit``)."""
    sort_param: str = "sort"
    """Request parameter of the list query's sort properties (``orderBy``)."""

    @field_validator("path")
    @classmethod
    def _path(cls, v: str) -> str:
        if not re.fullmatch(r"(/[A-Za-z0-9._~-]+)+", v):
            raise ValueError(f"{v!r} is not a path such as /query")
        return v

    @field_validator("page_param", "size_param", "sort_param")
    @classmethod
    def _param(cls, v: str, info: ValidationInfo) -> str:
        problem = request_param_problem(v)
        if problem:
            raise ValueError(f"{v!r} {problem}")
        for other in ("page_param", "size_param"):
            if other != info.field_name and info.data.get(other) == v:
                raise ValueError(f"{v!r} is {other} already: the paging parameters need three names")
        return v

    @model_validator(mode="after")
    def _sizes(self) -> QueryConfig:
        if self.default_page_size > self.max_page_size:
            raise ValueError("default_page_size is larger than max_page_size")
        return self


class ApiConfig(ConfigSection):
    """``[api]``: the conventions of the generated REST API: URL style, response and page
    wrappers, per-operation annotations."""

    path: str = "/{entity:kebab}"
    """Controller path of a table under ``project.api_prefix`` (``[tables.TABLE] path`` wins);
    placeholders as in ``[api.annotations]``, e.g. ``"/{module}/{entity:lower}"`` or
    ``"/{entity:kebab,plural}"``."""
    module: str = ""
    """The value of ``{module}`` (RuoYi's permission prefix, ``system``); empty: the table's
    group (sub-package), else the last segment of the base package."""
    list_path: str = ""
    """Path of the list endpoint under the controller's (RuoYi: ``"/list"``); empty: the
    controller's path itself."""
    response_entity: Bool = True
    """Answer with Spring's ``ResponseEntity`` and HTTP statuses (201 created, 204 deleted, 404
    missing); ``false``: the wrapper itself with HTTP 200 (RuoYi)."""
    imports: list[str] = []
    """Classes the annotations name by their simple name (``org.springframework.security.access.prepost.PreAuthorize``,
    ``com.ruoyi.common.annotation.Log``, ``com.ruoyi.common.enums.BusinessType``)."""
    annotations: OperationsConfig = OperationsConfig()
    """Per-operation annotations."""
    result: ResultConfig = ResultConfig()
    """The response wrapper."""
    page: PageConfig = PageConfig()
    """The page type of list endpoints."""
    query: QueryConfig = QueryConfig()
    """The list query endpoints (operators, sorting, page limits)."""
    routes: RoutesConfig = RoutesConfig()
    """The verb and path of each operation (``style = "rpc"``: ``POST /create``, ``GET /get?id`` ...)."""
    related_limit: PositiveJavaInt = 100
    """The most related rows each parent's collection holds when ``?with=`` loads a one-to-many
    or many-to-many relation (the first by the related table's key; the OpenAPI operation says
    so). The loads stay one statement per relation for a whole page: each numbers the related
    rows per parent with ``ROW_NUMBER() OVER (PARTITION BY ...)`` and keeps the first ones, which
    needs MySQL 8, MariaDB 10.2, PostgreSQL or SQLite 3.25 (MyBatis-Plus reading a related table
    without a key reads each parent's rows with ``LIMIT`` instead). A relation's own endpoint
    (``GET {path}/{key}/NAME``) answers all of them a page at a time instead: the list
    endpoints' paging parameters, page type and page limits (``[api.query]``), with their total."""

    @field_validator("list_path")
    @classmethod
    def _list_path(cls, v: str) -> str:
        if v and (not re.fullmatch(r"(/[A-Za-z0-9._~-]+)+", v) or {".", ".."} & set(v.split("/"))):
            raise ValueError(f"{v!r} is not a path such as /list (or empty: the controller's path)")
        return v


class FrontendConfig(ConfigSection):
    """``[frontend]``: the TypeScript side of the REST API, beside the Java."""

    enabled: Bool = False
    """Generate the typed TypeScript client of the REST API: ``src/api/request.ts`` (the one
    place that calls ``fetch``, unwraps the response wrapper and turns an error answer into an
    ``ApiError``) and a module per table (``src/api/Film.ts``) with one function per endpoint
    genix generated and the types of its bodies and answers, written from the same contexts as
    the controllers (the types are those of ``openapi.json``). Needs genix's own response
    wrapper and page type, or none."""
    path: PathText = "frontend"
    """The front end's folder under the output root (``{frontend_root}`` in layer paths)."""
    framework: Literal["vue-element-plus"] = "vue-element-plus"
    """The pages' stack: ``vue-element-plus`` (Vue 3, Element Plus, TypeScript, Vite: the stack
    of RuoYi-Vue3 and ruoyi-vue-pro's admin UI) is the one there is."""
    pages: Bool = True
    """With ``enabled``: an admin page per table (Vue 3 + Element Plus: a filtered, sorted,
    paged table, a create and edit dialog, delete; ``src/views/FilmPage.vue``), the routes
    listing them (``src/router/routes.ts``) and, once, the Vite project around them
    (``package.json``, ``package-lock.json``: the versions genix's tests used, ``vite.config.ts``,
    ``index.html``, ``src/main.ts``, ``src/App.vue``, ``src/router/index.ts``: created when missing,
    then the team's). ``npm ci && npm run dev`` serves them, the API proxied to ``:8080``."""
