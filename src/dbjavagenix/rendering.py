"""The render stage of the pipeline: the process-wide renderer of a project's category and
template folders (the user's folders checked as untrusted input), the check that every template
a file names exists, and the render of a batch of files on every core. Writes nothing."""

from __future__ import annotations

import gc
from collections.abc import Callable, Collection
from functools import lru_cache
from pathlib import Path

from dbjavagenix.config.load import LoadedConfig, located
from dbjavagenix.errors import Diagnostic, InputError, Location, TemplateError
from dbjavagenix.render.engine import RenderedFile, Renderer
from dbjavagenix.resolve.stage.project import FileSpec, Prepared

Progress = Callable[[int, int], None]
"""Counts of the stage in progress: (done, total), called from the process that runs the
pipeline (rendering: files rendered; writing: files written)."""


def user_template_dirs(loaded: LoadedConfig) -> tuple[Path, ...]:
    dirs = []
    for i, d in enumerate(loaded.config.project.templates):
        try:
            p = (loaded.root / d).resolve()
        except (RuntimeError, OSError):
            raise loaded.locate(
                InputError(
                    f"template folder {d!r} is a symbolic link that loops back on itself",
                    location=Location(key=("project", "templates", i)),
                    hint="point project.templates at the real folder (or fix the link)",
                )
            ) from None
        if not p.is_dir():
            raise loaded.locate(
                InputError(
                    f"template folder {d!r} does not exist",
                    location=Location(key=("project", "templates", i)),
                    hint=f"create {p} or remove it from project.templates",
                )
            )
        dirs.append(p)
    return tuple(dirs)


@lru_cache(maxsize=8)
def _renderer(category: str, dirs: tuple[Path, ...]) -> Renderer:
    from dbjavagenix.categories import CATEGORIES

    return Renderer(CATEGORIES[category], dirs)


def renderer_for(prepared: Prepared) -> Renderer:
    """The (process-wide, cached) renderer of the project's category and template folders."""
    return _renderer(prepared.category.name, user_template_dirs(prepared.loaded))


def check_templates(
    prepared: Prepared, files: Collection[FileSpec], problems: list[Diagnostic] | None = None
) -> None:
    """Every template the files name exists: all missing ones at once (raised, or added to
    ``problems``). What is inside a template is checked when it renders."""
    from dbjavagenix.render.template_checks import missing_templates

    renderer = renderer_for(prepared)
    found = missing_templates(renderer.env, renderer.search_dirs, files)
    if found:
        if problems is None:
            raise prepared.loaded.locate(TemplateError(diagnostics=found))
        problems.extend(found)


def render(
    prepared: Prepared, files: Collection[FileSpec], progress: Progress | None = None
) -> list[RenderedFile]:
    """Render files (no writing), on every core for a large batch
    (:mod:`dbjavagenix.render.parallel`); ``progress(done, total)`` counts all of them."""
    from dbjavagenix.render.parallel import render_many

    renderer = renderer_for(prepared)
    # the resolved model is large and outlives the renders: keep the cycle collector from
    # scanning it again and again while thousands of renders allocate
    gc.freeze()
    try:
        with located(prepared.loaded):
            return render_many(renderer, list(files), progress)
    finally:
        gc.unfreeze()


__all__ = ["Progress", "check_templates", "render", "renderer_for", "user_template_dirs"]
