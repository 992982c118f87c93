"""Helpers shared by the convention resolvers: the team's classes by fully qualified name, and
the messages about names that are not qualified or not found in the project's sources."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dbjavagenix.errors import Diagnostic, KeyPath, Location
from dbjavagenix.resolve.columns import naming
from dbjavagenix.resolve.context.model import ClassRef

if TYPE_CHECKING:
    from dbjavagenix.javaproject.sources import SourceIndex

_FQN_RE = re.compile(r"^[a-z_$][\w$]*(\.[a-z_$][\w$]*)*\.[A-Z_$][\w$]*$")


def is_fqn(value: str) -> bool:
    """``com.ruoyi.common.core.domain.BaseEntity``: lower-case packages, a capitalised class."""
    return _FQN_RE.match(value) is not None


def ref_of(fqn: str, extends: str | None = None) -> ClassRef:
    package, _, name = fqn.rpartition(".")
    return ClassRef(name, package, fqn, naming.lower_first(name), extends=extends)


def fqn_problem(value: str, key: KeyPath) -> Diagnostic | None:
    if is_fqn(value):
        return None
    return Diagnostic(
        f"{value!r} is not a fully qualified class name",
        Location(key=key),
        "write the package too: com.ruoyi.common.core.domain.BaseEntity",
    )


def not_found(fqn: str, key: KeyPath, sources: SourceIndex | None, what: str, hint: str) -> Diagnostic:
    where = f"the Java sources under {sources.root}" if sources is not None else "the project's sources"
    count = f" ({len(sources.files)} files)" if sources is not None else ""
    return Diagnostic(
        f"{what} {fqn} is not found in {where}{count}: looked for package {fqn.rpartition('.')[0]}, "
        f"class {fqn.rpartition('.')[2]} under every src/main/java",
        Location(key=key),
        hint,
    )
