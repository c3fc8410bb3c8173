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
from typing import Any

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from augury.errors import AuguryError, InvalidRequest, RequestTimeout, RequestTooLarge, UnsupportedMediaType
from augury.http.errors import send_error

#: Routes whose requests may carry images get the larger limit.
IMAGE_ROUTES = frozenset({"/v1/decisions", "/decisions", "/v1/systemone", "/systemone", "/v1/responses",
                          "/v1/chat/completions"})


class _Decoder:
    """Incremental decompressor that refuses to produce more than ``limit`` bytes."""

    def __init__(self, encoding: str, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self.encoding = encoding
        self._out: list[bytes] = []
        if encoding == "gzip":
            self._z: Any = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif encoding == "deflate":
            self._z = zlib.decompressobj()
        elif encoding == "zstd":
            import zstandard

            self._z = zstandard.ZstdDecompressor().decompressobj()
        else:
            raise UnsupportedMediaType(
                f"Content-Encoding '{encoding}' is not supported; use gzip, deflate or zstd.", param=None
            )

    def feed(self, data: bytes) -> None:
        if not data:
            return
        try:
            if self.encoding == "zstd":
                # zstandard's decompressobj has no max_length: feed in slices so output stays bounded.
                for i in range(0, len(data), 16384):
                    self._take(self._z.decompress(data[i : i + 16384]))
            else:
                chunk = self._z.decompress(data, self.limit + 1 - self.size)
                self._take(chunk)
                while self._z.unconsumed_tail:
                    self._take(self._z.decompress(self._z.unconsumed_tail, self.limit + 1 - self.size))
        except AuguryError:
            raise
        except Exception as exc:
            raise InvalidRequest(f"The {self.encoding} request body could not be decoded: {exc}.") from exc

    def _take(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.size > self.limit:
            raise RequestTooLarge(
                f"The decoded request body exceeds the limit of {self.limit} bytes."
            )
        self._out.append(chunk)

    def finish(self) -> bytes:
        if self.encoding in ("gzip", "deflate") and not self._z.eof:
            raise InvalidRequest(f"The {self.encoding} request body is truncated.")
        return b"".join(self._out)


class BodyLimitMiddleware:
    """Bounds, decodes and buffers request bodies before any parsing happens."""

    def __init__(
        self, app: ASGIApp, *, text_limit: int, image_limit: int, timeout_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.app = app
        self.text_limit = text_limit
        self.image_limit = image_limit
        self.timeout_s = timeout_s
        self.clock = clock

    def limit_for(self, path: str) -> int:
        return self.image_limit if path in IMAGE_ROUTES else self.text_limit

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
        encoding = headers.get("content-encoding", "identity").strip().lower()
        decoder = None if encoding in ("", "identity") else _Decoder(encoding, limit)
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
                decoder.feed(data)
            else:
                chunks.append(data)
            more = bool(message.get("more_body", False))
        body = decoder.finish() if decoder is not None else b"".join(chunks)
        new_headers = [
            (k, v) for k, v in scope["headers"] if k.lower() not in (b"content-length", b"content-encoding",
                                                                        b"transfer-encoding")
        ]
        new_headers.append((b"content-length", str(len(body)).encode()))
        return {**scope, "headers": new_headers}, body
