"""The team's conventions, found in an existing code base for ``genix init --from-project``: the
base entity, the base controller, the response and page wrappers with their factory methods,
the logic-delete column and values (``mybatis-plus.global-config.db-config`` or the mapper XML),
the module of each layer and the permission annotations of the controllers.

Everything here is a suggestion: ``init`` writes it as commented TOML with where it was found.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from dbjavagenix.javaproject.javasource import STEREOTYPES
from dbjavagenix.javaproject.sources import SourceIndex

_WRAPPER_NAMES = (
    "AjaxResult",
    "CommonResult",
    "Result",
    "R",
    "ApiResult",
    "ResponseResult",
    "ResultVO",
    "RestResult",
)
_PAGE_NAMES = ("TableDataInfo", "PageResult", "PageResp", "PageVO", "PageInfo", "Pager")
_LAYER_PACKAGES = {
    "entity": ("domain", "entity", "model", "dataobject", "po", "pojo"),
    "mapper": ("mapper", "dao"),
    "service": ("service",),
    "service_impl": ("impl",),
    "controller": ("controller", "rest", "web"),
}
_NOT_ENTITY = frozenset(
    {"dto", "vo", "bo", "query", "criteria", "form", "req", "resp", "request", "response", "enums", "model"}
)
"""Package names of request/response types next to the entities (not where entities go)."""
_OPS = {
    "list": "list",
    "query": "get",
    "get": "get",
    "detail": "get",
    "info": "get",
    "add": "create",
    "create": "create",
    "save": "create",
    "insert": "create",
    "edit": "update",
    "update": "update",
    "modify": "update",
    "remove": "delete",
    "del": "delete",
    "delete": "delete",
}
_PERMISSION_RE = re.compile(r"@PreAuthorize\(\s*\"(@?\w+\.\w+)\('([^']+)'\)\"\s*\)")
_LOG_RE = re.compile(r"@Log\(\s*title\s*=\s*\"[^\"]*\"\s*,\s*businessType\s*=\s*(\w+)\.(\w+)\s*\)")
_DEL_RE = re.compile(
    r"(?is)\bupdate\s+\w+\s+set\s+(\w*del\w*|\w*deleted\w*)\s*=\s*('?)(\w+)\2.*?(?:where|</update>)"
)
_LIVE_RE = re.compile(r"(?i)\b(?:\w+\.)?(\w*del\w*|\w*deleted\w*)\s*=\s*('?)(\w+)\2")


@dataclass(frozen=True)
class Found:
    """One suggestion: the TOML lines and where the facts come from."""

    lines: tuple[str, ...]
    reason: str


@dataclass
class Suggestions:
    """What ``init --from-project`` found, section by section."""

    layers: dict[str, dict[str, str | list[str]]] = field(default_factory=dict)
    rules: list[Found] = field(default_factory=list)
    api: list[Found] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    root: str | None = None
    """The project root (relative to the config) when layers go to several modules: the
    output root the layout's modules are under."""
    mapper_module: str | None = None
    """The module of the mappers (where the mapper XML goes too)."""

    def text(self) -> str:
        """The commented TOML block (empty when nothing was found)."""
        out: list[str] = []
        if self.reasons:
            out.append("# The project's conventions, as genix found them (uncomment to follow them):")
            out += [f"#   {r}" for r in self.reasons]
        for f in self.rules:
            out += ["#", *(f"# {line}" for line in f.lines)]
        if self.layers and self.root is None:
            out.append("#")
            for layer, keys in self.layers.items():
                out.append(f"# [layers.{layer}]")
                for k, v in keys.items():
                    out.append(f"# {k} = {_toml(v)}")
        for f in self.api:
            out += ["#", *(f"# {line}" for line in f.lines)]
        return "\n".join(out) + "\n" if out else ""

    def layout_text(self) -> str:
        """A reactor's layout as settings (empty for a single module): per layer its ``module``
        and ``package``, its other suggestions (``extends``) commented in the same table."""
        if self.root is None or not self.layers:
            return ""
        out = ["# the modules and packages of the project's own classes, per layer (see above)"]
        for layer, keys in self.layers.items():
            out.append(f"[layers.{layer}]")
            for k, v in keys.items():
                out.append(f"{'' if k in ('module', 'package') else '# '}{k} = {_toml(v)}")
        home = next(
            (
                str(self.layers[k]["module"])
                for k in ("service_impl", "mapper")
                if "module" in self.layers.get(k, {})
            ),
            None,
        )
        if home is not None:
            out += [
                "# genix's shared classes (error handler, RowChanges): beside the services that use them",
                "[layers.common]",
                f"module = {_toml(home)}",
            ]
        return "\n".join(out) + "\n"


def _toml(value: str | list[str]) -> str:
    import json

    if isinstance(value, list):
        return "[" + ", ".join(json.dumps(v, ensure_ascii=False) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def _top_types(index: SourceIndex) -> list[tuple[str, str, str, tuple[str, ...], tuple[str, ...]]]:
    """(path, package, name, annotations, supertypes) of every top-level type."""
    return [(p, pkg, t.name, t.annotations, t.supertypes) for p, t, pkg in index.types() if t.top]


def _module_of(path: str) -> str:
    head = path.split("/src/main/java/", 1)[0] if "/src/main/java/" in path else ""
    return "" if path.startswith("src/main/java/") else head


def find_conventions(
    index: SourceIndex, root: Path, app_module: Path, base_package: str, mybatis_yml: dict[str, str]
) -> Suggestions:
    """Everything found in ``index`` (the sources of the reactor at ``root``); ``mybatis_yml``:
    the ``mybatis-plus.global-config.db-config`` settings of the application (relaxed-binding
    keys: ``logicdeletefield``, ``logicdeletevalue``, ``logicnotdeletevalue``)."""
    s = Suggestions()
    types = _top_types(index)
    by_fqn = {f"{pkg}.{name}" if pkg else name: (path, pkg, name) for path, pkg, name, _, _ in types}

    # base entity: the project class most entities extend
    entity_parents = Counter(
        st
        for path, pkg, _, _, sts in types
        for st in sts
        if st in by_fqn and pkg.rsplit(".", 1)[-1] in _LAYER_PACKAGES["entity"]
    )
    models = _table_models(index, types)
    base = next(
        (
            fqn
            for fqn, n in sorted(entity_parents.items(), key=lambda kv: (-kv[1], "Base" not in kv[0], kv[0]))
            if n >= 2 and "controller" not in fqn.lower() and fqn not in models
        ),
        None,
    )
    # base controller: the project class most controllers extend
    ctrl_parents = Counter(
        st for path, pkg, name, anns, sts in types for st in sts if st in by_fqn and "RestController" in anns
    )
    base_ctrl = next((fqn for fqn, n in ctrl_parents.most_common() if n >= 2), None)

    # modules and packages of each layer (new code goes where the team's is)
    app_rel = (
        app_module.resolve().relative_to(root.resolve()).as_posix()
        if app_module.resolve() != root.resolve()
        else ""
    )
    # another application's module is no place for this application's code (it cannot see it)
    other_apps = {_module_of(path) for path, _, _, anns, _ in types if "SpringBootApplication" in anns} - {
        app_rel
    }
    pairs: dict[str, Counter[tuple[str, str]]] = {k: Counter() for k in _LAYER_PACKAGES}
    for path, t, pkg in index.types():
        if t.top and _module_of(path) not in other_apps:
            layer = _layer_of(t.name, t.kind, t.annotations, pkg)
            if layer is not None:
                pairs[layer][(_module_of(path), pkg)] += 1
    chosen = {k: _pick(c, pairs["mapper"]) for k, c in pairs.items() if c}
    multi = any(module != app_rel for module, _ in chosen.values())
    defaults = {
        "entity": "entity",
        "mapper": "mapper",
        "service": "service",
        "service_impl": "service.impl",
        "controller": "controller",
    }
    if chosen:
        if multi:
            s.root = _rel(root)
        for layer, (module, pkg) in chosen.items():
            keys: dict[str, str | list[str]] = {}
            if module and multi:
                keys["module"] = module
            sub = _sub_package(pkg, base_package)
            if sub != defaults[layer]:
                keys["package"] = sub
            if keys:
                s.layers[layer] = keys
        s.mapper_module = (
            chosen["mapper"][0] if multi and "mapper" in chosen and chosen["mapper"][0] else None
        )
        s.reasons.append(
            "layers: the modules and packages of the project's own "
            + ", ".join(f"{k} ({m or '.'}: {p})" for k, (m, p) in chosen.items())
        )
    if base is not None:
        s.layers.setdefault("entity", {})["extends"] = base
        s.reasons.append(
            f"base entity {base}: extended by {entity_parents[base]} entities ({by_fqn[base][0]})"
        )
    if base_ctrl is not None:
        s.layers.setdefault("controller", {})["extends"] = base_ctrl
        s.reasons.append(f"base controller {base_ctrl}: extended by {ctrl_parents[base_ctrl]} controllers")

    # wrappers: the project's result / page classes the controllers use most
    imports = _controller_imports(index)
    result = _most_used(by_fqn, imports, _WRAPPER_NAMES)
    page = _most_used(by_fqn, imports, _PAGE_NAMES)
    if result is not None:
        lines = ["[api.result]", f'class = "{result}"']
        body = index.body(result)
        methods = set(body[1].methods) if body else set()
        for name in ("success", "ok", "succeed"):
            if f"{name}/1" in methods:
                lines.append(f'ok = "{{class}}.{name}({{value}})"')
                if f"{name}/0" in methods:
                    lines.append(f'ok_empty = "{{class}}.{name}()"')
                break
        for name in ("error", "fail", "failed"):
            if f"{name}/2" in methods:
                lines.append(f'error = "{{class}}.{name}({{code}}, {{message}})"')
                break
        s.api.append(Found(tuple(lines), f"response wrapper {result}"))
        s.reasons.append(f"response wrapper {result}: used by {imports[result]} controllers")
    style = _api_style(index)
    if result is None and "response_entity = false" not in style:
        s.api.append(Found(("[api.result]", 'class = "none"'), "no response wrapper"))
        s.reasons.append("no response wrapper: the controllers answer ResponseEntity<T>")
    if page is not None:
        lines = ["[api.page]", f'class = "{page}"']
        body = index.body(page)
        if body is not None:
            cls = body[1]
            two = cls.name + "/2" in cls.methods or (
                "AllArgsConstructor" in cls.annotations
                and len([f for f in cls.fields if "static" not in f.modifiers]) == 2
            )
            if two:
                lines.append('of = "new {class}' + ("<>" if cls.generic else "") + '({items}, {total})"')
        if base_ctrl is not None:
            body = index.body(base_ctrl)
            methods = set(body[1].methods) if body else set()
            if "startPage/0" in methods and "getDataTable/1" in methods:
                lines = [
                    *lines[:2],
                    'of = "getDataTable({items})"',
                    'paging = "pagehelper"',
                    'start = "startPage()"',
                ]
        s.api.append(Found(tuple(lines), f"page type {page}"))
        s.reasons.append(f"page type {page}: used by {imports[page]} controllers")

    # per-operation annotations of the controllers, the list path, ResponseEntity or not
    s.api += _annotations(index, style)
    secrets = _secrets(index, pairs["entity"])
    if secrets is not None:
        s.rules.append(secrets)
        s.reasons.append(secrets.reason)
    # logic delete
    found = _logic_delete(root, mybatis_yml)
    if found is not None:
        s.rules.append(found)
        s.reasons.append(found.reason)
    return s


def _table_models(
    index: SourceIndex, types: list[tuple[str, str, str, tuple[str, ...], tuple[str, ...]]]
) -> set[str]:
    """The team's classes that are themselves the model of a table (an ``@TableName`` /
    ``@Table`` entity, or a class with a mapper of its own name: ``PmsProduct`` and
    ``PmsProductMapper``): classes extending one are views of that table (``CartProduct extends
    PmsProduct``), not entities sharing a base class."""
    mapped = {
        f"{facts.package}.{cls}" if facts.package else cls
        for facts in index.files.values()
        for cls, _, _ in facts.tables
    }
    mappers = {name for _, _, name, _, _ in types if name.endswith(("Mapper", "Dao", "DAO"))}
    for _, pkg, name, _, _ in types:
        if f"{name}Mapper" in mappers or f"{name}Dao" in mappers or f"{name}DAO" in mappers:
            mapped.add(f"{pkg}.{name}" if pkg else name)
    return mapped


def _layer_of(name: str, kind: str, annotations: tuple[str, ...], package: str) -> str | None:
    """Which layer a class of the team's belongs to, by its annotations and package."""
    segments = set(package.split("."))
    if "RestController" in annotations or "Controller" in annotations:
        return "controller"
    if kind == "class" and ("Service" in annotations or (name.endswith("Impl") and "impl" in segments)):
        return "service_impl"
    if kind == "interface" and package.rsplit(".", 1)[-1] == "service":
        return "service"
    if kind == "interface" and ("Mapper" in annotations or segments & {"mapper", "dao"}):
        return "mapper"
    last = package.rsplit(".", 1)[-1]
    if (
        kind == "class"
        and segments & set(_LAYER_PACKAGES["entity"])
        and last not in _NOT_ENTITY
        and not STEREOTYPES & set(annotations)
    ):
        return "entity"
    return None


def _pick(counts: Counter[tuple[str, str]], mappers: Counter[tuple[str, str]]) -> tuple[str, str]:
    """The (module, package) most classes of a layer are in; ties go to the mappers' module (what
    the mapper XML must see)."""
    mapper_modules = Counter(m for (m, _), n in mappers.items() for _ in range(n))
    return max(counts, key=lambda mp: (counts[mp], mapper_modules[mp[0]], mp))


def _rel(root: Path) -> str:
    import os

    try:
        return os.path.relpath(root)
    except ValueError:
        return str(root)


def _sub_package(pkg: str, base: str) -> str:
    if pkg == base:
        return ""
    if pkg.startswith(base + "."):
        return pkg[len(base) + 1 :]
    return "." + pkg


def _controller_imports(index: SourceIndex) -> Counter[str]:
    """How many controllers name each class (by import or package), read from their text."""
    out: Counter[str] = Counter()
    for path, facts in index.files.items():
        if not any("RestController" in t.annotations or "Controller" in t.annotations for t in facts.types):
            continue
        try:
            text = (index.root / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for m in re.finditer(r"^\s*import\s+([\w.]+)\s*;", text, re.M):
            out[m.group(1)] += 1
    return out


def _most_used(
    by_fqn: dict[str, tuple[str, str, str]], imports: Counter[str], names: Iterable[str]
) -> str | None:
    wanted = set(names)
    candidates = [
        (imports[fqn], fqn) for fqn, (_, _, name) in by_fqn.items() if name in wanted and imports[fqn]
    ]
    return max(candidates)[1] if candidates else None


def _api_style(index: SourceIndex) -> list[str]:
    """``[api]`` keys from how the controllers answer: ``ResponseEntity`` or the wrapper itself,
    a ``/list`` sub-path for lists."""
    entity = plain = lists = 0
    for path, facts in index.files.items():
        if not any("RestController" in t.annotations for t in facts.types):
            continue
        try:
            text = (index.root / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        entity += len(re.findall(r"\bpublic\s+ResponseEntity\b", text))
        plain += len(re.findall(r"\bpublic\s+(?!ResponseEntity\b)[A-Z]\w*(?:<[^>]*>)?\s+\w+\s*\(", text))
        lists += len(re.findall(r"@GetMapping\(\s*(?:value\s*=\s*)?\"/list\"", text))
    out = []
    if plain > 2 * entity:
        out.append("response_entity = false")
    if lists >= 3:
        out.append('list_path = "/list"')
    return out


def _annotations(index: SourceIndex, style: list[str]) -> list[Found]:
    perms: Counter[tuple[str, int, str]] = Counter()
    ops: dict[str, Counter[str]] = {}
    logs: Counter[str] = Counter()
    log_import = enum_import = None
    for path, facts in index.files.items():
        if not any("RestController" in t.annotations for t in facts.types):
            continue
        try:
            text = (index.root / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for m in _PERMISSION_RE.finditer(text):
            parts = m.group(2).split(":")
            perms[(m.group(1), len(parts), parts[0] if len(parts) == 3 else "")] += 1
            op = _OPS.get(parts[-1].lower())
            if op is not None:
                ops.setdefault(op, Counter())[parts[-1]] += 1
        for m in _LOG_RE.finditer(text):
            logs[m.group(1)] += 1
            li = re.search(r"^\s*import\s+([\w.]+\.Log)\s*;", text, re.M)
            ei = re.search(rf"^\s*import\s+([\w.]+\.{m.group(1)})\s*;", text, re.M)
            log_import = log_import or (li.group(1) if li else None)
            enum_import = enum_import or (ei.group(1) if ei else None)
    if not perms:
        return [Found(("[api]", *style), "how the controllers answer")] if style else []
    (checker, nparts, module), count = perms.most_common(1)[0]
    prefix = "{module}:{entity:lower}:" if nparts == 3 else "{entity:lower}:"
    lines = ["[api.annotations]"]
    for op in ("list", "get", "create", "update", "delete"):
        word = ops[op].most_common(1)[0][0] if op in ops else op
        anns = [f"@PreAuthorize(\\\"{checker}('{prefix}{word}')\\\")"]
        if logs and log_import and enum_import and op in ("create", "update", "delete"):
            enum = enum_import.rsplit(".", 1)[1]
            kind = {"create": "INSERT", "update": "UPDATE", "delete": "DELETE"}[op]
            anns.append(f'@Log(title = \\"{{title}}\\", businessType = {enum}.{kind})')
        lines.append(f"{op} = [" + ", ".join(f'"{a}"' for a in anns) + "]")
    found = [Found(tuple(lines), f"permission checks {checker}('{prefix}...') on {count} endpoints")]
    api = ["[api]", *style]
    if module:
        api.append(f'module = "{module}"')
    if logs and log_import and enum_import:
        api.append(f'imports = ["{log_import}", "{enum_import}"]')
    if len(api) > 1:
        found.insert(0, Found(tuple(api), "annotation imports"))
    return found


_SECRET_RE = re.compile(r"(?i)\bprivate\s+String\s+(\w*?(password|passwd|pwd|salt|secret|token)\w*)\s*[;=]")


def _secrets(index: SourceIndex, entities: Counter[tuple[str, str]]) -> Found | None:
    """Entity fields that hold secrets (``password``, ``salt``, ``token`` ...): a sensitive rule."""
    packages = {pkg for _, pkg in entities}
    words: Counter[str] = Counter()
    where: list[str] = []
    for path, facts in index.files.items():
        if facts.package not in packages:
            continue
        try:
            text = (index.root / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for m in _SECRET_RE.finditer(text):
            words[m.group(2).lower()] += 1
            where.append(f"{path.rsplit('/', 1)[-1][:-5]}.{m.group(1)}")
    if not words:
        return None
    lines = ("[rules.secrets]", f'regex = "{"|".join(sorted(words))}"', "sensitive = true")
    return Found(lines, "write-only secrets: " + ", ".join(where[:4]) + (" ..." if len(where) > 4 else ""))


def _logic_delete(root: Path, yml: dict[str, str]) -> Found | None:
    field_name = yml.get("logicdeletefield")
    if field_name:
        column = re.sub(r"(?<!^)([A-Z])", r"_\1", field_name).lower()
        deleted = yml.get("logicdeletevalue", "1")
        live = yml.get("logicnotdeletevalue", "0")
        lines = (
            "[rules.deleted]",
            f'columns = ["{column}"]',
            'role = "logic-delete"',
            f'deleted = "{deleted}"',
            f'not_deleted = "{live}"',
        )
        return Found(
            lines,
            f"logic delete {column} ({deleted} deleted, {live} exists): mybatis-plus.global-config.db-config",
        )
    deletes: Counter[tuple[str, str]] = Counter()
    lives: Counter[tuple[str, str]] = Counter()
    for xml in root.glob("**/src/main/resources/**/*.xml"):
        if "node_modules" in xml.parts or "target" in xml.parts:
            continue
        try:
            text = xml.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if "<mapper" not in text:
            continue
        for m in _DEL_RE.finditer(text):
            deletes[(m.group(1).lower(), m.group(3))] += 1
        for m in _LIVE_RE.finditer(text):
            lives[(m.group(1).lower(), m.group(3))] += 1
    if not deletes:
        return None
    (column, deleted), n = deletes.most_common(1)[0]
    live_values = Counter({v: c for (col, v), c in lives.items() if col == column and v != deleted})
    if not live_values:
        return None
    live = live_values.most_common(1)[0][0]
    lines = (
        "[rules.deleted]",
        f'columns = ["{column}"]',
        'role = "logic-delete"',
        f'deleted = "{deleted}"',
        f'not_deleted = "{live}"',
    )
    return Found(
        lines, f"logic delete {column} ('{deleted}' deleted, '{live}' exists): {n} mapper XML statements"
    )
