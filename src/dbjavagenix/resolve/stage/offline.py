"""The checks of a config that need no database and no template: its category with its Spring
Boot and Java targets, its packages, its layers. :func:`dbjavagenix.pipeline.load_config` runs
them on a config whose only schema errors are unknown keys, so a typo (``lombk``) does not hide
the other problems of the file."""

from __future__ import annotations

from dbjavagenix.categories import get_category
from dbjavagenix.config.load import LoadedConfig
from dbjavagenix.errors import Diagnostic, GenixError
from dbjavagenix.javaproject.targets import category_for
from dbjavagenix.resolve.stage.checks import check_packages
from dbjavagenix.resolve.stage.layers import check_table_layers, resolve_layers


def config_problems(loaded: LoadedConfig) -> list[Diagnostic]:
    """Every problem those checks find (located), each check run even when another failed."""
    problems: list[Diagnostic] = []
    try:
        category_for(loaded)
    except GenixError as e:
        problems += loaded.locate(e).diagnostics
    category = get_category(loaded.config.project.category)
    try:
        check_packages(loaded.config)
    except GenixError as e:
        problems += loaded.locate(e).diagnostics
    if category is not None:
        found: list[Diagnostic] = []
        try:
            layers = resolve_layers(loaded.config, category, found)
            check_table_layers(loaded.config.tables.overrides, layers, found)
        except GenixError as e:
            found += e.diagnostics
        if found:
            problems += loaded.locate(GenixError(diagnostics=found)).diagnostics
    return problems


__all__ = ["config_problems"]
