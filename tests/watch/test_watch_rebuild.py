"""The incremental rebuild engine behind ``genix watch`` (in process, no watcher): what each kind
of change re-reads, re-renders and writes; and the pipeline pieces it uses."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.output.manifest import load_manifest
from dbjavagenix.rebuild import Rebuilder
from dbjavagenix.render.engine import Renderer
from tests.conftest import REPO
from tests.watch.conftest import changed, files_of, in_body, snapshot

OUT = "demo-out"


@pytest.fixture
def built(demo: Path) -> Rebuilder:
    rb = Rebuilder(demo / "genix.toml")
    first = rb.rebuild()
    assert first.ok, first.error
    assert first.scope == "full" and first.rendered == len(first.written) > 60
    return rb


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_nothing_pending_after_success_and_output_matches_a_build(demo: Path, built: Rebuilder) -> None:
    assert not built.pending
    tpl = demo / "templates" / "entity.java.jinja"
    tpl.write_text(in_body(tpl.read_text(encoding="utf-8"), "// x\n"), encoding="utf-8")
    built.pending.templates.add("entity.java.jinja")
    assert built.rebuild().ok
    # the manifest fingerprints are those of a build: a build afterwards has nothing to do
    loaded = pipeline.load_config(demo / "genix.toml")
    result = pipeline.build(loaded)
    assert result.written == ()
    assert set(result.plan.skipped_tables) == files_of_tables(demo) | {""}  # "": the project files


def files_of_tables(demo: Path) -> set[str]:
    return {r.table for r in load_manifest(demo / OUT).files.values() if r.table}


def test_global_setting_re_resolves_everything(demo: Path, built: Rebuilder) -> None:
    out = demo / OUT
    before = snapshot(out)
    _edit(demo / "genix.toml", '# author = "Your Name"', 'author = "Ada"')
    built.pending.config = True
    r = built.rebuild()
    assert r.ok and r.scope == "full" and r.changed == ("genix.toml [project]",)
    assert "introspect" not in r.timings
    assert r.rendered == len(before)
    # every overwrite-policy Java file carries @author now; create-once ones are left alone
    assert changed(before, snapshot(out)) == set(r.written)
    assert all(b"@author Ada" in (out / p).read_bytes() for p in r.written if p.endswith(".java"))


def test_connection_change_reads_the_catalog_again(demo: Path, built: Rebuilder) -> None:
    _edit(demo / "genix.toml", "# connect_timeout = 10", "connect_timeout = 5")
    built.pending.config = True
    r = built.rebuild()
    assert r.ok and "introspect" in r.timings
    assert r.changed == ("genix.toml [connections.main]",)
    # a timeout cannot change what a template prints: the catalog is read again, nothing rendered
    assert r.rendered == 0 and r.written == ()


def test_layer_switched_off_for_one_table_deletes_its_file(demo: Path, built: Rebuilder) -> None:
    mapper_xml = files_of(demo, table="sys_role", layer="mapper_xml")
    assert len(mapper_xml) == 1
    cfg = demo / "genix.toml"
    cfg.write_text(
        cfg.read_text(encoding="utf-8") + "\n[tables.sys_role]\nlayers = { mapper_xml = false }\n",
        encoding="utf-8",
    )
    built.pending.config = True
    r = built.rebuild()
    assert r.ok and set(r.deleted) == mapper_xml
    assert not (demo / OUT / next(iter(mapper_xml))).exists()
    assert built.generated_paths().isdisjoint(mapper_xml)


def test_failed_rebuild_keeps_pending_and_output(demo: Path, built: Rebuilder) -> None:
    out = demo / OUT
    before = snapshot(out)
    tpl = demo / "templates" / "entity.java.jinja"
    good = tpl.read_text(encoding="utf-8")
    tpl.write_text(in_body(good, "{{ nope }}\n"), encoding="utf-8")
    built.pending.templates.add("entity.java.jinja")
    r = built.rebuild()
    assert not r.ok and r.error is not None and r.error.kind == "template"
    assert built.pending.templates == {"entity.java.jinja"}
    assert snapshot(out) == before
    # a config edit meanwhile: the retry does both
    _edit(demo / "genix.toml", '# author = "Your Name"', 'author = "Bo"')
    built.pending.config = True
    tpl.write_text(in_body(good, "// ok\n"), encoding="utf-8")
    r = built.rebuild()
    assert r.ok and r.scope == "full" and not built.pending
    entity = next(iter(files_of(demo, layer="entity")))
    text = (out / entity).read_text(encoding="utf-8")
    assert "@author Bo" in text and text.endswith("// ok\n}\n")


def test_unused_template_affects_nothing(demo: Path, built: Rebuilder) -> None:
    (demo / "templates" / "notes.txt").write_text("scratch", encoding="utf-8")
    built.pending.templates.add("notes.txt")
    assert not built.affects_anything()
    built.pending.templates.add("macros.jinja")  # imported by every built-in template
    assert built.affects_anything()


def test_renderer_records_every_template_a_file_uses_and_forgets_one(tmp_path: Path) -> None:
    from dbjavagenix.categories import CATEGORIES

    user = tmp_path / "tpl"
    user.mkdir()
    (user / "entity.java.jinja").write_text('{% extends "builtin:entity.java.jinja" %}', encoding="utf-8")
    (user / "part.jinja").write_text("A", encoding="utf-8")
    (user / "x.jinja").write_text('{% include ["missing.jinja", "part.jinja"] %}', encoding="utf-8")
    r = Renderer(CATEGORIES["Default"], [user])
    t = r.env.get_template("x.jinja")  # type: ignore[no-untyped-call]
    assert t.render() == "A"
    assert {"missing.jinja", "part.jinja"} <= r.used_templates()
    (user / "part.jinja").write_text("B", encoding="utf-8")
    assert r.env.get_template("x.jinja").render() == "A"  # type: ignore[no-untyped-call]
    r.forget(["part.jinja"])
    assert r.env.get_template("x.jinja").render() == "B"  # type: ignore[no-untyped-call]


def test_rendered_file_uses_extends_and_imports(demo: Path) -> None:
    (demo / "templates" / "entity.java.jinja").write_text(
        '{% extends "builtin:entity.java.jinja" %}', encoding="utf-8"
    )
    loaded = pipeline.load_config(demo / "genix.toml")
    catalogs = pipeline.read_catalogs(loaded)
    prepared = pipeline.prepare_project(loaded, catalogs)
    project = pipeline.resolve_project(prepared, ["sys_role"])
    pipeline.renderer_for(prepared).forget()
    rendered = {f.layer: f for f in pipeline.render(prepared, project.files)}
    base = {"java_file.jinja", "macros.jinja"}
    assert rendered["entity"].uses == {"entity.java.jinja"} | base  # bean.jinja only without Lombok
    # an extension point that does not exist is used too: creating it re-renders the mappers
    assert rendered["mapper"].uses == {"mapper.java.jinja", "mapper.extra.jinja"} | base


def test_plan_files_deletes_only_stale_files_of_its_owners(demo: Path, built: Rebuilder) -> None:
    loaded = pipeline.load_config(demo / "genix.toml")
    catalogs = pipeline.read_catalogs(loaded)
    prepared = pipeline.prepare_project(loaded, catalogs)
    fps = pipeline.input_fingerprints(prepared)
    role = [f for f in pipeline.resolve_project(prepared, ["sys_role"]).files if f.layer == "entity"]
    rendered = pipeline.render(prepared, role)
    partial = pipeline.plan_files(loaded, rendered, fingerprints=fps, owners={"sys_role"})
    verbs = {e.path: e.verb for e in partial.entries}
    role_files = files_of(demo, table="sys_role")
    assert set(verbs) == role_files  # its other files would be deleted; no other table's
    assert [v for p, v in verbs.items() if p in {f.path for f in rendered}] == ["unchanged"]
    assert {v for p, v in verbs.items() if p not in {f.path for f in rendered}} <= {"delete", "skip"}
    only = pipeline.plan_files(loaded, rendered, fingerprints=fps, owners=set())
    assert [e.verb for e in only.entries] == ["unchanged"]


def test_macro_file_edit_re_renders_every_importer(demo: Path, built: Rebuilder) -> None:
    """A user copy of the shared macros shadows the built-in one: every file importing it is
    re-rendered with the new macro (the old compiled macros are not reused)."""
    out = demo / OUT
    before = snapshot(out)
    shared = (REPO / "templates" / "_shared" / "macros.jinja").read_text(encoding="utf-8")
    old = "{% macro header(project) -%}\n"
    assert old in shared
    (demo / "templates" / "macros.jinja").write_text(
        shared.replace(old, old + "// generated by genix\n"), encoding="utf-8"
    )
    built.pending.templates.add("macros.jinja")
    r = built.rebuild()
    assert r.ok and r.scope == "partial"
    assert r.rendered == len(before)  # every built-in template imports the macros
    # the header macro is used by the Java files (not the mapper XML); create-once files are yours
    overwrite = {p for p in before if p.endswith(".java") and p not in files_of_policy(demo, "create-once")}
    assert set(r.written) == overwrite
    assert changed(before, snapshot(out)) == overwrite
    assert all((out / p).read_text(encoding="utf-8").startswith("// generated by genix\n") for p in overwrite)


def files_of_policy(demo: Path, policy: str) -> set[str]:
    return {p for p, r in load_manifest(demo / OUT).files.items() if r.policy == policy}


def test_file_edited_during_a_rebuild_is_not_counted_as_written(
    demo: Path, built: Rebuilder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file the user saves between genix's plan and its write is left alone, and the rebuild
    says so instead of counting it as updated (issue 12)."""
    from click.testing import CliRunner

    from dbjavagenix.cli.output import Output
    from dbjavagenix.cli.watch import _Printer

    tpl = demo / "templates" / "entity.java.jinja"
    tpl.write_text(in_body(tpl.read_text(encoding="utf-8"), "// x\n"), encoding="utf-8")
    built.pending.templates.add("entity.java.jinja")
    real = pipeline.plan_files
    edited: list[str] = []

    def plan_then_edit(*args: object, **kw: object) -> pipeline.Plan:
        the_plan = real(*args, **kw)  # type: ignore[arg-type]
        path = next(e.path for e in the_plan.entries if e.verb == "update")
        (demo / OUT / path).write_text("// the user's save, during the rebuild\n", encoding="utf-8")
        edited.append(path)
        return the_plan

    monkeypatch.setattr(pipeline, "plan_files", plan_then_edit)
    r = built.rebuild()
    assert r.ok and r.moved == tuple(edited)
    assert edited[0] not in r.written
    assert r.counts()["update"] == r.plan.count()["update"] - 1 == len(r.written)
    assert (demo / OUT / edited[0]).read_text(encoding="utf-8").startswith("// the user's save")
    runner = CliRunner()
    with runner.isolation() as (out, err, *_):
        _Printer(Output()).rebuild(r)
        text = out.getvalue().decode() + err.getvalue().decode()
    assert f"{len(r.written)} updated" in text and "1 not written (changed on disk during the build)" in text
    assert f"not written: {edited[0]}: it changed on disk" in text


def test_a_rebuild_records_what_it_wrote_so_the_next_scan_reads_none_of_it(
    demo: Path, built: Rebuilder
) -> None:
    tpl = demo / "templates" / "entity.java.jinja"
    tpl.write_text(in_body(tpl.read_text(encoding="utf-8"), "// scanned?\n"), encoding="utf-8")
    built.pending.templates.add("entity.java.jinja")
    r = built.rebuild()
    assert r.ok and any(p.endswith(".java") for p in r.written)
    loaded = pipeline.load_config(demo / "genix.toml")
    index = pipeline.project_sources(loaded)
    assert index.read == 0  # the entity files just written are known by their bytes
    written = next(p for p in r.written if p.endswith(".java"))
    rel = (demo / OUT / written).resolve().relative_to(index.root).as_posix()
    assert rel in index.files and index.files[rel].types


def test_prepare_again_keeps_the_plans_whose_inputs_are_unchanged(demo: Path) -> None:
    config = demo / "genix.toml"
    loaded = pipeline.load_config(config)
    catalogs = pipeline.read_catalogs(loaded)
    first = pipeline.prepare_project(loaded, catalogs)
    assert "sys_user" in first.tables and "v_product_sales" in first.tables
    config.write_text(
        config.read_text(encoding="utf-8")
        + '\n[tables.sys_user]\nclass_name = "Member"\n\n[rules.never]\ncolumns = ["no_such_column"]\n'
        + 'java_type = "Long"\n',
        encoding="utf-8",
    )
    edited = pipeline.load_config(config)
    second = pipeline.prepare_project(edited, catalogs)
    # the edited table is planned again, from its new override; the others are the same objects
    assert second.tables["sys_user"] is not first.tables["sys_user"]
    assert second.tables["sys_user"].classes["entity"].name == "Member"
    kept = [n for n in first.tables if n != "sys_user"]
    assert kept and all(second.tables[n] is first.tables[n] for n in kept)
    # the rules still count as matched or not on every run (a kept plan is no excuse)
    warned = [w.message for w in pipeline.prepare_project(edited, catalogs).warnings]
    assert any("'never'" in m for m in warned)
    # the schema read again, unchanged: the same catalog (this process read it already)
    assert all(pipeline.read_catalogs(edited)[n] is catalogs[n] for n in catalogs)
    # another catalog (the schema changed): every plan is made from it
    import sqlite3

    from dbjavagenix.introspect.connect import sqlite_path

    url = edited.config.connections["main"].url
    assert url is not None
    with sqlite3.connect(sqlite_path(edited, url) or "") as c:
        c.execute("ALTER TABLE sys_role ADD COLUMN note TEXT")
    c.close()
    fresh = pipeline.prepare_project(edited, pipeline.read_catalogs(edited))
    assert all(fresh.tables[n] is not second.tables[n] for n in second.tables)
    before, after = pipeline.input_fingerprints(second), pipeline.input_fingerprints(fresh)
    assert {n for n in after if after[n] != before.get(n)} == {"sys_role"}


def test_prepare_again_reports_the_warnings_a_fresh_prepare_does(demo: Path) -> None:
    """The per-table warnings of a kept plan are kept with it (issue 35): after each edit the
    warnings are those of a prepare with nothing remembered, the edited table's from its new
    override, every other table's as before."""
    from dbjavagenix.resolve.stage import plans

    config = demo / "genix.toml"
    base = config.read_text(encoding="utf-8")
    catalogs = pipeline.read_catalogs(pipeline.load_config(config))

    def warned(extra: str) -> list[str]:
        config.write_text(base + extra, encoding="utf-8")
        loaded = pipeline.load_config(config)
        again = [w.render() for w in pipeline.prepare_project(loaded, catalogs).warnings]
        plans.plan_memo(("forget",)), plans.warning_memo(("forget",))  # nothing remembered
        fresh = [w.render() for w in pipeline.prepare_project(loaded, catalogs).warnings]
        assert again == fresh
        return [m for m in again if "bidirectional" in m]

    bidi = '\n[tables.sys_role]\ncomment = "Roles \u202e"\n'
    assert warned("") == []
    pipeline.prepare_project(pipeline.load_config(config), catalogs)  # remembered again
    assert len(warned(bidi)) == 1 and "sys_role" in warned(bidi)[0]
    # another table edited: the kept plan of sys_role keeps its warning
    assert len(warned(bidi + '\n[tables.sys_user]\nclass_name = "Member"\n')) == 1
    assert warned('\n[tables.sys_user]\nclass_name = "Member"\n') == []


TEAM_CONTROLLER = """package com.team.web;

import org.springframework.web.bind.annotation.RestController;

/** The team's own controller: its bean is sysRoleController, as genix's would be. */
@RestController
public class SysRoleController {
}
"""


def test_a_rebuild_refuses_what_a_build_refuses(demo: Path, built: Rebuilder) -> None:
    """A rebuild refuses what a build refuses (issue 30: watch and build never disagree on a
    clash; the write runs the build's clash scan): a team class a rebuild would duplicate stops
    it, nothing is written, and the rebuild after the team's fix goes through."""
    out = demo / OUT
    team = out / "src/main/java/com/team/web/SysRoleController.java"
    team.parent.mkdir(parents=True)
    team.write_text(TEAM_CONTROLLER, encoding="utf-8")
    before = snapshot(out)
    text = (demo / "genix.toml").read_text(encoding="utf-8")
    (demo / "genix.toml").write_text(text + '\n[tables.sys_role]\ncomment = "Roles"\n', encoding="utf-8")
    built.pending.config = True
    r = built.rebuild()
    assert not r.ok and r.error is not None, r
    assert "SysRoleController" in r.error.message, r.error
    assert snapshot(out) == before
    team.unlink()
    built.pending.config = True
    r = built.rebuild()
    assert r.ok, r.error
    assert any("SysRole" in path for path in r.written), r.written
