"""The exception handler's column → property entries (``FileContext.properties``), a context
type of their own: :mod:`dbjavagenix.resolve.api.properties` makes them without the rest of the
context model."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ColumnPropertyModel:
    """The JSON property of a column of a table genix writes through its controllers, where the
    exception handler's own rule (``ApiExceptionHandler.property``: words split at ``_``, a word
    in capitals lower-cased, camelCase) would name it otherwise: a ``java_name``, an acronym
    (``userID`` is ``userId``), a Java keyword, a digit first, a name not in ASCII."""

    column: str
    """The column's name, as the database names it in its refusal (``Column 'X' cannot be null``)."""
    property: str
    """Its field and JSON property (``userId``)."""
    controller: str = ""
    """The fully qualified controller whose table has the column, when the tables with a column
    of this name name its property differently; empty when they agree."""
