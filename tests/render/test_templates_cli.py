"""``genix templates list`` and ``genix templates copy``: which file a project uses for each
template name, and a built-in template copied to start one's own."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_build import demo, genix

__all__ = ["demo"]


def _enable_templates(root: Path) -> None:
    cfg = root / "genix.toml"
    text = cfg.read_text(encoding="utf-8")
    assert '# templates = ["templates"]' in text
    cfg.write_text(text.replace('# templates = ["templates"]', 'templates = ["templates"]'), encoding="utf-8")
    (root / "templates").mkdir()


def test_list_shows_which_file_wins_and_what_it_shadows(demo: Path) -> None:
    _enable_templates(demo)
    (demo / "templates" / "controller.java.jinja").write_text(
        '{% extends "builtin:controller.java.jinja" %}\n', encoding="utf-8"
    )
    r = genix("templates", "list", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["category"] == "Default"
    assert data["search_path"] == ["templates", "built-in Default", "built-in _shared"]
    by_name = {t["name"]: t for t in data["templates"]}
    ctl = by_name["controller.java.jinja"]
    assert ctl["from"] == "templates/controller.java.jinja" and ctl["role"] == "layer controller"
    assert [Path(p).parts[-2:] for p in ctl["shadows"]] == [("Default", "controller.java.jinja")]
    assert by_name["java_file.jinja"]["role"].startswith("frame")
    assert by_name["macros.jinja"]["role"].startswith("macros")
    extra = by_name["controller.extra.jinja"]
    assert extra["file"] is None and extra["role"].startswith("extension point")
    assert by_name["common/DbEnum.java.jinja"]["role"] == "layer common.db_enum (switched off)"
    r = genix("templates", "list")
    assert "templates/controller.java.jinja (shadows built-in Default/controller.java.jinja)" in r.stdout


def test_list_without_a_config_shows_every_category(chdir_tmp: Path) -> None:
    r = genix("templates", "list", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert [c["category"] for c in data] == ["Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21"]
    mixed = {t["name"]: t for t in data[2]["templates"]}
    assert mixed["controller.extra.jinja"]["from"] == "built-in MybatisPlus-Mixed/controller.extra.jinja"
    assert mixed["service_impl.page.jinja"]["shadows"]  # MybatisPlus' own is shadowed
    r = genix("templates", "list", "--category", "Nope")
    assert r.exit_code == 2 and "unknown category" in r.stderr


def test_copy_gives_a_file_that_renders_the_same(demo: Path) -> None:
    assert genix("build").exit_code == 0
    r = genix("templates", "copy", "service_impl.java.jinja")
    assert r.exit_code == 0, r.output
    copied = demo / "templates" / "service_impl.java.jinja"
    assert copied.is_file()
    assert 'templates = ["templates"]' in r.stderr  # the folder is not configured yet
    _enable_config = (demo / "genix.toml").read_text(encoding="utf-8")
    (demo / "genix.toml").write_text(
        _enable_config.replace('# templates = ["templates"]', 'templates = ["templates"]'), encoding="utf-8"
    )
    r = genix("check")
    assert r.exit_code == 0, r.output  # the copy renders exactly what the built-in one does
    r = genix("templates", "copy", "service_impl.java.jinja")
    assert r.exit_code == 2 and "already exists" in r.stderr and "--force" in r.stderr
    r = genix("templates", "copy", "service_impl.java.jinja", "--force")
    assert r.exit_code == 0
    assert (
        "next: edit templates/service_impl.java.jinja; `genix plan --diff` shows what it changes" in r.stdout
    )
    r = genix("templates", "copy", "servce_impl.java.jinja")
    assert r.exit_code == 2 and "did you mean `service_impl.java.jinja`" in r.stderr
    r = genix("templates", "copy", "common/Result.java.jinja", "--to", "elsewhere")
    assert r.exit_code == 0 and (demo / "elsewhere" / "common" / "Result.java.jinja").is_file()


def test_every_copied_built_in_renders_the_same_without_a_warning(demo: Path) -> None:
    """A copy of a built-in template is the built-in's own text: no warning about it (its
    macros and ``{% set %}`` lines outside the blocks are not "text outside a block")."""
    assert genix("build").exit_code == 0
    _enable_templates(demo)
    listed = json.loads(genix("templates", "list", "--json").stdout)["templates"]
    names = [t["name"] for t in listed if t["file"] is not None]
    assert "controller.java.jinja" in names and len(names) > 10
    for name in names:
        r = genix("templates", "copy", name)
        assert r.exit_code == 0, r.output
    r = genix("check")
    assert r.exit_code == 0, r.output
    assert "warning" not in r.stderr, r.stderr
