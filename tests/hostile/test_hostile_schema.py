"""The hostile schema (``tests/java/hostile_schema.py``) builds in every category, fast and
without Java (issue 33): exit 0, and every table and column the build leaves out is named by a
located warning whose hint names the genix.toml key that brings it back. The Java side (the
output compiles) is ``tests/java/test_hostile_java.py``.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from dbjavagenix.categories import get_category
from dbjavagenix.errors import Diagnostic
from dbjavagenix.javatext import CHAIN_MOST
from tests.dbnames import db
from tests.hostile.harness import Project
from tests.java.hostile_schema import (
    SEED,
    Table,
    hostile_tables,
    mariadb_ddl,
    postgresql_ddl,
    postgresql_tables,
    sqlite_ddl,
)

CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")


def test_the_generator_is_deterministic_and_hostile() -> None:
    assert sqlite_ddl() == sqlite_ddl(SEED)
    assert sqlite_ddl(SEED + 1) != sqlite_ddl(SEED)
    assert mariadb_ddl() == mariadb_ddl() and postgresql_ddl() == postgresql_ddl()
    tables = hostile_tables()
    widths = {len(t.columns) for t in tables}
    assert {1, 50, 300, 1000} <= widths
    names = {c.name for t in tables for c in t.columns} | {t.name for t in tables}
    for name in ("class", "int", "record", "var", "yield", "_", "order-no", "a b", "x.y", "$", "1st"):
        assert name in names, name
    assert any("\n" in n for n in names)
    assert any(not any(ch.isascii() and ch.isalpha() for ch in n) for n in names)
    assert {"auto", "text", "composite", "none"} == {
        "auto" if t.auto else "none" if not t.key else "composite" if len(t.key) > 1 else "text"
        for t in tables
    }
    assert all(get_category(c) is not None for c in CATEGORIES)
    # SQLite takes it as it is (one database file)
    con = sqlite3.connect(":memory:")
    con.executescript(sqlite_ddl())
    assert len(con.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()) >= len(tables)


def hostile_project(root: Path, category: str) -> Project:
    proj = Project(root, ddl="")
    proj.sql(sqlite_ddl())
    proj.config(project=f'category = "{category}"')
    return proj


def left_out_reported(root: Path) -> tuple[dict[str, set[str]], list[Diagnostic]]:
    """The columns genix generates per table, and the build's warnings (in-process)."""
    import os

    from dbjavagenix import pipeline

    old = Path.cwd()
    os.chdir(root)
    try:
        loaded = pipeline.load_config(root / "genix.toml")
        prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
        project = pipeline.resolve_project(prepared)
    finally:
        os.chdir(old)
    fields = {t.name: {f.column for f in t.fields} for t in project.tables}
    return fields, list(prepared.warnings)


def check_every_omission_is_reported(root: Path, tables: tuple[Table, ...] | None = None) -> set[str]:
    """Every hostile table and column (``tables``: SQLite's) is generated or left out with a
    located warning (its hint names the key that brings it back); returns the kinds of omission."""
    fields, warnings = left_out_reported(root)
    by_key = {d.location.key: d for d in warnings if d.location is not None and d.location.key}
    kinds: set[str] = set()
    for t in hostile_tables() if tables is None else tables:
        if t.name not in fields:
            found = [
                d for k, d in by_key.items() if k[:2] == ("tables", t.name) and k[2:] in ((), ("class_name",))
            ]
            assert len(found) == 1, f"table {t.name!r} is left out silently"
            d = found[0]
            assert "left out" in d.message and (
                "class_name =" in (d.hint or "") or "ignore =" in (d.hint or "")
            ), d
            kinds.add("table")
            continue
        for c in t.columns:
            if c.name in fields[t.name]:
                continue
            found = [
                d for k, d in by_key.items() if k[:4] == ("tables", t.name, "columns", c.name) and len(k) == 5
            ]
            assert len(found) == 1, f"column {c.name!r} of table {t.name!r} is left out silently"
            d = found[0]
            assert "left out" in d.message, d
            assert d.location.key[-1] in (d.hint or ""), d  # java_name = / ignore = ...
            kinds.add(d.location.key[-1])
    return kinds


@pytest.mark.parametrize("category", CATEGORIES)
def test_the_hostile_schema_builds_with_located_warnings(tmp_path: Path, category: str) -> None:
    proj = hostile_project(tmp_path / "p", category)
    run = proj.genix("build").expect(0)
    assert "error:" not in run.text, run.text[:3000]
    # each kind of omission comes with its warning, located in genix.toml
    for fragment in (
        "warning: genix.toml: tables.\"$\".class_name: table '$' has no letter or digit",
        "both become class 'OrderLine': table 'order-line' is left out",
        "both become field 'userName'",
        "contains the control character U+000A",
        "[tables.Name.columns.userName] java_name = ",
    ):
        assert fragment in run.text, fragment
    assert check_every_omission_is_reported(proj.root) == {"table", "java_name", "ignore"}
    java = proj.root / "out/src/main/java/com/example/demo"
    # records hold 254 components: sb35-java21 leaves the wider tables out, and says so
    records = category == "sb35-java21"
    assert (java / "entity/Wide1000.java").is_file() != records
    assert ("table 'wide_1000' has 1000 columns" in run.text) == records
    assert (java / "entity/Wide300.java").is_file() != records
    assert (java / "entity/Wide50.java").is_file()
    # a list query record keeps its equality filters first when they are more than it holds
    assert ("table '宽表' has 200 columns: the list query record" in run.text) == records
    check_java_limits(java)


LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
CHAIN = re.compile(r"^\s*(\+|&&|\|\|)\s|\s(\+|&&|\|\|)$")


def check_java_limits(java: Path) -> None:
    """What javac refuses or chokes on, read from the sources: a string literal over 65,535
    bytes (``constant string too long``), a chain
    of ``+``, ``&&`` or ``||`` over :data:`CHAIN_MOST` lines (a ``StackOverflowError`` inside Maven)."""
    for path in java.rglob("*.java"):
        text = path.read_text(encoding="utf-8")
        for m in LITERAL.finditer(text):
            # as written: an escape counts more than the character it stands for (a bound from above)
            assert len(m.group(1).encode("utf-8")) < 65_535, (path.name, m.group(1)[:100])
        run = 0
        for line in text.splitlines():
            run = run + 1 if CHAIN.search(line) else 0
            assert run <= CHAIN_MOST + 2, f"{path.name}: a chain of {run} lines at {line.strip()[:100]!r}"
    assert not list(java.rglob("*$*.java"))


def _server_build(root: Path, url: str, tables: tuple[Table, ...]) -> None:
    """Every category builds the server's hostile schema (exit 0, no error), every omission
    reported (tests/java/test_hostile_java.py compiles and drives two categories a server)."""
    for category in CATEGORIES:
        proj = Project(root / category, ddl="")
        proj.write(
            "genix.toml",
            f'[project]\nbase_package = "com.example.demo"\noutput = "out"\ncategory = "{category}"\n'
            f'[connections.main]\nurl = "{url}"\n',
        )
        run = proj.genix("build").expect(0, "both become field 'userName'")
        assert "error:" not in run.text, (category, run.text[:3000])
        assert check_every_omission_is_reported(proj.root, tables) >= {"table", "java_name"}, category


@pytest.mark.mysql
def test_the_hostile_schema_builds_on_mariadb(
    mysql_url: str, mysql_admin: Callable[[str, str], None], tmp_path: Path
) -> None:
    name = db("genix_i12_hostile")
    mysql_admin(name, mariadb_ddl())
    _server_build(tmp_path / "p", f"{mysql_url}/{name}", hostile_tables(sqlite_only=False))


@pytest.mark.postgres
def test_the_hostile_schema_builds_on_postgresql(
    pg_url: str, pg_admin: Callable[[str, str], None], tmp_path: Path
) -> None:
    # quoted names keep their case there: tables 'user' and 'User', columns 'Name' and 'name'
    name = db("genix_i12_hostile")
    pg_admin(name, postgresql_ddl())
    run_tables = postgresql_tables()
    assert {"user", "User"} <= {t.name for t in run_tables}
    _server_build(tmp_path / "p", f"{pg_url}/{name}", run_tables)


def test_a_column_a_row_needs_keeps_the_clashing_name(tmp_path: Path) -> None:
    """Of two columns that become one Java name, the one an insert needs (NOT NULL, no default)
    keeps it, so the table stays creatable; when both are needed, the warning says creates fail
    until one is named."""
    proj = Project(
        tmp_path / "p",
        ddl="CREATE TABLE a (id INTEGER PRIMARY KEY, userName TEXT, user_name TEXT NOT NULL);\n"
        "CREATE TABLE b (id INTEGER PRIMARY KEY, userName TEXT NOT NULL, user_name TEXT NOT NULL);\n",
    )
    proj.config()
    run = proj.genix("build").expect(0)
    assert (
        "columns 'user_name' and 'userName' of table 'a' both become field 'userName': column 'userName' is left out\n"
        in run.text
    ), run.text
    assert (
        "columns 'userName' and 'user_name' of table 'b' both become field 'userName': column 'user_name' is "
        "left out; it is NOT NULL without a default, so creating a row fails until it is generated"
    ) in run.text, run.text
    xml = (proj.root / "out/src/main/resources/mapper/AMapper.xml").read_text(encoding="utf-8")
    assert '<result column="user_name" property="userName"' in xml and "INSERT INTO a (user_name)" in xml, xml
