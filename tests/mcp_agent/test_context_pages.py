"""A wide table's context pages through its fields and then its list query's parameters; the
pages join into the whole context, and each fits."""

from __future__ import annotations

from typing import Any

from dbjavagenix.tools.codegen import BuildContextResult
from dbjavagenix.tools.paging import PageStore, dumps, first_page, next_page


def context(fields: int, params: int) -> dict[str, Any]:
    return {
        "project": {"base_package": "com.acme"},
        "table": {
            "name": "wide",
            "fields": [{"column": f"c{i}", "name": f"c{i}", "comment": "x" * 300} for i in range(fields)],
            "query": {
                "path": "/query",
                "params": [{"name": f"p{i}", "sql": "y" * 300} for i in range(params)],
            },
        },
    }


def test_fields_then_query_parameters_page_and_join() -> None:
    whole = BuildContextResult(table="wide", layer="entity", layers=["entity"], context=context(30, 60))
    store = PageStore()
    page = first_page("codegen_build_context", whole, store, budget=4_000)
    fields: list[Any] = []
    params: list[Any] = []
    pages = 0
    while True:
        pages += 1
        assert len(dumps(page.model_dump(mode="json"))) <= 4_000
        table = page.context["table"]
        assert table["query"]["path"] == "/query"  # the query's other facts are on every page
        fields += table["fields"]
        params += table["query"]["params"]
        assert page.page is not None
        if page.page.next_cursor is None:
            break
        _, page = next_page("codegen_build_context", page.page.next_cursor, store, budget=4_000)  # type: ignore[assignment]
    assert pages > 2
    assert fields == context(30, 60)["table"]["fields"]
    assert params == context(30, 60)["table"]["query"]["params"]


def test_a_context_that_fits_is_one_page() -> None:
    whole = BuildContextResult(table="t", layer="entity", layers=["entity"], context=context(2, 3))
    page = first_page("codegen_build_context", whole, PageStore())
    assert page.context == whole.context and page.page is not None and page.page.next_cursor is None
