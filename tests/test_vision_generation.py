"""Generating text from images: /v1/responses and /v1/chat/completions on a tiny Qwen3.5 vision model.

The model is mlx-vlm's Qwen3.5 class with seeded random weights (augury.engine.testmodels): its text
means nothing, so the tests pin plumbing and numerics. Its processor makes one token per 32 x 32 block
of an image shrunk to at most 256 x 256 pixels' area: SMALL (64 x 48) is 4 tokens, WIDE (1024 x 64) is
64 at full size and 16 at ``detail: "low"`` (512 x 32). Each image also adds its two
``<|vision_start|>``/``<|vision_end|>`` tokens to the prompt.
"""

from __future__ import annotations

import base64
import http.server
import importlib.util
import io
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import numpy.typing as npt
import openai
import pytest
from PIL import Image

if importlib.util.find_spec("mlx_vlm") is None:
    pytest.skip(
        "mlx-vlm is not installed: generating from images needs the optional 'vision' extra "
        "(pip install mlx-vlm==0.7.10)",
        allow_module_level=True,
    )

from augury.engine import backend

backend.prepare("cpu")

from augury.engine.generate import GenerationSession, ImageGenerationSession, PromptCacheStore  # noqa: E402
from augury.engine.model import LoadedModel  # noqa: E402
from augury.engine.testmodels import make_test_model  # noqa: E402
from augury.engine.types import GenerationDone, ImageInputs, SamplingSettings  # noqa: E402
from augury.engine.vision import VisionModel  # noqa: E402
from augury.engine.worker import EngineWorker  # noqa: E402
from tests.test_api_responses import Local, assert_well_formed, counting_steps, local_server, wait_idle  # noqa: E402

TOLERANCE = 1e-4
SMALL_TOKENS = 4
WIDE_HIGH_TOKENS = 64
WIDE_LOW_TOKENS = 16
FRAME_TOKENS = 2  # <|vision_start|> and <|vision_end|> around each image's tokens
#: The server's multimodal prompt limit here: one WIDE image fits (90 tokens), two do not.
MULTIMODAL_LIMIT = 100
QUESTION = "what is this?"


def png(width: int, height: int, seed: int = 0) -> bytes:
    """A noise PNG (noise, so two seeds never decode to the same picture)."""
    pixels = np.random.default_rng(seed).integers(0, 256, size=(height, width, 3), dtype=np.uint8)
    buf = io.BytesIO()
    Image.fromarray(pixels, "RGB").save(buf, "PNG")
    return buf.getvalue()


def data_url(data: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(data).decode("ascii")


SMALL = png(64, 48, seed=1)
SMALL_OTHER = png(64, 48, seed=3)
WIDE = png(1024, 64, seed=2)


def responses_input(url: str, detail: str | None = None) -> Any:
    image: dict[str, Any] = {"type": "input_image", "image_url": url}
    if detail is not None:
        image["detail"] = detail
    return [{"role": "user", "content": [{"type": "input_text", "text": QUESTION}, image]}]


def chat_messages(url: str) -> Any:
    return [{"role": "user", "content": [{"type": "text", "text": QUESTION},
                                         {"type": "image_url", "image_url": {"url": url}}]}]


# -- fixtures -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def vl_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_test_model(tmp_path_factory.mktemp("vl") / "tiny-qwen3_5-vl", arch="qwen3_5_vl")


@pytest.fixture(scope="module")
def local(vl_dir: Path, model_dirs: dict[str, Path]) -> Iterator[Local]:
    """``vl`` (vision) and ``tiny`` (text-only), in this process so the engine counters are visible."""
    with local_server({"vl": vl_dir, "tiny": model_dirs["tiny"]}, allow_private_image_urls=True,
                      multimodal_context_tokens=MULTIMODAL_LIMIT) as srv:
        yield srv


@pytest.fixture(scope="module")
def sdk(local: Local) -> openai.OpenAI:
    return openai.OpenAI(base_url=local.base_url + "/v1", api_key="unused", max_retries=0, timeout=60)


@pytest.fixture(scope="module")
def loaded(vl_dir: Path) -> LoadedModel:
    return LoadedModel("vl", vl_dir, device="cpu")


@pytest.fixture(scope="module")
def worker() -> Iterator[EngineWorker]:
    engine = EngineWorker()
    yield engine
    engine.shutdown()


@pytest.fixture(scope="module")
def image_server() -> Iterator[str]:
    """A local http server answering every GET with SMALL as image/png; yields its base URL."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(SMALL)))
            self.end_headers()
            self.wfile.write(SMALL)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    thread.join(timeout=10)


# -- engine helpers -----------------------------------------------------------------------------


def vision_of(model: LoadedModel) -> VisionModel:
    assert model.vision is not None
    return model.vision


def prompt_with(model: LoadedModel, *files: bytes) -> tuple[list[int], ImageInputs]:
    """The expanded prompt of one user turn (QUESTION then the images), as the routes build it."""
    vision = vision_of(model)
    parts: list[dict[str, Any]] = [{"type": "text", "text": QUESTION}]
    parts += [{"type": "image", "image": "data:"} for _ in files]
    text = model.tokenizer.render_messages([{"role": "user", "content": parts}])
    inputs = vision.prepare([Image.open(io.BytesIO(f)).convert("RGB") for f in files])
    return vision.expand(model.tokenizer.encode(text), inputs), inputs


def scored(worker: EngineWorker, model: LoadedModel, ids: Sequence[int], inputs: ImageInputs) -> npt.NDArray[Any]:
    """The decision path's next-token log-probabilities after ``ids`` (prefilled alone, vision tower included)."""
    logprobs, _ = worker.call(vision_of(model).next_token_logprobs, [ids], inputs, share_prefix=False)
    return np.array(logprobs[0])


def first_distribution(session: ImageGenerationSession, worker: EngineWorker) -> npt.NDArray[Any]:
    worker.call(session.step)
    assert session.logprobs is not None
    return np.array(session.logprobs)


def run_to_end(session: ImageGenerationSession | GenerationSession, worker: EngineWorker) -> GenerationDone:
    while True:
        step = worker.call(session.step)
        if isinstance(step, GenerationDone):
            return step
        if session.done is not None:
            return session.done


GREEDY = SamplingSettings(max_tokens=3, temperature=0.0)


# -- engine: the image features are in the prefill ----------------------------------------------


def test_first_token_distribution_equals_the_scoring_path(loaded: LoadedModel, worker: EngineWorker) -> None:
    ids, inputs = prompt_with(loaded, SMALL, WIDE)
    session = worker.call(ImageGenerationSession, loaded, ids, inputs, GREEDY)
    got = first_distribution(session, worker)
    assert float(np.max(np.abs(got - scored(worker, loaded, ids, inputs)))) < TOLERANCE
    # The pictures matter: another image of the same size gives another distribution.
    other_ids, other_inputs = prompt_with(loaded, SMALL_OTHER, WIDE)
    assert other_ids == ids
    assert float(np.max(np.abs(got - scored(worker, loaded, ids, other_inputs)))) > 1e-3


def test_decoded_tokens_sit_at_the_positions_after_the_images(loaded: LoadedModel, worker: EngineWorker) -> None:
    ids, inputs = prompt_with(loaded, WIDE)
    # Greedy: a fixed token path, so the check does not depend on what a random draw picked.
    session = worker.call(ImageGenerationSession, loaded, ids, inputs, SamplingSettings(max_tokens=8, temperature=0.0))
    first_distribution(session, worker)
    for _ in range(2):
        worker.call(session.step)
        assert session.logprobs is not None
        fed = ids + session.generated[:-1]
        want = scored(worker, loaded, fed, inputs)
        assert float(np.max(np.abs(np.array(session.logprobs) - want))) < TOLERANCE


def test_prompt_cache_is_kept_per_set_of_images(loaded: LoadedModel, worker: EngineWorker) -> None:
    store = PromptCacheStore()
    ids, inputs = prompt_with(loaded, SMALL)
    first = worker.call(ImageGenerationSession, loaded, ids, inputs, GREEDY, store)
    run_to_end(first, worker)
    follow_up = first.fed + ids[-4:]
    # The same tokens with another picture, or as a text prompt, find nothing.
    _, other_inputs = prompt_with(loaded, SMALL_OTHER)
    other = worker.call(ImageGenerationSession, loaded, follow_up, other_inputs, GREEDY, store)
    assert other.cached_tokens == 0
    text = worker.call(GenerationSession, loaded, follow_up, GREEDY, store)
    assert text.cached_tokens == 0
    worker.call(text.close)
    # The same picture reuses the whole conversation so far, and reading on from it is exact.
    again = worker.call(ImageGenerationSession, loaded, follow_up, inputs, GREEDY, store)
    assert again.cached_tokens == len(first.fed) == len(ids) + GREEDY.max_tokens - 1
    got = first_distribution(again, worker)
    assert float(np.max(np.abs(got - scored(worker, loaded, follow_up, inputs)))) < TOLERANCE


# -- over HTTP ----------------------------------------------------------------------------------


def text_only_tokens(sdk: openai.OpenAI) -> int:
    response = sdk.responses.create(model="vl", input=QUESTION, max_output_tokens=1, temperature=0)
    assert response.usage is not None
    return response.usage.input_tokens


def test_responses_with_an_image(sdk: openai.OpenAI) -> None:
    response = sdk.responses.create(
        model="vl", input=responses_input(data_url(SMALL)), max_output_tokens=6, temperature=0
    )
    assert response.status in ("completed", "incomplete")
    assert response.output[0].type == "message"
    assert response.output_text
    assert response.usage is not None
    assert response.usage.input_tokens == text_only_tokens(sdk) + SMALL_TOKENS + FRAME_TOKENS


def test_responses_stream_with_an_image(sdk: openai.OpenAI) -> None:
    stream = sdk.responses.create(
        model="vl", input=responses_input(data_url(SMALL)), max_output_tokens=6, temperature=0, stream=True
    )
    events = [event.model_dump() for event in stream]
    assert_well_formed(events)  # the exact §4 order, one response id, sequence numbers 0, 1, …
    assert events[-1]["type"] in ("response.completed", "response.incomplete")
    assert events[-1]["response"]["usage"]["input_tokens"] == text_only_tokens(sdk) + SMALL_TOKENS + FRAME_TOKENS


def test_chat_completion_with_an_image_url_part(sdk: openai.OpenAI) -> None:
    completion = sdk.chat.completions.create(
        model="vl", messages=chat_messages(data_url(SMALL)), max_tokens=6, temperature=0
    )
    assert completion.choices[0].finish_reason in ("stop", "length")
    assert completion.choices[0].message.content
    assert completion.usage is not None
    assert completion.usage.prompt_tokens == text_only_tokens(sdk) + SMALL_TOKENS + FRAME_TOKENS


def test_http_image_url_is_fetched(sdk: openai.OpenAI, image_server: str) -> None:
    by_url = sdk.responses.create(
        model="vl", input=responses_input(f"{image_server}/small.png"), max_output_tokens=4, temperature=0
    )
    inline = sdk.responses.create(model="vl", input=responses_input(data_url(SMALL)), max_output_tokens=4,
                                  temperature=0)
    assert (by_url.output_text, by_url.usage) == (inline.output_text, inline.usage)


def test_detail_low_shrinks_the_image_tokens(sdk: openai.OpenAI) -> None:
    tokens = {}
    for detail in ("low", "high"):
        response = sdk.responses.create(
            model="vl", input=responses_input(data_url(WIDE), detail), max_output_tokens=1, temperature=0
        )
        assert response.usage is not None
        tokens[detail] = response.usage.input_tokens
    assert tokens["high"] - tokens["low"] == WIDE_HIGH_TOKENS - WIDE_LOW_TOKENS


def error_of(exc: openai.BadRequestError) -> dict[str, Any]:
    body = exc.response.json()
    assert isinstance(body, dict)
    error: dict[str, Any] = body["error"]
    assert error["type"] == "invalid_request_error"
    return error


def test_bad_image_is_refused_naming_the_param(sdk: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as responses_refusal:
        sdk.responses.create(model="vl", input=responses_input(data_url(SMALL[:-30])))
    error = error_of(responses_refusal.value)
    assert error["param"] == "input[0].content[1].image_url"
    assert "incomplete or corrupt" in error["message"]
    with pytest.raises(openai.BadRequestError) as chat_refusal:
        sdk.chat.completions.create(model="vl", messages=chat_messages(data_url(SMALL[:-30])))
    assert error_of(chat_refusal.value)["param"] == "messages[0].content[1].image_url.url"


def test_prompt_over_the_multimodal_limit(sdk: openai.OpenAI) -> None:
    conversation = responses_input(data_url(WIDE))
    conversation[0]["content"].append({"type": "input_image", "image_url": data_url(WIDE)})
    with pytest.raises(openai.BadRequestError) as refusal:
        sdk.responses.create(model="vl", input=conversation)
    error = error_of(refusal.value)
    assert (error["param"], error["code"]) == ("input", "context_length_exceeded")
    assert error["message"].startswith(f"maximum context length is {MULTIMODAL_LIMIT} tokens for a prompt with images")
    assert f"({2 * WIDE_HIGH_TOKENS} of them for 2 images)" in error["message"]


@pytest.mark.parametrize("placeholder", ["<|image_pad|>", "<|video_pad|>"])
def test_placeholder_typed_into_the_text_is_refused(sdk: openai.OpenAI, placeholder: str) -> None:
    conversation = responses_input(data_url(SMALL))
    conversation[0]["content"][0]["text"] = f"look: {placeholder}"
    with pytest.raises(openai.BadRequestError) as refusal:
        sdk.responses.create(model="vl", input=conversation)
    error = error_of(refusal.value)
    assert error["param"] == "input"
    assert error["message"].startswith(f"The text of input contains {placeholder}, which model vl reserves for ")


def test_text_only_model_refuses_images(sdk: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as refusal:
        sdk.responses.create(model="tiny", input=responses_input(data_url(SMALL)))
    error = error_of(refusal.value)
    assert error["param"] == "input[0].content[1].image_url"
    assert "is text-only and cannot read images" in error["message"]


def test_client_disconnect_stops_image_generation(local: Local, sdk: openai.OpenAI) -> None:
    with counting_steps(local.services) as steps:
        with sdk.responses.create(model="vl", input=responses_input(data_url(WIDE)), max_output_tokens=1000,
                                  temperature=0, stream=True) as stream:
            deltas = 0
            for event in stream:
                deltas += event.type == "response.output_text.delta"
                if deltas == 3:
                    break
        assert wait_idle(local.services) < 1.0
        generated = steps.n
        assert 3 <= generated < 200  # of the 1000 asked for
        # The engine is free again.
        with httpx.Client(base_url=local.base_url, timeout=30) as client:
            resp = client.post("/v1/responses", json={"model": "vl", "input": responses_input(data_url(SMALL)),
                                                      "max_output_tokens": 2})
        assert resp.status_code == 200, resp.text
        assert steps.n - generated <= 2
