"""MySQL/MariaDB facts, asserted one by one (not only through snapshots): on the shared corpus,
and on a ``genix_i3_mysql_facts`` database holding what the corpus lacks."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from dbjavagenix.errors import DatabaseError
from dbjavagenix.introspect.catalog import Catalog, Column, Table
from dbjavagenix.resolve.columns.types import builtin_type
from tests.dbnames import db
from tests.introspect.livecatalog import read_live

pytestmark = pytest.mark.mysql

OTHER_DDL = "CREATE TABLE parent (id INT NOT NULL PRIMARY KEY) ENGINE=InnoDB;"

FACTS_DDL = """
SET SESSION sql_mode = '';
CREATE TABLE t_flags (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT COMMENT '主键',
  big_id BIGINT UNSIGNED NOT NULL COMMENT 'big',
  small_u SMALLINT UNSIGNED,
  tiny_u TINYINT UNSIGNED,
  medium_u MEDIUMINT UNSIGNED,
  plain_int INT,
  flag TINYINT(1) NOT NULL DEFAULT 0 COMMENT '是否启用',
  bit_flag BIT(1),
  bits BIT(8) DEFAULT b'101',
  score DOUBLE,
  ratio FLOAT,
  amount DECIMAL(12,2) UNSIGNED,
  doc JSON COMMENT 'JSON 文档',
  status ENUM('草稿','已发布','it''s','PG-13') NOT NULL DEFAULT '草稿' COMMENT '状态（草稿/已发布）',
  tags SET('a','b','c'),
  yr YEAR,
  shape GEOMETRY,
  pt POINT,
  created DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
  born DATE DEFAULT '0000-00-00',
  touched TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  total INT AS (plain_int * 2) VIRTUAL,
  stored_total INT AS (plain_int * 3) PERSISTENT,
  code VARCHAR(20) NOT NULL,
  note VARCHAR(20) DEFAULT 'it''s',
  parent_id INT,
  PRIMARY KEY (id),
  UNIQUE KEY uk_code (code),
  UNIQUE KEY uk_big_small (big_id, small_u),
  KEY idx_status (status),
  CONSTRAINT fk_other FOREIGN KEY (parent_id) REFERENCES {other}.parent (id)
) ENGINE=InnoDB COMMENT='标志表：测试“引号”与 符号 ★';
CREATE TABLE t_child (
  a INT UNSIGNED NOT NULL,
  b INT NOT NULL,
  flags_id INT UNSIGNED,
  PRIMARY KEY (a, b),
  CONSTRAINT fk_child_flags FOREIGN KEY (flags_id) REFERENCES t_flags (id)
    ON DELETE CASCADE ON UPDATE SET NULL,
  CONSTRAINT fk_child_plain FOREIGN KEY (a) REFERENCES t_flags (id)
) ENGINE=InnoDB;
CREATE TABLE t_log (msg VARCHAR(100), at DATETIME) ENGINE=InnoDB;
CREATE VIEW v_flags AS SELECT id, code, status FROM t_flags;
CREATE SEQUENCE s_ids;
"""


@pytest.fixture(scope="module")
def facts(
    mysql_url: str, mysql_admin: Callable[[str, str], None], tmp_path_factory: pytest.TempPathFactory
) -> Catalog:
    mysql_admin(db("genix_i3_mysql_other"), OTHER_DDL)
    mysql_admin(db("genix_i3_mysql_facts"), FACTS_DDL.replace("{other}", db("genix_i3_mysql_other")))
    return read_live(tmp_path_factory.mktemp("facts"), f"{mysql_url}/{db('genix_i3_mysql_facts')}")


@pytest.fixture(scope="module")
def sakila(mysql_url: str, tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    return read_live(tmp_path_factory.mktemp("sakila"), f"{mysql_url}/sakila")


def col(table: Table | None, name: str) -> Column:
    assert table is not None
    c = table.column(name)
    assert c is not None, name
    return c


def java(catalog: Catalog, table: str, column: str) -> str:
    return builtin_type(col(catalog.table(table), column), catalog.dialect).name


def test_mariadb_is_detected_from_the_version(facts: Catalog) -> None:
    assert facts.dialect == "mariadb"
    assert facts.server_version and "MariaDB" in facts.server_version


def test_boolean_flags(facts: Catalog, sakila: Catalog) -> None:
    assert col(facts.table("t_flags"), "flag").type == "tinyint(1)"
    assert java(facts, "t_flags", "flag") == "Boolean"
    assert java(facts, "t_flags", "bit_flag") == "Boolean"
    assert java(facts, "t_flags", "bits") == "byte[]"
    assert java(sakila, "customer", "active") == "Boolean"  # tinyint(1) in the corpus
    assert java(sakila, "staff", "active") == "Boolean"


def test_unsigned_widening(facts: Catalog, sakila: Catalog) -> None:
    assert col(facts.table("t_flags"), "id").unsigned
    assert java(facts, "t_flags", "id") == "Long"
    assert java(facts, "t_flags", "big_id") == "BigInteger"
    assert java(facts, "t_flags", "small_u") == "Integer"
    assert java(facts, "t_flags", "tiny_u") == "Integer"
    assert java(facts, "t_flags", "medium_u") == "Integer"
    assert java(facts, "t_flags", "plain_int") == "Integer"
    assert java(facts, "t_flags", "amount") == "BigDecimal"
    assert java(sakila, "film", "film_id") == "Integer"  # smallint(5) unsigned


def test_floating_point_from_the_column_type(facts: Catalog) -> None:
    assert java(facts, "t_flags", "score") == "Double"
    assert java(facts, "t_flags", "ratio") == "Float"


def test_enum_and_set_keep_their_values(facts: Catalog, sakila: Catalog) -> None:
    status = col(facts.table("t_flags"), "status")
    assert status.data_type == "enum"
    assert status.enum_values == ("草稿", "已发布", "it's", "PG-13")
    assert status.default == "'草稿'"
    assert builtin_type(status, "mariadb").name == "String"
    tags = col(facts.table("t_flags"), "tags")
    assert (tags.data_type, tags.enum_values) == ("set", ("a", "b", "c"))
    rating = col(sakila.table("film"), "rating")
    assert rating.enum_values == ("G", "PG", "PG-13", "R", "NC-17")
    features = col(sakila.table("film"), "special_features")
    assert features.enum_values == ("Trailers", "Commentaries", "Deleted Scenes", "Behind the Scenes")
    assert java(sakila, "film", "special_features") == "String"


def test_year_geometry_json(facts: Catalog, sakila: Catalog) -> None:
    assert java(facts, "t_flags", "yr") == "Integer"
    assert java(sakila, "film", "release_year") == "Integer"
    assert java(facts, "t_flags", "shape") == "byte[]"
    assert java(facts, "t_flags", "pt") == "byte[]"
    assert java(sakila, "address", "location") == "byte[]"
    doc = col(facts.table("t_flags"), "doc")  # MariaDB: longtext + json_valid check
    assert (doc.type, doc.data_type) == ("json", "json")
    assert builtin_type(doc, "mariadb").name == "String"


def test_defaults_on_update_and_zero_dates(facts: Catalog, sakila: Catalog) -> None:
    t = facts.table("t_flags")
    touched = col(t, "touched")
    assert touched.on_update == "current_timestamp()"
    assert touched.default == "current_timestamp()"
    assert col(t, "created").default == "'0000-00-00 00:00:00'"
    assert col(t, "born").default == "'0000-00-00'"
    assert col(t, "note").default == "'it''s'"
    assert col(t, "flag").default == "0"
    assert col(t, "bits").default == "b'101'"
    assert col(t, "plain_int").default is None  # nullable, no default
    assert col(t, "code").default is None
    assert col(t, "id").autoincrement
    updated = [c.name for c in col_list(sakila, "film") if c.on_update]
    assert updated == ["last_update"]
    # what genix doctor checks the datasource URL for (zeroDateTimeBehavior)
    from dbjavagenix.javaproject.datasource import has_zero_dates

    assert has_zero_dates([t]) and not has_zero_dates(sakila.tables)


def col_list(catalog: Catalog, table: str) -> tuple[Column, ...]:
    t = catalog.table(table)
    assert t is not None
    return t.columns


def test_generated_columns(facts: Catalog) -> None:
    t = facts.table("t_flags")
    assert col(t, "total").generated == "`plain_int` * 2"
    assert col(t, "stored_total").generated == "`plain_int` * 3"
    assert col(t, "total").default is None


def test_sequences_are_not_tables(facts: Catalog, mysql_url: str, tmp_path: Path) -> None:
    assert facts.table("s_ids") is None
    batch = read_live(tmp_path, f"{mysql_url}/spring_batch_mariadb")
    names = {t.name for t in batch.tables}
    assert "BATCH_JOB_EXECUTION" in names
    assert not any(n.endswith("_SEQ") for n in names)


def test_comments_byte_exact(facts: Catalog) -> None:
    t = facts.table("t_flags")
    assert t is not None
    assert t.comment == "标志表：测试“引号”与 符号 ★"
    assert col(t, "status").comment == "状态（草稿/已发布）"
    assert col(t, "doc").comment == "JSON 文档"
    assert col(t, "plain_int").comment is None


def _ruoyi_comments(corpus: Path) -> tuple[dict[str, str], dict[tuple[str, str], str]]:
    """Table and column comments as the corpus DDL writes them."""
    text = (corpus / "ruoyi" / "mysql.sql").read_text(encoding="utf-8")
    tables: dict[str, str] = {}
    columns: dict[tuple[str, str], str] = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"\s*create table (\w+)", line, re.I)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"\)\s*engine=.*comment\s*=\s*'((?:[^']|'')*)'", line, re.I)
        if m and current:
            tables[current] = m.group(1).replace("''", "'")
            current = None
            continue
        m = re.match(r"\s+(\w+)\s+.*\bcomment\s+'((?:[^']|'')*)'", line, re.I)
        if m and current and m.group(1).lower() not in ("unique", "key", "index", "primary", "constraint"):
            columns[(current, m.group(1))] = m.group(2).replace("''", "'")
    return tables, columns


def test_ruoyi_chinese_comments_byte_exact(mysql_url: str, corpus: Path, tmp_path: Path) -> None:
    catalog = read_live(tmp_path, f"{mysql_url}/ruoyi")
    tables, columns = _ruoyi_comments(corpus)
    assert len(tables) == 31 and len(columns) > 300
    got_tables = {t.name: t.comment for t in catalog.tables}
    got_columns = {(t.name, c.name): c.comment for t in catalog.tables for c in t.columns}
    assert got_tables == tables
    assert {k: v for k, v in got_columns.items() if v is not None} == columns
    assert got_columns[("sys_user", "sex")] == "用户性别（0男 1女 2未知）"


def test_keys_uniques_foreign_keys(facts: Catalog, sakila: Catalog) -> None:
    flags = facts.table("t_flags")
    assert flags is not None
    assert flags.primary_key is not None and flags.primary_key.columns == ("id",)
    assert [(u.name, u.columns) for u in flags.unique_constraints] == [
        ("uk_big_small", ("big_id", "small_u")),
        ("uk_code", ("code",)),
    ]
    assert ("idx_status", ("status",), False) in [(i.name, i.columns, i.unique) for i in flags.indexes]
    other = next(f for f in flags.foreign_keys if f.name == "fk_other")
    assert (other.referred_schema, other.referred_table, other.referred_columns) == (
        db("genix_i3_mysql_other"),
        "parent",
        ("id",),
    )
    child = facts.table("t_child")
    assert child is not None
    assert child.primary_key is not None and child.primary_key.columns == ("a", "b")
    rules = {f.name: (f.on_update, f.on_delete, f.referred_table) for f in child.foreign_keys}
    assert rules["fk_child_flags"] == ("SET NULL", "CASCADE", "t_flags")
    assert rules["fk_child_plain"] == ("RESTRICT", "RESTRICT", "t_flags")  # MariaDB's default
    log = facts.table("t_log")
    assert log is not None and log.primary_key is None
    payment = sakila.table("payment")
    assert payment is not None
    assert {f.name: f.on_delete for f in payment.foreign_keys}["fk_payment_rental"] == "SET NULL"
    film_actor = sakila.table("film_actor")
    assert film_actor is not None and film_actor.primary_key is not None
    assert film_actor.primary_key.columns == ("actor_id", "film_id")
    rental = sakila.table("rental")
    assert rental is not None
    assert [u.columns for u in rental.unique_constraints] == [("rental_date", "inventory_id", "customer_id")]
    kinds = {i.name: i.kind for t in sakila.tables for i in t.indexes}
    assert kinds["idx_title_description"] == "fulltext"
    assert kinds["idx_location"] == "spatial"


def test_views(facts: Catalog, sakila: Catalog) -> None:
    v = facts.table("v_flags")
    assert v is not None and v.kind == "view" and v.comment is None
    assert [c.name for c in v.columns] == ["id", "code", "status"]
    views = sorted(t.name for t in sakila.tables if t.kind == "view")
    assert views == [
        "actor_info",
        "customer_list",
        "film_list",
        "nicer_but_slower_film_list",
        "sales_by_film_category",
        "sales_by_store",
        "staff_list",
    ]


def test_broken_view_names_the_view(
    mysql_url: str, mysql_admin: Callable[[str, str], None], tmp_path: Path
) -> None:
    mysql_admin(
        db("genix_i3_mysql_broken"),
        "CREATE TABLE gone (a INT); CREATE VIEW v_broken AS SELECT a FROM gone; DROP TABLE gone;"
        "CREATE TABLE fine (a INT PRIMARY KEY);",
    )
    with pytest.raises(DatabaseError) as e:
        read_live(tmp_path, f"{mysql_url}/{db('genix_i3_mysql_broken')}")
    message = str(e.value)
    assert "connection 'main'" in message
    assert "view `v_broken`" in message
    assert "references invalid table" in message
    assert e.value.exit_code == 3
