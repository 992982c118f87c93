"""``genix templates list | copy``: the templates a project renders with, and a built-in one
copied to start your own."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix.cli.output import Output, config_option, errors, json_option, load
from dbjavagenix.cli.usage import GenixGroup

if TYPE_CHECKING:
    from dbjavagenix.categories.spec import CategorySpec
    from dbjavagenix.config.load import LoadedConfig

category_option = click.option(
    "--category",
    help="A built-in category (default: the config's; without a config, every category for list).",
)


@click.group(cls=GenixGroup)
def templates() -> None:
    """The templates of a category: which file shadows which, and copies to start your own."""


def _project(
    config_path: Path | None, category: str | None, *, need_config: bool = False
) -> tuple[LoadedConfig | None, list[CategorySpec], tuple[Path, ...]]:
    """The config (when there is one), the categories meant and the user template folders."""
    from dbjavagenix.categories import CATEGORIES
    from dbjavagenix.config.load import find_config
    from dbjavagenix.errors import ConfigError, InputError
    from dbjavagenix.javaproject.targets import category_for
    from dbjavagenix.pipeline import user_template_dirs

    loaded = None
    if config_path is not None or need_config or category is None:
        try:
            found = config_path or find_config()
        except ConfigError:
            found = None
        if found is not None:
            loaded = load(Output(), found)
    if category is not None:
        spec = CATEGORIES.get(category)
        if spec is None:
            raise InputError(
                f"unknown category {category!r}", hint="categories: " + ", ".join(sorted(CATEGORIES))
            )
        same = loaded is not None and loaded.config.project.category == category
        return loaded, [spec], user_template_dirs(loaded) if (loaded is not None and same) else ()
    if loaded is None:
        return None, list(CATEGORIES.values()), ()
    return loaded, [category_for(loaded)], user_template_dirs(loaded)


def _display(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return rel if not rel.startswith("../..") else str(path)


@templates.command("list")
@config_option
@category_option
@json_option
def list_command(config_path: Path | None, category: str | None, as_json: bool) -> None:
    """Every template name of the category: the file used (yours or built-in), what it shadows,
    and what it is for (a layer, the Java frame, macros, an extension point)."""
    out = Output(as_json)
    with errors(out):
        from dbjavagenix.render.catalog import list_templates, search_path

        loaded, specs, user_dirs = _project(config_path, category)
        report: list[dict[str, Any]] = []
        for spec in specs:
            layers = None
            if loaded is not None and loaded.config.project.category == spec.name:
                from dbjavagenix.resolve.stage.layers import resolve_layers

                layers = {
                    la.template: la.id + ("" if la.enabled else " (switched off)")
                    for la in resolve_layers(loaded.config, spec)
                }
            entries = list_templates(spec, user_dirs, layers)
            path = [_display(d) if b is None else f"built-in {b}" for d, b in search_path(spec, user_dirs)]
            report.append(
                {
                    "category": spec.name,
                    "search_path": path,
                    "templates": [
                        {
                            "name": e.name,
                            "role": e.role,
                            "file": str(e.file.path) if e.file else None,
                            "from": _origin(e.file) if e.file else None,
                            "shadows": [str(f.path) for f in e.shadows],
                        }
                        for e in entries
                    ],
                }
            )
            if as_json:
                continue
            out.out(f"{spec.name}: " + " → ".join(path))
            width = max(len(e.name) for e in entries)
            for e in entries:
                where = _origin(e.file) if e.file else "(none: add one to use it)"
                if e.shadows and e.file is not None:
                    where += " (shadows " + ", ".join(_origin(f) for f in e.shadows) + ")"
                out.out(f"  {e.name:<{width}}  {where}")
                out.out(f"  {'':<{width}}  {e.role}", dim=True)
        if as_json:
            out.json(report if len(report) > 1 else report[0])


def _origin(f: Any) -> str:
    return f"built-in {f.builtin}/{f.name}" if f.builtin is not None else _display(f.path)


@templates.command("copy")
@click.argument("name")
@click.option(
    "--to",
    "to",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder to copy into (default: the first of [project] templates, else templates/ next to genix.toml).",
)
@config_option
@category_option
@click.option("--force", is_flag=True, help="Replace a file that is already there.")
def copy_command(
    name: str, to: Path | None, config_path: Path | None, category: str | None, force: bool
) -> None:
    """Copy the built-in template NAME (as `genix templates list` names it) into your template
    folder, to edit it. Tip: a file that only overrides blocks (`{% extends "builtin:NAME" %}`)
    keeps receiving genix's changes to the rest."""
    out = Output()
    with errors(out):
        from dbjavagenix.errors import InputError
        from dbjavagenix.render.catalog import copy_template

        loaded, specs, user_dirs = _project(config_path, category, need_config=True)
        if len(specs) != 1:
            raise InputError("which category? no genix.toml here", hint="pass --category NAME or -c FILE")
        if to is None:
            if user_dirs:
                to = user_dirs[0]
            else:
                to = (loaded.root if loaded is not None else Path.cwd()) / "templates"
        target, source = copy_template(specs[0], name, to, force=force)
        out.out(f"copied built-in {source.builtin}/{source.name} to {_display(target)}")
        folder = to.resolve()
        if loaded is not None and folder in {d.resolve() for d in user_dirs}:
            from dbjavagenix.cli import guide

            c = guide.config_flag(loaded)
            out.next(
                f"edit {_display(target)}; `genix plan --diff{c}` shows what it changes "
                f"(`genix watch{c}` rebuilds on every save)"
            )
        elif loaded is not None:
            rel = os.path.relpath(folder, loaded.root)
            out.err(
                f'hint: genix reads it once {_display(loaded.path)} has templates = ["{Path(rel).as_posix()}"] '
                "under [project]",
                fg="cyan",
            )
        elif loaded is None:
            out.err('hint: add templates = ["templates"] under [project] in genix.toml', fg="cyan")
