"""Commands that never open the database need no secret: ``check``/``plan``/``context`` from a
snapshot and ``schema export`` work with ``DB_PASSWORD`` unset (a command that opens the
connection then says which variable is missing). The agent's dry run masks a URL of any
scheme, with the password written in it, and says nothing was sent."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

CONFIG = """[project]
base_package = "com.acme.shop"

[connections.main]
url = "mysql+pymysql://app:${DB_PASSWORD}@127.0.0.1:3306/shop"
password = "${DB_PASSWORD}"
"""


def genix(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "DB_PASSWORD"} if env is None else env
    return subprocess.run(
        [sys.executable, "-m", "dbjavagenix", *args],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_offline_commands_need_no_password(tmp_path: Path) -> None:
    (tmp_path / "genix.toml").write_text(CONFIG, encoding="utf-8")
    shutil.copy(REPO / "tests/goldens/demo_options/catalog.json", tmp_path / "catalog.json")
    r = genix(tmp_path, "plan", "--snapshot", "catalog.json")
    assert r.returncode == 0 and ": 118 to create" in r.stdout.rstrip().splitlines()[-2], r.stderr
    r = genix(tmp_path, "check", "--snapshot", "catalog.json", "--json")
    assert r.returncode == 1 and '"missing": 118' in r.stdout, r.stderr
    r = genix(tmp_path, "context", "sys_role", "--snapshot", "catalog.json")
    assert r.returncode == 0 and '"class_name": "SysRole"' in r.stdout, r.stderr
    r = genix(tmp_path, "schema", "export", "-d", "schemas")
    assert r.returncode == 0 and (tmp_path / "schemas/genix.schema.json").is_file()
    assert not (tmp_path / "out").exists()
    r = genix(tmp_path, "plan")  # this one opens the connection
    assert r.returncode == 2
    assert r.stderr.splitlines()[0] == (
        "error: genix.toml:5:1: connections.main.url: environment variable ${DB_PASSWORD} is not set"
    )


def test_agent_dry_run_masks_any_scheme(tmp_path: Path) -> None:
    """A database genix has no reader of its own for (SQLAlchemy's mssql dialect): the URL is
    shown masked; a scheme SQLAlchemy does not know is refused, located, the password unshown."""
    pw = "Zq9@Secret!xyz"
    for url, shown in (
        (f"mssql+pyodbc://app:{pw}@db.local/shop", "connection main: mssql+pyodbc://app:***@db.local/shop"),
        (
            f"my_db+odd://app:{pw}@db.local/shop",
            "genix.toml:5:1: connections.main.url: unknown database type 'my_db'",
        ),
    ):
        (tmp_path / "genix.toml").write_text(
            CONFIG.replace("mysql+pymysql://app:${DB_PASSWORD}@127.0.0.1:3306/shop", url).replace(
                'password = "${DB_PASSWORD}"\n', ""
            ),
            encoding="utf-8",
        )
        r = genix(tmp_path, "agent", "--goal", "look", "--dry-run")
        assert r.returncode == 0, r.stderr
        assert shown in r.stdout, r.stdout
        assert "Secret" not in r.stdout + r.stderr and "Zq9" not in r.stdout + r.stderr
        if url.startswith("mssql"):
            assert (
                "warning: genix.toml:5:1: connections.main.url: the URL's password is written in the config file"
                in r.stderr
            )
