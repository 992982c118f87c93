"""Names that would make invalid Java (or XML) with exit 0: refused before anything is written,
with the override that fixes them."""

from __future__ import annotations

import pytest

from tests.hostile.harness import Project, same


def _refused(proj: Project, *fragments: str) -> None:
    before = proj.tree()
    proj.genix("build").expect(2, "error: ", *fragments)
    same(before, proj.tree())


@pytest.mark.parametrize(
    ("package", "why"),
    [
        ("com.class.demo", "contains `class`, a Java keyword"),
        ("_", "contains `_`, a Java keyword"),
        ("com.example.null", "contains `null`, a Java keyword"),
        ("java.lang", "is under `java.`"),
        ("com..demo", "is not a Java package name"),
    ],
)
def test_base_package(proj: Project, package: str, why: str) -> None:
    proj.write(
        "genix.toml",
        f'[project]\nbase_package = "{package}"\noutput = "out"\n[connections.main]\nurl = "sqlite:///app.db"\n',
    )
    _refused(proj, "genix.toml:2:1: project.base_package:", why)


@pytest.mark.parametrize(
    ("toml", "key", "why"),
    [
        ('[layers.entity]\npackage = "model.class"\n', "layers.entity.package", "`class`, a Java keyword"),
        (
            '[layers.entity]\npackage = "mo del"\n',
            "layers.entity.package",
            "`mo del`, which is not a Java identifier",
        ),
        ('[layers.mapper]\npackage = "new"\n', "layers.mapper.package", "`new`, a Java keyword"),
        ('[layers.mapper]\npackage = ".java.util"\n', "layers.mapper.package", "is under `java.`"),
        (
            '[groups.g]\nconnection = "main"\ninclude = ["nothing*"]\npackage = "int"\n',
            "groups.g.package",
            "`int`, a Java keyword",
        ),
    ],
)
def test_layer_and_group_packages(proj: Project, toml: str, key: str, why: str) -> None:
    proj.config(toml)
    _refused(proj, f"{key}: package", why)


def test_prefix_package(proj: Project) -> None:
    proj.sql("CREATE TABLE sys_a (id INTEGER PRIMARY KEY); CREATE TABLE sys_b (id INTEGER PRIMARY KEY);")
    proj.config(project='group_by_prefix = true\nprefix_packages = { sys = "static" }')
    _refused(proj, "project.prefix_packages.sys: package 'static'", "`static`, a Java keyword")


@pytest.mark.parametrize(
    ("table", "cls", "why"),
    [
        ("string", "String", "would hide java.lang.String"),
        ("object", "Object", "would hide java.lang.Object"),
        ("class", "Class", "would hide java.lang.Class"),
    ],
)
def test_table_class_hides_java_lang(proj: Project, table: str, cls: str, why: str) -> None:
    proj.sql(f'CREATE TABLE "{table}" (id INTEGER PRIMARY KEY, v TEXT);')
    proj.config(project="lombok = false")
    _refused(
        proj, f"class '{cls}' (layer entity of table '{table}') {why}", f'set [tables."{table}"] class_name'
    )


@pytest.mark.parametrize(("table", "cls"), [("result", "Result"), ("page_result", "PageResult")])
def test_table_class_named_like_a_common_class_is_qualified(proj: Project, table: str, cls: str) -> None:
    """An entity named like a common class (Result, PageResult): the controller needs both, so
    it imports one and writes the other fully qualified (the ``name_clash`` golden compiles
    such a project with Maven)."""
    proj.sql(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, v TEXT);")
    proj.config()
    proj.genix("build").expect(0)
    controller = (
        proj.root / f"out/src/main/java/com/example/demo/controller/{cls}Controller.java"
    ).read_text(encoding="utf-8")
    imports = {ln for ln in controller.splitlines() if ln.startswith("import ")}
    assert f"import com.example.demo.entity.{cls};" in imports
    assert f"import com.example.demo.common.{cls};" not in imports
    assert f"com.example.demo.common.{cls}<" in controller


def test_same_simple_name_in_other_packages_is_fine(proj: Project) -> None:
    """An entity CustomerService beside the service CustomerService of table customer: no
    file needs both, so it compiles, and it is generated."""
    proj.sql(
        "CREATE TABLE customer (id INTEGER PRIMARY KEY); CREATE TABLE customer_service (id INTEGER PRIMARY KEY);"
    )
    proj.config()
    proj.genix("build").expect(0)
    java = proj.root / "out/src/main/java/com/example/demo"
    assert (java / "entity/CustomerService.java").is_file() and (
        java / "service/CustomerService.java"
    ).is_file()


def test_table_class_named_like_an_imported_library_class_is_qualified(proj: Project) -> None:
    """Table ``service``: its service implementation imports the entity Service and writes
    Spring's ``@Service`` fully qualified."""
    proj.sql("CREATE TABLE service (id INTEGER PRIMARY KEY);")
    proj.config()
    proj.genix("build").expect(0)
    impl = (proj.root / "out/src/main/java/com/example/demo/service/impl/ServiceServiceImpl.java").read_text(
        encoding="utf-8"
    )
    assert "import com.example.demo.entity.Service;" in impl
    assert "import org.springframework.stereotype.Service;" not in impl
    assert "\n@org.springframework.stereotype.Service\n" in impl


def test_class_name_override(proj: Project) -> None:
    proj.config('[tables.users]\nclass_name = "String"\n')
    _refused(proj, "tables.users.class_name: 'String' would hide java.lang.String")


@pytest.mark.parametrize(
    ("java_name", "why"),
    [
        ("Class", "its getter would be `getClass()`"),
        ("in", "is an operator in MyBatis's OGNL expressions"),
        ("_parameter", "a name MyBatis binds in every statement"),
        ("a$b", "contains `$`"),
        ("class", "is not a valid Java identifier"),
    ],
)
def test_java_name_override(proj: Project, java_name: str, why: str) -> None:
    proj.config(f'[tables.users.columns.note]\njava_name = "{java_name}"\n')
    _refused(proj, "tables.users.columns.note.java_name:", why)


def test_columns_with_the_same_getter(proj: Project) -> None:
    proj.sql("CREATE TABLE t (id INTEGER PRIMARY KEY, a_value TEXT, x TEXT);")
    proj.config('[tables.t.columns.x]\njava_name = "AValue"\n')
    _refused(proj, "would both have the getter getAValue()", "give one of them a java_name")


def test_ognl_keyword_columns_get_a_suffix(proj: Project) -> None:
    proj.sql('CREATE TABLE t (id INTEGER PRIMARY KEY, "in" TEXT, lt INTEGER, "and" TEXT);')
    proj.config()
    proj.genix("build").expect(0)
    xml = (proj.root / "out/src/main/resources/mapper/TMapper.xml").read_text(encoding="utf-8")
    assert 'property="in_"' in xml and 'test="lt_ != null"' in xml and 'property="and_"' in xml


@pytest.mark.parametrize("jdbc", ['VARCHAR}\\" drop', "VARCHR", "varchar2"])
def test_jdbc_type_override(proj: Project, jdbc: str) -> None:
    proj.config(f'[tables.users.columns.note]\njdbc_type = "{jdbc}"\n')
    _refused(proj, "tables.users.columns.note.jdbc_type:", "is not a MyBatis jdbcType")


def test_jdbc_type_override_is_normalised(proj: Project) -> None:
    proj.config('[tables.users.columns.note]\njdbc_type = " clob "\n')
    proj.genix("build").expect(0)
    xml = (proj.root / "out/src/main/resources/mapper/UsersMapper.xml").read_text(encoding="utf-8")
    assert 'column="note" property="note" jdbcType="CLOB"' in xml


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        ("{klass}Mapper", "unknown placeholder {klass}"),
        ("FixedMapper", "has no {class}"),
        ("{class}}Mapper", "stray brace"),
    ],
)
def test_class_name_pattern(proj: Project, pattern: str, why: str) -> None:
    proj.config(f'[layers.mapper]\nclass_name = "{pattern}"\n')
    _refused(proj, "layers.mapper.class_name: class name pattern", why)


def test_paths_that_differ_only_in_case(proj: Project) -> None:
    proj.sql(
        "CREATE TABLE user_info (id INTEGER PRIMARY KEY); CREATE TABLE userinfo (id INTEGER PRIMARY KEY);"
    )
    proj.config()
    _refused(proj, "entity/UserInfo.java' and", "entity/Userinfo.java' differ only in case", "class_name")
