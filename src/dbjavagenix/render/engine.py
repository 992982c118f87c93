"""Render files: a Jinja2 environment per (category, user template folders), compiled once per
process; StrictUndefined; no autoescape (each filter escapes for its language).

Search order for a template name: the user's folders (``project.templates``), then the
category's folders. A user file may extend the built-in file it shadows with
``{% extends "builtin:entity.java.jinja" %}`` and override its blocks; a block the parent does
not define is reported as a located warning.

Java files get their import block after the body is rendered (:mod:`dbjavagenix.render.imports`):
the templates record each class where they print it.
"""

from __future__ import annotations

import hashlib
import os
import stat
import traceback
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import jinja2
from jinja2 import nodes

from dbjavagenix.categories.spec import CategorySpec
from dbjavagenix.errors import Diagnostic, Location, TemplateError, relocate
from dbjavagenix.inputfile import TEMPLATE_MAX, read_input
from dbjavagenix.render import imports as imp
from dbjavagenix.render import template_checks as checks
from dbjavagenix.render.filters import FILTERS
from dbjavagenix.render.jinja_env import TrackingEnvironment, UserLoader, bytecode_cache, shown_path
from dbjavagenix.resolve.stage.project import FileSpec
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
    warnings: tuple[Diagnostic, ...] = ()
    """Located warnings of this render: a block the parent template does not define, a class
    no known library provides."""
    templates: str = ""
    """Digest of the sources of ``uses`` (:meth:`Renderer.templates_digest`): the manifest
    records it, and a file whose templates still have this digest needs no new render."""


class Renderer:
    """Renders :class:`FileSpec` s for one category and set of user template folders."""

    def __init__(self, category: CategorySpec, user_dirs: Sequence[Path] = ()) -> None:
        self.category = category
        self.user_dirs = tuple(Path(d) for d in user_dirs)
        root = templates_root()
        self.builtin_dirs = tuple(root / d for d in category.template_dirs)
        # also a built-in folder's file by its path: "Default/controller.java.jinja" (sb35 extends it)
        builtin = jinja2.FileSystemLoader([str(d) for d in (*self.builtin_dirs, root)])
        loaders: list[jinja2.BaseLoader] = []
        if self.user_dirs:
            loaders.append(UserLoader([str(d) for d in self.user_dirs]))
        loaders.append(jinja2.PrefixLoader({"builtin": builtin}, delimiter=":"))
        loaders.append(builtin)
        env = TrackingEnvironment(
            loader=jinja2.ChoiceLoader(loaders),
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            autoescape=False,
            auto_reload=False,
            cache_size=-1,
            bytecode_cache=bytecode_cache(),
        )
        env.used = set()
        env.missing = {}
        env.memo = {}
        env.asts = {}
        env.filters.update(FILTERS)
        self.env = env
        self._block_checks: dict[str, tuple[Diagnostic, ...]] = {}
        self._user_chains: dict[str, bool] = {}
        """Whether a template or one it extends is a user file (:meth:`_from_user_file`)."""
        self._block_chains: dict[str, frozenset[str]] = {}
        """The templates each block check read (the name and those it extends)."""
        self._source_digests: dict[str, str] = {}
        self._digests: dict[frozenset[str] | tuple[str, ...], str] = {}
        self._files: dict[str, tuple[int, ...]] | None = None
        self.refresh()  # what the templates are as this renderer starts compiling them

    @property
    def search_dirs(self) -> tuple[Path, ...]:
        return (*self.user_dirs, *self.builtin_dirs)

    def user_file(self, name: str) -> Path | None:
        """The file of the user's that template ``name`` is read from (it shadows a built-in
        template of that name), or None when the name is a built-in template. Asked of the
        loader that renders, so it is the file a render used."""
        filename = self.env.get_template(name).filename  # type: ignore[no-untyped-call]
        if filename is None:
            return None
        path = Path(filename)
        return path if any(path.is_relative_to(d) for d in self.user_dirs) else None

    def render(self, spec: FileSpec) -> RenderedFile:
        """Render one file; template problems raise a located :class:`TemplateError`."""
        ctx = spec.context
        everything = self.env.used
        uses: set[str] = set()
        self.env.used = uses
        cls = ctx.cls
        base = ctx.project.base_package
        team = ctx.project.team_classes
        collector = imp.ImportCollector(
            cls.package if cls is not None else None,
            cls.name if cls is not None else None,
            java=spec.path.endswith(".java"),
            known=lambda fqn: imp.known_class(fqn, base) or _team_class(fqn, team),
        )
        try:
            template = self.env.get_template(spec.template)  # type: ignore[no-untyped-call]
            token = imp.CURRENT.set(collector)
            try:
                text = template.render(
                    project=ctx.project,
                    table=ctx.table,
                    cls=cls,
                    layer=ctx.layer,
                    file=ctx.file,
                    properties=ctx.properties,
                    tables=ctx.tables,
                )
            finally:
                imp.CURRENT.reset(token)
            if collector.java:
                text = imp.finish(text, collector)
            warnings = self._block_warnings(spec.template)
            if collector.java and self.user_dirs and self._from_user_file(spec.template):
                missing = checks.unimported_names(text, ctx.project.ee)
                if missing:
                    warnings += self._bare_name_warnings(spec.template, missing)
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
                + "; "
                + (IMPORTS_GONE if e.message and "'imports'" in e.message else CONTEXT_HINT),
            ) from None
        except imp.TypeArgumentError as e:
            raise TemplateError(
                f"{e}",
                location=self._template_frame(e, spec.template),
                hint=f"while rendering {spec.path}; the type filter takes a class name "
                '("java.util.List"), a generated class (table.classes.entity) or a field',
            ) from None
        except TemplateError:
            raise
        except RecursionError:
            raise TemplateError(
                "the template nests blocks or expressions thousands of levels deep: Jinja cannot compile it",
                location=self._template_frame_or_file(spec.template),
                hint=f"while rendering {spec.path}; is it the right file?",
            ) from None
        except Exception as e:  # a runtime error inside template code (bad filter argument ...)
            raise TemplateError(
                f"template error: {type(e).__name__}: {e}",
                location=self._template_frame(e, spec.template),
                hint=f"while rendering {spec.path}",
            ) from None
        finally:
            everything |= uses
            self.env.used = everything
        if collector.warnings:
            warnings += tuple(
                relocate(w, file=self._display(w.location.file)) if w.location.file else w
                for w in collector.warnings
            )
        used = frozenset(uses)
        return RenderedFile(
            spec.path,
            normalise(text),
            spec.template,
            spec.layer,
            spec.table,
            spec.policy,
            used,
            warnings,
            self.templates_digest(used),
        )

    def blocks(self, name: str) -> dict[str, int]:
        """Every block template ``name`` can override: those of the templates it extends and its
        own, with the line each is defined on (in the template that defines it first)."""
        chain = self._chain(name)
        out: dict[str, int] = {}
        for _tpl_name, ast in reversed(chain):
            for block in ast.find_all(nodes.Block):
                out.setdefault(block.name, block.lineno)
        return out

    def _chain(self, name: str) -> list[tuple[str, nodes.Template]]:
        """``name`` and the templates it extends (constant names only), child first."""
        out: list[tuple[str, nodes.Template]] = []
        seen: set[str] = set()
        current: str | None = name
        while current is not None and current not in seen and self.env.loader is not None:
            seen.add(current)
            source, filename, _ = self.env.loader.get_source(self.env, current)
            ast = self.env.asts.get(filename) if filename else None
            if ast is None:
                ast = self.env.parse(source, current, filename)
            out.append((current, ast))
            current = _extends(ast)
        return out

    def _block_warnings(self, name: str) -> tuple[Diagnostic, ...]:
        """:func:`~dbjavagenix.render.template_checks.block_warnings` of ``name`` (cached)."""
        cached = self._block_checks.get(name)
        if cached is not None:
            return cached
        result: tuple[Diagnostic, ...] = ()
        if self.user_dirs:
            chain = self._chain(name)
            self._block_chains[name] = frozenset(n.removeprefix("builtin:") for n, _ in chain)
            result = checks.block_warnings(self._with_user_files(chain))
        self._block_checks[name] = result
        return result

    def _with_user_files(
        self, chain: list[tuple[str, nodes.Template]]
    ) -> list[tuple[str, nodes.Template, str | None]]:
        """``chain`` with the shown file name of each template that is a user file (else None)."""
        assert self.env.loader is not None
        out: list[tuple[str, nodes.Template, str | None]] = []
        for tpl_name, ast in chain:
            raw = self.env.loader.get_source(self.env, tpl_name)[1] or tpl_name
            out.append((tpl_name, ast, self._display(raw) if self._is_user_file(raw) else None))
        return out

    def _from_user_file(self, name: str) -> bool:
        """Whether ``name`` or a template it extends is a file of the user's."""
        hit = self._user_chains.get(name)
        if hit is None:
            hit = self._user_chains[name] = any(
                shown for _, _, shown in self._with_user_files(self._chain(name))
            )
        return hit

    def _bare_name_warnings(self, name: str, missing: Mapping[str, str]) -> tuple[Diagnostic, ...]:
        users = [(shown, ast) for _, ast, shown in self._with_user_files(self._chain(name)) if shown]
        return checks.bare_name_warnings(users, missing)

    def _is_user_file(self, filename: str) -> bool:
        path = os.path.realpath(filename)
        return any(path.startswith(os.path.realpath(d) + os.sep) for d in self.user_dirs)

    def _source_file(self, name: str) -> str:
        assert self.env.loader is not None
        _, filename, _ = self.env.loader.get_source(self.env, name)
        return self._display(filename or name)

    def render_all(self, specs: Iterable[FileSpec]) -> list[RenderedFile]:
        return [self.render(s) for s in specs]

    def used_templates(self) -> frozenset[str]:
        return frozenset(self.env.used)

    def forget(self, names: Iterable[str] | None = None) -> None:
        """Drop the compiled form of templates ``names`` (as :attr:`RenderedFile.uses` spells
        them; None: all), so the next render reads their files again. Every other template
        stays compiled."""
        if names is not None and not isinstance(names, list | tuple | set | frozenset):
            names = list(names)
        if names is not None and not names:
            return
        self._user_chains.clear()  # an edited template may extend another one now
        cache = self.env.cache
        if names is None:
            self._block_checks.clear()
            self._block_chains.clear()
            self._source_digests.clear()
            self._digests.clear()
            self.env.missing.clear()
            self.env.asts.clear()
            self.env.memo.clear()
            if cache is not None:
                cache.clear()
            return
        # only what depends on one of ``names``: a one-template edit keeps every other template's
        # syntax tree, block check and digest (a watched project re-parsed them all otherwise)
        short = {n.removeprefix("builtin:") for n in names}
        wanted = short | {"builtin:" + n for n in short}
        for name in [n for n, chain in self._block_chains.items() if chain & short]:
            self._block_checks.pop(name, None)
            self._block_chains.pop(name, None)
        for name in wanted:
            self._block_checks.pop(name, None)
            self._block_chains.pop(name, None)
            self._source_digests.pop(name, None)
            self.env.missing.pop(name, None)
            self.env.memo.pop(name, None)
        for names_key in [k for k in self._digests if not short.isdisjoint(k)]:
            del self._digests[names_key]
        suffixes = tuple("/" + n for n in short)
        for filename in [f for f in self.env.asts if f.replace(os.sep, "/").endswith(suffixes) or f in short]:
            del self.env.asts[filename]
        if cache is None:
            return
        for key in list(cache.keys()):
            if key[1] in wanted:
                del cache[key]

    def templates_digest(self, names: Iterable[str]) -> str:
        """Digest of what the template ``names`` (as :attr:`RenderedFile.uses` spells them) are
        now: for each, the bytes of every file of that name in the search path (yours shadow the
        built-in ones, and ``builtin:`` reaches past them), or that there is none. A render
        depends on its context and on exactly these."""
        found = self._digests.get(names) if isinstance(names, tuple | frozenset) else None
        if found is not None:
            return found
        key = names if isinstance(names, frozenset) else frozenset(names)
        found = self._digests.get(key)
        if found is not None:
            if isinstance(names, tuple):
                self._digests[names] = found  # the manifest's spelling, looked up as is next time
            return found
        h = hashlib.sha256()
        for name in sorted(key):
            h.update(
                name.encode("utf-8", "surrogateescape") + b"\0" + self._source_digest(name).encode() + b"\n"
            )
        found = self._digests[key] = h.hexdigest()[:20]
        if isinstance(names, tuple):
            self._digests[names] = found
        return found

    def _source_digest(self, name: str) -> str:
        found = self._source_digests.get(name)
        if found is not None:
            return found
        h = hashlib.sha256()
        for i, d in enumerate((*self.search_dirs, templates_root())):
            data = _digest_bytes(d / name)
            if data is not None:
                h.update(f"{i}:{len(data)}:".encode() + data)
        found = self._source_digests[name] = h.hexdigest()
        return found

    def refresh(self) -> frozenset[str]:
        """Forget the templates whose files changed (or appeared, or went) since the last
        call: a long-lived process (MCP server, tests) then renders what is on disk now. A stat
        of every file in the search path; returns the names forgotten."""
        now: dict[str, tuple[int, ...]] = {}
        for i, d in enumerate(self.search_dirs):
            if not d.is_dir():
                continue
            for folder, _dirs, names in os.walk(d):
                for n in names:
                    p = os.path.join(folder, n)
                    try:
                        st = os.stat(p)
                    except OSError:
                        continue
                    rel = os.path.relpath(p, d).replace(os.sep, "/")
                    now[rel] = (*now.get(rel, ()), i, st.st_ino, st.st_size, st.st_mtime_ns)
        before = self._files
        self._files = now
        if before is None:
            return frozenset()
        changed = frozenset(n for n in before.keys() | now.keys() if before.get(n) != now.get(n))
        if changed:
            self.forget(changed)
        return changed

    def templates_fingerprint(self) -> str:
        """Hash of every template file in the search path (names and bytes)."""
        h = hashlib.sha256()
        for d in self.search_dirs:
            h.update(b"\0dir\0" + str(d).encode())
            if not d.is_dir():
                continue
            for p in sorted(d.rglob("*")):
                data = _digest_bytes(p)
                if data is not None:
                    h.update(str(p.relative_to(d)).encode() + b"\0" + data)
        return h.hexdigest()

    def _template_frame_or_file(self, name: str) -> Location:
        """The file template ``name`` is read from (its name when that cannot be told)."""
        try:
            return Location(file=self._source_file(name))
        except Exception:
            return Location(file=name)

    def _template_frame(self, exc: BaseException, fallback: str) -> Location:
        dirs = [str(d) for d in self.search_dirs]
        for frame in reversed(traceback.extract_tb(exc.__traceback__)):
            fn = frame.filename
            if fn.endswith(TEMPLATE_SUFFIX) or any(fn.startswith(d) for d in dirs):
                return Location(file=self._display(fn), line=frame.lineno)
        return Location(file=fallback)

    @staticmethod
    def _display(path: str) -> str:
        return shown_path(path)


CONTEXT_HINT = "`genix context TABLE` shows every name a template can use"
IMPORTS_GONE = (
    "the context no longer has `imports`: print classes with the `type` filter "
    '({{ "java.util.List" | type }}, {{ field | type }}) and genix writes the import block after '
    "the body; `genix templates copy NAME` gives a current built-in template to start from"
)


def _digest_bytes(path: Path) -> bytes | None:
    """What a template file counts as in a digest: its bytes; a pipe, a device or a file too
    large to be a template counts as its kind and size (never read: the render that loads it
    reports it); no file (or a folder) is None."""
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError, ValueError):
        return None
    except OSError as e:  # a link that loops: the render says so
        return f"\0unreadable:{e.errno}".encode()
    if stat.S_ISDIR(st.st_mode):
        return None
    if not stat.S_ISREG(st.st_mode) or st.st_size > TEMPLATE_MAX:
        return f"\0special:{st.st_mode}:{st.st_size}:{st.st_mtime_ns}".encode()
    try:
        return read_input(path, "template", TEMPLATE_MAX, error=TemplateError)
    except (OSError, TemplateError):
        return None


def _extends(ast: nodes.Template) -> str | None:
    """The template ``ast`` extends, when it names it as a constant at its top level."""
    for node in ast.body:
        if isinstance(node, nodes.Extends):
            target = node.template
            return target.value if isinstance(target, nodes.Const) and isinstance(target.value, str) else None
    return None


def normalise(text: str) -> str:
    """``\\n`` line endings, no trailing blanks at line ends, exactly one final newline."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if " \n" in text or "\t\n" in text:
        text = "\n".join(ln.rstrip() for ln in text.split("\n"))
    elif len(text) > 1 and text[-1] == "\n" and not text[-2].isspace():
        return text  # the usual case: one final newline after text (no copy)
    return text.rstrip() + "\n"


def context_dict(spec: FileSpec) -> dict[str, object]:
    """A file's context as plain data (debugging; ``genix context`` uses the JSON form)."""
    return asdict(spec.context)


def _team_class(fqn: str, team: tuple[str, ...]) -> bool:
    """A class the config names (the team's base classes and wrappers), or one nested in it."""
    return any(fqn == t or fqn.startswith(t + ".") for t in team)
