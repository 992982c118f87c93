"""The published JSON Schemas are generated from the code; a stale committed file fails here
(regenerate with `genix schema export` and review the diff)."""

from __future__ import annotations

import json

import jsonschema
import pytest

from dbjavagenix.jsonschemas import FILES, all_schemas, render
from tests.conftest import REPO


@pytest.mark.parametrize("name", FILES)
def test_committed_schema_is_current(name: str) -> None:
    committed = (REPO / "schemas" / name).read_text(encoding="utf-8")
    assert committed == render(all_schemas()[name]), f"schemas/{name} is stale: run `genix schema export`"


def test_example_config_validates_against_the_config_schema() -> None:
    import tomllib

    data = tomllib.loads((REPO / "genix.toml.example").read_text(encoding="utf-8"))
    schema = json.loads((REPO / "schemas/genix.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    data["project"]["lombok"] = "yes"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema)


def test_snapshots_validate_against_the_catalog_schema() -> None:
    schema = json.loads((REPO / "schemas/catalog.schema.json").read_text(encoding="utf-8"))
    for snap in (REPO / "tests/goldens").glob("*/catalog.json"):
        data = json.loads(snap.read_text(encoding="utf-8"))
        if "genix" in data:
            jsonschema.validate(data, schema)


def test_context_schema_does_not_depend_on_the_pydantic_version() -> None:
    """Every object of the template context forbids unknown properties, nested ones too: the
    config is set on each dataclass, not left to whether the installed pydantic passes a
    parent's config down (2.14 does, 2.13 did not; a fresh install then found the committed
    schema stale)."""
    from dbjavagenix.resolve.stage.context_json import json_schema

    defs = json_schema()["$defs"]
    assert len(defs) > 20
    assert {name for name, d in defs.items() if d.get("additionalProperties") is not False} == set()


def test_docs_dependency_table_is_current() -> None:
    """docs/categories.md's table of what `genix new` writes per Spring Boot line comes from
    dbjavagenix.javaproject.requirements (no version in the docs can go stale)."""
    from dbjavagenix.javaproject.reqdoc import refresh

    text = (REPO / "docs" / "categories.md").read_text(encoding="utf-8")
    assert refresh(text) == text, "run: python -m dbjavagenix.javaproject.reqdoc --write docs/categories.md"
