"""The context types of a table's list query (``table.query``): its parameters, each with the
parts of its SQL condition that :mod:`dbjavagenix.resolve.table.queries` decides and
``m.query_condition`` lays out, its sort allow-list and its statements' texts. Part of the
template API like :mod:`dbjavagenix.resolve.context.model`, which exports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

QueryKind = Literal["value", "text", "list", "flag"]
"""How a list-query parameter binds: one value, a text pattern, a list, a flag."""


@dataclass(frozen=True, slots=True)
class QueryParamModel:
    """One request parameter of a table's list query: a column and an operator
    (:mod:`dbjavagenix.resolve.table.queries` decides names, types and SQL)."""

    column: str
    """The column it filters (its field: the one of ``table.fields`` with this ``column``)."""
    op: str
    """``eq``, ``ne``, ``like``, ``starts``, ``in``, ``from``, ``to``, ``gt``, ``ge``, ``lt``,
    ``le`` or ``null`` (``between`` is the pair ``from`` + ``to``)."""
    name: str
    """Request parameter and Java field name (``title``, ``ratingIn``, ``releaseYearFrom``)."""
    kind: QueryKind
    """Its Java type: the field's (``value``), ``String`` (``text``: like, starts), ``List`` of
    the field's (``list``: in), ``Boolean`` (``flag``: null)."""
    getter: str
    """Getter of the query class (JavaBeans' rule)."""
    setter: str
    """Setter of the query class."""
    pattern: str
    """The ``common.QuerySupport`` method turning the text into a LIKE pattern with its
    wildcards escaped (``contains``, ``startsWith``); empty for the other operators."""
    test: str
    """MyBatis ``<if test>``: when the condition applies."""
    ref: str
    """The parameter as the statement names it (``p.ratingIn``): the collection ``in`` iterates,
    the ``<when test>`` of ``null``."""
    left: str
    """The column as the condition reads it (MyBatis script text, quoted where needed); for a
    comparison or ``in`` of a date the column holds as text, wrapped in the dialect's function
    that reads it as a date (``date(...)``)."""
    compare: str
    """The comparison of ``eq``, ``ne``, ``from``, ``to``, ``gt``, ``ge``, ``lt`` or ``le`` as
    MyBatis script text (``=``, ``&lt;&gt;``, ``&gt;=``); empty for the other operators."""
    bound: str
    """The value as MyBatis binds it (``#{p.title,jdbcType=VARCHAR}``, with its type handler and
    cast; for ``in``, each item: ``#{v,...}``), wrapped like :attr:`left`; empty for ``null``."""
    description: str
    """What it does, for Javadoc and OpenAPI."""
    java_type: str
    """Its Java type as written in the query class (``String``, ``Boolean``, ``List<LocalDate>``,
    the field's); ``{{ p | type }}`` prints it and records ``type_imports``."""
    type_imports: tuple[str, ...]
    """What ``java_type`` needs imported."""
    annotations: tuple[str, ...]
    """Annotations the value needs as a request parameter (the field's ``param_annotations`` for
    ``value`` and ``list``: ``@DateTimeFormat`` for dates), fully qualified."""

    @property
    def most_bytes(self) -> int:
        """At most how many UTF-8 bytes its ``<if test>`` and the condition
        ``m.query_condition(p)`` (``macros.jinja``: the SQL of each operator has that one home)
        print: the parts the resolver decides, plus :data:`CONDITION_FRAME` for the macro's own
        text. The constants of the list query mapper are split by it."""
        parts = (self.test, self.ref, self.left, self.left, self.compare, self.bound)
        return CONDITION_FRAME + sum(len(t.encode("utf-8")) for t in parts)


CONDITION_FRAME = 160
"""An upper bound of the bytes ``<if test="..."></if>`` and the query condition macro write
around the parts of a condition, for any operator (``null`` writes 107; a test holds it to every
operator with a margin for a shadowed macro)."""


@dataclass(frozen=True, slots=True)
class SortKeyModel:
    """A property ``sort=`` may name."""

    name: str
    """The property (``releaseYear``; ``-releaseYear`` sorts descending)."""
    sql: str
    """Its column as MyBatis script text (quoted where needed)."""


@dataclass(frozen=True, slots=True)
class QueryModel:
    """The list query of a table (``GET {path}/query``, ``/count``, ``/exists``): its parameters,
    its sort allow-list, its SQL and its page limits."""

    params: tuple[QueryParamModel, ...]
    """Filter parameters, in column order."""
    sorts: tuple[SortKeyModel, ...]
    """The sort allow-list; entry ``i`` is sort code ``2*i`` ascending, ``2*i+1`` descending."""
    live: str
    """The condition keeping live rows (logic delete; MyBatis script text), empty for none; the
    ``<where>`` element holds it, then ``<if test="p.test">`` and ``m.query_condition(p)`` per parameter."""
    order_by: str
    """The ``ORDER BY`` clause (MyBatis script text): the client's sort codes, then the key."""
    order_by_parts: tuple[str, ...]
    """:attr:`order_by` cut into texts a Java constant holds (64 KB; one but on wide tables)."""
    where_breaks: tuple[int, ...]
    """Indexes of the parameters whose condition starts another constant (``WHERE_2`` ...)."""
    path: str
    """Path of the page endpoint under the table's (``table.routes.query``: ``/query``;
    ``/-/query`` where ``GET /{code}`` of a text key would hide it)."""
    count_path: str
    """Path of the count endpoint (``table.routes.count``)."""
    exists_path: str
    """Path of the exists endpoint (``table.routes.exists``)."""
    default_page_size: int
    max_page_size: int
    clamp: bool
    """A size over the maximum is clamped (else 400)."""
    isolation: str = ""
    """The ``Isolation`` the list query's read-only transactions ask for where the default would let a
    page's count and rows see two snapshots (``REPEATABLE_READ`` on PostgreSQL); empty: the default."""
    select_parts: tuple[str, ...] = ()
    """``SELECT`` and the columns of the page statement, cut like :attr:`order_by_parts`."""
