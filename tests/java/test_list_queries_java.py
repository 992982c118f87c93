"""List queries over HTTP, in every category against a real database (issue 15): the sakila
``film`` and ``actor`` tables through ``GET {path}/query``, ``/count`` and ``/exists`` (each
operator once, checked against the same condition run on the database), sorting against the
allow-list, 400 on a bad sort property and on injection attempts in every kind of parameter,
the maximum page size; and ``store`` (``manager_staff_id`` is unique): 409 naming the column on
a create or an update that would duplicate it, the rows checked in the database afterwards.

Operators the defaults do not give (ne, gt/ge/lt/le) come from a column section and a rule, so
the overrides are exercised too. Default and sb35-java21 name the paging parameters as RuoYi does
(``pageNum``, ``pageSize``, ``orderBy``): the list query and the plain list bind them, the 400s
name them."""

from __future__ import annotations

import json
import os
import urllib.parse
from datetime import datetime, timedelta
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

EXTRA = """
[tables]
include = ["film", "actor", "genix_tag"]

[tables.film.columns.length]
query = ["ne", "gt", "ge", "lt", "le", "null"]

[rules.ratings]
columns = ["rating"]
query = ["in", "ne"]

[api.query]
max_page_size = 300
"""
RUOYI = {"page": "pageNum", "size": "pageSize", "sort": "orderBy"}
"""A team's paging parameter names ([api.query] page_param ...), in two of the cases."""
NAMED = EXTRA + "".join(f'{k}_param = "{v}"\n' for k, v in RUOYI.items())

CASES = [
    Case("Default", "mariadb", "sakila", ("film",), extra_toml=NAMED),
    Case("MybatisPlus", "postgresql", "sakila", ("film",), extra_toml=EXTRA),
    Case("MybatisPlus-Mixed", "sqlite", "sakila", ("film",), extra_toml=EXTRA),
    Case("sb35-java21", "postgresql", "sakila", ("film",), extra_toml=NAMED),
]


class Server(str):
    """The base URL of the running app, with the paging names its config gives."""

    names: dict[str, str]


def _get(base: Server, path: str, **params: Any) -> tuple[int, Any]:
    """GET with ``page``, ``size``, ``sort`` sent under the names of the config."""
    query = urllib.parse.urlencode({base.names.get(k, k): v for k, v in params.items()})
    return http("GET", f"{base}{path}{'?' + query if query else ''}")


def _ok(base: Server, path: str, **params: Any) -> Any:
    status, body = _get(base, path, **params)
    assert status == 200, (path, params, status, body)
    return unwrap(body)


def _bad(base: Server, path: str, **params: Any) -> str:
    status, body = _get(base, path, **params)
    assert status == 400, (path, params, status, body)
    return json.dumps(body)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_list_queries(case: Case, tmp_path: Path) -> None:
    need_tools(case)
    db = Database(case.db, case.schema, "genix_i15q_" + case.category.lower().replace("-", "_"), CORPUS)
    db.create(tmp_path)
    try:
        seed(db)
        env = dict(os.environ) | {"DB_PASSWORD": db.password()}
        write_config(case, db, tmp_path, None)
        for cmd in (["new"], ["build"]):
            r = genix(cmd, tmp_path, env)
            assert r.returncode == 0, r.stdout + r.stderr
        app = tmp_path / "app"
        add_lint(app / "pom.xml")
        ok, warnings, errors = compile_project(app, case.jdk, tmp_path / "mvn.log")
        assert ok, errors
        assert warnings == 0
        tables = resolved_tables(tmp_path, env)
        film, actor = tables["film"], tables["actor"]
        names = {p.name: p.op for p in film.query.params} | {p.name: p.op for p in actor.query.params}
        # the defaults by name and type, and the overrides of the config
        for name, op in {
            "titleLike": "like",
            "titleStarts": "starts",
            "lastNameLike": "like",
            "firstNameStarts": "starts",
            "filmIdIn": "in",
            "rentalRateFrom": "from",
            "rentalRateTo": "to",
            "lengthNe": "ne",
            "lengthGt": "gt",
            "lengthGe": "ge",
            "lengthLt": "lt",
            "lengthLe": "le",
            "lengthIsNull": "null",
            "ratingIn": "in",
            "ratingNe": "ne",
            "originalLanguageIdIsNull": "null",
            "lastName": "eq",
        }.items():
            assert names.get(name) == op, (name, names.get(name))
        assert "length" not in names and "rating" not in names  # overridden: no eq
        sortable = [s.name for s in film.query.sorts]
        assert "title" in sortable and "length" in sortable

        def count(sql: str, params: tuple[Any, ...] = ()) -> int:
            return int(db.query(sql, params)[0][0])

        def ids(table: str, rows: list[dict[str, Any]]) -> list[int]:
            return [int(r[table + "Id"]) for r in rows]

        fp, ap = film.rest_path, actor.rest_path
        names = RUOYI if case.extra_toml == NAMED else {}
        probe = fp + f"/query?{names.get('size', 'size')}=1"
        with running_app(app, main_class(app), db, case.jdk, tmp_path / "app.log", probe) as url:
            base = Server(url)
            base.names = names
            last = str(db.query("SELECT last_name FROM actor ORDER BY actor_id")[0][0])

            def check(path: str, where: str, params: tuple[Any, ...], **query: Any) -> None:
                """The page, count and exists of a query equal the database's answer to ``where``."""
                table = path.rsplit("/", 1)[-1].replace("-", "_")
                key = table + "_id"
                expected = [
                    int(r[0])
                    for r in db.query(f"SELECT {key} FROM {table} WHERE {where} ORDER BY {key}", params)
                ]
                page = _ok(base, path + "/query", size=300, **query)
                assert page["total"] == len(expected), (query, page["total"], len(expected))
                assert ids(naming(table), page["items"]) == expected[:300], query
                assert _ok(base, path + "/count", **query) == len(expected), query
                assert _ok(base, path + "/exists", **query) is bool(expected), query

            # each operator once
            check(ap, "last_name = %s", (last,), lastName=last)  # eq
            check(ap, "last_name LIKE %s", ("%OO%",), lastNameLike="OO")  # like (contains)
            check(ap, "first_name LIKE %s", ("PE%",), firstNameStarts="PE")  # starts
            check(fp, "film_id IN (3, 5, 8)", (), filmIdIn="3,5,8")  # in
            check(fp, "rating IN ('G', 'PG')", (), ratingIn="G,PG")  # in (from the rule)
            check(fp, "rating <> 'G'", (), ratingNe="G")  # ne (from the rule)
            check(
                fp,
                "rental_rate >= 0.99 AND rental_rate <= 2.99",
                (),
                rentalRateFrom="0.99",
                rentalRateTo="2.99",
            )
            check(fp, "length <> 100", (), lengthNe=100)
            check(fp, "length > 180", (), lengthGt=180)
            check(fp, "length >= 180", (), lengthGe=180)
            check(fp, "length < 50", (), lengthLt=50)
            check(fp, "length <= 50", (), lengthLe=50)
            # between on a date-time (*_time, timestamps), ISO parameters
            lo, hi = (when(v) for v in db.query("SELECT MIN(last_update), MAX(last_update) FROM actor")[0])
            check(
                ap,
                "last_update >= %s AND last_update <= %s",
                (lo.strftime("%Y-%m-%d %H:%M:%S"), hi.strftime("%Y-%m-%d %H:%M:%S")),
                lastUpdateFrom=lo.isoformat(),
                lastUpdateTo=hi.isoformat(),
            )
            assert _ok(base, ap + "/count", lastUpdateFrom=lo.isoformat(), lastUpdateTo=hi.isoformat()) == 200
            assert _ok(base, ap + "/count", lastUpdateFrom=(hi + timedelta(seconds=1)).isoformat()) == 0
            assert _ok(base, ap + "/count", lastUpdateTo=(lo - timedelta(seconds=1)).isoformat()) == 0
            _bad(base, ap + "/query", lastUpdateFrom="yesterday")
            check(fp, "original_language_id IS NULL", (), originalLanguageIdIsNull="true")  # null
            check(fp, "original_language_id IS NOT NULL", (), originalLanguageIdIsNull="false")
            check(fp, "title LIKE %s AND length > 100", ("%LOVE%",), titleLike="LOVE", lengthGt=100)  # AND

            # like escapes its wildcards: %, _ and ! match themselves
            for text in ("%", "_", "!", "%%", "A_"):
                assert _ok(base, ap + "/count", lastNameLike=text) == 0, text
            assert count("SELECT COUNT(*) FROM actor WHERE last_name LIKE %s", ("%_%",)) == 200  # unescaped
            status, body = http(
                "POST",
                base + ap,
                {"firstName": "PERCY", "lastName": "X100%_SURE!", "lastUpdate": "2006-02-15T04:34:33"},
            )
            assert status in (200, 201), (status, body)
            created = int(unwrap(body)["actorId"])
            for text, hits in (("0%_S", 1), ("100%_SURE!", 1), ("0%%", 0), ("0_%", 0), ("E!", 1), ("X1", 1)):
                page = _ok(base, ap + "/query", lastNameLike=text)
                assert ids("actor", page["items"]) == ([created] if hits else []), text
            assert _ok(base, ap + "/count", lastNameStarts="X100%") == 1
            assert _ok(base, ap + "/count", lastNameStarts="_100") == 0

            # sorting: the client's properties, then the key
            page = _ok(base, fp + "/query", sort="-length,title", size=25, page=2)
            expected = [
                int(r[0])
                for r in db.query(
                    "SELECT film_id FROM film ORDER BY length DESC, title, film_id LIMIT 25 OFFSET 25"
                )
            ]
            assert ids("film", page["items"]) == expected
            page = _ok(base, fp + "/query", sort="rentalRate,-filmId", size=10)
            expected = [
                int(r[0])
                for r in db.query("SELECT film_id FROM film ORDER BY rental_rate, film_id DESC LIMIT 10")
            ]
            assert ids("film", page["items"]) == expected

            # a property not allowed: 400 listing the allowed ones; injection attempts in sort
            body = _bad(base, fp + "/query", sort="nope")
            assert "title" in body and "releaseYear" in body and "nope" in body
            for attempt in (
                "title;DROP TABLE actor",
                "title desc",
                "(SELECT 1)",
                "title--",
                "film_id",
                "title,",
                "1",
                "title) UNION SELECT * FROM actor --",
            ):
                _bad(base, fp + "/query", sort=attempt)
                _bad(base, fp + "/count", sort=attempt)
            # injection attempts in the operators: bound values (no row matches) or refused types
            assert _ok(base, ap + "/count", lastName="' OR '1'='1") == 0
            assert _ok(base, ap + "/count", lastNameLike="' OR 1=1 --") == 0
            assert _ok(base, ap + "/count", firstNameStarts="%' OR '1'='1") == 0
            status, body = _get(base, fp + "/exists", ratingIn="G') OR ('1'='1")
            assert (status == 200 and unwrap(body) is False) or status in (400, 422), (status, body)
            for bad in (
                {"filmIdIn": "1,2) OR (1=1"},
                {"lengthGt": "1 OR 1=1"},
                {"rentalRateFrom": "0; DROP TABLE film"},
                {"originalLanguageIdIsNull": "true' --"},
                {"page": "1;DROP TABLE film"},
                {"size": "10 OR 1=1"},
            ):
                _bad(base, fp + "/query", **bad)
            assert count("SELECT COUNT(*) FROM actor") == 201 and count("SELECT COUNT(*) FROM film") == 1000

            # page limits: at most 300 rows (configured), page from 1
            assert len(_ok(base, fp + "/query", size=300)["items"]) == 300
            assert "300" in _bad(base, fp + "/query", size=301)
            _bad(base, fp + "/query", size=0)
            _bad(base, fp + "/query", page=0)
            assert len(_ok(base, fp + "/query")["items"]) == 20  # the default size
            page = _ok(base, fp + "/query", size=300, page=4)
            assert page["total"] == 1000 and len(page["items"]) == 100
            assert _ok(base, fp + "/query", size=300, page=10**12)["items"] == []
            # the 400s name the parameters as the client sent them; the plain list reads them too
            for name, bad in (("size", 301), ("page", 0)):
                assert f'"{names.get(name, name)}"' in _bad(base, fp + "/query", **{name: bad})
                assert f'"{names.get(name, name)}"' in _bad(base, fp, **{name: bad})
            assert f'"{names.get("sort", "sort")}"' in _bad(base, fp + "/query", sort="nope")
            page = _ok(base, fp, size=7, page=3)
            assert page["total"] == 1000 and len(page["items"]) == 7
            assert ids("film", page["items"]) == list(range(15, 22))
            if names:  # the standard names are no paging parameters then
                raw = Server(url)
                raw.names = {}
                assert len(_ok(raw, fp + "/query", page=2, size=3)["items"]) == 20

            # 409 on a taken unique value, the rows left as they were
            tp = tables["genix_tag"].rest_path
            assert [[f.column for f in u.fields] for u in tables["genix_tag"].unique_keys] == [["code"]]
            tags = db.query("SELECT tag_id, code, label FROM genix_tag ORDER BY tag_id")
            (t1, c1, _), (t2, c2, l2) = tags
            status, body = http("POST", base + tp, {"code": c1, "label": "again"})
            assert status == 409, (status, body)
            assert "genix_tag.code is taken" in json.dumps(body) and '"field": "code"' in json.dumps(body)
            assert db.query("SELECT tag_id, code, label FROM genix_tag ORDER BY tag_id") == tags
            status, body = http("PUT", f"{base}{tp}/{t2}", {"code": c1, "label": "clash"})
            assert status == 409, (status, body)
            assert "genix_tag.code is taken" in json.dumps(body) and '"field": "code"' in json.dumps(body)
            status, body = http("PATCH", f"{base}{tp}/{t2}", {"code": c1})
            assert status == 409, (status, body)
            assert db.query("SELECT tag_id, code, label FROM genix_tag ORDER BY tag_id") == tags
            # the row itself holds the value: no conflict; a free value: created
            status, body = http("PUT", f"{base}{tp}/{t1}", {"code": c1, "label": "Rouge"})
            assert status == 200, (status, body)
            status, body = http("POST", base + tp, {"code": "green", "label": "Green"})
            assert status in (200, 201), (status, body)
            assert db.query("SELECT code, label FROM genix_tag ORDER BY tag_id") == [
                (c1, "Rouge"),
                (c2, l2),
                ("green", "Green"),
            ]
            if case.category == "MybatisPlus-Mixed":  # the upsert: PUT on the collection ("" path)
                status, body = http("PUT", base + tp, {"tagId": t2, "code": c2, "label": "Azure"})
                assert status == 200, (status, body)
                assert db.query("SELECT label FROM genix_tag WHERE tag_id = %s", (t2,)) == [("Azure",)]
    finally:
        db.drop()


def naming(table: str) -> str:
    """The key property stem of a sakila table (``film`` → ``film``: ``filmId``)."""
    return table.split("_", maxsplit=1)[0] + "".join(w.capitalize() for w in table.split("_")[1:])


WHEN = "2006-02-15 04:34:33"
FIRST = ("PENELOPE", "NICK", "ED", "JENNIFER", "JOHNNY", "BETTE", "GRACE", "MATTHEW", "JOE", "PETER")
LAST = (
    "GUINESS",
    "WAHLBERG",
    "CHASE",
    "DAVIS",
    "LOLLOBRIGIDA",
    "NICHOLSON",
    "MOSTEL",
    "JOHANSSON",
    "WOOD",
    "HOOD",
)
WORDS = ("ACADEMY", "DINOSAUR", "LOVE", "AFFAIR", "AGENT", "TRUMAN", "ALONE", "TRIP", "BORN", "SPINAL")
RATINGS = ("G", "PG", "PG-13", "R", "NC-17")


def seed(db: Database) -> None:
    """Sakila's tables come without rows: 200 actors, 2 languages, 1000 films (deterministic
    values spread over every filter), and a table with a unique column (``genix_tag.code``)."""
    rating = "%s::mpaa_rating" if db.kind == "postgresql" else "%s"
    films = []
    for i in range(1000):
        title = f"{WORDS[i % 10]} {WORDS[(i * 7 + 3) % 10]} {i}"
        original = 2 if i % 9 == 0 else None
        films.append(
            (title, 1, original, ("0.99", "2.99", "4.99")[i % 3], 46 + (i * 37) % 140, RATINGS[i % 5], WHEN)
        )
    key = {
        "mariadb": "tag_id INT AUTO_INCREMENT PRIMARY KEY",
        "postgresql": "tag_id SERIAL PRIMARY KEY",
        "sqlite": "tag_id INTEGER PRIMARY KEY AUTOINCREMENT",
    }[db.kind]
    db.execute(
        [
            (
                "INSERT INTO language (name, last_update) VALUES (%s, %s)",
                [("English", WHEN), ("Italian", WHEN)],
            ),
            (
                "INSERT INTO actor (first_name, last_name, last_update) VALUES (%s, %s, %s)",
                [
                    (FIRST[i % 10], LAST[(i * 3) % 10] + ("" if i < 10 else str(i % 7)), WHEN)
                    for i in range(200)
                ],
            ),
            (
                "INSERT INTO film (title, language_id, original_language_id, rental_rate, length, rating, last_update)"
                f" VALUES (%s, %s, %s, %s, %s, {rating}, %s)",
                films,
            ),
            (f"CREATE TABLE genix_tag ({key}, code VARCHAR(20) NOT NULL UNIQUE, label VARCHAR(50))", [()]),
            ("INSERT INTO genix_tag (code, label) VALUES (%s, %s)", [("red", "Red"), ("blue", "Blue")]),
        ]
    )


def when(value: Any) -> datetime:
    """A timestamp as the driver reads it (SQLite: text), without fractions."""
    d = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return d.replace(microsecond=0, tzinfo=None)
