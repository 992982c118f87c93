"""Mapper XML merge: statements keyed by id, the user's kept byte for byte, whatever the
comment settings (properties over real renders)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dbjavagenix.output.merge import has_markers
from dbjavagenix.output.xmlmerge import merge_mapper, parse_mapper

from .helpers import XML, make_project

COMMENT = re.compile(r"[ \t]*<!--.*?-->[ \t]*\n?", re.DOTALL)


def _no_comments(text: str) -> str:
    return COMMENT.sub("", text)


def _mbg_comments(text: str) -> str:
    """MyBatis-Generator style: a marker comment first thing inside every statement."""
    return re.sub(
        r'(\n  <(resultMap|sql|select|insert|update|delete) id="[^"]+"[^>]*>\n)',
        r"\1    <!-- @mbg.generated do not edit -->\n",
        text,
    )


VARIANTS = {"as-rendered": lambda t: t, "no-comments": _no_comments, "mbg-comments": _mbg_comments}


@pytest.fixture(scope="module")
def xml_versions(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    p = make_project(tmp_path_factory.mktemp("xmlprops"))
    p.build()
    before = p.read(XML)
    p.sql("ALTER TABLE sys_role ADD COLUMN born DATE", "ALTER TABLE sys_role DROP COLUMN remark")
    after = next((e.new or b"").decode() for e in p.plan().plan.entries if e.path == XML)
    assert before != after
    return before, after


def test_parse_round_trips_and_keys(xml_versions: tuple[str, str]) -> None:
    for text in xml_versions:
        m = parse_mapper(text)
        assert m is not None and m.text() == text
        assert [k for k, _ in m.items][:3] == ["BaseResultMap", "Base_Column_List", "Filter_Where"]
    assert parse_mapper("<mapper><select id='a'>x</select><select id='a'>y</select></mapper>") is None
    assert parse_mapper("<beans/>") is None
    tricky = '<mapper namespace="x">\n  <select id="a"><![CDATA[ a < b ]]> <!-- </select> --> <if test="a > b">x</if></select>\n  <cache/>\n</mapper>\n'
    m = parse_mapper(tricky)
    assert m is not None and [k for k, _ in m.items] == ["a", "<cache>#0"] and m.text() == tricky


USER_STATEMENTS = [
    '\n  <select id="findByCode{n}" resultMap="BaseResultMap">\n    SELECT <include refid="Base_Column_List"/>\n'
    "    FROM sys_role   WHERE code = #{{code}}  <!-- mine -->\n  </select>\n",
    '\n\t<update id="touch{n}">UPDATE sys_role SET name = name WHERE id = #{{id}}</update>\n',
    '\n  <!-- report of mine -->\n  <select id="report{n}" resultType="map"><![CDATA[\n    SELECT code, COUNT(*) FROM sys_role WHERE id < 10 GROUP BY code\n  ]]></select>\n',
]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_user_statements_survive_byte_for_byte(xml_versions: tuple[str, str], data: st.DataObject) -> None:
    variant = data.draw(st.sampled_from(sorted(VARIANTS)))
    base, theirs = (VARIANTS[variant](t) for t in xml_versions)
    b = parse_mapper(base)
    assert b is not None
    items = list(b.items)
    added: list[str] = []
    for n in range(data.draw(st.integers(1, 4))):
        stmt = data.draw(st.sampled_from(USER_STATEMENTS)).format(n=n)
        items.insert(data.draw(st.integers(0, len(items))), (f"user{n}", stmt))
        added.append(stmt)
    edit_order = data.draw(st.booleans())
    ours = b.head + "".join(t for _, t in items) + b.tail
    if edit_order:  # the user also edits a generated statement genix does not change
        ours = ours.replace("    ORDER BY id\n", "    ORDER BY name DESC, id\n")
    r = merge_mapper(base, ours, theirs)
    assert r is not None and r.clean, r.text if r else None
    for stmt in added:
        assert stmt in r.text
    assert ("ORDER BY name DESC, id" in r.text) == edit_order
    merged = parse_mapper(r.text)
    t = parse_mapper(theirs)
    assert merged is not None and t is not None
    mk, tk = merged.by_key(), t.by_key()
    for key, text in t.items:  # every generated statement is genix's new one (or the user's edit of it)
        if key == "selectPage" and edit_order:
            continue
        assert mk[key] == text
    assert {k for k in mk if not k.startswith(("user", "findBy", "touch", "report"))} == set(tk)


def test_user_statement_kept_when_generated_one_is_dropped(xml_versions: tuple[str, str]) -> None:
    base, theirs = xml_versions
    theirs_no_insert = re.sub(r'\n  <insert id="insertBatch">.*?</insert>\n', "\n", theirs, flags=re.DOTALL)
    ours = base.replace("</mapper>", '  <select id="mine">SELECT 1</select>\n</mapper>')
    r = merge_mapper(base, ours, theirs_no_insert)
    assert r is not None and r.clean
    assert 'id="insertBatch"' not in r.text and '<select id="mine">SELECT 1</select>' in r.text


def test_conflicts_inside_one_statement(xml_versions: tuple[str, str]) -> None:
    base, theirs = xml_versions
    ours = base.replace("id, code, name, remark", "id, code, name")
    r = merge_mapper(base, ours, theirs)
    assert r is not None and not r.clean and has_markers(r.text)
    assert r.text.splitlines()[r.conflicts[0].line - 1].startswith("<<<<<<<")
    # a statement edited by the user and removed by genix is a conflict, not a silent loss
    ours2 = base.replace("    ORDER BY id\n", "    ORDER BY name\n")
    theirs2 = re.sub(r'\n  <select id="selectPage".*?</select>\n', "\n", theirs, flags=re.DOTALL)
    r2 = merge_mapper(base, ours2, theirs2)
    assert r2 is not None and not r2.clean and "ORDER BY name" in r2.text


def test_same_new_id_on_both_sides_is_a_conflict(xml_versions: tuple[str, str]) -> None:
    base, theirs = xml_versions
    theirs2 = theirs.replace(
        "</mapper>", '  <select id="countAll">SELECT COUNT(*) FROM sys_role</select>\n</mapper>'
    )
    ours = base.replace("</mapper>", '  <select id="countAll">SELECT 42</select>\n</mapper>')
    r = merge_mapper(base, ours, theirs2)
    assert r is not None and not r.clean
    assert "SELECT 42" in r.text and "SELECT COUNT(*) FROM sys_role" in r.text


def test_not_a_mapper_falls_back() -> None:
    assert merge_mapper("<a/>", "<a/>", "<b/>") is None
