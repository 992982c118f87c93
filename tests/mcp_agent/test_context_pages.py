"""A wide table's context pages as its frame and parts (its long lists and texts); the pages
join into the whole context, and each fits."""

from __future__ import annotations

from typing import Any

from dbjavagenix.tools.codegen import BuildContextResult
from dbjavagenix.tools.paging import PageStore, dumps, first_page, join_tree, next_page


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


def test_a_long_context_pages_as_a_frame_and_parts_that_join() -> None:
    """The first page holds the context's frame (its long lists emptied, long texts blanked),
    every page parts of it (a long text cut across pages); the frame and the parts join into
    the whole answer, and each page fits."""
    ctx = context(30, 60)
    ctx["table"]["query"]["order_by"] = "ORDER BY " + ", ".join(f"c{i}" for i in range(2_000))
    whole = BuildContextResult(table="wide", layer="entity", layers=["entity"], context=ctx)
    store = PageStore()
    page = first_page("codegen_build_context", whole, store, budget=4_000)
    frame = {"context": page.context, "config_edits": page.config_edits}
    assert page.parts == [] and frame["context"]["table"]["query"]["path"] == "/query"
    assert 0 < len(frame["context"]["table"]["fields"]) < 30  # the first parts, put in
    parts: list[Any] = []
    pages = cut = 0
    while True:
        pages += 1
        assert len(dumps(page.model_dump(mode="json"))) <= 4_000
        assert pages == 1 or page.context == {}  # the frame comes once
        parts += page.parts
        assert page.page is not None
        cut += page.page.cut
        if page.page.next_cursor is None:
            break
        _, page = next_page("codegen_build_context", page.page.next_cursor, store, budget=4_000)  # type: ignore[assignment]
    assert pages > 2 and cut
    assert join_tree(frame, parts) == {"context": ctx, "config_edits": []}


def test_a_context_that_fits_is_one_page() -> None:
    whole = BuildContextResult(table="t", layer="entity", layers=["entity"], context=context(2, 3))
    page = first_page("codegen_build_context", whole, PageStore())
    assert page.context == whole.context and page.page is not None and page.page.next_cursor is None


def _long(n: int = 40) -> BuildContextResult:
    return BuildContextResult(table="wide", layer="entity", layers=["entity"], context=context(n, 0))


def test_cursors_are_signed_for_their_session_and_tool() -> None:
    """A cursor edited by hand (an offset into the middle of a text), given to another tool or
    another client's session, is refused: never an answer from the wrong place."""
    import pytest

    from dbjavagenix.errors import CursorExpired, InputError
    from dbjavagenix.tools.base import CallHooks, call_hooks

    store = PageStore()
    tool = "codegen_build_context"
    with call_hooks(CallHooks(session="a")):
        first = first_page(tool, _long(), store, budget=4_000)
        assert first.page is not None and first.page.next_cursor
        cursor = first.page.next_cursor
        _, second = next_page(tool, cursor, store, budget=4_000)
        assert second.page is not None and second.page.offset == first.page.count
        sid, index, char, tag = cursor.split(".")
        for forged in (f"{sid}.{index}.{int(char) + 7}.{tag}", f"{sid}.{int(index) + 1}.{char}.{tag}"):
            with pytest.raises(InputError, match="not a cursor of this session"):
                next_page(tool, forged, store, budget=4_000)
        with pytest.raises(InputError, match=f"this cursor belongs to {tool}, not codegen_plan"):
            next_page("codegen_plan", cursor, store, budget=4_000)
        with pytest.raises(InputError, match="not a cursor genix made"):
            next_page(tool, f"{sid}.{index}.{char}", store, budget=4_000)  # the unsigned shape
    # another session: the snapshot is not its own (whatever the signature)
    with call_hooks(CallHooks(session="b")), pytest.raises(CursorExpired):
        next_page(tool, cursor, store, budget=4_000)
    # another session's long results do not expire this session's cursors
    with call_hooks(CallHooks(session="b")):
        for _ in range(store.size + 3):
            first_page(tool, _long(), store, budget=4_000)
    with call_hooks(CallHooks(session="a")):
        _, again = next_page(tool, cursor, store, budget=4_000)
        assert again == second
        # its own do, beyond the store's size
        for _ in range(store.size):
            first_page(tool, _long(), store, budget=4_000)
        with pytest.raises(CursorExpired):
            next_page(tool, cursor, store, budget=4_000)


def test_the_snapshot_store_keeps_a_bounded_total() -> None:
    """Issue 29: the snapshots kept for cursors hold at most ``chars`` JSON characters together
    (the least recently used go first, across sessions); the one just stored always stays."""
    from dbjavagenix.errors import CursorExpired
    from dbjavagenix.tools.base import CallHooks, call_hooks
    from dbjavagenix.tools.paging import whole_chars

    store = PageStore(chars=3 * whole_chars(_long()))
    cursors: list[tuple[str, str]] = []
    for session in ("a", "b", "a", "b", "a"):
        with call_hooks(CallHooks(session=session)):
            page = first_page("codegen_build_context", _long(), store, budget=4_000)
        assert page.page is not None and page.page.next_cursor
        cursors.append((session, page.page.next_cursor))
        assert store.kept_chars <= store.chars
    alive = []
    for session, cursor in cursors:
        with call_hooks(CallHooks(session=session)):
            try:
                next_page("codegen_build_context", cursor, store, budget=4_000)
                alive.append(True)
            except CursorExpired:
                alive.append(False)
    assert alive == [False, False, True, True, True]
    # one snapshot larger than the whole budget: kept alone (its own cursor works)
    tiny = PageStore(chars=10)
    page = first_page("codegen_build_context", _long(), tiny, budget=4_000)
    assert page.page is not None and page.page.next_cursor
    next_page("codegen_build_context", page.page.next_cursor, tiny, budget=4_000)
    assert tiny.kept_chars == whole_chars(_long())
