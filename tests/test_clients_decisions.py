"""Real clients, unchanged, against the session server: OpenAI (Python and Node), TypeSafe, Ollama.

Each client is used the way its documentation shows; the server must give each one a response its
own models parse, and refusals each client surfaces as its own error type.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from PIL import Image

from tests.conftest import Server

QUESTIONS: list[dict[str, Any]] = [
    {"type": "predicate", "name": "billing", "instructions": "The message is about billing."},
    {"type": "choice", "name": "tone", "instructions": "What is the tone?",
     "choices": [{"value": "calm", "description": "polite"}, {"value": "angry"}, {"value": True}]},
    {"type": "score", "name": "urgency", "instructions": "How urgent?",
     "levels": [{"label": "low", "description": "can wait"}, {"label": "medium"}, {"label": "high"}]},
]


def png_bytes() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (4, 4), (255, 0, 0)).save(buf, "PNG")
    return buf.getvalue()


# -- openai (Python) --------------------------------------------------------------------------------------


@pytest.fixture
def openai_client(server: Server) -> Iterator[Any]:
    from openai import OpenAI

    with OpenAI(base_url=f"{server.base_url}/v1", api_key="sk-local", max_retries=0) as client:
        yield client


def test_openai_python_string_input(openai_client: Any) -> None:
    from openai.types.decision import (
        AnswerAnswerResourceChoice,
        AnswerAnswerResourcePredicate,
        AnswerAnswerResourceScore,
        Decision,
    )

    decision = openai_client.decisions.create(model="tiny", input="I was charged twice.", questions=QUESTIONS,
                                              safety_identifier="user-123")
    assert isinstance(decision, Decision)
    assert decision.model == "tiny"
    billing, tone, urgency = decision.answers
    assert isinstance(billing, AnswerAnswerResourcePredicate) and billing.name == "billing"
    assert isinstance(tone, AnswerAnswerResourceChoice)
    assert [p.value for p in tone.probabilities] == ["calm", "angry", True]
    assert tone.choice in ("calm", "angry", True)
    assert isinstance(urgency, AnswerAnswerResourceScore)
    assert [(p.value, p.label) for p in urgency.probabilities] == [(0, "low"), (1, "medium"), (2, "high")]
    assert decision.usage.total_tokens == decision.usage.input_tokens > 0
    assert decision.usage.output_tokens == 0


def test_openai_python_message_input(openai_client: Any) -> None:
    decision = openai_client.decisions.create(
        model="tiny",
        input=[
            {"role": "user", "content": [{"type": "input_text", "text": "I was charged twice."}]},
            {"role": "user", "content": "Please refund one."},
        ],
        questions=[{"type": "predicate", "instructions": "It is about billing."}],
    )
    (answer,) = decision.answers
    assert answer.type == "predicate" and answer.name is None
    assert 0.0 <= answer.probability <= 1.0


def test_openai_python_refusal_is_a_bad_request_error(openai_client: Any) -> None:
    import openai

    with pytest.raises(openai.BadRequestError) as caught:
        openai_client.decisions.create(model="tiny", input="x", questions=[
            {"type": "choice", "instructions": "Pick.", "choices": [{"value": "calm"}, {"value": "Calm"}]}])
    assert caught.value.status_code == 400
    assert caught.value.param == "questions[0].choices[1].value"


def test_openai_python_unknown_model_is_not_found(openai_client: Any) -> None:
    import openai

    with pytest.raises(openai.NotFoundError) as caught:
        openai_client.decisions.create(model="nope", input="x", questions=QUESTIONS[:1])
    assert caught.value.code == "model_not_found"


def test_openai_decisions_tool_runner(openai_client: Any) -> None:
    from openai.lib.decisions_tool_runner import DecisionsToolRunner
    from openai.types.decision import AnswerAnswerResourceChoice

    door = {"open": False}

    def observe() -> str:
        return "door is open" if door["open"] else "door is closed"

    def candidates(observation: object) -> list[Any]:
        done = {"id": "done", "description": "Task complete", "done": True}
        if observation == "door is open":
            return [done]  # only "done" left: the runner finishes without asking
        return [{"id": "open_door", "description": "Open the door", "execute": lambda: door.update(open=True)}, done]

    runner = DecisionsToolRunner(observe=observe, candidates=candidates)
    result = runner.run(openai_client, {"model": "tiny", "input": "Open the door.", "safety_identifier": "u1"},
                        max_steps=3)
    # The runner checks every usage integer of the decision before it accepts the answer.
    assert result["status"] == "unverified"
    assert len(result["decisions"]) == 1
    assert result["attempted_candidate_ids"] == (["open_door"] if door["open"] else [])
    answer = result["decisions"][0].answers[0]
    assert isinstance(answer, AnswerAnswerResourceChoice)
    assert answer.name == "next_action" and answer.choice in ("open_door", "done")


# -- openai (Node) --------------------------------------------------------------------------------------------

NODE_SCRIPT = """
import OpenAI from "openai";
const [baseURL, good, bad] = process.argv.slice(2);
const client = new OpenAI({ baseURL, apiKey: "sk-local", maxRetries: 0 });
const decision = await client.decisions.create(JSON.parse(good));
let refusal = null;
try {
  await client.decisions.create(JSON.parse(bad));
} catch (err) {
  refusal = { name: err.constructor.name, status: err.status, param: err.param, type: err.type };
}
process.stdout.write(JSON.stringify({ decision, refusal }));
"""


@pytest.fixture(scope="module")
def openai_node(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the ``openai`` npm package and a script using it (skipped without node/npm)."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip("node and npm are needed for the OpenAI Node SDK test")
    folder = tmp_path_factory.mktemp("openai-node")
    # The npm cache outlives one session (pytest keeps its temp root), so later runs install offline.
    cache = tmp_path_factory.getbasetemp().parent / "augury-npm-cache"
    try:
        done = subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline",
             "--cache", str(cache), "openai@7"],
            cwd=folder, capture_output=True, text=True, timeout=180,
        )
    except subprocess.TimeoutExpired:
        pytest.skip("npm install openai timed out")
    if done.returncode != 0:
        pytest.skip(f"npm install openai failed: {done.stderr.strip()[-500:]}")
    if not (folder / "node_modules" / "openai" / "resources" / "decisions.js").exists():
        pytest.skip("the installed openai npm package has no decisions resource")
    (folder / "decide.mjs").write_text(NODE_SCRIPT, encoding="utf-8")
    return folder


def test_openai_node_decisions_create(openai_node: Path, server: Server) -> None:
    good = {"model": "tiny", "input": "I was charged twice.", "questions": QUESTIONS, "safety_identifier": "u1"}
    bad = {"model": "tiny", "input": "x", "questions": [{"type": "predicate", "instructions": "  "}]}
    done = subprocess.run(
        ["node", "decide.mjs", f"{server.base_url}/v1", json.dumps(good), json.dumps(bad)],
        cwd=openai_node, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    decision = out["decision"]
    assert [a["type"] for a in decision["answers"]] == ["predicate", "choice", "score"]
    assert [p["value"] for p in decision["answers"][1]["probabilities"]] == ["calm", "angry", True]
    assert decision["usage"]["total_tokens"] == decision["usage"]["input_tokens"] > 0
    assert out["refusal"] == {"name": "BadRequestError", "status": 400, "param": "questions[0].instructions",
                              "type": "invalid_request_error"}


# -- TypeSafe SDK -------------------------------------------------------------------------------------------------


class Recorder:
    """An httpx2 client that remembers the headers and body size of every request it sends."""

    def __init__(self) -> None:
        self.sent: list[tuple[dict[str, str], int]] = []
        self.client = httpx2.Client(event_hooks={"request": [self._record]}, timeout=60.0)

    def _record(self, request: httpx2.Request) -> None:
        self.sent.append(({k.lower(): v for k, v in request.headers.items()}, len(request.content)))


def typesafe_client(server: Server, recorder: Recorder, **options: Any) -> Any:
    from typesafe_sdk import RetryPolicy, TypeSafeClient

    return TypeSafeClient(api_key="ts-local", base_url=server.base_url, model="tiny", http_client=recorder.client,
                          retry=RetryPolicy(max_retries=0), **options)


def typesafe_questions() -> dict[str, Any]:
    from typesafe_sdk import Choice, Noul, Score

    return {
        "billing": Noul(instructions="Is this about billing?", criteria={"true": "Billing related"}),
        "tone": Choice(instructions="What is the tone?", criteria={"calm": "A polite message", "angry": None}),
        "urgency": Score(instructions="How urgent?", criteria=["Can wait", "This week", {"when": "today"}]),
    }


def check_typesafe_result(result: Any) -> None:
    assert result.model == "tiny"
    assert list(result.answers) == ["billing", "tone", "urgency"]
    assert 0.0 <= result.nouls["billing"].noul <= 1.0
    assert result.choices["tone"].choice in ("calm", "angry")
    assert result.scores["urgency"].legend == {0: "Can wait", 1: "This week", 2: {"when": "today"}}
    assert set(result.scores["urgency"].probabilities) == {0, 1, 2}
    assert result.usage.input_tokens and result.usage.input_tokens > 0


def test_typesafe_without_the_zstd_extra_sends_plain_json(server: Server, monkeypatch: pytest.MonkeyPatch) -> None:
    from typesafe_sdk._core import compression

    # Without the extra (Python < 3.14, no backports.zstd) the SDK has no zstd compressor.
    monkeypatch.setattr(compression, "COMPRESSORS", {})
    recorder = Recorder()
    with typesafe_client(server, recorder) as client:
        result = client.system_one(state={"message": "I was charged twice. " * 60}, questions=typesafe_questions())
    check_typesafe_result(result)
    headers, size = recorder.sent[0]
    assert size >= 1024 and "content-encoding" not in headers


def test_typesafe_with_the_zstd_extra_compresses_bodies_of_1_kib(server: Server) -> None:
    pytest.importorskip("backports.zstd", reason="the typesafe-sdk[zstd] extra (backports.zstd) is not installed")
    recorder = Recorder()
    with typesafe_client(server, recorder) as client:
        long = client.system_one(state={"message": "I was charged twice. " * 60}, questions=typesafe_questions())
        short = client.system_one(state="Charged twice.", questions={"q": {"type": "noul", "instructions": "Billing?"}})
    check_typesafe_result(long)
    assert 0.0 <= short.nouls["q"].noul <= 1.0
    (long_headers, _), (short_headers, short_size) = recorder.sent
    assert long_headers["content-encoding"] == "zstd"
    assert short_size < 1024 and "content-encoding" not in short_headers


def test_typesafe_dict_questions_and_structured_state(server: Server) -> None:
    recorder = Recorder()
    with typesafe_client(server, recorder, compression=False) as client:
        result = client.system_one(
            state={"subject": "Duplicate charge", "amount": 12.5},
            questions={"b": {"type": "noul", "instructions": {"task": "billing?"}}},
        )
    assert list(result.answers) == ["b"]
    assert result.raw_http_response.headers["x-typesafe-request-id"] == result.raw_http_response.headers[
        "x-request-id"]


def test_typesafe_image_on_a_text_only_model_is_a_bad_request(server: Server) -> None:
    from typesafe_sdk import Image as TypeSafeImage
    from typesafe_sdk import Noul, TypeSafeBadRequestError

    recorder = Recorder()
    with typesafe_client(server, recorder) as client, pytest.raises(TypeSafeBadRequestError) as caught:
        client.system_one(state=TypeSafeImage(png_bytes()), questions={"q": Noul(instructions="Is there red?")})
    headers, _ = recorder.sent[0]
    assert headers["content-type"].startswith("multipart/form-data")
    assert caught.value.status == 400
    assert "text-only" in str(caught.value)


def test_typesafe_error_carries_the_request_id(server: Server) -> None:
    from typesafe_sdk import Noul, TypeSafeNotFoundError

    recorder = Recorder()
    with typesafe_client(server, recorder, compression=False) as client, pytest.raises(TypeSafeNotFoundError) as caught:
        client.system_one(state="x", questions={"q": Noul(instructions="Is it?")}, model="no-such-model")
    assert caught.value.request_id is not None
    assert caught.value.request_id == caught.value.headers["x-request-id"]


def test_typesafe_noul_with_an_undescribed_outcome(server: Server) -> None:
    from typesafe_sdk import Noul

    recorder = Recorder()
    with typesafe_client(server, recorder, compression=False) as client:
        result = client.system_one(state="x", questions={
            "q": Noul(instructions="Is it spam?", criteria={"true": "Advertising", "false": None})})
    assert 0.0 <= result.nouls["q"].noul <= 1.0


# -- Ollama ----------------------------------------------------------------------------------------------------------


def test_ollama_systemone(server: Server) -> None:
    from ollama import Client, SystemOneChoiceAnswer, SystemOneNoulAnswer, SystemOneScoreAnswer

    client = Client(host=server.base_url, headers={"authorization": "Bearer ol-local"})
    result = client.systemone(
        model="tiny",
        state={"subject": "Duplicate charge", "message": "I was charged twice."},
        questions={
            "billing": {"type": "noul", "instructions": "Is this about billing?",
                        "criteria": {"true": "Billing related"}},
            "tone": {"type": "choice", "instructions": "What is the tone?",
                     "criteria": {"calm": "polite", "angry": None}},
            "urgency": {"type": "score", "instructions": "How urgent?", "criteria": ["Can wait", "Today"]},
        },
        keep_alive="5m",
    )
    assert result.model == "tiny"
    assert list(result.answers) == ["billing", "tone", "urgency"]
    billing, tone, urgency = result.answers.values()
    assert isinstance(billing, SystemOneNoulAnswer) and 0.0 <= billing.noul <= 1.0
    assert isinstance(tone, SystemOneChoiceAnswer) and tone.choice in ("calm", "angry")
    assert isinstance(urgency, SystemOneScoreAnswer) and urgency.legend == {"0": "Can wait", "1": "Today"}
    assert result.usage.output_tokens == 0


def test_ollama_refusal_is_a_response_error(server: Server) -> None:
    from ollama import Client, ResponseError

    client = Client(host=server.base_url)
    with pytest.raises(ResponseError) as caught:
        client.systemone(model="tiny", state="x", questions={
            "tone": {"type": "choice", "instructions": "Tone?", "criteria": {"calm": None, "Calm": None}}})
    assert caught.value.status_code == 400
