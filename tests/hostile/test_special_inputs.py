"""Files genix reads because the user named them (issue 32: nothing hangs, no internal error
from input): the config, DDL files, catalog snapshots, ``init_sql``, user templates,
``.genixignore``, a Spring ``application.yml``. Cases are generated per class:

* special file kinds (a named pipe, a link to ``/dev/zero``, a link that loops, a folder, a file
  over the cap) x every input kind;
* encodings (bytes that are not UTF-8) x every text input kind;
* depth (nesting thousands deep, alias bombs, endless recursive queries) x every parser;
* inputs that are valid and must give correct output (PostgreSQL's nested comments, names in
  other scripts).

Each case runs genix in a child process with a timeout, so a regression fails instead of
hanging the suite; each asserts the exit code, the located message and that nothing was
written. (A config that is a folder or a link that loops, and the config's encodings, are in
``test_config_input``.)
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from dbjavagenix.config.depth import MAX_DEPTH
from dbjavagenix.inputfile import CONFIG_MAX, DDL_MAX, SMALL_MAX, SNAPSHOT_MAX, TEMPLATE_MAX, size_text
from dbjavagenix.introspect.ddl_parse import MAX_PARENS
from tests.conftest import REPO
from tests.hostile.harness import DDL, MACHINE_LOCAL, Project

TIMEOUT = 60
"""Seconds a case may take before it counts as a hang (each takes one or two)."""


def genix(root: Path, *args: str) -> tuple[int, str]:
    """``genix ARGS`` in a child process in ``root``: (exit code, stdout + stderr)."""
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO / "src"),
        "GENIX_CACHE_DIR": "off",
        "TMPDIR": str(root.parent / "tmp"),
        "NO_COLOR": "1",
        "GENIX_JOBS": "1",
    }
    (root.parent / "tmp").mkdir(exist_ok=True)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "dbjavagenix", *args],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"genix {' '.join(args)} did not finish in {TIMEOUT} s (it hangs)")
    text = done.stdout + done.stderr
    assert "Traceback" not in text and "internal error" not in text, text
    assert not list((root.parent / "tmp").iterdir()), "genix left a file in the temp folder"
    return done.returncode, text


def tree(root: Path) -> dict[str, object]:
    """Every path below ``root`` with what it is; nothing special (a pipe, a device, a large
    sparse file) is read."""
    out: dict[str, object] = {}
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files]:
            p = os.path.join(folder, name)
            rel = os.path.relpath(p, root)
            st = os.lstat(p)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = "-> " + os.readlink(p)
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = "/"
            elif stat.S_ISREG(st.st_mode) and st.st_size <= 1 << 20:
                out[rel] = Path(p).read_bytes()
            else:
                out[rel] = (stat.S_IFMT(st.st_mode), st.st_size, st.st_mtime_ns)
    return {k: v for k, v in out.items() if k not in MACHINE_LOCAL}


def fails(root: Path, args: tuple[str, ...], code: int, *fragments: str) -> str:
    before = tree(root)
    got, text = genix(root, *args)
    assert got == code, f"exit {got}, expected {code}:\n{text}"
    for f in fragments:
        assert f in text, f"{f!r} not in:\n{text}"
    assert tree(root) == before, "genix wrote something"
    return text


# -- the input kinds ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """One kind of file the user names: how a project points genix at it."""

    name: str
    target: str
    """The file (relative to the project) genix is made to read."""
    words: str
    """How the message names it, before `` is a named pipe ...``."""
    cap: int
    make: Callable[[Project], tuple[str, ...]]
    """Writes the project around the file; returns genix's arguments."""
    classes: tuple[str, ...] = ("fifo", "devzero", "loop", "folder", "oversize")


def _config(p: Project) -> tuple[str, ...]:
    return ("build", "-c", "special.toml")


def _ddl(p: Project) -> tuple[str, ...]:
    p.write("genix.toml", _toml('ddl = ["schema.sql"]\ndialect = "sqlite"'))
    return ("build",)


def _snapshot(p: Project) -> tuple[str, ...]:
    p.write("genix.toml", _toml('snapshot = "snap.json"'))
    return ("build",)


def _init_sql(p: Project) -> tuple[str, ...]:
    p.write("genix.toml", _toml('url = "sqlite:///new.db"\ninit_sql = "init.sql"'))
    return ("build",)


def _template(p: Project) -> tuple[str, ...]:
    p.config(project='templates = ["tpl"]')
    (p.root / "tpl").mkdir(exist_ok=True)
    return ("build",)


def _ignore(p: Project) -> tuple[str, ...]:
    p.config()
    (p.root / "out").mkdir(exist_ok=True)
    return ("build",)


def _toml(connection: str) -> str:
    return (
        '[project]\nbase_package = "com.example.demo"\noutput = "out"\n[connections.main]\n'
        + connection
        + "\n"
    )


KINDS = [
    Kind(
        "config",
        "special.toml",
        "the config file",
        CONFIG_MAX,
        _config,
        classes=("fifo", "devzero", "oversize"),
    ),
    Kind("ddl", "schema.sql", "DDL file", DDL_MAX, _ddl, classes=("fifo", "devzero", "loop", "oversize")),
    Kind("snapshot", "snap.json", "snapshot file snap.json", SNAPSHOT_MAX, _snapshot),
    Kind("init_sql", "init.sql", "init_sql file init.sql", DDL_MAX, _init_sql),
    Kind(
        "template",
        "tpl/entity.java.jinja",
        "template",
        TEMPLATE_MAX,
        _template,
        classes=("fifo", "devzero", "loop", "oversize"),
    ),
    Kind("genixignore", "out/.genixignore", ".genixignore", SMALL_MAX, _ignore),
]
"""A folder named as a DDL file is read as a migration folder, one named as a template is no
template (the built-in one renders), one named as the config holds the config: not cases here."""


def _special(path: Path, cls: str, cap: int) -> str:
    """Make ``path`` a file of class ``cls``; returns what the message calls it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if cls == "fifo":
        os.mkfifo(path)
        return "is a named pipe (FIFO), not a regular file"
    if cls == "devzero":
        path.symlink_to("/dev/zero")
        return "is a character device, not a regular file"
    if cls == "loop":
        path.symlink_to(path.name)
        return "is a symbolic link that loops back on itself"
    if cls == "folder":
        path.mkdir()
        return "is a folder, not a regular file"
    assert cls == "oversize"
    with open(path, "wb") as f:
        f.truncate(cap + 1)  # sparse: no disk used, nothing written but the size
    return f"is larger than {size_text(cap)}, the most genix reads of one"


SPECIAL = [
    pytest.param(kind, cls, id=f"{kind.name}-{cls}")
    for kind in KINDS
    for cls in kind.classes
    if not (cls in ("fifo", "devzero") and not hasattr(os, "mkfifo"))
]


@pytest.mark.parametrize(("kind", "cls"), SPECIAL)
def test_special_file(tmp_path: Path, kind: Kind, cls: str) -> None:
    p = Project(tmp_path / "p", ddl="" if kind.name == "init_sql" else DDL)
    args = kind.make(p)
    said = _special(p.root / kind.target, cls, kind.cap)
    fails(p.root, args, 2, f"{kind.words} {said}", "hint: ")


@pytest.mark.parametrize("cls", ["fifo", "devzero", "loop", "oversize"])
def test_special_file_beside_the_templates(tmp_path: Path, cls: str) -> None:
    """A file no template names, in a user template folder: never read (nor waited for)."""
    p = Project(tmp_path / "p")
    p.config(project='templates = ["tpl"]')
    _special(p.root / "tpl/notes.jinja", cls, TEMPLATE_MAX)
    for args in (("templates", "list"), ("build",)):
        code, text = genix(p.root, *args)
        assert code == 0, text


ENCODED = [pytest.param(kind, id=kind.name) for kind in KINDS if kind.name != "config"]


@pytest.mark.parametrize("kind", ENCODED)
def test_bytes_that_are_not_utf8(tmp_path: Path, kind: Kind) -> None:
    p = Project(tmp_path / "p", ddl="" if kind.name == "init_sql" else DDL)
    args = kind.make(p)
    p.write(kind.target, b"ok\nab\xff\xfe\x00\x01 binary\n")
    text = fails(p.root, args, 2, "not UTF-8")
    assert kind.target.rsplit("/", 1)[-1] in text


# -- depth: nesting, aliases, endless queries ----------------------------------------------------


def _deep_toml(p: Project) -> tuple[str, ...]:
    p.config(f"[tables.users]\ndata = {{ x = {'[' * 3000}1{']' * 3000} }}\n")
    return ("build",)


def _deep_inline_toml(p: Project) -> tuple[str, ...]:
    p.config(f"[tables.users]\ndata = {'{ a = ' * 3000}1{' }' * 3000}\n")
    return ("build",)


def _deep_snapshot(p: Project) -> tuple[str, ...]:
    p.write("genix.toml", _toml('snapshot = "snap.json"'))
    p.write("snap.json", "[" * 100_000 + "]" * 100_000)
    return ("build",)


def _deep_template(p: Project) -> tuple[str, ...]:
    p.config(project='templates = ["tpl"]')
    p.write("tpl/entity.java.jinja", "{% if true %}" * 3000 + "x" + "{% endif %}" * 3000)
    return ("build",)


def _ddl_file(dialect: str, sql: str) -> Callable[[Project], tuple[str, ...]]:
    def make(p: Project) -> tuple[str, ...]:
        p.write("genix.toml", _toml(f'ddl = ["schema.sql"]\ndialect = "{dialect}"'))
        p.write("schema.sql", "CREATE TABLE a (id INT PRIMARY KEY);\n" + sql + "\n")
        return ("build",)

    return make


PARENS = "CREATE TABLE t (id INT PRIMARY KEY, c INT DEFAULT " + "(" * 3000 + "1" + ")" * 3000 + ");"
CHAIN = "CREATE VIEW v AS SELECT " + "NOT " * 3000 + "1 AS x;"
ENDLESS = "CREATE TABLE u AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c;"
GROWING = "CREATE TABLE u AS WITH RECURSIVE c(x) AS (SELECT zeroblob(100000) UNION ALL SELECT x FROM c) SELECT x FROM c;"

DEEP = [
    pytest.param(
        _deep_toml,
        f"genix.toml:9:{13 + MAX_DEPTH}: arrays and inline tables nest more than",
        id="config-arrays",
    ),
    pytest.param(_deep_inline_toml, "genix.toml:9:", id="config-inline-tables"),
    pytest.param(_deep_template, "tpl/entity.java.jinja: the template nests blocks", id="template-blocks"),
    pytest.param(_deep_snapshot, "snap.json: not a catalog snapshot: its JSON nests", id="snapshot-json"),
    *(
        pytest.param(
            _ddl_file(d, PARENS),
            f"schema.sql:2:{50 + MAX_PARENS}: the statement nests parentheses",
            id=f"{d}-parens",
        )
        for d in ("mysql", "mariadb", "postgresql")
    ),
    *(
        pytest.param(_ddl_file(d, CHAIN), "schema.sql:2:1: the statement nests too deeply", id=f"{d}-chain")
        for d in ("mysql", "postgresql")
    ),
    pytest.param(
        _ddl_file("sqlite", ENDLESS), "schema.sql:2:1: SQLite stopped the statement", id="sqlite-endless"
    ),
    pytest.param(
        _ddl_file("sqlite", GROWING), "schema.sql:2:1: the statement makes more than", id="sqlite-growing"
    ),
]


@pytest.mark.parametrize(("make", "said"), DEEP)
def test_too_deep(tmp_path: Path, make: Callable[[Project], tuple[str, ...]], said: str) -> None:
    p = Project(tmp_path / "p")
    fails(p.root, make(p), 2, said, "hint: ")


def _billion_laughs() -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    return "\n".join(lines) + "\nspring:\n  datasource:\n    url: *a9\n"


YAML = [
    pytest.param(_billion_laughs(), "stands for more than 100,000 keys", id="billion-laughs"),
    pytest.param("spring: &s\n  self: *s\n", "keys", id="alias-inside-itself"),
    pytest.param(
        "spring:\n  x: " + "[" * 5000 + "]" * 5000 + "\n", "nests lists or mappings", id="deep-lists"
    ),
]


@pytest.mark.parametrize(("yml", "said"), YAML)
def test_spring_config_bombs(tmp_path: Path, yml: str, said: str) -> None:
    p = Project(tmp_path / "p")
    p.config()
    p.write("out/pom.xml", POM)
    p.write("out/src/main/resources/application.yml", yml)
    fails(p.root, ("doctor",), 2, "src/main/resources/application.yml:", said, "hint: ")


POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.4</version></parent>
  <groupId>com.example</groupId><artifactId>demo</artifactId><version>1</version>
  <dependencies><dependency><groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-web</artifactId></dependency></dependencies>
</project>
"""


# -- valid input, correct output -----------------------------------------------------------------


def test_templates_folder_that_loops(tmp_path: Path) -> None:
    p = Project(tmp_path / "p")
    p.config(project='templates = ["tpl"]')
    (p.root / "tpl").symlink_to("tpl")
    fails(p.root, ("build",), 2, "project.templates[0]: template folder 'tpl' is a symbolic link that loops")


def test_postgresql_nested_comments(tmp_path: Path) -> None:
    p = Project(tmp_path / "p", ddl="")
    p.write("genix.toml", _toml('ddl = ["schema.sql"]\ndialect = "postgresql"'))
    p.write(
        "schema.sql",
        "/* a /* b */ c */ CREATE TABLE users (id int PRIMARY KEY);\n"
        "/* x /* y /* z */ */ still a comment; */\nCREATE TABLE orders (id int PRIMARY KEY);\n",
    )
    code, text = genix(p.root, "build")
    assert code == 0, text
    entity = p.root / "out/src/main/java/com/example/demo/entity"
    assert {f.name for f in entity.iterdir()} == {"Users.java", "Orders.java"}


@pytest.mark.parametrize(
    "sql",
    [
        "CREATE TABLE ∂ƒ© (id INT PRIMARY KEY);",
        "CREATE TABLE t (id INT PRIMARY KEY) \x01\x02 ¤¤ ((;",
        "CREATE TABLE café (id INT PRIMARY KEY, naïve INT);",
        "CREATE DOMAIN;",
        "CREATE TABLE t (id INT PRIMARY KEY) DEFAULT ENGINE=InnoDB;",
    ],
    ids=["symbols", "control-bytes", "accents", "truncated", "sqlglot-typeerror"],
)
@pytest.mark.parametrize("dialect", ["mysql", "postgresql"])
def test_garbage_in_ddl_is_located(tmp_path: Path, dialect: str, sql: str) -> None:
    """Letters of other scripts and stray bytes: output, or a located error; never exit 70."""
    p = Project(tmp_path / "p", ddl="")
    _ddl_file(dialect, sql)(p)
    before = tree(p.root)
    code, text = genix(p.root, "build")
    assert code in (0, 2), text
    if code == 2:
        assert "error: " in text and ("schema.sql:2:" in text or "genix.toml" in text or ".jinja" in text), (
            text
        )
        assert tree(p.root) == before
