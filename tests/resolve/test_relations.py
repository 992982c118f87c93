"""Relations (``TableModel.relations``, :mod:`dbjavagenix.resolve.relations.relations`): which are inferred
from foreign keys, link tables and the ``*_id`` naming rule, how they are named, what a
``[tables.T.relations.NAME]`` changes, and the findings (two references to one table, cycles,
a target not generated, a name taken by a field) with the override each names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError
from dbjavagenix.introspect.catalog import Catalog, Column, ForeignKey, PrimaryKey, Table
from dbjavagenix.resolve.relations.relations import plural


def _int(name: str, **kw: Any) -> Column:
    return Column(name, "int", "int", nullable=kw.pop("nullable", False), **kw)


LANGUAGE = Table(
    "language",
    (_int("language_id"), Column("name", "char(20)", "char")),
    primary_key=PrimaryKey(("language_id",)),
)
FILM = Table(
    "film",
    (
        _int("film_id"),
        Column("title", "varchar(255)", "varchar"),
        _int("language_id"),
        _int("original_language_id", nullable=True),
    ),
    primary_key=PrimaryKey(("film_id",)),
    foreign_keys=(
        ForeignKey(("language_id",), "language", ("language_id",), name="fk_film_language"),
        ForeignKey(("original_language_id",), "language", ("language_id",), name="fk_film_language_original"),
    ),
)
ACTOR = Table(
    "actor",
    (_int("actor_id"), Column("last_name", "varchar(45)", "varchar")),
    primary_key=PrimaryKey(("actor_id",)),
)
FILM_ACTOR = Table(
    "film_actor",
    (_int("actor_id"), _int("film_id")),
    primary_key=PrimaryKey(("actor_id", "film_id")),
    foreign_keys=(
        ForeignKey(("actor_id",), "actor", ("actor_id",), name="fk_film_actor_actor"),
        ForeignKey(("film_id",), "film", ("film_id",), name="fk_film_actor_film"),
    ),
)
SAKILA = Catalog("mariadb", (LANGUAGE, FILM, ACTOR, FILM_ACTOR), database="sakila")

# RuoYi has no foreign keys: the naming rule finds dept_id → sys_dept (its key) and the tree
DEPT = Table(
    "sys_dept",
    (_int("dept_id"), _int("parent_id", nullable=True), Column("dept_name", "varchar(30)", "varchar")),
    primary_key=PrimaryKey(("dept_id",)),
)
USER = Table(
    "sys_user",
    (_int("user_id"), _int("dept_id", nullable=True), Column("user_name", "varchar(30)", "varchar")),
    primary_key=PrimaryKey(("user_id",)),
)
RUOYI = Catalog("mariadb", (DEPT, USER), database="ry")


def _prepare(tmp_path: Path, catalog: Catalog, extra: str, project: str = "") -> pipeline.Prepared:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        f'[project]\nbase_package = "com.example.demo"\n{project}\n'
        '[connections.main]\nurl = "sqlite:///unused.db"\n\n' + extra,
        encoding="utf-8",
    )
    return pipeline.prepare_project(load_config(cfg), {"main": catalog})


def _resolve(
    tmp_path: Path, catalog: Catalog, extra: str = "", project: str = ""
) -> tuple[dict[str, Any], list[str]]:
    prepared = _prepare(tmp_path, catalog, extra, project)
    tables = {t.name: t for t in pipeline.resolve_project(prepared).tables}
    return tables, [
        f"{'.'.join(map(str, w.location.key))}: {w.message} | {w.hint}" for w in prepared.warnings
    ]


def _rels(t: Any) -> list[tuple[str, str, str, str, str]]:
    return [(r.name, r.kind, r.target_table, r.local.column, r.remote.column) for r in t.relations]


FKS = "[relations]\nforeign_keys = true\nreverse = true\n"


def test_off_by_default(tmp_path: Path) -> None:
    tables, warnings = _resolve(tmp_path, SAKILA)
    assert all(not t.relations for t in tables.values()) and warnings == []


def test_foreign_keys_give_both_sides_and_link_tables_many_to_many(tmp_path: Path) -> None:
    tables, _ = _resolve(tmp_path, SAKILA, FKS)
    assert _rels(tables["film"]) == [
        ("actors", "many-to-many", "actor", "film_id", "actor_id"),
        ("language", "many-to-one", "language", "language_id", "language_id"),
        ("originalLanguage", "many-to-one", "language", "original_language_id", "language_id"),
    ]
    actors = tables["film"].relations[0]
    assert actors.through is not None and actors.through.table == "film_actor"
    assert (actors.through.local.column, actors.through.remote.column) == ("film_id", "actor_id")
    assert actors.path == "/{filmId}/actors" and actors.many
    assert [f.column for f in actors.target_fields] == ["actor_id", "last_name"]
    assert _rels(tables["actor"]) == [("films", "many-to-many", "film", "actor_id", "film_id")]
    # the referenced side: one-to-many, the second reference named after its column
    assert _rels(tables["language"]) == [
        ("films", "one-to-many", "film", "language_id", "language_id"),
        ("originalLanguageFilms", "one-to-many", "film", "language_id", "original_language_id"),
    ]
    # a link table keeps its many-to-one sides (no one-to-many to it)
    assert [r.name for r in tables["film_actor"].relations] == ["actor", "film"]
    # MyBatis-Plus: not a column; Lombok: out of equals/toString
    assert any("TableField(exist = false)" in a for a in tables["film"].relations[0].annotations) is False
    assert "@lombok.ToString.Exclude" in tables["film"].relations[0].annotations


def test_two_references_to_one_table_are_reported_with_the_override(tmp_path: Path) -> None:
    _, warnings = _resolve(tmp_path, SAKILA, FKS)
    (found,) = [w for w in warnings if "by 2 columns" in w]
    assert found.startswith("tables.language.relations: table 'film' refers to table 'language'")
    assert 'kind = "one-to-many", table = "film", columns = ["original_language_id"]' in found


def test_declared_relation_renames_and_drops(tmp_path: Path) -> None:
    extra = (
        FKS
        + '\n[tables.language.relations.dubbedFilms]\nkind = "one-to-many"\ntable = "film"\ncolumns = ["original_language_id"]\n'
        + '\n[tables.film.relations.originalLanguage]\ntable = "language"\ncolumns = ["original_language_id"]\nenabled = false\n'
    )
    tables, _ = _resolve(tmp_path, SAKILA, extra)
    assert [r.name for r in tables["language"].relations] == ["dubbedFilms", "films"]
    assert [r.name for r in tables["film"].relations] == ["actors", "language"]
    assert tables["language"].relations[0].source == "tables.language.relations.dubbedFilms"


def test_declared_relation_without_inference(tmp_path: Path) -> None:
    extra = '[tables.film.relations.lang]\ntable = "language"\ncolumns = ["language_id"]\n'
    tables, _ = _resolve(tmp_path, SAKILA, extra)
    assert _rels(tables["film"]) == [("lang", "many-to-one", "language", "language_id", "language_id")]
    assert tables["language"].relations == ()


def test_declared_many_to_many(tmp_path: Path) -> None:
    extra = '[tables.actor.relations.roles]\nkind = "many-to-many"\ntable = "film"\nthrough = "film_actor"\n'
    tables, _ = _resolve(tmp_path, SAKILA, extra)
    (r,) = tables["actor"].relations
    assert (
        r.name,
        r.through.table if r.through else None,
        r.through.local.column if r.through else None,
    ) == (
        "roles",
        "film_actor",
        "actor_id",
    )


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('[tables.film.relations.x]\ntable = "nope"\ncolumns = ["language_id"]\n', "names table 'nope'"),
        ('[tables.film.relations.x]\ntable = "language"\ncolumns = ["no_col"]\n', "has no column 'no_col'"),
        ('[tables.film.relations.x]\nkind = "many-to-many"\ntable = "actor"\n', "needs `through`"),
        (
            '[tables.film.relations.class]\ntable = "language"\ncolumns = ["language_id"]\n',
            "relation name 'class'",
        ),
    ],
)
def test_bad_declarations_are_located_errors(tmp_path: Path, extra: str, message: str) -> None:
    with pytest.raises(ConfigError) as e:
        _prepare(tmp_path, SAKILA, extra)
    (d,) = e.value.diagnostics
    assert message in d.message and d.location.key[:3] == ("tables", "film", "relations")


def test_target_not_generated_is_reported(tmp_path: Path) -> None:
    tables, warnings = _resolve(
        tmp_path, SAKILA, FKS + '\n[tables]\ninclude = ["film", "actor", "film_actor"]\n'
    )
    found, original = [w for w in warnings if "not generated" in w]  # one per reference
    assert "table 'film' refers to table 'language' (foreign key fk_film_language)" in found
    assert (
        '[tables.film.relations.language] table = "language", columns = ["language_id"], enabled = false'
        in found
    )
    assert "fk_film_language_original" in original
    assert [r.name for r in tables["film"].relations] == ["actors"]


def test_cycle_is_reported_once(tmp_path: Path) -> None:
    store = Table(
        "store",
        (_int("store_id"), _int("manager_staff_id")),
        primary_key=PrimaryKey(("store_id",)),
        foreign_keys=(ForeignKey(("manager_staff_id",), "staff", ("staff_id",)),),
    )
    staff = Table(
        "staff",
        (_int("staff_id"), _int("store_id")),
        primary_key=PrimaryKey(("staff_id",)),
        foreign_keys=(ForeignKey(("store_id",), "store", ("store_id",)),),
    )
    tables, warnings = _resolve(tmp_path, Catalog("mariadb", (store, staff)), FKS)
    (found,) = [w for w in warnings if "cycle" in w]
    assert "'staff', 'store'" in found and "[tables.staff.relations.store]" in found
    assert [r.name for r in tables["store"].relations] == ["managerStaff", "staffs"]


def test_naming_rule_finds_keys_and_trees(tmp_path: Path) -> None:
    tables, _ = _resolve(tmp_path, RUOYI, "[relations]\nnaming = true\nreverse = true\n")
    assert _rels(tables["sys_user"]) == [("dept", "many-to-one", "sys_dept", "dept_id", "dept_id")]
    assert _rels(tables["sys_dept"]) == [
        ("children", "one-to-many", "sys_dept", "dept_id", "parent_id"),
        ("parent", "many-to-one", "sys_dept", "parent_id", "dept_id"),
        ("sysUsers", "one-to-many", "sys_user", "dept_id", "dept_id"),
    ]
    assert tables["sys_dept"].relations[1].self_reference
    # off unless asked for
    tables, _ = _resolve(tmp_path, RUOYI, "[relations]\nforeign_keys = true\n")
    assert not tables["sys_user"].relations


def test_a_name_taken_by_a_field_is_numbered_and_reported(tmp_path: Path) -> None:
    film = Table(
        "film",
        (_int("film_id"), _int("language_id"), Column("language", "varchar(9)", "varchar")),
        primary_key=PrimaryKey(("film_id",)),
        foreign_keys=(ForeignKey(("language_id",), "language", ("language_id",)),),
    )
    tables, warnings = _resolve(tmp_path, Catalog("mariadb", (LANGUAGE, film)), FKS)
    assert [r.name for r in tables["film"].relations] == ["language2"]
    (found,) = [w for w in warnings if "has the name of a field" in w]
    assert "[tables.film.relations.NAME]" in found and 'columns = ["language_id"]' in found


def test_names_are_deterministic(tmp_path: Path) -> None:
    a, _ = _resolve(tmp_path, SAKILA, FKS)
    b, _ = _resolve(tmp_path, Catalog("mariadb", tuple(reversed(SAKILA.tables)), database="sakila"), FKS)
    assert {n: _rels(t) for n, t in a.items()} == {n: _rels(t) for n, t in b.items()}


def test_plural() -> None:
    assert [plural(w) for w in ("film", "category", "address", "day", "box", "sysUser")] == [
        "films",
        "categories",
        "addresses",
        "days",
        "boxes",
        "sysUsers",
    ]


def test_mybatis_plus_property_is_no_column(tmp_path: Path) -> None:
    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.example.demo"\ncategory = "MybatisPlus"\n\n'
        '[connections.main]\nurl = "sqlite:///unused.db"\n\n' + FKS,
        encoding="utf-8",
    )
    prepared = pipeline.prepare_project(load_config(cfg), {"main": SAKILA})
    film = {t.name: t for t in pipeline.resolve_project(prepared).tables}["film"]
    assert "@com.baomidou.mybatisplus.annotation.TableField(exist = false)" in film.relations[0].annotations


def test_only_some_tables_still_see_their_targets(tmp_path: Path) -> None:
    prepared = _prepare(tmp_path, SAKILA, FKS)
    (film,) = pipeline.resolve_project(prepared, only={"film"}).tables
    assert [r.name for r in film.relations] == ["actors", "language", "originalLanguage"]
    assert [f.column for f in film.relations[1].target_fields] == ["language_id", "name"]


def test_fingerprint_follows_the_related_tables(tmp_path: Path) -> None:
    """A table's files print its relations' targets (fields, key) and its relations follow from
    other tables' foreign keys: its input fingerprint changes with them, and only with relations."""
    from dataclasses import replace

    from dbjavagenix.resolve.stage.fingerprint import fingerprints

    def fps(catalog: Catalog, extra: str) -> dict[str, str]:
        return fingerprints(_prepare(tmp_path, catalog, extra))

    wider = replace(ACTOR, columns=(*ACTOR.columns, Column("first_name", "varchar(45)", "varchar")))
    other = Catalog("mariadb", (LANGUAGE, FILM, wider, FILM_ACTOR), database="sakila")
    before, after = fps(SAKILA, FKS), fps(other, FKS)
    assert before["film"] != after["film"]  # film.actors prints actor's columns
    assert before["language"] == after["language"]  # language relates to film only
    no_fk = Catalog(
        "mariadb",
        (LANGUAGE, replace(FILM, foreign_keys=FILM.foreign_keys[:1]), ACTOR, FILM_ACTOR),
        database="sakila",
    )
    assert fps(SAKILA, FKS)["language"] != fps(no_fk, FKS)["language"]  # language.originalLanguageFilms went
    plain_before, plain_after = fps(SAKILA, ""), fps(other, "")
    assert plain_before["film"] == plain_after["film"]  # without relations: its own inputs only


def test_naming_rule_ambiguity_is_reported(tmp_path: Path) -> None:
    """``dept_id`` names two tables' key: no relation, one finding with the declaration to write."""
    hr_dept = Table("hr_dept", (_int("dept_id"),), primary_key=PrimaryKey(("dept_id",)))
    tables, warnings = _resolve(
        tmp_path, Catalog("mariadb", (DEPT, USER, hr_dept)), "[relations]\nnaming = true\nreverse = true\n"
    )
    assert not tables["sys_user"].relations
    (found,) = [w for w in warnings if "may refer to any of" in w]
    assert "column 'dept_id' of table 'sys_user' may refer to any of 'hr_dept', 'sys_dept'" in found
    assert '[tables.sys_user.relations.dept] table = "hr_dept", columns = ["dept_id"]' in found
    tables, warnings = _resolve(
        tmp_path,
        Catalog("mariadb", (DEPT, USER, hr_dept)),
        '[relations]\nnaming = true\n\n[tables.sys_user.relations.dept]\ntable = "sys_dept"\ncolumns = ["dept_id"]\n',
    )
    assert _rels(tables["sys_user"]) == [("dept", "many-to-one", "sys_dept", "dept_id", "dept_id")]
    assert not [w for w in warnings if "may refer to any of" in w]  # answered by the declaration
    assert not [w for w in warnings if "may refer to any of" in w]  # answered by the declaration


def test_self_references_by_foreign_key(tmp_path: Path) -> None:
    """A tree (``parent_id``: parent/children) and another self-reference named by its column
    (chinook's ``reports_to`` has no ``_id``: parent; ``manager_id``: manager/managerEmployees)."""
    emp = Table(
        "employee",
        (_int("employee_id"), _int("parent_id", nullable=True), _int("manager_id", nullable=True)),
        primary_key=PrimaryKey(("employee_id",)),
        foreign_keys=(
            ForeignKey(("parent_id",), "employee", ("employee_id",)),
            ForeignKey(("manager_id",), "employee", ("employee_id",)),
        ),
    )
    tables, _ = _resolve(tmp_path, Catalog("mariadb", (emp,)), FKS)
    assert _rels(tables["employee"]) == [
        ("children", "one-to-many", "employee", "employee_id", "parent_id"),
        ("manager", "many-to-one", "employee", "manager_id", "employee_id"),
        ("managerEmployees", "one-to-many", "employee", "employee_id", "manager_id"),
        ("parent", "many-to-one", "employee", "parent_id", "employee_id"),
    ]
    assert all(r.self_reference for r in tables["employee"].relations)


def test_one_to_many_only_when_asked(tmp_path: Path) -> None:
    """By default the referenced side gets no lists (each unbounded): ``reverse = true`` or a
    declared ``one-to-many`` adds them; many-to-many through a link table stays."""
    tables, _ = _resolve(tmp_path, SAKILA, "[relations]\nforeign_keys = true\n")
    assert tables["language"].relations == ()
    assert [r.name for r in tables["film"].relations] == ["actors", "language", "originalLanguage"]
    assert [r.name for r in tables["actor"].relations] == ["films"]


def test_a_composite_foreign_key_is_reported_not_followed(tmp_path: Path) -> None:
    inventory = Table(
        "inventory",
        (_int("store_id"), _int("film_id"), _int("copies")),
        primary_key=PrimaryKey(("store_id", "film_id")),
    )
    rental = Table(
        "rental",
        (_int("rental_id"), _int("store_id"), _int("film_id")),
        primary_key=PrimaryKey(("rental_id",)),
        foreign_keys=(
            ForeignKey(("store_id", "film_id"), "inventory", ("store_id", "film_id"), name="fk_stock"),
        ),
    )
    tables, warnings = _resolve(tmp_path, Catalog("mariadb", (rental, inventory)), FKS)
    (found,) = [w for w in warnings if "spans 2 columns" in w]
    assert found.startswith(
        "tables.rental.relations: table 'rental': foreign key fk_stock (store_id, film_id)"
    )
    assert '[tables.rental.relations.NAME] table = "inventory"' in found
    assert tables["rental"].relations == () and tables["inventory"].relations == ()


def test_with_a_dto_layer_each_relation_is_answered_as_the_related_vo(tmp_path: Path) -> None:
    """dto = true: the VO holds the relations as the related tables' VOs, which the converter
    maps with one method per related table (both languages share one), leaving their own
    relations empty; nothing is reported."""
    tables, warnings = _resolve(tmp_path, SAKILA, FKS, "dto = true")
    assert not [w for w in warnings if w.startswith("project.dto")]
    film = tables["film"]
    by = {r.name: r for r in film.relations}
    assert by["actors"].vo is not None and by["actors"].vo.fqn.endswith("vo.ActorVO")
    assert (by["actors"].to_vo, by["actors"].vo_ignore) == ("toActorVO", ("films",))
    assert by["language"].to_vo == by["originalLanguage"].to_vo == "toLanguageVO"
    assert [r.name for r in film.vo_conversions] == ["actors", "language"]
    # the persistence annotation stays on the entity
    assert all("TableField" not in a for r in film.relations for a in r.api_annotations)
    plain, _ = _resolve(tmp_path, SAKILA, FKS)
    assert all(r.vo is None and r.to_vo == "" for r in plain["film"].relations)


# mall: link tables with their own surrogate key and no foreign keys (issue 27 point 4)
PRODUCT = Table(
    "pms_product", (_int("id"), Column("name", "varchar(64)", "varchar")), primary_key=PrimaryKey(("id",))
)
CATEGORY = Table(
    "pms_category", (_int("id"), Column("name", "varchar(64)", "varchar")), primary_key=PrimaryKey(("id",))
)
PRODUCT_CATEGORY = Table(
    "pms_product_category_relation",
    (_int("id"), _int("product_id"), _int("category_id")),
    primary_key=PrimaryKey(("id",)),
)
NOTE = Table(  # not a link table: it refers to neither side
    "pms_note", (_int("id"), Column("text", "varchar(64)", "varchar")), primary_key=PrimaryKey(("id",))
)
MALL = Catalog("mariadb", (PRODUCT, CATEGORY, PRODUCT_CATEGORY, NOTE), database="mall")


def _m2m(through: str, columns: str = "") -> str:
    return (
        '[tables.pms_product.relations.categories]\nkind = "many-to-many"\ntable = "pms_category"\n'
        f'through = "{through}"\n{columns}'
    )


def test_link_table_with_a_surrogate_key_joins_on_its_reference_columns(tmp_path: Path) -> None:
    tables, _ = _resolve(tmp_path, MALL, _m2m("pms_product_category_relation"))
    (r,) = tables["pms_product"].relations
    assert r.through is not None
    # never the link table's own id (`rel.id = t.id` was silently wrong SQL)
    assert (r.through.local.column, r.through.remote.column) == ("product_id", "category_id")


def test_link_columns_are_declarable(tmp_path: Path) -> None:
    cols = 'columns = ["category_id", "product_id"]\n'  # backwards on purpose: as declared
    tables, _ = _resolve(tmp_path, MALL, _m2m("pms_product_category_relation", cols))
    (r,) = tables["pms_product"].relations
    assert r.through is not None
    assert (r.through.local.column, r.through.remote.column) == ("category_id", "product_id")


@pytest.mark.parametrize(
    ("through", "columns", "message"),
    [
        ("pms_note", "", "'pms_note' is not a link table between 'pms_product' and 'pms_category'"),
        ("pms_category", "", "is not a link table"),
        ("pms_product_category_relation", 'columns = ["product_id"]\n', "two columns"),
        ("pms_product_category_relation", 'columns = ["product_id", "nope"]\n', "has no column 'nope'"),
    ],
)
def test_through_must_be_a_link_table(tmp_path: Path, through: str, columns: str, message: str) -> None:
    with pytest.raises(ConfigError) as e:
        _prepare(tmp_path, MALL, _m2m(through, columns))
    (d,) = e.value.diagnostics
    assert message in d.message, d.message
    assert d.location.key[:4] == ("tables", "pms_product", "relations", "categories")


def test_surrogate_key_link_tables_are_inferred_from_foreign_keys(tmp_path: Path) -> None:
    link = Table(
        "film_tag",
        (_int("id"), _int("film_id"), _int("actor_id")),
        primary_key=PrimaryKey(("id",)),
        foreign_keys=(
            ForeignKey(("film_id",), "film", ("film_id",)),
            ForeignKey(("actor_id",), "actor", ("actor_id",)),
        ),
    )
    catalog = Catalog("mariadb", (LANGUAGE, FILM, ACTOR, link), database="sakila")
    tables, _ = _resolve(tmp_path, catalog, FKS)
    assert ("actors", "many-to-many", "actor", "film_id", "actor_id") in _rels(tables["film"])
    actors = next(r for r in tables["film"].relations if r.name == "actors")
    assert actors.through is not None and actors.through.local.column == "film_id"


def test_json_property_order_lists_columns_then_relations(tmp_path: Path) -> None:
    # Jackson 3 (Boot 4) sorts properties alphabetically by default: the classes written as JSON
    # name their order, the relations (attached after the classes' annotations) included
    tables, _ = _resolve(tmp_path, SAKILA, FKS)
    film = tables["film"]
    order = [a for a in film.classes["entity"].annotations if "JsonPropertyOrder" in a]
    names = "".join(f'    "{n}",\n' for n in [f.name for f in film.fields] + [r.name for r in film.relations])
    assert order == ["@com.fasterxml.jackson.annotation.JsonPropertyOrder({\n" + names + "})"]
    assert '"language",\n' in order[0] and order[0].index('"title"') < order[0].index('"actors"')


LOG = Table(  # a keyless table referencing film (one-to-many to it has no key to number rows by)
    "film_log",
    (_int("film_id"), Column("note", "varchar(45)", "varchar")),
    foreign_keys=(ForeignKey(("film_id",), "film", ("film_id",), name="fk_log_film"),),
)


def test_list_relations_are_bounded(tmp_path: Path) -> None:
    """A list relation's endpoint answers a page; ``?with=`` keeps each owner's first
    ``[api] related_limit`` rows, in the related key's order (MyBatis-Plus: a wrapper condition
    numbering them per owner; a keyless related table: none, read per owner with LIMIT)."""
    catalog = Catalog("mariadb", (*SAKILA.tables, LOG), database="sakila")
    prepared = _prepare(tmp_path, catalog, FKS + "\n[api]\nrelated_limit = 7\n")
    project = pipeline.resolve_project(prepared)
    assert project.model.paging.related_limit == 7
    tables = {t.name: t for t in project.tables}
    film = {r.name: r for r in tables["film"].relations}
    assert film["actors"].paged and not film["language"].paged
    assert [f.column for f in film["actors"].order] == ["actor_id"]
    head, tail = film["actors"].plus_cap
    assert head.startswith("(film_id, actor_id) IN (SELECT rel_w.rel_c0, rel_w.rel_c1 FROM (")
    assert "ROW_NUMBER() OVER (PARTITION BY rel_l.film_id ORDER BY rel_l.actor_id)" in head
    assert head.endswith("WHERE rel_l.film_id IN (") and tail == ")) rel_w WHERE rel_w.rel_rn <= "
    assert film["language"].plus_cap == ()
    films = {r.name: r for r in tables["language"].relations}["films"]
    assert films.plus_cap[0].startswith(
        "film_id IN (SELECT rel_w.rel_c0 FROM (SELECT rel_t.film_id AS rel_c0,"
    )
    assert "PARTITION BY rel_t.language_id ORDER BY rel_t.film_id" in films.plus_cap[0]
    logs = {r.name: r for r in tables["film"].relations}
    keyless = next(r for r in logs.values() if r.target_table == "film_log")
    assert keyless.paged and keyless.plus_cap == () and [f.column for f in keyless.order] == ["film_id"]


def test_related_limit_must_be_positive(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="related_limit"):
        _prepare(tmp_path, SAKILA, FKS + "\n[api]\nrelated_limit = 0\n")
