"""The adoption proof, for real (marked ``java``):

* RuoYi-Vue (Boot 3), A/B: the untouched code base built and booted first, and RuoYi's own
  endpoints (:data:`TEAM_CALLS`: happy paths and every error path its global exception handler
  decides, as administrator and anonymously) answer the same once genix's classes are in it.
* RuoYi-Vue (Boot 3): the business tables of ``ruoyi_biz.sql`` generated from the live MariaDB
  schema with the ``ruoyi_boot3`` golden config (entity, mapper and XML in ``ruoyi-system``,
  controller in ``ruoyi-admin``, ``BaseEntity``/``BaseController``/``AjaxResult``/``TableDataInfo``,
  ``@PreAuthorize`` + ``@Log``), the same files as the golden tree; the reactor compiled and
  packaged; the real ``RuoYiApplication`` booted against MariaDB (RuoYi's own schema) and a
  Redis server; a login through RuoYi's ``/login`` (captcha off in ``sys_config``); CRUD over
  HTTP with its token, the values as MariaDB stores them, the logic delete writing ``'2'``, the
  password-like columns never answered.
* eladmin-mp (MyBatis-Plus, Boot 2.7): the ``eladmin_mp`` golden config generated and the
  reactor compiled with genix's classes in it: mappers, services and service implementations
  over a team's bases (the case's ``overlay/``: ``BaseMapperX<T> extends BaseMapper<T>``,
  ``BaseServiceImplX<M extends BaseMapperX<T>, T>``), ``Customer`` over its own base entity, and
  ``sys_job`` (``existing = "reuse"``) served by genix's service and controller over eladmin's own
  ``Job`` and ``JobMapper``, which stay as they were.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix.cli import main
from tests.adoption.conftest import BIZ_SQL
from tests.adoption.test_adoption_goldens import GOLDENS, copy_case, generated
from tests.conftest import REPO, SHARED, need
from tests.dbnames import db
from tests.java.java_harness import stop

pytestmark = pytest.mark.java
DB = db("genix_i14_ruoyi")
RUOYI_SQL = SHARED / "projects" / "src" / "ruoyi-vue-boot3" / "sql"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _server() -> Any:
    base = os.environ.get("GENIX_TEST_MYSQL_URL")
    need(bool(base), "MariaDB (GENIX_TEST_MYSQL_URL)")
    from sqlalchemy.engine import make_url

    return make_url(str(base))


def _mysql(sql: bytes | str, db: str | None = None) -> str:
    u = _server()
    cmd = ["mysql", "--protocol=TCP", "-h", u.host or "127.0.0.1", "-P", str(u.port or 3306)]
    cmd += ["-u", u.username or "root", "--default-character-set=utf8mb4", "-N", "-B"]
    if db:
        cmd.append(db)
    env = {**os.environ, "MYSQL_PWD": str(u.password or "")}
    data = sql.encode() if isinstance(sql, str) else sql
    r = subprocess.run(cmd, input=data, capture_output=True, env=env, check=False, timeout=300)
    assert r.returncode == 0, r.stderr.decode(errors="replace")[-2000:]
    return r.stdout.decode()


def _mvn(script: str, root: Path) -> None:
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    args = ["-o"] if os.environ.get("GENIX_MVN_OFFLINE") else []
    r = subprocess.run(
        ["bash", str(REPO / ".ci" / script), str(root), "-q", *args],
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    assert r.returncode == 0, r.stdout[-6000:] + r.stderr[-3000:]


@pytest.fixture(scope="module")
def ruoyi_db() -> Iterator[str]:
    """RuoYi's own schema and data plus the business tables, captcha off."""
    need(RUOYI_SQL.is_dir(), f"RuoYi's SQL {RUOYI_SQL}")
    _mysql(f"DROP DATABASE IF EXISTS `{DB}`; CREATE DATABASE `{DB}` CHARACTER SET utf8mb4")
    for f in (RUOYI_SQL / "ry_20260417.sql", RUOYI_SQL / "quartz.sql", BIZ_SQL):
        _mysql(f.read_bytes(), DB)
    _mysql("UPDATE sys_config SET config_value = 'false' WHERE config_key = 'sys.account.captchaEnabled'", DB)
    yield DB
    _mysql(f"DROP DATABASE IF EXISTS `{DB}`")


@pytest.fixture(scope="module")
def redis() -> Iterator[int]:
    """A Redis server of this test only (Debian's redis-server), on a free port."""
    exe = shutil.which("redis-server")
    need(exe is not None, "redis-server (Debian package redis-server)")
    assert exe is not None
    port = _free_port()
    proc = subprocess.Popen(
        [exe, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        yield port
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _build_live(case: str, tmp: Path, db: str) -> tuple[Path, dict[str, bytes]]:
    """The case built from the live database (its DDL connection replaced by the server)."""
    root, text = copy_case(case, tmp)
    u = _server()
    url = u.set(database=db, password=None).render_as_string(hide_password=False)
    ddl = (
        '[connections.main]\nddl = ["${GENIX_SHARED}/projects/src/ruoyi-vue-boot3/sql/ry_20260417.sql", '
        '"${GENIX_REPO}/tests/adoption/ruoyi_biz.sql"]\ndialect = "mariadb"\n'
    )
    assert ddl in text
    text = text.replace(ddl, f'[connections.main]\nurl = "{url}"\npassword = "${{DB_PASSWORD}}"\n')
    (root / "genix.toml").write_text(text, encoding="utf-8")
    old = os.getcwd()
    os.chdir(root)
    try:
        res = CliRunner().invoke(
            main, ["build"], env={"DB_PASSWORD": str(u.password or "")}, catch_exceptions=False
        )
    finally:
        os.chdir(old)
    assert res.exit_code == 0, res.output
    output = "." if case == "ruoyi_boot3" else "eladmin"
    return root, generated(root, output)


def _expected(case: str) -> dict[str, bytes]:
    base = GOLDENS / case / "expected"
    return {p.relative_to(base).as_posix(): p.read_bytes() for p in sorted(base.rglob("*")) if p.is_file()}


class Http:
    """RuoYi's API with a login token."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.token: str | None = None

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """``body`` as JSON; a ``str`` is sent as it is (a body that is no JSON)."""
        data = (
            body.encode()
            if isinstance(body, str)
            else json.dumps(body).encode()
            if body is not None
            else None
        )
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, _decoded(r.read().decode())
        except urllib.error.HTTPError as e:
            return e.code, _decoded(e.read().decode())


def _decoded(text: str) -> Any:
    """A JSON answer, or its text when it is none (an error page)."""
    try:
        return json.loads(text or "null")
    except ValueError:
        return text


def _boot(root: Path, db: str, redis_port: int, tmp: Path) -> tuple[subprocess.Popen[bytes], int, Path]:
    u = _server()
    port = _free_port()
    log = tmp / "ruoyi.log"
    logback = tmp / "logback.xml"
    logback.write_text(
        '<configuration><appender name="f" class="ch.qos.logback.core.FileAppender">'
        f"<file>{log}</file><encoder><pattern>%d %-5level %logger{{36}} - %msg%n</pattern></encoder>"
        '</appender><root level="INFO"><appender-ref ref="f"/></root></configuration>',
        encoding="utf-8",
    )
    jdbc = (
        f"jdbc:mysql://{u.host or '127.0.0.1'}:{u.port or 3306}/{db}?useUnicode=true&characterEncoding=utf8"
        "&zeroDateTimeBehavior=convertToNull&useSSL=false&allowPublicKeyRetrieval=true&serverTimezone=GMT%2B8"
    )
    jar = root / "ruoyi-admin" / "target" / "ruoyi-admin.jar"
    assert jar.is_file()
    proc = subprocess.Popen(
        [
            "java",
            "-Xmx768m",
            "-jar",
            str(jar),
            f"--server.port={port}",
            f"--spring.datasource.druid.master.url={jdbc}",
            f"--spring.datasource.druid.master.username={u.username}",
            f"--spring.datasource.druid.master.password={u.password or ''}",
            "--spring.data.redis.host=127.0.0.1",
            f"--spring.data.redis.port={redis_port}",
            f"--ruoyi.profile={tmp / 'uploads'}",
            f"--logging.config={logback}",
            "--spring.devtools.restart.enabled=false",
        ],
        cwd=tmp,
        stdout=(tmp / "ruoyi.out").open("wb"),
        stderr=subprocess.STDOUT,
    )
    return proc, port, log


def _wait(proc: subprocess.Popen[bytes], http: Http, log: Path, timeout: float = 240) -> None:
    t0 = time.time()
    while time.time() - t0 < timeout:
        if proc.poll() is not None:
            break
        try:
            status, _ = http.call("GET", "/captchaImage")
            if status == 200:
                return
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        time.sleep(1)
    text = log.read_text(errors="replace") if log.exists() else ""
    out = (log.parent / "ruoyi.out").read_text(errors="replace")
    pytest.fail(f"RuoYi did not start (exit {proc.poll()}):\n{out[-3000:]}\n{text[-6000:]}")


def _rows(sql: str) -> list[list[str]]:
    return [line.split("\t") for line in _mysql(sql, DB).splitlines()]


TEAM_CALLS: tuple[tuple[str, str, Any], ...] = (
    # its handler: HTTP 200, code 500 (a user of its own: five wrong passwords lock an account)
    ("POST", "/login", {"username": "ab-test", "password": "wrong"}),
    ("GET", "/getInfo", None),
    ("GET", "/getRouters", None),
    ("GET", "/system/user/list?pageNum=1&pageSize=10", None),
    ("GET", "/system/user/abc", None),  # a path variable that is no number
    ("GET", "/system/user/list?pageNum=abc", None),
    ("GET", "/system/config/list", None),
    ("GET", "/system/dict/type/list?dictType=sys_user_sex", None),
    ("GET", "/system/dict/data/type/sys_normal_disable", None),
    ("GET", "/system/notice/987654321", None),  # a row that is not there
    ("POST", "/system/user", {}),  # bean validation refuses it
    ("POST", "/system/post", "not json"),  # an unreadable body
    ("PUT", "/system/config", {"configId": "x"}),  # a value of the wrong type
    ("DELETE", "/system/config/abc", None),
    ("GET", "/no/such/endpoint", None),
    ("PATCH", "/system/user", {}),  # a method the endpoint has not
    ("GET", "/system/role/list", None),
)
"""RuoYi's own endpoints, read-only or refused: their happy paths and every error path a global
exception handler decides (type mismatch, validation, unreadable body, missing handler, wrong
method, missing row)."""

VOLATILE = ("token", "loginDate", "loginIp", "pwdUpdateDate", "updateTime", "createTime")
"""What two boots of the same application answer differently by themselves (a login's own
token and time, and what a login writes into sys_user)."""


def _steady(value: Any) -> Any:
    """An answer with its volatile values blanked (:data:`VOLATILE`)."""
    if isinstance(value, dict):
        return {k: "<volatile>" if k in VOLATILE else _steady(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_steady(v) for v in value]
    return value


def _team_answers(port: int) -> list[tuple[str, int, Any]]:
    """What RuoYi's own endpoints answer, as an administrator and anonymously."""
    admin = Http(port)
    status, body = admin.call("POST", "/login", {"username": "admin", "password": "admin123"})
    assert status == 200 and body["code"] == 200, body
    admin.token = body["token"]
    out = []
    for method, path, body in TEAM_CALLS:
        status, answer = admin.call(method, path, body)
        out.append((f"{method} {path}", status, _steady(answer)))
        status, answer = Http(port).call(method, path, body)
        out.append((f"anonymous {method} {path}", status, _steady(answer)))
    return out


def _untouched_answers(tmp: Path, db: str, redis_port: int) -> list[tuple[str, int, Any]]:
    """RuoYi as the team has it (no genix file), built, booted and asked :data:`TEAM_CALLS`."""
    root, _ = copy_case("ruoyi_boot3", tmp)
    _mvn("ruoyi-boot3-mvn.sh", root)
    proc, port, log = _boot(root, db, redis_port, tmp)
    try:
        _wait(proc, Http(port), log)
        return _team_answers(port)
    finally:
        stop(proc)


def test_ruoyi_boot3_compiles_boots_and_serves_crud(tmp_path: Path, ruoyi_db: str, redis: int) -> None:
    (tmp_path / "a").mkdir()
    before = _untouched_answers(tmp_path / "a", ruoyi_db, redis)
    root, got = _build_live("ruoyi_boot3", tmp_path, ruoyi_db)
    assert got == _expected("ruoyi_boot3")  # the live schema gives the golden tree (from DDL)
    _mvn("ruoyi-boot3-mvn.sh", root)
    proc, port, log = _boot(root, ruoyi_db, redis, tmp_path)
    http = Http(port)
    try:
        _wait(proc, http, log)
        # A/B (issue 36): RuoYi's own endpoints answer as they did without genix's classes, error
        # paths included (genix's exception handler answers genix's controllers only)
        after = _team_answers(port)
        changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
        assert not changed, json.dumps(changed, ensure_ascii=False, indent=1)[:6000]
        status, body = http.call("POST", "/login", {"username": "admin", "password": "admin123"})
        assert status == 200 and body["code"] == 200, body
        http.token = body["token"]
        # RuoYi's own endpoints answer as without genix (issue 36): a wrong password is RuoYi's
        # HTTP 200 with code 500, its GlobalExceptionHandler's answer, not genix's
        status, body = Http(port).call("POST", "/login", {"username": "ry", "password": "wrong"})
        assert status == 200 and body["code"] == 500 and "token" not in body, (status, body)

        # create: the wrapper's data is the row; the password is taken, never answered
        status, body = http.call(
            "POST",
            "/biz/customer",
            {
                "customerName": "Acme 甲",
                "phone": "13800000000",
                "email": "a@acme.cn",
                "loginPassword": "s3cr3t!",
                "status": "0",
            },
        )
        assert status == 200 and body["code"] == 200, body
        row = body["data"]
        assert "loginPassword" not in row
        cid = row["customerId"]
        assert _rows(
            f"SELECT customer_name, login_password, del_flag FROM biz_customer WHERE customer_id = {cid}"
        ) == [["Acme 甲", "s3cr3t!", "0"]]
        status, body = http.call(
            "POST",
            "/biz/order",
            {
                "orderNo": "NO-1",
                "customerId": cid,
                "totalAmount": 12.34,
                "payToken": "tok-1",
                "status": "0",
                "remark": "first",
            },
        )
        assert status == 200 and body["code"] == 200, body
        oid = body["data"]["orderId"]
        assert "payToken" not in body["data"]
        status, body = http.call(
            "POST", "/biz/orderitem", {"orderId": oid, "productName": "Pen", "quantity": 3, "price": 1.5}
        )
        assert status == 200 and body["code"] == 200, body

        # read: as MariaDB stores it
        status, body = http.call("GET", f"/biz/order/{oid}")
        assert status == 200 and body["code"] == 200, body
        order = body["data"]
        db_amount, db_remark = _rows(f"SELECT total_amount, remark FROM biz_order WHERE order_id = {oid}")[0]
        assert Decimal(str(order["totalAmount"])) == Decimal(db_amount) == Decimal("12.34")
        assert order["remark"] == db_remark == "first"
        assert "payToken" not in order

        # list: RuoYi's TableDataInfo through PageHelper, filtered
        status, body = http.call(
            "GET", "/biz/customer/list?pageNum=1&pageSize=10&customerName=Acme%20%E7%94%B2"
        )
        assert status == 200 and body["code"] == 200 and body["total"] == 1, body
        assert body["rows"][0]["customerId"] == cid and "loginPassword" not in body["rows"][0]

        # update
        status, body = http.call(
            "PUT", f"/biz/customer/{cid}", {"customerName": "Acme 甲", "phone": "13900000000"}
        )
        assert status == 200 and body["code"] == 200, body
        assert _rows(f"SELECT phone FROM biz_customer WHERE customer_id = {cid}") == [["13900000000"]]

        # logic delete: the row stays (an order refers to it), del_flag = '2', gone from reads
        status, body = http.call("DELETE", f"/biz/customer/{cid}")
        assert status == 200 and body["code"] == 200, body
        assert _rows(f"SELECT del_flag FROM biz_customer WHERE customer_id = {cid}") == [["2"]]
        status, body = http.call("GET", f"/biz/customer/{cid}")
        assert body["code"] == 404, body
        status, body = http.call("GET", "/biz/customer/list?pageNum=1&pageSize=10")
        assert body["total"] == 0, body
        status, body = http.call("PUT", f"/biz/customer/{cid}", {"customerName": "x", "phone": "1"})
        assert body["code"] == 404, body

        # existing = "reuse": genix's BizPostController and BizPostMapper over RuoYi's own SysPost;
        # what genix writes, RuoYi's own /system/post reads back the same, and the other way round
        post = {"postCode": "gx1", "postName": "Genix 岗位", "postSort": 7, "status": "0", "remark": "r"}
        # create_time and update_time are fill roles in genix.toml: SysPost is RuoYi's class (no
        # read-only annotation of genix's), so the service writes them, never the client's value
        forged = {"createTime": "2001-02-03 04:05:06", "updateTime": "2001-02-03 04:05:06"}
        status, body = http.call("POST", "/biz/bizpost", {**post, **forged})
        assert status == 200 and body["code"] == 200, body
        pid = body["data"]["postId"]
        times = (
            f"SELECT year(create_time), year(update_time), create_time FROM sys_post WHERE post_id = {pid}"
        )
        created = _rows(times)[0]
        assert created[0] != "2001" and created[1] != "2001", created
        assert {k: body["data"][k] for k in post} == post
        status, theirs = http.call("GET", f"/system/post/{pid}")
        assert theirs["code"] == 200 and {k: theirs["data"][k] for k in post} == post, theirs
        status, body = http.call(
            "PUT", f"/biz/bizpost/{pid}", {**post, **forged, "postName": "改名", "remark": None}
        )
        assert status == 200 and body["code"] == 200, body
        # a replace keeps the creation time as stored and writes the update time itself
        assert _rows(times)[0][0::2] == created[0::2] and _rows(times)[0][1] != "2001"
        # remark is RuoYi's BaseEntity's: a replace keeps it (like the biz tables' base columns)
        assert _rows(f"SELECT post_name, remark FROM sys_post WHERE post_id = {pid}") == [["改名", "r"]]
        status, body = http.call("GET", "/biz/bizpost/list?pageNum=1&pageSize=10&postCode=gx1")
        assert body["total"] == 1 and body["rows"][0]["postName"] == "改名", body
        status, body = http.call("DELETE", f"/biz/bizpost/{pid}")
        assert status == 200 and body["code"] == 200, body
        assert _rows(f"SELECT count(*) FROM sys_post WHERE post_id = {pid}") == [["0"]]

        # genix's handler answers genix's controllers, before RuoYi's GlobalExceptionHandler (which
        # answers HTTP 200, code 500): a key that is no number is genix's 400 in RuoYi's wrapper
        status, body = http.call("GET", "/biz/customer/abc")
        assert status == 400 and body["code"] == 400 and "customerId" in body["msg"], (status, body)
        # a user without the permission: Spring Security's denial (genix's handler lets it through),
        # never genix's 500
        ry = Http(port)
        status, body = ry.call("POST", "/login", {"username": "ry", "password": "admin123"})
        assert status == 200 and body["code"] == 200, body
        ry.token = body["token"]
        status, body = ry.call("GET", "/biz/customer/list")
        assert status != 500 and not (isinstance(body, dict) and body.get("code") == 500), (status, body)

        # @PreAuthorize guards the endpoints, @Log records the writes
        anonymous = Http(port)
        status, body = anonymous.call("GET", "/biz/customer/list")
        assert body["code"] == 401, body
        logged = _rows(
            "SELECT title, business_type FROM sys_oper_log WHERE oper_url LIKE '/biz/%' ORDER BY oper_id"
        )
        assert ["客户信息表", "1"] in logged and ["客户信息表", "3"] in logged, logged
    finally:
        stop(proc)


def test_eladmin_mp_compiles_with_genix_classes(tmp_path: Path) -> None:
    root, _ = copy_case("eladmin_mp", tmp_path)
    old = os.getcwd()
    os.chdir(root)
    try:
        res = CliRunner().invoke(main, ["build"], env={"GENIX_REPO": str(REPO)}, catch_exceptions=False)
    finally:
        os.chdir(old)
    assert res.exit_code == 0, res.output
    _mvn("eladmin-mvn.sh", root)
    classes = (
        root / "eladmin" / "eladmin-system" / "target" / "classes" / "me" / "zhengjie" / "modules" / "biz"
    )
    for name in (
        "domain/Customer",
        "mapper/CustomerMapper",
        "service/impl/CustomerServiceImpl",
        "rest/CustomerController",
        "service/impl/BizJobServiceImpl",  # over eladmin's own Job and JobMapper (existing = "reuse")
        "rest/BizJobController",
    ):
        assert (classes / f"{name}.class").is_file(), name
    system = "eladmin/eladmin-system/src/main/java/me/zhengjie/modules/system"
    for team in ("domain/Job.java", "mapper/JobMapper.java"):  # reused as they are
        original = SHARED / "projects" / "src" / "eladmin-mp" / system / team
        assert (root / system / team).read_bytes() == original.read_bytes(), team
