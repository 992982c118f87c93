"""How generated SQL writes a name (resolve/sqlnames.quote): as written where the dialect reads
it back as written, quoted otherwise. A column a MySQL 8 / MariaDB server reserves (`int`,
`rank`, `system`, `position`) failed unquoted at run time (issue 33, the hostile schema on
MariaDB); the hostile Java test drives such columns over HTTP on all three databases."""

from __future__ import annotations

import pytest

from dbjavagenix.resolve.columns.sqlnames import quote


@pytest.mark.parametrize("word", ["int", "rank", "system", "position", "decimal", "of", "groups"])
def test_server_reserved_words_are_quoted(word: str) -> None:
    assert quote(word, "mariadb") == f"`{word}`"
    assert quote(word, "mysql") == f"`{word}`"
    assert quote(word, "postgresql") == f'"{word}"'  # harmless where it is no reserved word


@pytest.mark.parametrize("word", ["name", "status", "title", "created_at", "user_id"])
def test_plain_names_stay_as_written(word: str) -> None:
    assert (
        quote(word, "mariadb") == word and quote(word, "postgresql") == word and quote(word, "sqlite") == word
    )


def test_case_and_punctuation() -> None:
    assert quote("UserName", "postgresql") == '"UserName"' and quote("UserName", "mariadb") == "UserName"
    assert quote("per%cent", "mariadb") == "`per%cent`" and quote("a`b", "mariadb") == "`a``b`"
