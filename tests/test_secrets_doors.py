"""Secrets through every door: the whole CLI (subprocesses) and every MCP tool and resource (a
real MCP client session), against a real MariaDB server whose accounts have the password under
test, with that password in every place a config can hold one: inside the URL through
``${DB_PASSWORD}``, written literally in the URL, as ``password = "${DB_PASSWORD}"``, from
``GENIX_CONNECTIONS__<NAME>__PASSWORD``, plus a wrong one and an unreachable server.

Passwords: ``genix``, ``root``, ``a``, ``123456``, ``com``, ``127``, ``Sup%40rS3cret`` — words that also
stand in the project's paths, package, table and column names, JSON keys and generated code
(the schema has a ``password`` and a ``token`` column, the package is ``com.genix.root.a``, the
output folder ``genix-out``). Each run is compared with a run under a random 24-character
password: (a) that password, in any encoding, appears nowhere; (b) everything else (every
output, every path, package and key, every generated file) is byte-identical, so no door
hides anything but the secret, and none shows it. Over all four categories.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from dbjavagenix.secrets import encodings
from tests.conftest import need, need_module
from tests.dbnames import db

MYSQL = os.environ.get("GENIX_TEST_MYSQL_URL", "").rstrip("/")
_RUN = os.getpid()  # names of this run: test runs of other checkouts on one server do not collide
DB = db(f"genix_i11_secrets_{_RUN}")
URL_USER, FIELD_USER = db(f"genix_i11_url_{_RUN}"), db(f"genix_i11_fld_{_RUN}")
PASSWORDS = ("genix", "root", "a", "123456", "com", "127", "Sup%40rS3cret")
CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
SCHEMA = (
    "CREATE TABLE sys_admin_user (id BIGINT PRIMARY KEY AUTO_INCREMENT COMMENT 'genix root a com 123456',"
    " password VARCHAR(64) NOT NULL COMMENT 'the root password', token VARCHAR(64),"
    " root_flag TINYINT(1) NOT NULL DEFAULT 0) COMMENT 'admin users of genix'",
    "CREATE TABLE root_menu (id INT PRIMARY KEY, genix_code VARCHAR(20), admin_id BIGINT,"
    " label_123456 VARCHAR(30) COMMENT 'com a root', FOREIGN KEY (admin_id) REFERENCES sys_admin_user (id))"
    " COMMENT 'a root menu'",
)


def _host() -> str:
    return MYSQL.split("@", 1)[1]


@pytest.fixture(scope="module")
def server() -> Iterator[Any]:
    """The database and two accounts; ``set_password(p)`` gives both the password under test
    (the URL account gets it percent-decoded, as a URL parser reads it)."""
    need(bool(MYSQL), "a MariaDB server (GENIX_TEST_MYSQL_URL)")
    sa = need_module("sqlalchemy")
    need_module("pymysql")
    need_module("mcp")
    engine = sa.create_engine(MYSQL + "/mysql")
    with engine.begin() as c:
        c.exec_driver_sql(f"DROP DATABASE IF EXISTS {DB}")
        c.exec_driver_sql(f"CREATE DATABASE {DB}")
        for ddl in SCHEMA:
            c.exec_driver_sql(f"USE {DB}")
            c.exec_driver_sql(ddl.replace("%", "%%"))

    def set_password(pw: str) -> None:
        with engine.begin() as c:
            for user, value in ((URL_USER, unquote(pw)), (FIELD_USER, pw)):
                c.exec_driver_sql(f"CREATE USER IF NOT EXISTS '{user}'@'%%' IDENTIFIED BY 'x'")
                c.exec_driver_sql(f"ALTER USER '{user}'@'%%' IDENTIFIED BY %s", (value,))
                c.exec_driver_sql(f"GRANT SELECT, SHOW VIEW ON {DB}.* TO '{user}'@'%%'")

    yield set_password
    with engine.begin() as c:
        c.exec_driver_sql(f"DROP DATABASE IF EXISTS {DB}")
        for user in (URL_USER, FIELD_USER):
            c.exec_driver_sql(f"DROP USER IF EXISTS '{user}'@'%%'")
    engine.dispose()


def config(category: str, literal: str) -> str:
    host = _host()
    java = "java = 21\n" if category == "sb35-java21" else ""
    return f"""#:schema ./.genix/genix.schema.json
[project]
output = "genix-out"
base_package = "com.genix.root.a"
category = "{category}"
{java}author = "root"

[connections.main]
url = "mysql+pymysql://{URL_USER}:${{DB_PASSWORD}}@{host}/{DB}"

[connections.literal]
url = "mysql+pymysql://{URL_USER}:{literal}@{host}/{DB}"
connect_timeout = 5

[connections.field]
url = "mysql+pymysql://{FIELD_USER}@{host}/{DB}"
password = "${{DB_PASSWORD}}"

[connections.envpw]
url = "mysql+pymysql://{FIELD_USER}@{host}/{DB}"

[connections.wrong]
url = "mysql+pymysql://{URL_USER}:${{DB_PASSWORD}}x@{host}/{DB}"

[connections.down]
url = "mysql+pymysql://{URL_USER}:{literal}@127.0.0.1:1/{DB}"
connect_timeout = 2

[tables]
connection = "main"
"""


CLI: tuple[tuple[str, ...], ...] = (
    ("plan", "--json", "--diff"),
    ("build", "--json"),
    ("check", "--json"),
    ("context", "sys_admin_user"),
    ("new",),
    ("doctor", "--json"),
)
"""Commands whose output depends on the category."""
CLI_ONCE: tuple[tuple[str, ...], ...] = (
    ("plan",),
    ("check",),
    ("schema", "dump"),
    ("agent", "--goal", "generate root_menu", "--dry-run"),
    ("init", "-c", "other.toml", "--url", "mysql+pymysql://root:{pw}@h/db"),
    ("init", "-c", "other.toml", "--url", "mysql+pymysql://root@h/db?password={pw}"),
    ("build", "--json", "-c", "wrong.toml"),
    ("plan", "-c", "down.toml"),
)
"""The other commands: run in the first category only (they print the same in each)."""

_TIMES = re.compile(r"\(\d+(\.\d+)? m?s\)|\d+\.\d+ s\b")


def normalise(value: Any) -> Any:
    """Timings out, a page's cursor (a random snapshot id) by whether there is one; everything
    else as it was."""
    if isinstance(value, dict):
        return {
            k: (v is not None) if k == "next_cursor" else normalise(v)
            for k, v in value.items()
            if k not in ("timings", "seconds", "ms")
        }
    if isinstance(value, list):
        return [normalise(v) for v in value]
    if isinstance(value, str):
        return _TIMES.sub("(T)", value)
    return value


def cli_run(
    project: Path, pw: str, env: dict[str, str], commands: tuple[tuple[str, ...], ...], processes: bool
) -> list[Any]:
    """Each command as a ``genix`` process (``processes``), else through the same click
    commands in this process (cheaper; the first category runs them as processes)."""
    from click.testing import CliRunner

    from dbjavagenix.cli import main

    out: list[Any] = []
    for argv in commands:
        args = [a.replace("{pw}", pw) for a in argv]
        if processes:
            r = subprocess.run(
                [sys.executable, "-m", "dbjavagenix", *args],
                cwd=project,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
            code, stdout, stderr = r.returncode, r.stdout, r.stderr
        else:
            res = CliRunner().invoke(main, args, env=env)
            code, stdout, stderr = res.exit_code, res.stdout, res.stderr
        assert "Traceback" not in stderr, (args, stderr)
        shown: Any = stdout
        if "--json" in args or args[0] in ("context",):
            shown = json.loads(stdout) if stdout.strip() else stdout
        out.append(normalise({"argv": argv, "exit": code, "stdout": shown, "stderr": stderr}))
    return out


MCP_CALLS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("config_get", {}),
    ("config_get", {"source": "file"}),
    ("config_get", {"path": "connections.literal.url", "source": "file"}),
    ("config_validate", {"deep": True}),
    (
        "config_patch",
        {"edits": [{"path": "connections.literal.connect_timeout", "value": 6}], "dry_run": True},
    ),
    ("config_patch", {"edits": [{"path": "connections.main.password", "value": "{pw}"}], "dry_run": True}),
    ("config_patch", {"edits": [{"path": "connections.x.url", "value": "mysql://u@h/db?password={pw}"}]}),
    ("config_init", {"url": "mysql+pymysql://root:{pw}@h/db", "dry_run": True, "force": True}),
    ("config_init", {"url": "mysql+pymysql://root@h/db", "dry_run": True, "force": True}),
    ("springboot_read_config", {}),
    ("springboot_validate_project", {}),
    ("springboot_analyze_dependencies", {}),
    *(
        ("db_test_connection", {"connection": c})
        for c in ("main", "literal", "field", "envpw", "wrong", "down")
    ),
    ("db_list_tables", {}),
    ("db_list_tables", {"connection": "literal"}),
    ("db_describe_table", {"table": "sys_admin_user", "connection": "field"}),
    ("codegen_build_context", {"table": "sys_admin_user"}),
    ("codegen_render_layer", {"table": "root_menu"}),
    ("codegen_render_layer", {"layers": ["common"]}),
    *(
        (f"codegen_render_{f}", {"context": "{context}"})
        for f in ("entity", "dao", "service", "controller", "mapper")
    ),
    ("codegen_plan", {"diffs": "all"}),
    ("codegen_check", {}),
    ("codegen_apply", {}),
    ("db_codegen_generate", {}),
)
RESOURCES = (
    "genix://config",
    "genix://catalog/main/root_menu",
    "genix://catalog/envpw/root_menu",
    "genix://tables/root_menu",
    "genix://templates",
)


BY_CATEGORY = frozenset(
    {"config_get", "codegen_build_context", "codegen_plan", "codegen_check", "codegen_apply"}
)
"""Tools whose results depend on the category (with the render tools): called in every one."""


async def mcp_run(cfg: Path, pw: str, every: bool) -> list[Any]:
    """Every tool (``every``), or those whose results depend on the category."""
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv, registry

    called = {name for name, _ in MCP_CALLS}
    assert called == set(registry().names()), "every tool is called"
    calls = [(n, a) for n, a in MCP_CALLS if every or n in BY_CATEGORY or n.startswith("codegen_render")]
    out: list[Any] = []
    context: Any = None
    async with Client(build_server(ToolEnv(config=cfg)), mode="legacy", cache=None) as c:
        for name, args in calls:
            filled = json.loads(json.dumps(args).replace("{pw}", pw))
            if filled.get("context") == "{context}":  # the context codegen_build_context gave
                filled["context"] = context
            r = await c.call_tool(name, filled)
            if name == "codegen_build_context":
                context = (r.structured_content or {}).get("context")
            texts = [getattr(b, "text", "") for b in r.content]
            if not r.is_error:  # the second block mirrors the data
                assert json.loads(texts.pop()) == r.structured_content
            out.append(
                normalise({"tool": name, "error": r.is_error, "data": r.structured_content, "text": texts})
            )
        for uri in RESOURCES if every else ("genix://config", "genix://tables/root_menu"):
            out.append(normalise({"resource": uri, "text": (await c.read_resource(uri)).contents[0].text}))  # type: ignore[union-attr]
    return out


INPUTS = ("genix.toml", "wrong.toml", "down.toml")
"""The configs the test writes (they hold the literal password by design)."""


def files(root: Path) -> dict[str, Any]:
    """Every file the doors wrote (generated code, the Spring project, genix's committed state;
    not its machine-local files: the lock, file times)."""
    out: dict[str, Any] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if not p.is_file() or str(rel) in INPUTS or p.name == "lock" or "local" in rel.parts[:-1]:
            continue
        out[str(rel)] = p.read_bytes()
    return out


def one_run(
    server: Any, project: Path, category: str, pw: str, monkeypatch: pytest.MonkeyPatch
) -> dict[str, Any]:
    import anyio

    server(pw)
    if project.exists():
        shutil.rmtree(project)
    project.mkdir(parents=True)
    (project / "genix.toml").write_text(config(category, pw), encoding="utf-8")
    for name, conn in (("wrong", "wrong"), ("down", "down")):
        text = config(category, pw).replace('connection = "main"', f'connection = "{conn}"')
        (project / f"{name}.toml").write_text(text, encoding="utf-8")
    env = dict(os.environ, DB_PASSWORD=pw, GENIX_CONNECTIONS__ENVPW__PASSWORD=pw)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    every = category == CATEGORIES[0]
    monkeypatch.chdir(project)
    cli = cli_run(project, pw, env, CLI + CLI_ONCE if every else CLI, processes=every)
    monkeypatch.setenv("DB_PASSWORD", pw)
    monkeypatch.setenv("GENIX_CONNECTIONS__ENVPW__PASSWORD", pw)
    mcp = anyio.run(mcp_run, project / "genix.toml", pw, every)
    return {"cli": cli, "mcp": mcp, "files": files(project)}


def _text(run: dict[str, Any]) -> str:
    blobs = [json.dumps(run["cli"], ensure_ascii=False), json.dumps(run["mcp"], ensure_ascii=False)]
    blobs += [f"{p}\n{b.decode('utf-8', 'replace')}" for p, b in run["files"].items()]
    return "\n".join(blobs)


def _diff(a: Any, b: Any, where: str = "") -> str:
    if type(a) is not type(b):
        return f"{where}: {a!r} != {b!r}"
    if isinstance(a, dict):
        for k in sorted(a.keys() | b.keys(), key=str):
            if a.get(k) != b.get(k):
                return _diff(a.get(k), b.get(k), f"{where}.{k}")
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return _diff(x, y, f"{where}[{i}]")
        return f"{where}: lengths {len(a)} != {len(b)}"
    return f"{where}: {a!r} != {b!r}"


@pytest.mark.parametrize("category", CATEGORIES)
def test_no_secret_shows_and_nothing_else_changes(
    category: str, server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "shop"
    rng = random.Random()
    baseline_pw = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(24))
    baseline = one_run(server, project, category, baseline_pw, monkeypatch)
    text = _text(baseline)
    leaked = sorted(f for f in encodings(baseline_pw) if f in text)
    assert not leaked, f"the password shows as {leaked}"
    # the runs did real work: generated code, a failing and an unreachable connection, refusals
    assert any(p.endswith("SysAdminUser.java") for p in baseline["files"])
    assert "private String password;" in text and "private String token;" in text
    assert f"mysql+pymysql://{URL_USER}:***@" in text and "warning: genix.toml:" in text
    if category == CATEGORIES[0]:
        assert f"Access denied for user '{URL_USER}'" in text and "connection refused" in text
        assert "refusing to write a password into the config file" in text
    for pw in PASSWORDS:
        run = one_run(server, project, category, pw, monkeypatch)
        for door in ("cli", "mcp", "files"):
            assert run[door] == baseline[door], f"password {pw!r}, {door}: " + _diff(
                run[door], baseline[door]
            )
