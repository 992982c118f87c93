"""Tables the team's code already maps, found before anything is rendered.

genix would generate an entity, a mapper, a service and a controller for a table; when the
project has its own model of that table, a second stack beside it does not compile (the same
class at the same path, a second mapper XML of the same namespace) or fights the team's (two
sets of endpoints writing one table, each with its rules). What counts as the team's mapping
of table ``T`` for which genix would generate entity ``E`` and mapper ``M``:

- a class annotated with the table (MyBatis-Plus ``@TableName("T")``, JPA ``@Table(name)``);
- a class named ``E`` (where genix would write it, or in another package);
- a MyBatis mapper XML whose ``resultMap`` type is a class named ``E``, or whose statements
  write ``T`` (``insert into T``, ``update T``, ``delete from T``);
- a mapper interface named ``M``.

Files genix wrote itself (its manifest) are not the team's. When genix's state is damaged (a
state file cut or forged, records dropped), a file that could be genix's own whose record was
lost (the class or mapper of the very name genix gives it, a mapper XML of genix's namespace) is
not counted either: the write phase keeps such an unrecorded file as it is (a conflict), so
nothing is lost, and a build still recovers from damaged state. A table whose class name the user
chose (``[tables.T] class_name``, without ``[tables.T] existing``) is kept apart on purpose:
only a class or mapper of those names counts.
``[tables] existing`` says what happens (:mod:`dbjavagenix.resolve.stage.project`): ``refuse`` (the
default), ``skip``, ``reuse`` (:mod:`dbjavagenix.resolve.table.reuse`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.javaproject.sources import SourceIndex

CHOICES = ("refuse", "skip", "reuse")
"""The values of ``[tables] existing`` (the config model's ``Existing``)."""
_SKIP_DIRS = frozenset({"node_modules", "target", "build", "bin", "out", "dist", "__pycache__"})
_NAMESPACE = re.compile(r"<mapper\b[^>]*?\bnamespace\s*=\s*[\"']([^\"']+)[\"']", re.S)
_RESULT_MAP = re.compile(r"<resultMap\b[^>]*?\btype\s*=\s*[\"']([^\"']+)[\"']", re.S)
_NAME = r"([`\"\[]?[\w$]+[`\"\]]?(?:\.[`\"\[]?[\w$]+[`\"\]]?)?)"
_WRITES = re.compile(
    rf"\binsert\s+(?:ignore\s+)?into\s+{_NAME}|\bupdate\s+{_NAME}\s+set\b|\bdelete\s+from\s+{_NAME}",
    re.I,
)
_XML_MEMO: dict[str, tuple[int, int, MapperXml | None]] = {}


@dataclass(frozen=True)
class MapperXml:
    """What a MyBatis mapper XML of the team says about the tables it maps."""

    namespace: str
    types: tuple[tuple[str, int], ...]
    """``resultMap`` types, with their lines."""
    writes: tuple[tuple[str, int], ...]
    """Tables its statements write (the name compared: lower case, no quotes or schema), with lines."""


@dataclass(frozen=True)
class Wanted:
    """What genix would generate for one table, as the search needs it."""

    table: str
    entity: str | None
    """The entity's simple class name (None: no entity layer)."""
    entity_fqn: str | None
    mapper: str | None
    """The mapper interface's simple name (None: no mapper layer)."""
    mapper_fqn: str | None = None
    chosen_name: bool = False
    """``[tables.T] class_name`` is set (and no ``existing`` choice): a second model beside the
    team's is meant."""


@dataclass(frozen=True)
class TeamMapping:
    """The team's mapping of one table genix would generate."""

    table: str
    fqn: str
    """The team's class (its model, else its mapper)."""
    file: str
    """Where it is (relative to the project root)."""
    line: int
    how: str
    """Why it counts: ``a class of the same name``, ``@TableName`` ..."""
    wanted: str
    """What genix would generate (the entity's fully qualified name, else its mapper)."""
    also: tuple[str, ...] = ()
    """The team's other files mapping the table (its mapper interface, its mapper XML)."""

    def message(self) -> str:
        also = f" (also {', '.join(self.also)})" if self.also else ""
        return (
            f"table {self.table} is mapped by the project already: genix would generate {self.wanted}; "
            f"the project has {self.fqn} ({self.how}){also}"
        )

    def hint(self) -> str:
        t = self.table
        return (
            f'choose: [tables.{t}] existing = "skip" (leave the table to the team\'s code; '
            f'[tables] existing = "skip" for every such table); rename genix\'s to keep both: '
            f'[tables.{t}] class_name = "..."; exclude: [tables] exclude = ["{t}"]; '
            f"generate genix's service and controller around the team's entity and mapper: existing = \"reuse\""
        )

    def diagnostic(self) -> Diagnostic:
        return Diagnostic(self.message(), Location(file=self.file, line=self.line), self.hint())

    def skipped(self) -> Diagnostic:
        return Diagnostic(
            f"table {self.table} is left out: the project maps it already ({self.fqn}, {self.how})",
            Location(file=self.file, line=self.line),
            f'[tables.{self.table}] existing = "refuse" makes it an error; class_name = "..." generates '
            "genix's stack beside the team's",
        )


_NO_XML = MapperXml("", (), ())


def table_key(table: str) -> str:
    """A table name as written in code or SQL, compared: quotes and the schema dropped, lower
    case (``"`sys_user`"``, ``ry.sys_user`` → ``sys_user``)."""
    return table.strip().strip('`"[]').rsplit(".", 1)[-1].strip('`"[]').lower()


def read_mapper_xml(text: str) -> MapperXml | None:
    """The namespace, result map types and written tables of a mapper XML's text (None: no
    ``<mapper namespace>``)."""
    m = _NAMESPACE.search(text)
    if m is None:
        return None

    def line(at: int) -> int:
        return text.count("\n", 0, at) + 1

    types = tuple((t.group(1).strip(), line(t.start())) for t in _RESULT_MAP.finditer(text))
    writes = tuple(
        (table_key(next(g for g in w.groups() if g)), line(w.start())) for w in _WRITES.finditer(text)
    )
    return MapperXml(m.group(1).strip(), types, writes)


def _xml_files(root: Path) -> Iterator[tuple[str, os.stat_result]]:
    """(relative path, stat) of every ``.xml`` under a ``src/main/resources`` below ``root``."""
    stack = [(str(root), "", False)]
    while stack:
        folder, rel, inside = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for e in entries:
            if e.name.startswith("."):
                continue
            sub = f"{rel}/{e.name}" if rel else e.name
            try:
                if e.is_dir(follow_symlinks=False):
                    if inside or (e.name == "resources" and sub.endswith("src/main/resources")):
                        stack.append((e.path, sub, True))
                    elif e.name not in _SKIP_DIRS and not (
                        (e.name == "test" and rel.endswith("src")) or sub.endswith("src/main/java")
                    ):
                        stack.append((e.path, sub, False))
                elif inside and e.name.endswith(".xml") and e.is_file(follow_symlinks=False):
                    yield sub, e.stat(follow_symlinks=False)
            except OSError:
                continue


def mapper_xmls(root: Path) -> dict[str, MapperXml]:
    """The mapper XMLs under ``root``'s resource folders, by path relative to it (each read
    once per change)."""
    out: dict[str, MapperXml] = {}
    for rel, st in _xml_files(root):
        absolute = os.path.join(str(root), rel)
        hit = _XML_MEMO.get(absolute)
        if hit is not None and hit[:2] == (st.st_mtime_ns, st.st_size):
            found = hit[2]
        else:
            try:
                with open(absolute, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            found = read_mapper_xml(text) if "<mapper" in text else None
            _XML_MEMO[absolute] = (st.st_mtime_ns, st.st_size, found)
        if found is not None:
            out[rel] = found
    return out


def _under_root(root: Path, output_root: Path, paths: Collection[str]) -> set[str]:
    """``paths`` (relative to ``output_root``) as paths relative to ``root`` (the sources'),
    as the index names its files; none when the output root is not below ``root``."""
    under = os.path.relpath(output_root, root)
    if under == os.pardir or under.startswith(os.pardir + os.sep) or os.path.isabs(under):
        return set()
    prefix = "" if under == os.curdir else under.replace(os.sep, "/") + "/"
    return {prefix + p for p in paths}


@dataclass(frozen=True)
class GenixState:
    """What genix's state says it wrote under the output root."""

    files: frozenset[str]
    """Paths relative to the output root."""
    damaged: bool
    """Records were lost (a state file cut, forged or unreadable): ``files`` may miss some."""


def team_mappings(
    index: SourceIndex,
    output_root: Path,
    wanted: Collection[Wanted],
    genix_files: Collection[str],
    xmls: Mapping[str, MapperXml] | None = None,
    damaged: bool = False,
) -> dict[str, TeamMapping]:
    """The team's mapping of each ``wanted`` table that has one, by table. ``genix_files``:
    paths (relative to ``output_root``) genix wrote, which are not the team's. ``xmls``: the
    project's mapper XMLs (read from ``index.root`` when None). ``damaged``: genix's state lost
    records, so a file of the very names genix gives the table may be genix's own (not counted)."""
    if not wanted:
        return {}
    base = index.root
    root = output_root.resolve()
    mine = _under_root(base, root, genix_files)

    def team(rel: str) -> bool:
        return rel not in mine

    def shown(rel: str) -> str:
        try:
            return (base / rel).relative_to(root).as_posix()
        except ValueError:
            return rel

    classes: dict[str, tuple[str, int, str]] = {}
    mappers: dict[str, tuple[str, int, str]] = {}
    annotated: dict[str, tuple[str, int, str, str]] = {}
    for rel, facts in index.files.items():  # in path order: the first of a name is reported
        if rel in mine:
            continue
        for t in facts.types:
            if not t.top:
                continue
            fqn = f"{facts.package}.{t.name}" if facts.package else t.name
            if t.kind in ("class", "record"):
                classes.setdefault(t.name, (rel, t.line, fqn))
            elif t.kind == "interface":
                mappers.setdefault(t.name, (rel, t.line, fqn))
        for cls, line, table in facts.tables:
            fqn = f"{facts.package}.{cls}" if facts.package else cls
            annotated.setdefault(table_key(table), (rel, line, fqn, table))
    if xmls is None:
        xmls = mapper_xmls(base)
    by_type: dict[str, tuple[str, int, str]] = {}
    by_table: dict[str, tuple[str, int, MapperXml]] = {}
    for rel, x in xmls.items():
        if not team(rel):
            continue
        for typ, line in x.types:
            by_type.setdefault(typ.rsplit(".", 1)[-1], (rel, line, typ))
        for table, line in x.writes:
            by_table.setdefault(table, (rel, line, x))
    out: dict[str, TeamMapping] = {}
    for w in wanted:
        # damaged state: genix's own names (its entity, its mapper, its XML namespace) may be
        # genix's files whose records were lost
        own = {n for n in (w.entity_fqn, w.mapper_fqn) if n} if damaged else set()
        key = table_key(w.table)
        genix = w.entity_fqn or w.mapper or w.table
        found: list[tuple[str, int, str, str, str]] = []  # file, line, fqn, how, named as "also"
        if not w.chosen_name and key in annotated:
            rel, line, fqn, written = annotated[key]
            found.append((rel, line, fqn, f"annotated with the table {written!r}", fqn))
        if w.entity and w.entity in classes:
            rel, line, fqn = classes[w.entity]
            found.append((rel, line, fqn, "a class of the same name", fqn))
        if w.entity and w.entity in by_type:
            rel, line, typ = by_type[w.entity]
            found.append((rel, line, typ, f"the resultMap type of the mapper XML {shown(rel)}", shown(rel)))
        if not w.chosen_name and key in by_table:
            rel, line, x = by_table[key]
            model = next((t for t, _ in x.types), x.namespace)
            found.append((rel, line, model, f"the mapper XML {shown(rel)} writes the table", shown(rel)))
        if w.mapper and w.mapper in mappers:
            rel, line, fqn = mappers[w.mapper]
            found.append((rel, line, fqn, "a mapper interface of the same name", fqn))
        if own:
            found = [f for f in found if f[2] not in own and xmls.get(f[0], _NO_XML).namespace not in own]
        if not found:
            continue
        rel, line, fqn, how, _ = found[0]
        also = tuple(dict.fromkeys(f[4] for f in found[1:] if f[0] != rel))
        out[w.table] = TeamMapping(w.table, fqn, shown(rel), line, how, genix, also)
    return out
