"""An unchanged DDL set is not parsed again: the catalog a build read from DDL is kept in
``<output>/.genix/ddl/<connection>.json`` under the fingerprint of the files' bytes and the
reading settings, and reused while they match.

Reading never writes: a read remembers its fresh catalog in memory and :func:`save_pending`
(called by ``genix build`` after it wrote the files) stores it, so ``plan`` and ``check``
leave the project as they found it.
"""

from __future__ import annotations

import json
from pathlib import Path

from dbjavagenix import __version__
from dbjavagenix.errors import GenixError
from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.output.durable import MANIFEST_DIR

_pending: dict[tuple[Path, str], tuple[str, Catalog]] = {}


def cache_file(output_root: Path, connection: str) -> Path:
    return output_root / MANIFEST_DIR / "ddl" / f"{connection}.json"


def fingerprint_of(
    files: list[tuple[str, bytes]], dialect: str, schema: str | None, allow_unparsed: bool
) -> str:
    """The files' names and bytes, plus what else decides the catalog (genix's version, and the
    catalog's shape: a field added to it, such as ``check_values``, makes older caches stale)."""
    from dbjavagenix.introspect.ddl import READING
    from dbjavagenix.introspect.ddl_sources import fingerprint

    return fingerprint(
        files,
        f"genix {__version__}|{snapshot.FORMAT_TAG}|{READING}|{dialect}|{schema or ''}|{allow_unparsed}",
    )


def load(output_root: Path, connection: str, fp: str) -> Catalog | None:
    """The cached catalog when its fingerprint is ``fp``."""
    path = cache_file(output_root, connection)
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("fingerprint") != fp:
        return None
    try:
        return snapshot.from_data(data.get("catalog"), str(path))
    except GenixError:
        return None


def remember(output_root: Path, connection: str, fp: str, catalog: Catalog) -> None:
    _pending[(output_root.resolve(), connection)] = (fp, catalog)


def save_pending(output_root: Path) -> None:
    """Store the catalogs read fresh for ``output_root`` (best effort: a cache)."""
    from dbjavagenix.output.durable import atomic_write

    root = output_root.resolve()
    for (r, name), (fp, catalog) in list(_pending.items()):
        if r != root:
            continue
        del _pending[(r, name)]
        data = {"fingerprint": fp, "catalog": snapshot.catalog_to_data(catalog)}
        try:
            path = cache_file(root, name)
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        except OSError:
            pass
