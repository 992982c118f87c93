"""The type mapping holds at run time: genix generates the entity, mapper and mapper XML of a
table full of awkward types (Java enums, arrays of one and two dimensions, uuid, jsonb, money,
interval, bit(1), unsigned, set, year ...), javac compiles them with a small driver program,
and real MyBatis + the real JDBC driver insert, read, filter, update and delete rows of the
real database through them.

Needs ``javac``/``java`` and ``mvn`` (to fetch MyBatis and the JDBC drivers): skips locally
without them, fails under CI=true.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from tests.conftest import need
from tests.dbnames import db
from tests.introspect.livecatalog import write_config

ARTIFACTS = (
    "org.mybatis:mybatis:3.5.19",
    "com.fasterxml.jackson.core:jackson-annotations:2.19.2",
    "org.springframework:spring-context:6.2.12",
    "org.postgresql:postgresql:42.7.7",
    "org.mariadb.jdbc:mariadb-java-client:3.5.6",
)

PG_DDL = """
CREATE TYPE mood AS ENUM ('happy', 'sad', 'it''s ok', '很好');
CREATE DOMAIN small_positive AS integer NOT NULL DEFAULT 1 CHECK (VALUE > 0);
CREATE TABLE account (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ext_id uuid NOT NULL DEFAULT gen_random_uuid(),
  data jsonb,
  mood mood,
  qty small_positive,
  tags text[],
  grid integer[][],
  price numeric(10,2),
  cash money,
  b1 bit(1),
  span interval,
  total numeric GENERATED ALWAYS AS (price * 2) STORED,
  created timestamptz NOT NULL DEFAULT now()
);
"""

PG_MAIN = """
package rt;

import com.example.demo.entity.Account;
import com.example.demo.mapper.AccountMapper;
import java.math.BigDecimal;
import java.util.Arrays;
import org.apache.ibatis.datasource.pooled.PooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;

public class Main {
    public static void main(String[] args) throws Exception {
        PooledDataSource ds = new PooledDataSource("org.postgresql.Driver", args[0], args[1], args[2]);
        Configuration cfg = new Configuration(new Environment("t", new JdbcTransactionFactory(), ds));
        cfg.addMapper(AccountMapper.class);
        try (SqlSession s = new SqlSessionFactoryBuilder().build(cfg).openSession(true)) {
            AccountMapper m = s.getMapper(AccountMapper.class);
            Account a = new Account();
            a.setMood(Account.Mood.IT_S_OK);
            a.setData("{\\"k\\": 1}");
            a.setExtId("6f1c2d3e-0000-4000-8000-000000000001");
            a.setTags(new String[] {"a", "b'c", "中文"});
            a.setGrid(new Integer[][] {{1, 2}, {3, 4}});
            a.setPrice(new BigDecimal("12.50"));
            a.setCash(new BigDecimal("3.25"));
            a.setB1(true);
            a.setSpan("1 day 02:00:00");
            m.insert(a);
            Account b = m.selectByKey(a.getId());
            System.out.println("read " + b.getMood() + " " + Arrays.toString(b.getTags()) + " "
                + Arrays.deepToString(b.getGrid()) + " " + b.getTotal() + " " + b.getCash() + " " + b.getQty()
                + " " + b.getB1() + " " + b.getExtId() + " " + b.getSpan() + " " + (b.getCreated() != null));
            Account filter = new Account();
            filter.setMood(Account.Mood.IT_S_OK);
            filter.setExtId("6f1c2d3e-0000-4000-8000-000000000001");
            filter.setCash(new BigDecimal("3.25"));
            filter.setSpan("26 hours");
            filter.setB1(true);
            System.out.println("filter " + m.count(filter));
            b.setMood(Account.Mood.很好);
            System.out.println("update " + m.updateByKey(b) + " " + m.selectByKey(a.getId()).getMood());
            System.out.println("delete " + m.deleteByKey(a.getId()));
        }
    }
}
"""

MYSQL_DDL = """
CREATE TABLE t_flags (
  id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  big_id BIGINT UNSIGNED NOT NULL,
  flag TINYINT(1) NOT NULL DEFAULT 0,
  bit_flag BIT(1),
  bits BIT(8),
  doc JSON,
  status ENUM('草稿','已发布','it''s','PG-13') NOT NULL DEFAULT '草稿',
  tags SET('a','b','c'),
  yr YEAR,
  touched TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  total BIGINT AS (big_id DIV 2) VIRTUAL
);
"""

MYSQL_MAIN = """
package rt;

import com.example.demo.entity.TFlags;
import com.example.demo.mapper.TFlagsMapper;
import java.math.BigInteger;
import org.apache.ibatis.datasource.pooled.PooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;

public class Main {
    public static void main(String[] args) throws Exception {
        PooledDataSource ds = new PooledDataSource("org.mariadb.jdbc.Driver", args[0], args[1], args[2]);
        Configuration cfg = new Configuration(new Environment("t", new JdbcTransactionFactory(), ds));
        cfg.addMapper(TFlagsMapper.class);
        try (SqlSession s = new SqlSessionFactoryBuilder().build(cfg).openSession(true)) {
            TFlagsMapper m = s.getMapper(TFlagsMapper.class);
            TFlags a = new TFlags();
            a.setBigId(new BigInteger("18446744073709551615"));
            a.setFlag(true);
            a.setBitFlag(true);
            a.setBits(new byte[] {(byte) 0xA5});
            a.setDoc("{\\"a\\": [1, 2]}");
            a.setStatus(TFlags.Status.PG_13);
            a.setTags("a,c");
            a.setYr(2024);
            m.insert(a);
            TFlags b = m.selectByKey(a.getId());
            System.out.println("read " + a.getId() + " " + b.getBigId() + " " + b.getStatus() + " " + b.getTags()
                + " " + b.getFlag() + " " + b.getBitFlag() + " " + (b.getBits()[0] & 0xff) + " " + b.getYr()
                + " " + b.getTotal() + " " + b.getDoc() + " " + (b.getTouched() != null));
            TFlags filter = new TFlags();
            filter.setStatus(TFlags.Status.PG_13);
            filter.setFlag(true);
            filter.setBigId(new BigInteger("18446744073709551615"));
            System.out.println("filter " + m.count(filter));
            b.setStatus(TFlags.Status.草稿);
            System.out.println("update " + m.updateByKey(b) + " " + m.selectByKey(a.getId()).getStatus());
            System.out.println("delete " + m.deleteByKey(a.getId()));
        }
    }
}
"""


@pytest.fixture(scope="session")
def jars(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """MyBatis, the JDBC drivers and Jackson's annotations, fetched by Maven."""
    need(bool(shutil.which("javac") and shutil.which("java")), "a JDK (javac, java)")
    need(shutil.which("mvn") is not None, "Maven (mvn)")
    out = tmp_path_factory.mktemp("jars")
    for artifact in ARTIFACTS:
        cmd = ["mvn", "-q", "-B", "dependency:copy", f"-Dartifact={artifact}", f"-DoutputDirectory={out}"]
        # offline first (the local repository usually has them), then from Maven Central
        if subprocess.run([*cmd[:3], "-o", *cmd[3:]], capture_output=True, check=False).returncode:
            done = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=600)
            need(done.returncode == 0, f"the Maven artifact {artifact} ({done.stdout[-300:]})")
    return sorted(out.glob("*.jar"))


def generate_and_run(
    folder: Path, url: str, table: str, main_source: str, jdbc: list[str], jars: list[Path]
) -> list[str]:
    """Generate ``table`` with Java enums, compile it with ``main_source``, run it; its output lines."""
    cfg = write_config(
        folder,
        url,
        project='enums = "java"\nlombok = false\nopenapi = "none"\nvalidation = false',
    )
    cfg.write_text(cfg.read_text(encoding="utf-8") + f'[tables]\ninclude = ["{table}"]\n', encoding="utf-8")
    result = pipeline.build(load_config(cfg))
    assert result.applied
    out = folder / "out"
    java_root = out / "src/main/java/com/example/demo"
    classes = folder / "classes"
    mapper_xml = out / "src/main/resources/mapper" / f"{result_class(table)}Mapper.xml"
    target = classes / "com/example/demo/mapper"
    target.mkdir(parents=True)
    shutil.copy(mapper_xml, target / mapper_xml.name)
    main = folder / "rt" / "Main.java"
    main.parent.mkdir()
    main.write_text(main_source, encoding="utf-8")
    sources = [
        # the enum and its MyBatis handler (DbEnumConverter is Spring MVC's side: not run here)
        *sorted(p for p in (java_root / "common").glob("DbEnum*.java") if p.name != "DbEnumConverter.java"),
        *sorted((java_root / "common").glob("*TypeHandler.java")),  # arrays, bit(1) as Boolean
        java_root / "entity" / f"{result_class(table)}.java",
        java_root / "mapper" / f"{result_class(table)}Mapper.java",
        main,
    ]
    cp = ":".join(str(j) for j in jars)
    compiled = subprocess.run(
        ["javac", "-proc:none", "-encoding", "UTF-8", "-d", str(classes), "-cp", cp, *map(str, sources)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert compiled.returncode == 0, compiled.stderr
    ran = subprocess.run(
        [
            "java",
            "-Dfile.encoding=UTF-8",
            "-Dstdout.encoding=UTF-8",
            "-cp",
            f"{classes}:{cp}",
            "rt.Main",
            *jdbc,
        ],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
        timeout=300,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    return ran.stdout.splitlines()


def result_class(table: str) -> str:
    from dbjavagenix.resolve.columns.naming import class_stem

    return class_stem(table)


def _jdbc(url: str, scheme: str, db: str) -> list[str]:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    port = u.port or (5432 if scheme == "postgresql" else 3306)
    return [f"jdbc:{scheme}://{u.host}:{port}/{db}", u.username or "", str(u.password or "")]


@pytest.mark.postgres
@pytest.mark.java
def test_postgresql_types_round_trip(
    pg_url: str, pg_admin: Callable[[str, str], None], jars: list[Path], tmp_path: Path
) -> None:
    pg_admin(db("genix_i3_rt_pg"), PG_DDL)
    lines = generate_and_run(
        tmp_path,
        f"{pg_url}/{db('genix_i3_rt_pg')}",
        "account",
        PG_MAIN,
        _jdbc(pg_url, "postgresql", db("genix_i3_rt_pg")),
        jars,
    )
    assert lines == [
        "read IT_S_OK [a, b'c, 中文] [[1, 2], [3, 4]] 25.00 3.25 1 true "
        "6f1c2d3e-0000-4000-8000-000000000001 1 day 02:00:00 true",
        "filter 1",
        "update 1 很好",
        "delete 1",
    ]


@pytest.mark.mysql
@pytest.mark.java
def test_mariadb_types_round_trip(
    mysql_url: str, mysql_admin: Callable[[str, str], None], jars: list[Path], tmp_path: Path
) -> None:
    mysql_admin(db("genix_i3_rt_my"), MYSQL_DDL)
    lines = generate_and_run(
        tmp_path,
        f"{mysql_url}/{db('genix_i3_rt_my')}",
        "t_flags",
        MYSQL_MAIN,
        _jdbc(mysql_url, "mariadb", db("genix_i3_rt_my")),
        jars,
    )
    assert lines == [
        'read 1 18446744073709551615 PG_13 a,c true true 165 2024 9223372036854775807 {"a": [1, 2]} true',
        "filter 1",
        "update 1 草稿",
        "delete 1",
    ]
