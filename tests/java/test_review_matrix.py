"""The senior review's checklist (issue 27) runs on one booted app of every category on every
database: the booted cases of the category, DDL and hostile matrices together cover the twelve
pairs, and each of those cases runs ``tests/java/review.review`` on its app.

This test reads the case lists only (no Maven, no server): removing a case that was the only
review of its pair fails here, before a matrix run would silently stop covering it."""

from __future__ import annotations

import ast
from pathlib import Path

from dbjavagenix.categories import CATEGORIES
from tests.java import test_categories_java, test_ddl_java, test_hostile_java

DATABASES = ("mariadb", "postgresql", "sqlite")


def _reviewed_pairs() -> set[tuple[str, str]]:
    booted_hostile = [
        c for c in test_hostile_java.CASES if f"{c.category}-{c.db}" not in test_hostile_java.COMPILED_ONLY
    ]
    cases = [*test_categories_java.CASES, *test_ddl_java.CASES, *booted_hostile]
    return {(c.category, c.db) for c in cases}


def test_every_category_is_reviewed_on_every_database() -> None:
    missing = {(cat, db) for cat in CATEGORIES for db in DATABASES} - _reviewed_pairs()
    assert not missing, f"no booted case reviews {sorted(missing)}"


def test_each_booted_matrix_runs_the_review() -> None:
    """Each of the three modules calls ``review`` and asserts what it returned."""
    for module in (test_categories_java, test_ddl_java, test_hostile_java):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        calls = [
            n
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "review"
        ]
        assert len(calls) == 1, f"{module.__name__} calls review {len(calls)} times"
        asserted = [
            n for n in ast.walk(tree) if isinstance(n, ast.Assert) and "checks" in ast.unparse(n.test)
        ]
        assert asserted, f"{module.__name__} does not assert what the review checked"
