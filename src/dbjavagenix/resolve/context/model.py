"""The template context: the public API templates are written against (its column types in
:mod:`~dbjavagenix.resolve.context.field_model`, its table parts in :mod:`~dbjavagenix.resolve.context.key_model`).

Every template receives one :class:`FileContext` as its top-level names (``project``, ``table``,
``cls``, ``layer``, ``file``). Everything is decided here, in Python: names, types, annotations,
packages, SQL spellings. Templates only lay text out; they print classes with the ``type``
filter and annotations with the ``annotation`` filter, which record the imports where they
print (so annotation texts here name their classes fully qualified).

Changing these classes changes the template API: ``schemas/context.schema.json`` is generated
from them and a test fails when it is stale, so every change shows in review.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from dbjavagenix.resolve.context import openapi
from dbjavagenix.resolve.context.api_model import (
    ApiModel,
    JacksonModel,
    PagePolicy,
    error_contract,
)
from dbjavagenix.resolve.context.field_model import (
    FILL_ROLES,
    SERVER_ROLES,
    ClassRef,
    EnumConstant,
    EnumModel,
    EnumValue,
    FieldModel,
    FillStep,
    TraitSource,
)
from dbjavagenix.resolve.context.key_model import (
    BaseClassModel,
    DialectModel,
    ForeignKeyModel,
    KeyKind,
    KeyModel,
    LinkModel,
    LocationModel,
    LogicDeleteModel,
    RelationModel,
    RouteModel,
    RoutesModel,
    UniqueKeyModel,
)
from dbjavagenix.resolve.context.property_model import ColumnPropertyModel
from dbjavagenix.resolve.context.query_model import QueryModel

__all__ = [
    "FILL_ROLES",
    "SERVER_ROLES",
    "BaseClassModel",
    "ClassRef",
    "DialectModel",
    "EnumConstant",
    "EnumModel",
    "EnumValue",
    "FieldModel",
    "FileContext",
    "FillStep",
    "ForeignKeyModel",
    "KeyKind",
    "KeyModel",
    "LinkModel",
    "LocationModel",
    "LogicDeleteModel",
    "ProjectModel",
    "RelationModel",
    "RouteModel",
    "RoutesModel",
    "TableModel",
    "TraitSource",
    "UniqueKeyModel",
]


def _steps(
    fields: tuple[FieldModel, ...],
    filled: tuple[FieldModel, ...],
    unguarded: tuple[FieldModel, ...],
    *,
    if_null: bool,
) -> tuple[FillStep, ...]:
    """One step per field of ``filled`` (the current time; only when null if ``if_null``) or of
    ``unguarded`` (always), in field order: a field of both always gets the current time."""
    now = {f.name for f in filled}
    always = {f.name for f in unguarded}
    return tuple(
        FillStep(f, f.fill_now if f.name in now else "null", if_null and f.name not in always)
        for f in fields
        if f.name in now or f.name in always
    )


def _latin(text: str) -> bool:
    """Every letter of ``text`` is a Latin one (``Films``, ``Café``; not ``用户``, ``Фильмы``)."""
    import unicodedata

    return all(c.isascii() or not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in text)


@dataclass(frozen=True, slots=True)
class TableModel:
    """One table (or view) as the generated code sees it."""

    name: str
    """Table name as the database spells it."""
    schema: str | None
    """Schema/database of the table, when the dialect has one."""
    sql: str
    """The table as written in SQL for this dialect (quoted when it must be), ready for MyBatis
    statement text like :attr:`FieldModel.sql`."""
    kind: Literal["table", "view"]
    """``table`` or ``view``."""
    dialect: str
    """SQL dialect of the connection the table comes from."""
    read_only: bool
    """True for views: no insert, update or delete is generated."""
    sql_dialect: DialectModel
    """What the table's SQL dialect accepts (upsert syntax, ``DEFAULT`` in ``VALUES`` ...)."""
    comment: str
    """Table comment (override, database comment, or empty)."""
    title: str
    """A short human title: the comment's first line, or words of the name."""
    class_name: str
    """Class name stem (``SysUser``); layer classes derive from it."""
    var: str
    """Variable name stem (``sysUser``)."""
    rest_path: str
    """REST path of the controller, with the project's API prefix (``/api/sys-user``)."""
    group: str
    """Sub-package of the table's group or prefix (``system``), empty when none."""
    fields: tuple[FieldModel, ...]
    """All fields (ignored columns left out), in column order."""
    key: KeyModel
    """The primary key."""
    foreign_keys: tuple[ForeignKeyModel, ...]
    """Foreign keys."""
    classes: Mapping[str, ClassRef]
    """The class of each per-table layer (``entity``, ``mapper``, ``service`` ...), by layer name,
    with the annotations the category decides for it (``table.classes.entity.annotations``)."""
    enums: tuple[EnumModel, ...] = ()
    """Java enums declared inside the entity (``[project] enums = "java"``), in column order."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """Free data from ``[tables.TABLE] data``."""
    logic_delete: LogicDeleteModel | None = None
    """The logic-delete column, when the table has one: deletes update it, reads filter on it."""
    entity_base: BaseClassModel | None = None
    """The base class the entity extends, when one is configured for this table."""
    team_mapper: bool = False
    """Entity and mapper are the team's (``existing = "reuse"``): only ``BaseMapper``'s methods."""
    team_entity: bool = False
    """The entity is the team's class (``existing = "reuse"``): genix writes none of its
    annotations, so none of its fields is guarded from a client's JSON by genix."""
    endpoints: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Annotations of the controller's endpoints by operation (``list``, ``get``, ``create``,
    ``update``, ``delete``) from ``[api.annotations]``, placeholders expanded, fully qualified."""
    list_path: str = ""
    """Path of the list endpoint under ``rest_path`` (``[api] list_path``: ``/list``), or empty."""
    unique_keys: tuple[UniqueKeyModel, ...] = ()
    """Unique constraints and unique indexes (the primary key left out, and those with a column
    that is not generated, not filterable or sensitive): one lookup each."""
    query: QueryModel | None = None
    """The list query (``[api.query]``), None when it is off."""
    relations: tuple[RelationModel, ...] = ()
    """Relations to other generated tables (``[relations]``, ``[tables.T.relations.NAME]``), by
    name: properties of the entity filled on request (``?with=language,actors``)."""
    relations_xml: bool = False
    """The relations are read by statements of the table's mapper XML (association and collection
    result maps over join selects: the categories with XML mappers, when the related tables have
    theirs too); else through the related tables' MyBatis-Plus mappers (query wrappers)."""
    relations_page: str = ""
    """How the service reads the rows of its page type (``getItems()``, ``items()``) to load the relations of
    a page (``GET {path}?with=...``); empty when the page type is not genix's own (no paged ``with``)."""
    routes: RoutesModel | None = None
    """The verb and path of each operation (``list``, ``get``, ``create``, ``update``, ``patch``,
    ``delete``, ``save``, ``batch``) from ``[api.routes]``: ``table.routes.get.mapping``."""
    location: LocationModel | None = None
    """Where create says the new row is (the get route), None without a key."""

    def field_of(self, column: str) -> FieldModel:
        """The field of ``column`` (``table.field_of(p.column)``: the field a list query
        parameter filters, for its comment or traits; a Python lookup, not a ``selectattr``)."""
        for f in self.fields:
            if f.column == column:
                return f
        raise KeyError(column)

    def operation_id(self, verb: str) -> str:
        """The OpenAPI operation id of one of the table's endpoints: its variable stem and the
        verb (``filmGet``, ``filmQuery``, ``sysUserGetByUsername``): stable when tables are
        added, unique in the project (class names are)."""
        return self.var + verb

    @property
    def doc_title(self) -> str:
        """How genix's own (English) words name the table, in OpenAPI summaries (``List Films``):
        :attr:`title` when it is written in Latin letters, else the class name (``List SysUser``). A team's
        comment in another script (``用户信息表``) is never spliced into genix's sentences: it stays whole where it
        speaks for itself (the controller's tag, the model and field descriptions, the Javadoc)."""
        return self.title if _latin(self.title) else self.class_name

    @property
    def own_fields(self) -> tuple[FieldModel, ...]:
        """Fields the entity declares (those of its base class left out)."""
        return tuple(f for f in self.fields if not f.inherited)

    @property
    def read_fields(self) -> tuple[FieldModel, ...]:
        """Fields reads select (sensitive ones left out)."""
        return tuple(f for f in self.fields if not f.sensitive)

    @property
    def response_fields(self) -> tuple[FieldModel, ...]:
        """Fields of response types (VO, response records): sensitive ones left out."""
        return tuple(f for f in self.fields if not f.sensitive)

    @property
    def insert_fields(self) -> tuple[FieldModel, ...]:
        """Fields written by insert."""
        return tuple(f for f in self.fields if f.insertable)

    @property
    def update_fields(self) -> tuple[FieldModel, ...]:
        """Fields written by update."""
        return tuple(f for f in self.fields if f.updatable)

    @property
    def insert_fills(self) -> tuple[FieldModel, ...]:
        """Date and time fields a create fills with the current time when the row holds none
        (roles ``fill-on-insert``, ``fill-on-insert-update``): what MyBatis-Plus's fill handler
        does, done by the services of the categories without one."""
        on_insert = ("fill-on-insert", "fill-on-insert-update")
        return tuple(f for f in self.fields if f.insertable and f.fill_now and f.role in on_insert)

    @property
    def unguarded_fills(self) -> tuple[FieldModel, ...]:
        """Fill columns (roles ``fill-on-*``) declared in a class genix does not write (the team's
        entity, or its base entity): no read-only annotation of genix's keeps a client's value
        out of them, so the services clear them before a create, a batch, an upsert or an update:
        the fill, or the stored value, is written, never a value a client sent."""
        return tuple(f for f in self.fields if f.role in FILL_ROLES and (self.team_entity or f.inherited))

    @property
    def create_steps(self) -> tuple[FillStep, ...]:
        """What a create (and each row of a batch) sets before the insert, in the categories whose
        services fill (``Default``): :attr:`insert_fills` the current time when the row holds
        none; :attr:`unguarded_fills` the current time (or null, for a column that is no date)
        whatever the row holds."""
        return _steps(self.fields, self.insert_fills, self.unguarded_fills, if_null=True)

    @property
    def update_steps(self) -> tuple[FillStep, ...]:
        """What an update sets before the replace: :attr:`update_fills` the current time, the other
        :attr:`unguarded_fills` null (the replace keeps the stored value)."""
        return _steps(self.fields, self.update_fills, self.unguarded_fills, if_null=False)

    @property
    def update_fills(self) -> tuple[FieldModel, ...]:
        """Date and time fields an update sets to the current time (``fill-on[-insert]-update``)."""
        on_update = ("fill-on-update", "fill-on-insert-update")
        return tuple(f for f in self.fields if f.updatable and f.fill_now and f.role in on_update)

    @property
    def replaced_fields(self) -> tuple[FieldModel, ...]:
        """Update fields a replace (PUT) always writes, null included."""
        return tuple(f for f in self.fields if f.updatable and not f.kept)

    @property
    def kept_fields(self) -> tuple[FieldModel, ...]:
        """Update fields a replace writes only when the row holds a value (:attr:`FieldModel.kept`)."""
        return tuple(f for f in self.fields if f.updatable and f.kept)

    @property
    def request_fields(self) -> tuple[FieldModel, ...]:
        """Fields a client writes (insertable or updatable, not server-managed): of request types."""
        return tuple(f for f in self.fields if (f.insertable or f.updatable) and not f.server_managed)

    @property
    def defaults_insert(self) -> str:
        """The statement that inserts a row of the database's defaults only (a create whose every
        written field is empty): ``INSERT INTO t DEFAULT VALUES`` or ``INSERT INTO t () VALUES ()``."""
        return f"INSERT INTO {self.sql} {self.sql_dialect.empty_insert}"

    @property
    def keys_insert(self) -> str:
        """MyBatis-Plus's single-row insert (a ``<script>``) when the key is composite and the
        database fills part of it (a partitioned table's ``(timestamp default now(), serial)``
        key): MyBatis-Plus reads back a ``@TableId`` only, so the create runs this statement with
        ``useGeneratedKeys`` over :attr:`KeyModel.generated_fields` and answers the stored row.
        Each written field is its parameter, a ``defaulted`` one :attr:`FieldModel.insert_default`
        when null. Empty otherwise (and when a written field has a role MyBatis-Plus fills)."""
        key = self.key
        if key.kind != "composite" or not key.generated_fields or not self.inserts_defaults:
            return ""
        fields = self.insert_fields
        if not fields:
            return ""
        values = []
        for f in fields:
            written = _xml(f.param())
            if f.defaulted:
                written = (
                    f'<choose><when test="{f.name} != null">{written}</when>'
                    f"<otherwise>{_xml(f.insert_default)}</otherwise></choose>"
                )
            values.append(written)
        columns = ", ".join(_xml(f.sql) for f in fields)
        return f"<script>INSERT INTO {_xml(self.sql)} ({columns}) VALUES ({', '.join(values)})</script>"

    @property
    def inserts_defaults(self) -> bool:
        """A create whose written fields are all empty runs :attr:`defaults_insert` (an INSERT
        with no column is not SQL): a writable table none of whose written fields has a role
        (MyBatis-Plus would fill it), whose mapper is genix's."""
        return not self.read_only and not self.team_mapper and not any(f.role for f in self.insert_fields)

    @property
    def filter_fields(self) -> tuple[FieldModel, ...]:
        """Fields usable as list filters."""
        return tuple(f for f in self.fields if f.filterable)

    @property
    def non_key_fields(self) -> tuple[FieldModel, ...]:
        """Fields that are not part of the key."""
        return tuple(f for f in self.fields if not f.primary_key)

    @property
    def vo_conversions(self) -> tuple[RelationModel, ...]:
        """One relation per other table whose rows the converter answers as their VO
        (:attr:`RelationModel.to_vo`): the converter's methods besides ``toVo``."""
        seen: dict[str, RelationModel] = {}
        for r in self.relations:
            if r.vo is not None and r.to_vo != "toVo":
                seen.setdefault(r.to_vo, r)
        return tuple(seen.values())


@dataclass(frozen=True, slots=True)
class ProjectModel:
    """Project-wide facts, the same for every file."""

    base_package: str
    """Base package."""
    category: str
    """Template category."""
    dialect: str
    """SQL dialect of the default connection (``sqlite``, ``mysql``, ``mariadb``, ``postgresql``)."""
    sql_dialect: DialectModel
    """What the default connection's dialect accepts (``mybatis_plus_db_type`` ...)."""
    spring_boot: int
    """Spring Boot major version (2, 3 or 4), as the config, the project's build or the
    category's default decided (:mod:`dbjavagenix.compat`)."""
    java: int
    """Java release (8 to 25)."""
    ee: Literal["javax", "jakarta"]
    """Namespace of Jakarta EE APIs: ``javax`` on Boot 2, ``jakarta`` on Boot 3 and 4."""
    lombok: bool
    """Lombok on."""
    openapi: Literal["springdoc", "swagger2", "none"]
    """OpenAPI annotation flavour."""
    validation: bool
    """Bean-validation annotations on."""
    dto: bool
    """A DTO/VO layer with MapStruct mappers is generated (controllers speak DTO/VO)."""
    json_formats: Mapping[str, str]
    """Jackson ``@JsonFormat`` patterns by Java type (``LocalDate``, ``LocalDateTime``,
    ``LocalTime``), only those configured."""
    author: str
    """Author for ``@author`` tags (may be empty)."""
    header: tuple[str, ...]
    """Lines of the file header comment (empty: no header)."""
    api_prefix: str
    """URL prefix of controllers."""
    common: Mapping[str, ClassRef]
    """Shared project classes (``result``, ``page`` ...), by key."""
    errors: Literal["result", "problem-detail"] = "result"
    """How the REST API answers errors (one shape per category): ``result`` (the project's result
    wrapper with ``code`` = the HTTP status and an RFC 9457 problem as ``data``) or
    ``problem-detail`` (Spring's ``ProblemDetail``, ``application/problem+json``)."""
    jackson: JacksonModel | None = None
    """The Jackson classes of the project's Spring Boot line (PATCH merges and error paths)."""
    client_module: str = "{class}"
    """The file stem of a table's typed client module (``[layers.ts_api] class_name``;
    ``{class}`` is the table's class stem), by which the modules import each other."""
    page_module: str = "{class}Page"
    """The file stem of a table's admin page (``[layers.vue_page] class_name``), by which the
    routes import it."""
    api: ApiModel | None = None
    """How the controllers answer: return types and statements (``[api]``)."""
    team_classes: tuple[str, ...] = ()
    """The team's classes the config names (base classes, wrappers, ``[api] imports``), fully
    qualified: code may print them although they are outside the base package."""
    paging: PagePolicy = PagePolicy()  # noqa: RUF009 (frozen: one shared default)
    """The page-size policy of every paged endpoint (``[api.query]``)."""

    def api_doc(self, kind: str, text: str, operation_id: str = "") -> tuple[str, ...]:
        """The OpenAPI annotation documenting ``text`` (none with ``openapi = "none"``), fully
        qualified; ``kind``: ``tag`` (a controller), ``operation`` (an endpoint, with its id),
        ``model`` (a class) or ``property`` (a field)."""
        return openapi.api_doc(self.openapi, kind, text, operation_id)

    def api_responses(self, operation: str) -> tuple[str, ...]:
        """The OpenAPI annotations documenting every status an endpoint answers, fully qualified
        (``{% for a in project.api_responses("create") %}``): its success (201 for ``create``,
        204 for ``delete`` where the controller answers HTTP statuses) and the errors it can
        answer (400, 404, 409, 422) with the project's one error body (:attr:`errors`).
        ``operation``: ``list`` (a page, count, query), ``get`` (one row, a row's relation),
        ``create``, ``save`` (an upsert), ``update``, ``patch`` or ``delete``."""
        c = error_contract(self.api, self.errors, self.common)
        return openapi.responses(
            self.openapi,
            operation,
            statuses=c.statuses,
            not_found=c.not_found,
            error_class=c.error_class,
            error_media=c.media,
        )

    def parameter_object(self, entity: TableModel | None = None) -> tuple[str, ...]:
        """The annotation of a ``@ModelAttribute`` parameter (list query criteria; with
        ``entity``, a table's entity as the plain list's filter) documenting each of its fields
        as a query parameter: springdoc's ``@ParameterObject`` of the Boot line's springdoc; none
        in the other flavours, nor for an entity with a field constrained not null (springdoc
        would document that filter as a required parameter) or with relations (springdoc would
        document the related entities' fields as filters, which the list ignores): there the
        filter is one optional parameter."""
        fields = () if entity is None else (a for f in entity.fields for a in f.annotations)
        whole = entity is not None and bool(entity.relations)
        return openapi.parameter_object(self.openapi, self.spring_boot, fields, whole=whole)


@dataclass(frozen=True, slots=True)
class FileContext:
    """Everything one template render receives (each attribute is a top-level template name)."""

    project: ProjectModel
    """Project-wide facts."""
    table: TableModel | None
    """The table this file is for; None for shared project files."""
    cls: ClassRef | None
    """The class this file defines (None for non-Java files such as mapper XML)."""
    layer: str
    """The layer producing this file."""
    file: str
    """Output path of this file, relative to the output root."""
    properties: tuple[ColumnPropertyModel, ...] = ()
    """The exception handler's file: the columns its 422 answers name by a property its own rule
    does not derive, sorted (empty in every other file)."""
    tables: tuple[TableModel, ...] = ()
    """A file of the whole project (``openapi``, a layer of your own with ``per_table = false``):
    every selected table's context in generation order (``{% for t in tables %}``), else empty."""


def _xml(text: str) -> str:
    """``text`` as the character data of a MyBatis ``<script>``."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
