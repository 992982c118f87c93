"""The ``#:schema ./.genix/genix.schema.json`` line of a config genix writes resolves: every door
that writes a config (``genix init``, ``init --from-project``, ``config_init``) writes the
schema there, the packaged one. Taplo picks it up from that line (``taplo lint`` reports a
misspelled key from it), and a TOML language server completes keys from it: a real LSP session
with Tombi (the Taplo builds on PyPI and npm ship without their language server; Tombi reads
the same ``#:schema`` line)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import IO, Any

from click.testing import CliRunner

from dbjavagenix.cli import main
from dbjavagenix.resources import schemas_root
from dbjavagenix.tools import ToolEnv, registry
from tests.conftest import need


def link_of(cfg: Path) -> Path:
    first = cfg.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("#:schema ./"), first
    return cfg.parent / first.removeprefix("#:schema ").strip()


def assert_resolves(cfg: Path) -> None:
    target = link_of(cfg)
    assert target.is_file(), f"{target} does not exist"
    assert target.read_bytes() == (schemas_root() / "genix.schema.json").read_bytes()


def test_every_door_writing_a_config_writes_its_schema(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["init", "-c", str(tmp_path / "a" / "genix.toml")])
    assert r.exit_code == 0, r.output
    assert_resolves(tmp_path / "a" / "genix.toml")
    assert f"wrote {tmp_path / 'a' / '.genix' / 'genix.schema.json'}" in r.stdout
    cfg = tmp_path / "b" / "genix.toml"
    cfg.parent.mkdir()
    outcome = registry().call(ToolEnv(config=cfg), "config_init", {"url": "sqlite:///shop.db"})
    assert outcome.ok, outcome.message
    assert_resolves(cfg)


def test_init_from_project_writes_its_schema(tmp_path: Path) -> None:
    from tests.springboot.conftest import copy_project

    project = copy_project("ruoyi-vue-pro-boot3", tmp_path / "app")
    r = CliRunner().invoke(
        main, ["init", "--from-project", "-c", str(project / "genix.toml"), "--output", str(project)]
    )
    assert r.exit_code == 0, r.output
    assert_resolves(project / "genix.toml")


def _taplo() -> str:
    found = shutil.which("taplo")
    need(found is not None, "taplo (pip install taplo)")
    assert found
    return found


def test_taplo_validates_against_the_linked_schema(tmp_path: Path) -> None:
    taplo = _taplo()
    cfg = tmp_path / "genix.toml"
    assert CliRunner().invoke(main, ["init", "-c", str(cfg)]).exit_code == 0
    good = subprocess.run([taplo, "lint", str(cfg)], capture_output=True, text=True, timeout=60, check=False)
    assert good.returncode == 0, good.stderr
    cfg.write_text(cfg.read_text().replace("[project]\n", "[project]\nlombk = true\n", 1))
    bad = subprocess.run([taplo, "lint", str(cfg)], capture_output=True, text=True, timeout=60, check=False)
    assert bad.returncode != 0 and "'lombk' was unexpected" in bad.stderr
    cfg.write_text(cfg.read_text().replace("lombk = true\n", "", 1))
    schema = link_of(cfg).read_bytes()
    link_of(cfg).unlink()  # a link that does not resolve is an error to Taplo
    broken = subprocess.run(
        [taplo, "lint", str(cfg)], capture_output=True, text=True, timeout=60, check=False
    )
    # the exit status is the contract; the message's wording and stream vary between Taplo
    # builds (one CI run printed only its INFO line), so it is shown, not matched
    assert broken.returncode != 0, broken.stdout + broken.stderr
    link_of(cfg).write_bytes(schema)  # the same file back: the failure was the missing link
    again = subprocess.run([taplo, "lint", str(cfg)], capture_output=True, text=True, timeout=60, check=False)
    assert again.returncode == 0, again.stderr


class Lsp:
    """A minimal LSP client over stdio."""

    def __init__(self, argv: list[str], cwd: Path) -> None:
        self.proc = subprocess.Popen(
            argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.next_id = 0

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        stdin: IO[bytes] | None = self.proc.stdin
        assert stdin is not None
        stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        stdin.flush()

    def _receive(self) -> dict[str, Any]:
        stdout = self.proc.stdout
        assert stdout is not None
        length = 0
        while True:
            line = stdout.readline()
            assert line, "the language server closed its output"
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        data: dict[str, Any] = json.loads(stdout.read(length))
        return data

    def request(self, method: str, params: dict[str, Any]) -> Any:
        self.next_id += 1
        self._send({"id": self.next_id, "method": method, "params": params})
        while True:
            m = self._receive()
            if "method" in m and "id" in m:  # a request of the server's: answer with nothing
                items = (m.get("params") or {}).get("items", [])
                self._send({"id": m["id"], "result": [None] * len(items) if items else None})
            elif m.get("id") == self.next_id:
                return m.get("result")

    def notify(self, method: str, params: dict[str, Any]) -> None:
        self._send({"method": method, "params": params})

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait(timeout=10)


def complete(cfg: Path, section: str, typed: str) -> list[str]:
    """Labels the language server offers for ``typed`` on a new line in ``[section]``."""
    tombi = shutil.which("tombi")
    need(tombi is not None, "tombi (pip install tombi)")
    assert tombi
    lines = cfg.read_text(encoding="utf-8").splitlines()
    at = lines.index(f"[{section}]") + 1
    text = "\n".join([*lines[:at], typed, *lines[at:]]) + "\n"
    lsp = Lsp([tombi, "lsp", "--offline"], cfg.parent)
    try:
        uri = cfg.resolve().as_uri()
        root = cfg.parent.resolve().as_uri()
        lsp.request("initialize", {"processId": os.getpid(), "rootUri": root, "capabilities": {}})
        lsp.notify("initialized", {})
        lsp.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": uri, "languageId": "toml", "version": 1, "text": text}},
        )
        deadline = time.monotonic() + 30
        while True:
            result = lsp.request(
                "textDocument/completion",
                {"textDocument": {"uri": uri}, "position": {"line": at, "character": len(typed)}},
            )
            items = result["items"] if isinstance(result, dict) else result or []
            labels = [str(i["label"]) for i in items]
            if len(labels) > 2 or time.monotonic() > deadline:
                return labels
            time.sleep(0.5)  # the schema loads in the background
    finally:
        lsp.close()


def test_a_language_server_completes_keys_from_the_linked_schema(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    assert CliRunner().invoke(main, ["init", "-c", str(cfg)]).exit_code == 0
    assert "lombok" in complete(cfg, "project", "lom")
    assert "connect_timeout" in complete(cfg, "connections.main", "conn")
    link_of(cfg).unlink()
    assert "lombok" not in complete(cfg, "project", "lom")  # the completion came from the schema
