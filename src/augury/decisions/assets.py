"""TypeSafe SDK assets: images named by placeholders inside the SystemOne request's text.

The TypeSafe SDK (0.7.5) sends images as ``multipart/form-data``: a part ``request`` holding the
JSON body with ``"assets": {"<image:HEX>": {"type": "image", "part": "asset-0"}}``, then one part
per asset (``asset-0``, ``asset-1``, …) holding the image file bytes. The asset's name (its
placeholder) appears as, or inside, strings of the state, question instructions and criteria;
it may also be a caller-chosen alias such as ``"photo"``. A JSON body may instead carry the bytes
inline: ``{"type": "image", "format": "png", "data_base64": "..."}``.

How Augury honours them:

* Every placeholder occurrence in a string value (not an object key) of ``state``, question
  ``instructions`` and criteria is replaced by ``[image N]``, N being the image's 1-based
  position in the prompt: the request's ``images`` first, then the assets in order of first
  appearance (state first, then each question in request order, instructions before criteria, a
  noul's ``true`` before its ``false``).
  The images go before the state in that order; the text keeps ``[image N]`` so a JSON state still
  says which field held which image.
* An asset that no string mentions is refused rather than dropped, as is an asset naming a part
  the body lacks, two assets naming one part, and a part no asset names.
"""

from __future__ import annotations

import binascii
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from augury.decisions.model import ImageRef
from augury.errors import InvalidRequest

_ASSET_FIELDS = frozenset({"type", "format", "data_base64", "part"})
_FORMAT_TYPES = {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg"}
#: Content types that declare nothing about the bytes (the SDK labels unrecognised images so).
_UNDECLARED_TYPES = frozenset({"", "application/octet-stream"})

Parts = Mapping[str, tuple[str | None, bytes]]


def parse_assets(value: object, parts: Parts | None) -> dict[str, ImageRef]:
    """Read the ``assets`` map into an image per placeholder, in the map's order.

    ``parts`` holds the multipart body's parts other than ``request`` (name → content type, bytes),
    or is ``None`` for a JSON body, where an asset must carry its bytes in ``data_base64``.
    """
    if value is None:
        if parts:
            raise InvalidRequest(
                f"The multipart body has the part {sorted(parts)[0]} but the request has no assets naming it; "
                'every part after "request" must be named by exactly one asset.',
                param="assets",
            )
        return {}
    if not isinstance(value, Mapping) or not value:
        raise InvalidRequest(
            'assets must be a non-empty object mapping each placeholder to {"type": "image", "part": ...}.',
            param="assets",
        )
    images: dict[str, ImageRef] = {}
    claimed: dict[str, str] = {}
    for name, raw in value.items():
        param = f"assets.{name}"
        if not isinstance(name, str) or not name.strip():
            raise InvalidRequest("assets keys must be non-empty placeholders.", param="assets")
        if not isinstance(raw, Mapping):
            raise InvalidRequest(f"{param} must be an object.", param=param)
        for key in raw:
            if key not in _ASSET_FIELDS:
                raise InvalidRequest(
                    f"{param}.{key} is not a field of an asset (type, format, data_base64, part).",
                    param=f"{param}.{key}",
                )
        if raw.get("type", "image") not in ("image", None):
            raise InvalidRequest(f"{param}.type must be image, the only asset type.", param=f"{param}.type")
        part = raw.get("part")
        if part is not None:
            images[name] = _part_image(name, part, parts, claimed)
        else:
            images[name] = _inline_image(name, raw)
    unclaimed = sorted(set(parts or {}) - set(claimed))
    if unclaimed:
        raise InvalidRequest(
            f"The multipart body has the part {unclaimed[0]} but no asset names it; every part after "
            '"request" must be named by exactly one asset.',
            param="assets",
        )
    return images


def _part_image(name: str, part: object, parts: Parts | None, claimed: dict[str, str]) -> ImageRef:
    param = f"assets.{name}.part"
    if parts is None:
        raise InvalidRequest(
            f"{param} names a multipart part, but this request is plain JSON; send it as multipart/form-data "
            "or put the image in data_base64.",
            param=param,
        )
    if not isinstance(part, str) or part not in parts:
        raise InvalidRequest(f"{param} names the part {part!r}, which the multipart body does not have.", param=param)
    if part in claimed:
        raise InvalidRequest(
            f"{param} names the part {part}, already named by assets.{claimed[part]}; each part belongs to "
            "exactly one asset.",
            param=param,
        )
    claimed[part] = name
    content_type, data = parts[part]
    declared = (content_type or "").split(";")[0].strip().lower()
    return ImageRef(
        data_url=None,
        data=data,
        content_type=None if declared in _UNDECLARED_TYPES else declared,
        detail=None,
        param=f"assets.{name}",
    )


def _inline_image(name: str, raw: Mapping[str, Any]) -> ImageRef:
    param = f"assets.{name}"
    payload = raw.get("data_base64")
    if not isinstance(payload, str) or not payload:
        raise InvalidRequest(
            f"{param} needs its image: a part (in a multipart request) or data_base64 with format.",
            param=f"{param}.data_base64",
        )
    image_format = raw.get("format")
    if image_format not in _FORMAT_TYPES:
        raise InvalidRequest(
            f"{param}.format must be png, jpg or jpeg when data_base64 is given.", param=f"{param}.format"
        )
    return ImageRef(
        data_url=None,
        data=decode_base64(payload, param=f"{param}.data_base64"),
        content_type=_FORMAT_TYPES[image_format],
        detail=None,
        param=param,
    )


def decode_base64(payload: str, *, param: str) -> bytes:
    """Decode standard padded base64 strictly (400 naming ``param`` on anything else)."""
    try:
        data = binascii.a2b_base64(payload.encode("ascii"), strict_mode=True)
    except (UnicodeEncodeError, binascii.Error):
        raise InvalidRequest(
            f"{param} is not valid base64; send standard padded base64 without whitespace.", param=param
        ) from None
    if not data:
        raise InvalidRequest(f"{param} is empty.", param=param)
    return data


@dataclass
class Placeholders:
    """Replaces asset placeholders in JSON values, numbering images by first appearance."""

    names: tuple[str, ...]
    offset: int = 0
    """How many images come before the assets (the request's ``images``), for ``[image N]``."""
    order: list[str] = field(default_factory=list)
    """Placeholders in order of first appearance."""

    def __post_init__(self) -> None:
        # Longest first, so a placeholder that contains another is matched whole.
        alternatives = sorted(self.names, key=len, reverse=True)
        self._pattern = re.compile("|".join(map(re.escape, alternatives))) if alternatives else None

    def substitute(self, value: Any) -> Any:
        """``value`` with every placeholder in its strings replaced by ``[image N]``."""
        if self._pattern is None:
            return value
        if isinstance(value, str):
            return self._pattern.sub(self._replacement, value)
        if isinstance(value, Mapping):
            return {key: self.substitute(item) for key, item in value.items()}
        if isinstance(value, list):
            return [self.substitute(item) for item in value]
        return value

    def unreferenced(self) -> list[str]:
        """Placeholders no substituted string mentioned, in the assets' order."""
        seen = set(self.order)
        return [name for name in self.names if name not in seen]

    def _replacement(self, match: re.Match[str]) -> str:
        name = match.group(0)
        if name not in self.order:
            self.order.append(name)
        return f"[image {self.offset + self.order.index(name) + 1}]"
