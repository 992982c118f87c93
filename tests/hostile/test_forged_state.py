"""Forged and merged state (issue 32): ``.genix/`` arrives through pull requests and merges, so
it is input like any other. Cases are generated per class, not listed: every path shape a
record can name (outside the root through ``..``, absolute, the config, build and git files, a
user's own sources, names no file system takes) × every kind of record genix reads (a table's
state file, a conflict side record, the intent a killed build leaves, an older genix's
``manifest.json``, a state file git left conflict markers in) × the table it claims (one that
exists, a ghost that never did, one dropped from the database, one excluded by the config) ×
its hash (the victim's exact bytes, or not). Whatever the record says, every victim keeps its
bytes through ``plan``, ``check`` and ``build`` (also ``--force``), no command fails with an
internal error, and an unsafe record is a located warning.

A user's file at a path genix generates, claimed by a forged record, is replaced only after its
bytes are saved to ``.genix/backup/``; a forged merge base never makes a merge that loses a line.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from dbjavagenix.output.trust import protected_problem
from tests.hostile.harness import Project

JAVA = "src/main/java/com/example/demo"
VICTIM = b"// a file genix never wrote\nclass Victim {}\n"


@dataclass(frozen=True)
class Shape:
    name: str
    record: str
    """The path as the record names it (``{abs}``: an absolute folder outside the project)."""
    victim: str
    """Where the victim is, relative to the project folder (``{abs}/...``: the absolute one)."""
    unsafe: bool
    """Dropped when the state is read (a located warning); else kept but never acted on."""


SHAPES = (
    Shape("dotdot outside", "../victim_outside.txt", "victim_outside.txt", True),
    Shape("dotdot config", "../genix.toml", "genix.toml", True),
    Shape("deep dotdot", f"{JAVA}/../../../../../../victim_outside.txt", "victim_outside.txt", True),
    Shape("absolute", "{abs}/victim_abs.txt", "{abs}/victim_abs.txt", True),
    Shape("dot segment", f"./{JAVA}/Mine.java", f"out/{JAVA}/Mine.java", True),
    Shape("double slash", f"{JAVA}//Mine.java", f"out/{JAVA}/Mine.java", True),
    Shape("backslash", "..\\victim_outside.txt", "victim_outside.txt", True),
    Shape("git config", ".git/config", "out/.git/config", True),
    Shape("nested git", "sub/.git/HEAD", "out/sub/.git/HEAD", True),
    Shape("genix state", ".genix/notes.txt", "out/.genix/notes.txt", True),
    Shape("pom", "pom.xml", "out/pom.xml", False),
    Shape("gradle", "build.gradle.kts", "out/build.gradle.kts", False),
    Shape("wrapper", "mvnw", "out/mvnw", False),
    Shape("user source", f"{JAVA}/Mine.java", f"out/{JAVA}/Mine.java", False),
    Shape(
        "user source in a generated package",
        f"{JAVA}/entity/Mine.java",
        f"out/{JAVA}/entity/Mine.java",
        False,
    ),
    Shape(
        "user controller named like a table's",
        f"{JAVA}/controller/GhostController.java",
        f"out/{JAVA}/controller/GhostController.java",
        False,
    ),
)
TABLES = ("real", "ghost", "dropped", "excluded")
KINDS = ("table", "side", "intent", "legacy", "conflicted")


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A built project with three tables (users, orders, gone), as a template to copy."""
    p = Project(tmp_path_factory.mktemp("forged") / "p")
    p.sql("CREATE TABLE gone (id INTEGER PRIMARY KEY, label TEXT);")
    p.config()
    p.genix("build").expect(0)
    return p.root


def _copy(built: Path, dest: Path, table: str) -> Project:
    shutil.copytree(built, dest, symlinks=True)
    p = Project(dest, ddl="")
    if table == "dropped":
        p.sql("DROP TABLE gone;")
    if table == "excluded":
        p.config('[tables]\nexclude = ["gone"]\n')
    else:
        p.config()
    return p


def _victim_path(p: Project, shape: Shape, abs_dir: Path, suffix: str) -> Path:
    rel = shape.victim.replace("{abs}", str(abs_dir))
    return (Path(rel) if rel.startswith("/") else p.root / rel).with_name(Path(rel).name + suffix)


def _record(shape: Shape, abs_dir: Path) -> str:
    return shape.record.replace("{abs}", str(abs_dir))


def _line(path: str, sha: str) -> str:
    return json.dumps(
        {
            "path": path,
            "sha256": sha,
            "layer": "entity",
            "template": "entity.java.jinja",
            "policy": "merge",
            "uses": ["entity.java.jinja"],
            "templates": "",
        }
    )


def _table_file(p: Project, table: str) -> tuple[str, Path]:
    name = {"real": "users", "ghost": "ghost", "dropped": "gone", "excluded": "gone"}[table]
    return name, p.root / f"out/.genix/tables/{name}.jsonl"


def _forge(p: Project, kind: str, table: str, path: str, sha: str) -> None:
    name, state = _table_file(p, table)
    if kind == "table":
        head = (
            state.read_text(encoding="utf-8")
            if state.exists()
            else json.dumps({"genix_state": 3, "table": name, "fingerprint": "x", "primary_key": ["id"]})
            + "\n"
        )
        state.write_text(head + _line(path, sha) + "\n", encoding="utf-8")
    elif kind == "side":
        head = (
            state.read_text(encoding="utf-8")
            if state.exists()
            else json.dumps({"genix_state": 3, "table": name, "fingerprint": "x", "primary_key": ["id"]})
            + "\n"
        )
        state.write_text(
            head + json.dumps({"side": path, "sha256": sha, "render": "", "file": ""}) + "\n",
            encoding="utf-8",
        )
    elif kind == "intent":
        intent = p.root / "out/.genix/local/intent"
        intent.parent.mkdir(parents=True, exist_ok=True)
        head = json.dumps({"genix_state": 3, "table": name, "fingerprint": "x", "primary_key": ["id"]})
        intent.write_text(
            json.dumps({"genix_intent": f"tables/{name}.jsonl", "removed": False})
            + "\n"
            + head
            + "\n"
            + _line(path, sha)
            + "\n",
            encoding="utf-8",
        )
    elif kind == "legacy":
        sdir = p.root / "out/.genix"
        files = {
            path: {
                "sha256": sha,
                "template": "entity.java.jinja",
                "layer": "entity",
                "table": name,
                "policy": "merge",
                "size": 1,
                "mtime_ns": 1,
            }
        }
        shutil.rmtree(sdir / "tables")
        (sdir / "project.jsonl").unlink()
        (sdir / "manifest.json").write_text(
            json.dumps(
                {
                    "genix_manifest": 2,
                    "genix_version": "0.1",
                    "files": files,
                    "tables": {name: {"files": [path]}},
                }
            ),
            encoding="utf-8",
        )
    else:
        assert kind == "conflicted"
        rows = (
            state.read_text(encoding="utf-8").splitlines()
            if state.exists()
            else [json.dumps({"genix_state": 3, "table": name, "fingerprint": "x", "primary_key": ["id"]})]
        )
        state.write_text(
            "\n".join([rows[0], "<<<<<<< HEAD", *rows[1:], "=======", _line(path, sha), ">>>>>>> other"])
            + "\n",
            encoding="utf-8",
        )


def _cases() -> list[tuple[Shape, str, str, bool]]:
    out = []
    for shape in SHAPES:
        for table in TABLES:
            for matching in (True, False):
                out.append((shape, "table", table, matching))
        for kind in KINDS[1:]:
            out.append((shape, kind, "ghost" if kind != "legacy" else "real", True))
    return out


@pytest.mark.parametrize(
    ("shape", "kind", "table", "matching"),
    _cases(),
    ids=[f"{s.name}-{k}-{t}-{'hash' if m else 'nohash'}" for s, k, t, m in _cases()],
)
def test_forged_record_never_touches_a_file(
    built: Path, tmp_path: Path, shape: Shape, kind: str, table: str, matching: bool
) -> None:
    p = _copy(built, tmp_path / "p", table)
    abs_dir = tmp_path / "abs"
    abs_dir.mkdir()
    suffix = ".genix-conflict" if kind == "side" else ""
    victim = _victim_path(p, shape, abs_dir, suffix)
    victim.parent.mkdir(parents=True, exist_ok=True)
    if not victim.exists():
        victim.write_bytes(VICTIM)
    before = victim.read_bytes()
    tmp_victim = victim.with_name(".unrelated.genix-tmp")  # not the temp file of any intended path
    swept = kind == "intent" and ".genix" not in tmp_victim.parts  # genix's own folder is swept
    if swept:
        tmp_victim.write_bytes(VICTIM)
    _forge(p, kind, table, _record(shape, abs_dir), _sha(before) if matching else "0" * 64)
    for args in (("plan",), ("check",), ("build",), ("build", "--force"), ("check",)):
        run = p.genix(*args)
        assert run.code in (0, 1), f"genix {' '.join(args)}: exit {run.code}\n{run.text}"
        assert "Traceback" not in run.text and "internal error" not in run.text, run.text
        assert victim.read_bytes() == before, f"genix {' '.join(args)} changed {victim}"
        if swept:
            assert tmp_victim.read_bytes() == VICTIM, "the intent replay swept a file outside the build"
        if args == ("plan",) and shape.unsafe and kind != "intent":
            assert "the record is ignored, never acted on" in run.text, run.text
            assert ".genix/" in run.text
        # a safe-looking path (not a build file: that one's reason says so) that no render proves
        if (
            args == ("plan",)
            and kind == "table"
            and matching
            and not shape.unsafe
            and not protected_problem(shape.record)
        ):
            name = _table_file(p, table)[0]
            assert "were kept, not deleted" in run.text and f"{name}.jsonl:" in run.text, run.text


def test_forged_record_of_a_file_genix_generates_backs_it_up(built: Path, tmp_path: Path) -> None:
    """A user's own file where genix now generates one, claimed by a forged record with its
    exact hash (so it looks like genix's, unedited): replaced, but only after its bytes went to
    ``.genix/backup/`` (this machine's genix never rendered them)."""
    p = _copy(built, tmp_path / "p", "real")
    rel = f"{JAVA}/entity/Orders.java"
    mine = b"package com.example.demo.entity;\n\n// my own Orders, written by hand\npublic class Orders {}\n"
    (p.root / "out" / rel).write_bytes(mine)
    state = p.root / "out/.genix/tables/orders.jsonl"
    lines = [json.loads(x) for x in state.read_text(encoding="utf-8").splitlines()]
    for row in lines:
        if row.get("path") == rel:
            row["sha256"] = _sha(mine)
            row.pop("base", None)
    state.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    p.sql("ALTER TABLE orders ADD COLUMN extra TEXT;")
    run = p.genix("build")
    assert run.code in (0, 1), run.text
    backups = list((p.root / "out/.genix/backup").rglob("*"))
    assert any(b.is_file() and b.read_bytes() == mine for b in backups), run.text


def test_forged_merge_base_never_loses_a_line(built: Path, tmp_path: Path) -> None:
    """A forged base equal to the user's edited file (so that a three-way merge would take
    genix's version everywhere): the user's bytes are saved before the merge is written."""
    p = _copy(built, tmp_path / "p", "real")
    rel = f"{JAVA}/entity/Orders.java"
    path = p.root / "out" / rel
    text = path.read_text(encoding="utf-8")
    edited = (text[: text.rindex("}")] + "    // my precious line\n}\n").encode()
    path.write_bytes(edited)
    sdir = p.root / "out/.genix"
    state = sdir / "tables/orders.jsonl"
    lines = [json.loads(x) for x in state.read_text(encoding="utf-8").splitlines()]
    sha = _sha(edited)
    for row in lines:
        if row.get("path") == rel:
            row["base"] = sha
    state.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    base = sdir / "bases" / sha[:2] / sha[2:]
    base.parent.mkdir(parents=True, exist_ok=True)
    base.write_bytes(edited)
    p.sql("ALTER TABLE orders ADD COLUMN extra TEXT;")
    run = p.genix("build")
    assert run.code in (0, 1), run.text
    now = path.read_bytes()
    saved = (
        [b.read_bytes() for b in (sdir / "backup").rglob("*") if b.is_file()]
        if (sdir / "backup").exists()
        else []
    )
    assert b"my precious line" in now or edited in saved, run.text
