"""The line three-way merge: fixed cases and hypothesis properties over generated Java."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dbjavagenix.output.merge import _match, has_markers, merge3, split_lines

from .helpers import ENTITY, MAPPER, make_project


def test_only_one_side_changed() -> None:
    assert merge3("a\nb\n", "a\nb\n", "a\nB\n").text == "a\nB\n"
    assert merge3("a\nb\n", "a\nX\n", "a\nb\n").text == "a\nX\n"
    assert merge3("a\nb\n", "a\nX\n", "a\nX\n").text == "a\nX\n"


def test_disjoint_edits_merge() -> None:
    base = "1\n2\n3\n4\n5\n"
    r = merge3(base, "1\nuser\n2\n3\n4\n5\n", "1\n2\n3\n4\ngenix\n5\n")
    assert r.clean
    assert r.text == "1\nuser\n2\n3\n4\ngenix\n5\n"


def test_insertions_at_the_same_place_keep_both_genix_first() -> None:
    base = "class A {\n    int a;\n}\n"
    ours = "class A {\n    int a;\n\n    void m() {}\n}\n"
    theirs = "class A {\n    int a;\n\n    int b;\n}\n"
    r = merge3(base, ours, theirs)
    assert r.clean
    assert r.text == "class A {\n    int a;\n\n    int b;\n\n    void m() {}\n}\n"


def test_same_line_added_by_both_sides_is_a_conflict_not_a_duplicate() -> None:
    base = "class A {\n    int a;\n}\n"
    ours = "class A {\n    int a;\n    int b;\n}\n"
    theirs = "class A {\n    int a;\n\n    /** b */\n    int b;\n}\n"
    r = merge3(base, ours, theirs)
    assert r.clean  # ours is a subsequence of theirs: theirs taken alone
    assert r.text.count("int b;") == 1
    ours2 = "class A {\n    int a;\n    long b = 1;\n    int b;\n}\n"
    r2 = merge3(base, ours2, theirs)
    assert not r2.clean
    assert has_markers(r2.text)


def test_both_change_the_same_line_conflicts_with_all_three_versions() -> None:
    base = "a\n@Size(max = 255)\nb\n"
    r = merge3(base, "a\n@Size(max = 100)\nb\n", "a\n@Size(max = 500)\nb\n")
    assert not r.clean
    assert r.conflicts[0].line == 2
    assert "@Size(max = 100)" in r.text and "@Size(max = 500)" in r.text and "@Size(max = 255)" in r.text
    assert r.text.startswith("a\n<<<<<<< yours (on disk)\n")


def test_line_added_next_to_a_rewritten_line() -> None:
    base = "/** remark */\n@Size(max = 255)\nprivate String remark;\n"
    ours = "/** remark */\n@Size(max = 255)\n@JsonIgnore\nprivate String remark;\n"
    theirs = "/** remark */\n@Size(max = 500)\nprivate String remark;\n"
    r = merge3(base, ours, theirs)
    assert r.clean
    assert r.text == "/** remark */\n@Size(max = 500)\n@JsonIgnore\nprivate String remark;\n"


def test_missing_final_newline() -> None:
    r = merge3("a\nb", "a\nb\nc", "z\na\nb")
    assert r.clean and r.text == "z\na\nb\nc"


# --- properties over real generated Java -------------------------------------------------


@pytest.fixture(scope="module")
def java_versions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, str]]:
    """(before, after) renders of generated Java files around real schema changes."""
    p = make_project(tmp_path_factory.mktemp("javaprops"))
    p.build()
    before = {f: p.read(f) for f in (ENTITY, MAPPER)}
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE", "ALTER TABLE sys_role ADD COLUMN level INTEGER")
    p.sql("ALTER TABLE sys_role DROP COLUMN remark")
    after = {e.path: (e.new or b"").decode() for e in p.plan().plan.entries if e.path in before}
    out = {"entity": (before[ENTITY], after[ENTITY])}
    # a mapper gains a key-based method when its table gets a key: simulate with the user table
    out["entity-unchanged"] = (before[ENTITY], before[ENTITY])
    out["mapper-sorted"] = (before[MAPPER], before[MAPPER].replace("Long id", "Integer id"))
    return out


def _changed_zone(base: list[str], theirs: list[str]) -> list[tuple[int, int]]:
    """Base ranges [a, b) theirs deleted or inserted into (a == b: pure insertion before a)."""
    m = _match(base, theirs)
    zones = []
    k = 0
    i = 0
    while i <= len(base):
        j = m[i] if i < len(base) else len(theirs)
        if i < len(base) and j < 0:
            a = i
            while i < len(base) and m[i] < 0:
                i += 1
            zones.append((a, i))
            k = m[i] + 1 if i < len(base) else len(theirs)
            i += 1
            continue
        if j > k:
            zones.append((i, i))
        k = j + 1
        i += 1
    return zones


def _far(pos: int, kind: str, zones: list[tuple[int, int]]) -> bool:
    """A user edit at base line ``pos`` with a stable base line between it and every change
    of genix's (insert: before line ``pos``; replace: line ``pos``)."""
    for a, b in zones:
        if kind == "insert" and not (pos <= a - 1 or pos >= b + 1):
            return False
        if kind == "replace" and not (pos <= a - 2 or pos >= b + 1):
            return False
    return True


@st.composite
def user_edits(draw: st.DrawFn, n_lines: int) -> list[tuple[int, str, str]]:
    edits = draw(
        st.lists(
            st.tuples(
                st.integers(0, n_lines),
                st.sampled_from(["insert", "replace"]),
                st.text(alphabet="abcdefgh (){};=", min_size=0, max_size=12),
            ),
            max_size=6,
        )
    )
    return [(p, k, t) for p, k, t in edits if not (k == "replace" and p >= n_lines)]


def _apply_user(base: list[str], edits: list[tuple[int, str, str]]) -> tuple[list[str], dict[str, str]]:
    """Edits with unique lines; returns ours and {user line: base line it replaced or ""}."""
    out: list[str] = []
    added: dict[str, str] = {}
    by_pos: dict[int, list[tuple[str, str]]] = {}
    for n, (pos, kind, text) in enumerate(edits):
        by_pos.setdefault(pos, []).append((kind, f"    // user {n}: {text}\n"))
    for i in range(len(base) + 1):
        replaced = False
        for kind, line in by_pos.get(i, []):
            if kind == "insert":
                out.append(line)
                added[line] = ""
        for kind, line in by_pos.get(i, []):
            if kind == "replace" and not replaced and i < len(base):
                out.append(line)
                added[line] = base[i]
                replaced = True
        if i < len(base) and not replaced:
            out.append(base[i])
    return out, added


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_user_edits_away_from_the_generated_change_always_survive(
    java_versions: dict[str, tuple[str, str]], data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(sorted(java_versions)))
    base_text, theirs_text = java_versions[name]
    base, theirs = split_lines(base_text), split_lines(theirs_text)
    zones = _changed_zone(base, theirs)
    edits = [e for e in data.draw(user_edits(len(base))) if _far(e[0], e[1], zones)]
    ours, added = _apply_user(base, edits)
    r = merge3(base_text, "".join(ours), theirs_text)
    assert r.clean, r.text
    result = split_lines(r.text)
    # every user line is there, in the user's order
    assert [ln for ln in result if ln in added] == [ln for ln in ours if ln in added]
    # and without the user's lines (replaced lines put back) it is exactly genix's render
    restored = [added.get(ln, ln) for ln in result]
    assert [ln for ln in restored if ln] == theirs


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_merge_never_loses_a_line_of_either_side(
    java_versions: dict[str, tuple[str, str]], data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(sorted(java_versions)))
    base_text, theirs_text = java_versions[name]
    base = split_lines(base_text)
    ours = list(base)
    # arbitrary edits, overlapping the generated change or not: insert, replace, delete
    for _ in range(data.draw(st.integers(0, 6))):
        if not ours:
            break
        pos = data.draw(st.integers(0, len(ours) - 1))
        kind = data.draw(st.sampled_from(["insert", "replace", "delete"]))
        line = data.draw(
            st.sampled_from(["}\n", "\n", "    int x;\n", "    // note\n", base[pos % len(base)]])
        )
        if kind == "insert":
            ours.insert(pos, line)
        elif kind == "replace":
            ours[pos] = line
        else:
            del ours[pos]
    theirs = split_lines(theirs_text)
    r = merge3(base_text, "".join(ours), theirs_text)
    got = Counter(ln.rstrip("\n") for ln in split_lines(r.text))
    for side in (ours, theirs):
        m = _match(base, side)
        matched = {j for j in m if j >= 0}
        added = Counter(ln.rstrip("\n") for j, ln in enumerate(side) if j not in matched)
        assert not (added - got), f"lost {added - got} ({'clean' if r.clean else 'conflict'})"


def test_real_entity_edit_then_new_column(tmp_path: Path) -> None:
    p = make_project(tmp_path)
    p.build()
    p.edit(
        ENTITY,
        "    private String remark;\n}",
        "    private String remark;\n\n    public String label() {\n        return code + name;\n    }\n}",
    )
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE")
    r = p.build()
    assert {e.path: e.verb for e in r.plan.entries}[ENTITY] == "merge"
    text = p.read(ENTITY)
    assert "public String label()" in text and "private LocalDate born;" in text
    assert "import java.time.LocalDate;" in text
    assert text.index("private LocalDate born;") < text.index("public String label()")
