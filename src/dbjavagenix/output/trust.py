"""What genix trusts in ``.genix/``: state arrives through pull requests and merges, so every
record is checked before genix acts on it.

Three checks, from the cheapest:

* **the path** (:func:`path_problem`): relative, normalised (no ``.``/``..``/empty segment, no
  backslash, no NUL or other control character), so it lies inside the output root; and never
  one of the files a stale-file cleanup must not touch whatever the state says
  (:func:`protected_problem`): anything under ``.git/`` or ``.genix/``, genix's config and
  ``.genixignore``, build files (``pom.xml``, ``build.gradle[.kts]``, ``settings.gradle[.kts]``,
  ``mvnw``, ``gradlew``, their wrappers). A record failing it is dropped when the state is read,
  with one located warning per state file (:func:`unsafe_records`), and never acted on.
* **the bytes**: a file is deleted, or replaced without a backup, only when it still hashes to
  the render genix recorded (the plan compares them).
* **the proof that genix rendered those bytes** (:class:`Ledger`): a record can be forged to
  name any file with its hash, so its word is not enough. Every build keeps, machine-locally
  (``.genix/local/rendered``), a keyed digest (HMAC-SHA-256) of the SHA-256 of each text it
  rendered; the key lives outside the project (``$XDG_STATE_HOME/dbjavagenix/key``, else
  ``~/.local/state/dbjavagenix/key``), so nothing a commit brings can add to it. A stale file
  is deleted only when its bytes are such a render; otherwise it is kept (genix stops tracking
  it, with one located warning naming the state file). A file whose bytes or merge base are not
  proven is replaced or merged only after its bytes are saved to ``.genix/backup/``.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
from collections.abc import Callable, Collection, Iterable, Mapping
from pathlib import Path

from dbjavagenix.errors import Diagnostic, Location

STATE_DIR = ".genix"
BUILD_FILES = frozenset(
    {
        "pom.xml",
        "build.gradle",
        "build.gradle.kts",
        "settings.gradle",
        "settings.gradle.kts",
        "gradle.properties",
        "mvnw",
        "mvnw.cmd",
        "gradlew",
        "gradlew.bat",
        "gradle-wrapper.properties",
        "gradle-wrapper.jar",
        "maven-wrapper.properties",
        "maven-wrapper.jar",
        "genix.toml",
        ".genixignore",
        ".gitignore",
        ".gitattributes",
        ".gitmodules",
    }
)
"""File names a stale-file cleanup never deletes, in any folder (build files, genix's and git's
own files)."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


_PLAIN = re.compile(r"[^/\\\x00-\x1f\x7f:]+(?:/[^/\\\x00-\x1f\x7f]+)*")
_DOTS = re.compile(r"(?:^|/)\.\.?(?:/|$)")


def path_problem(path: object) -> str | None:
    """Why ``path`` (a state record's) is not a normalised path inside the output root, or None."""
    if isinstance(path, str) and len(path) <= 4096 and _PLAIN.fullmatch(path) and not _DOTS.search(path):
        return None  # the usual case, in two regular expressions
    if not isinstance(path, str) or not path:
        return "an empty path"
    if _CONTROL.search(path):
        return "a path with a control character (NUL, newline ...)"
    if "\\" in path:
        return "a path with a backslash"
    if path.startswith("/") or re.match(r"[A-Za-z]:", path) or ":" in path.split("/")[0]:
        return "an absolute path"
    parts = path.split("/")
    if any(p in ("", ".", "..") for p in parts):
        return "a path that is not normalised (an empty, '.' or '..' segment)"
    if len(path) > 4096:
        return "a path longer than any file system allows"
    return None


def protected_problem(path: str, config: str | None = None) -> str | None:
    """Why ``path`` (relative to the output root, normalised) is a file genix never deletes or
    replaces on the word of its state, or None. ``config``: genix's config file, relative to
    the output root, when it lies inside."""
    parts = path.split("/")
    if parts[0] == STATE_DIR:
        return "genix's own state folder"
    if ".git" in parts:
        return "git's repository"
    if parts[-1] in BUILD_FILES or (len(parts) > 1 and parts[-2] == ".mvn"):
        return "a build or repository file"
    if config is not None and path == config:
        return "genix's config file"
    return None


def config_rel(output_root: Path, config: Path | None) -> str | None:
    """The config file relative to the output root (None when outside it)."""
    if config is None:
        return None
    try:
        return Path(os.path.abspath(config)).relative_to(os.path.abspath(output_root)).as_posix()
    except ValueError:
        return None


def protector(output_root: Path, config: Path | None) -> Callable[[str], str | None]:
    """:func:`protected_problem` for one project (its config file protected too)."""
    rel = config_rel(output_root, config)
    return lambda path: protected_problem(path, rel)


def unsafe_records(
    sources: Mapping[str, tuple[str, int | None]],
    problems: Mapping[str, str],
) -> tuple[Diagnostic, ...]:
    """One located warning per state file for the records dropped as unsafe. ``sources``: the
    state file (relative to the project) and line of each record; ``problems``: why, by path."""
    by_file: dict[str, list[tuple[int | None, str, str]]] = {}
    for path, why in problems.items():
        file, line = sources.get(path, (f"{STATE_DIR}/", None))
        by_file.setdefault(file, []).append((line, path, why))
    out = []
    for file, rows in sorted(by_file.items()):
        rows.sort(key=lambda r: (r[0] or 0, r[1]))
        line, path, why = rows[0]
        more = f" (and {len(rows) - 1} more such record(s) in this file)" if len(rows) > 1 else ""
        out.append(
            Diagnostic(
                f"genix's state names {why}: {path!r}; the record is ignored, never acted on{more}",
                Location(file=file, line=line),
                "genix writes only normalised paths inside the output root and never deletes build, "
                "config or git files: this record was edited by hand or brought by a merge; "
                "remove the line (the next build of that table rewrites the file without it)",
            )
        )
    return tuple(out)


# -- the proof that genix rendered a text ------------------------------------------------------

LEDGER_FILE = "rendered"
"""In ``.genix/local/`` (machine-local, git-ignored): one keyed digest per line."""
_MARK = 32


def key_path() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(base) / "dbjavagenix" / "key"


_keys: dict[Path, bytes | None] = {}


def machine_key(create: bool = False) -> bytes | None:
    """This user's secret key, or None when there is none (then nothing is proven: genix keeps
    stale files and backs up replaced ones). ``create`` makes it when it is missing (readable by
    the user only): only a door that writes asks for that, so reading never creates a file."""
    path = key_path()
    if path in _keys:
        return _keys[path]
    key: bytes | None = None
    try:
        key = path.read_bytes()
        if len(key) < 32:
            key = None
    except OSError:
        pass
    if key is None and create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fresh = secrets.token_bytes(32)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                os.write(fd, fresh)
            finally:
                os.close(fd)
            key = fresh
        except FileExistsError:
            try:  # another process made it first
                key = path.read_bytes() or None
            except OSError:
                key = None
        except OSError:
            key = None
    if key is not None or create:
        _keys[path] = key
    return key


_ledgers: dict[Path, tuple[tuple[int, int, int], set[str], int]] = {}
"""The marks of each ledger file as this process read or wrote it (by its inode, size, mtime)."""


class Ledger:
    """The renders genix made on this machine for one output root, by their SHA-256."""

    def __init__(self, output_root: Path) -> None:
        self.path = output_root / STATE_DIR / "local" / LEDGER_FILE
        self.key = machine_key()
        self._marks: set[str] | None = None
        self._lines = 0

    def mark(self, sha: str) -> str:
        assert self.key is not None
        return hmac.new(self.key, sha.encode("ascii", "replace"), hashlib.sha256).hexdigest()[:_MARK]

    def _load(self) -> set[str]:
        if self._marks is None:
            marks: set[str] = set()
            if self.key is not None:
                try:
                    with open(self.path, "rb") as f:
                        st = os.fstat(f.fileno())
                        sig = (st.st_ino, st.st_size, st.st_mtime_ns)
                        known = _ledgers.get(self.path)
                        if known is not None and known[0] == sig:
                            self._marks, self._lines = known[1], known[2]
                            return known[1]
                        data = f.read(64 * 1024 * 1024)
                except OSError:
                    data, sig = b"", None
                lines = data.split(b"\n")
                self._lines = len(lines)
                marks = {ln.decode("ascii", "replace") for ln in lines if len(ln) == _MARK}
                if sig is not None:
                    _ledgers[self.path] = (sig, marks, self._lines)
            self._marks = marks
        return self._marks

    def proves(self, sha: str) -> bool:
        """Whether genix rendered a text with hash ``sha`` here."""
        if self.key is None or not sha:
            return False
        return self.mark(sha) in self._load()

    def record(self, shas: Iterable[str], live: Callable[[], Collection[str]], count: int) -> None:
        """Add the renders ``shas`` (best effort: a ledger that cannot be written proves less,
        never more). When most lines are no longer any record's (``count`` records), keep only
        the ``live`` ones."""
        if self.key is None:
            self.key = machine_key(create=True)
            if self.key is None:
                return
            self._marks = None
        marks = self._load()
        fresh = sorted({self.mark(s) for s in shas if s} - marks)
        if not fresh:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self._lines + len(fresh) > 3 * count + 4096:
                kept = sorted({self.mark(s) for s in live()} & marks | set(fresh))
                tmp = self.path.with_name(LEDGER_FILE + ".genix-tmp")
                tmp.write_text("".join(m + "\n" for m in kept), encoding="ascii")
                os.replace(tmp, self.path)
                self._marks = set(kept)
                self._lines = len(kept) + 1
            else:
                with open(self.path, "a", encoding="ascii") as f:
                    f.write("".join(m + "\n" for m in fresh))
                marks.update(fresh)
                self._lines += len(fresh)
            st = os.stat(self.path)
            _ledgers[self.path] = ((st.st_ino, st.st_size, st.st_mtime_ns), self._marks or marks, self._lines)
        except OSError:
            _ledgers.pop(self.path, None)


Proven = Callable[[str], bool]
"""Whether this machine's genix rendered the text with this SHA-256 (:meth:`Ledger.proves`)."""
