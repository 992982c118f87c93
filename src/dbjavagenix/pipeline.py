"""The one pipeline every door uses (CLI, watch, MCP server, agent).

    load → introspect → prepare/resolve → render → plan → apply

Each function takes values and returns values; only :func:`load_config`, :func:`read_catalogs`,
:func:`read_disk` and :func:`write_plan` touch the outside world. Errors carrying only a config key
path get their ``file:line:col`` attached here, once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from dbjavagenix.carryover import Reuse, reusable
from dbjavagenix.config import load as config_load
from dbjavagenix.config.load import LoadedConfig, located
from dbjavagenix.errors import (
    ConfigError,
    Diagnostic,
    GenixError,
    InputError,
    LayerNotFound,
    TableNotFound,
)
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.javaproject import sources
from dbjavagenix.javaproject.clashes import Clash, Generated, existing_clash, find_clashes, raise_clashes
from dbjavagenix.javaproject.existing import GenixState
from dbjavagenix.javaproject.sources import SourceIndex
from dbjavagenix.output import journal, statcache
from dbjavagenix.output.apply import ApplyResult, apply_plan, save_manifest
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.ignore import load_ignore
from dbjavagenix.output.lock import damaged_note as damaged_lock
from dbjavagenix.output.lock import project_lock
from dbjavagenix.output.manifest import load_manifest
from dbjavagenix.output.plan import (
    Plan,
    Scope,
)
from dbjavagenix.output.statemodel import Manifest
from dbjavagenix.output.vanished import check_vanished
from dbjavagenix.planning import plan_files, read_state
from dbjavagenix.rendering import Progress, check_templates, render, renderer_for, user_template_dirs
from dbjavagenix.resolve.context.model import FileContext
from dbjavagenix.resolve.stage import contexts as resolver
from dbjavagenix.resolve.stage.contexts import resolve
from dbjavagenix.resolve.stage.fingerprint import PROJECT_FILES, fingerprints, primary_keys
from dbjavagenix.resolve.stage.project import Prepared, Project, prepare

StageHook = Callable[[str], None]
"""Called as each stage starts, with its name (``introspect``, ``resolve``, ``render``,
``plan``, ``write``): what a progress display labels the counts that follow with."""
TableFilter = Callable[[str], bool]
"""Which tables a preview plans, by name (``""``: the project files)."""
DEFAULT_LOCK_TIMEOUT = 60.0
"""Seconds a build waits for another build of the same output root to finish."""

__all__ = [
    "BuildResult",
    "Planned",
    "Progress",
    "StageHook",
    "Timings",
    "build",
    "file_context",
    "input_fingerprints",
    "load_config",
    "located",
    "plan_files",
    "planned",
    "prepare_project",
    "primary_keys",
    "read_catalogs",
    "render",
    "renderer_for",
    "run_warnings",
    "scope_of",
    "used_connections",
    "user_template_dirs",
    "validate",
    "write_plan",
    "write_scaffold",
]


@dataclass
class Timings:
    """Wall seconds per stage (benchmarks and ``--json`` print them)."""

    stages: dict[str, float] = field(default_factory=dict)
    on_stage: StageHook | None = None
    """Told the name of each stage as it starts."""

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        if self.on_stage is not None:
            self.on_stage(name)
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - t0


@dataclass(frozen=True)
class BuildResult:
    """Outcome of a plan or build run."""

    loaded: LoadedConfig
    plan: Plan
    output_root: Path
    written: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    applied: bool = False
    timings: Mapping[str, float] = field(default_factory=dict)
    moved: tuple[str, ...] = ()
    """Files left alone because they changed on disk while the build ran."""
    warnings: tuple[Diagnostic, ...] = ()
    """Located warnings (:func:`run_warnings`: the project's and the renders', and those of the
    clash scan: a mapper package no ``@MapperScan`` covers): printed, never failing the run."""
    clashes: tuple[Clash, ...] = ()
    """Generated classes or beans the project already has (``build`` refuses them)."""


def load_config(path: Path | str | None = None) -> LoadedConfig:
    """The config file, validated (:func:`dbjavagenix.config.load.load_config`). When its only
    schema errors are unknown keys, the checks that need no database run on the rest of it and
    their problems join the error: a typo hides nothing else."""
    try:
        return config_load.load_config(path)
    except config_load.UnknownKeysError as e:
        from dbjavagenix.resolve.stage.offline import config_problems

        raise ConfigError(diagnostics=(*e.diagnostics, *config_problems(e.partial))) from None


def read_catalogs(
    loaded: LoadedConfig, names: Collection[str] | None = None, *, create: bool = False
) -> dict[str, Catalog]:
    """Catalogs of the connections the selections use (or of ``names``). ``create``: build a
    missing SQLite database from its ``init_sql`` (only doors that write pass it)."""
    from dbjavagenix.introspect.connect import read_catalog

    wanted = list(names) if names is not None else used_connections(loaded)
    with located(loaded):
        return {n: read_catalog(loaded, n, create=create) for n in wanted}


def used_connections(loaded: LoadedConfig) -> list[str]:
    """Names of the connections the table selections read (what :func:`read_catalogs` reads)."""
    cfg = loaded.config
    used = [cfg.default_connection()]
    used += [g.connection for _, g in sorted(cfg.groups.items())]
    out: list[str] = []
    for n in used:
        if n not in out and n in cfg.connections:
            out.append(n)
    return out or [cfg.default_connection()]


def project_sources(loaded: LoadedConfig) -> SourceIndex:
    """The Java sources of the project genix writes into (its reactor, when the output root is
    one of its modules), cached by modification time."""
    return sources.scan(sources.reactor_root(loaded.output_root))


def genix_state(output_root: Path) -> GenixState:
    """The files genix's state says it wrote under ``output_root`` (none, damaged, when the state
    cannot be read: the build reports that itself): the existing-table scan does not count them
    as the team's."""
    try:
        m = load_manifest(output_root)
    except (GenixError, OSError, ValueError):
        return GenixState(frozenset(), damaged=True)
    return GenixState(frozenset(m.files), damaged=bool(m.notes or m.rewrite))


def prepare_project(loaded: LoadedConfig, catalogs: Mapping[str, Catalog]) -> Prepared:
    """Project-wide facts (category, selection, names, packages, layers, the team's conventions
    read from the project's sources). When anything is wrong, the error holds every problem a
    build would find (:func:`validate`), not only the first kind."""
    index = project_sources(loaded)
    try:
        with located(loaded):
            return prepare(loaded, catalogs, sources=index, genix=genix_state(loaded.output_root))
    except GenixError as e:
        try:
            validate(loaded, catalogs, index)
        except GenixError as everything:  # every problem, as the kind of error found first
            raise type(e)(diagnostics=everything.diagnostics) from None
        raise e from None


def clashes(
    loaded: LoadedConfig, the_plan: Plan, index: SourceIndex | None = None, genix_own: Iterable[str] = ()
) -> tuple[list[Clash], list[Diagnostic]]:
    """What the plan would generate that the project already has (classes, beans), and
    warnings (mappers no ``@MapperScan`` covers). Reads the project's sources (``index``: as
    read already). ``genix_own``: more files that are genix's, not the team's (a preview of
    some tables: the other tables' files)."""
    from dbjavagenix.categories import get_category

    if index is None:
        index = project_sources(loaded)
    spec = get_category(loaded.config.project.category)
    keys = {la.template: la.common_key for la in spec.layers if la.common_key} if spec else {}
    generated = [
        Generated(
            e.path,
            e.layer,
            e.table,
            e.new.decode("utf-8", "replace") if e.new is not None else None,
            keys.get(e.template),
        )
        for e in the_plan.entries
        if e.verb not in ("delete", "keep")
    ]
    gone = [*(e.path for e in the_plan.entries if e.verb == "delete"), *genix_own]
    return find_clashes(index, loaded.output_root, generated, gone)


def resolve_project(prepared: Prepared, only: Collection[str] | None = None) -> Project:
    """Contexts and files for ``only`` the named tables (``""`` = project files), or all. When
    anything is wrong, the error holds every problem of those tables, templates included."""
    try:
        with located(prepared.loaded):
            return resolve(prepared, only)
    except GenixError as e:
        problems: list[Diagnostic] = []
        with located(prepared.loaded):
            project = resolve(prepared, only, problems)
            check_templates(prepared, project.files, problems)
            if not problems:
                raise e from None
            raise type(e)(diagnostics=problems) from None


def validate(
    loaded: LoadedConfig,
    catalogs: Mapping[str, Catalog],
    index: SourceIndex | None = None,
    reuse: dict[str, resolver.ResolvedTable] | None = None,
) -> None:
    """Everything a build checks before it writes, every problem at once (one located error):
    category and layers, selection, class names, Java types and names, output paths, templates,
    the team's classes the conventions name (in the project's sources: ``index``, as read).
    ``config_patch`` refuses a patch that adds any. ``reuse``: tables an earlier call resolved
    (:func:`~dbjavagenix.resolve.stage.contexts.resolve_reusing`)."""
    problems: list[Diagnostic] = []
    if index is None:
        index = project_sources(loaded)
    with located(loaded):
        prepared = prepare(loaded, catalogs, problems, sources=index, genix=genix_state(loaded.output_root))
        fps = fingerprints(prepared) if reuse is not None else {}
        files = resolver.resolve_reusing(prepared, problems, reuse, fps)
        check_templates(prepared, files, problems)
        if problems:
            raise ConfigError(diagnostics=problems)


def planned(
    loaded: LoadedConfig,
    *,
    catalogs: Mapping[str, Catalog] | None = None,
    force: bool = False,
    allow_drops: bool = False,
    progress: Progress | None = None,
    tables: TableFilter | None = None,
) -> Planned:
    """What a build would do, with everything a report of it carries (the clashes with the
    project's code, every warning). Writes nothing. ``progress``: called as files render (the
    MCP door reports it and stops a cancelled call there). ``tables``: plan only the tables it
    accepts (``""``: the project files): their files are resolved, rendered and compared, every
    other file is left out of the plan (such a plan is a preview: it is never applied)."""
    return _plan(loaded, catalogs, force, True, progress, None, allow_drops, tables)


@dataclass(frozen=True)
class Planned:
    """A plan and what a report of it carries."""

    plan: Plan
    prepared: Prepared
    manifest: Manifest
    clashes: tuple[Clash, ...]
    """What the plan would generate that the project already has (a build refuses them)."""
    warnings: tuple[Diagnostic, ...]
    """Every warning of the run (:func:`run_warnings` and the clash scan's), each once."""


def _plan(
    loaded: LoadedConfig,
    catalogs: Mapping[str, Catalog] | None,
    force: bool,
    incremental: bool,
    progress: Progress | None,
    timings: Timings | None,
    allow_drops: bool = False,
    tables: TableFilter | None = None,
) -> Planned:
    t = timings or Timings()
    if catalogs is None:
        with t.stage("introspect"):
            catalogs = read_catalogs(loaded)
    with t.stage("resolve"):
        output_root = loaded.output_root
        with located(loaded):
            manifest = read_state(output_root)
            check_vanished(manifest, catalogs, allow=allow_drops)
            ignore = load_ignore(output_root)
        prepared = prepare_project(loaded, catalogs)
        renderer = renderer_for(prepared)
        renderer.refresh()  # a template edited since this process last rendered it
        fps = fingerprints(prepared, ignore.digest)
        owners = fps if tables is None else {n: fp for n, fp in fps.items() if tables(n)}
        reuse = reusable(output_root, manifest, owners, renderer) if incremental and not force else Reuse()
        todo = [n for n in owners if n not in reuse.intact]
        project = resolve_project(prepared, todo)
        specs = [
            f
            for f in project.files
            if (f.table or PROJECT_FILES) not in reuse.partial
            or f.path in reuse.partial[f.table or PROJECT_FILES]
        ]
    with t.stage("render"):
        check_templates(prepared, specs)
        rendered = render(prepared, specs, progress)
        del project, specs  # the resolved contexts: rendered, no longer needed
    with t.stage("plan"):
        result = plan_files(
            loaded,
            rendered,
            fingerprints=fps,
            owners=None if tables is None else owners,
            force=force,
            primary_keys=primary_keys(prepared),
            manifest=manifest,
            ignore=ignore,
            kept=reuse.kept,
            skipped_tables=frozenset(reuse.intact),
        )
        del rendered  # their texts are in the plan's bytes now: not kept twice to the end
        statcache.learn(output_root, reuse.learned)
        found, scan_warnings = clashes(
            loaded, result, prepared.sources, manifest.files if tables is not None else ()
        )
        found = [*(existing_clash(m) for m in prepared.existing), *found]
    from dbjavagenix.scaffold import build_skeleton

    skeleton, why = build_skeleton(loaded, catalogs)
    result = replace(result, scope=scope_of(prepared), scaffold=tuple((f.path, f.text) for f in skeleton))
    warnings = tuple(dict.fromkeys((*run_warnings(prepared, result), *scan_warnings, *why)))
    return Planned(result, prepared, manifest, tuple(found), warnings)


def scope_of(prepared: Prepared) -> Scope:
    """The category and how many tables and views a run generates for."""
    views = sum(1 for t in prepared.tables.values() if t.selected.table.kind == "view")
    return Scope(prepared.category.name, len(prepared.tables) - views, views)


def input_fingerprints(prepared: Prepared) -> dict[str, str]:
    """Input fingerprint of every selected table (``""`` = project files), as the manifest
    records them (templates are not part of them: each file's record has their digest)."""
    with located(prepared.loaded):
        ignore = load_ignore(prepared.loaded.output_root)
    return fingerprints(prepared, ignore.digest)


def _recover(output_root: Path) -> None:
    """Settle the manifest after an interrupted build (under the lock)."""
    if not journal.pending(output_root):
        return
    current = load_manifest(output_root)
    paths = journal.intended_paths(output_root)
    repaired = journal.recover(output_root, current)
    if repaired is not None:
        save_manifest(repaired, output_root, current)
    journal.sweep_temp_files(output_root, [*paths, *current.files])
    journal.clear(output_root)


def write_plan(
    loaded: LoadedConfig,
    the_plan: Plan,
    *,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    sources_index: SourceIndex | None = None,
    progress: Callable[[int, int], None] | None = None,
    check: Callable[[], None] | None = None,
    genix_own: Iterable[str] = (),
) -> ApplyResult:
    """Write a plan to the output root (under the project lock): what was written, deleted and
    ``moved`` (the files left alone because they changed on disk since the plan was made).
    ``sources_index``: the project's sources as just read (else they are read here); the files
    written are recorded in it, so the next scan of this process reads none of them again.
    ``progress`` and ``check``: see :func:`~dbjavagenix.output.apply.apply_plan` (a cancelled
    write phase is rolled back). ``genix_own``: the files of the tables a partial plan leaves
    out (genix's, not the team's: see :func:`clashes`)."""
    output_root = loaded.output_root
    index = sources_index if sources_index is not None else project_sources(loaded)
    with located(loaded):
        raise_clashes(clashes(loaded, the_plan, index, genix_own)[0])
    with located(loaded), project_lock(output_root, timeout=lock_timeout):
        _recover(output_root)
        manifest = load_manifest(output_root)
        result = apply_plan(the_plan, output_root, manifest, progress=progress, check=check)
        write_scaffold(output_root, the_plan)
    _remember_sources(index, output_root, the_plan, result)
    return result


def _remember_sources(index: SourceIndex, root: Path, the_plan: Plan, result: ApplyResult) -> None:
    """Record in ``index`` the Java files a write stage wrote and deleted (their facts from the
    bytes written: not read back by the next scan)."""
    done = set(result.written)
    written = {e.path: e.write for e in the_plan.entries if e.path in done and e.write is not None}
    sources.remember(index, root, written, result.deleted)


def write_scaffold(output_root: Path, the_plan: Plan) -> None:
    """Write the plan's new Spring Boot project (:attr:`Plan.scaffold`), after its files;
    refuses (writing none of it) when a project appeared in the output root meanwhile."""
    if the_plan.scaffold:
        from dbjavagenix import scaffold

        scaffold.write(output_root, tuple(scaffold.SkeletonFile(p, t) for p, t in the_plan.scaffold))


def build(
    loaded: LoadedConfig,
    *,
    force: bool = False,
    dry_run: bool = False,
    incremental: bool = True,
    catalogs: Mapping[str, Catalog] | None = None,
    progress: Progress | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
    allow_drops: bool = False,
    on_stage: StageHook | None = None,
    check: Callable[[], None] | None = None,
    tables: TableFilter | None = None,
    refuse: Callable[[Plan], None] | None = None,
) -> BuildResult:
    """Plan, then (unless ``dry_run``) apply everything but conflicts, holding the project lock
    from planning to the manifest (a second build waits up to ``lock_timeout`` seconds).
    ``allow_drops``: build even when most tables generated last time are gone from the
    database (see :mod:`dbjavagenix.output.vanished`). ``progress`` gets the counts of the
    render and write stages, ``on_stage`` the name of each stage as it starts; ``check`` stops a
    write stage between files (:func:`~dbjavagenix.output.apply.apply_plan`). The plan's new
    Spring Boot project (:attr:`Plan.scaffold`) is written after its files. ``tables``
    (``dry_run`` only): plan only those tables (:func:`planned`). ``refuse``: called with the
    plan about to be written (made under the lock), raises to write nothing."""
    if tables is not None and not dry_run:
        raise ValueError("a build of some tables only would leave the others' files stale")
    timings = Timings(on_stage=on_stage)
    if catalogs is None:
        with timings.stage("introspect"):
            catalogs = read_catalogs(loaded, create=not dry_run)

    root = loaded.output_root

    def write(planned: Planned, manifest: Manifest) -> BuildResult:
        the_plan = planned.plan
        with located(loaded):
            raise_clashes(list(planned.clashes))
        if refuse is not None:
            refuse(the_plan)
        with timings.stage("write"), located(loaded):
            result = apply_plan(the_plan, root, manifest, progress=progress, check=check)
            write_scaffold(root, the_plan)
        from dbjavagenix.introspect import ddl_cache

        ddl_cache.save_pending(root)  # catalogs parsed from DDL files: not parsed again next time
        index = planned.prepared.sources
        if index is not None:
            _remember_sources(index, root, the_plan, result)
            if index.read or result.written or result.deleted:  # else the cache on disk holds it all
                sources.save(index)
        return BuildResult(
            loaded,
            the_plan,
            root,
            result.written,
            result.deleted,
            True,
            dict(timings.stages),
            result.moved,
            planned.warnings,
        )

    if dry_run or not (root / MANIFEST_DIR).is_dir():
        # never built here: plan first (a failing build leaves no output folder and no state
        # behind), then lock for the writes; apply re-checks every file, so a build that got
        # there first is never overwritten
        planned = _plan(loaded, catalogs, force, incremental, progress, timings, allow_drops, tables)
        if dry_run:
            return BuildResult(
                loaded,
                planned.plan,
                root,
                timings=dict(timings.stages),
                warnings=planned.warnings,
                clashes=planned.clashes,
            )
        with located(loaded):
            raise_clashes(list(planned.clashes))  # before the lock: a refused build leaves no state
        # another build took the lock while this one planned: the files this plan saw may be
        # that build's, half written; plan again under the lock, and refuse only then
        others = (root / MANIFEST_DIR).is_dir()
        if refuse is not None and not others:
            refuse(planned.plan)
        with located(loaded), project_lock(root, timeout=lock_timeout):
            _recover(root)
            manifest = load_manifest(root)
            if others or manifest.files or manifest.tables:  # plan against what it left
                planned = _plan(loaded, catalogs, force, incremental, progress, timings, allow_drops)
                manifest = planned.manifest
            return write(planned, manifest)
    lock_note = damaged_lock(root)  # taking the lock writes the file again: said before
    with located(loaded), project_lock(root, timeout=lock_timeout):
        _recover(root)
        planned = _plan(loaded, catalogs, force, incremental, progress, timings, allow_drops)
        if lock_note is not None:
            planned = replace(planned, warnings=(lock_note, *planned.warnings))
        return write(planned, planned.manifest)


def located_warnings(prepared: Prepared) -> tuple[Diagnostic, ...]:
    """The project's warnings with their ``file:line:col``."""
    if not prepared.warnings:
        return ()
    return prepared.loaded.locate(GenixError(diagnostics=prepared.warnings)).diagnostics


def run_warnings(prepared: Prepared, the_plan: Plan) -> tuple[Diagnostic, ...]:
    """Every warning of a run, located, each once: the project's (config and schema,
    :attr:`Prepared.warnings`) first, then the renders' (templates, :attr:`Plan.warnings`)."""
    return tuple(dict.fromkeys((*located_warnings(prepared), *the_plan.warnings)))


def refused_table(prepared: Prepared, table: str) -> None:
    """Raise the error of ``table`` when the team's code maps it and ``[tables] existing``
    refuses it (it is then not among the prepared tables): a context or preview of it names the
    team's class, as a build does."""
    from dbjavagenix.javaproject.clashes import ClashError

    for m in prepared.existing:
        if m.table == table:
            raise ClashError(diagnostics=[m.diagnostic()])


def refuse_existing(prepared: Prepared) -> None:
    """Refuse, before anything is written, the tables the team's code maps that ``[tables]
    existing`` refuses (one error per table): the doors that apply a plan without the clash scan
    of :func:`planned` (watch) call it."""
    if prepared.existing:
        raise_clashes([existing_clash(m) for m in prepared.existing])


def file_context(
    loaded: LoadedConfig, table: str, layer: str | None = None, catalogs: Mapping[str, Catalog] | None = None
) -> FileContext:
    """The context a template of ``layer`` (default: the first layer) receives for ``table``."""
    catalogs = catalogs if catalogs is not None else read_catalogs(loaded)
    prepared = prepare_project(loaded, catalogs)
    refused_table(prepared, table)
    if table not in prepared.tables:
        import difflib

        close = difflib.get_close_matches(table, list(prepared.tables), n=1, cutoff=0.5)
        raise TableNotFound(
            f"table {table!r} is not generated by this config",
            hint=f"did you mean `{close[0]}`?" if close else "genix plan lists the generated tables",
        )
    project = resolve_project(prepared, [table])
    specs = [f for f in project.files if f.table == table]
    if layer is not None:
        chosen = [f for f in specs if f.layer == layer]
        if not chosen:
            layers = sorted({f.layer for f in specs})
            raise LayerNotFound(
                f"table {table!r} has no enabled layer {layer!r}", hint="layers: " + ", ".join(layers)
            )
        return chosen[0].context
    if not specs:
        raise InputError(f"table {table!r} has no enabled layer")
    return specs[0].context


PROJECT_KEY = PROJECT_FILES
