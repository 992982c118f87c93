"""Column rules (``[rules.NAME]``) and per-column sections → the traits of each column.

A rule matches columns by name (globs or a regular expression), table and database type, and
sets traits (:data:`dbjavagenix.config.model.TRAITS`: ``role``, ``java_type``, ``sensitive``,
the logic-delete values ...). Rules apply in the order written; a later rule replaces what an
earlier one set on the same trait, and a ``[tables.T.columns.C]`` section wins over every rule.
The outcome per column is an effective :class:`ColumnConfig` (what the resolver reads, as if
the user had written one section per column) and the sources of its traits (what ``genix
context`` shows).

The traits are generic: a new trait is a new field of :class:`ColumnTraits`, and rules and
per-column sections carry it with no change here.

Speed: the name, type and table tests of every rule are cached per distinct name, type and
table, so 1000 tables with the same audit columns cost one test per rule and name.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterable, Mapping
from typing import Any

from dbjavagenix.config.model import TRAITS, ColumnConfig, Config, RuleConfig
from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.introspect.catalog import Column, Table
from dbjavagenix.resolve.context.model import TraitSource


def _globs(patterns: Iterable[str]) -> re.Pattern[str] | None:
    pats = list(patterns)
    if not pats:
        return None
    return re.compile("|".join(f"(?:{fnmatch.translate(p.lower())})" for p in pats))


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return str(value)


class _Rule:
    __slots__ = ("excluded", "index", "name", "names", "regex", "tables", "traits", "types")

    def __init__(self, index: int, name: str, rule: RuleConfig) -> None:
        self.index = index
        self.name = name
        self.names = _globs(rule.columns)
        self.regex = re.compile(rule.regex, re.IGNORECASE) if rule.regex is not None else None
        self.tables = _globs(rule.tables)
        self.excluded = _globs(rule.exclude_tables)
        self.types = _globs(rule.types)
        self.traits: dict[str, Any] = rule.traits_set()

    def name_matches(self, lower: str, raw: str) -> bool:
        if self.names is None and self.regex is None:
            return True
        if self.names is not None and self.names.fullmatch(lower):
            return True
        return self.regex is not None and self.regex.search(raw) is not None

    def table_matches(self, lower: str) -> bool:
        if self.tables is not None and not self.tables.fullmatch(lower):
            return False
        return self.excluded is None or not self.excluded.fullmatch(lower)

    def type_matches(self, base: str, full: str) -> bool:
        return self.types is None or bool(self.types.fullmatch(base) or self.types.fullmatch(full))


class ColumnTraits:
    """The effective settings of one column and where each came from (shared by the columns a
    set of rules matches alike)."""

    __slots__ = ("cache", "config", "keys", "sources")

    def __init__(self, config: ColumnConfig | None, sources: tuple[TraitSource, ...] = ()) -> None:
        self.config = config
        """What the resolver reads (None: nothing set)."""
        self.sources = sources
        self.keys: dict[str, tuple[str, ...]] = {
            s.trait: ("rules", s.source[len("rules.") :], s.trait)
            for s in sources
            if s.source.startswith("rules.")
        }
        """The config key of each trait a rule set."""
        self.cache: dict[object, object] = {}
        """What the resolver derived from these traits (the same for every column sharing them)."""


_NOTHING = ColumnTraits(None)


SECRETS_RULE = "secrets"
"""The built-in rule (``[project] secret_columns``): secret-like names are ``sensitive``."""
SECRET_NAMES = (
    r"(?:^|_|(?<=(?-i:[a-z0-9]))(?=(?-i:[A-Z])))"
    r"(?:password|passwd|pwd|passcode|passphrase|salt|secret|secret_?key|api_?key|access_?key"
    r"|private_?key|credentials?|token)"
    r"(?:_?(?:hash|digest|enc|encrypted|cipher))?$"
)
"""Column names that hold a secret: the word ends the name, after ``_``, a camel-case hump or
nothing (``password``, ``login_pwd``, ``password_hash``, ``client_secret``, ``userPassword``,
``refresh_token``), optionally followed by a hash suffix; not ``password_updated_at`` or
``token_count``."""


def project_rules(config: Config) -> dict[str, RuleConfig]:
    """The rules a build applies, in order: the built-in ``secrets`` rule first (unless
    ``[project] secret_columns = false`` or a rule of that name replaces it), then the config's."""
    if not config.project.secret_columns or SECRETS_RULE in config.rules:
        return dict(config.rules)
    builtin = RuleConfig(regex=SECRET_NAMES, sensitive=True)
    return {SECRETS_RULE: builtin, **config.rules}


def secret_like(column: str) -> bool:
    """Whether ``column``'s name says it holds a secret (:data:`SECRET_NAMES`)."""
    return _SECRET.search(column) is not None


_SECRET = re.compile(SECRET_NAMES, re.IGNORECASE)


class Rules:
    """The compiled rules of a config (one per run; cheap to build)."""

    def __init__(self, rules: Mapping[str, RuleConfig], builtin: frozenset[str] = frozenset()) -> None:
        self._rules = tuple(_Rule(i, name, r) for i, (name, r) in enumerate(rules.items()))
        self._builtin = builtin
        self._by_name: dict[str, tuple[_Rule, ...]] = {}
        self._by_type: dict[tuple[str, str], frozenset[int]] = {}
        self._by_table: dict[str, frozenset[int]] = {}
        self._shared: dict[tuple[int, ...], ColumnTraits] = {}
        self._sets: dict[frozenset[int], frozenset[int]] = {}
        self._seen: dict[tuple[str, str, str, int], tuple[_Rule, ...]] = {}
        self.matched: set[str] = set()
        """Names of the rules that matched a column so far."""

    def __bool__(self) -> bool:
        return bool(self._rules)

    def for_table(self, table: str) -> frozenset[int]:
        found = self._by_table.get(table)
        if found is None:
            lower = table.lower()
            found = frozenset(r.index for r in self._rules if r.table_matches(lower))
            found = self._by_table[table] = self._sets.setdefault(found, found)  # one object per set
        return found

    def _matching(self, table_rules: frozenset[int], column: Column) -> tuple[_Rule, ...]:
        key = (column.name, column.data_type, column.type, id(table_rules))
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = self._match(table_rules, column)
        return found

    def _match(self, table_rules: frozenset[int], column: Column) -> tuple[_Rule, ...]:
        by_name = self._by_name.get(column.name)
        if by_name is None:
            lower = column.name.lower()
            by_name = self._by_name[column.name] = tuple(
                r for r in self._rules if r.name_matches(lower, column.name)
            )
        if not by_name:
            return ()
        key = (column.data_type or "", column.type or "")
        by_type = self._by_type.get(key)
        if by_type is None:
            base, full = key[0].lower(), key[1].lower()
            by_type = self._by_type[key] = frozenset(
                r.index for r in self._rules if r.type_matches(base, full)
            )
        return tuple(r for r in by_name if r.index in table_rules and r.index in by_type)

    def column(
        self,
        table: Table,
        column: Column,
        section: ColumnConfig | None,
        table_rules: frozenset[int] | None = None,
    ) -> ColumnTraits:
        """The effective traits of ``column`` of ``table`` (its section from ``[tables.T.columns]``)."""
        matching = self._matching(self.for_table(table.name) if table_rules is None else table_rules, column)
        if not matching:
            if section is None:
                return _NOTHING
            where = f"tables.{table.name}.columns.{column.name}"
            return ColumnTraits(
                section, tuple(TraitSource(t, _toml(v), where) for t, v in section.traits_set().items())
            )
        if section is None:
            ids = tuple(r.index for r in matching)
            hit = self._shared.get(ids)
            if hit is not None:
                for r in matching:
                    self.matched.add(r.name)
                return hit
        values: dict[str, Any] = {}
        origin: dict[str, str] = {}
        lost: dict[str, list[str]] = {}
        for r in matching:
            self.matched.add(r.name)
            for trait, value in r.traits.items():
                if trait in origin and values[trait] != value:
                    lost.setdefault(trait, []).append(f"{origin[trait]} = {_toml(values[trait])}")
                values[trait] = value
                origin[trait] = f"rules.{r.name}"
        fields_set = set(values)
        if section is not None:
            where = f"tables.{table.name}.columns.{column.name}"
            for trait, value in section.traits_set().items():
                if trait in origin and values[trait] != value:
                    lost.setdefault(trait, []).append(f"{origin[trait]} = {_toml(values[trait])}")
                values[trait] = value
                origin[trait] = where
            if "java_name" in section.model_fields_set:
                values["java_name"] = section.java_name
                fields_set.add("java_name")
            fields_set |= section.model_fields_set
        config = ColumnConfig.model_construct(_fields_set=fields_set, **values)
        sources = tuple(
            TraitSource(t, _toml(values[t]), origin[t], tuple(lost.get(t, ()))) for t in TRAITS if t in origin
        )
        traits = ColumnTraits(config, sources)
        if section is None:
            self._shared[tuple(r.index for r in matching)] = traits
        return traits

    def unmatched_warnings(self) -> list[Diagnostic]:
        """A warning for every rule that matched no column of the selected tables."""
        return [
            Diagnostic(
                f"rule {r.name!r} matches no column of the generated tables",
                Location(key=("rules", r.name)),
                "check its `columns`, `regex`, `types` and `tables` patterns (globs are matched "
                "against whole names, ignoring case), or remove the rule",
            )
            for r in self._rules
            if r.name not in self.matched and r.name not in self._builtin
        ]


def table_traits(rules: Rules, table: Table, config: Config) -> dict[str, ColumnTraits]:
    """The effective traits of every column of ``table`` that has any (by column name)."""
    tc = config.tables.overrides.get(table.name)
    sections = tc.columns if tc is not None else {}
    if not rules and not sections:
        return {}
    table_rules = rules.for_table(table.name) if rules else frozenset()
    out: dict[str, ColumnTraits] = {}
    for col in table.columns:
        traits = rules.column(table, col, sections.get(col.name), table_rules)
        if traits.config is not None:
            out[col.name] = traits
    return out
