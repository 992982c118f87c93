"""A database that lost most of the tables genix generated last time: a restore or a drop in
progress, or the wrong database. Building from it would delete the generated code of every
table that is gone, so the build stops instead (exit 3) until the drop is confirmed.

The same for a database whose tables all lost their primary key since the last build (a dump
loaded without its constraints, a restore half done): every get/update/delete by key would
silently go from the generated code. The manifest records each table's key columns."""

from __future__ import annotations

from collections.abc import Mapping

from dbjavagenix.errors import Location, TablesVanished
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.output.statemodel import Manifest

SHRINK_FRACTION = 0.5
"""More than this share of the tables generated last time gone from the database stops a build."""
SHRINK_MIN = 2
"""... when at least this many are gone (or every table of the database is)."""


def check_vanished(manifest: Manifest, catalogs: Mapping[str, Catalog], *, allow: bool = False) -> None:
    """Raise when the catalogs lack most of the tables the manifest records (not tables the
    config merely stopped selecting: those are still in the catalog)."""
    if allow:
        return
    previous = {t for t in manifest.tables if t}
    if not previous:
        return
    _check_keys(manifest, catalogs)
    known = {t.name for c in catalogs.values() for t in c.tables}
    gone = sorted(previous - known)
    emptied = not known
    if not gone or not (emptied or (len(gone) >= SHRINK_MIN and len(gone) > SHRINK_FRACTION * len(previous))):
        return
    shown = ", ".join(gone[:5]) + (f" and {len(gone) - 5} more" if len(gone) > 5 else "")
    raise TablesVanished(
        f"{len(gone)} of the {len(previous)} tables generated last time are gone from the database "
        f"({shown}); nothing was written",
        location=Location(key=("connections",)),
        hint="a restore, migration or drop may be running, or the URL names another database; "
        "if the tables were dropped on purpose, run `genix build --allow-drops` (their unedited files are deleted)",
    )


def _check_keys(manifest: Manifest, catalogs: Mapping[str, Catalog]) -> None:
    """Raise when every table that had a primary key at the last build (at least
    :data:`SHRINK_MIN` of them) is still there without one."""
    now = {t.name: t for c in catalogs.values() for t in c.tables}
    keyed = [n for n, r in manifest.tables.items() if n and r.primary_key and n in now]
    if len(keyed) < SHRINK_MIN or any(now[n].primary_key is not None for n in keyed):
        return
    shown = ", ".join(sorted(keyed)[:5]) + (f" and {len(keyed) - 5} more" if len(keyed) > 5 else "")
    raise TablesVanished(
        f"all {len(keyed)} tables that had a primary key at the last build have none now ({shown}); "
        "nothing was written",
        location=Location(key=("connections",)),
        hint="a dump loaded without its constraints, or a restore in progress? building now would remove every "
        "get, update and delete by key; if the keys were dropped on purpose, run `genix build --allow-drops`",
    )
