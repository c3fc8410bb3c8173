"""Client images: one validator for every route, decoding and resizing, and the safe remote fetcher.

Flow: :func:`parse_data_url` (or :func:`augury.media.fetch.fetch_image` where a route allows remote
URLs) gives bytes and a declared type; :func:`check_images` judges them by their bytes without
decoding; :func:`decode_image` and :func:`fit_within` turn a checked image into model-ready pixels.
``augury.media.fetch`` is not imported here so that validation does not pull in an HTTP client.
"""

from augury.media.dataurl import decode_base64, is_remote_url, parse_data_url
from augury.media.decode import decode_image, fit_within
from augury.media.imagecheck import CheckedImage, check_image, check_images
from augury.media.limits import DEFAULT_LIMITS, ImageLimits

__all__ = [
    "DEFAULT_LIMITS",
    "CheckedImage",
    "ImageLimits",
    "check_image",
    "check_images",
    "decode_base64",
    "decode_image",
    "fit_within",
    "is_remote_url",
    "parse_data_url",
]
