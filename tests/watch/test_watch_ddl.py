"""``genix watch`` on a ``ddl`` connection reading a Flyway folder: the real command in a
subprocess, real file events. A migration added while it runs regenerates only the tables it
changes; one that changes no table writes nothing; a broken one keeps the output and is
reported at its line; removing a migration takes its change back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.watch.conftest import WatchProcess, atomic_write, changed, files_of, need_watchfiles, snapshot

OUT = "demo-out"  # files_of() reads the manifest there
V1 = """
CREATE TABLE shop_customer (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(64) NOT NULL COMMENT '客户名'
) COMMENT='客户';
CREATE TABLE shop_order (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  total DECIMAL(12,2) NOT NULL DEFAULT 0,
  CONSTRAINT fk_order_customer FOREIGN KEY (customer_id) REFERENCES shop_customer (id)
);
CREATE TABLE shop_item (
  id INT NOT NULL PRIMARY KEY,
  title VARCHAR(100) NOT NULL
);
"""
CONFIG = f"""
[project]
base_package = "com.example.shop"
output = "{OUT}"
[connections.main]
ddl = ["db/migration"]
dialect = "mysql"
"""
ENTITY = "src/main/java/com/example/shop/entity/{}.java"


@pytest.fixture
def flyway(tmp_path: Path) -> Path:
    need_watchfiles()
    project = tmp_path / "project"
    (project / "db" / "migration").mkdir(parents=True)
    (project / "db" / "migration" / "V1__init.sql").write_text(V1, encoding="utf-8")
    (project / "genix.toml").write_text(CONFIG, encoding="utf-8")
    return project


@pytest.fixture
def watcher(flyway: Path) -> Iterator[WatchProcess]:
    w = WatchProcess(flyway, "--json")
    try:
        first = w.event("rebuild")
        assert first["ok"] and first["changed"] == ["first build"], first
        w.event("watching")
        yield w
    finally:
        w.kill()


def test_migration_added_regenerates_only_the_tables_it_changes(flyway: Path, watcher: WatchProcess) -> None:
    out = flyway / OUT
    mig = flyway / "db" / "migration"
    customer = files_of(flyway, table="shop_customer")
    assert customer and files_of(flyway, table="shop_order") and files_of(flyway, table="shop_item")
    before = snapshot(out)

    # a migration file added while watch runs (saved whole: a temp file renamed, as editors and git do)
    atomic_write(
        mig / "V2__email.sql",
        "ALTER TABLE shop_customer ADD COLUMN email VARCHAR(128) NULL COMMENT '邮箱' AFTER name;\n",
    )
    ev = watcher.event("rebuild")
    assert ev["ok"] and ev["changed"] == ["DDL of main"] and ev["scope"] == "partial", ev
    assert ev["rendered"] == len(customer), ev  # shop_customer's files only
    assert ev["written"] and set(ev["written"]) <= customer, ev
    after = snapshot(out)
    assert changed(before, after) == set(ev["written"])  # no other file touched (bytes, mtimes)
    entity = (out / ENTITY.format("ShopCustomer")).read_text(encoding="utf-8")
    assert "private String email;" in entity and "邮箱" in entity

    # a migration that changes no table (seed data): re-read, nothing rendered or written
    atomic_write(mig / "V3__seed.sql", "INSERT INTO shop_item (id, title) VALUES (1, 'x');\n")
    ev = watcher.event("rebuild")
    assert ev["ok"] and ev["changed"] == ["DDL of main"] and ev["rendered"] == 0 and ev["written"] == [], ev
    assert snapshot(out) == after

    # a broken migration: reported at its line, the output stays as it was
    bad = mig / "V4__price.sql"
    atomic_write(bad, "-- price\nALTER TABLE shop_item ADD COLUMN price DECIMAL(10,2) NOT NOT NULL;\n")
    ev = watcher.event("rebuild")
    assert not ev["ok"] and ev["error"]["kind"] == "input", ev
    where = ev["error"]["diagnostics"][0]
    assert (where["file"], where["line"]) == ("db/migration/V4__price.sql", 2), where
    assert "ADD COLUMN price DECIMAL(10,2) NOT NOT NULL" in where["message"], where
    assert watcher.alive() and snapshot(out) == after

    # fixed (an editor's atomic save): only shop_item changes
    atomic_write(bad, "-- price\nALTER TABLE shop_item ADD COLUMN price DECIMAL(10,2) NOT NULL DEFAULT 0;\n")
    ev = watcher.event("rebuild")
    assert ev["ok"] and ev["scope"] == "partial", ev
    item = files_of(flyway, table="shop_item")
    assert ev["written"] and set(ev["written"]) <= item, ev
    assert "private BigDecimal price;" in (out / ENTITY.format("ShopItem")).read_text(encoding="utf-8")
    assert changed(after, snapshot(out)) == set(ev["written"])

    # a migration removed: its change is taken back, on that table only
    (mig / "V2__email.sql").unlink()
    ev = watcher.event("rebuild")
    assert ev["ok"] and set(ev["written"]) <= customer and ev["written"], ev
    assert "email" not in (out / ENTITY.format("ShopCustomer")).read_text(encoding="utf-8")
    assert watcher.interrupt() == 0
