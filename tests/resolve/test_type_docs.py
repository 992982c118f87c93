"""docs/types.md shows what resolve/columns/types.py does: its tables are generated from the code.
``pytest --update-goldens`` rewrites the generated part (review the diff)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix.resolve.columns import typedoc

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "types.md"


@pytest.mark.parametrize("doc", [DOC, ROOT / "README.md"], ids=["docs/types.md", "README.md"])
def test_type_tables_are_current(doc: Path, update_goldens: bool) -> None:
    text = doc.read_text(encoding="utf-8")
    current = typedoc.splice(text)
    if update_goldens:
        doc.write_text(current, encoding="utf-8", newline="\n")
        return
    assert current == text, f"{doc.name} is stale: run pytest --update-goldens and review the diff"


def test_every_row_is_a_real_mapping() -> None:
    tables = typedoc.render()
    assert "| `tinyint(1)` | `Boolean` | `BOOLEAN` |" in tables
    assert "| `bigint unsigned` | `BigInteger` | `BIGINT` |" in tables
    assert "| `timestamp with time zone` | `OffsetDateTime` | `TIMESTAMP_WITH_TIMEZONE` |  |" in tables
    assert "| `uuid` | `String` | `OTHER` | `::uuid` |" in tables
    assert "| `REAL` | `Double` | `DOUBLE` |" in tables
