"""A CLI that guides (issue 21), as a user meets it: the summary and next step every command
ends with (counted from the same report ``--json`` prints, checked against the schema), the
config found from a folder or said to be missing, the nearest command or option for a typo,
one working example per command's help, ``genix help config KEY`` from the README's source,
and, on a real pseudo-terminal, colours (never with ``NO_COLOR``/``--no-color`` or when piped),
the progress line (never when piped, with ``--json`` or ``--quiet``) and the pager."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import shlex
import sqlite3
import subprocess
import sys
from io import StringIO
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from dbjavagenix.cli.usage import EXAMPLES
from tests.conftest import REPO
from tests.test_build import demo  # noqa: F401  (fixture)

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
COLOUR = re.compile(r"\x1b\[[0-9;]*m")  # SGR: colours and bold (not the progress line's cursor moves)
HIDE_CURSOR = "\x1b[?25l"  # rich's live display hides the cursor while the progress line shows


def genix(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(main, list(args), prog_name="genix", catch_exceptions=False, env=env)


def lines(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if ln.strip()]


def schema_counts(db: Path) -> tuple[int, int]:
    with sqlite3.connect(db) as c:
        rows = c.execute(
            "SELECT type, count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' GROUP BY type"
        )
        got = dict(rows.fetchall())
    return got.get("table", 0), got.get("view", 0)


# ---------------------------------------------------------------- summaries and next steps ----


def test_first_build_says_where_the_files_went_and_what_next(demo: Path) -> None:  # noqa: F811
    tables, views = schema_counts(demo / "demo.db")
    planned = json.loads(genix("plan", "--json").stdout)
    creates = sum(1 for f in planned["files"] if f["verb"] == "create")
    assert planned["category"] == "Default" and (planned["tables"], planned["views"]) == (tables, views)
    assert planned["scaffold"], "the demo config asks for the project scaffold"

    r = genix("build")
    assert r.exit_code == 0, r.output
    out = lines(r.stdout)
    total = creates + len(planned["scaffold"])
    view_word = "view" if views == 1 else "views"
    assert out[-2] == (
        f"wrote {total} files to out/ (Default, {tables} tables, {views} {view_word}): {creates} created, "
        f"a new Spring Boot project ({len(planned['scaffold'])} files)" + out[-2][out[-2].rindex(" in ") :]
    )
    assert re.search(r" in \d+\.\d\d s$", out[-2])
    assert out[-1] == "next: `cd out && mvn spring-boot:run` starts the application"
    for path in planned["scaffold"]:
        assert (demo / "out" / path).is_file()
        assert f"create    {path}" in r.stdout

    again = lines(genix("build").stdout)
    assert again[-2].startswith(f"out/ is up to date ({creates} files: Default, {tables} tables")
    assert again[-1].startswith(
        "next: after you change genix.toml, the schema or a template: `genix plan --diff`"
    )


def test_without_a_project_the_next_step_is_genix_new(demo: Path) -> None:  # noqa: F811
    cfg = demo / "genix.toml"
    cfg.write_text(
        cfg.read_text(encoding="utf-8").replace("scaffold = true", "scaffold = false"), encoding="utf-8"
    )
    r = genix("build")
    assert r.exit_code == 0
    assert not (demo / "out" / "pom.xml").exists()
    assert lines(r.stdout)[-1].startswith("next: `genix new` creates the Spring Boot project around the code")
    assert genix("new").exit_code == 0
    assert (demo / "out" / "pom.xml").is_file()
    # a config change: the plan names it, then the build hands over to the project
    _change_config(demo)
    p = genix("plan")
    assert re.search(r"^plan for out/ \(Default, \d+ tables, \d+ views?\): \d+ to update", p.stdout, re.M), (
        p.stdout
    )
    assert "(nothing written, " in p.stdout
    assert lines(p.stdout)[-1] == "next: `genix plan --diff` shows each change; `genix build` writes them"
    b = genix("build")
    assert lines(b.stdout)[-1] == "next: `cd out && mvn spring-boot:run` starts the application"


def test_check_names_the_command_that_fixes_drift(demo: Path) -> None:  # noqa: F811
    r = genix("check")
    assert r.exit_code == 1
    assert "`genix build` brings them up to date" in r.stderr
    genix("build")
    ok = genix("check")
    assert ok.exit_code == 0 and lines(ok.stdout)[-1].startswith("out/ is up to date (")


def test_quiet_prints_only_what_went_wrong(demo: Path) -> None:  # noqa: F811
    r = genix("build", "--quiet")
    assert r.exit_code == 0 and r.stdout == ""
    assert any((demo / "out").rglob("*.java")), "the build wrote nothing"
    assert genix("check", "-q").stdout == ""


def test_next_step_names_the_config_it_needs(demo: Path) -> None:  # noqa: F811
    (demo / "genix.toml").rename(demo / "other.toml")
    r = genix("plan", "-c", "other.toml")
    assert r.exit_code == 0, r.output
    assert lines(r.stdout)[-1] == (
        "next: `genix plan --diff -c other.toml` shows each change; `genix build -c other.toml` writes them"
    )


# ---------------------------------------------------------------- finding the config ----------


def test_a_folder_given_as_config_finds_genix_toml(demo: Path) -> None:  # noqa: F811
    (demo / "sub").mkdir()
    os.chdir(demo / "sub")
    assert genix("plan", "-c", "..").exit_code == 0
    assert genix("plan").exit_code == 0, "found in a parent folder"
    empty = demo / "empty"
    empty.mkdir()
    (empty / "shop.toml").write_text("", encoding="utf-8")
    r = genix("plan", "-c", str(empty))
    assert r.exit_code != 0
    assert "the folder holds no genix.toml" in r.stderr
    assert "`genix init -c" in r.stderr and "shop.toml" in r.stderr


def test_no_config_says_where_it_looked_and_how_to_make_one(chdir_tmp: Path) -> None:
    r = genix("plan")
    assert r.exit_code != 0
    assert f"looked for {chdir_tmp.resolve() / 'genix.toml'}" in r.stderr
    assert "`genix init`" in r.stderr
    assert "genix.toml.example" not in r.stderr
    (chdir_tmp / "genix.toml.example").write_text("", encoding="utf-8")
    assert "`genix build -c genix.toml.example`" in genix("plan").stderr


# ---------------------------------------------------------------- typos and help --------------


@pytest.mark.parametrize(
    ("args", "nearest"),
    [
        (["bulid"], "'build'"),
        (["chekc"], "'check'"),
        (["schema", "dupm"], "'dump'"),
        (["templates", "lsit"], "'list'"),
        (["help", "bulid"], "'build'"),
        (["build", "--forse"], "'--force'"),
        (["plan", "--dif"], "'--diff'"),
    ],
)
def test_a_typo_gets_the_nearest_name(args: list[str], nearest: str) -> None:
    r = genix(*args)
    assert r.exit_code == 2
    assert re.search(rf"[Dd]id you mean (one of: )?[^\n]*{re.escape(nearest)}", r.output), r.output


def test_a_word_near_nothing_gets_no_guess() -> None:
    r = genix("zzzzqq")
    assert r.exit_code == 2 and "Did you mean" not in r.output and "genix --help" in r.output


def _commands(group: click.Group, path: str = "") -> list[tuple[str, click.Command]]:
    found: list[tuple[str, click.Command]] = [(path, group)]
    for name, sub in group.commands.items():
        sub_path = f"{path} {name}".strip()
        found.extend(_commands(sub, sub_path) if isinstance(sub, click.Group) else [(sub_path, sub)])
    return found


def test_every_command_shows_one_example_that_parses() -> None:
    commands = dict(_commands(main))
    assert set(commands) <= set(EXAMPLES), "a command without an example"
    for path, command in commands.items():
        r = genix(*path.split(), "--help")
        assert r.exit_code == 0
        example = EXAMPLES[path]
        assert "".join(f"Example: {example}".split()) in "".join(r.stdout.split()), path  # as wrapped
        words = shlex.split(example.split("   (")[0])
        assert words[0] == "genix", example
        # the example runs this command (or one of its sub-commands), with options it has
        ctx = main.make_context("genix", words[1:])
        cmd: click.Command = main
        rest = words[1:]
        chain = [cmd]
        while isinstance(cmd, click.Group) and rest and rest[0] in cmd.commands:
            cmd = cmd.commands[rest[0]]
            rest = rest[1:]
            chain.append(cmd)
            ctx = cmd.make_context(cmd.name or "", list(rest), parent=ctx)
        assert path == "" or command in chain, (path, example)
        assert not isinstance(cmd, click.Group), f"{example}: names no command"


def test_help_command_is_the_commands_help() -> None:
    assert genix("help", "schema", "dump").stdout == genix("schema", "dump", "--help").stdout
    assert genix("help").stdout == genix("--help").stdout


@pytest.mark.parametrize(
    "key", ["project.scaffold", "project.base_package", "tables.TABLE.columns.COLUMN.java_type"]
)
def test_help_config_key_is_the_readme_row(key: str) -> None:
    from dbjavagenix.config import reference

    _, keys = reference.lookup(key)
    assert len(keys) == 1
    row = keys[0]
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"| `{row.key}` | {row.type} | {row.default} | {row.meaning} |" in readme
    r = genix("help", "config", key)
    assert r.exit_code == 0
    words = " ".join(r.stdout.split())
    assert f"type: {row.type.replace(chr(92) + '|', '|')}" in words
    assert " ".join(row.meaning.replace("**", "").split()[:8]) in words


def test_help_config_unknown_key_suggests() -> None:
    r = genix("help", "config", "project.scafold")
    assert r.exit_code != 0
    assert "project.scaffold" in r.stderr and "`genix help config` lists every section" in r.stderr
    sections = genix("help", "config").stdout
    assert "[project]" in sections and "scaffold" in sections


# ---------------------------------------------------------------- a real terminal -------------


def on_tty(args: list[str], cwd: Path, **env: str) -> str:
    """What a genix run prints on a pseudo-terminal (stdout and stderr both on it)."""
    master, slave = pty.openpty()
    full_env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "PAGER", "LESS")}
    full_env |= {"TERM": "xterm-256color", "COLUMNS": "120"} | env
    proc = subprocess.Popen(
        [sys.executable, "-m", "dbjavagenix", *args],
        cwd=cwd,
        env=full_env,
        stdin=slave,
        stdout=slave,
        stderr=slave,
    )
    os.close(slave)
    chunks: list[bytes] = []
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            proc.kill()
            raise AssertionError("genix hung on the terminal")
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=60)
    os.close(master)
    return b"".join(chunks).decode("utf-8", errors="replace")


def _change_config(root: Path) -> None:
    """A config change that changes every entity (the demo's Lombok on → off)."""
    cfg = root / "genix.toml"
    text = cfg.read_text(encoding="utf-8")
    assert "# lombok = true" in text
    cfg.write_text(text.replace("# lombok = true", "lombok = false"), encoding="utf-8")


def test_colours_on_a_terminal_only(demo: Path) -> None:  # noqa: F811
    genix("build")
    _change_config(demo)
    coloured = on_tty(["plan", "--diff"], demo)
    assert "\x1b[32m+" in coloured
    assert "\x1b[31m-" in coloured
    assert "next: " in ANSI.sub("", coloured)
    for plain in (
        on_tty(["plan", "--diff"], demo, NO_COLOR="1"),
        on_tty(["plan", "--diff", "--no-color"], demo),
    ):
        assert "@@" in plain and not COLOUR.search(plain), plain[:300]
    piped = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "plan", "--diff"],
        cwd=demo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert "@@" in piped.stdout and not ANSI.search(piped.stdout + piped.stderr)


def test_progress_line_on_a_terminal_only(demo: Path) -> None:  # noqa: F811
    assert HIDE_CURSOR in on_tty(["build", "--full"], demo)
    assert HIDE_CURSOR not in on_tty(["build", "--full", "--quiet"], demo)
    assert HIDE_CURSOR not in on_tty(["build", "--full", "--json"], demo)
    piped = subprocess.run(
        [sys.executable, "-m", "dbjavagenix", "build", "--full"],
        cwd=demo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert piped.returncode == 0 and "\x1b[" not in piped.stderr


def test_progress_line_shows_stage_counts_and_rate() -> None:
    from dbjavagenix.cli.progress import LiveProgress

    sink = StringIO()
    live = LiveProgress(color=False, file=sink)
    live.stage("introspect")
    live.stage("render")
    for done in range(0, 401, 50):
        live(done, 400)
    live._progress.refresh()
    shown = ANSI.sub("", sink.getvalue())
    live.close()
    assert "rendering" in shown and "/400 files" in shown
    assert re.search(r"\d+/400 files · [\d,]+ files/s", shown), shown


def test_pager_pages_the_plan_on_a_terminal(demo: Path, tmp_path: Path) -> None:  # noqa: F811
    genix("build")
    _change_config(demo)
    paged = tmp_path / "paged.txt"
    pager = tmp_path / "pager.sh"
    pager.write_text(f"#!/bin/sh\ncat > {paged}\n", encoding="utf-8")
    pager.chmod(0o755)
    screen = on_tty(["plan", "--diff", "--pager"], demo, PAGER=str(pager))
    text = ANSI.sub("", paged.read_text(encoding="utf-8"))
    assert "@@" in text and "plan for out/" in text
    assert "@@" not in ANSI.sub("", screen), "the diff went through the pager, not around it"
    paged.unlink()
    on_tty(["plan", "--diff"], demo, PAGER=str(pager))
    assert not paged.exists(), "no pager unless asked for"


def test_scaffold_never_completes_a_half_project(demo: Path) -> None:  # noqa: F811
    yml = demo / "out" / "src" / "main" / "resources" / "application.yml"
    yml.parent.mkdir(parents=True)
    yml.write_text("server:\n  port: 9000\n", encoding="utf-8")
    r = genix("build")
    assert r.exit_code == 0, r.output
    assert (
        "no Spring Boot project created: src/main/resources/application.yml already in the output root"
        in r.stderr
    )
    assert "genix.toml:" in r.stderr  # located at project.scaffold
    assert not (demo / "out" / "pom.xml").exists()
    assert yml.read_text(encoding="utf-8") == "server:\n  port: 9000\n"
    assert "a new Spring Boot project" not in r.stdout and "next:" not in r.stdout
    planned = json.loads(genix("plan", "--json").stdout)
    assert planned["scaffold"] == []


def _pom(folder: Path, artifact: str, body: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pom.xml").write_text(
        f'<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>'
        f"<groupId>com.acme</groupId><artifactId>{artifact}</artifactId><version>1</version>{body}</project>",
        encoding="utf-8",
    )


def test_run_step_fits_the_build(chdir_tmp: Path) -> None:
    from dbjavagenix.cli.guide import run_step

    assert run_step(chdir_tmp) is None
    parent = "<parent><groupId>com.acme</groupId><artifactId>shop</artifactId><version>1</version></parent>"
    boot = "<build><plugins><plugin><groupId>org.springframework.boot</groupId><artifactId>spring-boot-maven-plugin</artifactId></plugin></plugins></build>"
    _pom(chdir_tmp / "lib", "lib", parent)
    _pom(chdir_tmp / "app", "app", parent + boot)
    _pom(
        chdir_tmp,
        "shop",
        "<packaging>pom</packaging><modules><module>lib</module><module>app</module></modules>",
    )
    # the reactor root: install, then run the one application module
    assert run_step(chdir_tmp) == (
        "`mvn -q install -DskipTests && mvn -pl app spring-boot:run` starts the application"
    )
    # a module of it: compiled in the reactor
    assert run_step(chdir_tmp / "lib") == "`mvn -pl lib -am compile` builds it in your reactor"
    # two application modules: which one is yours to say
    _pom(chdir_tmp / "lib", "lib", parent + boot)
    assert run_step(chdir_tmp) == "`mvn -q compile` builds the reactor"
    # a single project
    (chdir_tmp / "one").mkdir()
    _pom(chdir_tmp / "one", "one", boot)
    (chdir_tmp / "one" / "mvnw").write_text("", encoding="utf-8")
    assert run_step(chdir_tmp / "one") == "`cd one && ./mvnw spring-boot:run` starts the application"


def test_readme_demo_output_is_what_the_demo_prints(chdir_tmp: Path) -> None:
    """The README's example of the demo's first build is the demo's own output (but its time)."""
    import shutil

    shutil.copy(REPO / "genix.toml.example", chdir_tmp / "genix.toml.example")
    shutil.copytree(REPO / "examples", chdir_tmp / "examples")
    r = genix("build", "-c", "genix.toml.example")
    assert r.exit_code == 0, r.output
    got = re.sub(r" in [0-9.]+ s$", "", lines(r.stdout)[-2])
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    shown = re.search(r"^(wrote \d+ files to demo-out/.*) in [0-9.]+ s$", readme, re.M)
    assert shown is not None and shown.group(1) == got, got
    assert lines(r.stdout)[-1] == "next: `cd demo-out && mvn spring-boot:run` starts the application"
    assert lines(r.stdout)[-1] in readme


def test_a_relation_warning_is_printed_once_per_command(chdir_tmp: Path) -> None:
    """A cycle of many-to-one relations (sakila's staff and store) is one warning per command."""
    with sqlite3.connect(chdir_tmp / "shop.db") as c:
        c.executescript(
            "CREATE TABLE store (id INTEGER PRIMARY KEY, manager_id INTEGER REFERENCES staff(id));"
            "CREATE TABLE staff (id INTEGER PRIMARY KEY, store_id INTEGER REFERENCES store(id));"
        )
    (chdir_tmp / "genix.toml").write_text(
        '[project]\nbase_package = "com.acme"\nscaffold = true\n[connections.main]\nurl = "sqlite:///shop.db"\n'
        "[relations]\nforeign_keys = true\n",
        encoding="utf-8",
    )
    for args in (["plan"], ["build"], ["build", "--full"], ["check"], ["plan", "--json"]):
        r = subprocess.run(
            [sys.executable, "-m", "dbjavagenix", *args],
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        assert r.returncode == 0, (args, r.stderr)
        said = r.stderr + (r.stdout if "--json" in args else "")
        assert said.count("form a cycle") == 1, (args, said)
