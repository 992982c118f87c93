"""Naming patterns of the API conventions: ``{entity:kebab,plural}`` and friends, used by
``[api] path`` and ``[api.annotations]``.

A placeholder is ``{name}`` or ``{name:format,format}`` with ``name`` an identifier; any other
brace is text (Java's array initialisers stay as written). Formats apply in order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from dbjavagenix.errors import ConfigError, KeyPath, Location
from dbjavagenix.resolve.columns import naming

PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)(?::([\w,]+))?\}")


def plural(word: str) -> str:
    """English plural of the last word (``category`` → ``categories``, ``box`` → ``boxes``)."""
    if not word:
        return word
    lower = word.lower()
    if lower.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if lower.endswith("y") and len(word) > 1 and lower[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def _words_format(join: Callable[[list[str]], str]) -> Callable[[str], str]:
    def apply(value: str) -> str:
        ws = naming.words(value)
        return join(ws) if ws else value

    return apply


FORMATS: Mapping[str, Callable[[str], str]] = {
    "kebab": _words_format("-".join),
    "snake": _words_format("_".join),
    "lower": _words_format("".join),
    "upper": _words_format(lambda ws: "_".join(ws).upper()),
    "camel": _words_format(lambda ws: ws[0] + "".join(w[:1].upper() + w[1:] for w in ws[1:])),
    "pascal": _words_format(lambda ws: "".join(w[:1].upper() + w[1:] for w in ws)),
    "plural": plural,
}
"""Formats after the colon of a placeholder."""


def expand(pattern: str, values: Mapping[str, str], key: KeyPath) -> str:
    """``pattern`` with its placeholders replaced; an unknown name or format is a located error."""

    def one(m: re.Match[str]) -> str:
        name, formats = m.group(1), m.group(2)
        if name not in values:
            raise ConfigError(
                f"unknown placeholder {{{name}}} in {pattern!r}",
                location=Location(key=key),
                hint="placeholders: " + ", ".join("{" + n + "}" for n in values),
            )
        value = values[name]
        for f in (formats or "").split(","):
            if not f:
                continue
            fn = FORMATS.get(f)
            if fn is None:
                raise ConfigError(
                    f"unknown format {f!r} in {pattern!r}",
                    location=Location(key=key),
                    hint="formats: " + ", ".join(FORMATS) + " (combine with commas: {entity:kebab,plural})",
                )
            value = fn(value)
        return value

    return PLACEHOLDER.sub(one, pattern)


def check(pattern: str, names: tuple[str, ...], key: KeyPath) -> None:
    """Raise the error :func:`expand` would raise, without values."""
    expand(pattern, dict.fromkeys(names, "x"), key)
