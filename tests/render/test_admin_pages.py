"""The admin pages (``[frontend] pages``, issue 31): a Vue 3 + Element Plus page per table and the
Vite project around them, type-checked by the real ``vue-tsc`` (strict) and bundled by the real
``vite build`` in every category; texts from the schema stay text; the files around the pages
are the team's after the first build. That the pages create, edit and delete rows in a browser
against the running application is proven by the demo's boot (``tests/java/test_demo_java.py``)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dbjavagenix.cli import main
from tests.conftest import need
from tests.java.vue_pages import build, run, typecheck
from tests.test_build import demo

__all__ = ["demo"]

ON = "\n[frontend]\nenabled = true\n"
TABLES = 11  # the demo's 10 tables and its view


def genix(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def _config(demo: Path, category: str = "Default", extra: str = ON) -> Path:
    cfg = demo / "genix.toml"
    text = cfg.read_text(encoding="utf-8").replace('category = "Default"', f'category = "{category}"')
    cfg.write_text(text + extra, encoding="utf-8")
    return demo / "out" / "frontend"


@pytest.mark.parametrize("category", ["Default", "MybatisPlus-Mixed", "sb35-java21"])
def test_every_table_has_a_page_that_type_checks_and_bundles(demo: Path, category: str) -> None:
    front = _config(demo, category)
    r = genix("build")
    assert r.exit_code == 0, r.output
    pages = sorted(p.stem for p in (front / "src" / "views").glob("*.vue"))
    assert len(pages) == TABLES and "SysUserPage" in pages, pages
    routes = (front / "src" / "router" / "routes.ts").read_text(encoding="utf-8")
    assert sorted(re.findall(r'import\("\.\./views/(\w+)\.vue"\)', routes)) == pages
    dist = build(front)  # vue-tsc --noEmit (strict), then vite build
    assert (dist / "index.html").is_file()
    assert len(list((dist / "assets").glob("*Page-*.js"))) == TABLES  # a chunk per page (lazy routes)


def test_a_page_calls_the_client_and_never_shows_a_secret(demo: Path) -> None:
    front = _config(demo)
    assert genix("build").exit_code == 0
    page = (front / "src" / "views" / "SysUserPage.vue").read_text(encoding="utf-8")
    # the list query (filters, sort, page) and the writes, all through the typed module
    assert "import { sysUserQuery, sysUserCreate, sysUserPatch, sysUserDelete, type SysUser" in page
    # the write-only secret: no column, required on create only, sent on edit only when typed
    assert 'prop="passwordHash"' not in page.split("<el-dialog")[0]
    assert "passwordHash: editing.value ? [] : [{ required: true" in page
    assert "if (form.value.passwordHash) {\n        changes.passwordHash" in page
    # an edit is a PATCH of the changed fields; the key from the row
    assert "await sysUserPatch(row.id as number | string, changes);" in page
    # a composite key: both parts; a table without a key: no edit, no delete
    link = (front / "src" / "views" / "SysUserRolePage.vue").read_text(encoding="utf-8")
    assert "sysUserRoleDelete(row.userId as number | string, row.roleId as number | string)" in link
    log = (front / "src" / "views" / "SysOperationLogPage.vue").read_text(encoding="utf-8")
    assert "Patch" not in log and "Delete(" not in log and "sysOperationLogCreate" in log
    # a view: read only
    view = (front / "src" / "views" / "ProductSalesPage.vue").read_text(encoding="utf-8")
    assert "productSalesCreate" not in view and "<el-dialog" not in view


HOSTILE = '</script><img src=x onerror=alert(1)> {{ 7*7 }} "quoted" \u2028'


def test_texts_from_the_schema_stay_text(demo: Path) -> None:
    """A comment is data: it reaches the page as a string literal, never as markup, a Vue
    interpolation or the end of the script block; the page still type-checks and bundles."""
    front = _config(
        demo,
        extra=ON
        + f"\n[tables.sys_role]\ncomment = {json.dumps(HOSTILE)}\n"
        + f"\n[tables.sys_role.columns.name]\ncomment = {json.dumps(HOSTILE)}\n",
    )
    r = genix("build")
    assert r.exit_code == 0, r.output
    page = (front / "src" / "views" / "SysRolePage.vue").read_text(encoding="utf-8")
    assert page.count("</script>") == 1 and "<img" not in page
    assert "{{" not in page.split("</script>")[1]  # no interpolation in the markup: bound names only
    assert '"\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e' in page  # the label, as a literal
    routes = (front / "src" / "router" / "routes.ts").read_text(encoding="utf-8")
    assert "<img" not in routes
    build(front)


CHECKS = """
[tables.sys_user.columns.email]
constraints = ["@Email"]
[tables.sys_role.columns.code]
constraints = ['@Pattern(regexp = "[A-Z_]+")']
[tables.sys_role.columns.name]
constraints = ['@Pattern(regexp = "(?i)admin.*")']
[tables.shop_review.columns.rating]
constraints = ["@Min(1)", "@Max(5)"]
[tables.shop_category.columns.sort_order]
constraints = ["@Min(0)", "@Max(99999999999L)"]
"""

DIGITS_CHECK = """
const fs = require("fs");
const ts = require(process.argv[2] + "/typescript");
const load = (file, deps) => {
  const src = fs.readFileSync(file, "utf8");
  const js = ts.transpileModule(src, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
  const m = { exports: {} };
  new Function("module", "exports", "require", js)(m, m.exports, (name) => deps[name]);
  return m.exports;
};
const request = load("src/api/request.ts", {});
const m = load("src/views/pageSupport.ts", { "element-plus": { ElMessage: {} }, "../api/request": request });
const digits = m.digits(8, 2, "too many digits");
const out = {};
for (const v of [34.9, 12345678.99, 123456789, 0.125, -99.5, 1e21, null, "7.10"]) {
  digits(null, v, (e) => { out[String(v)] = e ? e.message : "ok"; });
}
out.pattern = String(m.pattern("^(?:[A-Z_]+)$").test("ROLE_ADMIN")) + " " + String(m.pattern("("));
// a JSON number read exactly: its text only where a number stands for another decimal
out.exact = ["9007199254740993", "9007199254740992", "0.30000000000000004", "34.90", "1.0E10", "-0",
  "12345678901234567.89", "1e-7", "0.0000001", "123456789012345678901234567890"].map((t) => request.exactNumber(t));
// numbers edited as text, as a save sends them
out.raw = typeof JSON.rawJSON === "function";
out.sent = JSON.stringify(m.numerics({ id: "9007199254740993", price: "12.50", n: " 7 ", e: "", name: "x", k: 5 }, ["id", "price", "n", "e", "k"]));
const range = m.between(1, 5, "from 1 to 5");
out.between = ["3", "9", 5, "", "x"].map((v) => { let r; range(null, v, (e) => { r = e ? e.message : "ok"; }); return r; });
console.log(JSON.stringify(out));
"""


def test_the_servers_checks_are_the_forms(demo: Path) -> None:
    """The form checks what the server's bean validation will (a @Pattern on the whole value,
    @Min/@Max, @Email, a decimal's @Digits) before sending; a Java pattern JavaScript reads
    otherwise ((?i)) is left to the server."""
    front = _config(demo, extra=ON + CHECKS)
    r = genix("build")
    assert r.exit_code == 0, r.output
    views = front / "src" / "views"
    role = (views / "SysRolePage.vue").read_text(encoding="utf-8")
    assert (
        '{ pattern: pattern("^(?:[A-Z_]+)$"), message: labels.code + " does not have the expected form" },'
        in role
    )
    assert "(?i)" not in role and 'labels.name + " does not' not in role
    assert 'import { display, failed, pattern } from "./pageSupport";' in role
    user = (views / "SysUserPage.vue").read_text(encoding="utf-8")
    assert '{ type: "email", message: labels.email + " must be an email address" },' in user
    review = (views / "ShopReviewPage.vue").read_text(encoding="utf-8")
    assert '{ type: "number", min: 1, max: 5, message: labels.rating + " must be from 1 to 5" },' in review
    # a Long (SQLite's INTEGER) is edited as text: checked to be a whole number, then bounded
    category = (views / "ShopCategoryPage.vue").read_text(encoding="utf-8")
    assert (
        '{ pattern: pattern("^-?\\\\d+$"), message: labels.sortOrder + " must be a whole number" },'
        in category
    )
    assert "{ validator: between(0, 99999999999, labels.sortOrder + " in category
    assert "import { between, display, failed, numerics, pattern } from" in category
    product = (views / "ShopProductPage.vue").read_text(encoding="utf-8")
    assert "{ validator: digits(8, 2, labels.price + " in product
    modules = typecheck(front)
    (front / "digits-check.cjs").write_text(DIGITS_CHECK, encoding="utf-8")
    out = json.loads(run(["node", "digits-check.cjs", str(modules)], front).strip().splitlines()[-1])
    bad = "too many digits"
    assert out == {
        "34.9": "ok",
        "12345678.99": "ok",
        "123456789": bad,
        "0.125": bad,
        "-99.5": "ok",
        "1e+21": bad,
        "null": "ok",
        "7.10": "ok",
        "pattern": "true undefined",
        "exact": [
            "9007199254740993",
            9007199254740992,
            0.30000000000000004,
            34.9,
            10000000000,
            0,
            "12345678901234567.89",
            1e-7,
            1e-7,
            "123456789012345678901234567890",
        ],
        # a raw JSON number where Node has JSON.rawJSON (22 and up), else the digits as text
        "raw": out["raw"],
        "sent": '{"id":%s,"price":12.5,"n":7,"e":null,"name":"x","k":5}'
        % ("9007199254740993" if out["raw"] else '"9007199254740993"'),
        "between": ["ok", "from 1 to 5", "ok", "ok", "ok"],
    }, out


@pytest.mark.parametrize("category", ["Default", "MybatisPlus", "sb35-java21"])
def test_a_reference_is_picked_from_the_related_rows(demo: Path, category: str) -> None:
    """With relations (``[relations] foreign_keys``), a field referring to another table is a
    select of that table's rows, searched by their name through that table's own client module
    (its list query's ``…Like``), shown by name and key; every category's pages type-check."""
    front = _config(demo, category, extra=ON + "\n[relations]\nforeign_keys = true\n")
    r = genix("build")
    assert r.exit_code == 0, r.output
    product = (front / "src" / "views" / "ShopProductPage.vue").read_text(encoding="utf-8")
    assert 'import { shopCategoryQuery } from "../api/ShopCategory";' in product
    assert "await shopCategoryQuery({ nameLike: text || undefined, size: 50 });" in product
    assert ':remote-method="findPick0"' in product and '<el-select v-model="form.categoryId"' in product
    assert 'label: display(r.name) + " (" + display(r.id) + ")"' in product
    order = (front / "src" / "views" / "ShopOrderPage.vue").read_text(encoding="utf-8")
    assert "await sysUserQuery({ usernameLike: text || undefined, size: 50 });" in order
    # the search bar still filters by the key itself
    assert '<el-input v-model="filters.categoryId" inputmode="numeric" clearable />' in product
    typecheck(front)


def test_a_picker_asks_for_no_more_rows_than_the_page_limit(demo: Path) -> None:
    _config(demo, extra=ON + "\n[relations]\nforeign_keys = true\n\n[api.query]\nmax_page_size = 30\n")
    assert genix("build").exit_code == 0
    product = (demo / "out" / "frontend" / "src" / "views" / "ShopProductPage.vue").read_text(
        encoding="utf-8"
    )
    assert "await shopCategoryQuery({ nameLike: text || undefined, size: 30 });" in product


def test_pages_off_keeps_the_client_alone(demo: Path) -> None:
    front = _config(demo, extra=ON + "pages = false\n")
    assert genix("build").exit_code == 0
    assert (front / "src" / "api" / "SysUser.ts").is_file()
    assert not (front / "src" / "views").exists() and not (front / "package.json").exists()


def test_the_project_around_the_pages_is_the_teams_after_the_first_build(demo: Path) -> None:
    front = _config(demo)
    assert genix("build").exit_code == 0
    package = front / "package.json"
    ours = package.read_text(encoding="utf-8").replace('"name": "admin"', '"name": "our-admin"')
    package.write_text(ours, encoding="utf-8")
    (front / "src" / "App.vue").unlink()  # removed on purpose: written again when missing
    r = genix("build")
    assert r.exit_code == 0, r.output
    assert package.read_text(encoding="utf-8") == ours
    assert (front / "src" / "App.vue").is_file()


SQLITE = Path(os.environ.get("GENIX_TEST_SQLITE_DIR", "/tmp/genix-corpus-sqlite"))
SCHEMAS = [
    ("chinook", "Default"),
    ("sakila", "MybatisPlus"),
    ("spring-batch", "sb35-java21"),
    ("temporal", "Default"),  # 32 composite keys, binary ids, a CHECK-valued integer key
    ("ruoyi", "MybatisPlus-Mixed"),  # MariaDB: Chinese comments documenting codes
    ("hostile", "Default"),  # every class of identifier Java does not take as it is
]


@pytest.mark.slow
@pytest.mark.parametrize(("schema", "category"), SCHEMAS, ids=[s for s, _ in SCHEMAS])
def test_the_pages_of_real_schemas_type_check(tmp_path: Path, schema: str, category: str) -> None:
    """``vue-tsc`` reports no error on the pages of every shared corpus schema and of the
    hostile one (issue 31's target), relations on (their pickers)."""
    if schema == "hostile":
        import sqlite3

        from tests.java.hostile_schema import sqlite_ddl

        db = tmp_path / "hostile.sqlite"
        with sqlite3.connect(db) as c:
            c.executescript(sqlite_ddl())
        url = f"sqlite:///{db}"
    elif schema == "ruoyi":
        server = os.environ.get("GENIX_TEST_MYSQL_URL", "").strip().rstrip("/")
        need(bool(server), "a MariaDB/MySQL server (GENIX_TEST_MYSQL_URL)")
        url = f"{server}/ruoyi"
    else:
        db = SQLITE / f"{schema}.sqlite"
        need(db.is_file(), f"the shared corpus loaded into SQLite ({db})")
        url = f"sqlite:///{db}"
    (tmp_path / "genix.toml").write_text(
        f'[project]\noutput = "out"\nbase_package = "com.example.app"\ncategory = "{category}"\n\n'
        f"[connections.main]\nurl = {json.dumps(url)}\n"
        + "\n[relations]\nforeign_keys = true\nnaming = true\n"  # the pickers of every reference too
        + ON,
        encoding="utf-8",
    )
    r = CliRunner().invoke(main, ["build", "-c", str(tmp_path / "genix.toml")], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    front = tmp_path / "out" / "frontend"
    assert list((front / "src" / "views").glob("*.vue"))
    typecheck(front)


def test_an_unknown_framework_is_one_located_error_and_nothing_written(demo: Path) -> None:
    _config(demo, extra=ON + 'framework = "react"\n')
    r = genix("build")
    assert r.exit_code != 0
    assert (
        "genix.toml:" in r.output and "frontend.framework" in r.output and "vue-element-plus" in r.output
    ), r.output
    assert not (demo / "out").exists()
