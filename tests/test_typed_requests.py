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
from augury.responses import request as responses_request
from augury.settings import Settings
from augury_generated import load_spec, models
from tests.typed import SCHEMAS, decision_request, systemone_request

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
    ],
    ids=["decisions", "systemone", "multipart"],
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


def json_text() -> st.SearchStrategy[str]:
    return st.one_of(
        st.text(max_size=6),
        st.sampled_from(EDGE_TEXTS),
        st.text(alphabet=st.sampled_from(EDGE_CHARACTERS), max_size=3),
    )


json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | json_text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(json_text(), inner, max_size=3),
    max_leaves=6,
)


def decision_question() -> st.SearchStrategy[dict[str, Any]]:
    text = json_text() | json_value
    return st.one_of(
        st.fixed_dictionaries({"type": st.just("predicate"), "instructions": text},
                              optional={"name": text}),
        st.fixed_dictionaries(
            {"type": st.just("choice"), "instructions": text,
             "choices": st.lists(st.fixed_dictionaries({"value": text | st.booleans()}, optional={"description": text}),
                                 min_size=1, max_size=4)},
            optional={"name": text},
        ),
        st.fixed_dictionaries(
            {"type": st.just("score"), "instructions": text,
             "levels": st.lists(st.fixed_dictionaries({"label": text}, optional={"description": text}),
                                min_size=1, max_size=4)},
        ),
    )


part = st.one_of(
    st.fixed_dictionaries({"type": st.just("input_text"), "text": json_text()}),
    st.fixed_dictionaries({"type": st.just("input_image"), "image_url": st.sampled_from(["data:image/png;base64,AA==",
                                                                                         "https://x.test/a.png"])},
                          optional={"detail": st.sampled_from([None, "low", "high", "auto", "original", "max"])}),
)
decision_body = st.fixed_dictionaries(
    {
        "model": json_text(),
        "input": json_text() | st.lists(
            st.fixed_dictionaries({"role": st.sampled_from(["user", "system"]),
                                   "content": json_text() | st.lists(part, max_size=3)},
                                  optional={"type": st.just("message")}),
            max_size=3),
        "questions": st.lists(decision_question(), max_size=4),
    },
    optional={"safety_identifier": st.none() | json_text()},
)

systemone_question = st.one_of(
    st.fixed_dictionaries({"type": st.just("noul"), "instructions": json_value},
                          optional={"criteria": st.fixed_dictionaries(
                              {}, optional={"true": st.none() | json_text(), "false": st.none() | json_text()})}),
    st.fixed_dictionaries({"type": st.just("choice"), "instructions": json_value,
                           "criteria": st.dictionaries(json_text(), st.none() | json_text(), max_size=4)}),
    st.fixed_dictionaries({"type": st.just("score"), "instructions": json_value,
                           "criteria": st.lists(json_value, max_size=4)}),
)
systemone_body = st.fixed_dictionaries(
    {"model": json_text(), "state": json_value, "questions": st.dictionaries(json_text(), systemone_question,
                                                                              max_size=3)},
    optional={
        "images": st.none() | st.lists(st.sampled_from(["data:image/png;base64,AA==", "https://x.test/a.png"])
                                       | st.fixed_dictionaries({"content_type": json_text(), "base64": json_text()}),
                                       max_size=2),
        "keep_alive": json_text(),
        "temperature": st.none() | st.floats(0, 1),
    },
)

AGREEMENT = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@AGREEMENT
@given(decision_body)
def test_every_decision_body_the_validator_accepts_builds_the_model_and_parses_or_is_a_400(
    body: dict[str, Any],
) -> None:
    if not admitted(SCHEMAS.by_operation["createDecision"].validate, body):
        return
    request = decision_request(body)
    try:
        parse_decision_request(request)
    except InvalidRequest as refused:
        assert refused.param  # a semantic refusal names its field


@AGREEMENT
@given(systemone_body)
def test_every_systemone_body_the_validator_accepts_builds_the_model_and_parses_or_is_a_400(
    body: dict[str, Any],
) -> None:
    if not admitted(SCHEMAS.by_operation["createSystemOne"].validate, body):
        return
    request = systemone_request(body)
    try:
        parse_systemone_request(request)
    except InvalidRequest as refused:
        assert refused.param


# -- the code's constants are the document's --------------------------------------------------------


def test_the_default_question_limit_is_the_documents() -> None:
    ceiling = properties("CreateDecisionRequest")["questions"]["maxItems"]
    assert Settings().max_questions == ceiling
    for parser in (parse_decision_request, parse_systemone_request, parse_multipart_request):
        assert parser.__kwdefaults__ == {"max_questions": ceiling}


def test_the_fewest_systemone_options_is_the_documents() -> None:
    assert properties("SystemOneChoiceQuestion")["criteria"]["minProperties"] == systemone_wire.MIN_OPTIONS


@pytest.mark.parametrize(
    ("schema", "fields", "refused"),
    [
        ("CreateResponse", responses_request._RESPONSES_FIELDS, responses_request._RESPONSES_REFUSED),
        ("CreateChatCompletionRequest", responses_request._CHAT_FIELDS, responses_request._CHAT_REFUSED),
    ],
)
def test_the_generation_routes_accept_exactly_the_documents_top_level_fields(
    schema: str, fields: frozenset[str], refused: dict[str, str]
) -> None:
    assert SCHEMAS_BY_NAME[schema]["additionalProperties"] is False
    assert fields.isdisjoint(refused)
    assert fields | set(refused) == set(properties(schema))


def test_the_chat_neutral_settings_are_document_fields() -> None:
    assert set(responses_request._CHAT_NEUTRAL) <= responses_request._CHAT_FIELDS


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
