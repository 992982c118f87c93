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

from dbjavagenix.errors import FileSystemError, filesystem_error
from dbjavagenix.output.manifest import MANIFEST_DIR

LOCK_FILE = "lock"
GITIGNORE = (
    "# genix: machine-local files (commit the rest of .genix/ with the generated code)\n"
    "lock\nlocal/\nbackup/\nddl/\n*.genix-tmp\nmanifest.next.json\nbase.sqlite-journal\n"
)


def lock_path(output_root: Path) -> Path:
    return output_root / MANIFEST_DIR / LOCK_FILE


def ensure_dir(output_root: Path) -> Path:
    """``.genix/`` with its ``.gitignore`` (the output root and ``.genix/`` checked first: real
    folders, no symbolic links)."""
    from dbjavagenix.output.preflight import check_state_dir

    check_state_dir(output_root)
    d = output_root / MANIFEST_DIR
    try:
        d.mkdir(parents=True, exist_ok=True)
        gi = d / ".gitignore"
        try:
            current = gi.read_bytes()
        except FileNotFoundError:
            current = None
        # written by genix (an older one had other names): brought up to date; yours: kept
        if current is None or (
            current.startswith(b"# genix: machine-local") and current != GITIGNORE.encode()
        ):
            from dbjavagenix.output.apply import atomic_write

            atomic_write(gi, GITIGNORE.encode("utf-8"))
    except OSError as e:
        raise filesystem_error(e, f"create genix's state folder {MANIFEST_DIR}/ in the output root") from None
    return d


def _holder(path: Path) -> str:
    try:
        info = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        return "another genix process"
    if not isinstance(info, dict) or "pid" not in info:
        return "another genix process"
    since = time.strftime("%H:%M:%S", time.localtime(float(info.get("since", 0))))
    return f"genix (pid {info['pid']} on {info.get('host', '?')}, since {since})"


@contextmanager
def project_lock(output_root: Path, *, timeout: float = 60.0, exclusive: bool = True) -> Iterator[None]:
    """Hold the output root's lock (exclusive for writers, shared for readers)."""
    import fcntl

    ensure_dir(output_root)
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
        yield
    finally:
        os.close(fd)
