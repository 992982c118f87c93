"""sqlglot's compiled modules (``sqlglotc``, the ``fast`` extra, part of ``all``) parse DDL
about twice as fast; the catalogs they give must be the very ones pure-Python sqlglot gives.

Every DDL file of the shared corpus (each dialect it is written for) and a few statements
genix cannot parse are read twice: here, with the compiled modules, and in a subprocess that
loads sqlglot's ``.py`` files instead of its compiled ones. The snapshots, the skipped counts
and the error messages must be equal byte for byte.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from tests.conftest import CORPUS, REPO, need

DIALECTS = {
    "mysql.sql": ("mysql", "mariadb"),
    "mariadb.sql": ("mariadb",),
    "postgres.sql": ("postgresql",),
    "sqlite.sql": ("sqlite",),
}
BROKEN = {
    "mariadb": "CREATE TABLE t (id INT PRIMARY KEY);\nALTER TABLE t ADD COLUMN x VARCHAR(20) NOT NOT NULL;\n",
    "postgresql": "CREATE TABLE t (id int PRIMARY KEY);\nALTER TABLE t ADD COLUMN x varchar(20) DEFAULT;\n",
}

READ_ALL = r"""
import json, sys
from pathlib import Path

if sys.argv[1] == "pure":
    import importlib.abc, importlib.machinery, importlib.util, os

    class PureSqlglot(importlib.abc.MetaPathFinder):
        # sqlglot's own .py module where sqlglotc overlays a compiled one
        def find_spec(self, name, path, target=None):
            if name.split(".")[0] != "sqlglot":
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            if spec is None or not (spec.origin or "").endswith(".so"):
                return spec
            folder = os.path.dirname(spec.origin)
            if spec.submodule_search_locations is not None:
                py = os.path.join(folder, "__init__.py")
                return importlib.util.spec_from_file_location(
                    name, py, submodule_search_locations=spec.submodule_search_locations
                )
            py = os.path.join(folder, name.rsplit(".", 1)[-1] + ".py")
            return importlib.util.spec_from_file_location(name, py) if os.path.exists(py) else spec

    sys.meta_path.insert(0, PureSqlglot())

from sqlglot.tokens import SQLGLOTC_INSTALLED
from dbjavagenix.errors import GenixError
from dbjavagenix.introspect import snapshot
from dbjavagenix.introspect.ddl import SourceText, read_ddl

jobs = json.loads(sys.stdin.read())
out = {"compiled": SQLGLOTC_INSTALLED, "results": {}}
for key, (name, text, dialect) in jobs.items():
    try:
        r = read_ddl([SourceText(name, text)], dialect)
        out["results"][key] = [snapshot.dumps(r.catalog), r.statements, r.skipped]
    except GenixError as e:
        out["results"][key] = ["error", e.render()]
print(json.dumps(out))
"""


def _jobs() -> dict[str, tuple[str, str, str]]:
    jobs: dict[str, tuple[str, str, str]] = {}
    for sql in sorted(CORPUS.glob("*/*.sql")):
        for dialect in DIALECTS.get(sql.name, ()):
            jobs[f"{sql.parent.name}/{sql.name}/{dialect}"] = (sql.name, sql.read_text("utf-8"), dialect)
    for dialect, text in BROKEN.items():
        jobs[f"broken/{dialect}"] = ("broken.sql", text, dialect)
    return jobs


def _read(mode: str, jobs: dict[str, tuple[str, str, str]]) -> dict[str, Any]:
    r = subprocess.run(
        [sys.executable, "-c", READ_ALL, mode],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=dict(os.environ) | {"PYTHONPATH": os.pathsep.join([str(REPO / "src"), *filter(None, sys.path)])},
    )
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    return data


def test_compiled_sqlglot_reads_ddl_exactly_as_pure_sqlglot() -> None:
    need(CORPUS.is_dir(), f"the shared corpus ({CORPUS})")
    from sqlglot.tokens import SQLGLOTC_INSTALLED

    need(SQLGLOTC_INSTALLED, 'sqlglot\'s compiled modules (pip install "dbjavagenix[fast]")')
    jobs = _jobs()
    compiled, pure = _read("compiled", jobs), _read("pure", jobs)
    assert compiled["compiled"] is True and pure["compiled"] is False
    assert compiled["results"].keys() == pure["results"].keys() == jobs.keys()
    for key in jobs:
        assert compiled["results"][key] == pure["results"][key], key
    errors = {k: v for k, v in pure["results"].items() if v[0] == "error"}
    assert set(errors) == {"broken/mariadb", "broken/postgresql"}, errors  # the corpus reads whole
    assert "broken.sql:2:" in errors["broken/mariadb"][1]
