"""The admin pages of the front end (``[frontend] pages = true``): a Vue 3 + Element Plus page per
table (``src/views/FilmPage.vue``: a filtered, sorted, paged table, a create and edit dialog,
delete) and the routes that list them (``src/router/routes.ts``).

A page calls the table's typed client module (:mod:`dbjavagenix.resolve.frontend.tsclient`) and reads
its fields from the same OpenAPI schemas: nothing about the API is decided a second time.
Python decides every label, input, option, filter, call and argument; the templates
(``frontend/page.vue.jinja``, ``frontend/routes.ts.jinja``) lay them out. Every text from the
schema (comments, names, enum values) reaches the page as a JavaScript string literal
(:func:`js_string`), never as markup.

Edits send only what the user changed (``PATCH``): a field the form does not show (a secret, a
column added since) and a change someone else made meanwhile to another field are never
overwritten, and a secret left empty in the edit form is kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.resolve.api.apischema import Schema, typed, value_type
from dbjavagenix.resolve.context.model import FieldModel, ProjectModel, TableModel
from dbjavagenix.resolve.frontend.pagepickers import PagePicker, pickers, with_pickers
from dbjavagenix.resolve.frontend.pagerules import Input, PageRule, form_rules, js_string
from dbjavagenix.resolve.frontend.pagevalues import as_text, date_format, inputmode
from dbjavagenix.resolve.frontend.tsclient import JS_IDENTIFIER, TsFunction, TsModule

LAYER = "vue_page"
"""The per-table layer of the pages (its class name is the page's file stem)."""

MAX_FILTERS = 6
"""The filters a page's search bar shows at most (the first filterable fields)."""

_WIDTHS = {
    "datetime": 180,
    "date": 120,
    "time": 100,
    "switch": 90,
    "integer": 100,
    "number": 110,
    "select": 130,
}


_RANGED = frozenset({"date", "datetime", "number", "integer"})
"""The inputs a filter bounds both ways when the list query has both bounds."""


def access(name: str) -> str:
    """JavaScript access of property ``name`` (``.price``, ``["unit-price"]``)."""
    return "." + name if JS_IDENTIFIER.match(name) else "[" + js_string(name) + "]"


@dataclass(frozen=True, slots=True)
class PageOption:
    """One choice of a select: the value sent (a JavaScript literal) and its label."""

    value: str
    label: str


@dataclass(frozen=True, slots=True)
class PageField:
    """A property of the table's rows as the page shows and edits it."""

    name: str
    """The JSON property (``categoryId``, an identifier: bound as it is)."""
    label: str
    """Its label, a JavaScript string literal (the column's comment, else its words)."""
    input: Input
    options: str = ""
    """The name of its option list (``options0``), empty when it has none."""
    format: str = ""
    """The value format of a date, time or date-time (day.js tokens: ``YYYY-MM-DD``; no quote)."""
    maxlength: int = 0
    column: bool = True
    """Shown in the table (a secret never is)."""
    sortable: bool = False
    """The list query sorts by it."""
    create: bool = False
    """In the create form."""
    edit: bool = False
    """Changeable in the edit form."""
    required: bool = False
    """A create must send it."""
    secret: bool = False
    """Write-only: never shown; in the edit form, empty keeps it."""
    digits: int = -1
    """The decimals a number shows (its column's scale: ``34.90``), -1 for as it is."""
    rules: tuple[PageRule, ...] = ()
    """Its checks in the form beyond required and maximum length."""
    lookup: PagePicker | None = None
    """The form picks the row it refers to (a many-to-one relation), else None."""
    exact: bool = False
    """A number edited and sent as its text (:func:`pagevalues.as_text`), never rounded."""

    @property
    def inputmode(self) -> str:
        return inputmode(self.input)

    @property
    def width(self) -> int:
        """The column's least width in pixels, by what it shows."""
        return _WIDTHS.get(self.input, 140)


@dataclass(frozen=True, slots=True)
class PageFilter:
    """One input of the search bar: a query parameter of the list call."""

    name: str
    """The query parameter (``nameLike``, an identifier); of a range, its lower bound's
    (``orderedAtFrom``)."""
    field: str
    """The field it filters (its label is the field's)."""
    input: Input
    to: str = ""
    """Of a range (a date, date-time or number the list query bounds both ways): its upper
    bound's parameter (``orderedAtTo``, ``priceTo``)."""
    options: str = ""
    format: str = ""
    exact: bool = False

    @property
    def inputmode(self) -> str:
        return inputmode(self.input)

    @property
    def picker(self) -> bool:
        """A range chosen in one date picker (a number range is two inputs)."""
        return bool(self.to) and self.input in ("date", "datetime")


@dataclass(frozen=True, slots=True)
class PageOptions:
    name: str
    options: tuple[PageOption, ...]


@dataclass(frozen=True, slots=True)
class AdminPage:
    """The page of one table."""

    title: str
    """A JavaScript string literal."""
    module: str
    """The client module it imports (``../api/ShopProduct``)."""
    imports: tuple[str, ...]
    """What it imports from :attr:`module` (functions, then ``type`` names)."""
    row_type: str
    list_call: str
    """The function reading a page (``shopProductQuery``)."""
    list_params: str
    """Its query type (``ShopProductQueryParams``)."""
    page_param: str
    """The page number's query parameter (an identifier), empty when the list call has none."""
    size_param: str
    sort_param: str
    """Empty when the list call does not sort."""
    page_sizes: tuple[int, ...]
    source: str
    """The table's name, a JavaScript string literal."""
    items: str
    """Access of the rows in the page (``.items``)."""
    total: str
    """Access of the total (``.total``)."""
    default_size: int
    create_call: str
    create_type: str
    """The type of a create's body (``SysUserInput``)."""
    patch_call: str
    delete_call: str
    key_args: str
    """The arguments naming a row's key (``row.id as number``)."""
    fields: tuple[PageField, ...]
    filters: tuple[PageFilter, ...]
    option_sets: tuple[PageOptions, ...]
    numbers: tuple[str, ...] = ()
    """The form's numbers edited as text, their names as JavaScript string literals: a save
    sends them as numbers (``numerics``)."""

    @property
    def pickers(self) -> tuple[PagePicker, ...]:
        """The pickers of the form's fields (none without a form)."""
        return tuple(f.lookup for f in self.edit_fields if f.lookup is not None) if self.writable else ()

    @property
    def module_imports(self) -> tuple[tuple[str, str], ...]:
        """What the page imports from client modules, as (module, names): the table's own
        (:attr:`imports`, with its pickers' functions before the types), then each module
        another table's picker calls."""
        return with_pickers(self.module, self.imports, self.pickers)

    @property
    def support_imports(self) -> str:
        """What the page imports from ``./pageSupport`` (only what it uses)."""
        kinds = {r.kind for f in self.edit_fields for r in f.rules} if self.writable else set()
        ranged = any(f.exact and r.kind == "range" for f in self.edit_fields for r in f.rules)
        names = ["between"] if ranged and self.writable else []
        names += ["digits"] if "digits" in kinds else []
        names += ["display", "failed"]
        names += ["numerics"] if self.writable and self.numbers else []
        names += ["pattern"] if "pattern" in kinds else []
        names += ["type Option"] if self.option_sets or self.pickers else []
        return ", ".join(names)

    @property
    def writable(self) -> bool:
        return bool(self.create_call or self.patch_call)

    @property
    def row_actions(self) -> bool:
        return bool(self.patch_call or self.delete_call)

    @property
    def edit_fields(self) -> tuple[PageField, ...]:
        return tuple(f for f in self.fields if f.create or f.edit)

    @property
    def compared_fields(self) -> tuple[PageField, ...]:
        """The fields an edit sends when they differ from the row as read (a secret is sent
        when typed)."""
        return tuple(f for f in self.fields if f.edit and not f.secret)

    @property
    def range_filters(self) -> tuple[PageFilter, ...]:
        """The date and date-time ranges (one picker for both bounds: the page keeps its value)."""
        return tuple(f for f in self.filters if f.picker)

    @property
    def secret_fields(self) -> tuple[PageField, ...]:
        return tuple(f for f in self.fields if f.secret)


@dataclass(frozen=True, slots=True)
class PageRoute:
    """An entry of ``routes.ts``."""

    path: str
    """A JavaScript string literal (``"/shop-product"``)."""
    name: str
    """A JavaScript string literal (the page module's stem)."""
    view: str
    """The page's module (``../views/ShopProductPage.vue``)."""
    title: str
    """A JavaScript string literal."""


def keyless(table: str) -> Diagnostic:
    """The plan's warning for a table without a key: its page lists and creates rows, and can
    neither edit nor delete one."""
    return Diagnostic(
        f"table {table!r} has no key: its admin page lists and creates rows but cannot edit or delete one",
        Location(key=("tables", table)),
        f"name unique NOT NULL columns in [tables.{table}] key = [...] to address its rows",
    )


def route_path(table: TableModel) -> str:
    """The page's route: the table's REST path without a leading ``/api`` (``/shop-product``)."""
    path = table.rest_path or "/" + table.var
    if path.startswith("/api/"):
        path = path[4:]
    return path


@dataclass(frozen=True, slots=True)
class AdminApp:
    """What the files around the pages know of them: their routes and the paths the dev
    server hands to the API."""

    routes: tuple[PageRoute, ...]
    proxies: tuple[str, ...]
    """The first segment of each REST path (``"/api"``), JavaScript string literals."""


def app(project: ProjectModel, tables: Iterable[TableModel]) -> AdminApp:
    """The routes of the pages of ``tables`` and the paths of their API."""
    tables = list(tables)
    proxies = sorted({"/" + (t.rest_path or "/api").strip("/").split("/", 1)[0] for t in tables} or {"/api"})
    return AdminApp(routes(project, tables), tuple(js_string(p) for p in proxies))


def routes(project: ProjectModel, tables: Iterable[TableModel]) -> tuple[PageRoute, ...]:
    """The route of each table's page, in table order."""
    out = []
    seen: set[str] = set()
    for t in tables:
        path = route_path(t)
        while path in seen:
            path += "-" + t.var.lower()
        seen.add(path)
        stem = project.page_module.replace("{class}", t.class_name)
        out.append(PageRoute(js_string(path), js_string(stem), f"../views/{stem}.vue", js_string(_title(t))))
    return tuple(out)


def _title(table: TableModel) -> str:
    """How a page names its table: its comment's first line, else its class name's words."""
    text = " ".join((table.title or "").split())
    return text[:60] if text else _words(table.class_name)


def _words(name: str) -> str:
    """``categoryId`` as words: ``Category id``."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|[_\-\s]+", " ", name).strip().lower()
    return spaced[:1].upper() + spaced[1:] if spaced else name


def _label(field: FieldModel | None, schema: Schema, name: str) -> str:
    # the column's own comment; genix's descriptions ("Values: G, PG") are not labels
    comment = field.comment if field is not None else str(schema.get("description") or "")
    text = " ".join(comment.split())
    # a comment documenting codes ("status 0->normal 1->locked") keeps its first words
    text = re.split(r"[:：(（,，;；]| \d", text, maxsplit=1)[0].strip() if text else ""
    return text[:40] if text else _words(name)


def _input(schema: Schema, field: FieldModel | None, options: bool) -> Input:
    kind = value_type(schema)
    if options:
        return "select"
    if kind == "boolean":
        return "switch"
    if kind == "integer":
        return "integer"
    if kind == "number":
        return "number"
    if kind == "string":
        fmt = schema.get("format")
        if fmt == "date":
            return "date"
        if fmt == "date-time":
            return "datetime"
        if fmt == "partial-time" or (field is not None and field.java_type.endswith("LocalTime")):
            return "time"
        if schema.get("writeOnly"):
            return "password"
        length = schema.get("maxLength")
        if length is None and field is not None and field.length is None and "text" in field.db_type.lower():
            return "textarea"
        return "textarea" if isinstance(length, int) and length > 255 else "text"
    return "text"


def _options(schema: Schema, field: FieldModel | None) -> tuple[PageOption, ...]:
    """The choices of a property: the codes its column comment documents, with their labels,
    else its enum; each value the JSON of the property's type, as the client types it."""
    numeric = schema.get("type") in ("integer", "number")
    if field is not None and field.documented_values:
        pairs = [(v.code, f"{v.label} ({v.code})" if v.label else v.code) for v in field.documented_values]
    elif isinstance(schema.get("enum"), list) and schema["enum"]:
        pairs = [(v, str(v)) for v in schema["enum"]]
    else:
        return ()
    out = []
    for code, label in pairs:
        value = typed(code, schema) if isinstance(code, str) else code
        if numeric and isinstance(value, str):
            return ()  # a code that is not a number: the property stays a number input
        out.append(PageOption(json.dumps(value, ensure_ascii=False), js_string(label)))
    return tuple(out)


def _simple(schema: Schema) -> bool:
    return value_type(schema) in ("string", "integer", "number", "boolean") and schema.get("format") != "byte"


def _resolve(module: TsModule, schema: Schema) -> Schema:
    seen = 0
    while isinstance(schema.get("$ref"), str) and seen < 8:
        schema = dict(module.schemas.get(schema["$ref"].rsplit("/", 1)[-1], {}))
        seen += 1
    return schema


def _row_schema(module: TsModule, page_type: str) -> tuple[Schema, str, str, str]:
    """The schema of a list's rows, its type name, and the access of the items and the total."""
    page = _resolve(module, dict(module.schemas.get(page_type, {})))
    for name, prop in (page.get("properties") or {}).items():
        if prop.get("type") == "array" and isinstance(prop.get("items", {}).get("$ref"), str):
            row = prop["items"]["$ref"].rsplit("/", 1)[-1]
            total = "total" if "total" in page.get("properties", {}) else ""
            return dict(module.schemas.get(row, {})), row, access(name), access(total) if total else ""
    return {}, "", "", ""


def page(project: ProjectModel, table: TableModel, module: TsModule) -> AdminPage | None:
    """The admin page of ``table`` from its client ``module``; None when the module has no
    list call answering a page of rows."""
    listing = module.function(table.operation_id("Query")) or module.function(table.operation_id("List"))
    if listing is None:
        return None
    row, row_type, items, total = _row_schema(module, listing.returns)
    if not row_type:
        return None
    params = module.declared(listing.query_type) if listing.query_type else None
    param_names = {p.name for p in params.properties} if params else set()
    paging = project.paging
    create = module.function(table.operation_id("Create"))
    patch = module.function(table.operation_id("Patch"))
    delete = module.function(table.operation_id("Delete"))
    body = _resolve(module, dict(module.schemas.get(row_type, {})))
    if create is not None and create.body_type:
        body_name = create.body_type.removesuffix("Input")
        body = _resolve(module, dict(module.schemas.get(body_name, body)))
    fields_by_name = {f.name: f for f in table.fields}
    picks = pickers(project, table)
    sorts = {s.name for s in table.query.sorts} if table.query is not None else set()
    writable_props = body.get("properties") or {}
    required = set(body.get("required") or ())
    option_sets: list[PageOptions] = []
    fields: list[PageField] = []
    props = dict(row.get("properties") or {})
    for name, prop in writable_props.items():  # a secret is in the body only
        props.setdefault(name, prop)
    for name, raw in props.items():
        prop = _resolve(module, raw)
        if not _simple(prop) or not JS_IDENTIFIER.match(name) or name == "__proto__":
            continue  # a name a Vue template cannot bind plainly is left to the team
        f = fields_by_name.get(name)
        choices = _options(prop, f)
        option_name = ""
        if choices:
            option_name = f"options{len(option_sets)}"
            option_sets.append(PageOptions(option_name, choices))
        kind = _input(prop, f, bool(choices))
        exact = as_text(prop, kind)
        secret = bool(prop.get("writeOnly")) or (f is not None and f.sensitive)
        in_body = name in writable_props and not writable_props[name].get("readOnly")
        server = f is not None and (f.server_managed or f.generated or (f.autoincrement and not f.required))
        fields.append(
            PageField(
                name=name,
                label=js_string(_label(f, prop, name)),
                input=kind,
                options=option_name,
                format=date_format(f, kind, f.java_type if f else "")
                if kind in ("date", "datetime", "time")
                else "",
                maxlength=int(prop.get("maxLength") or 0),
                column=not secret,
                sortable=name in sorts and paging.sort.name in param_names,
                create=in_body and not server and (f is None or f.insertable or f.required),
                edit=in_body and patch is not None and f is not None and f.updatable and not server,
                required=name in required,
                secret=secret,
                digits=f.scale
                if kind == "number" and f is not None and f.scale is not None and f.scale >= 0
                else -1,
                rules=form_rules(writable_props.get(name, prop), f, kind, exact) if in_body else (),
                lookup=picks.get(name)
                if in_body and not server and kind in ("number", "integer", "text")
                else None,
                exact=exact,
            )
        )
    filters: list[PageFilter] = []
    by_field = _filter_params(table, param_names)
    ranges = _range_params(table, param_names)
    for fld in fields:
        if len(filters) == MAX_FILTERS:
            break
        if (
            fld.secret
            or fld.input in ("textarea", "password")
            or not (fld.create or fld.edit or fld.input == "select")
        ):
            continue  # a generated key or a server-written field is not what one searches by
        bounds = ranges.get(fld.name) if fld.input in _RANGED else None
        param = bounds[0] if bounds else by_field.get(fld.name)
        if param is None or not JS_IDENTIFIER.match(param):
            continue
        filters.append(
            PageFilter(
                name=param,
                field=fld.name,
                to=bounds[1] if bounds else "",
                input="text" if fld.input == "textarea" else fld.input,
                options=fld.options,
                format=fld.format,
                exact=fld.exact,
            )
        )
    if not any(f.edit for f in fields):
        patch = None  # nothing to change (every column a key part or server-written): no edit
    key_args = ""
    calls = [c for c in (patch, delete) if c is not None]
    if calls:
        key_args = _key_args(calls[0], table)
        if not key_args:
            patch = delete = None
    names = [listing.name]
    names += [c.name for c in (create, patch, delete) if c is not None]
    types = [row_type]
    if listing.query_type:
        types.append(listing.query_type)
    if (
        create is not None
        and create.body_type
        and create.body_type not in types
        and JS_IDENTIFIER.match(create.body_type)
    ):
        types.append(create.body_type)
    stem = project.client_module.replace("{class}", table.class_name)
    return AdminPage(
        title=js_string(_title(table)),
        module="../api/" + stem,
        imports=(*names, *(f"type {t}" for t in types)),
        row_type=row_type,
        list_call=listing.name,
        list_params=listing.query_type,
        page_param=_plain(paging.page.name, param_names),
        size_param=_plain(paging.size.name, param_names),
        sort_param=_plain(paging.sort.name, param_names) if any(f.sortable for f in fields) else "",
        page_sizes=tuple(sorted({n for n in (10, 20, 50, 100, paging.default_size) if n <= paging.max_size})),
        source=js_string(table.name),
        items=items,
        total=total,
        default_size=paging.default_size,
        create_call=create.name if create is not None and create.body_type else "",
        create_type=create.body_type if create is not None and JS_IDENTIFIER.match(create.body_type) else "",
        patch_call=patch.name if patch is not None else "",
        delete_call=delete.name if delete is not None else "",
        key_args=key_args,
        fields=tuple(fields),
        filters=tuple(filters),
        option_sets=tuple(option_sets),
        numbers=tuple(js_string(f.name) for f in fields if f.exact and (f.create or f.edit)),
    )


def _plain(name: str, names: set[str]) -> str:
    return name if name in names and JS_IDENTIFIER.match(name) else ""


def _filter_params(table: TableModel, names: set[str]) -> dict[str, str]:
    """The query parameter filtering each field in the search bar: a text's ``like``, else its
    equality (``nameLike``, ``categoryId``)."""
    out: dict[str, str] = {}
    if table.query is not None:
        by_column = {f.column: f.name for f in table.fields}
        for op in ("like", "eq"):
            for p in table.query.params:
                field = by_column.get(p.column)
                if p.op == op and field is not None and field not in out and p.name in names:
                    out[field] = p.name
        return out
    return {f.name: f.name for f in table.fields if f.filterable and f.name in names}


def _range_params(table: TableModel, names: set[str]) -> dict[str, tuple[str, str]]:
    """The ``from`` and ``to`` parameters of each field the list query bounds both ways
    (``orderedAtFrom``, ``orderedAtTo``): a range picker for a date, two inputs for a number."""
    if table.query is None:
        return {}
    by_column = {f.column: f.name for f in table.fields}
    bounds: dict[str, dict[str, str]] = {}
    for p in table.query.params:
        field = by_column.get(p.column)
        if p.op in ("from", "to") and field is not None and p.name in names and JS_IDENTIFIER.match(p.name):
            bounds.setdefault(field, {})[p.op] = p.name
    return {f: (b["from"], b["to"]) for f, b in bounds.items() if len(b) == 2}


def _key_args(call: TsFunction, table: TableModel) -> str:
    """The key arguments of ``call`` read from a row (``row.id as number``), the key fields in
    key order as the path parameters are; empty when the key does not arrive in the path alone."""
    path = call.path_params
    if call.query or len(path) != len(table.key.fields):
        return ""
    return ", ".join(
        f"row{access(f.name)} as {ts}" for f, (_, ts) in zip(table.key.fields, path, strict=True)
    )


__all__ = [
    "AdminApp",
    "AdminPage",
    "PageField",
    "PageFilter",
    "PageOption",
    "PageRoute",
    "PageRule",
    "app",
    "page",
    "routes",
]
