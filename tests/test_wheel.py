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
    assert "wrote 111 files to demo-out/ (Default, 10 tables, 1 view): 107 created" in out.stdout
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
