"""The template context's table-level parts: the dialect's view, the key and its routes, unique
and foreign keys, relations through link tables, the logic-delete column and the team's base
entity. Part of the template API :mod:`dbjavagenix.resolve.context.model` exports."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from dbjavagenix.resolve.context.field_model import ClassRef, FieldModel

KeyKind = Literal["single", "composite", "none"]


@dataclass(frozen=True, slots=True)
class DialectModel:
    """What a SQL dialect accepts, as far as the generated SQL and libraries care."""

    name: str
    """``sqlite``, ``mysql``, ``mariadb`` or ``postgresql``."""
    upsert: Literal["on-duplicate-key", "on-conflict"]
    """How an insert-or-update is written: ``INSERT ... ON DUPLICATE KEY UPDATE`` (MySQL, MariaDB)
    or ``INSERT ... ON CONFLICT (key) DO UPDATE`` (PostgreSQL, SQLite)."""
    default_in_values: bool
    """``DEFAULT`` may stand for a value in a multi-row ``INSERT ... VALUES`` (not in SQLite)."""
    mybatis_plus_db_type: str
    """The ``com.baomidou.mybatisplus.annotation.DbType`` constant of the dialect (``MYSQL``,
    ``POSTGRE_SQL`` ...; ``OTHER`` when it has none)."""
    empty_insert: str = "DEFAULT VALUES"
    """What follows ``INSERT INTO table`` to insert a row of defaults only: ``DEFAULT VALUES``
    (PostgreSQL, SQLite) or ``() VALUES ()`` (MySQL, MariaDB)."""
    key_defaults_returned: bool = False
    """JDBC generated keys return every key column the database filled on insert (a default,
    an identity, a sequence), not only an auto-increment one: PostgreSQL (``RETURNING``)."""


@dataclass(frozen=True, slots=True)
class KeyModel:
    """The primary key as the generated code uses it."""

    kind: KeyKind
    """``single``, ``composite`` or ``none`` (no key: no get/update/delete by key)."""
    fields: tuple[FieldModel, ...]
    """Key fields in key order (empty when there is no key)."""
    generated: bool
    """A single key filled by the database when the insert leaves it empty: inserts read it back
    (``useGeneratedKeys``; MyBatis-Plus ``IdType.AUTO``)."""
    path: str
    """REST path template of one row: ``/{id}`` or ``/{filmId}/{actorId}``; empty without a key."""
    generated_fields: tuple[FieldModel, ...] = ()
    """Key fields the insert reads back from the database (JDBC generated keys): an auto-increment
    / identity / serial key everywhere, and on PostgreSQL every key column with a default too."""
    declared: bool = True
    """The database declares this key (a primary key); False for ``[tables.T] key`` (columns the
    config names as the key of a table without one)."""


@dataclass(frozen=True, slots=True)
class RouteModel:
    """The HTTP verb and path of one controller operation (``[api.routes]``): what its
    ``@GetMapping``/``@PostMapping`` ... says and where its key arrives."""

    verb: str
    """``GET``, ``POST``, ``PUT``, ``PATCH`` or ``DELETE``."""
    mapping: str
    """The Spring annotation of the verb, qualified (``org.springframework.web.bind.annotation.GetMapping``)."""
    path: str
    """The path under the table's ``rest_path`` (``/get``, ``/{filmId}``; empty: the table's path)."""
    query: tuple[str, ...] = ()
    """Key fields read from the query string (``@RequestParam``); the other key fields of an
    operation that takes the key are path variables (``@PathVariable``)."""
    takes_key: bool = False
    """The operation reads the row's key from the request (get, update, patch, delete)."""

    def binds(self, name: str) -> str:
        """The annotation binding key field ``name``: ``@RequestParam`` for a query parameter,
        else ``@PathVariable`` (qualified)."""
        return "org.springframework.web.bind.annotation." + (
            "RequestParam" if name in self.query else "PathVariable"
        )

    @property
    def url(self) -> str:
        """How the docs and messages show it: ``GET /get?id``."""
        return f"{self.verb} {self.path or '/'}" + ("?" + "&".join(self.query) if self.query else "")


@dataclass(frozen=True, slots=True)
class RoutesModel:
    """The route of each controller operation of a table (``table.routes.get``)."""

    list: RouteModel
    """The page of rows."""
    get: RouteModel
    """One row by its key."""
    create: RouteModel
    """Insert a row."""
    update: RouteModel
    """Replace a row's writable fields."""
    patch: RouteModel
    """Change the fields the body names."""
    delete: RouteModel
    """Delete a row."""
    save: RouteModel
    """Insert or update by the body's key (MybatisPlus-Mixed)."""
    batch: RouteModel
    """Insert several rows (MybatisPlus-Mixed)."""
    query: RouteModel
    """The list query's page (``GET /query``; ``/-/query`` where a text key path would hide it)."""
    count: RouteModel
    """The list query's count."""
    exists: RouteModel
    """Whether the list query matches a row."""


@dataclass(frozen=True, slots=True)
class LocationModel:
    """Where a created row is read back (the ``Location`` of ``201 Created``): the get route."""

    builder: str
    """The ``ServletUriComponentsBuilder`` method it starts from: ``fromCurrentRequest`` (the
    create route is the table's path and the get route below it) or ``fromCurrentServletMapping``."""
    path: str
    """The path appended (with ``{field}`` variables)."""
    query: tuple[str, ...] = ()
    """Key fields added as query parameters (``?id={id}``)."""
    getters: tuple[str, ...] = ()
    """The getters of the key fields in the order the URI names them (path, then query): the
    values ``buildAndExpand`` fills in."""


@dataclass(frozen=True, slots=True)
class UniqueKeyModel:
    """A unique constraint or unique index other than the primary key: the service and the
    controller look one row up by it (``findByUsername``, ``GET /api/sys-user/by-username?username=``)."""

    name: str
    """The constraint or index name, empty when the database names none."""
    fields: tuple[FieldModel, ...]
    """Its fields, in constraint order (the key macros take it as they take ``table.key``)."""
    method: str
    """The method name suffix: ``ByUsername``, ``ByTenantIdAndCode`` (``find`` + it in the
    service, ``select`` + it in a mapper, ``get`` + it in a controller)."""
    path: str
    """The lookup's path under the table's: ``/by-username``, ``/by-tenant-id-and-code``
    (``[api.routes] unique``)."""
    route: RouteModel
    """Its route: the verb, and which fields are request parameters (the others path variables)."""


@dataclass(frozen=True, slots=True)
class ForeignKeyModel:
    """A foreign key, with the referenced table's class when it is generated too."""

    columns: tuple[str, ...]
    """Referencing columns."""
    fields: tuple[str, ...]
    """Java field names of the referencing columns."""
    referred_table: str
    """Referenced table."""
    referred_columns: tuple[str, ...]
    """Referenced columns."""
    referred_class: str | None
    """Entity class name of the referenced table when it is generated, else None."""
    on_delete: str | None = None
    """Referential action on delete."""
    on_update: str | None = None
    """Referential action on update."""


@dataclass(frozen=True, slots=True)
class LinkModel:
    """The link table of a many-to-many relation (sakila ``film_actor``)."""

    table: str
    """Its database name."""
    sql: str
    """It as written in SQL (like :attr:`TableModel.sql`)."""
    entity: ClassRef | None
    """Its entity class (MyBatis-Plus categories read its rows through its mapper)."""
    mapper: ClassRef | None
    """Its mapper class."""
    local: FieldModel
    """Its column referring to the relation's owner (``film_id``)."""
    remote: FieldModel
    """Its column referring to the target (``actor_id``)."""


@dataclass(frozen=True, slots=True)
class RelationModel:
    """A relation of the table to another (or itself): a property of the entity that ``?with=NAME``
    fills, batched for a page of rows (one statement per relation, two for a many-to-many through
    MyBatis-Plus), and ``GET {path}/{id}/NAME``."""

    name: str
    """Java property name (``language``, ``actors``), unique in the entity."""
    cap_name: str
    """It with the first letter upper-cased (``loadActors``)."""
    getter: str
    """Getter of the property."""
    setter: str
    """Setter of the property."""
    kind: Literal["many-to-one", "one-to-many", "many-to-many"]
    """How the tables relate."""
    many: bool
    """The property is a list (one-to-many, many-to-many)."""
    target_table: str
    """The related table's database name."""
    target_sql: str
    """The related table as written in SQL."""
    target: ClassRef
    """The related table's entity class."""
    target_classes: Mapping[str, ClassRef]
    """The related table's layer classes (``mapper``, ``response`` ...)."""
    target_key: KeyModel
    """The related table's key."""
    target_fields: tuple[FieldModel, ...]
    """The related table's fields its reads select (join selects alias them with ``aliases``)."""
    local: FieldModel
    """This table's field matched: a many-to-one's referencing field (``languageId``), else its key."""
    remote: FieldModel
    """The related table's field matched: its key (many-to-one, many-to-many) or its referencing
    field (one-to-many: ``film.languageId`` of ``language.films``)."""
    through: LinkModel | None
    """The link table of a many-to-many relation, else None."""
    path: str
    """Its endpoint's path under the table's (``/{id}/actors``, rpc ``/actors``); empty without a single key."""
    column_prefix: str
    """The related columns' label prefix in a join select (``actors_``): MyBatis's ``columnPrefix``."""
    aliases: tuple[str, ...]
    """The labels of :attr:`target_fields` in a join select, in their order, ready for SQL."""
    owner_alias: str
    """The label of the owner's key in its select (``rel_owner_key``: no :attr:`column_prefix`)."""
    source: str
    """Where the relation comes from (``foreign key fk_film_language``, ``naming rule``, the
    ``tables.T.relations.NAME`` key)."""
    target_stem: str = ""
    """The related table's class stem (``Actor``: its typed client module's name)."""
    target_var: str = ""
    """The related table's variable stem (``actor``: its operations are ``actorQuery`` ...)."""
    target_label: FieldModel | None = None
    """The related field a person names a row by (its ``name``, ``title``, first text), if any."""
    target_search: str = ""
    """The related list query's parameter finding rows by :attr:`target_label` (``nameLike``)."""
    self_reference: bool = False
    """The related table is this table (a tree: ``parent``, ``children``)."""
    annotations: tuple[str, ...] = ()
    """Annotations of the entity's property, fully qualified (not a column for MyBatis-Plus,
    left out of JSON while not loaded, out of Lombok's ``equals``/``toString``)."""
    api_annotations: tuple[str, ...] = ()
    """Annotations of the property in the table's VO (DTO layer): :attr:`annotations` but the
    persistence ones."""
    vo: ClassRef | None = None
    """The related table's VO, which the table's VO holds (DTO layer); None without one."""
    to_vo: str = ""
    """The table's converter method answering a related row as :attr:`vo` (``toVo`` for the
    table's own rows, ``toActorVo``; its list form adds ``List``); empty without a VO."""
    vo_ignore: tuple[str, ...] = ()
    """The relations of the related VO that conversion leaves empty (one level, as loaded)."""
    same_type: bool = True
    """:attr:`local` and :attr:`remote` have one Java type (else the loads compare them as text)."""
    target_live: str = ""
    """The related table's live-rows condition (logic delete) on alias ``rel_t``, empty for none:
    MyBatis reads keep the live related rows only (MyBatis-Plus adds it itself)."""
    paged: bool = False
    """Its endpoint (``GET {path}/{key}/NAME``) answers a page of the related rows with the list
    endpoints' paging parameters, page type and page limits (a list relation with a path); a
    many-to-one's answers the one row."""
    order: tuple[FieldModel, ...] = ()
    """The related fields ordering its rows in a page and in ``?with=``'s first ``[api]
    related_limit`` per parent: its key, else its first field."""
    plus_cap: tuple[str, ...] = ()
    """A list relation read through MyBatis-Plus query wrappers: the SQL of the condition keeping
    each owner's first ``[api] related_limit`` related rows (many-to-many: links), before and
    after the owners' placeholders (``ROW_NUMBER() OVER (PARTITION BY ...)`` in a derived
    table); empty for a one-to-many whose related table has no key, read per owner with ``LIMIT``."""
    owner_key: FieldModel | None = None
    """The table's single key field, None for other keys: MyBatis then reads the relation as
    owner rows (key only) with an ``association``/``collection`` result map, from a join select
    keyed by it; without one, a many-to-one reads the related rows by the referencing values."""
    route: RouteModel | None = None
    """Its endpoint's route (``[api.routes] relation``: the verb, where the key arrives);
    None without a single key."""


@dataclass(frozen=True, slots=True)
class LogicDeleteModel:
    """The logic-delete column of a table (``role = "logic-delete"``) and its SQL: a delete
    writes ``deleted``, every read keeps the rows where ``live`` holds."""

    column: str
    """Column name."""
    sql: str
    """The column as written in SQL for this dialect (quoted when it must be)."""
    field: str
    """Java field name."""
    deleted: str
    """SQL value a delete writes: ``'2'``, ``1``, ``TRUE``, ``CURRENT_TIMESTAMP``."""
    not_deleted: str
    """SQL value of rows that exist (written by inserts): ``'0'``, ``0``, ``FALSE``, ``NULL``."""
    live: str
    """SQL condition of rows that exist: ``del_flag = '0'``, ``deleted_at IS NULL``."""
    set_deleted: str
    """SQL assignment of a delete: ``del_flag = '2'``, ``deleted_at = CURRENT_TIMESTAMP``."""
    value: str
    """MyBatis-Plus ``@TableLogic(value = ...)``: the not-deleted value (``0``, ``null``)."""
    delval: str
    """MyBatis-Plus ``@TableLogic(delval = ...)``: the deleted value (``2``, ``now()``)."""
    java_not_deleted: str
    """The not-deleted value as a Java literal of the field's type (``"0"``, ``0``, ``false``),
    empty for NULL: what a new entity starts with where the column has no database default."""


@dataclass(frozen=True, slots=True)
class BaseClassModel:
    """The team's base entity a table's entity extends (``[layers.entity] extends``)."""

    cls: ClassRef
    """The base class."""
    columns: tuple[str, ...]
    """Columns of this table it declares (their fields are ``inherited``)."""
    call_super: bool
    """It defines ``equals``/``hashCode`` (itself or through Lombok): the entity's include it
    (``@EqualsAndHashCode(callSuper = true)``)."""
    to_string: bool
    """It defines ``toString``, no field is sensitive: the entity's starts with it (callSuper)."""
