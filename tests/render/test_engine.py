"""Renderer details the import pass relies on: an optional include that no folder has is looked
for once (and again after ``forget``), block overrides and stray text are checked only in user
templates, and filters are never folded into constants at compile time."""

from __future__ import annotations

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
