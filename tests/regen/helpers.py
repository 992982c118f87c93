"""Small projects on SQLite for the regeneration tests: a config, a database built from SQL,
builds through the real pipeline, and helpers to edit the generated files."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix import pipeline
from dbjavagenix.config.load import LoadedConfig, load_config
from dbjavagenix.pipeline import BuildResult

REPO = Path(__file__).resolve().parents[2]
DEMO_SQL = REPO / "examples" / "demo" / "schema.sql"

CONFIG = """\
[project]
output = "out"
base_package = "com.example.demo"
{project_extra}

[connections.main]
url = "sqlite:///{db}"

[tables]
{tables_extra}

{extra}
"""


@dataclass
class Project:
    root: Path
    db: Path

    @property
    def out(self) -> Path:
        return self.root / "out"

    def config(self, *, project_extra: str = "", tables_extra: str = "", extra: str = "") -> None:
        (self.root / "genix.toml").write_text(
            CONFIG.format(db=self.db, project_extra=project_extra, tables_extra=tables_extra, extra=extra),
            encoding="utf-8",
        )

    def loaded(self) -> LoadedConfig:
        return load_config(self.root / "genix.toml")

    def build(self, **kw: object) -> BuildResult:
        return pipeline.build(self.loaded(), **kw)  # type: ignore[arg-type]

    def plan(self, **kw: object) -> BuildResult:
        return pipeline.build(self.loaded(), dry_run=True, **kw)  # type: ignore[arg-type]

    def sql(self, *statements: str) -> None:
        con = sqlite3.connect(self.db)
        try:
            for s in statements:
                con.execute(s)
            con.commit()
        finally:
            con.close()

    def path(self, rel: str) -> Path:
        return self.out / rel

    def read(self, rel: str) -> str:
        return self.path(rel).read_text(encoding="utf-8")

    def write(self, rel: str, text: str) -> None:
        self.path(rel).write_text(text, encoding="utf-8")

    def edit(self, rel: str, old: str, new: str) -> None:
        text = self.read(rel)
        assert old in text, f"{old!r} not in {rel}"
        self.write(rel, text.replace(old, new, 1))


def make_project(root: Path, sql: str | None = None, **config: str) -> Project:
    root.mkdir(parents=True, exist_ok=True)
    db = root / "db.sqlite"
    con = sqlite3.connect(db)
    con.executescript(sql if sql is not None else DEMO_SQL.read_text(encoding="utf-8"))
    con.commit()
    con.close()
    p = Project(root, db)
    p.config(**config)
    return p


def verbs(result: BuildResult) -> dict[str, str]:
    return {e.path: e.verb for e in result.plan.entries}


ENTITY = "src/main/java/com/example/demo/entity/SysRole.java"
MAPPER = "src/main/java/com/example/demo/mapper/SysRoleMapper.java"
XML = "src/main/resources/mapper/SysRoleMapper.xml"
SERVICE_IMPL = "src/main/java/com/example/demo/service/impl/SysRoleServiceImpl.java"
