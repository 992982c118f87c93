"""Jinja filters and globals: escaping for Java, Javadoc and XML (never HTML), the ``type`` and
``annotation`` filters that print classes and record their imports, and small layout helpers.
Nothing here decides a name or a type; the resolver did."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import jinja2

from dbjavagenix import javatext
from dbjavagenix.render import imports as imp
from dbjavagenix.resolve.api.apisummary import openapi_summary
from dbjavagenix.resolve.context.model import (
    ClassRef,
    FieldModel,
    ProjectModel,
    RelationModel,
    TableModel,
    UniqueKeyModel,
)
from dbjavagenix.resolve.context.query_model import QueryParamModel


def _indent_lines(text: str, width: int = 4) -> str:
    """Every non-empty line of ``text`` indented by ``width`` spaces."""
    pad = " " * width
    return "\n".join(pad + ln if ln else ln for ln in text.splitlines())


def _join_attr(items: Iterable[Any], attr: str, sep: str = ", ") -> str:
    """``attr`` of each item, joined by ``sep``."""
    return sep.join(str(getattr(i, attr)) for i in items)


_current = imp.CURRENT.get


def _not_a_type(value: Any) -> imp.TypeArgumentError:
    if isinstance(value, jinja2.Undefined):
        value._fail_with_undefined_error()
    return imp.TypeArgumentError(
        f"cannot print {type(value).__name__} {value!r} as a Java type: give a class name "
        '("java.util.List"), a generated class (table.classes.entity, project.common.page) or a field'
    )


@jinja2.pass_context  # never folded into a constant at compile time: it records per render
def java_type(_ctx: Any, value: Any, *type_args: Any) -> str:
    """Print a class, a generated class (``ClassRef``), a field's or a list query parameter's type
    by its simple name and record its import; ``type_args`` are printed as its type arguments:
    ``{{ "java.util.List" | type(entity) }}`` → ``List<Film>``. In files that cannot import (mapper
    XML) the fully qualified name is printed."""
    collector = _current()
    kind = type(value)
    if kind is ClassRef:
        text = value.name if collector is None else collector.name(value.fqn, value.name)
    elif kind is str:
        code = imp.type_of(value)
        text = code[0] if collector is None else collector.print(code)
    elif kind is FieldModel or kind is QueryParamModel:
        if not value.type_imports:  # String, Integer, byte[]: nothing to import
            text = value.java_type
        else:
            code = imp.field_code(value.java_type, value.type_imports)
            text = code[0] if collector is None else collector.print(code)
    elif isinstance(value, ClassRef | str | FieldModel | QueryParamModel):  # a subclass: the general way
        code = (
            imp.type_of(str(value))
            if isinstance(value, str)
            else imp.compile_parts(((value.fqn, value.name, ""),))
            if isinstance(value, ClassRef)
            else imp.field_code(value.java_type, value.type_imports)
        )
        text = code[0] if collector is None else collector.print(code)
    else:
        raise _not_a_type(value)
    if type_args:
        text += "<" + ", ".join(java_type(_ctx, a) for a in type_args) + ">"
    return text


@jinja2.pass_context
def annotation(_ctx: Any, value: Any) -> str:
    """Print an annotation (or any code fragment) whose classes are written fully qualified, as
    the resolver gives them (``@jakarta.validation.constraints.NotNull``): classes by their
    simple names, imports recorded. String literals are left alone."""
    if type(value) is not str:
        if isinstance(value, jinja2.Undefined):
            value._fail_with_undefined_error()
        if not isinstance(value, str):
            raise imp.TypeArgumentError(f"annotation expects text, not {type(value).__name__} {value!r}")
    code = imp.code_of(value)
    collector = _current()
    return code[0] if collector is None else collector.print(code)


_JACKSON = ("@com.fasterxml.jackson.annotation.JsonProperty", "@com.fasterxml.jackson.annotation.JsonIgnore")


def _json_annotations(field: FieldModel, annotations: Iterable[str]) -> tuple[str, ...]:
    """The Jackson property annotations among ``annotations`` (a field's, in one class) that its
    own accessors carry too where genix writes them (:attr:`FieldModel.accessor_annotations`:
    Lombok's would name another property); none for other fields."""
    if not field.accessor_annotations:
        return ()
    return tuple(a for a in annotations if a.startswith(_JACKSON))


def _summary(
    table: TableModel, operation: str, item: UniqueKeyModel | RelationModel | None = None, limit: int = 0
) -> str:
    """The OpenAPI summary of one of ``table``'s endpoints, by its operation id's verb
    (``{{ table | summary("List") }}``; a lookup by unique key ``table | summary("GetBy", u)``, a
    relation's read ``table | summary("Relation", r)``, a read with relations
    ``table | summary("GetWith", limit=project.paging.related_limit)``):
    :data:`dbjavagenix.resolve.context.openapi.SUMMARIES`."""
    return openapi_summary(table, operation, item, limit)


def _openapi_json(tables: Iterable[TableModel], project: ProjectModel) -> str:
    """The OpenAPI document of the controllers of ``tables`` as JSON text, as springdoc serves
    it (``{{ tables | openapi_json(project) }}``: :mod:`dbjavagenix.resolve.api.apispec`)."""
    return _openapi_document(tables, project, "openapi.json")


def _openapi_document(tables: Iterable[TableModel], project: ProjectModel, file: str) -> str:
    """:func:`_openapi_json`'s document as the text of the file ``file``: YAML for a name ending
    in ``.yaml`` or ``.yml``, else JSON (``{{ tables | openapi_document(project, file) }}``)."""
    from dbjavagenix.categories import get_category
    from dbjavagenix.resolve.api.apispec import document_text

    category = get_category(project.category)
    return document_text(project, tables, category.extra_endpoints if category else lambda _: (), file)


_MODULES: dict[tuple[int, int], tuple[TableModel, ProjectModel, Any]] = {}
"""The client modules computed in this process, by the identity of their table and project: the
module and the page of a table read the same one (the objects are kept, so an id is never reused
while its entry lives; the oldest entries go first)."""
_MODULES_KEPT = 4096


def _ts_module(table: TableModel, project: ProjectModel) -> Any:
    """The typed client module of ``table`` (``{% set client = table | ts_module(project) %}``:
    :func:`dbjavagenix.resolve.frontend.tsclient.module`)."""
    from dbjavagenix.categories import get_category
    from dbjavagenix.resolve.frontend import tsclient

    key = (id(table), id(project))
    hit = _MODULES.get(key)
    if hit is not None and hit[0] is table and hit[1] is project:
        return hit[2]
    category = get_category(project.category)
    out = tsclient.module(project, table, category.extra_endpoints if category else lambda _: ())
    if len(_MODULES) >= _MODULES_KEPT:
        del _MODULES[next(iter(_MODULES))]
    _MODULES[key] = (table, project, out)
    return out


def _ts_request(project: ProjectModel) -> Any:
    """What the client's ``request.ts`` knows of the response wrapper (:func:`dbjavagenix.resolve.frontend.tsclient.request_model`)."""
    from dbjavagenix.resolve.frontend import tsclient

    return tsclient.request_model(project)


def _admin_page(table: TableModel, project: ProjectModel) -> Any:
    """The admin page of ``table`` (``{% set page = table | admin_page(project) %}``: None when its
    client has no paged list; :func:`dbjavagenix.resolve.frontend.adminpages.page`)."""
    from dbjavagenix.resolve.frontend import adminpages

    return adminpages.page(project, table, _ts_module(table, project))


def _admin_app(tables: Iterable[TableModel], project: ProjectModel) -> Any:
    """The routes of the admin pages and the paths of the API (``{% set app = tables |
    admin_app(project) %}``: :func:`dbjavagenix.resolve.frontend.adminpages.app`)."""
    from dbjavagenix.resolve.frontend import adminpages

    return adminpages.app(project, tables)


FILTERS: dict[str, Callable[..., Any]] = {
    "type": java_type,
    "annotation": annotation,
    "java_string": javatext.java_string,
    "java_literal": javatext.java_literal,
    "javadoc": javatext.javadoc,
    "line_comment": javatext.line_comment,
    "xml": javatext.xml_text,
    "xml_comment": javatext.xml_comment,
    "indent_lines": _indent_lines,
    "join_attr": _join_attr,
    "wide": javatext.wide,
    "openapi_json": _openapi_json,
    "openapi_document": _openapi_document,
    "ts_module": _ts_module,
    "ts_request": _ts_request,
    "admin_page": _admin_page,
    "admin_app": _admin_app,
    "summary": _summary,
    "json_annotations": _json_annotations,
}
"""Filters available in every template (``docs/templates.md`` lists them with these docstrings)."""
