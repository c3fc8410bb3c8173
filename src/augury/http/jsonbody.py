"""Strict JSON: exact UTF-8, no duplicate keys, no NaN/Infinity, bounded nesting.

The standard library parser keeps the last of duplicate keys and accepts ``NaN``; OpenAI-shaped
contracts treat both as client errors, so the body is parsed here once, strictly.
"""

from __future__ import annotations

import json
from typing import Any

from augury.errors import InvalidRequest

MAX_DEPTH = 128


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InvalidRequest(f"The JSON body has a duplicate key '{key}' in one object; each key may appear once.")
        out[key] = value
    return out


def _reject_constant(name: str) -> Any:
    raise InvalidRequest(f"The JSON body contains {name}, which is not valid JSON.")


_DECODER = json.JSONDecoder(object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant)


def _depth_exceeds(text: str, limit: int) -> bool:
    """True when arrays/objects nest deeper than ``limit`` (strings are skipped)."""
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def loads_strict(raw: bytes) -> Any:
    """Parse a request body; every failure is an :class:`InvalidRequest` naming the problem."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidRequest(f"The request body is not valid UTF-8 (byte {exc.start}).") from exc
    if text.startswith("\ufeff"):
        raise InvalidRequest("The request body starts with a byte-order mark; send plain UTF-8 JSON.")
    if not text.strip():
        raise InvalidRequest("The request body is empty; send a JSON object.")
    try:
        return _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise InvalidRequest(
            f"The request body is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})."
        ) from exc
    except RecursionError as exc:
        raise InvalidRequest(f"The JSON body nests deeper than {MAX_DEPTH} levels.") from exc


def check_depth(raw_text_or_bytes: bytes, limit: int = MAX_DEPTH) -> None:
    """Refuse absurd nesting before parsing, so the parser never recurses that far."""
    head = raw_text_or_bytes
    # Only bodies with many brackets can be deep; skip the scan for the common case.
    if head.count(b"[") + head.count(b"{") <= limit:
        return
    if _depth_exceeds(head.decode("utf-8", errors="replace"), limit):
        raise InvalidRequest(f"The JSON body nests deeper than {limit} levels.")
