"""Layers: the category's defaults merged with ``[layers.LAYER]`` and per-table switches, plus
the package and output-path rules."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from dbjavagenix.categories.common import JAVA_FILE, JAVA_ROOT, OPENAPI_YAML, RESOURCES_ROOT
from dbjavagenix.categories.spec import CategorySpec, LayerSpec
from dbjavagenix.config.model import Config, TableConfig
from dbjavagenix.errors import ConfigError, Diagnostic, KeyPath, Location, OutputError


@dataclass(frozen=True)
class Layer:
    """A layer as configured for this project."""

    layer: str
    id: str
    template: str
    path: str
    policy: str
    package: str | None
    class_name: str
    per_table: bool
    enabled: bool
    common_key: str | None
    custom: bool
    """Defined by the user's config rather than the category."""
    module: str = ""
    """The module folder (under the project root) its files go to; empty: the root."""
    extends: str | None = None
    """Superclass of its classes (``[layers.LAYER] extends``)."""

    @property
    def whole(self) -> bool:
        """One file for the whole project that is no shared class: its template sees every
        table (``FileContext.tables``)."""
        return not self.per_table and self.common_key is None


def resolve_layers(
    config: Config, category: CategorySpec, problems: list[Diagnostic] | None = None
) -> tuple[Layer, ...]:
    """Category layers with config overrides applied, then the user's own layers. A layer of
    your own without a template is an error (with ``problems``: added there, the layer left out)."""
    out: list[Layer] = []
    diags: list[Diagnostic] = []
    for spec in category.layers:
        lc = config.layers.get(spec.layer)
        default_on = bool(getattr(config.project, spec.requires)) if spec.requires else True
        if spec.when is not None:
            default_on = default_on and spec.when(config)
        merged = _merge(spec, lc, default_on)
        followed = config.layers.get(spec.follows) if spec.follows else None
        if followed is not None:
            if (lc is None or lc.module is None) and followed.module:
                merged = replace(merged, module=followed.module.strip("/"))
            if (lc is None or lc.package is None) and followed.package is not None:
                merged = replace(merged, package=followed.package)
        out.append(merged)
    common = config.layers.get("common")
    if common is not None:
        for k in ("template", "class_name"):
            if getattr(common, k) is not None:
                diags.append(
                    Diagnostic(
                        f"[layers.common] {k} is not used: the common layer is several files",
                        Location(key=("layers", "common", k)),
                        "shadow one shared class with a file of the same name in your template folder "
                        "(project.templates), or leave it out with omit = [...]",
                    )
                )
    builtin = set(category.layer_names())
    bad_paths: set[str] = set()
    for name, lc in sorted(config.layers.items()):
        if lc.path is not None:
            found = next((s for s in category.layers if s.layer == name), None)
            default = found.path if found is not None else _custom_default_path(lc.package, lc.template)
            # a layer of your own without a package or a template extension (`x.jinja`) may
            # write any kind of file
            ext = (
                file_extension(default)
                if found is not None or lc.package is not None
                else _inner(lc.template)
            )
            if name == "openapi" and lc.path.endswith(OPENAPI_YAML):  # the document as YAML
                ext = "." + lc.path.rsplit(".", 1)[-1]
            problem = path_pattern_problem(lc.path, ext)
            if problem is not None:
                bad_paths.add(name)
                diags.append(
                    Diagnostic(
                        f"path pattern {lc.path!r} {problem}",
                        Location(key=("layers", name, "path")),
                        "placeholders: "
                        + ", ".join("{" + k + "}" for k in PATH_PLACEHOLDERS)
                        + (f"; the file name ends in {ext}" if ext else "")
                        + (" (or .yaml, .yml for YAML)" if name == "openapi" else "")
                        + f" (the default: {default})",
                    )
                )
        if name == "openapi" and lc.enabled and config.project.openapi != "springdoc":
            diags.append(
                Diagnostic(
                    f"openapi.json documents the API as springdoc serves it; this project's "
                    f"annotations are openapi = {config.project.openapi!r}",
                    Location(key=("layers", name, "enabled")),
                    'set [project] openapi = "springdoc", or leave the layer off',
                )
            )
        if lc.per_table is not None and name in builtin:
            diags.append(
                Diagnostic(
                    f"per_table is not a setting of the built-in layer {name!r}",
                    Location(key=("layers", name, "per_table")),
                    "per_table = false makes a layer of your own one file for the whole project; "
                    "give it a name of its own and a template",
                )
            )
        if lc.class_name is not None:
            problem = class_pattern_problem(
                lc.class_name, per_table=lc.per_table is not False or name in builtin
            )
            if problem is not None:
                diags.append(
                    Diagnostic(
                        f"class name pattern {lc.class_name!r} {problem}",
                        Location(key=("layers", name, "class_name")),
                        "write the table's class stem as {class}: `{class}Mapper`, `Base{class}`",
                    )
                )
    for name, lc in sorted(config.layers.items()):
        if name in builtin:
            continue
        missing = [k for k in ("template",) if getattr(lc, k) is None]
        if missing:
            close = difflib.get_close_matches(name, sorted(builtin), n=1, cutoff=0.6)
            hint = (f"did you mean `{close[0]}`? " if close else "") + (
                "a layer of your own needs `template` (and usually `path`, `package`, `class_name`)"
            )
            diags.append(
                Diagnostic(
                    f"{name!r} is not a layer of category {category.name!r} and has no template",
                    Location(key=("layers", name)),
                    hint,
                )
            )
            continue
        package = lc.package
        default_path = _custom_default_path(package, lc.template)
        per_table = lc.per_table is not False
        pascal = "".join(w[:1].upper() + w[1:] for w in name.replace("-", "_").split("_"))
        out.append(
            Layer(
                layer=name,
                id=name,
                template=lc.template or "",
                path=lc.path or default_path,
                policy=lc.policy or "merge",
                package=package,
                class_name=lc.class_name
                or ("{class}" + name[:1].upper() + name[1:] if per_table else pascal),
                per_table=per_table,
                enabled=lc.enabled if lc.enabled is not None else True,
                common_key=None,
                custom=True,
                module=(lc.module or "").strip("/"),
                extends=lc.extends,
            )
        )
    if bad_paths:  # the default path instead, so that later checks do not trip over the bad one
        defaults = {spec.id: spec.path for spec in category.layers}
        out = [
            replace(la, path=defaults.get(la.id) or _custom_default_path(la.package, la.template))
            if la.layer in bad_paths
            else la
            for la in out
        ]
    front = config.frontend.path.strip("/")  # one value for the whole project
    out = [replace(la, path=la.path.replace("{frontend_root}", front)) for la in out]
    if diags:
        if problems is None:
            raise ConfigError(diagnostics=diags)
        problems.extend(diags)
    return tuple(out)


PATH_PLACEHOLDERS = (
    "java_root",
    "resources_root",
    "frontend_root",
    "package_path",
    "class_name",
    "table",
    "group_path",
    "group",
    "layer",
)
"""The placeholders of a layer's ``path`` pattern (see :func:`output_path`)."""


def _custom_default_path(package: str | None, template: str | None) -> str:
    """The default path of a layer of your own: a Java class when it has a package, else a file
    under the resources named by its template's inner extension (``x.yml.jinja`` → ``.yml``)."""
    if package is not None:
        return JAVA_FILE
    return "{resources_root}/{layer}/{class_name}" + (_inner(template) or ".txt")


def _inner(template: str | None) -> str:
    """The extension a template's name gives its files (``x.yml.jinja`` → ``.yml``), or ''."""
    return Path((template or "").removesuffix(".jinja")).suffix


def file_extension(path: str) -> str:
    """The extension of a path pattern's file name (``.java``, ``.xml``), or ''."""
    name = path.rsplit("/", 1)[-1]
    stem, dot, ext = name.rpartition(".")
    return f".{ext}" if dot and stem and ext else ""


def path_pattern_problem(pattern: str, extension: str) -> str | None:
    """Why a layer's ``path`` pattern cannot name the layer's files, or None: placeholders are
    plain known names (``{class_name}``, not ``{class_name.__class__}`` or ``{table[0]}``), and
    the file name ends in the layer's ``extension`` (``.java``: a Java class in a file without
    it does not compile)."""
    import string

    try:
        fields = list(string.Formatter().parse(pattern))
    except ValueError as e:
        return f"has a stray brace ({e}; write a literal brace as {{{{ or }}}})"
    for _, name, spec, conversion in fields:
        if name is None:
            continue
        if name not in PATH_PLACEHOLDERS or spec or conversion:
            shown = name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            return f"has the placeholder {{{shown}}}, which is not one of genix's (plain names only)"
    if extension and not pattern.endswith(extension):
        return f"does not end in {extension}, the extension of the layer's files"
    if extension == ".java" and pattern.rsplit("/", 1)[-1] != "{class_name}.java":
        return "does not name the file {class_name}.java (javac wants a public class in a file of its name)"
    return None


def class_pattern_problem(pattern: str, per_table: bool = True) -> str | None:
    """Why a ``class_name`` pattern cannot name one class per table (``per_table``), or the one
    class of a layer of one file per project (a plain name: no placeholder), or None."""
    import re

    if not per_table:
        if "{" in pattern or "}" in pattern:
            return "has a placeholder or a brace: a layer with per_table = false makes one file, named as written"
        return None
    unknown = [m for m in re.findall(r"\{([^{}]*)\}", pattern) if m != "class"]
    if unknown:
        return f"has an unknown placeholder {{{unknown[0]}}} (the only one is {{class}})"
    if "{class}" not in pattern:
        return "has no {class}: every table would get the same class"
    if "{" in pattern.replace("{class}", "") or "}" in pattern.replace("{class}", ""):
        return "has a stray brace"
    return None


def _merge(spec: LayerSpec, lc: object, default_on: bool = True) -> Layer:
    from dbjavagenix.config.model import LayerConfig

    c = lc if isinstance(lc, LayerConfig) else LayerConfig()
    return Layer(
        layer=spec.layer,
        id=spec.id,
        # a template override only applies to per-table layers (shared files keep theirs; a
        # template or class_name under [layers.common] is refused by resolve_layers)
        template=c.template if c.template and spec.per_table else spec.template,
        path=c.path if c.path else spec.path,
        policy=c.policy or spec.policy,
        package=c.package if c.package is not None else spec.package,
        class_name=c.class_name if c.class_name and spec.per_table else spec.class_name,
        per_table=spec.per_table,
        enabled=c.enabled if c.enabled is not None else default_on,
        common_key=spec.common_key,
        custom=False,
        module=(c.module or "").strip("/"),
        extends=c.extends,
    )


def check_table_layers(
    overrides: Mapping[str, TableConfig], layers: tuple[Layer, ...], problems: list[Diagnostic] | None = None
) -> None:
    """``[tables.T] layers = {...}`` may only name existing per-table layers."""
    names = sorted({la.layer for la in layers if la.per_table})
    diags = []
    for table, tc in overrides.items():
        for layer in tc.layers:
            if layer not in names:
                close = difflib.get_close_matches(layer, names, n=1, cutoff=0.6)
                diags.append(
                    Diagnostic(
                        f"no layer named {layer!r}",
                        Location(key=("tables", table, "layers", layer)),
                        f"did you mean `{close[0]}`?" if close else "layers: " + ", ".join(names),
                    )
                )
    if diags:
        if problems is None:
            raise ConfigError(diagnostics=diags)
        problems.extend(diags)


def package_of(base: str, layer_package: str, group: str) -> str:
    """Java package of a layer's class: ``base.layer[.group]``; a leading ``.`` makes the layer
    package absolute."""
    pkg = (
        layer_package[1:]
        if layer_package.startswith(".")
        else f"{base}.{layer_package}"
        if layer_package
        else base
    )
    return f"{pkg}.{group}" if group else pkg


def output_path(
    pattern: str,
    *,
    package: str | None,
    class_name: str,
    table: str,
    group: str,
    layer: str,
    key: KeyPath,
    module: str = "",
) -> str:
    """Expand a path pattern (under the layer's ``module`` folder); the result must stay inside
    the output root."""
    values = {
        "java_root": JAVA_ROOT,
        "resources_root": RESOURCES_ROOT,
        "package_path": (package or "").replace(".", "/"),
        "class_name": class_name,
        "table": table,
        "group_path": f"{group}/" if group else "",
        "group": group,
        "layer": layer,
    }
    try:
        raw = pattern.format(**values)
    except (KeyError, IndexError, ValueError) as e:
        raise ConfigError(
            f"bad path pattern {pattern!r}: unknown placeholder {e}",
            location=Location(key=key),
            hint="placeholders: " + ", ".join("{" + k + "}" for k in values),
        ) from None
    if module:
        raw = f"{module}/{raw}"
    return check_relative(raw, key)


def check_modules(config: Config, root: Path) -> None:
    """Every ``[layers.X] module`` is a folder inside the project root ``root``."""
    diags = []
    for name, lc in sorted(config.layers.items()):
        if lc.module is None:
            continue
        key: KeyPath = ("layers", name, "module")
        raw = lc.module.replace("\\", "/")
        parts = [x for x in raw.split("/") if x not in ("", ".")]
        if raw.startswith("/") or (len(raw) > 1 and raw[1] == ":") or ".." in parts or not parts:
            diags.append(
                Diagnostic(
                    f"module {lc.module!r} is outside the project root {root}",
                    Location(key=key),
                    'name a folder under project.output (the folder holding the modules), e.g. module = "ruoyi-system"',
                )
            )
            continue
        folder = root / "/".join(parts)
        resolved = folder.resolve()
        if not resolved.is_relative_to(root.resolve()):
            diags.append(
                Diagnostic(
                    f"module {lc.module!r} leads outside the project root {root} (a symbolic link)",
                    Location(key=key),
                    "name a folder under project.output",
                )
            )
        elif not folder.is_dir():
            subs = (
                sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
                if root.is_dir()
                else []
            )
            close = difflib.get_close_matches(parts[-1], subs, n=1, cutoff=0.6)
            diags.append(
                Diagnostic(
                    f"module folder {lc.module!r} does not exist under the project root {root}",
                    Location(key=key),
                    (f"did you mean `{close[0]}`? " if close else "")
                    + "create the module (with its pom.xml) first, or fix project.output",
                )
            )
    if diags:
        raise ConfigError(diagnostics=diags)


STATE_DIR = ".genix"
"""genix's own folder in the output root (``output.manifest.MANIFEST_DIR``, which resolve may
not import): no generated file goes there."""


def check_relative(raw: str, key: KeyPath) -> str:
    """Normalise a relative output path; reject absolute paths and any ``..`` escape."""
    text = raw.replace("\\", "/")
    parts = [x for x in text.split("/") if x not in ("", ".")]
    if text.startswith("/") or (len(raw) > 1 and raw[1] == ":") or ".." in parts or not parts:
        raise OutputError(
            f"output path {raw!r} escapes the output root",
            location=Location(key=key),
            hint="paths are relative to project.output and may not contain `..` or start with `/`",
        )
    if parts[0].lower() == STATE_DIR:
        raise OutputError(
            f"output path {raw!r} lands in {STATE_DIR}/, where genix keeps its own state",
            location=Location(key=key),
            hint="generated files go anywhere under project.output except .genix/",
        )
    return "/".join(parts)
