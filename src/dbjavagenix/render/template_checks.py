"""Checks of the user's templates, each a located warning about what would otherwise go wrong
silently or far from its cause: a block the parent does not define and text outside any block
(Jinja never renders either: :func:`block_warnings`), a well-known class printed as text (the
generated file gets no import of it, and javac would say "cannot find symbol" there:
:func:`bare_name_warnings`)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable, Mapping
from functools import lru_cache
from pathlib import Path

import jinja2
from jinja2 import nodes

from dbjavagenix.errors import Diagnostic, Location
from dbjavagenix.render.imports import COMMENTS_AND_STRINGS, split_head
from dbjavagenix.resolve.stage.project import FileSpec

WELL_KNOWN: dict[str, str] = {
    **{
        n: "java.util." + n
        for n in (
            "List ArrayList LinkedList Map HashMap LinkedHashMap TreeMap Set HashSet LinkedHashSet "
            "TreeSet Collection Collections Arrays Objects Optional UUID Iterator Comparator"
        ).split()
    },
    **{n: "java.util.stream." + n for n in ("Stream", "Collectors")},
    **{
        n: "java.time." + n
        for n in "LocalDate LocalDateTime LocalTime OffsetDateTime ZonedDateTime Instant Duration".split()
    },
    **{n: "java.math." + n for n in ("BigDecimal", "BigInteger")},
    **{
        n: "org.springframework.web.bind.annotation." + n
        for n in (
            "RestController RequestMapping GetMapping PostMapping PutMapping DeleteMapping PatchMapping "
            "PathVariable RequestBody RequestParam ResponseStatus"
        ).split()
    },
    "ResponseEntity": "org.springframework.http.ResponseEntity",
    "HttpStatus": "org.springframework.http.HttpStatus",
    "Autowired": "org.springframework.beans.factory.annotation.Autowired",
    "Service": "org.springframework.stereotype.Service",
    "Component": "org.springframework.stereotype.Component",
    "Transactional": "org.springframework.transaction.annotation.Transactional",
    "Validated": "org.springframework.validation.annotation.Validated",
    **{n: "{ee}.validation.constraints." + n for n in "NotNull NotBlank Size Min Max Pattern".split()},
    "Valid": "{ee}.validation.Valid",
    **{
        n: "lombok." + n
        for n in "Data Getter Setter Builder NoArgsConstructor AllArgsConstructor RequiredArgsConstructor".split()
    },
    "Mapper": "org.apache.ibatis.annotations.Mapper",
    "Param": "org.apache.ibatis.annotations.Param",
    **{n: "com.baomidou.mybatisplus.annotation." + n for n in ("TableName", "TableId", "TableField")},
    "BaseMapper": "com.baomidou.mybatisplus.core.mapper.BaseMapper",
    "LambdaQueryWrapper": "com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper",
    "QueryWrapper": "com.baomidou.mybatisplus.core.conditions.query.QueryWrapper",
}
"""Simple names of classes templates print most, with their classes (``{ee}``: ``javax`` or
``jakarta``, as the Boot line has it): a user template that prints one as text, not through
``| type``, gets no import of it, and a warning naming the template line (javac would only say
"cannot find symbol" in the generated file)."""

_WELL_KNOWN_RE = re.compile(
    r"(?<![\w$.@])@?(" + "|".join(sorted(WELL_KNOWN, key=len, reverse=True)) + r")(?![\w$])"
)
_DECLARED = re.compile(r"\b(?:class|interface|enum|record)\s+([^\W\d][\w$]*)")


def blank_comments_and_strings(text: str) -> str:
    """``text`` with its Java comments and string literals blanked, lines kept where they were."""
    return COMMENTS_AND_STRINGS.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


def unimported_names(text: str, ee: str) -> dict[str, str]:
    """The names of :data:`WELL_KNOWN` a finished Java file's code uses (comments and string
    literals aside) that it neither imports (one by one or by package) nor declares, each with
    its class."""
    split = split_head(text)
    if split is None:
        return {}
    _head, written, body = split
    imported: set[str] = set()
    packages: set[str] = set()
    for line in written:
        target = line[len("import ") : -1].strip()
        if target.endswith(".*"):
            packages.add(target[:-2])
        else:
            imported.add(target.rpartition(".")[2])
    code = COMMENTS_AND_STRINGS.sub(" ", body)
    declared = set(_DECLARED.findall(code))
    out: dict[str, str] = {}
    for m in _WELL_KNOWN_RE.finditer(code):
        name = m.group(1)
        if name in out or name in imported or name in declared:
            continue
        fqn = WELL_KNOWN[name].replace("{ee}", ee)
        if fqn.rpartition(".")[0] not in packages:
            out[name] = fqn
    return out


@lru_cache(maxsize=256)
def _word(name: str) -> re.Pattern[str]:
    """``name`` as a word of Java code (not part of a longer name, nor after a ``.``)."""
    return re.compile(r"(?<![\w$.])" + re.escape(name) + r"(?![\w$])")


def bare_name_warnings(
    templates: Iterable[tuple[str, nodes.Template]], missing: Mapping[str, str]
) -> tuple[Diagnostic, ...]:
    """One warning per class of ``missing`` (simple name → class) that one of ``templates``
    (the user's files among a template and those it extends: shown file name, syntax tree)
    prints as text, at its first such line. A name only a built-in template prints is not the
    user's to fix (and the goldens prove those)."""
    out: list[Diagnostic] = []
    found: set[str] = set()
    for filename, ast in templates:
        for node in ast.find_all(nodes.TemplateData):
            code = blank_comments_and_strings(node.data)
            for simple, fqn in missing.items():
                m = None if simple in found else _word(simple).search(code)
                if m is None:
                    continue
                found.add(simple)
                out.append(
                    Diagnostic(
                        f"prints {simple} as text: the generated file does not import {fqn} "
                        "(javac: cannot find symbol)",
                        Location(file=filename, line=node.lineno + code.count("\n", 0, m.start())),
                        f'write {{{{ "{fqn}" | type }}}}: it imports the class (or qualifies it '
                        "where the name is taken)",
                    )
                )
    return tuple(out)


def block_warnings(chain: list[tuple[str, nodes.Template, str | None]]) -> tuple[Diagnostic, ...]:
    """Located warnings about the user files of ``chain`` (a template and those it extends,
    child first: name, syntax tree, shown file name or None for a built-in one): a block the
    parent does not define, text outside any block of a template that extends another."""
    out: list[Diagnostic] = []
    for i, (_name, ast, filename) in enumerate(chain[:-1]):
        if filename is None:
            continue
        parents = chain[i + 1 :]
        defined: set[str] = set()
        for _n, parent_ast, _f in parents:
            defined.update(b.name for b in parent_ast.find_all(nodes.Block))
        listed = "blocks: " + ", ".join(sorted(defined)) if defined else "it defines no block"
        blocks, text = _top_level(ast)
        for block in blocks:
            if block.name not in defined:
                close = difflib.get_close_matches(block.name, sorted(defined), n=1, cutoff=0.6)
                out.append(
                    Diagnostic(
                        f"block {block.name!r} is not defined by {parents[0][0]!r} (nor the "
                        "templates it extends): it is never rendered",
                        Location(file=filename, line=block.lineno),
                        (f"did you mean `{close[0]}`? " if close else "") + listed,
                    )
                )
        if text is not None:
            out.append(
                Diagnostic(
                    f"text outside a block of a template that extends {parents[0][0]!r} is never rendered",
                    Location(file=filename, line=text.lineno),
                    "put it into one of the blocks (`{{ super() }}` keeps the parent's text); " + listed,
                )
            )
    return tuple(out)


def _top_level(ast: nodes.Template) -> tuple[list[nodes.Block], nodes.Output | None]:
    """The blocks of a template that are not inside another block (those a child overrides),
    and its first output outside any block that is more than white space. A macro's body and a
    ``{% set %}...{% endset %}`` capture are not output: defining them outside a block is how
    a child template prepares what its blocks print."""
    blocks: list[nodes.Block] = []
    text: list[nodes.Output] = []

    def walk(statements: list[nodes.Node]) -> None:
        for node in statements:
            if isinstance(node, nodes.Block):
                blocks.append(node)
            elif isinstance(node, nodes.Macro | nodes.AssignBlock):
                continue
            elif isinstance(node, nodes.Output):
                if not text and any(
                    not (isinstance(c, nodes.TemplateData) and not c.data.strip()) for c in node.nodes
                ):
                    text.append(node)
            else:
                for attr in ("body", "else_", "elif_"):
                    inner = getattr(node, attr, None)
                    if isinstance(inner, list):
                        walk(inner)

    walk(ast.body)
    return blocks, (text[0] if text else None)


def missing_templates(
    env: jinja2.Environment, search_dirs: Iterable[Path], files: Collection[FileSpec]
) -> list[Diagnostic]:
    """A located problem per template ``files`` name that ``env`` (searching ``search_dirs``)
    does not find."""
    loader = env.loader
    assert loader is not None
    found: list[Diagnostic] = []
    seen: set[str] = set()
    for f in files:
        if f.template in seen:
            continue
        seen.add(f.template)
        try:
            loader.get_source(env, f.template)
        except jinja2.TemplateNotFound:
            found.append(
                Diagnostic(
                    f"template {f.template!r} not found",
                    Location(key=("layers", f.layer, "template")),
                    "searched: " + ", ".join(str(d) for d in search_dirs),
                )
            )
    return found
