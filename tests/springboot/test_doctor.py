"""``genix doctor`` reports for every real project, the Boot-version and deprecation rules on
edited copies, and the CLI: exit codes, --fix diff without writing, --fix --yes, --json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.springboot.test_init_from_project import run

from dbjavagenix.javaproject.doctor import diagnose
from dbjavagenix.javaproject.infer import inspect_project
from dbjavagenix.javaproject.xmltree import parse_bytes

WEB = "org.springframework.boot:spring-boot-starter-web"
MYBATIS = "org.mybatis.spring.boot:mybatis-spring-boot-starter"
JSQL = "com.baomidou:mybatis-plus-jsqlparser"
OLD_MYSQL = "mysql:mysql-connector-java"

# project, module, missing (with the version --fix writes), wrong, deprecated.
# Options are inferred from the project (what `init --from-project` would choose).
CASES = [
    # web and springdoc come through yudao-spring-boot-starter-web, reached via modules not copied
    ("ruoyi-vue-pro-boot3", "yudao-server", {WEB: None}, set(), set()),
    # jsqlparser: in pig-common-mybatis (not copied); version left to the imported mybatis-plus-bom
    ("pig-boot3", "pig-boot", {WEB: None, JSQL: None}, set(), set()),
    ("pig-boot3", "pig-upms/pig-upms-biz", {WEB: None, JSQL: None}, set(), set()),
    ("eladmin-mp", "eladmin/eladmin-system", {}, set(), {"io.springfox:springfox-swagger2"}),
    ("ruoyi-vue-boot2", "ruoyi-admin", {}, set(), {"io.springfox:springfox-boot-starter", OLD_MYSQL}),
    ("mall", "mall-admin", {}, set(), {"io.springfox:springfox-boot-starter", OLD_MYSQL}),
    ("newbee-mall", ".", {}, set(), {OLD_MYSQL}),
    ("spring-petclinic", ".", {MYBATIS: "3.0.5"}, set(), set()),  # JPA project: MyBatis is missing
    ("spring-petclinic-kotlin", ".", {MYBATIS: "3.0.5"}, set(), set()),
    ("realworld-gradle-mybatis", ".", {}, set(), set()),
    # MyBatis arrives through ruoyi-common-core, reached via modules not copied
    ("ruoyi-cloud-boot2", "ruoyi-modules/ruoyi-system", {MYBATIS: "2.3.2"}, set(), set()),
]


def keys(report, kind):  # type: ignore[no-untyped-def]
    return {f.key for f in report.of(kind)}


@pytest.mark.parametrize(
    ("name", "module", "missing", "wrong", "deprecated"), CASES, ids=[f"{c[0]}:{c[1]}" for c in CASES]
)
def test_reports(project, name, module, missing, wrong, deprecated) -> None:  # type: ignore[no-untyped-def]
    report = diagnose(inspect_project(project(name) / module))
    assert {a.key: a.version for a in report.additions} == missing
    assert keys(report, "wrong") == wrong
    assert keys(report, "deprecated") == deprecated
    assert report.healthy == (not missing and not wrong)


def test_old_mybatis_plus_needs_no_jsqlparser(project) -> None:  # type: ignore[no-untyped-def]
    report = diagnose(inspect_project(project("eladmin-mp") / "eladmin" / "eladmin-system"))
    info = [f for f in report.of("info") if f.key.startswith(JSQL)]
    assert info and "3.5.3.1" in info[0].message


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_boot2_mybatis_plus_starter_on_boot3_is_wrong(project) -> None:  # type: ignore[no-untyped-def]
    root = project("pig-boot3")
    edit(
        root / "pig-upms/pig-upms-biz/pom.xml",
        "mybatis-plus-spring-boot3-starter",
        "mybatis-plus-boot-starter",
    )
    report = diagnose(inspect_project(root / "pig-upms" / "pig-upms-biz"))
    assert "com.baomidou:mybatis-plus-boot-starter" in keys(report, "wrong")
    assert "com.baomidou:mybatis-plus-spring-boot3-starter" in {a.key for a in report.additions}


def test_javax_on_boot3_and_springfox_beside_springdoc(project) -> None:  # type: ignore[no-untyped-def]
    root = project("pig-boot3")
    edit(
        root / "pig-boot/pom.xml",
        "<dependencies>",
        "<dependencies>\n<dependency><groupId>javax.servlet</groupId><artifactId>javax.servlet-api</artifactId>"
        "<version>4.0.1</version></dependency>\n<dependency><groupId>io.springfox</groupId>"
        "<artifactId>springfox-boot-starter</artifactId><version>3.0.0</version></dependency>",
    )
    report = diagnose(inspect_project(root / "pig-boot"))
    assert "javax.servlet:javax.servlet-api" in keys(report, "deprecated")
    assert "io.springfox:springfox-boot-starter" in keys(report, "wrong")  # does not start on Boot 3


def test_mybatis_starter_line_must_fit_boot(project) -> None:  # type: ignore[no-untyped-def]
    root = project("newbee-mall")
    edit(root / "pom.xml", "<version>2.7.5</version>", "<version>3.5.7</version>")  # parent: now Boot 3
    edit(root / "pom.xml", "<java.version>1.8</java.version>", "<java.version>17</java.version>")
    report = diagnose(inspect_project(root))
    wrong = report.of("wrong")
    assert [f.key for f in wrong] == [MYBATIS]
    assert "2.2.2" in wrong[0].message and "3.0.5" in str(wrong[0].hint)


def test_springfox_beside_springdoc_is_deprecated_on_boot2(project) -> None:  # type: ignore[no-untyped-def]
    root = project("mall")
    edit(
        root / "mall-admin/pom.xml",
        "<dependencies>",
        "<dependencies>\n<dependency><groupId>org.springdoc</groupId><artifactId>springdoc-openapi-ui</artifactId>"
        "<version>1.8.0</version></dependency>",
    )
    report = diagnose(inspect_project(root / "mall-admin"))
    msgs = [f.message for f in report.of("deprecated") if f.key.startswith("io.springfox")]
    assert any("next to springdoc" in m for m in msgs)


def write_config(tmp: Path, output: str, category: str, boot: int, java: int, extra: str = "") -> Path:
    cfg = tmp / "genix.toml"
    cfg.write_text(
        f'[project]\noutput = "{output}"\nbase_package = "com.acme"\ncategory = "{category}"\n'
        f'spring_boot = {boot}\njava = {java}\n{extra}\n[connections.main]\nurl = "mysql+pymysql://u@h/db"\n'
        'password = "${GENIX_I8_UNSET_PASSWORD}"\n',
        encoding="utf-8",
    )
    return cfg


def test_config_decides_the_options(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("spring-petclinic")
    write_config(tmp_path, "spring-petclinic", "MybatisPlus", 3, 17, 'openapi = "springdoc"\nlombok = true')
    res = run(["doctor", "--json"], tmp_path)
    assert res.exit_code == 1, res.output
    data = json.loads(res.output)
    assert data["options_source"] == "genix.toml"
    missing = {f["key"] for f in data["findings"] if f["kind"] == "missing"}
    assert missing == {
        "com.baomidou:mybatis-plus-spring-boot3-starter",
        JSQL,
        "org.springdoc:springdoc-openapi-starter-webmvc-ui",
        "org.projectlombok:lombok",
    }


def test_config_boot_major_differs_from_project(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("newbee-mall")
    write_config(tmp_path, "newbee-mall", "Default", 3, 17)
    res = run(["doctor"], tmp_path)
    assert res.exit_code == 1
    assert "genix is set for Spring Boot 3 but the project is on 2.7.5" in res.output
    assert "set spring_boot = 2" in res.output


def test_cli_fix_shows_diff_writes_only_with_yes(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("spring-petclinic")
    before = (root / "pom.xml").read_bytes()
    res = run(["doctor", "--project", "spring-petclinic", "--fix"], tmp_path)
    assert res.exit_code == 1
    assert "+      <artifactId>mybatis-spring-boot-starter</artifactId>" in res.output
    assert "nothing written" in res.output
    assert (root / "pom.xml").read_bytes() == before
    res = run(["doctor", "--project", "spring-petclinic", "--fix", "--yes"], tmp_path)
    assert res.exit_code == 0, res.output
    assert "wrote pom.xml" in res.output
    after = (root / "pom.xml").read_bytes()
    assert after != before
    root_node = parse_bytes(after, "pom.xml")
    deps = root_node.child("dependencies")
    assert deps is not None and any(
        d.get("artifactId") == "mybatis-spring-boot-starter" for d in deps.all("dependency")
    )
    res = run(["doctor", "--project", "spring-petclinic"], tmp_path)
    assert res.exit_code == 0 and "0 missing" in res.output


def test_cli_gradle_fix_prints_lines(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("spring-petclinic-kotlin")
    before = (root / "build.gradle.kts").read_text()
    res = run(["doctor", "--project", "spring-petclinic-kotlin", "--fix"], tmp_path)
    assert res.exit_code == 1
    assert 'implementation("org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5")' in res.output
    assert (root / "build.gradle.kts").read_text() == before
    assert run(["doctor", "--project", "spring-petclinic-kotlin", "--fix", "--yes"], tmp_path).exit_code == 0
    assert run(["doctor", "--project", "spring-petclinic-kotlin"], tmp_path).exit_code == 0


def test_cli_prefers_gradle_on_request(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("spring-petclinic")
    res = run(["doctor", "--project", "spring-petclinic", "--gradle", "--fix", "--yes"], tmp_path)
    assert res.exit_code == 0, res.output
    assert (
        "implementation 'org.mybatis.spring.boot:mybatis-spring-boot-starter:3.0.5'"
        in (root / "build.gradle").read_text()
    )
    assert "mybatis" not in (root / "pom.xml").read_text()


def test_cli_json_and_bad_input(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("newbee-mall")
    res = run(["doctor", "--project", "newbee-mall", "--json"], tmp_path)
    assert res.exit_code == 0
    data = json.loads(res.output)
    assert data["ok"] is True and data["build"]["spring_boot"] == "2.7.5"
    assert {f["key"] for f in data["findings"] if f["kind"] == "deprecated"} == {OLD_MYSQL}
    assert run(["doctor", "--project", "newbee-mall", "--yes"], tmp_path).exit_code == 2
    (tmp_path / "newbee-mall/pom.xml").write_text("<project><artifactId>x</artifactId>", encoding="utf-8")
    res = run(["doctor", "--project", "newbee-mall"], tmp_path)
    assert res.exit_code == 2 and "not well-formed XML" in res.output


# ---- Spring Boot 3 -> 4 -------------------------------------------------------------------------

BOOT3_LEFTOVERS = (
    "<dependencies>\n<dependency><groupId>com.fasterxml.jackson.datatype</groupId>"
    "<artifactId>jackson-datatype-jsr310</artifactId></dependency>\n"
    "<dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-undertow</artifactId>"
    "</dependency>\n<dependency><groupId>org.springdoc</groupId>"
    "<artifactId>springdoc-openapi-starter-webmvc-ui</artifactId><version>2.8.9</version></dependency>\n"
    "<dependency><groupId>com.baomidou</groupId><artifactId>mybatis-plus-spring-boot3-starter</artifactId>"
    "<version>3.5.14</version></dependency>"
)


def _boot(root: Path, parent: str) -> None:
    edit(root / "pom.xml", "<version>2.7.5</version>", f"<version>{parent}</version>")
    edit(root / "pom.xml", "<java.version>1.8</java.version>", "<java.version>17</java.version>")
    edit(root / "pom.xml", "<dependencies>", BOOT3_LEFTOVERS)


def test_boot4_project_with_boot3_artifacts(project) -> None:  # type: ignore[no-untyped-def]
    root = project("newbee-mall")
    _boot(root, "4.0.7")
    report = diagnose(inspect_project(root))
    assert report.options.spring_boot == 4 and report.options.persistence == "mybatis-plus"
    assert {
        "com.baomidou:mybatis-plus-spring-boot3-starter",  # MP's starter is one per Boot major
        "org.springdoc:springdoc-openapi-starter-webmvc-ui",  # springdoc 2.x is Boot 3's line
        "org.springframework.boot:spring-boot-starter-undertow",  # removed in Boot 4
        MYBATIS,  # MyBatis-Plus replaces it
    } <= keys(report, "wrong")
    dep = keys(report, "deprecated")
    assert {WEB, "com.fasterxml.jackson.datatype:jackson-datatype-jsr310", OLD_MYSQL} <= dep
    assert "com.baomidou:mybatis-plus-spring-boot4-starter" in {a.key for a in report.additions}
    web = next(f for f in report.of("deprecated") if f.key == WEB)
    assert "spring-boot-starter-webmvc" in web.message


def test_project_being_migrated_to_boot4(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    root = project("newbee-mall")
    _boot(root, "3.5.7")
    write_config(tmp_path, "newbee-mall", "MybatisPlus", 4, 17, 'openapi = "springdoc"')
    res = run(["doctor", "--json"], tmp_path)
    assert res.exit_code == 1, res.output
    data = json.loads(res.output)
    by_key = {(f["kind"], f["key"]): f for f in data["findings"]}
    boot = by_key[("wrong", "project.spring_boot")]
    assert "Spring Boot 4 but the project is on 3.5.7" in boot["message"]
    assert "moving to Spring Boot 4" in boot["hint"]
    assert "moving to Spring Boot 4: " in by_key[("deprecated", WEB)]["message"]
    assert ("wrong", "org.springdoc:springdoc-openapi-starter-webmvc-ui") in by_key  # 2.8.9 on Boot 4
    # on Boot 3 the same project is fine apart from the leftovers of other majors
    write_config(tmp_path, "newbee-mall", "MybatisPlus", 3, 17, 'openapi = "springdoc"')
    data = json.loads(run(["doctor", "--json"], tmp_path).output)
    assert not any("moving to" in f["message"] for f in data["findings"])


def test_boot4_fix_only_adds_lines(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import difflib

    root = project("newbee-mall")
    edit(root / "pom.xml", "<version>2.7.5</version>", "<version>4.0.7</version>")
    edit(root / "pom.xml", "<java.version>1.8</java.version>", "<java.version>21</java.version>")
    write_config(tmp_path, "newbee-mall", "MybatisPlus", 4, 21, 'openapi = "springdoc"')
    before = (root / "pom.xml").read_bytes()
    res = run(["doctor", "--fix", "--yes"], tmp_path)
    assert "wrote pom.xml" in res.output, res.output
    after = (root / "pom.xml").read_bytes()
    diff = list(difflib.ndiff(before.decode().splitlines(True), after.decode().splitlines(True)))
    assert not [ln for ln in diff if ln.startswith("- ")], "--fix changed or removed a line"
    added = "".join(ln[2:] for ln in diff if ln.startswith("+ "))
    for art in (
        "mybatis-plus-spring-boot4-starter",
        "mybatis-plus-jsqlparser",
        "springdoc-openapi-starter-webmvc-ui",
    ):
        assert f"<artifactId>{art}</artifactId>" in added, art
    assert "<version>3.5.16</version>" in added and "spring-boot3-starter" not in added


def test_mysql_url_without_zero_date_mapping(project) -> None:  # type: ignore[no-untyped-def]
    """A schema with zero-date defaults and a Connector/J URL that does not map them: every read of
    such a row would fail, so doctor says so, where the URL is and what to add."""
    root = project("newbee-mall")
    info = inspect_project(root)
    (wrong,) = [f for f in diagnose(info, zero_dates=True).of("wrong") if f.key == "datasource.zero-dates"]
    assert "Zero date value prohibited" in wrong.message
    assert wrong.where and wrong.where.startswith("src/main/resources/application.properties:10")
    assert (
        wrong.hint
        == "add zeroDateTimeBehavior=CONVERT_TO_NULL to the URL (&zeroDateTimeBehavior=CONVERT_TO_NULL)"
    )
    # a schema without zero dates, or one that could not be read
    assert not [f for f in diagnose(info, zero_dates=False).findings if f.key == "datasource.zero-dates"]
    unknown = [f for f in diagnose(info, zero_dates=None).findings if f.key == "datasource.zero-dates"]
    assert [f.kind for f in unknown] == ["info"]
    # the URL maps them: nothing to report
    edit(
        root / "src/main/resources/application.properties",
        "useSSL=false",
        "useSSL=false&zeroDateTimeBehavior=convertToNull",
    )
    fixed = diagnose(inspect_project(root), zero_dates=True)
    assert not [f for f in fixed.findings if f.key == "datasource.zero-dates"]


def _scaffolded(tmp_path: Path, boot: int) -> Path:
    """A project `genix new` wrote for Spring Boot ``boot`` (no shared project needed)."""
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        f'[project]\noutput = "app"\nbase_package = "com.acme"\nspring_boot = {boot}\n'
        '[connections.main]\nurl = "sqlite:///shop.db"\n',
        encoding="utf-8",
    )
    assert run(["new"], tmp_path).exit_code == 0
    return cfg


def test_fix_never_adds_an_older_lines_starter(tmp_path: Path) -> None:
    """genix.toml says Boot 3, the project is on Boot 4: the mismatch is the finding, and the
    artifacts are those of the project's line (no Boot 3 web starter proposed)."""
    cfg = _scaffolded(tmp_path, 4)
    cfg.write_text(
        cfg.read_text(encoding="utf-8").replace("spring_boot = 4", "spring_boot = 3"), encoding="utf-8"
    )
    res = run(["doctor", "--json", "--fix"], tmp_path)
    data = json.loads(res.output)
    assert [f["key"] for f in data["findings"] if f["kind"] == "wrong"][:1] == ["project.spring_boot"]
    assert not any(f.get("add") for f in data["findings"]) and data.get("fix_diff") is None, data
    assert res.exit_code == 1


def test_doctor_checks_the_jdk_maven_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dbjavagenix.javaproject import jdk

    folder = tmp_path / "jvm"
    for release in ("17.0.15", "25.0.3"):
        home = folder / f"jdk-{release}"
        (home / "bin").mkdir(parents=True)
        (home / "bin" / "java").write_text("", encoding="utf-8")
        (home / "bin" / "javac").write_text("", encoding="utf-8")
        (home / "release").write_text(f'JAVA_VERSION="{release}"\n', encoding="utf-8")
    monkeypatch.setattr(jdk, "JDK_FOLDERS", (str(folder),))
    monkeypatch.setenv("JAVA_HOME", str(folder / "jdk-17.0.15"))
    cfg = _scaffolded(tmp_path, 4)
    assert run(["doctor"], tmp_path).exit_code == 0  # Java 17 on JDK 17
    cfg.write_text(cfg.read_text(encoding="utf-8").replace("spring_boot = 4", "spring_boot = 4\njava = 25"))
    edit(tmp_path / "app" / "pom.xml", "<java.version>17</java.version>", "<java.version>25</java.version>")
    res = run(["doctor", "--json"], tmp_path)
    assert res.exit_code == 1, res.output
    (found,) = [f for f in json.loads(res.output)["findings"] if f["key"] == "jdk"]
    assert found["kind"] == "wrong"
    assert "the code targets Java 25 but Maven would run JDK 17.0.15 (JAVA_HOME=" in found["message"]
    assert f"export JAVA_HOME={folder / 'jdk-25.0.3'}" in found["hint"]
    assert found["hint"].endswith("or set java = 17 in genix.toml")
    monkeypatch.setenv("JAVA_HOME", str(folder / "jdk-25.0.3"))
    assert run(["doctor"], tmp_path).exit_code == 0
    monkeypatch.setenv("JAVA_HOME", str(tmp_path / "nowhere"))
    res = run(["doctor"], tmp_path)
    assert res.exit_code == 1 and "holds no JDK (no bin/java)" in res.output, res.output


def test_a_reactor_with_several_applications_is_read_at_the_controllers_module(project, tmp_path) -> None:  # type: ignore[no-untyped-def]
    project("mall")
    # the output root is the aggregator (mall-admin and mall-portal build applications; mall-search
    # is listed, but its folder is not in the shared copy)
    write_config(tmp_path, "mall", "Default", 2, 8)
    # doctor cannot know which application is meant: it checks each, and the aggregator is the
    # finding (exit 1, as for anything missing; not a refusal of the input: issue 36)
    res = run(["doctor"], tmp_path)
    assert res.exit_code == 1 and "aggregator" in res.output, res.output
    assert "[layers.controller] module" in res.output
    for app in ("mall-admin", "mall-portal"):
        assert f"{app}/pom.xml: Spring Boot 2." in res.output, res.output
    res = run(["doctor", "--json"], tmp_path)
    assert res.exit_code == 1, res.output
    data = json.loads(res.output)
    assert data["healthy"] is False and "aggregator" in data["problems"][0]["message"], data["problems"]
    modules = sorted(Path(a["build"]["module"]).name for a in data["applications"])
    assert modules == ["mall-admin", "mall-portal"], modules
    assert run(["doctor", "--fix"], tmp_path).exit_code == 2  # --fix edits one module's build: which?
    # placing the layers in the modules says which application genix's code lives in
    cfg = write_config(
        tmp_path,
        "mall",
        "Default",
        2,
        8,
        '\n[layers.controller]\nmodule = "mall-admin"\n[layers.mapper]\nmodule = "mall-mbg"\n',
    )
    res = run(["doctor", "--json", "-c", str(cfg)], tmp_path)
    assert res.exit_code in (0, 1), res.output
    data = json.loads(res.output)
    assert data["build"]["module"].endswith("mall-admin"), data["build"]
