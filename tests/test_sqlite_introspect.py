"""SQLite introspection: bulk reads (a fixed number of queries), exact facts, and agreement
with SQLAlchemy's own reflection on the shared corpus."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dbjavagenix.introspect import sqlite as reader
from dbjavagenix.introspect.catalog import Catalog
from tests.conftest import REPO


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("demo") / "demo.db"
    con = sqlite3.connect(db)
    con.executescript((REPO / "examples/demo/schema.sql").read_text(encoding="utf-8"))
    con.close()
    return db


class Counting:
    """A DB-API connection whose cursors count the statements genix sends."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self.con = con
        self.count = 0

    def cursor(self) -> Counting:
        self.cur = self.con.cursor()
        return self

    def execute(self, sql: str) -> sqlite3.Cursor:
        self.count += 1
        return self.cur.execute(sql)

    def close(self) -> None:
        self.cur.close()


def read(db: Path) -> tuple[Catalog, int]:
    con = sqlite3.connect(db)
    counting = Counting(con)
    try:
        return reader.read(counting, db.name), counting.count
    finally:
        con.close()


def test_demo_facts(demo_db: Path) -> None:
    cat, _ = read(demo_db)
    t = {x.name: x for x in cat.tables}
    assert cat.dialect == "sqlite"
    user = t["sys_user"]
    ident = user.column("id")
    assert ident is not None and ident.autoincrement and not ident.nullable
    username = user.column("username")
    assert username is not None and (username.data_type, username.length, username.nullable) == (
        "varchar",
        64,
        False,
    )
    assert user.unique_constraints[0].columns == ("username",)
    active = user.column("is_active")
    assert active is not None and active.default == "1"
    assert t["sys_user_role"].primary_key is not None
    assert t["sys_user_role"].primary_key.columns == ("user_id", "role_id")
    roles = t["sys_user_role"].column("user_id")
    assert roles is not None and not roles.autoincrement, "a composite key column is no rowid alias"
    assert t["sys_operation_log"].primary_key is None
    assert [i.name for i in t["sys_operation_log"].indexes] == ["idx_operation_log_user"]
    assert t["sys_operation_log"].indexes[0].columns == ("user_id", "created_at")
    fk = t["sys_operation_log"].foreign_keys[0]
    assert (fk.referred_table, fk.columns, fk.referred_columns, fk.on_delete) == (
        "sys_user",
        ("user_id",),
        ("id",),
        "SET NULL",
    )
    price = t["shop_product"].column("price")
    assert price is not None and (price.precision, price.scale) == (10, 2)
    assert t["v_product_sales"].kind == "view"
    key = t["app_setting"].column("key")
    assert key is not None and not key.autoincrement


def test_query_count_does_not_grow_with_tables(tmp_path: Path, demo_db: Path) -> None:
    _, small = read(demo_db)
    big = tmp_path / "big.db"
    con = sqlite3.connect(big)
    for i in range(300):
        con.execute(f"CREATE TABLE t{i} (id INTEGER PRIMARY KEY, name TEXT, p INTEGER REFERENCES t0(id))")
        con.execute(f"CREATE INDEX i{i} ON t{i}(name)")
    con.commit()
    con.close()
    cat, n = read(big)
    assert len(cat.tables) == 300
    assert n == small == reader.QUERY_COUNT


def test_agrees_with_sqlalchemy_on_the_corpus(corpus_sqlite: dict[str, Path]) -> None:
    import sqlalchemy as sa

    for name, db in corpus_sqlite.items():
        cat, _ = read(db)
        engine = sa.create_engine(f"sqlite:///{db}")
        insp = sa.inspect(engine)
        tables = set(insp.get_table_names())
        views = set(insp.get_view_names())
        assert {t.name for t in cat.tables if t.kind == "table"} == tables, name
        assert {t.name for t in cat.tables if t.kind == "view"} == views, name
        for t in cat.tables:
            cols = insp.get_columns(t.name)
            assert [c.name for c in t.columns] == [c["name"] for c in cols], (name, t.name)
            assert [c.nullable for c in t.columns] == [c["nullable"] for c in cols] or t.primary_key, (
                name,
                t.name,
            )
            if t.kind == "table":
                pk = insp.get_pk_constraint(t.name)["constrained_columns"]
                assert list(t.primary_key.columns if t.primary_key else ()) == pk, (name, t.name)
                fks = {
                    (tuple(f["constrained_columns"]), f["referred_table"])
                    for f in insp.get_foreign_keys(t.name)
                }
                assert {(f.columns, f.referred_table) for f in t.foreign_keys} == fks, (name, t.name)
        engine.dispose()
