"""The config reference (Markdown) generated from the model, so the README never drifts from the
code: ``python -m dbjavagenix.config.reference --write README.md`` refreshes the block between
the ``config-reference`` markers, and a test fails when it is stale."""

from __future__ import annotations

import sys
import typing
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


def reference() -> str:
    lines = [START, ""]
    for header, model in SECTIONS:
        doc = _md(model.__doc__)
        lines += [f"#### `{header}`", "", doc, "", "| key | type | default | meaning |", "|---|---|---|---|"]
        for name, info in model.model_fields.items():
            key = info.alias or name
            lines.append(f"| `{key}` | {_type_name(info.annotation)} | {_default(info)} | {_doc(info)} |")
        lines.append("")
    types_doc = _md(Config.model_fields["types"].description)
    lines += ["#### `[types]`", "", types_doc, "", END]
    return "\n".join(lines)


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


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
