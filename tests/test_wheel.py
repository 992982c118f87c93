"""The wheel is complete: built templates and schemas ship inside it. Build it, install it into
a clean virtualenv (dependencies from PyPI, no access to this checkout), and generate the demo."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tests.conftest import REPO


@pytest.mark.slow
def test_wheel_installs_and_builds_the_demo(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(REPO)],
        check=True,
        capture_output=True,
        text=True,
    )
    wheel = next(dist.glob("dbjavagenix-*.whl"))
    names = subprocess.run(
        [sys.executable, "-m", "zipfile", "-l", str(wheel)], check=True, capture_output=True, text=True
    ).stdout
    for needed in (
        "dbjavagenix/templates/Default/entity.java.jinja",
        "dbjavagenix/schemas/genix.schema.json",
        "dbjavagenix/templates/_shared/macros.jinja",
    ):
        assert needed in names, f"{needed} missing from the wheel"

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True, clear=True)
    py = env_dir / "bin" / "python"
    subprocess.run(
        [str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)],
        check=True,
        capture_output=True,
        text=True,
    )

    project = tmp_path / "project"
    shutil.copytree(REPO / "examples", project / "examples")
    shutil.copy(REPO / "genix.toml.example", project / "genix.toml")
    (project / "examples/demo/demo.db").unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",) and not k.startswith("GENIX_")}
    genix = env_dir / "bin" / "genix"
    out = subprocess.run(
        [str(genix), "build"], check=False, cwd=project, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert "wrote 122 files to demo-out/ (Default, 10 tables, 1 view): 118 created" in out.stdout
    assert (project / "demo-out/src/main/resources/mapper/system/SysUserMapper.xml").is_file()
    assert (project / "demo-out/pom.xml").is_file(), "the demo asks for its Spring Boot project (scaffold)"
    where = subprocess.run(
        [str(py), "-c", "import dbjavagenix, sys; print(dbjavagenix.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(env_dir) in where, "the test must run the installed wheel, not the checkout"


def _extras() -> dict[str, set[str]]:
    """Each extra of pyproject.toml with the distributions it names, its own extras expanded."""
    import re
    import tomllib

    declared = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]

    def names(extra: str, seen: frozenset[str] = frozenset()) -> set[str]:
        out: set[str] = set()
        for req in declared[extra]:
            m = re.match(r"\s*([A-Za-z0-9_.-]+)\s*(?:\[([^\]]*)\])?", req)
            assert m, req
            if m.group(1) == "dbjavagenix":
                for inner in (m.group(2) or "").split(","):
                    if inner.strip() and inner.strip() not in seen:
                        out |= names(inner.strip(), seen | {extra})
            else:
                out.add(m.group(1).lower())
        return out

    return {extra: names(extra) for extra in declared}


def test_only_the_agent_extras_pull_the_agent_sdk() -> None:
    """The agent SDK (about 400 MB with its bundled Claude Code CLI) comes with `[agent]` and
    `[all]` only: the demo (no extra), a database extra, `[mcp]` or `[dev]` never pull it;
    `[all]` holds every other extra but `dev` (`benchmarks/extras.py` prints the sizes)."""
    extras = _extras()
    assert {e for e, names in extras.items() if "claude-agent-sdk" in names} == {"agent", "all"}
    runtime = set().union(*(names for e, names in extras.items() if e not in ("all", "dev")))
    assert runtime <= extras["all"]
    assert not extras["dev"] & {"claude-agent-sdk", "mcp"}
