"""The session's snapshots of long results and the signed cursors that page through them (see
:mod:`dbjavagenix.tools.paging`, which stores its results here)."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import threading
from collections import OrderedDict

from dbjavagenix.errors import CursorExpired, InputError, Location

SNAPSHOTS = 16
"""Long results a session keeps for paging (the least recently used one goes first)."""
_SESSIONS = 64
"""Client sessions whose snapshots are kept (the least recently active one goes first)."""
SNAPSHOT_CHARS = 200_000_000
"""The JSON characters all kept snapshots may hold together (a plan of 6,000 files with every
diff is about 30 million): past it the least recently used go first, the one just stored
always stays."""
CURSOR_TAG = 20
"""Hex digits of a cursor's signature (80 bits of HMAC-SHA256)."""


class PageStore:
    """Snapshots of long results, by session and id (process memory; a restart expires every
    cursor). Each client session has its own snapshots (another client's results never expire
    them), and its cursors are signed for it: a cursor edited by hand, or passed to another
    session, is refused rather than answered from the wrong place."""

    def __init__(self, size: int = SNAPSHOTS, chars: int = SNAPSHOT_CHARS) -> None:
        self.size = size
        self.chars = chars
        self._sessions: OrderedDict[str, OrderedDict[str, tuple[str, object]]] = OrderedDict()
        self._sizes: dict[str, int] = {}
        """Each kept snapshot's JSON characters, by id."""
        self._total = 0
        self._lock = threading.Lock()
        self._key = secrets.token_bytes(32)

    def sign(self, session: str, tool: str, sid: str, index: int, char: int) -> str:
        """The cursor naming item ``index`` (``char`` characters into it) of snapshot ``sid``."""
        body = f"{sid}.{index}.{char}"
        tag = hmac.new(self._key, f"{session}|{tool}|{body}".encode(), hashlib.sha256).hexdigest()
        return f"{body}.{tag[:CURSOR_TAG]}"

    def verify(self, session: str, tool: str, cursor: str) -> tuple[str, int, int]:
        """The snapshot, item and character a cursor this store signed for ``session`` and
        ``tool`` names; a cursor it did not sign so is refused."""
        sid, index, char, tag = parse_cursor(cursor)
        if not hmac.compare_digest(self.sign(session, tool, sid, index, char).rsplit(".", 1)[1], tag):
            with self._lock:
                mine = self._sessions.get(session)
                found = mine.get(sid) if mine is not None else None
            if found is None:
                raise _expired()
            owner = found[0]
            if owner != tool and hmac.compare_digest(
                self.sign(session, owner, sid, index, char).rsplit(".", 1)[1], tag
            ):
                raise InputError(
                    f"this cursor belongs to {owner}, not {tool}",
                    location=Location(key=("arguments", "cursor")),
                    hint=f"pass it to {owner}",
                )
            raise InputError(
                "not a cursor of this session: genix did not make it here, or it was changed, or it is "
                "another tool's or another client's",
                location=Location(key=("arguments", "cursor")),
                hint="pass page.next_cursor of this session's previous answer of this tool, unchanged",
            )
        return sid, index, char

    def put(self, tool: str, result: object, session: str = "", chars: int = 0) -> str:
        """Keep ``result`` (``chars``: the characters of its JSON) for its cursors; returns its id."""
        sid = secrets.token_hex(6)
        with self._lock:
            items = self._sessions.setdefault(session, OrderedDict())
            self._sessions.move_to_end(session)
            items[sid] = (tool, result)
            self._sizes[sid] = chars
            self._total += chars
            while len(items) > self.size:
                self._forget(items.popitem(last=False)[0])
            while len(self._sessions) > _SESSIONS:
                for old in self._sessions.popitem(last=False)[1]:
                    self._forget(old)
            self._trim(keep=sid)
        return sid

    def _forget(self, sid: str) -> None:
        self._total -= self._sizes.pop(sid, 0)

    def _trim(self, keep: str) -> None:
        """Drop the least recently used snapshots (least recent session first) while they hold
        more than :attr:`chars` together, never ``keep``."""
        for session in list(self._sessions):
            if self._total <= self.chars:
                return
            items = self._sessions[session]
            for sid in list(items):
                if self._total <= self.chars:
                    return
                if sid != keep:
                    del items[sid]
                    self._forget(sid)
            if not items:
                del self._sessions[session]

    @property
    def kept_chars(self) -> int:
        """The JSON characters of the snapshots kept now."""
        return self._total

    def get(self, tool: str, sid: str, session: str = "") -> object:
        with self._lock:
            items = self._sessions.get(session)
            found = items.get(sid) if items is not None else None
            if found is not None and items is not None:
                items.move_to_end(sid)
        if found is None:
            raise _expired()
        owner, result = found
        if owner != tool:
            raise InputError(
                f"this cursor belongs to {owner}, not {tool}",
                location=Location(key=("arguments", "cursor")),
                hint=f"pass it to {owner}",
            )
        return result


def _expired() -> CursorExpired:
    return CursorExpired(
        "this cursor's snapshot is gone (too many results since, the server restarted, or the cursor "
        "is another session's)",
        location=Location(key=("arguments", "cursor")),
        hint="call the tool again without cursor",
    )


def parse_cursor(cursor: str) -> tuple[str, int, int, str]:
    """A cursor's parts: snapshot id, item, character, signature (not checked here: see
    :meth:`PageStore.verify`)."""
    parts = cursor.split(".")
    if (
        len(parts) == 4
        and re.fullmatch(r"[0-9a-f]{12}", parts[0])
        and all(x.isascii() and x.isdigit() and len(x) <= 12 for x in parts[1:3])
        and re.fullmatch(rf"[0-9a-f]{{{CURSOR_TAG}}}", parts[3])
    ):
        return parts[0], int(parts[1]), int(parts[2]), parts[3]
    raise InputError(
        "not a cursor genix made",
        location=Location(key=("arguments", "cursor")),
        hint="pass page.next_cursor of the previous answer unchanged",
    )
