"""``genix watch``: regenerate on every save; one line per rebuild (or one JSON object with
``--json``); errors printed located, never fatal; Ctrl-C exits 0."""

from __future__ import annotations

import json
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from dbjavagenix.cli.output import Output, config_option, errors, json_option, print_error, print_warnings
from dbjavagenix.errors import EXIT_OK, GenixError

if TYPE_CHECKING:
    from dbjavagenix.rebuild import Rebuild
    from dbjavagenix.watch import Notice


@click.command()
@config_option
@json_option
@click.option(
    "--schema-poll",
    type=click.FloatRange(min=0.5),
    metavar="SECONDS",
    default=None,
    help="Also read the live database schema every SECONDS and rebuild when it changed.",
)
def watch(config_path: Path | None, as_json: bool, schema_poll: float | None) -> None:
    """Regenerate on every save of genix.toml, a template or a snapshot: only what the change
    affects, one line per rebuild. Errors are shown and the last good output kept; Ctrl-C stops."""
    out = Output(as_json)
    with errors(out):
        try:
            import watchfiles  # noqa: F401
        except ImportError:
            raise GenixError(
                "genix watch needs the watchfiles package",
                hint='pip install "dbjavagenix[watch]"',
            ) from None
        from dbjavagenix.config.load import find_config
        from dbjavagenix.watch import WatchOptions, run

        path = config_path if config_path is not None else find_config()
        if not path.is_file():
            raise GenixError(f"{path}: config file not found", hint="create one with `genix init`")
    printer = _Printer(out)
    # Ctrl-C stops cleanly even when started with SIGINT ignored (a background job of a script)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        run(
            path,
            WatchOptions(schema_poll=schema_poll),
            on_rebuild=printer.rebuild,
            on_notice=printer.notice,
        )
    except KeyboardInterrupt:
        pass
    if not as_json:
        out.err("stopped")
    sys.exit(EXIT_OK)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


class _Printer:
    def __init__(self, out: Output) -> None:
        self.out = out

    def _emit(self, data: dict[str, Any]) -> None:
        click.echo(json.dumps(data, ensure_ascii=False))

    def rebuild(self, r: Rebuild) -> None:
        report = r.report()
        if self.out.as_json:
            data: dict[str, Any] = {
                "event": "rebuild",
                "ok": r.ok and report is not None and report.ok,
                "changed": list(r.changed),
                "scope": r.scope,
                "ms": round(r.seconds * 1000, 1),
                "timings": {k: round(v * 1000, 1) for k, v in r.timings.items()},
            }
            if r.error is not None:
                data["error"] = r.error.to_dict()
            else:
                assert report is not None
                data["rendered"] = r.rendered
                data |= {k: v for k, v in report.model_dump(mode="json").items() if k not in ("ok", "kind")}
            self._emit(data)
            return
        stamp = time.strftime("%H:%M:%S")
        what = ", ".join(r.changed) or "change"
        if r.error is not None:
            self.out.err(
                f"{stamp} {what}: " + click.style("failed", fg="red", bold=True) + f" ({_ms(r.seconds)})"
            )
            print_error(self.out, r.error)
            self.out.err(click.style("  output left as it was; fix it and save to retry", dim=True))
            return
        assert report is not None
        done = report.summary()
        summary = f"{r.rendered} rendered" + (f": {done}" if report.counts else "")
        line = f"{stamp} {what}: {summary} ({_ms(r.seconds)})"
        self.out.out(line, fg="red" if report.conflicts else None)
        for f in report.conflicts:
            self.out.err(f"  conflict: {f.path}: {f.reason}", fg="red")
            if f.conflict_file:
                self.out.err(f"    the merge with conflict markers: {f.conflict_file}", fg="red")
        if report.conflicts:
            self.out.err(
                "  hint: resolve it in your file (or delete the .genix-conflict file to keep yours as "
                "it is) and save; `genix build --force` takes genix's version",
                fg="cyan",
            )
        for f in report.files:
            if f.verb == "keep":
                self.out.err(f"  warning: {f.path}: {f.reason}", fg="yellow")
        for path in report.moved:
            self.out.err(
                f"  not written: {path}: it changed on disk while genix was rebuilding (saved again to retry)",
                fg="yellow",
            )
        print_warnings(self.out, report.warnings)

    def notice(self, n: Notice) -> None:
        if self.out.as_json:
            data: dict[str, Any] = {"event": n.kind, "message": n.message}
            if n.paths:
                data["paths"] = list(n.paths)
            if n.error is not None:
                data["error"] = n.error.to_dict()
            self._emit(data)
            return
        if n.kind == "watching":
            self.out.err(f"{n.message}: " + ", ".join(_short(p) for p in n.paths))
            return
        self.out.err(f"{time.strftime('%H:%M:%S')} {n.message}", fg="yellow")
        if n.error is not None:
            print_error(self.out, n.error)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def _short(path: str) -> str:
    try:
        return str(Path(path).relative_to(Path.cwd())) or "."
    except ValueError:
        return path
