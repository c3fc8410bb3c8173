"""The remote image fetcher (augury.media.fetch), against a tiny HTTP server on 127.0.0.1.

No test contacts anything but loopback: hosts other than 127.0.0.1 are either refused before any
connection (the point of those tests) or resolved by a stub resolver to 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import shutil
import socket
import ssl
import subprocess
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest

from augury.errors import InvalidRequest
from augury.media import fetch
from augury.media.fetch import IPAddress, fetch_image, is_public_address

P = "input[0].content[0].image_url"
PNG_BYTES = b"\x89PNG\r\n\x1a\n" + b"\x00" * 100  # the fetcher moves bytes; it does not judge them

T = TypeVar("T")
Handler = Callable[[asyncio.StreamWriter], Awaitable[None]]


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coroutine)


# --- a tiny HTTP/1.1 server ----------------------------------------------------------------------


@dataclass
class Seen:
    path: str
    headers: dict[str, str]


@dataclass
class LocalServer:
    port: int
    seen: list[Seen] = field(default_factory=list)

    scheme: str = "http"

    def url(self, path: str, host: str = "127.0.0.1") -> str:
        return f"{self.scheme}://{host}:{self.port}{path}"


def respond(status: str, body: bytes = b"", headers: dict[str, str] | None = None) -> Handler:
    async def handler(writer: asyncio.StreamWriter) -> None:
        all_headers = {"Content-Length": str(len(body)), "Connection": "close", **(headers or {})}
        head = f"HTTP/1.1 {status}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in all_headers.items()) + "\r\n"
        writer.write(head.encode("latin-1") + body)
        await writer.drain()

    return handler


def redirect(location: str, status: str = "302 Found") -> Handler:
    return respond(status, headers={"Location": location})


async def endless_body(writer: asyncio.StreamWriter) -> None:
    writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nConnection: close\r\n\r\n")
    chunk = b"\x00" * 65536
    for _ in range(16384):  # 1 GiB if nobody stops reading
        writer.write(chunk)
        await writer.drain()


async def headers_then_silence(writer: asyncio.StreamWriter) -> None:
    writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 5000000\r\n\r\n")
    await writer.drain()
    await asyncio.sleep(30)


async def silence(writer: asyncio.StreamWriter) -> None:
    await asyncio.sleep(30)


@contextlib.asynccontextmanager
async def local_server(routes: dict[str, Handler], tls: ssl.SSLContext | None = None) -> AsyncIterator[LocalServer]:
    server_state = LocalServer(port=0, scheme="https" if tls else "http")

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
            request_line, *header_lines = head.rstrip("\r\n").split("\r\n")
            path = request_line.split(" ")[1]
            headers = {}
            for line in header_lines:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            server_state.seen.append(Seen(path, headers))
            await routes.get(path, respond("404 Not Found"))(writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0, ssl=tls)
    server_state.port = server.sockets[0].getsockname()[1]
    async with server:
        yield server_state


def refusal_of(coroutine: Coroutine[Any, Any, object]) -> str:
    with pytest.raises(InvalidRequest) as caught:
        run(coroutine)
    assert caught.value.param == P
    assert caught.value.status == 400
    return caught.value.message


def pretend_only_127_0_0_1_is_public(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the test server stand in for a public host while every other address stays private."""
    monkeypatch.setattr(fetch, "is_public_address", lambda address: str(address) == "127.0.0.1")


def stub_resolver(monkeypatch: pytest.MonkeyPatch, table: dict[str, list[str]]) -> None:
    async def resolve(host: str, port: int) -> list[IPAddress]:
        if host not in table:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [ipaddress.ip_address(a) for a in table[host]]

    monkeypatch.setattr(fetch, "resolve_host", resolve)


# --- address policy (pure) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",  # loopback
        "127.255.255.254",
        "10.0.0.1",  # private
        "172.16.5.4",
        "192.168.1.1",
        "100.64.0.1",  # shared address space (carrier-grade NAT)
        "169.254.169.254",  # link-local: cloud metadata services
        "224.0.0.1",  # multicast
        "240.0.0.1",  # reserved
        "255.255.255.255",
        "0.0.0.0",  # unspecified
        "192.0.2.1",  # documentation
        "::1",
        "::",
        "fe80::1",
        "fc00::1",
        "fd12:3456::1",
        "fec0::1",  # deprecated site-local
        "ff02::1",
        "2001:db8::1",
        "::ffff:127.0.0.1",  # IPv4-mapped
        "::ffff:10.0.0.1",
        "::ffff:169.254.169.254",
        "2002:7f00:1::1",  # 6to4 around 127.0.0.1
        "2002:a00:1::1",  # 6to4 around 10.0.0.1
        "2001:0:4136:e378:8000:63bf:f5ff:fffe",  # Teredo around 10.0.0.1
        "64:ff9b::a00:1",  # NAT64 around 10.0.0.1
    ],
)
def test_non_public_addresses_are_refused(address: str) -> None:
    assert is_public_address(ipaddress.ip_address(address)) is False


@pytest.mark.parametrize("address", ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450::1"])
def test_public_addresses_are_allowed(address: str) -> None:
    assert is_public_address(ipaddress.ip_address(address)) is True


# --- URL rules -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "scheme"),
    [("ftp://127.0.0.1/a.png", "ftp"), ("file:///etc/passwd", "file"), ("gopher://127.0.0.1/", "gopher")],
)
def test_only_http_and_https_are_fetched(url: str, scheme: str) -> None:
    assert refusal_of(fetch_image(url, param=P)) == (
        f"{P}: the image URL uses {scheme}; only http and https image URLs can be fetched."
    )


def test_credentials_in_the_url_are_refused() -> None:
    assert refusal_of(fetch_image("http://user:secret@127.0.0.1:9/a.png", param=P, allow_private=True)) == (
        f"{P}: the image URL must not contain credentials."
    )


def test_unresolvable_host_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    stub_resolver(monkeypatch, {})
    assert refusal_of(fetch_image("http://nowhere.example/a.png", param=P)) == (
        f"{P}: the image URL's host nowhere.example could not be resolved."
    )


# --- private addresses ---------------------------------------------------------------------------


def test_loopback_is_refused_by_default_without_connecting() -> None:
    async def scenario() -> tuple[str, list[Seen]]:
        async with local_server({"/a.png": respond("200 OK", PNG_BYTES)}) as server:
            with pytest.raises(InvalidRequest) as caught:
                await fetch_image(server.url("/a.png"), param=P)
            return caught.value.message, server.seen

    message, seen = run(scenario())
    assert message == (
        f"{P}: the image URL's host 127.0.0.1 is a loopback, private, link-local or otherwise non-public "
        "address; only images on public hosts can be fetched."
    )
    assert seen == []


def test_loopback_is_fetched_when_private_addresses_are_allowed() -> None:
    async def scenario() -> tuple[str | None, bytes]:
        routes = {"/a.png": respond("200 OK", PNG_BYTES, {"Content-Type": "image/png"})}
        async with local_server(routes) as server:
            return await fetch_image(server.url("/a.png"), param=P, allow_private=True)

    assert run(scenario()) == ("image/png", PNG_BYTES)


def test_a_name_resolving_to_a_private_address_is_refused_without_naming_the_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stub_resolver(monkeypatch, {"intranet.example": ["127.0.0.9"]})
    message = refusal_of(fetch_image("http://intranet.example/a.png", param=P))
    assert message.startswith(f"{P}: the image URL's host intranet.example is a loopback, private")
    assert "127.0.0.9" not in message


def test_a_name_with_any_private_address_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)
    stub_resolver(monkeypatch, {"mixed.example": ["127.0.0.1", "127.0.0.2"]})
    assert "non-public address" in refusal_of(fetch_image("http://mixed.example/a.png", param=P))


def test_connects_to_the_checked_address_with_the_original_host_header(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)
    stub_resolver(monkeypatch, {"images.example": ["127.0.0.1"]})

    async def scenario() -> tuple[tuple[str | None, bytes], list[Seen], int]:
        async with local_server({"/a.png?v=2": respond("200 OK", PNG_BYTES)}) as server:
            result = await fetch_image(server.url("/a.png?v=2#part", host="images.example"), param=P)
            return result, server.seen, server.port

    result, seen, port = run(scenario())
    assert result == (None, PNG_BYTES)
    assert [s.path for s in seen] == ["/a.png?v=2"]
    assert seen[0].headers["host"] == f"images.example:{port}"
    assert seen[0].headers["accept-encoding"] == "identity"


# --- redirects -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "location",
    ["http://127.0.0.2:{port}/a.png", "http://[::1]:{port}/a.png", "http://0.0.0.0:{port}/a.png"],
)
def test_a_redirect_to_a_private_address_is_refused(monkeypatch: pytest.MonkeyPatch, location: str) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)

    async def scenario() -> tuple[str, list[Seen]]:
        routes: dict[str, Handler] = {"/a.png": respond("200 OK", PNG_BYTES)}
        async with local_server(routes) as server:
            routes["/go"] = redirect(location.format(port=server.port))
            with pytest.raises(InvalidRequest) as caught:
                await fetch_image(server.url("/go"), param=P)
            return caught.value.message, server.seen

    message, seen = run(scenario())
    assert "is a loopback, private, link-local or otherwise non-public address" in message
    assert [s.path for s in seen] == ["/go"]


def test_a_redirect_to_another_scheme_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)

    async def scenario() -> str:
        async with local_server({"/go": redirect("file:///etc/passwd")}) as server:
            with pytest.raises(InvalidRequest) as caught:
                await fetch_image(server.url("/go"), param=P)
            return caught.value.message

    assert run(scenario()) == (
        f"{P}: the image URL redirects to a URL that uses file; only http and https image URLs can be fetched."
    )


def chain(hops: int) -> dict[str, Handler]:
    """``/r{hops}`` redirects (relatively) to ``/r{hops-1}`` ... ``/r1`` to ``/a.png``."""
    routes: dict[str, Handler] = {"/a.png": respond("200 OK", PNG_BYTES, {"Content-Type": "image/png"})}
    for hop in range(1, hops + 1):
        routes[f"/r{hop}"] = redirect(f"/r{hop - 1}" if hop > 1 else "/a.png", "307 Temporary Redirect")
    return routes


def test_three_redirects_are_followed(monkeypatch: pytest.MonkeyPatch) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)

    async def scenario() -> tuple[tuple[str | None, bytes], list[str]]:
        async with local_server(chain(3)) as server:
            return await fetch_image(server.url("/r3"), param=P), [s.path for s in server.seen]

    assert run(scenario()) == (("image/png", PNG_BYTES), ["/r3", "/r2", "/r1", "/a.png"])


def test_a_fourth_redirect_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)

    async def scenario() -> tuple[str, list[str]]:
        async with local_server(chain(4)) as server:
            with pytest.raises(InvalidRequest) as caught:
                await fetch_image(server.url("/r4"), param=P)
            return caught.value.message, [s.path for s in server.seen]

    assert run(scenario()) == (
        f"{P}: the image URL redirects more than 3 times.",
        ["/r4", "/r3", "/r2", "/r1"],
    )


# --- size, time and status -----------------------------------------------------------------------


def fetch_from(handler: Handler, **options: Any) -> Coroutine[Any, Any, tuple[str | None, bytes]]:
    async def scenario() -> tuple[str | None, bytes]:
        async with local_server({"/a.png": handler}) as server:
            return await fetch_image(server.url("/a.png"), param=P, allow_private=True, **options)

    return scenario()


def test_a_body_of_exactly_max_bytes_is_accepted() -> None:
    assert run(fetch_from(respond("200 OK", b"x" * 1000), max_bytes=1000)) == (None, b"x" * 1000)


def test_a_declared_length_over_the_limit_is_refused_without_reading_the_body() -> None:
    started = time.perf_counter()
    assert refusal_of(fetch_from(headers_then_silence)) == (
        f"{P}: the image at the URL is larger than 4 MiB, the limit per image."
    )
    assert time.perf_counter() - started < 5


def test_an_undeclared_body_over_the_limit_is_abandoned_at_the_limit() -> None:
    started = time.perf_counter()
    assert refusal_of(fetch_from(endless_body, max_bytes=100_000)) == (
        f"{P}: the image at the URL is larger than 97.7 KiB (100000 bytes), the limit per image."
    )
    assert time.perf_counter() - started < 5


def test_a_slow_server_times_out() -> None:
    started = time.perf_counter()
    assert refusal_of(fetch_from(silence, timeout_s=0.3)) == (f"{P}: fetching the image timed out after 0.3 seconds.")
    assert time.perf_counter() - started < 5


def test_a_body_that_stalls_times_out() -> None:
    assert refusal_of(fetch_from(headers_then_silence, timeout_s=0.3, max_bytes=10_000_000)) == (
        f"{P}: fetching the image timed out after 0.3 seconds."
    )


@pytest.mark.parametrize("status", ["404 Not Found", "500 Internal Server Error", "304 Not Modified"])
def test_a_non_2xx_answer_is_refused(status: str) -> None:
    assert refusal_of(fetch_from(respond(status))) == (
        f"{P}: the image URL answered HTTP {status}; only a successful (2xx) answer can be used."
    )


def test_a_compressed_body_is_refused() -> None:
    handler = respond("200 OK", b"\x1f\x8b" + b"\x00" * 20, {"Content-Encoding": "gzip"})
    assert refusal_of(fetch_from(handler)) == (
        f"{P}: the image URL answered with a gzip-compressed body; only uncompressed images can be fetched."
    )


def test_a_refused_connection_is_reported() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert refusal_of(fetch_image(f"http://127.0.0.1:{port}/a.png", param=P, allow_private=True)) == (
        f"{P}: the image URL's host 127.0.0.1 refused or failed the connection."
    )


@pytest.mark.parametrize(
    ("content_type", "declared"),
    [
        ("image/png", "image/png"),
        ("Image/WEBP; charset=binary", "image/webp"),
        ("application/octet-stream", None),
        ("text/html; charset=utf-8", None),
    ],
)
def test_only_an_image_content_type_counts_as_a_declared_type(content_type: str, declared: str | None) -> None:
    handler = respond("200 OK", PNG_BYTES, {"Content-Type": content_type})
    assert run(fetch_from(handler)) == (declared, PNG_BYTES)


# --- https: the pinned address keeps the host's TLS name -----------------------------------------


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A self-signed certificate for images.example, made with the openssl command."""
    if shutil.which("openssl") is None:
        pytest.skip("the openssl command is needed to make a test certificate")
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "2",
            "-subj",
            "/CN=images.example",
            "-addext",
            "subjectAltName=DNS:images.example",
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


def trust(certificate: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> ssl.SSLContext:
    """Make the fetcher's client trust the test certificate; return the server's TLS context."""
    cert, key = certificate
    client_context = ssl.create_default_context(cafile=str(cert))
    monkeypatch.setattr(httpx, "AsyncClient", functools.partial(httpx.AsyncClient, verify=client_context))
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_context.load_cert_chain(str(cert), str(key))
    return server_context


def test_https_to_a_pinned_address_verifies_the_hosts_certificate(
    certificate: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)
    stub_resolver(monkeypatch, {"images.example": ["127.0.0.1"]})
    server_context = trust(certificate, monkeypatch)

    async def scenario() -> tuple[tuple[str | None, bytes], str]:
        routes = {"/a.png": respond("200 OK", PNG_BYTES, {"Content-Type": "image/png"})}
        async with local_server(routes, tls=server_context) as server:
            result = await fetch_image(server.url("/a.png", host="images.example"), param=P)
            return result, server.seen[0].headers["host"]

    result, host = run(scenario())
    assert result == ("image/png", PNG_BYTES)
    assert host.startswith("images.example:")


def test_https_refuses_a_certificate_for_another_host(
    certificate: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    pretend_only_127_0_0_1_is_public(monkeypatch)
    stub_resolver(monkeypatch, {"other.example": ["127.0.0.1"]})
    server_context = trust(certificate, monkeypatch)

    async def scenario() -> str:
        async with local_server({}, tls=server_context) as server:
            with pytest.raises(InvalidRequest) as caught:
                await fetch_image(server.url("/a.png", host="other.example"), param=P)
            return caught.value.message

    assert run(scenario()) == (
        f"{P}: the image URL's host other.example failed the TLS handshake (its certificate could not be verified)."
    )
