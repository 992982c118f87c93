"""genix's committed state (``.genix/``): text files per table, machine-local caches apart,
proportional writes, exact fingerprints, merge bases found without a store of every render,
git conflict markers settled, the state of an older genix converted."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import zlib
from pathlib import Path

import pytest

from dbjavagenix.errors import DatabaseError
from dbjavagenix.output import statefile
from dbjavagenix.output.manifest import load_manifest

from .helpers import Project, make_project

ENTITY = "src/main/java/com/example/demo/entity/SysUser.java"


def _state(out: Path) -> dict[str, tuple[int, bytes]]:
    """mtime and bytes of every committed state file (machine-local files left out)."""
    root = out / ".genix"
    skip = {"lock", "local", "backup", "ddl"}
    result = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if p.is_file() and rel.parts[0] not in skip:
            result[rel.as_posix()] = (p.stat().st_mtime_ns, p.read_bytes())
    return result


def _generated_size(out: Path) -> int:
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file() and ".genix" not in p.parts)


def _add_method(p: Project, rel: str = ENTITY) -> None:
    text = p.read(rel)
    cut = text.rindex("}")
    p.write(rel, text[:cut] + '\n    public String shout() {\n        return "hi";\n    }\n}\n')


def test_state_is_text_one_file_per_table_and_nothing_machine_local(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    r = p.build()
    state = _state(p.out)
    tables = {t for t in r.plan.fingerprints if t}
    assert set(state) == {"project.jsonl", ".gitignore"} | {
        f"tables/{statefile.table_file_name(t)}" for t in tables
    }
    for rel, (_, data) in state.items():
        if rel.endswith(".jsonl"):
            lines = data.decode("utf-8").splitlines()
            rows = [json.loads(line) for line in lines]  # one JSON value per line
            assert rows[0]["genix_state"] == 3
            assert [r["path"] for r in rows[1:]] == sorted(r["path"] for r in rows[1:])
            assert "mtime" not in data.decode() and "size" not in data.decode()
    gitignore = state[".gitignore"][1].decode()
    assert {"lock", "local/", "backup/", "ddl/"} <= set(gitignore.splitlines())
    # small beside what it describes (no copy of the renders: the files are their own bases)
    assert sum(len(d) for _, d in state.values()) < 0.2 * _generated_size(p.out)


def test_no_op_build_touches_no_state_and_one_table_rewrites_one_state_file(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    before = _state(p.out)
    assert p.build().written == ()
    assert _state(p.out) == before  # not even rewritten with the same bytes
    p.sql("ALTER TABLE sys_role ADD COLUMN extra VARCHAR(10)")
    r = p.build()
    assert r.written and all("SysRole" in w for w in r.written)
    after = _state(p.out)
    assert {k for k in before if before[k] != after.get(k)} == {"tables/sys_role.jsonl"}


def test_changes_no_template_can_see_render_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = make_project(tmp_path)
    p.build()
    monkeypatch.setenv("GENIX_CONNECTIONS__MAIN__PASSWORD", "s3cret")
    r = p.build()
    assert r.plan.skipped_tables == frozenset(r.plan.fingerprints)
    monkeypatch.delenv("GENIX_CONNECTIONS__MAIN__PASSWORD")
    text = (p.root / "genix.toml").read_text(encoding="utf-8")
    (p.root / "genix.toml").write_text(
        text.replace("[connections.main]\n", "[connections.main]\nquery_timeout = 5\nconnect_timeout = 3\n"),
        encoding="utf-8",
    )
    r = p.build()
    assert r.plan.skipped_tables == frozenset(r.plan.fingerprints)
    # ... and one they can see renders everything
    p.config(project_extra='author = "Ada"')
    r = p.build()
    assert not r.plan.skipped_tables and r.written


def test_template_edit_rerenders_exactly_the_files_using_it(tmp_path: Path) -> None:
    from tests.conftest import REPO

    p = make_project(tmp_path)
    (p.root / "tpl").mkdir()
    shutil.copy(REPO / "templates" / "Default" / "service.java.jinja", p.root / "tpl")
    p.config(project_extra='templates = ["tpl"]')
    p.build()
    tpl = p.root / "tpl" / "service.java.jinja"
    text = tpl.read_text(encoding="utf-8")
    end = text.rindex("{% endblock %}")
    tpl.write_text(text[:end] + "// revised\n" + text[end:], encoding="utf-8")
    r = p.build()
    services = {e.path for e in r.plan.entries if e.layer == "service"}
    assert services and set(r.written) == services
    rendered = {e.path for e in r.plan.entries if e.new is not None}
    assert rendered == services  # nothing else rendered either
    # an optional include that appears later is a template these files use too
    (p.root / "tpl" / "controller.extra.jinja").write_text("    // extra\n", encoding="utf-8")
    r = p.build()
    assert {e.layer for e in r.plan.entries if e.path in r.written} == {"controller"}


def test_fresh_clone_without_machine_local_files_renders_nothing(tmp_path: Path) -> None:
    p = make_project(tmp_path / "a")
    p.build()
    shutil.rmtree(p.out / ".genix" / "local")
    for f in p.out.rglob("*.java"):
        os.utime(f, None)  # a checkout gives every file a new mtime
    r = p.build()
    assert r.written == () and r.plan.skipped_tables == frozenset(r.plan.fingerprints)
    assert (p.out / ".genix" / "local" / "stat").is_file()  # learned: the next one is stat-only


def test_first_edit_merges_with_the_base_from_git(tmp_path: Path) -> None:
    """A clone that never rendered the file: the base is the committed file (git HEAD)."""
    git = shutil.which("git")
    if git is None:
        pytest.skip("git is not installed")
    import subprocess

    p = make_project(tmp_path)
    p.build()

    def run(*args: str) -> None:
        subprocess.run([git, *args], cwd=p.root, check=True, capture_output=True)

    run("init", "-q")
    run("-c", "user.name=t", "-c", "user.email=t@e", "add", "-A")
    run("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-qm", "generated")
    shutil.rmtree(p.out / ".genix" / "local")  # as on another machine
    _add_method(p)
    p.sql("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    r = p.build()
    assert [e.verb for e in r.plan.entries if e.path == ENTITY] == ["merge"]
    text = p.read(ENTITY)
    assert "shout()" in text and "nickname" in text
    # the merged file is not genix's render: its base is committed for the next merge
    bases = [f for f in (p.out / ".genix" / "bases").rglob("*") if f.is_file()]
    assert len(bases) == 1


def test_edited_file_merges_again_on_another_machine(tmp_path: Path) -> None:
    p = make_project(tmp_path / "a")
    p.build()
    _add_method(p)
    p.sql("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    assert p.build().plan.count().get("merge") == 1
    other = tmp_path / "b"
    shutil.copytree(p.root, other)
    q = Project(other, other / "db.sqlite")
    q.config()
    shutil.rmtree(q.out / ".genix" / "local")
    q.sql("ALTER TABLE sys_user ADD COLUMN motto VARCHAR(30)")
    r = q.build()
    assert [e.verb for e in r.plan.entries if e.path == ENTITY] == ["merge"]
    text = q.read(ENTITY)
    assert all(w in text for w in ("shout()", "nickname", "motto"))


def test_git_conflict_markers_in_a_state_file_are_settled(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    state = p.out / ".genix" / "tables" / "sys_role.jsonl"
    lines = state.read_text(encoding="utf-8").splitlines()
    theirs = [
        json.dumps({**json.loads(line), "sha256": "0" * 64}) if '"path"' in line else line for line in lines
    ]
    theirs[0] = json.dumps({**json.loads(lines[0]), "fingerprint": "f" * 64})
    state.write_text(
        "\n".join(["<<<<<<< HEAD", *lines, "=======", *theirs, ">>>>>>> other"]) + "\n", encoding="utf-8"
    )
    r = p.plan()
    notes = [w for w in r.warnings if "conflict markers" in w.message]
    assert len(notes) == 1 and "sys_role" in notes[0].message
    assert not r.plan.drift  # every file matched one side by its bytes
    r = p.build()
    assert r.written == ()
    text = state.read_text(encoding="utf-8")
    assert "<<<<<<<" not in text and "f" * 64 not in text
    assert not p.plan().warnings


KEYED = """
CREATE TABLE shop_item (id INTEGER PRIMARY KEY, title VARCHAR(40) NOT NULL);
CREATE TABLE shop_tag (id INTEGER PRIMARY KEY, name VARCHAR(20));
CREATE TABLE shop_note (body TEXT);
"""


def test_every_table_losing_its_primary_key_stops_the_build(tmp_path: Path) -> None:
    p = make_project(tmp_path, KEYED)
    p.build()
    keyed = sorted(t for t, r in load_manifest(p.out).tables.items() if t and r.primary_key)
    assert keyed == ["shop_item", "shop_tag"]
    # one table losing its key is a schema change like any other
    p.sql(
        "CREATE TABLE x AS SELECT * FROM shop_tag", "DROP TABLE shop_tag", "ALTER TABLE x RENAME TO shop_tag"
    )
    assert p.build().applied
    p.sql("CREATE TABLE shop_tag2 (id INTEGER PRIMARY KEY)")
    p.sql("DROP TABLE shop_tag", "ALTER TABLE shop_tag2 RENAME TO shop_tag")
    p.build()
    # every table at once: a dump without its constraints
    for t in keyed:
        p.sql(f"CREATE TABLE x AS SELECT * FROM {t}", f"DROP TABLE {t}", f"ALTER TABLE x RENAME TO {t}")
    with pytest.raises(DatabaseError) as err:
        p.build()
    assert "primary key" in err.value.message and "--allow-drops" in (err.value.diagnostics[0].hint or "")
    assert p.build(allow_drops=True).applied


def _as_legacy(out: Path) -> None:
    """Turn the state into what genix wrote before format 3: manifest.json + base.sqlite."""
    m = load_manifest(out)
    files = {}
    bases: dict[str, bytes] = {}
    for path, r in m.files.items():
        st = (out / path).stat()
        files[path] = {
            "sha256": r.sha256,
            **({"base": r.base} if r.base else {}),
            "size": st.st_size,
            "mtime_ns": st.st_mtime_ns,
            "template": r.template,
            "layer": r.layer,
            "table": r.table,
            "policy": r.policy,
        }
        data = (out / path).read_bytes()
        committed = out / ".genix" / "bases" / r.base_sha[:2] / r.base_sha[2:]
        bases[r.base_sha] = committed.read_bytes() if committed.is_file() else data
    tables = {t: {"fingerprint": r.fingerprint, "files": list(r.files)} for t, r in m.tables.items()}
    (out / ".genix" / "manifest.json").write_text(
        json.dumps({"genix_manifest": 2, "genix_version": "0.0.9", "files": files, "tables": tables}),
        encoding="utf-8",
    )
    con = sqlite3.connect(out / ".genix" / "base.sqlite")
    con.execute("CREATE TABLE objects (sha TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID")
    con.executemany("INSERT INTO objects VALUES (?, ?)", [(s, zlib.compress(d)) for s, d in bases.items()])
    con.commit()
    con.close()
    for name in ("project.jsonl", "tables", "bases", "local"):
        target = out / ".genix" / name
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()


def test_state_of_an_older_genix_is_converted_and_its_bases_used(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    _add_method(p)
    p.build()  # records the edit (its base is committed)
    _as_legacy(p.out)
    r = p.plan()
    assert any("older genix" in w.message for w in r.warnings)
    assert not r.plan.drift
    p.sql("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
    r = p.build()
    assert [e.verb for e in r.plan.entries if e.path == ENTITY] == ["merge"]  # base from base.sqlite
    assert "shout()" in p.read(ENTITY) and "nickname" in p.read(ENTITY)
    assert not (p.out / ".genix" / "manifest.json").exists()
    assert not (p.out / ".genix" / "base.sqlite").exists()
    assert (p.out / ".genix" / "project.jsonl").is_file()
    assert not p.plan().plan.drift and not p.plan().warnings


def test_a_new_process_takes_the_parsed_state_only_while_the_state_files_are_unchanged(
    tmp_path: Path,
) -> None:
    from dbjavagenix.output import manifest as mf

    p = make_project(tmp_path)
    p.build()
    parsed = p.out / ".genix" / "local" / mf.PARSED_FILE
    assert parsed.is_file()  # written with the state, machine-local
    from_files = mf._read_state(p.out, mf.state_dir(p.out))
    mf._cache.clear()  # as a new process
    taken = load_manifest(p.out)
    assert taken.same_records(from_files) and list(taken.files) == list(from_files.files)
    stamp = parsed.stat().st_mtime_ns
    p.build()  # a no-op: the parsed state is not written again
    assert parsed.stat().st_mtime_ns == stamp
    # a state file changed behind genix's back (a checkout, a merge): read from the files
    state = p.out / ".genix" / "tables" / statefile.table_file_name("sys_user")
    text = state.read_text(encoding="utf-8")
    fp = json.loads(text.splitlines()[0])["fingerprint"]
    state.write_text(text.replace(fp, "0" * len(fp)), encoding="utf-8")
    mf._cache.clear()
    assert load_manifest(p.out).tables["sys_user"].fingerprint == "0" * len(fp)
    # a damaged parsed file is ignored
    parsed.write_bytes(b"\x00garbage")
    mf._cache.clear()
    assert load_manifest(p.out).tables["sys_user"].fingerprint == "0" * len(fp)
    r = p.build()  # renders sys_user again (its fingerprint no longer matches) and settles the state
    assert r.plan.fingerprints["sys_user"] == load_manifest(p.out).tables["sys_user"].fingerprint
    mf._cache.clear()
    assert load_manifest(p.out).same_records(mf._read_state(p.out, mf.state_dir(p.out)))


def test_a_deferred_parsed_state_is_saved_on_flush_and_read_by_the_next_process(tmp_path: Path) -> None:
    """genix watch defers the parsed state's save (it is proportional to the whole project) to
    an idle tick: builds inside the deferral write the state files but not the parsed file;
    the flush writes it, and a new process takes it while the state files are unchanged."""
    from dbjavagenix.output import manifest as mf

    p = make_project(tmp_path)
    p.build()
    parsed = p.out / ".genix" / "local" / mf.PARSED_FILE
    stamp = parsed.stat().st_mtime_ns
    with mf.deferred_parsed_saves():
        p.sql("ALTER TABLE sys_user ADD COLUMN nickname VARCHAR(30)")
        p.build()
        assert parsed.stat().st_mtime_ns == stamp  # not saved inside a rebuild
        mf._cache.clear()  # a new process meanwhile: the stale parsed file is not taken
        assert load_manifest(p.out).same_records(mf._read_state(p.out, mf.state_dir(p.out)))
        p.sql("ALTER TABLE sys_user ADD COLUMN title VARCHAR(30)")
        p.build()
        mf.flush_parsed()
        flushed = parsed.stat().st_mtime_ns
        assert flushed != stamp
    assert parsed.stat().st_mtime_ns == flushed  # nothing left to save at the end
    import marshal

    # the flushed file holds the stats of the state files now on disk: a new process takes it
    assert marshal.loads(parsed.read_bytes())[2] == mf._signature(mf.state_dir(p.out))
    from_files = mf._read_state(p.out, mf.state_dir(p.out))
    mf._cache.clear()
    mf._on_disk.clear()
    taken = load_manifest(p.out)
    assert taken.same_records(from_files) and list(taken.files) == list(from_files.files)
    p.sql("ALTER TABLE sys_user ADD COLUMN nick2 VARCHAR(30)")
    p.build()  # outside the deferral: saved at once again
    assert parsed.stat().st_mtime_ns != flushed
