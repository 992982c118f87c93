"""Clashes between what genix generates and the team's code, before anything is written.

A generated class clashes when the project already has a class of the same simple name, a
Spring bean of the same name (``sysLogininforController``; Spring Boot refuses two, with
``ConflictingBeanDefinitionException``), a bean of a type the application takes only once
(MyBatis-Plus's ``MetaObjectHandler``, ``MybatisPlusInterceptor``), or when genix would add a
second ``@MapperScan``. ``plan`` and ``doctor`` report them, ``build`` (and every door that
applies a plan) refuses them, each with the clashing file and a hint: rename, exclude, reuse.

Generated classes are read from the rendered text (what will be written) and, for files a
build did not render again, from disk; the team's code is every other Java source of the
project (:mod:`dbjavagenix.javaproject.sources`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import Diagnostic, GenixError, Location
from dbjavagenix.javaproject.behaviour import Produced, behaviour_warnings
from dbjavagenix.javaproject.existing import TeamMapping, table_key
from dbjavagenix.javaproject.generated_facts import SINGLE_BEANS, quick_facts
from dbjavagenix.javaproject.javasource import JavaFacts, TypeDecl
from dbjavagenix.javaproject.reactor import read_reactor
from dbjavagenix.javaproject.sources import SourceIndex
from dbjavagenix.javaproject.visibility import Placed, in_aggregator, unseen

_PLACEHOLDER = re.compile(r"\$\{[^:}]*:([^}]*)\}")
"""A scan's ``${key:default}``: genix reads the default."""


class ClashError(GenixError):
    """A build would create a class or bean the project already has."""

    kind = "clash"


@dataclass(frozen=True)
class Generated:
    """One file genix produces, as the clash scan sees it."""

    path: str
    """Relative to the output root."""
    layer: str
    table: str | None
    text: str | None
    """The rendered text; None when it is not rendered again (read from disk)."""
    common_key: str | None = None


@dataclass(frozen=True)
class Clash:
    """One clash."""

    path: str
    """The generated file (relative to the output root); empty for ``existing`` (nothing of the
    table is generated)."""
    kind: str
    """``class``, ``bean``, ``single`` (a bean type the application has once), ``mapper-scan``, or
    ``existing`` (the team's code maps the table already: :func:`existing_clash`)."""
    name: str
    """The clashing class or bean name."""
    existing: str
    """The team's file (relative to the output root when inside it)."""
    line: int
    message: str
    hint: str
    table: str | None = None
    layer: str = ""

    def diagnostic(self) -> Diagnostic:
        return Diagnostic(self.message, Location(file=self.existing, line=self.line), self.hint)

    def to_dict(self) -> dict[str, object]:
        return {
            "path": self.path,
            "kind": self.kind,
            "name": self.name,
            "existing": self.existing,
            "line": self.line,
            "table": self.table,
            "layer": self.layer,
            "message": self.message,
            "hint": self.hint,
        }


def existing_clash(m: TeamMapping) -> Clash:
    """A table the team's code maps already, refused (``[tables] existing = "refuse"``): one
    clash for the whole table (genix generates none of its files), at the team's class."""
    return Clash("", "existing", m.fqn, m.file, m.line, m.message(), m.hint(), m.table, "entity")


def _hint(g: Generated, kind: str, name: str) -> str:
    if g.table is None:
        key = g.common_key or "..."
        return (
            f"reuse the project's: [layers.common] omit = [\"{key}\"]; or rename genix's "
            "(a template of the same name in your template folder)"
        )
    t = g.table
    layer = g.layer
    if layer == "entity":
        return (
            f'the project already maps this table: exclude it ([tables] exclude = ["{t}"]); or rename '
            f'genix\'s class ([tables.{t}] class_name = "...")'
        )
    suffix = {
        "mapper": "Mapper",
        "service": "Service",
        "service_impl": "ServiceImpl",
        "controller": "Controller",
    }
    pattern = "Biz{class}" + suffix.get(layer, layer.title().replace("_", ""))
    return (
        f'rename: [layers.{layer}] class_name = "{pattern}" or [tables.{t}] class_name = "..."; '
        f'exclude: [tables] exclude = ["{t}"]; reuse: [tables.{t}] layers = {{ {layer} = false }}'
    )


def find_clashes(
    index: SourceIndex,
    output_root: Path,
    generated: Iterable[Generated],
    gone: Iterable[str] = (),
) -> tuple[list[Clash], list[Diagnostic]]:
    """Clashes of the ``generated`` files (paths relative to ``output_root``) with the other
    sources of ``index``; ``gone``: files genix is about to delete (not the team's). A team's
    file exactly where genix would write is no clash: the plan leaves it alone as a conflict.
    Also warnings about generated mappers no ``@MapperScan`` of the project covers."""
    root = output_root.resolve()
    base = index.root
    # plain string joins (the paths are relative, normalised and ``/``-separated): a Path per
    # file of the project was most of a no-op build's clash scan
    under_root = os.path.join(str(root), "")
    under_base = os.path.join(str(base), "")
    produced = {under_root + g.path: g for g in generated if g.path.endswith(".java")}
    skip = set(produced) | {under_root + p for p in gone}
    team: dict[str, JavaFacts] = {}
    own: dict[str, JavaFacts] = {}
    for rel, facts in index.files.items():
        absolute = under_base + rel
        if absolute in produced:
            own[absolute] = facts  # genix's own, or a file in the way (a plan conflict, left alone)
        elif absolute not in skip:
            team[absolute] = facts
    if not produced:
        return [], []
    visible = _visibility(index, root, produced, own)
    if not team:
        return [], visible

    def shown(absolute: str) -> str:
        p = Path(absolute)
        try:
            return p.relative_to(root).as_posix()
        except ValueError:
            try:
                return p.relative_to(base).as_posix()
            except ValueError:
                return absolute

    classes: dict[str, tuple[str, TypeDecl, str]] = {}
    beans: dict[str, tuple[str, int, str]] = {}
    singles: dict[str, tuple[str, int, str]] = {}
    scans: list[tuple[str, int, tuple[str, ...]]] = []
    component_scans: list[tuple[str, int, tuple[str, ...]]] = []
    mapped: dict[str, tuple[str, int, str]] = {}
    for absolute, facts in team.items():
        for t in facts.types:
            if t.top:
                classes.setdefault(t.name, (absolute, t, facts.package))
            if t.bean:
                beans.setdefault(t.bean, (absolute, t.line, f"class {t.name}"))
                for s in t.supertypes:
                    if s in SINGLE_BEANS:
                        singles.setdefault(s, (absolute, t.line, f"class {t.name}"))
        for b in facts.beans:
            for n in b.names:
                beans.setdefault(n, (absolute, b.line, f"@Bean {b.owner}.{b.method}()"))
            if b.type in SINGLE_BEANS:
                singles.setdefault(b.type, (absolute, b.line, f"@Bean {b.owner}.{b.method}()"))
        for line, pkgs in facts.mapper_scans:
            scans.append((absolute, line, pkgs))
        for line, pkgs in facts.component_scans:
            component_scans.append((absolute, line, pkgs))
        for cls, line, table in facts.tables:
            mapped.setdefault(
                table_key(table), (absolute, line, f"{facts.package}.{cls}" if facts.package else cls)
            )
    out: list[Clash] = []
    warnings: list[Diagnostic] = []
    mapper_packages: dict[str, Generated] = {}
    bean_packages: dict[str, list[str]] = {}
    for absolute, g in produced.items():
        found_facts = quick_facts(g.path, g.text) if g.text is not None else own.get(absolute)
        if found_facts is None:
            continue
        facts = found_facts
        for t in facts.types:
            if not t.top:
                continue
            if "Mapper" in t.annotations and t.kind == "interface" and facts.package:
                mapper_packages.setdefault(facts.package, g)
            elif t.bean and facts.package:
                bean_packages.setdefault(facts.package, []).append(t.name)
            found = classes.get(t.name)
            if found is not None:
                where, decl, pkg = found
                fqn = f"{pkg}.{decl.name}" if pkg else decl.name
                out.append(
                    Clash(
                        g.path,
                        "class",
                        t.name,
                        shown(where),
                        decl.line,
                        f"genix would generate class {t.name} ({g.path}); the project has {fqn}",
                        _hint(g, "class", t.name),
                        g.table,
                        g.layer,
                    )
                )
                continue
            if t.bean and t.bean in beans:
                where, line, what = beans[t.bean]
                out.append(
                    Clash(
                        g.path,
                        "bean",
                        t.bean,
                        shown(where),
                        line,
                        f"genix would generate the Spring bean {t.bean!r} ({g.path}); the project declares it "
                        f"({what}): the application would not start (ConflictingBeanDefinitionException)",
                        _hint(g, "bean", t.bean),
                        g.table,
                        g.layer,
                    )
                )
                continue
            if t.bean:
                for s in t.supertypes:
                    if s in singles:
                        where, line, what = singles[s]
                        out.append(
                            Clash(
                                g.path,
                                "single",
                                s.rsplit(".", 1)[1],
                                shown(where),
                                line,
                                f"genix would generate {t.name} ({g.path}), a second {s.rsplit('.', 1)[1]} beside "
                                f"the project's ({what}): {SINGLE_BEANS[s]}",
                                _hint(g, "single", t.name),
                                g.table,
                                g.layer,
                            )
                        )
        for b in facts.beans:
            for n in b.names:
                if n in beans:
                    where, line, what = beans[n]
                    out.append(
                        Clash(
                            g.path,
                            "bean",
                            n,
                            shown(where),
                            line,
                            f"genix would declare the Spring bean {n!r} ({b.owner}.{b.method}() in {g.path}); "
                            f"the project declares it ({what}): the application would not start",
                            _hint(g, "bean", n),
                            g.table,
                            g.layer,
                        )
                    )
            if b.type in singles:
                where, line, what = singles[b.type]
                short = b.type.rsplit(".", 1)[1]
                out.append(
                    Clash(
                        g.path,
                        "single",
                        short,
                        shown(where),
                        line,
                        f"genix would declare a second {short} ({b.owner}.{b.method}() in {g.path}) beside the "
                        f"project's ({what}): {SINGLE_BEANS[b.type]}",
                        _hint(g, "single", short),
                        g.table,
                        g.layer,
                    )
                )
        if facts.mapper_scans and scans:
            where, line, _ = scans[0]
            out.append(
                Clash(
                    g.path,
                    "mapper-scan",
                    "@MapperScan",
                    shown(where),
                    line,
                    f"genix would add a second @MapperScan ({g.path}); the project has one",
                    "the project's @MapperScan must cover genix's mapper package; "
                    + _hint(g, "mapper-scan", "MapperScan"),
                    g.table,
                    g.layer,
                )
            )
    patterns = _scan_patterns(scans)
    if patterns:
        for pkg in sorted(mapper_packages):
            if not any(package_covered(pkg, p) for _, _, p in patterns):
                where, line, _ = scans[0]
                warnings.append(
                    Diagnostic(
                        f"the mappers genix generates in {pkg} are not under the project's @MapperScan "
                        f"({', '.join(p for _, _, p in patterns)}): MyBatis will not find them",
                        Location(file=shown(where), line=line),
                        f"set [layers.mapper] package so that it falls under the scan, or add {pkg} to it",
                    )
                )
    warnings += _mapped_already(mapped, produced.values(), shown)
    warnings += _outside_component_scan(_scan_patterns(component_scans), bean_packages, shown)
    warnings += behaviour_warnings(team, (Produced(g.layer, g.common_key) for g in produced.values()), shown)
    warnings += in_aggregator((a, g.path, g.layer) for a, g in produced.items())
    return out, warnings + visible


def _visibility(
    index: SourceIndex, root: Path, produced: dict[str, Generated], own: dict[str, JavaFacts]
) -> list[Diagnostic]:
    """Generated files importing what their reactor module cannot see (:mod:`.visibility`)."""
    reactor = read_reactor(root)
    if reactor is None:
        return []
    top = os.path.join(str(reactor.root), "")
    if not all(a.startswith(top) for a in produced):
        return []
    under_base = os.path.join(str(index.root), "")
    holders: dict[str, set[str]] = {}
    for rel, facts in index.files.items():
        absolute = under_base + rel
        if absolute in produced or not absolute.startswith(top):
            continue
        module = reactor.module_of(absolute[len(top) :])
        if module is None:
            continue
        for t in facts.types:
            if t.top:
                holders.setdefault(f"{facts.package}.{t.name}" if facts.package else t.name, set()).add(
                    module
                )
    placed: list[Placed] = []
    layers: dict[str, str] = {}
    for absolute, g in produced.items():
        text = g.text
        if text is None:
            try:
                text = Path(absolute).read_text("utf-8", "replace")
            except OSError:
                continue
        rel = absolute[len(top) :]
        module = reactor.module_of(rel)
        facts = (
            quick_facts(g.path, text)
            if g.text is not None
            else own.get(absolute) or quick_facts(g.path, text)
        )
        for t in facts.types:
            if t.top and module is not None:
                fqn = f"{facts.package}.{t.name}" if facts.package else t.name
                holders.setdefault(fqn, set()).add(module)
                layers[fqn] = g.layer
        placed.append(Placed(g.path, rel, g.layer, text))
    classes = {k: frozenset(v) for k, v in holders.items()}
    return list(unseen(reactor, placed, classes, layers))


def _scan_patterns(scans: list[tuple[str, int, tuple[str, ...]]]) -> list[tuple[str, int, str]]:
    """The packages of the project's scans, one per (file, line, pattern); empty when one scan
    cannot be read here: a ``${...}`` placeholder without a default (Spring resolves it from
    the environment), or a scan naming no package as a string (``basePackageClasses``, a
    constant). Coverage is then not judged: no warning is better than a false one."""
    out: list[tuple[str, int, str]] = []
    for where, line, pkgs in scans:
        if not pkgs:
            return []
        for p in pkgs:
            for part in p.split(","):
                part = part.strip()
                if "${" in part:
                    m = _PLACEHOLDER.fullmatch(part)
                    if m is None:
                        return []
                    part = m.group(1).strip()
                if not part:
                    return []
                out.append((where, line, part))
    return out


def _mapped_already(
    mapped: dict[str, tuple[str, int, str]], produced: Iterable[Generated], shown: Callable[[str], str]
) -> list[Diagnostic]:
    """One warning per table the team's code already maps (an entity with ``@TableName`` or
    ``@Table``) for which genix would generate a second entity under a name the user chose
    (``[tables.T] class_name``; without one the table is refused or skipped before rendering:
    :mod:`dbjavagenix.javaproject.existing`): two models of one table, two stacks of endpoints
    writing it, each with its own rules."""
    if not mapped:
        return []
    out: list[Diagnostic] = []
    seen: set[str] = set()
    for g in produced:
        if g.layer != "entity" or g.table is None or g.table in seen:
            continue
        found = mapped.get(table_key(g.table))
        if found is None:
            continue
        seen.add(g.table)
        where, line, fqn = found
        out.append(
            Diagnostic(
                f"the project already maps table {g.table} ({fqn}); genix would generate a second "
                f"entity for it ({g.path}) and the layers around it",
                Location(file=shown(where), line=line),
                f'skip it (the team\'s model stays the only one): [tables.{g.table}] existing = "skip"; '
                "keeping both on purpose (genix's named apart with class_name): nothing to do",
            )
        )
    return out


def _outside_component_scan(
    patterns: list[tuple[str, int, str]],
    bean_packages: dict[str, list[str]],
    shown: Callable[[str], str],
) -> list[Diagnostic]:
    """Warnings about generated Spring beans (controllers, services, configuration, advices)
    in a package no ``@SpringBootApplication`` / ``@ComponentScan`` of the project covers:
    Spring would not create them (their endpoints answer 404, a bean injecting one fails to
    start). Nothing to say when the project has no such scan (genix scaffolds the application)."""
    if not patterns:
        return []
    where, line, _ = patterns[0]
    scanned = ", ".join(dict.fromkeys(p for _, _, p in patterns))
    out: list[Diagnostic] = []
    for pkg in sorted(bean_packages):
        if any(package_covered(pkg, p) for _, _, p in patterns):
            continue
        names = bean_packages[pkg]
        shown_names = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        out.append(
            Diagnostic(
                f"the Spring beans genix generates in {pkg} ({shown_names}) are outside the "
                f"application's component scan ({scanned}): Spring will not create them",
                Location(file=shown(where), line=line),
                "set project.base_package (or the layer's package) under a scanned package, "
                f"or add {pkg} to the application's scanBasePackages",
            )
        )
    return out


def package_covered(package: str, pattern: str) -> bool:
    """Whether a ``@MapperScan`` / component-scan base package (ant-style: ``com.ruoyi.**.mapper``,
    ``com.*.dao``) covers ``package`` (itself or a sub-package)."""
    segs = [x for x in pattern.strip().split(".") if x]
    if not segs:
        return False
    regex = ""
    for i, seg in enumerate(segs):
        last = i == len(segs) - 1
        if seg == "**":
            regex += ".*" if last else r"(?:[^.]+\.)*"
            continue
        regex += re.escape(seg).replace(r"\*", "[^.]*") + ("" if last else r"\.")
    return re.fullmatch(regex + r"(?:\..*)?", package) is not None


def raise_clashes(clashes: list[Clash]) -> None:
    """Refuse a build that would create ``clashes``."""
    if clashes:
        raise ClashError(diagnostics=[c.diagnostic() for c in clashes])
