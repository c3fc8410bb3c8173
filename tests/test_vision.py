"""Images in /v1/decisions and /v1/systemone, read by a tiny Qwen3.5 vision-language model.

The model is mlx-vlm's own Qwen3.5 class with seeded random weights (see augury.engine.testmodels):
the answers mean nothing, so the tests check plumbing and numerics, not what the model sees. Its
processor shrinks every image to at most 256 x 256 pixels' area in 32-pixel steps, one token per
32 x 32 block: a 1024 x 64 image is 64 tokens at full size and 16 at ``detail: "low"`` (512 x 32).
"""

from __future__ import annotations

import base64
import importlib
import importlib.util
import io
import json
import struct
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest
from PIL import Image

from tests.conftest import Server, assert_error, start_server, stop_server

if importlib.util.find_spec("mlx_vlm") is None:
    pytest.skip(
        "mlx-vlm is not installed: the vision tests need the optional 'vision' extra (pip install mlx-vlm==0.7.10)",
        allow_module_level=True,
    )

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402
from mlx.utils import tree_flatten  # noqa: E402

from augury.engine.model import LoadedModel  # noqa: E402

TOLERANCE = 1e-4
#: The server's multimodal context limit in these tests (the default is 4096; the tiny processor
#: never makes more than 64 tokens of an image, so a lower limit is needed to overflow it).
MULTIMODAL_LIMIT = 128
WIDE_HIGH_TOKENS = 64
WIDE_LOW_TOKENS = 16


# -- images -------------------------------------------------------------------------------------


def png(width: int, height: int, seed: int = 0) -> bytes:
    """A noise PNG (noise, so two sizes or seeds never decode to the same picture)."""
    pixels = np.random.default_rng(seed).integers(0, 256, size=(height, width, 3), dtype=np.uint8)
    buf = io.BytesIO()
    Image.fromarray(pixels, "RGB").save(buf, "PNG")
    return buf.getvalue()


def data_url(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64," + base64.b64encode(data).decode("ascii")


def header_only_png(width: int, height: int) -> bytes:
    """A PNG signature and IHDR claiming ``width`` x ``height``, and nothing else."""
    ihdr = struct.pack(">II5B", width, height, 8, 2, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk


SMALL = png(64, 48, seed=1)
WIDE = png(1024, 64, seed=2)


# -- fixtures -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def vl_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from augury.engine.testmodels import make_test_model

    return make_test_model(tmp_path_factory.mktemp("vl") / "tiny-qwen3_5-vl", arch="qwen3_5_vl")


@pytest.fixture(scope="module")
def vl_server(vl_dir: Path, model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Serves ``vl`` (the vision model) and ``tiny`` (a text-only model), multimodal limit lowered."""
    srv = start_server(
        ["--model", f"vl={vl_dir}", "--model", f"tiny={model_dirs['tiny']}"],
        tmp_path_factory.mktemp("vl-server"),
        env_extra={"AUGURY_MULTIMODAL_CONTEXT_TOKENS": str(MULTIMODAL_LIMIT)},
    )
    yield srv
    stop_server(srv)


@pytest.fixture
def client(vl_server: Server) -> Iterator[httpx.Client]:
    with vl_server.client() as c:
        yield c


@pytest.fixture(scope="module")
def loaded(vl_dir: Path) -> LoadedModel:
    return LoadedModel("vl", vl_dir, device="cpu")


# -- request helpers ----------------------------------------------------------------------------

PREDICATE = {"type": "predicate", "name": "red", "instructions": "The picture is mostly red."}
CHOICE = {
    "type": "choice",
    "name": "shape",
    "instructions": "Which shape is shown?",
    "choices": [{"value": "circle"}, {"value": "square", "description": "four equal sides"}, {"value": True}],
}
SCORE = {"type": "score", "name": "clarity", "instructions": "How clear is it?", "levels": [{"label": "blurry"},
                                                                                          {"label": "sharp"}]}


def decision(images: list[str], *, detail: str | None = None, text: str = "A photo.",
             questions: list[dict[str, Any]] | None = None, model: str = "vl") -> dict[str, Any]:
    parts: list[dict[str, Any]] = []
    for url in images:
        part: dict[str, Any] = {"type": "input_image", "image_url": url}
        if detail is not None:
            part["detail"] = detail
        parts.append(part)
    parts.append({"type": "input_text", "text": text})
    return {"model": model, "input": [{"role": "user", "content": parts}], "questions": questions or [PREDICATE]}


def systemone(images: list[Any], state: str = "A photo.") -> dict[str, Any]:
    return {"model": "vl", "state": state, "images": images,
            "questions": {"red": {"type": "noul", "instructions": "The picture is mostly red."}}}


# -- loading ------------------------------------------------------------------------------------


def test_vision_checkpoint_loads_with_its_vision_tower(loaded: LoadedModel) -> None:
    assert loaded.info.vision is True
    assert loaded.vision is not None and loaded.vision_unavailable is None
    assert loaded.vision.default_max_side == 1344


def test_language_weights_are_loaded_once(loaded: LoadedModel) -> None:
    assert loaded.vision is not None
    text: list[tuple[str, mx.array]] = tree_flatten(loaded.model.parameters())  # type: ignore[assignment]
    both = dict(tree_flatten(loaded.vision.vlm.parameters()))
    assert text and all(both[name] is array for name, array in text)


def test_without_mlx_vlm_a_vision_checkpoint_loads_text_only(vl_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def no_mlx_vlm(name: str, package: str | None = None) -> Any:
        if name.startswith("mlx_vlm"):
            raise ImportError(f"No module named {name!r}")
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", no_mlx_vlm)
    text_only = LoadedModel("vl", vl_dir, device="cpu")
    assert text_only.info.vision is False and text_only.vision is None
    assert text_only.vision_unavailable == (
        "the optional mlx-vlm package is not installed (pip install 'augury[vision]')"
    )
    ids = text_only.tokenizer.encode(text_only.tokenizer.render_user_turn("hello"))
    assert text_only.next_token_logprobs([ids]).shape == (1, text_only.info.vocab_size)


# -- engine numerics ----------------------------------------------------------------------------


def prompts_with_images(model: LoadedModel, n_images: int) -> list[list[int]]:
    tok = model.tokenizer
    texts = [
        "A photo.\n\nIs the following true? The picture is mostly red.\nAnswer with yes or no only.",
        "A photo.\n\nQuestion: Which shape is shown?\nA: circle\nB: square\nAnswer with the letter of one option only.",
        "A photo.\n\nQuestion: How clear is it?\n0: blurry\n1: sharp\nAnswer with the number of one level only.",
    ]
    return [tok.encode(tok.render_user_turn(t, n_images)) for t in texts]


def max_abs(diff: mx.array) -> float:
    value = mx.max(mx.abs(diff)).item()
    assert isinstance(value, float)
    return value


def pictures(*files: bytes) -> list[Image.Image]:
    return [Image.open(io.BytesIO(f)).convert("RGB") for f in files]


def test_expanded_prompt_equals_the_processors(loaded: LoadedModel) -> None:
    vision = loaded.vision
    assert vision is not None
    images = pictures(SMALL, WIDE)
    inputs = vision.prepare(images)
    assert inputs.token_counts == (4, WIDE_HIGH_TOKENS)
    prompt = loaded.tokenizer.render_user_turn("A photo.", 2)
    want = vision.processor(text=[prompt], images=images)["input_ids"][0].tolist()
    assert vision.expand(loaded.tokenizer.encode(prompt), inputs) == want


def test_matches_mlx_vlm_own_forward(loaded: LoadedModel) -> None:
    vision = loaded.vision
    assert vision is not None
    inputs = vision.prepare(pictures(SMALL, WIDE))
    seq = vision.expand(prompts_with_images(loaded, 2)[0], inputs)
    ours, shared = vision.next_token_logprobs([seq], inputs, share_prefix=False)
    logits = vision.vlm(
        mx.array([seq]), mx.array(inputs.pixel_values), image_grid_thw=mx.array(inputs.grid_thw)
    ).logits[0, -1].astype(mx.float32)
    want = logits - mx.logsumexp(logits)
    assert shared == 0
    assert ours.shape == (1, loaded.info.vocab_size)
    assert max_abs(ours[0] - want) < TOLERANCE


def test_questions_scored_together_equal_each_alone(loaded: LoadedModel) -> None:
    vision = loaded.vision
    assert vision is not None
    inputs = vision.prepare(pictures(SMALL, WIDE))
    seqs = [vision.expand(ids, inputs) for ids in prompts_with_images(loaded, 2)]
    together, shared = vision.next_token_logprobs(seqs, inputs)
    last_image = max(i for i, t in enumerate(seqs[0]) if t == vision.image_token_id)
    assert shared > last_image  # the images are in the shared prefix
    for i, seq in enumerate(seqs):
        alone, _ = vision.next_token_logprobs([seq], inputs, share_prefix=False)
        assert max_abs(together[i] - alone[0]) < TOLERANCE


# -- over HTTP: success -------------------------------------------------------------------------


def test_decisions_with_a_data_url_image(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(SMALL)], questions=[PREDICATE, CHOICE, SCORE]))
    assert resp.status_code == 200, resp.text
    predicate, choice, score = resp.json()["answers"]
    assert 0.0 < predicate["probability"] < 1.0
    assert [p["value"] for p in choice["probabilities"]] == ["circle", "square", True]
    assert sum(p["probability"] for p in choice["probabilities"]) == pytest.approx(1.0, abs=1e-9)
    assert sum(p["probability"] for p in score["probabilities"]) == pytest.approx(1.0, abs=1e-9)
    assert 0.0 <= score["score"] <= 1.0


def test_systemone_image_forms_give_the_same_answer(client: httpx.Client) -> None:
    as_url = client.post("/v1/systemone", json=systemone([data_url(SMALL)]))
    as_object = client.post(
        "/v1/systemone",
        json=systemone([{"content_type": "image/png", "base64": base64.b64encode(SMALL).decode("ascii")}]),
    )
    assert as_url.status_code == 200, as_url.text
    assert as_object.status_code == 200, as_object.text
    assert as_url.json()["answers"] == as_object.json()["answers"]
    assert 0.0 < as_url.json()["answers"]["red"]["noul"] < 1.0


def test_typesafe_multipart_image_asset(client: httpx.Client) -> None:
    boundary = "ca13187da45d43c6a94b6f3486654a41"
    placeholder = "<image:2927899609654c408448302215aa1932>"
    request = {
        "state": placeholder,
        "model": "vl",
        "questions": {"red": {"type": "noul", "instructions": "The picture is mostly red."}},
        "assets": {placeholder: {"type": "image", "part": "asset-0"}},
    }
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"request\"\r\nContent-Type: application/json\r\n\r\n"
        f"{json.dumps(request, separators=(',', ':'))}\r\n"
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"asset-0\"; filename=\"asset-0\"\r\n"
        "Content-Type: image/png\r\n\r\n"
    ).encode() + SMALL + f"\r\n--{boundary}--\r\n".encode()
    resp = client.post(
        "/v1/systemone", content=body, headers={"content-type": f"multipart/form-data; boundary={boundary}"}
    )
    assert resp.status_code == 200, resp.text
    # The placeholder becomes "[image 1]" and the image goes first: the same prompt as this JSON request.
    same = client.post("/v1/systemone", json=systemone([data_url(SMALL)], state="[image 1]"))
    assert resp.json()["answers"] == same.json()["answers"]
    assert resp.json()["usage"] == same.json()["usage"]


def test_detail_low_shrinks_the_image_tokens(client: httpx.Client) -> None:
    tokens = {}
    for detail in ("low", "high"):
        resp = client.post("/v1/decisions", json=decision([data_url(WIDE)], detail=detail))
        assert resp.status_code == 200, resp.text
        tokens[detail] = resp.json()["usage"]["input_tokens"]
    assert tokens["high"] - tokens["low"] == WIDE_HIGH_TOKENS - WIDE_LOW_TOKENS


def test_one_image_without_low_detail_keeps_the_default_size(client: httpx.Client) -> None:
    mixed = decision([data_url(WIDE), data_url(WIDE)], text="x")
    mixed["input"][0]["content"][0]["detail"] = "low"
    low = decision([data_url(WIDE), data_url(WIDE)], detail="low", text="x")
    got = {name: client.post("/v1/decisions", json=body) for name, body in (("mixed", mixed), ("low", low))}
    assert got["low"].status_code == 200, got["low"].text
    # Both images at full size overflow the limit: detail "low" on one image does not shrink either.
    assert_error(got["mixed"], param="questions[0]", starts="maximum context length")


def test_question_alone_and_in_a_batch_agree(client: httpx.Client) -> None:
    alone = client.post("/v1/decisions", json=decision([data_url(SMALL)], questions=[PREDICATE]))
    batch = client.post("/v1/decisions", json=decision([data_url(SMALL)], questions=[CHOICE, PREDICATE, SCORE]))
    assert alone.status_code == 200 and batch.status_code == 200, (alone.text, batch.text)
    assert batch.json()["answers"][1]["probability"] == pytest.approx(
        alone.json()["answers"][0]["probability"], abs=TOLERANCE
    )


# -- over HTTP: refusals ------------------------------------------------------------------------


def test_declared_type_disagreeing_with_the_bytes(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(SMALL, "image/jpeg")]))
    assert_error(resp, param="input[0].content[0].image_url",
                 message_has="declared as image/jpeg but its bytes are a PNG")


def test_truncated_png(client: httpx.Client) -> None:
    resp = client.post("/v1/systemone", json=systemone([data_url(SMALL[:-30])]))
    assert_error(resp, param="images[0]", message_has="the PNG image is incomplete or corrupt")


def test_five_images(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(SMALL)] * 5))
    assert_error(resp, param="input[0].content[4].image_url", message_has="at most 4 are allowed")


def test_huge_header_is_refused_before_decoding(client: httpx.Client) -> None:
    started = time.perf_counter()
    resp = client.post("/v1/systemone", json=systemone([data_url(header_only_png(50000, 50000))]))
    assert time.perf_counter() - started < 2.0
    assert_error(resp, param="images[0]", message_has="image is 50000x50000 pixels; the limit is 4096 pixels per side")


def test_prompt_over_the_multimodal_limit(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(WIDE), data_url(WIDE)], text="x"))
    err = assert_error(resp, param="questions[0]", starts=f"maximum context length is {MULTIMODAL_LIMIT} tokens")
    message = err["message"]
    assert f"{2 * WIDE_HIGH_TOKENS} of them for 2 images" in message
    assert resp.json()["error"]["code"] == "context_length_exceeded"


def test_extreme_aspect_ratio_the_processor_cannot_read(client: httpx.Client) -> None:
    resp = client.post("/v1/systemone", json=systemone([data_url(png(4000, 10))]))
    assert_error(resp, param="images[0]", starts="images[0]: model vl cannot read this image")


def test_image_token_typed_into_the_text(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(SMALL)], text="look: <|image_pad|>"))
    assert_error(resp, param="questions[0]", message_has="contains <|image_pad|>, which model vl reserves for images")


def test_text_only_model_refuses_images(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=decision([data_url(SMALL)], model="tiny"))
    assert_error(resp, param="input[0].content[0].image_url", message_has="is text-only and cannot read images")
