"""Target 5: decode speed of one stream (engine vs mlx-lm's own loop) and of N concurrent streams, batched.

    python -m bench.bench_generation [--preset small|qwen3-0.6b] [--tokens 64] [--streams 1,4,8] [--repeats 3]
                                     [--no-http]

In one run, the compared paths alternating in every repeat (medians reported):

* one stream in process: Augury's engine (``augury.engine.generate``, the way the server runs it: a
  decode batch of one row) vs mlx-lm's ``stream_generate`` called directly, greedy, same prompt;
* N streams at once in process (each ``--streams`` count): the engine's decode batch, one forward pass
  per step for all streams; aggregate output tokens per second (prefill included);
* the largest N once more with every stream stepped alone (the engine's path for models whose caches
  cannot batch, and its only path before batching): what batching gains;
* over HTTP (``augury serve`` started here on a free port, unless ``--no-http``): one ``/v1/responses``
  request, then the largest N at once.

``--streams 8`` (one count) means ``1,8``.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import httpx

from bench.common import median, start_server
from bench.perf import add_model_args, backend, model_path, print_table, save, shape_from_args


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def stream_counts(spec: str) -> list[int]:
    counts = sorted({int(x) for x in spec.split(",") if x.strip()})
    return counts if len(counts) > 1 or counts == [1] else sorted({1, *counts})


def main() -> None:
    ap = argparse.ArgumentParser()
    add_model_args(ap)
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--streams", default="1,4,8", help="comma-separated stream counts (one count N: 1,N)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--no-http", action="store_true", help="skip the HTTP runs (no server started)")
    args = ap.parse_args()
    counts = stream_counts(args.streams)
    most = counts[-1]
    info = backend(args.device)

    from mlx_lm.generate import stream_generate
    from mlx_lm.sample_utils import make_sampler

    import augury.engine.generate as engine_generate
    from augury.engine.generate import GenerationDone, SamplingSettings, decodes_in_batch, generate
    from augury.engine.model import LoadedModel
    from augury.engine.worker import EngineWorker

    shape = shape_from_args(args)
    path = model_path(args)
    model = LoadedModel("bench", path, device=info["device"])
    worker = EngineWorker()
    tok = model.tokenizer
    prompts = [tok.encode(tok.render_user_turn(f"Write a long story about parcel {i}.")) for i in range(most)]
    sampling = SamplingSettings(max_tokens=args.tokens, temperature=0.0)
    batchable = decodes_in_batch(model)

    async def one_stream(i: int) -> int:
        n = 0
        async for item in generate(worker, model, prompts[i], sampling):
            if isinstance(item, GenerationDone):
                n = item.completion_tokens
        return n

    def engine(n: int, *, batched: bool = True) -> tuple[int, float]:
        async def streams() -> int:
            return sum(await asyncio.gather(*(one_stream(i) for i in range(n))))

        # Stepping alone is the engine's path for models whose caches cannot batch: force it for comparison.
        engine_generate._batchable[model] = batched and batchable
        try:
            t = time.perf_counter()
            total = asyncio.run(streams())
            return total, time.perf_counter() - t
        finally:
            engine_generate._batchable[model] = batchable

    def mlx_lm_stream() -> tuple[int, float]:
        def run() -> tuple[int, float]:
            t = time.perf_counter()
            n = 0
            for out in stream_generate(model.model, model.hf_tokenizer_wrapper, prompts[0], max_tokens=args.tokens,
                                       sampler=make_sampler(temp=0.0)):
                n = out.generation_tokens
            return n, time.perf_counter() - t
        # On the worker too: MLX streams belong to the thread that made them.
        return worker.call(run)

    proc = None
    clients: list[httpx.Client] = []
    pool = ThreadPoolExecutor(max_workers=most)
    if not args.no_http:
        port = free_port()
        proc = start_server(["--model", f"bench={path}", "--device", info["device"]], port)
        clients = [httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=600) for _ in range(most)]

    def http_stream(i: int) -> int:
        body = {"model": "bench", "input": f"Write a long story about parcel {i}.",
                "max_output_tokens": args.tokens, "temperature": 0}
        r = clients[i].post("/v1/responses", json=body)
        r.raise_for_status()
        return int(r.json()["usage"]["output_tokens"])

    def http_many(n: int) -> tuple[int, float]:
        t = time.perf_counter()
        total = sum(pool.map(http_stream, range(n)))
        return total, time.perf_counter() - t

    def batched(n: int) -> Callable[[], tuple[int, float]]:
        return lambda: engine(n)

    plan: dict[str, tuple[str, Callable[[], tuple[int, float]]]] = {
        "mlx-lm": ("mlx-lm stream_generate, 1 stream", mlx_lm_stream),
    }
    for n in counts:
        plan[f"engine{n}"] = (f"engine, {n} stream{'s' * (n > 1)} batched (aggregate)", batched(n))
    if most > 1:
        plan[f"stepped{most}"] = (f"engine, {most} streams each stepped alone (aggregate)",
                                  lambda: engine(most, batched=False))
    if proc is not None:
        plan["http1"] = ("http, 1 stream", lambda: http_many(1))
        plan[f"http{most}"] = (f"http, {most} streams at once (aggregate)", lambda: http_many(most))
    try:
        for _, fn in plan.values():  # warm-up: every path and batch width once
            fn()
        runs: dict[str, list[tuple[int, float]]] = {k: [] for k in plan}
        for _ in range(args.repeats):
            for key, (_, fn) in plan.items():
                runs[key].append(fn())
    finally:
        pool.shutdown()
        for c in clients:
            c.close()
        if proc is not None:
            proc.terminate()
            proc.wait()
        worker.shutdown()
    rates = {k: median([n / s for n, s in v]) for k, v in runs.items()}
    tokens = {k: median([float(n) for n, _ in v]) for k, v in runs.items()}
    print(f"model {args.preset} ({shape.arch}, hidden {shape.hidden}, {shape.layers} layers, {shape.dtype}); "
          f"prompts {len(prompts[0])} tokens, up to {args.tokens} new tokens, greedy; {args.repeats} repeats "
          f"(medians); decode batch: {batchable}")
    one = rates["engine1"]
    print_table(["run", "output tokens", "tok/s (incl. prefill)", "vs engine 1 stream"], [
        [label, tokens[k], rates[k], rates[k] / one] for k, (label, _) in plan.items()
    ])
    speedups = {n: rates[f"engine{n}"] / one for n in counts}
    print(f"engine/mlx-lm single stream: {one / rates['mlx-lm']:.2f}; "
          + "; ".join(f"{n} streams batched: {s:.2f}x one stream" for n, s in speedups.items() if n > 1)
          + (f"; batched/stepped at {most}: {rates[f'engine{most}'] / rates[f'stepped{most}']:.2f}" if most > 1 else "")
          + " (target: 8 streams >= 3x on GPU)")
    save(f"generation-{info['device']}-{args.preset}", {
        "backend": info, "preset": args.preset, "shape": vars(shape), "max_tokens": args.tokens,
        "prompt_tokens": len(prompts[0]), "streams": counts, "tokens_per_s": rates, "output_tokens": tokens,
        "repeats": args.repeats, "engine_over_mlx_lm": one / rates["mlx-lm"],
        "batched_speedup": {str(n): s for n, s in speedups.items()},
        "batched_over_stepped": rates[f"engine{most}"] / rates[f"stepped{most}"] if most > 1 else None,
    })


if __name__ == "__main__":
    main()
