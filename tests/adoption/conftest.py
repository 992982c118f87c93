"""Adoption tests: the team's conventions in genix.toml, resolved against RuoYi-style business
tables (``ruoyi_biz.sql``, read as DDL: no server needed) and small project trees."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.resolve.context.model import TableModel

HERE = Path(__file__).resolve().parent
BIZ_SQL = HERE / "ruoyi_biz.sql"


@pytest.fixture(autouse=True)
def _shared_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """``${GENIX_SHARED}`` in a case's genix.toml: the shared folder (a code base's own schema)."""
    from tests.conftest import SHARED

    monkeypatch.setenv("GENIX_SHARED", str(SHARED))


def write_config(
    root: Path, body: str, *, project: str = "", output: str = "out", base_package: str = "com.acme"
) -> Path:
    """A genix.toml over the business tables (DDL): ``project`` lines go into ``[project]``,
    ``body`` after the connection."""
    cfg = root / "genix.toml"
    cfg.write_text(
        f'[project]\noutput = "{output}"\nbase_package = "{base_package}"\n{project}\n'
        f'[connections.main]\nddl = ["{BIZ_SQL.as_posix()}"]\ndialect = "mariadb"\n{body}',
        encoding="utf-8",
    )
    return cfg


def write_java(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def resolve(tmp_path: Path) -> Callable[..., tuple[dict[str, TableModel], Any]]:
    """``resolve(body)`` → (tables by name, prepared)."""

    def run(body: str, **kw: Any) -> tuple[dict[str, TableModel], Any]:
        loaded = load_config(write_config(tmp_path, body, **kw))
        catalogs = pipeline.read_catalogs(loaded)
        prepared = pipeline.prepare_project(loaded, catalogs)
        project = pipeline.resolve_project(prepared)
        return {t.name: t for t in project.tables}, prepared

    return run


def field(table: TableModel, column: str) -> Any:
    return next(f for f in table.fields if f.column == column)
