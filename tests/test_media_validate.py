"""Image intake: data URLs, the byte-level validator, decoding and resizing (augury.media)."""

from __future__ import annotations

import io
import struct
import time
import zlib

import numpy as np
import pytest
from PIL import Image

from augury.errors import InvalidRequest
from augury.media import (
    DEFAULT_LIMITS,
    CheckedImage,
    ImageLimits,
    check_image,
    check_images,
    decode_base64,
    decode_image,
    fit_within,
    is_remote_url,
    parse_data_url,
)
from augury.media.limits import MiB

P = "input[0].content[1].image_url"


# --- building test images ------------------------------------------------------------------------


def encode(image: Image.Image, fmt: str, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def noise(width: int, height: int, mode: str = "RGB") -> Image.Image:
    channels = len(mode)
    pixels = np.random.default_rng(7).integers(0, 256, (height, width, channels), dtype=np.uint8)
    return Image.fromarray(pixels.squeeze(), mode)


def png_chunk(kind: bytes, payload: bytes) -> bytes:
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_header_only(width: int, height: int) -> bytes:
    """A PNG signature and IHDR claiming ``width`` x ``height``, and nothing else."""
    return PNG_SIGNATURE + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))


def jpeg_header_only(width: int, height: int) -> bytes:
    """SOI and a baseline SOF0 frame header claiming ``width`` x ``height``, and nothing else."""
    components = b"".join(bytes([i, 0x11, 0]) for i in (1, 2, 3))
    sof = struct.pack(">BHHB", 8, height, width, 3) + components
    return b"\xff\xd8" + b"\xff\xc0" + struct.pack(">H", len(sof) + 2) + sof


def riff(chunks: bytes) -> bytes:
    return b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WEBP" + chunks


def webp_chunk(fourcc: bytes, payload: bytes) -> bytes:
    return fourcc + struct.pack("<I", len(payload)) + payload + b"\x00" * (len(payload) & 1)


def webp_vp8x_header_only(width: int, height: int) -> bytes:
    canvas = (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little")
    return riff(webp_chunk(b"VP8X", b"\x00\x00\x00\x00" + canvas))


def webp_vp8_header_only(width: int, height: int) -> bytes:
    frame = b"\x10\x02\x00" + b"\x9d\x01\x2a" + struct.pack("<HH", width, height)
    return riff(webp_chunk(b"VP8 ", frame))


def webp_vp8l_header_only(width: int, height: int) -> bytes:
    bits = (width - 1) | ((height - 1) << 14)
    return riff(webp_chunk(b"VP8L", b"\x2f" + struct.pack("<I", bits)))


def padded(data: bytes, size: int) -> bytes:
    """A valid PNG or JPEG grown to ``size`` bytes with a trailer after its end marker."""
    return data + b"\x00" * (size - len(data))


def refusal(data: bytes, declared_mime: str | None = None, limits: ImageLimits = DEFAULT_LIMITS) -> str:
    with pytest.raises(InvalidRequest) as caught:
        check_image(data, declared_mime=declared_mime, param=P, limits=limits)
    assert caught.value.param == P
    assert caught.value.status == 400
    return caught.value.message


PNG = encode(noise(48, 32), "PNG")
RGBA_PNG = encode(noise(48, 32, "RGBA"), "PNG")
JPEG = encode(noise(48, 32), "JPEG", quality=90)
PROGRESSIVE_JPEG = encode(noise(48, 32), "JPEG", progressive=True)
RESTART_JPEG = encode(noise(48, 32), "JPEG", restart_marker_blocks=1)
WEBP_LOSSY = encode(noise(48, 32), "WEBP", quality=80)
WEBP_LOSSLESS = encode(noise(48, 32), "WEBP", lossless=True)
WEBP_RGBA_LOSSY = encode(noise(48, 32, "RGBA"), "WEBP", quality=80)
WEBP_RGBA_LOSSLESS = encode(noise(48, 32, "RGBA"), "WEBP", lossless=True)


# --- limits --------------------------------------------------------------------------------------


def test_default_limits_are_the_contract_values() -> None:
    assert ImageLimits() == ImageLimits(
        max_bytes=4 * 1024 * 1024,
        max_pixels=16_000_000,
        max_side=4096,
        max_total_bytes=8 * 1024 * 1024,
        max_count=4,
    )


def test_limits_are_frozen() -> None:
    with pytest.raises(AttributeError):
        DEFAULT_LIMITS.max_count = 5  # type: ignore[misc]


# --- data URLs -----------------------------------------------------------------------------------


def test_data_url_gives_declared_type_and_bytes() -> None:
    assert parse_data_url("data:image/png;base64,iVBORw0KGgo=", param=P) == ("image/png", PNG_SIGNATURE)


def test_data_url_type_is_lowercased_and_parameters_before_base64_are_ignored() -> None:
    url = "data:Image/JPEG;name=photo.jpg;BASE64,AAAA"
    assert parse_data_url(url, param=P) == ("image/jpeg", b"\x00\x00\x00")


@pytest.mark.parametrize("url", ["https://example.com/a.png", "HTTP://example.com/a.png"])
def test_data_url_refuses_remote_url_and_says_to_send_a_data_url(url: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url(url, param=P)
    assert caught.value.param == P
    assert caught.value.message == (
        f"{P}: remote image URLs are not accepted here; send the image inline as a base64 data URL "
        "(data:image/png;base64,...)."
    )


@pytest.mark.parametrize("url", ["ftp://example.com/a.png", "file:///etc/passwd", "iVBORw0KGgo=", ""])
def test_data_url_refuses_other_schemes(url: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url(url, param=P)
    assert caught.value.message == (
        f"{P}: an image must be a base64 data URL of the form data:image/<type>;base64,<data>."
    )


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("data:text/plain;base64,aGVsbG8=", "text/plain"),
        ("data:application/pdf;base64,JVBERi0=", "application/pdf"),
        ("data:;base64,aGVsbG8=", "text/plain (no type given)"),
        ("data:image/;base64,aGVsbG8=", "image/"),
    ],
)
def test_data_url_refuses_non_image_types(url: str, shown: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url(url, param=P)
    assert caught.value.message == (
        f"{P}: the data URL has type {shown}; only image data URLs (data:image/...) are accepted."
    )


def test_data_url_refuses_non_base64_encoding() -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url("data:image/png,%89PNG", param=P)
    assert caught.value.message == f"{P}: the data URL must be base64-encoded (data:image/png;base64,...)."


def test_data_url_refuses_missing_comma() -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url("data:image/png;base64", param=P)
    assert caught.value.message == f"{P}: the data URL has no comma before its data."


def test_data_url_refuses_empty_data() -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url("data:image/png;base64,", param=P)
    assert caught.value.message == f"{P}: the image data is empty."


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        ("iVBORw0KGgo", "incorrect padding"),
        ("iVBO Rw0KGgo=", "only base64 data is allowed"),
        ("iVBORw0KGgo=\n", "excess data after padding"),
        ("iVBO-_0KGgo=", "only base64 data is allowed"),
        ("iVBORw==0KGgo=", "excess data after padding"),
    ],
)
def test_data_url_base64_is_strict(payload: str, reason: str) -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url(f"data:image/png;base64,{payload}", param=P)
    assert caught.value.message == (
        f"{P}: the image data is not valid base64 ({reason}); send standard padded base64 without whitespace."
    )


def test_data_url_refuses_non_ascii_data() -> None:
    with pytest.raises(InvalidRequest) as caught:
        parse_data_url("data:image/png;base64,iVBORé==", param=P)
    assert caught.value.message == (f"{P}: the image data is not valid base64 (it contains non-ASCII characters).")


def test_decode_base64_is_the_same_strict_decoder_for_bare_base64() -> None:
    assert decode_base64("iVBORw0KGgo=", param="images[0].base64") == PNG_SIGNATURE
    with pytest.raises(InvalidRequest) as caught:
        decode_base64("iVBORw0KGgo", param="images[0].base64")
    assert caught.value.param == "images[0].base64"
    assert caught.value.message == (
        "images[0].base64: the image data is not valid base64 (incorrect padding); send standard padded base64 "
        "without whitespace."
    )


@pytest.mark.parametrize(
    ("url", "remote"),
    [
        ("http://example.com/a.png", True),
        ("https://example.com/a.png", True),
        ("HTTPS://EXAMPLE.COM/A.PNG", True),
        ("data:image/png;base64,AAAA", False),
        ("ftp://example.com/a.png", False),
        ("httpx://example.com", False),
        ("", False),
    ],
)
def test_is_remote_url(url: str, remote: bool) -> None:
    assert is_remote_url(url) is remote


# --- accepted images -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "declared", "fmt", "mime"),
    [
        (PNG, "image/png", "png", "image/png"),
        (RGBA_PNG, "image/png", "png", "image/png"),
        (JPEG, "image/jpeg", "jpeg", "image/jpeg"),
        (PROGRESSIVE_JPEG, "image/jpeg", "jpeg", "image/jpeg"),
        (RESTART_JPEG, "image/jpeg", "jpeg", "image/jpeg"),
        (WEBP_LOSSY, "image/webp", "webp", "image/webp"),
        (WEBP_LOSSLESS, "image/webp", "webp", "image/webp"),
        (WEBP_RGBA_LOSSY, "image/webp", "webp", "image/webp"),
        (WEBP_RGBA_LOSSLESS, "image/webp", "webp", "image/webp"),
        (PNG, None, "png", "image/png"),
    ],
    ids=[
        "png",
        "png-rgba",
        "jpeg",
        "jpeg-progressive",
        "jpeg-restarts",
        "webp-lossy",
        "webp-lossless",
        "webp-rgba-lossy",
        "webp-rgba-lossless",
        "undeclared",
    ],
)
def test_accepts_valid_images_and_reads_their_size(data: bytes, declared: str | None, fmt: str, mime: str) -> None:
    assert check_image(data, declared_mime=declared, param=P) == CheckedImage(
        format=fmt,  # type: ignore[arg-type]
        mime=mime,
        width=48,
        height=32,
        data=data,
        param=P,
    )


def test_webp_files_cover_simple_lossy_lossless_and_extended_layouts() -> None:
    assert [d[12:16] for d in (WEBP_LOSSY, WEBP_LOSSLESS, WEBP_RGBA_LOSSY)] == [b"VP8 ", b"VP8L", b"VP8X"]


@pytest.mark.parametrize(
    ("data", "declared"),
    [
        (JPEG, "image/jpg"),
        (JPEG, "image/pjpeg"),
        (PNG, "image/x-png"),
        (PNG, "IMAGE/PNG"),
        (PNG, "image/png; charset=binary"),
    ],
)
def test_accepts_common_spellings_of_the_declared_type(data: bytes, declared: str) -> None:
    assert check_image(data, declared_mime=declared, param=P).width == 48


def test_accepts_an_animated_webp() -> None:
    frames = [Image.new("RGB", (20, 10), color) for color in ("red", "blue")]
    out = io.BytesIO()
    frames[0].save(out, "WEBP", save_all=True, append_images=frames[1:], duration=100)
    checked = check_image(out.getvalue(), declared_mime="image/webp", param=P)
    assert (checked.width, checked.height) == (20, 10)
    assert decode_image(checked).getpixel((5, 5)) == pytest.approx((255, 0, 0), abs=8)


def test_accepts_bytes_after_the_end_marker_of_png_and_jpeg() -> None:
    assert check_image(PNG + b"trailer", declared_mime=None, param=P).height == 32
    assert check_image(JPEG + b"motion photo", declared_mime=None, param=P).height == 32


def test_jpeg_exif_thumbnail_end_marker_is_not_the_image_end() -> None:
    thumbnail = b"\xff\xd8\xff\xd9"
    app1 = b"\xff\xe1" + struct.pack(">H", 2 + 6 + len(thumbnail)) + b"Exif\x00\x00" + thumbnail
    with_thumbnail = JPEG[:2] + app1 + JPEG[2:]
    assert check_image(with_thumbnail, declared_mime=None, param=P).width == 48
    assert "incomplete" in refusal(with_thumbnail[: len(JPEG) // 2])


def test_jpeg_stray_bytes_between_segments_are_skipped_as_libjpeg_does() -> None:
    app0_end = 4 + struct.unpack_from(">H", JPEG, 4)[0]
    with_stray_bytes = JPEG[:app0_end] + b"\x00\x00\x00" + JPEG[app0_end:]
    checked = check_image(with_stray_bytes, declared_mime=None, param=P)
    assert decode_image(checked).size == (48, 32)


# --- format and declared type --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "name"),
    [
        (encode(noise(8, 8), "GIF"), "GIF"),
        (encode(noise(8, 8), "BMP"), "BMP"),
        (encode(noise(8, 8), "TIFF"), "TIFF"),
    ],
)
def test_refuses_other_image_formats_by_name(data: bytes, name: str) -> None:
    assert refusal(data, "image/png") == (
        f"{P}: the data is a {name} image; only PNG, JPEG and WebP images are accepted (judged by the file signature)."
    )


def test_refuses_data_that_is_not_an_image() -> None:
    assert refusal(b"hello, world") == (
        f"{P}: the data is not a PNG, JPEG or WebP image; only PNG, JPEG and WebP images are accepted "
        "(judged by the file signature)."
    )


def test_refuses_empty_data() -> None:
    assert refusal(b"") == f"{P}: the image is empty."


@pytest.mark.parametrize(
    ("data", "declared", "actual"),
    [
        (PNG, "image/jpeg", "PNG"),
        (JPEG, "image/png", "JPEG"),
        (WEBP_LOSSY, "image/png", "WebP"),
        (PNG, "image/gif", "PNG"),
        (PNG, "application/octet-stream", "PNG"),
    ],
)
def test_refuses_a_declared_type_that_disagrees_with_the_bytes(data: bytes, declared: str, actual: str) -> None:
    assert refusal(data, declared) == (f"{P}: the image is declared as {declared} but its bytes are a {actual} image.")


# --- dimensions, read from the header without decoding ------------------------------------------


HUGE_HEADERS = {
    "png": png_header_only(50000, 50000),
    "jpeg": jpeg_header_only(50000, 50000),
    "webp-vp8x": webp_vp8x_header_only(50000, 50000),
}


@pytest.mark.parametrize("fmt", sorted(HUGE_HEADERS))
def test_huge_header_is_refused_by_side_without_decoding(fmt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_decoding(*args: object, **kwargs: object) -> None:
        raise AssertionError("the validator must not call Pillow")

    monkeypatch.setattr(Image, "open", no_decoding)
    started = time.perf_counter()
    message = refusal(HUGE_HEADERS[fmt])
    assert time.perf_counter() - started < 0.05
    assert message == f"{P}: image is 50000x50000 pixels; the limit is 4096 pixels per side."


@pytest.mark.parametrize(
    ("data", "size"),
    [
        (webp_vp8_header_only(16000, 16000), "16000x16000"),
        (webp_vp8l_header_only(16384, 9), "16384x9"),
        (png_header_only(4097, 1), "4097x1"),
        (jpeg_header_only(1, 4097), "1x4097"),
    ],
)
def test_refuses_any_side_over_4096(data: bytes, size: str) -> None:
    assert refusal(data) == f"{P}: image is {size} pixels; the limit is 4096 pixels per side."


def test_refuses_over_16_megapixels_even_within_the_side_limit() -> None:
    assert refusal(png_header_only(4096, 4096)) == (
        f"{P}: image is 4096x4096 pixels (16777216 pixels); the limit is 16000000 pixels (16 megapixels)."
    )


def test_the_largest_4096_wide_image_has_3906_rows() -> None:
    assert refusal(png_header_only(4096, 3906)).endswith("is incomplete or corrupt (it ends before its IEND chunk).")
    assert "16000000 pixels" in refusal(png_header_only(4096, 3907))


@pytest.mark.parametrize(
    ("data", "size"),
    [(png_header_only(0, 10), "0x10"), (jpeg_header_only(10, 0), "10x0")],
)
def test_refuses_zero_dimensions(data: bytes, size: str) -> None:
    assert refusal(data) == (
        f"{P}: the image header gives a size of {size} pixels; width and height must be at least 1."
    )


def test_limits_are_configurable() -> None:
    small = ImageLimits(max_side=40)
    assert refusal(PNG, limits=small) == f"{P}: image is 48x32 pixels; the limit is 40 pixels per side."


# --- completeness --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "detail"),
    [
        (PNG[:-12], "it ends before its IEND chunk"),
        (PNG[:-1], "it ends inside its IEND chunk"),
        (PNG[: len(PNG) // 2], "it ends inside its IDAT chunk"),
        (PNG[:33], "it ends before its IEND chunk"),
    ],
    ids=["no-iend", "cut-iend", "half", "header-only"],
)
def test_refuses_truncated_png(data: bytes, detail: str) -> None:
    assert refusal(data, "image/png") == f"{P}: the PNG image is incomplete or corrupt ({detail})."


def test_refuses_png_with_a_bad_crc() -> None:
    corrupt = bytearray(PNG)
    corrupt[60] ^= 0xFF  # inside the first IDAT chunk's data
    assert (
        refusal(bytes(corrupt)) == f"{P}: the PNG image is incomplete or corrupt (its IDAT chunk fails its CRC check)."
    )


def test_refuses_png_without_image_data() -> None:
    ihdr_and_iend = png_header_only(2, 2) + png_chunk(b"IEND", b"")
    assert refusal(ihdr_and_iend) == f"{P}: the PNG image is incomplete or corrupt (it has no IDAT image data)."


def test_refuses_png_whose_first_chunk_is_not_ihdr() -> None:
    data = PNG_SIGNATURE + png_chunk(b"tEXt", b"a\x00b" * 5) + PNG[8:]
    assert refusal(data) == (
        f"{P}: the PNG image is incomplete or corrupt (its first chunk is not a 13-byte IHDR header)."
    )


@pytest.mark.parametrize(
    ("data", "detail"),
    [
        (JPEG[:-2], "it ends inside its compressed image data"),
        (JPEG[: len(JPEG) // 2], "it ends inside its compressed image data"),
        (PROGRESSIVE_JPEG[: len(PROGRESSIVE_JPEG) - 40], "it ends inside its compressed image data"),
        (jpeg_header_only(48, 32), "it ends before its end-of-image marker"),
        (JPEG[:-2] + b"\xff", "it ends inside its compressed image data"),
    ],
    ids=["no-eoi", "half", "progressive", "header-only", "cut-eoi"],
)
def test_refuses_truncated_jpeg(data: bytes, detail: str) -> None:
    assert refusal(data, "image/jpeg") == f"{P}: the JPEG image is incomplete or corrupt ({detail})."


def test_refuses_jpeg_without_a_scan() -> None:
    data = jpeg_header_only(48, 32) + b"\xff\xd9"
    assert refusal(data) == (
        f"{P}: the JPEG image is incomplete or corrupt (it has no image data before its end-of-image marker)."
    )


def test_refuses_jpeg_whose_scan_precedes_its_frame_header() -> None:
    sos = b"\xff\xda" + struct.pack(">H", 8) + b"\x01\x01\x00\x00\x3f\x00"
    assert refusal(b"\xff\xd8" + sos + b"\x00\x00\xff\xd9") == (
        f"{P}: the JPEG image is incomplete or corrupt (it has no frame header before its image data)."
    )


def with_riff_size(data: bytes, riff_size: int) -> bytes:
    return data[:4] + struct.pack("<I", riff_size) + data[8:]


@pytest.mark.parametrize("data", [WEBP_LOSSY, WEBP_LOSSLESS, WEBP_RGBA_LOSSY], ids=["vp8", "vp8l", "vp8x"])
def test_refuses_truncated_webp_by_its_riff_size(data: bytes) -> None:
    truncated = data[:-10]
    assert refusal(truncated, "image/webp") == (
        f"{P}: the WebP image is incomplete or corrupt (its RIFF header announces {len(data)} bytes but the "
        f"file has {len(data) - 10})."
    )


def test_refuses_webp_with_bytes_beyond_its_riff_size() -> None:
    assert refusal(WEBP_LOSSY + b"\x00\x00") == (
        f"{P}: the WebP image is incomplete or corrupt (its RIFF header announces {len(WEBP_LOSSY)} bytes "
        f"but the file has {len(WEBP_LOSSY) + 2})."
    )


def test_refuses_webp_whose_chunk_runs_past_the_end() -> None:
    truncated = WEBP_LOSSLESS[:-10]
    consistent = with_riff_size(truncated, len(truncated) - 8)
    assert refusal(consistent) == f"{P}: the WebP image is incomplete or corrupt (it ends inside its 'VP8L' chunk)."


def test_refuses_vp8x_webp_without_image_data() -> None:
    assert refusal(webp_vp8x_header_only(48, 32)) == (
        f"{P}: the WebP image is incomplete or corrupt (it has no image data)."
    )


def test_refuses_vp8x_webp_whose_image_is_larger_than_its_canvas() -> None:
    canvas = bytearray(WEBP_RGBA_LOSSY)
    canvas[24:27] = (9).to_bytes(3, "little")  # canvas width 10; the VP8 bitstream stays 48 wide
    assert refusal(bytes(canvas)) == (
        f"{P}: the WebP image is incomplete or corrupt (its image data does not match its canvas size)."
    )


def test_refuses_webp_with_an_unknown_first_chunk() -> None:
    data = riff(webp_chunk(b"ABCD", b"0123456789"))
    assert refusal(data) == (
        f"{P}: the WebP image is incomplete or corrupt (its first chunk is 'ABCD', not VP8, VP8L or VP8X)."
    )


# --- size, count and total -----------------------------------------------------------------------


def test_accepts_an_image_of_exactly_4_mib() -> None:
    assert check_image(padded(PNG, 4 * MiB), declared_mime=None, param=P).width == 48


def test_refuses_an_image_over_4_mib() -> None:
    assert refusal(padded(PNG, 4 * MiB + 1)) == (
        f"{P}: the image is 4.0 MiB (4194305 bytes); the limit is 4 MiB per image."
    )


def test_refuses_a_real_photo_sized_png_over_4_mib() -> None:
    big = encode(noise(1200, 1200), "PNG", compress_level=0)
    assert len(big) > 4 * MiB
    assert refusal(big).endswith("; the limit is 4 MiB per image.")


def params(n: int) -> list[str]:
    return [f"input[0].content[{i}].image_url" for i in range(n)]


def test_check_images_keeps_request_order() -> None:
    items = [(PNG, "image/png", "a"), (JPEG, None, "b"), (WEBP_LOSSLESS, "image/webp", "c")]
    assert [(image.format, image.param) for image in check_images(items)] == [
        ("png", "a"),
        ("jpeg", "b"),
        ("webp", "c"),
    ]


def test_accepts_four_images() -> None:
    assert len(check_images([(PNG, None, p) for p in params(4)])) == 4


def test_refuses_five_images_naming_the_fifth() -> None:
    with pytest.raises(InvalidRequest) as caught:
        check_images([(PNG, None, p) for p in params(5)])
    assert caught.value.param == "input[0].content[4].image_url"
    assert caught.value.message == (
        "input[0].content[4].image_url: the request has 5 images; at most 4 are allowed per request."
    )


def test_accepts_a_total_of_exactly_8_mib() -> None:
    items = [(padded(PNG, 4 * MiB), None, p) for p in params(2)]
    assert len(check_images(items)) == 2


def test_refuses_a_total_over_8_mib_naming_the_image_that_crosses_it() -> None:
    items = [(padded(PNG, 3 * MiB), None, p) for p in params(3)]
    with pytest.raises(InvalidRequest) as caught:
        check_images(items)
    assert caught.value.param == "input[0].content[2].image_url"
    assert caught.value.message == (
        "input[0].content[2].image_url: the images up to this one total 9 MiB; the limit is 8 MiB per request."
    )


def test_check_images_reports_a_bad_image_with_its_own_param() -> None:
    with pytest.raises(InvalidRequest) as caught:
        check_images([(PNG, None, "images[0]"), (b"GIF89a...", None, "images[1]")])
    assert caught.value.param == "images[1]"


# --- decoding ------------------------------------------------------------------------------------


def first_row(image: Image.Image) -> list[object]:
    return [image.getpixel((x, 0)) for x in range(image.width)]


def checked(data: bytes) -> CheckedImage:
    return check_image(data, declared_mime=None, param=P)


@pytest.mark.parametrize("data", [PNG, RGBA_PNG, JPEG, PROGRESSIVE_JPEG, WEBP_LOSSY, WEBP_LOSSLESS, WEBP_RGBA_LOSSY])
def test_decodes_to_rgb_at_the_header_size(data: bytes) -> None:
    image = decode_image(checked(data))
    assert (image.mode, image.size) == ("RGB", (48, 32))


def test_decoded_lossless_pixels_are_exact() -> None:
    source = noise(48, 32)
    assert decode_image(checked(encode(source, "WEBP", lossless=True))).tobytes() == source.tobytes()
    assert decode_image(checked(encode(source, "PNG"))).tobytes() == source.tobytes()


def test_transparency_is_composited_onto_white() -> None:
    half = Image.new("RGBA", (4, 1), (255, 0, 0, 0))
    half.putpixel((1, 0), (255, 0, 0, 255))
    half.putpixel((2, 0), (0, 0, 255, 128))
    image = decode_image(checked(encode(half, "PNG")))
    assert first_row(image) == [(255, 255, 255), (255, 0, 0), (127, 127, 255), (255, 255, 255)]


def test_palette_transparency_is_composited_onto_white() -> None:
    palette = Image.new("P", (2, 1))
    palette.putpalette([0, 0, 0, 0, 255, 0])
    palette.putpixel((1, 0), 1)
    image = decode_image(checked(encode(palette, "PNG", transparency=0)))
    assert first_row(image) == [(255, 255, 255), (0, 255, 0)]


def test_sixteen_bit_greyscale_is_scaled_not_clipped() -> None:
    grey = Image.fromarray(np.array([[0, 0x8000, 0xFFFF]], dtype=np.uint16))
    image = decode_image(checked(encode(grey, "PNG")))
    assert first_row(image) == [(0, 0, 0), (128, 128, 128), (255, 255, 255)]


def test_exif_orientation_is_applied() -> None:
    exif = Image.Exif()
    exif[0x0112] = 6  # stored sideways: rotate 90 degrees clockwise to view
    data = encode(noise(40, 20), "JPEG", exif=exif.tobytes())
    assert checked(data).width == 40
    assert decode_image(checked(data)).size == (20, 40)


def test_undecodable_pixel_data_is_refused_naming_the_param() -> None:
    garbage = png_header_only(4, 4) + png_chunk(b"IDAT", b"not zlib data") + png_chunk(b"IEND", b"")
    image = checked(garbage)
    with pytest.raises(InvalidRequest) as caught:
        decode_image(image)
    assert caught.value.param == P
    assert caught.value.message.startswith(f"{P}: the PNG image could not be decoded (")


def test_decode_uses_the_pixel_limit_for_pillows_bomb_guard() -> None:
    decode_image(checked(PNG), limits=ImageLimits(max_pixels=1_000_000))
    assert Image.MAX_IMAGE_PIXELS == 1_000_000
    decode_image(checked(PNG))
    assert Image.MAX_IMAGE_PIXELS == 16_000_000


# --- fitting -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "max_side", "fitted"),
    [
        ((1024, 768), 512, (512, 384)),
        ((768, 1024), 512, (384, 512)),
        ((4096, 100), 512, (512, 13)),
        ((5000, 1), 512, (512, 1)),
        ((2000, 2000), 1344, (1344, 1344)),
        ((4096, 3000), 1344, (1344, 984)),
        ((513, 512), 512, (512, 511)),
    ],
)
def test_fit_within_shrinks_the_long_side_to_the_limit(
    size: tuple[int, int], max_side: int, fitted: tuple[int, int]
) -> None:
    assert fit_within(Image.new("RGB", size), max_side).size == fitted


@pytest.mark.parametrize("size", [(512, 512), (300, 200), (1, 1)])
def test_fit_within_never_upscales(size: tuple[int, int]) -> None:
    image = Image.new("RGB", size)
    assert fit_within(image, 512) is image


# --- robustness ----------------------------------------------------------------------------------

ALL_VALID = {
    "png": PNG,
    "png-rgba": RGBA_PNG,
    "jpeg": JPEG,
    "jpeg-progressive": PROGRESSIVE_JPEG,
    "jpeg-restarts": RESTART_JPEG,
    "webp-lossy": WEBP_LOSSY,
    "webp-lossless": WEBP_LOSSLESS,
    "webp-rgba-lossy": WEBP_RGBA_LOSSY,
    "webp-rgba-lossless": WEBP_RGBA_LOSSLESS,
}


@pytest.mark.parametrize("name", sorted(ALL_VALID))
def test_every_proper_prefix_of_a_valid_image_is_refused(name: str) -> None:
    data = ALL_VALID[name]
    for length in range(len(data)):
        with pytest.raises(InvalidRequest):
            check_image(data[:length], declared_mime=None, param=P)


@pytest.mark.parametrize("name", sorted(ALL_VALID))
def test_corrupted_bytes_give_a_refusal_or_a_decodable_image(name: str) -> None:
    """Flip bytes at many positions: the validator and decoder answer 400 or an image, never crash."""
    data = ALL_VALID[name]
    for position in range(0, len(data), max(1, len(data) // 200)):
        corrupt = bytearray(data)
        corrupt[position] ^= 0x5A
        try:
            decode_image(check_image(bytes(corrupt), declared_mime=None, param=P))
        except InvalidRequest as exc:
            assert exc.param == P
