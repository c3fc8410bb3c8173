"""Strict JSON: exact UTF-8, no duplicate keys, no NaN/Infinity, bounded nesting and size, no unencodable text.

The standard library parser keeps the last of duplicate keys, accepts ``NaN``, turns ``1e400`` into infinity,
keeps a lone UTF-16 surrogate escape (``"\\ud800"``) as a string no encoder accepts, and raises a bare
``ValueError`` on an integer literal of more than 4,300 digits. OpenAI-shaped contracts treat each as a client
error, so the body is parsed here once, strictly, and every failure is an :class:`InvalidRequest`.

The structural scan before parsing (nesting depth, number of values) runs at C speed on bytes (``replace``,
``translate``, ``count``), so a 13 MiB body of ``[[],[],…]`` is measured in milliseconds, never walked in Python.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable
from typing import Any

from augury.errors import InvalidRequest

MAX_DEPTH = 128
#: Most values (arrays, objects, members and elements) one body may hold; far above any real request (200
#: questions with their choices are a few thousand), low enough that parsing and validating never takes long.
MAX_VALUES = 100_000
#: The longest integer literal Python converts (``sys.get_int_max_str_digits()``'s default).
MAX_INT_DIGITS = 4300

#: A ``\u`` escape in the surrogate range; only bodies holding one are searched for a lone surrogate.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
#: A number that may overflow a float: an exponent of three or more digits, or a very long mantissa.
_HUGE_NUMBER = re.compile(rb"[0-9][eE][+]?0*[0-9]{3}|[0-9]{300}")
_STRING = re.compile(rb'"[^"]*"')
_NOT_SPACE = re.compile(rb"[^ \t\r\n]")
#: ``translate`` table deleting every byte but the structural ones.
_NOT_STRUCTURAL = bytes(b for b in range(256) if b not in b'"[]{},')
_BRACKETS = bytes.maketrans(b"[]{}", b"()()")


def format_path(parts: Iterable[str | int]) -> str:
    """``questions[2].choices[0].value`` from ``["questions", 2, "choices", 0, "value"]``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InvalidRequest(
                f"The JSON body has a duplicate key '{_printable(key)}' in one object; each key may appear once."
            )
        out[key] = value
    return out


def _reject_constant(name: str) -> Any:
    raise InvalidRequest(f"The JSON body contains {name}, which is not valid JSON.")


_DECODER = json.JSONDecoder(object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant)


class _TooLong:
    """Stands for an integer literal Python would not convert, to find where it is."""


def _int_or_marker(literal: str) -> int | _TooLong:
    return _TooLong() if len(literal.lstrip("-")) > MAX_INT_DIGITS else int(literal)


#: Used only after the first parse failed on an over-long integer: locates it for ``param``.
_LOCATING_DECODER = json.JSONDecoder(object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant,
                                     parse_int=_int_or_marker)


def _printable(text: str) -> str:
    """``text`` with lone surrogates written as escapes, so a message about it can always be encoded."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


#: Large bodies are scanned in slices this big: each C-level step holds the GIL for a millisecond or so, so the
#: event loop (when the scan runs in a worker thread) is never held for long.
SCAN_SLICE = 1024 * 1024


def _structure(raw: bytes, stop_after: int | None = None) -> bytes:
    """The body's brackets and commas in order, strings removed: ``{"a":[1,"]"]}`` → ``{[,]}``.

    With ``stop_after``, the scan stops once more than that many have been found (the result is then partial).
    """
    # Escaped backslashes first, then escaped quotes: every quote left delimits a string.
    plain = raw.replace(b"\\\\", b"").replace(b'\\"', b"") if b"\\" in raw else raw
    out: list[bytes] = []
    found = 0
    in_string = False
    for start in range(0, len(plain), SCAN_SLICE):
        shape = plain[start : start + SCAN_SLICE].translate(None, _NOT_STRUCTURAL)
        if in_string:  # a string opened in an earlier slice: skip to its closing quote
            end = shape.find(b'"')
            if end < 0:
                continue
            shape, in_string = shape[end + 1 :], False
        if shape.count(b'"') % 2:  # a string runs on into the next slice
            shape, in_string = shape[: shape.rfind(b'"')], True
        out.append(_STRING.sub(b"", shape) if b'"' in shape else shape)
        found += len(out[-1])
        if stop_after is not None and found > stop_after:
            break
    return b"".join(out)


def _depth(brackets: bytes, limit: int) -> int | None:
    """``limit + 1`` when balanced ``brackets`` (``(`` and ``)`` only) nest deeper than ``limit``, else None.

    Each round removes the innermost pairs, lowering every nesting by one level.
    """
    for _ in range(limit):
        if not brackets:
            return None
        brackets = brackets.replace(b"()", b"")
    return limit + 1 if brackets else None


def check_structure(raw: bytes, *, depth_limit: int = MAX_DEPTH, values_limit: int = MAX_VALUES) -> None:
    """Refuse absurd nesting or an absurd number of values before parsing, at C speed."""
    # A body with few brackets can be neither deep nor large in values: skip the scan for the common case (a
    # large body is scanned slice by slice instead, never in one long step).
    if len(raw) <= SCAN_SLICE:
        opening = raw.count(b"[") + raw.count(b"{")
        if opening <= depth_limit and opening + raw.count(b",") <= values_limit:
            return
    shape = _structure(raw, stop_after=values_limit)
    brackets = shape.replace(b",", b"").translate(_BRACKETS)
    if len(shape) > values_limit:
        # Only a prefix was scanned: it can still show a run of openings deeper than the cap.
        if b"(" * (depth_limit + 1) in brackets:
            raise InvalidRequest(f"The JSON body nests deeper than {depth_limit} levels.")
        raise InvalidRequest(f"The JSON body holds more than {values_limit} values (arrays, objects and their "
                             f"members); send a smaller request.")
    if brackets.count(b"(") == brackets.count(b")") and _depth(brackets, depth_limit) is not None:
        raise InvalidRequest(f"The JSON body nests deeper than {depth_limit} levels.")


def find(body: Any, bad: Callable[[Any], bool]) -> list[str | int] | None:
    """The path of the first value (or object key) in ``body`` for which ``bad`` is true, else None."""
    stack: list[tuple[Any, list[str | int]]] = [(body, [])]
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict):
            for key, value in reversed(list(node.items())):
                if bad(key):
                    return [*path, key]
                stack.append((value, [*path, key]))
        elif isinstance(node, list):
            stack.extend((value, [*path, i]) for i, value in reversed(list(enumerate(node))))
        elif bad(node):
            return path
    return None


def _has_lone_surrogate(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _not_finite(value: Any) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def _named(path: list[str | int]) -> tuple[str, str | None]:
    """``'questions[0].name'`` for a message and the ``param`` (None for the body itself)."""
    param = _printable(format_path(path)) or None
    return (f"'{param}'" if param else "the request body"), param


def loads_strict(raw: bytes) -> Any:
    """Parse a request body; every failure is an :class:`InvalidRequest` naming the problem (and field)."""
    if _NOT_SPACE.search(raw) is None:
        raise InvalidRequest("The request body is empty; send a JSON object.")
    if raw.startswith(b"\xef\xbb\xbf"):
        raise InvalidRequest("The request body starts with a byte-order mark; send plain UTF-8 JSON.")
    check_structure(raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidRequest(f"The request body is not valid UTF-8 (byte {exc.start}).") from exc
    try:
        body = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise InvalidRequest(
            f"The request body is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})."
        ) from exc
    except RecursionError as exc:
        raise InvalidRequest(f"The JSON body nests deeper than {MAX_DEPTH} levels.") from exc
    except ValueError as exc:
        # The only other ValueError the decoder raises: an integer literal longer than Python converts.
        path = find(_LOCATING_DECODER.decode(text), lambda value: isinstance(value, _TooLong))
        where, param = _named(path or [])
        raise InvalidRequest(
            f"Invalid value for {where}: the integer literal has more than {MAX_INT_DIGITS} digits, more than "
            "Python converts; send a shorter number (or a string).", param=param, code="invalid_value",
        ) from exc
    if _SURROGATE_ESCAPE.search(raw):
        path = find(body, _has_lone_surrogate)
        if path is not None:
            where, param = _named(path)
            raise InvalidRequest(
                f"Invalid value for {where}: the string has a lone UTF-16 surrogate escape (like \\ud800) that "
                "is not a character; send valid Unicode text.", param=param, code="invalid_value",
            )
    if _HUGE_NUMBER.search(raw):
        path = find(body, _not_finite)
        if path is not None:
            where, param = _named(path)
            raise InvalidRequest(
                f"Invalid value for {where}: the number is too large to represent (it overflows a 64-bit float).",
                param=param, code="invalid_value",
            )
    return body
