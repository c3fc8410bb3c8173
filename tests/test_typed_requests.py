"""The served document drives the decision wires (issue 13 §1).

* The wire parsers read only the generated models of the operation's request schema, never a dict.
* The validator (jsonschema-rs, the one source of schema 400s) and the generated model agree: every body the
  validator accepts builds the model, so the model build after it can never answer differently.
* The constants the code still names are the document's values.
* A rule the document states is not checked a second time by hand: a model that breaks it (built without
  validation) passes the parser untouched.
"""

from __future__ import annotations

import inspect
import json
import typing
import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from augury.decisions import systemone_wire
from augury.decisions.openai_wire import parse_decision_request
from augury.decisions.systemone_wire import parse_multipart_request, parse_systemone_request
from augury.errors import InvalidRequest
from augury.generation import request as generation_wire
from augury.generation.request import parse_chat_request, parse_responses_request
from augury.settings import Settings
from augury_generated import load_spec, models
from tests.test_responses_request import CAPTURES
from tests.typed import SCHEMAS, chat_request, decision_request, responses_request, systemone_request

SPEC = load_spec()
SCHEMAS_BY_NAME: dict[str, Any] = SPEC["components"]["schemas"]


def request_schema_name(operation_id: str) -> str:
    for item in SPEC["paths"].values():
        for op in item.values():
            if isinstance(op, dict) and op.get("operationId") == operation_id:
                ref: str = op["requestBody"]["content"]["application/json"]["schema"]["$ref"]
                return ref.rsplit("/", 1)[-1]
    raise KeyError(operation_id)


def properties(name: str) -> dict[str, Any]:
    found: dict[str, Any] = SCHEMAS_BY_NAME[name]["properties"]
    return found


# -- the parsers read the generated models ----------------------------------------------------------


@pytest.mark.parametrize(
    ("parser", "operation_id"),
    [
        (parse_decision_request, "createDecision"),
        (parse_decision_request, "createDecisionUnversioned"),
        (parse_systemone_request, "createSystemOne"),
        (parse_multipart_request, "createSystemOneUnversioned"),
        (parse_chat_request, "createChatCompletion"),
        (parse_responses_request, "createResponse"),
    ],
)
def test_each_parser_takes_the_generated_model_of_its_operations_request_schema(parser: Any, operation_id: str) -> None:
    first = next(iter(inspect.signature(parser).parameters))
    assert typing.get_type_hints(parser)[first] is getattr(models, request_schema_name(operation_id))


@pytest.mark.parametrize(
    "call",
    [
        lambda: parse_decision_request({"model": "m", "input": "x", "questions": [{"type": "predicate",  # type: ignore[arg-type]
                                                                                    "instructions": "Q?"}]}),
        lambda: parse_systemone_request({"model": "m", "state": "s", "questions": {}}),  # type: ignore[arg-type]
        lambda: parse_multipart_request({"model": "m", "state": "s", "questions": {}}, {}),  # type: ignore[arg-type]
        lambda: parse_chat_request({"model": "m", "messages": [{"role": "user", "content": "hi"}]}),  # type: ignore[arg-type]
        lambda: parse_responses_request({"model": "m", "input": "hi"}),  # type: ignore[arg-type]
    ],
    ids=["decisions", "systemone", "multipart", "chat", "responses"],
)
def test_a_plain_dict_is_not_a_request(call: Any) -> None:
    with pytest.raises(TypeError, match="not dict"):
        call()


# -- validator and model agree ----------------------------------------------------------------------

#: Every character Python counts as whitespace, the BOM (ECMA-262 whitespace), and format characters that are not
#: whitespace anywhere: the places where the validator's regex, the model's regex and ``str.isspace`` could differ.
EDGE_CHARACTERS = sorted(
    {chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000 and chr(c).isspace()}
    | {"\ufeff", "\u200b", "\u180e", "\u2060", "\x00", "\x7f", "\x1b", "a"}
)
EDGE_TEXTS = [*EDGE_CHARACTERS, " a", "a\x85", "\x1c\x85 "]


def admitted(call: Any, body: Any) -> bool:
    try:
        call(body)
    except InvalidRequest:
        return False
    return True


@pytest.mark.parametrize("text", EDGE_TEXTS, ids=lambda t: "+".join(f"U{ord(c):04X}" for c in t))
def test_the_validator_refuses_exactly_the_blank_texts_and_the_model_builds_whatever_it_accepts(text: str) -> None:
    body = {
        "model": "m", "input": "x",
        "questions": [
            {"type": "predicate", "instructions": text},
            {"type": "score", "instructions": "Q?", "levels": [{"label": text}, {"label": "b"}]},
        ],
    }
    accepted = admitted(SCHEMAS.by_operation["createDecision"].validate, body)
    # Blank is what str.strip removes (U+FEFF too: ECMA-262 whitespace, refused before this change as well).
    assert accepted == (bool(text.strip()) and text != "\ufeff")
    if accepted:
        models.CreateDecisionRequest.model_validate(body)  # the handler's build: must not raise


def often(valid: st.SearchStrategy[Any], odd: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``valid`` about three times in four, else ``odd``: most bodies pass the validator, every odd case is met."""
    return st.one_of(valid, valid, valid, odd)


EDGE_TEXT = st.sampled_from(EDGE_TEXTS) | st.text(alphabet=st.sampled_from(EDGE_CHARACTERS), max_size=3)
#: Mostly visible text; sometimes the whitespace and format characters where regex engines differ.
TEXT = often(st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=6), EDGE_TEXT)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=6,
)
#: A JSON value that is mostly text: where the document wants a string, sometimes something else.
TEXTISH = often(TEXT, JSON)

decision_question = st.one_of(
    st.fixed_dictionaries({"type": st.just("predicate"), "instructions": TEXTISH}, optional={"name": TEXTISH}),
    st.fixed_dictionaries(
        {"type": st.just("choice"), "instructions": TEXTISH,
         "choices": st.lists(st.fixed_dictionaries({"value": often(TEXT, st.booleans() | JSON)},
                                                   optional={"description": TEXTISH}), min_size=2, max_size=4)},
        optional={"name": TEXTISH},
    ),
    st.fixed_dictionaries(
        {"type": st.just("score"), "instructions": TEXTISH,
         "levels": st.lists(st.fixed_dictionaries({"label": TEXTISH}, optional={"description": TEXTISH}),
                            min_size=2, max_size=4)},
        optional={"name": TEXTISH},
    ),
)
decision_part = st.one_of(
    st.fixed_dictionaries({"type": st.just("input_text"), "text": TEXTISH}),
    st.fixed_dictionaries(
        {"type": st.just("input_image"), "image_url": st.sampled_from(["data:image/png;base64,AA==", "https://x.test/a.png"])},
        optional={"detail": st.sampled_from([None, "low", "high", "auto", "original", "max"])},
    ),
)
decision_body = st.fixed_dictionaries(
    {
        "model": TEXT,
        "input": TEXT | st.lists(
            st.fixed_dictionaries({"role": often(st.just("user"), st.just("system")),
                                   "content": TEXT | st.lists(decision_part, min_size=1, max_size=3)},
                                  optional={"type": st.just("message")}),
            min_size=1, max_size=3),
        "questions": st.lists(decision_question, min_size=1, max_size=4),
    },
    optional={"safety_identifier": st.none() | TEXT},
)

systemone_question = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("noul"), "instructions": TEXTISH},
        optional={"criteria": st.fixed_dictionaries({}, optional={"true": st.none() | TEXT,
                                                                  "false": st.none() | TEXT})},
    ),
    st.fixed_dictionaries({"type": st.just("choice"), "instructions": TEXTISH,
                           "criteria": st.dictionaries(TEXT, st.none() | TEXT, min_size=2, max_size=4)}),
    st.fixed_dictionaries({"type": st.just("score"), "instructions": TEXTISH,
                           "criteria": st.lists(TEXTISH, min_size=2, max_size=4)}),
)
systemone_body = st.fixed_dictionaries(
    {"model": TEXT, "state": TEXTISH, "questions": st.dictionaries(TEXT, systemone_question, min_size=1, max_size=3)},
    optional={
        "images": st.none() | st.lists(st.sampled_from(["data:image/png;base64,AA==", "https://x.test/a.png"])
                                       | st.fixed_dictionaries({"content_type": TEXT, "base64": TEXT}), max_size=2),
        "keep_alive": TEXT,
        "temperature": often(st.none(), st.floats(0, 1)),
        "chat_template_kwargs": often(st.just({"enable_thinking": False}), JSON),
    },
)

chat_part = st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": TEXT},
                          optional={"x": JSON, "prompt_cache_breakpoint": st.just({"mode": "explicit"})}),
    st.fixed_dictionaries({"type": st.just("image_url"),
                           "image_url": st.fixed_dictionaries(
                               {"url": TEXT | st.sampled_from(["https://x.test", "data:image/png;base64,AA=="])},
                               optional={"detail": st.sampled_from(["auto", "low", "high", "max"])})}),
)
chat_call = st.fixed_dictionaries({
    "id": TEXT, "type": st.just("function"),
    "function": st.fixed_dictionaries({"name": TEXT, "arguments": st.sampled_from(["{}", '{"a": 1}', "[]", "x"])}),
})
chat_text_part = st.fixed_dictionaries({"type": st.just("text"), "text": TEXT},
                                       optional={"x": JSON, "prompt_cache_breakpoint": st.just({"mode": "explicit"})})
chat_refusal_part = st.fixed_dictionaries({"type": st.just("refusal"), "refusal": TEXT})
text_parts = st.lists(chat_text_part, min_size=1, max_size=2)
chat_message = st.one_of(
    st.fixed_dictionaries({"role": st.sampled_from(["system", "developer"]), "content": TEXT | text_parts}),
    st.fixed_dictionaries({"role": st.just("user"), "content": TEXT | st.lists(chat_part, min_size=1, max_size=2)},
                          optional={"name": TEXT}),
    st.fixed_dictionaries({"role": st.just("assistant")},
                          optional={"content": st.none() | TEXT | st.lists(chat_text_part | chat_refusal_part,
                                                                           min_size=1, max_size=2),
                                    "tool_calls": st.lists(chat_call, max_size=2), "refusal": often(st.none(), TEXT)}),
    st.fixed_dictionaries({"role": st.just("tool"), "content": TEXT | text_parts, "tool_call_id": TEXT}),
)
chat_tool = st.fixed_dictionaries({
    "type": st.just("function"),
    "function": st.fixed_dictionaries(
        {"name": TEXT},
        optional={"description": TEXT, "strict": st.none() | st.booleans(),
                  "parameters": st.dictionaries(TEXT, JSON, max_size=2), "x": JSON},
    ),
})
chat_body = st.fixed_dictionaries(
    {"model": TEXT, "messages": st.lists(chat_message, min_size=1, max_size=3)},
    optional={
        "tools": st.lists(chat_tool, max_size=2),
        "tool_choice": st.sampled_from(["auto", "none", "required", {"type": "function"}]),
        "temperature": st.none() | st.integers(-1, 3) | st.floats(0, 2),
        "max_tokens": st.none() | st.integers(0, 5),
        "max_completion_tokens": st.none() | st.integers(0, 5),
        "stream": st.none() | st.booleans(),
        "stream_options": st.none() | st.fixed_dictionaries({}, optional={"include_usage": st.booleans()}),
        "n": often(st.just(1), JSON), "store": often(st.just(False), JSON), "prompt_cache_key": TEXTISH,
        "parallel_tool_calls": st.booleans(),
    },
)

AGREEMENT = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize(
    ("strategy", "operation_id", "build", "parse"),
    [
        pytest.param(decision_body, "createDecision", decision_request, parse_decision_request, id="decisions"),
        pytest.param(systemone_body, "createSystemOne", systemone_request, parse_systemone_request, id="systemone"),
        pytest.param(chat_body, "createChatCompletion", chat_request, parse_chat_request, id="chat"),
    ],
)
def test_every_body_the_validator_accepts_builds_the_model_and_parses_or_is_a_400(
    strategy: st.SearchStrategy[dict[str, Any]], operation_id: str, build: Any, parse: Any
) -> None:
    seen = {"accepted": 0, "refused by the parser": 0}

    @AGREEMENT
    @given(strategy)
    def check(body: dict[str, Any]) -> None:
        if not admitted(SCHEMAS.by_operation[operation_id].validate, body):
            return
        seen["accepted"] += 1
        request = build(body)  # the handler's model build: it must not fail on a body the validator accepted
        try:
            parse(request)
        except InvalidRequest as refused:
            seen["refused by the parser"] += 1
            assert refused.param  # a semantic refusal names its field

    check()
    # The strategies lean towards valid bodies, so the property is exercised, not vacuously true.
    assert seen["accepted"] >= 25, seen


# -- the code's constants are the document's --------------------------------------------------------


def test_the_default_question_limit_is_the_documents() -> None:
    ceiling = properties("CreateDecisionRequest")["questions"]["maxItems"]
    assert Settings().max_questions == ceiling
    for parser in (parse_decision_request, parse_systemone_request, parse_multipart_request):
        assert parser.__kwdefaults__ == {"max_questions": ceiling}


def test_the_fewest_systemone_options_is_the_documents() -> None:
    assert properties("SystemOneChoiceQuestion")["criteria"]["minProperties"] == systemone_wire.MIN_OPTIONS


def test_responses_refuses_only_fields_the_document_declares() -> None:
    # The document closes the object (the validator refuses any other key); these are the declared keys the
    # server refuses with its own reason.
    assert SCHEMAS_BY_NAME["CreateResponse"]["additionalProperties"] is False
    assert set(generation_wire._RESPONSES_REFUSED) <= set(properties("CreateResponse"))


def test_chat_refuses_and_neutralises_only_fields_the_document_declares() -> None:
    # The document closes the object (the validator refuses any other key); these are the declared keys the
    # server refuses, or accepts only at their neutral value, with its own reason.
    assert SCHEMAS_BY_NAME["CreateChatCompletionRequest"]["additionalProperties"] is False
    declared = set(properties("CreateChatCompletionRequest"))
    assert set(generation_wire._CHAT_REFUSED) <= declared
    assert set(generation_wire._CHAT_NEUTRAL) <= declared


@pytest.mark.parametrize("url", ["a.png", "https://x.test", "HTTPS://X.test/a b.png", "file:///x",
                                 "data:image/png;base64,AA==", "data:text/plain;base64,aGk="])
def test_a_chat_image_url_the_validator_accepts_builds_the_model_unchanged(url: str) -> None:
    body = {"model": "m", "messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}]}]}
    request = chat_request(body)  # the validator accepts every string; the model must build and keep it as sent
    try:
        parsed = parse_chat_request(request)
    except InvalidRequest as refused:
        assert refused.param == "messages[0].content[0].image_url.url"
    else:
        assert [image.url for image in parsed.images] == [url]
        assert parsed.images[0].detail is None  # an absent detail stays absent


# -- a rule the document states is not checked again by hand ----------------------------------------


def unchecked_choice(values: list[Any], instructions: str = "Q?") -> models.CreateDecisionRequest:
    choices = [models.DecisionChoice.model_construct(value=v) for v in values]
    question = models.DecisionChoiceQuestion.model_construct(type="choice", instructions=instructions, choices=choices)
    return models.CreateDecisionRequest.model_construct(model="m", input="x", questions=[question])


@pytest.mark.parametrize(
    "request_",
    [
        pytest.param(unchecked_choice(["a"]), id="one-choice (minItems 2)"),
        pytest.param(unchecked_choice([f"v{i}" for i in range(256)]), id="256 choices (maxItems 255)"),
        pytest.param(unchecked_choice(["a", "b"], instructions=" "), id="blank instructions (pattern)"),
        pytest.param(
            models.CreateDecisionRequest.model_construct(model="m", input="x", questions=[
                models.DecisionScoreQuestion.model_construct(
                    type="score", instructions="Q?",
                    levels=[models.DecisionScoreLevel.model_construct(label=str(i)) for i in range(11)])]),
            id="11 levels (maxItems 10)",
        ),
    ],
)
def test_the_decision_parser_leaves_schema_rules_to_the_schema(request_: models.CreateDecisionRequest) -> None:
    parse_decision_request(request_, max_questions=10_000)


def test_the_python_rules_are_the_ones_a_schema_cannot_state() -> None:
    # Case-insensitive distinctness and control characters stay in Python, once (augury.decisions.optiontext).
    for values, param in ((["Calm", "calm"], "questions[0].choices[1].value"),
                          (["a", "b\u2028c"], "questions[0].choices[1].value")):
        with pytest.raises(InvalidRequest) as refused:
            parse_decision_request(unchecked_choice(values))
        assert refused.value.param == param
    assert unicodedata.category("\u2028") == "Zl"


# -- Responses: every body the validator accepts builds CreateResponse, keeping every value as sent ------

responses_image = st.fixed_dictionaries(
    {"type": st.just("input_image")},
    optional={"image_url": st.none() | TEXT | st.sampled_from(["a.png", "https://x.test", "HTTPS://X.test/a b.png",
                                                              "data:image/png;base64,AA=="]),
              "file_id": st.none() | TEXT, "detail": st.sampled_from(["auto", "low", "high", "original", "max"])},
)
responses_text = st.fixed_dictionaries({"type": st.sampled_from(["input_text", "output_text"]), "text": TEXT},
                                       optional={"annotations": st.just([]), "logprobs": st.just([])})
responses_file = st.fixed_dictionaries({"type": st.just("input_file")},
                                       optional={"file_url": TEXT | st.just("a.pdf"), "file_id": TEXT})
responses_part = st.one_of(responses_text, responses_text, responses_image, responses_file)
responses_message = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "system", "developer"]),
     "content": TEXT | st.lists(responses_part, min_size=1, max_size=2)},
    optional={"type": st.just("message"), "id": often(TEXT, JSON), "status": often(
        st.sampled_from(["in_progress", "completed", "incomplete"]), JSON), "phase": st.none()},
)
responses_call = st.fixed_dictionaries(
    {"type": st.just("function_call"), "call_id": TEXT, "name": TEXT,
     "arguments": st.sampled_from(["{}", '{"a": 1}', "[]", "x"])},
    optional={"id": TEXT, "namespace": TEXT, "status": st.sampled_from(["completed", "incomplete"])},
)
responses_output = st.fixed_dictionaries(
    {"type": st.just("function_call_output"), "call_id": TEXT,
     "output": TEXT | st.lists(st.one_of(responses_text, responses_image), min_size=1, max_size=2)},
    optional={"id": st.none() | TEXT, "status": st.none() | st.just("completed")},
)
responses_other = st.one_of(
    st.fixed_dictionaries({"type": st.just("reasoning"), "id": TEXT, "summary": st.just([])}),
    st.fixed_dictionaries({"type": st.just("item_reference"), "id": TEXT}),
    st.fixed_dictionaries({"id": TEXT}),
    st.fixed_dictionaries({"type": st.just("computer_call_output"), "call_id": TEXT,
                           "output": st.fixed_dictionaries({"type": st.just("computer_screenshot"),
                                                            "image_url": st.sampled_from(["a.png", "https://x.test"])})}),
    st.fixed_dictionaries({"type": st.just("custom_tool_call_output"), "call_id": TEXT, "output": TEXT}),
)
responses_item = st.one_of(responses_message, responses_message, responses_call, responses_output, responses_other)
responses_body = st.fixed_dictionaries(
    {"model": TEXT, "input": TEXT | st.lists(responses_item, min_size=1, max_size=3)},
    optional={
        "instructions": st.none() | TEXT,
        "tools": st.lists(st.one_of(
            st.fixed_dictionaries({"type": st.just("function"), "name": TEXT},
                                  optional={"parameters": st.dictionaries(TEXT, JSON, max_size=2),
                                            "strict": st.none() | st.booleans()}),
            st.just({"type": "web_search", "external_web_access": False}),
        ), max_size=2),
        "tool_choice": st.sampled_from(["auto", "none", "required", {"type": "function"}]),
        "temperature": st.none() | st.floats(0, 2), "max_output_tokens": st.none() | st.integers(0, 5),
        "stream": st.none() | st.booleans(), "store": st.none() | st.booleans(),
        "reasoning": st.none() | st.fixed_dictionaries({}, optional={"summary": st.just("auto"), "effort": JSON}),
        "text": st.fixed_dictionaries({}, optional={"format": st.just({"type": "text"})}),
        "include": st.none() | st.lists(TEXT, max_size=1), "prompt_cache_key": st.none() | TEXT,
        "client_metadata": st.none() | st.dictionaries(TEXT, TEXT, max_size=1),
    },
)


def as_sent(model: Any) -> Any:
    """A built model back as JSON, exactly the keys the client sent (a rewritten value shows here)."""
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


@pytest.mark.parametrize("capture", ["codex_first_request.json", "codex_second_request_after_tool_call.json",
                                     "openai_py_responses_create_nonstream.json",
                                     "openai_py_responses_create_stream.json"])
def test_the_real_responses_clients_bodies_build_the_model_unchanged(capture: str) -> None:
    path = CAPTURES / capture
    if not path.is_file():
        pytest.skip(f"capture {path} is not available (set AUGURY_CAPTURES)")
    body = json.loads(path.read_text())["body"]
    assert as_sent(responses_request(body)) == body


def test_every_responses_body_the_validator_accepts_builds_the_model_unchanged() -> None:
    seen = {"accepted": 0, "refused by the parser": 0}

    @AGREEMENT
    @given(responses_body)
    def check(body: dict[str, Any]) -> None:
        if not admitted(SCHEMAS.by_operation["createResponse"].validate, body):
            return
        seen["accepted"] += 1
        request = responses_request(body)  # the handler's build: it must not fail on an accepted body
        assert as_sent(request) == body  # and must keep every value as sent (no URL normalisation, no defaults)
        try:
            parse_responses_request(request)
        except InvalidRequest as refused:
            seen["refused by the parser"] += 1
            assert refused.param

    check()
    assert seen["accepted"] >= 25, seen


def test_the_responses_echo_repeats_the_tools_as_sent() -> None:
    tools = [{"type": "function", "name": "f", "parameters": {"type": "object"}, "strict": False},
             {"type": "namespace", "name": "n", "tools": [{"type": "function", "name": "g", "description": None}]},
             {"type": "web_search", "external_web_access": False}]
    echoed = parse_responses_request(responses_request({"model": "m", "input": "hi", "tools": tools})).echo["tools"]
    assert echoed == tools
