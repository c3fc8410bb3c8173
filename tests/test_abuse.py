"""Abuse: what a hostile or broken client can send, and what the server does about it.

Covered elsewhere, not repeated here:

- JSON nested 100,000 deep → 400: ``tests/test_http_errors.py::test_deep_nesting_is_a_400``.
- An image header claiming 50,000 x 50,000 pixels is refused from the header, Pillow never called:
  ``tests/test_media_validate.py::test_huge_header_is_refused_by_side_without_decoding`` (PNG, JPEG, WebP) and,
  over HTTP to a vision model, ``tests/test_vision.py::test_huge_header_is_refused_before_decoding``. Over HTTP to a
  text-only model the decision routes check the model first: the text-only refusal comes before any byte of the
  image is looked at (``test_huge_image_header_on_a_text_only_model`` below pins that order).
- Admission with a small limit: ``tests/test_admission.py``. Here: the default limit of 8.

The server here runs with ``AUGURY_BODY_TIMEOUT_S=1``, JSON logs (timings are read from its access log) and the
default limits (13 MiB for the decision routes, decoded size included; 8 decision requests at once).
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import re
import select
import socket
import struct
import time
import uuid
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
import zstandard

from tests.conftest import Server, start_server, stop_server

BODY_TIMEOUT_S = 1.0
DECISION_BODY_LIMIT = 13 * 1024 * 1024
DEFAULT_SLOTS = 8
CHEAP: dict[str, Any] = {"model": "tiny", "input": "x",
                         "questions": [{"type": "predicate", "instructions": "It is about billing."}]}
IN_PROGRESS = re.compile(r'^augury_requests_in_progress\{pool="decisions"\} (\d+)$', re.M)


@pytest.fixture(scope="module")
def abuse(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server(["--model", f"tiny={model_dirs['tiny']}", "--no-warmup"], tmp_path_factory.mktemp("abuse"),
                       env_extra={"AUGURY_BODY_TIMEOUT_S": str(BODY_TIMEOUT_S), "AUGURY_LOG_FORMAT": "json"})
    yield srv
    stop_server(srv)


def connect(server: Server) -> socket.socket:
    url = urlsplit(server.base_url)
    return socket.create_connection((url.hostname or "127.0.0.1", url.port or 80), timeout=30)


def head(server: Server, path: str, **headers: str) -> bytes:
    lines = [f"POST {path} HTTP/1.1", f"Host: {urlsplit(server.base_url).netloc}",
             "Content-Type: application/json", *(f"{k.replace('_', '-')}: {v}" for k, v in headers.items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def read_response(sock: socket.socket, timeout_s: float = 10.0) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body of one HTTP/1.1 response with a Content-Length."""
    sock.settimeout(timeout_s)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed before a response: {data!r}")
        data += chunk
    raw_head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = raw_head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _, v in (h.partition(":") for h in header_lines)}
    while len(body) < int(headers.get("content-length", "0")):
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return int(status_line.split()[1]), headers, body


def readable(sock: socket.socket) -> bool:
    return bool(select.select([sock], [], [], 0)[0])


# --- compression bombs -------------------------------------------------------------------------------

BOMB_PREFIX = json.dumps(CHEAP).encode()
BOMB_SIZE = 1 << 30  # 1 GiB of trailing JSON whitespace: a valid body for any parser that gets that far
BLOCK = b" " * (1 << 20)


def gzip_bomb() -> Iterator[bytes]:
    """``BOMB_PREFIX`` and 1 GiB of spaces, gzipped (~1 MB), produced lazily.

    After a full flush every identical 1 MiB block compresses to the same bytes, so the stream is built from
    one compressed block instead of compressing a gigabyte; the trailer (CRC-32 and size) comes last.
    """
    c = zlib.compressobj(9, zlib.DEFLATED, 31)
    yield c.compress(BOMB_PREFIX) + c.compress(BLOCK) + c.flush(zlib.Z_FULL_FLUSH)
    repeated = c.compress(BLOCK) + c.flush(zlib.Z_FULL_FLUSH)
    blocks = BOMB_SIZE // len(BLOCK)
    for _ in range(blocks - 1):
        yield repeated
    crc = zlib.crc32(BOMB_PREFIX)
    for _ in range(blocks):
        crc = zlib.crc32(BLOCK, crc)
    yield b"\x03\x00" + struct.pack("<II", crc, (len(BOMB_PREFIX) + BOMB_SIZE) & 0xFFFFFFFF)


def zstd_bomb() -> Iterator[bytes]:
    """``BOMB_PREFIX`` and 1 GiB of spaces, zstd-compressed (~32 KB), produced lazily."""
    c = zstandard.ZstdCompressor(level=3).compressobj()
    yield c.compress(BOMB_PREFIX)
    for _ in range(BOMB_SIZE // len(BLOCK)):
        out = c.compress(BLOCK)
        if out:
            yield out
    yield c.flush()


BOMBS = {"gzip": (gzip_bomb, 4096), "zstd": (zstd_bomb, 128)}


def pieces(stream: Iterator[bytes], size: int) -> Iterator[bytes]:
    for chunk in stream:
        for i in range(0, len(chunk), size):
            yield chunk[i : i + size]


@pytest.mark.parametrize("encoding", sorted(BOMBS))
def test_compression_bomb_is_refused_while_it_is_still_being_sent(abuse: Server, encoding: str) -> None:
    make, piece_size = BOMBS[encoding]
    compressed_total = sum(len(c) for c in make())
    sock = connect(abuse)
    sent = 0
    try:
        sock.sendall(head(abuse, "/v1/decisions", Content_Encoding=encoding, Transfer_Encoding="chunked"))
        started = time.monotonic()
        for piece in pieces(make(), piece_size):
            if readable(sock):
                break
            try:
                sock.sendall(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
            except (BrokenPipeError, ConnectionResetError):
                break
            sent += len(piece)
            time.sleep(0.005)  # a steady upload, so "still being sent" is measurable on loopback
        status, headers, body = read_response(sock)
        elapsed = time.monotonic() - started
    finally:
        sock.close()
    print(f"{encoding} bomb: 413 after {sent / 1024:.1f} KiB of a {compressed_total / 1024:.0f} KiB upload "
          f"(1 GiB decoded), {elapsed * 1000:.0f} ms")
    assert status == 413, body
    error = json.loads(body)["error"]
    assert error["code"] == "request_too_large" and error["type"] == "invalid_request_error"
    assert "decoded" in error["message"]
    assert headers.get("x-request-id")
    # The server stopped at the limit: the answer came while most of the upload was still unsent.
    assert sent < compressed_total / 4, (sent, compressed_total)
    assert httpx.get(abuse.base_url + "/health").status_code == 200


# --- slow clients ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("pace_s", [0.25, None], ids=["trickle", "stall"])
def test_a_slow_body_is_cut_off_by_the_read_timeout(abuse: Server, pace_s: float | None) -> None:
    payload = json.dumps(CHEAP).encode()
    sock = connect(abuse)
    try:
        sock.sendall(head(abuse, "/v1/decisions", Content_Length=str(len(payload))))
        started = time.monotonic()
        answered = closed = False
        for byte in payload:
            if readable(sock):
                answered = True
                break
            if pace_s is None:
                time.sleep(0.05)
                continue
            try:
                sock.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            time.sleep(pace_s)
        assert answered or closed, "the whole body trickled in without the server giving up"
        status, _, body = read_response(sock)
        elapsed = time.monotonic() - started
    finally:
        sock.close()
    print(f"slow body ({'stall' if pace_s is None else f'1 byte / {pace_s}s'}): {status} after {elapsed:.2f}s")
    assert status == 408, body
    assert json.loads(body)["error"]["code"] == "request_timeout"
    assert BODY_TIMEOUT_S <= elapsed < BODY_TIMEOUT_S + 1.0


# --- image headers --------------------------------------------------------------------------------------


def png_header_only(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


def test_huge_image_header_on_a_text_only_model(abuse: Server) -> None:
    url = "data:image/png;base64," + base64.b64encode(png_header_only(50000, 50000)).decode()
    body = {**CHEAP, "input": [{"role": "user", "content": [{"type": "input_text", "text": "What is it?"},
                                                          {"type": "input_image", "image_url": url}]}]}
    resp = httpx.post(abuse.base_url + "/v1/decisions", json=body, timeout=30)
    assert resp.status_code == 400, resp.text
    error = resp.json()["error"]
    # The model is checked first: a text-only model refuses the image before its bytes are read.
    assert error["param"] == "input[0].content[1].image_url"
    assert "text-only" in error["message"]


# --- admission at the default limit ----------------------------------------------------------------------

SLOW_TEXT = "the quick brown fox jumps over the lazy dog and " * 120


def slow_request(server: Server, request_id: str) -> socket.socket:
    """A whole decision request that takes seconds (its own ~3,000-token input), its answer left unread."""
    body = json.dumps({"model": "tiny", "input": f"Request {uuid.uuid4()}: {SLOW_TEXT}",
                       "questions": [{"type": "predicate", "instructions": f"Claim {i}."} for i in range(4)]})
    sock = connect(server)
    sock.sendall(head(server, "/v1/decisions", Content_Length=str(len(body)), X_Request_Id=request_id)
                 + body.encode())
    return sock


def in_progress(client: httpx.Client) -> int:
    match = IN_PROGRESS.search(client.get("/metrics").text)
    assert match, "augury_requests_in_progress{pool=\"decisions\"} is missing from /metrics"
    return int(match.group(1))


def wait_for(client: httpx.Client, count: int, timeout_s: float) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout_s:
        if in_progress(client) == count:
            return time.monotonic() - started
    raise AssertionError(f"{count} decision requests were not in progress within {timeout_s}s")


def access_log_entry(server: Server, request_id: str) -> dict[str, Any]:
    """The server's JSON access-log entry for ``request_id``: its status, latency and when it was written."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        for line in server.log().splitlines():
            if request_id in line and line.startswith("{"):
                entry: dict[str, Any] = json.loads(line)
                if entry.get("request_id") == request_id and entry.get("logger") == "augury.access":
                    return entry
        time.sleep(0.05)
    raise AssertionError(f"no access-log entry for {request_id}")


def test_the_ninth_decision_is_refused_at_once_and_a_disconnect_frees_a_slot(abuse: Server) -> None:
    tag = uuid.uuid4().hex[:8]
    sockets = [slow_request(abuse, f"abuse-slow-{tag}-{i}") for i in range(DEFAULT_SLOTS)]
    try:
        with httpx.Client(base_url=abuse.base_url, timeout=30) as c:
            wait_for(c, DEFAULT_SLOTS, timeout_s=30)
            ninth = f"abuse-ninth-{tag}"
            started = time.monotonic()
            refused = c.post("/v1/decisions", json=CHEAP, headers={"x-request-id": ninth})
            client_ms = (time.monotonic() - started) * 1000
            left_at = time.time()
            sockets.pop().close()
            wait_for(c, DEFAULT_SLOTS - 1, timeout_s=5)
    finally:
        for sock in sockets:
            sock.close()
    refusal = access_log_entry(abuse, ninth)
    # The request that left is logged once its handler has returned, after its slot was given back.
    left = access_log_entry(abuse, f"abuse-slow-{tag}-{DEFAULT_SLOTS - 1}")
    freed_ms = (dt.datetime.fromisoformat(left["time"]).timestamp() - left_at) * 1000
    print(f"9th of 8: 503 in {refusal['latency_ms']:.1f} ms server-side ({client_ms:.1f} ms at the client); "
          f"the slot of a request whose client left was free within {freed_ms:.0f} ms (server log)")
    assert refused.status_code == 503, refused.text
    assert refused.json()["error"]["code"] == "overloaded"
    assert refused.headers["retry-after"]
    assert refusal["status"] == 503
    assert refusal["latency_ms"] <= 50
    assert freed_ms <= 100
