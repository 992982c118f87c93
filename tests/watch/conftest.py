"""Fixtures for ``genix watch`` tests: the bundled demo copied into a temp project, and the real
``genix watch`` command run as a subprocess (real file events, no mocked watcher)."""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO, need

EVENT_TIMEOUT = 30.0
"""Upper bound for a rebuild to show up (a liveness bound for slow CI machines, not a speed test)."""


def atomic_write(path: Path, text: str) -> None:
    """Save like an editor: a temp file renamed over the target (arrives as "added")."""
    tmp = path.with_name(f".{path.name}.tmp-save")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def in_body(template: str, line: str) -> str:
    """``template`` (a built-in Java template, which extends ``java_file.jinja``) with ``line``
    added at the end of the class body: text outside a block of a child template is never
    rendered, so an edit that must show goes inside the last block."""
    end = template.rindex("{% endblock %}")
    return template[:end] + line + template[end:]


def snapshot(root: Path) -> dict[str, tuple[int, bytes]]:
    """mtime_ns and bytes of every generated file under ``root`` (the manifest folder left out)."""
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and ".genix" not in p.parts:
            out[p.relative_to(root).as_posix()] = (p.stat().st_mtime_ns, p.read_bytes())
    return out


def changed(before: dict[str, tuple[int, bytes]], after: dict[str, tuple[int, bytes]]) -> set[str]:
    """Files written (mtime or bytes differ), created or removed."""
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


def files_of(project: Path, table: str | None = None, layer: str | None = None) -> set[str]:
    """Generated files of ``table`` and/or ``layer``, from the manifest."""
    from dbjavagenix.output.manifest import load_manifest

    files = load_manifest(project / "demo-out").files
    return {
        p
        for p, r in files.items()
        if (table is None or r.table == table) and (layer is None or r.layer == layer)
    }


class WatchProcess:
    """``genix watch`` in a subprocess; stdout/stderr lines collected by threads."""

    def __init__(self, project: Path, *args: str) -> None:
        self.json = "--json" in args
        env = {k: v for k, v in os.environ.items() if not k.startswith("GENIX_")}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dbjavagenix", "watch", *args],
            cwd=project,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            env=env,
        )
        self.lines: queue.Queue[tuple[str, str]] = queue.Queue()
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        for name, stream, sink in (
            ("out", self.proc.stdout, self.stdout),
            ("err", self.proc.stderr, self.stderr),
        ):
            threading.Thread(target=self._pump, args=(name, stream, sink), daemon=True).start()

    def _pump(self, name: str, stream: Any, sink: list[str]) -> None:
        for line in stream:
            sink.append(line)
            self.lines.put((name, line.rstrip("\n")))

    def next_line(self, timeout: float = EVENT_TIMEOUT) -> tuple[str, str]:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(
                f"no output from genix watch within {timeout} s; stderr so far:\n" + "".join(self.stderr)
            ) from None

    def event(self, kind: str = "rebuild", timeout: float = EVENT_TIMEOUT) -> dict[str, Any]:
        """The next JSON event of ``kind`` (``--json`` mode)."""
        assert self.json
        deadline = time.monotonic() + timeout
        while True:
            name, line = self.next_line(max(0.01, deadline - time.monotonic()))
            if name == "out":
                data: dict[str, Any] = json.loads(line)
                if data["event"] == kind:
                    return data

    def until(self, text: str, timeout: float = EVENT_TIMEOUT) -> list[str]:
        """Lines (both streams) up to and including the first containing ``text``."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            _, line = self.next_line(max(0.01, deadline - time.monotonic()))
            seen.append(line)
            if text in line:
                return seen

    def quiet(self, seconds: float = 1.0) -> list[tuple[str, str]]:
        """Whatever is printed during ``seconds`` (to check that nothing more happens)."""
        got = []
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                got.append(self.lines.get(timeout=left))
            except queue.Empty:
                break
        return got

    def alive(self) -> bool:
        return self.proc.poll() is None

    def interrupt(self, timeout: float = EVENT_TIMEOUT) -> int:
        self.proc.send_signal(signal.SIGINT)
        return self.proc.wait(timeout=timeout)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def demo(tmp_path: Path) -> Path:
    """The bundled demo (examples/demo/schema.sql, genix.toml.example) as a project in a temp
    folder, its SQLite database built, with a user template folder holding a copy of the
    built-in entity template."""
    from dbjavagenix.introspect.connect import build_sqlite

    need_watchfiles()
    project = tmp_path / "project"
    (project / "examples" / "demo").mkdir(parents=True)
    shutil.copy(REPO / "examples" / "demo" / "schema.sql", project / "examples" / "demo")
    build_sqlite(project / "examples/demo/demo.db", project / "examples/demo/schema.sql", "main")
    text = (REPO / "genix.toml.example").read_text(encoding="utf-8")
    assert '# templates = ["templates"]' in text
    text = text.replace('# templates = ["templates"]', 'templates = ["templates"]')
    (project / "genix.toml").write_text(text, encoding="utf-8")
    (project / "templates").mkdir()
    shutil.copy(REPO / "templates" / "Default" / "entity.java.jinja", project / "templates")
    return project


def need_watchfiles() -> None:
    try:
        import watchfiles  # noqa: F401
    except ImportError:
        need(False, "the watchfiles package (pip install dbjavagenix[watch])")


@pytest.fixture
def watch(demo: Path) -> Iterator[Any]:
    """Start ``genix watch`` in the demo project: ``watch(*args)``; stopped (killed if need be)
    at the end."""
    started: list[WatchProcess] = []

    def start(*args: str) -> WatchProcess:
        w = WatchProcess(demo, *args)
        started.append(w)
        return w

    yield start
    for w in started:
        w.kill()
