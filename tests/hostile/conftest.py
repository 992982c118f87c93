"""Fixtures of the hostile-input suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.hostile.harness import Project


@pytest.fixture
def proj(tmp_path: Path) -> Project:
    """A project with two tables (users, orders) in SQLite and no genix.toml yet."""
    return Project(tmp_path / "p")


from tests.introspect.conftest import mysql_admin, mysql_url, pg_admin, pg_url  # noqa: E402

__all__ = ["mysql_admin", "mysql_url", "pg_admin", "pg_url", "proj"]
