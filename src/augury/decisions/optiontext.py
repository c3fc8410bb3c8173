"""Semantic checks both wires share: the rules a JSON Schema cannot say about options and text.

Choice options end up as lines of the prompt and as the identity of the answer, so their text
must be non-blank, fit on one line (no control or line-separator characters) and be told apart
from every other option of the question ignoring case; a string ``"true"`` and a boolean ``true``
cannot be told apart either, because the prompt shows both as ``true``.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence

from augury.decisions.model import Option
from augury.errors import InvalidRequest

# U+2028/U+2029 are not control characters (Zl, Zp) but break a line just as well.
_LINE_SEPARATORS = frozenset("\u2028\u2029")


def first_control_character(text: str) -> str | None:
    """The first control (Cc) or line/paragraph separator character in ``text``, if any."""
    for char in text:
        if char in _LINE_SEPARATORS or unicodedata.category(char) == "Cc":
            return char
    return None


def is_blank(text: str) -> bool:
    """True for the empty string and strings of whitespace only."""
    return not text.strip()


def check_option_text(text: str, *, param: str, what: str) -> None:
    """Refuse a choice option text that is blank or holds a control character (400 naming ``param``)."""
    if is_blank(text):
        raise InvalidRequest(f"{param} must not be empty or blank; every {what} needs visible text.", param=param)
    char = first_control_character(text)
    if char is not None:
        raise InvalidRequest(
            f"{param} contains the control character U+{ord(char):04X}; a {what} must fit on one prompt line "
            "without control characters.",
            param=param,
        )


def check_distinct_options(options: Sequence[Option], params: Sequence[str], *, what: str) -> None:
    """Refuse two options the prompt cannot tell apart (400 naming the later one).

    Options are compared by their prompt text ignoring case (``str.casefold``), so ``"Angry"`` and
    ``"angry"`` clash, as do the string ``"true"`` and the boolean ``true``.
    """
    seen: dict[str, int] = {}
    for index, option in enumerate(options):
        key = option.text.casefold()
        earlier = seen.get(key)
        if earlier is None:
            seen[key] = index
            continue
        first, param = options[earlier], params[index]
        if isinstance(first.value, bool) != isinstance(option.value, bool):
            raise InvalidRequest(
                f"{param} ({json.dumps(option.value)}) clashes with {params[earlier]} ({json.dumps(first.value)}): "
                f"the prompt shows both as {option.text}, so a string and a boolean {what} with the same "
                "text cannot be told apart.",
                param=param,
            )
        raise InvalidRequest(
            f"{param} ({json.dumps(option.value, ensure_ascii=False)}) repeats {params[earlier]} "
            f"({json.dumps(first.value, ensure_ascii=False)}); each {what} must be distinct ignoring case.",
            param=param,
        )
