"""A request's images, from the wire to the model's inputs: the one pipeline every image route runs.

Decisions (/v1/decisions, /v1/systemone) and generation (/v1/responses, /v1/chat/completions) read
images the same way:

1. :func:`require_vision`: a model that cannot read images refuses them (400 naming the first image),
   never drops them.
2. The bytes: :func:`check_request_images` (decision images: data URLs or uploaded bytes) or
   :func:`fetch_request_images` (generation images: data URLs, or http(s) URLs fetched by
   :mod:`augury.media.fetch`), both ending in the one validator :func:`augury.media.imagecheck.check_images`.
3. :func:`read_images`: decoded, shrunk (512 px per side when every image asks ``detail: "low"``, else
   the model's default: 1344 px for Qwen3.5) and turned into the model's pixel inputs.
4. :func:`expand_prompt`: the rendered prompt's image placeholders expanded to the tokens the images
   really take, refused when the text itself holds a placeholder or the result is over the limit.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from augury import services
from augury.decisions.model import ImageRef as DecisionImageRef
from augury.engine.types import ImageInputs, ImageNotReadable
from augury.errors import InvalidRequest
from augury.generation.request import ImageRef as GenerationImageRef
from augury.media.dataurl import is_remote_url, parse_data_url
from augury.media.decode import decode_image, fit_within
from augury.media.fetch import fetch_image
from augury.media.imagecheck import CheckedImage, check_images

if TYPE_CHECKING:  # the engine modules import MLX, which waits for backend.prepare()
    from augury.engine.model import LoadedModel
    from augury.engine.vision import VisionModel

#: Longest image side when every image of a request asks for ``detail: "low"``.
LOW_DETAIL_MAX_SIDE = 512


class DetailedImage(Protocol):
    """What :func:`read_images` needs of an image reference: the client's ``detail`` hint."""

    @property
    def detail(self) -> str | None: ...


def require_vision(model: LoadedModel, param: str) -> VisionModel:
    """The model's vision path, or a 400 naming ``param`` (the first image) saying why there is none."""
    if model.vision is not None:
        return model.vision
    if model.vision_unavailable is not None:
        raise InvalidRequest(
            f"The model '{model.info.name}' is served without its vision tower ({model.vision_unavailable}), "
            "so it cannot read images; send the request without images or to a vision model.",
            param=param,
        )
    raise InvalidRequest(
        f"The model '{model.info.name}' is text-only and cannot read images; "
        "send the request without images or to a vision model.",
        param=param,
    )


def check_request_images(refs: Sequence[DecisionImageRef]) -> list[CheckedImage]:
    """Every image's bytes (data URLs decoded strictly) through the one validator, in request order."""
    items: list[tuple[bytes, str | None, str]] = []
    for ref in refs:
        if ref.data_url is not None:
            declared, data = parse_data_url(ref.data_url, param=ref.param)
            items.append((data, declared, ref.param))
        else:
            assert ref.data is not None  # ImageRef holds exactly one of data_url and data
            items.append((ref.data, ref.content_type, ref.param))
    return check_images(items)


async def fetch_request_images(refs: Sequence[GenerationImageRef]) -> list[CheckedImage]:
    """Fetch (http/https) or decode (data URLs) each image, then the one validator (off the event loop)."""
    settings = services.current().settings
    items: list[tuple[bytes, str | None, str]] = []
    for ref in refs:
        if is_remote_url(ref.url):
            declared, data = await fetch_image(
                ref.url, allow_private=settings.allow_private_image_urls,
                timeout_s=settings.image_fetch_timeout_s, param=ref.param,
            )
        else:
            declared, data = parse_data_url(ref.url, param=ref.param)
        items.append((data, declared, ref.param))
    return await asyncio.to_thread(check_images, items)


def read_images(
    vision: VisionModel, checked: Sequence[CheckedImage], refs: Sequence[DetailedImage], model_name: str
) -> ImageInputs:
    """Decode, shrink and prepare the checked images for ``vision`` (plain CPU work, off the engine worker)."""
    low = all(ref.detail == "low" for ref in refs)
    max_side = LOW_DETAIL_MAX_SIDE if low else vision.default_max_side
    pictures = []
    for image in checked:
        picture = decode_image(image)
        pictures.append(fit_within(picture, max_side) if max_side is not None else picture)
    try:
        return vision.prepare(pictures)
    except ImageNotReadable as exc:
        param = checked[exc.index].param
        raise InvalidRequest(
            f"{param}: model {model_name} cannot read this image ({exc.reason}).", param=param
        ) from None


def expand_prompt(
    vision: VisionModel, ids: Sequence[int], inputs: ImageInputs, *, context_length: int, model_name: str,
    param: str,
) -> list[int]:
    """``ids`` (a rendered prompt) with each image placeholder expanded to the image's tokens.

    Refuses (400) a prompt whose text itself holds the image or video placeholder token (``param`` names
    the text), a template that does not place the images, and an expanded prompt longer than ``context_length``.
    """
    if vision.video_token_id is not None and vision.video_token_id in ids:
        raise InvalidRequest(
            f"The text of {param} contains {vision.video_token}, which model {model_name} reserves for "
            "videos; remove it.",
            param=param,
        )
    found = sum(1 for token in ids if token == vision.image_token_id)
    wanted = len(inputs.token_counts)
    if found > wanted:
        raise InvalidRequest(
            f"The text of {param} contains {vision.image_token}, which model {model_name} reserves for "
            "images; remove it.",
            param=param,
        )
    if found < wanted:
        raise InvalidRequest(
            f"model {model_name} is not supported for images: its chat template does not place them.",
            param="model",
        )
    expanded = vision.expand(ids, inputs)
    if len(expanded) > context_length:
        raise InvalidRequest(
            f"maximum context length is {context_length} tokens for a prompt with images, but the prompt of "
            f"{param} has {len(expanded)} tokens ({inputs.total_tokens} of them for {wanted} "
            f"image{'s' if wanted != 1 else ''}); send smaller images, detail \"low\", or a shorter input.",
            param=param,
            code="context_length_exceeded",
        )
    return expanded
