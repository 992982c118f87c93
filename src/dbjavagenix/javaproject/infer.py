"""Everything genix can infer from an existing Spring Boot module: build facts, merged Spring
configuration, the datasource (translated to SQLAlchemy, password left out), the base
package, MyBatis / MyBatis-Plus settings, and from those the genix settings to suggest."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from dbjavagenix.errors import InputError, Location
from dbjavagenix.javaproject.configfiles import Entry
from dbjavagenix.javaproject.detect import detect_project
from dbjavagenix.javaproject.facts import ProjectFacts
from dbjavagenix.javaproject.jdbc import Translated, translate_jdbc
from dbjavagenix.javaproject.mainclass import MainClass, find_main_classes
from dbjavagenix.javaproject.springconfig import SpringConfig, load_spring_config

_URL_KEYS = (
    "spring.datasource.url",
    "spring.datasource.jdbc-url",
    "spring.datasource.hikari.jdbc-url",
    "spring.datasource.druid.url",
    "spring.datasource.druid.master.url",
    "spring.datasource.druid.primary.url",
)
_ENV_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")
_SENTINEL = "genixph{}x"


@dataclass(frozen=True)
class Datasource:
    """The datasource the application uses, as written and as genix would read it."""

    key: str
    """Config key of the URL (``spring.datasource.url`` ...)."""
    jdbc_url: str
    """The URL as written (placeholders kept)."""
    file: str
    line: int
    username: str | None
    password_set: bool
    """A password is configured (never shown)."""
    password_env: str
    """Environment variable the genix config reads the password from."""
    translated: Translated | None
    error: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class MybatisSettings:
    flavour: str
    """``mybatis-plus`` or ``mybatis`` (which prefix the settings were read from)."""
    mapper_locations: tuple[str, ...]
    id_type: str | None
    type_aliases_package: str | None
    map_underscore_to_camel_case: str | None


@dataclass(frozen=True)
class ProjectInfo:
    facts: ProjectFacts
    config: SpringConfig
    main: MainClass | None
    other_mains: tuple[MainClass, ...]
    datasource: Datasource | None
    mybatis: MybatisSettings | None
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def base_package(self) -> str | None:
        return self.main.package if self.main else None


def _filters(facts: ProjectFacts, build_file: Path | None = None) -> dict[str, str]:
    if facts.tool != "maven":
        return {}
    from dbjavagenix.javaproject.maven import PomSet

    pomset = PomSet(facts.root)
    pom = pomset.load(build_file or facts.build_file)
    props = pom.properties()
    props.setdefault("name", pom.artifact)
    return props


def _pick_url(cfg: SpringConfig) -> tuple[str, Entry] | None:
    for key in _URL_KEYS:
        e = cfg.get(key)
        if e is not None and e.value:
            return key, e
    primary = cfg.value("spring.datasource.dynamic.primary") or "master"
    e = cfg.get(f"spring.datasource.dynamic.datasource.{primary}.url")
    if e is not None and e.value:
        return e.key, e
    for k, e in cfg.under("spring.datasource").items():
        if k.endswith((".url", ".jdbcurl")) and e.value and e.value.strip().startswith(("jdbc:", "${")):
            return e.key, e
    return None


def _sibling(cfg: SpringConfig, url_key: str, names: tuple[str, ...]) -> Entry | None:
    parent = url_key.rsplit(".", 1)[0]
    for n in names:
        for base in (parent, "spring.datasource"):
            e = cfg.get(f"{base}.{n}")
            if e is not None:
                return e
    return None


def read_datasource(cfg: SpringConfig, module: Path, config_dir: Path | None) -> Datasource | None:
    picked = _pick_url(cfg)
    if picked is None:
        return None
    key, entry = picked
    raw = entry.value or ""
    envs: dict[str, str] = {}
    missing: list[str] = []

    def unknown(name: str, default: str | None) -> str:
        if default is None:
            missing.append(name)
            return "${" + name + "}"
        if _ENV_NAME.match(name):
            token = _SENTINEL.format(len(envs))
            envs[token] = "${" + name + ":-" + default + "}"
            return token
        return default

    user_e = _sibling(cfg, key, ("username", "user"))
    pw_e = _sibling(cfg, key, ("password",))
    pw_env = "DB_PASSWORD"
    if (
        pw_e is not None
        and pw_e.value
        and (m := re.fullmatch(r"\$\{([A-Z][A-Z0-9_]*)(:.*)?\}", pw_e.value.strip()))
    ):
        pw_env = m.group(1)
    notes: list[str] = []
    where = Location(entry.file, entry.line, key=(key,))
    url_text = cfg.resolve(raw, unknown)
    user = cfg.resolve(user_e.value, unknown) if user_e is not None and user_e.value else None
    error = None
    translated = None
    if missing:
        error = (
            f"the datasource URL uses ${{{missing[0]}}}, which has no default and is not set in the "
            "configuration files; genix does not read the environment for it"
        )
    else:
        whole = next((t for t in envs if url_text.startswith(t)), None)
        if whole is not None:
            default = envs.pop(whole).split(":-", 1)[1][:-1]
            notes.append(f"the URL comes from {raw.split(':', 1)[0]}}} when set; genix uses its default")
            url_text = url_text.replace(whole, default, 1)
        try:
            translated = translate_jdbc(url_text, user, base_dir=module, config_dir=config_dir, where=where)
        except InputError as e:
            error = e.message

    def unmark(text: str | None) -> str | None:
        for token, value in envs.items():
            text = text.replace(token, value) if text else text
        return text

    if translated is not None and envs:
        translated = Translated(
            unmark(translated.url) or "",
            translated.dialect,
            unmark(translated.database),
            unmark(translated.schema),
            translated.dropped,
        )
    return Datasource(
        key=entry.key,
        jdbc_url=raw,
        file=entry.file,
        line=entry.line,
        username=unmark(user),
        password_set=bool(pw_e is not None and pw_e.value),
        password_env=pw_env,
        translated=translated,
        error=error,
        notes=tuple(notes),
    )


@dataclass(frozen=True)
class _Elsewhere:
    """What another module of the reactor holds: the datasource, the application class."""

    datasource: Datasource | None = None
    config: SpringConfig | None = None
    ds_note: str = ""
    mains: tuple[MainClass, ...] = ()
    main_note: str = ""


def _from_reactor(
    facts: ProjectFacts,
    profiles: list[str] | None,
    config_dir: Path | None,
    *,
    need_ds: bool,
    need_main: bool,
) -> _Elsewhere:
    """The datasource and application class a module lacks, from the reactor's other modules: the
    applications that depend on it first (their configuration is what runs its code), then the
    modules it depends on (their ``application*.yml`` is on its class path), then the other modules
    depending on it. Another application of the reactor, unrelated to it, is never read."""
    import os

    from dbjavagenix.javaproject.reactor import read_reactor

    reactor = read_reactor(facts.root)  # a Maven reactor or a Gradle multi-project build
    if reactor is None:
        return _Elsewhere()
    here = os.path.relpath(facts.module.resolve(), reactor.root).replace(os.sep, "/")
    here = "" if here == "." else here
    if here not in reactor.modules:
        return _Elsewhere()
    dependents = reactor.dependents(here)
    apps = [d for d in dependents if reactor.modules[d].app]
    below = sorted(d for d in reactor.sees(here) if d != here and reactor.modules[d].packaging != "pom")
    candidates = [*apps, *below, *(d for d in dependents if d not in apps)]
    out = _Elsewhere()
    name = reactor.modules[here].name
    for d in candidates:
        module = reactor.root / d
        other = reactor.modules[d]
        why = (
            f"the application depending on {name}"
            if d in apps
            else f"a module {name} depends on"
            if d in below
            else f"a module depending on {name}"
        )
        if need_main and not out.mains and d in apps:
            mains = find_main_classes(module)
            if mains:
                out = replace(
                    out, mains=tuple(mains), main_note=f"the application class is in {other.name} ({why})"
                )
        if need_ds and out.datasource is None:
            try:
                cfg = load_spring_config(module, profiles, _filters(facts, module / "pom.xml"))
            except InputError:
                continue
            ds = read_datasource(cfg, module, config_dir)
            if ds is not None:
                shown = os.path.relpath(module / ds.file, facts.module).replace(os.sep, "/")
                where = f"{d}/{ds.file}" if d else ds.file
                out = replace(
                    out,
                    datasource=replace(ds, file=shown),
                    config=cfg,
                    ds_note=f"the datasource is read from {where} in module {other.name} ({why})",
                )
        if (out.datasource is not None or not need_ds) and (out.mains or not need_main):
            break
    return out


def read_mybatis(cfg: SpringConfig, facts: ProjectFacts) -> MybatisSettings | None:
    mp = facts.library("mybatis-plus") is not None
    for flavour in ("mybatis-plus", "mybatis") if mp else ("mybatis", "mybatis-plus"):
        locs = tuple(cfg.resolve(e.value) for e in cfg.list(f"{flavour}.mapper-locations") if e.value)
        settings = cfg.under(flavour)
        if not settings and not (flavour == "mybatis-plus" and mp):
            continue
        return MybatisSettings(
            flavour=flavour,
            mapper_locations=locs,
            id_type=cfg.value(f"{flavour}.global-config.db-config.id-type"),
            type_aliases_package=cfg.value(f"{flavour}.type-aliases-package"),
            map_underscore_to_camel_case=cfg.value(f"{flavour}.configuration.map-underscore-to-camel-case"),
        )
    if facts.library("mybatis") is not None:
        return MybatisSettings("mybatis", (), None, None, None)
    return None


def inspect_project(
    start: Path,
    *,
    profiles: list[str] | None = None,
    config_dir: Path | None = None,
    prefer: str | None = None,
) -> ProjectInfo:
    """Read everything about the Spring Boot module at or above ``start``."""
    facts = detect_project(start, prefer=prefer)
    if facts.boot_version is None:
        raise InputError(
            "this is not a Spring Boot project: " + facts.boot_source,
            location=Location(facts.shown(facts.build_file)),
            hint="genix works inside Spring Boot 2 or 3 projects (a starter parent, the spring-boot-dependencies BOM or the Boot plugin)",
        )
    cfg = load_spring_config(facts.module, profiles, _filters(facts))
    mains = find_main_classes(facts.module)
    notes = list(facts.notes)
    if not cfg.files:
        notes.append("no application.* or bootstrap.* in src/main/resources")
    ds = read_datasource(cfg, facts.module, config_dir)
    if ds is None or not mains:
        found = _from_reactor(facts, profiles, config_dir, need_ds=ds is None, need_main=not mains)
        if found.datasource is not None:
            ds = found.datasource
            notes.append(found.ds_note)
            if not cfg.files:
                cfg = found.config or cfg
        if found.mains:
            mains = list(found.mains)
            notes.append(found.main_note)
    if ds is None and cfg.files:
        notes.append("no datasource URL in " + ", ".join(cfg.files))
        if cfg.under("spring.cloud.nacos.config") or any(
            "nacos:" in (e.value or "") for e in cfg.list("spring.config.import")
        ):
            notes.append(
                "the configuration is loaded from Nacos: the datasource lives there, not in these files"
            )
    if ds is not None:
        notes += ds.notes
    return ProjectInfo(
        facts=facts,
        config=cfg,
        main=mains[0] if mains else None,
        other_mains=tuple(mains[1:]),
        datasource=ds,
        mybatis=read_mybatis(cfg, facts),
        notes=tuple(notes),
    )
