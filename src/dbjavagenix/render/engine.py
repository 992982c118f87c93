"""Render files: a Jinja2 environment per (category, user template folders), compiled once per
process; StrictUndefined; no autoescape (each filter escapes for its language).

Search order for a template name: the user's folders (``project.templates``), then the
category's folders. A user file may extend the built-in file it shadows with
``{% extends "builtin:entity.java.jinja" %}``.
"""

from __future__ import annotations

import hashlib
import os
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import jinja2

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.errors import Location, TemplateError
from dbjavagenix.render.filters import FILTERS
from dbjavagenix.resolve.project import FileSpec
from dbjavagenix.resources import templates_root

TEMPLATE_SUFFIX = ".jinja"


@dataclass(frozen=True)
class RenderedFile:
    """A rendered file, not yet written."""

    path: str
    """Relative to the output root, ``/``-separated."""
    text: str
    """The content: ``\\n`` line endings, one trailing newline."""
    template: str
    layer: str
    table: str | None
    policy: str
    uses: frozenset[str] = frozenset()
    """Every template name this render loaded (its own, and what it extends, includes or
    imports; ``builtin:`` prefix removed): ``genix watch`` re-renders the file when one changes."""


class _TrackingEnvironment(jinja2.Environment):
    """Records every template a render loads (extends/includes/imports too), cached or not."""

    used: set[str]

    def get_template(self, name, parent=None, globals=None):  # type: ignore[no-untyped-def]
        self.used.add(name.removeprefix("builtin:") if isinstance(name, str) else str(name))
        return super().get_template(name, parent, globals)

    def select_template(self, names, parent=None, globals=None):  # type: ignore[no-untyped-def]
        # {% include [a, b] %}: every candidate counts (adding an earlier one changes the choice)
        if isinstance(names, list | tuple):
            self.used.update(n.removeprefix("builtin:") for n in names if isinstance(n, str))
        return super().select_template(names, parent, globals)


class Renderer:
    """Renders :class:`FileSpec` s for one category and set of user template folders."""

    def __init__(self, category: CategorySpec, user_dirs: Sequence[Path] = ()) -> None:
        self.category = category
        self.user_dirs = tuple(Path(d) for d in user_dirs)
        root = templates_root()
        self.builtin_dirs = tuple(root / d for d in category.template_dirs)
        builtin = jinja2.FileSystemLoader([str(d) for d in self.builtin_dirs])
        loaders: list[jinja2.BaseLoader] = []
        if self.user_dirs:
            loaders.append(jinja2.FileSystemLoader([str(d) for d in self.user_dirs]))
        loaders.append(jinja2.PrefixLoader({"builtin": builtin}, delimiter=":"))
        loaders.append(builtin)
        env = _TrackingEnvironment(
            loader=jinja2.ChoiceLoader(loaders),
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            autoescape=False,
            auto_reload=False,
            cache_size=-1,
        )
        env.used = set()
        env.filters.update(FILTERS)
        self.env = env

    @property
    def search_dirs(self) -> tuple[Path, ...]:
        return (*self.user_dirs, *self.builtin_dirs)

    def render(self, spec: FileSpec) -> RenderedFile:
        """Render one file; template problems raise a located :class:`TemplateError`."""
        ctx = spec.context
        everything = self.env.used
        uses: set[str] = set()
        self.env.used = uses
        try:
            template = self.env.get_template(spec.template)  # type: ignore[no-untyped-call]
            text = template.render(
                project=ctx.project,
                table=ctx.table,
                cls=ctx.cls,
                imports=ctx.imports,
                layer=ctx.layer,
                file=ctx.file,
            )
        except jinja2.TemplateSyntaxError as e:
            raise TemplateError(
                f"template syntax error: {e.message}",
                location=Location(file=self._display(e.filename or e.name or spec.template), line=e.lineno),
                hint=f"while rendering {spec.path}",
            ) from None
        except jinja2.TemplateNotFound as e:
            raise TemplateError(
                f"template {e.name!r} not found",
                location=Location(key=("layers", spec.layer, "template")),
                hint="searched: " + ", ".join(self._display(str(d)) for d in self.search_dirs),
            ) from None
        except jinja2.UndefinedError as e:
            raise TemplateError(
                f"{e.message}",
                location=self._template_frame(e, spec.template),
                hint=f"while rendering {spec.path}"
                + (f" for table {spec.table!r}" if spec.table else "")
                + "; `genix context TABLE` shows every name a template can use",
            ) from None
        except TemplateError:
            raise
        except Exception as e:  # a runtime error inside template code (bad filter argument ...)
            raise TemplateError(
                f"template error: {type(e).__name__}: {e}",
                location=self._template_frame(e, spec.template),
                hint=f"while rendering {spec.path}",
            ) from None
        finally:
            everything |= uses
            self.env.used = everything
        return RenderedFile(
            spec.path, normalise(text), spec.template, spec.layer, spec.table, spec.policy, frozenset(uses)
        )

    def render_all(self, specs: Iterable[FileSpec]) -> list[RenderedFile]:
        return [self.render(s) for s in specs]

    def used_templates(self) -> frozenset[str]:
        return frozenset(self.env.used)

    def forget(self, names: Iterable[str] | None = None) -> None:
        """Drop the compiled form of templates ``names`` (as :attr:`RenderedFile.uses` spells
        them; None: all), so the next render reads their files again. Every other template
        stays compiled."""
        cache = self.env.cache
        if cache is None:
            return
        if names is None:
            cache.clear()
            return
        wanted = set(names)
        wanted |= {"builtin:" + n for n in wanted}
        for key in list(cache.keys()):
            if key[1] in wanted:
                del cache[key]

    def templates_fingerprint(self) -> str:
        """Hash of every template file in the search path (names and bytes)."""
        h = hashlib.sha256()
        for d in self.search_dirs:
            h.update(b"\0dir\0" + str(d).encode())
            if not d.is_dir():
                continue
            for p in sorted(d.rglob("*")):
                if p.is_file():
                    h.update(str(p.relative_to(d)).encode() + b"\0" + p.read_bytes())
        return h.hexdigest()

    def _template_frame(self, exc: BaseException, fallback: str) -> Location:
        dirs = [str(d) for d in self.search_dirs]
        for frame in reversed(traceback.extract_tb(exc.__traceback__)):
            fn = frame.filename
            if fn.endswith(TEMPLATE_SUFFIX) or any(fn.startswith(d) for d in dirs):
                return Location(file=self._display(fn), line=frame.lineno)
        return Location(file=fallback)

    @staticmethod
    def _display(path: str) -> str:
        try:
            return (
                os.path.relpath(path)
                if os.path.isabs(path) and not os.path.relpath(path).startswith("../..")
                else path
            )
        except ValueError:
            return path


def normalise(text: str) -> str:
    """``\\n`` line endings, no trailing blanks at line ends, exactly one final newline."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if " \n" in text or "\t\n" in text:
        text = "\n".join(ln.rstrip() for ln in text.split("\n"))
    return text.rstrip() + "\n"


def context_dict(spec: FileSpec) -> dict[str, object]:
    """A file's context as plain data (debugging; ``genix context`` uses the JSON form)."""
    return asdict(spec.context)
