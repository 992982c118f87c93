"""docs/templates.md (the template API page) is generated from the code: every context field,
filter, macro and block. ``pytest --update-goldens`` rewrites the generated part."""

from __future__ import annotations

from pathlib import Path

from dbjavagenix.render import apidoc
from dbjavagenix.render.filters import FILTERS
from dbjavagenix.resolve.context.model import FieldModel

DOC = Path(__file__).resolve().parents[2] / "docs" / "templates.md"


def test_the_template_api_page_is_current(update_goldens: bool) -> None:
    text = DOC.read_text(encoding="utf-8")
    current = apidoc.splice(text)
    if update_goldens:
        DOC.write_text(current, encoding="utf-8", newline="\n")
        return
    assert current == text, "docs/templates.md is stale: run pytest --update-goldens and review the diff"


def test_every_block_of_a_built_in_template_is_documented() -> None:
    assert apidoc.undocumented_blocks() == []


def test_the_page_names_every_filter_field_and_method() -> None:
    page = apidoc.render()
    for name in FILTERS:
        assert f"| `{name}` |" in page
    for field in FieldModel.__dataclass_fields__:
        assert f"| `{field}` |" in page
    assert "| `param(prefix='')` | method |" in page
    assert "| `api_doc(kind, text, operation_id='')` | method |" in page
    assert "- `controller.java.jinja` (Default, extends `java_file.jinja`): `fields`, `page`, `get`" in page


def test_texts_spring_resolves_stay_text() -> None:
    """springdoc resolves ``${...}`` in tag and operation texts (Springfox in every description):
    schema text there becomes a placeholder resolving to its own ``$`` or ``#``, never a lookup
    of the environment (issue 38; the demo's boot test reads it back from /v3/api-docs)."""
    from dbjavagenix.resolve.context.openapi import RESOLVED, api_doc

    text = "a ${spring.datasource.password} #{T(java.lang.Runtime)} $${x}"
    for flavour, kinds in RESOLVED.items():
        for kind in ("tag", "operation", "model", "property"):
            for annotation in api_doc(flavour, kind, text):
                body = annotation[annotation.index('"') :]
                plain = body.replace("${genix.literal.dollar:$}{", "").replace("${genix.literal.hash:#}{", "")
                if kind in kinds:
                    assert "${" not in plain and "#{" not in plain, annotation
                else:
                    assert body == f'"{text}")', annotation
