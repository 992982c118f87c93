"""Reading ``build.gradle`` (Groovy DSL) and ``build.gradle.kts`` (Kotlin DSL) without running
Gradle: the Spring Boot plugin or BOM version, the Java release, the declared dependencies
with their lines, simple variables (``val x = "..."``, ``ext.x = '...'``, ``ext { x = '...' }``,
``gradle.properties``), and where the top-level ``dependencies { }`` block ends (for edits).

Gradle builds are programs; this reads the declarative shapes real projects use and says
nothing about what it cannot see (version catalogs, dependencies added by plugins or code).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CONFIGURATIONS = {
    "implementation": "compile",
    "api": "compile",
    "compile": "compile",
    "compileOnly": "provided",
    "compileOnlyApi": "provided",
    "runtimeOnly": "runtime",
    "runtime": "runtime",
    "developmentOnly": "runtime",
    "annotationProcessor": "processor",
    "kapt": "processor",
    "testImplementation": "test",
    "testCompileOnly": "test",
    "testRuntimeOnly": "test",
    "testAnnotationProcessor": "test",
}
_CONF = "|".join(sorted(CONFIGURATIONS, key=len, reverse=True))
_DEP_STR = re.compile(rf"^(\s*)({_CONF})\s*\(?\s*(platform\(|enforcedPlatform\()?\s*([\"'])([^\"'\s]+)\4")
_DEP_MAP = re.compile(
    rf"^\s*({_CONF})\s*\(?\s*group\s*[:=]\s*[\"']([^\"']+)[\"']\s*,\s*name\s*[:=]\s*[\"']([^\"']+)[\"']"
    r"(?:\s*,\s*version\s*[:=]\s*[\"']([^\"']+)[\"'])?"
)
_CONT = re.compile(r"^\s*([\"'])([^\"'\s]+:[^\"'\s]+)\1")
_BOOT_PLUGIN = re.compile(
    r"""id\s*\(?\s*["']org\.springframework\.boot["']\s*\)?\s*version\s*\(?\s*["']([^"']+)["']"""
)
_BOOT_CLASSPATH = re.compile(r"""spring-boot-gradle-plugin:([^"'\s)]+)""")
_VAR = re.compile(
    r"""^\s*(?:val|var|def|ext\.|extra\[)?\s*["']?([A-Za-z_][\w.]*)["']?\]?\s*(?:by\s+extra\s*\(\s*)?=\s*(?:\(\s*)?["']([^"'$]+)["']""",
    re.M,
)
_JAVA = (
    re.compile(r"JavaLanguageVersion\.of\(\s*[\"']?(\d+)"),
    re.compile(r"jvmToolchain\(\s*(\d+)"),
    re.compile(r"sourceCompatibility\s*=\s*(?:JavaVersion\.VERSION_|[\"'])?(1[._]8|\d+)"),
    re.compile(r"release\.set\(\s*(\d+)"),
)


@dataclass(frozen=True)
class GradleDep:
    configuration: str
    group: str
    artifact: str
    version: str | None
    line: int
    platform: bool = False
    project: str | None = None

    @property
    def coord_key(self) -> tuple[str, str]:
        return (self.group, self.artifact)

    @property
    def scope(self) -> str:
        return CONFIGURATIONS.get(self.configuration, "compile")


@dataclass(frozen=True)
class GradleBuild:
    path: Path
    text: str
    dsl: str
    """``groovy`` or ``kotlin``."""
    boot_version: str | None
    boot_line: int | None
    java: int | None
    dependencies: tuple[GradleDep, ...]
    block_close: int | None
    """Offset of the ``}`` closing the top-level ``dependencies { }`` block."""
    indent: str
    quote: str


def strip_code(text: str) -> str:
    """``text`` with comments blanked out (same length, newlines kept) so regexes skip them."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            q = text[i : i + 3] if text[i : i + 3] in ('"""', "'''") else c
            j = text.find(q, i + len(q))
            while j > 0 and text[j - 1] == "\\" and len(q) == 1:
                j = text.find(q, j + 1)
            i = n if j < 0 else j + len(q)
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out[i:j] = " " * (j - i)
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out[i:j] = ["\n" if ch == "\n" else " " for ch in text[i:j]]
            i = j
            continue
        i += 1
    return "".join(out)


def top_block(code: str, name: str) -> tuple[int, int] | None:
    """(offset of ``{``, offset of matching ``}``) of the first depth-0 ``name {`` block."""
    depth = 0
    i = 0
    pat = re.compile(rf"\b{name}\s*\{{")
    while i < len(code):
        c = code[i]
        if c in "\"'":
            j = code.find(c, i + 1)
            i = len(code) if j < 0 else j + 1
            continue
        if depth == 0:
            m = pat.match(code, i)
            if m and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] in "._")):
                open_at = m.end() - 1
                d = 0
                for k in range(open_at, len(code)):
                    if code[k] == "{":
                        d += 1
                    elif code[k] == "}":
                        d -= 1
                        if d == 0:
                            return open_at, k
                return None
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        i += 1
    return None


def variables(text: str, folder: Path) -> dict[str, str]:
    """Simple string variables of the build file and ``gradle.properties``."""
    found: dict[str, str] = {}
    props = folder / "gradle.properties"
    if props.is_file():
        for line in props.read_text(encoding="utf-8", errors="replace").splitlines():
            if "=" in line and not line.lstrip().startswith("#"):
                k, v = line.split("=", 1)
                found[k.strip()] = v.strip()
    for m in _VAR.finditer(text):
        found[m.group(1).removeprefix("ext.")] = m.group(2)
    return found


def _subst(value: str, vars_: dict[str, str]) -> str:
    return re.sub(
        r"\$\{?([A-Za-z_][\w.]*)\}?",
        lambda m: vars_.get(m.group(1), vars_.get(m.group(1).removeprefix("project."), m.group(0))),
        value,
    )


def _java(code: str) -> int | None:
    for pat in _JAVA:
        m = pat.search(code)
        if m:
            v = m.group(1).replace("_", ".")
            return 8 if v in ("1.8", "8") else int(v)
    return None


def read_gradle(path: Path) -> GradleBuild:
    text = path.read_text(encoding="utf-8", errors="replace")
    code = strip_code(text)
    vars_ = variables(code, path.parent)
    lines = code.splitlines()
    deps: list[GradleDep] = []
    block = top_block(code, "dependencies")
    skip = top_block(code, "buildscript")
    last_conf: str | None = None
    offset = 0
    indent, quote = ("    ", '"' if path.suffix == ".kts" else "'")
    for no, line in enumerate(lines, 1):
        start = offset
        offset += len(line) + 1
        if skip and skip[0] <= start <= skip[1]:
            continue
        m = _DEP_STR.match(line)
        coords: tuple[str, str | None] | None = None
        if m:
            last_conf = m.group(2)
            coords = (m.group(5), None)
            if block and block[0] <= start <= block[1]:
                indent, quote = m.group(1), m.group(4)
            plat = bool(m.group(3))
        else:
            mm = _DEP_MAP.match(line)
            if mm:
                last_conf = mm.group(1)
                deps.append(GradleDep(mm.group(1), mm.group(2), mm.group(3), mm.group(4), no))
                continue
            cm = _CONT.match(line)
            prev = lines[no - 2].rstrip() if no > 1 else ""
            if cm and last_conf and prev.endswith(","):
                coords = (cm.group(2), None)
            plat = False
            pm = re.match(rf"^\s*({_CONF})\s*\(?\s*project\s*\(\s*(?:path\s*[:=]\s*)?[\"']([^\"']+)", line)
            if pm:
                deps.append(GradleDep(pm.group(1), "", "", None, no, project=pm.group(2)))
                continue
        if coords is None or last_conf is None:
            continue
        parts = _subst(coords[0], vars_).split(":")
        if len(parts) < 2:
            continue
        version = parts[2] if len(parts) > 2 and parts[2] else None
        deps.append(GradleDep(last_conf, parts[0], parts[1], version, no, platform=plat))
    boot_version, boot_line = None, None
    for pat in (_BOOT_PLUGIN, _BOOT_CLASSPATH):
        bm = pat.search(code)
        if bm:
            boot_version = _subst(bm.group(1), vars_)
            boot_line = code.count("\n", 0, bm.start()) + 1
            break
    if boot_version is None:
        for d in deps:
            if d.platform and d.artifact == "spring-boot-dependencies" and d.version:
                boot_version, boot_line = d.version, d.line
    return GradleBuild(
        path=path,
        text=text,
        dsl="kotlin" if path.suffix == ".kts" else "groovy",
        boot_version=boot_version,
        boot_line=boot_line,
        java=_java(code),
        dependencies=tuple(deps),
        block_close=block[1] if block else None,
        indent=indent,
        quote=quote,
    )


BUILD_NAMES = ("build.gradle.kts", "build.gradle")
SETTINGS_NAMES = ("settings.gradle.kts", "settings.gradle")
_INCLUDE = re.compile(r"\binclude\b\s*\(?((?:\s*[\"'][^\"'\n]+[\"']\s*,?)+)")
PROJECT_DIR = re.compile(
    r"""project\(\s*["']:?([^"']+)["']\s*\)\.projectDir\s*=\s*"""
    r"""(?:file\(\s*|new\s+File\(\s*(?:rootDir|settingsDir)\s*,\s*)["']([^"']+)["']"""
)


def gradle_file(folder: Path) -> Path | None:
    """The build file of a Gradle project folder (Kotlin DSL first), None without one."""
    for name in BUILD_NAMES:
        if (folder / name).is_file():
            return folder / name
    return None


def gradle_root(module: Path) -> Path:
    """The folder of the ``settings.gradle[.kts]`` of the build ``module`` belongs to (walking up
    while the parent folders are Gradle builds); ``module`` itself without one."""
    d = module
    while True:
        if any((d / n).is_file() for n in SETTINGS_NAMES):
            return d
        if d.parent == d or not any((d.parent / f).is_file() for f in (*BUILD_NAMES, "settings.gradle")):
            return module
        d = d.parent


def settings_text(root: Path) -> str | None:
    """The settings file of the build rooted at ``root`` (comments blanked), None without one."""
    for name in SETTINGS_NAMES:
        f = root / name
        if f.is_file():
            return strip_code(f.read_text(encoding="utf-8", errors="replace"))
    return None


def settings_projects(root: Path) -> dict[str, Path]:
    """The projects ``include``d by the settings file (``include 'a', ':b:c'``, over several
    lines too), by Gradle path, with their folders (``:b:c`` in ``b/c``, unless
    ``project(':b:c').projectDir = file('...')`` says otherwise)."""
    text = settings_text(root)
    if text is None:
        return {}
    out: dict[str, Path] = {}
    for inc in _INCLUDE.finditer(text):
        for p in re.findall(r"[\"']:?([^\"'\n]+)[\"']", inc.group(1)):
            out[":" + p] = root / p.replace(":", "/")
    for m in PROJECT_DIR.finditer(text):
        if ":" + m.group(1) in out:
            out[":" + m.group(1)] = root / m.group(2)
    return out
