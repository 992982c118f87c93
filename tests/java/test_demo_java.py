"""The bundled demo runs in the README's two commands: ``genix build -c genix.toml.example``
leaves a Maven project in ``demo-out/`` (``project.scaffold``), and ``cd demo-out && mvn
spring-boot:run`` serves every endpoint of it on SQLite: every list endpoint (read from the
application's own OpenAPI document, not listed here) answers 200, and a row with bytes in its
BLOB column is created and read back unchanged.

Nothing is mocked: the repository's demo config and schema, Maven, Spring Boot and the SQLite
JDBC driver are the real ones.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import need
from tests.java.api_document import assert_served_as_written
from tests.java.java_harness import free_port, genix, http, tail
from tests.java.ts_client import check_client, resolve, sample

pytestmark = pytest.mark.java

REPO = Path(__file__).resolve().parents[2]


def _demo_copy(dest: Path) -> Path:
    """The repository's demo as a new user has it: the config and examples/demo, nothing built."""
    dest.mkdir()
    shutil.copy(REPO / "genix.toml.example", dest / "genix.toml.example")
    shutil.copytree(
        REPO / "examples" / "demo", dest / "examples" / "demo", ignore=shutil.ignore_patterns("*.db")
    )
    return dest


def test_demo_runs_in_two_commands(tmp_path: Path) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    here = _demo_copy(tmp_path / "demo")
    cfg = here / "genix.toml.example"  # schema text that Spring would resolve, were it not inert
    cfg.write_text(
        cfg.read_text().replace(
            "[tables.v_product_sales]\n",
            f"[tables.shop_order]\ncomment = {json.dumps(PLACEHOLDERS)}\n\n[tables.v_product_sales]\n",
        )
        + "\n[layers.openapi]\nenabled = true\n"  # the document as a file, compared with the served one
        + "\n[frontend]\nenabled = true\n"  # the typed client and the pages, driven against the app below
        # codes a comment documents: a select and a tag in the pages
        + '\n[tables.shop_order.columns.status]\ncomment = "Status: NEW=New, PAID=Paid, SHIPPED=Shipped"\n'
        # a relation: a product's category is picked by name in the pages
        + '\n[tables.shop_product.relations.category]\ntable = "shop_category"\ncolumns = ["category_id"]\n'
    )
    env = dict(os.environ)
    r = genix(["build", "-c", "genix.toml.example"], here, env)
    assert r.returncode == 0, r.stdout + r.stderr
    app = here / "demo-out"
    assert (app / "pom.xml").is_file(), "the first build leaves a Maven project"
    assert "cd demo-out && mvn spring-boot:run" in r.stdout, r.stdout  # the next step it names

    port = free_port()
    cmd = ["mvn", "-B", "-ntp", "spring-boot:run"]
    if os.environ.get("GENIX_MVN_OFFLINE"):
        cmd.insert(1, "-o")
    log = tmp_path / "run.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            cmd,
            cwd=app,
            env=env | {"SERVER_PORT": str(port)},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # mvn forks the application: stop the whole group
        )
        base = f"http://127.0.0.1:{port}"
        try:
            paths = _wait_for_api(proc, base, log)
            assert_served_as_written(app, base)  # the build's openapi.json, with the table comment's text
            _placeholders_stay_text(base, tmp_path / "ts")
            # every GET that needs no parameter (the lists; a lookup by unique key needs its value)
            lists = sorted(p for p, ops in paths.items() if "{" not in p and "/by-" not in p and "get" in ops)
            assert len(lists) >= 10, lists  # the demo's 10 tables and its view
            assert len(lists) >= 11, lists  # 10 tables and a view
            failed = {}
            for p in lists:
                status, body = http("GET", base + p)
                if status != 200:
                    failed[p] = (status, body)
            assert not failed, f"{failed}\n{tail(log)}"

            avatar = bytes(range(256)) + b"\x00demo"
            user = {
                "username": "i21-blob",
                "passwordHash": "x",
                "isActive": True,
                "avatar": base64.b64encode(avatar).decode(),
                "createdAt": "2026-01-02T03:04:05",
            }
            status, created = http("POST", base + "/api/sys-user", user)
            assert status in (200, 201), (status, created, tail(log))
            status, page = http("GET", base + "/api/sys-user")
            assert status == 200, (status, page)
            rows = [u for u in page["data"]["items"] if u["username"] == "i21-blob"]
            assert len(rows) == 1, page
            assert base64.b64decode(rows[0]["avatar"]) == avatar
            _secrets_survive_writes(base, here / "examples" / "demo" / "demo.db", rows[0])
            _text_keys_are_never_shadowed(base)
            _the_typed_client_round_trips(
                base, app / "frontend" / "src" / "api", here / "examples" / "demo" / "demo.db"
            )
            _the_pages_work_in_a_browser(base, app / "frontend", here / "examples" / "demo" / "demo.db")
        finally:
            _stop(proc)


def _secrets_survive_writes(base: str, db: Path, user: dict[str, object]) -> None:
    """``password_hash`` is sensitive by default: never served, and kept by a PATCH of another
    field and by a PUT of what GET served (issue 27: a profile edit erased the hash)."""
    import sqlite3

    def stored() -> tuple[object, ...]:
        with sqlite3.connect(db) as c:
            return tuple(
                c.execute("SELECT password_hash, email FROM sys_user WHERE id = ?", (user["id"],)).fetchone()
            )

    assert "passwordHash" not in user, user
    assert stored() == ("x", None)
    status, body = http("PATCH", f"{base}/api/sys-user/{user['id']}", {"email": "p@example.com"})
    assert status == 200, body
    assert stored() == ("x", "p@example.com")
    status, body = http(
        "PUT", f"{base}/api/sys-user/{user['id']}", {k: v for k, v in user.items() if k != "id"}
    )
    assert status == 200, body
    assert stored() == ("x", None)  # a replace writes every field it serves (email: null) but the secret


def _text_keys_are_never_shadowed(base: str) -> None:
    """A text key may be ``count`` or ``query``: its row is reachable, and the collection's own
    endpoints sit one level down (``/-/count``; issue 27 point 3)."""
    for word in ("count", "query", "exists"):
        status, body = http("POST", f"{base}/api/setting", {"key": word, "value": word})
        assert status in (200, 201), body
        status, body = http("GET", f"{base}/api/setting/{word}")
        assert status == 200 and body["data"]["value"] == word, body
    status, body = http("GET", f"{base}/api/setting/-/count?key=count")
    assert status == 200 and body["data"] == 1, body


PLACEHOLDERS = "Orders ${spring.datasource.url} #{1+2} ${DB_PASSWORD:fallback} $${x}"
"""A table comment full of Spring placeholders and SpEL (issue 38): /v3/api-docs must print it
(as genix.toml means it: ``$${`` is the file's own escape for ``${``)."""
COMMENT = PLACEHOLDERS.replace("$${", "${")


CLIENT_SCRIPT = """import { ApiError, setBaseUrl } from "./request";
import { sysUserCreate, sysUserDelete, sysUserGet, sysUserPatch, sysUserQuery } from "./SysUser";
import { shopProductList } from "./ShopProduct";

declare const process: { argv: string[]; exit(code: number): never };

async function main(): Promise<void> {
  setBaseUrl(process.argv[2]);
  const created = await sysUserCreate({ username: "ts-client", passwordHash: "h1", email: "t@example.com", isActive: true });
  const id = created.id!;
  const got = await sysUserGet(id);
  const patched = await sysUserPatch(id, { email: "u@example.com" });
  const page = await sysUserQuery({ usernameLike: "ts-cl", sort: "-id" });
  const products = await shopProductList({ page: 1, size: 2 });
  let missing = 0;
  try {
    await sysUserGet(987654321);
  } catch (e) {
    missing = e instanceof ApiError ? e.status : -1;
  }
  let invalid: Record<string, string> = {};
  try {
    await sysUserCreate({ username: "", passwordHash: "h" });
  } catch (e) {
    invalid = e instanceof ApiError ? { status: String(e.status), ...e.fieldErrors } : {};
  }
  console.log(JSON.stringify({ created, got, patched, total: page.total, products: products.items?.length, missing, invalid }));
  await sysUserDelete(id);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
"""


def _the_typed_client_round_trips(base: str, api: Path, db: Path) -> None:
    """The generated TypeScript client (``[frontend]``), compiled and run with Node against the
    app: a create, a read, a PATCH, a query, a page, a 404 and a 400 as ``ApiError``s, a delete;
    each write read back from the database (issue 31)."""
    import sqlite3

    from tests.java.ts_client import run_generated

    out = json.loads(run_generated(api, CLIENT_SCRIPT, base))
    created, got, patched = out["created"], out["got"], out["patched"]
    assert "passwordHash" not in created and created["username"] == "ts-client", out
    assert got == created and patched["email"] == "u@example.com", out
    assert out["total"] == 1 and out["products"] == 2 and out["missing"] == 404, out
    assert out["invalid"].get("status") == "400" and "username" in out["invalid"], out
    with sqlite3.connect(db) as c:
        assert (
            c.execute("SELECT 1 FROM sys_user WHERE id = ?", (created["id"],)).fetchone() is None
        )  # deleted
    status, _ = http("GET", f"{base}/api/sys-user/{created['id']}")
    assert status == 404


def _the_pages_work_in_a_browser(base: str, front: Path, db: Path) -> None:
    """The admin pages (``[frontend] pages``), built with ``npm run build``'s tools and served
    by ``vite preview`` (the API proxied to the app), driven in headless chromium as a user
    does: a create refused in the form, then saved; an edit; a search; a duplicate refused by
    the server, its message shown; a delete. Each write is read back from the database: the
    edit changed the one field and kept the secret (issue 31)."""
    import sqlite3

    from tests.java.vue_pages import build, drive

    def stored() -> list[tuple[object, ...]]:
        with sqlite3.connect(db) as c:
            return c.execute(
                "SELECT password_hash, email, is_active FROM sys_user WHERE username = 'browser-user'"
            ).fetchall()

    build(front)
    port = free_port()
    modules = front / "node_modules"
    preview = subprocess.Popen(
        [
            str(modules / ".bin" / "vite"),
            "preview",
            "--port",
            str(port),
            "--strictPort",
            "--host",
            "127.0.0.1",
        ],
        cwd=front,
        env=dict(os.environ) | {"API_URL": base},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url + "/", timeout=5) as page:
                    if b'<div id="app">' in page.read():
                        break
            except OSError:
                pass
            assert time.monotonic() < deadline and preview.poll() is None, "vite preview did not start"
            time.sleep(0.5)
        out = drive(front, url, "create", "hash-typed-in-the-browser")
        assert any("required" in e for e in out["refused"]), out  # type: ignore[union-attr]
        assert stored() == [("hash-typed-in-the-browser", None, 1)], stored()
        out = drive(front, url, "edit", "browser@example.com")
        assert out["secretShown"] == "", out  # never sent to the page
        assert stored() == [("hash-typed-in-the-browser", "browser@example.com", 1)], stored()
        out = drive(front, url, "search", "browser-u")
        assert out["rows"] == 1, out
        out = drive(front, url, "duplicate")
        assert out["stillOpen"] == 1 and out["message"], out
        assert len(stored()) == 1
        drive(front, url, "delete")
        assert stored() == [], stored()

        # a key a JavaScript number cannot hold: read as its exact text, the right row deleted
        # (rounded, 9007199254740993 would be 9007199254740992: the decoy)
        with sqlite3.connect(db) as c:
            c.execute(
                "INSERT INTO sys_role (id, code, name) VALUES (9007199254740992, 'BIG_DECOY', 'decoy'),"
                " (9007199254740993, 'BIG_TARGET', 'target')"
            )
        out = drive(front, url, "big")
        assert "9007199254740993" in out["cells"], out  # type: ignore[operator]
        with sqlite3.connect(db) as c:
            left = c.execute(
                "SELECT id, code FROM sys_role WHERE id > 9007199254740000 ORDER BY id"
            ).fetchall()
            c.execute("DELETE FROM sys_role WHERE id > 9007199254740000")
        assert left == [(9007199254740992, "BIG_DECOY")], left

        # a number past 2^53 in a field an edit does not touch: shown and stored exactly
        # (a number input would round it to 9007199254740992 and the edit would send that)
        with sqlite3.connect(db) as c:
            c.execute(
                "INSERT INTO shop_category (id, name, sort_order) VALUES (990, 'BIG_SORT', 9007199254740993)"
            )
        out = drive(front, url, "bigEdit", "BIG_SORT renamed")
        with sqlite3.connect(db) as c:
            kept = c.execute("SELECT name, sort_order FROM shop_category WHERE id = 990").fetchall()
            c.execute("DELETE FROM shop_category WHERE id = 990")
        assert "9007199254740993" in out["cells"] and out["shown"] == "9007199254740993", out  # type: ignore[operator]
        assert kept == [("BIG_SORT renamed", 9007199254740993)], kept

        out = drive(front, url, "order")
        assert out["tag"] == "Paid (PAID)", out
        with sqlite3.connect(db) as c:
            row = c.execute(
                "SELECT user_id, status, ordered_at FROM shop_order WHERE order_no = 'SO-BROWSER-1'"
            ).fetchone()
        assert row is not None and row[:2] == (2, "SHIPPED") and str(row[2]).startswith("2026-04-01"), row
        assert len(out["shipped"]) == 1 and "SO-BROWSER-1" in out["shipped"][0], out  # type: ignore[index, arg-type]
        assert len(out["inApril"]) == 1 and "SO-BROWSER-1" in out["inApril"][0], out  # type: ignore[index, arg-type]
        # a number range (50 to 100): the seeded order of 79.90, not the new one (0)
        assert len(out["from50to100"]) == 1 and "SO-2026-0001" in out["from50to100"][0], out  # type: ignore[index, arg-type]
        assert out["firstByOrderNoDesc"] == "SO-BROWSER-1", out  # 'SO-B…' sorts after 'SO-2…'

        # a reference picked from the related rows, found by name (a many-to-one relation)
        out = drive(front, url, "product")
        assert out["options"] == ["Databases (2)"], out
        with sqlite3.connect(db) as c:
            product = c.execute(
                "SELECT category_id, name, price FROM shop_product WHERE sku = 'BK-BROWSER-1'"
            ).fetchone()
        assert product == (2, "Browser-made book", 12.5), product

        with sqlite3.connect(db) as c:
            links = c.execute("SELECT user_id, role_id FROM sys_user_role ORDER BY 1, 2").fetchall()
        drive(front, url, "link")
        with sqlite3.connect(db) as c:
            now = c.execute("SELECT user_id, role_id FROM sys_user_role ORDER BY 1, 2").fetchall()
        assert now == sorted([*links, (1, 2)]), now
        drive(front, url, "unlink")
        with sqlite3.connect(db) as c:
            assert c.execute("SELECT user_id, role_id FROM sys_user_role ORDER BY 1, 2").fetchall() == links

        for i in range(25):  # a second page
            status, _ = http(
                "POST", base + "/api/sys-user", {"username": f"page-{i:02}", "passwordHash": "x"}
            )
            assert status in (200, 201), status
        with sqlite3.connect(db) as c:
            (users,) = c.execute("SELECT COUNT(*) FROM sys_user").fetchone()
        out = drive(front, url, "paging")
        assert out["total"] == f"Total {users}" and out["rows"] == users - 20, (out, users)
        if os.environ.get("GENIX_SCREENSHOTS"):  # the README's pictures: one command, see there
            drive(front, url, "screenshots", str(Path(os.environ["GENIX_SCREENSHOTS"]).resolve()))
    finally:
        os.killpg(preview.pid, signal.SIGTERM)
        preview.wait(timeout=30)


def _placeholders_stay_text(base: str, ts: Path) -> None:
    """springdoc resolves the texts of tags and operations: the comment comes back as written,
    and no value of the environment (the datasource URL, a default) appears in the document."""
    status, doc = http("GET", base + "/v3/api-docs")
    assert status == 200, doc
    assert isinstance(doc, dict)
    text = json.dumps(doc, ensure_ascii=False)
    assert "jdbc:" not in text and "fallback}" in text and "3}" not in text.replace("1+2}", ""), text
    tags = {t["name"] for t in doc.get("tags", [])} | {
        t for ops in doc["paths"].values() for op in ops.values() for t in op.get("tags", [])
    }
    assert COMMENT in tags, sorted(tags)
    # stable operation ids (issue 27 point 7): genix's own, none numbered by springdoc
    ids = [op.get("operationId", "") for ops in doc["paths"].values() for op in ops.values()]
    assert len(ids) == len(set(ids)) and "shopOrderGet" in ids and "sysUserGetByUsername" in ids, ids
    assert not [i for i in ids if re.search(r"_\d+$", i)], ids
    summaries = {op.get("summary") for ops in doc["paths"].values() for op in ops.values()}
    assert f"Get one {COMMENT}" in summaries, sorted(s for s in summaries if s)
    _contract_for_clients(doc)
    _typed_client(doc, ts)


def _typed_client(doc: dict[str, Any], work: Path) -> None:
    """A TypeScript client generated from the document type-checks a call to every operation,
    and refuses the calls a client must not make (issue 27 point 7)."""
    post = doc["paths"]["/api/shop-order"]["post"]
    body_ref = post["requestBody"]["content"]["application/json"]["schema"]
    body = resolve(doc, body_ref)
    full = sample(doc, body_ref)
    assert isinstance(full, dict) and body.get("required"), body  # NOT NULL columns are required
    missing = {k: v for k, v in full.items() if k != body["required"][0]}
    key = resolve(doc, doc["paths"]["/api/shop-order/{id}"]["get"]["parameters"][0]["schema"])
    assert key.get("type") == "integer", key
    negatives = [
        'await api.GET("/api/shop-orderz/{id}", { params: { path: { id: 1 } } });',
        'await api.GET("/api/shop-order/{id}", { params: { path: { id: "one" } } });',
        f'await api.POST("/api/shop-order", {{ body: {json.dumps(missing)} }});',
        'await api.GET("/api/shop-order/-/query", { params: { query: { page: "first" } } });',
    ]
    relations = [n for n, spec in body.get("properties", {}).items() if spec.get("readOnly")]
    if relations:  # the server's: a client sending one does not type-check
        negatives.append(
            f'await api.POST("/api/shop-order", {{ body: {json.dumps(full | {relations[0]: []})} }});'
        )
    assert check_client(doc, work, negatives) >= 50


def _contract_for_clients(doc: dict[str, Any]) -> None:
    """The document is enough to generate a client (issue 27 point 7): every status documented
    with its schema, the list query's criteria as query parameters, relations read-only."""
    paths = doc["paths"]

    def responses(path: str, method: str) -> dict[str, Any]:
        found: dict[str, Any] = paths[path][method]["responses"]
        return found

    def schema(response: dict[str, Any]) -> object:
        return [c.get("schema") for c in response.get("content", {}).values()]

    post = responses("/api/shop-order", "post")
    assert "201" in post and "200" not in post, post
    assert schema(post["201"]) and schema(post["201"]) != schema(post["400"]), post  # the row, not the error
    delete = responses("/api/shop-order/{id}", "delete")
    assert "204" in delete and not delete["204"].get("content"), delete
    for path, method, codes in (
        ("/api/shop-order/{id}", "get", {"200", "400", "404"}),
        ("/api/shop-order/{id}", "put", {"200", "400", "404", "409", "422"}),
        ("/api/shop-order/{id}", "patch", {"200", "400", "404", "409", "422"}),
        ("/api/shop-order/{id}", "delete", {"204", "400", "404", "409"}),
        ("/api/shop-order", "post", {"201", "400", "409", "422"}),
        ("/api/shop-order", "get", {"200", "400"}),
    ):
        found = responses(path, method)
        assert set(found) == codes, (path, method, sorted(found))
        for code in codes - {"204"}:
            assert schema(found[code]) and all(schema(found[code])), (path, method, code, found[code])
    error = schema(responses("/api/shop-order/{id}", "get")["404"])
    assert error == [{"$ref": "#/components/schemas/Result"}], error  # the one error body
    assert "Result" in doc["components"]["schemas"], sorted(doc["components"]["schemas"])

    # the list query's criteria are query parameters a client sets one by one
    query = [p for p in paths if p.endswith("/-/query")]
    assert query, sorted(paths)
    for path in query:
        params = paths[path]["get"].get("parameters", [])
        names = {p["name"] for p in params}
        assert {"sort", "page", "size"} <= names, (path, names)
        assert all(p["in"] == "query" for p in params), (path, params)
        assert not [p["name"] for p in params if p.get("required")], (path, params)
    # a plain list needs no parameter: its filter is optional, documented field by field or whole
    for path, ops in paths.items():
        if "{" not in path and "/by-" not in path and "get" in ops:  # by-KEY: a lookup, not a list
            required = [p["name"] for p in ops["get"].get("parameters", []) if p.get("required")]
            assert not required, (path, required)
    # relation properties (when the demo has any) are the server's: read-only in every schema
    for name, model in doc["components"]["schemas"].items():
        for prop, spec in model.get("properties", {}).items():
            if (spec.get("type") == "array" and "$ref" in spec.get("items", {})) or "$ref" in spec:
                if name.startswith(("Result", "PageResult")):
                    continue
                assert spec.get("readOnly") is True, (name, prop, spec)


def _wait_for_api(proc: subprocess.Popen[bytes], base: str, log: Path) -> dict[str, dict[str, object]]:
    """The application's OpenAPI paths once it answers (it has 300 s: Maven, then Spring)."""
    deadline = time.monotonic() + 300
    while True:
        if proc.poll() is not None:
            raise AssertionError(f"mvn spring-boot:run exited ({proc.returncode}):\n{tail(log)}")
        try:
            status, doc = http("GET", base + "/v3/api-docs")
            if status == 200 and isinstance(doc, dict):
                paths: dict[str, dict[str, object]] = doc["paths"]
                return paths
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"the demo did not answer in 300 s:\n{tail(log)}")
        time.sleep(0.5)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop Maven and the application it forked (the process group this test started)."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
    try:
        os.killpg(proc.pid, signal.SIGTERM)  # the forked application, should it outlive mvn
    except ProcessLookupError:
        pass
