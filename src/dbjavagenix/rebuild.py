"""Incremental rebuilds for ``genix watch``: keep the last good project in memory and, after a
change, re-run only the part of the pipeline the change affects.

What a change affects:

* a template file: the files whose last render loaded that template (its own, extends, includes
  and imports: :attr:`RenderedFile.uses`); nothing is re-resolved;
* ``genix.toml``: the config is read again; tables whose input fingerprint (templates are not
  part of it) changed are re-resolved and re-rendered, all of their files; a setting templates
  see (layers, naming, Boot version ...) changes every fingerprint, so everything is; one they
  cannot see (a timeout, a password) changes none, so nothing is rendered;
* a catalog snapshot file, a DDL file (or a migration added to a DDL folder), a changed
  connection setting or a schema poll that found a difference: that connection's catalog is
  read again, then as for the config (only the tables whose catalog changed are re-rendered).

Every stage is the pipeline's (:mod:`dbjavagenix.pipeline`). A rebuild either completes (plan
and apply) or changes nothing: on any :class:`GenixError` the output stays as it was and the
pending changes are kept, so the next save retries them together.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from dbjavagenix import pipeline
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import Config
from dbjavagenix.errors import Diagnostic, GenixError, filesystem_error, format_key_path, internal_error
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.output.plan import Plan
from dbjavagenix.output.report import Report, make_report
from dbjavagenix.render.engine import Renderer
from dbjavagenix.resolve.stage.project import FileSpec, Prepared

Scope = Literal["full", "partial"]


@dataclass
class Pending:
    """Changes seen since the last successful rebuild."""

    full: bool = False
    """Everything (the first build)."""
    config: bool = False
    templates: set[str] = field(default_factory=set)
    """Template names (relative to a template folder, ``/``-separated) whose file changed."""
    connections: set[str] = field(default_factory=set)
    """Connections whose catalog must be read again (their snapshot or DDL files changed)."""
    polled: dict[str, Catalog] = field(default_factory=dict)
    """Catalogs a schema poll read that differ from the ones in use."""

    def __bool__(self) -> bool:
        return bool(self.full or self.config or self.templates or self.connections or self.polled)


@dataclass(frozen=True)
class Rebuild:
    """The outcome of one rebuild (successful or not)."""

    changed: tuple[str, ...]
    """What triggered it, for people: ``genix.toml [tables.sys_user]``, ``entity.java.jinja`` ..."""
    scope: Scope
    rendered: int = 0
    """Files rendered."""
    plan: Plan | None = None
    written: tuple[str, ...] = ()
    deleted: tuple[str, ...] = ()
    error: GenixError | None = None
    """Why nothing was written (the output stays as it was)."""
    seconds: float = 0.0
    timings: Mapping[str, float] = field(default_factory=dict)
    config: LoadedConfig | None = None
    """The newest config that loaded."""
    moved: tuple[str, ...] = ()
    """Files left alone because they changed on disk while the rebuild ran (not written)."""
    warnings: tuple[Diagnostic, ...] = ()
    """Located warnings of the project and of this rebuild's renders (:func:`pipeline.run_warnings`),
    as every build reports them."""

    def report(self) -> Report | None:
        """The build report of this rebuild (the one ``genix build --json`` prints); None when
        it failed before planning."""
        if self.plan is None:
            return None
        return make_report(
            self.plan,
            str(self.config.output_root) if self.config is not None else "",
            kind="build",
            written=self.written,
            deleted=self.deleted,
            moved=self.moved,
            warnings=self.warnings,
        )

    def counts(self) -> dict[str, int]:
        """Files per verb as carried out (the report's: files left alone count as ``moved``)."""
        report = self.report()
        return dict(report.counts) if report is not None else {}

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class _State:
    """The last good project: everything a rebuild reuses."""

    loaded: LoadedConfig
    catalogs: Mapping[str, Catalog]
    prepared: Prepared
    renderer: Renderer
    fingerprints: Mapping[str, str]
    """Input fingerprint of every table (as the manifest records them)."""
    specs: Mapping[str, FileSpec]
    """Every file of the project, by output path."""
    uses: Mapping[str, frozenset[str]]
    """Templates each file's last render loaded, by output path."""


class Rebuilder:
    """Holds the last good project of one config file and rebuilds what changes affect."""

    def __init__(self, config_path: Path) -> None:
        self.config_path = config_path
        self.pending = Pending(full=True)
        self.latest: LoadedConfig | None = None
        """The newest config that loaded and validated (even if its rebuild failed)."""
        self._state: _State | None = None
        self._changed: tuple[str, ...] = ()

    # -- what to watch ---------------------------------------------------------------------

    def template_dirs(self) -> tuple[Path, ...]:
        """The user's template folders of the newest valid config (existing or not)."""
        if self.latest is None:
            return ()
        root = self.latest.root
        return tuple(_real(root / d) for d in self.latest.config.project.templates)

    def snapshot_files(self) -> dict[Path, set[str]]:
        """Catalog snapshot files of the newest valid config → the connections reading them."""
        out: dict[Path, set[str]] = {}
        if self.latest is None:
            return out
        for name, conn in self.latest.config.connections.items():
            if conn.snapshot is not None:
                out.setdefault(_real(self.latest.root / conn.snapshot), set()).add(name)
            for path in ddl_watch_paths(self.latest.root, conn.ddl or []):
                out.setdefault(path, set()).add(name)
        return out

    def output_root(self) -> Path | None:
        return self.latest.output_root if self.latest is not None else None

    def generated_paths(self) -> frozenset[str]:
        """Output paths of the last good project (relative to the output root)."""
        return frozenset(self._state.specs) if self._state is not None else frozenset()

    def known_templates(self) -> frozenset[str]:
        """Every template name some file's last render loaded."""
        if self._state is None:
            return frozenset()
        return frozenset().union(*self._state.uses.values())

    # -- rebuilding --------------------------------------------------------------------------

    def has_state(self) -> bool:
        """Whether a build has succeeded (there is a project to rebuild incrementally)."""
        return self._state is not None

    def describe_pending(self) -> tuple[str, ...]:
        """What the pending changes are, for people."""
        latest = self.latest.config if self.latest is not None else None
        return _describe(self.pending, None, latest, self.known_templates() if self._state else None)

    def affects_anything(self) -> bool:
        """Whether the pending changes can change any output (an unused template cannot)."""
        p = self.pending
        if p.full or p.config or p.connections or p.polled or self._state is None:
            return bool(p)
        return bool(p.templates & self.known_templates())

    def rebuild(self) -> Rebuild:
        """Apply the pending changes. On error nothing is written and they stay pending."""
        t0 = time.perf_counter()
        timings = pipeline.Timings()
        pending = self.pending
        self._changed = self.describe_pending()
        try:
            try:
                result = self._run(pending, timings)
            except OSError as e:  # one not caught where it happened: still a located message
                raise filesystem_error(e, "rebuild") from None
            except GenixError:
                raise
            except Exception as e:
                from dbjavagenix.secrets import Secrets

                raise internal_error(
                    e,
                    Secrets.for_run(self.latest).scrub,
                    "please report it to the genix developers with what you changed; watching goes on",
                ) from e
        except GenixError as e:
            return Rebuild(
                self._changed,
                "full" if self._state is None else "partial",
                error=e,
                seconds=time.perf_counter() - t0,
                timings=dict(timings.stages),
                config=self.latest,
            )
        self.pending = Pending()
        return Rebuild(
            result.changed,
            result.scope,
            result.rendered,
            result.plan,
            result.written,
            result.deleted,
            seconds=time.perf_counter() - t0,
            timings=dict(timings.stages),
            config=self.latest,
            moved=result.moved,
            warnings=result.warnings,
        )

    def _run(self, p: Pending, t: pipeline.Timings) -> Rebuild:
        old = self._state
        with t.stage("load"):
            loaded = pipeline.load_config(self.config_path) if (p.config or old is None) else old.loaded
        self.latest = loaded
        self._changed = changed = _describe(
            p, old.loaded.config if old else None, loaded.config, self.known_templates() if old else None
        )

        catalogs = self._catalogs(loaded, p, t)
        same_catalogs = old is not None and dict(old.catalogs) == catalogs
        with t.stage("resolve"):
            if old is not None and not p.config and same_catalogs:
                prepared = old.prepared
            else:
                prepared = pipeline.prepare_project(loaded, catalogs)
            pipeline.refuse_existing(prepared)  # a table the team maps: nothing written
            renderer = pipeline.renderer_for(prepared)
            # another renderer (category or folders changed) may hold templates edited since
            renderer.forget(p.templates if old is None or renderer is old.renderer else None)
            fps = (
                old.fingerprints
                if old is not None and prepared is old.prepared
                else pipeline.input_fingerprints(prepared)
            )
            owners: set[str] | None = None  # tables re-rendered whole; None: all of them
            if old is not None and renderer is old.renderer:
                # what the config/schema change touched: the tables whose inputs differ, and
                # the tables that are gone (their files go)
                owners = {n for n, fp in fps.items() if old.fingerprints.get(n) != fp}
                owners |= set(old.fingerprints) - set(fps)
                if set(fps) <= owners:
                    owners = None  # every table: a full rebuild
            full = old is None or owners is None
            if owners is None:
                specs = list(pipeline.resolve_project(prepared).files)
            else:
                assert old is not None
                by_template = [
                    path
                    for path, uses in old.uses.items()
                    if uses & p.templates and (old.specs[path].table or "") not in owners
                ]
                specs = list(pipeline.resolve_project(prepared, owners).files) if owners else []
                specs += [old.specs[path] for path in by_template]
        with t.stage("render"):
            rendered = pipeline.render(prepared, specs)
        with t.stage("plan"):
            the_plan = pipeline.plan_files(
                loaded,
                rendered,
                fingerprints=fps,
                owners=owners,
                primary_keys=pipeline.primary_keys(prepared),
            )
        written: tuple[str, ...] = ()
        deleted: tuple[str, ...] = ()
        moved: tuple[str, ...] = ()
        if the_plan.entries or old is None or fps != old.fingerprints:
            with t.stage("write"):
                # the sources the prepare stage just read (a kept project's may be stale)
                fresh = old is None or prepared is not old.prepared
                # a partial plan: the other tables' files are genix's (of the last good
                # project), not the team's classes its files could clash with
                kept = (
                    [path for path, s in old.specs.items() if (s.table or "") not in owners]
                    if old is not None and owners is not None
                    else ()
                )
                applied = pipeline.write_plan(
                    loaded, the_plan, sources_index=prepared.sources if fresh else None, genix_own=kept
                )
                written, deleted, moved = applied.written, applied.deleted, applied.moved

        if full or old is None:
            all_specs = {s.path: s for s in specs}
            uses = {f.path: f.uses for f in rendered}
        else:
            all_specs = {
                path: s for path, s in old.specs.items() if owners is None or (s.table or "") not in owners
            }
            uses = {path: u for path, u in old.uses.items() if path in all_specs}
            all_specs.update((s.path, s) for s in specs)
            uses.update((f.path, f.uses) for f in rendered)
        self._state = _State(loaded, catalogs, prepared, renderer, fps, all_specs, uses)
        scope: Scope = "full" if full else "partial"
        warnings = pipeline.run_warnings(prepared, the_plan)
        return Rebuild(
            changed, scope, len(rendered), the_plan, written, deleted, moved=moved, warnings=warnings
        )

    def _catalogs(self, loaded: LoadedConfig, p: Pending, t: pipeline.Timings) -> dict[str, Catalog]:
        """The catalogs the config uses: kept from the last build unless their connection
        setting changed, their snapshot changed, or a poll read a different one."""
        old = self._state
        out: dict[str, Catalog] = {}
        reread: list[str] = []
        for name in pipeline.used_connections(loaded):
            if name in p.polled:
                out[name] = p.polled[name]
            elif (
                old is not None
                and name in old.catalogs
                and name not in p.connections
                and old.loaded.config.connections.get(name) == loaded.config.connections.get(name)
            ):
                out[name] = old.catalogs[name]
            else:
                reread.append(name)
        if reread:
            with t.stage("introspect"):
                out.update(pipeline.read_catalogs(loaded, reread, create=True))
        return out

    # -- schema polling ----------------------------------------------------------------------

    def poll_schema(self) -> list[str]:
        """Read the live databases of the current project again; the ones whose schema
        differs from the catalog in use become pending. Returns their names. Raises the
        :class:`GenixError` of a database that cannot be read."""
        state = self._state
        loaded = self.latest
        if state is None or loaded is None:
            return []
        live = [
            n
            for n in pipeline.used_connections(loaded)
            if n in loaded.config.connections and loaded.config.connections[n].url is not None
        ]
        if not live:
            return []
        fresh = pipeline.read_catalogs(loaded, live)
        differ = [n for n, c in fresh.items() if state.catalogs.get(n) != c]
        for n in differ:
            self.pending.polled[n] = fresh[n]
        return differ


def _describe(
    p: Pending, old: Config | None, new: Config | None, known: frozenset[str] | None = None
) -> tuple[str, ...]:
    out: list[str] = []
    if p.full:
        out.append("first build")
    if p.config:
        if old is not None and new is not None:
            sections = _changed_sections(old, new)
            out.append(
                "genix.toml "
                + ", ".join(sections[:3])
                + (f" +{len(sections) - 3} more" if len(sections) > 3 else "")
                if sections
                else "genix.toml (no setting changed)"
            )
        else:
            out.append("genix.toml")
    # the templates some file uses (editors' temporary files are noise)
    out.extend(sorted(p.templates if known is None else p.templates & known))
    conns = new.connections if new is not None else {}
    out.extend(
        f"{'DDL' if n in conns and conns[n].ddl is not None else 'snapshot'} of {n}"
        for n in sorted(p.connections)
    )
    out.extend(f"schema of {n}" for n in sorted(p.polled))
    return tuple(out)


def _changed_sections(old: Config, new: Config) -> list[str]:
    """``[project]``, ``[tables.sys_user]`` ...: the config sections whose values differ."""
    out: list[str] = []
    for name in type(new).model_fields:
        a, b = getattr(old, name), getattr(new, name)
        if name == "tables":
            oo, no = old.tables.overrides, new.tables.overrides
            if {k: v for k, v in a if k not in oo} != {k: v for k, v in b if k not in no}:
                out.append("[tables]")
            out += [f"[{format_key_path(('tables', k))}]" for k in _diff_keys(oo, no)]
        elif name in ("connections", "groups", "layers"):
            out += [f"[{format_key_path((name, k))}]" for k in _diff_keys(a, b)]
        elif a != b:
            out.append(f"[{name}]")
    return out


def _diff_keys(a: Mapping[str, object], b: Mapping[str, object]) -> Iterable[str]:
    return sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))


def ddl_watch_paths(root: Path, entries: list[str]) -> list[Path]:
    """What to watch for a ``ddl`` list: each file, and each folder (a folder entry, the folders
    below it, a glob's folder) whose new ``.sql`` files are read too (a migration added)."""
    import glob

    out: list[Path] = []
    for entry in entries:
        path = _real(root / entry) if not Path(entry).is_absolute() else Path(entry)
        if glob.has_magic(str(path)):
            base = Path(str(path).split("*")[0].split("?")[0].split("[")[0])
            base = base if base.is_dir() else base.parent
            out.append(base)
            out.extend(_real(p) for p in glob.glob(str(path), recursive=True))
        elif path.is_dir():
            out.append(path)
            out.extend(_real(p) for p in path.rglob("*") if p.is_dir() or p.suffix.lower() == ".sql")
        else:
            out.append(path)
    return out


def _real(path: Path | str) -> Path:
    """The real path of a path the user wrote; a link that loops stays as it is (reading it
    reports it) instead of raising as ``Path.resolve`` does."""
    return Path(os.path.realpath(path))
