"""The pickers of an admin page's form (:mod:`.adminpages`): a field referring to another table
(a many-to-one relation) is chosen from that table's rows, found by the name a person knows them
by, through that table's own typed client module; never typed as a bare number."""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.resolve.context.model import ProjectModel, TableModel
from dbjavagenix.resolve.frontend.tsclient import JS_IDENTIFIER


@dataclass(frozen=True, slots=True)
class PagePicker:
    """How the form picks the row a field refers to."""

    name: str
    """Its options' variable (``pick0``; its search function is ``findPick0``)."""
    field: str
    """The field it fills (``originalLanguageId``)."""
    module: str
    """The related table's client module (``../api/Language``)."""
    call: str
    """Its list function (``languageQuery``)."""
    value: str
    """The related rows' property the field takes (``languageId``)."""
    label: str
    """The related rows' property shown (``name``)."""
    search: str
    """The list query's parameter finding rows by it (``nameLike``)."""
    size: int
    """The rows one search shows at most (within the list query's page limit)."""


PICKER_ROWS = 50
"""The rows a picker's search asks for."""


def pickers(project: ProjectModel, table: TableModel) -> dict[str, PagePicker]:
    """The picker of each field of ``table`` a many-to-one relation refers through (by field
    name), when the related table's list query finds its rows by a label (a text column)."""
    out: dict[str, PagePicker] = {}
    for r in table.relations:
        label = r.target_label
        if r.kind != "many-to-one" or r.local.name in out or label is None or not r.target_search:
            continue
        names = (r.local.name, r.remote.name, label.name, r.target_search, r.target_var)
        if (
            r.target_key.kind != "single"
            or r.remote.accessor_annotations
            or not all(JS_IDENTIFIER.match(n) for n in names)
        ):
            continue
        out[r.local.name] = PagePicker(
            name=f"pick{len(out)}",
            field=r.local.name,
            module="../api/" + project.client_module.replace("{class}", r.target_stem),
            call=r.target_var + "Query",
            value=r.remote.name,
            label=label.name,
            search=r.target_search,
            size=min(PICKER_ROWS, project.paging.max_size),
        )
    return out


def with_pickers(
    module: str, imports: tuple[str, ...], picks: tuple[PagePicker, ...]
) -> tuple[tuple[str, str], ...]:
    """A page's imports from client modules as (module, names): ``imports`` from its own
    ``module`` with its pickers' functions there before the types, then each other module a
    picker calls."""
    calls = [n for n in imports if not n.startswith("type ")]
    others: dict[str, list[str]] = {}
    for p in picks:
        wanted = calls if p.module == module else others.setdefault(p.module, [])
        if p.call not in wanted:
            wanted.append(p.call)
    own = ", ".join([*calls, *(n for n in imports if n.startswith("type "))])
    return ((module, own), *((m, ", ".join(c)) for m, c in sorted(others.items())))


__all__ = ["PICKER_ROWS", "PagePicker", "pickers", "with_pickers"]
