"""One table of exit codes, documented in the README; a crash is never exit 1 (drift) and says
how to report it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dbjavagenix import errors
from tests.conftest import REPO
from tests.hostile.harness import Project, same


def test_readme_table_is_the_code_table() -> None:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    start = text.index(errors.EXIT_TABLE_START) + len(errors.EXIT_TABLE_START)
    end = text.index(errors.EXIT_TABLE_END)
    assert text[start:end].strip() == errors.exit_code_table(), (
        "run: python -m dbjavagenix.errors --write README.md"
    )


def test_every_error_class_has_a_documented_code_and_none_is_drift() -> None:
    documented = {code for code, _ in errors.EXIT_CODES}
    classes = [errors.GenixError, *errors.GenixError.__subclasses__()]
    for cls in classes:
        assert cls.exit_code in documented, cls
        assert cls.exit_code != errors.EXIT_DRIFT, f"{cls.__name__} would read as drift"
    by_kind = {cls.kind: cls.exit_code for cls in classes}
    assert by_kind["config"] == 2 and by_kind["database"] == 3 and by_kind["filesystem"] == 4
    assert by_kind["internal"] == 70


def test_internal_error_is_reported_with_its_trace(
    proj: Project, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from dbjavagenix import pipeline

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    proj.config()

    def broken(*_: object, **__: object) -> None:
        raise ValueError("unexpected state near s3cr3t-value-i12")

    monkeypatch.setattr(pipeline, "prepare_project", broken)
    before = proj.tree()
    run = proj.genix("build", env={"APP_DB_PASSWORD": "s3cr3t-value-i12"})
    assert run.code == errors.EXIT_INTERNAL == 70, run.text
    assert "error: internal error (a bug in genix): ValueError: unexpected state near ***" in run.stderr
    m = re.search(r"trace saved in (\S+genix-internal-error-\S+\.txt)", run.stderr)
    assert m, run.stderr
    saved = Path(m.group(1))
    # in the project's machine-local folder (the output root does not exist yet: the config's
    # folder), never in the system's temp folder
    assert saved.parent == proj.root / ".genix" / "local", saved
    assert not list(tmp_path.glob("genix-internal-error-*")), "a trace in the temp folder"
    trace = saved.read_text(encoding="utf-8")
    assert "Traceback" in trace and "in broken" in trace and "s3cr3t-value-i12" not in trace
    assert "s3cr3t-value-i12" not in run.text
    after = proj.tree()
    assert {p for p in after if p not in before} == {
        ".genix",
        ".genix/local",
        ".genix/local/.gitignore",
        f".genix/local/{saved.name}",
    }
    same(before, {p: b for p, b in after.items() if not p.startswith(".genix")})


def test_internal_error_trace_goes_to_the_output_root(
    proj: Project, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Once the output root exists, its machine-local folder (git-ignored by genix's own
    .genix/.gitignore) keeps the trace; the config's folder gets nothing."""
    from dbjavagenix import pipeline

    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    proj.config()
    proj.genix("build").expect(0)

    def broken(*_: object, **__: object) -> None:
        raise ValueError("unexpected")

    monkeypatch.setattr(pipeline, "prepare_project", broken)
    run = proj.genix("build")
    assert run.code == errors.EXIT_INTERNAL, run.text
    m = re.search(r"trace saved in (\S+genix-internal-error-\S+\.txt)", run.stderr)
    assert m, run.stderr
    assert Path(m.group(1)).parent == proj.root / "out" / ".genix" / "local"
    assert not (proj.root / ".genix").exists() and not list(tmp_path.glob("genix-internal-error-*"))
    assert not (proj.root / "out" / ".genix" / "local" / ".gitignore").exists()


def test_interrupted(proj: Project, monkeypatch: pytest.MonkeyPatch) -> None:
    from dbjavagenix import pipeline

    proj.config()

    def stop(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "read_catalogs", stop)
    run = proj.genix("build")
    assert run.code == errors.EXIT_INTERRUPTED == 130 and "interrupted" in run.stderr


def test_usage_error_is_exit_2(proj: Project) -> None:
    run = proj.genix("build", "--no-such-option")
    assert run.code == errors.EXIT_INPUT == 2 and "error: no such option '--no-such-option'" in run.stderr
