"""What genix wrote, so edits by hand are recognised: the manifest, kept as text in ``.genix/``.

For every file genix wrote: the SHA-256 of the bytes it left on disk, the SHA-256 of its last
render (the *base* of the next three-way merge, see :mod:`dbjavagenix.output.store`; it differs
from the disk hash after a merge or a recorded edit), its template, layer, table and policy,
and the templates its render loaded with a digest of their sources (a template edit re-renders
exactly the files that use it). For every table: the fingerprint of its inputs, its files and
its primary key columns. ``sides``: conflict files (``X.genix-conflict``) genix wrote, so it can
remove them once the conflict is gone.

On disk (:mod:`dbjavagenix.output.statefile`): ``.genix/project.jsonl`` and one
``.genix/tables/<table>.jsonl`` per table, committed with the code and merged by git; a build
rewrites only the files of the tables it changed. Sizes and mtimes (the stat-only fast path
for "unchanged") are machine-local: :mod:`dbjavagenix.output.statcache`.

A ``.genix/manifest.json`` of genix before this format (with ``base.sqlite``) is read as
well and converted on the next build that writes.
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from dbjavagenix import __version__
from dbjavagenix.errors import Diagnostic, Location, filesystem_error
from dbjavagenix.output import statcache, statefile, trust
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.statefile import FileLine
from dbjavagenix.output.statemodel import (
    PROJECT,
    SIDE_SUFFIX,
    FileRecord,
    Manifest,
    SideRecord,
    TableRecord,
    digest,
)


def state_dir(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR


def manifest_path(output_root: Path) -> Path:
    """The project state file (its presence means: genix built here)."""
    return output_root / MANIFEST_DIR / statefile.PROJECT_FILE


def legacy_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / statefile.LEGACY_FILE


def state_file(table: str) -> str:
    """Path of a table's state file, relative to ``.genix/``."""
    if table == PROJECT:
        return statefile.PROJECT_FILE
    return f"{statefile.TABLES_DIR}/{statefile.table_file_name(table)}"


def state_texts(manifest: Manifest) -> dict[str, str]:
    """Every state file (relative to ``.genix/``) and its text."""
    return {state_file(t): statefile.render(s) for t, s in manifest.sections().items()}


def state_changes(
    new: Manifest, previous: Manifest | None, touched: Collection[str] | None = None
) -> dict[str, str | None]:
    """The state files that saving ``new`` over ``previous`` writes (text) or removes (None):
    only the tables whose records differ. ``touched``: the tables whose files may have changed
    (a plan's); every other table is then compared by its table record alone, so a change to
    one table costs one table, not the project."""
    if previous is None or previous.legacy or touched is None:
        new_s = new.sections()
        old_s = previous.sections() if previous is not None and not previous.legacy else {}
        changes: dict[str, str | None] = {
            state_file(t): statefile.render(s) for t, s in new_s.items() if old_s.get(t) != s
        }
        gone = (set(previous.sections()) if previous is not None else set()) - set(new_s)
        changes.update({state_file(t): None for t in gone})
        return _rewrite(new, previous, changes)
    tables = set(touched) | {PROJECT}
    tables |= {t for t, r in new.tables.items() if previous.tables.get(t) != r}
    tables |= set(previous.tables) - set(new.tables)
    tables |= {owner_of(new, p) for p in new.sides.keys() ^ previous.sides.keys()}
    tables |= {owner_of(previous, p) for p in previous.sides.keys() - new.sides.keys()}
    new_s, old_s = new.sections(tables), previous.sections(tables)
    changes = {state_file(t): statefile.render(s) for t, s in new_s.items() if old_s.get(t) != s}
    changes.update({state_file(t): None for t in set(old_s) - set(new_s)})
    return _rewrite(new, previous, changes)


def _rewrite(
    new: Manifest, previous: Manifest | None, changes: dict[str, str | None]
) -> dict[str, str | None]:
    """``changes`` plus the state files ``previous`` found damaged or holding records never
    acted on (:attr:`Manifest.rewrite`): written from ``new``'s records, or removed."""
    if previous is None or not previous.rewrite:
        return changes
    names = {
        state_file(t): t for t in {*new.tables, *(r.table or PROJECT for r in new.files.values()), PROJECT}
    }
    wanted = [names[rel] for rel in previous.rewrite if rel in names]
    sections = new.sections(wanted) if wanted else {}
    for rel in previous.rewrite:
        if rel in changes:
            continue
        table = names.get(rel)
        changes[rel] = statefile.render(sections[table]) if table is not None and table in sections else None
    return changes


def owner_of(m: Manifest, side: str) -> str:
    """The table (``""``: project) whose state records the conflict beside file ``side``."""
    rec = m.files.get(side)
    return (rec.table or PROJECT) if rec is not None else m.side_owners.get(side, PROJECT)


# -- reading -----------------------------------------------------------------------------------

_cache: dict[Path, tuple[tuple[object, ...], Manifest]] = {}


def _signature(sdir: Path) -> tuple[object, ...] | None:
    """Stats of every state file (what a foreign write changes)."""
    out: list[object] = []
    try:
        st = os.stat(sdir / statefile.PROJECT_FILE)
        out.append((st.st_ino, st.st_size, st.st_mtime_ns))
        with os.scandir(sdir / statefile.TABLES_DIR) as it:
            for e in it:
                s = e.stat(follow_symlinks=False)
                out.append((e.name, s.st_ino, s.st_size, s.st_mtime_ns))
    except OSError:
        return None
    return tuple(sorted(out, key=str))


def remember(output_root: Path, manifest: Manifest, *, checked: bool = False) -> None:
    """Keep ``manifest`` (just saved) as the parsed form of the state files now on disk.
    ``checked``: its records are safe already (those of a :func:`verified` manifest and paths a
    plan checked), so the next read does not check them again."""
    sdir = state_dir(output_root)
    sig = _signature(sdir)
    if sig is not None:
        kept = replace(manifest, notes=(), legacy=False, stats={})
        _cache[sdir] = (sig, kept)
        if checked:
            _checked[output_root] = (kept, kept)
        if _on_disk.get(sdir) != sig:  # a no-op build leaves the file as it is
            if _deferring:
                _deferred[sdir] = (output_root, sig, kept)
            else:
                _save_parsed(output_root, sig, kept)
                _on_disk[sdir] = sig


_deferred: dict[Path, tuple[Path, tuple[object, ...], Manifest]] = {}
"""Parsed state not yet saved, by state folder, while a long-lived process defers the saves."""
_deferring: list[bool] = []
"""Non-empty inside :func:`deferred_parsed_saves` (else each :func:`remember` saves at once)."""


@contextmanager
def deferred_parsed_saves() -> Iterator[None]:
    """Inside: keep the parsed state in memory and save it on :func:`flush_parsed` and at the
    end (``genix watch``: the save, proportional to the whole project, leaves a one-table
    rebuild and is made on the next idle tick). A process killed inside leaves an older parsed
    file, whose stats no longer match the state files: the next process reads those instead."""
    _deferring.append(True)
    try:
        yield
    finally:
        _deferring.pop()
        flush_parsed()


def flush_parsed() -> None:
    """Save the parsed state :func:`remember` kept while saves are deferred."""
    if not _deferred:
        return
    pending = list(_deferred.items())
    _deferred.clear()
    for sdir, (output_root, sig, kept) in pending:
        if _on_disk.get(sdir) != sig:
            _save_parsed(output_root, sig, kept)
            _on_disk[sdir] = sig


PARSED_FILE = "state.parsed"
"""Machine-local (``.genix/local/``, git-ignored): the state files as parsed, with the stats of
the files they were parsed from. A new process whose state files have exactly those stats
(inode, size, mtime) takes the records from it instead of reading and parsing one file per
table. Data only (``marshal`` of strings and tuples, no objects): anything unexpected in it
is ignored and the state files are read."""
_PARSED_FORMAT = 1
_on_disk: dict[Path, tuple[object, ...]] = {}
"""The stats the parsed file of each state folder holds (as this process read or wrote it)."""


def _save_parsed(output_root: Path, sig: tuple[object, ...], m: Manifest) -> None:
    folder = statcache.local_dir(output_root)
    if not folder.parent.is_dir():
        return
    # in the order reading the state files gives (project file first, then the tables' files by
    # name, each by path), spelt as they spell it (a base equal to the hash is no base)
    order = {t: (t != PROJECT, state_file(t)) for t in m.tables}

    def rank(table: str | None) -> tuple[bool, str]:
        t = table or PROJECT
        return order.get(t) or (t != PROJECT, state_file(t))

    data: Any = (
        _PARSED_FORMAT,
        __version__,
        sig,
        m.genix_version,
        tuple(
            (p, r.sha256, r.template, r.layer, r.table, r.policy, "" if r.base == r.sha256 else r.base)
            + (r.uses, r.templates)
            for p, r in sorted(m.files.items(), key=lambda kv: (rank(kv[1].table), kv[0]))
        ),
        tuple(
            (t, r.fingerprint, r.files, r.primary_key)
            for t, r in sorted(m.tables.items(), key=lambda kv: rank(kv[0]))
        ),
        tuple(
            (p, r.side, r.render, r.file)
            for p, r in sorted(m.sides.items(), key=lambda kv: (rank(owner_of(m, kv[0])), kv[0]))
        ),
        tuple(sorted(m.side_owners.items(), key=lambda kv: (rank(kv[1]), kv[0]))),
    )
    target = folder / PARSED_FILE
    tmp = target.with_name(target.name + ".tmp")
    try:
        folder.mkdir(exist_ok=True)
        tmp.write_bytes(marshal.dumps(data))
        os.replace(tmp, target)
    except (OSError, ValueError):
        tmp.unlink(missing_ok=True)


def _load_parsed(output_root: Path, sig: tuple[object, ...]) -> Manifest | None:
    try:
        data = (statcache.local_dir(output_root) / PARSED_FILE).read_bytes()
    except OSError:
        return None
    try:
        fmt, version, stamp, genix_version, files, tables, sides, owners = marshal.loads(data)
        if fmt != _PARSED_FORMAT or version != __version__ or stamp != sig:
            return None
        return Manifest(
            {f[0]: FileRecord(*f[1:]) for f in files},
            {t[0]: TableRecord(t[1], t[2], t[3]) for t in tables},
            str(genix_version),
            {x[0]: SideRecord(x[1], x[2], x[3]) for x in sides},
            dict(owners),
        )
    except (ValueError, TypeError, EOFError, IndexError):
        return None


def load_manifest(output_root: Path) -> Manifest:
    """The manifest of ``output_root``; an empty one when there is none yet."""
    sdir = state_dir(output_root)
    project = sdir / statefile.PROJECT_FILE
    sig = _signature(sdir)
    cached = _cache.get(sdir)
    if sig is not None and cached is not None and cached[0] == sig:
        return _with_stats(output_root, cached[1])
    try:
        project.stat()
    except (FileNotFoundError, NotADirectoryError):
        if not (sdir / statefile.TABLES_DIR).is_dir():
            from dbjavagenix.output.legacy import load_legacy

            legacy = load_legacy(output_root)
            if legacy is None:
                return Manifest()
            return replace(
                verified(output_root, legacy), stats={**legacy.stats, **statcache.load(output_root)}
            )
    except OSError as e:
        raise filesystem_error(e, "read genix's state") from None
    parsed = _load_parsed(output_root, sig) if sig is not None else None
    if sig is not None and parsed is not None:
        _cache[sdir] = (sig, parsed)
        _on_disk[sdir] = sig
        return _with_stats(output_root, parsed)
    manifest = _read_state(output_root, sdir)  # (the parsed form is saved by the next write only)
    if sig is not None and not manifest.notes:
        _cache[sdir] = (sig, manifest)
    return _with_stats(output_root, manifest)


def _read_state(output_root: Path, sdir: Path) -> Manifest:
    files: dict[str, FileRecord] = {}
    tables: dict[str, TableRecord] = {}
    sides: dict[str, SideRecord] = {}
    owners: dict[str, str] = {}
    notes: list[Diagnostic] = []
    rewrite: set[str] = set()
    version = "?"
    names = [statefile.PROJECT_FILE]
    try:
        names += sorted(
            f"{statefile.TABLES_DIR}/{n}"
            for n in os.listdir(sdir / statefile.TABLES_DIR)
            if n.endswith(statefile.SUFFIX) and not n.startswith(".")
        )
    except FileNotFoundError:
        pass
    except OSError as e:
        raise filesystem_error(e, "read genix's state") from None
    for name in names:
        path = sdir / name
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            continue
        except OSError as e:
            raise filesystem_error(e, "read genix's state") from None
        parsed, bad = statefile.parse_bytes(data)
        if parsed is not None and (parsed.section.table is None) != (name == statefile.PROJECT_FILE):
            parsed = None  # a table's state in the project file, or the reverse
        if parsed is None or bad:
            notes.append(_damaged_note(path, parsed is None, bad))
            rewrite.add(name)
        if parsed is None:
            continue
        sec = parsed.section
        key = sec.table if sec.table is not None else PROJECT
        if key == PROJECT:
            version = sec.genix_version or "?"
        chosen: list[FileLine] = []
        settled = 0
        for line in sec.files:
            alts = parsed.alternatives.get(line.path)
            if alts:
                line, matched = _choose(output_root, alts)
                settled += matched
            chosen.append(line)
        for line in chosen:
            files[line.path] = FileRecord(
                line.sha256,
                line.template,
                line.layer,
                sec.table,
                line.policy,
                line.base if line.base != line.sha256 else "",
                line.uses,
                line.templates,
            )
        for p, side, render, file in sec.sides:
            sides[p] = SideRecord(side, render, file)
            if p not in files:
                owners[p] = key
        # a damaged file lost records: its table is rendered again (no fingerprint), which
        # records once more the files it still generates that are on disk unchanged
        fingerprint = "" if bad else sec.fingerprint
        tables[key] = TableRecord(fingerprint, tuple(sorted(ln.path for ln in chosen)), sec.primary_key)
        if parsed.conflicted:
            notes.append(
                Diagnostic(
                    f"git left conflict markers in genix's state of "
                    f"{'the project files' if key == PROJECT else 'table ' + repr(key)} (both branches "
                    f"regenerated it): genix read both sides, settled {settled} of "
                    f"{len(parsed.alternatives)} files changed on both by their bytes on disk, "
                    "and renders the table again",
                    Location(file=display_path(path)),
                    "`genix build` writes the settled state (commit it); files edited on both "
                    "branches are merged as edits of yours",
                )
            )
    return Manifest(files, tables, version, sides, owners, tuple(notes), rewrite=frozenset(rewrite))


def _choose(output_root: Path, alts: tuple[FileLine, ...]) -> tuple[FileLine, int]:
    """Of the two sides' lines for one file, the one whose bytes are on disk (1), else the
    first (0: git merged the file, which then counts as edited)."""
    if record_problem(alts[0].path) is not None:
        return alts[0], 0  # dropped by verified(): never read
    try:
        sha = digest((output_root / alts[0].path).read_bytes())
    except OSError:
        return alts[0], 0
    for a in alts:
        if sha == a.sha256:
            return a, 1
    for a in alts:
        if sha == (a.base or a.sha256):
            return replace(a, sha256=sha), 1
    return alts[0], 0


def _with_stats(output_root: Path, manifest: Manifest) -> Manifest:
    """The manifest, its unsafe records dropped (:func:`verified`), with the machine-local stat
    cache attached."""
    hit = _checked.get(output_root)
    if hit is not None and hit[0] is manifest:
        checked = hit[1]
    else:
        checked = verified(output_root, manifest)
        _checked[output_root] = (manifest, checked)
    return replace(checked, stats=statcache.load(output_root))


_checked: dict[Path, tuple[Manifest, Manifest]] = {}
"""The last manifest read for each output root and its verified form (a long-lived process
reads one state many times: it is checked once)."""


def record_problem(path: str) -> str | None:
    """Why a state record naming ``path`` is never acted on (:mod:`dbjavagenix.output.trust`)."""
    if (  # the usual path, in string operations only (thousands per build)
        path
        and len(path) <= 4096
        and path.isprintable()
        and path[0] not in "/."
        and "/." not in path
        and "//" not in path
        and "\\" not in path
        and ":" not in path
        and not path.endswith("/")
    ):
        return None
    why = trust.path_problem(path)
    if why is None and (path.split("/", maxsplit=1)[0] == MANIFEST_DIR or ".git" in path.split("/")):
        why = trust.protected_problem(path)
    return why


def verified(output_root: Path, manifest: Manifest) -> Manifest:
    """``manifest`` without the records whose path is not a normalised path inside the output
    root (or lies in ``.git/`` or ``.genix/``), each state file holding some named once in a
    located warning: state is text that merges and pull requests bring."""
    bad = {p: w for p in manifest.files if (w := record_problem(p)) is not None}
    bad.update({p: w for p in manifest.sides if (w := record_problem(p + SIDE_SUFFIX)) is not None})
    if not bad:
        return manifest
    files = {p: r for p, r in manifest.files.items() if p not in bad}
    tables = {
        t: replace(r, files=tuple(p for p in r.files if p not in bad))
        if any(p in bad for p in r.files)
        else r
        for t, r in manifest.tables.items()
    }
    sides = {p: r for p, r in manifest.sides.items() if p not in bad}
    owners = {p: t for p, t in manifest.side_owners.items() if p not in bad}
    owner = {p: (r.table or PROJECT) for p, r in manifest.files.items()}
    owner.update(manifest.side_owners)
    sources = record_sources(output_root, {p: owner.get(p, PROJECT) for p in bad}, manifest.legacy)
    notes = (*manifest.notes, *trust.unsafe_records(sources, bad))
    rewrite = manifest.rewrite | {state_file(owner.get(p, PROJECT)) for p in bad}
    return replace(
        manifest, files=files, tables=tables, sides=sides, side_owners=owners, notes=notes, rewrite=rewrite
    )


def record_sources(
    output_root: Path, owners: Mapping[str, str], legacy: bool = False
) -> dict[str, tuple[str, int | None]]:
    """The state file (as the project shows it) and line of the record of each path
    (``owners``: path → its table), for a warning about it. Reads only those tables' files."""
    sdir = state_dir(output_root)
    out: dict[str, tuple[str, int | None]] = {}
    by_file: dict[str, list[str]] = {}
    for path, table in owners.items():
        by_file.setdefault(statefile.LEGACY_FILE if legacy else state_file(table), []).append(path)
    for rel, paths in by_file.items():
        file = sdir / rel
        shown = display_path(file)
        try:
            lines = file.read_bytes().split(b"\n")
        except OSError:
            lines = []
        needles = {p: statefile.quoted(p).encode("utf-8", "surrogatepass") for p in paths}
        for path, needle in needles.items():
            line = next((n for n, text in enumerate(lines, 1) if needle in text), None)
            out[path] = (shown, line)
    return out


def display_path(path: Path | str) -> str:
    """``path`` as a message shows it: relative to the working folder when it is near."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if rel.startswith(os.pardir + os.sep + os.pardir) else rel


def _damaged_note(path: Path, whole: bool, bad: list[int]) -> Diagnostic:
    """The warning for a state file that cannot be read (whole) or has lines that cannot."""
    what = (
        "cannot be read (no genix state header): all its records are ignored"
        if whole
        else f"has {len(bad)} line(s) that cannot be read: they are ignored"
    )
    return Diagnostic(
        f"genix's state file is damaged and {what}; the files they recorded count as not written "
        "by genix (reported as conflicts: nothing is overwritten or deleted)",
        Location(file=display_path(path), line=None if whole or not bad else bad[0]),
        "restore it from version control (git checkout -- .genix/), or leave it: the next build "
        "writes that table's state again",
    )
