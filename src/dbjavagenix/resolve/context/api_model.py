"""The project's REST contract in the template context (``project.api``, ``project.jackson``):
its response wrapper, page type, paging parameters and JSON library, and what a controller
endpoint returns: the return type and the statements of success, creation, deletion and a
missing row, for genix's own ``Result``/``PageResult``, a team's wrappers (RuoYi's
``AjaxResult``/``TableDataInfo``, yudao's ``CommonResult``) or none (eladmin's
``ResponseEntity<T>``), with or without ``ResponseEntity``.

Texts name classes fully qualified; templates print them with the filter that records imports."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from dbjavagenix.resolve.context.field_model import ClassRef


@dataclass(frozen=True, slots=True)
class JacksonModel:
    """The Jackson the project's Spring Boot line ships: its classes as generated code names them."""

    major: int
    """2 (``com.fasterxml.jackson``, Boot 2 and 3) or 3 (``tools.jackson``, Boot 4)."""
    object_mapper: str
    """The ``ObjectMapper`` class Spring Boot provides as a bean."""
    mapping_error: str
    """The exception naming the JSON property a value does not fit (``JsonMappingException``,
    Jackson 3 ``DatabindException``): ``getPath()`` lists the properties."""
    path_name: str
    """The method of a path reference that gives the property name (``getFieldName`` /
    ``getPropertyName``)."""
    unknown_properties: str
    """The ``DeserializationFeature`` enum (its ``FAIL_ON_UNKNOWN_PROPERTIES`` constant)."""


@dataclass(frozen=True, slots=True)
class WrapperModel:
    """The response wrapper of the REST API (``[api.result]``): genix's own ``Result``, the team's
    (``AjaxResult``, ``CommonResult``), or none."""

    fqn: str
    """The wrapper class, fully qualified; empty for none (the payload itself)."""
    generic: bool
    """It takes the payload type (``Result<T>``)."""
    generated: bool
    """genix generates it (``common.Result``)."""
    ok: str
    """Java expression of a success with payload ``{value}`` (classes fully qualified)."""
    ok_empty: str
    """Java expression of a success without payload."""
    error: str
    """Java expression of a failure with ``{code}`` (an int) and ``{message}`` (a string literal)."""
    success_code: int
    """The ``code`` of a success in genix's own wrapper."""


@dataclass(frozen=True, slots=True)
class PageModel:
    """The page type of list endpoints (``[api.page]``)."""

    fqn: str
    """The page class, fully qualified."""
    generic: bool
    """It takes the row type (``PageResult<T>``)."""
    generated: bool
    """genix generates it (``common.PageResult``)."""
    of: str
    """Java expression building a page from ``{items}``, ``{total}``, ``{page}``, ``{size}``."""
    paging: Literal["offset", "pagehelper"]
    """``offset``: the service counts and reads one page; ``pagehelper``: PageHelper pages the
    list query, started in the controller by ``start``."""
    start: str
    """With ``pagehelper``: the statement starting a page (``startPage();``)."""
    page_params: bool
    """The list endpoint takes ``page`` and ``size`` (offset paging, or PageHelper started with them)."""
    wrapped: bool = True
    """List endpoints answer the page in the wrapper; not when it is a response (RuoYi's ``TableDataInfo``)."""
    counts_pages: bool = True
    """genix's own page type answers ``pages`` too (the category decides)."""


@dataclass(frozen=True, slots=True)
class ApiModel:
    """How the controllers answer (``[api]``): Python decides every return type and statement; templates print
    them with the ``type`` and ``annotation`` filters (``{{ project.api.returns(table.classes.entity.fqn) |
    type }}``, ``{{ project.api.ok("row") | annotation }}``). Texts name classes fully qualified."""

    result: WrapperModel
    """The response wrapper."""
    page: PageModel
    """The page type."""
    response_entity: bool
    """Answers are Spring ``ResponseEntity`` objects with HTTP statuses (201, 204, 404); else the
    wrapper itself with HTTP 200."""

    def returns(self, payload: str) -> str:
        """The return type of an endpoint answering ``payload`` (a type, ``Void`` for none)."""
        return _returns(self, payload)

    def ok(self, value: str) -> str:
        """The statement answering ``value`` (HTTP 200)."""
        return _answer(self, "ok", value)

    def created(self, value: str, location: str = "") -> str:
        """The statement answering a created ``value`` (HTTP 201 with ``ResponseEntity``, and the
        ``Location`` header when ``location``, a ``java.net.URI`` expression, is given)."""
        return _answer(self, "created", value, location)

    def done(self) -> str:
        """The statement answering a success without payload (HTTP 204 with ``ResponseEntity``)."""
        return _answer(self, "done", "")

    def missing(self, exception: str = "") -> str:
        """The statement answering that the row does not exist (HTTP 404, or the wrapper's error).
        With genix's own wrapper or none, ``exception`` (a ``new ...`` expression) is thrown
        instead, for the project's error handler to answer in the one error shape."""
        return _answer(self, "missing", exception)

    def page_missing(self, exception: str = "") -> str:
        """The statement of a page endpoint answering that the row whose related rows it pages
        does not exist: :meth:`missing` where the page is wrapped in the response wrapper, else
        ``exception`` (or a 404 ``ResponseStatusException``) thrown, since an error body is no page."""
        return _page_missing(self, exception)

    def page_type(self, row: str) -> str:
        """The page type of rows of type ``row`` (``PageResult<Film>``, ``TableDataInfo``)."""
        return _page_type(self, row)

    def page_of(self, items: str, total: str, page: str = "page", size: str = "size") -> str:
        """The expression building a page (``page_type``) of ``items`` with ``total`` rows."""
        return _page_of(self, items, total, page, size)

    def page_returns(self, row: str) -> str:
        """The return type of a list endpoint answering a page of ``row``."""
        return _page_returns(self, row)

    def page_ok(self, page: str) -> str:
        """The statement answering the page expression ``page`` (HTTP 200)."""
        return _page_ok(self, page)


@dataclass(frozen=True, slots=True)
class PageParamModel:
    """A paging request parameter (``page``, ``size``, ``sort``, as ``[api.query]`` names them),
    which is also a property of each list query class."""

    name: str
    """Request parameter, and the list query's field or record component (``pageNum``)."""
    getter: str
    """Getter of the list query class's field (``getPageNum``)."""
    setter: str
    """Setter of the list query class's field (``setPageNum``)."""


@dataclass(frozen=True, slots=True)
class PagePolicy:
    """The one page-size policy of every paged endpoint (the plain list and the list query),
    from ``[api.query]``."""

    default_size: int = 20
    """Rows per page when ``size`` is not given."""
    max_size: int = 500
    """The largest ``size`` a client may ask for."""
    clamp: bool = False
    """A size (or page) out of range is clamped; else it is a 400 naming the limit."""
    page: PageParamModel = PageParamModel("page", "getPage", "setPage")
    """The page number's request parameter (``[api.query] page_param``)."""
    size: PageParamModel = PageParamModel("size", "getSize", "setSize")
    """The page size's request parameter (``[api.query] size_param``)."""
    sort: PageParamModel = PageParamModel("sort", "getSort", "setSort")
    """The list query's sort parameter (``[api.query] sort_param``)."""
    related_limit: int = 100
    """The most related rows each parent's collection holds after a ``?with=`` load
    (``[api] related_limit``); a relation's own endpoint pages them with this policy instead."""


RESPONSE_ENTITY = "org.springframework.http.ResponseEntity"
HTTP_STATUS = "org.springframework.http.HttpStatus"
STATUS_EXCEPTION = "org.springframework.web.server.ResponseStatusException"
NOT_FOUND = '"not found"'

Answer = Literal["ok", "created", "done", "missing"]


def fill(pattern: str, **values: str) -> str:
    """``pattern`` with its ``{name}`` placeholders replaced (other braces are Java's)."""
    for name, value in values.items():
        pattern = pattern.replace("{" + name + "}", value)
    return pattern


def _returns(api: ApiModel, payload: str) -> str:
    r = api.result
    inner = (f"{r.fqn}<{payload}>" if r.generic else r.fqn) if r.fqn else payload
    if api.response_entity:
        return f"{RESPONSE_ENTITY}<{inner}>"
    if not r.fqn and payload == "Void":
        return "void"
    return inner


def _wrap(api: ApiModel, value: str) -> str:
    return fill(api.result.ok, value=value) if api.result.fqn else value


def _answer(api: ApiModel, kind: Answer, value: str, location: str = "") -> str:
    """The statement of an answer; for ``missing``, ``value`` is the exception genix's own
    wrapper (or none) throws for the project's error handler, when given."""
    r = api.result
    re_ = api.response_entity
    if kind == "ok":
        body = _wrap(api, value)
        return f"return {RESPONSE_ENTITY}.ok({body});" if re_ else f"return {body};"
    if kind == "created":
        body = _wrap(api, value)
        if re_ and location:
            return f"return {RESPONSE_ENTITY}.created({location}).body({body});"
        return (
            f"return {RESPONSE_ENTITY}.status({HTTP_STATUS}.CREATED).body({body});"
            if re_
            else f"return {body};"
        )
    if kind == "done":
        if re_:
            return f"return {RESPONSE_ENTITY}.noContent().build();"
        if r.fqn:
            return f"return {r.ok_empty};"
        return "return;"
    if value and (r.generated or not r.fqn):
        return f"throw {value};"
    if r.fqn:
        err = fill(r.error, code="404", message=NOT_FOUND)
        return (
            f"return {RESPONSE_ENTITY}.status({HTTP_STATUS}.NOT_FOUND).body({err});"
            if re_
            else f"return {err};"
        )
    if re_:
        return f"return {RESPONSE_ENTITY}.notFound().build();"
    return f"throw new {STATUS_EXCEPTION}({HTTP_STATUS}.NOT_FOUND, {NOT_FOUND});"


def _page_returns(api: ApiModel, row: str) -> str:
    page = _page_type(api, row)
    if api.page.wrapped:
        return _returns(api, page)
    return f"{RESPONSE_ENTITY}<{page}>" if api.response_entity else page


def _page_ok(api: ApiModel, page: str) -> str:
    if api.page.wrapped:
        return _answer(api, "ok", page)
    return f"return {RESPONSE_ENTITY}.ok({page});" if api.response_entity else f"return {page};"


def _page_missing(api: ApiModel, exception: str) -> str:
    if api.page.wrapped:
        return _answer(api, "missing", exception)
    if exception and (api.result.generated or not api.result.fqn):
        return f"throw {exception};"
    return f"throw new {STATUS_EXCEPTION}({HTTP_STATUS}.NOT_FOUND, {NOT_FOUND});"


def _page_type(api: ApiModel, row: str) -> str:
    p = api.page
    return f"{p.fqn}<{row}>" if p.generic else p.fqn


def _page_of(api: ApiModel, items: str, total: str, page: str, size: str) -> str:
    return fill(api.page.of, items=items, total=total, page=page, size=size)


@dataclass(frozen=True, slots=True)
class ErrorContract:
    """How a project's endpoints answer, for their documentation: one home for the annotations
    (:func:`~dbjavagenix.resolve.context.openapi.responses`) and ``openapi.json`` (:mod:`.apispec`)."""

    statuses: bool
    """The controllers answer HTTP statuses (201, 204, 404): ``ResponseEntity``, ProblemDetail
    categories, or no wrapper; else the wrapper with HTTP 200."""
    not_found: bool
    """A missing row is an HTTP 404 (not a team wrapper's error answered with 200)."""
    error_class: str
    """The one error body, fully qualified (empty: a JSON object)."""
    media: str
    """Its media type (empty: the endpoint's own)."""


def error_contract(api: ApiModel | None, errors: str, common: Mapping[str, ClassRef]) -> ErrorContract:
    """The error contract of a project with API conventions ``api``, error shape ``errors`` and
    shared classes ``common``."""
    problem = errors == "problem-detail"
    # ProblemDetail categories answer plain bodies with real statuses, as ResponseEntity does
    statuses = problem or api is None or api.response_entity
    # a missing row is a 404 unless a team's wrapper answers it as its error with HTTP 200
    not_found = statuses or api is None or api.result.generated or not api.result.fqn
    if problem:
        return ErrorContract(
            statuses, not_found, "org.springframework.http.ProblemDetail", "application/problem+json"
        )
    error_class = common["result"].fqn if "result" in common else (api.result.fqn if api else "")
    return ErrorContract(statuses, not_found, error_class, "")
