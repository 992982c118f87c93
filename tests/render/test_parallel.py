"""Rendering in forked workers: the same files as a serial render, progress counted for all
processes, a worker's template error raised (located) as a serial render raises it, and the
fork only where it is safe."""

from __future__ import annotations

import itertools
import threading
from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.errors import TemplateError
from dbjavagenix.render.engine import Renderer
from dbjavagenix.render.parallel import jobs_for, render_many
from dbjavagenix.resolve.stage.project import FileSpec
from tests.regen.helpers import make_project


def _specs(tmp_path: Path, extra: str = "") -> tuple[Renderer, list[FileSpec]]:
    p = make_project(tmp_path, project_extra=extra)
    loaded = p.loaded()
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    return pipeline.renderer_for(prepared), list(pipeline.resolve_project(prepared).files)


def test_workers_render_the_same_files_in_the_same_order(tmp_path: Path) -> None:
    renderer, specs = _specs(tmp_path)
    serial = render_many(renderer, specs, jobs=1)
    renderer.forget()
    calls: list[tuple[int, int]] = []
    parallel = render_many(renderer, specs, lambda d, t: calls.append((d, t)), jobs=3)
    assert parallel == serial  # texts, templates used, their digests, warnings: all of it
    assert [f.path for f in parallel] == [s.path for s in specs]
    assert calls[-1] == (len(specs), len(specs))
    assert all(a[0] <= b[0] for a, b in itertools.pairwise(calls))  # never backwards
    assert renderer.used_templates() >= frozenset().union(*(f.uses for f in serial))


def test_a_template_error_in_a_worker_is_raised_located(tmp_path: Path) -> None:
    (tmp_path / "tpl").mkdir()
    # fails for one table only, far down the list (in a worker's share)
    (tmp_path / "tpl" / "service.java.jinja").write_text(
        '{% extends "builtin:service.java.jinja" %}{% block body %}'
        "{% if table.name == 'v_product_sales' %}{{ table.no_such_field }}{% endif %}"
        "{{ super() }}{% endblock %}",
        encoding="utf-8",
    )
    renderer, specs = _specs(tmp_path / "p", extra=f'templates = ["{tmp_path / "tpl"}"]')
    with pytest.raises(TemplateError) as serial:
        render_many(renderer, specs, jobs=1)
    with pytest.raises(TemplateError) as parallel:
        render_many(renderer, specs, jobs=2)
    assert parallel.value.render() == serial.value.render()
    assert "no_such_field" in parallel.value.render() and "service.java.jinja" in parallel.value.render()


def test_no_fork_when_small_disabled_or_threaded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GENIX_JOBS", raising=False)
    assert jobs_for(10) == 1
    monkeypatch.setenv("GENIX_JOBS", "1")
    assert jobs_for(100_000) == 1
    monkeypatch.setenv("GENIX_JOBS", "2")
    alone = threading.active_count() == 1  # earlier tests of this process may have left threads
    assert jobs_for(100_000) == (2 if alone else 1)
    stop = threading.Event()
    t = threading.Thread(target=stop.wait)
    t.start()
    try:
        assert jobs_for(100_000) == 1  # another thread: a fork could inherit a lock it holds
    finally:
        stop.set()
        t.join()


def test_no_worker_when_other_processes_keep_the_cores_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    monkeypatch.delenv("GENIX_JOBS", raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1})
    monkeypatch.setattr(threading, "active_count", lambda: 1)  # threads of earlier tests aside
    monkeypatch.setattr(os, "getloadavg", lambda: (0.9, 0.9, 0.9))  # this build alone
    assert jobs_for(100_000) == 2
    monkeypatch.setattr(os, "getloadavg", lambda: (2.4, 2.0, 2.0))  # the other core is busy
    assert jobs_for(100_000) == 1
    monkeypatch.setenv("GENIX_JOBS", "2")  # asked for: as asked
    assert jobs_for(100_000) == 2
