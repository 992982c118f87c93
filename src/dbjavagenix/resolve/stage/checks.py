"""Checks that the Java a build will write can compile, made before anything is rendered:
package names, and class names against the Java language and ``java.lang``. Each problem is a
located error naming the override that fixes it. (Two classes of one simple name that a file
uses together need no check: the renderer imports one and writes the other qualified.)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dbjavagenix import javanames
from dbjavagenix.config.model import Config
from dbjavagenix.errors import Diagnostic, KeyPath, Location, NamingError
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import ClassRef


def check_packages(config: Config) -> None:
    """``project.base_package``, every layer's ``package``, group packages and
    ``prefix_packages``: Java package names, none a keyword, none under ``java.``."""
    diags: list[Diagnostic] = []

    def check(value: str, key: KeyPath, absolute: bool) -> None:
        problem = javanames.package_problem(value, absolute)
        if problem is not None:
            diags.append(
                Diagnostic(
                    f"package {value!r} {problem}",
                    Location(key=key),
                    "use dot-separated lower-case identifiers that are not Java keywords "
                    "(`model`, `com.acme.shop`); a keyword can take a suffix: `class_`",
                )
            )

    p = config.project
    check(p.base_package, ("project", "base_package"), True)
    for layer, lc in sorted(config.layers.items()):
        if not lc.package:
            continue
        key: KeyPath = ("layers", layer, "package")
        if lc.package.startswith("."):
            check(lc.package[1:], key, True)
        else:
            check(lc.package, key, False)
    for name, g in sorted(config.groups.items()):
        if g.package:
            check(g.package, ("groups", name, "package"), False)
    for prefix, package in sorted(p.prefix_packages.items()):
        check(package, ("project", "prefix_packages", prefix), False)
    if diags:
        raise NamingError(diagnostics=diags)


@dataclass(frozen=True)
class Owner:
    """Who a generated class belongs to: a table's layer, or the project's shared files."""

    table: str | None
    layer: str

    def label(self) -> str:
        return f"layer {self.layer} of table {self.table!r}" if self.table else f"the project's {self.layer}"

    def key(self) -> KeyPath:
        return ("tables", self.table, "class_name") if self.table else ("layers", self.layer, "class_name")

    def hint(self, name: str) -> str:
        if self.table:
            return f'set [tables."{self.table}"] class_name = "..." (a name that is not {name!r})'
        return f"rename the table whose class is {name!r} (set its class_name)"


def check_class_names(classes: Iterable[tuple[Owner, ClassRef]]) -> None:
    """Every generated class: a valid name that hides no ``java.lang`` type. (Two classes of
    one simple name in different packages are fine, even in one file: the renderer imports one
    and writes the other qualified.)"""
    diags: list[Diagnostic] = []
    for owner, ref in classes:
        problem = naming.class_name_problem(ref.name)
        if problem is not None:
            diags.append(
                Diagnostic(
                    f"class {ref.name!r} ({owner.label()}) {problem}",
                    Location(key=owner.key()),
                    owner.hint(ref.name),
                )
            )
    if diags:
        raise NamingError(diagnostics=diags)
