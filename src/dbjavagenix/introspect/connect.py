"""The database edge: turn a ``[connections.NAME]`` into a :class:`Catalog` (live database or
snapshot file). Every failure becomes one :class:`DatabaseError` naming the connection, the host
and the cause, with the password masked; exit code 3.

A message is genix's words (the connection, the URL with its password masked, the host, what
was being read) and the driver's or server's words: only the latter can hold a secret, and they
are masked by structure (:func:`dbjavagenix.secrets.mask_driver_text`), so no other character
of the message changes whatever the password is. The words of a driver genix does not know are
shown only when they hold no form of the password (else :data:`~dbjavagenix.secrets.WITHHELD`).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

from dbjavagenix import dialects
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.config.model import ConnectionConfig
from dbjavagenix.config.urls import URL_FORMS
from dbjavagenix.errors import ConfigError, ConnectionNotFound, DatabaseError, InputError, Location
from dbjavagenix.inputfile import DDL_MAX, SNAPSHOT_MAX, read_input, read_input_text
from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.secrets import WITHHELD, Secrets, mask_driver_text, mask_url

if TYPE_CHECKING:
    from dbjavagenix.introspect.ddl import DdlResult


def dialect_of(url: str) -> str:
    """``mysql+pymysql://...`` → ``mysql``; ``postgresql+psycopg`` → ``postgresql``."""
    scheme = url.split(":", 1)[0].lower()
    base = scheme.split("+", 1)[0]
    known = dialects.by_url_scheme(base)
    return known.name if known is not None else base


def read_catalog(loaded: LoadedConfig, name: str, *, create: bool = False) -> Catalog:
    """The catalog of connection ``name`` (from its snapshot, its DDL files or its database).
    ``create``: an SQLite file that does not exist yet is built from its ``init_sql`` (doors that
    write only: ``genix build``, watch, the writing tools; reading never creates anything)."""
    conn = loaded.config.connections.get(name)
    if conn is None:
        raise ConnectionNotFound(
            f"no connection named {name!r}",
            location=Location(key=("connections",)),
            hint="connections: " + ", ".join(sorted(loaded.config.connections)),
        )
    if name in loaded.unresolved:
        raise loaded.unresolved[name]
    if conn.snapshot is not None:
        return read_snapshot(loaded.root / conn.snapshot, loaded, name)
    if conn.ddl is not None:
        return read_ddl_connection(loaded, name, conn)
    assert conn.url is not None
    dialect = dialect_of(conn.url)
    if dialects.dialect(dialect).file_database:
        return _read_sqlite(loaded, name, conn, create)
    return _read_server(loaded, name, conn, dialect)


def read_ddl_connection(loaded: LoadedConfig, name: str, conn: ConnectionConfig) -> Catalog:
    """The catalog of a ``ddl`` connection: from the cache while the files are unchanged,
    else parsed (and remembered for ``genix build`` to cache)."""
    from dbjavagenix.introspect import ddl_cache

    assert conn.ddl is not None and conn.dialect is not None
    files = ddl_files(conn.ddl, loaded.root, ("connections", name, "ddl"))
    stable = [(_under(loaded.root, shown), data) for shown, data in files]
    fp = ddl_cache.fingerprint_of(stable, conn.dialect, conn.db_schema, conn.allow_unparsed)
    cached = ddl_cache.load(loaded.output_root, name, fp)
    if cached is not None:
        return cached
    result = parse_ddl_files(files, conn.dialect, conn.db_schema, conn.allow_unparsed)
    ddl_cache.remember(loaded.output_root, name, fp, result.catalog)
    return result.catalog


def _under(root: Path, shown: str) -> str:
    """A file's name relative to the config's folder (the same from any working folder)."""
    try:
        return Path(shown).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(Path(shown).resolve())


def ddl_files(entries: list[str], root: Path, key: tuple[str, ...] = ()) -> list[tuple[str, bytes]]:
    """(shown name, bytes) of the files a ``ddl`` list names, in reading order. The files must
    not change while they are read (a migration tool or a checkout writing them): each is the
    same size and age after all were read as before, and the list names the same files."""
    from dbjavagenix.introspect.ddl_sources import expand

    paths = expand(entries, root, key)
    out = []
    seen = []
    for path in paths:
        shown = _rel(path)
        try:
            before: os.stat_result | None = path.stat()
        except OSError:
            before = None  # (a link that loops: reading it says so)
        try:
            out.append((shown, read_input(path, "DDL file", DDL_MAX, shown=shown)))
        except FileNotFoundError as e:
            raise InputError(
                f"cannot read DDL file {shown}: {e.strerror or e}", location=Location(file=shown)
            ) from None
        seen.append((path, shown, before, len(out[-1][1])))
    for path, shown, before, size in seen:
        try:
            after = path.stat()
        except OSError:
            after = None
        if after is None or before is None or size != before.st_size or _stamp(before) != _stamp(after):
            raise _files_changed(f"{shown} changed", key, shown)
    again = expand(entries, root, key)
    if again != paths:
        gone = [p for p in paths if p not in again]
        what = (
            f"{_rel(gone[0])} disappeared"
            if gone
            else f"{_rel(next(p for p in again if p not in paths))} appeared"
        )
        raise _files_changed(what, key, _rel(paths[0]) if paths else "")
    return out


def _stamp(st: os.stat_result) -> tuple[int, int, int, int]:
    return (st.st_size, st.st_mtime_ns, st.st_ino, st.st_dev)


def _files_changed(what: str, key: tuple[str, ...], shown: str) -> DatabaseError:
    return DatabaseError(
        f"the DDL files changed while genix read them: {what}",
        location=Location(key=key) if key else Location(file=shown),
        hint="a tool is writing them (a migration generator, a checkout): run genix again when it is "
        "done (nothing was generated from the half-written files)",
    )


def parse_ddl_files(
    files: list[tuple[str, bytes]], dialect: str, schema: str | None, allow_unparsed: bool
) -> DdlResult:
    from dbjavagenix.introspect.ddl import SourceText, read_ddl

    sources = []
    for shown, data in files:
        try:
            sources.append(SourceText(shown, data.decode("utf-8-sig")))
        except UnicodeDecodeError as e:
            raise InputError(
                f"DDL file {shown} is not UTF-8 text: {e.reason}", location=Location(file=shown)
            ) from None
    return read_ddl(sources, dialect, schema=schema, allow_unparsed=allow_unparsed)


def read_snapshot(path: Path, loaded: LoadedConfig | None = None, name: str | None = None) -> Catalog:
    key = Location(key=("connections", name, "snapshot")) if name else None
    try:
        text = read_input_text(path, "snapshot file", SNAPSHOT_MAX, shown=_rel(path), location=key)
    except FileNotFoundError:
        raise InputError(
            f"snapshot file {path} not found",
            location=key or Location(file=str(path)),
            hint="make one with `genix schema dump -o FILE`",
        ) from None
    return snapshot.loads(text, source=_rel(path))


def _rel(path: Path) -> str:
    try:  # the file's own name (a link to /dev/zero, or one that loops, is named as written)
        full = path.parent.resolve() / path.name
    except (RuntimeError, OSError):
        full = Path(os.path.abspath(path))
    try:
        return str(full.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def sqlite_path(loaded: LoadedConfig, url: str) -> Path | None:
    """File of a ``sqlite:///`` URL, relative paths taken from the config's folder; None for memory."""
    rest = url.split(":///", 1)[1] if ":///" in url else ""
    rest = rest.split("?", 1)[0]
    if not rest or rest == ":memory:":
        return None
    p = Path(rest)
    return p if p.is_absolute() else (loaded.root / p)


_SQLITE_READ: dict[tuple[object, ...], Catalog] = {}
"""The catalogs of SQLite files read in this process, by :func:`_sqlite_key`: a long-lived
process (``genix mcp``, ``watch``) checking one config edit after another reads the schema again
only when it changed."""
_SQLITE_KEPT = 8


def _sqlite_key(path: Path, db: sqlite3.Connection) -> tuple[object, ...]:
    """What identifies the schema of the SQLite file open in ``db``: the file and its
    write-ahead log as they are on disk, and SQLite's schema version (raised by every schema
    change, from any process)."""

    def stat(p: Path) -> tuple[int, ...] | None:
        try:
            st = os.stat(p)
        except OSError:
            return None
        return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)

    version = db.execute("PRAGMA schema_version").fetchone()[0]
    return (str(path.resolve()), stat(path), stat(path.with_name(path.name + "-wal")), version)


def _read_sqlite(loaded: LoadedConfig, name: str, conn: ConnectionConfig, create: bool) -> Catalog:
    from dbjavagenix.introspect import sqlite as sqlite_reader

    assert conn.url is not None
    path = sqlite_path(loaded, conn.url)
    if path is None:
        raise DatabaseError(
            f"connection {name!r}: an in-memory SQLite database has no schema to read",
            location=Location(key=("connections", name, "url")),
            hint="point the URL at a database file: sqlite:///path/to/file.db",
        )
    if not path.exists() and conn.init_sql and create:
        build_sqlite(path, loaded.root / conn.init_sql, name)
    if path.exists() and not path.is_file():
        raise ConfigError(
            f"connection {name!r}: {_rel(path)} is a folder, not an SQLite database file",
            location=Location(key=("connections", name, "url")),
            hint="point the URL at a database file: sqlite:///path/to/file.db",
        )
    if not path.is_file():
        raise DatabaseError(
            f"connection {name!r}: SQLite database file {_rel(path)} does not exist",
            location=Location(key=("connections", name, "url")),
            hint=f"`genix build` creates it from init_sql {conn.init_sql} (commands that only read never do)"
            if conn.init_sql
            else "relative paths start at the config file's folder; set init_sql to build it from SQL",
        )
    damage = sqlite_reader.wal_damage(path)
    if damage is not None:
        raise DatabaseError(
            f"connection {name!r}: the write-ahead log of SQLite database {_rel(path)} is damaged: "
            f"{damage}; SQLite would ignore it, and the transactions in it",
            location=Location(key=("connections", name, "url")),
            hint="restore the -wal file from where it came from (genix reads nothing from a "
            "database that may be missing its latest tables)",
        )
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=conn.connect_timeout)
        try:
            # (a schema changed between the two reads is read again next time: versions only rise)
            key = _sqlite_key(path, db)
            found = _SQLITE_READ.get(key)
            if found is None:
                found = sqlite_reader.read(db, database=path.name)
                if len(_SQLITE_READ) >= _SQLITE_KEPT:
                    del _SQLITE_READ[next(iter(_SQLITE_READ))]
                _SQLITE_READ[key] = found
            return found
        finally:
            db.close()
    except sqlite3.Error as e:
        journal = path.with_name(path.name + "-journal")
        hot = "readonly" in str(e) and journal.is_file()
        raise DatabaseError(
            f"connection {name!r}: cannot read SQLite database {_rel(path)}: {e}"
            + (f" (a rollback journal, {journal.name}, needs replaying)" if hot else ""),
            location=Location(key=("connections", name, "url")),
            hint=f"open it once with sqlite3 {_rel(path)} (which rolls the interrupted transaction "
            "back), then run genix again"
            if hot
            else "is it an SQLite database file?",
        ) from None


INIT_SQL_STEPS = 500_000_000
"""SQLite steps an ``init_sql`` script may take (about twenty seconds: it may insert sample data)."""


def build_sqlite(path: Path, sql_file: Path, name: str) -> None:
    """Create an SQLite database from an SQL script, atomically (a temp file renamed at the end)."""
    where = Location(key=("connections", name, "init_sql"))
    try:
        script = read_input_text(
            sql_file, "init_sql file", DDL_MAX, shown=_rel(sql_file), location=where, error=ConfigError
        )
    except FileNotFoundError as e:
        raise ConfigError(f"cannot read init_sql file {sql_file}: {e.strerror}", location=where) from None
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.unlink(missing_ok=True)
    from dbjavagenix.introspect.ddl_sqlite import Budget

    budget: Budget | None = None
    try:
        db = sqlite3.connect(tmp)
        try:
            budget = Budget(db, INIT_SQL_STEPS)
            db.executescript(script)
            db.commit()
        finally:
            db.close()
        tmp.replace(path)
    except sqlite3.Error as e:
        tmp.unlink(missing_ok=True)
        reason = budget.reason(e) if budget is not None and budget.spent else str(e)
        raise DatabaseError(
            f"connection {name!r}: init_sql {sql_file.name} failed: {reason}",
            location=Location(key=("connections", name, "init_sql")),
        ) from None


def _read_server(loaded: LoadedConfig, name: str, conn: ConnectionConfig, dialect: str) -> Catalog:
    from dbjavagenix.introspect import server
    from dbjavagenix.introspect.query import MissingSchema, ReadError, SchemaChanged

    assert conn.url is not None
    secrets = Secrets().with_connection(conn)
    shown = mask_url(conn.url)
    where = Location(key=("connections", name))
    words = _driver_words(secrets, known=True)  # SQLAlchemy's and the URL parser's words
    try:
        url = server.make_url(conn)
    except Exception as e:
        raise ConfigError(
            f"connection {name!r}: invalid URL {shown}: {words(str(e))}",
            location=Location(key=("connections", name, "url")),
            hint=URL_FORMS,
        ) from None
    target = server.target_of(url)
    words = _driver_words(secrets, known=target.driver in server.KNOWN_DRIVERS)
    if dialects.dialect(target.backend).schema_is_database and not (conn.db_schema or target.database):
        raise DatabaseError(
            f"connection {name!r} ({shown}): no database to read",
            location=Location(key=("connections", name, "url")),
            hint='name it in the URL (mysql+pymysql://user@host/shop) or set schema = "shop"',
        )
    try:
        engine = server.make_engine(conn, url)
    except ModuleNotFoundError as e:
        extra = server.DRIVER_EXTRAS.get((e.name or "").split(".")[0])
        raise DatabaseError(
            f"connection {name!r}: the database driver {e.name!r} is not installed",
            location=Location(key=("connections", name, "url")),
            hint=f'pip install "dbjavagenix[{extra}]"'
            if extra
            else "install the DB-API driver the URL names",
        ) from None
    except Exception as e:
        raise DatabaseError(
            f"connection {name!r}: invalid URL {shown}: {words(str(e))}",
            location=Location(key=("connections", name, "url")),
        ) from None
    try:
        return server.read(engine, conn, url)
    except MissingSchema as e:
        listed = ", ".join(e.available[:20]) + (" ..." if len(e.available) > 20 else "")
        raise DatabaseError(
            f"connection {name!r} ({shown}): {e}",
            location=Location(key=("connections", name, "schema")),
            hint=f"{e.kind}s on {target.host}: {listed}" if listed else None,
        ) from None
    except SchemaChanged as e:
        raise DatabaseError(
            f"connection {name!r} ({shown}): the schema changed while genix read it: {e}",
            location=where,
            hint="a migration, restore or DDL is probably running: run genix again when it is done "
            "(nothing was generated from the half-changed schema)",
        ) from None
    except ReadError as e:
        cause, hint = (
            _cause(e.cause, target, name, secrets, words)
            if isinstance(e.cause, BaseException)
            else (words(str(e.cause)), None)
        )
        raise DatabaseError(
            f"connection {name!r} ({shown}): reading {e.what} failed: {cause}",
            location=where,
            hint=e.hint or hint,
        ) from None
    except Exception as e:
        cause, hint = _cause(e, target, name, secrets, words)
        raise DatabaseError(
            f"connection {name!r} ({shown}): cannot connect to {target.host}: {cause}",
            location=where,
            hint=hint or "check the host, port, credentials and database name",
        ) from None
    finally:
        engine.dispose()


def _cause(
    e: BaseException, target: Any, name: str, secrets: Secrets, words: Callable[[str], str]
) -> tuple[str, str | None]:
    """Why a connection or query failed: :func:`server.describe`, except for a password the
    driver cannot encode (PyMySQL sends it as Latin-1), whose error names a character of it."""
    from dbjavagenix.introspect import server

    orig = getattr(e, "orig", None) or e
    passwords = secrets.values | {unquote(v) for v in secrets.values}
    if isinstance(orig, UnicodeError) and getattr(orig, "object", None) in passwords:
        encoding = getattr(orig, "encoding", "its character set")
        return (
            f"the password holds a character the driver cannot send ({encoding})",
            "PyMySQL sends passwords as Latin-1: use a password of Latin-1 characters, or install mysqlclient",
        )
    return server.describe(e, target, name, words)


def _driver_words(secrets: Secrets, *, known: bool) -> Callable[[str], str]:
    """How the words of a driver or server are shown: their first line, masked by structure;
    for a driver genix does not know (``known`` False), :data:`WITHHELD` instead when a form
    of the password is still in them."""

    def words(message: str) -> str:
        first = message.strip().splitlines()[0] if message.strip() else message
        masked = mask_driver_text(first)
        return WITHHELD if not known and secrets.found_in(masked) else masked

    return words
