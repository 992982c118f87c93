"""The Default category resolves and renders every corpus schema in every dialect, with enum
columns as Strings and as Java enums, and every table gets its documented treatment: views
read-only, tables without a key without by-key operations, generated columns never written."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.introspect.catalog import Catalog
from dbjavagenix.resolve.columns.enums import is_enum_column
from tests.introspect.livecatalog import MYSQL_CORPUS, PG_CORPUS, read_live, write_config


def generate(catalog: Catalog, folder: Path, enums: str) -> dict[str, str]:
    """Every rendered file (path → text) of a dry-run build of ``catalog``."""
    loaded = load_config(write_config(folder, "sqlite:///unused.db", project=f'enums = "{enums}"'))
    result = pipeline.build(loaded, dry_run=True, catalogs={"main": catalog})
    assert {e.verb for e in result.plan.entries} == {"create"}
    return {e.path: (e.new or b"").decode("utf-8") for e in result.plan.entries}


def check_treatment(catalog: Catalog, files: dict[str, str], enums: str) -> None:
    from dbjavagenix.resolve.columns.naming import class_stem

    java_enum_support = any(p.endswith("common/DbEnumTypeHandler.java") for p in files)
    assert java_enum_support == (enums == "java")
    for table in catalog.tables:
        stem = class_stem(table.name)
        entity = files[f"src/main/java/com/example/demo/entity/{stem}.java"]
        mapper = files[f"src/main/resources/mapper/{stem}Mapper.xml"]
        has_enum = any(is_enum_column(c) for c in table.columns)
        assert ("public enum " in entity) == (enums == "java" and has_enum), table.name
        if table.kind == "view":
            assert "<insert" not in mapper and "<update" not in mapper and "<delete" not in mapper
        if table.primary_key is None:
            assert 'id="selectByKey"' not in mapper and 'id="deleteByKey"' not in mapper
        else:
            assert 'id="selectByKey"' in mapper
        insert = (
            mapper.split('<insert id="insert"', 1)[1].split("</insert>", 1)[0] if "<insert" in mapper else ""
        )
        for c in table.columns:
            if c.generated is not None:
                assert f"#{{{c.name}" not in insert


@pytest.mark.mysql
@pytest.mark.parametrize("enums", ["string", "java"])
@pytest.mark.parametrize("name", MYSQL_CORPUS)
def test_mariadb_corpus_generates(name: str, enums: str, mysql_url: str, tmp_path: Path) -> None:
    catalog = read_live(tmp_path, f"{mysql_url}/{name}")
    check_treatment(catalog, generate(catalog, tmp_path, enums), enums)


@pytest.mark.postgres
@pytest.mark.parametrize("enums", ["string", "java"])
@pytest.mark.parametrize("name", PG_CORPUS)
def test_postgresql_corpus_generates(name: str, enums: str, pg_url: str, tmp_path: Path) -> None:
    catalog = read_live(tmp_path, f"{pg_url}/{name}")
    check_treatment(catalog, generate(catalog, tmp_path, enums), enums)


@pytest.mark.parametrize("name", ["sakila", "chinook", "spring-batch", "temporal"])
def test_sqlite_corpus_generates(name: str, corpus_sqlite: dict[str, Path], tmp_path: Path) -> None:
    catalog = read_live(tmp_path, f"sqlite:///{corpus_sqlite[name]}")
    check_treatment(catalog, generate(catalog, tmp_path, "string"), "string")


@pytest.mark.mysql
def test_sakila_film_with_java_enums(mysql_url: str, tmp_path: Path) -> None:
    catalog = read_live(tmp_path, f"{mysql_url}/sakila")
    files = generate(catalog, tmp_path, "java")
    film = files["src/main/java/com/example/demo/entity/Film.java"]
    assert "private Film.Rating rating;" in film
    assert 'PG_13("PG-13"),' in film and 'NC_17("NC-17");' in film
    assert "public enum Rating implements DbEnum {" in film
    assert "private String specialFeatures;" in film  # a set stays a String
    mapper = files["src/main/resources/mapper/FilmMapper.xml"]
    handler = "com.example.demo.common.DbEnumTypeHandler"
    assert f'property="rating" jdbcType="VARCHAR" typeHandler="{handler}"/>' in mapper
    assert f"#{{rating,jdbcType=VARCHAR,typeHandler={handler}}}" in mapper
