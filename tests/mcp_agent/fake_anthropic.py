"""A scripted stand-in for the Anthropic Messages API (streaming SSE and plain JSON) on loopback,
so the real Agent SDK and the Claude Code CLI its wheel bundles can run offline.

The script is a list of steps; the reply to a request of the main loop (one that offers genix's
tools) is the step whose index is the number of assistant turns already in the conversation:
``ToolCall(name, input)`` answers with a ``tool_use`` block, ``Say(text)`` ends the turn.
Other requests (the CLI's side calls) get a short text answer. Every request is recorded.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class ToolCall:
    name: str
    """Tool name as the model sees it (``mcp__genix__db_list_tables``)."""
    input: dict[str, Any] = field(default_factory=dict)


NEXT_CURSOR = "$next_cursor"
"""A scripted argument value that stands for ``page.next_cursor`` of the last tool result (what
a model reads off the previous answer)."""


def _from_last_result(body: dict[str, Any], value: Any) -> Any:
    if value != NEXT_CURSOR:
        return value
    results = [
        b
        for m in body.get("messages", [])
        if m.get("role") == "user" and isinstance(m.get("content"), list)
        for b in m["content"]
        if b.get("type") == "tool_result"
    ]
    content = results[-1].get("content")
    text = "".join(c.get("text", "") for c in content) if isinstance(content, list) else str(content)
    return json.loads(text.split("\n\n", 1)[1])["page"]["next_cursor"]


@dataclass(frozen=True)
class Say:
    text: str


Step = ToolCall | Say


@dataclass
class Recorded:
    path: str
    body: dict[str, Any]

    @property
    def main_loop(self) -> bool:
        return any(str(t.get("name", "")).startswith("mcp__") for t in self.body.get("tools", []) or [])


class FakeAnthropic:
    def __init__(self, script: list[Step], model: str = "claude-test", input_tokens: int = 10) -> None:
        self.script = script
        self.model = model
        self.input_tokens = input_tokens
        """Input tokens each reply reports as used (what the runtime prices)."""
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeAnthropic:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    # -- replies -----------------------------------------------------------------------------------

    def reply_for(self, body: dict[str, Any], main: bool) -> tuple[list[dict[str, Any]], str]:
        if not main:
            return [{"type": "text", "text": "ok"}], "end_turn"
        turn = sum(1 for m in body.get("messages", []) if m.get("role") == "assistant")
        step = self.script[turn] if turn < len(self.script) else Say("done")
        if isinstance(step, ToolCall):
            arguments = {k: _from_last_result(body, v) for k, v in step.input.items()}
            return [
                {"type": "tool_use", "id": f"toolu_{turn:04d}", "name": step.name, "input": arguments}
            ], "tool_use"
        return [{"type": "text", "text": step.text}], "end_turn"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                self._json(200, {"data": [], "has_more": False})

            def do_HEAD(self) -> None:
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b"{}"
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {}
                rec = Recorded(self.path, body)
                with fake._lock:
                    fake.requests.append(rec)
                path = self.path.split("?", 1)[0]
                if path.endswith("/count_tokens"):
                    self._json(200, {"input_tokens": 100})
                    return
                if not path.endswith("/v1/messages"):
                    self._json(404, {"type": "error", "error": {"type": "not_found_error", "message": path}})
                    return
                content, stop = fake.reply_for(body, rec.main_loop)
                if body.get("stream"):
                    self._sse(content, stop)
                else:
                    self._json(200, fake.message(content, stop))

            def _json(self, status: int, data: dict[str, Any]) -> None:
                payload = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def _sse(self, content: list[dict[str, Any]], stop: str) -> None:
                events = fake.events(content, stop)
                payload = "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        return Handler

    def message(self, content: list[dict[str, Any]], stop: str) -> dict[str, Any]:
        return {
            "id": f"msg_{len(self.requests):04d}",
            "type": "message",
            "role": "assistant",
            "model": self.model,
            "content": content,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {"input_tokens": self.input_tokens, "output_tokens": 5},
        }

    def events(self, content: list[dict[str, Any]], stop: str) -> list[dict[str, Any]]:
        start = self.message([], stop)
        start["stop_reason"] = None
        out: list[dict[str, Any]] = [{"type": "message_start", "message": start}]
        for i, block in enumerate(content):
            if block["type"] == "text":
                out.append(
                    {"type": "content_block_start", "index": i, "content_block": {"type": "text", "text": ""}}
                )
                out.append(
                    {
                        "type": "content_block_delta",
                        "index": i,
                        "delta": {"type": "text_delta", "text": block["text"]},
                    }
                )
            else:
                head = {k: v for k, v in block.items() if k != "input"} | {"input": {}}
                out.append({"type": "content_block_start", "index": i, "content_block": head})
                out.append(
                    {
                        "type": "content_block_delta",
                        "index": i,
                        "delta": {"type": "input_json_delta", "partial_json": json.dumps(block["input"])},
                    }
                )
            out.append({"type": "content_block_stop", "index": i})
        out.append(
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 5},
            }
        )
        out.append({"type": "message_stop"})
        return out

    def main_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.main_loop]
