"""The OpenAPI annotation flavours (``[project] openapi``): which annotation documents what.

One home for the springdoc / Swagger 2 switch: the resolver puts the chosen annotations into the
context (field descriptions, class descriptions, controller tags) and templates ask
``project.api_doc(kind, text)`` for method summaries. Texts are fully qualified: templates print
them with the ``annotation`` filter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from dbjavagenix.javatext import java_literal, spring_inert

DocKind = Literal["tag", "operation", "model", "property"]

ANNOTATIONS: Mapping[str, Mapping[str, str]] = {
    "springdoc": {
        "tag": "@io.swagger.v3.oas.annotations.tags.Tag(name = {})",
        "operation": "@io.swagger.v3.oas.annotations.Operation(summary = {})",
        "model": "@io.swagger.v3.oas.annotations.media.Schema(description = {})",
        "property": "@io.swagger.v3.oas.annotations.media.Schema(description = {})",
    },
    "swagger2": {
        "tag": "@io.swagger.annotations.Api(tags = {})",
        "operation": "@io.swagger.annotations.ApiOperation({})",
        "model": "@io.swagger.annotations.ApiModel(description = {})",
        "property": "@io.swagger.annotations.ApiModelProperty(value = {})",
    },
    "none": {},
}
"""Per flavour, per kind of documentation (``tag``: a controller, ``operation``: an endpoint,
``model``: a class, ``property``: a field), the annotation with ``{}`` where the text goes."""

RESOLVED: Mapping[str, frozenset[str]] = {
    "springdoc": frozenset({"tag", "operation"}),
    "swagger2": frozenset({"tag", "operation", "model", "property"}),
    "none": frozenset(),
}
"""The kinds whose text Spring resolves at run time (placeholders): springdoc resolves tag and
operation texts (and schema texts only under ``springdoc.api-docs.resolve-schema-properties``,
off by default); Springfox resolves every description. Their texts go through
:func:`~dbjavagenix.javatext.spring_inert`: schema text stays text."""


OPERATION_IDS: Mapping[str, str] = {
    "springdoc": "@io.swagger.v3.oas.annotations.Operation(operationId = {id}, summary = {})",
    "swagger2": "@io.swagger.annotations.ApiOperation(value = {}, nickname = {id})",
}
"""The operation annotation with a stable operation id (``filmGet``), per flavour: clients
generated from the document keep their method names when tables are added."""


def api_doc(flavour: str, kind: str, text: str, operation_id: str = "") -> tuple[str, ...]:
    """The annotation documenting ``text`` as ``kind`` in ``flavour`` (none for ``openapi =
    "none"``); ``text`` is written as a Java string literal; an ``operation`` may carry its
    ``operation_id``."""
    kinds = ANNOTATIONS.get(flavour)
    if kinds is None:
        raise ValueError(f"unknown OpenAPI flavour {flavour!r}")
    pattern = kinds.get(kind)
    if pattern is None:
        if kinds:
            raise ValueError(f"unknown OpenAPI documentation kind {kind!r} (tag, operation, model, property)")
        return ()
    if kind in RESOLVED[flavour]:
        text = spring_inert(text)
    if kind == "operation" and operation_id:
        pattern = OPERATION_IDS[flavour].replace("{id}", java_literal(operation_id))
    return (pattern.replace("{}", java_literal(text)),)


def property_doc(
    flavour: str, text: str, values: tuple[str, ...] = (), *, read_only: bool = False
) -> tuple[str, ...]:
    """The annotation describing a field with ``text`` (none without) and, when ``values`` are
    known (an enumeration documented by the column comment), listing them as its allowed
    values; ``read_only``: a property only the server writes (one annotation: Java refuses two
    ``@Schema`` on a field)."""
    if not text:
        return read_only_doc(flavour) if read_only else ()
    found = api_doc(flavour, "property", text)
    if not found or not (values or read_only):
        return found
    head = found[0][:-1]  # the annotation without its closing parenthesis
    if values and flavour == "springdoc":
        listed = ", ".join(java_literal(v) for v in values)
        head += f", allowableValues = {{{listed}}}"
    elif values:
        head += f", allowableValues = {java_literal(','.join(values))}"
    if read_only:
        head += READ_ONLY_MEMBER[flavour]
    return (head + ")",)


SUMMARIES: Mapping[str, str] = {
    "List": "List {title} (paged, filtered by any field)",
    "Get": "Get one {title}",
    "GetBy": "Get one {title} by {names}",
    "Create": "Create {title}",
    "Update": "Replace {title} (every writable field; a field left out becomes null)",
    "UpdateKept": "Replace {title} (every writable field; a field left out becomes null, but a "
    "write-only or audit field keeps its value)",
    "Patch": "Change {title} (only the fields sent; null clears one)",
    "Delete": "Delete {title}",
    "CreateBatch": "Create several {title}",
    "Save": "Create or update {title} by its key",
    "Query": "Query {title} (filters by operator, sort, page)",
    "Count": "Count {title} (the filters of the query)",
    "Exists": "Whether any {title} matches (the filters of the query)",
    "GetWith": "Get one {title} with relations ({names}){cap}",
    "ListWith": "List {title} with relations ({names}){cap}",
    "Relation": "The {names} of one {title}",
    "RelationPaged": "The {names} of one {title} (paged, in key order)",
}
"""The summary of each endpoint of a table's controllers, by its operation id's verb; ``{title}``
is the table's :attr:`~TableModel.doc_title`, ``{names}`` a unique key's fields or the
relations, ``{cap}`` how many related rows a list relation holds."""


def summary(operation: str, title: str, *, kept: bool = False, names: str = "", cap: str = "") -> str:
    """The summary of endpoint ``operation`` of a table titled ``title`` (``kept``: its PUT keeps
    some fields, :attr:`~TableModel.kept_fields`; ``names``: a unique key's fields, the
    relations; ``cap``: :func:`cap_note`)."""
    if operation == "Update" and kept:
        operation = "UpdateKept"
    return SUMMARIES[operation].replace("{cap}", cap).replace("{names}", names).replace("{title}", title)


def cap_note(title: str, capped: Iterable[str], limit: int, key_path: str) -> str:
    """What a read with relations says of its list relations ``capped``: at most ``limit`` each."""
    names = ", ".join(capped)
    if not names:
        return ""
    return f"; {names}: at most {limit} per {title}, the first by key (GET {key_path}/NAME pages them all)"


Operation = Literal["list", "get", "create", "save", "update", "patch", "delete"]
"""What an endpoint does, for the statuses it answers: ``list`` (a page, a count, a query),
``get`` (one row by a key or unique key, or a row's relation), ``create``, ``update`` (PUT),
``patch``, ``delete``, ``save`` (create or update by the key: an upsert)."""

SUCCESS: Mapping[str, int] = {"create": 201, "delete": 204}
"""The success status of an operation when the controller answers HTTP statuses (else 200)."""

ERRORS: Mapping[str, tuple[int, ...]] = {
    "list": (400,),
    "get": (400, 404),
    "create": (400, 409, 422),
    "save": (400, 409, 422),
    "update": (400, 404, 409, 422),
    "patch": (400, 404, 409, 422),
    "delete": (400, 404, 409),
}
"""The error statuses each operation can answer (the project's error handler answers them: a
refused request 400, a missing row 404, a taken unique key or a referenced row 409, a value the
database refuses 422)."""

DESCRIPTIONS: Mapping[int, str] = {
    200: "OK",
    201: "Created: the row as stored",
    204: "Deleted",
    400: "Invalid request (a value that does not fit, a broken constraint)",
    404: "Not found",
    409: "Conflict (a unique key is taken, the row is still referenced)",
    422: "Refused by the database (a missing referenced row or value)",
}
"""The description of each documented status."""

PARAMETER_OBJECT: Mapping[int, str] = {
    2: "@org.springdoc.api.annotations.ParameterObject",
    3: "@org.springdoc.core.annotations.ParameterObject",
    4: "@org.springdoc.core.annotations.ParameterObject",
}
"""springdoc's annotation documenting a ``@ModelAttribute`` object as its fields, one query
parameter each, per Spring Boot major (springdoc 1.x on Boot 2, 2.x on Boot 3, 3.x on Boot 4)."""

READ_ONLY: Mapping[str, str] = {
    "springdoc": "@io.swagger.v3.oas.annotations.media.Schema(accessMode = "
    "io.swagger.v3.oas.annotations.media.Schema.AccessMode.READ_ONLY)",
    "swagger2": "@io.swagger.annotations.ApiModelProperty(readOnly = true)",
}
"""The annotation marking a property the server fills (a relation) as read-only: request schemas
leave it out."""


OPTIONAL_OBJECT: Mapping[int, str] = {
    2: "@org.springframework.lang.Nullable",
    3: "@org.springframework.lang.Nullable",
    4: "@org.jspecify.annotations.Nullable",
}
"""The mark of a ``@ModelAttribute`` object springdoc documents whole (one query parameter of the
object's schema) as optional, as Spring binds it (else a generated client must send a filter):
springdoc reads ``MethodParameter.isOptional()``, which ``@Parameter(required = false)`` does
not change and a ``Nullable`` does (Spring's, per Boot major: JSpecify's from Spring 7)."""

NOT_NULL = ("NotNull", "NotBlank", "NotEmpty")
"""Bean-validation constraints springdoc reads as "required" on a field of a parameter object."""


def parameter_object(
    flavour: str, spring_boot: int, field_annotations: Iterable[str] = (), *, whole: bool = False
) -> tuple[str, ...]:
    """The annotation of a ``@ModelAttribute`` parameter (list filters, list query criteria)
    making its fields query parameters of the document (springdoc; Swagger 2 has none). An object
    some of whose fields (``field_annotations``: theirs) are constrained not null (springdoc would
    make those filters required query parameters: an entity used as the plain list's filter, its
    constraints the request body's), or one marked ``whole`` (its fields are not all filters), is
    documented whole instead, as an optional parameter (:data:`OPTIONAL_OBJECT`)."""
    if flavour != "springdoc":
        return ()
    names = (a.split("(", 1)[0] for a in field_annotations)
    if whole or any(n.startswith("@") and n.rsplit(".", 1)[-1] in NOT_NULL for n in names):
        return (OPTIONAL_OBJECT[spring_boot],)
    return (PARAMETER_OBJECT[spring_boot],)


READ_ONLY_MEMBER: Mapping[str, str] = {
    "springdoc": ", accessMode = io.swagger.v3.oas.annotations.media.Schema.AccessMode.READ_ONLY",
    "swagger2": ", readOnly = true",
}
""":data:`READ_ONLY` as a member of a property's description annotation."""


def read_only_doc(flavour: str) -> tuple[str, ...]:
    """The annotation of a read-only property (none with ``openapi = "none"``)."""
    found = READ_ONLY.get(flavour)
    return (found,) if found else ()


def responses(
    flavour: str,
    operation: str,
    *,
    statuses: bool,
    not_found: bool,
    error_class: str,
    error_media: str,
) -> tuple[str, ...]:
    """The annotations documenting every status ``operation`` answers: its success (201 for a
    create and 204 for a delete when ``statuses``, the controller answering HTTP statuses; else
    200) with the endpoint's return type as schema, then its errors with the project's one error
    body ``error_class`` (fully qualified; empty: a JSON object) of media type ``error_media`` (empty: the endpoint's own, as its success);
    404 only when a missing row is an HTTP 404 (``not_found``: a team's wrapper without
    ``ResponseEntity`` answers its error with 200)."""
    if operation not in ERRORS:
        raise ValueError(f"unknown operation {operation!r} ({', '.join(ERRORS)})")
    if flavour == "none":
        return ()
    success = SUCCESS.get(operation, 200) if statuses else 200
    errors = tuple(s for s in ERRORS[operation] if s != 404 or not_found)
    if flavour == "springdoc":
        return (_springdoc(success, None), *(_springdoc(s, (error_class, error_media)) for s in errors))
    if flavour == "swagger2":
        listed = ", ".join([_swagger2(success, ""), *(_swagger2(s, error_class) for s in errors)])
        return (f"@io.swagger.annotations.ApiResponses({{{listed}}})",)
    raise ValueError(f"unknown OpenAPI flavour {flavour!r}")


_SPRINGDOC = "io.swagger.v3.oas.annotations"


def _springdoc(status: int, error: tuple[str, str] | None) -> str:
    head = f'@{_SPRINGDOC}.responses.ApiResponse(responseCode = "{status}", description = {java_literal(DESCRIPTIONS[status])}'
    if status == 204:
        return head + f", content = @{_SPRINGDOC}.media.Content)"
    if error is None:  # springdoc gives the response the endpoint's return type
        return head + ")"
    cls, media = error
    schema = f"implementation = {cls}.class" if cls else 'type = "object"'
    media_type = f"mediaType = {java_literal(media)}, " if media else ""
    return (
        head
        + f", content = @{_SPRINGDOC}.media.Content({media_type}schema = @{_SPRINGDOC}.media.Schema({schema})))"
    )


def _swagger2(status: int, error_class: str) -> str:
    response = f", response = {error_class}.class" if error_class else ""
    return f"@io.swagger.annotations.ApiResponse(code = {status}, message = {java_literal(DESCRIPTIONS[status])}{response})"
