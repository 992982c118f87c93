"""A file of the whole project (``[layers.X] per_table = false``): one file whose template sees
every selected table as ``tables`` (issue 30: ``FileContext.tables``), re-rendered when any
table changes, left alone when none does, with the same bytes from a full and an incremental
build."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from tests.test_build import demo

__all__ = ["demo"]

ROUTER = """{# every table's REST path and fields #}
{% for t in tables %}{{ t.name }} {{ t.rest_path }} {{ t.fields | map(attribute="name") | join(",") }}
{% endfor %}"""

CONFIG = """
[layers.router]
per_table = false
template = "router.txt.jinja"
path = "frontend/{class_name}.txt"
"""


def genix(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def _own_layer(demo: Path, config: str = CONFIG, template: str = ROUTER) -> None:
    (demo / "templates").mkdir(exist_ok=True)
    (demo / "templates" / "router.txt.jinja").write_text(template, encoding="utf-8")
    text = (demo / "genix.toml").read_text(encoding="utf-8")
    text = text.replace("[project]\n", '[project]\ntemplates = ["templates"]\n', 1)
    (demo / "genix.toml").write_text(text + config, encoding="utf-8")


def test_one_file_sees_every_table(demo: Path) -> None:
    _own_layer(demo)
    r = genix("build")
    assert r.exit_code == 0, r.output
    router = demo / "out/frontend/Router.txt"
    lines = router.read_text(encoding="utf-8").splitlines()
    names = [line.split()[0] for line in lines]
    assert len(names) == 11 and "sys_user" in names and "v_product_sales" in names, names
    user = next(line for line in lines if line.startswith("sys_user "))
    assert user.split()[1] == "/api/sys-user" and "passwordHash" in user.split()[2], user
    # a change of one table renders the whole file again, incrementally as in a full build
    con = sqlite3.connect(demo / "demo.db")
    con.execute("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    con.commit()
    con.close()
    check = genix("check", "--json")
    assert check.exit_code == 1 and "frontend/Router.txt" in check.stdout, check.stdout
    assert genix("build").exit_code == 0
    incremental = router.read_bytes()
    assert b"nickname" in incremental
    assert genix("build", "--full").exit_code == 0
    assert router.read_bytes() == incremental
    assert genix("build").stdout.startswith("out/ is up to date")


def test_a_plan_of_one_table_leaves_the_whole_file_out(demo: Path) -> None:
    _own_layer(demo)
    r = genix("plan", "--json", "-t", "sys_user")
    assert r.exit_code == 0, r.output
    assert "Router.txt" not in r.stdout
    r = genix("plan", "--json", "-t", "-")
    assert r.exit_code == 0 and "Router.txt" in r.stdout, r.output


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            CONFIG.replace('path = "frontend/{class_name}.txt"', 'class_name = "{class}Router"'),
            "layers.router.class_name: class name pattern '{class}Router' has a placeholder",
        ),
        ("\n[layers.entity]\nper_table = false\n", "layers.entity.per_table: per_table is not a setting"),
    ],
)
def test_bad_settings_are_located(demo: Path, config: str, message: str) -> None:
    _own_layer(demo, config)
    r = genix("plan")
    assert r.exit_code == 2, r.output
    assert message in r.stderr, r.stderr
