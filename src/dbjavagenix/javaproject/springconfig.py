"""A module's Spring configuration, merged the way Spring Boot merges it.

Files: ``bootstrap.*`` then ``application.*`` in ``src/main/resources`` and
``src/main/resources/config`` (later wins; ``.properties`` beats ``.yml``/``.yaml`` in the
same folder). Active profiles: the ones asked for, else ``spring.profiles.active`` (plus
``spring.profiles.include`` and ``spring.profiles.group.*``), else ``default``. Profile files
``application-<p>.*`` and documents with ``spring.config.activate.on-profile`` (or the older
``spring.profiles``) override the rest, later profiles winning. Lists are replaced whole, not
merged. Keys are looked up with Spring's relaxed binding (``mapperLocations`` =
``mapper-locations``). ``${name:default}`` placeholders resolve against the merged entries,
then their default; the environment is never read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.javaproject.configfiles import Document, Entry, read_config_file

LOCATIONS = ("src/main/resources", "src/main/resources/config")
EXTENSIONS = (".yaml", ".yml", ".properties")
_TOKEN = re.compile(r"@([\w.\-]+)@")


def canonical(key: str) -> str:
    """Relaxed-binding form of a key: lower case, no ``-``/``_`` inside segments."""
    return ".".join(re.sub(r"[-_]", "", part.lower()) for part in key.split("."))


@dataclass(frozen=True)
class SpringConfig:
    """Merged configuration of one module."""

    files: tuple[str, ...]
    """Files read, lowest precedence first (relative to the module)."""
    profiles: tuple[str, ...]
    """Active profiles, in order."""
    entries: Mapping[str, Entry]
    """Canonical key → winning entry."""
    problems: tuple[str, ...] = ()

    def get(self, key: str) -> Entry | None:
        return self.entries.get(canonical(key))

    def value(self, key: str) -> str | None:
        """The resolved value of ``key`` (placeholders replaced), or None."""
        e = self.get(key)
        return None if e is None or e.value is None else self.resolve(e.value)

    def under(self, prefix: str) -> dict[str, Entry]:
        """Entries below ``prefix`` (canonical keys, without the prefix)."""
        p = canonical(prefix) + "."
        return {k[len(p) :]: e for k, e in self.entries.items() if k.startswith(p)}

    def list(self, key: str) -> list[Entry]:
        """A list value: ``key[0]``, ``key[1]`` ... or one comma-separated value."""
        base = canonical(key)
        indexed = sorted(
            (
                (int(m.group(1)), e)
                for k, e in self.entries.items()
                if k.startswith(base + "[") and (m := re.fullmatch(r"\[(\d+)\]", k[len(base) :]))
            ),
            key=lambda t: t[0],
        )
        if indexed:
            return [e for _, e in indexed]
        for k, e in self.entries.items():
            if k == canonical(key) and e.value:
                return [Entry(e.key, v.strip(), e.file, e.line) for v in e.value.split(",") if v.strip()]
        return []

    def resolve(self, text: str, unknown: Callable[[str, str | None], str] | None = None) -> str:
        """``text`` with ``${name:default}`` replaced. ``unknown(name, default)`` decides the
        text of a placeholder whose name is not in the config (default: its default, or the
        placeholder kept as written when it has none)."""
        return _resolve(text, self, unknown, 0)


def _split_placeholder(body: str) -> tuple[str, str | None]:
    depth = 0
    for i, c in enumerate(body):
        if body.startswith("${", i):
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == ":" and depth == 0:
            return body[:i], body[i + 1 :]
    return body, None


def _resolve(
    text: str, cfg: SpringConfig, unknown: Callable[[str, str | None], str] | None, depth: int
) -> str:
    if "${" not in text or depth > 10:
        return text
    out: list[str] = []
    i = 0
    while i < len(text):
        start = text.find("${", i)
        if start < 0:
            out.append(text[i:])
            break
        out.append(text[i:start])
        level, j = 0, start
        while j < len(text):
            if text.startswith("${", j):
                level += 1
                j += 2
                continue
            if text[j] == "}":
                level -= 1
                if level == 0:
                    break
            j += 1
        if j >= len(text):
            out.append(text[start:])
            break
        name, default = _split_placeholder(text[start + 2 : j])
        entry = cfg.get(name)
        if entry is not None and entry.value is not None:
            out.append(_resolve(entry.value, cfg, unknown, depth + 1))
        elif unknown is not None:
            d = _resolve(default, cfg, unknown, depth + 1) if default is not None else None
            out.append(unknown(name, d))
        elif default is not None:
            out.append(_resolve(default, cfg, unknown, depth + 1))
        else:
            out.append(text[start : j + 1])
        i = j + 1
    return "".join(out)


def _files(module: Path, stem: str) -> list[Path]:
    found = []
    for loc in LOCATIONS:
        for ext in EXTENSIONS:
            f = module / loc / f"{stem}{ext}"
            if f.is_file():
                found.append(f)
    return found


def _merge(target: dict[str, Entry], doc: Document, filters: Mapping[str, str]) -> None:
    new: dict[str, Entry] = {}
    for e in doc.entries:
        value = e.value
        if value is not None and "@" in value and filters:
            value = _TOKEN.sub(lambda m: filters.get(m.group(1), m.group(0)), value)
        new[canonical(e.key)] = Entry(e.key, value, e.file, e.line)
    lists = {re.sub(r"\[\d+\].*$", "", k) for k in new if "[" in k}
    for k in [k for k in target if "[" in k and re.sub(r"\[\d+\].*$", "", k) in lists]:
        del target[k]
    target.update(new)


def _matches(expr: str, active: set[str]) -> bool:
    """A profile expression: names, ``!name``, ``&``, ``|`` and commas (any of)."""
    for alt in re.split(r"[,|]", expr):
        terms = [t.strip() for t in alt.split("&") if t.strip()]
        if terms and all(
            (t[1:].strip() not in active) if t.startswith("!") else (t in active) for t in terms
        ):
            return True
    return False


def load_spring_config(
    module: Path, profiles: list[str] | None = None, filters: Mapping[str, str] | None = None
) -> SpringConfig:
    """Read and merge the module's config files. ``filters`` are the Maven properties that
    replace ``@token@`` markers. Raises :class:`InputError` (located) on a broken file."""
    filters = filters or {}

    def rel(p: Path) -> str:
        try:
            return str(p.relative_to(module))
        except ValueError:
            return str(p)

    base_docs: list[Document] = []
    files: list[str] = []
    for stem in ("bootstrap", "application"):
        for f in _files(module, stem):
            base_docs += read_config_file(f, rel(f))
            files.append(rel(f))
    merged: dict[str, Entry] = {}
    for doc in base_docs:
        if doc.on_profile is None:
            _merge(merged, doc, filters)
    probe = SpringConfig(tuple(files), (), dict(merged))
    if profiles is None:
        active = [e.value for e in probe.list("spring.profiles.active") if e.value]
        active = [probe.resolve(p).strip() for p in active]
        active += [probe.resolve(e.value).strip() for e in probe.list("spring.profiles.include") if e.value]
        active = [p for p in active if p and "${" not in p and "@" not in p] or ["default"]
    else:
        active = list(profiles)
    expanded: list[str] = []
    for p in active:
        for q in [p] + [probe.resolve(e.value or "") for e in probe.list(f"spring.profiles.group.{p}")]:
            for name in (x.strip() for x in q.split(",")):
                if name and name not in expanded:
                    expanded.append(name)
    act = set(expanded)
    for doc in base_docs:
        if doc.on_profile is not None and _matches(doc.on_profile, act):
            _merge(merged, doc, filters)
    for p in expanded:
        for f in _files(module, f"application-{p}"):
            for doc in read_config_file(f, rel(f)):
                if doc.on_profile is None or _matches(doc.on_profile, act):
                    _merge(merged, doc, filters)
            files.append(rel(f))
    return SpringConfig(tuple(files), tuple(expanded), merged)
