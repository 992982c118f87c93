"""Built-in template categories, by name."""

from __future__ import annotations

from dbjavagenix.categories import default, mybatis_plus, sb35
from dbjavagenix.categories.spec import CategorySpec

CATEGORIES: dict[str, CategorySpec] = {
    spec.name: spec for spec in (default.CATEGORY, mybatis_plus.CATEGORY, mybatis_plus.MIXED, sb35.CATEGORY)
}


def get_category(name: str) -> CategorySpec | None:
    """The built-in category called ``name`` (exact spelling), or None."""
    return CATEGORIES.get(name)


__all__ = ["CATEGORIES", "CategorySpec", "get_category"]
