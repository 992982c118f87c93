"""Reading one Spring configuration file into flat, located entries: YAML (every ``---``
document, YAML 1.1 like Spring's SnakeYAML, through PyYAML) and ``.properties`` (Java syntax,
``#---`` documents). Maven ``@token@`` filter markers, which a YAML parser rejects until Maven
has filtered the file, are quoted first and later replaced from the pom's properties.

Keys are flattened the way Spring does (``a.b[0].c``); values stay strings (``None`` for
YAML null), like the strings Spring's ``Environment`` holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from dbjavagenix.errors import InputError, Location
from dbjavagenix.inputfile import SMALL_MAX, read_input

_TOKEN_START = re.compile(r"^(\s*(?:-\s+|[^#\s][^#]*?:\s+))(@[\w.\-]+@[^#\n]*?)(\s*(?:#.*)?)$")


@dataclass(frozen=True)
class Entry:
    key: str
    value: str | None
    file: str
    line: int


@dataclass(frozen=True)
class Document:
    """One document of one file: its entries, and the profile expression that activates it."""

    file: str
    entries: tuple[Entry, ...]
    on_profile: str | None


def _quote_tokens(text: str) -> str:
    """``name: @project.artifactId@`` → ``name: '@project.artifactId@'`` (same line count)."""
    out = []
    for line in text.split("\n"):
        m = _TOKEN_START.match(line)
        if m:
            line = m.group(1) + "'" + m.group(2).rstrip().replace("'", "''") + "'" + m.group(3)
        out.append(line)
    return "\n".join(out)


def _scalar(node: object) -> str | None:
    import yaml

    assert isinstance(node, yaml.ScalarNode)
    if node.tag == "tag:yaml.org,2002:null":
        return None
    if node.tag == "tag:yaml.org,2002:bool":
        return "true" if node.value.lower() in ("true", "yes", "on", "y") else "false"
    return str(node.value)


MAX_ENTRIES = 100_000
"""Keys one Spring config document may flatten to. YAML aliases (``*name``) repeat a whole
subtree, so a file of a few lines can stand for billions of keys (a "billion laughs" file):
genix stops counting here. A real ``application.yml`` has hundreds."""
MAX_BYTES = SMALL_MAX


def _flatten(node: object, prefix: str, file: str) -> Iterator[Entry]:
    """The entries of ``node``, walked without recursion (nesting and aliases are bounded)."""
    import yaml

    stack: list[tuple[object, str]] = [(node, prefix)]
    count = 0
    while stack:
        node, prefix = stack.pop()
        count += 1
        if count > MAX_ENTRIES:
            raise _too_many(file, node)
        if isinstance(node, yaml.MappingNode):
            children = []
            for k, v in node.value:
                key = str(_scalar(k) if isinstance(k, yaml.ScalarNode) else k.start_mark)
                full = f"{prefix}.{key}" if prefix else key
                if key.startswith("[") and key.endswith("]"):
                    full = f"{prefix}{key}"
                children.append((v, full))
            stack.extend(reversed(children))
        elif isinstance(node, yaml.SequenceNode):
            if not node.value:
                yield Entry(prefix, "", file, node.start_mark.line + 1)
            stack.extend(reversed([(v, f"{prefix}[{i}]") for i, v in enumerate(node.value)]))
        elif isinstance(node, yaml.ScalarNode):
            yield Entry(prefix, _scalar(node), file, node.start_mark.line + 1)


def _too_many(file: str, node: object) -> InputError:
    mark = getattr(node, "start_mark", None)
    return InputError(
        f"this YAML stands for more than {MAX_ENTRIES:,} keys: its aliases (*name) repeat "
        "subtrees too many times",
        location=Location(file, mark.line + 1 if mark else None, mark.column + 1 if mark else None),
        hint='an alias bomb ("billion laughs")? Spring refuses such a file too (SnakeYAML limits '
        "aliases): write the keys out, or use fewer aliases",
    )


def _on_profile(entries: tuple[Entry, ...]) -> str | None:
    for e in entries:
        if e.key in ("spring.config.activate.on-profile", "spring.profiles") and e.value:
            return e.value
    return None


def _text(path: Path, display: str) -> str:
    """The file's text (a pipe, a device or a file over :data:`MAX_BYTES` is a located error);
    bytes that are not UTF-8 are replaced, as a tolerant reader of someone else's file."""
    data = read_input(path, "Spring config file", MAX_BYTES, shown=display)
    return data.decode("utf-8-sig", errors="replace")


def read_yaml(path: Path, display: str) -> list[Document]:
    import yaml

    text = _text(path, display)
    try:
        nodes = list(yaml.compose_all(_quote_tokens(text), Loader=yaml.SafeLoader))
    except RecursionError:
        raise InputError(
            "this YAML nests lists or mappings thousands of levels deep (or an alias inside itself)",
            location=Location(display),
            hint="is it the right file? Spring cannot read it either",
        ) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark is not None else (None, None)
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise InputError(
            f"not valid YAML: {problem}",
            location=Location(display, line, col),
            hint="Spring cannot read it either; fix the file and run genix again",
        ) from None
    docs = []
    for node in nodes:
        if node is None:
            continue
        if not isinstance(node, yaml.MappingNode):
            raise InputError(
                "a Spring YAML document must be a mapping of keys",
                location=Location(display, node.start_mark.line + 1),
            )
        try:
            entries = tuple(_flatten(node, "", display))
        except RecursionError:  # (_flatten has none; a key that is itself a deep mapping)
            raise _too_many(display, node) from None
        docs.append(Document(display, entries, _on_profile(entries)))
    return docs


_PROP_ESC = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


def _unescape(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        c = m.group(1)
        if c.startswith("u"):
            return chr(int(c[1:], 16))
        return _PROP_ESC.get(c, c)

    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", sub, text)


def _split_key(line: str) -> tuple[str, str]:
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\":
            i += 2
            continue
        if c in "=: \t\f":
            key = line[:i]
            rest = line[i:].lstrip(" \t\f")
            if rest[:1] in ("=", ":") and c in " \t\f":
                rest = rest[1:].lstrip(" \t\f")
            elif c in "=:":
                rest = line[i + 1 :].lstrip(" \t\f")
            return key, rest
        i += 1
    return line, ""


def read_properties(path: Path, display: str) -> list[Document]:
    text = _text(path, display)
    docs: list[Document] = []
    entries: list[Entry] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        raw, no = lines[i].lstrip(" \t\f"), i + 1
        i += 1
        if raw.startswith(("#---", "!---")) and raw.strip() in ("#---", "!---"):
            docs.append(Document(display, tuple(entries), _on_profile(tuple(entries))))
            entries = []
            continue
        if not raw or raw[0] in "#!":
            continue
        while re.search(r"(?<!\\)(\\\\)*\\$", raw) and i < len(lines):
            raw = raw[:-1] + lines[i].lstrip(" \t\f")
            i += 1
        key, value = _split_key(raw)
        entries.append(Entry(_unescape(key), _unescape(value), display, no))
    docs.append(Document(display, tuple(entries), _on_profile(tuple(entries))))
    return docs


def read_config_file(path: Path, display: str) -> list[Document]:
    if path.suffix == ".properties":
        return read_properties(path, display)
    return read_yaml(path, display)
