"""A typed TypeScript client from the application's own ``/v3/api-docs`` (issue 27 point 7).

``openapi-typescript`` (npm) turns the document springdoc serves into types; a call to every
operation of the document is written with ``openapi-fetch`` (its path, its path parameters
typed from the document, every required query parameter, a body of every required property
for a write), and ``tsc --noEmit --strict`` type-checks them. Calls that must *not* type-check
(a misspelled path, a string where the key is a number, a body missing a required property,
a relation or key set by the client) carry ``@ts-expect-error``: tsc fails when such a line
type-checks after all, so the types are proven to say something.

The packages are installed once into ``~/.cache/genix-test/tsclient`` (``GENIX_TEST_NPM_CACHE``
moves it), at the versions pinned here.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

from tests.npmcache import npm_once

PACKAGES = ("openapi-typescript@7.13.0", "openapi-fetch@0.17.0", "typescript@5.9.3")
CACHE = Path(os.environ.get("GENIX_TEST_NPM_CACHE", Path.home() / ".cache" / "genix-test")) / "tsclient"


def toolchain() -> Path:
    """The ``node_modules`` holding the three packages (installed on first use)."""
    modules = CACHE / "node_modules"
    marker = "installed-" + "-".join(p.replace("/", "_") for p in PACKAGES)
    npm_once(["install", "--prefix", str(CACHE), *PACKAGES], CACHE, " ".join(PACKAGES), marker)
    return modules


def resolve(doc: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its ``$ref`` followed into ``components/schemas``."""
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = doc["components"]["schemas"][name]
    return schema


def sample(doc: dict[str, Any], schema: dict[str, Any], depth: int = 0) -> object:
    """A value of ``schema`` holding every required property (and nothing read-only)."""
    schema = resolve(doc, schema)
    if "enum" in schema:
        return schema["enum"][0]
    for alternative in ("oneOf", "anyOf", "allOf"):
        if alternative in schema:
            return sample(doc, schema[alternative][0], depth)
    kind = schema.get("type")
    if isinstance(kind, list):  # 3.1: ["string", "null"]
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        required = set(schema.get("required", []))
        out = {}
        for name, prop in schema.get("properties", {}).items():
            if name in required and not resolve(doc, prop).get("readOnly") and depth < 4:
                out[name] = sample(doc, prop, depth + 1)
        return out
    if kind == "array":
        return []
    if kind in ("integer", "number"):
        return 1
    if kind == "boolean":
        return True
    if kind == "null":
        return None
    return "x"  # strings: dates, times and byte strings are strings to a TypeScript client


def _calls(doc: dict[str, Any]) -> list[str]:
    lines = []
    for path, operations in sorted(doc["paths"].items()):
        for method, op in sorted(operations.items()):
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            params: dict[str, dict[str, object]] = {}
            for p in op.get("parameters", []):
                if p["in"] == "path" or p.get("required"):
                    params.setdefault(p["in"], {})[p["name"]] = sample(doc, p.get("schema", {}))
            init: dict[str, object] = {"params": params} if params else {}
            body = op.get("requestBody")
            if body:
                content = body.get("content", {})
                media = content.get("application/json") or next(iter(content.values()), {})
                init["body"] = sample(doc, media.get("schema", {}))
            args = f", {json.dumps(init)}" if init else ""
            lines.append(f"  await api.{method.upper()}({json.dumps(path)}{args});")
    return lines


def check_client(doc: dict[str, Any], work: Path, negatives: list[str]) -> int:
    """Generates the client of ``doc`` in ``work`` and type-checks a call to every operation
    plus ``negatives`` (TypeScript statements, each of which must fail to type-check).
    Returns the number of operations called."""
    modules = toolchain()
    work.mkdir(parents=True, exist_ok=True)
    (work / "node_modules").symlink_to(modules, target_is_directory=True)
    (work / "api.json").write_text(json.dumps(doc), encoding="utf-8")
    bin_ = modules / ".bin"
    _run([str(bin_ / "openapi-typescript"), "api.json", "--read-write-markers", "-o", "api.d.ts"], work)
    calls = _calls(doc)
    wrong = [f"  // @ts-expect-error\n  {n}" for n in negatives]
    (work / "client.ts").write_text(
        'import createClient from "openapi-fetch";\n'
        'import type { paths } from "./api";\n\n'
        'const api = createClient<paths>({ baseUrl: "http://localhost:8080" });\n\n'
        "export async function everyOperation(): Promise<void> {\n"
        + "\n".join(calls)
        + "\n}\n\nexport async function neverTypeChecks(): Promise<void> {\n"
        + "\n".join(wrong)
        + "\n}\n",
        encoding="utf-8",
    )
    _run(
        [
            str(bin_ / "tsc"),
            "--noEmit",
            "--strict",
            "--target",
            "es2022",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
            "--skipLibCheck",
            "client.ts",
        ],
        work,
    )
    return len(calls)


def _run(argv: list[str], cwd: Path) -> None:
    """Run one tool of the toolchain; its output is the failure's message."""
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def run_generated(api: Path, script: str, *args: str) -> str:
    """Compiles the generated client in ``api`` (``src/api`` of ``[frontend]``) with ``script``
    (TypeScript importing its modules) to CommonJS and runs the script with Node and ``args``;
    returns what it printed. Node's own ``fetch`` calls the server."""
    modules = toolchain()
    link = api / "node_modules"
    if not link.exists():
        link.symlink_to(modules, target_is_directory=True)
    (api / "roundtrip.ts").write_text(script, encoding="utf-8")
    _run(
        [
            str(modules / ".bin" / "tsc"),
            "--strict",
            "--target",
            "es2022",
            "--module",
            "commonjs",
            "--lib",
            "es2022,dom",
            "--skipLibCheck",
            "--outDir",
            "js",
            "roundtrip.ts",
        ],
        api,
    )
    # CommonJS, whatever the front end's own package.json says ("type": "module" for Vite)
    (api / "js" / "package.json").write_text('{"type": "commonjs"}\n', encoding="utf-8")
    done = subprocess.run(
        ["node", str(api / "js" / "roundtrip.js"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout
