"""Each template extension mechanism, as its golden case shows it (``tests/goldens/ext_*``:
shadowing a built-in template, extends + one block, an extra fragment, a layer of one's own),
and the classes named like the classes generated code uses (``name_clash``: the import pass
qualifies one of two names) generate Java that Maven compiles against the real libraries
(``-Xlint:all``, zero errors).

The golden case's config and templates are used as they are, except that a connection reading
the demo snapshot reads the demo database the snapshot was taken from (``genix new`` needs a
database URL), so the tree compiled here is the reviewed golden tree.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from tests.conftest import REPO, need
from tests.java.java_harness import JDK25, add_lint, compile_project, genix

pytestmark = pytest.mark.java

GOLDENS = REPO / "tests" / "goldens"
CASES = sorted(p.name for p in GOLDENS.iterdir() if p.name.startswith("ext_")) + ["name_clash"]
SNAPSHOT = 'snapshot = "${GENIX_REPO}/tests/goldens/demo_options/catalog.json"'
DEMO_DB = 'url = "sqlite:///demo.db"\ninit_sql = "${GENIX_REPO}/examples/demo/schema.sql"'


def test_every_mechanism_has_a_case() -> None:
    assert CASES == ["ext_block", "ext_fragment", "ext_layer", "ext_shadow", "name_clash"]


@pytest.mark.parametrize("case", CASES)
def test_golden_case_compiles(case: str, tmp_path: Path) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    need(shutil.which("java") is not None, "a JDK (java)")
    work = tmp_path / case
    shutil.copytree(GOLDENS / case, work, ignore=shutil.ignore_patterns("expected", "expected.txt"))
    config = work / "genix.toml"
    text = config.read_text(encoding="utf-8")
    assert SNAPSHOT in text or "init_sql" in text
    config.write_text(text.replace(SNAPSHOT, DEMO_DB), encoding="utf-8")
    jdk = JDK25 if 'category = "sb35-java21"' in text else None
    if jdk is not None:
        need((jdk / "bin" / "javac").exists(), f"JDK 25 at {jdk}")
    env = {k: v for k, v in os.environ.items() if not (k.startswith("GENIX_") and "__" in k)}
    env["GENIX_REPO"] = str(REPO)
    r = genix(["new"], work, env)
    assert r.returncode == 0, r.stderr
    r = genix(["build"], work, env)
    assert r.returncode == 0, r.stdout + r.stderr
    app = work / "out"
    # what was compiled is the golden tree (the same schema, read live)
    golden = GOLDENS / case / "expected"
    for expected in golden.rglob("*"):
        if expected.is_file():
            got = app / expected.relative_to(golden)
            assert got.read_bytes() == expected.read_bytes(), f"{got} differs from the golden file"
    add_lint(app / "pom.xml")
    t0 = time.perf_counter()
    ok, _warnings, errors = compile_project(app, jdk, work / "mvn.log")
    assert ok, f"compilation failed ({case}, {time.perf_counter() - t0:.0f} s):\n{errors}"
