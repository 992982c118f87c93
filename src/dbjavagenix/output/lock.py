"""One build at a time per output root: ``.genix/lock``.

An exclusive ``flock`` on the lock file, released by the kernel when the holder exits, however
it exits (a ``kill -9`` leaves no stale lock to clean up: the next build simply takes it). The
file records the holder's pid, host and start time for the message the waiting side shows.
A second build waits up to ``timeout`` seconds, then fails with that message.
"""

from __future__ import annotations

import json
import os
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dbjavagenix.errors import Diagnostic, FileSystemError, Location, filesystem_error
from dbjavagenix.output.durable import MANIFEST_DIR
from dbjavagenix.output.manifest import display_path

LOCK_FILE = "lock"
GITIGNORE = (
    "# genix: machine-local files (commit the rest of .genix/ with the generated code)\n"
    "lock\nlocal/\nbackup/\nddl/\n*.genix-tmp\nmanifest.next.json\nbase.sqlite-journal\n"
)


def lock_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / LOCK_FILE


def ensure_dir(output_root: Path) -> Path:
    """``.genix/`` with its ``.gitignore`` (the output root and ``.genix/`` checked first: real
    folders, no symbolic links). Safe to run in several processes at once (a fresh output root
    that several builds start on): the folders are made with ``exist_ok``, and the
    ``.gitignore`` is written through a temp file of this process's own."""
    from dbjavagenix.output.preflight import check_state_dir

    check_state_dir(output_root)
    d = output_root / MANIFEST_DIR
    try:
        d.mkdir(parents=True, exist_ok=True)
        check_state_dir(output_root)  # made by us or by a build that raced us: still a real folder
        gi = d / ".gitignore"
        try:
            current = gi.read_bytes()
        except FileNotFoundError:
            current = None
        # written by genix (an older one had other names): brought up to date; yours: kept
        if current is None or (
            current.startswith(b"# genix: machine-local") and current != GITIGNORE.encode()
        ):
            _write_own(gi, GITIGNORE.encode("utf-8"))
    except OSError as e:
        raise filesystem_error(e, f"create genix's state folder {MANIFEST_DIR}/ in the output root") from None
    return d


def _write_own(path: Path, data: bytes) -> None:
    """Write ``path`` atomically through a temp file no other process uses (two first builds
    may write the same file at once: each renames its own complete copy)."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".genix-tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_HOLDER_MAX = 4096
"""Bytes of the lock file read for the waiting side's message (it is genix's own small JSON)."""


def read_holder(path: Path) -> tuple[dict[str, object] | None, str | None]:
    """What the lock file says about its last holder, and why it cannot be read (None: it can,
    or there is none). Never raises: the lock file is machine-local text anyone can damage."""
    try:
        with open(path, "rb") as f:
            data = f.read(_HOLDER_MAX + 1)
    except FileNotFoundError:
        return None, None
    except OSError as e:
        return None, f"cannot be read ({e.strerror or e})"
    if not data.strip():
        return None, None
    if len(data) > _HOLDER_MAX:
        return None, "is too large to be genix's"
    try:
        info = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, "is not genix's JSON"
    if not isinstance(info, dict):
        return None, "is not genix's JSON"
    pid, since = info.get("pid"), info.get("since", 0)
    if (
        not isinstance(pid, int)
        or isinstance(pid, bool)
        or not 0 < pid < 2**31
        or not isinstance(since, (int, float))
        or isinstance(since, bool)
        or not 0 <= since < 2**40
        or not isinstance(info.get("host", ""), str)
    ):
        return None, "holds values genix never writes"
    return info, None


def damaged_note(output_root: Path) -> Diagnostic | None:
    """A warning when ``.genix/lock`` is damaged (it is then treated as stale: the next build
    takes the lock and writes it again)."""
    path = lock_path(output_root)
    _, why = read_holder(path)
    if why is None:
        return None
    return Diagnostic(
        f"genix's lock file {why}: treated as stale (the lock itself is the operating system's, "
        "held only while a build runs; the next build writes the file again)",
        Location(file=display_path(path)),
        "nothing to do (it is machine-local and git-ignored); remove it if it keeps coming back",
    )


def _holder(path: Path) -> str:
    info, _ = read_holder(path)
    if info is None:
        return "another genix process"
    host = str(info.get("host") or "?")[:100].encode("ascii", "replace").decode()
    stamp = info.get("since", 0)
    try:
        since = time.strftime(
            "%H:%M:%S", time.localtime(float(stamp if isinstance(stamp, (int, float)) else 0))
        )
    except (OverflowError, OSError, ValueError):
        since = "?"
    return f"genix (pid {info['pid']} on {host}, since {since})"


@contextmanager
def project_lock(output_root: Path, *, timeout: float = 60.0, exclusive: bool = True) -> Iterator[None]:
    """Hold the output root's lock (exclusive for writers, shared for readers)."""
    import fcntl

    _make_state_dir(output_root)
    path = lock_path(output_root)
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as e:
        raise filesystem_error(e, "take the project lock") from None
    try:
        mode = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
        deadline = time.monotonic() + max(timeout, 0.0)
        delay = 0.02
        while True:
            try:
                fcntl.flock(fd, mode | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise FileSystemError(
                        f"{_holder(path)} is already writing to {output_root}",
                        hint="wait for it to finish (genix build --wait SECONDS waits longer)",
                    ) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.5)
        if exclusive:
            info = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time()}
            try:
                os.ftruncate(fd, 0)
                os.pwrite(fd, json.dumps(info).encode(), 0)
            except OSError:
                pass  # who holds it is only for the message of a waiting build
            ensure_dir(output_root)  # its .gitignore, written by the lock's holder only
        yield
    finally:
        os.close(fd)


def _make_state_dir(output_root: Path) -> None:
    """``.genix/`` itself, so that the lock file can be made in it (several first builds may
    make it at once: ``exist_ok``), checked to be a real folder before and after."""
    from dbjavagenix.output.preflight import check_state_dir

    check_state_dir(output_root)
    try:
        (output_root / MANIFEST_DIR).mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise filesystem_error(e, f"create genix's state folder {MANIFEST_DIR}/ in the output root") from None
    check_state_dir(output_root)
