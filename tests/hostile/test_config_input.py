"""Broken or careless genix.toml files and environments: one located message each, exit 2,
and nothing written (no output folder appears)."""

from __future__ import annotations

import pytest

from tests.hostile.harness import Project, same

BUILD = ("build",)


def _fails(proj: Project, *fragments: str, code: int = 2, env: dict[str, str] | None = None) -> None:
    before = proj.tree()
    proj.genix(*BUILD, env=env).expect(code, "error: ", *fragments)
    same(before, proj.tree())


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        (
            '[project]\nbase_package = "a.b"\noutput = "x"\noutput = "y"\n',
            "genix.toml:4:1",
            "key `output` is defined twice",
        ),
        (
            '[project]\nbase_package = "a.b"\noutput = "x"\noutput.x = 1\n',
            "genix.toml:4:1",
            "key `output` is defined twice",
        ),
        (
            '[project]\nbase_package = "a.b"\n[tables]\ninclude = ["users"]\n[tables.include]\nx = 1\n',
            "genix.toml:5:",
            "`tables.include` is defined twice",
        ),
        (
            '[project]\nbase_package = "a.b"\n[project]\noutput = "y"\n',
            "genix.toml:3:2",
            "key `project` is defined twice",
        ),
        (
            '[project]\nbase_package = "a.b"\nprefix_packages = { a = "x", a = "y" }\n',
            "genix.toml:3:",
            "key `a` is defined twice",
        ),
    ],
    ids=["key-twice", "value-and-dotted", "value-and-table", "table-twice", "inline-twice"],
)
def test_duplicate_keys(proj: Project, text: str, where: str, what: str) -> None:
    proj.write("genix.toml", text + '[connections.main]\nurl = "sqlite:///app.db"\n')
    _fails(proj, where, what, "hint: each key and [table] may appear once")


def test_utf8_byte_order_mark_is_read(proj: Project) -> None:
    path = proj.config()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    proj.genix("plan").expect(0, "to create")


def test_utf16_file(proj: Project) -> None:
    path = proj.config()
    path.write_bytes(path.read_text(encoding="utf-8").encode("utf-16"))
    _fails(proj, "genix.toml: the config file is UTF-16; genix reads UTF-8", "hint: save it as UTF-8")


def test_latin1_file(proj: Project) -> None:
    proj.config(project='author = "José"')
    path = proj.root / "genix.toml"
    path.write_bytes(path.read_text(encoding="utf-8").encode("latin-1"))
    _fails(proj, "genix.toml:4:14: the config file is not UTF-8 (byte 0xe9", "legacy encoding")


def test_config_symlink_loop(proj: Project) -> None:
    (proj.root / "loop.toml").symlink_to("loop.toml")
    before = proj.tree()
    proj.genix("build", "-c", "loop.toml").expect(2, "symbolic link that loops back on itself")
    same(before, proj.tree())


@pytest.mark.parametrize(
    ("name", "message", "hint"),
    [
        ("GENIX_PROJCT__LOMBOK", "unknown config section 'projct'", "did you mean GENIX_PROJECT__LOMBOK?"),
        (
            "GENIX_PROJECT_LOMBOK",
            "one underscore after the section",
            "two underscores: GENIX_PROJECT__LOMBOK",
        ),
        ("GENIX_TABLES_INCLUDE", "one underscore after the section", "GENIX_TABLES__INCLUDE"),
    ],
)
def test_misspelled_environment_override(proj: Project, name: str, message: str, hint: str) -> None:
    proj.config()
    _fails(proj, f"environment {name}: {message}", hint, env={name: "false"})


def test_other_genix_variables_are_not_config(proj: Project) -> None:
    proj.config()
    proj.genix("plan", env={"GENIX_TEST_WHATEVER": "1", "GENIX_MVN_OFFLINE": "1"}).expect(0)


def test_environment_list_that_is_not_json(proj: Project) -> None:
    proj.config()
    _fails(
        proj,
        "environment GENIX_TABLES__INCLUDE: a list or table given through the environment must be JSON",
        """GENIX_TABLES__INCLUDE='["users", "orders"]'""",
        env={"GENIX_TABLES__INCLUDE": "users"},
    )


def test_environment_list_as_json_works(proj: Project) -> None:
    proj.config()
    run = proj.genix("plan", env={"GENIX_TABLES__INCLUDE": '["users"]'}).expect(0)
    assert "UsersMapper" in run.stdout and "OrdersMapper" not in run.stdout


@pytest.mark.parametrize(
    ("dialect", "hint"), [("oracle", "dialects: mysql"), ("mysq", "did you mean [types.mysql]?")]
)
def test_types_for_an_unknown_dialect(proj: Project, dialect: str, hint: str) -> None:
    proj.config(f'[types.{dialect}]\nint = "Long"\n')
    _fails(proj, f"genix.toml:8:8: types.{dialect}: [types.{dialect}] names no dialect genix reads", hint)


@pytest.mark.parametrize("key", ["connect_timeout", "query_timeout"])
def test_timeout_beyond_a_day(proj: Project, key: str) -> None:
    proj.config(connection=f"{key} = 9999999999")
    _fails(proj, f"genix.toml:7:1: connections.main.{key}: Input should be less than or equal to 86400")


def test_config_is_a_folder(proj: Project) -> None:
    (proj.root / "conf").mkdir()
    before = proj.tree()
    proj.genix("build", "-c", "conf").expect(2)
    same(before, proj.tree())
