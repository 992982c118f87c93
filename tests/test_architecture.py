"""The house rules of ``docs/architecture.md``, kept true: every module belongs to a layer, no
import goes against the layer order beyond the page's back stairs (which only shrink), no module
circle beyond the page's list, no module over the line budget beyond the page's exceptions. The
page is the one home of those lists; this test reads them from it."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path

from tests.conftest import REPO

SRC = REPO / "src"
PACKAGE = "dbjavagenix"
DOC = REPO / "docs" / "architecture.md"


def _block(name: str) -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    m = re.search(rf"^```{re.escape(name)}\n(.*?)^```", text, re.M | re.S)
    assert m, f"docs/architecture.md has no ```{name} block"
    return [line.strip() for line in m.group(1).splitlines() if line.strip()]


def _full(short: str) -> str:
    return PACKAGE if short == PACKAGE else f"{PACKAGE}.{short}"


@cache
def modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for p in sorted((SRC / PACKAGE).rglob("*.py")):
        parts = list(p.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    mods = modules()
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            base = module.split(".")
            if mods[module].name != "__init__.py":
                base = base[:-1]
            base = base[: len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in mods else prefix for a in node.names]
    for name in names:
        while name not in mods and "." in name:
            name = name.rsplit(".", 1)[0]
        if name in mods and name != module:
            yield name


@cache
def imports() -> dict[str, dict[str, int]]:
    """Each module's imports of the package's modules (every import statement, in functions and
    ``TYPE_CHECKING`` blocks too), with the line of the first."""
    out: dict[str, dict[str, int]] = {}
    for module, path in modules().items():
        found: dict[str, int] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _targets(module, node):
                    found.setdefault(target, node.lineno)
        out[module] = found
    return out


@cache
def layers() -> dict[str, int]:
    """Module prefix → rank of its layer (0: the lowest)."""
    out: dict[str, int] = {}
    for rank, line in enumerate(_block("layers")):
        _name, _, prefixes = line.partition(":")
        for prefix in prefixes.split():
            assert _full(prefix) not in out, f"{prefix} is in two layers"
            out[_full(prefix)] = rank
    return out


def rank_of(module: str) -> int | None:
    best: tuple[int, int] | None = None
    for prefix, rank in layers().items():
        hit = module == prefix if prefix == PACKAGE else module == prefix or module.startswith(prefix + ".")
        if hit and (best is None or len(prefix) > best[0]):
            best = (len(prefix), rank)
    return best[1] if best else None


def _short(module: str) -> str:
    return module.removeprefix(PACKAGE + ".")


def test_every_module_belongs_to_a_layer() -> None:
    lost = [m for m in modules() if rank_of(m) is None]
    assert not lost, f"modules in no layer of docs/architecture.md: {lost}"


def test_no_import_against_the_layer_order_beyond_the_back_stairs() -> None:
    allowed = set()
    for line in _block("back-stairs"):
        a, _, b = line.partition("->")
        allowed.add((_full(a.strip()), _full(b.strip())))
    found: dict[tuple[str, str], int] = {}
    for module, targets in imports().items():
        mine = rank_of(module)
        for target, line in targets.items():
            theirs = rank_of(target)
            if mine is not None and theirs is not None and theirs > mine:
                found[(module, target)] = line
    new = sorted(
        f"{modules()[a].relative_to(REPO)}:{line}: {_short(a)} -> {_short(b)}"
        for (a, b), line in found.items()
        if (a, b) not in allowed
    )
    assert not new, "imports against the layer order (move the shared part down a layer):\n" + "\n".join(new)
    gone = sorted(f"{_short(a)} -> {_short(b)}" for a, b in allowed - set(found))
    assert not gone, "back stairs no longer taken: remove them from docs/architecture.md:\n" + "\n".join(gone)


def _circles(imported: Mapping[str, Iterable[str]] | None = None) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm) of
    ``imported`` (module -> the modules it imports), by default the package's imports."""
    graph = {m: sorted(t) for m, t in (imports() if imported is None else imported).items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[frozenset[str]] = []
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph)))

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    try:
        for v in graph:
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return out


def test_no_new_module_circle() -> None:
    listed = {frozenset(_full(m) for m in line.split()) for line in _block("circles")}
    found = set(_circles())
    new = sorted(" ".join(sorted(_short(m) for m in c)) for c in found - listed)
    assert not new, "module circles not in docs/architecture.md (break them):\n" + "\n".join(new)
    gone = sorted(" ".join(sorted(_short(m) for m in c)) for c in listed - found)
    assert not gone, "circles broken or changed: update docs/architecture.md:\n" + "\n".join(gone)


def test_line_budget() -> None:
    budget_line, *rest = _block("line-budget")
    budget = int(budget_line)
    caps = {_full(m): int(n) for m, n in (line.split() for line in rest)}
    sizes = {m: len(p.read_text(encoding="utf-8").splitlines()) for m, p in modules().items()}
    over = sorted(
        f"{_short(m)}: {n} lines (cap {caps.get(m, budget)})"
        for m, n in sizes.items()
        if n > caps.get(m, budget)
    )
    assert not over, "modules over their line budget (split them):\n" + "\n".join(over)
    slack = sorted(f"{_short(m)}: {sizes.get(m, 0)} lines" for m in caps if sizes.get(m, 0) <= budget)
    assert not slack, (
        f"now within {budget} lines: remove them from the line budget's exceptions:\n" + "\n".join(slack)
    )


def test_the_rules_see_real_imports() -> None:
    """The reader is not blind: known imports are found, relative ones and those in functions too."""
    found = imports()
    assert "dbjavagenix.errors" in found["dbjavagenix.pipeline"]
    assert "dbjavagenix.config.load" in found["dbjavagenix.pipeline"]
    assert rank_of("dbjavagenix.resolve.context.model") != rank_of("dbjavagenix.resolve.stage.project")
    assert rank_of("dbjavagenix.cli.generate") == rank_of("dbjavagenix.cli")
    found = _circles({"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": [], "e": ["e", "d"]})
    assert found == [frozenset({"a", "b", "c"})]
    assert rank_of("dbjavagenix.config.load") == rank_of("dbjavagenix.secrets")
