"""Run generated Java for real: a private copy of a corpus database, ``genix new`` + ``genix
build``, ``mvn compile`` (javac warnings counted), the application booted on a free port, and
generic CRUD over HTTP checked against the database rows.

Nothing here is mocked: the compiler, Spring Boot, the JDBC drivers and the databases are real.
"""

from __future__ import annotations

import base64
import contextlib
import os
import re
import shutil
import socket
import string
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from tests.dbnames import db

JDK25 = Path("/usr/lib/jvm/temurin-25-jdk-amd64")
LINT = "<compilerArgs><arg>-Xlint:all,-processing</arg></compilerArgs>"


@dataclass
class Case:
    """One project: a category on one database schema with some options."""

    category: str
    db: str  # mariadb | postgresql | sqlite
    schema: str  # sakila | chinook | ruoyi
    tables: tuple[str, ...]
    """Tables driven over HTTP (the first ones get full CRUD; key-only tables skip update)."""
    options: dict[str, Any] = field(default_factory=dict)
    """``[project]`` keys."""
    extra_toml: str = ""
    custom_layer: bool = False

    @property
    def boot(self) -> int:
        """The Spring Boot major the case targets (an unset key: the category's default)."""
        return int(self.options.get("spring_boot") or _support(self.category).boot_default())

    @property
    def java(self) -> int:
        return int(self.options.get("java") or _support(self.category).java_default(self.boot))

    @property
    def id(self) -> str:
        java = f"-java{self.options['java']}" if "java" in self.options else ""
        dto = "-dto" if self.options.get("dto") else ""
        return f"{self.category}-{self.db}-{self.schema}-boot{self.boot}{java}{dto}"

    @property
    def jdk(self) -> Path | None:
        """JDK 25 for ``--release 21`` and up (the default JDK here is 17)."""
        return JDK25 if self.java > 17 else None


def _support(category: str) -> Any:
    from dbjavagenix.categories import get_category

    spec = get_category(category)
    assert spec is not None, category
    return spec.support


@dataclass
class Outcome:
    case: str
    compiled: bool = False
    warnings: int = 0
    booted: bool = False
    crud: bool = False
    tables: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    note: str = ""


# ---------------------------------------------------------------- databases --------------------


def db_name(module: str, case_id: str) -> str:
    """A database name unique to the test module and the case (``genix_torture_default_...``),
    so two modules running at once never share a database; at most 60 characters (PostgreSQL
    allows 63), shortened with a hash of the whole name."""
    import hashlib

    tag = module.rsplit(".", 1)[-1].removeprefix("test_").removesuffix("_java")
    raw = re.sub(r"[^a-z0-9]+", "_", f"genix_{tag}_{case_id}".lower()).strip("_")
    if len(raw) <= 60:
        return raw
    return raw[:51] + "_" + hashlib.sha1(raw.encode()).hexdigest()[:8]


def _qmarks(sql: str) -> str:
    """SQL written for the server drivers (``%s`` placeholders, ``%%`` a percent sign) as SQLite
    takes it (``?``, ``%``)."""
    return re.sub(r"%([%s])", lambda m: "%" if m.group(1) == "%" else "?", sql)


class Database:
    """A private database for one case: a copy of a corpus schema (``corpus/<schema>/...``) or an
    SQL file of the suite's own (``source``), created at the start and dropped at the end."""

    def __init__(
        self,
        kind: str,
        schema: str,
        name: str,
        corpus: Path,
        source: Path | None = None,
        scheme: str | None = None,
    ) -> None:
        self.kind, self.schema, self.name, self.corpus = kind, schema, db(name), corpus
        self.source = source
        self.scheme = scheme
        """SQLAlchemy scheme of the genix connection (``mariadb+pymysql``: genix new then picks
        MariaDB Connector/J); None: the server URL's own (``mysql+pymysql``: MySQL Connector/J)."""
        self.sqlite_file: Path | None = None

    # --- lifecycle
    def create(self, workdir: Path) -> None:
        if self.source is not None:
            self._create_from(self.source, workdir)
            return
        if self.kind == "sqlite":
            src = (
                Path(os.environ.get("GENIX_TEST_SQLITE_DIR", "/tmp/genix-corpus-sqlite"))
                / f"{self.schema}.sqlite"
            )
            self.sqlite_file = workdir / f"{self.name}.sqlite"
            shutil.copyfile(src, self.sqlite_file)
            return
        if self.kind == "mariadb":
            self._mysql(
                f"DROP DATABASE IF EXISTS `{self.name}`; CREATE DATABASE `{self.name}` CHARACTER SET utf8mb4"
            )
            sql = (self.corpus / self.schema / "mysql.sql").read_bytes()
            self._run(self._mysql_cmd(self.name), sql)
            return
        self._psql("postgres", f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        self._psql("postgres", f"CREATE DATABASE \"{self.name}\" ENCODING 'UTF8' TEMPLATE template0")
        sql = (self.corpus / self.schema / "postgres.sql").read_bytes()
        self._run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.name], sql, pg=True)

    def _create_from(self, sql_file: Path, workdir: Path) -> None:
        sql = sql_file.read_bytes()
        if self.kind == "sqlite":
            import sqlite3

            self.sqlite_file = workdir / f"{self.name}.sqlite"
            self.sqlite_file.unlink(missing_ok=True)
            con = sqlite3.connect(self.sqlite_file)
            try:
                con.executescript(sql.decode("utf-8"))
                con.commit()
            finally:
                con.close()
        elif self.kind == "mariadb":
            self._mysql(
                f"DROP DATABASE IF EXISTS `{self.name}`; CREATE DATABASE `{self.name}` CHARACTER SET utf8mb4"
            )
            self._run(self._mysql_cmd(self.name), sql)
        else:
            self._psql("postgres", f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
            self._psql("postgres", f"CREATE DATABASE \"{self.name}\" ENCODING 'UTF8' TEMPLATE template0")
            self._run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.name], sql, pg=True)

    def drop(self) -> None:
        if self.kind == "mariadb":
            self._mysql(f"DROP DATABASE IF EXISTS `{self.name}`")
        elif self.kind == "postgresql":
            self._psql("postgres", f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')

    # --- URLs
    def sqlalchemy_url(self) -> str:
        if self.kind == "sqlite":
            return f"sqlite:///{self.sqlite_file}"
        base = os.environ["GENIX_TEST_MYSQL_URL" if self.kind == "mariadb" else "GENIX_TEST_PG_URL"]
        from sqlalchemy.engine import make_url

        u = make_url(base).set(database=self.name, password=None)
        if self.scheme:
            u = u.set(drivername=self.scheme)
        return u.render_as_string(hide_password=False)

    def password(self) -> str:
        if self.kind == "sqlite":
            return ""
        from sqlalchemy.engine import make_url

        base = os.environ["GENIX_TEST_MYSQL_URL" if self.kind == "mariadb" else "GENIX_TEST_PG_URL"]
        return str(make_url(base).password or "")

    # --- queries
    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self.kind == "sqlite":
            import sqlite3

            con = sqlite3.connect(str(self.sqlite_file))
            try:
                return list(con.execute(_qmarks(sql), params).fetchall())
            finally:
                con.close()
        import sqlalchemy as sa

        eng = sa.create_engine(
            self.sqlalchemy_url(), connect_args=self._connect_args(), poolclass=sa.pool.NullPool
        )
        try:
            with eng.connect() as con:
                raw = con.connection.dbapi_connection
                assert raw is not None
                cur = raw.cursor()
                cur.execute(sql, params)
                rows = list(cur.fetchall())
                cur.close()
                return rows
        finally:
            eng.dispose()

    def execute(self, statements: list[tuple[str, list[tuple[Any, ...]]]]) -> None:
        """Run writes (``%s`` placeholders, one statement per parameter tuple; ``[()]`` for none)
        in one committed transaction."""
        if self.kind == "sqlite":
            import sqlite3

            con = sqlite3.connect(str(self.sqlite_file))
            try:
                for sql, rows in statements:
                    con.executemany(_qmarks(sql), rows)
                con.commit()
            finally:
                con.close()
            return
        import sqlalchemy as sa

        eng = sa.create_engine(
            self.sqlalchemy_url(), connect_args=self._connect_args(), poolclass=sa.pool.NullPool
        )
        try:
            with eng.connect() as con:
                raw = con.connection.dbapi_connection
                assert raw is not None
                cur = raw.cursor()
                for sql, rows in statements:
                    for row in rows:
                        cur.execute(sql, row)
                cur.close()
                raw.commit()
        finally:
            eng.dispose()

    def execute_script(self, sql: str) -> None:
        """Run a script of statements (seed rows) in the case's database, committed."""
        if self.kind == "sqlite":
            import sqlite3

            con = sqlite3.connect(str(self.sqlite_file))
            try:
                con.executescript(sql)
                con.commit()
            finally:
                con.close()
        elif self.kind == "mariadb":
            self._run(self._mysql_cmd(self.name), sql.encode("utf-8"))
        else:
            self._psql(self.name, sql)

    def _connect_args(self) -> dict[str, Any]:
        return {"password": self.password()} if self.kind != "sqlite" else {}

    # --- helpers
    def _server(self) -> Any:
        from sqlalchemy.engine import make_url

        return make_url(os.environ["GENIX_TEST_MYSQL_URL" if self.kind == "mariadb" else "GENIX_TEST_PG_URL"])

    def _mysql_cmd(self, db: str | None = None) -> list[str]:
        u = self._server()
        cmd = ["mysql", "--protocol=TCP", "-h", u.host or "127.0.0.1", "-P", str(u.port or 3306)]
        cmd += ["-u", u.username or "root", "--default-character-set=utf8mb4"]
        return cmd + ([db] if db else [])

    def _mysql(self, sql: str) -> None:
        self._run([*self._mysql_cmd(), "-e", sql], b"")

    def _psql(self, db: str, sql: str) -> None:
        self._run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", db, "-c", sql], b"", pg=True)

    def _run(self, cmd: list[str], stdin: bytes, pg: bool = False) -> None:
        u = self._server()
        env = dict(os.environ)
        if pg:
            env |= {
                "PGHOST": u.host or "127.0.0.1",
                "PGPORT": str(u.port or 5432),
                "PGUSER": u.username or "postgres",
                "PGPASSWORD": str(u.password or ""),
                "PGOPTIONS": "-c client_min_messages=warning",
            }
        else:
            env["MYSQL_PWD"] = str(u.password or "")
        r = subprocess.run(cmd, input=stdin, env=env, capture_output=True, timeout=300, check=False)
        if r.returncode != 0:
            raise RuntimeError(f"{cmd[0]} failed: {r.stderr.decode(errors='replace')[-2000:]}")


# ---------------------------------------------------------------- project ----------------------


def genix(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dbjavagenix", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def write_config(case: Case, db: Database, workdir: Path, template_dir: Path | None) -> Path:
    opts = {
        "output": "app",
        "base_package": f"com.example.{case.schema}",
        "category": case.category,
    } | case.options
    lines = ["[project]"]
    for k, v in opts.items():
        lines.append(f"{k} = {toml_value(v)}")
    if template_dir is not None:
        lines.append(f"templates = [{toml_value(str(template_dir))}]")
    lines += ["", "[connections.main]", f"url = {toml_value(db.sqlalchemy_url())}"]
    if db.kind != "sqlite":
        lines.append('password = "${DB_PASSWORD}"')
    lines += ["", case.extra_toml]
    if case.options.get("openapi", "springdoc") == "springdoc":  # the document, as a file too
        lines += ["", "[layers.openapi]", "enabled = true"]
    path = workdir / "genix.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'


def add_lint(pom: Path) -> None:
    text = pom.read_text(encoding="utf-8")
    marker = "<artifactId>maven-compiler-plugin</artifactId>\n        <configuration>"
    assert marker in text, "the pom has no compiler configuration to extend"
    pom.write_text(text.replace(marker, marker + "\n          " + LINT, 1), encoding="utf-8")


_WARN = re.compile(r"^\[WARNING\] .*\.java:\[\d+,\d+\]", re.M)
_ERR = re.compile(r"^\[ERROR\] .*\.java:\[\d+,\d+\].*$", re.M)


def compile_project(app: Path, jdk: Path | None, log: Path) -> tuple[bool, int, str]:
    """``mvn compile`` + the runtime class path; (ok, javac warnings, error excerpt)."""
    env = dict(os.environ)
    if jdk is not None:
        env["JAVA_HOME"] = str(jdk)
    cmd = ["mvn", "-B", "-ntp", "compile", "dependency:build-classpath", "-Dmdep.outputFile=target/cp.txt"]
    if os.environ.get("GENIX_MVN_OFFLINE"):
        cmd.insert(1, "-o")
    r = subprocess.run(cmd, cwd=app, env=env, capture_output=True, text=True, timeout=900, check=False)
    log.write_text(r.stdout + r.stderr, encoding="utf-8")
    warnings = len(_WARN.findall(r.stdout))
    if r.returncode != 0:
        errors = _ERR.findall(r.stdout) or r.stdout.splitlines()[-40:]
        return False, warnings, "\n".join(errors[:30])
    return True, warnings, ""


def main_class(app: Path) -> str:
    """The fully qualified name of the generated ``*Application`` class."""
    found = next(app.joinpath("src/main/java").rglob("*Application.java"))
    rel = found.relative_to(app / "src/main/java").with_suffix("")
    return ".".join(rel.parts)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def running_app(
    app: Path, main_class: str, db: Database, jdk: Path | None, log: Path, probe: str
) -> Iterator[str]:
    """Boot the application on a free port; yields its base URL; always stops it."""
    port = free_port()
    java = str((jdk / "bin" / "java") if jdk else "java")
    cp = "target/classes:" + (app / "target" / "cp.txt").read_text(encoding="utf-8").strip()
    args = [java, "-Xss1m", "-XX:TieredStopAtLevel=1", "-cp", cp, main_class, f"--server.port={port}"]
    args.append("--spring.main.banner-mode=off")
    env = dict(os.environ) | {"DB_PASSWORD": db.password()}
    if db.kind == "sqlite":
        args.append(f"--spring.datasource.url=jdbc:sqlite:{db.sqlite_file}{sqlite_options(app)}")
    with log.open("wb") as out:
        proc = subprocess.Popen(args, cwd=app, env=env, stdout=out, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 180
            while True:
                if proc.poll() is not None:
                    raise AssertionError(f"the application exited ({proc.returncode}):\n" + tail(log))
                try:
                    status, _ = http("GET", base + probe)
                    if status == 200:
                        break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    raise AssertionError("the application did not answer in 180 s:\n" + tail(log))
                time.sleep(0.5)
            yield base
        finally:
            stop(proc)


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop a started application: politely, then for good after 30 s."""
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


def sqlite_options(app: Path) -> str:
    """The query part (``?foreign_keys=true``) of the SQLite URL ``genix new`` wrote."""
    yml = (app / "src/main/resources/application.yml").read_text(encoding="utf-8")
    m = re.search(r"jdbc:sqlite:[^?\"}\s]*(\?[^\"}\s]*)", yml)
    return m.group(1) if m else ""


def tail(log: Path, n: int = 60) -> str:
    try:
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    except FileNotFoundError:
        return ""
    errs = [ln for ln in lines if "ERROR" in ln or "Exception" in ln or "Caused by" in ln]
    return "\n".join((errs or lines)[-n:])


def http(method: str, url: str, body: Any = None) -> tuple[int, Any]:
    import json

    data = None if body is None else json.dumps(body).encode()
    # a path or value in another script (/api/宽表) goes as UTF-8, percent-encoded, as clients send it
    url = urllib.parse.quote(url, safe=string.punctuation)
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    req.add_header("Accept", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            raw = resp.read()
            return resp.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as e:
        raw = e.read()
        try:
            return e.code, json.loads(raw) if raw else None
        except ValueError:
            return e.code, raw.decode(errors="replace")


# ---------------------------------------------------------------- values -----------------------


def json_value(f: Any, seq: int, formats: dict[str, str]) -> Any:
    """A JSON value the field's column accepts, or None when genix's type is not one we fill."""
    jt = f.java_type
    if f.enum_values:
        return f.enum_values[0]
    if f.check_values and jt in ("String", "Integer", "Long", "Short", "Byte"):
        return f.check_values[0] if jt == "String" else int(f.check_values[0])  # a CHECK (c IN (...))
    if jt == "String":
        dbt = f.db_type.lower()
        if "uuid" in dbt:
            return f"00000000-0000-4000-8000-{seq:012d}"
        if "json" in dbt:
            return "{}"
        if dbt.startswith(("inet", "cidr")):
            return "127.0.0.1"
        text = f"g{seq}"
        if f.length:
            text = text[-f.length :] if f.length < len(text) else text
        return text
    if jt in ("Integer", "Long", "Short", "BigInteger"):
        return seq
    if jt == "Byte":
        return seq % 100 + 1
    if jt in ("BigDecimal", "Double", "Float"):
        scale = f.scale or 0
        return 1.5 if scale or jt != "BigDecimal" else 2
    if jt == "Boolean":
        return True
    if jt == "LocalDate":
        return "2024-01-02"  # the tests configure no LocalDate pattern
    if jt == "LocalDateTime":
        return (
            "2024-01-02 03:04:05"
            if formats.get("LocalDateTime") == "yyyy-MM-dd HH:mm:ss"
            else "2024-01-02T03:04:05"
        )
    if jt == "LocalTime":
        return "03:04:05"
    if jt in ("OffsetDateTime", "Instant"):
        return "2024-01-02T03:04:05Z"
    if jt == "byte[]":
        return base64.b64encode(bytes([1, 2, 3])).decode()
    return None


def same(http_value: Any, db_value: Any) -> bool:
    if http_value is None or db_value is None:
        return http_value is None and db_value is None
    if isinstance(db_value, (bytes, bytearray, memoryview)):
        return base64.b64decode(http_value) == bytes(db_value)
    if isinstance(db_value, bool) or isinstance(http_value, bool):
        return bool(http_value) == bool(db_value)
    if isinstance(db_value, (int, float, Decimal)) or isinstance(http_value, (int, float)):
        try:
            return Decimal(str(http_value)) == Decimal(str(db_value))
        except Exception:
            return False
    return str(http_value).replace("T", " ").startswith(str(db_value).replace("T", " ")[:19]) or str(
        db_value
    ).replace("T", " ").startswith(str(http_value).replace("T", " ")[:19])


# ---------------------------------------------------------------- shared by the test modules ---


def need_tools(case: Case, corpus: bool = True) -> None:
    """Maven, a JDK (25 for Java 21 and up), the case's database server (and the shared corpus):
    skip locally, fail under CI=true."""
    from tests.conftest import CORPUS, need

    need(shutil.which("mvn") is not None, "Maven (mvn)")
    need(shutil.which("java") is not None, "a JDK (java)")
    if case.jdk is not None:
        need((JDK25 / "bin" / "javac").exists(), f"JDK 25 at {JDK25} (--release {case.java} needs it)")
    if corpus:
        need(CORPUS.is_dir(), f"the shared corpus ({CORPUS})")
    if case.db == "mariadb":
        need(
            bool(os.environ.get("GENIX_TEST_MYSQL_URL")) and shutil.which("mysql") is not None,
            "MariaDB (GENIX_TEST_MYSQL_URL, mysql)",
        )
    elif case.db == "postgresql":
        need(
            bool(os.environ.get("GENIX_TEST_PG_URL")) and shutil.which("psql") is not None,
            "PostgreSQL (GENIX_TEST_PG_URL, psql)",
        )
    elif corpus and case.schema != "torture":
        sqlite_dir = Path(os.environ.get("GENIX_TEST_SQLITE_DIR", "/tmp/genix-corpus-sqlite"))
        need((sqlite_dir / f"{case.schema}.sqlite").is_file(), f"the SQLite corpus in {sqlite_dir}")


def resolved_tables(work: Path, env: dict[str, str], config: str = "genix.toml") -> dict[str, Any]:
    """The tables genix resolves for the case's config (its own TableModels drive the HTTP)."""
    from dbjavagenix import pipeline

    old = os.environ.get("DB_PASSWORD")
    if "DB_PASSWORD" in env:
        os.environ["DB_PASSWORD"] = env["DB_PASSWORD"]
    try:
        loaded = pipeline.load_config(work / config)
        prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
        project = pipeline.resolve_project(prepared)
    finally:
        if old is None:
            os.environ.pop("DB_PASSWORD", None)
        else:
            os.environ["DB_PASSWORD"] = old
    return {t.name: t for t in project.tables}


def report(request: Any, results: list[Outcome]) -> None:
    """Print the table case → compiled / booted / CRUD, with times (and write it to
    ``$GENIX_JAVA_REPORT`` when set, appending: several modules share the file)."""
    if not results:
        return
    import json

    lines = [
        f"{'case':<46} {'compiled':>8} {'warn':>5} {'booted':>6} {'crud':>5}  "
        f"{'db':>5} {'gen':>5} {'mvn':>6} {'boot':>6} {'crud':>5}  tables"
    ]
    total = 0.0
    for o in results:
        s = o.seconds
        total += sum(s.values())
        lines.append(
            f"{o.case:<46} {'yes' if o.compiled else 'NO':>8} {o.warnings:>5} {'yes' if o.booted else 'NO':>6} "
            f"{'yes' if o.crud else 'NO':>5}  "
            + " ".join(
                f"{s.get(k, 0):>{w}.1f}"
                for k, w in (("db", 5), ("generate", 5), ("compile", 6), ("boot", 6), ("crud", 5))
            )
            + "  "
            + " ".join(o.tables)
        )
    lines.append(f"total {total:.0f} s over {len(results)} projects")
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line("")
        for ln in lines:
            reporter.write_line(ln)
    target = os.environ.get("GENIX_JAVA_REPORT")
    if target:
        with open(target, "a", encoding="utf-8") as fh:
            fh.write(json.dumps([o.__dict__ for o in results], indent=2) + "\n" + "\n".join(lines) + "\n")
