"""The three Spring Boot tools through the shared registry and through a real in-process MCP
session: typed results, read-only, never a password."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from tests.conftest import need
from tests.springboot.test_doctor import write_config

from dbjavagenix.tools import ToolEnv, registry

NAMES = ("springboot_read_config", "springboot_validate_project", "springboot_analyze_dependencies")


def test_registered_read_only() -> None:
    reg = registry()
    for name in NAMES:
        spec = reg.get(name)
        assert spec is not None and not spec.writes and spec.annotations()["readOnlyHint"] is True


def test_read_config(project, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    root = project("eladmin-mp")
    env = ToolEnv(config=None)
    out = registry().call(
        env, "springboot_read_config", {"project": str(root / "eladmin/eladmin-system"), "profiles": ["prod"]}
    )
    assert out.ok, out.message
    data = out.data
    assert data is not None
    assert data["base_package"] == "me.zhengjie"
    assert data["build"]["spring_boot"] == "2.7.18"
    ds = data["datasource"]
    assert (
        ds["sqlalchemy_url"]
        == "mysql+pymysql://${DB_USER:-root}@${DB_HOST:-localhost}:${DB_PORT:-3306}/${DB_NAME:-eladmin}"
    )
    assert ds["password_set"] is True and ds["password_env"] == "DB_PWD"
    assert "123456" not in json.dumps(data) and "123456" not in out.text()
    assert "Spring Boot 2.7.18" in out.summary


def test_validate_uses_genix_toml_and_writes_nothing(project, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    root = project("spring-petclinic")
    cfg = write_config(tmp_path, "spring-petclinic", "Default", 3, 17, 'lombok = false\nopenapi = "none"')
    before = (root / "pom.xml").read_bytes()
    out = registry().call(ToolEnv(config=cfg, allow_writes=False), "springboot_validate_project", {})
    assert out.ok, out.message
    data = out.data
    assert data is not None and data["ok"] is False and data["options_source"] == "genix.toml"
    assert [f["key"] for f in data["findings"] if f["kind"] == "missing"] == [
        "org.mybatis.spring.boot:mybatis-spring-boot-starter"
    ]
    assert "+      <artifactId>mybatis-spring-boot-starter</artifactId>" in data["fix_diff"]
    assert (root / "pom.xml").read_bytes() == before
    assert out.summary.startswith("build needs changes: 1 missing")


def test_analyze_dependencies(project) -> None:  # type: ignore[no-untyped-def]
    root = project("ruoyi-vue-boot2")
    out = registry().call(
        ToolEnv(), "springboot_analyze_dependencies", {"project": str(root / "ruoyi-admin")}
    )
    assert out.ok and out.data is not None
    deps = {d["coordinates"]: d for d in out.data["dependencies"]}
    assert deps["com.github.pagehelper:pagehelper-spring-boot-starter"]["version"] == "1.4.7"
    assert deps["org.mybatis.spring.boot:mybatis-spring-boot-starter"]["version_source"] == "implied"
    assert (
        "ruoyi-common/pom.xml" in deps["com.github.pagehelper:pagehelper-spring-boot-starter"]["declared_in"]
    )


def test_errors_are_located_results(tmp_path: Path) -> None:
    (tmp_path / "pom.xml").write_text("<project><artifactId>a</artifactId>")
    out = registry().call(ToolEnv(), "springboot_read_config", {"project": str(tmp_path)})
    assert not out.ok and "not well-formed XML" in out.message
    out = registry().call(ToolEnv(), "springboot_read_config", {"project": str(tmp_path), "nope": 1})
    assert not out.ok


def test_through_mcp(project) -> None:  # type: ignore[no-untyped-def]
    import importlib.util

    need(importlib.util.find_spec("mcp") is not None, "the mcp package (extra [mcp])")
    from mcp import Client

    from dbjavagenix.mcp_server import build_server

    root = project("newbee-mall")

    async def go() -> tuple[list[str], object]:
        async with Client(build_server(ToolEnv(allow_writes=False))) as client:
            tools = await client.list_tools()
            res = await client.call_tool("springboot_read_config", {"project": str(root)})
            return [t.name for t in tools.tools], res

    names, res = asyncio.run(go())
    assert set(NAMES) <= set(names)
    structured = getattr(res, "structured_content", None) or getattr(res, "structuredContent", None)
    assert structured is not None and structured["base_package"] == "ltd.newbee.mall"
    assert "123456" not in json.dumps(structured)
