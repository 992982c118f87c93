"""The team's base entities (``[layers.entity] extends``, ``[tables.TABLE] extends``): the fields it declares, read from the
project's sources with its superclasses there (or named by ``base_columns``), and whether it
defines ``equals``/``toString``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dbjavagenix.config.model import Config
from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.javaproject.teammodel import column_of, mapped_fields
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import ClassRef
from dbjavagenix.resolve.table.teamclasses import fqn_problem as _fqn_problem
from dbjavagenix.resolve.table.teamclasses import not_found as _not_found
from dbjavagenix.resolve.table.teamclasses import ref_of

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

_EQUALS_LOMBOK = frozenset({"Data", "EqualsAndHashCode", "Value"})
_TO_STRING_LOMBOK = frozenset({"Data", "ToString", "Value"})


@dataclass(frozen=True)
class BaseField:
    """A field the base entity declares."""

    field: str
    column: str
    java_type: str | None
    """The type as the entity's code writes it (simple name), None when not known."""
    imports: tuple[str, ...] = ()


@dataclass(frozen=True)
class EntityBase:
    """The base entity of ``[layers.entity] extends``."""

    ref: ClassRef
    fields: Mapping[str, BaseField]
    """By field name."""
    required: tuple[str, ...]
    """Columns every table extending it must have."""
    call_super: bool
    to_string: bool
    source: str | None
    """Where its source was found (relative to the project root), None when not read."""


def entity_base(config: Config, sources: SourceIndex | None, diags: list[Diagnostic]) -> EntityBase | None:
    lc = config.layers.get("entity")
    if lc is None or not lc.extends:
        per_table = any(isinstance(tc.extends, str) for tc in config.tables.overrides.values())
        if lc is not None and (lc.base_columns is not None or (lc.base_optional and not per_table)):
            diags.append(
                Diagnostic(
                    "`base_columns` and `base_optional` describe the base class of `extends`",
                    Location(
                        key=(
                            "layers",
                            "entity",
                            "base_columns" if lc.base_columns is not None else "base_optional",
                        )
                    ),
                    'set extends = "com.acme.BaseEntity" or remove them',
                )
            )
        return None
    return read_base(
        lc.extends, ("layers", "entity", "extends"), sources, lc.base_columns, lc.base_optional, diags
    )


def table_bases(
    config: Config, sources: SourceIndex | None, diags: list[Diagnostic]
) -> dict[str, EntityBase]:
    """The base entities ``[tables.TABLE] extends`` names (other than the layer's), by fully
    qualified name; ``[layers.entity] base_optional`` applies to the columns they declare."""
    lc = config.layers.get("entity")
    layer_base = lc.extends if lc is not None else None
    optional = list(lc.base_optional) if lc is not None else []
    out: dict[str, EntityBase] = {}
    for table, tc in sorted(config.tables.overrides.items()):
        fqn = tc.extends
        if not isinstance(fqn, str) or fqn == layer_base or fqn in out:
            continue
        found = read_base(fqn, ("tables", table, "extends"), sources, None, optional, diags, strict=False)
        if found is not None:
            out[fqn] = found
    return out


def read_base(
    fqn: str,
    key: KeyPath,
    sources: SourceIndex | None,
    base_columns: list[str] | None,
    base_optional: list[str],
    diags: list[Diagnostic],
    *,
    strict: bool = True,
) -> EntityBase | None:
    """The base entity ``fqn`` (``key`` its config key): its fields read from the sources, or
    named by ``base_columns``. ``strict``: a ``base_optional`` column it does not declare is an
    error (else it is left out: the list was written for another base)."""
    problem = _fqn_problem(fqn, key)
    if problem is not None:
        diags.append(problem)
        return None
    body = sources.body(fqn) if sources is not None else None
    fields: dict[str, BaseField] = {}
    call_super = to_string = False
    source = None
    if body is not None and sources is not None:
        source, cls = body
        for f, _inherited in mapped_fields(sources, cls):
            simple, imports = _type_text(f.type, f.qualified)
            fields[f.name] = BaseField(f.name, column_of(f.name), simple, imports)
        call_super = _defines(sources, cls, "equals/1", _EQUALS_LOMBOK)
        to_string = _defines(sources, cls, "toString/0", _TO_STRING_LOMBOK)
    if base_columns is not None:
        declared = {}
        for col in base_columns:
            name = naming.field_name(col)
            found = fields.get(name)
            declared[name] = found if found is not None else BaseField(name, col, None)
            if found is not None:
                declared[name] = BaseField(found.field, col, found.java_type, found.imports)
        fields = declared
    elif body is None:
        diags.append(
            _not_found(
                fqn,
                key,
                sources,
                "base entity",
                "add the module holding it under project.output, or list its columns: "
                'base_columns = ["create_by", "create_time", ...]'
                if key[0] == "layers"
                else "add the module holding it under project.output (genix reads the columns it maps there)",
            )
        )
        return None
    optional = {c.lower() for c in base_optional}
    known = {f.column.lower() for f in fields.values()}
    for i, col in enumerate(base_optional):
        if strict and col.lower() not in known:
            diags.append(
                Diagnostic(
                    f"base_optional names {col!r}, which the base class does not declare",
                    Location(key=("layers", "entity", "base_optional", i)),
                    "its columns: " + ", ".join(sorted(known)),
                )
            )
    required = tuple(f.column for f in fields.values() if f.column.lower() not in optional)
    return EntityBase(ref_of(fqn), fields, required, call_super, to_string, source)


def _type_text(written: str, qualified: str) -> tuple[str, tuple[str, ...]]:
    if "<" in written or "[" in written:
        return written, ()
    if "." in qualified and not qualified.startswith("java.lang.") and qualified[:1].islower():
        return qualified.rsplit(".", 1)[-1], (qualified,)
    return written, ()


def _defines(sources: SourceIndex, cls: Any, method: str, lombok: frozenset[str]) -> bool:
    seen = set()
    while cls is not None and cls.name not in seen:
        seen.add(cls.name)
        if method in cls.methods or lombok & set(cls.annotations):
            return True
        parent = next((s for s in cls.supertypes if sources.find(s) is not None), None)
        found = sources.body(parent) if parent is not None else None
        cls = found[1] if found is not None else None
    return False
