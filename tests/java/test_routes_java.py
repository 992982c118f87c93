"""``[api.routes] style = "rpc"`` (issue 36 point 5) compiles and serves in every category:
chinook on SQLite (``Artist``: one key, ``PlaylistTrack``: a composite key) → ``genix new`` →
``genix build`` → ``mvn compile`` with ``-Xlint:all`` (no warning) → the app booted → over HTTP
``POST /create`` (201, its ``Location`` the get route), ``GET /get?key``, ``POST /update?key``,
``POST /patch?key``, ``GET /list``, ``POST /delete/{key}`` (the team's own route), each checked
against the database; the rest verbs answer no more. The other mappings follow the style too: the
list query's ``GET /query``, ``/count``, ``/exists``, a unique-key lookup ``GET /get-by-name?name``
(a unique index on ``Artist.Name``), a relation read ``GET /artist?albumId``; and one table's own
route (``[tables.Album.api.routes] get = "GET /one/{key}"``) wins over the project's, ``?with=``
following it."""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CORPUS
from tests.java.java_crud import unwrap
from tests.java.java_harness import (
    Case,
    Database,
    add_lint,
    compile_project,
    genix,
    http,
    main_class,
    need_tools,
    resolved_tables,
    running_app,
    write_config,
)

pytestmark = pytest.mark.java

ROUTES = """
[tables]
include = ["Artist", "Album", "PlaylistTrack"]

[relations]
foreign_keys = true

[api.routes]
style = "rpc"
delete = "POST /delete/{key}"

[tables.Album.api.routes]
get = "GET /one/{key}"
"""
CASES = [
    Case(cat, "sqlite", "chinook", ("Artist", "Album", "PlaylistTrack"), {}, ROUTES)
    for cat in ("Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
]


def _post(url: str, body: Any) -> tuple[int, Any, str]:
    """POST a JSON body: (status, parsed body, Location header)."""
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST")
    req.add_header("Content-Type", "application/json")
    req.add_header("Accept", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            raw = resp.read()
            return resp.status, json.loads(raw) if raw else None, resp.headers.get("Location", "")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace"), ""


def _unique_name(db: Database) -> None:
    """A unique index on ``Artist.Name``: the artist gets a lookup by name."""
    import sqlite3

    assert db.sqlite_file is not None
    with sqlite3.connect(db.sqlite_file) as con:
        con.execute('CREATE UNIQUE INDEX "IX_ArtistName" ON "Artist" ("Name")')
    con.close()


def _seed(db: Database) -> None:
    """The SQLite chinook holds no rows: a playlist and a track for the composite key."""
    import sqlite3

    assert db.sqlite_file is not None
    with sqlite3.connect(db.sqlite_file) as con:
        con.execute('INSERT INTO "MediaType" ("MediaTypeId", "Name") VALUES (1, \'MPEG\')')
        con.execute('INSERT INTO "Playlist" ("PlaylistId", "Name") VALUES (1, \'Music\')')
        con.execute(
            'INSERT INTO "Track" ("TrackId", "Name", "MediaTypeId", "Milliseconds", "UnitPrice") '
            "VALUES (1, 'Song', 1, 1000, 0.99)"
        )
    con.close()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_rpc_routes_compile_boot_and_serve_crud(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    db = Database(case.db, case.schema, "genix_routes_" + case.category.lower().replace("-", "_"), CORPUS)
    db.create(tmp_path)
    try:
        _run(case, db, tmp_path)
    finally:
        db.drop()


def _run(case: Case, db: Database, tmp_path: Path) -> None:
    env = dict(os.environ)
    _unique_name(db)
    write_config(case, db, tmp_path, None)
    for cmd in (["new"], ["build"]):
        r = genix(cmd, tmp_path, env)
        assert r.returncode == 0, r.stdout + r.stderr
    app = tmp_path / "app"
    controllers = {p.name: p.read_text(encoding="utf-8") for p in app.rglob("*Controller.java")}
    artist_src = controllers["ArtistController.java"]
    for mapping in ('@GetMapping("/list")', '@GetMapping("/get")', '@PostMapping("/create")'):
        assert mapping in artist_src, mapping
    assert "@PutMapping" not in artist_src and "@DeleteMapping" not in artist_src
    add_lint(app / "pom.xml")
    ok, warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
    assert ok, errors
    assert warnings == 0

    _seed(db)
    tables = resolved_tables(tmp_path, env)
    artist, pt, album = tables["Artist"], tables["PlaylistTrack"], tables["Album"]
    assert [u.path for u in artist.unique_keys] == ["/get-by-name"]
    assert [(r.name, r.path) for r in album.relations] == [("artist", "/artist")]
    (key,) = (f.name for f in artist.key.fields)
    name = next(f.name for f in artist.fields if f.column == "Name")
    a = artist.rest_path
    probe = a + "/list?size=1"
    with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", probe) as base:
        # create: 201 and the Location of the get route
        status, body, location = _post(f"{base}{a}/create", {key: 90001, name: "rpc artist"})
        assert status == 201, (status, body)
        assert f"{a}/get?{key}=" in location, location
        new_id = int(location.rsplit("=", 1)[1])
        assert db.query('SELECT "Name" FROM "Artist" WHERE "ArtistId" = ?', (new_id,)) == [("rpc artist",)]
        status, got = http("GET", location)
        assert status == 200 and unwrap(got)[name] == "rpc artist", (status, got)
        # update and patch: POST with the key in the query
        status, got = http("POST", f"{base}{a}/update?{key}={new_id}", {name: "renamed"})
        assert status == 200, (status, got)
        assert db.query('SELECT "Name" FROM "Artist" WHERE "ArtistId" = ?', (new_id,)) == [("renamed",)]
        status, got = http("POST", f"{base}{a}/patch?{key}={new_id}", {name: "patched"})
        assert status == 200, (status, got)
        status, got = http("GET", f"{base}{a}/get?{key}={new_id}")
        assert status == 200 and unwrap(got)[name] == "patched", (status, got)
        status, got = http("GET", f"{base}{a}/list?size=2")
        assert status == 200, (status, got)
        # the OpenAPI document: the rpc paths and verbs, genix's operation ids
        status, doc = http("GET", f"{base}/v3/api-docs")
        assert status == 200, (status, doc)
        ops = {
            (path, verb): op.get("operationId") for path, d in doc["paths"].items() for verb, op in d.items()
        }
        for path, verb, op_id in (
            (f"{a}/list", "get", "artistList"),
            (f"{a}/get", "get", "artistGet"),
            (f"{a}/create", "post", "artistCreate"),
            (f"{a}/update", "post", "artistUpdate"),
            (f"{a}/patch", "post", "artistPatch"),
            (f"{a}/delete/{{{key}}}", "post", "artistDelete"),
        ):
            assert ops.get((path, verb)) == op_id, (path, verb, sorted(ops))
        assert not [p for p, v in ops if p.startswith(a) and v in ("put", "delete")], sorted(ops)
        # the rest shape is gone: no GET /{id}, no PUT, no DELETE
        assert http("GET", f"{base}{a}/{new_id}")[0] in (404, 405)
        assert http("PUT", f"{base}{a}/update?{key}={new_id}", {name: "x"})[0] == 405
        assert http("DELETE", f"{base}{a}/delete/{new_id}")[0] == 405
        # delete: the team's own route, the key a path variable
        status, got = http("POST", f"{base}{a}/delete/{new_id}")
        assert status in (200, 204), (status, got)
        assert db.query('SELECT 1 FROM "Artist" WHERE "ArtistId" = ?', (new_id,)) == []
        status, got = http("GET", f"{base}{a}/get?{key}={new_id}")
        missing = status == 404 or (isinstance(got, dict) and got.get("code") not in (0, 200, None))
        assert missing, (status, got)
        status, _ = http("GET", f"{base}{a}/get")  # the key is required
        assert status == 400, status

        # a composite key: every key field a query parameter (a path variable for delete)
        p = pt.rest_path
        pk, tk = (f.name for f in pt.key.fields)
        playlist, track = 1, 1  # seeded by _seed
        status, body, location = _post(f"{base}{p}/create", {pk: playlist, tk: track})
        assert status == 201, (status, body)
        assert location.endswith(f"{p}/get?{pk}={playlist}&{tk}={track}"), location
        status, got = http("GET", f"{base}{p}/get?{pk}={playlist}&{tk}={track}")
        assert status == 200 and unwrap(got)[tk] == track, (status, got)
        status, got = http("POST", f"{base}{p}/delete/{playlist}/{track}")
        assert status in (200, 204), (status, got)
        assert (
            db.query(
                'SELECT 1 FROM "PlaylistTrack" WHERE "PlaylistId" = ? AND "TrackId" = ?', (playlist, track)
            )
            == []
        )

        # the list query, a unique-key lookup and a relation read: rpc routes too
        status, body, location = _post(f"{base}{a}/create", {name: "queried"})
        assert status == 201, (status, body)
        artist_id = int(location.rsplit("=", 1)[1])  # the key the database generated
        status, got = http("GET", f"{base}{a}/query?{name}=queried&size=5")
        assert status == 200, (status, got)
        page = unwrap(got)
        assert page["total"] == 1 and [r[key] for r in page["items"]] == [artist_id], page
        status, got = http("GET", f"{base}{a}/count?{name}=queried")
        assert status == 200 and unwrap(got) == 1, (status, got)
        status, got = http("GET", f"{base}{a}/exists?{name}=nobody")
        assert status == 200 and unwrap(got) is False, (status, got)
        assert http("GET", f"{base}{a}/-/count")[0] in (400, 404, 405)  # no "/-" below an rpc get
        status, got = http("GET", f"{base}{a}/get-by-name?{name}=queried")
        assert status == 200 and unwrap(got)[key] == artist_id, (status, got)
        status, got = http("GET", f"{base}{a}/get-by-name?{name}=nobody")
        missing = status == 404 or (isinstance(got, dict) and got.get("code") not in (0, 200, None))
        assert missing, (status, got)
        assert http("GET", f"{base}{a}/by-name?{name}=queried")[0] in (400, 404, 405)  # the rest path is gone

        # Album: its own get route (GET /one/{key}), the relation read rpc-style (GET /artist?key)
        b = album.rest_path
        (album_key,) = (f.name for f in album.key.fields)
        title = next(f.name for f in album.fields if f.column == "Title")
        artist_ref = next(f.name for f in album.fields if f.column == "ArtistId")
        status, body, location = _post(f"{base}{b}/create", {title: "Songs", artist_ref: artist_id})
        assert status == 201, (status, body)
        assert f"{b}/one/" in location, location  # Album's own get route
        album_id = int(location.rsplit("/", 1)[1])
        status, got = http("GET", location)
        assert status == 200 and unwrap(got)[title] == "Songs", (status, got)
        # the project's get route is not Album's
        assert http("GET", f"{base}{b}/get?{album_key}={album_id}")[0] in (400, 404, 405)
        status, got = http("GET", f"{base}{b}/one/{album_id}?with=artist")
        assert status == 200 and unwrap(got)["artist"][name] == "queried", (status, got)
        status, got = http("GET", f"{base}{b}/artist?{album_key}={album_id}")
        assert status == 200 and unwrap(got)[key] == artist_id, (status, got)
        assert unwrap(got)[name] == "queried", got
        status, _ = http("GET", f"{base}{b}/{album_id}/artist")  # the rest relation path is gone
        assert status in (400, 404, 405), status
