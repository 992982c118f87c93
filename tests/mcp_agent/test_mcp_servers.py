"""The schema tools against real MariaDB and PostgreSQL servers (the shared sakila corpus):
Java types resolved per dialect, and passwords never shown, not even in connection errors."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dbjavagenix.tools import ToolEnv, registry
from tests.conftest import need, need_module
from tests.dbnames import db

MYSQL = os.environ.get("GENIX_TEST_MYSQL_URL")
PG = os.environ.get("GENIX_TEST_PG_URL")
READER = db("genix_i7_reader")
READER_PW = "i7-Rd-pw-73kq"


def config(tmp_path: Path, url_ref: str, schema: str | None = None) -> Path:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.acme.rental"\n\n[connections.main]\n'
        f'url = "{url_ref}"\n'
        + (f'schema = "{schema}"\n' if schema else "")
        + '\n[tables]\ninclude = ["film*", "actor"]\n'
    )
    return cfg


def call(cfg: Path, tool: str, args: dict[str, object]) -> tuple[bool, str, dict[str, object] | None]:
    outcome = registry().call(ToolEnv(config=cfg), tool, args)
    return outcome.ok, outcome.text(), outcome.data


@pytest.mark.parametrize("server", ["mysql", "postgres"])
def test_describe_table_on_servers(server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    base = MYSQL if server == "mysql" else PG
    need(bool(base), f"GENIX_TEST_{'MYSQL' if server == 'mysql' else 'PG'}_URL")
    assert base
    need_module("pymysql" if server == "mysql" else "psycopg")
    monkeypatch.setenv("GENIX_I7_URL", base.rstrip("/") + "/sakila")
    cfg = config(tmp_path, "${GENIX_I7_URL}")
    good, text, data = call(cfg, "db_describe_table", {"table": "film"})
    assert good, text
    assert data is not None
    cols = {c["name"]: c for c in data["columns"]}  # type: ignore[attr-defined]
    assert data["class_name"] == "Film" and data["primary_key"] == ["film_id"]
    assert cols["title"]["java_type"] == "String" and cols["title"]["jdbc_type"] == "VARCHAR"
    assert cols["last_update"]["java_type"] in ("LocalDateTime", "OffsetDateTime")
    assert cols["rental_rate"]["java_type"] == "BigDecimal"
    assert any(fk["referred_table"] == "language" for fk in data["foreign_keys"])  # type: ignore[union-attr]
    good, text, listed = call(cfg, "db_list_tables", {})
    assert good and listed is not None
    gen = {t["name"] for t in listed["tables"] if t["generated"]}  # type: ignore[union-attr]
    assert {"film", "film_actor", "film_category", "actor"} <= gen and "payment" not in gen


@pytest.fixture
def reader() -> str:
    """A MariaDB account with a password of its own (genix_i7_*), allowed to read sakila."""
    need(bool(MYSQL), "GENIX_TEST_MYSQL_URL")
    assert MYSQL
    sa = need_module("sqlalchemy")
    need_module("pymysql")
    engine = sa.create_engine(MYSQL.rstrip("/") + "/mysql")
    with engine.begin() as c:
        c.exec_driver_sql(f"CREATE USER IF NOT EXISTS '{READER}'@'%%' IDENTIFIED BY '{READER_PW}'")
        c.exec_driver_sql(f"ALTER USER '{READER}'@'%%' IDENTIFIED BY '{READER_PW}'")
        c.exec_driver_sql(f"GRANT SELECT, SHOW VIEW ON sakila.* TO '{READER}'@'%%'")
    engine.dispose()
    host = MYSQL.split("@", 1)[1].rstrip("/")
    return f"mysql+pymysql://{READER}:{{pw}}@{host}/sakila"


def test_passwords_never_appear(reader: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENIX_I7_READER_PW", READER_PW)
    cfg = config(tmp_path, reader.format(pw="${GENIX_I7_READER_PW}"))
    for tool, args in (
        ("db_test_connection", {}),
        ("config_get", {}),
        ("config_get", {"source": "file"}),
    ):
        good, text, data = call(cfg, tool, args)
        assert good, text
        assert READER_PW not in text and READER_PW not in json.dumps(data)
    assert call(cfg, "config_get", {"path": "connections.main.url"})[2]["value"].startswith(  # type: ignore[index]
        f"mysql+pymysql://{READER}:***@"
    )
    # a wrong password: the error names the connection and host, never a password
    wrong = "Wr0ng-i7-pw-x"
    monkeypatch.setenv("GENIX_I7_READER_PW", wrong)
    good, text, data = call(cfg, "db_test_connection", {})
    assert not good and "connection 'main'" in text and "Access denied" in text
    assert wrong not in text and wrong not in json.dumps(data)
    # a literal password in the file is masked too
    cfg.write_text(cfg.read_text().replace("${GENIX_I7_READER_PW}", READER_PW))
    for tool in ("db_test_connection", "config_get"):
        good, text, data = call(cfg, tool, {})
        assert good and READER_PW not in text and READER_PW not in json.dumps(data)
