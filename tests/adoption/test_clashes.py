"""The clash scan: classes and Spring beans genix would generate that the team's code already
has are reported by plan and check and refused by build (nothing written); the source index
reads Java the way teams write it and is cached by modification time."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix import pipeline
from dbjavagenix.cli import main
from dbjavagenix.config.load import load_config
from dbjavagenix.javaproject import sources
from dbjavagenix.javaproject.clashes import ClashError, package_covered
from dbjavagenix.javaproject.javaclass import class_body
from dbjavagenix.javaproject.javasource import scan_java
from tests.adoption.conftest import write_config, write_java

TEAM_CONTROLLER = """package com.team.web;

import org.springframework.web.bind.annotation.RestController;

/** The team's own: its bean is bizCustomerController. */
@RestController
public class BizCustomerController {
}
"""
TEAM_CONFIG = """package com.team.config;

import com.baomidou.mybatisplus.extension.plugins.MybatisPlusInterceptor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class PagingSetup {
    @Bean
    public MybatisPlusInterceptor paging() {
        return new MybatisPlusInterceptor();
    }
}
"""
TEAM_SCAN = """package com.team;

import org.mybatis.spring.annotation.MapperScan;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
@MapperScan("com.team.**.mapper")
public class TeamApp {
}
"""


def _cli(args: list[str], cwd: Path) -> Result:
    old = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, catch_exceptions=False)
    finally:
        os.chdir(old)


def test_a_bean_name_the_team_has_is_reported_by_plan_and_refused_by_build(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/web/BizCustomerController.java", TEAM_CONTROLLER)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    res = _cli(["plan", "--json"], tmp_path)
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    (clash,) = report["clashes"]
    assert clash["kind"] == "class"
    assert clash["name"] == "BizCustomerController"
    assert clash["existing"] == "src/main/java/com/team/web/BizCustomerController.java"
    assert clash["line"] == 7
    assert clash["path"] == "src/main/java/com/acme/controller/BizCustomerController.java"
    assert (
        "rename:" in clash["hint"]
        and "[tables.biz_customer] layers = { controller = false }" in clash["hint"]
    )
    assert report["ok"] is False
    text = _cli(["plan"], tmp_path)
    assert (
        "clash: src/main/java/com/team/web/BizCustomerController.java:7: genix would generate class"
        in text.stderr
    )
    res = _cli(["build"], tmp_path)
    assert res.exit_code == 2, res.output
    assert "error: src/main/java/com/team/web/BizCustomerController.java:7:" in res.stderr
    assert "the project has com.team.web.BizCustomerController" in res.stderr
    assert not (out / "src/main/java/com/acme").exists()  # nothing written
    res = _cli(["check"], tmp_path)
    assert res.exit_code == 1
    # the way out the hint names: reuse the team's controller
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        cfg.read_text() + "[tables.biz_customer]\nlayers = { controller = false }\n", encoding="utf-8"
    )
    res = _cli(["build"], tmp_path)
    assert res.exit_code == 0, res.output
    assert (out / "src/main/java/com/acme/entity/BizCustomer.java").is_file()
    assert (out / sources.CACHE_FILE).is_file()


def test_bean_names_single_beans_and_mapper_scans(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(
        out,
        "src/main/java/com/team/web/Other.java",
        TEAM_CONTROLLER.replace(
            "@RestController\npublic class BizCustomerController",
            '@RestController("bizCustomerMapper")\npublic class Other',
        ),
    )
    write_java(out, "src/main/java/com/team/config/PagingSetup.java", TEAM_CONFIG)
    write_java(out, "src/main/java/com/team/TeamApp.java", TEAM_SCAN)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n', project='category = "MybatisPlus"')
    loaded = load_config(tmp_path / "genix.toml")
    result = pipeline.build(loaded, dry_run=True)
    kinds = {(c.kind, c.name, c.existing) for c in result.clashes}
    assert ("bean", "bizCustomerMapper", "src/main/java/com/team/web/Other.java") in kinds
    assert ("single", "MybatisPlusInterceptor", "src/main/java/com/team/config/PagingSetup.java") in kinds
    single = next(c for c in result.clashes if c.kind == "single")
    assert single.path == "src/main/java/com/acme/config/MybatisPlusConfig.java"
    assert 'omit = ["mp_config"]' in single.hint
    (warning,) = [w for w in result.warnings if "@MapperScan" in w.message]
    assert "com.acme.mapper are not under the project's @MapperScan (com.team.**.mapper)" in warning.message
    with pytest.raises(ClashError):
        pipeline.build(loaded)


def test_genix_own_files_are_not_clashes_and_the_scan_is_cached(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    loaded = load_config(tmp_path / "genix.toml")
    assert pipeline.build(loaded).written
    sources._MEMO.clear()
    sources._LAST.clear()
    index = sources.scan(out)
    assert index.read == 0  # every file from .genix/local/sources.marshal
    again = pipeline.build(loaded, dry_run=True, incremental=False)
    assert not again.clashes
    # a file the team adds afterwards is read (and only it), and clashes with genix's own
    write_java(
        out,
        "src/main/java/com/team/BizCustomerService.java",
        "package com.team;\npublic interface BizCustomerService {}\n",
    )
    index = sources.scan(out)
    assert index.read == 1
    result = pipeline.build(loaded, dry_run=True)  # incremental: the table's files not rendered again
    assert [c.name for c in result.clashes] == ["BizCustomerService"]


def test_a_scan_with_nothing_changed_keeps_the_last_facts_and_sees_every_change(tmp_path: Path) -> None:
    """Issue 35: a scan that finds every file as the last one did takes its facts (no dict made
    again per file); a file changed, added or removed, or one a build wrote (added at the end of
    the last index), makes a scan of its own, in path order."""
    b = "src/main/java/com/team/B.java"
    write_java(tmp_path, b, "package com.team;\npublic class B {}\n")
    first = sources.scan(tmp_path)
    again = sources.scan(tmp_path)
    assert again.files is first.files and again.read == 0
    # changed (same size, another time): read again
    path = tmp_path / b
    path.write_text("package com.team;\npublic class C {}\n", encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))
    changed = sources.scan(tmp_path)
    assert changed.read == 1 and [t.name for t in changed.files[b].types] == ["C"]
    # a file a build wrote is recorded at the end; the next scan lists it in path order
    a = "src/main/java/com/team/A.java"
    write_java(tmp_path, a, "package com.team;\npublic class A {}\n")
    sources.remember(changed, tmp_path, {a: (tmp_path / a).read_bytes()}, ())
    assert list(changed.files) == [b, a]
    ordered = sources.scan(tmp_path)
    assert list(ordered.files) == [a, b] and ordered.read == 0
    (tmp_path / a).unlink()
    assert list(sources.scan(tmp_path).files) == [b]


def test_the_scanner_reads_what_teams_write() -> None:
    facts = scan_java(
        """package com.acme.web;

import org.springframework.context.annotation.Bean;
import com.acme.base.Base;

/* @Service class Ghost { } */
// class Ghost2 {
@Service("orders") @Deprecated
public final class OrderService extends Base<String> implements Runnable, Comparable<OrderService> {
    private String s = "class Fake { @Bean x() }";
    static class Inner { }
    @Bean(name = {"a", "b"})
    public Object make() { return null; }
    @Bean("c") java.util.List<String> list() { return null; }
    public void run() {}
    public int compareTo(OrderService o) { return 0; }
}
"""
    )
    assert facts.package == "com.acme.web"
    top = [t for t in facts.types if t.top]
    assert [t.name for t in top] == ["OrderService"]
    assert top[0].bean == "orders"
    assert top[0].supertypes == ("com.acme.base.Base", "com.acme.web.Runnable", "com.acme.web.Comparable")
    assert [t.name for t in facts.types if not t.top] == ["Inner"]
    assert [(b.names, b.method, b.type) for b in facts.beans] == [
        (("a", "b"), "make", "java.lang.Object"),
        (("c",), "list", "java.util.List"),
    ]
    body = class_body(
        "package p;\n@lombok.Data\npublic class X {\n  private int a = 1; // x\n  public boolean equals(Object o) { return true; }\n}\n",
        "X",
    )
    assert body is not None
    assert (
        [f.name for f in body.fields] == ["a"]
        and "equals/1" in body.methods
        and body.annotations == ("Data",)
    )


def test_mapper_scan_patterns() -> None:
    assert package_covered("com.ruoyi.system.mapper", "com.ruoyi.**.mapper")
    assert package_covered("com.ruoyi.mapper", "com.ruoyi.**.mapper")
    assert package_covered("com.ruoyi.system.mapper.sub", "com.ruoyi.**.mapper")
    assert not package_covered("com.ruoyi.system.domain", "com.ruoyi.**.mapper")
    assert package_covered("com.acme.x", "com.acme") and not package_covered("com.acmex", "com.acme")
    assert package_covered("a.b.dao", "a.*.dao") and not package_covered("a.b.c.dao", "a.*.dao")


def test_doctor_reports_the_clashes(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/web/BizCustomerController.java", TEAM_CONTROLLER)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    (out / "pom.xml").write_text(
        "<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.springframework.boot</groupId>"
        "<artifactId>spring-boot-starter-parent</artifactId><version>3.5.7</version></parent>"
        "<groupId>com.acme</groupId><artifactId>app</artifactId><version>1</version></project>",
        encoding="utf-8",
    )
    res = _cli(["doctor", "--json"], tmp_path)
    data = json.loads(res.stdout)
    assert res.exit_code == 1
    assert [c["name"] for c in data["clashes"]] == ["BizCustomerController"]
    assert data["clash_scan"] == "1 clash(es)"
    res = _cli(["doctor"], tmp_path)
    assert "clash: src/main/java/com/team/web/BizCustomerController.java:7:" in res.stderr


def test_a_bean_method_name_the_team_has(tmp_path: Path) -> None:
    """The team's ``@Bean mybatisPlusInterceptor()`` (of another type): genix's
    ``MybatisPlusConfig.mybatisPlusInterceptor()`` would be a second bean of that name."""
    out = tmp_path / "out"
    write_java(
        out,
        "src/main/java/com/team/config/Beans.java",
        TEAM_CONFIG.replace("MybatisPlusInterceptor paging()", "Object mybatisPlusInterceptor()")
        .replace("new MybatisPlusInterceptor()", "new Object()")
        .replace("PagingSetup", "Beans"),
    )
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n', project='category = "MybatisPlus"')
    result = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True)
    (clash,) = [c for c in result.clashes if c.kind == "bean"]
    assert clash.name == "mybatisPlusInterceptor"
    assert clash.path == "src/main/java/com/acme/config/MybatisPlusConfig.java"
    assert "(@Bean Beans.mybatisPlusInterceptor())" in clash.message
    assert 'omit = ["mp_config"]' in clash.hint


def test_mcp_plan_and_check_report_the_clashes_the_cli_reports(tmp_path: Path) -> None:
    """One truth: ``codegen_plan`` / ``codegen_check`` (a real MCP client session) list the same
    clashes as ``genix plan --json`` / ``check --json``, and are not ok while there is one."""
    import anyio
    from mcp import Client

    from dbjavagenix.mcp_server import build_server
    from dbjavagenix.tools import ToolEnv

    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/web/BizCustomerController.java", TEAM_CONTROLLER)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n')
    cli_plan = json.loads(_cli(["plan", "--json"], tmp_path).stdout)
    cli_check = json.loads(_cli(["check", "--json"], tmp_path).stdout)
    assert cli_plan["clashes"] and cli_plan["clashes"] == cli_check["clashes"]

    async def run() -> list[dict[str, object]]:
        async with Client(
            build_server(ToolEnv(config=tmp_path / "genix.toml")), mode="legacy", cache=None
        ) as c:
            found = []
            for tool in ("codegen_plan", "codegen_check"):
                r = await c.call_tool(tool, {})
                assert not r.is_error, r.content
                found.append(r.structured_content)
            return found

    mcp_plan, mcp_check = anyio.run(run)
    assert mcp_plan["clashes"] == cli_plan["clashes"]
    assert mcp_check["clashes"] == cli_check["clashes"]
    assert mcp_plan["ok"] is False and mcp_check["ok"] is False
    assert "1 clash with the project's code" in _cli(["check"], tmp_path).stderr


def _scan_warnings(tmp_path: Path, app: str) -> list[str]:
    tmp_path.mkdir()
    out = tmp_path / "out"
    write_java(out, "src/main/java/com/team/TeamApp.java", app)
    write_config(tmp_path, '[tables]\ninclude = ["biz_customer"]\n', project='category = "MybatisPlus"')
    result = pipeline.build(load_config(tmp_path / "genix.toml"), dry_run=True)
    return [w.message for w in result.warnings if "scan" in w.message.lower()]


def test_beans_outside_the_component_scan_are_named_once_per_package(tmp_path: Path) -> None:
    found = _scan_warnings(
        tmp_path / "p",
        "package com.team;\n\n@org.springframework.boot.autoconfigure.SpringBootApplication\n"
        '@org.mybatis.spring.annotation.MapperScan("com.acme.mapper")\npublic class TeamApp {\n}\n',
    )
    scan = [m for m in found if "component scan" in m]
    assert {m.split(" (", 1)[0] for m in scan} == {
        "the Spring beans genix generates in com.acme.common",
        "the Spring beans genix generates in com.acme.config",
        "the Spring beans genix generates in com.acme.service",
        "the Spring beans genix generates in com.acme.controller",
        "the Spring beans genix generates in com.acme.service.impl",
    }, scan
    assert all(
        "outside the application's component scan (com.team): Spring will not create them" in m for m in scan
    )
    assert not [m for m in found if "@MapperScan" in m]  # the mapper scan covers genix's mappers


def test_a_scan_covering_genix_or_unreadable_here_gives_no_warning(tmp_path: Path) -> None:
    covered = (
        "package com.team;\n\n"
        '@org.springframework.boot.autoconfigure.SpringBootApplication(scanBasePackages = {"com.team", "com.acme"})\n'
        '@org.mybatis.spring.annotation.MapperScan("${app.mapper-scan:com.acme.**.mapper}")\n'
        "public class TeamApp {\n}\n"
    )
    assert _scan_warnings(tmp_path / "covered", covered) == []
    # a placeholder without a default (Spring reads it from the environment): not judged
    unknown = covered.replace("${app.mapper-scan:com.acme.**.mapper}", "${app.mapper-scan}").replace(
        '{"com.team", "com.acme"}', '"${app.scan}"'
    )
    assert _scan_warnings(tmp_path / "unknown", unknown) == []
    # a default naming another package is judged like the package itself
    other = covered.replace("com.acme.**.mapper}", "com.team.mapper}")
    (warning,) = _scan_warnings(tmp_path / "other", other)
    assert "com.acme.mapper are not under the project's @MapperScan (com.team.mapper)" in warning
