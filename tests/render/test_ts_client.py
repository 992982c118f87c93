"""The typed TypeScript client (``[frontend] enabled = true``, issue 31): a module per table with
a function per operation the controllers declare (the same ids), type-checked by the real
TypeScript compiler (``tsc --strict``) in every category, with calls that must not type-check
(a secret left out of a create, a text key for a number, a filter that does not exist) proven
to fail. That the functions reach the server and read back what the database stores is proven
by booting the demo (``tests/java/test_demo_java.py``)."""

from __future__ import annotations

import re
import sqlite3
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from tests.conftest import CORPUS, need
from tests.java.ts_client import toolchain
from tests.test_build import demo

__all__ = ["demo"]

OPERATION_ID = re.compile(r'@Operation\(operationId = "(\w+)"')
FUNCTION = re.compile(r"^export function (\w+)\(", re.M)
ON = "\n[frontend]\nenabled = true\n"


def genix(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def _config(demo: Path, category: str, extra: str = ON) -> None:
    cfg = demo / "genix.toml"
    text = cfg.read_text(encoding="utf-8").replace('category = "Default"', f'category = "{category}"')
    cfg.write_text(text + extra, encoding="utf-8")


def tsc(folder: Path, *files: str) -> subprocess.CompletedProcess[str]:
    """``tsc --noEmit --strict`` of ``files`` in ``folder`` (the test toolchain's TypeScript)."""
    modules = toolchain()
    link = folder / "node_modules"
    if not link.exists():
        link.symlink_to(modules, target_is_directory=True)
    argv = [str(modules / ".bin" / "tsc"), "--noEmit", "--strict", "--target", "es2022", "--module", "esnext"]
    argv += ["--moduleResolution", "bundler", "--lib", "es2022,dom", "--skipLibCheck", *files]
    return subprocess.run(argv, cwd=folder, capture_output=True, text=True, timeout=300, check=False)


CHECKS = """import { sysUserCreate, sysUserGet, sysUserList } from "./SysUser";
import { shopOrderQuery } from "./ShopOrder";
import { ApiError } from "./request";

export async function typed(): Promise<void> {
  const created = await sysUserCreate({ username: "u", passwordHash: "secret" });
  // a Long: a number, or its exact text past 2^53
  const id: number | string | null | undefined = created.id;
  const page = await sysUserList({ username: "u", page: 1, size: 10 });
  const names: string[] = (page.items ?? []).map((u) => u.username ?? "");
  await shopOrderQuery({ orderNoLike: "A", sort: "id,desc" });
  void id, names, ApiError;
  // @ts-expect-error a create must send the secret (write-only: never answered)
  await sysUserCreate({ username: "u" });
  // @ts-expect-error the key is a number (or, past 2^53, its exact text)
  await sysUserGet(true);
  // @ts-expect-error no such filter
  await sysUserList({ nope: 1 });
}
"""


@pytest.mark.parametrize("category", ["Default", "MybatisPlus-Mixed", "sb35-java21"])
def test_the_client_declares_every_operation_and_type_checks(demo: Path, category: str) -> None:
    _config(demo, category)
    r = genix("build")
    assert r.exit_code == 0, r.output
    api = demo / "out" / "frontend" / "src" / "api"
    modules = sorted(p.name for p in api.glob("*.ts"))
    assert "request.ts" in modules and "SysUser.ts" in modules and len(modules) == 12, modules
    declared = {
        m.group(1)
        for java in (demo / "out/src/main/java").rglob("*Controller.java")
        for m in OPERATION_ID.finditer(java.read_text(encoding="utf-8"))
    }
    functions = [f for p in api.glob("*.ts") for f in FUNCTION.findall(p.read_text(encoding="utf-8"))]
    assert len(functions) == len(set(functions))
    assert set(functions) - {"setBaseUrl", "request", "exactNumber"} == declared
    (api / "checks.ts").write_text(CHECKS, encoding="utf-8")
    done = tsc(api, *modules, "checks.ts")
    assert done.returncode == 0, done.stdout + done.stderr
    # the secret is optional in answers (never served) and required in a create
    user = (api / "SysUser.ts").read_text(encoding="utf-8")
    assert "passwordHash?: string | null;" in user


def test_related_tables_import_each_others_types(tmp_path: Path) -> None:
    """sakila with relations and DTOs: Film.ts imports ActorVO from Actor.ts; the modules
    type-check together."""
    sakila = CORPUS / "sakila" / "sqlite.sql"
    need(sakila.is_file(), f"the shared corpus ({sakila})")
    golden = Path(__file__).parents[1] / "goldens" / "relations_dto" / "genix.toml"
    db = tmp_path / "sakila.sqlite"
    with sqlite3.connect(db) as con:
        con.executescript(sakila.read_text(encoding="utf-8"))
    text = golden.read_text(encoding="utf-8").replace("${GENIX_GOLDEN_CORPUS}/sakila.sqlite", str(db))
    assert "[frontend]\nenabled = true" in text  # the golden's own client
    (tmp_path / "genix.toml").write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["build", "-c", str(tmp_path / "genix.toml")], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    api = tmp_path / "out" / "frontend" / "src" / "api"
    film = (api / "Film.ts").read_text(encoding="utf-8")
    assert 'import type { Actor, ActorVO } from "./Actor";' in film
    assert (
        "export function filmGetActors(filmId: number | string, query: FilmGetActorsParams = {}): "
        "Promise<PageResultActorVO>" in film
    )
    done = tsc(api, *sorted(p.name for p in api.glob("*.ts")))
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_team_wrapper_is_refused_once(demo: Path) -> None:
    """The client unwraps genix's own wrapper; a team's (whose JSON genix does not know) is one
    located error, nothing written."""
    _config(demo, "Default", ON + '\n[api.result]\nclass = "com.acme.web.R"\ngeneric = true\n')
    r = genix("build")
    assert r.exit_code == 2, r.output
    assert "frontend.enabled: the typed client cannot be written: the answers are the team's R" in r.stderr
    assert not (demo / "out" / "frontend").exists()
