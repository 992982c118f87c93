"""Renderer details the import pass relies on: an optional include that no folder has is looked
for once (and again after ``forget``), block overrides and stray text are checked only in user
templates, and filters are never folded into constants at compile time."""

from __future__ import annotations

import hashlib
from pathlib import Path

from dbjavagenix.categories import CATEGORIES
from dbjavagenix.render import imports as imp
from dbjavagenix.render.engine import Renderer


def test_a_missing_optional_include_is_remembered_until_forgotten(tmp_path: Path) -> None:
    (tmp_path / "x.jinja").write_text('[{% include "opt.jinja" ignore missing %}]', encoding="utf-8")
    r = Renderer(CATEGORIES["Default"], [tmp_path])
    render = lambda: r.env.get_template("x.jinja").render()  # noqa: E731  # type: ignore[no-untyped-call]
    assert render() == "[]"
    assert "opt.jinja" in r.used_templates()  # watch re-renders x when opt.jinja appears
    (tmp_path / "opt.jinja").write_text("here", encoding="utf-8")
    assert render() == "[]"  # not searched again
    r.forget(["opt.jinja"])
    assert render() == "[here]"


def test_the_type_filter_records_in_every_render_of_a_compiled_template() -> None:
    env = Renderer(CATEGORIES["Default"]).env
    template = env.from_string('{{ "java.util.List" | type }}')  # a constant argument: never folded
    for package in ("a.b", "c.d"):
        collector = imp.ImportCollector(package, "X")
        with imp.collecting(collector):
            assert template.render() == "List"
        assert collector.owners["List"] == "java.util.List"


def test_block_checks_are_for_user_templates_only(tmp_path: Path) -> None:
    r = Renderer(CATEGORIES["Default"], [tmp_path])
    assert r._block_warnings("controller.java.jinja") == ()  # the built-in one
    (tmp_path / "entity.java.jinja").write_text(
        '{% extends "builtin:entity.java.jinja" %}{% block feilds %}{% endblock %}', encoding="utf-8"
    )
    (w,) = r._block_warnings("entity.java.jinja")
    assert w.location.line == 1 and "'feilds'" in w.message and "did you mean `fields`?" in (w.hint or "")
    assert set(r.blocks("entity.java.jinja")) >= {"fields", "accessors", "body", "class_annotations"}


def test_forgetting_one_template_keeps_the_others_and_rechecks_what_extends_it(tmp_path: Path) -> None:
    (tmp_path / "parent.jinja").write_text("{% block a %}{% endblock %}", encoding="utf-8")
    (tmp_path / "child.jinja").write_text(
        '{% extends "parent.jinja" %}{% block a %}x{% endblock %}', encoding="utf-8"
    )
    (tmp_path / "other.jinja").write_text(
        '{% extends "parent.jinja" %}{% block a %}y{% endblock %}', encoding="utf-8"
    )
    (tmp_path / "alone.jinja").write_text("{% block z %}{% endblock %}", encoding="utf-8")
    r = Renderer(CATEGORIES["Default"], [tmp_path])
    assert r._block_warnings("child.jinja") == () and r._block_warnings("alone.jinja") == ()
    kept = r._block_checks["alone.jinja"]
    # the parent renames its block: both children are checked again, the unrelated one is not
    (tmp_path / "parent.jinja").write_text("{% block b %}{% endblock %}", encoding="utf-8")
    r.forget(["parent.jinja"])
    assert "child.jinja" not in r._block_checks and r._block_checks["alone.jinja"] is kept
    (w,) = r._block_warnings("child.jinja")
    assert "'a'" in w.message and "blocks: b" in (w.hint or "")
    (w,) = r._block_warnings("other.jinja")
    assert "'a'" in w.message
    # an edit of a child alone leaves its parent's syntax tree parsed
    parsed = {f for f in r.env.asts if f.endswith("parent.jinja")}
    (tmp_path / "child.jinja").write_text(
        '{% extends "parent.jinja" %}{% block b %}x{% endblock %}', encoding="utf-8"
    )
    r.forget(["child.jinja"])
    assert parsed <= set(r.env.asts) and r._block_warnings("child.jinja") == ()
    assert r.env.get_template("child.jinja").render() == "x"  # type: ignore[no-untyped-call]


def test_a_category_template_extends_the_one_it_shadows_by_its_folder_path() -> None:
    # sb35-java21's controller, list query, query controller and relation endpoints extend the
    # shared ones by path: every block of the parent can be overridden in a user's template too
    r = Renderer(CATEGORIES["sb35-java21"])
    controller = r.blocks("controller.java.jinja")
    assert {"fields", "page", "get", "create", "delete", "extra_methods"} <= set(controller)
    assert r.env.get_template("controller.java.jinja").filename.endswith("sb35-java21/controller.java.jinja")
    assert {"sortable", "fields", "accessors", "toParams"} <= set(r.blocks("list_query.java.jinja"))
    assert {"fields", "query", "count", "exists"} <= set(r.blocks("list_query_controller.java.jinja"))
    assert {"getWith", "pageWith", "getRelation"} <= set(r.blocks("relations_controller.jinja"))
    # the digest of a path name is that file's: an edit of the shared template re-renders its users
    assert r._source_digest("_shared/list_query.java.jinja") != hashlib.sha256().hexdigest()
