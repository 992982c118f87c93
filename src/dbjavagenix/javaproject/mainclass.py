"""The ``@SpringBootApplication`` class of a module (Java or Kotlin): its package is the base
package genix generates under; ``scanBasePackages`` is reported as written."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

SOURCE_ROOTS = ("src/main/java", "src/main/kotlin")
_PACKAGE = re.compile(r"^\s*package\s+([A-Za-z_][\w.]*)\s*;?", re.M)
_ANNOTATION = re.compile(r"@(?:org\.springframework\.boot\.autoconfigure\.)?SpringBootApplication\b(\s*\()?")
_CLASS = re.compile(r"\b(?:class|object)\s+([A-Za-z_]\w*)")


@dataclass(frozen=True)
class MainClass:
    package: str
    name: str
    file: Path
    line: int
    language: str
    """``java`` or ``kotlin``."""
    scan_base_packages: tuple[str, ...] = ()


def _args(text: str, start: int) -> str:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i]
    return ""


def _scan_packages(args: str) -> tuple[str, ...]:
    m = re.search(r"scanBasePackages\s*=\s*(\{[^}]*\}|\[[^\]]*\]|\"[^\"]*\")", args)
    if not m:
        return ()
    return tuple(re.findall(r"\"([^\"]*)\"", m.group(1)))


def _candidates(module: Path) -> list[Path]:
    files: list[Path] = []
    for root in SOURCE_ROOTS:
        base = module / root
        if base.is_dir():
            files += [p for p in base.rglob("*") if p.suffix in (".java", ".kt") and p.is_file()]
    return sorted(files, key=lambda p: (len(p.parts), str(p)))


def has_main_class(module: Path) -> bool:
    """Whether the module's main source roots hold a ``@SpringBootApplication`` class (stops at
    the first)."""
    for f in _candidates(module):
        try:
            text = f.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if "SpringBootApplication" in text and _ANNOTATION.search(text):
            return True
    return False


def find_main_classes(module: Path) -> list[MainClass]:
    """Every ``@SpringBootApplication`` class under the module's main source roots,
    shallowest first."""
    found = []
    for f in _candidates(module):
        try:
            text = f.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        m = _ANNOTATION.search(text)
        if not m:
            continue
        pm = _PACKAGE.search(text)
        cm = _CLASS.search(text, m.end())
        scan = _scan_packages(_args(text, m.end() - 1)) if m.group(1) else ()
        found.append(
            MainClass(
                package=pm.group(1) if pm else "",
                name=cm.group(1) if cm else f.stem,
                file=f,
                line=text.count("\n", 0, m.start()) + 1,
                language="kotlin" if f.suffix == ".kt" else "java",
                scan_base_packages=scan,
            )
        )
    return found
