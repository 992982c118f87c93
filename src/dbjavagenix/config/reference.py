"""The config reference generated from the model, so the README never drifts from the code:
``python -m dbjavagenix.config.reference --write README.md`` refreshes the block between the
``config-reference`` markers (a test fails when it is stale), and ``genix help config KEY``
prints the same entries (:func:`lookup`)."""

from __future__ import annotations

import sys
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from dbjavagenix.config.model import (
    ApiConfig,
    ColumnConfig,
    Config,
    ConnectionConfig,
    GroupConfig,
    LayerConfig,
    OperationsConfig,
    PageConfig,
    ProjectConfig,
    QueryConfig,
    ResultConfig,
    RuleConfig,
    TableConfig,
    TablesConfig,
)

START = (
    "<!-- config-reference:start (generated: python -m dbjavagenix.config.reference --write README.md) -->"
)
END = "<!-- config-reference:end -->"

SECTIONS: list[tuple[str, type[BaseModel]]] = [
    ("[project]", ProjectConfig),
    ("[connections.NAME]", ConnectionConfig),
    ("[tables]", TablesConfig),
    ("[tables.TABLE]", TableConfig),
    ("[tables.TABLE.columns.COLUMN]", ColumnConfig),
    ("[rules.NAME]", RuleConfig),
    ("[groups.NAME]", GroupConfig),
    ("[layers.LAYER]", LayerConfig),
    ("[api]", ApiConfig),
    ("[api.annotations]", OperationsConfig),
    ("[api.result]", ResultConfig),
    ("[api.page]", PageConfig),
    ("[api.query]", QueryConfig),
]


def _type_name(tp: Any) -> str:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        return _type_name(args[0])
    if origin is typing.Literal:
        return " \\| ".join(f"`{a!r}`".replace("'", '"') for a in args)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        inner = [a for a in args if a is not type(None)]
        return " \\| ".join(_type_name(a) for a in inner) + (" (optional)" if len(inner) < len(args) else "")
    if origin is list:
        return f"list of {_type_name(args[0])}"
    if origin is dict:
        return f"table of {_type_name(args[1])}"
    if isinstance(tp, type):
        return {"str": "string", "int": "integer", "bool": "boolean", "SecretStr": "string (secret)"}.get(
            tp.__name__, tp.__name__
        )
    return str(tp)


def _default(info: Any) -> str:
    if info.is_required():
        return "**required**"
    value = info.default
    if value is PydanticUndefined or value is None:
        return "-"
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
    out = []
    for header, model in SECTIONS:
        rows = tuple(
            KeyDoc(header, info.alias or name, _type_name(info.annotation), _default(info), _doc(info))
            for name, info in model.model_fields.items()
        )
        out.append(SectionDoc(header, _md(model.__doc__), rows))
    out.append(SectionDoc("[types]", _md(Config.model_fields["types"].description), ()))
    return out


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


__all__ = ["END", "START", "KeyDoc", "SectionDoc", "lookup", "reference", "refresh", "sections", "suggest"]


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
