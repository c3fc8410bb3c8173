"""What the performance benchmarks share: model shapes, decision bodies, answers, tables, results.

Every benchmark prints the backend it ran on (device, BLAS, MLX version), a table, and writes a JSON
file under bench/results/ (with machine, date and the command line), so docs/PERFORMANCE.md can quote it.
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.bench_overhead import QUESTIONS
from bench.common import write_result

__all__ = ["QUESTIONS", "Shape", "add_model_args", "answers_delta", "backend", "decision_body", "make_shaped_model",
           "model_path", "print_table", "save", "shape_from_args", "words_for_tokens"]


@dataclass(frozen=True)
class Shape:
    """A random-weight model's architecture and size."""

    arch: str = "qwen3"
    hidden: int = 256
    layers: int = 4
    intermediate: int = 768
    heads: int = 4
    kv_heads: int = 2
    head_dim: int | None = None
    tokenizer: str = "bpe"
    dtype: str = "float32"


#: ``small`` fits a busy 2-core CPU; ``qwen3-0.6b`` is Qwen3-0.6B's shape (28 layers, 16 x 128 query
#: heads, 8 key/value heads, real vocabulary), for GPUs.
PRESETS: dict[str, Shape] = {
    "small": Shape(),
    "medium": Shape(hidden=512, layers=8, intermediate=1536, heads=8, kv_heads=4),
    "small35": Shape(arch="qwen3_5", hidden=256, layers=4, intermediate=768, heads=4, kv_heads=2),
    "qwen3-0.6b": Shape(hidden=1024, layers=28, intermediate=3072, heads=16, kv_heads=8, head_dim=128,
                        tokenizer="qwen3", dtype="bfloat16"),
    "qwen3-0.6b-f32": Shape(hidden=1024, layers=28, intermediate=3072, heads=16, kv_heads=8, head_dim=128,
                            tokenizer="qwen3", dtype="float32"),
    "qwen3-0.6b-bpe": Shape(hidden=1024, layers=28, intermediate=3072, heads=16, kv_heads=8, head_dim=128,
                            tokenizer="bpe", dtype="bfloat16"),
}


def add_model_args(ap: argparse.ArgumentParser, default_preset: str = "small") -> None:
    ap.add_argument("--preset", default=default_preset, choices=sorted(PRESETS))
    ap.add_argument("--device", default="auto", choices=["auto", "cpu", "gpu"])
    ap.add_argument("--model-dir", type=Path, help="model folder to use (built there first when missing)")


def shape_from_args(args: argparse.Namespace) -> Shape:
    return PRESETS[args.preset]


def model_path(args: argparse.Namespace) -> Path:
    """The benchmark model's folder: ``--model-dir`` (built if missing) or a new temporary one."""
    path: Path = args.model_dir or Path(tempfile.mkdtemp()) / "m"
    if not (path / "config.json").exists():
        make_shaped_model(path, shape_from_args(args))
    return path


def backend(device: str) -> dict[str, str]:
    """Prepare MLX (OpenBLAS preloaded on CPUs) and say what the benchmark runs on."""
    from augury.engine import backend as engine_backend

    info = engine_backend.prepare(device)
    out = {"device": info.device, "blas": info.blas, "mlx": info.mlx_version}
    kernels = ""
    if info.blas_coretype:
        out["blas_coretype"] = info.blas_coretype
        kernels = f" (OpenBLAS core type {info.blas_coretype})"
    print(f"backend: MLX {info.mlx_version} on {info.device}; BLAS: {info.blas}{kernels}")
    return out


def make_shaped_model(out: Path, shape: Shape, *, seed: int = 0) -> Path:
    """A random-weight model folder of ``shape``.

    Shapes the test-model builder makes directly are built by it (byte-identical everywhere). A
    ``head_dim`` other than hidden/heads (Qwen3-0.6B) gets the builder's tokenizer and config with
    the shape rewritten and weights drawn by MLX's own generator (fast on a GPU; norms at 1).
    """
    from augury.engine.testmodels import make_test_model

    if shape.head_dim is None:
        return make_test_model(out, arch=shape.arch, tokenizer=shape.tokenizer,  # type: ignore[arg-type]
                               hidden_size=shape.hidden, num_layers=shape.layers,
                               intermediate_size=shape.intermediate, num_heads=shape.heads,
                               num_kv_heads=shape.kv_heads, seed=seed, dtype=shape.dtype)
    if shape.arch != "qwen3":
        raise ValueError("a head_dim override is only supported for qwen3 shapes")
    import mlx.core as mx
    from mlx.utils import tree_flatten

    from augury.engine.testmodels.weights import DTYPES, build_text_model

    make_test_model(out, arch="qwen3", tokenizer=shape.tokenizer,  # type: ignore[arg-type]
                    hidden_size=shape.heads * 2, num_layers=1, num_heads=shape.heads,
                    num_kv_heads=shape.kv_heads, dtype=shape.dtype)
    config = json.loads((out / "config.json").read_text())
    config.update(hidden_size=shape.hidden, num_hidden_layers=shape.layers, max_window_layers=shape.layers,
                  intermediate_size=shape.intermediate, num_attention_heads=shape.heads,
                  num_key_value_heads=shape.kv_heads, head_dim=shape.head_dim)
    model = build_text_model(config)
    mx.random.seed(seed)
    dtype = DTYPES[shape.dtype]
    weights: dict[str, mx.array] = {}
    flat: list[tuple[str, mx.array]] = tree_flatten(model.parameters())  # type: ignore[assignment]
    for name, param in flat:
        if name.endswith("norm.weight"):
            weights[name] = mx.ones(param.shape, dtype=dtype)
        else:
            weights[name] = (mx.random.normal(param.shape) * 0.02).astype(dtype)
    mx.eval(weights)
    mx.save_safetensors(str(out / "model.safetensors"), weights, metadata={"format": "mlx"})
    (out / "config.json").write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")
    return out


_TEXT = ("I was charged twice for my subscription and the parcel never arrived so please help me sort out "
         "the refund before the end of the month because my bank account is nearly empty and the courier "
         "keeps saying the box was delivered to a neighbour I have never met")
_WORDS = _TEXT.split(" ")


def input_text(words: int, variant: int = 0) -> str:
    """About ``words`` words of customer-message text; each ``variant`` is a different text."""
    out = [_WORDS[(i * (variant + 1) + variant * 7) % len(_WORDS)] for i in range(words)]
    return f"Ticket {variant}: " + " ".join(out)


def words_for_tokens(tokenizer: Any, tokens: int, variant: int = 0) -> int:
    """How many words of :func:`input_text` make about ``tokens`` tokens for ``tokenizer``."""
    lo, hi = 1, 4 * tokens
    while lo < hi:
        mid = (lo + hi) // 2
        if len(tokenizer.encode(input_text(mid, variant))) < tokens:
            lo = mid + 1
        else:
            hi = mid
    return lo


def decision_body(model: str, words: int, variant: int = 0, questions: Sequence[object] = QUESTIONS) -> dict[str, Any]:
    """A ``/v1/decisions`` body: the 8 benchmark questions over ``words`` words of input."""
    return {"model": model, "input": input_text(words, variant), "questions": list(questions)}


def answer_probabilities(response: dict[str, Any]) -> list[float]:
    """Every probability in a ``/v1/decisions`` response body, in order."""
    out: list[float] = []
    for answer in response["answers"]:
        if answer["type"] == "predicate":
            out.append(float(answer["probability"]))
        else:
            out += [float(p["probability"]) for p in answer["probabilities"]]
    return out


def engine_probabilities(answers: Sequence[Any]) -> list[float]:
    """Every probability of engine-side answers (``augury.decisions.formulas`` objects), in order."""
    out: list[float] = []
    for answer in answers:
        if hasattr(answer, "probabilities"):
            out += [float(p) for p in answer.probabilities]
        else:
            out.append(float(answer.probability))
    return out


def answers_delta(a: Sequence[float], b: Sequence[float]) -> float:
    """Largest absolute difference between two answer-probability lists (inf if they differ in shape)."""
    if len(a) != len(b):
        return math.inf
    return max((abs(x - y) for x, y in zip(a, b, strict=True)), default=0.0)


def print_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    print("  ".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(headers, widths, strict=True))))
    for r in cells:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True))))


def _cell(v: object) -> str:
    if isinstance(v, float):
        if v != 0 and (abs(v) < 1e-3 or abs(v) >= 1e6):
            return f"{v:.2e}"
        return f"{v:.3f}" if abs(v) < 10 else f"{v:.1f}"
    return str(v)


def save(name: str, payload: dict[str, Any]) -> Path:
    """Write bench/results/<name>.json with the command line that produced it."""
    command = "python -m bench." + Path(sys.argv[0]).stem + " " + shlex.join(sys.argv[1:])
    path = write_result(name, {"command": command.strip(), **payload})
    print(f"wrote {path}")
    return path


if __name__ == "__main__":
    # python -m bench.perf DIR --preset P [--device D]: build a benchmark model folder (for --model-dir).
    cli = argparse.ArgumentParser()
    cli.add_argument("dir", type=Path)
    add_model_args(cli)
    ns = cli.parse_args()
    backend(ns.device)
    ns.model_dir = ns.dir
    print(model_path(ns))
