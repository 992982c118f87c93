"""The response and page wrappers of ``[api]`` resolved into the :class:`ApiModel` templates
print (genix's own ``Result``/``PageResult``, the team's classes found in its sources, or none)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.api_config import ApiConfig, ResultConfig
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.api.javaexpr import class_call, expression_problem
from dbjavagenix.resolve.context.api_model import ApiModel, PageModel, WrapperModel, fill
from dbjavagenix.resolve.context.model import ClassRef
from dbjavagenix.resolve.table.teamclasses import fqn_problem as _fqn_problem
from dbjavagenix.resolve.table.teamclasses import not_found as _not_found

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
    bad = _fqn_problem(r.class_, (*rkey, "class")) if r.class_ not in ("", "none") else None
    if r.class_ in ("", "none") or bad is not None:
        if bad is not None:
            diags.append(bad)
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
        ok_empty = fill(r.ok_empty, **cls) or fill(r.ok, **cls, value="")
        statics = _statics(r.class_, sources) if found is not None else None
        if statics is not None:  # the wrapper's factories are known: the calls must fit them
            ok_empty = fill(_check_calls(r, statics, diags), **cls)
        result = WrapperModel(
            r.class_,
            True if generic is None else generic,
            False,
            fill(r.ok, **cls),
            ok_empty,
            fill(r.error, **cls),
            r.success_code,
        )
    p = cfg.page
    pkey: KeyPath = ("api", "page")
    wrapped = p.wrapped
    bad = _fqn_problem(p.class_, (*pkey, "class")) if p.class_ else None
    if p.class_ == "" or bad is not None:
        if bad is not None:
            diags.append(bad)
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
        category.page_count,
    )
    return ApiModel(result, page, cfg.response_entity)


StaticMethods = tuple[tuple[str, int, bool], ...]
"""Static methods: (name, parameter count, varargs)."""


def _statics(
    fqn: str, sources: SourceIndex | None, seen: frozenset[str] = frozenset()
) -> StaticMethods | None:
    """The static methods callable on class ``fqn`` (its own and its superclasses'), read from
    the team's sources; None when some of them cannot be known (a supertype outside the sources
    and the JDK, a class whose body cannot be read)."""
    body = sources.body(fqn) if sources is not None and fqn not in seen else None
    if body is None:
        return None
    out = list(body[1].statics)
    for sup in body[1].supertypes:
        if sup.startswith(("java.", "javax.")):
            continue  # no JDK class gives a wrapper its factories
        more = _statics(sup, sources, seen | {fqn})
        if more is None:
            return None
        out += more
    return tuple(out)


def _fits(statics: StaticMethods, call: tuple[str, int]) -> bool:
    name, n = call
    return any(m == name and (k == n or (varargs and n >= k - 1)) for m, k, varargs in statics)


def _check_calls(r: ResultConfig, statics: StaticMethods, diags: list[Diagnostic]) -> str:
    """Each of ``ok``, ``ok_empty`` and ``error`` that calls a static method of the wrapper
    (``{class}.success(...)``) calls one it has, with that many arguments; the ``ok_empty`` to
    use: as configured, else ``ok`` without ``{value}`` when the wrapper has that form, else
    ``ok`` with ``null``."""
    simple = r.class_.rpartition(".")[2]
    has = ", ".join(sorted({f"{m}({f'{k - 1}+' if v else k})" for m, k, v in statics}))

    def check(key: str, expression: str) -> None:
        call = class_call(expression)
        if call is not None and not _fits(statics, call):
            diags.append(
                Diagnostic(
                    f"{key} = {expression!r} calls {simple}.{call[0]} with {call[1]} argument"
                    f"{'' if call[1] == 1 else 's'}, which {simple} does not declare (a static method)",
                    Location(key=("api", "result", key)),
                    f"the static methods of {simple}: {has}{_example(key, statics)}"
                    if statics
                    else f"{simple} declares no static method: write how it builds a response"
                    " (e.g. `new {class}<>({value})`)",
                )
            )

    check("ok", r.ok)
    check("error", r.error)
    if r.ok_empty:
        check("ok_empty", r.ok_empty)
        return r.ok_empty
    bare = r.ok.replace("{value}", "")
    call = class_call(bare)
    if class_call(r.ok) is None or (call is not None and _fits(statics, call)):
        return bare  # as written (no static call to check), or the wrapper has the bare form
    return r.ok.replace("{value}", "null")  # success(T data) only (mall's CommonResult)


def _example(key: str, statics: StaticMethods) -> str:
    """A call of one of ``statics`` that fits ``key``, for a hint (empty: none fits)."""
    wanted = {
        "ok": (("{value}",),),
        "ok_empty": ((), ("null",)),
        "error": (("{code}", "{message}"), ("{message}",)),
    }[key]
    failing = [x for x in statics if re.search(r"(?i)err|fail", x[0])]
    fitting = failing if key == "error" else [x for x in statics if x not in failing]
    for args in wanted:
        for m, k, v in fitting:
            if k == len(args) or (v and len(args) >= k - 1):
                return f"; e.g. {key} = " + repr("{class}." + f"{m}({', '.join(args)})")
    return ""


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
