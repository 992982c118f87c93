"""The category and the Spring Boot / Java targets of a config, checked against the project
genix writes into (its build is read for the keys the config leaves unset): every door checks a
config through :func:`targets_for`."""

from __future__ import annotations

import difflib

from dbjavagenix import compat, javanames
from dbjavagenix.categories import CATEGORIES, get_category
from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.compat import Targets
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.errors import ConfigError, Diagnostic, Location


def category_for(loaded: LoadedConfig) -> CategorySpec:
    """The configured category, checked against its Spring Boot and Java targets (see
    :func:`targets_for`)."""
    return targets_for(loaded)[0]


def _category(loaded: LoadedConfig) -> CategorySpec:
    p = loaded.config.project
    spec = get_category(p.category)
    if spec is None:
        names = sorted(CATEGORIES)
        close = difflib.get_close_matches(p.category, names, n=1, cutoff=0.5)
        lowered = {n.lower(): n for n in names}.get(p.category.lower())
        hint = (
            f"did you mean `{lowered or close[0]}`?"
            if (lowered or close)
            else "categories: " + ", ".join(names)
        )
        raise ConfigError(
            f"unknown category {p.category!r}", location=Location(key=("project", "category")), hint=hint
        )
    return spec


def targets_for(
    loaded: LoadedConfig, project: compat.ProjectVersions | None = None
) -> tuple[CategorySpec, Targets]:
    """The category and the Spring Boot / Java targets of a config: :func:`dbjavagenix.compat.targets`
    with the project genix writes into (``project``, else the build found at the output root;
    followed for unset keys), plus the ``javax.*`` types a jakarta line cannot compile. Every
    door checks a config through here."""
    p = loaded.config.project
    spec = _category(loaded)
    if project is None and (p.spring_boot is None or p.java is None):
        from dbjavagenix.javaproject.versions import project_versions

        project = project_versions(loaded.output_root)
    diags: list[Diagnostic] = []
    try:
        found = compat.targets(
            spec.name,
            spec.support,
            spring_boot=p.spring_boot,
            java=p.java,
            openapi=p.openapi,
            project=project,
        )
    except ConfigError as e:
        diags += e.diagnostics
        found = None
    for key, java_type in _configured_types(loaded):
        bad = javanames.java_type_problem(java_type)
        if bad is not None:
            diags.append(
                Diagnostic(
                    f"Java type {java_type!r} {bad}",
                    Location(key=key),
                    "a simple class name (Long, LocalDate, BigDecimal ...) or a fully qualified one "
                    "(com.example.Money) whose parts are Java identifiers, not keywords",
                )
            )
    line = found.boot if found is not None else compat.BOOT_LINES.get(p.spring_boot or 0)
    if line is not None:
        for key, java_type in _configured_types(loaded):
            problem = compat.javax_type_problem(java_type, line)
            if problem:
                hint = "set spring_boot = 2 for javax.*" if 2 in spec.support.boot else None
                diags.append(Diagnostic(problem, Location(key=key), hint))
    if diags or found is None:
        raise ConfigError(diagnostics=diags)
    return spec, found


def _configured_types(loaded: LoadedConfig) -> list[tuple[tuple[str, ...], str]]:
    """(key path, Java type) of every ``[types]`` value and ``java_type`` override."""
    cfg = loaded.config
    out: list[tuple[tuple[str, ...], str]] = []
    for k, v in cfg.types.items():
        if isinstance(v, str):
            out.append((("types", k), v))
        else:
            out += [(("types", k, k2), v2) for k2, v2 in v.items()]
    for r, rc in cfg.rules.items():
        if rc.java_type:
            out.append((("rules", r, "java_type"), rc.java_type))
    for t, tc in cfg.tables.overrides.items():
        out += [
            (("tables", t, "columns", c, "java_type"), cc.java_type)
            for c, cc in tc.columns.items()
            if cc.java_type
        ]
    return out


__all__ = ["category_for", "targets_for"]
