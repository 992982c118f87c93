"""Behaviour genix's code would add beside the team's (issue 36): no clash (the application
starts), but one side changes how the other answers. The clash scan
(:func:`dbjavagenix.javaproject.clashes.find_clashes`) adds these warnings, each at the team's
file and naming the config that chooses otherwise:

* the team's own ``@RestControllerAdvice`` / ``@ControllerAdvice`` beside genix's
  ``ApiExceptionHandler``: genix's answers genix's controllers only, first; the team's keeps
  answering the team's controllers and no longer answers genix's;
* the team's ``WebMvcConfigurer`` (interceptors, converters, CORS, path rules) and servlet
  filters: they run for genix's endpoints too (an auth or repeat-submit interceptor, an XSS
  filter); a converter of the team's may bind genix's enum parameters instead of genix's
  ``DbEnumConverter``.

A second ``MetaObjectHandler`` (MyBatis-Plus's fill handler, genix's ``AuditFillHandler``) is
no warning but a clash: MyBatis-Plus takes one (``generated_facts.SINGLE_BEANS``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from dbjavagenix.categories.spec import REST_CONTROLLER_LAYERS
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.javaproject.javasource import JavaFacts

ADVICE = frozenset({"RestControllerAdvice", "ControllerAdvice"})
WEB_MVC = frozenset({"WebMvcConfigurer", "WebMvcConfigurationSupport", "WebMvcConfigurerAdapter"})
SERVLET_FILTERS = frozenset({"javax.servlet.Filter", "jakarta.servlet.Filter"})
SPRING_FILTERS = "org.springframework.web.filter."
FILTER_BEANS = frozenset({"org.springframework.boot.web.servlet.FilterRegistrationBean"})


@dataclass(frozen=True)
class Produced:
    """What the scan needs of a file genix produces."""

    layer: str
    common_key: str | None


@dataclass(frozen=True)
class _Found:
    what: str
    """``class com.team.GlobalExceptionHandler`` or ``@Bean FilterConfig.xss()``."""
    file: str
    line: int


def _fqn(package: str, name: str) -> str:
    return f"{package}.{name}" if package else name


def _is_filter(supertype: str) -> bool:
    return supertype in SERVLET_FILTERS or (
        supertype.startswith(SPRING_FILTERS) and supertype.endswith(("Filter", "FilterBean"))
    )


def behaviour_warnings(
    team: Mapping[str, JavaFacts], produced: Iterable[Produced], shown: Callable[[str], str]
) -> list[Diagnostic]:
    """Warnings about the team's code (``team``: facts by absolute path; ``shown``: how a path is
    printed) that acts beside what genix ``produced``."""
    keys = set()
    controllers = False
    for p in produced:
        if p.common_key:
            keys.add(p.common_key)
        controllers = controllers or p.layer in REST_CONTROLLER_LAYERS
    if not controllers:
        return []
    advices: list[_Found] = []
    web: list[_Found] = []
    filters: list[_Found] = []
    for path, facts in sorted(team.items()):
        for t in facts.types:
            if t.kind != "class":
                continue
            advice = bool(ADVICE & {a.rsplit(".", 1)[-1] for a in t.annotations})
            mvc = bool(WEB_MVC & {s.rsplit(".", 1)[-1] for s in t.supertypes})
            kinds = (advice, mvc, "WebFilter" in t.annotations or any(_is_filter(s) for s in t.supertypes))
            if not any(kinds):
                continue  # most classes: their path is not made printable
            found = _Found(f"class {_fqn(facts.package, t.name)}", shown(path), t.line)
            for kind, into in zip(kinds, (advices, web, filters), strict=True):
                if kind:
                    into.append(found)
        for b in facts.beans:
            if b.type in FILTER_BEANS or _is_filter(b.type):
                filters.append(_Found(f"@Bean {b.owner}.{b.method}()", shown(path), b.line))
    out: list[Diagnostic] = []
    if "handler" in keys:
        for a in advices:
            out.append(
                Diagnostic(
                    f"the project has its own exception handler ({a.what}, a controller advice): it keeps "
                    "answering the project's controllers, but not genix's: genix's ApiExceptionHandler "
                    "answers theirs (scoped to them, before any other advice)",
                    Location(file=a.file, line=a.line),
                    "to have the project's advice answer genix's controllers too (its shape instead of "
                    "genix's 404/409/422), leave genix's out: [layers.common] omit = [\"handler\"]",
                )
            )
    if web:
        converter = "db_enum_converter" in keys
        out.append(
            Diagnostic(
                f"the project's Spring MVC configuration ({', '.join(w.what for w in web)}) applies to "
                "genix's endpoints too: its interceptors, converters, CORS and path rules run for them",
                Location(file=web[0].file, line=web[0].line),
                "check that its interceptors let genix's paths through ([api] path, [project] api_prefix)"
                + (
                    "; a converter of its for enums may bind genix's enum parameters instead of genix's "
                    'DbEnumConverter: to use the project\'s, [layers.common] omit = ["db_enum_converter"]'
                    if converter
                    else ""
                ),
            )
        )
    if filters:
        out.append(
            Diagnostic(
                f"the project's servlet filters ({', '.join(f.what for f in filters)}) run for genix's "
                "endpoints too",
                Location(file=filters[0].file, line=filters[0].line),
                "check that they let genix's requests through (their URL patterns; genix's paths: "
                "[api] path, [project] api_prefix)",
            )
        )
    return out
