"""Generic CRUD over the generated REST API, checked against the database rows.

Driven by genix's own resolved :class:`TableModel` s (fields, keys, REST paths, foreign keys),
so every table is exercised the same way: create → read back → update → paged list with total
→ delete, with the rows compared after each step. Parent rows that a NOT NULL foreign key needs
are created first, through their own endpoints.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dbjavagenix.resolve.context.model import FieldModel, TableModel
from tests.java.java_harness import Database, http, json_value, same


def unwrap(body: Any) -> Any:
    """The payload of a response: ``Result.data`` for the wrapped categories, else the body."""
    if isinstance(body, dict) and "code" in body and "data" in body:
        assert body["code"] == 0, body
        return body["data"]
    return body


@dataclass
class Crud:
    base: str
    db: Database
    tables: dict[str, TableModel]
    category: str
    formats: dict[str, str]
    seq: int = 900
    log: list[str] = field(default_factory=list)

    def next(self) -> int:
        self.seq += 1
        return self.seq

    # ----------------------------------------------------------- payloads
    def payload(self, t: TableModel, depth: int = 0) -> dict[str, Any]:
        fk_cols: dict[str, tuple[Any, str]] = {}
        for fk in t.foreign_keys:
            cols = [t_f for t_f in t.fields if t_f.column in fk.columns]
            required = any(not f.nullable and not f.has_default for f in cols)
            if not required or fk.referred_table not in self.tables or depth > 4:
                continue
            parent = self.tables[fk.referred_table]
            row = self.create(parent, depth + 1)
            by_col = {pf.column: pf for pf in parent.fields}
            for col, rcol in zip(fk.columns, fk.referred_columns, strict=True):
                fk_cols[col] = (row[by_col[rcol].name], rcol)
        out: dict[str, Any] = {}
        fk_all = {c for fk in t.foreign_keys for c in fk.columns}
        for f in t.request_fields:
            if f.column in fk_cols:
                out[f.name] = fk_cols[f.column][0]
                continue
            required = not f.nullable and not f.has_default and not f.autoincrement and f.role is None
            if f.role is not None or (f.column in fk_all and not required):
                continue
            if f.primary_key and not f.autoincrement:
                v = json_value(f, self.next() + 10_000, self.formats)
            else:
                # optional columns stay empty (their CHECKs are unknown), except the one the
                # update step changes
                if not required and f is not _update_field(t):
                    continue
                v = json_value(f, self.next(), self.formats)
            if v is None:
                assert not required, f"no test value for required {t.name}.{f.column} ({f.java_type})"
                continue
            out[f.name] = v
        return out

    def create(self, t: TableModel, depth: int = 0) -> dict[str, Any]:
        body = self.payload(t, depth)
        status, resp = http("POST", self.base + t.rest_path, body)
        assert status == 201, f"POST {t.rest_path} {body} -> {status} {resp}"
        row = unwrap(resp)
        assert isinstance(row, dict), resp
        # create answers the row as stored: text forms the database normalises (tsvector, json
        # ...) come back normalised, so they are not compared
        normalised = {f.name for f in t.fields if f.java_type == "Object" or f.array or f.write_cast}
        for k, v in body.items():
            if k in row and k not in normalised and v is not None and not isinstance(v, (dict, list)):
                assert same(v, row[k]) or _temporal(t, k), f"{t.name}.{k}: sent {v!r}, got {row[k]!r}"
        return row

    # ----------------------------------------------------------- database
    def db_row(self, t: TableModel, key: dict[str, Any]) -> tuple[Any, ...] | None:
        # the drivers' own placeholders are %s: a % in a name (`per%cent`) is written %%
        cols = ", ".join(_pct(f.sql) for f in t.fields)
        where = " AND ".join(f"{_pct(f.sql)} = %s" for f in t.key.fields)
        rows = self.db.query(
            f"SELECT {cols} FROM {_pct(t.sql)} WHERE {where}", tuple(key[f.name] for f in t.key.fields)
        )
        assert len(rows) <= 1
        return rows[0] if rows else None

    def db_count(self, t: TableModel) -> int:
        # every category keeps logic-deleted rows (their live condition from the resolver)
        extra = f" WHERE {t.logic_delete.live}" if t.logic_delete is not None else ""
        return int(self.db.query(f"SELECT COUNT(*) FROM {_pct(t.sql)}{_pct(extra)}")[0][0])

    def check_row(self, t: TableModel, row: dict[str, Any], strict: bool = True) -> None:
        """The database row equals ``row`` (a create response only echoes what was sent, so
        with ``strict`` off its empty fields are not compared)."""
        dbrow = self.db_row(t, row)
        assert dbrow is not None, f"{t.name}: row {row} not in the database"
        for f, v in zip(t.fields, dbrow, strict=True):
            if not strict and row.get(f.name) is None:
                continue
            # text forms the database normalises (tsvector, json ...) are not compared
            if f.name in row and f.java_type != "Object" and not f.array and not f.write_cast:
                assert same(row[f.name], v) or _temporal(t, f.name), (
                    f"{t.name}.{f.column}: HTTP {row[f.name]!r} vs database {v!r}"
                )

    # ----------------------------------------------------------- the cycle
    def cycle(self, t: TableModel) -> str:
        """create → read → update → list → delete; returns what was exercised."""
        steps = []
        assert t.key.kind != "none", f"{t.name}: pick tables with a key for the full cycle"
        key_path = lambda r: "/".join(str(r[f.name]) for f in t.key.fields)  # noqa: E731
        url = self.base + t.rest_path
        before = self.db_count(t)
        row = self.create(t)
        steps.append("create")
        self.check_row(t, row, strict=False)
        # fill roles work in every category: the time columns a create fills are set
        filled = {f.name for f in t.insert_fills}
        if filled:
            created = self.db_row(t, row)
            assert created is not None
            empty = [
                f.column for f, v in zip(t.fields, created, strict=True) if f.name in filled and v is None
            ]
            assert not empty, f"{t.name}: fill-on-insert columns left empty by create: {empty}"
            steps.append("insert-fill")
        status, resp = http("GET", f"{url}/{key_path(row)}")
        assert status == 200, (status, resp)
        got = unwrap(resp)
        # one JSON property per field: Lombok's getCBig() must not add "cbig" (or "CBig") beside "cBig"
        twins = [
            k
            for k in got
            if k not in {f.name for f in t.fields} and k.lower() in {f.name.lower() for f in t.fields}
        ]
        assert not twins, f"{t.name}: properties answered twice under another name: {twins} ({sorted(got)})"
        for f in t.fields:
            if row.get(f.name) is not None and not f.write_cast:
                assert same(row[f.name], got[f.name]) or _temporal(t, f.name), (f.name, row, got)
        self.check_row(t, got)
        row = got
        steps.append("read")
        upd = _update_field(t)
        if upd is not None:
            stored = self.db_row(t, row)
            body = self.payload_for_update(t, row)
            new_value = json_value(upd, self.next() + 5000, self.formats)
            body[upd.name] = new_value
            status, resp = http("PUT", f"{url}/{key_path(row)}", body)
            assert status == 200, f"PUT {t.rest_path}: {status} {resp} (sent {body})"
            updated = unwrap(resp)
            if not _temporal(t, upd.name):
                assert same(new_value, updated[upd.name]), (upd.name, new_value, updated)
            self.check_row(t, updated)
            dbrow = self.db_row(t, row)
            assert dbrow is not None
            idx = [f.name for f in t.fields].index(upd.name)
            if not _temporal(t, upd.name):
                assert same(new_value, dbrow[idx]), (upd.name, new_value, dbrow[idx])
            # a replace keeps what the client cannot send back: sensitive and base-class columns
            _unchanged(t, stored, dbrow, {f.name for f in t.fields if f.sensitive or f.inherited}, "PUT")
            empty = [
                f.column for f, v in zip(t.fields, dbrow, strict=True) if f in t.update_fills and v is None
            ]
            assert not empty, f"{t.name}: fill-on-update columns left empty by PUT: {empty}"
            steps.append("update")
            patched = json_value(upd, self.next() + 7000, self.formats)
            status, resp = http("PATCH", f"{url}/{key_path(row)}", {upd.name: patched})
            assert status == 200, f"PATCH {t.rest_path}: {status} {resp}"
            after = self.db_row(t, row)
            assert after is not None
            if not _temporal(t, upd.name):
                assert same(patched, after[idx]), (upd.name, patched, after[idx])
            # a patch writes the field it was sent and nothing else (fill and version roles aside)
            moved = {
                f.name for f in t.fields if f.role in ("fill-on-update", "fill-on-insert-update", "version")
            }
            others = {f.name for f in t.fields if f.name != upd.name and f.name not in moved}
            _unchanged(t, dbrow, after, {n for n in others if not _temporal(t, n)}, "PATCH")
            steps.append("patch")
            # no mass assignment: what the server fills (fill roles, the logic-delete flag) is
            # never taken from a request, by PUT or by PATCH
            managed = [f for f in t.fields if f.server_managed and not f.write_cast]
            sent = {f.name: json_value(f, self.next() + 9000, self.formats) for f in managed}
            sent = {k: v for k, v in sent.items() if v is not None}
            if sent:
                for verb, body in (("PUT", {**self.payload_for_update(t, row), **sent}), ("PATCH", sent)):
                    status, resp = http(verb, f"{url}/{key_path(row)}", body)
                    assert status == 200, f"{verb} {t.rest_path} with server-filled fields: {status} {resp}"
                    stored_now = self.db_row(t, row)
                    assert stored_now is not None, f"{verb} {t.name}: a request undeleted or deleted the row"
                    for f, v in zip(t.fields, stored_now, strict=True):
                        if f.name in sent:
                            assert not same(sent[f.name], v), f"{verb} {t.name}: a client wrote {f.column}"
                steps.append("server-filled")
        query = "&".join(f"{f.name}={row[f.name]}" for f in t.key.fields)
        status, resp = http("GET", f"{url}?{query}&page=1&size=5")
        assert status == 200, (status, resp)
        page = unwrap(resp)
        assert page["total"] == 1 and len(page["items"]) == 1, page
        status, resp = http("GET", f"{url}?page=1&size=3")
        page = unwrap(resp)
        total = self.db_count(t)
        assert total == before + 1, (total, before)
        assert page["total"] == total and len(page["items"]) == min(3, total), (page["total"], total)
        steps.append("list")
        status, resp = http("DELETE", f"{url}/{key_path(row)}")
        assert status == 204, (status, resp)
        ld = t.logic_delete
        if ld is not None:
            dbrow = self.db_row(t, row)
            assert dbrow is not None, f"{t.name}: a logic delete removed the row"
            stored = dbrow[[f.column for f in t.fields].index(ld.column)]
            if ld.deleted in ("TRUE", "FALSE"):
                assert bool(stored) == (ld.deleted == "TRUE"), (stored, ld.deleted)
            elif ld.deleted == "CURRENT_TIMESTAMP":
                assert stored is not None, dbrow
            else:
                assert str(stored) == ld.deleted.strip("'"), (stored, ld.deleted)
            steps.append("logic-delete")
        else:
            assert self.db_row(t, row) is None, f"{t.name}: row still in the database after DELETE"
            steps.append("delete")
        status, resp = http("GET", f"{url}/{key_path(row)}")
        assert status == 404, (status, resp)
        assert self.db_count(t) == before
        return "+".join(steps)

    def payload_for_update(self, t: TableModel, row: dict[str, Any]) -> dict[str, Any]:
        """A full request body: the row's request fields as they are now."""
        return {
            f.name: row.get(f.name)
            for f in t.request_fields
            if f.role is None and row.get(f.name) is not None
        }


def _update_field(t: TableModel) -> FieldModel | None:
    fk_all = {c for fk in t.foreign_keys for c in fk.columns}
    usable = [
        f
        for f in t.update_fields
        if f.column not in fk_all
        and f.role is None
        and not f.write_cast
        and not f.enum_values
        and not f.array
    ]
    for kinds in (
        ("String",),
        ("Integer", "Long", "Short", "BigDecimal", "Double"),
        ("LocalDateTime", "LocalDate"),
    ):
        for f in usable:
            if f.java_type in kinds and (f.java_type != "String" or (f.length or 99) >= 5):
                return f
    return None


def _unchanged(t: TableModel, before: Any, after: Any, names: set[str], verb: str) -> None:
    """The database row's columns ``names`` hold the same values ``after`` as ``before``."""
    assert before is not None and after is not None
    for f, old, new in zip(t.fields, before, after, strict=True):
        if f.name in names and not f.write_cast:
            if isinstance(old, memoryview | bytearray):
                old, new = bytes(old), bytes(new) if new is not None else None
            assert old == new, f"{verb} {t.name}: {f.column} changed {old!r} -> {new!r}"


def _temporal(t: TableModel, name: str) -> bool:
    """Timestamps the database itself rewrites (triggers, ON UPDATE) are compared loosely."""
    f = next((x for x in t.fields if x.name == name), None)
    return f is not None and f.java_type in (
        "LocalDateTime",
        "OffsetDateTime",
        "Instant",
        "LocalDate",
        "LocalTime",
    )


def _pct(sql: str) -> str:
    """SQL text with its ``%`` doubled: the query runs with ``%s`` placeholders (SQLite's ``?``
    are made from them, and ``%%`` is turned back into ``%`` there too)."""
    return sql.replace("%", "%%")
