"""Read a file the user named (the config, a DDL file, a snapshot, a template, ``.genixignore``,
a Spring config file): a regular file only, at most so many bytes, or one located error.

A named pipe (FIFO), a device (``/dev/zero``), a socket or a folder is refused before anything
is read: the file is opened with ``O_NONBLOCK`` (opening a FIFO never waits for a writer) and
checked with ``fstat`` on the open descriptor (no race with a rename). A file larger than its
cap is refused before it is read whole. A missing file raises :class:`FileNotFoundError`
(a file in the way of a folder too): each caller words that one itself (its own hint).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from dbjavagenix.errors import GenixError, InputError, Location

MiB = 1 << 20
CONFIG_MAX = 4 * MiB
"""``genix.toml`` (the commented reference of every key is under 40 KiB)."""
DDL_MAX = 256 * MiB
"""One DDL file or ``init_sql`` script (a ``pg_dump --schema-only`` of thousands of tables is a
few MiB; a dump with its data may be large, and its ``COPY`` blocks are skipped)."""
SNAPSHOT_MAX = 256 * MiB
"""One catalog snapshot (JSON)."""
TEMPLATE_MAX = 4 * MiB
"""One template file of a user template folder."""
SMALL_MAX = 4 * MiB
"""A small text file of the project: ``.genixignore``, ``application.yml`` (``.properties``)."""

_O_FLAGS = (
    os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
)


def kind_of(mode: int) -> str | None:
    """What a non-regular file is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def size_text(limit: int) -> str:
    return f"{limit // MiB} MiB" if limit >= MiB and limit % MiB == 0 else f"{limit} bytes"


def read_input(
    path: Path | str,
    what: str,
    limit: int,
    *,
    shown: str | None = None,
    location: Location | None = None,
    error: type[GenixError] = InputError,
) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes. ``what`` names it in
    messages (``the config file``, ``DDL file``); ``shown`` is its name there (default
    ``path``); ``location`` overrides where the error points (a config key). Every problem but
    a missing file is one ``error`` with a hint; a missing file raises FileNotFoundError."""
    name = shown if shown is not None else str(path)
    where = location or Location(file=name)
    subject = what if location is None else f"{what} {name}"  # the location names the file
    try:
        fd = os.open(path, _O_FLAGS)
    except FileNotFoundError:
        raise
    except NotADirectoryError as e:  # a file where a folder of the path should be: no such file
        raise FileNotFoundError(e.errno, e.strerror, e.filename) from None
    except OSError as e:
        raise _os_error(e, subject, where, error) from None
    try:
        st = os.fstat(fd)
        kind = kind_of(st.st_mode)
        if kind is not None:
            raise error(
                f"{subject} is {kind}, not a regular file",
                location=where,
                hint="genix reads only regular files (a pipe or a device would never end): "
                "point it at the file itself",
            )
        if st.st_size > limit:
            raise _too_big(subject, where, limit, error)
        os.set_blocking(fd, True)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(limit + 1 - size, 1 << 20) or 1)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # it grew while read (or its size was not known: /proc)
                raise _too_big(subject, where, limit, error)
        return b"".join(chunks)
    except OSError as e:
        raise _os_error(e, subject, where, error) from None
    finally:
        os.close(fd)


def read_input_text(
    path: Path | str,
    what: str,
    limit: int,
    *,
    shown: str | None = None,
    location: Location | None = None,
    error: type[GenixError] = InputError,
) -> str:
    """:func:`read_input` decoded as UTF-8 (a byte-order mark dropped), a byte that is not UTF-8
    one located error."""
    name = shown if shown is not None else str(path)
    data = read_input(path, what, limit, shown=name, location=location, error=error)
    return decode_utf8(data, what, name, error=error)


def decode_utf8(data: bytes, what: str, shown: str, *, error: type[GenixError] = InputError) -> str:
    """``data`` as UTF-8 text (a byte-order mark dropped); else an error at the line and column
    of the first byte that is not UTF-8."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line, col = position(data, e.start)
        raise error(
            f"{what} is not UTF-8 text (byte 0x{data[e.start]:02x} cannot start a UTF-8 character)",
            location=Location(file=shown, line=line, col=col),
            hint="is it a binary file? Text files genix reads are UTF-8: save it as UTF-8 "
            "(e.g. `iconv -f latin1 -t utf-8`), or move it out of the way",
        ) from None


def position(data: bytes, offset: int) -> tuple[int, int]:
    """1-based (line, column) of byte ``offset`` of ``data``."""
    before = data[:offset]
    return before.count(b"\n") + 1, len(before) - (before.rfind(b"\n") + 1) + 1


def _too_big(subject: str, where: Location, limit: int, error: type[GenixError]) -> GenixError:
    return error(
        f"{subject} is larger than {size_text(limit)}, the most genix reads of one",
        location=where,
        hint="is it the right file? (split a larger one in parts, or leave out what genix does not need)",
    )


def _os_error(e: OSError, subject: str, where: Location, error: type[GenixError]) -> GenixError:
    import errno

    if e.errno == errno.ELOOP:
        return error(
            f"{subject} is a symbolic link that loops back on itself",
            location=where,
            hint="point it at the real file (or fix the link)",
        )
    if e.errno == errno.EISDIR:
        return error(
            f"{subject} is a folder, not a regular file", location=where, hint="name the file itself"
        )
    return error(
        f"cannot read {subject}: {e.strerror or e}",
        location=where,
        hint="check that the file exists and that you may read it",
    )
