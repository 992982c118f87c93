"""A schema that changes at any moment of a read gives the catalog of one moment, or none.

Fault injection against the real servers: a second session alters the schema (drops a primary
key, drops or creates a table, renames a column or a type, changes a comment, a view, an index,
a foreign key ...) at a random point of a real read through the real edge
(``connect.read_catalog``): right before or right after any statement of the reader, or from a
thread while one runs. Each trial checks that the catalog is exactly the one before the change
or exactly the one after it, or that the read stopped with exit 3 ("the schema changed while
genix read it"). Some trials run a whole ``genix build``: its files are those of the catalog
before or after, or it exits 3 and writes nothing. Then the network: a server that stops
answering or resets the connection at any query of the read gives exit 3 and no file. SQLite
(one read transaction, a damaged write-ahead log) and DDL files written while they are read
likewise.

``GENIX_RACE_SEED`` replays a run (the seed is in every failure message); ``GENIX_RACE_TRIALS``
sets the number of random trials per server (default 14).
"""

from __future__ import annotations

import functools
import os
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix.errors import DatabaseError
from tests.dbnames import db
from tests.introspect.livecatalog import read_live, write_config
from tests.introspect.netfaults import StallingProxy

SEED = int(os.environ.get("GENIX_RACE_SEED") or random.SystemRandom().randrange(1 << 30))
TRIALS = int(os.environ.get("GENIX_RACE_TRIALS") or 14)
CHANGED = "the schema changed while genix read it"

MYSQL_SCHEMA = [
    "CREATE TABLE t1 (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, code CHAR(4) UNIQUE,"
    " KEY ix_t1_name (name)) COMMENT 'first'",
    "CREATE TABLE t2 (id INT PRIMARY KEY, t1_id INT, note VARCHAR(20) CHECK (note IN ('a', 'b')),"
    " CONSTRAINT fk_t2_t1 FOREIGN KEY (t1_id) REFERENCES t1 (id))",
    "CREATE TABLE t3 (id INT PRIMARY KEY, amount DECIMAL(10, 2) DEFAULT 0)",
    "CREATE TABLE t4 (id INT PRIMARY KEY, name VARCHAR(30) COMMENT 'the name')",
    "CREATE TABLE t5 (id INT PRIMARY KEY, at DATETIME)",
    "CREATE TABLE t6 (id INT PRIMARY KEY, t1_id INT)",
    *(f"CREATE TABLE w{i} (id INT PRIMARY KEY, v INT)" for i in range(8)),
    "CREATE VIEW v1 AS SELECT id, name FROM t1",
]
MYSQL_CHANGES = [
    "ALTER TABLE t3 DROP PRIMARY KEY",
    "ALTER TABLE w5 DROP PRIMARY KEY",
    "DROP TABLE t5",
    "CREATE TABLE late (id INT PRIMARY KEY)",
    "ALTER TABLE t2 RENAME COLUMN note TO remark",
    "ALTER TABLE t4 ADD COLUMN extra INT NOT NULL DEFAULT 1",
    "ALTER TABLE t4 MODIFY name VARCHAR(99)",
    "ALTER TABLE t1 DROP INDEX ix_t1_name",
    "ALTER TABLE t6 ADD CONSTRAINT fk_t6_t1 FOREIGN KEY (t1_id) REFERENCES t1 (id)",
    "ALTER TABLE t1 COMMENT 'changed'",
    "CREATE OR REPLACE VIEW v1 AS SELECT id FROM t1",
    "RENAME TABLE w7 TO w7_old",
]
PG_SCHEMA = [
    "CREATE TYPE mood AS ENUM ('happy', 'sad')",
    "CREATE SEQUENCE t3_seq",
    "CREATE TABLE t1 (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, code CHAR(4) UNIQUE, m mood)",
    "CREATE INDEX ix_t1_name ON t1 (name)",
    "COMMENT ON TABLE t1 IS 'first'",
    "CREATE TABLE t2 (id INT PRIMARY KEY, t1_id INT REFERENCES t1 (id),"
    " note VARCHAR(20) CHECK (note IN ('a', 'b')))",
    "CREATE TABLE t3 (id INT PRIMARY KEY DEFAULT nextval('t3_seq'), amount NUMERIC(10, 2) DEFAULT 0)",
    "CREATE TABLE t4 (id INT PRIMARY KEY, name VARCHAR(30))",
    "CREATE TABLE t5 (id INT PRIMARY KEY, at TIMESTAMP)",
    "CREATE TABLE t6 (id INT PRIMARY KEY, t1_id INT)",
    *(f"CREATE TABLE w{i} (id INT PRIMARY KEY, v INT)" for i in range(8)),
    "CREATE VIEW v1 AS SELECT id, name FROM t1",
]
PG_CHANGES = [
    "ALTER TABLE t3 DROP CONSTRAINT t3_pkey",
    "DROP TABLE t5",
    "CREATE TABLE late (id INT PRIMARY KEY)",
    "ALTER TABLE t2 RENAME COLUMN note TO remark",
    "ALTER TABLE t4 ADD COLUMN extra INT NOT NULL DEFAULT 1",
    "ALTER TABLE t4 ALTER COLUMN name TYPE VARCHAR(99)",
    "DROP INDEX ix_t1_name",
    "ALTER TABLE t6 ADD CONSTRAINT fk_t6_t1 FOREIGN KEY (t1_id) REFERENCES t1 (id)",
    "COMMENT ON TABLE t1 IS 'changed'",
    "CREATE OR REPLACE VIEW v1 AS SELECT id, name, 1 AS one FROM t1",
    "ALTER TYPE mood RENAME TO feeling",
    "ALTER SEQUENCE t3_seq RENAME TO t3_id_seq",
    # one transaction: the catalog after it has every change or none
    "BEGIN; ALTER TABLE w1 DROP CONSTRAINT w1_pkey; ALTER TABLE w2 DROP CONSTRAINT w2_pkey;"
    " DROP TABLE w3; ALTER TABLE w4 RENAME TO w4_old; COMMIT",
]


@dataclass
class Server:
    kind: str
    url: str
    """The connection URL genix reads (with the database)."""
    reset: Callable[[], None]
    """Recreate the schema."""
    change: Callable[[str], None]
    """Run a change in another session."""
    changes: list[str]


def _parts(url: str) -> dict[str, Any]:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return {"host": u.host or "127.0.0.1", "port": u.port, "user": u.username, "password": u.password}


@pytest.fixture(scope="module", params=["mysql", "postgres"])
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    url: str = request.getfixturevalue("mysql_url" if request.param == "mysql" else "pg_url")
    name = db("genix_i12_race")
    p = _parts(url)
    if request.param == "mysql":
        import pymysql

        admin = pymysql.connect(
            host=p["host"], port=p["port"] or 3306, user=p["user"], password=p["password"], autocommit=True
        )

        def mysql_sql(sql: str) -> None:
            with admin.cursor() as cur:
                cur.execute(sql)

        def mysql_reset() -> None:
            mysql_sql(f"DROP DATABASE IF EXISTS `{name}`")
            mysql_sql(f"CREATE DATABASE `{name}` CHARACTER SET utf8mb4")
            mysql_sql(f"USE `{name}`")
            for ddl in MYSQL_SCHEMA:
                mysql_sql(ddl)

        yield Server("mysql", f"{url}/{name}", mysql_reset, mysql_sql, MYSQL_CHANGES)
        mysql_sql(f"DROP DATABASE IF EXISTS `{name}`")
        admin.close()
        return
    import psycopg

    kw = {"host": p["host"], "port": p["port"] or 5432, "user": p["user"], "password": p["password"]}
    with psycopg.connect(dbname="postgres", autocommit=True, **kw) as boot:
        boot.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        boot.execute(f'CREATE DATABASE "{name}"')
    pg = psycopg.connect(dbname=name, autocommit=True, **kw)

    def pg_sql(sql: str) -> None:
        pg.execute(sql)  # type: ignore[arg-type]

    def pg_reset() -> None:
        pg_sql("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; " + "; ".join(PG_SCHEMA))

    # (no TLS: the network-fault proxy reads the queries)
    yield Server("postgres", f"{url}/{name}?sslmode=disable", pg_reset, pg_sql, PG_CHANGES)
    pg.close()
    with psycopg.connect(dbname="postgres", autocommit=True, **kw) as boot:
        boot.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Injector:
    """A DB-API connection that runs ``change`` at its ``at``-th statement: ``before`` or
    ``after`` it (in this thread: the change is complete when the reader goes on), or
    ``during`` (from a thread started right before it, after a random few milliseconds)."""

    def __init__(self, conn: Any, at: int, when: str, change: Callable[[], None], delay: float) -> None:
        self.conn = conn
        self.at = at
        self.when = when
        self.change = change
        self.delay = delay
        self.count = 0
        self.started = False
        self.thread: threading.Thread | None = None
        self.failure: list[BaseException] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)

    def cursor(self) -> Any:
        return _InjectingCursor(self.conn.cursor(), self)

    def fire(self) -> None:
        try:
            if self.delay:
                time.sleep(self.delay)
            self.change()
        except BaseException as e:  # the test reports it
            self.failure.append(e)

    def statement(self, phase: str) -> None:
        if phase == "before":
            self.count += 1
        if self.count != self.at or self.started:
            return
        if self.when == "during" and phase == "before":
            self.started = True
            self.thread = threading.Thread(target=self.fire, daemon=True)
            self.thread.start()
        elif self.when == phase:
            self.started = True
            self.fire()

    def finish(self) -> None:
        if self.thread is not None:
            self.thread.join(60)
        if not self.started:  # the read ended before the chosen statement: change now
            self.started = True
            self.fire()
        assert not self.failure, f"the change itself failed: {self.failure[0]!r}"


class _InjectingCursor:
    def __init__(self, cur: Any, owner: Injector) -> None:
        self.cur = cur
        self.owner = owner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.cur, name)

    def execute(self, sql: str, params: Any = None) -> Any:
        self.owner.statement("before")
        result = self.cur.execute(sql, params) if params is not None else self.cur.execute(sql)
        self.owner.statement("after")
        return result


def _statements(server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many statements a quiet read sends (the points a change can come at)."""
    counted: list[Injector] = []
    _inject(monkeypatch, counted, 0, "never", lambda: None)
    tmp_path.mkdir(parents=True, exist_ok=True)
    read_live(tmp_path, server.url)
    monkeypatch.undo()
    return counted[-1].count


def _inject(
    monkeypatch: pytest.MonkeyPatch,
    made: list[Injector],
    at: int,
    when: str,
    change: Callable[[], None],
    delay: float = 0.0,
) -> None:
    """Every driver connection the edge opens becomes an :class:`Injector` (kept in ``made``),
    and the read is a read (not a schema this process read before: ``_READ``)."""
    from dbjavagenix.introspect import mysql, postgres
    from dbjavagenix.introspect import server as server_mod

    real = server_mod.connect
    monkeypatch.setattr(mysql, "_READ", {})
    monkeypatch.setattr(postgres, "_READ", {})

    def connect(*args: Any, **kwargs: Any) -> Any:
        injector = Injector(real(*args, **kwargs), at, when, change, delay)
        made.append(injector)
        return injector

    monkeypatch.setattr(server_mod, "connect", connect)


def _dump(catalog: Any) -> str:
    from dbjavagenix.introspect import snapshot

    return snapshot.dumps(catalog)


def _quiet(server: Server, folder: Path) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    return _dump(read_live(folder, server.url))


def test_a_change_at_any_point_of_the_read(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(f"{SEED}-{server.kind}")
    server.reset()
    points = _statements(server, tmp_path / "count", monkeypatch)
    assert points >= 8
    outcomes: dict[str, int] = {"before": 0, "after": 0, "stopped": 0}
    for trial in range(TRIALS):
        change = rng.choice(server.changes)
        at, when = rng.randint(1, points), rng.choice(["before", "after", "during"])
        delay = rng.uniform(0, 0.03) if when == "during" else 0.0
        where = f"seed {SEED}, {server.kind} trial {trial}: {change!r} {when} statement {at} of {points}"
        server.reset()
        before = _quiet(server, tmp_path / f"{trial}-before")
        made: list[Injector] = []
        _inject(monkeypatch, made, at, when, functools.partial(server.change, change), delay)
        folder = tmp_path / f"{trial}"
        folder.mkdir()
        try:
            got: str | None = _dump(read_live(folder, server.url))
            error = None
        except DatabaseError as e:
            got, error = None, e
        finally:
            made[-1].finish()
            monkeypatch.undo()
        after = _quiet(server, tmp_path / f"{trial}-after")
        assert before != after, f"{where}: the change changed nothing"
        if error is not None:
            assert error.exit_code == 3 and CHANGED in error.message, f"{where}: {error.render()}"
            outcomes["stopped"] += 1
        else:
            assert got in (before, after), f"{where}: the catalog is neither the one before nor after"
            outcomes["before" if got == before else "after"] += 1
    print(f"{server.kind}: {outcomes} (seed {SEED})")  # shown with -s
    assert sum(outcomes.values()) == TRIALS, outcomes


def _tree(root: Path) -> dict[str, bytes]:
    """The files a build leaves (its machine-local state and lock aside)."""
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.is_file() and not rel.startswith(("out/.genix/local/", "out/.genix/lock")):
            out[rel] = p.read_bytes()
    return out


def _build(folder: Path, url: str) -> tuple[int, str]:
    from dbjavagenix.cli import main

    folder.mkdir(parents=True, exist_ok=True)
    config = write_config(folder, url, connect_timeout=3, query_timeout=2)
    result = CliRunner().invoke(main, ["build", "-c", str(config)])
    assert "Traceback" not in result.output, result.output
    return result.exit_code, result.output


def test_a_build_during_a_change_writes_one_catalog_or_nothing(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(f"{SEED}-{server.kind}-build")
    server.reset()
    points = _statements(server, tmp_path / "count", monkeypatch)
    for trial in range(3):
        change = rng.choice(server.changes)
        at, when = rng.randint(1, points), rng.choice(["before", "after", "during"])
        where = f"seed {SEED}, {server.kind} build {trial}: {change!r} {when} statement {at} of {points}"
        server.reset()
        assert _build(tmp_path / f"{trial}-before", server.url)[0] == 0
        made: list[Injector] = []
        _inject(monkeypatch, made, at, when, functools.partial(server.change, change), 0.01)
        try:
            code, output = _build(tmp_path / f"{trial}", server.url)
        finally:
            made[-1].finish()
            monkeypatch.undo()
        assert _build(tmp_path / f"{trial}-after", server.url)[0] == 0
        got = _tree(tmp_path / f"{trial}")
        if code == 0:
            options = [_tree(tmp_path / f"{trial}-{s}") for s in ("before", "after")]
            assert got in options, f"{where}: the files are neither those of before nor after"
        else:
            assert code == 3 and CHANGED in output, f"{where}: exit {code}\n{output}"
            assert list(got) == ["genix.toml"], f"{where}: files written: {sorted(got)}"


# the reader's queries, by a text only each one holds (``nth``: which occurrence)
TRIGGERS = {
    "mysql": [
        (b"SCHEMATA", 1),
        (b"information_schema.TABLES", 1),
        (b"information_schema.COLUMNS", 1),
        (b"information_schema.STATISTICS", 1),
        (b"KEY_COLUMN_USAGE", 1),
        (b"REFERENTIAL_CONSTRAINTS", 1),
        (b"CHECK_CONSTRAINTS", 1),
        (b"information_schema.TABLES", 2),  # the markers at the end
        (b"information_schema.COLUMNS", 2),  # the view read again
    ],
    "postgres": [
        (b"set_config", 1),
        (b"txid_current_snapshot", 1),
        (b"ARRAY(SELECT e.enumlabel", 1),
        (b"LEFT JOIN pg_description d ON d.objoid = c.oid", 1),
        (b"a.attidentity", 1),
        (b"FROM pg_constraint k\nJOIN", 1),
        (b"JOIN pg_class ic", 1),
        (b"ROLLBACK", 1),
        (b"FILTER (WHERE age", 2),  # the markers after the snapshot
    ],
}


@pytest.mark.parametrize("fault", ["reset", "stall"])
def test_a_network_fault_at_any_query_writes_nothing(server: Server, tmp_path: Path, fault: str) -> None:
    """A connection reset by the server or a proxy, or a server that stops answering, at each
    query of the read (the markers at its end included): exit 3 and no file, never a catalog
    from what was read so far."""
    p = _parts(server.url)
    port = p["port"] or (3306 if server.kind == "mysql" else 5432)
    server.reset()
    time.sleep(1.05)  # (MariaDB lists its tables twice in the second they were created)
    triggers = TRIGGERS[server.kind]
    if fault == "stall":  # each costs query_timeout: the first, a middle and the last query
        triggers = [triggers[0], triggers[len(triggers) // 2], triggers[-1]]
    for trigger, nth in triggers:
        with StallingProxy((p["host"], port), trigger, nth=nth, reset=fault == "reset") as proxy:
            url = server.url.replace(f"@{p['host']}:{port}/", f"@127.0.0.1:{proxy.port}/")
            folder = tmp_path / f"{fault}-{trigger.decode()[:12]}-{nth}"
            code, output = _build(folder, url)
            assert proxy.stalled.is_set(), f"{trigger!r} #{nth} was never sent"
        said = "closed the connection" if fault == "reset" else "(timed out)"
        assert code == 3 and said in output, f"{trigger!r} #{nth}: exit {code}\n{output}"
        assert list(_tree(folder)) == ["genix.toml"], f"{trigger!r} #{nth}: files were written"


def test_sqlite_reads_one_transaction(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite (WAL and rollback-journal files): a write from another connection at any
    statement of the read is either not seen at all or waits for the read to end."""
    from dbjavagenix.introspect import connect
    from dbjavagenix.introspect import sqlite as reader

    rng = random.Random(f"{SEED}-sqlite")
    real = reader.read
    for trial in range(12):
        wal = trial % 2 == 0
        folder = tmp_path / str(trial)
        folder.mkdir()
        path = folder / "app.db"
        con = sqlite3.connect(path)
        if wal:
            con.execute("PRAGMA journal_mode=WAL")
        for i in range(6):
            con.execute(f"CREATE TABLE t{i} (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        con.commit()
        con.close()
        before = _dump(read_live(folder, "sqlite:///app.db"))
        change = rng.choice(
            ["DROP TABLE t2", "CREATE TABLE late (id INTEGER PRIMARY KEY)", "ALTER TABLE t3 ADD COLUMN x INT"]
        )
        at, when = rng.randint(1, reader.QUERY_COUNT), rng.choice(["before", "after", "during"])

        def write(sql: str = change, db: Path = path) -> None:
            w = sqlite3.connect(db, timeout=1)
            try:
                w.execute(sql)
                w.commit()
            except sqlite3.OperationalError as e:  # a rollback-journal file is locked by the read
                assert "locked" in str(e)
            finally:
                w.close()

        made: list[Injector] = []
        monkeypatch.setattr(connect, "_SQLITE_READ", {})  # read, not the catalog this process read before
        monkeypatch.setattr(reader, "read", functools.partial(_injected_read, real, made, at, when, write))
        try:
            got = _dump(read_live(folder, "sqlite:///app.db"))
        finally:
            monkeypatch.undo()
            made[-1].finish()
        after = _dump(read_live(folder, "sqlite:///app.db"))
        assert got in (before, after), (
            f"seed {SEED}, sqlite trial {trial}: {change!r} {when} {at} (wal {wal})"
        )


def _injected_read(
    real: Callable[..., Any],
    made: list[Injector],
    at: int,
    when: str,
    write: Callable[[], None],
    conn: Any,
    **kw: Any,
) -> Any:
    made.append(Injector(conn, at, when, write, 0.01))
    return real(made[-1], **kw)


def test_a_damaged_write_ahead_log_writes_nothing(tmp_path: Path) -> None:
    """SQLite ignores a write-ahead log whose header is garbage, and the tables it holds: genix
    refuses to read the database (exit 3) instead of generating from what is left."""
    from dbjavagenix.cli import main

    path = tmp_path / "app.db"
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA wal_autocheckpoint=0")
    for i in range(5):
        con.execute(f"CREATE TABLE t{i} (id INTEGER PRIMARY KEY, name TEXT)")
    con.commit()
    # copy the files as they are while the log holds the tables (no checkpoint yet)
    data, log = path.read_bytes(), path.with_name("app.db-wal").read_bytes()
    con.close()
    project = tmp_path / "p"
    project.mkdir()
    (project / "app.db").write_bytes(data)
    config = write_config(project, "sqlite:///app.db")
    for damage in (b"garbage", b"\xff" * 32 + log[32:], os.urandom(len(log))):
        (project / "app.db-wal").write_bytes(damage)
        result = CliRunner().invoke(main, ["build", "-c", str(config)])
        assert result.exit_code == 3, result.output
        assert "the write-ahead log of SQLite database " in result.output
        assert "app.db is damaged: app.db-wal " in result.output
        assert not (project / "out").exists()
    (project / "app.db-wal").write_bytes(log)  # the real log: all five tables
    result = CliRunner().invoke(main, ["build", "-c", str(config)])
    assert result.exit_code == 0, result.output
    assert "5 tables" in result.output


@pytest.mark.parametrize("how", ["rewritten", "added"])
def test_ddl_files_that_change_while_read_write_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """A migration tool writing the DDL files while genix reads them (a file rewritten after it
    was read, a file added to the folder): exit 3 and nothing written, not a catalog of half the
    files; read again, the build is the new schema's."""
    from dbjavagenix.cli import main

    folder = tmp_path / "db"
    folder.mkdir()
    (folder / "V1__users.sql").write_text("CREATE TABLE users (id INT PRIMARY KEY, name VARCHAR(20));\n")
    (folder / "V2__orders.sql").write_text("CREATE TABLE orders (id INT PRIMARY KEY, total INT);\n")
    config = tmp_path / "genix.toml"
    config.write_text(
        '[project]\nbase_package = "com.example.demo"\noutput = "out"\n'
        '[connections.main]\nddl = ["db"]\ndialect = "mysql"\n',
        encoding="utf-8",
    )
    from dbjavagenix.introspect import connect

    real = connect.read_input

    def read_input(path: Path | str, *args: Any, **kw: Any) -> bytes:
        data = real(path, *args, **kw)
        if Path(path).name == "V1__users.sql":  # the tool writes while genix is between two files
            if how == "rewritten":
                Path(path).write_text("CREATE TABLE users (id INT PRIMARY KEY);\n")
            else:
                (folder / "V3__items.sql").write_text("CREATE TABLE items (id INT PRIMARY KEY);\n")
        return data

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(connect, "read_input", read_input)
    result = CliRunner().invoke(main, ["build", "-c", str(config)])
    monkeypatch.setattr(connect, "read_input", real)
    assert result.exit_code == 3, result.output
    said = "db/V1__users.sql changed" if how == "rewritten" else "db/V3__items.sql appeared"
    assert f"the DDL files changed while genix read them: {said}" in result.output, result.output
    assert not (tmp_path / "out").exists()
    result = CliRunner().invoke(main, ["build", "-c", str(config)])
    assert result.exit_code == 0, result.output
