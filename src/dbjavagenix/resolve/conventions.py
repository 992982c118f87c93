"""The team's conventions, resolved once per run: the base entity and what it declares, the
response and page wrappers, the base controller, the URL style and the per-operation
annotations (``[layers.entity] extends``, ``[layers.controller] extends``, ``[api]``).

The team's classes are looked up in the project's sources (:mod:`dbjavagenix.javaproject.sources`):
a base entity's fields (so the entity does not repeat them, with the types the base declares),
whether a wrapper is generic, whether a base class defines ``equals``/``toString``. A class that
is not there is a warning (or, where genix cannot do without it, a located error).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.config.model import ApiConfig, Config
from dbjavagenix.errors import ConfigError, Diagnostic, KeyPath, Location
from dbjavagenix.resolve import naming, patterns
from dbjavagenix.resolve.model import ApiModel, ClassRef, PageModel, WrapperModel
from dbjavagenix.resolve.responses import fill

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

_FQN_RE = re.compile(r"^[a-z_$][\w$]*(\.[a-z_$][\w$]*)*\.[A-Z_$][\w$]*$")
_PAGEHELPER = "com.github.pagehelper.PageHelper"
OPERATIONS = ("list", "get", "create", "update", "delete")
PLACEHOLDERS = ("entity", "class", "table", "title", "module", "path", "group")
KNOWN_ANNOTATIONS = {
    "PreAuthorize": "org.springframework.security.access.prepost.PreAuthorize",
    "Secured": "org.springframework.security.access.annotation.Secured",
    "Validated": "org.springframework.validation.annotation.Validated",
}
"""Simple names ``[api.annotations]`` may use without listing them in ``[api] imports``."""
CONSTRAINTS = frozenset(
    """AssertFalse AssertTrue DecimalMax DecimalMin Digits Email Future FutureOrPresent Max Min
    Negative NegativeOrZero NotBlank NotEmpty NotNull Null Past PastOrPresent Pattern Positive
    PositiveOrZero Size""".split()
)
"""The annotations of ``jakarta.validation.constraints`` (``javax`` on Boot 2)."""
_COLLECTIONS = frozenset(
    {"java.util.Map", "java.util.List", "java.util.Set", "java.util.Collection", "java.util.HashMap"}
)
_EQUALS_LOMBOK = frozenset({"Data", "EqualsAndHashCode", "Value"})
_TO_STRING_LOMBOK = frozenset({"Data", "ToString", "Value"})


@dataclass(frozen=True)
class BaseField:
    """A field the base entity declares."""

    field: str
    column: str
    java_type: str | None
    """The type as the entity's code writes it (simple name), None when not known."""
    imports: tuple[str, ...] = ()


@dataclass(frozen=True)
class EntityBase:
    """The base entity of ``[layers.entity] extends``."""

    ref: ClassRef
    fields: Mapping[str, BaseField]
    """By field name."""
    required: tuple[str, ...]
    """Columns every table extending it must have."""
    call_super: bool
    to_string: bool
    source: str | None
    """Where its source was found (relative to the project root), None when not read."""


@dataclass(frozen=True)
class Conventions:
    """Everything :func:`resolve_conventions` decided."""

    api: ApiModel
    entity_base: EntityBase | None = None
    controller_extends: str | None = None
    annotations: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per operation, the annotation patterns (classes qualified, placeholders left)."""
    warnings: tuple[Diagnostic, ...] = ()
    omitted: frozenset[str] = frozenset()
    """Common keys genix does not generate (the team has them)."""
    team_classes: tuple[str, ...] = ()
    """The team's classes the config names (``ProjectModel.team_classes``)."""

    def fingerprint(self) -> list[Any]:
        """What a table's files depend on besides the config (facts read from the sources)."""
        base = self.entity_base
        return [
            repr(self.api),
            None
            if base is None
            else [
                base.ref.fqn,
                sorted((f.field, f.column, f.java_type, f.imports) for f in base.fields.values()),
                base.required,
                base.call_super,
                base.to_string,
            ],
        ]


def ref_of(fqn: str, extends: str | None = None) -> ClassRef:
    package, _, name = fqn.rpartition(".")
    return ClassRef(name, package, fqn, naming.lower_first(name), extends=extends)


def _fqn_problem(value: str, key: KeyPath) -> Diagnostic | None:
    if _FQN_RE.match(value):
        return None
    return Diagnostic(
        f"{value!r} is not a fully qualified class name",
        Location(key=key),
        "write the package too: com.ruoyi.common.core.domain.BaseEntity",
    )


def _not_found(fqn: str, key: KeyPath, sources: SourceIndex | None, what: str, hint: str) -> Diagnostic:
    where = f"the Java sources under {sources.root}" if sources is not None else "the project's sources"
    count = f" ({len(sources.files)} files)" if sources is not None else ""
    return Diagnostic(
        f"{what} {fqn} is not found in {where}{count}: looked for package {fqn.rpartition('.')[0]}, "
        f"class {fqn.rpartition('.')[2]} under every src/main/java",
        Location(key=key),
        hint,
    )


def resolve_conventions(
    config: Config,
    category: CategorySpec,
    common: Mapping[str, ClassRef],
    sources: SourceIndex | None,
    persistence_xml: bool,
) -> Conventions:
    """Resolve the conventions of ``config`` against the project's sources. Raises one located
    :class:`ConfigError` with every problem; warnings come back in the result."""
    diags: list[Diagnostic] = []
    warnings: list[Diagnostic] = []
    api = _api(config.api, category, common, sources, diags, warnings)
    base = _entity_base(config, sources, diags)
    ctrl = config.layers.get("controller")
    controller_extends = ctrl.extends if ctrl is not None else None
    if controller_extends:
        problem = _fqn_problem(controller_extends, ("layers", "controller", "extends"))
        if problem:
            diags.append(problem)
        elif sources is not None and sources.find(controller_extends) is None:
            warnings.append(
                _not_found(
                    controller_extends,
                    ("layers", "controller", "extends"),
                    sources,
                    "base controller",
                    "genix extends it as written; check the name, or add the module holding it",
                )
            )
    for name, lc in config.layers.items():
        if name not in ("entity", "controller") and lc.extends:
            problem = _fqn_problem(lc.extends, ("layers", name, "extends"))
            if problem:
                diags.append(problem)
    annotations = _annotations(config.api, diags)
    omitted = _omitted(config, category, common, diags)
    if not api.result.generated and "result" in common:
        omitted |= {"result"}
    if not api.page.generated and "page" in common:
        omitted |= {"page"}
    if api.page.paging == "pagehelper" and not persistence_xml:
        diags.append(
            Diagnostic(
                f'paging = "pagehelper" needs mapper XML (category {category.name!r} pages with MyBatis-Plus)',
                Location(key=("api", "page", "paging")),
                'use paging = "offset" (MyBatis-Plus\'s own pagination), or category = "Default"',
            )
        )
    cfg_api = config.api
    if "response" in category.layer_names() and (
        cfg_api.result.class_ or cfg_api.page.class_ or not cfg_api.response_entity
    ):
        key = "result" if cfg_api.result.class_ else "page" if cfg_api.page.class_ else "response_entity"
        diags.append(
            Diagnostic(
                f"category {category.name!r} answers with records and ProblemDetail errors: [api] {key} does not apply",
                Location(key=("api", key) if key == "response_entity" else ("api", key, "class")),
                'use category "Default" or "MybatisPlus" for a team\'s response wrappers',
            )
        )
    if config.project.dto and not api.page.generated:
        diags.append(
            Diagnostic(
                "a DTO/VO layer (dto = true) pages with genix's own PageResult: the team's page type "
                "cannot be mapped to VOs",
                Location(key=("api", "page", "class")),
                "set dto = false, or leave [api.page] class empty",
            )
        )
    if diags:
        raise ConfigError(diagnostics=diags)
    team = [
        c
        for c in (
            api.result.fqn if not api.result.generated else "",
            api.page.fqn if not api.page.generated else "",
            base.ref.fqn if base is not None else "",
            controller_extends or "",
            *(lc.extends or "" for lc in config.layers.values()),
            *config.api.imports,
        )
        if c
    ]
    return Conventions(
        api,
        base,
        controller_extends,
        annotations,
        tuple(warnings),
        frozenset(omitted),
        tuple(dict.fromkeys(team)),
    )


# ------------------------------------------------------------------ wrappers ---------------------


def _api(
    cfg: ApiConfig,
    category: CategorySpec,
    common: Mapping[str, ClassRef],
    sources: SourceIndex | None,
    diags: list[Diagnostic],
    warnings: list[Diagnostic],
) -> ApiModel:
    r = cfg.result
    rkey: KeyPath = ("api", "result")
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


# ------------------------------------------------------------------ annotations ------------------


_SIMPLE_NAME_RE = re.compile(r"(?<![\w$.])(@?)([A-Z][\w$]*)(?=[\s(.)]|$)")
_STRING_RE = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')


def qualify(text: str, imports: Mapping[str, str]) -> tuple[str, list[str]]:
    """``text`` (Java code) with the simple class names of ``imports`` qualified, outside string
    literals; also the capitalised names it could not qualify (``@Log`` without an import)."""
    unknown: list[str] = []
    out = []
    last = 0

    def part(code: str) -> str:
        def one(m: re.Match[str]) -> str:
            at, name = m.group(1), m.group(2)
            fqn = imports.get(name)
            if fqn is not None:
                return at + fqn
            if at and name not in unknown:
                unknown.append(name)
            return m.group(0)

        return _SIMPLE_NAME_RE.sub(one, code)

    for m in _STRING_RE.finditer(text):
        out.append(part(text[last : m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(part(text[last:]))
    return "".join(out), unknown


def _annotations(cfg: ApiConfig, diags: list[Diagnostic]) -> dict[str, tuple[str, ...]]:
    imports = dict(KNOWN_ANNOTATIONS)
    for i, imp in enumerate(cfg.imports):
        if not _FQN_RE.match(imp):
            diags.append(
                Diagnostic(
                    f"{imp!r} is not a fully qualified class name", Location(key=("api", "imports", i))
                )
            )
            continue
        imports[imp.rpartition(".")[2]] = imp
    out: dict[str, tuple[str, ...]] = {}
    ops = cfg.annotations
    for op in OPERATIONS:
        texts = []
        for where, items in (("all", ops.all), (op, getattr(ops, op))):
            for i, text in enumerate(items):
                key: KeyPath = ("api", "annotations", where, i)
                text = text.strip()
                if not text.startswith("@"):
                    diags.append(
                        Diagnostic(f"{text!r} is not an annotation", Location(key=key), "start it with @")
                    )
                    continue
                try:
                    patterns.check(text, PLACEHOLDERS, key)
                except ConfigError as e:
                    diags.extend(e.diagnostics)
                    continue
                qualified, unknown = qualify(text, imports)
                if unknown:
                    diags.append(
                        Diagnostic(
                            f"annotation {text!r} names {', '.join(unknown)} without a package",
                            Location(key=key),
                            'list the class in [api] imports, e.g. imports = ["com.ruoyi.common.annotation.'
                            + unknown[0]
                            + '"], or write it fully qualified',
                        )
                    )
                    continue
                texts.append(qualified)
        out[op] = tuple(dict.fromkeys(texts))
    return out


def endpoint_annotations(conv: Conventions, values: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """The annotations of one table's endpoints, placeholders expanded."""
    return {
        op: tuple(patterns.expand(t, values, ("api", "annotations", op)) for t in texts)
        for op, texts in conv.annotations.items()
        if texts
    }


def placeholder_values(
    *, table: str, class_stem: str, title: str, module: str, path: str, group: str
) -> dict[str, str]:
    return {
        "entity": naming.lower_first(class_stem) if class_stem else class_stem,
        "class": class_stem,
        "table": table,
        "title": title,
        "module": module,
        "path": path,
        "group": group,
    }


# ------------------------------------------------------------------ common omissions -------------


def _omitted(
    config: Config, category: CategorySpec, common: Mapping[str, ClassRef], diags: list[Diagnostic]
) -> set[str]:
    lc = config.layers.get("common")
    if lc is None or not lc.omit:
        return set()
    keys = {spec.common_key: spec.class_name for spec in category.layers if spec.common_key}
    by_class = {v: k for k, v in keys.items()}
    out: set[str] = set()
    for i, name in enumerate(lc.omit):
        key = name if name in keys else by_class.get(name)
        if key is None:
            diags.append(
                Diagnostic(
                    f"category {category.name!r} generates no shared class {name!r}",
                    Location(key=("layers", "common", "omit", i)),
                    "shared classes: " + ", ".join(f"{k} ({v})" for k, v in sorted(keys.items())),
                )
            )
            continue
        out.add(key)
    return out


# ------------------------------------------------------------------ base entity ------------------


def _entity_base(config: Config, sources: SourceIndex | None, diags: list[Diagnostic]) -> EntityBase | None:
    lc = config.layers.get("entity")
    if lc is None or not lc.extends:
        if lc is not None and (lc.base_columns is not None or lc.base_optional):
            diags.append(
                Diagnostic(
                    "`base_columns` and `base_optional` describe the base class of `extends`",
                    Location(
                        key=(
                            "layers",
                            "entity",
                            "base_columns" if lc.base_columns is not None else "base_optional",
                        )
                    ),
                    'set extends = "com.acme.BaseEntity" or remove them',
                )
            )
        return None
    key: KeyPath = ("layers", "entity", "extends")
    problem = _fqn_problem(lc.extends, key)
    if problem is not None:
        diags.append(problem)
        return None
    body = sources.body(lc.extends) if sources is not None else None
    fields: dict[str, BaseField] = {}
    call_super = to_string = False
    source = None
    if body is not None:
        source, cls = body
        for f in _fields_up(sources, cls):  # type: ignore[arg-type]
            if f.name in fields:
                continue
            if "static" in f.modifiers or "transient" in f.modifiers:
                continue
            if any(_not_a_column(a) for a in f.annotations):
                continue
            if f.qualified in _COLLECTIONS:
                continue
            simple, imports = _type_text(f.type, f.qualified)
            fields[f.name] = BaseField(f.name, _column_of(f.name), simple, imports)
        call_super = _defines(sources, cls, "equals/1", _EQUALS_LOMBOK)  # type: ignore[arg-type]
        to_string = _defines(sources, cls, "toString/0", _TO_STRING_LOMBOK)  # type: ignore[arg-type]
    if lc.base_columns is not None:
        declared = {}
        for col in lc.base_columns:
            name = naming.field_name(col)
            found = fields.get(name)
            declared[name] = found if found is not None else BaseField(name, col, None)
            if found is not None:
                declared[name] = BaseField(found.field, col, found.java_type, found.imports)
        fields = declared
    elif body is None:
        diags.append(
            _not_found(
                lc.extends,
                key,
                sources,
                "base entity",
                "add the module holding it under project.output, or list its columns: "
                'base_columns = ["create_by", "create_time", ...]',
            )
        )
        return None
    optional = {c.lower() for c in lc.base_optional}
    known = {f.column.lower() for f in fields.values()}
    for i, col in enumerate(lc.base_optional):
        if col.lower() not in known:
            diags.append(
                Diagnostic(
                    f"base_optional names {col!r}, which the base class does not declare",
                    Location(key=("layers", "entity", "base_optional", i)),
                    "its columns: " + ", ".join(sorted(known)),
                )
            )
    required = tuple(f.column for f in fields.values() if f.column.lower() not in optional)
    return EntityBase(ref_of(lc.extends), fields, required, call_super, to_string, source)


def _not_a_column(annotation: str) -> bool:
    """``@JsonIgnore``, ``@Transient``, ``@TableField(exist = false)``: a field with no column."""
    name, _, args = annotation.partition("(")
    simple = name.rsplit(".", 1)[-1]
    if simple in ("JsonIgnore", "Transient"):
        return True
    return simple == "TableField" and re.search(r"\bexist\s*=\s*false\b", args) is not None


def _column_of(field_name: str) -> str:
    """The column of a field (MyBatis' ``map-underscore-to-camel-case`` read backwards)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", field_name).lower()


def _type_text(written: str, qualified: str) -> tuple[str, tuple[str, ...]]:
    if "<" in written or "[" in written:
        return written, ()
    if "." in qualified and not qualified.startswith("java.lang.") and qualified[:1].islower():
        return qualified.rsplit(".", 1)[-1], (qualified,)
    return written, ()


def _fields_up(sources: SourceIndex, cls: Any) -> list[Any]:
    """The fields of ``cls`` and of its superclasses found in the project (nearest first)."""
    out = []
    seen = set()
    while cls is not None and cls.name not in seen:
        seen.add(cls.name)
        out += list(cls.fields)
        parent = next((s for s in cls.supertypes if sources.find(s) is not None), None)
        found = sources.body(parent) if parent is not None else None
        cls = found[1] if found is not None else None
    return out


def _defines(sources: SourceIndex, cls: Any, method: str, lombok: frozenset[str]) -> bool:
    seen = set()
    while cls is not None and cls.name not in seen:
        seen.add(cls.name)
        if method in cls.methods or lombok & set(cls.annotations):
            return True
        parent = next((s for s in cls.supertypes if sources.find(s) is not None), None)
        found = sources.body(parent) if parent is not None else None
        cls = found[1] if found is not None else None
    return False
