"""Issue 29 item 9: a cancel during codegen_apply's write phase stops between files and rolls the
apply back like a failed one (every file as before, nothing recorded); the same call made again
writes everything. Through the registry, the door MCP and the agent share."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from dbjavagenix.output.durable import TEMP_SUFFIX
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.base import CallHooks
from tests.mcp_agent.demo_project import make_demo


def _files(out: Path) -> dict[str, bytes]:
    """Every file but genix's machine-local ones (the lock, the ledger of what it rendered here)."""
    files = {p.relative_to(out).as_posix(): p for p in sorted(out.rglob("*")) if p.is_file()}
    return {
        rel: p.read_bytes()
        for rel, p in files.items()
        if not rel.startswith(".genix/local/") and rel != ".genix/lock"
    }


def _output(cfg: Path) -> Path:
    from dbjavagenix.config.load import load_config

    return load_config(cfg).output_root


def _staged(out: Path) -> bool:
    return any(p.name.endswith(TEMP_SUFFIX) for p in out.rglob("*"))


def _published(out: Path) -> bool:
    return any(p.suffix == ".java" for p in out.rglob("*"))


@pytest.mark.parametrize("phase", ["staging", "publishing"])
def test_a_cancel_while_writing_rolls_the_apply_back(tmp_path: Path, phase: str) -> None:
    cfg = make_demo(tmp_path)
    out = _output(cfg)
    env = ToolEnv(config=cfg)
    # a first build, then a change of every file: the cancelled apply would replace them all
    first = registry().call(env, "codegen_apply", {})
    assert first.ok, first.message
    before = _files(out)
    cfg.write_text(
        cfg.read_text(encoding="utf-8").replace('category = "Default"', 'category = "MybatisPlus"'),
        encoding="utf-8",
    )
    seen: Callable[[Path], bool] = _staged if phase == "staging" else _published_new(out, before)
    cancelled = registry().call(env, "codegen_apply", {}, hooks=CallHooks(cancelled=lambda: seen(out)))
    assert not cancelled.ok and cancelled.error is not None
    assert cancelled.error["code"] == "cancelled", cancelled.error
    message = cancelled.error["diagnostics"][0]["message"]
    assert message.startswith("the apply was cancelled; "), message
    if phase == "publishing":
        assert "files written before it were restored: nothing was changed" in message
    # every file as before, no temp file left, the state as the first build left it
    assert _files(out) == before
    check = registry().call(env, "codegen_check", {})
    assert check.ok and check.data is not None
    again = registry().call(env, "codegen_apply", {})
    assert again.ok, again.message
    assert _files(out) != before and not _staged(out)


def _published_new(out: Path, before: dict[str, bytes]) -> Callable[[Path], bool]:
    """True once a file differs from ``before`` (the write phase published one)."""

    def seen(_out: Path) -> bool:
        return any(
            p.is_file()
            and not p.name.endswith(TEMP_SUFFIX)
            and before.get(p.relative_to(out).as_posix()) != p.read_bytes()
            for p in out.rglob("*.java")
        )

    return seen
