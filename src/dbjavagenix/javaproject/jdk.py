"""The JDK and Maven a generated project is built with on this machine, checked against the Java
release the code targets (``project.java``): ``genix doctor`` and ``genix new`` say when Maven
would run a JDK too old for it (``release version 25 not supported``), and how to point Maven at
another one.

Maven runs the JDK of ``JAVA_HOME`` when it is set, else the ``java`` on ``PATH`` (the ``mvn``
and ``mvnw`` scripts both do). A JDK's release comes from its ``release`` file
(``JAVA_VERSION="17.0.15"``), else from ``java -version``. Installed JDKs are looked for where
package managers and SDK managers put them. Read-only, no network; :func:`build_tools` is the
one place that reads the machine, the rest is pure.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

JDK_FOLDERS = (
    "/usr/lib/jvm",  # Debian, Ubuntu, Fedora (packages), Temurin's .deb
    "/usr/java",
    "/opt/java",
    "/Library/Java/JavaVirtualMachines",  # macOS (the JDK home is Contents/Home)
    "~/.sdkman/candidates/java",
    "~/.jdks",  # IntelliJ IDEA's downloads
    "~/.asdf/installs/java",
)
"""Folders whose sub-folders are JDKs (see :func:`installed_jdks`)."""


@dataclass(frozen=True, slots=True)
class Jdk:
    home: Path
    release: int | None
    """Feature release (8, 17, 25); None when it cannot be read."""
    version: str
    """As the JDK reports it (``17.0.15``, ``1.8.0_392``); empty when unknown."""
    compiler: bool
    """It has ``javac`` (a JRE cannot compile)."""


@dataclass(frozen=True, slots=True)
class BuildTools:
    """What runs a Maven build here."""

    jdk: Jdk | None
    """The JDK Maven would run (None: no ``JAVA_HOME``, no ``java`` on ``PATH``)."""
    source: str
    """Where it comes from: ``JAVA_HOME`` or ``java on PATH``."""
    maven: str | None
    """The ``mvn`` on ``PATH`` (None: not installed)."""
    installed: tuple[Jdk, ...] = ()
    """The JDKs found in the usual folders, newest first."""

    def fitting(self, java: int) -> Jdk | None:
        """The oldest installed JDK that compiles for ``java`` (what to point Maven at)."""
        fits = [j for j in self.installed if j.compiler and j.release is not None and j.release >= java]
        return min(fits, key=lambda j: j.release or 0) if fits else None

    def too_old(self, java: int) -> bool:
        """Maven's JDK is known and cannot compile for ``java``."""
        return self.jdk is not None and (
            not self.jdk.compiler or (self.jdk.release is not None and self.jdk.release < java)
        )

    def java_home_prefix(self, java: int) -> str:
        """``JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 `` when Maven's JDK is too old for
        ``java`` and an installed one fits; else empty (what a printed Maven command starts with)."""
        fit = self.fitting(java) if self.too_old(java) else None
        return f"JAVA_HOME={fit.home} " if fit is not None else ""


def release_of(version: str) -> int | None:
    """``17.0.15`` → 17, ``1.8.0_392`` → 8, ``25`` → 25, ``21-ea`` → 21."""
    m = re.match(r"\s*(\d+)(?:\.(\d+))?", version)
    if m is None:
        return None
    major = int(m.group(1))
    return int(m.group(2)) if major == 1 and m.group(2) else major


def read_jdk(home: Path) -> Jdk | None:
    """The JDK at ``home`` (None when no ``bin/java`` is there)."""
    if not (home / "bin" / "java").is_file():
        return None
    version = ""
    for release in (home / "release", home.parent / "release"):  # a Java 8 JRE sits in jdk/jre
        try:
            text = release.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        m = re.search(r'^JAVA_VERSION="?([^"\n]+)"?', text, re.M)
        if m:
            version = m.group(1)
            break
    if not version:
        version = _reported_version(home / "bin" / "java")
    compiler = (home / "bin" / "javac").is_file() or (home.parent / "bin" / "javac").is_file()
    return Jdk(home, release_of(version) if version else None, version, compiler)


def _reported_version(java: Path) -> str:
    """What ``java -version`` says (``openjdk version "17.0.15" ...``), bounded in time."""
    try:
        r = subprocess.run([str(java), "-version"], capture_output=True, text=True, timeout=15, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    m = re.search(r'version "([^"]+)"', r.stderr + r.stdout)
    return m.group(1) if m else ""


def _home_of(java: str) -> Path:
    """The JDK home of a ``java`` executable (through the ``/usr/bin/java`` symlinks)."""
    return Path(os.path.realpath(java)).parent.parent


def installed_jdks(folders: Iterable[str] | None = None) -> tuple[Jdk, ...]:
    """The JDKs in ``folders`` (default :data:`JDK_FOLDERS`), one per real folder, newest first."""
    found: dict[Path, Jdk] = {}
    for folder in JDK_FOLDERS if folders is None else folders:
        base = Path(os.path.expanduser(folder))
        try:
            children = sorted(base.iterdir())
        except OSError:
            continue
        for child in children:
            home = child / "Contents" / "Home" if (child / "Contents" / "Home").is_dir() else child
            real = Path(os.path.realpath(home))
            if real in found:
                continue
            jdk = read_jdk(home)
            if jdk is not None:
                found[real] = jdk
    return tuple(sorted(found.values(), key=lambda j: (-(j.release or 0), str(j.home))))


def build_tools(environ: Mapping[str, str] | None = None) -> BuildTools:
    """The JDK Maven would run here, the ``mvn`` on ``PATH`` and the installed JDKs."""
    env = os.environ if environ is None else environ
    path = env.get("PATH")
    home = env.get("JAVA_HOME", "").strip()
    if home:
        jdk, source = read_jdk(Path(home)), f"JAVA_HOME={home}"
    else:
        java = shutil.which("java", path=path)
        jdk, source = (read_jdk(_home_of(java)), f"java on PATH: {java}") if java else (None, "")
    return BuildTools(jdk, source, shutil.which("mvn", path=path), installed_jdks())


def jdk_problem(java: int, tools: BuildTools, allowed: Iterable[int] = ()) -> tuple[str, str] | None:
    """Why Maven cannot compile code for Java ``java`` here, and how to fix it (message, hint);
    None when its JDK can (or cannot be read: nothing to say). ``allowed``: the releases the
    config may target instead (its Spring Boot line's), for the other way out."""
    fit = tools.fitting(java)
    point = (
        f"point Maven at JDK {fit.release}: `export JAVA_HOME={fit.home}` (or start the command "
        f"with JAVA_HOME={fit.home})"
        if fit is not None
        else f"install JDK {java} or newer and set JAVA_HOME to it"
    )
    jdk = tools.jdk
    if jdk is None:
        if tools.source.startswith("JAVA_HOME"):
            return f"{tools.source} holds no JDK (no bin/java)", point
        return "no JDK found: JAVA_HOME is not set and no java is on PATH", point
    if not jdk.compiler:
        return f"Maven would run a Java runtime without a compiler (no javac; {tools.source})", point
    if jdk.release is not None and jdk.release < java:
        lower = max((a for a in allowed if a <= jdk.release), default=None)
        return (
            f"the code targets Java {java} but Maven would run JDK {jdk.version} ({tools.source}): "
            f'it stops with "release version {java} not supported"',
            point + (f", or set java = {lower} in genix.toml" if lower else ""),
        )
    return None


__all__ = [
    "JDK_FOLDERS",
    "BuildTools",
    "Jdk",
    "build_tools",
    "installed_jdks",
    "jdk_problem",
    "read_jdk",
    "release_of",
]
