"""What a build takes over from the last one without rendering: the files of tables whose
inputs are unchanged, each kept when its templates are unchanged and it is as genix left it (a
stat, else its bytes), else rendered again (only it)."""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from dbjavagenix.output.disk import regular_file_bytes
from dbjavagenix.output.plan import PlanEntry
from dbjavagenix.output.statemodel import Manifest, digest
from dbjavagenix.output.verbs import Verb
from dbjavagenix.render.engine import Renderer


@dataclass
class Reuse:
    """What a build can take over from the last one without rendering."""

    kept: list[PlanEntry] = field(default_factory=list)
    """Ready ``unchanged``/``skip`` entries of the files not rendered again."""
    intact: set[str] = field(default_factory=set)
    """Tables none of whose files is rendered again."""
    partial: dict[str, set[str]] = field(default_factory=dict)
    """Tables whose inputs are unchanged but some files (a template they use changed, edited,
    missing) are rendered again: table → those paths."""
    learned: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    """Files read and hashed because the machine-local stat cache did not know them."""


def reusable(output_root: Path, manifest: Manifest, fps: Mapping[str, str], renderer: Renderer) -> Reuse:
    """Tables whose fingerprint matches the manifest: each of their files is kept when its
    templates are unchanged and it is as genix left it (a stat, else its bytes), else it is
    rendered again (only it)."""
    out = Reuse()
    root = str(output_root)
    for table, fp in fps.items():
        rec = manifest.tables.get(table)
        if rec is None or not fp or rec.fingerprint != fp or not rec.files:
            continue
        again: set[str] = set()
        entries: list[PlanEntry] = []
        for path in rec.files:
            frec = manifest.files.get(path)
            if frec is None:
                again.add(path)
                continue
            try:
                st = os.stat(f"{root}/{path}")
            except OSError:
                again.add(path)
                continue
            same = manifest.unchanged_on_disk(path, st)
            if not same and stat.S_ISREG(st.st_mode):
                data = regular_file_bytes(f"{root}/{path}")
                same = data is not None and digest(data) == frec.sha256
                if same:
                    out.learned[path] = (st.st_size, st.st_mtime_ns, frec.sha256)
            if frec.policy in ("overwrite", "merge") and (
                not same or renderer.templates_digest(frec.uses) != frec.templates
            ):
                again.add(path)
                continue
            if same:
                verb: Verb = "unchanged"
                reason = "up to date (inputs unchanged)"
            else:
                verb, reason = "skip", f"exists ({frec.policy}: yours now)"
            entries.append(
                PlanEntry(
                    path,
                    verb,
                    reason,
                    frec.layer,
                    frec.table,
                    frec.template,
                    frec.policy,
                    uses=frozenset(frec.uses),
                    templates=frec.templates,
                )
            )
        out.kept += entries
        if not again:
            out.intact.add(table)
        elif len(again) < len(rec.files):
            out.partial[table] = again
        else:
            del out.kept[len(out.kept) - len(entries) :]
    return out


__all__ = ["Reuse", "reusable"]
