"""A table as wide as real ones get (600 columns, some with long non-ASCII names): the list
query mapper's statement texts are Java string constants, which the class file keeps in at most
64 KB each; genix cuts the conditions and the ORDER BY into as many constants as they need, and
javac takes the mapper (issue 33: ``constant string too long``)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import need
from tests.hostile.harness import Project


def _wide(proj: Project, columns: int) -> Path:
    names = [f"c{i:03d}_{'长' * 10 if i % 3 == 0 else 'value'}" for i in range(columns)]
    proj.sql(f"CREATE TABLE wide (id INTEGER PRIMARY KEY, {', '.join(f'{n} VARCHAR(40)' for n in names)});")
    proj.config(
        '[tables]\ninclude = ["wide"]\n', project='lombok = false\nopenapi = "none"\nvalidation = false'
    )
    proj.genix("build").expect(0)
    return proj.root / "out/src/main/java/com/example/demo"


@pytest.mark.parametrize("columns", [10, 600])
def test_every_constant_of_the_query_mapper_fits_a_class_file(proj: Project, columns: int) -> None:
    mapper = (_wide(proj, columns) / "mapper/WideQueryMapper.java").read_text(encoding="utf-8")
    constants = re.findall(r"String (WHERE\w*) = ", mapper)
    assert (len(constants) > 1) == (columns > 100), constants
    # javac folds a constant's literals into one string, and keeps every string in at most
    # 65,535 bytes: each constant, and each literal of the annotations, fits
    literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
    for m in re.finditer(r"String WHERE\w* = (.*?);\n", mapper, re.S):
        assert len("".join(literal.findall(m.group(1))).encode("utf-8")) < 65_535, m.group(0)[:200]
    for text in literal.findall(mapper):
        assert len(text.encode("utf-8")) < 65_535, text[:200]
    for name in constants:  # each constant is part of all three statements
        assert mapper.count(f" {name},") == 3, name


@pytest.mark.java
def test_the_mapper_of_a_600_column_table_compiles(proj: Project) -> None:
    need(shutil.which("javac") is not None, "a JDK (javac)")
    jars = sorted(Path.home().glob(".m2/repository/org/mybatis/mybatis/3.5.*/mybatis-3.5.*.jar"))
    need(bool(jars), "MyBatis in the local Maven repository (.ci/maven-prefetch.sh)")
    jackson = sorted(
        Path.home().glob(".m2/repository/com/fasterxml/jackson/core/jackson-annotations/2.*/*.jar")
    )
    need(bool(jackson), "jackson-annotations in the local Maven repository")
    java = _wide(proj, 600)
    done = subprocess.run(
        [
            "javac",
            "-proc:none",
            "-encoding",
            "UTF-8",
            "-cp",
            f"{jars[-1]}:{jackson[-1]}",
            "-d",
            str(proj.root / "classes"),
            str(java / "entity/Wide.java"),
            str(java / "mapper/WideQueryMapper.java"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]


AUDIT = """package com.example.demo.common;

@lombok.Data
public class AuditEntity {
    private String createBy;
    private java.time.LocalDateTime createTime;
}
"""


@pytest.mark.java
def test_a_wide_lombok_entity_prints_its_base_class(proj: Project) -> None:
    """A wide entity writes its own toString (Lombok's is one ``+`` chain): like Lombok's
    ``@ToString(callSuper = true)``, it starts with the base class's, which prints the fields
    the base declares (issue 33: they were lost), and does not print them twice. Compiled with
    Lombok's annotation processor and run."""
    need(shutil.which("javac") is not None and shutil.which("java") is not None, "a JDK (javac, java)")
    lombok = sorted(Path.home().glob(".m2/repository/org/projectlombok/lombok/1.18.*/lombok-1.18.*.jar"))
    need(bool(lombok), "Lombok in the local Maven repository (.ci/maven-prefetch.sh)")
    jackson = sorted(
        Path.home().glob(".m2/repository/com/fasterxml/jackson/core/jackson-annotations/2.*/*.jar")
    )
    need(bool(jackson), "jackson-annotations in the local Maven repository")
    columns = ", ".join(f"c{i:03d} VARCHAR(20)" for i in range(80))
    proj.sql(
        f"CREATE TABLE wide (id INTEGER PRIMARY KEY, create_by VARCHAR(20), create_time TIMESTAMP, {columns});"
    )
    base = proj.write("out/src/main/java/com/example/demo/common/AuditEntity.java", AUDIT)
    proj.config(
        '[tables]\ninclude = ["wide"]\n[layers.entity]\nextends = "com.example.demo.common.AuditEntity"\n',
        project='openapi = "none"\nvalidation = false\nscaffold = false',
    )
    proj.genix("build").expect(0)
    entity_file = proj.root / "out/src/main/java/com/example/demo/entity/Wide.java"
    entity = entity_file.read_text(encoding="utf-8")
    assert "@lombok.ToString(" not in entity and 'text.append("super=").append(super.toString());' in entity
    assert '"createBy=' not in entity and '", c079=' in entity, entity
    main = proj.write(
        "Main.java",
        "public class Main {\n    public static void main(String[] a) {\n"
        "        com.example.demo.entity.Wide w = new com.example.demo.entity.Wide();\n"
        '        w.setCreateBy("alice");\n        w.setC079("last");\n'
        "        System.out.println(w);\n    }\n}\n",
    )
    classes = proj.root / "classes"
    javac = subprocess.run(
        [
            "javac",
            "-encoding",
            "UTF-8",
            "-cp",
            f"{lombok[-1]}:{jackson[-1]}",
            "-processorpath",
            str(lombok[-1]),
            "-d",
            str(classes),
            str(base),
            str(entity_file),
            str(main),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert javac.returncode == 0, javac.stderr[-3000:]
    ran = subprocess.run(
        ["java", "-cp", f"{classes}:{jackson[-1]}", "Main"], capture_output=True, text=True, check=False
    )
    assert ran.returncode == 0, ran.stderr
    printed = ran.stdout.strip()
    assert printed.startswith("Wide{super=AuditEntity(createBy=alice, createTime=null), id=null, ")
    assert printed.endswith(", c079=last}") and printed.count("createBy") == 1, printed
