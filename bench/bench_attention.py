"""Why long prompts were slow on the CPU: MLX's scalar ``exp`` against NumPy's, and one attention block both ways.

    python -m bench.bench_attention [--rows 128 --keys 8000 --heads 16 --kv-heads 8 --dim 128] [--repeats 5]

Prints, alternating the compared paths in one process (medians, wall and CPU time): ``exp`` over one block's
scores in MLX and in NumPy (ns per element), the two matmuls of attention alone, MLX's fused
``scaled_dot_product_attention`` (causal) and Augury's (:func:`augury.engine.cpuattention.attention`), and
the ratio of the last two, with the largest difference between their outputs. The defaults are one prefill
chunk of the Qwen3-0.6B shape at the end of an 8,000-token input.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from bench.perf import backend, print_table, save


def _median(samples: list[tuple[float, float]]) -> tuple[float, float]:
    ordered = sorted(samples)
    return ordered[len(ordered) // 2]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=128)
    ap.add_argument("--keys", type=int, default=8000)
    ap.add_argument("--heads", type=int, default=16)
    ap.add_argument("--kv-heads", type=int, default=8)
    ap.add_argument("--dim", type=int, default=128)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    info = backend("cpu")
    import mlx.core as mx
    import numpy as np

    from augury.engine import cpuattention

    rows, keys, heads, kv, dim = args.rows, args.keys, args.heads, args.kv_heads, args.dim
    q = mx.random.normal((1, heads, rows, dim))
    k, v = mx.random.normal((1, kv, keys, dim)), mx.random.normal((1, kv, keys, dim))
    scores = mx.random.normal((1, heads, rows, keys))
    mx.eval(q, k, v, scores)
    scores_np = np.array(scores)
    scale = dim ** -0.5

    def matmuls() -> Any:
        grouped = (q * scale).reshape(1, kv, heads // kv * rows, dim)
        return (grouped @ k.swapaxes(-1, -2)) @ v

    paths: dict[str, Callable[[], Any]] = {
        "exp, MLX": lambda: mx.eval(mx.exp(scores)),
        "exp, NumPy": lambda: np.exp(scores_np),
        "attention matmuls alone (MLX)": lambda: mx.eval(matmuls()),
        "attention, MLX fused (causal)": lambda: mx.eval(
            mx.fast.scaled_dot_product_attention(q, k, v, scale=scale, mask="causal")),
        "attention, Augury (causal)": lambda: mx.eval(cpuattention.attention(q, k, v, scale=scale, mask="causal")),
    }
    for run in paths.values():
        run()
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in paths}
    for _ in range(args.repeats):
        for name, run in paths.items():
            wall, cpu = time.perf_counter(), time.process_time()
            run()
            samples[name].append((time.perf_counter() - wall, time.process_time() - cpu))
    elements = heads * rows * keys
    table = []
    for name, got in samples.items():
        wall, cpu = _median(got)
        per = f"{wall / elements * 1e9:.2f} ns/element" if name.startswith("exp") else ""
        table.append([name, wall * 1e3, cpu * 1e3, per])
    fused = _median(samples["attention, MLX fused (causal)"])[0]
    ours = _median(samples["attention, Augury (causal)"])[0]
    exp_ratio = _median(samples["exp, MLX"])[0] / _median(samples["exp, NumPy"])[0]
    difference = mx.max(mx.abs(
        mx.fast.scaled_dot_product_attention(q, k, v, scale=scale, mask="causal")
        - cpuattention.attention(q, k, v, scale=scale, mask="causal"))).item()
    print_table(["path", "wall ms", "cpu ms", "note"], table)
    print(f"exp: MLX / NumPy = {exp_ratio:.1f}x; attention block: MLX fused / Augury = {fused / ours:.2f}x; "
          f"largest difference {difference:.1e}")
    rows_out = [dict(zip(("path", "wall_ms", "cpu_ms", "note"), row, strict=True)) for row in table]
    save("attention", {"backend": info, "shape": vars(args), "rows": rows_out, "fused_over_augury": fused / ours,
                       "exp_mlx_over_numpy": exp_ratio, "max_abs_difference": difference})


if __name__ == "__main__":
    main()
