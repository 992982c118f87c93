"""Names that would make invalid Java (or XML) with exit 0: refused before anything is written,
with the override that fixes them."""

from __future__ import annotations

import re
from pathlib import Path

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


@pytest.mark.parametrize(("table", "cls"), [("string", "String"), ("object", "Object"), ("class", "Class")])
def test_a_table_whose_class_would_hide_java_lang_gets_a_suffix(proj: Project, table: str, cls: str) -> None:
    """A school's ``class`` table: its entity would be ``Class`` and hide ``java.lang.Class``;
    it is ``ClassEntity`` (its mapper, service and controller keep ``Class...``), with one
    warning naming the key that chooses the name."""
    proj.sql(f'CREATE TABLE "{table}" (id INTEGER PRIMARY KEY, v TEXT);')
    proj.config(project="lombok = false")
    res = proj.genix("build").expect(0)
    assert (
        f"table {table}: its entity class is {cls}Entity, not {cls} (which would hide java.lang.{cls}"
        in res.text
    )
    assert f'[tables."{table}"] class_name' in res.text
    java = proj.root / "out/src/main/java/com/example/demo"
    assert (java / f"entity/{cls}Entity.java").is_file()
    assert f"import com.example.demo.entity.{cls}Entity;" in (java / f"mapper/{cls}Mapper.java").read_text()


@pytest.mark.java
def test_a_class_table_compiles(proj: Project) -> None:
    """javac takes the entity and service of table ``class`` (no Maven: the files that need no
    library but Jackson's annotations)."""
    import shutil
    import subprocess

    from tests.conftest import need

    need(shutil.which("javac") is not None, "a JDK (javac)")
    proj.sql('CREATE TABLE "class" (id INTEGER PRIMARY KEY, name TEXT, size INTEGER);')
    proj.config(project='lombok = false\nopenapi = "none"\nvalidation = false')
    proj.genix("build").expect(0)
    java = proj.root / "out/src/main/java/com/example/demo"
    jars = sorted(Path.home().glob(".m2/repository/com/fasterxml/jackson/core/jackson-annotations/2.*/*.jar"))
    need(bool(jars), "jackson-annotations in the local Maven repository (@JsonPropertyOrder)")
    sources = [
        java / "entity/ClassEntity.java",
        java / "service/ClassService.java",
        java / "common/PageResult.java",
    ]
    done = subprocess.run(
        ["javac", "-proc:none", "-cp", str(jars[-1]), "-d", str(proj.root / "classes"), *map(str, sources)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


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
    # the name of genix.toml keeps the getter; the derived one is left out, and the build says so
    proj.sql("CREATE TABLE t (id INTEGER PRIMARY KEY, a_value TEXT, x TEXT);")
    proj.config('[tables.t.columns.x]\njava_name = "AValue"\n')
    proj.genix("build").expect(
        0,
        "tables.t.columns.a_value.java_name: columns 'x' and 'a_value' of table 't' "
        "would both have the getter getAValue(): column 'a_value' is left out",
        '[tables.t.columns.a_value] java_name = "..."',
    )
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/T.java").read_text(encoding="utf-8")
    assert "AValue;" in entity and "aValue;" not in entity
    # two names of genix.toml alike stay an error
    proj.config(
        '[tables.t.columns.x]\njava_name = "AValue"\n[tables.t.columns.a_value]\njava_name = "AValue"\n'
    )
    _refused(proj, "both become field 'AValue'", "give one of them a java_name")


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
    # derived class names: the second table is left out, with the key that brings it back
    proj.genix("build").expect(
        0,
        "tables 'user_info' and 'userinfo' become classes 'UserInfo' and 'Userinfo', one file on "
        "case-insensitive file systems (macOS, Windows): table 'userinfo' is left out",
        '[tables.userinfo] class_name = "..."',
    )
    assert not list((proj.root / "out").rglob("Userinfo*.java"))
    # class names of genix.toml: refused
    proj.config('[tables.user_info]\nclass_name = "UserInfo"\n[tables.userinfo]\nclass_name = "Userinfo"\n')
    _refused(proj, "tables 'user_info' and 'userinfo' become classes 'UserInfo' and 'Userinfo'", "class_name")


# -- keywords, contextual keywords and Unicode, per place a config names Java ------------------

RESERVED = ["class", "int", "goto", "const", "_", "null", "true", "enum", "default"]
"""Reserved keywords and literals (JLS §3.9, §3.10): never a name."""
CONTEXTUAL = ["module", "record", "var", "yield", "sealed", "permits", "open", "opens", "exports"]
CONTEXTUAL += ["requires", "to", "with", "transitive", "uses", "provides", "when"]
"""Contextual keywords: ordinary identifiers in a package name."""
TYPE_RESTRICTED = ["var", "yield", "record", "sealed", "permits"]
"""Contextual keywords that cannot name a type (JLS §3.8)."""
UNICODE = ["例子", "ünïcødé", "данные", "π", "_例", "$例"[1:], "ǅx"]
"""Java identifiers outside ASCII (letters of every case category)."""
NOT_IDENTIFIERS = ["x²", "٣x", "a\u200bb", "a-b", "例子!", "1x"]
"""Not Java identifiers: a digit that is no letter part (²), a digit first, a zero-width space
(an "ignorable" character genix refuses), punctuation."""

PACKAGE_PLACES = {
    "base": ("project.base_package", lambda w: ("", f"com.{w}.demo")),
    "layer": ("layers.entity.package", lambda w: (f'[layers.entity]\npackage = "model.{w}"\n', None)),
    "absolute layer": (
        "layers.mapper.package",
        lambda w: (f'[layers.mapper]\npackage = ".org.{w}.dao"\n', None),
    ),
}


def _package_config(proj: Project, place: str, word: str) -> str:
    key, make = PACKAGE_PLACES[place]
    rest, base = make(word)
    proj.write(
        "genix.toml",
        f'[project]\nbase_package = "{base or "com.example.demo"}"\noutput = "out"\n'
        f'[connections.main]\nurl = "sqlite:///app.db"\n{rest}',
    )
    return key


@pytest.mark.parametrize("word", RESERVED)
@pytest.mark.parametrize("place", PACKAGE_PLACES)
def test_reserved_word_in_a_package(proj: Project, place: str, word: str) -> None:
    key = _package_config(proj, place, word)
    _refused(proj, f"{key}:", f"contains `{word}`, a Java keyword")


@pytest.mark.parametrize("word", NOT_IDENTIFIERS)
@pytest.mark.parametrize("place", PACKAGE_PLACES)
def test_non_identifier_in_a_package(proj: Project, place: str, word: str) -> None:
    key = _package_config(proj, place, word)
    _refused(proj, f"{key}:", f"`{word}`")


def _packages_written(proj: Project) -> set[str]:
    java = proj.root / "out/src/main/java"
    return {
        ".".join(p.parent.relative_to(java).parts) for p in java.rglob("*.java") if p.name.startswith("Users")
    }


@pytest.mark.parametrize("word", CONTEXTUAL + UNICODE)
@pytest.mark.parametrize("place", PACKAGE_PLACES)
def test_contextual_keyword_or_unicode_in_a_package_is_accepted(proj: Project, place: str, word: str) -> None:
    """JLS §3.9: only reserved keywords are illegal in a package name (``com.x.module.infra``
    compiles), and §3.8: identifiers are Unicode letters and digits."""
    _package_config(proj, place, word)
    proj.genix("build").expect(0)
    written = _packages_written(proj)
    expected = {
        "base": f"com.{word}.demo.entity",
        "layer": f"com.example.demo.model.{word}",
        "absolute layer": f"org.{word}.dao",
    }[place]
    assert expected in written, written
    for f in (proj.root / "out/src/main/java").rglob("*.java"):
        text = f.read_text(encoding="utf-8")
        pkg = ".".join(f.parent.relative_to(proj.root / "out/src/main/java").parts)
        assert text.count(f"package {pkg};") == 1, f  # each file declares the package it lies in


@pytest.mark.parametrize("word", [*TYPE_RESTRICTED, *RESERVED])
def test_restricted_word_as_a_class_name(proj: Project, word: str) -> None:
    proj.config(f'[tables.users]\nclass_name = "{word}"\n')
    _refused(proj, "tables.users.class_name:", f"'{word}'", "is not a valid Java class name")


@pytest.mark.parametrize("word", ["用户", "Ünïcødé", "Данные"])
def test_unicode_class_name_is_accepted(proj: Project, word: str) -> None:
    proj.config(f'[tables.users]\nclass_name = "{word}"\n')
    proj.genix("build").expect(0)
    entity = proj.root / f"out/src/main/java/com/example/demo/entity/{word}.java"
    assert f"public class {word} " in entity.read_text(encoding="utf-8")


JAVA_TYPE_PLACES = {
    "column": ("tables.users.columns.note.java_type", '[tables.users.columns.note]\njava_type = "{t}"\n'),
    "rule": ("rules.notes.java_type", '[rules.notes]\ncolumns = ["note"]\njava_type = "{t}"\n'),
    "types": ("types.text", '[types]\ntext = "{t}"\n'),
    "dialect types": ("types.sqlite.text", '[types.sqlite]\ntext = "{t}"\n'),
}


@pytest.mark.parametrize(
    ("java_type", "why"),
    [
        *((f"com.{w}.Money", f"contains `{w}`, a Java keyword") for w in RESERVED),
        *((f"com.acme.{w}", f"ends in `{w}`, which cannot name a Java type") for w in TYPE_RESTRICTED),
        ("int", "the primitive type `int`"),
        ("com..Money", "has an empty part"),
        ("com.a-b.Money", "`a-b`, which is not a Java identifier"),
        ("com.x².Money", "`x²`, which is not a Java identifier"),
    ],
)
@pytest.mark.parametrize("place", JAVA_TYPE_PLACES)
def test_java_type(proj: Project, place: str, java_type: str, why: str) -> None:
    key, rest = JAVA_TYPE_PLACES[place]
    proj.config(rest.replace("{t}", java_type))
    _refused(proj, f"{key}: Java type {java_type!r}", why)


@pytest.mark.parametrize("word", ["module", "record", "例子"])
def test_java_type_in_a_package_with_a_contextual_keyword_or_unicode(proj: Project, word: str) -> None:
    proj.config(f'[tables.users.columns.note]\njava_type = "com.{word}.Money"\n')
    proj.genix("build").expect(0)
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/Users.java").read_text(encoding="utf-8")
    assert f"import com.{word}.Money;" in entity and "private Money note;" in entity


EXPRESSIONS = {
    "result.ok": ("{class}.ok({value})", "{class}, {value}"),
    "result.ok_empty": ("{class}.ok()", "{class}"),
    "result.error": ("{class}.error({code}, {message})", "{class}, {code}, {message}"),
    "page.of": (
        "new {class}<>({items}, {total}, {page}, {size})",
        "{class}, {items}, {total}, {page}, {size}",
    ),
    "page.start": ("PageHelper.startPage({page}, {size})", "{page}, {size}"),
}
"""The Java expressions of [api.result] and [api.page]: a valid one and its placeholders."""

BAD_EXPRESSIONS: dict[str, tuple[object, str]] = {
    "unknown placeholder": (lambda e: e.replace(")", ", {bogus})", 1), "has the placeholder {bogus}"),
    "attribute placeholder": (
        lambda e: re.sub(r"\{(\w+)\}", r"{\1.__class__}", e, count=1),
        ".__class__}, which is not one of this key's",
    ),
    "index placeholder": (lambda e: e.replace("(", "({x[0]}, ", 1), "has the placeholder {x[0]}"),
    "keyword": (lambda e: e.replace(")", ", default)", 1), "has `default`, a Java keyword"),
    "statement": (lambda e: e + ";", "one expression, no statement"),
    "unclosed call": (lambda e: e[:-1], "has an unclosed '('"),
    "extra paren": (lambda e: e + ")", "has an unbalanced ')'"),
    "open string": (lambda e: e.replace(")", ', "x)', 1), "not closed"),
    "comment": (lambda e: e + " // done", "has a comment"),
    "stray character": (lambda e: "#" + e, "has '#'"),
    "blank": (lambda e: "   ", "is empty"),
}


def _toml_string(text: str) -> str:
    return "'" + text + "'" if "'" not in text else '"' + text.replace('"', '\\"') + '"'


@pytest.mark.parametrize("bad", BAD_EXPRESSIONS)
@pytest.mark.parametrize("where", EXPRESSIONS)
def test_api_expression(proj: Project, where: str, bad: str) -> None:
    good, names = EXPRESSIONS[where]
    make, why = BAD_EXPRESSIONS[bad]
    table, key = where.split(".")
    value = make(good)  # type: ignore[operator]
    proj.config(f"[api.{table}]\n{key} = {_toml_string(value)}\n")
    _refused(proj, f"api.{table}.{key}: Java expression", str(why), f"placeholders: {names}")


@pytest.mark.parametrize("where", EXPRESSIONS)
def test_valid_api_expression_is_accepted(proj: Project, where: str) -> None:
    good, _ = EXPRESSIONS[where]
    table, key = where.split(".")
    extra = 'paging = "pagehelper"\n' if key == "start" else ""
    proj.config(f"[api.{table}]\n{key} = '{good}'\n{extra}")
    proj.genix("build").expect(0)


def test_java_braces_in_an_expression_are_not_placeholders(proj: Project) -> None:
    proj.config('[api.result]\nok = \'{class}.ok({value}, new String[] {"a", "b"})\'\n')
    proj.genix("build").expect(0)
    controller = (proj.root / "out/src/main/java/com/example/demo/controller/UsersController.java").read_text(
        encoding="utf-8"
    )
    assert 'new String[] {"a", "b"})' in controller


@pytest.mark.java
@pytest.mark.parametrize("package", ["com.例子.module.demo", "org.ünï.record.var.app"])
def test_unicode_and_contextual_packages_compile(proj: Project, package: str) -> None:
    """javac takes what genix writes in a Unicode package whose segments include contextual
    keywords: the files that need no library but Jackson's annotations (entity, service
    interface, the result and page types and an exception), compiled with javac, no Maven."""
    import shutil
    import subprocess

    from tests.conftest import need

    need(shutil.which("javac") is not None, "a JDK (javac)")
    proj.write(
        "genix.toml",
        f'[project]\nbase_package = "{package}"\noutput = "out"\nlombok = false\nopenapi = "none"\n'
        'validation = false\n[connections.main]\nurl = "sqlite:///app.db"\n',
    )
    proj.genix("build").expect(0)
    java = proj.root / "out/src/main/java" / package.replace(".", "/")
    sources = [
        java / rel
        for rel in (
            "entity/Users.java",
            "service/UsersService.java",
            "common/Result.java",
            "common/PageResult.java",
            "common/NotFoundException.java",
        )
    ]
    from pathlib import Path

    jars = sorted(Path.home().glob(".m2/repository/com/fasterxml/jackson/core/jackson-annotations/2.*/*.jar"))
    need(bool(jars), "jackson-annotations in the local Maven repository (@JsonPropertyOrder)")
    classes = proj.root / "classes"
    done = subprocess.run(
        [
            "javac",
            "-proc:none",
            "-encoding",
            "UTF-8",
            "-cp",
            str(jars[-1]),
            "-d",
            str(classes),
            *map(str, sources),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (classes / package.replace(".", "/") / "entity/Users.class").is_file()


@pytest.mark.parametrize(
    ("package", "group", "artifact"),
    [
        ("com.例子.ünï.demo", "com.uni", "demo"),
        ("com.acme.例子", "com.acme", "app"),
        ("例子.模块", "app", "app"),
        ("org.x.module.record_app", "org.x.module", "record-app"),
    ],
)
def test_scaffold_of_a_unicode_package_writes_maven_ids(
    proj: Project, package: str, group: str, artifact: str
) -> None:
    """Maven ids take ``[A-Za-z0-9_.-]`` only (Maven refuses ``com.例子`` as a groupId): the
    scaffolded pom.xml derives them from the package's ASCII letters; the Java keeps the
    package. (Maven compiled such a project, ``com.例子.module.demo`` with a class 用户, by hand.)"""
    import re

    proj.write(
        "genix.toml",
        f'[project]\nbase_package = "{package}"\noutput = "out"\nscaffold = true\n'
        '[connections.main]\nurl = "sqlite:///app.db"\n',
    )
    proj.genix("build").expect(0)
    pom = (proj.root / "out/pom.xml").read_text(encoding="utf-8")
    assert f"  <groupId>{group}</groupId>\n  <artifactId>{artifact}</artifactId>" in pom
    for value in re.findall(r"<(?:groupId|artifactId)>([^<]*)</", pom):
        assert re.fullmatch(r"[A-Za-z0-9_.-]+", value), value
    java = proj.root / "out/src/main/java" / package.replace(".", "/")
    assert (java / "entity/Users.java").is_file()


# -- names derived from columns: Java's letters and digits only ---------------------------------

DERIVED = {
    "x²": "x",  # ² is a number but no Java identifier part: a separator
    "²nd": "nd",
    "\u0301ab": "_\u0301ab",  # a combining mark cannot start an identifier
    "٣x": "_٣x",  # nor can a digit of any script
    "Ⅻ": "Ⅻ",  # a letter number can
    "a\u200bb": "aB",  # a zero-width space separates words
    "用户名": "用户名",
}


@pytest.mark.parametrize("column", DERIVED)
def test_field_name_of_a_unicode_column(proj: Project, column: str) -> None:
    """Derived names hold only what javac takes (``x²`` was written as a field ``x²``)."""
    proj.sql(f'CREATE TABLE t (id INTEGER PRIMARY KEY, "{column}" TEXT);')
    proj.config('[tables]\ninclude = ["t"]\n', project="lombok = false")
    proj.genix("build").expect(0)
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/T.java").read_text(encoding="utf-8")
    assert f"private String {DERIVED[column]};" in entity, entity


@pytest.mark.parametrize("column", ["½", "²", "\u200b", "_", "$", "-"])
def test_column_with_no_java_letter_gets_a_numbered_field(proj: Project, column: str) -> None:
    """One odd column never refuses its table (issue 33): a numbered field and one warning
    naming the override."""
    proj.sql(f'CREATE TABLE t (id INTEGER PRIMARY KEY, "{column}" TEXT);')
    proj.config('[tables]\ninclude = ["t"]\n', project="lombok = false")
    run = proj.genix("build").expect(0)
    assert (
        f"column {column!r} of table 't' has no letter or digit to make a Java name from: its field is 'column2'"
        in run.stderr
    )
    assert "java_name" in run.stderr
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/T.java").read_text(encoding="utf-8")
    assert "private String column2;" in entity, entity


@pytest.mark.parametrize("column", ["a\nb", "tab\there", "nul\x01x"])
def test_column_whose_name_no_file_can_carry_is_left_out(proj: Project, column: str) -> None:
    """A column name with a control character: that column is left out with a warning, the
    table and the rest of the build go on (issue 33)."""
    proj.sql(f'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, "{column}" TEXT);')
    proj.config('[tables]\ninclude = ["t"]\n', project="lombok = false")
    run = proj.genix("build").expect(0)
    assert "the column is left out" in run.stderr and "ignore = true" in run.stderr, run.stderr
    assert "\n" not in run.stderr.split("warning: ")[1].split("\n  hint")[0]  # the key path is one line
    entity = (proj.root / "out/src/main/java/com/example/demo/entity/T.java").read_text(encoding="utf-8")
    assert "private String name;" in entity


@pytest.mark.java
def test_fields_of_unicode_columns_compile(proj: Project) -> None:
    """javac (with jackson-annotations from the local Maven repository) takes the entity."""
    import shutil
    import subprocess
    from pathlib import Path

    from tests.conftest import need

    need(shutil.which("javac") is not None, "a JDK (javac)")
    jars = sorted(Path.home().glob(".m2/repository/com/fasterxml/jackson/core/jackson-annotations/2.*/*.jar"))
    need(bool(jars), "jackson-annotations in the local Maven repository")
    columns = ", ".join(f'"{c}" TEXT' for c in DERIVED)
    proj.sql(f"CREATE TABLE t (id INTEGER PRIMARY KEY, {columns});")
    proj.config('[tables]\ninclude = ["t"]\n', project='lombok = false\nopenapi = "none"\nvalidation = false')
    proj.genix("build").expect(0)
    entity = proj.root / "out/src/main/java/com/example/demo/entity/T.java"
    done = subprocess.run(
        [
            "javac",
            "-proc:none",
            "-encoding",
            "UTF-8",
            "-cp",
            str(jars[-1]),
            "-d",
            str(proj.root / "c"),
            str(entity),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
