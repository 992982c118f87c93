"""Names of the databases and accounts the tests create on the shared servers.

``GENIX_TEST_DB_SUFFIX`` (e.g. ``_w32``) is appended to every one of them, so that test runs of
several checkouts against the same MariaDB and PostgreSQL servers never drop each other's
databases. CI runs one checkout and leaves it unset. Each parallel worker of a run adds its own
name (``_gw0``, ``_gw1``, ...) to it.
"""

from __future__ import annotations

import os

SUFFIX = os.environ.get("GENIX_TEST_DB_SUFFIX", "")
if SUFFIX and not SUFFIX.replace("_", "").isalnum():
    raise SystemExit(f"GENIX_TEST_DB_SUFFIX={SUFFIX!r}: letters, digits and underscores only")
# the parallel workers of one run (pytest-xdist's gw0, gw1, ...) are runs of their own too
SUFFIX += "_" + os.environ["PYTEST_XDIST_WORKER"] if os.environ.get("PYTEST_XDIST_WORKER") else ""


def db(name: str) -> str:
    """The name ``name`` of a test database (or account) in this checkout's test run."""
    return name + SUFFIX
