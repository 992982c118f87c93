"""What a command says at its end: one line of what happened (from the report every door
prints, never re-counted) and the next step, the way good CLIs hand over: ``genix new`` when the
code has no project around it, how to run the project when it has one, ``genix plan --diff``
before the next build."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.output.report import Report

MAVEN, GRADLE = "pom.xml", ("build.gradle", "build.gradle.kts")
SCAFFOLD_REASON = "new Spring Boot project: yours to edit"


def shown(path: Path | str) -> str:
    """A path as the user can type it: relative to the working folder when under it or close
    to it, else absolute."""
    full = os.path.abspath(path)
    try:
        rel = os.path.relpath(full)
    except ValueError:
        return full
    return full if rel.startswith(os.pardir + os.sep + os.pardir) else rel


def shown_dir(path: Path | str) -> str:
    """A folder as :func:`shown`, with a trailing ``/`` (``demo-out/``, ``./``)."""
    text = shown(path)
    return "./" if text == "." else text.rstrip(os.sep) + "/"


def config_flag(loaded: LoadedConfig | None) -> str:
    """`` -c FILE`` for a next command, when genix would not find that config by itself."""
    if loaded is None:
        return ""
    from dbjavagenix.config.load import find_config
    from dbjavagenix.errors import GenixError

    try:
        if find_config() == loaded.path.resolve():
            return ""
    except GenixError:
        pass
    return f" -c {shown(loaded.path)}"


def _cd(root: Path) -> str:
    here = Path.cwd().resolve()
    return "" if root.resolve() == here else f"cd {shown(root)} && "


def run_step(root: Path, java_home: str = "") -> str | None:
    """How to run (or, in a multi-module build, compile) the project in ``root``; None when
    ``root`` holds no build file. ``java_home``: what the Maven or Gradle command starts with
    (``JAVA_HOME=... ``, when the default JDK is too old for the project)."""
    root = root.resolve()
    run = _run_step(root)
    if run is None or not java_home:
        return run
    return re.sub(
        r"(`(?:cd \S+ && )?)(\./mvnw|mvn|\./gradlew|gradle) ", rf"\g<1>{java_home}\g<2> ", run, count=1
    )


def start_step(loaded: LoadedConfig, root: Path) -> str | None:
    """:func:`run_step` for the project genix writes into, said so that it works: Maven pointed
    at a JDK that compiles the project's Java release when the default one cannot, and, in an
    ``application.yml`` genix wrote, which variables the datasource reads (the password: the
    one exported for genix works; a DDL project: where the database is)."""
    from dbjavagenix.errors import GenixError
    from dbjavagenix.javaproject.jdk import build_tools
    from dbjavagenix.javaproject.targets import targets_for

    try:
        java = targets_for(loaded)[1].java
    except GenixError:
        java = None
    tools = build_tools()
    run = run_step(root, tools.java_home_prefix(java) if java is not None else "")
    if run is None:
        return None
    return run + _datasource_note(root)


APP_YML = "src/main/resources/application.yml"
GENIX_YML_MARK = "# Written once by `genix new`"
_ASSUMED_MARK = "the URL and user below are guesses"


def _datasource_note(root: Path) -> str:
    """What the datasource of an ``application.yml`` that genix wrote needs from the environment."""
    from dbjavagenix.errors import GenixError
    from dbjavagenix.inputfile import SMALL_MAX, read_input_text

    try:  # a hint only: a file that is no regular text file gives none
        text = read_input_text(root / APP_YML, "Spring config file", SMALL_MAX)
    except (OSError, GenixError):
        return ""
    if not text.startswith(GENIX_YML_MARK):
        return ""
    if _ASSUMED_MARK in text:
        return " (with DB_URL, DB_USERNAME and DB_PASSWORD set to your database: application.yml only guesses it)"
    m = re.search(r"^\s+password:\s*\"?(\$\{.*\})\"?\s*$", text, re.M)
    names = re.findall(r"\$\{([A-Za-z_][A-Za-z0-9_]*)", m.group(1)) if m else []
    if not names:
        return ""
    shown = " or ".join(names)
    have = next((n for n in names if n in os.environ), None)
    if have is not None:
        return f" (the database password comes from {have}, set here; application.yml reads {shown})"
    if m is not None and m.group(1).endswith(":" + "}" * len(names)):
        return ""  # no password needed, none set
    return f" (export the database password first: application.yml reads {shown})"


def _run_step(root: Path) -> str | None:
    if (root / MAVEN).is_file():
        reactor = _reactor(root)
        if reactor is not None:
            mvn = "./mvnw" if (reactor / "mvnw").is_file() else "mvn"
            return f"`{_cd(reactor)}{mvn} -pl {root.relative_to(reactor).as_posix()} -am compile` builds it in your reactor"
        mvn = "./mvnw" if (root / "mvnw").is_file() else "mvn"
        if _aggregator(root):
            app = _app_module(root)
            if app is None:
                return f"`{_cd(root)}{mvn} -q compile` builds the reactor"
            # spring-boot:run from the reactor root would run in every module: install the
            # modules the application uses, then run the application module alone
            rel = app.relative_to(root).as_posix()
            return f"`{_cd(root)}{mvn} -q install -DskipTests && {mvn} -pl {rel} spring-boot:run` starts the application"
        return f"`{_cd(root)}{mvn} spring-boot:run` starts the application"
    if any((root / g).is_file() for g in GRADLE):
        gradle = "./gradlew" if (root / "gradlew").is_file() else "gradle"
        return f"`{_cd(root)}{gradle} bootRun` starts the application"
    return None


def _aggregator(root: Path) -> bool:
    """Whether ``root``'s pom.xml only aggregates modules (``<packaging>pom</packaging>``)."""
    import re

    try:
        text = (root / MAVEN).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return re.search(r"<packaging>\s*pom\s*</packaging>", text) is not None


def _app_module(root: Path) -> Path | None:
    """The reactor's one module that builds a Spring Boot application (None: none or several,
    or a build genix cannot read)."""
    from dbjavagenix.errors import GenixError
    from dbjavagenix.javaproject.detect import detect_maven

    try:
        module = detect_maven(root).module.resolve()
    except (GenixError, OSError, ValueError):
        return None
    return module if module != root and root in module.parents else None


def _reactor(module: Path) -> Path | None:
    """The Maven reactor ``module`` is a module of (a parent folder's pom.xml listing it)."""
    for parent in list(module.parents)[:3]:
        pom = parent / MAVEN
        if not pom.is_file():
            continue
        rel = module.relative_to(parent).as_posix()
        try:
            text = pom.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        return parent if f"<module>{rel}</module>" in text else None
    return None


def _files(n: int) -> str:
    return f"{n} file{'' if n == 1 else 's'}"


def _scope(report: Report, total: bool = False) -> str:
    scope = report.scope()
    if total:
        scope = f"{_files(report.total)}: {scope}" if scope else _files(report.total)
    return f" ({scope})" if scope else ""


def build_summary(report: Report, seconds: float) -> str:
    """``wrote 68 files to demo-out/ (Default, 11 tables, 1 view) in 1.54 s``; the counts by
    verb follow when the build did more than create files."""
    root = shown_dir(report.output_root)
    written = len(report.written) + len(report.scaffold)
    deleted = len(report.deleted)
    took = f" in {seconds:.2f} s"
    if not written and not deleted and report.ok and set(report.counts) <= {"unchanged", "skip"}:
        return f"{root} is up to date{_scope(report, total=True)}{took}"
    if written:
        head = f"wrote {_files(written)} to {root}" + (f" and deleted {deleted}" if deleted else "")
    elif deleted:
        head = f"deleted {_files(deleted)} in {root}"
    else:
        head = f"nothing written to {root}"
    counts = report.summary()
    plain = counts == f"{len(report.written)} created" and not report.scaffold
    detail = [] if plain else [counts]
    if report.scaffold:
        detail.append(f"a new Spring Boot project ({_files(len(report.scaffold))})")
    return head + _scope(report) + (": " + ", ".join(detail) if detail else "") + took


def check_summary(report: Report) -> str:
    """``demo-out/ is up to date (68 files: Default, 11 tables, 1 view)`` or what is not."""
    root = shown_dir(report.output_root)
    if report.ok:
        return f"{root} is up to date{_scope(report, total=True)}"
    return f"{root}{_scope(report)} is {report.summary()}"


def plan_summary(report: Report, seconds: float) -> str:
    """``plan for demo-out/ (Default, 11 tables, 1 view): 68 to create (nothing written)``."""
    parts = [report.summary()]
    if report.scaffold:
        parts.append(f"a new Spring Boot project to create ({_files(len(report.scaffold))})")
    return (
        f"plan for {shown_dir(report.output_root)}{_scope(report)}: {', '.join(parts)} "
        f"(nothing written, {seconds:.2f} s)"
    )


def build_next(report: Report, loaded: LoadedConfig) -> list[str]:
    """The next step after a build."""
    c = config_flag(loaded)
    if report.moved:
        return [f"`genix build{c}` again writes the files that changed while this build ran"]
    if report.conflicts:
        return []  # the conflict hint says what to do
    root = Path(report.output_root)
    run = start_step(loaded, root)
    if run is None and loaded.config.project.scaffold:
        return []  # asked for and not possible: a warning said why
    if run is None:
        return [
            f"`genix new{c}` creates the Spring Boot project around the code "
            "(or set scaffold = true under [project] and build again)"
        ]
    changed = bool(report.written or report.deleted or report.scaffold)
    if changed:
        return [run]
    return [
        f"after you change {shown(loaded.path)}, the schema or a template: `genix plan --diff{c}` shows what a build would change"
    ]


def plan_next(report: Report, loaded: LoadedConfig, diffs: bool) -> list[str]:
    """The next step after a plan."""
    c = config_flag(loaded)
    changes = {v: n for v, n in report.counts.items() if v not in ("unchanged", "skip")}
    if report.clashes or (not changes and not report.scaffold):
        return []  # a build would refuse the clashes (said above) or has nothing to do
    steps = [] if diffs else [f"`genix plan --diff{c}` shows each change"]
    steps.append(
        f"`genix build{c}` writes them"
        + (" (conflicts are left for you to resolve)" if report.conflicts else "")
    )
    return ["; ".join(steps)]


__all__ = [
    "SCAFFOLD_REASON",
    "build_next",
    "build_summary",
    "check_summary",
    "config_flag",
    "plan_next",
    "plan_summary",
    "run_step",
    "shown",
    "shown_dir",
    "start_step",
]
