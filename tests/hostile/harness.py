"""A throw-away genix project for the hostile-input suite: a genix.toml, an SQLite database,
the CLI run in-process, and the bytes of every file before and after.

Every case asserts three things: the message (located, with its hint), the exit code (the table
in :data:`dbjavagenix.errors.EXIT_CODES`), and what is on disk afterwards (usually: exactly what
was there before).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

BASE_TOML = """\
[project]
base_package = "com.example.demo"
output = "out"
{project}
[connections.main]
url = "sqlite:///app.db"
{connection}
{rest}"""

DDL = """
CREATE TABLE users (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, note TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total NUMERIC(10,2));
"""

Tree = dict[str, bytes | str]
"""Relative path → file bytes, or ``"-> target"`` for a symbolic link, ``"/"`` for a folder."""


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str

    @property
    def text(self) -> str:
        return self.stdout + self.stderr

    def expect(self, code: int, *fragments: str) -> Run:
        """Exit ``code``, no traceback, every fragment in the output."""
        assert self.code == code, f"exit {self.code}, expected {code}:\n{self.text}"
        assert "Traceback" not in self.text, self.text
        for f in fragments:
            assert f in self.text, f"{f!r} not in:\n{self.text}"
        return self


class Project:
    """A folder holding genix.toml and app.db; ``tree()`` reads back everything in it."""

    def __init__(self, root: Path, ddl: str = DDL) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        if ddl:
            self.sql(ddl)

    def sql(self, ddl: str, db: str = "app.db") -> None:
        con = sqlite3.connect(self.root / db)
        try:
            con.executescript(ddl)
            con.commit()
        finally:
            con.close()

    def config(self, rest: str = "", *, project: str = "", connection: str = "") -> Path:
        path = self.root / "genix.toml"
        path.write_text(BASE_TOML.format(project=project, connection=connection, rest=rest), encoding="utf-8")
        return path

    def write(self, rel: str, data: str | bytes) -> Path:
        p = self.root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, str):
            p.write_text(data, encoding="utf-8")
        else:
            p.write_bytes(data)
        return p

    def tree(self, under: str = "") -> Tree:
        """Every file, folder and link below ``under`` (links are not followed)."""
        base = self.root / under
        out: Tree = {}
        for folder, dirs, files in os.walk(base, followlinks=False):
            for name in [*dirs, *files]:
                p = Path(folder) / name
                rel = str(p.relative_to(base))
                if p.is_symlink():
                    out[rel] = "-> " + os.readlink(p)
                elif p.is_dir():
                    out[rel] = "/"
                else:
                    out[rel] = p.read_bytes()
        return out

    def genix(self, *args: str, env: Mapping[str, str] | None = None) -> Run:
        """``genix ARGS`` in-process, in the project folder."""
        from dbjavagenix.cli import main

        old = Path.cwd()
        os.chdir(self.root)
        try:
            result = CliRunner().invoke(main, list(args), env=dict(env or {}), catch_exceptions=True)
        finally:
            os.chdir(old)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            import traceback

            tb = "".join(traceback.format_exception(result.exception))
            return Run(result.exit_code, result.stdout, result.stderr + "\nTraceback (uncaught):\n" + tb)
        return Run(result.exit_code, result.stdout, result.stderr)


MACHINE_LOCAL = frozenset({"out/.genix/lock"})
"""The lock file records who holds it (pid, host, time) each time a build takes it: the one
file a failed build may rewrite (git-ignored, never read as state)."""


def same(before: Tree, after: Tree) -> None:
    """Nothing changed on disk (a readable diff of the paths when it did)."""
    before = {p: b for p, b in before.items() if p not in MACHINE_LOCAL}
    after = {p: b for p, b in after.items() if p not in MACHINE_LOCAL}
    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    changed = sorted(p for p in set(before) & set(after) if before[p] != after[p])
    assert not (added or removed or changed), f"added {added}, removed {removed}, changed {changed}"
