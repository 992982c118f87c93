"""config_patch: edits keep every comment and the layout, only the patched key changes; invalid
patches leave the file byte-identical; concurrent patches lose nothing."""

from __future__ import annotations

import difflib
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from dbjavagenix.config.init import init_text
from dbjavagenix.config.load import parse_config
from dbjavagenix.config.patch import Edit, apply_edits, parse_path, patch_file
from dbjavagenix.errors import ConfigError, GenixError, InputError
from dbjavagenix.tools import ToolEnv, registry
from dbjavagenix.tools.config import offline_check
from tests.mcp_agent.demo_project import REPO

EXAMPLE = (REPO / "genix.toml.example").read_text(encoding="utf-8")
INIT = init_text(url="sqlite:///shop.db")

HANDMADE = """\
# A hand-written config with comments everywhere.
[project]   # the Java side
output = "out"          # where the code goes
base_package = "com.acme.shop"  # root package
# prefix_packages = { sys = "system" }
prefix_packages = { sys = "system" }   # keep this note

# ---- connections ----
[connections.main]
url = "sqlite:///shop.db"   # demo db
# snapshot = "catalog.json"

[tables]
include = [
  "sys_*",   # the system tables
  "shop_*",
]
exclude = []  # nothing excluded

# per-table overrides follow
[tables.sys_user]
class_name = "User"  # short name

[tables.sys_user.columns.status]
java_type = "Integer"

# trailing comment of the file
"""

TEXTS = {"example": EXAMPLE, "init": INIT, "handmade": HANDMADE}


def changes(old: str, new: str) -> tuple[list[str], list[str]]:
    """(lines removed, lines added)."""
    removed: list[str] = []
    added: list[str] = []
    a, b = old.splitlines(), new.splitlines()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            removed += a[i1:i2]
        if tag in ("replace", "insert"):
            added += b[j1:j2]
    return removed, added


def patch(text: str, op: str, path: str, value: object = None) -> str:
    new = apply_edits(text, [Edit(op, parse_path(path), value)])  # type: ignore[arg-type]
    parse_config(new, Path("genix.toml"))  # still a valid config
    return new


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_set_existing_key_changes_only_that_line(name: str) -> None:
    old = TEXTS[name]
    new = patch(old, "set", "project.output", "gen-out")
    removed, added = changes(old, new)
    assert len(removed) == 1 and removed[0].lstrip().startswith("output")
    assert len(added) == 1 and added[0].startswith('output = "gen-out"')
    # a trailing comment on the line survives
    if name == "handmade":
        assert added[0] == 'output = "gen-out"          # where the code goes'


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_new_key_lands_after_its_commented_example_or_the_last_key(name: str) -> None:
    old = TEXTS[name]
    new = patch(old, "set", "project.author", "Ada")
    removed, added = changes(old, new)
    assert removed == [] and added == ['author = "Ada"']
    lines = new.splitlines()
    i = lines.index('author = "Ada"')
    if name == "handmade":  # no commented example: after the table's last key, before the blank
        assert lines[i - 1].startswith("prefix_packages") and lines[i + 1] == ""
    else:
        assert lines[i - 1] == '# author = "Your Name"'


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_new_table_is_appended_and_nothing_else_moves(name: str) -> None:
    old = TEXTS[name]
    new = patch(old, "set", "tables.shop_order.class_name", "Order")
    assert new.startswith(old.rstrip("\n"))
    assert new.endswith('\n[tables.shop_order]\nclass_name = "Order"\n')


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_unset_removes_only_the_key(name: str) -> None:
    old = TEXTS[name]
    new = patch(old, "unset", "project.output")
    removed, added = changes(old, new)
    assert added == [] and len(removed) == 1 and removed[0].startswith("output")


def test_unset_table_keeps_the_comments_of_the_next_section() -> None:
    new = patch(HANDMADE, "unset", "tables.sys_user")
    removed, added = changes(HANDMADE, new)
    assert added == []
    assert removed == [
        "[tables.sys_user]",
        'class_name = "User"  # short name',
        "",
        "[tables.sys_user.columns.status]",
        'java_type = "Integer"',
        "",
    ] or all(not ln.lstrip().startswith("#") for ln in removed)
    assert "# trailing comment of the file" in new
    assert "# per-table overrides follow" in new


def test_unset_a_sub_table_of_an_out_of_order_table() -> None:
    new = patch(EXAMPLE, "unset", "tables.v_product_sales.columns.revenue")
    removed, added = changes(EXAMPLE, new)
    assert added == []
    assert [ln for ln in removed if ln] == [
        "[tables.v_product_sales.columns.revenue]",
        'java_type = "BigDecimal"',
    ]
    # the [tables] section before it, with its out-of-order sub-tables, is intact
    assert parse_config(new, Path("g.toml")).config.tables.include == ["*"]


def test_append_to_multiline_array_keeps_its_comments() -> None:
    new = patch(HANDMADE, "append", "tables.include", "app_*")
    removed, added = changes(HANDMADE, new)
    assert removed == [] and [a.strip() for a in added] == ['"app_*",']
    assert '"sys_*",   # the system tables' in new


def test_inline_table_edits() -> None:
    new = patch(HANDMADE, "set", "project.prefix_packages.shop", "store")
    removed, added = changes(HANDMADE, new)
    assert removed == ['prefix_packages = { sys = "system" }   # keep this note']
    assert added == ['prefix_packages = { sys = "system", shop = "store" }   # keep this note']
    new = patch(HANDMADE, "unset", "project.prefix_packages.sys")
    assert "prefix_packages = {}   # keep this note" in new


def test_crlf_files_stay_crlf() -> None:
    old = HANDMADE.replace("\n", "\r\n")
    new = apply_edits(
        old, [Edit("set", ("project", "author"), "Ada"), Edit("set", ("tables", "t", "path"), "/t")]
    )
    assert "\n" not in new.replace("\r\n", "")
    assert 'author = "Ada"\r\n' in new and '[tables.t]\r\npath = "/t"\r\n' in new


def test_set_a_whole_table_and_quoted_keys() -> None:
    new = patch(
        INIT, "set", 'tables."odd.name"', {"class_name": "Odd", "columns": {"a b": {"java_name": "ab"}}}
    )
    assert (
        '[tables."odd.name"]\nclass_name = "Odd"\n\n[tables."odd.name".columns."a b"]\njava_name = "ab"\n'
        in new
    )
    new = patch(INIT, "set", 'types."tinyint(1)"', "Boolean")
    lines = new.splitlines()
    assert lines[lines.index('"tinyint(1)" = "Boolean"') - 1] == '# "tinyint(1)" = "Boolean"'


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("tables..x", "empty key"),
        ("tables.a b", "separated by dots"),
        ("tables./b", "quote keys"),
        ("[0]", "list index"),
        ('tables."open', "unterminated"),
    ],
)
def test_bad_key_paths(path: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_path(path)


def test_paths_parse() -> None:
    assert parse_path('tables."a.b".columns[2] . x') == ("tables", "a.b", "columns", 2, "x")
    assert parse_path("tables.'lit'.y") == ("tables", "lit", "y")


# -- the file: validation, atomicity, locking ---------------------------------------------------------


@pytest.mark.parametrize(
    ("edit", "key", "message"),
    [
        (Edit("set", ("project", "category"), "Nope"), "project.category", "unknown category"),
        (Edit("set", ("project", "base_package"), "com..x"), "project.base_package", "not a Java package"),
        (Edit("set", ("project", "colour"), "red"), "project.colour", "unknown key"),
        (Edit("set", ("project", "java"), 9), "project.java", "expected"),
        (Edit("unset", ("project", "base_package")), "project.base_package", "required key is missing"),
        (Edit("set", ("layers", "entity", "enabled"), "maybe"), "layers.entity.enabled", "true or false"),
        (Edit("set", ("project", "output", "x"), 1), "project.output", "not a table"),
        (Edit("unset", ("project", "outptu")), "project.outptu", "did you mean"),
        (
            Edit("set", ("connections", "main", "password"), "hunter2"),
            "connections.main.password",
            "password",
        ),
        (
            Edit("set", ("connections", "main", "url"), "mysql+pymysql://u:hunter2@h/db"),
            "connections.main.url",
            "password",
        ),
    ],
)
def test_invalid_patch_leaves_the_file_byte_identical(
    tmp_path: Path, edit: Edit, key: str, message: str
) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_bytes(EXAMPLE.encode("utf-8"))
    before = cfg.stat()
    with pytest.raises(GenixError) as info:
        patch_file(cfg, [Edit("set", ("project", "author"), "Ada"), edit], check=offline_check)
    assert cfg.read_bytes() == EXAMPLE.encode("utf-8")
    assert cfg.stat().st_mtime_ns == before.st_mtime_ns and cfg.stat().st_ino == before.st_ino
    text = info.value.render()
    assert message in text and key in text
    assert "hunter2" not in text
    located = [d for d in info.value.diagnostics if d.location.key]
    assert located and all(d.location.line is not None or d.location.file is None for d in located)
    assert list(tmp_path.iterdir()) == [cfg]  # no temp file, no lock file left behind


def test_valid_patch_is_written_atomically_and_validated(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(EXAMPLE, encoding="utf-8")
    cfg.chmod(0o640)
    result = patch_file(cfg, [Edit("set", ("tables", "sys_user", "class_name"), "User")], check=offline_check)
    assert result.written and result.changed
    assert result.diff.startswith("--- a/genix.toml\n+++ b/genix.toml\n")
    assert "+[tables.sys_user]\n" in result.diff
    assert cfg.stat().st_mode & 0o777 == 0o640
    assert parse_config(cfg.read_text(), cfg).config.tables.overrides["sys_user"].class_name == "User"
    again = patch_file(cfg, [Edit("set", ("tables", "sys_user", "class_name"), "User")])
    assert not again.changed and not again.written and again.diff == ""


def test_a_patch_may_leave_an_existing_problem_but_not_add_one(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(HANDMADE.replace('output = "out"', 'output = "out"\ncolour = "red"'), encoding="utf-8")
    patch_file(cfg, [Edit("set", ("project", "author"), "Ada")])  # the old problem stays, allowed
    with pytest.raises(ConfigError, match="unknown key"):
        patch_file(cfg, [Edit("set", ("project", "shade"), "blue")])
    patch_file(cfg, [Edit("unset", ("project", "colour"))])  # fixing it is fine
    parse_config(cfg.read_text(), cfg)


def test_unset_environment_variables_do_not_block_a_patch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GENIX_I7_UNSET_PW", raising=False)
    cfg = tmp_path / "genix.toml"
    cfg.write_text(HANDMADE.replace('# snapshot = "catalog.json"', 'password = "${GENIX_I7_UNSET_PW}"'))
    patch_file(cfg, [Edit("set", ("project", "author"), "Ada")])
    assert 'author = "Ada"' in cfg.read_text()


def test_concurrent_patches_from_threads_lose_nothing(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(EXAMPLE, encoding="utf-8")
    errors: list[BaseException] = []

    def worker(i: int) -> None:
        try:
            for j in range(5):
                patch_file(cfg, [Edit("set", ("tables", f"t{i}_{j}", "class_name"), f"T{i}x{j}")])
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    overrides = parse_config(cfg.read_text(), cfg).config.tables.overrides
    assert {f"t{i}_{j}" for i in range(6) for j in range(5)} <= set(overrides)
    assert cfg.read_text().startswith(EXAMPLE.rstrip("\n"))


def test_concurrent_patches_from_processes_lose_nothing(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(EXAMPLE, encoding="utf-8")
    code = (
        "import sys; from pathlib import Path\n"
        "from dbjavagenix.config.patch import Edit, patch_file\n"
        "for j in range(5):\n"
        "    patch_file(Path(sys.argv[1]), [Edit('set', ('tables', f'p{sys.argv[2]}_{j}', 'path'), f'/p{j}')])\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", code, str(cfg), str(i)]) for i in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    overrides = parse_config(cfg.read_text(), cfg).config.tables.overrides
    assert {f"p{i}_{j}" for i in range(4) for j in range(5)} <= set(overrides)


def test_config_patch_tool_refuses_writes_in_a_read_only_session_but_previews(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(EXAMPLE, encoding="utf-8")
    env = ToolEnv(config=cfg, allow_writes=False, refused_hint="read-only test")
    edit = {"edits": [{"op": "set", "path": "project.author", "value": "Ada"}]}
    refused = registry().call(env, "config_patch", edit)
    assert not refused.ok and "read-only test" in refused.message and "dry_run" in refused.message
    preview = registry().call(env, "config_patch", {**edit, "dry_run": True})
    assert preview.ok and preview.data is not None and '+author = "Ada"' in preview.data["diff"]
    assert cfg.read_text() == EXAMPLE
