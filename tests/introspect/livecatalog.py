"""Reading catalogs through the real edge in tests: a genix.toml in a folder, then
``connect.read_catalog``. (A helper module, not a conftest: test modules import it by name.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dbjavagenix.config.load import load_config
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.introspect.connect import read_catalog

MYSQL_CORPUS = ("sakila", "chinook", "ruoyi", "spring_batch", "spring_batch_mariadb", "temporal")
"""Corpus databases on the MariaDB server (``.ci/run`` loads them)."""
PG_CORPUS = ("sakila", "chinook", "spring_batch", "temporal")
"""Corpus databases on the PostgreSQL server."""


def write_config(folder: Path, url: str, **connection: Any) -> Path:
    """A genix.toml with one connection ``main``: ``connection`` keys become its TOML values,
    except ``project``: extra lines for the ``[project]`` table."""
    project = connection.pop("project", "")
    lines = [
        "[project]",
        'base_package = "com.example.demo"',
        'output = "out"',
        project,
        "[connections.main]",
        f"url = {json.dumps(url)}",
    ]
    lines += [f"{k} = {json.dumps(v)}" for k, v in connection.items()]
    path = folder / "genix.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def read_live(folder: Path, url: str, **connection: Any) -> Catalog:
    """Read a catalog through the real edge (config → connect.read_catalog)."""
    loaded = load_config(write_config(folder, url, **connection))
    return read_catalog(loaded, "main")


def resolve_tables(folder: Path, catalog: Catalog, project: str = "") -> dict[str, Any]:
    """The resolved :class:`~dbjavagenix.resolve.context.model.TableModel` of every table, by name, for
    ``catalog`` with the Default category (``project``: extra ``[project]`` lines)."""
    from dbjavagenix import pipeline

    loaded = load_config(write_config(folder, "sqlite:///unused.db", project=project))
    prepared = pipeline.prepare_project(loaded, {"main": catalog})
    return {t.name: t for t in pipeline.resolve_project(prepared).tables}
