"""Decision scoring: one shared-prefix batch vs a fresh prefill per question, at the engine, in one run.

    python -m bench.bench_decisions [--hidden 256 --layers 4 --heads 4 --kv-heads 2] [--tokenizer bpe]
                                    [--input-tokens 500] [--questions 8] [--repeats 5] [--device cpu]

Builds a random-weight Qwen3 model of the given shape (``make_test_model``), plans one request of
``--questions`` questions (predicates, a choice, a score) over an input of about ``--input-tokens``
tokens exactly as the server plans it, then times two ways of reading every question's next-token
distribution, alternating them so machine noise hits both alike:

* ``shared prefix``: ``LoadedModel.shared_prefix_logprobs`` — the common prefix (chat header and
  input) prefilled once, the question suffixes batched on top of it (the server's path);
* ``fresh, one by one``: ``LoadedModel.next_token_logprobs`` on one prompt at a time — the reference
  behaviour of peers, which re-prefill every question.

Prints both medians, the speed ratio, and the largest difference between the two in any answer
probability (labels normalised as the server does) and in any label log-probability; writes the
numbers to ``bench/results/decisions-<device>.json``.
"""

from __future__ import annotations

import argparse
import math
import tempfile
from pathlib import Path
from typing import Any

from bench.common import median, write_result

SENTENCE = ("I was charged twice for my subscription and the parcel never arrived so please refund one of the "
            "payments and tell me when the replacement ships because I need it before the weekend")


def questions(count: int) -> list[dict[str, Any]]:
    """``count`` (at least 2) questions: predicates, then a four-way choice and a three-level score."""
    out: list[dict[str, Any]] = [
        {"type": "predicate", "name": f"p{i}", "instructions": f"The message mentions topic number {i}."}
        for i in range(count - 2)
    ]
    out.append({"type": "choice", "name": "team", "instructions": "Which team should handle it?",
                "choices": [{"value": v} for v in ("billing", "shipping", "technical", "sales")]})
    out.append({"type": "score", "name": "urgency", "instructions": "How urgent?",
                "levels": [{"label": "low"}, {"label": "medium"}, {"label": "high"}]})
    return out


def input_of(tokens: int, encode: Any) -> str:
    """Text of about ``tokens`` tokens for ``encode`` (grown word by word, so it lands on the target)."""
    words: list[str] = []
    while len(encode(" ".join(words))) < tokens:
        words.extend(SENTENCE.split())
    while len(words) > 1 and len(encode(" ".join(words[:-1]))) >= tokens:
        words.pop()
    return " ".join(words)


def normalised(logprobs: list[float]) -> list[float]:
    top = max(logprobs)
    weights = [math.exp(lp - top) for lp in logprobs]
    total = math.fsum(weights)
    return [w / total for w in weights]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hidden", type=int, default=256, help="hidden size (default 256)")
    ap.add_argument("--layers", type=int, default=4, help="transformer layers (default 4)")
    ap.add_argument("--heads", type=int, default=4, help="query heads (default 4)")
    ap.add_argument("--kv-heads", type=int, default=2, help="key/value heads (default 2)")
    ap.add_argument("--tokenizer", default="bpe", choices=["bpe", "qwen3"],
                    help="tiny BPE vocabulary or the real Qwen3 one (151,936 rows)")
    ap.add_argument("--input-tokens", type=int, default=500, help="tokens of input text (default 500)")
    ap.add_argument("--questions", type=int, default=8, help="questions in the request (default 8)")
    ap.add_argument("--repeats", type=int, default=5, help="timed runs of each way (default 5)")
    ap.add_argument("--device", default="cpu", choices=["cpu", "gpu", "auto"])
    args = ap.parse_args()
    if args.questions < 2:
        ap.error("--questions must be at least 2 (the request always has a choice and a score)")

    from augury.engine import backend

    info = backend.prepare(args.device)
    import time

    import mlx.core as mx

    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.plan import plan_request
    from augury.engine.model import LoadedModel
    from augury.engine.testmodels import make_test_model
    from augury_generated.models import CreateDecisionRequest

    folder = make_test_model(Path(tempfile.mkdtemp(prefix="augury-bench-")) / "model", arch="qwen3",
                             tokenizer=args.tokenizer, hidden_size=args.hidden, num_layers=args.layers,
                             num_heads=args.heads, num_kv_heads=args.kv_heads)
    model = LoadedModel("bench", folder, device=info.device)
    text = input_of(args.input_tokens, model.tokenizer.encode)
    request = parse_decision_request(
        CreateDecisionRequest.model_validate({"model": "bench", "input": text, "questions": questions(args.questions)})
    )
    plan = plan_request(request, model.tokenizer, context_length=model.info.context_length)
    prompts = [list(q.prompt_ids) for q in plan.questions]
    labels = [list(q.label_ids) for q in plan.questions]

    def shared() -> tuple[list[list[float]], int]:
        # The engine's return grew a cached-token count; the log-probabilities and shared length lead.
        result = model.shared_prefix_logprobs(prompts)
        lp, shared_tokens = result[0], int(result[1])
        rows: list[list[float]] = [lp[i, mx.array(ids)].tolist() for i, ids in enumerate(labels)]  # type: ignore[misc]
        return rows, shared_tokens

    def fresh() -> list[list[float]]:
        rows: list[list[float]] = []
        for prompt, ids in zip(prompts, labels, strict=True):
            lp = model.next_token_logprobs([prompt])
            rows.append(lp[0, mx.array(ids)].tolist())  # type: ignore[arg-type]
        return rows

    shared_rows, shared_tokens = shared()  # warm-up, and the numbers compared below
    fresh_rows = fresh()
    shared_times: list[float] = []
    fresh_times: list[float] = []
    for _ in range(args.repeats):
        t = time.perf_counter()
        shared()
        shared_times.append(time.perf_counter() - t)
        t = time.perf_counter()
        fresh()
        fresh_times.append(time.perf_counter() - t)

    max_dp = max(abs(a - b) for s, f in zip(shared_rows, fresh_rows, strict=True)
                 for a, b in zip(normalised(s), normalised(f), strict=True))
    max_dlp = max(abs(a - b) for s, f in zip(shared_rows, fresh_rows, strict=True)
                  for a, b in zip(s, f, strict=True))
    shared_s, fresh_s = median(shared_times), median(fresh_times)
    prompt_tokens = [len(p) for p in prompts]
    result = {
        "device": info.device,
        "blas": info.blas,
        "mlx": info.mlx_version,
        "model": {"arch": "qwen3", "tokenizer": args.tokenizer, "hidden": args.hidden, "layers": args.layers,
                  "heads": args.heads, "kv_heads": args.kv_heads, "parameters": model.info.parameters,
                  "dtype": model.info.dtype},
        "questions": len(prompts),
        "input_tokens": len(model.tokenizer.encode(text)),
        "prompt_tokens": {"min": min(prompt_tokens), "max": max(prompt_tokens), "total": sum(prompt_tokens)},
        "shared_prefix_tokens": shared_tokens,
        "repeats": args.repeats,
        "shared_prefix_s": {"median": shared_s, "all": shared_times},
        "fresh_one_by_one_s": {"median": fresh_s, "all": fresh_times},
        "speedup": fresh_s / shared_s,
        "max_abs_delta_probability": max_dp,
        "max_abs_delta_label_logprob": max_dlp,
    }
    path = write_result(f"decisions-{info.device}", result)

    print(f"model: qwen3 hidden {args.hidden}, {args.layers} layers, {args.heads}/{args.kv_heads} heads, "
          f"{args.tokenizer} vocabulary ({model.info.parameters:,} parameters, {model.info.dtype}) on "
          f"{info.device} (MLX {info.mlx_version}, BLAS {info.blas})")
    print(f"request: {len(prompts)} questions over {result['input_tokens']} input tokens; prompts "
          f"{min(prompt_tokens)}-{max(prompt_tokens)} tokens ({sum(prompt_tokens)} in all), "
          f"{shared_tokens} shared")
    print(f"{'way':<28}{'median':>12}{'per question':>16}")
    for name, seconds in (("shared prefix (batched)", shared_s), ("fresh prefill, one by one", fresh_s)):
        print(f"{name:<28}{seconds * 1000:>10.1f} ms{seconds * 1000 / len(prompts):>13.1f} ms")
    print(f"speed ratio (fresh / shared): {fresh_s / shared_s:.2f}x")
    print(f"max |Δp| over answer probabilities: {max_dp:.3e}; max |Δ log p| over labels: {max_dlp:.3e}")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
