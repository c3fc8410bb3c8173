"""A generation's prompt is prefilled in one forward pass when short (time to first token), chunked when long."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402
from mlx_lm.models.cache import make_prompt_cache  # noqa: E402

from augury.engine.model import LoadedModel  # noqa: E402


@pytest.fixture(scope="module", params=["tiny", "tiny35"])
def model(request: pytest.FixtureRequest, model_dirs: dict[str, Path]) -> LoadedModel:
    return LoadedModel(request.param, model_dirs[request.param], device="cpu")


def prompt(model: LoadedModel) -> list[int]:
    tok = model.tokenizer
    return tok.encode(tok.render_user_turn("My parcel never arrived and I was charged twice for it."))


def two_pass_reference(model: LoadedModel, tokens: list[int]) -> mx.array:
    """mlx-lm's way: every token but the last, then the last alone."""
    cache = make_prompt_cache(model.model)
    model.model(mx.array([tokens[:-1]]), cache=cache)
    return model.model(mx.array([tokens[-1:]]), cache=cache)[:, -1, :]


def test_a_short_prompt_costs_one_forward_pass(model: LoadedModel, monkeypatch: pytest.MonkeyPatch) -> None:
    tokens = prompt(model)
    layer_type = type(model._backbone.layers[0])  # type: ignore[union-attr]
    calls: list[int] = []
    original = layer_type.__call__

    def counted(self: Any, x: mx.array, *args: Any, **kwargs: Any) -> Any:
        if self is model._backbone.layers[0]:  # type: ignore[union-attr]
            calls.append(int(x.shape[1]))
        return original(self, x, *args, **kwargs)

    monkeypatch.setattr(layer_type, "__call__", counted)
    logits = model.prefill_logits(tokens, make_prompt_cache(model.model), 2048)
    mx.eval(logits)
    assert calls == [len(tokens)]
    monkeypatch.undo()
    want = two_pass_reference(model, tokens)
    assert mx.max(mx.abs(logits - want)).item() < 1e-4


def test_a_long_prompt_is_prefilled_in_chunks_to_the_same_logits(model: LoadedModel) -> None:
    tokens = prompt(model) * 3
    cache = make_prompt_cache(model.model)
    logits = model.prefill_logits(tokens, cache, 7)
    assert mx.max(mx.abs(logits - two_pass_reference(model, tokens))).item() < 1e-4
    assert max(getattr(c, "offset", 0) for c in cache) == len(tokens)


def test_a_long_prefix_is_prefilled_in_chunks_that_shrink_as_the_keys_grow(
    model: LoadedModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each chunk's attention scores (heads x chunk x keys, f32) stay under the budget, and the KV is the same."""
    import augury.engine.model as model_module

    tokens = (prompt(model) * 40)[:600]
    heads = int(model_module._text_config(model.config)["num_attention_heads"])
    monkeypatch.setattr(model_module, "PREFILL_CHUNK", 256)
    monkeypatch.setattr(model_module, "MIN_PREFILL_CHUNK", 16)
    monkeypatch.setattr(model_module, "PREFILL_SCORE_BYTES", 4 * heads * 64 * 512)  # 64 rows over 512 keys
    layer_type = type(model._backbone.layers[0])  # type: ignore[union-attr]
    calls: list[int] = []
    original = layer_type.__call__

    def counted(self: Any, x: mx.array, *args: Any, **kwargs: Any) -> Any:
        if self is model._backbone.layers[0]:  # type: ignore[union-attr]
            calls.append(int(x.shape[1]))
        return original(self, x, *args, **kwargs)

    monkeypatch.setattr(layer_type, "__call__", counted)
    cache = make_prompt_cache(model.model)
    model._run_chunked(tokens, cache)
    monkeypatch.undo()
    assert sum(calls) == len(tokens)
    held = [sum(calls[:i]) for i in range(len(calls))]
    # Scores of a chunk over every key it sees (the keys held plus a full chunk) fit the budget, or it is the minimum.
    assert all(n == 16 or 4 * heads * n * (h + 256) <= 4 * heads * 64 * 512 for n, h in zip(calls, held, strict=True))
    assert calls[0] > calls[-1] and len(calls) > len(tokens) // 256 + 1
    whole = make_prompt_cache(model.model)
    model._run_chunked(tokens, whole)  # the default budget: fewer, larger chunks
    mx.eval([c.state for c in whole])
    for a, b in zip(cache, whole, strict=True):
        if isinstance(getattr(a, "keys", None), mx.array):
            assert mx.max(mx.abs(a.keys[..., : len(tokens), :] - b.keys[..., : len(tokens), :])).item() < 1e-4
