"""The torture drive: every table of the torture schema over HTTP, every value compared with what
the database holds afterwards, read back with the driver (PyMySQL, psycopg, sqlite3).

Per table with a key: create with every writable field (201, ``Location``, the body is the row
as stored: defaults, generated columns and keys included) → read (and with each many-to-one
relation: ``?with=``) → list filtered by the key and paged → replace (PUT: every writable
field, the key from the path) → a PUT without a required field (400 naming it) → change
(PATCH: one field set, one cleared, the others untouched) → delete (204, then 404) → create with only the required fields (the defaults come back). Tables
without a key: create, list, and the row found in the database. Views: list and count.
Then the client errors: malformed JSON, a value of the wrong type, a malformed uuid, an invalid
enum value, a missing required field, a foreign key and a unique violation, a CHECK, a key of
the wrong type (a mistyped uuid key too), a missing row (an unknown uuid key too); each answered
with its status, in the category's one shape.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from dbjavagenix.resolve.context.model import FieldModel, TableModel
from tests.java.java_harness import Database
from tests.java.java_values import base_type, canon, dumps, probe, same

MP_FAMILY = ("MybatisPlus", "MybatisPlus-Mixed", "sb35-java21")
_PG_TEXT = {"text", "varchar", "character varying", "char", "character", "bpchar", "citext", "name"}


@dataclass
class Answer:
    status: int
    body: Any
    headers: dict[str, str]


def call(method: str, url: str, body: Any = None, raw: str | None = None) -> Answer:
    data = raw.encode() if raw is not None else None if body is None else dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    req.add_header("Accept", "application/json, application/problem+json")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            text = resp.read()
            return Answer(resp.status, _parse(text), {k.lower(): v for k, v in resp.headers.items()})
    except urllib.error.HTTPError as e:
        text = e.read()
        return Answer(e.code, _parse(text), {k.lower(): v for k, v in e.headers.items()})


def _parse(raw: bytes) -> Any:
    if not raw:
        return None
    try:
        return json.loads(raw, parse_float=Decimal)
    except ValueError:
        return raw.decode(errors="replace")


@dataclass
class Torture:
    base: str
    db: Database
    tables: dict[str, TableModel]
    category: str
    validation: bool
    dto: bool
    formats: dict[str, str]
    fractions: bool = True
    """Send fractional seconds to datetime(6) columns (not through MySQL Connector/J to MariaDB)."""
    seq: int = 0
    done: list[str] = field(default_factory=list)

    # ---------------------------------------------------------------- helpers
    def n(self) -> int:
        self.seq += 1
        return self.seq

    @property
    def problem_detail(self) -> bool:
        return self.category == "sb35-java21"

    def payload(self, t: TableModel, answer: Answer) -> Any:
        """The row (or page) of a success answer: ``Result.data`` or the body itself."""
        body = answer.body
        if not self.problem_detail:
            assert isinstance(body, dict) and body.get("code") == 0, (answer.status, body)
            return body["data"]
        return body

    def expect_error(self, answer: Answer, status: int, fields: tuple[str, ...] = (), what: str = "") -> None:
        """``answer`` is the error ``status`` in the category's one shape, naming ``fields``."""
        assert answer.status == status, f"{what}: expected {status}, got {answer.status} {answer.body}"
        body = answer.body
        assert isinstance(body, dict), f"{what}: the error has no JSON body: {body!r}"
        if self.problem_detail:
            assert answer.headers.get("content-type", "").startswith("application/problem+json"), (
                answer.headers
            )
            problem = body
        else:
            assert body.get("code") == status and body.get("data") is not None, f"{what}: {body}"
            problem = body["data"]
        assert problem.get("status") == status and problem.get("title") and problem.get("detail"), problem
        assert "trace" not in json.dumps(problem, default=str).lower(), problem
        named = {e["field"] for e in problem.get("errors") or []}
        for f in fields:
            assert f in named or f in str(problem.get("detail")), f"{what}: {f} not named in {problem}"

    def writable(self, t: TableModel) -> list[FieldModel]:
        """The fields a request carries: the request type's (DTO, record) or the entity's."""
        return [f for f in t.request_fields if f.role is None]

    def row_values(self, t: TableModel, second: bool = False, required_only: bool = False) -> dict[str, Any]:
        """A request body with a value for every writable field (``required_only``: only those a
        create must carry); foreign keys point at a parent row created first."""
        body: dict[str, Any] = {}
        fk_cols = {c: fk for fk in t.foreign_keys for c in fk.columns}
        n = self.n()
        for f in self.writable(t):
            if required_only and not f.required:
                continue
            if f.autoincrement:
                continue
            fk = fk_cols.get(f.column)
            if fk is not None and fk.referred_table in self.tables:
                parent = self.tables[fk.referred_table]
                stored = self.create(parent)
                by_col = {pf.column: pf for pf in parent.fields}
                body[f.name] = stored[by_col[fk.referred_columns[fk.columns.index(f.column)]].name]
                continue
            value = probe(f, t.dialect, n, second, self.formats, self.fractions)
            assert value is not None, f"no test value for {t.name}.{f.column} ({f.java_type}, {f.db_type})"
            body[f.name] = value
        return body

    def create(self, t: TableModel, body: dict[str, Any] | None = None) -> dict[str, Any]:
        body = self.row_values(t) if body is None else body
        a = call("POST", self.base + t.rest_path, body)
        assert a.status == 201, f"POST {t.rest_path} {body} -> {a.status} {a.body}"
        row = self.payload(t, a)
        assert isinstance(row, dict), a.body
        if t.key.kind != "none":
            location = a.headers.get("location", "")
            where = urllib.parse.unquote(t.rest_path + self.key_path(t, row))
            assert urllib.parse.unquote(location).endswith(where), (location, row)
            assert "@" not in location and " " not in location, location
        return row

    def key_path(self, t: TableModel, row: dict[str, Any]) -> str:
        """``/{key}...`` of a row, each part percent-encoded as in a URL (and a Location header)."""
        return "".join("/" + urllib.parse.quote(self.key_text(f, row), safe="") for f in t.key.fields)

    @staticmethod
    def key_text(f: FieldModel, row: dict[str, Any]) -> str:
        """A key value as a path variable or query parameter reads it: a LocalDateTime in ISO
        form (as Java prints it), whatever JSON format the answer used."""
        return _java_local(row[f.name]) if f.java_type == "LocalDateTime" else str(row[f.name])

    # ---------------------------------------------------------------- the database
    def select_list(self, t: TableModel) -> str:
        out = []
        for f in t.fields:
            c = f.sql
            bt = base_type(f)
            if t.dialect == "postgresql":
                if f.java_type.endswith("[]") and f.java_type != "byte[]":
                    c = f"to_json({c})::text"
                elif (f.java_type == "String" and bt not in _PG_TEXT) or (
                    f.java_type == "Boolean" and bt == "bit"
                ):
                    c = f"CASE WHEN {c} IS NULL THEN NULL ELSE format('%%s', {c}) END"  # the type's output form, as clients read it
                elif bt == "money":
                    c = f"{c}::numeric"
            out.append(c)
        return ", ".join(out)

    def db_row(self, t: TableModel, where: dict[str, Any]) -> dict[str, Any] | None:
        """The database's row whose fields equal ``where`` (key values, or a marker), by field name."""
        by_name = {f.name: f for f in t.fields}
        conds, params = [], []
        for name, value in where.items():
            f = by_name[name]
            conds.append(f"{f.sql} = %s")
            params.append(_db_param(f, value, t.dialect))
        rows = self.db.query(
            f"SELECT {self.select_list(t)} FROM {t.sql} WHERE {' AND '.join(conds)}", tuple(params)
        )
        assert len(rows) <= 1, f"{t.name}: {len(rows)} rows match {where}"
        return {f.name: v for f, v in zip(t.fields, rows[0], strict=True)} if rows else None

    def db_count(self, t: TableModel) -> int:
        extra = ""
        logic = next((f for f in t.fields if f.role == "logic-delete"), None)
        if logic is not None and self.category in MP_FAMILY:
            extra = f" WHERE {logic.sql} = 0"
        return int(self.db.query(f"SELECT COUNT(*) FROM {t.sql}{extra}")[0][0])

    def compare(
        self, t: TableModel, api: dict[str, Any], db: dict[str, Any], what: str, only: set[str] | None = None
    ) -> None:
        """Every field of ``api`` (a response, or what was sent) equals the database's value."""
        for f in t.fields:
            if f.name not in api or (only is not None and f.name not in only):
                continue
            got = db[f.name]
            if api[f.name] is None and isinstance(got, str) and got.startswith("0000-00-00"):
                continue  # a MySQL zero date reads as null (Java has no such date)
            assert same(f, api[f.name], got), (
                f"{what}: {t.name}.{f.column} ({f.java_type}, {f.db_type}): API {api[f.name]!r} "
                f"(as {canon(api[f.name], f, 'json')!r}) vs database {got!r} (as {canon(got, f, 'db')!r})"
            )

    # ---------------------------------------------------------------- the cycles
    def run(self, t: TableModel) -> str:
        if t.read_only:
            a = call("GET", f"{self.base}{t.rest_path}?page=1&size=5")
            assert a.status == 200, (t.rest_path, a.status, a.body)
            assert self.payload(t, a)["total"] == self.db_count(t)
            return "list"
        if t.key.kind == "none":
            return self.keyless(t)
        return self.keyed(t)

    def keyed(self, t: TableModel) -> str:
        url = self.base + t.rest_path
        before = self.db_count(t)
        sent = self.row_values(t)
        stored = self.create(t, sent)
        key = {f.name: stored[f.name] for f in t.key.fields}
        db = self.db_row(t, key)
        assert db is not None, f"{t.name}: the created row {key} is not in the database"
        self.compare(t, sent, db, "create (sent)")
        self.compare(t, stored, db, "create (answered)")
        assert set(stored) >= {f.name for f in t.fields}, f"{t.name}: the answer lacks fields: {stored}"
        path = url + self.key_path(t, stored)
        a = call("GET", path)
        assert a.status == 200, (path, a.status, a.body)
        self.compare(t, self.payload(t, a), db, "read")
        for r in t.relations:
            # ?with= fills a many-to-one with the related row (a target keyed by genix.toml too)
            if r.kind != "many-to-one" or self.dto:  # dto = true: the VOs carry no relation
                continue
            a = call("GET", f"{path}?with={r.name}")
            assert a.status == 200, (path, r.name, a.status, a.body)
            related = self.payload(t, a).get(r.name)
            assert isinstance(related, dict) and related.get(r.remote.name) == stored[r.local.name], (
                f"{t.name}?with={r.name}: {related!r}"
            )
        query = "&".join(
            f"{f.name}={urllib.parse.quote(self.key_text(f, stored), safe='')}"
            for f in t.key.fields
            if f.filterable
        )
        a = call("GET", f"{url}?{query}&page=1&size=5")
        page = self.payload(t, a)
        assert a.status == 200 and (not query or page["total"] == 1), (query, a.body)
        a = call("GET", f"{url}?page=1&size=2")
        page = self.payload(t, a)
        assert page["total"] == self.db_count(t) == before + 1, (page["total"], before)
        assert len(page["items"]) == min(2, page["total"])
        steps = ["create", "read", "list"] + (["with"] if t.relations and not self.dto else [])
        if t.update_fields:
            steps += self.replace_and_patch(t, path, key)
        a = call("DELETE", path)
        assert a.status == 204, (path, a.status, a.body)
        logic = next((f for f in t.fields if f.role == "logic-delete"), None)
        if logic is None or self.category not in MP_FAMILY:
            assert self.db_row(t, key) is None, f"{t.name}: row still there after DELETE"
        self.expect_error(call("GET", path), 404, what=f"GET {t.name} after delete")
        self.expect_error(call("DELETE", path), 404, what=f"DELETE {t.name} again")
        steps.append("delete")
        steps.append(self.defaults(t))
        return "+".join(steps)

    def replace_and_patch(self, t: TableModel, path: str, key: dict[str, Any]) -> list[str]:
        steps = []
        body = {k: v for k, v in self.row_values(t, second=True).items() if k not in key}
        a = call("PUT", path, body)
        assert a.status == 200, f"PUT {path} {body} -> {a.status} {a.body}"
        db = self.db_row(t, key)
        assert db is not None
        # what PUT writes: the updatable fields (an ON UPDATE column is the database's to set)
        self.compare(t, body, db, "replace (sent)", {f.name for f in t.update_fields})
        self.compare(t, self.payload(t, a), db, "replace (answered)")
        # a field PUT leaves out becomes NULL; a required one is refused
        nullable = [f for f in t.update_fields if f.nullable and f.role is None and f.name in body]
        required = [f for f in t.update_fields if f.required and f.name in body]
        if nullable:
            cut = {k: v for k, v in body.items() if k != nullable[0].name}
            a = call("PUT", path, cut)
            assert a.status == 200, (a.status, a.body)
            db = self.db_row(t, key)
            assert db is not None and db[nullable[0].name] is None, (nullable[0].name, db)
        if required and self.validation:
            cut = {k: v for k, v in body.items() if k != required[0].name}
            self.expect_error(
                call("PUT", path, cut), 400, (required[0].name,), f"PUT {t.name} without a required field"
            )
        steps.append("replace")
        before = self.db_row(t, key)
        assert before is not None
        first = self.row_values(t)
        changed = next((f for f in t.update_fields if f.role is None and f.name in first), None)
        changes: dict[str, Any] = {}
        if changed is not None:
            changes[changed.name] = first[changed.name]
        if nullable and nullable[0] is not changed:
            changes[nullable[0].name] = None
        a = call("PATCH", path, changes)
        assert a.status == 200, f"PATCH {path} {changes} -> {a.status} {a.body}"
        after = self.db_row(t, key)
        assert after is not None
        self.compare(t, changes, after, "patch (sent)")
        self.compare(t, self.payload(t, a), after, "patch (answered)")
        for f in t.fields:
            if f.name not in changes and f.updatable and f.role is None:
                was, now = canon(before[f.name], f, "db"), canon(after[f.name], f, "db")
                assert was == now, (
                    f"patch changed {t.name}.{f.column}, which it did not name: {was!r} -> {now!r}"
                )
        self.expect_error(
            call("PATCH", path, {"noSuchField": 1}), 400, ("noSuchField",), f"PATCH {t.name} unknown field"
        )
        steps.append("patch")
        return steps

    def defaults(self, t: TableModel) -> str:
        """A create with only the required fields: the answer holds the database's defaults."""
        sent = self.row_values(t, required_only=True)
        stored = self.create(t, sent)
        key = {f.name: stored[f.name] for f in t.key.fields}
        db = self.db_row(t, key)
        assert db is not None, (t.name, key)
        self.compare(t, stored, db, "create with defaults (answered)")
        for f in t.fields:
            zero_date = isinstance(db[f.name], str) and db[f.name].startswith("0000-00-00")
            if f.has_default and f.name not in sent and db[f.name] is not None and not zero_date:
                assert stored.get(f.name) is not None, (
                    f"{t.name}.{f.column}: the default is missing from the answer"
                )
        a = call("DELETE", self.base + t.rest_path + self.key_path(t, stored))
        assert a.status == 204, (a.status, a.body)
        return "defaults"

    def keyless(self, t: TableModel) -> str:
        url = self.base + t.rest_path
        before = self.db_count(t)
        for minimal in (False, True):
            sent = self.row_values(t, required_only=minimal)
            marker = next(
                (f for f in self.writable(t) if f.java_type in ("String", "Object") and f.name in sent), None
            )
            row = self.create(t, sent)
            if marker is None:
                continue  # nothing to find the row by (an empty body): the count below checks it
            db = self.db_row(t, {marker.name: sent[marker.name]})
            assert db is not None, f"{t.name}: no row with {marker.name} = {sent[marker.name]!r}"
            self.compare(t, sent, db, "create (sent)")
            self.compare(t, {k: v for k, v in row.items() if k in sent}, db, "create (answered)")
            for f in t.fields:
                # nothing invented: an id nobody sent, without a default, stays NULL
                if (
                    f.name not in sent
                    and f.name.lower() == "id"
                    and not f.autoincrement
                    and not f.has_default
                ):
                    assert db[f.name] is None, (
                        f"{t.name}.{f.column}: an id nobody sent was stored: {db[f.name]!r}"
                    )
        a = call("GET", f"{url}?page=1&size=3")
        assert a.status == 200, (t.rest_path, a.status, a.body)
        total, count = self.payload(t, a)["total"], self.db_count(t)
        assert total == count == before + 2, (
            f"{t.name}: list total {total}, database {count}, before {before}"
        )
        return "create+list"

    # ---------------------------------------------------------------- client errors
    def client_errors(self) -> list[str]:
        t_parent, t_numbers, t_texts = (
            self.tables["tt_parent"],
            self.tables["tt_numbers"],
            self.tables["tt_texts"],
        )
        refused = 400 if self.validation else 422
        out = []
        url = self.base + t_parent.rest_path
        self.expect_error(call("POST", url, raw='{"code": "x", '), 400, what="malformed JSON")
        out.append("malformed-json")
        parent = self.create(t_parent)
        # tt_parent.title is `heading` in Java (genix.toml): a refusal by the database names the
        # column, the answer the field
        title = next(f.name for f in t_parent.fields if f.column == "title")
        dup = {"code": parent["code"], title: "again"}
        a = call("POST", url, dup)
        self.expect_error(a, 409, what="unique violation")
        problem = a.body if self.problem_detail else a.body["data"]
        assert "uq_parent_code" in json.dumps(problem) or "tt_parent.code" in json.dumps(problem), problem
        out.append("unique-409")
        self.expect_error(call("POST", url, {"code": "no title"}), refused, (title,), "missing NOT NULL")
        out.append(f"not-null-{refused}")
        body = self.row_values(t_numbers)
        fk = next(f for f in t_numbers.fields if f.column == "parent_id")
        a = call("POST", self.base + t_numbers.rest_path, {**body, fk.name: 999999})
        self.expect_error(a, 422, what="foreign key to a missing parent")
        # the driver's words (schema, table, statement) stay in the server's log
        assert "tt_parent" not in json.dumps(a.body) and "REFERENCES" not in json.dumps(a.body), a.body
        out.append("foreign-key-422")
        c_int = next(f for f in t_numbers.fields if f.column == "c_int")
        self.expect_error(
            call("POST", self.base + t_numbers.rest_path, {**body, c_int.name: "not a number"}),
            400,
            (c_int.name,),
            "wrong type",
        )
        out.append("wrong-type-400")
        check = next(f for f in t_numbers.fields if f.column in ("c_small", "c_tiny"))
        self.expect_error(
            call("POST", self.base + t_numbers.rest_path, {**body, check.name: -120}), 422, what="CHECK"
        )
        out.append("check-422")
        text_body = self.row_values(t_texts)
        for f in t_texts.fields:
            bt = base_type(f)
            if bt == "uuid":
                a = call("POST", self.base + t_texts.rest_path, {**text_body, f.name: "not-a-uuid"})
                self.expect_error(a, refused, (f.name,) if self.validation else (), "malformed uuid")
                out.append(f"uuid-{refused}")
            if f.enum_values and bt != "set":
                java_enum = "." in f.java_type
                a = call("POST", self.base + t_texts.rest_path, {**text_body, f.name: "no such value"})
                status = 400 if self.validation or java_enum else 422
                self.expect_error(a, status, (f.name,) if status == 400 else (), "invalid enum value")
                out.append(f"enum-{status}")
        key_field = t_numbers.key.fields[0]
        self.expect_error(
            call("GET", f"{self.base}{t_numbers.rest_path}/not-a-number"),
            400,
            (key_field.name,),
            "key of the wrong type",
        )
        out.append("key-type-400")
        missing = f"{self.base}{t_numbers.rest_path}/987654321"
        self.expect_error(call("GET", missing), 404, what="missing row")
        self.expect_error(
            call("PUT", missing, self.row_values(t_numbers, second=True)), 404, what="PUT missing"
        )
        self.expect_error(call("PATCH", missing, {}), 404, what="PATCH missing")
        out.append("missing-404")
        for t in sorted(self.tables.values(), key=lambda t: t.name):
            # a uuid key (held as String): a mistyped one is the client's error, an unknown one a missing row
            if t.read_only or [base_type(f) for f in t.key.fields] != ["uuid"]:
                continue
            (k,) = t.key.fields
            url = self.base + t.rest_path
            for method, body in (("GET", None), ("PUT", {}), ("PATCH", {}), ("DELETE", None)):
                self.expect_error(
                    call(method, f"{url}/not-a-uuid", body),
                    400,
                    (k.name,),
                    f"{method} {t.name} mistyped uuid key",
                )
            unknown = f"{url}/{uuid.UUID(int=987654321)}"
            replace = {n: v for n, v in self.row_values(t, second=True).items() if n != k.name}
            self.expect_error(call("PUT", unknown, replace), 404, what=f"PUT {t.name} unknown uuid key")
            self.expect_error(call("PATCH", unknown, {}), 404, what=f"PATCH {t.name} unknown uuid key")
            out.append("uuid-key-400+404")
        nullable_key = self.tables.get("tt_bigint_key")  # SQLite: a non-INTEGER key column takes NULL
        if nullable_key is not None and self.validation:
            (k,) = nullable_key.key.fields
            self.expect_error(
                call("POST", self.base + nullable_key.rest_path, {"label": "no key"}),
                400,
                (k.name,),
                "null key",
            )
            assert self.db.query(f"SELECT count(*) FROM tt_bigint_key WHERE {k.column} IS NULL")[0][0] == 0
            out.append("null-key-400")
        return out


def _db_param(f: FieldModel, value: Any, dialect: str) -> Any:
    """A JSON value as a driver parameter to find its row (keys, markers)."""
    import datetime as dt

    if f.java_type == "byte[]":
        return canon(value, f, "json")
    if isinstance(value, Decimal):
        return float(value) if dialect == "sqlite" else value
    if dialect != "sqlite" and f.java_type == "LocalDate":
        return dt.date.fromisoformat(str(value))
    if dialect != "sqlite" and f.java_type == "LocalDateTime":
        return dt.datetime.fromisoformat(str(value).replace("T", " "))
    return value


def _java_local(value: Any) -> str:
    """A LocalDateTime key as Java prints it in a path (``LocalDateTime.toString()``: ISO, the
    seconds left out when they and the fraction are zero), whatever JSON format the answer used."""
    import datetime as dt

    d = dt.datetime.fromisoformat(str(value).replace(" ", "T"))
    out = d.strftime("%Y-%m-%dT%H:%M")
    if d.second or d.microsecond:
        out += f":{d.second:02d}"
    if d.microsecond:
        frac = f"{d.microsecond:06d}"
        out += "." + (frac[:3] if frac.endswith("000") else frac)
    return out
