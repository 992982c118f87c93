"""Paths the config names (``project.output``, ``[layers.X] path`` and ``module``) with bytes no
file name should hold, placeholders that are not genix's, or a file name a compiler will not
take: each a located error (exit 2, never an internal error), nothing written. Cases are
generated per shape and per layer."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.hostile.harness import Project, same

JAVA = "{java_root}/{package_path}/{class_name}.java"
LAYERS = {
    "entity": JAVA,
    "mapper": JAVA,
    "mapper_xml": "{resources_root}/mapper/{group_path}{class_name}.xml",
    "service": JAVA,
    "service_impl": JAVA,
    "controller": JAVA,
    "list_query_controller": JAVA,
    "common": JAVA,
}
"""The Default category's layers and their default path patterns."""


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string (control characters as ``\\uXXXX``)."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _ext(default: str) -> str:
    return default[default.rindex(".") :]


Shape = Callable[[str], str]
SHAPES: dict[str, tuple[Shape, str]] = {
    "nul": (lambda d: d.replace("{class_name}", "{class_name}\0"), "contains a NUL byte (U+0000)"),
    "newline": (lambda d: d.replace("{class_name}", "x\n{class_name}"), "contains a line break (U+000A)"),
    "tab": (lambda d: d.replace("{class_name}", "\t{class_name}"), "contains a tab (U+0009)"),
    "escape": (lambda d: d.replace("{class_name}", "\x1b[0m{class_name}"), "the control character (U+001B)"),
    "delete": (lambda d: d.replace("{class_name}", "{class_name}\x7f"), "the control character (U+007F)"),
    "trailing space": (lambda d: d + " ", "which starts or ends with a space"),
    "space before a folder": (lambda d: " gen/" + d, "which starts or ends with a space"),
    "space after a folder": (lambda d: "gen /" + d, "which starts or ends with a space"),
    "attribute": (
        lambda d: d.replace("{class_name}", "{class_name.__class__}"),
        "has the placeholder {class_name.__class__}",
    ),
    "index": (lambda d: d.replace("{class_name}", "{class_name[0]}"), "has the placeholder {class_name[0]}"),
    "conversion": (
        lambda d: d.replace("{class_name}", "{class_name!r}"),
        "has the placeholder {class_name!r}",
    ),
    "format spec": (
        lambda d: d.replace("{class_name}", "{class_name:>9}"),
        "has the placeholder {class_name:>9}",
    ),
    "unknown": (lambda d: d.replace("{class_name}", "{klass}"), "has the placeholder {klass}"),
    "stray brace": (lambda d: d.replace("{class_name}", "{class_name"), "has a stray brace"),
    "no extension": (lambda d: d[: d.rindex(".")], "does not end in "),
    "other extension": (lambda d: d[: d.rindex(".")] + ".txt", "does not end in "),
}


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("layer", LAYERS)
def test_layer_path(proj: Project, layer: str, shape: str) -> None:
    make, why = SHAPES[shape]
    default = LAYERS[layer]
    proj.config(f"[layers.{layer}]\npath = {toml_string(make(default))}\n")
    before = proj.tree()
    run = proj.genix("build").expect(2, f"error: genix.toml:9:1: layers.{layer}.path: ", why)
    if shape.endswith("extension"):
        assert f"does not end in {_ext(default)}" in run.text
    assert "internal error" not in run.text
    assert run.text.count("error: ") == 1, run.text  # no second error tripping over the bad path
    same(before, proj.tree())


@pytest.mark.parametrize("layer", [la for la, d in LAYERS.items() if d == JAVA])
def test_java_file_named_after_its_class(proj: Project, layer: str) -> None:
    """javac wants a public class in a file of its name: ``{table}.java`` does not compile."""
    proj.config(f'[layers.{layer}]\npath = "{{java_root}}/{{package_path}}/{{table}}.java"\n')
    before = proj.tree()
    proj.genix("build").expect(2, f"layers.{layer}.path: ", "does not name the file {class_name}.java")
    same(before, proj.tree())


@pytest.mark.parametrize(
    ("layer", "path", "written"),
    [
        (
            "entity",
            "{java_root}/{package_path}/{class_name}.java",
            "src/main/java/com/example/demo/entity/Users.java",
        ),
        (
            "entity",
            "src/gen/java/{package_path}/{class_name}.java",
            "src/gen/java/com/example/demo/entity/Users.java",
        ),
        (
            "mapper_xml",
            "{resources_root}/mybatis/{class_name}.xml",
            "src/main/resources/mybatis/UsersMapper.xml",
        ),
        ("mapper_xml", "{resources_root}/mapper/{table}.xml", "src/main/resources/mapper/users.xml"),
        (
            "controller",
            "{java_root}/{package_path}/{class_name}.java",
            "src/main/java/com/example/demo/controller/UsersController.java",
        ),
    ],
)
def test_good_layer_paths_are_accepted(proj: Project, layer: str, path: str, written: str) -> None:
    proj.config(f'[layers.{layer}]\npath = "{path}"\n')
    proj.genix("build").expect(0)
    assert (proj.root / "out" / written).is_file()


def test_a_layer_of_your_own_writes_what_its_template_says(proj: Project) -> None:
    """A layer of your own without a package: its template's extension (``.md.jinja``), or any
    file when the template name gives none."""
    proj.write("tpl/doc.md.jinja", "# {{ table.name }}\n")
    proj.write("tpl/any.jinja", "{{ table.name }}\n")
    proj.config(
        '[layers.doc]\ntemplate = "doc.md.jinja"\npath = "docs/{table}.txt"\n',
        project='templates = ["tpl"]',
    )
    before = proj.tree()
    proj.genix("build").expect(2, "layers.doc.path: ", "does not end in .md")
    same(before, proj.tree())
    proj.config(
        '[layers.doc]\ntemplate = "doc.md.jinja"\npath = "docs/{table}.md"\n'
        '[layers.any]\ntemplate = "any.jinja"\npath = "docs/{table}.csv"\n',
        project='templates = ["tpl"]',
    )
    proj.genix("build").expect(0)
    assert (proj.root / "out/docs/users.md").read_text(encoding="utf-8") == "# users\n"
    assert (proj.root / "out/docs/users.csv").is_file()


OUTPUTS = {
    "out\0x": "contains a NUL byte (U+0000)",
    "out\nx": "contains a line break (U+000A)",
    "out\rx": "contains a carriage return (U+000D)",
    "out\x1bx": "the control character (U+001B)",
    "out\x85x": "the control character (U+0085)",
    "out ": "which starts or ends with a space",
    " out": "which starts or ends with a space",
    "gen /out": "which starts or ends with a space",
    "gen\\ out": "which starts or ends with a space",
}


@pytest.mark.parametrize("output", OUTPUTS)
@pytest.mark.parametrize("cmd", ["build", "plan", "check"])
def test_project_output(proj: Project, output: str, cmd: str) -> None:
    proj.write(
        "genix.toml",
        f'[project]\nbase_package = "com.example.demo"\noutput = {toml_string(output)}\n'
        '[connections.main]\nurl = "sqlite:///app.db"\n',
    )
    before = proj.tree()
    run = proj.genix(cmd).expect(2, "error: genix.toml:3:1: project.output: path ", OUTPUTS[output])
    assert "internal error" not in run.text
    same(before, proj.tree())


@pytest.mark.parametrize("module", ["app\0", "app\n", " app", "app /x"])
def test_layer_module(proj: Project, module: str) -> None:
    proj.config(f"[layers.entity]\nmodule = {toml_string(module)}\n")
    before = proj.tree()
    proj.genix("build").expect(2, "error: genix.toml:9:1: layers.entity.module: path ")
    same(before, proj.tree())


def test_output_from_the_environment(proj: Project) -> None:
    """The same check when the value comes from GENIX_PROJECT__OUTPUT."""
    proj.config()
    before = proj.tree()
    run = proj.genix("build", env={"GENIX_PROJECT__OUTPUT": "out\tx"})
    run.expect(2, "project.output: path", "contains a tab")
    same(before, proj.tree())


READ_PATHS = {
    "project.templates[0]": ("", 'templates = ["{p}"]', ""),
    "connections.main.snapshot": ('snapshot = "{p}"', "", ""),
    "connections.main.ddl[0]": ('ddl = ["{p}"]\ndialect = "sqlite"', "", ""),
    "connections.main.init_sql": ('url = "sqlite:///new.db"\ninit_sql = "{p}"', "", ""),
}
"""Paths genix reads: (the connection, the [project] lines, the rest) with the path as {p}."""


@pytest.mark.parametrize("text", ["a\\u0000b", "a\\nb", "a\\u001Bb"])
@pytest.mark.parametrize("key", READ_PATHS)
def test_read_path_with_a_control_character(proj: Project, key: str, text: str) -> None:
    """A NUL byte in a file genix reads was an internal error (exit 70) for templates and
    init_sql; spaces stay allowed there (the file exists or not)."""
    connection, project, rest = (part.replace("{p}", text) for part in READ_PATHS[key])
    head = f'[project]\nbase_package = "com.example.demo"\noutput = "out"\n{project}\n'
    if connection.startswith("url"):
        conn = f"[connections.main]\n{connection}\n"
    else:
        conn = (
            f"[connections.main]\n{connection}\n"
            if connection
            else '[connections.main]\nurl = "sqlite:///app.db"\n'
        )
    proj.write("genix.toml", head + conn + rest)
    before = proj.tree()
    run = proj.genix("build").expect(2, f"{key}: path ", "contains ")
    assert "internal error" not in run.text
    same(before, proj.tree())


def test_template_folder_with_spaces_is_read(proj: Project) -> None:
    proj.write("my templates/doc.md.jinja", "# {{ table.name }}\n")
    proj.config(
        '[layers.doc]\ntemplate = "doc.md.jinja"\npath = "docs/{table}.md"\n',
        project='templates = ["my templates"]',
    )
    proj.genix("build").expect(0)
    assert (proj.root / "out/docs/users.md").read_text(encoding="utf-8") == "# users\n"
