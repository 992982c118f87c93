"""What genix's state records once a plan is carried out: each file's record (its bytes, its
render, the templates it came from), the conflict files beside, and each table's record."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import replace

from dbjavagenix import __version__
from dbjavagenix.output import statemodel
from dbjavagenix.output.plan import Plan, PlanEntry
from dbjavagenix.output.statemodel import FileRecord, Manifest, SideRecord, TableRecord, digest


class Digests:
    """SHA-256 of each byte string once (a create's render is also its base and its record)."""

    def __init__(self) -> None:
        self._memo: dict[int, tuple[bytes, str]] = {}

    def __call__(self, data: bytes) -> str:
        hit = self._memo.get(id(data))
        if hit is not None and hit[0] is data:
            return hit[1]
        sha = digest(data)
        self._memo[id(data)] = (data, sha)
        return sha


def _record(e: PlanEntry, data: bytes, sha: Callable[[bytes], str]) -> FileRecord:
    assert e.new is not None
    return FileRecord(
        sha(data), e.template, e.layer, e.table, e.policy, sha(e.new), tuple(sorted(e.uses)), e.templates
    )


def _records(
    plan: Plan, manifest: Manifest, sha: Callable[[bytes], str], moved: Collection[str] = frozenset()
) -> tuple[dict[str, FileRecord], dict[str, SideRecord], dict[str, str]]:
    """Files, conflict side files and side owners the manifest records after ``plan`` is
    carried out. Files the plan does not mention (a partial plan, as ``genix watch`` makes)
    keep their records."""
    planned = {e.path for e in plan.entries}
    files: dict[str, FileRecord] = {p: r for p, r in manifest.files.items() if p not in planned}
    sides: dict[str, SideRecord] = {}
    owners: dict[str, str] = {}
    for e in plan.entries:
        rec = manifest.files.get(e.path)
        if e.path in moved:
            if rec is not None:
                files[e.path] = rec
            if e.path in manifest.sides:
                sides[e.path] = manifest.sides[e.path]
            continue
        if e.write is not None:  # create, update, merge, conflict markers in place
            files[e.path] = _record(e, e.write, sha)
        elif e.verb == "unchanged" and e.new is not None and e.old is not None:
            if rec is not None and rec.sha256 == sha(e.old) and rec.base_sha == sha(e.new):
                files[e.path] = replace(rec, uses=tuple(sorted(e.uses)), templates=e.templates)
            else:  # first record, or your edits recorded (adopted)
                files[e.path] = _record(e, e.old, sha)
        elif e.verb in ("delete", "keep"):
            continue
        elif rec is not None:  # skip, conflict left beside, unchanged of an intact table
            files[e.path] = rec
        if e.side is not None:
            old_sha = sha(e.old) if e.old is not None else ""
            sides[e.path] = SideRecord(sha(e.side), sha(e.new) if e.new is not None else "", old_sha)
            if e.path not in files:
                owners[e.path] = e.table or statemodel.PROJECT
    return files, sides, owners


def _tables(plan: Plan, files: Mapping[str, FileRecord], moved: Collection[str]) -> dict[str, TableRecord]:
    by_table: dict[str, list[str]] = {}
    for path, rec in files.items():
        by_table.setdefault(rec.table or statemodel.PROJECT, []).append(path)
    unsettled = {
        e.table or statemodel.PROJECT
        for e in plan.entries
        if e.verb == "conflict" or e.status == "conflict" or e.path in moved
    }
    return {
        t: TableRecord(
            "" if t in unsettled else fp,
            tuple(sorted(by_table.get(t, []))),
            plan.primary_keys.get(t) if t else None,
        )
        for t, fp in plan.fingerprints.items()
    }


def next_manifest(
    plan: Plan, manifest: Manifest, sha: Callable[[bytes], str], moved: Collection[str] = frozenset()
) -> Manifest:
    files, sides, owners = _records(plan, manifest, sha, moved)
    return Manifest(files, _tables(plan, files, moved), __version__, sides, owners)


__all__ = ["Digests", "next_manifest"]
