"""The template context: the public API templates are written against.

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

from dbjavagenix.resolve import openapi, responses
from dbjavagenix.resolve.api_model import (
    ApiModel,
    JacksonModel,
    PagePolicy,
)
from dbjavagenix.resolve.property_model import ColumnPropertyModel
from dbjavagenix.resolve.query_model import QueryModel

KeyKind = Literal["single", "composite", "none"]


@dataclass(frozen=True, slots=True)
class ClassRef:
    """A generated Java class: where it lives."""

    name: str
    """Simple class name (``SysUser``, ``SysUserMapper``)."""
    package: str
    """Java package (``com.example.demo.entity``)."""
    fqn: str
    """Fully qualified name."""
    var: str
    """A variable name for an instance of it (``sysUser``, ``sysUserMapper``)."""
    annotations: tuple[str, ...] = ()
    """Annotations of its declaration that the category decides from the options (Lombok
    ``@Data``, OpenAPI descriptions, ``@TableName`` ...), then those of ``[layers.LAYER]
    annotations`` and (an entity) ``[tables.TABLE] annotations``, fully qualified, in order; templates
    print each with ``| annotation`` and add the fixed ones (``@RestController``) themselves."""
    extends: str | None = None
    """Its superclass, fully qualified, when ``[layers.LAYER] extends`` (or for an entity
    ``[tables.TABLE] extends``) names one: the team's base entity, base controller, base mapper or service."""
    extends_type: str | None = None
    """What its declaration extends, with the type arguments genix decided, fully qualified
    (``com.acme.BaseMapperX<com.acme.entity.Film>``): the team's class of ``extends``, or the
    category's own (MyBatis-Plus' ``BaseMapper<Film>``, ``ServiceImpl<FilmMapper, Film>``);
    None when it extends nothing. Print it with ``| type``."""


@dataclass(frozen=True, slots=True)
class TraitSource:
    """Where a trait of a column came from: a column rule or its ``[tables.T.columns.C]`` section."""

    trait: str
    """The trait (``role``, ``sensitive``, ``deleted`` ...)."""
    value: str
    """Its value as written in TOML (``"logic-delete"``, ``true``)."""
    source: str
    """The rule (``rules.deleted``) or section (``tables.sys_user.columns.password``) that set it."""
    replaced: tuple[str, ...] = ()
    """Earlier rules that set the trait to another value and lost (``rules.audit = "x"``)."""


@dataclass(frozen=True, slots=True)
class FieldModel:
    """One column as a Java field."""

    column: str
    """Column name as the database spells it (also the result-set label)."""
    sql: str
    """The column as written in SQL for this dialect (quoted when it must be), ready for MyBatis
    statement text: ``${`` and ``#{`` inside a quoted name are escaped so MyBatis passes them
    through (XML-escape it with ``| xml`` in mapper XML; ``| java_literal`` in Java)."""
    result_column: str
    """The column as written in a MyBatis XML attribute (``<result column="...">``,
    ``keyColumn``): the database name, ``${`` escaped for MyBatis's property parser."""
    name: str
    """Java field name."""
    cap_name: str
    """Java field name with its first letter upper-cased (for ``{{ field.cap_name }}`` style names)."""
    getter: str
    """Getter method name (Lombok's rule when Lombok is on, JavaBeans' otherwise)."""
    setter: str
    """Setter method name."""
    java_type: str
    """Java type as written in code (``Long``, ``byte[]``, ``LocalDateTime``)."""
    jdbc_type: str
    """MyBatis ``jdbcType`` (``BIGINT``, ``VARCHAR`` ...)."""
    db_type: str
    """Full database type text (``varchar(64)``)."""
    comment: str
    """Column comment (override, database comment, or empty)."""
    nullable: bool
    """False for NOT NULL columns."""
    primary_key: bool
    """Part of the primary key."""
    autoincrement: bool
    """Filled by the database on insert (auto-increment, serial, identity)."""
    generated: bool
    """A computed column: read, never written."""
    insertable: bool
    """Written by insert statements (not generated, not auto-increment)."""
    updatable: bool
    """Written by update statements (not a key, not generated)."""
    filterable: bool
    """Usable as an equality filter in list queries (not binary/LOB)."""
    has_default: bool
    """The column has a database default."""
    defaulted: bool = False
    """The one "does this column go into INSERT" rule: an insert leaves the column to the
    database when the row's value is null (it has a default, or the database fills it:
    auto-increment). A single-row insert then omits it, a multi-row insert writes
    :attr:`insert_default` in its place, and a request need not send it (no ``@NotNull``).
    Templates test this, never ``has_default`` / ``autoincrement`` themselves."""
    insert_default: str = ""
    """What a multi-row insert writes for a ``defaulted`` column whose value is null: ``DEFAULT``,
    or where the dialect has no ``DEFAULT`` in ``VALUES`` (SQLite) the column's default expression
    (``NULL`` for a rowid key), ready for MyBatis statement text (``| xml`` it in mapper XML);
    empty when the column is not ``defaulted``."""
    required: bool = False
    """A create must carry a value: written by insert, no role, and either NOT NULL without a
    default, or a key part the database neither fills nor reports back (the row could not be
    addressed otherwise); the ``required`` trait of a rule or column section decides instead when
    set. Bean validation makes it ``@NotNull``."""
    length: int | None = None
    """Character length, when the type has one."""
    precision: int | None = None
    """Numeric precision."""
    scale: int | None = None
    """Numeric scale."""
    role: str | None = None
    """Configured role: ``logic-delete``, ``version``, ``fill-on-insert``, ``fill-on-update``,
    ``fill-on-insert-update``."""
    enum_values: tuple[str, ...] = ()
    """Allowed values of an enum/set column."""
    documented_values: tuple[EnumValue, ...] = ()
    """The code/label list the column comment documents (``0->待付款；1->待发货``, RuoYi's
    ``（0正常 1停用）``, ``0=正常,1=停用``, ``1: active, 2: disabled``), in its order; empty when
    it documents none. OpenAPI descriptions list the codes (``allowableValues``)."""
    check_values: tuple[str, ...] = ()
    """The values a CHECK constraint allows for the column (``status IN ('a','b')``)."""
    value_constants: tuple[EnumConstant, ...] = ()
    """With ``comment_enums = "constants"``: the entity's constants of this column's codes
    (``STATUS_NORMAL`` = ``"0"``, typed as the field), in code order; empty otherwise."""
    annotations: tuple[str, ...] = ()
    """Annotations of the entity field, in order (OpenAPI, validation, JSON format, ORM), fully
    qualified (print each with ``| annotation``)."""
    constraints: tuple[str, ...] = ()
    """Bean-validation annotations (``@jakarta.validation.constraints.NotNull``, ``...Size(max =
    45)``) for request types (DTO, request record); empty when ``project.validation`` is off or the
    column is not written."""
    api_annotations: tuple[str, ...] = ()
    """Annotations of the field in API types (DTO, VO, records): OpenAPI description and
    ``@JsonFormat`` when a JSON date format is configured."""
    param_annotations: tuple[str, ...] = ()
    """Annotations the value needs as a request parameter or path variable (``@DateTimeFormat(iso
    = DateTimeFormat.ISO.DATE)`` for dates, qualified)."""
    path_pattern: str = ""
    """The regular expression a key field held as ``String`` must match as a path variable (a
    uuid key): the controller refuses another value with 400 naming it, before the database
    would refuse it; empty for none (and for fields that are not part of the key)."""
    accessor_annotations: tuple[str, ...] = ()
    """Annotations of the field's getter and setter, fully qualified: ``@JsonProperty("aKey")``
    where Jackson would derive another property name from the accessors (``getAKey()``); a class
    then writes these accessors itself, also with Lombok (which leaves existing ones alone)."""
    type_imports: tuple[str, ...] = ()
    """What ``java_type`` needs imported; ``{{ field | type }}`` prints the type and records them."""
    write_cast: str = ""
    """SQL cast appended to a written parameter where the dialect needs one (``::jsonb``)."""
    type_handler: str | None = None
    """MyBatis type handler (fully qualified class) the mapper reads this field with (result
    maps, MyBatis-Plus ``@TableField(typeHandler)``): Java enums (``[project] enums = "java"``),
    arrays (the project's ``SqlArrayTypeHandler``), SQLite binary columns (``ByteArrayTypeHandler``:
    sqlite-jdbc has no ``getBlob``); None when MyBatis picks one by the Java type."""
    param_type_handler: str | None = None
    """MyBatis type handler the mapper writes this field with (parameters, filters), when one
    is needed: the enum handler for Java enums, the array handler for arrays."""
    sensitive: bool = False
    """A write-only secret (the ``sensitive`` trait): written by create and update, never read
    back (not in ``table.read_fields`` nor ``table.response_fields``, not a filter, not in ``toString``)."""
    inherited: bool = False
    """Declared by the entity's base class (``[layers.entity] extends``): mapped in SQL and result
    maps, not declared again in the entity (not in ``table.own_fields``)."""
    validation: tuple[str, ...] = ()
    """More bean-validation annotations of requests (the ``constraints`` trait), fully qualified."""
    traits: tuple[TraitSource, ...] = ()
    """Which rule or section set each trait of this column (``genix context`` shows them)."""
    initial: str = ""
    """The Java expression a new entity's field starts with, empty for none: the not-deleted
    value of a logic-delete column without a database default (MyBatis-Plus inserts what the entity holds)."""

    @property
    def array(self) -> bool:
        """The Java type is an array (``byte[]``, ``String[]``)."""
        return self.java_type.endswith("[]")

    @property
    def fill_now(self) -> str:
        """The expression of the current time in this field's type (fully qualified: print it
        with ``| annotation``), what a fill role writes; empty when the type is no date or time
        (a ``creator`` column is the team's to fill)."""
        return _NOW.get(self.java_type, "")

    @property
    def server_managed(self) -> bool:
        """Written by the server, never a client (a fill role, the logic-delete flag): left out of
        request types, never read by the entity (``common.json_access``), read-only in OpenAPI."""
        return self.role in SERVER_ROLES

    @property
    def kept(self) -> bool:
        """A replace (PUT, an upsert) keeps the stored value when the request carries none
        (null): a sensitive column (reads never return it, so a client cannot send it back), a
        column with a role (audit fill, version, logic-delete: genix or the framework writes
        it) and a column of the team's base entity (``creator``, ``tenant_id`` ...). The one rule
        every category's update follows; such a column cannot be cleared through the API."""
        return self.sensitive or self.inherited or self.role is not None

    def param(self, prefix: str = "") -> str:
        """The MyBatis parameter that writes this field: ``#{prefix.name,jdbcType=...}`` plus cast."""
        handler = f",typeHandler={self.param_type_handler}" if self.param_type_handler else ""
        return f"#{{{prefix}{self.name},jdbcType={self.jdbc_type}{handler}}}{self.write_cast}"


_TIMES = "LocalDateTime LocalDate LocalTime OffsetDateTime Instant".split()
FILL_ROLES = frozenset({"fill-on-insert", "fill-on-update", "fill-on-insert-update"})
SERVER_ROLES = FILL_ROLES | {"logic-delete"}
_NOW = {f"java.time.{t}": f"java.time.{t}.now()" for t in _TIMES} | {"java.util.Date": "new java.util.Date()"}
_NOW |= {fqn.rpartition(".")[2]: now for fqn, now in _NOW.items()}
"""The current time per Java type of a fill column (:attr:`FieldModel.fill_now`)."""


@dataclass(frozen=True, slots=True)
class EnumValue:
    """One value of an enumeration a column comment documents (``状态（0正常 1停用）``)."""

    code: str
    """The value the database stores (``0``, ``Y``, ``active``)."""
    label: str
    """What it means (``正常``, ``是``)."""


@dataclass(frozen=True, slots=True)
class EnumConstant:
    """One constant of a generated Java enum."""

    name: str
    """Java constant name (``PG_13``)."""
    value: str
    """The database value it stands for (``PG-13``)."""
    label: str = ""
    """What the value means, from the column comment (``正常``); empty when unknown (a CHECK
    list, an enum type)."""
    code: str = ""
    """The value as a Java literal of the enum's ``code_type`` (``"0"``, ``0``, ``0L``); empty for
    enum-type constants (their value is text)."""


@dataclass(frozen=True, slots=True)
class EnumModel:
    """A Java enum generated for enum columns when ``[project] enums = "java"``: declared inside
    the entity class, its constants carry the database values (a MySQL ``enum(...)`` column, a
    PostgreSQL enum type shared by the table's columns)."""

    name: str
    """Simple name of the nested enum (``Rating``)."""
    java_type: str
    """How code outside the entity writes it (``Film.Rating``); fields of this type use it."""
    db_type: str
    """The database type it mirrors (``enum('G','PG')``, ``mpaa_rating``)."""
    columns: tuple[str, ...]
    """Columns of the table typed with it."""
    constants: tuple[EnumConstant, ...]
    """Constants in database order."""
    implements: tuple[str, ...] = ()
    """Interfaces it implements, fully qualified (the project's ``DbEnum``; print with ``| type``)."""
    source: Literal["type", "comment", "check"] = "type"
    """Where the values come from: the column's enum type, the column comment
    (``[project] comment_enums = "java"``), or a CHECK constraint."""
    code_type: str = "String"
    """Java type of the codes (``String``, ``Integer``, ``Long`` ...): the column's own type."""
    code_annotations: tuple[str, ...] = ()
    """Annotations of the enum's code field, fully qualified (MyBatis-Plus's ``@EnumValue``:
    its query wrappers then bind a constant as its code)."""

    @property
    def coded(self) -> bool:
        """Constants carry a typed code and a label (comment and CHECK enums)."""
        return self.source != "type"


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
        c = responses.error_contract(self.api, self.errors, self.common)
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
