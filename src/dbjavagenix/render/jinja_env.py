"""The Jinja2 machinery under :class:`~dbjavagenix.render.engine.Renderer`: an environment that
records every template a render loads and keeps their syntax trees, a code generator and a
context that make nested blocks and method calls cheap, the loader of the user's template
folders (read as untrusted input) and the compiled-template cache kept between runs."""

from __future__ import annotations

import hashlib
import os
from types import MethodType
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator
from jinja2.runtime import Context, Macro

from dbjavagenix.errors import TemplateError
from dbjavagenix.inputfile import TEMPLATE_MAX, read_input_text


class _JoiningCodeGenerator(CodeGenerator):
    """Compiles ``{% block %}`` calls and ``{% extends %}`` to yield the joined text of the block
    (or parent) once, instead of passing each piece up through every enclosing generator: the
    output is the same, and templates built of nested blocks render as fast as flat ones."""

    def writeline(self, x: str, node: nodes.Node | None = None, extra: int = 0) -> None:
        if (
            x.startswith("yield from context.blocks[")
            or x == "yield from parent_template.root_render_func(context)"
        ):
            x = f"yield str_join({x[len('yield from ') :]})"
        super().writeline(x, node, extra)


class _Context(Context):
    """Calls plain methods of the context objects (``project.api_doc(...)``, ``f.param(...)``)
    and macros directly: Jinja's generic call inspects every callable for arguments to pass,
    which costs more than most calls themselves. Anything else takes Jinja's way."""

    def call(__self, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        kind = type(__obj)
        if (kind is MethodType and not hasattr(__obj, "jinja_pass_arg")) or kind is Macro:
            if kwargs:
                kwargs.pop("_block_vars", None)
                kwargs.pop("_loop_vars", None)
            try:
                return __obj(*args, **kwargs)
            except StopIteration:
                return __self.environment.undefined(
                    "value was undefined because a callable raised a StopIteration exception"
                )
        return super().call(__obj, *args, **kwargs)


class TrackingEnvironment(jinja2.Environment):
    """Records every template a render loads (extends/includes/imports too), cached or not."""

    used: set[str]
    missing: dict[str, jinja2.TemplateNotFound]
    memo: dict[str, tuple[jinja2.Template, str]]
    asts: dict[str, nodes.Template]
    code_generator_class = _JoiningCodeGenerator
    context_class = _Context

    def get_template(self, name, parent=None, globals=None):  # type: ignore[no-untyped-def]
        # every render looks up the templates it extends, imports and includes: answer from a
        # memo (templates are never reloaded behind genix's back; `Renderer.forget` drops them)
        if globals is None and isinstance(name, str):
            found = self.memo.get(name)
            if found is not None:
                self.used.add(found[1])
                return found[0]
            short = name.removeprefix("builtin:")
            self.used.add(short)
            template = super().get_template(name, parent, globals)
            self.memo[name] = (template, short)
            return template
        self.used.add(name.removeprefix("builtin:") if isinstance(name, str) else str(name))
        return super().get_template(name, parent, globals)

    def select_template(self, names, parent=None, globals=None):  # type: ignore[no-untyped-def]
        # {% include [a, b] %}: every candidate counts (adding an earlier one changes the choice)
        if isinstance(names, list | tuple):
            self.used.update(n.removeprefix("builtin:") for n in names if isinstance(n, str))
        return super().select_template(names, parent, globals)

    def _load_template(self, name, globals):  # type: ignore[no-untyped-def]
        # a name no folder has (an optional `*.extra.jinja`) is remembered: looking for it again on
        # every render would cost a file-system search each time; `Renderer.forget` clears it
        known = self.missing.get(name)
        if known is not None:
            raise known.with_traceback(None)
        try:
            return super()._load_template(name, globals)
        except jinja2.TemplateNotFound as e:
            self.missing[name] = e
            raise

    def _parse(self, source, name, filename):  # type: ignore[no-untyped-def]
        # keep each template's syntax tree: the block check reads it instead of parsing again
        # (by file: a template reached through the `builtin:` prefix is compiled under its bare name)
        ast = super()._parse(source, name, filename)
        if filename is not None:
            self.asts[filename] = ast
        return ast

    def make_globals(self, d):  # type: ignore[no-untyped-def]
        # a plain dict instead of Jinja's ChainMap over the environment's globals (which genix
        # never changes after start): every render copies the globals into its context, and
        # copying a ChainMap runs in Python
        return {**self.globals, **(d or {})}


class UserLoader(jinja2.FileSystemLoader):
    """The user's template folders: a file is read as :mod:`dbjavagenix.inputfile` reads what a
    user names (a regular file of at most :data:`~dbjavagenix.inputfile.TEMPLATE_MAX` bytes, in
    UTF-8). A pipe, a device, a link that loops or a binary file under a template's name is a
    located :class:`TemplateError`, never a hang or a crash; a folder of that name is no file."""

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Any]:
        pieces = jinja2.loaders.split_template_path(template)
        for folder in self.searchpath:
            filename = os.path.join(folder, *pieces)
            if not os.path.lexists(filename) or os.path.isdir(filename):
                continue
            shown = shown_path(filename)
            try:
                text = read_input_text(filename, "template", TEMPLATE_MAX, shown=shown, error=TemplateError)
                mtime = os.path.getmtime(filename)
            except FileNotFoundError:  # a link to nothing, or gone: not a template
                continue

            def uptodate(filename: str = filename, mtime: float = mtime) -> bool:
                try:
                    return os.path.getmtime(filename) == mtime
                except OSError:
                    return False

            return text, os.path.normpath(filename), uptodate
        raise jinja2.TemplateNotFound(template)


_cache_writes = [True]


def read_only_cache() -> None:
    """This process reads compiled templates from the cache but adds none (and creates no
    folder): a session that must create nothing anywhere (``genix mcp --read-only``)."""
    _cache_writes[0] = False


class _BytecodeCache(jinja2.FileSystemBytecodeCache):
    """Compiled templates kept between runs (a new ``genix`` process compiles nothing that did
    not change: Jinja checks each entry against the template's source). A cache: a folder that
    cannot be written only costs the compile; its folder is made when the first entry is."""

    def dump_bytecode(self, bucket: Any) -> None:
        if not _cache_writes[0]:
            return
        try:
            os.makedirs(self.directory, exist_ok=True)
            super().dump_bytecode(bucket)
        except OSError:
            pass

    def load_bytecode(self, bucket: Any) -> None:
        try:
            super().load_bytecode(bucket)
        except (OSError, ValueError, EOFError):
            bucket.reset()


def bytecode_cache() -> jinja2.BytecodeCache | None:
    """``$GENIX_CACHE_DIR`` (``off``: none), else ``$XDG_CACHE_HOME/dbjavagenix``, else
    ``~/.cache/dbjavagenix``; one folder per genix code generator (its source file's stat) and
    Python version."""
    import sys

    base = os.environ.get("GENIX_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "dbjavagenix"
    )
    if base == "off":
        return None
    try:
        st = os.stat(__file__)
        stamp = hashlib.sha256(f"{st.st_size}:{st.st_mtime_ns}:{jinja2.__version__}".encode()).hexdigest()[
            :12
        ]
        folder = os.path.join(base, f"templates-py{sys.version_info[0]}{sys.version_info[1]}-{stamp}")
    except OSError:
        return None
    return _BytecodeCache(folder)


def shown_path(path: str) -> str:
    """A template's path for messages: relative to the working folder when near it."""
    try:
        return (
            os.path.relpath(path)
            if os.path.isabs(path) and not os.path.relpath(path).startswith("../..")
            else path
        )
    except ValueError:
        return path


__all__ = ["TrackingEnvironment", "UserLoader", "bytecode_cache", "read_only_cache", "shown_path"]
