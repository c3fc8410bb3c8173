"""Decoding checked images into RGB pictures, and shrinking them to fit a size.

Only :class:`~augury.media.imagecheck.CheckedImage` values reach here, so the header limits already
hold; Pillow's own decompression-bomb guard is set to the same pixel limit as a second line, and
the size Pillow reads is compared with ours before any pixel is decoded.
"""

from __future__ import annotations

import io

from PIL import Image, ImageOps

from augury.errors import InvalidRequest
from augury.media.imagecheck import CheckedImage
from augury.media.limits import DEFAULT_LIMITS, ImageLimits

_FORMAT_NAMES = {"png": "PNG", "jpeg": "JPEG", "webp": "WEBP"}
# White is what the Hugging Face image processors composite transparency onto; matching them keeps
# our pixels the ones the vision models were trained on.
_BACKGROUND = (255, 255, 255)


def decode_image(img: CheckedImage, *, limits: ImageLimits = DEFAULT_LIMITS) -> Image.Image:
    """Decode a checked image into an upright RGB picture.

    The EXIF orientation is applied (phone photos are stored sideways), transparency is composited
    onto white, and an animated image gives its first frame. Pillow is held to ``limits.max_pixels``
    (``Image.MAX_IMAGE_PIXELS``, a process-wide setting: the server uses one set of limits).

    Raises :class:`InvalidRequest` naming ``img.param`` when the bytes do not decode.
    """
    Image.MAX_IMAGE_PIXELS = limits.max_pixels
    try:
        # Image.open reads only the header; pixels are decoded by load(), after the size check.
        opened = Image.open(io.BytesIO(img.data), formats=[_FORMAT_NAMES[img.format]])
        if opened.size != (img.width, img.height):
            # Our header parser and Pillow disagree: refuse rather than trust either one.
            raise InvalidRequest(
                f"{img.param}: the image's header is ambiguous (read as {img.width}x{img.height} "
                f"and as {opened.size[0]}x{opened.size[1]} pixels).",
                param=img.param,
            )
        opened.load()
        return _to_rgb(ImageOps.exif_transpose(opened))
    except InvalidRequest:
        raise
    except Exception as exc:
        # Anything Pillow raises on these bytes (OSError, SyntaxError, ValueError, zlib errors, its
        # decompression-bomb error...) is a fault of the client's file, not of the server.
        raise InvalidRequest(
            f"{img.param}: the {img.format.upper()} image could not be decoded ({exc}).", param=img.param
        ) from exc


def _to_rgb(image: Image.Image) -> Image.Image:
    if image.mode == "RGB":
        return image
    if image.mode == "I" or image.mode.startswith("I;16"):
        # 16-bit greyscale PNG: Pillow's direct conversion clips values above 255 to white, so
        # scale the 0-65535 range down to 0-255 instead.
        image = image.convert("I").point(lambda value: value / 256).convert("L")
    has_alpha = image.mode in ("RGBA", "LA", "PA", "RGBa", "La") or (image.mode == "P" and "transparency" in image.info)
    if not has_alpha:
        return image.convert("RGB")
    rgba = image.convert("RGBA")
    background = Image.new("RGBA", rgba.size, (*_BACKGROUND, 255))
    return Image.alpha_composite(background, rgba).convert("RGB")


def fit_within(image: Image.Image, max_side: int) -> Image.Image:
    """Shrink ``image`` so neither side exceeds ``max_side``, keeping its aspect ratio.

    Never upscales: an image that already fits is returned as is. The long side becomes exactly
    ``max_side``; the short side is rounded half up and kept at least 1 pixel. Bicubic resampling,
    as the vision models' own processors use. Used for ``detail: "low"`` (512) and for model
    defaults such as Qwen3.5's 1344.
    """
    if max_side < 1:
        raise ValueError(f"max_side must be at least 1, not {max_side}")
    width, height = image.size
    long_side = max(width, height)
    if long_side <= max_side:
        return image
    # Integer arithmetic so the result is exact and the same on every platform.
    new_width = max(1, (width * max_side + long_side // 2) // long_side)
    new_height = max(1, (height * max_side + long_side // 2) // long_side)
    return image.resize((new_width, new_height), Image.Resampling.BICUBIC)
