"""The project's REST contract in the template context (``project.api``, ``project.jackson``):
its response wrapper, page type, paging parameters and JSON library; what each endpoint returns
is said here (:mod:`dbjavagenix.resolve.responses` decides it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dbjavagenix.resolve import responses


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
        return responses.returns(self, payload)

    def ok(self, value: str) -> str:
        """The statement answering ``value`` (HTTP 200)."""
        return responses.answer(self, "ok", value)

    def created(self, value: str, location: str = "") -> str:
        """The statement answering a created ``value`` (HTTP 201 with ``ResponseEntity``, and the
        ``Location`` header when ``location``, a ``java.net.URI`` expression, is given)."""
        return responses.answer(self, "created", value, location)

    def done(self) -> str:
        """The statement answering a success without payload (HTTP 204 with ``ResponseEntity``)."""
        return responses.answer(self, "done", "")

    def missing(self, exception: str = "") -> str:
        """The statement answering that the row does not exist (HTTP 404, or the wrapper's error).
        With genix's own wrapper or none, ``exception`` (a ``new ...`` expression) is thrown
        instead, for the project's error handler to answer in the one error shape."""
        return responses.answer(self, "missing", exception)

    def page_missing(self, exception: str = "") -> str:
        """The statement of a page endpoint answering that the row whose related rows it pages
        does not exist: :meth:`missing` where the page is wrapped in the response wrapper, else
        ``exception`` (or a 404 ``ResponseStatusException``) thrown, since an error body is no page."""
        return responses.page_missing(self, exception)

    def page_type(self, row: str) -> str:
        """The page type of rows of type ``row`` (``PageResult<Film>``, ``TableDataInfo``)."""
        return responses.page_type(self, row)

    def page_of(self, items: str, total: str, page: str = "page", size: str = "size") -> str:
        """The expression building a page (``page_type``) of ``items`` with ``total`` rows."""
        return responses.page_of(self, items, total, page, size)

    def page_returns(self, row: str) -> str:
        """The return type of a list endpoint answering a page of ``row``."""
        return responses.page_returns(self, row)

    def page_ok(self, page: str) -> str:
        """The statement answering the page expression ``page`` (HTTP 200)."""
        return responses.page_ok(self, page)


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
