"""What a controller endpoint returns, from the API conventions (:class:`ApiModel`): the return
type and the statements of success, creation, deletion and a missing row, for genix's own
``Result``/``PageResult``, a team's wrappers (RuoYi's ``AjaxResult``/``TableDataInfo``, yudao's
``CommonResult``) or none (eladmin's ``ResponseEntity<T>``), with or without ``ResponseEntity``.

Texts name classes fully qualified; templates print them with the filter that records imports.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from dbjavagenix.resolve.api_model import ApiModel
    from dbjavagenix.resolve.model import ClassRef

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


def returns(api: ApiModel, payload: str) -> str:
    r = api.result
    inner = (f"{r.fqn}<{payload}>" if r.generic else r.fqn) if r.fqn else payload
    if api.response_entity:
        return f"{RESPONSE_ENTITY}<{inner}>"
    if not r.fqn and payload == "Void":
        return "void"
    return inner


def _wrap(api: ApiModel, value: str) -> str:
    return fill(api.result.ok, value=value) if api.result.fqn else value


def answer(api: ApiModel, kind: Answer, value: str, location: str = "") -> str:
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


def page_returns(api: ApiModel, row: str) -> str:
    page = page_type(api, row)
    if api.page.wrapped:
        return returns(api, page)
    return f"{RESPONSE_ENTITY}<{page}>" if api.response_entity else page


def page_ok(api: ApiModel, page: str) -> str:
    if api.page.wrapped:
        return answer(api, "ok", page)
    return f"return {RESPONSE_ENTITY}.ok({page});" if api.response_entity else f"return {page};"


def page_missing(api: ApiModel, exception: str) -> str:
    if api.page.wrapped:
        return answer(api, "missing", exception)
    if exception and (api.result.generated or not api.result.fqn):
        return f"throw {exception};"
    return f"throw new {STATUS_EXCEPTION}({HTTP_STATUS}.NOT_FOUND, {NOT_FOUND});"


def page_type(api: ApiModel, row: str) -> str:
    p = api.page
    return f"{p.fqn}<{row}>" if p.generic else p.fqn


def page_of(api: ApiModel, items: str, total: str, page: str, size: str) -> str:
    return fill(api.page.of, items=items, total=total, page=page, size=size)


@dataclass(frozen=True, slots=True)
class ErrorContract:
    """How a project's endpoints answer, for their documentation: one home for the annotations
    (:func:`~dbjavagenix.resolve.openapi.responses`) and ``openapi.json`` (:mod:`.apispec`)."""

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
