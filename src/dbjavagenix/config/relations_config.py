"""``[relations]`` and ``[tables.TABLE.relations.NAME]`` of ``genix.toml``: which relations
between tables genix infers, and those a table declares."""

from __future__ import annotations

from typing import Literal

from dbjavagenix.config.values import (
    Bool,
    ConfigSection,
)

RelationKind = Literal["many-to-one", "one-to-many", "many-to-many"]


class RelationConfig(ConfigSection):
    """``[tables.TABLE.relations.NAME]``: a relation of the table, NAME its Java property name
    (``language``, ``actors``). One with the columns (and, for ``many-to-many``, the link table) of
    an inferred relation replaces it: that renames it, or with ``enabled = false`` drops it."""

    kind: RelationKind = "many-to-one"
    """``many-to-one`` (this table's ``columns`` refer to ``table``: ``film.language``),
    ``one-to-many`` (``table``'s ``columns`` refer to this table: ``language.films``) or
    ``many-to-many`` (through the link table ``through``: ``film.actors``)."""
    table: str
    """The related table (database name)."""
    columns: list[str] = []
    """The referencing column: this table's (``many-to-one``) or ``table``'s (``one-to-many``);
    one column. ``many-to-many``: the link table's two columns, the one referring to this table
    first (``["product_id", "category_id"]``); inferred from the link table's foreign keys or
    column names when left out."""
    through: str | None = None
    """``many-to-many``: the link table: a foreign key (or a column named after the side:
    ``product_id``) to each side, its key those two columns (``film_actor``) or its own
    (``id``); a table that does not link the two is a located error."""
    enabled: Bool = True
    """``false``: no relation (drops the inferred relation with these columns)."""


class RelationsConfig(ConfigSection):
    """``[relations]``: which relations between tables are generated (association and collection
    properties, ``?with=`` and ``/{id}/NAME`` endpoints, batched loads without N+1). Relations
    declared in ``[tables.TABLE.relations.NAME]`` are always generated."""

    foreign_keys: Bool = False
    """Infer relations from foreign keys: many-to-one on the referencing table, many-to-many
    through link tables (``many_to_many``), one-to-many on the referenced one with ``reverse``."""
    naming: Bool = False
    """Also infer many-to-one relations from column names where no foreign key says so: a
    ``*_id`` column names the table whose single-column key has the same name (``dept_id`` →
    ``sys_dept``), or whose name is the column's stem (``language_id`` → ``language``);
    ``parent_id`` refers to its own table (a tree)."""
    reverse: Bool = False
    """Also generate the one-to-many side of every inferred many-to-one relation (``language.films``).
    Off by default: a referenced table would get a list (and an endpoint) per table referring to
    it, each unbounded; declare the ones you want instead (``kind = "one-to-many"``)."""
    many_to_many: Bool = True
    """A table whose primary key is two foreign keys (sakila ``film_actor``), or whose only
    columns are its own key and two foreign keys (``id, product_id, category_id``), links the
    two tables it refers to: many-to-many relations on both."""
