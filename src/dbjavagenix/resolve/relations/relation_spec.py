"""A relation as the project decided it (:func:`~dbjavagenix.resolve.relations.relations.plan_relations`):
names only, no context yet; and the project's plan of them with what it reports."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from dbjavagenix.config.relations_config import RelationKind
from dbjavagenix.errors import Diagnostic


@dataclass(frozen=True, slots=True)
class RelationSpec:
    """One relation of a table as the project decided it (names only; no context yet)."""

    name: str
    """Java property name (``language``, ``actors``)."""
    kind: RelationKind
    owner: str
    """The table that has the property."""
    target: str
    """The related table."""
    local: str
    """The owner's column matched: many-to-one its referencing column, else its key column."""
    remote: str
    """The target's column matched: many-to-one its key column, one-to-many its referencing
    column, many-to-many its key column."""
    through: str | None = None
    """many-to-many: the link table."""
    link_local: str = ""
    """many-to-many: the link table's column referring to the owner."""
    link_remote: str = ""
    """many-to-many: the link table's column referring to the target."""
    source: str = ""
    """Where it comes from (``foreign key fk_film_language``, ``naming rule``, a config key)."""


@dataclass(frozen=True)
class RelationPlan:
    """The relations of every selected table, and what the project reports about them."""

    by_table: Mapping[str, tuple[RelationSpec, ...]]
    warnings: tuple[Diagnostic, ...] = ()
    errors: tuple[Diagnostic, ...] = ()


__all__ = ["RelationPlan", "RelationSpec"]
