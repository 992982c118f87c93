"""What the relation plan checks across a table's relations and across tables: names unique in
a table and apart from its fields (a clash is numbered, with a warning naming the override), and
cycles of many-to-one relations between tables (reported once each)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Table
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.relations.relation_spec import RelationSpec


def unique_names(
    table_name: str, specs: list[RelationSpec], table: Table, warnings: list[Diagnostic]
) -> tuple[RelationSpec, ...]:
    """Relation names unique in the table and apart from its fields: a clash keeps the first
    and numbers the next (``films2``), reported with the override that names it."""
    from dataclasses import replace

    if not specs:
        return ()
    taken = {naming.field_name(c.name) for c in table.columns}
    seen: set[str] = set()
    out = []
    for s in specs:
        name = s.name
        if name in seen or name in taken or not naming.is_java_identifier(name):
            n = 2
            while f"{name}{n}" in seen or f"{name}{n}" in taken:
                n += 1
            new = f"{name}{n}" if naming.is_java_identifier(f"{name}{n}") else f"relation{n}"
            what = "a field" if name in taken else "another relation"
            cols = f'columns = ["{s.remote if s.kind == "one-to-many" else s.local}"]'
            if s.kind == "many-to-many":
                cols = f'through = "{s.through}"'
            warnings.append(
                Diagnostic(
                    f"relation {name!r} of table {table_name!r} ({s.kind} to {s.target!r}, {s.source}) has the "
                    f"name of {what}: it is named {new!r}",
                    Location(key=("tables", table_name, "relations")),
                    f'name it: [tables.{table_name}.relations.NAME] kind = "{s.kind}", table = "{s.target}", {cols}',
                )
            )
            s = replace(s, name=new)
        seen.add(s.name)
        out.append(s)
    return tuple(sorted(out, key=lambda s: s.name))


def cycles(by_table: Mapping[str, tuple[RelationSpec, ...]]) -> list[Diagnostic]:
    """Cycles of many-to-one relations between two or more tables (a self-reference is a tree,
    not reported): each is reported once; responses nest one level, so they are safe, but a
    client following them never ends."""
    graph = {
        t: sorted({s.target for s in specs if s.kind == "many-to-one" and s.target != t})
        for t, specs in by_table.items()
    }
    out = []
    for component in _components(graph):
        if len(component) < 2:
            continue
        first = component[0]
        rel = next(s for s in by_table[first] if s.kind == "many-to-one" and s.target in component)
        out.append(
            Diagnostic(
                "the many-to-one relations of tables "
                + ", ".join(repr(t) for t in component)
                + " form a cycle: "
                "responses nest one level (`with=`), never the whole cycle",
                Location(key=("tables", first, "relations")),
                f'to leave one out: [tables.{first}.relations.{rel.name}] table = "{rel.target}", '
                f'columns = ["{rel.local}"], enabled = false',
            )
        )
    return out


def _components(graph: Mapping[str, Sequence[str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan, iterative), each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on.add(node)
            succ = graph.get(node, ())
            if i < len(succ):
                work.append((node, i + 1))
                nxt = succ[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                out.append(sorted(comp))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(out)


__all__ = ["cycles", "unique_names"]
