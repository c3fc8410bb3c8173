"""The strict request-body validator Connexion runs before every handler.

One parse (strict JSON), one JSON Schema 2020-12 validation with jsonschema-rs compiled once per
operation from the served, un-inlined document, and precise OpenAI-style errors whose ``param`` names
the offending field (``questions[2].choices[0].value``). The parsed body is handed to the handler
through Connexion's context so nothing parses it twice.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

import jsonschema_rs
from connexion.datastructures import MediaTypeDict
from connexion.validators import AbstractRequestBodyValidator
from starlette.types import Receive, Scope

from augury.errors import InvalidRequest, RequestTooLarge
from augury.http import context
from augury.http.jsonbody import format_path, loads_strict
from augury.http.multipart import parse_multipart

SPEC_URI = "urn:augury:openapi"

#: A check run on the parsed body before schema validation (e.g. recognising a removed request shape).
Precheck = Callable[[Any], None]


def located(body: Any, instance_path: Iterable[str | int]) -> list[str | int]:
    """``instance_path`` with each step typed by the body it walks: keys stay strings, indexes are ints.

    jsonschema-rs reports an object key made of digits (a SystemOne question named ``"0"``) as an int,
    which would print as ``questions[0]``; walking the body tells keys and indexes apart.
    """
    out: list[str | int] = []
    node = body
    for part in instance_path:
        if isinstance(node, list):
            index = int(part)
            out.append(index)
            node = node[index] if 0 <= index < len(node) else None
        else:
            key = str(part)
            out.append(key)
            node = node.get(key) if isinstance(node, dict) else None
    return out


_JSON_TYPE_NAMES = {
    "string": "a string", "integer": "an integer", "number": "a number", "boolean": "a boolean",
    "array": "an array", "object": "an object", "null": "null",
}


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


_TAG_KINDS = ("Constant", "Enum")


def _kind(error: jsonschema_rs.ValidationError) -> str:
    return type(error.kind).__name__


def _details(error: jsonschema_rs.ValidationError) -> dict[str, Any]:
    return error.kind.as_dict() if hasattr(error.kind, "as_dict") else {}


def _tag_misses(branch: list[jsonschema_rs.ValidationError], depth: int) -> dict[str, jsonschema_rs.ValidationError]:
    """Direct members whose fixed value (``const``/``enum``, or a required ``type``) this branch refuses.

    Such a member tells the branches apart (``type``, ``role``): missing it means the client meant
    another branch, however deep the branch's other failures go.
    """
    misses: dict[str, jsonschema_rs.ValidationError] = {}
    for e in branch:
        path = e.instance_path
        if len(path) == depth + 1 and _kind(e) in _TAG_KINDS:
            misses.setdefault(str(path[-1]), e)
        elif len(path) == depth and _kind(e) == "Required" and _details(e).get("property") == "type":
            misses.setdefault("type", e)
    return misses


def _deepest(errors: list[jsonschema_rs.ValidationError]) -> int:
    """How far into the instance the deepest failure (nested union branches included) reaches."""
    deepest = 0
    for e in errors:
        deepest = max(deepest, len(e.instance_path))
        for branch in getattr(e.kind, "context", None) or []:
            deepest = max(deepest, _deepest(list(branch)))
    return deepest


def _branch_rank(branch: list[jsonschema_rs.ValidationError], depth: int) -> tuple[int, int, int]:
    """Prefer the union branch whose distinguishing members match, that failed deepest, with fewest errors."""
    type_miss = any(_kind(e) == "Type" and len(e.instance_path) == depth for e in branch)
    return len(_tag_misses(branch, depth)) + (1 if type_miss else 0), -_deepest(branch), len(branch)


def _expected_values(error: jsonschema_rs.ValidationError) -> list[Any]:
    details = _details(error)
    if "expected_value" in details:
        return [details["expected_value"]]
    return list(details.get("options", []))


def _wrong_tag(error: jsonschema_rs.ValidationError, key: str,
               branches: list[list[jsonschema_rs.ValidationError]], body: Any) -> InvalidRequest:
    """Every branch refuses the same member (``type``): name it, what was sent and what is accepted."""
    accepted: list[Any] = []
    for branch in branches:
        miss = _tag_misses(branch, len(error.instance_path))[key]
        accepted += [v for v in _expected_values(miss) if v not in accepted]
    param = format_path([*located(body, error.instance_path), key])
    sent = error.instance.get(key) if isinstance(error.instance, dict) else None
    choices = ", ".join(json.dumps(v, ensure_ascii=False) for v in accepted)
    if sent is None and isinstance(error.instance, dict) and key not in error.instance:
        message = f"Missing required parameter: '{param}' (one of {choices})." if choices else \
            f"Missing required parameter: '{param}'."
        return InvalidRequest(message, param=param, code="missing_required_parameter")
    return InvalidRequest(
        f"Invalid value for '{param}': {json.dumps(sent, ensure_ascii=False)} is not accepted here; "
        f"expected one of {choices}.", param=param, code="invalid_value",
    )


def _most_specific(error: jsonschema_rs.ValidationError, body: Any) -> jsonschema_rs.ValidationError | InvalidRequest:
    """Descend through oneOf/anyOf failures into the branch the client most plausibly meant."""
    kind = error.kind
    context_errors = getattr(kind, "context", None)
    if _kind(error) in ("OneOfNotValid", "AnyOf") and context_errors:
        branches = [list(b) for b in context_errors if b]
        if branches:
            depth = len(error.instance_path)
            best = min(branches, key=lambda b: _branch_rank(b, depth))
            if _branch_rank(best, depth)[0] == 0 or len(branches) == 1:
                inner = min(best, key=lambda e: (-len(e.instance_path), _kind(e) == "Type"))
                return _most_specific(inner, body)
            common = set.intersection(*(set(_tag_misses(b, depth)) for b in branches))
            if common:
                return _wrong_tag(error, "type" if "type" in common else sorted(common)[0], branches, body)
            misses = _tag_misses(best, depth)
            if len(misses) == 1:
                return next(iter(misses.values()))
    return error


def first_error(errors: list[jsonschema_rs.ValidationError]) -> jsonschema_rs.ValidationError:
    """The error to report: a refused ``type`` member first (the client sent another kind of thing)."""
    for e in errors:
        if _kind(e) in _TAG_KINDS and e.instance_path and e.instance_path[-1] == "type":
            return e
    return errors[0]


def explain(error: jsonschema_rs.ValidationError, instance: Any) -> InvalidRequest:
    """Turn one schema error into an OpenAI-style 400 with ``param`` naming the field."""
    specific = _most_specific(error, instance)
    if isinstance(specific, InvalidRequest):
        return specific
    error = specific
    path = located(instance, error.instance_path)
    kind_name = type(error.kind).__name__
    details: dict[str, Any] = error.kind.as_dict() if hasattr(error.kind, "as_dict") else {}
    if kind_name in ("AdditionalProperties", "UnevaluatedProperties"):
        unexpected = details.get("unexpected") or []
        name = str(unexpected[0]) if unexpected else "?"
        param = format_path([*path, name])
        return InvalidRequest(f"Unknown parameter: '{param}'.", param=param, code="unknown_parameter")
    if kind_name == "Required":
        param = format_path([*path, str(details.get("property", "?"))])
        return InvalidRequest(f"Missing required parameter: '{param}'.", param=param, code="missing_required_parameter")
    at: str | None = format_path(path) or None
    where = f"'{at}'" if at else "the request body"
    value = error.instance
    if kind_name == "Type":
        expected = " or ".join(_JSON_TYPE_NAMES.get(t, t) for t in details.get("types", []))
        return InvalidRequest(
            f"Invalid type for {where}: expected {expected}, but got {_json_type(value)} instead.",
            param=at, code="invalid_type",
        )
    if kind_name in ("MinItems", "MaxItems", "MinProperties", "MaxProperties", "MinLength", "MaxLength"):
        limit = details.get("limit")
        what = {
            "MinItems": f"an array with at least {limit} items", "MaxItems": f"an array with at most {limit} items",
            "MinProperties": f"an object with at least {limit} entries",
            "MaxProperties": f"an object with at most {limit} entries",
            "MinLength": f"a string of at least {limit} characters",
            "MaxLength": f"a string of at most {limit} characters",
        }[kind_name]
        got = len(value) if isinstance(value, (list, dict, str)) else value
        return InvalidRequest(f"Invalid {where}: expected {what}, got {got}.", param=at, code="invalid_value")
    if kind_name in ("Enum", "Constant"):
        values = _expected_values(error)
        choices = ", ".join(json.dumps(v, ensure_ascii=False) for v in values)
        return InvalidRequest(
            f"Invalid value for {where}: {json.dumps(value, ensure_ascii=False)} is not accepted here; "
            f"expected {'one of ' if len(values) > 1 else ''}{choices}.", param=at, code="invalid_value",
        )
    if kind_name == "Pattern":
        return InvalidRequest(f"Invalid value for {where}: the string must not be blank.", param=at,
                              code="invalid_value")
    if kind_name == "Not":
        return _explain_not(details.get("schema"), path, where)
    if kind_name in ("OneOfNotValid", "AnyOf"):
        return InvalidRequest(f"Invalid value for {where}: it matches none of the accepted shapes.", param=at,
                              code="invalid_value")
    return InvalidRequest(f"Invalid value for {where}: {error.message}.", param=at, code="invalid_value")


def _explain_not(schema: Any, path: list[str | int], where: str) -> InvalidRequest:
    """A ``not`` failure; ``not: {required: [a, b]}`` is how the document says two fields exclude each other."""
    # ``properties`` may narrow which values count as given (null ones do not); the pair is still the point.
    pair = isinstance(schema, dict) and set(schema) <= {"required", "properties"}
    names = schema.get("required") if pair else None
    if isinstance(names, list) and len(names) >= 2 and all(isinstance(n, str) for n in names):
        fields = [format_path([*path, name]) for name in names]
        listed = ", ".join(fields[:-1]) + f" and {fields[-1]}"
        # param names the first field, as the handlers' own refusal of the pair does.
        return InvalidRequest(f"{listed} cannot be given together; send only one of them.", param=fields[0],
                              code="invalid_value")
    at = format_path(path) or None
    return InvalidRequest(f"Invalid value for {where}: this value is not accepted here.", param=at,
                          code="invalid_value")


@dataclass
class OperationSchema:
    """The compiled body validator of one operation, plus its pre-schema check."""

    validator: jsonschema_rs.Validator
    precheck: Precheck | None = None
    images_allowed: bool = False

    def validate(self, body: Any) -> None:
        if self.precheck is not None:
            self.precheck(body)
        # A bounded look ahead: enough to prefer a refused `type`, never all errors of a huge body.
        errors = list(itertools.islice(self.validator.iter_errors(body), 64))
        if errors:
            raise explain(first_error(errors), body)


class OperationSchemas:
    """Compiles each operation's JSON request schema once from the raw served document."""

    def __init__(self, spec: dict[str, Any], prechecks: dict[str, Precheck], image_operations: set[str]) -> None:
        registry = jsonschema_rs.Registry([(SPEC_URI, spec)])
        self.by_operation: dict[str, OperationSchema] = {}
        for path, item in spec.get("paths", {}).items():
            for method, op in item.items():
                if not isinstance(op, dict) or "operationId" not in op:
                    continue
                content = op.get("requestBody", {}).get("content", {})
                media = content.get("application/json")
                if media is None or "schema" not in media:
                    continue
                pointer = f"{SPEC_URI}#/paths/{_escape(path)}/{method}/requestBody/content/application~1json/schema"
                validator = jsonschema_rs.Draft202012Validator({"$ref": pointer}, registry=registry)
                op_id = op["operationId"]
                self.by_operation[op_id] = OperationSchema(
                    validator, prechecks.get(op_id), images_allowed=op_id in image_operations
                )


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1").replace("{", "%7B").replace("}", "%7D")


def contains_images(body: Any) -> bool:
    """True when a parsed body carries image content in any of the served request shapes."""
    if isinstance(body, dict):
        if body.get("type") in ("input_image", "image_url") or body.get("images"):
            return True
        return any(contains_images(v) for v in body.values())
    if isinstance(body, list):
        return any(contains_images(v) for v in body)
    return False


def make_validator_classes(schemas: OperationSchemas, *, text_limit: int) -> MediaTypeDict:
    """Connexion ``validator_map["body"]`` entries bound to our compiled schemas."""

    class StrictBodyValidator(AbstractRequestBodyValidator):  # type: ignore[misc]
        """Reads the whole body once, validates it strictly and stashes it for the handler."""

        async def wrap_receive(self, receive: Receive, *, scope: Scope) -> tuple[Receive, Scope]:
            messages: list[dict[str, Any]] = []
            chunks: list[bytes] = []
            more = True
            while more:
                message = await receive()
                messages.append(dict(message))
                chunks.append(message.get("body", b""))
                more = bool(message.get("more_body", False))
            raw = b"".join(chunks)
            op_id = scope.get("extensions", {}).get("connexion_routing", {}).get("operation_id")
            op = schemas.by_operation.get(op_id or "")
            content_type = _content_type(scope)
            check = partial(_parse_and_validate, raw, op, content_type, _header(scope, "content-type"), text_limit)
            # A large body takes milliseconds to scan, parse and validate: do it off the event loop, one at a
            # time, so /health and every other connection keep being served meanwhile.
            body, parts = (check() if len(raw) <= INLINE_PARSE_BYTES
                           else await asyncio.get_running_loop().run_in_executor(PARSER_THREAD, check))
            context.stash(scope, context.BODY_KEY, body)
            context.stash(scope, context.PARTS_KEY, parts)
            context.stash(scope, context.CONTENT_TYPE_KEY, content_type)
            context.stash(scope, context.RAW_SIZE_KEY, len(raw))

            replay = iter(messages)

            async def receive_() -> Any:
                try:
                    return next(replay)
                except StopIteration:
                    return await receive()

            return receive_, scope

    return MediaTypeDict({"*/*json": StrictBodyValidator, "multipart/form-data": StrictBodyValidator})


#: Bodies up to this size are parsed on the event loop (microseconds); larger ones in a worker thread.
INLINE_PARSE_BYTES = 64 * 1024
#: The one thread large bodies are parsed in: parsing holds the GIL, so more threads would only starve the loop
#: (and spread freed memory over more malloc arenas).
PARSER_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="augury-parse")


def _parse_and_validate(raw: bytes, op: OperationSchema | None, content_type: str, content_type_header: str,
                        text_limit: int) -> tuple[Any, dict[str, tuple[str | None, bytes]]]:
    """The strict parse, schema validation and text-size check of one request body."""
    parts: dict[str, tuple[str | None, bytes]] = {}
    if content_type == "multipart/form-data":
        request_json, parts = parse_multipart(raw, content_type_header)
        body = loads_strict(request_json)
    else:
        body = loads_strict(raw)
    if op is not None:
        op.validate(body)
        if len(raw) > text_limit and not (op.images_allowed and (parts or contains_images(body))):
            raise RequestTooLarge(
                f"The request body is {len(raw)} bytes; text-only requests are limited to {text_limit} bytes."
            )
    return body, parts


def _header(scope: Scope, name: str) -> str:
    key = name.encode()
    for k, v in scope.get("headers", []):
        if k.lower() == key:
            return str(v.decode("latin-1"))
    return ""


def _content_type(scope: Scope) -> str:
    return _header(scope, "content-type").split(";")[0].strip().lower()
