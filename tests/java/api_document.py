"""The ``openapi.json`` a build writes is what springdoc serves at ``/v3/api-docs`` (issue 27):
equal but for the order of keys, of parameters, of ``required`` and ``tags``, and ``servers``
(springdoc names the host that asked)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.java.java_harness import http

UNORDERED = ("required", "tags")
"""Lists whose order is not part of the contract."""


def canonical(doc: Any, path: str = "") -> Any:
    """``doc`` with what may differ in order sorted, ``servers`` left out."""
    if isinstance(doc, dict):
        return {k: canonical(v, f"{path}/{k}") for k, v in doc.items() if (path, k) != ("", "servers")}
    if isinstance(doc, list):
        items = [canonical(v, path) for v in doc]
        if path.endswith("/parameters"):
            return sorted(items, key=lambda p: (p.get("in", ""), p.get("name", "")))
        if path.rsplit("/", 1)[-1] in UNORDERED and all(isinstance(i, str) for i in items):
            return sorted(items)
        return items
    return doc


def _cut_cycle(ours: Any, served: Any) -> bool:
    """springdoc's one known defect: a list of the model it is still documenting (``Actor.films``
    met while documenting ``Film``, whose ``actors`` led to ``Actor``) loses its type and
    items, and the property is left out where nothing else remains (a record component);
    openapi.json documents the list of references."""
    return (
        isinstance(ours, dict)
        and isinstance(served, dict)
        and ours.get("type") == "array"
        and "$ref" in ours.get("items", {})
        and "type" not in served
        and {k: v for k, v in ours.items() if k not in ("type", "items")} == served
    )


def differences(ours: Any, served: Any, path: str = "") -> list[str]:
    """Where two canonical documents differ, one line per place."""
    out: list[str] = []
    if _cut_cycle(ours, served):
        return out
    if isinstance(ours, dict) and isinstance(served, dict):
        for k in sorted(set(ours) | set(served)):
            if k not in ours:
                out.append(f"{path}/{k}: only served: {json.dumps(served[k], ensure_ascii=False)[:300]}")
            elif k not in served:
                if path.endswith("/properties") and _cut_cycle(ours[k], {}):
                    continue
                out.append(
                    f"{path}/{k}: only in openapi.json: {json.dumps(ours[k], ensure_ascii=False)[:300]}"
                )
            else:
                out += differences(ours[k], served[k], f"{path}/{k}")
    elif isinstance(ours, list) and isinstance(served, list) and len(ours) == len(served):
        for i, (a, b) in enumerate(zip(ours, served, strict=True)):
            out += differences(a, b, f"{path}[{i}]")
    elif ours != served:
        out.append(
            f"{path}: openapi.json {json.dumps(ours, ensure_ascii=False)[:300]}, "
            f"served {json.dumps(served, ensure_ascii=False)[:300]}"
        )
    return out


def assert_served_as_written(app: Path, base: str, served: dict[str, Any] | None = None) -> None:
    """The app's ``openapi.json`` equals its ``/v3/api-docs`` (fetched unless ``served``)."""
    if served is None:
        status, served = http("GET", base + "/v3/api-docs")
        assert status == 200 and isinstance(served, dict), (status, served)
    ours = json.loads((app / "openapi.json").read_text(encoding="utf-8"))
    found = differences(canonical(ours), canonical(served))
    if found:  # beside openapi.json, for a look at the whole
        (app / "served-api-docs.json").write_text(
            json.dumps(served, indent=2, ensure_ascii=False), encoding="utf-8"
        )
    assert not found, f"{len(found)} differences between openapi.json and /v3/api-docs:\n" + "\n".join(
        found[:40]
    )
