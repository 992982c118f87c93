"""Misbehaving servers on loopback, in-process, for the failure-mode tests.

* :class:`Blackhole` accepts TCP connections and never says a word (a hung server).
* :class:`StallingProxy` relays to a real server until the client sends a query containing
  ``trigger`` (its ``nth`` one); from then on it swallows the server's answers (a server that
  hangs mid-query), or with ``reset`` it resets both connections instead (a server, proxy or
  firewall that drops the session mid-read).
* :class:`StallAfterLogin` relays the handshake and the login to a real server, then swallows
  every answer after it (a server that stalls right after login, before the first query).
"""

from __future__ import annotations

import select
import socket
import struct
import threading
from types import TracebackType


class _Server:
    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port: int = self.sock.getsockname()[1]
        self.held: list[socket.socket] = []
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._accept, daemon=True)

    def __enter__(self) -> _Server:
        self.thread.start()
        return self

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stopping.set()
        self.sock.close()
        for s in self.held:
            try:
                s.close()
            except OSError:
                pass

    def _accept(self) -> None:
        while not self.stopping.is_set():
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(client)
            self.handle(client)

    def handle(self, client: socket.socket) -> None:
        """Keep the connection open and say nothing."""


class Blackhole(_Server):
    """Accepts and never answers."""


class StallingProxy(_Server):
    """Relays to ``target`` until the client sends ``trigger`` for the ``nth`` time, then drops
    the server's answers (or, with ``reset``, resets both connections)."""

    def __init__(self, target: tuple[str, int], trigger: bytes, *, nth: int = 1, reset: bool = False) -> None:
        super().__init__()
        self.target = target
        self.trigger = trigger
        self.nth = nth
        self.reset = reset
        self.seen = 0
        self.stalled = threading.Event()

    def handle(self, client: socket.socket) -> None:
        upstream = socket.create_connection(self.target, timeout=5)
        upstream.settimeout(None)
        self.held.append(upstream)
        threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()

    def _pump(self, client: socket.socket, upstream: socket.socket) -> None:
        try:
            while not self.stopping.is_set():
                ready, _, _ = select.select([client, upstream], [], [], 0.2)
                for s in ready:
                    data = s.recv(65536)
                    if not data:
                        return
                    if s is client:
                        if self.trigger in data:
                            self.seen += 1
                            if self.seen == self.nth:
                                self.stalled.set()
                                if self.reset:
                                    _reset(client)
                                    _reset(upstream)
                                    return
                        upstream.sendall(data)
                    elif not self.stalled.is_set():
                        client.sendall(data)
        except OSError:
            return


def _reset(sock: socket.socket) -> None:
    """Close with a TCP reset (RST), as a dropped session looks to the client."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()
    except OSError:
        pass


class StallAfterLogin(StallingProxy):
    """Relays to ``target`` until the server has completed the login (PostgreSQL: its first
    ReadyForQuery; MySQL/MariaDB: the OK packet after the greeting), then drops every later
    answer of the server. ``protocol``: ``postgresql`` or ``mysql``."""

    def __init__(
        self, target: tuple[str, int], protocol: str, close: bool = False, at: str = "login"
    ) -> None:
        super().__init__(target, trigger=b"\0never\0")
        self.protocol = protocol
        self.close = close
        """Close both connections right after the login instead (a server that hangs up)."""
        self.at = at
        """``login``, or ``startup``: stall as soon as the client sent its first packet (the
        startup message; on MySQL the answer to the greeting), in the middle of the login."""

    def _pump(self, client: socket.socket, upstream: socket.socket) -> None:
        buf = b""
        packets = 0
        try:
            while not self.stopping.is_set():
                ready, _, _ = select.select([client, upstream], [], [], 0.2)
                for s in ready:
                    data = s.recv(65536)
                    if not data:
                        return
                    if s is client:
                        upstream.sendall(data)
                        if self.at == "startup":
                            self.stalled.set()
                        continue
                    if self.stalled.is_set():
                        continue  # the server's answers after the login never arrive
                    client.sendall(data)
                    buf += data
                    while True:
                        if self.protocol == "postgresql":
                            if len(buf) < 5:
                                break
                            size = int.from_bytes(buf[1:5], "big") + 1
                            if len(buf) < size:
                                break
                            kind, buf = buf[:1], buf[size:]
                            done = kind == b"Z"
                        else:
                            if len(buf) < 4:
                                break
                            size = int.from_bytes(buf[:3], "little") + 4
                            if len(buf) < size:
                                break
                            payload, buf = buf[4:size], buf[size:]
                            packets += 1
                            done = packets > 1 and payload[:1] == b"\x00"
                        if done:
                            self.stalled.set()
                            if self.close:
                                client.shutdown(socket.SHUT_RDWR)
                                client.close()
                                upstream.close()
                                return
                            break
        except OSError:
            return
