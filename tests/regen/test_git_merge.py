"""Two branches regenerate, git merges them: the committed ``.genix/`` merges without a
conflict when they changed different tables, every hand edit survives the next build, and
``genix check`` is clean. Real git, the real CLI, a schema from Flyway migrations in the repo
(each branch adds its own migration, as teams do)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main

GIT = shutil.which("git")
pytestmark = pytest.mark.skipif(GIT is None and not os.environ.get("CI"), reason="git is not installed")

CONFIG = """\
[project]
output = "app"
base_package = "com.example.shop"

[connections.main]
ddl = ["db/migration"]
dialect = "sqlite"
"""

V1 = """\
CREATE TABLE shop_item (id INTEGER PRIMARY KEY, title VARCHAR(80) NOT NULL, price DECIMAL(10,2));
CREATE TABLE shop_tag (id INTEGER PRIMARY KEY, name VARCHAR(30) NOT NULL);
CREATE TABLE shop_note (id INTEGER PRIMARY KEY, body TEXT);
"""

JAVA = "app/src/main/java/com/example/shop"
TAG = f"{JAVA}/entity/ShopTag.java"
ITEM = f"{JAVA}/entity/ShopItem.java"
HAND = '\n    public String label() {\n        return "#" + name;\n    }\n'


class Repo:
    def __init__(self, root: Path) -> None:
        self.root = root

    def git(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        assert GIT is not None
        env = {
            **os.environ,
            "GIT_AUTHOR_NAME": "dev",
            "GIT_AUTHOR_EMAIL": "dev@example.com",
            "GIT_COMMITTER_NAME": "dev",
            "GIT_COMMITTER_EMAIL": "dev@example.com",
        }
        done = subprocess.run(
            [GIT, *args], cwd=self.root, env=env, capture_output=True, text=True, check=False
        )
        if check and done.returncode != 0:
            raise AssertionError(f"git {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
        return done

    def genix(self, *args: str) -> tuple[int, str]:
        old = Path.cwd()
        os.chdir(self.root)
        try:
            r = CliRunner().invoke(main, list(args), catch_exceptions=False)
        finally:
            os.chdir(old)
        return r.exit_code, r.stdout + r.stderr

    def write(self, rel: str, text: str) -> None:
        p = self.root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    def read(self, rel: str) -> str:
        return (self.root / rel).read_text(encoding="utf-8")

    def commit(self, message: str) -> None:
        self.git("add", "-A")
        self.git("commit", "-qm", message)


def _hand_edit(repo: Repo, rel: str) -> None:
    text = repo.read(rel)
    cut = text.rindex("}")
    repo.write(rel, text[:cut] + HAND + "}\n")


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    r = Repo(tmp_path / "shop")
    r.root.mkdir()
    r.git("init", "-q", "-b", "main")
    r.write("genix.toml", CONFIG)
    r.write("db/migration/V1__init.sql", V1)
    code, out = r.genix("build")
    assert code == 0, out
    r.commit("generated")
    return r


def _unmerged(repo: Repo) -> list[str]:
    return repo.git("diff", "--name-only", "--diff-filter=U").stdout.split()


def test_branches_regenerating_different_tables_merge_cleanly(repo: Repo) -> None:
    # branch A: a column added to shop_item, regenerated
    repo.git("checkout", "-qb", "a")
    repo.write("db/migration/V2__item_color.sql", "ALTER TABLE shop_item ADD COLUMN color VARCHAR(20);\n")
    code, out = repo.genix("build")
    assert code == 0, out
    assert "color" in repo.read(ITEM)
    repo.commit("item color")
    # branch B: a generated file edited by hand, then another schema change, regenerated
    repo.git("checkout", "-q", "main")
    repo.git("checkout", "-qb", "b")
    _hand_edit(repo, TAG)
    repo.write("db/migration/V3__tag_weight.sql", "ALTER TABLE shop_tag ADD COLUMN weight INTEGER;\n")
    code, out = repo.genix("build")
    assert code == 0, out
    assert "merged" in out and "label()" in repo.read(TAG) and "weight" in repo.read(TAG)
    repo.commit("tag weight, hand edit")
    # merge: no conflict anywhere, .genix/ included
    repo.git("checkout", "-q", "a")
    merged = repo.git("merge", "--no-edit", "b", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert _unmerged(repo) == []
    changed = repo.git("diff", "--name-only", "HEAD~1", "HEAD").stdout.split()
    assert any(p.startswith("app/.genix/tables/") for p in changed)  # the state did merge
    # the next build keeps every hand edit and has nothing to do; check is clean
    code, out = repo.genix("build")
    assert code == 0, out
    tag = repo.read(TAG)
    assert "label()" in tag and "weight" in tag and "color" in repo.read(ITEM)
    assert repo.git("status", "--porcelain").stdout == ""  # the build changed no committed file
    code, out = repo.genix("check")
    assert code == 0, out


def test_both_branches_regenerating_one_table_are_settled_by_the_next_build(repo: Repo) -> None:
    """Both branches changed shop_item (a column on one, its comment on the other): git merges
    the Java, leaves markers in that table's state file, and the next build settles it."""
    repo.git("checkout", "-qb", "a")
    repo.write("db/migration/V2__item_color.sql", "ALTER TABLE shop_item ADD COLUMN color VARCHAR(20);\n")
    assert repo.genix("build")[0] == 0
    repo.commit("item color")
    repo.git("checkout", "-q", "main")
    repo.git("checkout", "-qb", "b")
    repo.write("genix.toml", CONFIG + '\n[tables.shop_item]\ncomment = "Things we sell"\n')
    _hand_edit(repo, TAG)
    assert repo.genix("build")[0] == 0
    repo.commit("item comment")
    repo.git("checkout", "-q", "a")
    merged = repo.git("merge", "--no-edit", "b", check=False)
    conflicted = _unmerged(repo)
    assert merged.returncode != 0 and conflicted == ["app/.genix/tables/shop_item.jsonl"], conflicted
    repo.git("add", "-A")  # the user commits the merge as it is (markers in genix's state)
    repo.git("commit", "-qm", "merge b")
    code, out = repo.genix("build")
    assert code == 0, out
    assert "conflict markers in genix's state of table 'shop_item'" in out
    item = repo.read(ITEM)
    assert "color" in item and "Things we sell" in item and "label()" in repo.read(TAG)
    assert "<<<<<<<" not in repo.read("app/.genix/tables/shop_item.jsonl")
    code, out = repo.genix("check")
    assert code == 0, out
    assert "conflict markers" not in out


MINE = f"{JAVA}/entity/Mine.java"
MINE_TEXT = "package com.example.shop.entity;\n\n/** Written by hand. */\npublic class Mine {}\n"


def test_merge_bringing_records_of_files_that_do_not_exist(repo: Repo) -> None:
    """A branch commits genix's state but not the files it names (a partial commit, a bad
    rebase, or a hostile pull request): records for a table this branch never had, for files
    that do not exist, and one naming a file of the user's that exists on main. After the real
    git merge, the next build deletes nothing it did not write, says which records it ignored,
    and leaves a clean state; no file of the user's is lost."""
    import hashlib
    import json

    repo.git("checkout", "-qb", "other")
    repo.write("db/migration/V2__extra.sql", "CREATE TABLE shop_extra (id INTEGER PRIMARY KEY, x TEXT);\n")
    assert repo.genix("build")[0] == 0
    state = repo.root / "app/.genix/tables/shop_extra.jsonl"
    rows = [json.loads(x) for x in state.read_text(encoding="utf-8").splitlines()]
    mine_sha = hashlib.sha256(MINE_TEXT.encode()).hexdigest()
    rows.append({**rows[1], "path": MINE.removeprefix("app/"), "sha256": mine_sha})
    rows.append({**rows[1], "path": "../genix.toml", "sha256": hashlib.sha256(CONFIG.encode()).hexdigest()})
    state.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    repo.git("add", "app/.genix")  # the state only: the generated files and the migration stay out
    repo.git("commit", "-qm", "state of a table main does not have")
    repo.git("clean", "-qfd")
    repo.git("checkout", "-q", "--", ".")
    repo.git("checkout", "-q", "main")
    repo.write(MINE, MINE_TEXT)
    _hand_edit(repo, TAG)
    repo.commit("my own entity and an edit")
    merged = repo.git("merge", "--no-edit", "other", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert (repo.root / "app/.genix/tables/shop_extra.jsonl").exists()
    before = {p: repo.read(p) for p in (MINE, TAG, "genix.toml")}
    code, out = repo.genix("plan")
    assert code == 0, out
    assert "genix's state names a path that is not normalised" in out and "shop_extra.jsonl" in out, out
    code, out = repo.genix("build")
    assert code == 0, out
    assert {p: repo.read(p) for p in before} == before
    assert "label()" in repo.read(TAG)
    assert not (repo.root / "app/.genix/tables/shop_extra.jsonl").exists()  # the ghost's state is gone
    code, out = repo.genix("check")
    assert code == 0, out
    assert "never acted on" not in out
