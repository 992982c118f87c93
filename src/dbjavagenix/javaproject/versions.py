"""The Spring Boot version and Java release of the project genix writes into, when there is one:
what :func:`dbjavagenix.compat.targets` follows for an unset ``spring_boot`` or ``java``.

Read-only and forgiving: no build file, one that is not a Spring Boot build, an unreadable one,
or an aggregator genix cannot pick an application module from all mean "no project" (the
category's defaults apply), never an error. Read once per build file change (its mtime).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from dbjavagenix.compat import ProjectVersions
from dbjavagenix.errors import GenixError

if TYPE_CHECKING:
    from dbjavagenix.javaproject.facts import ProjectFacts

_BUILD_FILES = ("pom.xml", "build.gradle.kts", "build.gradle")


def _nearest_build_file(start: Path) -> Path | None:
    probe = start
    while True:
        for name in _BUILD_FILES:
            if (probe / name).is_file():
                return probe / name
        if probe.parent == probe:
            return None
        probe = probe.parent


def project_versions(output_root: Path) -> ProjectVersions | None:
    """What the build at or above ``output_root`` says, or None when there is none."""
    found = _nearest_build_file(output_root.resolve())
    if found is None:
        return None
    try:
        stamp = found.stat().st_mtime_ns
    except OSError:
        return None
    return _read(output_root.resolve(), found, stamp)


@lru_cache(maxsize=16)
def _read(output_root: Path, build_file: Path, _stamp: int) -> ProjectVersions | None:
    from dbjavagenix.javaproject.detect import detect_project

    try:
        facts = detect_project(output_root)
    except (GenixError, OSError, ValueError):
        return None
    if facts.boot_version is None:  # not a Spring Boot build: nothing to follow
        return None
    return versions_of(facts)


def versions_of(facts: ProjectFacts) -> ProjectVersions:
    """The versions of a build already read."""
    return ProjectVersions(facts.boot_version, facts.java, facts.shown(facts.build_file))


__all__ = ["project_versions", "versions_of"]
