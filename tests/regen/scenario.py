"""The sakila regeneration scenario: realistic hand edits, then schema changes (add, drop and
rename a column, drop a table), then regenerate. Shared by the SQLite and MariaDB tests; the
compile step is :func:`compile_with_maven` (small enough to swap for the categories' harness).
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

J = "src/main/java/com/example/demo/"
R = "src/main/resources/mapper/"


@dataclass(frozen=True)
class HandEdit:
    path: str
    anchor: str
    """Text the edit goes before (replaced by ``text + anchor``), or replaces when ``replace``."""
    text: str
    replace: bool = False

    def apply(self, out: Path) -> None:
        p = out / self.path
        s = p.read_text(encoding="utf-8")
        assert self.anchor in s, f"{self.anchor!r} not in {self.path}"
        new = self.text if self.replace else self.text + self.anchor
        if self.replace:
            p.write_text(s.replace(self.anchor, new, 1), encoding="utf-8")
        else:
            i = s.rindex(self.anchor)
            p.write_text(s[:i] + new + s[i + len(self.anchor) :], encoding="utf-8")

    @property
    def evidence(self) -> str:
        return self.text


EDITS = (
    # a method added to an entity, whose table then gains a column
    HandEdit(
        J + "entity/Actor.java",
        "}\n",
        '\n    public String fullName() {\n        return firstName + " " + lastName;\n    }\n',
    ),
    # a query added to a mapper interface and its XML
    HandEdit(
        J + "mapper/ActorMapper.java",
        "}\n",
        '\n    /** Actors with the given last name. */\n    List<Actor> findByLastName(@Param("lastName") String lastName);\n',
    ),
    HandEdit(
        R + "ActorMapper.xml",
        "</mapper>\n",
        '\n  <select id="findByLastName" resultMap="BaseResultMap">\n'
        '    SELECT <include refid="Base_Column_List"/>\n'
        "    FROM actor\n"
        "    WHERE last_name = #{lastName}\n"
        "    ORDER BY first_name\n"
        "  </select>\n",
    ),
    # an edit inside a generated statement whose table then loses a column
    HandEdit(R + "FilmMapper.xml", "    ORDER BY film_id\n", "    ORDER BY title, film_id\n", replace=True),
    HandEdit(
        J + "entity/Film.java",
        "}\n",
        '\n    public String label() {\n        return title + " (" + releaseYear + ")";\n    }\n',
    ),
    # an annotation on a field of a table that then has another column renamed
    HandEdit(
        J + "entity/Customer.java",
        "    private String firstName;\n",
        '    @Deprecated(since = "use the account service")\n    private String firstName;\n',
        replace=True,
    ),
    # service and controller files: the user's additions, merged like the rest
    HandEdit(
        J + "service/impl/ActorServiceImpl.java",
        "}\n",
        "\n    public int countAll() {\n        return (int) mapper.count(null);\n    }\n",
    ),
    HandEdit(J + "controller/FilmController.java", "}\n", "    // reviewed by the film team\n"),
)

ALTER_SQLITE = (
    "ALTER TABLE actor ADD COLUMN nickname VARCHAR(40)",
    "ALTER TABLE customer RENAME COLUMN email TO email_address",
    "ALTER TABLE film DROP COLUMN rental_duration",
    "DROP TABLE film_text",
)
ALTER_MYSQL = (
    "ALTER TABLE actor ADD COLUMN nickname VARCHAR(40) NULL",
    "ALTER TABLE customer RENAME COLUMN email TO email_address",
    "ALTER TABLE film DROP COLUMN rental_duration",
    "DROP TABLE film_text",
)
DROPPED = (J + "entity/FilmText.java", J + "mapper/FilmTextMapper.java", R + "FilmTextMapper.xml")


def apply_edits(out: Path) -> None:
    for e in EDITS:
        e.apply(out)


def assert_edits_survived(out: Path) -> None:
    for e in EDITS:
        text = (out / e.path).read_text(encoding="utf-8")
        assert e.evidence in text, f"hand edit lost in {e.path}: {e.evidence!r}"


def assert_schema_changes_applied(out: Path) -> None:
    actor = (out / J / "entity/Actor.java").read_text(encoding="utf-8")
    assert "private String nickname;" in actor
    customer = (out / J / "entity/Customer.java").read_text(encoding="utf-8")
    assert "private String emailAddress;" in customer and "private String email;" not in customer
    film = (out / J / "entity/Film.java").read_text(encoding="utf-8")
    assert "rentalDuration" not in film
    film_xml = (out / R / "FilmMapper.xml").read_text(encoding="utf-8")
    assert "rental_duration" not in film_xml
    assert 'property="nickname"' in (out / R / "ActorMapper.xml").read_text(encoding="utf-8")
    for rel in DROPPED:
        assert not (out / rel).exists(), rel


POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.5.7</version>
    <relativePath/>
  </parent>
  <groupId>com.example</groupId>
  <artifactId>demo</artifactId>
  <version>0.0.1</version>
  <properties>
    <java.version>17</java.version>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-web</artifactId>
    </dependency>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-validation</artifactId>
    </dependency>
    <dependency>
      <groupId>org.mybatis.spring.boot</groupId>
      <artifactId>mybatis-spring-boot-starter</artifactId>
      <version>3.0.5</version>
    </dependency>
    <dependency>
      <groupId>org.springdoc</groupId>
      <artifactId>springdoc-openapi-starter-webmvc-ui</artifactId>
      <version>2.8.14</version>
    </dependency>
    <dependency>
      <groupId>org.projectlombok</groupId>
      <artifactId>lombok</artifactId>
      <optional>true</optional>
    </dependency>
    <dependency>
      <groupId>{driver_group}</groupId>
      <artifactId>{driver_artifact}</artifactId>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <configuration>
          <annotationProcessorPaths>
            <path>
              <groupId>org.projectlombok</groupId>
              <artifactId>lombok</artifactId>
              <version>${{lombok.version}}</version>
            </path>
          </annotationProcessorPaths>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
"""

DRIVERS = {"sqlite": ("org.xerial", "sqlite-jdbc"), "mysql": ("org.mariadb.jdbc", "mariadb-java-client")}


def maven_available() -> bool:
    return shutil.which("mvn") is not None and shutil.which("java") is not None


def compile_with_maven(out: Path, dialect: str) -> subprocess.CompletedProcess[str]:
    """``mvn compile`` of the generated project with a minimal Spring Boot 3.5 pom (written
    only when the project has none)."""
    pom = out / "pom.xml"
    if not pom.exists():
        group, artifact = DRIVERS[dialect]
        pom.write_text(POM.format(driver_group=group, driver_artifact=artifact), encoding="utf-8")
    return subprocess.run(
        ["mvn", "-B", "-q", "-e", "compile"],
        check=False,
        cwd=out,
        capture_output=True,
        text=True,
        timeout=1800,
    )
