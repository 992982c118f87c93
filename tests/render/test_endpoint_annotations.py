"""Every endpoint genix generates carries the team's ``[api.annotations]`` (their permission
checks): an endpoint without them is one a user without the permission can call. In every
category, with relations, unique-key lookups, list queries, batch and save where the category
has them: each ``@...Mapping`` method has the annotation of its operation (PATCH and save those
of update, the reads of many rows those of list, the reads of one row those of get)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from tests.conftest import REPO

CATEGORIES = ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
OPERATIONS = ("list", "get", "create", "update", "delete")
CONFIG = """[project]
output = "out"
base_package = "com.example.demo"
category = "{category}"

[connections.main]
ddl = ["{schema}"]
dialect = "sqlite"

[api.annotations]
{annotations}
"""
_MAPPING = re.compile(r"^    @(Get|Post|Put|Patch|Delete|Request)Mapping\b.*$", re.M)
_MARK = re.compile(r'@SuppressWarnings\("op:(\w+)"\)')


def _methods(text: str) -> list[tuple[str, list[str]]]:
    """Each mapping method of a controller: its signature line and the operation markers on it."""
    out = []
    for m in _MAPPING.finditer(text):
        before = text[: m.start()]
        # the annotations right above the mapping (up to the previous member's end)
        block = before[before.rfind("\n\n") :]
        after = text[m.end() : text.index("\n", text.index("(", m.end()))]
        out.append((after.strip(), _MARK.findall(block)))
    return out


@pytest.mark.parametrize("category", CATEGORIES)
def test_every_endpoint_carries_the_team_annotations(tmp_path: Path, category: str) -> None:
    annotations = "\n".join(f"{op} = ['@SuppressWarnings(\"op:{op}\")']" for op in OPERATIONS)
    cfg = tmp_path / "genix.toml"
    schema = (REPO / "examples" / "demo" / "schema.sql").as_posix()
    cfg.write_text(CONFIG.format(category=category, schema=schema, annotations=annotations), encoding="utf-8")
    planned = pipeline.planned(load_config(cfg))
    controllers = [
        e for e in planned.plan.entries if e.new is not None and e.path.endswith("Controller.java")
    ]
    assert controllers
    methods = 0
    bare: list[str] = []
    for e in controllers:
        assert e.new is not None
        text = e.new.decode("utf-8")
        if "@RestController" not in text and "@Controller" not in text:
            continue
        for signature, marks in _methods(text):
            methods += 1
            if len(marks) != 1:
                bare.append(f"{e.path}: {signature} has {marks}")
    assert methods >= 20, methods
    assert not bare, "endpoints without exactly one operation's annotations:\n" + "\n".join(bare)
