"""Connection URLs carry only the documented driver options: an option that runs SQL
(``init_command``), reads other settings or changes the session is one located config error, in
the CLI, in ``config_validate`` and in ``config_patch`` (before writing) — and no door ever
connects with it (MariaDB: the SQL it names never runs)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from dbjavagenix.tools import ToolEnv, registry
from tests.conftest import need, need_module
from tests.dbnames import db

MYSQL = os.environ.get("GENIX_TEST_MYSQL_URL", "").rstrip("/")
DB = db("genix_i11_opts")


def config(folder: Path, url: str) -> Path:
    path = folder / "genix.toml"
    path.write_text(
        '[project]\nbase_package = "com.acme.shop"\n\n[connections.main]\n'
        f"url = {json.dumps(url)}\nconnect_timeout = 5\n",
        encoding="utf-8",
    )
    return path


BAD = "mysql+pymysql://genix@127.0.0.1:1/shop?charset=utf8mb4&init_command=CREATE%20TABLE%20x%20(i%20int)"


def test_cli_refuses_with_a_located_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    config(tmp_path, BAD)
    for command in (["plan"], ["build"], ["check"], ["schema", "dump"]):
        r = CliRunner().invoke(main, command)
        assert r.exit_code == 2, (command, r.output)
        lines = r.stderr.splitlines()
        assert lines[0] == "error: genix.toml:5:1: connections.main.url: option 'init_command' is not allowed"
        assert lines[1].startswith("  hint: not allowed because it runs SQL when genix connects")
        assert "charset, ssl_ca" in lines[1] and "Traceback" not in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["genix.toml"]


@pytest.mark.parametrize(
    ("url", "option", "hint"),
    [
        (
            "postgresql+psycopg://u@h/db?options=-c%20default_transaction_read_only%3Doff",
            "options",
            "read-only",
        ),
        ("postgresql://u@h/db?service=prod", "service", "service file"),
        ("mysql://u@h/db?read_default_file=/etc/my.cnf", "read_default_file", "init-command"),
        ("mysql://u@h/db?local_infile=1", "local_infile", "read files"),
        ("mysql://u@h/db?password=Zx7q-i11", "password", "${DB_PASSWORD}"),
        ("mysql://u@h/db?connect_timeout=3", "connect_timeout", "query_timeout"),
        ("sqlite:///shop.db?mode=rwc", "mode", "no options"),
    ],
)
def test_every_door_refuses_the_same(tmp_path: Path, url: str, option: str, hint: str) -> None:
    cfg = config(tmp_path, url)
    r = CliRunner().invoke(main, ["plan", "-c", str(cfg)])
    assert r.exit_code == 2 and f"option '{option}' is not allowed" in r.stderr and hint in r.stderr
    assert "Zx7q-i11" not in r.stderr  # a value is never echoed
    outcome = registry().call(ToolEnv(config=cfg), "config_validate", {})
    assert outcome.ok and outcome.data is not None and outcome.data["valid"] is False
    (problem,) = outcome.data["problems"]
    assert problem["key"] == "connections.main.url" and problem["line"] == 5
    assert problem["message"] == f"option '{option}' is not allowed" and hint in problem["hint"]


def test_config_patch_refuses_before_writing(tmp_path: Path) -> None:
    cfg = config(tmp_path, "mysql+pymysql://genix@127.0.0.1/shop")
    before = cfg.read_bytes()
    for edit in (
        {"path": "connections.main.url", "value": BAD},
        {"path": "connections.other", "value": {"url": "postgresql://u@h/db?options=-c%20x%3Dy"}},
    ):
        outcome = registry().call(ToolEnv(config=cfg), "config_patch", {"edits": [edit]})
        assert not outcome.ok, outcome.text()
        assert "patch refused" in outcome.message and "is not allowed" in outcome.message
        assert cfg.read_bytes() == before


def test_init_command_never_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reported attack: set init_command through config_patch, then call the read-only
    db_test_connection. Neither the patch nor a hand-written file gets SQL run."""
    need(bool(MYSQL), "a MariaDB server (GENIX_TEST_MYSQL_URL)")
    sa = need_module("sqlalchemy")
    need_module("pymysql")
    engine = sa.create_engine(MYSQL + "/mysql")
    with engine.begin() as c:
        c.exec_driver_sql(f"DROP DATABASE IF EXISTS {DB}")
        c.exec_driver_sql(f"CREATE DATABASE {DB}")
    try:
        attack = f"{MYSQL}/{DB}?init_command=CREATE%20TABLE%20{DB}.pwned%20(i%20int)"
        cfg = config(tmp_path, f"{MYSQL}/{DB}")
        env = ToolEnv(config=cfg)
        patched = registry().call(
            env, "config_patch", {"edits": [{"path": "connections.main.url", "value": attack}]}
        )
        assert not patched.ok
        assert registry().call(env, "db_test_connection", {}).ok
        cfg.write_text(cfg.read_text().replace(f"{MYSQL}/{DB}", attack))  # by hand, then
        tested = registry().call(env, "db_test_connection", {})
        assert not tested.ok and "option 'init_command' is not allowed" in tested.message
        with engine.connect() as c:
            tables = c.exec_driver_sql(
                f"SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '{DB}'"
            ).scalar()
        assert tables == 0
    finally:
        with engine.begin() as c:
            c.exec_driver_sql(f"DROP DATABASE IF EXISTS {DB}")
        engine.dispose()


@pytest.mark.parametrize(
    ("url", "message", "hint"),
    [
        ("postgresql+psycopg://u@127.0.0.1:99999/db", "port 99999 is out of range", "1 to 65535"),
        ("mysql+pymysql://u@db:33o6/db", "port '33o6' is not a number", "1 to 65535"),
        ("foo://u@h/db", "unknown database type 'foo' in the URL", "genix reads mysql+pymysql://"),
        (
            "postgresql+nodriver://u@h/db",
            "unknown driver 'nodriver' for postgresql in the URL",
            "genix reads",
        ),
    ],
)
def test_one_url_check_in_every_door(tmp_path: Path, url: str, message: str, hint: str) -> None:
    """The database type, the driver and the port are checked where the options are, once: the
    config refuses the URL in the CLI, config_validate and config_patch alike (nothing connects)."""
    cfg = config(tmp_path, url)
    r = CliRunner().invoke(main, ["plan", "-c", str(cfg)])
    assert r.exit_code == 2 and f"connections.main.url: {message}" in r.stderr and hint in r.stderr, r.output
    outcome = registry().call(ToolEnv(config=cfg), "config_validate", {})
    assert outcome.data is not None and outcome.data["valid"] is False
    (problem,) = outcome.data["problems"]
    assert problem["key"] == "connections.main.url" and problem["message"] == message
    good = config(tmp_path, "sqlite:///shop.db")
    before = good.read_bytes()
    patched = registry().call(
        ToolEnv(config=good), "config_patch", {"edits": [{"path": "connections.main.url", "value": url}]}
    )
    assert not patched.ok and message in patched.message and good.read_bytes() == before


def test_known_urls_are_checked_without_sqlalchemy(tmp_path: Path) -> None:
    """Loading a config checks its URLs on their text: SQLAlchemy (slow to import) is asked only
    about a database type or driver genix has no reader of its own for."""
    import subprocess
    import sys

    probe = (
        "import sys\nfrom pathlib import Path\nfrom dbjavagenix.config.load import load_config\n"
        "load_config(Path(sys.argv[1]))\nprint('sqlalchemy' in sys.modules)\n"
    )
    for url, imported in (
        ("mysql+pymysql://u@h:3306/shop?charset=utf8mb4", "False"),
        ("postgresql://u@h/shop", "False"),
        ("sqlite:///shop.db", "False"),
        ("mssql+pyodbc://u@h/shop", "True"),
    ):
        cfg = config(tmp_path, url)
        r = subprocess.run(
            [sys.executable, "-c", probe, str(cfg)], capture_output=True, text=True, check=False
        )
        assert r.returncode == 0 and r.stdout.strip() == imported, (url, r.stderr)
