"""Client requests for ``/v1/responses`` and ``/v1/chat/completions`` → one :class:`GenerationRequest`.

The HTTP layer has already checked the body against the served JSON Schema (unknown top-level fields and
wrong JSON types are refused there); this module does what a schema cannot: the rules of docs/CONTRACT.md §4/§5
that depend on values, the mapping to chat-template messages, and the refusal of everything Augury does not
honour, each with one plain-English sentence and an OpenAI-style ``param`` path. The checks are repeated
defensively where cheap, so a body that skipped the schema still cannot slip through silently.

Conventions, decided once here:

- A JSON ``null`` for an optional field means "not given", everywhere.
- ``instructions``, ``system`` and ``developer`` turns become role ``system``; adjacent system turns are
  merged into one message, their texts joined with ``"\\n\\n"``. The text parts of one message are joined
  the same way.
- Message ``content`` is a plain string unless the message carries an image; then it is a list of parts
  ``{"type": "text", "text": ...}`` / ``{"type": "image", "image": url}`` (the form HF vision chat templates
  read), and :attr:`GenerationRequest.images` lists the same images, in order, with their ``param`` paths.
- Assistant tool calls use the HF chat-template form
  ``{"id": call_id, "type": "function", "function": {"name": ..., "arguments": {...}}}``; tool results are
  ``{"role": "tool", "tool_call_id": ..., "name": ..., "content": ...}``. Every result must answer an earlier
  call of the same request (matched by call id).
- Codex ``namespace`` tools are flattened into plain functions. A nested function keeps its own name when
  that name is unique among all offered functions; only on a clash it becomes ``<namespace>__<name>``. The
  :attr:`GenerationRequest.namespaces` map turns a flattened name back into ``(namespace, name)`` so that
  calls are reported the way the client declared them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, RootModel

from augury.errors import InvalidRequest
from augury.media.dataurl import is_remote_url
from augury_generated.models import (
    ChatCompletionRequestAssistantMessage,
    ChatCompletionRequestDeveloperMessage,
    ChatCompletionRequestMessageContentPartImage,
    ChatCompletionRequestMessageContentPartText,
    ChatCompletionRequestSystemMessage,
    ChatCompletionRequestToolMessage,
    ChatCompletionRequestUserMessage,
    ChatCompletionTool,
    CreateChatCompletionRequest,
    CreateResponse,
    FunctionCallOutputItemParam,
    FunctionObject,
    FunctionParameters,
    FunctionToolCall,
    InputFileContent,
    InputFileContentParam,
    InputImageContent,
    InputImageContentParamAutoParam,
    InputParam1,
    InputTextContent,
    InputTextContentParam,
    ResponsesAssistantMessageParam,
    ResponsesFunctionTool,
    ResponsesInputMessageParam,
    ResponsesNamespaceTool,
    ResponsesOutputTextParam,
    ResponsesReasoningParam,
    ResponsesTextParam,
    ResponsesWebSearchTool,
    ToolChoice,
)

NAMESPACE_SEPARATOR = "__"
"""Joins a namespace and a nested tool name when the bare name would clash (``<namespace>__<name>``)."""

TEXT_PART_SEPARATOR = "\n\n"
"""Joins the text parts of one message and the texts of adjacent system turns."""

ENCRYPTED_REASONING = "reasoning.encrypted_content"
"""The one ``include`` entry accepted: no reasoning items are produced, so there is nothing to include."""

_EMPTY_PARAMETERS: dict[str, Any] = {"type": "object", "properties": {}}


@dataclass(frozen=True)
class ImageRef:
    """An image a message refers to: an ``http(s)`` or ``data:image/...`` URL, not yet fetched or decoded.

    ``param`` is where it sits in the request (``input[3].content[1].image_url``) so that the media layer can
    name it in a refusal; ``detail`` is the client's resolution hint as sent (``None`` when absent).
    """

    url: str
    param: str
    detail: str | None = None


@dataclass(frozen=True)
class GenerationRequest:
    """Everything the engine and the response shaping need for one generation, independent of the route.

    ``messages`` and ``tools`` are ready for a HF chat template. ``tools`` is empty when ``tool_choice`` is
    ``"none"``. ``echo`` holds the request settings a Responses ``Response`` object repeats (empty for chat).
    """

    model: str
    messages: list[dict[str, Any]]
    tools: list[dict[str, Any]] = field(default_factory=list)
    images: list[ImageRef] = field(default_factory=list)
    temperature: float | None = None
    top_p: float | None = None
    max_output_tokens: int | None = None
    stream: bool = False
    prompt_cache_key: str | None = None
    namespaces: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    echo: Mapping[str, Any] = field(default_factory=dict)
    parallel_tool_calls: bool = True
    include_usage: bool = False

    def tool_origin(self, flat_name: str) -> tuple[str | None, str]:
        """The ``(namespace, name)`` a call to ``flat_name`` reports (namespace ``None``: top-level)."""
        origin = self.namespaces.get(flat_name)
        if origin is None:
            return None, flat_name
        return origin


# --------------------------------------------------------------------------------------------------
# Small typed readers: each refuses a wrong JSON type with the field's path (the schema normally did already).


def _str(value: Any, param: str) -> str:
    if not isinstance(value, str):
        raise InvalidRequest(f"{param} must be a string.", param=param)
    return value


def _opt_str(value: Any, param: str) -> str | None:
    return None if value is None else _str(value, param)


def _image_url(url: str, param: str) -> str:
    # Only the scheme is judged here; the media layer checks a data URL's payload and fetches remote ones.
    if is_remote_url(url) or url[: len("data:image/")].lower() == "data:image/":
        return url
    raise InvalidRequest(
        f"{param} must be an http or https URL or a data:image/... URL; other schemes and data types are not accepted.",
        param=param,
    )


# --------------------------------------------------------------------------------------------------
# Messages: one builder shared by both routes, so both merge, match and lay out messages identically.


class _Conversation:
    """Accumulates chat-template messages, merging system turns and matching tool results to calls."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []
        self.images: list[ImageRef] = []
        self._call_names: dict[str, str] = {}
        self._answered: set[str] = set()

    def system(self, text: str) -> None:
        last = self.messages[-1] if self.messages else None
        if last is not None and last["role"] == "system":
            last["content"] = last["content"] + TEXT_PART_SEPARATOR + text
        else:
            self.messages.append({"role": "system", "content": text})

    def say(self, role: str, parts: list[dict[str, Any]]) -> None:
        """Add a user/assistant turn from text and image parts (images already recorded)."""
        self.messages.append({"role": role, "content": _content(parts)})

    def image(self, url: str, param: str, detail: str | None) -> dict[str, Any]:
        self.images.append(ImageRef(url=_image_url(url, param), param=param, detail=detail))
        return {"type": "image", "image": url}

    def call(self, call_id: str, name: str, arguments: dict[str, Any], param: str) -> None:
        """Record an assistant tool call; consecutive calls (and an assistant text before) share one turn."""
        if call_id in self._call_names:
            raise InvalidRequest(
                f"{param}.call_id {call_id!r} is used by an earlier tool call; call ids must be unique.",
                param=f"{param}.call_id",
            )
        self._call_names[call_id] = name
        tool_call = {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}
        last = self.messages[-1] if self.messages else None
        if last is not None and last["role"] == "assistant":
            last.setdefault("tool_calls", []).append(tool_call)
        else:
            self.messages.append({"role": "assistant", "content": "", "tool_calls": [tool_call]})

    def result(self, call_id: str, parts: list[dict[str, Any]], param: str) -> None:
        """Record a tool result; it must answer an earlier, not yet answered call."""
        name = self._call_names.get(call_id)
        if name is None:
            raise InvalidRequest(
                f"{param} {call_id!r} does not match any earlier tool call in this request; a tool result "
                "must follow the call it answers.",
                param=param,
            )
        if call_id in self._answered:
            raise InvalidRequest(f"{param} {call_id!r} already has a tool result.", param=param)
        self._answered.add(call_id)
        self.messages.append({"role": "tool", "tool_call_id": call_id, "name": name, "content": _content(parts)})


def _content(parts: list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    if any(part["type"] == "image" for part in parts):
        return parts
    return TEXT_PART_SEPARATOR.join(part["text"] for part in parts)


def _arguments_object(raw: Any, param: str) -> dict[str, Any]:
    """Decode a call's ``arguments`` JSON string into the object a chat template renders."""
    text = _str(raw, param)
    try:
        value = json.loads(text)
    except ValueError:
        raise InvalidRequest(f"{param} must be a JSON object encoded as a string.", param=param) from None
    if not isinstance(value, dict):
        raise InvalidRequest(f"{param} must be a JSON object encoded as a string.", param=param)
    return value


# --------------------------------------------------------------------------------------------------
# Tools


@dataclass
class _ToolSet:
    tools: list[dict[str, Any]] = field(default_factory=list)
    namespaces: dict[str, tuple[str, str]] = field(default_factory=dict)
    flat_names: dict[tuple[str | None, str], str] = field(default_factory=dict)

    def flat_name(self, namespace: str | None, name: str) -> str:
        """The name the model knows a declared tool by (also for history naming a tool not offered now)."""
        known = self.flat_names.get((namespace, name))
        if known is not None:
            return known
        return name if namespace is None else f"{namespace}{NAMESPACE_SEPARATOR}{name}"


@dataclass(frozen=True)
class _Function:
    namespace: str | None
    name: str
    description: str | None
    parameters: Mapping[str, Any] | None
    param: str


def _hf_tool(name: str, description: str | None, parameters: Mapping[str, Any] | None) -> dict[str, Any]:
    function: dict[str, Any] = {"name": name}
    if description is not None:
        function["description"] = description
    function["parameters"] = dict(parameters) if parameters is not None else dict(_EMPTY_PARAMETERS)
    return {"type": "function", "function": function}


def _flatten(functions: list[_Function]) -> _ToolSet:
    """Give every function a unique model-facing name (see the module docstring for the scheme)."""
    bare_counts: dict[str, int] = {}
    for fn in functions:
        bare_counts[fn.name] = bare_counts.get(fn.name, 0) + 1
    toolset = _ToolSet()
    taken: dict[str, str] = {}
    for fn in functions:
        if fn.namespace is None or bare_counts[fn.name] == 1:
            flat = fn.name
        else:
            flat = f"{fn.namespace}{NAMESPACE_SEPARATOR}{fn.name}"
        if flat in taken:
            raise InvalidRequest(
                f"{fn.param}.name {fn.name!r} is declared more than once (first at {taken[flat]}); "
                "function names must be unique.",
                param=f"{fn.param}.name",
            )
        taken[flat] = fn.param
        toolset.flat_names[(fn.namespace, fn.name)] = flat
        if fn.namespace is not None:
            toolset.namespaces[flat] = (fn.namespace, fn.name)
        toolset.tools.append(_hf_tool(flat, fn.description, fn.parameters))
    return toolset


def _refuse_strict(strict: object, param: str) -> None:
    """A function tool's ``strict`` true is refused on both routes: arguments are never constrained."""
    if strict is True:
        raise InvalidRequest(
            f"{param}.strict true is not supported: arguments are not constrained to the schema; "
            "send strict false or leave it out.",
            param=f"{param}.strict",
        )


def _responses_function(tool: ResponsesFunctionTool, param: str, namespace: str | None) -> _Function:
    _refuse_strict(_sent(tool, "strict"), param)
    return _Function(
        namespace=namespace,
        name=tool.name,
        description=_sent(tool, "description"),
        parameters=_sent(tool, "parameters"),
        param=param,
    )


def _check_local_web_search(tool: ResponsesWebSearchTool, param: str) -> None:
    """Only ``{"type": "web_search", "external_web_access": false}`` is accepted (and then dropped)."""
    if _sent(tool, "external_web_access") is not False:
        raise InvalidRequest(
            f"{param}.external_web_access must be false: web search is never performed here, so only "
            '{"type": "web_search", "external_web_access": false} is accepted.',
            param=f"{param}.external_web_access",
        )


def _responses_tools(tools: Sequence[ResponsesTool]) -> _ToolSet:
    # The document's discriminated union admits only function, namespace (of functions) and web_search tools.
    functions: list[_Function] = []
    for i, tool in enumerate(tools):
        param = f"tools[{i}]"
        if isinstance(tool, ResponsesFunctionTool):
            functions.append(_responses_function(tool, param, None))
        elif isinstance(tool, ResponsesNamespaceTool):
            for j, nested in enumerate(tool.tools):
                functions.append(_responses_function(nested, f"{param}.tools[{j}]", tool.name))
        else:
            _check_local_web_search(tool, param)
    return _flatten(functions)


def _tool_choice(raw: Any, param: str) -> str:
    if raw is None:
        return "auto"
    if raw in ("auto", "none"):
        return str(raw)
    if raw == "required":
        raise InvalidRequest(
            f"{param} 'required' is not supported: the model cannot be forced to call a tool; use 'auto' or 'none'.",
            param=param,
        )
    if isinstance(raw, Mapping):
        raise InvalidRequest(
            f"{param} of type {raw.get('type')!r} is not supported: the model cannot be forced to use a "
            "particular tool; use 'auto' or 'none'.",
            param=param,
        )
    raise InvalidRequest(f"{param} must be 'auto' or 'none'.", param=param)


# --------------------------------------------------------------------------------------------------
# POST /v1/responses

# Fields refused whatever their (non-null) value, with the reason a client needs to fix its request.
_RESPONSES_REFUSED: dict[str, str] = {
    "previous_response_id": (
        "previous_response_id is not supported: responses are not stored, so send the whole conversation in input."
    ),
    "conversation": (
        "conversation is not supported: conversations are not stored, so send the whole conversation in input."
    ),
    "prompt": "prompt is not supported: there are no stored prompt templates; send instructions and input.",
    "max_tool_calls": "max_tool_calls is not supported: the number of tool calls cannot be limited here.",
    "service_tier": "service_tier is not supported: there is one local service tier.",
    "response_format": (
        "response_format is not supported: structured output is not available; only "
        'text.format {"type": "text"} is accepted.'
    ),
}

ResponsesTool = ResponsesFunctionTool | ResponsesNamespaceTool | ResponsesWebSearchTool
ResponsesMessage = ResponsesInputMessageParam | ResponsesAssistantMessageParam
ResponsesPart = (
    InputTextContent
    | InputImageContent
    | InputFileContent
    | ResponsesOutputTextParam
    | InputTextContentParam
    | InputImageContentParamAutoParam
    | InputFileContentParam
)


def _check_responses_envelope(body: CreateResponse) -> None:
    """Refuse every declared top-level setting that is not honoured (docs/CONTRACT.md §4).

    The document closes the object, so an undeclared field never gets here.
    """
    for key, message in _RESPONSES_REFUSED.items():
        if _sent(body, key) is not None:
            raise InvalidRequest(message, param=key)
    if _sent(body, "store"):
        raise InvalidRequest(
            "store true is not supported: responses are never stored here; send store false or leave it out.",
            param="store",
        )
    if _sent(body, "background"):
        raise InvalidRequest(
            "background true is not supported: responses are generated while the request is open; "
            "send background false or leave it out.",
            param="background",
        )
    truncation = _sent(body, "truncation")
    if truncation is not None and truncation != "disabled":
        raise InvalidRequest(
            f"truncation {truncation!r} is not supported: input is never truncated; send 'disabled' or leave it out.",
            param="truncation",
        )
    _check_reasoning(_sent(body, "reasoning"))
    _check_include(_sent(body, "include"))
    _check_text(_sent(body, "text"))


def _check_reasoning(reasoning: ResponsesReasoningParam | None) -> None:
    if reasoning is None:
        return
    for key in type(reasoning).model_fields:
        value = _sent(reasoning, key)
        if value is None:
            continue
        if key == "effort":
            raise InvalidRequest(
                "reasoning.effort is not supported: the reasoning effort of a local model cannot be set; leave it out.",
                param="reasoning.effort",
            )
        if key == "summary":
            if value != "auto":
                raise InvalidRequest(
                    f"reasoning.summary {value!r} is not supported: only 'auto' is accepted (no reasoning "
                    "summaries are produced).",
                    param="reasoning.summary",
                )
            continue
        raise InvalidRequest(f"reasoning.{key} is not supported.", param=f"reasoning.{key}")


def _check_include(include: list[str] | None) -> None:
    for i, entry in enumerate(include or []):
        if entry != ENCRYPTED_REASONING:
            raise InvalidRequest(
                f"include[{i}] {entry!r} is not supported: only {ENCRYPTED_REASONING!r} is accepted.",
                param=f"include[{i}]",
            )


def _check_text(text: ResponsesTextParam | None) -> None:
    if text is None:
        return
    fmt = _sent(text, "format")
    if fmt is not None:
        # Declared loosely (any value) so that the refusal names the reason.
        if not isinstance(fmt, Mapping):
            raise InvalidRequest("text.format must be an object.", param="text.format")
        if fmt.get("type") != "text" or len(fmt) != 1:
            raise InvalidRequest(
                f"text.format of type {fmt.get('type')!r} is not supported: structured output is not "
                'available; only {"type": "text"} is accepted.',
                param="text.format",
            )
    if _sent(text, "verbosity") is not None:
        raise InvalidRequest(
            "text.verbosity is not supported: the verbosity of a local model cannot be set; leave it out.",
            param="text.verbosity",
        )


def _responses_parts(
    raw: str | Sequence[ResponsesPart], param: str, role: str, conversation: _Conversation
) -> list[dict[str, Any]]:
    """Text and image parts of one input message (or one function_call_output list)."""
    if isinstance(raw, str):
        return [{"type": "text", "text": raw}]
    parts: list[dict[str, Any]] = []
    for j, part in enumerate(raw):
        part_param = f"{param}[{j}]"
        if isinstance(part, InputTextContent | ResponsesOutputTextParam | InputTextContentParam):
            parts.append({"type": "text", "text": part.text})
        elif isinstance(part, InputImageContent | InputImageContentParamAutoParam):
            if role in ("system", "assistant"):
                raise InvalidRequest(
                    f"{part_param} is an image in a {role} message; images are accepted in user messages "
                    "and tool outputs only.",
                    param=part_param,
                )
            if _sent(part, "file_id") is not None:
                raise InvalidRequest(
                    f"{part_param}.file_id is not supported: there is no file storage; send image_url.",
                    param=f"{part_param}.file_id",
                )
            url = _sent(part, "image_url")
            if isinstance(url, RootModel):
                url = url.root
            if url is None:
                raise InvalidRequest(f"{part_param}.image_url must be a string.", param=f"{part_param}.image_url")
            parts.append(conversation.image(url, f"{part_param}.image_url", _sent(part, "detail")))
        else:  # a file part
            raise InvalidRequest(
                f"{part_param}.type {part.type!r} is not supported: message content may only hold input_text, "
                "output_text and input_image parts.",
                param=f"{part_param}.type",
            )
    return parts


_RESPONSES_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}
_ITEM_STATUSES = ("in_progress", "completed", "incomplete")


def _check_item_metadata(item: ResponsesMessage, param: str) -> None:
    """A message's ``id`` and ``status`` carry nothing for generation, but a wrong type is still a client error.

    The document declares both loosely on a message (upstream's open message shape accepts anything there);
    the same rule as on a function_call item applies: ``id`` a string, ``status`` one of the item statuses
    (or null).
    """
    item_id = _sent(item, "id")
    if item_id is not None and not isinstance(item_id, str):
        raise InvalidRequest(f"{param}.id must be a string.", param=f"{param}.id")
    status = _sent(item, "status")
    if status is not None and status not in _ITEM_STATUSES:
        raise InvalidRequest(
            f"{param}.status must be one of {', '.join(_ITEM_STATUSES)}; got {json.dumps(status)}.",
            param=f"{param}.status",
        )


def _responses_input(raw: str | InputParam1, conversation: _Conversation, toolset: _ToolSet) -> None:
    if isinstance(raw, str):
        conversation.say("user", [{"type": "text", "text": raw}])
        return
    for i, item in enumerate(raw.root):
        param = f"input[{i}]"
        if isinstance(item, ResponsesInputMessageParam | ResponsesAssistantMessageParam):
            _check_item_metadata(item, param)
            role = _RESPONSES_ROLES[item.role]
            parts = _responses_parts(item.content, f"{param}.content", role, conversation)
            if role == "system":
                conversation.system(TEXT_PART_SEPARATOR.join(part["text"] for part in parts))
            else:
                conversation.say(role, parts)
        elif isinstance(item, FunctionToolCall):
            name = toolset.flat_name(_sent(item, "namespace"), item.name)
            arguments = _arguments_object(item.arguments, f"{param}.arguments")
            conversation.call(item.call_id, name, arguments, param)
        elif isinstance(item, FunctionCallOutputItemParam):
            output = item.output.root if isinstance(item.output, RootModel) else item.output
            parts = _responses_parts(output, f"{param}.output", "tool", conversation)
            conversation.result(item.call_id, parts, f"{param}.call_id")
        else:
            raise InvalidRequest(
                f"{param}.type {item.type!r} is not supported: input items may only be messages, function_call "
                "and function_call_output.",
                param=f"{param}.type",
            )


def _tool_as_sent(tool: ResponsesTool | ResponsesFunctionTool) -> dict[str, Any]:
    """A tool as the client sent it, for the echo: its sent fields only, values shared (a dump copies them all)."""
    sent = {key: getattr(tool, key) for key in type(tool).model_fields if key in tool.model_fields_set}
    if isinstance(tool, ResponsesNamespaceTool):
        sent["tools"] = [_tool_as_sent(nested) for nested in tool.tools]
    return sent


def parse_responses_request(body: CreateResponse) -> GenerationRequest:
    """Map a validated ``/v1/responses`` request (docs/CONTRACT.md §4) for generation.

    The generated model's types, bounds and closed objects are the document's (refused by the validator before
    this runs); raises :class:`~augury.errors.InvalidRequest` (400) for the first rule of the contract the
    document cannot state that the body breaks.
    """
    if not isinstance(body, CreateResponse):
        raise TypeError(f"parse_responses_request reads a CreateResponse, not {type(body).__name__}")
    _check_responses_envelope(body)
    instructions: str | None = _sent(body, "instructions")
    choice = _sent(body, "tool_choice")
    tool_choice = _tool_choice({"type": choice.type} if isinstance(choice, ToolChoice) else choice, "tool_choice")
    tools: list[ResponsesTool] = _sent(body, "tools") or []
    toolset = _responses_tools(tools)

    conversation = _Conversation()
    if instructions is not None:
        conversation.system(instructions)
    _responses_input(body.input, conversation, toolset)

    temperature: float | None = _sent(body, "temperature")
    top_p: float | None = _sent(body, "top_p")
    max_output_tokens: int | None = _sent(body, "max_output_tokens")
    prompt_cache_key: str | None = _sent(body, "prompt_cache_key")
    parallel = _sent(body, "parallel_tool_calls")
    parallel_tool_calls = True if parallel is None else bool(parallel)
    reasoning = _sent(body, "reasoning")

    echo: dict[str, Any] = {
        "instructions": instructions,
        "max_output_tokens": max_output_tokens,
        "parallel_tool_calls": parallel_tool_calls,
        "temperature": temperature,
        "top_p": top_p,
        "tool_choice": tool_choice,
        "tools": [_tool_as_sent(tool) for tool in tools],
        "store": False,
        "background": False,
        "truncation": "disabled",
        "reasoning": {"effort": None, "summary": None if reasoning is None else _sent(reasoning, "summary")},
        "text": {"format": {"type": "text"}},
        "prompt_cache_key": prompt_cache_key,
        "metadata": {},
    }
    return GenerationRequest(
        model=body.model,
        messages=conversation.messages,
        tools=[] if tool_choice == "none" else toolset.tools,
        images=conversation.images,
        temperature=temperature,
        top_p=top_p,
        max_output_tokens=max_output_tokens,
        stream=bool(_sent(body, "stream")),
        prompt_cache_key=prompt_cache_key,
        namespaces=toolset.namespaces,
        echo=echo,
        parallel_tool_calls=parallel_tool_calls,
    )


# --------------------------------------------------------------------------------------------------
# POST /v1/chat/completions

# Settings accepted only at the value that means "off": clients often send them by default.
_CHAT_NEUTRAL: dict[str, Any] = {
    "n": 1,
    "store": False,
    "logprobs": False,
    "frequency_penalty": 0,
    "presence_penalty": 0,
}

_CHAT_REFUSED: dict[str, str] = {
    "stop": "stop is not supported: generation cannot be stopped at custom sequences here.",
    "seed": "seed is not supported: sampling cannot be seeded per request here.",
    "response_format": "response_format is not supported: structured output is not available.",
    "logit_bias": "logit_bias is not supported.",
    "top_logprobs": "top_logprobs is not supported: log probabilities are not returned.",
    "functions": "functions is not supported: declare tools instead.",
    "function_call": "function_call is not supported: use tool_choice 'auto' or 'none' instead.",
    "audio": "audio is not supported: only text is generated.",
    "modalities": "modalities is not supported: only text is generated.",
    "prediction": "prediction is not supported.",
    "reasoning_effort": ("reasoning_effort is not supported: the reasoning effort of a local model cannot be set."),
    "service_tier": "service_tier is not supported: there is one local service tier.",
    "web_search_options": "web_search_options is not supported: web search is never performed here.",
    "verbosity": "verbosity is not supported: the verbosity of a local model cannot be set.",
    "metadata": "metadata is not supported: completions are not stored.",
    "user": "user is not a supported parameter of /v1/chat/completions.",
}

_CHAT_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system", "tool": "tool"}
#: Message keys the document declares (so the client learns why) and the server does not honour.
_CHAT_UNSUPPORTED_MESSAGE_KEYS = ("name", "audio", "function_call")

ChatMessage = (
    ChatCompletionRequestDeveloperMessage
    | ChatCompletionRequestSystemMessage
    | ChatCompletionRequestUserMessage
    | ChatCompletionRequestAssistantMessage
    | ChatCompletionRequestToolMessage
)


def _sent(model: BaseModel, key: str) -> Any:
    """The value the client sent for ``key``, or ``None`` when it left it out (or sent null)."""
    return getattr(model, key) if key in model.model_fields_set else None


def _check_chat_envelope(body: CreateChatCompletionRequest) -> None:
    for key, message in _CHAT_REFUSED.items():
        if _sent(body, key) is not None:
            raise InvalidRequest(message, param=key)
    for key, neutral in _CHAT_NEUTRAL.items():
        value = _sent(body, key)
        if value is not None and (value != neutral or isinstance(value, bool) != isinstance(neutral, bool)):
            raise InvalidRequest(
                f"{key} {json.dumps(value)} is not supported: only {json.dumps(neutral)} is accepted here.",
                param=key,
            )


def _chat_parts(message: ChatMessage, param: str, role: str, conversation: _Conversation) -> list[dict[str, Any]]:
    raw = _sent(message, "content")
    if raw is None:
        # Only an assistant message may leave its content out (the document requires it elsewhere).
        return [{"type": "text", "text": ""}]
    if isinstance(raw, str):
        return [{"type": "text", "text": raw}]
    parts: list[dict[str, Any]] = []
    for j, item in enumerate(raw.root):
        part_param = f"{param}[{j}]"
        # System and tool parts come wrapped (a one-branch oneOf in the document becomes a RootModel).
        part = item.root if isinstance(item, RootModel) else item
        if isinstance(part, ChatCompletionRequestMessageContentPartText):
            parts.append({"type": "text", "text": part.text})
        elif isinstance(part, ChatCompletionRequestMessageContentPartImage):
            detail = part.image_url.detail if isinstance(part.image_url.detail, str) else None
            parts.append(conversation.image(part.image_url.url, f"{part_param}.image_url.url", detail))
        else:  # a refusal part of an assistant message
            raise InvalidRequest(
                f"{part_param}.type {part.type!r} is not supported in a {role} message: only text parts are accepted.",
                param=f"{part_param}.type",
            )
    return parts


def _chat_messages(messages: list[ChatMessage], conversation: _Conversation) -> None:
    for i, message in enumerate(messages):
        param = f"messages[{i}]"
        role = _CHAT_ROLES[message.role]
        for key in _CHAT_UNSUPPORTED_MESSAGE_KEYS:
            if key in message.model_fields_set:
                raise InvalidRequest(f"{param}.{key} is not supported in chat messages.", param=f"{param}.{key}")
        if _sent(message, "refusal") is not None:
            raise InvalidRequest(f"{param}.refusal is not supported.", param=f"{param}.refusal")
        parts = _chat_parts(message, f"{param}.content", role, conversation)
        if role == "system":
            conversation.system(TEXT_PART_SEPARATOR.join(part["text"] for part in parts))
        elif isinstance(message, ChatCompletionRequestToolMessage):
            conversation.result(message.tool_call_id, parts, f"{param}.tool_call_id")
        elif isinstance(message, ChatCompletionRequestAssistantMessage) and isinstance(message.tool_calls, list):
            calls = [call.root for call in message.tool_calls]
            if not calls or any(part["text"] for part in parts):
                conversation.say("assistant", parts)  # the calls below join this turn
            for k, call in enumerate(calls):
                call_param = f"{param}.tool_calls[{k}]"
                conversation.call(
                    call.id,
                    call.function.name,
                    _arguments_object(call.function.arguments, f"{call_param}.function.arguments"),
                    call_param,
                )
        else:
            conversation.say(role, parts)


def _chat_tools(tools: list[ChatCompletionTool]) -> _ToolSet:
    functions: list[_Function] = []
    for i, tool in enumerate(tools):
        param = f"tools[{i}]"
        for key in tool.model_extra or {}:
            raise InvalidRequest(f"{param}.{key} is not supported for function tools.", param=f"{param}.{key}")
        functions.append(_chat_function(tool.function, f"{param}.function"))
    return _flatten(functions)


def _chat_function(function: FunctionObject, param: str) -> _Function:
    for key in function.model_extra or {}:
        raise InvalidRequest(f"{param}.{key} is not supported for function tools.", param=f"{param}.{key}")
    _refuse_strict(function.strict, param)
    parameters = function.parameters
    return _Function(
        namespace=None,
        name=function.name,
        description=function.description if isinstance(function.description, str) else None,
        parameters=parameters.model_dump() if isinstance(parameters, FunctionParameters) else None,
        param=param,
    )


def parse_chat_request(body: CreateChatCompletionRequest) -> GenerationRequest:
    """Map a validated ``/v1/chat/completions`` request (docs/CONTRACT.md §5) for generation.

    The generated model's types, bounds and closed objects are the document's (refused by the validator before
    this runs). Accepted: ``model``, ``messages`` (system/developer/user/assistant/tool; text and ``image_url``
    parts), function ``tools``, ``tool_choice`` ``auto``/``none``, ``temperature``, ``top_p``, ``max_tokens``
    or ``max_completion_tokens``, ``stream``, ``stream_options.include_usage``, ``parallel_tool_calls``,
    ``prompt_cache_key``, and ``n``/``store``/``logprobs``/``frequency_penalty``/``presence_penalty`` at
    their neutral values only. Everything else the document declares is refused here (400) with its reason.
    """
    if not isinstance(body, CreateChatCompletionRequest):
        raise TypeError(f"parse_chat_request reads a CreateChatCompletionRequest, not {type(body).__name__}")
    _check_chat_envelope(body)
    choice = _sent(body, "tool_choice")
    tool_choice = _tool_choice({"type": choice.type} if isinstance(choice, ToolChoice) else choice, "tool_choice")
    toolset = _chat_tools(_sent(body, "tools") or [])
    conversation = _Conversation()
    _chat_messages(body.messages, conversation)

    max_output_tokens: int | None = _sent(body, "max_completion_tokens")
    if max_output_tokens is None:
        max_output_tokens = _sent(body, "max_tokens")

    stream = bool(_sent(body, "stream"))
    include_usage = False
    options = _sent(body, "stream_options")
    if options is not None:
        if not stream:
            raise InvalidRequest("stream_options is only allowed when stream is true.", param="stream_options")
        include_usage = bool(_sent(options, "include_usage"))

    parallel = _sent(body, "parallel_tool_calls")
    return GenerationRequest(
        model=body.model,
        messages=conversation.messages,
        tools=[] if tool_choice == "none" else toolset.tools,
        images=conversation.images,
        temperature=_sent(body, "temperature"),
        top_p=_sent(body, "top_p"),
        max_output_tokens=max_output_tokens,
        stream=stream,
        # The document leaves prompt_cache_key open (any JSON), so its type is checked here.
        prompt_cache_key=_opt_str(_sent(body, "prompt_cache_key"), "prompt_cache_key"),
        parallel_tool_calls=True if parallel is None else bool(parallel),
        include_usage=include_usage,
    )
