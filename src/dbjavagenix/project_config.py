"""``genix doctor -c genix.toml``: the options come from the config's category and
``[project]`` keys, the project from its ``output`` root. The config is read without
resolving ``${ENV}`` references (doctor needs no password), and validated as usual."""

from __future__ import annotations

from pathlib import Path

from dbjavagenix import dialects
from dbjavagenix.config.model import Config
from dbjavagenix.errors import ConfigError
from dbjavagenix.javaproject.doctor import DoctorReport, diagnose, dialect_of
from dbjavagenix.javaproject.infer import ProjectInfo
from dbjavagenix.javaproject.jdk import BuildTools


def read_genix(path: Path) -> Config:
    """The validated config; a ``${VAR}`` that is not set (the password, usually) does not
    stop doctor, which reads the file again with such references left as written."""
    from pydantic import ValidationError

    from dbjavagenix.config.load import load_config, read_config_text
    from dbjavagenix.config.tomlparse import parse_toml

    try:
        return load_config(path).config
    except ConfigError as e:
        if "environment variable" not in e.message:
            raise
        try:
            return Config.model_validate(parse_toml(read_config_text(path), path))
        except ValidationError:
            raise e from None


_MODULE_ORDER = ("controller", "service_impl", "service", "mapper", "entity")
"""The layers whose module the Spring Boot checks read first: the controllers' module sees the
others (it depends on them) and is usually the application itself."""


def project_dir(config: Config, path: Path) -> Path:
    """The folder the Spring Boot checks (``doctor``, the MCP project tools) read: the module
    the controllers go to when ``[layers.LAYER] module`` places layers in a reactor's modules
    (the output root is then an aggregator, which may hold several applications), else the
    output root."""
    root = (path.resolve().parent / config.project.output).resolve()
    layers = config.layers
    named = [layers[n].module for n in _MODULE_ORDER if n in layers and layers[n].module]
    named += [lc.module for n, lc in sorted(layers.items()) if n not in _MODULE_ORDER and lc.module]
    if named:
        module = (root / str(named[0])).resolve()
        if module.is_dir() and module.is_relative_to(root):
            return module
    return root


def diagnose_with_config(
    info: ProjectInfo, path: Path, config: Config | None = None, tools: BuildTools | None = None
) -> DoctorReport:
    """The report for the options of ``genix.toml``, its Boot and Java targets checked by the
    same rule as every other door (unset keys follow this project's build); ``tools``: what
    builds the project here (the JDK checked against the Java release)."""
    from dbjavagenix.config.load import LoadedConfig, read_config_text
    from dbjavagenix.introspect.connect import dialect_of as url_dialect
    from dbjavagenix.javaproject.requirements import options_from_config
    from dbjavagenix.javaproject.targets import targets_for
    from dbjavagenix.javaproject.versions import versions_of

    cfg = config or read_genix(path)
    conn = cfg.connections.get(cfg.default_connection())
    dialect = url_dialect(conn.url) if conn is not None and conn.url else dialect_of(info)
    loaded = LoadedConfig(config=cfg, path=path.resolve(), text=read_config_text(path))
    try:
        _, targets = targets_for(loaded, versions_of(info.facts))
    except ConfigError as e:
        raise loaded.locate(e) from None
    return diagnose(
        info,
        options_from_config(cfg, dialect, targets),
        path.name,
        schema_zero_dates(loaded, dialect),
        tools,
    )


def schema_zero_dates(loaded: object, dialect: str) -> bool | None:
    """Whether the config's schema has MySQL zero-date defaults; None when it cannot be read
    (no password, no server). Only MySQL-family schemas are read."""
    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.errors import GenixError
    from dbjavagenix.javaproject.datasource import has_zero_dates

    if not dialects.dialect(dialect).zero_dates or not isinstance(loaded, LoadedConfig):
        return False
    try:
        from dbjavagenix import pipeline

        catalogs = pipeline.read_catalogs(loaded)
    except GenixError:
        return None
    return has_zero_dates(t for c in catalogs.values() for t in c.tables)
