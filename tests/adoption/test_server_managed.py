"""No mass assignment (issue 27 item 10): what the server fills (fill roles, the logic-delete
flag) is never taken from a request. Request types (DTOs, sb35's records) leave those fields
out; the entity (the request body and what a PATCH is read into where there are no request
types) reads them never (``@JsonProperty(access = READ_ONLY)``, one annotation with its JSON
name) and the OpenAPI document marks them read-only (one ``@Schema`` with the description).
Over HTTP: ``tests/java/java_crud.py`` sends such fields by PUT and PATCH on every category."""

from __future__ import annotations

import pytest

from tests.adoption.conftest import field
from tests.adoption.test_conventions import Resolve

ROLES = """
[rules.audit]
columns = ["create_time"]
role = "fill-on-insert"
[rules.touched]
columns = ["update_time"]
role = "fill-on-update"
[rules.deleted]
columns = ["del_flag"]
role = "logic-delete"
deleted = "2"
not_deleted = "0"
"""
JSON = "com.fasterxml.jackson.annotation.JsonProperty"


@pytest.mark.parametrize("category", ["Default", "MybatisPlus", "sb35-java21"])
def test_server_filled_fields_are_never_read_from_a_request(resolve: Resolve, category: str) -> None:
    project = f'category = "{category}"\n' + ("java = 21\n" if category == "sb35-java21" else "")
    tables, _ = resolve(ROLES, project=project + "dto = true\n" * (category != "sb35-java21"))
    t = tables["biz_customer"]
    managed = {f.column for f in t.fields if f.server_managed}
    assert managed == {"create_time", "update_time", "del_flag"}
    assert not managed & {f.column for f in t.request_fields}
    assert {"customer_name", "remark"} <= {f.column for f in t.request_fields}
    for column in managed:
        f = field(t, column)
        assert f"@{JSON}(access = {JSON}.Access.READ_ONLY)" in f.annotations, (column, f.annotations)
        schema = [a for a in f.annotations if "Schema(" in a]
        # one @Schema: the column's description and the access mode together
        assert len(schema) == 1 and "description = " in schema[0] and "AccessMode.READ_ONLY" in schema[0]
    # a column a client writes is left as it was
    name = field(t, "customer_name")
    assert not any(a.startswith(f"@{JSON}(") for a in name.annotations)
    assert not any("READ_ONLY" in a for a in name.annotations)


def test_a_secret_the_server_fills_is_neither_read_nor_written(resolve: Resolve) -> None:
    tables, _ = resolve('[tables.biz_customer.columns.login_password]\nrole = "fill-on-update"\n')
    secret = field(tables["biz_customer"], "login_password")
    assert secret.sensitive and secret.server_managed
    assert "@com.fasterxml.jackson.annotation.JsonIgnore" in secret.annotations
    assert not any(a.startswith(f"@{JSON}(") for a in secret.annotations)  # never two


def test_one_json_property_with_the_name_jackson_would_not_derive(resolve: Resolve) -> None:
    """A field whose accessors Jackson would name otherwise (``aKey``) keeps its name in the one
    ``@JsonProperty`` that also says who writes it."""
    tables, _ = resolve(
        '[tables.biz_customer.columns.create_time]\njava_name = "aTime"\nrole = "fill-on-insert"\n'
    )
    f = field(tables["biz_customer"], "create_time")
    props = [a for a in f.annotations if a.startswith(f"@{JSON}(")]
    assert props == [f'@{JSON}(value = "aTime", access = {JSON}.Access.READ_ONLY)']
