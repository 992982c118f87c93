"""The template context's column types: a generated class (:class:`ClassRef`), a column as a
Java field (:class:`FieldModel`, with where each trait came from) and the enums a column's
values become. Part of the template API :mod:`dbjavagenix.resolve.context.model` exports."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


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


@dataclass(frozen=True, slots=True)
class FillStep:
    """A value a service sets on a row before it stores it (:attr:`TableModel.create_steps`,
    :attr:`TableModel.update_steps`)."""

    field: FieldModel
    value: str
    """Java expression, classes fully qualified (print it with ``| annotation``): the current
    time, or ``null``."""
    if_null: bool
    """Only when the row holds no value (a column genix's read-only annotation guards from
    clients: Java code calling the service may set it)."""

    @property
    def clears(self) -> bool:
        """It sets null: the stored value (or the database's) stays."""
        return self.value == "null"


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
