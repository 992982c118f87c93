"""Key shapes the torture schemas had missed (issue 34): a uuid key held as ``String`` is checked
as a path variable (a mistyped one answers 400 instead of the database's 422), in every
category's controller and relation endpoints; other keys are not."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from dbjavagenix.categories.common import UUID_PATTERN
from dbjavagenix.cli import main
from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.catalog import (
    Catalog,
    Column,
    ForeignKey,
    Index,
    PrimaryKey,
    Table,
    UniqueConstraint,
)
from tests.resolve.test_type_overrides import resolve

DEVICE = Table(
    name="device",
    columns=(
        Column("id", "uuid", "uuid", nullable=False, default="gen_random_uuid()"),
        Column("label", "text", "text"),
    ),
    primary_key=PrimaryKey(("id",)),
)
READING = Table(
    name="reading",
    columns=(
        Column("id", "integer", "integer", nullable=False, autoincrement=True),
        Column("device_id", "uuid", "uuid", nullable=False),
        Column("value", "text", "text"),
    ),
    primary_key=PrimaryKey(("id",)),
    foreign_keys=(ForeignKey(("device_id",), "device", ("id",), "fk_reading_device"),),
)
PG = Catalog(dialect="postgresql", tables=(DEVICE, READING), database="shop")
CATEGORIES = ["Default", "MybatisPlus", "MybatisPlus-Mixed", "sb35-java21"]


def test_only_a_uuid_key_has_a_path_pattern(tmp_path: Path) -> None:
    tables = resolve(tmp_path, PG)
    device, reading = tables["device"], tables["reading"]
    assert [f.path_pattern for f in device.key.fields] == [UUID_PATTERN]
    assert [f.path_pattern for f in device.fields] == [UUID_PATTERN, ""]
    # a uuid column that is not the key (a request body's value: @Pattern) and an integer key
    assert [f.path_pattern for f in reading.fields] == ["", "", ""]


@pytest.mark.parametrize("category", CATEGORIES)
def test_controllers_refuse_a_mistyped_uuid_key(
    tmp_path: Path, category: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "catalog.json").write_text(snapshot.dumps(PG), encoding="utf-8")
    (tmp_path / "genix.toml").write_text(
        f'[project]\noutput = "out"\nbase_package = "com.example.shop"\ncategory = "{category}"\n\n'
        '[connections.main]\nsnapshot = "catalog.json"\n\n[relations]\nforeign_keys = true\nreverse = true\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["build", "-c", "genix.toml"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    controllers = tmp_path / "out/src/main/java/com/example/shop/controller"
    device = (controllers / "DeviceController.java").read_text(encoding="utf-8")
    check = 'InvalidRequestException.check("id", id, "' + UUID_PATTERN.replace("\\", "\\\\") + '");'
    # get, replace, change, delete, get with relations, the readings endpoint
    assert device.count(check) == 6, device
    assert "import com.example.shop.common.InvalidRequestException;" in device
    reading = (controllers / "ReadingController.java").read_text(encoding="utf-8")
    assert "InvalidRequestException.check(" not in reading
    common = tmp_path / "out/src/main/java/com/example/shop/common/InvalidRequestException.java"
    assert "public static void check(String field, String value, String regex)" in common.read_text(
        encoding="utf-8"
    )


EVENTS = Table(
    name="events",
    columns=(
        Column("at", "timestamp", "timestamp", nullable=False, default="now()"),
        Column("seq", "integer", "integer", nullable=False, autoincrement=True),
        Column("note", "text", "text"),
    ),
    primary_key=PrimaryKey(("at", "seq")),
)


def test_a_composite_key_the_database_fills_is_read_back_by_mybatis_plus(tmp_path: Path) -> None:
    """A partitioned table's (timestamp default now(), serial) key: MyBatis-Plus reads back a
    @TableId only, so its create runs an insert of its own with useGeneratedKeys over both."""
    events = resolve(tmp_path, Catalog("postgresql", (EVENTS, DEVICE), database="shop"))
    t = events["events"]
    assert [f.column for f in t.key.generated_fields] == ["at", "seq"]
    assert t.keys_insert == (
        "<script>INSERT INTO events (at, note) VALUES ("
        '<choose><when test="at != null">#{at,jdbcType=TIMESTAMP}</when><otherwise>DEFAULT</otherwise></choose>, '
        "#{note,jdbcType=LONGVARCHAR})</script>"
    )
    assert events["device"].keys_insert == ""  # a single key: MyBatis-Plus's @TableId reads it back


@pytest.mark.parametrize("category", ["MybatisPlus", "MybatisPlus-Mixed", "sb35-java21"])
def test_mybatis_plus_creates_read_back_a_composite_generated_key(
    tmp_path: Path, category: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "catalog.json").write_text(
        snapshot.dumps(Catalog("postgresql", (EVENTS,), database="shop")), encoding="utf-8"
    )
    (tmp_path / "genix.toml").write_text(
        f'[project]\noutput = "out"\nbase_package = "com.example.shop"\ncategory = "{category}"\n\n'
        '[connections.main]\nsnapshot = "catalog.json"\n',
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["build", "-c", "genix.toml"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    java = tmp_path / "out/src/main/java/com/example/shop"
    mapper = (java / "mapper/EventsMapper.java").read_text(encoding="utf-8")
    assert (
        '@Options(useGeneratedKeys = true, keyProperty = "at,seq", keyColumn = "at,seq")\n    int insertWithKeys(Events row);'
        in mapper
    )
    service = (java / "service/impl/EventsServiceImpl.java").read_text(encoding="utf-8")
    assert "getBaseMapper().insertWithKeys(row);" in service and "save(row)" not in service


NAMED = Table(
    name="named",
    columns=(
        Column("email", "varchar(100)", "varchar", nullable=False, length=100),
        Column("name", "text", "text"),
    ),
    unique_constraints=(UniqueConstraint(("email",), "uq_named_email"),),
)
NAMED_REF = Table(
    name="named_ref",
    columns=(
        Column("id", "integer", "integer", nullable=False, autoincrement=True),
        Column("email", "varchar(100)", "varchar", nullable=False, length=100),
    ),
    primary_key=PrimaryKey(("id",)),
)


def test_a_declared_relation_matches_the_key_config_names(tmp_path: Path) -> None:
    """``[tables.T] key`` on a table without a primary key is the key relations match, as a
    primary key would be (issue 34 point 3)."""
    tables = resolve(
        tmp_path,
        Catalog("postgresql", (NAMED, NAMED_REF), database="shop"),
        '\n[tables.named]\nkey = ["email"]\n\n[tables.named_ref.relations.named]\ntable = "named"\ncolumns = ["email"]\n',
    )
    (rel,) = tables["named_ref"].relations
    assert (rel.kind, rel.target_table, rel.local.column, rel.remote.column) == (
        "many-to-one",
        "named",
        "email",
        "email",
    )


def test_a_declared_relation_to_a_keyless_table_matches_its_unique_column(tmp_path: Path) -> None:
    """A many-to-one to a table without a key matches the column of its unique index (what a
    foreign key may refer to)."""
    only = Table(
        name="named",
        columns=NAMED.columns,
        indexes=(Index("ux_named_email", ("email",), unique=True),),
    )
    tables = resolve(
        tmp_path,
        Catalog("postgresql", (only, NAMED_REF), database="shop"),
        '\n[tables.named_ref.relations.named]\ntable = "named"\ncolumns = ["email"]\n',
    )
    (rel,) = tables["named_ref"].relations
    assert (rel.target_table, rel.local.column, rel.remote.column) == ("named", "email", "email")
