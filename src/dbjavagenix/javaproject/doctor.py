"""``genix doctor``: what the chosen category and options need from the build, against what
the build has. Each finding is ``ok``, ``missing`` (required and absent: ``--fix`` adds it),
``wrong`` (present but wrong for this Spring Boot version) or ``deprecated`` (works, should
go); ``info`` explains a requirement that does not apply. Pure: facts in, report out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dbjavagenix import compat, dialects
from dbjavagenix.javaproject import moves
from dbjavagenix.javaproject import requirements as rq
from dbjavagenix.javaproject.facts import Dependency, ProjectFacts
from dbjavagenix.javaproject.infer import ProjectInfo
from dbjavagenix.javaproject.jdk import BuildTools, jdk_problem

Kind = Literal["ok", "missing", "wrong", "deprecated", "info"]
_JSQLPARSER = {"com.baomidou:mybatis-plus-jsqlparser", "com.baomidou:mybatis-plus-jsqlparser-4.9"}


@dataclass(frozen=True)
class Addition:
    """A dependency ``--fix`` adds."""

    group: str
    artifact: str
    version: str | None
    """None: the project's parent/BOM manages it."""
    scope: str
    optional: bool
    why: str

    @property
    def key(self) -> str:
        return f"{self.group}:{self.artifact}"


@dataclass(frozen=True)
class Finding:
    kind: Kind
    key: str
    message: str
    where: str | None = None
    hint: str | None = None
    add: Addition | None = None


@dataclass(frozen=True)
class DoctorReport:
    facts: ProjectFacts
    options: rq.Options
    options_source: str
    """``genix.toml`` or ``the project``."""
    findings: tuple[Finding, ...]

    def of(self, kind: Kind) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.kind == kind)

    @property
    def healthy(self) -> bool:
        """Nothing required is missing or wrong."""
        return not self.of("missing") and not self.of("wrong")

    @property
    def additions(self) -> tuple[Addition, ...]:
        return tuple(f.add for f in self.findings if f.add is not None)


def options_from_project(info: ProjectInfo) -> rq.Options:
    """The options ``genix init --from-project`` would choose for this project: its Boot major
    (the nearest genix targets when it is older or newer) and its Java release, kept inside what
    that Boot line runs on."""
    f = info.facts
    majors = sorted(compat.BOOT_LINES)
    major = f.boot_major or compat.NEWEST_BOOT
    boot = min(max(major, majors[0]), majors[-1])
    line = compat.BOOT_LINES[boot]
    java = f.java or line.default_java
    java = max((j for j in line.java if j <= java), default=line.java[0])
    openapi: rq.OpenApi = (
        "springdoc" if f.library("springdoc") else "swagger2" if f.library("swagger2") else "none"
    )
    if openapi not in line.openapi:
        openapi = "none"
    return rq.Options(
        persistence="mybatis-plus" if f.library("mybatis-plus") else "mybatis",
        spring_boot=boot,
        java=java,
        dialect=dialect_of(info),
        lombok=f.library("lombok") is not None,
        openapi=openapi,
        validation=f.library("validation") is not None,
        mapstruct=f.library("mapstruct") is not None,
    )


def dialect_of(info: ProjectInfo) -> str:
    """The dialect of the project's datasource, else of its only known driver, else ``""``."""
    ds = info.datasource
    if ds is not None and ds.translated is not None:
        return ds.translated.dialect
    known = [k for k in info.facts.drivers() if k in dialects.DIALECTS]
    return known[0] if len(known) == 1 else ""


def _present(facts: ProjectFacts, key: str) -> Dependency | None:
    g, a = key.split(":", 1)
    if a == "*":
        return next((d for d in facts.dependencies if d.group == g and d.scope != "test"), None)
    return facts.get(g, a)


def _known_version(d: Dependency | None) -> str | None:
    return d.version if d is not None and d.version_source in ("declared", "managed", "bom") else None


def version_for(dep: rq.Dependency, facts: ProjectFacts) -> str | None:
    """The version to write for an added dependency: none when the project's own dependency
    management, an imported BOM of the same group, or the Boot parent/BOM gives it; else the
    version the project already uses for the artifact's family; else the known-good one."""
    if facts.managed_version(dep.group_id, dep.artifact_id):
        return None
    if dep.version is None:
        return None
    if any(g == dep.group_id for g, _a, _v in facts.boms):
        return None
    if dep.group_id in moves.FAMILIES:
        for d in facts.dependencies:
            if d.group == dep.group_id and d.scope != "test" and d.version_source in ("declared", "managed"):
                return d.version
    return dep.version


def _soft(key: str, boot: int) -> bool:
    """``key`` still does the job on ``boot``, only deprecated (old coordinates)."""
    return any(d.key == key and boot in d.boot and d.severity == "deprecated" for d in moves.DEPRECATIONS)


def _check_required(facts: ProjectFacts, req: rq.Requirements, boot: int) -> list[Finding]:
    out: list[Finding] = []
    mp = facts.library("mybatis-plus")
    mp_version = _known_version(mp)
    for r in req.dependencies:
        if (
            r.key in _JSQLPARSER
            and mp_version
            and moves.version_tuple(mp_version) < moves.version_tuple(moves.MYBATIS_PLUS_SEPARATE_JSQLPARSER)
        ):
            out.append(
                Finding(
                    "info",
                    r.key,
                    f"not needed: MyBatis-Plus {mp_version} still has the pagination parser built in "
                    f"(a separate module from {moves.MYBATIS_PLUS_SEPARATE_JSQLPARSER})",
                    mp.where if mp else None,
                )
            )
            continue
        for old in r.replaces:
            wrong = _present(facts, old)
            if wrong is not None and wrong.version_source != "implied" and not _soft(old, boot):
                out.append(
                    Finding(
                        "wrong",
                        old,
                        f"{wrong.text} is the wrong artifact for these options: {r.key} replaces it",
                        wrong.where,
                        f"remove {old} and keep {r.key}",
                    )
                )
        have = facts.get(r.group_id, r.artifact_id)
        if have is not None:
            fits = moves.in_line(r.key, boot, have.version) if have.version else None
            if fits is False:
                out.append(
                    Finding(
                        "wrong",
                        r.key,
                        f"{have.text} does not fit Spring Boot {boot}",
                        have.where,
                        f"use version {r.version or 'managed by Boot'} ({r.why})",
                    )
                )
            else:
                out.append(Finding("ok", r.key, have.text, have.where))
            continue
        stand_in = next((d for old in r.replaces if (d := _present(facts, old)) and _soft(old, boot)), None)
        if stand_in is not None:
            out.append(Finding("ok", r.key, f"{stand_in.text} (old coordinates, see below)", stand_in.where))
            continue
        only_test = any(d.coord == (r.group_id, r.artifact_id) for d in facts.dependencies)
        add = Addition(r.group_id, r.artifact_id, version_for(r, facts), r.scope, r.optional, r.why)
        out.append(
            Finding(
                "missing",
                r.key,
                f"{r.key} is missing: {r.why}" + (" (present only with test scope)" if only_test else ""),
                None,
                None,
                add,
            )
        )
    return out


def _deprecations(facts: ProjectFacts, boot: int, prefix: str = "") -> list[Finding]:
    out: list[Finding] = []
    seen: set[str] = set()
    for dep in moves.DEPRECATIONS:
        if boot not in dep.boot:
            continue
        if dep.when_present and _present(facts, dep.when_present) is None:
            continue
        g, a = dep.key.split(":", 1)
        for d in facts.dependencies:
            if d.scope == "test" or d.group != g or a not in ("*", d.artifact):
                continue
            if dep.key in seen:
                break
            seen.add(dep.key)
            out.append(
                Finding(
                    dep.severity,
                    f"{d.group}:{d.artifact}",
                    f"{prefix}{d.text}: {dep.message}",
                    d.where,
                    dep.hint,
                )
            )
            break
    return out


def zero_date_findings(info: ProjectInfo, zero_dates: bool | None) -> list[Finding]:
    """A MySQL Connector/J datasource without ``zeroDateTimeBehavior`` in a project whose schema
    has zero-date defaults (``zero_dates``; None: the schema could not be read): every read of a
    row holding one fails ("Zero date value prohibited")."""
    from dbjavagenix.javaproject.datasource import ZERO_DATES, lacks_zero_dates_option

    ds = info.datasource
    if ds is None or not lacks_zero_dates_option(ds.jdbc_url) or zero_dates is False:
        return []
    where = f"{ds.file}:{ds.line}"
    if zero_dates is None:
        return [
            Finding(
                "info",
                "datasource.zero-dates",
                f"{ds.key} has no zeroDateTimeBehavior; whether the schema has zero dates was not checked (it could not be read)",
                where,
            )
        ]
    return [
        Finding(
            "wrong",
            "datasource.zero-dates",
            f"the schema has zero-date defaults ('0000-00-00') and {ds.key} does not map them: "
            'MySQL Connector/J fails every read of such a row ("Zero date value prohibited")',
            where,
            f"add {ZERO_DATES} to the URL ({'&' if '?' in ds.jdbc_url else '?'}{ZERO_DATES})",
        )
    ]


def tool_findings(facts: ProjectFacts, java: int, boot: int, tools: BuildTools) -> list[Finding]:
    """The JDK (and for a Maven build without ``mvnw``, Maven) that would build the project,
    against the Java release it compiles for."""
    out: list[Finding] = []
    wrapper = any((d / "mvnw").is_file() for d in (facts.module, facts.root))
    if facts.tool == "maven" and tools.maven is None and not wrapper:
        out.append(
            Finding(
                "missing",
                "maven",
                "Maven (mvn) is not on PATH and the project has no Maven wrapper (mvnw)",
                None,
                "install Maven 3.6.3 or newer (apt install maven, brew install maven, sdk install maven)",
            )
        )
    line = compat.BOOT_LINES.get(boot)
    problem = jdk_problem(java, tools, line.java if line is not None else ())
    if problem is not None:
        out.append(Finding("wrong", "jdk", problem[0], None, problem[1]))
    elif tools.jdk is not None:
        out.append(Finding("ok", "jdk", f"JDK {tools.jdk.version or '?'} ({tools.source})"))
    return out


def diagnose(
    info: ProjectInfo,
    options: rq.Options | None = None,
    options_source: str = "the project",
    zero_dates: bool | None = False,
    tools: BuildTools | None = None,
) -> DoctorReport:
    """Compare the build with what ``options`` (default: inferred from the project) need.

    When genix targets a newer Boot major than the project is on (a project being migrated),
    the required artifacts are checked for the target, and the moves of the target major
    (renamed starters, Jackson 3, springdoc 3, the MyBatis-Plus starter ...) are reported too,
    each marked ``moving to Spring Boot N``; when it targets an older one than the project is
    on, the artifacts are checked for the project's (``--fix`` never adds another line's
    starters). ``zero_dates`` says whether the schema has zero-date defaults (None: unknown), for
    the MySQL datasource check; ``tools`` what builds the project here (None: not checked)."""
    facts = info.facts
    opts = options or options_from_project(info)
    boot = facts.boot_major or opts.spring_boot
    target = opts.spring_boot
    findings: list[Finding] = []
    if facts.boot_major is not None and facts.boot_major != opts.spring_boot:
        hint = (
            f"set spring_boot = {facts.boot_major} in genix.toml"
            if facts.boot_major in compat.BOOT_LINES
            else None
        )
        if target > facts.boot_major:
            hint = (hint + ", or " if hint else "") + (
                f"move the project to Spring Boot {target}: the findings marked "
                f"'moving to Spring Boot {target}' say what changes"
            )
        findings.append(
            Finding(
                "wrong",
                "project.spring_boot",
                f"genix is set for Spring Boot {opts.spring_boot} but the project is on {facts.boot_version}",
                facts.boot_source,
                hint,
            )
        )
    if facts.java is not None and opts.java > facts.java:
        findings.append(
            Finding(
                "wrong",
                "project.java",
                f"genix targets Java {opts.java} but the project compiles for Java {facts.java}",
                facts.java_source,
                f"set java = {facts.java} in genix.toml, or raise the project's Java release",
            )
        )
    if facts.boot_major is not None and facts.boot_major in compat.BOOT_LINES and target < facts.boot_major:
        target = facts.boot_major  # the build is on the newer line: its artifacts are the ones to have
    no_driver = opts.dialect == ""
    line = compat.BOOT_LINES[target]
    check_opts = rq.Options(
        opts.persistence,
        target,
        min(max(opts.java, line.java[0]), line.java[-1]),
        opts.dialect or "mysql",
        opts.lombok,
        opts.openapi if opts.openapi in line.openapi else "none",
        opts.validation,
        opts.mapstruct,
    )
    req = rq.requirements(check_opts)
    if no_driver:
        driver = rq.driver_of("mysql").key
        req = rq.Requirements(
            req.options,
            req.parent,
            req.java,
            tuple(d for d in req.dependencies if d.key != driver),
            req.processors,
        )
        findings.append(
            Finding("info", "jdbc-driver", "no datasource or single JDBC driver found: driver not checked")
        )
    findings += _check_required(facts, req, target)
    if tools is not None:
        findings += tool_findings(facts, max(opts.java, facts.java or 0), target, tools)
    findings += zero_date_findings(info, zero_dates)
    findings += _deprecations(facts, boot)
    if target > boot:
        findings += _deprecations(facts, target, f"moving to Spring Boot {target}: ")
    unique: dict[tuple[str, str], Finding] = {}
    for f in findings:
        unique.setdefault((f.kind, f.key), f)
    return DoctorReport(facts, opts, options_source, tuple(unique.values()))
