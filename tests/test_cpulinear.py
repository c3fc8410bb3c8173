"""One-row products through gemv on the CPU: the same numbers as MLX's matmul, taken for decode rows only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402
from mlx.nn.layers.embedding import Embedding  # noqa: E402
from mlx.nn.layers.linear import Linear  # noqa: E402

from augury.engine import cpulinear  # noqa: E402
from augury.engine.model import LoadedModel  # noqa: E402


def _close(got: mx.array, want: mx.array) -> bool:
    # f32 sums in another order: relative to the size of the outputs
    return bool(mx.max(mx.abs(got - want)).item() <= 1e-5 * max(1.0, mx.max(mx.abs(want)).item()))


@pytest.mark.parametrize("shape", [(1, 64), (1, 1, 64), (2, 1, 64), (1, 2, 64), (3, 1, 64), (2, 4, 64)])
@pytest.mark.parametrize("bias", [True, False])
def test_row_products_equal_mlx_matmul(shape: tuple[int, ...], bias: bool) -> None:
    mx.random.seed(len(shape) + shape[0])
    layer = Linear(64, 96, bias=bias)
    x = mx.random.normal(shape)
    want = layer(x)
    layer.__class__ = cpulinear.RowLinear
    got = layer(x)
    assert got.shape == want.shape == (*shape[:-1], 96)
    assert _close(got, want)


def test_each_row_is_computed_alike_alone_and_beside_others() -> None:
    mx.random.seed(1)
    layer = cpulinear.RowLinear(64, 96)
    rows = mx.random.normal((cpulinear.MAX_ROWS, 1, 64))
    together = layer(rows)
    for i in range(cpulinear.MAX_ROWS):
        assert mx.array_equal(together[i], layer(rows[i : i + 1])[0])


@pytest.mark.parametrize(("case", "rows_path"), [
    ("one row", True), ("max rows", True), ("wider", False), ("float16", False),
])
def test_the_row_path_is_taken_for_few_float32_rows_only(case: str, rows_path: bool,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    taken: list[bool] = []
    real = cpulinear.matvec

    def counted(*a: Any, **k: Any) -> mx.array:
        taken.append(True)
        return real(*a, **k)

    monkeypatch.setattr(cpulinear, "matvec", counted)
    layer = cpulinear.RowLinear(32, 16)
    rows = {"one row": 1, "max rows": cpulinear.MAX_ROWS, "wider": cpulinear.MAX_ROWS + 1, "float16": 1}[case]
    x = mx.random.normal((rows, 1, 32))
    if case == "float16":
        layer.set_dtype(mx.float16)
        x = x.astype(mx.float16)
    mx.eval(layer(x))
    assert bool(taken) is rows_path


def test_a_tied_head_runs_rows_through_gemv() -> None:
    mx.random.seed(2)
    table = Embedding(500, 64)
    x = mx.random.normal((2, 1, 64))
    want = table.as_linear(x)
    table.__class__ = cpulinear.RowEmbedding
    assert _close(table.as_linear(x), want)
    assert mx.array_equal(table(mx.array([3, 7])), table.weight[mx.array([3, 7])])  # lookups untouched


def test_a_cpu_model_decodes_through_the_row_path_with_the_same_logits(model_dirs: dict[str, Path],
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    loaded = LoadedModel("tiny", model_dirs["tiny"], device="cpu")
    switched = [m for _, m in loaded.model.named_modules() if isinstance(m, (cpulinear.RowLinear,
                                                                             cpulinear.RowEmbedding))]
    assert switched and not any(type(m) in (Linear, Embedding) for _, m in loaded.model.named_modules())
    calls: list[int] = []
    real = cpulinear.matvec
    monkeypatch.setattr(cpulinear, "matvec", lambda *a, **k: calls.append(1) or real(*a, **k))
    token = mx.array([[17]])  # one decode step from nothing: one row through every layer
    got = loaded.model(token)
    assert len(calls) >= len(switched) - 1  # every projection and the head (the embedding lookup is no product)
    for m in switched:
        m.__class__ = Embedding if isinstance(m, cpulinear.RowEmbedding) else Linear
    want = loaded.model(token)
    assert _close(got, want)
