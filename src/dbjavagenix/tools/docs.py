"""The JSON schemas of the tool models as a model reads them: descriptions from the attribute
docstrings (:func:`dbjavagenix.modeldocs.documented`), without what costs tokens and tells
nothing (:func:`lean_schema`)."""

from __future__ import annotations

from typing import Any

from dbjavagenix.modeldocs import documented


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
