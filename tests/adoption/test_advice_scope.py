"""genix's exception handler answers genix's own controllers only (issue 36): its
``@RestControllerAdvice`` lists their classes, every selected table's also when a build renders
only some tables, and it is not generated without a controller (an advice listing none would
apply to every controller of the application)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dbjavagenix import pipeline
from dbjavagenix.config.load import load_config
from dbjavagenix.resolve.stage.fingerprint import PROJECT_FILES
from tests.adoption.conftest import write_config
from tests.adoption.test_adoption_goldens import copy_case
from tests.conftest import REPO

HANDLER = "src/main/java/com/acme/common/ApiExceptionHandler.java"


def _handler(tmp_path: Path, body: str, only: set[str] | None = None) -> tuple[str, ...] | None:
    loaded = load_config(write_config(tmp_path, body))
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    project = pipeline.resolve_project(prepared, only)
    found = [f for f in project.files if f.path == HANDLER]
    if not found:
        return None
    cls = found[0].context.cls
    assert cls is not None
    return cls.annotations


def test_the_handler_lists_the_generated_controllers(tmp_path: Path) -> None:
    annotations = _handler(tmp_path, '[tables]\ninclude = ["biz_*"]\nstrip_prefixes = ["biz_"]\n')
    assert annotations == (
        "@org.springframework.web.bind.annotation.RestControllerAdvice(assignableTypes = {\n"
        "    com.acme.controller.CustomerController.class,\n"
        "    com.acme.controller.CustomerQueryController.class,\n"
        "    com.acme.controller.OrderController.class,\n"
        "    com.acme.controller.OrderItemController.class,\n"
        "    com.acme.controller.OrderItemQueryController.class,\n"
        "    com.acme.controller.OrderQueryController.class\n"
        "})",
        "@org.springframework.core.annotation.Order(org.springframework.core.Ordered.HIGHEST_PRECEDENCE)",
    )


def test_a_build_of_some_tables_lists_every_table_controller(tmp_path: Path) -> None:
    body = (
        '[tables]\ninclude = ["biz_*"]\n'
        "[tables.biz_order]\nlayers = { list_query_controller = false }\n"
        "[tables.biz_order_item]\nlayers = { controller = false, list_query_controller = false }\n"
    )
    annotations = _handler(tmp_path, body, only={PROJECT_FILES, "biz_customer"})
    assert annotations is not None
    listed = [ln.strip() for ln in annotations[0].splitlines()[1:-1]]
    assert listed == [
        "com.acme.controller.BizCustomerController.class,",
        "com.acme.controller.BizCustomerQueryController.class,",
        "com.acme.controller.BizOrderController.class",
    ]


def test_no_controller_no_handler(tmp_path: Path) -> None:
    body = '[tables]\ninclude = ["biz_customer"]\n[layers]\ncontroller = { enabled = false }\nlist_query_controller = { enabled = false }\n'
    assert _handler(tmp_path, body) is None
    loaded = load_config(tmp_path / "genix.toml")
    result = pipeline.build(loaded, dry_run=True)
    assert not any(e.path.endswith("ApiExceptionHandler.java") for e in result.plan.entries)


def test_controllers_in_a_module_above_the_handler_are_named_by_package(tmp_path: Path) -> None:
    for module in ("core", "admin"):
        (tmp_path / "out" / module).mkdir(parents=True)
    body = (
        '[tables]\ninclude = ["biz_customer"]\n[layers]\n'
        'controller = { module = "admin", package = "web.biz" }\ncommon = { module = "core" }\n'
    )
    loaded = load_config(write_config(tmp_path, body))
    prepared = pipeline.prepare_project(loaded, pipeline.read_catalogs(loaded))
    (handler,) = [
        f for f in pipeline.resolve_project(prepared).files if f.path.endswith("/ApiExceptionHandler.java")
    ]
    assert handler.path == "core/" + HANDLER
    assert handler.context.cls is not None
    # the core module cannot import the admin module's classes: their package instead
    assert handler.context.cls.annotations[0] == (
        '@org.springframework.web.bind.annotation.RestControllerAdvice(basePackages = { "com.acme.web.biz" })'
    )


def test_eladmin_advice_filters_and_fill_handler(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In eladmin-mp (shared code base): its GlobalExceptionHandler, its MVC configuration and its
    filters are warnings naming the config; genix's fill handler beside its MyMetaObjectHandler
    (without eladmin's `omit = ["fill_handler"]`) is a clash."""
    root, text = copy_case("eladmin_mp", tmp_path)
    (root / "genix.toml").write_text(
        text.replace('"mp_config", "fill_handler"', '"mp_config"'), encoding="utf-8"
    )
    monkeypatch.setenv("GENIX_REPO", str(REPO))
    loaded = load_config(root / "genix.toml")
    result = pipeline.build(loaded, dry_run=True)
    (single,) = [c for c in result.clashes if c.kind == "single"]
    assert single.name == "MetaObjectHandler"
    assert single.existing.endswith("me/zhengjie/config/mybatis/MyMetaObjectHandler.java")
    assert 'omit = ["fill_handler"]' in single.hint
    advice = [w for w in result.warnings if "exception handler" in w.message]
    assert [w.location.file for w in advice] == [
        "eladmin-common/src/main/java/me/zhengjie/exception/handler/GlobalExceptionHandler.java"
    ]
    assert '[layers.common] omit = ["handler"]' in (advice[0].hint or "")
    assert any("servlet filters" in w.message and "TokenFilter" in w.message for w in result.warnings)
    assert any("ConfigurerAdapter" in w.message for w in result.warnings)
