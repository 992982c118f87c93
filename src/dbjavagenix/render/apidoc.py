"""The template API page (``docs/templates.md``), generated from the code: every context field
(from the context classes, as ``schemas/context.schema.json`` has them), every filter (from
:data:`~dbjavagenix.render.filters.FILTERS`), every macro of ``macros.jinja`` and every block of
every built-in template (with the ``{# block NAME: ... #}`` comment that documents it).

``tests/render/test_apidoc.py`` fails when the page is stale; ``pytest --update-goldens`` or
``python -m dbjavagenix.render.apidoc --write docs/templates.md`` rewrites it.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from jinja2 import Environment, nodes

from dbjavagenix.categories import CATEGORIES
from dbjavagenix.render.catalog import files_in, list_templates, search_path
from dbjavagenix.render.filters import FILTERS
from dbjavagenix.resolve.context import model, query_model
from dbjavagenix.resolve.context.property_model import ColumnPropertyModel
from dbjavagenix.resources import templates_root

BEGIN = "<!-- BEGIN GENERATED: template API (python -m dbjavagenix.render.apidoc) -->"
END = "<!-- END GENERATED: template API -->"
BLOCK_DOC = re.compile(r"\{#-?\s*block (\w+):\s*(.*?)\s*-?#\}", re.S)
MACRO_DOC = re.compile(r"\{#-?\s*(.*?)\s*-?#\}\s*\{%-?\s*macro (\w+)\((.*?)\)", re.S)
CLASSES = (
    model.FileContext,
    model.ProjectModel,
    model.TableModel,
    model.FieldModel,
    model.KeyModel,
    model.ClassRef,
    model.EnumModel,
    model.EnumConstant,
    model.ForeignKeyModel,
    model.DialectModel,
    query_model.QueryModel,
    query_model.QueryParamModel,
    query_model.SortKeyModel,
    model.UniqueKeyModel,
    model.RelationModel,
    model.LinkModel,
    model.RoutesModel,
    model.RouteModel,
    model.LocationModel,
    ColumnPropertyModel,
)


def _one_line(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _type(prop: dict[str, Any]) -> str:
    if "$ref" in prop:
        return str(prop["$ref"]).rsplit("/", 1)[-1]
    if "anyOf" in prop:
        return " \\| ".join(_type(p) for p in prop["anyOf"])
    kind = prop.get("type", "")
    if kind == "array":
        items = prop.get("items") or (prop.get("prefixItems") or [{}])[0]
        return f"list of {_type(items)}" if items else "list"
    if kind == "object":
        extra = prop.get("additionalProperties")
        return f"map of {_type(extra)}" if isinstance(extra, dict) and extra else "map"
    if "enum" in prop:
        return " \\| ".join(f"`{v}`" for v in prop["enum"])
    if "const" in prop:
        return f"`{prop['const']}`"
    return str(kind or "any")


def context_section() -> Iterator[str]:
    from dbjavagenix.resolve.stage.context_json import json_schema

    schema = json_schema()
    defs = schema.get("$defs", {})
    for cls in CLASSES:
        name = cls.__name__
        part = schema if cls is model.FileContext else defs[name]
        title = "the top-level names" if cls is model.FileContext else f"`{name}`"
        yield f"### {title}"
        yield ""
        yield _one_line(part.get("description", inspect.getdoc(cls) or ""))
        yield ""
        yield "| name | type | what it is |"
        yield "|---|---|---|"
        for field, prop in part.get("properties", {}).items():
            yield f"| `{field}` | {_type(prop)} | {_one_line(prop.get('description', ''))} |"
        for member, value in sorted(vars(cls).items()):
            if member.startswith("_"):
                continue
            if isinstance(value, property):
                yield f"| `{member}` | property | {_one_line(inspect.getdoc(value) or '')} |"
            elif inspect.isfunction(value):
                params = list(inspect.signature(value).parameters.values())[1:]
                args = ", ".join(str(p.replace(annotation=inspect.Parameter.empty)) for p in params)
                yield f"| `{member}({args})` | method | {_one_line(inspect.getdoc(value) or '')} |"
        yield ""


def filters_section() -> Iterator[str]:
    yield "| filter | what it does |"
    yield "|---|---|"
    for name, fn in FILTERS.items():
        yield f"| `{name}` | {_one_line(inspect.getdoc(fn) or '')} |"
    yield ""


def macros_section() -> Iterator[str]:
    source = (templates_root() / "_shared" / "macros.jinja").read_text(encoding="utf-8")
    yield "| macro | what it prints |"
    yield "|---|---|"
    for doc, name, args in MACRO_DOC.findall(source):
        yield f"| `m.{name}({args})` | {_one_line(doc)} |"
    yield ""


def block_docs() -> dict[str, str]:
    """Block name → its description, from the ``{# block NAME: ... #}`` comments of the built-in
    templates (the first one found for a name)."""
    out: dict[str, str] = {}
    for path in sorted(templates_root().rglob("*.jinja")):
        for name, doc in BLOCK_DOC.findall(path.read_text(encoding="utf-8")):
            out.setdefault(name, _one_line(doc))
    return out


def template_blocks(path: Path) -> list[tuple[str, int]]:
    """(block, depth) of a template file, in source order (depth 0: overrides its parent's)."""
    ast = Environment().parse(path.read_text(encoding="utf-8"))
    out: list[tuple[str, int]] = []

    def walk(node: nodes.Node, depth: int) -> None:
        for child in node.iter_child_nodes():
            if isinstance(child, nodes.Block):
                out.append((child.name, depth))
                walk(child, depth + 1)
            else:
                walk(child, depth)

    walk(ast, 0)
    return out


def builtin_parent(path: Path) -> str | None:
    """The built-in template that template ``path`` extends by its folder's path (sb35-java21's
    controller extends ``Default/controller.java.jinja``), or None (it extends a frame)."""
    ast = Environment().parse(path.read_text(encoding="utf-8"))
    for node in ast.find_all(nodes.Extends):
        if isinstance(node.template, nodes.Const) and (templates_root() / str(node.template.value)).is_file():
            return str(node.template.value)
    return None


def chain_blocks(path: Path) -> list[tuple[str, int]]:
    """:func:`template_blocks` of ``path`` after those of the built-in template it extends (each
    block once, where the parent has it): every block a template extending ``path`` can override."""
    parent = builtin_parent(path)
    if parent is None:
        return template_blocks(path)
    inherited = chain_blocks(templates_root() / parent)
    names = {b for b, _ in inherited}
    return inherited + [(b, d) for b, d in template_blocks(path) if b not in names]


def blocks_section() -> Iterator[str]:
    docs = block_docs()
    frames = {"java_file.jinja", "mapper_file.jinja"}
    shared = templates_root() / "_shared"
    for frame in sorted(frames):
        yield f"#### `{frame}` (every category)"
        yield ""
        for block, depth in template_blocks(shared / frame):
            yield f"{'  ' * depth}- `{block}`: {docs.get(block, '')}"
        yield ""
    for spec in CATEGORIES.values():
        yield f"#### {spec.name}"
        yield ""
        for entry in list_templates(spec):
            if entry.file is None or entry.name in frames or not entry.role.startswith("layer"):
                continue
            blocks = chain_blocks(entry.file.path)
            parts = []
            for block, depth in blocks:
                if depth == 0 and block in (
                    "javadoc",
                    "declaration",
                    "class_annotations",
                    "body",
                    "statements",
                ):
                    continue
                parts.append(f"`{block}`")
            frame = builtin_parent(entry.file.path) or (
                "java_file.jinja" if entry.name.endswith(".java.jinja") else "mapper_file.jinja"
            )
            yield f"- `{entry.name}` ({entry.file.builtin}, extends `{frame}`): " + (
                ", ".join(parts) or "the frame's blocks"
            )
        yield ""


def undocumented_blocks() -> list[str]:
    """Blocks of built-in templates that no ``{# block ...: #}`` comment documents."""
    docs = block_docs()
    names: set[str] = set()
    for folder, builtin in {(p, b) for spec in CATEGORIES.values() for p, b in search_path(spec)}:
        for f in files_in(folder, builtin):
            names.update(b for b, _ in template_blocks(f.path))
    return sorted(n for n in names if n not in docs)


def render() -> str:
    docs = block_docs()
    lines = [
        BEGIN,
        "",
        "## Context",
        "",
        "Every template receives these names (`genix context TABLE --layer L` prints them for one "
        "file as JSON; `schemas/context.schema.json` is their schema).",
        "",
        *context_section(),
        "## Filters",
        "",
        *filters_section(),
        "## Macros (`macros.jinja`, imported as `m` by the Java and XML frames)",
        "",
        *macros_section(),
        "## Blocks",
        "",
        "Each built-in Java template extends `java_file.jinja`, each mapper XML `mapper_file.jinja`; "
        "their blocks are the places to change. Nested blocks are listed after the block holding them. "
        "What each block holds:",
        "",
        "| block | what it holds |",
        "|---|---|",
        *(f"| `{name}` | {doc} |" for name, doc in sorted(docs.items())),
        "",
        "### Which template has which blocks",
        "",
        *blocks_section(),
        END,
    ]
    return "\n".join(lines) + "\n"


def splice(text: str) -> str:
    """``text`` with its generated part replaced by the current one."""
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[:start] + render().rstrip("\n") + text[end:]


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--write":
        path = Path(argv[1])
        path.write_text(splice(path.read_text(encoding="utf-8")), encoding="utf-8", newline="\n")
        return 0
    sys.stdout.write(render())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
