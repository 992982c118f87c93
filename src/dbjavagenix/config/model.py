"""The ``genix.toml`` model.

Pydantic models, frozen, ``extra="forbid"`` on every one of them (pydantic-settings does not
pass it down), documented field by field: the descriptions become
``schemas/genix.schema.json`` and the reference in the README.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SecretStr,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from dbjavagenix import dialects
from dbjavagenix.compat import BootMajor, JavaRelease
from dbjavagenix.config.api_config import ApiConfig, FrontendConfig, TableApiConfig
from dbjavagenix.config.relations_config import RelationConfig, RelationsConfig
from dbjavagenix.config.values import (
    MAX_TIMEOUT,
    Bool,
    BoolOrClass,
    CommentEnumStyle,
    ConfigSection,
    ConflictStyle,
    DdlDialect,
    EnumStyle,
    Existing,
    OpenApi,
    PathText,
    Policy,
    QueryOp,
    ReadPath,
    Role,
)
from dbjavagenix.javanames import package_problem


class ProjectConfig(ConfigSection):
    """``[project]``: the Java project genix writes into and how its code looks."""

    output: PathText = "out"
    """The Java project root genix writes into, relative to the config file."""
    scaffold: Bool = False
    """``genix build`` also creates the Spring Boot Maven project the code lives in (what
    ``genix new`` writes: ``pom.xml``, the application class, ``application.yml``) while the
    output root holds none; an existing project (``pom.xml``, ``build.gradle``) is never touched."""
    base_package: str
    """Base Java package, e.g. ``com.example.demo``; layers go to sub-packages of it."""
    category: str = "Default"
    """Template category: ``Default``, ``MybatisPlus``, ``MybatisPlus-Mixed`` or ``sb35-java21``."""
    author: str = ""
    """Author written into Javadoc ``@author`` tags; empty for none."""
    spring_boot: BootMajor | None = None
    """Spring Boot major version: 2 → ``javax.*`` imports, 3 and 4 → ``jakarta.*`` (4: Jackson 3,
    springdoc 3, MyBatis-Plus's Boot 4 starter). Unset: the existing project's version, else the
    newest the category supports (4; ``sb35-java21``: 3)."""
    java: JavaRelease | None = None
    """Java release the code targets: 8, 11, 17, 21 or 25, as the Boot version allows (2: 8-21;
    3 and 4: 17-25). Unset: the existing project's release, else the category's default (17;
    ``sb35-java21``: 21)."""
    lombok: Bool = True
    """Use Lombok (``@Data``) instead of explicit getters and setters."""
    openapi: OpenApi = "springdoc"
    """OpenAPI annotations: ``springdoc`` (``@Schema``/``@Operation``), ``swagger2`` (``@ApiModel``), or ``none``."""
    validation: Bool = True
    """Bean-validation annotations from the schema's constraints: ``@NotBlank`` (text) or
    ``@NotNull`` for NOT NULL columns without a database default, ``@Size`` from lengths,
    ``@Digits`` from decimal precision and scale."""
    json_date_format: str = ""
    """Jackson pattern of ``LocalDate`` fields in JSON (``@JsonFormat``), e.g. ``yyyy-MM-dd``;
    empty for ISO-8601."""
    json_datetime_format: str = ""
    """Jackson pattern of ``LocalDateTime`` fields in JSON, e.g. ``yyyy-MM-dd HH:mm:ss``; empty
    for ISO-8601 (``2024-01-31T12:00:00``)."""
    json_time_format: str = ""
    """Jackson pattern of ``LocalTime`` fields in JSON, e.g. ``HH:mm:ss``; empty for ISO-8601."""
    secret_columns: Bool = True
    """Columns whose names say they hold a secret (``password``, ``password_hash``, ``pwd``,
    ``salt``, ``secret``, ``client_secret``, ``api_key``, ``access_token``, ``userPassword``
    ...: the built-in rule ``rules.secrets``) are ``sensitive``: written, never read back, never a
    list filter. A rule or column section with ``sensitive = false`` wins; ``false`` turns the
    built-in rule off (a build then warns once about such columns left readable)."""
    dto: Bool = False
    """A DTO (request body) and VO (response) class per table, mapped to and from the entity
    by a MapStruct mapper; controllers then take DTOs and return VOs (relations as the related
    tables' VOs)."""
    group_by_prefix: Bool = False
    """Put tables into sub-packages by their shared name prefix (``sys_user`` → ``...entity.sys``)."""
    prefix_packages: dict[str, str] = {}
    """Sub-package names per prefix when ``group_by_prefix`` is on, e.g. ``{ sys = "system" }``."""
    templates: list[ReadPath] = []
    """Your own template folders (relative to the config file), searched before the built-in
    ones: a file with a built-in template's name replaces it."""
    api_prefix: str = "/api"
    """URL prefix of the generated REST controllers."""
    header: str = ""
    """Text put in a comment at the top of every generated Java file; empty for none."""
    conflicts: ConflictStyle = "beside"
    """Where a merge that does not resolve goes (``genix build`` then exits 1): ``beside``
    leaves your file untouched and writes the merge with conflict markers to
    ``FILE.genix-conflict``; ``markers`` writes the conflict markers into the file itself
    (as git does; the file does not compile until you resolve them)."""
    enums: EnumStyle = "string"
    """Enum columns (MySQL ``enum(...)``, PostgreSQL enum types) in Java: ``string`` (a String
    field) or ``java`` (a Java enum declared inside the entity, whose constants carry the
    database values; a generated MyBatis type handler maps them). MySQL ``set`` stays String."""
    comment_enums: CommentEnumStyle = "doc"
    """Value lists of plain columns: an enumeration the column comment documents (``状态（0正常
    1停用）``, ``0->待付款；1->待发货``, ``0=正常,1=停用``, ``1: active, 2: disabled``) or a CHECK
    constraint lists (``CHECK (status IN ('a','b'))``). ``doc``: the field keeps its type and the
    OpenAPI description lists the codes; ``java``: a Java enum inside the entity whose constants
    carry the database code (typed as the column: ``Integer`` for integer columns, ``String`` for
    text) and the label (``Status.NORMAL("0", "正常")``), read and written as the code by the
    generated type handler, sent and accepted in JSON as the code; ``constants``: the field keeps
    its type and the entity gets one constant per code (``public static final String
    STATUS_NORMAL = "0";``). A column's ``comment_enums`` trait overrides it."""

    list_queries: Bool = True
    """Per table a query object (``{class}Criteria``: a filter parameter per column and
    operator, ``sort``, ``page``, ``size``), its mapper (``{class}QueryMapper``), a service
    (``{class}QueryService``: each answer one read-only transaction) and a controller
    (``{class}QueryController``) answering ``GET {path}/query``, ``/count`` and ``/exists``
    (see ``[api.query]``); layers ``list_query``, ``list_query_mapper``, ``list_query_service``,
    ``list_query_controller``."""

    @field_validator("spring_boot", "java", mode="before")
    @classmethod
    def _int_from_env(cls, v: object) -> object:
        # environment variables arrive as strings; Literal[2, 3] would reject "3"
        return int(v) if isinstance(v, str) and v.strip().isdigit() else v

    @field_validator("base_package")
    @classmethod
    def _package(cls, v: str) -> str:
        # the words only: keywords and `java.` are the resolver's (reported with the other
        # package checks, resolve.checks.check_packages)
        problem = package_problem(v, absolute=False, keywords=False)
        if problem is not None:
            raise ValueError(f"{v!r} is not a Java package name: it {problem}")
        return v


def _one_or_many(value: object) -> object:
    """``ddl = "schema.sql"`` is ``ddl = ["schema.sql"]``."""
    return [value] if isinstance(value, str) else value


class ConnectionConfig(ConfigSection):
    """``[connections.NAME]``: where the schema comes from: a database URL, a snapshot, or DDL
    files (no database at all)."""

    url: str | None = None
    """SQLAlchemy URL, e.g. ``mysql+pymysql://genix@127.0.0.1/shop``. Put secrets in the
    environment: ``${DB_PASSWORD}`` inside the value, or ``GENIX_CONNECTIONS__NAME__PASSWORD``."""
    password: SecretStr | None = None
    """Password, merged into the URL. Never write it in the file: set it through
    ``${ENV_VAR}`` or ``GENIX_CONNECTIONS__<NAME>__PASSWORD``."""
    snapshot: ReadPath | None = None
    """A catalog snapshot file (``genix schema dump``) read instead of a live database."""
    db_schema: str | None = Field(default=None, alias="schema")
    """Database schema to read (PostgreSQL; defaults to ``public``), or MySQL database name."""
    connect_timeout: Annotated[int, Field(gt=0, le=MAX_TIMEOUT)] = 10
    """Seconds to wait for a connection before giving up (also bounds a server that accepts the
    connection and never answers)."""
    query_timeout: Annotated[int, Field(gt=0, le=MAX_TIMEOUT)] = 60
    """Seconds one metadata query may take before genix gives up (MySQL/MariaDB: client read
    timeout; PostgreSQL: ``statement_timeout`` of the session)."""
    init_sql: ReadPath | None = None
    """SQLite only: an SQL file that builds the database when the file does not exist yet
    (the bundled demo uses it). Beside a server URL, a ``snapshot`` or ``ddl`` it is a config
    error (load the SQL with the server's own client, or read it with ``ddl``)."""
    ddl: Annotated[list[ReadPath], BeforeValidator(_one_or_many)] | None = None
    """DDL files read instead of a database (no server, no password): files, folders or globs,
    relative to the config file, replayed in the order given, e.g. ``["db/schema.sql"]`` or
    ``["src/main/resources/db/migration"]``. A folder or glob is read in Flyway order:
    versioned ``V1__``, ``V1.1__``, ``V2__`` by version, then repeatable ``R__`` by name;
    undo scripts (``U1__``) are left out; other ``.sql`` files come first, by name. Needs
    ``dialect``; ``schema`` names the database (MySQL) or the schema to keep (PostgreSQL,
    default ``public``)."""
    dialect: DdlDialect | None = None
    """The SQL dialect the ``ddl`` files are written in: ``mysql`` (MySQL 8), ``mariadb``,
    ``postgresql`` or ``sqlite``."""
    allow_unparsed: Bool = False
    """With ``ddl``: leave out (and list) statements genix cannot parse instead of stopping.
    Off by default: a silently missing column is worse than an error."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @field_validator("url")
    @classmethod
    def _url_checks(cls, v: str | None) -> str | None:
        from dbjavagenix.config.urls import url_problems

        problems = url_problems(v) if v else []
        if problems:
            message, hint = problems[0]  # pydantic keeps one error per field
            raise PydanticCustomError("url", "{message}", {"message": message, "hint": hint, "quiet": True})
        return v

    @field_validator("init_sql")
    @classmethod
    def _init_sql_builds_sqlite(cls, v: str | None, info: ValidationInfo) -> str | None:
        url = info.data.get("url")
        if v is None or not isinstance(url, str):
            return v
        kind, d = url.split(":", 1)[0].split("+", 1)[0].lower(), dialects.by_url(url)
        if d is None or not d.file_database:
            raise PydanticCustomError(
                "init_sql",
                "{message}",
                {
                    "message": f"init_sql only builds SQLite databases, and this is a {kind} connection",
                    "hint": f"remove init_sql and load {v} with the server's own client (mysql, psql)"
                    + (
                        f', or read the SQL without a server: ddl = "{v}" with dialect = "{d.name}" '
                        "instead of url"
                        if d is not None and d.sqlglot
                        else ""
                    ),
                    "quiet": True,
                },
            )
        return v

    @model_validator(mode="after")
    def _one_source(self) -> ConnectionConfig:
        if [self.url, self.snapshot, self.ddl].count(None) != 2:
            raise ValueError(
                "set exactly one of `url` (a live database), `snapshot` (a catalog file) or `ddl` (SQL files)"
            )
        if self.ddl is not None and self.dialect is None:
            raise ValueError('`ddl` needs `dialect` ("mysql", "mariadb", "postgresql" or "sqlite")')
        if self.ddl is not None and not self.ddl:
            raise ValueError("`ddl` lists no file")
        if self.init_sql is not None and self.url is None:
            raise ValueError(
                "`init_sql` only builds SQLite databases: it needs an sqlite:/// `url` "
                "(a `snapshot` or `ddl` connection reads its files itself)"
            )
        if self.ddl is None and (self.dialect is not None or self.allow_unparsed):
            raise ValueError("`dialect` and `allow_unparsed` only apply to `ddl` connections")
        return self


class ColumnTraits(ConfigSection):
    """What a column rule (``[rules.NAME]``) or a per-column section sets on a column: its
    traits. Rules apply in the order written, a later rule winning over an earlier one on the
    same trait; a ``[tables.TABLE.columns.COLUMN]`` section wins over every rule."""

    java_type: str | None = None
    """Java type instead of the mapped one: a simple name (``Boolean``) or a fully qualified
    class (``com.example.Money``), which is then imported."""
    jdbc_type: str | None = None
    """MyBatis ``jdbcType`` instead of the mapped one (``VARCHAR``, ``BIGINT`` ...)."""
    ignore: Bool = False
    """Leave the column out of every generated file."""
    role: Role | None = None
    """Special meaning: ``logic-delete``, ``version``, ``fill-on-insert``, ``fill-on-update``,
    ``fill-on-insert-update``."""
    comment: str | None = None
    """Comment to use instead of the database's."""
    deleted: str | None = None
    """With ``role = "logic-delete"``: the value a delete writes (``"2"``; ``"now"`` for the
    current timestamp). Default: ``true`` for booleans, ``1`` for numbers and strings, ``"now"``
    for date/time columns (a "deleted at" column)."""
    not_deleted: str | None = None
    """With ``role = "logic-delete"``: the value of rows that exist (``"0"``; ``"null"`` for SQL
    NULL). Default: ``false`` for booleans, ``0`` for numbers and strings, ``"null"`` for
    date/time columns."""
    sensitive: Bool = False
    """A write-only secret (password, salt, token): written by create and update, never read
    back (left out of selects, GET and list responses, VOs and response records, ``toString``),
    never a list filter; ``@JsonProperty(access = WRITE_ONLY)`` where the entity is the body."""
    required: Bool | None = None
    """Whether a request must carry the column (``@NotNull``); default: NOT NULL columns without
    a default that nothing else fills."""
    comment_enums: CommentEnumStyle | None = None
    """How this column's documented or CHECK-listed values are generated (``doc``, ``java``,
    ``constants``), instead of ``[project] comment_enums``."""
    constraints: list[str] = []
    """More bean-validation annotations for requests, e.g. ``["@Email"]`` or
    ``['@Pattern(regexp = "^1[0-9]{10}$")']``: simple names of ``jakarta.validation.constraints``
    (``javax`` on Boot 2) or fully qualified annotations (``@org.hibernate.validator.constraints.URL``)."""

    @field_validator("constraints")
    @classmethod
    def _annotations(cls, v: list[str]) -> list[str]:
        for a in v:
            if not _ANNOTATION_RE.match(a.strip()):
                raise ValueError(f'{a!r} is not a Java annotation (`@Email`, `@Pattern(regexp = "...")`)')
        return [a.strip() for a in v]

    @model_validator(mode="after")
    def _logic_delete_values(self) -> ColumnTraits:
        given = [k for k in ("deleted", "not_deleted") if getattr(self, k) is not None]
        if given and self.role is not None and self.role != "logic-delete":
            raise ValueError(f'`{given[0]}` only goes with role = "logic-delete" (role is {self.role!r})')
        return self

    query: list[QueryOp] | None = None
    """Operators the list query (``GET .../query``, ``/count``, ``/exists``) offers on the column:
    ``eq`` (``?name=``), ``ne`` (``nameNe``), ``like`` (contains, ``nameLike``), ``starts``
    (``nameStarts``), ``in`` (``nameIn=a,b``), ``between`` (``nameFrom``/``nameTo``, inclusive),
    ``gt``/``ge``/``lt``/``le`` (``nameGt`` ...), ``null`` (``nameIsNull=true|false``); ``[]``
    for none. Default by name and type: name/title text → like, starts, eq; ``*_time``/dates →
    between; status/type/keys/``*_id`` → eq, in; numbers → eq, in, between; other text → eq,
    like; plus ``null`` on nullable columns; LOBs, binaries and sensitive columns none."""
    sortable: Bool | None = None
    """The column may be named in ``sort=`` of the list query; default: when it has operators."""

    def traits_set(self) -> dict[str, object]:
        """The traits this section sets explicitly (not the defaults), by name."""
        return {k: getattr(self, k) for k in self.model_fields_set if k in TRAITS}


_ANNOTATION_RE = re.compile(r"^@[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\s*\(.*\))?$", re.S)


class ColumnConfig(ColumnTraits):
    """``[tables.TABLE.columns.COLUMN]``: per-column overrides (they win over every rule)."""

    java_name: str | None = None
    """Java field name instead of the derived one."""


TRAITS = tuple(ColumnTraits.model_fields)
"""Names of the column traits, in documentation order (rules and per-column sections)."""


class RuleConfig(ColumnTraits):
    """``[rules.NAME]``: a project-wide column rule: the traits it sets (the keys of
    ``[tables.TABLE.columns.COLUMN]`` but ``java_name``) on every column it matches. A column
    matches when its name matches ``columns`` or ``regex``, its table ``tables`` and not
    ``exclude_tables``, and its type ``types`` (each given matcher must match; at least one of
    ``columns``, ``regex`` or ``types``). Rules apply in the order written; ``genix context``
    shows which rule set each trait of a field."""

    columns: list[str] = []
    """Column name globs (``del_flag``, ``*_time``), case-insensitive."""
    regex: str | None = None
    """A regular expression searched in the column name, case-insensitive
    (``pass(word)?|salt|secret|token``; anchor it with ``^...$``)."""
    tables: list[str] = ["*"]
    """Globs of the tables whose columns it matches."""
    exclude_tables: list[str] = []
    """Globs of tables it leaves alone."""
    types: list[str] = []
    """Database type globs, matched against the base type and the full type text
    (``datetime``, ``varchar*``, ``tinyint(1)``), case-insensitive."""

    @field_validator("regex")
    @classmethod
    def _regex(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                re.compile(v)
            except re.error as e:
                raise ValueError(f"{v!r} is not a regular expression: {e}") from None
        return v

    @model_validator(mode="after")
    def _matches_and_sets(self) -> RuleConfig:
        if not self.columns and self.regex is None and not self.types:
            raise ValueError("a rule needs `columns` (name globs), `regex` or `types` to match columns by")
        if not self.traits_set():
            raise ValueError("the rule sets no trait (" + ", ".join(TRAITS) + ")")
        return self


class TableConfig(ConfigSection):
    """``[tables.TABLE]``: per-table overrides (TABLE is the database name of the table)."""

    class_name: str | None = None
    """Java class name stem instead of the derived one (``User`` for ``sys_user``)."""
    layers: dict[str, Bool] = {}
    """Turn layers on or off for this table, e.g. ``{ controller = false }``."""
    policy: Policy | None = None
    """Write policy for every file of this table (overrides the layers' policies):
    ``merge``, ``overwrite``, ``create-once`` or ``skip`` (see ``[layers.LAYER] policy``)."""
    path: str | None = None
    """REST path of the controller (``/users``), under ``project.api_prefix``."""
    comment: str | None = None
    """Comment to use instead of the database's."""
    data: dict[str, Any] = {}
    """Free data handed to the templates as ``table.data``."""
    columns: dict[str, ColumnConfig] = {}
    """Per-column overrides, keyed by column name."""
    key: list[str] = []
    """Columns that identify a row of a table without a primary key, e.g. ``["email"]`` or
    ``["order_no", "line_no"]`` (a unique column or columns): the table then gets the by-key
    endpoints (get, update, delete) and create answers the stored row. Empty: the primary key."""
    extends: BoolOrClass | None = None
    """The base class of this table's entity: a fully qualified class name instead of
    ``[layers.entity] extends`` (``com.acme.BaseDO`` for a table without the tenant column the
    others' ``TenantBaseDO`` maps), its columns read from the project's sources the same way
    (the table must have them; ``[layers.entity] base_optional`` applies); ``false``: the entity
    extends no base class (a table that lacks the base class's columns)."""
    annotations: list[str] = []
    """Annotations on this table's entity class, after genix's own and ``[layers.entity]
    annotations`` (``["@com.acme.TenantIgnore"]``): fully qualified, or a simple name listed in
    ``[api] imports``; the placeholders of ``[api.annotations]`` apply (``{table}``, ``{entity}`` ...)."""
    relations: dict[str, RelationConfig] = {}
    """Relations of this table by Java property name (see ``[relations]``)."""
    api: TableApiConfig | None = None
    """This table's own REST contract (``[tables.TABLE.api.routes]``)."""
    existing: Existing | None = None
    """What to do when the project already maps this table (see ``[tables] existing``)."""


class TablesConfig(BaseModel):
    """``[tables]``: which tables of the default connection are generated, plus ``[tables.TABLE]``
    overrides. The keys below are reserved; every other key names a table."""

    model_config = ConfigDict(extra="allow", frozen=True, defer_build=True)
    __pydantic_extra__: dict[str, TableConfig] = Field(init=False)

    connection: str | None = None
    """Connection the tables are read from; defaults to the only connection, or ``main``."""
    include: list[str] = ["*"]
    """Glob patterns of table names to generate (``*`` = all)."""
    exclude: list[str] = []
    """Glob patterns of table names to leave out."""
    strip_prefixes: list[str] = []
    """Prefixes removed from table names before they become class names (``t_``, ``tb_``)."""
    views: Bool = True
    """Generate views too (read-only: no insert, update or delete)."""
    internal_tables: Bool = False
    """Also generate SQLite's shadow tables, where a virtual table keeps its data (FTS5
    ``docs_data``, ``docs_idx``, ``docs_content``, ``docs_docsize``, ``docs_config``; FTS3/4 and
    R*Tree ones): only the virtual table's module may write them. Off: left out (build and plan
    say so), unless ``include`` names one exactly."""
    existing: Existing = "refuse"
    """What to do with a table the project's code already maps (its model class of the same
    name, an entity annotated with the table, a mapper XML or mapper interface of it):
    ``refuse`` (build, apply and watch stop with one error per table naming the team's class),
    ``skip`` (left out, with one warning), ``reuse`` (genix's service and controller over the team's
    entity, and its ``BaseMapper`` where the category allows; one warning). ``[tables.TABLE] existing``
    chooses per table; ``class_name`` names genix's classes (without ``existing``: a second stack)."""

    @property
    def overrides(self) -> dict[str, TableConfig]:
        """Per-table overrides, keyed by table name."""
        return dict(self.__pydantic_extra__ or {})


class GroupConfig(ConfigSection):
    """``[groups.NAME]``: an additional set of tables, usually from another connection."""

    connection: str
    """Connection the tables are read from."""
    include: list[str] = ["*"]
    """Glob patterns of table names to generate."""
    exclude: list[str] = []
    """Glob patterns of table names to leave out."""
    strip_prefixes: list[str] = []
    """Prefixes removed from table names before they become class names."""
    views: Bool = True
    """Generate views too."""
    internal_tables: Bool = False
    """Also generate SQLite's shadow tables of virtual tables (see ``[tables] internal_tables``)."""
    package: str | None = None
    """Sub-package (under each layer's package) for this group's classes."""
    existing: Existing | None = None
    """``[tables] existing`` for this group's tables (``[tables.TABLE] existing`` still wins)."""
    wired: Bool = False
    """Your code connects this group's mappers to their own datasource (a second
    ``SqlSessionFactory`` scanning the group's mapper package). genix wires one datasource, the
    ``[tables]`` connection's: a group of another connection is refused without this (its
    mappers would query the wrong database)."""


class LayerConfig(ConfigSection):
    """``[layers.LAYER]``: where and how one kind of file is generated. Built-in layers:
    ``entity``, ``mapper``, ``mapper_xml``, ``service``, ``service_impl``, ``controller``
    (and per category ``common``); any other name defines your own per-table layer, which
    needs ``template`` and ``path``."""

    enabled: Bool | None = None
    """Generate this layer."""
    package: str | None = None
    """Sub-package of ``project.base_package`` (``entity``), or absolute with a leading ``.``
    stripped (``.com.acme.model``)."""
    path: PathText | None = None
    """Output path pattern under the output root. Placeholders (plain names only):
    ``{java_root}``, ``{resources_root}``, ``{frontend_root}``, ``{package_path}``,
    ``{class_name}``, ``{table}``, ``{group_path}``, ``{group}``, ``{layer}``. The file keeps the layer's extension (a Java class
    is ``{class_name}.java``, a mapper XML ``.xml``); no control character, no space at the start
    or end of a folder or file name."""
    template: str | None = None
    """Template file (searched in your template folders, then the category's)."""
    class_name: str | None = None
    """Class name pattern; ``{class}`` is the table's class stem (``{class}Mapper``)."""
    policy: Policy | None = None
    """``merge`` (genix owns the file and merges your edits into each regeneration),
    ``overwrite`` (genix owns the file; your edits are replaced, a copy kept in
    ``.genix/backup/``), ``create-once`` (written once, then yours), or ``skip`` (never written)."""
    module: PathText | None = None
    """The module (a folder under ``project.output``, the project root holding the modules) the
    layer's files go to, e.g. ``ruoyi-system``; it must exist and stay inside the root. Default:
    the root itself."""
    extends: str | None = None
    """Superclass (fully qualified) of the layer's classes: the team's base entity for
    ``entity`` (its columns are then not repeated), the base controller for ``controller`` (and
    ``list_query_controller``, which follows it), the base interface of ``mapper`` and
    ``service``, the base class of ``service_impl``. In the MyBatis-Plus categories it replaces
    MyBatis-Plus' own (``BaseMapper<Entity>``, ``IService<Entity>``, ``ServiceImpl<Mapper,
    Entity>``), so it must extend that one (ruoyi-vue-pro's ``BaseMapperX<T> extends
    BaseMapper<T>``): one the sources show does not is an error. Its type arguments are decided
    from the number of type parameters its source declares: none; one: the entity; two: the
    entity and the key type (``mapper``, ``service``), the mapper and the entity
    (``service_impl``, as ``ServiceImpl<M, T>``); three (``service_impl``): the mapper, the
    entity and the key type. A key type needs a single-column key. A class not in the project's
    sources takes the arguments of the class it replaces (none in ``Default``). Layers whose
    files are no class extending one (``mapper_xml``, ``common``, records, the list query files) refuse it."""
    base_columns: list[str] | None = None
    """``entity`` with ``extends``: the columns the base class maps, which every table extending
    it must have. Default: the fields of the base class read from the project's sources (static,
    transient, ``@JsonIgnore``, ``@TableField(exist = false)`` and collection fields left out)."""
    base_optional: list[str] = []
    """``entity`` with ``extends``: columns of the base class a table may lack (``remark``)."""
    annotations: list[str] = []
    """Annotations on every class of the layer, after genix's own (``entity``:
    ``["@com.acme.DataScope"]``): written as in ``[tables.TABLE] annotations``. A layer whose
    files are not Java classes (``mapper_xml``) or shared ones (``common``) refuses them."""
    per_table: Bool | None = None
    """A layer of your own: ``false`` makes it one file for the whole project, whose template sees
    every selected table as ``tables`` (a router, an index); ``class_name`` is then a plain name."""
    omit: list[str] = []
    """``common`` only: shared classes the project already has, by key or class name
    (``mp_config``, ``MybatisPlusConfig``); genix does not generate them."""


class Config(ConfigSection):
    """A whole ``genix.toml``."""

    project: ProjectConfig
    """Project settings."""
    connections: dict[str, ConnectionConfig]
    """Named connections (databases or snapshots)."""
    tables: TablesConfig = TablesConfig()
    """Table selection of the default connection and per-table overrides."""
    groups: dict[str, GroupConfig] = {}
    """More table selections, e.g. from other connections."""
    types: dict[str, str | dict[str, str]] = {}
    """DB type → Java type overrides. Keys are a full type (``"tinyint(1)"``) or a base type
    (``"tinyint"``); values a simple or fully-qualified Java type. A sub-table per dialect
    (``[types.mysql]``, ``[types.postgresql]``, ``[types.sqlite]``) applies to that dialect only."""
    layers: dict[str, LayerConfig] = {}
    """Per-layer settings, keyed by layer name."""
    rules: dict[str, RuleConfig] = {}
    """Project-wide column rules by name, applied in the order written."""
    api: ApiConfig = ApiConfig()
    """Conventions of the generated REST API."""
    relations: RelationsConfig = RelationsConfig()
    """Relations between tables (foreign keys, naming rule)."""
    frontend: FrontendConfig = FrontendConfig()
    """The TypeScript client of the REST API."""

    @field_validator("connections")
    @classmethod
    def _some_connection(cls, v: dict[str, ConnectionConfig]) -> dict[str, ConnectionConfig]:
        if not v:
            raise ValueError("at least one connection is needed, e.g. [connections.main]")
        return v

    def default_connection(self) -> str:
        """Name of the connection ``[tables]`` reads."""
        if self.tables.connection:
            return self.tables.connection
        if len(self.connections) == 1:
            return next(iter(self.connections))
        return "main"
