"""The one image validator every route calls before an image goes anywhere near a decoder.

An image is judged by its bytes, never by what the client says it is: the file signature names the
format, a small parser per format reads width and height from the header, and a structural walk
proves the file is complete. All of it runs on the raw bytes without Pillow, so a header claiming
50000x50000 pixels is refused before anything allocates a pixel buffer (a decompression bomb costs
a few microseconds), and a truncated upload is refused with a clear message instead of being
decoded into a half-grey picture.

Order of the checks, which decides which message a bad file gets: emptiness, file size, signature,
declared type, header dimensions (zero, per side, total pixels), then completeness. Dimensions come
before completeness so that a header-only file claiming a huge size is reported for its size.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from augury.errors import InvalidRequest
from augury.media.limits import DEFAULT_LIMITS, ImageLimits, describe_bytes

ImageFormat = Literal["png", "jpeg", "webp"]

MIME_TYPES: dict[ImageFormat, str] = {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp"}

# Declared types that mean each accepted format. The non-standard spellings are what real clients
# and old browsers send (image/jpg above all); refusing them would refuse correct images.
_DECLARED_FORMATS: dict[str, ImageFormat] = {
    "image/png": "png",
    "image/x-png": "png",
    "image/jpeg": "jpeg",
    "image/jpg": "jpeg",
    "image/pjpeg": "jpeg",
    "image/webp": "webp",
}

_FORMAT_NAMES: dict[ImageFormat, str] = {"png": "PNG", "jpeg": "JPEG", "webp": "WebP"}

# Formats we can name in a refusal, so "that is a GIF" replaces a vaguer "not an image".
_OTHER_SIGNATURES: tuple[tuple[int, bytes, str], ...] = (
    (0, b"GIF87a", "GIF"),
    (0, b"GIF89a", "GIF"),
    (0, b"BM", "BMP"),
    (0, b"II*\x00", "TIFF"),
    (0, b"MM\x00*", "TIFF"),
    (0, b"%PDF", "PDF"),
    (0, b"\x00\x00\x01\x00", "ICO"),
    (4, b"ftypheic", "HEIC"),
    (4, b"ftypheix", "HEIC"),
    (4, b"ftypmif1", "HEIF"),
    (4, b"ftypavif", "AVIF"),
    (0, b"\xff\x0a", "JPEG XL"),
    (0, b"\x00\x00\x00\x0cJXL ", "JPEG XL"),
)

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PNG_MAX_LENGTH = 2**31 - 1  # PNG limits chunk lengths and dimensions to 31 bits.

_JPEG_SOI = b"\xff\xd8\xff"
_JPEG_EOI = 0xD9
_JPEG_SOS = 0xDA
# Start-of-frame markers carry the dimensions: SOF0-3, 5-7, 9-11, 13-15. C4 (DHT), C8 (JPG) and
# CC (DAC) share the range but are not frames.
_JPEG_SOF = frozenset({0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF})
# Markers that stand alone, without a length: TEM and the restart markers RST0-7.
_JPEG_STANDALONE = frozenset({0x01, *range(0xD0, 0xD8)})

_WEBP_VP8_START_CODE = b"\x9d\x01\x2a"
_WEBP_VP8L_SIGNATURE = 0x2F


@dataclass(frozen=True)
class CheckedImage:
    """An image that passed :func:`check_image`: its real format, header size and bytes.

    ``mime`` is the type of the bytes (``image/png``, ``image/jpeg``, ``image/webp``), whatever the
    client declared. ``param`` is where the image came from in the request, for later refusals
    (a decode failure, a model without vision).
    """

    format: ImageFormat
    mime: str
    width: int
    height: int
    data: bytes
    param: str


class _Malformed(Exception):
    """A structural fault found by a format parser; ``check_image`` turns it into a refusal."""


def check_image(
    data: bytes, *, declared_mime: str | None, param: str, limits: ImageLimits = DEFAULT_LIMITS
) -> CheckedImage:
    """Check one image against the format, size, pixel and completeness rules, without decoding it.

    ``declared_mime`` is the type the client claimed (a data URL's type, a multipart part's
    ``Content-Type``), or None when it claimed none; parameters such as ``; charset=...`` are ignored.
    Trailing bytes after a PNG's IEND or a JPEG's EOI are allowed (cameras append such trailers,
    e.g. motion-photo video) and count toward the size limit; a WebP must fill its RIFF size exactly.

    Raises :class:`InvalidRequest` naming ``param`` and the rule broken.
    """
    if not data:
        raise InvalidRequest(f"{param}: the image is empty.", param=param)
    if len(data) > limits.max_bytes:
        raise InvalidRequest(
            f"{param}: the image is {describe_bytes(len(data))}; the limit is "
            f"{describe_bytes(limits.max_bytes)} per image.",
            param=param,
        )
    image_format = sniff_format(data)
    if image_format is None:
        raise InvalidRequest(
            f"{param}: {_describe_unsupported(data)}; only PNG, JPEG and WebP images are accepted "
            "(judged by the file signature).",
            param=param,
        )
    name = _FORMAT_NAMES[image_format]
    if declared_mime is not None:
        declared = declared_mime.split(";", 1)[0].strip().lower()
        if _DECLARED_FORMATS.get(declared) != image_format:
            raise InvalidRequest(
                f"{param}: the image is declared as {declared or 'an empty type'} but its bytes are a {name} image.",
                param=param,
            )
    try:
        width, height = _HEADER_READERS[image_format](data)
    except _Malformed as exc:
        raise InvalidRequest(f"{param}: the {name} image is incomplete or corrupt ({exc}).", param=param) from None
    _check_dimensions(width, height, param=param, limits=limits)
    try:
        _COMPLETENESS_CHECKS[image_format](data, width, height)
    except _Malformed as exc:
        raise InvalidRequest(f"{param}: the {name} image is incomplete or corrupt ({exc}).", param=param) from None
    return CheckedImage(
        format=image_format,
        mime=MIME_TYPES[image_format],
        width=width,
        height=height,
        data=data,
        param=param,
    )


def check_images(
    items: Sequence[tuple[bytes, str | None, str]], limits: ImageLimits = DEFAULT_LIMITS
) -> list[CheckedImage]:
    """Check a request's images: each with :func:`check_image`, then their count and total size.

    ``items`` holds ``(data, declared_mime, param)`` in request order. Too many images is reported
    on the first one past the limit; a total over the limit on the image that crosses it.
    """
    if len(items) > limits.max_count:
        param = items[limits.max_count][2]
        raise InvalidRequest(
            f"{param}: the request has {len(items)} images; at most {limits.max_count} are allowed per request.",
            param=param,
        )
    checked: list[CheckedImage] = []
    total = 0
    for data, declared_mime, param in items:
        checked.append(check_image(data, declared_mime=declared_mime, param=param, limits=limits))
        total += len(data)
        if total > limits.max_total_bytes:
            raise InvalidRequest(
                f"{param}: the images up to this one total {describe_bytes(total)}; the limit is "
                f"{describe_bytes(limits.max_total_bytes)} per request.",
                param=param,
            )
    return checked


def sniff_format(data: bytes) -> ImageFormat | None:
    """Name the accepted format whose file signature ``data`` starts with, or None."""
    if data.startswith(_PNG_SIGNATURE):
        return "png"
    if data.startswith(_JPEG_SOI):
        return "jpeg"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def _describe_unsupported(data: bytes) -> str:
    for offset, signature, name in _OTHER_SIGNATURES:
        if data[offset : offset + len(signature)] == signature:
            return f"the data is a {name} image"
    return "the data is not a PNG, JPEG or WebP image"


def _check_dimensions(width: int, height: int, *, param: str, limits: ImageLimits) -> None:
    if width < 1 or height < 1:
        raise InvalidRequest(
            f"{param}: the image header gives a size of {width}x{height} pixels; width and height must be at least 1.",
            param=param,
        )
    if width > limits.max_side or height > limits.max_side:
        raise InvalidRequest(
            f"{param}: image is {width}x{height} pixels; the limit is {limits.max_side} pixels per side.",
            param=param,
        )
    if width * height > limits.max_pixels:
        raise InvalidRequest(
            f"{param}: image is {width}x{height} pixels ({width * height} pixels); the limit is "
            f"{limits.max_pixels} pixels ({limits.max_pixels / 1e6:g} megapixels).",
            param=param,
        )


# --- PNG -------------------------------------------------------------------------------------


def _png_size(data: bytes) -> tuple[int, int]:
    """Width and height from IHDR, which the PNG spec requires to be the first chunk."""
    if len(data) < 8 + 8 + 13:
        raise _Malformed("it ends before the end of its IHDR header")
    length, chunk_type = struct.unpack_from(">I4s", data, 8)
    if chunk_type != b"IHDR" or length != 13:
        raise _Malformed("its first chunk is not a 13-byte IHDR header")
    width, height = struct.unpack_from(">II", data, 16)
    if width > _PNG_MAX_LENGTH or height > _PNG_MAX_LENGTH:
        raise _Malformed("its IHDR header gives a size beyond the PNG maximum")
    return int(width), int(height)


def _png_check_complete(data: bytes, width: int, height: int) -> None:
    """Walk every chunk from IHDR to IEND: lengths in range, CRCs right, an IDAT before IEND."""
    view = memoryview(data)
    pos = len(_PNG_SIGNATURE)
    seen_idat = False
    while True:
        if pos + 8 > len(data):
            raise _Malformed("it ends before its IEND chunk")
        length, raw_type = struct.unpack_from(">I4s", data, pos)
        chunk_type = raw_type.decode("latin-1")
        if not raw_type.isalpha():
            raise _Malformed(f"it has a chunk with the invalid type {chunk_type!r} at byte {pos}")
        if length > _PNG_MAX_LENGTH:
            raise _Malformed(f"its {chunk_type} chunk has an out-of-range length")
        end = pos + 12 + length
        if end > len(data):
            raise _Malformed(f"it ends inside its {chunk_type} chunk")
        (crc,) = struct.unpack_from(">I", data, end - 4)
        if zlib.crc32(view[pos + 4 : end - 4]) != crc:
            raise _Malformed(f"its {chunk_type} chunk fails its CRC check")
        if raw_type == b"IDAT":
            seen_idat = True
        elif raw_type == b"IEND":
            if not seen_idat:
                raise _Malformed("it has no IDAT image data")
            return
        pos = end


# --- JPEG ------------------------------------------------------------------------------------


def _jpeg_segments(data: bytes) -> Iterator[tuple[int, int, int]]:
    """Yield ``(marker, payload_start, payload_end)`` for each marker after SOI, through EOI.

    Length-carrying segments are skipped by their length, so an embedded EXIF thumbnail (with its
    own SOI/EOI) is never mistaken for the image's end; after SOS the entropy-coded data is skipped
    to the next real marker. Standalone markers and EOI yield an empty payload.
    """
    n = len(data)
    pos = 2
    while True:
        if pos >= n:
            raise _Malformed("it ends before its end-of-image marker")
        if data[pos] != 0xFF:
            # Stray bytes between segments: libjpeg skips them with a warning, so do we.
            pos = data.find(b"\xff", pos)
            if pos < 0:
                raise _Malformed("it ends before its end-of-image marker")
        while pos < n and data[pos] == 0xFF:  # 0xFF fill bytes may precede any marker
            pos += 1
        if pos >= n:
            raise _Malformed("it ends before its end-of-image marker")
        marker = data[pos]
        pos += 1
        if marker == _JPEG_EOI:
            yield marker, pos, pos
            return
        if marker in _JPEG_STANDALONE:
            yield marker, pos, pos
            continue
        if marker in (0x00, 0xD8):
            raise _Malformed(f"it has an invalid marker at byte {pos - 2}")
        if pos + 2 > n:
            raise _Malformed("it ends inside a segment header")
        (length,) = struct.unpack_from(">H", data, pos)
        if length < 2:
            raise _Malformed(f"its segment at byte {pos - 2} has an invalid length")
        end = pos + length
        if end > n:
            raise _Malformed(f"it ends inside the segment at byte {pos - 2}")
        yield marker, pos + 2, end
        pos = _jpeg_skip_entropy_data(data, end) if marker == _JPEG_SOS else end


def _jpeg_skip_entropy_data(data: bytes, pos: int) -> int:
    """Return the position of the marker that ends the entropy-coded data starting at ``pos``.

    Inside a scan 0xFF is followed by 0x00 (a stuffed byte), a restart marker, or more 0xFF fill;
    any other byte after 0xFF is the next marker.
    """
    n = len(data)
    while True:
        i = data.find(b"\xff", pos)
        if i < 0 or i + 1 >= n:
            raise _Malformed("it ends inside its compressed image data")
        following = data[i + 1]
        if following == 0xFF:
            pos = i + 1
        elif following == 0x00 or 0xD0 <= following <= 0xD7:
            pos = i + 2
        else:
            return i


def _jpeg_size(data: bytes) -> tuple[int, int]:
    """Width and height from the first start-of-frame segment."""
    for marker, start, end in _jpeg_segments(data):
        if marker in _JPEG_SOF:
            if end - start < 6:
                raise _Malformed("its frame header is too short")
            height, width = struct.unpack_from(">HH", data, start + 1)
            return int(width), int(height)
        if marker in (_JPEG_SOS, _JPEG_EOI):
            break
    raise _Malformed("it has no frame header before its image data")


def _jpeg_check_complete(data: bytes, width: int, height: int) -> None:
    """Walk every segment to EOI and require image data (a scan) before it."""
    seen_scan = False
    for marker, _start, _end in _jpeg_segments(data):
        if marker == _JPEG_SOS:
            seen_scan = True
        elif marker == _JPEG_EOI and not seen_scan:
            raise _Malformed("it has no image data before its end-of-image marker")


# --- WebP ------------------------------------------------------------------------------------


def _webp_chunk_size(fourcc: bytes, payload: bytes) -> tuple[int, int]:
    """Width and height from a VP8, VP8L or VP8X chunk's payload."""
    if fourcc == b"VP8 ":
        # 3-byte frame tag (bit 0 clear on a key frame), start code, then 14-bit width and height.
        if len(payload) < 10:
            raise _Malformed("its VP8 header is cut short")
        if payload[0] & 1 or payload[3:6] != _WEBP_VP8_START_CODE:
            raise _Malformed("its VP8 data does not start with a key frame")
        width, height = struct.unpack_from("<HH", payload, 6)
        return width & 0x3FFF, height & 0x3FFF
    if fourcc == b"VP8L":
        # Signature byte, then 14 bits width-1, 14 bits height-1, 1 bit alpha, 3 bits version (0).
        if len(payload) < 5:
            raise _Malformed("its VP8L header is cut short")
        if payload[0] != _WEBP_VP8L_SIGNATURE:
            raise _Malformed("its VP8L data has the wrong signature")
        (bits,) = struct.unpack_from("<I", payload, 1)
        if bits >> 29:
            raise _Malformed("its VP8L data has an unknown version")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if fourcc == b"VP8X":
        # Flags, 3 reserved bytes, then 24-bit canvas width-1 and height-1.
        if len(payload) < 10:
            raise _Malformed("its VP8X header is cut short")
        width = int.from_bytes(payload[4:7], "little") + 1
        height = int.from_bytes(payload[7:10], "little") + 1
        return width, height
    raise _Malformed(f"its first chunk is {fourcc.decode('latin-1')!r}, not VP8, VP8L or VP8X")


def _webp_size(data: bytes) -> tuple[int, int]:
    """Width and height from the first chunk, which is the image (simple files) or VP8X."""
    if len(data) < 20:
        raise _Malformed("it ends before its first chunk header")
    fourcc, size = struct.unpack_from("<4sI", data, 12)
    return _webp_chunk_size(fourcc, data[20 : 20 + min(size, 10)])


def _webp_chunks(data: bytes) -> Iterator[tuple[bytes, int, int]]:
    """Yield ``(fourcc, payload_start, payload_end)`` for each top-level chunk; they must tile the file."""
    pos = 12
    while pos < len(data):
        if pos + 8 > len(data):
            raise _Malformed("it ends inside a chunk header")
        fourcc, size = struct.unpack_from("<4sI", data, pos)
        end = pos + 8 + size
        if end > len(data):
            raise _Malformed(f"it ends inside its {fourcc.decode('latin-1')!r} chunk")
        yield fourcc, pos + 8, end
        pos = end + (size & 1)  # chunks are padded to an even length
    if pos != len(data):
        raise _Malformed("its last chunk is missing its padding byte")


def _webp_check_complete(data: bytes, width: int, height: int) -> None:
    """RIFF size equals the file length, chunks fit, and a VP8X file holds a matching image."""
    (riff_size,) = struct.unpack_from("<I", data, 4)
    if riff_size + 8 != len(data):
        raise _Malformed(f"its RIFF header announces {riff_size + 8} bytes but the file has {len(data)}")
    chunks = list(_webp_chunks(data))
    if chunks[0][0] != b"VP8X":
        return  # a simple file: its one image chunk is the first chunk, already read and fitted
    frames = 0
    for fourcc, start, end in chunks[1:]:
        if fourcc in (b"VP8 ", b"VP8L"):
            # The image of a still VP8X file must have the canvas size, or the decoder would
            # allocate for a bitstream size the header checks never saw.
            if _webp_chunk_size(fourcc, data[start : min(end, start + 10)]) != (width, height):
                raise _Malformed("its image data does not match its canvas size")
            frames += 1
        elif fourcc == b"ANMF":
            frames += 1
    if frames == 0:
        raise _Malformed("it has no image data")


_HEADER_READERS = {"png": _png_size, "jpeg": _jpeg_size, "webp": _webp_size}
_COMPLETENESS_CHECKS = {
    "png": _png_check_complete,
    "jpeg": _jpeg_check_complete,
    "webp": _webp_check_complete,
}
