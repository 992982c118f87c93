"""The one planning tail of build, preview and ``genix watch``: rendered files and the state on
disk (the manifest, repaired after an interrupted build; the files, their merge bases and the
conflict files beside them) become a :class:`~dbjavagenix.output.plan.Plan`. Reads, never
writes."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from pathlib import Path

from dbjavagenix.config.load import LoadedConfig, located
from dbjavagenix.config.values import ConflictStyle
from dbjavagenix.output import journal, store, trust
from dbjavagenix.output.apply import planned_paths
from dbjavagenix.output.disk import read_disk
from dbjavagenix.output.ignore import Ignore, load_ignore
from dbjavagenix.output.lock import damaged_note as damaged_lock
from dbjavagenix.output.manifest import load_manifest, record_sources
from dbjavagenix.output.plan import Plan, PlanEntry, make_plan, with_unproven_warnings
from dbjavagenix.output.preflight import check_paths, check_state_dir, skip_in_the_way
from dbjavagenix.output.statemodel import SIDE_SUFFIX, Manifest, digest
from dbjavagenix.render.engine import RenderedFile


def conflict_style(loaded: LoadedConfig) -> ConflictStyle:
    return loaded.config.project.conflicts


def read_state(output_root: Path) -> Manifest:
    """The manifest, repaired in memory when a build was interrupted (see
    :mod:`dbjavagenix.output.journal`)."""
    check_state_dir(output_root)
    manifest = load_manifest(output_root)
    repaired = journal.recover(output_root, manifest)
    manifest = repaired if repaired is not None else manifest
    lock_note = damaged_lock(output_root)
    return manifest if lock_note is None else replace(manifest, notes=(*manifest.notes, lock_note))


def plan_files(
    loaded: LoadedConfig,
    rendered: Collection[RenderedFile],
    *,
    fingerprints: Mapping[str, str],
    owners: Collection[str] | None = None,
    force: bool = False,
    primary_keys: Mapping[str, tuple[str, ...] | None] | None = None,
    manifest: Manifest | None = None,
    ignore: Ignore | None = None,
    kept: Collection[PlanEntry] = (),
    skipped_tables: frozenset[str] = frozenset(),
) -> Plan:
    """Plan exactly the ``rendered`` files (and ``kept``: the ready entries of files a build
    takes over without rendering, ``skipped_tables`` those of whole tables) and leave every
    other file alone: the one planning tail of build, preview and ``genix watch``.

    ``owners``: the tables (``""`` = project files) whose complete file set the plan holds:
    their manifest files that were not rendered again are planned for deletion; None means every
    table. ``fingerprints`` must cover every table (the manifest keeps only the tables listed).
    ``manifest``, ``ignore``: as the caller read them (else read here)."""
    output_root = loaded.output_root
    with located(loaded):
        manifest = read_state(output_root) if manifest is None else manifest
        ignore = load_ignore(output_root) if ignore is None else ignore
    produced = {f.path for f in rendered} | {e.path for e in kept}
    disk = read_disk(output_root, [f.path for f in rendered])
    stale_paths = [
        p
        for p, rec in manifest.files.items()
        if p not in produced and (owners is None or (rec.table or "") in owners)
    ]
    result = make_plan(
        rendered,
        disk,
        manifest,
        sides_disk=_sides(output_root, manifest, disk),
        fingerprints=fingerprints,
        kept=kept,
        stale_disk=read_disk(output_root, stale_paths),
        force=force,
        skipped_tables=skipped_tables,
        bases=_bases(output_root, manifest, disk),
        ignore=ignore,
        style=conflict_style(loaded),
        primary_keys=primary_keys,
        notes=manifest.notes,
        proven=trust.Ledger(output_root).proves,
        protected=trust.protector(output_root, loaded.path),
    )
    del disk
    result = _settled(output_root, manifest, result)
    with located(loaded):
        check_paths(output_root, planned_paths(result))
    return result


def _settled(output_root: Path, manifest: Manifest, the_plan: Plan) -> Plan:
    """The plan with the files something on disk is in the way of skipped, and a warning for
    the stale files kept because nothing proves genix wrote them (located at their records)."""
    the_plan = skip_in_the_way(output_root, the_plan)
    return with_unproven_warnings(
        the_plan, lambda owners: record_sources(output_root, owners, manifest.legacy)
    )


def _bases(output_root: Path, manifest: Manifest, disk: Mapping[str, bytes | None]) -> dict[str, bytes]:
    """Merge bases of the files edited since genix wrote them, and the renders of the
    conflicts recorded beside them (found as :mod:`dbjavagenix.output.store` says)."""
    wanted: dict[str, str] = {}
    for path, data in disk.items():
        rec = manifest.files.get(path)
        side = manifest.sides.get(path)
        if data is None or (rec is None and side is None):
            continue
        if rec is not None and digest(data) == rec.base_sha:
            continue  # not edited: no merge
        for sha in (rec.base_sha if rec is not None else "", side.render if side is not None else ""):
            if sha:
                wanted.setdefault(sha, path)
    return store.find(output_root, wanted) if wanted else {}


def _sides(
    output_root: Path, manifest: Manifest, disk: Mapping[str, bytes | None]
) -> dict[str, bytes | None]:
    """Current bytes of the conflict files the manifest records for ``disk``'s files."""
    paths = [p for p in disk if p in manifest.sides]
    found = read_disk(output_root, [p + SIDE_SUFFIX for p in paths])
    return {p: found[p + SIDE_SUFFIX] for p in paths}


__all__ = ["conflict_style", "plan_files", "read_state"]
