"""Fetching a remote image for a client without becoming a proxy into the server's network.

A client-supplied URL is a request for the server to open a connection on the client's behalf
(server-side request forgery). The rules, applied to the first URL and to every redirect hop:

- only ``http`` and ``https``, no credentials in the URL;
- the host is resolved here, and every address it resolves to must be public: loopback, private,
  link-local, multicast, reserved, unspecified and other non-global addresses are refused, IPv4 and
  IPv6 alike, including IPv4 addresses embedded in IPv6 ones (mapped, 6to4, Teredo, NAT64), unless
  the caller allows private addresses;
- the connection goes to the very address that was checked, with the original ``Host`` header and
  TLS server name, so a DNS answer that changes between check and connect (DNS rebinding) cannot
  redirect it; environment proxies are ignored for the same reason;
- at most three redirects, each re-checked as above;
- the body is streamed and abandoned as soon as it passes the byte limit; compressed bodies are
  refused rather than inflated;
- one deadline covers resolution, every hop and the body.

Every refusal is an :class:`InvalidRequest` (400) naming the request field the URL came from.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import ssl

import httpx

from augury.errors import InvalidRequest
from augury.media.limits import DEFAULT_LIMITS, describe_bytes

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

MAX_REDIRECTS = 3
_REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
_DEFAULT_PORTS = {"http": 80, "https": 443}
_NAT64_PREFIXES = (ipaddress.IPv6Network("64:ff9b::/96"), ipaddress.IPv6Network("64:ff9b:1::/48"))
_REQUEST_HEADERS = {
    "Accept": "image/png, image/jpeg, image/webp",
    # Ask for the bytes as stored: a compressed body could inflate far past the byte limit.
    "Accept-Encoding": "identity",
    "User-Agent": "augury",
}


async def fetch_image(
    url: str,
    *,
    timeout_s: float = 10.0,
    max_bytes: int = DEFAULT_LIMITS.max_bytes,
    allow_private: bool = False,
    param: str,
) -> tuple[str | None, bytes]:
    """Download the image at ``url`` under the rules in this module's docstring.

    Returns the server's declared type (an ``image/...`` ``Content-Type`` without parameters, or
    None when it sent another type or none: a generic ``application/octet-stream`` declares nothing)
    and the body bytes, ready for :func:`augury.media.imagecheck.check_image`. ``timeout_s`` bounds the
    whole fetch.
    """
    try:
        async with asyncio.timeout(timeout_s):
            return await _fetch(url, timeout_s=timeout_s, max_bytes=max_bytes, allow_private=allow_private, param=param)
    except (TimeoutError, httpx.TimeoutException):
        raise InvalidRequest(
            f"{param}: fetching the image timed out after {timeout_s:g} seconds.", param=param
        ) from None


def is_public_address(address: IPAddress) -> bool:
    """Tell whether ``address`` is a public unicast address, safe to fetch from on a client's behalf.

    IPv4 addresses carried inside IPv6 ones (``::ffff:10.0.0.1``, 6to4 ``2002::/16``, Teredo,
    NAT64 ``64:ff9b::/96``) are judged by the IPv4 address too.
    """
    if (
        not address.is_global
        or address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
    ):
        return False
    if isinstance(address, ipaddress.IPv6Address):
        if address.is_site_local:
            return False
        embedded = [address.ipv4_mapped, address.sixtofour]
        if address.teredo is not None:
            embedded.extend(address.teredo)
        if any(address in prefix for prefix in _NAT64_PREFIXES):
            embedded.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
        return all(inner is None or is_public_address(inner) for inner in embedded)
    return True


async def resolve_host(host: str, port: int) -> list[IPAddress]:
    """Resolve ``host`` to its addresses (every family), in the resolver's order of preference.

    Raises :class:`OSError` (``socket.gaierror``) when the name does not resolve.
    """
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    addresses: list[IPAddress] = []
    for _family, _type, _proto, _name, sockaddr in infos:
        # An IPv6 sockaddr may carry a zone ("fe80::1%eth0"); the address is what is judged.
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if address not in addresses:
            addresses.append(address)
    return addresses


async def _fetch(
    url: str, *, timeout_s: float, max_bytes: int, allow_private: bool, param: str
) -> tuple[str | None, bytes]:
    target = _checked_url(url, param=param)
    # trust_env=False: an HTTP(S)_PROXY from the environment would connect somewhere other than
    # the address checked below.
    async with httpx.AsyncClient(trust_env=False, follow_redirects=False, timeout=timeout_s) as client:
        for hop in range(MAX_REDIRECTS + 1):
            addresses = await _checked_addresses(target, allow_private=allow_private, param=param)
            response = await _connect(client, target, addresses, param=param)
            try:
                location = response.headers.get("location")
                if response.status_code in _REDIRECT_STATUSES and location:
                    if hop == MAX_REDIRECTS:
                        raise InvalidRequest(
                            f"{param}: the image URL redirects more than {MAX_REDIRECTS} times.", param=param
                        )
                    try:
                        next_url = target.join(location)
                    except httpx.InvalidURL:
                        raise InvalidRequest(
                            f"{param}: the image URL redirects to an invalid URL.", param=param
                        ) from None
                    target = _checked_url(str(next_url), param=param, redirected=True)
                    continue
                return await _read_image(response, max_bytes=max_bytes, param=param)
            finally:
                await response.aclose()
    raise AssertionError("unreachable: the loop returns or raises on its last hop")


def _checked_url(url: str, *, param: str, redirected: bool = False) -> httpx.URL:
    where = "the image URL redirects to a URL that" if redirected else "the image URL"
    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL:
        raise InvalidRequest(f"{param}: {where} is not a valid URL.", param=param) from None
    if parsed.scheme not in _DEFAULT_PORTS:
        scheme = parsed.scheme or "no scheme"
        raise InvalidRequest(
            f"{param}: {where} uses {scheme}; only http and https image URLs can be fetched.", param=param
        )
    if not parsed.host:
        raise InvalidRequest(f"{param}: {where} has no host.", param=param)
    if parsed.userinfo:
        raise InvalidRequest(f"{param}: {where} must not contain credentials.", param=param)
    return parsed


async def _checked_addresses(target: httpx.URL, *, allow_private: bool, param: str) -> list[IPAddress]:
    host = target.raw_host.decode("ascii")
    port = target.port or _DEFAULT_PORTS[target.scheme]
    try:
        literal: IPAddress | None = ipaddress.ip_address(host)
    except ValueError:
        literal = None
    if literal is not None:
        addresses = [literal]
    else:
        try:
            addresses = await resolve_host(host, port)
        except OSError:
            raise InvalidRequest(
                f"{param}: the image URL's host {target.host} could not be resolved.", param=param
            ) from None
        if not addresses:
            raise InvalidRequest(f"{param}: the image URL's host {target.host} has no addresses.", param=param)
    if not allow_private and not all(is_public_address(address) for address in addresses):
        # The resolved addresses are not named: they would map the server's network for the client.
        raise InvalidRequest(
            f"{param}: the image URL's host {target.host} is a loopback, private, link-local or otherwise "
            "non-public address; only images on public hosts can be fetched.",
            param=param,
        )
    return addresses


async def _connect(
    client: httpx.AsyncClient, target: httpx.URL, addresses: list[IPAddress], *, param: str
) -> httpx.Response:
    """Send the GET to the checked addresses in turn, keeping the URL's own host for Host and TLS."""
    host_header = target.netloc.decode("ascii")
    extensions = {"sni_hostname": target.raw_host.decode("ascii")} if target.scheme == "https" else {}
    failure: httpx.ConnectError | None = None
    for address in addresses:
        request = client.build_request(
            "GET",
            target.copy_with(host=str(address), fragment=None),
            headers={**_REQUEST_HEADERS, "Host": host_header},
            extensions=extensions,
        )
        try:
            return await client.send(request, stream=True)
        except httpx.TimeoutException:
            raise
        except httpx.ConnectError as exc:
            failure = exc  # try the host's next address, as a browser would
        except httpx.HTTPError as exc:
            raise InvalidRequest(f"{param}: fetching the image failed ({type(exc).__name__}).", param=param) from None
    if _caused_by(failure, ssl.SSLCertVerificationError):
        raise InvalidRequest(
            f"{param}: the image URL's host {target.host} failed the TLS handshake (its certificate could "
            "not be verified).",
            param=param,
        )
    raise InvalidRequest(f"{param}: the image URL's host {target.host} refused or failed the connection.", param=param)


def _caused_by(error: BaseException | None, kind: type[BaseException]) -> bool:
    while error is not None:
        if isinstance(error, kind):
            return True
        error = error.__cause__ or error.__context__
    return False


async def _read_image(response: httpx.Response, *, max_bytes: int, param: str) -> tuple[str | None, bytes]:
    if not response.is_success:
        raise InvalidRequest(
            f"{param}: the image URL answered HTTP {response.status_code} {response.reason_phrase}".rstrip()
            + "; only a successful (2xx) answer can be used.",
            param=param,
        )
    encoding = response.headers.get("content-encoding", "identity").strip().lower()
    if encoding not in ("", "identity"):
        raise InvalidRequest(
            f"{param}: the image URL answered with a {encoding}-compressed body; only uncompressed "
            "images can be fetched.",
            param=param,
        )
    limit_message = f"{param}: the image at the URL is larger than {describe_bytes(max_bytes)}, the limit per image."
    declared_length = response.headers.get("content-length", "")
    if declared_length.isdigit() and int(declared_length) > max_bytes:
        raise InvalidRequest(limit_message, param=param)
    chunks: list[bytes] = []
    received = 0
    try:
        async for chunk in response.aiter_raw():
            received += len(chunk)
            if received > max_bytes:
                # Stop reading here: the caller's finally closes the connection mid-body.
                raise InvalidRequest(limit_message, param=param)
            chunks.append(chunk)
    except httpx.TimeoutException:
        raise
    except httpx.HTTPError as exc:
        raise InvalidRequest(f"{param}: the image download broke off ({type(exc).__name__}).", param=param) from None
    return _declared_image_type(response), b"".join(chunks)


def _declared_image_type(response: httpx.Response) -> str | None:
    content_type = response.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    return content_type if content_type.startswith("image/") else None
