"""``genix build`` / ``genix check`` from a migration folder, as CI runs them: no database URL,
no server, no password variable. Exit 0 on a clean tree, 1 on drift (a migration added), 2 on
a statement genix cannot parse (located); an unchanged DDL set is not parsed again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dbjavagenix.config.load import load_config
from dbjavagenix.introspect import ddl as ddl_module
from dbjavagenix.introspect.connect import read_catalog
from dbjavagenix.introspect.ddl_cache import cache_file
from tests.conftest import REPO

V1 = """
CREATE TABLE shop_customer (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT COMMENT '客户 id',
  name VARCHAR(64) NOT NULL,
  vip TINYINT(1) NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id)
) ENGINE=InnoDB COMMENT='客户';
INSERT INTO shop_customer (name) VALUES ('seed');
CREATE TABLE shop_order (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT UNSIGNED NOT NULL,
  total DECIMAL(12,2) NOT NULL DEFAULT 0,
  CONSTRAINT fk_order_customer FOREIGN KEY (customer_id) REFERENCES shop_customer (id)
);
"""
CONFIG = """
[project]
base_package = "com.example.shop"
output = "out"
[connections.main]
ddl = ["db/migration"]
dialect = "mysql"
"""


def _env() -> dict[str, str]:
    """The environment of a CI job with no database: no GENIX_* settings, no secrets."""
    drop = ("PASSWORD", "SECRET", "TOKEN", "GENIX_")
    env = {k: v for k, v in os.environ.items() if not any(d in k.upper() for d in drop)}
    env["PYTHONPATH"] = str(REPO / "src")
    return env


def genix(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dbjavagenix", *args],
        check=False,
        cwd=cwd,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    mig = tmp_path / "db" / "migration"
    mig.mkdir(parents=True)
    (mig / "V1__init.sql").write_text(V1, encoding="utf-8")
    (tmp_path / "genix.toml").write_text(CONFIG, encoding="utf-8")
    return tmp_path


def test_check_without_database(project: Path) -> None:
    built = genix(project, "build")
    assert built.returncode == 0, built.stderr
    assert (project / "out" / "src/main/java/com/example/shop/entity/ShopCustomer.java").is_file()
    assert cache_file(project / "out", "main").is_file()
    clean = genix(project, "check")
    assert clean.returncode == 0, clean.stdout + clean.stderr

    # a migration added while nobody ran build: drift
    (project / "db" / "migration" / "V2__email.sql").write_text(
        "ALTER TABLE shop_customer ADD COLUMN email VARCHAR(128) NULL AFTER name;\n", encoding="utf-8"
    )
    drift = genix(project, "check")
    assert drift.returncode == 1, drift.stdout + drift.stderr
    assert "ShopCustomer.java" in drift.stdout
    assert "ShopOrder.java" not in drift.stdout  # only the table the migration changed

    rebuilt = genix(project, "build")
    assert rebuilt.returncode == 0, rebuilt.stderr
    entity = (project / "out" / "src/main/java/com/example/shop/entity/ShopCustomer.java").read_text("utf-8")
    assert "private String email;" in entity
    assert genix(project, "check").returncode == 0


def test_unparsable_statement_stops_with_its_location(project: Path) -> None:
    (project / "db" / "migration" / "V2__bad.sql").write_text(
        "-- a typo\nALTER TABLE shop_customer ADD COLUMN phone VARCHAR(20) NOT NOT NULL;\n", encoding="utf-8"
    )
    r = genix(project, "build")
    assert r.returncode == 2
    assert "V2__bad.sql:2:" in r.stderr and "ALTER TABLE shop_customer ADD COLUMN phone" in r.stderr
    assert not (project / "out").exists()  # nothing half-written

    cfg = project / "genix.toml"
    cfg.write_text(CONFIG + "allow_unparsed = true\n", encoding="utf-8")
    dump = genix(
        project, "schema", "dump", "--from-ddl", "db/migration", "--dialect", "mysql", "--allow-unparsed"
    )
    assert dump.returncode == 0, dump.stderr
    assert "warning: db/migration/V2__bad.sql:2:1: left out (allow_unparsed)" in dump.stderr
    assert genix(project, "build").returncode == 0


def test_unchanged_ddl_is_not_parsed_again(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert genix(project, "build").returncode == 0
    loaded = load_config(project / "genix.toml")

    def no_parse(*_a: object, **_k: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(ddl_module, "read_ddl", no_parse)
    catalog = read_catalog(loaded, "main")
    assert catalog.table("shop_order") is not None
    (project / "db" / "migration" / "V1__init.sql").write_text(V1 + "\n-- edited\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="parsed again"):
        read_catalog(loaded, "main")


def test_view_column_without_a_derivable_type_asks_for_an_override(tmp_path: Path) -> None:
    """Every such column of every view is named in the one error (not one view per run)."""
    from dbjavagenix import pipeline
    from dbjavagenix.errors import GenixError

    (tmp_path / "v.sql").write_text(
        "CREATE TABLE t (id INT PRIMARY KEY, active TINYINT(1) NOT NULL);\n"
        "CREATE VIEW v AS SELECT id, IF(active, 'yes', '') AS notes, IF(active, 1, 2) AS rank_no FROM t;\n"
        "CREATE VIEW w AS SELECT id, IF(active, 'a', 'b') AS label FROM t;\n",
        encoding="utf-8",
    )
    base = (
        '[project]\nbase_package = "com.example.v"\n[connections.main]\nddl = "v.sql"\ndialect = "mariadb"\n'
    )
    (tmp_path / "genix.toml").write_text(base, encoding="utf-8")
    loaded = load_config(tmp_path / "genix.toml")
    with pytest.raises(GenixError) as e:
        pipeline.planned(loaded)
    keys = sorted(".".join(map(str, d.location.key)) for d in e.value.diagnostics)
    assert keys == [
        "tables.v.columns.notes.java_type",
        "tables.v.columns.rank_no.java_type",
        "tables.w.columns.label.java_type",
    ]
    overrides = "".join(
        f'[tables.{t}.columns.{c}]\njava_type = "String"\n'
        for t, c in (("v", "notes"), ("v", "rank_no"), ("w", "label"))
    )
    (tmp_path / "genix.toml").write_text(base + overrides, encoding="utf-8")
    plan = pipeline.planned(load_config(tmp_path / "genix.toml")).plan
    assert any(e.path.endswith("V.java") for e in plan.entries)


def _unparsed_lines(stderr: str) -> list[str]:
    return [
        ln for ln in stderr.splitlines() if ln.startswith("warning: ") and "left out (allow_unparsed)" in ln
    ]


def test_allow_unparsed_build_plan_and_check_list_what_they_left_out(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    mig = project / "db" / "migration"
    (mig / "V2__bad.sql").write_text(
        "-- a typo\nALTER TABLE shop_customer ADD COLUMN phone VARCHAR(20) NOT NOT NULL;\n"
        "ALTER TABLE shop_customer ADD COLUMN email VARCHAR(128) NULL;\n",
        encoding="utf-8",
    )
    (mig / "V3__worse.sql").write_text(
        "CREATE TABLE shop_note (\n  id INT PRIMARY KEY,\n  body TEXT\n;\n", encoding="utf-8"
    )
    (project / "genix.toml").write_text(CONFIG + "allow_unparsed = true\n", encoding="utf-8")

    dump = genix(
        project, "schema", "dump", "--from-ddl", "db/migration", "--dialect", "mysql", "--allow-unparsed"
    )
    assert dump.returncode == 0, dump.stderr
    expected = _unparsed_lines(dump.stderr)
    assert len(expected) == 2, dump.stderr
    assert expected[0].startswith("warning: db/migration/V2__bad.sql:2:1: left out (allow_unparsed): ")
    assert expected[0].endswith(": ALTER TABLE shop_customer ADD COLUMN phone VARCHAR(20) NOT NOT NULL")
    assert expected[1].startswith("warning: db/migration/V3__worse.sql:")
    assert expected[1].endswith(": CREATE TABLE shop_note (")

    first = genix(project, "build")
    assert first.returncode == 0, first.stderr
    assert _unparsed_lines(first.stderr) == expected
    entity = project / "out" / "src/main/java/com/example/shop/entity/ShopCustomer.java"
    assert "private String email;" in entity.read_text(encoding="utf-8")  # the rest was read
    assert not list((project / "out").rglob("ShopNote*.java"))

    # the list comes with the cached catalog too: an unchanged DDL set is not parsed again
    again = genix(project, "build")
    assert again.returncode == 0 and _unparsed_lines(again.stderr) == expected, again.stderr
    plan = genix(project, "plan")
    assert plan.returncode == 0 and _unparsed_lines(plan.stderr) == expected, plan.stderr
    check = genix(project, "check")
    assert check.returncode == 0 and _unparsed_lines(check.stderr) == expected, check.stdout + check.stderr
    as_json = genix(project, "check", "--json")
    listed = [w for w in json.loads(as_json.stdout)["warnings"] if "allow_unparsed" in w["message"]]
    assert [(w["file"], w["line"], w["message"].rsplit(": ", 1)[-1]) for w in listed] == [
        (
            "db/migration/V2__bad.sql",
            2,
            "ALTER TABLE shop_customer ADD COLUMN phone VARCHAR(20) NOT NOT NULL",
        ),
        ("db/migration/V3__worse.sql", listed[1]["line"], "CREATE TABLE shop_note ("),
    ]
    # a snapshot written with --allow-unparsed keeps the list: a plan from it prints it
    dumped = genix(
        project,
        "schema",
        "dump",
        "--from-ddl",
        "db/migration",
        "--dialect",
        "mysql",
        "--allow-unparsed",
        "-o",
        "s.json",
    )
    assert dumped.returncode == 0, dumped.stderr
    from_snapshot = genix(project, "plan", "--snapshot", "s.json")
    assert _unparsed_lines(from_snapshot.stderr) == expected, from_snapshot.stderr

    def no_parse(*_a: object, **_k: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(ddl_module, "read_ddl", no_parse)
    monkeypatch.chdir(project)
    cached = read_catalog(load_config(project / "genix.toml"), "main")
    assert [(u.file, u.line) for u in cached.unparsed] == [(w["file"], w["line"]) for w in listed]

    # a build with everything parsed lists nothing
    (mig / "V2__bad.sql").unlink()
    (mig / "V3__worse.sql").unlink()
    clean = genix(project, "build")
    assert clean.returncode == 0 and "allow_unparsed" not in clean.stderr, clean.stderr


@pytest.mark.parametrize("dialect", ["mysql", "mariadb"])
@pytest.mark.parametrize(
    ("ddl", "word", "refused"),
    [
        ("CREATE TABLE t (id INT PRIMARY KEY, order VARCHAR(10));", "order", True),
        ("CREATE TABLE t (id INT PRIMARY KEY, desc VARCHAR(10));", "desc", True),
        ("CREATE TABLE group (id INT PRIMARY KEY);", "group", True),
        ("CREATE TABLE t (id INT PRIMARY KEY, `order` VARCHAR(10));", "order", False),
        ("CREATE TABLE `group` (id INT PRIMARY KEY, status INT, name TEXT);", "group", False),
    ],
)
def test_unquoted_reserved_words_are_refused_as_the_database_would(
    tmp_path: Path, dialect: str, ddl: str, word: str, refused: bool
) -> None:
    """MySQL and MariaDB refuse a reserved word as an unquoted table or column name: DDL that
    names one is DDL the database would not run, a located error (issue 37); quoted it is fine."""
    (tmp_path / "schema.sql").write_text(ddl + "\n")
    (tmp_path / "genix.toml").write_text(
        f'[project]\nbase_package = "com.x"\noutput = "out"\n[connections.main]\nddl = ["schema.sql"]\ndialect = "{dialect}"\n'
    )
    r = genix(tmp_path, "plan")
    if refused:
        assert (
            r.returncode == 2 and "schema.sql:1:" in r.stderr and f"`{word}` is a reserved word" in r.stderr
        ), r.stderr
    else:
        assert r.returncode == 0, r.stderr
