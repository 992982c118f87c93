"""Config tools: read, validate, patch and create ``genix.toml``."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from dbjavagenix.config.load import LoadedConfig, read_config_text
from dbjavagenix.config.tomlparse import parse_toml
from dbjavagenix.errors import (
    ConfigError,
    Diagnostic,
    GenixError,
    InputError,
    KeyPath,
    Location,
    format_key_path,
)
from dbjavagenix.problems import Problem
from dbjavagenix.tools.base import CheckMemo, ToolEnv, ToolFamily, ToolInput, ToolResult
from dbjavagenix.tools.paging import Page, Paged, TreePart, tree_parts

FAMILY = ToolFamily("config", "Read, validate and edit genix.toml.", order=10)


# -- shared helpers (also used by the other families) ---------------------------------------------


def offline_check(loaded: LoadedConfig) -> None:
    """Checks that need no database: category, Boot/Java versions, packages, layers and their
    switches."""
    from dbjavagenix.resolve.stage.offline import config_problems

    found = config_problems(loaded)
    if found:
        raise ConfigError(diagnostics=found)


class SchemaCheck:
    """The check ``config_patch`` runs on a config: template folders inside the project
    (:mod:`dbjavagenix.tools.confine`), :func:`offline_check`, then, when the database (or
    snapshot) can be read, everything a build checks before writing
    (:func:`dbjavagenix.pipeline.validate`). Catalogs are read once per connection setting."""

    def __init__(self, memo: CheckMemo | None = None) -> None:
        self.cache: dict[tuple[str, str], Any] = {}
        self.memo = memo if memo is not None else CheckMemo()
        """The tables of the last config checked without a problem, by input fingerprint: the
        config after an edit resolves only the tables the edit changed."""
        self.reads: list[bool] = []
        """Per config checked, in order, whether it could be checked against the schema."""

    def __call__(self, loaded: LoadedConfig) -> None:
        from dbjavagenix import pipeline
        from dbjavagenix.tools.confine import template_dir_problems

        found = list(template_dir_problems(loaded))  # never in the way of the other checks
        if found:
            found = list(loaded.locate(ConfigError(diagnostics=found)).diagnostics)
        self.reads.append(False)
        try:
            offline_check(loaded)
            catalogs = self._catalogs(loaded)
            self.reads[-1] = catalogs is not None
            if catalogs is not None:
                resolved = dict(self.memo.tables)  # filled with this config's tables if it passes
                pipeline.validate(loaded, catalogs, reuse=resolved)
                self.memo.tables = resolved
        except GenixError as e:
            found += e.diagnostics
        if found:
            raise ConfigError(diagnostics=found)

    @property
    def schema_read(self) -> bool:
        """Whether the first config checked could be checked against the schema: ``config_patch``
        checks its result first (the file as it was after it, only when the result has a problem)."""
        return bool(self.reads) and self.reads[0]

    def _catalogs(self, lenient: LoadedConfig) -> dict[str, Any] | None:
        """The catalogs the config reads, or None when they cannot be read (a variable not set
        here, a database that is down): then only the offline checks apply."""
        from dbjavagenix import pipeline
        from dbjavagenix.config.load import parse_config

        try:
            loaded = parse_config(lenient.text, lenient.path)  # the real environment this time
            out = {}
            for name in pipeline.used_connections(loaded):
                conn = loaded.config.connections.get(name)
                if conn is None:
                    return None
                key = (name, conn.model_dump_json())
                if key not in self.cache:
                    self.cache[key] = pipeline.read_catalogs(loaded, [name])[name]
                out[name] = self.cache[key]
        except GenixError:
            return None
        return out


def masked_config(loaded: LoadedConfig) -> dict[str, Any]:
    """The effective config as JSON data, every secret masked (see :mod:`dbjavagenix.secrets`),
    with the Spring Boot and Java versions genix targets (unset keys follow the project, else the
    category's defaults)."""
    import os
    import tomllib

    from dbjavagenix.javaproject.targets import targets_for
    from dbjavagenix.secrets import mask_effective

    data: dict[str, Any] = loaded.config.model_dump(mode="json", by_alias=True)
    try:
        targets = targets_for(loaded)[1]
        data["project"] |= {"spring_boot": targets.spring_boot, "java": targets.java}
    except GenixError:
        pass
    return mask_effective(data, tomllib.loads(loaded.text), os.environ)


def _pick(data: Any, path: KeyPath, what: str) -> Any:
    node = data
    for i, part in enumerate(path):
        if isinstance(part, int) and isinstance(node, list) and -len(node) <= part < len(node):
            node = node[part]
            continue
        if isinstance(part, str) and isinstance(node, dict) and part in node:
            node = node[part]
            continue
        known = sorted(node) if isinstance(node, dict) else []
        close = difflib.get_close_matches(str(part), known, n=1, cutoff=0.5)
        raise InputError(
            f"{format_key_path(path[: i + 1])} is not in the {what}",
            location=Location(key=path[: i + 1]),
            hint=f"did you mean `{close[0]}`?"
            if close
            else ("keys here: " + ", ".join(known) if known else None),
        )
    return node


# -- config_get -----------------------------------------------------------------------------------


class ConfigGetInput(ToolInput):
    path: str | None = None
    """Dotted key path (tables.sys_user); default: all."""
    source: Literal["effective", "file", "text"] = "effective"
    """effective: defaults and GENIX_* overrides applied; file: as written; text: the file's
    text, comments included (no path)."""
    cursor: str | None = None
    """From page.next_cursor."""


class ConfigGetResult(Paged):
    page_field = "parts"
    config_file: str
    """The config file read."""
    path: str | None
    """The key path asked for (None: the whole config)."""
    source: Literal["effective", "file", "text"]
    value: Any
    """The value at ``path`` (JSON; the file's text for ``text``); passwords are masked as
    ``***``. None when the answer
    pages (a config of many table sections): then ``parts`` build it."""
    parts: list[TreePart] = Field(default_factory=list)
    """When the value does not fit one answer, this page's parts of it, in order: put each
    part's ``value`` at its ``path`` (from the value's root, ``[]`` being the value itself), or
    append its ``text`` to the text there; the parts of every page give the whole value."""
    _parts: list[TreePart] | None = PrivateAttr(default=None)

    def page_items(self) -> list[Any]:
        if self._parts is None:
            self._parts = []
            tree_parts(self.value, (), self._parts)
        return self._parts

    def with_page(self, items: list[Any], page: Page) -> Self:
        """The whole answer when it fits; else ``value`` None and the page's parts."""
        parts = self.page_items()
        whole = page.offset == 0 and not page.cut and len(items) == len(parts)
        if whole and (not items or items[0] == parts[0]):  # not the rest of a cut part
            return self.model_copy(update={"parts": [], "page": page})
        return self.model_copy(update={"value": None, "parts": items, "page": page})

    def summary(self) -> str:
        what = self.path or "the whole config"
        return f"{what} ({self.source}) from {self.config_file}"


@FAMILY.tool("Read the config")
def config_get(env: ToolEnv, args: ConfigGetInput) -> ConfigGetResult:
    """Read genix.toml (or one key path of it); passwords masked."""
    from dbjavagenix.config.patch import parse_path
    from dbjavagenix.secrets import mask_value

    path = parse_path(args.path) if args.path else ()
    cfg_path = env.config_path()
    if args.source == "text":
        from dbjavagenix.secrets import mask_toml_text

        if path:
            raise InputError(
                "source text is the whole file: it takes no path",
                location=Location(key=("arguments", "path")),
                hint='source "file" reads the value at a path as written',
            )
        text = mask_toml_text(read_config_text(cfg_path))
        return ConfigGetResult(config_file=str(cfg_path), path=None, source="text", value=text)
    if args.source == "file":
        text = read_config_text(cfg_path)
        data: Any = mask_value(None, parse_toml(text, cfg_path))
    else:
        data = masked_config(env.load())
    value = _pick(data, path, "config file" if args.source == "file" else "config")
    return ConfigGetResult(config_file=str(cfg_path), path=args.path, source=args.source, value=value)


# -- config_validate ------------------------------------------------------------------------------


class ConfigValidateInput(ToolInput):
    deep: bool = False
    """Also check against the database: tables, columns, names."""


class ConfigValidateResult(ToolResult):
    config_file: str
    valid: bool
    deep: bool
    """Whether the database was consulted."""
    problems: list[Problem]
    """Every problem found, located (file, line, column, key path) with a hint."""
    tables: int | None = None
    """Tables that would be generated (deep checks only)."""
    warnings: list[Problem] = Field(default_factory=list)
    """What works but should change: a password written in the file (it is checked in); deep
    checks add the project's warnings (the ones every build reports)."""

    def summary(self) -> str:
        if self.valid:
            extra = f", {self.tables} tables to generate" if self.tables is not None else ""
            return f"{self.config_file} is valid{' (deep check)' if self.deep else ''}{extra}"
        return f"{self.config_file}: {len(self.problems)} problem(s)"


@FAMILY.tool("Validate the config", open_world=True)
def config_validate(env: ToolEnv, args: ConfigValidateInput) -> ConfigValidateResult:
    """Every problem of genix.toml, located, with hints (valid=false is not an error)."""
    from dbjavagenix import pipeline
    from dbjavagenix.secrets import written_secret_warnings

    cfg_path = env.config_path()
    tables: int | None = None
    warnings: list[Problem] = []
    try:
        loaded = env.load()
        warnings = [Problem.of(d) for d in written_secret_warnings(loaded)]
        offline_check(loaded)
        if args.deep:
            catalogs = pipeline.read_catalogs(loaded)
            pipeline.validate(loaded, catalogs)
            prepared = pipeline.prepare_project(loaded, catalogs)
            tables = len(prepared.tables)
            warnings += [Problem.of(d) for d in pipeline.located_warnings(prepared)]
    except GenixError as e:
        return ConfigValidateResult(
            config_file=str(cfg_path),
            valid=False,
            deep=args.deep,
            problems=[Problem.of(d) for d in e.diagnostics],
            warnings=warnings,
        )
    return ConfigValidateResult(
        config_file=str(cfg_path), valid=True, deep=args.deep, problems=[], tables=tables, warnings=warnings
    )


# -- config_patch ---------------------------------------------------------------------------------


class ConfigEdit(BaseModel):
    """One change to the config."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    op: Literal["set", "unset", "append"] = "set"
    path: str
    """Dotted key path: tables.sys_user.class_name, tables.include[0]."""
    value: Any = None
    """Any TOML value; objects become tables."""


class ConfigPatchInput(ToolInput):
    edits: list[ConfigEdit] = Field(min_length=1)
    """Applied in order, all or nothing."""
    dry_run: bool = False
    """Only return the diff."""


class ConfigPatchResult(ToolResult):
    config_file: str
    changed: bool
    """The edits changed the text."""
    written: bool
    """The file was written (false for dry runs and no-op edits)."""
    diff: str
    """Unified diff of the file (empty when nothing changed)."""
    schema_checked: bool = False
    """The patched config was also checked against the schema (database or snapshot) like a
    build checks it; false when the schema could not be read (only offline checks applied)."""

    def summary(self) -> str:
        if not self.changed:
            return f"{self.config_file}: no change"
        n = sum(1 for ln in self.diff.splitlines() if ln[:1] in "+-" and ln[:3] not in ("+++", "---"))
        verb = "patched" if self.written else "would patch (dry run)"
        return f"{verb} {self.config_file} ({n} changed line(s))"


@FAMILY.tool("Edit the config", writes=True, destructive=True, idempotent=False)
def config_patch(env: ToolEnv, args: ConfigPatchInput) -> ConfigPatchResult:
    """Edit genix.toml in place (layout kept); refused, writing nothing, if the result would not
    build. No passwords (use ${DB_PASSWORD}). Returns the diff."""
    from dbjavagenix.config.patch import Edit, parse_path, patch_file
    from dbjavagenix.secrets import mask_toml_text

    edits = []
    for i, e in enumerate(args.edits):
        if e.op != "unset" and e.value is None:
            raise InputError(
                f"edit {i}: {e.op} needs a value", location=Location(key=("arguments", "edits", i, "value"))
            )
        edits.append(Edit(e.op, parse_path(e.path), e.value))
    if not args.dry_run:
        env.require_writes("config_patch", "pass dry_run=true to see the diff without writing")
    check = SchemaCheck(env.checks)
    result = patch_file(env.config_path(), edits, dry_run=args.dry_run, check=check)
    return ConfigPatchResult(
        config_file=str(result.path),
        changed=result.changed,
        written=result.written,
        diff=mask_toml_text(result.diff),
        schema_checked=check.schema_read,
    )


# -- config_init ----------------------------------------------------------------------------------


class ConfigInitInput(ToolInput):
    url: str = "sqlite:///demo.db"
    """SQLAlchemy URL; a password only as ${VAR}."""
    base_package: str = "com.example.demo"
    category: str = "Default"
    output: str = "out"
    """Java project folder, relative to the config."""
    force: bool = False
    """Replace an existing file."""
    dry_run: bool = False
    """Return the text only."""


class ConfigInitResult(ToolResult):
    config_file: str
    written: bool
    text: str | None = None
    """The config text (dry runs only)."""

    def summary(self) -> str:
        return f"{'wrote' if self.written else 'would write (dry run)'} {self.config_file}"


@FAMILY.tool("Create a config", writes=True, destructive=True)
def config_init(env: ToolEnv, args: ConfigInitInput) -> ConfigInitResult:
    """Create a commented genix.toml."""
    from dbjavagenix.config.init import init_text
    from dbjavagenix.config.patch import Edit, check_no_secret, problems
    from dbjavagenix.jsonschemas import write_config

    check_no_secret(Edit("set", ("connections", "main", "url"), args.url))
    target = env.config.resolve() if env.config is not None else Path.cwd() / "genix.toml"
    if target.exists() and not args.force:
        raise ConfigError(
            "the config file already exists",
            location=Location(file=str(target)),
            hint="pass force=true to replace it",
        )
    text = init_text(url=args.url, base_package=args.base_package, category=args.category, output=args.output)
    found = problems(text, target, offline_check)
    if found:
        raise InputError(diagnostics=[_as_argument(d) for d in found])
    if args.dry_run:
        return ConfigInitResult(config_file=str(target), written=False, text=text)
    env.require_writes("config_init", "pass dry_run=true to see the text without writing")
    write_config(target, text)
    return ConfigInitResult(config_file=str(target), written=True)


_ARG_OF_KEY = {
    ("project", "base_package"): "base_package",
    ("project", "category"): "category",
    ("project", "output"): "output",
    ("connections", "main", "url"): "url",
}


def _as_argument(d: Diagnostic) -> Diagnostic:
    arg = _ARG_OF_KEY.get(tuple(str(k) for k in d.location.key))
    key: KeyPath = ("arguments", arg) if arg else d.location.key
    return Diagnostic(d.message, Location(key=key), d.hint)


def config_summary(loaded: LoadedConfig) -> dict[str, Any]:
    """A short description of a config (the agent's dry run prints it)."""
    cfg = masked_config(loaded)
    p = cfg["project"]
    return {
        "config_file": str(loaded.path),
        "output_root": str(loaded.output_root),
        "base_package": p["base_package"],
        "category": p["category"],
        "spring_boot": p["spring_boot"],
        "java": p["java"],
        "connections": {
            n: c.get("url")
            or (f"snapshot {c['snapshot']}" if c.get("snapshot") else f"ddl {', '.join(c.get('ddl') or [])}")
            for n, c in cfg["connections"].items()
        },
        "tables": {k: cfg["tables"][k] for k in ("connection", "include", "exclude") if k in cfg["tables"]},
    }


__all__ = ["FAMILY", "Problem", "config_summary", "masked_config", "offline_check"]
