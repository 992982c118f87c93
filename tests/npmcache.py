"""npm packages the tests use, installed once into a cache folder (``~/.cache/genix-test/...``,
``GENIX_TEST_NPM_CACHE`` moves it): a marker file records a finished install, and a file lock
keeps the parallel test workers (pytest-xdist) from installing into one folder at once."""

from __future__ import annotations

import fcntl
import shutil
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.conftest import need


@contextmanager
def exclusive(folder: Path) -> Iterator[None]:
    """Hold the lock of ``folder`` (a file beside it, so the folder itself may be replaced)."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / f".{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def npm_once(
    argv: list[str],
    folder: Path,
    what: str,
    marker: str = "installed",
    prepare: Callable[[], None] | None = None,
) -> None:
    """``npm argv`` in ``folder`` unless ``folder/marker`` says it was done; ``prepare`` runs
    first (under the same lock). Skips (fails under CI) saying ``what`` when npm fails."""
    need(bool(shutil.which("node") and shutil.which("npm")), "Node.js and npm")
    with exclusive(folder):
        if (folder / marker).exists():
            return
        if prepare is not None:
            prepare()
        folder.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            ["npm", *argv, "--silent", "--no-audit", "--no-fund"],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        need(done.returncode == 0, f"{what} from npm ({done.stderr.strip()[:300]})")
        (folder / marker).write_text("ok\n")
