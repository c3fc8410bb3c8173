"""Hypothesis properties over HTTP against the session server.

(a) Any one mutation of a valid /v1/decisions, /v1/systemone or /v1/responses request (an unknown key, a wrong
JSON type, a count out of range, a duplicate name or value, a blank string) is a 400 in the OpenAI error shape
whose ``param`` names the mutated place. (b) Any valid decision request is answered by the formulas of
docs/CONTRACT.md §3: probabilities sum to 1, the choice is the first maximum, confidence and score follow from the
probabilities, answers keep the request's order and names, usage integers add up.

Example counts come from a settings profile: ``AUGURY_HYPOTHESIS_PROFILE=fuzz`` (the ``fuzz`` tox environment)
runs many more than the default run.
"""

from __future__ import annotations

import copy
import json
import math
import os
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import Server

settings.register_profile(
    "augury-default", max_examples=50, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "augury-fuzz", max_examples=500, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PROFILE = settings.get_profile("augury-" + os.environ.get("AUGURY_HYPOTHESIS_PROFILE", "default"))
#: Each valid decision request runs the model once per question: fewer examples than the mutations.
ANSWERED = settings(PROFILE, max_examples=max(8, PROFILE.max_examples // 2))
TOLERANCE = 1e-9
MODEL = "tiny"

Json = Any
Path = tuple[str | int, ...]


@pytest.fixture(scope="module")
def http(server: Server) -> Iterator[httpx.Client]:
    with server.client() as c:
        yield c


def param_of(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def get_at(body: Json, path: Path) -> Json:
    for part in path:
        body = body[part]
    return body


def set_at(body: Json, path: Path, value: Json) -> None:
    get_at(body, path[:-1])[path[-1]] = value


def assert_refused(resp: httpx.Response, param: str | None) -> None:
    assert resp.status_code == 400, resp.text
    assert resp.headers["content-type"].startswith("application/json")
    assert resp.headers.get("x-request-id")
    body = resp.json()
    assert list(body) == ["error"]
    err = body["error"]
    assert list(err) == ["message", "type", "param", "code"]
    assert err["type"] == "invalid_request_error"
    assert isinstance(err["message"], str) and err["message"].strip()
    assert err["param"] == param, err


# --- valid requests ---------------------------------------------------------------------------------

# Letters, digits, punctuation and spaces, NFKC-stable: text the tokenizer round-trips unchanged (a prompt that
# does not survive it is refused by contract, docs/CONTRACT.md §3), with no control characters.
_CHARS = st.characters(categories=("L", "N", "P", "Zs"), exclude_characters="\u2028\u2029\x85")


def _stable(text: str) -> bool:
    return unicodedata.normalize("NFKC", text) == text


words = st.text(_CHARS, min_size=1, max_size=24).map(str.strip).filter(lambda w: bool(w) and _stable(w))
maybe_description = st.one_of(st.none(), words)


def _with_description(key: str, value: Json, description: str | None) -> dict[str, Json]:
    return {key: value} if description is None else {key: value, "description": description}


@st.composite
def choice_values(draw: st.DrawFn) -> list[Json]:
    # Strings distinct ignoring case and never spelled like the booleans (the prompt shows both as true).
    texts = st.lists(words.filter(lambda w: w.casefold() not in ("true", "false")), min_size=0, max_size=6,
                     unique_by=(str.casefold, str.lower))
    values: list[Json] = [*draw(texts), *draw(st.sets(st.booleans(), max_size=2))]
    if len(values) < 2:
        values += [v for v in ("alpha", "beta") if v not in values][: 2 - len(values)]
    return draw(st.permutations(values))


@st.composite
def decision_question(draw: st.DrawFn) -> dict[str, Json]:
    kind = draw(st.sampled_from(["predicate", "choice", "score"]))
    question: dict[str, Json] = {"type": kind, "instructions": draw(words)}
    if kind == "choice":
        question["choices"] = [_with_description("value", v, draw(maybe_description)) for v in draw(choice_values())]
    elif kind == "score":
        labels = draw(st.lists(words, min_size=2, max_size=10))
        question["levels"] = [_with_description("label", label, draw(maybe_description)) for label in labels]
    return question


@st.composite
def decision_request(draw: st.DrawFn) -> dict[str, Json]:
    questions = draw(st.lists(decision_question(), min_size=1, max_size=4))
    names = draw(st.lists(words, min_size=len(questions), max_size=len(questions), unique=True))
    for question, name, named in zip(questions, names, draw(st.lists(st.booleans(), min_size=len(questions),
                                                                       max_size=len(questions))), strict=True):
        if named:
            question["name"] = name
    text = st.text(_CHARS, max_size=80).filter(_stable)
    parts = st.lists(text.map(lambda t: {"type": "input_text", "text": t}), min_size=1, max_size=3)
    message = st.builds(lambda c: {"role": "user", "content": c}, st.one_of(text, parts))
    return {"model": MODEL, "input": draw(st.one_of(text, st.lists(message, min_size=1, max_size=2))),
            "questions": questions}


def choice_confidence(q: list[float]) -> float:
    n = len(q)
    return min(1.0, max(0.0, (n * max(q) - 1) / (n - 1)))


def score_confidence(q: list[float]) -> float:
    n = len(q)
    m = q.index(max(q))
    spread = sum(abs(i - (n - 1) / 2) for i in range(n)) / n
    return max(0.0, 1 - sum(p * abs(i - m) for i, p in enumerate(q)) / spread)


def assert_answer(question: dict[str, Json], answer: dict[str, Json]) -> None:
    assert answer["type"] == question["type"]
    assert answer["name"] == question.get("name")
    if question["type"] == "predicate":
        assert list(answer) == ["type", "name", "probability"]
        assert 0.0 <= answer["probability"] <= 1.0
        return
    probabilities = answer["probabilities"]
    q = [p["probability"] for p in probabilities]
    assert all(0.0 <= p <= 1.0 for p in q)
    assert math.fsum(q) == pytest.approx(1.0, abs=TOLERANCE)
    first_max = q.index(max(q))
    if question["type"] == "choice":
        assert list(answer) == ["type", "name", "choice", "probabilities", "confidence"]
        values = [c["value"] for c in question["choices"]]
        # Values keep their JSON type (a boolean stays a boolean) and the request's order.
        assert [(type(p["value"]), p["value"]) for p in probabilities] == [(type(v), v) for v in values]
        assert answer["choice"] == values[first_max] and type(answer["choice"]) is type(values[first_max])
        assert answer["confidence"] == pytest.approx(choice_confidence(q), abs=TOLERANCE)
    else:
        assert list(answer) == ["type", "name", "score", "probabilities", "confidence"]
        assert [(p["value"], p["label"]) for p in probabilities] == [
            (i, level["label"]) for i, level in enumerate(question["levels"])]
        assert answer["score"] == pytest.approx(sum(i * p for i, p in enumerate(q)), abs=TOLERANCE)
        assert answer["confidence"] == pytest.approx(score_confidence(q), abs=TOLERANCE)


def assert_usage(usage: dict[str, Json]) -> None:
    ints = [usage["input_tokens"], usage["output_tokens"], usage["total_tokens"],
            usage["input_tokens_details"]["cached_tokens"], usage["input_tokens_details"]["cache_write_tokens"],
            usage["output_tokens_details"]["reasoning_tokens"]]
    assert all(type(n) is int and n >= 0 for n in ints), usage
    assert usage["output_tokens"] == 0 and usage["output_tokens_details"]["reasoning_tokens"] == 0
    assert usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]
    assert usage["input_tokens_details"]["cached_tokens"] <= usage["input_tokens"]
    assert usage["input_tokens"] > 0


@ANSWERED
@given(request=decision_request())
def test_valid_decisions_follow_the_scoring_formulas(http: httpx.Client, request: dict[str, Json]) -> None:
    resp = http.post("/v1/decisions", json=request)
    assert resp.status_code == 200, (resp.text, request)
    body = resp.json()
    assert list(body) == ["model", "answers", "usage"]
    assert body["model"] == MODEL
    assert len(body["answers"]) == len(request["questions"])
    for question, answer in zip(request["questions"], body["answers"], strict=True):
        assert_answer(question, answer)
    assert_usage(body["usage"])


def test_the_confidence_formulas_match_the_contract_examples() -> None:
    assert choice_confidence([0.7, 0.2, 0.1]) == pytest.approx(0.55)
    assert choice_confidence([1 / 3] * 3) == pytest.approx(0.0)
    assert choice_confidence([0.0, 1.0]) == 1.0
    assert score_confidence([0.0, 1.0, 0.0]) == 1.0
    assert score_confidence([0.25] * 4) == 0.0


# --- mutations --------------------------------------------------------------------------------------

Mutation = tuple[Json, str | None]  # the mutated body, the param the 400 must name
WRONG_TYPES: dict[str, list[Json]] = {
    "string": [5, 1.5, True, None, ["x"], {"x": 1}],
    "string|array": [5, True, None, {"x": 1}],
    "string|boolean": [5, None, ["x"], {"x": 1}],
    "array": [5, "x", True, None, {"x": 1}],
    "object": [5, "x", True, None, ["x"]],
    "string|object|array": [5, 1.5, True, None],
    "number": ["1", True, ["x"], {"x": 1}],
    "integer": ["1", 1.5, True, ["x"]],
    "boolean": ["true", 1, ["x"], {"x": 1}],
}


def _object_paths(body: Json, path: Path = (), skip: Callable[[Path], bool] = lambda p: False) -> list[Path]:
    """Every object in ``body`` (``skip`` leaves out objects that accept any key)."""
    out: list[Path] = [] if skip(path) else [path] if isinstance(body, dict) else []
    children = body.items() if isinstance(body, dict) else enumerate(body) if isinstance(body, list) else []
    for key, value in children:
        out += _object_paths(value, (*path, key), skip)
    return out


def unknown_key(draw: st.DrawFn, body: Json, objects: list[Path], prefix: Path = ()) -> Mutation:
    path = draw(st.sampled_from(objects))
    node = get_at(body, path)
    key = draw(st.text("abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12).map(lambda k: "x_" + k)
               .filter(lambda k: k not in node))
    node[key] = draw(st.one_of(st.integers(), st.text(max_size=5), st.none(), st.booleans()))
    return body, param_of((*prefix, *path, key))


def wrong_type(draw: st.DrawFn, body: Json, typed: list[tuple[Path, str]]) -> Mutation:
    path, kind = draw(st.sampled_from(typed))
    set_at(body, path, draw(st.sampled_from(WRONG_TYPES[kind])))
    return body, param_of(path)


def _decision_typed_places(body: Json) -> list[tuple[Path, str]]:
    places: list[tuple[Path, str]] = [(("model",), "string"), (("input",), "string|array"),
                                      (("questions",), "array")]
    if isinstance(body["input"], list):
        for i, message in enumerate(body["input"]):
            places.append((("input", i, "content"), "string|array"))
            if isinstance(message["content"], list):
                places += [(("input", i, "content", j, "text"), "string") for j in range(len(message["content"]))]
    for i, q in enumerate(body["questions"]):
        places.append((("questions", i, "instructions"), "string"))
        if "name" in q:
            places.append((("questions", i, "name"), "string"))
        for j, c in enumerate(q.get("choices", [])):
            places.append((("questions", i, "choices", j, "value"), "string|boolean"))
            if "description" in c:
                places.append((("questions", i, "choices", j, "description"), "string"))
        places += [(("questions", i, "levels", j, "label"), "string") for j in range(len(q.get("levels", [])))]
    return places


@st.composite
def mutated_decision(draw: st.DrawFn) -> Mutation:
    body = copy.deepcopy(draw(decision_request()))
    questions = body["questions"]
    kinds = ["unknown-key", "wrong-type", "count", "blank"]
    if len(questions) >= 2:
        kinds.append("duplicate-name")
    if any(sum(isinstance(c["value"], str) for c in q.get("choices", [])) >= 1 for q in questions):
        kinds.append("duplicate-value")
    kind = draw(st.sampled_from(kinds))
    if kind == "unknown-key":
        return unknown_key(draw, body, _object_paths(body))
    if kind == "wrong-type":
        return wrong_type(draw, body, _decision_typed_places(body))
    if kind == "count":
        arrays: list[tuple[Path, int, int]] = [(("questions",), 1, 200)]
        for i, q in enumerate(questions):
            if q["type"] == "choice":
                arrays.append((("questions", i, "choices"), 2, 255))
            if q["type"] == "score":
                arrays.append((("questions", i, "levels"), 2, 10))
        path, low, high = draw(st.sampled_from(arrays))
        items = get_at(body, path)
        if draw(st.booleans()):
            set_at(body, path, items[: low - 1])
        else:
            set_at(body, path, [{**items[0], **({"value": f"v{i}"} if "value" in items[0] else {})}
                                | ({"name": f"n{i}"} if "name" in items[0] else {})
                                for i in range(high + 1)])
        return body, param_of(path)
    if kind == "duplicate-name":
        first, later = sorted(draw(st.lists(st.integers(0, len(questions) - 1), min_size=2, max_size=2,
                                            unique=True)))
        taken = {q.get("name") for q in questions}
        name = questions[first].get("name") or questions[later].get("name") or draw(words.filter(
            lambda w: w not in taken))
        questions[first]["name"] = questions[later]["name"] = name
        return body, param_of(("questions", later, "name"))
    if kind == "duplicate-value":
        i = draw(st.sampled_from([i for i, q in enumerate(questions)
                                  if any(isinstance(c["value"], str) for c in q.get("choices", []))]))
        choices = questions[i]["choices"]
        j = draw(st.sampled_from([j for j, c in enumerate(choices) if isinstance(c["value"], str)]))
        copy_of = choices[j]["value"]
        choices.append({"value": draw(st.sampled_from([copy_of, copy_of.upper(), copy_of.lower()]))})
        return body, param_of(("questions", i, "choices", len(choices) - 1, "value"))
    blanks: list[Path] = [("questions", i, "instructions") for i in range(len(questions))]
    for i, q in enumerate(questions):
        blanks += [("questions", i, "levels", j, "label") for j in range(len(q.get("levels", [])))]
        blanks += [("questions", i, "choices", j, "value") for j, c in enumerate(q.get("choices", []))
                   if isinstance(c["value"], str)]
    path = draw(st.sampled_from(blanks))
    set_at(body, path, draw(st.sampled_from([" ", "   ", "\t", " \n "])))
    return body, param_of(path)


@settings(PROFILE)
@given(mutation=mutated_decision())
def test_any_mutation_of_a_decision_request_is_a_400_naming_it(http: httpx.Client, mutation: Mutation) -> None:
    body, param = mutation
    assert_refused(http.post("/v1/decisions", json=body), param)


@st.composite
def systemone_request(draw: st.DrawFn) -> dict[str, Json]:
    names = draw(st.lists(words, min_size=1, max_size=4, unique=True))
    questions: dict[str, Json] = {}
    for name in names:
        kind = draw(st.sampled_from(["noul", "choice", "score"]))
        question: dict[str, Json] = {"type": kind, "instructions": draw(words)}
        if kind == "noul" and draw(st.booleans()):
            question["criteria"] = {"true": draw(words), "false": draw(words)}
        elif kind == "choice":
            options = draw(st.lists(words.filter(lambda w: w.casefold() not in ("true", "false")), min_size=2,
                                    max_size=5, unique_by=(str.casefold, str.lower)))
            question["criteria"] = {o: draw(maybe_description) for o in options}
        elif kind == "score":
            question["criteria"] = draw(st.lists(words, min_size=2, max_size=10))
        questions[name] = question
    return {"model": MODEL, "state": draw(st.one_of(words, st.dictionaries(words, words, max_size=3))),
            "questions": questions}


@st.composite
def mutated_systemone(draw: st.DrawFn) -> Mutation:
    body = copy.deepcopy(draw(systemone_request()))
    questions = body["questions"]
    kind = draw(st.sampled_from(["unknown-key", "wrong-type", "count", "blank"]))
    if kind == "unknown-key":
        # Unknown top-level fields are ignored by contract (clients send e.g. keep_alive); inside a question
        # or noul criteria they are refused.
        objects = [("questions", n) for n in questions]
        objects += [("questions", n, "criteria") for n, q in questions.items() if q["type"] == "noul"
                    and "criteria" in q]
        return unknown_key(draw, body, objects)
    if kind == "wrong-type":
        typed: list[tuple[Path, str]] = [(("model",), "string"), (("state",), "string|object|array"),
                                         (("questions",), "object")]
        for n, q in questions.items():
            typed.append((("questions", n, "instructions"), "string|object|array"))
            if q["type"] == "choice":
                typed.append((("questions", n, "criteria"), "object"))
            if q["type"] == "score":
                typed.append((("questions", n, "criteria"), "array"))
            if q["type"] == "noul" and "criteria" in q:
                typed.append((("questions", n, "criteria", "true"), "string"))
        return wrong_type(draw, body, typed)
    if kind == "count":
        counted = [n for n, q in questions.items() if q["type"] in ("choice", "score")]
        if not counted or draw(st.booleans()):
            body["questions"] = {}
            return body, "questions"
        n = draw(st.sampled_from(counted))
        criteria = questions[n]["criteria"]
        if questions[n]["type"] == "choice":
            questions[n]["criteria"] = dict(list(criteria.items())[:1])
        else:
            questions[n]["criteria"] = criteria[:1] if draw(st.booleans()) else [f"level {i}" for i in range(11)]
        return body, param_of(("questions", n, "criteria"))
    places: list[Path] = [("questions", n, "instructions") for n in questions]
    places += [("questions", n, "criteria", j) for n, q in questions.items() if q["type"] == "score"
               for j in range(len(q["criteria"]))]
    path = draw(st.sampled_from(places))
    set_at(body, path, draw(st.sampled_from([" ", "   ", "\t"])))
    return body, param_of(path)


@settings(PROFILE)
@given(mutation=mutated_systemone())
def test_any_mutation_of_a_systemone_request_is_a_400_naming_it(http: httpx.Client, mutation: Mutation) -> None:
    body, param = mutation
    assert_refused(http.post("/v1/systemone", json=body), param)


@settings(PROFILE)
@given(request=systemone_request(), data=st.data())
def test_a_duplicate_question_name_in_systemone_is_a_400(http: httpx.Client, request: dict[str, Json],
                                                          data: st.DataObject) -> None:
    # SystemOne question names are JSON object keys: a duplicate name is a duplicate key.
    name = data.draw(st.sampled_from(list(request["questions"])))
    entries = [f"{json.dumps(n)}:{json.dumps(q)}" for n, q in request["questions"].items()]
    entries.append(f"{json.dumps(name)}:{json.dumps(request['questions'][name])}")
    raw = (f'{{"model":{json.dumps(MODEL)},"state":{json.dumps(request["state"])},'
           f'"questions":{{{",".join(entries)}}}}}')
    resp = http.post("/v1/systemone", content=raw.encode(), headers={"content-type": "application/json"})
    # A duplicate key is refused while parsing, before any field is known: param is null.
    assert_refused(resp, None)
    assert "duplicate key" in resp.json()["error"]["message"]


@st.composite
def responses_request(draw: st.DrawFn) -> dict[str, Json]:
    tools = [{"type": "function", "name": name, "parameters": {"type": "object", "properties": {}}}
             for name in draw(st.lists(st.from_regex(r"[a-z][a-z0-9_]{0,15}", fullmatch=True), max_size=3,
                                       unique=True))]
    body: dict[str, Json] = {
        "model": MODEL,
        "input": [{"role": "user", "content": [{"type": "input_text", "text": draw(words)}]}],
        "max_output_tokens": draw(st.integers(1, 4)),
    }
    if tools:
        body["tools"] = tools
    if draw(st.booleans()):
        body["temperature"] = draw(st.floats(0, 2))
    if draw(st.booleans()):
        body["instructions"] = draw(words)
    return body


@st.composite
def mutated_responses(draw: st.DrawFn) -> Mutation:
    body = copy.deepcopy(draw(responses_request()))
    tools = body.get("tools", [])
    kinds = ["unknown-key", "wrong-type", "range", "blank"]
    if tools:
        kinds.append("duplicate-name")
    kind = draw(st.sampled_from(kinds))
    if kind == "unknown-key":
        # Refused at the top level and in tools (docs/CONTRACT.md §4); `parameters` is a JSON Schema of any shape.
        return unknown_key(draw, body, [(), *[("tools", i) for i in range(len(tools))]])
    if kind == "wrong-type":
        typed: list[tuple[Path, str]] = [
            (("model",), "string"), (("max_output_tokens",), "integer"), (("temperature",), "number"),
            (("top_p",), "number"), (("stream",), "boolean"), (("tools",), "array"), (("instructions",), "string"),
        ]
        typed += [(("tools", i, "name"), "string") for i in range(len(tools))]
        path, kind_name = draw(st.sampled_from(typed))
        set_at(body, path, draw(st.sampled_from([v for v in WRONG_TYPES[kind_name] if v is not None])))
        return body, param_of(path)
    if kind == "range":
        field, value = draw(st.sampled_from([
            ("temperature", st.floats(2.001, 1e6)), ("temperature", st.floats(-1e6, -0.001)),
            ("top_p", st.floats(1.001, 1e6)), ("top_p", st.floats(-1e6, -0.001)),
            ("max_output_tokens", st.integers(-(10**9), 0)),
        ]))
        body[field] = draw(value)
        return body, field
    if kind == "duplicate-name":
        i = draw(st.integers(0, len(tools) - 1))
        tools.append({**tools[i]})
        return body, param_of(("tools", len(tools) - 1, "name"))
    places: list[Path] = [("model",), *[("tools", i, "name") for i in range(len(tools))]]
    path = draw(st.sampled_from(places))
    set_at(body, path, "")
    return body, param_of(path)


@settings(PROFILE)
@given(mutation=mutated_responses())
def test_any_mutation_of_a_responses_request_is_a_400_naming_it(http: httpx.Client, mutation: Mutation) -> None:
    body, param = mutation
    assert_refused(http.post("/v1/responses", json=body), param)


# -- hostile bytes (issue 12): whatever the request, a lone surrogate in any string (or key), an integer literal of
# 4,301 digits, a number that overflows a float, or nesting past the cap is a 400 naming the place, never a 500;
# nesting exactly at the cap is not refused for its depth. The mutations are the conformance fuzz's own.

HOSTILE = settings(PROFILE, max_examples=max(10, PROFILE.max_examples // 2))
OVERFLOWING = ["1e400", "-1e400", "1E+999", "9" * 400 + ".5"]


@st.composite
def hostile_request(draw: st.DrawFn) -> tuple[str, bytes, Json]:
    """(route, raw body, the body as the server parses it, or None when Python cannot hold it)."""
    import sys

    from conformance import fuzz

    route, body = draw(st.sampled_from([
        ("/v1/decisions", decision_request()), ("/v1/systemone", systemone_request()),
        ("/v1/responses", responses_request()),
    ]).flatmap(lambda pair: pair[1].map(lambda b: (pair[0], b))))
    kind = draw(st.sampled_from([*fuzz.HOSTILE_KINDS, "overflow"]))
    pick = draw(st.integers(0, 10**6))
    if kind == "overflow":
        places = [p for p, _ in fuzz._places(body)]
        path = places[pick % len(places)]
        marked = copy.deepcopy(body)
        set_at(marked, path, "\u2603")
        raw = json.dumps(marked).replace('"\\u2603"', draw(st.sampled_from(OVERFLOWING))).encode()
        return route, raw, ("overflow", param_of(path))
    hostile = fuzz.hostile_body(body, kind, pick)
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # the 4,301-digit integer must reach the wire
    try:
        raw = json.dumps(hostile).encode()
    finally:
        sys.set_int_max_str_digits(limit)
    return route, raw, hostile


@HOSTILE
@given(request=hostile_request())
def test_hostile_bytes_anywhere_are_a_400_naming_the_place(http: httpx.Client,
                                                           request: tuple[str, bytes, Json]) -> None:
    from conformance import fuzz

    route, raw, parsed = request
    resp = http.post(route, content=raw, headers={"content-type": "application/json"})
    assert resp.status_code < 500, resp.text
    assert resp.headers.get("x-request-id")
    if isinstance(parsed, tuple):  # a number that overflows a float, at a known place
        assert_refused(resp, parsed[1])
        assert "too large to represent" in resp.json()["error"]["message"]
        return
    fuzz.check_hostile(resp.status_code, resp.content, parsed)
