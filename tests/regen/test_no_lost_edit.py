"""No user byte is ever lost (issue 38): random sequences of what a team does to a generated
project, on every category, checked after every step.

Steps: build (a no-op one when nothing changed), ``build --force``, a hand edit (a line of the
user's own put at the end or in the middle of any generated file, or of a file genix stopped
tracking), a build killed at a random point of its write stage (a failure injected into the
n-th rename or removal, which unwinds like a ``kill -9``: no rollback, the intent left behind,
the next build in a fresh "process" repairs), excluding and including a table, renaming its
class (``class_name``), dropping it from the database and restoring it, and a column added to
another table (so that genix has something new to merge into edited files).

Invariant, after every step: every line a user ever wrote is still in its file, or in a file
under ``.genix/backup/``, or in a ``.genix-conflict`` beside it, or in a file genix stopped
tracking (kept); and no build fails with anything but a located genix error.

Each step is an in-process pipeline call on a two-table SQLite schema read once (catalogs and
configs are made once per variant), with the disk syncs switched off (durability is not what
is checked here; ``test_crash`` kills real processes). Examples: the hypothesis profile
``GENIX_HYPOTHESIS_PROFILE`` names (``ci``: 2,000 sequences, the default under ``CI=true``;
``dev``: 150, the default elsewhere; ``thorough``: 10,000), split over the four categories.
"""

from __future__ import annotations

import itertools
import os
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from dbjavagenix import pipeline
from dbjavagenix.config.load import LoadedConfig, load_config
from dbjavagenix.errors import GenixError
from dbjavagenix.output import apply as apply_mod
from dbjavagenix.output import durable, manifest, statcache

settings.register_profile("dev", max_examples=150, stateful_step_count=12, deadline=None)
settings.register_profile("ci", max_examples=2000, stateful_step_count=12, deadline=None)
settings.register_profile("thorough", max_examples=10_000, stateful_step_count=16, deadline=None)
PROFILE = os.environ.get("GENIX_HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")

TAG = "CREATE TABLE app_tag (id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL, note TEXT);"
ITEM = (
    "CREATE TABLE app_item (id INTEGER PRIMARY KEY, title VARCHAR(40) NOT NULL, "
    "tag_id INTEGER REFERENCES app_tag(id){extra});"
)
CONFIG = """\
[project]
output = "out"
base_package = "com.example.demo"
category = "{category}"

[connections.main]
url = "sqlite:///{db}"

[tables]
{tables}
"""


class Killed(BaseException):
    """A build stopped dead (not an OSError: nothing catches it, nothing is rolled back)."""


@dataclass
class World:
    """The configs and catalogs of every variant, made once per category."""

    root: Path
    configs: dict[tuple[bool, bool], LoadedConfig] = field(default_factory=dict)
    catalogs: dict[tuple[bool, bool], object] = field(default_factory=dict)

    @property
    def out(self) -> Path:
        return self.root / "out"


def _world(root: Path, category: str) -> World:
    root.mkdir(parents=True, exist_ok=True)
    w = World(root)
    for dropped, extra in itertools.product((False, True), repeat=2):
        db = root / f"db-{int(dropped)}{int(extra)}.sqlite"
        con = sqlite3.connect(db)
        con.executescript(
            ("" if dropped else TAG) + ITEM.format(extra=", extra VARCHAR(10)" if extra else "")
        )
        con.commit()
        con.close()
    for excluded, renamed in itertools.product((False, True), repeat=2):
        lines = []
        if excluded:
            lines.append('exclude = ["app_tag"]')
        if renamed:
            lines.append('app_tag = { class_name = "Label" }')
        cfg = root / f"genix-{int(excluded)}{int(renamed)}.toml"
        cfg.write_text(
            CONFIG.format(category=category, db=root / "db-00.sqlite", tables="\n".join(lines)),
            encoding="utf-8",
        )
        w.configs[(excluded, renamed)] = load_config(cfg)
    base = w.configs[(False, False)]
    for dropped, extra in itertools.product((False, True), repeat=2):
        cfg = root / f"read-{int(dropped)}{int(extra)}.toml"
        cfg.write_text(
            CONFIG.format(category=category, db=root / f"db-{int(dropped)}{int(extra)}.sqlite", tables=""),
            encoding="utf-8",
        )
        w.catalogs[(dropped, extra)] = pipeline.read_catalogs(load_config(cfg))
    del base
    return w


def _fresh_process() -> None:
    """Forget what this process cached about output trees (a new ``genix`` process)."""
    manifest._cache.clear()
    manifest._checked.clear()
    manifest._on_disk.clear()
    manifest._deferred.clear()
    statcache._cache.clear()
    statcache._learned.clear()
    durable._made_dirs.clear()
    durable._new_dirs.clear()


@contextmanager
def _no_sync() -> Iterator[None]:
    from unittest import mock

    def noop(*_a: object) -> None:
        return None

    with (
        mock.patch.object(durable, "sync_fd", noop),
        mock.patch.object(durable, "sync_dir", noop),
        mock.patch.object(apply_mod, "sync_fd", noop),
        mock.patch.object(apply_mod, "sync_dir", noop),
        mock.patch.object(apply_mod, "_SYNCFS", None),
    ):
        yield


@contextmanager
def _killed_at(n: int) -> Iterator[None]:
    """Raise :class:`Killed` at the ``n``-th rename or removal of a file (the write stage's
    steps: staging ends in none, publishing and the state's renames are all one of these)."""
    calls = itertools.count(1)
    real_replace, real_unlink = os.replace, os.unlink

    def replace(*a: object, **kw: object) -> None:
        if next(calls) == n:
            raise Killed
        real_replace(*a, **kw)  # type: ignore[arg-type]

    def unlink(*a: object, **kw: object) -> None:
        if next(calls) == n:
            raise Killed
        real_unlink(*a, **kw)  # type: ignore[arg-type]

    os.replace, os.unlink = replace, unlink
    try:
        yield
    finally:
        os.replace, os.unlink = real_replace, real_unlink


def _lines_on_disk(out: Path) -> str:
    """Every text the user's lines may be in: the tree (kept files, conflict files) and the
    backups; not genix's merge bases or caches (renders only)."""
    parts = []
    for p in out.rglob("*"):
        rel = p.relative_to(out).parts
        if rel[0] == ".genix" and (len(rel) < 2 or rel[1] != "backup"):
            continue
        if p.is_file() and not p.is_symlink():
            parts.append(p.read_bytes().decode("utf-8", "replace"))
    return "\n".join(parts)


class NoLostEdit(RuleBasedStateMachine):
    world: World
    category = "Default"

    def __init__(self) -> None:
        super().__init__()
        self.excluded = self.renamed = self.dropped = self.extra = False
        self.edits: list[str] = []
        self.counter = itertools.count()

    @initialize()
    def first_build(self) -> None:
        shutil.rmtree(self.world.out, ignore_errors=True)
        _fresh_process()
        self._build()

    def _loaded(self) -> LoadedConfig:
        return self.world.configs[(self.excluded, self.renamed)]

    def _build(self, force: bool = False) -> None:
        try:
            pipeline.build(
                self._loaded(), catalogs=self.world.catalogs[(self.dropped, self.extra)], force=force
            )  # type: ignore[arg-type]
        except GenixError:
            pass  # a located refusal (exit 2/3/4) writes nothing: the invariant still holds

    @rule()
    def build(self) -> None:
        self._build()

    @rule()
    def build_force(self) -> None:
        self._build(force=True)

    @rule(n=st.integers(min_value=1, max_value=60))
    def killed_build(self, n: int) -> None:
        try:
            with _killed_at(n):
                self._build()
        except Killed:
            pass
        _fresh_process()

    def _files(self) -> list[Path]:
        out = self.world.out
        return sorted(
            p
            for p in out.rglob("*")
            if p.is_file() and ".genix" not in p.relative_to(out).parts and p.suffix in (".java", ".xml")
        )

    @precondition(lambda self: self.world.out.is_dir())
    @rule(pick=st.integers(min_value=0, max_value=10_000), where=st.sampled_from(["end", "middle", "top"]))
    def edit(self, pick: int, where: str) -> None:
        files = self._files()
        if not files:
            return
        target = files[pick % len(files)]
        text = target.read_text(encoding="utf-8")
        mark = f"user-edit-{next(self.counter)}-{self.category}"
        line = f"<!-- {mark} -->" if target.suffix == ".xml" else f"    // {mark}"
        lines = text.split("\n")
        if where == "end":
            close = max(i for i, ln in enumerate(lines) if ln.strip()) if any(lines) else 0
            lines.insert(close, line)
        elif where == "middle":
            lines.insert(len(lines) // 2, line)
        else:
            lines.insert(min(3, len(lines)), line)
        target.write_text("\n".join(lines), encoding="utf-8")
        self.edits.append(mark)

    @rule()
    def toggle_exclude(self) -> None:
        self.excluded = not self.excluded

    @rule()
    def toggle_rename(self) -> None:
        self.renamed = not self.renamed

    @rule()
    def toggle_drop(self) -> None:
        self.dropped = not self.dropped

    @rule()
    def toggle_column(self) -> None:
        self.extra = not self.extra

    @invariant()
    def no_user_line_is_lost(self) -> None:
        if not self.edits:
            return
        text = _lines_on_disk(self.world.out)
        lost = [m for m in self.edits if m not in text]
        assert not lost, f"lost edits: {lost}"


@pytest.mark.parametrize("category", CATEGORIES)
def test_no_user_byte_is_ever_lost(tmp_path_factory: pytest.TempPathFactory, category: str) -> None:
    world = _world(tmp_path_factory.mktemp(f"nolost-{category.lower()}"), category)
    base = settings.get_profile(PROFILE)
    machine = type(
        f"NoLostEdit_{category.replace('-', '_')}", (NoLostEdit,), {"world": world, "category": category}
    )
    chosen = settings(
        base,
        max_examples=max(1, base.max_examples // len(CATEGORIES)),
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    with _no_sync():
        run_state_machine_as_test(machine, settings=chosen)


@pytest.mark.parametrize("change", ["exclude", "rename", "drop"])
def test_an_edit_a_no_op_build_recorded_is_kept_when_the_table_goes(tmp_path: Path, change: str) -> None:
    """The issue's repro: build; edit; a build that changes nothing (it records the edit);
    then the table is excluded, renamed or dropped: the edited file is kept, never deleted."""
    w = _world(tmp_path / "w", "Default")
    entity = w.out / "src/main/java/com/example/demo/entity/AppTag.java"
    with _no_sync():
        pipeline.build(w.configs[(False, False)], catalogs=w.catalogs[(False, False)])  # type: ignore[arg-type]
        entity.write_text(entity.read_text(encoding="utf-8") + "// my line\n", encoding="utf-8")
        r = pipeline.build(w.configs[(False, False)], catalogs=w.catalogs[(False, False)])  # type: ignore[arg-type]
        assert r.written == ()
        key = {"exclude": (True, False), "rename": (False, True), "drop": (False, False)}[change]
        cats = w.catalogs[(change == "drop", False)]
        r = pipeline.build(w.configs[key], catalogs=cats)  # type: ignore[arg-type]
    verbs = {e.path: e.verb for e in r.plan.entries}
    assert verbs["src/main/java/com/example/demo/entity/AppTag.java"] == "keep"
    assert "// my line" in entity.read_text(encoding="utf-8")
    # the files nobody edited went (this machine rendered them)
    assert not (w.out / "src/main/java/com/example/demo/mapper/AppTagMapper.java").exists()
