"""The list query of a table: which operators each column offers (defaults by name and type, the
way RuoYi-style generators pick them, overridden by the ``query`` trait of a column rule or a
per-column section), the request parameter each operator reads, the SQL condition it adds, and
the sort allow-list.

Request parameters (``GET /api/film/query?...``): ``name`` (eq), ``nameNe``, ``nameLike``
(contains), ``nameStarts``, ``nameIn`` (``a,b`` or repeated), ``nameFrom``/``nameTo`` (between,
inclusive), ``nameGt``/``nameGe``/``nameLt``/``nameLe``, ``nameIsNull`` (``true``: IS NULL,
``false``: IS NOT NULL); ``sort=title,-releaseYear``; ``page`` (1-based) and ``size`` (the
names of these three are ``[api.query]``'s). A name that would clash with another parameter (or
with those three, or with a statement parameter: ``sort``, ``offset``, ``limit``) is left out.

Every value is bound (``#{p.name}``); ``sort`` is checked against the allow-list in Java and only
its index reaches the statement, which spells the columns itself. Like values are escaped (``%``,
``_`` and the escape character ``!`` match themselves; ``ESCAPE '!'`` in all three dialects).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from dbjavagenix import dialects
from dbjavagenix.config.api_config import QueryConfig
from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.javatext import xml_text
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import FieldModel, LogicDeleteModel, RoutesModel
from dbjavagenix.resolve.context.query_model import QueryKind, QueryModel, QueryParamModel, SortKeyModel

OPERATORS = ("eq", "ne", "like", "starts", "in", "between", "gt", "ge", "lt", "le", "null")
STATEMENT_NAMES = frozenset({"sort", "offset", "limit", "p", "v"})
"""Names of the statement parameters besides the filters (``p.sort``, ``p.offset``, ``p.limit``)
and of the statements' own variables: no filter parameter takes them."""
_LIST_IMPORT = ("java.util.List",)

_NUMBERS = frozenset({"Integer", "Long", "Short", "Byte", "BigDecimal", "BigInteger", "Double", "Float"})
_TEMPORAL = frozenset(
    {
        "LocalDate",
        "LocalDateTime",
        "LocalTime",
        "OffsetDateTime",
        "ZonedDateTime",
        "Instant",
        "Date",
        "Timestamp",
    }
)
_TEXT_JDBC = frozenset({"CHAR", "VARCHAR", "NCHAR", "NVARCHAR"})
_NAME_WORDS = frozenset({"name", "title", "nickname", "subject", "label"})
_CODE_WORDS = frozenset(
    {"status", "type", "sex", "gender", "state", "kind", "level", "category", "flag", "rating"}
)
_TIME_WORDS = frozenset({"time", "date", "at", "day"})

_SUFFIX = {
    "eq": "",
    "ne": "Ne",
    "like": "Like",
    "starts": "Starts",
    "in": "In",
    "from": "From",
    "to": "To",
    "gt": "Gt",
    "ge": "Ge",
    "lt": "Lt",
    "le": "Le",
    "null": "IsNull",
}
_COMPARE = {"eq": "=", "ne": "<>", "from": ">=", "to": "<=", "gt": ">", "ge": ">=", "lt": "<", "le": "<="}
_WORDS = {
    "eq": "equals",
    "ne": "differs from",
    "from": "at least",
    "to": "at most",
    "gt": "greater than",
    "ge": "at least",
    "lt": "less than",
    "le": "at most",
}


def is_text(field: FieldModel) -> bool:
    """A ``String`` field of a character column that LIKE applies to as it is (no cast). Read
    from the JDBC type, which a DDL file and the live database agree on (their type texts of a
    view's computed column may not)."""
    return field.java_type == "String" and not field.write_cast and field.jdbc_type in _TEXT_JDBC


def default_operators(field: FieldModel, view: bool = False) -> tuple[str, ...]:
    """The operators a column gets when no rule or section says otherwise. A view's column may
    always be null (what a database reports of its nullability differs from what its DDL
    says, and outer joins make any column null)."""
    if not field.filterable:
        return ()
    words = [w.lower() for w in naming.words(field.column)] or [field.column.lower()]
    last = words[-1]
    nullable = ("null",) if (field.nullable or view) and not field.primary_key else ()
    if field.java_type == "Boolean":
        ops: tuple[str, ...] = ("eq",)
    elif field.primary_key or last == "id":
        ops = ("eq", "in")
    elif field.java_type in _TEMPORAL or last in _TIME_WORDS:
        ops = ("between",)
    elif field.enum_values or field.documented_values or last in _CODE_WORDS:
        ops = ("eq", "in")
    elif is_text(field) and last in _NAME_WORDS:
        ops = ("like", "starts", "eq")
    elif field.java_type in _NUMBERS:
        ops = ("eq", "in", "between")
    elif is_text(field):
        ops = ("eq", "like")
    else:
        ops = ("eq",)
    return ops + nullable


def operators(field: FieldModel, cc: ColumnConfig | None, view: bool = False) -> tuple[str, ...]:
    """The configured operators (the ``query`` trait) or the defaults; like and starts only on
    text columns, none on a column that cannot be compared."""
    if not field.filterable:
        return ()
    if cc is None or cc.query is None:
        return default_operators(field, view)
    ops = tuple(dict.fromkeys(cc.query))
    return tuple(o for o in ops if is_text(field) or o not in ("like", "starts"))


def _bound(field: FieldModel, expr: str) -> str:
    handler = f",typeHandler={field.param_type_handler}" if field.param_type_handler else ""
    return f"#{{{expr},jdbcType={field.jdbc_type}{handler}}}{field.write_cast}"


def _param(field: FieldModel, op: str, name: str, dialect: str) -> QueryParamModel:
    col = xml_text(field.sql)
    fn = dialects.dialect(dialect).text_date_functions.get(field.java_type)
    ref = f"p.{name}"
    test = f"{ref} != null"
    pattern = ""
    left, compare, bound = col, "", ""
    if op in _COMPARE:
        left, bound = col, xml_text(_bound(field, ref))
        if fn is not None:
            left, bound = f"{fn}({left})", f"{fn}({bound})"
        compare = xml_text(_COMPARE[op])
        kind: QueryKind = "value"
        what = f"{field.column} {_WORDS[op]} the value"
    elif op in ("like", "starts"):
        bound = xml_text(_bound(field, ref))
        kind = "text"
        pattern = "contains" if op == "like" else "startsWith"
        what = f"{field.column} {'contains' if op == 'like' else 'starts with'} the text (% and _ match themselves)"
    elif op == "in":
        bound = xml_text(_bound(field, "v"))
        if fn is not None:
            left, bound = f"{fn}({col})", f"{fn}({bound})"
        test = f"{ref} != null and {ref}.size() > 0"
        kind = "list"
        what = f"{field.column} is one of the values (a,b or repeated)"
    else:  # null
        kind = "flag"
        what = f"{field.column} is null (true) or not null (false)"
    imports: tuple[str, ...]
    annotations: tuple[str, ...]
    if kind == "text":
        java_type, imports, annotations = "String", (), ()
    elif kind == "flag":
        java_type, imports, annotations = "Boolean", (), ()
    elif kind == "list":
        java_type = f"List<{field.java_type}>"
        imports = _LIST_IMPORT + field.type_imports
        annotations = field.param_annotations
    else:
        java_type, imports, annotations = field.java_type, field.type_imports, field.param_annotations
    return QueryParamModel(
        column=field.column,
        op=op,
        name=name,
        kind=kind,
        getter=naming.getter(name, False),
        setter=naming.setter(name, False),
        pattern=pattern,
        test=test,
        ref=ref,
        left=left,
        compare=compare,
        bound=bound,
        description=what,
        java_type=java_type,
        type_imports=imports,
        annotations=annotations,
    )


def query_model(
    fields: Sequence[FieldModel],
    key_fields: Sequence[FieldModel],
    columns: Mapping[str, ColumnConfig],
    config: QueryConfig,
    logic_delete: LogicDeleteModel | None,
    view: bool = False,
    dialect: str = "",
    routes: RoutesModel | None = None,
    most: int | None = None,
) -> QueryModel:
    """The list query of a table; its paths: ``routes``' query, count and exists (by default
    ``[api.query] path``, ``/count``, ``/exists``); ``most``: how many filter parameters it takes
    at most (a record's components: the equality filters first, see
    :func:`dbjavagenix.resolve.stage.leftout.too_wide_for_records`)."""
    readable = [f for f in fields if not f.sensitive]
    paging = {config.page_param, config.size_param, config.sort_param}
    taken = set(STATEMENT_NAMES) | paging
    params: list[QueryParamModel] = []
    sorts: list[SortKeyModel] = []
    plan: list[tuple[FieldModel, tuple[str, ...]]] = []
    for f in readable:
        cc = columns.get(f.column)
        ops = operators(f, cc, view)
        plan.append((f, ops))
        sortable = cc.sortable if cc is not None and cc.sortable is not None else bool(ops)
        if sortable and f.filterable and f.name not in paging:
            sorts.append(SortKeyModel(name=f.name, sql=xml_text(f.sql)))
    # a field's own name is its eq parameter: reserve every field name first, so that
    # `titleLike` of one column never takes the name of another column `title_like`
    names = {f.name for f in readable}
    eq: list[bool] = []
    for f, ops in plan:
        for op in ops:
            for part in ("from", "to") if op == "between" else (op,):
                name = f.name + _SUFFIX[part]
                if name in taken or (part != "eq" and name in names):
                    continue
                taken.add(name)
                params.append(_param(f, part, name, dialect))
                eq.append(part == "eq")
    if most is not None:  # the equality filters first, in column order
        keep: list[int] = []
        size = 100  # sort, page, size: the rest of the string javac keeps a record's names in
        for i in sorted(range(len(params)), key=lambda i: (not eq[i], i)):
            size += len(params[i].name.encode("utf-8")) + 1
            if len(keep) == most or size >= 65_535:
                break
            keep.append(i)
        params = [params[i] for i in sorted(keep)]
    tie = [xml_text(f.sql) for f in (key_fields or readable[:1])]
    cases = "".join(
        f'<when test="s == {2 * i}">{s.sql}</when><when test="s == {2 * i + 1}">{s.sql} DESC</when>'
        for i, s in enumerate(sorts)
    )
    order = "ORDER BY "
    if sorts:
        order += f'<foreach collection="p.sort" item="s"><choose>{cases}</choose>, </foreach>'
    order += ", ".join(tie)
    live = xml_text(logic_delete.live) if logic_delete is not None else ""
    return QueryModel(
        params=tuple(params),
        sorts=tuple(sorts),
        live=live,
        order_by=order,
        order_by_parts=_parts(re.split(r"(?<=</when>)", order)),
        where_breaks=_breaks([len(f"<where> {live}".encode()), *(p.most_bytes for p in params)]),
        path=routes.query.path if routes else config.path,
        count_path=routes.count.path if routes else "/count",
        exists_path=routes.exists.path if routes else "/exists",
        default_page_size=config.default_page_size,
        max_page_size=config.max_page_size,
        clamp=config.oversize == "clamp",
        isolation=dialects.dialect(dialect).page_isolation,
        select_parts=_parts(
            ["SELECT " + ", ".join(xml_text(f.sql) for f in readable[:1])]
            + [", " + xml_text(f.sql) for f in readable[1:]]
        ),
    )


CONSTANT_BYTES = 40_000
"""How many UTF-8 bytes of statement text one Java string constant of a list query mapper holds
at most: the class file keeps a constant in at most 65,535 bytes (modified UTF-8, where a
character takes up to 6), so a 600-column table's conditions are split into several."""


CONSTANT_PIECES = 64
"""How many literals one constant of the list query mapper joins with ``+`` at most: javac
checks the chain recursively, and a few hundred deep overflow its stack inside Maven
(``java.lang.StackOverflowError`` in ``Attr.visitBinary``) although the bytes fit."""


def _starts(sizes: Sequence[int], most: int | None = None) -> list[int]:
    """Where each constant starts when pieces of ``sizes`` bytes are packed in order, as many to
    a constant as fit :data:`CONSTANT_BYTES` (a piece larger than that gets a constant of its
    own) and, with ``most``, at most that many pieces to a constant."""
    starts: list[int] = []
    size = 0
    for i, n in enumerate(sizes):
        if not starts or size + n > CONSTANT_BYTES or (most is not None and i - starts[-1] >= most):
            starts.append(i)
            size = 0
        size += n
    return starts


def _parts(pieces: Sequence[str]) -> tuple[str, ...]:
    """``pieces`` joined into as few texts as fit :data:`CONSTANT_BYTES` each (MyBatis joins an
    annotation's texts with a space: the pieces are cut between XML elements)."""
    starts = _starts([len(piece.encode("utf-8")) for piece in pieces])
    return tuple("".join(pieces[a:b]) for a, b in zip(starts, [*starts[1:], len(pieces)], strict=True)) or (
        "",
    )


def _breaks(sizes: Sequence[int]) -> tuple[int, ...]:
    """Where the conditions start a new constant: indexes of parameters (``sizes[0]``: the bytes
    of the opening ``<where>`` with the live condition, ``sizes[i + 1]``: at most those of
    parameter ``i``); each constant is one literal a piece, so at most :data:`CONSTANT_PIECES`
    of them."""
    return tuple(i - 1 for i in _starts(sizes, CONSTANT_PIECES)[1:])
