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
from dbjavagenix.config.api_config import ApiConfig
from dbjavagenix.config.model import Config
from dbjavagenix.errors import ConfigError, Diagnostic, KeyPath, Location
from dbjavagenix.resolve.api import patterns
from dbjavagenix.resolve.api.wrappers import api_model
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.api_model import ApiModel
from dbjavagenix.resolve.context.model import ClassRef
from dbjavagenix.resolve.table.baseclass import EntityBase, entity_base, table_bases
from dbjavagenix.resolve.table.supertypes import EXTENDS_LAYERS, ROLES, Supertype, layer_supertypes
from dbjavagenix.resolve.table.teamclasses import fqn_problem as _fqn_problem
from dbjavagenix.resolve.table.teamclasses import is_fqn, ref_of
from dbjavagenix.resolve.table.teamclasses import not_found as _not_found

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

OPERATIONS = ("list", "get", "create", "update", "delete")
PLACEHOLDERS = ("entity", "class", "table", "title", "module", "path", "group")
KNOWN_ANNOTATIONS = {
    "PreAuthorize": "org.springframework.security.access.prepost.PreAuthorize",
    "Secured": "org.springframework.security.access.annotation.Secured",
    "Validated": "org.springframework.validation.annotation.Validated",
    "Deprecated": "java.lang.Deprecated",
    "SuppressWarnings": "java.lang.SuppressWarnings",
}
"""Simple names ``[api.annotations]`` may use without listing them in ``[api] imports`` (the
``java.lang`` ones need no import in Java either)."""
CONSTRAINTS = frozenset(
    """AssertFalse AssertTrue DecimalMax DecimalMin Digits Email Future FutureOrPresent Max Min
    Negative NegativeOrZero NotBlank NotEmpty NotNull Null Past PastOrPresent Pattern Positive
    PositiveOrZero Size""".split()
)
"""The annotations of ``jakarta.validation.constraints`` (``javax`` on Boot 2)."""


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
    table_bases: Mapping[str, EntityBase] = field(default_factory=dict)
    """The base entities ``[tables.TABLE] extends`` names, by fully qualified name."""
    supertypes: Mapping[str, Supertype] = field(default_factory=dict)
    """What the classes of ``mapper``, ``service``, ``service_impl`` extend, by layer."""
    class_annotations: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """``[layers.LAYER] annotations`` by layer (classes qualified, placeholders left)."""
    table_annotations: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """``[tables.TABLE] annotations`` by table (classes qualified, placeholders left)."""

    def fingerprint(self) -> list[Any]:
        """What a table's files depend on besides the config (facts read from the sources)."""
        return [
            repr(self.api),
            _base_facts(self.entity_base),
            [_base_facts(b) for _, b in sorted(self.table_bases.items())],
            sorted((k, v.fqn, v.roles) for k, v in self.supertypes.items()),
        ]


def _base_facts(base: EntityBase | None) -> list[Any] | None:
    if base is None:
        return None
    return [
        base.ref.fqn,
        sorted((f.field, f.column, f.java_type, f.imports) for f in base.fields.values()),
        base.required,
        base.call_super,
        base.to_string,
    ]


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
    api = api_model(config.api, category, common, sources, diags, warnings)
    base = entity_base(config, sources, diags)
    bases = table_bases(config, sources, diags)
    supertypes = layer_supertypes(config, category, sources, diags, warnings)
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
    builtin = set(category.layer_names())
    for name, lc in config.layers.items():
        checked = ("entity", "controller", *ROLES)
        if lc.extends and name not in checked and (name not in builtin or name in EXTENDS_LAYERS):
            problem = _fqn_problem(lc.extends, ("layers", name, "extends"))
            if problem:
                diags.append(problem)
    for name, tc in config.tables.overrides.items():
        if isinstance(tc.extends, str):
            problem = _fqn_problem(tc.extends, ("tables", name, "extends"))
            if problem:
                diags.append(problem)
    imports = _imports(config.api, diags)
    annotations = _annotations(config.api, imports, diags)
    class_annotations, table_annotations = _class_annotations(config, category, imports, diags)
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
            *bases,
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
        bases,
        supertypes,
        class_annotations,
        table_annotations,
    )


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


def _imports(cfg: ApiConfig, diags: list[Diagnostic]) -> dict[str, str]:
    """The classes annotation patterns may name by their simple names (``[api] imports``)."""
    imports = dict(KNOWN_ANNOTATIONS)
    for i, imp in enumerate(cfg.imports):
        if not is_fqn(imp):
            diags.append(
                Diagnostic(
                    f"{imp!r} is not a fully qualified class name", Location(key=("api", "imports", i))
                )
            )
            continue
        imports[imp.rpartition(".")[2]] = imp
    return imports


def _annotations(
    cfg: ApiConfig, imports: Mapping[str, str], diags: list[Diagnostic]
) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    ops = cfg.annotations
    for op in OPERATIONS:
        texts = []
        for where, items in (("all", ops.all), (op, getattr(ops, op))):
            texts += annotation_patterns(items, ("api", "annotations", where), imports, diags)
        out[op] = tuple(dict.fromkeys(texts))
    return out


def annotation_patterns(
    items: list[str], key: KeyPath, imports: Mapping[str, str], diags: list[Diagnostic]
) -> list[str]:
    """Annotation patterns as written in the config (``items`` at ``key``), their classes
    qualified through ``imports``; each one that is no annotation, has a bad placeholder or
    names a class without a package is a located error."""
    texts = []
    for i, text in enumerate(items):
        at: KeyPath = (*key, i)
        text = text.strip()
        if not text.startswith("@"):
            diags.append(Diagnostic(f"{text!r} is not an annotation", Location(key=at), "start it with @"))
            continue
        try:
            patterns.check(text, PLACEHOLDERS, at)
        except ConfigError as e:
            diags.extend(e.diagnostics)
            continue
        qualified, unknown = qualify(text, imports)
        if unknown:
            diags.append(
                Diagnostic(
                    f"annotation {text!r} names {', '.join(unknown)} without a package",
                    Location(key=at),
                    'list the class in [api] imports, e.g. imports = ["com.ruoyi.common.annotation.'
                    + unknown[0]
                    + '"], or write it fully qualified',
                )
            )
            continue
        texts.append(qualified)
    return texts


def _class_annotations(
    config: Config, category: CategorySpec, imports: Mapping[str, str], diags: list[Diagnostic]
) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """``[layers.LAYER] annotations`` by layer and ``[tables.TABLE] annotations`` by table."""
    specs = {s.layer: s for s in category.layers}
    layers: dict[str, tuple[str, ...]] = {}
    for name, lc in sorted(config.layers.items()):
        if not lc.annotations:
            continue
        spec = specs.get(name)
        if spec is not None and (not spec.per_table or spec.package is None):
            what = "shared classes" if not spec.per_table else "files that are not Java classes"
            diags.append(
                Diagnostic(
                    f"[layers.{name}] annotations do not apply: the layer generates {what}",
                    Location(key=("layers", name, "annotations")),
                    "annotations apply to the classes of per-table Java layers (entity, mapper, service ...)",
                )
            )
            continue
        texts = annotation_patterns(lc.annotations, ("layers", name, "annotations"), imports, diags)
        layers[name] = tuple(dict.fromkeys(texts))
    tables: dict[str, tuple[str, ...]] = {}
    for table, tc in sorted(config.tables.overrides.items()):
        if tc.annotations:
            texts = annotation_patterns(tc.annotations, ("tables", table, "annotations"), imports, diags)
            tables[table] = tuple(dict.fromkeys(texts))
    return layers, tables


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


__all__ = [
    "CONSTRAINTS",
    "Conventions",
    "EntityBase",
    "endpoint_annotations",
    "placeholder_values",
    "qualify",
    "ref_of",
]
