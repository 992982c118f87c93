"""A conflict reported beside the file (``conflicts = "beside"``, the default) clears once you
resolve it, whichever way: keep your version (delete the ``.genix-conflict`` file), or put a
resolution into the file. The next build records it and is clean; later genix changes merge
from there. Messages name only files that exist (paths that open from the working folder)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from dbjavagenix.cli import main as cli_main
from dbjavagenix.output.manifest import load_manifest

from .helpers import ENTITY, Project, make_project, verbs

WIDER = (
    "ALTER TABLE sys_role RENAME TO old_role",
    "CREATE TABLE sys_role (id INTEGER PRIMARY KEY, code VARCHAR(32) NOT NULL UNIQUE, "
    "name VARCHAR(64) NOT NULL, remark VARCHAR(500))",
)


def conflicted(tmp_path: Path) -> tuple[Project, str]:
    """A project whose entity holds your edit on the line genix's next render changes."""
    p = make_project(tmp_path)
    p.build()
    p.edit(ENTITY, "@Size(max = 255)", "@Size(max = 100)")
    mine = p.read(ENTITY)
    p.sql(*WIDER)
    return p, mine


def cli(p: Project, *args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(cli_main, [*args, "-c", str(p.root / "genix.toml")])
    return r.exit_code, r.stdout, r.stderr


def test_plan_names_no_conflict_file_before_a_build_writes_it(tmp_path: Path) -> None:
    p, _ = conflicted(tmp_path)
    code, out, _ = cli(p, "plan", "--json")
    entry = next(f for f in json.loads(out)["files"] if f["path"] == ENTITY)
    assert code == 0 and entry["verb"] == "conflict" and entry["conflict_file"] is None
    assert ".genix-conflict" not in entry["reason"]
    code, _, err = cli(p, "build")
    side = p.path(ENTITY + ".genix-conflict")
    assert code == 1 and side.is_file()
    named = [
        line.split(": ", 1)[1] for line in err.splitlines() if "the merge with conflict markers:" in line
    ]
    assert named == [str(side)] and Path(named[0]).is_file()
    code, out, _ = cli(p, "check", "--json")
    entry = next(f for f in json.loads(out)["files"] if f["path"] == ENTITY)
    assert code == 1 and entry["conflict_file"] == ENTITY + ".genix-conflict"


def test_unresolved_it_is_reported_again(tmp_path: Path) -> None:
    p, mine = conflicted(tmp_path)
    p.build()
    for _ in range(2):
        assert cli(p, "build")[0] == 1
        assert p.read(ENTITY) == mine and p.path(ENTITY + ".genix-conflict").is_file()


def test_keeping_your_version_clears(tmp_path: Path) -> None:
    p, mine = conflicted(tmp_path)
    assert verbs(p.build())[ENTITY] == "conflict"
    p.path(ENTITY + ".genix-conflict").unlink()  # keep mine as it is
    code, out, _ = cli(p, "build")
    assert code == 0, out
    assert p.read(ENTITY) == mine
    assert cli(p, "check")[0] == 0
    assert verbs(p.build())[ENTITY] == "unchanged" and not load_manifest(p.out).sides
    # a later genix change elsewhere in the file merges into the resolution
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE")
    r = p.build()
    assert verbs(r)[ENTITY] == "merge" and not r.plan.conflicts
    text = p.read(ENTITY)
    assert "@Size(max = 100)" in text and "private LocalDate born;" in text
    assert cli(p, "check")[0] == 0


def test_a_resolution_in_the_file_clears_and_the_conflict_file_goes(tmp_path: Path) -> None:
    p, mine = conflicted(tmp_path)
    p.build()
    side = p.path(ENTITY + ".genix-conflict")
    assert side.is_file()
    resolution = mine.replace("@Size(max = 100)", "@Size(max = 400)")  # neither side's line
    p.write(ENTITY, resolution)
    code, _, err = cli(p, "build")
    assert code == 0, err
    assert p.read(ENTITY) == resolution and not side.exists()
    assert cli(p, "check")[0] == 0 and verbs(p.build())[ENTITY] == "unchanged"


def test_pasting_the_markers_is_still_a_conflict(tmp_path: Path) -> None:
    p, _ = conflicted(tmp_path)
    p.build()
    side = p.path(ENTITY + ".genix-conflict")
    p.write(ENTITY, side.read_text())
    code, _, err = cli(p, "build")
    assert code == 1 and "unresolved conflict markers" in err


def test_a_file_genix_never_wrote_is_adopted_once_resolved(tmp_path: Path) -> None:
    """A file of your own in genix's way: keeping it (deleting the conflict file) makes it
    yours-as-merged; genix's later changes merge into it."""
    p = make_project(tmp_path)
    p.path(ENTITY).parent.mkdir(parents=True)
    p.write(ENTITY, "// my own entity\n")
    assert cli(p, "build")[0] == 1 and p.path(ENTITY + ".genix-conflict").is_file()
    assert cli(p, "build")[0] == 1  # unresolved: the same conflict
    p.path(ENTITY + ".genix-conflict").unlink()
    code, _, err = cli(p, "build")
    assert code == 0, err
    assert p.read(ENTITY) == "// my own entity\n" and cli(p, "check")[0] == 0
    assert verbs(p.build())[ENTITY] == "unchanged"
