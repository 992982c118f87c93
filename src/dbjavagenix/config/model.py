"""The ``genix.toml`` model.

Pydantic models, frozen, ``extra="forbid"`` on every one of them (pydantic-settings does not
pass it down), documented field by field: the descriptions become
``schemas/genix.schema.json`` and the reference in the README.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SecretStr,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from dbjavagenix.compat import BootMajor, JavaRelease

Policy = Literal["merge", "overwrite", "create-once", "skip"]
ConflictStyle = Literal["beside", "markers"]
EnumStyle = Literal["string", "java"]
OpenApi = Literal["springdoc", "swagger2", "none"]
DdlDialect = Literal["mysql", "mariadb", "postgresql", "sqlite"]
Role = Literal["logic-delete", "version", "fill-on-insert", "fill-on-update", "fill-on-insert-update"]


def _strict_bool(value: object) -> object:
    """TOML has real booleans: accept them, and "true"/"false" (environment variables arrive
    as strings); reject what pydantic's lax mode would guess at ("yes", 1, "on")."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ValueError("expected true or false")


Bool = Annotated[bool, BeforeValidator(_strict_bool)]

_PACKAGE_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


MAX_TIMEOUT = 86400
"""Longest ``connect_timeout`` / ``query_timeout`` in seconds (a day): the drivers' own limits
(C timeouts, PostgreSQL's ``statement_timeout`` in milliseconds) stay far away."""
TYPE_DIALECTS = ("mysql", "mariadb", "postgresql", "sqlite")
"""Dialects a ``[types.<dialect>]`` sub-table may name."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


class ProjectConfig(_Model):
    """``[project]``: the Java project genix writes into and how its code looks."""

    output: str = "out"
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
    """Bean-validation annotations from NOT NULL and lengths (``@NotNull``, ``@Size``)."""
    json_date_format: str = ""
    """Jackson pattern of ``LocalDate`` fields in JSON (``@JsonFormat``), e.g. ``yyyy-MM-dd``;
    empty for ISO-8601."""
    json_datetime_format: str = ""
    """Jackson pattern of ``LocalDateTime`` fields in JSON, e.g. ``yyyy-MM-dd HH:mm:ss``; empty
    for ISO-8601 (``2024-01-31T12:00:00``)."""
    json_time_format: str = ""
    """Jackson pattern of ``LocalTime`` fields in JSON, e.g. ``HH:mm:ss``; empty for ISO-8601."""
    dto: Bool = False
    """A DTO (request body) and VO (response) class per table, mapped to and from the entity
    by a MapStruct mapper; controllers then take DTOs and return VOs."""
    group_by_prefix: Bool = False
    """Put tables into sub-packages by their shared name prefix (``sys_user`` → ``...entity.sys``)."""
    prefix_packages: dict[str, str] = {}
    """Sub-package names per prefix when ``group_by_prefix`` is on, e.g. ``{ sys = "system" }``."""
    templates: list[str] = []
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

    @field_validator("spring_boot", "java", mode="before")
    @classmethod
    def _int_from_env(cls, v: object) -> object:
        # environment variables arrive as strings; Literal[2, 3] would reject "3"
        return int(v) if isinstance(v, str) and v.strip().isdigit() else v

    @field_validator("base_package")
    @classmethod
    def _package(cls, v: str) -> str:
        if not _PACKAGE_RE.match(v):
            raise ValueError(f"{v!r} is not a Java package name (dot-separated identifiers)")
        return v


def _one_or_many(value: object) -> object:
    """``ddl = "schema.sql"`` is ``ddl = ["schema.sql"]``."""
    return [value] if isinstance(value, str) else value


class ConnectionConfig(_Model):
    """``[connections.NAME]``: where the schema comes from: a database URL, a snapshot, or DDL
    files (no database at all)."""

    url: str | None = None
    """SQLAlchemy URL, e.g. ``mysql+pymysql://genix@127.0.0.1/shop``. Put secrets in the
    environment: ``${DB_PASSWORD}`` inside the value, or ``GENIX_CONNECTIONS__NAME__PASSWORD``."""
    password: SecretStr | None = None
    """Password, merged into the URL. Never write it in the file: set it through
    ``${ENV_VAR}`` or ``GENIX_CONNECTIONS__<NAME>__PASSWORD``."""
    snapshot: str | None = None
    """A catalog snapshot file (``genix schema dump``) read instead of a live database."""
    db_schema: str | None = Field(default=None, alias="schema")
    """Database schema to read (PostgreSQL; defaults to ``public``), or MySQL database name."""
    connect_timeout: Annotated[int, Field(gt=0, le=MAX_TIMEOUT)] = 10
    """Seconds to wait for a connection before giving up (also bounds a server that accepts the
    connection and never answers)."""
    query_timeout: Annotated[int, Field(gt=0, le=MAX_TIMEOUT)] = 60
    """Seconds one metadata query may take before genix gives up (MySQL/MariaDB: client read
    timeout; PostgreSQL: ``statement_timeout`` of the session)."""
    init_sql: str | None = None
    """SQLite only: an SQL file that builds the database when the file does not exist yet
    (the bundled demo uses it)."""
    ddl: Annotated[list[str], BeforeValidator(_one_or_many)] | None = None
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

    model_config = ConfigDict(
        extra="forbid", frozen=True, use_attribute_docstrings=True, populate_by_name=True
    )

    @field_validator("url")
    @classmethod
    def _url_checks(cls, v: str | None) -> str | None:
        from dbjavagenix.config.urls import url_problems

        problems = url_problems(v) if v else []
        if problems:
            message, hint = problems[0]  # pydantic keeps one error per field
            raise PydanticCustomError("url", "{message}", {"message": message, "hint": hint, "quiet": True})
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
        if self.ddl is None and (self.dialect is not None or self.allow_unparsed):
            raise ValueError("`dialect` and `allow_unparsed` only apply to `ddl` connections")
        return self


class ColumnConfig(_Model):
    """``[tables.TABLE.columns.COLUMN]``: per-column overrides."""

    java_name: str | None = None
    """Java field name instead of the derived one."""
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


class TableConfig(_Model):
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


class TablesConfig(BaseModel):
    """``[tables]``: which tables of the default connection are generated, plus ``[tables.TABLE]``
    overrides. The keys below are reserved; every other key names a table."""

    model_config = ConfigDict(extra="allow", frozen=True, use_attribute_docstrings=True)
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

    @property
    def overrides(self) -> dict[str, TableConfig]:
        """Per-table overrides, keyed by table name."""
        return dict(self.__pydantic_extra__ or {})


class GroupConfig(_Model):
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
    package: str | None = None
    """Sub-package (under each layer's package) for this group's classes."""


class LayerConfig(_Model):
    """``[layers.LAYER]``: where and how one kind of file is generated. Built-in layers:
    ``entity``, ``mapper``, ``mapper_xml``, ``service``, ``service_impl``, ``controller``
    (and per category ``common``); any other name defines your own per-table layer, which
    needs ``template`` and ``path``."""

    enabled: Bool | None = None
    """Generate this layer."""
    package: str | None = None
    """Sub-package of ``project.base_package`` (``entity``), or absolute with a leading ``.``
    stripped (``.com.acme.model``)."""
    path: str | None = None
    """Output path pattern under the output root. Placeholders: ``{java_root}``,
    ``{resources_root}``, ``{package_path}``, ``{class_name}``, ``{table}``, ``{group_path}``."""
    template: str | None = None
    """Template file (searched in your template folders, then the category's)."""
    class_name: str | None = None
    """Class name pattern; ``{class}`` is the table's class stem (``{class}Mapper``)."""
    policy: Policy | None = None
    """``merge`` (genix owns the file and merges your edits into each regeneration),
    ``overwrite`` (genix owns the file; your edits are replaced, a copy kept in
    ``.genix/backup/``), ``create-once`` (written once, then yours), or ``skip`` (never
    written)."""


class Config(_Model):
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
