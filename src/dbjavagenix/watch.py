"""``genix watch``: the watchfiles loop. Watches the config file, the user's template folders and
the catalog snapshot files; coalesces a burst of saves into one rebuild; hands every rebuild to
:class:`~dbjavagenix.rebuild.Rebuilder` (which re-runs only what the change affects); optionally
polls the live schema; survives every error.

Folders are watched non-recursively (the config's folder often holds the output, ``target/``,
``.git``...): the config file's folder, each template folder and its sub-folders, each snapshot
file's folder. The output root and the files genix writes are never watched, so a rebuild does
not trigger itself. When the set of folders changes (a template folder created, a sub-folder
added, the config names other folders), the watcher restarts on the new set.

watchfiles is an optional dependency (``pip install "dbjavagenix[watch]"``), imported here only.
"""

from __future__ import annotations

import os
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from dbjavagenix.errors import GenixError, internal_error
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.rebuild import Rebuild, Rebuilder

__all__ = ["Notice", "WatchOptions", "run"]


@dataclass(frozen=True)
class WatchOptions:
    schema_poll: float | None = None
    """Seconds between reads of the live schema (None: never)."""
    step_ms: int = 20
    """A burst ends when no change arrives for this long (watchfiles ``step``)."""
    debounce_ms: int = 1000
    """A burst is cut after this long even if changes keep arriving (watchfiles ``debounce``)."""
    tick_ms: int = 100
    """How often the loop wakes without changes (first build, schema polls, stop checks)."""


@dataclass(frozen=True)
class Notice:
    """Something to tell the user that is not a rebuild."""

    kind: Literal["watching", "schema-error", "schema-ok"]
    message: str
    paths: tuple[str, ...] = ()
    error: GenixError | None = None


class _Targets:
    """What to watch (folders, non-recursive) and which changes matter; also the watchfiles
    filter. Refreshed from the rebuilder after every rebuild."""

    def __init__(self, config_path: Path, rebuilder: Rebuilder) -> None:
        import watchfiles

        self.config = config_path
        self.rb = rebuilder
        self._default = watchfiles.DefaultFilter()
        self.dirs: tuple[str, ...] = ()
        self.template_dirs: tuple[Path, ...] = ()
        self.snapshots: dict[Path, set[str]] = {}
        self.missing: tuple[Path, ...] = ()
        self.skip: frozenset[Path] = frozenset()
        self.output: Path | None = None
        self.refresh()

    def refresh(self) -> set[Path]:
        """Recompute from the rebuilder; returns the template sub-folders that are new."""
        rb = self.rb
        self.output = rb.output_root()
        self.template_dirs = rb.template_dirs()
        self.snapshots = rb.snapshot_files()
        generated = rb.generated_paths()
        self.skip = frozenset(self.output / p for p in generated) if self.output is not None else frozenset()
        dirs: set[Path] = {self.config.parent}
        missing: list[Path] = []
        old_sub = {Path(d) for d in self.dirs}
        for snap in self.snapshots:
            if snap.is_dir():  # a DDL folder: a migration file added there is read too
                dirs.add(snap)
                continue
            dirs.add(_existing(snap.parent))
            if not snap.parent.is_dir():
                missing.append(snap.parent)
        for d in self.template_dirs:
            if d.is_dir():
                dirs.update(self._walk(d))
            else:
                missing.append(d)
                dirs.add(_existing(d))
        self.missing = tuple(missing)
        self.dirs = tuple(sorted(str(d) for d in dirs))
        return {d for d in dirs if d not in old_sub and self.template_dir_of(d) is not None}

    def _walk(self, top: Path) -> Iterable[Path]:
        ignore = set(self._default.ignore_dirs)
        for folder, subdirs, _ in os.walk(top):
            here = Path(folder)
            subdirs[:] = sorted(
                s for s in subdirs if not s.startswith(".") and s not in ignore and here / s != self.output
            )
            yield here

    def template_dir_of(self, path: Path) -> Path | None:
        for d in self.template_dirs:
            if path == d or d in path.parents:
                return d
        return None

    def __call__(self, change: Any, path: str) -> bool:
        """The watchfiles filter: True for changes that matter."""
        if not self._default(change, path):
            return False
        p = Path(path)
        if p == self.config or p in self.snapshots:
            return True
        if p.suffix.lower() == ".sql" and p.parent in self.snapshots:
            return True  # a DDL file added to a watched DDL folder
        if p.name.endswith(".genix-tmp") or p in self.skip:
            return False
        if self.output is not None and (self.output / MANIFEST_DIR in (p, *p.parents)):
            return False
        if self.template_dir_of(p) is not None:
            return True
        # a folder on the way to a template or snapshot folder that does not exist yet
        return any(p == m or p in m.parents for m in self.missing)

    def classify(self, changes: Iterable[tuple[object, str]]) -> None:
        """Turn file changes into the rebuilder's pending changes."""
        pending = self.rb.pending
        known: frozenset[str] | None = None
        for _, path in changes:
            p = Path(path)
            if p == self.config:
                pending.config = True
            if p in self.snapshots:
                pending.connections |= self.snapshots[p]
            elif p.suffix.lower() == ".sql" and p.parent in self.snapshots:
                pending.connections |= self.snapshots[p.parent]
            for d in self.template_dirs:
                if p != d and d not in p.parents:
                    continue
                if p != d:
                    name = p.relative_to(d).as_posix()
                    pending.templates.add(name)
                    # a folder added, removed or renamed: every template below it
                    known = self.rb.known_templates() if known is None else known
                    pending.templates |= {k for k in known if k.startswith(name + "/")}
                if p.is_dir():
                    pending.templates |= set(self.files_below(p, d))

    def files_below(self, folder: Path, template_dir: Path, since: float = 0.0) -> Iterable[str]:
        """Template names of the files below ``folder`` (modified at or after ``since``)."""
        for sub in self._walk(folder):
            try:
                entries = list(os.scandir(sub))
            except OSError:
                continue
            for entry in entries:
                try:
                    if entry.is_file() and entry.stat().st_mtime >= since:
                        yield (sub / entry.name).relative_to(template_dir).as_posix()
                except OSError:
                    continue


def _existing(path: Path) -> Path:
    """``path`` or its nearest existing parent folder."""
    while not path.is_dir() and path != path.parent:
        path = path.parent
    return path


def run(
    config_path: Path,
    options: WatchOptions,
    *,
    on_rebuild: Callable[[Rebuild], None],
    on_notice: Callable[[Notice], None],
    stop_event: threading.Event | None = None,
) -> None:
    """Build, then rebuild on every change until ``stop_event`` is set (or Ctrl-C, which
    raises :class:`KeyboardInterrupt` to the caller). Never stops because of a build error."""
    from dbjavagenix.output import manifest

    config_path = config_path.resolve()
    with manifest.deferred_parsed_saves():  # saved on idle ticks, not inside a rebuild
        _watch(config_path, options, on_rebuild, on_notice, stop_event, manifest.flush_parsed)


def _watch(
    config_path: Path,
    options: WatchOptions,
    on_rebuild: Callable[[Rebuild], None],
    on_notice: Callable[[Notice], None],
    stop_event: threading.Event | None,
    on_idle: Callable[[], None],
) -> None:
    import watchfiles

    rb = Rebuilder(config_path)
    targets = _Targets(config_path, rb)
    started = False
    next_poll = 0.0
    schema_error: list[str | None] = [None]
    last_error: str | None = None

    due = True  # the first build
    retry = settle = False
    scan: list[tuple[Path, float]] | None = None
    while True:
        watched = targets.dirs
        for changes in watchfiles.watch(
            *watched,
            watch_filter=targets,
            debounce=options.debounce_ms,
            step=options.step_ms,
            stop_event=stop_event,
            rust_timeout=options.tick_ms,
            yield_on_timeout=True,
            recursive=False,
            raise_interrupt=True,
        ):
            t_batch = time.time()
            if scan is not None:
                # folders watched since the restart: files written there before the watcher
                # was armed made no event (the added folder's own event listed what it held
                # when that batch arrived)
                for d, since in scan:
                    td = targets.template_dir_of(d)
                    found = set(targets.files_below(d, td, since)) if td is not None else set()
                    rb.pending.templates |= found
                    due = due or bool(found)
                scan = None
            if changes:
                targets.classify(changes)
                due = True
            polled = False
            if options.schema_poll and started and time.monotonic() >= next_poll:
                next_poll = time.monotonic() + options.schema_poll
                polled = _poll(rb, schema_error, on_notice)
            active = due or polled or retry
            if active:
                if rb.affects_anything():
                    result = _safe_rebuild(rb)
                    text = result.error.render() if result.error is not None else None
                    # a retry no save asked for (a poll, a new folder) does not repeat an error
                    if due or text is None or text != last_error:
                        on_rebuild(result)
                    last_error = text
                elif not rb.pending.full:
                    rb.pending.templates.clear()  # only templates no file uses changed
                due = retry = False
            if not (active or settle):
                if not changes:
                    on_idle()
                continue  # idle tick: nothing to look at
            settle = False
            new_dirs = targets.refresh()
            if not started and targets.dirs == watched:
                # the first build is done and every folder it needs is watched
                started = True
                next_poll = time.monotonic() + (options.schema_poll or 0)
                on_notice(Notice("watching", "watching for changes (Ctrl-C to stop)", targets.dirs))
            if targets.dirs != watched:
                scan = [(d, t_batch - 0.05) for d in new_dirs]
                # a failed rebuild may have been waiting for a new folder
                retry = bool(new_dirs) and bool(rb.pending)
                settle = True  # announce "watching" once the new folders are watched
                break
        else:
            return  # stop_event was set


def _safe_rebuild(rb: Rebuilder) -> Rebuild:
    """A rebuild; an unexpected exception (a genix bug) is reported like an error, not fatal."""
    try:
        return rb.rebuild()
    except Exception as e:
        from dbjavagenix.secrets import Secrets

        frame = traceback.extract_tb(e.__traceback__)[-1]
        error = internal_error(
            e,
            Secrets.for_run(rb.latest).scrub,
            f"at {frame.filename}:{frame.lineno}; this is a genix bug, please report it",
        )
        return Rebuild(rb.describe_pending(), "partial", error=error)


def _poll(rb: Rebuilder, last: list[str | None], on_notice: Callable[[Notice], None]) -> bool:
    """Read the live schema; a difference becomes pending (returns True). Tell the user when
    the database goes away or comes back (once, not at every poll). Without a last good build
    (the database was down at the start), a poll is a retry of the whole build."""
    if not rb.has_state():
        return bool(rb.pending)
    try:
        differ = rb.poll_schema()
    except GenixError as e:
        text = e.render()
        if text != last[0]:
            on_notice(Notice("schema-error", "cannot read the schema; keeping the last one", error=e))
        last[0] = text
        return False
    except Exception as e:
        text = f"{type(e).__name__}: {e}"
        if text != last[0]:
            on_notice(Notice("schema-error", f"cannot read the schema: {text}"))
        last[0] = text
        return False
    if last[0] is not None:
        on_notice(Notice("schema-ok", "the schema can be read again"))
    last[0] = None
    return bool(differ)
