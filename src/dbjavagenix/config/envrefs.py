"""``${VAR}`` references in config values: ``${VAR}``, ``${VAR:-default}`` and ``$${`` for a
literal ``${``, filled from an environment (the one syntax the loader interpolates with and
:mod:`dbjavagenix.secrets` masks by)."""

from __future__ import annotations

import re
from collections.abc import Mapping

_REF = r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}"
"""One reference: its variable and its default."""
_VAR_RE = re.compile(r"\$\$\{|" + _REF)
_ONLY_REFS = re.compile(r"(?:\$\$\{|" + _REF + ")+")


class Unset(Exception):
    """A reference to a variable ``env`` does not set, without a default."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def fill_refs(value: str, env: Mapping[str, str]) -> str:
    """``value`` with its references filled from ``env``; :class:`Unset` for the first one that
    is not set and has no default."""

    def sub(m: re.Match[str]) -> str:
        if m.group(0) == "$${":
            return "${"
        name, default = m.group(1), m.group(2)
        if name in env:
            return env[name]
        if default is not None:
            return default
        raise Unset(name)

    return _VAR_RE.sub(sub, value)


def interpolate_text(value: str, env: Mapping[str, str]) -> str | None:
    """``value`` with its ``${VAR}`` references filled from ``env``; None when one is not set."""
    try:
        return fill_refs(value, env)
    except Unset:
        return None


def is_reference(value: str) -> bool:
    """``${VAR}`` references only: shown as written, they reveal nothing."""
    return bool(value) and _ONLY_REFS.fullmatch(value) is not None
