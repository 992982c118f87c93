"""``genix init --from-project``: a ``genix.toml`` pre-filled from what the project says.

Output root (the application module), base package (the ``@SpringBootApplication`` class's),
category (MyBatis-Plus → ``MybatisPlus``, else ``Default``), Spring Boot major, Java release,
Lombok / OpenAPI / validation, the connection (JDBC URL translated, user kept, the password
referenced as ``${ENV}`` and never written), and the mapper XML folder from
``mybatis[-plus].mapper-locations``. Nothing is written when something needed is unknown:
the error says where it looked and what to pass instead.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dbjavagenix.compat import BOOT_LINES
from dbjavagenix.errors import InputError, Location
from dbjavagenix.javaproject.doctor import options_from_project
from dbjavagenix.javaproject.infer import ProjectInfo, inspect_project

if TYPE_CHECKING:
    from dbjavagenix.javaproject.conventions import Suggestions

MP_DEFAULT_LOCATION = "classpath*:/mapper/**/*.xml"


@dataclass(frozen=True)
class Suggested:
    """The genix settings inferred, and why."""

    output: str
    base_package: str
    category: str
    spring_boot: int
    java: int
    lombok: bool
    openapi: str
    validation: bool
    url: str
    password_env: str | None
    schema: str | None
    mapper_xml_path: str | None
    mapper_xml_class: str | None
    reasons: tuple[str, ...]
    conventions: str = ""
    """The team's conventions as commented TOML (base classes, wrappers, logic delete,
    permission annotations; the modules and packages of a single-module project)."""
    mapper_xml_module: str | None = None
    """The module of the project's mappers, where the mapper XML goes too (reactors whose layers
    live in several modules)."""
    existing: str | None = None
    """``[tables] existing``: ``skip`` when the project maps tables already (genix then generates
    the tables it does not map, the first plan refusing none)."""
    layout: str = ""
    """A reactor's module layout as TOML: ``[layers.LAYER] module`` and ``package`` where the
    team's classes of each layer are (written as settings: the output is then the reactor root),
    with the layer's other suggestions commented inside the same table (uncommented, they stay
    valid TOML)."""


def mapper_xml_layer(location: str) -> tuple[str | None, str | None]:
    """``classpath*:/mapper/**/*Mapper.xml`` → (``{resources_root}/mapper/{group_path}{class_name}.xml``,
    class name pattern or None). (None, None) when the pattern cannot be written to."""
    loc = location.strip()
    for prefix in ("classpath*:", "classpath:"):
        loc = loc.removeprefix(prefix)
    if loc.startswith(("file:", "http:", "https:")):
        return None, None
    parts = [p for p in loc.strip("/").split("/") if p]
    if not parts or not parts[-1].endswith(".xml"):
        return None, None
    *dirs, name = parts
    out: list[str] = ["{resources_root}"]
    group = ""
    for d in dirs:
        if d == "**":
            group = "{group_path}"
            continue
        if "*" in d or "{" in d:
            return None, None
        out.append(d)
    stem = name[: -len(".xml")]
    if stem.count("*") != 1 or not stem.startswith("*"):
        return None, None
    suffix = stem[1:]
    class_name = None if suffix in ("", "Mapper") else "{class}" + suffix
    return "/".join(out) + "/" + group + "{class_name}.xml", class_name


def suggest(
    info: ProjectInfo, config_dir: Path, *, url: str | None = None, package: str | None = None
) -> Suggested:
    """What ``genix init --from-project`` writes. Raises :class:`InputError` when the base
    package or the database cannot be inferred and was not given."""
    f = info.facts
    reasons: list[str] = [f"Spring Boot {f.boot_version}: {f.boot_source}"]
    major = f.boot_major or 0
    if major not in BOOT_LINES:
        raise InputError(
            f"Spring Boot {f.boot_version} is not supported by genix's categories "
            f"(Spring Boot {', '.join(str(b) for b in BOOT_LINES)})",
            location=Location(f.shown(f.build_file)),
        )
    opts = options_from_project(info)
    java = opts.java
    reasons.append(
        (f"Java {f.java} ({f.java_source})" + (f", targeted as Java {java}" if java != f.java else ""))
        if f.java
        else f"Java {java} (default for Boot {major})"
    )
    base = package or info.base_package
    if base is None:
        raise InputError(
            "no @SpringBootApplication class under src/main/java or src/main/kotlin: the base package is unknown",
            location=Location(f.shown(f.module)),
            hint="pass --package com.example.app",
        )
    if package is None and info.main is not None:
        reasons.append(f"base package from {f.display(info.main.file)}:{info.main.line}")
    ds = info.datasource
    password_env: str | None = None
    schema = None
    if url is None:
        if ds is None:
            where = ", ".join(info.config.files) or "src/main/resources"
            raise InputError(
                f"no datasource URL in {where} (profiles: {', '.join(info.config.profiles)})",
                location=Location(f.shown(f.module)),
                hint="pass --profile NAME for the profile that holds it, or --url",
            )
        if ds.translated is None:
            raise InputError(
                ds.error or "the datasource URL cannot be translated",
                location=Location(f.shown(f.module / ds.file), ds.line, key=(ds.key,)),
                hint="pass --url with a SQLAlchemy URL, or --profile for another profile",
            )
        url = ds.translated.url
        schema = ds.translated.schema
        password_env = ds.password_env if ds.password_set else None
        reasons.append(f"database from {ds.key} ({ds.file}:{ds.line})")
    mp = f.library("mybatis-plus") is not None
    category = "MybatisPlus" if mp else "Default"
    reasons.append(
        "category MybatisPlus: MyBatis-Plus is on the build" if mp else "category Default: MyBatis"
    )
    xml_path = xml_class = None
    mb = info.mybatis
    locations = mb.mapper_locations if mb else ()
    source = "mapper-locations"
    if not locations and mp:
        locations, source = (MP_DEFAULT_LOCATION,), "MyBatis-Plus's default mapper-locations"
    for loc in locations:
        xml_path, xml_class = mapper_xml_layer(loc)
        if xml_path:
            reasons.append(f"mapper XML from {source} {loc}")
            break
    found = _conventions(info, base, config_dir)
    mapped = _mapped_tables(info)
    if mapped:
        reasons.append(
            f'existing "skip": the project maps {len(mapped)} table(s) already ({", ".join(sorted(mapped)[:3])}'
            f'{" ..." if len(mapped) > 3 else ""}): genix generates the others; "reuse" would generate '
            "genix's service and controller over the team's entity"
        )
    openapi, validation = opts.openapi, opts.validation
    for lib, layer, module in _lacking(found, config_dir, openapi, validation):
        if lib == "swagger3":
            openapi = "none"
            reasons.append(
                f'openapi "none": springdoc is not on the class path of module {module} ([layers.{layer}]) '
                '(its OpenAPI annotations would not compile there; set "springdoc" once it is)'
            )
        else:
            validation = False
            reasons.append(
                f"validation off: Bean Validation is not on the class path of module {module} "
                f"([layers.{layer}]) (its annotations would not compile there; set true once it is)"
            )
    return Suggested(
        output=found.root if found.root is not None else os.path.relpath(f.module, config_dir),
        base_package=base,
        category=category,
        spring_boot=major,
        java=java,
        lombok=opts.lombok,
        openapi=openapi,
        validation=validation,
        url=url,
        password_env=password_env,
        schema=schema,
        mapper_xml_path=xml_path,
        mapper_xml_class=xml_class,
        reasons=tuple(reasons),
        conventions=found.text(),
        mapper_xml_module=found.mapper_module,
        layout=found.layout_text(),
        existing="skip" if mapped else None,
    )


def _mapped_tables(info: ProjectInfo) -> set[str]:
    """The tables the project's code maps (entities annotated with their table, mapper XMLs that
    write one): those ``existing = "refuse"`` would stop the first build at."""
    from dbjavagenix.javaproject import sources
    from dbjavagenix.javaproject.existing import mapper_xmls, table_key

    root = info.facts.root
    out = {table_key(t) for facts in sources.scan(root).files.values() for _c, _l, t in facts.tables}
    out |= {t for x in mapper_xmls(root).values() for t, _ in x.writes}
    return out


_ANNOTATED = ("entity", "controller")
"""The layers whose classes carry the OpenAPI and Bean Validation annotations."""


def _lacking(
    found: Suggestions, config_dir: Path, openapi: str, validation: bool
) -> list[tuple[str, str, str]]:
    """``(library, layer, module)`` for each library the suggested options need (springdoc's
    annotations, Bean Validation) that a module the layout places an annotated layer in is not
    proved to have (:func:`~dbjavagenix.javaproject.visibility.has_library`: its pom, its parents,
    the reactor modules it depends on): a suggestion is uncommented as written, and one that does
    not compile is worse than one without the annotations. One finding per library."""
    from dbjavagenix.javaproject.reactor import read_reactor
    from dbjavagenix.javaproject.visibility import has_library

    if found.root is None:
        return []
    root = (config_dir / found.root).resolve()
    reactor = read_reactor(root)
    if reactor is None:
        return []
    wanted = [lib for lib, on in (("swagger3", openapi == "springdoc"), ("validation", validation)) if on]
    out: list[tuple[str, str, str]] = []
    for lib in wanted:
        for layer in _ANNOTATED:
            placed = found.layers.get(layer, {}).get("module")
            if not isinstance(placed, str):
                continue
            rel = os.path.relpath(root / placed, reactor.root).replace(os.sep, "/")
            module = reactor.module_of(rel)
            # a suggestion is taken as written: unless the module is proved to have it, leave it off
            if module is not None and has_library(reactor, module, lib) is not True:
                out.append((lib, layer, reactor.modules[module].name))
                break
    return out


def _conventions(info: ProjectInfo, base_package: str, config_dir: Path) -> Suggestions:
    """The conventions found in the project's sources (paths relative to ``config_dir``)."""
    from dbjavagenix.javaproject import sources
    from dbjavagenix.javaproject.conventions import find_conventions

    root = info.facts.root
    index = sources.scan(root)
    yml = {
        k.rsplit(".", 1)[-1]: info.config.resolve(e.value)
        for k, e in info.config.under("mybatis-plus.global-config.db-config").items()
        if e.value
    }
    cwd = Path.cwd()
    try:
        os.chdir(config_dir)  # paths in the suggestions are relative to the config
        return find_conventions(index, root, info.facts.module, base_package, yml)
    finally:
        os.chdir(cwd)


def config_text(s: Suggested, info: ProjectInfo | None = None) -> str:
    from dbjavagenix.config.init import init_text

    project: dict[str, Any] = {
        "spring_boot": s.spring_boot,
        "java": s.java,
        "lombok": s.lombok,
        "openapi": s.openapi,
        "validation": s.validation,
    }
    connection: dict[str, Any] = {}
    if s.password_env:
        connection["password"] = "${" + s.password_env + "}"
    if s.schema:
        connection["schema"] = s.schema
    header = "# genix.toml written by `genix init --from-project`:\n" + "\n".join(
        f"#   {r}" for r in s.reasons
    )
    text = init_text(
        url=s.url,
        base_package=s.base_package,
        category=s.category,
        output=s.output,
        header=header,
        project=project,
        connection=connection,
        tables={"existing": s.existing} if s.existing else None,
    )
    from dbjavagenix.categories import get_category

    spec = get_category(s.category)
    has_xml = spec is not None and "mapper_xml" in spec.layer_names()
    if s.mapper_xml_path and not has_xml:
        text += (
            f"\n# the project's mapper XML ({s.mapper_xml_path}): category {s.category} writes none; "
            '"MybatisPlus-Mixed" adds XML for batch insert and upsert there\n'
        )
    elif s.mapper_xml_path:
        block = [
            "",
            "# where the project's mybatis mapper-locations look for mapper XML",
            "[layers.mapper_xml]",
        ]
        block.append(f'path = "{s.mapper_xml_path}"')
        if s.mapper_xml_class:
            block.append(f'class_name = "{s.mapper_xml_class}"')
        if s.mapper_xml_module:
            block.append(f'module = "{s.mapper_xml_module}"')
        text += "\n".join(block) + "\n"
    if s.layout:
        text += "\n" + s.layout
    if s.conventions:
        text += "\n" + s.conventions
    return text


def validate_text(text: str, path: Path, info: ProjectInfo | None = None) -> None:
    """Check the text is a valid genix config that builds (model and the Boot × Java rule;
    ``${ENV}`` references left unresolved). A failure is a bug in genix, not in the project."""
    from pydantic import ValidationError

    from dbjavagenix.config.load import LoadedConfig
    from dbjavagenix.config.model import Config
    from dbjavagenix.config.tomlparse import parse_toml
    from dbjavagenix.errors import GenixError
    from dbjavagenix.javaproject.targets import targets_for
    from dbjavagenix.javaproject.versions import versions_of

    try:
        config = Config.model_validate(parse_toml(text, path))
        project = versions_of(info.facts) if info is not None else None
        targets_for(LoadedConfig(config=config, path=path.resolve(), text=text), project)
    except (ValidationError, GenixError) as e:
        raise AssertionError(f"init --from-project wrote an invalid config: {e}") from e


def from_project(
    start: Path,
    config_path: Path,
    *,
    profiles: list[str] | None = None,
    url: str | None = None,
    package: str | None = None,
    prefer: str | None = None,
) -> tuple[str, Suggested, ProjectInfo]:
    """The config text for the project at or above ``start`` (nothing is written here)."""
    config_dir = config_path.resolve().parent
    info = inspect_project(start, profiles=profiles, config_dir=config_dir, prefer=prefer)
    s = suggest(info, config_dir, url=url, package=package)
    text = config_text(s, info)
    validate_text(text, config_path, info)
    return text, s, info
