"""Located problems and warnings as data: what ``--json``, the MCP tools and the agent return
for a :class:`~dbjavagenix.errors.Diagnostic` (a module of its own, light to import: the config
tools and the reports both use it)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from dbjavagenix.errors import Diagnostic, format_key_path


class Problem(BaseModel):
    """One located problem or warning, as every door returns it."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    message: str
    file: str | None = None
    line: int | None = None
    col: int | None = None
    key: str | None = None
    """Config key path (``tables.sys_user.class_name``)."""
    hint: str | None = None

    @classmethod
    def of(cls, d: Diagnostic) -> Problem:
        loc = d.location
        return cls(
            message=d.message,
            file=loc.file,
            line=loc.line,
            col=loc.col,
            key=format_key_path(loc.key) if loc.key else None,
            hint=d.hint,
        )

    def where(self) -> str:
        """``genix.toml:14:3: tables.sys_user`` (as a located error prints it), or ``""``."""
        pos = self.file or ""
        if pos and self.line is not None:
            pos += f":{self.line}" + (f":{self.col}" if self.col is not None else "")
        return ": ".join(p for p in (pos, self.key or "") if p)


__all__ = ["Problem"]
