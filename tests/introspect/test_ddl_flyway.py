"""A Flyway folder as the schema source: five migrations over sakila (adding, renaming,
dropping and modifying columns, a repeatable view, an undo script) replayed from the files
equal the live MariaDB database the same migrations built, applied in Flyway's order."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from dbjavagenix.config.load import load_config
from dbjavagenix.introspect.connect import read_catalog
from dbjavagenix.introspect.ddl_sources import expand, migration_key
from tests.conftest import need
from tests.dbnames import db
from tests.introspect.livecatalog import read_live
from tests.introspect.test_ddl_roundtrip import DDL_CANNOT_KNOW, assert_same

DB = db("genix_i19_flyway")
MIGRATIONS = {
    "V1.1__actor_nick.sql": "ALTER TABLE actor ADD COLUMN nick_name VARCHAR(30) NULL COMMENT '昵称' AFTER last_name;",
    "V2__rename.sql": "ALTER TABLE customer RENAME COLUMN email TO email_address;\n"
    "ALTER TABLE actor CHANGE COLUMN nick_name nickname VARCHAR(40) NOT NULL DEFAULT '';",
    "V3__drop.sql": "ALTER TABLE staff DROP COLUMN picture;\nALTER TABLE address DROP COLUMN address2;",
    # V10 after V2 (versions, not names, order them): it needs V2's rename
    "V10__more.sql": "ALTER TABLE customer MODIFY email_address VARCHAR(80) NULL;\n"
    "CREATE INDEX idx_nickname ON actor (nickname);\n"
    "ALTER TABLE payment MODIFY amount DECIMAL(7,2) NOT NULL DEFAULT 0;\n"
    "CREATE TABLE loyalty (\n  customer_id SMALLINT UNSIGNED NOT NULL PRIMARY KEY,\n"
    "  points INT UNSIGNED NOT NULL DEFAULT 0,\n"
    "  CONSTRAINT fk_loyalty_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id)\n);",
    "R__views.sql": "CREATE OR REPLACE VIEW actor_nick AS SELECT actor_id, nickname FROM actor;",
    "U2__undo.sql": "DROP TABLE actor;",
}


def _folder(corpus: Path, tmp: Path) -> Path:
    folder = tmp / "db" / "migration"
    folder.mkdir(parents=True)
    shutil.copyfile(corpus / "sakila" / "mysql.sql", folder / "V1__sakila.sql")
    for name, sql in MIGRATIONS.items():
        (folder / name).write_text(sql + "\n", encoding="utf-8")
    return folder


def test_flyway_order() -> None:
    names = ["R__b.sql", "V10__x.sql", "V2__y.sql", "V1.1__z.sql", "V1__a.sql", "U2__undo.sql", "init.sql"]
    keys = {n: k for n in names if (k := migration_key(Path(n))) is not None}
    got = sorted(keys, key=lambda n: keys[n])
    assert got == ["init.sql", "V1__a.sql", "V1.1__z.sql", "V2__y.sql", "V10__x.sql", "R__b.sql"]


@pytest.mark.mysql
def test_flyway_folder_equals_migrated_database(corpus: Path, mysql_url: str, tmp_path: Path) -> None:
    need(shutil.which("mysql") is not None, "the mysql command-line client")
    folder = _folder(corpus, tmp_path)
    files = expand([str(folder)], tmp_path)
    assert [f.name for f in files] == [
        "V1__sakila.sql",
        "V1.1__actor_nick.sql",
        "V2__rename.sql",
        "V3__drop.sql",
        "V10__more.sql",
        "R__views.sql",
    ]
    u = make_url(mysql_url)
    env = {**os.environ, "MYSQL_PWD": u.password or ""}
    base = [
        "mysql",
        "--protocol=TCP",
        "-h",
        u.host or "127.0.0.1",
        "-P",
        str(u.port or 3306),
        "-u",
        u.username or "",
    ]
    base.append("--default-character-set=utf8mb4")

    def run(*args: str, stdin: Path | None = None) -> None:
        with open(stdin or os.devnull, "rb") as f:
            subprocess.run([*base, *args], stdin=f, env=env, check=True, capture_output=True, timeout=120)

    run("-e", f"DROP DATABASE IF EXISTS `{DB}`; CREATE DATABASE `{DB}` CHARACTER SET utf8mb4")
    try:
        for f in files:
            run(DB, stdin=f)
        (tmp_path / "live").mkdir()
        live = read_live(tmp_path / "live", f"{mysql_url}/{DB}")
        cfg = tmp_path / "genix.toml"
        cfg.write_text(
            '[project]\nbase_package = "com.example.demo"\n[connections.main]\n'
            f'ddl = ["db/migration"]\ndialect = "mariadb"\nschema = "{DB}"\n',
            encoding="utf-8",
        )
        ddl = read_catalog(load_config(cfg), "main")
        assert_same(live, ddl, DDL_CANNOT_KNOW[("mariadb", "sakila")])
        actor = ddl.table("actor")
        assert actor is not None and [c.name for c in actor.columns][:4] == [
            "actor_id",
            "first_name",
            "last_name",
            "nickname",
        ]
        assert ddl.table("loyalty") is not None and ddl.table("actor_nick") is not None
    finally:
        run("-e", f"DROP DATABASE IF EXISTS `{DB}`")
