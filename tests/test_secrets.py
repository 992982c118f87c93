"""The secrets module: structural masking hides every secret and changes no other byte."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest

from dbjavagenix.config.urls import parse_url, refused_options, with_encoded_password
from dbjavagenix.secrets import (
    WITHHELD,
    Secrets,
    is_secret_name,
    mask_driver_text,
    mask_effective,
    mask_text_urls,
    mask_toml_text,
    mask_url,
    mask_value,
)


@pytest.mark.parametrize(
    ("url", "masked"),
    [
        (
            "mysql+pymysql://genix:genix@127.0.0.1:3306/genix",
            "mysql+pymysql://genix:***@127.0.0.1:3306/genix",
        ),
        ("mysql+pymysql://u:Zq9@Secret!xyz@h/db", "mysql+pymysql://u:***@h/db"),
        ("u:PW@h/db", "u:***@h/db"),
        ("u:pa/ss@h:3306/db", "u:***@h:3306/db"),
        ("mysql://u:p@h/db?charset=utf8mb4&password=abc", "mysql://u:***@h/db?charset=utf8mb4&password=***"),
        ("mysql://u@h/db?passwd=x&sslpassword=y", "mysql://u@h/db?passwd=***&sslpassword=***"),
        ("postgresql://u:${DB_PASSWORD}@h/db", "postgresql://u:${DB_PASSWORD}@h/db"),
        ("postgresql://u:p@h1:5432,h2:5433/db", "postgresql://u:***@h1:5432,h2:5433/db"),
        ("mysql://:p@[::1]:3306/db", "mysql://:***@[::1]:3306/db"),
        ("mysql://u:p@h/db?x=a@b", "mysql://u:***@h/db?x=a@b"),
        ("foo_bar://u:Sup%40rS3cret@h", "foo_bar://u:***@h"),
        ("jdbc:mysql://h/db?user=root&password=root", "jdbc:mysql://h/db?user=root&password=***"),
        ("sqlite:///genix/root.db", "sqlite:///genix/root.db"),
        ("mysql://root@localhost/root", "mysql://root@localhost/root"),
        # a secret option's value runs to the next option; an @ in an option is no userinfo
        ("mysql://u@h/db?password=p&ss&charset=utf8", "mysql://u@h/db?password=***&charset=utf8"),
        ("mysql://u@h/db?password=p#ss", "mysql://u@h/db?password=***"),
        ("mysql://u:pa;ss@h/db", "mysql://u:***@h/db"),
        ("mysql://h:3306/db?user=u&password=p@ss", "mysql://h:3306/db?user=u&password=***"),
    ],
)
def test_mask_url(url: str, masked: str) -> None:
    assert mask_url(url) == masked


JDBC = [
    (
        "jdbc:mysql://127.0.0.1:3306/db?user=u&password=p@ss",
        "jdbc:mysql://127.0.0.1:3306/db?user=u&password=***",
    ),
    (
        "jdbc:mysql://127.0.0.1:3306/db?user=u&password=p&ss&useSSL=false",
        "jdbc:mysql://127.0.0.1:3306/db?user=u&password=***&useSSL=false",
    ),
    (
        "jdbc:mysql://h/db?password=p%26ss&useSSL=false&serverTimezone=UTC",
        "jdbc:mysql://h/db?password=***&useSSL=false&serverTimezone=UTC",
    ),
    (
        "jdbc:mysql://u:p@ss@127.0.0.1:3306/db?useSSL=false",
        "jdbc:mysql://u:***@127.0.0.1:3306/db?useSSL=false",
    ),
    ("jdbc:mysql://u:pwd=1@h/db?password=x", "jdbc:mysql://u:***@h/db?password=***"),
    ("jdbc:p6spy:mysql://u:pw@h/db", "jdbc:p6spy:mysql://u:***@h/db"),
    (
        "jdbc:mysql:loadbalance://h1:3306,h2:3306/db?user=u&password=x",
        "jdbc:mysql:loadbalance://h1:3306,h2:3306/db?user=u&password=***",
    ),
    (
        "jdbc:postgresql://srv:5432/db?user=admin@srv&password=p@w&sslmode=require",
        "jdbc:postgresql://srv:5432/db?user=admin@srv&password=***&sslmode=require",
    ),
    (
        "jdbc:sqlserver://host:1433;databaseName=db;user=u;password=p@ss;encrypt=true",
        "jdbc:sqlserver://host:1433;databaseName=db;user=u;password=***;encrypt=true",
    ),
    (
        "jdbc:sqlserver://host:1433;user=u;password={p;s}}s};encrypt=true",
        "jdbc:sqlserver://host:1433;user=u;password=***;encrypt=true",
    ),
    ("jdbc:sqlserver://host;PWD=secret;", "jdbc:sqlserver://host;PWD=***;"),
    ("jdbc:oracle:thin:scott/tiger@//host:1521/svc", "jdbc:oracle:thin:scott/***@//host:1521/svc"),
    ("jdbc:oracle:thin:scott/ti@ger@host:1521:orcl", "jdbc:oracle:thin:scott/***@host:1521:orcl"),
    ('jdbc:oracle:thin:"scott"/"ti@g/er"@host:1521:orcl', 'jdbc:oracle:thin:"scott"/***@host:1521:orcl'),
    ("jdbc:oracle:thin:@//host:1521/svc", "jdbc:oracle:thin:@//host:1521/svc"),
    ("jdbc:h2:mem:test;USER=sa;PASSWORD=x;MODE=MySQL", "jdbc:h2:mem:test;USER=sa;PASSWORD=***;MODE=MySQL"),
    ("jdbc:db2://host:50000/db:user=u;password=p;", "jdbc:db2://host:50000/db:user=u;password=***;"),
    (
        "jdbc:mysql://address=(host=h)(port=3306)(user=u)(password=p@s)/db",
        "jdbc:mysql://address=(host=h)(port=3306)(user=u)(password=***)/db",
    ),
    ("jdbc:mysql://(host=h,user=u,password=p)/db", "jdbc:mysql://(host=h,user=u,password=***)/db"),
    ("jdbc:mysql://h/db?user=u&password=${DB_PASSWORD}", "jdbc:mysql://h/db?user=u&password=${DB_PASSWORD}"),
    ("jdbc:mysql://127.0.0.1:3306/db?user=u", "jdbc:mysql://127.0.0.1:3306/db?user=u"),
]


@pytest.mark.parametrize(("url", "masked"), JDBC)
def test_mask_jdbc_url_by_structure(url: str, masked: str) -> None:
    """Every JDBC form a Spring project may hold: the password hidden, every other character
    (host, port, database, user, the other options) as written."""
    assert mask_url(url) == masked
    # the same inside free text (a message that echoes the URL), quoted or not
    assert mask_text_urls(f"datasource '{url}' failed") == f"datasource '{masked}' failed"


def test_jdbc_translation_shows_no_password() -> None:
    """Reading a Spring datasource: the password's characters never become a parameter name,
    an error message or part of the URL genix writes."""
    from dbjavagenix.errors import InputError
    from dbjavagenix.javaproject.jdbc import translate_jdbc

    t = translate_jdbc("jdbc:mysql://127.0.0.1:3306/db?user=u&password=p@ss&word&serverTimezone=UTC")
    assert (t.url, t.dropped) == ("mysql+pymysql://u@127.0.0.1:3306/db", ("serverTimezone",))
    t = translate_jdbc("jdbc:mysql://u:pa/ss@h/db")
    assert t.url == "mysql+pymysql://u@h:3306/db"
    with pytest.raises(InputError) as e:
        translate_jdbc("jdbc:mysql://h:3306/?user=u&password=p@ss")
    assert "password=***'" in e.value.message and "p@ss" not in e.value.message
    with pytest.raises(InputError) as e:
        translate_jdbc("jdbc:sqlserver://h;user=u;password=p@ss" + "x" * 120)
    assert "p@ss" not in e.value.message and "password=***" in e.value.message


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("ALTER USER u IDENTIFIED BY 's3cr\\'et' x", "ALTER USER u IDENTIFIED BY '***' x"),
        ("CREATE ROLE r LOGIN PASSWORD 'abc'", "CREATE ROLE r LOGIN PASSWORD '***'"),
        ("SET PASSWORD = PASSWORD('x')", "SET PASSWORD = PASSWORD('***')"),
        ('IDENTIFIED VIA ed25519 USING PASSWORD("x")', 'IDENTIFIED VIA ed25519 USING PASSWORD("***")'),
        ("invalid dsn: host=h password=xyz user=u", "invalid dsn: host=h password=*** user=u"),
        ("Driver={X};Server=h;PWD=a(b;UID=u", "Driver={X};Server=h;PWD=***;UID=u"),
        (
            "at mysql://u:p@h/db and jdbc:h2:mem:x;PASSWORD=y",
            "at mysql://u:***@h/db and jdbc:h2:mem:x;PASSWORD=***",
        ),
        # nothing else changes, whatever the words
        (
            "(1045, \"Access denied for user 'u'@'127.0.0.1' (using password: YES)\")",
            "(1045, \"Access denied for user 'u'@'127.0.0.1' (using password: YES)\")",
        ),
    ],
)
def test_driver_text_is_masked_by_structure(text: str, masked: str) -> None:
    assert mask_driver_text(text) == masked


def test_unknown_drivers_words_are_withheld_when_they_hold_the_password() -> None:
    """The policy for a driver genix does not know: its words as they are when no form of the
    password is in them after structural masking, else not shown at all (never half-edited).
    For the drivers genix reads with, structure is all there is: nothing else is looked for."""
    from dbjavagenix.introspect.connect import _driver_words

    s = Secrets(frozenset({"Sup@r S3cret"}))
    unknown, known = _driver_words(s, known=False), _driver_words(s, known=True)
    for words in (unknown, known):
        assert words("login failed for 127.0.0.1\nsecond line") == "login failed for 127.0.0.1"
        assert words("dsn password=Sup@r user=u") == "dsn password=*** user=u"
    assert unknown("bad credential Sup%40r%20S3cret given") == WITHHELD
    assert known("bad credential Sup%40r%20S3cret given") == "bad credential Sup%40r%20S3cret given"


def test_unencoded_password_characters_are_encoded_for_the_driver() -> None:
    assert with_encoded_password("mysql://u:Zq9@Secret!xyz@h/db") == "mysql://u:Zq9%40Secret!xyz@h/db"
    assert with_encoded_password("mysql://u:pa/ss@h/db") == "mysql://u:pa%2Fss@h/db"
    for same in ("mysql://u:p@h/db?x=a@b", "mysql://u:Sup%40rS3cret@h/db", "sqlite:///x.db"):
        assert with_encoded_password(same) == same
    parts = parse_url("mysql://u:Zq9@Secret!xyz@h:3306/db")
    assert parts is not None and parts.password == "Zq9@Secret!xyz" and parts.hosts == "h:3306"


def test_secret_names() -> None:
    for name in (
        "password",
        "DB_PASSWORD",
        "sslpassword",
        "API_TOKEN",
        "MYSQL_PWD",
        "client_secret",
        "passwd",
    ):
        assert is_secret_name(name), name
    for name in ("PWD", "OLDPWD", "output_root", "root", "user", "package", "charset", "PATH"):
        assert not is_secret_name(name), name


def test_config_text_masks_only_secrets() -> None:
    text = (
        "#:schema ./.genix/genix.schema.json\r\n"
        '[project]\nbase_package = "com.genix.root"\noutput = "genix-out"\n'
        '[connections.main]\nurl = "mysql+pymysql://root:root@localhost/root"  # was "mysql://a:b@c/d"\n'
        "password = 'genix'\n"
        'other = { password = "${DB_PASSWORD}", url = "u:PW@h/db" }\n'
        'multi = """\nmysql://x:y@z/w\n"""\n'
    )
    masked = mask_toml_text(text)
    assert masked == (
        "#:schema ./.genix/genix.schema.json\r\n"
        '[project]\nbase_package = "com.genix.root"\noutput = "genix-out"\n'
        '[connections.main]\nurl = "mysql+pymysql://root:***@localhost/root"  # was "mysql://a:***@c/d"\n'
        "password = '***'\n"
        'other = { password = "${DB_PASSWORD}", url = "u:***@h/db" }\n'
        'multi = """\nmysql://x:***@z/w\n"""\n'
    )
    diff = "--- a/genix.toml\n+++ b/genix.toml\n@@ -1 +1 @@\n-password = 'genix'\n+url = \"m://u:p@h\"\n"
    assert mask_toml_text(diff).splitlines()[-2:] == ["-password = '***'", '+url = "m://u:***@h"']


def test_values_are_masked_by_key_and_by_url() -> None:
    data = {
        "connections": {"main": {"url": "mysql://u:p@h/db", "password": "root", "user": "root"}},
        "project": {"base_package": "com.root"},
        "tables": {"password_reset": {"class_name": "PasswordReset"}},
    }
    assert mask_value(None, data) == {
        "connections": {"main": {"url": "mysql://u:***@h/db", "password": "***", "user": "root"}},
        "project": {"base_package": "com.root"},
        "tables": {"password_reset": {"class_name": "PasswordReset"}},
    }


def test_secret_environment_values_put_into_other_keys_are_masked() -> None:
    env = {"API_TOKEN": "genix", "PLAIN": "genix"}
    raw = {"project": {"header": "token ${API_TOKEN}, plain ${PLAIN}", "author": "${PLAIN}"}}
    effective = {"project": {"header": "token genix, plain genix", "author": "genix"}}
    assert mask_effective(effective, raw, env) == {
        "project": {"header": "token ***, plain genix", "author": "genix"}
    }


def test_scrub_free_text_hides_every_encoding_as_whole_tokens() -> None:
    pw = "Sup@r S3cret'"
    s = Secrets(frozenset({pw, "root"}), frozenset({"genix"}))
    for form in (pw, quote(pw, safe=""), json.dumps(pw)[1:-1], repr(pw)[1:-1], quote(pw).lower()):
        assert "S3cret" not in s.scrub(f"failed: [{form}]"), form
    # whole tokens only: a name that merely contains the secret stays
    assert s.scrub("table root_menu and rootless; root.") == "table root_menu and rootless; ***."
    # structure first: URLs and password=... pairs, whatever their value
    assert s.scrub("dsn 'host=h password=xyz user=genix' url mysql://genix:q@h/db") == (
        "dsn 'host=h password=*** user=genix' url mysql://genix:***@h/db"
    )
    # a secret equal to a shown name (the user) is not looked for
    assert Secrets(frozenset({"genix"}), frozenset({"genix"})).scrub("user 'genix'") == "user 'genix'"


def test_refused_url_options() -> None:
    assert refused_options("mysql+pymysql://u@h/db?charset=utf8mb4&ssl_ca=/ca.pem") == []
    assert refused_options("postgresql+psycopg://u@h/db?sslmode=require&application_name=x") == []
    names = [n for n, _ in refused_options("mysql://u@h/db?init_command=DROP&read_default_file=/x")]
    assert names == ["init_command", "read_default_file"]
    assert [n for n, _ in refused_options("postgresql://u@h/db?options=-c%20x&service=s")] == [
        "options",
        "service",
    ]
    assert [n for n, _ in refused_options("sqlite:///x.db?mode=rw")] == ["mode"]
    (name, hint), *_ = refused_options("mysql://u@h/db?password=x")
    assert name == "password" and "GENIX_CONNECTIONS__<NAME>__PASSWORD" in hint


POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.5</version>
  </parent>
  <groupId>com.example</groupId>
  <artifactId>shop</artifactId>
  <version>1.0</version>
  <dependencies>
    <dependency>
      <groupId>com.mysql</groupId>
      <artifactId>mysql-connector-j</artifactId>
    </dependency>
  </dependencies>
</project>
"""


@pytest.mark.parametrize(
    ("jdbc", "masked"),
    [
        (
            "jdbc:mysql://127.0.0.1:3306/shop?user=u&password=p@ss&useSSL=false",
            "jdbc:mysql://127.0.0.1:3306/shop?user=u&password=***&useSSL=false",
        ),
        (
            "jdbc:mysql://127.0.0.1:3306/?user=u&password=p@ss",  # no database: an error names the URL
            "jdbc:mysql://127.0.0.1:3306/?user=u&password=***",
        ),
    ],
)
def test_spring_datasource_url_through_the_doors(
    jdbc: str, masked: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``springboot_read_config``, ``genix doctor`` and ``genix init --from-project`` on a
    project whose datasource URL holds its password as an option: the URL shown as written but
    for the password, which (and its tail after ``@``) shows nowhere."""
    from click.testing import CliRunner

    from dbjavagenix.cli import main
    from dbjavagenix.tools.springboot_project import ProjectInput, springboot_read_config

    root = tmp_path / "shop"
    (root / "src/main/resources").mkdir(parents=True)
    (root / "src/main/java/com/example/shop").mkdir(parents=True)
    (root / "pom.xml").write_text(POM, encoding="utf-8")
    (root / "src/main/resources/application.properties").write_text(
        f"spring.datasource.url={jdbc}\n", encoding="utf-8"
    )
    (root / "src/main/java/com/example/shop/ShopApplication.java").write_text(
        "package com.example.shop;\n\nimport org.springframework.boot.autoconfigure.SpringBootApplication;\n\n"
        "@SpringBootApplication\npublic class ShopApplication {}\n",
        encoding="utf-8",
    )
    result = springboot_read_config(ProjectInput(project=str(root)))
    assert result.datasource is not None and result.datasource.jdbc_url == masked
    shown = [json.dumps(result.model_dump(), ensure_ascii=False)]
    monkeypatch.chdir(root)
    for argv in (["doctor", "--json"], ["doctor"], ["init", "--from-project"]):
        shown.append(CliRunner().invoke(main, argv).output)
    for text in shown:
        assert "p@ss" not in text and "@ss" not in text, text
    if "/shop?" not in jdbc:
        assert any(masked in text for text in shown[1:]), shown
