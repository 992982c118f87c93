"""The templates a category renders with: every name in its search path, which file wins (a user
folder shadows the built-in folders, the category's own folder the ones it extends), and what
each name is for (a layer's template, a frame others extend, macros, an optional extension
point). ``genix templates list`` prints it; ``genix templates copy`` copies a built-in file to
start a template of one's own.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, nodes

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.errors import InputError
from dbjavagenix.resources import templates_root

SUFFIX = ".jinja"


@dataclass(frozen=True)
class TemplateFile:
    """One template file of the search path."""

    name: str
    """Template name (``controller.java.jinja``, ``common/Result.java.jinja``)."""
    path: Path
    builtin: str | None
    """The built-in folder it is in (``Default``, ``_shared`` ...), None for a user folder."""


@dataclass(frozen=True)
class TemplateEntry:
    """A template name, the file that wins, and the files it shadows."""

    name: str
    role: str
    """What it is for: ``layer controller``, ``frame``, ``macros``, ``extension point`` ..."""
    file: TemplateFile | None
    """The file used (None for an extension point no folder provides)."""
    shadows: tuple[TemplateFile, ...] = ()
    """Files of the same name further down the search path (not used, but reachable from the
    winner as ``builtin:NAME`` when it is a user file)."""


def search_path(category: CategorySpec, user_dirs: Sequence[Path] = ()) -> list[tuple[Path, str | None]]:
    """(folder, built-in folder name or None) in the order templates are looked up."""
    root = templates_root()
    return [(Path(d), None) for d in user_dirs] + [(root / d, d) for d in category.template_dirs]


def files_in(folder: Path, builtin: str | None) -> list[TemplateFile]:
    if not folder.is_dir():
        return []
    return [
        TemplateFile(p.relative_to(folder).as_posix(), p, builtin)
        for p in sorted(folder.rglob("*" + SUFFIX))
        if p.is_file()
    ]


def list_templates(
    category: CategorySpec, user_dirs: Sequence[Path] = (), layers: Mapping[str, str] | None = None
) -> list[TemplateEntry]:
    """Every template name of the category's search path (with ``user_dirs`` first), sorted;
    ``layers``: template → layer of the project (its own layers too), else the category's."""
    by_name: dict[str, list[TemplateFile]] = {}
    for folder, builtin in search_path(category, user_dirs):
        for f in files_in(folder, builtin):
            by_name.setdefault(f.name, []).append(f)
    roles = _roles(category, by_name, layers)
    names = sorted(set(by_name) | {n for n, r in roles.items() if r.startswith("extension point")})
    out = []
    for name in names:
        found = by_name.get(name, [])
        role = roles.get(name) or (
            "not used by this category (a folder it extends has it for another)"
            if found and found[0].builtin is not None
            else "not referred to by a layer or a template"
        )
        out.append(TemplateEntry(name, role, found[0] if found else None, tuple(found[1:])))
    return out


def _roles(
    category: CategorySpec, by_name: dict[str, list[TemplateFile]], layers: Mapping[str, str] | None
) -> dict[str, str]:
    roles: dict[str, str] = {}
    if layers is None:
        layers = {spec.template: spec.id for spec in category.layers}
    for template, layer in layers.items():
        roles.setdefault(template, f"layer {layer}")
    env = Environment()
    for files in by_name.values():
        builtin = [f for f in files if f.builtin is not None]
        if not builtin:
            continue
        ast = env.parse(builtin[0].path.read_text(encoding="utf-8"))
        for node in ast.find_all((nodes.Extends, nodes.Include, nodes.Import, nodes.FromImport)):
            target = getattr(node, "template", None)
            if not (isinstance(target, nodes.Const) and isinstance(target.value, str)):
                continue
            name = target.value.removeprefix("builtin:")
            if isinstance(node, nodes.Extends):
                roles.setdefault(name, "frame (extended by the templates of the layers)")
            elif isinstance(node, nodes.Include) and node.ignore_missing:
                roles.setdefault(name, f"extension point (included into {builtin[0].name} when present)")
            elif isinstance(node, nodes.Include):
                roles.setdefault(name, f"part (included into {builtin[0].name})")
            else:
                roles.setdefault(name, "macros (imported by the templates)")
    return roles


def copy_template(
    category: CategorySpec, name: str, to: Path, *, force: bool = False
) -> tuple[Path, TemplateFile]:
    """Copy built-in template ``name`` (the one the category uses) into folder ``to``; returns
    the new file and its source. Refuses to overwrite unless ``force``."""
    source = next(
        (f for folder, builtin in search_path(category) for f in files_in(folder, builtin) if f.name == name),
        None,
    )
    if source is None:
        known = sorted({e.name for e in list_templates(category) if e.file is not None})
        import difflib

        close = difflib.get_close_matches(name, known, n=1, cutoff=0.5)
        raise InputError(
            f"category {category.name!r} has no built-in template {name!r}",
            hint=(f"did you mean `{close[0]}`? " if close else "") + "`genix templates list` shows them all",
        )
    target = to / name
    if target.exists() and not force:
        raise InputError(f"{target} already exists", hint="pass --force to replace it")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source.path, target)
    return target, source
