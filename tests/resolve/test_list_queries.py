"""The list query of a table (TableModel.query): operators by name and type, overridden by
rules and per-column sections, parameter names (no clash), the sort allow-list, the SQL (bound
values only, the sort by index), the page limits of [api.query]."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.categories import CATEGORIES
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import GenixError
from dbjavagenix.introspect.catalog import Catalog, Column, PrimaryKey, Table
from dbjavagenix.render.engine import Renderer
from dbjavagenix.resolve.context.query_model import CONDITION_FRAME, QueryParamModel
from tests.resolve.test_type_overrides import resolve

MACROS = Renderer(CATEGORIES["Default"]).env.get_template("macros.jinja").module


def condition(p: QueryParamModel) -> str:
    """The condition of ``p`` as the list query mapper prints it (the macro of each operator)."""
    return str(MACROS.query_condition(p))  # type: ignore[attr-defined]


ITEM = Table(
    name="shop_item",
    columns=(
        Column("item_id", "bigint", "bigint", nullable=False, autoincrement=True),
        Column("item_name", "varchar(50)", "varchar", nullable=False, length=50),
        Column("title", "varchar(80)", "varchar", length=80),
        Column("status", "char(1)", "char", length=1),
        Column("item_type", "varchar(10)", "varchar", nullable=False, length=10),
        Column("category_id", "int", "int"),
        Column("price", "decimal(10,2)", "decimal", nullable=False, precision=10, scale=2),
        Column("create_time", "datetime", "datetime"),
        Column("birthday", "date", "date", nullable=False),
        Column("enabled", "tinyint(1)", "tinyint", precision=1),
        Column("note", "varchar(200)", "varchar", nullable=False, length=200),
        Column("body", "longtext", "longtext"),
        Column("picture", "blob", "blob"),
        Column("password", "varchar(100)", "varchar", length=100),
        Column("note_like", "varchar(10)", "varchar", nullable=False, length=10),
        Column("sort", "int", "int", nullable=False),
    ),
    primary_key=PrimaryKey(("item_id",)),
)
CATALOG = Catalog("mariadb", (ITEM,))
SECRET = '\n[rules.secret]\ncolumns = ["password"]\nsensitive = true\n'


def ops(t: object) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for p in t.query.params:  # type: ignore[attr-defined]
        out.setdefault(p.column, []).append(p.op)
    return out


def test_defaults_by_name_and_type(tmp_path: Path) -> None:
    t = resolve(tmp_path, CATALOG, SECRET)["shop_item"]
    got = ops(t)
    assert got["item_id"] == ["eq", "in"]  # the key
    assert got["item_name"] == ["like", "starts", "eq"]  # a name
    assert got["title"] == ["like", "starts", "eq", "null"]  # a title, nullable
    assert got["status"] == ["eq", "in", "null"]  # a status
    assert got["item_type"] == ["eq", "in"]  # a type
    assert got["category_id"] == ["eq", "in", "null"]  # a reference (*_id)
    assert got["price"] == ["eq", "in", "from", "to"]  # a number: between
    assert got["create_time"] == ["from", "to", "null"]  # *_time: between
    assert got["birthday"] == ["from", "to"]  # a date: between
    assert got["enabled"] == ["eq", "null"]  # a boolean
    assert got["note"] == ["eq"]  # other text: eq, like; but `noteLike` is the column note_like's
    assert got["note_like"] == ["eq", "like"]
    # large text, binaries and secrets: no operator, not sortable
    for col in ("body", "picture", "password"):
        assert col not in got
    sortable = [s.name for s in t.query.sorts]
    assert "body" not in sortable and "password" not in sortable and "picture" not in sortable
    assert sortable[:3] == ["itemId", "itemName", "title"]
    names = {p.name: p for p in t.query.params}
    assert set(names) >= {"itemNameLike", "itemNameStarts", "statusIn", "priceFrom", "priceTo", "titleIsNull"}
    assert names["statusIn"].kind == "list" and names["titleIsNull"].kind == "flag"
    assert names["itemNameLike"].kind == "text" and names["itemNameLike"].pattern == "contains"
    assert names["itemNameStarts"].pattern == "startsWith"


def test_names_never_clash(tmp_path: Path) -> None:
    """note_like is a column: its eq parameter noteLike wins over note's like;
    sort (a column) is no parameter nor sortable (it is the sort parameter)."""
    t = resolve(tmp_path, CATALOG)["shop_item"]
    names = [p.name for p in t.query.params]
    assert len(names) == len(set(names))
    by_name = {p.name: p for p in t.query.params}
    assert by_name["noteLike"].column == "note_like" and by_name["noteLike"].op == "eq"
    assert "sort" not in names and "page" not in names and "size" not in names
    assert "sort" not in [s.name for s in t.query.sorts]


def test_rules_and_sections_override(tmp_path: Path) -> None:
    extra = (
        '\n[rules.codes]\ncolumns = ["*_type", "status"]\nquery = ["ne"]\n'
        '\n[rules.unsorted]\ncolumns = ["note"]\nsortable = false\n'
        '\n[tables.shop_item.columns.price]\nquery = ["gt", "ge", "lt", "le"]\n'
        "\n[tables.shop_item.columns.item_name]\nquery = []\nsortable = true\n"
        '\n[tables.shop_item.columns.category_id]\nquery = ["like", "eq"]\n'
    )
    t = resolve(tmp_path, CATALOG, extra)["shop_item"]
    got = ops(t)
    assert got["item_type"] == ["ne"] and got["status"] == ["ne"]  # the rule
    assert got["price"] == ["gt", "ge", "lt", "le"]  # the section
    assert "item_name" not in got  # none
    assert got["category_id"] == ["eq"]  # like only on text
    sortable = [s.name for s in t.query.sorts]
    assert "itemName" in sortable and "note" not in sortable
    sql = {p.name: condition(p) for p in t.query.params}
    assert sql["priceGt"] == "AND price &gt; #{p.priceGt,jdbcType=DECIMAL}"
    assert sql["priceLe"] == "AND price &lt;= #{p.priceLe,jdbcType=DECIMAL}"
    assert sql["statusNe"] == "AND status &lt;&gt; #{p.statusNe,jdbcType=CHAR}"


def test_unknown_operator_is_refused(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "x.y"\n[tables.t.columns.c]\nquery = ["contains"]\n'
        '[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    with pytest.raises(GenixError) as e:
        load_config(cfg)
    assert "query" in str(e.value)


def test_sql_binds_every_value_and_sorts_by_index(tmp_path: Path) -> None:
    t = resolve(tmp_path, CATALOG, SECRET)["shop_item"]
    q = t.query
    for p in q.params:
        assert "${" not in condition(p)
        assert f"p.{p.name}" in condition(p) or p.op == "null"
    like = next(p for p in q.params if p.name == "itemNameLike")
    assert condition(like) == "AND item_name LIKE #{p.itemNameLike,jdbcType=VARCHAR} ESCAPE '!'"
    inn = next(p for p in q.params if p.name == "statusIn")
    assert inn.test == "p.statusIn != null and p.statusIn.size() > 0"
    assert '<foreach collection="p.statusIn" item="v"' in condition(inn)
    assert "#{v,jdbcType=CHAR}" in condition(inn)
    null = next(p for p in q.params if p.name == "titleIsNull")
    assert "IS NULL" in condition(null) and "IS NOT NULL" in condition(null)
    # the client's sort only picks a column by its index; the key breaks ties
    assert "${" not in q.order_by and "#{" not in q.order_by
    assert '<when test="s == 2">item_name</when><when test="s == 3">item_name DESC</when>' in q.order_by
    assert q.order_by.endswith("</foreach>item_id")
    assert (q.path, q.default_page_size, q.max_page_size, q.clamp) == ("/query", 20, 500, False)


def test_logic_delete_keeps_live_rows(tmp_path: Path) -> None:
    table = Table(
        name="t_doc",
        columns=(
            Column("id", "bigint", "bigint", nullable=False),
            Column("del_flag", "char(1)", "char", nullable=False, length=1),
        ),
        primary_key=PrimaryKey(("id",)),
    )
    extra = (
        '\n[rules.deleted]\ncolumns = ["del_flag"]\nrole = "logic-delete"\ndeleted = "2"\nnot_deleted = "0"\n'
    )
    t = resolve(tmp_path, Catalog("mariadb", (table,)), extra)["t_doc"]
    assert t.query.live == "del_flag = &apos;0&apos;"


def test_page_limits_are_configured(tmp_path: Path) -> None:
    extra = (
        '\n[api.query]\npath = "/search"\nmax_page_size = 50\ndefault_page_size = 10\noversize = "clamp"\n'
    )
    q = resolve(tmp_path, CATALOG, extra)["shop_item"].query
    assert (q.path, q.default_page_size, q.max_page_size, q.clamp) == ("/search", 10, 50, True)


@pytest.mark.parametrize(
    "extra",
    [
        "\n[api.query]\nmax_page_size = 0\n",
        "\n[api.query]\ndefault_page_size = 600\n",
        '\n[api.query]\npath = "query"\n',
        '\n[api.query]\npath = "/a b"\n',
        '\n[api.query]\noversize = "truncate"\n',
    ],
)
def test_bad_page_settings_are_refused(tmp_path: Path, extra: str) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "x.y"\n' + extra + '[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    with pytest.raises(GenixError):
        load_config(cfg)


def test_paging_parameter_names_are_configured(tmp_path: Path) -> None:
    """A team's paging names (RuoYi: pageNum/pageSize) reach the page policy with their
    accessors; a column whose filter parameter would take one of them gets none under that name,
    nor is it a sort key; `sort`, `offset` and `limit` stay statement parameters."""
    table = Table(
        name="t_doc",
        columns=(
            Column("id", "bigint", "bigint", nullable=False),
            Column("page_num", "int", "int", nullable=False),
            Column("page", "int", "int", nullable=False),
            Column("sort", "int", "int", nullable=False),
            Column("limit", "int", "int", nullable=False),
        ),
        primary_key=PrimaryKey(("id",)),
    )
    extra = '\n[api.query]\npage_param = "pageNum"\nsize_param = "pageSize"\nsort_param = "orderBy"\n'
    from dbjavagenix import pipeline

    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "x.y"\n' + extra + '[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    project = pipeline.resolve_project(
        pipeline.prepare_project(load_config(cfg), {"main": Catalog("mariadb", (table,))})
    )
    paging = project.model.paging
    assert [(p.name, p.getter, p.setter) for p in (paging.page, paging.size, paging.sort)] == [
        ("pageNum", "getPageNum", "setPageNum"),
        ("pageSize", "getPageSize", "setPageSize"),
        ("orderBy", "getOrderBy", "setOrderBy"),
    ]
    (t,) = project.tables
    names = [p.name for p in t.query.params]
    assert "pageNum" not in names and "pageNumIn" in names  # the clash only
    assert "page" in names  # no paging parameter any more
    assert "sort" not in names and "limit" not in names  # statement parameters
    sortable = [s.name for s in t.query.sorts]
    assert "pageNum" not in sortable and "page" in sortable and "sort" in sortable


@pytest.mark.parametrize(
    ("extra", "key", "words"),
    [
        ('page_param = "class"', "page_param", "keyword"),
        ('page_param = "Page"', "page_param", "lower-case"),
        ('size_param = "page-size"', "size_param", "request parameter name"),
        ('size_param = "pSize"', "size_param", "second letter"),
        ('sort_param = "toString"', "sort_param", "java.lang.Object"),
        ('sort_param = "p"', "sort_param", "statement parameters"),
        ('size_param = "page"', "size_param", "page_param already"),
        ('page_param = "pageNo"\nsort_param = "pageNo"', "sort_param", "page_param already"),
    ],
)
def test_bad_paging_names_are_refused(tmp_path: Path, extra: str, key: str, words: str) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "x.y"\n[api.query]\n'
        + extra
        + '\n[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    with pytest.raises(GenixError) as e:
        load_config(cfg)
    (d,) = e.value.diagnostics
    assert d.location.key == ("api", "query", key) and words in d.message, d


def test_list_queries_can_be_turned_off(tmp_path: Path) -> None:
    from dbjavagenix import pipeline

    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "x.y"\nlist_queries = false\n[connections.main]\nurl = "sqlite:///unused.db"\n',
        encoding="utf-8",
    )
    prepared = pipeline.prepare_project(load_config(cfg), {"main": CATALOG})
    project = pipeline.resolve_project(prepared)
    (t,) = project.tables
    assert "list_query" not in t.classes and "list_query_mapper" not in t.classes
    assert "query_support" not in project.model.common and "conflict" in project.model.common


@pytest.mark.parametrize("dialect", ["mariadb", "sqlite"])
def test_the_condition_macro_writes_every_operator_within_the_bytes_the_split_counts(
    tmp_path: Path, dialect: str
) -> None:
    # m.query_condition, the one home of each operator's SQL, lays it out from the parts the
    # resolver decides; the constants are split by QueryParamModel.most_bytes, which must never
    # count less than the macro and its <if test> write (with room for a shadowed macro's more)
    every = '["eq", "ne", "like", "starts", "in", "between", "gt", "ge", "lt", "le", "null"]'
    extra = f"\n[tables.shop_item.columns.title]\nquery = {every}\n"
    extra += f"\n[tables.shop_item.columns.birthday]\nquery = {every}\n"
    t = resolve(tmp_path, Catalog(dialect, (ITEM,)), extra)["shop_item"]
    seen = set()
    for p in t.query.params:
        written = len(f' <if test="{p.test}">{condition(p)}</if>'.encode())
        assert written + 40 <= p.most_bytes <= 2 * written + CONDITION_FRAME, (p.name, written, p.most_bytes)
        seen.add(p.op)
    assert seen >= {"eq", "ne", "like", "starts", "in", "from", "to", "gt", "ge", "lt", "le", "null"}
    birthday = next(p for p in t.query.params if p.name == "birthdayFrom")
    if dialect == "sqlite":  # a date kept as text is compared as a date, on both sides
        assert (birthday.left, birthday.compare) == ("date(birthday)", "&gt;=")
        assert birthday.bound.startswith("date(#{p.birthdayFrom,")
    else:
        assert (birthday.left, birthday.ref) == ("birthday", "p.birthdayFrom")
