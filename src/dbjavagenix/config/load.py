"""Read ``genix.toml``: TOML (tomlkit) → ``${VAR}`` interpolation → environment layering
(pydantic-settings, ``GENIX_SECTION__KEY``) → the validated, frozen :class:`Config`.

Every problem becomes a :class:`ConfigError` whose diagnostics carry ``FILE:LINE:COL`` and the
key path, with a hint (``did you mean ...`` for unknown keys).
"""

from __future__ import annotations

import codecs
import difflib
import os
import re
import types
import typing
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from dbjavagenix.config.envrefs import Unset, fill_refs
from dbjavagenix.config.locate import SourceMap, source_map
from dbjavagenix.config.model import Config, TableConfig, TablesConfig
from dbjavagenix.config.tomlparse import display as _display
from dbjavagenix.config.tomlparse import parse_toml
from dbjavagenix.config.values import TYPE_DIALECTS
from dbjavagenix.errors import (
    ConfigError,
    ConfigNotFound,
    Diagnostic,
    GenixError,
    KeyPath,
    Location,
    format_key_path,
)
from dbjavagenix.inputfile import CONFIG_MAX, position, read_input

ENV_PREFIX = "GENIX_"
DEFAULT_FILE = "genix.toml"


@dataclass(frozen=True)
class LoadedConfig:
    """A validated config and where it came from (to resolve relative paths and locate errors)."""

    config: Config
    path: Path
    """The config file (absolute)."""
    text: str
    """The file text as read (for locating later errors)."""
    env_keys: frozenset[tuple[str, ...]] = frozenset()
    """Key paths whose value came from ``GENIX_*`` environment variables."""
    unresolved: Mapping[str, ConfigError] = field(default_factory=dict)
    """Connections whose values name an environment variable that is not set (a password,
    usually), with the located error: raised when that connection is opened, so commands that
    never open it (``--snapshot``, ``context`` from a snapshot) need no secret."""

    @property
    def root(self) -> Path:
        """The folder of the config file; relative paths in the config start here."""
        return self.path.parent

    @property
    def output_root(self) -> Path:
        return (self.root / self.config.project.output).resolve()

    def locate(self, error: GenixError) -> GenixError:
        """Attach ``file:line:col`` to diagnostics that only carry a config key path."""
        return locate_error(error, self.path, self.text, self.env_keys)


@contextmanager
def located(loaded: LoadedConfig | None) -> Iterator[None]:
    """Attach config positions to errors raised inside."""
    try:
        yield
    except GenixError as e:
        if loaded is None:
            raise
        raise loaded.locate(e) from None


def _env_overrides_present(environ: Mapping[str, str]) -> bool:
    prefixes = tuple(ENV_PREFIX + name.upper() for name in Config.model_fields)
    return any(k.upper().startswith(prefixes) for k in environ)


def _validate(data: dict[str, Any]) -> Config:
    """The config from file data, layered under ``GENIX_*`` environment overrides. pydantic-settings
    (slow to import) is only loaded when such variables exist."""
    check_env_names(os.environ)
    if not _env_overrides_present(os.environ):
        return Config.model_validate(data)
    from pydantic_settings import SettingsError

    from dbjavagenix.config.envsettings import EnvSettings

    try:
        return EnvSettings(**data)
    except SettingsError as e:
        raise _env_value_error(e, os.environ) from None


def check_type_dialects(config: Config) -> None:
    """A ``[types.X]`` sub-table must name a dialect: ``[types.oracle]`` or ``[types.mysq]``
    would otherwise be ignored."""
    diags = []
    for key, value in config.types.items():
        if isinstance(value, dict) and key not in TYPE_DIALECTS:
            close = difflib.get_close_matches(key.lower(), TYPE_DIALECTS, n=1, cutoff=0.6)
            diags.append(
                Diagnostic(
                    f"[types.{key}] names no dialect genix reads: its entries would be ignored",
                    Location(key=("types", key)),
                    f"did you mean [types.{close[0]}]?"
                    if close
                    else "dialects: " + ", ".join(TYPE_DIALECTS) + " (or move the entries up into [types])",
                )
            )
    if diags:
        raise ConfigError(diagnostics=diags)


def check_env_names(environ: Mapping[str, str]) -> None:
    """``GENIX_*`` variables that look like overrides but would be ignored: an unknown section
    (``GENIX_PROJCT__LOMBOK``) or one underscore where two separate the keys
    (``GENIX_PROJECT_LOMBOK``). Other ``GENIX_*`` names (``GENIX_TEST_...``) are not config."""
    sections = sorted(Config.model_fields)
    diags = []
    for name in sorted(environ):
        upper = name.upper()
        if not upper.startswith(ENV_PREFIX):
            continue
        rest = upper[len(ENV_PREFIX) :].lower()
        if "__" in rest:
            section = rest.split("__", 1)[0]
            if section in sections:
                continue
            close = difflib.get_close_matches(section, sections, n=1, cutoff=0.6)
            fixed = ENV_PREFIX + rest.replace(section, close[0], 1).upper() if close else None
            diags.append(
                Diagnostic(
                    f"unknown config section {section!r}: this variable would be ignored",
                    Location(file=f"environment {name}"),
                    f"did you mean {fixed}?" if fixed else "sections: " + ", ".join(sections),
                )
            )
            continue
        one = next((s for s in sections if rest.startswith(s + "_") and len(rest) > len(s) + 1), None)
        if one is not None:
            fixed = ENV_PREFIX + one.upper() + "__" + rest[len(one) + 1 :].upper()
            diags.append(
                Diagnostic(
                    "one underscore after the section: this variable would be ignored",
                    Location(file=f"environment {name}"),
                    f"keys are separated by two underscores: {fixed}",
                )
            )
    if diags:
        raise ConfigError(diagnostics=diags)


def _env_value_error(err: Exception, environ: Mapping[str, str]) -> ConfigError:
    """pydantic-settings could not parse an environment value (a list or table that is not JSON)."""
    m = re.search(r'field "([^"]+)"', str(err))
    section = m.group(1) if m else ""
    names = sorted(n for n in environ if n.upper().startswith(f"{ENV_PREFIX}{section.upper()}__") and section)
    shown = ", ".join(names) or f"{ENV_PREFIX}{section.upper()}__..."
    return ConfigError(
        "a list or table given through the environment must be JSON",
        location=Location(file=f"environment {shown}"),
        hint='e.g. GENIX_TABLES__INCLUDE=\'["users", "orders"]\' or GENIX_PROJECT__PREFIX_PACKAGES=\'{"sys": "system"}\'',
    )


def _env_keys(environ: Mapping[str, str]) -> frozenset[tuple[str, ...]]:
    keys = set()
    for name in environ:
        if name.upper().startswith(ENV_PREFIX) and "__" in name:
            keys.add(tuple(p.lower() for p in name[len(ENV_PREFIX) :].split("__")))
    return frozenset(keys)


EXAMPLE_FILE = "genix.toml.example"
"""The bundled demo's config (in a checkout of genix): named in the hint when no config is found."""


def find_config(start: Path | None = None) -> Path:
    """``genix.toml`` in ``start`` or the nearest parent folder."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / DEFAULT_FILE
        if candidate.exists() and not candidate.is_dir():  # a pipe there is refused when read
            return candidate
    hint = f"`genix init` writes a commented {DEFAULT_FILE} here (then set its url and base_package), or pass -c FILE"
    if (here / EXAMPLE_FILE).is_file():
        hint += f"; the bundled demo: `genix build -c {EXAMPLE_FILE}`"
    raise ConfigNotFound(
        f"no config file: looked for {here / DEFAULT_FILE} and for {DEFAULT_FILE} in every folder above it",
        hint=hint,
    )


def config_file(path: Path | str | None = None) -> Path:
    """The config file meant by ``-c PATH``: the file itself, ``genix.toml`` inside a folder,
    or (no path) :func:`find_config`."""
    if path is None:
        return find_config()
    cfg_path = _resolve(Path(path))
    if cfg_path.is_dir():
        inside = cfg_path / DEFAULT_FILE
        if not inside.is_file():
            others = sorted(p.name for p in cfg_path.glob("*.toml*") if p.is_file())
            hint = f"`genix init -c {_display(inside)}` writes one there, or pass -c FILE"
            if others:
                hint += " (here: " + ", ".join(_display(cfg_path / n) for n in others[:5]) + ")"
            raise ConfigError(
                f"the folder holds no {DEFAULT_FILE}", location=Location(file=_display(cfg_path)), hint=hint
            )
        return inside
    return cfg_path


def load_config(path: Path | str | None = None) -> LoadedConfig:
    """Read and validate a config file (``path``: a file, or a folder holding ``genix.toml``;
    none: :func:`find_config`). Raises :class:`ConfigError` (located) on any problem."""
    cfg_path = config_file(path)
    display = _display(cfg_path)
    return parse_config(decode_config(read_config_bytes(cfg_path, display), display), cfg_path)


def read_config_text(cfg_path: Path) -> str:
    """The text of the config file, read and decoded as :func:`load_config` does."""
    display = _display(cfg_path)
    return decode_config(read_config_bytes(cfg_path, display), display)


def read_config_bytes(cfg_path: Path, display: str | None = None) -> bytes:
    """The bytes of the config file: a regular file of at most :data:`CONFIG_MAX` bytes (a
    pipe, a device or a huge file is a located error, never a hang)."""
    display = display or _display(cfg_path)
    try:
        return read_input(cfg_path, "the config file", CONFIG_MAX, shown=display, error=ConfigError)
    except FileNotFoundError:
        raise ConfigNotFound(
            "config file not found",
            location=Location(file=display),
            hint="create one with `genix init`, or pass -c FILE",
        ) from None


def _resolve(path: Path) -> Path:
    """The absolute config path; a symbolic-link loop is a located error, not a crash."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):
        raise ConfigError(
            "the config path is a symbolic link that loops back on itself",
            location=Location(file=str(path)),
            hint="point -c at the real genix.toml",
        ) from None


def decode_config(data: bytes, display: str) -> str:
    """The text of a config file: UTF-8 (a byte-order mark is ignored). UTF-16 and files in a
    legacy encoding (Latin-1, Windows-1252, GBK ...) get a located error saying how to fix them."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or (len(data) > 1 and b"\0" in data[:2]):
        raise ConfigError(
            "the config file is UTF-16; genix reads UTF-8",
            location=Location(file=display),
            hint="save it as UTF-8 (in PowerShell: Out-File -Encoding utf8; in an editor: Save with Encoding → UTF-8)",
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line, col = position(data, e.start)
        raise ConfigError(
            f"the config file is not UTF-8 (byte 0x{data[e.start]:02x} cannot start a UTF-8 character)",
            location=Location(file=display, line=line, col=col),
            hint="it looks like a legacy encoding (Latin-1, Windows-1252, GBK ...): save it as UTF-8, "
            "e.g. `iconv -f latin1 -t utf-8 genix.toml > genix.utf8.toml`",
        ) from None


def parse_config(text: str, path: Path, environ: Mapping[str, str] | None = None) -> LoadedConfig:
    """Validate config ``text`` as if read from ``path``; ``GENIX_*`` variables override it.
    ``environ`` (default ``os.environ``) is what ``${VAR}`` references are filled from."""
    data = parse_toml(text, path)
    env_keys = _env_keys(os.environ)
    unresolved: dict[str, ConfigError] = {}
    try:
        data = _interpolate(data, (), os.environ if environ is None else environ, unresolved)
        config = _validate(data)
        check_type_dialects(config)
    except ValidationError as e:
        diags = [_diagnostic_for(err) for err in e.errors()]
        error = locate_error(ConfigError(diagnostics=diags), path, text, env_keys)
        partial = _without_unknown_keys(e, data, path, text, env_keys)
        if partial is not None:
            raise UnknownKeysError(diagnostics=error.diagnostics, partial=partial) from None
        raise error from None
    except GenixError as e:
        raise locate_error(e, path, text, env_keys) from None
    located = {n: locate_error(err, path, text, env_keys) for n, err in unresolved.items()}
    return LoadedConfig(
        config=config,
        path=path.resolve(),
        text=text,
        env_keys=env_keys,
        unresolved={n: e for n, e in located.items() if isinstance(e, ConfigError)},
    )


class UnknownKeysError(ConfigError):
    """The file's only schema errors are unknown keys. ``partial`` is the config without them,
    valid, so that the checks after loading (category, Spring Boot and Java, packages, layers)
    can report their problems in the same error instead of being hidden by a typo
    (:func:`dbjavagenix.pipeline.load_config`)."""

    def __init__(self, *, diagnostics: tuple[Diagnostic, ...], partial: LoadedConfig) -> None:
        super().__init__(diagnostics=diagnostics)
        self.partial = partial


def _without_unknown_keys(
    error: ValidationError,
    data: dict[str, Any],
    path: Path,
    text: str,
    env_keys: frozenset[tuple[str, ...]],
) -> LoadedConfig | None:
    """The config of ``data`` without the keys ``error`` calls unknown, when that is valid."""
    errors = error.errors()
    if not errors or any(err["type"] != "extra_forbidden" for err in errors):
        return None
    pruned: Any = _copy(data)
    for err in errors:
        *parents, last = err["loc"]
        node = pruned
        for part in parents:
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, dict):
            node.pop(last, None)
    try:
        config = _validate(pruned)
        check_type_dialects(config)
    except (ValidationError, GenixError):
        return None
    return LoadedConfig(config=config, path=path.resolve(), text=text, env_keys=env_keys)


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


_DEFERRED_KEYS = frozenset({"url", "password"})
"""Connection keys whose unset ``${VAR}`` waits until the connection is opened."""


def _interpolate(
    value: Any, path: tuple[str, ...], env: Mapping[str, str], unresolved: dict[str, ConfigError]
) -> Any:
    if isinstance(value, str):
        if "$" not in value:
            return value
        try:
            return fill_refs(value, env)
        except Unset as u:
            error = ConfigError(
                f"environment variable ${{{u.name}}} is not set",
                location=Location(key=path),
                hint=f"export {u.name}=... before running genix, or write ${{{u.name}:-default}}",
            )
            if len(path) == 3 and path[0] == "connections" and path[2] in _DEFERRED_KEYS:
                # needed only when the connection is opened: keep the reference as written
                unresolved.setdefault(path[1], error)
                return value
            raise error from None
    if isinstance(value, dict):
        return {k: _interpolate(v, (*path, k), env, unresolved) for k, v in value.items()}
    if isinstance(value, list):
        return [_interpolate(v, (*path, str(i)), env, unresolved) for i, v in enumerate(value)]
    return value


def _diagnostic_for(err: Mapping[str, Any]) -> Diagnostic:
    loc: KeyPath = tuple(err["loc"])
    kind = err["type"]
    hint: str | None = None
    msg = str(err["msg"])
    if kind == "extra_forbidden":
        known = _known_keys(loc[:-1])
        close = difflib.get_close_matches(str(loc[-1]), known, n=1, cutoff=0.6)
        msg = "unknown key"
        hint = (
            f"did you mean `{close[0]}`?"
            if close
            else ("known keys here: " + ", ".join(sorted(known)) if known else None)
        )
    elif kind == "missing":
        msg = "required key is missing"
    elif kind in ("literal_error", "enum"):
        msg = msg.replace("Input should be", "expected")
        expected = (err.get("ctx") or {}).get("expected")
        if isinstance(expected, str) and isinstance(err.get("input"), str):
            choices = re.findall(r"'([^']*)'", expected)
            close = difflib.get_close_matches(err["input"].lower(), choices, n=1, cutoff=0.6)
            hint = f'did you mean "{close[0]}"?' if close else None
    elif msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    ctx = err.get("ctx") or {}
    if isinstance(ctx.get("hint"), str):
        hint = ctx["hint"]
    if (
        kind not in ("extra_forbidden", "missing")
        and not ctx.get("quiet")
        and "input" in err
        and not isinstance(err["input"], dict | list)
    ):
        from dbjavagenix.secrets import mask_value

        key = next((p for p in reversed(loc) if isinstance(p, str)), None)
        msg += f" (got {mask_value(key, err['input'])!r})"
    return Diagnostic(msg, Location(key=loc), hint)


def _known_keys(path: KeyPath) -> list[str]:
    """Field names accepted at ``path`` (for did-you-mean)."""
    model: Any = Config
    for part in path:
        target = _unwrap(model)
        if isinstance(target, type) and issubclass(target, BaseModel):
            fields = target.model_fields
            names = {f.alias or n: f for n, f in fields.items()}
            if part in names:
                model = names[part].annotation
                continue
            if target is TablesConfig:
                model = TableConfig
                continue
            return []
        origin = typing.get_origin(target)
        if origin is dict:
            model = typing.get_args(target)[1]
            continue
        return []
    target = _unwrap(model)
    if isinstance(target, type) and issubclass(target, BaseModel):
        return [f.alias or n for n, f in target.model_fields.items()]
    return []


def _unwrap(tp: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return args[0] if len(args) == 1 else tp
    if origin is typing.Annotated:
        return typing.get_args(tp)[0]
    return tp


def locate_error(
    error: GenixError, path: Path, text: str, env_keys: frozenset[tuple[str, ...]] = frozenset()
) -> GenixError:
    """Give each key-path-only diagnostic of ``error`` a ``file:line:col``."""
    smap: SourceMap | None = None
    display = _display(path)
    out = []
    changed = False
    for d in error.diagnostics:
        loc = d.location
        if loc.file is None and loc.key:
            keys = tuple(str(k).lower() for k in loc.key)
            env_name = next((k for k in env_keys if keys[: len(k)] == k), None)
            if env_name is not None:
                var = ENV_PREFIX + "__".join(env_name).upper()
                d = Diagnostic(d.message, Location(file=f"environment {var}", key=loc.key), d.hint)
            else:
                smap = smap or source_map(text)
                pos = smap.find(loc.key)
                line, col = pos if pos else (None, None)
                d = Diagnostic(d.message, Location(file=display, line=line, col=col, key=loc.key), d.hint)
            changed = True
        out.append(d)
    return error.with_diagnostics(out) if changed else error


__all__ = [
    "DEFAULT_FILE",
    "EXAMPLE_FILE",
    "LoadedConfig",
    "UnknownKeysError",
    "config_file",
    "find_config",
    "format_key_path",
    "load_config",
    "located",
    "parse_config",
]
