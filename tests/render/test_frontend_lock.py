"""The pages' ``package-lock.json`` (a ``create-once`` file beside ``package.json``) pins every
npm package, transitive ones with their integrity hashes, so ``npm ci`` installs exactly what
genix's tests type-checked, built and drove in a browser (issue 31), from the npm registry or the
team's mirror (the lock names no registry). It is generated from the
``package.json`` template by npm itself: ``pytest --update-goldens tests/render/test_frontend_lock.py``
(needs npm and the registry). Without that flag the test checks the two templates agree: a
version bumped in ``package.json.jinja`` alone fails here, not in a user's ``npm ci``."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import need

FRONTEND = Path(__file__).parents[2] / "templates" / "_shared" / "frontend"
PACKAGE = FRONTEND / "package.json.jinja"
LOCK = FRONTEND / "package-lock.json.jinja"


def _body(template: Path) -> tuple[str, str]:
    """The template's leading Jinja comment and the JSON after it."""
    text = template.read_text(encoding="utf-8")
    assert text.startswith("{#-"), template
    end = text.index("-#}") + len("-#}\n")
    return text[:end], text[end:]


def _deps(doc: dict[str, Any]) -> dict[str, dict[str, str]]:
    return {k: doc.get(k, {}) for k in ("dependencies", "devDependencies", "optionalDependencies")}


def test_the_lock_pins_what_package_json_declares(update_goldens: bool, tmp_path: Path) -> None:
    _, package = _body(PACKAGE)
    declared = json.loads(package)
    if update_goldens:
        need(shutil.which("npm") is not None, "npm")
        (tmp_path / "package.json").write_text(package, encoding="utf-8")
        done = subprocess.run(
            [
                "npm",
                "install",
                "--package-lock-only",
                "--omit-lockfile-registry-resolved",  # the team's registry or mirror serves it
                "--no-audit",
                "--no-fund",
                "--silent",
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        head, _ = _body(LOCK)
        LOCK.write_text(head + (tmp_path / "package-lock.json").read_text(encoding="utf-8"), encoding="utf-8")
    _, body = _body(LOCK)
    lock = json.loads(body)
    assert lock["lockfileVersion"] == 3
    root = lock["packages"][""]
    assert (root["name"], root["version"]) == (declared["name"], declared["version"])
    assert _deps(root) == _deps(declared), "package.json.jinja changed: regenerate the lock (see above)"
    # every package the root names is locked at exactly its pinned version; each package by its
    # hash, fetched from whichever registry the team's npm names (no registry URL in the lock)
    for name, version in {**declared["dependencies"], **declared["devDependencies"]}.items():
        entry = lock["packages"][f"node_modules/{name}"]
        assert entry["version"] == version, (name, entry["version"])
    for path, entry in lock["packages"].items():
        if path:
            assert "resolved" not in entry and entry["integrity"].startswith("sha512-"), path


@pytest.mark.parametrize("template", [PACKAGE, LOCK], ids=lambda p: p.name)
def test_the_template_is_plain_json_after_its_comment(template: Path) -> None:
    """Nothing in either file is Jinja but the comment: the bytes written are npm's."""
    _, body = _body(template)
    assert not any(mark in body for mark in ("{{", "{%", "{#")), template
