"""Reading images sent inline as ``data:image/...;base64,`` URLs.

Parsing is strict on purpose: a data URL that only a lenient decoder would accept (whitespace,
the URL-safe alphabet, missing padding, percent-escapes) is refused with a message saying so,
rather than guessed at.
"""

from __future__ import annotations

import binascii

from augury.errors import InvalidRequest

_DATA_PREFIX = "data:"
_REMOTE_SCHEMES = ("http://", "https://")


def is_remote_url(url: str) -> bool:
    """Tell whether ``url`` is an ``http://`` or ``https://`` URL (scheme matched case-insensitively).

    Routes decide for themselves what a remote URL means: /v1/responses may fetch it
    (see :mod:`augury.media.fetch`), /v1/decisions and /v1/systemone refuse it.
    """
    return url[:8].lower().startswith(_REMOTE_SCHEMES)


def parse_data_url(url: str, *, param: str) -> tuple[str, bytes]:
    """Split a base64 image data URL into its declared MIME type and decoded bytes.

    Accepts ``data:image/<subtype>[;name=value...];base64,<payload>``. The declared type is returned
    lower-cased and without parameters (``"image/png"``); whether it matches the bytes is
    :func:`augury.media.imagecheck.check_image`'s job. The payload must be standard, padded base64 with
    nothing else in it.

    Raises :class:`InvalidRequest` naming ``param`` for a remote URL, any other scheme, a non-image
    or non-base64 data URL, and an empty or invalid payload (see :func:`decode_base64`).
    """
    if url[: len(_DATA_PREFIX)].lower() != _DATA_PREFIX:
        if is_remote_url(url):
            raise InvalidRequest(
                f"{param}: remote image URLs are not accepted here; send the image inline as a base64 "
                "data URL (data:image/png;base64,...).",
                param=param,
            )
        raise InvalidRequest(
            f"{param}: an image must be a base64 data URL of the form data:image/<type>;base64,<data>.",
            param=param,
        )
    header, comma, payload = url[len(_DATA_PREFIX) :].partition(",")
    if not comma:
        raise InvalidRequest(f"{param}: the data URL has no comma before its data.", param=param)
    media_type, *attributes = header.split(";")
    media_type = media_type.strip().lower()
    if not media_type.startswith("image/") or len(media_type) == len("image/"):
        shown = media_type or "text/plain (no type given)"
        raise InvalidRequest(
            f"{param}: the data URL has type {shown}; only image data URLs (data:image/...) are accepted.",
            param=param,
        )
    # RFC 2397 puts ";base64" last; parameters such as ";name=photo.png" may come before it.
    if not attributes or attributes[-1].strip().lower() != "base64":
        raise InvalidRequest(
            f"{param}: the data URL must be base64-encoded (data:{media_type};base64,...).", param=param
        )
    return media_type, decode_base64(payload, param=param)


def decode_base64(text: str, *, param: str) -> bytes:
    """Decode an image's base64 text strictly: standard alphabet, padded, nothing else in it.

    The one base64 decoder for images, used for data URLs and for SystemOne's
    ``{"content_type": ..., "base64": ...}`` form alike. Raises :class:`InvalidRequest` naming
    ``param`` for empty or invalid text.
    """
    if not text:
        raise InvalidRequest(f"{param}: the image data is empty.", param=param)
    try:
        return binascii.a2b_base64(text.encode("ascii"), strict_mode=True)
    except UnicodeEncodeError:
        raise InvalidRequest(
            f"{param}: the image data is not valid base64 (it contains non-ASCII characters).", param=param
        ) from None
    except binascii.Error as exc:
        reason = str(exc)
        raise InvalidRequest(
            f"{param}: the image data is not valid base64 ({reason[:1].lower()}{reason[1:]}); send standard "
            "padded base64 without whitespace.",
            param=param,
        ) from None
