"""Target 6: scoring throughput in prompt tokens per second, by batch size; and what a new batch shape costs.

    python -m bench.bench_throughput [--preset small|qwen3-0.6b] [--prompt-tokens 256] [--batches 1,8,32]
                                     [--batch-tokens 16384,65536] [--repeats 3] [--probe-shapes]

Fresh prompts (no shared prefix: every token is prefilled) of ``--prompt-tokens`` random ids are
scored with ``next_token_logprobs`` (the LM head at each prompt's last position only), ``B`` prompts
per call, split so no forward pass exceeds ``--batch-tokens`` padded tokens (each cap in turn). Prints prompt tokens/s
per batch size. ``--probe-shapes`` also times the first call at batch shapes never seen before
against a second call at the same shape, after warm-up: the cost that warming up shape buckets
avoids (on CPU it is about zero; GPU backends may build kernels or attention plans per shape).
"""

from __future__ import annotations

import argparse
import random
import time

from bench.common import median
from bench.perf import add_model_args, backend, model_path, print_table, save, shape_from_args


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--prompt-tokens", type=int, default=256)
    ap.add_argument("--batches", default="1,8,32", help="comma-separated prompts per call")
    ap.add_argument("--batch-tokens", default="", help="comma-separated caps on padded tokens per forward to try "
                                                       "(default: the engine's)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--probe-shapes", action="store_true")
    args = ap.parse_args()
    info = backend(args.device)

    import augury.engine.model as engine_model
    from augury.engine.batcher import warm_up_scoring
    from augury.engine.model import LoadedModel

    caps = [int(c) for c in args.batch_tokens.split(",") if c] or [engine_model.MAX_BATCH_TOKENS]
    shape = shape_from_args(args)
    path = model_path(args)
    model = LoadedModel("bench", path, device=info["device"])
    t = time.perf_counter()
    warm_up_scoring(model)
    warm_s = time.perf_counter() - t
    rng = random.Random(0)
    vocab = model.info.vocab_size
    batches = [int(b) for b in args.batches.split(",")]

    def prompts(n: int, length: int) -> list[list[int]]:
        return [[rng.randrange(10, min(vocab, 30000)) for _ in range(length)] for _ in range(n)]

    rows = []
    results = []
    for cap in caps:
        engine_model.MAX_BATCH_TOKENS = cap
        for b in batches:
            seqs = prompts(b, args.prompt_tokens)
            model.next_token_logprobs(seqs)  # this shape's first call is not timed
            times = []
            for _ in range(args.repeats):
                t = time.perf_counter()
                model.next_token_logprobs(seqs)
                times.append(time.perf_counter() - t)
            s = median(times)
            tps = b * args.prompt_tokens / s
            rows.append([cap, b, b * args.prompt_tokens, s * 1000, tps])
            results.append({"max_batch_tokens": cap, "batch": b, "tokens": b * args.prompt_tokens,
                            "median_ms": s * 1000, "tokens_per_s": tps})
    print(f"model {args.preset} ({shape.arch}, hidden {shape.hidden}, {shape.layers} layers, {shape.dtype}); "
          f"{args.prompt_tokens}-token prompts; buckets {model.buckets}; warm-up {warm_s:.1f}s")
    print_table(["max tokens/forward", "prompts per call", "tokens", "median ms", "prompt tok/s"], rows)
    best = max(r["tokens_per_s"] for r in results)
    print(f"best: {best:,.0f} prompt tok/s (target >= 100k for qwen3-0.6b bf16 on the GPU)")

    probes = []
    if args.probe_shapes:
        # Unusual batch sizes and lengths: shapes no earlier call (nor warm-up) used.
        for b, length in ((3, 77), (5, 131), (11, 45), (23, 201)):
            seqs = prompts(b, length)
            t = time.perf_counter()
            model.next_token_logprobs(seqs)
            first = time.perf_counter() - t
            t = time.perf_counter()
            model.next_token_logprobs(seqs)
            second = time.perf_counter() - t
            probes.append({"batch": b, "length": length, "first_ms": first * 1000, "second_ms": second * 1000})
        print_table(["new shape", "first call ms", "second call ms"],
                    [[f"{p['batch']} x {p['length']}", p["first_ms"], p["second_ms"]] for p in probes])
    save(f"throughput-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "shape": vars(shape), "prompt_tokens": args.prompt_tokens,
        "max_batch_tokens": caps, "buckets": str(model.buckets), "warm_up_s": warm_s,
        "results": results, "best_tokens_per_s": best, "shape_probes": probes, "repeats": args.repeats,
    })


if __name__ == "__main__":
    main()
