"""The value types of ``genix.toml`` (strict booleans, path texts, Java ints, the literal
choices) and the base of every section model (:class:`ConfigSection`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
)
from pydantic_core import PydanticCustomError

from dbjavagenix import dialects

Policy = Literal["merge", "overwrite", "create-once", "skip"]
ConflictStyle = Literal["beside", "markers"]
EnumStyle = Literal["string", "java"]
CommentEnumStyle = Literal["doc", "java", "constants"]
Existing = Literal["refuse", "skip", "reuse"]
OpenApi = Literal["springdoc", "swagger2", "none"]
DdlDialect = Literal["mysql", "mariadb", "postgresql", "sqlite"]
Role = Literal["logic-delete", "version", "fill-on-insert", "fill-on-update", "fill-on-insert-update"]
QueryOp = Literal["eq", "ne", "like", "starts", "in", "between", "gt", "ge", "lt", "le", "null"]
"""Operators of a list query's column (see :mod:`dbjavagenix.resolve.table.queries`)."""
Oversize = Literal["reject", "clamp"]


def _strict_bool(value: object) -> object:
    """TOML has real booleans: accept them, and "true"/"false" (environment variables arrive
    as strings); reject what pydantic's lax mode would guess at ("yes", 1, "on")."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ValueError("expected true or false")


Bool = Annotated[bool, BeforeValidator(_strict_bool)]


def _bool_or_class(value: object) -> object:
    """A boolean (as :func:`_strict_bool` reads one), else the text as written (a class name)."""
    if isinstance(value, str) and value.strip().lower() not in ("true", "false"):
        return value
    return _strict_bool(value)


BoolOrClass = Annotated[bool | str, BeforeValidator(_bool_or_class)]
"""``false``/``true``, or a fully qualified class name."""


def path_text_problem(text: str, written: bool = True) -> str | None:
    """Why ``text`` cannot be a path genix writes to (``project.output``, a layer's ``path`` or
    ``module``), or None: a NUL byte, a line break or another control character, or a path
    segment starting or ending with a space (a file name Java tools and shells trip over).
    ``written=False``: a path genix reads (templates, snapshot, DDL files), where only control
    characters are refused (no such file can exist; a NUL byte is an error of the OS call)."""
    for ch in text:
        if ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0:
            name = {"\0": "a NUL byte", "\n": "a line break", "\r": "a carriage return", "\t": "a tab"}
            return f"contains {name.get(ch, 'the control character')} (U+{ord(ch):04X})"
    if not written:
        return None
    for segment in text.replace("\\", "/").split("/"):
        if segment != segment.strip():
            return f"has the segment {segment!r}, which starts or ends with a space"
    return None


PATH_TEXT_HINT = "no control characters, and no space at the start or end of a folder or file name"


def _path_text(value: str | None) -> str | None:
    if value is not None:
        problem = path_text_problem(value)
        if problem is not None:
            raise PydanticCustomError(
                "path",
                "{message}",
                {"message": f"path {value!r} {problem}", "hint": PATH_TEXT_HINT, "quiet": True},
            )
    return value


PathText = Annotated[str, AfterValidator(_path_text)]
"""A path genix writes to (checked by :func:`path_text_problem`)."""


def _read_path(value: str) -> str:
    problem = path_text_problem(value, written=False)
    if problem is not None:
        raise PydanticCustomError(
            "path",
            "{message}",
            {
                "message": f"path {value!r} {problem}",
                "hint": "no control characters in a file name",
                "quiet": True,
            },
        )
    return value


ReadPath = Annotated[str, AfterValidator(_read_path)]
"""A path genix reads (checked by :func:`path_text_problem` with ``written=False``)."""


JAVA_INT_MAX = 2**31 - 1
"""The largest Java ``int``: a config number genix writes into Java as an int literal (page
sizes, the success code) must fit, or the generated code does not compile."""


def _java_int(low: int) -> AfterValidator:
    def check(value: int) -> int:
        if not low <= value <= JAVA_INT_MAX:
            what = "positive " if low == 1 else ""
            raise PydanticCustomError(
                "java_int",
                "{message}",
                {
                    "message": f"{value} is not a {what}Java int (from {low} to {JAVA_INT_MAX})",
                    "hint": "the value is written into the generated Java as an int",
                    "quiet": True,
                },
            )
        return value

    return AfterValidator(check)


JavaInt = Annotated[
    int,
    Field(json_schema_extra={"minimum": -JAVA_INT_MAX - 1, "maximum": JAVA_INT_MAX}),
    _java_int(-JAVA_INT_MAX - 1),
]
"""A number written into Java as an int literal."""
PositiveJavaInt = Annotated[
    int, Field(json_schema_extra={"minimum": 1, "maximum": JAVA_INT_MAX}), _java_int(1)
]
"""A number written into Java as an int literal that must be at least 1 (a page size)."""


MAX_TIMEOUT = 86400
"""Longest ``connect_timeout`` / ``query_timeout`` in seconds (a day): the drivers' own limits
(C timeouts, PostgreSQL's ``statement_timeout`` in milliseconds) stay far away."""
TYPE_DIALECTS = dialects.names()
"""Dialects a ``[types.<dialect>]`` sub-table may name."""


# the base of every section: frozen, unknown keys refused, documented field by field (no
# docstring: a section's description in the JSON schema is its own)
class ConfigSection(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
