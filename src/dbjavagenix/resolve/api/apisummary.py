"""The OpenAPI summary of a table's endpoint from its context: one home for the controllers'
``@Operation`` texts and ``openapi.json`` (:data:`~dbjavagenix.resolve.context.openapi.SUMMARIES`)."""

from __future__ import annotations

from dbjavagenix.resolve.context import openapi
from dbjavagenix.resolve.context.model import RelationModel, TableModel, UniqueKeyModel


def openapi_summary(
    table: TableModel, operation: str, item: UniqueKeyModel | RelationModel | None = None, limit: int = 0
) -> str:
    """The summary of ``table``'s endpoint ``operation`` (``item``: the unique key of a lookup,
    the relation of a relation's read; ``limit``: ``[api] related_limit``, for reads with relations)."""
    title = table.doc_title
    if isinstance(item, RelationModel):
        return openapi.summary("RelationPaged" if item.paged else "Relation", title, names=item.name)
    if operation in ("GetWith", "ListWith"):
        capped = [r.name for r in table.relations if r.many]
        cap = openapi.cap_note(title, capped, limit, table.key.path)
        return openapi.summary(operation, title, names=", ".join(r.name for r in table.relations), cap=cap)
    names = " and ".join(f.name for f in item.fields) if item is not None else ""
    return openapi.summary(operation, title, kept=bool(table.kept_fields), names=names)
