"""One-row products with the weights on the CPU through BLAS's matrix-vector routine (MLX calls only GEMM).

Decoding one token multiplies one row by every weight matrix: reading the weights is the whole cost.
MLX's CPU backend sends ``x @ W.T`` to ``cblas_sgemm`` whatever the shape (``nm -D libmlx.so`` imports
no gemv), and a GEMM with one row reads the weights several times slower than ``cblas_sgemv`` on the same
OpenBLAS (``python -m bench.bench_gemv``). NumPy's ``W @ x`` for a matrix and a vector is ``sgemv``.

:func:`install` gives a loaded float32 model's plain :class:`mlx.nn.Linear` layers, and the tied
embedding's ``as_linear`` (Qwen3's LM head), a path for inputs of :data:`MAX_ROWS` rows or fewer: each
row is one ``sgemv`` on the weights read in place (MLX arrays export their buffers) and only the small
output is copied back into MLX. Wider inputs (decode batches of several streams, prefill chunks), other
dtypes, quantized layers and devices other than the CPU take MLX's matmul as before: f32 sums in another
order, so a stream decoded alone and the same stream in a batch agree to about 1e-6, not bit for bit.
"""

from __future__ import annotations

from typing import Any

import mlx.core as mx
import numpy as np
from mlx.nn.layers.embedding import Embedding
from mlx.nn.layers.linear import Linear

#: Rows up to which a product runs as one gemv per row; wider inputs are GEMMs. Each gemv reads the weights once:
#: measured on the Qwen3-0.6B shape (``bench_gemv --decode-model``), a decode step of one row took 106 ms this way
#: against 249 ms through MLX's matmul (2.4x), but eight rows 401 ms against 357 ms (one GEMM reads them once).
MAX_ROWS = 2


def _rows(x: mx.array, weight: mx.array) -> bool:
    rows = x.size // x.shape[-1] if x.ndim else 0
    return (0 < rows <= MAX_ROWS and x.dtype == mx.float32 and weight.dtype == mx.float32
            and mx.default_device() == mx.cpu)


def matvec(x: mx.array, weight: mx.array, bias: mx.array | None = None) -> mx.array:
    """``x @ weight.T (+ bias)`` for ``x`` [..., in] and ``weight`` [out, in], one ``sgemv`` per row of ``x``."""
    mx.eval(x, weight) if bias is None else mx.eval(x, weight, bias)
    w = np.asarray(weight)
    flat = np.asarray(x).reshape(-1, x.shape[-1])
    out = np.empty((flat.shape[0], w.shape[0]), np.float32)
    for row in range(flat.shape[0]):
        np.matmul(w, flat[row], out=out[row])
    if bias is not None:
        out += np.asarray(bias)
    return mx.array(out).reshape(*x.shape[:-1], w.shape[0])


class RowLinear(Linear):
    """:class:`mlx.nn.Linear` whose few-row inputs run as :func:`matvec` (same weights, same parameters)."""

    def __call__(self, x: mx.array) -> mx.array:
        if _rows(x, self.weight):
            return matvec(x, self.weight, self.get("bias"))
        return super().__call__(x)


class RowEmbedding(Embedding):
    """:class:`mlx.nn.Embedding` whose ``as_linear`` (a tied LM head) runs few rows as :func:`matvec`."""

    def as_linear(self, x: mx.array) -> mx.array:
        if _rows(x, self.weight):
            return matvec(x, self.weight)
        result: mx.array = super().as_linear(x)  # type: ignore[no-untyped-call]
        return result


def install(model: Any) -> int:
    """Switch ``model``'s plain Linear and Embedding layers to the row path; how many were switched.

    Only layers of exactly those classes change (their class, not their parameters): quantized and
    sharded layers are other classes and keep theirs.
    """
    switched = 0
    for _, module in model.named_modules():
        if type(module) is Linear:
            module.__class__ = RowLinear
            switched += 1
        elif type(module) is Embedding:
            module.__class__ = RowEmbedding
            switched += 1
    return switched
