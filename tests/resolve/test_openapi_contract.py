"""The OpenAPI contract a client is generated from (issue 27 point 7): which statuses each
endpoint documents with which schema, the list filters as query parameters, relations read-only
(:mod:`dbjavagenix.resolve.context.openapi`)."""

from __future__ import annotations

import pytest

from dbjavagenix.resolve.context import openapi

RESULT = "com.acme.common.Result"


def _codes(annotations: tuple[str, ...]) -> list[str]:
    return [a.split('responseCode = "', 1)[1][:3] for a in annotations]


def test_springdoc_documents_every_status_with_the_error_body() -> None:
    found = openapi.responses(
        "springdoc", "update", statuses=True, not_found=True, error_class=RESULT, error_media=""
    )
    assert _codes(found) == ["200", "400", "404", "409", "422"]
    assert found[0].endswith('description = "OK")')  # springdoc gives it the endpoint's return type
    for a in found[1:]:
        assert f"schema = @io.swagger.v3.oas.annotations.media.Schema(implementation = {RESULT}.class)" in a


@pytest.mark.parametrize(
    ("operation", "statuses", "codes"),
    [
        ("create", True, ["201", "400", "409", "422"]),
        ("create", False, ["200", "400", "409", "422"]),  # the wrapper itself, HTTP 200
        ("delete", True, ["204", "400", "404", "409"]),
        ("delete", False, ["200", "400", "404", "409"]),
        ("get", True, ["200", "400", "404"]),
        ("list", True, ["200", "400"]),
        ("save", True, ["200", "400", "409", "422"]),
    ],
)
def test_statuses_follow_what_the_controller_answers(
    operation: str, statuses: bool, codes: list[str]
) -> None:
    found = openapi.responses(
        "springdoc", operation, statuses=statuses, not_found=True, error_class=RESULT, error_media=""
    )
    assert _codes(found) == codes


def test_a_delete_answers_no_content_and_problem_details_their_media_type() -> None:
    found = openapi.responses(
        "springdoc",
        "delete",
        statuses=True,
        not_found=True,
        error_class="org.springframework.http.ProblemDetail",
        error_media="application/problem+json",
    )
    assert found[0].endswith("content = @io.swagger.v3.oas.annotations.media.Content)")
    assert 'mediaType = "application/problem+json"' in found[2] and "ProblemDetail.class" in found[2]


def test_a_team_wrapper_answering_200_documents_no_404() -> None:
    found = openapi.responses(
        "springdoc", "get", statuses=False, not_found=False, error_class=RESULT, error_media=""
    )
    assert _codes(found) == ["200", "400"]


def test_swagger2_lists_them_in_one_annotation_and_none_documents_nothing() -> None:
    (found,) = openapi.responses(
        "swagger2", "create", statuses=True, not_found=True, error_class=RESULT, error_media=""
    )
    assert found.startswith(
        "@io.swagger.annotations.ApiResponses({@io.swagger.annotations.ApiResponse(code = 201"
    )
    assert "code = 409, message = " in found and f"response = {RESULT}.class" in found
    assert (
        openapi.responses("none", "create", statuses=True, not_found=True, error_class="", error_media="")
        == ()
    )
    with pytest.raises(ValueError, match="unknown operation"):
        openapi.responses(
            "springdoc", "upsert", statuses=True, not_found=True, error_class="", error_media=""
        )


def test_no_error_class_is_a_json_object() -> None:
    found = openapi.responses(
        "springdoc", "get", statuses=True, not_found=True, error_class="", error_media=""
    )
    assert 'Schema(type = "object")' in found[1]


@pytest.mark.parametrize(
    ("boot", "annotation"),
    [
        (2, "@org.springdoc.api.annotations.ParameterObject"),  # springdoc 1.x
        (3, "@org.springdoc.core.annotations.ParameterObject"),  # springdoc 2.x
        (4, "@org.springdoc.core.annotations.ParameterObject"),  # springdoc 3.x
    ],
)
def test_parameter_object_per_springdoc_line(boot: int, annotation: str) -> None:
    assert openapi.parameter_object("springdoc", boot) == (annotation,)
    assert openapi.parameter_object("swagger2", boot) == ()
    assert openapi.parameter_object("none", boot) == ()


def test_an_object_with_a_not_null_field_is_no_parameter_object() -> None:
    """springdoc would document that filter's fields as required query parameters: the object is
    documented whole, as an optional parameter (a Nullable springdoc reads, per Boot major)."""
    spring = ("@org.springframework.lang.Nullable",)
    assert openapi.parameter_object("springdoc", 3, ["@jakarta.validation.constraints.NotNull"]) == spring
    assert (
        openapi.parameter_object("springdoc", 3, ['@jakarta.validation.constraints.NotBlank(message = "x")'])
        == spring
    )
    assert openapi.parameter_object("springdoc", 2, ["@javax.validation.constraints.NotNull"]) == spring
    jspecify = ("@org.jspecify.annotations.Nullable",)
    assert openapi.parameter_object("springdoc", 4, ["@jakarta.validation.constraints.NotNull"]) == jspecify
    assert openapi.parameter_object("springdoc", 4, [], whole=True) == jspecify  # an entity with relations
    assert openapi.parameter_object("springdoc", 3, ["@jakarta.validation.constraints.Size(max = 45)"]) == (
        "@org.springdoc.core.annotations.ParameterObject",
    )
    assert openapi.parameter_object("swagger2", 3, ["@jakarta.validation.constraints.NotNull"]) == ()


def test_relations_are_read_only() -> None:
    assert openapi.read_only_doc("springdoc") == (
        "@io.swagger.v3.oas.annotations.media.Schema(accessMode = "
        "io.swagger.v3.oas.annotations.media.Schema.AccessMode.READ_ONLY)",
    )
    assert openapi.read_only_doc("swagger2") == ("@io.swagger.annotations.ApiModelProperty(readOnly = true)",)
    assert openapi.read_only_doc("none") == ()
