"""SystemOne top-level fields that belong to another API, refused with a sentence that says what to send instead.

:func:`check_systemone_foreign_fields` (``/v1/systemone``) runs on the raw JSON body before anything else
looks at it: it refuses the few fields that mean something in another API and would silently change
nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping

from augury.errors import InvalidRequest

#: SystemOne top-level fields that belong to the SGLang Decisions API; refused unless null.
SYSTEMONE_FOREIGN_FIELDS = ("temperature", "prompt_format_version", "return_prompt_token_ids")


def check_systemone_foreign_fields(body: Mapping[str, object]) -> None:
    """Refuse SystemOne top-level fields that belong to another API or are not honoured.

    ``temperature``, ``prompt_format_version`` and ``return_prompt_token_ids`` are refused unless
    null; ``video`` is refused whenever present, ``videos`` (Ollama's) unless null or
    empty; ``chat_template_kwargs`` is accepted only when
    absent, null, or exactly ``{"enable_thinking": false}`` (thinking is always off for decisions).
    """
    for field in SYSTEMONE_FOREIGN_FIELDS:
        if body.get(field) is not None:
            raise InvalidRequest(
                f"{field} belongs to another API (SGLang's decisions prompt format 1) and is not accepted "
                "by /v1/systemone; remove it.",
                param=field,
            )
    if "video" in body:
        raise InvalidRequest(
            "video is not supported by /v1/systemone; send still images in images instead.", param="video"
        )
    videos = body.get("videos")
    if videos is not None and videos != []:
        # Ollama's field: dropping it would answer about the request without its media.
        raise InvalidRequest(
            "videos: video input is not supported by /v1/systemone; send still images in images instead.",
            param="videos",
        )
    kwargs = body.get("chat_template_kwargs")
    if kwargs is not None and not _thinking_off(kwargs):
        raise InvalidRequest(
            'chat_template_kwargs must be exactly {"enable_thinking": false} when given: decisions always '
            "render the chat template with thinking disabled and honour no other template argument.",
            param="chat_template_kwargs",
        )


def _thinking_off(kwargs: object) -> bool:
    # ``False == 0`` in Python, so the type is checked, not just the value.
    return isinstance(kwargs, Mapping) and list(kwargs) == ["enable_thinking"] and kwargs["enable_thinking"] is False
