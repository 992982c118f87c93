"""Loading genix.toml: validation, located errors, environment layering, secrets, and the
commented config `genix init` writes."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest
from click.testing import CliRunner
from pydantic import BaseModel

from dbjavagenix.cli import main
from dbjavagenix.config import model as m
from dbjavagenix.config.init import init_text
from dbjavagenix.config.load import load_config, parse_config
from dbjavagenix.errors import ConfigError, GenixError
from tests.conftest import REPO

MINIMAL = """\
[project]
output = "out"
base_package = "com.example.demo"
category = "Default"
[connections.main]
url = "sqlite:///demo.db"
"""


@pytest.fixture(autouse=True)
def _in_tmp(chdir_tmp: Path) -> None:
    """Messages show paths relative to the working folder."""


def load_text(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "genix.toml"
    path.write_text(text, encoding="utf-8")
    return load_config(path)


def errors_of(tmp_path: Path, text: str) -> list[str]:
    with pytest.raises(GenixError) as info:
        load_text(tmp_path, text)
    return [d.render() for d in info.value.diagnostics]


def test_minimal_config_is_valid(tmp_path: Path) -> None:
    loaded = load_text(tmp_path, MINIMAL)
    c = loaded.config
    assert c.project.output == "out"
    assert c.project.category == "Default"
    assert c.default_connection() == "main"
    assert c.tables.include == ["*"]
    assert loaded.output_root == (tmp_path / "out").resolve()


def _fields(model: type[BaseModel]) -> set[str]:
    keys = set()
    for name, info in model.model_fields.items():
        keys.add(info.alias or name)
        for arg in [info.annotation, *typing.get_args(info.annotation)]:
            for inner in [arg, *typing.get_args(arg)]:
                if isinstance(inner, type) and issubclass(inner, BaseModel):
                    keys |= _fields(inner)
    return keys


@pytest.mark.parametrize("text_of", ["example", "init"])
def test_every_key_is_documented(text_of: str, tmp_path: Path) -> None:
    text = (REPO / "genix.toml.example").read_text() if text_of == "example" else init_text()
    documented = set(re.findall(r"^#? ?([A-Za-z_]+) = ", text, re.M))
    missing = (
        _fields(m.Config)
        - documented
        - {
            "project",
            "connections",
            "tables",
            "groups",
            "types",
            "layers",
            "columns",
            "rules",
            "api",
            "frontend",
        }
        - {"annotations", "result", "page", "query", "routes"}  # the sub-sections of [api]
    )
    assert not missing, f"keys not documented in the {text_of} config: {sorted(missing)}"


def test_example_and_init_output_validate(tmp_path: Path) -> None:
    loaded = load_config(REPO / "genix.toml.example")
    assert loaded.config.project.group_by_prefix is True
    parse_config(init_text(), tmp_path / "genix.toml")


def test_unknown_key_is_located_with_a_suggestion(tmp_path: Path) -> None:
    errs = errors_of(tmp_path, MINIMAL.replace('category = "Default"', 'catgory = "Default"'))
    assert errs == ["genix.toml:4:1: project.catgory: unknown key\n  hint: did you mean `category`?"]


def test_inline_table_keys_are_located(tmp_path: Path) -> None:
    text = MINIMAL + '[tables.sys_user]\nlayers = { controller = "no" }\n'
    errs = errors_of(tmp_path, text)
    assert errs[0].startswith("genix.toml:8:12: tables.sys_user.layers.controller: expected true or false")


def test_broken_toml_is_located(tmp_path: Path) -> None:
    errs = errors_of(tmp_path, MINIMAL.replace('output = "out"', "output = [1,"))
    assert re.match(r"genix\.toml:\d+:\d+: invalid TOML", errs[0])


def test_exactly_one_source_per_connection(tmp_path: Path) -> None:
    errs = errors_of(tmp_path, MINIMAL + 'snapshot = "x.json"\n')
    assert "set exactly one of `url`" in errs[0]
    assert errs[0].startswith("genix.toml:5:14: connections.main:")


def test_env_overrides_one_nested_key_and_merges(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENIX_CONNECTIONS__MAIN__PASSWORD", "s3cr3t-pw")
    monkeypatch.setenv("GENIX_PROJECT__SPRING_BOOT", "2")
    monkeypatch.setenv("GENIX_PROJECT__LOMBOK", "false")
    c = load_text(tmp_path, MINIMAL).config
    conn = c.connections["main"]
    assert conn.url == "sqlite:///demo.db"
    assert conn.password is not None and conn.password.get_secret_value() == "s3cr3t-pw"
    assert "s3cr3t-pw" not in repr(c) and "s3cr3t-pw" not in c.model_dump_json()
    assert c.project.spring_boot == 2 and c.project.lombok is False


def test_invalid_env_value_names_the_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENIX_PROJECT__SPRING_BOOT", "5")
    errs = errors_of(tmp_path, MINIMAL)
    assert errs[0].startswith(
        "environment GENIX_PROJECT__SPRING_BOOT: project.spring_boot: expected 2, 3 or 4"
    )


def test_variable_interpolation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENIX_T_DB", "shop.db")
    monkeypatch.delenv("GENIX_T_UNSET", raising=False)
    text = (
        MINIMAL.replace("sqlite:///demo.db", "sqlite:///${GENIX_T_DB}").replace(
            'output = "out"', 'output = "${GENIX_T_UNSET:-gen}"'
        )
        + '[tables.t]\ncomment = "costs $${PRICE}"\n'
    )
    c = load_text(tmp_path, text).config
    assert c.connections["main"].url == "sqlite:///shop.db"
    assert c.project.output == "gen"
    assert c.tables.overrides["t"].comment == "costs ${PRICE}"


def test_unset_variable_is_located(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GENIX_T_NOPE", raising=False)
    errs = errors_of(tmp_path, MINIMAL.replace("com.example.demo", "${GENIX_T_NOPE}"))
    assert errs[0].startswith(
        "genix.toml:3:1: project.base_package: environment variable ${GENIX_T_NOPE} is not set"
    )


def test_unset_connection_variable_waits_for_the_connection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A connection's URL or password naming an unset variable fails only when the connection is
    opened: offline commands (a snapshot, context from a snapshot) need no secret."""
    from dbjavagenix.pipeline import read_catalogs

    monkeypatch.delenv("GENIX_T_NOPE", raising=False)
    loaded = load_text(tmp_path, MINIMAL.replace("sqlite:///demo.db", "sqlite:///${GENIX_T_NOPE}"))
    assert list(loaded.unresolved) == ["main"]
    with pytest.raises(GenixError) as info:
        read_catalogs(loaded)
    assert (
        info.value.diagnostics[0]
        .render()
        .startswith("genix.toml:6:1: connections.main.url: environment variable ${GENIX_T_NOPE} is not set")
    )


def test_bad_package_and_missing_required(tmp_path: Path) -> None:
    errs = errors_of(tmp_path, MINIMAL.replace("com.example.demo", "com.example.2demo"))
    assert "is not a Java package name" in errs[0]
    errs = errors_of(tmp_path, MINIMAL.replace('base_package = "com.example.demo"\n', ""))
    assert errs[0] == "genix.toml:1:2: project.base_package: required key is missing"


def test_missing_config_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="config file not found"):
        load_config(tmp_path / "nope.toml")


def test_genix_init_writes_a_valid_config_and_refuses_to_overwrite(chdir_tmp: Path) -> None:
    r = CliRunner().invoke(main, ["init", "--url", "sqlite:///app.db", "--package", "org.acme.app"])
    assert r.exit_code == 0, r.output
    text = (chdir_tmp / "genix.toml").read_text()
    assert text.startswith("#:schema ")
    assert load_config(chdir_tmp / "genix.toml").config.project.base_package == "org.acme.app"
    r = CliRunner().invoke(main, ["init"])
    assert r.exit_code == 2
    assert "already exists" in r.stderr
    assert (chdir_tmp / "genix.toml").read_text() == text


def test_example_file_is_generated_from_the_model() -> None:
    from dbjavagenix.config.init import example_text

    assert (REPO / "genix.toml.example").read_text(encoding="utf-8") == example_text(), (
        "run: python -m dbjavagenix.config.init --write-example genix.toml.example"
    )


def test_readme_config_reference_is_current() -> None:
    from dbjavagenix.config.reference import refresh

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert refresh(readme) == readme, "run: python -m dbjavagenix.config.reference --write README.md"


def test_config_reference_has_every_section_of_the_model() -> None:
    """The reference walks the model: every section model (a class of the config model's modules
    whose docstring names its ``[section]``) is in it under that name, with every key, and every
    section it lists is a key path genix.toml accepts. A new section cannot be left out."""
    import importlib
    import pkgutil

    import dbjavagenix.config
    from dbjavagenix.config import reference

    found = dict(reference.section_models())
    package = dbjavagenix.config
    modules = [
        importlib.import_module(f"{package.__name__}.{i.name}")
        for i in pkgutil.iter_modules(package.__path__)
    ]
    documented = {
        cls
        for mod in modules
        for cls in vars(mod).values()
        if isinstance(cls, type)
        and issubclass(cls, BaseModel)
        and cls.__module__ == mod.__name__
        and (cls.__doc__ or "").startswith("``[")
    }
    assert documented == set(found.values())
    secs = {s.header: s for s in reference.sections()}
    for header, model in found.items():
        assert secs[header].doc.startswith(f"`{header}`"), header  # the docstring names it so
        assert [k.key for k in secs[header].keys] == [i.alias or n for n, i in model.model_fields.items()]
        named, _ = reference.lookup(header)
        assert [s.header for s in named] == [header]
    assert {"[relations]", "[tables.TABLE.relations.NAME]", "[api.query]", "[types]"} <= set(secs)
    text = (
        MINIMAL
        + "[relations]\nforeign_keys = true\n[tables.film.relations.actors]\n"
        + ('kind = "many-to-many"\ntable = "actor"\nthrough = "film_actor"\n')
    )
    assert parse_config(text, Path("genix.toml")).config.relations.foreign_keys


def test_an_unknown_key_hides_no_other_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A typo (`lombk`) is reported with what the checks after loading find in the rest of the
    file (Spring Boot / Java, packages, layers), in one error, before any database is opened."""
    from dbjavagenix import pipeline

    cfg = tmp_path / "genix.toml"
    cfg.write_text(
        '[project]\nbase_package = "com.class.demo"\nlombk = true\njava = 11\n'
        '[connections.main]\nurl = "mysql+pymysql://u@127.0.0.1:9/nowhere"\n'
        "[tables.foo]\nlayers = { controler = false }\n",
        encoding="utf-8",
    )
    with pytest.raises(ConfigError) as e:
        pipeline.load_config(cfg)
    keys = [".".join(map(str, d.location.key)) for d in e.value.diagnostics]
    assert keys[0] == "project.lombk"
    assert {"project.java", "project.base_package", "tables.foo.layers.controler"} <= set(keys), keys
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["plan"])
    assert r.exit_code == 2
    for text in ("project.lombk: unknown key", "needs Java 17", "no layer named 'controler'"):
        assert text in r.output, r.output
    # with another kind of schema error too, the schema errors are what is reported
    cfg.write_text(cfg.read_text(encoding="utf-8").replace("java = 11", "java = 12"), encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        pipeline.load_config(cfg)
    assert sorted(".".join(map(str, d.location.key)) for d in e.value.diagnostics) == [
        "project.java",
        "project.lombk",
    ]


def test_init_checks_what_it_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`genix init` checks its config as every door does: an unknown category or a Boot/Java it
    cannot target is an error naming the option (exit 2, nothing written); --boot and --java
    are written as spring_boot and java."""
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    for args, said in (
        (["--category", "Foo"], "--category: unknown category 'Foo'"),
        (["--category", "mybatisplus"], "did you mean `MybatisPlus`?"),
        (["--boot", "4", "--java", "11"], "--java: Spring Boot 4 needs Java 17 or newer"),
        (
            ["--category", "sb35-java21", "--boot", "2"],
            "--boot: category 'sb35-java21' cannot target Spring Boot 2",
        ),
        (["--boot", "5"], "'5' is not one of '2', '3', '4'"),
    ):
        r = runner.invoke(main, ["init", *args])
        assert r.exit_code == 2, (args, r.output)
        assert said in r.output, r.output
        assert not (tmp_path / "genix.toml").exists() and not (tmp_path / ".genix").exists()
    r = runner.invoke(main, ["init", "--boot", "3", "--java", "21"])
    assert r.exit_code == 0, r.output
    p = load_config(tmp_path / "genix.toml").config.project
    assert (p.spring_boot, p.java) == (3, 21)
