"""Where MLX's CPU decode bandwidth goes: one token times a weight matrix, three ways on the same BLAS.

    python -m bench.bench_gemv [--rows 32768 --cols 2048] [--repeats 20]

Decoding one token is a vector-matrix product per weight (``x @ W.T``, ``W`` stored [out, in] as
mlx-lm's Linear keeps it): reading the weights is the whole cost, so GB/s of weights read is the figure.
Measured alternately, in one process, on the BLAS Augury preloads (``AUGURY_BLAS``):

* ``mlx matmul``: ``mx.matmul(x, W.T)`` with ``x`` [1, in], what every decode step runs;
* ``cblas_sgemm M=1``: the same product as the general matrix multiply, called directly through ctypes;
* ``cblas_sgemv``: the matrix-vector routine BLAS has for exactly this shape;
* ``augury row path``: :func:`augury.engine.cpulinear.matvec` (NumPy's ``W @ x``, gemv on NumPy's BLAS), what
  a loaded CPU model's Linear layers run for decode rows.

``--decode-model DIR`` then times whole decode steps (one token, batch ``--decode-rows``) of that model
folder, loaded as the server loads it, with the row path and with MLX's matmul (the layers switched back),
alternating.

The weight matrix is far larger than the caches (268 MB by default), so each figure is memory bandwidth.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import time
from collections.abc import Callable

import numpy as np

from bench.common import median
from bench.perf import backend, print_table, save

ROW_MAJOR, NO_TRANS, TRANS = 101, 111, 112


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=32768)
    ap.add_argument("--cols", type=int, default=2048)
    ap.add_argument("--repeats", type=int, default=20)
    ap.add_argument("--decode-model", type=str, default="", help="a model folder: also time whole decode steps")
    ap.add_argument("--decode-rows", type=int, default=1)
    args = ap.parse_args()
    info = backend("cpu")
    import mlx.core as mx

    n, k = args.rows, args.cols
    rng = np.random.default_rng(0)
    w_np = rng.standard_normal((n, k), dtype=np.float32)
    x_np = rng.standard_normal((1, k), dtype=np.float32)
    y_np = np.zeros((1, n), dtype=np.float32)
    w, x = mx.array(w_np), mx.array(x_np)
    mx.eval(w, x)

    from augury.engine import cpulinear

    ways: dict[str, Callable[[], object]] = {"mlx matmul": lambda: mx.eval(mx.matmul(x, w.T)),
                                             "augury row path": lambda: mx.eval(cpulinear.matvec(x, w))}
    lib_path = info["blas"] if info["blas"].startswith("/") else ""
    if lib_path:
        lib = ctypes.CDLL(lib_path)
        f = ctypes.c_float
        ptr = ctypes.c_void_p
        wp, xp, yp = (ptr(a.ctypes.data) for a in (w_np, x_np, y_np))
        lib.cblas_sgemm.argtypes = [ctypes.c_int] * 6 + [f, ptr, ctypes.c_int, ptr, ctypes.c_int, f, ptr, ctypes.c_int]
        lib.cblas_sgemv.argtypes = [ctypes.c_int] * 4 + [f, ptr, ctypes.c_int, ptr, ctypes.c_int, f, ptr, ctypes.c_int]
        ways["cblas_sgemm M=1"] = lambda: lib.cblas_sgemm(ROW_MAJOR, NO_TRANS, TRANS, 1, n, k, 1.0, xp, k, wp, k,
                                                          0.0, yp, n)
        ways["cblas_sgemv"] = lambda: lib.cblas_sgemv(ROW_MAJOR, NO_TRANS, n, k, 1.0, wp, k, xp, 1, 0.0, yp, 1)
        ways["cblas_sgemv"]()
        want = np.asarray(mx.matmul(x, w.T))
        assert np.allclose(y_np, want, rtol=1e-3, atol=1e-2), "sgemv disagrees with MLX"
    times: dict[str, list[float]] = {name: [] for name in ways}
    for fn in ways.values():
        fn()
    for _ in range(args.repeats):
        for name, fn in ways.items():
            t = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t)
    nbytes = w_np.nbytes
    rows = [[name, median(ts) * 1000, nbytes / median(ts) / 1e9] for name, ts in times.items()]
    print(f"{n} x {k} f32 weights ({nbytes / 1e6:.0f} MB); load {os.getloadavg()}; "
          f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS', 'unset')}")
    print_table(["way", "median ms", "GB/s of weights"], rows)
    decode = _decode_steps(args.decode_model, args.decode_rows, args.repeats) if args.decode_model else {}
    save("gemv-cpu", {"backend": info, "shape": [n, k], "median_ms": {r[0]: r[1] for r in rows},
                      "gb_per_s": {r[0]: r[2] for r in rows}, "load": os.getloadavg(), "repeats": args.repeats,
                      "decode_step_ms": decode})


def _decode_steps(folder: str, rows: int, repeats: int) -> dict[str, float]:
    """Median ms of one decode step of ``folder``'s model (``rows`` streams), row path vs MLX matmul."""
    from pathlib import Path

    import mlx.core as mx
    from mlx.nn.layers.embedding import Embedding
    from mlx.nn.layers.linear import Linear
    from mlx.utils import tree_flatten
    from mlx_lm.models.cache import make_prompt_cache

    from augury.engine import cpulinear
    from augury.engine.model import LoadedModel

    loaded = LoadedModel("bench", Path(folder), device="cpu")
    inner = loaded.model
    row_layers = [m for _, m in inner.named_modules() if isinstance(m, (cpulinear.RowLinear, cpulinear.RowEmbedding))]
    weights = sum(v.nbytes for _, v in tree_flatten(inner.parameters()))
    cache = make_prompt_cache(inner)
    mx.eval(inner(mx.array([[5] * 32] * rows), cache=cache))
    token = mx.array([[7]] * rows)

    def step() -> None:
        mx.eval(inner(token, cache=cache))
        for c in cache:
            c.offset -= 1  # the same position every step: the context does not grow between samples

    def plain(on: bool) -> None:
        for m in row_layers:
            if isinstance(m, Embedding):  # RowEmbedding is one too
                m.__class__ = Embedding if on else cpulinear.RowEmbedding
            else:
                m.__class__ = Linear if on else cpulinear.RowLinear

    times: dict[str, list[float]] = {"row path": [], "mlx matmul": []}
    for name in times:
        plain(name == "mlx matmul")
        step()
    for _ in range(repeats):
        for name in times:
            plain(name == "mlx matmul")
            t = time.perf_counter()
            step()
            times[name].append(time.perf_counter() - t)
    plain(False)
    out = {name: median(ts) * 1000 for name, ts in times.items()}
    print_table(["decode step", "median ms", "GB/s of weights"],
                [[name, ms, weights / (ms / 1000) / 1e9] for name, ms in out.items()])
    print(f"decode step ({rows} row(s)): MLX matmul / row path = {out['mlx matmul'] / out['row path']:.2f}x")
    return out


if __name__ == "__main__":
    main()
