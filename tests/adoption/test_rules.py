"""Column rules: matched by name glob, regex, table glob and database type, applied in order,
per-column sections winning; the context tells which rule set each trait; bad rules are
located errors, rules that match nothing warnings."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dbjavagenix import pipeline
from dbjavagenix.cli import main
from dbjavagenix.config.load import load_config
from dbjavagenix.errors import ConfigError, GenixError
from tests.adoption.conftest import field, write_config

Resolve = Callable[..., tuple[dict[str, Any], Any]]


def test_rules_match_by_name_regex_table_and_type(resolve: Resolve) -> None:
    tables, _ = resolve(
        """
[rules.audit_by]
columns = ["create_by", "UPDATE_BY"]
comment = "who"
[rules.secrets]
regex = "password|token"
sensitive = true
[rules.money]
types = ["decimal"]
tables = ["biz_order*"]
exclude_tables = ["biz_order_item"]
java_type = "String"
[rules.times]
columns = ["*_time"]
types = ["datetime"]
java_type = "java.util.Date"
"""
    )
    customer, order, item = tables["biz_customer"], tables["biz_order"], tables["biz_order_item"]
    assert field(customer, "create_by").comment == "who"
    assert field(item, "update_by").comment == "who"  # globs ignore case
    assert field(customer, "login_password").sensitive
    assert field(order, "pay_token").sensitive
    assert not field(customer, "customer_name").sensitive
    assert field(order, "total_amount").java_type == "String"  # decimal, biz_order*
    assert field(item, "price").java_type == "BigDecimal"  # excluded table
    assert field(customer, "create_time").java_type == "Date"
    assert field(customer, "create_time").type_imports == ("java.util.Date",)
    # a sensitive column is never a filter
    assert "login_password" not in [f.column for f in customer.filter_fields]
    assert "login_password" not in [f.column for f in customer.read_fields]
    assert "login_password" not in [f.column for f in customer.response_fields]


def test_later_rules_win_and_columns_sections_win_over_rules(resolve: Resolve) -> None:
    tables, _ = resolve(
        """
[rules.first]
columns = ["status"]
comment = "first"
java_type = "Integer"
[rules.second]
columns = ["status"]
tables = ["biz_order"]
comment = "second"
[tables.biz_customer.columns.status]
comment = "mine"
"""
    )
    (
        order,
        customer,
    ) = tables["biz_order"], tables["biz_customer"]
    st = field(order, "status")
    assert (st.comment, st.java_type) == ("second", "Integer")
    by_trait = {t.trait: t for t in st.traits}
    assert by_trait["comment"].source == "rules.second"
    assert by_trait["comment"].replaced == ('rules.first = "first"',)
    assert by_trait["java_type"].source == "rules.first"
    cs = field(customer, "status")
    assert (cs.comment, cs.java_type) == ("mine", "Integer")
    by_trait = {t.trait: t for t in cs.traits}
    assert by_trait["comment"].source == "tables.biz_customer.columns.status"
    assert by_trait["comment"].replaced == ('rules.first = "first"',)


def test_a_section_can_switch_a_rule_off(resolve: Resolve) -> None:
    tables, _ = resolve(
        """
[rules.secrets]
regex = "password"
sensitive = true
ignore = true
[tables.biz_customer.columns.login_password]
ignore = false
"""
    )
    f = field(tables["biz_customer"], "login_password")
    assert f.sensitive
    assert {t.trait: t.source for t in f.traits}["ignore"] == "tables.biz_customer.columns.login_password"


def test_context_shows_the_rule_of_each_trait(tmp_path: Path) -> None:
    write_config(
        tmp_path,
        """
[rules.a]
columns = ["del_flag"]
comment = "a"
[rules.deleted]
columns = ["del_flag"]
role = "logic-delete"
deleted = "2"
not_deleted = "0"
comment = "b"
""",
    )
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        res = CliRunner().invoke(main, ["context", "biz_customer"], catch_exceptions=False)
    finally:
        os.chdir(old)
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    flag = next(f for f in data["table"]["fields"] if f["column"] == "del_flag")
    traits = {t["trait"]: t for t in flag["traits"]}
    assert traits["role"] == {
        "trait": "role",
        "value": '"logic-delete"',
        "source": "rules.deleted",
        "replaced": [],
    }
    assert traits["comment"]["source"] == "rules.deleted"
    assert traits["comment"]["replaced"] == ['rules.a = "a"']


def test_a_rule_matching_nothing_is_a_warning_naming_it(tmp_path: Path) -> None:
    write_config(tmp_path, '[rules.tenant]\ncolumns = ["tenant_id"]\nignore = true\n')
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        res = CliRunner().invoke(main, ["plan"], catch_exceptions=False)
    finally:
        os.chdir(old)
    assert res.exit_code == 0, res.output
    assert "warning: genix.toml:" in res.stderr
    assert "rules.tenant: rule 'tenant' matches no column of the generated tables" in res.stderr


@pytest.mark.parametrize(
    ("body", "message", "key"),
    [
        ('[rules.r]\ncomment = "x"\n', "a rule needs `columns` (name globs), `regex` or `types`", "rules.r"),
        ('[rules.r]\ncolumns = ["x"]\n', "the rule sets no trait", "rules.r"),
        ('[rules.r]\nregex = "("\nignore = true\n', "is not a regular expression", "rules.r.regex"),
        (
            '[rules.r]\ncolumns = ["x"]\nrole = "version"\ndeleted = "2"\n',
            "`deleted` only goes with role",
            "rules.r",
        ),
        ('[rules.r]\ncolumns = ["x"]\nsensitive = "yes"\n', "expected true or false", "rules.r.sensitive"),
        (
            '[rules.r]\ncolumns = ["x"]\nconstraints = ["Email"]\n',
            "is not a Java annotation",
            "rules.r.constraints",
        ),
    ],
)
def test_bad_rules_are_located(tmp_path: Path, body: str, message: str, key: str) -> None:
    cfg = write_config(tmp_path, body)
    with pytest.raises(ConfigError) as e:
        load_config(cfg)
    text = str(e.value)
    assert message in text, text
    assert "genix.toml:" in text and key in text, text


def test_a_table_pattern_under_tables_points_at_the_rules(tmp_path: Path) -> None:
    cfg = write_config(tmp_path, '[tables."*".columns.del_flag]\nrole = "logic-delete"\n')
    loaded = load_config(cfg)
    with pytest.raises(GenixError) as e:
        pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    text = str(e.value)
    assert "no table named '*': [tables.TABLE] names one table, it takes no pattern" in text
    assert '[rules.NAME] tables = ["*"], columns = ["del_flag"]' in text


def test_a_rule_java_type_error_points_at_the_rule(tmp_path: Path) -> None:
    cfg = write_config(tmp_path, '[rules.money]\ntypes = ["decimal"]\njava_type = "Money"\n')
    loaded = load_config(cfg)
    with pytest.raises(GenixError) as e:
        pipeline.resolve_project(pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded)))
    text = str(e.value)
    assert "rules.money.java_type: Java type 'Money' does not resolve to a class" in text
    assert "genix.toml:" in text


def test_a_rule_constraint_outside_the_validation_package_is_refused(resolve: Resolve) -> None:
    with pytest.raises(GenixError) as e:
        resolve('[rules.mail]\ncolumns = ["email"]\nconstraints = ["@Length(max = 5)"]\n')
    assert "@Length is not a jakarta.validation.constraints annotation" in str(e.value)
    tables, _ = resolve(
        '[rules.mail]\ncolumns = ["email"]\nconstraints = ["@Email", "@org.hibernate.validator.constraints.URL"]\n'
        '[rules.name]\ncolumns = ["customer_name"]\nrequired = false\n'
    )
    email = field(tables["biz_customer"], "email")
    assert email.validation == (
        "@jakarta.validation.constraints.Email",
        "@org.hibernate.validator.constraints.URL",
    )
    assert field(tables["biz_customer"], "customer_name").required is False
