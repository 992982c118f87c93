"""Golden trees of the adoption configs: each case under ``tests/adoption/goldens/`` is a
``genix.toml`` built inside a copy of the real code base its ``project.txt`` names (from
``../shared/projects/src``, with the files of the case's ``overlay/`` added), the schema read from ``tests/adoption/ruoyi_biz.sql``. What genix
writes into the project (and only that) is compared with ``expected/``, the output with
``expected.txt``; ``pytest --update-goldens`` rewrites them: review the diff like code.

The Java suite (``test_adoption_java.py``) compiles and boots these same configs."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from tests.conftest import REPO, SHARED, need

GOLDENS = Path(__file__).parent / "goldens"
CASES = sorted(p.name for p in GOLDENS.iterdir() if (p / "genix.toml").is_file())


def copy_case(case: str, dest: Path) -> tuple[Path, str]:
    """A writable copy of the case's code base with the case's genix.toml at its root."""
    name = (GOLDENS / case / "project.txt").read_text(encoding="utf-8").strip()
    src = SHARED / "projects" / "src" / name
    need(src.is_dir(), f"the shared code base {src}")
    root = dest / name
    shutil.copytree(src, root)
    for p in [root, *root.rglob("*")]:
        p.chmod(p.stat().st_mode | 0o200)
    overlay = GOLDENS / case / "overlay"
    if overlay.is_dir():  # the team classes a case adds to the code base (a base mapper ...)
        shutil.copytree(overlay, root, dirs_exist_ok=True)
    text = (GOLDENS / case / "genix.toml").read_text(encoding="utf-8")
    (root / "genix.toml").write_text(text, encoding="utf-8")
    return root, text


def generated(root: Path, output: str) -> dict[str, bytes]:
    """The files genix wrote (its state), relative to the project root."""
    from dbjavagenix.output.manifest import load_manifest

    out = (root / output).resolve()
    files = load_manifest(out).files
    return {(out / p).relative_to(root).as_posix(): (out / p).read_bytes() for p in sorted(files)}


def _normalise(text: str, root: Path) -> str:
    text = text.replace(str(root.resolve()), "<project>").replace(str(REPO), "<repo>")
    text = re.sub(r"\bin \d+\.\d+ s\b", "in <time>", text)
    return re.sub(r"\(\d+\.\d+ s\)", "(<time>)", text)


@pytest.mark.parametrize("case", CASES)
def test_adoption_golden(
    case: str, tmp_path: Path, update_goldens: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    root, text = copy_case(case, tmp_path)
    monkeypatch.chdir(root)
    monkeypatch.setenv("GENIX_REPO", str(REPO))
    for var in [v for v in os.environ if v.startswith("GENIX_") and "__" in v]:
        monkeypatch.delenv(var)
    result = CliRunner().invoke(main, ["build"], catch_exceptions=False)
    got_text = (
        f"exit: {result.exit_code}\n--- stdout\n{_normalise(result.stdout, root)}"
        f"--- stderr\n{_normalise(result.stderr, root)}"
    )
    output = re.search(r'(?m)^output = "([^"]*)"', text)
    got = generated(root, output.group(1) if output else "out") if result.exit_code == 0 else {}
    src = GOLDENS / case
    if update_goldens:
        (src / "expected.txt").write_text(got_text, encoding="utf-8")
        shutil.rmtree(src / "expected", ignore_errors=True)
        for rel, data in got.items():
            dest = src / "expected" / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
        return
    assert got_text == (src / "expected.txt").read_text(encoding="utf-8")
    expected_root = src / "expected"
    expected = {
        p.relative_to(expected_root).as_posix(): p.read_bytes()
        for p in sorted(expected_root.rglob("*"))
        if p.is_file()
    }
    assert sorted(got) == sorted(expected)
    for rel, data in got.items():
        assert data == expected[rel], rel


def test_generating_for_an_existing_ruoyi_table_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``sys_notice`` is RuoYi's own: its entity, mapper XML and mapper are where genix would
    write them, its controller (another package) would be a second ``sysNoticeController`` bean.
    The build refuses the table with one error at RuoYi's class and the ways out, and writes
    nothing (not even the other tables); the plan lists it as a clash of kind ``existing`` and
    plans none of its files (no conflict beside RuoYi's). ``existing = "skip"`` leaves it out
    with one warning and builds the rest."""
    root, text = copy_case("ruoyi_boot3", tmp_path)
    text = text.replace('include = ["biz_*", "sys_post"]', 'include = ["biz_*", "sys_post", "sys_notice"]')
    (root / "genix.toml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(root)
    monkeypatch.setenv("GENIX_REPO", str(REPO))
    before = {p for p in root.rglob("*") if p.is_file()}
    result = CliRunner().invoke(main, ["build"], catch_exceptions=False)
    assert result.exit_code == 2, result.output
    err = result.stderr
    assert err.count("error: ") == 1, err
    assert (
        "error: ruoyi-system/src/main/java/com/ruoyi/system/domain/SysNotice.java:16: table sys_notice is mapped "
        "by the project already: genix would generate com.ruoyi.system.domain.SysNotice; the project has "
        "com.ruoyi.system.domain.SysNotice (a class of the same name)"
    ) in err
    assert '[tables.sys_notice] existing = "skip"' in err
    assert '[tables.sys_notice] class_name = "..."' in err
    after = {p for p in root.rglob("*") if p.is_file()}
    assert after == before  # nothing written
    res = CliRunner().invoke(main, ["plan", "--json"], catch_exceptions=False)
    assert res.exit_code == 0
    report = json.loads(res.stdout)
    assert [(c["kind"], c["name"], c["table"]) for c in report["clashes"]] == [
        ("existing", "com.ruoyi.system.domain.SysNotice", "sys_notice")
    ]
    assert not [f for f in report["files"] if "SysNotice" in f["path"]]
    (root / "genix.toml").write_text(text + '\n[tables.sys_notice]\nexisting = "skip"\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["build"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert result.stderr.count("table sys_notice is left out: the project maps it already") == 1
    written = {p for p in root.rglob("*") if p.is_file()} - before
    assert written and not [p for p in written if "SysNotice" in p.name]


@pytest.mark.parametrize("case", CASES)
def test_an_adoption_takes_a_short_config(case: str) -> None:
    """Issue 36's target: a team's code base is adopted with a config of at most 40 lines (keys
    and section headers; comments and blank lines not counted) and no per-column section: the
    conventions are rules and layer settings, not column lists."""
    import tomllib

    text = (GOLDENS / case / "genix.toml").read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    assert len(lines) <= 40, f"{case}: {len(lines)} lines"
    tables = tomllib.loads(text).get("tables", {})
    per_column = [t for t, v in tables.items() if isinstance(v, dict) and "columns" in v]
    assert not per_column, f"{case}: per-column sections in {per_column}"
