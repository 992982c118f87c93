"""Config values the generated Java cannot hold or Spring cannot start with: numbers outside a
Java int, two controller methods on one mapping (exit 2, located, naming both tables, nothing
written); roles that build but do nothing (one located warning each). Cases per key and per
limit."""

from __future__ import annotations

import pytest

from tests.hostile.harness import Project, same

INT_MIN, INT_MAX = -(2**31), 2**31 - 1

NUMBERS = {
    "api.query.max_page_size": (1, "[api.query]\nmax_page_size = {n}\ndefault_page_size = 1\n"),
    "api.query.default_page_size": (1, "[api.query]\ndefault_page_size = {n}\nmax_page_size = {max}\n"),
    "api.result.success_code": (INT_MIN, "[api.result]\nsuccess_code = {n}\n"),
}
"""Every config integer written into Java as an int literal: (its least value, the config)."""


def _refused(proj: Project, *fragments: str) -> None:
    before = proj.tree()
    run = proj.genix("build").expect(2, "error: ", *fragments)
    assert "internal error" not in run.text
    same(before, proj.tree())


def _numbers_config(key: str, n: int) -> str:
    return NUMBERS[key][1].format(n=n, max=max(n, 1))


@pytest.mark.parametrize("over", [1, 2**32, 10**20])
@pytest.mark.parametrize("key", NUMBERS)
def test_number_over_a_java_int(proj: Project, key: str, over: int) -> None:
    n = INT_MAX + over
    proj.config(_numbers_config(key, n))
    _refused(proj, f"genix.toml:9:1: {key}: {n} is not a", f"Java int (from {NUMBERS[key][0]} to {INT_MAX})")


@pytest.mark.parametrize("under", [1, 2**40])
@pytest.mark.parametrize("key", NUMBERS)
def test_number_under_its_least(proj: Project, key: str, under: int) -> None:
    n = NUMBERS[key][0] - under
    proj.config(_numbers_config(key, n))
    _refused(proj, f"{key}: {n} is not a", f"(from {NUMBERS[key][0]} to {INT_MAX})")


@pytest.mark.parametrize("bound", ["least", "most"])
@pytest.mark.parametrize("key", NUMBERS)
def test_number_at_a_bound_is_written(proj: Project, key: str, bound: str) -> None:
    n = NUMBERS[key][0] if bound == "least" else INT_MAX
    proj.config(_numbers_config(key, n))
    proj.genix("build").expect(0)
    if key.startswith("api.query"):
        java = proj.root / "out/src/main/java/com/example/demo/controller/UsersQueryController.java"
        assert f", {n}, " in java.read_text(encoding="utf-8") or f"{n})" in java.read_text(encoding="utf-8")


# -- controller mappings ------------------------------------------------------------------------

CLASHES = [
    # (config, the key reported, the message)
    (
        '[api]\nlist_path = "/query"\n',
        "api.list_path",
        "table 'orders' would map GET /api/orders/query twice (its list and its query endpoint)",
    ),
    (
        '[api]\nlist_path = "/count"\n',
        "api.list_path",
        "table 'users' would map GET /api/users/count twice (its list and its count endpoint)",
    ),
    (
        '[api]\nlist_path = "/exists"\n',
        "api.list_path",
        "table 'users' would map GET /api/users/exists twice (its list and its exists endpoint)",
    ),
    (
        '[api.query]\npath = "/count"\n',
        "api.query.path",
        "table 'users' would map GET /api/users/count twice (its query and its count endpoint)",
    ),
    (
        '[api.query]\npath = "/exists"\n',
        "api.query.path",
        "table 'orders' would map GET /api/orders/exists twice (its query and its exists endpoint)",
    ),
    (
        '[tables.orders]\npath = "/users/query"\n',
        "tables.orders.path",
        "the controllers of tables 'orders' (list) and 'users' (query) would both map GET /api/users/query",
    ),
    (
        '[tables.orders]\npath = "/users/count"\n',
        "tables.orders.path",
        "the controllers of tables 'orders' (list) and 'users' (count) would both map GET /api/users/count",
    ),
    (
        '[tables.orders]\npath = "/users/exists"\n',
        "tables.orders.path",
        "the controllers of tables 'orders' (list) and 'users' (exists) would both map GET /api/users/exists",
    ),
]


@pytest.mark.parametrize(("toml", "key", "message"), CLASHES)
@pytest.mark.parametrize("category", ["Default", "MybatisPlus", "sb35-java21"])
def test_two_endpoints_on_one_mapping(
    proj: Project, category: str, toml: str, key: str, message: str
) -> None:
    proj.config(toml, project=f'category = "{category}"')
    _refused(
        proj, f"{key}: {message}", "Spring refuses to start on an ambiguous mapping", "give the endpoints"
    )


@pytest.mark.parametrize(
    "toml",
    [
        '[api]\nlist_path = "/list"\n',
        '[api.query]\npath = "/search"\n',
        '[tables.orders]\npath = "/users/orders"\n',  # below users' path, on no mapping of its
        '[api]\nlist_path = "/query"\n[project]\nlist_queries = false\n',  # no query controller
    ],
)
def test_distinct_mappings_build(proj: Project, toml: str) -> None:
    if "[project]" in toml:
        rest, _, project = toml.partition("[project]\n")
        proj.config(rest, project=project)
    else:
        proj.config(toml)
    proj.genix("build").expect(0)


@pytest.mark.parametrize("list_path", ["/{id}", "/a b", "list", "/x/../y"])
def test_list_path_is_a_path(proj: Project, list_path: str) -> None:
    proj.config(f'[api]\nlist_path = "{list_path}"\n')
    _refused(proj, "api.list_path:", "is not a path such as /list")


# -- roles that build and do nothing ------------------------------------------------------------

VERSION_PLACES = {
    "column": ("tables.users.columns.note.role", '[tables.users.columns.note]\nrole = "version"\n'),
    "rule": ("rules.v.role", '[rules.v]\ncolumns = ["note"]\nrole = "version"\n'),
}


@pytest.mark.parametrize("place", VERSION_PLACES)
@pytest.mark.parametrize("category", ["MybatisPlus", "MybatisPlus-Mixed"])
def test_text_version_column_warns(proj: Project, category: str, place: str) -> None:
    key, toml = VERSION_PLACES[place]
    proj.config(toml, project=f'category = "{category}"')
    run = proj.genix("build").expect(0)
    assert run.stderr.count("warning: ") == 1, run.stderr
    assert (
        "warning: genix.toml:" in run.stderr
        and f": {key}: the version column 'note' of table 'users' is a String" in run.stderr
    )


@pytest.mark.parametrize("column_type", ["INTEGER", "BIGINT", "DATETIME"])
def test_countable_version_column_does_not_warn(proj: Project, column_type: str) -> None:
    proj.sql(f"CREATE TABLE v (id INTEGER PRIMARY KEY, ver {column_type});")
    proj.config('[tables.v.columns.ver]\nrole = "version"\n', project='category = "MybatisPlus"')
    run = proj.genix("build").expect(0)
    assert "warning" not in run.stderr, run.stderr


@pytest.mark.parametrize("role", ["fill-on-insert", "fill-on-update", "fill-on-insert-update"])
@pytest.mark.parametrize("place", ["column", "rule"])
def test_fill_role_on_the_key_warns(proj: Project, role: str, place: str) -> None:
    if place == "column":
        key, toml = "tables.users.columns.id.role", f'[tables.users.columns.id]\nrole = "{role}"\n'
    else:
        key, toml = (
            "rules.audit.role",
            f'[rules.audit]\ncolumns = ["id"]\ntables = ["users"]\nrole = "{role}"\n',
        )
    proj.config(toml, project='category = "MybatisPlus"')
    run = proj.genix("build").expect(0)
    assert run.stderr.count("warning: ") == 1, run.stderr
    assert f": {key}: the key column 'id' of table 'users' has the role '{role}'" in run.stderr


def test_fill_role_on_a_configured_key_warns(proj: Project) -> None:
    proj.sql("CREATE TABLE k (code TEXT NOT NULL UNIQUE, v TEXT);")
    proj.config('[tables.k]\nkey = ["code"]\n[tables.k.columns.code]\nrole = "fill-on-insert"\n')
    run = proj.genix("build").expect(0)
    assert "the key column 'code' of table 'k' has the role 'fill-on-insert'" in run.stderr


@pytest.mark.parametrize(
    ("path", "message"),
    [
        (
            "/users/batch",
            "the controllers of tables 'orders' (create) and 'users' (batch create) would both map POST",
        ),
        ("/users", "the controllers of tables 'orders' and 'users' would both answer /api/users"),
    ],
)
def test_a_category_s_own_endpoints_are_mappings_too(proj: Project, path: str, message: str) -> None:
    """MybatisPlus-Mixed adds ``POST {path}/batch`` and ``PUT {path}`` to every controller."""
    proj.config(f'[tables.orders]\npath = "{path}"\n', project='category = "MybatisPlus-Mixed"')
    _refused(proj, "tables.", message)
