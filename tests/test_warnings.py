"""One list of warnings per run: what the config and schema do that is probably not meant
(:attr:`Prepared.warnings`) and what the templates do (:attr:`Plan.warnings`) reach build, plan,
check and watch, in their text and in ``--json``, each once and in one ``warnings`` list."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.hostile.harness import Project

CONFIG_WARNING = "[tables.orders] configures a table the selection leaves out"
TEMPLATE_WARNING = "prints class com.acme.Money, which this project does not generate"


@pytest.fixture
def proj(tmp_path: Path) -> Project:
    """Tables users and orders in SQLite (no genix.toml yet)."""
    return Project(tmp_path / "p")


def _project(proj: Project) -> Project:
    proj.write(
        "templates/controller.java.jinja",
        '{% extends "builtin:controller.java.jinja" %}\n{% block extra_methods %}\n'
        '    private {{ "com.acme.Money" | type }} budget;\n{% endblock %}\n',
    )
    proj.config(
        '[tables]\nexclude = ["orders"]\n[tables.orders]\nclass_name = "Order"\n',
        project='templates = ["templates"]',
    )
    return proj


def test_build_plan_and_check_print_both_kinds_once(proj: Project) -> None:
    _project(proj)
    # check first: before the build every file is rendered (and missing: exit 1); after it the
    # intact tables are not rendered again, so only the project's warnings are left
    for code, args in ((1, ("check",)), (0, ("plan",)), (0, ("build",))):
        run = proj.genix(*args).expect(code)
        lines = [ln for ln in run.stderr.splitlines() if ln.startswith("warning: ")]
        assert len(lines) == 2, (args, run.stderr)
        assert CONFIG_WARNING in lines[0] and "genix.toml:" in lines[0], lines
        assert TEMPLATE_WARNING in lines[1] and "templates/controller.java.jinja:3:" in lines[1], lines


def test_json_has_one_warnings_list_with_both(proj: Project) -> None:
    _project(proj)
    for code, args in ((1, ("check", "--json")), (0, ("plan", "--json")), (0, ("build", "--json"))):
        run = proj.genix(*args).expect(code)
        assert run.stdout.count('"warnings"') == 1, run.stdout
        messages = [w["message"] for w in json.loads(run.stdout)["warnings"]]
        assert len(messages) == 2, (args, messages)
        assert CONFIG_WARNING in messages[0] and TEMPLATE_WARNING in messages[1], messages


def test_watch_reports_both_kinds(proj: Project) -> None:
    from dbjavagenix.cli.output import Output
    from dbjavagenix.cli.watch import _Printer
    from dbjavagenix.rebuild import Rebuilder

    _project(proj)
    r = Rebuilder(proj.root / "genix.toml").rebuild()
    assert r.ok, r.error
    assert [CONFIG_WARNING in w.message or TEMPLATE_WARNING in w.message for w in r.warnings] == [True, True]
    runner = CliRunner()
    with runner.isolation() as (out, err, *_):
        _Printer(Output()).rebuild(r)
        text = err.getvalue().decode()
    assert "genix.toml:10:9: " in text and CONFIG_WARNING in text, text
    assert "templates/controller.java.jinja:3: " in text and TEMPLATE_WARNING in text, text
    with runner.isolation() as (out, err, *_):
        _Printer(Output(as_json=True)).rebuild(r)
        event = json.loads(out.getvalue().decode())
    # the same warning objects as `genix build --json` (the one report)
    messages = [w["message"] for w in event["warnings"]]
    assert len(messages) == 2 and CONFIG_WARNING in messages[0] and TEMPLATE_WARNING in messages[1], messages
