"""The modules of a Maven reactor and what each one compiles against: which other reactor
modules (transitively, as Maven builds the compile class path) and which external artifacts.

Maven's rules, read from the poms on disk (parents' ``<dependencies>`` inherited): a module
compiles against its own ``compile``, ``provided`` and ``system`` dependencies; through a
``compile`` or ``provided`` one it also gets that one's ``compile`` dependencies that are not
``optional``, and so on down. ``runtime`` and ``test`` dependencies are not on the compile class
path. External artifacts are known by their coordinates only (their own dependencies live in a
repository genix does not read offline).

Gradle builds are read by :mod:`.gradle_reactor` into the same shape.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from dbjavagenix.errors import InputError
from dbjavagenix.javaproject.buildgraph import External, Module, Reactor
from dbjavagenix.javaproject.libraries import Coord
from dbjavagenix.javaproject.maven import Pom, PomSet, app_poms, reactor_root
from dbjavagenix.javaproject.maven_facts import BOOT_PARENTS, maven_facts

_MEMO: dict[str, tuple[tuple[tuple[str, int], ...], Reactor | None]] = {}


def read_reactor(folder: Path) -> Reactor | None:
    """The Maven reactor whose root is ``folder`` or that ``folder`` is a module of; None without
    a ``pom.xml``, for a single-module build, or when a pom cannot be read. Cached by the poms'
    modification times. Without a ``pom.xml``: the Gradle multi-project build ``folder`` belongs
    to (:mod:`.gradle_reactor`)."""
    folder = folder.resolve()
    probe = folder
    while not (probe / "pom.xml").is_file():
        if probe.parent == probe:
            return _gradle(folder)
        probe = probe.parent
    key = str(probe)
    memo = _MEMO.get(key)
    if memo is not None and _stamps(Path(p) for p, _ in memo[0]) == memo[0]:
        return memo[1]
    try:
        pomset = PomSet(probe)
        start = pomset.load(probe / "pom.xml")
        root = reactor_root(pomset, start)
        pomset.base = root.dir
        poms = pomset.load_reactor(root)
    except (InputError, OSError):
        return None
    reactor = _reactor(pomset, root, poms)
    _MEMO[key] = (_stamps(p.path for p in pomset.by_path.values()), reactor)
    return reactor


def _gradle(folder: Path) -> Reactor | None:
    from dbjavagenix.javaproject.gradle import BUILD_NAMES, SETTINGS_NAMES, gradle_root
    from dbjavagenix.javaproject.gradle_reactor import read_gradle_reactor

    root = gradle_root(folder)
    if not any((root / n).is_file() for n in SETTINGS_NAMES):
        return None
    key = "gradle:" + str(root)
    files = [root / n for n in (*SETTINGS_NAMES, *BUILD_NAMES, "gradle.properties")]
    memo = _MEMO.get(key)
    if memo is not None and _stamps(Path(p) for p, _ in memo[0]) == memo[0]:
        return memo[1]
    reactor = read_gradle_reactor(root)
    if reactor is not None:
        files += [root / m / n for m in reactor.modules if m for n in BUILD_NAMES]
    _MEMO[key] = (_stamps(files), reactor)
    return reactor


def _stamps(paths: Iterable[Path]) -> tuple[tuple[str, int], ...]:
    out = []
    for p in paths:
        try:
            out.append((str(p), os.stat(p).st_mtime_ns))
        except OSError:
            out.append((str(p), -1))
    return tuple(sorted(out))


def _reactor(pomset: PomSet, root: Pom, poms: list[Pom]) -> Reactor | None:
    jars = [p for p in poms if p.packaging != "pom"]
    if len(jars) < 2:
        return None
    base = root.dir.resolve()

    def rel(path: Path) -> str:
        r = os.path.relpath(path.resolve(), base).replace(os.sep, "/")
        return "" if r == "." else r

    by_coord: dict[Coord, str] = {}
    for p in poms:
        by_coord.setdefault((p.group, p.artifact), rel(p.dir))
    apps = {p.path for p in app_poms(poms)}
    modules: dict[str, Module] = {}
    for p in poms:
        uses: list[tuple[str, str, bool]] = []
        external: list[External] = []
        seen: set[Coord] = set()
        for owner in p.chain():
            for d in owner.dependencies:
                coord = (owner.resolve(d.group) or "", owner.resolve(d.artifact) or "")
                if coord in seen or d.type == "pom":
                    continue
                seen.add(coord)
                inside = by_coord.get(coord)
                if inside is not None:
                    uses.append((inside, d.scope, d.optional))
                else:
                    external.append(External(coord, d.scope, d.optional, rel(owner.path), d.line))
        top = p.chain()[-1]
        foreign = top.parent_gav is not None and top.parent_gav[:2] not in BOOT_PARENTS
        modules[rel(p.dir)] = Module(
            rel(p.dir),
            (p.group, p.artifact),
            p.packaging,
            p.path in apps,
            rel(p.path),
            tuple(uses),
            tuple(external),
            foreign,
        )
    boot = None
    try:
        app = next((p for p in poms if p.path in apps), jars[0])
        boot = maven_facts(pomset, app, poms, root).boot_version
    except (InputError, OSError, ValueError):
        boot = None
    return Reactor(base, modules, boot)
