"""Configs that are valid TOML and valid keys but would silently do something else than meant:
each an error that stops the build (exit 2, nothing written) or a warning that names it."""

from __future__ import annotations

import pytest

from tests.hostile.harness import Project, same


def _refused(proj: Project, *fragments: str) -> None:
    before = proj.tree()
    proj.genix("build").expect(2, "error: ", *fragments)
    same(before, proj.tree())


def test_exclude_everything(proj: Project) -> None:
    proj.config('[tables]\nexclude = ["*"]\n')
    _refused(proj, "genix.toml:9:1: tables.exclude: no table is selected", "narrow [tables] exclude")


def test_override_of_an_excluded_table_warns(proj: Project) -> None:
    proj.config('[tables]\nexclude = ["orders"]\n[tables.orders]\nclass_name = "Order"\n')
    run = proj.genix("build").expect(0)
    assert (
        "warning: genix.toml:10:9: tables.orders: [tables.orders] configures a table the selection leaves out"
        in run.stderr
    )
    assert not (proj.root / "out/src/main/java/com/example/demo/entity/Order.java").exists()


def test_pattern_matching_only_ignoring_case_warns(proj: Project) -> None:
    proj.config('[tables]\ninclude = ["Users"]\n')
    run = proj.genix("plan").expect(0)
    assert (
        "warning: genix.toml:9:1: tables.include[0]: pattern 'Users' matches users only when case is ignored"
        in run.stderr
    )


def test_two_version_columns(proj: Project) -> None:
    proj.sql("CREATE TABLE v (id INTEGER PRIMARY KEY, v1 INTEGER, v2 INTEGER);")
    proj.config(
        '[tables.v.columns.v1]\nrole = "version"\n[tables.v.columns.v2]\nrole = "version"\n',
        project='category = "MybatisPlus"',
    )
    _refused(proj, "tables.v.columns.v2.role: table 'v' has two version columns ('v1' and 'v2')")


def test_logic_delete_on_the_key(proj: Project) -> None:
    proj.config('[tables.users.columns.id]\nrole = "logic-delete"\n', project='category = "MybatisPlus"')
    _refused(
        proj,
        "tables.users.columns.id.role: the primary key column 'id' of table 'users' cannot be the logic-delete flag",
    )


def test_duplicate_controller_paths(proj: Project) -> None:
    proj.config('[tables.orders]\npath = "/users"\n')
    _refused(
        proj, "tables.users.path: the controllers of tables 'orders' and 'users' would both answer /api/users"
    )


def test_bidi_control_in_a_comment_is_escaped_and_named(proj: Project) -> None:
    proj.config('[tables.users.columns.note]\ncomment = "safe\u202e gnirts"\n')
    run = proj.genix("build").expect(0)
    assert (
        "warning: genix.toml:9:1: tables.users.columns.note.comment: the comment of column 'note'"
        in run.stderr
    )
    assert "U+202E" in run.stderr
    for p in (proj.root / "out").rglob("*.*"):
        if p.is_file() and ".genix" not in p.parts:
            assert "\u202e" not in p.read_text(encoding="utf-8"), p
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/Users.java").read_text(encoding="utf-8")
    assert "safe&#x202E; gnirts" in entity


@pytest.mark.parametrize("path", ["/../x", "/a b", "/{id}", "/users/*", '/x"y'])
def test_rest_path_segments(proj: Project, path: str) -> None:
    proj.config(f"[tables.users]\npath = '{path}'\n")
    _refused(proj, f"tables.users.path: REST path {path!r} has the segment")


def test_api_prefix_segments(proj: Project) -> None:
    proj.config(project='api_prefix = "/api/{v}"')
    _refused(proj, "project.api_prefix: api_prefix '/api/{v}' has the path segment '{v}'")
