"""The response and page wrappers of ``[api]`` resolved into the :class:`ApiModel` templates
print (genix's own ``Result``/``PageResult``, the team's classes found in its sources, or none)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.model import ApiConfig
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.javaexpr import expression_problem
from dbjavagenix.resolve.model import ApiModel, ClassRef, PageModel, WrapperModel
from dbjavagenix.resolve.responses import fill
from dbjavagenix.resolve.teamclasses import fqn_problem as _fqn_problem
from dbjavagenix.resolve.teamclasses import not_found as _not_found

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

_PAGEHELPER = "com.github.pagehelper.PageHelper"


def api_model(
    cfg: ApiConfig,
    category: CategorySpec,
    common: Mapping[str, ClassRef],
    sources: SourceIndex | None,
    diags: list[Diagnostic],
    warnings: list[Diagnostic],
) -> ApiModel:
    r = cfg.result
    rkey: KeyPath = ("api", "result")
    _check_expressions(cfg, diags)
    if r.class_ in ("", "none") or _fqn_problem(r.class_, (*rkey, "class")) is not None:
        if r.class_ not in ("", "none"):
            diags.append(_fqn_problem(r.class_, (*rkey, "class")))  # type: ignore[arg-type]
        own = common.get("result") if r.class_ == "" else None
        if own is not None:
            result = WrapperModel(
                own.fqn,
                True,
                True,
                fill(r.ok, **{"class": own.fqn}),
                fill(r.ok_empty, **{"class": own.fqn}) or fill(r.ok, **{"class": own.fqn}, value="null"),
                fill(r.error, **{"class": own.fqn}),
                r.success_code,
            )
        else:
            result = WrapperModel("", False, False, "{value}", "", "", r.success_code)
    else:
        generic = r.generic
        found = sources.find(r.class_) if sources is not None else None
        if found is None:
            warnings.append(
                _not_found(
                    r.class_,
                    (*rkey, "class"),
                    sources,
                    "response wrapper",
                    "genix uses it as written (generic = "
                    + ("true" if generic is None else str(generic).lower())
                    + "); check the name or set [api.result] generic",
                )
            )
        elif generic is None:
            generic = found[1].generic
        if "{value}" not in r.ok:
            diags.append(
                Diagnostic(
                    "`ok` has no {value}", Location(key=(*rkey, "ok")), "e.g. {class}.success({value})"
                )
            )
        cls = {"class": r.class_}
        result = WrapperModel(
            r.class_,
            True if generic is None else generic,
            False,
            fill(r.ok, **cls),
            fill(r.ok_empty, **cls) or fill(r.ok, **cls, value=""),
            fill(r.error, **cls),
            r.success_code,
        )
    p = cfg.page
    pkey: KeyPath = ("api", "page")
    wrapped = p.wrapped
    if p.class_ == "" or _fqn_problem(p.class_, (*pkey, "class")) is not None:
        if p.class_:
            diags.append(_fqn_problem(p.class_, (*pkey, "class")))  # type: ignore[arg-type]
        own = common.get("page")
        fqn = own.fqn if own is not None else ""
        generic, generated = True, own is not None
    else:
        fqn, generated = p.class_, False
        generic = p.generic
        found = sources.find(p.class_) if sources is not None else None
        if found is None:
            warnings.append(
                _not_found(
                    p.class_,
                    (*pkey, "class"),
                    sources,
                    "page type",
                    "genix uses it as written; check the name or set [api.page] generic",
                )
            )
        else:
            if generic is None:
                generic = found[1].generic
            if wrapped is None and sources is not None:
                body = sources.body(p.class_)
                if body is not None and {f.name for f in body[1].fields} & {"code", "msg", "message"}:
                    wrapped = False  # a response itself
        generic = True if generic is None else generic
    if "{items}" not in p.of:
        diags.append(
            Diagnostic("`of` has no {items}", Location(key=(*pkey, "of")), "e.g. getDataTable({items})")
        )
    start = ""
    page_params = True
    if p.paging == "pagehelper":
        if p.start:
            start = fill(p.start, page="(int) page", size="(int) size").strip().rstrip(";") + ";"
            page_params = "{page}" in p.start or "{size}" in p.start
        else:
            start = f"{_PAGEHELPER}.startPage((int) page, (int) size);"
    page = PageModel(
        fqn,
        generic,
        generated,
        fill(p.of, **{"class": fqn}),
        p.paging,
        start,
        page_params,
        True if wrapped is None else wrapped,
    )
    return ApiModel(result, page, cfg.response_entity)


EXPRESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("result", "ok", ("class", "value")),
    ("result", "ok_empty", ("class",)),
    ("result", "error", ("class", "code", "message")),
    ("page", "of", ("class", "items", "total", "page", "size")),
    ("page", "start", ("page", "size")),
)
"""The Java expressions of ``[api.result]`` and ``[api.page]``: (table, key, placeholders)."""


def _check_expressions(cfg: ApiConfig, diags: list[Diagnostic]) -> None:
    """Each configured expression is one Java expression with its own placeholders only."""
    for table, key, names in EXPRESSIONS:
        value = getattr(getattr(cfg, table), key)
        if not value:
            continue  # empty: the documented fallback
        problem = expression_problem(value, names)
        if problem is not None:
            diags.append(
                Diagnostic(
                    f"Java expression {value!r} {problem}",
                    Location(key=("api", table, key)),
                    "one Java expression; placeholders: "
                    + ", ".join("{" + n + "}" for n in names)
                    + " (e.g. `{class}.success({value})`)",
                )
            )
