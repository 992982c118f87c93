"""The documented naming treatment (README "Names")."""

from __future__ import annotations

import pytest

from dbjavagenix.resolve.columns import naming


@pytest.mark.parametrize(
    ("db", "cls", "field"),
    [
        ("sys_user", "SysUser", "sysUser"),
        ("order_id", "OrderId", "orderId"),
        ("InvoiceLine", "InvoiceLine", "invoiceLine"),
        ("BATCH_JOB_INSTANCE", "BatchJobInstance", "batchJobInstance"),
        ("order-no", "OrderNo", "orderNo"),
        ("first name", "FirstName", "firstName"),
        ("customerID", "CustomerId", "customerId"),
        ("XMLHttpRequest", "XmlHttpRequest", "xmlHttpRequest"),
        ("utf8mb4Col", "Utf8mb4Col", "utf8mb4Col"),
        ("2fa_code", "_2faCode", "_2faCode"),
        ("class", "Class", "class_"),
        ("default", "Default", "default_"),
        ("用户名", "用户名", "用户名"),
        ("用户_id", "用户Id", "用户Id"),
    ],
)
def test_names(db: str, cls: str, field: str) -> None:
    assert naming.class_stem(db) == cls
    assert naming.field_name(db) == field
    assert naming.is_java_identifier(naming.field_name(db))


def test_names_without_letters_need_an_override() -> None:
    assert naming.field_name("$$$") == ""
    assert naming.class_stem("@#") == ""


def test_prefix_stripping_takes_the_longest_and_keeps_something() -> None:
    assert naming.class_stem("t_sys_user", ("t_", "t_sys_")) == "User"
    assert naming.strip_prefix("t_", ("t_",)) == "t_"
    assert naming.strip_prefix("T_ORDER", ("t_",)) == "ORDER"


@pytest.mark.parametrize(
    ("field", "lombok", "getter", "setter"),
    [
        ("orderId", True, "getOrderId", "setOrderId"),
        ("orderId", False, "getOrderId", "setOrderId"),
        ("aValue", True, "getAValue", "setAValue"),
        ("aValue", False, "getaValue", "setaValue"),
        ("url", False, "getUrl", "setUrl"),
        ("x", True, "getX", "setX"),
    ],
)
def test_accessors_follow_lombok_or_javabeans(field: str, lombok: bool, getter: str, setter: str) -> None:
    assert naming.getter(field, lombok) == getter
    assert naming.setter(field, lombok) == setter


@pytest.mark.parametrize("ident", ["class", "_", "1abc", "a-b", "", "a b", "true"])
def test_invalid_identifiers(ident: str) -> None:
    assert not naming.is_java_identifier(ident)


@pytest.mark.parametrize("ident", ["a", "_a", "$x", "用户", "class_", "A1"])
def test_valid_identifiers(ident: str) -> None:
    assert naming.is_java_identifier(ident)


@pytest.mark.parametrize(
    ("title", "latin"),
    [
        ("Films", True),
        ("Café orders", True),
        ("Order #2 (draft)", True),
        ("用户信息表", False),
        ("Фильмы", False),
        ("Users 用户", False),
    ],
)
def test_operation_summaries_never_mix_a_comment_into_genix_words(title: str, latin: bool) -> None:
    """genix's own words in OpenAPI summaries are English: ``table.doc_title`` is the title
    when it is in Latin letters, else the class name (the naming_edge golden shows
    `List UserProfile` for a table commented 用户资料; the comment stays whole in the tag)."""
    from dbjavagenix.resolve.context.model import _latin

    assert _latin(title) is latin
