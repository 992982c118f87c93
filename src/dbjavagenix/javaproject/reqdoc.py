"""The table of what ``genix new`` puts into a ``pom.xml`` per Spring Boot line, generated from
:mod:`~dbjavagenix.javaproject.requirements` so the docs never carry a stale version:
``python -m dbjavagenix.javaproject.reqdoc --write docs/categories.md`` refreshes the block
between its markers (a test fails when it is stale)."""

from __future__ import annotations

import sys
from pathlib import Path

from dbjavagenix import dialects
from dbjavagenix.categories.spec import Persistence
from dbjavagenix.compat import BOOT_LINES
from dbjavagenix.javaproject.requirements import OpenApi, Options, driver_of, requirements

START = "<!-- dependencies:start (generated: python -m dbjavagenix.javaproject.reqdoc --write docs/categories.md) -->"
END = "<!-- dependencies:end -->"

_VARIANTS: tuple[tuple[str, Persistence, OpenApi, bool], ...] = (
    ("base", "mybatis", "springdoc", False),
    ("mp", "mybatis-plus", "springdoc", False),
    ("swagger2", "mybatis", "swagger2", False),
    ("dto", "mybatis", "springdoc", True),
)
"""Option sets whose dependencies make up the table (on MariaDB: the drivers have rows of their
own, one per dialect)."""
_WHEN = (
    (frozenset({"base", "mp", "swagger2", "dto"}), "always"),
    (frozenset({"base", "swagger2", "dto"}), "`Default` category"),
    (frozenset({"mp"}), "MyBatis-Plus categories"),
    (frozenset({"base", "mp", "dto"}), '`openapi = "springdoc"` (the default)'),
    (frozenset({"swagger2"}), '`openapi = "swagger2"`'),
    (frozenset({"dto"}), "`dto = true`"),
)


def _cell(version: str | None) -> str:
    if version is None:
        return "managed by the parent"
    return f"the parent's (`{version}`)" if version.startswith("${") else version


def table() -> str:
    """One row per artifact, one column per Spring Boot line: the version written (or managed
    by the parent), ``-`` where that line does not use it; ``when``: the options that add it."""
    boots = sorted(BOOT_LINES)
    rows: dict[str, dict[int, str]] = {}
    used_by: dict[str, set[str]] = {}
    parents: dict[int, str] = {}
    everywhere = {v[0] for v in _VARIANTS}
    offered_before: dict[str, set[str]] = {}
    for boot in boots:
        line = BOOT_LINES[boot]
        variants = [v for v in _VARIANTS if v[2] in line.openapi]
        seen: dict[str, set[str]] = {}
        for variant, persistence, openapi, mapstruct in variants:
            req = requirements(
                Options(persistence, boot, line.default_java, "mariadb", openapi=openapi, mapstruct=mapstruct)
            )
            parents[boot] = req.parent.version
            found = [(d.key, d.version) for d in req.dependencies if d.scope != "runtime"]
            found += [(f"{p.key}` (annotation processor)", p.version) for p in req.processors]
            for key, version in found:
                rows.setdefault(key, {})[boot] = _cell(version)
                seen.setdefault(key, set()).add(variant)
        offered = {v[0] for v in variants}
        for key, vs in seen.items():
            # in every option set the line offers: as if in those it does not offer too
            has = vs | (everywhere - offered) if vs == offered else vs
            if key not in used_by:
                used_by[key], offered_before[key] = has, set(offered)
                continue
            prev, before = used_by[key], offered_before[key]
            used_by[key] = (prev & has) | (prev - offered) | (has - before)
            before.update(offered)
    when = {
        key: next((w for vs, w in _WHEN if vs == frozenset(v)), ", ".join(sorted(v)))
        for key, v in used_by.items()
    }
    order = [w for _, w in _WHEN]
    keys = sorted(rows, key=lambda k: order.index(when[k]) if when[k] in order else len(order))
    out = ["| artifact | when | " + " | ".join(f"Spring Boot {b}" for b in boots) + " |"]
    out.append("|---|---|" + "---|" * len(boots))
    out.append(
        "| `org.springframework.boot:spring-boot-starter-parent` | always | "
        + " | ".join(parents.get(b, "-") for b in boots)
        + " |"
    )
    for key in keys:
        shown = key if key.endswith(")") else key + "`"
        out.append(f"| `{shown} | {when[key]} | " + " | ".join(rows[key].get(b, "-") for b in boots) + " |")
    for dialect in dialects.names():
        drivers = [driver_of(dialect, b) for b in boots]
        out.append(
            f"| `{drivers[0].key}` | {dialect} | " + " | ".join(_cell(d.version) for d in drivers) + " |"
        )
    return "\n".join(out)


def refresh(text: str) -> str:
    """``text`` with its block between the markers replaced by the current table."""
    start = text.index(START)
    end = text.index(END) + len(END)
    return text[:start] + START + "\n" + table() + "\n" + END + text[end:]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--write"] and len(argv) == 2:
        path = Path(argv[1])
        path.write_text(refresh(path.read_text(encoding="utf-8")), encoding="utf-8")
        return 0
    print(table())
    return 0


__all__ = ["END", "START", "refresh", "table"]


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
