"""Requests to /v1/responses and /v1/chat/completions → GenerationRequest (docs/CONTRACT.md §4 and §5)."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from augury.errors import InvalidRequest
from augury.generation.request import GenerationRequest, ImageRef, parse_chat_request, parse_responses_request
from tests.typed import chat_request, responses_request

# Requests captured from real clients (Codex CLI 0.171, the OpenAI Python SDK).
CAPTURES = Path(os.environ.get("AUGURY_CAPTURES", Path(__file__).resolve().parents[2] / "shared" / "captures"))


def capture_body(name: str) -> dict[str, Any]:
    path = CAPTURES / name
    if not path.is_file():
        pytest.skip(f"capture {path} is not available (set AUGURY_CAPTURES)")
    body: dict[str, Any] = json.loads(path.read_text())["body"]
    return body


def parse(body: Any) -> GenerationRequest:
    """``body`` as the server reads it: validated, built as the generated model, then parsed."""
    return parse_responses_request(responses_request(body))


@pytest.fixture
def codex_first() -> dict[str, Any]:
    return capture_body("codex_first_request.json")


@pytest.fixture
def codex_second() -> dict[str, Any]:
    return capture_body("codex_second_request_after_tool_call.json")


def minimal(**fields: Any) -> dict[str, Any]:
    return {"model": "local-model", "input": "hi", **fields}


def fn_tool(name: str, **extra: Any) -> dict[str, Any]:
    return {"type": "function", "name": name, "parameters": {"type": "object", "properties": {}}, **extra}


def refused(body: dict[str, Any]) -> InvalidRequest:
    with pytest.raises(InvalidRequest) as caught:
        parse(body)
    assert caught.value.status == 400
    assert caught.value.type == "invalid_request_error"
    return caught.value


def chat_refused(body: dict[str, Any]) -> InvalidRequest:
    with pytest.raises(InvalidRequest) as caught:
        parse_chat_request(chat_request(body))
    assert caught.value.status == 400
    return caught.value


# --------------------------------------------------------------------------------------------------
# Captured client requests


def test_codex_first_request_developer_turns_merge_into_one_system_message(codex_first: dict[str, Any]) -> None:
    request = parse(codex_first)
    developer_texts = [part["text"] for item in codex_first["input"][:2] for part in item["content"]]
    assert request.messages == [
        {"role": "system", "content": "\n\n".join(developer_texts)},
        {"role": "user", "content": codex_first["input"][2]["content"][0]["text"]},
        {"role": "user", "content": "say hi"},
    ]


def test_codex_first_request_tools_are_flattened_and_web_search_dropped(codex_first: dict[str, Any]) -> None:
    request = parse(codex_first)
    assert [tool["function"]["name"] for tool in request.tools] == [
        "exec_command",
        "write_stdin",
        "request_user_input",
        "view_image",
        "close_agent",
        "resume_agent",
        "send_input",
        "spawn_agent",
        "wait_agent",
        "get_goal",
        "create_goal",
        "update_goal",
    ]
    assert request.namespaces == {
        name: ("multi_agent_v1", name)
        for name in ("close_agent", "resume_agent", "send_input", "spawn_agent", "wait_agent")
    }
    exec_command = codex_first["tools"][0]
    assert request.tools[0] == {
        "type": "function",
        "function": {
            "name": "exec_command",
            "description": exec_command["description"],
            "parameters": exec_command["parameters"],
        },
    }


def test_codex_first_request_settings(codex_first: dict[str, Any]) -> None:
    request = parse(codex_first)
    assert request.model == "local-model"
    assert request.stream is True
    assert request.prompt_cache_key == "01a229f9-47b1-71f3-bb1d-2949a0d31876"
    assert request.parallel_tool_calls is True
    assert request.images == []
    assert (request.temperature, request.top_p, request.max_output_tokens) == (None, None, None)


def test_codex_first_request_echo(codex_first: dict[str, Any]) -> None:
    echo = parse(codex_first).echo
    assert echo == {
        "instructions": None,
        "max_output_tokens": None,
        "parallel_tool_calls": True,
        "temperature": None,
        "top_p": None,
        "tool_choice": "auto",
        "tools": codex_first["tools"],
        "store": False,
        "background": False,
        "truncation": "disabled",
        "reasoning": {"effort": None, "summary": "auto"},
        "text": {"format": {"type": "text"}},
        "prompt_cache_key": "01a229f9-47b1-71f3-bb1d-2949a0d31876",
        "metadata": {},
    }


def test_codex_second_request_maps_the_call_and_its_output(codex_second: dict[str, Any]) -> None:
    request = parse(codex_second)
    assert request.messages[3:] == [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {
                    "id": "call_local_1",
                    "type": "function",
                    "function": {"name": "exec_command", "arguments": {"cmd": "echo hello-from-tool"}},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_local_1",
            "name": "exec_command",
            "content": codex_second["input"][5]["output"],
        },
    ]
    assert [message["role"] for message in request.messages] == ["system", "user", "user", "assistant", "tool"]


def test_openai_sdk_nonstreaming_request() -> None:
    request = parse(capture_body("openai_py_responses_create_nonstream.json"))
    assert request.messages == [{"role": "system", "content": "be brief"}, {"role": "user", "content": "say hi"}]
    assert (request.temperature, request.max_output_tokens, request.stream) == (0.2, 20, False)
    assert request.echo["instructions"] == "be brief"
    assert request.echo["temperature"] == 0.2
    assert request.echo["max_output_tokens"] == 20


def test_openai_sdk_streaming_request() -> None:
    request = parse(capture_body("openai_py_responses_create_stream.json"))
    assert request.messages == [{"role": "user", "content": "say hi"}]
    assert request.stream is True


def test_openai_sdk_chat_request() -> None:
    request = parse_chat_request(chat_request(capture_body("openai_py_chat_completions.json")))
    assert request == GenerationRequest(model="local-model", messages=[{"role": "user", "content": "hi"}])


# --------------------------------------------------------------------------------------------------
# §4 accepted and honoured


def test_string_input_is_one_user_message() -> None:
    assert parse(minimal()).messages == [{"role": "user", "content": "hi"}]


def test_instructions_become_the_first_system_message_merged_with_a_following_one() -> None:
    body = minimal(
        instructions="rule one",
        input=[{"role": "system", "content": "rule two"}, {"role": "user", "content": "hi"}],
    )
    assert parse(body).messages == [
        {"role": "system", "content": "rule one\n\nrule two"},
        {"role": "user", "content": "hi"},
    ]


def test_system_turns_separated_by_a_user_turn_are_not_merged() -> None:
    body = minimal(
        input=[
            {"role": "developer", "content": "a"},
            {"role": "user", "content": "b"},
            {"role": "system", "content": "c"},
        ]
    )
    assert [m["role"] for m in parse(body).messages] == ["system", "user", "system"]


def test_text_parts_of_one_message_are_joined_with_blank_lines() -> None:
    body = minimal(
        input=[
            {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": "a"}, {"type": "input_text", "text": "b"}],
            }
        ]
    )
    assert parse(body).messages == [{"role": "user", "content": "a\n\nb"}]


def test_assistant_output_text_is_kept_as_assistant_turn() -> None:
    body = minimal(
        input=[
            {"role": "user", "content": "hi"},
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "hello", "annotations": []}],
            },
            {"role": "user", "content": "again"},
        ]
    )
    assert parse(body).messages[1] == {"role": "assistant", "content": "hello"}


def test_input_image_becomes_an_image_part_and_an_image_ref() -> None:
    body = minimal(
        input=[
            {
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "what is this"},
                    {"type": "input_image", "image_url": "https://example.com/a.png", "detail": "auto"},
                ],
            }
        ]
    )
    request = parse(body)
    assert request.messages == [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "what is this"},
                {"type": "image", "image": "https://example.com/a.png"},
            ],
        }
    ]
    assert request.images == [
        ImageRef(url="https://example.com/a.png", param="input[0].content[1].image_url", detail="auto")
    ]


@pytest.mark.parametrize("url", ["http://example.com/a.jpg", "HTTPS://EXAMPLE.COM/A.JPG", "data:image/png;base64,iVBO"])
def test_accepted_image_url_schemes(url: str) -> None:
    body = minimal(input=[{"role": "user", "content": [{"type": "input_image", "image_url": url}]}])
    assert parse(body).images[0].url == url


def test_function_call_output_may_hold_text_and_image_parts() -> None:
    body = minimal(
        tools=[fn_tool("view_image")],
        input=[
            {"type": "function_call", "call_id": "c1", "name": "view_image", "arguments": '{"path": "a.png"}'},
            {
                "type": "function_call_output",
                "call_id": "c1",
                "output": [
                    {"type": "input_text", "text": "here"},
                    {"type": "input_image", "image_url": "data:image/png;base64,AAAA"},
                ],
            },
        ],
    )
    request = parse(body)
    assert request.messages[1] == {
        "role": "tool",
        "tool_call_id": "c1",
        "name": "view_image",
        "content": [{"type": "text", "text": "here"}, {"type": "image", "image": "data:image/png;base64,AAAA"}],
    }
    assert request.images == [ImageRef(url="data:image/png;base64,AAAA", param="input[1].output[1].image_url")]


def test_consecutive_function_calls_share_the_preceding_assistant_turn() -> None:
    body = minimal(
        tools=[fn_tool("a"), fn_tool("b")],
        input=[
            {"role": "user", "content": "go"},
            {"role": "assistant", "content": "calling"},
            {"type": "function_call", "call_id": "c1", "name": "a", "arguments": "{}"},
            {"type": "function_call", "call_id": "c2", "name": "b", "arguments": '{"x": 1}'},
            {"type": "function_call_output", "call_id": "c1", "output": "A"},
            {"type": "function_call_output", "call_id": "c2", "output": "B"},
        ],
    )
    assert parse(body).messages[1:] == [
        {
            "role": "assistant",
            "content": "calling",
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "a", "arguments": {}}},
                {"id": "c2", "type": "function", "function": {"name": "b", "arguments": {"x": 1}}},
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "name": "a", "content": "A"},
        {"role": "tool", "tool_call_id": "c2", "name": "b", "content": "B"},
    ]


def test_function_tool_maps_to_the_chat_template_form() -> None:
    body = minimal(tools=[{"type": "function", "name": "f", "description": "does f", "strict": False}])
    assert parse(body).tools == [
        {
            "type": "function",
            "function": {"name": "f", "description": "does f", "parameters": {"type": "object", "properties": {}}},
        }
    ]


def test_tool_choice_none_withholds_tools_but_echoes_them() -> None:
    request = parse(minimal(tools=[fn_tool("f")], tool_choice="none"))
    assert request.tools == []
    assert request.echo["tool_choice"] == "none"
    assert request.echo["tools"] == [fn_tool("f")]


def test_tool_choice_auto_offers_tools() -> None:
    request = parse(minimal(tools=[fn_tool("f")], tool_choice="auto"))
    assert [tool["function"]["name"] for tool in request.tools] == ["f"]


def test_sampling_settings_are_honoured() -> None:
    request = parse(minimal(temperature=0.7, top_p=0.9, max_output_tokens=64, stream=True))
    assert (request.temperature, request.top_p, request.max_output_tokens, request.stream) == (0.7, 0.9, 64, True)


def test_null_optional_fields_mean_not_given() -> None:
    request = parse(
        minimal(previous_response_id=None, store=None, instructions=None, temperature=None, service_tier=None)
    )
    assert request.messages == [{"role": "user", "content": "hi"}]


# --------------------------------------------------------------------------------------------------
# §4 accepted with an explicit local meaning (one test per envelope field)


def test_client_metadata_is_accepted_and_ignored() -> None:
    request = parse(minimal(client_metadata={"thread_id": "t"}))
    assert "client_metadata" not in request.echo
    assert request.messages == [{"role": "user", "content": "hi"}]


def test_prompt_cache_key_is_kept_as_a_cache_hint() -> None:
    request = parse(minimal(prompt_cache_key="k1"))
    assert request.prompt_cache_key == "k1"
    assert request.echo["prompt_cache_key"] == "k1"


def test_reasoning_empty_object_is_accepted() -> None:
    assert parse(minimal(reasoning={})).echo["reasoning"] == {"effort": None, "summary": None}


def test_reasoning_summary_auto_is_accepted() -> None:
    echo = parse(minimal(reasoning={"summary": "auto"})).echo
    assert echo["reasoning"] == {"effort": None, "summary": "auto"}


def test_include_encrypted_reasoning_is_accepted() -> None:
    assert parse(minimal(include=["reasoning.encrypted_content"])).model == "local-model"


def test_parallel_tool_calls_is_accepted_and_echoed() -> None:
    request = parse(minimal(parallel_tool_calls=False))
    assert request.parallel_tool_calls is False
    assert request.echo["parallel_tool_calls"] is False


def test_store_false_is_accepted() -> None:
    assert parse(minimal(store=False)).echo["store"] is False


def test_truncation_disabled_is_accepted() -> None:
    assert parse(minimal(truncation="disabled")).echo["truncation"] == "disabled"


def test_background_false_is_accepted() -> None:
    assert parse(minimal(background=False)).echo["background"] is False


def test_text_format_text_is_accepted() -> None:
    assert parse(minimal(text={"format": {"type": "text"}})).echo["text"] == {
        "format": {"type": "text"}
    }


def test_local_web_search_tool_is_dropped_before_the_model() -> None:
    web_search = {"type": "web_search", "external_web_access": False}
    request = parse(minimal(tools=[fn_tool("f"), web_search]))
    assert [tool["function"]["name"] for tool in request.tools] == ["f"]
    assert request.echo["tools"] == [fn_tool("f"), web_search]


# --------------------------------------------------------------------------------------------------
# Namespace tools


def namespace(name: str, *tools: dict[str, Any]) -> dict[str, Any]:
    return {"type": "namespace", "name": name, "description": f"{name} tools", "tools": list(tools)}


def test_namespace_function_keeps_its_bare_name_when_unique() -> None:
    request = parse(minimal(tools=[namespace("ns", fn_tool("run"))]))
    assert [tool["function"]["name"] for tool in request.tools] == ["run"]
    assert request.tool_origin("run") == ("ns", "run")


def test_clashing_namespace_functions_are_prefixed_with_their_namespace() -> None:
    request = parse(
        minimal(tools=[fn_tool("run"), namespace("a", fn_tool("run")), namespace("b", fn_tool("run"))])
    )
    assert [tool["function"]["name"] for tool in request.tools] == ["run", "a__run", "b__run"]
    assert request.tool_origin("a__run") == ("a", "run")
    assert request.tool_origin("run") == (None, "run")


def test_function_call_with_namespace_in_history_uses_the_flattened_name() -> None:
    body = minimal(
        tools=[fn_tool("spawn"), namespace("agents", fn_tool("spawn"))],
        input=[
            {"type": "function_call", "call_id": "c1", "namespace": "agents", "name": "spawn", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": "ok"},
        ],
    )
    messages = parse(body).messages
    assert messages[0]["tool_calls"][0]["function"]["name"] == "agents__spawn"
    assert messages[1]["name"] == "agents__spawn"


# --------------------------------------------------------------------------------------------------
# §4 refused with 400 (one case per rule), each naming its field


EXPECTED_TOOL_TYPES = 'expected one of "function", "namespace", "web_search"'
HOSTED_TOOLS: list[dict[str, Any]] = [
    {"type": "file_search", "vector_store_ids": ["vs_1"]},
    {"type": "mcp", "server_label": "x", "server_url": "https://example.com"},
    {"type": "code_interpreter", "container": {"type": "auto"}},
    {"type": "image_generation"},
    {"type": "computer_use_preview", "display_width": 1, "display_height": 1, "environment": "linux"},
    {"type": "local_shell"},
    {"type": "custom", "name": "c"},
    {"type": "web_search_preview"},
    {"type": "web_search_2025_08_26"},
]

REFUSALS: list[tuple[str, dict[str, Any], str, str]] = [
    ("store_true", {"store": True}, "store", "store true is not supported"),
    ("previous_response_id", {"previous_response_id": "resp_1"}, "previous_response_id", "not stored"),
    ("conversation", {"conversation": "conv_1"}, "conversation", "conversations are not stored"),
    ("prompt", {"prompt": {"id": "pmpt_1"}}, "prompt", "no stored prompt templates"),
    ("background_true", {"background": True}, "background", "background true is not supported"),
    *(
        (f"hosted_tool_{tool['type']}", {"tools": [fn_tool("f"), tool]}, "tools[1].type", EXPECTED_TOOL_TYPES)
        for tool in HOSTED_TOOLS
    ),
    (
        "text_format_json_schema",
        {"text": {"format": {"type": "json_schema", "name": "x", "schema": {}}}},
        "text.format",
        "structured output",
    ),
    ("text_format_json_object", {"text": {"format": {"type": "json_object"}}}, "text.format", "structured output"),
    ("response_format", {"response_format": {"type": "json_object"}}, "response_format", "text.format"),
    ("truncation_auto", {"truncation": "auto"}, "truncation", "input is never truncated"),
    ("tool_choice_required", {"tool_choice": "required"}, "tool_choice", "cannot be forced"),
    (
        "tool_choice_function",
        {"tool_choice": {"type": "function", "name": "f"}},
        "tool_choice",
        "cannot be forced",
    ),
    ("tool_choice_web_search", {"tool_choice": {"type": "web_search"}}, "tool_choice", "cannot be forced"),
    ("reasoning_effort", {"reasoning": {"effort": "low"}}, "reasoning.effort", "reasoning effort"),
    ("reasoning_summary_concise", {"reasoning": {"summary": "concise"}}, "reasoning.summary", "only 'auto'"),
    ("reasoning_summary_detailed", {"reasoning": {"summary": "detailed"}}, "reasoning.summary", "only 'auto'"),
    ("include_other", {"include": ["message.output_text.logprobs"]}, "include[0]", "reasoning.encrypted_content"),
    (
        "include_second_entry",
        {"include": ["reasoning.encrypted_content", "web_search_call.action.sources"]},
        "include[1]",
        "only 'reasoning.encrypted_content'",
    ),
    ("max_tool_calls", {"max_tool_calls": 3}, "max_tool_calls", "cannot be limited"),
    ("service_tier", {"service_tier": "flex"}, "service_tier", "one local service tier"),
    ("text_verbosity", {"text": {"verbosity": "low"}}, "text.verbosity", "verbosity"),
    ("function_strict_true", {"tools": [fn_tool("f", strict=True)]}, "tools[0].strict", "strict true"),
    (
        "namespace_function_strict_true",
        {"tools": [namespace("ns", fn_tool("a"), fn_tool("b", strict=True))]},
        "tools[0].tools[1].strict",
        "strict true",
    ),
    (
        "web_search_external_access_true",
        {"tools": [{"type": "web_search", "external_web_access": True}]},
        "tools[0].external_web_access",
        "must be false",
    ),
    (
        "web_search_external_access_missing",
        {"tools": [{"type": "web_search"}]},
        "tools[0].external_web_access",
        "must be false",
    ),
    (
        "web_search_external_access_not_boolean",
        {"tools": [{"type": "web_search", "external_web_access": 0}]},
        "tools[0].external_web_access",
        "must be false",
    ),
    (
        "web_search_extra_key",
        {"tools": [{"type": "web_search", "external_web_access": False, "search_context_size": "low"}]},
        "tools[0].search_context_size",
        "Unknown parameter",
    ),
    *(
        (
            f"image_url_{label}",
            {"input": [{"role": "user", "content": [{"type": "input_image", "image_url": url}]}]},
            "input[0].content[0].image_url",
            "http or https URL or a data:image/",
        )
        for label, url in [
            ("ftp", "ftp://example.com/a.png"),
            ("file", "file:///etc/passwd"),
            ("data_text", "data:text/plain;base64,aGk="),
            ("relative", "a.png"),
        ]
    ),
    ("unlisted_field_metadata", {"metadata": {"a": "b"}}, "metadata", "Unknown parameter"),
    ("unlisted_field_user", {"user": "u1"}, "user", "Unknown parameter"),
]


@pytest.mark.parametrize(("fields", "param", "fragment"), [r[1:] for r in REFUSALS], ids=[r[0] for r in REFUSALS])
def test_refused_settings(fields: dict[str, Any], param: str, fragment: str) -> None:
    error = refused(minimal(**fields))
    assert error.param == param
    assert fragment in error.message


def test_function_call_output_without_a_matching_call_is_refused() -> None:
    body = minimal(input=[{"type": "function_call_output", "call_id": "nope", "output": "x"}])
    error = refused(body)
    assert error.param == "input[0].call_id"
    assert "does not match any earlier tool call" in error.message


def test_function_call_output_before_its_call_is_refused() -> None:
    body = minimal(
        tools=[fn_tool("f")],
        input=[
            {"type": "function_call_output", "call_id": "c1", "output": "x"},
            {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
        ],
    )
    assert refused(body).param == "input[0].call_id"


def test_second_output_for_the_same_call_is_refused() -> None:
    body = minimal(
        tools=[fn_tool("f")],
        input=[
            {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": "x"},
            {"type": "function_call_output", "call_id": "c1", "output": "y"},
        ],
    )
    error = refused(body)
    assert error.param == "input[2].call_id"
    assert "already has a tool result" in error.message


def test_duplicate_call_ids_are_refused() -> None:
    call = {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"}
    assert refused(minimal(tools=[fn_tool("f")], input=[call, dict(call)])).param == "input[1].call_id"


def test_function_call_arguments_that_are_not_a_json_object_are_refused() -> None:
    body = minimal(input=[{"type": "function_call", "call_id": "c1", "name": "f", "arguments": "[1]"}])
    assert refused(body).param == "input[0].arguments"


def test_duplicate_function_names_are_refused() -> None:
    error = refused(minimal(tools=[fn_tool("f"), fn_tool("f")]))
    assert error.param == "tools[1].name"
    assert "declared more than once" in error.message


def test_namespace_holding_a_non_function_tool_is_refused() -> None:
    error = refused(minimal(tools=[namespace("ns", {"type": "custom", "name": "c"})]))
    assert error.param == "tools[0].tools[0].type"


def test_unsupported_input_item_type_is_refused() -> None:
    body = minimal(input=[{"type": "reasoning", "id": "rs_1", "summary": []}])
    assert refused(body).param == "input[0].type"


def test_input_file_part_is_refused() -> None:
    body = minimal(input=[{"role": "user", "content": [{"type": "input_file", "file_id": "f1"}]}])
    assert refused(body).param == "input[0].content[0].type"


def test_image_by_file_id_is_refused() -> None:
    body = minimal(input=[{"role": "user", "content": [{"type": "input_image", "file_id": "file_1"}]}])
    assert refused(body).param == "input[0].content[0].file_id"


def test_image_in_a_system_message_is_refused() -> None:
    part = {"type": "input_image", "image_url": "https://example.com/a.png"}
    body = minimal(input=[{"role": "developer", "content": [part]}])
    assert refused(body).param == "input[0].content[0]"


def test_empty_input_array_is_refused() -> None:
    assert refused(minimal(input=[])).param == "input"


def test_missing_input_is_refused() -> None:
    assert refused({"model": "local-model"}).param == "input"


def test_out_of_range_temperature_is_refused() -> None:
    assert refused(minimal(temperature=2.5)).param == "temperature"


def test_zero_max_output_tokens_is_refused() -> None:
    assert refused(minimal(max_output_tokens=0)).param == "max_output_tokens"


def test_boolean_is_not_an_integer() -> None:
    assert refused(minimal(max_output_tokens=True)).param == "max_output_tokens"


def test_parsing_does_not_modify_the_body(codex_second: dict[str, Any]) -> None:
    before = copy.deepcopy(codex_second)
    parse(codex_second)
    assert codex_second == before


# --------------------------------------------------------------------------------------------------
# §5 chat completions


def chat(**fields: Any) -> dict[str, Any]:
    return {"model": "local-model", "messages": [{"role": "user", "content": "hi"}], **fields}


def chat_tool(name: str) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "parameters": {"type": "object", "properties": {}}}}


def test_chat_messages_with_tool_calls_and_results() -> None:
    body = chat(
        tools=[chat_tool("f")],
        messages=[
            {"role": "system", "content": "s"},
            {"role": "developer", "content": [{"type": "text", "text": "d"}]},
            {"role": "user", "content": "hi"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "r"},
        ],
    )
    assert parse_chat_request(chat_request(body)).messages == [
        {"role": "system", "content": "s\n\nd"},
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": {"a": 1}}}],
        },
        {"role": "tool", "tool_call_id": "c1", "name": "f", "content": "r"},
    ]


def test_chat_tools_map_to_the_chat_template_form() -> None:
    assert parse_chat_request(chat_request(chat(tools=[chat_tool("f")]))).tools == [chat_tool("f")]


def test_chat_tool_choice_none_withholds_tools() -> None:
    assert parse_chat_request(chat_request(chat(tools=[chat_tool("f")], tool_choice="none"))).tools == []


def test_chat_image_url_part() -> None:
    part = {"type": "image_url", "image_url": {"url": "https://example.com/a.png", "detail": "low"}}
    request = parse_chat_request(chat_request(chat(messages=[{"role": "user", "content": [part]}])))
    assert request.messages == [{"role": "user", "content": [{"type": "image", "image": "https://example.com/a.png"}]}]
    assert request.images == [
        ImageRef(url="https://example.com/a.png", param="messages[0].content[0].image_url.url", detail="low")
    ]


def test_chat_settings() -> None:
    request = parse_chat_request(chat_request(
        chat(
            temperature=0.5,
            top_p=0.8,
            max_completion_tokens=7,
            stream=True,
            stream_options={"include_usage": True},
            n=1,
            parallel_tool_calls=False,
            prompt_cache_key="k",
            frequency_penalty=0,
            presence_penalty=0.0,
            logprobs=False,
            store=False,
        )
    ))
    assert (request.temperature, request.top_p, request.max_output_tokens) == (0.5, 0.8, 7)
    assert (request.stream, request.include_usage, request.parallel_tool_calls) == (True, True, False)
    assert request.prompt_cache_key == "k"


def test_chat_max_tokens_is_the_output_limit() -> None:
    assert parse_chat_request(chat_request(chat(max_tokens=9))).max_output_tokens == 9


CHAT_REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("n_2", {"n": 2}, "n"),
    ("n_true", {"n": True}, "n"),
    ("store_true", {"store": True}, "store"),
    ("logprobs_true", {"logprobs": True}, "logprobs"),
    ("presence_penalty", {"presence_penalty": 0.5}, "presence_penalty"),
    ("stop", {"stop": ["\n"]}, "stop"),
    ("seed", {"seed": 1}, "seed"),
    ("response_format", {"response_format": {"type": "json_object"}}, "response_format"),
    ("functions", {"functions": [{"name": "f"}]}, "functions"),
    ("tool_choice_required", {"tool_choice": "required"}, "tool_choice"),
    ("tool_choice_named", {"tool_choice": {"type": "function", "function": {"name": "f"}}}, "tool_choice"),
    ("custom_tool", {"tools": [{"type": "custom", "custom": {"name": "c"}}]}, "tools[0].type"),
    (
        "strict_tool",
        {"tools": [{"type": "function", "function": {"name": "f", "strict": True}}]},
        "tools[0].function.strict",
    ),
    ("both_max_tokens", {"max_tokens": 5, "max_completion_tokens": 5}, "max_tokens"),
    ("stream_options_without_stream", {"stream_options": {"include_usage": True}}, "stream_options"),
    ("unlisted_field", {"user": "u"}, "user"),
    ("function_role", {"messages": [{"role": "function", "name": "f", "content": "x"}]}, "messages[0].role"),
    ("message_name", {"messages": [{"role": "user", "name": "bob", "content": "x"}]}, "messages[0].name"),
    (
        "unmatched_tool",
        {"messages": [{"role": "tool", "tool_call_id": "c9", "content": "x"}]},
        "messages[0].tool_call_id",
    ),
    (
        "audio_part",
        {"messages": [{"role": "user", "content": [{"type": "input_audio", "input_audio": {}}]}]},
        "messages[0].content[0].type",
    ),
    (
        "image_url_scheme",
        {"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "file:///x"}}]}]},
        "messages[0].content[0].image_url.url",
    ),
    ("empty_messages", {"messages": []}, "messages"),
]


@pytest.mark.parametrize(("fields", "param"), [r[1:] for r in CHAT_REFUSALS], ids=[r[0] for r in CHAT_REFUSALS])
def test_chat_refused_settings(fields: dict[str, Any], param: str) -> None:
    assert chat_refused(chat(**fields)).param == param


def test_chat_assistant_text_and_tool_calls_are_one_turn() -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    body = chat(
        messages=[{"role": "user", "content": "hi"}, {"role": "assistant", "content": "ok", "tool_calls": [call]}]
    )
    assert parse_chat_request(chat_request(body)).messages[1] == {
        "role": "assistant",
        "content": "ok",
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": {}}}],
    }


def test_chat_assistant_with_an_empty_tool_calls_list_is_a_plain_turn() -> None:
    body = chat(messages=[{"role": "user", "content": "hi"}, {"role": "assistant", "content": "", "tool_calls": []}])
    assert parse_chat_request(chat_request(body)).messages[1] == {"role": "assistant", "content": ""}
