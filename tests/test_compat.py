"""The one compatibility rule of category × Spring Boot × Java (:mod:`dbjavagenix.compat`): its
table, what an unset key means (the project's version, else the category's default), and the
same located messages from every door (build, plan, new, doctor, config_validate,
config_patch)."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import compat
from dbjavagenix.categories import CATEGORIES, get_category
from dbjavagenix.config.load import parse_config
from dbjavagenix.errors import ConfigError
from dbjavagenix.javaproject.targets import targets_for
from tests.conftest import need_module

HEAD = '[project]\noutput = "out"\nbase_package = "com.acme.shop"\ncategory = "{category}"\n'
TAIL = '\n[connections.main]\nurl = "sqlite:///shop.db"\n'


def config_text(category: str = "Default", extra: str = "") -> str:
    return HEAD.format(category=category) + extra + TAIL


def targets(tmp_path: Path, category: str = "Default", extra: str = "") -> compat.Targets:
    return targets_for(parse_config(config_text(category, extra), tmp_path / "genix.toml"))[1]


# ---- the table ---------------------------------------------------------------------------------


def test_boot_lines_and_config_literals_agree() -> None:
    from typing import get_args

    assert tuple(compat.BOOT_LINES) == get_args(compat.BootMajor) == (2, 3, 4)
    assert compat.JAVA_RELEASES == (8, 11, 17, 21, 25)
    for line in compat.BOOT_LINES.values():
        assert line.default_java in line.java
    assert compat.BOOT_LINES[4].jackson == 3 and compat.BOOT_LINES[3].ee == "jakarta"
    for spec in CATEGORIES.values():
        s = spec.support
        assert set(s.boot) <= set(compat.BOOT_LINES)
        boot = s.boot_default()
        assert boot in s.boot and s.java_default(boot) in compat.BOOT_LINES[boot].java


@pytest.mark.parametrize(
    ("category", "extra", "boot", "java"),
    [
        ("Default", "", 4, 17),  # newest Boot the category supports
        ("MybatisPlus-Mixed", "spring_boot = 2\n", 2, 17),
        ("MybatisPlus", "java = 25\n", 4, 25),
        ("sb35-java21", "", 3, 21),  # the category implies its defaults
        ("sb35-java21", "spring_boot = 4\n", 4, 21),
        ("sb35-java21", "java = 25\n", 3, 25),
    ],
)
def test_unset_keys_mean_the_category_defaults(
    tmp_path: Path, category: str, extra: str, boot: int, java: int
) -> None:
    t = targets(tmp_path, category, extra)
    assert (t.spring_boot, t.java) == (boot, java)


def test_unset_keys_follow_the_project(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "pom.xml").write_text(
        "<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.springframework.boot</groupId>"
        "<artifactId>spring-boot-starter-parent</artifactId><version>3.5.7</version></parent>"
        "<artifactId>shop</artifactId><properties><java.version>21</java.version></properties></project>",
        encoding="utf-8",
    )
    t = targets(tmp_path)
    assert (t.spring_boot, t.java) == (3, 21)
    assert t.boot_source.startswith("the project (") and "3.5.7" in t.boot_source
    t = targets(tmp_path, extra="spring_boot = 4\n")  # explicit wins; Java then the Boot line's
    assert (t.spring_boot, t.java) == (4, 17)
    # a project on a Boot genix does not target: a located error, not a silent guess
    pom = (out / "pom.xml").read_text(encoding="utf-8").replace("3.5.7", "1.5.22")
    (out / "pom.xml").write_text(pom, encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        targets(tmp_path)
    assert e.value.diagnostics[0].location.key == ("project", "spring_boot")
    assert "Spring Boot 1 is not supported (from the project (" in e.value.message


# ---- bad input, the same from every door ------------------------------------------------------

BAD = [
    ("Default", "spring_boot = 5\n", [("project.spring_boot", "expected 2, 3 or 4 (got 5)")]),
    (
        "Default",
        "spring_boot = 3\njava = 8\n",
        [("project.java", "Spring Boot 3 needs Java 17 or newer (java = 8)")],
    ),
    (
        "MybatisPlus",
        "spring_boot = 4\njava = 11\n",
        [("project.java", "Spring Boot 4 needs Java 17 or newer (java = 11)")],
    ),
    (
        "Default",
        "spring_boot = 2\njava = 25\n",
        [("project.java", "Spring Boot 2 runs on Java 21 at most (java = 25)")],
    ),
    (
        "Default",
        'spring_boot = 4\nopenapi = "swagger2"\n',
        [("project.openapi", "openapi = 'swagger2' is not available on Spring Boot 4")],
    ),
    (
        "sb35-java21",
        "spring_boot = 2\njava = 17\n",
        [
            ("project.spring_boot", "category 'sb35-java21' cannot target Spring Boot 2"),
            ("project.java", "category 'sb35-java21' needs Java 21 or newer (java = 17)"),
        ],
    ),
    (
        "sb35-java21",
        "java = 17\n",
        [("project.java", "category 'sb35-java21' needs Java 21 or newer (java = 17)")],
    ),
    (
        "Default",
        '[types]\n"json" = "javax.json.JsonObject"\n',
        [
            (
                "types.json",
                "javax.json.JsonObject is a Java EE javax.* class: Spring Boot 4 uses jakarta.* "
                "(use jakarta.json.JsonObject)",
            )
        ],
    ),
]
IDS = [re.sub(r"\W+", "-", f"{c}-{e}").strip("-") for c, e, _ in BAD]
_ERROR = re.compile(r"^error: genix\.toml:(\d+):(\d+): ([\w.]+): (.*)$")


def project_dir(tmp_path: Path, category: str, extra: str) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(tmp_path / "shop.db")
    con.execute("CREATE TABLE IF NOT EXISTS shop_item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    con.commit()
    con.close()
    if extra.startswith("[types]"):  # a section after [project]
        text = HEAD.format(category=category) + TAIL + extra
    else:
        text = config_text(category, extra)
    (tmp_path / "genix.toml").write_text(text, encoding="utf-8")
    return tmp_path


def cli(cwd: Path, *args: str) -> tuple[int, set[tuple[str, str, str]]]:
    """Exit code and the (line, key, message) of each error the CLI printed."""
    r = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    found = set()
    for ln in r.stderr.splitlines():
        m = _ERROR.match(ln)
        if m:
            found.add((m.group(1), m.group(3), m.group(4)))
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, found


def expected_lines(text: str, expected: list[tuple[str, str]]) -> set[tuple[str, str, str]]:
    out = set()
    for key, message in expected:
        name = key.split(".")[-1]
        line = next(
            i for i, ln in enumerate(text.splitlines(), 1) if re.match(rf'"?{re.escape(name)}"?\s*=', ln)
        )
        out.add((str(line), key, message))
    return out


@pytest.mark.parametrize(("category", "extra", "expected"), BAD, ids=IDS)
def test_every_cli_door_refuses_with_the_same_located_message(
    tmp_path: Path, category: str, extra: str, expected: list[tuple[str, str]]
) -> None:
    root = project_dir(tmp_path, category, extra)
    text = (root / "genix.toml").read_text(encoding="utf-8")
    want = expected_lines(text, expected)
    for args in (["build"], ["plan"], ["new"], ["check"]):
        code, found = cli(root, *args)
        assert code == 2, args
        assert found == want, (args, found)
    assert not (root / "out").exists()  # nothing half-written
    (root / "out").mkdir()
    (root / "out" / "pom.xml").write_text(
        "<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.springframework.boot</groupId>"
        "<artifactId>spring-boot-starter-parent</artifactId><version>4.0.7</version></parent>"
        "<artifactId>shop</artifactId></project>",
        encoding="utf-8",
    )
    code, found = cli(root, "doctor")
    assert code == 2 and found == want, found


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _call(cfg: Path, tool: str, args: dict[str, Any]) -> Any:
    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv
    from tests.mcp_agent.demo_project import call

    return await call(build_server(ToolEnv(config=cfg)), tool, args)


@pytest.mark.anyio
@pytest.mark.parametrize(("category", "extra", "expected"), BAD, ids=IDS)
async def test_mcp_validate_and_patch_refuse_the_same(
    tmp_path: Path, category: str, extra: str, expected: list[tuple[str, str]]
) -> None:
    need_module("mcp")
    from tests.mcp_agent.demo_project import failed, ok

    root = project_dir(tmp_path / "bad", category, extra)
    text = (root / "genix.toml").read_text(encoding="utf-8")
    want = expected_lines(text, expected)
    data = ok(await _call(root / "genix.toml", "config_validate", {}))
    assert not data["valid"]
    assert {(str(p["line"]), p["key"], p["message"]) for p in data["problems"]} == want
    # config_patch refuses an edit that makes a valid config what build refuses, before writing
    good = project_dir(tmp_path / "good", category, "")
    before = (good / "genix.toml").read_bytes()
    edits = []
    for ln in extra.splitlines():
        if "=" in ln and not ln.startswith("["):
            key, value = (s.strip() for s in ln.split("=", 1))
            path = f"types.{key.strip(chr(34))}" if extra.startswith("[types]") else f"project.{key}"
            edits.append({"op": "set", "path": path, "value": json.loads(value)})
    message = failed(await _call(good / "genix.toml", "config_patch", {"edits": edits}))
    for _key, msg in expected:
        assert msg in message, message
    assert (good / "genix.toml").read_bytes() == before


def test_init_with_a_category_writes_a_config_that_builds(tmp_path: Path) -> None:
    for category in sorted(CATEGORIES):
        d = tmp_path / category
        d.mkdir()
        con = sqlite3.connect(d / "shop.db")
        con.execute("CREATE TABLE shop_item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        con.commit()
        con.close()
        r = subprocess.run(
            [
                sys.executable,
                "-m",
                "dbjavagenix",
                "init",
                "--category",
                category,
                "--url",
                "sqlite:///shop.db",
            ],
            cwd=d,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert r.returncode == 0, r.stderr
        text = (d / "genix.toml").read_text(encoding="utf-8")
        spec = get_category(category)
        assert spec is not None
        boot = spec.support.boot_default()
        assert f"# spring_boot = {boot}\n" in text and f"# java = {spec.support.java_default(boot)}\n" in text
        r = subprocess.run(
            [sys.executable, "-m", "dbjavagenix", "build"],
            cwd=d,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert r.returncode == 0, (category, r.stderr)
        assert (d / "out").is_dir()


@pytest.mark.anyio
async def test_config_init_writes_a_sb35_config_that_validates(tmp_path: Path) -> None:
    need_module("mcp")
    from tests.mcp_agent.demo_project import ok

    cfg = tmp_path / "genix.toml"
    args = {"category": "sb35-java21", "url": "sqlite:///shop.db", "base_package": "com.acme.shop"}
    data = ok(await _call(cfg, "config_init", args))
    assert data["written"] and "java = 21" not in cfg.read_text(encoding="utf-8").replace("# java = 21", "")
    assert ok(await _call(cfg, "config_validate", {}))["valid"]
    t = targets_for(parse_config(cfg.read_text(encoding="utf-8"), cfg))[1]
    assert (t.spring_boot, t.java) == (3, 21)
