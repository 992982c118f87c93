"""Rendering on every core: files are independent, so a large batch is split between this
process and forked workers (POSIX ``fork``: the resolved model and the compiled templates are
shared, nothing is pickled on the way in). Each worker sends back its texts (and what each
render loaded); the results come back in the order of the input, the same bytes as a serial
render.

The parent renders one file of each template first (so the templates are compiled once,
before the fork), then its own share, and reports progress for all: workers send their counts
through a pipe, the parent calls ``progress(done, total)`` with the sum. A worker that fails in
any way (a template error, a crash) has its share rendered again here, serially, so errors
are the ones a serial render raises, located the same way.

Used only where it pays and is safe: at least :data:`MIN_FILES` files, more than one core
that other processes leave idle (the load average tells), ``fork`` available, and no other
thread running in this process (a fork copies only the calling thread; a lock another one holds
would never be released in the child). ``GENIX_JOBS=1`` turns it off, ``GENIX_JOBS=N`` sets the
number of processes.
"""

from __future__ import annotations

import os
import pickle
import selectors
import signal
import struct
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from dbjavagenix.errors import Diagnostic
from dbjavagenix.render.engine import RenderedFile, Renderer
from dbjavagenix.resolve.stage.project import FileSpec

Progress = Callable[[int, int], None]
MIN_FILES = 400
"""Below this a fork costs more than it saves."""
MAX_JOBS = 8
_STEP = 25
"""Files between two progress reports."""


def jobs_for(count: int) -> int:
    """How many processes render ``count`` files (1: this one alone)."""
    wanted = os.environ.get("GENIX_JOBS", "").strip()
    if wanted.isdigit() and int(wanted) >= 1:
        jobs = int(wanted)
    else:
        try:
            jobs = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):
            jobs = os.cpu_count() or 1
        if count < MIN_FILES:
            return 1
        jobs = min(jobs, _idle_cores(jobs))
    if not hasattr(os, "fork") or threading.active_count() > 1:
        return 1
    return max(1, min(jobs, MAX_JOBS, count // max(1, MIN_FILES // 4) or 1))


def _idle_cores(cores: int) -> int:
    """Cores not busy with other work (this process counts as one of the busy ones' share):
    on a machine whose other processes keep the cores busy, a forked worker gets no core of its
    own, and only adds its copy-on-write faults and the results' pickling (measured on 2 busy
    cores: render 2.9 s wall and 4.3 s CPU for the build with a worker, 1.5 s and 3.2 s without)."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return cores
    return max(1, int(cores - load + 1.5))


@dataclass
class _Worker:
    pid: int
    indices: list[int]
    progress_fd: int
    result_fd: int
    done: int = 0
    data: bytearray = field(default_factory=bytearray)
    ok: bool = False


def render_many(
    renderer: Renderer, specs: Sequence[FileSpec], progress: Progress | None = None, jobs: int | None = None
) -> list[RenderedFile]:
    """Render ``specs`` (in order), on ``jobs`` processes (default :func:`jobs_for`)."""
    total = len(specs)
    jobs = jobs_for(total) if jobs is None else jobs
    out: list[RenderedFile | None] = [None] * total
    done = 0

    def report(extra: int = 0) -> None:
        if progress is not None:
            progress(done + extra, total)

    if jobs <= 1 or total < 2:
        for i, spec in enumerate(specs):
            out[i] = renderer.render(spec)
            done += 1
            if done % 50 == 0 or done == total:
                report()
        return [f for f in out if f is not None]

    # one file per template first: every template compiled before the fork
    first: dict[str, int] = {}
    for i, spec in enumerate(specs):
        first.setdefault(spec.template, i)
    warm = sorted(first.values())
    for i in warm:
        out[i] = renderer.render(specs[i])
        done += 1
    rest = [i for i in range(total) if out[i] is None]
    share = -(-len(rest) // jobs)
    chunks = [rest[k * share : (k + 1) * share] for k in range(jobs)]
    mine, theirs = chunks[0], [c for c in chunks[1:] if c]
    workers: list[_Worker] = []
    try:
        for chunk in theirs:
            workers.append(_fork(renderer, specs, chunk))
        sel = selectors.DefaultSelector()
        for w in workers:
            sel.register(w.progress_fd, selectors.EVENT_READ, (w, "progress"))
            sel.register(w.result_fd, selectors.EVENT_READ, (w, "result"))
        open_fds = 2 * len(workers)

        def poll(timeout: float | None) -> None:
            nonlocal open_fds
            for key, _ in sel.select(timeout):
                w, kind = key.data
                try:
                    chunk = os.read(key.fd, 1 << 20)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(key.fd)
                    os.close(key.fd)
                    open_fds -= 1
                    continue
                if kind == "progress":
                    # each report is the worker's count so far (4 bytes, written atomically); the
                    # last one read wins
                    w.done = struct.unpack("<I", chunk[len(chunk) - len(chunk) % 4 - 4 :][:4])[0]
                else:
                    # appended in place: a pipe read gives at most 64 KiB, and copying the
                    # texts so far for each (quadratic) made the render of 9,000 files cost
                    # 1.4 million page faults (1.6 s of system time) in the parent
                    w.data += chunk

        for n, i in enumerate(mine, 1):
            out[i] = renderer.render(specs[i])
            done += 1
            if n % _STEP == 0:
                poll(0)
                report(sum(w.done for w in workers))
        while open_fds:
            poll(None)
            report(sum(w.done for w in workers))
        sel.close()
        for w in workers:
            _, status = os.waitpid(w.pid, 0)
            w.pid = 0
            results = _decode(w.data) if os.waitstatus_to_exitcode(status) == 0 else None
            w.data = bytearray()  # the texts are in `results` now
            if results is None or len(results) != len(w.indices):
                results = None
            if results is not None:
                for i, (text, uses, warnings, digest) in zip(w.indices, results, strict=True):
                    spec = specs[i]
                    out[i] = RenderedFile(
                        spec.path,
                        text,
                        spec.template,
                        spec.layer,
                        spec.table,
                        spec.policy,
                        uses,
                        warnings,
                        digest,
                    )
                    renderer.env.used |= uses
                done += len(w.indices)
            else:  # failed or crashed: its share here, so its error is raised as a serial render would
                for i in w.indices:
                    out[i] = renderer.render(specs[i])
                    done += 1
        report()
    finally:
        for w in workers:
            if w.pid:
                try:
                    os.kill(w.pid, signal.SIGKILL)
                    os.waitpid(w.pid, 0)
                except OSError:
                    pass
    return [f for f in out if f is not None]


def _fork(renderer: Renderer, specs: Sequence[FileSpec], indices: list[int]) -> _Worker:
    pr, pw = os.pipe()
    rr, rw = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker: render, send, exit without running any of the parent's cleanup
        code = 0
        try:
            os.close(pr)
            os.close(rr)
            results = []
            for n, i in enumerate(indices, 1):
                f = renderer.render(specs[i])
                results.append((f.text, f.uses, f.warnings, f.templates))
                if n % _STEP == 0:
                    os.write(pw, struct.pack("<I", n))
            os.write(pw, struct.pack("<I", len(indices)))
            os.close(pw)
            data = pickle.dumps(results, protocol=pickle.HIGHEST_PROTOCOL)
            view = memoryview(data)
            while view:
                view = view[os.write(rw, view) :]
            os.close(rw)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(pw)
    os.close(rw)
    for fd in (pr, rr):
        os.set_blocking(fd, False)
    return _Worker(pid, indices, pr, rr)


def _decode(data: bytearray) -> list[tuple[str, frozenset[str], tuple[Diagnostic, ...], str]] | None:
    if not data:
        return None
    try:
        loaded = pickle.loads(data)  # a bytes-like object: no copy of the texts
    except Exception:
        return None
    return loaded if isinstance(loaded, list) else None
