"""Request bodies: size limits (before and while reading), compressed bodies, and a read deadline.

A pure ASGI middleware placed before Connexion's exception handling: it refuses an oversize
``Content-Length`` without reading, counts streamed bytes, decodes ``gzip``/``zstd`` with a cap on the
decoded size (no zip bombs), and replays the plain body downstream as one message.
"""

from __future__ import annotations

import asyncio
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from augury.errors import AuguryError, InvalidRequest, RequestTimeout, RequestTooLarge, UnsupportedMediaType
from augury.http.errors import send_error

#: The most a single decoding step may produce. zstd can expand 4 input bytes into a 128 KiB block (32,768:1), so
#: its input is fed :data:`ZSTD_STEP_IN` bytes at a time; zlib takes an output cap directly.
STEP_OUT = 1024 * 1024
ZSTD_STEP_IN = 32
#: The largest zstd window accepted (what zstd levels up to 19 use); a frame asking for more is refused before
#: the decoder allocates it.
ZSTD_MAX_WINDOW = 8 * 1024 * 1024
_MAGIC = {"gzip": b"\x1f\x8b", "zstd": b"\x28\xb5\x2f\xfd"}


class _Decoder:
    """Incremental decompressor that refuses to produce more than ``limit`` bytes, in bounded steps.

    Memory grows by at most one step (:data:`STEP_OUT`) past what was decoded so far, so a bomb is refused with a
    few MiB decoded beyond the limit at most. A stream may hold several members (gzip) or frames (zstd), one after
    the other; anything else after the end of the stream, and a stream that stops before its end, is refused.
    """

    def __init__(self, encoding: str, limit: int, header: str = "Content-Encoding") -> None:
        if encoding not in ("gzip", "deflate", "zstd"):
            raise UnsupportedMediaType(
                f"{header} '{encoding}' is not supported; use gzip, deflate or zstd.", param=None
            )
        self.limit = limit
        self.size = 0
        self.fed = 0
        self.encoding = encoding
        self._out: list[bytes] = []
        self._z: Any = self._new()
        self._ended = False  # the current member/frame is complete

    def _new(self) -> Any:
        if self.encoding == "gzip":
            return zlib.decompressobj(16 + zlib.MAX_WBITS)
        if self.encoding == "deflate":
            return zlib.decompressobj()
        import zstandard

        return zstandard.ZstdDecompressor(max_window_size=ZSTD_MAX_WINDOW).decompressobj()

    def feed(self, data: bytes) -> None:
        """Decode ``data`` in steps of at most :data:`STEP_OUT` bytes of output each."""
        if not data:
            return
        self.fed += len(data)
        try:
            while data:
                if self._ended:
                    data = self._next_member(data)
                    continue
                data = self._zstd_step(data) if self.encoding == "zstd" else self._zlib_step(data)
        except AuguryError:
            raise
        except Exception as exc:
            raise InvalidRequest(f"The {self.encoding} request body could not be decoded: {exc}.") from exc

    def _zlib_step(self, data: bytes) -> bytes:
        """One bounded piece of output; what is left of ``data`` to decode next."""
        z = self._z
        self._take(z.decompress(data, self._room()))
        if z.eof:
            self._ended = True
            return bytes(z.unused_data)
        return bytes(z.unconsumed_tail)

    def _zstd_step(self, data: bytes) -> bytes:
        """Up to :data:`STEP_OUT` of output from the first bytes of ``data``; what is left of ``data``."""
        z = self._z
        produced = 0
        for i in range(0, len(data), ZSTD_STEP_IN):
            chunk = z.decompress(data[i : i + ZSTD_STEP_IN])
            self._take(chunk)
            produced += len(chunk)
            if z.eof:
                self._ended = True
                return bytes(z.unused_data) + data[i + ZSTD_STEP_IN :]
            if produced >= STEP_OUT:
                return data[i + ZSTD_STEP_IN :]
        return b""

    def _room(self) -> int:
        return min(STEP_OUT, self.limit + 1 - self.size)

    def _next_member(self, data: bytes) -> bytes:
        """After one complete member: another one (gzip members, zstd frames) or trailing garbage."""
        magic = _MAGIC.get(self.encoding)
        if magic is None or not (magic.startswith(data[: len(magic)])):
            raise InvalidRequest(
                f"The {self.encoding} request body has {len(data)} bytes of other data after the end of its "
                f"{self.encoding} stream."
            )
        self._z = self._new()
        self._ended = False
        return data

    def _take(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.size > self.limit:
            raise RequestTooLarge(
                f"The decoded request body exceeds the limit of {self.limit} bytes."
            )
        if chunk:
            self._out.append(chunk)

    def finish(self) -> bytes:
        if self.fed and not self._ended:
            raise InvalidRequest(
                f"The {self.encoding} request body is truncated: its stream stops before its end."
            )
        return b"".join(self._out)


#: The one thread compressed bodies are decoded in: one body at a time, and one malloc arena, so memory freed
#: after a refused bomb is reused by the next instead of piling up in per-thread arenas.
DECODER_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="augury-decode")


def _decoder_for(headers: Headers, limit: int) -> _Decoder | None:
    """The decoder for the body's coding: a ``Content-Encoding``, or a ``Transfer-Encoding`` coding other than
    ``chunked`` (``gzip, chunked``: the server has removed the chunking, the gzip coding is still on the bytes)."""
    content = [c.strip().lower() for c in headers.get("content-encoding", "").split(",")]
    transfer = [c.strip().lower() for c in headers.get("transfer-encoding", "").split(",")]
    codings = [("Content-Encoding", c) for c in content if c not in ("", "identity")]
    codings += [("Transfer-Encoding", c) for c in transfer if c not in ("", "identity", "chunked")]
    if not codings:
        return None
    if len(codings) > 1:
        listed = ", ".join(f"{h} {c}" for h, c in codings)
        raise UnsupportedMediaType(f"The request body has several codings ({listed}); send at most one.",
                                   param=None)
    header, coding = codings[0]
    return _Decoder(coding, limit, header)


class BodyLimitMiddleware:
    """Bounds, decodes and buffers request bodies before any parsing happens.

    Bodies to ``image_paths`` (routes whose requests may carry images) get ``image_limit``, others ``text_limit``.
    """

    def __init__(
        self, app: ASGIApp, *, text_limit: int, image_limit: int, image_paths: frozenset[str], timeout_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.text_limit = text_limit
        self.image_limit = image_limit
        self.image_paths = image_paths
        self.timeout_s = timeout_s
        self.clock = clock

    def limit_for(self, path: str) -> int:
        return self.image_limit if path in self.image_paths else self.text_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS", "DELETE"):
            await self.app(scope, receive, send)
            return
        try:
            scope, body = await self._read(scope, receive)
        except AuguryError as exc:
            await send_error(send, exc)
            return

        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _read(self, scope: Scope, receive: Receive) -> tuple[Scope, bytes]:
        headers = Headers(scope=scope)
        limit = self.limit_for(scope["path"])
        declared = headers.get("content-length")
        if declared is not None:
            if not declared.isdigit():
                raise InvalidRequest("The Content-Length header is not a number.")
            if int(declared) > limit:
                raise RequestTooLarge(f"The request body is {declared} bytes; the limit is {limit} bytes.")
        decoder = _decoder_for(headers, limit)
        chunks: list[bytes] = []
        size = 0
        deadline = self.clock() + self.timeout_s
        more = True
        while more:
            remaining = deadline - self.clock()
            if remaining <= 0:
                raise RequestTimeout(f"The request body was not received within {self.timeout_s:g} seconds.")
            try:
                message = await asyncio.wait_for(receive(), timeout=remaining)
            except TimeoutError as exc:
                raise RequestTimeout(f"The request body was not received within {self.timeout_s:g} seconds.") from exc
            if message["type"] == "http.disconnect":
                raise InvalidRequest("The client disconnected before sending the whole body.")
            data = message.get("body", b"")
            size += len(data)
            if size > limit:
                raise RequestTooLarge(f"The request body exceeds the limit of {limit} bytes.")
            if decoder is not None:
                # Decoding runs in a worker thread (zlib and zstd release the GIL while they work), one body at a
                # time: sixteen bombs at once queue there while the event loop keeps serving everyone else.
                await asyncio.get_running_loop().run_in_executor(DECODER_THREAD, decoder.feed, data)
            else:
                chunks.append(data)
            more = bool(message.get("more_body", False))
        if decoder is not None:  # joining up to 13 MiB is a copy: not on the event loop either
            body = await asyncio.get_running_loop().run_in_executor(DECODER_THREAD, decoder.finish)
        else:
            body = b"".join(chunks)
        new_headers = [
            (k, v) for k, v in scope["headers"] if k.lower() not in (b"content-length", b"content-encoding",
                                                                        b"transfer-encoding")
        ]
        new_headers.append((b"content-length", str(len(body)).encode()))
        return {**scope, "headers": new_headers}, body
