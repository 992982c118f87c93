"""Field descriptions of the tool models, taken from their attribute docstrings (the string
under each field) when a JSON schema is first asked for, not when the models are defined:
pydantic's ``use_attribute_docstrings`` reads the source of every class as it is created, which
cost the commands that only list the tools (``genix agent --dry-run``) a tenth of their start-up
budget. The schemas are the same either way (the committed tool list snapshot says so)."""

from __future__ import annotations

import ast
import inspect
import sys
import typing
from functools import cache
from typing import Any

from pydantic import BaseModel

ModelType = type[BaseModel]


@cache
def _module_docs(module: str) -> dict[str, dict[str, str]]:
    """Attribute docstrings of every class of ``module``: class name → field → text."""
    try:
        tree = ast.parse(inspect.getsource(sys.modules[module]))
    except (KeyError, OSError, TypeError, SyntaxError):
        return {}
    out: dict[str, dict[str, str]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        attrs: dict[str, str] = {}
        target: str | None = None
        previous: ast.stmt | None = None
        for stmt in node.body:
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                target = stmt.target.id
            elif (
                isinstance(stmt, ast.Expr)
                and isinstance(stmt.value, ast.Constant)
                and isinstance(stmt.value.value, str)
                and isinstance(previous, ast.AnnAssign)
                and target
            ):
                attrs[target] = inspect.cleandoc(stmt.value.value)
                target = None
            previous = stmt
        out.setdefault(node.name, attrs)
    return out


def _nested(annotation: object) -> list[ModelType]:
    """The models an annotation refers to (``list[FileEntry]``, ``dict[str, X] | None`` ...)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in typing.get_args(annotation) for m in _nested(arg)]


_done: set[ModelType] = set()


def documented(model: ModelType) -> ModelType:
    """``model`` (and every model its fields hold) with field descriptions from the docstrings,
    rebuilt once so that its schema carries them."""
    order: list[ModelType] = []

    def visit(m: ModelType) -> None:
        if m in _done or m in order:
            return
        order.append(m)  # before the fields: a model may refer to itself
        for field in m.model_fields.values():
            for nested in _nested(field.annotation):
                visit(nested)

    visit(model)
    for m in order:
        for klass in m.__mro__:
            if not (isinstance(klass, type) and issubclass(klass, BaseModel)) or klass is BaseModel:
                continue
            docs = _module_docs(klass.__module__).get(klass.__name__, {})
            for name, text in docs.items():
                field = m.model_fields.get(name)
                if field is not None and field.description is None:
                    field.description = text
    for m in reversed(order):  # the fields' models first
        m.model_rebuild(force=True)
        _done.add(m)
    return model


def lean_schema(schema: Any, *, keep_nullable: bool = False) -> Any:
    """``schema`` without what costs a model tokens and tells it nothing: ``title`` keys (the
    property names say the same), boolean ``additionalProperties`` (an unknown argument is
    answered with a located error anyway; an object stays open), and, for arguments (``keep_nullable=False``), the
    ``null`` alternative and ``default: null`` of optional fields (leaving one out means the
    same; so does leaving out a flag that is false or a list that is empty). Descriptions,
    enums, defaults that carry a value and ``$defs`` stay."""
    if isinstance(schema, list):
        return [lean_schema(s, keep_nullable=keep_nullable) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "title" and isinstance(value, str):
            continue
        if key == "additionalProperties" and isinstance(value, bool):
            continue
        if key == "default" and (value is None or value is False or value == []) and not keep_nullable:
            continue  # leaving the argument out means that
        if key in ("properties", "$defs") and isinstance(value, dict):
            out[key] = {k: lean_schema(v, keep_nullable=keep_nullable) for k, v in value.items()}
            continue
        out[key] = lean_schema(value, keep_nullable=keep_nullable)
    alternatives = out.get("anyOf")
    if not keep_nullable and isinstance(alternatives, list):
        kept = [a for a in alternatives if a != {"type": "null"}]
        if len(kept) == 1 and len(kept) < len(alternatives):
            del out["anyOf"]
            out = {**kept[0], **out}
        elif len(kept) < len(alternatives):
            out["anyOf"] = kept
    alternatives = out.get("anyOf")
    if isinstance(alternatives, list) and all(list(a) == ["type"] for a in alternatives):
        del out["anyOf"]  # {"anyOf": [{"type": "object"}, {"type": "string"}]} says {"type": [...]}
        out = {"type": [a["type"] for a in alternatives], **out}
    return out


__all__ = ["documented", "lean_schema"]
