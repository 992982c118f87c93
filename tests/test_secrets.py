"""The secrets module: structural masking hides every secret and changes no other byte."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from dbjavagenix.config.urls import parse_url, refused_options, with_encoded_password
from dbjavagenix.secrets import (
    Secrets,
    is_secret_name,
    mask_effective,
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
    ],
)
def test_mask_url(url: str, masked: str) -> None:
    assert mask_url(url) == masked


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
