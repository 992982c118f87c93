"""Reading Maven poms the way Maven sees them, without running Maven: the parent chain,
properties (inherited, overridden, ``${...}``-resolved), dependencies and dependency
management, modules (including those a profile adds), and the reactor a module belongs to.

Only files on disk are read: a parent or BOM from a repository (``spring-boot-starter-parent``,
``spring-boot-dependencies``) is known by its coordinates, not its content.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dbjavagenix.errors import InputError, Location
from dbjavagenix.javaproject.xmltree import Node, parse_file

_PROP = re.compile(r"\$\{([^}]+)\}")


@dataclass(frozen=True)
class DepDecl:
    """A ``<dependency>`` as written, with its position."""

    group: str
    artifact: str
    version: str | None
    scope: str
    type: str
    optional: bool
    line: int


@dataclass
class Pom:
    """One pom.xml, parsed; ``parent_pom`` is linked when the parent is on disk."""

    path: Path
    root: Node
    data: bytes
    group: str
    artifact: str
    version: str | None
    packaging: str
    parent_gav: tuple[str, str, str | None] | None
    own_properties: dict[str, str]
    dependencies: list[DepDecl]
    managed: list[DepDecl]
    modules: list[str]
    plugins: list[tuple[str, str, str | None]]
    parent_pom: Pom | None = None
    profile_properties: dict[str, str] = field(default_factory=dict)

    @property
    def dir(self) -> Path:
        return self.path.parent

    @property
    def key(self) -> tuple[str, str]:
        return (self.group, self.artifact)

    def chain(self) -> list[Pom]:
        """This pom, then its parents on disk, nearest first."""
        out: list[Pom] = []
        p: Pom | None = self
        while p is not None and p not in out:
            out.append(p)
            p = p.parent_pom
        return out

    def properties(self) -> dict[str, str]:
        """Effective raw properties: parents' first, overridden by children; built-ins added."""
        props: dict[str, str] = {}
        for p in reversed(self.chain()):
            props.update(p.profile_properties)
            props.update(p.own_properties)
        props["project.groupId"] = props["pom.groupId"] = self.group
        props["project.artifactId"] = props["pom.artifactId"] = props["artifactId"] = self.artifact
        if self.version:
            props["project.version"] = props["pom.version"] = props["version"] = self.version
        if self.parent_gav and self.parent_gav[2]:
            props["project.parent.version"] = props["parent.version"] = self.parent_gav[2]
        props["project.basedir"] = props["basedir"] = str(self.dir)
        return props

    def resolve(self, text: str | None) -> str | None:
        """``text`` with ``${...}`` replaced from this pom's properties (unknown ones kept)."""
        if text is None or "${" not in text:
            return text
        props = self.properties()
        for _ in range(10):
            new = _PROP.sub(lambda m: props.get(m.group(1), m.group(0)), text)
            if new == text:
                break
            text = new
        return text


def _deps(parent: Node | None) -> list[DepDecl]:
    out: list[DepDecl] = []
    if parent is None:
        return out
    for d in parent.all("dependency"):
        out.append(
            DepDecl(
                group=d.get("groupId") or "",
                artifact=d.get("artifactId") or "",
                version=d.get("version") or None,
                scope=d.get("scope") or "compile",
                type=d.get("type") or "jar",
                optional=(d.get("optional") or "").lower() == "true",
                line=d.line,
            )
        )
    return out


def _plugins(root: Node) -> list[tuple[str, str, str | None]]:
    out = []
    for p in root.findall("build/plugins/plugin"):
        out.append(
            (p.get("groupId") or "org.apache.maven.plugins", p.get("artifactId") or "", p.get("version"))
        )
    return out


def _active_profile_properties(root: Node) -> dict[str, str]:
    props: dict[str, str] = {}
    for prof in root.findall("profiles/profile"):
        if (prof.get("activation/activeByDefault") or "").lower() == "true":
            node = prof.child("properties")
            if node is not None:
                props.update({c.tag: c.text for c in node.children})
    return props


def read_pom(path: Path, display: str | None = None) -> Pom:
    """Parse one pom.xml (no parent linking). Raises :class:`InputError` on broken XML."""
    root, data = parse_file(path, display)
    where = display or str(path)
    if root.tag != "project":
        raise InputError(f"not a Maven pom: the root element is <{root.tag}>", location=Location(where, 1))
    parent = root.child("parent")
    parent_gav = None
    if parent is not None:
        parent_gav = (parent.get("groupId") or "", parent.get("artifactId") or "", parent.get("version"))
    group = root.get("groupId") or (parent_gav[0] if parent_gav else "")
    artifact = root.get("artifactId") or ""
    if not artifact:
        raise InputError("the pom has no <artifactId>", location=Location(where, root.line))
    props_node = root.child("properties")
    own = {c.tag: c.text for c in props_node.children} if props_node is not None else {}
    modules = [m.text for m in root.findall("modules/module")]
    for prof in root.findall("profiles/profile"):
        modules += [m.text for m in prof.findall("modules/module") if m.text not in modules]
    return Pom(
        path=path,
        root=root,
        data=data,
        group=group,
        artifact=artifact,
        version=root.get("version") or (parent_gav[2] if parent_gav else None),
        packaging=root.get("packaging") or "jar",
        parent_gav=parent_gav,
        own_properties=own,
        dependencies=_deps(root.child("dependencies")),
        managed=_deps(root.find("dependencyManagement/dependencies")),
        modules=modules,
        plugins=_plugins(root),
        profile_properties=_active_profile_properties(root),
    )


class PomSet:
    """Every pom read so far, by path and by ``(groupId, artifactId)``, parents linked."""

    def __init__(self, base: Path) -> None:
        self.base = base
        self.by_path: dict[Path, Pom] = {}
        self.by_key: dict[tuple[str, str], Pom] = {}

    def display(self, path: Path) -> str:
        try:
            return str(path.resolve().relative_to(self.base.resolve()))
        except ValueError:
            return str(path)

    def load(self, path: Path) -> Pom:
        path = path.resolve()
        if path in self.by_path:
            return self.by_path[path]
        pom = read_pom(path, self.display(path))
        self.by_path[path] = pom
        self.by_key.setdefault(pom.key, pom)
        pom.parent_pom = self._parent(pom)
        if pom.parent_pom is not None and not pom.group:
            pom.group = pom.parent_pom.group
        return pom

    def _parent(self, pom: Pom) -> Pom | None:
        if pom.parent_gav is None:
            return None
        rel_node = pom.root.find("parent/relativePath")
        if rel_node is not None and not rel_node.text:
            return None  # <relativePath/>: from a repository
        rel = rel_node.text if rel_node is not None else "../pom.xml"
        cand = (pom.dir / rel).resolve()
        if cand.is_dir():
            cand = cand / "pom.xml"
        if not cand.is_file():
            return None
        parent = self.load(cand)
        if (parent.group, parent.artifact) != pom.parent_gav[:2] and parent.artifact != pom.parent_gav[1]:
            return None
        return parent

    def load_reactor(self, root: Pom) -> list[Pom]:
        """``root`` and every module below it that exists on disk (profile modules included),
        then any other pom under the root folder (a module listed by a pom that is missing,
        a BOM module): Maven would take those from a repository, where they hold the same."""
        out = self._modules(root)
        for f in _scan(root.dir):
            if f.resolve() not in self.by_path:
                try:
                    pom = self.load(f)
                except InputError:
                    continue
                if pom not in out:
                    out.append(pom)
        return out

    def _modules(self, root: Pom) -> list[Pom]:
        out: list[Pom] = []
        todo = [root]
        while todo:
            pom = todo.pop(0)
            if pom in out:
                continue
            out.append(pom)
            for m in pom.modules:
                f = (pom.dir / (pom.resolve(m) or m)).resolve()
                if f.is_dir():
                    f = f / "pom.xml"
                if f.is_file():
                    todo.append(self.load(f))
        return out


_SKIP_DIRS = {"target", "build", "node_modules", "src", ".git", ".idea", ".mvn", ".gradle", "out"}


def _scan(folder: Path, depth: int = 5) -> list[Path]:
    found: list[Path] = []
    if depth < 0:
        return found
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return found
    for e in entries:
        if e.is_dir() and e.name not in _SKIP_DIRS and not e.name.startswith("."):
            if (e / "pom.xml").is_file():
                found.append(e / "pom.xml")
            found += _scan(e, depth - 1)
    return found


BOOT_PLUGIN = "spring-boot-maven-plugin"


def app_poms(poms: Iterable[Pom]) -> list[Pom]:
    """The modules of ``poms`` that build a Spring Boot application: a jar or war declaring
    ``spring-boot-maven-plugin``; when none declares it (a parent's ``build/plugins`` gives it to
    every module, libraries too), the jars and wars holding a ``@SpringBootApplication`` class."""
    from dbjavagenix.javaproject.mainclass import has_main_class

    jars = [p for p in poms if p.packaging in ("jar", "war")]
    declared = [p for p in jars if any(a == BOOT_PLUGIN for _g, a, _v in p.plugins)]
    return declared or [p for p in jars if has_main_class(p.dir)]


def reactor_root(pomset: PomSet, start: Pom) -> Pom:
    """The topmost aggregator above ``start`` whose modules lead down to it (or ``start``)."""
    top = start
    d = start.dir
    while True:
        parent_file = d.parent / "pom.xml"
        if d.parent == d or not parent_file.is_file():
            break
        try:
            parent = pomset.load(parent_file)
        except InputError:
            break
        names = {(parent.dir / m).resolve() for m in parent.modules}
        linked = top.parent_pom is not None and top.parent_pom.path == parent.path
        if d.resolve() not in names and not linked:
            break
        top = parent
        d = parent.dir
    return top
