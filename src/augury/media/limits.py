"""The size limits every image must meet, whichever route it arrives on.

One frozen value holds them so the HTTP settings can build it once and pass it down; the defaults
are the contract's (docs/CONTRACT.md §1, §2 and §6).
"""

from __future__ import annotations

from dataclasses import dataclass

KiB = 1024
MiB = 1024 * KiB


@dataclass(frozen=True)
class ImageLimits:
    """Per-image and per-request limits on client images.

    ``max_pixels`` counts a megapixel as 10**6 pixels, as cameras and the contract's "16 megapixels"
    do, so the default is 16_000_000 (not 16 * 2**20 = 16_777_216). A consequence worth knowing:
    a 4096x4096 image (16_777_216 pixels) passes the side limit but fails the pixel limit; the side
    limit binds only for elongated images (4096x3906 is the largest 4096-wide image accepted).

    ``max_total_bytes`` counts the image files' bytes after base64 decoding (the bytes the format
    checks read), summed over one request; it is not a budget on decoded pixels.
    """

    max_bytes: int = 4 * MiB
    """Largest image file, in bytes after base64 decoding."""
    max_pixels: int = 16_000_000
    """Largest width x height read from the image header."""
    max_side: int = 4096
    """Largest width or height read from the image header, in pixels."""
    max_total_bytes: int = 8 * MiB
    """Largest sum of the image files' sizes in one request."""
    max_count: int = 4
    """Most images in one request."""


DEFAULT_LIMITS = ImageLimits()
"""The contract's limits; the default wherever limits are a parameter."""


def describe_bytes(size: int) -> str:
    """Render a byte count for a refusal message: ``"4 MiB"``, ``"5.5 MiB (5767168 bytes)"``."""
    for unit, name in ((MiB, "MiB"), (KiB, "KiB")):
        if size >= unit:
            if size % unit == 0:
                return f"{size // unit} {name}"
            return f"{size / unit:.1f} {name} ({size} bytes)"
    return f"{size} bytes"
