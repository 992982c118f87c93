"""Field descriptions of pydantic models (the config's sections, the tool models), taken from
their attribute docstrings (the string under each field) when a schema, the config reference or
the example config first asks for them, not when the models are defined: pydantic's
``use_attribute_docstrings`` reads the source of every class as it is created, which cost every
command that loads a config (``genix agent --dry-run``, ``genix plan``) a tenth of its start-up
budget. The schemas are the same either way (the committed schemas and tool list say so)."""

from __future__ import annotations

import ast
import inspect
import sys
import typing
from functools import cache

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
        annotations = [field.annotation for field in m.model_fields.values()]
        if "__pydantic_extra__" in getattr(m, "__annotations__", {}):  # typed extra keys ([tables.T])
            annotations.append(typing.get_type_hints(m).get("__pydantic_extra__"))
        for annotation in annotations:
            for nested in _nested(annotation):
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
