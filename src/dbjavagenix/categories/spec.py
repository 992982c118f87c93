"""What a template category is: its template folders, its layers, and the Python hooks that
decide what its templates print (annotations, imports).

A category is data plus small functions; the resolver applies it and the templates lay it out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from dbjavagenix.resolve.model import ClassRef, FieldModel, ProjectModel, TableModel

Policy = Literal["overwrite", "create-once", "skip"]
Persistence = Literal["mybatis", "mybatis-plus"]


@dataclass(frozen=True)
class Annotation:
    """An annotation as printed, with the imports it needs."""

    text: str
    imports: tuple[str, ...] = ()


@dataclass(frozen=True)
class LayerInput:
    """What an imports hook sees."""

    project: ProjectModel
    table: TableModel | None
    cls: ClassRef | None


ImportsHook = Callable[[LayerInput], Iterable[str]]
FieldHook = Callable[[FieldModel, TableModel, ProjectModel], Iterable[Annotation]]
ClassHook = Callable[[TableModel, ProjectModel], Iterable[Annotation]]


def _no_annotations(*_: object) -> tuple[Annotation, ...]:
    return ()


@dataclass(frozen=True)
class LayerSpec:
    """One kind of generated file."""

    layer: str
    """Config name of the layer (``[layers.<layer>]``)."""
    template: str
    """Template file name."""
    path: str
    """Default output path pattern."""
    policy: Policy
    """Default write policy."""
    package: str | None = None
    """Sub-package of the base package (None: not a Java class)."""
    class_name: str = "{class}"
    """Class (or file stem) name pattern; ``{class}`` is the table's class stem."""
    per_table: bool = True
    """One file per table (else one per project)."""
    common_key: str | None = None
    """For per-project classes: their key in ``project.common``."""
    imports: ImportsHook | None = None
    """Imports of the file."""
    key: str = ""
    """Unique id within the category (defaults to the layer name)."""

    @property
    def id(self) -> str:
        return self.key or self.layer


@dataclass(frozen=True)
class CategorySpec:
    """A built-in template category."""

    name: str
    """Category name as written in ``project.category``."""
    template_dirs: tuple[str, ...]
    """Folders under ``templates/`` searched in order (the category's own first, then what it extends)."""
    layers: tuple[LayerSpec, ...]
    """Files it generates."""
    description: str = ""
    """One line for ``genix --help`` and the README."""
    boot_versions: frozenset[int] = frozenset({2, 3})
    """Spring Boot majors it can target."""
    min_java: int = 8
    """Lowest Java release it can target."""
    persistence: Persistence = "mybatis"
    """The persistence library its code uses (decides the Maven dependencies)."""
    field_annotations: FieldHook = _no_annotations
    """Annotations of entity fields."""
    class_annotations: ClassHook = _no_annotations
    """Annotations of entity classes."""
    extra: Mapping[str, object] = field(default_factory=dict)
    """Category-specific facts (documented with the category)."""

    def layer_names(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for spec in self.layers:
            seen.setdefault(spec.layer)
        return tuple(seen)
