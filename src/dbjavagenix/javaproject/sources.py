"""The Java sources of a project (every ``src/main/java`` below the project root), indexed:
which classes exist where, which Spring beans they make, where ``@MapperScan`` points.

Adoption reads it to find the team's base classes and wrappers, and the clash scan compares
what genix generates with it. Each file is read once per change: facts are cached by path,
modification time and size, in memory for the process (watch, MCP) and in
``<root>/.genix/local/sources.marshal`` (machine-local, git-ignored, plain data: its stamps are this
machine's file times), which :func:`save` writes (``genix build``; ``plan`` and ``check`` only
read it).
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dbjavagenix.javaproject.generated_facts import quick_facts
from dbjavagenix.javaproject.javaclass import ClassBody, class_body
from dbjavagenix.javaproject.javasource import BeanMethod, JavaFacts, TypeDecl, scan_java

CACHE_FILE = ".genix/local/sources.marshal"
_OLD_CACHE_FILE = ".genix/local/sources.json"
_VERSION = 3  # 3: annotation strings as the file spells them (2 kept them masked), mapped tables
_SKIP_DIRS = frozenset({"node_modules", "target", "build", "bin", "out", "dist", "__pycache__"})
_MEMO: dict[str, dict[str, tuple[int, int, JavaFacts]]] = {}


@dataclass(frozen=True)
class SourceIndex:
    """Facts of every Java source under ``root``, by path relative to it (``/``-separated)."""

    root: Path
    files: dict[str, JavaFacts]
    stamps: dict[str, tuple[int, int]] = field(default_factory=dict, repr=False)
    read: int = 0
    """How many files were read this time (the others came from the cache)."""
    derived: dict[str, object] = field(default_factory=dict, repr=False, compare=False)
    """Facts derived from the index, computed once per index (``teammodel``'s mappers)."""

    def types(self) -> Iterator[tuple[str, TypeDecl, str]]:
        """(path, type, package) of every declared type."""
        for path, facts in self.files.items():
            for t in facts.types:
                yield path, t, facts.package

    def find(self, fqn: str) -> tuple[str, TypeDecl] | None:
        """The top-level type ``fqn`` (``com.ruoyi.common.core.domain.BaseEntity``)."""
        package, _, name = fqn.rpartition(".")
        for path, facts in self.files.items():
            if facts.package != package:
                continue
            for t in facts.types:
                if t.name == name and t.top:
                    return path, t
        return None

    def body(self, fqn: str) -> tuple[str, ClassBody] | None:
        """The members of class ``fqn`` read from its source, when the project has it."""
        found = self.find(fqn)
        if found is None:
            return None
        path = found[0]
        try:
            text = (self.root / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        body = class_body(text, found[1].name)
        return (path, body) if body is not None else None

    def beans(self) -> Iterator[tuple[str, str, str, int, tuple[str, ...]]]:
        """(path, bean name, how it is declared, line, its class and supertypes) of every bean."""
        for path, facts in self.files.items():
            for t in facts.types:
                if t.bean:
                    fqn = f"{facts.package}.{t.name}" if facts.package else t.name
                    yield path, t.bean, f"@{_stereotype(t)} class {t.name}", t.line, (fqn, *t.supertypes)
            for b in facts.beans:
                yield from _bean_method(path, b)


def _stereotype(t: TypeDecl) -> str:
    from dbjavagenix.javaproject.javasource import STEREOTYPES

    return next((a for a in t.annotations if a in STEREOTYPES), "Component")


def _bean_method(path: str, b: BeanMethod) -> Iterator[tuple[str, str, str, int, tuple[str, ...]]]:
    for name in b.names:
        yield path, name, f"@Bean {b.owner}.{b.method}()", b.line, (b.type,)


def _walk(root: Path) -> Iterator[tuple[str, os.stat_result]]:
    """(relative path, stat) of every ``.java`` file under a ``src/main/java`` below ``root``."""
    stack = [(str(root), "", False)]
    while stack:
        folder, rel, in_java = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for e in entries:
            name = e.name
            if name.startswith("."):
                continue
            sub = f"{rel}/{name}" if rel else name
            try:
                if e.is_dir(follow_symlinks=False):
                    if in_java or (name == "java" and sub.endswith("src/main/java")):
                        stack.append((e.path, sub, True))
                    elif name not in _SKIP_DIRS and not (name == "test" and rel.endswith("src")):
                        stack.append((e.path, sub, False))
                elif in_java and name.endswith(".java") and e.is_file(follow_symlinks=False):
                    yield sub, e.stat(follow_symlinks=False)
            except OSError:
                continue


_RAW: dict[int, tuple[JavaFacts, object]] = {}
"""The cache file's form of the facts read from it (by the facts object, kept): saving again
writes them as they were read instead of converting every file's facts back."""


def _load_cache(root: Path) -> dict[str, tuple[int, int, JavaFacts]]:
    memo = _MEMO.get(str(root))
    if memo is not None:
        return memo
    try:
        data = marshal.loads((root / CACHE_FILE).read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(data, dict) or data.get("version") != _VERSION:
        return {}
    out: dict[str, tuple[int, int, JavaFacts]] = {}
    raw: dict[int, tuple[JavaFacts, object]] = {}
    try:
        for path, (mtime, size, facts) in data["files"].items():
            parsed = JavaFacts.from_json(facts)
            out[str(path)] = (int(mtime), int(size), parsed)
            raw[id(parsed)] = (parsed, facts)
    except (KeyError, TypeError, ValueError, AttributeError):
        return {}
    _RAW.clear()
    _RAW.update(raw)
    return out


_LAST: dict[str, SourceIndex] = {}
"""The last index :func:`scan` made of each root (as :func:`remember` updated it since)."""


def _unchanged(last: SourceIndex, walked: list[tuple[str, os.stat_result]]) -> bool:
    """Whether ``walked`` finds exactly the files of ``last`` with their stamps, which ``last``
    lists in path order (as a scan makes it)."""
    stamps = last.stamps
    if len(walked) != len(stamps):
        return False
    for rel, st in walked:
        s = stamps.get(rel)
        if s is None or s[0] != st.st_mtime_ns or s[1] != st.st_size:
            return False
    paths = list(last.files)
    return paths == sorted(paths)  # (a file a build wrote is added at the end)


def scan(root: Path) -> SourceIndex:
    """Index the Java sources under ``root`` (files unchanged since the last scan are not read;
    when none changed, the last scan's facts are the index's)."""
    root = root.resolve()
    walked = list(_walk(root)) if root.is_dir() else []
    last = _LAST.get(str(root))
    if last is not None and _unchanged(last, walked):
        return SourceIndex(root, last.files, last.stamps, 0)
    cached = _load_cache(root)
    files: dict[str, JavaFacts] = {}
    stamps: dict[str, tuple[int, int]] = {}
    fresh: dict[str, tuple[int, int, JavaFacts]] = {}
    read = 0
    if walked:
        for rel, st in walked:
            stamp = (st.st_mtime_ns, st.st_size)
            hit = cached.get(rel)
            if hit is not None and (hit[0], hit[1]) == stamp:
                facts = hit[2]
            else:
                try:
                    with open(root / rel, "rb") as f:
                        text = f.read().decode("utf-8", "replace")
                except OSError:
                    continue
                facts = scan_java(text)
                read += 1
            files[rel] = facts
            stamps[rel] = stamp
            fresh[rel] = (*stamp, facts)
    _MEMO[str(root)] = fresh
    index = _LAST[str(root)] = SourceIndex(root, dict(sorted(files.items())), stamps, read)
    return index


def remember(
    index: SourceIndex, output_root: Path, written: Mapping[str, bytes], deleted: Iterable[str]
) -> None:
    """Record in ``index`` the Java files a build just wrote (their facts from the written text,
    as the clash scan reads generated files) and deleted, so the next scan reads none of them."""
    root = index.root
    out = output_root.resolve()
    memo = _MEMO.get(str(root))
    if memo is not None and len(memo) != len(index.files):
        memo = None  # not this index's: made again below
    for path in deleted:
        rel = _relative(out / path, root)
        if rel is not None:
            index.files.pop(rel, None)
            index.stamps.pop(rel, None)
            if memo is not None:
                memo.pop(rel, None)
    # the output root's place under the project root, once (not a path object per file)
    under = _relative(out, root)
    if under is None:  # the output root is outside the project: none of its files is indexed
        written = {}
    prefix = "" if under in (None, ".", "") else f"{under}/"
    base = os.fspath(root)
    for path, data in written.items():
        if not path.endswith(".java"):
            continue
        rel = prefix + path
        if "src/main/java/" not in f"/{rel}":
            continue
        try:
            st = os.stat(os.path.join(base, rel))
        except OSError:
            continue
        facts = index.files[rel] = quick_facts(path, data.decode("utf-8", "replace"))
        stamp = index.stamps[rel] = (st.st_mtime_ns, st.st_size)
        if memo is not None:
            memo[rel] = (*stamp, facts)
    if memo is None or len(memo) != len(index.files):
        # (the memo is what the last scan found: updated in place for the few files a rebuild
        # wrote, not made again from every file of the project)
        _MEMO[str(root)] = {p: (*index.stamps[p], f) for p, f in index.files.items()}


def _relative(path: Path, root: Path) -> str | None:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return None


def save(index: SourceIndex) -> None:
    """Write the cache (only where a ``.genix`` folder exists: genix wrote here before)."""
    target = index.root / CACHE_FILE
    if not (index.root / ".genix").is_dir():
        return

    def raw(f: JavaFacts) -> object:
        known = _RAW.get(id(f))
        return known[1] if known is not None and known[0] is f else f.to_json()

    data = {"version": _VERSION, "files": {p: [*index.stamps[p], raw(f)] for p, f in index.files.items()}}
    tmp = target.with_name(target.name + ".tmp")
    try:
        target.parent.mkdir(exist_ok=True)
        tmp.write_bytes(marshal.dumps(data))
        os.replace(tmp, target)
        (index.root / _OLD_CACHE_FILE).unlink(missing_ok=True)  # an older genix's (JSON) cache
    except (OSError, ValueError):
        tmp.unlink(missing_ok=True)


def reactor_root(output_root: Path) -> Path:
    """The folder whose sources the application is built from: ``output_root``, or the root of
    the Maven reactor (or Gradle build) it is a module of, so that beans of sibling modules
    count too."""
    import re

    root = output_root.resolve()
    current = root
    for _ in range(4):
        parent = current.parent
        if parent == current:
            break
        name = re.escape(current.name)
        pom = parent / "pom.xml"
        found = False
        try:
            if pom.is_file() and re.search(
                rf"<module>\s*(\./)?{name}/?\s*</module>", pom.read_text("utf-8", "replace")
            ):
                found = True
            else:
                for settings in ("settings.gradle", "settings.gradle.kts"):
                    f = parent / settings
                    if f.is_file() and re.search(rf"[\"':]{name}[\"']", f.read_text("utf-8", "replace")):
                        found = True
                        break
        except OSError:
            break
        if not found:
            break
        current = parent
    return current
