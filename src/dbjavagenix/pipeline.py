"""The one pipeline every door uses (CLI, watch, MCP server, agent).

    load → introspect → prepare/resolve → render → plan → apply

Each function takes values and returns values; only :func:`load_config`, :func:`read_catalogs`,
:func:`read_disk` and :func:`apply` touch the outside world. Errors carrying only a config key
path get their ``file:line:col`` attached here, once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from dbjavagenix.config.load import LoadedConfig, load_config
from dbjavagenix.errors import GenixError, InputError, Location
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.output.manifest import Manifest, load_manifest
from dbjavagenix.output.plan import Plan, PlanEntry, Verb, make_plan
from dbjavagenix.render.engine import RenderedFile, Renderer
from dbjavagenix.resolve.fingerprint import PROJECT_FILES, fingerprints
from dbjavagenix.resolve.model import FileContext
from dbjavagenix.resolve.project import FileSpec, Prepared, Project, prepare, resolve

Progress = Callable[[int, int], None]

__all__ = [
    "BuildResult",
    "Timings",
    "apply",
    "build",
    "file_context",
    "input_fingerprints",
    "load_config",
    "plan",
    "plan_files",
    "prepare_project",
    "read_catalogs",
    "render",
    "renderer_for",
    "used_connections",
]


@dataclass
class Timings:
    """Wall seconds per stage (benchmarks and ``--json`` print them)."""

    stages: dict[str, float] = field(default_factory=dict)

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
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


@contextmanager
def located(loaded: LoadedConfig | None) -> Iterator[None]:
    """Attach config positions to errors raised inside."""
    try:
        yield
    except GenixError as e:
        if loaded is None:
            raise
        raise loaded.locate(e) from None


def read_catalogs(loaded: LoadedConfig, names: Collection[str] | None = None) -> dict[str, Catalog]:
    """Catalogs of the connections the selections use (or of ``names``)."""
    from dbjavagenix.introspect.connect import read_catalog

    wanted = list(names) if names is not None else _used_connections(loaded)
    with located(loaded):
        return {n: read_catalog(loaded, n) for n in wanted}


def used_connections(loaded: LoadedConfig) -> list[str]:
    """Names of the connections the table selections read (what :func:`read_catalogs` reads)."""
    return _used_connections(loaded)


def _used_connections(loaded: LoadedConfig) -> list[str]:
    cfg = loaded.config
    used = [cfg.default_connection()]
    used += [g.connection for _, g in sorted(cfg.groups.items())]
    out: list[str] = []
    for n in used:
        if n not in out and n in cfg.connections:
            out.append(n)
    return out or [cfg.default_connection()]


def prepare_project(loaded: LoadedConfig, catalogs: Mapping[str, Catalog]) -> Prepared:
    """Project-wide facts (category, selection, names, packages, layers)."""
    with located(loaded):
        return prepare(loaded, catalogs)


def resolve_project(prepared: Prepared, only: Collection[str] | None = None) -> Project:
    """Contexts and files for ``only`` the named tables (``""`` = project files), or all."""
    with located(prepared.loaded):
        return resolve(prepared, only)


def user_template_dirs(loaded: LoadedConfig) -> tuple[Path, ...]:
    dirs = []
    for i, d in enumerate(loaded.config.project.templates):
        p = (loaded.root / d).resolve()
        if not p.is_dir():
            raise loaded.locate(
                InputError(
                    f"template folder {d!r} does not exist",
                    location=Location(key=("project", "templates", i)),
                    hint=f"create {p} or remove it from project.templates",
                )
            )
        dirs.append(p)
    return tuple(dirs)


@lru_cache(maxsize=8)
def _renderer(category: str, dirs: tuple[Path, ...]) -> Renderer:
    from dbjavagenix.categories import CATEGORIES

    return Renderer(CATEGORIES[category], dirs)


def renderer_for(prepared: Prepared) -> Renderer:
    """The (process-wide, cached) renderer of the project's category and template folders."""
    return _renderer(prepared.category.name, user_template_dirs(prepared.loaded))


def render(
    prepared: Prepared, files: Collection[FileSpec], progress: Progress | None = None
) -> list[RenderedFile]:
    """Render files (no writing)."""
    renderer = renderer_for(prepared)
    out = []
    total = len(files)
    with located(prepared.loaded):
        for i, spec in enumerate(files, 1):
            out.append(renderer.render(spec))
            if progress is not None and (i % 50 == 0 or i == total):
                progress(i, total)
    return out


def read_disk(output_root: Path, paths: Collection[str]) -> dict[str, bytes | None]:
    """Current bytes of ``paths`` under ``output_root`` (None when missing)."""
    out: dict[str, bytes | None] = {}
    for p in paths:
        try:
            out[p] = (output_root / p).read_bytes()
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            out[p] = None
    return out


def _intact_tables(
    output_root: Path, manifest: Manifest, fps: Mapping[str, str]
) -> tuple[set[str], list[PlanEntry]]:
    """Tables whose fingerprint matches the manifest and whose files are as genix left them
    (stat only), with ready ``unchanged`` entries for their files."""
    import os

    intact: set[str] = set()
    entries: list[PlanEntry] = []
    for table, fp in fps.items():
        rec = manifest.tables.get(table)
        if rec is None or rec.fingerprint != fp or not rec.files:
            continue
        ok = True
        for path in rec.files:
            frec = manifest.files.get(path)
            try:
                st = os.stat(output_root / path)
            except OSError:
                ok = False
                break
            if frec is None or (frec.policy == "overwrite" and not frec.stat_matches(st)):
                ok = False
                break
        if not ok:
            continue
        intact.add(table)
        for path in rec.files:
            frec = manifest.files[path]
            same = frec.stat_matches(os.stat(output_root / path))
            verb: Verb = "unchanged" if same else "skip"
            reason = (
                "up to date (inputs unchanged)" if verb == "unchanged" else "exists (create-once: yours now)"
            )
            entries.append(PlanEntry(path, verb, reason, frec.layer, frec.table, frec.template, frec.policy))
    return intact, entries


def plan(
    loaded: LoadedConfig,
    *,
    catalogs: Mapping[str, Catalog] | None = None,
    force: bool = False,
    incremental: bool = True,
    progress: Progress | None = None,
    timings: Timings | None = None,
) -> tuple[Plan, Prepared]:
    """What a build would do, file by file. Writes nothing."""
    t = timings or Timings()
    if catalogs is None:
        with t.stage("introspect"):
            catalogs = read_catalogs(loaded)
    with t.stage("resolve"):
        prepared = prepare_project(loaded, catalogs)
        renderer = renderer_for(prepared)
        fps = fingerprints(prepared, renderer.templates_fingerprint())
        output_root = loaded.output_root
        manifest = _load_manifest(loaded, output_root)
        intact, kept = (
            _intact_tables(output_root, manifest, fps) if incremental and not force else (set(), [])
        )
        todo = [n for n in fps if n not in intact]
        project = resolve_project(prepared, todo)
    with t.stage("render"):
        rendered = render(prepared, project.files, progress)
    with t.stage("plan"):
        produced = {f.path for f in rendered} | {e.path for e in kept}
        disk = read_disk(output_root, [f.path for f in rendered])
        stale_paths = [p for p in manifest.files if p not in produced]
        stale_disk = read_disk(output_root, stale_paths)
        result = make_plan(
            rendered,
            disk,
            manifest,
            fingerprints=fps,
            kept=kept,
            stale_disk=stale_disk,
            force=force,
            skipped_tables=frozenset(intact),
        )
    return result, prepared


def input_fingerprints(prepared: Prepared, templates_fp: str | None = None) -> dict[str, str]:
    """Input fingerprint of every selected table (``""`` = project files), as the manifest
    records them. ``templates_fp``: the template files' fingerprint to use (default: of the
    files as they are now); ``genix watch`` passes the previous one to tell which tables a
    config or schema change affects."""
    if templates_fp is None:
        templates_fp = renderer_for(prepared).templates_fingerprint()
    return fingerprints(prepared, templates_fp)


def plan_files(
    loaded: LoadedConfig,
    rendered: Collection[RenderedFile],
    *,
    fingerprints: Mapping[str, str],
    owners: Collection[str] | None = None,
    force: bool = False,
) -> Plan:
    """Plan exactly the ``rendered`` files and leave every other file alone.

    ``owners``: the tables (``""`` = project files) whose complete file set ``rendered`` holds:
    their manifest files that were not rendered again are planned for deletion; None means every
    table. ``fingerprints`` must cover every table (the manifest keeps only the tables listed).
    Used by ``genix watch`` to re-plan only what a change affected."""
    output_root = loaded.output_root
    manifest = _load_manifest(loaded, output_root)
    produced = {f.path for f in rendered}
    disk = read_disk(output_root, produced)
    stale_paths = [
        p
        for p, rec in manifest.files.items()
        if p not in produced and (owners is None or (rec.table or "") in owners)
    ]
    return make_plan(
        rendered,
        disk,
        manifest,
        fingerprints=fingerprints,
        stale_disk=read_disk(output_root, stale_paths),
        force=force,
    )


def _load_manifest(loaded: LoadedConfig, output_root: Path) -> Manifest:
    with located(loaded):
        return load_manifest(output_root)


def apply(loaded: LoadedConfig, the_plan: Plan) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Write a plan to the output root. Returns (written, deleted)."""
    from dbjavagenix.output.apply import apply_plan

    output_root = loaded.output_root
    with located(loaded):
        manifest = load_manifest(output_root)
        result = apply_plan(the_plan, output_root, manifest)
    return result.written, result.deleted


def build(
    loaded: LoadedConfig,
    *,
    force: bool = False,
    dry_run: bool = False,
    incremental: bool = True,
    catalogs: Mapping[str, Catalog] | None = None,
    progress: Progress | None = None,
) -> BuildResult:
    """Plan, then (unless ``dry_run``) apply everything but conflicts."""
    timings = Timings()
    the_plan, _ = plan(
        loaded, catalogs=catalogs, force=force, incremental=incremental, progress=progress, timings=timings
    )
    written: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    if not dry_run:
        with timings.stage("write"):
            written, deleted = apply(loaded, the_plan)
    return BuildResult(
        loaded, the_plan, loaded.output_root, written, deleted, not dry_run, dict(timings.stages)
    )


def file_context(
    loaded: LoadedConfig, table: str, layer: str | None = None, catalogs: Mapping[str, Catalog] | None = None
) -> FileContext:
    """The context a template of ``layer`` (default: the first layer) receives for ``table``."""
    catalogs = catalogs if catalogs is not None else read_catalogs(loaded)
    prepared = prepare_project(loaded, catalogs)
    if table not in prepared.tables:
        import difflib

        close = difflib.get_close_matches(table, list(prepared.tables), n=1, cutoff=0.5)
        raise InputError(
            f"table {table!r} is not generated by this config",
            hint=f"did you mean `{close[0]}`?" if close else "genix plan lists the generated tables",
        )
    project = resolve_project(prepared, [table])
    specs = [f for f in project.files if f.table == table]
    if layer is not None:
        chosen = [f for f in specs if f.layer == layer]
        if not chosen:
            layers = sorted({f.layer for f in specs})
            raise InputError(
                f"table {table!r} has no enabled layer {layer!r}", hint="layers: " + ", ".join(layers)
            )
        return chosen[0].context
    if not specs:
        raise InputError(f"table {table!r} has no enabled layer")
    return specs[0].context


PROJECT_KEY = PROJECT_FILES
