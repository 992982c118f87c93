"""The config reference generated from the model, so the README never drifts from the code:
``python -m dbjavagenix.config.reference --write README.md`` refreshes the block between the
``config-reference`` markers (a test fails when it is stale), and ``genix help config KEY``
prints the same entries (:func:`lookup`)."""

from __future__ import annotations

import sys
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from dbjavagenix.config.model import Config
from dbjavagenix.modeldocs import documented

START = (
    "<!-- config-reference:start (generated: python -m dbjavagenix.config.reference --write README.md) -->"
)
END = "<!-- config-reference:end -->"

PLACEHOLDERS = {"tables": "TABLE", "columns": "COLUMN", "layers": "LAYER"}
"""The placeholder of a table of sections (``[layers.LAYER]``); every other one is ``NAME``
(``[connections.NAME]``, ``[rules.NAME]``)."""


def _model_of(tp: Any) -> type[BaseModel] | None:
    """The config model a field holds, through ``Optional``/``Annotated``."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        return _model_of(typing.get_args(tp)[0])
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        return _model_of(inner[0]) if len(inner) == 1 else None
    return tp if isinstance(tp, type) and issubclass(tp, BaseModel) else None


def _sub_sections(model: type[BaseModel]) -> list[tuple[str, str, type[BaseModel]]]:
    """(key, placeholder or "", model) of the sections below ``model``'s: a field holding a model
    (``[api.query]``), a table of models (``[tables.TABLE.columns.COLUMN]``), and the extra keys
    of a model that allows them (every other key of ``[tables]`` names a table)."""
    out: list[tuple[str, str, type[BaseModel]]] = []
    for name, info in model.model_fields.items():
        key = info.alias or name
        tp = info.annotation
        inner = _model_of(tp)
        if inner is not None:
            out.append((key, "", inner))
        elif typing.get_origin(tp) is dict and (value := _model_of(typing.get_args(tp)[1])) is not None:
            out.append((key, PLACEHOLDERS.get(key, "NAME"), value))
    if model.model_config.get("extra") == "allow":
        extra = typing.get_type_hints(model).get("__pydantic_extra__")
        value = _model_of(typing.get_args(extra)[1]) if typing.get_origin(extra) is dict else None
        if value is not None:
            out.append(("", PLACEHOLDERS.get(_last(model), "NAME"), value))
    return out


def _last(model: type[BaseModel]) -> str:
    """The section key a model's docstring names first (``[tables]`` → ``tables``)."""
    doc = (model.__doc__ or "").split("``[", 1)
    return doc[1].split("]", 1)[0].rsplit(".", 1)[-1] if len(doc) == 2 else ""


def section_models() -> list[tuple[str, type[BaseModel]]]:
    """Every section of ``genix.toml`` with its model, found by walking :class:`Config` (so a
    new section is in the reference, ``genix help config`` and the README without a list to
    extend), depth first in field order."""
    out: list[tuple[str, type[BaseModel]]] = []

    def walk(path: tuple[str, ...], model: type[BaseModel]) -> None:
        out.append((f"[{'.'.join(path)}]", model))
        for key, placeholder, inner in _sub_sections(model):
            walk((*path, *(p for p in (key, placeholder) if p)), inner)

    for key, placeholder, model in _sub_sections(Config):
        walk((key, placeholder) if placeholder else (key,), model)
    return out


def _type_name(tp: Any, headers: Mapping[type[BaseModel], str]) -> str:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        return _type_name(args[0], headers)
    if origin is typing.Literal:
        return " \\| ".join(f"`{a!r}`".replace("'", '"') for a in args)
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        return " \\| ".join(_type_name(a, headers) for a in inner) + (
            " (optional)" if len(inner) < len(args) else ""
        )
    if origin is list:
        return f"list of {_type_name(args[0], headers)}"
    if origin is dict:
        value = args[1]
        if value in headers:
            return f"`{headers[value]}` sections"
        return f"table of {_type_name(value, headers)}"
    if isinstance(tp, type) and tp in headers:
        return f"section `{headers[tp]}`"
    if isinstance(tp, type):
        return {"str": "string", "int": "integer", "bool": "boolean", "SecretStr": "string (secret)"}.get(
            tp.__name__, tp.__name__
        )
    return str(tp)


def _default(info: Any, headers: Mapping[type[BaseModel], str]) -> str:
    if info.is_required():
        return "**required**"
    value = info.default
    if value is PydanticUndefined or value is None:
        return "-"
    if isinstance(value, BaseModel) and type(value) in headers:
        return "its section's defaults"
    if isinstance(value, bool):
        return f"`{str(value).lower()}`"
    if isinstance(value, str):
        return f'`"{value}"`'
    return f"`{value}`"


def _md(text: str | None) -> str:
    return " ".join((text or "").split()).replace("``", "`").replace("|", "\\|")


def _doc(info: Any) -> str:
    return _md(info.description)


@dataclass(frozen=True)
class KeyDoc:
    """One row of the reference (Markdown cells, as the README shows them)."""

    section: str
    """``[project]``, ``[tables.TABLE.columns.COLUMN]`` ..."""
    key: str
    type: str
    default: str
    meaning: str

    @property
    def path(self) -> str:
        """``project.output``, ``tables.TABLE.columns.COLUMN.java_type``."""
        return f"{self.section.strip('[]')}.{self.key}"


@dataclass(frozen=True)
class SectionDoc:
    header: str
    doc: str
    keys: tuple[KeyDoc, ...]


def sections() -> list[SectionDoc]:
    """Every section of the config with its keys, in reference order (``[types]`` last, a
    table of its own without fixed keys)."""
    documented(Config)
    out = []
    headers = {model: header for header, model in reversed(section_models())}
    for header, model in section_models():
        rows = tuple(
            KeyDoc(
                header,
                info.alias or name,
                _type_name(info.annotation, headers),
                _default(info, headers),
                _doc(info),
            )
            for name, info in model.model_fields.items()
        )
        out.append(SectionDoc(header, _md(model.__doc__), rows))
    for name, info in Config.model_fields.items():  # a table without fixed keys: [types]
        if not _sub_sections_of_field(info.annotation):
            out.append(SectionDoc(f"[{info.alias or name}]", _md(info.description), ()))
    return out


def _sub_sections_of_field(tp: Any) -> bool:
    """A ``Config`` field whose value is a section or a table of sections."""
    if _model_of(tp) is not None:
        return True
    return typing.get_origin(tp) is dict and _model_of(typing.get_args(tp)[1]) is not None


def reference() -> str:
    lines = [START, ""]
    for sec in sections():
        lines += [f"#### `{sec.header}`", "", sec.doc, ""]
        if sec.keys:
            lines += ["| key | type | default | meaning |", "|---|---|---|---|"]
            lines += [f"| `{k.key}` | {k.type} | {k.default} | {k.meaning} |" for k in sec.keys]
            lines.append("")
    lines.append(END)
    return "\n".join(lines)


def _pattern(header: str) -> tuple[str, ...]:
    """``[tables.TABLE.columns.COLUMN]`` → ``("tables", "*", "columns", "*")``."""
    return tuple("*" if p.isupper() else p for p in header.strip("[]").split("."))


def _fits(pattern: tuple[str, ...], parts: tuple[str, ...]) -> bool:
    return len(pattern) == len(parts) and all(p in ("*", q) for p, q in zip(pattern, parts, strict=True))


def lookup(text: str) -> tuple[list[SectionDoc], list[KeyDoc]]:
    """What ``genix help config TEXT`` shows: the sections TEXT names (``project``,
    ``tables.sys_user``, ``[layers.entity]``) and the keys it names (``project.output``,
    ``connections.main.url``, ``tables.TABLE.columns.COLUMN.java_type``, or a bare key such as
    ``java_type``: every section that has it). Both empty: nothing matches."""
    from dbjavagenix.config.keypath import parse_path

    path = tuple(str(p) for p in parse_path(text.strip().strip("[]")) if not isinstance(p, int))
    secs = sections()
    named = [s for s in secs if _fits(_pattern(s.header), path)]
    keys = [k for s in secs for k in s.keys if _fits(_pattern(s.header), path[:-1]) and k.key == path[-1]]
    if not named and not keys and len(path) == 1:
        keys = [k for s in secs for k in s.keys if k.key == path[0]]
    return named, keys


def suggest(text: str) -> str | None:
    """The key path nearest a misspelt ``text``, in the user's spelling where it names a
    section (``tables.sys_user.columns.status.java_typ`` → ``...status.java_type``)."""
    import difflib

    from dbjavagenix.config.keypath import dotted, parse_path
    from dbjavagenix.errors import GenixError

    try:
        path = tuple(str(p) for p in parse_path(text.strip().strip("[]")) if not isinstance(p, int))
    except GenixError:
        return None
    secs = sections()
    own = [k.key for s in secs if _fits(_pattern(s.header), path[:-1]) for k in s.keys]
    close = difflib.get_close_matches(path[-1], own, n=1, cutoff=0.6)
    if close:
        return dotted([*path[:-1], close[0]])
    names = [s.header.strip("[]") for s in secs] + [k.path for s in secs for k in s.keys]
    found = difflib.get_close_matches(".".join(path), names, n=1, cutoff=0.6)
    return found[0] if found else None


def refresh(text: str) -> str:
    """``text`` with its reference block replaced by the current one."""
    start = text.index(START)
    end = text.index(END) + len(END)
    return text[:start] + reference() + text[end:]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--write"] and len(argv) == 2:
        path = Path(argv[1])
        path.write_text(refresh(path.read_text(encoding="utf-8")), encoding="utf-8")
        return 0
    print(reference())
    return 0


__all__ = [
    "END",
    "START",
    "KeyDoc",
    "SectionDoc",
    "lookup",
    "reference",
    "refresh",
    "section_models",
    "sections",
    "suggest",
]


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
