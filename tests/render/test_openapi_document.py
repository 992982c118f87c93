"""``openapi.json``, the OpenAPI document as a build output (issue 27): written from the same
contexts as the controllers, so every operation the controllers declare is in it with the same
id and summary, it goes stale with the schema, and it is left out where springdoc does not
document the API or a class of the API is the team's. (That it equals what springdoc serves is
proven by booting the apps: ``tests/java/api_document.py``.)"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from dbjavagenix.resolve.api import apischema
from tests.test_build import demo

__all__ = ["demo"]

OPERATION = re.compile(r'@Operation\(operationId = "(\w+)", summary = ("(?:[^"\\]|\\.)*")\)')


def genix(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


ON = "\n[layers.openapi]\nenabled = true\n"


def _config(demo: Path, category: str = "Default", extra: str = ON, openapi: str = "") -> None:
    cfg = demo / "genix.toml"
    text = cfg.read_text(encoding="utf-8").replace('category = "Default"', f'category = "{category}"')
    if openapi:
        text = text.replace("[project]\n", f'[project]\nopenapi = "{openapi}"\n', 1)
    cfg.write_text(text + extra, encoding="utf-8")


@pytest.mark.parametrize("category", ["Default", "MybatisPlus-Mixed", "sb35-java21"])
def test_every_operation_of_the_controllers_is_in_the_document(demo: Path, category: str) -> None:
    _config(demo, category)
    assert genix("build").exit_code == 0
    doc = json.loads((demo / "out/openapi.json").read_text(encoding="utf-8"))
    documented = {
        op["operationId"]: (op["summary"], verb, path)
        for path, item in doc["paths"].items()
        for verb, op in item.items()
    }
    declared = {
        m.group(1): json.loads(m.group(2))
        for java in (demo / "out/src/main/java").rglob("*Controller.java")
        for m in OPERATION.finditer(java.read_text(encoding="utf-8"))
    }
    assert len(declared) > 90
    assert {k: v[0] for k, v in documented.items()} == declared
    assert doc["openapi"] == "3.1.0"
    # the one error body, documented once, and each table's entity with its constraints
    schemas = doc["components"]["schemas"]
    user = schemas["SysUser" if category != "sb35-java21" else "SysUserRequest"]
    assert user["properties"]["username"]["maxLength"] == 64 and "username" in user["required"]
    assert user["properties"]["passwordHash"].get("writeOnly") or category == "sb35-java21", user


def test_a_views_relation_reads_are_documented_as_its_controller_maps_them(demo: Path) -> None:
    """A view is read-only, yet its controller maps the reads with relations and each relation's
    read: the document and the clash check walk one list of operations, so the document has them
    too (it once stopped at the writes a view has not)."""
    con = sqlite3.connect(demo / "demo.db")
    con.execute("CREATE VIEW order_view AS SELECT id, order_no, user_id FROM shop_order")
    con.commit()
    con.close()
    extra = (
        '\n[tables.order_view]\nkey = ["id"]\n'
        '\n[tables.order_view.relations.buyer]\ntable = "sys_user"\ncolumns = ["user_id"]\n'
    )
    _config(demo, extra=ON + extra)
    built = genix("build")
    assert built.exit_code == 0, built.output
    doc = json.loads((demo / "out/openapi.json").read_text(encoding="utf-8"))
    ids = {op["operationId"] for item in doc["paths"].values() for op in item.values()}
    declared = {
        m.group(1)
        for java in (demo / "out/src/main/java").rglob("OrderViewController.java")
        for m in OPERATION.finditer(java.read_text(encoding="utf-8"))
    }
    assert {"orderViewGet", "orderViewGetWith", "orderViewGetBuyer"} <= declared
    # the plain read and the read with relations are one operation to springdoc (the merged
    # operation keeps the id of the read with relations), the relation's read is its own
    assert {"orderViewGetWith", "orderViewGetBuyer"} <= ids, ids
    assert not {"orderViewCreate", "orderViewDelete"} & (ids | declared)


def test_the_document_goes_stale_with_the_schema(demo: Path) -> None:
    _config(demo)
    assert genix("build").exit_code == 0
    con = sqlite3.connect(demo / "demo.db")
    con.execute("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    con.commit()
    con.close()
    check = genix("check", "--json")
    assert check.exit_code == 1
    stale = {d["path"] for d in json.loads(check.stdout)["files"]}
    assert "openapi.json" in stale, stale
    assert genix("build").exit_code == 0
    doc = json.loads((demo / "out/openapi.json").read_text(encoding="utf-8"))
    assert doc["components"]["schemas"]["SysUser"]["properties"]["nickname"] == {
        "type": "string",
        "maxLength": 30,
        "minLength": 0,
    }


def test_a_yaml_path_writes_the_same_document_as_yaml(demo: Path) -> None:
    """``[layers.openapi] path = "api/openapi.yaml"``: the same data as the JSON document, in
    YAML (what springdoc serves at ``/v3/api-docs.yaml``), byte-stable; another extension is one
    located error naming the ones it takes."""
    import yaml

    cfg = demo / "genix.toml"
    original = cfg.read_text(encoding="utf-8")
    _config(demo)
    assert genix("build").exit_code == 0
    as_json = json.loads((demo / "out/openapi.json").read_text(encoding="utf-8"))
    cfg.write_text(original, encoding="utf-8")
    _config(demo, extra=ON + 'path = "api/openapi.yaml"\n')
    assert genix("build").exit_code == 0
    text = (demo / "out/api/openapi.yaml").read_text(encoding="utf-8")
    assert not text.lstrip().startswith("{") and "\npaths:\n" in text
    assert yaml.safe_load(text) == as_json
    assert genix("check").exit_code == 0  # deterministic: nothing stale right after
    cfg.write_text(original, encoding="utf-8")
    _config(demo, extra=ON + 'path = "api/openapi.txt"\n')
    r = genix("plan")
    assert r.exit_code == 2, r.output
    assert "layers.openapi.path: path pattern 'api/openapi.txt' does not end in .json" in r.stderr
    assert ".yaml, .yml" in r.stderr


def test_off_unless_asked_for_and_only_for_springdoc(demo: Path) -> None:
    """Off by default: it changes with every table, so two branches regenerating different
    tables would both change it (and its state). Asked for where the project's annotations are
    not springdoc's, it is one located error."""
    r = genix("plan", "--json")
    assert r.exit_code == 0 and "openapi.json" not in r.stdout
    _config(demo, openapi="none")
    r = genix("plan")
    assert r.exit_code == 2, r.output
    assert "layers.openapi.enabled: openapi.json documents the API as springdoc serves it" in r.stderr, (
        r.stderr
    )


def test_type_names_and_annotations_are_read_as_springdoc_reads_them() -> None:
    assert apischema.split_type("java.util.Map<String, java.util.List<Long>>") == (
        "java.util.Map",
        ("String", "java.util.List<Long>"),
    )
    assert apischema.schema_name("a.Result<a.PageResult<b.Film>>") == "ResultPageResultFilm"
    name, members = apischema.annotation_parts(
        '@io.swagger.v3.oas.annotations.media.Schema(description = "a, \\"b\\" {c}", allowableValues = {"0", "1"})'
    )
    assert name == "Schema" and apischema.java_string(members["description"]) == 'a, "b" {c}'
    assert apischema.strings(members["allowableValues"]) == ["0", "1"]
    c = apischema.Components()
    required: list[str] = []
    found = apischema.property_schema(
        c,
        "Integer",
        [
            "@jakarta.validation.constraints.NotNull",
            '@io.swagger.v3.oas.annotations.media.Schema(description = "状态", allowableValues = {"0", "1"})',
            '@com.fasterxml.jackson.annotation.JsonProperty(value = "aState", access = '
            "com.fasterxml.jackson.annotation.JsonProperty.Access.READ_ONLY)",
        ],
        required,
        "state",
    )
    assert found == (
        "aState",
        {"type": "integer", "format": "int32", "description": "状态", "enum": ["0", "1"], "readOnly": True},
    )
    assert required == ["aState"]  # by its JSON name
    assert (
        apischema.property_schema(c, "String", ["@com.fasterxml.jackson.annotation.JsonIgnore"], [], "x")
        is None
    )
    assert c.schema("java.util.List<byte[]>") == {
        "type": "array",
        "items": {"type": "string", "format": "byte"},
    }
