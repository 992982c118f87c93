"""Golden cases: the spec of genix's output.

Each folder under ``tests/goldens/`` holds a ``genix.toml`` (plus any snapshot or user templates
it needs), ``expected.txt`` (exit code, stdout, stderr of ``genix build``) and, for cases that
succeed, ``expected/`` (the generated tree). ``pytest --update-goldens`` rewrites the expected
parts; review their diff like code.

Failing cases must write nothing: no output folder appears.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from tests.conftest import CORPUS, REPO, need

GOLDENS = Path(__file__).parent / "goldens"
CASES = sorted(p.name for p in GOLDENS.iterdir() if (p / "genix.toml").is_file())
EXPECTED_TREE = "expected"
EXPECTED_TEXT = "expected.txt"


def _normalise(text: str, root: Path) -> str:
    text = text.replace(str(root.resolve()), "<case>").replace(str(root), "<case>")
    text = text.replace(str(REPO), "<repo>")
    text = re.sub(r"\bin \d+\.\d+ s\b", "in <time>", text)
    return re.sub(r"\(\d+\.\d+ s\)", "(<time>)", text)


def _tree(root: Path) -> dict[str, bytes]:
    if not root.is_dir():
        return {}
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".genix" not in p.relative_to(root).parts
    }


@pytest.mark.parametrize("case", CASES)
def test_golden(
    case: str,
    tmp_path: Path,
    update_goldens: bool,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
) -> None:
    src = GOLDENS / case
    config_text = (src / "genix.toml").read_text(encoding="utf-8")
    if "GENIX_GOLDEN_CORPUS" in config_text:
        need(CORPUS.is_dir(), f"the shared corpus ({CORPUS})")
        dbs = request.getfixturevalue("corpus_sqlite")
        monkeypatch.setenv("GENIX_GOLDEN_CORPUS", str(next(iter(dbs.values())).parent))
    work = tmp_path / case
    shutil.copytree(src, work, ignore=shutil.ignore_patterns(EXPECTED_TREE, EXPECTED_TEXT))
    monkeypatch.chdir(work)
    monkeypatch.setenv("GENIX_REPO", str(REPO))
    for var in [v for v in os.environ if v.startswith("GENIX_") and "__" in v]:
        monkeypatch.delenv(var)

    result = CliRunner().invoke(main, ["build", "-c", "genix.toml"], catch_exceptions=False)
    got_text = (
        f"exit: {result.exit_code}\n--- stdout\n{_normalise(result.stdout, work)}"
        f"--- stderr\n{_normalise(result.stderr, work)}"
    )
    out_root = work / "out"
    got_tree = _tree(out_root)

    if update_goldens:
        (src / EXPECTED_TEXT).write_text(got_text, encoding="utf-8")
        shutil.rmtree(src / EXPECTED_TREE, ignore_errors=True)
        for rel, data in got_tree.items():
            dest = src / EXPECTED_TREE / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
        return

    assert (src / EXPECTED_TEXT).is_file(), f"no {EXPECTED_TEXT}: run pytest --update-goldens and review"
    assert got_text == (src / EXPECTED_TEXT).read_text(encoding="utf-8")
    expected_tree = _tree(src / EXPECTED_TREE)
    assert sorted(got_tree) == sorted(expected_tree)
    for rel, data in expected_tree.items():
        assert got_tree[rel] == data, f"{rel} differs from the golden file"
    if result.exit_code != 0:
        assert not out_root.exists(), "a failing build must write nothing"
    else:
        # same inputs, same bytes: a second build changes nothing
        again = CliRunner().invoke(main, ["check", "-c", "genix.toml"], catch_exceptions=False)
        assert again.exit_code == 0, again.output


_METHOD_MAPPING = re.compile(r"^ {4}@(\w*Mapping)\b(\(.*)?$", re.MULTILINE)


def test_every_handler_mapping_names_its_verb_and_path() -> None:
    """Permission scanners read each handler's verb and path at start-up: every method of a
    generated controller carries a verb-specific mapping with an explicit path (``""`` maps the
    controller's own path, as no path does), never a bare ``@RequestMapping``."""
    roots = [GOLDENS, GOLDENS.parent / "adoption" / "goldens"]
    seen = 0
    for root in roots:
        for java in sorted(root.glob("*/expected/**/*Controller.java")):
            text = java.read_text(encoding="utf-8")
            if "@RestController" not in text:
                continue
            for m in _METHOD_MAPPING.finditer(text):
                seen += 1
                where = f"{java.relative_to(root)}: {m.group(0).strip()}"
                assert m.group(1) != "RequestMapping", where
                assert m.group(2), where
    assert seen > 1000
