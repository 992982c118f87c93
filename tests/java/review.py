"""The senior review's checklist (issue 27), asserted over HTTP on a booted app of any category:
the points no CRUD cycle asserts on its way (the cycle itself proves the write paths: no column
wiped by PATCH or PUT, secrets kept and never served, server-filled columns never read from a
request; ``openapi.json`` equal to ``/v3/api-docs`` proves the contract).

* **one error shape**: a missing row (404) and a refused request (400) answer bodies of one shape;
* **database internals stay in the log**: a write the database refuses for a taken key answers
  409 without the driver's text (SQL, constraint or schema names);
* **one page-size policy**: the plain list and the list query treat a size over the limit alike.

Each check returns what it asserted, so a case shows which points it covered.
"""

from __future__ import annotations

import json
from typing import Any

from dbjavagenix.resolve.context.model import TableModel
from tests.java.java_crud import Crud
from tests.java.java_harness import http

DRIVER_WORDS = (
    "SQL",
    "sql",
    "Duplicate entry",
    "duplicate key",
    "UNIQUE constraint",
    "Exception",
    "ERROR:",
    "org.",
    "java.",
)
"""What only a driver's message or a stack trace says (a 409 body names the constraint and the
field instead)."""


PROBLEM = ("type", "title", "status", "detail", "instance")
"""The members of an RFC 9457 problem every error has (a 400 adds its extensions: the fields)."""


def _shape(body: Any) -> tuple[str, ...]:
    """What makes an error body's shape: the wrapper's keys and its problem's core members (of
    the problem where a wrapper carries one in ``data``)."""
    if isinstance(body, dict) and "code" in body and isinstance(body.get("data"), dict):
        return (*sorted(body), "|", *(k for k in PROBLEM if k in body["data"]))
    if isinstance(body, dict):
        return tuple(k for k in PROBLEM if k in body) or tuple(sorted(body))
    return (type(body).__name__,)


def one_error_shape(base: str, t: TableModel) -> str:
    """GET of a row that is not there (404) and a list with a size that is no number (400)."""
    (key,) = t.key.fields
    missing = "2147480001" if key.java_type in ("Integer", "Long", "Short") else "zz-not-there"
    assert t.routes is not None
    path = t.rest_path + t.routes.get.path.replace("{" + key.name + "}", missing)
    sep = "&" if "?" in path else "?"
    if key.name in t.routes.get.query:
        path += f"{sep}{key.name}={missing}"
    status, not_found = http("GET", base + path)
    assert status in (404, 200), (path, status, not_found)  # 200: a team wrapper's error
    status, refused = http("GET", f"{base}{t.rest_path}{t.routes.list.path}?size=many")
    assert status in (400, 200), (status, refused)
    assert _shape(not_found) == _shape(refused), (not_found, refused)
    return "one error shape"


def conflict_without_driver_text(crud: Crud, db_name: str, t: TableModel) -> str:
    """A row created twice (its assigned key, else a unique key's values, taken): 409, and no
    word of the driver's."""
    body = crud.payload(t)
    status, first = http("POST", crud.base + t.rest_path, body)
    assert status == 201, (status, first)
    again = body
    if t.key.fields[0].autoincrement or t.key.generated:  # a unique key's values again
        again = crud.payload(t) | {f.name: body[f.name] for f in t.unique_keys[0].fields}
    status, second = http("POST", crud.base + t.rest_path, again)
    assert status == 409, (status, second)
    text = json.dumps(second, ensure_ascii=False)
    leaked = [w for w in (*DRIVER_WORDS, db_name) if w and w in text]
    assert not leaked, f"{t.name}: the 409 body carries {leaked}: {text}"
    return "409 without driver text"


def one_page_policy(base: str, t: TableModel) -> str:
    """A size one over the limit: the plain list and the list query answer alike."""
    assert t.query is not None and t.routes is not None
    size = t.query.max_page_size + 1
    plain, _ = http("GET", f"{base}{t.rest_path}{t.routes.list.path}?size={size}")
    query, _ = http("GET", f"{base}{t.rest_path}{t.query.path}?size={size}")
    assert plain == query and plain in (200, 400), (plain, query)
    return "one page-size policy"


def review(crud: Crud, db_name: str, names: tuple[str, ...]) -> list[str]:
    """The checklist on the tables ``names`` (the first that fits each check); every check
    found a table."""
    tables = [crud.tables[n] for n in names]
    keyed = [t for t in tables if not t.read_only and len(t.key.fields) == 1 and t.routes is not None]
    done = []
    if keyed:
        done.append(one_error_shape(crud.base, keyed[0]))
    taken = [
        t
        for t in keyed
        if (not t.key.fields[0].autoincrement and not t.key.generated)
        or (t.unique_keys and all(f.name in crud.payload(t) for f in t.unique_keys[0].fields))
    ]
    if taken:
        done.append(conflict_without_driver_text(crud, db_name, taken[0]))
    queried = [t for t in tables if t.query is not None and t.routes is not None]
    if queried:
        done.append(one_page_policy(crud.base, queried[0]))
    return done
