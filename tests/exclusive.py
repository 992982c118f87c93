"""One test process at a time: the tests run in parallel workers (pytest-xdist), and a tool
installed once into a shared cache folder (npm packages) must not be installed by two of them at
once."""

from __future__ import annotations

import fcntl
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


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
