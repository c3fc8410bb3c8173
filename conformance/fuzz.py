"""Schemathesis against a real Augury server: every operation, positive and negative data, every check.

Run it as ``python -m conformance.fuzz`` (the ``fuzz`` tox environment): it builds the tiny test models,
starts a server on a free port and runs ``schemathesis run`` on the served ``/openapi.json`` with
``--checks all --mode all``. ``--base-url`` fuzzes a server that is already running instead.

The same module is Schemathesis' hooks module (``SCHEMATHESIS_HOOKS=conformance.fuzz``) in the process
the runner starts; the hooks install only there, when :data:`MODELS_ENV` names the served models:

- requests name a served model (a random name always answers 404, which "correctly rejects" any
  invalid body and hides validation gaps), except one in :data:`UNKNOWN_MODEL_SHARE` that keeps its
  random name so the 404 path stays covered;
- generation is capped at :data:`GENERATION_CAP` tokens so thousands of cases stay fast, and half the
  generation bodies that leave ``stream`` out ask for a stream;
- two extra checks: every error is the OpenAI envelope with the right ``type`` and an ``x-request-id``,
  and every event stream is validated event by event (order, sequence numbers, ids, terminal event, each
  ``data`` against its own event schema in the served document);
- one JSON body in :data:`HOSTILE_SHARE` gets one hostile mutation (:func:`hostile_body`): a lone UTF-16
  surrogate in a string or key, a 4,301-digit integer, or nesting at or past the depth cap; the check
  ``hostile_bytes_are_refused`` wants the 400 naming the field (never a 500), and nothing refused at the cap;
- ``filter_failure`` accepts three kinds of failure, each matched by what the server (or the check) said:
  refusals of schema-valid requests by rules JSON Schema cannot express (:data:`SEMANTIC_RULES`, and a
  refusal naming a field the document leaves open, ``{}``); gaps of the served document, reported to the
  spec build, waived only while the document still has them (:data:`SPEC_GAPS`); and server bugs outside
  ``http/``, reported with a strict xfail test each, waived only while their reproducer still fails
  (:data:`KNOWN_BUGS`). Every accepted failure is logged (``failures.jsonl``) and counted in the summary.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

#: Comma-separated served model names; set by the runner for the Schemathesis process only.
MODELS_ENV = "AUGURY_FUZZ_MODELS"
#: JSON file where the hooks process writes how many responses of each (operation, status, kind) it saw.
EXCHANGES_ENV = "AUGURY_FUZZ_EXCHANGES"
#: Comma-separated names of :data:`KNOWN_BUGS` whose reproducer still fails on the fuzzed server.
KNOWN_BUGS_ENV = "AUGURY_FUZZ_KNOWN_BUGS"
#: JSON-lines file where the hooks process logs every failure it saw and the waiver that accepted it.
FAILURES_ENV = "AUGURY_FUZZ_FAILURES"
#: Tokens a fuzzed generation request may produce.
GENERATION_CAP = 8
#: One in this many model names is left unknown (404) instead of swapped for a served one.
UNKNOWN_MODEL_SHARE = 16
#: One in this many JSON bodies gets one hostile mutation (:func:`hostile_body`).
HOSTILE_SHARE = 6
#: The server's nesting cap (``augury.http.jsonbody.MAX_DEPTH``) and Python's integer literal limit.
MAX_DEPTH = 128
MAX_INT_DIGITS = 4300

GENERATION_OPERATIONS = {"createResponse": ("max_output_tokens",),
                         "createChatCompletion": ("max_completion_tokens", "max_tokens")}


@dataclass(frozen=True)
class Waiver:
    """One accepted reason for a failure: mostly a positive (schema-valid) request refused with a 4xx."""

    name: str
    reason: str
    #: Matches the server's error message, or for a 2xx the failed check's own message.
    message: re.Pattern[str]
    #: Operations it applies to (operationIds); empty means every operation.
    operations: frozenset[str] = frozenset()
    #: For spec gaps: true while the served document still has the gap (the waiver expires with it).
    active: Callable[[dict[str, Any]], bool] = lambda spec: True
    #: Matches ``"<code> <title>"`` of the failures it applies to.
    failure: re.Pattern[str] = re.compile(r"^ST202 ")


def _rule(name: str, reason: str, pattern: str, *operations: str) -> Waiver:
    return Waiver(name, reason, re.compile(pattern), frozenset(operations))


_DECISION_OPS = ("createDecision", "createDecisionUnversioned", "createSystemOne", "createSystemOneUnversioned")
_GENERATION_OPS = ("createResponse", "createChatCompletion")

#: Rules the server enforces that JSON Schema cannot state (docs/CONTRACT.md §1-§4), matched on the message.
SEMANTIC_RULES: tuple[Waiver, ...] = (
    _rule("non-blank-text", "texts must have visible characters (docs/CONTRACT.md §1, §2); the document bounds only "
                            "their length, and SystemOne criteria names are object keys",
          r"must not be empty or blank", *_DECISION_OPS),
    _rule("distinct-choice-values", "choice values must be distinct ignoring case (docs/CONTRACT.md §1)",
          r"each choice value must be distinct ignoring case", *_DECISION_OPS),
    _rule("unique-question-names", "question names must be unique when given (docs/CONTRACT.md §1)",
          r"question names must be unique", *_DECISION_OPS),
    _rule("no-control-characters", "choice values and names must fit one prompt line (docs/CONTRACT.md §1, §2)",
          r"contains the control character U\+[0-9A-F]{4}", *_DECISION_OPS),
    _rule("data-url-images", "decision images are base64 data URLs; nothing is fetched (docs/CONTRACT.md §1, §6)",
          r"must be a base64 data URL", *_DECISION_OPS),
    _rule("refused-by-name", "fields refused by name with 400, never silently ignored (docs/CONTRACT.md §2, §4, §5): "
                             "the document keeps them so the refusal can name them",
          r"^\S+( of type)?( \S+)? is not supported|^\S+ is not a supported parameter of"),
    _rule("web-search-tool", "the only web_search tool accepted is {type: web_search, external_web_access: false}"
                             " (docs/CONTRACT.md §4)",
          r"^tools\[\d+\]\.external_web_access must be false", "createResponse"),
    _rule("another-api", "SGLang prompt-format-1 fields are refused when non-null (docs/CONTRACT.md §2)",
          r"^\S+ belongs to another API", *_DECISION_OPS),
    _rule("vision-model", "images need a vision model: a text-only model refuses them, never drops them "
                          "(docs/CONTRACT.md §1, §2)", r"is text-only and cannot read images"),
    _rule("image-content", "image bytes, types and sources are judged by the one media validator (signature, "
                           "declared type, size, pixels, completeness); random strings never pass it",
          r"^(images\[\d+\]|(input|messages)\[\d+\]\.content\[\d+\]\.image_url)[\w.\[\]]*(:| must| is)"),
    _rule("prompt-round-trip", "a rendered prompt must survive the model's tokenizer unchanged (docs/CONTRACT.md §3)",
          r"does not survive model .* tokenizer unchanged", *_DECISION_OPS),
    _rule("context-length", "a prompt longer than the model's context is refused (docs/CONTRACT.md §2, §3)",
          r"maximum context length is \d+ tokens"),
    _rule("tool-call-order", "a tool result must follow the tool call it answers, in the same request",
          r"does not match any earlier tool call", *_GENERATION_OPS),
    _rule("tool-call-arguments", "a replayed tool call's arguments are its input: a JSON object encoded as a string "
                                 "(the document can only say string)",
          r"arguments must be a JSON object encoded as a string", *_GENERATION_OPS),
    _rule("tool-call-ids", "each tool call id is used once and answered at most once in a conversation",
          r"is used by an earlier tool call|already has a tool result", *_GENERATION_OPS),
    _rule("integer-literals", "JSON Schema counts 5.0 as an integer; the generation handlers want an integer "
                              "literal for token limits (reported: accept or document)",
          r"^\S+ must be an integer\.$", *_GENERATION_OPS),
    _rule("noul-criteria-describe", "noul criteria describe an outcome: null beside a described one is accepted "
                                    "(the TypeSafe SDK sends it), criteria that are all null are refused "
                                    "(docs/CONTRACT.md §2)", r"null describes nothing", "createSystemOne",
          "createSystemOneUnversioned"),
    _rule("thinking-disabled", "chat_template_kwargs must be exactly {enable_thinking: false} (docs/CONTRACT.md §2)",
          r"^chat_template_kwargs must be exactly", "createSystemOne", "createSystemOneUnversioned"),
)


def _sse_schema_lacks_content_schema(spec: dict[str, Any]) -> bool:
    for item in spec.get("paths", {}).values():
        for op in item.values():
            media = (op.get("responses", {}).get("200", {}).get("content", {}).get("text/event-stream")
                     if isinstance(op, dict) else None)
            if media and "contentSchema" not in json.dumps(media.get("schema", {})) and "itemSchema" not in media:
                return True
    return False


def _responses_input_array_may_be_empty(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("InputParam", {})
    branches = schema.get("anyOf", schema.get("oneOf", [schema]))
    return any(b.get("type") == "array" and not b.get("minItems") for b in branches if isinstance(b, dict))


def _score_levels_may_be_empty(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("SystemOneScoreQuestion", {})
    items = schema.get("properties", {}).get("criteria", {}).get("items", {})
    return not (items.get("minItems") and items.get("minProperties"))


def _response_usage_not_nullable(spec: dict[str, Any]) -> bool:
    parts = spec.get("components", {}).get("schemas", {}).get("Response", {}).get("allOf", [])
    usage = [p["properties"]["usage"] for p in parts if "usage" in p.get("properties", {})]
    return bool(usage) and "null" not in json.dumps(usage)


def _chat_messages_allow_extra_keys(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("ChatCompletionRequestUserMessage", {})
    return schema.get("additionalProperties", True) is not False and "unevaluatedProperties" not in schema


def _chat_function_name_may_be_empty(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("FunctionObject", {})
    return not schema.get("properties", {}).get("name", {}).get("minLength")


def _chat_allows_both_token_limits(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("CreateChatCompletionRequest", {})
    return "not" not in schema


def _multipart_request_is_any_string(spec: dict[str, Any]) -> bool:
    schema = spec.get("components", {}).get("schemas", {}).get("SystemOneMultipartRequest", {})
    request = schema.get("properties", {}).get("request", {})
    return request.get("type") == "string" and "contentSchema" not in request


#: Gaps of the served document (owned by the spec build, reported there); each expires when fixed.
SPEC_GAPS: tuple[Waiver, ...] = (
    Waiver("sse-event-schema",
           "text/event-stream declares the event *data* schema as the event schema; Schemathesis validates "
           "the whole event ({event, data}) against it. Needs {properties: {data: {contentMediaType: "
           "application/json, contentSchema: ...}}}. The event_streams_conform check validates each event.",
           re.compile(r""), frozenset(_GENERATION_OPS), _sse_schema_lacks_content_schema,
           re.compile(r"^\S+ SSE event violates schema")),
    Waiver("multipart-request-part",
           "SystemOneMultipartRequest.request is declared as any string and other parts may have any name; "
           "request must be the JSON request (an object schema with encoding contentType application/json)",
           re.compile(r"^(The request body is (empty|not valid JSON)|The multipart/form-data |A multipart/form-data "
                      r"|Invalid type for the request body)"),
           frozenset({"createSystemOne", "createSystemOneUnversioned"}), _multipart_request_is_any_string),
    Waiver("responses-empty-input",
           "InputParam's array branch has no minItems: 1, but an empty input array is refused",
           re.compile(r"^input must not be an empty array"), frozenset({"createResponse"}),
           _responses_input_array_may_be_empty),
    Waiver("systemone-empty-score-level",
           "SystemOneScoreQuestion.criteria items have minLength 1 but no minItems/minProperties 1, so an empty "
           "object or array level passes the document; empty levels are refused (docs/CONTRACT.md §2)",
           re.compile(r"\.criteria\[\d+\] must not be empty\.$"),
           frozenset({"createSystemOne", "createSystemOneUnversioned"}), _score_levels_may_be_empty),
    Waiver("response-usage-null",
           "Response.usage is $ref ResponseUsage, not nullable, but response.created/in_progress carry "
           "\"usage\": null (as OpenAI sends them); the document should say anyOf [ResponseUsage, null]",
           re.compile(r"/response/usage: null is not of type"), frozenset({"createResponse"}),
           _response_usage_not_nullable, re.compile(r"^\S+ Custom check failed: `event_streams_conform`")),
    Waiver("chat-message-extra-keys",
           "chat message objects (upstream's schemas) allow keys they do not declare (no additionalProperties: "
           "false), and the server refuses them by name; /v1/responses input items instead accept them silently",
           re.compile(r"^messages\[\d+\]\.(?!(?:content|name|role|audio|function_call|refusal|tool_calls|"
                      r"tool_call_id) is not supported).* is not supported in chat messages"),
           frozenset({"createChatCompletion"}), _chat_messages_allow_extra_keys),
    Waiver("chat-function-name-empty",
           "FunctionObject.name (chat tools, upstream) has no minLength: 1, unlike the Responses function tool, "
           "but an empty function name is refused",
           re.compile(r"^tools\[\d+\]\.function\.name must not be empty"), frozenset({"createChatCompletion"}),
           _chat_function_name_may_be_empty),
    Waiver("chat-both-token-limits",
           "CreateChatCompletionRequest allows max_tokens together with max_completion_tokens, which is "
           "refused (the document could say not: {required: [max_tokens, max_completion_tokens]})",
           re.compile(r"^max_tokens and max_completion_tokens were both given"),
           frozenset({"createChatCompletion"}), _chat_allows_both_token_limits),
)


@dataclass(frozen=True)
class KnownBug:
    """A server bug found by fuzzing outside ``http/``, reported to its owner, with a strict xfail test.

    Before fuzzing, the runner sends :attr:`reproducer`; only while :attr:`still_fails` says the answer
    is still wrong are failures with one of :attr:`titles` on :attr:`operations` (and a request body
    :attr:`matches` recognises) accepted, so a fixed bug stops being waived by itself.
    """

    name: str
    report: str
    operations: frozenset[str]
    titles: frozenset[str]
    reproducer: tuple[str, dict[str, Any]]
    still_fails: Callable[[int, Any], bool]
    #: Recognises the failing exchange from the request body and the raw response content.
    matches: Callable[[Any, bytes], bool] = lambda body, content: True
    #: When set, the failure's own message must match too (checks that say what they found).
    message: re.Pattern[str] | None = None


def _question_type_not_hashable(body: Any, content: bytes = b"") -> bool:
    questions = body.get("questions") if isinstance(body, dict) else None
    return isinstance(questions, list) and any(
        isinstance(q, dict) and isinstance(q.get("type"), (dict, list)) for q in questions
    )


def _has_output_text_without_logprobs(value: Any) -> bool:
    if isinstance(value, dict):
        if value.get("type") == "output_text" and "logprobs" not in value:
            return True
        return any(_has_output_text_without_logprobs(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_output_text_without_logprobs(v) for v in value)
    return False


def _output_text_without_logprobs(status: int, body: Any) -> bool:
    return status == 200 and _has_output_text_without_logprobs(body)


def _answer_lacks_logprobs(body: Any, content: bytes) -> bool:
    text = content.decode("utf-8", "replace")
    if text.startswith("{"):
        return _has_output_text_without_logprobs(json.loads(text))
    return any(_has_output_text_without_logprobs(json.loads(f.data)) for f in parse_sse(text) if f.data)


#: Reported bugs outside ``http/`` (their strict xfail tests are in tests/test_fuzz_smoke.py).
KNOWN_BUGS: tuple[KnownBug, ...] = (
    KnownBug(
        "removed-shape-unhashable-type",
        "src/augury/decisions/removed.py _openai_shaped: `q.get('type') in _OPENAI_QUESTION_TYPES` raises "
        "TypeError when a question's type is an object or array: POST /v1/decisions with questions "
        "[{'type': {}, 'instructions': 'x'}] answers 500, expected 400 with param questions[0].type",
        frozenset({"createDecision", "createDecisionUnversioned"}),
        frozenset({"Server error"}),
        ("/v1/decisions", {"input": "x", "questions": [{"type": {}, "instructions": "x"}]}),
        lambda status, body: status >= 500,
        _question_type_not_hashable,
    ),
    KnownBug(
        "output-text-without-logprobs",
        "POST /v1/responses answers output_text parts without `logprobs` (required by the served "
        "OutputTextContent schema, as upstream): the message item in `output` and the `part` of "
        "response.content_part.added/done lack it; expected `\"logprobs\": []`",
        frozenset({"createResponse"}),
        frozenset({"Response violates schema", "SSE event violates schema", "Custom check failed"}),
        ("/v1/responses", {"input": "x", "max_output_tokens": 1}),
        _output_text_without_logprobs,
        _answer_lacks_logprobs,
        re.compile(r"logprobs|not valid under any of the schemas|violates schema", re.I),
    ),
)


# ---------------------------------------------------------------------------------------------------
# Hooks (installed only in the Schemathesis process the runner starts)


def served_model_for(name: str, models: Sequence[str]) -> str:
    """The served model a generated model name maps to (or ``name`` itself, kept to reach 404)."""
    digest = zlib.crc32(name.encode("utf-8", "surrogatepass"))
    if name in models or digest % UNKNOWN_MODEL_SHARE == 0:
        return name
    return models[digest % len(models)]


def steer_body(operation_id: str, body: Any, models: Sequence[str]) -> Any:
    """Put a served model into a generated body, cap generation and ask for streams; nothing else changes."""
    if not isinstance(body, dict):
        return body
    out = dict(body)
    if isinstance(out.get("model"), str) and out["model"]:
        out["model"] = served_model_for(out["model"], models)
    if operation_id in ("createSystemOne", "createSystemOneUnversioned") and "request" in out:
        # multipart/form-data: the JSON request travels as the `request` part (an object, or its JSON text).
        inner = out["request"]
        if isinstance(inner, str):
            try:
                inner = json.loads(inner)
            except ValueError:
                return out
        if isinstance(inner, dict) and isinstance(inner.get("model"), str) and inner["model"]:
            steered = {**inner, "model": served_model_for(inner["model"], models)}
            out["request"] = steered if isinstance(out["request"], dict) else json.dumps(steered)
        return out
    keys = GENERATION_OPERATIONS.get(operation_id)
    if keys and "stream" not in out and zlib.crc32(json.dumps(out, sort_keys=True, default=str).encode()) % 2:
        # Half the bodies that leave `stream` out ask for a stream, so event streams get validated too.
        out["stream"] = True
    if keys:
        given = [k for k in keys if out.get(k) is not None]
        for k in given:
            value = out[k]
            # JSON Schema integers include 5.0: a float that is a whole number is a token limit too.
            if (isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer()
                    and value > GENERATION_CAP):
                out[k] = GENERATION_CAP
        if not given:
            out[keys[0]] = GENERATION_CAP
    return out


def _header(headers: dict[str, list[str]], name: str) -> str | None:
    for key, values in headers.items():
        if key.lower() == name and values:
            return values[0]
    return None


def check_error_envelope(status: int, headers: dict[str, list[str]], content: bytes) -> None:
    """Every response has ``x-request-id``; every error is exactly the OpenAI error shape."""
    if not _header(headers, "x-request-id"):
        raise AssertionError(f"{status} response without x-request-id")
    if status < 400:
        return
    ctype = _header(headers, "content-type") or ""
    if not ctype.startswith("application/json"):
        raise AssertionError(f"{status} error with content-type {ctype!r}, expected application/json")
    body = json.loads(content)
    if not isinstance(body, dict) or set(body) != {"error"}:
        raise AssertionError(f"{status} error body is not {{'error': ...}}: {body!r}")
    err = body["error"]
    if not isinstance(err, dict) or set(err) != {"message", "type", "param", "code"}:
        raise AssertionError(f"{status} error object keys are not message/type/param/code: {err!r}")
    expected = "server_error" if status >= 500 else "invalid_request_error"
    if err["type"] != expected:
        raise AssertionError(f"{status} error has type {err['type']!r}, expected {expected!r}")
    if not isinstance(err["message"], str) or not err["message"].strip():
        raise AssertionError(f"{status} error without a message: {err!r}")
    if status == 503 and not _header(headers, "retry-after"):
        raise AssertionError("503 without Retry-After")


@dataclass
class SseFrame:
    event: str | None
    data: str


def parse_sse(text: str) -> list[SseFrame]:
    """Frames of an event stream: ``event:``/``data:`` lines, separated by blank lines."""
    frames: list[SseFrame] = []
    for block in re.split(r"\r?\n\r?\n", text):
        if not block.strip():
            continue
        event: str | None = None
        data: list[str] = []
        for line in re.split(r"\r?\n", block):
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].removeprefix(" "))
            elif line and not line.startswith(":"):
                raise AssertionError(f"unexpected event-stream line {line!r}")
        frames.append(SseFrame(event, "\n".join(data)))
    return frames


TERMINAL_RESPONSE_EVENTS = {"response.completed", "response.incomplete", "response.failed"}


class StreamValidator:
    """Validates a streamed body event by event against the served document's component schemas.

    The order of events, sequence numbers, ids and the terminal event are checked for the whole stream first;
    then each event's data against the schema of its own ``type`` (the branch of ``ResponseStreamEvent`` that
    names it), so a failure names the member at fault instead of "matches none of 50 event schemas".
    """

    def __init__(self, spec: dict[str, Any]) -> None:
        import jsonschema_rs

        registry = jsonschema_rs.Registry([("urn:fuzz:spec", spec)])

        def compile_(pointer: str) -> Any:
            return jsonschema_rs.Draft202012Validator({"$ref": f"urn:fuzz:spec#{pointer}"}, registry=registry)

        self.response_event = compile_("/components/schemas/ResponseStreamEvent")
        self.chat_chunk = compile_("/components/schemas/CreateChatCompletionStreamResponse")
        self.by_type: dict[str, Any] = {}
        union = spec["components"]["schemas"]["ResponseStreamEvent"]
        for branch in union.get("anyOf", union.get("oneOf", [])):
            tag = _resolve(spec, branch).get("properties", {}).get("type", {})
            for value in tag.get("enum", [tag["const"]] if "const" in tag else []):
                self.by_type[value] = compile_(branch["$ref"].removeprefix("#"))

    def _validate(self, validator: Any, data: Any, where: str) -> None:
        error = next(iter(validator.iter_errors(data)), None)
        if error is not None:
            path = "/".join(str(p) for p in error.instance_path)
            raise AssertionError(f"{where} violates its schema at /{path}: {error.message}")

    def responses(self, text: str) -> None:
        frames = parse_sse(text)
        if not frames:
            raise AssertionError("empty Responses event stream")
        events = [json.loads(frame.data) for frame in frames]
        response_id = None
        for i, (frame, data) in enumerate(zip(frames, events, strict=True)):
            where = f"event #{i} ({data.get('type')})"
            if frame.event != data.get("type"):
                raise AssertionError(f"{where}: 'event: {frame.event}' differs from its data type")
            if data.get("sequence_number") != i:
                raise AssertionError(f"{where}: sequence_number {data.get('sequence_number')}, expected {i}")
            if isinstance(data.get("response"), dict):
                rid = data["response"].get("id")
                if response_id not in (None, rid):
                    raise AssertionError(f"{where}: response id {rid} differs from {response_id}")
                response_id = rid
        if frames[0].event != "response.created":
            raise AssertionError(f"the stream starts with {frames[0].event}, not response.created")
        if frames[-1].event not in TERMINAL_RESPONSE_EVENTS:
            raise AssertionError(f"the stream ends with {frames[-1].event}, not a terminal event")
        for i, data in enumerate(events):
            validator = self.by_type.get(data["type"], self.response_event)
            self._validate(validator, data, f"event #{i} ({data['type']})")

    def chat(self, text: str) -> None:
        frames = parse_sse(text)
        if not frames or frames[-1].data != "[DONE]":
            raise AssertionError("the chat stream does not end with 'data: [DONE]'")
        chunks = [json.loads(frame.data) for frame in frames[:-1]]
        ids = {chunk.get("id") for chunk in chunks}
        if len(ids) > 1:
            raise AssertionError(f"chat chunks carry several ids: {sorted(map(str, ids))}")
        for i, chunk in enumerate(chunks):
            self._validate(self.chat_chunk, chunk, f"chunk #{i}")


class FailureLog:
    """Every failure the hooks saw, with the waiver that accepted it (or none), one JSON line each.

    Written to the file :data:`FAILURES_ENV` names: the runner reads it to count accepted failures, and
    a person reads it to see exactly which server message a waiver matched.
    """

    def __init__(self, path: str) -> None:
        self.path = Path(path)
        self.lock = threading.Lock()

    def add(self, record: dict[str, Any]) -> None:
        line = json.dumps(record) + "\n"
        with self.lock, self.path.open("a", encoding="utf-8") as f:
            f.write(line)


def _error_of(content: bytes) -> dict[str, Any]:
    try:
        err = json.loads(content)["error"]
    except (ValueError, KeyError, TypeError):
        return {}
    return err if isinstance(err, dict) else {}


#: A refusal whose ``param`` names a field the document leaves unconstrained (``{}``) on purpose.
OPEN_FIELD = Waiver(
    "open-field", "the document leaves the field unconstrained ({}) so the handler refuses it with its own "
                  "message (docs/CONTRACT.md §2, §4, §5: refused, never silently ignored)", re.compile(""))


def _resolve(spec: dict[str, Any], schema: Any) -> Any:
    while isinstance(schema, dict) and "$ref" in schema:
        node: Any = spec
        for token in schema["$ref"].removeprefix("#/").split("/"):
            node = node[token.replace("~1", "/").replace("~0", "~")]
        schema = node
    return schema


def schema_at(spec: dict[str, Any], schema: Any, param: str) -> Any:
    """The request schema ``param`` (``text.format``, ``messages[0].name``) points at, or ``None``."""
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", param):
        schema = _resolve(spec, schema)
        if not isinstance(schema, dict):
            return None
        key = "items" if token.startswith("[") else None
        candidates = [schema, *[_resolve(spec, b) for b in schema.get("anyOf", []) + schema.get("oneOf", [])]]
        found = None
        for c in candidates:
            if not isinstance(c, dict):
                continue
            if key and "items" in c:
                found = c["items"]
            elif not key and token in c.get("properties", {}):
                found = c["properties"][token]
            if found is not None:
                break
        if found is None:
            return None
        schema = found
    return _resolve(spec, schema)


def _request_schema(spec: dict[str, Any], operation_id: str) -> Any:
    for item in spec.get("paths", {}).values():
        for op in item.values():
            if isinstance(op, dict) and op.get("operationId") == operation_id:
                return op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    return None


def waiver_for(failure: str, operation_id: str, status: int, message: str, spec: dict[str, Any],
               *, param: str | None = None) -> Waiver | None:
    """The waiver that accepts ``failure`` (``"<code> <title>"``), if any (see the module docstring)."""
    for gap in SPEC_GAPS:
        if ((not gap.operations or operation_id in gap.operations) and gap.failure.search(failure)
                and gap.message.search(message) and gap.active(spec)):
            return gap
    if not failure.startswith("ST202 ") or not 400 <= status < 500:
        return None
    for rule in SEMANTIC_RULES:
        if (not rule.operations or operation_id in rule.operations) and rule.message.search(message):
            return rule
    if param and schema_at(spec, _request_schema(spec, operation_id), param) == {}:
        return OPEN_FIELD
    return None


class ExchangeCounts:
    """Responses seen per ``operation status kind`` (kind: json, event-stream, other), written at exit."""

    def __init__(self, path: str) -> None:
        self.path = Path(path)
        self.counts: Counter[str] = Counter()
        self.lock = threading.Lock()
        atexit.register(self.write)

    def add(self, operation: str, status: int, content_type: str) -> None:
        kind = "event-stream" if content_type.startswith("text/event-stream") else (
            "json" if content_type.startswith("application/json") else "other")
        with self.lock:
            self.counts[f"{operation} {status} {kind}"] += 1

    def write(self) -> None:
        self.path.write_text(json.dumps(dict(sorted(self.counts.items())), indent=1))


# Hostile bytes: what a JSON Schema generator never produces (docs/CONTRACT.md §6)

HOSTILE_KINDS = ("surrogate-value", "surrogate-key", "long-integer", "nesting-at-cap", "nesting-past-cap")


def _places(body: Any, path: tuple[str | int, ...] = ()) -> list[tuple[tuple[str | int, ...], Any]]:
    """Every value in ``body`` with its path (the body itself excluded)."""
    out: list[tuple[tuple[str | int, ...], Any]] = []
    children = body.items() if isinstance(body, dict) else enumerate(body) if isinstance(body, list) else []
    for key, value in children:
        out.append(((*path, key), value))
        out += _places(value, (*path, key))
    return out


def _set(body: Any, path: tuple[str | int, ...], value: Any) -> None:
    node = body
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value


def param_of(path: Sequence[str | int]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out.encode("utf-8", "backslashreplace").decode()


def hostile_body(body: Any, kind: str, pick: int) -> Any:
    """``body`` with one hostile mutation of ``kind`` at the place ``pick`` selects (modulo the places)."""
    out = json.loads(json.dumps(body))
    places = _places(out)
    if not places:
        return out
    path, value = places[pick % len(places)]
    lone = chr(0xD800 + pick % 0x800)
    if kind == "surrogate-value":
        _set(out, path, (value if isinstance(value, str) else "x") + lone)
    elif kind == "surrogate-key":
        keyed = [(p, v) for p, v in places if isinstance(p[-1], str)]
        path, value = keyed[pick % len(keyed)]
        parent: Any = out
        for part in path[:-1]:
            parent = parent[part]
        parent[str(path[-1]) + lone] = parent.pop(path[-1])
    elif kind == "long-integer":
        _set(out, path, 10 ** (MAX_INT_DIGITS + 1) - 1)  # 4,301 nines, built without a str conversion
    else:
        levels = MAX_DEPTH - len(path) + (1 if kind == "nesting-past-cap" else 0)
        nest: Any = 0
        for _ in range(max(levels, 1)):
            nest = [nest]
        _set(out, path, nest)
    return out


def hostile_for(body: Any) -> Any:
    """One body in :data:`HOSTILE_SHARE` mutated by :func:`hostile_body` (chosen from the body's own hash)."""
    if not isinstance(body, dict) or "request" in body:  # multipart bodies carry their JSON as a part
        return body
    digest = zlib.crc32(json.dumps(body, sort_keys=True, default=str).encode("utf-8", "surrogatepass"))
    if digest % HOSTILE_SHARE:
        return body
    return hostile_body(body, HOSTILE_KINDS[(digest // HOSTILE_SHARE) % len(HOSTILE_KINDS)], digest >> 8)


def hostile_features(body: Any) -> tuple[str | None, str | None]:
    """(what is hostile about ``body``, the ``param`` a refusal must name) or (None, None)."""
    def depth(node: Any) -> int:
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else None
        return 0 if children is None else 1 + max((depth(c) for c in children), default=0)

    def lone(text: str) -> bool:
        return any(0xD800 <= ord(c) <= 0xDFFF for c in text)

    for path, value in _places(body):
        if isinstance(path[-1], str) and lone(path[-1]):
            return "surrogate", param_of(path)
        if isinstance(value, str) and lone(value):
            return "surrogate", param_of(path)
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 14_000:
            return "long-integer", param_of(path)
    found = depth(body)
    if found > MAX_DEPTH:
        return "too-deep", None
    if found == MAX_DEPTH:
        return "at-cap", None
    return None, None


#: A schema-valid body the hooks made hostile is refused by design; ``hostile_bytes_are_refused`` checks how.
HOSTILE = _rule("hostile-bytes", "a lone UTF-16 surrogate, an integer literal Python does not convert and nesting "
                                 "past the cap are refused whatever the schema allows (docs/CONTRACT.md §6); the "
                                 "body was made hostile by the hooks, and hostile_bytes_are_refused checks the refusal",
                r"")


def check_hostile(status: int, content: bytes, body: Any) -> None:
    """A hostile body is refused with 400 naming the field; a body nested exactly to the cap is not refused for it."""
    kind, param = hostile_features(body)
    if kind is None:
        return
    error = _error_of(content)
    message = str(error.get("message", ""))
    if kind == "at-cap":
        assert "nests deeper" not in message, f"a body nested {MAX_DEPTH} deep was refused: {message}"
        return
    assert status == 400 and error.get("type") == "invalid_request_error", (kind, status, content[:300])
    if kind == "too-deep":
        assert "nests deeper" in message, message
    else:
        assert error.get("param") == param, (kind, param, error)


def install_hooks(models: Sequence[str], failures_path: str | None, active_bugs: Sequence[str] = (),
                  exchanges_path: str | None = None) -> None:
    """Register the hooks and checks described in the module docstring with Schemathesis."""
    import schemathesis

    bugs = [b for b in KNOWN_BUGS if b.name in active_bugs]
    exchanges = ExchangeCounts(exchanges_path) if exchanges_path else None

    log = FailureLog(failures_path) if failures_path else None
    validators: dict[int, StreamValidator] = {}

    def operation_id(case_or_ctx: Any) -> str:
        op = getattr(case_or_ctx, "operation", None)
        return str(op.definition.raw.get("operationId", "")) if op is not None else ""

    # A 4,301-digit integer must reach the wire: the JSON encoder converts it with str().
    sys.set_int_max_str_digits(0)

    @schemathesis.hook
    def before_load_schema(context: schemathesis.HookContext, raw_schema: dict[str, Any]) -> None:
        """The fuzzed server has no API keys: its operations need none, whatever the document declares."""
        for item in raw_schema.get("paths", {}).values():
            for op in item.values():
                if isinstance(op, dict):
                    op.pop("security", None)

    @schemathesis.hook
    def map_body(context: schemathesis.HookContext, body: Any) -> Any:
        return hostile_for(steer_body(operation_id(context), body, models))

    @schemathesis.check
    def hostile_bytes_are_refused(ctx: schemathesis.CheckContext, response: schemathesis.Response,
                                  case: schemathesis.Case[Any]) -> bool | None:
        """Lone surrogates, over-long integers and nesting past the cap: 400 naming the field, never a 500."""
        if (case.media_type or "").startswith("multipart/"):
            # A multipart body's JSON is its `request` part (left alone by hostile_for); the other parts are not
            # JSON, so nesting put there is refused as a missing or invalid request part, not as nesting.
            return None
        check_hostile(response.status_code, response.content, case.body)
        return None

    @schemathesis.hook
    def map_path_parameters(context: schemathesis.HookContext, path_parameters: dict[str, Any]) -> dict[str, Any]:
        value = path_parameters.get("model") if isinstance(path_parameters, dict) else None
        if isinstance(value, str) and value:
            return {**path_parameters, "model": served_model_for(value, models)}
        return path_parameters

    @schemathesis.check
    def openai_error_envelope(ctx: schemathesis.CheckContext, response: schemathesis.Response,
                              case: schemathesis.Case[Any]) -> bool | None:
        """Errors are {"error": {message, type, param, code}} with the right type; all carry x-request-id."""
        if exchanges is not None:
            exchanges.add(case.operation.label, response.status_code, _header(response.headers, "content-type") or "")
        check_error_envelope(response.status_code, response.headers, response.content)
        return None

    @schemathesis.check
    def event_streams_conform(ctx: schemathesis.CheckContext, response: schemathesis.Response,
                              case: schemathesis.Case[Any]) -> bool | None:
        """Each SSE event of /v1/responses and /v1/chat/completions, in order, against its schema."""
        ctype = _header(response.headers, "content-type") or ""
        if response.status_code != 200 or not ctype.startswith("text/event-stream"):
            return None
        spec = case.operation.schema.raw_schema
        validator = validators.get(id(spec))
        if validator is None:
            validator = validators[id(spec)] = StreamValidator(spec)
        text = response.content.decode("utf-8")
        if operation_id(case) == "createResponse":
            validator.responses(text)
        else:
            validator.chat(text)
        return None

    @schemathesis.hook
    def filter_failure(context: schemathesis.HookContext, failure: Any, case: schemathesis.Case[Any],
                       response: schemathesis.Response) -> bool:
        code = str(getattr(failure, "code", ""))
        title = str(getattr(failure, "title", ""))
        error = _error_of(response.content)
        # What to match: the server's error message, or for a 2xx the check's own finding.
        message = str(error.get("message", "")) or str(getattr(failure, "message", ""))
        op_id = operation_id(case)
        waiver = waiver_for(f"{code} {title}", op_id, response.status_code, message,
                            case.operation.schema.raw_schema, param=error.get("param"))
        name = waiver.name if waiver else None
        if name is None and code == "ST202" and hostile_features(case.body)[0] is not None:
            name = HOSTILE.name
        if name is None:
            detail = f"{title}\n{getattr(failure, 'message', '')}"
            bug = next((b for b in bugs if op_id in b.operations and any(title.startswith(t) for t in b.titles)
                        and b.matches(case.body, response.content)
                        and (b.message is None or b.message.search(detail))), None)
            name = bug.name if bug else None
        if log is not None:
            log.add({"code": code, "title": title, "operation": case.operation.label,
                     "status": response.status_code, "message": message, "param": error.get("param"),
                     "check": str(getattr(failure, "message", ""))[:600], "waiver": name})
        return name is None


if os.environ.get(MODELS_ENV):
    install_hooks(os.environ[MODELS_ENV].split(","), os.environ.get(FAILURES_ENV),
                  [b for b in os.environ.get(KNOWN_BUGS_ENV, "").split(",") if b], os.environ.get(EXCHANGES_ENV))


# ---------------------------------------------------------------------------------------------------
# Runner


@dataclass
class FuzzResult:
    """What one Schemathesis run found, read from its JSON report."""

    exit_code: int
    generated: int
    failures: list[dict[str, Any]]
    errors: list[dict[str, Any]]
    waived: dict[str, int]
    valid_rates: dict[str, Any]
    tested_operations: int
    #: Responses the checks saw, by ``"<operation> <status> <json|event-stream|other>"``.
    exchanges: dict[str, int] = field(default_factory=dict)
    output: str = field(repr=False, default="")

    def summary(self) -> str:
        lines = [f"test cases generated: {self.generated}; operations tested: {self.tested_operations}; "
                 f"failures: {len(self.failures)}; errors: {len(self.errors)}; exit code {self.exit_code}"]
        for name, count in sorted(self.waived.items()):
            lines.append(f"  accepted {count:5d} x {describe_waiver(name)}")
        for label, phases in sorted(self.valid_rates.items()):
            rates: dict[str, int] = phases.get("fuzzing") or next(iter(phases.values()), {})
            lines.append(f"  {label}: positive fuzzing cases accepted {rates.get('accepted', 0)}, "
                         f"rejected {rates.get('rejected', 0)}, model 404 {rates.get('unreachable', 0)}")
        streams = {k: v for k, v in self.exchanges.items() if k.endswith(" 200 event-stream")}
        lines.append(f"  responses checked: {sum(self.exchanges.values())}; event streams validated event by "
                     f"event: {streams or 'none'}")
        for failure in self.failures:
            lines.append(f"  FAILURE {failure.get('code')} {failure.get('title')}: {failure.get('count')} "
                         f"on {', '.join(failure.get('operations', []))}")
        return "\n".join(lines)


def describe_waiver(name: str) -> str:
    """One line naming a waiver, its kind and its reason."""
    for w in (*SEMANTIC_RULES, OPEN_FIELD, HOSTILE):
        if w.name == name:
            return f"semantic rule {name}: {w.reason}"
    for w in SPEC_GAPS:
        if w.name == name:
            return f"spec gap {name}: {w.reason}"
    for b in KNOWN_BUGS:
        if b.name == name:
            return f"known bug {name}: {b.report}"
    return name


def active_known_bugs(base_url: str) -> list[str]:
    """The :data:`KNOWN_BUGS` whose reproducer still answers 5xx on the server at ``base_url``."""
    import httpx

    model = _served_models(base_url)[0]
    active = []
    for bug in KNOWN_BUGS:
        path, body = bug.reproducer
        resp = httpx.post(base_url + path, json={**body, "model": model}, timeout=60)
        try:
            answer = resp.json()
        except ValueError:
            answer = None
        if bug.still_fails(resp.status_code, answer):
            active.append(bug.name)
    return active


def run(base_url: str, models: Sequence[str], *, max_examples: int, seed: int = 0,
        max_time: float | None = None, phases: str | None = None, extra: Sequence[str] = (),
        out_dir: Path | None = None, echo: bool = False) -> FuzzResult:
    """Run ``schemathesis run`` against ``base_url`` with this module as its hooks; read the report."""
    out = Path(out_dir or tempfile.mkdtemp(prefix="augury-fuzz-"))
    out.mkdir(parents=True, exist_ok=True)
    report = out / "report.json"
    failures_log = out / "failures.jsonl"
    failures_log.unlink(missing_ok=True)
    exchanges = out / "exchanges.json"
    cmd = [sys.executable, "-m", "schemathesis.cli", "run", f"{base_url}/openapi.json",
           "--checks", "all", "--mode", "all", "--max-examples", str(max_examples), "--seed", str(seed),
           # One worker: Python 3.11's ast.parse (Hypothesis describing strategies) is not thread-safe.
           "--workers", "1", "--report", "json", "--report-json-path", str(report),
           "--request-timeout", "60", "--no-color", *extra]
    if max_time is not None:
        cmd += ["--max-time", str(int(max_time))]
    if phases:
        cmd += ["--phases", phases]
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "conformance.fuzz", MODELS_ENV: ",".join(models),
           FAILURES_ENV: str(failures_log), KNOWN_BUGS_ENV: ",".join(active_known_bugs(base_url)),
           EXCHANGES_ENV: str(exchanges),
           "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)}
    proc = subprocess.run(cmd, cwd=out, env=env, capture_output=not echo, text=True, check=False)
    output = "" if echo else proc.stdout + proc.stderr
    if not report.exists():
        raise RuntimeError(f"schemathesis wrote no report (exit {proc.returncode}):\n{output[-4000:]}")
    data = json.loads(report.read_text())
    return FuzzResult(
        exit_code=proc.returncode,
        generated=int(data["test_cases"]["generated"]),
        failures=list(data.get("failures", [])),
        errors=list(data.get("errors", [])),
        waived=_waived_counts(failures_log),
        valid_rates=dict(data.get("valid_rates", {})),
        tested_operations=int(data["operations"]["tested"]),
        exchanges=json.loads(exchanges.read_text()) if exchanges.exists() else {},
        output=output,
    )


def _waived_counts(path: Path) -> dict[str, int]:
    counts: Counter[str] = Counter()
    if path.exists():
        for line in path.read_text(encoding="utf-8").split("\n"):
            name = json.loads(line)["waiver"] if line else None
            if name:
                counts[name] += 1
    return dict(counts)


@dataclass
class _LocalServer:
    base_url: str
    models: list[str]
    stop: Callable[[], None]


def _serve_tiny_models(tmp: Path) -> _LocalServer:
    from augury.engine.testmodels import make_test_model

    sys.path.insert(0, str(REPO))
    from tests.conftest import start_server, stop_server

    tiny = make_test_model(tmp / "tiny-qwen3", arch="qwen3")
    tiny35 = make_test_model(tmp / "tiny-qwen3_5", arch="qwen3_5")
    server = start_server(["--model", f"tiny={tiny}", "--model", f"tiny35={tiny35}",
                           "--max-body-bytes", str(64 * 1024)], tmp)
    return _LocalServer(server.base_url, ["tiny", "tiny35"], lambda: stop_server(server))


def _served_models(base_url: str) -> list[str]:
    import httpx

    return [m["id"] for m in httpx.get(f"{base_url}/v1/models", timeout=10).json()["data"]]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.fuzz", description=__doc__.split("\n")[0])
    parser.add_argument("--base-url", help="fuzz this running server instead of starting one")
    parser.add_argument("--max-examples", type=int, default=600, help="cases per operation and phase")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-time", type=float)
    parser.add_argument("--min-cases", type=int, default=5000, help="fail when fewer cases were generated")
    parser.add_argument("--out", type=Path, help="folder for the report (default: a temporary one)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="augury-fuzz-") as tmp:
        local = None if args.base_url else _serve_tiny_models(Path(tmp))
        try:
            base_url = args.base_url or (local.base_url if local else "")
            models = local.models if local else _served_models(base_url)
            result = run(base_url, models, max_examples=args.max_examples, seed=args.seed,
                         max_time=args.max_time, out_dir=args.out or Path(tmp) / "report", echo=True)
        finally:
            if local is not None:
                local.stop()
    print(result.summary())
    if result.exit_code != 0 or result.failures or result.errors:
        return 1
    if result.generated < args.min_cases:
        print(f"only {result.generated} cases generated; at least {args.min_cases} required")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
