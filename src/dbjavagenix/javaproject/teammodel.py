"""The team's model of one table, read from its sources: the entity class with the column each
field maps, and the MyBatis-Plus mapper of that entity (``[tables] existing = "reuse"``).

A field maps the column its ``@TableId``/``@TableField`` (JPA ``@Id``/``@Column(name)``) names,
else the column MyBatis-Plus derives from its name (``jobSort`` → ``job_sort``, the default
``map-underscore-to-camel-case`` read backwards). Fields of the entity's superclasses in the
project count (inherited); static, transient, ``@JsonIgnore``, ``@Transient``, ``@TableField(exist
= false)`` and collection fields map no column. The mapper is an interface extending
MyBatis-Plus' ``BaseMapper`` (directly or through the team's own base mapper) with the entity as
its type argument.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from dbjavagenix.javaproject.javaclass import ClassBody, FieldDecl
from dbjavagenix.javaproject.javasource import Scanner, declarations
from dbjavagenix.javaproject.sources import SourceIndex

BASE_MAPPER = "com.baomidou.mybatisplus.core.mapper.BaseMapper"
COLLECTIONS = frozenset(
    {"java.util.Map", "java.util.List", "java.util.Set", "java.util.Collection", "java.util.HashMap"}
)
_LANG = frozenset(
    {"String", "Long", "Integer", "Short", "Byte", "Boolean", "Double", "Float", "Character", "Object"}
)
_BOXED = {
    "long": "Long",
    "int": "Integer",
    "short": "Short",
    "byte": "Byte",
    "double": "Double",
    "float": "Float",
    "char": "Character",
    "boolean": "Boolean",
}
_NAMED = re.compile(r"^(?:[\w$]+\.)*(TableId|TableField|Column)$")
_VALUE = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"|\b(?:value|name)\s*=\s*"((?:[^"\\]|\\.)*)"')


@dataclass(frozen=True)
class TeamField:
    """A field of the team's entity that maps a column."""

    name: str
    column: str
    """The column it maps, as the annotation or the name says (compare lower case)."""
    java_type: str
    """Its type as a ``java_type`` spec: a ``java.lang`` simple name (a primitive boxed) or the
    class's qualified name."""
    primitive: str | None
    """The primitive it is declared as (``boolean``), None for a class."""
    inherited: bool
    """Declared by a superclass of the entity."""
    line: int
    role: str | None = None
    """What its MyBatis-Plus annotations make it: ``logic-delete`` (``@TableLogic``), ``version``
    (``@Version``), ``fill-on-insert`` / ``fill-on-update`` / ``fill-on-insert-update``
    (``@TableField(fill = FieldFill.INSERT ...)``); None otherwise."""
    not_deleted: str | None = None
    """``@TableLogic(value = "...")``: the value of rows that exist."""
    deleted: str | None = None
    """``@TableLogic(delval = "...")``: the value a delete writes."""


@dataclass(frozen=True)
class TeamModel:
    """The team's entity of a table and its MyBatis-Plus mapper."""

    entity: str
    """Fully qualified."""
    file: str
    """The entity's source, relative to the project root."""
    line: int
    fields: tuple[TeamField, ...]
    mapper: str | None
    """The mapper interface (fully qualified); None when the project has none for the entity."""
    mapper_bases: frozenset[str] = frozenset()
    """What the mapper extends, directly or through the project's interfaces (qualified)."""


def not_a_column(annotation: str) -> bool:
    """``@JsonIgnore``, ``@Transient``, ``@TableField(exist = false)``: a field with no column."""
    name, _, args = annotation.partition("(")
    simple = name.rsplit(".", 1)[-1]
    if simple in ("JsonIgnore", "Transient"):
        return True
    return simple == "TableField" and re.search(r"\bexist\s*=\s*false\b", args) is not None


def column_of(field_name: str) -> str:
    """The column of a field (MyBatis' ``map-underscore-to-camel-case`` read backwards)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", field_name).lower()


def mapped_fields(index: SourceIndex, cls: ClassBody) -> Iterator[tuple[FieldDecl, bool]]:
    """The fields of ``cls`` and of its superclasses in the project that map a column (nearest
    first, each name once), with whether a superclass declares it."""
    seen: set[str] = set()
    names: set[str] = set()
    current: ClassBody | None = cls
    inherited = False
    while current is not None and current.name not in names:
        names.add(current.name)
        for f in current.fields:
            if f.name in seen or "static" in f.modifiers or "transient" in f.modifiers:
                continue
            if any(not_a_column(a) for a in f.annotations) or f.qualified in COLLECTIONS:
                continue
            seen.add(f.name)
            yield f, inherited
        parent = next((s for s in current.supertypes if index.find(s) is not None), None)
        found = index.body(parent) if parent is not None else None
        current = found[1] if found is not None else None
        inherited = True


def _column(f: FieldDecl) -> str:
    for a in f.annotations:
        name, _, args = a.partition("(")
        if _NAMED.match(name.strip()) and args:
            m = _VALUE.search(args.rstrip(")"))
            if m is not None:
                written = (m.group(1) if m.group(1) is not None else m.group(2)).strip().strip('`"[]')
                if written:
                    return written
    return column_of(f.name)


_FILLS = {"INSERT": "fill-on-insert", "UPDATE": "fill-on-update", "INSERT_UPDATE": "fill-on-insert-update"}


def _role(f: FieldDecl) -> tuple[str | None, str | None, str | None]:
    """(role, not-deleted value, deleted value) its MyBatis-Plus annotations give the field."""
    for a in f.annotations:
        name, _, args = a.partition("(")
        simple = name.strip().rsplit(".", 1)[-1]
        if simple == "TableLogic":
            value = re.search(r'\bvalue\s*=\s*"([^"]*)"', args) or re.match(r'\s*"([^"]*)"', args)
            delval = re.search(r'\bdelval\s*=\s*"([^"]*)"', args)
            return "logic-delete", value.group(1) if value else None, delval.group(1) if delval else None
        if simple == "Version":
            return "version", None, None
        if simple == "TableField":
            fill = re.search(r"\bfill\s*=\s*(?:[\w.]*\.)?(INSERT_UPDATE|INSERT|UPDATE)\b", args)
            if fill is not None:
                return _FILLS[fill.group(1)], None, None
    return None, None, None


def _java_type(f: FieldDecl) -> tuple[str, str | None]:
    written = f.type.strip()
    if written in _BOXED:
        return _BOXED[written], written
    if "<" in written or "[" in written or written in _LANG or written.startswith("java.lang."):
        return written.removeprefix("java.lang."), None
    return f.qualified, None


def read_team_model(index: SourceIndex, entity: str) -> TeamModel | None:
    """The team's model of the entity class ``entity`` (fully qualified); None when the project
    has no class of that name."""
    found = index.body(entity)
    if found is None:
        return None
    path, cls = found
    decl = index.find(entity)
    fields = []
    for f, inherited in mapped_fields(index, cls):
        spec, primitive = _java_type(f)
        fields.append(TeamField(f.name, _column(f), spec, primitive, inherited, f.line, *_role(f)))
    mapper = mapper_of(index, entity)
    return TeamModel(
        entity,
        path,
        decl[1].line if decl is not None else 1,
        tuple(fields),
        mapper,
        _bases(index, mapper) if mapper is not None else frozenset(),
    )


def _bases(index: SourceIndex, fqn: str) -> frozenset[str]:
    out: set[str] = set()
    todo = [fqn]
    while todo:
        found = index.find(todo.pop())
        for s in found[1].supertypes if found is not None else ():
            if s not in out:
                out.add(s)
                todo.append(s)
    return frozenset(out)


def mapper_of(index: SourceIndex, entity: str) -> str | None:
    """The project's interface extending ``BaseMapper`` (directly or through its own base
    mapper) of ``entity``; one named ``<Entity>Mapper`` first."""
    simple = entity.rsplit(".", 1)[-1]
    found = [(name != f"{simple}Mapper", fqn, arg) for name, fqn, arg in _mappers(index)]
    exact = [fqn for _, fqn, arg in sorted(found) if arg == entity]
    if exact:
        return exact[0]
    # its argument named alike but qualified otherwise (a wildcard import)
    loose = [
        fqn
        for _, fqn, arg in sorted(found)
        if arg is not None and arg.rsplit(".", 1)[-1] == simple and index.find(arg) is None
    ]
    return loose[0] if loose else None


def _mappers(index: SourceIndex) -> list[tuple[str, str, str | None]]:
    """(simple name, qualified name, first type argument) of every interface of the project that
    extends ``BaseMapper``, read once per index."""
    known = index.derived.get("base_mappers")
    if isinstance(known, list):
        return known
    reaches: dict[str, bool] = {}
    out = []
    for path, t, package in index.types():
        if t.kind == "interface" and t.top and _reaches_base_mapper(index, t.supertypes, reaches, set()):
            fqn = f"{package}.{t.name}" if package else t.name
            out.append((t.name, fqn, first_type_argument(index, path, t.name)))
    index.derived["base_mappers"] = out
    return out


def _reaches_base_mapper(
    index: SourceIndex, supertypes: Iterable[str], memo: dict[str, bool], seen: set[str]
) -> bool:
    for s in supertypes:
        if s == BASE_MAPPER or (s.rsplit(".", 1)[-1] == "BaseMapper" and index.find(s) is None):
            return True
        if s in seen:
            continue
        seen.add(s)
        if s not in memo:
            found = index.find(s)
            memo[s] = found is not None and _reaches_base_mapper(index, found[1].supertypes, memo, seen)
        if memo[s]:
            return True
    return False


def first_type_argument(index: SourceIndex, path: str, name: str) -> str | None:
    """The first type argument of what interface ``name`` (declared in ``path``) extends,
    qualified through its file's imports (``Job`` of ``extends BaseMapper<Job>``)."""
    try:
        text = (index.root / path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    s = Scanner(text)
    code = s.code
    for _start, end, _kind, found in declarations(code):
        if found != name:
            continue
        header = code[end : code.find("{", end)]
        m = re.search(r"\bextends\b[^<{]*<\s*([\w$.]+)\s*[,>]", header)
        return s.qualify(m.group(1)) if m is not None else None
    return None
