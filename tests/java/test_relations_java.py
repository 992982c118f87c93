"""Relations over HTTP against real databases (``[relations] foreign_keys = true``): sakila's
film → language (many-to-one) and film ↔ actor (many-to-many through ``film_actor``) with
``GET /api/film/{id}?with=language,actors`` (each film's actors capped at ``[api] related_limit``,
the first by key), ``GET /api/film/{id}/actors`` (a page: size, page and total honoured, a size
over the max refused), a page with relations whose statement count does not grow with the page
(MyBatis's statement log, counted), and an unknown ``with`` name refused with 400 in the
category's error shape; chinook's track → album → artist chain; RuoYi's department tree (a
paged one-to-many endpoint). The rows are compared with what the database holds."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import CORPUS
from tests.java.api_document import assert_served_as_written
from tests.java.java_crud import unwrap
from tests.java.java_harness import (
    Case,
    Database,
    add_lint,
    compile_project,
    db_name,
    genix,
    http,
    main_class,
    need_tools,
    resolved_tables,
    running_app,
    write_config,
)

pytestmark = pytest.mark.java

RELATIONS = "[relations]\nforeign_keys = true\nreverse = true\n"
RELATED_LIMIT = 2  # each film has three actors: ?with=actors keeps the first two
SAKILA = (
    '[tables]\ninclude = ["film", "actor", "film_actor", "language"]\n\n'
    + RELATIONS
    + f"\n[api]\nrelated_limit = {RELATED_LIMIT}\n"
)
CHINOOK = '[tables]\ninclude = ["track", "album", "artist"]\n\n' + RELATIONS
RUOYI = '[tables]\ninclude = ["sys_dept", "sys_user"]\n\n[relations]\nnaming = true\nreverse = true\n'
CASES = [
    Case("Default", "sqlite", "sakila", ("film",), extra_toml=SAKILA),
    Case("MybatisPlus", "sqlite", "sakila", ("film",), extra_toml=SAKILA),
    Case("Default", "mariadb", "sakila", ("film",), extra_toml=SAKILA),
    Case("MybatisPlus", "postgresql", "sakila", ("film",), extra_toml=SAKILA),
    Case("MybatisPlus-Mixed", "sqlite", "sakila", ("film",), extra_toml=SAKILA),
    Case("sb35-java21", "mariadb", "sakila", ("film",), extra_toml=SAKILA),
    # dto = true: the VOs hold the related VOs (the converter's nested conversions)
    Case("MybatisPlus", "mariadb", "sakila", ("film",), {"dto": True}, extra_toml=SAKILA),
    Case("Default", "postgresql", "sakila", ("film",), {"dto": True, "lombok": False}, extra_toml=SAKILA),
    Case("Default", "postgresql", "chinook", ("track",), extra_toml=CHINOOK),
    Case("MybatisPlus", "mariadb", "ruoyi", ("sys_dept",), extra_toml=RUOYI),
]
PREPARING = "==>  Preparing:"
FILMS, ACTORS = 30, 8


def _sakila_rows(kind: str) -> str:
    """Two languages, some actors, films of either language with three actors each (the corpus
    holds the schema only)."""
    extra_col = ", fulltext" if kind == "postgresql" else ""
    extra_val = ", to_tsvector('x')" if kind == "postgresql" else ""
    now = "CURRENT_TIMESTAMP"
    sql = [
        f"INSERT INTO language (language_id, name, last_update) VALUES (1, 'English', {now}), (2, 'Italian', {now});"
    ]
    sql.append(
        "INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES "
        + ", ".join(f"({i}, 'First{i}', 'Last{i}', {now})" for i in range(1, ACTORS + 1))
        + ";"
    )
    sql.append(
        f"INSERT INTO film (film_id, title, language_id, last_update{extra_col}) VALUES "
        + ", ".join(f"({i}, 'FILM {i}', {1 + i % 2}, {now}{extra_val})" for i in range(1, FILMS + 1))
        + ";"
    )
    links = sorted({(f, 1 + (f * k) % ACTORS) for f in range(1, FILMS + 1) for k in (1, 3, 5)})
    sql.append(
        "INSERT INTO film_actor (film_id, actor_id, last_update) VALUES "
        + ", ".join(f"({f}, {a}, {now})" for f, a in links)
        + ";"
    )
    return "\n".join(sql)


def _statements(log: Path, start: int) -> list[str]:
    text = log.read_text(encoding="utf-8", errors="replace")[start:]
    return [ln.split(PREPARING, 1)[1].strip() for ln in text.splitlines() if PREPARING in ln]


def _items(page: object) -> list[dict[str, object]]:
    body = unwrap(page)
    assert isinstance(body, dict), body
    items = body.get("items")
    assert isinstance(items, list), body
    return items


def _page(body: object) -> tuple[list[dict[str, object]], int]:
    """The items and the total of a page answer."""
    page = unwrap(body)
    assert isinstance(page, dict) and isinstance(page.get("total"), int), body
    return _items(body), int(page["total"])


def _chinook_rows() -> str:
    """Three artists, five albums, four tracks per album (the corpus holds the schema only)."""
    return "\n".join(
        [
            "INSERT INTO media_type (media_type_id, name) VALUES (1, 'MPEG');",
            "INSERT INTO artist (artist_id, name) VALUES (1, 'AC/DC'), (2, 'Accept'), (3, 'Aerosmith');",
            "INSERT INTO album (album_id, title, artist_id) VALUES "
            + ", ".join(f"({i}, 'Album {i}', {1 + i % 3})" for i in range(1, 6))
            + ";",
            "INSERT INTO track (track_id, name, album_id, media_type_id, milliseconds, unit_price) VALUES "
            + ", ".join(f"({t}, 'Track {t}', {1 + (t - 1) // 4}, 1, 1000, 0.99)" for t in range(1, 21))
            + ";",
        ]
    )


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_relations_over_http(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    db = Database(case.db, case.schema, db_name(__name__, "i15r_" + case.id), CORPUS)
    db.create(tmp_path)
    try:
        if case.schema != "ruoyi":  # RuoYi's script has its own seed rows
            db.execute_script(_sakila_rows(db.kind) if case.schema == "sakila" else _chinook_rows())
        package = f"com.example.{case.schema}"
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        ok, _warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        tables = resolved_tables(tmp_path, env)
        os.environ["LOGGING_LEVEL_" + package.upper().replace(".", "_") + "_MAPPER"] = "DEBUG"
        log = tmp_path / "app.log"
        owner = tables[case.tables[0]]
        try:
            with running_app(app, main_class(app), db, case.jdk, log, owner.rest_path + "?size=1") as base:
                assert_served_as_written(app, base)
                if case.schema == "sakila":
                    _sakila(base, tables, db, log, case.category in ("Default", "MybatisPlus-Mixed"))
                elif case.schema == "chinook":
                    _chinook(base, tables, db, log)
                else:
                    _ruoyi(base, tables, db)
        finally:
            os.environ.pop("LOGGING_LEVEL_" + package.upper().replace(".", "_") + "_MAPPER", None)
    finally:
        db.drop()


PAGEHELPER = Case(
    "Default",
    "sqlite",
    "sakila",
    ("film",),
    {"spring_boot": 2},  # the PageHelper starter in the Maven cache is Boot 2's
    extra_toml=SAKILA + '\n[api.page]\npaging = "pagehelper"\n',
)
PAGEHELPER_DEPENDENCY = """<dependencies>
    <dependency>
      <groupId>com.github.pagehelper</groupId>
      <artifactId>pagehelper-spring-boot-starter</artifactId>
      <version>2.1.1</version>
    </dependency>"""


def test_relation_page_with_pagehelper(tmp_path: Path) -> None:
    """With ``paging = "pagehelper"`` a list relation's endpoint is paged by PageHelper, like the
    list endpoint: the page asked for, the total of related rows, in key order."""
    case = PAGEHELPER
    need_tools(case)
    db = Database(case.db, case.schema, db_name(__name__, "i27p_" + case.id), CORPUS)
    db.create(tmp_path)
    try:
        db.execute_script(_sakila_rows(db.kind))
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        pom = (app / "pom.xml").read_text(encoding="utf-8")  # a team using PageHelper has it
        (app / "pom.xml").write_text(
            pom.replace("<dependencies>", PAGEHELPER_DEPENDENCY, 1), encoding="utf-8"
        )
        ok, _warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        film = resolved_tables(tmp_path, env)["film"]
        path = film.rest_path
        aname = {f.column: f.name for f in resolved_tables(tmp_path, env)["actor"].fields}
        every = sorted(
            int(i) for (i,) in db.query("SELECT actor_id FROM film_actor WHERE film_id = %s", (3,))
        )
        assert len(every) == 3, every
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", path + "?size=1") as base:
            seen: list[int] = []
            for number in (1, 2):
                status, body = http("GET", f"{base}{path}/3/actors?page={number}&size=2")
                assert status == 200, body
                items, total = _page(body)
                assert total == len(every) and len(items) == (2 if number == 1 else 1), body
                seen += [int(str(a[aname["actor_id"]])) for a in items]
            assert seen == every
            status, body = http("GET", f"{base}{path}/1?with=actors")
            assert status == 200, body
            assert len(unwrap(body)["actors"]) == RELATED_LIMIT, body
    finally:
        db.drop()


KEYLESS = [
    Case(
        category,
        "sqlite",
        "sakila",
        ("film",),
        extra_toml='[tables]\ninclude = ["film", "language", "film_note"]\n\n'
        + RELATIONS
        + f"\n[api]\nrelated_limit = {RELATED_LIMIT}\n",
    )
    for category in ("Default", "MybatisPlus")
]


@pytest.mark.parametrize("case", KEYLESS, ids=[c.id for c in KEYLESS])
def test_keyless_related_table_is_bounded(case: Case, tmp_path: Path) -> None:
    """A one-to-many to a table without a key (``film_note``): ``?with=`` still keeps each film's
    first ``related_limit`` notes (MyBatis: numbered by the first column; MyBatis-Plus: each
    film's read with ``LIMIT``), its endpoint pages all of them with their total."""
    need_tools(case)
    db = Database(case.db, case.schema, db_name(__name__, "i27k_" + case.id), CORPUS)
    db.create(tmp_path)
    try:
        notes = {1: 3, 2: 1}  # film 1 has more notes than the limit
        db.execute_script(
            "\n".join(
                [
                    _sakila_rows(db.kind).split("\n")[0],
                    "INSERT INTO film (film_id, title, language_id, last_update) VALUES "
                    "(1, 'ONE', 1, CURRENT_TIMESTAMP), (2, 'TWO', 1, CURRENT_TIMESTAMP), (3, 'THREE', 1, CURRENT_TIMESTAMP);",
                    "CREATE TABLE film_note (film_id INTEGER NOT NULL REFERENCES film (film_id), note TEXT);",
                    "INSERT INTO film_note (film_id, note) VALUES "
                    + ", ".join(f"({f}, 'note {f}.{i}')" for f, n in notes.items() for i in range(n))
                    + ";",
                ]
            )
        )
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        ok, _warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        tables = resolved_tables(tmp_path, env)
        film = tables["film"]
        rel = next(r for r in film.relations if r.target_table == "film_note")
        assert rel.kind == "one-to-many" and not rel.target_key.fields and rel.plus_cap == ()
        note = {f.column: f.name for f in tables["film_note"].fields}["note"]
        path = film.rest_path
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", path + "?size=1") as base:
            status, body = http("GET", f"{base}{path}?page=1&size=3&with={rel.name}")
            assert status == 200, body
            got = {it["filmId"]: [n[note] for n in it[rel.name]] for it in _items(body)}
            assert {f: len(v) for f, v in got.items()} == {1: RELATED_LIMIT, 2: 1, 3: 0}, got
            assert set(got[1]) < {f"note 1.{i}" for i in range(3)}, got
            status, body = http("GET", f"{base}{path}/1{rel.path.split('}', 1)[1]}?size=2&page=2")
            assert status == 200, body
            items, total = _page(body)
            assert total == 3 and len(items) == 1, body
    finally:
        db.drop()


def _sakila(base: str, tables: dict[str, object], db: Database, log: Path, xml: bool) -> None:
    film = tables["film"]
    rels = {r.name: r for r in film.relations}  # type: ignore[attr-defined]
    assert rels["language"].kind == "many-to-one" and rels["actors"].kind == "many-to-many"
    fname = {f.column: f.name for f in film.fields}  # type: ignore[attr-defined]
    aname = {f.column: f.name for f in tables["actor"].fields}  # type: ignore[attr-defined]
    lname = {f.column: f.name for f in tables["language"].fields}  # type: ignore[attr-defined]
    path = film.rest_path  # type: ignore[attr-defined]

    def db_actors(film_id: int) -> set[tuple[int, str]]:
        rows = db.query(
            "SELECT a.actor_id, a.last_name FROM actor a JOIN film_actor fa ON fa.actor_id = a.actor_id "
            "WHERE fa.film_id = %s",
            (film_id,),
        )
        return {(int(i), str(n)) for i, n in rows}

    def capped(film_id: int) -> list[tuple[int, str]]:
        """The actors ``?with=actors`` keeps: the first ``related_limit`` by key."""
        return sorted(db_actors(film_id))[:RELATED_LIMIT]

    def actors(items: object) -> list[tuple[int, str]]:
        assert isinstance(items, list), items
        return [(a[aname["actor_id"]], a[aname["last_name"]]) for a in items]

    def db_language(film_id: int) -> tuple[int, str]:
        ((lid, name),) = db.query(
            "SELECT l.language_id, l.name FROM language l JOIN film f ON f.language_id = l.language_id "
            "WHERE f.film_id = %s",
            (film_id,),
        )
        return int(lid), str(name).strip()

    # one row with both relations
    status, body = http("GET", f"{base}{path}/1?with=language,actors")
    assert status == 200, body
    row = unwrap(body)
    assert row[fname["film_id"]] == 1
    lang = row["language"]
    assert (lang[lname["language_id"]], str(lang[lname["name"]]).strip()) == db_language(1)
    assert len(db_actors(1)) > RELATED_LIMIT  # the cap is what the answer shows
    assert actors(row["actors"]) == capped(1)
    # no `with`: the plain row, no relation properties
    status, body = http("GET", f"{base}{path}/1")
    assert status == 200 and "language" not in unwrap(body) and "actors" not in unwrap(body), body
    # a list relation's own endpoint: a page of all its rows in key order, with their total
    every = sorted(db_actors(3))
    assert len(every) == 3, every
    status, body = http("GET", f"{base}{path}/3/actors")
    assert status == 200, body
    items, total = _page(body)
    assert actors(items) == every and total == len(every), body
    seen = []
    for number in (1, 2):
        status, body = http("GET", f"{base}{path}/3/actors?page={number}&size=2")
        assert status == 200, body
        items, total = _page(body)
        assert total == len(every) and len(items) == (2 if number == 1 else 1), body
        seen += actors(items)
    assert seen == every
    # the list endpoints' size policy (reject by default): over the max is a 400 naming size
    status, body = http("GET", f"{base}{path}/3/actors?size=501")
    assert status == 400 or (isinstance(body, dict) and body.get("code") == 400), (status, body)
    assert "size" in str(body), body
    status, body = http("GET", f"{base}{path}/99999/actors")
    assert status == 404 or (isinstance(body, dict) and body.get("code") == 404), (status, body)
    status, body = http("GET", f"{base}{path}/2/language")
    assert status == 200 and unwrap(body)[lname["language_id"]] == db_language(2)[0], body
    # an unknown name: 400 naming the parameter
    status, body = http("GET", f"{base}{path}/1?with=language,nope")
    assert status == 400, (status, body)
    assert "nope" in str(body) and "with" in str(body), body
    status, body = http("GET", f"{base}{path}/99999?with=language")
    assert status == 404 or (isinstance(body, dict) and body.get("code") == 404), (status, body)
    # a page with relations: the statements do not grow with the page
    counts = []
    for size in (3, 25):
        start = len(log.read_text(encoding="utf-8", errors="replace"))
        status, body = http("GET", f"{base}{path}?page=1&size={size}&with=language,actors")
        assert status == 200, body
        items = _items(body)
        assert len(items) == size
        for it in items:
            fid = it[fname["film_id"]]
            assert it["language"][lname["language_id"]] == db_language(fid)[0]
            assert actors(it["actors"]) == capped(fid)
        statements = _statements(log, start)
        counts.append(len(statements))
        # XML categories: join selects into association/collection result maps; else wrappers' IN
        joins = [s for s in statements if "rel_owner_key" in s and " JOIN " in s]
        assert len(joins) == (2 if xml else 0), statements
        assert sum(" IN " in s or " IN(" in s for s in statements) >= 2, statements
    assert counts[0] == counts[1], counts
    assert 2 <= counts[0] <= 2 + 1 + 2, counts  # count + page, language, actors (links + rows)


def _chinook(base: str, tables: dict[str, object], db: Database, log: Path) -> None:
    track, album = tables["track"], tables["album"]
    trels = {r.name: r for r in track.relations}  # type: ignore[attr-defined]
    arels = {r.name: r for r in album.relations}  # type: ignore[attr-defined]
    assert "album" in trels and "artist" in arels and "tracks" in arels, (trels, arels)
    tn = {f.column: f.name for f in track.fields}  # type: ignore[attr-defined]
    an = {f.column: f.name for f in album.fields}  # type: ignore[attr-defined]
    rn = {f.column: f.name for f in tables["artist"].fields}  # type: ignore[attr-defined]
    status, body = http("GET", f"{base}{track.rest_path}/7?with=album")  # type: ignore[attr-defined]
    assert status == 200, body
    row = unwrap(body)
    ((album_id, title, artist_id),) = db.query(
        "SELECT a.album_id, a.title, a.artist_id FROM album a JOIN track t ON t.album_id = a.album_id "
        "WHERE t.track_id = 7"
    )
    assert (row["album"][an["album_id"]], row["album"][an["title"]]) == (album_id, title)
    status, body = http("GET", f"{base}{album.rest_path}/{album_id}?with=artist,tracks")  # type: ignore[attr-defined]
    assert status == 200, body
    row = unwrap(body)
    ((name,),) = db.query("SELECT name FROM artist WHERE artist_id = %s", (artist_id,))
    assert (row["artist"][rn["artist_id"]], row["artist"][rn["name"]]) == (artist_id, name)
    ids = {int(i) for (i,) in db.query("SELECT track_id FROM track WHERE album_id = %s", (album_id,))}
    assert {t[tn["track_id"]] for t in row["tracks"]} == ids and ids
    counts = []
    for size in (2, 5):
        start = len(log.read_text(encoding="utf-8", errors="replace"))
        status, body = http("GET", f"{base}{album.rest_path}?page=1&size={size}&with=artist,tracks")  # type: ignore[attr-defined]
        assert status == 200 and len(_items(body)) == size, body
        for it in _items(body):
            aid = it[an["album_id"]]
            want = {int(i) for (i,) in db.query("SELECT track_id FROM track WHERE album_id = %s", (aid,))}
            assert {t[tn["track_id"]] for t in it["tracks"]} == want
            assert it["artist"][rn["artist_id"]] == it[an["artist_id"]]
        counts.append(len(_statements(log, start)))
    assert counts[0] == counts[1] <= 4, counts  # count + page, artist, tracks


def _ruoyi(base: str, tables: dict[str, object], db: Database) -> None:
    """RuoYi has no foreign keys: the naming rule makes ``sys_dept`` a tree (``parent_id``) and
    ``sys_user.dept_id`` a reference to it."""
    dept = tables["sys_dept"]
    rels = {r.name: (r.kind, r.target_table) for r in dept.relations}  # type: ignore[attr-defined]
    assert rels == {
        "children": ("one-to-many", "sys_dept"),
        "parent": ("many-to-one", "sys_dept"),
        "sysUsers": ("one-to-many", "sys_user"),
    }, rels
    path = dept.rest_path  # type: ignore[attr-defined]
    status, body = http("GET", f"{base}{path}/100?with=children,parent,sysUsers")
    assert status == 200, body
    row = unwrap(body)
    want = {int(i) for (i,) in db.query("SELECT dept_id FROM sys_dept WHERE parent_id = 100")}
    assert {c["deptId"] for c in row["children"]} == want and want
    assert "parent" not in row  # parent_id 0: no such row
    status, body = http("GET", f"{base}{path}/103?with=parent,sysUsers")
    assert status == 200, body
    row = unwrap(body)
    ((parent,),) = db.query("SELECT parent_id FROM sys_dept WHERE dept_id = 103")
    assert row["parent"]["deptId"] == parent
    users = {str(n) for (n,) in db.query("SELECT user_name FROM sys_user WHERE dept_id = 103")}
    assert {u["userName"] for u in row["sysUsers"]} == users and users
    status, body = http("GET", f"{base}{path}/101/children")
    assert status == 200, body
    want = {int(i) for (i,) in db.query("SELECT dept_id FROM sys_dept WHERE parent_id = 101")}
    items, total = _page(body)
    assert {c["deptId"] for c in items} == want and total == len(want)
    status, body = http("GET", f"{base}{path}/101/children?size=1")
    assert status == 200, body
    items, total = _page(body)
    assert len(items) == 1 and total == len(want) and items[0]["deptId"] == min(want), body
