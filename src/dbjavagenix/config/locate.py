"""Map config key paths to ``line:col`` positions in the TOML text.

tomlkit round-trips but keeps no positions, so this scans the text once: table headers,
``key = value`` lines (dotted and quoted keys), inline tables, skipping multi-line strings and
arrays. The result maps each key path to the 1-based line and column where its key starts.
"""

from __future__ import annotations

from dataclasses import dataclass

from dbjavagenix.errors import KeyPath

Position = tuple[int, int]


@dataclass(frozen=True)
class SourceMap:
    """Positions of keys in one TOML text."""

    positions: dict[tuple[str, ...], Position]
    headers: tuple[tuple[int, tuple[str, ...]], ...] = ()
    """``(line, path)`` of every ``[table]`` / ``[[array]]`` header, in file order (1-based lines;
    an array's path without its index)."""

    def find(self, path: KeyPath) -> Position | None:
        """Position of ``path``, or of its longest prefix present in the file."""
        keys = tuple(str(p) for p in path)
        while keys:
            pos = self.positions.get(keys)
            if pos is not None:
                return pos
            keys = keys[:-1]
        return None


class _Scanner:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.line = 1
        self.line_start = 0
        self.out: dict[tuple[str, ...], Position] = {}
        self.headers: list[tuple[int, tuple[str, ...]]] = []
        self.array_counts: dict[tuple[str, ...], int] = {}

    # -- low-level -------------------------------------------------------------------------
    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.text[j] if j < len(self.text) else ""

    def advance(self, n: int = 1) -> None:
        for _ in range(n):
            if self.i >= len(self.text):
                return
            if self.text[self.i] == "\n":
                self.line += 1
                self.line_start = self.i + 1
            self.i += 1

    def pos(self) -> Position:
        return (self.line, self.i - self.line_start + 1)

    def skip_ws(self, newlines: bool = False) -> None:
        while True:
            c = self.peek()
            if c in (" ", "\t", "\r") or (newlines and c == "\n"):
                self.advance()
            elif newlines and c == "#":
                self.skip_to_eol()
            else:
                return

    def skip_to_eol(self) -> None:
        while self.peek() not in ("", "\n"):
            self.advance()

    # -- keys ------------------------------------------------------------------------------
    def read_key_part(self) -> str:
        c = self.peek()
        if c == '"':
            return self.read_basic_string()
        if c == "'":
            return self.read_literal_string()
        start = self.i
        while self.peek() and (self.peek().isalnum() or self.peek() in "_-"):
            self.advance()
        return self.text[start : self.i]

    def read_key(self) -> list[tuple[str, Position]]:
        parts = []
        while True:
            self.skip_ws()
            p = self.pos()
            parts.append((self.read_key_part(), p))
            self.skip_ws()
            if self.peek() == ".":
                self.advance()
                continue
            return parts

    # -- values ----------------------------------------------------------------------------
    def read_basic_string(self) -> str:
        if self.text.startswith('"""', self.i):
            self.advance(3)
            start = self.i
            while self.i < len(self.text) and not self.text.startswith('"""', self.i):
                self.advance(2 if self.peek() == "\\" else 1)
            s = self.text[start : self.i]
            self.advance(3)
            while self.peek() == '"':
                self.advance()
            return s
        self.advance()
        buf = []
        while self.peek() not in ("", '"', "\n"):
            if self.peek() == "\\":
                buf.append(self.peek(1))
                self.advance(2)
            else:
                buf.append(self.peek())
                self.advance()
        self.advance()
        return "".join(buf)

    def read_literal_string(self) -> str:
        if self.text.startswith("'''", self.i):
            self.advance(3)
            start = self.i
            while self.i < len(self.text) and not self.text.startswith("'''", self.i):
                self.advance()
            s = self.text[start : self.i]
            self.advance(3)
            return s
        self.advance()
        start = self.i
        while self.peek() not in ("", "'", "\n"):
            self.advance()
        s = self.text[start : self.i]
        self.advance()
        return s

    def skip_value(self, path: tuple[str, ...]) -> None:
        self.skip_ws()
        c = self.peek()
        if c == '"':
            self.read_basic_string()
        elif c == "'":
            self.read_literal_string()
        elif c == "[":
            self.advance()
            while True:
                self.skip_ws(newlines=True)
                if self.peek() in ("]", ""):
                    self.advance()
                    return
                if self.peek() == ",":
                    self.advance()
                    continue
                self.skip_value(path)
        elif c == "{":
            self.advance()
            while True:
                self.skip_ws(newlines=True)
                if self.peek() in ("}", ""):
                    self.advance()
                    return
                if self.peek() == ",":
                    self.advance()
                    continue
                self.key_value(path)
        else:
            while self.peek() not in ("", "\n", ",", "]", "}", "#"):
                self.advance()

    def key_value(self, table: tuple[str, ...]) -> None:
        parts = self.read_key()
        path = table
        for name, p in parts:
            path = (*path, name)
            self.out.setdefault(path, p)
        if self.peek() == "=":
            self.advance()
            self.skip_value(path)

    # -- document --------------------------------------------------------------------------
    def run(self) -> dict[tuple[str, ...], Position]:
        table: tuple[str, ...] = ()
        while self.i < len(self.text):
            self.skip_ws(newlines=True)
            c = self.peek()
            if c == "":
                break
            if c == "[":
                is_array = self.peek(1) == "["
                self.advance(2 if is_array else 1)
                parts = self.read_key()
                path: tuple[str, ...] = ()
                for name, p in parts:
                    path = (*path, name)
                    self.out.setdefault(path, p)
                self.headers.append((parts[0][1][0], path))
                if is_array:
                    n = self.array_counts.get(path, 0)
                    self.array_counts[path] = n + 1
                    self.out.setdefault((*path, str(n)), parts[-1][1])
                    path = (*path, str(n))
                table = path
                self.skip_to_eol()
                continue
            start = self.i
            self.key_value(table)
            if self.i == start:  # not a key: resync at the next line
                self.advance()
            self.skip_to_eol()
        return self.out


def source_map(text: str) -> SourceMap:
    """Scan ``text`` (TOML) into a :class:`SourceMap`; never raises on odd input."""
    try:
        scanner = _Scanner(text)
        return SourceMap(scanner.run(), tuple(scanner.headers))
    except (IndexError, ValueError):
        return SourceMap({})
