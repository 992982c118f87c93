"""The import block: recorded where a class is printed, computed after the body (sorted, without
duplicates, without unused imports, clashes qualified), through the real Jinja environment."""

from __future__ import annotations

import pytest

from dbjavagenix.categories import CATEGORIES
from dbjavagenix.render import imports as imp
from dbjavagenix.render.engine import Renderer


def render(source: str, package: str = "com.acme.web", own: str = "Thing", java: bool = True) -> str:
    """Render template ``source`` the way the renderer does (collector, then the import pass)."""
    env = Renderer(CATEGORIES["Default"]).env
    collector = imp.ImportCollector(package, own, java=java)
    with imp.collecting(collector):
        text = env.from_string(source).render()
    return imp.finish(text, collector) if java else text


def imports_of(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if ln.startswith("import ")]


def test_types_print_simple_names_and_the_block_is_sorted_without_duplicates() -> None:
    out = render(
        "package com.acme.web;\n\n"
        'class Thing { {{ "java.util.Map" | type("java.lang.String", "java.math.BigDecimal[]") }} a;'
        ' {{ "java.util.List<java.time.LocalDate>" | type }} b; {{ "java.util.List" | type }} c; }\n'
    )
    assert "Map<String, BigDecimal[]> a; List<LocalDate> b; List c;" in out
    assert imports_of(out) == [
        "import java.math.BigDecimal;",
        "import java.time.LocalDate;",
        "import java.util.List;",
        "import java.util.Map;",
    ]
    assert out.startswith("package com.acme.web;\n\nimport java.math.BigDecimal;\n")
    assert "import java.util.Map;\n\nclass Thing" in out


def test_java_lang_and_the_own_package_are_not_imported() -> None:
    out = render(
        "package com.acme.web;\n"
        'class Thing { {{ "java.lang.Integer" | type }} a; {{ "com.acme.web.Other" | type }} b;'
        ' {{ "java.lang.reflect.Method" | type }} c; }\n'
    )
    assert "Integer a; Other b; Method c;" in out
    assert imports_of(out) == ["import java.lang.reflect.Method;"]


def test_a_class_recorded_but_never_printed_is_not_imported() -> None:
    out = render(
        '{% set Unused = "java.util.Optional" | type %}{% set Used = "java.util.UUID" | type %}'
        "package com.acme.web;\n\nclass Thing { {{ Used }} id; String OptionalLike; }\n"
    )
    assert imports_of(out) == ["import java.util.UUID;"]


def test_two_classes_of_one_simple_name_the_second_is_qualified() -> None:
    out = render(
        "package com.acme.web;\n\n"
        'class Thing { {{ "java.util.Date" | type }} a; {{ "java.sql.Date" | type }} b; {{ "java.util.Date" | type }} c; }\n'
    )
    assert "Date a; java.sql.Date b; Date c;" in out
    assert imports_of(out) == ["import java.util.Date;"]


def test_the_file_s_own_class_keeps_its_name() -> None:
    out = render('package com.acme.web;\n\nclass Thing { {{ "com.other.Thing" | type }} twin; }\n')
    assert "com.other.Thing twin;" in out
    assert imports_of(out) == []


def test_a_class_named_like_java_lang_is_imported_only_when_the_name_is_free() -> None:
    free = render('package com.acme.web;\n\nclass Thing { {{ "com.acme.entity.Record" | type }} r; }\n')
    assert "Record r;" in free and imports_of(free) == ["import com.acme.entity.Record;"]
    taken = render(
        "package com.acme.web;\n\n"
        'class Thing { {{ "com.acme.entity.Override" | type }} r; @Override public String toString() { return ""; } }\n'
    )
    assert "com.acme.entity.Override r;" in taken and imports_of(taken) == []


def test_the_first_class_of_a_name_gives_way_when_it_is_not_printed() -> None:
    out = render(
        '{% set A = "com.acme.a.Page" | type %}'
        'package com.acme.web;\n\nclass Thing { {{ "com.baomidou.Page" | type }} p; }\n'
    )
    assert "Page p;" in out and imports_of(out) == ["import com.baomidou.Page;"]


def test_fields_and_generated_classes_and_nested_names() -> None:
    from dbjavagenix.resolve.context.model import ClassRef

    ref = ClassRef("Film", "com.acme.entity", "com.acme.entity.Film", "film")
    env = Renderer(CATEGORIES["Default"]).env
    collector = imp.ImportCollector("com.acme.web", "Thing")
    with imp.collecting(collector):
        text = env.from_string(
            'package com.acme.web;\n\nclass Thing { {{ ref | type }} f; {{ "com.acme.entity.Film.Rating" | type }} r;'
            ' {{ "java.util.Map.Entry" | type("String", ref) }} e; }\n'
        ).render(ref=ref)
    out = imp.finish(text, collector)
    assert "Film f; Film.Rating r; Map.Entry<String, Film> e;" in out
    assert imports_of(out) == ["import com.acme.entity.Film;", "import java.util.Map;"]


def test_annotations_shorten_qualified_names_but_not_string_literals() -> None:
    out = render(
        "package com.acme.web;\n\n"
        "{{ '@org.x.Doc(value = \"see com.acme.Secret\", kind = org.x.Kind.BIG)' | annotation }}\n"
        "class Thing {}\n"
    )
    assert '@Doc(value = "see com.acme.Secret", kind = Kind.BIG)' in out
    assert imports_of(out) == ["import org.x.Doc;", "import org.x.Kind;"]


def test_hand_written_import_lines_are_merged_static_ones_first() -> None:
    out = render(
        "package com.acme.web;\n"
        "import java.util.List;\n\n"
        "import static org.junit.Assert.assertTrue;\n"
        "import java.util.Set;\n"
        'class Thing { List a; {{ "java.util.List" | type }} b; {{ "java.util.Map" | type }} c; }\n'
    )
    assert out.startswith(
        "package com.acme.web;\n\nimport static org.junit.Assert.assertTrue;\n\n"
        "import java.util.List;\nimport java.util.Map;\n\nclass Thing"
    )  # Set was never used: dropped


def test_files_that_cannot_import_print_qualified_names() -> None:
    out = render('<mapper type="{{ "com.acme.entity.Film" | type }}"/>', java=False)
    assert out == '<mapper type="com.acme.entity.Film"/>'


@pytest.mark.parametrize(
    "bad",
    ["", "List of films", "java.util.list", "java.util.List<String", "Map<String>>", "java..List", "int x"],
)
def test_what_is_no_type_is_refused(bad: str) -> None:
    with pytest.raises(imp.TypeArgumentError):
        imp.type_of(bad)


def test_only_types_and_classes_are_accepted() -> None:
    env = Renderer(CATEGORIES["Default"]).env
    for value in (3, None, {"a": 1}, ["java.util.List"]):
        with pytest.raises(imp.TypeArgumentError, match="cannot print"):
            env.from_string("{{ v | type }}").render(v=value)


def test_well_known_names_printed_without_an_import_are_found() -> None:
    from dbjavagenix.render.template_checks import unimported_names

    text = """package com.acme.web;

import java.util.List;
import java.time.*;

/** A List of Map entries; "Optional" in a string. */
@Data
@RestController
public class Thing {
    private List<String> names;
    private LocalDate day;
    private java.util.Set<String> qualified;
    private HashMap<String, String> byName = new HashMap<>();
    private Stream<String> stream;
    @NotNull private String code;
}

class Stream {
}
"""
    assert unimported_names(text, "jakarta") == {
        "Data": "lombok.Data",
        "RestController": "org.springframework.web.bind.annotation.RestController",
        "HashMap": "java.util.HashMap",
        "NotNull": "jakarta.validation.constraints.NotNull",
    }
    assert unimported_names("no package line", "javax") == {}
