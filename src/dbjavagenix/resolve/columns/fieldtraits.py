"""The traits a column's rules and section set (:class:`FieldTraits`: role, sensitive, required,
extra constraints) and the validation of requests they decide (:class:`FieldValidation`)."""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.config.model import ColumnConfig
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.columns.fieldsql import FieldSql
from dbjavagenix.resolve.columns.rules import ColumnTraits
from dbjavagenix.resolve.context.model import ProjectModel, TraitSource
from dbjavagenix.resolve.table.adoption import trait_key
from dbjavagenix.resolve.table.conventions import CONSTRAINTS


@dataclass(frozen=True, slots=True)
class FieldTraits:
    """A column's traits as its field reads them (nothing set: the defaults)."""

    role: str | None = None
    sensitive: bool = False
    required: bool | None = None
    """The ``required`` trait; None: unset (the column's SQL decides)."""
    validation: tuple[str, ...] = ()
    """The ``constraints`` trait, fully qualified."""
    traits: tuple[TraitSource, ...] = ()
    """Which rule or section set each trait (:attr:`FieldModel.traits`)."""


_NONE = FieldTraits()


def field_traits(
    cc: ColumnConfig | None, traits: ColumnTraits | None, project: ProjectModel, ckey: KeyPath
) -> FieldTraits | list[Diagnostic]:
    """The traits of a column, or the problems of its constraints (shared by the columns of the
    same traits: computed once per set of rules)."""
    if cc is None:
        return _NONE
    if traits is not None:
        shared = traits.cache.get(project.ee)
        if isinstance(shared, FieldTraits):  # the same traits of another column
            return shared
    diags = []
    validation = []
    for i, text in enumerate(cc.constraints):
        head, paren, rest = text[1:].partition("(")
        if "." in head:
            validation.append(text)
        elif head in CONSTRAINTS:
            validation.append(f"@{project.ee}.validation.constraints.{head}{paren}{rest}")
        else:
            k = trait_key(traits, "constraints", (*ckey, "constraints"))
            diags.append(
                Diagnostic(
                    f"@{head} is not a {project.ee}.validation.constraints annotation",
                    Location(key=(*k, i)),
                    f"write it fully qualified (@org.hibernate.validator.constraints.{head}), or use one of: "
                    + ", ".join(sorted(CONSTRAINTS)),
                )
            )
    if diags:
        return diags
    found = FieldTraits(
        cc.role, cc.sensitive, cc.required, tuple(validation), traits.sources if traits is not None else ()
    )
    if traits is not None:
        traits.cache[project.ee] = found
    return found


@dataclass(frozen=True, slots=True)
class FieldValidation:
    """What bean validation checks of a request's field."""

    required: bool
    """:attr:`FieldModel.required` (``@NotNull``)."""
    validation: tuple[str, ...]
    """:attr:`FieldModel.validation`."""


def field_validation(sql: FieldSql, traits: FieldTraits, *, is_pk: bool) -> FieldValidation:
    """A create must carry a value: written by insert, no role, and either NOT NULL without a
    default or a key part the database neither fills nor reports back; the ``required`` trait
    decides instead when set (of a written field)."""
    if traits.required is not None:
        required = traits.required and (sql.insertable or sql.updatable)
    else:
        required = (
            sql.insertable
            and traits.role is None
            and not sql.read_back
            and ((not sql.nullable and not sql.has_default) or is_pk)
        )
    return FieldValidation(required, traits.validation)
